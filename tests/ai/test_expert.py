"""The expert player (issue 9): legal, honest, within its budget, deterministic when counted."""

from __future__ import annotations

import random

import pytest

import games
from ai import make_player
from ai.expert import ExpertPlayer, search
from games.core import View


def positions(game_id: str, count: int, seed: int = 0) -> list[games.State]:
    game = games.get(game_id)
    rng = random.Random(seed)
    out = []
    for k in range(count):
        s = game.new_match(players=game.default_players, seed=seed + k)
        for _ in range(rng.randrange(0, 60)):
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_over and len(s.legal_actions()) > 1:
            out.append(s)
    return out


@pytest.mark.parametrize("game_id", games.ids())
def test_expert_returns_a_legal_action_from_the_view_only(game_id: str) -> None:
    player = ExpertPlayer(game_id, seed=1, iterations=12, processes=False)
    seen_types = set()

    class Spy(ExpertPlayer):
        def choose(self, view, legal):  # type: ignore[no-untyped-def]
            seen_types.add((type(view).__mro__[-3], type(legal)))
            assert isinstance(view, View)
            assert not isinstance(view, games.State)
            return super().choose(view, legal)

    spy = Spy(game_id, seed=1, iterations=12, processes=False)
    for state in positions(game_id, 6):
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        assert player.choose(state.view(seat), legal) in legal
        assert spy.choose(state.view(seat), list(legal)) in legal


def test_expert_is_deterministic_for_a_seed_and_a_number_of_iterations() -> None:
    for state in positions("freelance", 4, seed=7):
        seat = state.to_act
        assert seat is not None
        a = ExpertPlayer("freelance", seed=5, iterations=30, processes=False)
        b = ExpertPlayer("freelance", seed=5, iterations=30, processes=False)
        view, legal = state.view(seat), state.legal_actions()
        assert a.choose(view, legal) == b.choose(view, legal)
        assert a.last == b.last


def test_expert_in_the_process_pool_is_deterministic_too() -> None:
    state = positions("freelance", 3, seed=2)[0]
    seat = state.to_act
    assert seat is not None
    view, legal = state.view(seat), state.legal_actions()
    a = ExpertPlayer("freelance", seed=9, iterations=16, processes=True)
    b = ExpertPlayer("freelance", seed=9, iterations=16, processes=True)
    assert a.choose(view, legal) == b.choose(view, legal)
    # two workers of 8 worlds each, fewer when the search ends early (nothing left to beat basic)
    assert a.last == b.last and a.last is not None and 4 <= a.last.iterations <= 16


def test_expert_with_a_budget_decides_in_the_pool() -> None:
    """A budgeted decision in the worker processes ends by itself with a legal action and the worlds
    it searched. How long it takes is measured by the arena (BENCHMARKS.md), never asserted here:
    these machines are shared and their timings noisy."""
    # A budget of a second: with 0.2 s a machine whose cores are busy with other work (the soak
    # beside the suite) finished no world in time and the decision was basic's, as it should be.
    player = ExpertPlayer("freelance", seed=3, budget=1.0, processes=True)
    state = positions("freelance", 2, seed=4)[0]
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    for _ in range(2):  # the first decision also starts the pool
        assert player.choose(state.view(seat), legal) in legal
        assert player.last is not None and player.last.worlds >= 1


def test_search_compares_every_candidate_on_the_same_worlds() -> None:
    state = positions("freelance", 1, seed=11)[0]
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    result = search("freelance", state.view(seat), legal, seed=1, budget=None, iterations=3)
    assert result.worlds == 3
    compared = [k for k, v in enumerate(result.visits) if v]
    assert all(result.visits[k] == 3 for k in compared)
    assert result.basic in compared and 1 < len(compared) <= 8
    assert result.diff_sums[result.basic] == 0.0


def test_search_drops_candidates_that_cannot_beat_basic_and_stops_when_none_is_left() -> None:
    from ai.expert import pruning

    # A Freelance bidding round where basic passes: bidding 1 does worse on the same deals, so the
    # search drops it and ends long before its 200 worlds.
    state = positions("freelance", 1, seed=11)[0]
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    result = search("freelance", state.view(seat), legal, seed=1, budget=None, iterations=200)
    visited = [result.visits[k] for k in range(len(legal)) if result.visits[k]]
    assert min(visited) >= pruning("freelance").after
    assert result.visits[result.basic] == result.worlds
    assert result.worlds < 200


