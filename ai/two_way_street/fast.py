"""Two Way Street's fast basic playout (issue 22, speed): the rest of a hand's tricks as the basic
player (:mod:`ai.two_way_street.basic`) plays them at every seat, without the engine's views,
events and log lines, ending on the compact model's last node
(:class:`ai.two_way_street.endgame.TwoWayStreetModel`).

Basic's play reads from its view only what :class:`ai.two_way_street.table.Table` counts. Here
each seat's count is read once from the state and kept as the playout plays, as the engine
changes what the views show:

- its outstanding cards: the pack less its hand, the cards played this hand (the tricks, seen by
  all) and the cards it buried that are still in the deck (rule 2b), kept per suit as a count per
  rank, and its outstanding jokers in the pack's order (a card played leaves every other seat's
  count; its own stays, the card going from its hand to the trick);
- the buried cards another seat drew and still holds (``state.gifts``, ``view.known_in_hands``),
  a gift dropped as the engine drops it (the first gift of that card to the seat playing it);
- the voids a seat shows (rule 2c: not following the suit led, or after a led joker of two kinds
  holding neither suit of its colour, as ``TwoWayStreetState._play``);
- the hand sizes, and from them the hidden places and the chance that a hand holds a card.

The legal plays are the engine's (rule 2c with its footnote, D-tws-4: a led joker's follower
names the suit), in the same order; the tricks are played as the model plays them (the lead
passes left, the red joker, else a joker, else the highest of the suit led, the earlier of equal
cards); the last node is the model's own, which the tests check by replaying the cards on the
model. The decisions are basic's ``_play``, ``_play_high`` and ``_play_low`` on Table's
``win_chance`` and ``value``: the same order of tests, the same tie-breaks (the first of equals,
in the order of the legal plays), and the same numbers to the last bit (every product taken in
the same order). Basic's play draws nothing from its rng. Declarations, the duel's bids and the
exchange are not trick play: :func:`playout` returns None there.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

from games.actions import Action
from games.cards import Card
from games.core import State
from games.interned import play_of
from games.two_way_street.facts import COLOUR_SUITS, SUIT_COLOUR, TRICKS

from ..trick_model import Node
from .endgame import TwoWayStreetModel, tricks_left
from .table import JOKER_FOLLOWING, PLAY_WEIGHT, RED_JOKER, SUITS, _pack

# A card's power in a trick (table.card_key as one number): the red joker, another joker, a card
# of the suit led by its rank; nothing below (-100: the empty trick's (-1, 0)).
_RED_KEY, _JOKER_KEY, _NO_KEY = 200, 100, -100
# One option of a decision: its index among the legal plays, the card, its chance to win the
# trick (Table.win_chance).
Option = tuple[int, Card, float]


def _key(c: Card, led: str | None) -> int | None:
    """``table.card_key`` as one number (None: the card does not count)."""
    if c.rank == 0:
        return _RED_KEY if c.suit == "R" else _JOKER_KEY
    if c.suit == led:
        return c.rank
    return None


def _remove(out: dict[str, list[int]], jokers: dict[Card, int], cards: list[Card]) -> None:
    """The counts ``out`` (per suit, per rank) and ``jokers`` less ``cards``, none below zero."""
    for c in cards:
        if c.rank:
            out[c.suit][c.rank] -= 1
        elif c in jokers:
            jokers[c] -= 1
    for c in cards:
        if c.rank:
            if out[c.suit][c.rank] < 0:
                out[c.suit][c.rank] = 0
        elif c in jokers and jokers[c] < 0:
            jokers[c] = 0


@functools.lru_cache(maxsize=8)
def _later_seats(n: int) -> list[list[list[int]]]:
    """Per seat and number of cards down in the trick, the seats still to play after it (Table.later_seats)."""
    return [[[(s + k) % n for k in range(1, n - down)] for down in range(n)] for s in range(n)]


def _colour(lead: Card) -> tuple[str, ...]:
    return ("D", "H") if lead.suit == "R" else ("C", "S")


class _Hand:
    """The hand in play, with every seat's count (see the module's docstring)."""

    def __init__(self, state: Any) -> None:
        n = self.n = state.n
        pack = _pack(n, state.options)
        self.differ = pack.differ
        self.dealer = state.dealer
        self.hands: list[list[Card]] = [list(h) for h in state.hands]
        self.sizes = [len(h) for h in self.hands]
        self.total = sum(self.sizes)
        self.trick: list[tuple[int, Card]] = list(state.trick)
        self.led: str | None = state.led_suit
        self.number: int = state.trick_no
        self.won: list[int] = list(state.tricks_won)
        self.turn: int | None = state.turn
        self.low = [d == "low" for d in state.directions]
        self.weights = [PLAY_WEIGHT[d] for d in state.directions]
        self.voids: list[set[str]] = [set(v) for v in state.voids]
        self.gifts: list[tuple[int, int, Card]] = list(state.gifts)
        self.known: list[dict[Card, list[int]]] = [self._known(s) for s in range(n)]
        # The pack less the cards played, then per seat less its hand and the cards it buried
        # still in the deck; Table's count stops at zero (max(0, pack - seen)).
        base = {suit: [0] * 15 for suit in SUITS}
        base_jokers: dict[Card, int] = {}
        for c, k in pack.counts.items():
            if c.rank:
                base[c.suit][c.rank] = k
            else:
                base_jokers[c] = k
        played = [c for _, c in state.trick] + [c for cs in state.won for c in cs]
        _remove(base, base_jokers, played)
        hidden_pre = sum(len(p) for p in state.pre)
        self.out: list[dict[str, list[int]]] = []
        self.out_jokers: list[dict[Card, int]] = []
        self.hidden_rest: list[int] = []
        buried_by: list[list[Card]] = [[] for _ in range(n)]
        for c, b in zip(state.deck, state.deck_by, strict=True):
            if b >= 0:
                buried_by[b].append(c)
        for seat in range(n):
            buried = buried_by[seat]
            out = {suit: list(ranks) for suit, ranks in base.items()}
            jokers = dict(base_jokers)
            _remove(out, jokers, self.hands[seat] + buried)
            self.out.append(out)
            self.out_jokers.append({x: k for x, k in jokers.items() if k > 0})
            self.hidden_rest.append(len(state.deck) - len(buried) + hidden_pre)
        self.seats = _later_seats(n)
        # Per suit, every seat's count (what a card played changes).
        self.by_suit = {suit: [self.out[t][suit] for t in range(n)] for suit in SUITS}

    def _known(self, seat: int) -> dict[Card, list[int]]:
        """Table.known_at of ``seat``: the cards it buried that another seat drew, and where."""
        known: dict[Card, list[int]] = {}
        for burier, holder, c in self.gifts:
            if burier == seat:
                known.setdefault(c, []).append(holder)
        return known

    def node(self) -> Node:
        """The model's node of this point of the hand."""
        hands = tuple(tuple(h) for h in self.hands)
        return (hands, tuple(self.trick), self.turn, (self.led, self.number, tuple(self.won)))

    def legal(self, seat: int) -> list[tuple[Card, str | None]]:
        """The engine's legal plays (``_playable``, rule 2c with its footnote), in its order: each
        card, with the suit it names where a joker follows a led joker of its own kind."""
        distinct = list(dict.fromkeys(self.hands[seat]))
        every: list[tuple[Card, str | None]] = [(c, None) for c in distinct]
        if not self.trick:
            return every
        led = self.led
        if led is not None:
            if not any(c.suit == led for c in distinct):
                return every
            differ = self.differ
            return [
                (c, None)
                for c in distinct
                if c.suit == led or (c.rank == 0 and (not differ or SUIT_COLOUR[led] == c.suit))
            ]
        if not self.differ:
            return every
        lead = self.trick[0][1]
        suits = COLOUR_SUITS[lead.suit]
        present = [x for x in suits if any(c.suit == x for c in distinct)]
        if not present:
            return every
        acts: list[tuple[Card, str | None]] = [(c, None) for c in distinct if c.suit in suits]
        for c in distinct:
            if c.rank == 0 and c.suit == lead.suit:
                acts.extend((c, x) for x in present)
        return acts

    def play(self, c: Card, chosen: str | None) -> None:
        """The seat to play plays ``c`` (naming ``chosen``): the voids it shows, the gift it ends,
        the other seats' counts (``TwoWayStreetState._play``), then the trick as the model ends it."""
        s = self.turn
        assert s is not None
        trick, led, joker = self.trick, self.led, c.rank == 0
        if not trick:
            self.led = None if joker else c.suit
        elif led is not None:
            if c.suit != led and not (joker and (not self.differ or SUIT_COLOUR[led] == c.suit)):
                self.voids[s].add(led)
        elif self.differ:
            suits = COLOUR_SUITS[trick[0][1].suit]
            if chosen is not None:
                self.led = chosen
            elif c.suit in suits:
                self.led = c.suit
            else:
                self.voids[s].update(suits)
        elif not joker:
            self.led = c.suit
        self.hands[s].remove(c)
        self.sizes[s] -= 1
        self.total -= 1
        for i, (burier, holder, g) in enumerate(self.gifts):
            if holder == s and g == c:
                del self.gifts[i]
                self.known[burier] = self._known(burier)
                break
        self._seen(s, c)
        trick.append((s, c))
        if len(trick) < self.n:
            self.turn = (s + 1) % self.n
            return
        best_seat, best = -1, _NO_KEY
        for seat, x in trick:
            k = _key(x, self.led)
            if k is not None and k > best:
                best_seat, best = seat, k
        self.won[best_seat] += 1
        self.number += 1
        self.trick = []
        self.led = None
        self.turn = None if self.number == TRICKS else (self.dealer + self.number) % self.n

    def _seen(self, s: int, c: Card) -> None:
        """``c``, played by ``s``, leaves every other seat's outstanding count."""
        if c.rank == 0:
            for t, jokers in enumerate(self.out_jokers):
                k = jokers.get(c, 0)
                if t == s or not k:
                    continue
                if k == 1:
                    del jokers[c]
                else:
                    jokers[c] = k - 1
            return
        r = c.rank
        for t, ranks in enumerate(self.by_suit[c.suit]):
            if ranks[r] > 0 and t != s:
                ranks[r] -= 1

    # -- basic's decision -------------------------------------------------------------------------

    def decide(self, options: list[tuple[Card, str | None]]) -> int:
        """The index of the play basic chooses among ``options`` (basic._play, on Table's counts)."""
        me = self.turn
        assert me is not None
        d = _Decision(self, me)
        win = d.win
        if self.low[me]:
            # Low's first test reads only which cards cannot win the trick (a chance of 0.0 is the
            # outcome's, never a product's: every factor is 0.1 or more), and where one cannot,
            # it reads no other chance: the chances are counted only when every card may win.
            outcome = d.outcome
            beats = [outcome(c, named)[0] for c, named in options]
            if all(beats):
                scored = [(i, c, win(c, named)) for i, (c, named) in enumerate(options)]
            else:
                scored = [(i, c, 1.0 if b else 0.0) for i, ((c, _), b) in enumerate(zip(options, beats, strict=True))]
            return _play_low(scored, d.value, bool(self.trick), bool(d.seats))
        scored = [(i, c, win(c, named)) for i, (c, named) in enumerate(options)]
        return _play_high(scored, d.value, bool(self.trick))


