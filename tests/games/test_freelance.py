"""Freelance, rule by rule (freelance.txt rules 1-50, rulings D-freelance-1..8), from explicit deals."""

from __future__ import annotations

import random

import pytest

import games
from games.cards import cards, parse_card, standard_pack
from games.errors import IllegalAction
from games.events import CardMoved, ContractSet, HandEnded, MatchEnded
from games.freelance import GAME, FreelanceState
from games.freelance.game import draw_for_dealer

SPADES = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S".split()
HEARTS = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H".split()
DIAMONDS = "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D".split()
CLUBS = "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C".split()


def suit_deal(deck_top_first: list[str] | None = None) -> dict[str, list[str]]:
    """Seat 0 all spades, seat 1 all hearts, seat 2 all diamonds, the freelance deck all clubs."""
    return {"hand0": SPADES, "hand1": HEARTS, "hand2": DIAMONDS, "freelance_deck": deck_top_first or CLUBS}


def new(deals: list[dict[str, list[str]]] | None = None, **options: bool) -> FreelanceState:
    return GAME.new_match(players=3, seed=1, options=options, deals=deals or [suit_deal()] * 12)


def act(state: FreelanceState, *texts: str) -> None:
    for t in texts:
        state.apply(t)


def pass_auction(state: FreelanceState) -> None:
    """Every bidding round forfeited: all pass 13 times."""
    while state.phase == "auction":
        state.apply("pass")


def to_campaign(state: FreelanceState, statement: str = "state 1 NT") -> None:
    """Forfeit the auction; the dealer (to act) states, the others pass."""
    pass_auction(state)
    act(state, statement, "pass", "pass")
    assert state.phase == "campaign"


def test_rule_1_three_players_and_52_cards() -> None:
    with pytest.raises(ValueError, match="3 players"):
        GAME.new_match(players=4, seed=1)
    state = new()
    assert sorted(map(str, (c for z in state.zone_contents().values() for c in z))) == sorted(map(str, standard_pack()))


def test_rule_3_scores_start_at_zero() -> None:
    assert new().scores == [0, 0, 0]


def test_rules_4_5_the_highest_card_drawn_deals() -> None:
    class Fixed(random.Random):
        def shuffle(self, x: list) -> None:  # type: ignore[override]
            order = cards("7H KS 2D") + [c for c in standard_pack() if str(c) not in ("7H", "KS", "2D")]
            x[:] = order

    dealer, text = draw_for_dealer(Fixed())
    assert dealer == 1
    assert "seat 1 KS" in text


def test_rule_6_a_tie_is_broken_by_turning_cards_until_a_tied_suit_shows() -> None:
    class Fixed(random.Random):
        def shuffle(self, x: list) -> None:  # type: ignore[override]
            first = cards("KH 2C KS 3C 4D 9H")
            x[:] = first + [c for c in standard_pack() if c not in first]

    dealer, text = draw_for_dealer(Fixed())
    # KH (seat 0) and KS (seat 2) tie; 3C and 4D match neither; 9H matches seat 0's heart.
    assert dealer == 0
    assert "turned 3C 4D 9H" in text


def test_D_freelance_2_the_draw_is_seeded_and_shown_and_explicit_deals_skip_it() -> None:
    a = GAME.new_match(players=3, seed=5)
    b = GAME.new_match(players=3, seed=5)
    assert a.dealer == b.dealer
    assert a.view(1).log[0].startswith("Draw for first dealer")
    assert new().dealer == 0


def test_rule_8_six_round_robin_hands_then_sudden_death() -> None:
    state = new()
    kinds = []
    for _ in range(8):
        kinds.append(state.view(0).records[-1]["kind"] if state.view(0).records else None)
        pass_auction(state)
        act(state, "pass", "pass", "pass")  # every declaration forfeited
    kinds = [r["kind"] for r in state.view(0).records]
    assert kinds == ["round-robin"] * 6 + ["sudden-death"] * 2


def test_rule_10_the_deal_gives_13_cards_each_and_13_to_the_freelance_deck() -> None:
    state = GAME.new_match(players=3, seed=3)
    zones = state.zone_contents()
    assert [len(zones[f"hand{s}"]) for s in range(3)] == [13, 13, 13]
    # the top card is already turned up for round 1 (rule 16): 1 face up + 12 below
    assert len(zones["freelance_deck"]) == 13


