"""Ctrl+C while the `quiver` command is still loading (stranger round s86: in the first
0.2 s, before main() runs, it printed Python's traceback of the import it stopped).

Imported first by quiver/cli.py (the standard library aside), this puts a hook in front
of Python's: an interrupt that nothing caught is said as the one line main() says for
one (`quiver: interrupted`); anything else goes to the hook that was there. Python then
ends the process as SIGINT does (a shell reports 130). Standard library only.
"""

from __future__ import annotations

import sys
from types import TracebackType

__all__ = ["INTERRUPTED"]

INTERRUPTED = "quiver: interrupted\n"  # main()'s line (quiver/logs.py's form)


def _hook(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None, *, before=sys.excepthook
) -> None:
    if not issubclass(kind, KeyboardInterrupt):
        before(kind, value, tb)
        return
    try:
        if sys.stderr is not None:
            sys.stderr.write(INTERRUPTED)
            sys.stderr.flush()
    except (OSError, ValueError):  # a closed stderr: the status says it
        pass


if getattr(sys.excepthook, "__module__", None) != __name__:
    sys.excepthook = _hook
