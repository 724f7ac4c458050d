"""King: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..core import View
from .facts import (
    KingChart,
    KingOptions,
)


@dataclass(frozen=True)
class KingView(View):
    """What one King seat knows, beyond the common view fields.

    ``contract`` is the chosen game's text (``no-hearts``, ``award H``, ``misere``), ``game_key``
    its word (``no-hearts``, ``award``, ``misere``), ``contract_name`` its display name.
    ``voids`` and ``lacks`` are what play has proved about each hand (suits it cannot hold; cards
    it cannot hold, the K of hearts in No King). ``kitty_shown`` the kitty cards shown under SK.
    ``points`` each seat's penalty or award so far in this deal; ``penalty_left`` the penalty
    cards not yet taken in a card-penalty game.
    """

    options: KingOptions = KingOptions()
    contractor: int = 0
    sitting_out: int | None = None
    deals_total: int = 0
    game_key: str | None = None
    contract: str | None = None
    contract_name: str = ""
    trump: str | None = None
    trick_seats: tuple[int, ...] = ()
    trick_leader: int = 0
    tricks_played: int = 0
    tricks_taken: tuple[int, ...] = ()
    points: tuple[int, ...] = ()
    penalty_left: int = 0
    hearts_played: bool = False
    voids: tuple[frozenset[str], ...] = ()
    lacks: tuple[frozenset[Card], ...] = ()
    kitty_shown: tuple[Card, ...] = ()
    chart: KingChart | None = None
    records: tuple[Mapping[str, Any], ...] = ()
    winners: tuple[int, ...] = ()
    draw_text: str = ""
