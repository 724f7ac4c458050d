"""Two Way Street, basic level: what one seat knows of the hand (:class:`Table`), counted once per
decision from its view alone.

The outstanding cards are the pack minus this seat's hand, every card played this hand (tricks lie
in the ``won`` zones, seen by all) and the cards it buried that are still in the deck
(``view.deck_known``); cards it buried that another seat drew are known to be there
(``view.known_in_hands``); ``view.voids`` tells who can no longer follow a suit. An outstanding
card lies in a given hand with the chance hand size / hidden places.

The expert's playouts build a Table at every decision, so the counting reads the pack's cards per
suit once per pack (:func:`_pack`) and the seats still to play once per decision
(:meth:`Table._later_info`); the numbers are those of the plain count, in the same order of
multiplications, to the last bit.
"""

from __future__ import annotations

import bisect
import functools
from collections import Counter
from dataclasses import dataclass

from games.cards import Card
from games.two_way_street import GAME, TwoWayStreetOptions, TwoWayStreetView

SUITS = ("C", "D", "H", "S")
# Chance that a holder of a beating card plays it on this trick: a high player wants the trick,
# a low player often ducks under it.
PLAY_WEIGHT = {"high": 0.9, "low": 0.45, "": 0.7}
JOKER_FOLLOWING = 0.6  # following suit, a joker is only a choice: its holder plays it this much less
RED_JOKER = Card(0, "R")


@dataclass(frozen=True)
class Pack:
    """The pack of a number of players and options: its cards in order, whether its jokers are of
    two kinds, each card's count (in the pack's order), the (rank, card) of each suit's distinct
    cards by rank ascending, its jokers with their counts, and whether any card is there twice."""

    cards: tuple[Card, ...]
    differ: bool
    counts: Counter[Card]
    suit_cards: dict[str, tuple[tuple[int, Card], ...]]
    jokers: tuple[tuple[Card, int], ...]
    doubled: bool


@functools.lru_cache(maxsize=64)
def _pack(players: int, options: TwoWayStreetOptions) -> Pack:
    pack = GAME.pack(players, options)
    differ = len({c.suit for c in pack if c.is_joker}) == 2
    counts = Counter(pack)
    suit_cards = {s: tuple(sorted((c.rank, c) for c in counts if c.suit == s)) for s in SUITS}
    jokers = tuple((c, k) for c, k in counts.items() if c.is_joker)
    return Pack(tuple(pack), differ, counts, suit_cards, jokers, max(counts.values()) > 1)


def joker_key(c: Card) -> int:
    """Rule 2c: the red joker over the black (or alike) one."""
    return 2 if c.suit == "R" else 1


def card_key(c: Card, led: str | None) -> tuple[int, int] | None:
    """A card's power in a trick whose suit led is ``led`` (None: it does not count)."""
    if c.is_joker:
        return (joker_key(c), 0)
    if c.suit == led:
        return (0, c.rank)
    return None


def _colour(lead: Card) -> tuple[str, ...]:
    return ("D", "H") if lead.suit == "R" else ("C", "S")


