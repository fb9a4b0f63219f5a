"""The network protocol's messages (docs/network-protocol.md), checked field by field.

Pure: text in, typed message out, or `ProtocolError` naming what is wrong. Both sides parse
everything they receive through here, so nothing on the wire reaches the engine or the window
unchecked: unknown types and unknown fields are refused, every number has its range, every
text its length.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from typing import Any, TypeGuard

from ..engine.jsontext import parse_json
from ..engine.save import MAX_LOG_LENGTH, MAX_PLAYERS, MAX_SAVE_BYTES

# 2: `status` says which seats a computer plays for a dropped person (`stand_in`). A field
# more is a new version, not an optional one: both sides refuse unknown fields, so a window of
# version 1 would drop the connection at the first status; refused at `hello` instead, it
# says "another version of the app".
VERSION = 2

# A client's message is small (a decision is ~60 bytes); the host's carry a log or a save.
MAX_CLIENT_MESSAGE = 16 * 1024
MAX_HOST_MESSAGE = MAX_SAVE_BYTES + 64 * 1024
MAX_DEPTH = 8  # a client's deepest message is {"move": {"reroll": [..]}}
MAX_NAME_LENGTH = 64
MAX_CHAT_LENGTH = 200
MAX_CODE_LENGTH = 64
MAX_TOKEN_LENGTH = 128
MAX_MOVE_FIELDS = 8
MAX_MESSAGE_TEXT = 300  # an error's message, as shown to a person
# Both ends' keepalive: a peer that stops answering (its process stopped, its cable pulled) is
# noticed within PING_INTERVAL + PING_TIMEOUT + CLOSE_TIMEOUT seconds (25; it was a minute
# and more, while its seat looked connected and the table waited for it).
PING_INTERVAL = 10.0
PING_TIMEOUT = 10.0
CLOSE_TIMEOUT = 5.0  # at most this long for the closing handshake

PHRASES = ("good_luck", "nice_move", "oops", "well_played", "one_moment")
KINDS = ("host", "remote", "computer")

# Error codes (the `error` message's `code`).
E_VERSION = "version"
E_WRONG_CODE = "wrong_code"
E_TABLE_FULL = "table_full"
E_BAD_TOKEN = "bad_token"
E_BAD_MESSAGE = "bad_message"
E_STALE = "stale"
E_NOT_YOUR_TURN = "not_your_turn"
E_ILLEGAL_MOVE = "illegal_move"
E_RATE_LIMITED = "rate_limited"
E_TOO_BIG = "too_big"
E_TIMEOUT = "timeout"
ERROR_CODES = (
    E_VERSION,
    E_WRONG_CODE,
    E_TABLE_FULL,
    E_BAD_TOKEN,
    E_BAD_MESSAGE,
    E_STALE,
    E_NOT_YOUR_TURN,
    E_ILLEGAL_MOVE,
    E_RATE_LIMITED,
    E_TOO_BIG,
    E_TIMEOUT,
)
# Refusals after which the connection goes on: a click that raced the game, not an attack.
SOFT_ERRORS = frozenset({E_STALE, E_NOT_YOUR_TURN, E_ILLEGAL_MOVE})


class ProtocolError(ValueError):
    """A message refused; `code` is one of ERROR_CODES."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# ---------------------------------------------------------------- client -> host


@dataclass(frozen=True)
class Hello:
    version: int
    code: str
    name: str
    token: str | None


@dataclass(frozen=True)
class RollRequest:
    at: int


@dataclass(frozen=True)
class Decide:
    at: int
    move: dict[str, Any]  # the rules' move JSON, checked against the rules by the host


@dataclass(frozen=True)
class Chat:
    text: str | None
    phrase: str | None


ClientMessage = Hello | RollRequest | Decide | Chat


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _bad(detail: str) -> ProtocolError:
    return ProtocolError(E_BAD_MESSAGE, detail)


def _object(text: str | bytes, limit: int) -> dict[str, Any]:
    if not isinstance(text, str):
        raise _bad("messages are JSON text, not binary")
    if len(text) > limit:
        raise ProtocolError(E_TOO_BIG, f"a message has at most {limit} characters")
    try:
        data = parse_json(text, MAX_DEPTH if limit == MAX_CLIENT_MESSAGE else 16)
    except ValueError as error:
        raise _bad(f"not JSON: {str(error)[:80]}") from None
    if not isinstance(data, dict):
        raise _bad("a message is a JSON object")
    return data


def _fields(data: dict[str, Any], kind: str, required: set[str], optional: set[str]) -> None:
    keys = set(data) - {"type"}
    missing = required - keys
    unknown = keys - required - optional
    if missing:
        raise _bad(f"{kind}: missing {', '.join(sorted(missing))}")
    if unknown:
        raise _bad(f"{kind}: unknown fields {', '.join(sorted(unknown))[:80]}")


