"""Finding tables on the local network: a UDP beacon and a finder (stdlib only, no Qt).

A `Beacon` announces one hosted table about once a second by UDP broadcast to
`DISCOVERY_PORT` (255.255.255.255 for the LAN, and 127.255.255.255 and 127.0.0.1 for this
machine); a `Finder` listens on that port and keeps the tables heard in the last
`AD_LIFETIME` seconds. Both work in a daemon thread and never block their caller, so the
window may call them from its own thread. Nothing secret goes out: a packet names the table,
never its join code.

A packet is one JSON object of at most `MAX_PACKET` bytes (docs/network-protocol.md,
"Finding tables on the LAN"). The finder checks every field and drops anything else without a
word: a packet can only point at the machine that sent it (the URL's host is the sender's
address; `0.0.0.0` in a URL means exactly that; a packet from this machine may name any of
its addresses).
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
import logging
import secrets
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

from ..engine.jsontext import parse_json
from ..games import game_keys
from .protocol import MAX_NAME_LENGTH, VERSION, clean_text

log = logging.getLogger(__name__)

DISCOVERY_PORT = 47_654  # UDP; unassigned by IANA
APP = "qwixx-desktop"
# An announcement's "v" is the protocol its host speaks (protocol.VERSION, never a number of
# its own): a finder tells a table it cannot join before the join is refused.
MAX_VERSION = 9999  # a "v" beyond this is no version, only a malformed packet
MAX_PACKET = 1024
AD_LIFETIME = 5.0  # a table not heard for this long is gone
INTERVAL = 1.0  # seconds between a beacon's packets
MAX_URL_LENGTH = 200
MAX_PLAYERS = 8
MAX_TABLES = 256  # the most a finder keeps: a flood of forged tables cannot grow it further
_BROADCASTS = ("255.255.255.255", "127.255.255.255", "127.0.0.1")
_LOOPBACK_ONLY = ("127.255.255.255", "127.0.0.1")


@dataclass(frozen=True)
class TableAd:
    host_name: str  # who hosts (a person's name, or the serving machine's)
    game: str  # a key of games.get_game
    url: str  # ws://ADDRESS:PORT/ (or wss://) to join
    players: int
    open_seats: int  # seats still waiting for a person
    # The protocol its host speaks: the announcement's "v". Before it said so, "v" was the
    # format's own 1 (from protocol 1 hosts, and the first protocol 2 builds): read as 1.
    version: int = VERSION

    @property
    def joinable(self) -> bool:
        """Whether this app speaks the table's protocol (else joining is refused)."""
        return self.version == VERSION


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses, the one that reaches other machines first, loopback
    last. No DNS and no packet sent: only what the system knows of its own interfaces."""
    found: list[str] = []
    # Connecting a UDP socket sends nothing; it makes the system choose the address it
    # would send from (192.0.2.1 is a documentation address, never a real host).
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))
        found.append(probe.getsockname()[0])
    found.extend(_interface_addresses())
    usable = []
    for text in found:
        with contextlib.suppress(ValueError):
            address = ipaddress.IPv4Address(text)
            if not (address.is_unspecified or address.is_loopback) and text not in usable:
                usable.append(text)
    return [*usable, "127.0.0.1"]


def _interface_addresses() -> list[str]:
    """Each interface's address, where the system tells it this way (Linux: SIOCGIFADDR;
    elsewhere the call fails and the routed address above is the one)."""
    try:
        import fcntl
        import struct

        names = [name for _, name in socket.if_nameindex()]
    except (ImportError, OSError, AttributeError):
        return []
    siocgifaddr = 0x8915
    addresses = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for name in names:
            with contextlib.suppress(OSError, ValueError):
                request = struct.pack("256s", name.encode()[:15])
                answer = fcntl.ioctl(sock.fileno(), siocgifaddr, request)
                addresses.append(socket.inet_ntoa(answer[20:24]))
    return addresses


# ---------------------------------------------------------------- packets


def encode_ad(ad: TableAd, table_id: str) -> bytes:
    return json.dumps(
        {
            "app": APP,
            "v": ad.version,
            "type": "table",
            "id": table_id,
            "host": ad.host_name,
            "game": ad.game,
            "url": ad.url,
            "players": ad.players,
            "open": ad.open_seats,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    ).encode("utf-8")


def encode_gone(table_id: str) -> bytes:
    return json.dumps(
        {"app": APP, "v": VERSION, "type": "gone", "id": table_id}, separators=(",", ":")
    ).encode("utf-8")


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _table_id(value: object) -> bool:
    return (
        isinstance(value, str) and len(value) == 16 and all(c in "0123456789abcdef" for c in value)
    )


def read_packet(
    data: bytes, sender: str, own: frozenset[str] = frozenset()
) -> tuple[str, TableAd | None] | None:
    """(table id, its ad — None for a table that closed) of a packet from `sender`, or None
    when the packet is not a valid one. `own`: this machine's addresses, which a packet
    from this machine may name. Never raises."""
    try:
        return _read_packet(data, sender, own)
    except Exception:  # a packet the checks did not foresee is still only a packet
        log.debug("discovery: a packet from %s could not be read", sender, exc_info=True)
        return None


def _read_packet(
    data: bytes, sender: str, own: frozenset[str]
) -> tuple[str, TableAd | None] | None:
    if len(data) > MAX_PACKET:
        return None
    message = parse_json(data.decode("utf-8"), 2)
    if not isinstance(message, dict) or message.get("app") != APP:
        return None
    # Any version's table is read (the same fields since version 1): the list shows one of
    # another version as one this app cannot join.
    if not _whole(message.get("v"), 1, MAX_VERSION) or not _table_id(message.get("id")):
        return None
    if message.get("type") == "gone":
        return (message["id"], None) if set(message) == {"app", "v", "type", "id"} else None
    fields = {"app", "v", "type", "id", "host", "game", "url", "players", "open"}
    if message.get("type") != "table" or set(message) != fields:
        return None
    name = clean_text(message["host"], MAX_NAME_LENGTH)
    game = message["game"]
    players = message["players"]
    if (
        name is None
        or name != message["host"]
        or not isinstance(game, str)
        or game not in game_keys()
    ):
        return None
    if not _whole(players, 1, MAX_PLAYERS) or not _whole(message["open"], 0, players):
        return None
    url = _checked_url(message["url"], sender, own)
    if url is None:
        return None
    return message["id"], TableAd(name, game, url, players, message["open"], message["v"])


def _checked_url(value: object, sender: str, own: frozenset[str]) -> str | None:
    """`ws(s)://ADDRESS:PORT/` naming the sender (0.0.0.0 is read as the sender)."""
    if not isinstance(value, str) or len(value) > MAX_URL_LENGTH or not value.isascii():
        return None
    try:
        parts = urlsplit(value)
        port = parts.port
        address = ipaddress.IPv4Address(parts.hostname or "")
        from_address = ipaddress.IPv4Address(sender)
    except ValueError:
        return None
    if parts.scheme not in ("ws", "wss") or port is None or port == 0:
        return None
    if parts.username is not None or parts.password is not None:
        return None
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        return None
    if address.is_unspecified:
        address = from_address
    if address != from_address and not (_loopback(sender) and str(address) in own):
        return None
    return f"{parts.scheme}://{address}:{port}/"


def _loopback(address: str) -> bool:
    return address.startswith("127.")


# ---------------------------------------------------------------- the beacon


class Beacon:
    """Announces the table `ad()` describes until stopped. `ad` is called from the beacon's
    thread about once a second (it must be safe to call from there); its URL names this
    machine: ws://0.0.0.0:PORT/ lets every finder use the address the packet came from.
    `lan=False` keeps the packets on this machine (tests)."""

    def __init__(
        self, ad: Callable[[], TableAd], port: int = DISCOVERY_PORT, *, lan: bool = True
    ) -> None:
        self._ad = ad
        self._port = port
        self._targets = _BROADCASTS if lan else _LOOPBACK_ONLY
        self._id = secrets.token_hex(8)  # tells a finder that two packets are one table
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="qwixx-beacon", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Stop announcing and tell the finders the table is gone (returns at once)."""
        self._stop.set()

    def _run(self) -> None:
        try:
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        except OSError as error:
            log.warning("cannot announce the table on the network: %s", error)
            return
        with sock:
            while not self._stop.is_set():
                try:
                    packet = encode_ad(self._ad(), self._id)
                except Exception:  # the caller's description failed: skip this round
                    log.exception("cannot describe the table to announce")
                else:
                    self._send(sock, packet)
                self._stop.wait(INTERVAL)
            self._send(sock, encode_gone(self._id))

    def _send(self, sock: socket.socket, packet: bytes) -> None:
        if len(packet) > MAX_PACKET:
            log.warning("the table's announcement is too long to send")
            return
        for target in self._targets:
            with contextlib.suppress(OSError):  # no network, no route: the others may work
                sock.sendto(packet, (target, self._port))


