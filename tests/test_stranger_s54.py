"""s54's stranger round (a fresh data folder, the big Play first, 800x600 and 640x480,
held keys and Esc on every screen, bad input, resizes): what it found, each kept fixed."""

from __future__ import annotations

import pytest
from puzzle_codes import code

from quiver.cli import main


def _refused(capsys, *argv) -> str:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2 and not out and "Traceback" not in err, (code, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("quiver: error: "), err
    return lines[0]


@pytest.mark.parametrize("seed", ["1_000", "+5", "\u0665", "1 000"])  # (a full-width five is 5: s222)
@pytest.mark.parametrize("command", [["generate", "--shape", "heart"], ["--shape", "heart"]])
def test_a_seed_is_plain_digits_as_in_the_seed_box(capsys, command, seed):
    """`quiver --seed 1_000` (or +5, an Arabic-Indic or full-width five) played a puzzle:
    Python's int() took them, while the game's own seed box said "'1_000' is not a seed or
    a puzzle code" and a code with such a seed was refused. The command line now refuses
    them the same way, in one line, before any window or build. (A full-width "５" is 5
    in both since s222, as the box, since s78, keeps it as typed by an input method.)"""
    line = _refused(capsys, *command, "--seed", seed)
    assert "the seed must be a whole number" in line, line


@pytest.mark.parametrize(
    "option, value, word",
    [
        ("--arrows", "1_0", "positive integer"),
        ("--arrows", "+9", "positive integer"),
        ("--size", "\u0665x5", "bad size"),
        ("--size", "1_6", "bad size"),
        ("--size", "", "bad size"),
    ],
)
def test_arrows_and_size_are_plain_digits_too(capsys, option, value, word):
    """The same for --arrows and --size ("1_6" was a size of 16, "" went on to the shape)."""
    line = _refused(capsys, "generate", "--shape", "heart", "--seed", "1", option, value)
    assert word in line, line


@pytest.mark.parametrize(
    "seed, size", [(" 7", "16x14"), ("7", "16 x 14"), ("7", "16\u00d714"), ("7", "16X14")]
)
def test_plain_numbers_with_spaces_still_play(seed, size):
    """What was fine stays fine: spaces round the seed, spaces or a times sign in a size."""
    from quiver.cli_args import seed_arg, size_arg
    from quiver.generator.spec import parse_size

    assert seed_arg(seed) == 7
    assert parse_size(size_arg(size), "2d") == (16, 14)  # (s225: "16×14" given on as 16x14)


def test_esc_on_the_build_of_a_typed_code_gives_the_code_back(monkeypatch, tmp_path):
    """Custom, Enter seed, a long code typed, Enter: the build takes a while, and Esc on
    its panel went to the Custom panel with the seed box gone and what was typed lost (to
    fix one figure the whole code was typed again). Esc goes back one step: the seed box,
    with the code as typed, its caret at the end; Esc there goes on to the Custom panel."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import app_maker, post, run

    typed = code("2d-rect-150x150-4000-hard-7")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        menu.enter_seed()
        run(app, 2)
        app.top.box.insert(typed)
        app.top.submit()
        assert app.top.name == "loading", app.top.name
        app.top.cancel()  # Esc on the panel, before the build is done
        run(app, 2)
        assert app.top.name == "seed", app.top.name
        assert app.top.box.text == typed and app.top.box.line.caret == len(typed)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
        run(app, 2)
        assert app.top is menu


def test_esc_on_the_build_of_play_this_puzzle_opens_no_seed_box(monkeypatch, tmp_path):
    """The seed box comes back only for the code typed in it: Play this puzzle's build,
    cancelled after a typed one was, is the Custom panel as before."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import app_maker, post, run

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        menu.enter_seed()
        run(app, 2)
        app.top.box.insert(code("2d-rect-150x150-4000-hard-7"))
        app.top.submit()
        app.top.cancel()
        run(app, 2)
        if app.top is not menu:  # the seed box again: Esc leaves it
            post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
            run(app, 2)
        menu.start(lambda: menu.current_code(5))
        assert app.top.name == "loading"
        app.top.cancel()
        run(app, 2)
        assert app.top is menu


@pytest.mark.parametrize("height", [30, 34, 36])
def test_a_menu_sized_choice_keeps_its_corners(height):
    """Up to 36 px high (every window up to about 1600 wide) a choice draws as before:
    14 px corners, 10 px on the chosen part."""
    pygame = pytest.importorskip("pygame")
    from quiver.render2d.widgets import Segmented

    assert _corner_painted(pygame, Segmented, height, 4)


@pytest.mark.parametrize("height", [60, 75, 90])
def test_a_4k_choice_rounds_like_the_buttons_beside_it(height):
    """3840x2160: the menu's Mode choice is 75 px high and kept a small box's 14 px
    corners, nearly square under the round Play button. Its corners round with its height
    now: the pixel 5 px in from the corner is left unpainted, as on a pill."""
    pygame = pytest.importorskip("pygame")
    from quiver.render2d.widgets import Segmented

    assert not _corner_painted(pygame, Segmented, height, 5)


def _corner_painted(pygame, Segmented, height: int, inset: int) -> bool:
    surface = pygame.Surface((600, 200))
    surface.fill((0, 0, 0))
    pygame.font.init()
    choice = Segmented(["2D", "3D", "Flat 3D"], rect=(20, 20, 500, height))
    choice.draw(surface)
    return surface.get_at((20 + inset, 20 + inset))[:3] != (0, 0, 0)


@pytest.mark.parametrize("data", [b"VOX ", b"VOX \x96\x00"])
def test_a_vox_cut_short_after_its_header_says_so(data):
    """A .vox dropped on the window whose download stopped after a few bytes said "not a
    MagicaVoxel .vox file (no 'VOX ' header)" while it began with that very header."""
    from quiver.shapes.vox import VoxError, decode_vox

    with pytest.raises(VoxError, match="cut short after its first"):
        decode_vox(data, "model.vox")
    with pytest.raises(VoxError, match="not a MagicaVoxel model"):  # (s142: not "no 'VOX ' header")
        decode_vox(b"PNG " + data, "model.vox")


@pytest.mark.parametrize("screen", ["daily", "levels"])
def test_esc_on_a_build_started_from_daily_or_levels_goes_back_there(monkeypatch, tmp_path, screen):
    """Daily (Play today's puzzle, or a past day) or Levels (a level), then Esc on the
    loading panel (a slow machine, a big board): the menu came back, Daily or Levels
    skipped, two steps back. Esc goes back one step: to the screen the build began on."""
    from app_helpers import app_maker, run

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        if screen == "daily":
            menu.open_daily()
            run(app, 2)
            app.top.play()
        else:
            menu.open_levels()
            run(app, 2)
            app.top.play(1)
        assert app.top.name == "loading", app.top.name
        app.top.cancel()
        run(app, 2)
        assert [s.name for s in app.stack] == ["menu", screen]
        app.top.close()
        run(app, 2)
        assert app.top is menu


def test_a_seed_played_then_built_again_by_play_this_puzzle_opens_no_seed_box(monkeypatch, tmp_path):
    """The box comes back for that very build only: seed 7 typed and played, then the same
    puzzle built by Play this puzzle and cancelled goes to the Custom panel."""
    from app_helpers import app_maker, run, run_until

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        menu.enter_seed()
        run(app, 2)
        app.top.box.insert("7")
        app.top.submit()
        run_until(app, lambda: app.top.name == "play2d", what="seed 7 played")
        app.to_menu()
        run(app, 2)
        menu.start(lambda: menu.current_code(7))
        assert app.top.name == "loading"
        app.top.cancel()
        run(app, 2)
        assert app.top is menu
