"""Toasts at a bigger "Size of menus" (s380): where a page scrolls (s374) its places are cut
to the window or gone, and three long toasts stood in the default place over the Custom
panel's choices (1280x720 at 200%: 94 problems of tools/layout.py --toasts); they keep off
its buttons now, a queue's card over its title, in a print grown with the menus, the others
waiting their turn. Daily's waited at 800x600 (none shown); a first meeting over the Flat 3D
board grew to 44 px and covered 11% of it at 1280x800. (Scrolled, a page's toasts stand
where they stood unscrolled, in the window: tests/test_s389_scroll_leftovers.py.)"""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from layout_helpers import toasted_screens  # noqa: E402

from quiver.scenes.toast_cards import COMPACT, compact_prints, queue_prints  # noqa: E402


def _toasts_over(size, scale, names):
    """What tools/layout.py --toasts finds over the screens `names` at `size` and `scale`,
    and each one's toasts shown (a queue shows one at least)."""
    found, shown = [], {}
    for name, app, _drawn, lines in toasted_screens(size, scale, names):
        found += [f"{name}: {line}" for line in lines]
        shown[name] = len(app.toasts._shown())
    return found, shown


@pytest.mark.slow
@pytest.mark.parametrize(
    "size,scale,names",
    [
        ((1280, 720), "2", {"custom"}),  # the panel scrolls: no free place left off its choices
        ((800, 600), "2", {"custom", "daily"}),  # Daily's toasts waited, none shown
        ((1280, 800), "2", {"metflat"}),  # a first meeting in 44 px over the board
    ],
    ids=lambda v: (
        f"{v[0]}x{v[1]}"
        if isinstance(v, tuple)
        else (f"at{v}" if isinstance(v, str) else "-".join(sorted(v)))
    ),
)
def test_toasts_keep_off_a_scrolling_page_at_a_bigger_size_of_menus(layout_home, size, scale, names):
    found, shown = _toasts_over(size, scale, names)
    assert found == []
    assert set(shown) == names and all(shown.values())  # (none waits where a queue shows one)


def test_a_queue_prints_bigger_at_a_bigger_size_of_menus_and_as_ever_at_auto():
    from types import SimpleNamespace

    assert queue_prints(SimpleNamespace(ui_scale="auto")) == compact_prints()
    assert queue_prints(None) == compact_prints()
    big = queue_prints(SimpleNamespace(ui_scale="2"))
    assert big[0] == 2 * COMPACT and big[-len(compact_prints()) :] == compact_prints()
    assert list(big) == sorted(big, reverse=True)
