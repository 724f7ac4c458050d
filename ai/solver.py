"""An exact open-hand solver for the last tricks of the trick games (issue 22).

Given a world (a full State, every card known) in the trick play of a game whose entry
(:mod:`ai.registry`) has an ``endgame`` (:class:`ai.game_ai.Endgame`), :func:`solve` values each
of some actions of the seat to move by exact play to the end of the hand, with the reward the
expert's search uses (:func:`ai.playout.outcome`: the seat's score change against the others'
mean, plus the match-win value when the hand ends the match).

Model: paranoid. The seat the value is for maximizes it and every other seat minimizes it, as if
the others played together against it. With three or more seats this is what alpha-beta prunes
well (a single bound per node, as in a two-player game); max^n (each seat maximizing its own
reward) allows only shallow pruning, and the reward is close to zero-sum (a seat's gain against
the mean is the others' loss), so the two models seldom differ in the last few tricks. The error
of paranoid play is pessimism: it credits the opponents with perfect cooperation. Max^n is here
too (``play="maxn"``, :class:`MaxnSolver`): measured in the expert's last tricks it did no better
(three trick games, 200 duplicate endgames each; BENCHMARKS.md) and costs 1.5 to 5 times the
time from four tricks left, so the expert uses paranoid (:data:`PLAY`).

The search runs over a compact model of the game's trick play (its entry's ``endgame.model``,
:mod:`ai.trick_model`: hands as tuples, no logs, events or views), built from the State; a
finished hand is scored from what the seats won by the game's scoring rules, or, where the hand
may end the match, by the engine itself (the path of cards replayed on a copy of the world), so
the match's end and its winners are the engine's own. Alpha-beta keeps a transposition table
keyed on what decides the rest of the hand: the cards left in each hand, the cards on the table,
the seat to play, and what the seats have won so far as it enters the score (tricks, penalty
points, diamonds, ...), with a lower and an upper bound per position, so a value found with one
window serves another. Of two touching cards of a suit in one hand (no card of the suit left in
play between them) that are worth the same to the score, only one is searched, as double-dummy
solvers do.
"""

from __future__ import annotations

import math
import time
from bisect import bisect_right
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from games.actions import Action
from games.core import State

from .game_ai import Endgame
from .playout import outcome
from .registry import game_ai
from .trick_model import Model, Node, touching_runs


def endgame_of(game_id: str) -> Endgame | None:
    """The last tricks of ``game_id`` as its entry gives them; None for a game without (no tricks)."""
    entry = game_ai(game_id)
    return entry.endgame if entry is not None else None


def tricks_left(game_id: str, state: State) -> int | None:
    """The tricks left in the hand (the one in progress counted), or None when ``state`` is not in
    the trick play of a trick game (bidding, exchanging, a game without tricks, the match over). An
    upper bound where a hand may end early (the game's ``Endgame.tricks_left``)."""
    endgame = endgame_of(game_id)
    return endgame.tricks_left(state) if endgame is not None else None


def cards_left(state: Any) -> int:
    """The cards still in the hands (what the tree's size depends on)."""
    return sum(len(h) for h in state.hands)


def distinct_moves(model: Model, node: Node, moves: Sequence[Any]) -> Sequence[Any]:
    """``moves`` less the cards equivalent to another (as double-dummy solvers do): of two cards
    of a suit in one hand with no card of that suit between them left in play (in any hand or on
    the table), which are worth the same to the score (``model.klass``), the lower. ``model`` has
    ``rank`` and ``klass``. The cards kept are by suit in the order first met, each suit from the
    lowest."""
    rank, klass = getattr(model, "rank"), getattr(model, "klass")  # noqa: B009
    if len({c.suit for c in moves}) == len(moves):
        return moves
    hands, trick = node[0], node[1]
    live: dict[str, list[int]] = {}

    def apart(low: Any, high: Any) -> bool:
        """Whether a card in play (in a hand or on the table) lies above ``low`` below ``high``, or
        ties with either (two copies of a card never touch)."""
        ranks = live.get(low.suit)
        if ranks is None:
            suit = low.suit
            ranks = live[suit] = sorted(
                [rank(x) for h in hands for x in h if x.suit == suit] + [rank(x) for _, x in trick if x.suit == suit]
            )
        return bisect_right(ranks, rank(high)) - bisect_right(ranks, rank(low)) != 1

    return [run[0] for run in touching_runs(moves, rank, klass, apart)]


class Timeout(Exception):
    """The deadline passed during a solve."""


