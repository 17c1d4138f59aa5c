"""One game instance for the two-instances test (run as a subprocess): the real App under
SDL's offscreen driver, pointed at a leaderboard server through its Settings.

    python tests/leaderboard_instance.py SERVER NAME play|look MISTAKES [PNG]

play: clear today's daily by clicks (MISTAKES blocked taps first), wait until the run has
left the queue. Both: open the Daily screen, wait for the shared board, print it as
JSON (and save the window as PNG)."""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("QUIVER_NO_GL", "1")

import pygame

from quiver.app import App
from quiver.game.daily import today_utc


class Clock:
    t = 1000.0

    def __call__(self):
        return self.t


def main(server: str, name: str, action: str, mistakes: int, png: str | None) -> int:
    clock = Clock()
    app = App(clock=clock, sound=False, realtime=False, today=today_utc)
    app.open_window()
    app.to_menu()

    start_real, start_game = time.monotonic(), clock.t
    # the server's clock runs this many times real time (QUIVER_TEST_CLOCK_RATE, set by the
    # test for `quiver serve` and for this process)
    rate = float(os.environ.get("QUIVER_TEST_CLOCK_RATE") or 1)

    def run(frames=1):
        """Frames of 1/60 s; never ahead of the server's clock, as the server times a daily
        run from its attempt's start by that clock (a run longer than that is refused)."""
        for _ in range(frames):
            clock.t += 1 / 60
            app.step()
            ahead = (clock.t - start_game) / rate - (time.monotonic() - start_real)
            if ahead > 0:
                time.sleep(ahead)

    def until(cond, waiting_for: str, seconds=20.0):
        end = time.monotonic() + seconds
        while not cond():
            if time.monotonic() > end:
                lb = app.midend.leaderboard
                raise SystemExit(
                    f"timed out in {action} waiting for {waiting_for} (refusal: {lb.last_refusal})"
                )
            run()
            time.sleep(0.01)

    def click(pos):
        for t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if t == pygame.MOUSEMOTION else {"button": 1}
            pygame.event.post(pygame.event.Event(t, pos=pos, **extra))
            run()
        run(6)  # 0.15 s between taps, as a quick player

    app.midend.change_setting("leaderboard_server", server)
    app.midend.change_setting("leaderboard_name", name)
    run(2)
    if action == "play":
        from quiver.scenes.play2d import Play2DScene
        from quiver.scenes.result import ResultScene

        app.flow.daily()
        until(lambda: isinstance(app.top, Play2DScene), "the puzzle")
        play = app.top
        board = play.board
        for _ in range(mistakes):
            click(play.arrow_pixel(next(i for i in sorted(board.alive) if not board.can_escape(i))))
            until(lambda: not play.anims, "the bounce")
        for i in board.solution:
            if i in board.alive:
                click(play.arrow_pixel(i))
        until(lambda: isinstance(app.top, ResultScene), "the result card")
        until(
            lambda: app.midend.leaderboard.pending() == 0 and app.midend.leaderboard.last_result is not None,
            "the run to be sent",
        )
        app.to_menu()
    from quiver.scenes.daily import DailyScene

    app.push(DailyScene(app.ports))
    day = today_utc().isoformat()
    until(lambda: (s := app.midend.leaderboard.board(day)) is not None and s.status == "ok", "the board")
    run(3)
    if png:
        app.render(force=True, capture=True)
        pygame.image.save(app._captured, png)
    state = app.midend.leaderboard.board(day)
    print(json.dumps({"board": state.data, "me": app.midend.leaderboard.my_id()}))
    app.close()
    return 0


if __name__ == "__main__":
    a = sys.argv[1:]
    sys.exit(main(a[0], a[1], a[2], int(a[3]), a[4] if len(a) > 4 else None))
