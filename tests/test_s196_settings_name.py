"""Settings' name warning, read by a stranger: (1) Done with the name's field scrolled out
of the card's list (typed, then the wheel turned) gave the warning a room running past the
window's foot; it stood there unseen for its 10 s, the card open and nothing on screen
saying why. The card now scrolls the field back into view and the room keeps to the list.
(2) The line counted an emoji's skin tone as a character of its own: "cannot draw 2 of
its characters, shown "Dan ?"" (names.unshown_line)."""

from __future__ import annotations

import pytest
from app_helpers import menu_maker, toast_ink

pygame = pytest.importorskip("pygame")

HEBREW = "Dan \u05e9\u05dc\u05d5\u05dd"


@pytest.mark.parametrize("size", [(800, 600), (480, 360)])
def test_the_warning_shows_with_its_field_scrolled_away(monkeypatch, tmp_path, size):
    from quiver.scenes.settings import SettingsScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make(size)
        card = SettingsScene(app.ports)
        app.push(card)
        assert card.plan.scroll and card.scroll == 0  # (the list's top: the name's row below it)
        box = card.text_boxes["leaderboard_name"]
        box.text = HEBREW
        card.close()
        assert app.top is card and app.midend.settings.leaderboard_name == HEBREW
        app.clock = lambda: 1001.0  # (a second on: the toast shown)
        app.toasts.update(1.0)
        ink = toast_ink(app)
        window = pygame.Rect((0, 0), size)
        assert ink.w > 0 and window.contains(ink), ink  # (before: nothing drawn)
        assert card.plan.view.contains(box.rect)  # the field it speaks of in view
        assert ink.bottom <= box.rect.y  # read over it
        card.scroll_by(-10_000)  # the wheel turned back up: the room stays in the window
        for r in card.toast_slots():
            assert window.contains(r), r


@pytest.mark.parametrize(
    ("name", "count", "shown"),
    [
        ("Dan \U0001f44d\U0001f3fd", "one of its characters", "Dan ?"),
        ("Bo \U0001f44d\U0001f3fd \u05e9\u05dc\u05d5\u05dd", "5 of its characters", "Bo ? ????"),
        ("\u7530\u4e2d \U0001f600", "3 of its characters", "?? ?"),
    ],
)
def test_the_line_counts_what_it_shows_as_question_marks(name, count, shown):
    from quiver.game.names import unshown_line

    line = unshown_line(name, lambda ch: ch.isascii())
    assert line == f'Name kept; the game cannot draw {count}, shown "{shown}"'
