"""Every computer player, in every game: legal actions only, seeded, and blind to the State.

The players available are ``random`` for every game and ``basic`` for every game whose
``ai/basic_<game_id>.py`` exists (the others are skipped, saying which module is missing).
"""

from __future__ import annotations

import dataclasses
import gc
import json
import pickle
import random
from collections.abc import Sequence
from typing import Any

import pytest

import games
from ai import arena
from ai.base import Player, PlayerError, levels, make_player, register_level
from ai.basic import BasicPlayer, NoBasicPlayer, has_basic
from games.actions import Action
from games.core import State, View
from games.transcript import loads

LEVELS = ("random", "basic")
PAIRS = [(gid, level) for gid in games.ids() for level in LEVELS]
POSITIONS_PER_GAME = 2000


def _skip_if_missing(game_id: str, level: str) -> None:
    if level == "basic" and not has_basic(game_id):
        pytest.skip(f"no basic player for {game_id} yet: ai/basic_{game_id}.py does not exist")


def random_positions(game_id: str, count: int, seed: int = 0) -> list[State]:
    """``count`` positions of ``game_id`` reached by random play over its playout configurations."""
    game = games.get(game_id)
    configs = list(game.playout_configs) or [(game.default_players, {})]
    rng = random.Random(seed)
    out: list[State] = []
    match = 0
    while len(out) < count:
        players, options = configs[match % len(configs)]
        state = game.new_match(players=players, seed=seed * 1000 + match, options=dict(options))
        match += 1
        steps = 0
        while not state.is_over and len(out) < count and steps < 3000:
            # Keep every position when few, else a random sample along the way.
            if rng.random() < 0.5:
                out.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    return out


@pytest.mark.parametrize(("game_id", "level"), PAIRS, ids=[f"{g}-{lv}" for g, lv in PAIRS])
def test_player_returns_a_legal_action_in_thousands_of_random_positions(game_id: str, level: str) -> None:
    _skip_if_missing(game_id, level)
    player = make_player(level, game_id, seed=3)
    for state in random_positions(game_id, POSITIONS_PER_GAME):
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        action = player.choose(state.view(seat), list(legal))
        assert action in legal, f"{level} chose {action} at a position where it is not legal"


@pytest.mark.parametrize(("game_id", "level"), PAIRS, ids=[f"{g}-{lv}" for g, lv in PAIRS])
def test_whole_matches_between_players_of_one_level_stay_legal(game_id: str, level: str) -> None:
    """Positions that the level's own play reaches (contracts it makes, hands it keeps)."""
    _skip_if_missing(game_id, level)
    game = games.get(game_id)
    for m, t in enumerate(arena.tasks(game_id, [level] * game.default_players, 2, seed=11, hand_cap=4)):
        result = arena.play_match(t)
        assert result.error is None, result.error
        assert m == result.index


@pytest.mark.parametrize(("game_id", "level"), PAIRS, ids=[f"{g}-{lv}" for g, lv in PAIRS])
def test_same_seed_same_match(game_id: str, level: str) -> None:
    _skip_if_missing(game_id, level)
    game = games.get(game_id)
    seats = [level] + ["random"] * (game.default_players - 1)
    t = arena.tasks(game_id, seats, 1, seed=5, hand_cap=3)[0]
    t = dataclasses.replace(t, keep_actions=True)
    a, b = arena.play_match(t), arena.play_match(t)
    assert a.actions and a.actions == b.actions
    assert (a.scores, a.winners, a.hands, a.finished) == (b.scores, b.winners, b.hands, b.finished)
    other = dataclasses.replace(t, player_seeds=tuple(s + 1 for s in t.player_seeds))
    # Another seed for the players gives another match (random play differs within a few moves).
    assert arena.play_match(other).actions != a.actions


class Spy(Player):
    """Wraps a player and records the type of everything it is given."""

    level = "spy"

    def __init__(self, inner: Player) -> None:
        super().__init__(inner.game_id, 0)
        self.inner = inner
        self.calls: list[tuple[Any, Any]] = []

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self.calls.append((view, legal))
        return self.inner.choose(view, legal)


