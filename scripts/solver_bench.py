"""Measures of the open-hand solver of the last tricks (ai.solver, issue 22).

``python scripts/solver_bench.py times [--games ...] [--tricks 2,3,4,5] [--positions 40]``
    Time per solve (every legal action of the seat to move valued) by tricks left, per game,
    median and p95, beside the time of one basic playout of each of the same actions from the
    same position (what the expert's search spends on a world without the solver). Positions:
    the first hand of seeded matches played by basic at every seat, at the first decision with
    that many tricks left.

``python scripts/solver_bench.py endgames --game king --deals 150 --budget 0.2 --jobs 2``
    Duplicate endgames: each deal (the first hand of a match from the arena's deal seeds) is
    played by basic at every seat until the solver would first be used (ai.solver.limits: the
    game's Endgame's, or ``--tricks``); from there it is played to the end of the hand twice,
    seat 0 by ``expert:B`` with the solver and without it, the other seats by basic with the
    same seeds. The measure per deal is seat 0's score change less the others' mean (the
    search's reward) with the solver less without; its mean with a 95% interval (normal, over
    the deals that reached the last tricks).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from ai import solver
from ai.arena import deal_seed, player_seed
from ai.arena_report import mean_interval, percentile
from ai.expert import ExpertPlayer, playout_policy
from ai.playout import play_out as _playout
from games.core import State

TRICK_GAMES = ("king", "clubs", "two_way_street", "freelance")


def basic_to(game_id: str, seed: int, stop: Any) -> tuple[State, list[random.Random]] | None:
    """The first hand of the match from ``seed`` played by basic at every seat until ``stop(state)``;
    None when the hand ends first."""
    game = games.get(game_id)
    state = game.new_match(game.default_players, seed=seed)
    policy = playout_policy(game_id)
    rngs = [random.Random(seed * 31 + s) for s in range(game.default_players)]
    while not state.is_over and state.hand_no == 1:
        if stop(state):
            return state, rngs
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        state.apply_unchecked(legal[0] if len(legal) == 1 else policy(state.view(seat), legal, rngs[seat]))
    return None


def times(args: argparse.Namespace) -> None:
    for game_id in args.games.split(","):
        policy = playout_policy(game_id)
        for k in (int(x) for x in args.tricks.split(",")):
            solves: list[float] = []
            playouts: list[float] = []
            for d in range(1, 40 * args.positions):
                if len(solves) == args.positions:
                    break

                def stop(s: State, k: int = k, game_id: str = game_id) -> bool:
                    return solver.tricks_left(game_id, s) == k and len(s.legal_actions()) > 1

                got = basic_to(game_id, d, stop)
                if got is None:
                    continue
                state = got[0]
                legal = state.legal_actions()
                t0 = time.perf_counter()
                solver.solve(state, legal, game_id, play=args.play)
                solves.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                for a in legal:
                    c = state.clone()
                    c.apply_unchecked(a)
                    _playout(c, policy, random.Random(d), state.hand_no)
                playouts.append(time.perf_counter() - t0)
            ms = [x * 1000 for x in solves]
            pl = [x * 1000 for x in playouts]
            print(
                f"{game_id:<15} tricks left {k}: {len(ms):3d} positions; solve median {statistics.median(ms):8.2f} ms"
                f"  p95 {percentile(ms, 0.95):8.2f} ms;  basic playouts of the same actions median "
                f"{statistics.median(pl):6.2f} ms  p95 {percentile(pl, 0.95):6.2f} ms",
                flush=True,
            )


def near_end(game_id: str, state: State) -> bool:
    left = solver.tricks_left(game_id, state)
    most_tricks, most_cards = solver.limits(game_id)
    return left is not None and left <= most_tricks and solver.cards_left(state) <= most_cards


def set_limits(game_id: str, tricks: int | None) -> None:
    """The solver's limits for ``game_id`` in this process: ``tricks`` tricks left (and three
    cards a trick a seat), or the program's own."""
    if tricks:
        solver.LIMITS[game_id] = (tricks, 3 * tricks)


