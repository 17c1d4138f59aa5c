"""Small windows, a stranger's round (s58): at 640x480 level 1's code stood on three small
lines in a chip that said "code", no Copy button anywhere (a click on the chip and C
copied, nothing said so); the Daily's "<" and ">" showed no PgUp / PgDn while every other
button says its key; with the "scaled" hearts (up to six) the play bar's row of hearts
took the room of its title's chips at 640 to 700 wide."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

# level 1's codes at this generator, 2D, 3D and Flat 3D (the 3D and Flat ones went to 3 lines)
LEVEL_ONE = (
    "2d-heart-8x7-7-hard-3451074477919113744-g9",
    "3d-cube-3x3x3-6-medium-688809105739266223-g9",
    "flat-cube-3x3x3-8-medium-3794952919902122453-g9",
)
SIZES = ((640, 480), (640, 360), (800, 600), (1024, 600))


def _bottom(hud, size) -> list:
    from quiver.render2d import drawn
    from quiver.render2d.hud import HudInfo

    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), HudInfo(3, 3, 7, 7, 3, 6, "c", "Level 1"))
    return [i for i in seen.of(drawn.TEXT) if i.rect.top >= size[1] - hud.bottom_h]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", LEVEL_ONE, ids=("2d", "3d", "flat"))
def test_level_ones_code_reads_in_two_lines_at_most_and_says_copy(code, size):
    """One or two lines in the code's least print or more, whole, and a Copy control a
    player sees: the Copy button, else the chip is the button ("Copy" and its key in it,
    a click on it copies), clear of Hint."""
    from quiver.render2d.codechip import CODE_LEAST
    from quiver.render2d.hud import Hud

    pygame.font.init()
    key = "C" if code.startswith("2d") else "Ctrl+C"  # (a plain C turns a 3D view)
    hud = Hud()
    hud.set_code(code, copy_key=key)
    hud.layout(size)
    chip = hud.code_rect
    assert chip is not None and "".join(hud.code_lines) == code
    assert len(hud.code_lines) <= 2 and hud.code_size >= CODE_LEAST, (hud.code_lines, hud.code_size)
    assert hud.hit(chip.center) == "copy"
    assert not any(chip.colliderect(r) for n, r in hud.buttons.items() if n != "settings")
    texts = _bottom(hud, size)
    copy = hud.buttons.get("copy", chip)
    said = [i.label for i in texts if copy.contains(i.rect)]
    assert "Copy" in said and key in said, (size, said)


def test_the_copy_chip_is_drawn_as_a_button_lit_and_pressed():
    """The chip that is the Copy control looks like the buttons beside it (a pill with its
    under-layer, white under the pointer, down when pressed)."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    hud = Hud()
    hud.set_code(LEVEL_ONE[1], copy_key="Ctrl+C")
    hud.layout((640, 480))
    assert "copy" not in hud.buttons
    chip = hud.code_rect
    hud.set_hover(chip.center)
    hud.pressed = "copy"
    surface = pygame.Surface((640, 480))
    with drawn.recording() as seen:
        hud.draw(surface, HudInfo(3, 3, 7, 7, 3, 6, "c", "Level 1"))
    assert chip.move(0, 2) in [i.rect for i in seen.of(drawn.WIDGET)]
    assert surface.get_at((chip.centerx, chip.bottom)) != surface.get_at((chip.centerx, chip.bottom + 6))


def _info(hearts: int, left: int, title: str, arrows: int = 7, score: int = 0):
    from quiver.render2d.hud import HudInfo

    return HudInfo(left, hearts, arrows, arrows, 3, 6, "c", title, show_timer=True, score=score)


def _top(width: int, hearts: int, left: int, title: str, arrows: int = 7, score: int = 0):
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud

    hud = Hud()
    hud.layout((width, 480))
    info = _info(hearts, left, title, arrows, score)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface((width, 480)), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return hud, [i.label for i in bar]


@pytest.mark.parametrize("width", range(640, 710, 10))
@pytest.mark.parametrize("hearts", [4, 5, 6])
@pytest.mark.parametrize(
    "title,arrows,score",
    [("Level 1  \u2022  Heart  \u2022  Easy", 7, 0), ("Daily 2026-12-02  \u2022  Music Note", 120, 12345)],
    ids=["level", "daily"],
)
def test_many_hearts_leave_the_title_and_the_score_their_room(width, hearts, title, arrows, score):
    """With four to six hearts from 640 to 700 wide the bar shows the title's short form
    and every chip but the layers' (the score's went): the hearts draw tighter, else as
    one heart and how many are left ("x6")."""
    pygame.font.init()
    _hud, words = _top(width, hearts, hearts - 1, title, arrows, score)
    short = title.split("  \u2022  ")[0].split(" 20")[0]
    assert any(w.startswith(short) for w in words), (width, hearts, words)
    # (the score in thousands where its most would not fit: codechip.short_score, s87)
    assert str(arrows) in words and ({"0", "12\u2009345", "12k"} & set(words)), (width, words)


