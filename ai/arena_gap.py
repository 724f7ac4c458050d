"""How much of the distance from basic to the open-hand search the expert closes (issue 22).

``python -m ai.arena gap --game king --budget 0.2 --hands 60 --jobs 2 [--json]``

Each deal ``d`` is the first hand of a match dealt from ``deal_seed(S, d)`` (the arena's own deal
seeds), played three times to the end of that hand, by the arena's :func:`ai.arena.play_match`
with a hand cap of 1: seat 0 played by ``basic``, by ``expert:B`` and by ``oracle:B`` (the same
search given the true deal, :mod:`ai.arena_oracle`), the other seats by ``basic`` with the same
seeds each time. The unit is one hand, not a whole match: a hand's score is seat 0's score at the
end of it, and a match won or lost does not enter. With the three means over the same deals,

    gap = oracle - basic,    closed = (expert - basic) / gap,

and the 95% interval of ``closed`` is a bootstrap over the deals (each resample takes whole deals,
the three plays of a deal together). In a game where a lower score is better the means are
penalties and the gap is negative; the fraction reads the same way.

The same plays are read a second way, **against the table**: seat 0's score less the other seats'
mean at the end of the hand, the search's own reward (:mod:`ai.expert`) and what a match is won
by. A point seat 0 takes from another seat counts there for more than one, a point all seats
lose for nothing; so the two fractions can differ, and both are printed.
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

from .arena import MatchResult, MatchTask, deal_seed, player_seed, run
from .arena_report import percentile
from .expert import pool_size, warm_up

BOOTSTRAP_RESAMPLES = 2000
ROLES = ("basic", "expert", "oracle")


def gap_tasks(
    game_id: str,
    players: int,
    budget: float,
    hands: int,
    seed: int,
    options: dict[str, Any] | None = None,
    pool: bool = False,
    hands_only: bool = False,
) -> list[MatchTask]:
    """For each deal, its three plays (basic, expert, oracle at seat 0, basic elsewhere), one hand
    each; with ``pool`` the expert and the oracle search on the program's worker pool; with
    ``hands_only`` the oracle sees every hand but not the order of what is still to be drawn."""
    tail = ":pool" if pool else ""
    oracle = f"oracle:{budget:g}{tail}" + (":hands" if hands_only else "")
    seat0 = {"basic": "basic", "expert": f"expert:{budget:g}{tail}", "oracle": oracle}
    out: list[MatchTask] = []
    for d in range(hands):
        for role in ROLES:
            out.append(
                MatchTask(
                    game_id=game_id,
                    players=players,
                    seat_levels=(seat0[role],) + ("basic",) * (players - 1),
                    seed=deal_seed(seed, d),
                    player_seeds=tuple(player_seed(seed, d, s) for s in range(players)),
                    options=dict(options or {}),
                    hand_cap=1,
                    index=len(out),
                )
            )
    return out


@dataclass
class Closing:
    """One reading of the three plays of each deal: the means, the gap, the expert's gain and the
    fraction closed, with their intervals."""

    means: dict[str, float]
    gap: float
    gap_ci: tuple[float, float]
    gain_ci: tuple[float, float]  # of expert - basic
    closed: float | None
    closed_ci: tuple[float, float] | None

    def to_json(self) -> dict[str, Any]:
        return {
            "means": {k: round(v, 4) for k, v in self.means.items()},
            "gap": round(self.gap, 4),
            "gap_ci": [round(x, 4) for x in self.gap_ci],
            "gain": round(self.means["expert"] - self.means["basic"], 4) if self.means else 0.0,
            "gain_ci": [round(x, 4) for x in self.gain_ci],
            "closed": None if self.closed is None else round(self.closed, 4),
            "closed_ci": None if self.closed_ci is None else [round(x, 4) for x in self.closed_ci],
        }

    def lines(self) -> list[str]:
        """The gap, the gain and the fraction closed, a line each."""
        out = [f"gap (oracle - basic): {self.gap:.2f}  95% CI [{self.gap_ci[0]:.2f}, {self.gap_ci[1]:.2f}]"]
        if self.means:
            gain = self.means["expert"] - self.means["basic"]
            out.append(f"gain (expert - basic): {gain:.2f}  95% CI [{self.gain_ci[0]:.2f}, {self.gain_ci[1]:.2f}]")
        if self.closed is None:
            out.append("fraction closed by the expert: - (no gap)")
        else:
            ci = "-" if self.closed_ci is None else f"[{self.closed_ci[0]:.2f}, {self.closed_ci[1]:.2f}]"
            out.append(f"fraction closed by the expert: {self.closed:.2f}  95% CI {ci} (bootstrap over deals)")
        return out


NO_PLAYS = Closing({}, 0.0, (0.0, 0.0), (0.0, 0.0), None, None)


@dataclass
class Gap:
    """The measure over the deals that all three plays finished without a player's error, read by
    seat 0's own score and against the table (seat 0's score less the other seats' mean)."""

    deals: int
    own: Closing
    relative: Closing
    think_ms: dict[str, tuple[float, float]]  # role -> (median, p95) of seat 0's decisions
    errors: list[str]
    scores: list[tuple[int, int, int]]  # per deal: seat 0's score by basic, expert, oracle
    relative_scores: list[tuple[float, float, float]]  # per deal, the same against the table

    def to_json(self) -> dict[str, Any]:
        return {
            "unit": "hand",
            "deals": self.deals,
            **self.own.to_json(),
            "think_ms": {k: {"median": round(m, 3), "p95": round(p, 3)} for k, (m, p) in self.think_ms.items()},
            "errors": len(self.errors),
            "scores": [list(s) for s in self.scores],
            "relative": self.relative.to_json(),
            "relative_scores": [[round(x, 4) for x in s] for s in self.relative_scores],
        }


