"""The measuring half of ``python -m ai.bench``: run in a child process inside the tree measured.

This file is run as a script (``python -P speed_probe.py`` with the measured tree as working
directory and first on the import path), so one copy of it measures this tree and an older one
alike. It therefore uses only what every tree since b044bf4 has: ``games.get``, ``Game.new_match``,
``Game.sample``, ``State.clone/view/legal_actions/apply_unchecked`` and ``ai.expert``'s
``sample_world``, ``playout_policy``, ``inference`` and ``_playout``; where the tree's
``ai.expert`` has ``hand_value`` (the search's own way of playing a world, fast playouts
included) a world is played with it instead. It imports nothing else of the tree (not even :mod:`ai.bench`).

Each game's probe plays one world from every view before its first round (a warm-up).

Protocol: one JSON object per line on stdin, ``{"game": ID, "seconds": S}``; for each, one JSON
line on stdout with that round's figures (see :func:`measure_round`). An empty line or end of
input ends the process.

A round of a game has two parts. First, for ``S`` seconds, the expert's own loop: a *world* is
``sample_world`` (with the game's inference) on one of a fixed set of views (:func:`positions`),
a ``clone`` of it, and the game's basic policy to the end of the hand (``hand_value``, or
``_playout`` in older trees); the figures are worlds per
second of the wall clock and per second of the process's processor time (steadier when other
work shares the machine). Then a fixed amount of work, the same in every tree: on each position, :data:`REPEATS` times
``game.sample``, ``sample_world`` and ``clone``, and a playout of the sampled world (a clone of
it played to the end of the hand as the search plays it: the playouts per second), and one timed basic playout of the sampled world in which every
``view``, ``legal_actions`` and basic decision (positions with one legal action excepted) is
timed alone; the figures are medians in microseconds.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from typing import Any

POSITIONS = 20
POSITION_SEED = 1
WORLD_SEED = 5
MAX_STEPS = 5000
REPEATS = 5  # samples and clones timed per position


def positions(game_id: str, n: int = POSITIONS, seed: int = POSITION_SEED, phase: str | None = None) -> list[Any]:
    """``n`` decisions the expert's search meets: in the first hand of seeded matches (seeds 1,
    2, ...) played by the basic policy, one state chosen at random among those where the seat to
    act has more than one legal action, so the phases come in the share a hand has of them (in
    the trick games mostly its tricks, with bids, exchanges and discards); with ``phase``, among
    those of that phase only (``state.phase``), a match without one giving none."""
    import games
    from ai import expert

    game = games.get(game_id)
    rng = random.Random(seed)
    policy = expert.playout_policy(game_id)
    out: list[Any] = []
    match_seed = 0
    while len(out) < n:
        match_seed += 1
        if phase is not None and match_seed > 50 * (n + 1):
            raise ValueError(f"{game_id}: too few first hands have a decision in phase {phase!r}")
        state = game.new_match(players=game.default_players, seed=match_seed)
        decisions = []
        steps = 0
        while not state.is_over and state.hand_no == 1 and steps < MAX_STEPS:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            if len(legal) > 1 and (phase is None or getattr(state, "phase", None) == phase):
                decisions.append(state.clone())
            state.apply_unchecked(legal[0] if len(legal) == 1 else policy(state.view(seat), legal, rng))
            steps += 1
        if decisions:
            out.append(rng.choice(decisions))
    return out


class Probe:
    """One game's fixed views, policy and inference, set up once per process."""

    def __init__(self, game_id: str) -> None:
        import games
        from ai import expert

        self.expert: Any = expert  # an older tree's, with _playout, or this one's
        # Trees since the fast playouts play a world as their search does (ai.playout.hand_value,
        # which ai.expert imports); older ones through the engine (expert._playout). Not imported
        # from ai.playout: in an older tree that import would find this tree's module through the
        # editable install's finder.
        self.hand_value: Any = getattr(expert, "hand_value", None)
        self.game = games.get(game_id)
        self.policy = expert.playout_policy(game_id)
        self.weight = expert.inference(game_id)
        self.views = [p.view(p.to_act) for p in positions(game_id)]
        # One world per view before any round: the first round was the slowest of eight in
        # several games (caches and first calls warming up).
        self.worlds_per_second(0.0, worlds=len(self.views))

    def worlds_per_second(self, seconds: float, worlds: int = 1) -> tuple[float, float, int]:
        """Worlds per second of the wall clock and per second of this process's processor time
        (the steadier figure on a loaded machine), and how many worlds (at least ``worlds``)."""
        game, weight, views = self.game, self.weight, self.views
        rng = random.Random(WORLD_SEED)
        n = 0
        start, cpu = time.perf_counter(), time.process_time()
        while n < worlds or time.perf_counter() - start < seconds:
            world = self.expert.sample_world(game, views[n % len(views)], rng, weight)
            state = world.clone()
            self.play(state, random.Random(n))
            n += 1
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        return n / wall, n / max(cpu, 1e-9), n

    def costs(self) -> dict[str, float]:
        """Median microseconds of each step, on the same work in every tree."""
        clock = time.perf_counter_ns
        keys = ("playout", "sample", "sample_world", "clone", "view", "legal", "decide")
        times: dict[str, list[int]] = {k: [] for k in keys}
        rng = random.Random(WORLD_SEED)
        for k, view in enumerate(self.views):
            for _ in range(REPEATS):
                t = clock()
                self.game.sample(view, rng)
                times["sample"].append(clock() - t)
                t = clock()
                world = self.expert.sample_world(self.game, view, rng, self.weight)
                times["sample_world"].append(clock() - t)
                t = clock()
                state = world.clone()
                times["clone"].append(clock() - t)
                t = clock()
                self.play(world.clone(), random.Random(k))
                times["playout"].append(clock() - t)
            self._timed_playout(state, random.Random(k), times)
        return {f"{k}_us": statistics.median(v) / 1000 if v else 0.0 for k, v in times.items()}

    def play(self, state: Any, rng: random.Random) -> None:
        """One playout of ``state`` to the end of its hand as the tree's search plays it."""
        if self.hand_value is not None:
            self.hand_value(state, self.policy, rng, state.hand_no, state.scores, state.to_act)
        else:
            self.expert._playout(state, self.policy, rng, state.hand_no)

    def _timed_playout(self, state: Any, rng: random.Random, times: dict[str, list[int]]) -> None:
        clock = time.perf_counter_ns
        hand_no = state.hand_no
        steps = 0
        while not state.is_over and state.hand_no == hand_no and steps < MAX_STEPS:
            seat = state.to_act
            t = clock()
            legal = state.legal_actions()
            times["legal"].append(clock() - t)
            if len(legal) == 1:
                action = legal[0]
            else:
                t = clock()
                view = state.view(seat)
                times["view"].append(clock() - t)
                t = clock()
                action = self.policy(view, legal, rng)
                times["decide"].append(clock() - t)
            state.apply_unchecked(action)
            steps += 1


def measure_round(probes: dict[str, Probe], game_id: str, seconds: float) -> dict[str, Any]:
    if game_id not in probes:
        probes[game_id] = Probe(game_id)
    probe = probes[game_id]
    rate, cpu_rate, worlds = probe.worlds_per_second(seconds)
    return {"game": game_id, "worlds_per_s": rate, "worlds_per_cpu_s": cpu_rate, "worlds": worlds, **probe.costs()}


def main() -> int:
    probes: dict[str, Probe] = {}
    for line in sys.stdin:
        if not line.strip():
            break
        request = json.loads(line)
        try:
            reply = measure_round(probes, request["game"], float(request["seconds"]))
        except Exception as exc:  # reported to the parent, which says which tree failed
            reply = {"game": request.get("game"), "error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(reply), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
