#!/usr/bin/env python3
"""Run mypy (configured in pyproject.toml) and hold its errors to tools/mypy_baseline.txt,
file by file, until the baseline is empty (issue 13 item 9: zero errors).

A file with more errors than its baseline fails (a new finding); a file with fewer fails
too, asking for `--update`, so the baseline only ever shrinks. With an empty baseline this
is plain `mypy` with zero errors.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "tools" / "mypy_baseline.txt"
_ERROR = re.compile(r"^(?P<path>[^:\s]+\.py):\d+: error: ")


def count_errors(output: str) -> Counter[str]:
    """{file: number of errors} from mypy's text output."""
    return Counter(m["path"] for line in output.splitlines() if (m := _ERROR.match(line)))


def read_baseline(path: Path = BASELINE) -> Counter[str]:
    counts: Counter[str] = Counter()
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                n, name = line.split(maxsplit=1)
                counts[name] = int(n)
    return counts


def write_baseline(counts: Counter[str], path: Path = BASELINE) -> None:
    lines = ["# mypy errors still allowed per file (tools/mypy_ratchet.py); only ever shrinks"]
    lines += [f"{n} {name}" for name, n in sorted(counts.items())]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def compare(now: Counter[str], allowed: Counter[str]) -> list[str]:
    """One line per file whose count differs from the baseline."""
    out = []
    for name in sorted(set(now) | set(allowed)):
        if now[name] > allowed[name]:
            out.append(f"{name}: {now[name]} mypy errors, baseline {allowed[name]}: fix the new ones")
        elif now[name] < allowed[name]:
            out.append(
                f"{name}: {now[name]} mypy errors, baseline {allowed[name]}: "
                "run `python tools/mypy_ratchet.py --update` to lower the baseline"
            )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="rewrite the baseline from this run")
    args = parser.parse_args(argv)
    run = subprocess.run(
        [sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if run.returncode not in (0, 1):  # 2: mypy itself failed (bad config, crash)
        print(run.stdout + run.stderr, file=sys.stderr)
        return 2
    now = count_errors(run.stdout)
    if args.update:
        write_baseline(now)
        print(f"mypy baseline: {sum(now.values())} errors in {len(now)} files")
        return 0
    bad = compare(now, read_baseline())
    if bad:
        print(run.stdout, end="")
        for line in bad:
            print(f"mypy ratchet: {line}", file=sys.stderr)
        return 1
    print(f"mypy: {sum(now.values())} errors, as in the baseline ({BASELINE.name})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
