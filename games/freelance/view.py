"""Freelance: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View
from ..phrases import joined, phrase
from ..views import made_view

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


_ATTACKER = phrase("attacker", note="a seat's note")
_KINDS = {True: phrase("sudden-death", note="a Freelance hand"), False: phrase("round-robin", note="a Freelance hand")}


def seat_note(state: FreelanceState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    statement = state.statements[s] if state.phase == "declaration" else ""
    campaign = state.contract is not None and state.phase == "campaign"
    tricks = state.tricks_won[s] if campaign else -1
    return _seat_note(
        state.tokens[s], statement, tricks, campaign and state.contract is not None and state.contract[2] == s
    )


# Built for every view (the computer players ask for many): made once for their values.
@lru_cache(maxsize=2048)
def _seat_note(tokens: int, statement: str, tricks: int, attacker: bool) -> str:
    parts: list[str] = [phrase("%n tokens", n=tokens)]
    if statement:
        parts.append(statement_words(statement))
    if tricks >= 0:
        parts.append(phrase("%n tricks", n=tricks))
        if attacker:
            parts.append(_ATTACKER)
    return joined(parts)


def statement_words(text: str) -> str:
    """A statement as the seat plate shows it: ``2 H``, ``pass``, in the window's words."""
    if text == "pass":
        return phrase("pass", note="a statement")
    n, _, trump = text.partition(" ")
    return phrase("{n_} {trump}", n_=n, trump=trump)


def table_note(state: FreelanceState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    key: tuple[Any, ...] = ()
    if state.phase in ("auction", "swap"):
        key = ("auction", state.round_no, state.leading_bid if state.leading_bidder is not None else None)
    elif state.phase == "declaration":
        key = ("declaration", state.leading_statement)
    elif state.contract is not None:
        key = ("contract", state.contract)
    return _table_note(state.hand_no, state.sudden_death, key)


@lru_cache(maxsize=2048)
def _table_note(hand: int, sudden: bool, key: tuple[Any, ...]) -> str:
    head: dict[str, Any] = {"hand": hand, "kind": _KINDS[sudden]}
    if not key:
        return phrase("Hand {hand} ({kind})", **head)
    if key[0] == "auction":
        if key[2] is None:
            return phrase("Hand {hand} ({kind}): bidding round {round} of 13", round=key[1], **head)
        return phrase(
            "Hand {hand} ({kind}): bidding round {round} of 13, leading bid {bid}", round=key[1], bid=key[2], **head
        )
    if key[0] == "declaration":
        if key[1] is None:
            return phrase("Hand {hand} ({kind}): declaration", **head)
        n, t, who = key[1]
        return phrase(
            "Hand {hand} ({kind}): declaration, leading statement {n_} {trump} by seat {seat}",
            n_=n,
            trump=t,
            seat=who,
            **head,
        )
    n, t, who = key[1]
    return phrase("Hand {hand} ({kind}): contract {n_} {trump}, attacker seat {seat}", n_=n, trump=t, seat=who, **head)


# -- a view, built for every decision of the computer players' playouts ------------------------

FIELDS = tuple(f.name for f in fields(FreelanceView))  # view_of builds them in this order
_NAMES = (("hand0", "won0"), ("hand1", "won1"), ("hand2", "won2"))
_NOTES: dict[tuple[Any, ...], tuple[str, str, str]] = {}


def view_of(state: FreelanceState, seat: int) -> FreelanceView:
    """``state.view(seat)``: the fields ``FreelanceView(**state.view_fields(seat, zones), ...)``
    would hold, built without the dataclass's ``__init__`` (the fields go in as a dict, in their
    order)."""
    campaign = state.phase == "campaign"
    zones: dict[str, tuple[Card | None, ...]] = {}
    hands, won = state.hands, state.won
    for s in range(3):
        hand, won_name = _NAMES[s]
        zones[hand] = tuple(hands[s]) if s == seat else (None,) * len(hands[s])
        zones[won_name] = tuple(won[s])
    up = state.up
    zones["freelance_deck"] = ((up,) if up is not None else ()) + (None,) * len(state.freelance_deck)
    discard = tuple(state.discard)
    zones["discard"] = (None,) * len(discard) if campaign else discard
    trick = state.trick
    zones["trick"] = tuple(c for _, c in trick)
    log = state.log
    phase = state.phase
    tokens, statements, tricks_won = tuple(state.tokens), tuple(state.statements), tuple(state.tricks_won)
    # The seats' notes are made of these alone (seat_note): kept per their values.
    key = (phase, state.contract, tokens, statements, tricks_won)
    notes = _NOTES.get(key)
    if notes is None:
        if len(_NOTES) > 20_000:
            _NOTES.clear()
        notes = _NOTES[key] = (seat_note(state, 0), seat_note(state, 1), seat_note(state, 2))
    values = {
        "game": state.game.id,
        "seat": seat,
        "players": len(state._scores),
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
        "tokens": tokens,
        "round_no": state.round_no,
        "round_leader": state.round_leader,
        "leading_bid": state.leading_bid,
        "leading_bidder": state.leading_bidder,
        "passed": tuple(state.passed),
        "statements": statements,
        "first_trump": tuple(state.first_trump),
        "leading_statement": state.leading_statement,
        "contract": state.contract,
        "trick_seats": tuple(s for s, _ in trick),
        "trick_leader": state.trick_leader,
        "tricks_won": tricks_won,
        "voids": tuple(frozenset(v) for v in state.voids),
        "known_in_hand": tuple(tuple(t) for t in state.taken),
        "discards_seen": discard,
        "records": tuple(state.records),
        "winners": tuple(state._winners),
        "draw_text": state.draw_text,
    }
    return made_view(FreelanceView, values)
