"""The first Tab lights from the fixed looks alone, as before s260, and Tab's footprint
look (keypick3d_footprint) runs after it a slice a frame (keypick3d_look, s262): s260's
reach without its cost on the key press (a sphere 24's first Tab took 139 ms, 43 before).
Once the frames have run it, Tab's heads are s260's, in its order. No window: the
controllers, a frame being KeyPick3D.update."""

from __future__ import annotations

import pytest
from test_s235_tab_rays import _view
from test_s260_tab_footprint import VIEWS, _board

import quiver.scenes.keypick3d as kp
import quiver.scenes.keypick3d_look as look

FRAMES = 500  # more than any view here needs


@pytest.fixture
def feet(monkeypatch) -> list:
    """Each footprint look's heads, a list a call: the lit head's (keypick3d.CameraLooks.lit),
    the heads' whose rays a slice makes and those it walks (keypick3d_look)."""
    calls: list = []

    def counted(module, name):
        real = getattr(module, name)

        def call(view, wanted, *rest):
            calls.append(list(wanted))
            return real(view, wanted, *rest)

        monkeypatch.setattr(module, name, call)

    for module, name in ((kp, "footprint_found"), (look, "footprint_tries"), (look, "spread_found")):
        counted(module, name)
    return calls


def _keys(view: tuple) -> kp.KeyPick3D:
    shape, size, level, seed, yaw, pitch, zoom, _heads = view
    return kp.KeyPick3D(_view((640, 480), yaw, pitch, zoom, _board(shape, size, level, seed)))


class _Clock:
    """A slice's clock that reads each slice as 0.5 ms (its pace then its rays alone): on
    the real clock a loaded machine's slow slices asked for more frames than FRAMES (the
    first Tab's and the scene's tests, at load 8-14)."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.00025
        return self.now


@pytest.fixture(autouse=True)
def _fixed_clock(monkeypatch) -> None:
    monkeypatch.setattr(look, "time", _Clock())


def _frames(keys: kp.KeyPick3D) -> int:
    n = 0
    while keys.pending() and n < FRAMES:
        keys.update()
        n += 1
    return n


@pytest.mark.parametrize("view", VIEWS)
def test_the_first_tab_does_no_footprint_look_and_the_frames_do_it_all(feet, view):
    keys = _keys(view)
    first = keys.step(1)
    assert feet == []  # (the fixed looks alone: main's time)
    assert keys.pending()
    n = _frames(keys)
    assert 1 <= n < FRAMES and not keys.pending()
    assert n <= len(feet) <= n + 1  # (a slice a frame: some heads' rays made, or walked)
    assert keys.lit == first  # (found heads do not move the light)
    feet.clear()
    assert keys._heads() == kp.all_heads(keys.ctl)  # s260's heads, order and pixels
    found = {(h.arrow, dict(kp._ends(keys.ctl.board, h.arrow))[h.end]) for h in keys._heads()}
    assert set(view[-1]) <= found  # (the slivers s260 reached)


# (the fast tier slices finest, a few rays a slice, each head walked in the most pieces;
# the ten times larger slices in the slow one)
@pytest.mark.parametrize("budget", [1e-4, pytest.param(1e-3, marks=pytest.mark.slow)])
@pytest.mark.parametrize("view", VIEWS)
def test_small_slices_find_what_one_look_finds(view, budget):
    """Slices of a few rays (a head's walked in pieces) find s260's heads, at its pixels."""
    ctl = _keys(view).ctl
    heads = kp.shown_heads(ctl)
    n = 0
    while not heads.look.done:
        heads.look.work(budget)
        n += 1
    assert n > 2 and heads.look.heads == kp.all_heads(ctl)


def test_tab_before_the_look_is_done_goes_on_among_the_heads_known(feet):
    keys = _keys(VIEWS[0])
    known = [keys.step(1)]
    keys.update()  # (one slice)
    for _ in range(3):
        heads = list(keys._heads())
        lit = keys.step(1)
        assert heads.index(lit) == (heads.index(known[-1]) + 1) % len(heads)  # the next known one
        known.append(lit)
        keys.update()
    _frames(keys)
    assert [h for h in keys._heads() if h in known] == known[: len(set(known))]  # (in reading order)


def test_the_view_moved_drops_the_look_left(feet):
    keys = _keys(VIEWS[0])
    keys.step(1)
    keys.ctl.camera.set_angles(10, 10, home=False)
    assert not keys.pending()  # (no frames asked for a view gone)
    assert keys._shown is None and feet == []  # (a Tab looks afresh)


def test_mid_turn_the_lit_head_is_looked_for_without_its_footprint(feet, monkeypatch):
    keys = _keys(VIEWS[0])
    keys.step(1)
    _frames(keys)
    feet.clear()
    monkeypatch.setattr(type(keys.ctl.input), "busy", property(lambda _s: True))  # (a drag)
    for yaw in range(131, 160, 3):
        keys.ctl.camera.set_angles(yaw, -35, home=False)
        keys.update()
    assert feet == []  # (s260's look each frame of a drag the lit head hid: a few ms a frame)


@pytest.mark.parametrize("calm", [False, True])
def test_the_scene_asks_for_frames_till_the_look_is_done(monkeypatch, tmp_path, calm):
    """Frames while the look has heads left, reduced motion too (an idle loop sleeps
    else), and no picture drawn for them."""
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App
    from quiver.scenes.play3d import Play3DScene

    app = App((640, 480), window=False, sound=False, clock=lambda: 0.0)
    scene = Play3DScene(app.ports, _board("sphere", 12, "easy", 1), None, None, hearts=3)
    app.midend.settings.reduced_motion = calm
    scene.apply_settings(app.midend.settings)
    scene.ctl.camera.set_angles(130, -35, home=False)
    scene.ctl.camera.zoom = 0.7
    for _ in range(3):
        scene.update(1 / 60)
    assert not scene.animating()
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    assert scene.keys.pending() and scene.animating()
    scene._shown_key = scene.frame_key()
    assert not scene.needs_frame()  # (the look changes no picture)
    for _ in range(FRAMES):
        if not scene.animating():
            break
        scene.update(1 / 60)
    assert not scene.keys.pending() and not scene.animating()


@pytest.mark.parametrize("view", VIEWS)
def test_a_head_only_the_footprint_look_found_stays_lit_after_a_nudge(feet, view):
    """s260: Tab lit it, a turn of a fraction of a degree left it showing, and the light
    went to the nearest head the fixed looks found (s247's slip)."""
    keys = _keys(view)
    keys.step(1)
    _frames(keys)
    slivers = keys._shown[2].feet
    assert slivers
    while (keys.lit.arrow, keys.lit.end) not in slivers:
        keys.step(1)
    lit = keys.lit
    keys.ctl.camera.rotate_local(0.002, 0.0)
    keys.update()
    assert keys.lit.arrow == lit.arrow and keys.ctl.hover == lit.arrow


def test_with_no_head_known_tab_runs_the_look_at_once_before_it_turns_the_view(feet):
    """Where the fixed looks found none, the footprint look's heads are lit, not a turn to
    another arrow (s260's Tab lit them there)."""
    keys = _keys(VIEWS[0])
    keys._heads()
    found = keys._shown[2]
    found._found = [None for _f in found._found]  # (as if the fixed looks had found none)
    found.heads = found._order()
    known = keys.step(1)
    assert (known.arrow, known.end) in found.feet and not keys.ctl.camera.turning
