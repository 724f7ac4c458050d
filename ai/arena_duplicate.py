"""Two or more players compared on the same deals, as duplicate bridge compares pairs.

``python -m ai.arena duplicate --game king --seat0 expert:0.2,ismcts:0.2 --hands 100 --jobs 2``

Each deal ``d`` is the first hand of a match dealt from ``deal_seed(S, d)`` (the arena's own deal
seeds), played once per level named in ``--seat0``, to the end of that hand (the arena's
:func:`ai.arena.play_match` with a hand cap of 1): seat 0 by that level, the other seats by
``--others`` (basic) with the same seeds each time. The unit is one hand, not a whole match: a
play's score is seat 0's score at the end of the hand. For each level after the first, the mean
paired difference from the first level over the deals, with a bootstrap 95% interval over the
deals (in a game where a lower score is better, a negative difference is the better one).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import games

from .arena import MatchResult, MatchTask, deal_seed, player_seed, run, seat_player
from .arena_gap import checked_table, hand_arguments
from .arena_report import percentile

BOOTSTRAP_RESAMPLES = 2000


def duplicate_tasks(
    game_id: str, players: int, seat0: Sequence[str], others: str, hands: int, seed: int
) -> list[MatchTask]:
    """For each deal, one play per level of ``seat0`` at seat 0 (``others`` elsewhere), one hand each."""
    out: list[MatchTask] = []
    for d in range(hands):
        for level in seat0:
            out.append(
                MatchTask(
                    game_id=game_id,
                    players=players,
                    seat_levels=(level,) + (others,) * (players - 1),
                    seed=deal_seed(seed, d),
                    player_seeds=tuple(player_seed(seed, d, s) for s in range(players)),
                    options={},
                    hand_cap=1,
                    index=len(out),
                )
            )
    return out


def mean_interval_bootstrap(
    values: Sequence[float], resamples: int = BOOTSTRAP_RESAMPLES, seed: int = 0
) -> tuple[float, float, float]:
    """The mean of ``values`` (paired differences, one per deal or position) and its bootstrap 95%
    percentile interval, resampling the values."""
    n = len(values)
    rng = random.Random(seed)
    means = [sum(values[rng.randrange(n)] for _ in range(n)) / n for _ in range(resamples)]
    return statistics.fmean(values), percentile(means, 0.025), percentile(means, 0.975)


@dataclass
class Comparison:
    """Seat 0's scores per deal (one column per level) over the deals every play finished."""

    levels: list[str]
    rows: list[tuple[int, ...]]
    think_ms: dict[str, tuple[float, float]]  # level -> (median, p95) of seat 0's decisions
    errors: list[str]

    def means(self) -> list[float]:
        return [statistics.fmean(r[k] for r in self.rows) for k in range(len(self.levels))] if self.rows else []

    def difference(self, k: int, resamples: int = BOOTSTRAP_RESAMPLES, seed: int = 0) -> tuple[float, float, float]:
        """Level ``k`` less the first: the mean paired difference and its bootstrap 95% interval."""
        return mean_interval_bootstrap([r[k] - r[0] for r in self.rows], resamples, seed)

    def to_json(self) -> dict[str, Any]:
        diffs = {}
        for k in range(1, len(self.levels)):
            mean, lo, hi = self.difference(k) if self.rows else (0.0, 0.0, 0.0)
            diffs[self.levels[k]] = {"mean": round(mean, 4), "ci": [round(lo, 4), round(hi, 4)]}
        return {
            "unit": "hand",
            "deals": len(self.rows),
            "levels": self.levels,
            "means": [round(m, 4) for m in self.means()],
            "difference_from_first": diffs,
            "think_ms": {k: {"median": round(m, 3), "p95": round(p, 3)} for k, (m, p) in self.think_ms.items()},
            "errors": len(self.errors),
            "scores": [list(r) for r in self.rows],  # per deal, one per level, for pairing across runs
        }


def compare(levels: Sequence[str], results: Sequence[MatchResult]) -> Comparison:
    """The comparison from the results of :func:`duplicate_tasks`, in task order."""
    errors = [r.error for r in results if r.error]
    times: dict[str, list[float]] = {level: [] for level in levels}
    rows: list[tuple[int, ...]] = []
    width = len(levels)
    for k in range(0, len(results), width):
        plays = results[k : k + width]
        for level, r in zip(levels, plays, strict=True):
            times[level].extend(r.think_ms[0] if r.think_ms else [])
        if not any(r.error for r in plays):
            rows.append(tuple(r.scores[0] for r in plays))
    think = {level: (statistics.median(ts) if ts else 0.0, percentile(ts, 0.95)) for level, ts in times.items()}
    return Comparison(list(levels), rows, think, errors)


def report(game: games.Game[Any], args: argparse.Namespace, c: Comparison, seconds: float) -> str:
    better = " (penalties: lower is better)" if game.lower_is_better else ""
    lines = [
        f"{game.title}, {args.players} players, {len(c.rows)} hands (the first hand of a match from each "
        f"deal seed, not whole matches), seed {args.seed}, other seats {args.others}, {args.jobs} jobs, "
        f"{seconds:.0f} s",
        "",
        f"mean score of seat 0{better}:",
    ]
    means = c.means()
    for k, level in enumerate(c.levels):
        median, p95 = c.think_ms[level]
        shown = f"{means[k]:9.2f}" if means else "        -"
        lines.append(f"  {level:<16} {shown}   think median {median:8.2f} ms   p95 {p95:8.2f} ms")
    if c.rows:
        lines.append("")
        for k in range(1, len(c.levels)):
            mean, lo, hi = c.difference(k)
            lines.append(f"{c.levels[k]} - {c.levels[0]}: {mean:+.2f} per hand  95% CI [{lo:+.2f}, {hi:+.2f}]")
    if c.errors:
        lines.append(f"{len(c.errors)} plays stopped by a player's or the engine's error (their deals left out)")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m ai.arena duplicate",
        description=(
            "Seat 0 played by each of two or more levels on the same seeded deals (the first hand "
            "of a match each), the other seats alike: the mean score of each and the paired "
            "difference from the first, with a bootstrap 95%% interval over the deals."
        ),
    )
    hand_arguments(parser, "deals, each played once per level (default 60)")
    parser.add_argument("--seat0", required=True, help="comma-separated levels for seat 0, the first the reference")
    parser.add_argument("--others", default="basic", help="the level of every other seat (default basic)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    game = checked_table(parser, args)
    levels = [s.strip() for s in args.seat0.split(",") if s.strip()]
    if len(levels) < 2:
        parser.error("--seat0 must name at least two levels")
    for level in [*levels, args.others]:
        try:
            seat_player(level, args.game, 0)
        except (ValueError, LookupError) as exc:
            parser.error(str(exc))
    start = time.perf_counter()
    tasks = duplicate_tasks(args.game, args.players, levels, args.others, args.hands, args.seed)
    c = compare(levels, run(tasks, max(1, args.jobs)))
    for e in c.errors:
        print(e, file=sys.stderr)
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "seed": args.seed, **c.to_json()}))
    else:
        print(report(game, args, c, time.perf_counter() - start))
    return 1 if c.errors else 0
