"""The Kalooki expert's sampled deals with the opponents' turns played again (``ai.kalooki.drawn``):
kalooki.txt "The play" (each turn a draw and a discard), "Threes and fours" and "Deal and contracts"
(the contract a hand works towards), "Calling" (D-kalooki-5)."""

from __future__ import annotations

import random
import statistics
from collections import Counter

import pytest

import games
from ai import worlds
from ai.expert import playout_policy
from ai.kalooki import basic
from ai.kalooki.drawn import ROUNDS_PER_DRAW, draws, refine
from ai.worlds import refiner, sample_world
from games.kalooki import KalookiState, KalookiView


def _positions(seed: int, every: int = 5) -> list[tuple[KalookiState, KalookiView]]:
    """Basic-played first deals from ``seed``: every ``every``-th decision in the play, with the
    view of the seat to act."""
    state = games.get("kalooki").new_match(5, seed=seed)
    rng = random.Random(seed)
    policy = playout_policy("kalooki")
    out = []
    k = 0
    while not state.is_over and state.hand_no == 1:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        assert isinstance(view, KalookiView) and isinstance(state, KalookiState)
        if state.phase == "play":
            k += 1
            if k % every == 0:
                out.append((state.clone(), view))
        state.apply(policy(view, state.legal_actions(), rng))
    return out


def _hidden(world: KalookiState, seat: int) -> Counter[object]:
    """The cards ``seat`` cannot see in ``world``: the other hands and the stock."""
    out: Counter[object] = Counter(world.stock)
    for s, hand in enumerate(world.hands):
        if s != seat:
            out.update(hand)
    return out


def test_the_play_each_seat_s_draws_this_deal_are_counted_from_its_moves() -> None:
    _state, view = _positions(4)[-1]
    counted = draws(view)
    assert len(counted) == 5 and sum(counted) > 0
    takes = sum(1 for m in view.moves if m.action is not None and m.action.verb in ("draw", "call", "refuse"))
    assert sum(counted) == takes


def test_the_play_refining_changes_nothing_the_view_proves() -> None:
    """The seat's hand, every hand's size, the stock's size, the cards publicly known in a hand,
    the hands of seats that have come down and the cards the seat cannot see, as a whole, all stay."""
    game = games.get("kalooki")
    moved = 0
    for seed in (1, 2, 3):
        for _state, view in _positions(seed):
            for k in range(3):
                world = game.sample(view, random.Random(k))
                assert isinstance(world, KalookiState)
                before = world.clone()
                assert isinstance(before, KalookiState)
                refine(view, world, random.Random(k))
                assert world.hands[view.seat] == before.hands[view.seat]
                assert [len(h) for h in world.hands] == [len(h) for h in before.hands]
                assert len(world.stock) == len(before.stock)
                assert _hidden(world, view.seat) == _hidden(before, view.seat)
                for s in range(5):
                    kept = Counter(view.known_in_hand[s]) & Counter(before.hands[s])
                    assert not kept - Counter(world.hands[s])
                    if view.down[s] or s == view.seat:
                        assert world.hands[s] == before.hands[s]
                moved += sum(Counter(a) != Counter(b) for a, b in zip(world.hands, before.hands, strict=True))
                assert world.view(view.seat) == view or world.stock_runs
    assert moved > 0


def test_threes_and_fours_an_opponent_that_has_drawn_holds_a_hand_nearer_the_contract() -> None:
    """Uniformly dealt, an opponent's hidden cards are random; a player keeps what works towards
    the contract, so after its draws the refined deals put its hand nearer to it, as the true hand
    is (module docstring: the calibration of ROUNDS_PER_DRAW)."""
    game = games.get("kalooki")
    uniform: list[int] = []
    refined: list[int] = []
    true: list[int] = []
    for seed in (5, 6, 7, 8):
        for state, view in _positions(seed, every=3):
            drew = draws(view)
            for s in range(5):
                if s == view.seat or view.down[s] or drew[s] < 4:
                    continue
                true.append(basic.distance(state.hands[s], *view.need))
                for k in range(4):
                    world = game.sample(view, random.Random(k))
                    assert isinstance(world, KalookiState)
                    uniform.append(basic.distance(world.hands[s], *view.need))
                    refine(view, world, random.Random(k))
                    refined.append(basic.distance(world.hands[s], *view.need))
    assert len(true) >= 10
    assert statistics.fmean(refined) < statistics.fmean(uniform) - 0.5
    assert abs(statistics.fmean(refined) - statistics.fmean(true)) < abs(
        statistics.fmean(uniform) - statistics.fmean(true)
    )
    assert ROUNDS_PER_DRAW > 0


def test_no_game_registers_a_refine_and_sample_world_applies_one_when_registered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Kalooki's is built but not registered (measured: no gain in strength showed); where an
    entry names one, each deal the expert samples is refined, the view it was sampled for unchanged."""
    assert all(refiner(g) is None for g in games.ids())
    game = games.get("kalooki")
    _state, view = _positions(2)[-1]
    plain = [game.sample(view, random.Random(k)) for k in range(3)]
    assert all(isinstance(w, KalookiState) for w in plain)
    assert [sample_world(game, view, random.Random(k), None).hands for k in range(3)] == [w.hands for w in plain]
    monkeypatch.setattr(worlds, "refiner", lambda game_id: refine if game_id == "kalooki" else None)
    refined = [sample_world(game, view, random.Random(k), None) for k in range(3)]
    assert [w.hands for w in refined] != [w.hands for w in plain]
    for world, before in zip(refined, plain, strict=True):
        assert isinstance(world, KalookiState) and isinstance(before, KalookiState)
        assert _hidden(world, view.seat) == _hidden(before, view.seat)
        assert world.view(view.seat) == view
