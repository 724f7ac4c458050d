"""Freelance, basic level: the hand value (:func:`estimate`), the tricks a hand should take with
a given trump, counting each suit played out against the cards still unseen (split between the two
other hands), with side-suit winners discounted when an opponent may ruff them, and ruffs from
short side suits.

The auction weighs a swap by five trump choices for the hand and for each card it might give
(:func:`swap_values`, which reads again only the two suits a swap changes), and the expert's card
inference weighs six sampled deals per world with :func:`estimate`: both read the hands as bit
masks (one bit per card, 13 per suit) and each suit's part of the count (:func:`_suit_row`), made
once per pattern of holdings (the ranks neither side holds do not count), where
:func:`components` builds the same numbers from scratch, in the same order of additions, so the
results are the same to the last bit.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from games.cards import SUITS, Card, standard_pack

FULL_PACK = frozenset(standard_pack())
Ranks = tuple[int, ...]
TRUMPS = ("C", "D", "H", "S", "NT")

# The hand-value constants (NT_BIAS to BIAS) are fitted on self-play: over some 800 contracts the
# tricks made minus the estimate have mean 0 and spread 0.9. The others are judgement, checked
# in the arena against variants (no variant tried did measurably better).
NT_BIAS = 1.0  # the suit-by-suit count at no trump minus the tricks made
NT_RUNS = 0.7  # share of the defenders' long-suit tricks they take against no trump
RUFF_FACTOR = 0.12  # share of the possible ruffs in short side suits that the attacker makes
RISK_CONTROL = 0.25  # chance that a side winner is ruffed once a defender is void, with trump control
RISK_NO_CONTROL = 0.85  # the same without it
TRICK_WEIGHT = 1.1  # tricks counted suit by suit, against those made (fitted with BIAS)
SIGMA = 1.0  # spread of the real trick count around the estimate
BIAS = 1.6  # the suit-by-suit count minus the tricks actually made (not every suit can be run)


def _played_out(
    mine: tuple[int, ...], opp: tuple[int, ...], longer: int, shorter: int, ruff_risk: float
) -> tuple[float, int]:
    """Tricks my cards of one suit take when the suit is played out from my hand against the
    unseen cards ``opp``, ``longer`` of them in one other hand and ``shorter`` in the other: I cash
    a card higher than all theirs, else give up my lowest to their highest. A winner played once
    one of them is void is ruffed with chance ``ruff_risk``. Returns (tricks, rounds lost)."""
    my = sorted(mine)
    op = sorted(opp)
    tricks = 0.0
    lost = 0
    while my:
        if not op or my[-1] > op[-1]:
            my.pop()
            tricks += 1.0 - ruff_risk if shorter == 0 else 1.0
            if longer:
                op.pop(0)
                longer -= 1
            if shorter:
                op.pop(0)
                shorter -= 1
        else:
            my.pop(0)
            op.pop()
            longer -= 1
            lost += 1
            if shorter:
                op.pop(0)
                shorter -= 1
        if longer < shorter:
            longer, shorter = shorter, longer
    return tricks, lost


@lru_cache(maxsize=4096)
def _splits(in_suit: int, unseen: int) -> tuple[tuple[int, float], ...]:
    """(cards in the shorter hand, chance) for ``in_suit`` unseen cards of a suit, the ``unseen``
    cards being dealt evenly to two hands (hypergeometric)."""
    half = unseen // 2
    other = unseen - half
    total = math.comb(unseen, half)
    out = []
    for k in range(in_suit // 2 + 1):
        p = math.comb(in_suit, k) * math.comb(unseen - in_suit, half - k)
        if k != in_suit - k:
            p += math.comb(in_suit, in_suit - k) * math.comb(unseen - in_suit, half - (in_suit - k))
        elif half != other:
            p = math.comb(in_suit, k) * math.comb(unseen - in_suit, half - k)
        out.append((k, p / total))
    norm = sum(p for _, p in out) or 1.0
    return tuple((k, p / norm) for k, p in out)


@lru_cache(maxsize=65536)
def _suit_tricks(m: Ranks, o: Ranks, ruff_risk: float, unseen: int) -> tuple[float, float]:
    """:func:`_played_out` of my ranks ``m`` against ``o`` (both ascending), averaged over the ways
    the ``o`` cards may lie between the two other hands (``unseen`` cards in all).
    Returns (tricks, rounds lost)."""
    if not m:
        return 0.0, 0.0
    if not o:
        return len(m) * (1.0 - ruff_risk), 0.0
    tricks = lost = 0.0
    for k, p in _splits(len(o), max(unseen, len(o))):
        t, lo = _played_out(m, o, len(o) - k, k, ruff_risk)
        tricks += p * t
        lost += p * lo
    return tricks, lost


def _by_suit(cs: Sequence[Card] | frozenset[Card]) -> dict[str, Ranks]:
    """The ranks of ``cs`` in each suit, ascending."""
    out: dict[str, list[int]] = {s: [] for s in SUITS}
    for c in cs:
        out[c.suit].append(c.rank)
    return {s: tuple(sorted(r)) for s, r in out.items()}


def components(mine: Mapping[str, Ranks], opp: Mapping[str, Ranks], trump: str) -> dict[str, float]:
    """The parts of :func:`estimate_split`: trump tricks, side-suit tricks, ruffs, and (no trump)
    the tricks the defenders can run in suits longer with them than with the attacker."""
    # The two other hands hold 26 cards (during the auction some unseen cards are still in the
    # freelance deck; counting them as in hand keeps the estimate prudent and the cache warm).
    unseen = 2 * 13
    if trump == "NT":
        side = lost = runs = top = 0.0
        for s in SUITS:
            t, lo = _suit_tricks(mine[s], opp[s], 0.0, unseen)
            side += t
            lost += lo
            runs += max(0, (len(opp[s]) + 1) // 2 - len(mine[s]))
            # Tricks cashed without giving up the lead: the top cards, and the rest of the suit
            # in the measure that it is unlikely to lose a round (once it does, the defenders
            # get in and run their own suits).
            high = max(opp[s], default=0)
            sure = sum(1 for r in mine[s] if r > high)
            top += sure + max(0.0, t - sure) * max(0.0, 1.0 - 2.0 * lo)
        return {"trumps": 0.0, "side": side, "ruffs": 0.0, "lost": lost, "runs": runs, "top": top}
    trumps, lost = _suit_tricks(mine[trump], opp[trump], 0.0, unseen)
    n_mine, n_opp = len(mine[trump]), len(opp[trump])
    if n_opp == 0:
        risk = 0.0
    elif n_mine > (n_opp + 1) // 2 and trumps >= 1:
        risk = RISK_CONTROL  # trump control: their trumps can be drawn before the side suits are run
    else:
        risk = RISK_NO_CONTROL
    side = sum(_suit_tricks(mine[s], opp[s], risk, unseen)[0] for s in SUITS if s != trump)
    shortness = sum((2.0, 1.0, 0.3)[len(mine[s])] for s in SUITS if s != trump and len(mine[s]) < 3)
    ruffs = min(lost, shortness)
    return {"trumps": trumps, "side": side, "ruffs": ruffs, "lost": lost, "runs": 0.0, "top": 0.0}


def estimate_split(mine: Mapping[str, Ranks], opp: Mapping[str, Ranks], trump: str) -> float:
    """:func:`estimate` on hands already split by suit (ranks)."""
    c = components(mine, opp, trump)
    if trump == "NT":
        # The sure tricks are cashed first; the rest come only if the defenders, once they get the
        # lead, do not run the suits in which they are longer.
        rest = min(c["side"], 13.0 - c["lost"] - NT_RUNS * c["runs"] * min(1.0, c["lost"]))
        return max(0.0, min(13.0, max(c["top"], rest - NT_BIAS)))
    raw = TRICK_WEIGHT * (c["trumps"] + c["side"]) + RUFF_FACTOR * c["ruffs"]
    return max(0.0, min(13.0, raw - BIAS))


def estimate(hand: Sequence[Card], unseen: Sequence[Card] | frozenset[Card], trump: str) -> float:
    """The tricks ``hand`` should take as attacker with ``trump`` (a suit or ``NT``) against two
    defenders holding the ``unseen`` cards between them.

    >>> from games.cards import cards
    >>> hand = cards("AS KS QS JS TS 9S AH KH AD KD AC KC QC")
    >>> rest = [c for c in standard_pack() if c not in hand]
    >>> estimate(hand, rest, "S") >= 11, estimate(hand, rest, "NT") >= 11
    (True, True)
    >>> weak = cards("7S 6S 5S 4H 3H 2H 8D 7D 6D 5D 4C 3C 2C")
    >>> max(estimate(weak, [c for c in standard_pack() if c not in weak], t) for t in TRUMPS) < 2
    True
    """
    mine, opp = _distinct_mask(hand), _distinct_mask(unseen)
    if mine is None or opp is None:
        return estimate_split(_by_suit(hand), _by_suit(unseen), trump)
    return estimate_masks(mine, opp, trump)


def _distinct_mask(cards: Sequence[Card] | frozenset[Card]) -> int | None:
    """The bit mask of ``cards`` when they are distinct cards of the standard pack, else None."""
    try:
        m: int = sum(map(CARD_BIT.__getitem__, cards))
    except KeyError:
        return None
    # A card twice carries into another bit: fewer bits set than cards.
    return m if m.bit_count() == len(cards) else None


def best_contract(
    hand: Sequence[Card], unseen: Sequence[Card] | frozenset[Card], trumps: Sequence[str] = TRUMPS
) -> tuple[float, str]:
    """The best (estimated tricks, trump) for ``hand`` among ``trumps``."""
    mine, opp = _by_suit(hand), _by_suit(unseen)
    return max((estimate_split(mine, opp, t), t) for t in trumps)


# -- the same count on bit masks -----------------------------------------------------------------

# A card's bit: 13 bits per suit in the order of SUITS (clubs lowest), rank 2 lowest in each.
CARD_BIT: dict[Card, int] = {c: 1 << (13 * SUITS.index(c.suit) + c.rank - 2) for c in FULL_PACK}
FULL_MASK = (1 << 52) - 1
_SUIT = (1 << 13) - 1
# The ranks, ascending, of each 13-bit holding of one suit.
_RANKS: tuple[Ranks, ...] = tuple(tuple(r + 2 for r in range(13) if m >> r & 1) for m in range(1 << 13))
_SHORT = (2.0, 1.0, 0.3, 0.0)  # a side suit's "shortness" (components) by my length, 0 from 3 cards
_UNSEEN = 2 * 13  # components' cards in the two other hands

# A suit's part of the count per (my holding, theirs), 13 bits each (:func:`_suit_row`): tricks
# and rounds lost at no ruff risk, the defenders' runs at no trump, its term of the no-trump "top",
# my length, theirs, its "shortness" as a side suit, and its tricks at RISK_CONTROL and at
# RISK_NO_CONTROL (at the indices _AT_CONTROL and _AT_NO_CONTROL), and the index of the side
# suits' tricks to count when it is trumps (0, _AT_CONTROL or _AT_NO_CONTROL, as _at_suit says).
Row = tuple[float, float, int, float, int, int, float, float, float, int]
_AT_CONTROL, _AT_NO_CONTROL = 7, 8
_ROWS: dict[int, Row] = {}
_ROWS_MAX = 100_000  # rows kept before the cache starts afresh
# The rows per packed pair of holdings (_packed): at most 2**14 - 1, one per sequence of up to 13
# cards, each mine or theirs.
_PACKED: dict[int, Row] = {}
# For each trump suit (index in SUITS), the side suits in order.
_SIDES = ((0, (1, 2, 3)), (1, (0, 2, 3)), (2, (0, 1, 3)), (3, (0, 1, 2)))
_CASH = (1.0 - 0.0, 1.0 - RISK_CONTROL, 1.0 - RISK_NO_CONTROL)  # a winner cashed, by ruff risk


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of ``cards`` (cards of one standard pack)."""
    m = 0
    for c in cards:
        m |= CARD_BIT[c]
    return m


