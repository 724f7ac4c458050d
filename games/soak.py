"""The soak: many random matches of every game under the shared playout invariants
(``python -m games soak``). A benchmark script, not a test: it runs for minutes or hours and
prints, per game, policy and table, the matches, hands and actions played and every failure.

Two random players (games.playout): ``uniform`` picks any legal action; ``eager`` prefers the
game's ``eager_action`` (Kalooki: come down, meld and tack whenever possible, keep the cards that
go together), without which Kalooki's hands almost never end. A game without one is soaked with
``uniform`` only.

A failure is a broken invariant or an exception from an engine; the match's transcript up to
the failing action is written to ``--keep`` (when given) for ``python -m games replay``, and
the soak goes on with the next match. The exit status is 1 when anything failed.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from . import get
from .playout import POLICIES, has_eager, random_match
from .transcript import Transcript, one_line, save

# A match stops after this many times the game's hand cap (the arena's): eager Kalooki sets take
# 12 to 30 deals with their redeals, and uniform ones never end.
MATCH_HANDS = 5


# A worker gives up its share after this many failed matches (an engine broken everywhere would
# otherwise fail match after match without ever reaching its hands).
FAILURES = 10


@dataclass(frozen=True)
class Job:
    """One worker's share of one table: matches seeded ``first``, ``first + stride``, ... until
    ``hands`` hands have ended."""

    game: str
    policy: str
    players: int
    options: Mapping[str, Any]
    hands: int
    first: int
    stride: int
    deep_every: int
    keep: str | None


@dataclass
class Tally:
    matches: int = 0
    finished: int = 0
    hands: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.matches += other.matches
        self.finished += other.finished
        self.hands += other.hands
        self.actions += other.actions
        self.seconds = max(self.seconds, other.seconds)
        self.failures.extend(other.failures)


def policies_for(game_id: str, asked: str) -> list[str]:
    """The policies a game is soaked with: ``eager`` only where it differs from ``uniform``."""
    if asked == "both":
        return ["uniform", "eager"] if has_eager(get(game_id)) else ["uniform"]
    return [asked]


def run_job(job: Job) -> Tally:
    tally = Tally()
    game = get(job.game)
    policy = POLICIES[job.policy]
    t0 = time.perf_counter()
    seed = job.first
    while tally.hands < job.hands and len(tally.failures) < FAILURES:
        transcript = Transcript(
            game=job.game, players=[f"P{i}" for i in range(job.players)], seed=seed, options=dict(job.options)
        )
        try:
            played = random_match(
                job.game,
                job.players,
                job.options,
                seed=seed,
                max_hands=MATCH_HANDS * game.hand_cap,
                deep_every=job.deep_every,
                policy=policy,
                transcript=transcript,
            )
        except Exception as exc:  # every failure is counted and reported, then the soak goes on
            tally.failures.append(_failure(job, seed, transcript, exc))
            tally.matches += 1
            tally.actions += len(transcript.actions)
        else:
            tally.matches += 1
            tally.finished += played.state.is_over
            tally.hands += played.hands_ended
            tally.actions += played.actions
        seed += job.stride
    tally.seconds = time.perf_counter() - t0
    return tally


def _failure(job: Job, seed: int, transcript: Transcript, exc: BaseException) -> str:
    where = f"{job.game} {job.players}p {dict(job.options)} {job.policy} seed {seed}, action {len(transcript.actions)}"
    text = f"{where}: {type(exc).__name__}: {exc}"
    if job.keep:
        os.makedirs(job.keep, exist_ok=True)
        path = os.path.join(job.keep, f"{job.game}-{job.policy}-{job.players}p-seed{seed}.parlour")
        save(transcript, path)
        with open(path + ".txt", "w", encoding="utf-8") as f:
            f.write(text + "\n\n" + "".join(traceback.format_exception(exc)))
        text += f" (transcript: {path})"
    return one_line(text, 600)


def plan(
    game_ids: Sequence[str], hands: int, policy: str, seed: int, jobs: int, deep_every: int, keep: str | None
) -> list[Job]:
    """``hands`` hands per game and policy, shared out over the game's playout tables and the workers."""
    out = []
    for gid in game_ids:
        configs = get(gid).playout_configs
        for pol in policies_for(gid, policy):
            for k, (players, options) in enumerate(configs):
                share = hands // len(configs) + (k < hands % len(configs))
                for j in range(jobs):
                    part = share // jobs + (j < share % jobs)
                    if part:
                        out.append(Job(gid, pol, players, options, part, seed + j, jobs, deep_every, keep))
    return out


def _table(players: int, options: Mapping[str, Any]) -> str:
    return f"{players}p " + (",".join(f"{k}={v}" for k, v in options.items()) or "standard")


def soak(
    game_ids: Sequence[str],
    hands: int,
    policy: str = "both",
    seed: int = 1,
    jobs: int = 1,
    deep_every: int = 1000,
    keep: str | None = None,
    as_json: bool = False,
) -> int:
    work = plan(game_ids, hands, policy, seed, jobs, deep_every, keep)
    rows: dict[tuple[str, str, str], Tally] = {}
    t0 = time.perf_counter()
    if jobs == 1:
        results = map(run_job, work)
        tallies = list(results)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            tallies = list(pool.map(run_job, work))
    for job, tally in zip(work, tallies, strict=True):
        rows.setdefault((job.game, job.policy, _table(job.players, job.options)), Tally()).add(tally)
    wall = time.perf_counter() - t0
    failures = [f for t in rows.values() for f in t.failures]
    if as_json:
        print(json.dumps([{"game": g, "policy": p, "table": t, **_fields(v)} for (g, p, t), v in rows.items()]))
    else:
        _print(rows, wall, jobs, deep_every)
    for f in failures:
        print("FAILED", f, file=sys.stderr)
    return 1 if failures else 0


def _fields(t: Tally) -> dict[str, Any]:
    return {
        "matches": t.matches,
        "finished": t.finished,
        "hands": t.hands,
        "actions": t.actions,
        "failures": len(t.failures),
        "seconds": round(t.seconds, 1),
    }


def _print(rows: Mapping[tuple[str, str, str], Tally], wall: float, jobs: int, deep_every: int) -> None:
    head = f"{'game':15} {'policy':8} {'table':44} {'matches':>8} {'finished':>8} {'hands':>8} {'actions':>10} {'failures':>8} {'hands/s':>8}"
    print(head)
    totals: dict[tuple[str, str], Tally] = {}
    for (g, p, table), t in rows.items():
        totals.setdefault((g, p), Tally()).add(t)
        rate = t.hands / t.seconds if t.seconds else 0.0
        print(
            f"{g:15} {p:8} {table[:44]:44} {t.matches:>8} {t.finished:>8} {t.hands:>8} {t.actions:>10} "
            f"{len(t.failures):>8} {rate:>8.0f}"
        )
    print()
    for (g, p), t in totals.items():
        print(
            f"{g:15} {p:8} {'all tables':44} {t.matches:>8} {t.finished:>8} {t.hands:>8} {t.actions:>10} {len(t.failures):>8}"
        )
    print(f"\n{wall:.0f} s on {jobs} worker(s); deep checks every {deep_every} actions")
