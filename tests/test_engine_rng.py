"""The PRNG: SplitMix64 reference outputs, stable sub-streams, derived methods."""

from __future__ import annotations

import pytest

from quiver.engine import Rng

MASK = (1 << 64) - 1


def reference_splitmix64(seed, count):
    """Sebastiano Vigna's splitmix64.c, transcribed."""
    x, out = seed, []
    for _ in range(count):
        x = (x + 0x9E3779B97F4A7C15) & MASK
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        out.append(z ^ (z >> 31))
    return out


def take(rng, n):
    return [rng.next_u64() for _ in range(n)]


def test_pinned_reference_outputs():
    assert take(Rng(0), 3) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert take(Rng(42), 3) == [0xBDD732262FEB6E95, 0x28EFE333B266F103, 0x47526757130F9F52]


def test_matches_the_reference_algorithm_for_many_seeds():
    for seed in (0, 1, 42, 2**32 + 5, 2**63 - 1, MASK):
        assert take(Rng(seed), 200) == reference_splitmix64(seed, 200)


def test_streams_are_pinned_independent_and_do_not_move_the_parent():
    # pinned: any change here changes every generated puzzle (bump the generator version)
    assert take(Rng(7).stream("bodies"), 3) == [0x0C14FFB810A9686E, 0x5E12478F8018D873, 0x9FC85E6614EE0643]
    parent = Rng(7)
    a, b = parent.stream("bodies"), parent.stream("heads")
    assert take(parent, 5) == take(Rng(7), 5)
    sa, sb = take(a, 50), take(b, 50)
    assert sa != sb and not set(sa) & set(sb)
    assert take(Rng(7).stream("bodies"), 50) == sa
    assert take(Rng(8).stream("bodies"), 50) != sa
    assert take(Rng(7).stream(3), 5) == take(Rng(7).stream(3), 5)
    assert take(Rng(7).stream(3), 5) != take(Rng(7).stream(4), 5)


def test_derived_methods_are_pinned_and_in_range():
    r = Rng(7)
    assert [r.below(10) for _ in range(10)] == [7, 4, 6, 3, 4, 5, 8, 2, 5, 5]
    assert Rng(7).random() == 0.3898297483912715
    r = Rng(123)
    for _ in range(2000):
        assert 0 <= r.below(7) < 7
        assert 3 <= r.between(3, 5) <= 5
        assert 0.0 <= r.random() < 1.0
    counts = [0] * 5
    for _ in range(5000):
        counts[r.below(5)] += 1
    assert min(counts) > 850  # about 1000 each
    seq = list(range(20))
    Rng(5).shuffle(seq)
    assert sorted(seq) == list(range(20)) and seq != list(range(20))
    again = list(range(20))
    Rng(5).shuffle(again)
    assert again == seq
    assert Rng(9).choice("abc") == Rng(9).choice("abc")
    assert all(Rng(s).weighted([0, 0, 1, 0]) == 2 for s in range(20))


