"""Each game's look in the window, registered in one typed place: ``desktop/per_game/<id>.py``
declares a :class:`~desktop.per_game.look.GameLook` as ``LOOK`` (its table's zones, its score
sheet, how its score is told). A game without one gets the generic table and a sheet of the
running totals. The modules are imported when first asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

import games
from games.core import View

from .look import Column, GameLook, at, name_of


def _freelance() -> GameLook:
    from .freelance import LOOK

    return LOOK


def _clubs() -> GameLook:
    from .clubs import LOOK

    return LOOK


def _king() -> GameLook:
    from .king import LOOK

    return LOOK


def _two_way_street() -> GameLook:
    from .two_way_street import LOOK

    return LOOK


def _kalooki() -> GameLook:
    from .kalooki import LOOK

    return LOOK


_ENTRIES: dict[str, Callable[[], GameLook]] = {
    "freelance": _freelance,
    "clubs": _clubs,
    "king": _king,
    "two_way_street": _two_way_street,
    "kalooki": _kalooki,
}


def _running_totals_only(view: View, names: Sequence[str]) -> list[Column]:
    """A game no module describes: the hand's number and each seat's running total, read from the
    record fields the engine names (``Game.hand_word``, ``Game.totals_key``)."""
    game = games.get(view.game)
    word, key = game.hand_word, game.totals_key
    cols = [Column(word, word.capitalize(), lambda r: r.get(word))]
    for s in range(view.players):
        cols.append(Column(f"score{s}", "Score", at(key, s), seat=s, running=True))
    return cols


GENERIC = GameLook(columns=_running_totals_only)


@cache
def look(game_id: str) -> GameLook:
    """The look of ``game_id``; the generic look for a game no module describes."""
    entry = _ENTRIES.get(game_id)
    return entry() if entry is not None else GENERIC


__all__ = ["GENERIC", "Column", "GameLook", "look", "name_of"]
