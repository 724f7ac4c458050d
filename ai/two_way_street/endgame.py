"""Two Way Street's last tricks for the open-hand solver (:mod:`ai.solver`, issue 22): the
compact model of the play, the tricks left, and from how many the expert's search solves (never).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from games.actions import Action, play
from games.cards import Card
from games.core import State, View
from games.two_way_street import facts
from games.two_way_street.view import TwoWayStreetView

from ..game_ai import Endgame
from ..trick_model import Node, Objective, alike_cards, hands_without, put, relative_key

PLAY_PHASE = "play"
TRICKS = 10
# The expert's search solves this game's last tricks from TRICKS_LEFT tricks left with at most
# MAX_CARDS cards in the hands (ai.game_ai.Endgame; 0: never). Off: it did not pay.
# A solve costs more than the basic playouts from four tricks left (``python
# scripts/solver_bench.py times``: medians 69 against 31 ms), and in duplicate endgames (``python
# scripts/solver_bench.py endgames``, 200 a seed, seeds 1 and 2, at 0.2 s) it lost slightly
# (-0.03 [-0.07, 0.02]) and saved no time. The model is kept (tested, measurable with
# ``--tricks``).
TRICKS_LEFT = 0
MAX_CARDS = 12


def tricks_left(state: State) -> int | None:
    """The tricks left in the hand (the one in progress counted), or None outside the trick play."""
    s: Any = state
    if state.is_over or getattr(s, "phase", None) != PLAY_PHASE:
        return None
    return TRICKS - int(s.trick_no)


class TwoWayStreetModel:
    """Two Way Street's play (rule 2c with its footnote, D-tws-4): follow the suit led, where a
    joker of the suit's colour (or any joker, one kind) also follows; after a led joker the next
    seat with a card of its colour names the suit (a joker of the lead's kind: by naming it); the
    red joker, else another joker, else the highest card of the suit led wins, the earlier of
    equal cards; the lead passes left each trick. ``acc``: (suit led, tricks played, tricks won
    per seat). Scores: D-tws-5 (three or more seats), D-tws-6 (the duel)."""

    def __init__(self, state: Any) -> None:
        self.facts = facts
        self.n = state.n
        self.differ = state.jokers_differ
        self.dealer = state.dealer
        self.directions = tuple(state.directions)
        self.forced = tuple(state.forced)
        self.duel = state.duel
        self.contract = state.contract
        self.pretricks = tuple(state.pretricks)
        self.before = state.scores
        self.target = state.options.target
        hands = tuple(tuple(h) for h in state.hands)
        self.node: Node = (
            hands,
            tuple(state.trick),
            state.turn,
            (state.led_suit, state.trick_no, tuple(state.tricks_won)),
        )

    def action(self, move: Any) -> Action:
        assert isinstance(move, Action)
        return move

    def move_of(self, action: Action) -> Any:
        return action

    def _follows(self, c: Card, suit: str) -> bool:
        return c.is_joker and (not self.differ or self.facts.SUIT_COLOUR[suit] == c.suit)

    def moves(self, node: Node) -> Sequence[Any]:
        hands, trick, turn, acc = node
        assert turn is not None
        distinct = list(dict.fromkeys(hands[turn]))
        every = [play(c) for c in distinct]
        if not trick:
            return every
        led = acc[0]
        if led is not None:
            if not any(c.suit == led for c in distinct):
                return every
            return [play(c) for c in distinct if c.suit == led or self._follows(c, led)]
        if not self.differ:
            return every
        lead = trick[0][1]
        suits = self.facts.COLOUR_SUITS[lead.suit]
        present = [x for x in suits if any(c.suit == x for c in distinct)]
        if not present:
            return every
        acts = [play(c) for c in distinct if c.suit in suits]
        for c in distinct:
            if c.is_joker and c.suit == lead.suit:
                acts.extend(Action("play", (c, x)) for x in present)
        return acts

    def play(self, node: Node, move: Any) -> Node:
        hands, trick, turn, acc = node
        assert turn is not None
        led, number, won = acc
        c = move.card
        chosen = move.words[0] if move.words else None
        if not trick:
            led = None if c.is_joker else c.suit
        elif led is None:
            if self.differ:
                if chosen is not None:
                    led = chosen
                elif c.suit in self.facts.COLOUR_SUITS[trick[0][1].suit]:
                    led = c.suit
            elif not c.is_joker:
                led = c.suit
        hands = hands_without(hands, turn, c)
        trick = (*trick, (turn, c))
        if len(trick) < self.n:
            return (hands, trick, (turn + 1) % self.n, (led, number, won))
        best_seat, best = -1, (-1, 0)
        for seat, x in trick:
            if x.is_joker:
                key = (2 if x.suit == "R" else 1, 0)
            elif x.suit == led:
                key = (0, x.rank)
            else:
                continue
            if key > best:
                best_seat, best = seat, key
        won = put(won, best_seat, won[best_seat] + 1)
        number += 1
        turn_next = None if number == 10 else (self.dealer + number) % self.n
        return (hands, (), turn_next, (None, number, won))

    def winner(self, node: Node, trick: Any) -> int:
        """The seat leading ``trick`` so far (rule 2c): the red joker, else another joker, else the
        highest card of the suit led (the led card's suit while none is named)."""
        led = node[3][0]
        best_seat, best = trick[0][0], (-1, 0)
        for s, x in trick:
            if x.is_joker:
                k = (2 if x.suit == "R" else 1, 0)
            elif x.suit == (led or trick[0][1].suit):
                k = (0, x.rank)
            else:
                continue
            if k > best:
                best_seat, best = s, k
        return int(best_seat)

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """The hand's scores (D-tws-5, D-tws-6); None when a seat reaches the target (the match
        may end, which the engine scores)."""
        won = acc[2]
        if self.duel:
            assert self.contract is not None
            direction = self.contract[0]
            total = [won[s] + self.pretricks[s] for s in range(2)]
            out = [0, 0]
            if total[0] == total[1]:
                out[self.dealer] = 1
            else:
                more = 0 if total[0] > total[1] else 1
                out[more if direction == "high" else 1 - more] = 2 * abs(total[0] - total[1])
        else:
            base = self.facts.LOW_BASE[self.n]
            raw = [t if d == "high" else base - t for t, d in zip(won, self.directions, strict=True)]
            out = self.facts.hand_scores(raw, self.forced)[2]
        if max(b + d for b, d in zip(self.before, out, strict=True)) >= self.target:
            return None
        return tuple(out)


def objective(state: State, seats: Sequence[int]) -> Objective:
    """What the side of ``seats`` (one seat) counts in the open-hand result (:mod:`ai.open_hand`):
    its tricks, wanted high in the high direction and low in the low one (D-tws-5; in the duel
    the contract's direction for both, D-tws-6)."""
    model = TwoWayStreetModel(state)
    seat = seats[0]
    if model.duel:
        assert model.contract is not None
        direction = model.contract[0]
    else:
        direction = model.directions[seat]
    sign = 1 if direction == "high" else -1

    def total(acc: Any) -> int:
        return sign * int(acc[2][seat])

    def bounds(node: Node) -> tuple[int, int]:
        left = TRICKS - node[3][1]
        return (0, left) if sign > 0 else (-left, 0)

    def key(node: Node) -> Any:
        return relative_key(node, _rank, _klass, node[3][:2])

    return Objective(
        model=model,
        side=frozenset({seat}),
        total=total,
        key=key,
        bounds=bounds,
        rank=_rank,
        unit="tricks",
        counted=(seat,),
        sign=sign,
        eager=sign > 0,
    )


def _rank(c: Card) -> int:
    return c.rank


def _klass(c: Card) -> int:
    return 0


ENDGAME = Endgame(
    model=TwoWayStreetModel,
    tricks_left=tricks_left,
    max_tricks_left=TRICKS_LEFT,
    max_cards=MAX_CARDS,
    objective=objective,
)


def alike(view: View) -> Callable[[Card], Hashable] | None:
    """The classes of the seat's cards that play alike in the tricks to come (the search weighs one
    of each): tricks are all that score here; with two packs (D-tws-1) a card's copy counts too."""
    if view.phase != PLAY_PHASE or not isinstance(view, TwoWayStreetView):
        return None
    copies = max(Counter(c for c in facts.pack_for(view.players, view.options) if not c.is_joker).values())
    return alike_cards(view, _rank, _klass, copies=copies)
