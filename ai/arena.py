"""The arena: computer players against each other, headless, for strength and speed.

``python -m ai.arena --game freelance --players 3 --seats basic,random,random --matches 300``

Match ``m`` is dealt from seed ``deal_seed(S, m // N)`` (N players) and seats the levels rotated
by ``m % N``: seat ``s`` gets ``seats[(s + m) % N]``. So every block of N matches plays one deal
with each level in each seat (duplicate style), and neither the seat nor the luck of the cards
biases the result. A match that has not ended within the game's hand cap is unfinished: it wins
for nobody. A player that raises or returns an illegal action is reported with the position's
transcript (parlour/1 JSON) and its match counted as unfinished.

With ``--log FILE`` each match is written to FILE (one JSON line) as soon as it and the matches
before it are done, and a run given a log that already holds matches of the same run plays only
the others: a long benchmark can be stopped and taken up again, or reported on from what it has
played (``--matches K`` with K at most the matches logged plays nothing). Think times are kept to
the microsecond, the report's precision: a five-player Kalooki match then takes 11 to 12 KB of
log, 2 to 4 KB compressed, so a run that outlasts a session can be kept with the figures it gives.

A seat named ``oracle:B`` is the open-hand yardstick (:mod:`ai.arena_oracle`): the expert's search
given the true deal. It is no level of the program; this module alone builds it and hands it the
state. ``python -m ai.arena gap ...`` (:mod:`ai.arena_gap`) measures how much of the distance from
basic to it the expert closes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import games
from games.actions import Action
from games.core import Game, State
from games.transcript import Transcript, for_state_start

from .arena_oracle import OpenHandSearch, is_oracle, make_oracle
from .arena_report import report_json, report_table, summarize
from .base import Player, PlayerError, levels, make_player
from .ismcts import is_ismcts, make_ismcts

# Safety net against an engine that never ends a hand: actions per hand allowed on average.
ACTIONS_PER_HAND_CAP = 5000


@dataclass(frozen=True)
class MatchTask:
    """One match to play: everything a worker process needs."""

    game_id: str
    players: int
    seat_levels: tuple[str, ...]
    seed: int
    player_seeds: tuple[int, ...]
    options: dict[str, Any]
    hand_cap: int
    index: int = 0
    keep_actions: bool = False  # return the match's actions (for tests and bug reports)


@dataclass
class MatchResult:
    """What a match gave: final scores and winners (when it finished), think times per seat (ms)."""

    index: int
    seat_levels: tuple[str, ...]
    finished: bool
    scores: list[int]
    winners: list[int]
    hands: int
    think_ms: list[list[float]] = field(default_factory=list)
    error: str | None = None
    actions: list[str] | None = None
    # Each hand's score change per seat, in order, the last hand's only when it ended (empty in
    # logs written before it was kept).
    hand_scores: list[list[int]] = field(default_factory=list)


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal number ``deal`` of an arena run started with ``seed``."""
    return random.Random(f"parlour-arena:{seed}:{deal}").getrandbits(63)


def player_seed(seed: int, match: int, seat: int) -> int:
    return random.Random(f"parlour-arena:{seed}:{match}:{seat}").getrandbits(63)


def rotation(seats: Sequence[str], match: int) -> tuple[str, ...]:
    """The level at each seat in match ``match``: the ``seats`` list turned by ``match`` places."""
    n = len(seats)
    return tuple(seats[(s + match) % n] for s in range(n))


