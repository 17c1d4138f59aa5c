"""The entries of a save file this Quiver does not understand, kept for the next save.

A newer Quiver adds top-level entries to progress.json or settings.json (progress's
``"lessons"`` was one); an older Quiver that rewrote the file from what it understood
dropped them, and the newer one found its data gone. :func:`unknown_entries` picks them
out of the file as it is, for quiver.game.storage.save_json to write back unchanged.
Standard library only.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

__all__ = ["unknown_entries"]


def unknown_entries(data: Any, known: Collection[str]) -> dict[str, Any]:
    """The top-level entries of a save's ``data`` whose keys are not in ``known``, each
    with a value JSON can write back (a NaN or 1e400 read from the file cannot be)."""
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if k not in known and _writable(v)}


def _writable(value: Any) -> bool:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return False
    return True
