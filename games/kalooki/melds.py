"""Kalooki's threes and fours (package-private helper of :mod:`games.kalooki`).

The rules text, sections "Threes and fours" and "Tacking on", with ruling D-kalooki-4:

- a **three** is three or more cards of one rank, suits free, duplicates allowed, with at least
  two natural (non-joker) cards;
- a **four** is four or more consecutive cards of one suit; the ace is low (A-2-3-4) or high
  (J-Q-K-A) but never inside a run; jokers are never next to each other; a joker stands for one
  definite card.

Positions of a four run from 1 (the low ace) to 14 (the high ace); ``pos_rank`` maps a position
to the rank of the card that stands there. A three is kept with its natural cards in suit order
(C D H S) and its jokers last; a four is kept in run order with each joker where it stands, so
the text of a meld is canonical.

This module also answers the question a coming-down asks (D-kalooki-3): can the cards left in a
hand still complete the contract? See :func:`can_complete`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..cards import JOKER, Card
from ..phrases import Cards, phrase

SUIT_ORDER = "CDHS"
SUIT_INDEX = {s: i for i, s in enumerate(SUIT_ORDER)}
LOW_ACE = 1
HIGH_ACE = 14
# Joker offsets inside a four of exactly four cards: never two next to each other.
WINDOW_PATTERNS: tuple[tuple[int, ...], ...] = ((), (0,), (1,), (2,), (3,), (0, 2), (0, 3), (1, 3))

Tally = list[list[int]]  # natural cards: tally[suit index][rank], rank 2..14


def pos_rank(pos: int) -> int:
    """The rank of the card at a four's position (1 and 14 are both the ace)."""
    return HIGH_ACE if pos == LOW_ACE else pos


_CARD_KEYS = {Card(r, s): (i, r) for i, s in enumerate(SUIT_ORDER) for r in range(2, 15)}
_CARD_KEYS[JOKER] = (4, 0)


def card_key(c: Card) -> tuple[int, int]:
    """A fixed order of cards for listing actions: suits C D H S, rank ascending, jokers last."""
    return _CARD_KEYS[c]


def penalty(c: Card) -> int:
    """Penalty value of a card left in hand (rules, "Players and Cards"; D-kalooki-7)."""
    hit = _PENALTIES.get(c)
    return _penalty(c) if hit is None else hit


def _penalty(c: Card) -> int:
    if c.is_joker:
        return 50
    if c.rank == HIGH_ACE:
        return 1 if c.suit in "DH" else 15
    if c.rank >= 10:
        return 10
    return c.rank


_PENALTIES = {c: _penalty(c) for c in _CARD_KEYS}


@dataclass(frozen=True)
class Meld:
    """A three (``rank`` set) or a four (``suit`` and ``low`` set) as it lies on the table."""

    cards: tuple[Card, ...]
    rank: int = 0
    suit: str = ""
    low: int = 0

    @property
    def is_three(self) -> bool:
        return self.rank != 0

    @property
    def high(self) -> int:
        """A four's last position (14 = the high ace)."""
        return self.low + len(self.cards) - 1

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def describe(self) -> str:
        if self.is_three:
            return phrase("three of {rank}s: {cards}", rank=pos_rank(self.rank), cards=Cards(self.cards))
        return phrase("four in {suit}: {cards}", suit=self.suit, cards=Cards(self.cards))


def three_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """A three's canonical order: natural cards by suit, then jokers."""
    return tuple(sorted(cards, key=card_key))


def make_three(cards: Sequence[Card]) -> Meld | None:
    """The three made of ``cards`` (any order), or None when they are not one (D-kalooki-4)."""
    naturals = [c for c in cards if not c.is_joker]
    if len(cards) < 3 or len(naturals) < 2 or len({c.rank for c in naturals}) != 1:
        return None
    return Meld(three_order(cards), rank=naturals[0].rank)


def make_four(cards: Sequence[Card]) -> Meld | None:
    """The four made of ``cards`` in run order, or None when they are not one (D-kalooki-4)."""
    n = len(cards)
    if n < 4:
        return None
    first = next((i for i, c in enumerate(cards) if not c.is_joker), None)
    if first is None:
        return None
    suit = cards[first].suit
    r = cards[first].rank
    lows = [LOW_ACE - first, HIGH_ACE - first] if r == HIGH_ACE else [r - first]
    for low in lows:
        if low < LOW_ACE or low + n - 1 > HIGH_ACE:
            continue
        ok = True
        for j, c in enumerate(cards):
            if c.is_joker:
                if j and cards[j - 1].is_joker:
                    ok = False
                    break
            elif c.suit != suit or c.rank != pos_rank(low + j):
                ok = False
                break
        if ok:
            return Meld(tuple(cards), suit=suit, low=low)
    return None


