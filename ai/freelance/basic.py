"""Freelance, basic level: hand-written play in the manner of a sound club player.

- Hand value (:func:`estimate`): the tricks a hand should take with a given trump, counting
  each suit played out against the cards still unseen (split between the two other hands), with
  side-suit winners discounted when an opponent may ruff them, and ruffs from short side suits.
- Auction (rules 16-23): the up card is worth what it adds to the hand's best trick count when
  it replaces the hand's worst card (a card is worth more for a long suit or for trumps). Bids go
  up one token at a time to a limit set by that worth and the tokens left for the rounds to
  come, keeping a token in hand, since tokens break ties in the declaration (rule 33).
- Swap (rule 23): the worst card goes for the up card, unless that would weaken the hand.
- Declaration (rules 26-38): the best trump (or no trump) for the hand, and the number that
  gives the best expectation (rule 49: plus the number if made, minus it if not), with a bonus
  when making it would win the match (rule 50); in a sudden-death hand it stretches to stop an
  opponent whose contract would win. The lag limit (rule 35) and rule 33 come from the legal
  actions.
- Campaign (rules 42-48): count the cards (what is unseen is in the other two hands; voids
  shown in play; cards known to have been taken from the freelance deck). The attacker draws
  trumps when it holds control, cashes sure winners, then works on its long suit. Defenders
  play together against the attacker: they never overtake a partner's safe trick, lead suits
  the partner can ruff and avoid those the attacker can. Everyone wins as cheaply as is safe
  and plays low when the trick is lost.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from games.actions import PASS, Action
from games.cards import SUITS, Card
from games.core import View
from games.freelance import FreelanceView
from games.freelance.facts import ROUND_ROBIN_HANDS

from ..cards_seen import beats, cheapest, trick_winner
from .value import (
    CARD_BIT,
    FULL_MASK,
    FULL_PACK,
    SIGMA,
    TRUMPS,
    Ranks,
    _by_suit,
    best_contract,
    estimate,
    estimate_split,
    estimates,
    mask_of,
    suit_ranks,
    swap_values,
)

# Judgement, checked in the arena against variants (no variant tried did measurably better); the
# hand value's constants, fitted on self-play, are in value.py.
MATCH_WIN_BONUS = 12.0  # a match won, in points of score
BLOCK_MIN_P = 0.3  # least chance of making a contract stated only to stop a winning opponent
TOKEN_RESERVE = 1  # tokens kept for the declaration's ties (rule 33)
PRICE = 1.2  # tokens per trick of worth, per fair share of the tokens left (arena: 0.8-1.6 best)
MIN_WORTH = 0.12  # below this many tricks of worth a card is not bid on


# -- knowledge -----------------------------------------------------------------------------


def unseen_by(view: FreelanceView) -> frozenset[Card]:
    """Cards this seat has not seen: in the other hands or (during the auction) the freelance deck."""
    seen = set(view.hand) | set(view.discards_seen)
    for name, cs in view.zones.items():
        if name != "discard":
            seen.update(c for c in cs if c is not None)
    return FULL_PACK - seen


def unseen_mask(view: FreelanceView) -> int:
    """:func:`unseen_by` as a bit mask (value.py)."""
    seen = mask_of(view.discards_seen)
    for name, cs in view.zones.items():
        if name != "discard":
            for c in cs:
                if c is not None:
                    seen |= CARD_BIT[c]
    return FULL_MASK & ~seen


# -- auction and swap ------------------------------------------------------------------------


def _swap_gain(view: FreelanceView) -> tuple[float, Card | None, float]:
    """(best trick count with the up card swapped in, the card to give for it, the count now)."""
    up = view.zones["freelance_deck"][0]
    assert up is not None
    return swap_gain_of(tuple(view.hand), unseen_mask(view), up)


@lru_cache(maxsize=4096)
def swap_gain_of(hand_cards: tuple[Card, ...], unseen: int, up: Card) -> tuple[float, Card | None, float]:
    """:func:`_swap_gain` by its inputs (``unseen`` a bit mask), cached: a seat weighs the same swap
    at each of its bids in a round, and the expert's playouts repeat the same auctions."""
    # The lowest card of each suit is the only sensible card to give from that suit; the suits in
    # the order they come in the hand (the first of equal gains is kept).
    lowest: dict[str, Card] = {}
    hand = 0
    for c in hand_cards:
        hand |= CARD_BIT[c]
        low = lowest.get(c[1])
        if low is None or c[0] < low[0]:
            lowest[c[1]] = c
    gives = list(lowest.values())
    now, values = swap_values(hand, unseen, CARD_BIT[up], [CARD_BIT[c] for c in gives])
    best, give = now, None
    for c, value in zip(gives, values, strict=True):
        if value > best:
            best, give = value, c
    return best, give, now


