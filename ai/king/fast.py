"""King's basic playout of the trick play on the compact model (issue 22, speed).

The expert's search values a candidate by playing the rest of the deal with the basic player at
every seat (:func:`ai.playout.play_out`): a view built for every card, the engine's events and
log lines. :func:`playout` plays the same cards without them: the choice is
:func:`ai.king.basic._play_penalty` or :func:`ai.king.basic._play_award` ported test for test,
tie-break for tie-break, on bit masks of the cards, and the deal is played by the rules of
:class:`ai.king.endgame.KingModel` (D-king-2 to D-king-4), so the play is the slow playout's
card for card and the last node the model's own.

What basic reads from its view is kept up as the cards fall: the cards the seat's side has not
seen or plays against (:func:`ai.king.sides.their_cards`: the other places' hands, and the
discards for all but the contractor), the voids the play has shown (the engine's ``_learn``:
a suit not followed, no trump from a void player, D-king-2; a heart led under the lead
restriction, D-king-4 and D-king-6 BH), the trick, the tricks played, and with two players
(D-king-8) the non-contractor's two open places, played as one side.

The cards are bits in display order (:func:`games.cards.sort_key`: spades, hearts, clubs,
diamonds, each from the seven up), the order the engine keeps every hand in, so a mask's bits
from the lowest are the hand's cards in order, and ``max``/``min`` over them keep basic's first
best. A state whose hands are in another order is not played here (None: the engine plays).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.cards import Card, sort_key
from games.core import State
from games.king.facts import KING_OF_HEARTS, PACK, penalty_values

from ..trick_model import Node
from .basic import DANGER_BY_HIGHER
from .endgame import TRICKS, KingModel, tricks_left

# -- the cards as bits -------------------------------------------------------------------------------

ORDER: tuple[Card, ...] = tuple(sorted(PACK, key=sort_key))
INDEX: dict[Card, int] = {c: i for i, c in enumerate(ORDER)}
SUIT_INDEX = {c.suit: i >> 3 for i, c in enumerate(ORDER)}  # S 0, H 1, C 2, D 3
RANK = tuple(c.rank for c in ORDER)
SUIT_MASK = tuple(0xFF << (8 * k) for k in range(4))
HEARTS = SUIT_INDEX["H"]
NOT_HEARTS = 0xFFFFFFFF & ~SUIT_MASK[HEARTS]
OTHER_SUITS_OF_HEARTS = sum(1 << k for k in range(4) if k != HEARTS)  # the voids a restricted heart lead shows
KH = INDEX[KING_OF_HEARTS]
# Each byte's set bits, lowest first (a suit's cards in a mask, seven up).
BYTE_BITS: tuple[tuple[int, ...], ...] = tuple(tuple(b for b in range(8) if x >> b & 1) for x in range(256))
LAST = len(DANGER_BY_HIGHER) - 1
assert all(INDEX[c] == 8 * SUIT_INDEX[c.suit] + c.rank - 7 for c in PACK)  # a suit's ranks in a row


# Each byte of a mask's cards: BITS_AT[k][b] the cards of byte ``b`` of suit ``k`` (a suit's ranks).
BITS_AT: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * k + b for b in bits) for bits in BYTE_BITS) for k in range(4)
)


def cards_of(mask: int) -> tuple[int, ...]:
    """The cards of ``mask``, in the hand's order."""
    return (
        BITS_AT[0][mask & 0xFF]
        + BITS_AT[1][mask >> 8 & 0xFF]
        + BITS_AT[2][mask >> 16 & 0xFF]
        + BITS_AT[3][mask >> 24 & 0xFF]
    )


def mask_of(cards: Any) -> int:
    """The mask of ``cards``."""
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


# -- danger (basic.danger, one suit at a time) --------------------------------------------------------

# (my cards of a suit << 8 | their cards of it): the danger of each of my cards, by rank offset
# (at most 65,536 rows, made as they are met).
_DANGER: dict[int, tuple[float, ...]] = {}


