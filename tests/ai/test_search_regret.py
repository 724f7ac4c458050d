"""scripts/search_regret.py (issue 22): the yardstick on the true deal and the settings' deals."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import pytest

import ai.expert as expert
from ai.game_ai import Pruning
from ai.speed_probe import positions
from tests.ai.scripts import load


@pytest.fixture(scope="module")
def regret() -> ModuleType:
    return load("search_regret")


def test_each_setting_searches_on_its_own_deals_and_the_registered_model_comes_back(
    regret: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "uniform" samples without weights, "inference" weighs by the game's model even where it is
    not registered (Two Way Street's is not), and the search's own lookup is restored after."""
    import ai.two_way_street.inference as model

    calls: list[str] = []
    real = model.weight

    def counted(view: Any, world: Any) -> float:
        calls.append("weighed")
        return real(view, world)

    monkeypatch.setattr(model, "weight", counted)
    registered = expert.inference
    settings = regret.settings_of({"later": (Pruning(16, 2.0, 64), None)}, "both")
    assert [(name, s.deals) for name, s in settings.items()] == [
        ("later uniform", "uniform"),
        ("later inference", "inference"),
    ]
    yardstick = regret.Yardstick(12, truth=True, hands_only=True)
    rows = []
    for k, state in enumerate(positions("two_way_street", 6)):
        only_uniform = {"later uniform": settings["later uniform"]}
        before = len(calls)
        row = regret.weigh("two_way_street", k, state, yardstick, 0.02, 1, only_uniform)
        assert len(calls) == before  # uniform deals and the true deal: nothing weighed
        assert expert.inference is registered
        if row is None:
            continue
        row = regret.weigh("two_way_street", k, state, yardstick, 0.02, 1, settings)
        assert row is not None and expert.inference is registered
        rows.append(row)
    assert rows and calls, "the inference setting weighed its deals"


def test_the_paired_difference_is_by_position(regret: ModuleType) -> None:
    rows = [
        regret.Row("play", 2, 1.0, {"a": [(1.0, 10, 0.1), (3.0, 10, 0.1)], "b": [(0.0, 10, 0.1), (0.0, 10, 0.1)]}),
        regret.Row("play", 2, 1.0, {"a": [(0.5, 10, 0.1), (0.5, 10, 0.1)], "b": [(0.5, 10, 0.1), (0.5, 10, 0.1)]}),
    ]
    (line,) = regret.paired(rows, ["a", "b"])
    assert line.startswith("b less a: -1.000 [-2.000, +0.000] (1 of 2 positions differ)")


def test_positions_of_one_phase() -> None:
    """``--phase``: every position is a decision with a choice in that phase; a phase the game
    has not is refused by name instead of searched for without end."""
    auction = positions("clubs", 3, phase="auction")
    assert len(auction) == 3
    assert all(s.phase == "auction" and len(s.legal_actions()) > 1 for s in auction)
    with pytest.raises(ValueError, match="'bidding'"):
        positions("clubs", 1, phase="bidding")


def test_a_setting_may_name_its_own_budget(regret: ModuleType) -> None:
    """``--setting hard=16,2,64,0.25``: a level's budget beside the run's ``--budget``."""
    name, (prune, budget) = regret._setting("hard=16,2,64,0.25")
    assert (name, prune, budget) == ("hard", Pruning(16, 2.0, 64), 0.25)
    assert regret._setting("later=16,2,64")[1][1] is None
    settings = regret.settings_of(dict([regret._setting("hard=16,2,64,0.25")]), "game")
    assert settings["hard"].budget == 0.25


def test_the_weighed_settings_may_name_a_part_of_the_model(regret: ModuleType) -> None:
    """``--weight play_weight``: the inference settings weigh by that function of the game's
    inference module, the uniform ones by none, the game's registered ones as registered."""
    import ai.clubs.inference as model

    settings = regret.settings_of({"later": (Pruning(16, 2.0, 64), None)}, "both", "play_weight")
    assert settings["later inference"].weight == "play_weight"
    assert regret._model("inference", expert.inference, "play_weight")("clubs") is model.play_weight
    assert regret._model("inference", expert.inference)("clubs") is model.weight
    assert regret._model("uniform", expert.inference, "play_weight")("clubs") is None
    assert regret._model("game", expert.inference, "play_weight")("clubs") is expert.inference("clubs")


def test_the_deals_may_be_a_list_and_an_unknown_one_is_refused(regret: ModuleType) -> None:
    settings = regret.settings_of({"later": (Pruning(16, 2.0, 64), None)}, "uniform,posterior", "play_weight")
    assert [(name, s.deals) for name, s in settings.items()] == [
        ("later uniform", "uniform"),
        ("later posterior", "posterior"),
    ]
    with pytest.raises(ValueError, match="unknown deals exact"):
        regret.settings_of({"later": (Pruning(16, 2.0, 64), None)}, "uniform,exact")


