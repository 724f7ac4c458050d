"""The open-hand solver of the last tricks (ai.solver, issue 22) against plain minimax.

The reference, :func:`brute`, plays every legal action through the engine to the end of the hand
with no pruning and no table, the seat to value maximizing and every other seat minimizing (the
solver's paranoid model), and scores the end with the expert's reward (ai.playout.outcome). The
solver must give the same value to every legal action at random end positions of every trick
game in every configuration the engines' own random-playout tests run, including hands that may
end the match (where the solver asks the engine for the score).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

import pytest

import games
from ai import solver
from ai.expert import ExpertPlayer, search
from ai.playout import outcome
from games.actions import play
from games.cards import card, cards
from games.core import State

TRICK_GAMES = ("king", "clubs", "two_way_street", "freelance")
CONFIGS = [(gid, players, dict(opts)) for gid in TRICK_GAMES for players, opts in games.get(gid).playout_configs]


def brute(state: State, seat: int, hand_no: int, reward: Callable[[State], float]) -> float:
    """Minimax through the engine, every line played out, no pruning, no table."""
    if state.is_over or state.hand_no != hand_no:
        return reward(state)
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        values.append(brute(child, seat, hand_no, reward))
    return max(values) if state.to_act == seat else min(values)


def brute_values(state: State, game_id: str) -> list[float]:
    seat = state.to_act
    assert seat is not None
    before = state.scores
    lower = state.game.lower_is_better

    def reward(end: State) -> float:
        return outcome(end, before, seat, game_id, lower)

    out = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        out.append(brute(child, seat, state.hand_no, reward))
    return out


def brute_maxn(state: State, root: int, hand_no: int, rewards: list[Callable[[State], float]]) -> list[float]:
    """Max^n through the engine: each seat takes the move best for itself, of equal ones the one
    worse for ``root``; every line played out."""
    if state.is_over or state.hand_no != hand_no:
        return [r(state) for r in rewards]
    best: list[float] | None = None
    seat = state.to_act
    assert seat is not None
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        v = brute_maxn(child, root, hand_no, rewards)
        if best is None or v[seat] > best[seat] or (v[seat] == best[seat] and v[root] < best[root]):
            best = v
    assert best is not None
    return best


def maxn_values(state: State, game_id: str) -> list[float]:
    seat = state.to_act
    assert seat is not None
    before = state.scores
    lower = state.game.lower_is_better
    rewards = [(lambda end, s=s: outcome(end, before, s, game_id, lower)) for s in range(len(before))]
    out = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        out.append(brute_maxn(child, seat, state.hand_no, rewards)[seat])
    return out


def end_position(
    game_id: str, players: int, options: Mapping[str, Any], tricks: int, seed: int, hands_before: int = 0
) -> State | None:
    """A position of random play with ``tricks`` tricks left (or fewer: an uneven Clubs hand) and
    a choice to make, in the hand after ``hands_before`` hands of random play or one of the next
    three (a Freelance hand is often decided before its last tricks: D-freelance-6)."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.new_match(players, seed=seed, options=dict(options))
    first = state.hand_no + hands_before
    while not state.is_over and state.hand_no <= first + 3:
        legal = state.legal_actions()
        left = solver.tricks_left(game_id, state)
        if state.hand_no >= first and left is not None and left <= tricks and len(legal) > 1:
            return state
        state.apply_unchecked(rng.choice(legal))
    return None


def positions(game_id: str, players: int, options: Mapping[str, Any], tricks: int, count: int) -> list[State]:
    found = []
    for seed in range(1, 200 * count):
        state = end_position(game_id, players, options, tricks, seed)
        if state is not None:
            found.append(state)
            if len(found) == count:
                break
    assert len(found) == count
    return found


