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
from ai.ladder import LADDER, NEWCOMER, EasyPlayer, HardPlayer, ladder, near_numbers
from games.actions import PASS, Action
from games.cards import parse_card


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


def test_a_slip_in_a_choice_of_numbers_is_one_either_side_a_pass_or_the_least() -> None:
    """freelance.txt rule 19 (a bid is pass or a number above the leading bid), rules 28-33 (a
    statement is pass or a number and a trump): Easy's slips stay next to basic's number."""
    bids = [PASS, *(Action("bid", (k,)) for k in range(3, 14))]
    assert set(near_numbers(Action("bid", (5,)), [a for a in bids if a != Action("bid", (5,))])) == {
        PASS,
        Action("bid", (4,)),
        Action("bid", (6,)),
    }
    assert near_numbers(Action("bid", (3,)), bids[2:]) == [Action("bid", (4,))]
    assert near_numbers(PASS, bids[1:]) == [Action("bid", (3,))]  # basic passes: the least bid
    statements = [Action("state", (k, t)) for t in ("H", "NT") for k in range(6, 14)]
    assert set(near_numbers(PASS, statements)) == {Action("state", (6, "H")), Action("state", (6, "NT"))}
    seven = Action("state", (7, "H"))
    assert set(near_numbers(seven, [PASS, *(a for a in statements if a != seven)])) == {
        PASS,
        Action("state", (6, "H")),
        Action("state", (8, "H")),
    }
    plays = [Action("play", (parse_card(c),)) for c in ("2C", "9H", "AS")]
    assert near_numbers(plays[0], plays[1:]) == []  # no numbers: any other card may be the slip


def test_easys_slips_in_freelances_auction_and_declaration_are_near_basics_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the legal moves are numbers (freelance.txt rules 19, 28-33), each of Easy's lapses is
    a slip next to what basic would have done, never any bid at random; a fresh pair of players
    with one seed makes basic's choice and Easy's lapse from the same position."""
    monkeypatch.setattr(ladder_module, "LAPSE_SHARE", 1.0)
    seen: dict[str, int] = {}
    for match_seed in range(1, 4):
        state = games.get("freelance").new_match(players=3, seed=match_seed)
        seats = [BasicPlayer("freelance", seed=s) for s in (1, 2, 3)]
        while not state.is_over and state.hand_no <= 3:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            if len(legal) > 1 and any(a.verb in ("bid", "state") for a in legal):
                k = len(seen) * 1000 + sum(seen.values())
                choice = BasicPlayer("freelance", seed=k).choose(view, legal)
                slip = EasyPlayer("freelance", seed=k).choose(view, legal)
                assert slip in legal and slip != choice
                if choice == PASS:
                    assert slip.number == min(a.number for a in legal if a.verb == slip.verb and a.words == slip.words)
                else:
                    assert slip == PASS or (slip.words == choice.words and abs(slip.number - choice.number) == 1)
                phase = view.phase
                seen[phase] = seen.get(phase, 0) + 1
            state.apply(seats[seat].choose(view, legal))
    assert seen.get("auction", 0) > 100 and seen.get("declaration", 0) > 10, seen


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