def suit_ranks(mask: int) -> tuple[Ranks, Ranks, Ranks, Ranks]:
    """The ranks, ascending, of the cards of bit mask ``mask`` in each of SUITS."""
    return _RANKS[mask & _SUIT], _RANKS[mask >> 13 & _SUIT], _RANKS[mask >> 26 & _SUIT], _RANKS[mask >> 39 & _SUIT]


def _played_out3(my: Ranks, op: Ranks, longer: int, shorter: int) -> tuple[float, float, float, int]:
    """:func:`_played_out` (ascending ranks) at the three ruff risks 0, RISK_CONTROL and
    RISK_NO_CONTROL at once (the play does not depend on the risk, only what a cashed winner is
    worth): each total takes the same additions in the same order."""
    lo_m, hi_m, lo_o, hi_o = 0, len(my), 0, len(op)
    c0, c1, c2 = _CASH
    t0 = t1 = t2 = 0.0
    lost = 0
    while lo_m < hi_m:
        if lo_o == hi_o or my[hi_m - 1] > op[hi_o - 1]:
            hi_m -= 1
            if shorter == 0:
                t0 += c0
                t1 += c1
                t2 += c2
            else:
                t0 += 1.0
                t1 += 1.0
                t2 += 1.0
            if longer:
                lo_o += 1
                longer -= 1
        else:
            lo_m += 1
            hi_o -= 1
            longer -= 1
            lost += 1
        if shorter:
            lo_o += 1
            shorter -= 1
        if longer < shorter:
            longer, shorter = shorter, longer
    return t0, t1, t2, lost


