"""Clubs, basic level: hand-written play in the manner of a sound club player (``clubs.txt``,
D-clubs-1..11). It reads only the view and the legal actions.

- Counting: ``view.possible`` tells, for every card this seat cannot see, where it may be (the
  other hands, face down in ``out``); so the cards an opponent may still hold are known, voids
  shown in play and by handicaps included, and so are the trumps (clubs) still out.
- Hand value (:func:`estimate`): the tricks a declarer's hand should take against the primary
  cards it cannot see (two hands sharing them): each suit played from the top (a card wins when
  fewer opposing cards outrank it than it has higher partners), side-suit winners beyond the
  shorter opponent's length discounted for ruffs, ruffs from short side suits with spare trumps.
  The weights come from calibration against basic play (:func:`calibrate`).
- Auction (¶21-29): each legal bid is valued by the tricks the hand expects after taking the
  treasure chest (averaged over random chests drawn from the unseen primary cards) and resolving
  the handicaps of every card it has bid plus this one (D-clubs-5). It bids the bid that leaves
  the most tricks when that is at least :data:`BID_THRESHOLD`, else passes. The Joker (a team that
  must take every trick) only with a hand that expects every trick on its own.
- Handicaps: a Ten discards the lowest card of its suit (¶15-16).
- Pass before play (¶34): the lowest card of the shortest side suit (making a void to ruff with),
  never a club or a sure winner when it can be helped.
- Play (¶35-39): win as cheaply as is safe against those still to play, duck (the cheapest card)
  when the trick is lost anyway, never overtake a partner's safe trick (the Joker partner; while
  the contract is in doubt the other defender too), trump a lost trick cheaply, throw the least
  useful card. Leads: the declaring side draws trumps while it holds more of them than an
  opponent, cashes masters, then plays its long suit; defenders cash masters the declarer
  cannot ruff and otherwise lead low from their longest side suit.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from games.actions import PASS, Action
from games.cards import Card
from games.clubs import ClubsView
from games.clubs.facts import (
    ACE_OF_HEARTS,
    AUCTION_CARDS,
    CONTRACT,
    PRIMARY_CARDS,
    TRUMP,
    beats,
    bid_level,
    bid_value,
    is_auction,
)
from games.core import View

SUITS = ("C", "D", "H", "S")
SIDE_SUITS = ("D", "H", "S")
PRIMARY = frozenset(PRIMARY_CARDS)

# estimate() weights (calibrated: see calibrate()).
W_TRUMP = 0.72
W_SIDE = 0.71
W_SIDE_LONG = 0.23
W_RUFF = 0.47
BASE = -0.29
BID_THRESHOLD = 7.0  # ¶5: the contract; a bid needs the hand to expect it
JOKER_THRESHOLD = 9.8  # a Joker team must take every trick (D-clubs-8)
CHEST_SAMPLES = 10
SECOND_HAND_HIGH = 8  # a card this high is played second hand to force the opponents' best


def prank(c: Card) -> int:
    """¶11-13: ace 1 (lowest) .. nine 9 (highest)."""
    return 1 if c.rank == 14 else c.rank


_PRANK: dict[Card, int] = {c: prank(c) for c in (*PRIMARY_CARDS, *AUCTION_CARDS)}

# -- hand value -------------------------------------------------------------------------------


def suit_play(mine: list[int], theirs: list[int]) -> tuple[int, int]:
    """A suit played out by a declarer holding ranks ``mine`` against ``theirs`` (dealt
    alternately to two opponents): each round it plays its top card when that beats every
    opposing card left, else ducks with its lowest while the highest opposing card wins; the
    opponents follow low when they cannot win. Returns (rounds won while both opponents
    follow, rounds won after one of them is void)."""
    me = sorted(mine, reverse=True)
    ranked = sorted(theirs, reverse=True)
    opp = [ranked[0::2], ranked[1::2]]  # each highest first
    early = late = 0
    while me:
        both_follow = bool(opp[0]) and bool(opp[1])
        top = max((h[0] for h in opp if h), default=0)
        if me[0] > top:
            me.pop(0)
            if both_follow:
                early += 1
            else:
                late += 1
            for h in opp:
                if h:
                    h.pop()
        else:
            me.pop()
            taker = 0 if opp[0] and opp[0][0] == top else 1
            opp[taker].pop(0)
            other = opp[1 - taker]
            if other:
                other.pop()
    return early, late


# suit_play's result per pair of rank masks (bit r: rank r held), counted once: a suit's play
# depends only on the ranks each side holds in it, and there are fewer than 20,000 such pairs.
_SUIT_PLAYED: dict[tuple[int, int], tuple[int, int]] = {}
# A set of cards as one number: suit k's ranks in bits 16k + rank (SUITS' order, clubs first).
_LANE = 0xFFFF
_BIT: dict[Card, int] = {c: 1 << (16 * SUITS.index(c.suit) + r) for c, r in _PRANK.items() if c.suit in SUITS}


def _ranks(mask: int) -> list[int]:
    return [r for r in range(mask.bit_length()) if mask >> r & 1]


def _played(mine: int, theirs: int) -> tuple[int, int]:
    key = (mine, theirs)
    result = _SUIT_PLAYED.get(key)
    if result is None:
        result = _SUIT_PLAYED[key] = suit_play(_ranks(mine), _ranks(theirs))
    return result


def _mask(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= _BIT[c]
    return m


def features(hand: Iterable[Card], opposing: Iterable[Card]) -> tuple[float, float, float, float]:
    """(trump tricks, side tricks while both opponents follow, later side tricks, ruffs) of a
    declarer's primary ``hand`` against the ``opposing`` primary cards (split in two hands)."""
    return _features(_mask(hand), _mask(opposing))


