"""Clubs: values the rules make over and over (a playout makes thousands), made once and kept.

Events and log lines are frozen values, so one made before serves as well as a new one equal to
it: the card moves of every deal, trick and gathering, the lines of the play, the knowledge a
deal starts from (copied for each hand, as the play narrows it in place)."""

from __future__ import annotations

from ..cards import Card
from .facts import PACK, is_auction
from .knowledge import initial_knowledge

_KNOWLEDGE: dict[int | None, tuple[dict[Card, frozenset[str]], ...]] = {}
# Each seat alone, as the cards dealt to it are seen (frozenset({s})).
ONLY = tuple(frozenset({s}) for s in range(3))
# The pack's auction and primary cards, each in the pack's order.
AUCTION_PACK = tuple(c for c in PACK if is_auction(c))
PRIMARY_PACK = tuple(c for c in PACK if not is_auction(c))


def knowledge(opener: int | None) -> list[dict[Card, frozenset[str]]]:
    """``initial_knowledge(opener)``: a copy of its own for the hand to narrow."""
    kept = _KNOWLEDGE.get(opener)
    if kept is None:
        kept = _KNOWLEDGE[opener] = tuple(initial_knowledge(opener))
    return [dict(p) for p in kept]