def test_the_lost_hearts_cue_starts_where_that_heart_is_drawn():
    """The heart lost drops from its own slot however the hearts are drawn: a row's slot,
    or the one heart of the count."""
    from quiver.render2d import hudhearts

    pygame.font.init()
    for width, form in ((640, None), (1280, hudhearts.FORMS[0])):
        title = "Daily 2026-12-02  \u2022  Music Note"
        hud, words = _top(width, 6, 4, title, 120, 12345)
        assert form is None or hud.heart_form == form
        x, _ = hud.heart_centre(4, _info(6, 4, title, 120, 12345))
        step, size = hud.heart_form
        start = hud.px(24) + hud.px(14)  # (the first heart's left edge)
        assert x == start + (4 * int(step * hud.u) if step else 0) + int(size * hud.u) // 2
        if not step:
            assert "\u00d74" in words, words


@pytest.fixture
def make(monkeypatch, tmp_path):
    import datetime as _dt
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from app_helpers import menu_maker

    def on_day(app):
        app.midend._today = lambda: _dt.date(2026, 12, 1)

    with menu_maker(monkeypatch, tmp_path, on_day) as go:
        yield go


@pytest.mark.parametrize("size", SIZES[:1] + SIZES[2:], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_dailys_month_buttons_say_their_keys(make, size):
    """The "<" says PgUp and ">" PgDn, in a key cap inside the button (at 640x480 no line under
    it fits above the day's line), the month's name whole beside them, nothing overlapping."""
    from quiver.render2d.drawn import TEXT, problems, recording
    from quiver.scenes.daily import DailyScene

    app = make(size)
    scene = DailyScene(app.ports)
    app.push(scene)
    scene.prev_month()  # (November: both months' buttons go somewhere)
    surface = pygame.Surface(app.size)
    scene.full_redraw = True
    with recording() as seen:
        scene.draw(surface)
    for btn, key in ((scene.prev_btn, "PgUp"), (scene.next_btn, "PgDn")):
        inside = [i.label for i in seen.of(TEXT) if btn.rect.contains(i.rect)]
        assert key in inside and btn.label in inside, (size, inside)
    assert "November 2026" in [i.label for i in seen.of(TEXT)]
    assert problems(seen, surface.get_rect()) == []


@pytest.mark.slow
def test_at_640_the_chip_says_copy_and_c_and_both_copy(monkeypatch, tmp_path):
    """Level 1 at 640x480 (its play scene in the app): the chip shows "Copy" and C, and the
    key copies as a click on the chip does."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from app_helpers import FakeClock, click, run
    from puzzle_codes import spec
    from test_stranger_six import key

    from quiver.app import App
    from quiver.game.code import generate_board
    from quiver.render2d.drawn import TEXT, recording
    from quiver.scenes.play2d import Play2DScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    app = App((640, 480), window=False, sound=False, realtime=False, clock=FakeClock())
    copied: list[str] = []
    monkeypatch.setattr(
        app.feedback, "copy_to_clipboard", lambda text, what="", shown=False: copied.append(text) or True
    )
    code = spec(LEVEL_ONE[0].removesuffix("-g9"))
    try:
        app.push(Play2DScene(app.ports, generate_board(code), code))
        run(app, 2)
        play = app.top
        with recording() as seen:
            play.full_redraw = True
            play.draw(pygame.Surface(app.size))
        chip = play.hud.code_rect
        assert {"Copy", "C"} <= {i.label for i in seen.of(TEXT) if chip.contains(i.rect)}
        key(app, pygame.K_c)
        click(app, chip.center)
        assert copied == [str(code)] * 2 and play.session.moves == 0
    finally:
        app.close()


def test_the_campaigns_codes_read_in_two_lines_at_640_and_2d_says_copy():
    """Each of the first hundred levels' codes, its seed as long as seeds get, in two lines
    at 640x480 (3D and Flat 3D level 1 went to three), and in 2D with "Copy" beside
    it: Hint, Restart and Pause draw tighter in a narrow bar for the room (s58)."""
    from quiver.game.campaign import level_spec
    from quiver.game.code import complete
    from quiver.game.special_levels import kinds_at, special_arrows
    from quiver.render2d.hud import Hud

    pygame.font.init()
    for mode in ("2d", "3d", "flat"):
        for level in range(1, 101):
            plan = level_spec(mode, level)
            difficulty, longest = str(plan["difficulty"]), 2**63 - 1  # (a seed of 19 digits)
            spec = complete(mode, plan["shape"], plan["size"], plan["arrows"], difficulty, longest)
            code = str(spec.with_specials(special_arrows(mode, level), kinds_at(level)))
            hud = Hud()
            hud.set_code(code, copy_key="C" if mode == "2d" else "Ctrl+C")
            hud.layout((640, 480))
            assert len(hud.code_lines) <= 2, (level, hud.code_lines)
            assert hud.shown_label == "Copy" or mode != "2d", (level, code)
