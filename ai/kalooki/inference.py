"""Kalooki card inference for the expert: how likely a sampled deal makes the opponents'
discards, and their takes and refusals of the discard pile (kalooki.txt, D-kalooki-2, -5).

``game.sample`` deals the cards this seat cannot see uniformly, honouring what the view proves:
the melds laid down, and the cards each seat is known to hold (taken from the pile or called,
``view.known_in_hand``). What the opponents chose says more. A sound player (the basic player,
``ai.kalooki.basic``) works towards the contract:

- it discards the card that works least with the rest of its hand, so a hand that held copies
  of a discarded card's rank, or cards of its suit close to it, is unlikely;
- it takes the top discard (draws it, calls it, or refuses a call by taking it) only when the card
  brings its hand closer to the contract, so the hand that took it holds cards it works with;
- it leaves the top discard (draws from the stock, does not call) when the card does not help.

How much a card works with a hand is the basic player's own measure
(``basic.usefulness``: twice the copies of its rank, plus the cards of its suit within two
ranks). :func:`weight` multiplies, for each opponent that has not come down yet (once down it
plays by other rules, and its melds are public), a factor per choice among its last
:data:`RECENT` choices of each kind (its hand has changed since the earlier ones):
``exp(-DISCARD_WEIGHT * usefulness)`` for a discard, ``1 - exp(-TAKE_WEIGHT * usefulness)``
for a take, ``exp(-LEAVE_WEIGHT * usefulness)`` for a top discard left (calls are scarce: three
a deal, so leaving a card says less). The weight never falls below :data:`FLOOR` (the player may
be a person, or have judged otherwise).

Not registered in ``ai.kalooki.AI`` (measured, issue 22): the true cards of the opponents it reads
are placed in 26.0% of weighted worlds against 25.2% of uniform ones (+0.8 points, 95% interval
+-0.55; 40 positions x 20 worlds), but at 0.2 s the expert's choice did not change in any of 40
duplicate deals (seat 0 the expert with and without it, four basic players): with four candidates
and 15-25 ms playouts the search rarely leaves its judgement there, whatever its worlds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from games.cards import Card
from games.core import State, View
from games.kalooki import KalookiState, KalookiView

from .basic import usefulness

DISCARD_WEIGHT = 0.35
TAKE_WEIGHT = 0.7
LEAVE_WEIGHT = 0.1
RECENT = 4
# A deal is never ruled out entirely: the player may have misjudged (or be a person).
FLOOR = 1e-4
TAKES = ("call", "refuse")


def choices(view: KalookiView) -> dict[int, dict[str, list[Card]]]:
    """Each seat's choices this deal while it had not come down, by kind (``discard``: the cards
    it discarded; ``take``: the top discards it drew, called, or took refusing a call;
    ``leave``: the top discards it left), the latest last."""
    out: dict[int, dict[str, list[Card]]] = {}
    down: set[int] = set()
    top: Card | None = None
    for move in view.moves:
        a, seat = move.action, move.seat
        if a is None:
            continue
        verb = a.verb
        if verb == "down":
            down.add(seat)
            continue
        if verb == "allow":
            top = None  # the caller has the card; the one below is not known here
            continue
        kind: str | None = None
        card = top
        if verb == "discard":
            kind, card, top = "discard", a.card, a.card
        elif verb in TAKES or (verb == "draw" and a.args == ("discard",)):
            kind = "take"
            if verb != "call":  # taken (a call waits for the next player's answer)
                top = None
        elif verb == "pass" or (verb == "draw" and a.args == ("stock",)):
            kind = "leave"
        if kind is None or card is None or seat in down or card.rank == 0:
            continue
        out.setdefault(seat, {}).setdefault(kind, []).append(card)
    return out


def _hand_factor(hand: Sequence[Card], kinds: dict[str, list[Card]]) -> float:
    w = 1.0
    for c in kinds.get("discard", [])[-RECENT:]:
        w *= math.exp(-DISCARD_WEIGHT * usefulness(c, [*hand, c]))
    for c in kinds.get("take", [])[-RECENT:]:
        with_c = hand if c in hand else [*hand, c]
        w *= 1.0 - math.exp(-TAKE_WEIGHT * max(0.5, usefulness(c, with_c)))
    for c in kinds.get("leave", [])[-RECENT:]:
        w *= math.exp(-LEAVE_WEIGHT * usefulness(c, [*hand, c]))
    return w


def weight(view: View, world: State) -> float:
    """The likelihood of the opponents' discards, takes and leaves given their hands in ``world``
    (1 when no opponent that has not come down has chosen anything)."""
    assert isinstance(view, KalookiView) and isinstance(world, KalookiState)
    w = 1.0
    for seat, kinds in choices(view).items():
        if seat == view.seat or view.down[seat]:
            continue
        w *= _hand_factor(world.hands[seat], kinds)
    return max(FLOOR, w)


def informative_seats(view: KalookiView) -> list[int]:
    """The seats whose hands the weight reads (for measuring it)."""
    return [s for s in choices(view) if s != view.seat and not view.down[s]]
