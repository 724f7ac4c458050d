"""King: one test per rule of ``king.txt`` and per ruling D-king-1..7, from small explicit deals.

The text has no numbered rules; tests are named after its paragraphs (``test_rule_<topic>``) and
the rulings (``test_D_king_<n>_...``).
"""

from __future__ import annotations

import itertools
import json
import pickle
import random
from collections import Counter

import pytest

import games
from games.cards import Card, card, cards
from games.core import Record
from games.errors import IllegalAction
from games.events import CardMoved, HandEnded, HandStarted, MatchEnded, ScoreChanged, TrickTaken
from games.king import GAME, KingOptions, KingState, KingView
from games.king.facts import PACK, undiscardable
from games.playout import random_match
from games.transcript import Transcript, loads

OPTION_NAMES = ("short_session", "kings_as_boys", "misere_without_trump", "show_kitty", "broken_hearts")

# A deal with every suit spread: seat 0 contracts.
MIXED = {
    "hand0": "AS KS 7S AC 7C AD 7D AH 7H 8H".split(),
    "hand1": "QS JS 8S KC QC KD QD KH QH 9H".split(),
    "hand2": "TS 9S JC TC 9C 8C JD TD 9D TH".split(),
    "kitty": "8D JH".split(),
}
# Seat 0 holds every heart; seat 1 spades and high clubs; seat 2 low clubs and diamonds.
HEARTS = {
    "hand0": "AH KH QH JH TH 9H 8H 7H AS KS".split(),
    "hand1": "QS JS TS 9S 8S 7S AC KC QC JC".split(),
    "hand2": "TC 9C 8C 7C AD KD QD JD TD 9D".split(),
    "kitty": "8D 7D".split(),
}
# Seat 1 is void in clubs and diamonds and holds the K of hearts.
KINGS = {
    "hand0": "AS KS QS AC KC QC AD KD QD 7H".split(),
    "hand1": "JS TS 9S 8S 7S KH QH JH TH 9H".split(),
    "hand2": "JC TC 9C 8C 7C JD TD 9D 8D AH".split(),
    "kitty": "7D 8H".split(),
}
# Seat 0 holds the four queens and leads them out.
QUEENS = {
    "hand0": "QS QC QD QH AS AC AD AH KS KC".split(),
    "hand1": "JS TS 9S JC TC 9C JD TD 9D JH".split(),
    "hand2": "8S 7S 8C 7C 8D 7D TH 9H 8H 7H".split(),
    "kitty": "KD KH".split(),
}


def new(*deals: dict[str, list[str]], players: int = 3, seed: int = 5, **options: bool) -> KingState:
    return GAME.new_match(players=players, seed=seed, options=options, deals=list(deals))


def act(state: KingState, *texts: str) -> list[object]:
    events: list[object] = []
    for t in texts:
        events.extend(state.apply(t))
    return events


