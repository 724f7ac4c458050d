"""Kalooki: the computer players' knowledge of the game: basic (draws, calls, melds and discards), judgement (the expert's own order of them), fast (basic's play of the rest of a deal without the engine's views, events and log, for the search's playouts); inference and drawn (what the opponents' choices say of their hands) are built and measured but not registered.

``AI`` is the game's entry in :mod:`ai.registry`.
"""

from __future__ import annotations

from ..game_ai import GameAI, Pruning
from . import basic, fast, judgement

AI = GameAI(
    basic=basic.choose,
    basic_ranked=basic.ranked,
    judgement=judgement.choose,
    judgement_ranked=judgement.ranked,
    win_value=1450.0,
    # A Kalooki deal's playout cost 15-25 ms on the engine when this was set (about 1 ms on the
    # fast playout since): the best few by the judgement's own order.
    candidate_limit=4,
    # The first pruning (after 4 worlds at one standard error): the later one of the other games
    # showed no gain here against a search of 1,000 unpruned worlds (60 positions: 0.10 points a
    # decision more regret, interval [-0.07, 0.38]; scripts/search_regret.py) and used the whole
    # budget on most decisions, which four computer opponents make a player wait for.
    pruning=Pruning(after=4, z=1.0, zero_after=16),
    needless=basic.needless_call,
    # Not refine=drawn.refine: the opponents' turns played again in the sampled deals brought
    # their hands to the true hands' distance from the contract, but no gain in strength showed
    # (ai/kalooki/drawn.py).
    fast=fast.playout,
)

__all__ = ["AI"]
