"""King's last tricks for the open-hand solver (:mod:`ai.solver`, issue 22): the compact model
of the trick play, the tricks left, and from how many the expert's search solves.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from games.cards import Card
from games.core import State, View
from games.king.facts import penalty_values
from games.king.view import KingView
from games.tricks import trick_winner

from ..game_ai import Endgame
from ..trick_model import CardMoves, Node, Objective, alike_cards, hands_without, put, relative_key

PLAY_PHASE = "play"
TRICKS = 10
# The expert's search solves this game's last tricks from TRICKS_LEFT tricks left with at most
# MAX_CARDS cards in the hands (ai.game_ai.Endgame; 0: never). A solve stays within about
# what the basic playouts of the same actions cost (``python scripts/solver_bench.py times``:
# medians at four tricks left 17 against 22 ms). Measured (``python scripts/solver_bench.py
# endgames``, 200 duplicate endgames a seed, seeds 1 and 2, at 0.2 s): no gain shown (0.2
# [-0.4, 0.8]) but the expert's searches end sooner (think median 67-99 against 203-208 ms).
TRICKS_LEFT = 4
MAX_CARDS = 12


def tricks_left(state: State) -> int | None:
    """The tricks left in the hand (the one in progress counted), or None outside the trick play."""
    s: Any = state
    if state.is_over or getattr(s, "phase", None) != PLAY_PHASE:
        return None
    return TRICKS - int(sum(s.tricks_taken))


class KingModel(CardMoves):
    """King's play (D-king-2 to D-king-4): follow suit, a void seat trumps if able, no heart lead
    in No Hearts / No King while holding another suit (unless hearts are broken under BH), the
    K of hearts renounced in No King; the deal ends after ten tricks or when every penalty card is
    taken. ``acc``: (points per place, hearts played, tricks played)."""

    def __init__(self, state: Any) -> None:
        self.key = state.game_key
        self.trump = state.trump
        self.lowest = self.key == "misere"
        self.penalty: dict[Card, int] = dict(state.penalty)
        self.restricted = self.key in ("no-hearts", "no-king")
        self.broken = bool(state.options.broken_hearts)
        self.no_king = self.key == "no-king"
        self.next = [state.next_seat(s) for s in range(state.places)]
        # D-king-5: a result is bonus less hill; D-king-8: a player's places summed. The last deal
        # ends the match: that one the engine scores.
        self.sign = 1 if self.key in ("award", "misere") else -1
        self.owner = [state.player_of(q) for q in range(state.places)]
        self.players = state.n
        self.last = state.hand_no >= state.deals_total
        self.node: Node = (
            tuple(tuple(h) for h in state.hands),
            tuple(state.trick),
            state.turn,
            (tuple(state.points), state.hearts_played, sum(state.tricks_taken)),
        )

    @staticmethod
    def rank(c: Card) -> int:
        return c.rank

    def winner(self, node: Node, trick: Any) -> int:
        """The place leading ``trick`` so far (the trump, else the suit led; the lowest in misère)."""
        return int(trick[trick_winner([c for _, c in trick], self.trump, lowest=self.lowest)][0])

    def klass(self, c: Card) -> int:
        """What a card is worth to the score by itself: its penalty (the K of hearts' own rule too)."""
        return self.penalty.get(c, 0)

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """Each player's score change for ``acc``; None where the engine must say (the match ends)."""
        if self.last:
            return None
        out = [0] * self.players
        for q, pts in enumerate(acc[0]):
            out[self.owner[q]] += self.sign * pts
        return tuple(out)

    def moves(self, node: Node) -> Sequence[Card]:
        hands, trick, turn, acc = node
        assert turn is not None
        hand = hands[turn]
        if not trick:
            if self.restricted and not (self.broken and acc[1]):
                others = [c for c in hand if c.suit != "H"]
                if others:
                    return others
            return hand
        led = trick[0][1].suit
        follow = [c for c in hand if c.suit == led]
        if follow:
            return follow
        if self.trump is not None:
            trumps = [c for c in hand if c.suit == self.trump]
            if trumps:
                return trumps
        if self.no_king and KING_OF_HEARTS in hand:
            return (KING_OF_HEARTS,)
        return hand

    def play(self, node: Node, card: Card) -> Node:
        hands, trick, turn, acc = node
        assert turn is not None
        points, hearts, played = acc
        hands = hands_without(hands, turn, card)
        trick = (*trick, (turn, card))
        hearts = hearts or card.suit == "H"
        if len(trick) < 3:
            return (hands, trick, self.next[turn], (points, hearts, played))
        w = self.winner(node, trick)
        number = played + 1
        gain = 0
        if self.key == "no-tricks":
            gain = 4
        elif self.key == "no-last-two":
            gain = 20 if number > 8 else 0
        elif self.key in ("award", "misere"):
            gain = 12
        else:
            gain = sum(self.penalty.get(c, 0) for _, c in trick)
        if gain:
            points = put(points, w, points[w] + gain)
        done = number == 10 or (bool(self.penalty) and not any(c in self.penalty for h in hands for c in h))
        return (hands, (), None if done else w, (points, hearts, number))


KING_OF_HEARTS = Card(13, "H")


def _step(key_name: str, penalty: dict[Card, int]) -> int:
    """The unit every count of a deal is a multiple of: a trick's points, else the penalties' divisor."""
    per_trick = {"no-tricks": 4, "no-last-two": 20, "award": 12, "misere": 12}
    if key_name in per_trick:
        return per_trick[key_name]
    return math.gcd(*penalty.values()) if penalty else 1


def objective(state: State, seats: Sequence[int]) -> Objective:
    """What the side of ``seats`` counts in the open-hand result (:mod:`ai.open_hand`): the points
    its places win (D-king-5), wanted high in the positive deals and low in the negative ones."""
    s: Any = state
    model = KingModel(state)
    side = frozenset(q for q in range(s.places) if s.player_of(q) in seats)
    sign = model.sign
    key_name = model.key
    penalty = model.penalty

    def total(acc: Any) -> int:
        return sign * int(sum(acc[0][q] for q in side))

    # The deal's penalty points: those taken before the model's first position and those still in
    # play there. At any node what is still in play is this less what its ``acc`` says was taken.
    start = model.node
    penalty_total = int(
        sum(start[3][0])
        + sum(penalty.get(c, 0) for h in start[0] for c in h)
        + sum(penalty.get(c, 0) for _, c in start[1])
    )

    def most(node: Node) -> int:
        played = int(node[3][2])
        if key_name == "no-tricks":
            return 4 * (TRICKS - played)
        if key_name == "no-last-two":
            return 20 * (TRICKS - max(played, TRICKS - 2))
        if key_name in ("award", "misere"):
            return 12 * (TRICKS - played)
        return penalty_total - int(sum(node[3][0]))

    def bounds(node: Node) -> tuple[int, int]:
        m = most(node)
        return (0, m) if sign > 0 else (-m, 0)

    def key(node: Node) -> Any:
        return relative_key(node, model.rank, model.klass, node[3][1] and model.restricted)

    places = sorted(side)
    return Objective(
        model=model,
        side=side,
        total=total,
        key=key,
        bounds=bounds,
        rank=model.rank,
        unit="points",
        counted=tuple(sorted({s.player_of(q) for q in places})),
        sign=sign,
        eager=sign > 0,
        step=_step(key_name, penalty),
        worth=model.klass if penalty else None,
    )


ENDGAME = Endgame(
    model=KingModel, tricks_left=tricks_left, max_tricks_left=TRICKS_LEFT, max_cards=MAX_CARDS, objective=objective
)


def alike(view: View) -> Callable[[Card], Hashable] | None:
    """The classes of the seat's cards that play alike in the tricks to come (the search weighs one
    of each): a penalty card only with cards of its own penalty. Not for two players, who play two
    places each."""
    if view.phase != PLAY_PHASE or view.players == 2 or not isinstance(view, KingView):
        return None
    penalty = penalty_values(view.game_key or "", view.options)
    return alike_cards(view, KingModel.rank, lambda c: penalty.get(c, 0))
