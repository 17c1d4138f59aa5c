"""s328: a leaderboard server typed as a name that is not ASCII (`😀`, `bücher.de`) was
sent by urllib as it is: http.client could not write the Host header and the Daily screen
said "the server sent something the game cannot read: the answer is not HTTP
(UnicodeEncodeError)" of a server never asked. The name now goes out in IDNA's ASCII form,
and a name with none (a label over 63 letters) is refused when typed."""

from __future__ import annotations

import urllib.error

import pytest

from quiver.game import leaderboard_wire as wire


@pytest.mark.parametrize(
    "url, sent",
    [
        ("http://😀:8765/api/health", "http://xn--e28h:8765/api/health"),
        ("https://bücher.de/api/health", "https://xn--bcher-kva.de/api/health"),
        ("http://127.0.0.1:8765/api/health", "http://127.0.0.1:8765/api/health"),
    ],
)
def test_the_request_goes_to_the_ascii_name(url, sent, monkeypatch):
    asked = []

    class Opener:
        def open(self, req, timeout):
            asked.append(req.full_url)
            raise urllib.error.URLError(OSError(111, "Connection refused"))

    monkeypatch.setattr(wire, "_opener", Opener)
    with pytest.raises(OSError, match="cannot reach") as e:
        wire.call(url, "GET", timeout=1)
    assert not isinstance(e.value, wire.BadAnswer)
    assert asked == [sent]


def test_a_name_dns_cannot_have_is_refused_when_typed():
    assert wire.clean_server_url("a" * 64 + ".example:8765") == ""
    assert wire.clean_server_url("bücher.de:8765") == "http://bücher.de:8765"  # (shown as typed)