def _features(hand: int, opposing: int) -> tuple[float, float, float, float]:
    """:func:`features` of two sets of cards given as numbers (``_BIT``)."""
    e, lt = _played(hand & _LANE, opposing & _LANE)  # clubs, the trumps (¶14)
    trump = float(e + lt)
    side = later = 0.0
    short_suits = 0.0
    for shift in (16, 32, 48):  # diamonds, hearts, spades
        mine, theirs = hand >> shift & _LANE, opposing >> shift & _LANE
        e, lt = _played(mine, theirs)
        side += e
        later += lt
        short = theirs.bit_count() // 2
        held = mine.bit_count()
        if held < short:
            short_suits += short - held
    spare = max(0, (hand & _LANE).bit_count() - ((opposing & _LANE).bit_count() + 1) // 2)
    ruffs = float(min(spare, short_suits))
    return trump, side, later, ruffs


def estimate(hand: Iterable[Card], opposing: Iterable[Card]) -> float:
    """Tricks a declarer's primary ``hand`` should take (of 10) against ``opposing`` cards."""
    return _estimate(_mask(hand), _mask(opposing))


def _estimate(hand: int, opposing: int) -> float:
    t, s, later, r = _features(hand, opposing)
    return min(10.0, BASE + W_TRUMP * t + W_SIDE * s + W_SIDE_LONG * later + W_RUFF * r)


def apply_handicap(hand: list[Card], bid: Card) -> list[Card]:
    """The hand after ``bid``'s handicap (¶15-19): a Ten the lowest card of its suit (the usual
    choice), a Jack the highest, a Queen the highest (passed on), a King the three highest."""
    held = _mask(hand)
    gone = held & ~_handicapped(held, bid)
    return [c for c in hand if not _BIT[c] & gone]


def _handicapped(hand: int, bid: Card) -> int:
    """:func:`apply_handicap` on a set of cards given as a number (``_BIT``), as the auction's
    hand values count it."""
    if bid.is_joker:
        return hand
    shift = 16 * SUITS.index(bid.suit)
    suit = hand >> shift & _LANE
    if not suit:
        return hand
    level = bid_level(bid)
    if level == 0:
        gone = suit & -suit  # the lowest
    else:
        gone = 0
        for _ in range(3 if level == 3 else 1):  # the highest, or the three highest
            if suit:
                top = 1 << (suit.bit_length() - 1)
                gone |= top
                suit ^= top
    return hand & ~(gone << shift)


def bid_worth(primary: Sequence[Card], bids: Sequence[Card], unseen: Sequence[Card], rng: random.Random) -> float:
    """Expected tricks as declarer after taking a random chest of 6 from ``unseen`` primary cards
    and resolving the handicaps of ``bids`` in order (D-clubs-5)."""
    total = 0.0
    pool = list(unseen)
    pool_mask = _mask(pool)
    mine = _mask(primary)
    for _ in range(CHEST_SAMPLES):
        chest = _mask(rng.sample(pool, 6))
        hand = mine | chest
        for b in bids:
            hand = _handicapped(hand, b)
        total += _estimate(hand, pool_mask & ~chest)
    return total / CHEST_SAMPLES


# -- the auction ------------------------------------------------------------------------------


def _bid(view: ClubsView, legal: Sequence[Action], rng: random.Random) -> Action:
    primary = [c for c in view.hand if not is_auction(c)]
    unseen = [c for c in PRIMARY_CARDS if c not in primary]
    mine = [c for s, c in view.auction if s == view.seat and c is not None]
    best: tuple[float, int, Action] | None = None
    for a in legal:
        c = a.card
        if c is None:
            continue
        worth = bid_worth(primary, [*mine, c], unseen, random.Random(rng.random()))
        threshold = JOKER_THRESHOLD if c.is_joker else BID_THRESHOLD
        if worth < threshold:
            continue
        key = (worth, -bid_value(c), a)
        if best is None or key[:2] > best[:2]:
            best = key
    if best is not None:
        return best[2]
    return PASS if PASS in legal else legal[0]


# -- knowledge in play ------------------------------------------------------------------------


_HANDS = ("hand0", "hand1", "hand2")


class Table:
    """What the seat knows in the play: who may hold which card, the sides, the trick. What the
    questions below read is counted once per decision: per seat the cards of each suit it may
    hold and the highest of them, and per suit the highest card an opponent may hold."""

    def __init__(self, view: ClubsView) -> None:
        self.view = view
        self.me = me = view.seat
        self.team = view.team
        self.trick = list(zip(view.trick_seats, (c for c in view.zones["trick"] if c is not None), strict=False))
        zones = view.zones
        self.sizes = sizes = [len(zones["hand0"]), len(zones["hand1"]), len(zones["hand2"])]
        self.held: list[list[Card]] = [[], [], []]
        # counts[s][suit], tops[s][suit]: how many cards of the suit seat s may hold, the highest.
        self._counts: list[dict[str, int]] = [{}, {}, {}]
        self._tops: list[dict[str, int]] = [{}, {}, {}]
        possible = view.possible
        for s in range(3):
            if not sizes[s] or s == me:
                continue
            name = _HANDS[s]
            self.held[s] = held = [c for c, p in possible if name in p]
            counts, tops = self._counts[s], self._tops[s]
            for c in held:
                suit, r = c[1], _PRANK[c]
                counts[suit] = counts.get(suit, 0) + 1
                if r > tops.get(suit, -1):
                    tops[suit] = r
        self.friends = self._friends()
        self._opponents = [s for s in range(3) if s not in self.friends and s != me]
        self._opp_tops: dict[str, int] = {}
        for s in self._opponents:
            for suit, r in self._tops[s].items():
                if r > self._opp_tops.get(suit, -1):
                    self._opp_tops[suit] = r

    def _friends(self) -> frozenset[int]:
        """The seats playing with me: the Joker partner; while the contract is in doubt, the other
        defender too (they cooperate to stop the declarer from reaching 7)."""
        v = self.view
        if self.me in self.team:
            return frozenset(self.team)
        defenders = frozenset(s for s in range(3) if s not in self.team)
        if v.winner is None or v.partner is not None:
            return defenders
        taken = v.tricks_won[v.winner]
        left = 10 - v.tricks_played
        in_doubt = taken < CONTRACT <= taken + left
        return defenders if in_doubt else frozenset({self.me})

    def holdings(self, seat: int) -> list[Card]:
        """The cards ``seat`` may hold (none once its hand is empty)."""
        return self.held[seat]

    def holds_suit(self, seat: int, suit: str) -> bool:
        """Whether ``seat`` may hold a card of ``suit``."""
        return suit in self._counts[seat]

    def later(self) -> list[int]:
        """Seats still to play to this trick after me, in order."""
        out: list[int] = []
        played = {s for s, _ in self.trick}
        for k in range(1, 3):
            s = (self.me + k) % 3
            if s not in played and self.sizes[s] > 0 and len(self.trick) + 1 + len(out) < self.view.trick_size:
                out.append(s)
        return out

    def opponents(self) -> list[int]:
        return list(self._opponents)

    def short(self, seat: int, suit: str) -> bool:
        """``seat`` may well be void in ``suit``: at most one card of it may be in its hand."""
        return self._counts[seat].get(suit, 0) <= 1

    def can_beat(self, seat: int, card: Card, led: str) -> bool:
        """Whether ``seat`` may hold a card that beats ``card`` in a trick led in ``led`` (¶36-37)."""
        may_void = self._counts[seat].get(led, 0) <= 1
        if (card.suit == led or may_void) and self._tops[seat].get(card.suit, -1) > prank(card):
            return True
        return may_void and card.suit != TRUMP and TRUMP in self._counts[seat]

    def safe(self, card: Card, led: str, seats: Iterable[int]) -> bool:
        return not any(self.can_beat(s, card, led) for s in seats)

    def opp_trumps(self) -> int:
        """The most clubs an opponent may hold."""
        return max((self._counts[s].get(TRUMP, 0) for s in self._opponents), default=0)

    def master(self, card: Card) -> bool:
        """No card an opponent may hold outranks ``card`` in its suit."""
        return self._opp_tops.get(card.suit, -1) <= prank(card)


def points(c: Card) -> float:
    """What a card gives to the winner of its trick (¶43-46): the ace of hearts 10; a diamond
    counts towards the most diamonds; a spade spoils the no-spades bonus."""
    if c == ACE_OF_HEARTS:
        return 10.0
    if c.suit == "D":
        return 2.0
    if c.suit == "S":
        return -1.5
    return 0.0


def cheapest(cards: Sequence[Card], table: Table, to_friend: bool) -> Card:
    """The card worth least to throw on a trick: not a club, not a master, low, from a short
    suit; a point card goes to a friend's trick rather than an opponent's (¶43-46)."""
    hand = table.view.hand
    lengths = {s: sum(1 for c in hand if c.suit == s) for s in SUITS}

    def cost(c: Card) -> float:
        gift = -points(c) if to_friend else points(c)
        return 30.0 * (c.suit == TRUMP) + 15.0 * table.master(c) + prank(c) + gift + 0.1 * lengths[c.suit]

    return min(cards, key=lambda c: (cost(c), c.suit, c.rank))


def _winning(trick: Sequence[tuple[int, Card]]) -> tuple[int, Card]:
    best_seat, best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best):
            best_seat, best = s, c
    return best_seat, best


