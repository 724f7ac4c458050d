"""Freelance's hand value on bit masks (ai/freelance/value.py) gives the suit-by-suit count's
numbers to the last bit: the auction's swap and the card inference read it, the declaration too."""

from __future__ import annotations

import random

from ai.freelance import value
from games.cards import Card, cards, standard_pack


def test_masks_give_the_same_estimates_as_the_count_by_suit() -> None:
    rng = random.Random(3)
    pack = standard_pack()
    for _ in range(3000):
        rng.shuffle(pack)
        k, u = rng.randint(0, 14), rng.randint(0, 39)
        hand, unseen = pack[:k], pack[k : k + u]
        mine, opp = value._by_suit(hand), value._by_suit(unseen)
        expected = [value.estimate_split(mine, opp, t).hex() for t in value.TRUMPS]
        got = [x.hex() for x in value.estimates(value.mask_of(hand), value.mask_of(unseen))]
        assert got == expected
        assert [value.estimate(hand, unseen, t).hex() for t in value.TRUMPS] == expected


def test_a_card_twice_takes_the_count_by_suit() -> None:
    # Two packs' worth of one card is no bit mask: estimate counts both, as the suit-by-suit count does.
    hand = cards("AS AS KS")
    unseen = cards("QS JS 2H")
    mine, opp = value._by_suit(hand), value._by_suit(unseen)
    assert value.estimate(hand, unseen, "S") == value.estimate_split(mine, opp, "S")
    assert value.estimate(hand, unseen, "S") != value.estimate(cards("AS KS"), unseen, "S")


def _best(hand: list[Card], unseen: list[Card]) -> str:
    mine, opp = value._by_suit(hand), value._by_suit(unseen)
    return max(value.estimate_split(mine, opp, t) for t in value.TRUMPS).hex()


def test_a_swap_weighed_suit_by_suit_gives_the_whole_count() -> None:
    # swap_values reads again only the suits of the card given and the up card taken (the auction's).
    rng = random.Random(4)
    pack = standard_pack()
    for _ in range(400):
        rng.shuffle(pack)
        k, u = rng.randint(1, 14), rng.randint(0, 37)
        hand, up, unseen = pack[:k], pack[k], pack[k + 1 : k + 1 + u]
        gives = [value.CARD_BIT[c] for c in hand]
        now, values = value.swap_values(value.mask_of(hand), value.mask_of(unseen), value.CARD_BIT[up], gives)
        assert now.hex() == _best(hand, [*unseen, up])
        assert [v.hex() for v in values] == [_best([x for x in hand if x != c] + [up], unseen) for c in hand]
