"""Freelance: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View, count

if TYPE_CHECKING:
    from .rules import FreelanceState


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


def seat_note(state: FreelanceState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    parts = [count(state.tokens[s], "token")]
    if state.phase in ("declaration",) and state.statements[s]:
        parts.append(state.statements[s])
    if state.contract is not None and state.phase in ("campaign",):
        parts.append(count(state.tricks_won[s], "trick"))
        if state.contract[2] == s:
            parts.append("attacker")
    return ", ".join(parts)


def table_note(state: FreelanceState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    kind = "sudden-death" if state.sudden_death else "round-robin"
    if state.phase in ("auction", "swap"):
        lead = f", leading bid {state.leading_bid}" if state.leading_bidder is not None else ""
        return f"Hand {state.hand_no} ({kind}): bidding round {state.round_no} of 13{lead}"
    if state.phase == "declaration":
        if state.leading_statement is None:
            return f"Hand {state.hand_no} ({kind}): declaration"
        n, t, who = state.leading_statement
        return f"Hand {state.hand_no} ({kind}): declaration, leading statement {n} {t} by seat {who}"
    if state.contract is not None:
        n, t, who = state.contract
        return f"Hand {state.hand_no} ({kind}): contract {n} {t}, attacker seat {who}"
    return f"Hand {state.hand_no} ({kind})"
