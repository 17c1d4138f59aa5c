"""A timed hostile-input run over Quiver (issue 17): mutated board files, corrupt PNGs,
fuzzed codes and arguments, hostile save files driving the game headless, and the
largest legal boards under a memory meter. Prints each finding and a summary.

    .venv/bin/python tools/hostile_run.py [--minutes 10] [--seed 1] [--no-big]

A finding is: an `internal error` or a traceback, a refusal that is not one
`quiver: error:` line with exit 2, a case slower than SLOW_S, or a bad exit status.
Deterministic for a seed (the project's own PRNG).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from quiver.cli import main
from quiver.engine.rng import Rng
from quiver.game.code import current_generator

GEN = f"g{current_generator()}"  # the codes of this generator (a stale hard-coded one stopped the run)

SLOW_S = 12.0
HUGE = [10**400, -(10**400), 2**63, -1, 0, 1.5, 1e308, "x", None, True, [], {}, 4097, 1600]


class Run:
    def __init__(self, seed: int, minutes: float) -> None:
        self.rng = Rng(seed).stream("hostile")
        self.end = time.monotonic() + minutes * 60
        self.cases: dict[str, int] = {}
        self.findings: list[str] = []
        self.tmp = tempfile.mkdtemp(prefix="quiver-hostile-")

    def left(self) -> bool:
        return time.monotonic() < self.end

    def ticks(self, seconds: float):
        """Loop for a stage: at least once, then until its share of the time is used."""
        stop = min(self.end, time.monotonic() + seconds)
        yield
        while time.monotonic() < stop:
            yield

    def pick(self, seq):
        return seq[self.rng.below(len(seq))]

    def cli(self, kind: str, argv: list[str], stdin: bytes | None = None) -> tuple[int, str]:
        """main(argv) in this process; returns (status, stderr) and records findings."""
        self.cases[kind] = self.cases.get(kind, 0) + 1
        err, out = io.StringIO(), io.StringIO()
        old_stdin = sys.stdin
        if stdin is not None:
            sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
        t = time.monotonic()
        try:
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
                status = main(argv)
        except BaseException as e:
            status = -1
            err.write(f"escaped: {type(e).__name__}: {e}")
        finally:
            sys.stdin = old_stdin
        took = time.monotonic() - t
        text = err.getvalue()
        self.judge(kind, argv, status, text, took)
        return status, text

    def judge(self, kind, argv, status, text, took) -> None:
        short = " ".join(a[:40] for a in argv)[:160]
        if "internal error" in text or "Traceback" in text or "escaped" in text:
            self.findings.append(f"{kind}: {short}: {text.strip()[:200]}")
        elif status == 2:
            lines = [ln for ln in text.strip().splitlines() if not ln.startswith("quiver: note:")]
            if len(lines) != 1 or not lines[0].startswith("quiver: error: "):
                self.findings.append(f"{kind}: {short}: refusal not one line: {text[:200]!r}")
        elif status not in (0, 1):
            self.findings.append(f"{kind}: {short}: exit {status}: {text[:200]!r}")
        if took > SLOW_S:
            self.findings.append(f"{kind}: {short}: took {took:.1f} s")

    # -- board files ----------------------------------------------------------------------
    def boards(self, seconds: float) -> None:
        from quiver.engine.codec import dump_board
        from quiver.game.code import PuzzleSpec, generate_board

        bases = [
            json.loads(dump_board(generate_board(PuzzleSpec.parse(c))))
            for c in (
                f"2d-heart-16x14-34-hard-7-{GEN}",
                f"3d-cube-4x4x4-12-hard-2-{GEN}",
                f"flat-stairs-4x4x4-15-easy-123-{GEN}",
            )
        ]
        for _ in self.ticks(seconds):
            obj = json.loads(json.dumps(self.pick(bases)))
            for _ in range(1 + self.rng.below(3)):
                self.mutate(obj)
            try:
                data = json.dumps(obj).encode()
            except (ValueError, OverflowError):
                continue
            path = os.path.join(self.tmp, "b.json")
            with open(path, "wb") as f:
                f.write(data)
            self.cli("board", ["check", "--taps", str(self.rng.below(20)), path])

    def mutate(self, obj) -> None:
        """One random change somewhere in the board's JSON tree."""
        node, key = obj, None
        for _ in range(1 + self.rng.below(5)):
            keys = (
                list(node)
                if isinstance(node, dict)
                else list(range(len(node)))
                if isinstance(node, list)
                else []
            )
            if not keys:
                break
            key = self.pick(keys)
            if isinstance(node[key], (dict, list)) and self.rng.below(3):
                node = node[key]
                key = None
            else:
                break
        if key is None:
            return
        what = self.rng.below(6)
        if what == 0:
            node[key] = self.pick(HUGE)
        elif what == 1 and isinstance(node, dict):
            del node[key]
        elif what == 2 and isinstance(node, list):
            node.append(node[key])
        elif what == 3 and isinstance(node[key], int) and not isinstance(node[key], bool):
            node[key] = node[key] * self.pick([-1, 2, 1000, 10**6]) + self.pick([-1, 1, 0])
        elif what == 4:
            node[key] = [node[key]] * (1 + self.rng.below(4))
        elif isinstance(node, dict) and key == "size" and isinstance(node[key], list):
            node[key] = [self.pick([1, 2, 1600, 4096, 4097, 10**9])] * len(node[key])

    # -- PNG pictures -----------------------------------------------------------------------
    def pngs(self, seconds: float) -> None:
        for _ in self.ticks(seconds):
            w = self.pick([1, 5, 64, 300, 2048, 2049, 4096, 70000])
            h = self.pick([1, 5, 64, 300, 2048, 4096])
            ctype = self.pick([0, 2, 3, 4, 6, 7])
            depth = self.pick([1, 2, 4, 8, 16, 3])
            data = _png(w, h, depth, ctype, self.pick([0, 1, 2, 3, 4, 9]), self.rng)
            if self.rng.below(3) == 0 and len(data) > 40:
                k = 8 + self.rng.below(len(data) - 8)
                data = data[:k] + bytes([self.rng.below(256)]) + data[k + 1 :]
            path = os.path.join(self.tmp, f"p-{w}x{h}-d{depth}-c{ctype}.png")
            with open(path, "wb") as f:
                f.write(data)
            self.cli(
                "png", ["generate", "--shape", path, "--seed", "1", "--out", os.path.join(self.tmp, "o.json")]
            )
            os.unlink(path)

    # -- codes and arguments ----------------------------------------------------------------
    def arguments(self, seconds: float) -> None:
        words = [
            "2d",
            "3d",
            "flat",
            "heart",
            "sphere",
            "cube",
            "tower",
            "nosuch",
            "3",
            "4",
            "5",
            "6",
            "5x5",
            "6x6x6",
            "9" * 30,
            "-1",
            "²",
            "x",
            "hard",
            GEN,
            "g1",
            "0",
            "16x14",
            "64",
            "257",
            "2026-12-01",
            "",
        ]
        flags = [
            "--seed",
            "--mode",
            "--shape",
            "--size",
            "--arrows",
            "--difficulty",
            "--code",
            "--daily",
            "--window",
            "--taps",
        ]
        for _ in self.ticks(seconds):
            if self.rng.below(2):
                code = "-".join(self.pick(words) for _ in range(5 + self.rng.below(4)))
                argv = ["--code", code]
            else:
                argv = []
                for _ in range(1 + self.rng.below(4)):
                    argv += [self.pick(flags), self.pick(words)]
            # never open a window: the game's entry is replaced by a check of what it got
            import quiver.cli as cli

            real = cli.launch_game
            cli.launch_game = lambda options: 0
            try:
                self.cli("argument", argv)
            finally:
                cli.launch_game = real

    # -- saves, then the game headless -------------------------------------------------------
    def saves(self, seconds: float) -> None:
        env = dict(
            os.environ,
            SDL_VIDEODRIVER="dummy",
            QUIVER_NO_GL="1",
            QUIVER_SMOKE_SECONDS="1",
            SDL_AUDIODRIVER="dummy",
        )
        script = (
            "import sys; from quiver.app import App; import pygame\n"
            "app = App(sound=False); app.open_window(); app.to_menu()\n"
            "m = app.top; getattr(m, sys.argv[1])()\n"
            "sys.exit(app.run_loop())\n"
        )
        for _ in self.ticks(seconds):
            home = tempfile.mkdtemp(dir=self.tmp)
            progress = {
                "schema": self.pick([1, 1, 1, 10**400, "1"]),
                "campaign": {
                    self.pick(["2d", "3d", "flat", "4d"]): {
                        "current": self.pick(HUGE),
                        "levels": {
                            str(self.pick([1, 2, 10**30, -3])): {
                                "stars": self.pick(HUGE),
                                "best_time_s": self.pick(HUGE),
                            }
                        },
                    }
                },
                "daily": {
                    "2026-11-30": {
                        k: self.pick(HUGE) for k in ("won", "mistakes", "time_s", "hints", "stars")
                    }
                },
            }
            try:
                text = json.dumps(progress)
            except (ValueError, OverflowError):
                continue
            with open(os.path.join(home, "progress.json"), "w") as f:
                f.write(text)
            with open(os.path.join(home, "settings.json"), "w") as f:
                f.write(json.dumps({"schema": 1, "volume": self.pick(HUGE), "hearts": self.pick(HUGE)}))
            with open(os.path.join(home, "kept_puzzle.json"), "w") as f:
                f.write(self.kept())
            action = self.pick(["play_continue", "play_daily", "open_levels", "open_daily"])
            self.cases["save"] = self.cases.get("save", 0) + 1
            t = time.monotonic()
            p = subprocess.run(
                [sys.executable, "-c", script, action],
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=120,
                env=dict(env, QUIVER_HOME=home),
            )
            self.judge("save", [action, text[:80]], p.returncode, p.stderr, time.monotonic() - t)

    def kept(self) -> str:
        """A hostile kept_puzzle.json (s328: one whose puzzle did not read was deleted, no copy)."""
        puzzle = {
            "code": self.pick([f"2d-heart-8x7-7-hard-3-{GEN}", "x", *HUGE]),
            "where": self.pick(
                ["level 2d 1", "daily 2d 2026-11-30", "free", "level 2d x", "level 2d 999", "", 5]
            ),
            "log": self.pick([[[0, 100]], [[self.pick(HUGE), self.pick(HUGE)]], "abc", [], *HUGE]),
            "hearts": self.pick(HUGE),
        }
        whole = self.pick(
            [{"schema": 2, "puzzles": [puzzle]}, {"schema": 1, **puzzle}, {"schema": 2, "puzzles": 5}]
        )
        try:
            return self.pick([json.dumps(whole), "", "{", "[]"])
        except (ValueError, OverflowError):
            return "{"

    # -- the largest legal boards, measured -----------------------------------------------
    def big(self) -> None:
        for name, make in (("a 7^3 cube in a 1600^3 box", _big_box), ("a full 64^3 cube", _cube64)):
            path = os.path.join(self.tmp, "big.json")
            with open(path, "w") as f:
                f.write(make())
            for argv in (["check", path], ["play", path]):
                env = dict(
                    os.environ,
                    SDL_VIDEODRIVER="offscreen",
                    QUIVER_SMOKE_SECONDS="2",
                    QUIVER_HOME=self.tmp,
                    SDL_AUDIODRIVER="dummy",
                )
                t = time.monotonic()
                p = subprocess.run(
                    ["/usr/bin/time", "-f", "%M", sys.executable, "-m", "quiver", *argv],
                    cwd=ROOT,
                    capture_output=True,
                    text=True,
                    timeout=300,
                    env=env,
                )
                took = time.monotonic() - t
                kb = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "?"
                print(f"  {argv[0]} {name}: exit {p.returncode}, {took:.1f} s, {kb} KB peak", flush=True)
                self.cases["big"] = self.cases.get("big", 0) + 1
                if p.returncode not in (0, 1) or "internal error" in p.stderr:
                    self.findings.append(f"big: {argv[0]} {name}: {p.stderr[-300:]}")


