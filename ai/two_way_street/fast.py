"""Two Way Street's fast basic playout (issue 22, speed): the rest of a hand's tricks as the basic
player (:mod:`ai.two_way_street.basic`) plays them at every seat, without the engine's views,
events and log lines, ending on the node of the compact model (:mod:`ai.two_way_street.endgame`).

What basic reads from its view (:class:`ai.two_way_street.table.Table`) is kept per seat as the
engine changes the views: its outstanding cards (the pack less its hand, the cards played and
the cards it buried still in the deck, rule 2b), its buried cards another seat holds
(``state.gifts``), the voids shown (rule 2c, as ``TwoWayStreetState._play``), hand sizes and suit
lengths. Cards are integers (16 per suit plus the rank; jokers above), a suit led 0-3 or NO_SUIT.
The legal plays are the engine's, in its order (rule 2c with its footnote, D-tws-4); the tricks
end as the model's. The decisions are basic's ``_play``, ``_play_high`` and ``_play_low``: the
same tests and tie-breaks (the first of equals, in the legal plays' order), Table's numbers to the
last bit (every product in its order). Basic draws nothing from its rng. None outside the tricks.

A number is counted only where basic's choice reads it; two facts of Table's count make it exact:

- within a suit a higher card's chance to win is never lower: its product has the same factors
  (each between 0.1 and 1) less the first ones, and rounding keeps that order. So a high
  follower's cheapest likely winner is the lowest card of the suit led whose chance reaches 0.55,
  found from the top down, and the first card of the top chance is among the suit's top cards;
- within a suit a higher card's value is never lower: fewer outstanding cards above it, a lower
  power of 1 - in_hands (a denominator under 120: the powers differ by far more than pow's
  rounding). So the cheapest of a suit's cards is its lowest, the most dangerous its highest: a
  follower holding the suit led throws its lowest, a low follower who can duck reads no chance.
Leads, tricks led by a joker and a low follower who may win with every card count every chance.
"""

from __future__ import annotations

import functools
import math
from itertools import chain
from typing import Any

from games.actions import Action
from games.cards import Card
from games.core import State
from games.interned import play_of
from games.two_way_street.facts import TRICKS

from ..trick_model import Node
from .endgame import TwoWayStreetModel, tricks_left
from .table import JOKER_FOLLOWING, PLAY_WEIGHT, _pack

SUIT_NAMES = "CDHS"
NO_SUIT = 4  # the suit led while none is (a led joker's trick before a suit is named)
RED, BLACK, ALIKE = 64, 65, 66  # the jokers' codes (rule 2c: the red one over the other)
NAMED = 128  # a led joker's follower naming a suit with a joker: NAMED + 4 * (code - RED) + suit
_JOKER_CODES = {"R": RED, "B": BLACK, "J": ALIKE}
# A card's power in a trick (table.card_key as one number; _NONE: it does not count, _NO_KEY: none down).
_RED_KEY, _JOKER_KEY, _NO_KEY, _NONE = 200, 100, -100, -1000
_COLOUR_MASK = {RED: 0b0110, BLACK: 0b1001, ALIKE: 0b1001}  # rule 2c: a led joker's colour (red: D, H)
_SUIT_BIT = {x: 1 << i for i, x in enumerate(SUIT_NAMES)}
_NO_KNOWN: dict[int, list[int]] = {}
_NO_SUITS: set[int] = set()
# One option of a decision: its index among the legal plays, the card's code, its chance to win the trick.
Option = tuple[int, int, float]