def test_a_candidate_that_never_differed_from_basic_stays_until_zero_prune_after() -> None:
    """A card that changes the outcome on one deal in ten shows no difference on its first sixteen
    deals one time in five: it stays in the search until ZERO_PRUNE_AFTER worlds; one shown worse
    goes as soon as the pruning starts."""
    from ai.expert import _contender
    from ai.game_ai import Pruning

    prune = Pruning()
    assert _contender(prune.after, 0.0, 0.0, prune)
    assert _contender(prune.zero_after - 1, 0.0, 0.0, prune)
    assert not _contender(prune.zero_after, 0.0, 0.0, prune)
    # worse by 5 on 8 of 16 deals: mean -2.5, standard error 0.65: dropped
    assert not _contender(16, -40.0, 200.0, prune)
    # worse by 5 on 2 of 16 deals: mean -0.63, standard error 0.44, within two of zero: kept
    assert _contender(16, -10.0, 50.0, prune)
    # better on one deal of sixteen: kept
    assert _contender(16, 5.0, 25.0, prune)


def test_candidates_weigh_freelance_statements_by_basics_expectation() -> None:
    """In the declaration the expert weighs the statements basic values most (each trump at its own
    estimate), not a random trump at a nearby number."""
    from ai.expert import MAX_CANDIDATES, candidates
    from ai.freelance.basic import _by_suit, _utility, estimate_split, ranked, unseen_by

    checked = 0
    for state in positions("freelance", 400, seed=5):
        if checked == 5:
            break
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        states = [a for a in legal if a.verb == "state"]
        if view.phase != "declaration" or len(legal) <= MAX_CANDIDATES:
            continue
        order = ranked(view, legal)
        assert set(order) == set(states)
        mine, opp = _by_suit(view.hand), _by_suit(unseen_by(view))
        values = [_utility(view, estimate_split(mine, opp, str(a.args[1])), a.number) for a in order]
        assert values == sorted(values, reverse=True)
        indices, basic = candidates("freelance", view, legal, seed=3)
        chosen = {legal[i] for i in indices if i != basic}
        pass_taken = any(a.verb == "pass" for a in chosen)
        expected = [a for a in order if a != legal[basic]][: MAX_CANDIDATES - 1 - pass_taken]
        assert set(expected) <= chosen
        checked += 1
    assert checked == 5


def test_best_index_keeps_the_basic_choice_unless_clearly_beaten() -> None:
    from ai.expert import MIN_WORLDS, SearchResult, best_index

    w = MIN_WORLDS
    # action 1 is better on average but the paired difference is noise: keep basic (0)
    noisy = SearchResult([w, w], [0.0, w], [0.0, w], [0.0, 25.0 * w], w, basic=0)
    assert best_index(noisy) == 0
    # action 1 beats basic by 1 on every world: take it
    clear = SearchResult([w, w], [0.0, w], [0.0, w], [0.0, w], w, basic=0)
    assert best_index(clear) == 1
    # ... but not on fewer worlds than MIN_WORLDS, where the standard error is itself a guess
    few = SearchResult([w - 1, w - 1], [0.0, w - 1], [0.0, w - 1], [0.0, w - 1], w - 1, basic=0)
    assert best_index(few) == 0
    # of two actions that beat basic clearly, the larger paired advantage wins
    two = SearchResult([w, w, w], [0.0, w, 2.0 * w], [0.0, w, 2.0 * w], [0.0, w, 4.0 * w], w, basic=0)
    assert best_index(two) == 2


def test_expert_is_a_registered_level() -> None:
    assert isinstance(make_player("expert", "freelance", 1), ExpertPlayer)


