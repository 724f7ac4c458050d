"""The arena's open-hand yardstick (issue 22): the expert's search given the true deal.

``oracle:B`` in ``python -m ai.arena`` is :class:`OpenHandSearch` with a budget of B seconds per
decision: the expert's own search (:func:`ai.expert.search`: the same candidates, basic's choice
as the default, the same playouts, reward and rule for leaving the default), run in one process
as ``expert:B`` is, except that every world is a copy of the true state instead of a deal sampled
from the seat's view. It knows every hidden card (and, in Kalooki, the order of the stock), so
what the expert can reach is bounded by it, and how much of the distance from basic to it the
expert closes measures the expert (``python -m ai.arena gap``). "Every hidden card" means also
the order of the piles still to be drawn from: Kalooki's stock, Two Way Street's deck, the
Freelance deck.

``oracle:B:hands`` sees every hand but not that order: each world is a copy of the true state
with the cards no seat has seen put in a new order (``State.shuffle_unseen``). It is what a
player who saw every hand could reach; the difference between the two says how much of the
yardstick is knowing what will be drawn.

It is not a computer player of the program, by construction: it is not an :class:`ai.Player` (it
has no ``choose(view, legal)``; its one method takes a ``State``), it is registered with no level
(``ai.levels()`` and ``ai.make_player`` never give it, so neither the start screen nor the
desktop's worker can), and only the arena (:func:`ai.arena.play_match`) builds it, from a seat
named ``oracle:B``, and hands it a copy of the true state at each of its decisions.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from games.actions import Action
from games.core import State

from .expert import SearchResult, best_index, candidates, search, search_on_pool

NAME = "oracle"


class OpenHandSearch:
    """The expert's search over one world, the true one: ``budget`` seconds per decision (or a
    fixed number of ``iterations`` playouts per candidate, for repeatable tests)."""

    level = NAME

    def __init__(
        self,
        game_id: str,
        seed: int = 0,
        budget: float | None = 0.1,
        iterations: int | None = None,
        processes: bool = False,
        hands_only: bool = False,
    ) -> None:
        if budget is None and iterations is None:
            raise ValueError("the open-hand search needs a budget or a number of iterations")
        self.game_id = game_id
        self.rng = random.Random(seed)
        self.budget = budget
        self.iterations = iterations
        self.processes = processes
        self.hands_only = hands_only
        self.last: SearchResult | None = None

    def choose_open(self, state: State, legal: Sequence[Action]) -> Action:
        """One of ``legal`` at ``state`` (the true position; the search plays out copies of it)."""
        begun = time.perf_counter()
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        seat = state.to_act
        if seat is None:
            raise ValueError("the match is over: nobody is to act")
        view = state.view(seat)
        seed = self.rng.getrandbits(63)
        indices, basic = candidates(self.game_id, view, legal, seed)
        if len(indices) == 1:
            return legal[basic]
        if self.processes:
            result = search_on_pool(
                self.game_id,
                view,
                legal,
                seed,
                self.budget,
                self.iterations,
                indices,
                basic,
                begun,
                state,
                self.hands_only,
            )
        else:
            result = search(
                self.game_id, view, legal, seed, self.budget, self.iterations, indices, basic, state, self.hands_only
            )
        self.last = result
        return legal[best_index(result)]


def is_oracle(level: str) -> bool:
    """Whether an arena seat names the open-hand search (``oracle`` or ``oracle:B``)."""
    return level.split(":", 1)[0] == NAME


def make_oracle(level: str, game_id: str, seed: int) -> OpenHandSearch:
    """The open-hand search of an arena seat ``oracle:B`` (B seconds per decision, in this
    process), followed by ``:pool`` (on the program's worker pool) and/or ``:hands`` (every hand
    seen, not the order of what is still to be drawn); ValueError for a seat that gives no budget
    or an unusable one."""
    _, _, rest = level.partition(":")
    param, *flags = rest.split(":")
    unknown = [f for f in flags if f not in ("pool", "hands")]
    if unknown or len(set(flags)) != len(flags):
        raise ValueError(f"{level}: after the budget only ':pool' and ':hands' may follow, once each")
    try:
        budget = float(param)
    except ValueError:
        raise ValueError(f"{level}: the open-hand search needs a budget in seconds, like oracle:0.1") from None
    if not 0 < budget <= 60:
        raise ValueError(f"{level}: the budget must be more than 0 and at most 60 seconds")
    return OpenHandSearch(game_id, seed, budget=budget, processes="pool" in flags, hands_only="hands" in flags)
