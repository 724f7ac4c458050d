"""What every trick game's compact model of its play shares, for :mod:`ai.solver` (issue 22).

A model (each game's own, in its package: ``ai/<id>/endgame.py``) turns a State in trick play
into a node, a tuple ``(hands, trick, turn, acc)``: each seat's cards (tuples), the cards on the
table as ``(seat, card)``, the seat (or place) to play, or None once the hand is decided, and
``acc``, what the seats have won so far as it enters the score. A node is its own transposition
key. The models play cards by the rules of the engines (the same functions where the engines share
them: :mod:`games.tricks`) without their logs, events and views; a finished hand is scored from
``acc`` by the model (:meth:`Model.deltas`) or, where the hand may end the match, by the engine
itself (:class:`ai.solver.Solver` replays the path on the true state once per distinct ``acc``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from games.actions import Action, play
from games.cards import Card

# (hands, trick, turn, acc): ``acc`` is each model's own tuple (hashable).
Node = tuple[tuple[tuple[Card, ...], ...], tuple[tuple[int, Card], ...], int | None, Any]


class Model(Protocol):
    """A game's compact play: ``node`` the start; a move is a Card (or an Action, where a card
    played says more, such as the suit a led joker's follower names)."""

    node: Node

    def moves(self, node: Node) -> Sequence[Any]: ...

    def play(self, node: Node, move: Any) -> Node: ...

    def action(self, move: Any) -> Action: ...

    def move_of(self, action: Action) -> Any: ...

    def deltas(self, acc: Any) -> tuple[int, ...] | None: ...


class CardMoves:
    """Moves that are the card played."""

    def action(self, move: Any) -> Action:
        return play(move)

    def move_of(self, action: Action) -> Any:
        return action.card


def without(hand: tuple[Card, ...], c: Card) -> tuple[Card, ...]:
    """``hand`` less one ``c``."""
    i = hand.index(c)
    return hand[:i] + hand[i + 1 :]


def hands_without(hands: tuple[tuple[Card, ...], ...], s: int, c: Card) -> tuple[tuple[Card, ...], ...]:
    """``hands`` with ``c`` taken from seat ``s``'s."""
    return (*hands[:s], without(hands[s], c), *hands[s + 1 :])


def put(t: tuple[Any, ...], i: int, x: Any) -> tuple[Any, ...]:
    """``t`` with item ``i`` replaced by ``x``."""
    return (*t[:i], x, *t[i + 1 :])
