"""Kalooki: what one seat may see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import View
from ..phrases import joined, phrase
from .facts import (
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
    def need(self) -> tuple[int, int]:
        """The contract as (threes, fours)."""
        return self.contract.count("3"), self.contract.count("4")


def seat_view(state: KalookiState, seat: int) -> KalookiView:
    """What ``seat`` sees of ``state``. D-kalooki-3: the melds of an unfinished coming-down are
    seen by their owner only; every other seat sees what it saw before the first of them, their
    cards still in the owner's hand (its size, no zones or melds of theirs)."""
    melds = tuple(tuple(ms) for ms in state.melds)
    t = state.turn
    hidden = state.pending if seat != t else 0
    zones: dict[str, tuple[Card | None, ...]] = {}
    for s in range(PLAYERS):
        zones[f"hand{s}"] = tuple(state.hands[s]) if s == seat else (None,) * len(state.hands[s])
    if hidden:
        zones[f"hand{t}"] += (None,) * sum(len(m.cards) for m in melds[t][-hidden:])
        melds = (*melds[:t], melds[t][:-hidden], *melds[t + 1 :])
    zones["stock"] = (None,) * len(state.stock)
    zones["discard"] = tuple(state.discard[::-1])
    for s in range(PLAYERS):
        for k, m in enumerate(melds[s], 1):
            zones[f"melds{s}.{k}"] = m.cards
    contract, n = SET_OF_DEALS[state.game_index]
    return KalookiView(
        **state.view_fields(seat, zones),
        game_no=state.game_index + 1,
        contract=contract,
        cards_dealt=n,
        melds=melds,
        pending=state.pending if seat == t else 0,
        known_in_hand=tuple(tuple(k) for k in state.known),
        records=tuple(state.records),
        winners=tuple(state._winners),
    )


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