def _bid(view: FreelanceView, legal: Sequence[Action]) -> Action:
    bids = [a for a in legal if a.verb == "bid"]
    if not bids:
        return PASS
    n = bid_for(view.tokens[view.seat], view.round_no, min(a.number for a in bids), lambda: _swap_gain(view))
    return PASS if n is None else Action("bid", (n,))


def bid_for(tokens: int, round_no: int, low: int, gain: Callable[[], tuple[float, Card | None, float]]) -> int | None:
    """The bid of a seat with ``tokens`` in bidding round ``round_no`` when the lowest bid it may
    make is ``low`` (at most ``tokens``) and the swap would give ``gain()`` (:func:`_swap_gain`,
    asked for only when the tokens allow a bid): ``low`` or None (pass). Also the fast
    playout's (:mod:`ai.freelance.fast`)."""
    rounds_left = 14 - round_no
    reserve = TOKEN_RESERVE if rounds_left > 1 else 0
    if low > tokens - reserve:
        return None  # over the limit whatever the card is worth
    best, give, now = gain()
    worth = best - now if give is not None else 0.0
    if worth < MIN_WORTH:
        return None
    fair = 3.0 * tokens / max(1, rounds_left)  # tokens per card if I win a third of the rounds left
    limit = min(tokens - reserve, math.floor(worth * PRICE * fair + 0.5))
    if low <= limit:
        return low
    return None


def _swap(view: FreelanceView, legal: Sequence[Action]) -> Action:
    _, give, _ = _swap_gain(view)
    if give is not None:
        action = Action("swap", (give,))
        if action in legal:
            return action
    return Action("decline")


# -- declaration ---------------------------------------------------------------------------


def p_make(est: float, n: int) -> float:
    """The chance of taking at least ``n`` tricks with an estimate of ``est``."""
    z = (est + 0.5 - n) / SIGMA
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def _wins_match(hand_no: int, scores: Sequence[int], me: int, n: int) -> bool:
    """Rule 50: made in a sudden-death hand, would ``n`` leave seat ``me`` strictly highest?"""
    if hand_no <= ROUND_ROBIN_HANDS:
        return False
    others = max(scores[s] for s in range(len(scores)) if s != me)
    return scores[me] + n > others


def _utility(view: FreelanceView, est: float, n: int) -> float:
    return utility(view.hand_no, view.scores, view.seat, est, n)


def utility(hand_no: int, scores: Sequence[int], me: int, est: float, n: int) -> float:
    """What stating ``n`` is worth to seat ``me`` with an estimate of ``est`` tricks: plus ``n``
    (and the match, rule 50) if made, minus ``n`` if not (rule 49)."""
    p = p_make(est, n)
    gain = n + (MATCH_WIN_BONUS if _wins_match(hand_no, scores, me, n) else 0.0)
    return p * gain - (1.0 - p) * n


def _declare(view: FreelanceView, legal: Sequence[Action]) -> Action:
    states = [a for a in legal if a.verb == "state"]
    if not states:
        return PASS
    trumps = {str(a.args[1]) for a in states}
    values = estimates(mask_of(view.hand), unseen_mask(view))
    # Every trump allowed comes with the same numbers (rules 31-35).
    numbers = sorted({a.number for a in states})
    got = statement(values, trumps, numbers, view.hand_no, view.scores, view.seat, view.leading_statement)
    return PASS if got is None else Action("state", got)


