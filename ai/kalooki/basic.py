"""Kalooki, basic level: hand-written play in the manner of a sound player (``kalooki.txt``,
D-kalooki-1..7). It sees only the view and the legal actions.

- Progress (:func:`distance`): how many cards the hand still lacks for the deal's contract. Each
  rank's three lacks ``3 - n`` cards (n natural cards held; a joker may fill one of them), each
  suit's four lacks the missing cards of its fullest window of four (jokers may fill two, never
  side by side); the contract takes the cheapest ranks and suits and the jokers fill what they
  may. Cards wanted by a three and a four at once are counted twice: a fair guess for a basic
  player, and fast.
- Usefulness (:func:`usefulness`): how much a card works with the rest of the hand (copies of
  its rank, cards of its suit close by); jokers are always useful before coming down.
- Draw: the top discard is taken when it brings the contract closer, else the stock. Calls:
  the same test (the extra stock card comes free). Asked to allow a call, the player refuses
  (taking the card) when the card helps, else allows.
- Coming down: as soon as melds are offered; the longest offered meld first (then the heaviest
  in penalty), extra melds while any is offered, then ``down``. The engine offers only melds
  that can still complete the contract, so the plan never gets stuck.
- After coming down: every swap and tack on offered (jokers first, then the heaviest cards),
  then the discard of the heaviest card that is least likely to be tacked on later.
- Discard before coming down: the card whose loss keeps the hand closest to the contract; among
  those, the least useful, heaviest one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from games.actions import Action
from games.cards import Card
from games.core import View
from games.kalooki import KalookiView
from games.kalooki.melds import LOW_ACE, SUIT_INDEX, Meld, penalty, pos_rank
from games.phrases import phrase

_WINDOWS = tuple(tuple(pos_rank(low + j) for j in range(4)) for low in range(LOW_ACE, 12))
_SUIT = SUIT_INDEX


def _counts(hand: Sequence[Card]) -> tuple[list[int], list[int], int]:
    """Natural cards by rank, the ranks held in each suit as a bit mask (bit r for rank r), and the
    number of jokers."""
    by_rank, _, masks, jokers = _tally(hand)
    return by_rank, masks, jokers


def _tally(hand: Sequence[Card]) -> tuple[list[int], list[int], list[int], int]:
    """As :func:`_counts`, with the copies of each natural card too (``copies[15 * suit + rank]``):
    what a card's removal changes, and its usefulness, are read from these without a pass over
    the hand."""
    by_rank = [0] * 15
    copies = [0] * 60
    masks = [0, 0, 0, 0]
    jokers = 0
    for r, suit in hand:
        if r == 0:
            jokers += 1
        else:
            by_rank[r] += 1
            si = _SUIT[suit]
            copies[15 * si + r] += 1
            masks[si] |= 1 << r
    return by_rank, copies, masks, jokers


_FOUR_NEED: dict[int, int] = {}


def _four_need(mask: int) -> int:
    """Cards one suit lacks for a four: the missing ranks of its fullest window of four (at most
    2**15 masks, so every answer is kept)."""
    need = _FOUR_NEED.get(mask)
    if need is None:
        need = _FOUR_NEED[mask] = min(sum(1 for r in w if not mask >> r & 1) for w in _WINDOWS)
    return need


def _distance(by_rank: list[int], masks: list[int], jokers: int, threes: int, fours: int) -> int:
    """:func:`distance` from the hand's counts."""
    full, pairs, singles, needs = _shape(by_rank, masks)
    return _lacking(full, pairs, singles, needs, jokers, threes, fours)


def _shape(by_rank: list[int], masks: list[int]) -> tuple[int, int, int, list[int]]:
    """What the distance reads of a hand: how many ranks it holds three times or more, twice and
    once, and the cards each suit lacks for a four."""
    singles = by_rank.count(1)
    pairs = by_rank.count(2)
    full = 15 - by_rank.count(0) - singles - pairs  # by_rank[0] and by_rank[1] are always 0
    return full, pairs, singles, [_four_need(m) for m in masks]