def _danger_row(mine: int, theirs: int) -> tuple[float, ...]:
    """:func:`ai.king.basic.danger` of my cards of one suit (byte ``mine``) against the unseen
    ones (byte ``theirs``, not empty): by the unseen cards above each, and by how long the suit
    lasts (by the k-th round of it the opponents have followed with 2k cards)."""
    u = theirs.bit_count()
    row = [0.0] * 8
    for k, off in enumerate(BYTE_BITS[mine]):
        d = DANGER_BY_HIGHER[min((theirs >> (off + 1)).bit_count(), LAST)]
        row[off] = max(d, 0.7) if 2 * k >= u else d
    out = tuple(row)
    _DANGER[mine << 8 | theirs] = out
    return out


def dangers(cards: Sequence[int], hand: int, theirs: int, voids: Sequence[int], opps: int) -> list[float]:
    """:func:`ai.king.basic.danger` of ``cards`` of ``hand`` against the cards ``theirs``, with
    ``voids[k]`` of the seat's ``opps`` opponents void in suit ``k``: 0.9 where no opponent can
    follow a card's suit or none of it is unseen."""
    out: list[float] = []
    for i in cards:
        base = i & ~7
        t = (theirs >> base) & 0xFF
        if opps - voids[i >> 3] <= 0 or not t:
            out.append(0.9)
            continue
        mine = (hand >> base) & 0xFF
        row = _DANGER.get(mine << 8 | t)
        if row is None:
            row = _danger_row(mine, t)
        out.append(row[i - base])
    return out


# -- the deal as it is played out ---------------------------------------------------------------------


class _Side:
    """What the seat playing place ``q`` knows of the others (:mod:`ai.king.sides`): the places
    whose cards are against it (with them the discards, unless it made them), its opponents (for
    the void counts), its other open place (D-king-8) and the length of a trick before its card
    is the last."""

    __slots__ = ("ally", "last", "n_opps", "opps", "out_unseen", "theirs")

    def __init__(self, s: Any, q: int) -> None:
        seat = s.player_of(q)
        if s.n == 2:
            mine = [seat] if seat == s.contractor else [x for x in (0, 1, 2) if x != s.contractor]
            opps = [x for x in (0, 1, 2) if x not in mine]
        else:
            mine = [seat]
            opps = [x for x in range(s.n) if x != seat and x != s.sitting_out]
        self.theirs = tuple(x for x in range(s.places) if x not in mine)
        self.out_unseen = seat != s.contractor
        self.n_opps = len(opps)
        self.opps = (opps[0], -1) if len(opps) == 1 else (opps[0], opps[1])  # -1: no one, void in nothing
        others = [x for x in mine if x != q]
        self.ally = others[0] if len(others) == 1 and len(mine) == 2 else None
        self.last = len(opps) + len(mine) - 1


# The sides of every place, by (players, contractor): the seating of a deal.
_SIDES: dict[tuple[int, int], tuple[_Side, ...]] = {}
# Each penalty game's cards and values (ai.king.basic._penalties): the values, as a mask and a
# value by card, by (game, D-king-6 KB).
_VALUES: dict[tuple[str, bool], tuple[dict[Card, int], int, tuple[int, ...]]] = {}
# The suits shown void (a mask of suit bits) of each set of suit letters.
_VOIDS: dict[frozenset[str], int] = {}
# How many of two opponents (void masks ``a | b << 4``) are void in each suit.
VOID_COUNTS = tuple(tuple((x >> k & 1) + (x >> (k + 4) & 1) for k in range(4)) for x in range(256))


def _sides(s: Any) -> tuple[_Side, ...]:
    key = (s.n, s.contractor)
    sides = _SIDES.get(key)
    if sides is None:
        sides = _SIDES[key] = tuple(_Side(s, q) for q in range(s.places))
    return sides


def _values(game: str, options: Any) -> tuple[dict[Card, int], int, tuple[int, ...]]:
    key = (game, bool(options.kings_as_boys))
    got = _VALUES.get(key)
    if got is None:
        values = penalty_values(game, options)
        got = _VALUES[key] = (values, *_masked(values))
    return got


