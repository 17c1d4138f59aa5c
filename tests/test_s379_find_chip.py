"""s379 (s376's mouse pass): in 3D and Flat 3D the keyboard's Tab turns the view to an
arrow out of sight for nothing; a mouse player's one way was Hint, which costs a star. The
"N left" chip is a control there: a click (a tap) turns the view to the next arrow left
whose head does not show (Tab's own turn, keypick3d), no hint spent; it is drawn as a
button, lit under the pointer, with a tip saying what a click does. In 2D it is no
control (every arrow lies on the board): a click there does nothing."""

from __future__ import annotations

import pytest
from gl_helpers import play_scene
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")


def _laid(scene):
    """`scene`'s HUD laid out and drawn once (its top bar planned); the arrows chip."""
    from quiver.render2d import hudfind

    surface = pygame.Surface(scene.size, pygame.SRCALPHA)
    scene.hud.draw(surface, scene.hud_info())
    return hudfind.rect(scene.hud)


def _click(scene, pos) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        scene.handle_event(pygame.event.Event(kind, pos=pos, **extra))


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_click_on_n_left_turns_to_an_arrow_out_of_sight_for_nothing(monkeypatch, mode):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.keypick3d import shown_heads

    code = f"{mode}-cube-4x4x4-8-hard-2-g{GV}" if mode == "flat" else f"3d-cube-4x4x4-20-hard-2-g{GV}"
    scene = play_scene(code, (800, 600))
    chip = _laid(scene)
    assert chip is not None, "no arrows chip to click"
    shown = {h.arrow for h in shown_heads(scene.ctl)}
    assert set(scene.board.alive) - shown, "(the premise: some arrow left is out of sight)"
    assert scene.hud.hit(chip.center) == "find"
    before = scene.ctl.camera.angles()
    _click(scene, chip.center)
    lit = scene.keys.lit
    assert lit is not None and lit.arrow not in shown and scene.ctl.hint is None
    assert scene.session.hints_used == 0 and scene.session.moves == 0
    for _ in range(200):  # the turn runs its course
        scene.ctl.update(1 / 30)
        scene.keys.update()
    assert scene.ctl.camera.angles() != before
    assert lit.arrow in {h.arrow for h in shown_heads(scene.ctl)}  # it shows now


def test_the_chip_reads_as_a_control_under_the_pointer(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.render2d import drawn, hudfind

    scene = play_scene(f"3d-cube-4x4x4-20-hard-2-g{GV}", (1024, 768))
    chip = _laid(scene)
    assert chip is not None
    scene.hud.set_hover(chip.center)
    assert scene.hud.hover == hudfind.FIND
    surface = pygame.Surface(scene.size, pygame.SRCALPHA)
    with drawn.recording() as seen:
        scene.hud.draw(surface, scene.hud_info())
        tips = hudfind.tip(surface, scene.hud)
    assert surface.get_at(chip.move(0, 0).midleft)[:3] != (0, 0, 0)
    assert surface.get_at((chip.x + chip.w // 4, chip.y + 6))[:3] == (255, 255, 255)  # lit
    words = [i for i in seen.of(drawn.TEXT) if i.label == hudfind.TIP]
    assert tips and words and tips[0].contains(words[0].rect)
    assert surface.get_rect().contains(tips[0]) and tips[0].top >= scene.hud.top_h
    scene.hud.set_hover((2, scene.size[1] // 2))
    assert hudfind.tip(surface, scene.hud) == []


def test_in_2d_the_chip_is_no_control(monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.render2d import hudfind
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout((800, 600))
    info = HudInfo(3, 3, 5, 25, 7, 2, "c", "Level 1  \u2022  Heart", score=0)
    hud.top_bar(info)
    assert hudfind.rect(hud) is None
    left = next(c for c in hud.top_bar(info).chips if c.label == "left")
    assert hud.hit(left.rect.center) is None and not hud.set_hover(left.rect.center)


def test_the_flat_out_of_sight_toast_names_the_chip():
    from quiver.scenes.unseen_flat import words

    assert words(1)[0].endswith("or click \u201c1 left\u201d") and "click" not in words(1)[1]
