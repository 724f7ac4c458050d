"""The ``expert`` level: determinized Monte Carlo search, run in worker processes.

For a decision the player knows only its View. Each iteration (a "world") deals the hidden cards
anew with ``game.sample(view, rng)`` (a full State consistent with everything the view proves),
then applies every candidate action to a copy of that world and plays the hand out with the
game's ``basic`` policy for every seat, with the same playout seed for each candidate (common
random numbers: the candidates are compared on identical deals and identical later choices).
The reward is the seat's score change over the rest of the hand relative to the other seats'
mean (negated where lower scores win), plus the value of a match won or lost when the playout ends
the match. In the last tricks of a trick game (its entry's ``endgame``) a world's candidates
are valued instead by the exact open-hand solver (:mod:`ai.solver`), with the same reward. Where a
game has an inference model registered (``ai/<game>/inference.py``; Freelance's statements), each
world is one of a few sampled deals, kept in proportion to how likely it makes what the opponents
chose.
The candidates are all legal actions, or (see :func:`candidates`) the default choice and up to
seven others: other verbs first, then the default policy's next choices, then nearby bids. The
default choice is basic's, or where a game has one, the expert's own judgement
(``ai/expert_<game>.py``: Kalooki, where the search sees too few deals to do much more).

The expert leaves the basic choice only for an action whose paired advantage over it, on the same
worlds, exceeds one standard error on at least :data:`MIN_WORLDS` worlds: with a small budget it
plays like ``basic``, and every additional world can only sharpen that comparison. Candidates
that cannot beat the basic choice are dropped (each game's ``GameAI.pruning``), and when none is
left the search ends early. (UCB1 over independent worlds was tried first
and lost to ``basic`` at small budgets: five noisy playouts per action decide nothing.)

The search runs in a ``ProcessPoolExecutor`` started once and reused (root parallelization: each
worker searches with its own seed and the statistics are added up), so the interface's process
keeps its frame rate. A decision takes its budget: the workers are given what is left of it
when they start, less :data:`RETURN_MARGIN` for their results' way back (:func:`worker_budget`),
and the caller stops waiting at twice it, falling back to what has arrived, or to the basic
policy.

With ``iterations`` set instead of a budget the search is deterministic for a fixed seed.
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import multiprocessing
import os
import random
import threading
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

import games
from games.actions import Action
from games.core import State, View

from .base import Player, register_level, register_param_level
from .game_ai import MAX_CANDIDATES, Policy, Pruning, Weight
from .playout import PolicyError, hand_value
from .pool_worker import Tidied, start_worker, worker_niceness
from .registry import game_ai
from .solver import Timeout, endgame_rewards
from .worlds import INFERENCE_DRAWS as INFERENCE_DRAWS
from .worlds import inference as inference
from .worlds import refiner as refiner
from .worlds import sample_world as sample_world

DEFAULT_BUDGET = 1.0
# The search compares at most MAX_CANDIDATES actions (ai.registry: fewer where a game's playout
# is dear): all of them, or the basic choice and others.
# Leave the basic choice only for an action better on the same deals by this many standard errors.
CONFIDENCE_Z = 1.0
# The basic choice is left only on at least this many paired worlds: on two or three worlds the
# standard error is itself a guess, and with seven alternatives one of them would often look one
# standard error better by chance (measured in Kalooki at 0.2 s: 8 of 60 decisions left basic on
# a median of 3 worlds).
MIN_WORLDS = 8
# Of a decision's budget, the time its workers' results take to come back and be merged (the
# decisions of the first later-pruned searches took 1,002 ms median and 1,008 ms p95 at 1 s).
RETURN_MARGIN = 0.01
# What winning the match is worth is each game's ``GameAI.win_value`` (ai.registry): without it the
# search maximizes points, which is not the object: a Freelance attacker who makes a contract in a
# sudden-death hand while another seat is highest scores but does not win. (A first guess of three
# hands' spread was 3-5 times too low.)


def worker_budget(budget: float, begun: float) -> float:
    """The seconds a worker may search in a decision of ``budget`` seconds begun at ``begun``
    (``time.perf_counter()``): what is left of it less :data:`RETURN_MARGIN`, never below zero
    (the choosing of the candidates and the sending to the workers come out of the budget)."""
    return max(0.0, budget - (time.perf_counter() - begun) - RETURN_MARGIN)


def _random_policy(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    return rng.choice(list(legal))


def playout_policy(game_id: str) -> Policy:
    """The game's basic player as a function; uniform random where a game has none yet."""
    entry = game_ai(game_id)
    return entry.basic if entry is not None else _random_policy


