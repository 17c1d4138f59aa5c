"""The campaign's size table: the cell count of every campaign shape at every edge.

    python tools/campaign_sizes.py            # check quiver/game/campaign_sizes.py
    python tools/campaign_sizes.py --write    # rewrite it from the shape library

`level_plan` picks each level's size by cell count; making every shape at every edge
to count its cells took about 3.4 s (2D) and 2.4 s (3D) of CPU on the first call, so the
counts are written down once. A shape or edge the table lacks is counted as before
(quiver/game/campaign_plan.py, `_sizes`); tests/test_campaign_sizes.py checks the table.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quiver.game import campaign_plan

TABLE = ROOT / "quiver" / "game" / "campaign_sizes.py"

HEADER = '''"""Cell counts of the campaign's shapes at its edges, written by tools/campaign_sizes.py.

SIZES[mode][shape]: the counts at each edge of campaign_plan._EDGES[mode] in order, 0 where
the shape cannot be made at that edge. Read by campaign_plan._sizes; checked against the
shape library by tests/test_campaign_sizes.py.
"""

# ruff: noqa: E501
'''


def table() -> dict[str, dict[str, list[int]]]:
    out: dict[str, dict[str, list[int]]] = {}
    for mode, edges in campaign_plan._EDGES.items():
        out[str(mode)] = {}
        for shape in campaign_plan.campaign_shapes(mode):
            counts = dict(campaign_plan._count_sizes(mode, shape))
            out[str(mode)][shape] = [counts.get(edge, 0) for edge in edges]
    return out


def render(data: dict[str, dict[str, list[int]]]) -> str:
    lines = [HEADER, "SIZES: dict[str, dict[str, str]] = {"]
    for mode, shapes in data.items():
        lines.append(f'    "{mode}": {{')
        for shape, counts in sorted(shapes.items()):
            lines.append(f'        "{shape}": "{" ".join(map(str, counts))}",')
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--write", action="store_true", help="rewrite the table")
    args = parser.parse_args()
    text = render(table())
    if args.write:
        TABLE.write_text(text)
        print(f"wrote {TABLE}")
        return 0
    same = TABLE.exists() and TABLE.read_text() == text
    print("the campaign size table is current" if same else "the campaign size table is OUT OF DATE: --write")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