def make_meld(cards: Sequence[Card]) -> Meld | None:
    """The three or four ``cards`` make (a three in any order, a four in run order), else None."""
    naturals = [c for c in cards if not c.is_joker]
    if naturals and len({c.rank for c in naturals}) == 1:
        return make_three(cards)
    return make_four(cards)


def tack_ends(m: Meld, c: Card) -> tuple[str, ...]:
    """Where ``c`` may be tacked onto ``m`` (rules, "Tacking on"): ``("",)`` for a three, else
    the ends of a four, ``low`` and/or ``high`` (a joker never next to a joker, D-kalooki-4)."""
    if m.is_three:
        return ("",) if c.is_joker or c.rank == m.rank else ()
    ends: list[str] = []
    if c.is_joker:
        if m.low > LOW_ACE and not m.cards[0].is_joker:
            ends.append("low")
        if m.high < HIGH_ACE and not m.cards[-1].is_joker:
            ends.append("high")
        return tuple(ends)
    if c.suit != m.suit:
        return ()
    if m.low > LOW_ACE and pos_rank(m.low - 1) == c.rank:
        ends.append("low")
    if m.high < HIGH_ACE and pos_rank(m.high + 1) == c.rank:
        ends.append("high")
    return tuple(ends)


def tack(m: Meld, c: Card, end: str) -> Meld:
    """``m`` with ``c`` tacked on at ``end`` (ignored for a three); the caller checked ``tack_ends``."""
    if m.is_three:
        return Meld(three_order((*m.cards, c)), rank=m.rank)
    if end == "low":
        return Meld((c, *m.cards), suit=m.suit, low=m.low - 1)
    return Meld((*m.cards, c), suit=m.suit, low=m.low)


def swap(m: Meld, c: Card) -> Meld | None:
    """The four after the holder of ``c`` puts it in place of the joker standing for it, the joker
    moving to the high end (rules, "Tacking on"; D-kalooki-4); None when that is not allowed: no
    such joker, the run already reaches the ace (the joker is dead), or a joker lies at the high end."""
    if m.is_three or c.is_joker or c.suit != m.suit or m.high >= HIGH_ACE:
        return None
    for j, x in enumerate(m.cards):
        if x.is_joker and pos_rank(m.low + j) == c.rank:
            cards = list(m.cards)
            cards[j] = c
            if cards[-1].is_joker:
                return None
            cards.append(JOKER)
            return Meld(tuple(cards), suit=m.suit, low=m.low)
    return None


# -- tallies and candidates -------------------------------------------------------------------


def tally(cards: Iterable[Card]) -> tuple[Tally, int]:
    """Natural cards counted by suit and rank, and the number of jokers."""
    nat = [[0] * 15 for _ in range(4)]
    jokers = 0
    for c in cards:
        if c.rank:
            nat[SUIT_INDEX[c.suit]][c.rank] += 1
        else:
            jokers += 1
    return nat, jokers


def three_candidates(nat: Tally, jokers: int, exclude_ranks: Iterable[int] = ()) -> list[tuple[Card, ...]]:
    """Every distinct three the tallied cards make (any size), ranks in ``exclude_ranks`` left out:
    per rank, every choice of how many of each suit (two natural cards at least) and of jokers."""
    out: list[tuple[Card, ...]] = []
    skip = set(exclude_ranks)
    clubs, diamonds, hearts, spades = nat
    for r in range(2, 15):
        if r in skip:
            continue
        a, b, c, d = clubs[r], diamonds[r], hearts[r], spades[r]
        if a + b + c + d < 2:
            continue
        key = (r, a, b, c, d, jokers)
        threes = _RANK_THREES.get(key)
        if threes is None:
            threes = _RANK_THREES[key] = _rank_threes(r, (a, b, c, d), jokers)
        out.extend(threes)
    return out


# (rank, copies held in each suit, jokers) -> that rank's threes (at most 13 * 4**4 * 7 keys).
_RANK_THREES: dict[tuple[int, int, int, int, int, int], tuple[tuple[Card, ...], ...]] = {}


def _rank_threes(r: int, counts: tuple[int, int, int, int], jokers: int) -> tuple[tuple[Card, ...], ...]:
    out: list[tuple[Card, ...]] = []
    for a in range(counts[0] + 1):
        for b in range(counts[1] + 1):
            for c in range(counts[2] + 1):
                for d in range(counts[3] + 1):
                    n = a + b + c + d
                    if n < 2:
                        continue
                    naturals = (Card(r, "C"),) * a + (Card(r, "D"),) * b + (Card(r, "H"),) * c + (Card(r, "S"),) * d
                    for k in range(max(0, 3 - n), jokers + 1):
                        out.append(naturals + (JOKER,) * k)
    return tuple(out)