def test_rule_11_a_player_sees_only_their_own_cards() -> None:
    state = new()
    view = state.view(1)
    assert view.zones["hand1"] == tuple(cards(" ".join(HEARTS)))
    assert view.zones["hand0"] == (None,) * 13
    assert view.zones["hand2"] == (None,) * 13
    assert view.zones["freelance_deck"][1:] == (None,) * 12


def test_rule_12_D_freelance_1_the_next_seat_deals_the_next_hand() -> None:
    state = new()
    dealers = []
    for _ in range(4):
        dealers.append(state.dealer)
        pass_auction(state)
        act(state, "pass", "pass", "pass")
    assert dealers == [0, 1, 2, 0]


def test_rules_13_15_16_thirteen_rounds_each_turns_up_the_next_card_with_13_tokens() -> None:
    state = new()
    assert state.tokens == [13, 13, 13]
    seen = []
    while state.phase == "auction":
        seen.append(state.view(0).zones["freelance_deck"][0])
        act(state, "pass", "pass", "pass")
    assert seen == cards(" ".join(CLUBS))
    assert state.phase == "declaration"


def test_rule_17_the_dealer_leads_the_first_round_and_a_round_winner_leads_the_next() -> None:
    state = new()
    assert state.to_act == 0  # the dealer
    act(state, "pass", "bid 2", "pass")  # seat 1 wins round 1
    act(state, "decline")
    assert state.round_leader == 1 and state.to_act == 1


def test_rules_18_19_a_bid_is_positive_above_the_leading_bid_and_within_ones_tokens() -> None:
    state = new()
    assert state.leading_bid == 0
    legal = {str(a) for a in state.legal_actions()}
    assert legal == {f"bid {n}" for n in range(1, 14)} | {"pass"}
    act(state, "bid 5")
    assert {str(a) for a in state.legal_actions()} == {f"bid {n}" for n in range(6, 14)} | {"pass"}
    for bad, why in (("bid 5", "greater than the leading bid"), ("bid 0", "greater than 0"), ("bid 14", "only 13")):
        before = state.view(1)
        with pytest.raises(IllegalAction, match=why):
            state.apply(bad)
        assert state.view(1) == before


def test_rule_20_a_bid_becomes_the_leading_bid() -> None:
    state = new()
    act(state, "bid 3")
    assert state.leading_bid == 3 and state.leading_bidder == 0


def test_rule_21_a_player_who_passed_is_skipped_for_the_rest_of_the_round() -> None:
    state = new()
    act(state, "bid 1", "pass", "bid 2")
    assert state.to_act == 0  # seat 1 passed: skipped
    act(state, "bid 3")
    assert state.to_act == 2


def test_rule_22_two_passes_and_a_bid_end_the_round() -> None:
    state = new()
    act(state, "bid 4", "pass", "pass")
    assert state.phase == "swap" and state.to_act == 0


def test_rule_22_D_freelance_5_a_round_with_no_bid_is_forfeited_and_the_leader_stays() -> None:
    state = new()
    act(state, "pass", "bid 1", "pass")  # seat 0 and seat 2 passed: seat 1 wins round 1
    act(state, "decline")
    act(state, "pass", "pass", "pass")  # round 2 forfeited
    assert state.discard[0] == parse_card("KC")
    assert state.round_leader == 1 and state.to_act == 1


def test_D_freelance_5_a_player_with_no_tokens_can_only_pass() -> None:
    state = new()
    act(state, "bid 13", "pass", "pass", "decline")
    assert state.tokens[0] == 0
    act(state, "pass")  # seat 0 leads round 2 but has no token
    state2 = new()
    act(state2, "bid 13", "pass", "pass", "decline")
    assert [str(a) for a in state2.legal_actions()] == ["pass"]


def test_rule_23_the_winner_pays_and_may_swap_a_card_for_the_face_up_card() -> None:
    state = new()
    act(state, "bid 3", "pass", "pass")
    assert state.tokens == [10, 13, 13]
    events = state.apply("swap 2S")
    assert parse_card("AC") in state.hands[0] and parse_card("2S") not in state.hands[0]
    assert state.discard[0] == parse_card("2S")
    assert CardMoved(parse_card("2S"), "hand0", "discard", True) in events


