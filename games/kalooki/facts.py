"""Kalooki: the game's static facts (constants, options, card values)."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action
from ..cards import Card, standard_pack
from ..phrases import phrase
from .melds import (
    Meld,
)

PLAYERS = 5


MAX_CALLS = 3


# Rules, "Deal and contracts": (contract, cards dealt) of games 1..9.
SET_OF_DEALS: tuple[tuple[str, int], ...] = (
    ("333", 9),
    ("334", 10),
    ("344", 11),
    ("444", 12),
    ("3333", 12),
    ("3334", 13),
    ("3344", 14),
    ("3444", 15),
    ("4444", 16),
)


# (sorted hand, melds laid this turn, deal) -> the melds offered (see legal.offered_melds).
_OFFERED: dict[tuple[tuple[Card, ...], tuple[Meld, ...], int], tuple[Action, ...]] = {}


_NUMBERS = ("no", "one", "two", "three", "four")


DRAW_STOCK = Action("draw", ("stock",))


DRAW_DISCARD = Action("draw", ("discard",))


CALL = Action("call")


PASS = Action("pass")


ALLOW = Action("allow")


REFUSE = Action("refuse")


DOWN = Action("down")


TAKE_BACK = Action("take", ("back",))


# A contract's threes and fours in words, translatable (see contract_words).
_THREES = {
    1: phrase("one three", note="a contract"),
    2: phrase("two threes", note="a contract"),
    3: phrase("three threes", note="a contract"),
    4: phrase("four threes", note="a contract"),
}
_FOURS = {
    1: phrase("one four", note="a contract"),
    2: phrase("two fours", note="a contract"),
    3: phrase("three fours", note="a contract"),
    4: phrase("four fours", note="a contract"),
}


def contract_words(contract: str) -> str:
    """``344`` -> ``one three, two fours``."""
    t, f = contract.count("3"), contract.count("4")
    if t in _THREES and f in _FOURS:
        return phrase("{threes}, {fours}", threes=_THREES[t], fours=_FOURS[f])
    if t in _THREES and not f:
        return _THREES[t]
    if f in _FOURS and not t:
        return _FOURS[f]
    parts = []
    if t:
        parts.append(f"{_NUMBERS[t]} three{'s' if t > 1 else ''}")
    if f:
        parts.append(f"{_NUMBERS[f]} four{'s' if f > 1 else ''}")
    return ", ".join(parts)


@dataclass(frozen=True)
class KalookiOptions:
    """Kalooki has no rule variations in this program: the text is played as written."""


def parse_ref(text: str) -> tuple[int, int]:
    """``2.1`` -> (seat 2, meld 1)."""
    seat, meld = text.split(".")
    return int(seat), int(meld)


_PACK = tuple(standard_pack(packs=3, jokers=6))
