"""Kalooki: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import Move, View
from ..phrases import joined, phrase
from ..views import made_view
from .facts import (
    _PACK,
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
    def hand(self) -> tuple[Card, ...]:
        """This seat's own hand (as ``View.hand``: its zone holds no unseen place)."""
        held = self.zones.get(f"hand{self.seat}", ())
        if None in held:
            return tuple(c for c in held if c is not None)
        return held  # type: ignore[return-value]  # no None in it

    @property
    def need(self) -> tuple[int, int]:
        """The contract as (threes, fours)."""
        return self.contract.count("3"), self.contract.count("4")


_BLANK_VIEW: dict[str, Any] = dict.fromkeys(f.name for f in fields(KalookiView))
_HAND_ZONES = tuple(f"hand{s}" for s in range(PLAYERS))
# Every meld zone's name by seat and place (a meld holds three cards at least: 54 at most a seat).
_MELD_ZONES = tuple(tuple(f"melds{s}.{k}" for k in range(1, len(_PACK) // 3 + 1)) for s in range(PLAYERS))
_NONES = tuple((None,) * n for n in range(len(_PACK) + 1))  # n unseen places, shared
_SEAT_NOTES: dict[tuple[tuple[bool, ...], tuple[int, ...]], tuple[str, ...]] = {}


def _zones(state: KalookiState, seat: int) -> tuple[dict[str, tuple[Card | None, ...]], tuple[tuple[Meld, ...], ...]]:
    """The zones and the melds ``seat`` sees (D-kalooki-3, see :func:`seat_view`)."""
    nones = _NONES
    h0, h1, h2, h3, h4 = state.hands
    zones: dict[str, tuple[Card | None, ...]] = {
        "hand0": tuple(h0) if seat == 0 else nones[len(h0)],
        "hand1": tuple(h1) if seat == 1 else nones[len(h1)],
        "hand2": tuple(h2) if seat == 2 else nones[len(h2)],
        "hand3": tuple(h3) if seat == 3 else nones[len(h3)],
        "hand4": tuple(h4) if seat == 4 else nones[len(h4)],
        "stock": nones[len(state.stock)],
        "discard": tuple(state.discard[::-1]),
    }
    melds = tuple([tuple(ms) for ms in state.melds])
    t = state.turn
    if state.pending and seat != t:
        hidden = state.pending
        zones[_HAND_ZONES[t]] = nones[len(state.hands[t]) + sum(len(m.cards) for m in melds[t][-hidden:])]
        melds = (*melds[:t], melds[t][:-hidden], *melds[t + 1 :])
    for s, ms in enumerate(melds):
        if ms:
            names = _MELD_ZONES[s]
            for k, m in enumerate(ms):
                zones[names[k]] = m.cards
    return zones, melds


def seat_view(state: KalookiState, seat: int) -> KalookiView:
    """What ``seat`` sees of ``state``. D-kalooki-3: the melds of an unfinished coming-down are
    seen by their owner only; every other seat sees what it saw before the first of them, their
    cards still in the owner's hand (its size, no zones or melds of theirs).

    A playout takes a view at every decision, so the view is built here field by field (the
    fields ``ScoredState.view_fields`` and ``public`` give, with the same values) and set on a
    bare instance: a frozen dataclass's ``__init__`` sets its 31 fields one call each."""
    zones, melds = _zones(state, seat)
    t = state.turn
    contract, n = SET_OF_DEALS[state.game_index]
    down = tuple(state.down)
    calls = tuple(state.calls)
    notes = _SEAT_NOTES.get((down, calls))
    if notes is None:
        notes = _SEAT_NOTES[(down, calls)] = tuple([_seat_note(d, k) for d, k in zip(down, calls, strict=True)])
    lines, history = readings(state, seat)
    phase = state.phase
    d = _BLANK_VIEW.copy()  # a copy of a dict of the same keys: no table grown key by key
    d["game"] = state.game.id
    d["seat"] = seat
    d["players"] = PLAYERS
    d["to_act"] = state.to_act
    d["hand_no"] = state.hand_index + 1
    d["dealer"] = state.dealer
    d["phase"] = phase
    d["scores"] = tuple(state._scores)
    d["is_over"] = phase == "over"
    d["zones"] = zones
    d["log"] = lines
    d["seat_notes"] = notes
    d["table_note"] = table_note(state)
    d["history"] = history
    d["game_no"] = state.game_index + 1
    d["contract"] = contract
    d["cards_dealt"] = n
    d["turn"] = t
    d["asking"] = tuple(state.asking)
    d["caller"] = state.caller
    d["must_draw_stock"] = state.must_draw_stock
    d["melds"] = melds
    d["down"] = down
    d["pending"] = state.pending if seat == t else 0
    d["down_this_turn"] = state.down_this_turn
    d["calls"] = calls
    d["stock_runs"] = state.stock_runs
    d["reshuffled"] = state.reshuffled
    d["known_in_hand"] = tuple([tuple(k) for k in state.known])
    d["records"] = tuple(state.records)
    d["winners"] = tuple(state._winners)
    return made_view(KalookiView, d)


def readings(state: KalookiState, seat: int) -> tuple[tuple[str, ...], tuple[Move | None, ...]]:
    """The hand's log as ``seat`` reads it and the moves it saw, line for line (View.log and
    View.history, as ``State.seen_log`` and ``seen_history`` read them), in one pass. A hand's log
    only grows, so each seat's reading is kept (``state._seen``) and only the lines added since
    are read; a new log list (a new deal) or a shorter one starts afresh. A clone keeps the
    readings, and a state sampled from a view starts with that view's."""
    log = state.log
    cache = state._seen
    if cache is None or cache[0] is not log:
        cache = state._seen = (log, {})
    kept = cache[1].get(seat)
    n = len(log)
    if kept is None or len(kept[0]) > n:
        kept = ((), ())
    lines, moves = kept
    if len(lines) != n:
        new = log[len(lines) :]
        lines = lines + tuple([e.private if e.visible_to is None or seat in e.visible_to else e.public for e in new])
        moves = moves + tuple([e.move_seen_by(seat) if e.secret_move else e.move for e in new])
        cache[1][seat] = (lines, moves)
    return lines, moves


_DOWN = phrase("has come down", note="a seat's note")
_NOT_DOWN = phrase("not down yet", note="a seat's note")


def seat_note(state: KalookiState, s: int) -> str:
    """Seat ``s``\'s public line under its name on the table (View.seat_notes)."""
    # The penalty total is on the plate and in the tally beside it: the note says what they do not.
    return _seat_note(state.down[s], state.calls[s])


@lru_cache(maxsize=256)
def _seat_note(down: bool, calls: int) -> str:
    if not calls:
        return _DOWN if down else _NOT_DOWN
    called = phrase("called once", note="a seat's note") if calls == 1 else phrase("called %n times", n=calls)
    return joined([_DOWN if down else _NOT_DOWN, called])


def table_note(state: KalookiState) -> str:
    """The public state of the hand in one line (View.table_note)."""
    if state.phase == "over":
        return phrase(
            "The set is over: {seats} won", seats=joined([phrase("seat {seat}", seat=w) for w in state._winners])
        )
    return _table_note(state.game_index, bool(state.stock_runs))


@lru_cache(maxsize=64)
def _table_note(game_index: int, turned: bool) -> str:
    contract, n = SET_OF_DEALS[game_index]
    fields: dict[str, Any] = {"game": game_index + 1, "contract": contract, "words": contract_words(contract)}
    if turned:
        return phrase(
            "Game {game} of 9: contract {contract} ({words}), %n cards, stock turned over once", n=n, **fields
        )
    return phrase("Game {game} of 9: contract {contract} ({words}), %n cards", n=n, **fields)


def deal_line(game_index: int, hand_no: int, dealer: int, n: int) -> str:
    """The log's line at a deal's start: the game, who deals how many cards, the contract."""
    contract = SET_OF_DEALS[game_index][0]
    return phrase(
        "Game {game} of 9 (hand {hand}): {deals}; contract {contract} ({words})",
        game=game_index + 1,
        hand=hand_no,
        deals=phrase("seat {seat} deals %n cards", seat=dealer, n=n),
        contract=contract,
        words=contract_words(contract),
    )
