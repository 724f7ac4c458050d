"""What a worker of the expert's pool does after each search (ai/pool_worker.py, issue 22: the
think-time tail): collect what the search left, freeze the rest, and leave no cyclic garbage to
freeze in the first place."""

from __future__ import annotations

import gc
import os
import weakref
from collections.abc import Iterator

import pytest

import games
from ai.expert import candidates, search
from ai.pool_worker import Tidied
from games.cards import cards
from games.kalooki.melds import can_complete, tally

from .test_expert import positions


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


@pytest.fixture
def no_collector() -> Iterator[None]:
    """The collector off, as in a test that counts what one call leaves for it; and whatever a
    test froze thawed again, so that the rest of the suite is collected as before."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()


def test_a_tidied_task_returns_the_tasks_result_collects_its_cycles_and_freezes_the_rest(no_collector: None) -> None:
    kept = Node()
    refs: list[weakref.ref[Node]] = []

    def task(x: int) -> int:
        a, b = Node(), Node()
        a.other, b.other = b, a  # a cycle, garbage once the task returns
        refs.append(weakref.ref(a))
        kept.other = Node()
        return x * 2

    assert gc.get_freeze_count() == 0
    assert Tidied(task)(21) == 42
    assert refs[0]() is None  # collected, not frozen
    assert gc.get_freeze_count() > 0  # what is alive is frozen
    assert gc.collect() == 0


def test_a_tidied_task_tidies_after_a_task_that_raises(no_collector: None) -> None:
    def task() -> None:
        raise ValueError("no")

    with pytest.raises(ValueError, match="no"):
        Tidied(task)()
    assert gc.get_freeze_count() > 0


def test_the_kalooki_contract_search_leaves_no_cycle(no_collector: None) -> None:
    """The search of fours that leave threes (``can_complete``, 2 threes and a four here) was a
    closure calling itself: each call left a reference cycle for the collector."""
    nat, jk = tally(cards("2C 2D 2H 5H 6H 7H 8H 7C JK JK"))
    assert can_complete(nat, jk, 2, 1)
    assert gc.collect() == 0


@pytest.mark.parametrize("game_id", games.ids())
def test_a_search_leaves_no_cyclic_garbage(game_id: str, no_collector: None) -> None:
    """What makes freezing safe: a worker freezes what is alive after a search, and an object in a
    cycle that became garbage after it would never be freed. So no search makes such cycles."""
    searched = 0
    for state in positions(game_id, 10, seed=3):
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        indices, basic = candidates(game_id, view, legal, 1)
        gc.collect()
        search(game_id, view, legal, 1, None, 4, indices, basic)
        del view
        assert gc.collect() == 0, f"{game_id}: a search left cyclic garbage"
        searched += 1
    assert searched >= 3


def test_the_workers_start_at_the_priority_the_window_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window lowers the workers' priority (ai.pool_worker.lower_worker_priority, desktop.app.main)
    so that drawing the table keeps the processor while a computer thinks: a pool started after
    it runs its workers that much lower than the program; one started before it (the arena's) at
    the program's own."""
    from ai import expert, pool_worker

    own = os.nice(0)
    monkeypatch.setattr(expert, "_POOL", None)
    monkeypatch.setattr(pool_worker, "_NICENESS", [0])
    plain = expert.get_pool()
    try:
        assert {plain.submit(os.nice, 0).result() for _ in range(4)} == {own}
    finally:
        plain.shutdown()
    monkeypatch.setattr(expert, "_POOL", None)
    pool_worker.lower_worker_priority(3)
    lowered = expert.get_pool()
    try:
        assert {lowered.submit(os.nice, 0).result() for _ in range(4)} == {min(own + 3, 19)}
    finally:
        lowered.shutdown()
