"""Two Way Street: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import SUIT_NAMES, Card
from ..core import View, count
from .facts import (
    TRICKS,
    TwoWayStreetOptions,
)

if TYPE_CHECKING:
    from .rules import TwoWayStreetState


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


def mark(state: TwoWayStreetState, s: int) -> str:
    """D-tws-3: HD, LD, HF, LF on the score sheet."""
    if not state.directions[s]:
        return ""
    return state.directions[s][0].upper() + ("F" if state.forced[s] else "D")


def bid_text(state: TwoWayStreetState, s: int, seat: int) -> str:
    bid = state.bids[s]
    if bid is None:
        return ""
    if s == state.dealer and not state.revealed and seat != s:
        return "secret"
    return f"{bid[0]} {bid[1]}"


# The sheet's marks (D-tws-3) as the seat plates say them: people read "high", not "HD".
NOTE_WAYS = {"HD": "high", "LD": "low", "HF": "high (forced)", "LF": "low (forced)"}


def seat_note(state: TwoWayStreetState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    parts: list[str] = []
    if state.duel:
        if state.phase == "bid":
            text = bid_text(state, s, -1)
            parts.append(f"bid {text}" if text else "to bid")
        elif state.contract is not None:
            parts.append(f"{state.contract[0]}")
            if state.pretricks[s]:
                parts.append(f"{state.pretricks[s]} pre-tricks")
    else:
        m = mark(state, s)
        parts.append(NOTE_WAYS.get(m, m) if m else "to declare")
    if state.phase in ("play", "exchange") and (state.directions[s] or state.duel):
        parts.append(count(state.tricks_won[s], "trick"))
    if s == state.dealer:
        parts.append("dealer")
    return ", ".join(parts)


def table_note(state: TwoWayStreetState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    head = f"Hand {state.hand_no}"
    if state.phase == "over":
        return f"{head}: match over"
    if state.phase == "declare":
        return f"{head}: declarations"
    if state.phase == "bid":
        return f"{head}: duel bidding"
    if state.phase == "exchange":
        return f"{head}: exchange"
    led = ""
    if state.trick:
        led = f", {SUIT_NAMES[state.led_suit]} led" if state.led_suit else ", joker led"
    contract = f", {state.contract[0]} {state.contract[1]}" if state.contract is not None else ""
    return f"{head}: trick {state.trick_no + 1} of {TRICKS}{led}{contract}"
