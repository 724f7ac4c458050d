"""Issue 22, "Levels a person understands": Easy, Medium, Hard, Expert, weakest first, for every
game; the ids saves already hold (random, basic, expert) stay levels; Easy is basic with seeded
lapses, Hard the expert with a quarter of its budget."""

from __future__ import annotations

import pytest

import ai
import games
from ai import ladder as ladder_module
from ai.basic import BasicPlayer
from ai.expert import DEFAULT_BUDGET, ExpertPlayer
from ai.ladder import LADDER, NEWCOMER, EasyPlayer, HardPlayer, ladder


def test_every_level_is_known_weakest_first_and_a_person_picks_four() -> None:
    assert ai.levels() == ["random", "easy", "basic", "hard", "expert"]
    for gid in games.ids():
        assert ladder(gid) == list(LADDER) == ["easy", "basic", "hard", "expert"]
        assert "random" in ai.levels(gid) and "random" not in ladder(gid)
    assert NEWCOMER == "basic"


def test_hard_is_the_expert_with_a_quarter_of_its_budget() -> None:
    hard = ai.make_player("hard", "king", seed=3)
    assert isinstance(hard, HardPlayer) and isinstance(hard, ExpertPlayer)
    assert hard.level == "hard" and hard.budget == DEFAULT_BUDGET / 4
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