def closing(rows: Sequence[tuple[float, float, float]], resamples: int = BOOTSTRAP_RESAMPLES) -> Closing:
    """The reading of ``rows`` (per deal: basic's, the expert's and the oracle's result)."""
    if not rows:
        return NO_PLAYS
    means = {role: statistics.fmean(r[i] for r in rows) for i, role in enumerate(ROLES)}
    gap, closed = _fraction(rows)
    gap_ci, closed_ci, gain_ci = bootstrap(rows, resamples)
    return Closing(means, gap, gap_ci, gain_ci, closed, closed_ci)


def against_the_table(scores: Sequence[int]) -> float:
    """Seat 0's score less the other seats' mean."""
    return scores[0] - statistics.fmean(scores[1:])


def _fraction(rows: Sequence[tuple[float, float, float]]) -> tuple[float, float | None]:
    n = len(rows)
    b = sum(r[0] for r in rows) / n
    e = sum(r[1] for r in rows) / n
    o = sum(r[2] for r in rows) / n
    gap = o - b
    return gap, ((e - b) / gap if gap != 0 else None)


def bootstrap(
    rows: Sequence[tuple[float, float, float]], resamples: int = BOOTSTRAP_RESAMPLES, seed: int = 0
) -> tuple[tuple[float, float], tuple[float, float] | None, tuple[float, float]]:
    """95% percentile intervals of the gap, of the fraction closed and of the expert's gain over
    basic, resampling whole deals; the fraction's is None when fewer than 95% of the resamples have
    a gap other than zero."""
    rng = random.Random(seed)
    n = len(rows)
    gaps: list[float] = []
    gains: list[float] = []
    fractions: list[float] = []
    for _ in range(resamples):
        sample = [rows[rng.randrange(n)] for _ in range(n)]
        gap, closed = _fraction(sample)
        gaps.append(gap)
        gains.append(sum(r[1] - r[0] for r in sample) / n)
        if closed is not None:
            fractions.append(closed)
    gap_ci = (percentile(gaps, 0.025), percentile(gaps, 0.975))
    gain_ci = (percentile(gains, 0.025), percentile(gains, 0.975))
    if len(fractions) < 0.95 * resamples:
        return gap_ci, None, gain_ci
    return gap_ci, (percentile(fractions, 0.025), percentile(fractions, 0.975)), gain_ci


def measure(results: Sequence[MatchResult], resamples: int = BOOTSTRAP_RESAMPLES) -> Gap:
    """The gap and the fraction closed from the results of :func:`gap_tasks`, in task order."""
    errors = [r.error for r in results if r.error]
    rows: list[tuple[int, int, int]] = []
    relative: list[tuple[float, float, float]] = []
    times: dict[str, list[float]] = {role: [] for role in ROLES}
    for k in range(0, len(results), len(ROLES)):
        plays = results[k : k + len(ROLES)]
        for role, r in zip(ROLES, plays, strict=True):
            times[role].extend(r.think_ms[0] if r.think_ms else [])
        if any(r.error for r in plays):
            continue
        basic, expert, oracle = (r.scores[0] for r in plays)
        rows.append((basic, expert, oracle))
        b, e, o = (against_the_table(r.scores) for r in plays)
        relative.append((b, e, o))
    think = {role: (statistics.median(ts) if ts else 0.0, percentile(ts, 0.95)) for role, ts in times.items()}
    return Gap(len(rows), closing(rows, resamples), closing(relative, resamples), think, errors, rows, relative)


