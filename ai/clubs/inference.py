"""Clubs card inference for the expert: how likely a sampled deal makes the bids the opponents
made in the auction (clubs.txt ¶21-29, D-clubs-2..5) and the cards they chose in the tricks
(¶35-39).

``game.sample`` deals the cards this seat cannot see wherever ``view.possible`` allows (voids,
handicap discards, the passes it took part in), uniformly. The auction says more: the Ten of
Spades opens by force (D-clubs-2), but every later bid is a choice, and a sound player bids only
with a hand that expects the contract's seven tricks after the chest and the handicaps of all its
bids (the basic player's own test: ``ai.clubs.basic.bid_worth`` at least ``BID_THRESHOLD``).
:func:`weight` scores a sampled deal by the chance that each opponent's hand backs its last
chosen bid (the harshest handicap it accepted), a logistic of the worth above the threshold:

- an opponent that did not win the auction: its primary cards now plus those it has played (the
  ten it held, but for the one card passed before play), valued as the basic player values a
  bid, over the same random chests (a fixed seed: the weight is a function of view and deal);
- the auction's winner once it has taken the chest: the tricks its hand as played expects
  (``basic.estimate`` of its primary cards now plus those it has played, the handicaps resolved).

Passes are not read: nine hands in ten pass whatever they hold (a random hand expects 4.8 tricks
with the chest, sd 1.0), so a pass tells almost nothing. The weight never falls below
:data:`FLOOR` (the bidder may be a person, or have misjudged).

The play says more (:func:`play_weight`): each card an opponent chose in the tricks (¶35-39; a
card it had to play tells nothing) is replayed on the sampled deal from the first lead, and where
the basic player holding that deal's hand would have played another card
(``ai.clubs.fast.misses``) the deal's weight is multiplied by :data:`MISS`. On the deals the basic
players really held, they play as basic plays in all but 3 of 730 such choices (their real
knowledge holds facts a sampled state leaves out); on sampled deals one choice in five is another
card. So a deal that explains the play is kept over one that does not; a person who plays
otherwise costs every deal alike, so no deal is ruled out. One weight costs about 0.2 ms.

Not registered (measured, issue 22), for the two measures disagree and the one that counts does
not show it:

- decision by decision against the true deal (``scripts/search_regret.py clubs --phase play
  --truth --hands-only --inference both --weight play_weight``, 107 positions of the tricks, 1 s,
  the later pruning): the expert's regret 2.26 points with it against 3.52 on uniform deals (the
  difference -1.26 [-2.55, -0.27]), 8 choices of 107 changed; with 20 draws a world instead of 6,
  2.31 against 3.88, at twice the time a search. That yardstick plays every seat on by basic,
  the expert's own later choices too, so it favours whatever brings the search's worlds nearer
  the true deal;
- over whole hands (``python -m ai.arena duplicate --game clubs --players 3 --seat0
  basic,expert:1:pool --hands 160 --seed 2 --json`` with and without it, paired deal by deal by
  ``scripts/paired_runs.py``): -1.09 points a hand [-2.94, +0.50], 37 of 160 deals changed, the
  expert's think median 150 ms against 55 (p95 at the budget both); and the open-hand gap
  (``gap --budget 1 --pool --hands 80``) 0.25 [0.01, 0.53] of it closed on seed 3 (0.22 without)
  and 0.48 [0.34, 0.65] on seed 2 (0.52 without).

The auction's part (:func:`weight` reads bids and play together) is not registered either
(measured, issue 22): a bid of choice comes in about one hand in twenty, and the duplicate comparison (the same 100
deals, seat 0 the expert at 0.2 s with and without it, the others basic) gives -0.30 points a hand
[-0.64, +0.04], the play changing in 3 deals (each by one trick, against); decision by decision
against the true deal (``scripts/search_regret.py clubs --truth --hands-only --inference both``,
1 s, the later pruning) it changes none of 67 choices. The bidder's true count of trumps and
nines is dealt in 44.2% of weighted worlds against 37.1% of uniform ones (+7.1 points, 95%
interval +-3.0; 40 positions with a bid of choice, x 40 worlds).
"""