def _suit_tricks3(m: Ranks, o: Ranks) -> tuple[float, float, float, float]:
    """:func:`_suit_tricks` (``unseen`` 26) at the three ruff risks at once: (tricks at each, rounds lost)."""
    if not m:
        return 0.0, 0.0, 0.0, 0.0
    if not o:
        n = len(m)
        return n * _CASH[0], n * _CASH[1], n * _CASH[2], 0.0
    t0 = t1 = t2 = lost = 0.0
    n_o = len(o)
    for k, p in _splits(n_o, max(_UNSEEN, n_o)):
        a, b, c, lo = _played_out3(m, o, n_o - k, k)
        t0 += p * a
        t1 += p * b
        t2 += p * c
        lost += p * lo
    return t0, t1, t2, lost


def _suit_row(key: int) -> Row:
    """A suit's :data:`Row` for ``key`` = my 13 bits above theirs (as :func:`components` counts it),
    kept in :data:`_ROWS`. The count compares ranks and counts cards, nothing else: the row is that
    of the same holdings with the ranks that neither holds left out (:func:`_packed`), made once
    per such pattern (:data:`_PACKED`)."""
    packed = _packed(key)
    row = _PACKED.get(packed)
    if row is None:
        row = _PACKED[packed] = _count_row(packed)
    if len(_ROWS) >= _ROWS_MAX:
        _ROWS.clear()
    _ROWS[key] = row
    return row


