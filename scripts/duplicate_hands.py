"""Where the expert gains: the same hands played twice, once by a level, once by basic.

Positions are the start of a hand in matches between basic players (hand 1 to 9 of seeded
matches). Each is played to the end of the hand twice from the same deal: once with the tested
seat played by level A, once by level B; the other seats are basic with the same seeds. With
``--phases`` level A plays only in those phases (basic plays the rest of the hand for it), which
shows what each kind of decision is worth. The measure is the expert's own playout reward
(``ai.playout.outcome``): the seat's score change against the other seats' mean, plus the value of
a match won or lost in the hand. Reported: the mean paired difference with its standard error.

    python scripts/duplicate_hands.py freelance 3 expert:0.5 basic 300 --phases declaration

Level A may be the arena's open-hand yardstick, ``oracle:B`` (the same search as ``expert:B`` on
the true deal, ai/arena_oracle.py): then the measure shows what seeing every card is worth in
each phase, beside what the expert makes of the same phase.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import games
from ai.arena_oracle import is_oracle, make_oracle
from ai.base import make_player
from ai.playout import outcome
from games.core import State


def position(game_id: str, players: int, k: int) -> tuple[State, int, int]:
    """Position ``k``: a match between basic players at the start of a hand, the seat tested and
    the seed of the players."""
    game = games.get(game_id)
    rng = random.Random(k)
    state = game.new_match(players=players, seed=rng.getrandbits(32))
    target = rng.randint(1, 9)
    seats = [make_player("basic", game_id, rng.getrandbits(32)) for _ in range(players)]
    while not state.is_over and state.hand_no < target:
        s = state.to_act
        assert s is not None
        state.apply(seats[s].choose(state.view(s), state.legal_actions()))
    return state, rng.randrange(players), rng.getrandbits(32)


def play_hand(state: State, seat: int, level: str, seed: int, phases: list[str] | None) -> float:
    """The hand from ``state`` with ``level`` at ``seat`` (in ``phases`` only, when given)."""
    state = state.clone()
    game_id = state.game.id
    before, hand = state.scores, state.hand_no
    rng = random.Random(seed)
    seats = [make_player("basic", game_id, rng.getrandbits(32)) for _ in range(len(before))]
    oracle = make_oracle(level, game_id, rng.getrandbits(32)) if is_oracle(level) else None
    tested = make_player("basic" if oracle else level, game_id, rng.getrandbits(32))
    while not state.is_over and state.hand_no == hand:
        s = state.to_act
        assert s is not None
        player = seats[s]
        legal = state.legal_actions()
        if s == seat and (phases is None or getattr(state, "phase", None) in phases):
            if oracle is not None:  # the open-hand yardstick: the true state, for this measure only
                state.apply(oracle.choose_open(state.clone(), legal))
                continue
            player = tested
        state.apply(player.choose(state.view(s), legal))
    return outcome(state, before, seat, game_id, state.game.lower_is_better)


def pair(args: tuple[str, int, int, str, str, list[str] | None]) -> tuple[float, float] | None:
    game_id, players, k, a, b, phases = args
    state, seat, seed = position(game_id, players, k)
    if state.is_over:
        return None
    return play_hand(state, seat, a, seed, phases), play_hand(state, seat, b, seed, phases)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("players", type=int)
    p.add_argument("a", help="level A, e.g. expert:0.5")
    p.add_argument("b", help="level B, e.g. basic")
    p.add_argument("positions", type=int)
    p.add_argument("--phases", nargs="*", help="level A plays only in these phases")
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    start = time.perf_counter()
    tasks = [(args.game, args.players, k, args.a, args.b, args.phases) for k in range(args.positions)]
    with ProcessPoolExecutor(args.jobs) as pool:
        pairs = [r for r in pool.map(pair, tasks, chunksize=1) if r is not None]
    diffs = [a - b for a, b in pairs]
    mean = statistics.mean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs))
    changed = sum(1 for d in diffs if d != 0)
    print(
        f"{args.game} {args.a} against {args.b}, phases {args.phases or 'all'}: {len(diffs)} hands, "
        f"{changed} with a different outcome; mean difference {mean:+.3f} (standard error {se:.3f}); "
        f"{time.perf_counter() - start:.0f} s"
    )


if __name__ == "__main__":
    main()
