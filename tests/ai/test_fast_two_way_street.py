"""Two Way Street's fast basic playout (ai.two_way_street.fast, issue 22) against the slow one: from
every position of the trick play it must play the very cards the basic player plays through the
engine (the loop of the expert's playouts, every action recorded, the forced ones included, a led
joker's follower naming its suit, rule 2c), end on the node the compact model reaches by those
cards, and score the hand as the engine does (D-tws-5, the duel's D-tws-6).

The positions: states of the trick play of whole matches played by basic (every configuration the
game lists, 2 to 8 players, its options: alike jokers, one joker, two packs; the match's last hand
included), worlds sampled from the seat to play's view (what the search plays: other hands, the
deck and a duel's pre-tricks dealt anew, the cards it buried known), and those worlds after a
legal card basic would not play (the search's other candidates).

The fast playout counts only the chances and values basic's choice reads, on two facts of Table's
count that its docstring argues (within a suit a higher card's chance and value are never lower);
they are checked here as well, to the last bit, at every decision of whole matches.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import games
from ai.two_way_street import basic, fast
from ai.two_way_street.endgame import TwoWayStreetModel, tricks_left
from ai.two_way_street.fast import playout
from games.actions import Action
from games.core import State
from tests.ai.fast_checks import recorded_playout, replayed

GAME = games.get("two_way_street")
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
        list(s.deck_by),
        list(s.gifts),
        list(s.trick),
        s.led_suit,
        s.turn,
        s.trick_no,
        list(s.tricks_won),
        [set(v) for v in s.voids],
        s.scores,
    )


def check(state: State) -> tuple[bool, bool]:
    """Every requirement on one position; returns (the match ended, the model left the score to
    the engine)."""
    before = snapshot(state)
    done = playout(state)
    assert done is not None
    assert snapshot(state) == before, "playout changed the state"
    model, node, moves = done
    assert isinstance(model, TwoWayStreetModel)
    assert node[2] is None
    # The last node is the model's own: the cards replayed on the model, each one legal there.
    assert replayed(model, model.node, moves) == node
    actions, change, over = slow(state)
    # The model plays the ten tricks to the end as the engine does: every action.
    assert [model.action(m) for m in moves] == actions
    deltas = model.deltas(node[3])
    if deltas is not None:
        assert list(deltas) == change
    return over, deltas is None


def trick_states(
    players: int, options: dict[str, Any], seed: int, every: int, random_bids: bool = False
) -> Iterator[State]:
    """Every ``every``-th state of the trick play of a whole match played by basic (the duel's bids
    at random when ``random_bids``: basic's equal bids give no pre-tricks), and every state of
    the last two tricks of the hands near the match's end."""
    state = GAME.new_match(players, seed=seed, options=options)
    rng = random.Random(seed)
    k = 0
    while not state.is_over:
        s: Any = state
        if tricks_left(state) is not None:
            if k % every == 0 or (max(state.scores) >= s.options.target - 12 and s.trick_no >= 8):
                yield state.clone()
            k += 1
        legal = state.legal_actions()
        seat = state.to_act
        assert seat is not None
        if random_bids and s.phase == "bid":
            action = rng.choice(legal)
        else:
            action = legal[0] if len(legal) == 1 else basic.choose(state.view(seat), legal, rng)
        state.apply_unchecked(action)


def offers_a_named_suit(state: State) -> bool:
    """Whether a seat is offered a joker naming the suit led (rule 2c's footnote, two packs) as
    basic plays the trick in progress."""
    st = state.clone()
    rng = random.Random(0)
    while st.trick:  # type: ignore[attr-defined]
        legal = st.legal_actions()
        if any(len(a.args) > 1 for a in legal):
            return True
        seat = st.to_act
        assert seat is not None
        st.apply_unchecked(legal[0] if len(legal) == 1 else basic.choose(st.view(seat), legal, rng))
    return False


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
    every = 4 * players + 1
    for seed in (1, 2):
        for state in trick_states(players, options, seed, every):
            over, engine = check(state)
            n += 1
            ended += over
            left += engine
            played.add(tricks_left(state))
    assert n > 40
    assert ended > 0 and left > 0  # the match's last hand, scored by the engine
    assert played == set(range(1, 11))  # early and late


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_fast_playout_plays_basics_cards_in_sampled_worlds(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(7)
    n = 0
    every = 4 * players + 1
    for state in trick_states(players, options, 3, every):
        if len(state.legal_actions()) < 2:
            continue
        for world in worlds(state, rng):
            check(world)
            n += 1
    assert n > 40


def test_fast_playout_covers_led_jokers_buried_cards_and_pre_tricks() -> None:
    """The rarer cases, reached on purpose: a trick led by a joker (rule 2c's footnote: the next
    seat holding its colour names the suit; with two packs a joker of the lead's kind names it as
    a word; with one kind any card names it), a card one seat buried in another's hand (its place
    known to the burier, rule 2b), a duel's pre-tricks (D-tws-6)."""
    led = named = gifts = pre = 0
    for players, options in CONFIGS:
        for state in trick_states(players, options, 4, 1, random_bids=True):
            s: Any = state
            if state.hand_no > 6:
                break
            if s.trick_no == 0 and (s.gifts or any(s.pre)):
                check(state)
                gifts += bool(s.gifts)
                pre += any(s.pre)
            if s.trick:
                continue
            for action in state.legal_actions():
                card = action.card
                if card is not None and card.is_joker:
                    after = state.clone()
                    after.apply_unchecked(action)
                    check(after)
                    led += 1
                    named += offers_a_named_suit(after)
    assert led > 30 and named >= 1 and gifts > 10 and pre > 3


def test_fast_playout_is_none_outside_the_trick_play() -> None:
    phases = set()
    for players in (2, 3):
        state = GAME.new_match(players, seed=5)
        rng = random.Random(5)
        while not state.is_over and state.hand_no < 3:
            s: Any = state
            if tricks_left(state) is None:
                phases.add(s.phase)
                assert playout(state) is None
            legal = state.legal_actions()
            seat = state.to_act
            assert seat is not None
            state.apply_unchecked(legal[0] if len(legal) == 1 else basic.choose(state.view(seat), legal, rng))
    assert {"declare", "exchange", "bid"} <= phases
    state = GAME.new_match(3, seed=5, options={"target": 1})
    rng = random.Random(5)
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.to_act
        assert seat is not None
        state.apply_unchecked(legal[0] if len(legal) == 1 else basic.choose(state.view(seat), legal, rng))
    assert playout(state) is None


def test_chances_and_values_never_fall_with_the_rank() -> None:
    """At every decision of the fast playouts from whole matches' positions: per suit, the chance
    of each card to win the trick (as the suit led, with seats still to play: Table.win_chance's
    product) and its value (Table.value) never fall as the rank rises, exactly."""
    checked = 0
    for players, options in CONFIGS:
        for state in trick_states(players, options, 5, 6 * players + 1):
            s: Any = state
            hand = fast._Hand(state, fast._cards(players, s.options))
            while hand.turn is not None:
                d = fast._Decision(hand, hand.turn)
                for suit in range(4):
                    ranks = range(16 * suit + 2, 16 * suit + 15)
                    values = [d.value(x) for x in ranks]
                    assert values == sorted(values)
                    if d.seats:
                        chances = [d.chance(x) for x in ranks]
                        assert chances == sorted(chances)
                        checked += 1
                legal = hand.legal(hand.turn)
                hand.play(legal[0] if len(legal) == 1 else legal[hand.decide(legal)])
    assert checked > 1000
