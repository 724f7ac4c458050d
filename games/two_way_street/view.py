"""Two Way Street: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View
from ..phrases import SUITS, joined, phrase
from .facts import (
    TRICKS,
    WAYS,
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
NOTE_WAYS = {
    "HD": WAYS["high"],
    "LD": WAYS["low"],
    "HF": phrase("high (forced)", note="a seat's note"),
    "LF": phrase("low (forced)", note="a seat's note"),
}
_TO_BID = phrase("to bid", note="a seat's note")
_TO_DECLARE = phrase("to declare", note="a seat's note")
_DEALER = phrase("dealer", note="a seat's note")


def seat_note(state: TwoWayStreetState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    if state.duel:
        if state.phase == "bid":
            key: tuple[str, ...] = ("bid", bid_text(state, s, -1))
        elif state.contract is not None:
            key = ("contract", state.contract[0], str(state.pretricks[s]) if state.pretricks[s] else "")
        else:
            key = ()
    else:
        key = ("mark", mark(state, s))
    playing = state.phase in ("play", "exchange") and (bool(state.directions[s]) or state.duel)
    return _seat_note(key, state.tricks_won[s] if playing else -1, s == state.dealer)


# Built for every view (the computer players ask for many): made once for their values.
@lru_cache(maxsize=2048)
def _seat_note(key: tuple[str, ...], tricks: int, dealer: bool) -> str:
    parts: list[str] = []
    if key and key[0] == "bid":
        text = key[1]
        parts.append(_TO_BID if not text else phrase("bid {bid}", bid=_bid_words(text)))
    elif key and key[0] == "contract":
        parts.append(WAYS.get(key[1], key[1]))
        if key[2]:
            parts.append(phrase("%n pre-tricks", n=int(key[2])))
    elif key:
        parts.append(NOTE_WAYS.get(key[1], key[1]) if key[1] else _TO_DECLARE)
    if tricks >= 0:
        parts.append(phrase("%n tricks", n=tricks))
    if dealer:
        parts.append(_DEALER)
    return joined(parts)


def _bid_words(text: str) -> str:
    """A duel's bid as a plate says it: ``high 3``, or ``secret``."""
    if text == "secret":
        return phrase("secret", note="a hidden bid")
    way, _, strength = text.partition(" ")
    return phrase("{way} {strength}", way=WAYS.get(way, way), strength=strength)


def table_note(state: TwoWayStreetState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    led = None if not state.trick else state.led_suit or ""
    return _table_note(state.hand_no, state.phase, state.trick_no, led, state.contract)


_PHASES = {
    "over": phrase("match over", note="a Two Way Street hand"),
    "declare": phrase("declarations", note="a Two Way Street hand"),
    "bid": phrase("duel bidding", note="a Two Way Street hand"),
    "exchange": phrase("exchange", note="a Two Way Street hand"),
}


@lru_cache(maxsize=2048)
def _table_note(hand: int, phase: str, trick_no: int, led: str | None, contract: tuple[str, int] | None) -> str:
    if phase in _PHASES:
        return phrase("Hand {hand}: {what}", hand=hand, what=_PHASES[phase])
    parts = [phrase("Hand {hand}: trick {trick} of {tricks}", hand=hand, trick=trick_no + 1, tricks=TRICKS)]
    if led is not None:
        parts.append(phrase("{suit} led", suit=SUITS[led]) if led else phrase("joker led"))
    if contract is not None:
        parts.append(phrase("{way} {strength}", way=WAYS.get(contract[0], contract[0]), strength=contract[1]))
    return joined(parts)
