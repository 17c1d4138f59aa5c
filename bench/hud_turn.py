"""The 3D and Flat-3D play HUD over a held key's turn: how many times it is drawn and the
CPU a turn frame takes (median, through the game's own loop in a headless GL window), with
something on the layer that follows the view and so draws the layer whole each frame:
Tab's focus brackets on a lit head ("tab"), or the assist "Show free arrows I can see"
("free"). "plain": nothing lit (the HUD is not drawn as the view turns).

    PYTHONPATH=$PWD python bench/hud_turn.py [--sizes 800x600 1920x1080] [--frames 60] [--smoke]

Per case: the mode's hard seed-1 cube 4, the Right arrow key held `--frames` frames. Figures:
HUD draws over those frames, the median CPU of the scene's layer draw (`scene.draw`) and of
the whole frame (`App.step` + finish; on a software GL it is mostly the shading). A layer
drawn whole puts the HUD's bars back as last drawn where nothing they show changed
(scenes/hudbars2d.py, s215; s204 for the 2D pan). --smoke: 10 frames at 640x480, 3D only
(tests/test_bench_smoke.py: the bench still runs).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

CASES = ("plain", "tab", "free")


def turn(app, mode: str, case: str, frames: int) -> dict:
    import pygame
    from _common import play_scene, step_frames

    from quiver.render2d.hud import Hud

    scene, _board, _built = play_scene(app, mode, "cube", "4")
    app.midend.settings.show_free = case == "free"
    step_frames(app, 20)
    if case == "tab":
        tab = {"key": pygame.K_TAB, "mod": 0, "unicode": "\t", "scancode": 0}
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **tab))
        step_frames(app, 5)
    draws, layer, whole = [0], [], []
    draw, scene_draw = Hud.draw, type(scene).draw

    def counted(self, *a, **k):
        draws[0] += 1
        return draw(self, *a, **k)

    def timed(self, surface):
        t = time.process_time()
        try:
            return scene_draw(self, surface)
        finally:
            layer.append(time.process_time() - t)

    Hud.draw, type(scene).draw = counted, timed
    try:
        key = {"key": pygame.K_RIGHT, "mod": 0, "unicode": "", "scancode": 0}
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **key))
        step_frames(app)
        draws[0], layer[:] = 0, []
        for _ in range(frames):
            t = time.process_time()
            step_frames(app)
            whole.append(time.process_time() - t)
        got = {"hud draws": draws[0], "layer ms": 1000 * statistics.median(layer or [0.0])}
        got["frame ms"] = 1000 * statistics.median(whole)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, **key))
        step_frames(app, 2)
        return got
    finally:
        Hud.draw, type(scene).draw = draw, scene_draw
        app.midend.settings.show_free = False
        app.pop()


def main() -> None:
    from _common import frame_bench_args, frame_bench_parser, menu_apps

    args = frame_bench_args(frame_bench_parser(__doc__, ["800x600", "1920x1080"], 60, smoke_frames=10))
    for size, app in menu_apps(args.sizes):
        for mode in args.modes:
            for case in CASES:
                got = turn(app, mode, case, args.frames)
                print(
                    f"{size:>9} {mode:>4} {case:>5}: HUD drawn {got['hud draws']:>3} times in "
                    f"{args.frames} frames, layer {got['layer ms']:.2f} ms, "
                    f"frame {got['frame ms']:.2f} ms CPU (medians)"
                )
    if args.smoke:
        print(f"smoke run: figures from {args.frames} frames")
    os.sys.stdout.flush()


if __name__ == "__main__":
    main()