def _masked(values: dict[Card, int]) -> tuple[int, tuple[int, ...]]:
    value = [0] * 32
    for c, v in values.items():
        value[INDEX[c]] = v
    return mask_of(values), tuple(value)


def _void_mask(v: frozenset[str]) -> int:
    got = _VOIDS.get(v)
    if got is None:
        got = _VOIDS[v] = sum(1 << SUIT_INDEX[x] for x in v)
    return got


class _Deal:
    """The rest of the deal on bit masks: each place's hand, the trick as (place, card), the voids
    shown (a mask of suits per place), the points and the cards played; the rules of
    :class:`KingModel` (D-king-2 to D-king-4), the choices of :mod:`ai.king.basic`."""

    def __init__(self, s: Any, model: KingModel, hands: list[int]) -> None:
        game = s.game_key or ""
        self.game = game
        self.award = game in ("award", "misere")
        self.misere = game == "misere"
        self.trump = SUIT_INDEX[s.trump] if s.trump else -1
        # What basic reads (ai.king.basic._penalties), and what the model scores (the deal's own).
        values, self.pen, self.value = _values(game, s.options)
        same = model.penalty == values
        self.scored_mask, self.scored = (self.pen, self.value) if same else _masked(model.penalty)
        self.restricted = model.restricted
        self.broken = model.broken
        self.no_king = model.no_king
        self.next = model.next
        self.hands = hands
        self.out = mask_of(s.out)
        self.trick: list[tuple[int, int]] = [(q, INDEX[c]) for q, c in s.trick]
        self.turn: int | None = s.turn
        self.voids = [*(_void_mask(v) for v in s.voids), 0]  # the last: no one's (_Side.opps)
        self.points = list(s.points)
        self.hearts = bool(s.hearts_played)
        self.played = int(sum(s.tricks_taken))
        self.sides = _sides(s)
        self.moves: list[Card] = []
        self.owner = model.owner
        self.choices = self.missed = 0

    def run(self, script: Sequence[int] | None = None, watched: Sequence[int] = ()) -> list[Card]:
        """Play to the deal's end, each card basic's (the only legal one without asking), by
        :meth:`KingModel.moves`: follow suit, else trump (D-king-2), else the K of hearts in No
        King; no heart lead under the lead restriction while holding another suit (D-king-4;
        D-king-6 BH lifts it once hearts are broken). Each card shows what the engine's
        ``_learn`` finds: a suit not followed is void, and the trump too when not played; a heart
        led under the restriction leaves only hearts.

        With ``script`` (cards by index) the cards played are those instead, until it ends: at
        each choice of a place whose player is in ``watched`` (two or more legal cards) basic's
        card is asked for, and ``self.choices`` and ``self.missed`` count the choices and those
        where it would have played another (``self.missed`` is -1 where a card is not legal)."""
        hands, trick, voids, moves = self.hands, self.trick, self.voids, self.moves
        trump, no_king, award, nxt = self.trump, self.no_king, self.award, self.next
        trumps = SUIT_MASK[trump] if trump >= 0 else 0
        q = self.turn
        restricted = self.restricted and not (self.broken and self.hearts)
        at = 0
        while q is not None:
            hand = hands[q]
            if not trick:
                legal = hand & NOT_HEARTS if restricted else hand
                legal = legal or hand
            else:
                led = trick[0][1] >> 3
                legal = hand & SUIT_MASK[led] or hand & trumps
                if not legal:
                    legal = 1 << KH if no_king and hand >> KH & 1 else hand
            if script is not None:
                if at == len(script):
                    break
                i, at = script[at], at + 1
                if not legal >> i & 1:
                    self.missed = -1
                    break
                if legal & (legal - 1) and self.owner[q] in watched:
                    self.choices += 1
                    chosen = self.choose_award(q, cards_of(legal)) if award else self.choose_penalty(q, cards_of(legal))
                    self.missed += chosen != i
            elif legal & (legal - 1) == 0:
                i = legal.bit_length() - 1
            elif award:
                i = self.choose_award(q, cards_of(legal))
            else:
                i = self.choose_penalty(q, cards_of(legal))
            suit = i >> 3
            if not trick:
                if suit == HEARTS and restricted:
                    voids[q] |= OTHER_SUITS_OF_HEARTS
            elif suit != led:
                voids[q] |= 1 << led if suit == trump or trump < 0 else 1 << led | 1 << trump
            hands[q] = hand ^ 1 << i
            trick.append((q, i))
            if suit == HEARTS:
                self.hearts = True
                restricted = self.restricted and not self.broken
            moves.append(ORDER[i])
            q = nxt[q] if len(trick) < 3 else self.take()
        self.turn = None
        return moves

    def take(self) -> int | None:
        """The full trick taken and scored as :meth:`KingModel.play` does; the winner, to lead
        the next, or None at the deal's end (ten tricks, or every penalty card taken, D-king-4)."""
        trick = self.trick
        w = trick[self.best()][0]
        self.played += 1
        game = self.game
        if game == "no-tricks":
            self.points[w] += 4
        elif game == "no-last-two":
            self.points[w] += 20 if self.played > TRICKS - 2 else 0
        elif self.award:
            self.points[w] += 12
        else:
            scored = self.scored
            self.points[w] += scored[trick[0][1]] + scored[trick[1][1]] + scored[trick[2][1]]
        trick.clear()
        if self.played == TRICKS:
            return None
        if self.scored_mask:
            held = 0
            for h in self.hands:
                held |= h
            if not self.scored_mask & held:
                return None
        return w

    def best(self) -> int:
        """The index in the trick of the card leading it (:func:`games.tricks.trick_winner`: the
        highest trump, else the highest of the suit led; the lowest in misère, D-king-2)."""
        trick = self.trick
        b = 0
        bi = trick[0][1]
        for k in range(1, len(trick)):
            i = trick[k][1]
            if i >> 3 == bi >> 3:
                if (i < bi) if self.misere else (i > bi):
                    b, bi = k, i
            elif i >> 3 == self.trump:
                b, bi = k, i
        return b

    def node(self) -> Node:
        """The model's last node: the hands left, no trick, no turn, (points, hearts, tricks)."""
        hands = tuple(tuple(ORDER[i] for i in cards_of(h)) for h in self.hands)
        return (hands, (), self.turn, (tuple(self.points), self.hearts, self.played))

    def theirs(self, side: _Side) -> int:
        """The cards against the seat of ``side`` (:func:`ai.king.sides.their_cards`)."""
        theirs = self.out if side.out_unseen else 0
        for x in side.theirs:
            theirs |= self.hands[x]
        return theirs

    def void_counts(self, side: _Side) -> tuple[int, ...]:
        """How many of the seat's opponents are void in each suit (``basic._void_counts``)."""
        a, b = side.opps
        return VOID_COUNTS[self.voids[a] | self.voids[b] << 4]

    def choose_penalty(self, q: int, cards: tuple[int, ...]) -> int:
        """:func:`ai.king.basic._play_penalty`: duck, shed danger when void (the penalty cards
        first, dumped on the trick's winner), take a clean trick when last, lead the safest low
        card; in No Last Two the first six tricks cash the high cards."""
        pen, rank, trick = self.pen, RANK, self.trick
        early_nlt = self.game == "no-last-two" and self.played < 6
        if trick:
            led = trick[0][1] >> 3
            b = 0  # no trump in a penalty game: the highest of the suit led
            for k in range(1, len(trick)):
                if trick[k][1] >> 3 == led and trick[k][1] > trick[b][1]:
                    b = k
            best = trick[b][1]
            if cards[0] >> 3 == led:
                # Following: one suit, the cards from the lowest up (the max of each list below is
                # its last card), the winners above the trick's best card and the losers below it.
                clean = len(trick) == 2 and self.game not in ("no-tricks", "no-last-two")
                if cards[-1] > best and (early_nlt or (clean and not any(pen >> i & 1 for _, i in trick))):
                    # The trick is clean (or harmless so early): take it with the highest card.
                    safe = [i for i in cards if i > best and not pen >> i & 1]
                    if safe:
                        return safe[-1]
                if cards[0] < best:
                    # Lose it: with the highest penalty card that loses, else the highest loser.
                    losers = [i for i in cards if i < best]
                    shed = [i for i in losers if pen >> i & 1]
                    return shed[-1] if shed else losers[-1]
                # Forced to win: win with the highest card, keeping the penalty cards back.
                keep = [i for i in cards if not pen >> i & 1]
                return keep[-1] if keep else cards[-1]
        side = self.sides[q]
        voids = self.void_counts(side)
        ds = dangers(cards, self.hands[q], self.theirs(side), voids, side.n_opps)
        # Each card's key, the first best kept (as max and min do over basic's list of cards).
        if not trick:
            if early_nlt:
                # Winning now is free: cash the high cards so none is left for tricks 9 and 10.
                keys: list[tuple[Any, ...]] = [(d, rank[i]) for i, d in zip(cards, ds, strict=True)]
                return cards[keys.index(max(keys))]
            risk = 0.5 if pen else 0.0  # lead the card least likely to win, keeping penalty cards back
            keys = [(pen >> i & 1, d * (1 + risk * voids[i >> 3]), rank[i]) for i, d in zip(cards, ds, strict=True)]
            return cards[keys.index(min(keys))]
        if side.ally is not None and trick[b][0] == side.ally:
            # Void while our other hand holds the trick: what falls on it is ours; shed danger only.
            keys = [(not pen >> i & 1, d, rank[i]) for i, d in zip(cards, ds, strict=True)]
            return cards[keys.index(max(keys))]
        value = self.value  # void: dump a penalty card on the trick's winner, else the most dangerous
        keys = [(pen >> i & 1, value[i], d, rank[i]) for i, d in zip(cards, ds, strict=True)]
        return cards[keys.index(max(keys))]

    def choose_award(self, q: int, cards: tuple[int, ...]) -> int:
        """:func:`ai.king.basic._play_award`: draw trumps when long in them, cash masters, lead
        low from the longest side suit; win as cheaply as is sure, leave a trick our other hand
        holds (D-king-8), throw the cheapest card on a lost trick; misère upside down."""
        side = self.sides[q]
        theirs = self.theirs(side)
        misere, trump, trick = self.misere, self.trump, self.trick

        def pw(i: int) -> int:
            return 21 - RANK[i] if misere else RANK[i]

        def master(i: int) -> bool:
            t = (theirs >> (i & ~7)) & 0xFF
            return not (t & ((1 << (i & 7)) - 1) if misere else t >> ((i & 7) + 1))

        def cheapest(cs: Sequence[int]) -> int:
            return min(cs, key=lambda i: (i >> 3 == trump, master(i), pw(i)))

        if not trick:
            if trump >= 0:
                their_trumps = (theirs & SUIT_MASK[trump]).bit_count()
                my_trumps = [i for i in cards if i >> 3 == trump]
                if my_trumps and their_trumps and len(my_trumps) >= their_trumps:
                    return max(my_trumps, key=pw)  # draw trumps
            voids = self.void_counts(side)
            masters = [i for i in cards if master(i) and (trump < 0 or i >> 3 == trump or voids[i >> 3] == 0)]
            if masters:
                return max(masters, key=lambda i: (i >> 3 != trump, pw(i)))
            # Lead low from the longest side suit, to set up its later cards.
            hand = self.hands[q]
            lengths = [(hand & SUIT_MASK[k]).bit_count() for k in range(4)]
            return min(cards, key=lambda i: (i >> 3 == trump, -lengths[i >> 3], pw(i)))
        holder, best = trick[self.best()]
        last = len(trick) == side.last
        if side.ally is not None and holder == side.ally and (last or master(best)):
            return cheapest(cards)  # our other hand has the trick: do not overtake it
        wins = [i for i in cards if _beats(i, best, trump, misere)]
        if not wins:
            return cheapest(cards)
        if last:
            return min(wins, key=lambda i: (i >> 3 == trump, pw(i)))
        # Not last: a card no unseen card of its suit beats (a trump when the next one follows).
        led = trick[0][1] >> 3
        voids = self.void_counts(side)
        sure = [i for i in wins if master(i) and (i >> 3 == trump or trump < 0 or voids[led] == 0)]
        if sure:
            return min(sure, key=lambda i: (i >> 3 == trump, pw(i)))
        return max(wins, key=lambda i: (i >> 3 != trump, pw(i))) if led == cards[0] >> 3 else cheapest(wins)


