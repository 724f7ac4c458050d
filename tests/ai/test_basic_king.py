"""The basic King player: sound choices in small explicit positions, legal everywhere, and
stronger than random play. It is given only a view and the legal actions."""

from __future__ import annotations

import random

import pytest

from ai import arena
from ai.king.basic import choose, contract_values, danger, expected_tricks, unseen_cards
from games.cards import card, cards
from games.king import GAME, KingState

MIXED = {
    "hand0": "AS KS 7S AC 7C AD 7D AH 7H 8H".split(),
    "hand1": "QS JS 8S KC QC KD QD KH QH 9H".split(),
    "hand2": "TS 9S JC TC 9C 8C JD TD 9D TH".split(),
    "kitty": "8D JH".split(),
}
# Seat 0: every high card and a long spade suit; seat 1 the low cards.
STRONG = {
    "hand0": "AS KS QS JS TS AH KH AD KD AC".split(),
    "hand1": "7S 8S 7H 8H 9H 7D 8D 9D 7C 8C".split(),
    "hand2": "9S QH JH TH QD JD TD KC QC JC".split(),
    "kitty": "9C TC".split(),
}
# Seat 0: the low cards, seat 1 the high ones.
WEAK = {"hand0": STRONG["hand1"], "hand1": STRONG["hand0"], "hand2": STRONG["hand2"], "kitty": STRONG["kitty"]}


def new(deal: dict[str, list[str]], **options: bool) -> KingState:
    return GAME.new_match(players=3, seed=1, options=options, deals=[deal])


def pick(state: KingState) -> str:
    seat = state.to_act
    assert seat is not None
    return str(choose(state.view(seat), state.legal_actions(), random.Random(0)))


def test_contract_strong_hand_takes_an_award_game_weak_hand_does_not() -> None:
    strong = pick(new(STRONG))
    assert strong.startswith("choose award"), strong
    weak = pick(new(WEAK))
    assert not weak.startswith("choose award"), weak  # low cards: misère or a penalty game


def test_contract_award_declaration_fits_the_hand() -> None:
    s = new(STRONG)
    v = s.view(0)
    values = contract_values(v, list(v.hand), unseen_cards(v))
    assert values["award S"] > values["award C"]  # five spades to the ace are the best trump
    assert values["award S"] > values["misere S"]
    low = new(WEAK).view(0)
    low_values = contract_values(low, list(low.hand), unseen_cards(low))
    assert low_values["misere"] > low_values["award"]  # sevens and eights win in misère


def test_contract_only_open_games_of_the_pool() -> None:
    s = new(STRONG)
    s.apply("choose no-king")
    while s.contractor != 0 or s.phase != "choose":
        s.apply(choose(s.view(s.to_act), s.legal_actions(), random.Random(1)))  # type: ignore[arg-type]
    assert pick(s) != "choose no-king"


def test_discard_keeps_penalty_cards_and_sheds_danger_in_no_tricks() -> None:
    s = new(MIXED)
    s.apply("choose no-tricks")
    first = pick(s)
    s.apply(first)
    second = pick(s)
    gone = {first.split()[1], second.split()[1]}
    # Aces are the surest trick-takers: a no-tricks contractor throws them away.
    assert gone <= {"AS", "AC", "AD", "AH", "KS"}, gone


def test_discard_in_an_award_game_keeps_the_winners() -> None:
    s = new(STRONG)
    s.apply("choose award S")
    a = pick(s)
    assert a.split()[1] not in ("AS", "KS", "QS", "AH", "AD", "AC")


def test_penalty_play_ducks_under_the_winning_card() -> None:
    s = new(MIXED)
    for a in ("choose no-tricks", "discard 8D", "discard JH", "play 7S"):
        s.apply(a)
    s.apply("play QS")  # seat 1
    # Seat 2 holds TS 9S, both under the queen: it plays the higher loser.
    assert pick(s) == "play TS"


def test_penalty_play_void_dumps_the_penalty_card() -> None:
    s2 = new(
        {
            "hand0": "AS KS QS JS AC 7C AD 7D AH 7H".split(),
            "hand1": "TS 9S 8S KC QC JC KD QD JD 8H".split(),
            "hand2": "7S TC 9C 8C TD 9D 8D KH QH JH".split(),
            "kitty": "9H TH".split(),
        }
    )
    for a in ("choose no-queens", "discard 9H", "discard TH", "play AS", "play 8S", "play 7S", "play KS", "play 9S"):
        s2.apply(a)
    # Seat 2 is void in spades and holds QH: it is dumped on seat 0's trick.
    assert pick(s2) == "play QH"


