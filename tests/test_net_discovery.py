"""Finding tables on the LAN: beacons and finders over loopback on a random free UDP port
(packets never leave this machine); every wait is bounded."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.net import discovery, protocol
from qwixx_desktop.net.discovery import (
    MAX_PACKET,
    Beacon,
    Finder,
    TableAd,
    encode_ad,
    encode_gone,
    lan_addresses,
    read_packet,
)
from tests.test_net_processes import serving

AD = TableAd("Ana", "classic", "ws://127.0.0.1:8765/", 3, 1)
TABLE_ID = "0123456789abcdef"


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for(condition: Callable[[], bool], seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


@contextmanager
def finding(port: int) -> Iterator[Finder]:
    finder = Finder(port)
    finder.start()
    try:
        assert finder.error is None
        yield finder
    finally:
        finder.stop()


@contextmanager
def announcing(ad: Callable[[], TableAd], port: int) -> Iterator[Beacon]:
    beacon = Beacon(ad, port, lan=False)
    beacon.start()
    try:
        yield beacon
    finally:
        beacon.stop()


def send(port: int, packet: bytes) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.sendto(packet, ("127.255.255.255", port))


def test_a_beacon_is_found_and_disappears_when_it_stops() -> None:
    port = free_udp_port()
    with finding(port) as finder:
        seats = [2]
        with announcing(lambda: replace(AD, open_seats=seats[0]), port):
            assert wait_for(lambda: finder.found() == [replace(AD, open_seats=2)])
            seats[0] = 0  # the beacon says what the table is now
            assert wait_for(lambda: [a.open_seats for a in finder.found()] == [0])
        assert wait_for(lambda: finder.found() == [], 3)  # its goodbye, long before 5 s


def test_a_table_not_heard_for_a_while_is_forgotten(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discovery, "AD_LIFETIME", 0.3)
    port = free_udp_port()
    with finding(port) as finder:
        send(port, encode_ad(AD, TABLE_ID))  # one packet, then silence (a crashed host)
        assert wait_for(lambda: finder.found() == [AD])
        assert wait_for(lambda: finder.found() == [], 3)


def test_two_finders_on_one_machine_both_find_the_table() -> None:
    port = free_udp_port()
    with finding(port) as first, finding(port) as second, announcing(lambda: AD, port):
        assert wait_for(lambda: first.found() == [AD] and second.found() == [AD])


def test_a_finder_ignores_malformed_and_hostile_packets_and_goes_on() -> None:
    port = free_udp_port()
    good = json.loads(encode_ad(AD, TABLE_ID))
    bad = [
        b"",
        b"\xff\xfe",
        b"not json",
        b"[" * 5000,
        json.dumps({**good, "url": "ws://" + "9" * MAX_PACKET}).encode(),
        json.dumps({**good, "v": 0}).encode(),
        json.dumps({**good, "url": "http://127.0.0.1:1/"}).encode(),
    ]
    with finding(port) as finder:
        for packet in bad:
            send(port, packet)
        send(port, encode_ad(AD, TABLE_ID))
        assert wait_for(lambda: finder.found() == [AD])
        assert finder._thread.is_alive()


def with_fields(**changes: object) -> bytes:
    return json.dumps({**json.loads(encode_ad(AD, TABLE_ID)), **changes}).encode()


@pytest.mark.parametrize(
    "packet",
    [
        with_fields(app="other"),
        with_fields(v=True),
        with_fields(v=0),
        with_fields(v="2"),
        with_fields(v=2.0),
        with_fields(v=None),
        with_fields(v=10_000),
        with_fields(type="tables"),
        with_fields(id="short"),
        with_fields(id="0123456789ABCDEF"),
        with_fields(code="ABCD-EFGH"),  # no field beyond the known ones
        with_fields(host=""),
        with_fields(host=" Ana"),
        with_fields(host="A\u0000na"),
        with_fields(host="x" * 65),
        with_fields(game="chess"),
        with_fields(game=1),
        with_fields(players=0),
        with_fields(players=9),
        with_fields(players=3.0),
        with_fields(players=True),
        with_fields(open=4),
        with_fields(open=-1),
        with_fields(url="ws://10.0.0.9:8765/"),  # another machine than the sender
        with_fields(url="ws://example.org:8765/"),  # names need DNS: only addresses
        with_fields(url="ws://127.0.0.1/"),
        with_fields(url="ws://127.0.0.1:0/"),
        with_fields(url="ws://127.0.0.1:70000/"),
        with_fields(url="ws://user:pw@127.0.0.1:8765/"),
        with_fields(url="ws://127.0.0.1:8765/x"),
        with_fields(url="ws://127.0.0.1:8765/?a=1"),
        with_fields(url="file:///etc/passwd"),
        with_fields(url="ws://[::1]:8765/"),
        json.dumps(
            {"app": "qwixx-desktop", "v": 1, "type": "gone", "id": TABLE_ID, "x": 1}
        ).encode(),
        b'{"app": "qwixx-desktop", "app": "qwixx-desktop"}',
        b"{}",
        b"null",
        b" " * (MAX_PACKET + 1),
    ],
)
def test_packets_that_are_not_exactly_a_table_are_refused(packet: bytes) -> None:
    assert read_packet(packet, "127.0.0.1") is None


@given(st.binary(max_size=MAX_PACKET + 8))
@settings(max_examples=300, deadline=None)
def test_reading_any_bytes_never_raises(data: bytes) -> None:
    read_packet(data, "192.168.1.5")


def test_a_url_names_the_machine_that_sent_it() -> None:
    packet = encode_ad(TableAd("Ana", "longo", "ws://0.0.0.0:9000/", 4, 2), TABLE_ID)
    assert read_packet(packet, "192.168.1.5") == (
        TABLE_ID,
        TableAd("Ana", "longo", "ws://192.168.1.5:9000/", 4, 2),
    )
    lan = encode_ad(TableAd("Ana", "longo", "wss://192.168.1.5:9000", 4, 2), TABLE_ID)
    assert read_packet(lan, "192.168.1.5") is not None
    assert read_packet(lan, "192.168.1.6") is None
    # From this machine, a packet may name any of this machine's addresses.
    assert read_packet(lan, "127.0.0.1", frozenset({"192.168.1.5"})) is not None
    assert read_packet(lan, "127.0.0.1") is None
    assert read_packet(encode_gone(TABLE_ID), "10.1.2.3") == (TABLE_ID, None)


def test_this_machines_addresses_come_without_waiting_and_loopback_last() -> None:
    started = time.monotonic()
    addresses = lan_addresses()
    assert time.monotonic() - started < 1.0
    assert addresses[-1] == "127.0.0.1" and addresses.count("127.0.0.1") == 1
    assert len(set(addresses)) == len(addresses)
    for address in addresses:
        socket.inet_aton(address)


def test_serve_announces_its_table_without_the_code() -> None:
    port = free_udp_port()
    with (
        finding(port) as finder,
        serving(
            *("--announce", "--game", "qwantum", "--players", "2", "--computer", "easy"),
            *("--discovery-port", str(port)),  # on loopback, it stays on this machine
        ) as (_, url, code),
    ):
        assert wait_for(lambda: bool(finder.found()), 10)
        (ad,) = finder.found()
    assert ad.game == "qwantum" and ad.players == 2 and ad.open_seats == 1
    assert ad.url == url and url.startswith("ws://127.0.0.1:")
    assert code not in repr(ad)


def test_a_finder_that_cannot_listen_says_why_and_finds_nothing() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as other:  # no sharing flags
        other.bind(("", 0))
        finder = Finder(int(other.getsockname()[1]))
        finder.start()
        finder.stop()
    assert finder.error is not None and "UDP port" in finder.error
    assert finder.found() == []


def test_the_announcement_carries_the_protocols_version() -> None:
    """It said the format's own version 1 while the protocol went to 2: an older app listed a
    newer host's table, and was refused only on joining it."""
    assert json.loads(encode_ad(AD, TABLE_ID))["v"] == protocol.VERSION
    assert json.loads(encode_gone(TABLE_ID))["v"] == protocol.VERSION
    assert read_packet(encode_ad(AD, TABLE_ID), "127.0.0.1") == (TABLE_ID, AD)
    assert AD.version == protocol.VERSION and AD.joinable


@pytest.mark.parametrize("version", [1, protocol.VERSION + 1, 40])
def test_a_table_of_another_version_is_read_as_one_this_app_cannot_join(version: int) -> None:
    """Version 1 is the old format (the same fields, "v" the format's own 1): an older host's
    table; a higher one is a newer host's."""
    packet = with_fields(v=version)
    assert read_packet(packet, "127.0.0.1") == (TABLE_ID, replace(AD, version=version))
    assert not replace(AD, version=version).joinable
    gone = json.dumps({"app": "qwixx-desktop", "v": version, "type": "gone", "id": TABLE_ID})
    assert read_packet(gone.encode(), "127.0.0.1") == (TABLE_ID, None)
    # Another version's malformed packet is no more a table than this version's.
    assert read_packet(with_fields(v=version, players=0), "127.0.0.1") is None
    assert read_packet(with_fields(v=version, code="ABCD-EFGH"), "127.0.0.1") is None


def test_a_finder_lists_an_older_hosts_table_as_another_versions() -> None:
    port = free_udp_port()
    with finding(port) as finder:
        send(port, with_fields(v=1))
        assert wait_for(lambda: finder.found() == [replace(AD, version=1)])
