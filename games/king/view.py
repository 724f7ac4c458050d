"""King: what one seat may see."""

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


# The notes are built for every view (the computer players ask for many): each is made once for
# its values and kept (the same few come back again and again).
_SITS_OUT = phrase("deals, sits out", note="a seat's note")
_CONTRACTOR = phrase("contractor", note="a seat's note")


def seat_note(state: KingState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    if s == state.sitting_out and state.phase != "over":
        return _SITS_OUT
    play = state.phase == "play"
    points = state.player_total(state.points, s) if play else 0
    return _seat_note(
        s == state.contractor and state.phase != "over",
        state.player_total(state.tricks_taken, s) if play else -1,
        f"{'+' if state.game_key in AWARD_GAMES else '-'}{points}" if points else "",
        f"{state.scores[s]:+d}" if state.chart.seats else "0",
    )


@lru_cache(maxsize=2048)
def _seat_note(contractor: bool, tricks: int, points: str, result: str) -> str:
    parts: list[str] = [_CONTRACTOR] if contractor else []
    if tricks >= 0:
        parts.append(phrase("%n tricks", n=tricks))
    if points:
        parts.append(points)
    parts.append(phrase("result {score}", score=result))
    return joined(parts)


def table_note(state: KingState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    if state.phase == "over":
        return _over_note(state.deals_total)
    game = (state.game_key, state.trump) if state.phase != "choose" else None
    return _table_note(state.hand_no, state.deals_total, state.phase, state.contractor, game, state.options)


@lru_cache(maxsize=1024)
def _over_note(deals: int) -> str:
    return phrase("Session over after %n deals", n=deals)


@lru_cache(maxsize=2048)
def _table_note(
    deal: int, deals: int, phase: str, contractor: int, game: tuple[str, str | None] | None, options: KingOptions
) -> str:
    if game is None:
        what = phrase("seat {seat} chooses a game", seat=contractor)
        return phrase("Deal {deal} of {deals}: {what}", deal=deal, deals=deals, what=what)
    name = contract_name(game[0], game[1], options)
    if phase == "discard":
        what = phrase("seat {seat} discards two cards", seat=contractor)
        return phrase("Deal {deal} of {deals}: {game}; {what}", deal=deal, deals=deals, game=name, what=what)
    return phrase(
        "Deal {deal} of {deals}: {game}, contractor seat {seat}", deal=deal, deals=deals, game=name, seat=contractor
    )


def build_view(state: KingState, seat: int) -> KingView:
    """``state.view(seat)``, built without the dataclass constructor (a playout takes a view at
    every decision): the same fields, the notes kept while the public facts they read are unchanged."""
    hands, won, places = state.hands, state.won, state.places
    zones: dict[str, tuple[Card | None, ...]] = {}
    open_places = state.n == 2 and state.phase != "choose"
    contractor = state.contractor
    for s in range(places):
        hand = hands[s]
        if state.player_of(s) == seat or (open_places and state.player_of(s) == 1 - contractor):
            zones[f"hand{s}"] = tuple(hand)
        else:
            zones[f"hand{s}"] = (None,) * len(hand)
        zones[f"won{s}"] = tuple(won[s])
    zones["kitty"] = (None,) * len(state.kitty)  # D-king-6 SK: shown at the announcement, not before
    trick = state.trick
    zones["trick"] = tuple([c for _, c in trick])
    phase = state.phase
    out_open = seat == contractor or phase == "over"
    zones["out"] = tuple(state.out) if out_open else (None,) * len(state.out)
    seat_notes, note, scores = _notes(state)
    game_key = state.game_key
    log = state.log
    tricks_taken = tuple(state.tricks_taken)
    d: dict[str, Any] = {
        "game": state.game.id,
        "seat": seat,
        "players": len(scores),
        "to_act": state.to_act,
        "hand_no": state.deal_index + 1,
        "dealer": (contractor - 1) % state.n,
        "phase": phase,
        "scores": scores,
        "is_over": phase == "over",
        "zones": zones,
        "log": state.seen_log(log, seat),
        "seat_notes": seat_notes,
        "table_note": note,
        "history": state.seen_history(log, seat),
        "options": state.options,
        "contractor": contractor,
        "sitting_out": state.sitting_out,
        "deals_total": state.deals_total,
        "game_key": game_key,
        "contract": state.contract_text,
        "contract_name": contract_name(game_key, state.trump, state.options) if game_key else "",
        "trump": state.trump,
        "trick_seats": tuple([s for s, _ in trick]),
        "trick_leader": state.trick_leader,
        "tricks_played": sum(tricks_taken),
        "tricks_taken": tricks_taken,
        "points": tuple(state.points),
        "penalty_left": state.penalty_left,
        "hearts_played": state.hearts_played,
        "voids": tuple(state.voids),
        "lacks": tuple(state.lacks),
        "kitty_shown": state.kitty_shown,
        "chart": state.chart,
        "records": state.records,
        "winners": state._winners,
        "draw_text": state.draw_text,
        "turn": state.turn,
    }
    return made_view(KingView, d)


def _notes(state: KingState) -> tuple[tuple[str, ...], str, tuple[int, ...]]:
    """The seat notes, the table note and the scores, kept on the state (shared with its clones,
    replaced whole) while the facts they are made of stay the same."""
    key = (state.phase, state.deal_index, state.game_key, state.trump, state.chart, *state.points, *state.tricks_taken)
    kept = state._notes
    if kept is not None and kept[0] == key:
        made: tuple[tuple[str, ...], str, tuple[int, ...]] = kept[1]
        return made
    scores = tuple(state.scores)
    made = (_seat_notes(state, scores), table_note(state), scores)
    state._notes = (key, made)
    return made


def _seat_notes(state: KingState, scores: tuple[int, ...]) -> tuple[str, ...]:
    """``seat_note`` of every seat, each place's counts read directly where a player plays one place."""
    if state.n == 2:
        return tuple(seat_note(state, s) for s in range(len(scores)))
    phase = state.phase
    over = phase == "over"
    play = phase == "play"
    sign = "+" if state.game_key in AWARD_GAMES else "-"
    idle, contractor, charted = state.sitting_out, state.contractor, bool(state.chart.seats)
    points, tricks = state.points, state.tricks_taken
    notes: list[str] = []
    for s, score in enumerate(scores):
        if s == idle and not over:
            notes.append(_SITS_OUT)
            continue
        p = points[s] if play else 0
        notes.append(
            _seat_note(
                s == contractor and not over,
                tricks[s] if play else -1,
                f"{sign}{p}" if p else "",
                f"{score:+d}" if charted else "0",
            )
        )
    return tuple(notes)
