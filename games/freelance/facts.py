"""Freelance: the game's static facts (constants, options, card values)."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, play
from ..cards import Card, standard_pack
from ..core import LogEntry, option, said
from ..phrases import phrase

PLAYERS = 3
PACK: tuple[Card, ...] = tuple(standard_pack())  # one pack without jokers, in the standard order


ROUND_ROBIN_HANDS = 6  # rule 8


LAG_LIMIT = 38  # rule 35


TRUMPS = ("C", "D", "H", "S", "NT")


DECLINE = Action("decline")


@dataclass(frozen=True)
class FreelanceOptions:
    play_all_tricks: bool = option(
        False,
        phrase(
            "Play all 13 tricks of the campaign, instead of ending it as soon as its outcome is certain (D-freelance-6)."
        ),
        phrase("Play all tricks", note="a rule option"),
    )


# -- the playouts' commonest values, made once ---------------------------------------------------

_PLAYS: dict[Card, Action] = {}
_SAID: dict[tuple[int, Action], LogEntry] = {}


def play_of(c: Card) -> Action:
    """``play(c)``, the same value made once per card (a view's legal plays are asked for at every
    decision of the computer players' playouts)."""
    a = _PLAYS.get(c)
    if a is None:
        a = _PLAYS[c] = play(c)
    return a


def said_of(seat: int, action: Action) -> LogEntry:
    """``said(seat, action)``, the same line made once per seat and action (log lines are immutable,
    so states and clones may share them)."""
    line = _SAID.get((seat, action))
    if line is None:
        if len(_SAID) > 20_000:
            _SAID.clear()
        line = _SAID[(seat, action)] = said(seat, action)
    return line