def default_policy(game_id: str) -> Policy:
    """The action the search starts from and keeps unless another is clearly better: the game's
    own expert judgement where it has one (``GameAI.judgement``), else the basic player's."""
    entry = game_ai(game_id)
    if entry is not None and entry.judgement is not None:
        return entry.judgement
    return playout_policy(game_id)


def pruning(game_id: str) -> Pruning:
    """When the search drops a candidate in ``game_id``."""
    entry = game_ai(game_id)
    return entry.pruning if entry is not None else Pruning()


def candidate_limit(game_id: str) -> int:
    """How many actions the search compares at most in ``game_id``."""
    entry = game_ai(game_id)
    return entry.candidate_limit if entry is not None else MAX_CANDIDATES


@dataclass
class SearchResult:
    """Per legal action (by index): worlds evaluated, total reward, and the paired difference to
    the basic policy's action on the same worlds (sum and sum of squares). ``worlds``: deals done."""

    visits: list[int]
    totals: list[float]
    diff_sums: list[float]
    diff_squares: list[float]
    worlds: int
    basic: int

    @property
    def iterations(self) -> int:
        return self.worlds


def candidates(
    game_id: str, view: View, legal: Sequence[Action], seed: int, limit: int | None = None
) -> tuple[list[int], int]:
    """The actions the search compares and the index of the basic policy's choice. All of them when
    there are at most ``limit``; otherwise the basic choice, one action of every other verb (pass,
    decline, draw, ...), then the actions next in basic's own order where its module ranks them
    (``ranked``: Kalooki's discards), then the numbers nearest the basic choice's (a bid of 3 is
    weighed against 2 and 4, not 12), then others at random."""
    if limit is None:
        limit = candidate_limit(game_id)
    rng = random.Random(seed)
    policy = default_policy(game_id)
    chosen = policy(view, legal, rng)
    if chosen not in legal:
        raise PolicyError(f"the {game_id} basic policy chose an action that is not legal")
    basic = list(legal).index(chosen)
    indices = distinct(game_id, view, legal, range(len(legal)), basic)
    if len(indices) <= limit:
        return indices, basic
    base = legal[basic]
    entry = game_ai(game_id)
    ranking = entry.ranked if entry is not None else None
    order = {a: k for k, a in enumerate(ranking(view, legal))} if ranking is not None else {}
    # Each verb's anchor number: the basic choice's for its own verb, else the verb's first action's.
    anchors: dict[str, int | None] = {base.verb: base.number_or_none}
    firsts: set[int] = set()
    for i in indices:
        if legal[i].verb not in anchors:
            anchors[legal[i].verb] = legal[i].number_or_none
            firsts.add(i)
    keys: dict[int, tuple[int, int, float, float]] = {}
    for i in indices:
        if i == basic:
            continue
        n, anchor = legal[i].number_or_none, anchors[legal[i].verb]
        distance = abs(n - anchor) if n is not None and anchor is not None else math.inf
        keys[i] = (0 if i in firsts else 1, order.get(legal[i], len(order)), distance, rng.random())
    others = sorted(keys, key=keys.__getitem__)
    return sorted([basic, *others[: limit - 1]]), basic


def distinct(game_id: str, view: View, legal: Sequence[Action], indices: Iterable[int], keep: int) -> list[int]:
    """``indices`` less each card play alike to ``keep``'s or to one before it (a trick game's
    ``GameAI.alike``: touching cards of a suit, which take the same tricks whoever holds the rest;
    weighing both would only spend deals on a difference the playouts' noise makes)."""
    entry = game_ai(game_id)
    alike = entry.alike(view) if entry is not None and entry.alike is not None else None
    if alike is None:
        return sorted(set(indices) | {keep})

    def key(i: int) -> Hashable:
        a = legal[i]
        card = a.card if a.verb == "play" else None
        return a if card is None else ("play", alike(card), tuple(x for x in a.args if x != card))

    seen = {key(keep)}
    out = [keep]
    for i in indices:
        k = key(i)
        if k not in seen:
            seen.add(k)
            out.append(i)
    return sorted(out)