def statement(
    values: Sequence[float],
    trumps: Iterable[str],
    numbers: Sequence[int],
    hand_no: int,
    scores: Sequence[int],
    me: int,
    leading: tuple[int, str, int] | None,
) -> tuple[int, str] | None:
    """Seat ``me``'s statement, (number, trump), or None (pass): the best of ``trumps`` by the
    hand's estimates ``values`` (:func:`estimates`), at the number among ``numbers`` (ascending)
    of the best expectation, or the least number to stop an opponent whose ``leading`` statement
    would win the match. Also the fast playout's (:mod:`ai.freelance.fast`)."""
    est, trump = max((values[TRUMPS.index(t)], t) for t in trumps)
    best_n, best_u = 0, 0.0
    for n in numbers:
        u = utility(hand_no, scores, me, est, n)
        if u > best_u:
            best_n, best_u = n, u
    if best_n == 0 and leading is not None:
        # Rule 50: stop an opponent whose contract, made, would win the match.
        lead_n, _, maker = leading
        others = max(scores[s] for s in range(len(scores)) if s != maker)
        if hand_no > ROUND_ROBIN_HANDS and scores[maker] + lead_n > others:
            n = numbers[0]
            if p_make(est, n) >= BLOCK_MIN_P:
                best_n = n
    if best_n == 0:
        return None
    return best_n, trump


def ranked(view: View, legal: Sequence[Action]) -> list[Action]:
    """The statements of ``legal`` in this player's order of preference, the best first: by the
    expectation :func:`_declare` weighs, each trump at its own estimate (the expert weighs the best
    few against one another, not a random trump at a nearby number); empty outside the
    declaration."""
    assert isinstance(view, FreelanceView)
    states = [a for a in legal if a.verb == "state"]
    if view.phase != "declaration" or not states:
        return []
    values = estimates(mask_of(view.hand), unseen_mask(view))
    est = {t: values[TRUMPS.index(t)] for t in {str(a.args[1]) for a in states}}
    return sorted(states, key=lambda a: -_utility(view, est[str(a.args[1])], a.number))


# -- campaign --------------------------------------------------------------------------------


class _Table:
    """What this seat knows during the campaign."""

    def __init__(self, view: FreelanceView) -> None:
        assert view.contract is not None
        self.view = view
        self.me = view.seat
        self.n, trump, self.attacker = view.contract
        self.trump: str | None = None if trump == "NT" else trump
        self.hand = list(view.hand)
        self.trick = [c for c in view.zones["trick"] if c is not None]
        self.trick_seats = list(view.trick_seats)
        # The ranks of the unseen cards (exactly the other two hands now) per suit, ascending.
        self.unseen_ranks = dict(zip(SUITS, suit_ranks(unseen_mask(view)), strict=True))
        self._may: dict[tuple[int, str], Ranks] = {}
        self.others = [s for s in range(view.players) if s != self.me]
        self.defending = self.me != self.attacker
        self.partner = next((s for s in self.others if s != self.attacker), None) if self.defending else None

    def is_enemy(self, seat: int) -> bool:
        return seat != self.me and seat != self.partner

    def may_hold(self, seat: int, suit: str) -> Ranks:
        """The ranks of the unseen cards of ``suit`` that ``seat`` may hold (void shown, or all
        known elsewhere)."""
        got = self._may.get((seat, suit))
        if got is None:
            if suit in self.view.voids[seat]:
                got = ()
            else:
                other = next(s for s in self.others if s != seat)
                elsewhere = {c.rank for c in self.view.known_in_hand[other] if c.suit == suit}
                got = tuple(r for r in self.unseen_ranks[suit] if r not in elsewhere)
            self._may[(seat, suit)] = got
        return got

    def unseen_in(self, suit: str) -> Ranks:
        """The ranks of the unseen cards of ``suit``, ascending."""
        return self.unseen_ranks[suit]

    def is_master(self, c: Card) -> bool:
        ranks = self.unseen_ranks[c.suit]
        return not ranks or ranks[-1] < c.rank

    def after_me(self) -> list[int]:
        """Seats still to play to this trick after me."""
        return [(self.me + k) % 3 for k in range(1, 3 - len(self.trick))]

    def safe(self, card: Card, best: Card | None) -> bool:
        """``card`` wins now and no enemy still to play can beat it, as far as the cards show: a
        higher card of the suit led it may hold, or a (higher) trump once it has shown a void."""
        led = self.trick[0].suit if self.trick else card.suit
        if best is not None and not beats(card, best, self.trump):
            return False
        for s in self.after_me():
            if not self.is_enemy(s):
                continue
            follow = self.may_hold(s, led)
            if card.suit == led and any(x > card.rank for x in follow):
                return False
            if self.trump is not None and led != self.trump and not follow:
                trumps = self.may_hold(s, self.trump)
                if card.suit != self.trump and trumps:
                    return False
                if card.suit == self.trump and any(x > card.rank for x in trumps):
                    return False
        return True


