"""A pool worker's memory and time over a session: one process searches as a worker does.

    python scripts/worker_memory.py kalooki --players 5 --matches 6
    python scripts/worker_memory.py kalooki --players 5 --matches 6 --scale 0.25

Seat 0's decisions with a choice in basic-played matches (seeds from 300), each searched with a
fixed number of worlds (so the work is the same from run to run) and tidied after it as on the
pool (``ai.pool_worker.Tidied``). Prints the CPU time of the searches, the peak resident memory,
the live objects at the end, the sizes of Kalooki's tables, and a fingerprint of every search's
result (the same fingerprint: the same play). ``--scale`` multiplies Kalooki's table bounds, to
weigh memory against time (BENCHMARKS.md, "A worker's memory").
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import resource
import time
from types import ModuleType

import games
import games.kalooki.legal as kalooki_legal
import games.kalooki.melds as kalooki_melds
from ai.base import make_player
from ai.expert import candidates, search
from ai.kalooki import basic as kalooki_basic
from ai.pool_worker import Tidied
from games.kalooki import facts as kalooki_facts

# Kalooki's bounded tables: name, the module holding the table, the table's name, the module
# holding its bound, the bound's name.
TABLES: tuple[tuple[str, ModuleType, str, ModuleType, str], ...] = (
    ("fours", kalooki_melds, "_SUIT_FOURS", kalooki_melds, "SUIT_FOURS_LIMIT"),
    ("offered", kalooki_facts, "_OFFERED", kalooki_legal, "OFFERED_LIMIT"),
    ("shapes", kalooki_legal, "_SHAPES", kalooki_legal, "SHAPES_LIMIT"),
    ("places", kalooki_legal, "_PLACES", kalooki_legal, "PLACES_LIMIT"),
    ("hands", kalooki_basic, "_HAND_SHAPES", kalooki_basic, "HAND_SHAPES_LIMIT"),
)


def sizes() -> dict[str, int]:
    """Each bounded table's keys now."""
    return {name: len(getattr(module, table)) for name, module, table, _, _ in TABLES}


def bounds() -> dict[str, int]:
    """Each bounded table's bound."""
    return {name: int(getattr(module, bound)) for name, _, _, module, bound in TABLES}


def scale_bounds(factor: float) -> None:
    """Kalooki's table bounds times ``factor``."""
    for _, _, _, module, bound in TABLES:
        setattr(module, bound, max(1, int(getattr(module, bound) * factor)))


def run(game_id: str, players: int, matches: int, worlds: int) -> dict[str, object]:
    game = games.get(game_id)
    searched = 0
    cpu = 0.0
    fingerprint = hashlib.sha256()
    for m in range(matches):
        state = game.new_match(players, seed=300 + m)
        seats = [make_player("basic", game_id, seed=m * 10 + s) for s in range(players)]
        steps = 0
        while not state.is_over and steps < 20_000:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            if len(legal) > 1 and seat == 0:
                indices, chosen = candidates(game_id, view, legal, steps)
                begun = time.process_time()
                result = Tidied(search)(game_id, view, legal, steps, None, worlds, indices, chosen)
                cpu += time.process_time() - begun
                searched += 1
                fingerprint.update(repr((result.visits, result.totals)).encode())
            state.apply(seats[seat].choose(view, legal))
            steps += 1
    gc.collect()
    return {
        "searches": searched,
        "cpu_s": round(cpu, 1),
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
        "objects": len(gc.get_objects()) + gc.get_freeze_count(),
        "kalooki_tables": {**sizes(), "threes (unbounded)": len(kalooki_melds._RANK_THREES)},
        "fingerprint": fingerprint.hexdigest()[:12],
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="the game id")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument("--worlds", type=int, default=12, help="worlds a search (default 12)")
    parser.add_argument("--scale", type=float, default=1.0, help="Kalooki's table bounds times this")
    args = parser.parse_args(argv)
    if args.scale != 1.0:
        scale_bounds(args.scale)
    print(run(args.game, args.players, args.matches, args.worlds))


if __name__ == "__main__":
    main()
