"""Kalooki: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View
from .facts import (
    PLAYERS,
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
    seats still to be asked whether they call (the first is to act); ``melds`` every seat's melds
    this seat has seen; ``pending`` how many of this seat's last melds belong to its unfinished
    coming-down (D-kalooki-3: until ``down`` they are seen by their owner only, so another seat's
    view holds neither them nor their zones, and counts their cards in the owner's hand);
    ``known_in_hand`` the cards every seat is publicly known to hold (taken from the discard pile
    or called, and not yet discarded or shown at ``down``: the same in every view);
    ``reshuffled`` the cards turned over into the new stock (the stock holds only some of these).
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


def seat_view(state: KalookiState, seat: int) -> KalookiView:
    """What ``seat`` sees of ``state``. D-kalooki-3: the melds of an unfinished coming-down are
    seen by their owner only; every other seat sees what it saw before the first of them, their
    cards still in the owner's hand (its size, no zones or melds of theirs)."""
    melds = tuple(tuple(ms) for ms in state.melds)
    t = state.turn
    hidden = state.pending if seat != t else 0
    zones: dict[str, tuple[Card | None, ...]] = {}
    for s in range(PLAYERS):
        zones[f"hand{s}"] = tuple(state.hands[s]) if s == seat else (None,) * len(state.hands[s])
    if hidden:
        zones[f"hand{t}"] += (None,) * sum(len(m.cards) for m in melds[t][-hidden:])
        melds = (*melds[:t], melds[t][:-hidden], *melds[t + 1 :])
    zones["stock"] = (None,) * len(state.stock)
    zones["discard"] = tuple(state.discard[::-1])
    for s in range(PLAYERS):
        for k, m in enumerate(melds[s], 1):
            zones[f"melds{s}.{k}"] = m.cards
    contract, n = SET_OF_DEALS[state.game_index]
    return KalookiView(
        **state.view_fields(seat, zones),
        game_no=state.game_index + 1,
        contract=contract,
        cards_dealt=n,
        melds=melds,
        pending=state.pending if seat == t else 0,
        known_in_hand=tuple(tuple(k) for k in state.known),
        records=tuple(state.records),
        winners=tuple(state._winners),
    )


def seat_note(state: KalookiState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    # The penalty total is on the plate and in the tally beside it: the note says what they do not.
    parts = ["has come down" if state.down[s] else "not down yet"]
    if state.calls[s]:
        parts.append(f"called {'once' if state.calls[s] == 1 else f'{state.calls[s]} times'}")
    return ", ".join(parts)


def table_note(state: KalookiState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    if state.phase == "over":
        return "The set is over: " + ", ".join(f"seat {w}" for w in state._winners) + " won"
    contract, n = SET_OF_DEALS[state.game_index]
    runs = ", stock turned over once" if state.stock_runs else ""
    return f"Game {state.game_index + 1} of 9: contract {contract} ({contract_words(contract)}), {n} cards{runs}"