def _lacking(full: int, pairs: int, singles: int, needs: list[int], jokers: int, threes: int, fours: int) -> int:
    """The distance from a hand's shape (:func:`_shape`). The threes take the cheapest ranks: those
    held three times or more lack nothing, pairs one card, single cards two, the others three."""
    lacking = 0
    fillable = 0
    if threes:  # (conditional expressions rather than min(): this runs for every discard weighed)
        left = threes - full if threes > full else 0
        one = left if left < pairs else pairs
        two = left - one if left - one < singles else singles
        lacking += one + 2 * two + 3 * (left - one - two)
        fillable += left
    if fours:
        for d in sorted(needs)[:fours]:
            lacking += d
            fillable += d if d < 2 else 2
    return lacking - (jokers if jokers < fillable else fillable)


def distance(hand: Sequence[Card], threes: int, fours: int) -> int:
    """Cards still lacking for ``threes`` threes and ``fours`` fours (see the module docstring)."""
    by_rank, masks, jokers = _counts(hand)
    return _distance(by_rank, masks, jokers, threes, fours)


def _near_ranks(r: int) -> tuple[int, ...]:
    """The other ranks within two of ``r`` in a suit, the ace next to the two and to the king."""
    near = []
    for x in range(2, 15):
        gap = abs(x - r)
        if r == 14 or x == 14:
            gap = min(gap, abs((1 if x == 14 else x) - (1 if r == 14 else r)))
        if x != r and gap <= 2:
            near.append(x)
    return tuple(near)


_NEAR = (*((), ()), *(_near_ranks(r) for r in range(2, 15)))


def usefulness(c: Card, hand: Sequence[Card]) -> int:
    """Copies of ``c``'s rank and cards of its suit within two ranks, elsewhere in the hand."""
    if c.rank == 0:
        return 10
    by_rank, copies, _, _ = _tally(hand)
    return _usefulness(c, by_rank, copies)


def _usefulness(c: Card, by_rank: list[int], copies: list[int]) -> int:
    """:func:`usefulness` from the hand's counts (``c`` a natural card of the hand)."""
    r = c.rank
    base = 15 * _SUIT[c.suit]
    return 2 * (by_rank[r] - 1) + sum([copies[base + x] for x in _NEAR[r]])


def _without(hand: Sequence[Card], c: Card) -> list[Card]:
    out = list(hand)
    out.remove(c)
    return out


def helps(view: KalookiView, c: Card) -> bool:
    """Whether taking ``c`` brings this hand closer to the contract."""
    t, f = view.need
    return hand_helps(view.hand, c, t, f)


def hand_helps(hand: tuple[Card, ...], c: Card, threes: int, fours: int) -> bool:
    """:func:`helps` for ``hand`` and the contract's ``threes`` and ``fours``."""
    known = _HAND_SHAPES.get(hand)
    if known is None:
        if len(_HAND_SHAPES) >= HAND_SHAPES_LIMIT:
            _HAND_SHAPES.clear()
        known = _HAND_SHAPES[hand] = hand_shape(hand)
    return _helps_shaped(known[0], known[1], c, threes, fours)


_Counts = tuple[list[int], list[int], list[int], int]
Shaped = tuple[_Counts, tuple[int, int, int, list[int]]]  # a hand's counts and shape (hand_shape)
# hand -> its counts (_tally) and shape (_shape), never changed: a seat asked whether to call
# discard after discard holds the same hand each time, and draws with it.
_HAND_SHAPES: dict[tuple[Card, ...], Shaped] = {}
HAND_SHAPES_LIMIT = 5_000  # keys kept before it starts afresh (BENCHMARKS.md, "A worker's memory")


def _helps(counts: _Counts, c: Card, threes: int, fours: int) -> bool:
    """:func:`helps` from the hand's counts (:func:`_tally`)."""
    return _helps_shaped(counts, _shape(counts[0], counts[2]), c, threes, fours)


