"""s78's stranger round off the main path (a fresh data folder, 1280x800 and 640x480):
the player's own picture and the seed and code entry, with bad input and Esc at every
step; what it found, each kept fixed."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_picture_play import _disc  # noqa: E402 - a black disc on white


def test_esc_on_the_build_of_a_typed_picture_gives_the_card_back(monkeypatch, tmp_path):
    """Custom, Your picture, a path typed, Enter: Esc on the build's panel went on to the
    menu, the card gone (the seed box comes back since s54, with what was typed). Esc
    goes back one step here too: the picture card, the path as typed, its caret at the
    end; Esc there goes on to the menu."""
    from app_helpers import app_maker, post, run

    typed = _disc(tmp_path / "cat.png")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        menu.open_picture()
        run(app, 2)
        app.top.box.text = ""
        app.top.box.insert(typed)
        app.top.submit()
        assert app.top.name == "loading", app.top.name
        app.top.cancel()  # Esc on the panel, before the build is done
        run(app, 2)
        assert app.top.name == "picture", app.top.name
        assert app.top.box.text == typed and app.top.box.line.caret == len(typed)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
        run(app, 2)
        assert app.top is menu


def test_esc_on_the_build_of_a_dropped_picture_opens_no_card(monkeypatch, tmp_path):
    """A picture dropped on the window was typed nowhere: Esc on its build is the menu."""
    from app_helpers import app_maker, run

    dropped = _disc(tmp_path / "cat.png")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        app.flow.drop_files([dropped])
        assert app.top.name == "loading", app.top.name
        app.top.cancel()
        run(app, 2)
        assert app.top is menu


def _cli_error(capsys, *argv) -> str:
    """What `quiver ARGV` says (one line, exit status 2), without its prefix."""
    from quiver.cli import main

    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    err = err.strip()
    assert not out and err.startswith("quiver: error: ") and "\n" not in err, err
    return err.removeprefix("quiver: error: ")


def _said_alike(capsys, path, said: str) -> None:
    """The picture card (picture_spec) and `quiver --shape PATH` both refuse `path` with `said`."""
    from quiver.game.picture import picture_spec
    from quiver.shapes import ShapeError

    with pytest.raises(ShapeError) as e:
        picture_spec(str(path))
    assert str(e.value) == said
    assert _cli_error(capsys, "--shape", str(path)) == said


@pytest.mark.parametrize("ext", ["png", "vox"])
def test_a_missing_picture_is_named_first_and_the_missing_folder_said(tmp_path, capsys, ext):
    """ "No such file: /home/.../very long folder name/.../my cat.png" ran to three lines
    on the card at 640x480 and was cut before the file's name, and said nothing of which
    folder on the way was not there (a typo in one). The file is named first, in the
    folder it was looked for in; a folder that is not there is named, in the one that is.
    The command line says the same words."""

    (tmp_path / "Pictures").mkdir()
    (tmp_path / "Pictures" / "a.txt").write_text("x")
    cases = {
        tmp_path / "Pictures" / f"my cat.{ext}": f"no file 'my cat.{ext}' in {tmp_path / 'Pictures'}",
        tmp_path / "Pictuers" / "long" / f"my cat.{ext}": (
            f"no folder 'Pictuers' in {tmp_path} (on the way to 'my cat.{ext}')"
        ),
        tmp_path / "Pictures" / "a.txt" / f"my cat.{ext}": (
            f"'a.txt' in {tmp_path / 'Pictures'} is a file, not a folder (on the way to 'my cat.{ext}')"
        ),
    }
    for path, said in cases.items():
        _said_alike(capsys, path, said)


@pytest.mark.parametrize(
    "code, said",
    [
        ("2d-heart-99999999999x14-40-hard-7-g9", "the size '99999999999x14' is far bigger than any shape"),
        ("3d-cube-4x4x4000000000-40-hard-7-g9", "the size '4x4x4000000000' is far bigger than any shape"),
        ("2d-heart-16x14-99999999999-hard-7-g9", "the arrow count '99999999999' is far more than"),
    ],
)
def test_a_code_with_a_huge_number_says_it_is_too_big(capsys, code, said):
    """A size side or an arrow count of ten digits and more in a code (a slip of the
    finger on a pasted code) was "bad size '99999999999x14' (use WxH or WxHxD)", a size
    written as asked, or "the arrow count '99999999999' is not a positive integer", which
    it is. Both say it is too big, on the command line and in the seed box alike."""
    from types import SimpleNamespace

    from quiver.scenes.seed import SeedScene

    line = _cli_error(capsys, "--code", code)
    assert line.startswith("puzzle code: ") and said in line, line
    with pytest.raises(ValueError) as e:
        SeedScene.parse(SimpleNamespace(menu=None), code)
    assert str(e.value) == line


@pytest.mark.parametrize(
    "head, kind",
    [
        (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", "a JPEG"),
        (b"GIF89a\x10\x00\x10\x00", "a GIF"),
        (b"RIFF\x20\x00\x00\x00WEBPVP8 ", "a WebP"),
        (b"\x00\x00\x00\x18ftypheic\x00\x00", "a HEIC"),
        (b"BM" + bytes(30), "a BMP"),
    ],
)
@pytest.mark.parametrize("name", ["photo.png", "photo.jpg"])
def test_a_photo_that_is_no_png_says_what_it_is(tmp_path, capsys, head, kind, name):
    """A phone's photo (a JPEG, a HEIC), renamed .png or not, said only "'photo.png' is
    not a PNG file": what it is, and what to do, are said (the card, a drop and
    `quiver --shape` alike)."""

    path = tmp_path / name
    path.write_bytes(head + bytes(64))
    said = f"'{name}' is {kind}, not a PNG: save it as a PNG"
    _said_alike(capsys, path, said)


@pytest.mark.parametrize(
    "pasted, kept",
    [
        ("Puzzle code: 2d-heart-16x14-40-hard-7-g9\n", "2d-heart-16x14-40-hard-7-g9"),
        ("try this one: 3d-cube-4x4x4-13-hard-3-g9-sl!", "3d-cube-4x4x4-13-hard-3-g9-sl"),
        ("(2D-Heart-16x14-40-Hard-7-G9)", "2D-Heart-16x14-40-Hard-7-G9"),
        ("2d-heart-16x14-\n40-hard-7-g9", "2d-heart-16x14-40-hard-7-g9"),
        ("  2d-heart-16x14-40-hard-7-g9 \r\n", "2d-heart-16x14-40-hard-7-g9"),
        (" 7\n", "7"),
        ("flat-cube-4x4x4-20-easy-1-g9", "flat-cube-4x4x4-20-easy-1-g9"),
    ],
)
def test_a_code_pasted_with_words_round_it_is_the_code(pasted, kept):
    """A code pasted from a chat or a note with words round it ("Puzzle code: 2d-...")
    had its spaces and marks dropped and its words kept: "unknown mode 'puzzlecode2d'".
    The code in the pasted text is what the seed box takes; text with none is as before."""
    from types import SimpleNamespace

    from quiver.scenes.seed import SeedScene

    assert SeedScene.cleaned(SimpleNamespace(), pasted) == kept


def _header_png(w, h, depth, ctype) -> bytes:
    """A PNG's signature, IHDR, one empty IDAT and IEND: enough for the size checks."""
    import struct
    import zlib

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    head = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 0))
    return b"\x89PNG\r\n\x1a\n" + head + chunk(b"IDAT", b"") + chunk(b"IEND", b"")


