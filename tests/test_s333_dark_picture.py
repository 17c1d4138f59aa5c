"""s333 stranger pass: a PNG dark all over (an all-black one, a photo on a dark
background) played as a plain rectangle without a word: the shape is a picture's dark
pixels, and there were no light ones to draw it with. The game's toast and the command
line's note now say so and what to do; a picture drawn dark on a light background (a
square, a disc) says nothing."""

from __future__ import annotations

import json

import pytest

pygame = pytest.importorskip("pygame")

from quiver.cli import main  # noqa: E402
from quiver.game.picture import DARK_ALL_OVER, build_task, picture_task  # noqa: E402


def picture(path, fill=(255, 255, 255), draw=None, size=(40, 30)) -> str:
    s = pygame.Surface(size)
    s.fill(fill)
    if draw is not None:
        draw(s)
    pygame.image.save(s, str(path))
    return str(path)


def dark(path):  # a dark photo: dark all over, a few light specks
    def specks(s):
        for k in range(6):
            s.set_at((3 + 6 * k, 4 + 4 * k), (250, 250, 250))

    return picture(path, (20, 30, 40), specks)


def square(path):
    return picture(path, draw=lambda s: pygame.draw.rect(s, (0, 0, 0), (4, 4, 32, 22)))


def game_note(path: str) -> str | None:
    built = build_task(str(picture_task(path, "easy", 1.0, 0)), lambda stage: None)
    return built[2] if len(built) == 3 else None


@pytest.mark.parametrize("make", [lambda p: picture(p, (0, 0, 0)), dark])
def test_a_picture_dark_all_over_says_it_plays_as_a_rectangle(make, tmp_path, capsys):
    path = make(tmp_path / "night.png")
    assert game_note(path) == DARK_ALL_OVER
    assert DARK_ALL_OVER.startswith("Nearly all of the picture is dark, so it plays as a rectangle: ")
    assert main(["generate", "--shape", path, "--seed", "3", "--difficulty", "easy"]) == 0
    out, err = capsys.readouterr()
    assert err == f"quiver: note: night.png: {DARK_ALL_OVER[:1].lower()}{DARK_ALL_OVER[1:]}\n"
    assert json.loads(out)["format"] == "quiver-board/1"


@pytest.mark.parametrize(
    "make", [square, lambda p: picture(p, draw=lambda s: pygame.draw.circle(s, (0, 0, 0), (20, 15), 13))]
)
def test_a_picture_drawn_dark_on_light_says_nothing(make, tmp_path, capsys):
    path = make(tmp_path / "mine.png")
    assert game_note(path) is None
    assert main(["generate", "--shape", path, "--seed", "3", "--difficulty", "easy"]) == 0
    assert capsys.readouterr().err == ""


def test_the_note_comes_again_when_the_cells_are_kept_from_before(tmp_path, capsys):
    """Another picture read between two plays of one leaves its cells kept (images._kept),
    and its dark share with them (s344: the note read and hashed the file again for it):
    the note says the same."""
    from quiver.shapes import images

    night = picture(tmp_path / "night.png", (0, 0, 0))
    disc = picture(tmp_path / "disc.png", draw=lambda s: pygame.draw.circle(s, (0, 0, 0), (20, 15), 13))
    for path, said in ((night, DARK_ALL_OVER), (disc, None)):
        assert game_note(path) == said
    images._traits.clear()
    images._grids.clear()
    assert game_note(night) == DARK_ALL_OVER


def photo(path):
    """A photo's thousands of colours: a dark round thing, shaded, on a light shaded ground."""
    s = pygame.Surface((80, 60))
    for y in range(60):
        for x in range(80):
            inside = (x - 40) ** 2 + (y - 30) ** 2 < 22**2
            s.set_at(
                (x, y), (x * 2 % 100, y * 3 % 100, (x + y) % 100) if inside else (200 + x % 50, 220, 180 + y)
            )
    pygame.image.save(s, str(path))
    return str(path)


def test_a_photo_says_its_dark_pixels_may_not_read_as_it(tmp_path, capsys):
    from quiver.game.picture import PHOTO

    path = photo(tmp_path / "rose.png")
    assert game_note(path) == PHOTO
    assert PHOTO.startswith("Looks like a photo: ")
    assert main(["generate", "--shape", path, "--seed", "3", "--difficulty", "easy"]) == 0
    assert capsys.readouterr().err == f"quiver: note: rose.png: {PHOTO[:1].lower()}{PHOTO[1:]}\n"


@pytest.mark.parametrize("factor, reads", [(1.0, 1), (1.6, 2)])
def test_a_picture_is_read_once_for_its_board_and_its_note(tmp_path, monkeypatch, factor, reads):
    """s344: the worker built the picture's shape again for its note (the file read and
    hashed, its cells copied out of the cache), then read and hashed it again for its dark
    share: three reads where one does (at L two: its own size, then the size asked)."""
    from quiver.game import picture as game_picture
    from quiver.shapes import images, png

    path = picture(tmp_path / "night.png", (0, 0, 0), size=(60, 40))
    read, real = [], png.read_capped

    def counted(*args):
        read.append(args[0])
        return real(*args)

    monkeypatch.setattr(png, "read_capped", counted)
    monkeypatch.setattr(game_picture, "build_picture", lambda spec, on_note=None: None)  # (its own reads)
    for kept in (images._kept, images._grids, images._traits):
        kept.clear()
    built = build_task(str(picture_task(path, "easy", factor, 0)), lambda stage: None)
    assert read == [path] * reads
    assert built[2].endswith(DARK_ALL_OVER)