class _Decision:
    """Table's counts of the seat to play, for one decision: ``value`` (Table.value) and ``win``
    (Table.outcome, Table.win_chance), with what the options share kept: the values, the best card
    down per suit led, the jokers' part of the product per (joker power, suit led), and per suit
    led the factors of its outstanding ranks in the order they are multiplied (ranks ascending,
    then the seats still to play), from which a card takes those above its rank. A value is counted
    only where basic's choice reads it (the same number whenever it is counted)."""

    def __init__(self, hand: _Hand, me: int) -> None:
        sizes, known = hand.sizes, hand.known[me]
        known_elsewhere = sum(len(v) for v in known.values()) if known else 0
        others = hand.total - sizes[me]
        hidden = max(1, others + hand.hidden_rest[me] - known_elsewhere)
        self.in_hands = (others - known_elsewhere) / hidden
        self.hidden, self.sizes, self.me = hidden, sizes, me
        self.seats = hand.seats[me][len(hand.trick)]
        self.weights, self.voids = hand.weights, hand.voids
        self._later: list[tuple[int, float, set[str], float]] | None = None
        self.hand = hand.hands[me]
        self.trick, self.led, self.differ = hand.trick, hand.led, hand.differ
        self.known, self.out, self.out_jokers = known, hand.out[me], hand.out_jokers[me]
        in_hands = self.in_hands
        self.unheld = 1.0 - in_hands
        self.joker_risk = 1.0 - 0.08 * sum(self.out_jokers.values()) * in_hands
        self.values: dict[Card, float] = {}
        self.best: dict[str | None, int] = {}
        self.jokers: dict[tuple[int, str | None], float] = {}
        self.factors: dict[str, tuple[list[float], list[int]]] = {}

    def later(self) -> list[tuple[int, float, set[str], float]]:
        """Table._later_info: per seat still to play, (seat, PLAY_WEIGHT of its direction, its
        voids, the chance it holds an outstanding card it may hold); counted when first read."""
        later = self._later
        if later is None:
            sizes, hidden, weights, voids = self.sizes, self.hidden, self.weights, self.voids
            later = self._later = [(s, weights[s], voids[s], min(1.0, sizes[s] / hidden)) for s in self.seats]
        return later

    def value(self, c: Card) -> float:
        """Table.value: how likely ``c`` is to take a trick later."""
        v = self.values.get(c)
        if v is not None:
            return v
        in_hands = self.in_hands
        if c.rank == 0:
            if c.suit == "R" or not self.differ:
                v = 1.0
            else:
                v = 1.0 - 0.5 * in_hands * self.out_jokers.get(RED_JOKER, 0)
        else:
            suit = c.suit
            k = sum(self.out[suit][c.rank + 1 :])
            length = 0
            for x in self.hand:
                if x.suit == suit:
                    length += 1
            p = self.unheld**k  # (1.0 - in_hands) ** k
            if k and length >= 3:
                p += 0.1 * (length - 2)
            v = max(0.0, min(1.0, p) * self.joker_risk)  # (1.0 - 0.08 * n_out_jokers * in_hands)
        self.values[c] = v
        return v

    def outcome(self, c: Card, chosen: str | None) -> tuple[bool, str | None]:
        """Table.outcome: whether ``c`` (naming ``chosen``) is the best card once played now, and
        the suit led it leaves."""
        trick = self.trick
        if not trick:
            return True, None if c.rank == 0 else c.suit
        led = self.led
        lead = trick[0][1]
        if led is None and lead.rank != 0:
            led = lead.suit
        if led is None and c.rank != 0:
            if chosen is not None:
                led = chosen
            elif not self.differ or c.suit in _colour(lead):
                led = c.suit
        best = self.best.get(led)
        if best is None:
            best = _NO_KEY
            for _, x in trick:
                k = _key(x, led)
                if k is not None and k > best:
                    best = k
            self.best[led] = best
        mine = _key(c, led)
        return mine is not None and mine > best, led

    def win(self, c: Card, chosen: str | None) -> float:
        """Table.win_chance: the chance that ``c`` (naming ``chosen``) takes the trick when played
        now: the product over the outstanding cards that beat it (the jokers above it, then the
        higher ranks of the suit led) and the seats still to play of the chance that the seat does
        not hold and play it."""
        best, led = self.outcome(c, chosen)
        if not best:
            return 0.0
        if not self.seats:
            return 1.0
        power = (2 if c.suit == "R" else 1) if c.rank == 0 else 0
        p_safe = self.jokers.get((power, led))
        if p_safe is None:
            p_safe = self.jokers[(power, led)] = self._jokers(power, led)
        if c.rank != 0 and led is not None:
            got = self.factors.get(led)
            if got is None:
                got = self.factors[led] = self._factors(led)
            flat, starts = got
            # One factor after the other, as Table multiplies them (math.prod: in order, in doubles).
            p_safe = math.prod(flat[starts[c.rank] :], start=p_safe)
        return p_safe

    def _jokers(self, power: int, led: str | None) -> float:
        """The product's first part: the outstanding jokers above ``power``, seat by seat."""
        p_safe = 1.0
        known, later = self.known, self.later()
        for x, k in self.out_jokers.items():
            if (2 if x.suit == "R" else 1) > power:
                holders = known.get(x)
                for s, w, void, q in later:
                    weight = w
                    if led is not None and led not in void:
                        weight *= JOKER_FOLLOWING
                    held = q if holders is None else 1.0 if s in holders else 0.0
                    p_safe *= 1.0 - min(1.0, k * held) * weight
        return p_safe

    def _factors(self, led: str) -> tuple[list[float], list[int]]:
        """The factors of the outstanding ranks of ``led``, ascending (Table._factors, or per seat
        for a card known to be in a hand), and per rank where the factors of the ranks above start."""
        ranks, known, later = self.out[led], self.known, self.later()
        flat: list[float] = []
        starts = [0] * 15
        per_copies: dict[int, list[float]] = {}
        for r in range(2, 15):
            k = ranks[r]
            if k:
                holders = known.get(Card(r, led)) if known else None
                if holders is None:
                    got = per_copies.get(k)
                    if got is None:
                        got = per_copies[k] = [1.0 - min(1.0, k * q) * w for _, w, void, q in later if led not in void]
                    flat.extend(got)
                else:
                    flat.extend(1.0 - min(1.0, k * (1.0 if s in holders else 0.0)) * w for s, w, _, _ in later)
            starts[r] = len(flat)
        return flat, starts