class Table:
    """What one seat knows of the hand, counted once per decision."""

    def __init__(self, view: TwoWayStreetView) -> None:
        self.view = view
        self.me = me = view.seat
        self.n = n = view.players
        pack = _pack(n, view.options)
        self._pack = pack
        self.differ = pack.differ
        zones = view.zones
        self.hand = hand = list(view.hand)
        # What this seat has seen: its hand, the tricks, the cards it buried still in the deck (a
        # set with one pack; counted with two). None stands for the hidden pre-tricks.
        seen: Counter[Card | None] | set[Card | None] = Counter(hand) if pack.doubled else set(hand)
        hidden_pre = 0
        for name, cs in zones.items():
            if name.startswith("won"):
                seen.update(cs)
                hidden_pre += cs.count(None)
            elif name == "trick":
                seen.update(cs)
        seen.update([c for _, c in view.deck_known])
        self._seen = seen
        self._outstanding: Counter[Card] | None = None
        self.out_ranks: dict[str, list[int]] = {}
        self.out_jokers: dict[Card, int] = {}  # in the pack's order
        if isinstance(seen, Counter):
            for suit, cards in pack.suit_cards.items():
                ranks: list[int] = []
                for r, c in cards:
                    left = pack.counts[c] - seen[c]
                    if left > 0:
                        ranks.extend([r] * left)
                self.out_ranks[suit] = ranks
            for x, k in pack.jokers:
                if k - seen[x] > 0:
                    self.out_jokers[x] = k - seen[x]
        else:
            for suit, cards in pack.suit_cards.items():
                self.out_ranks[suit] = [r for r, c in cards if c not in seen]
            for x, k in pack.jokers:
                if x not in seen:
                    self.out_jokers[x] = k
        self.n_out_jokers = sum(self.out_jokers.values())
        self.lengths: dict[str, int] = {}  # cards per suit (jokers under R, B, J)
        for c in hand:
            self.lengths[c.suit] = self.lengths.get(c.suit, 0) + 1
        self._values: dict[Card, float] = {}
        self.known_at: dict[Card, list[int]] = {}
        for s, cs in enumerate(view.known_in_hands):
            for c in cs:
                self.known_at.setdefault(c, []).append(s)
        self.sizes = sizes = [len(zones[f"hand{s}"]) for s in range(n)]
        hidden_deck = len(zones["deck"]) - len(view.deck_known)
        known_elsewhere = sum(len(cs) for cs in view.known_in_hands)
        others = sum(sizes) - sizes[me]
        self.hidden = max(1, others + hidden_deck + hidden_pre - known_elsewhere)
        self.in_hands = (others - known_elsewhere) / self.hidden  # chance an outstanding card is held
        self.direction = view.directions[me] if view.directions else ""
        self.trick = list(zip(view.trick_seats, (c for c in zones["trick"] if c is not None), strict=False))
        self.led = view.led_suit
        self._later: list[int] | None = None
        self._later_facts: list[tuple[int, float, frozenset[str], float]] | None = None
        self._best: dict[str | None, tuple[int, int]] = {}
        self._factor_cache: dict[tuple[str, int], list[float]] = {}

    @property
    def outstanding(self) -> Counter[Card]:
        """Every card not seen by this seat, counted, in the pack's order."""
        if self._outstanding is None:
            seen = self._seen
            if isinstance(seen, Counter):
                self._outstanding = self._pack.counts - seen  # type: ignore[operator]
            else:
                self._outstanding = Counter({c: k for c, k in self._pack.counts.items() if c not in seen})
        return self._outstanding

    # -- counting -------------------------------------------------------------------------------

    def higher_out(self, c: Card) -> int:
        ranks = self.out_ranks[c.suit]
        return len(ranks) - bisect.bisect_right(ranks, c.rank)

    def value(self, c: Card) -> float:
        """How likely ``c`` is to take a trick later (for high: worth keeping; for low: danger)."""
        cached = self._values.get(c)
        if cached is not None:
            return cached
        if c.is_joker:
            if c.suit == "R" or not self.differ:
                v = 1.0
            else:
                v = 1.0 - 0.5 * self.in_hands * self.out_jokers.get(RED_JOKER, 0)
        else:
            k = self.higher_out(c)
            length = self.lengths.get(c.suit, 0)
            p = (1.0 - self.in_hands) ** k
            if k and length >= 3:
                p += 0.1 * (length - 2)  # a long suit's last cards win once the others are void
            v = max(0.0, min(1.0, p) * (1.0 - 0.08 * self.n_out_jokers * self.in_hands))
        self._values[c] = v
        return v

    def p_held(self, card: Card, seat: int) -> float:
        """The chance that ``seat`` holds the outstanding ``card``."""
        if card in self.known_at:
            return 1.0 if seat in self.known_at[card] else 0.0
        if not card.is_joker and card.suit in self.view.voids[seat]:
            return 0.0
        return min(1.0, self.sizes[seat] / self.hidden)

    # -- the trick ------------------------------------------------------------------------------

    def outcome(self, c: Card, chosen: str | None) -> tuple[bool, str | None]:
        """Whether ``c`` is the best card once played now, and the suit led it leaves."""
        if not self.trick:
            return True, None if c.is_joker else c.suit
        led = self.led
        if led is None and not self.trick[0][1].is_joker:
            led = self.trick[0][1].suit
        if led is None and not c.is_joker:
            lead = self.trick[0][1]
            if chosen is not None:
                led = chosen
            elif not self.differ or c.suit in _colour(lead):
                led = c.suit
        best = self._best.get(led)
        if best is None:
            best = self._best[led] = max(
                (k for k in (card_key(x, led) for _, x in self.trick) if k is not None),
                default=(-1, 0),
            )
        mine = card_key(c, led)
        return mine is not None and mine > best, led

    def later_seats(self) -> list[int]:
        if self._later is None:
            left = self.n - len(self.trick) - 1
            self._later = [(self.me + k) % self.n for k in range(1, left + 1)]
        return self._later

    def _later_info(self) -> list[tuple[int, float, frozenset[str], float]]:
        """Per seat still to play: (seat, PLAY_WEIGHT of its direction, its voids, the chance it
        holds an outstanding card it may hold)."""
        if self._later_facts is None:
            directions = self.view.directions
            voids = self.view.voids
            self._later_facts = [
                (s, PLAY_WEIGHT[directions[s] if directions else ""], voids[s], min(1.0, self.sizes[s] / self.hidden))
                for s in self.later_seats()
            ]
        return self._later_facts

    def win_chance(self, c: Card, chosen: str | None = None) -> float:
        """The chance that ``c`` takes the trick when played now: the product over the outstanding
        cards that beat it (the jokers above it, then the higher ranks of the suit led) and the seats
        still to play of the chance that the seat does not hold and play it."""
        best, led = self.outcome(c, chosen)
        if not best:
            return 0.0
        later = self._later_info()
        if not later:
            return 1.0
        known_at = self.known_at
        p_safe = 1.0
        mine = joker_key(c) if c.is_joker else 0
        for x, k in self.out_jokers.items():
            if joker_key(x) > mine:
                known = known_at.get(x)
                for s, w, voids, q in later:
                    weight = w
                    if led is not None and led not in voids:
                        weight *= JOKER_FOLLOWING
                    held = q if known is None else 1.0 if s in known else 0.0
                    p_safe *= 1.0 - min(1.0, k * held) * weight
        if not c.is_joker and led is not None:
            ranks = self.out_ranks[led]
            j, end = bisect.bisect_right(ranks, c.rank), len(ranks)
            while j < end:  # each higher rank once, ascending, with its count (two packs: two)
                r = ranks[j]
                k = 1
                j += 1
                while j < end and ranks[j] == r:
                    k += 1
                    j += 1
                known = known_at.get(Card(r, led)) if known_at else None
                if known is None:
                    for f in self._factors(led, k):
                        p_safe *= f
                    continue
                for s, w, _, _ in later:  # a card known to be in a hand: voids aside (p_held)
                    p_safe *= 1.0 - min(1.0, k * (1.0 if s in known else 0.0)) * w
        return p_safe

    def _factors(self, led: str, k: int) -> list[float]:
        """For ``k`` outstanding copies of a card of the suit led that nobody is known to hold: per
        seat still to play and not void in it, the chance that it neither holds nor plays one (a
        void seat holds none: 1.0 - 0.0 would leave the product as it is)."""
        got = self._factor_cache.get((led, k))
        if got is None:
            got = self._factor_cache[(led, k)] = [
                1.0 - min(1.0, k * q) * w for _, w, voids, q in self._later_info() if led not in voids
            ]
        return got
