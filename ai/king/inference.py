"""King card inference for the expert: how likely a sampled deal makes the contract the
contractor announced (king.txt: "The player to the left from the dealer becomes the contractor
and announces the type of game to play"; D-king-2).

``game.sample`` deals the unseen cards uniformly, honouring what play has proved (voids, the K of
hearts that a No King renounce would have shown, the cards the discards cannot hold). A
contractor who announced No Hearts seldom holds the high hearts, one who announced an award game
with spades trumps holds spades, and a uniform deal ignores both. :func:`weight` scores a sampled
deal by how well the contractor's hand as it was at the announcement (its cards now plus those
it has played: the ten it kept, a close stand-in for the ten it held) fits the game announced,
by the basic player's own valuation (``ai.king.basic.game_value``) measured against what that
game is worth on an average hand (``basic.BASELINE``): a sound contractor announces the game its
hand fits best, so a deal where the announced game fits better is the likelier one.

The fit of the announced game alone is read, not a choice among all the open games (that costs
16 valuations, 1.6 ms a deal, against 0.1 ms): each world draws :data:`ai.expert.INFERENCE_DRAWS`
deals. The weight never falls below :data:`FLOOR` (the contractor may be a person, or have
misjudged). Two-player King (D-king-8) is left uniform.

Not registered in ``ai.king.AI`` (measured, issue 22): it places the cards better, but the expert
does not play better with it. The contractor's true count of its telling cards (the trumps of an
award game with a trump, hearts in No Hearts and No King, aces and kings otherwise) is dealt in
48.4% of weighted worlds against 41.7% of uniform ones (+6.7 points, 95% interval +-2.3; 80
positions x 40 worlds); the duplicate comparison (the same 270 deals, seat 0 the expert at 0.2 s
with and without it, the others basic) gives -0.10 points a hand [-0.78, +0.59], the choice
changing in 16 deals; at 1 s, -2.05 [-4.75, +0.65] over 60 deals (12 changed). Decision by
decision against the true deal (``scripts/search_regret.py king --truth --hands-only --inference
both``, 1 s, the later pruning): it changes none of 67 choices.

The play (:func:`play_weight`, part of :func:`weight`): each card another player chose in the
tricks (D-king-2 to D-king-4; a forced card tells nothing) is replayed on the sampled deal from
the contractor's first lead (``ai.king.fast.misses``), and where the basic player holding that
deal's hand would have played another card the deal's weight is multiplied by :data:`MISS`. On
the deals the basic players really held they play as basic plays in every such choice (King's
fast playout reads what basic reads, to the bit), on sampled deals in about three in four. Not
registered either (measured, issue 22): decision by decision against the true deal
(``scripts/search_regret.py king --phase play --truth --hands-only --inference both --weight
play_weight``, 1 s, the later pruning, 107 positions of the tricks) its regret is 2.439 against
2.902 on uniform deals (the difference -0.463 [-1.164, +0.028]), 4 choices changed, the search taking 763 ms
against 306 (0.15 ms a weight; the search prunes later with it).
"""

from __future__ import annotations

import math

from games.cards import Card
from games.core import State, View
from games.king import KingState, KingView
from games.king.facts import AWARD_GAMES, PACK

from ..game_ai import play_likelihood
from .basic import BASELINE, game_value
from .fast import misses

FULL = frozenset(PACK)
# How sharply the fit (in spreads of the game's value over random hands) separates the deals.
SHARPNESS = 1.5
# A deal is never ruled out entirely: the contractor may have misjudged (or be a person).
FLOOR = 0.02
CAP = 20.0  # exp(3 spreads): one deal should not take every draw
# The factor for each card an opponent chose in the tricks where the basic player, holding its
# hand in the sampled deal, would have played another.
MISS = 0.25


def _announced(view: KingView) -> tuple[int, str, list[Card]] | None:
    """The contractor, the contract's text, and the cards the contractor has played this deal;
    None before the announcement."""
    contract = view.contract
    if contract is None:
        return None
    played: list[Card] = []
    for move in view.moves:
        a = move.action
        if a is not None and move.seat == view.contractor and a.verb == "play" and a.card is not None:
            played.append(a.card)
    return view.contractor, contract, played


def fit(view: KingView, contract: str, hand: list[Card]) -> float:
    """How far above an average hand ``hand`` fits ``contract``, in spreads of that game's value
    over random contractor hands (``basic.BASELINE``)."""
    word = contract.split()[0]
    mean, spread = BASELINE["award" if word in AWARD_GAMES else word]
    unseen = sorted(FULL - frozenset(hand))
    return (game_value(view, contract, hand, unseen) - mean) / spread


def plays(view: KingView) -> list[Card]:
    """This deal's cards played in the tricks so far, in order."""
    return [m.action.card for m in view.moves if m.action is not None and m.action.verb == "play" and m.action.card]


def play_weight(view: View, world: State) -> float:
    """The likelihood of the other players' play so far given their hands in ``world``: :data:`MISS`
    for each of their choices where the basic player would have played another card
    (``ai.king.fast.misses``; with two players too)."""
    assert isinstance(view, KingView) and isinstance(world, KingState)
    others = [s for s in range(view.players) if s != view.seat]
    return play_likelihood(misses, world, plays(view), others, MISS)


def weight(view: View, world: State) -> float:
    """The likelihood of the contractor's announcement and of the other players' play given their
    hands in ``world``."""
    return play_weight(view, world) * announcement_weight(view, world)


def announcement_weight(view: View, world: State) -> float:
    """The likelihood of the contractor's announcement given its hand in ``world`` (1 when this
    seat is the contractor, before the announcement, and with two players)."""
    assert isinstance(view, KingView) and isinstance(world, KingState)
    if view.players == 2 or view.seat == view.contractor:
        return 1.0
    known = _announced(view)
    if known is None:
        return 1.0
    contractor, contract, played = known
    hand = [*world.hands[contractor], *played]
    if len(hand) != 10:  # mid-discard (the contractor holds 12): no view of it acts then
        return 1.0
    z = fit(view, contract, hand)
    return max(FLOOR, min(CAP, math.exp(SHARPNESS * z)))


def informative_seats(view: KingView) -> list[int]:
    """The seats whose hands the weight reads (for measuring it): the contractor's."""
    return [view.contractor] if view.seat != view.contractor else []
