"""The expert's own judgement for a game (``ai/<game>/judgement.py``, without search) at one seat
against basic at the others, with its constants optionally changed: how its parts were measured.

Matches are dealt in blocks of one deal per seat (the judgement takes each seat in turn), as in
the arena. Reported: its win rate and its score against the other seats' mean (standard errors); with
``--paired-with`` a run kept by ``--json`` on the same matches, the difference match by match,
which cancels most of the deals' luck (a standard error of 5 to 9 points over 1000 Kalooki
matches, where each run alone has 10).

    python scripts/judgement_vs_basic.py kalooki 5 1000 --json base.json
    python scripts/judgement_vs_basic.py kalooki 5 1000 '{"PENALTY_WEIGHT": 1.0}' --paired-with base.json
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import games
from ai.arena_report import mean_interval
from ai.basic import basic_policy


def judgement(game_id: str, constants: dict[str, Any]) -> Any:
    """A fresh copy of ``ai/<game>/judgement.py`` with ``constants`` set (the basic seats are untouched)."""
    name = f"ai.{game_id}.judgement"
    origin = importlib.util.find_spec(name)
    assert origin is not None and origin.origin is not None, f"{name} does not exist"
    spec = importlib.util.spec_from_file_location(f"{name}_variant", origin.origin)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = f"ai.{game_id}"
    spec.loader.exec_module(module)
    for key, value in constants.items():
        if not hasattr(module, key):
            raise SystemExit(f"{name} has no constant {key}")
        setattr(module, key, value)
    return module.choose


def match(args: tuple[str, int, dict[str, Any], int]) -> tuple[float, float]:
    game_id, players, constants, m = args
    game = games.get(game_id)
    seat = m % players
    seed = random.Random(f"judgement:{m // players}").getrandbits(63)
    state = game.new_match(players=players, seed=seed)
    basic = basic_policy(game_id)
    policies = [basic] * players
    policies[seat] = judgement(game_id, constants)
    rng = random.Random(seed)
    while not state.is_over and state.hand_no <= game.hand_cap:
        s = state.to_act
        assert s is not None
        legal = state.legal_actions()
        state.apply(policies[s](state.view(s), legal, rng) if len(legal) > 1 else legal[0])
    scores = state.scores
    win = 1.0 / len(state.winners) if state.is_over and seat in state.winners else 0.0
    lead = scores[seat] - statistics.mean(scores[s] for s in range(players) if s != seat)
    return win, lead


def paired(results: list[tuple[float, float]], other: list[tuple[float, float]]) -> str:
    """This run's score less ``other``'s, match by match on the same deals, with its 95% interval."""
    if len(other) != len(results):
        raise SystemExit(f"the run to pair with has {len(other)} matches, this one {len(results)}")
    diffs = [a[1] - b[1] for a, b in zip(results, other, strict=True)]
    interval = mean_interval(diffs)
    if interval is None:
        raise SystemExit("pairing needs two matches or more")
    low, high = interval
    differ = sum(1 for d in diffs if d)
    return f"paired on the same deals: {statistics.fmean(diffs):+.1f} [{low:+.1f}, {high:+.1f}], {differ} of {len(diffs)} matches differ"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("matches", type=int)
    parser.add_argument("constants", nargs="?", default="{}", help="JSON: the judgement's constants to change")
    parser.add_argument("--first", type=int, default=0, help="the first match's number (other deals)")
    parser.add_argument("--json", help="keep each match's win and score here")
    parser.add_argument("--paired-with", help="a run kept with --json on the same matches: print the difference")
    args = parser.parse_args()
    if args.first % args.players:
        parser.error("--first must be a multiple of the players: a block deals each seat the same deal")
    constants = json.loads(args.constants)
    game_id, matches = args.game, args.matches
    start = time.perf_counter()
    numbers = range(args.first, args.first + matches)
    with ProcessPoolExecutor(2) as pool:
        results = list(pool.map(match, [(game_id, args.players, constants, m) for m in numbers], chunksize=10))
    p = sum(w for w, _ in results) / matches
    leads = [lead for _, lead in results]
    print(
        f"{game_id} judgement {json.dumps(constants)} against basic, {matches} matches: "
        f"win rate {100 * p:.1f}% (se {100 * math.sqrt(p * (1 - p) / matches):.1f}), score against the "
        f"others' mean {statistics.mean(leads):+.1f} (se {statistics.stdev(leads) / math.sqrt(matches):.1f}); "
        f"{time.perf_counter() - start:.0f} s"
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"game": game_id, "first": args.first, "constants": constants, "results": results}, f)
    if args.paired_with:
        with open(args.paired_with, encoding="utf-8") as f:
            print(paired(results, [tuple(r) for r in json.load(f)["results"]]))


if __name__ == "__main__":
    main()
