"""The basic Kalooki player's measures read from the hand's counts (the playouts' fast path) agree
with their plain definitions (rules "Threes and fours", "Players and Cards"): the cards a hand
lacks for a contract, a card's usefulness, and a discard or a taken card's effect on them."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ai.kalooki import basic
from games.cards import Card
from games.kalooki.facts import _PACK
from games.kalooki.melds import LOW_ACE, SUIT_INDEX, pos_rank

WINDOWS = [[pos_rank(low + j) for j in range(4)] for low in range(LOW_ACE, 12)]


def plain_distance(hand: Sequence[Card], threes: int, fours: int) -> int:
    """The module docstring's definition, card by card."""
    by_rank = [sum(1 for c in hand if c.rank == r) for r in range(15)]
    jokers = sum(1 for c in hand if c.rank == 0)
    lacking = fillable = 0
    needs = sorted(max(0, 3 - by_rank[r]) for r in range(2, 15))[:threes]
    lacking += sum(needs)
    fillable += sum(1 for d in needs if d > 0)
    held = [{c.rank for c in hand if c.rank and SUIT_INDEX[c.suit] == s} for s in range(4)]
    chosen = sorted(min(sum(1 for r in w if r not in h) for w in WINDOWS) for h in held)[:fours]
    lacking += sum(chosen)
    fillable += sum(min(2, d) for d in chosen)
    return lacking - min(jokers, fillable)


def plain_usefulness(c: Card, hand: Sequence[Card]) -> int:
    if c.rank == 0:
        return 10
    same = sum(1 for x in hand if x.rank == c.rank) - 1
    near = 0
    for x in hand:
        if x.rank and x.suit == c.suit and x.rank != c.rank:
            gap = abs(x.rank - c.rank)
            if 14 in (x.rank, c.rank):
                gap = min(gap, abs((1 if x.rank == 14 else x.rank) - (1 if c.rank == 14 else c.rank)))
            near += gap <= 2
    return 2 * same + near


def hands(n: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(_PACK, rng.randint(1, 23)) for _ in range(n)]


def test_distance_from_the_counts_is_the_plain_distance() -> None:
    for hand in hands(2000, 1):
        for threes, fours in ((3, 0), (2, 1), (1, 2), (0, 3), (4, 0), (3, 1), (2, 2), (1, 3), (0, 4)):
            assert basic.distance(hand, threes, fours) == plain_distance(hand, threes, fours)


def test_usefulness_from_the_counts_is_the_plain_usefulness() -> None:
    for hand in hands(1000, 2):
        for c in hand:
            assert basic.usefulness(c, hand) == plain_usefulness(c, hand)


def test_a_taken_card_helps_as_the_plain_distance_says() -> None:
    rng = random.Random(3)
    for hand in hands(1000, 4):
        view_hand = tuple(hand)
        c = rng.choice(_PACK)
        threes, fours = rng.choice([(3, 0), (2, 1), (1, 2), (0, 3), (2, 2)])
        expected = plain_distance([*view_hand, c], threes, fours) < plain_distance(view_hand, threes, fours)
        counts = basic._tally(view_hand)
        assert basic._helps(counts, c, threes, fours) == expected
