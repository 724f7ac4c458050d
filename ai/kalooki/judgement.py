"""Kalooki, the expert's own judgement: the action its search starts from (``kalooki.txt``,
D-kalooki-1..7).

The search keeps this choice unless another action is clearly better on the same sampled deals,
and a Kalooki deal played out cost 15 to 25 ms when this was written (about 1 ms on the fast
playout since, ``ai/kalooki/fast.py``), so at one second the search saw only a few dozen deals a
decision: most of the expert's play is this judgement. It is basic's play except
for the discards before coming down (rules "Threes and fours", "Players and Cards", "End of the
play and scoring"), measured against four basic seats over 1000 matches (``BENCHMARKS.md``):

- Chances first. Among the discards that keep the hand as close to the contract, basic sheds the
  least useful card; here the discard that leaves the most unseen cards able to bring the
  contract closer (:func:`outs`) comes first. A Kalooki deal is a race: about half end with a
  player laying the whole contract at once and bending the table, and nine tenths of the penalty
  is paid by players who had not come down. This raised the seat's win rate from 20.6% to 24.7%
  (standard error 1.4) and lowered its penalty against the others' mean by 57 points a match.
- Then weight. Between discards with the same chances, each point of penalty counts against a
  card's usefulness at :data:`PENALTY_WEIGHT` (alone, without the chances: 34 points a match
  lower, standard error 10).

Tried the same way and left out, none of them better: calling fewer times (at most one call a
deal: 280 points a match worse), calling or taking the discard for a card that only pairs with the
hand (43 and 10 points worse or no better), keeping back cards of a rank the next player took from
the discard pile, shedding heavy cards at some cost in progress once others are down, refusing every
call, keeping back a coming-down to bend the table later (at most 1 or 2 cards left over: no
better; up to 6: 60 points worse), shedding after coming down the cards no four can reach first,
and weighing chances against usefulness rather than before it. Later, paired by deal
(``scripts/judgement_vs_basic.py --paired-with``): no call while another seat is down with at most
3 or 6 cards (86 and 125 points a match worse: a call that helps pays even then), keeping back the
ranks another seat is known to hold (52 worse), the lighter card before the chances once another
seat is down (19 worse), and a weight of 1.0 (19 better on the first 1000 deals, 5.5 on the next
1000, within chance).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from games.actions import Action
from games.cards import Card
from games.core import View
from games.kalooki import GAME, KalookiView
from games.kalooki.melds import penalty

from . import basic

PENALTY_WEIGHT = 0.5  # usefulness (copies of the rank, near cards of the suit) per penalty point


def outs(hand: Sequence[Card], threes: int, fours: int, pool: Counter[Card]) -> int:
    """Unseen copies of the cards that would bring ``hand`` closer to the contract: the chances
    a draw has of making progress."""
    d = basic.distance(hand, threes, fours)
    if d == 0:
        return 0
    hand = list(hand)
    return sum(k for c, k in pool.items() if basic.distance([*hand, c], threes, fours) < d)


def _discard_order(view: KalookiView, discards: Sequence[Action]) -> list[Action]:
    """The discards, the best first."""
    if view.down[view.seat]:
        return basic._discard_order(view, discards)
    hand = list(view.hand)
    threes, fours = view.need
    pool = GAME.unseen(view)

    def key(a: Action) -> tuple[int, int, float, int]:
        c = a.card
        assert c is not None
        rest = basic._without(hand, c)
        return (
            basic.distance(rest, threes, fours),
            -outs(rest, threes, fours, pool),
            basic.usefulness(c, hand) - PENALTY_WEIGHT * penalty(c),
            -penalty(c),
        )

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