def assert_same(state: State, game_id: str) -> None:
    legal = state.legal_actions()
    got = solver.solve(state, legal, game_id)
    assert got is not None
    want = brute_values(state, game_id)
    assert got == pytest.approx(want, abs=1e-9), [str(a) for a in legal]


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_the_solver_values_every_action_as_plain_minimax_does(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    # Random play seldom leaves a Freelance contract open to its last two tricks (D-freelance-6).
    undecided = game_id == "freelance" and not options
    for state in positions(game_id, players, options, 3 if undecided else 2, 3 if undecided else 8):
        assert_same(state, game_id)


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_the_max_n_solver_values_every_action_as_plain_max_n_does(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    undecided = game_id == "freelance" and not options
    for state in positions(game_id, players, options, 3 if undecided else 2, 3 if undecided else 6):
        legal = state.legal_actions()
        got = solver.solve(state, legal, game_id, play="maxn")
        assert got == pytest.approx(maxn_values(state, game_id), abs=1e-9), [str(a) for a in legal]


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_three_tricks_from_the_end_too(game_id: str) -> None:
    game = games.get(game_id)
    options = {"play_all_tricks": True} if game_id == "freelance" else {}  # see above
    for state in positions(game_id, game.default_players, options, 3, 3):
        assert_same(state, game_id)


def test_a_penalty_card_is_never_taken_for_its_neighbour_in_rank() -> None:
    # The solver plays one of two touching cards of a suit (double-dummy equivalence) only when
    # they are worth the same: in No Jacks, No Queens and No King (the text's table, D-king-4)
    # the JH beside the TH is not the TH. Positions three tricks from the end of those deals.
    game = games.get("king")
    found = 0
    for seed in range(1, 200):
        rng = random.Random(seed)
        state = game.new_match(3, seed=seed)
        while not state.is_over and state.hand_no == 1:
            legal = state.legal_actions()
            left = solver.tricks_left("king", state)
            if left is not None and left <= 3 and len(legal) > 1:
                assert_same(state, "king")
                found += 1
                break
            penalty = [a for a in legal if a.words and a.words[0] in ("no-jacks", "no-queens", "no-king")]
            state.apply_unchecked(rng.choice(penalty or legal))
        if found == 30:
            break
    assert found == 30


@pytest.mark.parametrize(
    ("game_id", "scores"),
    [
        ("clubs", [240, 200, 180]),  # ¶47, D-clubs-10: 250 ends the match, a tie plays on
        ("clubs", [245, 245, 100]),
        ("two_way_street", [20, 23, 10]),  # D-tws-5: the target (25) ends the match, a tie plays on
    ],
)
def test_hands_that_may_end_the_match_are_scored_by_the_engine_with_the_win(game_id: str, scores: list[int]) -> None:
    game = games.get(game_id)
    for state in positions(game_id, game.default_players, {}, 2, 6):
        state.set_scores(scores)  # type: ignore[attr-defined]
        assert_same(state, game_id)


def test_the_last_king_deal_ends_the_match_and_the_solver_knows_it() -> None:
    # D-king-5: after the last deal the players in surplus win (short session: 12 deals, D-king-6).
    options = {"short_session": True}
    found = 0
    for seed in range(1, 30):
        state = end_position("king", 3, options, 2, seed, hands_before=11)
        if state is None:
            continue
        assert state.hand_no == state.deals_total  # type: ignore[attr-defined]
        assert_same(state, "king")
        found += 1
        if found == 3:
            break
    assert found == 3


def freelance_puzzle() -> State:
    """Two tricks left of a 7 NT contract (rules 29, 45) in a round-robin hand; the attacker, seat
    0, has 6 tricks and leads (rule 48) from AH 2S; seat 1 holds 3S 4S, seat 2 5S 6S."""
    state = next(s for seed in range(1, 50) if (s := end_position("freelance", 3, {}, 13, seed)) is not None)
    st: Any = state
    st.contract = (7, "NT", 0)
    st.tricks_won = [6, 3, 2]
    st.hands = [cards("AH 2S"), cards("3S 4S"), cards("5S 6S")]
    st.trick = []
    st.trick_leader = 0
    st.turn = 0
    return state


def test_a_position_solved_by_hand() -> None:
    # Leading AH wins the trick (rules 43, 44: nobody can follow; 47: the highest card of the suit
    # led), the seventh: the contract is made, +7 against the others' unchanged scores (rule 49).
    # Leading 2S loses it to seat 2's spade (44, 47), who leads a spade again (48) and the AH is
    # thrown away: six tricks, -7.
    state = freelance_puzzle()
    assert not state.sudden_death  # type: ignore[attr-defined]
    legal = state.legal_actions()
    assert set(legal) == {play(card("AH")), play(card("2S"))}
    values = dict(zip(legal, solver.solve(state, legal, "freelance") or [], strict=True))
    assert values == {play(card("AH")): 7.0, play(card("2S")): -7.0}
    assert list(values.values()) == brute_values(state, "freelance")


def solver_on(monkeypatch: pytest.MonkeyPatch, game_id: str, tricks: int) -> None:
    """The expert's search solves ``game_id`` from ``tricks`` tricks left (where the program's
    limits leave it off, the game's Endgame.max_tricks_left)."""
    monkeypatch.setitem(solver.LIMITS, game_id, (tricks, 3 * tricks))


def test_the_expert_search_takes_the_solvers_values_for_the_last_tricks(monkeypatch: pytest.MonkeyPatch) -> None:
    # Given the true deal (the open-hand yardstick's search), every world is this position: each
    # candidate's mean reward is the solver's exact value and the search plays the AH.
    solver_on(monkeypatch, "freelance", 2)
    state = freelance_puzzle()
    legal = state.legal_actions()
    result = search("freelance", state.view(0), legal, 5, None, 10, truth=state)
    means = {legal[i]: result.totals[i] / result.visits[i] for i in range(len(legal)) if result.visits[i]}
    assert means == {play(card("AH")): 7.0, play(card("2S")): -7.0}


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_the_expert_with_the_solver_plays_legally_and_deterministically(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    solver_on(monkeypatch, game_id, 3)
    game = games.get(game_id)
    options = {"play_all_tricks": True} if game_id == "freelance" else {}
    for state in positions(game_id, game.default_players, options, 3, 3):
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        chosen = [ExpertPlayer(game_id, seed=4, iterations=12, processes=False).choose(view, legal) for _ in range(2)]
        assert chosen[0] in legal and chosen[0] == chosen[1]


def test_the_solver_stops_at_its_deadline() -> None:
    state = positions("clubs", 3, {}, 3, 1)[0]
    assert solver.solve(state, state.legal_actions(), "clubs", deadline=0.0) is None


def test_the_expert_leaves_the_solver_off_where_it_did_not_pay(monkeypatch: pytest.MonkeyPatch) -> None:
    state = freelance_puzzle()
    legal = state.legal_actions()
    monkeypatch.setitem(solver.LIMITS, "freelance", (0, 12))
    assert solver.endgame_rewards("freelance", state, legal, [0, 1], None) == {}
    solver_on(monkeypatch, "freelance", 2)
    assert sorted(solver.endgame_rewards("freelance", state, legal, [0, 1], None).values()) == [-7.0, 7.0]


def test_no_solver_outside_the_trick_play() -> None:
    king = games.get("king").new_match(3, seed=2)  # choosing the game: no tricks yet
    assert solver.tricks_left("king", king) is None
    kalooki = games.get("kalooki").new_match(5, seed=2)
    assert solver.tricks_left("kalooki", kalooki) is None
    legal = king.legal_actions()
    assert solver.endgame_rewards("king", king, legal, list(range(len(legal))), None) == {}