def four_candidates(nat: Tally, jokers: int, exclude_suits: Iterable[str] = ()) -> list[tuple[Card, ...]]:
    """The fours offered for a coming-down, in run order, suits in ``exclude_suits`` left out:
    every run of four or more cards the tallied cards make, each joker where it stands (never two
    side by side), whether it stands for a card the hand does not hold or for one it holds
    (D-kalooki-4: at any length of four, to keep that card for a three or for later)."""
    out: list[tuple[Card, ...]] = []
    skip = set(exclude_suits)
    for si, suit in enumerate(SUIT_ORDER):
        if suit in skip:
            continue
        row = nat[si]
        if sum(row) + jokers < 4 or sum(row) < 2:
            continue
        # The runs read of the row only which ranks it holds, and whether it holds two aces.
        held = 0
        for r in range(2, 14):
            if row[r]:
                held |= 1 << r
        key = (si, held, min(row[HIGH_ACE], 2), jokers)
        runs = _SUIT_FOURS.get(key)
        if runs is None:
            found: list[tuple[Card, ...]] = []
            for low in range(LOW_ACE, HIGH_ACE - 2):
                _extend_runs(row, suit, jokers, low, [], 0, 0, found)
            runs = tuple(found)
            if len(_SUIT_FOURS) >= SUIT_FOURS_LIMIT:
                _SUIT_FOURS.clear()
            _SUIT_FOURS[key] = runs
        out.extend(runs)
    return out


# (suit, ranks 2..K held as bits, aces held up to two, jokers) -> the suit's runs, started afresh
# at SUIT_FOURS_LIMIT keys: at 50,000 this table alone held about 250,000 objects in a worker of
# the pool; a quarter of that costs about 1% of a Kalooki search's time (BENCHMARKS.md, "A
# worker's memory").
SUIT_FOURS_LIMIT = 12_500
_SUIT_FOURS: dict[tuple[int, int, int, int], tuple[tuple[Card, ...], ...]] = {}


def _extend_runs(
    row: Sequence[int],
    suit: str,
    jokers: int,
    pos: int,
    seq: list[Card],
    aces: int,
    used: int,
    out: list[tuple[Card, ...]],
) -> None:
    """Every way to go on with the run ``seq`` of ``suit`` at position ``pos``: the natural card if
    the hand holds one more (a run from ace to ace takes two aces), or a joker if one is left and
    the last card is not a joker; each run of four or more cards goes to ``out``. A run is listed
    once: its first natural card and where it stands fix where it starts."""
    if len(seq) >= 4:
        out.append(tuple(seq))
    if pos > HIGH_ACE:
        return
    r = pos_rank(pos)
    if row[r] > (aces if r == HIGH_ACE else 0):
        seq.append(Card(r, suit))
        _extend_runs(row, suit, jokers, pos + 1, seq, aces + (r == HIGH_ACE), used, out)
        seq.pop()
    if used < jokers and not (seq and seq[-1].is_joker):
        seq.append(JOKER)
        _extend_runs(row, suit, jokers, pos + 1, seq, aces, used + 1, out)
        seq.pop()


# -- can a contract still be completed? -------------------------------------------------------


def _threes_possible(totals: Sequence[int], jokers: int) -> int:
    """How many threes of different ranks the natural counts by rank (and the jokers) can make."""
    full = sum(1 for n in totals if n >= 3)
    pairs = sum(1 for n in totals if n == 2)
    return full + min(jokers, pairs)


def _patterns_for(held: int) -> tuple[tuple[int, ...], ...]:
    """The joker offsets a four-card window may use when bit j of ``held`` says that the hand
    holds the natural card at offset j: every missing card is a joker, jokers never adjacent."""
    missing = {j for j in range(4) if not held >> j & 1}
    return tuple(p for p in WINDOW_PATTERNS if missing <= set(p))


# held-mask -> possible joker patterns (fewest jokers first), and the fewest jokers (5: none).
_MASK_PATTERNS = tuple(tuple(sorted(_patterns_for(m), key=len)) for m in range(16))
_MASK_COST = tuple(len(p[0]) if p else 5 for p in _MASK_PATTERNS)
_WINDOWS = tuple(tuple(pos_rank(low + j) for j in range(4)) for low in range(LOW_ACE, HIGH_ACE - 2))


