"""Kalooki: what the opponents' turns have made of their hands, put into each sampled deal.

``game.sample`` deals the cards a seat cannot see uniformly (below what the view proves). But a
player keeps what works towards the contract and discards the rest, turn after turn, so a hand
that has drawn eight times is far closer to the contract than eight random cards: in basic
matches (``BENCHMARKS.md``, "Kalooki: the opponents' turns played again") an opponent that had
drawn 7 to 10 times lacked 0.70 cards of the contract, where the uniformly sampled hands lacked
2.50: in the search's deals nobody is near going out.

:func:`refine` plays each opponent's turns again on the sampled deal: for each card it drew this
deal (from the stock or the pile, called or taken refusing a call), :data:`ROUNDS_PER_DRAW` times
it draws a card from the sampled stock and discards the card basic would
(``basic.shaped_discard_key``, never a joker) among the cards of its hand not publicly known, the discard going
back into the stock where the drawn card was. Nothing the view proves changes: the known cards
stay in their hands, the hands and the stock keep their sizes, and the cards moved are all unseen
by the seat. Seats that have come down play by other rules and are left as dealt.

Not registered in ``ai.kalooki.AI`` (``GameAI.refine``; measured, issue 22): the refined deals put
the opponents' hands as near the contract as the true hands are, but the expert searching them
showed no gain. On the 240 first hands of the standing gap run at 1 s it paid 4.54 penalty points
a hand fewer than without them, 95% interval [-16.17, +6.51] (against the table 3.46 more); over
hands 1 to 9 of 480 positions at 0.2 s, +2.56 of the search's reward (standard error 11.58); with
a fixed 40 deals a decision, 240 positions, -5.62 (12.64). Why, not measured: the search keeps the
judgement's choice unless another is clearly better on the same deals, and the playouts are
basic's, which sheds no heavy card because another seat is near going out.
"""

from __future__ import annotations

import random

from games.cards import Card
from games.core import State, View
from games.kalooki import KalookiState, KalookiView

from .basic import hand_shape, shaped_discard_key
from .fast import natural_discards

# Drawn and discarded again per card an opponent drew this deal. Set so that the sampled hands'
# distance to the contract matches the true hands' in basic matches (30 matches, hands 1 to 3:
# at 1.5, 2.78 against 2.65 for the hands that had drawn at most once, 0.74 against 0.70 for 7 to 10
# draws; at 1.0, 3.02 and 1.01; at 2.0, 2.71 and 0.59).
ROUNDS_PER_DRAW = 1.5
TAKES = ("draw", "call", "refuse")


def draws(view: KalookiView) -> list[int]:
    """The cards each seat has drawn this deal (from the stock or the pile, called, or taken
    refusing a call)."""
    out = [0] * len(view.down)
    for m in view.moves:
        if m.action is not None and m.action.verb in TAKES:
            out[m.seat] += 1
    return out


def refine(view: View, world: State, rng: random.Random) -> None:
    """Play the opponents' turns again on ``world``, a deal sampled for ``view`` (see the module
    docstring). Left as dealt after the stock has been turned over (the stock may then hold only
    the cards turned over)."""
    assert isinstance(view, KalookiView) and isinstance(world, KalookiState)
    stock = world.stock
    if not stock or world.stock_runs:
        return
    need = view.need
    drew = draws(view)
    for s, taken in enumerate(drew):
        if s == view.seat or view.down[s] or not taken:
            continue
        hand = world.hands[s]
        known = list(view.known_in_hand[s])
        for _ in range(round(ROUNDS_PER_DRAW * taken)):
            j = rng.randrange(len(stock))
            x = stock[j]
            full = [*hand, x]
            free = list(full)
            for k in known:
                free.remove(k)
            discards = natural_discards(free)  # basic's discard, as the fast playout makes it
            if not discards:
                continue
            out = min(discards, key=shaped_discard_key(hand_shape(full), need)).args[0]
            if out == x:
                continue
            assert isinstance(out, Card)
            hand.remove(out)
            hand.append(x)
            stock[j] = out
