"""Two Way Street: one test per paragraph of ``two_way_street.txt`` part 2 (2a deal, 2b
declarations, 2c play and its footnote) and per ruling D-tws-1..6, from small explicit deals.
"""

from __future__ import annotations

import json
import pickle
import random
from collections import Counter
from typing import Any

import pytest

from games.cards import Card, card, cards
from games.errors import IllegalAction
from games.events import CardMoved, ContractSet, HandEnded, HandStarted, MatchEnded, Note, Said, TrickTaken
from games.transcript import Transcript, loads
from games.two_way_street import GAME, TwoWayStreetState
from games.two_way_street.facts import hand_scores, penalty


def make_deal(players: int, hands: list[str], deck_top: str = "", **options: Any) -> dict[str, list[str]]:
    """An explicit deal: each hand as given (filled up to 10 from the pack in order when shorter),
    the deck starting with ``deck_top``; the rest of the deck in pack order, jokers at the bottom."""
    pack = GAME.pack(players, GAME.options(options))
    rest = Counter(pack)
    given = [cards(h) for h in hands] + [[] for _ in range(players - len(hands))]
    top = cards(deck_top)
    rest.subtract([c for h in given for c in h] + top)
    assert all(v >= 0 for v in rest.values()), "a card is named too often"
    spare = sorted(rest.elements(), key=lambda c: (c.is_joker, c.suit, c.rank))
    out: dict[str, list[str]] = {}
    for s, h in enumerate(given):
        while len(h) < 10:
            h.append(spare.pop(0))
        out[f"hand{s}"] = [str(c) for c in h]
    out["deck"] = [str(c) for c in top + spare]
    return out


def new(players: int, *deals: dict[str, list[str]], seed: int = 5, **options: Any) -> TwoWayStreetState:
    return GAME.new_match(players=players, seed=seed, options=options, deals=list(deals))


def act(state: TwoWayStreetState, *texts: str) -> list[object]:
    events: list[object] = []
    for t in texts:
        events.extend(state.apply(t))
    return events


