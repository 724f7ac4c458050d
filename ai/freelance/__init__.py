"""Freelance: the computer players' knowledge of the game: basic (the bid and the play), inference (how likely a sampled deal makes the bids made), endgame (its last tricks, solved exactly; off), fast (basic's play of the hand, the tricks on the endgame's model, for the search's playouts; fast_auction its auction, swaps and declaration).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic, endgame, fast, inference

AI = GameAI(
    basic=basic.choose,
    basic_ranked=basic.ranked,
    inference=inference.weight,
    win_value=80.0,
    endgame=endgame.ENDGAME,
    alike=endgame.alike,
    fast=fast.playout,
)

__all__ = ["AI"]
