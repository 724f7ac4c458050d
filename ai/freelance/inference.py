"""Freelance card inference for the expert: how likely a sampled deal makes what the opponents
stated in the declaration (rules 26-38).

``game.sample`` deals the unseen cards uniformly, honouring only what the view proves (voids shown
in play, cards taken from the freelance deck). An opponent who stated "9 S" almost surely held
spades, which a uniform deal ignores, and the expert's playouts then defend against an attacker
with three trumps. :func:`weight` scores a sampled deal by the chance that each opponent's hand,
as it was when the declaration was made (its cards now plus those it has played this hand, read
from the view's history), makes the highest statement it made, using the basic player's trick estimate
(``ai.freelance.basic.estimate``) and its spread (``p_make``): a sound player states what it expects
to make. The expert resamples among a few deals in proportion to these weights.
"""

from __future__ import annotations

from games.cards import Card
from games.core import State, View
from games.freelance import FreelanceState, FreelanceView

from .basic import FULL_PACK, estimate, p_make

# A deal is never ruled out entirely: the opponent may have misjudged (or be a person).
FLOOR = 0.02


def _history(view: FreelanceView) -> tuple[dict[int, tuple[int, str]], dict[int, list[Card]]]:
    """Each seat's highest statement this hand (number, trump) and the cards it has played, from
    the view's history of moves."""
    stated: dict[int, tuple[int, str]] = {}
    played: dict[int, list[Card]] = {}
    for move in view.moves:
        action, seat = move.action, move.seat
        if action is None:
            continue
        if action.verb == "state":
            n, trump = action.number, action.words[0]
            if seat not in stated or n > stated[seat][0]:
                stated[seat] = (n, trump)
        elif action.verb == "play" and action.card is not None:
            played.setdefault(seat, []).append(action.card)
    return stated, played


def weight(view: View, world: State) -> float:
    """The likelihood of the opponents' statements given their hands in ``world`` (1 when nobody
    else has stated anything)."""
    assert isinstance(view, FreelanceView) and isinstance(world, FreelanceState)
    stated, played = _history(view)
    public = frozenset(view.discards_seen)
    w = 1.0
    for seat, (n, trump) in stated.items():
        if seat == view.seat:
            continue
        hand = [*world.hands[seat], *played.get(seat, ())]
        unseen = FULL_PACK - frozenset(hand) - public
        w *= max(FLOOR, p_make(estimate(hand, unseen, trump), n))
    return w
