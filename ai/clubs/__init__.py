"""Clubs: the computer players' knowledge of the game: basic (the auction, the handicaps, the pass and the play).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic

AI = GameAI(basic=basic.choose, win_value=290.0)

__all__ = ["AI"]