def _control(c: str) -> bool:
    """Control and format characters (a direction mark, a joiner), and no characters at all."""
    return unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn")


def clean_text(value: object, longest: int) -> str | None:
    """`value` as a one-line text of 1..longest characters without control characters
    (spaces at the ends dropped), or None when it is not one."""
    if not isinstance(value, str) or len(value) > longest:
        return None
    if any(_control(c) for c in value):
        return None
    value = value.strip()
    return value or None


def sendable(text: str, longest: int) -> str:
    """`text` as clean_text accepts it ("" if nothing is left): on one line, without the
    characters it refuses, at most `longest` characters. What a person types or pastes (the
    joiners inside 👨‍👩‍👧, a right-to-left mark) is sent so, not refused with the connection."""
    kept = "".join(" " if c.isspace() else c for c in text if c.isspace() or not _control(c))
    return kept.strip()[:longest].strip()


def _at(data: dict[str, Any], kind: str) -> int:
    at = data["at"]
    if not _whole(at) or not 0 <= at <= MAX_LOG_LENGTH:
        raise _bad(f"{kind}: 'at' is a log length 0-{MAX_LOG_LENGTH}")
    return at


def parse_client(text: str | bytes) -> ClientMessage:
    """A client's message, checked; raises ProtocolError."""
    data = _object(text, MAX_CLIENT_MESSAGE)
    kind = data.get("type")
    if kind == "hello":
        _fields(data, kind, {"version", "code", "name", "token"}, set())
        version = data["version"]
        if not _whole(version):
            raise _bad("hello: 'version' is a whole number")
        code = data["code"]
        if not isinstance(code, str) or len(code) > MAX_CODE_LENGTH:
            raise _bad(f"hello: 'code' is a text of at most {MAX_CODE_LENGTH} characters")
        name = clean_text(data["name"], MAX_NAME_LENGTH)
        if name is None:
            raise _bad(f"hello: 'name' is 1-{MAX_NAME_LENGTH} characters on one line")
        token = data["token"]
        if token is not None and (
            not isinstance(token, str) or not 1 <= len(token) <= MAX_TOKEN_LENGTH
        ):
            raise _bad("hello: 'token' is a text or null")
        return Hello(version, code, name, token)
    if kind == "roll":
        _fields(data, kind, {"at"}, set())
        return RollRequest(_at(data, kind))
    if kind == "decide":
        _fields(data, kind, {"at", "move"}, set())
        move = data["move"]
        if not isinstance(move, dict) or not 1 <= len(move) <= MAX_MOVE_FIELDS:
            raise _bad("decide: 'move' is a move object")
        return Decide(_at(data, kind), move)
    if kind == "chat":
        _fields(data, kind, set(), {"text", "phrase"})
        if ("text" in data) == ("phrase" in data):
            raise _bad("chat: either 'text' or 'phrase'")
        if "text" in data:
            said = clean_text(data["text"], MAX_CHAT_LENGTH)
            if said is None:
                raise _bad(f"chat: 'text' is 1-{MAX_CHAT_LENGTH} characters on one line")
            return Chat(said, None)
        if data["phrase"] not in PHRASES:
            raise _bad(f"chat: 'phrase' is one of {', '.join(PHRASES)}")
        return Chat(None, data["phrase"])
    raise _bad(f"unknown message type {kind!r:.40}")


def hello(code: str, name: str, token: str | None) -> dict[str, Any]:
    return {"type": "hello", "version": VERSION, "code": code, "name": name, "token": token}


# ---------------------------------------------------------------- host -> client


@dataclass(frozen=True)
class Status:
    decided: tuple[int, ...]
    connected: tuple[bool, ...]
    open: tuple[int, ...]  # seats still waiting for a person: the game has not started
    timer_seats: tuple[int, ...]
    timer_ends_in_ms: int | None
    stand_in: tuple[int, ...] = ()  # dropped people's seats a computer plays for now


@dataclass(frozen=True)
class Welcome:
    seat: int
    token: str
    setup: dict[str, Any]  # variant, players [{name, kind, level}], options
    seed_hash: str
    log: list[Any]  # action JSON, checked by the engine when applied
    status: Status


@dataclass(frozen=True)
class Update:
    actions: list[Any]
    status: Status


@dataclass(frozen=True)
class ChatLine:
    seat: int
    text: str | None
    phrase: str | None


@dataclass(frozen=True)
class Final:
    seed: int
    salt: str
    save: dict[str, Any]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Refusal:
    code: str
    message: str


HostMessage = Welcome | Update | Status | ChatLine | Final | Refusal