def search(
    game_id: str,
    view: View,
    legal: Sequence[Action],
    seed: int,
    budget: float | None,
    iterations: int | None,
    candidate_indices: Sequence[int] | None = None,
    basic: int | None = None,
    truth: State | None = None,
    hands_only: bool = False,
    prune: Pruning | None = None,
    deals: Callable[[str], Weight | None] | None = None,
    sampler: Callable[[random.Random], State] | None = None,
) -> SearchResult:
    """Evaluate each candidate action on the same sampled deals (common random numbers): each world
    is one ``game.sample(view)``, every candidate applied to a clone and played out with the same
    playout seed. Stops after ``iterations`` worlds or ``budget`` seconds (an unfinished world is
    dropped). ``truth``, for the arena's open-hand yardstick only (:mod:`ai.arena_oracle`): every world is a
    copy of this state, the true deal, instead of a sampled one; the worlds then differ only in
    the playouts' seeds; with ``hands_only`` each copy has the cards no seat has seen (a stock's,
    a deck's order) put in a new order (``State.shuffle_unseen``). No player the program offers
    passes it. ``prune`` and ``deals`` (the lookup of the inference model) replace the game's own
    (``GameAI.pruning``, :func:`inference`) for ``scripts/search_regret.py``'s settings, and
    ``sampler`` (a world from the seeded generator) replaces the sampling itself for its posterior
    deals."""
    game = games.get(game_id)
    policy = playout_policy(game_id)
    weight = (deals or inference)(game_id)
    prune = prune or pruning(game_id)
    if candidate_indices is None or basic is None:
        candidate_indices, basic = candidates(game_id, view, legal, seed)
    draw = sampler or _worlds(game, view, weight, truth, hands_only)
    rng = random.Random(seed)
    seat = view.seat
    n = len(legal)
    visits = [0] * n
    totals = [0.0] * n
    diff_sums = [0.0] * n
    diff_squares = [0.0] * n
    start = time.perf_counter()
    deadline = None if budget is None or iterations is not None else start + budget
    worlds = 0
    active = list(candidate_indices)
    while iterations is None or worlds < iterations:
        if deadline is not None and time.perf_counter() >= deadline:
            break
        world = draw(rng)
        playout_seed = rng.getrandbits(63)
        try:  # the last tricks: the open-hand solver's exact values instead of playouts (ai.solver)
            rewards = endgame_rewards(game_id, world, legal, active, deadline)
        except Timeout:
            break
        played = rewards or _playouts(world, legal, active, policy, playout_seed, seat, deadline)
        if played is None:
            break
        rewards = played
        for i, r in rewards.items():
            d = r - rewards[basic]
            visits[i] += 1
            totals[i] += r
            diff_sums[i] += d
            diff_squares[i] += d * d
        worlds += 1
        if worlds >= prune.after:
            active = [i for i in active if i == basic or _contender(visits[i], diff_sums[i], diff_squares[i], prune)]
            if len(active) == 1:
                break
    return SearchResult(visits, totals, diff_sums, diff_squares, worlds, basic)


def _playouts(
    world: State, legal: Sequence[Action], active: list[int], policy: Policy, seed: int, seat: int, end: float | None
) -> dict[int, float] | None:
    """Each active candidate applied to a clone of ``world`` and played out by basic with the same
    ``seed``, valued for ``seat``; None (the world dropped) once the deadline ``end`` has passed,
    which is looked at before each (a fast playout never looks at the clock)."""
    rewards: dict[int, float] = {}
    for i in active:
        if end is not None and time.perf_counter() >= end:
            return None
        state = world.clone()
        before = state.scores
        hand_no = state.hand_no
        state.apply_unchecked(legal[i])
        value = hand_value(state, policy, random.Random(seed), hand_no, before, seat, end)
        if value is None:
            return None
        rewards[i] = value
    return rewards