def _unxorshift(z, s):
    x = z
    for _ in range(64 // s + 1):
        x = z ^ (x >> s)
    return x


def _unmix64(y):
    """The state whose SplitMix64 output is y (mix64 is a bijection)."""
    y = _unxorshift(y, 31)
    y = y * pow(0x94D049BB133111EB, -1, 1 << 64) & MASK
    y = _unxorshift(y, 27)
    y = y * pow(0xBF58476D1CE4E5B9, -1, 1 << 64) & MASK
    return _unxorshift(y, 30)


def reference_below(outputs, n):
    limit = (1 << 64) - (1 << 64) % n
    for k, x in enumerate(outputs):
        if x < limit:
            return x % n, k + 1
    raise AssertionError("the reference ran out of outputs")


def test_the_native_path_gives_the_same_numbers():
    """rng.NATIVE: the compiled module keeps the state as a native signed 64-bit int
    (i64), the pure module as one int. Both must give every number of the reference:
    this runs the path of the module imported (the native one where the compiled
    modules are built, tests/test_compiled.py runs the pure one beside it); an i64 is
    a plain int interpreted, which never wraps, so the native path runs compiled only."""
    from quiver.engine import rng as rng_module

    # the signed halves join into the unsigned constants less 2**64
    for hi, lo, unsigned in (
        (rng_module._GOLDEN_HI, rng_module._GOLDEN_LO, rng_module.GOLDEN),
        (rng_module._MUL_A_HI, rng_module._MUL_A_LO, 0xBF58476D1CE4E5B9),
        (rng_module._MUL_B_HI, rng_module._MUL_B_LO, 0x94D049BB133111EB),
    ):
        assert 0 <= lo < 2**32 and (hi << 32) | lo == unsigned - (1 << 64)
    for native in (rng_module.NATIVE,):
        for seed in (0, 1, 42, 2**32 + 5, 2**48 - 1, 2**63 - 1, MASK):
            assert take(Rng(seed), 100) == reference_splitmix64(seed, 100)
            ref = reference_splitmix64(seed, 400)
            r = Rng(seed)
            assert [r.random() for _ in range(100)] == [(x >> 11) / (1 << 53) for x in ref[:100]]
            used = 100
            for n in (
                1,
                2,
                3,
                7,
                10,
                255,
                256,
                65536,
                65537,
                3 * 2**27 + 1,
                2**30 - 1,
                2**30,
                2**40 + 3,
                2**64,
            ):
                want, k = reference_below(ref[used:], n)
                assert r.below(n) == want, (native, seed, n)
                used += k
            # the state carried on from the draws: a stream taken now is the one of that state
            assert take(r.stream("x"), 3) == take(Rng(_state_after(seed, used)).stream("x"), 3)
        # a draw in the refused top of the range: the next one is taken, as the big-int test does
        for n, k in ((3 * 2**27 + 1, 5), (2**30 - 1, 0), (10, 1), (2**40 + 3, 7)):
            seed = (_unmix64(MASK - k) - 0x9E3779B97F4A7C15) & MASK
            ref = reference_splitmix64(seed, 3)
            assert ref[0] == MASK - k
            assert Rng(seed).below(n) == reference_below(ref, n)[0], (native, n)
        assert take(Rng(7).stream("bodies"), 3) == [
            0x0C14FFB810A9686E,
            0x5E12478F8018D873,
            0x9FC85E6614EE0643,
        ]
        parent = Rng(7)
        parent.random()
        child = parent.stream(3)
        assert take(child, 2) == take(
            Rng(rng_module.mix64(_state_after(7, 1) ^ rng_module.mix64(3 + 0x9E3779B97F4A7C15))), 2
        )


def _state_after(seed, draws):
    return (seed + draws * 0x9E3779B97F4A7C15) & MASK


# 1 + 2**-53 rounds back to 1.0 (ties to even): added one at a time, the two tiny weights
# vanish; Python 3.12's compensated sum() keeps them (1 + 2**-52).
_TINY = (1.0, 2.0**-53, 2.0**-53)


def test_plain_sum_adds_left_to_right_with_a_rounding_each_step():
    from quiver.engine.rng import plain_sum

    assert plain_sum(_TINY) == 1.0
    assert plain_sum(iter([0.1, 0.2, 0.3])) == (0.1 + 0.2) + 0.3
    assert plain_sum([]) == 0.0


class _TopOfRange(Rng):
    def random(self) -> float:
        return 1.0 - 2.0**-53  # the largest value random() returns


@pytest.mark.pure_only  # a compiled Rng cannot be subclassed; test_compiled.py holds compiled == pure
def test_a_weighted_draw_is_the_same_on_every_python():
    """The draw at the top of the unit range: with a compensated total (sum() on Python
    3.12 and later) it passed the first weight and drew index 1; the generator's bodies
    and picks draw this way, so boards differed between Python versions."""
    assert _TopOfRange(1).weighted(list(_TINY)) == 0


# Every sum() in the engine and the generator adds ints (exact on every Python); a float
# total that steers a board goes through plain_sum. A new sum() is listed here once its
# terms are known to be ints.
INT_SUMS = {
    "board.py": ["sum(len(a) for a in self.arrows)"],
    "measures.py": [
        "sum(1 for i in board.alive if locks[i] is not None)",
        "sum(1 for i in board.alive if rays2[i] is not None)",
        "sum(lengths)",
        "sum(1 for i in board.alive if board.locks[i] is not None)",
        "sum(1 for i in board.alive if board.rays2[i] is not None)",
    ],
    "rotating_rounds.py": [
        "sum(1 << i for i in board.alive)",
        "sum(1 for i in board.alive if i in board.turns)",
    ],
    "rotating.py": [
        "sum(1 << i for i in turns)",
        "sum(1 << j for j in {owner[c] for c in ray if owner[c] >= 0})",
        "sum(mask >> j & 1 for j in way)",
        "sum(1 << i for i in alive)",
        "sum(1 for j in way if j in alive)",
    ],
    "player.py": ["sum(d == 1 for d in dists)"],
    "pockets.py": ["sum(1 for _, y, _ in walks[x] if y in cells and y not in seen)"],
    "rethread.py": ["sum(1 for _, y, _ in walks[x] if y in cells and y not in seen)"],
    "merges.py": ["sum(1 for _, x, _ in walks[self.body[k][-1]] if x == tail)"],
    "finish.py": ["sum(1 for _, y, _ in walks[x] if y in free and y not in taken)"],
    "holes.py": ["sum(1 for y in s.nbrs[x] if y in free)", "sum(1 for i in backs if i < s.first_strand)"],
    "shape_space.py": ["sum(len(space) for space, _, _ in _SPACES.values())"],
    "mend_run.py": ["sum(run - gates.MAX_SINGLE_RUN for _, run in _runs(rounds))"],
    "free_order.py": [
        "sum(1 for a, d in zip(s.arrows, s.dirs, strict=True) if not ray_or_wall(rays, space, a[-1], d))"
    ],
}


def test_the_engine_and_generator_sum_only_ints():
    """Python 3.12 made sum() of floats compensated: a float total there would make boards
    differ between versions (as Rng.weighted's did). Each sum() call must be a known int sum."""
    import ast
    from pathlib import Path

    import quiver

    root = Path(quiver.__file__).parent
    found: dict[str, list[str]] = {}
    for path in sorted([*(root / "engine").glob("*.py"), *(root / "generator").glob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum":
                found.setdefault(path.name, []).append(ast.unparse(node))
    known = {f: {ast.unparse(ast.parse(c, mode="eval").body) for c in calls} for f, calls in INT_SUMS.items()}
    unknown = {f: sorted(set(calls) - known.get(f, set())) for f, calls in found.items()}
    unknown = {f: calls for f, calls in unknown.items() if calls}
    assert not unknown, f"sum() of what? use rng.plain_sum for floats, or list an int sum here: {unknown}"
