"""A stranger's words (s95): each test failed before its fix.

(1) The win card's line on how the board was hard said "Each arrow mostly freed a
neighbour: 1.4 arrows to check per move": a stranger followed neither half. Every line
hardness.py can make is in plain words now, and fits the card at 640x480 whole.
(2) The top bar of the very first 2D lesson showed "layers 3", a word explained nowhere
there (How to play says it): a lesson's bar shows no layers chip."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))  # tools/layout.py

# every kind of line, with figures at their widest
EVERY_LINE = [
    {"local_scan": 12.3, "release_touching": 0.4, "release_distance": 3.0},  # far
    {"local_scan": 3.0, "release_touching": 0.2, "release_distance": 12.5},  # blocked from afar
    {"local_scan": 3.3, "release_touching": 0.9, "release_distance": 1.0},  # often away
    {"local_scan": 1.6, "release_touching": 0.9, "release_distance": 1.0},  # next to them
    {"local_scan": 1.6, "release_touching": None, "release_distance": None},  # none waited
    {"local_scan": 1.0, "release_touching": 1.0, "release_distance": 1.0},  # always the first
    {"visible_free": 0},
    {"visible_free": 1},
    {"visible_free": 2},
    {"depth": 201, "free_at_start": 140, "arrows": 1166},  # past the player model's reach
]
JARGON = ("neighbour", "per move", "to check", "deep", "start view", "scan", "tries", "look", "release")


@pytest.mark.parametrize("m", EVERY_LINE)
def test_every_hard_line_is_in_plain_words(m):
    from quiver.game.hardness import how_hard

    line = how_hard(m)
    assert line is not None and not any(w in line.lower() for w in JARGON), line


def test_the_lines_say_what_their_figures_measure():
    from quiver.game.hardness import how_hard

    assert how_hard(EVERY_LINE[3]) == (
        "Most blocked arrows were freed by clearing the one in front:"
        " the next free arrow was about the 2nd nearest"
    )
    assert how_hard(EVERY_LINE[1]) == "Most arrows were blocked from far off: typically 13 cells ahead"
    assert how_hard({**EVERY_LINE[1], "release_distance": 1.0}).endswith("typically 1 cell ahead")
    assert how_hard(EVERY_LINE[5]).endswith("the next free arrow was always the nearest")
    assert how_hard({**EVERY_LINE[5], "local_scan": 1.04}).endswith("was nearly always the nearest")
    assert how_hard(EVERY_LINE[6]) == "At the start no free arrow was in sight"
    assert how_hard(EVERY_LINE[8]) == "At the start only 2 free arrows were in sight"
    assert how_hard(EVERY_LINE[9]) == "140 of 1166 arrows were free at the start: 201 layers to clear"


@pytest.mark.parametrize("pw", [560, 660])  # (the card's widths: 3 buttons, 4)
@pytest.mark.parametrize("m", EVERY_LINE)
def test_every_hard_line_fits_a_640x480_card_in_its_own_print(m, pw):
    from quiver.game.hardness import how_hard, split_line
    from quiver.render2d import theme

    pygame.font.init()
    line = how_hard(m)
    s = min(theme.ui_scale((640, 480), None), (640 - 16) / pw)  # (as ResultScene.layout)
    size, room = max(14, int(22 * s)), int(pw * s) - 32
    rows = [line] if theme.text_size(line, size)[0] <= room else split_line(line)
    for row in rows:
        assert theme.text_size(row, size)[0] <= room, row


def test_a_won_cards_line_shows_whole_at_640x480(monkeypatch, tmp_path):
    """A won 2D board at 640x480: the card's rows are the whole line, in the card's print."""
    from app_helpers import app_maker, run, run_until
    from layout import draw_recorded

    from quiver.game.code import complete
    from quiver.game.hardness import how_hard, player_metrics
    from quiver.render2d import drawn
    from quiver.scenes.result import ResultScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", None, None, "easy", 3))
        run(app, 3)
        play = app.top
        while play.session.arrows_left:
            play.fire(min(play.board.free_arrows()))
            run(app, 2)
        run_until(app, lambda: isinstance(app.top, ResultScene), frames=600, what="the win card")
        card = app.top
        line = how_hard(player_metrics(play.board))
        assert card.won and " ".join(card.hard_rows) == line
        picture, seen = draw_recorded(app)
        _save(picture, "s95_win_card_640x480.png")
        texts = [t for t in seen.of(drawn.TEXT) if t.label in card.hard_rows]
        assert len(texts) == len(card.hard_rows)
        assert all(card.panel.contains(t.rect) for t in texts), [tuple(t.rect) for t in texts]


def _bar_words(play, size) -> list[tuple[str, tuple]]:
    from quiver.render2d import drawn

    with drawn.recording() as seen:
        play.hud.draw(pygame.Surface(size), play.hud_info())
    items = [i for i in seen.of(drawn.TEXT) if i.rect.bottom <= play.hud.top_h]
    return sorted(((i.label, tuple(i.rect)) for i in items), key=lambda t: t[1][0])


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_the_first_lessons_top_bar_says_no_layers(monkeypatch, tmp_path, size):
    """The first 2D lesson: its bar shows the arrows left and the title, and no "layers";
    as arrows go the title and chips stay where they were (s87's rule)."""
    from app_helpers import app_maker, click, run
    from layout import draw_recorded

    from quiver.scenes.registry import MODE_LABELS

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=size, seed=0) as make:
        app = make()
        click(app, app.top.widget_center(f"mode:{MODE_LABELS['2d'].lower()}"))
        click(app, app.top.widget_center("random"))
        run(app, 3)
        play = app.top
        assert play.coach is not None, "no lesson"
        picture, seen = draw_recorded(app)
        _save(picture, f"s95_lesson_bar_{size[0]}x{size[1]}.png")
        from quiver.render2d import drawn

        words = [t.label for t in seen.of(drawn.TEXT) if t.rect.bottom <= play.hud.top_h]
        assert "layers" not in words and {"arrows", "left"} & set(words), words
        start = [w for w in _bar_words(play, size) if w[0] != str(play.session.arrows_left)]
        play.fire(min(play.board.free_arrows()))
        run(app, 30)
        now = [w for w in _bar_words(play, size) if w[0] != str(play.session.arrows_left)]
        assert now == start, (start, now)


def test_play_outside_lessons_keeps_its_layers_chip():
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    hud = Hud()
    hud.layout((1280, 720))
    for lesson, shown in ((False, True), (True, False)):
        info = HudInfo(3, 3, 9, 9, 12.0, 3, "c", "Heart", score=None if lesson else 0, show_layers=not lesson)
        with drawn.recording() as seen:
            hud.draw(pygame.Surface((1280, 720)), info)
        assert ("layers" in [t.label for t in seen.of(drawn.TEXT)]) is shown


def _save(picture, name: str) -> None:
    import os

    out = os.environ.get("QUIVER_SHOTS")  # (set it to look at the screens)
    if out:
        pygame.image.save(picture, os.path.join(out, name))
