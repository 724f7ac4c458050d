"""Clubs: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View
from ..phrases import joined, phrase
from ..views import made_view
from .facts import (
    CONTRACT,
    PACK,
    SEATS,
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


_AUCTION_WINNER = phrase("auction winner", note="a seat's note")
_JOKER_PARTNER = phrase("Joker partner", note="a seat's note")


def seat_note(state: ClubsState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    role = _AUCTION_WINNER if s == state.winner else _JOKER_PARTNER if s == state.partner else ""
    playing = state.phase == "play" or (state.phase == "over" and state.winner is not None)
    return _seat_note(tuple(state.bids[s]), role, state.tricks_won[s] if playing else -1)


# Built for every view (the computer players ask for many): made once for their values.
@lru_cache(maxsize=2048)
def _seat_note(bids: tuple[Card, ...], role: str, tricks: int) -> str:
    parts: list[str] = []
    if bids:
        parts.append(phrase("bids {cards}", cards=" ".join(str(c) for c in bids)))
    if role:
        parts.append(role)
    if tricks >= 0:
        parts.append(phrase("%n tricks", n=tricks))
    return joined(parts)


def table_note(state: ClubsState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    if state.phase == "over":
        winners = joined([phrase("seat {seat}", seat=w) for w in state._winners])
        return phrase("Match over: {seats} won", seats=winners)
    turn = state.turn if state.phase == "discard" else None
    return _table_note(
        state.hand_no,
        state.phase,
        state.last_bid,
        state.last_bidder,
        state.winner,
        state.partner,
        turn,
        state.tricks_played,
    )


@lru_cache(maxsize=2048)
def _table_note(
    head: int,
    phase: str,
    last_bid: Card | None,
    bidder: int | None,
    winner: int | None,
    partner: int | None,
    turn: int | None,
    played: int,
) -> str:
    if phase == "auction":
        if last_bid is None:
            return phrase("Hand {hand}: the Ten of Spades opens the auction", hand=head)
        return phrase(
            "Hand {hand}: auction, last bid {card} by seat {seat}", hand=head, card=str(last_bid), seat=bidder
        )
    if partner is not None:
        contract = phrase("Joker team {seat}+{seat2} must take every trick", seat=winner, seat2=partner)
    else:
        contract = phrase("seat {seat} must take %n tricks", seat=winner, n=CONTRACT)
    if phase == "discard":
        what = phrase("seat {seat} resolves a Ten", seat=turn)
        return phrase("Hand {hand}: {contract}; {what}", hand=head, contract=contract, what=what)
    if phase == "give":
        return phrase(
            "Hand {hand}: {contract}; each player passes one card to the next seat", hand=head, contract=contract
        )
    return phrase("Hand {hand}: {contract}; trick {trick}", hand=head, contract=contract, trick=played + 1)


# Every distinct card of the pack in the order ``possible`` lists them (suit, then rank).
_ORDER: tuple[Card, ...] = tuple(sorted(set(PACK), key=lambda c: (c.suit, c.rank)))


def build_view(state: ClubsState, seat: int) -> ClubsView:
    """``state.view(seat)``, built without the dataclass constructor (a playout takes a view at
    every decision): the same fields, the notes kept while the facts they read are unchanged."""
    hands, out = state.hands, state.out
    hidden: set[Card] = set(state.chest)
    zones: dict[str, tuple[Card | None, ...]] = {}
    for s in SEATS:
        if s == seat:
            zones[f"hand{s}"] = tuple(hands[s])
        else:
            zones[f"hand{s}"] = (None,) * len(hands[s])
            hidden.update(hands[s])
    zones["treasure_chest"] = (None,) * len(state.chest)
    for s in SEATS:
        zones[f"bids{s}"] = tuple(state.bids[s])
    trick = state.trick
    zones["trick"] = tuple([c for _, c in trick])
    for s in SEATS:
        zones[f"won{s}"] = tuple(state.won[s])
    zones["out"] = tuple([c if public or owner == seat else None for c, owner, _, public in out])
    hidden.update(c for c, owner, _, public in out if not public and owner != seat)
    poss = state.poss[seat]
    seat_notes, note = _notes(state)
    log = state.log
    gives = state.gives
    phase = state.phase
    d: dict[str, Any] = {
        "game": state.game.id,
        "seat": seat,
        "players": len(state._scores),
        "to_act": None if phase == "over" else state.turn,
        "hand_no": state.hand_index + 1,
        "dealer": state.dealer,
        "phase": phase,
        "scores": tuple(state._scores),
        "is_over": phase == "over",
        "zones": zones,
        "log": state.seen_log(log, seat),
        "seat_notes": seat_notes,
        "table_note": note,
        "history": state.seen_history(log, seat),
        "auction": tuple(state.auction),
        "last_bid": state.last_bid,
        "last_bidder": state.last_bidder,
        "passes_in_row": state.passes_in_row,
        "winner": state.winner,
        "partner": state.partner,
        "handicaps": tuple(state.handicaps),
        "handicap_index": state.handicap_index,
        "given": tuple([g is not None for g in gives]),
        "my_give": gives[seat],
        "trick_seats": tuple([s for s, _ in trick]),
        "trick_leader": state.trick_leader,
        "trick_size": state.trick_size,
        "tricks_won": tuple(state.tricks_won),
        "tricks_played": state.tricks_played,
        "voids": tuple(state.voids),
        "out_slots": tuple([(owner, kind, public) for _, owner, kind, public in out]),
        "possible": tuple([(c, poss[c]) for c in _ORDER if c in hidden]),
        "records": tuple(state.records),
        "winners": tuple(state._winners),
    }
    return made_view(ClubsView, d)


def _notes(state: ClubsState) -> tuple[tuple[str, ...], str]:
    """The seat notes and the table note, kept on the state (shared with its clones, replaced
    whole) while the facts they are made of stay the same; made afresh once the match is over."""
    bids = state.bids
    key = (
        state.phase,
        state.hand_index,
        state.last_bid,
        state.last_bidder,
        state.winner,
        state.partner,
        state.turn,
        state.tricks_played,
        *state.tricks_won,
        tuple(bids[0]),
        tuple(bids[1]),
        tuple(bids[2]),
    )
    kept = state._notes
    if kept is not None and kept[0] == key:
        made: tuple[tuple[str, ...], str] = kept[1]
        return made
    made = (tuple(seat_note(state, s) for s in SEATS), table_note(state))
    if state.phase != "over":
        state._notes = (key, made)
    return made