def _png(w, h, depth, ctype, filt, rng) -> bytes:
    def chunk(t, body):
        return struct.pack(">I", len(body)) + t + body + struct.pack(">I", zlib.crc32(t + body))

    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(ctype, 1)
    stride = (w * channels * depth + 7) // 8
    rows = min(h, max(1, 4_000_000 // max(1, stride)))  # keep the file small
    raw = b"".join(
        bytes([filt]) + bytes(rng.below(256) for _ in range(min(stride, 64))) + bytes(max(0, stride - 64))
        for _ in range(rows)
    )
    body = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 0))
    if ctype == 3:
        body += chunk(b"PLTE", bytes(range(48)))
    return b"\x89PNG\r\n\x1a\n" + body + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def _big_box() -> str:
    from quiver.engine.codec import dump_board
    from quiver.game.code import PuzzleSpec, generate_board

    obj = json.loads(dump_board(generate_board(PuzzleSpec.parse(f"3d-cube-7x7x7-69-hard-1-{GEN}"))))
    obj["size"] = [1600, 1600, 1600]
    return json.dumps(obj)


def _cube64() -> str:
    n = 64
    arrows = []
    for y in range(n):
        for z in range(n):
            for x0 in range(0, n, 4):
                seg = [[x0 + i, y, z] for i in range(4)]
                arrows.append(
                    {"cells": seg, "dir": "+x"} if x0 >= n // 2 else {"cells": seg[::-1], "dir": "-x"}
                )
    cells = [[x, y, z] for x in range(n) for y in range(n) for z in range(n)]
    return json.dumps(
        {"format": "quiver-board/1", "mode": "3d", "size": [n, n, n], "cells": cells, "arrows": arrows},
        separators=(",", ":"),
    )


def run_all(minutes: float, seed: int, big: bool = True) -> int:
    r = Run(seed, minutes)
    share = minutes * 60
    if big:
        print("largest legal boards:", flush=True)
        r.big()
    for part, frac in ((r.boards, 0.35), (r.pngs, 0.2), (r.arguments, 0.15), (r.saves, 0.3)):
        part(share * frac)  # each stage runs at least one case
        print(f"{part.__name__}: {r.cases}", flush=True)
    shutil.rmtree(r.tmp, ignore_errors=True)
    print(f"cases: {r.cases}")
    print(f"findings: {len(r.findings)}")
    for f in r.findings[:50]:
        print("  " + f)
    return 1 if r.findings else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--no-big", action="store_true", help="skip the largest legal boards (minutes of their own)"
    )
    a = ap.parse_args()
    sys.exit(run_all(a.minutes, a.seed, big=not a.no_big))