def legal(state: KingState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def finish_deal(state: KingState) -> list[object]:
    """Play the first legal action until the deal is over; return its events."""
    deal = state.hand_no
    events: list[object] = []
    while not state.is_over and state.hand_no == deal:
        events.extend(state.apply(state.legal_actions()[0]))
    return events


def play_session(state: KingState, rng: random.Random) -> list[object]:
    events: list[object] = []
    while not state.is_over:
        events.extend(state.apply_unchecked(rng.choice(state.legal_actions())))
    return events


# -- the card set, the deal ------------------------------------------------------------------------


def test_rule_card_set_32_cards_seven_to_ace() -> None:
    assert len(PACK) == 32 and len(set(PACK)) == 32
    assert {c.rank for c in PACK} == set(range(7, 15))
    s = GAME.new_match(players=3, seed=3)
    sizes = {z: len(cs) for z, cs in s.zone_contents().items()}
    assert sizes["kitty"] == 2 and all(sizes[f"hand{k}"] == 10 for k in range(3))
    assert Counter(c for cs in s.zone_contents().values() for c in cs) == Counter(PACK)


def test_rule_deal_in_batches_of_two_second_batch_to_the_kitty() -> None:
    s = new(MIXED)
    events = finish_deal(s)  # deal 1 ends; deal 2 is dealt from the seed, seat 1 contracting
    start = next(i for i, e in enumerate(events) if isinstance(e, HandStarted))
    moves = [e for e in events[start:] if isinstance(e, CardMoved) and e.src == "pack"]
    dst = [m.dst for m in moves]
    assert dst[:8] == ["hand1", "hand1", "hand2", "hand2", "hand0", "hand0", "kitty", "kitty"]
    assert Counter(dst) == {"hand0": 10, "hand1": 10, "hand2": 10, "kitty": 2}
    assert all(not m.face_up for m in moves)
    assert all(m.visible_to == frozenset({int(m.dst[-1])}) for m in moves if m.dst.startswith("hand"))
    assert [m.card for m in moves if m.dst == "kitty"] == s.kitty
    again = new(MIXED)
    finish_deal(again)
    assert again.hands == s.hands  # the same seed deals the same cards


def test_explicit_deals_are_checked() -> None:
    bad = dict(MIXED, kitty=["8D"])
    with pytest.raises(ValueError, match="kitty"):
        new(bad)
    with pytest.raises(ValueError, match="not the pack"):
        new(dict(MIXED, kitty=["8D", "2C"]))
    with pytest.raises(ValueError, match="2 to 4 players"):
        GAME.new_match(players=5, seed=1)


# -- D-king-1: directions ----------------------------------------------------------------------------


def test_D_king_1_first_contractor_drawn_then_next_seat_each_deal() -> None:
    firsts = {GAME.new_match(players=3, seed=seed).contractor for seed in range(30)}
    assert firsts == {0, 1, 2}
    s = GAME.new_match(players=3, seed=8)
    assert s.contractor == GAME.new_match(players=3, seed=8).contractor
    assert any("drawn" in line for line in s.view(0).log)
    seen = []
    for _ in range(4):
        seen.append((s.contractor, s.dealer))
        assert s.to_act == s.contractor
        finish_deal(s)
    first = seen[0][0]
    assert seen == [((first + k) % 3, (first + k - 1) % 3) for k in range(4)]


def test_D_king_1_explicit_deals_seat_0_contracts_first() -> None:
    s = new(MIXED)
    assert s.contractor == 0 and s.dealer == 2 and s.to_act == 0
    assert sorted(s.hands[0]) == sorted(cards(" ".join(MIXED["hand0"])))


def test_D_king_1_session_of_24_deals() -> None:
    s = GAME.new_match(players=3, seed=2)
    deals = 1
    while not s.is_over:
        before = s.hand_no
        s.apply(s.legal_actions()[0])
        deals += s.hand_no != before
    assert deals == 24 and s.hand_no == 24
    assert s.view(0).chart is not None and s.view(0).chart.deals_played == 24
    kinds = Counter(r["kind"] for r in s.records)
    assert kinds == {"penalty": 18, "award": 6}
    # Each player contracted each game of the pool once (the text).
    for seat in range(3):
        played = sorted(r["game"] if r["kind"] == "penalty" else "award" for r in s.records if r["contractor"] == seat)
        assert played == sorted(
            ["no-tricks", "no-hearts", "no-jacks", "no-queens", "no-last-two", "no-king"] + ["award"] * 2
        )


# -- D-king-2: the pool, award games, trumps, misère -------------------------------------------------


def test_D_king_2_pool_offers_six_penalty_games_and_the_award_declarations() -> None:
    s = new(MIXED)
    expected = {f"choose {g}" for g in ("no-tricks", "no-hearts", "no-jacks", "no-queens", "no-last-two", "no-king")}
    expected |= {"choose award", "choose misere"} | {f"choose {w} {t}" for w in ("award", "misere") for t in "CDHS"}
    assert legal(s) == expected
    for a in s.legal_actions():
        assert GAME.parse_action(str(a)) == a


def test_D_king_2_each_pool_item_only_once_two_award_games() -> None:
    s = GAME.new_match(players=3, seed=4)
    me = s.contractor
    choices = ["choose award H", "choose no-king", "choose misere"]
    for text in choices:
        assert s.to_act == me
        act(s, text)
        finish_deal(s)  # own deal
        finish_deal(s)  # the two others' deals
        finish_deal(s)
    assert "choose no-king" not in legal(s)
    assert not any(a.args[0] in ("award", "misere") for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="both award games"):
        s.apply("choose award")
    with pytest.raises(IllegalAction, match="already been played"):
        s.apply("choose no-king")
    pool = s.chart.seats[me].pool
    assert [(p.game, p.declared) for p in pool if p.played_in] == [
        ("no-king", "no-king"),
        ("award", "award H"),
        ("award", "misere"),
    ]


def test_D_king_2_void_player_must_trump_no_need_to_overtrump() -> None:
    s = new(HEARTS)
    act(s, "choose award C", "discard 8D", "discard 7D", "play AH")
    assert legal(s) == {"play AC", "play KC", "play QC", "play JC"}
    act(s, "play JC")
    assert legal(s) == {"play TC", "play 9C", "play 8C", "play 7C"}
    with pytest.raises(IllegalAction, match="must play a trump"):
        s.apply("play AD")
    events = act(s, "play 7C")
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert taken[0].winner == 1  # the highest trump wins
    assert s.view(0).voids[2] >= {"H"}


def test_rule_trick_won_by_highest_card_of_led_suit_without_trump() -> None:
    s = new(MIXED)
    act(s, "choose award", "discard 8D", "discard JH", "play 7S", "play 8S")
    assert legal(s) == {"play TS", "play 9S"}
    events = act(s, "play 9S")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [2]
    assert s.to_act == 2  # the trick winner leads


def test_D_king_2_misere_lowest_card_of_led_suit_wins() -> None:
    s = new(HEARTS)
    act(s, "choose misere", "discard 8D", "discard 7D", "play AS", "play 7S")
    events = act(s, "play 9D")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [1]


def test_D_king_2_misere_with_trump_lowest_trump_wins() -> None:
    s = new(HEARTS)
    act(s, "choose misere C", "discard 8D", "discard 7D", "play AS", "play 7S")
    assert legal(s) == {"play TC", "play 9C", "play 8C", "play 7C"}  # a void player must trump
    events = act(s, "play 8C")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [2]
    # Clubs led by seat 2: seat 0 is void of clubs (the trump), seat 1 follows; the lowest club wins.
    act(s, "play TC", "play KS")
    events = act(s, "play AC")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [2]


def test_D_king_2_award_12_per_trick() -> None:
    s = new(HEARTS)
    act(s, "choose award H", "discard 8D", "discard 7D")
    events = finish_deal(s)
    rec = s.records[0]
    assert rec["tricks_played"] == 10 and not rec["ended_early"]
    assert rec["points"] == tuple(12 * t for t in rec["tricks"])
    assert sum(rec["points"]) == 120
    assert rec["kind"] == "award" and rec["contract"] == "award H"
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended[0].deltas == rec["points"]


# -- D-king-3: kitty and discards ------------------------------------------------------------------


def test_D_king_3_game_chosen_before_the_kitty_is_taken() -> None:
    s = new(MIXED)
    assert s.phase == "choose" and len(s.hands[0]) == 10 and s.view(0).zones["kitty"] == (None, None)
    with pytest.raises(IllegalAction, match="choose the game"):
        s.apply("discard 7C")
    events = act(s, "choose no-tricks")
    assert s.phase == "discard" and len(s.hands[0]) == 12
    assert set(cards("8D JH")) <= set(s.hands[0]) and s.kitty == []
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert {(m.src, m.dst) for m in moved} == {("kitty", "hand0")}
    assert all(not m.face_up and m.visible_to == frozenset({0}) for m in moved)


@pytest.mark.parametrize(
    ("game", "banned"),
    [
        ("no-tricks", ""),
        ("no-hearts", "AH 7H 8H JH"),
        ("no-jacks", "JH"),
        ("no-queens", ""),
        ("no-last-two", ""),
        ("no-king", ""),
        ("award", ""),
    ],
)
def test_D_king_3_penalty_cards_may_not_be_discarded(game: str, banned: str) -> None:
    s = new(MIXED)
    act(s, f"choose {game}")
    allowed = {str(a.card) for a in s.legal_actions()}
    assert allowed == {str(c) for c in s.hands[0]} - set(banned.split())


def test_D_king_3_no_king_forbids_only_the_king_of_hearts() -> None:
    s = new(dict(KINGS, hand0=KINGS["hand1"], hand1=KINGS["hand0"]))
    act(s, "choose no-king")
    assert "discard KH" not in legal(s) and "discard QH" in legal(s)
    with pytest.raises(IllegalAction, match="penalty card of No King"):
        s.apply("discard KH")
    assert undiscardable("no-queens", KingOptions()) == frozenset(cards("QC QD QH QS"))


def test_D_king_3_discards_known_to_the_contractor_only_until_revealed() -> None:
    s = new(MIXED)
    events = act(s, "choose no-tricks", "discard 8D")
    assert s.view(0).zones["out"] == (card("8D"),)
    assert s.view(1).zones["out"] == (None,)
    assert "0: discard 8D" in s.view(0).log and "0: discards a card" in s.view(1).log
    assert "8D" not in " ".join(s.view(2).log)
    move = next(e for e in events if isinstance(e, CardMoved) and e.dst == "out")
    assert not move.face_up and move.visible_to == frozenset({0})
    events = act(s, "discard JH")
    assert s.phase == "play" and s.to_act == 0 and len(s.hands[0]) == 10  # the contractor leads
    events = finish_deal(s)
    reveal = [e for e in events if isinstance(e, CardMoved) and e.src == "out" and e.dst == "out"]
    assert {str(e.card) for e in reveal} == {"8D", "JH"} and all(e.face_up for e in reveal)
    assert s.records[0]["discards"] == ("8D", "JH")


# -- D-king-4: lead restrictions, the forced K of hearts, the early end -------------------------------


@pytest.mark.parametrize("game", ["no-hearts", "no-king"])
def test_D_king_4_no_heart_lead_while_holding_another_suit(game: str) -> None:
    s = new(HEARTS)
    act(s, f"choose {game}", "discard 8D", "discard 7D")
    assert legal(s) == {"play AS", "play KS"}
    with pytest.raises(IllegalAction, match="no heart may be led"):
        s.apply("play AH")
    act(s, "play AS", "play 7S", "play 9D", "play KS", "play 8S", "play TD")
    assert s.to_act == 0 and all(c.suit == "H" for c in s.hands[0])
    assert len(legal(s)) == len(s.hands[0])  # only hearts left: a heart may be led
    act(s, "play 7H")
    assert s.view(1).voids[0] >= {"C", "D", "S"}


def test_D_king_4_no_heart_lead_rule_not_in_other_games() -> None:
    s = new(HEARTS)
    act(s, "choose no-queens", "discard 8D", "discard 7D")
    assert "play AH" in legal(s)


def test_D_king_4_forced_king_of_hearts_when_void() -> None:
    s = new(KINGS)
    act(s, "choose no-king", "discard 7D", "discard 8H", "play AC")
    assert legal(s) == {"play KH"}
    with pytest.raises(IllegalAction, match="K of hearts"):
        s.apply("play QH")
    events = act(s, "play KH", "play 7C")
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == [0]
    # D-king-4: the K of hearts taken, the deal ends at once.
    rec = s.records[0]
    assert rec["ended_early"] and rec["tricks_played"] == 1 and rec["points"] == (40, 0, 0)
    assert s.hand_no == 2 and s.contractor == 1


def test_D_king_4_king_of_hearts_not_forced_when_hearts_led() -> None:
    s = new(KINGS, broken_hearts=True)
    act(s, "choose no-king", "discard 7D", "discard QD", "play AS", "play 7S", "play AH")
    assert s.view(1).lacks[2] == frozenset({card("KH")})  # seat 2 shown not to hold it
    act(s, "play 7H")  # hearts broken (BH): seat 0 may lead a heart
    assert legal(s) == {"play KH", "play QH", "play JH", "play TH", "play 9H"}


def test_D_king_4_no_king_lead_rule_without_broken_hearts() -> None:
    s = new(KINGS)
    act(s, "choose no-king", "discard 7D", "discard QD", "play AS", "play 7S", "play AH")
    assert "play 7H" not in legal(s) and "play 8H" not in legal(s)


def test_D_king_4_early_end_no_queens() -> None:
    s = new(QUEENS)
    act(s, "choose no-queens", "discard KD", "discard KH")
    for q in ("QS", "QC", "QD"):
        act(s, f"play {q}")
        for _ in range(2):
            s.apply(s.legal_actions()[0])
        assert s.hand_no == 1
    events = act(s, "play QH", "play JH", "play 7H")
    rec = s.records[0]
    assert rec["ended_early"] and rec["tricks_played"] == 4 and rec["points"] == (40, 0, 0)
    assert any("deal ends" in getattr(e, "text", "") for e in events)


@pytest.mark.parametrize("game", ["no-hearts", "no-jacks", "no-queens"])
def test_D_king_4_card_games_end_when_the_last_penalty_card_is_taken(game: str) -> None:
    for deal in (MIXED, HEARTS, KINGS, QUEENS):
        s = new(deal)
        act(s, f"choose {game}")
        events = finish_deal(s)
        tricks = [e for e in events if isinstance(e, TrickTaken)]
        rank = {"no-jacks": 11, "no-queens": 12}.get(game)
        is_pen = (lambda c: c.suit == "H") if rank is None else (lambda c, r=rank: c.rank == r)
        last = max(i for i, t in enumerate(tricks) if any(is_pen(c) for c in t.cards))
        assert last == len(tricks) - 1, "the deal ends with the trick taking the last penalty card"
        assert s.records[0]["ended_early"] == (len(tricks) < 10)
        assert sum(s.records[0]["points"]) == 40


@pytest.mark.parametrize("game", ["no-tricks", "no-last-two"])
def test_D_king_4_trick_games_play_all_ten_tricks(game: str) -> None:
    s = new(QUEENS)
    act(s, f"choose {game}")
    events = finish_deal(s)
    tricks = [e for e in events if isinstance(e, TrickTaken)]
    assert len(tricks) == 10 and not s.records[0]["ended_early"]
    pts = s.records[0]["points"]
    if game == "no-tricks":
        assert pts == tuple(4 * n for n in s.records[0]["tricks"])
    else:
        expect = [0, 0, 0]
        for t in tricks[-2:]:
            expect[t.winner] += 20
        assert pts == tuple(expect)


def test_rule_penalty_values_hearts_jacks() -> None:
    s = new(QUEENS)
    act(s, "choose no-jacks", "discard KD", "discard KH")
    finish_deal(s)
    rec = s.records[0]
    assert sum(rec["points"]) == 40 and all(p % 10 == 0 for p in rec["points"])
    s = new(HEARTS)
    act(s, "choose no-hearts")
    finish_deal(s)
    assert sum(s.records[0]["points"]) == 40 and all(p % 5 == 0 for p in s.records[0]["points"])


# -- D-king-5: the score chart -----------------------------------------------------------------------


def test_D_king_5_hill_bonus_pool_and_result() -> None:
    s = new(QUEENS, KINGS)
    act(s, "choose no-queens", "discard KD", "discard KH", "play QS", "play JS", "play 8S")
    act(s, "play QC", "play JC", "play 8C", "play QD", "play JD", "play 8D", "play QH", "play JH", "play 7H")
    assert s.scores == [-40, 0, 0]
    # Deal 2: seat 1 contracts (the KINGS deal, seat 1 holding hand1).
    assert s.contractor == 1
    act(s, "choose award S")
    act(s, *(str(a) for a in s.legal_actions()[:1]))
    act(s, *(str(a) for a in s.legal_actions()[:1]))
    finish_deal(s)
    v = s.view(2)
    chart = v.chart
    assert chart is not None and chart.deals_played == 2 and chart.deals_total == 24
    c0, c1, c2 = chart.seats
    assert [(e.deal, e.points, e.total) for e in c0.hill] == [(1, 40, 40)]
    awards = s.records[1]["points"]
    for sc in chart.seats:
        assert sc.bonus_total == awards[sc.seat]
        assert sc.result == sc.bonus_total - sc.hill_total == s.scores[sc.seat]
        assert [e.total for e in sc.bonus] == list(itertools.accumulate(e.points for e in sc.bonus))
    assert [p.unit for p in c0.pool] == [4, 5, 10, 10, 20, 40, 12, 12]
    assert [(p.game, p.played_in) for p in c0.pool if p.played_in] == [("no-queens", 1)]
    assert [(p.game, p.played_in, p.declared) for p in c1.pool if p.played_in] == [("award", 2, "award S")]
    assert not any(p.played_in for p in c2.pool)
    assert [(h.deal, h.contractor, h.game, h.kind) for h in chart.history] == [
        (1, 0, "no-queens", "penalty"),
        (2, 1, "award S", "award"),
    ]
    assert chart.history[0].points == (40, 0, 0) and chart.history[0].name == "No Queens"
    assert s.records[1]["scores"] == tuple(s.scores)
    assert s.records[1]["hill"] == (40, 0, 0)


def test_D_king_5_results_sum_to_zero_and_the_players_in_surplus_win() -> None:
    """D-king-5, amended: every player with a positive result wins (not only the highest)."""
    s = GAME.new_match(players=3, seed=21)
    events = play_session(s, random.Random(3))
    assert s.is_over and s.to_act is None and not s.legal_actions()
    assert sum(s.scores) == 0
    assert sum(sc.hill_total for sc in s.chart.seats) == 720 == sum(sc.bonus_total for sc in s.chart.seats)
    assert s.winners == [k for k in range(3) if s.scores[k] > 0]
    assert [e for e in events if isinstance(e, MatchEnded)] == [MatchEnded(tuple(s.winners))]
    assert all(p.played_in for sc in s.chart.seats for p in sc.pool)
    # After the session the last discards are shown to everyone.
    assert None not in s.view(1).zones["out"] and len(s.view(1).zones["out"]) == 2


def test_D_king_5_score_events_match_the_result() -> None:
    s = new(QUEENS)
    act(s, "choose no-queens", "discard KD", "discard KH")
    events = finish_deal(s)
    changed = [e for e in events if isinstance(e, ScoreChanged)]
    assert changed == [ScoreChanged(0, -40, -40, "hill 40 (No Queens)")]


# -- D-king-6: options -----------------------------------------------------------------------------------


def test_D_king_6_SS_short_session_pools_from_the_seed() -> None:
    s = GAME.new_match(players=3, seed=9, options={"short_session": True})
    assert s.deals_total == 12
    pools = [[p.game for p in sc.pool] for sc in s.chart.seats]
    assert all(len(p) == 4 and p[-1] == "award" and len(set(p[:3])) == 3 for p in pools)
    again = GAME.new_match(players=3, seed=9, options={"short_session": True})
    assert [[p.game for p in sc.pool] for sc in again.chart.seats] == pools
    others = {
        tuple(p.game for p in GAME.new_match(3, seed=k, options={"short_session": True}).chart.seats[0].pool)
        for k in range(20)
    }
    assert len(others) > 3
    me = s.contractor
    assert {str(a.args[0]) for a in s.legal_actions()} == set(pools[me][:3]) | {"award", "misere"}
    wrong = next(
        g for g in ("no-tricks", "no-hearts", "no-jacks", "no-queens", "no-last-two", "no-king") if g not in pools[me]
    )
    with pytest.raises(IllegalAction, match="not in your pool"):
        s.apply(f"choose {wrong}")
    play_session(s, random.Random(1))
    assert len(s.records) == 12 and sum(s.scores) == 0


def test_D_king_6_KB_kings_as_boys() -> None:
    s = new(QUEENS, kings_as_boys=True)
    assert s.chart.seats[0].pool[2].name == "No Boys" and s.chart.seats[0].pool[2].unit == 5
    act(s, "choose no-jacks")
    assert s.view(1).contract_name == "No Boys"
    banned = {c for c in s.hands[0] if c.rank in (11, 13)}
    assert {a.card for a in s.legal_actions()} == set(s.hands[0]) - banned
    with pytest.raises(IllegalAction, match="penalty card of No Boys"):
        s.apply("discard KD")
    finish_deal(s)
    rec = s.records[0]
    assert sum(rec["points"]) == 40 and all(p % 5 == 0 for p in rec["points"]) and rec["name"] == "No Boys"


def test_D_king_6_MN_misere_without_trump() -> None:
    s = new(MIXED, misere_without_trump=True)
    words = legal(s)
    assert "choose misere" in words and not any(w.startswith("choose misere ") for w in words)
    assert "choose award H" in words
    with pytest.raises(IllegalAction, match="MN"):
        s.apply("choose misere H")


@pytest.mark.parametrize(("results", "winners"), [((4, -87, 83), (0, 2)), ((0, 0, 0), ())])
def test_D_king_5_surplus_wins_and_all_zero_is_a_draw(
    results: tuple[int, ...], winners: tuple[int, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    """D-king-5, amended: final results [4, -87, 83] make seats 0 and 2 winners (the text: the
    players in surplus), not seat 2 alone; all results zero is a draw with no winner."""
    s = GAME.new_match(players=3, seed=21, options={"short_session": True})
    rng = random.Random(3)
    while s.hand_no < s.deals_total:  # to the last deal; its end decides the winners
        s.apply(rng.choice(s.legal_actions()))
    monkeypatch.setattr(KingState, "scores", property(lambda self: list(results)))
    events: list[object] = []
    while not s.is_over:
        events += s.apply(rng.choice(s.legal_actions()))
    assert tuple(s.winners) == winners
    assert [e for e in events if isinstance(e, MatchEnded)] == [MatchEnded(winners)]


def test_D_king_6_SK_kitty_shown_once_the_game_is_announced_never_before() -> None:
    """D-king-6 SK, amended: the kitty is shown to all once the contractor has announced the game,
    never before (it was shown from the start of the deal, so the contractor chose knowing it)."""
    s, start = GAME.start(players=3, seed=5, options={"show_kitty": True}, deals=[MIXED])
    assert not any(isinstance(e, CardMoved) and e.face_up and e.dst == "kitty" for e in start)
    for seat in range(3):
        assert s.view(seat).zones["kitty"] == (None, None) and s.view(seat).kitty_shown == ()
        assert not any("kitty" in line for line in s.view(seat).log)
    events = act(s, "choose no-tricks")
    shown = [e.card for e in events if isinstance(e, CardMoved) and e.src == e.dst == "kitty" and e.face_up]
    assert shown == [card("8D"), card("JH")]
    assert any("kitty shown: 8D JH" in line for line in s.view(1).log)
    v = s.view(2)
    assert v.kitty_shown == (card("8D"), card("JH")) and v.zones["kitty"] == ()
    act(s, "discard 7S")
    for k in range(30):
        sampled = GAME.sample(s.view(2), random.Random(k))
        assert set(cards("8D JH")) <= set(sampled.hands[0]) | set(sampled.out)
        assert sampled.view(2) == s.view(2)


def test_D_king_6_BH_hearts_may_be_led_once_a_heart_is_played() -> None:
    for bh in (False, True):
        s = new(MIXED, broken_hearts=bh)
        act(s, "choose no-hearts", "discard 8D", "discard 7D")
        act(s, "play AS", "play QS", "play TS", "play KS", "play JS", "play 9S", "play 7S", "play 8S", "play TH")
        assert s.to_act == 1 and s.hearts_played
        assert ("play 9H" in legal(s)) == bh


def test_D_king_6_BH_no_heart_discards_in_no_king() -> None:
    s = new(KINGS, broken_hearts=True)
    act(s, "choose no-king")
    assert not any(a.card is not None and a.card.suit == "H" for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="BH"):
        s.apply("discard 8H")
    s = new(KINGS, broken_hearts=True)
    act(s, "choose no-hearts")
    assert "discard 8H" not in legal(s)  # a penalty card anyway
    s = new(KINGS, broken_hearts=True)
    act(s, "choose no-queens")
    assert "discard 8H" in legal(s)


def test_D_king_6_options_fixed_and_recorded_in_the_transcript() -> None:
    opts = {"kings_as_boys": True, "show_kitty": True}
    s = GAME.new_match(players=3, seed=4, options=opts)
    t = Transcript(game="king", players=["A", "B", "C"], seed=4, options=opts)
    rng = random.Random(2)
    for _ in range(120):
        a = rng.choice(s.legal_actions())
        s.apply(a)
        t.actions.append(str(a))
    again = loads(json.dumps(t.to_json())).replay()
    assert again.options == KingOptions(kings_as_boys=True, show_kitty=True)
    assert again.scores == s.scores and again.view(0) == s.view(0)
    assert GAME.option_docs()["broken_hearts"].startswith("BH")


# -- D-king-7: four players --------------------------------------------------------------------------


def test_D_king_7_four_players_dealer_sits_out() -> None:
    s = new(MIXED, players=4)
    assert s.contractor == 0 and s.dealer == 3 and s.sitting_out == 3
    assert s.hands[3] == [] and s.deals_total == 32
    assert s.view(3).seat_notes[3] == "deals, sits out"
    act(s, "choose no-tricks", "discard 8D", "discard JH", "play 7S")
    assert s.to_act == 1
    act(s, "play 8S")
    assert s.to_act == 2
    act(s, "play 9S")
    assert s.to_act == 2  # seat 2 won; seat 3 never plays
    finish_deal(s)
    assert s.records[0]["points"][3] is None and s.records[0]["sat_out"] == 3
    assert s.contractor == 1 and s.sitting_out == 0 and s.hands[0] == []
    assert all(len(s.hands[k]) == 10 for k in (1, 2, 3))


def test_D_king_7_four_player_explicit_deal_names_the_active_hands() -> None:
    second = {
        "hand1": MIXED["hand0"],
        "hand2": MIXED["hand1"],
        "hand3": MIXED["hand2"],
        "kitty": MIXED["kitty"],
        "hand0": [],
    }
    s = new(MIXED, second, players=4)
    finish_deal(s)
    assert sorted(map(str, s.hands[1])) == sorted(MIXED["hand0"])
    # Deal 2 is checked when it is dealt: seat 1 contracts, seat 0 deals and sits out.
    missing = new(MIXED, {k: v for k, v in second.items() if k != "hand3"}, players=4)
    with pytest.raises(ValueError, match="hand3"):
        finish_deal(missing)


def test_D_king_7_four_player_session_sums_to_zero() -> None:
    s = GAME.new_match(players=4, seed=6)
    play_session(s, random.Random(6))
    assert len(s.records) == 32 and sum(s.scores) == 0
    assert Counter(r["sat_out"] for r in s.records) == {0: 8, 1: 8, 2: 8, 3: 8}
    for r in s.records:
        assert r["points"][r["sat_out"]] is None and r["contractor"] == (r["sat_out"] + 1) % 4


# -- invariants over random playouts, every option combination --------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "combo", list(itertools.product([False, True], repeat=5)), ids=lambda c: "".join("01"[b] for b in c)
)
def test_invariants_penalty_40_award_120_results_sum_to_zero(players: int, combo: tuple[bool, ...]) -> None:
    options = dict(zip(OPTION_NAMES, combo, strict=True))
    base = sum(b << k for k, b in enumerate(combo)) * 10 + 1000 * players
    for seed in range(base, base + 3):
        s = GAME.new_match(players=players, seed=seed, options=options)
        play_session(s, random.Random(seed))
        assert len(s.records) == s.deals_total == players * (4 if options["short_session"] else 8)
        for r in s.records:
            total = sum(p for p in r["points"] if p is not None)
            assert total == (120 if r["kind"] == "award" else 40), r
            if r["game"] in ("no-tricks", "no-last-two", "award", "misere"):
                assert r["tricks_played"] == 10
        assert sum(s.scores) == 0
        assert s.winners == [k for k in range(players) if s.scores[k] > 0]  # D-king-5
    # The shared deep checks (sampling, refused actions, pickling, clones) for this combination.
    random_match("king", players, options, seed=base, max_hands=2, deep_every=5)


# -- views, sampling, records ---------------------------------------------------------------------------


def test_views_hide_hands_and_kitty_and_pickle() -> None:
    s = new(MIXED)
    v = s.view(1)
    assert isinstance(v, KingView)
    assert v.zones["hand0"] == (None,) * 10 and v.hand == tuple(s.hands[1])
    assert pickle.loads(pickle.dumps(v)) == v
    finish_deal(s)
    rec = s.view(0).records[0]
    assert isinstance(rec, Record)
    with pytest.raises(TypeError):
        rec["deal"] = 3  # type: ignore[index]
    assert pickle.loads(pickle.dumps(rec)) == rec
    json.dumps(rec)


def test_sample_honours_voids_lacks_and_discard_limits() -> None:
    s = new(KINGS, broken_hearts=True)
    act(s, "choose no-king", "discard 7D", "discard QD", "play AS", "play 7S", "play AH")
    v = s.view(1)
    for k in range(40):
        t = GAME.sample(v, random.Random(k))
        assert t.view(1) == v
        assert card("KH") in t.hands[1]  # seat 1's own
        assert not any(c.suit == "S" for c in t.hands[2])
        assert not any(c.suit == "H" for c in t.out)  # BH: no heart discarded in No King
        assert Counter(c for cs in t.zone_contents().values() for c in cs) == Counter(PACK)
    s = new(HEARTS)
    act(s, "choose award C", "discard 8D", "discard 7D", "play AH", "play JC", "play 7C")
    assert s.to_act == 1
    v = s.view(1)
    for k in range(20):
        t = GAME.sample(v, random.Random(k))
        assert t.legal_actions() == s.legal_actions()


def test_refused_action_leaves_state_unchanged() -> None:
    s = new(HEARTS)
    act(s, "choose no-hearts", "discard 8D", "discard 7D")
    before = (s.view(0), s.view(1), s.zone_contents())
    with pytest.raises(IllegalAction):
        s.apply("play 7H")
    with pytest.raises(IllegalAction, match="do not hold"):
        s.apply("play 7C")
    assert (s.view(0), s.view(1), s.zone_contents()) == before


def test_registered_and_action_texts_round_trip() -> None:
    assert "king" in games.ids() and games.get("king") is GAME
    for text in ("choose no-last-two", "choose award H", "choose misere", "discard 7C", "play QH"):
        assert str(GAME.parse_action(text)) == text
    assert isinstance(GAME.parse_action("play QH").card, Card)


# -- D-king-8: two players ------------------------------------------------------------------------------


def test_D_king_8_two_players_three_hands_the_open_ones_face_up_from_the_announcement() -> None:
    """D-king-8: three hands are dealt as usual; seat 0 contracts and plays hand 0; seat 1 plays
    hands 1 and 2, which both players see from the announcement to the end of the deal, while the
    contractor's hand stays hidden."""
    s = GAME.new_match(players=2, seed=5, deals=[MIXED])
    assert s.to_act == 0 and s.contractor == 0 and len(s.scores) == 2
    assert sorted(k for k in s.zone_contents() if k.startswith("hand")) == ["hand0", "hand1", "hand2"]
    before = s.view(0)
    assert before.zones["hand1"] == (None,) * 10 and before.zones["hand2"] == (None,) * 10  # not before
    assert s.view(1).zones["hand0"] == (None,) * 10
    events = act(s, "choose no-queens")
    flipped = {e.card for e in events if isinstance(e, CardMoved) and e.face_up and e.src == e.dst}
    assert flipped == set(cards(" ".join(MIXED["hand1"] + MIXED["hand2"])))
    for seat in (0, 1):
        v = s.view(seat)
        assert set(v.zones["hand1"]) == set(cards(" ".join(MIXED["hand1"])))
        assert set(v.zones["hand2"]) == set(cards(" ".join(MIXED["hand2"])))
    assert None in s.view(1).zones["hand0"]  # the contractor's hand stays hidden


def test_D_king_8_the_non_contractor_plays_both_open_hands_the_action_says_only_the_card() -> None:
    s = new(MIXED, players=2)
    act(s, "choose no-queens", "discard 8D", "discard 7D")
    assert s.to_act == 0 and s.view(0).turn == 0
    act(s, "play AS")
    assert s.to_act == 1 and s.view(1).turn == 1 and "play QS" in [str(a) for a in s.legal_actions()]
    act(s, "play QS")
    assert s.to_act == 1 and s.view(0).turn == 2  # the second open hand, played by seat 1 too
    assert [str(a) for a in s.legal_actions()] == ["play 9S", "play TS"] or set(map(str, s.legal_actions())) == {
        "play TS",
        "play 9S",
    }
    with pytest.raises(IllegalAction, match="other open hand"):
        s.apply("play JS")  # in seat 1's other hand
    act(s, "play TS")
    assert s.tricks_taken == [1, 0, 0] and s.to_act == 0


def test_D_king_8_the_non_contractor_scores_the_sum_of_the_two_hands() -> None:
    """Each deal still totals 40 (penalty) or 120 (award); the open hands' points are seat 1's."""
    s = new(QUEENS, players=2)
    act(s, "choose no-queens", "discard KD", "discard KH")
    rng = random.Random(1)
    by_place = [0, 0, 0]
    while s.hand_no == 1:
        for e in s.apply(rng.choice(s.legal_actions())):
            if isinstance(e, TrickTaken):
                by_place[e.winner] += 10 * sum(c.rank == 12 for c in e.cards)
    rec = s.records[0]
    assert sum(rec["points"]) == 40 and len(rec["points"]) == 2
    assert rec["points"] == (by_place[0], by_place[1] + by_place[2])
    assert s.scores == [-rec["points"][0], -rec["points"][1]]  # a penalty deal: the hill, bonus 0


def test_D_king_8_the_contractor_alternates_sixteen_deals_eight_with_SS() -> None:
    for short, total in ((False, 16), (True, 8)):
        s = GAME.new_match(players=2, seed=9, options={"short_session": short})
        rng = random.Random(2)
        contractors = []
        while not s.is_over:
            if s.phase == "choose":
                contractors.append(s.contractor)
            s.apply(rng.choice(s.legal_actions()))
        assert len(s.records) == total == s.deals_total
        assert contractors == [(contractors[0] + k) % 2 for k in range(total)]
        assert sum(s.scores) == 0
        assert s.winners == [k for k in (0, 1) if s.scores[k] > 0]
        assert all(p.played_in for sc in s.chart.seats for p in sc.pool)  # each contracted their whole pool
