"""Clubs: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View, count
from .facts import (
    CONTRACT,
)

if TYPE_CHECKING:
    from .rules import ClubsState


@dataclass(frozen=True)
class ClubsView(View):
    """What one Clubs seat knows, beyond the common view fields.

    ``auction``: every bid and pass of the hand in order, ``(seat, card)``, ``card`` None for a
    pass (public, ¶27). ``handicaps``: the bid cards to resolve, in order (D-clubs-5), and
    ``handicap_index`` the one being resolved. ``given``: who has chosen their card in the pass
    before play, ``my_give`` this seat's own choice (D-clubs-6). ``out_slots``: for each card of
    ``out``, its owner, its kind (``A`` an auction card, else the suit of a handicap discard,
    which the rules make public) and whether its face is known to everyone.
    ``possible``: for each card this seat cannot see, the places it may be in (``hand1``,
    ``treasure_chest``, ``out2``: among seat 2's face-down cards in ``out``): what this seat has
    proved from the deal, the handicaps, the passes it took part in and the play.
    """

    auction: tuple[tuple[int, Card | None], ...] = ()
    last_bid: Card | None = None
    last_bidder: int | None = None
    passes_in_row: int = 0
    winner: int | None = None
    partner: int | None = None
    handicaps: tuple[tuple[int, Card], ...] = ()
    handicap_index: int = 0
    given: tuple[bool, ...] = ()
    my_give: Card | None = None
    trick_seats: tuple[int, ...] = ()
    trick_leader: int = 0
    trick_size: int = 0
    tricks_won: tuple[int, ...] = ()
    tricks_played: int = 0
    voids: tuple[frozenset[str], ...] = ()
    out_slots: tuple[tuple[int, str, bool], ...] = ()
    possible: tuple[tuple[Card, frozenset[str]], ...] = ()
    records: tuple[Mapping[str, Any], ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def team(self) -> frozenset[int]:
        """The auction's winning side: the winner, and a Joker partner (¶20, D-clubs-4)."""
        if self.winner is None:
            return frozenset()
        return frozenset({self.winner} if self.partner is None else {self.winner, self.partner})


def seat_note(state: ClubsState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    parts: list[str] = []
    if state.bids[s]:
        parts.append("bids " + " ".join(str(c) for c in state.bids[s]))
    if s == state.winner:
        parts.append("auction winner")
    elif s == state.partner:
        parts.append("Joker partner")
    if state.phase == "play" or (state.phase == "over" and state.winner is not None):
        parts.append(count(state.tricks_won[s], "trick"))
    return ", ".join(parts)


def table_note(state: ClubsState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    head = f"Hand {state.hand_no}"
    if state.phase == "auction":
        if state.last_bid is None:
            return f"{head}: the Ten of Spades opens the auction"
        return f"{head}: auction, last bid {state.last_bid} by seat {state.last_bidder}"
    if state.phase == "over":
        return f"Match over: {', '.join(f'seat {w}' for w in state._winners)} won"
    if state.partner is not None:
        contract = f"Joker team {state.winner}+{state.partner} must take every trick"
    else:
        contract = f"seat {state.winner} must take {CONTRACT} tricks"
    if state.phase == "discard":
        return f"{head}: {contract}; seat {state.turn} resolves a Ten"
    if state.phase == "give":
        return f"{head}: {contract}; each player passes one card to the next seat"
    return f"{head}: {contract}; trick {state.tricks_played + 1}"
