"""Freelance's last tricks for the open-hand solver (:mod:`ai.solver`, issue 22): the compact
model of the campaign, the tricks left, and from how many the expert's search solves (never).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from games.cards import Card
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

PLAY_PHASE = "campaign"
TRICKS = 13
# The expert's search solves this game's last tricks from TRICKS_LEFT tricks left with at most
# MAX_CARDS cards in the hands (ai.game_ai.Endgame; 0: never). Off: it did not pay.
# A solve is cheap (``python scripts/solver_bench.py times``: median at four tricks left 1 against
# 17 ms for the basic playouts), but in duplicate endgames (``python scripts/solver_bench.py
# endgames``, seed 1, at 0.2 s) no result changed in 177 endgames from four tricks left nor 191
# from six: the contract is mostly decided by then. The model is kept (tested, measurable with
# ``--tricks``).
TRICKS_LEFT = 0
MAX_CARDS = 12


def tricks_left(state: State) -> int | None:
    """The tricks left in the hand (the one in progress counted), or None outside the trick play."""
    s: Any = state
    if state.is_over or getattr(s, "phase", None) != PLAY_PHASE:
        return None
    return TRICKS - int(sum(s.tricks_won))


class FreelanceModel(CardMoves):
    """Freelance's campaign (rules 42-48): follow suit (44), the highest trump, else the highest
    card of the suit led (46-47), the winner leads (48). The hand is decided when the attacker
    has made the contract or can no longer (rule 49; D-freelance-6), which is all the score
    depends on. ``acc``: tricks won per seat."""

    def __init__(self, state: Any) -> None:
        number, trump, attacker = state.contract
        self.number = number
        self.trump = None if trump == "NT" else trump
        self.attacker = attacker
        self.sudden = bool(state.sudden_death)  # rule 50: such a hand may end the match
        self.before = state.scores
        self.node: Node = (
            tuple(tuple(h) for h in state.hands),
            tuple(state.trick),
            state.turn,
            tuple(state.tricks_won),
        )

    @staticmethod
    def rank(c: Card) -> int:
        return c.rank

    @staticmethod
    def klass(c: Card) -> int:
        return 0

    # The campaign to its thirteenth trick, past the early end (WholeCampaign).
    whole = False

    def winner(self, node: Node, trick: Any) -> int:
        """The seat leading ``trick`` so far (rules 46-47)."""
        return int(trick[trick_winner([c for _, c in trick], self.trump)][0])

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """Rule 49: the attacker gains or loses the contract's number; None when that wins the
        match (rule 50: in sudden death, the attacker highest), which the engine scores."""
        d = self.number if acc[self.attacker] >= self.number else -self.number
        a = self.attacker
        if self.sudden and self.before[a] + d > max(self.before[s] for s in range(3) if s != a):
            return None
        return tuple(d if s == a else 0 for s in range(3))

    def moves(self, node: Node) -> Sequence[Card]:
        hands, trick, turn, _ = node
        assert turn is not None
        return follow_suit(hands[turn], trick[0][1].suit if trick else None)

    def play(self, node: Node, card: Card) -> Node:
        hands, trick, turn, won = node
        assert turn is not None
        hands = hands_without(hands, turn, card)
        trick = (*trick, (turn, card))
        if len(trick) < 3:
            return (hands, trick, (turn + 1) % 3, won)
        w = self.winner(node, trick)
        won = put(won, w, won[w] + 1)
        played = sum(won)
        made = won[self.attacker]
        decided = made >= self.number or made + (13 - played) < self.number
        done = played == 13 or (decided and not self.whole)
        return (hands, (), None if done else w, won)


class WholeCampaign(FreelanceModel):
    """The campaign played to its thirteenth trick (the attacker's tricks counted to the end),
    for the open-hand result: whether the contract can be made does not depend on the early end
    (rule 49), and the count says by how much."""

    whole = True


def objective(state: State, seats: Sequence[int]) -> Objective:
    """What the side of ``seats`` counts in the open-hand result (:mod:`ai.open_hand`): the
    attacker's tricks (rule 49), wanted high by the attacker and low by the two defenders; the
    goal is the contract's number."""
    model = WholeCampaign(state)
    attacker = model.attacker
    side = frozenset({attacker}) if attacker in seats else frozenset(range(3)) - {attacker}
    sign = 1 if attacker in side else -1

    def total(acc: Any) -> int:
        return sign * int(acc[attacker])

    def bounds(node: Node) -> tuple[int, int]:
        # The attacker's tricks from here; at a trick's start from the leader's sure tricks and
        # each party's trump winners (rules 44-47).
        left = TRICKS - sum(node[3])
        least, most = 0, left
        if not node[1] and node[2] is not None:
            least, most = party_tricks(node[0], node[2], (attacker,), model.trump, model.rank, left)
        return (least, most) if sign > 0 else (-most, -least)

    def key(node: Node) -> Any:
        return relative_key(node, model.rank, model.klass, None)

    return Objective(
        model=model,
        side=side,
        total=total,
        key=key,
        bounds=bounds,
        rank=model.rank,
        unit="tricks",
        counted=(attacker,),
        sign=sign,
        goal=model.number,
    )


ENDGAME = Endgame(
    model=FreelanceModel, tricks_left=tricks_left, max_tricks_left=TRICKS_LEFT, max_cards=MAX_CARDS, objective=objective
)


def alike(view: View) -> Callable[[Card], Hashable] | None:
    """The classes of the attacker's or a defender's cards that play alike in the tricks to come
    (the search weighs one of each): only tricks count in the campaign."""
    if view.phase != PLAY_PHASE:
        return None
    return alike_cards(view, FreelanceModel.rank, FreelanceModel.klass)