# ---------------------------------------------------------------- the finder


@dataclass
class _Heard:
    ad: TableAd
    sender: str
    at: float


class Finder:
    """Listens for beacons; `found()` lists the tables heard in the last AD_LIFETIME
    seconds. Several finders (several windows) can listen on one machine at once. If the
    port cannot be opened, `error` says why and nothing is ever found."""

    def __init__(self, port: int = DISCOVERY_PORT) -> None:
        self._port = port
        self._heard: dict[tuple[str, str], _Heard] = {}  # (table id, sender) -> last packet
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._sock: socket.socket | None = None
        self._thread = threading.Thread(target=self._run, name="qwixx-finder", daemon=True)
        self.error: str | None = None

    def start(self) -> None:
        try:
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        except OSError as error:
            self.error = f"cannot listen for tables: {error}"
            log.warning("%s", self.error)
            return
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if hasattr(socket, "SO_REUSEPORT"):
                with contextlib.suppress(OSError):
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            sock.bind(("", self._port))
            sock.settimeout(0.25)  # how soon the thread notices stop()
        except OSError as error:
            sock.close()
            self.error = f"cannot listen for tables on UDP port {self._port}: {error}"
            log.warning("%s", self.error)
            return
        self._sock = sock
        self._thread.start()

    def found(self) -> list[TableAd]:
        """The tables heard recently, one entry per table (this machine's copy first), by
        host name and game."""
        now = time.monotonic()
        best: dict[str, _Heard] = {}
        with self._lock:
            for (table_id, _), heard in self._heard.items():
                kept = best.get(table_id)
                # One table heard twice (its LAN copy and this machine's): keep the loopback.
                if now - heard.at <= AD_LIFETIME and (kept is None or _loopback(heard.sender)):
                    best[table_id] = heard
        return sorted((h.ad for h in best.values()), key=lambda a: (a.host_name, a.game, a.url))

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        sock = self._sock
        assert sock is not None
        own = frozenset(lan_addresses())
        with sock:
            while not self._stop.is_set():
                try:
                    data, (sender, _) = sock.recvfrom(MAX_PACKET + 1)
                except TimeoutError:
                    continue
                except OSError:
                    if self._stop.is_set():
                        return
                    time.sleep(0.25)
                    continue
                self._hear(data, str(sender), own)

    def _hear(self, data: bytes, sender: str, own: frozenset[str]) -> None:
        packet = read_packet(data, sender, own)
        if packet is None:
            return
        table_id, ad = packet
        now = time.monotonic()
        with self._lock:
            if ad is None:
                self._heard.pop((table_id, sender), None)
                return
            if len(self._heard) >= MAX_TABLES and (table_id, sender) not in self._heard:
                self._forget(now)
                if len(self._heard) >= MAX_TABLES:
                    return
            self._heard[(table_id, sender)] = _Heard(ad, sender, now)

    def _forget(self, now: float) -> None:
        for key in [k for k, h in self._heard.items() if now - h.at > AD_LIFETIME]:
            del self._heard[key]