def _play(view: ClubsView, legal: Sequence[Action]) -> Action:
    table = Table(view)
    cards = [a.card for a in legal if a.card is not None]
    if not table.trick:
        return Action("play", (_lead(table, cards),))
    led = table.trick[0][1].suit
    best_seat, best = _winning(table.trick)
    later = table.later()
    later_opps = [s for s in later if s not in table.friends]
    winners = [c for c in cards if beats(c, best)]
    if best_seat in table.friends and table.safe(best, led, later_opps):
        return Action("play", (cheapest(cards, table, True),))  # the partner's trick: never overtake
    if not winners:
        holds = best_seat in table.friends and table.safe(best, led, later_opps)
        return Action("play", (cheapest(cards, table, holds),))  # lost anyway: duck
    safe = [c for c in winners if table.safe(c, led, later_opps)]
    if safe:
        return Action("play", (min(safe, key=lambda c: (c.suit == TRUMP and led != TRUMP, prank(c))),))
    if best_seat in table.friends:
        return Action("play", (cheapest(cards, table, True),))
    # No safe winner: the highest of the led suit may still force a higher card out; a trump
    # is not wasted on a trick an opponent can overruff.
    follow = [c for c in winners if c.suit == led]
    if follow and not later_opps:
        return Action("play", (min(follow, key=prank),))
    if follow:
        top = max(follow, key=prank)
        if prank(top) >= SECOND_HAND_HIGH:
            return Action("play", (top,))
    return Action("play", (cheapest(cards, table, False),))


