"""Two Way Street card inference for the expert: how likely a sampled deal makes the
declarations the opponents chose (two_way_street.txt 2b, D-tws-3).

``game.sample`` deals the cards this seat cannot see uniformly, honouring what the view proves
(voids, the cards this seat buried, who buried each deck card). A player who declared high of
their own choice (not forced) holds the jokers and top cards that take tricks; one who declared
low holds few of them; a uniform deal ignores both. :func:`weight` scores a sampled deal by the
chance that each opponent who declared (forced players chose nothing) would make its declaration
with its hand in that deal, by the basic player's own reckoning (``ai.two_way_street.basic``:
the tricks the hand takes as high against those it cannot avoid as low, after the exchange,
given the declarations made before it; ``DECLARE_BIAS``), turned into a chance by a logistic of
width :data:`SPREAD` tricks. The hand read is the opponent's cards now plus those it has played
(the ten it kept after the exchange, a stand-in for the ten it declared with), valued as it
values them now. The weight never falls below :data:`FLOOR` (the player may be a person, or have
misjudged). The duel (D-tws-6, two players) is left uniform.

Not registered in ``ai.two_way_street.AI`` (measured, issue 22): the declarers' true count of
jokers, aces and kings is dealt in 36.6% of weighted worlds against 33.8% of uniform ones (+2.8
points, 95% interval +-1.7; 80 positions x 40 worlds), but the duplicate comparison (seat 0 the
expert with and without it, the others basic, the same deals) gives +0.04 points a hand [-0.08,
+0.16] over 100 deals at 0.2 s (4 changed) and +0.08 [-0.53, +0.69] over 50 deals at 1 s (13
changed); decision by decision against the true deal (``scripts/search_regret.py
two_way_street --truth --hands-only --inference both``, 1 s, the later pruning) it changes 5 of 74
choices, its regret +0.011 points [-0.003, +0.033] against uniform deals, with 136 worlds a
search against 204. It is also the dearest weight here (0.4 ms early in the hand, several ms once the
declarations and exchanges are all read: a Table built from the opponent's view of the deal).

The play (:func:`play_weight`, part of :func:`weight`): each card an opponent chose in the tricks
(rule 2c; a forced card tells nothing) is replayed on the sampled deal from the first lead
(``ai.two_way_street.replay.misses``), and where the basic player holding that deal's hand would
have played otherwise the deal's weight is multiplied by :data:`MISS`. On the deals the basic
players really held they play as basic plays in 99% of such choices, on sampled deals in 56%.
Not registered either (measured, issue 22): decision by decision against the true deal
(``scripts/search_regret.py two_way_street --phase play --truth --hands-only --inference both
--weight play_weight``, 1 s, the later pruning, 131 positions of the tricks) its regret is 0.406
against 0.414 on uniform deals (the difference -0.008 [-0.063, +0.052]), 10 choices changed, at 173 worlds a
search against 289 (0.6 ms a weight).
"""

from __future__ import annotations

import math
from collections import Counter

from games.actions import Action
from games.cards import Card
from games.core import State, View
from games.two_way_street import TwoWayStreetState, TwoWayStreetView
from games.two_way_street.facts import LOW_BASE

from ..game_ai import play_likelihood
from .basic import DECLARE_BIAS, TRICK_MODEL, Table, estimates
from .replay import misses

# The width of the logistic, in raw points (tricks) of high over low.
SPREAD = 0.4
# The factor for each card an opponent kept that the basic exchange would have buried before one
# it did bury (the two cards drawn after burying make a few of these in any deal).
BURY_MISS = 0.5
# A deal is never ruled out entirely: the declarer may have misjudged (or be a person).
FLOOR = 0.02
# The factor for each play of an opponent in the tricks where the basic player, holding its hand
# in the sampled deal, would have played another.
MISS = 0.25


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def declarations(view: TwoWayStreetView) -> list[tuple[int, str, int]]:
    """The declarations chosen this hand, in order: (seat, "high"/"low", how many of the seats
    declared before it went high)."""
    out: list[tuple[int, str, int]] = []
    highs = 0
    for move in view.moves:
        a = move.action
        if a is None or a.verb != "declare":
            continue
        out.append((move.seat, str(a.args[0]), highs))
        highs += a.args[0] == "high"
    return out


