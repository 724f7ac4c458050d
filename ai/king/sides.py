"""King's sides for the computer players: which places a seat plays and which play against it.
With three or four players a seat plays its own hand; with two (D-king-8) the non-contractor
plays the two open hands as one side, their points summed, so the cards of the other open hand
are a partner's and the open hands' cards, though seen, are the contractor's opponents'."""

from __future__ import annotations

from games.cards import Card
from games.king import KingView
from games.king.facts import PACK

FULL = frozenset(PACK)


def unseen_cards(view: KingView) -> set[Card]:
    """The cards this seat has not seen: in the other hands, or face down (kitty, discards)."""
    seen: set[Card | None] = set()
    for cs in view.zones.values():
        seen.update(cs)
    return set(FULL.difference(seen))


def their_cards(view: KingView) -> set[Card]:
    """The cards the other side may hold: the unseen ones, and with two players the cards of the
    open hands against this seat (seen, but theirs)."""
    cards = unseen_cards(view)
    if view.players == 2 and view.phase != "choose":
        for q in opponents(view):
            cards.update(c for c in view.zones[f"hand{q}"] if c is not None)
    return cards


def my_places(view: KingView) -> list[int]:
    """The places this seat plays: its own, or with two players (D-king-8) the non-contractor's
    two open hands, played as one side."""
    if view.players != 2:
        return [view.seat]
    return [view.seat] if view.seat == view.contractor else [q for q in (0, 1, 2) if q != view.contractor]


def opponents(view: KingView) -> list[int]:
    """The places playing against this seat this deal."""
    if view.players == 2:
        mine = my_places(view)
        return [q for q in (0, 1, 2) if q not in mine]
    return [s for s in range(view.players) if s != view.seat and s != view.sitting_out]


def partner(view: KingView) -> int | None:
    """The other hand of this seat's side (the two-player non-contractor's), if any."""
    mine = [q for q in my_places(view) if q != view.turn]
    return mine[0] if len(mine) == 1 and len(my_places(view)) == 2 else None


def playing_hand(view: KingView) -> list[Card]:
    """The hand whose turn it is: this seat's, or one of its two open hands (D-king-8)."""
    if view.players == 2 and view.turn is not None:
        return [c for c in view.zones[f"hand{view.turn}"] if c is not None]
    return list(view.hand)
