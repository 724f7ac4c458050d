"""Freelance: the game's static facts (constants, options, card values)."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action
from ..cards import Card, standard_pack
from ..core import option
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