def _helps_shaped(counts: _Counts, shape: tuple[int, int, int, list[int]], c: Card, threes: int, fours: int) -> bool:
    """:func:`helps` from the hand's counts and shape: the shape with ``c`` added."""
    by_rank, _, masks, jokers = counts
    full, pairs, singles, needs = shape
    before = _lacking(full, pairs, singles, needs, jokers, threes, fours)
    r = c.rank
    if r == 0:
        return _lacking(full, pairs, singles, needs, jokers + 1, threes, fours) < before
    n = by_rank[r]
    if n == 0:
        singles += 1
    elif n == 1:
        singles, pairs = singles - 1, pairs + 1
    elif n == 2:
        pairs, full = pairs - 1, full + 1
    si = _SUIT[c.suit]
    needs = needs.copy()
    needs[si] = _four_need(masks[si] | 1 << r)
    return _lacking(full, pairs, singles, needs, jokers, threes, fours) < before


def calling_could_help(view: KalookiView, c: Card) -> bool:
    """Whether calling ``c`` would bring this hand closer to the deal's contract (D-kalooki-5): it
    is a joker, or it lowers the number of cards the hand still lacks (:func:`distance`, the
    measure basic plays by). A call that does not only adds the card and a stock card to the
    penalty in hand, and the three calls of a deal are better kept."""
    return c.rank == 0 or helps(view, c)


def needless_call(view: View, legal: Sequence[Action]) -> tuple[Action, str] | None:
    """The answer to a question that has one sensible answer, for a person at the table: asked
    whether to call a discard that calling could not help, pass (with the reason in words)."""
    if not isinstance(view, KalookiView) or {a.verb for a in legal} != {"call", "pass"}:
        return None
    top = _top_discard(view)
    if top is None or calling_could_help(view, top):
        return None
    answer = next(a for a in legal if a.verb == "pass")
    return answer, phrase("calling the {card} could not bring your hand closer to the contract", card=top)


def _top_discard(view: KalookiView) -> Card | None:
    pile = view.zones.get("discard", ())
    return pile[0] if pile else None


def _discard_order(view: KalookiView, discards: Sequence[Action]) -> list[Action]:
    """The discards, the best first."""
    return sorted(discards, key=_discard_key(view))


def _discard_key(view: KalookiView) -> Callable[[Action], tuple[int, ...]]:
    """The order of the discards: a discard's key, the lowest best."""
    return discard_key(view.hand, view.need, view.down[view.seat], view.melds)


def discard_key(
    hand: Sequence[Card], need: tuple[int, int], is_down: bool, table: Sequence[Sequence[Meld]]
) -> Callable[[Action], tuple[int, ...]]:
    """:func:`_discard_key` for ``hand``, the contract ``need`` (threes, fours), whether the seat
    ``is_down``, and the melds it sees on the ``table`` by seat."""
    if is_down:
        # Keep cards that may fit a four's end later; shed the heaviest.
        later: set[tuple[str, int]] = set()
        for melds in table:
            for m in melds:
                if not m.is_three:
                    if m.low - 2 >= LOW_ACE:
                        later.add((m.suit, pos_rank(m.low - 2)))
                    if m.high + 2 <= 14:
                        later.add((m.suit, pos_rank(m.high + 2)))

        def down_key(a: Action) -> tuple[int, int]:
            c = a.card
            assert c is not None
            return (-penalty(c), (c.suit, c.rank) in later)

        return down_key

    return shaped_discard_key(hand_shape(hand), need)


def hand_shape(hand: Sequence[Card]) -> Shaped:
    """The hand's counts (:func:`_tally`) and shape (:func:`_shape`): what the distance, the help
    of a card and the order of the discards before coming down read of it."""
    counts = _tally(hand)
    return counts, _shape(counts[0], counts[2])


def shaped_distance(shaped: Shaped, need: tuple[int, int]) -> int:
    """:func:`distance` from the hand's counts and shape (:func:`hand_shape`)."""
    (_, _, _, jokers), (full, pairs, singles, needs) = shaped
    return _lacking(full, pairs, singles, needs, jokers, need[0], need[1])