def test_rule_23_the_winner_may_decline_the_face_up_card() -> None:
    state = new()
    act(state, "bid 3", "pass", "pass", "decline")
    assert state.discard == [parse_card("AC")]
    assert state.tokens[0] == 10


def test_rule_24_a_taken_card_is_seen_only_by_its_taker_but_remembered() -> None:
    state = new()
    act(state, "bid 1", "pass", "pass", "swap 2S")
    other = state.view(1)
    assert other.zones["hand0"] == (None,) * 13
    assert other.known_in_hand[0] == (parse_card("AC"),)  # everyone saw it taken
    assert parse_card("AC") in state.view(0).hand


def test_rule_25_the_discard_pile_is_face_up_in_the_auction_and_declaration() -> None:
    state = new()
    act(state, "bid 1", "pass", "pass", "swap 2S")
    assert state.view(2).zones["discard"] == (parse_card("2S"),)
    pass_auction(state)
    assert state.phase == "declaration"
    assert state.view(2).zones["discard"][-1] == parse_card("2S")


def test_rule_40_D_freelance_8_the_discard_pile_turns_face_down_but_is_remembered() -> None:
    state = new()
    act(state, "bid 1", "pass", "pass", "swap 2S")
    to_campaign(state, "state 1 S")
    view = state.view(1)
    assert set(view.zones["discard"]) == {None}
    assert parse_card("2S") in view.discards_seen
    assert any("swap 2S" in line for line in view.log)


def test_rule_26_the_dealer_makes_the_first_statement() -> None:
    state = new()
    pass_auction(state)
    assert state.phase == "declaration" and state.to_act == state.dealer == 0


def test_D_freelance_3_rule_27_the_leading_statement_starts_at_0_in_the_declaration() -> None:
    state = new()
    pass_auction(state)
    assert state.leading_statement is None
    assert "state 1 NT" in {str(a) for a in state.legal_actions()}


def test_rules_28_29_31_a_statement_is_a_number_1_to_13_and_any_trump_or_pass() -> None:
    state = new()
    pass_auction(state)
    legal = {str(a) for a in state.legal_actions()}
    assert legal == {f"state {n} {t}" for n in range(1, 14) for t in "C D H S NT".split()} | {"pass"}
    with pytest.raises(IllegalAction, match="rule 31"):
        state.apply("state 14 H")


def test_rule_30_a_player_keeps_the_trump_of_their_first_statement() -> None:
    state = new()
    pass_auction(state)
    act(state, "state 2 H", "state 3 S", "pass")
    assert {a.args[1] for a in state.legal_actions() if a.verb == "state"} == {"H"}
    with pytest.raises(IllegalAction, match="rule 30"):
        state.apply("state 5 S")


def test_rule_32_33_D_freelance_4_equal_numbers_need_strictly_more_tokens() -> None:
    state = new()
    act(state, "bid 2", "pass", "pass", "decline")  # seat 0 has 11 tokens, others 13
    pass_auction(state)
    act(state, "state 5 H")  # seat 0 (11 tokens) leads with 5
    # seat 1 has 13 > 11 tokens: may state 5, and then leads
    assert "state 5 S" in {str(a) for a in state.legal_actions()}
    act(state, "state 5 S")
    assert state.leading_statement == (5, "S", 1)
    # seat 2 has 13 tokens, equal to seat 1's: must state more than 5 (rule 33)
    with pytest.raises(IllegalAction, match="rule 33"):
        state.apply("state 5 D")
    with pytest.raises(IllegalAction, match="rule 32"):
        state.apply("state 4 D")
    act(state, "state 6 D")
    # seat 0 (11 tokens, fewer than seat 2's 13) must exceed 6
    assert min(a.args[0] for a in state.legal_actions() if a.verb == "state") == 7


def test_rules_34_35_lag_plus_the_statement_may_not_exceed_38() -> None:
    state = new()
    state.set_scores([40, 0, 10])  # seat 1 lags by 40, seat 2 by 30
    pass_auction(state)
    act(state, "pass")
    assert [str(a) for a in state.legal_actions()] == ["pass"]  # 40 + 1 > 38
    act(state, "pass")
    top = max(a.args[0] for a in state.legal_actions() if a.verb == "state")
    assert top == 8  # 30 + 8 = 38


