"""The basic Kalooki player: sound choices in small explicit positions, legal everywhere, and
stronger than random play. It is given only a view and the legal actions."""

from __future__ import annotations

import random

from ai.kalooki.basic import choose, distance, usefulness
from games.cards import card, cards
from games.kalooki import GAME, KalookiState
from tests.games.test_kalooki import deal, match_at, pass_calls, play


def pick(state: KalookiState) -> str:
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    action = choose(state.view(seat), legal, random.Random(0))
    assert action in legal
    return str(action)


def test_distance_counts_the_cards_lacking_for_the_contract() -> None:
    assert distance(cards("2C 2D 2H 3C 3D 3H 4C 4D 4H"), 3, 0) == 0
    assert distance(cards("2C 2D 2H 3C 3D 3H 4C 4D KS"), 3, 0) == 1
    assert distance(cards("2C 2D 2H 3C 3D 3H 4C JK KS"), 3, 0) == 1  # the joker fills the four
    assert distance(cards("5H 6H 7H 9H 2C 2D 2H 3C 3D 3H"), 2, 1) == 1
    assert distance(cards("5H 6H JK 8H 2C 2D 2H 3C 3D 3H"), 2, 1) == 0
    assert usefulness(card("KS"), cards("KS 2C 2D")) == 0
    assert usefulness(card("2C"), cards("KS 2C 2D 3C")) == 3


def test_draw_takes_the_discard_that_helps_else_the_stock() -> None:
    helping = deal(1, {1: "2C 2D 3C 3D 3H 4C 4D 4H 9S"}, discard="2S")
    assert pick(GAME.new_match(players=5, deals=[helping])) == "draw discard"
    useless = deal(1, {1: "2C 2D 3C 3D 3H 4C 4D 4H 9S"}, discard="KS")
    assert pick(GAME.new_match(players=5, deals=[useless])) == "draw stock"


def test_call_when_the_card_helps_and_refuse_or_allow() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "KC KH 3C 3D 3H 4C 4D 4H 9S", 2: "KD KD 5C 5D 7S 7H JC AS 9C"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S")])
    play(state, "draw stock", "discard KS")
    assert state.to_act == 3 and pick(state) == "call"
    state.apply("call")
    # Seat 2 holds two kings as well: it takes the king itself.
    assert state.to_act == 2 and pick(state) == "refuse"
    hands[2] = "2D 2D 5C 5D 7S 7H JC AS 9C"
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S")])
    play(state, "draw stock", "discard KS", "call")
    assert pick(state) == "allow"


def test_pass_when_the_card_does_not_help() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 3C 3D 3H 4C 4D 4H 9S"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S")])
    play(state, "draw stock", "discard KS")
    assert pick(state) == "pass"


def test_comes_down_as_soon_as_it_can_and_goes_out() -> None:
    state = GAME.new_match(players=5, deals=[deal(1, {1: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}, stock="KS")])
    state.apply("draw stock")
    for _ in range(3):
        assert pick(state).startswith("meld")
        state.apply(pick(state))
    assert pick(state) == "down"
    state.apply("down")
    assert pick(state) == "discard KS"


def test_lays_the_longest_meld_and_tacks_jokers_first() -> None:
    hand = "2C 2D 2H 3C 3D 3H 5H 6H 7H 8H"
    state = match_at(2, deal(2, {2: hand}, stock="9H"))
    state.apply("draw stock")
    picks = []
    while state.phase == "play" and not state.down[2]:
        picks.append(pick(state))
        state.apply(picks[-1])
    assert "meld 5H 6H 7H 8H 9H" in picks  # the whole run at once
    hand = "2C 2D 2H 3C 3D 3H 5H 6H 7H 8H"
    state = match_at(2, deal(2, {2: hand}, stock="JK"))
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 5H 6H 7H 8H", "down")
    assert pick(state).startswith("tack JK")


def test_discards_a_heavy_card_that_does_not_help() -> None:
    state = GAME.new_match(players=5, deals=[deal(1, {1: "2C 2D 3C 3D 3H 4C 4D 4H KS"}, stock="9D")])
    state.apply("draw stock")
    assert pick(state) == "discard KS"
    # Down: the heaviest card goes, whatever it is.
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S 4S 6S QS")])
    play(state, "draw stock", "discard KS", "call", "allow", "draw stock", "discard 6S")
    pass_calls(state)
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H", "down")
    assert pick(state) == "tack 4S 3.3"
    state.apply("tack 4S 3.3")
    assert pick(state) in ("discard KS", "discard QS")


def test_legal_everywhere_and_stronger_than_random() -> None:
    """One basic seat against four random seats: the basic seat wins each of these sets."""
    for m in range(3):
        state = GAME.new_match(players=5, seed=2000 + m)
        rng = random.Random(m)
        me = m % 5
        while not state.is_over and state.hand_no <= GAME.hand_cap:
            legal = state.legal_actions()
            if state.to_act == me:
                action = choose(state.view(me), legal, rng)
                assert action in legal
            else:
                action = rng.choice(legal)
            state.apply_unchecked(action)
        assert state.is_over and state.winners == [me]


def test_all_basic_seats_play_whole_deals() -> None:
    state = GAME.new_match(players=5, seed=7)
    rng = random.Random(7)
    while not state.is_over and state.hand_no <= 3:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        action = choose(state.view(seat), legal, rng)
        assert action in legal
        state.apply_unchecked(action)
    outs = sum(r["out"] is not None for r in state.records)
    assert outs >= 2


def test_ranked_discards_put_the_chosen_discard_first() -> None:
    """``ranked`` orders the discards as ``choose`` weighs them (the expert's candidates)."""
    from ai.kalooki.basic import ranked

    state = GAME.new_match(5, seed=8)
    rng = random.Random(4)
    seen = 0
    while seen < 20 and not state.is_over:
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        order = ranked(view, legal)
        action = choose(view, legal, rng)
        if order:
            assert action == order[0]
            assert sorted(map(str, order)) == sorted(str(a) for a in legal if a.verb == "discard")
            seen += 1
        state.apply(action)
    assert seen == 20


def test_D_kalooki_5_a_call_could_help_only_when_it_brings_the_contract_closer() -> None:
    """A person is not asked to call a discard that would not bring their hand closer to the deal's
    contract: the table passes for them (issue "What each player may see": a blocking question
    after nearly every discard)."""
    from ai.kalooki.basic import calling_could_help, needless_call

    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 3C 3D 3H 4C 4D 4H 9S"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S")])
    play(state, "draw stock", "discard KS")
    assert state.to_act == 3 and state.view(3).contract == "333"
    view = state.view(3)
    assert not calling_could_help(view, card("KS"))  # the threes of 3 and 4 stand; twos lack one
    answer = needless_call(view, state.legal_actions())
    assert answer is not None and str(answer[0]) == "pass" and "KS" in answer[1]
    assert calling_could_help(view, card("JK"))  # a joker may always fill the three of twos
    assert calling_could_help(view, card("2H"))  # the third two: the contract is complete
    assert not calling_could_help(view, card("7C"))  # three threes: a run of clubs does not count
    # Only the call question is answered: elsewhere the person decides.
    assert needless_call(view, [a for a in state.legal_actions() if a.verb == "pass"]) is None
