"""Kalooki's remembered tables (the runs of four by suit, the melds offered, the tack places, the
hand shapes) stay within their bounds and never change play: a worker of the pool fills them over
a whole session, and each starts afresh at its bound (BENCHMARKS.md, "A worker's memory")."""

from __future__ import annotations

import gc
import random

import pytest

import games
import games.kalooki.legal as legal
import games.kalooki.melds as melds
from ai.kalooki import basic
from ai.kalooki.fast import playout
from games.actions import Action
from tests.ai.scripts import load

GAME = games.get("kalooki")
# The script lists the tables and their bounds; the tests read them there.
worker_memory = load("worker_memory")


def played(seed: int, check: bool) -> list[Action]:
    """A seeded set of deals of basic players, with a fast playout (the search's) from every tenth
    position; every action and every playout's moves. With ``check``, the tables are within their
    limits after each step."""
    rng = random.Random(seed)
    state = GAME.new_match(5, seed=seed)
    out: list[Action] = []
    steps = 0
    while not state.is_over and steps < 5000:
        if steps % 10 == 0 and state.phase == "play":
            done = playout(state)
            if done is not None:
                model, _, moves = done
                out.extend(model.action(m) for m in moves)
        legal_now = state.legal_actions()
        action = basic.choose(state.view(state.to_act), legal_now, rng)
        state.apply(action)
        out.append(action)
        steps += 1
        if check:
            now, most = worker_memory.sizes(), worker_memory.bounds()
            assert all(now[k] <= most[k] for k in now), (now, most)
    return out


def clear() -> None:
    for _, module, table, _, _ in worker_memory.TABLES:
        getattr(module, table).clear()


def test_small_bounds_are_kept_and_play_is_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    clear()
    reference = played(7, check=False)
    assert max(worker_memory.sizes().values()) > 40, "the set should fill the tables past the small bounds"
    clear()
    for _, _, _, module, bound in worker_memory.TABLES:
        monkeypatch.setattr(module, bound, 40)
    assert played(7, check=True) == reference
    clear()


def test_the_memory_script_scales_the_bounds_and_plays_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """``scripts/worker_memory.py``: ``--scale`` divides every bound alike, and two runs of the
    same matches give the same fingerprint (the same searches)."""
    monkeypatch.setattr(melds, "SUIT_FOURS_LIMIT", 1000)
    for name in ("SHAPES_LIMIT", "PLACES_LIMIT", "OFFERED_LIMIT"):
        monkeypatch.setattr(legal, name, 1000)
    monkeypatch.setattr(basic, "HAND_SHAPES_LIMIT", 1000)
    worker_memory.scale_bounds(0.25)
    assert (melds.SUIT_FOURS_LIMIT, legal.SHAPES_LIMIT, legal.PLACES_LIMIT) == (250, 250, 250)
    assert (legal.OFFERED_LIMIT, basic.HAND_SHAPES_LIMIT) == (250, 250)
    try:
        first = worker_memory.run("king", 3, 1, 2)
        assert first["searches"] > 10
        assert worker_memory.run("king", 3, 1, 2)["fingerprint"] == first["fingerprint"]
    finally:
        gc.unfreeze()  # the worker's tidy froze this process's objects: the suite goes on unfrozen
