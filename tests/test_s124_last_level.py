"""The campaign's last level (campaign_targets.MAX_LEVEL): Levels shows no chapter past it (s124:
at level 1 000 000 PgDn opened "Ch. 50001", levels 1000001-1000020, each "locked (clear
level 1000000 first)", which clearing it never opened), and its win card offers no Next
level (it asked for level 1 000 001 and fell to the menu with "level numbers end at
1000000", a line on stderr too)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, first_candidate_levels, post, run
from test_s129_last_card import win_level

pygame = pytest.importorskip("pygame")

from quiver.game.campaign_targets import MAX_LEVEL  # noqa: E402
from quiver.game.progress import record_level  # noqa: E402


def _at_the_end(app, cleared: bool) -> None:
    """Progress as a player's at the campaign's end: every level to the last open, the
    last one cleared or not."""
    last = MAX_LEVEL if cleared else MAX_LEVEL - 1
    for n in range(MAX_LEVEL - 5, last + 1):
        record_level(app.midend.progress, "2d", n, 3, 60.0)
    assert app.midend.progress.current_level("2d") == MAX_LEVEL


def _key(app, key) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    run(app)


@pytest.mark.parametrize("cleared", [False, True])
def test_levels_has_no_chapter_past_the_last_level(monkeypatch, tmp_path, cleared):
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.levels_pages import PER_PAGE

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        _at_the_end(app, cleared)
        levels = LevelsScene(app.ports, "2d")
        app.push(levels)
        run(app, 2)
        last_page = (MAX_LEVEL - 1) // PER_PAGE
        assert levels.page == last_page and levels.level_at(levels.focus) == MAX_LEVEL
        for key in (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN):
            _key(app, key)
            assert levels.page == last_page, key
        assert max(p for p, _ in levels.chapter_chips()) == last_page
        assert all(levels.level_at(k) <= MAX_LEVEL for k in range(PER_PAGE))
        assert "locked" not in levels.info_line()
        levels.full_redraw = True
        levels.draw(pygame.Surface(app.size))
        assert not levels.next_btn.enabled  # the > button: no page after the last one
        levels.next_page()
        assert levels.page == last_page


def test_the_last_levels_win_card_offers_no_next_level(monkeypatch, tmp_path):
    from quiver.game.journey import CampaignLevel, PuzzleRequest
    from quiver.game.midend import Midend

    request = PuzzleRequest(CampaignLevel("2d", MAX_LEVEL))
    assert Midend.next(None, request) is None  # (self unused for a campaign level)
    assert Midend.next(None, PuzzleRequest(CampaignLevel("2d", 7))).origin.level == 8

    first_candidate_levels(monkeypatch)  # (the card, not the level's candidate search)
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        _at_the_end(app, cleared=False)
        card = win_level(app, MAX_LEVEL)
        labels = [b.label for b in card.buttons]
        assert "Next level" not in labels and labels[0] == "Levels", labels
        _key(app, pygame.K_n)  # N (Next) does nothing here; Enter opens Levels
        assert app.top is card
        _key(app, pygame.K_RETURN)
        run(app, 2)
        assert app.top.name == "levels" and not [t.text for t in app.toasts.toasts]


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1920, 1080)])
@pytest.mark.parametrize("current", [100_000, MAX_LEVEL - 20])
def test_a_locked_levels_long_number_keeps_off_its_lock(monkeypatch, tmp_path, size, current):
    """s124: at level 100 000 the next chapter's "100001"... ran under their locks (480x360's
    one-line tiles and 640x480's)."""
    from quiver.render2d import drawn
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        record_level(app.midend.progress, "2d", current - 1, 3, 60.0)
        levels = LevelsScene(app.ports, "2d")
        app.push(levels)
        levels.next_page()
        levels.full_redraw = True
        with drawn.recording() as seen:
            levels.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        locks = [i.rect for i in seen.of(drawn.WIDGET) if i.label == "lock"]
        numbers = [i.rect for i in seen.of(drawn.TEXT) if i.label.isdigit() and int(i.label) > current]
        assert len(locks) == len(numbers) == 20
        for number, lock in zip(numbers, locks, strict=True):
            assert number.right <= lock.left, (number, lock)
        problems = drawn.problems(seen, pygame.Rect((0, 0), size))
        assert not [p for p in problems if "lock" in p], problems


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1920, 1080)])
@pytest.mark.parametrize("current", [2_001, 200_001, MAX_LEVEL])
def test_a_chapters_long_number_keeps_off_its_star_and_lock(monkeypatch, tmp_path, size, current):
    """s124: "Ch. 50000" ran under its star at 480x360 and 640x480."""
    from quiver.render2d import drawn
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        record_level(app.midend.progress, "2d", current - 1, 3, 60.0)
        levels = LevelsScene(app.ports, "2d")
        app.push(levels)
        if current < MAX_LEVEL:
            levels.next_page()  # (a locked chapter shown: its lock)
        levels.full_redraw = True
        with drawn.recording() as seen:
            levels.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        chips = levels.chapter_chips()
        texts = seen.of(drawn.TEXT)
        marks = [i.rect for i in seen.of(drawn.WIDGET) if i.label in ("chapter star", "chapter lock")]
        for page, chip in chips:
            name = next(t.rect for t in texts if t.label == f"Ch. {page + 1}")
            inside = [t.rect for t in texts if chip.contains(t.rect) and t.label != f"Ch. {page + 1}"]
            mark = next(m for m in marks if chip.contains(m))
            assert chip.contains(name) and name.right <= mark.left, (page, name, mark, chip)
            assert all(mark.right <= t.left for t in inside), (page, mark, inside)
