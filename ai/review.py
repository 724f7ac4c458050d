"""The review of a hand (issue 23): for each decision a person made, what the expert expects of the
choice taken and of its best alternative, from that seat's view only.

:func:`decisions` replays a transcript to each position of the hand where a reviewed seat had more
than one legal action and keeps that seat's ``View`` (``state.view(seat)``), its legal actions and
the action taken: nothing of the state goes further. :func:`weigh` runs the expert's search
(:func:`ai.expert.search`) on one such view, in a worker of the expert's pool, one decision per
task: the expert's candidates plus the action taken, which is the search's reference (its
``basic``): every other candidate is compared with it on the same sampled deals (common random
numbers), and one that cannot beat it is dropped as the expert drops one that cannot beat its own
first choice. The expected values are the expert's reward: the seat's points over the rest of the
hand against the others' mean (a match won or lost counted in), higher better also where lower
scores win. :func:`review_hand` runs them all, a few at a time, with progress and cancellation.
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import games
from games.actions import Action
from games.core import View
from games.transcript import Transcript, for_state_start

from .expert import DEFAULT_BUDGET, candidates, distinct, get_pool, playout_policy, pool_size, search
from .open_hand import OpenHandResult, has_open_hand, open_hand_of
from .pool_worker import Tidied


@dataclass(frozen=True)
class Decision:
    """A choice a reviewed seat made: before action ``index`` of the transcript (the position after
    ``index`` actions), the seat's ``number``-th decision with a choice in the hand, what it saw
    (``view``), its ``legal`` actions and the one it ``taken`` (an index into ``legal``)."""

    index: int
    seat: int
    number: int
    view: View
    legal: tuple[Action, ...]
    taken: int


@dataclass(frozen=True)
class Weighing:
    """What the search made of one decision: the action taken and its expected reward (over all
    ``worlds``), the best other candidate and its expected reward (the taken one's plus their mean
    difference on the deals both were played on), ``loss`` (best − taken when the alternative is
    better, else 0), the number of sampled deals and ``spread``, the standard error of that
    difference. ``best`` is None when no other action could be weighed (nothing but the taken
    action among the candidates)."""

    index: int
    seat: int
    number: int
    taken: str
    taken_expected: float
    best: str | None
    best_expected: float | None
    worlds: int
    # The standard error of the mean difference best − taken over the deals both were played on
    # (0 with fewer than two such deals, or a difference the same on every deal).
    spread: float = 0.0

    @property
    def loss(self) -> float:
        if self.best_expected is None:
            return 0.0
        return max(0.0, self.best_expected - self.taken_expected)


@dataclass(frozen=True)
class Review:
    """A hand reviewed: its weighed decisions in the order they were made, and whether it was
    cancelled before the end (then only the decisions weighed by then)."""

    game: str
    hand_no: int
    weighings: tuple[Weighing, ...]
    cancelled: bool = False
    # The trick games: the open-hand result of the deal for each reviewed seat (ai.open_hand).
    open_hands: tuple[OpenHandResult, ...] = ()

    def open_hand_cost(self, index: int) -> tuple[OpenHandResult, int] | None:
        """What the card played by action ``index`` cost by the open-hand result (and which), if anything."""
        for result in self.open_hands:
            for i, cost in result.costs:
                if i == index:
                    return result, cost
        return None

    @property
    def lost(self) -> float:
        """Expected points lost in the hand: the sum of the decisions' losses."""
        return sum((w.loss for w in self.weighings), 0.0)

    def costliest(self) -> list[Weighing]:
        """The decisions, those that cost the most first (ties: in the order they were made)."""
        return sorted(self.weighings, key=lambda w: -w.loss)


def decisions(transcript: Transcript, hand_no: int, seats: Sequence[int]) -> list[Decision]:
    """Every decision of hand ``hand_no`` by one of ``seats`` with more than one legal action, each
    with that seat's view only. ValueError when the transcript has no such hand."""
    game = games.get(transcript.game)
    state = transcript.new_state()
    wanted = set(seats)
    counts: dict[int, int] = {}
    found: list[Decision] = []
    seen_hand = state.hand_no == hand_no
    for index, text in enumerate(transcript.actions):
        if state.hand_no > hand_no or state.is_over:
            break
        seat = state.to_act
        action = game.parse_action(text)
        if state.hand_no == hand_no and seat in wanted:
            legal = tuple(state.legal_actions())
            if len(legal) > 1 and action in legal:
                counts[seat] = counts.get(seat, 0) + 1
                found.append(Decision(index, seat, counts[seat], state.view(seat), legal, legal.index(action)))
        state.apply(action)
        seen_hand = seen_hand or state.hand_no == hand_no
    if not seen_hand:
        raise ValueError(f"the match has no hand {hand_no}")
    return found


