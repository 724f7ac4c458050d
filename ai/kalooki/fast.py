"""Kalooki's fast basic playout (issue 22, speed): the rest of a deal as the basic player
(:mod:`ai.kalooki.basic`) plays it at every seat, without the engine's views, events, log lines
and known cards, for the expert's search (:func:`ai.playout.hand_value`).

Basic reads from its view only the seat's hand, the contract, the top discard, whether the seat
is down and the melds on the table; with the legal actions that is all it decides by, and it draws
nothing from its rng (its random choice is for an empty list of plays, which the rules never
give). So the deal is played here on a copy of the state's cards: the same turns, calls, draws
(the stock turned over with the engine's own seeded shuffle, D-kalooki-6), melds, tacks, swaps and
discards as :class:`games.kalooki.rules.KalookiState` plays them; the same offers
(``legal.offered_for``, ``legal.placings``) and the same choices (basic's ``hand_helps``,
``discard_key``, ``_best``). Every action is kept, so that the engine can replay the deal where it
must score it itself (the ninth deal, whose end ends the match). The tests check the value of
every playout against the engine's on thousands of positions.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from games.actions import Action
from games.cards import Card
from games.core import State
from games.kalooki.facts import (
    ALLOW,
    CALL,
    DOWN,
    DRAW_DISCARD,
    DRAW_STOCK,
    MAX_CALLS,
    PASS,
    PLAYERS,
    REFUSE,
    SET_OF_DEALS,
    TAKE_BACK,
    parse_ref,
)
from games.kalooki.legal import DISCARDS, ORDER, offered_for, placings
from games.kalooki.melds import Meld, make_meld, penalty, swap, tack, tack_ends
from games.kalooki.rules import KalookiState

from ..trick_model import Node
from .basic import (
    Shaped,
    _best,
    _meld_key,
    _placing_key,
    discard_key,
    hand_helps,
    hand_shape,
    shaped_discard_key,
    shaped_distance,
)

# ai.playout.MAX_PLAYOUT_STEPS (not imported: ai.playout imports the registry, which imports this
# package): a deal that has not ended after this many actions is left unscored, as there.
MAX_STEPS = 5000
_LAST_GAME = len(SET_OF_DEALS) - 1


class KalookiPlayout:
    """The model :func:`ai.playout.hand_value` reads a fast playout's end from: a move is the
    engine's action itself, and a node's ``acc`` the deal's penalties by seat (None where the
    engine must score the deal). A Kalooki deal has no tricks to search: only ``action`` and
    ``deltas`` are asked for."""

    def __init__(self, acc: tuple[int, ...] | None) -> None:
        self.node: Node = ((), (), None, acc)

    def moves(self, node: Node) -> Sequence[Any]:
        return ()

    def play(self, node: Node, move: Any) -> Node:
        return node

    def action(self, move: Any) -> Action:
        assert isinstance(move, Action)
        return move

    def move_of(self, action: Action) -> Any:
        return action

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        return acc  # type: ignore[no-any-return]  # the penalties, or None

    def winner(self, node: Node, trick: tuple[tuple[int, Any], ...]) -> int:
        raise NotImplementedError("a Kalooki deal has no tricks")


def natural_discards(cards: Iterable[Card]) -> list[Action]:
    """The discards basic weighs among ``cards``: one per distinct natural card (never a joker),
    in card order, so that a tie goes to the first."""
    return [DISCARDS[c] for c in sorted(set(cards), key=ORDER.__getitem__) if c.rank]


def playout(state: State) -> tuple[KalookiPlayout, Node, list[Any]] | None:
    """The rest of ``state``'s deal as basic plays it at every seat: (the model, its last node,
    the actions); None where the engine plays (the set is over)."""
    if not isinstance(state, KalookiState) or state.phase == "over":
        return None
    deal = _Deal(state)
    try:
        acc = deal.run()
    except _Unplayable:
        return None  # the engine meets the same position, and says what is wrong with it
    model = KalookiPlayout(acc)
    return model, model.node, deal.moves


class _Unplayable(Exception):
    """A position with no legal action, which the rules never reach."""


class _Deal:
    """A copy of a deal's cards and turns, played on by basic's choices (see the module's
    docstring); each method as the engine's method of the same name, without events and log."""

    def __init__(self, st: KalookiState) -> None:
        self.hands = [list(h) for h in st.hands]
        self.stock = list(st.stock)
        self.discard = list(st.discard)
        self.melds = [list(ms) for ms in st.melds]
        self.down = list(st.down)
        self.calls = list(st.calls)
        self.turn = st.turn
        self.phase = st.phase
        self.asking = list(st.asking)
        self.caller = st.caller
        self.must_draw_stock = st.must_draw_stock
        self.pending = st.pending
        self.down_this_turn = st.down_this_turn
        self.stock_runs = st.stock_runs
        self.seed = st.seed
        self.hand_no = st.hand_no
        self.game_index = st.game_index
        contract = SET_OF_DEALS[st.game_index][0]
        self.need = (contract.count("3"), contract.count("4"))
        self.moves: list[Any] = []
        self.ended = False
        self.acc: tuple[int, ...] | None = (0,) * PLAYERS

    def run(self) -> tuple[int, ...] | None:
        """Play to the deal's end (or :data:`MAX_STEPS` actions); its penalties by seat, zero for
        a deal void or unfinished, None where the set ends with it."""
        moves = self.moves
        while not self.ended and len(moves) < MAX_STEPS:
            phase = self.phase
            if phase == "draw":
                self._draw()
            elif phase == "call":
                self._call()
            elif phase == "allow":
                self._allow()
            else:
                self._play()
            if not self.ended and self.phase == "play":
                self._settle()
        return self.acc

    def _helps(self, seat: int) -> bool:
        """Basic's test of the top discard for ``seat`` (``basic.helps``)."""
        t, f = self.need
        return hand_helps(tuple(self.hands[seat]), self.discard[-1], t, f)

    # -- the draw and the calling ----------------------------------------------------------------

    def _draw(self) -> None:
        t = self.turn
        if not (self.down[t] or self.must_draw_stock or not self.discard) and self._helps(t):
            self.moves.append(DRAW_DISCARD)
            self.hands[t].append(self.discard.pop())
        else:
            self.moves.append(DRAW_STOCK)
            if not self._from_stock(t):
                return
        self.phase = "play"
        self.must_draw_stock = False

    def _from_stock(self, seat: int) -> bool:
        """The stock's top card to ``seat``; False when the deal ended (D-kalooki-6)."""
        if not self.stock:
            if self.stock_runs == 0 and len(self.discard) > 1:
                rest = self.discard[:-1]
                self.discard = self.discard[-1:]
                random.Random(f"parlour:{self.seed}:{self.hand_no}:stock").shuffle(rest)
                self.stock = rest
                self.stock_runs = 1
            else:
                self.ended = True  # void: no score
                return False
        self.hands[seat].append(self.stock.pop())
        return True

    def _call(self) -> None:
        s = self.asking.pop(0)
        if self._helps(s):
            self.moves.append(CALL)
            self.caller = s
            self.asking = []
            self.phase = "allow"
            return
        self.moves.append(PASS)
        if not self.asking:
            self._start_turn(self.turn)

    def _allow(self) -> None:
        n = self.turn
        caller = self.caller
        assert caller is not None
        self.caller = None
        refuse = not self.down[n] and self._helps(n)
        c = self.discard.pop()
        if refuse:
            self.moves.append(REFUSE)
            self.hands[n].append(c)
            self.phase = "play"
            return
        self.moves.append(ALLOW)
        self.hands[caller].append(c)
        self.calls[caller] += 1
        if self._from_stock(caller):
            self._start_turn(n, must_draw_stock=True)

    def _start_turn(self, seat: int, must_draw_stock: bool = False) -> None:
        self.turn = seat
        self.phase = "draw"
        self.asking = []
        self.caller = None
        self.pending = 0
        self.down_this_turn = False
        self.must_draw_stock = must_draw_stock

    # -- the play ------------------------------------------------------------------------------

    def _play(self) -> None:
        """Basic's play (``basic.choose``): a meld, ``down``, a swap or tack on, a discard."""
        t = self.turn
        hand = self.hands[t]
        if not self.down[t]:
            ms = self.melds[t]
            laid = ms[len(ms) - self.pending :] if self.pending else []
            shaped = None if self.pending else hand_shape(hand)
            # A hand that can complete the contract lacks nothing by basic's count (the threes
            # and fours of any way to complete it are among the ranks and windows of four the
            # count weighs; the tests check it): a hand that lacks cards is offered no meld, and
            # is spared the meld search (legal.offered_for).
            if shaped is not None and shaped_distance(shaped, self.need):
                offered: tuple[Action, ...] = ()
            else:
                offered = offered_for(hand, laid, self.game_index)
            if offered:
                self._meld(_best(list(offered), _meld_key) if len(offered) > 1 else offered[0])
            elif self.pending:
                if self._contract_met(laid):
                    self._down()
                else:
                    self._take_back()
            else:
                self._discard_before_down(hand, shaped)
            return
        distinct = sorted(set(hand), key=ORDER.__getitem__)
        placing = placings(self.melds, distinct)
        if placing:
            self._tack(_best(placing, _placing_key) if len(placing) > 1 else placing[0])
        else:
            discards = [DISCARDS[c] for c in distinct if c.rank]
            if not discards:
                raise _Unplayable  # never: a hand of jokers that cannot be tacked on ends the turn
            if len(discards) > 1:
                self._discard(min(discards, key=discard_key(hand, self.need, True, self.melds)))
            else:
                self._discard(discards[0])

    def _discard_before_down(self, hand: list[Card], shaped: Shaped | None) -> None:
        """The discard basic chooses before coming down: the first of the lowest key
        (``shaped_discard_key``) in card order."""
        discards = natural_discards(hand)
        if not discards:
            raise _Unplayable  # never: the hand of a seat not down holds a natural card
        if len(discards) == 1:
            self._discard(discards[0])
            return
        self._discard(min(discards, key=shaped_discard_key(shaped or hand_shape(hand), self.need)))

    def _contract_met(self, laid: list[Meld]) -> bool:
        t, f = self.need
        return sum(m.is_three for m in laid) >= t and sum(not m.is_three for m in laid) >= f

    def _meld(self, action: Action) -> None:
        self.moves.append(action)
        t = self.turn
        m = make_meld(action.cards)
        assert m is not None
        hand = self.hands[t]
        for c in m.cards:
            hand.remove(c)
        self.melds[t].append(m)
        self.pending += 1

    def _down(self) -> None:
        self.moves.append(DOWN)
        t = self.turn
        self.pending = 0
        self.down[t] = True
        self.down_this_turn = True
        if not self.hands[t]:
            self._go_out(t)

    def _take_back(self) -> None:
        self.moves.append(TAKE_BACK)
        t = self.turn
        for _ in range(self.pending):
            self.hands[t].extend(self.melds[t].pop().cards)
        self.pending = 0

    def _tack(self, action: Action) -> None:
        self.moves.append(action)
        t = self.turn
        c = action.card
        assert c is not None
        o, k = parse_ref(action.words[0])
        m = self.melds[o][k - 1]
        if action.verb == "swap":
            new = swap(m, c)
            assert new is not None
        else:
            end = action.words[1] if len(action.words) > 1 else tack_ends(m, c)[0]
            new = tack(m, c, end)
        self.melds[o][k - 1] = new
        self.hands[t].remove(c)
        if not self.hands[t]:
            self._go_out(t)

    def _discard(self, action: Action) -> None:
        self.moves.append(action)
        t = self.turn
        c = action.card
        assert c is not None
        self.hands[t].remove(c)
        self.discard.append(c)
        if not self.hands[t]:
            self._go_out(t)
            return
        n = (t + 1) % PLAYERS
        self.turn = n
        self.down_this_turn = False
        order = [(n + k) % PLAYERS for k in range(1, PLAYERS - 1)]
        self.asking = [s for s in order if not self.down[s] and self.calls[s] < MAX_CALLS]
        if self.asking:
            self.phase = "call"
        else:
            self._start_turn(n)

    def _settle(self) -> None:
        """D-kalooki-2: a seat down with only jokers that cannot be tacked on ends its turn (in
        the play, after every action, as the engine's ``_settle``)."""
        t = self.turn
        hand = self.hands[t]
        if not hand or not self.down[t] or any(c.rank for c in hand):
            return
        if placings(self.melds, sorted(set(hand), key=ORDER.__getitem__)):
            return
        self._start_turn((t + 1) % PLAYERS)

    def _go_out(self, t: int) -> None:
        """D-kalooki-7: the others' penalties, doubled when the table is bent."""
        self.ended = True
        if self.game_index == _LAST_GAME:
            self.acc = None  # the set ends: the engine scores it
            return
        factor = 2 if self.down_this_turn else 1
        self.acc = tuple(0 if s == t else factor * sum(map(penalty, self.hands[s])) for s in range(PLAYERS))