def test_the_posterior_draws_its_worlds_from_its_proposals_in_proportion(
    regret: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only proposals with weight are drawn; the effective number counts them; with no weight
    anywhere every proposal is drawn alike."""
    import ai.two_way_street.inference as model

    seen: list[Any] = []

    def first_two(view: Any, world: Any) -> float:
        seen.append(world)
        return 1.0 if len(seen) <= 2 else 0.0

    monkeypatch.setattr(model, "play_weight", first_two)
    state = positions("two_way_street", 1, phase="play")[0]
    view = state.view(state.to_act)
    sampler, ess = regret.posterior_sampler("two_way_street", view, 0, regret.Posterior(50, "play_weight", 3.0))
    assert len(seen) == 50 and ess == pytest.approx(2.0)
    hands = {tuple(map(tuple, seen[i].hands)) for i in range(2)}
    rng = random.Random(1)
    drawn = [sampler(rng) for _ in range(40)]
    assert {tuple(map(tuple, w.hands)) for w in drawn} == hands
    assert all(w is not seen[0] and w is not seen[1] for w in drawn), "each world is a copy"

    monkeypatch.setattr(model, "play_weight", lambda view, world: 0.0)
    _, ess = regret.posterior_sampler("two_way_street", view, 0, regret.Posterior(30, "play_weight"))
    assert ess == pytest.approx(30.0)


def test_a_posterior_setting_searches_on_the_posterior_deals(
    regret: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search's worlds then come from the sampler alone (no deal sampled in the search), and
    the row keeps the deals' effective number."""
    calls: list[int] = []
    real = regret.posterior_sampler

    def counted(*args: Any) -> Any:
        sampler, ess = real(*args)

        def draw(rng: Any) -> Any:
            calls.append(1)
            return sampler(rng)

        return draw, ess

    monkeypatch.setattr(regret, "posterior_sampler", counted)
    settings = regret.settings_of({"later": (Pruning(16, 2.0, 64), None)}, "posterior", "play_weight")
    yardstick = regret.Yardstick(8, truth=True, hands_only=True)
    for k, state in enumerate(positions("two_way_street", 4, phase="play")):
        row = regret.weigh(
            "two_way_street", k, state, yardstick, 0.05, 1, settings, regret.Posterior(20, "play_weight")
        )
        if row is not None:
            break
    assert row is not None and row.ess is not None and 1.0 <= row.ess <= 20.0
    ((_, worlds, _),) = row.runs["later posterior"]
    assert 0 < worlds <= len(calls) <= worlds + 1  # a world the deadline cut short is not counted


def test_a_setting_may_name_its_own_limit_on_the_candidates(regret: ModuleType) -> None:
    """``--setting all=16,2,64,,12``: no budget of its own, at most 12 candidates."""
    name, spec = regret._setting("all=16,2,64,,12")
    assert (name, spec) == ("all", (Pruning(16, 2.0, 64), None, 12))
    assert regret._setting("late=16,2,64,0.5,4")[1] == (Pruning(16, 2.0, 64), 0.5, 4)
    settings = regret.settings_of({"all": spec, "later": (Pruning(16, 2.0, 64), None)}, "uniform")
    assert settings["all uniform"].limit == 12 and settings["later uniform"].limit is None


def test_the_yardstick_may_weigh_every_action_and_each_setting_its_own_candidates(
    regret: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In Two Way Street's exchange every kind of card is a candidate of the yardstick (nine or
    ten, more than the search's eight), a setting without a limit searches the program's eight
    and one with a limit of 3 three, each with basic's choice among them."""
    searched: list[tuple[list[int], int]] = []
    real = expert.search

    def recorded(game_id: str, view: Any, legal: Any, seed: int, *args: Any, **kwargs: Any) -> Any:
        searched.append((list(args[2]), args[3]))
        return real(game_id, view, legal, seed, *args, **kwargs)

    monkeypatch.setattr(expert, "search", recorded)
    state = positions("two_way_street", 1, phase="exchange")[0]
    settings = regret.settings_of(
        {"eight": (Pruning(16, 2.0, 64), None), "three": (Pruning(16, 2.0, 64), None, 3)}, "uniform"
    )
    row = regret.weigh("two_way_street", 0, state, regret.Yardstick(4, every=True), 0.02, 1, settings)
    assert row is not None and row.runs.keys() == {"eight uniform", "three uniform"}
    (every, basic), (eight, b8), (three, b3) = searched
    assert len(every) == row.candidates > expert.candidate_limit("two_way_street") == 8
    assert (len(eight), len(three)) == (8, 3)
    assert basic == b8 == b3 and basic in eight and basic in three
    assert set(three) < set(eight) < set(every)  # the same order, cut at each limit