def _worlds(
    game: games.Game[Any], view: View, weight: Weight | None, truth: State | None, hands_only: bool
) -> Callable[[random.Random], State]:
    """Where :func:`search` takes its worlds: deals sampled for ``view`` (weighed by ``weight``), or
    copies of the true deal ``truth`` (``hands_only``: what no seat has seen put in a new order)."""
    if truth is None:
        return lambda rng: sample_world(game, view, rng, weight)
    true_deal = truth

    def copy(rng: random.Random) -> State:
        world = true_deal.clone()
        if hands_only:
            world.shuffle_unseen(rng)
        return world

    return copy


def _contender(w: int, total: float, squares: float, prune: Pruning) -> bool:
    """Whether a candidate stays in the search after ``w`` paired worlds: not shown worse than the
    basic choice (mean + ``prune.z`` standard errors below zero), and, when it has never differed
    from the basic choice, not yet on ``prune.zero_after`` worlds (a card that changes the outcome
    on one deal in ten shows no difference on sixteen deals in one such decision of five)."""
    if squares == 0.0:
        return w < prune.zero_after
    return _paired(w, total, squares, prune.z, upper=True) >= 0


def merge(results: Sequence[SearchResult], n: int, basic: int) -> SearchResult:
    merged = SearchResult([0] * n, [0.0] * n, [0.0] * n, [0.0] * n, 0, basic)
    for r in results:
        for k in range(n):
            merged.visits[k] += r.visits[k]
            merged.totals[k] += r.totals[k]
            merged.diff_sums[k] += r.diff_sums[k]
            merged.diff_squares[k] += r.diff_squares[k]
        merged.worlds += r.worlds
    return merged


def _paired(w: int, total: float, squares: float, z: float, upper: bool) -> float:
    """The mean paired difference over ``w`` worlds plus (``upper``) or minus ``z`` standard errors;
    -inf for fewer than two worlds."""
    if w < 2:
        return -math.inf
    mean = total / w
    variance = max(0.0, squares / w - mean * mean) * w / (w - 1)
    se = math.sqrt(variance / w)
    return mean + z * se if upper else mean - z * se


def best_index(result: SearchResult, z: float = CONFIDENCE_Z) -> int:
    """Among the actions that beat the basic choice on the same deals by more than ``z`` standard
    errors of the paired difference, the one with the largest mean difference; when none does, the
    basic choice."""
    best, best_k = 0.0, result.basic
    for k in range(len(result.visits)):
        if k == result.basic:
            continue
        w = result.visits[k]
        if w < MIN_WORLDS or _paired(w, result.diff_sums[k], result.diff_squares[k], z, upper=False) <= 0:
            continue
        mean = result.diff_sums[k] / w
        if mean > best:
            best, best_k = mean, k
    return best_k


@dataclass(frozen=True)
class Weighed:
    """An action the search compared: its index among the legal actions, its expected reward (the
    mean over the ``worlds`` it was played on: the seat's points over the rest of the hand against
    the others' mean, plus the value of a match won or lost; higher is better, also where lower
    scores win) and on how many worlds."""

    index: int
    expected: float
    worlds: int


def ranked(result: SearchResult, chosen: int) -> list[Weighed]:
    """The actions ``result`` played on at least one world: ``chosen`` first, then the others by
    expected reward, best first (ties: the order of the legal actions). Reads ``result`` only."""
    weighed = [
        Weighed(k, result.totals[k] / result.visits[k], result.visits[k])
        for k in range(len(result.visits))
        if result.visits[k] > 0
    ]
    first = [w for w in weighed if w.index == chosen]
    others = sorted((w for w in weighed if w.index != chosen), key=lambda w: -w.expected)
    return first + others


_POOL: cf.ProcessPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def pool_size() -> int:
    return max(1, min(4, os.cpu_count() or 1))


def get_pool() -> cf.ProcessPoolExecutor:
    """The shared worker processes, started on first use and reused ("spawn": safe beside Qt
    threads); a pool broken by a worker's death is replaced by a new one. Each worker ends when
    the program does, however it ends, and searches at the priority the program asked
    (:mod:`ai.pool_worker`)."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None and getattr(_POOL, "_broken", False):
            _POOL.shutdown(wait=False, cancel_futures=True)
            _POOL = None
        if _POOL is None:
            spawn = multiprocessing.get_context("spawn")
            _POOL = cf.ProcessPoolExecutor(pool_size(), spawn, start_worker, (worker_niceness(),))
        return _POOL


def drop_broken_pool(pool: cf.ProcessPoolExecutor) -> None:
    """Forget ``pool`` if it is still the shared one (a worker died): the next use starts anew."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is pool:
            pool.shutdown(wait=False, cancel_futures=True)
            _POOL = None


