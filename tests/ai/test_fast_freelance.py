"""Freelance's fast playout (ai.freelance.fast, issue 22): card for card the slow playout's.

Every position is played twice: the slow way (the engine, a view for every decision, basic's
``choose``; every action recorded, the forced ones too) and by :func:`ai.freelance.fast.playout`.
The cards must be the slow playout's first cards (the model ends the campaign once the contract
is made or beaten, D-freelance-6, where the engine with ``play_all_tricks`` plays on), the last
node the model's own (the moves replayed on :class:`ai.freelance.endgame.FreelanceModel`), the
score change the engine's (or, where the model leaves it to the engine, rule 50, the match won by
the attacker), and the state untouched. Positions: seeded matches of every configuration the
game's playouts use, at every point of the campaign of every hand (every point of the match's
last hand), and worlds sampled from their views, as they are and after a card that basic would
not play (the search's candidates).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from ai.freelance import basic
from ai.freelance.endgame import FreelanceModel, tricks_left
from ai.freelance.fast import playout
from games import get
from games.actions import Action
from games.core import State

GAME = get("freelance")
CONFIGS = list(GAME.playout_configs)
IDS = [f"{p}p-{sorted(o)}" for p, o in CONFIGS]


def _basic_action(state: State, rng: random.Random) -> Action:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.to_act
    assert seat is not None
    return basic.choose(state.view(seat), legal, rng)


def slow(state: State) -> tuple[list[Action], list[int], State]:
    """The slow playout's loop (ai.playout.play_out) on a clone, every action recorded: the
    actions, the score change of the hand and the state at its end. Basic draws nothing from
    the rng in the campaign."""
    st = state.clone()
    before = list(st.scores)
    hand_no = st.hand_no
    rng = random.Random(7)
    drawn = rng.getstate()
    actions: list[Action] = []
    while not st.is_over and st.hand_no == hand_no:
        action = _basic_action(st, rng)
        actions.append(action)
        st.apply_unchecked(action)
    assert rng.getstate() == drawn, "basic drew from the rng in the campaign"
    return actions, [a - b for a, b in zip(st.scores, before, strict=True)], st


def _snapshot(state: State) -> Any:
    s: Any = state
    return (
        [list(h) for h in s.hands],
        list(s.trick),
        [set(v) for v in s.voids],
        [list(t) for t in s.taken],
        list(s.tricks_won),
        [list(w) for w in s.won],
        list(s.scores),
        s.turn,
        s.phase,
        s.hand_no,
    )


def check(state: State) -> bool | None:
    """Whether the fast playout's hand ends with a score change the model gives (None: it leaves
    it to the engine, and the engine says the attacker won the match), asserting that it played
    ``state`` exactly as the slow playout does."""
    before = _snapshot(state)
    got = playout(state)
    assert _snapshot(state) == before, "the fast playout changed the state"
    assert got is not None, "the fast playout declined a campaign position"
    model, last, moves = got
    actions, deltas, end = slow(state)
    assert [model.action(m) for m in moves] == actions[: len(moves)]
    assert all(a.verb == "play" for a in actions[len(moves) :])
    assert last[2] is None
    node = FreelanceModel(state).node
    for m in moves:
        assert node[2] is not None and m in model.moves(node)
        node = model.play(node, m)
    assert node == last
    model_deltas = model.deltas(last[3])
    if model_deltas is None:
        assert end.is_over and end.winners == [model.attacker]
        return None
    assert list(model_deltas) == deltas
    return True


def match(options: dict[str, Any], seed: int) -> list[State]:
    """Every state of a seeded match that basic plays, in order (clones)."""
    state = GAME.new_match(players=3, seed=seed, options=options)
    rng = random.Random(seed)
    states = []
    while not state.is_over:
        states.append(state.clone())
        state.apply_unchecked(_basic_action(state, rng))
    states.append(state)
    return states


def positions(options: dict[str, Any], seeds: range, stride: int) -> Iterator[State]:
    """Every ``stride``-th state of the campaigns of seeded matches (and every state of the
    campaign of the match's last hand)."""
    for seed in seeds:
        states = match(options, seed)
        last_hand = states[-1].hand_no
        k = 0
        for state in states:
            if tricks_left(state) is None:
                continue
            if k % stride == 0 or state.hand_no == last_hand:
                yield state
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
        if tricks_left(world) is not None:
            yield world


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_true_states_of_every_configuration(players: int, options: dict[str, Any]) -> None:
    assert players == 3
    played = hands = 0
    outcomes: set[bool | None] = set()
    early = late = 0
    for seed in (1, 2):
        last_hand = 0
        for state in positions(dict(options), range(seed, seed + 1), 3):
            left = tricks_left(state)
            assert left is not None
            early += left >= 10
            late += left <= 3
            outcomes.add(check(state))
            played += 1
            if state.hand_no != last_hand:
                hands += 1
                last_hand = state.hand_no
    assert played >= 100 and hands >= 8 and early and late
    # Contracts made and beaten both scored by the model, and a match won by the last hand.
    assert outcomes == {True, None}


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_sampled_worlds_and_the_search_candidates(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(5)
    played = 0
    for state in positions(dict(options), range(3, 4), 4):
        for world in worlds(state, rng):
            check(world)
            played += 1
    assert played >= 100


def test_the_match_last_hand_every_point_of_it() -> None:
    """Every point of the campaign of a match's deciding hand (rule 50) plays as the engine's."""
    for options in ({}, {"play_all_tricks": True}):
        states = match(options, 4)
        last = states[-1]
        assert last.is_over
        deciding = [s for s in states if s.hand_no == last.hand_no and tricks_left(s) is not None]
        assert len(deciding) >= 10
        assert {check(s) for s in deciding} == {None}  # rule 50: the engine scores the match won


def test_none_outside_the_campaign() -> None:
    states = match({}, 1)
    assert playout(states[0]) is None  # the auction
    declaration = next(s for s in states if getattr(s, "phase", None) == "declaration")
    assert playout(declaration) is None
    assert states[-1].is_over and playout(states[-1]) is None