def _lead(table: Table, cards: Sequence[Card]) -> Card:
    hand = list(cards)
    declaring = table.me in table.team
    clubs = sorted((c for c in hand if c.suit == TRUMP), key=prank, reverse=True)
    masters = [c for c in hand if table.master(c)]
    opps = table.opponents()
    opp_trumps = table.opp_trumps()
    if declaring:
        # Draw trumps while holding more of them than an opponent may.
        if clubs and opp_trumps > 0 and (len(clubs) > opp_trumps or table.master(clubs[0])):
            return clubs[0] if table.master(clubs[0]) else clubs[-1]
        side_masters = [c for c in masters if c.suit != TRUMP]
        if side_masters and opp_trumps == 0:
            return max(side_masters, key=prank)
        safe = [c for c in side_masters if all(not table.short(s, c.suit) for s in opps)]
        if safe:
            return max(safe, key=prank)
    else:
        # Cash masters the declarer cannot ruff.
        for c in sorted(masters, key=prank, reverse=True):
            if c.suit == TRUMP or all(table.holds_suit(s, c.suit) or not table.holds_suit(s, TRUMP) for s in opps):
                return c
    side = [c for c in hand if c.suit != TRUMP]
    if side:
        lengths = {s: sum(1 for c in side if c.suit == s) for s in SIDE_SUITS}
        suit = max(lengths, key=lambda s: (lengths[s], s))
        in_suit = [c for c in side if c.suit == suit]
        return min(in_suit, key=lambda c: (c == ACE_OF_HEARTS, prank(c)))
    return min(hand, key=prank)