def _danger(c: Card, value: Callable[[Card], float]) -> float:
    """basic._danger: a joker's value, a suit card's value times 0.7."""
    return value(c) if c.rank == 0 else value(c) * 0.7


def _joker_key(c: Card) -> int:
    return 2 if c.suit == "R" else 1


def _play_high(options: list[Option], value: Callable[[Card], float], trick: bool) -> int:
    """basic._play_high: win as cheaply as is likely, cash the surest winner on lead, keep the
    jokers for tricks nothing else wins, throw the cheapest card on a lost trick."""
    suit_cards = [o for o in options if o[1].rank != 0]
    likely = [o for o in suit_cards if o[2] >= 0.55]
    if likely:
        if not trick:
            top = max(o[2] for o in likely)
            sure = [o for o in likely if o[2] >= top - 0.05]
            return min(sure, key=lambda o: (value(o[1]), o[1].rank))[0]
        return min(likely, key=lambda o: (value(o[1]), o[1].rank))[0]
    jokers = [o for o in options if o[1].rank == 0 and o[2] >= 0.55]
    if jokers and trick:
        return min(jokers, key=lambda o: (_joker_key(o[1]), -o[2]))[0]
    if suit_cards:
        chance = max(suit_cards, key=lambda o: o[2])
        if chance[2] >= 0.3:
            return chance[0]
        return min(suit_cards, key=lambda o: (value(o[1]), o[1].rank))[0]
    return min(options, key=lambda o: (_joker_key(o[1]), -o[2]))[0]


