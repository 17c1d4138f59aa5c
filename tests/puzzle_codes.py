"""Puzzle codes for tests, written for this copy's generator: a test that plays, checks or
builds a code takes its generator part (the ``-g8`` of ``2d-heart-16x14-40-hard-7-g8``
under quiver-gen/8) from GENERATOR_VERSION, so a new generator version does not break it
for no reason. A test ABOUT an older or newer generator's code writes that code out.
"""

from __future__ import annotations

import re

from quiver.engine.spec import PuzzleSpec
from quiver.game.code import current_generator

GV = str(current_generator())  # the number after a code's "g": "8" under quiver-gen/8
# The generator part of codes in golden traces (tests/journeys): a trace is written and
# compared with this in place of this generator's "-g<number>".
GOLDEN_MARK = "-g<gen>"
_THIS_GENERATOR = re.compile(rf"(?<=\d)-g{GV}(?![0-9])")


def code(base: str, specials: str = "") -> str:
    """The code `base` (a code without its generator part) as this generator writes it,
    with its special arrows' letters after: ``code("2d-heart-16x14-34-hard-7", "mr")`` is
    ``"2d-heart-16x14-34-hard-7-g8-mr"`` under quiver-gen/8. Only text is joined, so a
    test can write a code the parser refuses (a seed too big)."""
    return f"{base}-g{GV}" + (f"-{specials}" if specials else "")


def spec(base: str, specials: str = "") -> PuzzleSpec:
    """`code(base, specials)` parsed."""
    return PuzzleSpec.parse(code(base, specials))


def golden(text: str) -> str:
    """`text` with this generator's part of every code in it written as GOLDEN_MARK."""
    return _THIS_GENERATOR.sub(GOLDEN_MARK, text)