def weigh(game_id: str, decision: Decision, seed: int, budget: float | None, iterations: int | None) -> Weighing:
    """The expert's search on ``decision``'s view: its candidates and the action taken, each other
    candidate compared with the action taken on the same deals. Runs in a worker process."""
    view, legal, taken = decision.view, list(decision.legal), decision.taken
    indices, _ = candidates(game_id, view, legal, seed)
    indices = distinct(game_id, view, legal, indices, taken)  # no card alike to the one taken
    result = search(game_id, view, legal, seed, budget, iterations, indices, taken)
    worlds = result.visits[taken]
    taken_expected = result.totals[taken] / worlds if worlds else 0.0
    best: int | None = None
    best_diff = 0.0
    for k in indices:
        w = result.visits[k]
        if k == taken or w == 0:
            continue
        diff = result.diff_sums[k] / w
        if best is None or diff > best_diff:
            best, best_diff = k, diff
    return Weighing(
        decision.index,
        decision.seat,
        decision.number,
        str(legal[taken]),
        taken_expected,
        None if best is None else str(legal[best]),
        None if best is None else taken_expected + best_diff,
        result.worlds,
        0.0
        if best is None
        else _standard_error(result.visits[best], result.diff_sums[best], result.diff_squares[best]),
    )


def _standard_error(w: int, total: float, squares: float) -> float:
    if w < 2:
        return 0.0
    mean = total / w
    return math.sqrt(max(0.0, squares / w - mean * mean) / (w - 1))


Progress = Callable[[int, int], None]


def review_hand(
    transcript: Transcript,
    hand_no: int,
    seats: Sequence[int],
    *,
    budget: float | None = DEFAULT_BUDGET,
    iterations: int | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    executor: cf.Executor | None = None,
) -> Review:
    """Review hand ``hand_no`` of ``transcript`` for ``seats``: each decision weighed by
    :func:`weigh` in ``executor`` (the expert's pool by default), at most as many at a time as the
    pool has workers, ``budget`` seconds or ``iterations`` deals each. ``progress(done, total)``
    after each task (each decision, and for a trick game first the open-hand result of the deal
    for each seat, :mod:`ai.open_hand`); ``cancel`` is looked at between tasks: once set, no task
    is started and the ones not started are dropped. Seeds come from the transcript's seed and the
    position, so a review with ``iterations`` is the same every time. On the pool each task is
    :class:`ai.pool_worker.Tidied`, as the expert's searches are."""
    todo = decisions(transcript, hand_no, seats)
    pool = executor if executor is not None else get_pool()
    width = pool_size()
    # The open-hand results first: each is one task, often the longest.
    tasks: list[tuple[Callable[..., object], tuple[object, ...]]] = []
    if has_open_hand(transcript.game):
        tasks += [(open_hand_of, (transcript, hand_no, seat)) for seat in sorted(set(seats))]
    for d in todo:
        seed = (transcript.seed * 1_000_003 + d.index) % (2**63)
        tasks.append((weigh, (transcript.game, d, seed, budget, iterations)))
    total = len(tasks)
    results: list[object] = []
    running: set[cf.Future[object]] = set()
    cancelled = False
    if progress is not None:
        progress(0, total)
    while tasks or running:
        if cancel is not None and cancel.is_set():
            cancelled = True
            for f in running:
                f.cancel()
            break
        while tasks and len(running) < width:
            fn, args = tasks.pop(0)
            running.add(pool.submit(fn if executor is not None else Tidied(fn), *args))
        finished, running = cf.wait(running, timeout=0.2, return_when=cf.FIRST_COMPLETED)
        for f in finished:
            results.append(f.result())
            if progress is not None:
                progress(len(results), total)
    done = {r.index: r for r in results if isinstance(r, Weighing)}
    weighed = tuple(done[d.index] for d in todo if d.index in done)
    open_hands = tuple(sorted((r for r in results if isinstance(r, OpenHandResult)), key=lambda r: r.side))
    return Review(transcript.game, hand_no, weighed, cancelled, open_hands)


def basic_hand(game_id: str, seed: int) -> Transcript:
    """A hand to review for the measures and the tests: the first hand of the match from ``seed``
    played by basic at every seat (seat 0 named You)."""
    game = games.get(game_id)
    names = ["You", "Ben", "Cleo", "Dan", "Eve"][: game.default_players]
    transcript = for_state_start(game, names, seed, None)
    state = transcript.new_state()
    policy = playout_policy(game_id)
    rng = random.Random(seed)
    while not state.is_over and state.hand_no == 1:
        legal = state.legal_actions()
        seat = state.to_act
        assert seat is not None
        action = legal[0] if len(legal) == 1 else policy(state.view(seat), legal, rng)
        transcript.actions.append(str(action))
        state.apply(action)
    return transcript
