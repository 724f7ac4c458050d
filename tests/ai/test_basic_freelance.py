"""The basic Freelance player, decision by decision, on small explicit deals.

Every deal gives the three hands; the freelance deck is the rest of the pack, in pack order.
Seat 0 deals the first hand (D-freelance-2), so it leads the first bidding round (rule 17) and
makes the first statement (rule 26).
"""

from __future__ import annotations

import random

import pytest

import games
from ai.freelance import basic as bf
from games.actions import Action
from games.cards import cards, standard_pack
from games.freelance import FreelanceState

GAME = games.get("freelance")


def deal(h0: str, h1: str, h2: str, deck_top: str = "") -> dict[str, list[str]]:
    hands = [h0.split(), h1.split(), h2.split()]
    used = {c for h in hands for c in h} | set(deck_top.split())
    rest = [str(c) for c in standard_pack() if str(c) not in used]
    deck = deck_top.split() + rest
    assert all(len(h) == 13 for h in hands) and len(deck) == 13, "a test deal must use the whole pack"
    return {"hand0": hands[0], "hand1": hands[1], "hand2": hands[2], "freelance_deck": deck}


def match(d: dict[str, list[str]], hands: int = 1) -> FreelanceState:
    state = GAME.new_match(players=3, seed=0, deals=[d] * hands)
    assert isinstance(state, FreelanceState)
    return state


def ask(state: FreelanceState) -> Action:
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    action = bf.choose(state.view(seat), legal, random.Random(0))
    assert action in legal
    return action


def skip_auction(state: FreelanceState) -> None:
    """Everyone passes all 13 bidding rounds: every card of the freelance deck is discarded (rule 22)."""
    for _ in range(39):
        state.apply("pass")
    assert state.phase == "declaration"


def campaign(d: dict[str, list[str]], contract: str, attacker: int) -> FreelanceState:
    """The campaign of ``d`` with ``contract`` (``"7 S"``) stated by ``attacker``, the others passing."""
    state = match(d)
    skip_auction(state)
    for seat in range(3):
        state.apply(f"state {contract}" if seat == attacker else "pass")
        if state.phase == "campaign":
            break
    assert state.phase == "campaign" and state.contract is not None and state.contract[2] == attacker
    return state


# -- hand value ------------------------------------------------------------------------------------


def test_a_long_strong_suit_is_worth_more_as_trumps_than_at_no_trump() -> None:
    hand = cards("KS QS JS TS 9S 8S 7S AH KH QH AD 2D 3D")
    unseen = [c for c in standard_pack() if c not in hand]
    spades = bf.estimate(hand, unseen, "S")
    assert spades > bf.estimate(hand, unseen, "NT")
    assert spades > bf.estimate(hand, unseen, "H") + 2
    assert bf.best_contract(hand, unseen)[1] == "S"


def test_estimate_counts_the_cards_still_out() -> None:
    """A queen is a sure trick once the ace and king are known to be elsewhere (discarded)."""
    hand = cards("QS JS TS 9S 8S 2H 3H 4H 2D 3D 4D 2C 3C")
    with_top_out = [c for c in standard_pack() if c not in hand]
    without_top = [c for c in with_top_out if str(c) not in ("AS", "KS")]
    assert bf.estimate(hand, without_top, "S") > bf.estimate(hand, with_top_out, "S") + 1


def test_p_make_falls_as_the_number_rises() -> None:
    assert bf.p_make(8.0, 6) > bf.p_make(8.0, 8) > bf.p_make(8.0, 10)
    assert 0.5 < bf.p_make(8.0, 8) < 0.8


# -- auction --------------------------------------------------------------------------------------


STRONG_SPADES = deal(
    "KS QS JS TS 9S 8S AH KH 5D 4D 3D 3C 2C",
    "7S 6S QH JH TH 9H AD KD QD JD AC KC QC",
    "5S 4S 3S 8H 7H 6H 5H TD 9D 8D JC TC 9C",
    deck_top="AS",
)