def play_end(
    game_id: str, start: State, seed: int, budget: float, with_solver: bool, play: str
) -> tuple[float, list[float]]:
    """Seat 0 by the expert (with or without the solver), the others by basic, to the hand's end:
    seat 0's score change less the others' mean, and seat 0's think times."""
    solver.ENABLED = with_solver
    solver.PLAY = play
    state = start.clone()
    before = state.scores
    expert = ExpertPlayer(game_id, seed=seed, budget=budget, processes=False)
    policy = playout_policy(game_id)
    rngs = [random.Random(seed * 7 + s) for s in range(len(before))]
    think: list[float] = []
    while not state.is_over and state.hand_no == start.hand_no:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif seat == 0:
            t0 = time.perf_counter()
            action = expert.choose(state.view(0), legal)
            think.append(time.perf_counter() - t0)
        else:
            action = policy(state.view(seat), legal, rngs[seat])
        state.apply_unchecked(action)
    after = state.scores
    deltas = [a - b for a, b in zip(after, before, strict=True)]
    others = deltas[1:]
    return deltas[0] - sum(others) / len(others), think


def endgame_task(
    job: tuple[str, int, int, float, str, int | None],
) -> tuple[float, float, list[float], list[float]] | None:
    game_id, d, seed, budget, play, tricks = job
    set_limits(game_id, tricks)
    got = basic_to(game_id, deal_seed(seed, d), lambda s: near_end(game_id, s))
    if got is None:
        return None
    start = got[0]
    on, think_on = play_end(game_id, start, player_seed(seed, d, 0), budget, True, play)
    off, think_off = play_end(game_id, start, player_seed(seed, d, 0), budget, False, play)
    return on, off, think_on, think_off


def endgames(args: argparse.Namespace) -> None:
    jobs = [(args.game, d, args.seed, args.budget, args.play, args.tricks) for d in range(args.deals)]
    set_limits(args.game, args.tricks)
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = [r for r in pool.map(endgame_task, jobs, chunksize=4) if r is not None]
    diffs = [on - off for on, off, _, _ in results]
    think_on = [t * 1000 for r in results for t in r[2]]
    think_off = [t * 1000 for r in results for t in r[3]]
    ci = mean_interval(diffs)
    most_tricks, most_cards = solver.limits(args.game)
    print(
        f"{args.game}: {len(results)} of {args.deals} deals reached the last tricks "
        f"(tricks left <= {most_tricks}, cards <= {most_cards}); "
        f"{args.play}, seed {args.seed}, expert:{args.budget:g}, {args.jobs} jobs, {time.perf_counter() - t0:.0f} s"
    )
    print(
        f"  seat 0's change less the others' mean: with the solver {statistics.fmean(r[0] for r in results):.3f}, "
        f"without {statistics.fmean(r[1] for r in results):.3f}"
    )
    shown = "-" if ci is None else f"[{ci[0]:.3f}, {ci[1]:.3f}]"
    changed = sum(1 for x in diffs if x != 0)
    print(f"  difference per deal: mean {statistics.fmean(diffs):.3f}  95% CI {shown}  ({changed} deals differ)")
    for name, ts in (("with", think_on), ("without", think_off)):
        if ts:
            print(
                f"  think {name} the solver: median {statistics.median(ts):.1f} ms  p95 {percentile(ts, 0.95):.1f} ms"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("times", help="time per solve by tricks left")
    t.add_argument("--games", default=",".join(TRICK_GAMES))
    t.add_argument("--tricks", default="2,3,4,5")
    t.add_argument("--positions", type=int, default=40)
    t.add_argument("--play", choices=("paranoid", "maxn"), default="paranoid")
    e = sub.add_parser("endgames", help="duplicate endgames, the expert with and without the solver")
    e.add_argument("--game", required=True, choices=TRICK_GAMES)
    e.add_argument("--deals", type=int, default=150)
    e.add_argument("--budget", type=float, default=0.2)
    e.add_argument("--seed", type=int, default=1)
    e.add_argument("--jobs", type=int, default=2)
    e.add_argument("--play", choices=("paranoid", "maxn"), default="paranoid", help="the solver's model of the others")
    e.add_argument("--tricks", type=int, default=None, help="solve from this many tricks left (default: the program's)")
    args = parser.parse_args()
    if args.command == "times":
        times(args)
    else:
        endgames(args)


if __name__ == "__main__":
    main()