def _play_low(options: list[Option], value: Callable[[Card], float], trick: bool, later: bool) -> int:
    """basic._play_low: duck with the most dangerous losing card, win a trick that is one's own
    anyway with the most dangerous card, else play the card most likely to be beaten."""
    losing = [o for o in options if o[2] == 0.0]
    if losing:
        return max(losing, key=lambda o: (_danger(o[1], value), o[1].rank))[0]
    if not later and trick:
        return max(options, key=lambda o: (_danger(o[1], value), o[1].rank))[0]
    low = min(o[2] for o in options)
    near = [o for o in options if o[2] <= low + 0.1]
    return max(near, key=lambda o: (_danger(o[1], value) if o[1].rank != 0 else -1.0, -o[2]))[0]


def playout(state: State) -> tuple[TwoWayStreetModel, Node, list[Any]] | None:
    """From ``state`` in the trick play, the rest of the hand as the basic player plays it at every
    seat, on the game's compact model: the model, the last node (its turn None: the ten tricks
    played, rule 2c) and the moves played (Actions, as the model's), in order. None where ``state``
    is not in the trick play (declarations, the duel's bids, the exchange, the match over).
    ``state`` is not changed."""
    if tricks_left(state) is None:
        return None
    model = TwoWayStreetModel(state)
    hand = _Hand(state)
    moves: list[Any] = []
    while hand.turn is not None:
        options = hand.legal(hand.turn)
        c, chosen = options[0] if len(options) == 1 else options[hand.decide(options)]
        moves.append(play_of(c) if chosen is None else Action("play", (c, chosen)))
        hand.play(c, chosen)
    return model, hand.node(), moves


__all__ = ["playout"]