def shaped_discard_key(shaped: Shaped, need: tuple[int, int]) -> Callable[[Action], tuple[int, ...]]:
    """The order of the discards before coming down (:func:`_discard_key`), from the hand's
    counts and shape (:func:`hand_shape`)."""
    (by_rank, copies, masks, jokers), (full, pairs, singles, needs) = shaped
    t, f = need

    def key(a: Action) -> tuple[int, int, int]:
        """distance(hand without c), usefulness(c, hand), -penalty(c), from the hand's shape."""
        c = a.args[0]  # a discard's card
        assert isinstance(c, Card)
        r = c.rank
        if r == 0:
            return (_lacking(full, pairs, singles, needs, jokers - 1, t, f), 10, -penalty(c))
        n = by_rank[r]
        si = _SUIT[c.suit]
        base = 15 * si
        without = needs
        if copies[base + r] == 1:  # its suit no longer holds the rank
            without = needs.copy()
            without[si] = _four_need(masks[si] & ~(1 << r))
        if n == 3:
            d = _lacking(full - 1, pairs + 1, singles, without, jokers, t, f)
        elif n == 2:
            d = _lacking(full, pairs - 1, singles + 1, without, jokers, t, f)
        elif n == 1:
            d = _lacking(full, pairs, singles - 1, without, jokers, t, f)
        else:
            d = _lacking(full, pairs, singles, without, jokers, t, f)
        return (d, 2 * (n - 1) + sum([copies[base + x] for x in _NEAR[r]]), -penalty(c))

    return key


def discard_choice(legal: Sequence[Action]) -> list[Action]:
    """The discards of ``legal`` when the choice is only which card to discard (no meld, coming
    down, swap or tack on offered), else nothing."""
    if any(a.verb in ("meld", "down", "swap", "tack") for a in legal):
        return []
    return [a for a in legal if a.verb == "discard"]


def ranked(view: View, legal: Sequence[Action]) -> list[Action]:
    """The discards of ``legal`` in this player's order of preference, the best first (the expert
    weighs the best few against one another); empty when the choice is not a discard."""
    assert isinstance(view, KalookiView)
    return _discard_order(view, discard_choice(legal))


def _meld_key(a: Action) -> tuple[int, int]:
    cards = a.cards
    return (len(cards), sum([penalty(c) for c in cards]))


def _placing_key(a: Action) -> tuple[int, int]:
    c = a.card
    assert c is not None
    return (penalty(c), a.verb == "swap")


def _best(actions: list[Action], key: Callable[[Action], tuple[int, ...]]) -> Action:
    """``max(actions, key=lambda a: (*key(a), str(a)))``, the texts written only for the ties."""
    keys = [key(a) for a in actions]
    top = max(keys)
    tied = [a for a, k in zip(actions, keys, strict=True) if k == top]
    return tied[0] if len(tied) == 1 else max(tied, key=str)


_TAKE = Action("draw", ("discard",))
_STOCK = Action("draw", ("stock",))
_CALL = Action("call")
_PASS = Action("pass")
_REFUSE = Action("refuse")
_ALLOW = Action("allow")


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """One of ``legal`` for the seat whose ``view`` this is."""
    assert isinstance(view, KalookiView)
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    if phase in ("draw", "call", "allow"):
        top = _top_discard(view)
        if phase == "draw":
            if _TAKE in legal and top is not None and helps(view, top):
                return _TAKE
            return _STOCK
        if phase == "call":
            return _CALL if top is not None and helps(view, top) else _PASS
        if _REFUSE in legal and top is not None and helps(view, top):
            return _REFUSE
        return _ALLOW
    # The play: come down, tack on, discard.
    verbs = {a.verb for a in legal}
    if "meld" in verbs:
        melds = [a for a in legal if a.verb == "meld"]
        return _best(melds, _meld_key)
    if "down" in verbs:
        return Action("down")
    placing = [a for a in legal if a.verb in ("swap", "tack")]
    if placing:
        return _best(placing, _placing_key)
    discards = [a for a in legal if a.verb == "discard"]
    if discards:
        return min(discards, key=_discard_key(view))  # the first of _discard_order
    return rng.choice(list(legal))