# -- handicaps and the pass -------------------------------------------------------------------


def _discard(view: ClubsView, legal: Sequence[Action]) -> Action:
    """¶15-16: the Ten's discard: the lowest card of the suit."""
    return min(legal, key=lambda a: prank(a.card) if a.card is not None else 99)


def _give(view: ClubsView, legal: Sequence[Action]) -> Action:
    """¶34: pass the lowest card of the shortest side suit, keeping clubs and masters."""
    return min(legal, key=_give_cost(view))


def ranked(view: View, legal: Sequence[Action]) -> list[Action]:
    """The passes of ``legal`` in this player's order of preference, the best first (the expert
    weighs the best few against one another: a hand of ten or fifteen cards has more passes than
    the search's eight candidates); empty when the choice is not the pass."""
    assert isinstance(view, ClubsView)
    return sorted(legal, key=_give_cost(view)) if view.phase == "give" else []


def _give_cost(view: ClubsView) -> Callable[[Action], tuple[bool, bool, int, int]]:
    """How much basic minds passing a card (¶34): a club, a master, a card of a long suit, a high
    card, in that order."""
    hand = view.hand
    lengths = {s: sum(1 for c in hand if c.suit == s) for s in SUITS}
    unseen = [c for c, _ in view.possible if c in PRIMARY]

    def is_master(c: Card) -> bool:
        return not any(u.suit == c.suit and prank(u) > prank(c) for u in unseen)

    def cost(a: Action) -> tuple[bool, bool, int, int]:
        c = a.card
        assert c is not None
        return (c.suit == TRUMP, is_master(c), lengths[c.suit], prank(c))

    return cost


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """The basic Clubs player's action: one of ``legal``, from ``view`` alone."""
    assert isinstance(view, ClubsView)
    if len(legal) == 1:
        return legal[0]
    if view.phase == "auction":
        action = _bid(view, legal, rng)
    elif view.phase == "discard":
        action = _discard(view, legal)
    elif view.phase == "give":
        action = _give(view, legal)
    else:
        action = _play(view, legal)
    if action not in legal:
        raise AssertionError(f"basic Clubs chose {action}, not legal in phase {view.phase}")
    return action


