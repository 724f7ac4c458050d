"""Two Way Street: the computer players' knowledge of the game: basic (the declaration, the exchange and the play).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic

AI = GameAI(basic=basic.choose, win_value=28.0)

__all__ = ["AI"]
