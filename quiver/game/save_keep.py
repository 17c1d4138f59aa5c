"""The entries of a save file this Quiver does not understand, kept for the next save.

A newer Quiver adds entries to progress.json or settings.json (progress's ``"lessons"``
was one, a level's ``"best_score"`` another); an older Quiver that rewrote the file from
what it understood dropped them, and the newer one found its data gone. :func:`kept`
puts them back into what is about to be saved, unchanged (quiver.game.storage.save_json
calls it with the file as it is). What a save understands is named by `Known`: the
top-level keys, or, by dotted path with ``*`` for any key, the keys of each mapping it
reads whole (a level's record); a mapping it does not name (the levels by number) keeps
only what it read, so an entry that makes no sense is still dropped (and said:
quiver.game.save_mends). Standard library only.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping
from typing import Any

__all__ = ["Known", "kept", "top_keys"]

# the top-level keys a save understands, or {dotted path ("" the top, "*" any key): its keys}
Known = Collection[str] | Mapping[str, Collection[str]]


def top_keys(known: Known | None) -> Collection[str]:
    """The top-level keys `known` names: a mapping's "" entry, a collection itself;
    none for None (a caller that names nothing)."""
    if known is None:
        return ()
    if isinstance(known, Mapping):
        return known.get("", ())
    return known


def kept(old: Any, new: Any, known: Known) -> Any:
    """`new` with the entries of `old` (the file as it is) that `known` does not name put
    back where they were, unchanged; `new`'s own win. Non-mappings: `new` as it is."""
    paths = known if isinstance(known, Mapping) else {"": known}

    def names(path: tuple[str, ...]) -> Collection[str] | None:
        for pattern, keys in paths.items():
            parts = pattern.split(".") if pattern else []
            if len(parts) == len(path) and all(p in ("*", k) for p, k in zip(parts, path, strict=True)):
                return keys
        return None

    def walk(o: Any, n: Any, path: tuple[str, ...]) -> Any:
        if not isinstance(o, dict) or not isinstance(n, dict):
            return n
        out = {k: walk(o.get(k), v, (*path, str(k))) for k, v in n.items()}
        understood = names(path)
        if understood is not None:
            out.update((k, v) for k, v in o.items() if k not in understood and k not in n and _writable(v))
        return out

    return walk(old, new, ())


def _writable(value: Any) -> bool:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return False
    return True
