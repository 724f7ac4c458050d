"""The one interface of every computer player: a view and the legal actions in, one action out.

A player never receives the State. ``choose`` gets ``state.view(seat)`` and
``state.legal_actions()`` and must return one of those actions.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from games.actions import Action
from games.core import View


class Player(ABC):
    """A computer player for one game at one level. ``seed`` makes its choices repeatable."""

    level: str = ""

    def __init__(self, game_id: str, seed: int = 0) -> None:
        self.game_id = game_id
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """One of ``legal``, chosen from what ``view`` shows."""


class RandomPlayer(Player):
    """Uniform over the legal actions."""

    level = "random"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))


# level name -> factory(game_id, seed). Later levels register here.
_LEVELS: dict[str, Callable[[str, int], Player]] = {"random": RandomPlayer}


def register_level(name: str, factory: Callable[[str, int], Player]) -> None:
    _LEVELS[name] = factory


def levels() -> list[str]:
    """The levels on offer, weakest first."""
    _load_levels()
    return list(_LEVELS)


def make_player(level: str, game_id: str, seed: int = 0) -> Player:
    _load_levels()
    if level not in _LEVELS:
        raise KeyError(f"unknown level {level!r}; levels are {', '.join(_LEVELS)}")
    return _LEVELS[level](game_id, seed)


def _load_levels() -> None:
    """Import the modules that register further levels (basic, expert) when they exist."""
    import importlib
    import importlib.util

    for module in ("ai.basic", "ai.expert"):
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module)