def test_rule_36_37_38_statements_lead_passes_stick_and_the_highest_wins_the_contract() -> None:
    state = new()
    pass_auction(state)
    act(state, "state 2 S", "pass", "state 3 D")
    assert state.to_act == 0  # seat 1 passed for good
    events: list = []
    events += state.apply("state 4 S")
    assert state.to_act == 2
    events += state.apply("pass")
    assert state.contract == (4, "S", 0)
    assert ContractSet(0, "4 S") in events


def test_rule_38_D_freelance_7_a_forfeited_declaration_ends_the_hand_with_no_campaign() -> None:
    state = new()
    pass_auction(state)
    events = state.apply("pass") + state.apply("pass") + state.apply("pass")
    assert any(isinstance(e, HandEnded) and e.deltas == (0, 0, 0) for e in events)
    assert state.hand_no == 2 and state.scores == [0, 0, 0]


def test_rules_41_42_48_the_attacker_leads_the_first_trick_then_the_trick_winner_leads() -> None:
    state = new()
    pass_auction(state)
    act(state, "pass", "state 5 NT", "pass")  # seat 1 attacks
    assert state.to_act == 1
    act(state, "play 2H", "play AD", "play AS")  # seat 1 leads hearts; nobody else has hearts
    assert state.tricks_won == [0, 1, 0] and state.to_act == 1


def test_rule_43_44_the_leader_plays_anything_and_others_follow_suit_when_able() -> None:
    deal = {
        "hand0": "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H".split(),
        "hand1": "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2S".split(),
        "hand2": DIAMONDS,
        "freelance_deck": CLUBS,
    }
    state = new([deal] * 12)
    to_campaign(state, "state 13 S")
    assert len(state.legal_actions()) == 13  # rule 43
    act(state, "play 2H")
    assert [str(a) for a in state.legal_actions()] != []
    assert {a.args[0].suit for a in state.legal_actions()} == {"H"}  # rule 44
    with pytest.raises(IllegalAction, match="rule 44"):
        state.apply("play 2S")
    act(state, "play 3H")
    assert len(state.legal_actions()) == 13  # seat 2 has no heart: any card


def test_rules_45_46_the_highest_trump_wins() -> None:
    deal = {
        "hand0": "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H".split(),
        "hand1": "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2D".split(),
        "hand2": "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2S".split(),
        "freelance_deck": CLUBS,
    }
    state = new([deal] * 12)
    to_campaign(state, "state 3 D")  # seat 0 attacks with diamonds trump
    act(state, "play AS", "play 2D", "play 2S")  # seat 1 has no spade: trumps with 2D
    assert state.tricks_won == [0, 1, 0]


def test_rule_47_without_trumps_the_highest_card_of_the_led_suit_wins() -> None:
    state = new()
    to_campaign(state, "state 5 NT")
    act(state, "play 2S", "play AH", "play AD")
    assert state.tricks_won == [1, 0, 0]


def test_rule_49_D_freelance_6_a_made_contract_scores_and_ends_the_campaign_early() -> None:
    state = new()
    to_campaign(state, "state 2 S")
    events = []
    for _ in range(2):
        events += state.apply(state.legal_actions()[0])
        events += state.apply(state.legal_actions()[0])
        events += state.apply(state.legal_actions()[0])
    assert state.scores == [2, 0, 0]
    assert state.hand_no == 2
    assert any(isinstance(e, HandEnded) for e in events)


def test_rule_49_D_freelance_6_a_lost_contract_ends_as_soon_as_it_is_certain() -> None:
    state = new()
    pass_auction(state)
    act(state, "pass", "state 13 H", "pass")  # seat 1 attacks for all 13
    act(state, "play 2H", "play AD", "play AS")  # seat 1 wins trick 1 (the only heart)
    # seat 1 leads; all hearts win: make seat 1 lose one by leading... seat 1 only holds hearts,
    # so it takes every trick and makes 13.
    while state.hand_no == 1:
        state.apply(state.legal_actions()[0])
    assert state.scores == [0, 13, 0]

    state = new()
    pass_auction(state)
    act(state, "state 13 S", "pass", "pass")  # seat 0 attacks spades for 13
    act(state, "play 2S", "play 2H", "play 2D")  # seat 0 takes it: spades trump
    # swap of leads cannot lose: seat 0 holds only spades, so it makes 13 too; check the
    # opposite with a hand that must lose a trick:
    deal = {
        "hand0": "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H".split(),
        "hand1": "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2S".split(),
        "hand2": DIAMONDS,
        "freelance_deck": CLUBS,
    }
    state = new([deal] * 12)
    pass_auction(state)
    act(state, "state 13 NT", "pass", "pass")
    act(state, "play 2H", "play AH", "play AD")  # seat 1 wins trick 1: 13 is out of reach
    assert state.scores == [-13, 0, 0] and state.hand_no == 2