def _cheap_follow(t: _Table, legal_cards: list[Card]) -> Card:
    """The card to play when not trying to win: the lowest of the suit led, else a discard."""
    if t.trick and any(c.suit == t.trick[0].suit for c in legal_cards):
        return min((c for c in legal_cards if c.suit == t.trick[0].suit), key=lambda c: c.rank)
    return _cheapest_discard(t, legal_cards)


def _cheapest_discard(t: _Table, hand: list[Card]) -> Card:
    """``cards_seen.cheapest_discard(hand, t.trump, unseen, keep=_worth_keeping)`` on the table's
    count: never a master if it can be helped, a non-trump before a trump, the lowest rank, and
    among equal ranks from the shortest suit."""
    pool = any(t.unseen_ranks.values())
    lengths = Counter(c.suit for c in hand)

    def cost(c: Card) -> tuple[bool, bool, bool, int, int, str]:
        return (_worth_keeping(t, c), c.suit == t.trump, pool and t.is_master(c), c.rank, lengths[c.suit], c.suit)

    return min(hand, key=cost)


def _worth_keeping(t: _Table, c: Card) -> bool:
    """A card that may still take a trick: a master, or a guarded second-best."""
    if t.is_master(c):
        return True
    higher = sum(1 for x in t.unseen_in(c.suit) if x > c.rank)
    length = sum(1 for x in t.hand if x.suit == c.suit)
    return higher == 1 and length >= 2 and c.rank >= 12


def _follow(t: _Table, legal_cards: list[Card]) -> Card:
    trick = t.trick
    w = trick_winner(trick, t.trump)
    winner_seat, best = t.trick_seats[w], trick[w]
    if t.defending and winner_seat == t.partner:
        # The partner is winning: leave it alone if it is safe; otherwise cover it safely if we can.
        partner_safe = all(not t.is_enemy(s) or not _can_beat(t, s, best, trick[0].suit) for s in t.after_me())
        if partner_safe:
            return _cheap_follow(t, legal_cards)
        covers = [c for c in legal_cards if t.safe(c, best)]
        if covers:
            return cheapest(covers, t.trump)
        return _cheap_follow(t, legal_cards)
    winners = [c for c in legal_cards if beats(c, best, t.trump)]
    if not winners:
        return _cheap_follow(t, legal_cards)
    safe = [c for c in winners if t.safe(c, best)]
    if safe:
        return cheapest(safe, t.trump)
    # An enemy still to play may beat us.
    ruffs = [c for c in winners if c.suit == t.trump and c.suit != trick[0].suit]
    if ruffs:
        return min(ruffs, key=lambda c: c.rank)  # ruff low: it may stand
    # Second hand: play low unless our card forces out a high one cheaply (cover an honour).
    top = max(winners, key=lambda c: c.rank)
    if best.rank >= 11 and not t.is_master(top):
        return min(winners, key=lambda c: c.rank)
    return _cheap_follow(t, legal_cards)


def _can_beat(t: _Table, seat: int, best: Card, led: str) -> bool:
    follow = t.may_hold(seat, led)
    if best.suit == led:
        if any(x > best.rank for x in follow):
            return True
        if t.trump is not None and led != t.trump and not follow:
            return bool(t.may_hold(seat, t.trump))
        return False
    # ``best`` is a trump on a side suit: only a higher trump beats it, by a seat void in the suit led.
    if follow:
        return False
    return any(x > best.rank for x in t.may_hold(seat, best.suit))


def _lead(t: _Table, legal_cards: list[Card]) -> Card:
    if t.defending:
        return _lead_defending(t, legal_cards)
    return _lead_attacking(t, legal_cards)