def _seat(value: object, what: str) -> int:
    if not _whole(value) or not 0 <= value < MAX_PLAYERS:
        raise _bad(f"{what} is a seat 0-{MAX_PLAYERS - 1}")
    return value


def _seats(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MAX_PLAYERS:
        raise _bad(f"{what} is a list of seats")
    return tuple(_seat(v, what) for v in value)


def _status(data: object) -> Status:
    if not isinstance(data, dict):
        raise _bad("'status' is an object")
    _fields(data, "status", {"decided", "connected", "open", "timer", "stand_in"}, {"type"})
    connected = data["connected"]
    if (
        not isinstance(connected, list)
        or len(connected) > MAX_PLAYERS
        or not all(isinstance(c, bool) for c in connected)
    ):
        raise _bad("'connected' is a list of booleans")
    timer = data["timer"]
    seats: tuple[int, ...] = ()
    ends: int | None = None
    if timer is not None:
        if not isinstance(timer, dict) or set(timer) != {"seats", "ends_in_ms"}:
            raise _bad("'timer' is null or {seats, ends_in_ms}")
        seats = _seats(timer["seats"], "timer seats")
        ends = timer["ends_in_ms"]
        if not _whole(ends) or not 0 <= ends <= 3_600_000:
            raise _bad("'ends_in_ms' is 0-3600000")
    return Status(
        _seats(data["decided"], "'decided'"),
        tuple(connected),
        _seats(data["open"], "'open'"),
        seats,
        ends,
        _seats(data["stand_in"], "'stand_in'"),
    )


def _log(value: object, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) > MAX_LOG_LENGTH:
        raise _bad(f"'{what}' is a list of at most {MAX_LOG_LENGTH} actions")
    return value


def parse_host(text: str | bytes) -> HostMessage:
    """A host's message, checked as far as it can be without the game (the client's engine
    checks the actions and the set-up); raises ProtocolError."""
    data = _object(text, MAX_HOST_MESSAGE)
    kind = data.get("type")
    if kind == "welcome":
        _fields(
            data, kind, {"version", "seat", "token", "setup", "seed_hash", "log", "status"}, set()
        )
        if data["version"] != VERSION:
            raise ProtocolError(E_VERSION, f"the host speaks version {data['version']!r:.20}")
        token = data["token"]
        seed_hash = data["seed_hash"]
        setup = data["setup"]
        if not isinstance(token, str) or not 1 <= len(token) <= MAX_TOKEN_LENGTH:
            raise _bad("welcome: 'token' is a text")
        if not isinstance(seed_hash, str) or len(seed_hash) != 64:
            raise _bad("welcome: 'seed_hash' is 64 hex digits")
        if not isinstance(setup, dict) or set(setup) != {"variant", "players", "options"}:
            raise _bad("welcome: 'setup' is {variant, players, options}")
        return Welcome(
            _seat(data["seat"], "welcome: 'seat'"),
            token,
            setup,
            seed_hash.lower(),
            _log(data["log"], "log"),
            _status(data["status"]),
        )
    if kind == "update":
        _fields(data, kind, {"actions", "status"}, set())
        return Update(_log(data["actions"], "actions"), _status(data["status"]))
    if kind == "status":
        return _status(data)
    if kind == "chat":
        _fields(data, kind, {"seat"}, {"text", "phrase"})
        said = clean_text(data.get("text"), MAX_CHAT_LENGTH) if "text" in data else None
        phrase = data.get("phrase") if data.get("phrase") in PHRASES else None
        if (said is None) == (phrase is None):
            raise _bad("chat: a text or a known phrase")
        return ChatLine(_seat(data["seat"], "chat: 'seat'"), said, phrase)
    if kind == "final":
        _fields(data, kind, {"seed", "salt", "save", "scores"}, set())
        seed, salt, save, scores = data["seed"], data["salt"], data["save"], data["scores"]
        if not _whole(seed) or seed < 0:
            raise _bad("final: 'seed' is a whole number")
        if not isinstance(salt, str) or len(salt) > 64:
            raise _bad("final: 'salt' is a hex text")
        if not isinstance(save, dict):
            raise _bad("final: 'save' is a save object")
        if (
            not isinstance(scores, list)
            or len(scores) > MAX_PLAYERS
            or not all(_whole(s) and abs(s) < 10_000 for s in scores)
        ):
            raise _bad("final: 'scores' is a list of whole numbers")
        return Final(seed, salt, save, tuple(scores))
    if kind == "error":
        _fields(data, kind, {"code", "message"}, set())
        code, message = data["code"], data["message"]
        if code not in ERROR_CODES or not isinstance(message, str):
            raise _bad("error: a known code and a message")
        return Refusal(code, " ".join(message.split())[:MAX_MESSAGE_TEXT])
    raise _bad(f"unknown message type {kind!r:.40}")


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}
