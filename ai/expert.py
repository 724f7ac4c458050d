"""The ``expert`` level: determinized Monte Carlo search, run in worker processes.

For a decision the player knows only its View. Each iteration deals the hidden cards anew with
``game.sample(view, rng)`` (a full State consistent with everything the view proves), picks one
legal action by UCB1 over the statistics gathered so far, applies it and plays the hand out with
the game's ``basic`` policy for every seat. The reward is the seat's score change over the rest
of the hand relative to the other seats' mean (negated where lower scores win). The action with
the best mean reward is played.

The search runs in a ``ProcessPoolExecutor`` started once and reused (root parallelization: each
worker searches with its own seed and the statistics are added up), so the interface's process
keeps its frame rate. A decision never takes more than twice its budget: workers stop at the
budget, and the caller stops waiting at twice it, falling back to what has arrived, or to the
basic policy.

With ``iterations`` set instead of a budget the search is deterministic for a fixed seed.
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import math
import multiprocessing
import os
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import games
from games.actions import Action
from games.core import State, View

from .base import Player, register_level

Policy = Callable[[View, Sequence[Action], random.Random], Action]

DEFAULT_BUDGET = 1.0
MAX_PLAYOUT_STEPS = 5000


def _random_policy(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    return rng.choice(list(legal))


def playout_policy(game_id: str) -> Policy:
    """The game's basic player as a function; uniform random where a game has none yet."""
    try:
        module = importlib.import_module(f"ai.basic_{game_id}")
    except ModuleNotFoundError:
        return _random_policy
    choose: Policy = module.choose
    return choose


@dataclass
class SearchResult:
    """Per legal action (by index): visits and total reward; ``iterations`` done."""

    visits: list[int]
    totals: list[float]
    iterations: int


def _reward(before: Sequence[int], after: Sequence[int], seat: int, lower_is_better: bool) -> float:
    deltas = [a - b for a, b in zip(after, before, strict=True)]
    others = [d for s, d in enumerate(deltas) if s != seat]
    r = deltas[seat] - (sum(others) / len(others) if others else 0.0)
    return -r if lower_is_better else r


def _playout(state: State, policy: Policy, rng: random.Random, hand_no: int) -> None:
    """Play to the end of hand ``hand_no`` with ``policy`` for every seat."""
    steps = 0
    while not state.is_over and state.hand_no == hand_no and steps < MAX_PLAYOUT_STEPS:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        else:
            try:
                action = policy(state.view(seat), legal, rng)
            except Exception:
                action = rng.choice(legal)
            if action not in legal:
                action = rng.choice(legal)
        state.apply_unchecked(action)
        steps += 1


def search(
    game_id: str,
    view: View,
    legal: Sequence[Action],
    seed: int,
    budget: float | None,
    iterations: int | None,
    exploration: float = 0.7,
) -> SearchResult:
    """Determinized UCB1 search from ``view``; stops after ``iterations`` or ``budget`` seconds."""
    game = games.get(game_id)
    policy = playout_policy(game_id)
    rng = random.Random(seed)
    seat = view.seat
    n = len(legal)
    visits = [0] * n
    totals = [0.0] * n
    lo, hi = 0.0, 0.0
    start = time.perf_counter()
    done = 0
    while True:
        if iterations is not None:
            if done >= iterations:
                break
        elif budget is not None and time.perf_counter() - start >= budget:
            break
        state = game.sample(view, rng)
        before = state.scores
        hand_no = state.hand_no
        if done < n:
            i = done  # every action once first
        else:
            scale = max(hi - lo, 1e-9)
            log_n = math.log(done)
            best, best_i = -math.inf, 0
            for k in range(n):
                value = totals[k] / visits[k] + exploration * scale * math.sqrt(log_n / visits[k])
                if value > best:
                    best, best_i = value, k
            i = best_i
        state.apply_unchecked(legal[i])
        _playout(state, policy, rng, hand_no)
        r = _reward(before, state.scores, seat, game.lower_is_better)
        lo, hi = min(lo, r), max(hi, r)
        visits[i] += 1
        totals[i] += r
        done += 1
    return SearchResult(visits, totals, done)


def merge(results: Sequence[SearchResult], n: int) -> SearchResult:
    visits = [0] * n
    totals = [0.0] * n
    for r in results:
        for k in range(n):
            visits[k] += r.visits[k]
            totals[k] += r.totals[k]
    return SearchResult(visits, totals, sum(r.iterations for r in results))


def best_index(result: SearchResult) -> int:
    """The action with the best mean reward (visited at least once); the earliest on ties."""
    best, best_k = -math.inf, 0
    for k, (v, t) in enumerate(zip(result.visits, result.totals, strict=True)):
        if v and t / v > best:
            best, best_k = t / v, k
    return best_k


_POOL: cf.ProcessPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def pool_size() -> int:
    return max(1, min(4, os.cpu_count() or 1))


def get_pool() -> cf.ProcessPoolExecutor:
    """The shared worker processes, started on first use and reused ("spawn": safe beside Qt threads)."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = cf.ProcessPoolExecutor(max_workers=pool_size(), mp_context=multiprocessing.get_context("spawn"))
        return _POOL


def warm_up() -> None:
    """Start the workers and import the engines in them ahead of the first decision."""
    pool = get_pool()
    futures = [pool.submit(_warm, gid) for gid in games.ids() for _ in range(pool_size())]
    for f in futures:
        f.result()


def _warm(game_id: str) -> bool:
    games.get(game_id)
    playout_policy(game_id)
    return True


def shutdown_pool() -> None:
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None:
            _POOL.shutdown(wait=False, cancel_futures=True)
            _POOL = None


class ExpertPlayer(Player):
    """Search over sampled deals with basic playouts. ``budget`` seconds per decision (or a fixed
    number of ``iterations``); ``processes`` runs the search in the shared worker pool."""

    level = "expert"

    def __init__(
        self,
        game_id: str,
        seed: int = 0,
        budget: float = DEFAULT_BUDGET,
        iterations: int | None = None,
        processes: bool = True,
    ) -> None:
        super().__init__(game_id, seed)
        self.budget = budget
        self.iterations = iterations
        self.processes = processes
        self.last: SearchResult | None = None

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        seed = self.rng.getrandbits(63)
        if not self.processes:
            result = search(self.game_id, view, legal, seed, self.budget, self.iterations)
        else:
            result = self._search_in_pool(view, legal, seed)
        self.last = result
        if result.iterations == 0:
            return playout_policy(self.game_id)(view, legal, self.rng)
        return legal[best_index(result)]

    def _search_in_pool(self, view: View, legal: list[Action], seed: int) -> SearchResult:
        pool = get_pool()
        workers = pool_size()
        start = time.perf_counter()
        per_worker = None if self.iterations is None else max(1, self.iterations // workers)
        futures = [
            pool.submit(search, self.game_id, view, legal, seed + w, self.budget, per_worker) for w in range(workers)
        ]
        deadline = None if self.iterations is not None else start + 2 * self.budget
        results: list[SearchResult] = []
        for f in futures:
            timeout = None if deadline is None else max(0.0, deadline - time.perf_counter())
            try:
                results.append(f.result(timeout=timeout))
            except cf.TimeoutError:
                f.cancel()
        return merge(results, len(legal))


register_level("expert", ExpertPlayer)