class _Cards:
    """A pack's cards by code: the cards, their plays, their counts, the jokers in the pack's order;
    per suit led each card's power and the cards that follow it (rule 2c: a joker of its colour);
    the seats still to play."""

    def __init__(self, players: int, options: Any) -> None:
        pack = _pack(players, options)
        self.differ, self.doubled = pack.differ, pack.doubled
        self.code = {
            c: _JOKER_CODES[c.suit] if c.rank == 0 else 16 * SUIT_NAMES.index(c.suit) + c.rank for c in pack.counts
        }
        self.card: list[Card] = [Card(0, "J")] * 67
        self.act: list[Action] = [play_of(Card(0, "J"))] * 67
        self.counts = [0] * 67
        for c, k in pack.counts.items():
            x = self.code[c]
            self.card[x], self.act[x], self.counts[x] = c, play_of(c), k
        self.jokers = tuple(self.code[c] for c, _ in pack.jokers)
        self.single = max(self.counts[:RED]) == 1  # every suit card there once (one pack)
        n = players  # per seat and cards down in the trick, the seats still to play (Table.later_seats)
        self.seats = [[[(s + k) % n for k in range(1, n - down)] for down in range(n)] for s in range(n)]
        self.keys: list[list[int]] = []
        self.follows: list[frozenset[int]] = []
        for led in range(5):
            suit = range(16 * led + 2, 16 * led + 15) if led < NO_SUIT else range(0)
            keys = [_NONE] * 67
            for x in suit:
                keys[x] = x & 15
            keys[RED], keys[BLACK], keys[ALIKE] = _RED_KEY, _JOKER_KEY, _JOKER_KEY
            self.keys.append(keys)
            colour = RED if led in (1, 2) else BLACK
            joker = {j for j in (RED, BLACK, ALIKE) if not self.differ or j == colour}
            self.follows.append(frozenset(suit) | joker)


_cards = functools.lru_cache(maxsize=16)(_Cards)  # one per number of players and options


def _power(x: int) -> int:
    """A card's power as a joker (rule 2c, basic's joker_key: red 2, another 1; a suit card 0)."""
    return 2 if x == RED else 1 if x >= RED else 0


