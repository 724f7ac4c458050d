"""Two Way Street: the computer players' knowledge of the game: basic (the declaration, the exchange and the play), endgame (its last tricks, solved exactly; off), fast (basic's play of the tricks on the endgame's model, for the search's playouts), inference and replay (how likely a sampled deal makes the opponents' declarations and play; built, not registered).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic, endgame, fast

AI = GameAI(basic=basic.choose, win_value=28.0, endgame=endgame.ENDGAME, alike=endgame.alike, fast=fast.playout)

__all__ = ["AI"]
