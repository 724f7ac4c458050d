"""King: the computer players' knowledge of the game: basic (the contract, the kitty and the play).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic

AI = GameAI(basic=basic.choose, win_value=460.0)

__all__ = ["AI"]
