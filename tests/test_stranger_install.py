"""A stranger installs Quiver and drives it from the command line (issue: stranger test of
install, download, command line and files). Each test is a bug found that way: it
failed before its fix."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import FakeClock, run


@pytest.mark.slow
def test_a_3d_puzzle_asked_for_on_a_machine_without_opengl_says_why_on_stderr_and_on_screen(
    monkeypatch, tmp_path, capsys
):
    """`quiver --seed 1 --mode 3d` where the driver gives no OpenGL 3.3: the game opened
    the menu with nothing said anywhere. The toast saying why was put up before the first
    frame and taken down again by the window's own start-up (re-opening the window
    without GL queues a "hidden" event, which the menu read as the player minimising it),
    and the failed driver left no line on stderr or in the log."""
    import pygame

    from quiver import cli, window
    from quiver.app import App
    from quiver.flow import first_request

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setenv("QUIVER_LESSONS", "0")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    # as a player's machine has it (tests/conftest.py sets it): SDL's probe of the surface
    # is what shows, hides and shows the new window
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)

    def no_gl(size, flags):
        pygame.display.set_mode(size, flags)  # the window opens, then the context fails
        raise Exception("glXCreateContextAttribsARB failed")

    monkeypatch.setattr(window, "_open_gl", no_gl)
    first = first_request(cli.game_options(cli.build_parser().parse_args(["--seed", "1", "--mode", "3d"])))
    pygame.display.quit()
    app = App(clock=FakeClock(), sound=False, realtime=False)
    try:
        app.open_window()  # as app.run() does it
        app.to_menu()
        app.flow.open_first(first, None, None)
        run(app, 5)
        assert [s.name for s in app.stack] == ["menu"]
        said = " ".join(app.toasts.texts())
        assert "3D needs OpenGL 3.3" in said and "glXCreateContextAttribsARB" in said
    finally:
        app.close()
        pygame.display.quit()
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith("quiver: warning: ") and "OpenGL 3.3" in err[0]
    assert "glXCreateContextAttribsARB" in err[0] and "2D" in err[0]


@pytest.mark.parametrize("angle", ["nan", "inf", "-inf", "1e400"])
@pytest.mark.parametrize("option", ["--yaw", "--pitch"])
def test_render_refuses_a_view_angle_that_is_not_a_finite_number(tmp_path, capsys, option, angle):
    """`quiver render --mode 3d --yaw nan --out x.png` wrote a picture of an empty
    background (the camera's matrices all NaN) and said "wrote x.png" with exit 0."""
    from quiver import cli

    out = tmp_path / "x.png"
    assert cli.main(["render", "--mode", "3d", "--size", "4", f"{option}={angle}", "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"quiver: error: argument {option}: ")
    assert angle in err[0] and not out.exists()


def test_a_huge_view_angle_is_the_same_angle_the_camera_can_take():
    """`--yaw 1e308` (finite) also drew an empty picture: the camera's float32 made it
    inf. An angle is read as the same angle from -180 to 180."""
    from quiver.cli_args import degrees

    assert degrees("370") == 10 and degrees("-190") == 170 and degrees(" 45 ") == 45
    assert -180 <= degrees("1e308") <= 180


def test_play_says_what_is_wrong_with_the_board_file_before_asking_for_a_display(
    tmp_path, monkeypatch, capsys
):
    """`quiver play broken.json` over ssh (no display) said only that there was no
    display; with one it then said the file was broken: the file is read first now, as
    every other argument is checked before the window is asked for."""
    from quiver import cli

    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    assert cli.main(["play", str(broken)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: ") and "JSON" in err[0], err


def test_a_data_folder_that_is_a_file_is_said_once_for_what_it_is(tmp_path, monkeypatch):
    """QUIVER_HOME (or ~/.local/share/quiver) naming a file: the game started with
    "settings.json was unreadable (could not be read: Not a directory); could not move it
    aside (Not a directory), so started fresh without it" and the same for progress.json,
    though neither file exists: one line saying the data folder is a file."""
    from quiver.game.midend import Midend

    blocker = tmp_path / "quiver"
    blocker.write_text("not a folder")
    monkeypatch.setenv("QUIVER_HOME", str(blocker))
    said = Midend(lessons=False).warnings
    assert len(said) == 1, said
    assert said[0].startswith(f"the data folder {blocker} ") and "unreadable" not in said[0]
    assert blocker.read_text() == "not a folder"  # nothing lost


@pytest.mark.parametrize(
    "name, says",
    [
        ("heart-mirrored", "'heart' is its own mirror image"),
        ("letter_a-mirrored", "letters and digits are never mirrored"),
        ("digit_7-mirrored", "letters and digits are never mirrored"),
    ],
)
def test_a_picture_that_cannot_be_mirrored_says_why_not_that_it_is_unknown(name, says):
    """`--shape heart-mirrored` said "unknown 2d shape 'heart-mirrored' (did you mean
    heart? ...; a picture + '-mirrored' flips it ...)": the advice was what was typed."""
    from quiver.shapes import ShapeError, make_shape

    with pytest.raises(ShapeError) as e:
        make_shape("2d", name)
    line = str(e.value)
    assert says in line and "unknown" not in line and "\n" not in line


@pytest.mark.parametrize(
    "mode, name, says",
    [
        ("3d", "cat.png", "a .png picture is a 2d shape"),
        ("flat", "x.png", "a .png picture is a 2d shape"),
        ("2d", "m.vox", "a .vox model is a 3d shape"),
        ("flat", "m.vox", "a .vox model is a 3d shape"),
    ],
)
def test_a_picture_or_model_file_in_the_wrong_mode_names_its_mode(mode, name, says):
    """`quiver generate --shape cat.png --mode 3d` said "unknown 3d shape 'cat.png' (did
    you mean cat? ... or a .vox file)": the file is fine, the mode is not."""
    from quiver.shapes import ShapeError, make_shape

    with pytest.raises(ShapeError) as e:
        make_shape(mode, name)
    assert says in str(e.value) and "unknown" not in str(e.value)


@pytest.mark.parametrize(
    "text, says",
    [
        ("none,locks", "'none' goes alone"),
        ("many,rotating", "'many' goes alone"),
        ("some,locks", "'some' goes alone"),
        ("lock", "unknown special arrow kind 'lock' (expected none, some, many, or a comma list of"),
    ],
)
def test_specials_says_what_it_takes_without_contradicting_itself(capsys, text, says):
    """`--specials none,locks` said "unknown special arrow kind 'none' (expected none or a
    comma list of ...)", and `--specials many,rotating` left some and many out of what
    it expected."""
    from quiver import cli

    assert cli.main(["generate", "--specials", text]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: argument --specials: ") and says in err[0], err


@pytest.mark.slow
def test_a_display_that_does_not_answer_is_one_line_even_without_xdg_runtime_dir(tmp_path):
    """A stale DISPLAY (tmux, ssh -X after the X server went) in a session without
    XDG_RUNTIME_DIR (su, sudo, env -i): SDL tried Wayland after X11 and libwayland wrote
    "error: XDG_RUNTIME_DIR is invalid or not set in the environment." to stderr above
    the game's one line."""
    import os
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR")
    }
    env.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=root, DISPLAY=":7391")
    out = subprocess.run(
        [sys.executable, "-m", "quiver", "--seed", "3"], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 2
    assert out.stderr.splitlines() == [
        "quiver: error: no display to open the game window on: DISPLAY=:7391 did not answer;"
        " start quiver from a desktop session, or set SDL_VIDEODRIVER to pick SDL's video driver"
    ], out.stderr


@pytest.mark.parametrize(
    "args, says",
    [
        (
            ["--max-per-address", "0"],
            "argument --max-per-address: expected a number of connections from 1 to",
        ),
        (
            ["--max-per-address", "x"],
            "argument --max-per-address: expected a number of connections from 1 to",
        ),
        (
            ["--max-connections", "-1"],
            "argument --max-connections: expected a number of connections from 16 to",
        ),
        (
            ["--max-connections", "0"],
            "argument --max-connections: expected a number of connections from 16 to",
        ),
        (["--trust-proxy", "10.0.0.l"], "argument --trust-proxy: '10.0.0.l' is not an IP address"),
        (["--trust-proxy", "127.0.0.1,,proxy"], "argument --trust-proxy: 'proxy' is not an IP address"),
        (["--trust-proxy", ""], "argument --trust-proxy: expected one or more IP addresses"),
        (["--trust-proxy", " , "], "argument --trust-proxy: expected one or more IP addresses"),
    ],
)
def test_serve_refuses_door_limits_and_proxies_it_cannot_use(capsys, args, says):
    """`quiver serve --max-per-address 0` (0 is "off" for the --limit-* options just above
    it) started a server that closed every connection; `--max-connections 0` quietly meant
    16; their errors spoke of "requests a minute"; and `--trust-proxy 10.0.0.l` (a typo)
    was accepted, so the proxy was never trusted and every player shared its limits. An
    empty list (`--trust-proxy "$PROXY"` with PROXY unset) started a server that trusted
    none, while `--db ''` was refused."""
    pytest.importorskip("uvicorn")
    from quiver import cli

    assert cli.main(["serve", *args]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: ") and says in err[0], err


def test_serve_takes_the_proxy_addresses_docs_server_md_shows():
    from quiver.server.serve import _proxies

    assert _proxies("127.0.0.1") == "127.0.0.1"
    assert _proxies(" 10.0.0.2 , ::1 ") == "10.0.0.2,::1"


def test_generate_out_writes_into_a_fifo_or_device_instead_of_replacing_it(tmp_path):
    """`quiver generate --out /dev/full` (run as root) replaced the device with a regular
    file: --out wrote a temporary file and renamed it over whatever had the name. A FIFO
    (or /dev/stdout, a device) is written to, as `> FILE` would; it stays what it was."""
    import os
    import stat
    import threading

    from quiver import cli

    fifo = tmp_path / "board.fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    assert cli.main(["generate", "--shape", "heart", "--seed", "1", "--out", str(fifo)]) == 0
    reader.join(10)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert got and got[0].startswith(b'{"arrows"')
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.fifo"]  # no temporary left


def test_generate_out_through_a_symlink_writes_the_file_it_names(tmp_path):
    """`--out link.json` where link.json -> boards/real.json replaced the link with a new
    file: real.json kept its old board."""
    from quiver import cli

    (tmp_path / "boards").mkdir()
    real = tmp_path / "boards" / "real.json"
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert cli.main(["generate", "--shape", "heart", "--seed", "1", "--out", str(link)]) == 0
    assert link.is_symlink() and real.read_text().startswith('{"arrows"')


def test_a_symlinked_save_file_stays_a_link_when_saved(tmp_path, monkeypatch):
    """A player who keeps settings.json in a dotfiles folder and links it into the data
    folder: the first save replaced the link with a plain file, so later changes never
    reached the linked file."""
    from quiver.game.settings import Settings, load_settings, save_settings

    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "dotfiles").mkdir()
    kept = tmp_path / "dotfiles" / "quiver-settings.json"
    monkeypatch.setenv("QUIVER_HOME", str(home))
    save_settings(Settings())
    (home / "settings.json").rename(kept)
    (home / "settings.json").symlink_to(kept)
    settings, warning = load_settings()
    assert warning is None
    settings.volume = 0.25
    save_settings(settings)
    assert (home / "settings.json").is_symlink()
    assert load_settings()[0].volume == 0.25 and '"volume": 0.25' in kept.read_text()


@pytest.mark.parametrize(
    "extra, drop", [(["--mode", "3d"], "--mode"), (["--shape", "duck", "--size", "9"], "--shape, --size")]
)
def test_render_board_refuses_puzzle_options_it_would_ignore(tmp_path, capsys, extra, drop):
    """`quiver render --board heart.json --mode 3d` drew the 2D heart and said "wrote";
    `--code` with the same options was refused: a board file names the whole puzzle too."""
    from quiver import cli

    board = tmp_path / "heart.json"
    assert cli.main(["generate", "--shape", "heart", "--seed", "1", "--out", str(board)]) == 0
    out = tmp_path / "x.png"
    assert cli.main(["render", "--board", str(board), *extra, "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"quiver: error: --board names the whole puzzle; drop {drop}"] and not out.exists()


def blob_png() -> bytes:
    """A 17x17 grey picture of a dark disc (as tests/test_cli.py makes one)."""
    import struct
    import zlib

    rows = [[0 if (x - 8) ** 2 + (y - 8) ** 2 < 40 else 255 for x in range(17)] for y in range(17)]
    raw = b"".join(b"\x00" + bytes(r) for r in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 17, 17, 8, 0, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def test_a_picture_whose_file_name_is_not_utf8_plays(tmp_path, capsys):
    """A picture from an old USB stick named in Latin-1 (b"K\\xe4fer.png"): "quiver: error:
    'utf-8' codec can't encode character '\\udce4' ... surrogates not allowed", the name
    (read with surrogate escapes) being the board's shape name. The bad byte is shown
    as U+FFFD in the name; the picture plays."""
    import json
    import os

    from quiver import cli

    path = os.path.join(os.fsencode(tmp_path), b"K\xe4fer.png")
    with open(path, "wb") as f:
        f.write(blob_png())
    out = tmp_path / "board.json"
    assert cli.main(["generate", "--shape", os.fsdecode(path), "--seed", "1", "--out", str(out)]) == 0, (
        capsys.readouterr().err
    )
    assert json.loads(out.read_text("utf-8"))["shape"] == "K\ufffdfer"


@pytest.mark.slow  # the desktop's cache tools run
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop.org menus")
def test_a_portable_install_launcher_keeps_its_data_folder(tmp_path, monkeypatch, capsys):
    """The download on a USB stick with QUIVER_HOME=/media/stick/quiver-data, then
    `quiver --install-desktop`: the menu's launcher started the game without QUIVER_HOME,
    on ~/.local/share/quiver, so the stick's saves seemed lost. The launcher carries the
    data folder (made absolute) it was installed with."""
    from quiver import desktop
    from quiver.cli import main

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("QUIVER_HOME", "my data")  # relative: to where it was installed from
    assert main(["--install-desktop"]) == 0
    said = capsys.readouterr().out
    entry = (tmp_path / "share" / "applications" / f"{desktop.APP_ID}.desktop").read_text()
    lines = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    home = str(tmp_path / "my data")
    assert lines["Exec"].startswith(f'env "QUIVER_HOME={home}" ') and f"QUIVER_HOME={home}" in said
    assert lines["TryExec"] == desktop.command()[-1] and Path(lines["TryExec"]).is_file()


def test_a_box_size_out_of_range_for_a_model_is_quoted_as_typed():
    """`--mode 3d --shape duck --size 4x5x6` said "needs a size from 10 to 24, got 6"."""
    from quiver.shapes import ShapeError, make_shape

    with pytest.raises(ShapeError, match=r"needs a size from \d+ to \d+, got 4x5x6$"):
        make_shape("3d", "duck", (4, 5, 6))


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["generate", "--help"], ["shapes"], ["--paths"]])
def test_version_and_help_on_a_full_disk_say_so(monkeypatch, capsys, argv):
    """`quiver --version > /dev/full` (or a full disk) exited 0 with nothing written and
    nothing said; `quiver shapes > /dev/full` left it to Python at exit ("Exception
    ignored in: <_io.TextIOWrapper name='<stdout>' ...>", two lines, status 120). Both
    are one line now, exit 2, buffered or not (PYTHONUNBUFFERED)."""
    import errno
    import io

    from quiver import cli

    class Full(io.StringIO):  # buffered: the error comes at the flush
        def flush(self):
            if self.getvalue():
                raise OSError(errno.ENOSPC, "No space left on device")

    class FullUnbuffered(io.StringIO):  # PYTHONUNBUFFERED=1: at the write
        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

    for stream in (Full(), FullUnbuffered()):
        capsys.readouterr()
        monkeypatch.setattr(sys, "stdout", stream)
        assert cli.main(argv) == 2
        assert capsys.readouterr().err.strip().splitlines() == ["quiver: error: No space left on device"]


@pytest.mark.parametrize(
    "argv, said",
    [
        (["--paths", "--seed", "1"], "--paths starts no puzzle; drop --seed"),
        (
            ["--install-desktop", "--daily", "--mode", "3d"],
            "--install-desktop starts no puzzle; drop --daily, --mode",
        ),
        (["--uninstall-desktop", "--code", "x"], "--uninstall-desktop starts no puzzle; drop --code"),
    ],
)
def test_a_system_action_with_puzzle_options_says_it_ignores_nothing(
    tmp_path, monkeypatch, capsys, argv, said
):
    """`quiver --install-desktop --seed 5` installed a plain launcher and `quiver --paths
    --seed 1` printed the folders, the puzzle options dropped without a word."""
    from quiver import cli

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert cli.main(argv) == 2
    assert capsys.readouterr().err.strip().splitlines() == [f"quiver: error: {said}"]
    assert not (tmp_path / "share").exists()


@pytest.mark.parametrize("option", ["--size", "--arrows"])
def test_a_huge_number_is_quoted_short(capsys, option):
    """`--size` or `--arrows` with 5000 digits echoed all 5000 in its "one line" (the seed
    and the puzzle code already cut what they quote)."""
    from quiver import cli

    assert cli.main(["generate", option, "9" * 5000]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: ") and len(err[0]) < 200, err[0][:300]


def test_render_to_a_file_that_cannot_be_created_is_one_line_not_an_internal_error(tmp_path, capsys):
    """`quiver render --out /etc/x.png` as a user (or a name over 255 bytes) said
    "quiver: error: internal error: error: Couldn't open /etc/x.png: Permission denied":
    SDL's error from the 2D picture's writer was not a file error to the command line."""
    from quiver import cli

    out = tmp_path / ("z" * 300 + ".png")
    assert cli.main(["render", "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: ") and "internal error" not in err[0], err
    assert "too long" in err[0]  # (s233: said by --out's check, before drawing)


def test_render_into_a_folder_it_may_not_write_says_so_before_drawing(tmp_path, capsys, monkeypatch):
    """The same as a user in a folder not theirs (these tests run as root, whom no folder
    refuses: os.access answers as it would for a user)."""
    import os

    from quiver import cli, pictures

    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if mode == os.W_OK else real(p, mode))
    monkeypatch.setattr(pictures, "render_png", lambda *a, **k: pytest.fail("drawn"))
    assert cli.main(["render", "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"quiver: error: argument --out: cannot write in the folder {str(tmp_path)!r} (permission denied)"
    ]


@pytest.mark.parametrize(
    "argv",
    [
        ["generate", "--shape", "z" * 3000],
        ["generate", "--mode", "z" * 3000],
        ["render", "--window", "z" * 3000, "--out", "x.png"],
        ["check", "z" * 3000],
    ],
)
def test_any_error_quotes_a_huge_argument_cut_short(capsys, argv):
    """A 3000-character argument came back whole in the error line (`unknown 2d shape
    'zzz...'`, argparse's `invalid choice`, ...): a word over 200 characters is cut."""
    from quiver import cli

    assert cli.main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: ") and len(err[0]) < 300, err[0][:400]
    assert "zzz..." in err[0]
