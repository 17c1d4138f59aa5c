"""s256: a stranger's first fifteen minutes in the real game (Xvfb, xdotool), what they
noticed, each pinned here headless."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, enter, run, typed

pygame = pytest.importorskip("pygame")

CODE = "2d-star-10x9-8-hard-1024312380252076562-g9"


@pytest.fixture
def card(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        app.top.enter_seed()
        run(app, 2)
        opened = []
        monkeypatch.setattr(app.top.journeys, "open", lambda request: opened.append(str(request.code)))
        yield app, app.top, opened


@pytest.mark.parametrize("text", [f" {CODE}", f"{CODE} ", f"  {CODE}  "])
def test_a_space_typed_round_a_friends_code_plays_at_once(card, text):
    """A friend's code typed with a space before or after it was said refused, then Enter
    asked "Play 2d-star-10x9-8-hard-1... without the space? Enter again plays it": a space
    at an end changes nothing (the code reads the same), so Enter plays."""
    app, box_card, opened = card
    typed(app, text)
    assert box_card.box.text == CODE
    enter(app)
    assert opened == [CODE], box_card.error


def test_a_space_typed_inside_still_asks(card):
    """ "7 8" read "78": another seed than one meant, so Enter asks first (s222)."""
    app, box_card, opened = card
    typed(app, "7 8")
    enter(app)
    assert not opened and box_card.error == "Play 78 without the space? Enter again plays it."
    enter(app)
    assert opened and app.top is not box_card