from __future__ import annotations

import math
import random

from games.cards import Card
from games.clubs import ClubsState, ClubsView
from games.clubs.facts import JOKER, PRIMARY_CARDS, is_auction
from games.core import State, View

from ..game_ai import play_likelihood
from .basic import BID_THRESHOLD, JOKER_THRESHOLD, bid_worth, estimate
from .fast import misses

PRIMARY = frozenset(PRIMARY_CARDS)
# The spread of the logistic, in tricks (a random hand's worth has a standard deviation of 1.0).
SPREAD = 0.7
# A deal is never ruled out entirely: the bidder may have misjudged (or be a person).
FLOOR = 0.02
# The factor for each card an opponent played in the tricks where the basic player, holding its
# hand in the sampled deal, would have played another.
MISS = 0.25


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def chosen_bids(view: ClubsView) -> dict[int, list[Card]]:
    """Each seat's bids in order, for the seats that made a bid of their own choice (every bid
    but the forced opening Ten of Spades, D-clubs-2)."""
    bids: dict[int, list[Card]] = {}
    chose: set[int] = set()
    for k, (seat, card) in enumerate(view.auction):
        if card is None:
            continue
        bids.setdefault(seat, []).append(card)
        if k > 0:
            chose.add(seat)
    return {s: b for s, b in bids.items() if s in chose}


def _played(view: ClubsView, seat: int) -> list[Card]:
    out: list[Card] = []
    for move in view.moves:
        a = move.action
        if a is not None and move.seat == seat and a.verb == "play" and a.card is not None:
            out.append(a.card)
    return out


def worth(view: ClubsView, world: ClubsState, seat: int, bids: list[Card]) -> float:
    """The tricks ``seat``'s hand in ``world`` expects as declarer with ``bids`` made: before the
    chest, as the basic player values a bid; after it (the auction's winner), its hand as played."""
    primary = [c for c in world.hands[seat] if not is_auction(c)] + _played(view, seat)
    if seat == view.winner and len(primary) > 10:
        return estimate(primary, PRIMARY - frozenset(primary))
    primary = primary[:10]
    unseen = [c for c in PRIMARY_CARDS if c not in primary]
    return bid_worth(primary, bids, unseen, random.Random(0))


def plays(view: ClubsView) -> list[tuple[int, Card]]:
    """This hand's cards played in the tricks so far, with their seats, in order."""
    return [
        (m.seat, m.action.card)
        for m in view.moves
        if m.action is not None and m.action.verb == "play" and m.action.card is not None
    ]


def play_weight(view: View, world: State) -> float:
    """The likelihood of the opponents' play so far given their hands in ``world``: :data:`MISS`
    for each of their choices where the basic player would have played another card
    (``ai.clubs.fast.misses``)."""
    assert isinstance(view, ClubsView) and isinstance(world, ClubsState)
    return play_likelihood(misses, world, plays(view), [s for s in range(3) if s != view.seat], MISS)


def weight(view: View, world: State) -> float:
    """The likelihood of the opponents' chosen bids and of their play given their hands in
    ``world`` (1 when no opponent has chosen to bid or played a card)."""
    assert isinstance(view, ClubsView) and isinstance(world, ClubsState)
    w = play_weight(view, world)
    for seat, bids in chosen_bids(view).items():
        if seat == view.seat:
            continue
        threshold = JOKER_THRESHOLD if bids[-1] == JOKER else BID_THRESHOLD
        w *= max(FLOOR, _sigmoid((worth(view, world, seat, bids) - threshold) / SPREAD))
    return w


def informative_seats(view: ClubsView) -> list[int]:
    """The seats whose hands the weight reads (for measuring it)."""
    return [s for s in chosen_bids(view) if s != view.seat]
