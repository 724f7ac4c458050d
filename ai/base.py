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


class PlayerError(RuntimeError):
    """A computer player failed at a position: it raised, or returned an action that is not legal.

    ``transcript`` is the position as a ``parlour/1`` JSON text (the game, seed, options, players
    and the actions so far): replaying it reaches the position where the player failed.
    """

    def __init__(self, level: str, game_id: str, seat: int, reason: str, transcript: str) -> None:
        super().__init__(f"{level} player at seat {seat} of {game_id}: {reason}")
        self.level = level
        self.game_id = game_id
        self.seat = seat
        self.reason = reason
        self.transcript = transcript

    def report(self) -> str:
        """A bug report: what failed, and the transcript that reaches the position."""
        return f"{self}\nposition (parlour/1 transcript): {self.transcript}"


# level name -> factory(game_id, seed). Later levels register here.
_LEVELS: dict[str, Callable[[str, int], Player]] = {"random": RandomPlayer}
# level name -> which games it has a player for (absent: every game).
_SUPPORTS: dict[str, Callable[[str], bool]] = {}
# level name -> its place in the order of strength, weakest first, as the arena measured the
# ladder (BENCHMARKS.md): whichever module registers first, ``levels()`` lists them in this order.
_RANKS: dict[str, float] = {"random": 0.0, "easy": 1.0, "basic": 2.0, "hard": 3.0, "expert": 4.0}


def register_level(
    name: str, factory: Callable[[str, int], Player], supports: Callable[[str], bool] | None = None
) -> None:
    """Offer level ``name``; ``supports(game_id)`` tells for which games it has a player. A level
    not in ``_RANKS`` is listed after every level known so far."""
    _LEVELS[name] = factory
    _RANKS.setdefault(name, max(_RANKS.values()) + 1.0)
    if supports is not None:
        _SUPPORTS[name] = supports


def levels(game_id: str | None = None) -> list[str]:
    """Every level known (a save or the arena may name any of them), weakest first (with
    ``game_id``: those that have a player for it). The levels a person picks are
    :func:`ai.ladder.ladder`'s."""
    _load_levels()
    names = sorted(_LEVELS, key=lambda name: _RANKS[name])
    if game_id is None:
        return names
    return [name for name in names if name not in _SUPPORTS or _SUPPORTS[name](game_id)]


# level name -> factory(game_id, seed, parameter): "expert:0.1" is the expert with a 0.1 s budget.
_PARAM_LEVELS: dict[str, Callable[[str, int, str], Player]] = {}


def register_param_level(name: str, factory: Callable[[str, int, str], Player]) -> None:
    """Offer ``name:PARAM`` levels (for benchmarks), e.g. a search budget."""
    _PARAM_LEVELS[name] = factory


def make_player(level: str, game_id: str, seed: int = 0) -> Player:
    """A player of ``level`` (``random``, ``easy``, ``basic``, ``hard``, ``expert``, or
    ``expert:SECONDS``) for the game."""
    _load_levels()
    if ":" in level:
        name, param = level.split(":", 1)
        if name not in _PARAM_LEVELS:
            raise KeyError(f"level {name!r} takes no parameter; parametric levels are {', '.join(_PARAM_LEVELS)}")
        return _PARAM_LEVELS[name](game_id, seed, param)
    if level not in _LEVELS:
        raise KeyError(f"unknown level {level!r}; levels are {', '.join(_LEVELS)}")
    return _LEVELS[level](game_id, seed)


def _load_levels() -> None:
    """Import the modules that register further levels (basic, expert; easy and hard)."""
    from . import basic, expert, ladder  # noqa: F401  (they register themselves)