class _Hand:
    """The hand in play, with every seat's count (see the module's docstring)."""

    def __init__(self, state: Any, cards: _Cards) -> None:
        n = self.n = state.n
        self.cards, self.differ, self.keys, self.follows = cards, cards.differ, cards.keys, cards.follows
        code = cards.code.__getitem__
        self.dealer, self.number, self.turn = state.dealer, state.trick_no, state.turn
        self.hands: list[list[int]] = [list(map(code, h)) for h in state.hands]
        self.sizes = [len(h) for h in self.hands]
        self.total, self.won = sum(self.sizes), list(state.tricks_won)
        self.lengths = [[0] * 5 for _ in range(n)]  # per seat, its cards per suit (the jokers last)
        for h, lengths in zip(self.hands, self.lengths, strict=True):
            for x in h:
                lengths[x >> 4] += 1
        self.trick: list[tuple[int, int]] = [(s, code(c)) for s, c in state.trick]
        self.led = NO_SUIT if state.led_suit is None else SUIT_NAMES.index(state.led_suit)
        self.low, self.weights = [d == "low" for d in state.directions], [PLAY_WEIGHT[d] for d in state.directions]
        self.voids = [sum(map(_SUIT_BIT.__getitem__, v)) for v in state.voids]
        self.gifts: list[tuple[int, int, int]] = [(b, h, code(c)) for b, h, c in state.gifts]
        self.known, self.known_n, self.known_suits = [_NO_KNOWN] * n, [0] * n, [_NO_SUITS] * n
        for seat in {b for b, _, _ in self.gifts}:  # (Table.known_at of each seat that buried a gift)
            self._known(seat)
        self._best()  # the best card down: its power, its seat (top, top_seat)
        # The pack less the cards played, then per seat its hand and buried cards (max(0, pack - seen)).
        base = list(cards.counts)
        for x in chain((x for _, x in self.trick), map(code, chain.from_iterable(state.won))):
            base[x] -= 1
        hidden_pre = sum(len(p) for p in state.pre)
        buried: list[list[int]] = [[] for _ in range(n)]
        for c, b in zip(state.deck, state.deck_by, strict=True):
            if b >= 0:
                buried[b].append(code(c))
        self.out: list[list[int]] = []
        self.hidden_rest: list[int] = []  # per seat, the hidden cards outside the hands
        for seat in range(n):
            out = list(base)
            for x in chain(self.hands[seat], buried[seat]):
                out[x] -= 1
            if min(out) < 0:
                out = [max(0, k) for k in out]
            self.out.append(out)
            self.hidden_rest.append(len(state.deck) - len(buried[seat]) + hidden_pre)
        self.seats = cards.seats
        self.others = [[self.out[t] for t in range(n) if t != s] for s in range(n)]  # what a card played changes

    def _known(self, seat: int) -> None:
        """Table.known_at of ``seat`` (its buried cards another seat drew, and where), its size and
        suits: each replaced, never changed (the seats without share one empty dict)."""
        known: dict[int, list[int]] = {}
        for burier, holder, c in self.gifts:
            if burier == seat:
                known.setdefault(c, []).append(holder)
        self.known[seat] = known
        self.known_n[seat] = sum(len(v) for v in known.values())
        self.known_suits[seat] = {y >> 4 for y in known}

    def _best(self) -> None:
        """The best card of the trick for its suit led (the model's winner: the first of equals)."""
        keys = self.keys[self.led]
        self.top, self.top_seat = _NO_KEY, -1
        for seat, y in self.trick:
            if keys[y] > self.top:
                self.top, self.top_seat = keys[y], seat

    def node(self) -> Node:
        """The model's node of this point of the hand."""
        card = self.cards.card
        hands = tuple(tuple(card[x] for x in h) for h in self.hands)
        trick = tuple((s, card[x]) for s, x in self.trick)
        led = None if self.led == NO_SUIT else SUIT_NAMES[self.led]
        return (hands, trick, self.turn, (led, self.number, tuple(self.won)))

    def legal(self, seat: int) -> list[int]:
        """The engine's legal plays (``_playable``, rule 2c with its footnote), in its order: each
        card, or a joker naming a suit after a led joker of its kind (NAMED); read before the card
        is played (the hand itself may stand for them)."""
        hand = self.hands[seat]
        distinct = list(dict.fromkeys(hand)) if self.cards.doubled else hand
        led, lengths = self.led, self.lengths[seat]
        if not self.trick or (led != NO_SUIT and not lengths[led]) or (led == NO_SUIT and not self.differ):
            return distinct
        if led != NO_SUIT:
            follows = self.follows[led]
            return [x for x in distinct if x in follows]
        lead = self.trick[0][1]
        mask = _COLOUR_MASK[lead]
        present = [x for x in range(4) if mask >> x & 1 and lengths[x]]
        if not present:
            return distinct
        acts = [x for x in distinct if x < RED and mask >> (x >> 4) & 1]
        if lead in distinct:
            acts.extend(NAMED + 4 * (lead - RED) + suit for suit in present)
        return acts

    def play(self, o: int) -> None:
        """The seat to play plays option ``o``: the voids it shows, the gift it ends, the other
        seats' counts (``TwoWayStreetState._play``), then the trick as the model ends it."""
        s = self.turn
        assert s is not None
        x, chosen = (o, -1) if o < NAMED else (RED + ((o - NAMED) >> 2), o & 3)
        trick, led = self.trick, self.led
        trick.append((s, x))
        if len(trick) == 1:
            led = self.led = NO_SUIT if x >= RED else x >> 4
            self.top, self.top_seat = self.keys[led][x], s
        elif led != NO_SUIT:
            if x not in self.follows[led]:
                self.voids[s] |= 1 << led
            if self.keys[led][x] > self.top:
                self.top, self.top_seat = self.keys[led][x], s
        else:  # a led joker's trick: the suit named, or the voids shown (the model's best anew)
            if not self.differ:
                if x < RED:
                    self.led = x >> 4
            elif chosen >= 0:
                self.led = chosen
            elif x < RED and _COLOUR_MASK[trick[0][1]] >> (x >> 4) & 1:
                self.led = x >> 4
            else:
                self.voids[s] |= _COLOUR_MASK[trick[0][1]]
            self._best()
        self.hands[s].remove(x)
        self.lengths[s][x >> 4] -= 1
        self.sizes[s] -= 1
        self.total -= 1
        if self.gifts:
            self._drop_gift(s, x)
        for out in self.others[s]:
            if out[x] > 0:
                out[x] -= 1
        if len(trick) < self.n:
            self.turn = (s + 1) % self.n
            return
        self.won[self.top_seat] += 1
        self.number += 1
        self.trick = []
        self.led = NO_SUIT
        self.top, self.top_seat = _NO_KEY, -1
        self.turn = None if self.number == TRICKS else (self.dealer + self.number) % self.n

    def _drop_gift(self, s: int, x: int) -> None:
        for i, (burier, holder, g) in enumerate(self.gifts):
            if holder == s and g == x:
                del self.gifts[i]
                self._known(burier)
                return

    def decide(self, options: list[int]) -> int:
        """The index of the play basic chooses among ``options`` (basic._play, on Table's counts)."""
        me = self.turn
        assert me is not None
        d = _Decision(self, me)
        if not self.trick:
            return d.every(options, self.low[me])
        if self.led != NO_SUIT:
            i = d.follow_low(options) if self.low[me] else d.follow_high(options)
            if i >= 0:
                return i
        return d.every(options, self.low[me])


