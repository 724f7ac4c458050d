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
from collections.abc import Sequence
from functools import cache

from games.actions import Action
from games.cards import Card
from games.core import View
from games.kalooki import KalookiView
from games.kalooki.melds import LOW_ACE, SUIT_INDEX, penalty, pos_rank
from games.phrases import phrase

_WINDOWS = tuple(tuple(pos_rank(low + j) for j in range(4)) for low in range(LOW_ACE, 12))


def _counts(hand: Sequence[Card]) -> tuple[list[int], list[int], int]:
    """Natural cards by rank, the ranks held in each suit as a bit mask (bit r for rank r), and the
    number of jokers."""
    by_rank = [0] * 15
    masks = [0, 0, 0, 0]
    jokers = 0
    for c in hand:
        if c.rank == 0:
            jokers += 1
        else:
            by_rank[c.rank] += 1
            masks[SUIT_INDEX[c.suit]] |= 1 << c.rank
    return by_rank, masks, jokers


@cache
def _four_need(mask: int) -> int:
    """Cards one suit lacks for a four: the missing ranks of its fullest window of four (at most
    2**15 masks, so every answer is kept)."""
    return min(sum(1 for r in w if not mask >> r & 1) for w in _WINDOWS)


def distance(hand: Sequence[Card], threes: int, fours: int) -> int:
    """Cards still lacking for ``threes`` threes and ``fours`` fours (see the module docstring)."""
    by_rank, masks, jokers = _counts(hand)
    lacking = 0
    fillable = 0
    if threes:
        needs = sorted(max(0, 3 - by_rank[r]) for r in range(2, 15))[:threes]
        lacking += sum(needs)
        fillable += sum(1 for d in needs if d > 0)
    if fours:
        chosen = sorted(_four_need(m) for m in masks)[:fours]
        lacking += sum(chosen)
        fillable += sum(min(2, d) for d in chosen)
    return lacking - min(jokers, fillable)


def usefulness(c: Card, hand: Sequence[Card]) -> int:
    """Copies of ``c``'s rank and cards of its suit within two ranks, elsewhere in the hand."""
    if c.rank == 0:
        return 10
    same_rank = sum(1 for x in hand if x.rank == c.rank) - 1
    near = 0
    for x in hand:
        if x.rank and x.suit == c.suit and x.rank != c.rank:
            gap = abs(x.rank - c.rank)
            if c.rank == 14 or x.rank == 14:
                gap = min(gap, abs((1 if x.rank == 14 else x.rank) - (1 if c.rank == 14 else c.rank)))
            if gap <= 2:
                near += 1
    return 2 * same_rank + near


def _without(hand: Sequence[Card], c: Card) -> list[Card]:
    out = list(hand)
    out.remove(c)
    return out


def helps(view: KalookiView, c: Card) -> bool:
    """Whether taking ``c`` brings this hand closer to the contract."""
    t, f = view.need
    hand = list(view.hand)
    return distance([*hand, c], t, f) < distance(hand, t, f)


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
    hand = list(view.hand)
    t, f = view.need
    if view.down[view.seat]:
        # Keep cards that may fit a four's end later; shed the heaviest.
        later: set[tuple[str, int]] = set()
        for melds in view.melds:
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

        return sorted(discards, key=down_key)

    def key(a: Action) -> tuple[int, int, int]:
        c = a.card
        assert c is not None
        return (distance(_without(hand, c), t, f), usefulness(c, hand), -penalty(c))

    return sorted(discards, key=key)


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


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """One of ``legal`` for the seat whose ``view`` this is."""
    assert isinstance(view, KalookiView)
    if len(legal) == 1:
        return legal[0]
    verbs = {a.verb for a in legal}
    top = _top_discard(view)
    if view.phase == "draw":
        take = Action("draw", ("discard",))
        if take in legal and top is not None and helps(view, top):
            return take
        return Action("draw", ("stock",))
    if view.phase == "call":
        if top is not None and helps(view, top):
            return Action("call")
        return Action("pass")
    if view.phase == "allow":
        refuse = Action("refuse")
        if refuse in legal and top is not None and helps(view, top):
            return refuse
        return Action("allow")
    # The play: come down, tack on, discard.
    if "meld" in verbs:
        melds = [a for a in legal if a.verb == "meld"]
        return max(melds, key=lambda a: (len(a.cards), sum(penalty(c) for c in a.cards), str(a)))
    if "down" in verbs:
        return Action("down")
    placing = [a for a in legal if a.verb in ("swap", "tack")]
    if placing:
        return max(placing, key=lambda a: (penalty(a.cards[0]), a.verb == "swap", str(a)))
    discards = [a for a in legal if a.verb == "discard"]
    if discards:
        return _discard_order(view, discards)[0]
    return rng.choice(list(legal))
