"""The arena's figures: a row per level (win rate and share with their intervals, mean score, think
times), the difference of two levels match by match, and the table and JSON that print them.
:mod:`ai.arena` plays the matches; this module only counts them."""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.core import Game

if TYPE_CHECKING:
    from .arena import MatchResult


@dataclass
class LevelStats:
    """One row of the table: a level, pooled over every seat it held."""

    level: str
    seats: int
    matches: int
    trials: int
    wins: int
    mean_score: float | None
    win_rate: float
    win_ci: tuple[float, float]
    think_ms_median: float
    think_ms_p95: float
    # 95% interval of the mean score (normal approximation); None with fewer than two scores.
    # Printed in the table; the JSON keeps ARCHITECTURE.md's fixed shape.
    score_ci: tuple[float, float] | None = None
    # The win share with a shared win split among its winners (King's winners are every player in
    # surplus, often two of three): equal players share 1/N. With its 95% interval (normal).
    share: float = 0.0
    share_ci: tuple[float, float] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "seats": self.seats,
            "mean_score": None if self.mean_score is None else round(self.mean_score, 3),
            "win_rate": round(self.win_rate, 4),
            "win_ci": [round(self.win_ci[0], 4), round(self.win_ci[1], 4)],
            "think_ms_median": round(self.think_ms_median, 4),
            "think_ms_p95": round(self.think_ms_p95, 4),
        }


