"""Each game's computer play, registered in one typed place.

A game's entry names its basic player (``choose``), the order in which basic ranks its choices
where the expert's search uses it (``ranked``), the expert's own judgement where it differs from
basic's, the card inference that weighs sampled deals, and what winning the match is worth to the
search. The modules are imported when a game's entry is first asked for, so a program that plays
one game loads only that game's players.

A new game adds one function here and its modules beside it; nothing else in ai/ names a game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from games.actions import Action
from games.core import State, View

Policy = Callable[[View, Sequence[Action], random.Random], Action]
Ranking = Callable[[View, Sequence[Action]], list[Action]]
Weight = Callable[[View, State], float]
# A question put to a person that has one sensible answer: that answer and why, or None (ask).
Needless = Callable[[View, Sequence[Action]], tuple[Action, str] | None]

# The search compares at most this many actions unless a game says fewer (ai.expert).
MAX_CANDIDATES = 8


@dataclass(frozen=True)
class GameAI:
    """What the computer players know of one game.

    ``win_value``: what winning the match is worth, in points of lead (a seat's score less the
    others' mean), when a playout ends it: the inverse of the win share one point of lead buys late
    in a match between basic players (``python scripts/win_value.py GAME PLAYERS 150``, hands 7-9:
    Freelance 78, Clubs 289, King 459, Two Way Street 28, Kalooki 1443). Without it the search
    maximizes points, which is not the object.
    """

    basic: Policy
    win_value: float
    basic_ranked: Ranking | None = None
    judgement: Policy | None = None  # the expert's default, where it is not basic's play
    judgement_ranked: Ranking | None = None
    inference: Weight | None = None  # how likely a sampled deal makes the opponents' bids
    candidate_limit: int = MAX_CANDIDATES
    needless: Needless | None = None  # questions the table may answer for a person (an option)

    @property
    def ranked(self) -> Ranking | None:
        """The order the expert's candidates follow: its own judgement's, else basic's."""
        return self.judgement_ranked or self.basic_ranked


def _freelance() -> GameAI:
    from . import basic_freelance, infer_freelance

    return GameAI(
        basic=basic_freelance.choose,
        basic_ranked=basic_freelance.ranked,
        inference=infer_freelance.weight,
        win_value=80.0,
    )


def _clubs() -> GameAI:
    from . import basic_clubs

    return GameAI(basic=basic_clubs.choose, win_value=290.0)


def _king() -> GameAI:
    from . import basic_king

    return GameAI(basic=basic_king.choose, win_value=460.0)


def _two_way_street() -> GameAI:
    from . import basic_two_way_street

    return GameAI(basic=basic_two_way_street.choose, win_value=28.0)


def _kalooki() -> GameAI:
    from . import basic_kalooki, expert_kalooki

    return GameAI(
        basic=basic_kalooki.choose,
        basic_ranked=basic_kalooki.ranked,
        judgement=expert_kalooki.choose,
        judgement_ranked=expert_kalooki.ranked,
        win_value=1450.0,
        # A Kalooki deal's playout costs 15-25 ms: the best few by the judgement's own order.
        candidate_limit=4,
        needless=basic_kalooki.needless_call,
    )


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
