"""Command line: ``python -m games replay FILE``, ``python -m games bench`` and
``python -m games soak`` (see games/soak.py).

replay: prints the final state as JSON (exit 0); the first illegal action's index and reason
(exit 1); one line for a file that is not a valid transcript (exit 2).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence

from . import get, ids
from .transcript import ReplayError, TranscriptError, load, one_line


def replay(path: str) -> int:
    try:
        transcript = load(path)
    except TranscriptError as exc:
        print(one_line(f"{path}: {exc}"), file=sys.stderr)
        return 2
    try:
        state = transcript.replay()
    except ReplayError as exc:
        print(one_line(str(exc)), file=sys.stderr)
        return 1
    out = {
        "game": transcript.game,
        "players": transcript.players,
        "actions": len(transcript.actions),
        "scores": state.scores,
        "winners": state.winners,
        "to_act": state.to_act,
        "hand": state.hand_no,
        "is_over": state.is_over,
    }
    print(json.dumps(out))
    return 0


def _random_hand(state, rng: random.Random) -> int:  # type: ignore[no-untyped-def]
    hand = state.hand_no
    steps = 0
    while not state.is_over and state.hand_no == hand:
        acts = state.legal_actions()
        state.apply_unchecked(rng.choice(acts))
        steps += 1
    return steps


def bench(seconds: float, game_ids: Sequence[str]) -> int:
    print(
        f"{'game':16} {'players':>7} {'hands/s':>9} {'matches/s':>10} {'actions/s':>10} {'clone us':>9} {'sample us':>10}"
    )
    for gid in game_ids:
        game = get(gid)
        players = game.default_players
        rng = random.Random(1)
        # whole hands
        t0 = time.perf_counter()
        hands = actions = 0
        seed = 0
        state = game.new_match(players=players, seed=seed)
        while time.perf_counter() - t0 < seconds:
            if state.is_over:
                seed += 1
                state = game.new_match(players=players, seed=seed)
            actions += _random_hand(state, rng)
            hands += 1
        hand_rate = hands / (time.perf_counter() - t0)
        action_rate = actions / (time.perf_counter() - t0)
        # whole matches (capped at the game's hand cap)
        t0 = time.perf_counter()
        matches = 0
        while time.perf_counter() - t0 < seconds or matches == 0:
            state = game.new_match(players=players, seed=10_000 + matches)
            while not state.is_over and state.hand_no <= game.hand_cap:
                state.apply_unchecked(rng.choice(state.legal_actions()))
            matches += 1
        match_rate = matches / (time.perf_counter() - t0)
        # clone and sample on mid-hand positions
        positions = []
        for k in range(20):
            s = game.new_match(players=players, seed=500 + k)
            for _ in range(rng.randrange(1, 40)):
                if s.is_over:
                    break
                s.apply_unchecked(rng.choice(s.legal_actions()))
            if not s.is_over:
                positions.append(s)
        clone_times, sample_times = [], []
        for s in positions:
            seat = s.to_act
            assert seat is not None
            v = s.view(seat)
            t = time.perf_counter()
            for _ in range(50):
                s.clone()
            clone_times.append((time.perf_counter() - t) / 50 * 1e6)
            t = time.perf_counter()
            for _ in range(20):
                game.sample(v, rng)
            sample_times.append((time.perf_counter() - t) / 20 * 1e6)
        print(
            f"{gid:16} {players:>7} {hand_rate:>9.1f} {match_rate:>10.2f} {action_rate:>10.0f} "
            f"{statistics.median(clone_times):>9.1f} {statistics.median(sample_times):>10.1f}"
        )
    return 0


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games", description="Parlour's rules engines")
    sub = parser.add_subparsers(dest="command", required=True)
    p_replay = sub.add_parser("replay", help="replay a transcript and print the final state as JSON")
    p_replay.add_argument("file")
    p_bench = sub.add_parser("bench", help="random playouts per second, clone and sample costs")
    p_bench.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    p_bench.add_argument("--game", action="append", choices=ids(), help="only this game (repeatable)")
    p_soak = sub.add_parser("soak", help="random matches under the playout invariants; hands, actions, failures")
    p_soak.add_argument("--hands", type=_positive, default=1000, help="hands per game and policy (default 1000)")
    p_soak.add_argument("--game", action="append", choices=ids(), help="only this game (repeatable)")
    p_soak.add_argument("--policy", choices=("uniform", "eager", "both"), default="both")
    p_soak.add_argument("--seed", type=int, default=1, help="the first match's seed")
    p_soak.add_argument("--jobs", type=_positive, default=1, help="worker processes")
    p_soak.add_argument("--deep-every", type=int, default=1000, help="the expensive checks every N actions (0: never)")
    p_soak.add_argument("--keep", metavar="DIR", help="write each failing match's transcript here")
    p_soak.add_argument("--json", action="store_true", help="one JSON list instead of the table")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay(args.file)
    if args.command == "soak":
        from .soak import soak

        return soak(
            args.game or ids(), args.hands, args.policy, args.seed, args.jobs, args.deep_every, args.keep, args.json
        )
    return bench(args.seconds, args.game or ids())


if __name__ == "__main__":
    sys.exit(main())
