"""The campaign's table of picks: which candidate the search keeps for each level.

    python tools/campaign_picks.py [--levels 300] [--jobs N]   # rewrite the table
    python tools/campaign_picks.py --check 2d:1,15,150          # compare levels with the search

`campaign.level_board` searches a level's candidates (several boards, 0.2-0.5 s a level
pure) for the one nearest the level's target. The search is deterministic, so what it
keeps is written down once: quiver/game/campaign_picks.py holds, per mode and level, the
kept candidate's difficulty and number, for the generator version that made it. The game
then builds that one board (the same code, so the same board); with another generator
version, or beyond the table, it searches as before. Rerun this after a change to the
generator, the campaign's plan or its search (bench/campaign_curve.py runs the search).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quiver.engine.modes import MODES
from quiver.game import campaign, campaign_plan, campaign_search
from quiver.generator.version import GENERATOR_VERSION

TABLE = ROOT / "quiver" / "game" / "campaign_picks.py"
HEADER = '''"""Which candidate the campaign's search keeps for each level (tools/campaign_picks.py).

PICKS[mode]: for levels 1, 2, ... in order, the kept candidate's difficulty letter (easy,
medium, hard) and number k (its seed is campaign_search.level_seed(mode, level, k)). Valid only
for the generator version GENERATOR; campaign.level_board searches otherwise.
"""
'''


def pick(args: tuple[str, int]) -> str:
    """The search's choice for one level, as a letter and a candidate number."""
    mode, level = args
    plan = campaign_plan.level_plan(mode, level)
    code, _ = campaign_search.search_level(mode, level, plan)
    k = next(k for k in range(1000) if campaign_search.level_seed(mode, level, k) == code.seed)
    if campaign_search.candidate_code(mode, level, plan, code.difficulty, code.seed) != code:
        raise SystemExit(f"{mode} level {level}: the kept code cannot be rebuilt from its pick")
    return f"{str(code.difficulty)[0]}{k}"


def render(picks: dict[str, list[str]]) -> str:
    lines = [HEADER, f'GENERATOR = "{GENERATOR_VERSION}"', "PICKS: dict[str, str] = {"]
    for mode, row in picks.items():
        lines.append(f'    "{mode}": (')
        for i in range(0, len(row), 20):
            lines.append(f'        "{" ".join(row[i : i + 20])} "')
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def check(spec: str) -> int:
    mode, _, levels = spec.partition(":")
    bad = 0
    for level in map(int, levels.split(",")):
        plan = campaign_plan.level_plan(mode, level)
        searched = campaign_search.search_level(mode, level, plan)[0]
        picked = campaign._picked(mode, level, plan)
        same = picked == searched
        bad += not same
        print(f"{mode} level {level}: {'same' if same else f'DIFFERS: {picked} against {searched}'}")
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--levels", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--check", metavar="MODE:L1,L2", help="compare these levels' picks with the search")
    args = parser.parse_args()
    if args.check:
        return check(args.check)
    work = [(str(mode), level) for mode in MODES for level in range(1, args.levels + 1)]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        done = list(pool.map(pick, work, chunksize=10))
    picks: dict[str, list[str]] = {}
    for (mode, _), p in zip(work, done, strict=True):
        picks.setdefault(mode, []).append(p)
    TABLE.write_text(render(picks))
    print(f"wrote the picks of {len(work)} levels ({GENERATOR_VERSION}) to {TABLE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