def test_rule_19_bids_for_a_card_that_completes_its_trumps() -> None:
    state = match(STRONG_SPADES)
    assert state.to_act == 0 and state.view(0).zones["freelance_deck"][0] == cards("AS")[0]
    assert ask(state) == Action("bid", (1,))  # one more than the leading bid of 0 (rule 19a)


def test_rule_19_raises_one_token_at_a_time() -> None:
    state = match(STRONG_SPADES)
    state.apply("bid 1")
    state.apply("bid 2")
    state.apply("pass")
    assert state.to_act == 0
    assert ask(state) == Action("bid", (3,))


def test_rule_19_passes_on_a_card_that_does_not_help() -> None:
    d = deal(
        "AS KS QS JS TS 9S AH KH QH AD KD AC KC",
        "8S 7S 6S JH TH 9H QD JD TD 9D QC JC TC",
        "5S 4S 3S 8H 7H 6H 5H 8D 7D 6D 9C 8C 7C",
        deck_top="2D",
    )
    assert ask(match(d)) == Action("pass")


def test_rule_23_swaps_its_worst_card_for_the_up_card() -> None:
    state = match(STRONG_SPADES)
    state.apply("bid 1")
    state.apply("pass")
    state.apply("pass")
    assert state.phase == "swap" and state.to_act == 0
    action = ask(state)
    assert action.verb == "swap"
    given = action.card
    assert given is not None and given.suit != "S" and given.rank <= 5


def test_rule_23_declines_a_card_that_does_not_help() -> None:
    d = deal(
        "AS KS QS JS TS 9S AH KH QH AD KD AC KC",
        "8S 7S 6S JH TH 9H QD JD TD 9D QC JC TC",
        "5S 4S 3S 8H 7H 6H 5H 8D 7D 6D 9C 8C 7C",
        deck_top="2D",
    )
    state = match(d)
    state.apply("bid 1")
    state.apply("pass")
    state.apply("pass")
    assert ask(state) == Action("decline")


def test_rule_33_keeps_a_token_for_the_declaration_until_the_last_round() -> None:
    d = deal(
        "KS QS JS TS 9S 8S AH KH 5D 4D 3D 3C 2C",
        "7S 6S QH JH TH 9H AD KD QD JD AC KC QC",
        "5S 4S 3S 8H 7H 6H 5H TD 9D 8D JC TC 9C",
        deck_top="2H AS",
    )
    state = match(d)
    state.apply("bid 12")  # seat 0 spends 12 of its 13 tokens on the 2H
    state.apply("pass")
    state.apply("pass")
    state.apply("decline")
    assert state.round_no == 2 and state.to_act == 0 and state.tokens[0] == 1
    assert ask(state) == Action("pass")  # the ace of trumps is not worth its last token yet


# -- declaration ----------------------------------------------------------------------------------


def test_rule_28_states_its_best_trump_with_a_strong_hand() -> None:
    d = deal(
        "KS QS JS TS 9S 8S 7S AH KH QH AD 2D 3D",
        "AS 6S JH TH 9H 8H KD QD JD AC KC QC JC",
        "5S 4S 3S 2S 7H 6H 5H 4H TD 9D TC 9C 8C",
    )
    state = match(d)
    skip_auction(state)
    action = ask(state)
    # Ten sure tricks (six trumps after the ace, three hearts, the ace of diamonds): it states
    # spades, keeping a trick or two in hand against bad splits (rule 49 costs the number).
    assert action.verb == "state" and action.args[1] == "S" and 8 <= action.number <= 10


def test_rule_37_passes_with_a_weak_hand() -> None:
    d = deal(
        "7S 6S 5S 4H 3H 2H 8D 7D 6D 5D 4C 3C 2C",
        "AS KS QS JS AH KH QH JH AD KD AC KC QC",
        "TS 9S 8S TH 9H 8H QD JD TD 9D JC TC 9C",
    )
    state = match(d)
    skip_auction(state)
    assert ask(state) == Action("pass")


