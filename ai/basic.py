"""The ``basic`` level: fast hand-written play, one module per game.

Each game's basic player lives in its own module (``ai/basic_<game_id>.py``), with a function
``choose(view, legal, rng) -> Action``, and is registered with the game's other computer play in
:mod:`ai.registry`. A game without one has no basic player: asking for one is an error naming the
game, never a silent fall-back to random play.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action
from games.core import View

from .base import Player, register_level
from .game_ai import Policy
from .registry import game_ai


class NoBasicPlayer(LookupError):
    """The basic level has no player for this game (ai.registry has no entry for it)."""


def has_basic(game_id: str) -> bool:
    """Whether the game has a basic player."""
    return game_ai(game_id) is not None


def basic_policy(game_id: str) -> Policy:
    """The basic player of ``game_id`` as a function; NoBasicPlayer when there is none."""
    entry = game_ai(game_id)
    if entry is None:
        raise NoBasicPlayer(f"there is no basic player for the game {game_id!r} yet (see ai/registry.py)")
    return entry.basic


class BasicPlayer(Player):
    """Hand-written play for one game (its ``GameAI.basic``)."""

    level = "basic"

    def __init__(self, game_id: str, seed: int = 0) -> None:
        super().__init__(game_id, seed)
        self._choose: Policy = basic_policy(game_id)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return self._choose(view, legal, self.rng)


register_level("basic", BasicPlayer, supports=has_basic)
