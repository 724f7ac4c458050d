"""Two Way Street: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..core import View
from .facts import (
    TwoWayStreetOptions,
)


@dataclass(frozen=True)
class TwoWayStreetView(View):
    """What one seat knows, beyond the common view fields.

    ``directions`` "high"/"low"/"" and ``marks`` HD/LD/HF/LF per seat are public. ``deck_by`` tells
    for each deck position (top first) which seat buried the card there (-1: never in a hand), a
    public fact; ``deck_known`` the (position, card) pairs this seat buried and that are still in
    the deck; ``known_in_hands`` per seat the cards this seat buried that the seat drew and still
    holds. ``bids`` (duel) shows "secret" for a bid this seat may not see yet.
    """

    options: TwoWayStreetOptions = TwoWayStreetOptions()
    directions: tuple[str, ...] = ()
    forced: tuple[bool, ...] = ()
    marks: tuple[str, ...] = ()
    exchanged: tuple[bool, ...] = ()
    buried_now: int = 0
    deck_by: tuple[int, ...] = ()
    deck_known: tuple[tuple[int, Card], ...] = ()
    known_in_hands: tuple[tuple[Card, ...], ...] = ()
    bids: tuple[str, ...] = ()
    revealed: bool = False
    contract: str = ""
    stronger: int | None = None
    pretricks: tuple[int, ...] = ()
    trick_seats: tuple[int, ...] = ()
    trick_leader: int = 0
    trick_no: int = 0
    led_suit: str | None = None
    tricks_won: tuple[int, ...] = ()
    voids: tuple[frozenset[str], ...] = ()
    records: tuple[Mapping[str, Any], ...] = ()
    winners: tuple[int, ...] = ()
