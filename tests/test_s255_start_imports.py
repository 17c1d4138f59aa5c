"""The game's start does not load the construction (s255): `quiver --version` and the
menu's first frame read the generator's version and arrow-count limits (version.py,
counts.py), and quiver.generator's names are imported when first asked for, so neither
brings in generator/build.py and the two dozen modules under it (about 5 ms of the
first frame's CPU, 11 ms of `--version`'s: docs/measurements.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# the `quiver` command stopped after its first menu frame (as bench/startup.py runs it),
# then the generator's modules it had imported
FIRST_FRAME = """
import json, sys
import quiver.app as A
import quiver.cli as C
seen = []
render = A.App.render
def first_render(self, *args, **kw):
    render(self, *args, **kw)
    if not seen:
        seen.append(sorted(m for m in sys.modules if m.startswith("quiver.generator")))
def one_frame(self):
    self.step()
    self.close()
    return 0
A.App.render, A.App.run_loop = first_render, one_frame
C.main([])
print(json.dumps(seen[0]))
"""
VERSION = """
import contextlib, io, json, sys
import quiver.cli as C
with contextlib.redirect_stdout(io.StringIO()) as out:
    C.main(["--version"])
assert "quiver-gen/" in out.getvalue(), out.getvalue()
print(json.dumps(sorted(m for m in sys.modules if m.startswith("quiver.generator"))))
"""


def _generator_modules(code: str, home: Path) -> list[str]:
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        QUIVER_HOME=str(home),
        QUIVER_LESSONS="0",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    argv = [sys.executable, "-c", code]
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow  # (a fresh interpreter each: 0.3 s)
@pytest.mark.parametrize("code", [FIRST_FRAME, VERSION], ids=["first-menu-frame", "version"])
def test_the_start_reads_the_generator_without_loading_the_construction(code, tmp_path):
    loaded = _generator_modules(code, tmp_path / "home")
    assert "quiver.generator.build" not in loaded, loaded
    assert not {"quiver.generator.construct", "quiver.generator.fairness"} & set(loaded), loaded


def test_the_generators_names_still_come_when_asked():
    """The lazy package attributes give the same objects as their modules."""
    import quiver.generator as generator
    from quiver.generator import build, gates, spec, version

    assert generator.generate is build.generate
    assert generator.GENERATOR_VERSION == version.GENERATOR_VERSION
    assert generator.PuzzleSpec is spec.PuzzleSpec and generator.gates is gates
    assert all(hasattr(generator, name) for name in generator.__all__)
    with pytest.raises(AttributeError):
        _ = generator.no_such_name
