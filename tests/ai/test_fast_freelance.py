"""Freelance's fast playout (ai.freelance.fast, issue 22): action for action the slow playout's.

Every position is played twice: the slow way (the engine, a view for every decision, basic's
``choose``; every action recorded, the forced ones too) and by :func:`ai.freelance.fast.playout`.
The moves must be the slow playout's first actions (the model ends the campaign once the contract
is made or beaten, D-freelance-6, where the engine with ``play_all_tricks`` plays on), the last
node the model's own (the cards replayed on :class:`ai.freelance.endgame.FreelanceModel` from
the engine's own start of the campaign), the score change the engine's (or, where the model
leaves it to the engine, rule 50, the match won by the attacker), and the state untouched.
Positions: seeded matches of every configuration the game's playouts use, at every point of the
campaign of every hand (every point of the match's last hand), at points of the auction, the
swaps and the declaration (the fast playout plays them too, :mod:`ai.freelance.fast_auction`),
and worlds sampled from their views, as they are and after an action that basic would not
choose (the search's candidates); and a declaration that everyone passes (rule 38).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from ai.freelance import basic
from ai.freelance.endgame import FreelanceModel, tricks_left
from ai.freelance.fast import playout
from ai.freelance.fast_auction import WholeHand
from ai.playout import hand_value
from games import get
from games.actions import Action
from games.cards import Card
from games.core import State
from games.freelance.facts import PACK
from tests.ai.fast_checks import recorded_playout, replayed

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
    its rng."""
    actions, st = recorded_playout(state, basic.choose)
    return actions, [a - b for a, b in zip(st.scores, state.scores, strict=True)], st


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
        (list(s.tokens), list(s.freelance_deck), s.up, list(s.discard), s.round_no, s.round_leader),
        (s.leading_bid, s.leading_bidder, list(s.passed), list(s.statements), list(s.first_trump)),
        (s.leading_statement, s.contract),
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
    assert replayed(model, FreelanceModel(state).node, moves) == last
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


def check_before(state: State) -> bool | None:
    """:func:`check` for a position before the campaign: the actions of the auction, the swaps
    and the declaration, then the cards from the engine's own start of the campaign. False: the
    declaration forfeited (rule 38), the hand scored nothing."""
    before = _snapshot(state)
    got = playout(state)
    assert _snapshot(state) == before, "the fast playout changed the state"
    assert got is not None, "the fast playout declined a position before the campaign"
    model, last, moves = got
    assert isinstance(model, WholeHand)
    actions, deltas, end = slow(state)
    assert [model.action(m) for m in moves] == actions[: len(moves)]
    assert all(a.verb == "play" for a in actions[len(moves) :])
    assert last[2] is None
    said = [m for m in moves if isinstance(m, Action)]
    assert said and moves[: len(said)] == said and all(isinstance(m, Card) for m in moves[len(said) :])
    start = state.clone()
    for action in said:
        start.apply_unchecked(action)
    if model.campaign is None:  # rule 38: the next hand is dealt
        assert start.hand_no == state.hand_no + 1 and len(moves) == len(said)
        assert list(model.deltas(last[3]) or ()) == deltas == [0, 0, 0]
        return False
    assert tricks_left(start) == 13 and model.node == FreelanceModel(start).node
    assert replayed(model, model.node, moves[len(said) :]) == last
    model_deltas = model.deltas(last[3])
    if model_deltas is None:
        assert end.is_over and end.winners == [model.campaign.attacker]
        return None
    assert list(model_deltas) == deltas
    return True


def before_campaign(options: dict[str, Any], seed: int, stride: int) -> Iterator[State]:
    """Every ``stride``-th state of the auctions, swaps and declarations of a seeded match (and
    every one of the match's last hand, whose campaign wins the match, taken ``stride`` times
    more often)."""
    states = match(options, seed)
    last_hand = states[-1].hand_no
    for k, state in enumerate(states[:-1]):
        if tricks_left(state) is None and k % (stride if state.hand_no != last_hand else 1 + stride // 8) == 0:
            yield state


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_before_the_campaign_true_states(players: int, options: dict[str, Any]) -> None:
    assert players == 3
    played = 0
    outcomes: set[bool | None] = set()
    phases: set[str] = set()
    for seed in (1, 2):
        for state in before_campaign(dict(options), seed, 11):
            phases.add(getattr(state, "phase", ""))
            outcomes.add(check_before(state))
            played += 1
    assert played >= 100
    assert phases == {"auction", "swap", "declaration"}
    assert outcomes == {True, None}  # contracts scored by the model, and the match won


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_before_the_campaign_sampled_worlds_and_the_search_candidates(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(6)
    played = 0
    for state in before_campaign(dict(options), 3, 13):
        seat = state.to_act
        assert seat is not None
        world = GAME.sample(state.view(seat), rng)
        check_before(world)
        played += 1
        others = [a for a in world.legal_actions() if a != _basic_action(world, random.Random(0))]
        if others:
            world.apply_unchecked(rng.choice(others))
            (check if tricks_left(world) is not None else check_before)(world)
            played += 1
    assert played >= 100


def forfeited() -> State:
    """A declaration that everyone passes (rule 38): two seats too far behind to state anything
    (rule 35) and the third with the thirteen lowest cards."""
    state = next(s for s in match({}, 1) if getattr(s, "phase", None) == "declaration")
    s: Any = state
    low_first = sorted(PACK, key=lambda c: (c.rank, c.suit))
    s.hands = [low_first[26::2], low_first[27::2], low_first[:13]]
    s.discard = low_first[13:26]
    s.taken = [[], [], []]
    s._scores = [0, 0, 40]
    return state


def test_a_declaration_everyone_passes_scores_nothing() -> None:
    state = forfeited()
    assert state.legal_actions() == [Action("pass")]  # rule 35: 40 behind
    assert check_before(state) is False
    got = playout(state)
    assert got is not None and got[2] == [Action("pass")] * 3
    # Every point of it, and the engine's playout worth the same to every seat.
    later = state.clone()
    for _ in range(2):
        later.apply_unchecked(Action("pass"))
        assert check_before(later) is False
    seat = state.to_act
    assert seat is not None
    value = hand_value(state.clone(), basic.choose, random.Random(1), state.hand_no, state.scores, seat)
    assert value == 0.0


def test_none_once_the_match_is_over() -> None:
    states = match({}, 1)
    first = playout(states[0])  # the auction's first bid
    assert first is not None and isinstance(first[0], WholeHand)
    assert states[-1].is_over and playout(states[-1]) is None
