"""The Custom panel by the arrow keys (a pad's D-pad) alone: every control reaches every
other. s176's Up / Down on screen left the choices' column (Mode, Difficulty, Size, the
arrow count) out of reach at 480x360 from "Play this puzzle", where the panel opens, and
from the buttons and shapes beside it: Up went to the shapes, Left stopped at the row's
end, only Tab got there. Left and Right at a row's end now go to the nearest control that
way on screen, a fresh press only: a held key does not turn the choice it lands on (s185).
Through the app's real loop (no window)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

from quiver.render2d.widgets import Button, Segmented, Slider

pygame = pytest.importorskip("pygame")

# (s176's 480x360 and the widest in the fast tier; the two between, a second of CPU, in the slow)
SIZES = [
    (480, 360),
    *(pytest.param(s, marks=pytest.mark.slow) for s in [(640, 480), (800, 600)]),
    (1280, 800),
]


def key(app, k: int, repeat: bool = False) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, repeat=repeat)
    if not repeat:
        post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app)


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def panel(monkeypatch, tmp_path, request):
    with app_maker(monkeypatch, tmp_path, window=False, size=request.param) as make:
        app = make()
        key(app, pygame.K_c)
        assert app.top.custom
        yield app, app.top


def moves(app, menu, at: int) -> set[int]:
    """Where the arrows take the focus from control `at`, each pressed afresh until the
    focus goes (a row of shapes at a time, a choice to its end; not the Mode choice's
    Left / Right, which lays the panel out anew), what they turned set back."""
    keys = [pygame.K_UP, pygame.K_DOWN]
    w = menu.focus_order[at]
    if w is not menu.mode_seg:
        keys += [pygame.K_LEFT, pygame.K_RIGHT]
    out = set()
    for k in keys:
        menu._set_focus(at)
        before = (getattr(w, "index", None), getattr(w, "value", None), menu.grid.index)
        for _ in range(12):
            key(app, k)
            if menu.focus != at:
                break
        out.add(menu.focus)
        if isinstance(w, Segmented) and w.index != before[0]:
            w.set(before[0])
        if isinstance(w, Slider) and w.value != before[1]:
            w.value = before[1]
        if menu.grid.index != before[2]:
            menu.choice.select_shape(before[2])
    return out


def test_every_control_reaches_every_other_by_the_arrows(panel):
    app, menu = panel
    n = len(menu.focus_order)
    where = {at: moves(app, menu, at) for at in range(n)}
    for start in range(n):
        seen, todo = {start}, [start]
        while todo:
            for to in where[todo.pop()] - seen:
                seen.add(to)
                todo.append(to)
        names = [getattr(menu.focus_order[k], "label", type(menu.focus_order[k]).__name__) for k in range(n)]
        assert seen == set(range(n)), f"from {names[start]}: never {[names[k] for k in set(range(n)) - seen]}"


def test_a_held_left_stops_on_the_choice_it_crosses_to(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        key(app, pygame.K_c)
        menu = app.top
        menu._set_focus(menu.focus_order.index(menu.random_btn))  # in the column beside the choices
        values = [getattr(w, "index", getattr(w, "value", None)) for w in menu.focus_order]
        key(app, pygame.K_LEFT)
        assert not isinstance(menu.focus_order[menu.focus], Button)  # crossed, onto a choice
        for _ in range(4):
            key(app, pygame.K_LEFT, repeat=True)
        assert [getattr(w, "index", getattr(w, "value", None)) for w in menu.focus_order] == values