def test_candidates_weigh_kalooki_discards_in_the_experts_own_order() -> None:
    """With a candidate limit below the legal discards, the expert weighs its own judgement's
    choice (``ai/kalooki/judgement.py``) against the discards it ranks next, not against discards drawn
    at random."""
    from ai.expert import candidate_limit, candidates, playout_policy
    from ai.kalooki.judgement import ranked

    game = games.get("kalooki")
    policy = playout_policy("kalooki")
    state = game.new_match(5, seed=3)
    rng = random.Random(2)
    checked = 0
    while checked < 5 and not state.is_over:
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        order = ranked(view, legal)
        if len(legal) > candidate_limit("kalooki") and order:
            indices, basic = candidates("kalooki", view, legal, seed=7)
            assert legal[basic] == order[0]
            assert {legal[i] for i in indices} == set(order[: candidate_limit("kalooki")])
            checked += 1
        state.apply(policy(view, legal, rng))
    assert checked == 5


def test_every_game_has_its_computer_play_registered_with_a_win_value() -> None:
    from ai.registry import game_ai, game_ids

    assert set(game_ids()) == set(games.ids())
    for game_id in games.ids():
        entry = game_ai(game_id)
        assert entry is not None and entry.win_value > 0 and callable(entry.basic)


def test_a_playout_that_ends_the_match_adds_the_share_of_the_win() -> None:
    from types import SimpleNamespace
    from typing import Any, cast

    from ai.playout import outcome, win_value

    v = win_value("freelance")

    def reward(scores: list[int], over: bool, winners: list[int], seat: int = 0) -> float:
        state = cast(Any, SimpleNamespace(scores=scores, is_over=over, winners=winners))
        return outcome(state, [10, 10, 10], seat, "freelance", lower_is_better=False)

    assert reward([15, 10, 10], False, []) == 5.0  # a lead of 5 over the others' mean
    assert reward([15, 10, 10], True, [0]) == pytest.approx(5.0 + v * (1 - 1 / 3))
    assert reward([15, 10, 10], True, [1], seat=0) == pytest.approx(5.0 - v / 3)
    assert reward([15, 15, 10], True, [0, 1]) == pytest.approx(2.5 + v * (1 / 2 - 1 / 3))
    # lower is better (Kalooki): the sign of the points turns, not that of the win
    state = cast(Any, SimpleNamespace(scores=[10, 30, 30, 30, 30], is_over=True, winners=[0]))
    r = outcome(state, [0, 0, 0, 0, 0], 0, "kalooki", lower_is_better=True)
    assert r == pytest.approx(20.0 + win_value("kalooki") * (1 - 1 / 5))


def test_the_workers_search_for_what_is_left_of_the_decisions_budget() -> None:
    """A decision takes its budget, not more: the candidates' choosing and the sending come out of
    it, and the results' way back is kept (RETURN_MARGIN); a decision already past it searches no
    more."""
    import time

    from ai.expert import RETURN_MARGIN, worker_budget

    now = time.perf_counter()
    assert 1.0 - RETURN_MARGIN - 0.05 < worker_budget(1.0, now) <= 1.0 - RETURN_MARGIN
    assert 0.5 - RETURN_MARGIN - 0.05 < worker_budget(1.0, now - 0.5) <= 0.5 - RETURN_MARGIN
    assert worker_budget(1.0, now - 5.0) == 0.0


def test_a_world_whose_time_runs_out_between_candidates_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fast playout plays its hand to the end without looking at the clock, so the search looks
    before each candidate's playout: once the budget has run out in the middle of a world, the
    world is dropped and the decision ends, instead of playing every candidate of it out. On a
    clock that moves one second a playout, a budget of 2.5 s plays three playouts of the first
    world, not all of them, and keeps no world."""
    import time

    import ai.expert

    state = next(
        s
        for s in positions("freelance", 30, seed=11)
        if s.to_act is not None
        and len(ai.expert.candidates("freelance", s.view(s.to_act), s.legal_actions(), 1)[0]) > 3
    )
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    clock = [0.0]
    played: list[int] = []

    def slow_playout(*args: object, **kwargs: object) -> float:
        played.append(1)
        clock[0] += 1.0
        return 0.0

    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(ai.expert, "hand_value", slow_playout)
    result = search("freelance", state.view(seat), legal, seed=1, budget=2.5, iterations=None)
    assert len(played) == 3
    assert result.worlds == 0
    assert sum(result.visits) == 0
