"""Issue 22, "Levels a person understands": Easy, Medium, Hard, Expert, weakest first, for every
game; the ids saves already hold (random, basic, expert) stay levels; Easy is basic with seeded
lapses, Hard basic that searches half of its decisions as the expert does, with a quarter of its
budget."""

from __future__ import annotations

import pytest

import ai
import games
from ai import ladder as ladder_module
from ai.basic import BasicPlayer
from ai.expert import DEFAULT_BUDGET, ExpertPlayer, SearchResult
from ai.ladder import LADDER, NEWCOMER, EasyPlayer, HardPlayer, ladder


def test_every_level_is_known_weakest_first_and_a_person_picks_four() -> None:
    assert ai.levels() == ["random", "easy", "basic", "hard", "expert"]
    for gid in games.ids():
        assert ladder(gid) == list(LADDER) == ["easy", "basic", "hard", "expert"]
        assert "random" in ai.levels(gid) and "random" not in ladder(gid)
    assert NEWCOMER == "basic"


def test_hard_searches_with_a_quarter_of_the_experts_budget() -> None:
    hard = ai.make_player("hard", "king", seed=3)
    assert isinstance(hard, HardPlayer) and isinstance(hard, ExpertPlayer)
    assert hard.level == "hard" and hard.budget == DEFAULT_BUDGET / 4
    assert ladder_module.HARD_SHARE == 0.5
    expert = ai.make_player("expert", "king", seed=3)
    assert expert.level == "expert" and isinstance(expert, ExpertPlayer) and expert.budget == DEFAULT_BUDGET


def _decisions(game_id: str, players: list[ai.Player], seed: int, limit: int = 400) -> list[tuple[str, str]]:
    """Seat 0's (position, choice) pairs over a match between ``players``."""
    state = games.get(game_id).new_match(players=len(players), seed=seed)
    out: list[tuple[str, str]] = []
    while not state.is_over and len(out) < limit:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        action = players[seat].choose(state.view(seat), legal)
        assert action in legal
        if seat == 0:
            out.append((str(len(out)), str(action)))
        state.apply(action)
    return out


@pytest.mark.parametrize("game_id", ["king", "freelance"])
def test_easy_without_lapses_plays_as_basic_and_its_lapses_are_seeded(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    others: list[ai.Player] = [BasicPlayer(game_id, seed=s) for s in (11, 12)]
    monkeypatch.setattr(ladder_module, "LAPSE_SHARE", 0.0)
    assert _decisions(game_id, [EasyPlayer(game_id, seed=5), *others], 9) == _decisions(
        game_id, [BasicPlayer(game_id, seed=5), *[BasicPlayer(game_id, seed=s) for s in (11, 12)]], 9
    )
    monkeypatch.setattr(ladder_module, "LAPSE_SHARE", 0.25)

    def easy_match(seed: int) -> list[tuple[str, str]]:
        return _decisions(
            game_id, [EasyPlayer(game_id, seed=seed), *[BasicPlayer(game_id, seed=s) for s in (11, 12)]], 9
        )

    basic = _decisions(game_id, [BasicPlayer(game_id, seed=5), *[BasicPlayer(game_id, seed=s) for s in (11, 12)]], 9)
    assert easy_match(5) == easy_match(5)  # the same seed lapses at the same decisions
    assert easy_match(5) != basic  # and it does lapse


def test_easy_lapses_at_about_its_share_of_real_decisions() -> None:
    """Over many decisions with a choice, Easy leaves basic's move at most at its lapse share
    (a random move may be basic's too), and not much less."""
    easy = EasyPlayer("two_way_street", seed=1)
    basic = BasicPlayer("two_way_street", seed=1)  # its basic player draws no random numbers
    differ = choices = 0
    for seed in range(2, 12):
        state = games.get("two_way_street").new_match(players=3, seed=seed)
        while not state.is_over and choices < 600:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            if len(legal) > 2:
                choices += 1
                if easy.choose(view, legal) != basic.choose(view, legal):
                    differ += 1
            state.apply(basic.choose(view, legal))
    assert choices == 600
    assert 0.08 < differ / choices < 0.25 + 0.06, (differ, choices)


def _hard(game_id: str, seed: int) -> HardPlayer:
    """Hard searching a fixed number of deals in this process, so that its choices are seeded."""
    hard = HardPlayer(game_id, seed)
    hard.iterations, hard.processes = 12, False
    return hard


@pytest.mark.parametrize("game_id", ["clubs", "two_way_street"])
def test_hard_plays_as_basic_when_it_searches_nothing_and_as_the_expert_when_it_searches_all(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def others() -> list[ai.Player]:
        return [BasicPlayer(game_id, seed=s) for s in (11, 12)]

    monkeypatch.setattr(ladder_module, "HARD_SHARE", 0.0)
    as_basic = _decisions(game_id, [BasicPlayer(game_id, seed=5), *others()], 9, limit=60)
    assert _decisions(game_id, [_hard(game_id, 5), *others()], 9, limit=60) == as_basic
    monkeypatch.setattr(ladder_module, "HARD_SHARE", 1.0)
    expert = ExpertPlayer(game_id, seed=5, iterations=12, processes=False)
    as_expert = _decisions(game_id, [expert, *others()], 9, limit=60)
    assert _decisions(game_id, [_hard(game_id, 5), *others()], 9, limit=60) == as_expert
    assert as_expert != as_basic  # so the two checks above tell the levels apart


def test_hard_searches_about_half_of_its_real_decisions_and_no_forced_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over many decisions with a choice Hard searches about HARD_SHARE of them (its own seeded
    stream: the same for the same seed), never a forced one, and leaves no stale search behind:
    ``last``, which a hint reads, is None after a decision it played as basic."""
    game_id = "two_way_street"
    asked: list[int] = []

    def spy(self: ExpertPlayer, view: object, legal: list[object]) -> object:
        asked.append(len(legal))
        return legal[0]

    monkeypatch.setattr(ExpertPlayer, "choose", spy)

    def searched(seed: int) -> list[bool]:
        hard = HardPlayer(game_id, seed)
        basic = BasicPlayer(game_id, seed=1)
        out: list[bool] = []
        for match_seed in range(4, 40):
            state = games.get(game_id).new_match(players=3, seed=match_seed)
            while not state.is_over and len(out) < 300:
                seat = state.to_act
                assert seat is not None
                legal = state.legal_actions()
                view = state.view(seat)
                if seat == 0:
                    before = len(asked)
                    hard.last = SearchResult([1], [0.0], [0.0], [0.0], 1, 0)
                    hard.choose(view, legal)
                    if len(asked) == before:
                        assert hard.last is None
                    if len(legal) > 1:
                        out.append(len(asked) > before)
                state.apply(basic.choose(view, legal))
        return out

    first = searched(7)
    assert len(first) == 300 and min(asked) > 1
    assert searched(7) == first and searched(8) != first
    assert 0.4 < sum(first) / len(first) < 0.6, sum(first)
