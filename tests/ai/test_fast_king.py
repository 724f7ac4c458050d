"""King's fast playout (ai.king.fast, issue 22): card for card the slow playout's.

Every position is played twice: the slow way (the engine, a view for every decision, basic's
``choose``; every action recorded, the forced ones too) and by :func:`ai.king.fast.playout`. The
cards must be the same, the last node the model's own (the moves replayed on
:class:`ai.king.endgame.KingModel`), the score change the engine's, and the state untouched.
Positions: seeded matches of every configuration the game's playouts use (two and three and
four players, D-king-6 and D-king-8 options), at every point of the trick play of every deal
(the last deal of the match too), and worlds sampled from their views, as they are and after a
card that basic would not play (the search's candidates).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from ai.king import basic
from ai.king.endgame import KingModel, tricks_left
from ai.king.fast import playout
from games import get
from games.actions import Action
from games.core import State
from tests.ai.fast_checks import recorded_playout, replayed

GAME = get("king")
CONFIGS = list(GAME.playout_configs)


def _basic_action(state: State, rng: random.Random) -> Action:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.to_act
    assert seat is not None
    return basic.choose(state.view(seat), legal, rng)


def slow(state: State) -> tuple[list[Action], list[int]]:
    """The slow playout's loop (ai.playout.play_out) on a clone, every action recorded: the actions
    and the score change of the hand. Basic draws nothing from the rng in the trick play."""
    actions, st = recorded_playout(state, basic.choose)
    return actions, [a - b for a, b in zip(st.scores, state.scores, strict=True)]


def _snapshot(state: State) -> Any:
    s: Any = state
    return (
        [list(h) for h in s.hands],
        list(s.trick),
        list(s.points),
        list(s.voids),
        list(s.out),
        s.turn,
        s.hearts_played,
        list(s.tricks_taken),
        s.hand_no,
    )


def check(state: State) -> bool:
    """Whether the fast playout played ``state`` (False: it returned None), asserting that it played
    it exactly as the slow one."""
    before = _snapshot(state)
    got = playout(state)
    assert _snapshot(state) == before, "the fast playout changed the state"
    if got is None:
        return False
    model, last, moves = got
    actions, deltas = slow(state)
    assert [model.action(m) for m in moves] == actions
    assert last[2] is None
    assert replayed(model, KingModel(state).node, moves) == last
    model_deltas = model.deltas(last[3])
    if model_deltas is not None:
        assert list(model_deltas) == deltas
    return True


def matches(players: int, options: dict[str, Any], seed: int) -> Iterator[State]:
    """Every state of a seeded match that basic plays, in order."""
    state = GAME.new_match(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    while not state.is_over:
        yield state
        state.apply_unchecked(_basic_action(state, rng))
    yield state


def positions(seeds: range, stride: int) -> Iterator[State]:
    """Every ``stride``-th state of the trick play of seeded matches of every configuration (and
    every state of the match's last deal), as clones."""
    for players, options in CONFIGS:
        for seed in seeds:
            k = 0
            for state in matches(players, dict(options), seed):
                if tricks_left(state) is None:
                    continue
                s: Any = state
                if k % stride == 0 or s.hand_no == s.deals_total:
                    yield state.clone()
                k += 1


def worlds(state: State, rng: random.Random) -> Iterator[State]:
    """A world sampled from the view of the seat to play, then the same world after a legal card
    basic would not play there (when there is one)."""
    seat = state.to_act
    assert seat is not None
    world = GAME.sample(state.view(seat), rng)
    yield world.clone()
    legal = world.legal_actions()
    chosen = _basic_action(world, random.Random(0))
    others = [a for a in legal if a != chosen]
    if others:
        world.apply_unchecked(rng.choice(others))
        yield world


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=[f"{p}p-{sorted(o)}" for p, o in CONFIGS])
def test_true_states_of_every_configuration(players: int, options: dict[str, Any]) -> None:
    played = 0
    hands = set()
    last_deal = False
    for seed in (1, 2):
        k = 0
        for state in matches(players, dict(options), seed):
            s: Any = state
            if tricks_left(state) is None:
                continue
            k += 1
            if k % 7 and s.hand_no != s.deals_total:
                continue
            assert check(state)
            played += 1
            hands.add((seed, s.hand_no))
            last_deal = last_deal or s.hand_no == s.deals_total
    assert played > 40 and len(hands) > 10 and last_deal


def test_sampled_worlds_and_other_cards() -> None:
    rng = random.Random(5)
    played = after_other = 0
    for state in positions(range(3, 4), 5):
        for k, world in enumerate(worlds(state, rng)):
            if tricks_left(world) is None:
                assert playout(world) is None
                continue
            assert check(world)
            played += 1
            after_other += k
    assert played > 400 and after_other > 150


def test_none_outside_the_trick_play() -> None:
    seen = set()
    for players, options in CONFIGS[:3]:
        for state in matches(players, dict(options), 9):
            s: Any = state
            if s.phase != "play":
                assert playout(state) is None
                seen.add(s.phase)
            if s.is_over:
                assert playout(state) is None
                seen.add("over")
    assert seen == {"choose", "discard", "over"}


def test_none_for_a_hand_out_of_order() -> None:
    state = next(s for s in matches(3, {}, 4) if tricks_left(s) is not None and len(s.hands[1]) > 3)
    s: Any = state.clone()
    s.hands[1] = list(reversed(s.hands[1]))
    assert playout(s) is None
    assert playout(state) is not None


def test_every_deal_ended_early_and_by_ten_tricks() -> None:
    """A card-penalty deal ends once every penalty card is taken (D-king-4), the others after ten
    tricks: the model's end is the engine's, with the same score."""
    ends = set()
    for state in positions(range(11, 12), 1):
        s: Any = state
        if sum(s.tricks_taken) > 0 or s.trick:
            continue
        got = playout(state)
        assert got is not None and check(state)
        ends.add((s.game_key, got[1][3][2] == 10))
    assert ("no-hearts", False) in ends or ("no-queens", False) in ends
    assert any(done for _, done in ends)


@pytest.mark.slow
def test_thousands_of_positions() -> None:
    """The check by hand (``-m slow``): every state of the trick play of four matches of each
    configuration, and two worlds sampled from each."""
    rng = random.Random(100)
    played = 0
    for state in positions(range(100, 104), 1):
        assert check(state)
        played += 1
        for world in worlds(state, rng):
            if tricks_left(world) is None:
                assert playout(world) is None
                continue
            assert check(world)
            played += 1
    assert played > 30000
