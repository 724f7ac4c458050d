"""King: the computer players' knowledge of the game: basic (the contract, the kitty and the play), endgame (its last tricks, solved exactly), fast (basic's play of the tricks on the endgame's model, for the search's playouts).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic, endgame, fast

AI = GameAI(
    basic=basic.choose,
    basic_ranked=basic.ranked,
    win_value=460.0,
    endgame=endgame.ENDGAME,
    alike=endgame.alike,
    fast=fast.playout,
)

__all__ = ["AI"]
