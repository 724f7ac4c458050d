"""Clubs: the computer players' knowledge of the game: basic (the auction, the handicaps, the pass and the play), inference (how likely a sampled deal makes the opponents' play in the tricks), endgame (its last tricks, solved exactly), fast (basic's play of the tricks on the endgame's model, for the search's playouts).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic, endgame, fast, inference

AI = GameAI(
    basic=basic.choose,
    win_value=290.0,
    endgame=endgame.ENDGAME,
    alike=endgame.alike,
    fast=fast.playout,
    inference=inference.play_weight,
)

__all__ = ["AI"]
