"""Clubs' fast basic playout (ai.clubs.fast, issue 22) against the slow one: from every position of
the trick play it must play the very cards the basic player plays through the engine (the loop of
the expert's playouts, every action recorded, the forced ones included), end on the node the
compact model reaches by those cards, and score the hand as the engine does.

The positions: every state of the trick play of whole matches played by basic (every
configuration the game lists, the match's last hand included), the same with random auctions
(Joker teams, D-clubs-4, and the uneven hands of heavy handicaps, where a seat runs out of cards
and passes, D-clubs-7), worlds sampled from the seat to play's view (what the search plays), and
those worlds after a legal card basic would not play (the search's other candidates).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import games
from ai.clubs import basic
from ai.clubs.endgame import ClubsModel, tricks_left
from ai.clubs.fast import playout
from games.actions import Action
from games.core import State
from tests.ai.fast_checks import recorded_playout, replayed

GAME = games.get("clubs")
CONFIGS = [(players, dict(options)) for players, options in GAME.playout_configs]


def slow(state: State) -> tuple[list[Action], list[int], bool]:
    """The expert's playout loop with basic at every seat on a clone of ``state``, to the end of
    the hand: every action applied, the engine's score change, whether the match ended."""
    actions, st = recorded_playout(state, basic.choose)
    return actions, [a - b for a, b in zip(st.scores, state.scores, strict=True)], st.is_over


def snapshot(state: State) -> Any:
    s: Any = state
    return (
        s.zone_contents(),
        [dict(p) for p in s.poss],
        list(s.trick),
        s.turn,
        s.trick_size,
        list(s.tricks_won),
        s.tricks_played,
        list(s.voids),
        s.scores,
    )


def check(state: State) -> tuple[bool, bool]:
    """Every requirement on one position; returns (the match ended, the model left the score
    to the engine)."""
    before = snapshot(state)
    done = playout(state)
    assert done is not None
    assert snapshot(state) == before, "playout changed the state"
    model, node, moves = done
    assert isinstance(model, ClubsModel)
    assert node[2] is None
    # The last node is the model's own: the cards replayed on the model, each one legal there.
    assert replayed(model, model.node, moves) == node
    actions, change, over = slow(state)
    # Clubs' model ends the hand exactly where the engine does (¶39, D-clubs-7): every action.
    assert [model.action(m) for m in moves] == actions
    deltas = model.deltas(node[3])
    if deltas is not None:
        assert list(deltas) == change
    return over, deltas is None


def trick_states(players: int, options: dict[str, Any], seed: int, random_auction: bool) -> Iterator[State]:
    """Every state of the trick play of a whole match played by basic (random auctions, discards
    and passes when ``random_auction``)."""
    state = GAME.new_match(players, seed=seed, options=options)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        playing = tricks_left(state) is not None
        if playing:
            yield state.clone()
        if random_auction and not playing:
            action = rng.choice(legal)
        else:
            seat = state.to_act
            assert seat is not None
            action = legal[0] if len(legal) == 1 else basic.choose(state.view(seat), legal, rng)
        state.apply_unchecked(action)


def worlds(state: State, rng: random.Random) -> Iterator[State]:
    """A world sampled from the view of the seat to play, and that world after a legal card basic
    would not play."""
    seat = state.to_act
    assert seat is not None
    world = GAME.sample(state.view(seat), rng)
    yield world
    legal = world.legal_actions()
    chosen = basic.choose(world.view(seat), legal, rng)
    others = [a for a in legal if a != chosen]
    if others:
        world.apply_unchecked(rng.choice(others))
        if tricks_left(world) is not None:
            yield world


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_fast_playout_plays_basics_cards_through_whole_matches(players: int, options: dict[str, Any]) -> None:
    n = ended = left = 0
    played = set()
    for seed in (1, 2, 3):
        for state in trick_states(players, options, seed, False):
            over, engine = check(state)
            n += 1
            ended += over
            left += engine
            played.add(tricks_left(state))
    assert n > 450
    assert ended > 0 and left > 0  # the match's last hand, scored by the engine
    assert played == set(range(1, 11))  # early and late


def test_fast_playout_plays_basics_cards_for_joker_teams_and_uneven_hands() -> None:
    n = joker = uneven = 0
    for players, options in CONFIGS:
        for seed in (1, 2, 3):
            for state in trick_states(players, options, seed, True):
                check(state)
                s: Any = state
                n += 1
                joker += s.partner is not None
                uneven += s.trick_size < players
    assert n > 450 and joker > 50 and uneven > 10


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_fast_playout_plays_basics_cards_in_sampled_worlds(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(7)
    n = 0
    for seed in (4, 5, 6):
        for state in trick_states(players, options, seed, seed == 6):
            if len(state.legal_actions()) < 2:
                continue
            for world in worlds(state, rng):
                check(world)
                n += 1
    assert n > 600


def test_fast_playout_is_none_outside_the_trick_play() -> None:
    state = GAME.new_match(3, seed=5)
    rng = random.Random(5)
    phases = set()
    while not state.is_over:
        s: Any = state
        if tricks_left(state) is None:
            phases.add(s.phase)
            assert playout(state) is None
        legal = state.legal_actions()
        seat = state.to_act
        assert seat is not None
        state.apply_unchecked(legal[0] if len(legal) == 1 else basic.choose(state.view(seat), legal, rng))
    assert playout(state) is None
    assert {"auction", "give"} <= phases