def _beats(i: int, best: int, trump: int, misere: bool) -> bool:
    """:func:`games.tricks.beats` on bits: lower of the suit in misère, higher otherwise, or a trump
    on a card that is not one."""
    if i >> 3 == best >> 3:
        return i < best if misere else i > best
    return i >> 3 == trump


def _hand_mask(hand: Any) -> int:
    """The mask of ``hand``, or -1 where it is not in display order (the engine keeps every hand so)."""
    try:
        idx = list(map(INDEX.__getitem__, hand))
    except KeyError:
        return -1
    if idx != sorted(idx):
        return -1
    return sum(map(_BIT.__getitem__, idx))


_BIT = tuple(1 << i for i in range(32))


def playout(state: State) -> tuple[KingModel, Node, list[Any]] | None:
    """From ``state`` in the trick play, the rest of the deal as the basic player plays it at every
    seat, on :class:`KingModel`: the model, the last node (its turn None: ten tricks played, or
    every penalty card taken, D-king-4) and the cards played, in order. None outside the trick
    play (the contract and the discards are not tricks) or where a hand is not in display order.
    ``state`` is not changed."""
    got = _deal_of(state)
    if got is None:
        return None
    model, deal = got
    moves = deal.run()
    return model, deal.node(), moves


def _deal_of(state: State) -> tuple[KingModel, _Deal] | None:
    """The model and the deal on bit masks of ``state``, or None outside the trick play or where a
    hand is not in display order."""
    if tricks_left(state) is None:
        return None
    hands = [_hand_mask(h) for h in state.hands]  # type: ignore[attr-defined]
    if -1 in hands:
        return None
    model = KingModel(state)
    return model, _Deal(state, model, hands)


