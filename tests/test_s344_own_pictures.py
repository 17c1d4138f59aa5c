"""s344 stranger pass over the player's own pictures (tiny, huge, transparent, white,
black, palette, 16-bit, grey and alpha, a JPEG named .png, truncated, unreadable, a path
with spaces and letters beyond ASCII): each plays or is one line. A picture drawn dark but
see-through (a layer at 40% opacity in a paint program) was "fully transparent", which it
is not, or told to "draw it in a dark colour", which it was: it is now told its dark
pixels are too see-through to count. A tiny picture asked Small played bigger than Medium
(no side under 5 is asked for), with no word. A picture in a folder the player may not
open was "no file" there. A long file name's refusal lost its why on the card at 480x360.
A PNG named .json was "not UTF-8 text (byte 0)". A name with a letter the font lacks drew
the font's empty box in the HUD."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.game.picture import picture_spec  # noqa: E402
from quiver.shapes import ShapeError  # noqa: E402

FAINT = (
    "has no dark opaque pixels to make cells from: its dark ones are more than half "
    "see-through; make them opaque"
)


def _picture(path, ground, disc=None) -> str:
    s = pygame.Surface((24, 20), pygame.SRCALPHA)
    s.fill(ground)
    if disc is not None:
        pygame.draw.circle(s, disc, (12, 10), 8)
    pygame.image.save(s, str(path))
    return str(path)


def _refusal(path: str) -> str:
    with pytest.raises(ShapeError) as e:
        picture_spec(path)
    return str(e.value)


@pytest.mark.parametrize(
    "ground, disc",
    [
        ((0, 0, 0, 100), None),  # black all over at 40% opacity
        ((0, 0, 0, 0), (20, 20, 60, 90)),  # a dark disc at 35% on a clear ground
        ((255, 255, 255, 255), (0, 0, 0, 127)),  # a black disc under half opaque on white (its pixels)
    ],
)
def test_a_picture_drawn_dark_but_see_through_says_so(tmp_path, ground, disc):
    path = _picture(tmp_path / "faint.png", ground, disc)
    assert _refusal(path) == f"picture 'faint.png' {FAINT}"


def test_clear_and_light_pictures_say_what_they_said(tmp_path):
    assert _refusal(_picture(tmp_path / "clear.png", (0, 0, 0, 0))) == (
        "picture 'clear.png' is fully transparent: no dark opaque pixels to make cells from"
    )
    light = _picture(tmp_path / "light.png", (0, 0, 0, 0), (200, 200, 200, 255))
    assert _refusal(light) == (
        "picture 'light.png' has no dark opaque pixels to make cells from: its light ones "
        "are left out; draw it in a dark colour"
    )
    half = _picture(tmp_path / "half.png", (0, 0, 0, 0), (0, 0, 0, 128))  # (half opaque: it counts)
    assert picture_spec(half).mode == "2d"


@pytest.mark.parametrize("side", [3, 5])
def test_a_tiny_picture_asked_small_plays_at_its_own_size_and_says_why(tmp_path, side):
    """S on a 3x3 picture played 5x5 (no side under 5 is asked for), bigger than M's 3x3,
    and on a 5x5 the same as M, with no word: it plays at its own size and says so."""
    from quiver.game.picture import build_task, picture_task

    path = _picture(tmp_path / "dot.png", (255, 255, 255, 255))
    s = pygame.Surface((side, side))
    s.fill((0, 0, 0))
    pygame.image.save(s, path)
    built = build_task(str(picture_task(path, "easy", 0.75, 0)), lambda stage: None)
    assert built[1].space.size == (side, side)
    assert built[2].startswith(f"Played at {side}x{side}: this picture is too small to play smaller. ")
    assert picture_spec(path, "easy", 1.6).size == ((5, 5) if side == 3 else (8, 8))  # (L: bigger, as asked)


def test_a_picture_in_a_folder_that_may_not_be_opened_says_so(tmp_path, monkeypatch):
    """A picture in a folder the player may not open (another user's, chmod 000) was "no
    file 'in.png' in /that/folder", as if it were not there; the folder is named as the
    one that may not be opened, by the game's card, the command line and a board file alike.
    (As root every folder opens: the folder's refusal is stood in for.)"""
    import os

    import quiver.engine.regular as regular
    from quiver.game.picture import checked_path

    locked = tmp_path / "locked"
    (locked / "deeper").mkdir(parents=True)
    real = os.access
    monkeypatch.setattr(regular.os, "access", lambda p, mode: real(p, mode) and os.fspath(p) != str(locked))
    said = f"cannot read 'in.png': the folder 'locked' in {tmp_path} may not be opened (permission denied)"
    assert regular.missing_file(str(locked / "in.png")) == said
    assert regular.missing_file(str(locked / "deeper" / "nothing" / "in.png")) == said
    with pytest.raises(ShapeError) as e:
        checked_path(str(locked / "in.png"))
    assert str(e.value) == said
    assert regular.missing_file(str(tmp_path / "in.png")) == f"no file 'in.png' in {tmp_path}"  # (as before)


@pytest.mark.parametrize("size", [(480, 360), (1280, 800)])
def test_a_long_file_names_refusal_keeps_its_why_on_the_card(monkeypatch, tmp_path, size):
    """At 480x360 the picture card's three lines held a long file name and lost the words
    after it, why the file was refused ("...xxxxx..." where "is a JPEG, not a PNG: save
    it as a PNG." stood): the name is cut in its middle, the why stays; a short name is
    shown whole, and the card's error and the toast keep the whole line."""
    from app_helpers import app_maker, run

    import quiver.scenes.picture as picture_scene
    from quiver.render2d import theme

    name = "a very long name for my picture that goes on and on because people name files " + "x" * 60
    said = f"'{name}-fake.png' is a JPEG, not a PNG: save it as a PNG"
    asked: list[str] = []
    real = theme.wrap

    def spy(s, *a, **k):
        if k.get("most") == 3:
            asked.append(s)
        return real(s, *a, **k)

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        card = picture_scene.PictureScene(app.ports)
        app.push(card)
        monkeypatch.setattr(theme, "wrap", spy)
        roomy = size == (1280, 800)  # (there the long line's three lines hold it whole)
        for message, whole in ((said, roomy), ("'cat.png' is a JPEG, not a PNG: save it as a PNG", True)):
            asked.clear()
            card.refuse(message)
            card.full_redraw = True
            run(app, 2)
            shown = asked[-1]
            assert shown.endswith("' is a JPEG, not a PNG: save it as a PNG.") and shown.startswith(
                "'a very" if message == said else "'cat.png'"
            )
            assert (shown == card.error) is whole and card.error == message[:1].upper() + message[1:] + "."
            u = card.u
            lines = real(
                shown, int(20 * u), theme.DANGER, card.panel.w - int(80 * u), int(24 * u), align="center"
            )
            assert lines.lines <= 3


def test_a_picture_named_json_says_it_is_a_picture(tmp_path):
    """A PNG named .json (dropped, or `quiver play`) was "the board is not UTF-8 text (byte
    0)"; a .vox model likewise: each says what it is and the name that plays it."""
    import shutil

    from quiver.engine.codec import CodecError, load_board_file

    path = _picture(tmp_path / "cat.png", (0, 0, 0, 255))
    shutil.copy(path, tmp_path / "cat.json")
    (tmp_path / "ship.json").write_bytes(b"VOX \x96\x00\x00\x00MAIN")
    with pytest.raises(CodecError) as e:
        load_board_file(str(tmp_path / "cat.json"))
    assert str(e.value) == "this is a PNG picture, not a board: name it .png to play it"
    with pytest.raises(CodecError) as e:
        load_board_file(str(tmp_path / "ship.json"))
    assert str(e.value) == "this is a MagicaVoxel model, not a board: name it .vox to play it"


def test_a_file_name_with_a_letter_the_font_lacks_shows_a_question_mark_not_a_box(monkeypatch, tmp_path):
    """A picture named "my cat \u263a.png" (the font has no U+263A) drew the font's empty box
    in the HUD's title and its board chip, which reads as a broken game; a text field
    showed "?" for it (fonts.drawable). Every text drawn now shows it so."""
    import shutil

    from app_helpers import app_maker, run

    from quiver.render2d import drawn, theme

    folder = tmp_path / "my pics \u753b"
    folder.mkdir()
    path = folder / "my cat \u263a.png"
    shutil.copy(_picture(tmp_path / "disc.png", (255, 255, 255, 255), (0, 0, 0, 255)), path)
    assert not theme.draws("\u263a") and theme.draws("\u00fc")
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        app.flow.drop_files([str(path)])
        for _ in range(300):
            run(app)
            if app.top.name == "play2d":
                break
        play = app.top
        assert play.name == "play2d" and play.label == "my cat \u263a.png"  # (its name kept whole)
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        play.full_redraw = True
        with drawn.recording() as seen:
            play.draw(layer)
        texts = [i.label for i in seen.of(drawn.TEXT)]
        assert "my cat ?.png" in texts and not any("\u263a" in t for t in texts), texts
    assert theme.text_size("my cat \u263a.png", 20) == theme.text_size("my cat ?.png", 20)
