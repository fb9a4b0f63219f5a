"""Files on disk: atomic writes, reads with a size limit, save-file loading with clear errors,
and damaged files moved aside (kept, never overwritten)."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import string
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from .engine import Game, SaveError
from .engine.record import Record, set_field
from .engine.save import MAX_SAVE_BYTES, encode, loads
from .engine.seat_names import UNNAMED_SEAT

if TYPE_CHECKING:
    from datetime import datetime


class FileTooBigError(ValueError):
    """A file longer than its reader's limit (only the limit was read). A ValueError, as
    text that is not JSON is: readers that catch OSError and ValueError (a damaged file) catch
    it too; as a bare Exception it went past them, a traceback at the start."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(f"{path}: larger than the limit of {limit} bytes")
        self.limit = limit


class NotRegularFileError(OSError):
    """A device, a pipe or a socket where a file is read or written (errno EINVAL, as a
    disk refusing a name says too: the window tells the two apart)."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


TEMP_SUFFIX = ".tmp"  # write_bytes_atomic's temporary files: .<name>.<random>.tmp
# The longest file name the usual disks take (ext4, NTFS, APFS: 255 bytes or more), and the
# room a temporary file's name leaves for the target's: the two dots and mkstemp's 8 letters.
FILE_NAME_LIMIT = 255
TEMP_NAME_ROOM = FILE_NAME_LIMIT - 2 - 8 - len(TEMP_SUFFIX)


def remove_stale_temp_files(folder: Path) -> None:
    """Remove the temporary files of writes cut off by a crash or a kill (the target kept
    its old content); only for a folder no other process writes to now."""
    with contextlib.suppress(OSError):
        for path in folder.glob(f".*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if path.is_file() and not path.is_symlink():
                    path.unlink()


# A temporary file older than this is no write in progress (the data is made before the file,
# which lives for the write and the rename only): a write cut off by a kill or a crash.
STALE_TEMP_AGE_S = 60.0
_TEMP_LETTERS = frozenset(string.ascii_lowercase + string.digits + "_")  # mkstemp's 8


def remove_stale_temp_files_of(path: Path) -> None:
    """Remove the temporary files a cut-off write of `path` left in its folder (hidden, they
    piled up among the person's PDFs and saves): only ours for that very name, and only
    those older than a write takes (another process may be writing the same file now)."""
    prefix = f".{_cut_to_bytes(path.name, TEMP_NAME_ROOM)}."
    now = time.time()
    with contextlib.suppress(OSError), os.scandir(path.parent) as entries:
        for entry in entries:
            name = entry.name
            middle = name[len(prefix) : -len(TEMP_SUFFIX)]
            if not (
                name.startswith(prefix)
                and name.endswith(TEMP_SUFFIX)
                and len(middle) == 8
                and set(middle) <= _TEMP_LETTERS
            ):
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_AGE_S:
                    os.unlink(entry.path)


def write_bytes_atomic(path: Path, produce: Callable[[], bytes]) -> None:
    """Write a file so that readers see the old content or the new, never a half.

    `produce` runs before anything touches `path`; the data goes to a temporary file in the
    same folder, is flushed to disk, then renamed over the target (over the file a symbolic
    link points to, not the link). OSError when `path` is there but not a regular file (a
    device, a pipe).
    """
    data = produce()
    # A link stays a link: the new content goes where it points (a save kept in a synced
    # folder and linked from elsewhere), as writing the file in place would do.
    path = Path(os.path.realpath(path))
    # The rename would put a regular file in place of a device or a pipe (as root, -o /dev/null
    # replaced /dev/null): only a regular file, or nothing, is replaced.
    with contextlib.suppress(FileNotFoundError):
        mode = path.stat().st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "a folder has that name", str(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(path)
    folder = path.parent
    remove_stale_temp_files_of(path)
    handle, temp_name = tempfile.mkstemp(
        prefix=f".{_cut_to_bytes(path.name, TEMP_NAME_ROOM)}.", suffix=TEMP_SUFFIX, dir=folder
    )
    try:
        with os.fdopen(handle, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        # mkstemp makes the file private (0600): keep the old file's mode, else a usual 0644.
        mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
        os.chmod(temp_name, mode)
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


class FolderInUseError(OSError):
    """Another process holds the folder's lock (see folder_lock)."""


def _try_lock(handle: int) -> bool:
    """Lock the open file `handle` for this process without waiting: False when another
    process holds it. The operating system drops a lock when its process ends, however."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in (errno.EAGAIN, errno.EACCES, errno.EDEADLK):
            return False
        raise
    return True


@contextlib.contextmanager
def folder_lock(folder: Path, name: str, holder: str) -> Iterator[None]:
    """Hold the file FOLDER/NAME locked while the block runs; FolderInUseError at once
    ("FOLDER: another HOLDER uses this folder") while another process holds it. A killed
    holder leaves no lock behind (the system drops it), only the file, which is taken over."""
    path = folder / name
    for _ in range(10):
        handle = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        if not _try_lock(handle):
            os.close(handle)
            raise FolderInUseError(errno.EBUSY, f"another {holder} uses this folder", str(folder))
        # The holder before ended between our open and our lock and removed the name: the
        # file locked is one no later process finds. Only the file under the name counts.
        try:
            if os.path.samestat(os.fstat(handle), os.stat(path)):
                break
        except FileNotFoundError:
            pass
        os.close(handle)
    else:
        raise FolderInUseError(errno.EBUSY, f"another {holder} uses this folder", str(folder))
    try:
        yield
    finally:
        # Removed while still locked: a process that opened it meanwhile finds it gone
        # (above). Windows refuses to remove an open file: there it goes after, unless
        # another process has it open by then.
        if sys.platform != "win32":
            with contextlib.suppress(OSError):
                path.unlink()
        os.close(handle)
        if sys.platform == "win32":
            with contextlib.suppress(OSError):
                path.unlink()


def _cut_to_bytes(name: str, limit: int) -> str:
    """`name` cut to at most `limit` bytes on disk, between characters: the temporary file's
    name holding all of a long target's was too long where the target's was not ("the name
    is too long" for a name of 242-255 bytes)."""
    while len(os.fsencode(name)) > limit:
        name = name[:-1]
    return name


def read_bytes_limited(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, read no further than that.

    Raises FileTooBigError past the limit, OSError when it cannot be read (a folder, a device
    or a pipe too: reading those could block or never end)."""
    data = read_head(path, limit + 1)
    if len(data) > limit:
        raise FileTooBigError(path, limit)
    return data


def read_head(path: Path, size: int) -> bytes:
    """The first `size` bytes of a regular file (all of a shorter one); OSError as above."""
    with open_regular(path) as handle:
        return handle.read(size)


def open_regular(path: Path) -> BinaryIO:
    """A regular file opened for reading; OSError for anything else (reading a folder, a
    device or a pipe could block or never end)."""
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):  # said as a folder, not as a device or a pipe
        raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", str(path))
    if not stat.S_ISREG(mode):
        raise NotRegularFileError(path)
    return open(path, "rb")


def decode_text(data: bytes) -> str:
    """UTF-8 text (a byte-order mark, as some editors write, is dropped); UnicodeDecodeError."""
    return data.decode("utf-8-sig")


def save_game(path: Path, game: Game) -> None:
    data = encode(game)  # SaveError ("unsavable") before anything touches the file
    try:
        write_bytes_atomic(path, lambda: data)
    except OSError as error:
        # The cause is the system's error, which the window says in the person's language.
        raise SaveError(f"cannot write {path}: {error.strerror or error}", "unwritable") from error


def load_game(path: Path, unnamed: str = UNNAMED_SEAT) -> Game:
    """The game saved in `path` (a seat saved without a name called `unnamed`, see loads)."""
    try:
        data = read_bytes_limited(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file", "missing") from None
    except FileTooBigError as error:
        raise SaveError(f"{error}: not a save file", "too_big") from None
    except OSError as error:
        raise SaveError(f"cannot read {path}: {error.strerror or error}", "unreadable") from error
    try:
        return game_from_bytes(data, unnamed)
    except SaveError as error:
        raise SaveError(f"{path}: {error}", error.reason) from None


def game_from_bytes(data: bytes, unnamed: str = UNNAMED_SEAT) -> Game:
    """A save file's game from its bytes (UTF-8 JSON); SaveError naming what is wrong."""
    try:
        text = decode_text(data)
    except UnicodeDecodeError:
        raise SaveError("not a save file (not UTF-8 text)", "not_a_save") from None
    return loads(text, unnamed)


class SetAside(Record):
    """A damaged file moved out of the way: `kept_as` is its new name, or None when it could
    not be moved (then `error` says why and it is where it was)."""

    __match_args__ = ("path", "kept_as", "error")
    __slots__ = __match_args__
    path: Path
    kept_as: Path | None
    error: OSError | None

    def __init__(self, path: Path, kept_as: Path | None, error: OSError | None = None) -> None:
        set_field(self, "path", path)
        set_field(self, "kept_as", kept_as)
        set_field(self, "error", error)


def set_aside(path: Path, when: datetime | None = None, keep_in_place: bool = False) -> SetAside:
    """Rename a damaged file to `<name>.damaged-<time><suffix>` in its folder, keeping its
    bytes for the person to look at; an existing file of that name is never replaced.

    `keep_in_place`: for a regular file about to be replaced (write_bytes_atomic), the new
    name is a second link to it and `path` stays as it is; moved as above where the disk has
    no links (FAT)."""
    from datetime import datetime  # only for a damaged file: the start need not load it

    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    attempt = 1
    while True:
        extra = "" if attempt == 1 else f"-{attempt}"
        target = path.with_name(f"{path.stem}.damaged-{stamp}{extra}{path.suffix}")
        if not target.exists():
            break
        attempt += 1
    try:
        if keep_in_place:
            try:
                os.link(path, target)
                return SetAside(path, target)
            except OSError as error:
                if error.errno == errno.EEXIST:
                    raise
        os.rename(path, target)
    except OSError as error:
        return SetAside(path, None, error)
    return SetAside(path, target)
