"""Kalooki, the expert's own judgement: the action its search starts from (``kalooki.txt``,
D-kalooki-1..7).

The search keeps this choice unless another action is clearly better on the same sampled deals,
and a Kalooki deal played out costs 15 to 25 ms, so at one second the search sees only a few
dozen deals a decision: most of the expert's play is this judgement. It is basic's play except
for one thing, measured against four basic seats over 1000 matches (``BENCHMARKS.md``):

- Discards before coming down (rules "Players and Cards", "End of the play and scoring"): among
  the discards that keep the hand as close to the contract, basic sheds the least useful card and
  weighs penalty only between equally useful ones; here each point of penalty counts against a
  card's usefulness at :data:`PENALTY_WEIGHT`. Against four basic seats this lowered the seat's
  penalty against the others' mean by 34 points a match (standard error 10).

Tried the same way and left out, none better than basic: calling fewer times (at most one call a
deal: 280 points a match worse), calling or taking the discard for a card that only pairs with the
hand (43 and 10 points worse or no better), keeping back cards of a rank the next player took from
the discard pile, and shedding heavy cards at some cost in progress once others are down.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.actions import Action
from games.core import View
from games.kalooki import KalookiView
from games.kalooki_melds import penalty

from . import basic_kalooki as basic

PENALTY_WEIGHT = 0.5  # usefulness (copies of the rank, near cards of the suit) per penalty point


def _discard_order(view: KalookiView, discards: Sequence[Action]) -> list[Action]:
    """The discards, the best first."""
    if view.down[view.seat]:
        return basic._discard_order(view, discards)
    hand = list(view.hand)
    threes, fours = view.need

    def key(a: Action) -> tuple[int, float, int]:
        c = a.card
        assert c is not None
        progress = basic.distance(basic._without(hand, c), threes, fours)
        return (progress, basic.usefulness(c, hand) - PENALTY_WEIGHT * penalty(c), -penalty(c))

    return sorted(discards, key=key)


def ranked(view: View, legal: Sequence[Action]) -> list[Action]:
    """The discards of ``legal`` in this player's order, the best first (the expert weighs the best
    few against one another); empty when the choice is not a discard."""
    assert isinstance(view, KalookiView)
    return _discard_order(view, basic.discard_choice(legal))


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """One of ``legal`` for the seat whose ``view`` this is: basic's, but for the discards."""
    assert isinstance(view, KalookiView)
    if len(legal) == 1:
        return legal[0]
    order = ranked(view, legal) if view.phase == "play" else []
    if order:
        return order[0]
    return basic.choose(view, legal, rng)