class _Decision:
    """Table's counts of the seat to play for one decision, each counted when first read and kept
    for the other options: the values, the best card down per suit led, the jokers' part of the
    chances and the factors per number of copies (both per suit led, shared where no seat still to
    play shows void in it)."""

    __slots__ = tuple(
        "hidden in_hands hand me known out known_suits lengths n_jokers single trick led seats _later voids_later"
        " values best jokers copies".split()
    )

    def __init__(self, hand: _Hand, me: int) -> None:
        self.hidden, self.in_hands = 0, -1.0  # counted when first read (_count)
        self.hand, self.me, self.known, self.out = hand, me, hand.known[me], hand.out[me]
        self.known_suits, self.lengths = hand.known_suits[me], hand.lengths[me]
        self.n_jokers = self.out[RED] + self.out[BLACK] + self.out[ALIKE]
        self.single = hand.cards.single
        self.trick, self.led, self.seats = hand.trick, hand.led, hand.seats[me][len(hand.trick)]
        self._later: list[tuple[int, float, int, float]] | None = None
        self.voids_later = 0  # the suits some seat still to play shows void in (with later)
        self.values: dict[int, float] = {}
        self.best: dict[int, int] = {}  # per suit led
        self.jokers: dict[tuple[int, int], float] = {}  # per (power, suit led or -1: shared)
        self.copies: dict[int, tuple[float, list[list[float]]]] = {}  # per suit led or NO_SUIT: shared

    def follow_high(self, options: list[int]) -> int:
        """basic._play_high following a known suit led, where only a card of it above the best card
        down may win (its chance rising with its rank: see the module's docstring): the lowest
        likely winner, else a likely joker, else the first top chance if 0.3 or more, else the cheapest."""
        led, best = self.led, self.hand.top
        keys = self.hand.keys[led]
        beating = [(x, i) for i, x in enumerate(options) if x < RED and keys[x] > best]
        top = 0.0
        if beating:
            if not self.seats:
                return min(beating)[1]
            beating.sort(reverse=True)
            chance = self.chance
            top = chance(beating[0][0])
            if top >= 0.55:
                found = beating[0][1]
                for x, i in beating[1:]:
                    if chance(x) < 0.55:
                        break
                    found = i
                return found
        jokers = [
            (i, x, (self._jokers(_power(x), led) if self.seats else 1.0) if keys[x] > best else 0.0)
            for i, x in enumerate(options)
            if x >= RED
        ]
        likely = [o for o in jokers if o[2] >= 0.55]
        if likely:
            return min(likely, key=lambda o: (_power(o[1]), -o[2]))[0]
        if len(jokers) == len(options):
            return min(jokers, key=lambda o: (_power(o[1]), -o[2]))[0]
        if top < 0.3:
            return self.pick([(i, x, 0.0) for i, x in enumerate(options) if x < RED], False)
        first = beating[0][1]
        for x, i in beating[1:]:
            if self.chance(x) != top:
                break
            first = min(first, i)
        return first

    def follow_low(self, options: list[int]) -> int:
        """basic._play_low's first two choices following a known suit led (a chance of 0.0 is the
        outcome's, never a product's, each factor 0.1 or more); -1 where it reads every chance."""
        keys, best = self.hand.keys[self.led], self.hand.top
        losing = [(i, x, 0.0) for i, x in enumerate(options) if keys[x] <= best]
        if losing:
            return self.pick(losing, True)
        if not self.seats:
            return self.pick([(i, x, 0.0) for i, x in enumerate(options)], True)
        return -1

    def every(self, options: list[int], low: bool) -> int:
        """basic._play on every option's chance (the low player's only where every card may win)."""
        if not self.trick:  # on lead every card is the best: its suit led, or none (a joker)
            chance, jokers, least = self.chance, self._jokers, 2.0
            scored = [(i, x, chance(x) if x < RED else jokers(_power(x), NO_SUIT)) for i, x in enumerate(options)]
            if not low:
                return self.play_high(scored)
            # basic._play_low on lead (no card loses): the most dangerous of the near least chances.
            for o in scored:
                least = o[2] if o[2] < least else least
            best, best_key, value = -1, (0.0, 0.0), self.value
            for i, x, w in scored:
                if w <= least + 0.1:
                    key = (value(x) * 0.7 if x < RED else -1.0, -w)
                    if best < 0 or key > best_key:
                        best, best_key = i, key
            return best
        plays = [(o, -1) if o < NAMED else (RED + ((o - NAMED) >> 2), o & 3) for o in options]
        win = self.win
        if low:
            outcome = self.outcome
            beats = [outcome(x, named)[0] for x, named in plays]
            if all(beats):
                scored = [(i, x, win(x, named)) for i, (x, named) in enumerate(plays)]
            else:
                scored = [(i, x, 1.0 if b else 0.0) for i, ((x, _), b) in enumerate(zip(plays, beats, strict=True))]
            return self.play_low(scored)
        return self.play_high([(i, x, win(x, named)) for i, (x, named) in enumerate(plays)])

    def play_high(self, options: list[Option]) -> int:
        """basic._play_high: win as cheaply as is likely, cash the surest winner on lead, keep the
        jokers for tricks nothing else wins, throw the cheapest card on a lost trick."""
        trick = bool(self.trick)
        suit_cards = [o for o in options if o[1] < RED]
        likely = [o for o in suit_cards if o[2] >= 0.55]
        if likely:
            if not trick:
                top = max(o[2] for o in likely)
                return self.pick([o for o in likely if o[2] >= top - 0.05], False)
            return self.pick(likely, False)
        jokers = [o for o in options if o[1] >= RED and o[2] >= 0.55]
        if jokers and trick:
            return min(jokers, key=lambda o: (_power(o[1]), -o[2]))[0]
        if suit_cards:
            chance = max(suit_cards, key=lambda o: o[2])
            if chance[2] >= 0.3:
                return chance[0]
            return self.pick(suit_cards, False)
        return min(options, key=lambda o: (_power(o[1]), -o[2]))[0]

    def play_low(self, options: list[Option]) -> int:
        """basic._play_low: duck with the most dangerous losing card, win a trick that is one's own
        anyway with the most dangerous card, else play the card most likely to be beaten."""
        losing = [o for o in options if o[2] == 0.0]
        if losing:
            return self.pick(losing, True)
        if not self.seats and self.trick:
            return self.pick(options, True)
        low = min(o[2] for o in options)
        near = [o for o in options if o[2] <= low + 0.1]
        value = self.value
        return max(near, key=lambda o: (value(o[1]) * 0.7 if o[1] < RED else -1.0, -o[2]))[0]

    def pick(self, options: list[Option], most: bool) -> int:
        """The first of ``options`` with the least (value, rank) (suit cards: basic's cheapest), or
        with ``most`` the most (danger, rank) (basic._danger: a joker's value, a suit card's value
        times 0.7): every joker, of each suit only its lowest card (most: its highest)."""
        ends: dict[int, Option] = {}
        for o in options:
            suit = o[1] >> 4 if o[1] < RED else o[1]
            got = ends.get(suit)
            if got is None or (o[1] > got[1] if most else o[1] < got[1]):
                ends[suit] = o
        if len(ends) == 1:
            return next(iter(ends.values()))[0]
        best, best_key = -1, (0.0, 0)
        for i, x, _ in sorted(ends.values()):
            v = self.value(x)
            key = (v, 0) if x >= RED else (v * 0.7 if most else v, x & 15)
            if best < 0 or (key > best_key if most else key < best_key):
                best, best_key = i, key
        return best

    def _count(self) -> float:
        """Table's hidden places and the chance that an outstanding card is in a hand (in_hands)."""
        hand, me = self.hand, self.me
        known_elsewhere = hand.known_n[me]
        others = hand.total - hand.sizes[me]
        hidden = others + hand.hidden_rest[me] - known_elsewhere
        self.hidden = hidden = hidden if hidden > 1 else 1  # max(1, ...)
        self.in_hands = (others - known_elsewhere) / hidden
        return self.in_hands

    def value(self, x: int) -> float:
        """Table.value: how likely card ``x`` is to take a trick later."""
        v = self.values.get(x)
        if v is not None:
            return v
        in_hands = self.in_hands
        if in_hands < 0.0:
            in_hands = self._count()
        if x >= RED:
            if x == RED or not self.hand.differ:
                v = 1.0
            else:
                v = 1.0 - 0.5 * in_hands * self.out[RED]
        else:
            k = sum(self.out[x + 1 : x | 15])
            length = self.lengths[x >> 4]
            p = (1.0 - in_hands) ** k
            if k and length >= 3:
                p += 0.1 * (length - 2)
            v = (p if p < 1.0 else 1.0) * (1.0 - 0.08 * self.n_jokers * in_hands)  # max(0, min(1, p) * ...)
            if not v > 0.0:
                v = 0.0
        self.values[x] = v
        return v

    def outcome(self, x: int, named: int) -> tuple[bool, int]:
        """Table.outcome, following: whether card ``x`` (naming suit ``named``, else -1) is the best
        card once played now, and the suit led it leaves."""
        trick = self.trick
        led = self.led
        lead = trick[0][1]
        if led == NO_SUIT and lead < RED:
            led = lead >> 4
        if led == NO_SUIT and x < RED:
            if named >= 0:
                led = named
            elif not self.hand.differ or _COLOUR_MASK[lead] >> (x >> 4) & 1:
                led = x >> 4
        keys = self.hand.keys[led]
        best = self.best.get(led)
        if best is None:
            best = _NO_KEY
            for _, y in trick:
                if keys[y] > best:
                    best = keys[y]
            self.best[led] = best
        return keys[x] > best, led

    def win(self, x: int, named: int) -> float:
        """Table.win_chance, following: the chance that card ``x`` (naming ``named``) takes the trick."""
        best, led = self.outcome(x, named)
        if not best:
            return 0.0
        if not self.seats:
            return 1.0
        if x < RED:
            return self.chance(x)
        return self._jokers(_power(x), led)

    def chance(self, x: int) -> float:
        """Table.win_chance of a suit card ``x`` that beats the cards down, its suit led, with seats
        still to play: the jokers' part, then per outstanding card above, ascending, the factors of
        its copies, one after the other as Table multiplies them (math.prod: in order, in doubles)."""
        led = x >> 4
        got = self.copies.get(led)
        p_safe, copies = got if got is not None else self._copies(led)
        above = self.out[x + 1 : x | 15]
        if led not in self.known_suits:
            if self.single or 2 not in above:  # every card above there once
                return math.prod(copies[1] * sum(above), start=p_safe)
            return math.prod(chain.from_iterable(map(copies.__getitem__, above)), start=p_safe)
        factors: list[float] = []
        for y, k in enumerate(above, x + 1):
            if k:
                holders = self.known.get(y)
                if holders is None:
                    factors.extend(copies[k])
                else:
                    factors.extend(
                        1.0 - min(1.0, k * (1.0 if s in holders else 0.0)) * w for s, w, _, _ in self.later()
                    )
        return math.prod(factors, start=p_safe)

    def later(self) -> list[tuple[int, float, int, float]]:
        """Table._later_info: per seat still to play, (seat, PLAY_WEIGHT of its direction, its
        voids, the chance it holds an outstanding card it may hold); counted when first read."""
        later = self._later
        if later is None:
            if not self.hidden:
                self._count()
            hidden, sizes, weights, voids = self.hidden, self.hand.sizes, self.hand.weights, self.hand.voids
            later = self._later = []
            for s in self.seats:
                q = sizes[s] / hidden
                later.append((s, weights[s], voids[s], q if q < 1.0 else 1.0))  # min(1.0, q)
                self.voids_later |= voids[s]
        return later

    def _jokers(self, power: int, led: int) -> float:
        """The product's first part: the outstanding jokers above ``power``, seat by seat."""
        if not self.n_jokers:
            return 1.0
        if self._later is None:
            self.later()
        # The same for every suit led that no seat still to play shows void in.
        shared = led if led == NO_SUIT or self.voids_later >> led & 1 else -1
        got = self.jokers.get((power, shared))
        if got is not None:
            return got
        p_safe = 1.0
        out, known = self.out, self.known
        for x in self.hand.cards.jokers:
            k = out[x]
            if k and _power(x) > power:
                holders = known.get(x) if known else None
                for s, w, voids, q in self.later():
                    weight = w
                    if led != NO_SUIT and not voids >> led & 1:
                        weight *= JOKER_FOLLOWING
                    held = k * (q if holders is None else 1.0 if s in holders else 0.0)
                    p_safe *= 1.0 - (held if held < 1.0 else 1.0) * weight  # min(1.0, k * held)
        self.jokers[(power, shared)] = p_safe
        return p_safe

    def _copies(self, led: int) -> tuple[float, list[list[float]]]:
        """The jokers' part of a suit card's chance with ``led`` led, and Table._factors for 0, 1
        and 2 copies of a card of ``led`` nobody is known to hold."""
        later = self.later()
        shared = led if self.voids_later >> led & 1 else NO_SUIT
        got = self.copies.get(shared)
        if got is None:
            bit = 1 << led
            copies: list[list[float]] = [[]]
            for k in (1,) if self.single else (1, 2):
                factors = []
                for _, w, v, q in later:
                    if not v & bit:
                        kq = k * q
                        factors.append(1.0 - (kq if kq < 1.0 else 1.0) * w)  # min(1.0, k * q)
                copies.append(factors)
            got = self.copies[shared] = (self._jokers(0, led) if self.n_jokers else 1.0, copies)
        self.copies[led] = got
        return got


def playout(state: State) -> tuple[TwoWayStreetModel, Node, list[Any]] | None:
    """From ``state`` in the trick play, the rest of the hand as the basic player plays it at every
    seat, on the game's compact model: the model, the last node (its turn None: the ten tricks
    played, rule 2c) and the moves played (Actions, as the model's), in order. None where ``state``
    is not in the trick play (declarations, the duel's bids, the exchange, the match over).
    ``state`` is not changed."""
    if tricks_left(state) is None:
        return None
    s: Any = state
    model = TwoWayStreetModel(state)
    hand = _Hand(state, _cards(s.n, s.options))
    moves: list[Any] = []
    legal, decide, play, act, card = hand.legal, hand.decide, hand.play, hand.cards.act, hand.cards.card
    while hand.turn is not None:
        options = legal(hand.turn)
        o = options[0] if len(options) == 1 else options[decide(options)]
        moves.append(act[o] if o < NAMED else Action("play", (card[RED + ((o - NAMED) >> 2)], SUIT_NAMES[o & 3])))
        play(o)
    return model, hand.node(), moves


__all__ = ["playout"]
