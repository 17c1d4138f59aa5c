#!/usr/bin/env python3
"""Run a command on an Xvfb of its own: what `xvfb-run -a` does, without its two flakes.

    python3 tools/xvfb_run.py [-s "-screen 0 1600x1000x24"] COMMAND [ARG...]

The command runs with DISPLAY and XAUTHORITY set (a fresh cookie: no other client gets
in); its exit status is this script's. The server is stopped, and waited for, when the
command ends, and it dies with this script if that is killed (a test's timeout).

* The display number. `xvfb-run -a` takes the first number with no /tmp/.X<n>-lock and
  then starts Xvfb on it, so two started at the same moment (two xdist workers, two
  checkouts, CI beside a developer) pick the same one; Debian's tries the next number
  when its Xvfb dies of that, others give up. Here Xvfb picks (`-displayfd`: it binds
  the first free display's sockets, which only one server can hold) and writes the
  number it took when it is ready for clients.
* The reset. An X server started without `-noreset` resets when its last client goes,
  and a client that connects while it resets is turned away: a window opened right after
  another closed (bench/live3d.py's second scene) or after an `xdotool` call found
  "DISPLAY=:99 did not answer" (8 connections in 300 here). `-noreset` keeps it up.

tools/xvfb_stress.py starts many at once and checks each client reaches its own server,
again and again (docs/testing.md has the figures, before and after).
"""

from __future__ import annotations

import ctypes
import os
import secrets
import select
import shlex
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

SCREEN = "-screen 0 1280x1024x24"  # xvfb-run's default
READY_S = 60.0  # seconds Xvfb may take to say its display (a loaded machine)
TRIES = 3  # starts of Xvfb before giving up (one that dies at start is tried again)


class XvfbFailed(RuntimeError):
    """Xvfb did not start (the one line says why)."""


def write_cookie(path: Path) -> None:
    """An Xauthority file with one MIT cookie for any display of this machine (family
    Wild, no display number): the server reads it with -auth, the client as XAUTHORITY."""

    def field(data: bytes) -> bytes:
        return struct.pack(">H", len(data)) + data

    entry = struct.pack(">H", 0xFFFF) + field(b"") + field(b"") + field(b"MIT-MAGIC-COOKIE-1")
    path.write_bytes(entry + field(secrets.token_bytes(16)))
    path.chmod(0o600)


def _die_with_parent() -> None:  # pragma: no cover - runs in the child before exec
    """Linux: the server gets SIGTERM when this script dies, even of SIGKILL."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def start_xvfb(auth: Path, server_args: Sequence[str], log) -> tuple[subprocess.Popen, int]:
    """A running Xvfb and the display number it took (it says it once it takes clients)."""
    read_fd, write_fd = os.pipe()
    try:
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-noreset", "-nolisten", "tcp", "-auth", str(auth)]
            + list(server_args),
            pass_fds=(write_fd,),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            preexec_fn=_die_with_parent,
        )
    except OSError as e:
        os.close(read_fd)
        os.close(write_fd)
        raise XvfbFailed(f"cannot start Xvfb: {e}") from None
    os.close(write_fd)
    said = b""
    deadline = time.monotonic() + READY_S
    try:
        while not said.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([read_fd], [], [], left)[0]:
                stop(server)
                raise XvfbFailed(f"Xvfb named no display in {READY_S:.0f} s")
            chunk = os.read(read_fd, 64)
            if not chunk:  # it exited before it was ready
                server.wait()
                raise XvfbFailed(f"Xvfb exited with status {server.returncode} before it was ready")
            said += chunk
    finally:
        os.close(read_fd)
    return server, int(said)


def start_tried(auth: Path, server_args: Sequence[str], log) -> tuple[subprocess.Popen, int]:
    """`start_xvfb`, up to TRIES times; the last failure with Xvfb's last lines."""
    failed = XvfbFailed("no tries")
    for _ in range(TRIES):
        try:
            return start_xvfb(auth, server_args, log)
        except XvfbFailed as e:
            failed = e
    log.seek(0)
    tail = " | ".join(log.read().decode(errors="replace").strip().splitlines()[-3:])
    raise XvfbFailed(f"{failed} ({TRIES} tries){': ' + tail if tail else ''}")


def stop(server: subprocess.Popen) -> None:
    """SIGTERM, then SIGKILL after 10 s; waited for either way (no server outlives us)."""
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def run(command: Sequence[str], server_args: Sequence[str] = tuple(shlex.split(SCREEN))) -> int:
    """Run `command` on a fresh Xvfb; its exit status (128 + N when signal N ended it)."""
    with tempfile.TemporaryDirectory(prefix="quiver-xvfb-") as tmp:
        auth = Path(tmp) / "Xauthority"
        write_cookie(auth)
        with open(Path(tmp) / "xvfb.log", "w+b") as log:
            server, number = start_tried(auth, server_args, log)
            env = dict(os.environ, DISPLAY=f":{number}", XAUTHORITY=str(auth))
            try:
                child = subprocess.Popen(list(command), env=env)

                def forward(signum: int, _frame) -> None:  # a TERM or HUP for us is the command's
                    child.send_signal(signum)

                previous = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGHUP)}
                try:
                    status = child.wait()
                finally:
                    for s, handler in previous.items():
                        signal.signal(s, handler)
            finally:
                stop(server)
    return 128 - status if status < 0 else status


def display_answers(number: int) -> bool:
    """Whether something listens on display `number`'s Unix socket (tests)."""
    with socket.socket(socket.AF_UNIX) as s:
        try:
            s.connect(f"\0/tmp/.X11-unix/X{number}")
            return True
        except OSError:
            return False


def parse(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """(server arguments, command) from xvfb-run's options: -s ARGS (--server-args=ARGS;
    its value starts with a dash, so not argparse), -a (always so: accepted), --."""
    server, rest = SCREEN, list(argv)
    while rest and rest[0].startswith("-"):
        opt = rest.pop(0)
        if opt == "--":
            break
        if opt in ("-s", "--server-args") and rest:
            server = rest.pop(0)
        elif opt.startswith("--server-args="):
            server = opt.partition("=")[2]
        elif opt not in ("-a", "--auto-servernum"):
            raise ValueError(f"unknown option {opt!r}")
    if not rest:
        raise ValueError("no command")
    return shlex.split(server), rest


def main(argv: Sequence[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] in (["-h"], ["--help"]):
        print(f"usage: xvfb_run.py [-s SERVER_ARGS] COMMAND [ARG...]\n\n{__doc__}")
        return 0
    try:
        server_args, command = parse(args)
    except ValueError as e:
        print(f"usage: xvfb_run.py [-s SERVER_ARGS] COMMAND [ARG...] ({e})", file=sys.stderr)
        return 2
    try:
        return run(command, server_args)
    except XvfbFailed as e:
        print(f"xvfb_run: {e}", file=sys.stderr)
        return 1
    except FileNotFoundError as e:
        print(f"xvfb_run: {e.strerror}: {e.filename}", file=sys.stderr)
        return 127


if __name__ == "__main__":
    sys.exit(main())
