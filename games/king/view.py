"""King: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View, count
from .facts import (
    AWARD_GAMES,
    KingChart,
    KingOptions,
    contract_name,
)

if TYPE_CHECKING:
    from .rules import KingState


@dataclass(frozen=True)
class KingView(View):
    """What one King seat knows, beyond the common view fields.

    ``contract`` is the chosen game's text (``no-hearts``, ``award H``, ``misere``), ``game_key``
    its word (``no-hearts``, ``award``, ``misere``), ``contract_name`` its display name.
    ``voids`` and ``lacks`` are what play has proved about each hand (suits it cannot hold; cards
    it cannot hold, the K of hearts in No King). ``kitty_shown`` the kitty cards shown under SK.
    ``points`` each seat's penalty or award so far in this deal; ``penalty_left`` the penalty
    cards not yet taken in a card-penalty game. With two players (D-king-8) the deal has three
    places: zones ``hand0``..``hand2`` and ``won0``..``won2``, ``tricks_taken``, ``points``,
    ``voids``, ``lacks`` and ``trick_seats`` are per place; ``turn`` is the place to play, and
    ``to_act`` the player who plays it.
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
    turn: int | None = None  # the place to play (D-king-8: with two players, one of three places)


def seat_note(state: KingState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    if s == state.sitting_out and state.phase != "over":
        return "deals, sits out"
    parts: list[str] = []
    if s == state.contractor and state.phase != "over":
        parts.append("contractor")
    if state.phase == "play":
        parts.append(count(state.player_total(state.tricks_taken, s), "trick"))
        points = state.player_total(state.points, s)
        if points:
            parts.append(f"{'+' if state.game_key in AWARD_GAMES else '-'}{points}")
    parts.append(f"result {state.scores[s]:+d}" if state.chart.seats else "result 0")
    return ", ".join(parts)


def table_note(state: KingState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    head = f"Deal {state.hand_no} of {state.deals_total}"
    if state.phase == "over":
        return f"Session over after {state.deals_total} deals"
    if state.phase == "choose":
        return f"{head}: seat {state.contractor} chooses a game"
    assert state.game_key is not None
    name = contract_name(state.game_key, state.trump, state.options)
    if state.phase == "discard":
        return f"{head}: {name}; seat {state.contractor} discards two cards"
    return f"{head}: {name}, contractor seat {state.contractor}"