__all__ = ["apply_handicap", "bid_worth", "choose", "estimate", "features"]


def calibrate(hands: int = 2000, seed: int = 1) -> tuple[float, ...]:
    """Fit :func:`estimate`'s weights: play basic against basic and regress the tricks a lone
    auction winner took on the features of its hand as play began (after chest and handicaps).
    Prints and returns (BASE, W_TRUMP, W_SIDE, W_SIDE_LONG, W_RUFF). Not used in play."""
    from games.clubs import GAME

    rng = random.Random(seed)
    rows: list[tuple[tuple[float, ...], float]] = []
    m = 0
    while len(rows) < hands:
        state = GAME.new_match(players=3, seed=seed * 100_000 + m)
        m += 1
        hand_no = state.hand_no
        feats: tuple[float, ...] | None = None
        winner = None
        while not state.is_over and state.hand_no == hand_no:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            assert isinstance(view, ClubsView)
            if feats is None and view.phase == "give" and view.partner is None and view.winner is not None:
                winner = view.winner
                wv = state.view(winner)
                assert isinstance(wv, ClubsView)
                opposing = [c for c, _ in wv.possible if c in PRIMARY]
                feats = (1.0, *features(wv.hand, opposing))
            state.apply(choose(view, state.legal_actions(), rng))
        if feats is not None and winner is not None:
            rows.append((feats, float(state.records[-1]["tricks"][winner])))
    n = len(rows[0][0])
    ata = [[sum(r[0][i] * r[0][j] for r in rows) for j in range(n)] for i in range(n)]
    atb = [sum(r[0][i] * r[1] for r in rows) for i in range(n)]
    for i in range(n):  # Gaussian elimination with a little ridge
        ata[i][i] += 1e-6
    for i in range(n):
        p = max(range(i, n), key=lambda k: abs(ata[k][i]))
        ata[i], ata[p] = ata[p], ata[i]
        atb[i], atb[p] = atb[p], atb[i]
        for k in range(i + 1, n):
            f = ata[k][i] / ata[i][i]
            for j in range(i, n):
                ata[k][j] -= f * ata[i][j]
            atb[k] -= f * atb[i]
    w = [0.0] * n
    for i in reversed(range(n)):
        w[i] = (atb[i] - sum(ata[i][j] * w[j] for j in range(i + 1, n))) / ata[i][i]
    pred = [sum(wi * xi for wi, xi in zip(w, r[0], strict=True)) for r in rows]
    err = (sum((p - r[1]) ** 2 for p, r in zip(pred, rows, strict=True)) / len(rows)) ** 0.5
    made = sum(1 for r in rows if r[1] >= CONTRACT) / len(rows)
    print(f"{len(rows)} hands, weights {[round(x, 3) for x in w]}, rms error {err:.2f}, made {made:.0%}")
    return tuple(w)
