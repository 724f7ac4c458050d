"""The arena's open-hand yardstick (issue 22): the expert's search given the true deal.

It is no level of the program: nothing ``ai.levels()`` offers is it, every player ``ai.make_player``
makes takes a View, and only the arena builds it and hands it the state.
"""

from __future__ import annotations

import inspect
import json
import typing
from collections.abc import Sequence

import pytest

import ai
import games
from ai import arena, arena_gap
from ai.arena_oracle import OpenHandSearch, is_oracle, make_oracle
from games.actions import Action
from games.core import State, View

GAMES = games.ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_no_level_on_offer_is_the_oracle_and_every_offered_player_takes_a_view(game_id: str) -> None:
    offered = ai.levels(game_id)
    assert offered and not any(is_oracle(level) for level in [*offered, *ai.levels()])
    game = games.get(game_id)
    state = game.new_match(players=game.default_players, seed=3)
    seat = state.to_act
    assert seat is not None
    view, legal = state.view(seat), state.legal_actions()
    for level in [*offered, "expert:0.01"]:
        player = ai.make_player(level, game_id, seed=1)
        assert isinstance(player, ai.Player) and not isinstance(player, OpenHandSearch)
        assert not hasattr(player, "choose_open")
        assert list(inspect.signature(player.choose).parameters) == ["view", "legal"]
        hints = typing.get_type_hints(type(player).choose)
        assert hints["view"] is View and not issubclass(View, State)
        if level != "expert":  # the program's expert searches in a spawned pool: its signature suffices
            assert player.choose(view, list(legal)) in legal


@pytest.mark.parametrize("level", ["oracle", "oracle:0.1", "oracle:1"])
def test_the_program_cannot_make_the_oracle(level: str) -> None:
    with pytest.raises(KeyError):
        ai.make_player(level, "king", 0)


def test_the_oracle_is_no_player_and_takes_no_view() -> None:
    assert not issubclass(OpenHandSearch, ai.Player)
    assert not hasattr(OpenHandSearch, "choose")
    assert typing.get_type_hints(OpenHandSearch.choose_open)["state"] is State


def test_the_arena_alone_builds_it_from_a_seat_and_refuses_one_without_a_budget() -> None:
    assert isinstance(arena.seat_player("oracle:0.1", "king", 0), OpenHandSearch)
    assert isinstance(arena.seat_player("basic", "king", 0), ai.Player)
    for bad in ["oracle", "oracle:x", "oracle:0", "oracle:100"]:
        with pytest.raises(ValueError):
            make_oracle(bad, "king", 0)


