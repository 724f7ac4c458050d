"""The levels a person picks, weakest first: Easy, Medium, Hard, Expert.

Each is the one below it made stronger in one plain way; the arena measures each against the one
below on the same deals (BENCHMARKS.md, "The levels a person picks", which says which rungs are
shown so far):

- ``easy``: the basic player with lapses: :data:`LAPSE_SHARE` of its decisions that have a choice
  are made at random among the legal moves instead (seeded: the same seed lapses at the same
  decisions). A newcomer sees it make mistakes a person would notice, and can win. Where the
  moves are numbers (Freelance's bids and statements, Two Way Street's bids), a lapse is a
  person's slip there: one more or one less than basic's number, or passing instead of it (or,
  when basic passes, the least number of a kind), not any number at random. A move drawn from
  all of them (up to fourteen bids, or sixty-six statements) is mostly a large one, a slip no
  person makes, and it made Easy a walkover in Freelance.
- ``basic`` (shown as Medium): the hand-written player of each game, no lapses. Its id stays
  ``basic``, as saves and transcripts already name it.
- ``hard``: the basic player who looks ahead on :data:`HARD_SHARE` of its decisions that have a
  choice (seeded, as Easy's lapses): there it makes the expert's choice, searched for
  :data:`HARD_BUDGET` seconds; on the others it plays as Medium.
- ``expert``: the search on every decision, at the program's default budget
  (``ai.expert.DEFAULT_BUDGET``, 1 s).

Hard was once the expert's search on every decision at a quarter of its budget. Where most
decisions end by pruning well inside a quarter of a second, that Hard and Expert nearly always
chose alike: against the true deal they differed on 1 to 12 decisions in 70 in King, Clubs and
Two Way Street, 3 of 40 in Kalooki, and by +0.03 points a decision [-0.06, +0.12] in Freelance
(``scripts/search_regret.py --truth``, BENCHMARKS.md), so a person who picked Expert met Hard
again, slower, and the arena could not show Expert over Hard. Searching half the decisions puts
Hard halfway between Medium and Expert, decision by decision (a decision's expected regret is
the share's mix of the two levels'), so each rung has about half of the distance.

``random`` stays a level of the arena and the tests (and of old saves, which still load): no
person picks it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.actions import Action
from games.core import View

from .base import Player, levels, register_level
from .basic import BasicPlayer, has_basic
from .expert import DEFAULT_BUDGET, ExpertPlayer

# The share of Easy's decisions with more than one legal move that it makes at random.
LAPSE_SHARE = 0.25
# Hard's search budget per decision it searches, in seconds: a quarter of the expert's.
HARD_BUDGET = DEFAULT_BUDGET / 4
# The share of Hard's decisions with more than one legal move that it searches.
HARD_SHARE = 0.5
# The levels a person picks, weakest first.
LADDER = ("easy", "basic", "hard", "expert")
# The level a newcomer meets: Medium, the hand-written player (it answers at once and plays
# sensibly; Easy's lapses look careless, Hard and Expert think for a while at every turn).
NEWCOMER = "basic"


class EasyPlayer(Player):
    """The basic player, who makes :data:`LAPSE_SHARE` of its real decisions at random (where
    the moves are numbers, a slip next to basic's: :func:`near_numbers`)."""

    level = "easy"

    def __init__(self, game_id: str, seed: int = 0) -> None:
        super().__init__(game_id, seed)
        self.basic = BasicPlayer(game_id, seed)
        # Its own stream: whether a decision lapses does not depend on how basic used its numbers.
        self.lapses = random.Random(f"parlour-lapse:{seed}")

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) > 1 and self.lapses.random() < LAPSE_SHARE:
            if not any(a.number_or_none is not None for a in legal):
                return self.lapses.choice(list(legal))
            choice = self.basic.choose(view, legal)
            others = [a for a in legal if a != choice]
            return self.lapses.choice(near_numbers(choice, others) or others)
        return self.basic.choose(view, legal)


def near_numbers(choice: Action, others: Sequence[Action]) -> list[Action]:
    """The slips a person could make instead of ``choice`` in a choice of numbers: the same kind
    (verb and words) one more or one less, or an action without a number or cards (a pass);
    when ``choice`` has no number, the least number of each kind. Empty when there are none."""
    plain = [a for a in others if a.number_or_none is None and not a.cards]
    numbered = [(a, k) for a in others if (k := a.number_or_none) is not None]
    n = choice.number_or_none
    if n is not None:
        kind = (choice.verb, choice.words)
        return plain + [a for a, k in numbered if (a.verb, a.words) == kind and abs(k - n) == 1]
    least: dict[tuple[str, tuple[str, ...]], tuple[Action, int]] = {}
    for a, k in numbered:
        if (a.verb, a.words) not in least or k < least[(a.verb, a.words)][1]:
            least[(a.verb, a.words)] = (a, k)
    return plain + [a for a, _ in least.values()]


class HardPlayer(ExpertPlayer):
    """The basic player who searches :data:`HARD_SHARE` of its real decisions as the expert does,
    with :data:`HARD_BUDGET` seconds each. ``last`` is the last decision's search, or None when
    it played as basic (a hint then has no runners-up to show)."""

    level = "hard"

    def __init__(self, game_id: str, seed: int = 0) -> None:
        super().__init__(game_id, seed, budget=HARD_BUDGET)
        self.basic = BasicPlayer(game_id, seed)
        # Its own stream, as Easy's: which decisions it searches does not depend on the search.
        self.looks = random.Random(f"parlour-hard:{seed}")

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) > 1 and self.looks.random() < HARD_SHARE:
            return super().choose(view, legal)
        self.last = None
        return self.basic.choose(view, legal)


def ladder(game_id: str) -> list[str]:
    """The levels a person may pick for ``game_id``, weakest first."""
    offered = set(levels(game_id))
    return [name for name in LADDER if name in offered]


register_level("easy", EasyPlayer, supports=has_basic)
register_level("hard", HardPlayer)
