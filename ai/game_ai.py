"""What the computer players know of one game: the shape of each game's entry (``ai/<id>/``).

A game's entry names its basic player (``choose``), the order in which basic ranks its choices
where the expert's search uses it (``ranked``), the expert's own judgement where it differs from
basic's, the card inference that weighs sampled deals, what winning the match is worth to the
search, and, for a trick game, its last tricks as the open-hand solver plays them (``endgame``).

Each game's package (``ai/<id>/__init__.py``) builds its ``GameAI`` as ``AI``; :mod:`ai.registry`
finds it by the game's id.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from games.actions import Action
from games.cards import Card
from games.core import State, View

from .trick_model import Model

Policy = Callable[[View, Sequence[Action], random.Random], Action]
Ranking = Callable[[View, Sequence[Action]], list[Action]]
Weight = Callable[[View, State], float]
Refine = Callable[[View, State, random.Random], None]
# A trick game's replay of the tricks so far on a sampled deal (``ai/<game>/fast.py``'s ``misses``):
# the plays, the seats whose choices are read; (choices, those basic would have made otherwise).
Misses = Callable[[State, Sequence[Any], Sequence[int]], "tuple[int, int] | None"]


def play_likelihood(misses: Misses, world: State, plays: Sequence[Any], watched: Sequence[int], miss: float) -> float:
    """How likely the play so far makes ``world``: ``miss`` for each choice of a ``watched`` seat
    where the basic player, holding that deal's hand, would have played otherwise (1 before the
    first card, or where the plays do not fit the deal)."""
    if not plays:
        return 1.0
    found = misses(world, plays, watched)
    return 1.0 if found is None else miss ** found[1]


FastPlayout = Callable[[State], tuple[Model, Any, list[Any]] | None]
# A question put to a person that has one sensible answer: that answer and why, or None (ask).
Needless = Callable[[View, Sequence[Action]], tuple[Action, str] | None]

# The search compares at most this many actions unless a game says fewer (ai.expert).
MAX_CANDIDATES = 8


@dataclass(frozen=True)
class Endgame:
    """A trick game's last tricks for the open-hand solver (:mod:`ai.solver`, issue 22).

    ``model``: the compact model of the game's trick play built from a State in it
    (:class:`ai.trick_model.Model`). ``tricks_left``: the tricks left in the hand, the one in
    progress counted, or None when the State is not in the trick play (bidding, exchanging, the
    match over); an upper bound where a hand may end early. The expert's search values a world by
    the solver instead of basic playouts when at most ``max_tricks_left`` tricks are left (0:
    never) and at most ``max_cards`` cards are in the hands: limits set by measurement
    (``python scripts/solver_bench.py``), given beside each game's model.
    """

    model: Callable[[State], Model]
    tricks_left: Callable[[State], int | None]
    max_tricks_left: int
    max_cards: int
    # What a side counts in the open-hand result of a whole deal (ai.open_hand, issue 23), from a
    # State in the trick play and the side's seats: an ai.open_hand.Objective.
    objective: Callable[[State, Sequence[int]], Any] | None = None


@dataclass(frozen=True)
class Pruning:
    """When the expert's search drops a candidate (ai.expert): after ``after`` worlds, one whose
    paired advantage over the default choice is not above zero by ``z`` standard errors in its
    favour (mean + z * se <= 0), and one that has never differed from it once it has been played
    on ``zero_after`` worlds. When none is left the search ends early with the default choice.

    The defaults were set by ``python scripts/search_regret.py``: pruning after 4 worlds at one
    standard error ended most decisions within 16 worlds and dropped better actions by chance;
    against a search of 1,000 unpruned worlds its choices fell short by 0.43 points a decision in
    Clubs and 0.21 in King, these defaults' by 0.10 and 0.04 (BENCHMARKS.md, "How the search
    spends its deals")."""

    after: int = 16
    z: float = 2.0
    zero_after: int = 64


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
    # What the opponents' turns have made of their hands, put into each sampled deal in place
    # (ai.worlds.sample_world). Built for Kalooki (ai/kalooki/drawn.py), not registered: measured.
    refine: Refine | None = None
    candidate_limit: int = MAX_CANDIDATES
    pruning: Pruning = Pruning()  # when the search drops a candidate
    needless: Needless | None = None  # questions the table may answer for a person (an option)
    endgame: Endgame | None = None  # a trick game's last tricks, solved exactly (ai.solver)
    # A trick game's cards that play alike, from a view (ai.trick_model.alike_cards): the search
    # weighs one card of each class (ai.expert.distinct). None outside the trick play.
    alike: Callable[[View], Callable[[Card], Hashable] | None] | None = None
    # The game's fast playout (ai/<id>/fast.py, issue 22): from a State it plays (a trick game's
    # trick play, Freelance's from the auction on; a Kalooki deal), the rest of the hand as basic plays it on a compact model (a
    # trick game's endgame model): (model, last node, moves), or None where it does not play
    # (then the engine plays; ai.playout.hand_value).
    fast: FastPlayout | None = None

    @property
    def ranked(self) -> Ranking | None:
        """The order the expert's candidates follow: its own judgement's, else basic's."""
        return self.judgement_ranked or self.basic_ranked