class Solver:
    """Paranoid alpha-beta with a transposition table over a game's compact model, for one world
    and the seat to move in it: nodes are tuples, their own table keys. A finished hand is valued once per distinct ``acc`` (what the seats
    won, all the score depends on): from the model's score changes, or, where the hand may end the
    match, by the engine itself, replaying the path of cards on a copy of the true state."""

    CHECK_EVERY = 256

    def __init__(
        self,
        model: Model,
        root: State,
        reward: Callable[[State], float],
        relative: Callable[[Sequence[int]], float],
        deadline: float | None = None,
    ) -> None:
        self.model = model
        self.root = root
        self.seat = root.to_act
        self.hand_no = root.hand_no
        self.reward = reward
        self.relative = relative
        self.deadline = deadline
        self.table: dict[Node, tuple[float, float]] = {}
        self.ends: dict[Hashable, float] = {}
        self.path: list[Any] = []
        self.nodes = 0
        self.touching = hasattr(model, "rank")
        # Who plays each place, where a player may play two (a State's ``player_of``).
        player_of = getattr(root, "player_of", None)
        self.player: Callable[[int], int] = player_of if player_of is not None else _same

    def distinct(self, node: Node, moves: Sequence[Any]) -> Sequence[Any]:
        return distinct_moves(self.model, node, moves)

    def end(self, node: Node) -> float:
        acc = node[3]
        v = self.ends.get(acc)
        if v is None:
            deltas = self.model.deltas(acc)
            v = self.ends[acc] = self.relative(deltas) if deltas is not None else self.replay()
        return v

    def replay(self) -> float:
        """The reward of the path's end, by the engine: the cards played on a copy of the root."""
        return self.reward(self.replayed())

    def replayed(self) -> State:
        """The end of the hand along the path, by the engine: the cards played on a copy of the root."""
        state = self.root.clone()
        action = self.model.action
        for move in self.path:
            if state.is_over or state.hand_no != self.hand_no:
                break
            state.apply_unchecked(action(move))
        while not state.is_over and state.hand_no == self.hand_no:  # decided early: the rest changes nothing
            state.apply_unchecked(state.legal_actions()[0])
        return state

    def value(self, node: Node, alpha: float = -math.inf, beta: float = math.inf) -> float:
        turn = node[2]
        if turn is None:
            return self.end(node)
        self.nodes += 1
        if self.deadline is not None and self.nodes % self.CHECK_EVERY == 1 and time.perf_counter() > self.deadline:
            raise Timeout
        model, path = self.model, self.path
        moves = model.moves(node)
        if len(moves) > 2 and self.touching:
            moves = self.distinct(node, moves)
        if len(moves) == 1:
            path.append(moves[0])
            v = self.value(model.play(node, moves[0]), alpha, beta)
            path.pop()
            return v
        table = self.table
        entry = table.get(node)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        maximizing = self.player(turn) == self.seat
        best = -math.inf if maximizing else math.inf
        for move in moves:
            path.append(move)
            v = self.value(model.play(node, move), alpha, beta)
            path.pop()
            if maximizing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        lo, hi = entry if entry is not None else (-math.inf, math.inf)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        table[node] = (lo, hi)
        return best


class MaxnSolver(Solver):
    """Max^n instead of paranoid: every seat plays for its own reward (the same reward, its own
    score change against the others' mean); a seat indifferent between moves takes the one worse
    for the seat the values are for. No pruning but the table's (exact vectors)."""

    def __init__(
        self,
        model: Model,
        root: State,
        rewards: Sequence[Callable[[State], float]],
        relatives: Sequence[Callable[[Sequence[int]], float]],
        deadline: float | None = None,
    ) -> None:
        super().__init__(model, root, rewards[0], relatives[0], deadline)
        self.rewards = rewards
        self.relatives = relatives
        self.vectors: dict[Node, tuple[float, ...]] = {}
        self.end_vectors: dict[Any, tuple[float, ...]] = {}

    def end_vector(self, node: Node) -> tuple[float, ...]:
        acc = node[3]
        v = self.end_vectors.get(acc)
        if v is None:
            deltas = self.model.deltas(acc)
            if deltas is not None:
                v = tuple(r(deltas) for r in self.relatives)
            else:
                end = self.replayed()
                v = tuple(r(end) for r in self.rewards)
            self.end_vectors[acc] = v
        return v

    def vector(self, node: Node) -> tuple[float, ...]:
        turn = node[2]
        if turn is None:
            return self.end_vector(node)
        self.nodes += 1
        if self.deadline is not None and self.nodes % self.CHECK_EVERY == 1 and time.perf_counter() > self.deadline:
            raise Timeout
        model, path = self.model, self.path
        moves = model.moves(node)
        if len(moves) > 2 and self.touching:
            moves = self.distinct(node, moves)
        if len(moves) == 1:
            path.append(moves[0])
            v = self.vector(model.play(node, moves[0]))
            path.pop()
            return v
        got = self.vectors.get(node)
        if got is not None:
            return got
        p, root = self.player(turn), self.seat
        assert root is not None
        best: tuple[float, ...] | None = None
        for move in moves:
            path.append(move)
            v = self.vector(model.play(node, move))
            path.pop()
            if best is None or v[p] > best[p] or (v[p] == best[p] and v[root] < best[root]):
                best = v
        assert best is not None
        self.vectors[node] = best
        return best


def _same(t: int) -> int:
    return t