def test_the_arena_hands_the_oracle_a_copy_of_the_state(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[State] = []

    class Spoiler(OpenHandSearch):
        def choose_open(self, state: State, legal: Sequence[Action]) -> Action:
            seen.append(state)
            action = super().choose_open(state, legal)
            state.apply(legal[0])  # whatever it does to its copy, the match goes on as dealt
            return action

    monkeypatch.setattr(arena, "make_oracle", lambda level, g, seed: Spoiler(g, seed, budget=None, iterations=2))
    task = arena.MatchTask("king", 3, ("oracle:0.1", "basic", "basic"), 5, (1, 2, 3), {}, hand_cap=1, keep_actions=True)
    result = arena.play_match(task)
    assert result.error is None and seen
    # the same match replayed from its actions is legal: the spoiled copies never reached it
    state = games.get("king").new_match(players=3, seed=5)
    for text in result.actions or []:
        state.apply(state.game.parse_action(text))
    assert list(state.scores) == result.scores


def _open_hand(iterations: int) -> typing.Callable[[str, str, int], OpenHandSearch]:
    return lambda level, game_id, seed: OpenHandSearch(game_id, seed, budget=None, iterations=iterations)


# (game, deals, playouts per candidate): a smoke, not a benchmark; Kalooki's playouts are dear.
SMOKE = [("freelance", 2, 4), ("clubs", 3, 4), ("king", 6, 6), ("two_way_street", 4, 6), ("kalooki", 2, 2)]


@pytest.mark.parametrize(("game_id", "deals", "iterations"), SMOKE, ids=[s[0] for s in SMOKE])
def test_the_oracle_plays_legally_and_at_least_as_well_as_basic(
    game_id: str, deals: int, iterations: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(arena, "make_oracle", _open_hand(iterations))
    game = games.get(game_id)
    tasks = [
        t
        for t in arena_gap.gap_tasks(game_id, game.default_players, 0.1, deals, seed=3)
        if "expert" not in t.seat_levels[0]
    ]
    results = arena.run(tasks, jobs=1)
    assert all(r.error is None for r in results), [r.error for r in results if r.error]
    assert all(r.think_ms[0] for r in results)
    basic = sum(r.scores[0] for r in results[0::2])
    oracle = sum(r.scores[0] for r in results[1::2])
    assert (oracle <= basic) if game.lower_is_better else (oracle >= basic)


def test_gap_measure_and_bootstrap() -> None:
    rows = [(0, 5, 10), (10, 10, 20), (-10, 0, 0), (0, 5, 10)]
    gap, closed = arena_gap._fraction(rows)
    assert gap == 10.0 and closed == pytest.approx(0.5)
    gap_ci, closed_ci, gain_ci = arena_gap.bootstrap(rows, resamples=500, seed=1)
    assert gap_ci[0] <= gap <= gap_ci[1] and gain_ci[0] <= 5 <= gain_ci[1]
    assert closed_ci is not None and closed_ci[0] <= closed <= closed_ci[1]
    assert arena_gap.bootstrap([(1, 1, 1), (2, 2, 2)], resamples=50)[1] is None  # no gap: no fraction


def _played(index: int, scores: list[int]) -> arena.MatchResult:
    return arena.MatchResult(index, ("x", "basic", "basic"), True, scores, [], 1, [[1.0], [], []])


def test_the_gap_is_read_against_the_table_too() -> None:
    """The second reading: seat 0's score less the other seats' mean, the search's own reward.
    Here the expert gains 10 points of its own in each deal but takes them from nobody, while the
    oracle's 20 come from the others: closed 0.5 of seat 0's own score, less against the table."""
    plays = [[0, 30, 30], [10, 30, 30], [20, 20, 20]] * 2
    results = [_played(i, s) for i, s in enumerate(plays)]
    g = arena_gap.measure(results, resamples=200)
    assert g.own.closed == pytest.approx(0.5)
    assert g.relative_scores == [(-30.0, -20.0, 0.0)] * 2
    assert g.relative.closed == pytest.approx(1 / 3)
    assert g.relative.means == {"basic": -30.0, "expert": -20.0, "oracle": 0.0}
    assert arena_gap.against_the_table([5, 1, 3, 8]) == pytest.approx(1.0)
    out = g.to_json()
    assert out["relative"]["closed"] == pytest.approx(0.3333) and out["relative_scores"][0] == [-30.0, -20.0, 0.0]


def test_gap_tasks_play_each_deal_three_times_with_the_same_seeds() -> None:
    ts = arena_gap.gap_tasks("clubs", 3, 0.2, 2, seed=4)
    assert [t.seat_levels[0] for t in ts] == ["basic", "expert:0.2", "oracle:0.2"] * 2
    assert all(t.seat_levels[1:] == ("basic", "basic") and t.hand_cap == 1 for t in ts)
    for k in (0, 3):
        assert len({(t.seed, t.player_seeds) for t in ts[k : k + 3]}) == 1
    assert ts[0].seed != ts[3].seed


def test_gap_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["gap", "--game", "king", "--budget", "0.01", "--hands", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["unit"] == "hand" and out["deals"] == 2 and set(out["means"]) == {"basic", "expert", "oracle"}
    assert set(out["think_ms"]) == {"basic", "expert", "oracle"} and out["errors"] == 0
    assert len(out["relative_scores"]) == 2 and set(out["relative"]["means"]) == {"basic", "expert", "oracle"}


def test_gap_command_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["gap", "--game", "two_way_street", "--budget", "0.01", "--hands", "2"]) == 0
    out = capsys.readouterr().out
    assert "not whole matches" in out and "gap (oracle - basic)" in out and "fraction closed" in out
    assert "against the table" in out


def test_the_arena_accepts_an_oracle_seat(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "king", "--players", "3", "--seats", "oracle:0.01,basic,basic", "--matches", "1"]
    assert arena.main([*argv, "--hand-cap", "1", "--json"]) == 0
    assert [p["level"] for p in json.loads(capsys.readouterr().out)["players"]] == ["oracle:0.01", "basic"]


def test_pool_seats_search_as_the_program_does() -> None:
    from ai.expert import ExpertPlayer

    expert = arena.seat_player("expert:0.1:pool", "king", 0)
    assert isinstance(expert, ExpertPlayer) and expert.processes and expert.budget == 0.1
    oracle = make_oracle("oracle:0.1:pool", "king", 0)
    assert oracle.processes and oracle.budget == 0.1
    assert not make_oracle("oracle:0.1", "king", 0).processes
    for bad in ("oracle:0.1:pools", "oracle:x:pool"):
        with pytest.raises(ValueError):
            make_oracle(bad, "king", 0)
    with pytest.raises(ValueError):
        arena.seat_player("expert:x:pool", "king", 0)
    tasks = arena_gap.gap_tasks("king", 3, 1.0, 2, 1, pool=True)
    assert [t.seat_levels[0] for t in tasks[:3]] == ["basic", "expert:1:pool", "oracle:1:pool"]


def test_the_pooled_oracle_merges_the_workers_searches() -> None:
    game = games.get("king")
    state = game.new_match(players=3, seed=11)
    while len(state.legal_actions()) < 2:
        state.apply_unchecked(state.legal_actions()[0])
    legal = state.legal_actions()
    from ai.expert import pool_size

    oracle = OpenHandSearch("king", seed=2, budget=None, iterations=8, processes=True)
    assert oracle.choose_open(state.clone(), legal) in legal
    assert oracle.last is not None and oracle.last.worlds == pool_size() * (8 // pool_size())


def test_a_hands_only_seat_sees_every_hand_but_not_what_is_to_be_drawn() -> None:
    """``oracle:B:hands``: the order no seat has seen is new in every world (State.shuffle_unseen)."""
    assert make_oracle("oracle:0.1:hands", "kalooki", 0).hands_only
    both = make_oracle("oracle:0.1:pool:hands", "kalooki", 0)
    assert both.hands_only and both.processes
    assert not make_oracle("oracle:0.1:pool", "kalooki", 0).hands_only
    for bad in ("oracle:0.1:hands:hands", "oracle:0.1:hand", "oracle:0.1:hands:x"):
        with pytest.raises(ValueError):
            make_oracle(bad, "kalooki", 0)
    tasks = arena_gap.gap_tasks("kalooki", 5, 1.0, 2, 1, pool=True, hands_only=True)
    assert [t.seat_levels[0] for t in tasks[:3]] == ["basic", "expert:1:pool", "oracle:1:pool:hands"]


@pytest.mark.parametrize("hands_only", [False, True])
def test_the_hands_only_search_draws_in_a_new_order(hands_only: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    game = games.get("kalooki")
    state = game.new_match(players=5, seed=4)
    while len(state.legal_actions()) < 2:
        state.apply_unchecked(state.legal_actions()[0])
    stock = tuple(state.zone_contents()["stock"])
    worlds: set[tuple] = set()  # the stock of each world the candidates are played out from
    real = State.clone

    def clone(self: State) -> State:
        if self is not state:
            worlds.add(tuple(self.zone_contents()["stock"]))
        return real(self)

    monkeypatch.setattr(State, "clone", clone)
    oracle = OpenHandSearch("kalooki", seed=2, budget=None, iterations=3, hands_only=hands_only)
    assert oracle.choose_open(state, state.legal_actions()) in state.legal_actions()
    assert tuple(state.zone_contents()["stock"]) == stock  # the true state is untouched
    assert all(sorted(w) == sorted(stock) for w in worlds)
    assert worlds == {stock} if not hands_only else (len(worlds) == 3 and stock not in worlds)


def test_gap_command_names_the_hands_only_oracle(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["gap", "--game", "king", "--budget", "0.01", "--hands", "2", "--hands-only"]
    assert arena.main(argv) == 0
    out = capsys.readouterr().out
    assert "oracle:0.01:hands" in out and "not the order of the cards still to be drawn" in out
    assert arena.main([*argv, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands_only"] is True
