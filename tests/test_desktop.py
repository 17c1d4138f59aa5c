"""The game on a desktop (issue 25 items 6 and 7): no display means one line and exit 2,
the tools print only their output, `quiver --paths`, the rotating log file, and the
launcher files `quiver --install-desktop` puts in place (validated by the desktop's own
tools where they are installed; CI installs them)."""

from __future__ import annotations

import logging
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from quiver import cli_system, desktop, logs
from quiver.cli import main

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "assets" / "desktop"
IN_CI = os.environ.get("CI") == "true"


def bare_env(**extra: str) -> dict[str, str]:
    """This environment less any display and SDL driver (a Linux console or ssh)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    env.update(extra)
    return env


def quiver(*args: str, env: dict[str, str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "quiver", *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=120
    )


def need_tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        if IN_CI:
            pytest.fail(f"{name} is not installed (.ci/run installs it)")
        pytest.skip(f"{name} is not installed")
    return path


# -- no display ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("env", "platform", "missing"),
    [
        ({}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"SDL_VIDEODRIVER": "offscreen"}, "linux", False),
        ({"DISPLAY": ""}, "linux", True),
        ({}, "freebsd14", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_a_display_is_missing_only_where_x11_and_wayland_are_both_absent(env, platform, missing):
    assert cli_system.display_missing(env, platform) is missing


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display rule is Linux's")
def test_no_display_is_one_line_and_exit_2_before_any_work(tmp_path):
    code = (
        "import sys\n"
        "from quiver.cli import main\n"
        "status = main(sys.argv[1:])\n"
        "heavy = [m for m in ('pygame', 'moderngl', 'numpy', 'quiver.app') if m in sys.modules]\n"
        "print(heavy)\n"
        "raise SystemExit(status)\n"
    )
    for argv in ([], ["--seed", "3"], ["play", str(ROOT / "tests" / "boards" / "2d_cycle.json")]):
        out = subprocess.run(
            [sys.executable, "-c", code, *argv],
            env=bare_env(QUIVER_HOME=str(tmp_path)),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert out.returncode == 2, (argv, out.stderr)
        assert out.stderr == f"quiver: error: {cli_system.NO_DISPLAY}\n", argv
        assert out.stdout == "[]\n", (argv, out.stdout)  # no drawing library, no window
    assert not (tmp_path / "logs").exists() and not (tmp_path / "settings.json").exists()


def test_the_tools_print_nothing_but_their_output_with_no_display(tmp_path):
    env = bare_env(QUIVER_HOME=str(tmp_path / "home"))
    board = tmp_path / "b.json"
    gen = quiver("generate", "--mode", "2d", "--shape", "heart", "--seed", "1", "--out", str(board), env=env)
    assert gen.returncode == 0 and gen.stdout == "" and gen.stderr == "", gen.stderr
    check = quiver("check", str(board), env=env)
    assert check.returncode == 0 and check.stdout.startswith("{") and check.stdout.count("\n") == 1
    png = tmp_path / "x.png"
    render = quiver("render", "--board", str(board), "--out", str(png), "--window", "480x360", env=env)
    assert render.returncode == 0, render.stderr
    assert render.stdout == f"wrote {png}\n" and render.stderr == ""  # no pygame banner
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    serve = quiver("serve", "--help", env=env)
    usage = "usage: python -m quiver serve"  # (the usage names the command as run)
    assert serve.returncode == 0 and serve.stdout.startswith(usage) and serve.stderr == ""


# -- paths and the log file -----------------------------------------------------------------------
def test_paths_names_the_save_and_log_folders(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    assert main(["--paths"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = dict(line.split(":", 1) for line in out.splitlines())
    assert Path(lines["settings and saves"].strip()) == tmp_path
    assert Path(lines["log file"].strip()) == tmp_path / "logs" / "quiver.log"
    assert Path(lines["exports"].strip()) == tmp_path / "exports"


def test_without_quiver_home_the_log_lives_in_the_state_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("QUIVER_HOME", raising=False)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    if sys.platform.startswith("linux"):
        assert cli_system.paths()["log file"] == tmp_path / "state" / "quiver" / "quiver.log"
    assert cli_system.paths()["log file"].name == "quiver.log"


def test_warnings_and_errors_also_go_to_the_rotating_log_file(tmp_path, capsys):
    path = logs.add_file(tmp_path / "logs")
    assert path == tmp_path / "logs" / "quiver.log"
    assert logs.add_file(tmp_path / "elsewhere") == path  # once per process
    log = logs.setup().getChild("t")
    log.info("only on stderr")
    log.warning("a warning")
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        log.error("internal error: RuntimeError: boom", exc_info=True)
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 3  # stderr keeps one line each
    text = path.read_text()
    assert "only on stderr" not in text
    assert "WARNING quiver.t: a warning" in text and "Traceback" in text and "RuntimeError: boom" in text
    # past LOG_BYTES the file rotates, keeping LOG_BACKUPS older files and no more
    for i in range(3 * logs.LOG_BYTES // 1000 + 10):
        log.warning("line %d %s", i, "x" * 1000)
    capsys.readouterr()
    kept = sorted(p.name for p in path.parent.iterdir())
    assert kept == ["quiver.log", "quiver.log.1", "quiver.log.2"]
    assert all(p.stat().st_size <= logs.LOG_BYTES + 2000 for p in path.parent.iterdir())


def test_an_unwritable_log_folder_is_a_warning_not_a_failure(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert logs.add_file(blocker / "logs") is None
    err = capsys.readouterr().err
    assert err.startswith("quiver: warning: no log file") and err.count("\n") == 1
    logging.getLogger("quiver").warning("still fine")


# -- the launcher files ------------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_the_icon_is_drawn_by_the_project_script():
    """tools/make_icon.py draws the committed files: the SVG byte for byte, the PNGs at
    their sizes and (pygame's scaler may differ by a shade between versions) nearly so."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_icon
    finally:
        sys.path.remove(str(ROOT / "tools"))
    fresh = make_icon.outputs()
    assert (DESKTOP / "quiver.svg").read_bytes() == fresh[DESKTOP / "quiver.svg"]
    import pygame

    for n in make_icon.SIZES:
        path = DESKTOP / f"quiver-{n}.png"
        assert png_size(path.read_bytes()) == (n, n)
        a = pygame.image.load(path)
        b = pygame.image.load(__import__("io").BytesIO(fresh[path]), "x.png")
        diff = sum(
            abs(x - y)
            for px in range(0, n, max(1, n // 16))
            for py in range(0, n, max(1, n // 16))
            for x, y in zip(a.get_at((px, py)), b.get_at((px, py)), strict=True)
        )
        assert diff <= 4 * 16 * 16 * 4, (n, diff)


def test_the_shipped_desktop_file_and_metainfo_validate():
    tool = need_tool("desktop-file-validate")
    out = subprocess.run([tool, str(DESKTOP / f"{desktop.APP_ID}.desktop")], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "", out.stdout + out.stderr
    tool = need_tool("appstreamcli")
    meta = DESKTOP / f"{desktop.APP_ID}.metainfo.xml"
    out = subprocess.run([tool, "validate", "--no-net", str(meta)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    text = meta.read_text()
    assert text.count("<screenshot") >= 2 and "docs/screenshots/" in text
    for name in (
        line.split("docs/screenshots/")[1].split("<")[0] for line in text.splitlines() if "<image>" in line
    ):
        assert (ROOT / "docs" / "screenshots" / name).is_file(), name  # the URLs name real pictures


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop.org menus")
def test_install_desktop_puts_every_file_in_place_and_uninstall_takes_them_away(
    tmp_path, monkeypatch, capsys
):
    root = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(root))
    monkeypatch.delenv("QUIVER_HOME", raising=False)  # (a portable launcher: test_stranger_install)
    assert main(["--install-desktop"]) == 0
    assert "installed the Quiver launcher" in capsys.readouterr().out
    entry = root / "applications" / f"{desktop.APP_ID}.desktop"
    text = entry.read_text()
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert exec_line == "Exec=" + " ".join(desktop.exec_quote(a) for a in desktop.command())
    assert Path(desktop.command()[0]).is_file()  # the launcher starts a program that exists
    for n in desktop.ICON_SIZES:
        icon = root / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{desktop.APP_ID}.png"
        assert png_size(icon.read_bytes()) == (n, n)
    assert (root / "icons" / "hicolor" / "scalable" / "apps" / f"{desktop.APP_ID}.svg").is_file()
    assert (root / "metainfo" / f"{desktop.APP_ID}.metainfo.xml").is_file()
    if shutil.which("desktop-file-validate"):
        out = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert out.returncode == 0 and out.stdout.strip() == "", out.stdout
    assert main(["--uninstall-desktop"]) == 0
    assert "removed 11 Quiver launcher files" in capsys.readouterr().out
    assert [p for p in root.rglob(f"{desktop.APP_ID}*")] == []


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [
        ("/usr/bin/quiver", "/usr/bin/quiver"),
        ("/home/a b/quiver", '"/home/a b/quiver"'),
        ('/x/"q"$`\\', '"/x/\\"q\\"\\$\\`\\\\"'),
        ("/x/100%", '"/x/100%%"'),
    ],
)
def test_exec_arguments_are_quoted_as_the_desktop_entry_spec_says(arg, quoted):
    assert desktop.exec_quote(arg) == quoted


def test_with_no_stderr_at_all_the_log_file_still_gets_the_warning(tmp_path, monkeypatch):
    """A windowed build (Windows, macOS: no console) has sys.stderr None."""
    path = logs.add_file(tmp_path)
    monkeypatch.setattr(sys, "stderr", None)
    logs.setup().getChild("t").warning("nobody sees this but the file")
    monkeypatch.undo()
    assert path is not None and "nobody sees this but the file" in path.read_text()