def engine_reward(state: State, game_id: str, seat: int | None = None) -> Callable[[State], float]:
    """The expert's reward (:func:`ai.playout.outcome`) of a finished hand for ``seat`` (by default
    the seat to act at ``state``), against the scores at ``state``."""
    seat = state.to_act if seat is None else seat
    assert seat is not None
    before = state.scores
    lower = state.game.lower_is_better
    return lambda end: outcome(end, before, seat, game_id, lower)


def relative_reward(seat: int, lower_is_better: bool) -> Callable[[Sequence[int]], float]:
    """The same reward from a hand's score changes when the hand does not end the match: the
    seat's change against the others' mean (ai.playout.reward)."""

    def reward(deltas: Sequence[int]) -> float:
        others = [d for s, d in enumerate(deltas) if s != seat]
        r = deltas[seat] - (sum(others) / len(others) if others else 0.0)
        return -r if lower_is_better else r

    return reward


def solve(
    state: State,
    actions: Sequence[Action],
    game_id: str,
    deadline: float | None = None,
    play: str | None = None,
) -> list[float] | None:
    """The exact value, for the seat to move, of each of ``actions`` (legal at ``state``) under
    paranoid (or, ``play="maxn"``, max^n) play to the end of the hand, with the expert's reward;
    None when ``deadline`` passed first. ``state`` is not changed. ``play``: :data:`PLAY` unless
    given."""
    seat = state.to_act
    if seat is None:
        raise ValueError("the match is over: nobody is to act")
    endgame = endgame_of(game_id)
    if endgame is None:
        raise ValueError(f"no endgame model for {game_id!r}")
    model = endgame.model(state)
    if (play or PLAY) == "maxn":
        return _solve_maxn(state, actions, game_id, model, deadline)
    reward = engine_reward(state, game_id)
    search = Solver(model, state, reward, relative_reward(seat, state.game.lower_is_better), deadline)
    out: list[float] = []
    try:
        for action in actions:
            move = model.move_of(action)
            search.path.append(move)
            out.append(search.value(model.play(model.node, move)))
            search.path.pop()
    except Timeout:
        return None
    return out


# The expert's search values a world's candidates by the solver instead of a basic playout when
# the hand has at most its game's ``Endgame.max_tricks_left`` tricks left (the one in progress
# counted) and at most ``max_cards`` cards in the hands; 0: never. Each game's limits are set by
# measurement beside its model (``ai/<id>/endgame.py``): a solve within about what the basic
# playouts of the same actions cost (``python scripts/solver_bench.py times``), on where it was
# measured to pay (``python scripts/solver_bench.py endgames``). LIMITS overrides them in this
# process, game id -> (tricks left, cards): for the tests and the measures.
LIMITS: dict[str, tuple[int, int]] = {}
# Off: the expert plays every world out with basic (for measuring what the solver adds).
ENABLED = True
# How the other seats are taken to play: "paranoid" (against the seat to value) or "maxn" (each
# for itself).
PLAY = "paranoid"


def _solve_maxn(
    state: State, actions: Sequence[Action], game_id: str, model: Model, deadline: float | None
) -> list[float] | None:
    seat = state.to_act
    assert seat is not None
    n = len(state.scores)
    lower = state.game.lower_is_better
    rewards = [engine_reward(state, game_id, s) for s in range(n)]
    relatives = [relative_reward(s, lower) for s in range(n)]
    search = MaxnSolver(model, state, rewards, relatives, deadline)
    out: list[float] = []
    try:
        for action in actions:
            move = model.move_of(action)
            search.path.append(move)
            out.append(search.vector(model.play(model.node, move))[seat])
            search.path.pop()
    except Timeout:
        return None
    return out


def limits(game_id: str) -> tuple[int, int]:
    """The most tricks left and cards in the hands from which the expert's search solves
    ``game_id``: :data:`LIMITS`'s, else its entry's; (0, 0) for a game without an endgame."""
    endgame = endgame_of(game_id)
    if endgame is None:
        return (0, 0)
    return LIMITS.get(game_id, (endgame.max_tricks_left, endgame.max_cards))


def endgame_rewards(
    game_id: str, world: State, legal: Sequence[Action], active: Sequence[int], deadline: float | None
) -> dict[int, float]:
    """For the expert's search (:func:`ai.expert.search`): the exact value of each active
    candidate ``legal[i]`` in ``world`` when its hand is near enough its end
    (:func:`limits`), else nothing (the search plays the world out). Raises :class:`Timeout`
    when ``deadline`` passed during the solve."""
    endgame = endgame_of(game_id) if ENABLED else None
    if endgame is None:
        return {}
    most_tricks, most_cards = limits(game_id)
    left = endgame.tricks_left(world)
    if left is None or left > most_tricks or cards_left(world) > most_cards:
        return {}
    values = solve(world, [legal[i] for i in active], game_id, deadline)
    if values is None:
        raise Timeout
    return dict(zip(active, values, strict=True))