def misses(world: State, plays: Sequence[Card], watched: Sequence[int]) -> tuple[int, int] | None:
    """This deal's tricks so far (``plays``, the cards in order) replayed from the contractor's
    first lead (D-king-3) with the hands of ``world`` (a sampled deal: each place's hand now plus
    the cards it has played), asking at each choice of a place whose player is in ``watched``
    (two or more legal cards) what the basic player would have played there. Returns (choices,
    those where basic would have played another card), or None outside the trick play, where a
    hand is not in display order or the cards do not fit ``world``. Each place's counts at the
    first lead are ``world``'s with nothing played: no void shown, no points, hearts unbroken."""
    got = _deal_of(world)
    if got is None:
        return None
    model, deal = got
    s: Any = world
    hands = deal.hands
    script = [INDEX[c] for c in plays]
    # The place of each card: the contractor leads, the next place follows, a trick's winner leads.
    q = s.contractor
    deal.trick = []
    for i in script:
        deal.trick.append((q, i))
        hands[q] |= 1 << i
        q = model.next[q] if len(deal.trick) < 3 else deal.trick[deal.best()][0]
        if len(deal.trick) == 3:
            deal.trick = []
    if any(a & b for k, a in enumerate(hands) for b in hands[k + 1 :]):
        return None  # a card twice: the cards do not fit this deal
    deal.trick, deal.turn = [], s.contractor
    deal.voids = [0] * len(deal.voids)
    deal.points = [0] * len(deal.points)
    deal.hearts, deal.played = False, 0
    deal.run(script, watched)
    return None if deal.missed < 0 else (deal.choices, deal.missed)


__all__ = ["misses", "playout"]
