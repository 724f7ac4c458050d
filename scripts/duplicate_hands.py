"""Where the expert gains: the same hands played twice, once by a level, once by basic.

Positions are the start of a hand in matches between basic players (hand 1 to 9 of seeded
matches). Each is played to the end of the hand twice from the same deal: once with the tested
seat played by level A, once by level B; the other seats are basic with the same seeds. With
``--phases`` level A plays only in those phases (basic plays the rest of the hand for it), which
shows what each kind of decision is worth. The measure is the expert's own playout reward
(``ai.playout.outcome``): the seat's score change against the other seats' mean, plus the value of
a match won or lost in the hand. Reported: the mean paired difference with its standard error.

    python scripts/duplicate_hands.py freelance 3 expert:0.5 basic 300 --phases declaration

With ``--oracle oracle:B[:hands]`` each position is played a third time, by that open-hand search,
and the three are read as ``python -m ai.arena gap`` reads its first hands (``ai.arena_gap.closing``:
the gap from level B to the oracle and the fraction of it that level A closes, with bootstrap
intervals over the positions), by the search's reward and by the seat's own score in the hand: the
gap measure over hands 1 to 9 instead of the first. ``--json PATH`` keeps each position's results.

Level A may be the arena's open-hand yardstick, ``oracle:B`` (the same search as ``expert:B`` on
the true deal, ai/arena_oracle.py): then the measure shows what seeing every card is worth in
each phase, beside what the expert makes of the same phase.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import games
from ai.arena import seat_player
from ai.arena_gap import closing
from ai.arena_oracle import OpenHandSearch, is_oracle, make_oracle
from ai.base import make_player
from ai.expert import warm_up
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


def play_hand(state: State, seat: int, level: str, seed: int, phases: list[str] | None) -> tuple[float, int]:
    """The hand from ``state`` with ``level`` at ``seat`` (in ``phases`` only, when given): the
    search's reward and the seat's own score change."""
    state = state.clone()
    game_id = state.game.id
    before, hand = state.scores, state.hand_no
    rng = random.Random(seed)
    seats = [make_player("basic", game_id, rng.getrandbits(32)) for _ in range(len(before))]
    oracle = make_oracle(level, game_id, rng.getrandbits(32)) if is_oracle(level) else None
    # seat_player: a level of the program, or expert:B:pool, the expert as the program runs it.
    tested = seat_player("basic" if oracle else level, game_id, rng.getrandbits(32))
    assert not isinstance(tested, OpenHandSearch)
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
    own = state.scores[seat] - before[seat]
    return outcome(state, before, seat, game_id, state.game.lower_is_better), own


Task = tuple[str, int, int, tuple[str, ...], list[str] | None]


def plays(args: Task) -> list[tuple[float, int]] | None:
    """Position ``k`` played once by each level, in order; None when the match is already over."""
    game_id, players, k, levels, phases = args
    state, seat, seed = position(game_id, players, k)
    if state.is_over:
        return None
    return [play_hand(state, seat, level, seed, phases) for level in levels]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("players", type=int)
    p.add_argument("a", help="level A, e.g. expert:0.5")
    p.add_argument("b", help="level B, e.g. basic")
    p.add_argument("positions", type=int)
    p.add_argument("--phases", nargs="*", help="level A plays only in these phases")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--oracle", help="a third play by this open-hand level, e.g. oracle:0.2:hands, read as the gap")
    p.add_argument("--json", help="write each position's results to this file")
    args = p.parse_args()
    if args.oracle and not is_oracle(args.oracle):
        p.error(f"--oracle {args.oracle}: not an oracle level")
    start = time.perf_counter()
    levels = (args.a, args.b) + ((args.oracle,) if args.oracle else ())
    tasks = [(args.game, args.players, k, levels, args.phases) for k in range(args.positions)]
    if any(level.endswith(":pool") or ":pool:" in level for level in levels):
        warm_up()  # the program's worker pool started before the first decision, as the gap run does
    done: list[list[tuple[float, int]] | None] = []

    def count(r: list[tuple[float, int]] | None) -> None:
        # How far a long run has got (Kalooki at 1 s: about 25 s a position), not what it shows.
        done.append(r)
        print(f"{len(done)} of {len(tasks)} positions, {time.perf_counter() - start:.0f} s", file=sys.stderr)

    if args.jobs == 1:  # in this process (needed for the pool's levels: one pool, used by one hand at a time)
        for t in tasks:
            count(plays(t))
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            for r in pool.map(plays, tasks, chunksize=1):
                count(r)
    results = [(k, r) for k, r in enumerate(done) if r is not None]
    seconds = time.perf_counter() - start
    diffs = [r[0][0] - r[1][0] for _, r in results]
    print(
        f"{args.game} {args.a} against {args.b}, phases {args.phases or 'all'}: {len(diffs)} hands, "
        f"{sum(1 for d in diffs if d != 0)} with a different outcome; mean difference "
        f"{statistics.mean(diffs):+.3f} (standard error {statistics.stdev(diffs) / math.sqrt(len(diffs)):.3f}); "
        f"{seconds:.0f} s"
    )
    if args.oracle:
        for i, name in ((0, "the search's reward"), (1, "the seat's own score in the hand")):
            # closing() takes (basic, expert, oracle) per deal: here (level B, level A, the oracle).
            reading = closing([(r[1][i], r[0][i], r[2][i]) for _, r in results])
            print(
                f"{args.oracle} as the yardstick, by {name}: means "
                + ", ".join(
                    f"{level} {reading.means[role]:.2f}"
                    for level, role in zip(levels, ("expert", "basic", "oracle"), strict=True)
                )
            )
            print("\n".join(f"  {line}" for line in reading.lines()))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(
                {
                    "args": vars(args),
                    "seconds": round(seconds),
                    "positions": [{"k": k, "plays": r} for k, r in results],
                },
                f,
            )


if __name__ == "__main__":
    main()
