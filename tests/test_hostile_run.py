"""tools/hostile_run.py runs its cases again (issue 27, L5: a hard-coded -g3 code stopped
it at its first stage, so the documented hostile run ran nothing). A short run, every
stage at least once, no findings."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_a_short_hostile_run_runs_every_stage_and_finds_nothing(tmp_path):
    p = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "hostile_run.py"),
            "--minutes",
            "0.05",  # each stage runs at least once whatever the time (the fuzzing: test_fuzz_cli & co)
            "--no-big",
            "--seed",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env=dict(os.environ, QUIVER_HOME=str(tmp_path)),
    )
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    cases = ast.literal_eval(next(ln for ln in p.stdout.splitlines() if ln.startswith("cases: "))[7:])
    assert set(cases) == {"board", "png", "argument", "save"} and all(n >= 1 for n in cases.values())
    assert "findings: 0" in p.stdout


def test_the_hostile_run_takes_its_codes_from_the_current_generator():
    text = (ROOT / "tools" / "hostile_run.py").read_text()
    assert "-g3" not in text and '"g3"' not in text
