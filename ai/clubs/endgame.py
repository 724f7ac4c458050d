"""Clubs' last tricks for the open-hand solver (:mod:`ai.solver`, issue 22): the compact model
of the play, the tricks left, and from how many the expert's search solves.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from games.cards import Card
from games.clubs.facts import ACE_OF_HEARTS, CONTRACT, TARGET, primary_rank
from games.core import State, View
from games.tricks import follow_suit, trick_winner

from ..game_ai import Endgame
from ..trick_model import (
    CardMoves,
    Node,
    Objective,
    alike_cards,
    hands_without,
    party_tricks,
    put,
    relative_key,
)

PLAY_PHASE = "play"
TRICKS = 10
# The expert's search solves this game's last tricks from TRICKS_LEFT tricks left with at most
# MAX_CARDS cards in the hands (ai.game_ai.Endgame; 0: never). A solve stays within about
# what the basic playouts of the same actions cost (``python scripts/solver_bench.py times``:
# medians at three tricks left 15 against 32 ms; at four 112 against 49). Measured to pay
# (``python scripts/solver_bench.py endgames``, 200 duplicate endgames a seed, seeds 1 and 2, at
# 0.2 s): about 1.4 points a hand (each seed's 95% interval above zero).
TRICKS_LEFT = 3
MAX_CARDS = 12


def tricks_left(state: State) -> int | None:
    """The tricks left in the hand (the one in progress counted), or None outside the trick play."""
    s: Any = state
    if state.is_over or getattr(s, "phase", None) != PLAY_PHASE:
        return None
    return TRICKS - int(s.tricks_played)


class ClubsModel(CardMoves):
    """Clubs' play (¶35-39, D-clubs-7): follow suit; clubs trump; the ace lowest, the nine
    highest; a seat without cards passes; the winner (or the next seat holding cards) leads; ten
    tricks or at most one seat holding cards end the hand. ``acc``: (tricks, diamonds, whether a
    spade was taken, per seat; who took the ace of hearts; tricks played) (¶40-46)."""

    def __init__(self, state: Any) -> None:
        self.rank = primary_rank
        self.contract_tricks = CONTRACT
        self.target = TARGET
        self.team = (state.winner,) if state.partner is None else (state.winner, state.partner)
        self.before = state.scores
        won = state.won
        acc = (
            tuple(state.tricks_won),
            tuple(sum(1 for c in w if c.suit == "D") for w in won),
            tuple(any(c.suit == "S" for c in w) for w in won),
            next((s for s in range(3) if ACE_OF_HEARTS in won[s]), None),
            state.tricks_played,
        )
        hands = tuple(tuple(h) for h in state.hands)
        self.node: Node = (hands, tuple(state.trick), state.turn, (state.trick_size, acc))

    def moves(self, node: Node) -> Sequence[Card]:
        hands, trick, turn, _ = node
        assert turn is not None
        return follow_suit(hands[turn], trick[0][1].suit if trick else None)

    def winner(self, node: Node, trick: Any) -> int:
        """The seat leading ``trick`` so far (¶37-38: clubs trump, the nine highest)."""
        return int(trick[trick_winner([c for _, c in trick], "C", self.rank)][0])

    def klass(self, c: Card) -> bool:
        """¶44: the ace of hearts scores by itself (diamonds and spades count by suit)."""
        return c == ACE_OF_HEARTS

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """¶40-46 with D-clubs-8/9 (as games.clubs.score.score_parts); None when a seat reaches
        the target (¶47: the match may end, which the engine scores)."""
        tricks, diamonds, spades, ace, played = acc[1]
        if len(self.team) == 1:
            made = tricks[self.team[0]] >= self.contract_tricks
        else:
            made = sum(tricks[s] for s in self.team) == played
        most = max(diamonds)
        tied = [s for s in range(3) if diamonds[s] == most] if most > 0 else []
        bonus = 20 if len(tied) == 1 else 10
        out = tuple(
            10 * tricks[s]
            + (-50 if s in self.team and not made else 0)
            + (bonus if s in tied else 0)
            + (10 if ace == s else 0)
            + (5 if tricks[s] > 0 and not spades[s] else 0)
            for s in range(3)
        )
        return None if max(b + d for b, d in zip(self.before, out, strict=True)) >= self.target else out

    @staticmethod
    def _next_holder(hands: tuple[tuple[Card, ...], ...], s: int) -> int | None:
        for k in range(3):
            t = (s + k) % 3
            if hands[t]:
                return t
        return None

    def play(self, node: Node, card: Card) -> Node:
        hands, trick, turn, extra = node
        assert turn is not None
        size, acc = extra
        hands = hands_without(hands, turn, card)
        trick = (*trick, (turn, card))
        if len(trick) < size:
            return (hands, trick, self._next_holder(hands, (turn + 1) % 3), (size, acc))
        tricks, diamonds, spades, ace, played = acc
        w = self.winner(node, trick)
        cards = [c for _, c in trick]
        tricks = put(tricks, w, tricks[w] + 1)
        d = sum(1 for c in cards if c.suit == "D")
        if d:
            diamonds = put(diamonds, w, diamonds[w] + d)
        if not spades[w] and any(c.suit == "S" for c in cards):
            spades = put(spades, w, True)
        if ACE_OF_HEARTS in cards:
            ace = w
        played += 1
        holders = sum(1 for h in hands if h)
        acc = (tricks, diamonds, spades, ace, played)
        if played >= 10 or holders <= 1:
            return (hands, (), None, (0, acc))
        return (hands, (), self._next_holder(hands, w), (holders, acc))


def objective(state: State, seats: Sequence[int]) -> Objective:
    """What the side of ``seats`` counts in the open-hand result (:mod:`ai.open_hand`): its tricks
    (¶40). The side is the contract's (the auction's winner, with the Joker's partner: ¶5 and
    the Joker's text) or the seats against it; the lone winner's goal is the contract (¶5, ¶41)."""
    model = ClubsModel(state)
    team = frozenset(model.team)
    side = team if any(s in team for s in seats) else frozenset(range(3)) - team
    goal = CONTRACT if side == team and len(team) == 1 else None

    def total(acc: Any) -> int:
        tricks = acc[1][0]
        return sum(tricks[s] for s in side)

    def bounds(node: Node) -> tuple[int, int]:
        # The side's tricks from here; at a trick's start from the leader's sure tricks and each
        # party's trump winners (¶35-39).
        hands, leader = node[0], node[2]
        if not node[1] and not any(hands):
            return (0, 0)
        left = TRICKS - node[3][1][4]
        if node[1] or leader is None:
            return (0, left)
        return party_tricks(hands, leader, side, "C", primary_rank, left)

    def key(node: Node) -> Any:
        return relative_key(node, primary_rank, model.klass, (node[3][0], node[3][1][4]))

    return Objective(
        model=model,
        side=side,
        total=total,
        key=key,
        bounds=bounds,
        rank=primary_rank,
        unit="tricks",
        counted=tuple(sorted(side)),
        sign=1,
        goal=goal,
    )


ENDGAME = Endgame(
    model=ClubsModel, tricks_left=tricks_left, max_tricks_left=TRICKS_LEFT, max_cards=MAX_CARDS, objective=objective
)


def alike(view: View) -> Callable[[Card], Hashable] | None:
    """The classes of the seat's cards that play alike in the tricks to come (the search weighs one
    of each): by the primary cards' order (¶11-13), the A of hearts apart (¶44); diamonds and
    spades score by their suit, which a class keeps."""
    if view.phase != PLAY_PHASE:
        return None
    return alike_cards(view, primary_rank, _ace_of_hearts)


def _ace_of_hearts(c: Card) -> bool:
    return c == ACE_OF_HEARTS