def legal(state: TwoWayStreetState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def to_play(state: TwoWayStreetState, declares: dict[int, str], buries: dict[int, str]) -> list[object]:
    """Declare (forced seats are skipped by the engine) and exchange until the play starts."""
    events: list[object] = []
    while state.phase in ("declare", "exchange"):
        s = state.to_act
        assert s is not None
        if state.phase == "declare":
            events += state.apply(f"declare {declares[s]}")
        else:
            events += state.apply(f"bury {buries[s].split()[state.buried_now]}")
    return events


def first_legal(state: TwoWayStreetState, plays: int) -> list[object]:
    events: list[object] = []
    for _ in range(plays):
        events += state.apply(state.legal_actions()[0])
    return events


# Seat 0 holds the spades, seat 1 the hearts, seat 2 the diamonds; the deck's top six are clubs.
SUITED = make_deal(
    3,
    ["AS KS QS JS TS 9S 8S 7S 6S 5S", "AH KH QH JH TH 9H 8H 7H 6H 5H", "AD KD QD JD TD 9D 8D 7D 6D 5D"],
    "2C 3C 4C 5C 6C 7C",
)
SUITED_BURY = {0: "5S 6S", 1: "5H 6H", 2: "5D 6D"}


# -- D-tws-1: the deck -------------------------------------------------------------------------


def test_D_tws_1_deck_by_player_count_and_joker_options() -> None:
    def kinds(n: int, **o: Any) -> tuple[int, list[str]]:
        p = GAME.pack(n, GAME.options(o))
        return len(p), sorted(str(c) for c in p if c.is_joker)

    for n in (2, 3, 4):
        assert kinds(n) == (54, ["BJ", "RJ"])
        assert kinds(n, jokers=0) == (52, [])
        assert kinds(n, jokers=1) == (53, ["JK"])
        assert kinds(n, alike_jokers=True) == (54, ["JK", "JK"])
    assert kinds(5) == (54, ["BJ", "RJ"])
    assert kinds(5, two_packs=True) == (108, ["BJ", "BJ", "RJ", "RJ"])
    for n in (6, 7, 8):
        assert kinds(n) == (108, ["BJ", "BJ", "RJ", "RJ"])
        assert kinds(n, alike_jokers=True) == (108, ["JK"] * 4)
    with pytest.raises(ValueError, match="jokers"):
        GAME.options({"jokers": 3})
    with pytest.raises(ValueError, match="2 to 8 players"):
        GAME.new_match(players=9)


def test_D_tws_1_two_players_play_the_duel() -> None:
    s = GAME.new_match(players=2, seed=3)
    assert s.phase == "bid"
    assert len(s.legal_actions()) == 10


# -- rule 2a, D-tws-2: the deal ---------------------------------------------------------------


def test_rule_2a_ten_cards_each_the_rest_is_the_deck() -> None:
    for n in range(2, 9):
        s = GAME.new_match(players=n, seed=n)
        zones = s.zone_contents()
        assert all(len(zones[f"hand{k}"]) == 10 for k in range(n))
        assert len(zones["deck"]) == len(GAME.pack(n, s.options)) - 10 * n


def test_rule_2a_dealt_1_2_3_4_at_a_time_from_the_dealer_and_the_next_seat_deals() -> None:
    second = make_deal(3, ["2C 3C 4C 5C 6C 7C 8C 9C TC JC", "2D 3D 4D 5D 6D 7D 8D 9D TD JD"])
    s = new(3, SUITED, second)
    to_play(s, {0: "high", 1: "high"}, SUITED_BURY)
    events = first_legal(s, 30)
    assert s.hand_no == 2 and s.dealer == 1
    started = [e for e in events if isinstance(e, HandStarted)]
    assert started == [HandStarted(2, 1, "")]
    dealt = [e for e in events if isinstance(e, CardMoved) and e.src == "pack" and e.dst.startswith("hand")]
    dsts = [e.dst for e in dealt]
    # 1 card each from the dealer (seat 1) on, then 2, 3 and 4.
    expected: list[str] = []
    for size in (1, 2, 3, 4):
        for seat in (1, 2, 0):
            expected += [f"hand{seat}"] * size
    assert dsts == expected
    for seat in range(3):
        assert [str(e.card) for e in dealt if e.dst == f"hand{seat}"] == second[f"hand{seat}"]
        assert all(e.visible_to == frozenset({seat}) and not e.face_up for e in dealt if e.dst == f"hand{seat}")
    assert [str(c) for c in s.deck] == second["deck"]


def test_D_tws_2_first_declarer_is_drawn_from_the_seed() -> None:
    dealers = {GAME.new_match(players=4, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert GAME.new_match(players=4, seed=9).dealer == GAME.new_match(players=4, seed=9).dealer
    assert new(4, make_deal(4, [])).dealer == 0  # explicit deals: seat 0


def test_explicit_deal_is_checked() -> None:
    bad = make_deal(3, [])
    bad["deck"] = bad["deck"][:-1]
    with pytest.raises(ValueError, match="deck"):
        new(3, bad)


# -- rule 2b, D-tws-3: declarations ---------------------------------------------------------


def test_rule_2b_declarations_in_turn_each_followed_by_the_exchange() -> None:
    s = new(3, SUITED)
    assert s.to_act == 0 and legal(s) == {"declare high", "declare low"}
    events = act(s, "declare high")
    assert Said(0, "declare high") in events
    assert s.phase == "exchange" and s.to_act == 0
    assert legal(s) == {f"bury {c}" for c in SUITED["hand0"]}
    act(s, "bury 5S")
    assert s.to_act == 0 and s.phase == "exchange"
    events = act(s, "bury 6S")
    drawn = [e for e in events if isinstance(e, CardMoved) and e.dst == "hand0"]
    assert [str(e.card) for e in drawn] == ["2C", "3C"]  # the top of the deck
    assert [str(c) for c in s.deck[-2:]] == ["5S", "6S"]  # at the bottom, first buried above
    assert s.phase == "declare" and s.to_act == 1
    with pytest.raises(IllegalAction, match="rule 2b"):
        s.apply("bury 5H")


def test_rule_2b_forced_once_more_than_half_declared_one_way_three_players() -> None:
    s = new(3, SUITED)
    act(s, "declare high", "bury 5S", "bury 6S")
    events = act(s, "declare high")
    assert Note("seat 2 is forced low (rule 2b)", 2) in events
    act(s, "bury 5H", "bury 6H")
    assert s.phase == "exchange" and s.to_act == 2  # forced: no declaration asked
    act(s, "bury 5D", "bury 6D")
    assert s.phase == "play" and s.to_act == 0
    v = s.view(1)
    assert v.directions == ("high", "high", "low")
    assert v.marks == ("HD", "HD", "LF")


def test_D_tws_3_forcing_with_four_and_five_players() -> None:
    s = new(4, make_deal(4, []))
    to_play_steps = [("declare high", 0), ("declare high", 1)]
    for text, seat in to_play_steps:
        assert s.to_act == seat
        act(s, text)
        act(s, *(f"bury {c}" for c in s.hands[seat][:2]))
    assert s.phase == "declare" and s.to_act == 2  # 2 of 4 is not more than half
    act(s, "declare high")
    assert s.forced == [False, False, False, True] and s.directions[3] == "low"
    s = new(5, make_deal(5, []))
    for seat, d in enumerate(["low", "high", "low", "low"]):
        assert s.phase == "declare" and s.to_act == seat
        act(s, f"declare {d}")
        if seat < 3:
            act(s, *(f"bury {c}" for c in s.hands[seat][:2]))
    assert s.directions == ["low", "high", "low", "low", "high"]
    assert s.forced == [False, False, False, False, True]
    # D-tws-3: the marks the score sheet shows (HD, LD, HF, LF), in words on the seat plates.
    assert [note.split(",")[0] for note in s.view(0).seat_notes] == ["low", "high", "low", "low", "high (forced)"]


def test_D_tws_2_the_deck_is_a_queue_a_later_player_draws_buried_cards() -> None:
    # Five players, one pack: the deck holds 4 cards; seat 2 draws what seat 0 buried.
    s = new(5, make_deal(5, ["AS KS"], "2C 3C 4C 5C"))
    act(s, "declare high", "bury AS", "bury KS")
    assert [str(c) for c in s.hands[0][-2:]] == ["2C", "3C"]
    assert s.view(0).deck_known == ((2, card("AS")), (3, card("KS")))
    assert s.view(1).deck_known == ()
    act(s, "declare low", *(f"bury {c}" for c in s.hands[1][:2]))
    assert s.view(0).deck_known == ((0, card("AS")), (1, card("KS")))
    assert s.view(0).deck_by == (0, 0, 1, 1)
    act(s, "declare low", "bury " + str(s.hands[2][0]))
    events = act(s, "bury " + str(s.hands[2][0]))
    drawn = [e for e in events if isinstance(e, CardMoved) and e.dst == "hand2"]
    assert [(str(e.card), e.visible_to) for e in drawn] == [("AS", frozenset({0, 2})), ("KS", frozenset({0, 2}))]
    assert s.view(0).known_in_hands[2] == (card("AS"), card("KS"))
    assert s.view(1).known_in_hands == ((),) * 5
    # Seat 2 saw whose burial it drew from: seat 0 knows where those two cards are.
    assert s.view(2).known_to == ((card("AS"), card("KS")), (), (), (), ())
    assert s.view(0).known_to == s.view(1).known_to == ((),) * 5
    for k in range(10):
        sampled = GAME.sample(s.view(0), random.Random(k))
        assert Counter(sampled.hands[2])[card("AS")] == 1 and card("KS") in sampled.hands[2]
        # Sampled for seat 2, seat 0 still knows what it buried and seat 2 drew; no card twice.
        mine = GAME.sample(s.view(2), random.Random(k))
        assert mine.view(0).known_in_hands[2] == (card("AS"), card("KS"))
        assert mine.view(2) == s.view(2)
        assert sorted(map(str, mine.hands[2])) == sorted(map(str, s.hands[2]))


def test_views_exchanged_cards_known_only_to_their_owner_deck_hidden() -> None:
    s = new(3, SUITED)
    act(s, "declare low", "bury 5S", "bury 6S")
    mine, theirs = s.view(0), s.view(1)
    assert "0: bury 5S" in mine.log and "0: draws 2C 3C" in mine.log
    assert "0: bury 5S" not in theirs.log and theirs.log.count("0: buries a card") == 2
    assert "0: draws two cards" in theirs.log
    assert "0: declare low" in theirs.log and theirs.directions[0] == "low"
    assert set(theirs.zones["deck"]) == {None} and set(theirs.zones["hand0"]) == {None}
    assert theirs.deck_known == () and mine.deck_known == ((22, card("5S")), (23, card("6S")))
    for k in range(10):
        sampled = GAME.sample(mine, random.Random(k))
        assert sampled.deck[22:] == cards("5S 6S")
        assert sampled.view(0) == mine
        other = GAME.sample(theirs, random.Random(k))
        assert other.view(1) == theirs


# -- rule 2c, D-tws-4: play ------------------------------------------------------------------


def test_D_tws_4_ten_tricks_lead_passes_to_the_next_seat_whoever_won() -> None:
    deal = make_deal(
        3,
        ["2S 3S 4S 5S 6S 7S 8S 9S TS JS", "2H 3H 4H 5H 6H 7H 8H 9H TH JH", "AS KS QS 2D 3D 4D 5D 6D 7D 8D"],
        "2C 3C 4C 5C 6C 7C",
    )
    s = new(3, deal)
    to_play(s, {0: "high", 1: "low", 2: "low"}, {0: "9S TS", 1: "9H TH", 2: "7D 8D"})
    assert s.to_act == 0
    events = act(s, "play 2S", "play 2H", "play AS")
    assert [e for e in events if isinstance(e, TrickTaken)] == [TrickTaken(2, tuple(cards("2S 2H AS")), 1)]
    assert s.to_act == 1  # not the winner, seat 2
    first_legal(s, 27)
    assert sum(s.records[0]["tricks"]) == 10


def test_rule_2c_must_follow_suit_or_play_any_card_when_void() -> None:
    deal = make_deal(
        3,
        ["2S 3S 4S 5S 6S 7S 8S 9S TS JS", "QS 2H 3H 4H 5H 6H 7H 8H 9H TH", "2D 3D 4D 5D 6D 7D 8D 9D TD JD"],
        "2C 3C 4C 5C 6C 7C",
    )
    s = new(3, deal)
    to_play(s, {0: "high", 1: "high"}, {0: "TS JS", 1: "9H TH", 2: "TD JD"})
    act(s, "play 2S")
    assert legal(s) == {"play QS"}
    with pytest.raises(IllegalAction, match=r"Spades.*rule 2c"):
        s.apply("play 2H")
    act(s, "play QS")
    assert legal(s) == {f"play {c}" for c in s.hands[2]}  # void in spades
    act(s, "play 2D")
    assert s.voids[2] == {"S"} and s.voids[1] == set()


def test_rule_2c_follow_with_a_joker_of_the_colour_led_when_the_jokers_differ() -> None:
    deal = make_deal(
        3,
        ["2S 3S 4S 5S 6S 7S 8S 9S TS JS", "QS RJ BJ 2H 3H 4H 5H 6H 7H 8H", "AD KD QD 2D 3D 4D 5D 6D 7D 8D"],
        "2C 3C 4C 5C 6C 7C",
    )
    s = new(3, deal)
    to_play(s, {0: "high", 1: "high"}, {0: "TS JS", 1: "7H 8H", 2: "7D 8D"})
    act(s, "play 2S")
    assert legal(s) == {"play QS", "play BJ"}
    with pytest.raises(IllegalAction, match="joker of its colour"):
        s.apply("play RJ")
    act(s, "play BJ")
    assert s.voids[1] == set()  # a joker of the colour follows: no void shown
    act(s, "play 2D")
    assert s.tricks_won == [0, 1, 0]  # the black joker takes the trick


def test_rule_2c_any_joker_follows_when_the_jokers_are_alike() -> None:
    deal = make_deal(
        3,
        ["2S 3S 4S 5S 6S 7S 8S 9S TS JS", "QS JK 2H 3H 4H 5H 6H 7H 8H 9H", "JK KD QD 2D 3D 4D 5D 6D 7D 8D"],
        "2C 3C 4C 5C 6C 7C",
        alike_jokers=True,
    )
    s = new(3, deal, alike_jokers=True)
    to_play(s, {0: "high", 1: "high"}, {0: "TS JS", 1: "8H 9H", 2: "7D 8D"})
    act(s, "play 2S")
    assert legal(s) == {"play QS", "play JK"}
    act(s, "play JK", "play JK")
    assert s.tricks_won == [0, 1, 0]  # of two equal jokers the earlier one wins
    assert s.voids[2] == set()  # any joker follows suit: no void shown


def test_rule_2c_red_joker_takes_any_trick_black_joker_beats_the_suit() -> None:
    deal = make_deal(
        3,
        ["AS 3S 4S 5S 6S 7S 8S 9S TS JS", "BJ 2H 3H 4H 5H 6H 7H 8H 9H TH", "RJ 2D 3D 4D 5D 6D 7D 8D 9D TD"],
        "2C 3C 4C 5C 6C 7C",
    )
    s = new(3, deal)
    to_play(s, {0: "high", 1: "high"}, {0: "TS JS", 1: "9H TH", 2: "9D TD"})
    events = act(s, "play AS", "play BJ", "play RJ")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [2]
    # The black joker follows spades (no void shown); the red joker does not.
    assert s.voids == [set(), set(), {"S"}]
    # Trick 2: seat 1 leads a heart; seats 2 and 0 are void; the highest heart wins.
    act(s, "play 2H", "play 2D", "play 3S")
    assert s.tricks_won == [0, 1, 1]
    assert s.voids == [{"H"}, set(), {"S", "H"}]


def test_rule_2c_of_two_equal_cards_the_earlier_wins_with_two_packs() -> None:
    deal = make_deal(
        6,
        [
            "KH 2S 3S 4S 5S 6S 7S 8S 9S TS",
            "AH 2S 3S 4S 5S 6S 7S 8S 9S TS",
            "AH 2C 3C 4C 5C 6C 7C 8C 9C TC",
            "2C 3C 4C 5C 6C 7C 8C 9C TC JC",
            "2D 3D 4D 5D 6D 7D 8D 9D TD JD",
            "2D 3D 4D 5D 6D 7D 8D 9D TD JD",
        ],
        "JS JS QS QS KS KS AS AS JC QC QC KC",
    )
    s = new(6, deal)
    to_play(s, {k: "high" for k in range(6)}, {k: " ".join(deal[f"hand{k}"][-2:]) for k in range(6)})
    act(s, "play KH")
    assert legal(s) == {"play AH"}
    act(s, "play AH", "play AH")
    events = first_legal(s, 3)
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [1]
    assert legal(s) == {f"play {c}" for c in s.hands[1]}
    assert len(s.legal_actions()) == len(set(s.hands[1]))  # duplicates offered once


# -- rule 2c footnote: a led joker -----------------------------------------------------------


def test_rule_2c_footnote_led_red_joker_next_player_holding_red_chooses_by_the_card() -> None:
    deal = make_deal(
        4,
        [
            "RJ 2S 3S 4S 5S 6S 7S 8S 9S TS",
            "BJ 2C 3C 4C 5C 6C 7C 8C 9C TC",
            "AD 5H 2D 3D 4D 5D 6D 7D 8D 9D",
            "AH 2H 3H TD JD QD KD 4H 6H 7H",
        ],
        "JS QS KS AS JC QC KC AC",
    )
    s = new(4, deal)
    to_play(s, {k: "high" for k in range(4)}, {0: "9S TS", 1: "9C TC", 2: "8D 9D", 3: "QD KD"})
    act(s, "play RJ")
    assert legal(s) == {f"play {c}" for c in s.hands[1]}  # no red card: any card
    act(s, "play BJ")
    assert s.voids[1] == {"D", "H"} and s.led_suit is None
    assert legal(s) == {"play AD", "play 5H", "play 2D", "play 3D", "play 4D", "play 5D", "play 6D", "play 7D"}
    with pytest.raises(IllegalAction, match="footnote"):
        s.apply("play JC")
    events = act(s, "play 5H")
    assert Note("seat 2 chooses Hearts as the suit led (rule 2c)", 2) in events
    assert s.led_suit == "H"
    assert legal(s) == {"play AH", "play 2H", "play 3H", "play 4H", "play 6H", "play 7H"}  # follows Hearts
    events = act(s, "play AH")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [0]  # the red joker


def test_rule_2c_footnote_chooser_following_with_the_second_red_joker_names_the_suit() -> None:
    opts = {"two_packs": True}
    deal = make_deal(
        5,
        [
            "RJ 2S 3S 4S 5S 6S 7S 8S 9S TS",
            "RJ 3H 4D 2C 3C 4C 5C 6C 7C 8C",
            "2D 3D 5D 6D 7D 2S 3S 4S 5S 6S",
        ],
        "9C 9C TC TC JC JC QC QC KC KC",
        **opts,
    )
    s = new(5, deal, **opts)
    to_play(
        s,
        {k: "high" for k in range(5)},
        {k: " ".join(deal[f"hand{k}"][-2:]) for k in range(5)},
    )
    act(s, "play RJ")
    assert legal(s) == {"play 3H", "play 4D", "play RJ D", "play RJ H"}
    with pytest.raises(IllegalAction, match="footnote"):
        s.apply("play RJ")
    with pytest.raises(IllegalAction, match="Diamonds or Hearts"):
        s.apply("play RJ S")
    assert GAME.parse_action("play RJ D") in s.legal_actions()
    events = act(s, "play RJ D")
    assert s.led_suit == "D" and Note("seat 1 chooses Diamonds as the suit led (rule 2c)", 1) in events
    assert legal(s) == {"play 2D", "play 3D", "play 5D", "play 6D", "play 7D"}
    act(s, "play 2D")
    events = first_legal(s, 2)
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [0]  # the earlier red joker
    with pytest.raises(IllegalAction, match="only when"):
        s.apply(f"play {s.hands[1][0]} H")


def test_rule_2c_footnote_one_kind_of_joker_next_player_chooses_or_plays_another_joker() -> None:
    deal = make_deal(
        4,
        [
            "JK 2S 3S 4S 5S 6S 7S 8S 9S TS",
            "JK 2C 3C 4C 5C 6C 7C 8C 9C TC",
            "7H 2D 3D 4D 5D 6D 7D 8D 9D TD",
            "AH AD 2H 3H JC QC KC AC JD QD",
        ],
        "KD QH JH TH 9H 8H 6H 5H",
        alike_jokers=True,
    )
    s = new(4, deal, alike_jokers=True)
    to_play(s, {k: "high" for k in range(4)}, {0: "9S TS", 1: "9C TC", 2: "9D TD", 3: "JD QD"})
    act(s, "play JK")
    assert legal(s) == {f"play {c}" for c in s.hands[1]}  # choose any suit held, or another joker
    act(s, "play JK")
    assert s.led_suit is None and s.voids[1] == set()
    assert legal(s) == {f"play {c}" for c in s.hands[2]}
    act(s, "play 7H")
    assert s.led_suit == "H"
    assert legal(s) == {"play AH", "play 2H", "play 3H", "play 6H", "play 5H"}
    events = act(s, "play AH")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [0]  # the first joker played


def test_rule_2c_footnote_single_joker_is_JK_and_any_suit_may_be_chosen() -> None:
    deal = make_deal(
        3, ["JK 2S 3S 4S 5S 6S 7S 8S 9S TS", "2C 3C 4C 5C 6C 7C 8C 9C TC AH"], "JC QC KC AC 2D 3D", jokers=1
    )
    s = new(3, deal, jokers=1)
    to_play(s, {0: "low", 1: "low"}, {0: "9S TS", 1: "9C TC", 2: " ".join(deal["hand2"][-2:])})
    act(s, "play JK")
    assert legal(s) == {f"play {c}" for c in s.hands[1]}
    act(s, "play AH")
    assert s.led_suit == "H"


# -- D-tws-5: scoring ---------------------------------------------------------------------------


def test_D_tws_5_examples_of_the_ruling() -> None:
    assert hand_scores([5, 5, 3], [False] * 3)[1] == [2, 2, 0]
    assert hand_scores([5, 3, 3], [False] * 3)[1] == [2, 0, 0]
    assert hand_scores([5, 5, 5], [False] * 3)[1] == [0, 0, 0]


@pytest.mark.parametrize(
    ("raw", "p", "tie"),
    [
        # three players
        ([5, 4, 3], 3, None),  # case 1
        ([5, 5, 3], 3, None),  # case 1 (s2 > s3)
        ([4, 4, 4], 4, None),  # case 2, everyone tied
        ([3, 5, 3], 3, 3),  # case 4: no fourth player
        ([-2, 6, 6], -2, None),  # case 1 with a negative raw score
        # four players
        ([6, 4, 2, 1], 2, None),  # case 1
        ([6, 6, 6, 2], 2, None),  # case 2: the highest score below the tie
        ([1, 6, 6, 6], 1, None),  # case 2
        ([5, 5, 5, 5], 5, None),  # case 2: everyone tied
        ([6, 4, 4, 1], 1, None),  # case 3
        ([4, 6, 4, 4], 4, 4),  # case 4: the tie reaches fourth place
        # five players
        ([5, 4, 2, 1, 0], 2, None),  # case 1
        ([4, 4, 4, 4, 1], 1, None),  # case 2
        ([3, 3, 3, 3, 3], 3, None),  # case 2: everyone
        ([5, 3, 3, 2, 2], 2, None),  # case 3
        ([5, 3, 3, 0, -1], 0, None),  # case 3
        ([5, 3, 3, 3, 1], 3, 3),  # case 4
    ],
)
def test_D_tws_5_penalty_cases(raw: list[int], p: int, tie: int | None) -> None:
    assert penalty(raw) == (p, tie)


def test_D_tws_5_refined_times_two_declared_three_forced_and_one_for_a_forced_tie() -> None:
    # case 4 with three players: seats 1 and 2 tie below first; 2 was forced.
    assert hand_scores([5, 3, 3], [False, False, True]) == (3, [2, 0, 0], [4, 0, 1])
    assert hand_scores([5, 3, 3], [True, False, True]) == (3, [2, 0, 0], [6, 0, 1])
    # case 4 with four and five players: every forced player of the tie gets 1.
    assert hand_scores([6, 4, 4, 4], [False, True, True, False]) == (4, [2, 0, 0, 0], [4, 1, 1, 0])
    assert hand_scores([5, 3, 3, 3, 1], [False, False, False, True, True]) == (3, [2, 0, 0, 0, 0], [4, 0, 0, 1, 0])
    # no bonus outside case 4
    assert hand_scores([6, 4, 4, 1], [False, True, True, True]) == (1, [5, 3, 3, 0], [10, 9, 9, 0])
    assert hand_scores([5, 5, 5], [True, True, True]) == (5, [0, 0, 0], [0, 0, 0])


def test_D_tws_5_a_whole_hand_is_scored_and_recorded() -> None:
    s = new(3, SUITED, target=100)
    to_play(s, {0: "high", 1: "high"}, SUITED_BURY)
    events = first_legal(s, 30)
    # Each leader wins the eight tricks of the long suits it leads (3, 3, 2); seat 2 then wins
    # both club tricks with 6C and 7C.
    rec = s.records[0]
    assert rec["tricks"] == (3, 3, 4)
    assert rec["marks"] == ("HD", "HD", "LF")
    assert rec["raw"] == (3, 3, 4)  # seat 2 is low: 8 - 4
    assert rec["penalty"] == 3  # case 4: the tie of 3 reaches the last place
    assert rec["refined"] == (0, 0, 1)
    assert rec["final"] == (0, 0, 3)  # seat 2 was forced: x 3; the tied seats declared: 0
    assert rec["totals"] == (0, 0, 3) and s.scores == [0, 0, 3]
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended[0].deltas == (0, 0, 3)
    assert s.view(1).records == (rec,)


# Found among shuffled deals: with the first legal card played each time, seats 0 and 1 declare
# low, seat 2 is forced high, and the tricks end 2, 4, 4.
FORCED_TIE = {
    "hand0": "4C AH KC AD 8D JC 7D QS 4D 5H".split(),
    "hand1": "JD 7C 5C BJ KH 8H TS KS QD 6S".split(),
    "hand2": "2S TD AC 2H 9H 9D RJ 7S JH QC".split(),
    "deck": "TH 3S 3D 6D 8S 2C 3H 5S 3C 9S 8C 2D KD 4S 6H 4H 7H 9C 5D 6C JS AS QH TC".split(),
}


def test_D_tws_5_case_4_in_play_a_forced_player_in_the_tie_scores_one() -> None:
    s = new(3, FORCED_TIE, target=100)
    to_play(s, {0: "low", 1: "low"}, {0: "4C AH", 1: "JD 7C", 2: "2S TD"})
    first_legal(s, 30)
    rec = s.records[0]
    assert rec["marks"] == ("LD", "LD", "HF")
    assert rec["tricks"] == (2, 4, 4)
    assert rec["raw"] == (6, 4, 4) and rec["penalty"] == 4
    assert rec["refined"] == (2, 0, 0)
    assert rec["final"] == (4, 0, 1)


def test_D_tws_5_match_ends_after_the_hand_reaching_the_target_highest_wins() -> None:
    s = new(3, SUITED, target=3)
    to_play(s, {0: "high", 1: "high"}, SUITED_BURY)
    events = first_legal(s, 30)
    assert s.scores == [0, 0, 3]
    assert s.is_over and s.winners == [2] and MatchEnded((2,)) in events
    assert s.legal_actions() == []


def test_D_tws_5_a_tie_for_highest_plays_another_hand() -> None:
    s = new(3, SUITED, target=1)
    # Tricks 3, 3, 4; seats 0 and 1 low (raw 5, 5), seat 2 forced high (raw 4): penalty 4.
    to_play(s, {0: "low", 1: "low"}, SUITED_BURY)
    first_legal(s, 30)
    assert s.scores == [2, 2, 0]
    assert not s.is_over and s.hand_no == 2 and s.dealer == 1


# -- D-tws-6: the duel ------------------------------------------------------------------------

DUEL_HANDS = ["AS KS QS JS TS 9S 8S 7S 6S 5S", "AH KH QH JH TH 9H 8H 7H 6H 5H"]
DUEL = make_deal(2, DUEL_HANDS, "2C 3C 4C 5C 6C 7C 8C 9C TC JC")


def test_D_tws_6_the_dealers_bid_is_secret_until_the_other_has_bid() -> None:
    s = new(2, DUEL)
    events = act(s, "bid high 3")
    assert events == [Said(0, None)]
    assert s.view(1).bids == ("secret", "") and s.view(0).bids == ("high 3", "")
    assert "0: bids secretly" in s.view(1).log and "0: bid high 3" in s.view(0).log
    assert all("high 3" not in line for line in s.view(1).log)
    sampled = GAME.sample(s.view(1), random.Random(1))
    assert sampled.view(1) == s.view(1)
    events = act(s, "bid low 1")
    assert Said(1, "bid low 1") in events
    assert Note("seat 0's secret bid was high 3", 0) in events
    assert s.view(1).bids == ("high 3", "low 1")


def test_D_tws_6_equal_strengths_in_opposite_directions_redeal_by_the_same_dealer() -> None:
    second = make_deal(2, ["2S 3S 4S 5S 6S 7S 8S 9S TS JS"])
    s = new(2, DUEL, second)
    with pytest.raises(IllegalAction, match="1 to 5"):
        s.apply("bid high 6")
    events = act(s, "bid high 2", "bid low 2")
    assert any(isinstance(e, Note) and "redeal" in e.text for e in events)
    assert s.phase == "bid" and s.to_act == 0 and s.dealer == 0 and s.hand_no == 1
    assert [str(c) for c in s.hands[0]] == second["hand0"]
    assert s.records == []


def test_D_tws_6_stronger_high_bid_opponent_takes_pre_tricks_bidder_exchanges() -> None:
    s = new(2, DUEL, target=100)
    events = act(s, "bid high 3", "bid low 1")
    assert ContractSet(0, "high 3") in events
    assert s.pretricks == [0, 3] and len(s.pre[1]) == 6
    assert [str(c) for c in s.pre[1]] == "2C 3C 4C 5C 6C 7C".split()  # from the top of the deck
    assert s.view(0).zones["won1"] == (None,) * 6
    assert s.phase == "exchange" and s.to_act == 0
    act(s, "bury 5S", "bury 6S")
    assert s.phase == "play" and s.to_act == 0
    assert s.directions == ["high", "high"]
    events = first_legal(s, 20)
    leaders = [e.winner for e in events if isinstance(e, TrickTaken)]
    assert leaders == [0, 1] * 5  # alternating lead; each leader wins its own lead
    rec = s.records[0]
    assert rec["total_tricks"] == (5, 8) and rec["final"] == (0, 6)  # high: more tricks, 2 per trick
    assert s.scores == [0, 6] and s.dealer == 1  # the deal alternates


def test_D_tws_6_stronger_low_bid_the_bidder_takes_the_pre_tricks() -> None:
    s = new(2, DUEL, target=100)
    act(s, "bid low 2", "bid high 1")
    assert s.pretricks == [2, 0] and s.contract == ("low", 2) and s.stronger == 0
    act(s, "bury 5S", "bury 6S")
    first_legal(s, 20)
    assert s.records[0]["total_tricks"] == (7, 5)
    assert s.scores == [0, 4]  # low: fewer tricks scores 2 per trick of difference


def test_D_tws_6_identical_bids_no_pre_tricks_both_exchange_equal_tricks_dealer_scores_one() -> None:
    # Seat 0 draws AC 2C, seat 1 KC 3C: each wins one of the two club tricks.
    s = new(2, make_deal(2, DUEL_HANDS, "AC 2C KC 3C"), target=100)
    events = act(s, "bid high 2", "bid high 2")
    assert ContractSet(-1, "high 2") in events and s.pretricks == [0, 0]
    assert s.phase == "exchange" and s.to_act == 0
    act(s, "bury 5S", "bury 6S")
    assert s.phase == "exchange" and s.to_act == 1
    act(s, "bury 5H", "bury 6H")
    first_legal(s, 20)
    assert s.records[0]["total_tricks"] == (5, 5)
    assert s.scores == [1, 0]


def test_D_tws_6_the_weaker_bidder_does_not_exchange() -> None:
    s = new(2, DUEL)
    act(s, "bid low 1", "bid high 4")
    assert s.stronger == 1 and s.pretricks == [4, 0]  # high: the opponent takes them
    assert s.to_act == 1 and s.phase == "exchange"


# -- protocol ------------------------------------------------------------------------------------


def test_actions_round_trip_and_a_refused_action_changes_nothing() -> None:
    for text in (
        "declare high",
        "declare low",
        "bury 4C",
        "bid high 3",
        "bid low 2",
        "play QH",
        "play RJ H",
        "play JK",
    ):
        assert str(GAME.parse_action(text)) == text
    s = new(3, SUITED)
    before = s.view(0)
    with pytest.raises(IllegalAction):
        s.apply("play AS")
    assert s.view(0) == before


def test_views_pickle_and_samples_keep_voids() -> None:
    deal = make_deal(
        3,
        ["2S 3S 4S 5S 6S 7S 8S 9S TS JS", "QS 2H 3H 4H 5H 6H 7H 8H 9H TH", "2D 3D 4D 5D 6D 7D 8D 9D TD JD"],
        "2C 3C 4C 5C 6C 7C",
    )
    s = new(3, deal)
    to_play(s, {0: "high", 1: "high"}, {0: "TS JS", 1: "9H TH", 2: "TD JD"})
    act(s, "play 2S", "play QS", "play 2D")
    act(s, "play 2H")  # trick 2: seat 1 leads
    v = s.view(1)
    assert v.voids == (frozenset(), frozenset(), frozenset({"S"}))
    assert pickle.loads(pickle.dumps(v)) == v
    for k in range(30):
        st = GAME.sample(v, random.Random(k))
        assert st.view(1) == v
        assert not any(c.suit == "S" for c in st.hands[2])
    mine = s.view(2)
    for k in range(5):
        assert GAME.sample(mine, random.Random(k)).legal_actions() == s.legal_actions()


def test_transcript_replays() -> None:
    s = new(3, SUITED)
    t = Transcript(game="two_way_street", players=["a", "b", "c"], seed=5, deals=[SUITED])
    rng = random.Random(2)
    while not s.is_over and s.hand_no == 1:
        a = rng.choice(s.legal_actions())
        s.apply(a)
        t.actions.append(str(a))
    replayed = loads(json.dumps(t.to_json())).replay()
    assert replayed.scores == s.scores and replayed.view(0) == s.view(0)


def test_zone_contents_are_the_pack() -> None:
    s = new(5, make_deal(5, []), seed=1)
    assert Counter(c for cs in s.zone_contents().values() for c in cs) == Counter(GAME.pack(5, s.options))
    assert isinstance(s.zone_contents()["deck"][0], Card)
