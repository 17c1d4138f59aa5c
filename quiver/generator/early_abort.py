"""Part of quiver-gen/7 (issue 26, the cube 17 tail; `build.EARLY_ABORT`): give up a
hard build mid-construction when the peel rounds its finished board would probably
have already hold a run of single rounds past the gate near the outside, and build
again at once, keeping what came before the run, instead of paying for the rest of
the construction, the free-arrow pass, the judge and the repairs of a build that
breaks the single-round gate anyway. A predictor, not a proof: boards built with it
differ from quiver-gen/6's (docs/measurements.md, "Giving up a doomed build early").

Why no exact test (cube 17 hard, pure, the failing builds of seeds 8, 47 and 69):
the arrows of the early runs (rounds 15-35) are laid in the first 7-20% of the
construction, but arrows that end in rounds 2 to the run's last keep coming up to
77-88% of it, and half the arrows that leave in round 1 (most of them turned by the
free-arrow pass, which sets every round) are laid in the second half; the pass's count
of turns is known only once the construction ends. So no earlier point fixes the run.

The projection, as arrows are placed (`Watch.placed`): an arrow whose ray leaves at
once, or whose tail faces straight out of the shape while the free-arrow pass's turns
(`want` less the arrows free so far) are not used up, leaves in round 1 (as
`finish.set_free` turns the first such arrows in clear order); any other in round 1 +
the deepest round on its ray. Every STEP arrows up to the first UNTIL, rounds 2 up to
MARGIN under the deepest projected are looked at: RUN rounds in a row holding one arrow
each give the build up (`Doomed`).
"""

from __future__ import annotations

from typing import Final

from .state import BuildState
from .tables import ray_at, ray_or_wall

WAIST_MARGIN: Final = 3  # rounds rebuilt before a run of single rounds (build.py too)
RUN: Final = 4  # single rounds in a row that give a build up (the gate allows 3)
MARGIN: Final = 40  # rounds under the deepest projected that are looked at
STEP: Final = 25  # arrows placed between looks
UNTIL: Final = 500  # no look after this many arrows (a cube 17 has about 980)


class Doomed(Exception):
    """A build given up: `kept` is what the next try keeps (as kept.before_the_waist)."""

    def __init__(self, kept: list[tuple[list[int], int, int]]) -> None:
        super().__init__("a run of single rounds is projected")
        self.kept = kept


class Watch:
    """The projected peel round of every arrow placed on `s`, in clear order."""

    def __init__(self, s: BuildState, want: int, margin: int) -> None:
        self.s = s
        self.want = want  # free arrows the free-arrow pass aims for
        self.margin = margin  # rounds before a run that the next try rebuilds too
        self.rounds: list[int] = []  # projected round of each arrow
        self.sizes: list[int] = [0]  # arrows per projected round
        self.taken = 0  # arrows projected free at the start (free, or to be turned)
        # arrows replayed from an earlier build (its part before its run): no look
        # until past them (they came before that build's run; projected alone, without
        # the arrows left out, they gave up retries that then built afresh)
        self.replayed = 0

    def placed(self, i: int) -> None:
        """Arrow i was just placed; raises Doomed when it dooms the build."""
        if i >= UNTIL:  # no look after UNTIL arrows, so nothing reads their rounds
            return
        if i != len(self.rounds):  # a pocket cut put an arrow in between (pockets._cut)
            self.rounds, self.sizes, self.taken = [], [0], 0
            for j in range(i):  # (rare: projected again in clear order)
                self._project(j)
        self._project(i)
        placed = i + 1
        if placed % STEP == 0 and self.replayed < placed <= UNTIL:
            start = self._run_start()
            if start:
                raise Doomed(kept_below(self.s, self.s.placed(), start - self.margin))

    def _project(self, i: int) -> None:
        """Arrow i's projected round (arrows 0..i-1 projected)."""
        s = self.s
        body, d = s.arrows[i], s.dirs[i]
        ray = ray_at(s.ray_t, s.space, body[-1], d)
        if not ray or (self.taken < self.want and _tail_out(s, body)):
            self.taken += 1
            level = 1
        else:
            rounds, owner = self.rounds, s.owner
            level = 0
            for c in ray:  # (a loop: no list per arrow)
                r = rounds[owner[c]]
                if r > level:
                    level = r
            level += 1
        self.rounds.append(level)
        sizes = self.sizes
        while len(sizes) <= level:
            sizes.append(0)
        sizes[level] = sizes[level] + 1  # not +=: see run_free._lower

    def _run_start(self) -> int:
        """The first round of the first run of RUN single rounds from round 2 up to MARGIN
        under the deepest; 0 if none."""
        run = 0
        for k in range(2, len(self.sizes) - MARGIN):
            run = run + 1 if self.sizes[k] == 1 else 0
            if run >= RUN:
                return k - run + 1
        return 0


def kept_below(
    s: BuildState, arrows: list[tuple[list[int], int, int]], cut: int
) -> list[tuple[list[int], int, int]]:
    """The arrows of `arrows` (body, direction, level as built) at a level under `cut`,
    each only if its ray crosses kept arrows alone, so the kept list is a clear order by
    itself (what a retry keeps: kept.before_the_waist, and a build given up here)."""
    kept: list[tuple[list[int], int, int]] = []
    covered: set[int] = set()
    for body, d, level in arrows:
        if level < cut and all(c in covered for c in ray_at(s.ray_t, s.space, body[-1], d)):
            kept.append((body, d, level))
            covered.update(body)
    return kept


def _tail_out(s: BuildState, body: list[int]) -> bool:
    """Whether the arrow `body`'s tail faces straight out of the shape (as set_free asks)."""
    tail = body[0]
    for _, y, u in s.walks[body[1]]:
        if y == tail:
            return u in s.head_dirs[tail] and ray_or_wall(s.ray_t, s.space, tail, u) == ()
    return False
