"""The ``basic`` level: fast hand-written play, one module per game.

Each game's basic player lives in ``ai/basic_<game_id>.py`` and exports a module function
``choose(view, legal, rng) -> Action``. :class:`BasicPlayer` dispatches to it. A game without
such a module has no basic player: asking for one is an error naming the game, never a silent
fall-back to random play.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Callable, Sequence
from types import ModuleType

from games.actions import Action
from games.core import View

from .base import Player, register_level

ChooseFn = Callable[[View, Sequence[Action], random.Random], Action]


class NoBasicPlayer(LookupError):
    """The basic level has no player for this game (its ``ai/basic_<game_id>.py`` is missing)."""


def module_name(game_id: str) -> str:
    return f"ai.basic_{game_id}"


def has_basic(game_id: str) -> bool:
    """Whether ``ai/basic_<game_id>.py`` exists."""
    if not game_id.replace("_", "").isalnum():
        return False
    return importlib.util.find_spec(module_name(game_id)) is not None


def load(game_id: str) -> ModuleType:
    """The basic module of ``game_id``; NoBasicPlayer when there is none."""
    if not has_basic(game_id):
        raise NoBasicPlayer(f"there is no basic player for the game {game_id!r} yet (ai/basic_{game_id}.py is missing)")
    module = importlib.import_module(module_name(game_id))
    if not callable(getattr(module, "choose", None)):
        raise NoBasicPlayer(f"ai/basic_{game_id}.py does not define choose(view, legal, rng)")
    return module


class BasicPlayer(Player):
    """Hand-written play for one game: ``ai.basic_<game_id>.choose(view, legal, rng)``."""

    level = "basic"

    def __init__(self, game_id: str, seed: int = 0) -> None:
        super().__init__(game_id, seed)
        self._choose: ChooseFn = load(game_id).choose

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return self._choose(view, legal, self.rng)


register_level("basic", BasicPlayer, supports=has_basic)