def _packed(key: int) -> int:
    """``key`` (my 13 bits above theirs) with the ranks neither side holds taken out, the others
    moved down in their order: the lowest held rank to bit 0, and so on."""
    mine = key >> 13
    both = mine | key & _SUIT
    m = o = 0
    bit = 1
    while both:
        low = both & -both
        if mine & low:
            m |= bit
        else:
            o |= bit
        bit <<= 1
        both ^= low
    return m << 13 | o


def _count_row(key: int) -> Row:
    """The :data:`Row` of ``key`` counted."""
    mine, opp = _RANKS[key >> 13], _RANKS[key & _SUIT]
    t, t_control, t_no_control, lo = _suit_tricks3(mine, opp)
    high = max(opp, default=0)
    sure = sum(1 for r in mine if r > high)
    top = sure + max(0.0, t - sure) * max(0.0, 1.0 - 2.0 * lo)
    runs = max(0, (len(opp) + 1) // 2 - len(mine))
    short = _SHORT[min(3, len(mine))]
    n_mine, n_opp = len(mine), len(opp)
    if n_opp == 0:
        at = 0
    elif n_mine > (n_opp + 1) // 2 and t >= 1:
        at = _AT_CONTROL
    else:
        at = _AT_NO_CONTROL
    return (t, lo, runs, top, n_mine, n_opp, short, t_control, t_no_control, at)


def _rows(mine: int, opp: int) -> list[Row]:
    rows = []
    for sh in (0, 13, 26, 39):
        key = (mine >> sh & _SUIT) << 13 | (opp >> sh & _SUIT)
        rows.append(_ROWS.get(key) or _suit_row(key))
    return rows


def _row(mine: int, opp: int, suit: int) -> Row:
    """The row of the suit of index ``suit`` (in SUITS) of the holdings ``mine`` and ``opp``."""
    sh = 13 * suit
    key = (mine >> sh & _SUIT) << 13 | (opp >> sh & _SUIT)
    return _ROWS.get(key) or _suit_row(key)


def _at_suit(rows: list[Row], i: int, sides: tuple[int, int, int]) -> float:
    """:func:`estimate_split` with the suit ``SUITS[i]`` as trump, from the suits' rows."""
    row = rows[i]
    trumps, lost, n_mine, n_opp = row[0], row[1], row[4], row[5]
    if n_opp == 0:
        at = 0
    elif n_mine > (n_opp + 1) // 2 and trumps >= 1:
        at = _AT_CONTROL
    else:
        at = _AT_NO_CONTROL
    a, b, c = rows[sides[0]], rows[sides[1]], rows[sides[2]]
    side = sum((a[at], b[at], c[at]))
    # The suits of three or more cards add 0.0 where components leaves them out: the same sum.
    shortness = sum((a[6], b[6], c[6]))
    ruffs = min(lost, shortness)
    raw = TRICK_WEIGHT * (trumps + side) + RUFF_FACTOR * ruffs
    return max(0.0, min(13.0, raw - BIAS))


def _at_nt(rows: list[Row]) -> float:
    """:func:`estimate_split` at no trump, from the suits' rows."""
    side = lost = runs = top = 0.0
    for row in rows:
        side += row[0]
        lost += row[1]
        runs += row[2]
        top += row[3]
    rest = min(side, 13.0 - lost - NT_RUNS * runs * min(1.0, lost))
    return max(0.0, min(13.0, max(top, rest - NT_BIAS)))


def estimates(mine: int, opp: int) -> tuple[float, float, float, float, float]:
    """:func:`estimate_split` for each of :data:`TRUMPS` (C D H S NT), for the hand of bit mask
    ``mine`` against the unseen cards ``opp``: :func:`_at_suit` and :func:`_at_nt` written out
    (the auction asks for this five times per bid), the same operations in the same order."""
    return _estimates_of(_rows(mine, opp))


def _estimates_of(rows: list[Row]) -> tuple[float, float, float, float, float]:
    """:func:`estimates` from the suits' rows, written out: each sum takes the same terms in the
    same order as :func:`_at_suit` and :func:`_at_nt` (none of them is -0.0, so a sum started at
    0 is the sum of its terms)."""
    r0, r1, r2, r3 = rows
    s0, s1, s2, s3 = r0[6], r1[6], r2[6], r3[6]
    s01 = s0 + s1
    at = r0[9]
    clubs = _clipped(r0[0], r1[at] + r2[at] + r3[at], s1 + s2 + s3, r0[1])
    at = r1[9]
    diamonds = _clipped(r1[0], r0[at] + r2[at] + r3[at], s0 + s2 + s3, r1[1])
    at = r2[9]
    hearts = _clipped(r2[0], r0[at] + r1[at] + r3[at], s01 + s3, r2[1])
    at = r3[9]
    spades = _clipped(r3[0], r0[at] + r1[at] + r2[at], s01 + s2, r3[1])
    side = r0[0] + r1[0] + r2[0] + r3[0]
    lost = r0[1] + r1[1] + r2[1] + r3[1]
    runs = r0[2] + r1[2] + r2[2] + r3[2]
    top = r0[3] + r1[3] + r2[3] + r3[3]
    rest = min(side, 13.0 - lost - NT_RUNS * runs * min(1.0, lost))
    return clubs, diamonds, hearts, spades, max(0.0, min(13.0, max(top, rest - NT_BIAS)))


def _best_of(rows: list[Row]) -> float:
    """``max(_estimates_of(rows))``: the clipping to 0..13 keeps the order, so it is the largest
    count before clipping, clipped (each count summed as in :func:`_estimates_of`)."""
    r0, r1, r2, r3 = rows
    s0, s1, s2, s3 = r0[6], r1[6], r2[6], r3[6]
    s01 = s0 + s1
    side = r0[0] + r1[0] + r2[0] + r3[0]
    lost = r0[1] + r1[1] + r2[1] + r3[1]
    rest = min(side, 13.0 - lost - NT_RUNS * (r0[2] + r1[2] + r2[2] + r3[2]) * min(1.0, lost))
    top = r0[3] + r1[3] + r2[3] + r3[3]
    best = top if top >= rest - NT_BIAS else rest - NT_BIAS
    # Each suit as trumps: TRICK_WEIGHT * (trumps + side) + RUFF_FACTOR * ruffs - BIAS.
    at, shortness, lost = r0[9], s1 + s2 + s3, r0[1]
    x = (
        TRICK_WEIGHT * (r0[0] + (r1[at] + r2[at] + r3[at]))
        + RUFF_FACTOR * (shortness if shortness < lost else lost)
        - BIAS
    )
    if x > best:
        best = x
    at, shortness, lost = r1[9], s0 + s2 + s3, r1[1]
    x = (
        TRICK_WEIGHT * (r1[0] + (r0[at] + r2[at] + r3[at]))
        + RUFF_FACTOR * (shortness if shortness < lost else lost)
        - BIAS
    )
    if x > best:
        best = x
    at, shortness, lost = r2[9], s01 + s3, r2[1]
    x = (
        TRICK_WEIGHT * (r2[0] + (r0[at] + r1[at] + r3[at]))
        + RUFF_FACTOR * (shortness if shortness < lost else lost)
        - BIAS
    )
    if x > best:
        best = x
    at, shortness, lost = r3[9], s01 + s2, r3[1]
    x = (
        TRICK_WEIGHT * (r3[0] + (r0[at] + r1[at] + r2[at]))
        + RUFF_FACTOR * (shortness if shortness < lost else lost)
        - BIAS
    )
    if x > best:
        best = x
    return 0.0 if best <= 0.0 else best if best < 13.0 else 13.0


def _clipped(trumps: float, side: float, shortness: float, lost: float) -> float:
    """:func:`_at_suit`'s estimate from its sums: ruffs at most the rounds lost in trumps."""
    ruffs = shortness if shortness < lost else lost  # min(lost, shortness)
    x = TRICK_WEIGHT * (trumps + side) + RUFF_FACTOR * ruffs - BIAS
    return 0.0 if x <= 0.0 else x if x < 13.0 else 13.0  # max(0.0, min(13.0, x))


def estimate_masks(mine: int, opp: int, trump: str) -> float:
    """:func:`estimate_split` for one trump, on bit masks."""
    rows = _rows(mine, opp)
    if trump == "NT":
        return _at_nt(rows)
    i = SUITS.index(trump)
    return _at_suit(rows, i, _SIDES[i][1])


def best_value(mine: int, opp: int) -> float:
    """The best estimate among all trumps (:func:`best_contract`'s number), on bit masks."""
    return max(estimates(mine, opp))


def swap_values(hand: int, unseen: int, up: int, gives: Iterable[int]) -> tuple[float, list[float]]:
    """``best_value(hand, unseen | up)`` and, for the bit ``g`` of each card in ``gives``,
    ``best_value(hand & ~g | up, unseen)`` (the hand with the up card, bit ``up``, swapped in
    for it): a swap changes the rows of two suits at most, the others are read once."""
    rows = _rows(hand, unseen)
    up_suit = (up.bit_length() - 1) // 13
    rows[up_suit] = _row(hand, unseen | up, up_suit)
    now = _best_of(rows)
    with_up = _row(hand | up, unseen, up_suit)
    values = []
    for g in gives:
        give_suit = (g.bit_length() - 1) // 13
        if give_suit == up_suit:
            rows[up_suit] = _row(hand & ~g | up, unseen, up_suit)
            values.append(_best_of(rows))
        else:
            rows[up_suit] = with_up
            kept = rows[give_suit]
            rows[give_suit] = _row(hand & ~g, unseen, give_suit)
            values.append(_best_of(rows))
            rows[give_suit] = kept
    return now, values
