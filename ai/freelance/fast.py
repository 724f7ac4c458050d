"""Freelance's fast basic playout (issue 22, speed): the rest of a hand as the basic player
(:mod:`ai.freelance.basic`) plays it at every seat, without the engine's views, events and log
lines: from a position before the campaign, the auction, the swaps and the declaration as
:mod:`ai.freelance.fast_auction` plays them, then the campaign on the compact model of the play
(:class:`ai.freelance.endgame.FreelanceModel`).

Basic's campaign play reads from its view only what :class:`ai.freelance.basic._Table` counts:
the seat's hand, the trick, the contract, the cards it has not seen (exactly the other two hands:
the discards lay face up through the auction, rule 25, a card taken from the freelance deck was
face up until taken, rules 23-24, and the tricks are played face up, rule 42), the voids each
seat has shown in play (rule 44) and the cards each seat is known to hold because it took them
from the freelance deck (rule 24; ``known_in_hand``, until played). Here the hands and what each
seat has not seen are bit masks, one per seat and suit (the rank r at bit r - 2), read once from
the state and kept as the cards fall, with the voids and the known cards, as the engine's
``_play_step`` keeps them; the decisions are basic's ``_follow``, ``_lead_attacking``,
``_lead_defending`` and their helpers, in the same order of tests with the same tie-breaks (the
first of equals in the order of the hand). Basic's play draws nothing from its rng. The hand ends
where the model ends it: the contract made or beyond reach (rule 49, D-freelance-6), or the
thirteenth trick played; with the ``play_all_tricks`` option the engine plays on from there, which
changes no score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.cards import SUITS, Card
from games.core import State

from ..trick_model import Node
from .endgame import TRICKS, FreelanceModel, tricks_left
from .fast_auction import Prelude, WholeHand

Masks = dict[str, int]
_BEFORE = ("auction", "swap", "declaration")  # the phases before the campaign


def _masks(cards: Sequence[Card]) -> Masks:
    """The cards of each suit of ``cards`` as a bit mask (the rank r at bit r - 2)."""
    m = dict.fromkeys(SUITS, 0)
    for rank, suit in cards:
        m[suit] |= 1 << (rank - 2)
    return m


def _beats(card: Card, best: Card, trump: str | None) -> bool:
    """:func:`games.tricks.beats` (rules 46-47)."""
    if card.suit == best.suit:
        return card.rank > best.rank
    return card.suit == trump


class _Play:
    """The hand as it is played out, and what the seat to play knows (basic's ``_Table``)."""

    def __init__(self, state: Any, model: FreelanceModel) -> None:
        self.trump = model.trump
        self.attacker = model.attacker
        self.number = model.number
        self.hands = [list(h) for h in state.hands]
        self.held = held = [_masks(h) for h in state.hands]
        self.voids = [set(v) for v in state.voids]
        self.known = [_masks(t) for t in state.taken]
        # The cards each seat has not seen: exactly the other two hands (kept as they are played).
        live = {suit: held[0][suit] | held[1][suit] | held[2][suit] for suit in SUITS}
        self.unseen_by = [{suit: live[suit] & ~h[suit] for suit in SUITS} for h in held]
        self.trick: list[tuple[int, Card]] = list(state.trick)
        self.won = list(state.tricks_won)
        self.turn: int | None = state.turn
        # The seat to play, its partner (a defender's: the other defender) and its unseen cards.
        self.me = 0
        self.partner: int | None = None
        self.unseen: Masks = {}

    def seat(self, me: int) -> None:
        """Take seat ``me``'s point of view: the cards it has not seen are the other two hands."""
        self.me = me
        self.unseen = self.unseen_by[me]
        if me == self.attacker:
            self.partner = None
        else:
            self.partner = 3 - me - self.attacker

    def run(self) -> list[Card]:
        """Play the hand out, basic's card at every seat: the engine's ``_play_step`` on the
        playout's record (rules 42-48), ended where the model ends it (D-freelance-6). The cards
        played, in order."""
        hands, held, known, voids, won, unseen_by = (
            self.hands,
            self.held,
            self.known,
            self.voids,
            self.won,
            self.unseen_by,
        )
        trick, trump, attacker, number = self.trick, self.trump, self.attacker, self.number
        moves: list[Card] = []
        s = self.turn
        while s is not None:
            hand = hands[s]
            if trick:
                led = trick[0][1][1]
                legal = [c for c in hand if c[1] == led] or list(hand)  # rule 44
            else:
                legal = list(hand)
            if len(legal) == 1:
                card = legal[0]
            else:
                self.seat(s)
                card = _choose(self, legal)
            moves.append(card)
            rank, suit = card
            if trick and suit != led:
                voids[s].add(led)  # rule 44: a void shown
            hand.remove(card)
            bit = 1 << (rank - 2)
            held[s][suit] &= ~bit
            known[s][suit] &= ~bit
            unseen_by[(s + 1) % 3][suit] &= ~bit
            unseen_by[(s + 2) % 3][suit] &= ~bit
            trick.append((s, card))
            if len(trick) < 3:
                s = (s + 1) % 3  # rule 42
                continue
            w, (best_rank, best_suit) = trick[0]
            for seat, (r, su) in trick[1:]:
                if r > best_rank if su == best_suit else su == trump:  # rules 46-47
                    w, best_rank, best_suit = seat, r, su
            won[w] += 1
            trick.clear()
            played = sum(won)
            made = won[attacker]
            decided = made >= number or made + (TRICKS - played) < number
            s = None if played == TRICKS or decided else w  # rule 48, D-freelance-6
        self.turn = None
        return moves

    # -- basic's _Table ----------------------------------------------------------------------

    def may_hold(self, seat: int, suit: str) -> int:
        """The unseen cards of ``suit`` that ``seat`` may hold: none once it has shown a void,
        else all but those the third seat is known to hold (``_Table.may_hold``)."""
        if suit in self.voids[seat]:
            return 0
        return self.unseen[suit] & ~self.known[3 - self.me - seat][suit]

    def is_master(self, c: Card) -> bool:
        return not self.unseen[c.suit] >> (c.rank - 1)

    def is_enemy(self, seat: int) -> bool:
        return seat != self.me and seat != self.partner

    def after_me(self) -> list[int]:
        """The seats still to play to the trick after this one."""
        n = len(self.trick)
        return [] if n == 2 else [(self.me + 1) % 3] if n == 1 else [(self.me + 1) % 3, (self.me + 2) % 3]

    def safe(self, card: Card, best: Card) -> bool:
        """``_Table.safe``: ``card`` wins now and no enemy still to play can beat it."""
        trump = self.trump
        led = self.trick[0][1].suit
        if not _beats(card, best, trump):
            return False
        for s in self.after_me():
            if not self.is_enemy(s):
                continue
            follow = self.may_hold(s, led)
            if card.suit == led and follow >> (card.rank - 1):
                return False
            if trump is not None and led != trump and not follow:
                trumps = self.may_hold(s, trump)
                if card.suit != trump and trumps:
                    return False
                if card.suit == trump and trumps >> (card.rank - 1):
                    return False
        return True

    def ruff_danger(self, suit: str, seats: Sequence[int]) -> bool:
        """Basic's ``_ruff_danger``: one of ``seats`` is void in ``suit`` and may hold a trump."""
        trump = self.trump
        if trump is None or suit == trump:
            return False
        return any(not self.may_hold(s, suit) and self.may_hold(s, trump) for s in seats)

    def can_beat(self, seat: int, best: Card, led: str) -> bool:
        """Basic's ``_can_beat``: whether ``seat`` may still take the trick from ``best``."""
        follow = self.may_hold(seat, led)
        trump = self.trump
        if best.suit == led:
            if follow >> (best.rank - 1):
                return True
            if trump is not None and led != trump and not follow:
                return bool(self.may_hold(seat, trump))
            return False
        if follow:
            return False
        return bool(self.may_hold(seat, best.suit) >> (best.rank - 1))


# -- basic's choice of card -----------------------------------------------------------------------


def _lowest(cards: Sequence[Card]) -> Card:
    """``min(cards, key=rank)``: the first of the lowest."""
    low = cards[0]
    for c in cards:
        if c.rank < low.rank:
            low = c
    return low


def _highest(cards: Sequence[Card]) -> Card:
    """``max(cards, key=rank)``: the first of the highest."""
    high = cards[0]
    for c in cards:
        if c.rank > high.rank:
            high = c
    return high


def _cheapest(cards: Sequence[Card], trump: str | None) -> Card:
    """:func:`ai.cards_seen.cheapest`: a non-trump before a trump, then the lowest rank."""
    return min(cards, key=lambda c: (c.suit == trump, c.rank, c.suit))


def _cheap_follow(p: _Play, legal: list[Card]) -> Card:
    """Basic's ``_cheap_follow``: the lowest card of the suit led, else a discard."""
    if p.trick:
        led = p.trick[0][1].suit
        follow = [c for c in legal if c.suit == led]
        if follow:
            return _lowest(follow)
    return _cheapest_discard(p, legal)


def _cheapest_discard(p: _Play, cards: list[Card]) -> Card:
    """Basic's ``_cheapest_discard``: never a card worth keeping if it can be helped, a non-trump
    before a trump, never a master, the lowest rank, from the shortest suit (of ``cards``)."""
    unseen = p.unseen
    pool = any(unseen.values())
    lengths = dict.fromkeys(SUITS, 0)
    for c in cards:
        lengths[c.suit] += 1
    held = p.held[p.me]
    trump = p.trump
    best = cards[0]
    best_cost: tuple[bool, bool, bool, int, int, str] | None = None
    for c in cards:
        rank, suit = c
        higher = unseen[suit] >> (rank - 1)
        master = not higher
        # Basic's _worth_keeping: a master, or a guarded second-best (in the whole hand).
        keep = master or (rank >= 12 and higher.bit_count() == 1 and held[suit].bit_count() >= 2)
        cost = (keep, suit == trump, pool and master, rank, lengths[suit], suit)
        if best_cost is None or cost < best_cost:
            best, best_cost = c, cost
    return best


def _follow(p: _Play, legal: list[Card]) -> Card:
    """Basic's ``_follow``: leave a partner's safe trick alone, win as cheaply as is safe, ruff
    low, cover an honour in second hand, else play low."""
    trump = p.trump
    trick = p.trick
    led = trick[0][1].suit
    winner_seat, best = trick[0]
    for seat, c in trick[1:]:
        if _beats(c, best, trump):
            winner_seat, best = seat, c
    if p.partner is not None and winner_seat == p.partner:
        partner_safe = all(not p.is_enemy(s) or not p.can_beat(s, best, led) for s in p.after_me())
        if partner_safe:
            return _cheap_follow(p, legal)
        covers = [c for c in legal if p.safe(c, best)]
        if covers:
            return _cheapest(covers, trump)
        return _cheap_follow(p, legal)
    best_rank, best_suit = best
    winners = [c for c in legal if (c[0] > best_rank if c[1] == best_suit else c[1] == trump)]
    if not winners:
        return _cheap_follow(p, legal)
    safe = [c for c in winners if p.safe(c, best)]
    if safe:
        return _cheapest(safe, trump)
    ruffs = [c for c in winners if c.suit == trump and c.suit != led]
    if ruffs:
        return _lowest(ruffs)
    top = _highest(winners)
    if best.rank >= 11 and not p.is_master(top):
        return _lowest(winners)
    return _cheap_follow(p, legal)


def _lead_attacking(p: _Play, cards: list[Card]) -> Card:
    """Basic's ``_lead_attacking``: draw trumps, cash sure winners, then work on a long suit."""
    trump = p.trump
    enemies = [(p.me + 1) % 3, (p.me + 2) % 3]
    if trump is not None:
        mine = sorted((c for c in cards if c.suit == trump), key=lambda c: -c.rank)
        theirs = p.unseen[trump]
        if mine and theirs:
            if p.is_master(mine[0]):
                return mine[0]
            if len(mine) > theirs.bit_count():
                return mine[-1]
    masters = [c for c in cards if c.suit != trump and p.is_master(c) and not p.ruff_danger(c.suit, enemies)]
    if masters:
        return max(masters, key=lambda c: (p.unseen[c.suit] != 0, c.rank))
    side = [c for c in cards if c.suit != trump]
    if side:
        return _establish(p, side)
    return _highest(cards)


def _establish(p: _Play, cards: list[Card]) -> Card:
    """Basic's ``_establish``: the longest suit, the top of a touching pair with at most two
    higher cards out, else its lowest card."""
    suits: dict[str, list[Card]] = {}
    for c in cards:
        suits.setdefault(c.suit, []).append(c)
    enemies = [x for x in ((p.me + 1) % 3, (p.me + 2) % 3) if p.is_enemy(x)]

    def suit_key(s: str) -> tuple[bool, int, int]:
        return (not p.ruff_danger(s, enemies), len(suits[s]), max(c.rank for c in suits[s]))

    suit = max(suits, key=suit_key)
    mine = sorted(suits[suit], key=lambda c: -c.rank)
    if len(mine) >= 2:
        unseen = p.unseen[suit]
        second = mine[1].rank
        higher_out = (unseen >> (second - 1)).bit_count()
        between = unseen >> (second - 1) & ((1 << (mine[0].rank - second - 1)) - 1)
        if not between and higher_out <= 2 and mine[0].rank >= 10:
            return mine[0]
    return mine[-1]


def _lead_defending(p: _Play, cards: list[Card]) -> Card:
    """Basic's ``_lead_defending``: cash a winner the attacker cannot ruff, give the partner a
    ruff, else work on a suit the attacker cannot ruff."""
    trump = p.trump
    partner = p.partner
    assert partner is not None
    # The cards of suits the attacker cannot ruff (_ruff_danger against the attacker alone).
    attacker = p.attacker
    if trump is None or not p.may_hold(attacker, trump):
        safe_suits = cards
    else:
        safe_suits = [c for c in cards if c.suit == trump or p.may_hold(attacker, c.suit)]
    masters = [c for c in safe_suits if c.suit != trump and p.is_master(c)]
    if masters:
        return _highest(masters)
    if trump is not None:
        ruffable = [
            c for c in safe_suits if c.suit != trump and not p.may_hold(partner, c.suit) and p.may_hold(partner, trump)
        ]
        if ruffable:
            return _lowest(ruffable)
    pool = [c for c in safe_suits if c.suit != trump] or safe_suits or cards
    return _establish(p, pool)


def _choose(p: _Play, legal: list[Card]) -> Card:
    """Basic's ``_play`` for the seat to play, on ``legal`` (more than one card)."""
    if p.trick:
        return _follow(p, legal)
    if p.partner is not None:
        return _lead_defending(p, legal)
    return _lead_attacking(p, legal)


def _campaign(state: Any) -> tuple[FreelanceModel, Node, list[Card]]:
    """The rest of the campaign from ``state`` (or a :class:`ai.freelance.fast_auction.Prelude` at its start)."""
    model = FreelanceModel(state)
    p = _Play(state, model)
    cards = p.run()
    node: Node = (tuple(tuple(h) for h in p.hands), (), None, tuple(p.won))
    return model, node, cards


def playout(state: State) -> tuple[FreelanceModel | WholeHand, Node, list[Any]] | None:
    """From ``state`` (a hand in play), the rest of the hand as the basic player plays it at
    every seat: the model (:class:`FreelanceModel` from the campaign, :class:`WholeHand` from
    before it), the last node (its turn None: the contract made or beaten, rule 49 and
    D-freelance-6, or the thirteenth trick played; no trick at all if the declaration was
    forfeited) and the moves, in order (the actions before the campaign, then the cards). None
    once the match is over. ``state`` is not changed."""
    if tricks_left(state) is not None:
        return _campaign(state)
    s: Any = state
    if state.is_over or s.phase not in _BEFORE:
        return None
    pre = Prelude(state)
    actions: list[Any] = pre.run()
    if pre.contract is None:
        return WholeHand(None), ((), (), None, (0, 0, 0)), actions
    model, node, cards = _campaign(pre)
    return WholeHand(model), node, actions + cards