@lru_cache(maxsize=8192)
def _suit_windows(row: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """For each four-card window of a suit (low 1..11), which of its cards the hand holds (a bit
    mask); and the fewest jokers any window needs (5: none can be made)."""
    masks = tuple(
        (row[w[0]] > 0) | (row[w[1]] > 0) << 1 | (row[w[2]] > 0) << 2 | (row[w[3]] > 0) << 3 for w in _WINDOWS
    )
    return masks, min(_MASK_COST[m] for m in masks)


def _four_options(
    masks: Sequence[int], jokers: int, relevant: Mapping[int, int], size: int
) -> list[tuple[int, tuple[int, ...]]]:
    """The distinct ways one suit can make a four of four cards: (jokers used, how many natural
    cards of each relevant rank it takes), with the dominated ways removed."""
    found: set[tuple[int, tuple[int, ...]]] = set()
    for w, mask in zip(_WINDOWS, masks, strict=True):
        for pattern in _MASK_PATTERNS[mask]:
            if len(pattern) > jokers:
                break
            taken = [0] * size
            for j in range(4):
                if j not in pattern:
                    i = relevant.get(w[j])
                    if i is not None:
                        taken[i] += 1
            found.add((len(pattern), tuple(taken)))
    options = sorted(found, key=lambda o: (o[0], sum(o[1])))
    kept: list[tuple[int, tuple[int, ...]]] = []
    for j, taken_t in options:
        if any(kj <= j and all(a <= b for a, b in zip(kt, taken_t, strict=True)) for kj, kt in kept):
            continue
        kept.append((j, taken_t))
    return kept


def can_complete(
    nat: Tally,
    jokers: int,
    need_threes: int,
    need_fours: int,
    used_ranks: Iterable[int] = (),
    used_suits: Iterable[str] = (),
) -> bool:
    """Whether the tallied cards can still make ``need_threes`` threes (ranks not in
    ``used_ranks``, all different) and ``need_fours`` fours (suits not in ``used_suits``, all
    different) at once (D-kalooki-3).

    Minimal melds suffice: every three holds a three of three cards with two natural ones, every
    four a four of four cards. Threes of different ranks never share a card, so once the fours are
    chosen the threes are counted greedily; the fours are searched suit by suit (a joker may stand
    for a card the hand holds, to keep that card for a three), with memoisation.
    """
    if need_threes <= 0 and need_fours <= 0:
        return True
    ranks_used = set(used_ranks)
    c, d, h, s = nat
    ranks = [r for r in range(2, 15) if r not in ranks_used]
    totals = [c[r] + d[r] + h[r] + s[r] for r in ranks]
    if need_threes > 0:
        full = pairs = 0
        for n in totals:
            if n >= 3:
                full += 1
            elif n == 2:
                pairs += 1
        if full + min(jokers, pairs) < need_threes:
            return False
    if need_fours <= 0:
        return True
    suits_used = set(used_suits)
    free_suits = [SUIT_INDEX[s] for s in SUIT_ORDER if s not in suits_used]
    if len(free_suits) < need_fours:
        return False
    masks_by_suit = []
    costs = []
    for si in free_suits:
        row = nat[si]
        if sum(row) < 2:
            continue
        masks, cost = _suit_windows(tuple(row))
        if cost <= jokers:
            masks_by_suit.append(masks)
            costs.append(cost)
    if len(costs) < need_fours:
        return False
    costs.sort()
    if sum(costs[:need_fours]) > jokers:
        return False
    if need_threes <= 0:
        return True
    if _threes_possible(totals, jokers - sum(costs[:need_fours])) < need_threes:
        return False
    relevant_ranks = [r for r, n in zip(ranks, totals, strict=True) if n >= 2]
    relevant = {r: i for i, r in enumerate(relevant_ranks)}
    per_suit = [_four_options(m, jokers, relevant, len(relevant)) for m in masks_by_suit]
    start = tuple(n for n in totals if n >= 2)
    return _search_fours(per_suit, need_fours, jokers, start, need_threes)


def _search_fours(
    per_suit: Sequence[Sequence[tuple[int, tuple[int, ...]]]],
    need_fours: int,
    jokers: int,
    start: tuple[int, ...],
    need_threes: int,
) -> bool:
    """Choose ``need_fours`` fours, one per suit from ``per_suit`` (jokers each costs, the cards of
    the ranks that matter for threes each takes), so that ``need_threes`` threes remain possible
    with what is left; memoised on (suit, fours left, jokers left, cards left)."""
    return _fours_from(per_suit, need_threes, {}, 0, need_fours, jokers, start)


def _fours_from(
    per_suit: Sequence[Sequence[tuple[int, tuple[int, ...]]]],
    need_threes: int,
    memo: dict[tuple[int, int, int, tuple[int, ...]], bool],
    i: int,
    left: int,
    jk: int,
    rel: tuple[int, ...],
) -> bool:
    """:func:`_search_fours` from suit ``i`` on, ``left`` fours still to choose. (A function of its
    own, not a closure calling itself: such a closure is a reference cycle, garbage that only the
    collector frees, and the search's playouts made over a hundred a decision.)"""
    if left == 0:
        return _threes_possible(rel, jk) >= need_threes
    if len(per_suit) - i < left:
        return False
    key = (i, left, jk, rel)
    hit = memo.get(key)
    if hit is not None:
        return hit
    result = False
    for j, taken in per_suit[i]:
        if j > jk:
            continue
        after = tuple(a - b for a, b in zip(rel, taken, strict=True))
        if _fours_from(per_suit, need_threes, memo, i + 1, left - 1, jk - j, after):
            result = True
            break
    if not result:
        result = _fours_from(per_suit, need_threes, memo, i + 1, left, jk, rel)
    memo[key] = result
    return result


def coming_down_melds(hand: Sequence[Card], laid: Sequence[Meld], need: tuple[int, int]) -> list[tuple[Card, ...]]:
    """Rules "Coming down", D-kalooki-3: the threes and fours in ``hand`` that can still be part
    of a coming-down holding the contract ``need`` (threes, fours), with ``laid`` melds already
    down this turn (different ranks for the threes, different suits for the fours)."""
    ranks = {m.rank for m in laid if m.is_three}
    suits = {m.suit for m in laid if not m.is_three}
    need_t = max(0, need[0] - sum(m.is_three for m in laid))
    need_f = max(0, need[1] - sum(not m.is_three for m in laid))
    nat: Tally = [[0] * 15 for _ in range(4)]
    by_rank = [0] * 15
    jk = 0
    for r, suit in hand:
        if r:
            nat[SUIT_INDEX[suit]][r] += 1
            by_rank[r] += 1
        else:
            jk += 1
    if need_f:
        if not can_complete(nat, jk, need_t, need_f, ranks, suits):
            return []
        full = pairs = 0
    else:
        # Threes only: can_complete counts the ranks held three times or more, and the pairs.
        pairs = by_rank.count(2)
        full = 15 - by_rank.count(0) - by_rank.count(1) - pairs  # by_rank[0], by_rank[1]: 0
        for r in ranks:
            n = by_rank[r]
            full -= n >= 3
            pairs -= n == 2
        if need_t > full + min(jk, pairs):
            return []
    if need_t == 0 and need_f == 0:
        return three_candidates(nat, jk, ranks) + four_candidates(nat, jk, suits)
    # What is left to make once a meld is laid: after a three of rank r with no four to make, only
    # the other ranks' cards count, all still there, so only r and the jokers it takes decide;
    # after a four of a suit with no three to make, likewise only the suit and its jokers.
    known: dict[tuple[bool, int | str, int], bool] = {}

    def leaves_a_way(cards: tuple[Card, ...], three: bool) -> bool:
        """With ``cards`` laid as a three (or a four), can the rest of the contract still be made?"""
        natural = [c for c in cards if c.rank]
        jokers = len(cards) - len(natural)
        first = natural[0]
        key = (three, first.rank if three else first.suit, jokers)
        if (need_f == 0) if three else (need_t == 0):
            hit = known.get(key)
            if hit is not None:
                return hit
        if three and not need_f:  # can_complete's count of threes, without the rank r
            n = by_rank[first.rank]
            ok = need_t <= 1 or full - (n >= 3) + min(jk - jokers, pairs - (n == 2)) >= need_t - 1
            known[key] = ok
            return ok
        for c in natural:
            nat[SUIT_INDEX[c.suit]][c.rank] -= 1
        if three:
            ok = can_complete(nat, jk - jokers, max(0, need_t - 1), need_f, ranks | {first.rank}, suits)
        else:
            ok = can_complete(nat, jk - jokers, need_t, max(0, need_f - 1), ranks, suits | {first.suit})
        for c in natural:
            nat[SUIT_INDEX[c.suit]][c.rank] += 1
        known[key] = ok
        return ok

    offered = [cards for cards in three_candidates(nat, jk, ranks) if leaves_a_way(cards, True)]
    return offered + [cards for cards in four_candidates(nat, jk, suits) if leaves_a_way(cards, False)]