BLOCK_DEAL = {
    "hand0": ["3D", "7S", "JH", "6S", "5S", "KS", "AS", "6H", "4C", "TD", "QD", "8H", "AD"],
    "hand1": ["3H", "KD", "9D", "QH", "8D", "2H", "TC", "8C", "2D", "7H", "AC", "JC", "JS"],
    "hand2": ["5C", "QS", "9S", "TH", "4S", "5H", "3S", "8S", "KH", "9H", "5D", "AH", "QC"],
    "freelance_deck": ["6C", "7D", "JD", "KC", "2S", "9C", "TS", "4D", "6D", "2C", "4H", "3C", "7C"],
}


def _declaration_after(hands_before: int) -> FreelanceState:
    """BLOCK_DEAL's declaration after ``hands_before`` hands in which everybody passed (rule 38)."""
    state = match(BLOCK_DEAL, hands=hands_before + 1)
    for _ in range(hands_before):
        skip_auction(state)
        for _ in range(3):
            state.apply("pass")
    skip_auction(state)
    assert state.dealer == 0
    state.apply("pass")
    state.apply("state 5 S")
    assert state.to_act == 2
    return state


def test_rule_49_does_not_overbid_a_hand_in_a_round_robin_hand() -> None:
    state = _declaration_after(0)
    assert state.hand_no == 1
    assert ask(state) == Action("pass")


def test_rule_50_stretches_to_stop_a_contract_that_would_win_the_match() -> None:
    """Hand 7 is sudden death (rule 8): seat 1 making 5 S would win the match, so seat 2 outbids it."""
    state = _declaration_after(6)
    assert state.hand_no == 7 and state.scores == [0, 0, 0]
    action = ask(state)
    assert action.verb == "state" and action.number == 6  # equal tokens: it must exceed 5 (rule 33)


def test_rule_35_states_the_most_the_lag_limit_allows() -> None:
    d = deal(
        "KS QS JS TS 9S 8S 7S AH KH QH AD 2D 3D",
        "AS 6S JH TH 9H 8H KD QD JD AC KC QC JC",
        "5S 4S 3S 2S 7H 6H 5H 4H TD 9D TC 9C 8C",
    )
    state = match(d)
    skip_auction(state)
    state.set_scores([-25, 8, 0])  # lag 33: seat 0 may state at most 5 (rule 35)
    assert ask(state) == Action("state", (5, "S"))


# -- campaign -------------------------------------------------------------------------------------

CAMPAIGN = deal(
    "AS KS QS 5S 4S AH 3H 2H 4D 3D 2D 3C 2C",
    "JS TS 9S KH QH JH 9D 8D 7D 6D 5D 4C 5C",
    "8S 7S 6S TH 9H 8H AD KD QD JD 6C 7C 8C",
)


def test_rule_46_attacker_draws_trumps_with_the_master_trump() -> None:
    state = campaign(CAMPAIGN, "6 S", attacker=0)
    assert ask(state) == Action("play", (cards("AS")[0],))


def test_defender_does_not_overtake_its_partners_winning_card() -> None:
    state = campaign(CAMPAIGN, "6 S", attacker=1)
    state.apply("play 5D")
    state.apply("play QD")  # seat 2, the partner of seat 0, is winning
    assert ask(state) == Action("play", (cards("2D")[0],))


def test_rule_47_last_player_wins_with_the_lowest_card_that_wins() -> None:
    d = deal(
        "AH KH 4H 2H AS KS QS 4D 3D 2D 4C 3C 2C",
        "QH JH 3H JS TS 9S 8S KD QD JD KC QC JC",
        "TH 9H 8H 7H 7S 6S 5S AD TD 9D AC TC 9C",
    )
    state = campaign(d, "6 S", attacker=1)
    state.apply("play QH")
    state.apply("play 7H")
    assert ask(state) == Action("play", (cards("KH")[0],))


def test_rule_47_ducks_with_the_lowest_card_when_the_trick_is_lost() -> None:
    state = campaign(CAMPAIGN, "6 NT", attacker=2)
    state.apply("play AD")
    state.apply("play 2D")
    assert ask(state) == Action("play", (cards("5D")[0],))