def _ruff_danger(t: _Table, suit: str, seats: Sequence[int]) -> bool:
    """Whether one of ``seats`` is void in ``suit`` and may still hold a trump."""
    if t.trump is None or suit == t.trump:
        return False
    return any(not t.may_hold(s, suit) and t.may_hold(s, t.trump) for s in seats)


def _lead_attacking(t: _Table, cards: list[Card]) -> Card:
    trump = t.trump
    enemies = t.others
    if trump is not None:
        mine = sorted((c for c in cards if c.suit == trump), key=lambda c: -c.rank)
        theirs = t.unseen_in(trump)
        if mine and theirs:
            if t.is_master(mine[0]):
                return mine[0]  # draw trumps from the top
            if len(mine) > len(theirs):
                return mine[-1]  # enough trumps to draw theirs: lead a low one
    # Cash a sure winner nobody can ruff.
    masters = [c for c in cards if c.suit != trump and t.is_master(c) and not _ruff_danger(t, c.suit, enemies)]
    if masters:
        # Cash from the suit where they still follow, the highest first.
        return max(masters, key=lambda c: (len(t.unseen_in(c.suit)) > 0, c.rank))
    side = [c for c in cards if c.suit != trump]
    if side:
        return _establish(t, side)
    return max(cards, key=lambda c: c.rank)


def _establish(t: _Table, cards: list[Card]) -> Card:
    """Work on the longest suit: the top of a sequence if it forces out a higher card, else low."""
    suits: dict[str, list[Card]] = {}
    for c in cards:
        suits.setdefault(c.suit, []).append(c)

    def suit_key(s: str) -> tuple[bool, int, int]:
        return (
            not _ruff_danger(t, s, [x for x in t.others if t.is_enemy(x)]),
            len(suits[s]),
            max(c.rank for c in suits[s]),
        )

    suit = max(suits, key=suit_key)
    mine = sorted(suits[suit], key=lambda c: -c.rank)
    if len(mine) >= 2:
        higher_out = [x for x in t.unseen_in(suit) if x > mine[1].rank]
        # Touching cards (nothing unseen between them) with one card above: lead the top one.
        between = [x for x in t.unseen_in(suit) if mine[1].rank < x < mine[0].rank]
        if not between and len(higher_out) <= 2 and mine[0].rank >= 10:
            return mine[0]
    return mine[-1]


def _lead_defending(t: _Table, cards: list[Card]) -> Card:
    trump = t.trump
    attacker = t.attacker
    partner = t.partner
    assert partner is not None
    safe_suits = [c for c in cards if not _ruff_danger(t, c.suit, [attacker])]
    # Cash a sure winner the attacker cannot ruff.
    masters = [c for c in safe_suits if c.suit != trump and t.is_master(c)]
    if masters:
        return max(masters, key=lambda c: c.rank)
    # Give the partner a ruff: a suit partner is void in while holding trumps, attacker not void.
    if trump is not None:
        ruffable = [
            c for c in safe_suits if c.suit != trump and not t.may_hold(partner, c.suit) and t.may_hold(partner, trump)
        ]
        if ruffable:
            return min(ruffable, key=lambda c: c.rank)
    pool = [c for c in safe_suits if c.suit != trump] or safe_suits or cards
    return _establish(t, pool)


def _play(view: FreelanceView, legal: Sequence[Action]) -> Action:
    legal_cards = [a.card for a in legal if a.card is not None]
    if len(legal_cards) == 1:
        return legal[0]
    t = _Table(view)
    card = _follow(t, legal_cards) if t.trick else _lead(t, legal_cards)
    return Action("play", (card,))


# -- the entry point ---------------------------------------------------------------------------


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """The basic Freelance player's action: one of ``legal``, from ``view`` alone."""
    assert isinstance(view, FreelanceView)
    if len(legal) == 1:
        return legal[0]
    if view.phase == "auction":
        action = _bid(view, legal)
    elif view.phase == "swap":
        action = _swap(view, legal)
    elif view.phase == "declaration":
        action = _declare(view, legal)
    else:
        action = _play(view, legal)
    if action not in legal:
        raise AssertionError(f"basic Freelance chose {action}, not legal in phase {view.phase}")
    return action


__all__ = ["FULL_PACK", "_by_suit", "best_contract", "choose", "estimate", "estimate_split", "p_make", "ranked"]