def search_on_pool(
    game_id: str,
    view: View,
    legal: list[Action],
    seed: int,
    budget: float | None,
    iterations: int | None,
    indices: list[int],
    basic: int,
    begun: float,
    truth: State | None = None,
    hands_only: bool = False,
) -> SearchResult:
    """:func:`search` on every worker of the shared pool, each with its own seed, merged: the
    workers get what is left of ``budget`` (:func:`worker_budget`), or their share of
    ``iterations``; with a budget, the wait ends at twice it, a late worker's deals left out. A
    pool broken by a worker's death (killed, out of memory) is replaced and the search run once
    more on the new one. The expert's decisions and the arena's open-hand search (``truth``) both
    search here."""
    workers = pool_size()
    share = None if iterations is None else max(1, iterations // workers)
    deadline = None if iterations is not None or budget is None else begun + 2 * budget
    for attempt in range(2):
        pool = get_pool()
        left = None if budget is None else worker_budget(budget, begun)
        try:
            task = (game_id, view, legal)
            futures = [
                pool.submit(Tidied(search), *task, seed + 1 + w, left, share, indices, basic, truth, hands_only)
                for w in range(workers)
            ]
            return merge(_gathered(futures, deadline), len(legal), basic)
        except BrokenProcessPool:
            drop_broken_pool(pool)
            if attempt:
                raise
    raise AssertionError("unreachable")


def _gathered(futures: list[cf.Future[SearchResult]], deadline: float | None) -> list[SearchResult]:
    """The workers' results, waiting until ``deadline`` (``time.perf_counter()``) at most: a
    worker still searching then is left out."""
    results: list[SearchResult] = []
    for f in futures:
        timeout = None if deadline is None else max(0.0, deadline - time.perf_counter())
        try:
            results.append(f.result(timeout=timeout))
        except cf.TimeoutError:
            f.cancel()
    return results


def warm_up() -> None:
    """Start the workers and import the engines in them ahead of the first decision."""
    pool = get_pool()
    futures = [pool.submit(_warm, gid) for gid in games.ids() for _ in range(pool_size())]
    for f in futures:
        f.result()


_WARM_STARTED = False


def warm_up_soon() -> None:
    """Start the workers in the background, once per process: the first decision of a match with
    a searching player (or the first hint) then finds them ready, instead of spending its budget
    on their start (seen under load: a first hint that finished no deal in its time)."""
    global _WARM_STARTED
    with _POOL_LOCK:
        if _WARM_STARTED:
            return
        _WARM_STARTED = True
    threading.Thread(target=_warm_quietly, name="expert-warm-up", daemon=True).start()


def _warm_quietly() -> None:
    try:
        warm_up()
    except Exception:  # a pool that cannot start is reported by the first search, which falls back
        return


def _warm(game_id: str) -> bool:
    games.get(game_id)
    playout_policy(game_id)
    inference(game_id)
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
        begun = time.perf_counter()
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        seed = self.rng.getrandbits(63)
        indices, basic = candidates(self.game_id, view, legal, seed)
        if len(indices) == 1:
            return legal[basic]
        if not self.processes:
            result = search(self.game_id, view, legal, seed, self.budget, self.iterations, indices, basic)
        else:
            result = search_on_pool(
                self.game_id, view, legal, seed, self.budget, self.iterations, indices, basic, begun
            )
        self.last = result
        return legal[best_index(result)]


def _benchmark_expert(game_id: str, seed: int, param: str) -> ExpertPlayer:
    """``expert:SECONDS``: the budget given, searching in this process (the arena runs matches in
    parallel processes itself)."""
    try:
        budget = float(param)
    except ValueError:
        raise KeyError(f"expert:{param}: the parameter is a budget in seconds, like expert:0.1") from None
    if not 0 < budget <= 60:
        raise KeyError(f"expert:{param}: the budget must be more than 0 and at most 60 seconds")
    return ExpertPlayer(game_id, seed, budget=budget, processes=False)


register_level("expert", ExpertPlayer)
register_param_level("expert", _benchmark_expert)