def test_penalty_play_ducks_with_the_penalty_card_itself() -> None:
    s = new(
        {
            "hand0": "AS 7S AC 7C AD 7D AH 7H 8H 9H".split(),
            "hand1": "KS QS 8S KC QC KD QD KH QH TH".split(),
            "hand2": "JS TS 9S JC TC 9C 8C JD TD 9D".split(),
            "kitty": "8D JH".split(),
        }
    )
    for a in ("choose no-queens", "discard 8D", "discard JH", "play AS"):
        s.apply(a)
    # KS and QS both lose to the ace: the queen goes, dumped on seat 0's trick.
    assert pick(s) == "play QS"


def test_no_hearts_void_sheds_the_highest_heart() -> None:
    s = new(
        {
            "hand0": "AS KS QS JS AC 7C AD 7D AH 7H".split(),
            "hand1": "TS 9S 8S KC QC JC KD QD JD 8H".split(),
            "hand2": "7S TC 9C 8C TD 9D 8D KH QH JH".split(),
            "kitty": "9H TH".split(),
        }
    )
    for a in ("choose no-hearts", "discard 7C", "discard 7D", "play AS", "play 8S", "play 7S", "play KS", "play 9S"):
        s.apply(a)
    assert pick(s) == "play KH"


def test_award_play_last_seat_wins_cheaply_or_throws_the_cheapest() -> None:
    s = new(MIXED)
    for a in ("choose award", "discard 8D", "discard JH", "play 7S", "play 8S"):
        s.apply(a)
    assert pick(s) == "play 9S"  # the cheapest card that wins, last to play
    s = new(MIXED)
    for a in ("choose award", "discard 8D", "discard JH", "play AS", "play 8S"):
        s.apply(a)
    assert pick(s) == "play 9S"  # the trick is lost: the lowest card


def test_misere_play_lowest_wins() -> None:
    s = new(MIXED)
    for a in ("choose misere", "discard 8D", "discard JH", "play KS", "play QS"):
        s.apply(a)
    # Misère: the 9 of spades is lower than the queen and wins; TS would as well, 9S keeps TS back.
    assert pick(s) in ("play TS", "play 9S")
    assert expected_tricks(cards("7S 7C 7D 7H"), cards("AS AC AD AH"), None, True) == 4


def test_danger_counts_higher_unseen_cards() -> None:
    d = danger(cards("AS 7S 7H"), cards("KS QS 8S 9H"), {})
    assert d[card("AS")] > d[card("7S")]
    assert d[card("7H")] < d[card("AS")] == 1.0


def test_basic_returns_legal_actions_in_random_positions_of_every_option() -> None:
    rng = random.Random(4)
    for players, options in GAME.playout_configs:
        for m in range(3):
            s = GAME.new_match(players=players, seed=m, options=dict(options))
            steps = 0
            while not s.is_over and steps < 400:
                legal = s.legal_actions()
                seat = s.to_act
                assert seat is not None
                a = choose(s.view(seat), legal, rng) if steps % 2 else rng.choice(legal)
                assert a in legal
                s.apply(a)
                steps += 1


@pytest.mark.parametrize("players", [3, 4])
def test_basic_beats_random(players: int) -> None:
    seats = ["basic"] + ["random"] * (players - 1)
    results = [arena.play_match(t) for t in arena.tasks("king", seats, players * 2, seed=7, hand_cap=GAME.hand_cap)]
    wins = sum(1 for r in results for s in r.winners if r.seat_levels[s] == "basic")
    assert all(r.finished for r in results)
    assert wins >= len(results) - 1


def test_ranked_games_put_basics_game_first_and_the_search_weighs_the_best_eight() -> None:
    """The contractor announces any game left in its pool (king.txt): with each
    award game's trump, up to sixteen choices, twice the expert's eight candidates. ``ranked`` orders them by the fit basic weighs, so the search compares
    basic's eight best games instead of seven others at random; outside the choice it ranks
    nothing (the discards: the cut there measured no loss, BENCHMARKS.md)."""
    from ai import expert
    from ai.king.basic import ranked
    from ai.speed_probe import positions

    wide = 0
    for state in positions("king", 8, phase="choose"):
        view = state.view(state.to_act)
        legal = state.legal_actions()
        order = ranked(view, legal)
        assert len(order) == len(legal) and set(order) == set(legal)
        assert order[0] == choose(view, legal, random.Random(0))
        chosen, basic = expert.candidates("king", view, legal, 7)
        assert legal[basic] == order[0]
        if len(legal) > expert.candidate_limit("king"):
            wide += 1
            assert {legal[i] for i in chosen} == set(order[: expert.candidate_limit("king")])
    assert wide, "some choice had more games than candidates"
    state = positions("king", 1, phase="discard")[0]
    assert ranked(state.view(state.to_act), state.legal_actions()) == []