def test_rule_47_beats_the_attacker_as_cheaply_as_is_safe() -> None:
    state = campaign(CAMPAIGN, "6 H", attacker=1)
    state.apply("play 9D")
    assert state.to_act == 2
    # Seat 2 plays after the attacker, with only its partner to come: the jack is enough.
    assert ask(state) == Action("play", (cards("JD")[0],))


def test_rule_46_ruffs_low_when_void_and_the_attacker_is_winning() -> None:
    d = deal(
        "AH KH QH JH TH AS KS QS AD KD AC KC QC",
        "2C 3C 4C JS TS 9S 8S QD JD TD 9D 8D 7D",
        "9H 8H 7H 6H 5H 4H 7S 6S 5S 6D 5D 4D JC",
    )
    state = campaign(d, "7 C", attacker=0)
    state.apply("play AH")
    assert ask(state) == Action("play", (cards("2C")[0],))


def test_rule_44_discards_its_cheapest_card_when_void_and_not_ruffing() -> None:
    state = campaign(CAMPAIGN, "6 NT", attacker=1)
    state.apply("play 4C")
    state.apply("play 8C")
    state.apply("play 3C")  # seat 2 wins
    state.apply("play 7C")
    state.apply("play 2C")
    state.apply("play 5C")  # seat 2 wins again; seats 0 and 1 are out of clubs
    state.apply("play 6C")
    assert state.to_act == 0
    # The partner is winning: seat 0 throws a two, keeping its spades and its ace of hearts.
    assert ask(state) in (Action("play", (cards("2H")[0],)), Action("play", (cards("2D")[0],)))


def test_keeps_count_a_queen_is_cashed_once_the_ace_and_king_are_gone() -> None:
    """The AS and KS went to the discard pile in the auction: the attacker's QS is a sure winner."""
    d = deal(
        "QS JS 2S AH KH QH JH TH 4D 3D 2D 3C 2C",
        "TS 9S 8S 7S 9H 8H 7H 9D 8D 7D 6D 5D 4C",
        "6S 5S 4S 3S 6H 5H 4H AD KD QD JD 5C 6C",
        deck_top="AS KS",
    )
    state = campaign(d, "5 H", attacker=0)
    assert ask(state) == Action("play", (cards("AH")[0],))  # first draw trumps with the master trump
    state.apply("play AH")
    state.apply("play 7H")
    state.apply("play 4H")
    state.apply("play KH")
    state.apply("play 8H")
    state.apply("play 5H")
    state.apply("play QH")
    state.apply("play 9H")
    state.apply("play 6H")  # the defenders have no trumps left
    assert ask(state) == Action("play", (cards("QS")[0],))


def test_defender_leads_a_suit_its_partner_can_ruff() -> None:
    d = deal(
        "AS KS QS JS TS AH KH 3H AD KD AC KC QC",
        "QD JD TD 9D 8D 7D QH JH TH JC TC 9C 2S",
        "9S 8S 7S 6S 9H 8H 7H 6H 5H 8C 7C 6C 5C",
    )
    state = campaign(d, "7 S", attacker=0)
    state.apply("play AD")
    state.apply("play 7D")
    state.apply("play 5H")  # seat 2 shows a void in diamonds (and may still hold trumps)
    state.apply("play 3H")
    state.apply("play QH")
    state.apply("play 6H")  # seat 1 wins and leads
    assert state.to_act == 1
    assert ask(state) == Action("play", (cards("8D")[0],))


@pytest.mark.parametrize("seed", range(3))
def test_basic_beats_random_over_a_few_matches(seed: int) -> None:
    from ai import arena, arena_report

    results = arena.run(arena.tasks("freelance", ["basic", "random", "random"], 3, seed=seed, hand_cap=40))
    basic = arena_report.summarize(["basic", "random", "random"], results)[0]
    assert basic.wins >= 2
