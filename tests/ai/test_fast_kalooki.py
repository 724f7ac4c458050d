"""Kalooki's fast basic playout (ai.kalooki.fast, issue 22) against the slow one: from every kind
of position it must play the very actions the basic player plays through the engine (the loop of
the expert's playouts, every action recorded, the forced ones included), leave the state alone,
score the deal as the engine does (or leave the ninth deal, whose end ends the set, to the engine),
and so give :func:`ai.playout.hand_value` the value of the engine's playout.

The positions: states of whole sets played by basic (every deal, the calls and the refusals, the
coming-downs under way), worlds sampled from the view of the seat to act (what the search plays),
and those worlds after a legal action basic would not take (the search's other candidates: another
meld, a take-back, another discard).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import games
from ai import expert
from ai.kalooki import basic
from ai.kalooki.basic import hand_shape, shaped_distance
from ai.kalooki.fast import MAX_STEPS, KalookiPlayout, playout
from ai.playout import MAX_PLAYOUT_STEPS, hand_value, outcome
from games.actions import Action
from games.cards import JOKER, Card
from games.core import State
from games.kalooki.facts import SET_OF_DEALS
from games.kalooki.legal import offered_for
from tests.ai.fast_checks import NoDraws, recorded_playout

GAME = games.get("kalooki")
CONFIGS = [(players, dict(options)) for players, options in GAME.playout_configs]


def slow(state: State) -> tuple[list[Action], State]:
    """The expert's playout loop with basic at every seat on a clone of ``state``, to the end of
    the deal: every action applied, and the state it ends in."""
    return recorded_playout(state, basic.choose)


def snapshot(state: State) -> Any:
    s: Any = state
    return (s.zone_contents(), s.phase, s.turn, list(s.asking), s.pending, list(s.calls), s.stock_runs, s.scores)


def check(state: State) -> str:
    """Every requirement on one position; returns how the deal ended: ``out`` (scored by the
    model), ``set`` (the set's end, left to the engine) or ``void`` (no score)."""
    before = snapshot(state)
    done = playout(state)
    assert done is not None
    assert snapshot(state) == before, "playout changed the state"
    model, node, moves = done
    assert isinstance(model, KalookiPlayout)
    actions, end = slow(state)
    assert [model.action(m) for m in moves] == actions
    deltas = model.deltas(node[3])
    change = [a - b for a, b in zip(end.scores, state.scores, strict=True)]
    seat = state.to_act
    assert seat is not None
    value = hand_value(state.clone(), expert.playout_policy("kalooki"), NoDraws(), state.hand_no, state.scores, seat)
    assert value == outcome(end, state.scores, seat, "kalooki", True)
    if deltas is None:
        assert end.is_over
        return "set"
    assert list(deltas) == change
    return "out" if any(change) else "void"


def match_states(players: int, options: dict[str, Any], seed: int, every: int) -> Iterator[State]:
    """Every ``every``-th state of a whole set played by basic."""
    state = GAME.new_match(players, seed=seed, options=options)
    rng = random.Random(seed)
    n = 0
    while not state.is_over:
        if n % every == 0:
            yield state.clone()
        n += 1
        legal = state.legal_actions()
        seat = state.to_act
        assert seat is not None
        state.apply_unchecked(legal[0] if len(legal) == 1 else basic.choose(state.view(seat), legal, rng))


def worlds(state: State, rng: random.Random) -> Iterator[State]:
    """A world sampled from the view of the seat to act (as the search samples it), and that world
    after a legal action basic would not take."""
    seat = state.to_act
    assert seat is not None
    world = expert.sample_world(GAME, state.view(seat), rng, expert.inference("kalooki"))
    yield world
    legal = world.legal_actions()
    chosen = basic.choose(world.view(seat), legal, rng)
    others = [a for a in legal if a != chosen]
    if others:
        hand_no = world.hand_no
        world.apply_unchecked(rng.choice(others))
        if not world.is_over and world.hand_no == hand_no:
            yield world


def test_fast_playout_plays_basics_actions_through_a_whole_set() -> None:
    ends: dict[str, int] = {}
    phases: set[str] = set()
    deals = set()
    for players, options in CONFIGS:
        for state in match_states(players, options, 1, 5):
            end = check(state)
            ends[end] = ends.get(end, 0) + 1
            s: Any = state
            phases.add(s.phase)
            deals.add(s.game_index)
    assert deals == set(range(9))
    assert phases == {"draw", "call", "allow", "play"}
    assert ends.get("out", 0) > 200 and ends.get("set", 0) > 10


def test_fast_playout_plays_basics_actions_in_sampled_worlds_and_candidates() -> None:
    rng = random.Random(7)
    n = 0
    verbs: set[str] = set()
    for players, options in CONFIGS:
        for state in match_states(players, options, 2, 11):
            if len(state.legal_actions()) < 2:
                continue
            for world in worlds(state, rng):
                check(world)
                n += 1
                s: Any = world
                last = s.log[-1].move if s.log else None
                if last is not None and last.action is not None:
                    verbs.add(last.action.verb)
    assert n > 150
    assert {"meld", "take", "discard"} <= verbs  # the candidates basic would not take


def test_fast_playout_stops_where_the_search_stops() -> None:
    assert MAX_STEPS == MAX_PLAYOUT_STEPS
    state = GAME.new_match(5, seed=3)
    state.phase = "over"
    assert playout(state) is None


def test_a_hand_offered_a_meld_lacks_nothing_by_basics_count() -> None:
    """The fast playout spares the meld search to a hand that lacks cards by basic's count
    (``basic.shaped_distance``): no such hand may be offered a meld. Hands near a contract of each
    deal: its threes and fours made (jokers among them), some cards added, one or two taken out."""
    rng = random.Random(11)
    pack = list(GAME.pack(5, GAME.options(None)))
    offered = lacking = 0
    for game_index, (contract, _) in enumerate(SET_OF_DEALS):
        need = (contract.count("3"), contract.count("4"))
        for _ in range(300):
            hand = near_contract(need, rng) + rng.sample(pack, rng.randrange(0, 5))
            for _ in range(rng.randrange(0, 3)):
                hand.remove(rng.choice(hand))
            distance = shaped_distance(hand_shape(hand), need)
            if offered_for(hand, [], game_index):
                offered += 1
                assert distance == 0, hand
            lacking += distance > 0
    assert offered > 1000 and lacking > 500


def near_contract(need: tuple[int, int], rng: random.Random) -> list[Card]:
    """The threes and fours of a contract ``need``, of random ranks and suits (a joker in some)."""
    cards: list[Card] = []
    for r in rng.sample(range(2, 15), need[0]):
        cards += [Card(r, rng.choice("CDHS")) for _ in range(3)]
        if rng.random() < 0.3:
            cards[-1] = JOKER
    for suit in rng.sample("CDHS", need[1]):
        low = rng.randrange(2, 12)
        cards += [Card(r, suit) for r in range(low, low + 4)]
        if rng.random() < 0.3:
            cards[-rng.randrange(1, 5)] = JOKER
    return cards