def _played(view: TwoWayStreetView) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for move in view.moves:
        a = move.action
        if a is not None and a.verb == "play" and a.card is not None:
            out.setdefault(move.seat, []).append(a.card)
    return out


def p_high(world: TwoWayStreetState, seat: int, hand: list[Card], highs_before: int, before: int) -> float:
    """The chance that ``seat`` declares high with ``hand``, ``highs_before`` of the ``before``
    seats declared ahead of it having gone high (``basic._declare`` made smooth)."""
    table = Table(world.view(seat))  # type: ignore[arg-type]
    table.hand = hand
    table.lengths = Counter(c.suit for c in hand)
    table._values = {}
    n = table.n
    high_est, low_est = estimates(table)
    other_highs = highs_before + (n - 1 - before) / 2
    (ah, bh, ch), (al, bl, cl) = TRICK_MODEL[n]
    raw_high = ah * high_est + bh * other_highs + ch
    raw_low = LOW_BASE[n] - (al * low_est + bl * other_highs + cl)
    return _sigmoid((raw_high - raw_low - DECLARE_BIAS) / SPREAD)


def _danger_key(c: Card) -> tuple[int, int]:
    """The order a low player buries in (``basic._bury``: jokers and top cards first), by rank."""
    return (1, 0) if c.is_joker else (0, c.rank)


def bury_misses(world: TwoWayStreetState, seat: int, direction: str, kept: list[Card]) -> int:
    """How many of the cards ``seat`` kept the basic exchange would have buried before one it
    buried (D-tws-2, ``basic._bury``): low buries its most dangerous cards, high its lowest."""
    buried = [c for c, b in zip(world.deck, world.deck_by, strict=True) if b == seat]
    if not buried:
        return 0
    if direction == "low":
        least = min(_danger_key(c) for c in buried)
        return sum(1 for c in kept if _danger_key(c) > least)
    ranks = [c.rank for c in buried if not c.is_joker]
    if not ranks:
        return 0
    top = max(ranks)
    return sum(1 for c in kept if not c.is_joker and c.rank < top)


def plays(view: TwoWayStreetView) -> list[tuple[int, Action]]:
    """This hand's plays in the tricks so far, with their seats, in order."""
    return [(m.seat, m.action) for m in view.moves if m.action is not None and m.action.verb == "play"]


def play_weight(view: View, world: State) -> float:
    """The likelihood of the opponents' play so far given their hands in ``world``: :data:`MISS`
    for each of their choices where the basic player would have played otherwise
    (``ai.two_way_street.replay.misses``; in the duel too)."""
    assert isinstance(view, TwoWayStreetView) and isinstance(world, TwoWayStreetState)
    others = [s for s in range(view.players) if s != view.seat]
    return play_likelihood(misses, world, plays(view), others, MISS)


def weight(view: View, world: State) -> float:
    """The likelihood of the opponents' chosen declarations and of their play given their hands in
    ``world`` (1 when no opponent has declared or played; in the duel the play only)."""
    assert isinstance(view, TwoWayStreetView) and isinstance(world, TwoWayStreetState)
    w = play_weight(view, world)
    if view.players == 2:
        return w
    return w * declaration_weight(view, world)


def declaration_weight(view: TwoWayStreetView, world: TwoWayStreetState) -> float:
    """The likelihood of the opponents' chosen declarations and burials given their hands in
    ``world`` (1 when no opponent has declared)."""
    played = _played(view)
    w = 1.0
    for k, (seat, direction, highs) in enumerate(declarations(view)):
        if seat == view.seat:
            continue
        hand = [*world.hands[seat], *played.get(seat, ())]
        p = p_high(world, seat, hand, highs, k)
        w *= max(FLOOR, p if direction == "high" else 1.0 - p)
    for seat, direction in enumerate(view.directions):
        if seat != view.seat and direction and view.exchanged[seat]:
            kept = [*world.hands[seat], *played.get(seat, ())]
            w *= BURY_MISS ** bury_misses(world, seat, direction, kept)
    return max(w, FLOOR * FLOOR)


def informative_seats(view: TwoWayStreetView) -> list[int]:
    """The seats whose hands the weight reads (for measuring it)."""
    return [s for s, _, _ in declarations(view) if s != view.seat]
