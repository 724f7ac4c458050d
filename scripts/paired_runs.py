"""Two runs of ``python -m ai.arena duplicate ... --json`` on the same deals, paired deal by deal.

A change to the expert (a model registered, a constant moved) is measured against the commit
before it: run the same duplicate command (the same ``--game``, ``--players``, ``--seed`` and
``--hands``: the same deal seeds) in a checkout of each, save each JSON, then

    python scripts/paired_runs.py before.json after.json --level expert:1:pool

prints the level's mean score in each run and the mean of (after less before) per deal, with a
bootstrap 95% interval over the deals, and how many deals changed.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ai.arena_duplicate import mean_interval_bootstrap


def column(run: dict[str, Any], level: str) -> list[int]:
    """Seat 0's score per deal of ``level`` in one run's JSON."""
    if level not in run["levels"]:
        raise SystemExit(f"{level!r} is not among the run's levels {run['levels']}")
    k = run["levels"].index(level)
    return [row[k] for row in run["scores"]]


def paired(before: Sequence[int], after: Sequence[int]) -> str:
    if len(before) != len(after):
        raise SystemExit(f"the runs have {len(before)} and {len(after)} deals: not the same deals")
    diffs = [b - a for a, b in zip(before, after, strict=True)]
    mean, lo, hi = mean_interval_bootstrap(diffs)
    changed = sum(1 for d in diffs if d)
    n = len(diffs)
    return (
        f"{n} deals: before {sum(before) / n:.2f}, after {sum(after) / n:.2f};"
        f" after less before {mean:+.2f} per hand, 95% CI [{lo:+.2f}, {hi:+.2f}]; {changed} deals changed"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--level", required=True, help="the level compared, as named in --seat0")
    args = parser.parse_args(argv)
    runs = [json.loads(p.read_text()) for p in (args.before, args.after)]
    print(paired(column(runs[0], args.level), column(runs[1], args.level)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
