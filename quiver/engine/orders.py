"""Whether a clearing order of plain arrows holds, read from the rays: the loop of
`Board._clears_plain`, here so that it is compiled (ADR 0010; board.py stays
interpreted). The generator checks the solution of every board it makes: interpreted,
the walk over a 3D cube 17's rays was most of that check."""

from __future__ import annotations


def rays_meet_earlier(rays: tuple[tuple[int, ...], ...], owner: tuple[int, ...], rank: list[int]) -> bool:
    """True if every arrow's ray meets only arrows ranked before it (`owner`: each
    cell's arrow at the start, -1 for none; `rank`: each arrow's step in the order)."""
    for i, ray in enumerate(rays):
        r = rank[i]
        for c in ray:
            o = owner[c]
            if o >= 0 and rank[o] > r:
                return False
    return True
