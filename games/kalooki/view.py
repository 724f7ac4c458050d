"""Kalooki: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View
from .facts import (
    SET_OF_DEALS,
    contract_words,
)
from .melds import (
    Meld,
)

if TYPE_CHECKING:
    from .rules import KalookiState


@dataclass(frozen=True)
class KalookiView(View):
    """What one Kalooki seat knows, beyond the common view fields.

    ``turn`` is the seat whose turn it is (during the calling, the next player); ``asking`` the
    seats still to be asked whether they call (the first is to act); ``melds`` every seat's melds;
    ``pending`` how many of the turn player's last melds belong to an unfinished coming-down;
    ``known_in_hand`` the cards every seat is publicly known to hold (taken from the discard pile,
    called, or taken back from a coming-down, and not yet laid or discarded); ``reshuffled`` the
    cards turned over into the new stock (the stock holds only some of these).
    """

    game_no: int = 1
    contract: str = ""
    cards_dealt: int = 0
    turn: int = 0
    asking: tuple[int, ...] = ()
    caller: int | None = None
    must_draw_stock: bool = False
    melds: tuple[tuple[Meld, ...], ...] = ()
    down: tuple[bool, ...] = ()
    pending: int = 0
    down_this_turn: bool = False
    calls: tuple[int, ...] = ()
    stock_runs: int = 0
    reshuffled: tuple[Card, ...] = ()
    known_in_hand: tuple[tuple[Card, ...], ...] = ()
    records: tuple[Mapping[str, Any], ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def need(self) -> tuple[int, int]:
        """The contract as (threes, fours)."""
        return self.contract.count("3"), self.contract.count("4")


def seat_note(state: KalookiState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    parts = [f"{state.scores[s]} pts", "down" if state.down[s] else "not down"]
    if state.calls[s]:
        parts.append(f"{state.calls[s]} call{'s' if state.calls[s] > 1 else ''}")
    return ", ".join(parts)


def table_note(state: KalookiState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    if state.phase == "over":
        return "The set is over: " + ", ".join(f"seat {w}" for w in state._winners) + " won"
    contract, n = SET_OF_DEALS[state.game_index]
    runs = ", stock turned over once" if state.stock_runs else ""
    return f"Game {state.game_index + 1} of 9: contract {contract} ({contract_words(contract)}), {n} cards{runs}"
