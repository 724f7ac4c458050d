"""King: values the rules make over and over (a playout makes thousands), made once and kept.

Events and log lines are frozen values, so one made before serves as well as a new one equal to
it: the card moves of every deal, trick and gathering, the lines of the play."""

from __future__ import annotations

from ..cards import Card, sort_key
from .facts import PACK

# Each seat alone, as the cards dealt to it are seen (frozenset({s})).
ONLY = tuple(frozenset({s}) for s in range(4))
# The display order of the hands (cards.sort_key), once per card.
_ORDER = {c: sort_key(c) for c in PACK}


def sorted_hand(hand: list[Card]) -> list[Card]:
    """``facts._sorted``: the hand in display order."""
    return sorted(hand, key=_ORDER.__getitem__)