def wilson(wins: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default); (0, 1) with no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = wins / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = 1.959964) -> tuple[float, float] | None:
    """The 95% interval of the mean of ``values`` (mean +- z standard errors); None for fewer than two."""
    if len(values) < 2:
        return None
    mean = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return (mean - half, mean + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    xs = sorted(values)
    pos = q * (len(xs) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def summarize(seats: Sequence[str], results: Sequence[MatchResult]) -> list[LevelStats]:
    """One row per distinct level of ``seats``, in first-named order (a level named twice is pooled).

    A seat-match is one trial; it is a win when the match finished and the seat is among its
    winners (a shared win counts for each winner). Its share of the win is 1/k of k winners (0 for
    a loss or an unfinished match). The mean score is over finished matches.
    """
    order = list(dict.fromkeys(seats))
    rows = []
    for level in order:
        n_seats = sum(1 for s in seats if s == level)
        wins = 0
        trials = 0
        scores: list[int] = []
        times: list[float] = []
        shares: list[float] = []
        for r in results:
            for s, lv in enumerate(r.seat_levels):
                if lv != level:
                    continue
                trials += 1
                times.extend(r.think_ms[s] if s < len(r.think_ms) else [])
                won = r.finished and s in r.winners
                shares.append(1 / len(r.winners) if won else 0.0)
                if r.finished:
                    scores.append(r.scores[s])
                    wins += won
        rows.append(
            LevelStats(
                level=level,
                seats=n_seats,
                matches=len(results),
                trials=trials,
                wins=wins,
                mean_score=statistics.fmean(scores) if scores else None,
                win_rate=wins / trials if trials else 0.0,
                win_ci=wilson(wins, trials),
                think_ms_median=statistics.median(times) if times else 0.0,
                think_ms_p95=percentile(times, 0.95),
                score_ci=mean_interval(scores),
                share=statistics.fmean(shares) if shares else 0.0,
                share_ci=mean_interval(shares),
            )
        )
    return rows


@dataclass(frozen=True)
class Difference:
    """The first level's mean score less the second's, match by match (``difference``)."""

    first: str
    second: str
    matches: int
    mean: float
    ci: tuple[float, float] | None


def difference(first: str, second: str, results: Sequence[MatchResult]) -> Difference | None:
    """Per finished match, the mean score of ``first``'s seats less the mean of ``second``'s, and
    the mean of that over the matches with its 95% interval. The seats of a match play the same
    deals, so the difference is paired within each match and can tell where the win share cannot
    yet (in a game of five, a level that pays a tenth less than the others still wins seldom more
    than one match in five). None when no finished match seats both."""
    per_match: list[float] = []
    for r in results:
        if not r.finished:
            continue
        mine = [r.scores[s] for s, lv in enumerate(r.seat_levels) if lv == first]
        theirs = [r.scores[s] for s, lv in enumerate(r.seat_levels) if lv == second]
        if mine and theirs:
            per_match.append(statistics.fmean(mine) - statistics.fmean(theirs))
    if not per_match:
        return None
    return Difference(first, second, len(per_match), statistics.fmean(per_match), mean_interval(per_match))


@dataclass(frozen=True)
class HandShare:
    """A level's share of the hands won, per seat, the mean over matches (``hand_share``)."""

    level: str
    matches: int
    hands: int
    share: float
    ci: tuple[float, float] | None


def hand_share(level: str, results: Sequence[MatchResult], lower_is_better: bool) -> HandShare | None:
    """Per finished match, the share of its hands a seat of ``level`` won, each hand's best result
    split among the seats that made it (hands where every seat did alike are left out: nobody won
    them); the mean over matches with its 95% interval, matches being independent where hands of
    one match are not. Equal players share 1/N. It counts many more trials than the match's win
    share, but of another thing: whether a level wins hands more often, not whether it loses less
    in the hands it does not win (Kalooki's Hard goes out no more often than Medium, and pays less
    when another does; BENCHMARKS.md). None when no finished match seats ``level`` with its hands
    kept."""
    per_match: list[float] = []
    hands = 0
    for r in results:
        seats = [s for s, lv in enumerate(r.seat_levels) if lv == level]
        if not r.finished or not seats:
            continue
        won, counted = 0.0, 0
        for change in r.hand_scores:
            best = min(change) if lower_is_better else max(change)
            winners = [s for s, c in enumerate(change) if c == best]
            if len(winners) == len(change):
                continue
            counted += 1
            won += sum(1 for s in seats if s in winners) / len(winners) / len(seats)
        if counted:
            per_match.append(won / counted)
            hands += counted
    if not per_match:
        return None
    return HandShare(level, len(per_match), hands, statistics.fmean(per_match), mean_interval(per_match))


def report_json(results: Sequence[MatchResult], rows: Sequence[LevelStats]) -> dict[str, Any]:
    """ARCHITECTURE.md's arena JSON."""
    return {
        "matches": len(results),
        "unfinished": sum(1 for r in results if not r.finished),
        "players": [row.to_json() for row in rows],
    }


def report_table(
    game: Game[Any], args: argparse.Namespace, results: Sequence[MatchResult], rows: Sequence[LevelStats]
) -> str:
    unfinished = sum(1 for r in results if not r.finished)
    errors = sum(1 for r in results if r.error)
    score_head = "mean score (lower is better)" if game.lower_is_better else "mean score"
    heads = ["level", "seats", "matches", score_head, "95% CI", "win rate", "95% CI", "share", "95% CI"]
    heads += ["think median", "think p95"]
    table = [heads]
    for row in rows:
        table.append(
            [
                row.level,
                str(row.seats),
                str(row.matches),
                "-" if row.mean_score is None else f"{row.mean_score:.2f}",
                "-" if row.score_ci is None else f"[{row.score_ci[0]:.2f}, {row.score_ci[1]:.2f}]",
                f"{row.win_rate * 100:.1f}%",
                f"[{row.win_ci[0] * 100:.1f}%, {row.win_ci[1] * 100:.1f}%]",
                f"{row.share * 100:.1f}%",
                "-" if row.share_ci is None else f"[{row.share_ci[0] * 100:.1f}%, {row.share_ci[1] * 100:.1f}%]",
                f"{row.think_ms_median:.3f} ms",
                f"{row.think_ms_p95:.3f} ms",
            ]
        )
    widths = [max(len(r[i]) for r in table) for i in range(len(heads))]
    lines = [
        f"{game.title}, {args.players} players, seats {args.seats}, {len(results)} matches, seed {args.seed}, "
        f"hand cap {args.hand_cap or game.hand_cap}",
        f"unfinished: {unfinished}" + (f" ({errors} by a player or engine error, see above)" if errors else ""),
        "",
    ]
    for r in table:
        cells = [r[0].ljust(widths[0])] + [cell.rjust(w) for cell, w in zip(r[1:], widths[1:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    diff = difference(rows[0].level, rows[1].level, results) if len(rows) == 2 else None
    if diff is not None:
        ci = "" if diff.ci is None else f" [{diff.ci[0]:.2f}, {diff.ci[1]:.2f}]"
        better = "lower" if game.lower_is_better else "higher"
        lines.append("")
        lines.append(
            f"{diff.first} less {diff.second}, match by match: {diff.mean:+.2f}{ci} "
            f"over {diff.matches} finished matches ({better} is better for {diff.first})"
        )
    shares = [h for row in rows if (h := hand_share(row.level, results, game.lower_is_better)) is not None]
    if shares:
        lines.append("")
        lines.append(
            "hands won, per seat (each hand's best result split among the seats that made it, hands "
            f"where all did alike left out; mean over {shares[0].matches} finished matches, "
            f"{shares[0].hands} hands): "
            + ", ".join(
                f"{h.level} {h.share * 100:.1f}%"
                + ("" if h.ci is None else f" [{h.ci[0] * 100:.1f}, {h.ci[1] * 100:.1f}]")
                for h in shares
            )
        )
    lines.append("")
    lines.append(
        "win rate: wins per seat-match, a shared win counting for each winner, unfinished matches "
        "counting as no win; share: each finished match's win split among its winners (equal players: "
        f"{100 / args.players:.1f}%); mean score over finished matches"
    )
    return "\n".join(lines)
