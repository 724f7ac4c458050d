"""How far the expert's choice falls short of what its own search would choose with many worlds.

For each position (a decision of a first hand, as ``python -m ai.bench`` chooses them:
``ai.speed_probe.positions``) the search is run once with ``--reference`` worlds and no pruning:
its mean reward per candidate is the yardstick. Then, for each pruning setting, the search at
``--budget`` seconds (one process, as one of the program's workers searches) chooses, ``--repeats``
times with other seeds, and the regret of a choice is the yardstick's best mean less the
yardstick's mean of the action chosen (points of the search's reward, ``ai.playout.outcome``).
Basic's regret is that of the default choice. Lower is better; 0 is the reference's own choice.

This measures how well the search spends its deals, not whether its reward is the right one:
the open-hand gap (``python -m ai.arena gap``) measures that.

    python scripts/search_regret.py clubs --positions 100 --jobs 2
    python scripts/search_regret.py king --setting first=4,1,16 --setting mid=8,1.5,32
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ai import expert
from ai.game_ai import Pruning
from ai.speed_probe import positions

# The first pruning (after 4 worlds at one standard error; Kalooki's still) and the later one.
SETTINGS = {"first": Pruning(4, 1.0, 16), "later": Pruning(16, 2.0, 64)}
NO_PRUNING = Pruning(10**9, 0.0, 10**9)


@dataclass
class Row:
    """One position: its phase, how many candidates, basic's regret, and per setting each
    repeat's (regret, worlds, seconds)."""

    phase: str
    candidates: int
    basic: float
    runs: dict[str, list[tuple[float, int, float]]] = field(default_factory=dict)


def weigh(
    game_id: str, k: int, state: Any, reference: int, budget: float, repeats: int, settings: dict[str, Pruning]
) -> Row | None:
    """The regrets at one position, or None where the search has a single candidate."""
    view = state.view(state.to_act)
    legal = state.legal_actions()
    cands, basic = expert.candidates(game_id, view, legal, 7)
    if len(cands) < 2:
        return None
    ref = expert.search(game_id, view, legal, 10_000 + k, None, reference, cands, basic, prune=NO_PRUNING)
    means = {i: ref.totals[i] / ref.visits[i] for i in cands}
    best = max(means.values())
    row = Row(getattr(state, "phase", "?"), len(cands), best - means[basic])
    for name, setting in settings.items():
        for rep in range(repeats):
            t = time.perf_counter()
            result = expert.search(game_id, view, legal, 100 * k + rep, budget, None, cands, basic, prune=setting)
            chosen = expert.best_index(result)
            row.runs.setdefault(name, []).append((best - means[chosen], result.worlds, time.perf_counter() - t))
    return row


def table(rows: Sequence[Row], names: Sequence[str]) -> str:
    """Mean regret per phase and setting, with the median worlds and seconds of a search."""
    lines = ["| phase | positions | basic | " + " | ".join(f"{n}: regret, worlds, ms" for n in names) + " |"]
    lines.append("|---" * (3 + len(names)) + "|")
    for phase in [*sorted({r.phase for r in rows}), "all"]:
        rs = [r for r in rows if phase in ("all", r.phase)]
        cells = [phase, str(len(rs)), f"{statistics.mean(r.basic for r in rs):.3f}"]
        for n in names:
            runs = [x for r in rs for x in r.runs[n]]
            regret = statistics.mean(x[0] for x in runs)
            worlds = statistics.median(x[1] for x in runs)
            ms = 1000 * statistics.median(x[2] for x in runs)
            cells.append(f"{regret:.3f}, {worlds:.0f}, {ms:.0f}")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _setting(text: str) -> tuple[str, Pruning]:
    name, _, values = text.partition("=")
    after, z, zero = values.split(",")
    return name, Pruning(int(after), float(z), int(zero))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument(
        "--positions", type=int, default=80, help="positions tried (those with one candidate are left out)"
    )
    parser.add_argument("--reference", type=int, default=1000, help="worlds of the unpruned reference search")
    parser.add_argument("--budget", type=float, default=expert.DEFAULT_BUDGET, help="seconds of each search")
    parser.add_argument("--repeats", type=int, default=2, help="searches per position and setting")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--setting",
        action="append",
        type=_setting,
        help="NAME=AFTER,Z,ZERO_AFTER, as ai.game_ai.Pruning (default: the first and the later pruning)",
    )
    args = parser.parse_args(argv)
    settings = dict(args.setting) if args.setting else dict(SETTINGS)
    states = positions(args.game, args.positions)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [
            pool.submit(weigh, args.game, k, s, args.reference, args.budget, args.repeats, settings)
            for k, s in enumerate(states)
        ]
        rows = [r for r in (f.result() for f in futures) if r is not None]
    print(
        f"{args.game}: {len(rows)} positions with a choice, reference {args.reference} worlds, {args.budget} s a search"
    )
    print(table(rows, list(settings)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
