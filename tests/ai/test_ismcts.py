"""Information-set MCTS (issue 22's comparison with the determinized expert) and the arena's
duplicate comparison that measures it."""

from __future__ import annotations

import json
import math
import random

import pytest

import ai
import games
from ai import arena
from ai.arena import MatchResult
from ai.arena_duplicate import compare, duplicate_tasks
from ai.ismcts import IsmctsPlayer, Node, _select, is_ismcts, make_ismcts, search_tree

GAMES = games.ids()


def _position(game_id: str, seed: int, steps: int) -> games.core.State:
    game = games.get(game_id)
    state = game.new_match(players=game.default_players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply_unchecked(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_it_plays_legal_moves_from_the_view_and_repeats_itself_for_a_seed(game_id: str) -> None:
    for seed in range(3):
        state = _position(game_id, seed, 3 + 5 * seed)
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        first = IsmctsPlayer(game_id, seed=seed, iterations=12).choose(view, legal)
        again = IsmctsPlayer(game_id, seed=seed, iterations=12).choose(view, legal)
        assert first in legal and first == again


def test_the_tree_keeps_each_seats_own_reward_and_counts_walks() -> None:
    state = _position("king", 4, 6)
    seat = state.to_act
    assert seat is not None
    root, actions = search_tree("king", state.view(seat), state.legal_actions(), seed=5, budget=None, iterations=40)
    assert sum(c.visits for c in root.children.values()) == 40
    assert set(root.children) <= set(actions)
    assert all(c.seat == seat for c in root.children.values())
    # one level down the children are the next seat's choices, counted no more often than their parent
    for child in root.children.values():
        assert sum(g.visits for g in child.children.values()) <= child.visits


def test_select_tries_every_action_once_then_follows_ucb_over_availability() -> None:
    node = Node(0)
    rng = random.Random(1)
    tried = set()
    for _ in range(3):
        a, new = _select(node, ["a", "b", "c"], 1.0, rng)  # type: ignore[list-item]
        assert new and a not in tried
        tried.add(a)
        node.children[a] = Node(0)
    for name, total in (("a", 0.0), ("b", 5.0), ("c", 1.0)):
        child = node.children[name]  # type: ignore[index]
        child.avail, child.visits, child.total = 1, 1, total
    a, new = _select(node, ["a", "b", "c"], 0.0, rng)  # type: ignore[list-item]
    assert (a, new) == ("b", False)  # no exploration: the best mean
    assert all(c.avail == 2 for c in node.children.values())
    # "b" unavailable in this deal: it is neither chosen nor counted available
    a, _ = _select(node, ["a", "c"], 0.0, rng)  # type: ignore[list-item]
    assert a == "c" and node.children["b"].avail == 2 and node.children["c"].avail == 3  # type: ignore[index]


def test_ucb_explores_a_rarely_available_action() -> None:
    node = Node(0)
    for name, visits, total, avail in (("a", 100, 100.0, 100), ("b", 1, 0.5, 1)):
        child = node.children[name] = Node(0)  # type: ignore[index]
        child.visits, child.total, child.avail = visits, total, avail
    # a is better by its mean, b little tried: with exploration 1.0, b's bonus sqrt(log 2 / 1) wins
    a, _ = _select(node, ["a", "b"], 1.0, random.Random(0))  # type: ignore[list-item]
    assert a == "b" and math.sqrt(math.log(2)) + 0.5 > 1.0 + math.sqrt(math.log(101) / 100)


def test_it_is_no_level_of_the_program_and_the_arena_builds_it() -> None:
    assert not any(is_ismcts(level) for level in ai.levels())
    with pytest.raises(KeyError):
        ai.make_player("ismcts:0.1", "king", 0)
    assert isinstance(arena.seat_player("ismcts:0.1", "king", 0), IsmctsPlayer)
    for bad in ("ismcts", "ismcts:x", "ismcts:0", "ismcts:99"):
        with pytest.raises(ValueError):
            make_ismcts(bad, "king", 0)


def test_duplicate_tasks_deal_the_same_cards_to_every_level() -> None:
    tasks = duplicate_tasks("king", 3, ["basic", "ismcts:0.01"], "basic", 4, seed=2)
    assert len(tasks) == 8
    for k in range(0, 8, 2):
        a, b = tasks[k], tasks[k + 1]
        assert a.seed == b.seed and a.player_seeds == b.player_seeds and a.hand_cap == b.hand_cap == 1
        assert a.seat_levels == ("basic", "basic", "basic") and b.seat_levels == ("ismcts:0.01", "basic", "basic")


def _result(index: int, score: int, error: str | None = None) -> MatchResult:
    return MatchResult(index, ("x",), False, [score, 0], [], 1, [[1.0, 2.0], []], error)


def test_compare_pairs_the_plays_of_a_deal_and_leaves_out_a_deal_with_an_error() -> None:
    results = [_result(0, 1), _result(1, 4), _result(2, 2), _result(3, 3), _result(4, 0), _result(5, 9, "boom")]
    c = compare(["a", "b"], results)
    assert c.rows == [(1, 4), (2, 3)] and c.errors == ["boom"]
    mean, lo, hi = c.difference(1)
    assert mean == 2.0 and 1.0 <= lo <= mean <= hi <= 3.0
    assert c.means() == [1.5, 3.5]


def test_duplicate_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(["duplicate", "--game", "king", "--seat0", "basic,ismcts:0.01", "--hands", "2", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["deals"] == 2 and out["levels"] == ["basic", "ismcts:0.01"]
    assert set(out["difference_from_first"]) == {"ismcts:0.01"}
    # each deal's scores, for pairing two runs deal by deal (the same deal seeds)
    assert len(out["scores"]) == 2 and all(len(row) == 2 for row in out["scores"])
    mean = sum(b - a for a, b in out["scores"]) / 2
    assert out["difference_from_first"]["ismcts:0.01"]["mean"] == round(mean, 4)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "king", "--seat0", "basic"], "at least two levels"),
        (["--game", "king", "--seat0", "basic,ismcts"], "budget in seconds"),
        (["--game", "nope", "--seat0", "basic,basic"], "unknown game"),
    ],
)
def test_duplicate_bad_arguments_give_one_clear_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        arena.main(["duplicate", *argv])
    assert message in capsys.readouterr().err
