"""Parlour's rules engines: five card games under one protocol (see ARCHITECTURE.md).

>>> import games
>>> state = games.get("freelance").new_match(players=3, seed=7)
>>> state.to_act in (0, 1, 2) and len(state.legal_actions()) > 0
True
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from .actions import Action
from .cards import Card, card, cards, parse_card
from .core import Game, State, View
from .errors import ActionSyntaxError, IllegalAction

# The five games, in the order of the start screen. A game is registered once its engine module
# (games/<id>.py, defining GAME) exists.
_ORDER = ("freelance", "clubs", "kalooki", "king", "two_way_street")
_CACHE: dict[str, Game[Any]] = {}


def ids() -> list[str]:
    """The registered game ids."""
    return [gid for gid in _ORDER if importlib.util.find_spec(f"games.{gid}") is not None]


def get(game_id: str) -> Game[Any]:
    """The Game registered as ``game_id``; KeyError names the known ids."""
    game = _CACHE.get(game_id)
    if game is not None:
        return game
    if game_id not in ids():
        raise KeyError(f"unknown game {game_id!r}; games are: {', '.join(ids())}")
    game = importlib.import_module(f"games.{game_id}").GAME
    assert isinstance(game, Game)
    _CACHE[game_id] = game
    return game


__all__ = [
    "Action",
    "ActionSyntaxError",
    "Card",
    "Game",
    "IllegalAction",
    "State",
    "View",
    "card",
    "cards",
    "get",
    "ids",
    "parse_card",
]
