"""Kalooki: the computer players' knowledge of the game: basic (draws, calls, melds and discards), judgement (the expert's own order of them).

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI
from . import basic, judgement

AI = GameAI(
    basic=basic.choose,
    basic_ranked=basic.ranked,
    judgement=judgement.choose,
    judgement_ranked=judgement.ranked,
    win_value=1450.0,
    # A Kalooki deal's playout costs 15-25 ms: the best few by the judgement's own order.
    candidate_limit=4,
    needless=basic.needless_call,
)

__all__ = ["AI"]
