"""Board hashes: proof that a speed-up leaves the generator's boards byte-identical.

    python tools/board_hashes.py            # check every case against the stored hashes
    python tools/board_hashes.py --fast     # only the fast tier (what the quick test runs)
    python tools/board_hashes.py --write    # record the hashes of this generator version

Each case is a puzzle spec (every mode, difficulty and special-arrow choice, several
shapes, sizes and seeds); its hash is the SHA-256 of the board file `dump_board` writes
(cells, arrows, solution, params and measured metrics), so any change to what the
generator makes, down to a metric's last digit, changes it. The hashes are stored per
generator version in tests/board_hashes.json: a change that is meant to change
the boards comes with a new version and `--write`; a speed-up must pass as it is.
tests/test_board_hashes.py runs the fast tier, and the full set as a `slow` test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine.codec import dump_board
from quiver.engine.spec import PuzzleSpec
from quiver.generator import generate
from quiver.generator.version import GENERATOR_VERSION

STORE = Path(__file__).resolve().parent.parent / "tests" / "board_hashes.json"

DIFFICULTIES = ("easy", "medium", "hard")
# (amount, kinds): plain, the default kinds, each kind alone, all three
SPECIALS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("none", ()),
    ("some", ()),
    ("many", ("locks",)),
    ("some", ("two-headed",)),
    ("many", ("rotating",)),
    ("some", ("locks", "two-headed", "rotating")),
)
# (mode, shape, size, arrows or None): small boards for the fast tier
FAST_SHAPES: tuple[tuple[str, str, tuple[int, ...], int | None], ...] = (
    ("2d", "rect", (8, 9), None),
    ("2d", "heart", (12, 11), None),
    ("2d", "rect", (16, 20), 65),
    ("3d", "cube", (4,), None),
    ("3d", "sphere", (8,), None),
    ("flat", "cube", (4,), None),
    ("flat", "stairs", (4,), None),
)
# more shapes and sizes for the full set (every special choice, difficulty, two seeds)
FULL_SHAPES: tuple[tuple[str, str, tuple[int, ...], int | None], ...] = (
    *FAST_SHAPES,
    ("2d", "star", (14, 14), None),
    ("2d", "ring", (18, 18), None),
    ("2d", "cat", (20, 20), None),
    ("2d", "rect", (24, 10), 40),
    ("3d", "torus", (9,), None),
    ("3d", "pyramid", (8,), None),
    ("flat", "tower", (6,), None),
    ("flat", "ziggurat", (7,), None),
)
# a few bigger plain boards (the bench sizes), hard, two seeds
BIG: tuple[tuple[str, str, tuple[int, ...], int | None], ...] = (
    ("2d", "rect", (40, 40), None),
    ("2d", "rect", (64, 64), None),
    ("3d", "cube", (17,), None),
    ("3d", "sphere", (17,), None),
    ("flat", "cube", (12,), None),
)


def fast_cases() -> list[PuzzleSpec]:
    """About 60 small boards: every mode, difficulty and special choice, in rotation."""
    out = []
    for k, (mode, shape, size, arrows) in enumerate(FAST_SHAPES):
        for j, difficulty in enumerate(DIFFICULTIES):
            amount, kinds = SPECIALS[(k + j) % len(SPECIALS)]
            for seed in (k, 100 + j):
                out.append(PuzzleSpec(mode, shape, size, arrows, difficulty, seed, amount, kinds))
        out.append(PuzzleSpec(mode, shape, size, arrows, "hard", 7, "none"))
    return out


def full_cases() -> list[PuzzleSpec]:
    """The fast tier plus every shape x difficulty x special choice, and the big sizes."""
    out = fast_cases()
    for mode, shape, size, arrows in FULL_SHAPES:
        for difficulty in DIFFICULTIES:
            for amount, kinds in SPECIALS:
                out.append(PuzzleSpec(mode, shape, size, arrows, difficulty, 11, amount, kinds))
    for mode, shape, size, arrows in BIG:
        for seed in (0, 1):
            out.append(PuzzleSpec(mode, shape, size, arrows, "hard", seed))
    return out


def key(spec: PuzzleSpec) -> str:
    kinds = "+".join(spec.special_kinds)
    size = "x".join(map(str, spec.size)) if isinstance(spec.size, tuple) else str(spec.size)
    return (
        f"{spec.mode}-{spec.shape}-{size}-{spec.arrows or 'default'}-{spec.difficulty}"
        f"-{spec.seed}-{spec.specials}{'-' + kinds if kinds else ''}"
    )


def board_hash(spec: PuzzleSpec) -> str:
    return hashlib.sha256(dump_board(generate(spec)).encode()).hexdigest()[:20]


def hashes(cases: list[PuzzleSpec]) -> dict[str, str]:
    out: dict[str, str] = {}
    for spec in cases:
        out.setdefault(key(spec), board_hash(spec))
    return out


def stored() -> dict[str, str] | None:
    """The stored hashes of this generator version, or None if none are recorded."""
    if not STORE.exists():
        return None
    versions: dict[str, dict[str, str]] = json.loads(STORE.read_text())
    return versions.get(GENERATOR_VERSION)


def differences(cases: list[PuzzleSpec]) -> list[str]:
    """One line per case whose board differs from the stored one (or has none stored)."""
    want = stored()
    if want is None:
        return [f"no hashes stored for {GENERATOR_VERSION}: run tools/board_hashes.py --write"]
    got = hashes(cases)
    return [f"{k}: {h} (stored {want.get(k, 'nothing')})" for k, h in got.items() if want.get(k) != h]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--fast", action="store_true", help="only the fast tier")
    parser.add_argument("--write", action="store_true", help="record this version's hashes")
    args = parser.parse_args()
    cases = fast_cases() if args.fast else full_cases()
    t = time.process_time()
    if args.write:
        versions = json.loads(STORE.read_text()) if STORE.exists() else {}
        versions[GENERATOR_VERSION] = hashes(full_cases())
        STORE.write_text(json.dumps(versions, indent=1, sort_keys=True) + "\n")
        print(f"{len(versions[GENERATOR_VERSION])} hashes of {GENERATOR_VERSION} written to {STORE}")
        return 0
    bad = differences(cases)
    for line in bad:
        print(line)
    print(
        f"{len(cases) - len(bad)} of {len(cases)} boards identical to {GENERATOR_VERSION}'s stored ones "
        f"({time.process_time() - t:.1f} s CPU)"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