class _Read(Exception):
    """The caps let the picture through: its pixels would be decompressed now."""


def _passes_caps(monkeypatch, w, h, depth, ctype) -> bool:
    import quiver.shapes.png as pngmod

    def reached(*a, **k):
        raise _Read

    monkeypatch.setattr(pngmod.zlib, "decompressobj", reached)
    try:
        pngmod.decode_png(_header_png(w, h, depth, ctype), "x.png")
    except _Read:
        return True
    except pngmod.PngError:
        return False
    return True


@pytest.mark.parametrize(
    "w, h, depth, ctype",
    [(4000, 4000, 8, 2), (4000, 3000, 8, 6), (2048, 2048, 8, 2), (2000, 1200, 8, 6), (3000, 1000, 16, 6)],
)
def test_a_picture_too_big_is_told_a_size_that_is_read(monkeypatch, w, h, depth, ctype):
    """A 4000x4000 photo was told "at most 4 million pixels (e.g. 2048x2048) are read:
    scale it down"; scaled to 2048x2048 (an RGB picture) it was refused again: "holds 12
    MB of pixel data at 8 bits per sample; the limit is 8 MB: scale it down or save it
    with 8-bit colour", which it was. The refusal names the size to scale down to, in the
    picture's own proportions, and a picture of that size is read."""
    import re

    from quiver.shapes.png import PngError, decode_png

    with pytest.raises(PngError) as e:
        decode_png(_header_png(w, h, depth, ctype), "big.png")
    said = str(e.value)
    assert said.startswith(f"'big.png' is {w}x{h} pixels") and "\n" not in said, said
    m = re.search(r"scale it down to (\d+)x(\d+) or less", said)
    assert m, said
    fw, fh = int(m.group(1)), int(m.group(2))
    assert abs(fw / fh - w / h) < 0.01, said  # its proportions
    assert _passes_caps(monkeypatch, fw, fh, 8, ctype), said  # read at that size
    bigger = (fw * 21 // 20, fh * 21 // 20)
    assert not _passes_caps(monkeypatch, *bigger, 8, 6), said  # no smaller than RGBA needs (s142)
    if depth == 16:
        assert "8-bit colour" in said


def test_a_16_bit_picture_that_fits_at_8_bits_is_told_just_that(monkeypatch):
    """1100x1100 RGBA at 16 bits: its size is read at 8 bits, so that is all it is told."""
    from quiver.shapes.png import PngError, decode_png

    with pytest.raises(PngError) as e:
        decode_png(_header_png(1100, 1100, 16, 6), "deep.png")
    assert str(e.value) == (
        "'deep.png' is 1100x1100 pixels at 16 bits a colour, too much to read: save it with 8-bit colour"
    )
    assert _passes_caps(monkeypatch, 1100, 1100, 8, 6)


@pytest.mark.parametrize("typed", ["2d-heart-16x14-40-hard-7", "3d-cube-4x4x4", "flat-cube-4x4x4-20-easy"])
def test_a_code_cut_short_in_the_seed_box_is_told_what_is_missing(capsys, typed):
    """A code typed or pasted without its last parts ("2d-heart-16x14-40-hard-7", the
    generator part lost) was "'2d-heart-16x14-40-har...' is not a seed or a puzzle code",
    where `quiver --code` says how many parts it has of the 7. The box says the same."""
    from types import SimpleNamespace

    from quiver.scenes.seed import SeedScene

    with pytest.raises(ValueError) as e:
        SeedScene.parse(SimpleNamespace(menu=None), typed)
    assert str(e.value) == _cli_error(capsys, "--code", typed)
    assert "parts; expected 7" in str(e.value)


def test_an_interlaced_picture_just_over_is_told_to_save_it_not_interlaced():
    """1448x1448 RGBA is read; interlaced, its passes' rows hold a little more, over the
    cap: "scale it down to 1448x1448 or less" would have been its own size."""
    import struct
    import zlib

    from quiver.shapes.png import PngError, decode_png

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    head = chunk(b"IHDR", struct.pack(">IIBBBBB", 1448, 1448, 8, 6, 0, 0, 1))
    data = b"\x89PNG\r\n\x1a\n" + head + chunk(b"IDAT", b"") + chunk(b"IEND", b"")
    with pytest.raises(PngError) as e:
        decode_png(data, "i.png")
    assert str(e.value) == "'i.png' is 1448x1448 pixels, interlaced, too much to read: save it not interlaced"


@pytest.mark.parametrize(
    "typed, kept", [("\uff17", "7"), ("\uff12\uff44-", "2d-"), ("\uff21", "A"), ("16\u00d714", "16x14")]
)
def test_full_width_typing_in_the_seed_box_is_kept_as_plain(monkeypatch, tmp_path, typed, kept):
    """An input method in full-width mode (Japanese, Chinese) types "７": the seed box
    dropped it, and nothing showed for the key. It is kept as the plain character; so is
    a times sign in a size (a chat's "16×14" lost it: "bad size '1614'")."""
    from app_helpers import app_maker, post, run

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.top.enter_seed()
        run(app, 2)
        post(pygame.TEXTINPUT, text=typed)
        run(app, 1)
        assert app.top.box.text == kept
        assert app.top.cleaned(f" {typed}\n") == kept


def test_several_files_pasted_as_a_picture_are_the_first_of_them(tmp_path):
    """Files copied in a file manager paste as a list of paths or file:// addresses, one
    a line: they were joined into one path that is nowhere ("no folder 'cat.png file:'").
    The first of them is the picture; a path with a line break inside it is as before."""
    from quiver.game.picture import clean_path

    a, b = tmp_path / "my cat.png", tmp_path / "dog.png"
    assert clean_path(f"file://{tmp_path}/my%20cat.png\r\nfile://{tmp_path}/dog.png\r\n") == str(a)
    assert clean_path(f"{a}\n{b}\n") == str(a)
    assert clean_path("~/my\npictures/cat.png") == clean_path("~/my pictures/cat.png")


@pytest.mark.parametrize(
    "fill, said",
    [
        ((0, 0, 0, 0), "'p.png' is fully transparent: no dark opaque pixels to make cells from"),
        (
            (255, 255, 255, 255),
            "'p.png' has no dark opaque pixels to make cells from: its light ones are left out; "
            "draw it in a dark colour",
        ),
    ],
)
def test_a_picture_with_no_cells_says_why(tmp_path, fill, said):
    """A fully transparent picture and a white logo on a clear ground both said only "has
    no dark opaque pixels": the one is said to be all clear, the other told what to do."""
    from quiver.game.picture import picture_spec
    from quiver.shapes import ShapeError

    s = pygame.Surface((20, 20), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    pygame.draw.circle(s, fill, (10, 10), 8)
    pygame.image.save(s, str(tmp_path / "p.png"))
    with pytest.raises(ShapeError) as e:
        picture_spec(str(tmp_path / "p.png"))
    assert str(e.value) == f"picture {said}"


def test_an_older_quivers_code_in_the_seed_box_becomes_the_current_one(monkeypatch, tmp_path):
    """An older generator's code was refused with the current code in the message, and
    the player had to edit the code's last part by hand: the box now holds the current
    code, the message says Enter plays it, and Enter does."""
    from app_helpers import app_maker, post, run

    from quiver.game import code as codes

    have = codes.current_generator()
    old = f"2d-heart-16x14-40-hard-7-g{have - 1}"
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.top.enter_seed()
        run(app, 2)
        seed = app.top
        post(pygame.TEXTINPUT, text=old)
        run(app, 1)
        seed.submit()
        assert seed.box.text == f"2d-heart-16x14-40-hard-7-g{have}"
        assert "older Quiver" in seed.error and "Enter plays" in seed.error
        seed.submit()
        assert seed not in app.stack  # it went on to the puzzle (or the lesson first)


def test_a_shape_path_from_the_home_folder_is_read_from_it(tmp_path, monkeypatch):
    """`quiver --shape=~/cat.png` (no shell expands "~" after "=") was told "no folder '~'";
    a path from "~" is read from the home folder, as the game's picture card reads it."""
    from quiver.cli import build_parser
    from quiver.cli_args import resolve_shape

    monkeypatch.setenv("HOME", str(tmp_path))
    _disc(tmp_path / "cat.png")
    args = build_parser().parse_args(["--shape=~/cat.png"])
    assert args.shape == str(tmp_path / "cat.png")
    assert resolve_shape("2d", args.shape) == args.shape
    assert build_parser().parse_args(["--shape", "heart"]).shape == "heart"