def _reachable(root: object, limit: int = 20000) -> list[object]:
    """Every object reachable from ``root`` by references (bounded)."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack and len(seen) < limit:
        o = stack.pop()
        if id(o) in seen or isinstance(o, type):
            continue
        seen[id(o)] = o
        stack.extend(gc.get_referents(o))
    return list(seen.values())


@pytest.mark.parametrize(("game_id", "level"), PAIRS, ids=[f"{g}-{lv}" for g, lv in PAIRS])
def test_a_player_is_given_a_view_and_actions_never_the_state(
    game_id: str, level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _skip_if_missing(game_id, level)
    game = games.get(game_id)
    spies: list[Spy] = []

    def spying(level_name: str, gid: str, seed: int = 0) -> Player:
        spy = Spy(make_player(level_name, gid, seed))
        spies.append(spy)
        return spy

    monkeypatch.setattr(arena, "make_player", spying)
    t = arena.tasks(game_id, [level] * game.default_players, 1, seed=2, hand_cap=2)[0]
    result = arena.play_match(t)
    assert result.error is None
    calls = [c for spy in spies for c in spy.calls]
    assert len(calls) > 20
    state_type = type(game.new_match(players=game.default_players, seed=0))
    for i, (view, legal) in enumerate(calls):
        assert isinstance(view, View) and not isinstance(view, State)
        assert isinstance(legal, list) and legal and all(isinstance(a, Action) for a in legal)
        if i % 10 == 0:
            reachable = _reachable(view)
            assert not any(isinstance(o, State) for o in reachable), "a view leads to a State"
            data = pickle.dumps(view)
            assert state_type.__name__.encode() not in data
            assert type(pickle.loads(data)) is type(view)


def test_basic_level_names_the_game_when_it_has_no_player(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(NoBasicPlayer, match="no basic player for the game 'snap'"):
        BasicPlayer("snap")
    with pytest.raises(NoBasicPlayer, match="snap"):
        make_player("basic", "snap")
    assert "basic" in levels()
    for gid in games.ids():
        assert ("basic" in levels(gid)) == has_basic(gid)
        assert "random" in levels(gid)


def test_random_player_is_uniform_over_legal_actions() -> None:
    player = make_player("random", "freelance", seed=1)
    state = games.get("freelance").new_match(players=3, seed=1)
    legal = state.legal_actions()
    assert state.to_act is not None
    counts = {a: 0 for a in legal}
    view = state.view(state.to_act)
    for _ in range(len(legal) * 200):
        counts[player.choose(view, legal)] += 1
    assert min(counts.values()) > 100  # 200 expected each


class Boom(Player):
    """Raises on its fifth decision."""

    level = "boom"
    last_view: View | None = None

    def __init__(self, game_id: str, seed: int = 0) -> None:
        super().__init__(game_id, seed)
        self.calls = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self.calls += 1
        if self.calls == 5:
            Boom.last_view = view
            raise ZeroDivisionError("the player broke")
        return legal[0]


class Cheat(Player):
    """Returns an action that is not among the legal ones."""

    level = "cheat"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return Action("bid", (99,))


@pytest.fixture
def broken_levels() -> Any:
    register_level("boom", Boom)
    register_level("cheat", Cheat)
    yield
    from ai import base

    base._LEVELS.pop("boom", None)
    base._LEVELS.pop("cheat", None)


def _transcript_of(report: str) -> Any:
    line = next(x for x in report.splitlines() if x.startswith("position (parlour/1 transcript): "))
    return loads(line.split(": ", 1)[1])


def test_an_exception_in_a_player_is_reported_with_the_positions_transcript(broken_levels: Any) -> None:
    t = arena.tasks("freelance", ["boom", "random", "random"], 1, seed=9)[0]
    result = arena.play_match(t)
    assert not result.finished and result.winners == []
    assert result.error is not None
    assert "raised ZeroDivisionError: the player broke" in result.error
    assert "Traceback" not in result.error
    transcript = _transcript_of(result.error)
    assert transcript.game == "freelance" and transcript.seed == t.seed
    assert transcript.players[0] == "boom (seat 0)"
    state = transcript.replay()
    assert state.to_act == 0
    assert state.view(0) == Boom.last_view  # the very position the player failed at


def test_an_illegal_answer_is_reported_with_the_positions_transcript(broken_levels: Any) -> None:
    t = arena.tasks("freelance", ["random", "cheat", "random"], 1, seed=4)[0]
    result = arena.play_match(t)
    assert result.error is not None and "bid 99" in result.error and "not legal" in result.error
    state = _transcript_of(result.error).replay()
    assert state.to_act == 1 and Action("bid", (99,)) not in state.legal_actions()


def test_arena_command_reports_a_player_error_and_counts_the_match_unfinished(
    broken_levels: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    code = arena.main(
        ["--game", "freelance", "--players", "3", "--seats", "boom,random,random", "--matches", "3", "--json"]
    )
    out, err = capsys.readouterr()
    assert code == 1
    data = json.loads(out)
    assert data["matches"] == 3 and data["unfinished"] == 3
    assert all(p["win_rate"] == 0 for p in data["players"])
    assert err.count("position (parlour/1 transcript): ") == 3
    assert "Traceback" not in err


def test_player_error_report_carries_the_transcript() -> None:
    e = PlayerError("basic", "freelance", 2, "raised KeyError", '{"format": "parlour/1"}')
    assert "seat 2" in str(e) and e.report().endswith('{"format": "parlour/1"}')