def report(game: games.Game[Any], args: argparse.Namespace, g: Gap, seconds: float) -> str:
    better = " (penalties: lower is better)" if game.lower_is_better else ""
    lines = [
        f"{game.title}, {args.players} players, {g.deals} hands (one deal each: the first hand of a match "
        f"from each deal seed, not whole matches), seed {args.seed}, budget {args.budget:g} s, "
        f"{args.jobs} jobs, {seconds:.0f} s",
        f"seat 0 by basic / expert:{args.budget:g} / oracle:{args.budget:g}{':hands' if args.hands_only else ''}, "
        "the other seats basic"
        + (f"; expert and oracle search on the program's pool of {pool_size()} processes" if args.pool else ""),
        "the oracle sees every hand, not the order of the cards still to be drawn (--hands-only)"
        if args.hands_only
        else "the oracle sees every hidden card, the order of the cards still to be drawn too",
        "",
        f"mean score of seat 0{better}:",
    ]
    for role in ROLES:
        median, p95 = g.think_ms[role]
        mean = g.own.means.get(role)
        shown = "-" if mean is None else f"{mean:.2f}"
        lines.append(f"  {role:<7} {shown:>9}   think median {median:8.2f} ms   p95 {p95:8.2f} ms")
    lines += ["", *g.own.lines()]
    if g.relative.means:
        lines += ["", "against the table (seat 0's score less the other seats' mean, the search's own reward):"]
        lines.append("  " + " / ".join(f"{role} {g.relative.means[role]:.2f}" for role in ROLES))
        lines += [f"  {line}" for line in g.relative.lines()]
    if g.errors:
        lines.append(f"{len(g.errors)} plays stopped by a player's or the engine's error (their deals left out)")
    return "\n".join(lines)


def hand_arguments(parser: argparse.ArgumentParser, hands_help: str) -> None:
    """The arguments of a measure over first hands: the game, its players, the deals, their seed
    and the processes."""
    parser.add_argument("--game", required=True, help=f"the game id: {', '.join(games.ids())}")
    parser.add_argument("--players", type=int, default=None, help="number of players (default: the game's)")
    parser.add_argument("--hands", type=int, default=60, help=hands_help)
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")


def checked_table(parser: argparse.ArgumentParser, args: argparse.Namespace) -> games.Game[Any]:
    """The game of :func:`hand_arguments`, its players filled in; one clear line (exit 2) for a
    game, a number of players, of hands or a seed that cannot be."""
    if args.game not in games.ids():
        parser.error(f"unknown game {args.game!r}; games are: {', '.join(games.ids())}")
    game = games.get(args.game)
    args.players = args.players or game.default_players
    try:
        game.check_players(args.players)
    except ValueError as exc:
        parser.error(str(exc))
    if args.hands < 2:
        parser.error("--hands must be at least 2")
    if args.seed < 0:
        parser.error("--seed must be 0 or more")
    return game


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m ai.arena gap",
        description=(
            "The fraction of the distance from basic to an open-hand player (the expert's search "
            "given the true deal) that the expert closes, on the same seeded deals, with a bootstrap "
            "95%% interval over the deals. Each deal is one hand, played three times with seat 0 by "
            "basic, expert:B and oracle:B, the other seats by basic."
        ),
    )
    hand_arguments(parser, "deals, each played three times (default 60)")
    parser.add_argument("--budget", type=float, default=0.2, help="seconds per decision, expert and oracle (0.2)")
    parser.add_argument("--options", default=None, help="the game's options as a JSON object")
    parser.add_argument(
        "--pool",
        action="store_true",
        help="the expert and the oracle search on the program's worker pool (one process per core), "
        "as the program's expert does; the deals are then played one at a time",
    )
    parser.add_argument(
        "--hands-only",
        action="store_true",
        help="the oracle sees every hand but not the order of the cards no seat has seen (a stock, "
        "a deck, a kitty): oracle:B:hands",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    game = checked_table(parser, args)
    if not 0 < args.budget <= 60:
        parser.error("--budget must be more than 0 and at most 60 seconds")
    options: dict[str, Any] = {}
    if args.options:
        try:
            options = json.loads(args.options)
            game.options(options)
        except (ValueError, TypeError) as exc:
            parser.error(f"--options: {exc}")
    start = time.perf_counter()
    if args.pool:
        args.jobs = 1
        warm_up()  # as the program does: the workers start before the first decision, not during it
    tasks = gap_tasks(args.game, args.players, args.budget, args.hands, args.seed, options, args.pool, args.hands_only)
    results = run(tasks, max(1, args.jobs))
    g = measure(results)
    for e in g.errors:
        print(e, file=sys.stderr)
    if args.json:
        out = {
            "game": args.game,
            "players": args.players,
            "budget": args.budget,
            "seed": args.seed,
            "pool": pool_size() if args.pool else 0,
            "hands_only": args.hands_only,
            **g.to_json(),
        }
        print(json.dumps(out))
    else:
        print(report(game, args, g, time.perf_counter() - start))
    return 1 if g.errors else 0
