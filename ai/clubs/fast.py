"""Clubs' fast basic playout (issue 22, speed): the rest of a hand's tricks as the basic player
(:mod:`ai.clubs.basic`) plays them at every seat, without the engine's views, events and log
lines, ending on the compact model's last node (:class:`ai.clubs.endgame.ClubsModel`).

Basic's play (¶35-39) reads from its view only what :class:`ai.clubs.basic.Table` counts: for
each other seat holding cards, the cards of each suit it may hold (``ClubsView.possible``, which
the handicaps, the pass and the voids shown in play narrow) and the highest of them; the sides
(D-clubs-4: the Joker partner; the other defender while the contract is in doubt, ¶5, ¶41); the
trick; its own hand. Here a primary card is a number, its suit's offset (clubs 0, diamonds 10,
hearts 20, spades 30) plus its rank (¶11-13: the ace 1 .. the nine 9), so that a set of cards
is a bit mask and two cards of a suit compare as numbers. Each seat's knowledge is read once
from the state (``state.poss``, for the cards it cannot see: :func:`_knowledge`), when the seat
first has a choice to make, as one mask per seat it may place cards in, and kept as the playout
plays: a card played leaves every mask; a seat that does not follow shows a void to the others
(¶37, as the engine's ``prove_void``). The tricks are played
as the model plays them (the same order of turns, winners and hand end, D-clubs-7), and the
last node is the model's own, which the tests check by replaying the cards on the model. The
decisions are basic's ``_play``, ``_lead`` and ``cheapest`` with the same order of tests, the
same costs and the same tie-breaks. Basic's play draws nothing from its rng.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.cards import Card
from games.clubs.facts import ACE_OF_HEARTS, AUCTION_KIND, CONTRACT, PRIMARY_CARDS
from games.core import State

from ..trick_model import Node
from .basic import SECOND_HAND_HIGH, points, prank
from .endgame import TRICKS, ClubsModel, tricks_left

_SUITS = "CDHS"  # the suits' numbers 0..3 (clubs trump, ¶14); basic breaks ties in this order
_SUIT = [0x3FF << (10 * k) for k in range(4)]
_CLUBS, _DIAMONDS, _SPADES = _SUIT[0], _SUIT[1], _SUIT[3]
_NUM: dict[Card, int] = {c: 10 * _SUITS.index(c.suit) + prank(c) for c in PRIMARY_CARDS}
_CARD: list[Card] = [ACE_OF_HEARTS] * 40
for _c, _n in _NUM.items():
    _CARD[_n] = _c
_BITS: dict[Card, int] = {c: 1 << n for c, n in _NUM.items()}
_AH = _NUM[ACE_OF_HEARTS]
_AH_BIT = 1 << _AH
# Per card number: the cards of its suit that outrank it; its rank; basic's tie-break (suit,
# rank as the Card orders them: the ace 14); what it gives the trick's winner (basic.points);
# basic.cheapest's 30.0 for a club.
_ABOVE = [_SUIT[n // 10] & ~((2 << n) - 1) for n in range(40)]
_RANK = [n % 10 for n in range(40)]
_TIE = [(n // 10, _CARD[n].rank) for n in range(40)]
_POINTS = [points(_CARD[n]) for n in range(40)]
_TRUMP_COST = [30.0 * (n < 10) for n in range(40)]
_PLACES = ("hand0", "hand1", "hand2")
# The knowledge of all seats is one number: seat o's mask of the cards it may place in seat s's
# hand at bit 120 * o + 40 * s (:func:`_knowledge`). _GONE[n]: card n out of every mask;
# _VOID[s][k]: seat s shown void in suit k to the other seats.
_ALL40 = (1 << 40) - 1
_ALL120 = (1 << 120) - 1
_GONE = [~sum((1 << n) << (40 * f) for f in range(9)) for n in range(40)]
_VOID = [[~sum(_SUIT[k] << (120 * o + 40 * s) for o in range(3) if o != s) for k in range(4)] for s in range(3)]


def playout(state: State) -> tuple[ClubsModel, Node, list[Any]] | None:
    """From ``state`` in the trick play, the rest of the hand as the basic player plays it at
    every seat, on the game's compact model: the model, the last node (its turn None: the hand
    played out, ¶39, D-clubs-7) and the cards played, in order. None where ``state`` is not in
    the trick play, or holds what this module does not read (an auction card in a hand or
    placed in one). ``state`` is not changed.

    The tricks are played as ClubsModel.play plays them (the engine's ``_play_step``): follow
    suit (¶35, ¶37), the trick's winner (¶36-37) takes it and leads, a seat without cards passes
    (¶38, D-clubs-7), ten tricks or one seat left holding cards end the hand (¶39); ``acc`` as
    the model counts it (¶40-46)."""
    if tricks_left(state) is None:
        return None
    model = ClubsModel(state)
    hands0, trick0, turn, (size, acc) = model.node
    try:
        hands = [[_NUM[c] for c in h] for h in hands0]
        trick = [(s, _NUM[c]) for s, c in trick0]
    except KeyError:
        return None
    masks = [sum(1 << n for n in h) for h in hands]
    s: Any = state
    tricks, diamonds, spades, ace, played = list(acc[0]), list(acc[1]), list(acc[2]), acc[3], acc[4]
    key = (model.team, s.winner, s.partner)
    sides = _SIDES.get(key)
    if sides is None:
        sides = _SIDES[key] = _Sides(model.team, s.winner, s.partner)
    # The seats' knowledge, each read from the state when the seat first has a choice to make;
    # ``cut``: what the cards played since and the voids shown take out of every seat's.
    know, read, cut = 0, [False, False, False], -1
    moves: list[Any] = []
    while turn is not None:
        hand = hands[turn]
        legal = hand
        led = trick[0][1] // 10 if trick else -1
        if led >= 0 and masks[turn] & _SUIT[led]:
            legal = [n for n in hand if n // 10 == led]
        if len(legal) == 1:
            n = legal[0]
        else:
            if not read[turn]:
                mine = _knowledge(state, turn)
                if mine is None:
                    return None
                know |= mine
                read[turn] = True
            row = ((know & cut) >> (120 * turn)) & _ALL120
            friends = sides.friends(turn, tricks, played)
            n = _choose(turn, size, legal, hands, trick, row, friends, turn in sides.team, masks[turn])
        moves.append(_CARD[n])
        cut &= _GONE[n]
        if led >= 0 and n // 10 != led:  # ¶37: the others learn the seat holds no card of the suit led
            cut &= _VOID[turn][led]
        hand.remove(n)
        masks[turn] &= ~(1 << n)
        trick.append((turn, n))
        if len(trick) < size:
            turn = (turn + 1) % 3
            if not hands[turn]:
                turn = _next_holder(hands, turn)
            continue
        w = _winning(trick)[0]
        tricks[w] += 1
        taken = 0
        for _, m in trick:
            taken |= 1 << m
        diamonds[w] += (taken & _DIAMONDS).bit_count()
        if taken & _SPADES:
            spades[w] = True
        if taken & (1 << _AH):
            ace = w
        played += 1
        trick = []
        size = bool(hands[0]) + bool(hands[1]) + bool(hands[2])
        turn = None if played >= TRICKS or size <= 1 else _next_holder(hands, w)
    hands_out = tuple(tuple(_CARD[n] for n in h) for h in hands)
    node: Node = (hands_out, (), None, (0, (tuple(tricks), tuple(diamonds), tuple(spades), ace, played)))
    return model, node, moves


def _knowledge(state: State, o: int) -> int | None:
    """Seat ``o``'s knowledge as the state holds it: at bit ``120 * o + 40 * s`` the cards it
    cannot see that it may place in seat ``s``'s hand (the ``possible`` of its view); None if
    one of them is not a primary card. The auction cards face down in ``out`` are left out: in
    the trick play every seat places them among the discards only (¶30-32, as the engine's
    ``_end_auction`` and a sampled state's ``minimal_knowledge`` make them)."""
    st: Any = state
    hands, p = st.hands, st.poss[o]
    a, b = [t for t in range(3) if t != o]
    in_a, in_b = _PLACES[a], _PLACES[b]
    hidden = [*hands[a], *hands[b], *st.chest]
    hidden += [c for c, owner, kind, public in st.out if not public and kind != AUCTION_KIND and owner != o]
    may_a = may_b = 0
    try:
        for c in hidden:
            places = p[c]
            if in_a in places:
                may_a |= _BITS[c]
            if in_b in places:
                may_b |= _BITS[c]
    except KeyError:
        return None
    return (may_a << (40 * a) | may_b << (40 * b)) << (120 * o)


def _winning(trick: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The seat and card leading ``trick`` (¶36-37: a higher card of the suit led, or a club)."""
    best_seat, best = trick[0]
    for s, n in trick[1:]:
        if (n > best) if n // 10 == best // 10 else n < 10:
            best_seat, best = s, n
    return best_seat, best


def _next_holder(hands: list[list[int]], s: int) -> int:
    """``s`` (mod 3) if it holds cards, else the next seat that does (¶38, D-clubs-7)."""
    for k in range(3):
        t = (s + k) % 3
        if hands[t]:
            return t
    raise AssertionError("nobody holds cards")  # pragma: no cover - the hand ended before


class _Sides:
    """basic's ``Table._friends``: the seats playing with a seat, and its opponents. The Joker
    team together (D-clubs-4), the defenders of a lone winner together while the contract is in
    doubt (¶5, ¶41), each for itself once it is decided."""

    def __init__(self, team: tuple[int, ...], winner: int, partner: int | None) -> None:
        self.team = frozenset(team)
        self.winner = winner
        self.fixed = partner is not None
        defenders = frozenset(s for s in range(3) if s not in team)

        def sides(me: int, friends: frozenset[int]) -> tuple[frozenset[int], list[int]]:
            return friends, [s for s in range(3) if s not in friends and s != me]

        self.declarers = tuple(sides(me, self.team) for me in range(3))
        self.defenders = tuple(sides(me, defenders) for me in range(3))
        self.alone = tuple(sides(me, frozenset({me})) for me in range(3))

    def friends(self, me: int, tricks: list[int], played: int) -> tuple[frozenset[int], list[int]]:
        if me in self.team:
            return self.declarers[me]
        if self.fixed:
            return self.defenders[me]
        taken = tricks[self.winner]
        in_doubt = taken < CONTRACT <= taken + (TRICKS - played)
        return self.defenders[me] if in_doubt else self.alone[me]


_SIDES: dict[tuple[tuple[int, ...], int, int | None], _Sides] = {}


def _choose(
    me: int,
    size: int,
    legal: list[int],
    hands: list[list[int]],
    trick: list[tuple[int, int]],
    row: int,
    sides: tuple[frozenset[int], list[int]],
    declaring: bool,
    hand: int,
) -> int:
    """basic's ``_play`` for seat ``me``, one of ``legal`` (two or more). ``row``: the seat's
    knowledge (:func:`_knowledge`, shifted to its own masks: none of its own cards); ``sides``:
    its friends and opponents; ``hand``: its hand as a mask."""
    may = [row & _ALL40, (row >> 40) & _ALL40, row >> 80]
    for s in range(3):
        if not hands[s]:
            may[s] = 0
    friends, opps = sides
    opp_may = 0
    for s in opps:
        opp_may |= may[s]
    if not trick:
        return _lead(legal, hand, may, opps, opp_may, declaring)
    return _follow(trick, size, me, hands, hand, legal, may, friends, opp_may)


def _safe(may: list[int], seats: Sequence[int], n: int, led: int) -> bool:
    """Table.safe: none of ``seats`` may hold a card that beats card ``n`` in a trick led in
    suit number ``led`` (Table.can_beat, ¶36-37): a higher card of its suit, where it follows
    or may be void in the suit led, or a club, where it may be void and ``n`` is no club."""
    for s in seats:
        m = may[s]
        may_void = (m & _SUIT[led]).bit_count() <= 1
        if (n // 10 == led or may_void) and m & _ABOVE[n]:
            return False
        if may_void and n >= 10 and m & _CLUBS:
            return False
    return True


def _cheapest(cards: Sequence[int], hand: int, opp_may: int, to_friend: bool) -> int:
    """basic.cheapest: the card worth least to throw (¶43-46), the same cost, summed in the same
    order, and the same tie-break. ``hand``: the seat's hand, a mask."""
    pick = cards[0]
    least = 0.0
    for i, n in enumerate(cards):
        gift = -_POINTS[n] if to_friend else _POINTS[n]
        master = not opp_may & _ABOVE[n]
        length = (hand & _SUIT[n // 10]).bit_count()
        cost = _TRUMP_COST[n] + 15.0 * master + _RANK[n] + gift + 0.1 * length
        if i == 0 or cost < least or (cost == least and _TIE[n] < _TIE[pick]):
            least, pick = cost, n
    return pick


def _follow(
    trick: Sequence[tuple[int, int]],
    size: int,
    me: int,
    hands: list[list[int]],
    hand: int,
    cards: Sequence[int],
    may: list[int],
    friends: frozenset[int],
    opp_may: int,
) -> int:
    """basic._play after the lead (¶35-39): never overtake a friend's safe trick, duck a lost
    trick, win as cheaply as is safe, else play high second hand or throw the cheapest card."""
    led = trick[0][1] // 10
    best_seat, best = _winning(trick)
    played = [s for s, _ in trick]
    later_opps: list[int] = []
    later = 0
    for k in (1, 2):  # Table.later (the seats still to play after me), less my friends
        s = (me + k) % 3
        if s not in played and hands[s] and len(trick) + 1 + later < size:
            later += 1
            if s not in friends:
                later_opps.append(s)
    # basic.beats (¶36-37): a higher card of the best card's suit, or a club over a side card.
    ruff = best >= 10
    top = (best // 10 + 1) * 10
    winners = [n for n in cards if best < n < top or (ruff and n < 10)]
    friend_best = best_seat in friends
    if friend_best and _safe(may, later_opps, best, led):
        return _cheapest(cards, hand, opp_may, True)  # the partner's trick: never overtake
    if not winners:
        holds = friend_best and _safe(may, later_opps, best, led)
        return _cheapest(cards, hand, opp_may, holds)  # lost anyway: duck
    safe = [n for n in winners if _safe(may, later_opps, n, led)]
    if safe:
        return min(safe, key=lambda n: (n < 10 and led != 0, _RANK[n]))
    if friend_best:
        return _cheapest(cards, hand, opp_may, True)
    follow = [n for n in winners if n // 10 == led]
    if follow and not later_opps:
        return min(follow)
    if follow:
        top = max(follow)
        if _RANK[top] >= SECOND_HAND_HIGH:
            return top
    return _cheapest(cards, hand, opp_may, False)


def _lead(cards: Sequence[int], hand: int, may: list[int], opps: list[int], opp_may: int, declaring: bool) -> int:
    """basic._lead: the declaring side draws trumps, cashes masters, plays its long suit;
    defenders cash masters the declarer cannot ruff, else lead low from their longest side suit.
    ``cards``: the hand in its order (ties between suits go to the first), ``hand`` as a mask."""
    masters = [n for n in cards if not opp_may & _ABOVE[n]]
    opp_trumps = 0  # Table.opp_trumps: the most clubs an opponent may hold
    for s in opps:
        opp_trumps = max(opp_trumps, (may[s] & _CLUBS).bit_count())
    if declaring:
        clubs = hand & _CLUBS
        if clubs and opp_trumps > 0:
            top = clubs.bit_length() - 1
            top_master = not opp_may & _ABOVE[top]
            if clubs.bit_count() > opp_trumps or top_master:
                return top if top_master else (clubs & -clubs).bit_length() - 1
        side_masters = [n for n in masters if n >= 10]
        if side_masters and opp_trumps == 0:
            return _first_highest(side_masters)
        safe = [n for n in side_masters if all((may[s] & _SUIT[n // 10]).bit_count() > 1 for s in opps)]
        if safe:
            return _first_highest(safe)
    else:
        for n in sorted(masters, key=_RANK.__getitem__, reverse=True):
            if n < 10 or all(may[s] & _SUIT[n // 10] or not may[s] & _CLUBS for s in opps):
                return n
    if hand & ~_CLUBS:  # the longest side suit (of equal ones the last: spades, hearts, diamonds)
        suit = max((1, 2, 3), key=lambda k: ((hand & _SUIT[k]).bit_count(), k))
        low = hand & _SUIT[suit]
        if low & _AH_BIT and low != _AH_BIT:
            low &= ~_AH_BIT  # the ace of hearts is kept (¶44)
        return (low & -low).bit_length() - 1
    return (hand & -hand).bit_length() - 1


def _first_highest(cards: Sequence[int]) -> int:
    """max(cards, key=prank): the first card of the highest rank, whatever its suit."""
    pick = cards[0]
    for n in cards[1:]:
        if _RANK[n] > _RANK[pick]:
            pick = n
    return pick


def misses(world: State, plays: Sequence[tuple[int, Card]], watched: Sequence[int]) -> tuple[int, int] | None:
    """This hand's trick play so far (``plays``: seat and card, in order) replayed from its first
    lead with the hands of ``world`` (a sampled deal: each seat's hand now plus the cards it has
    played), asking at each choice of a ``watched`` seat (two or more legal cards) what the basic
    player (:func:`_choose`) would have played there. Returns (choices, those where basic would
    have played otherwise), or None where ``world`` is not in the trick play or holds what this
    module does not read. Each seat's knowledge at the first lead is what a sampled state gives
    the seats it does not view from (``minimal_knowledge``: no void shown yet, every primary card
    it cannot see in any other hand), narrowed as :func:`playout` narrows it. Basic breaks some
    ties by the order of the hand, which a sampled deal does not keep: a card it would play with
    the legal cards in either order is not counted a miss."""
    if tricks_left(world) is None:
        return None
    w: Any = world
    try:
        hands = [[_NUM[c] for c in h] for h in w.hands]
        for s, c in plays:
            hands[s].append(_NUM[c])
    except KeyError:
        return None
    masks = [sum(1 << n for n in h) for h in hands]
    know = 0  # as playout's: seat o's mask of the cards it may place in seat s's hand at 120o + 40s
    for o in range(3):
        unseen = masks[(o + 1) % 3] | masks[(o + 2) % 3]
        for c, owner, kind, public in w.out:
            if not public and kind != AUCTION_KIND and owner != o:
                unseen |= _BITS[c]
        for s in range(3):
            if s != o:
                know |= unseen << (120 * o + 40 * s)
    team = (w.winner,) if w.partner is None else (w.winner, w.partner)
    key = (team, w.winner, w.partner)
    sides = _SIDES.get(key)
    if sides is None:
        sides = _SIDES[key] = _Sides(team, w.winner, w.partner)
    tricks, played = [0, 0, 0], 0
    size = sum(1 for h in hands if h)
    trick: list[tuple[int, int]] = []
    choices = missed = 0
    for seat, card in plays:
        n = _NUM[card]
        led = trick[0][1] // 10 if trick else -1
        legal = hands[seat]
        if led >= 0 and masks[seat] & _SUIT[led]:
            legal = [m for m in legal if m // 10 == led]
        if seat in watched and len(legal) > 1:
            row = (know >> (120 * seat)) & _ALL120
            friends = sides.friends(seat, tricks, played)
            declaring = seat in sides.team
            choices += 1
            if _choose(seat, size, legal, hands, trick, row, friends, declaring, masks[seat]) != n:
                back = legal[::-1]
                missed += _choose(seat, size, back, hands, trick, row, friends, declaring, masks[seat]) != n
        know &= _GONE[n]
        if led >= 0 and n // 10 != led:  # ¶37: a void shown to the others
            know &= _VOID[seat][led]
        hands[seat].remove(n)
        masks[seat] &= ~(1 << n)
        trick.append((seat, n))
        if len(trick) == size:
            tricks[_winning(trick)[0]] += 1
            played += 1
            trick = []
            size = sum(1 for h in hands if h)
    return choices, missed
