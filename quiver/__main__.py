"""`python -m quiver`, and the entry point of the bundled game (quiver.spec, PyInstaller):
there the game's executable also serves as its own generation worker, started with
`--quiver-worker TASK` (quiver/game/worker.py), answered here before the CLI loads."""

import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--quiver-worker"] and len(sys.argv) == 3:
        from quiver.game.worker import WORKER_ARG, worker_main

        assert sys.argv[1] == WORKER_ARG
        sys.exit(worker_main(sys.argv[2]))
    from quiver.cli import main

    sys.exit(main())
