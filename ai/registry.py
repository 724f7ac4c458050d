"""Each game's computer play, registered in one typed place.

A game's entry (:class:`ai.game_ai.GameAI`) lives in its own package, ``ai/<id>/``, beside the
game's basic player, the expert's judgement and the card inference. The packages are imported when
a game's entry is first asked for, so a program that plays one game loads only that game's
players. A new game adds its package and one line to ``_ENTRIES``; nothing else in ai/ names a
game.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from .game_ai import MAX_CANDIDATES, Endgame, GameAI, Needless, Policy, Ranking, Weight


def _freelance() -> GameAI:
    from .freelance import AI

    return AI


def _clubs() -> GameAI:
    from .clubs import AI

    return AI


def _king() -> GameAI:
    from .king import AI

    return AI


def _two_way_street() -> GameAI:
    from .two_way_street import AI

    return AI


def _kalooki() -> GameAI:
    from .kalooki import AI

    return AI


_ENTRIES: dict[str, Callable[[], GameAI]] = {
    "freelance": _freelance,
    "clubs": _clubs,
    "king": _king,
    "two_way_street": _two_way_street,
    "kalooki": _kalooki,
}


def game_ids() -> list[str]:
    """The games the computer players know."""
    return list(_ENTRIES)


@cache
def game_ai(game_id: str) -> GameAI | None:
    """The computer play of ``game_id``; None for a game no computer player knows yet."""
    entry = _ENTRIES.get(game_id)
    return entry() if entry is not None else None


__all__ = ["MAX_CANDIDATES", "Endgame", "GameAI", "Needless", "Policy", "Ranking", "Weight", "game_ai", "game_ids"]
