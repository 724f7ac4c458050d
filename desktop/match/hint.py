"""Why the hint (H) suggests its move: the move and the two runners-up of the search, each with
what it is expected to score, as plain data the worker sends with the suggestion."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import ai
import games
from ai.expert import ExpertPlayer, ranked
from games.actions import Action

# The suggestion and this many runners-up are shown.
RUNNERS_UP = 2


@dataclass(frozen=True)
class Considered:
    """A move the search weighed: its text, its expected result (points over the rest of the hand
    against the others' mean, a match won or lost counted in; higher is better, also where lower
    scores win) and on how many sampled deals it was tried."""

    move: str
    expected: float
    deals: int


@dataclass(frozen=True)
class HintReasons:
    """``forced``: the suggestion is the only legal move. ``moves``: the suggestion first, then up
    to :data:`RUNNERS_UP` runners-up, best first (empty when the player searched nothing: a
    level without search, or a search that finished no deal in its time, then ``unweighed``).
    ``lower_is_better``: the game counts penalty points."""

    forced: bool
    moves: tuple[Considered, ...]
    lower_is_better: bool
    unweighed: bool = False


def hint_reasons(player: ai.Player, legal: Sequence[Action], action: Action) -> HintReasons:
    """The reasons of ``player``'s suggestion ``action`` among ``legal``, read from its last search."""
    lower_is_better = games.get(player.game_id).lower_is_better
    if len(legal) == 1:
        return HintReasons(True, (), lower_is_better)
    if not isinstance(player, ExpertPlayer) or action not in legal:
        return HintReasons(False, (), lower_is_better)
    weighed = ranked(player.last, list(legal).index(action))[: 1 + RUNNERS_UP] if player.last is not None else []
    if not weighed:
        return HintReasons(False, (), lower_is_better, unweighed=True)
    moves = tuple(Considered(str(legal[w.index]), w.expected, w.worlds) for w in weighed)
    return HintReasons(False, moves, lower_is_better)
