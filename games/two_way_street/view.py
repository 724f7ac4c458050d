"""Two Way Street: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View
from ..phrases import SUITS, joined, phrase
from ..views import made_view
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
    holds; ``known_to`` per seat the cards this seat drew that that seat buried and that this seat
    still holds (it saw who had buried each card it drew, and that seat knows where the card is).
    ``bids`` (duel) shows "secret" for a bid this seat may not see yet.
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
    known_to: tuple[tuple[Card, ...], ...] = ()
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


# -- a view, built for every decision of the computer players' playouts ------------------------

FIELDS = tuple(f.name for f in fields(TwoWayStreetView))  # view_of builds them in this order
_NAMES = tuple((f"hand{s}", f"won{s}") for s in range(8))


def _fixed(state: TwoWayStreetState, seat: int) -> dict[str, Any]:
    """The fields of ``seat``'s view that no play of a card changes: the declarations, the
    exchange, the duel's bids and contract, the finished hands (during the play they stay as
    they are until the hand is scored)."""
    n = state.n
    return {
        "options": state.options,
        "directions": tuple(state.directions),
        "forced": tuple(state.forced),
        "marks": tuple(mark(state, s) for s in range(n)),
        "exchanged": tuple(state.exchanged),
        "buried_now": state.buried_now,
        "deck_by": tuple(state.deck_by),
        "deck_known": tuple(
            (i, c) for i, (c, b) in enumerate(zip(state.deck, state.deck_by, strict=True)) if b == seat
        ),
        "bids": tuple(bid_text(state, s, seat) for s in range(n)),
        "revealed": state.revealed,
        "contract": "" if state.contract is None else f"{state.contract[0]} {state.contract[1]}",
        "stronger": state.stronger,
        "pretricks": tuple(state.pretricks),
        "records": tuple(state.records),
        "winners": tuple(state._winners),
    }


def _zones(state: TwoWayStreetState, seat: int) -> dict[str, tuple[Card | None, ...]]:
    zones: dict[str, tuple[Card | None, ...]] = {}
    hands, pre, won = state.hands, state.pre, state.won
    for s in range(state.n):
        hand, won_name = _NAMES[s]
        zones[hand] = tuple(hands[s]) if s == seat else (None,) * len(hands[s])
        zones[won_name] = (None,) * len(pre[s]) + tuple(won[s])
    zones["deck"] = (None,) * len(state.deck)
    zones["trick"] = tuple(c for _, c in state.trick)
    return zones


def view_of(state: TwoWayStreetState, seat: int) -> TwoWayStreetView:
    """``state.view(seat)``: the same fields as ``TwoWayStreetView(**state.view_fields(seat,
    zones), ...)`` would hold, built without the dataclass's ``__init__`` (the fields go in as a
    dict, in their order), the unchanging ones (:func:`_fixed`) kept per seat through the play of
    a hand (``state._view_cache``, dropped by every action outside it)."""
    n = state.n
    tricks_won = tuple(state.tricks_won)
    cache = state._view_cache if state.phase == "play" else None
    if cache is None:
        fixed = _fixed(state, seat)
        notes = tuple(seat_note(state, s) for s in range(n))
        if state.phase == "play":
            state._view_cache = {seat: fixed, -1: {tricks_won: notes}}
    else:
        got = cache.get(seat)
        if got is None:
            got = cache[seat] = _fixed(state, seat)
        fixed = got
        # In the play the seats' notes change only with the tricks won (seat_note).
        by_tricks = cache[-1]
        known_notes = by_tricks.get(tricks_won)
        if known_notes is None:
            known_notes = by_tricks[tricks_won] = tuple(seat_note(state, s) for s in range(n))
        notes = known_notes
    zones = _zones(state, seat)
    trick = state.trick
    known: list[list[Card]] = [[] for _ in range(n)]
    known_to: list[list[Card]] = [[] for _ in range(n)]
    for burier, holder, c in state.gifts:
        if burier == seat:
            known[holder].append(c)
        elif holder == seat:
            known_to[burier].append(c)
    log = state.log
    phase = state.phase
    # The dataclass's fields, in its order.
    values = {
        "game": state.game.id,
        "seat": seat,
        "players": n,
        "to_act": state.to_act,
        "hand_no": state.hand_no,
        "dealer": state.dealer,
        "phase": phase,
        "scores": tuple(state._scores),
        "is_over": phase == "over",
        "zones": zones,
        "log": state.seen_log(log, seat),
        "seat_notes": notes,
        "table_note": table_note(state),
        "history": state.seen_history(log, seat),
        "options": fixed["options"],
        "directions": fixed["directions"],
        "forced": fixed["forced"],
        "marks": fixed["marks"],
        "exchanged": fixed["exchanged"],
        "buried_now": fixed["buried_now"],
        "deck_by": fixed["deck_by"],
        "deck_known": fixed["deck_known"],
        "known_in_hands": tuple(tuple(k) for k in known),
        "known_to": tuple(tuple(k) for k in known_to),
        "bids": fixed["bids"],
        "revealed": fixed["revealed"],
        "contract": fixed["contract"],
        "stronger": fixed["stronger"],
        "pretricks": fixed["pretricks"],
        "trick_seats": tuple(s for s, _ in trick),
        "trick_leader": (state.dealer + state.trick_no) % n,
        "trick_no": state.trick_no,
        "led_suit": state.led_suit,
        "tricks_won": tricks_won,
        "voids": tuple(frozenset(v) for v in state.voids),
        "records": fixed["records"],
        "winners": fixed["winners"],
    }
    return made_view(TwoWayStreetView, values)