def tasks(
    game_id: str,
    seats: Sequence[str],
    matches: int,
    seed: int,
    options: dict[str, Any] | None = None,
    hand_cap: int | None = None,
) -> list[MatchTask]:
    """The matches of an arena run, in order."""
    game = games.get(game_id)
    n = len(seats)
    cap = hand_cap if hand_cap is not None else game.hand_cap
    return [
        MatchTask(
            game_id=game_id,
            players=n,
            seat_levels=rotation(seats, m),
            seed=deal_seed(seed, m // n),
            player_seeds=tuple(player_seed(seed, m, s) for s in range(n)),
            options=dict(options or {}),
            hand_cap=cap,
            index=m,
        )
        for m in range(matches)
    ]


def position_transcript(game: Game[Any], state: State, task: MatchTask, actions: Sequence[str]) -> Transcript:
    """The parlour/1 transcript that reaches the current position of a match."""
    names = [f"{level} (seat {s})" for s, level in enumerate(task.seat_levels)]
    t = for_state_start(game, names, task.seed, task.options)
    t.actions = list(actions)
    return t


def seat_player(level: str, game_id: str, seed: int) -> Player | OpenHandSearch:
    """The player of an arena seat: a level of the program (:func:`ai.make_player`), the
    open-hand yardstick for ``oracle:B``, which the arena alone builds, or the tree search for
    ``ismcts:B``, which the program does not offer."""
    if is_oracle(level):
        return make_oracle(level, game_id, seed)
    if is_ismcts(level):
        return make_ismcts(level, game_id, seed)
    if level.startswith("expert:") and level.endswith(":pool"):
        return pooled_expert(level, game_id, seed)
    return make_player(level, game_id, seed)


def pooled_expert(level: str, game_id: str, seed: int) -> Player:
    """``expert:B:pool``: the expert as the program runs it, searching on the shared worker pool
    (one process per core, at most four) for B seconds a decision."""
    from .expert import ExpertPlayer

    budget = level.split(":")[1]
    try:
        seconds = float(budget)
    except ValueError:
        raise ValueError(f"{level}: the budget must be seconds, like expert:1:pool") from None
    if not 0 < seconds <= 60:
        raise ValueError(f"{level}: the budget must be more than 0 and at most 60 seconds")
    return ExpertPlayer(game_id, seed, budget=seconds, processes=True)


def ask(
    player: Player | OpenHandSearch, state: State, seat: int, task: MatchTask, actions: Sequence[str]
) -> tuple[Action, float]:
    """Ask ``player`` for its action at ``seat``: only the View and the legal actions go to it
    (to the open-hand yardstick, a copy of the state and the legal actions).

    Returns the action and the think time in ms; raises PlayerError (with the position's
    transcript) when the player raises or returns an action that is not legal.
    """
    view = state.view(seat)
    legal = state.legal_actions()
    t0 = time.perf_counter()
    try:
        if isinstance(player, OpenHandSearch):
            action = player.choose_open(state.clone(), list(legal))
        else:
            action = player.choose(view, list(legal))
    except Exception as exc:
        transcript = position_transcript(state.game, state, task, actions).dumps()
        raise PlayerError(
            player.level or type(player).__name__,
            task.game_id,
            seat,
            f"raised {type(exc).__name__}: {exc} (after {len(actions)} actions)",
            transcript,
        ) from exc
    elapsed = (time.perf_counter() - t0) * 1000.0
    if action not in legal:
        transcript = position_transcript(state.game, state, task, actions).dumps()
        raise PlayerError(
            player.level or type(player).__name__,
            task.game_id,
            seat,
            f"returned {action!s} ({action!r}), which is not legal here (after {len(actions)} actions)",
            transcript,
        )
    return action, elapsed


def play_match(task: MatchTask) -> MatchResult:
    """Play one match to its end or to the hand cap. Player failures end it as unfinished."""
    game = games.get(task.game_id)
    state = game.new_match(players=task.players, seed=task.seed, options=task.options)
    players = [seat_player(level, task.game_id, task.player_seeds[s]) for s, level in enumerate(task.seat_levels)]
    think: list[list[float]] = [[] for _ in range(task.players)]
    actions: list[str] = []
    action_cap = ACTIONS_PER_HAND_CAP * max(1, task.hand_cap)
    error: str | None = None
    hand, at_start = state.hand_no, state.scores
    hand_scores: list[list[int]] = []
    while not state.is_over and state.hand_no <= task.hand_cap and len(actions) < action_cap:
        seat = state.to_act
        assert seat is not None
        try:
            action, ms = ask(players[seat], state, seat, task, actions)
        except PlayerError as exc:
            error = f"match {task.index} (deal seed {task.seed}): {exc.report()}"
            break
        think[seat].append(ms)
        try:
            state.apply(action)
        except Exception as exc:  # an engine bug: report it the same way, with the transcript
            transcript = position_transcript(game, state, task, actions).dumps()
            error = (
                f"match {task.index} (deal seed {task.seed}): the engine raised {type(exc).__name__}: {exc} "
                f"applying {action} at seat {seat}\nposition (parlour/1 transcript): {transcript}"
            )
            break
        actions.append(str(action))
        if state.is_over or state.hand_no != hand:
            now = state.scores
            hand_scores.append([b - a for a, b in zip(at_start, now, strict=True)])
            hand, at_start = state.hand_no, now
    finished = state.is_over and error is None
    return MatchResult(
        index=task.index,
        seat_levels=task.seat_levels,
        finished=finished,
        scores=list(state.scores),
        winners=list(state.winners) if finished else [],
        hands=state.hand_no,
        think_ms=think,
        error=error,
        actions=actions if task.keep_actions else None,
        hand_scores=hand_scores,
    )


def run(match_tasks: Sequence[MatchTask], jobs: int = 1) -> list[MatchResult]:
    """Play the matches, in ``jobs`` processes; the results are in task order whatever ``jobs``."""
    return list(played(match_tasks, jobs))


def played(match_tasks: Sequence[MatchTask], jobs: int = 1, chunk: int | None = None) -> Iterator[MatchResult]:
    """The matches' results in task order, each as soon as it and those before it are done (the
    workers take ``chunk`` matches at a time: by default a sixteenth of a worker's share, 1 to
    hear of each match as it ends)."""
    if jobs <= 1 or len(match_tasks) <= 1:
        yield from (play_match(t) for t in match_tasks)
        return
    chunk = chunk or max(1, len(match_tasks) // (jobs * 8))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_match, match_tasks, chunksize=chunk)


class LogError(ValueError):
    """A --log file that cannot be read, or that another run wrote."""


def _log_key(task: MatchTask, run_seed: int) -> dict[str, Any]:
    return {
        "game": task.game_id,
        "seed": run_seed,
        "seat_levels": list(task.seat_levels),
        "deal_seed": task.seed,
        "options": task.options,
        "hand_cap": task.hand_cap,
    }


def read_log(path: Path, match_tasks: Sequence[MatchTask], run_seed: int) -> dict[int, MatchResult]:
    """The results a --log file holds for these tasks, by match index; LogError when a line is not
    a match result or belongs to another run (other game, seats, seed, options or hand cap)."""
    if not path.exists():
        return {}
    by_index = {t.index: t for t in match_tasks}
    out: dict[int, MatchResult] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            key, result = entry["run"], entry["result"]
            r = MatchResult(**{**result, "seat_levels": tuple(result["seat_levels"])})
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise LogError(f"{path}, line {n}: not a match result ({exc})") from exc
        task = by_index.get(r.index)
        if task is None:
            continue
        if key != _log_key(task, run_seed):
            raise LogError(f"{path}, line {n}: match {r.index} was played by another run ({key})")
        out[r.index] = r
    return out


def run_logged(match_tasks: Sequence[MatchTask], jobs: int, path: Path, run_seed: int) -> list[MatchResult]:
    """Like :func:`run`, but the matches already in the log at ``path`` are taken from it and each
    new one is appended to it as it comes."""
    done = read_log(path, match_tasks, run_seed)
    todo = [t for t in match_tasks if t.index not in done]
    with path.open("a", encoding="utf-8") as log:
        for task, result in zip(todo, played(todo, jobs, chunk=1), strict=True):
            # As the log keeps it, so that a run reports the same figures as its log read again.
            result = done[result.index] = replace(result, think_ms=[[round(t, 3) for t in s] for s in result.think_ms])
            log.write(json.dumps({"run": _log_key(task, run_seed), "result": asdict(result)}) + "\n")
            log.flush()
    return [done[t.index] for t in match_tasks]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m ai.arena",
        description="Play seeded AI-vs-AI matches headless and report strength and speed per level.",
        epilog=(
            "Seats rotate: match m seats the --seats list turned by m places, and each block of "
            "--players matches plays the same deals, so every level sits in every seat with the same "
            "cards (use a multiple of --players for complete blocks). Win rate: wins per seat and "
            "match, with a 95% Wilson interval; with ties a shared win counts as a win for each "
            "winner; a match unfinished within the hand cap, or stopped by a player's error, is a win "
            "for nobody. Mean score: the raw final score over finished matches (for games where lower "
            "is better, such as Kalooki's penalties, lower is better here too). Think time: wall-clock "
            "time per decision, in ms. Hands won: per seat, the share of each finished match's hands "
            "whose best result it made (split among those who made it; a hand all alike is left out), "
            "the mean over matches. --jobs gives the same results as --jobs 1, only faster. A player "
            "that raises or answers an illegal action is reported on stderr with the position's "
            "parlour/1 transcript; the exit status is then 1. "
            "'python -m ai.arena gap --help': the fraction of the distance from basic to the open-hand "
            "player (oracle:B) that the expert closes, on the same deals."
        ),
    )
    parser.add_argument("--game", required=True, help=f"the game id: {', '.join(games.ids())}")
    parser.add_argument("--players", type=int, required=True, help="number of players")
    parser.add_argument(
        "--seats",
        required=True,
        help="comma-separated levels, one per seat, e.g. basic,random,random; expert:0.1 is the expert with a 0.1 s "
        "budget; oracle:0.1 the same search given the true deal (the arena's yardstick, no level of the program)",
    )
    parser.add_argument("--matches", type=int, default=100, help="number of matches (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--options", default=None, help="the game's options as a JSON object")
    parser.add_argument(
        "--hand-cap",
        type=int,
        default=None,
        help="hands after which a match not yet over counts as unfinished (default: the game's own "
        "hand_cap, e.g. 60 for Freelance)",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--log",
        type=Path,
        default=None,
        help="append each match to this file (JSON lines) as it ends; matches of the same run "
        "already in it are not played again",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["gap"]:
        from .arena_gap import main as gap_main

        return gap_main(argv[1:])
    if argv[:1] == ["duplicate"]:
        from .arena_duplicate import main as duplicate_main

        return duplicate_main(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.game not in games.ids():
        parser.error(f"unknown game {args.game!r}; games are: {', '.join(games.ids())}")
    game = games.get(args.game)
    try:
        game.check_players(args.players)
    except ValueError as exc:
        parser.error(str(exc))
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    if len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} levels but --players is {args.players}")
    known = levels()
    for level in seats:
        if level.split(":", 1)[0] not in known and not is_oracle(level) and not is_ismcts(level):
            parser.error(
                f"unknown level {level!r}; levels are: {', '.join(known)} (and oracle:SECONDS, ismcts:SECONDS)"
            )
        try:
            seat_player(level, args.game, 0)
        except (ValueError, LookupError) as exc:
            parser.error(str(exc))
    options: dict[str, Any] = {}
    if args.options:
        try:
            loaded = json.loads(args.options)
        except json.JSONDecodeError as exc:
            parser.error(f"--options is not valid JSON: {exc.msg}")
        if not isinstance(loaded, dict):
            parser.error("--options must be a JSON object")
        options = loaded
        try:
            game.options(options)
        except (ValueError, TypeError) as exc:
            parser.error(f"--options: {exc}")
    if args.matches < 1:
        parser.error("--matches must be at least 1")
    if args.hand_cap is not None and args.hand_cap < 1:
        parser.error("--hand-cap must be at least 1")
    if args.seed < 0:
        parser.error("--seed must be 0 or more")
    match_tasks = tasks(args.game, seats, args.matches, args.seed, options, args.hand_cap)
    if args.log is not None:
        try:
            results = run_logged(match_tasks, max(1, args.jobs), args.log, args.seed)
        except (LogError, OSError) as exc:
            parser.error(f"--log: {exc}")
    else:
        results = run(match_tasks, max(1, args.jobs))
    errors = [r.error for r in results if r.error]
    for e in errors:
        print(e, file=sys.stderr)
    rows = summarize(seats, results)
    if args.json:
        print(json.dumps(report_json(results, rows)))
    else:
        print(report_table(game, args, results, rows))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
