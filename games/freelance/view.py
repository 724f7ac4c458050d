"""Freelance: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..core import View


@dataclass(frozen=True)
class FreelanceView(View):
    """What one Freelance seat knows, beyond the common view fields."""

    tokens: tuple[int, ...] = ()
    round_no: int = 0
    round_leader: int = 0
    leading_bid: int = 0
    leading_bidder: int | None = None
    passed: tuple[bool, ...] = ()
    statements: tuple[str, ...] = ()
    first_trump: tuple[str | None, ...] = ()
    leading_statement: tuple[int, str, int] | None = None
    contract: tuple[int, str, int] | None = None
    trick_seats: tuple[int, ...] = ()
    trick_leader: int = 0
    tricks_won: tuple[int, ...] = ()
    voids: tuple[frozenset[str], ...] = ()
    known_in_hand: tuple[tuple[Card, ...], ...] = ()
    discards_seen: tuple[Card, ...] = ()
    records: tuple[Mapping[str, Any], ...] = ()
    winners: tuple[int, ...] = ()
    draw_text: str = ""