def test_D_freelance_6_option_play_all_tricks() -> None:
    state = new(play_all_tricks=True)
    to_campaign(state, "state 1 S")
    tricks = 0
    while state.hand_no == 1:
        events = state.apply(state.legal_actions()[0])
        tricks += sum(1 for e in events if type(e).__name__ == "TrickTaken")
    assert tricks == 13
    assert state.scores == [1, 0, 0]


def test_rule_50_an_attacker_with_the_strictly_highest_score_wins_a_sudden_death_hand() -> None:
    state = new()
    state.hand_index = 6  # hand 7: sudden-death (rule 8)
    to_campaign(state, "state 1 S")
    events = []
    while not state.is_over:
        events += state.apply(state.legal_actions()[0])
    assert state.winners == [0]
    assert MatchEnded((0,)) in events


def test_rule_50c_a_round_robin_hand_never_wins() -> None:
    state = new()
    state.hand_index = 5  # hand 6: the last round-robin hand
    to_campaign(state, "state 1 S")
    while state.hand_no == 6:
        state.apply(state.legal_actions()[0])
    assert not state.is_over and state.scores == [1, 0, 0]


def test_D_freelance_7_a_tie_for_highest_is_no_win() -> None:
    state = new()
    state.hand_index = 6
    state.set_scores([0, 1, 0])
    to_campaign(state, "state 1 S")  # seat 0 makes 1 and ties seat 1 at 1
    while state.hand_no == 7:
        state.apply(state.legal_actions()[0])
    assert not state.is_over and state.scores == [1, 1, 0]


def test_rule_50b_only_the_attacker_can_win() -> None:
    state = new()
    state.hand_index = 6
    state.set_scores([0, 20, 0])
    to_campaign(state, "state 1 S")  # seat 0 attacks; seat 1 is highest but not attacker
    while state.hand_no == 7:
        state.apply(state.legal_actions()[0])
    assert not state.is_over


def test_D_freelance_7_a_forfeited_sudden_death_declaration_has_no_winner() -> None:
    state = new()
    state.hand_index = 6
    state.set_scores([5, 0, 0])
    pass_auction(state)
    act(state, "pass", "pass", "pass")
    assert not state.is_over and state.hand_no == 8


def test_views_show_bids_tokens_statements_and_the_contract_to_all() -> None:
    state = new()
    act(state, "bid 2", "pass", "pass", "decline")
    pass_auction(state)
    act(state, "state 3 S", "pass", "pass")
    for seat in range(3):
        v = state.view(seat)
        assert v.tokens == (11, 13, 13)
        assert v.contract == (3, "S", 0)
        assert "0: bid 2" in v.log and "0: state 3 S" in v.log


def test_parse_action_round_trips_every_action_text() -> None:
    for text in ("bid 3", "pass", "swap 7C", "decline", "state 7 H", "state 9 NT", "play QH"):
        assert str(games.get("freelance").parse_action(text)) == text
    with pytest.raises(games.ActionSyntaxError):
        games.get("freelance").parse_action("state 7 X")
    with pytest.raises(ValueError):
        games.get("freelance").parse_action("play 1X")


def test_sample_keeps_voids_and_known_cards() -> None:
    deal = {
        "hand0": "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H".split(),
        "hand1": "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2S".split(),
        "hand2": DIAMONDS,
        "freelance_deck": CLUBS,
    }
    state = new([deal] * 12)
    act(state, "pass", "pass", "bid 1", "swap 2D")  # seat 2 takes AC publicly
    to_campaign(state, "state 1 NT")
    act(state, "play 2H", "play 3H", "play 3D")  # seat 2 shows void in hearts
    view = state.view(0)
    rng = random.Random(3)
    for _ in range(30):
        s = GAME.sample(view, rng)
        assert s.view(0) == view
        assert parse_card("AC") in s.hands[2]
        assert not any(c.suit == "H" for c in s.hands[2])
