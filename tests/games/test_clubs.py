"""Clubs: one test per paragraph of clubs.txt (¶n = its n-th non-empty line) and per ruling
D-clubs-1..11, each from a small explicit deal."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest

import games
from games.cards import card, cards
from games.clubs import GAME, ClubsState
from games.clubs.facts import beats, bid_value, primary_rank
from games.clubs.score import score_parts
from games.errors import IllegalAction
from games.events import CardMoved, HandEnded, MatchEnded, Note, ScoreChanged, TrickTaken

# A primary deal used by most tests: seat 0 strong in clubs, seat 1 long in diamonds.
P0 = "9C 8C 7C 6C 9H 8H 7H 9S 8S AD"
P1 = "5C 4C 9D 8D 7D 6D 5D 6H 5H 7S"
P2 = "3C 2C 4D 3D 2D 4H 3H 2H 6S 5S"
CHEST = "AC AH AS 4S 3S 2S"


def deal(a0: str, a1: str, a2: str, p0: str = P0, p1: str = P1, p2: str = P2, chest: str = CHEST) -> dict:
    """Hands of 6 auction cards ``a`` plus 10 primary cards ``p``, and the treasure chest."""
    return {
        "hand0": (a0 + " " + p0).split(),
        "hand1": (a1 + " " + p1).split(),
        "hand2": (a2 + " " + p2).split(),
        "treasure_chest": chest.split(),
    }


# Seat 0 opens with the Ten of Spades.
SOLO = deal("TS JS QS KS TH JH", "TD JD QD KD TC JC", "QH KH QC KC JK JK")


def new(*deals: dict) -> ClubsState:
    state = GAME.new_match(players=3, seed=5, deals=list(deals))
    assert isinstance(state, ClubsState)
    return state


def run(state: ClubsState, *texts: str) -> list:
    events: list = []
    for text in texts:
        events.extend(state.apply(text))
    return events


def legal(state: ClubsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def finish_hand(state: ClubsState) -> list:
    """Play the first legal action until the hand ends."""
    hand = state.hand_no
    events: list = []
    while not state.is_over and state.hand_no == hand:
        events.extend(state.apply(state.legal_actions()[0]))
    return events


# -- the deal (¶8-9) ------------------------------------------------------------------------


def test_rule_8_9_seeded_deal_six_auction_and_ten_primary_cards_each_six_in_the_chest() -> None:
    for seed in range(20):
        state = GAME.new_match(players=3, seed=seed)
        assert isinstance(state, ClubsState)
        for s in range(3):
            hand = state.hands[s]
            assert len(hand) == 16
            assert sum(1 for c in hand if c.is_joker or 10 <= c.rank <= 13) == 6
        assert len(state.chest) == 6 and all(2 <= c.rank <= 9 or c.rank == 14 for c in state.chest)
    pack = GAME.pack(3, GAME.options())
    assert len(pack) == 54 and Counter(pack)[card("JK")] == 2


def test_rule_8_explicit_deal_must_give_each_hand_six_auction_cards() -> None:
    bad = deal("TS JS QS KS TH JH", "9C JD QD KD TC JC", "QH KH QC KC JK JK", p0="TD 8C 7C 6C 9H 8H 7H 9S 8S AD")
    with pytest.raises(ValueError, match=r"hand0.*6 auction cards"):
        new(bad)
    short = dict(SOLO, treasure_chest=["AC"])
    with pytest.raises(ValueError, match="treasure_chest"):
        new(short)


# -- the order of the cards (¶11-14, ¶26) -----------------------------------------------------


def test_rule_11_to_14_primary_order_ace_lowest_nine_highest_clubs_trump() -> None:
    assert primary_rank(card("AH")) < primary_rank(card("2H")) < primary_rank(card("8H")) < primary_rank(card("9H"))
    assert beats(card("2H"), card("AH")) and not beats(card("AH"), card("2H"))
    assert beats(card("9S"), card("8S"))
    assert beats(card("2C"), card("9D"))  # ¶14, ¶37: a trump beats any non-trump
    assert not beats(card("9D"), card("2S"))  # ¶36: an off-suit card is worthless
    assert not beats(card("9D"), card("AC"))


def test_rule_26_auction_card_order() -> None:
    order = "TS TH TD TC JS JH JD JC QS QH QD QC KS KH KD KC JK".split()
    assert [bid_value(card(t)) for t in order] == list(range(17))


# -- the auction (¶21-29, D-clubs-2/3/4) ------------------------------------------------------


def test_rule_27_D_clubs_2_the_ten_of_spades_holder_opens_with_it() -> None:
    state = new(deal("TD JD QD KD TC JC", "QH KH QC KC JK JK", "TS JS QS KS TH JH"))
    assert state.dealer == 0 and state.to_act == 2  # D-clubs-11: whoever deals
    assert legal(state) == ["bid TS"]
    with pytest.raises(IllegalAction, match="Ten of Spades must open"):
        state.apply("pass")
    run(state, "bid TS")
    assert state.to_act == 0  # the auction continues with the next seat
    assert state.view(1).zones["bids2"] == (card("TS"),)


def test_rule_23_a_bid_must_be_more_valuable_than_the_last() -> None:
    state = new(SOLO)
    run(state, "bid TS", "bid TD", "pass")
    assert "bid TH" not in legal(state) and "bid JS" in legal(state)
    with pytest.raises(IllegalAction, match="more valuable than the last bid TD"):
        state.apply("bid TH")


# After seat 0's Jack of Diamonds, seat 1 holds JC QH QD QC TH JS (the text's example, ¶25).
JACK_OF_DIAMONDS = deal("TS JD KS KH KD KC", "JC QH QD QC TH JS", "TD JH TC JK JK QS")


def test_rule_24_25_a_bid_rises_at_most_one_level_the_texts_jack_of_diamonds_example() -> None:
    state = new(JACK_OF_DIAMONDS)
    run(state, "bid TS", "pass", "bid TD", "bid JD")
    assert state.to_act == 1
    assert legal(state) == ["bid JC", "bid QH", "bid QD", "bid QC", "pass"]
    for text in ("bid TH", "bid JS"):
        with pytest.raises(IllegalAction, match="more valuable"):
            state.apply(text)
    run(state, "bid JC")
    assert legal(state) == ["bid QS", "pass"]  # seat 2: a Queen, but not the Joker
    with pytest.raises(IllegalAction, match="Joker may be bid only over a King"):
        state.apply("bid JK")
    run(state, "pass")
    with pytest.raises(IllegalAction, match="at most one level"):
        state.apply("bid KS")  # a King over a Jack
    assert legal(state) == ["pass"]


def test_D_clubs_3_the_joker_only_over_a_king_and_it_ends_the_auction_at_once() -> None:
    state = new(SOLO)
    run(state, "bid TS", "bid JD")
    assert legal(state) == ["bid QH", "bid QC", "pass"]  # seat 2 holds both jokers: not yet
    run(state, "bid QH", "bid KS", "pass")
    assert legal(state) == ["bid KH", "bid KC", "bid JK", "pass"]  # both jokers are equal: one action
    run(state, "bid JK")
    assert state.phase != "auction" and state.winner == 2 and state.partner == 0


def test_rule_27_28_the_texts_auction_example_with_re_entry() -> None:
    # Seat 2 opens; then Jason (0) JC, Eric (1) pass, Rachel (2) QS, Jason pass, Eric KD,
    # Rachel pass, Jason pass: Eric wins, and it is too late for Rachel to rejoin.
    state = new(deal("JC TD JH JD QH QC", "KD TC JS QD KS KH", "TS QS TH KC JK JK"))
    run(state, "bid TS", "bid JC", "pass", "bid QS", "pass", "bid KD", "pass")
    assert state.phase == "auction" and state.to_act == 0
    run(state, "pass")
    assert state.winner == 1 and state.partner is None
    assert state.phase in ("discard", "give")
    assert [str(c) for c in state.bids[1]] == ["KD"]


def test_rule_27_two_passes_after_the_opening_give_the_opener_the_auction() -> None:
    state = new(SOLO)
    run(state, "bid TS", "pass")
    assert state.phase == "auction"
    events = run(state, "pass")
    assert state.winner == 0
    assert any(isinstance(e, Note) and "wins the auction" in e.text for e in events)


def test_D_clubs_4_the_joker_partner_is_the_most_recent_bidder_and_the_joker_bidder_takes_the_chest() -> None:
    state = new(deal("TS KS TH JH QH KH", "JS JK TC TD JD QD", "QS JK JC QC KC KD"))
    run(state, "bid TS", "bid JS", "bid QS", "bid KS", "pass", "bid JK")
    assert state.winner == 2 and state.partner == 0
    # ¶32: the other Joker (from seat 1's hand) is put face up in front of the partner.
    assert state.bids[0] == cards("TS KS JK") and state.bids[2] == cards("QS JK")
    assert all(c in state.hands[2] or c in state.zone_contents()["out"] for c in cards(CHEST))
    assert state.chest == []


# -- setting aside, the chest and the views (¶30, ¶33) ----------------------------------------------


def test_rule_30_33_auction_cards_set_aside_face_down_and_the_chest_to_the_winner() -> None:
    state = new(SOLO)
    run(state, "bid TS", "bid JD", "pass", "pass")  # seat 1 wins with JD
    assert state.winner == 1
    assert state.bids == [[], cards("JD"), []]  # the winner's bids stay face up
    out = state.zone_contents()["out"]
    set_aside = [str(c) for c in out if c.is_joker or 10 <= c.rank <= 13]
    assert sorted(set_aside) == sorted("TS JS QS KS TH JH TD QD KD TC JC QH KH QC KC JK JK".split())
    assert [str(c) for c in out if str(c) not in set_aside] == ["9D"]  # the JD's handicap
    # Every hand now holds primary cards only; the winner 16 less the Jack's discard.
    assert all(not (c.is_joker or 10 <= c.rank <= 13) for h in state.hands for c in h)
    assert len(state.hands[0]) == 10 and len(state.hands[2]) == 10 and len(state.hands[1]) == 15
    # The bid TS of seat 0 was public and stays known to all; unbid cards only to their owner.
    for seat in range(3):
        v = state.view(seat)
        shown = [c for c in v.zones["out"] if c is not None]
        assert card("TS") in shown
        assert (card("QS") in shown) == (seat == 0)
        assert (card("JK") in shown) == (seat == 2)


def test_rule_30_the_treasure_chest_is_hidden_until_taken_then_known_only_to_its_taker() -> None:
    state = new(SOLO)
    for seat in range(3):
        assert state.view(seat).zones["treasure_chest"] == (None,) * 6
    run(state, "bid TS", "pass", "pass")
    assert state.winner == 0
    taker = state.view(0)
    assert all(c in taker.hand for c in cards("AC AH"))  # AS..2S may be the Ten's discard
    for seat in (1, 2):
        v = state.view(seat)
        assert v.zones["treasure_chest"] == ()
        assert all(c is None for c in v.zones["hand0"])
        places = dict(v.possible)
        assert not any("treasure_chest" in p for p in places.values())
        # Seat 0's hand may now hold any primary card another seat cannot see.
        assert all("hand0" in places[c] for c in cards("AC AH 9C"))


# -- handicaps (¶15-19, ¶31-32, D-clubs-5) ----------------------------------------------------


def test_rule_15_16_a_ten_discards_one_primary_card_of_its_suit_of_the_holders_choice() -> None:
    state = new(SOLO)
    run(state, "bid TS", "pass", "pass")
    assert state.phase == "discard" and state.to_act == 0
    assert sorted(legal(state)) == sorted(
        ["discard 9S", "discard 8S", "discard AS", "discard 4S", "discard 3S", "discard 2S"]
    )
    with pytest.raises(IllegalAction, match="Spades"):
        state.apply("discard 9C")
    run(state, "discard 4S")
    assert card("4S") in state.zone_contents()["out"] and card("4S") not in state.hands[0]
    assert state.phase == "give"
    # Hidden except to its owner; everyone knows it was a spade.
    assert card("4S") in state.view(0).zones["out"]
    for seat in (1, 2):
        v = state.view(seat)
        assert card("4S") not in v.zones["out"]
        assert v.out_slots[-1] == (0, "S", False)
        assert "0: TS discards a spade" in v.log


def test_rule_17_a_jack_discards_the_highest_primary_card_of_its_suit() -> None:
    state = new(SOLO)
    run(state, "bid TS", "bid JD", "pass", "pass")
    assert state.winner == 1
    assert card("9D") in state.zone_contents()["out"] and card("8D") in state.hands[1]
    assert state.phase == "give"


def test_rule_18_D_clubs_1_a_queen_passes_the_highest_to_the_previous_seat_seen_by_both_only() -> None:
    state = new(deal("TS JS TH JH KS KH", "TD JD QD KD TC JC", "QH QS QC KC JK JK"))
    run(state, "bid TS", "bid JD", "bid QH", "pass", "pass")
    assert state.winner == 2
    # Seat 2's hearts: 4H 3H 2H and the chest's AH: the 4H goes to seat 1 (the left neighbour).
    assert card("4H") in state.hands[1] and card("4H") not in state.hands[2]
    assert "2: QH passes 4H to 1" in state.view(1).log and "2: QH passes 4H to 1" in state.view(2).log
    assert "2: QH passes a heart to 1" in state.view(0).log
    assert dict(state.view(2).possible)[card("4H")] == frozenset({"hand1"})
    assert dict(state.view(0).possible)[card("4H")] == frozenset({"hand1", "hand2"})


# Seat 0 holds TS JS QS KH KD TH; seat 2 bids JH and QC against it.
KINGS = deal("TS QS KH KD JS TH", "TD JD QD TC JC QH", "JH QC KC KS JK JK")


def test_rule_19_a_king_discards_the_three_highest_primary_cards_of_its_suit() -> None:
    state = new(KINGS)
    run(state, "bid TS", "pass", "bid JH", "bid QS", "pass", "bid QC", "bid KH", "pass", "pass")
    assert state.winner == 0 and state.phase == "discard"
    run(state, "discard 2S")  # TS first; then QS passes 9S to seat 2; then KH
    out = state.zone_contents()["out"]
    assert all(c in out for c in cards("9H 8H 7H")) and card("AH") in state.hands[0]
    assert card("9S") in state.hands[2]
    assert "0: KH discards 3 hearts" in state.view(1).log


def test_rule_19_a_king_with_fewer_than_three_cards_in_suit_discards_them_all() -> None:
    state = new(KINGS)
    run(state, "bid TS", "pass", "bid JH", "bid QS", "pass", "bid QC", "bid KD", "pass", "pass")
    run(state, "discard 2S")
    assert card("AD") in state.zone_contents()["out"]  # seat 0's only diamond
    assert not any(c.suit == "D" for c in state.hands[0])
    # Everyone learns that seat 0 holds no diamond now (until the pass before play).
    for seat in (1, 2):
        places = dict(state.view(seat).possible)
        assert all("hand0" not in places[c] for c in places if c.suit == "D" and c.rank != 13)


# Seat 2 wins with the Joker over seat 0's KC; seat 0 is the partner; seat 1 never bids.
RUN_OUT = {
    "hand0": "TS QS KH KC TH TD 9S 9H 8H 7H 9C 8C 7C 3D 2D AD".split(),
    "hand1": "JS JD JC QH QD QC 6C 5C 4C 9D 8D 6H 5H 4H 8S 7S".split(),
    "hand2": "JH KS KD JK TC JK 3C 2C 7D 6D 5D 3H 2H 6S 5S 4S".split(),
    "treasure_chest": "AC 4D AH 3S 2S AS".split(),
}
RUN_OUT_AUCTION = ("bid TS", "pass", "bid JH", "bid QS", "pass", "bid KS", "bid KH", "pass", "bid KD", "bid KC", "pass")


def test_D_clubs_5_a_handicap_with_no_card_of_its_suit_does_nothing() -> None:
    state = new(RUN_OUT)
    events = run(state, *RUN_OUT_AUCTION, "bid JK", "discard 9S")
    # Seat 0's TS took its only spade: its QS then finds none.
    assert any(isinstance(e, Note) and "Queen of Spades: no primary spades" in e.text for e in events)
    assert not any(isinstance(e, CardMoved) and e.src == "hand0" and e.dst == "hand2" for e in events)


def test_D_clubs_5_handicaps_are_resolved_in_the_order_bid() -> None:
    state = new(deal("TS JS QS KS TH JH", "TD JD QD KD JC QC", "TC QH KH KC JK JK"))
    run(state, "bid TS", "pass", "bid TC", "bid JS", "pass", "pass")
    assert state.winner == 0 and state.handicaps == [(0, card("TS")), (0, card("JS"))]
    run(state, "discard 9S")  # the Ten first: then the Jack takes the highest spade left, 8S
    out = state.zone_contents()["out"]
    assert card("9S") in out and card("8S") in out
    assert all(c in state.hands[0] for c in cards("AS 4S 3S 2S"))


def test_D_clubs_4_5_a_joker_partnership_where_both_partners_resolve_their_handicaps() -> None:
    state = new(deal("TS KS TH JH QH KH", "JS JK TC TD JD QD", "QS JK JC QC KC KD"))
    run(state, "bid TS", "bid JS", "bid QS", "bid KS", "pass", "bid JK")
    assert (state.winner, state.partner) == (2, 0)
    assert state.handicaps == [(2, card("QS")), (0, card("TS")), (0, card("KS"))]
    # The winner's QS first: its highest spade (6S; the chest's are lower) to seat 1.
    assert card("6S") in state.hands[1]
    assert state.phase == "discard" and state.to_act == 0 and legal(state) == ["discard 9S", "discard 8S"]
    run(state, "discard 8S")
    # Then the partner's KS: only the 9S is left of seat 0's spades.
    assert card("9S") in state.zone_contents()["out"]
    assert not any(c.suit == "S" for c in state.hands[0])
    assert state.phase == "give"
    assert state.view(1).table_note.endswith("each player passes one card to the next seat")


# -- the pass before play (¶34, D-clubs-6) ----------------------------------------------------


def test_rule_34_D_clubs_6_the_pass_before_play_is_simultaneous_and_hidden() -> None:
    state = new(SOLO)
    run(state, "bid TS", "pass", "pass", "discard 2S")
    assert state.phase == "give" and state.to_act == 0
    assert len(legal(state)) == 15
    events = run(state, "give 9C")
    assert not any(isinstance(e, CardMoved) for e in events)
    assert card("9C") in state.hands[0]  # nothing moves until all have chosen
    assert state.view(0).my_give == card("9C") and state.view(1).my_give is None
    assert "0: give 9C" in state.view(0).log and "0: chooses a card to pass" in state.view(1).log
    assert state.view(1).given == (True, False, False)
    run(state, "give 5D")
    events = run(state, "give 2C")
    moves = [(str(e.card), e.src, e.dst, e.visible_to) for e in events if isinstance(e, CardMoved)]
    assert moves == [
        ("9C", "hand0", "hand1", frozenset({0, 1})),
        ("5D", "hand1", "hand2", frozenset({1, 2})),
        ("2C", "hand2", "hand0", frozenset({2, 0})),
    ]
    assert card("9C") in state.hands[1] and card("5D") in state.hands[2] and card("2C") in state.hands[0]
    assert dict(state.view(0).possible)[card("9C")] == frozenset({"hand1"})
    assert dict(state.view(2).possible)[card("9C")] == frozenset({"hand0", "hand1"})
    assert state.phase == "play"


# -- the play (¶35-39, D-clubs-7) -------------------------------------------------------------


def solo_in_play() -> ClubsState:
    state = new(SOLO)
    run(state, "bid TS", "pass", "pass", "discard 2S", "give 9C", "give 5D", "give 2C")
    return state


def test_rule_35_play_begins_with_the_seat_after_the_winner_and_suit_must_be_followed() -> None:
    state = solo_in_play()
    assert state.to_act == 1 and state.trick_leader == 1
    run(state, "play 9D")
    assert state.to_act == 2
    assert legal(state) == ["play 4D", "play 3D", "play 2D", "play 5D"]
    with pytest.raises(IllegalAction, match="follow suit"):
        state.apply("play 3C")
    run(state, "play 5D")
    assert legal(state) == ["play AD"]
    run(state, "play AD")
    assert state.tricks_won == [0, 1, 0]  # ¶36: the ace is low


def test_rule_35_after_a_joker_auction_the_only_loser_leads() -> None:
    state = new(RUN_OUT)
    run(state, *RUN_OUT_AUCTION, "bid JK", "discard 9S", "give 3D", "give 4C", "give AC")
    assert state.phase == "play" and state.to_act == 1


def test_rule_36_37_the_highest_card_of_the_led_suit_wins_unless_clubs_trump_it() -> None:
    state = solo_in_play()
    events = run(state, "play 7S", "play 6S", "play 9S")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [0]
    run(state, "play 8H")  # seat 0 leads hearts; seat 1 follows; seat 2 follows
    run(state, "play 6H", "play 4H")
    assert state.tricks_won == [2, 0, 0]
    run(state, "play AH")  # seat 0 leads the AH; seat 1 follows low; seat 2 ...
    run(state, "play 5H", "play 3H")
    assert state.tricks_won == [2, 1, 0]  # the ace of the led suit loses to the 5
    run(state, "play 9D", "play 5D", "play AD")
    # Seat 1 leads diamonds again; seat 0 (no diamond left) trumps with the 2C.
    events = run(state, "play 8D", "play 4D", "play 2C")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [0]
    assert state.voids[0] == frozenset("D")


def test_rule_38_39_D_clubs_7_a_player_runs_out_of_cards_before_trick_ten() -> None:
    state = new(RUN_OUT)
    run(state, *RUN_OUT_AUCTION, "bid JK", "discard 9S")
    assert [len(h) for h in state.hands] == [3, 10, 9]  # seat 2: 16 less JH, KS and KD
    run(state, "give 3D", "give 4C", "give AC")
    run(state, "play 9D", "play 4D", "play AD")  # seat 1 wins: the ace loses
    run(state, "play 8D", "play 2H", "play 2D")
    events = run(state, "play 6H", "play AH", "play AC")  # seat 0 trumps with its last card
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [0]
    assert state.hands[0] == []
    # The winner has no cards: the next seat that holds cards leads; seat 0 is skipped.
    assert state.to_act == 1 and state.trick_size == 2
    assert any(isinstance(e, Note) and "seat 0 has no cards" in e.text for e in events)
    run(state, "play 6C")
    assert state.to_act == 2
    events = finish_hand(state)
    rec = state.records[0]
    # Seat 2 played its ninth and last card in trick 9: two players out, the hand ends; seat 1's
    # last card is not played (D-clubs-7).
    assert rec["tricks_played"] == 9 and sum(rec["tricks"]) == 9
    assert [e.src for e in events if isinstance(e, CardMoved) and e.dst == "pack" and e.src.startswith("hand")] == [
        "hand1"
    ]


def test_rule_39_the_hand_ends_after_ten_tricks_even_with_cards_left() -> None:
    state = solo_in_play()
    for _ in range(29):
        state.apply(state.legal_actions()[0])
    assert state.tricks_played == 9 and len(state.hands[0]) == 6
    events = finish_hand(state)
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert len(ended) == 1 and state.records[0]["tricks_played"] == 10
    # Seat 0's five unplayed cards score nothing and go back to the pack.
    assert sum(1 for e in events if isinstance(e, CardMoved) and e.src == "hand0" and e.dst == "pack") == 5
    assert state.hand_no == 2 and state.phase == "auction"


# -- the score (¶40-46, D-clubs-8/9) ----------------------------------------------------------


def test_rule_40_41_a_lone_winner_under_seven_tricks_loses_fifty() -> None:
    state = solo_in_play()
    events = finish_hand(state)
    rec = state.records[0]
    assert rec["tricks"] == (3, 7, 0) and rec["made"] is False
    assert rec["trick_points"] == (30, 70, 0) and rec["contract_penalty"] == (-50, 0, 0)
    assert rec["total"] == (-20, 100, 0) and state.scores == [-20, 100, 0]
    changes = {e.seat: e for e in events if isinstance(e, ScoreChanged)}
    assert changes[0].delta == -20 and "contract broken -50" in changes[0].reason
    parts = score_parts([[], [], []], [7, 3, 0], 0, None, 10)
    assert parts["made"] is True and parts["contract_penalty"] == [0, 0, 0]


def test_rule_42_D_clubs_8_a_joker_team_must_take_every_trick_played() -> None:
    state = new(RUN_OUT)
    run(state, *RUN_OUT_AUCTION, "bid JK", "discard 9S", "give 3D", "give 4C", "give AC")
    finish_hand(state)
    rec = state.records[0]
    assert rec["tricks_played"] == 9 and rec["tricks"][1] > 0
    assert rec["made"] is False and rec["contract_penalty"] == (-50, 0, -50)
    assert rec["partner"] == 0 and rec["bids"] == (("TS", "QS", "KH", "KC"), (), ("JH", "KS", "KD", "JK"))
    # Every trick played, though only nine, makes the contract.
    made = score_parts([[], [], []], [4, 0, 5], 2, 0, 9)
    assert made["made"] is True and made["contract_penalty"] == [0, 0, 0]


def test_rule_43_44_D_clubs_9_most_diamonds_twenty_and_a_tie_ten_each() -> None:
    single = score_parts([cards("9D 8D 7S"), cards("2D 3C 4C"), []], [1, 1, 0], 0, None, 2)
    assert single["diamonds"] == [2, 1, 0] and single["diamonds_bonus"] == [20, 0, 0]
    tie = score_parts([cards("9D 8S 7S"), cards("2D 3C 4C"), cards("AC 2C 3C")], [1, 1, 1], 0, None, 3)
    assert tie["diamonds_bonus"] == [10, 10, 0]
    three = score_parts([cards("9D 8S 7S"), cards("2D 3C 4C"), cards("AD 2C 3C")], [1, 1, 1], 0, None, 3)
    assert three["diamonds_bonus"] == [10, 10, 10]
    none = score_parts([cards("9S 8S 7S"), cards("2C 3C 4C"), []], [1, 1, 0], 0, None, 2)
    assert none["diamonds_bonus"] == [0, 0, 0]


def test_rule_45_the_ace_of_hearts_scores_ten() -> None:
    parts = score_parts([cards("9S 8S 7S"), cards("AH 3C 4C"), []], [1, 1, 0], 0, None, 2)
    assert parts["ace_of_hearts"] == [0, 10, 0]


def test_rule_46_D_clubs_9_no_spades_scores_five_with_at_least_one_trick() -> None:
    parts = score_parts([cards("9S 8H 7H"), cards("AH 3C 4C"), []], [1, 1, 0], 0, None, 2)
    assert parts["no_spades"] == [0, 5, 0]  # seat 2 took no trick: no bonus
    assert parts["total"] == [10 - 50, 10 + 10 + 5, 0]


# -- the match (¶47, D-clubs-10/11) -----------------------------------------------------------


def test_rule_47_D_clubs_10_the_match_ends_after_the_hand_in_which_someone_reaches_250() -> None:
    state = solo_in_play()
    state.set_scores([200, 160, 50])  # the hand scores -20, +100, 0 (see test_rule_40_41)
    events = finish_hand(state)
    assert state.scores == [180, 260, 50]
    assert state.is_over and state.winners == [1] and state.to_act is None
    assert [e.winners for e in events if isinstance(e, MatchEnded)] == [(1,)]
    assert legal(state) == []


def test_D_clubs_10_a_tie_for_the_highest_at_250_plays_another_hand() -> None:
    state = solo_in_play()
    state.set_scores([280, 160, 0])
    events = finish_hand(state)
    assert state.scores == [260, 260, 0]
    assert not state.is_over and state.hand_no == 2 and state.winners == []
    assert any(isinstance(e, Note) and "another hand" in e.text for e in events)
    assert state.phase == "auction" and legal(state) == ["bid TS"]


def test_D_clubs_11_the_dealer_rotates_and_the_ten_of_spades_still_opens() -> None:
    state = solo_in_play()
    finish_hand(state)
    assert state.dealer == 1 and state.hand_no == 2
    assert card("TS") in state.hands[state.to_act]
    assert len(state.records) == 1 and state.records[0]["dealer"] == 0


def test_D_clubs_11_an_illegal_play_is_refused_and_changes_nothing() -> None:
    state = solo_in_play()
    run(state, "play 9D")
    before = [state.view(s) for s in range(3)]
    for text in ("play 3C", "play 9S", "give 3C", "bid JK", "discard 4D"):
        with pytest.raises(IllegalAction):
            state.apply(text)
    assert [state.view(s) for s in range(3)] == before


# -- views and sampling ------------------------------------------------------------------------


def test_views_show_bid_cards_to_all_and_hide_other_hands() -> None:
    state = new(SOLO)
    run(state, "bid TS", "bid JD")
    for seat in range(3):
        v = state.view(seat)
        assert v.zones["bids0"] == (card("TS"),) and v.zones["bids1"] == (card("JD"),)
        assert v.auction == ((0, card("TS")), (1, card("JD")))
        assert all(c is not None for c in v.zones[f"hand{seat}"])
        assert all(c is None for s in range(3) if s != seat for c in v.zones[f"hand{s}"])
        assert pickle.loads(pickle.dumps(v)) == v


def test_sample_honours_passed_cards_voids_and_the_queens_card() -> None:
    state = new(deal("TS JS TH JH KS KH", "TD JD QD KD TC JC", "QH QS QC KC JK JK"))
    run(state, "bid TS", "bid JD", "bid QH", "pass", "pass")  # seat 2's QH passes 4H to seat 1
    run(state, "give 9C", "give 5D", "give 2C")
    assert state.to_act == 0  # the seat after the winner leads
    rng = random.Random(3)
    v2 = state.view(2)
    for _ in range(30):
        s = GAME.sample(v2, rng)
        assert s.view(2) == v2
        assert card("4H") in s.hands[1]  # seat 2 gave it by its Queen
        assert card("2C") in s.hands[0]  # seat 2 passed it before play
    v0 = state.view(0)
    for _ in range(30):
        assert GAME.sample(v0, rng).legal_actions() == state.legal_actions()


def test_sample_honours_voids_shown_in_play_and_by_handicaps() -> None:
    state = new(RUN_OUT)
    run(state, *RUN_OUT_AUCTION, "bid JK", "discard 9S", "give 3D", "give 4C", "give AC")
    run(state, "play 9D", "play 4D", "play AD", "play 8D", "play 2H")  # seat 2 shows no diamond
    assert state.voids[2] == frozenset("D")
    rng = random.Random(7)
    for seat in (0, 1):
        v = state.view(seat)
        for _ in range(20):
            s = GAME.sample(v, rng)
            assert s.view(seat) == v
            assert not any(c.suit == "D" for c in s.hands[2])
    # Seat 0's QS found no spade: seat 1 knows seat 0 held none after its handicaps, and the
    # only card seat 0 got since came from seat 2, so a spade in seat 0's hand was seat 2's.
    places = dict(state.view(1).possible)
    assert all("hand0" not in places[c] for c in places if c.suit == "S" and "hand2" not in places[c])


def test_action_texts_round_trip() -> None:
    for text in ("bid TS", "bid QD", "bid JK", "pass", "discard 4S", "give 8H", "play 5C"):
        assert str(GAME.parse_action(text)) == text
    assert games.get("clubs") is GAME
