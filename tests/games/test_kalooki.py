"""Kalooki: one test per rule section of ``kalooki.txt`` and per ruling D-kalooki-1..7, from
small explicit deals (the rest of the 162 cards filled in from a fixed shuffle)."""

from __future__ import annotations

import dataclasses
import itertools
import pickle
import random
from collections import Counter

import pytest

from games import IllegalAction
from games.actions import Action
from games.cards import JOKER, card, cards
from games.core import Move
from games.events import CardMoved, HandEnded, MatchEnded, Note
from games.kalooki import GAME, KalookiState
from games.kalooki.facts import SET_OF_DEALS
from games.kalooki.melds import (
    Meld,
    can_complete,
    coming_down_melds,
    four_candidates,
    make_four,
    make_three,
    penalty,
    swap,
    tack,
    tack_ends,
    tally,
    three_candidates,
)

PACK = GAME.pack(5, GAME.options())
THREES = ["2C 2D 2H", "3C 3D 3H", "4C 4D 4H", "5C 5D 5H"]
FOURS = ["6C 7C 8C 9C", "6D 7D 8D 9D", "6H 7H 8H 9H", "6S 7S 8S 9S"]


def deal(game_no: int = 1, hands: dict[int, str] | None = None, discard: str = "KD", stock: str = "", seed: int = 0):
    """An explicit deal for game ``game_no``: the given hands (seat -> cards), the face-up card,
    the stock's top cards; every other card from a fixed shuffle."""
    n = SET_OF_DEALS[game_no - 1][1]
    fixed = {s: cards(t) for s, t in (hands or {}).items()}
    rest = Counter(PACK)
    for cs in fixed.values():
        rest.subtract(cs)
    top = cards(stock)
    rest.subtract(top)
    rest.subtract([card(discard)])
    assert min(rest.values()) >= 0, "the deal uses a card more often than the pack holds it"
    filler = sorted(rest.elements(), key=lambda c: (c.rank, c.suit))
    random.Random(seed).shuffle(filler)
    out: dict[str, list[str]] = {}
    for s in range(5):
        given = fixed.get(s, [])
        assert len(given) <= n
        take = n - len(given)
        out[f"hand{s}"] = [str(c) for c in given] + [str(c) for c in filler[:take]]
        filler = filler[take:]
    out["discard"] = [discard]
    out["stock"] = [str(c) for c in top] + [str(c) for c in filler]
    return out


def coming_down(game_no: int) -> list[str]:
    contract = SET_OF_DEALS[game_no - 1][0]
    return THREES[: contract.count("3")] + FOURS[: contract.count("4")]


def quick_out(game_no: int, starter: int):
    """A deal in which ``starter`` holds the exact coming-down and the stock's top is KD."""
    return deal(game_no, {starter: " ".join(coming_down(game_no))}, stock="KD", seed=game_no)


def go_out_at_once(state: KalookiState) -> None:
    """The player to act draws KD, lays the contract and discards KD: the table is bent."""
    game_no = state.game_index + 1
    play(state, "draw stock", *[f"meld {m}" for m in coming_down(game_no)], "down", "discard KD")


def match_at(game_no: int, last: dict[str, list[str]], seed: int = 0) -> KalookiState:
    """A match whose first ``game_no - 1`` deals end at once, then the deal ``last``."""
    deals = [quick_out(g, g % 5) for g in range(1, game_no)] + [last]
    state = GAME.new_match(players=5, seed=seed, deals=deals)
    for _ in range(game_no - 1):
        go_out_at_once(state)
    assert state.game_index == game_no - 1 and state.to_act == game_no % 5
    return state


def play(state: KalookiState, *texts: str) -> list:
    events = []
    for t in texts:
        events.extend(state.apply(t))
    return events


def texts(state: KalookiState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def pass_calls(state: KalookiState) -> None:
    while state.phase == "call":
        state.apply("pass")


def discard_any(state: KalookiState) -> None:
    """Discard the first card the rules allow, then let everyone pass."""
    state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
    pass_calls(state)


def others_see_as_before(state: KalookiState, owner: int, before: list) -> None:
    """D-kalooki-3: every seat but ``owner`` sees what it saw in ``before`` (its views, seat by
    seat), but for the lines logged since, none of which names a card the owner laid."""
    for s in range(5):
        if s == owner:
            continue
        v = state.view(s)
        n = len(before[s].log)
        assert dataclasses.replace(v, log=v.log[:n], history=v.history[:n]) == before[s]
        assert all(m is None or m.action is None or not m.action.cards for m in v.history[n:])


def secret(line: str, laid: str) -> bool:
    """Whether ``line`` names none of the cards ``laid``."""
    return not any(str(c) in line for c in cards(laid))


# -- Players and Cards, Deal and contracts (D-kalooki-1) -------------------------------------------


def test_rule_players_and_cards_three_packs_and_six_jokers() -> None:
    assert len(PACK) == 162
    counts = Counter(PACK)
    assert counts[JOKER] == 6 and counts[card("QH")] == 3 and len(counts) == 53
    state = GAME.new_match(players=5, seed=4)
    zones = state.zone_contents()
    assert Counter(c for cs in zones.values() for c in cs) == counts
    assert [len(zones[f"hand{s}"]) for s in range(5)] == [9] * 5
    assert len(zones["discard"]) == 1 and len(zones["stock"]) == 162 - 45 - 1
    with pytest.raises(ValueError, match="5 players"):
        GAME.new_match(players=4)


def test_rule_penalty_values() -> None:
    """Players and Cards: joker 50, black ace 15, K Q J T 10, 2-9 face value, red ace 1."""
    assert [penalty(card(t)) for t in ["JK", "AS", "AC", "AH", "AD", "KD", "QS", "JC", "TH", "9S", "2D"]] == [
        50, 15, 15, 1, 1, 10, 10, 10, 10, 9, 2,
    ]  # fmt: skip


def test_D_kalooki_1_first_dealer_from_the_seed_and_dealing_from_the_left() -> None:
    dealers = {GAME.new_match(players=5, seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2, 3, 4}
    state = GAME.new_match(players=5, seed=11)
    assert state.to_act == (state.dealer + 1) % 5
    # Explicit deals: seat 0 deals, seat 1 begins; cards go out one at a time from the left.
    d = deal()
    state = GAME.new_match(players=5, deals=[d])
    assert state.dealer == 0 and state.to_act == 1
    _, events = GAME.start(players=5, deals=[d])
    moves = [e for e in events if isinstance(e, CardMoved) and e.src == "pack"]
    assert [e.dst for e in moves[:6]] == ["hand1", "hand2", "hand3", "hand4", "hand0", "hand1"]
    assert moves[45].dst == "discard" and moves[45].face_up and moves[45].card == card("KD")
    assert all(not e.face_up and e.visible_to == frozenset({int(e.dst[-1])}) for e in moves[:45])


def test_rule_deal_and_contracts_nine_deals_and_the_winner() -> None:
    """The set: nine deals with their contracts and sizes; the deal passes to the left; the
    lowest total wins (D-kalooki-7)."""
    deals = [quick_out(g, g % 5) for g in range(1, 10)]
    state = GAME.new_match(players=5, deals=deals)
    seen = []
    for g in range(1, 10):
        v = state.view(state.to_act)
        seen.append((v.game_no, v.contract, v.cards_dealt, state.dealer))
        assert len(v.hand) == v.cards_dealt
        events = []
        p = state.to_act
        events += state.apply("draw stock")
        for m in coming_down(g):
            events += state.apply(f"meld {m}")
        events += state.apply("down")
        events += state.apply("discard KD")
        assert any(isinstance(e, HandEnded) for e in events)
        assert state.records[-1]["out"] == p
    assert seen == [(g, c, n, (g - 1) % 5) for g, (c, n) in enumerate(SET_OF_DEALS, 1)]
    assert state.is_over and state.to_act is None and state.legal_actions() == []
    totals = [sum(r["penalties"][s] for r in state.records) for s in range(5)]
    assert state.scores == totals
    assert state.winners == [s for s in range(5) if totals[s] == min(totals)]
    assert isinstance(events[-1], MatchEnded)
    assert GAME.lower_is_better


def test_D_kalooki_7_equal_lowest_totals_share_the_win() -> None:
    state = GAME.new_match(players=5, deals=[quick_out(g, g % 5) for g in range(1, 10)])
    for _ in range(8):
        go_out_at_once(state)
    state.set_scores([7, 3, 3, 9, 12])
    before = state.clone()
    go_out_at_once(state)
    deltas = state.records[-1]["penalties"]
    final = [before.scores[s] + deltas[s] for s in range(5)]
    low = min(final)
    assert state.winners == [s for s in range(5) if final[s] == low]


# -- Threes and fours (D-kalooki-4) ----------------------------------------------------------------


def test_D_kalooki_4_threes_duplicates_and_jokers() -> None:
    assert make_three(cards("5H 5H JK")) == Meld(tuple(cards("5H 5H JK")), rank=5)
    assert make_three(cards("QC QD JK JK")) is not None
    assert make_three(cards("KS KS KS KS KS")) is not None
    assert make_three(cards("9C JK JK")) is None  # at least two natural cards
    assert make_three(cards("9C 9D")) is None
    assert make_three(cards("9C 9D TD")) is None


def test_D_kalooki_4_fours_aces_at_the_ends_and_no_adjacent_jokers() -> None:
    assert make_four(cards("AH 2H 3H 4H")) == Meld(tuple(cards("AH 2H 3H 4H")), suit="H", low=1)
    assert make_four(cards("JH QH KH AH")).high == 14
    assert make_four(cards("KH AH 2H 3H")) is None  # never round the corner
    assert make_four(cards("5H JK 7H JK")) is not None
    assert make_four(cards("5H JK JK 8H")) is None  # jokers side by side
    assert make_four(cards("5H JK 8H")) is None
    assert make_four(cards("5H 6H 7S 8H")) is None
    assert make_four(cards("JK 2H 3H 4H")).low == 1  # the joker stands for the low ace
    assert make_four(cards("JK AH 2H 3H")) is None
    assert make_four(cards("QH KH AH JK")) is None
    whole = make_four(cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"))
    assert whole is not None and (whole.low, whole.high) == (1, 14)


def test_D_kalooki_4_a_three_with_duplicates_and_a_joker_is_laid() -> None:
    d = deal(1, {1: "5H 5H JK 7C 7D 7S 9C 9D 9H"}, stock="KS")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    legal = texts(state)
    assert "meld 5H 5H JK" in legal and "meld 7C 7D 7S" in legal
    assert "meld 5H JK" not in legal
    # Identical copies are one card: one action for the two 5H.
    assert legal.count("discard 5H") == 1 and len(set(legal)) == len(legal)
    # Any order of a three's cards is read in suit order.
    assert GAME.parse_action("meld JK 5H 5H") == Action("meld", tuple(cards("5H 5H JK")))
    play(state, "meld JK 5H 5H", "meld 7C 7D 7S", "meld 9C 9D 9H", "down")
    assert state.view(0).melds[1][0].cards == tuple(cards("5H 5H JK"))


def test_D_kalooki_4_nine_joker_joker_is_refused() -> None:
    d = deal(1, {1: "9C 9D 9H JK JK QC QD 4C 4D"}, stock="4H")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    assert "meld 9C JK JK" not in texts(state)
    assert "meld QC QD JK JK" in texts(state)
    with pytest.raises(IllegalAction, match="2\\+ of them natural"):
        state.apply("meld 9C JK JK")


def test_D_kalooki_4_adjacent_jokers_in_a_four_are_refused() -> None:
    hand = "2C 2D 2H 3C 3D 3H 5H JK JK 8H"
    state = match_at(2, deal(2, {2: hand}, stock="KS"))
    state.apply("draw stock")
    assert not any(t.startswith("meld 5H") for t in texts(state))
    with pytest.raises(IllegalAction, match="no jokers side by side"):
        state.apply("meld 5H JK JK 8H")


def test_D_kalooki_4_joker_for_a_held_card_in_a_five_card_four() -> None:
    """D-kalooki-4 (completed): a joker may stand in a four for a card its maker holds, at any
    length of four: 5H 6H JK 8H 9H keeps the 7H for a three of sevens, and the whole hand comes down."""
    state = match_at(2, deal(2, {2: "5H 6H 7H 8H 9H JK 7C 7D 2C 2D"}, stock="2H"))
    state.apply("draw stock")
    assert "meld 5H 6H JK 8H 9H" in texts(state)
    play(state, "meld 5H 6H JK 8H 9H", "meld 7C 7D 7H", "meld 2C 2D 2H")
    assert state.melds[2][0].cards == tuple(cards("5H 6H JK 8H 9H"))
    play(state, "down")
    assert state.records[-1]["out"] == 2 and state.records[-1]["bent"]


def test_D_kalooki_4_every_four_the_hand_makes_is_offered_or_refused_for_the_contract() -> None:
    """D-kalooki-4 (completed), D-kalooki-3: the melds offered and the reasons for refusing agree.
    Every four the hand's hearts and joker make (any length, the joker for a card held or not) is
    offered, or refused because the contract could not be completed with it laid."""
    state = match_at(2, deal(2, {2: "5H 6H 7H 8H 9H JK 7C 7D 2C 2D"}, stock="2H"))
    state.apply("draw stock")
    legal = state.legal_actions()
    offered = refused = 0
    pool = cards("5H 6H 7H 8H 9H JK")
    for n in (4, 5, 6):
        for run in set(itertools.permutations(pool, n)):
            if make_four(run) is None:
                continue
            action = Action("meld", run)
            if action in legal:
                offered += 1
            else:
                assert "could not be completed" in state.why_illegal(action), action
                refused += 1
    assert (offered, refused) == (6, 16)


def test_D_kalooki_4_a_four_with_an_ace_at_both_ends() -> None:
    """D-kalooki-4 (completed): a four may hold an ace at both ends (A-2-...-K-A), each ace at an
    end. No contract leaves room for fourteen cards in one four at a coming-down, so it is made by
    tacking the second ace on; then nothing more fits, its jokers are dead, and a hand holding the
    whole run would be offered it."""
    two_to_ace = make_four(cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"))
    assert tack_ends(two_to_ace, card("AH")) == ("low",)
    whole = tack(two_to_ace, card("AH"), "low")
    assert whole == make_four(cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"))
    assert (whole.low, whole.high) == (1, 14)
    assert tack_ends(whole, card("AH")) == () and tack_ends(whole, JOKER) == ()
    ace_to_king = make_four(cards("AH 2H JK 4H 5H 6H 7H 8H 9H TH JH QH KH"))
    assert tack_ends(ace_to_king, card("AH")) == ("high",)
    assert swap(tack(ace_to_king, card("AH"), "high"), card("3H")) is None  # the joker is dead
    nat, jk = tally(cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"))
    assert whole.cards in four_candidates(nat, jk)
    nat, jk = tally(cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"))
    assert whole.cards not in four_candidates(nat, jk)  # one ace cannot stand at both ends


def test_rule_deal_and_contracts_444_needs_three_suits() -> None:
    """Deal and contracts: a player's fours must be of different suits."""
    same = "2H 3H 4H 5H 7H 8H 9H TH 2S 3S 4S 5S"
    state = match_at(4, deal(4, {4: same}, stock="KC"))
    state.apply("draw stock")
    assert not any(a.verb == "meld" for a in state.legal_actions())
    three_suits = "2H 3H 4H 5H 7D 8D 9D TD 2S 3S 4S 5S"
    state = match_at(4, deal(4, {4: three_suits}, stock="KC"))
    state.apply("draw stock")
    assert "meld 2H 3H 4H 5H" in texts(state)
    play(state, "meld 2H 3H 4H 5H")
    assert "down" not in texts(state)
    play(state, "meld 7D 8D 9D TD")
    assert not any(t.startswith("meld 2H") or t.startswith("meld 7D") for t in texts(state))
    play(state, "meld 2S 3S 4S 5S", "down")
    assert state.down[4]


def test_rule_deal_and_contracts_threes_of_different_ranks() -> None:
    d = deal(1, {1: "5C 5C 5D 5D 5H 5S 7C 7D 7H"}, stock="KS")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    # Two threes of fives would be two threes of one rank: the contract cannot be made.
    assert not any(a.verb == "meld" for a in state.legal_actions())


# -- Coming down (D-kalooki-3) ----------------------------------------------------------------------


def test_D_kalooki_3_only_melds_that_can_complete_the_contract_are_offered() -> None:
    d = deal(1, {1: "5C 5D 5H 6C 6D 6H 7C 7D JK"}, stock="KS")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    melds = [t for t in texts(state) if t.startswith("meld")]
    assert "meld 5C 5D 5H" in melds and "meld 7C 7D JK" in melds
    # Either of these would leave the sevens without the joker they need.
    assert "meld 6C 6D JK" not in melds and "meld 5C 5D JK" not in melds
    with pytest.raises(IllegalAction, match="could not be completed"):
        state.apply("meld 6C 6D JK")
    assert "discard KS" in texts(state)
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H 4C 4D KS"}, stock="QS")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    assert not any(a.verb == "meld" for a in state.legal_actions())


def test_D_kalooki_3_coming_down_in_steps_down_and_take_back() -> None:
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}, stock="KS")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    before = sorted(state.hands[1])
    play(state, "meld 2C 2D 2H")
    legal = texts(state)
    assert "down" not in legal and "take back" in legal and not any(t.startswith("discard") for t in legal)
    with pytest.raises(IllegalAction, match="finish your coming-down"):
        state.apply("discard KS")
    with pytest.raises(IllegalAction, match="do not yet hold the contract"):
        state.apply("down")
    play(state, "meld 3C 3D 3H", "take back")
    assert sorted(state.hands[1]) == before and state.melds[1] == [] and state.pending == 0
    # Nobody else saw the melds (D-kalooki-3): nothing more is known of the hand.
    assert state.view(0).known_in_hand[1] == ()
    play(state, "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H")
    assert "down" in texts(state)
    play(state, "down")
    assert state.down[1] and state.known[1] == [] and state.pending == 0
    assert [m.cards for m in state.melds[1]] == [tuple(cards(m)) for m in ("2C 2D 2H", "3C 3D 3H", "4C 4D 4H")]
    assert texts(state) == ["discard KS"]


def test_D_kalooki_3_more_melds_in_the_same_coming_down_then_only_tacking() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S KH 6S KC")])
    play(state, "draw stock", "discard KS", "call", "allow")  # seat 3 takes KS and KH
    assert texts(state) == ["draw stock"]
    play(state, "draw stock", "discard 6S")
    pass_calls(state)
    assert state.to_act == 3
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H")
    legal = texts(state)
    assert "down" in legal and "meld KC KH KS" in legal  # an extra three
    assert not any(t.startswith("meld 2") for t in legal)  # threes of different ranks
    events = play(state, "meld KC KH KS", "down")
    # All cards laid: out without a discard, on the first coming-down (bent).
    assert state.records[-1]["out"] == 3 and state.records[-1]["bent"]
    assert any(isinstance(e, HandEnded) for e in events)


def test_D_kalooki_3_pending_melds_are_seen_by_their_owner_only() -> None:
    """D-kalooki-3 (amended): until ``down`` the melds are seen by their owner only. The others
    see what they saw with the cards still in the owner's hand (hand sizes, zones, melds, notes),
    and a line per meld that names none of its cards; the cards move face down, known to the
    owner only. The owner sees the melds on the table as they are laid."""
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}, stock="KS")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    before = [state.view(s) for s in range(5)]
    events = play(state, "meld 2C 2D 2H", "meld 3C 3D 3H")
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert [e.card for e in moved] == cards("2C 2D 2H 3C 3D 3H")
    assert all(not e.face_up and e.visible_to == frozenset({1}) for e in moved)
    others_see_as_before(state, 1, before)
    v = state.view(0)
    assert len(v.zones["hand1"]) == 10 and "melds1.1" not in v.zones and v.melds[1] == () and v.pending == 0
    assert v.history[-2:] == (Move(1, None), Move(1, None))
    assert all(secret(line, "2C 2D 2H 3C 3D 3H") for line in v.log[-2:])
    own = state.view(1)
    assert own.pending == 2 and own.zones["melds1.2"] == tuple(cards("3C 3D 3H")) and len(own.hand) == 4
    assert own.log[-2:] == ("1: meld 2C 2D 2H", "1: meld 3C 3D 3H")
    assert own.history[-1] == Move(1, Action("meld", tuple(cards("3C 3D 3H"))))


def test_D_kalooki_3_take_back_reveals_nothing() -> None:
    """D-kalooki-3 (amended): ``take back`` returns the melds to the hand at no cost and reveals
    nothing: the others see what they saw before the first meld (the card taken from the discard
    pile is still known to be in the hand, and no other)."""
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H KC KH 9S"}, discard="KD")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw discard")
    before = [state.view(s) for s in range(5)]
    assert before[0].known_in_hand[1] == (card("KD"),)
    play(state, "meld KC KD KH", "meld 2C 2D 2H")
    others_see_as_before(state, 1, before)
    events = state.apply("take back")
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert Counter(e.card for e in moved) == Counter(cards("KC KD KH 2C 2D 2H"))
    assert all(not e.face_up and e.visible_to == frozenset({1}) for e in moved)
    others_see_as_before(state, 1, before)
    own = state.view(1)
    assert Counter(own.hand) == Counter(before[1].hand) and own.pending == 0 and own.melds[1] == ()


def test_D_kalooki_3_down_shows_the_whole_coming_down_to_all() -> None:
    """D-kalooki-3 (amended): the other players see the whole coming-down at ``down``: its cards
    turn face up where they lie, every view shows the melds, and the line of ``down`` names them."""
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}, stock="KS")
    state = GAME.new_match(players=5, deals=[d])
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H")
    events = state.apply("down")
    laid = ["2C 2D 2H", "3C 3D 3H", "4C 4D 4H"]
    shown = [e for e in events if isinstance(e, CardMoved)]
    assert shown == [CardMoved(c, f"melds1.{k}", f"melds1.{k}", True) for k, m in enumerate(laid, 1) for c in cards(m)]
    for s in range(5):
        v = state.view(s)
        assert [v.zones[f"melds1.{k}"] for k in (1, 2, 3)] == [tuple(cards(m)) for m in laid]
        assert len(v.zones["hand1"]) == 1 and v.pending == 0 and v.down[1] and len(v.melds[1]) == 3
        assert v.log[-1] == "1: down with 2C 2D 2H, 3C 3D 3H, 4C 4D 4H"


def test_D_kalooki_3_a_sample_holds_another_seats_pending_melds_as_unknown_cards() -> None:
    """D-kalooki-3 (amended): a state sampled from another seat's view holds the pending melds'
    cards in the owner's hand, unknown but for the card known to be there, and shows that seat
    the same view; sampled from the owner's view it holds the melds as they lie, with the same
    legal actions, and taking them back there leaves what the real take back leaves."""
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H KC KH 9S"}, discard="KD")
    state = GAME.new_match(players=5, deals=[d])
    play(state, "draw discard", "meld KC KD KH", "meld 2C 2D 2H")
    for seat in range(5):
        v = state.view(seat)
        sampled = GAME.sample(v, random.Random(seat))
        assert sampled.view(seat) == v
        if seat != 1:
            assert sampled.pending == 0 and sampled.melds[1] == [] and len(sampled.hands[1]) == 10
            assert card("KD") in sampled.hands[1]
            continue
        assert sampled.pending == 2 and sampled.legal_actions() == state.legal_actions()
        sampled.apply("take back")
    state.apply("take back")
    assert sampled.view(0).known_in_hand == state.view(0).known_in_hand == ((), (card("KD"),), (), (), ())


def test_rule_coming_down_after_it_only_tacking_on_and_no_discard_draw() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S 4S 6S QS 7C 8C 9C TC 2S")])
    play(state, "draw stock", "discard KS", "call", "allow")  # seat 3 takes KS, draws 4S
    play(state, "draw stock", "discard 6S")
    pass_calls(state)
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H", "down")
    assert sorted(texts(state)) == sorted(["tack 4S 3.3", "discard 4S", "discard KS", "discard QS"])
    with pytest.raises(IllegalAction, match="only tack on"):
        state.apply("meld 4S 4S 4S")
    play(state, "tack 4S 3.3", "discard KS")
    assert state.view(0).melds[3][2].cards == tuple(cards("4C 4D 4H 4S"))
    # Seat 3 has come down: it is no longer asked to call (Calling), and must draw from the stock.
    pass_calls(state)
    for _ in range(4):
        state.apply("draw stock")
        state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
        assert 3 not in state.asking
        pass_calls(state)
    assert state.to_act == 3 and texts(state) == ["draw stock"]
    with pytest.raises(IllegalAction, match="must draw from the stock"):
        state.apply("draw discard")
    state.apply("draw stock")
    assert state.hands[3] == cards("QS 2S")
    play(state, "tack 2S 3.1")
    events = play(state, "discard QS")
    record = state.records[-1]
    assert record["out"] == 3 and not record["bent"]
    assert any(isinstance(e, HandEnded) for e in events)


# -- Tacking on and the joker swap (D-kalooki-4) ---------------------------------------------------


def test_rule_tacking_on_threes_and_four_ends() -> None:
    three = make_three(cards("5C 5D JK"))
    assert tack_ends(three, card("5S")) == ("",) and tack_ends(three, JOKER) == ("",)
    assert tack_ends(three, card("6S")) == ()
    four = make_four(cards("5H JK 7H 8H"))
    assert tack_ends(four, card("4H")) == ("low",) and tack_ends(four, card("9H")) == ("high",)
    assert tack_ends(four, card("9S")) == ()
    assert tack_ends(four, JOKER) == ("low", "high")
    assert tack_ends(make_four(cards("JK 6H 7H 8H")), JOKER) == ("high",)
    low_ace = make_four(cards("AH 2H 3H 4H"))
    assert tack_ends(low_ace, JOKER) == ("high",) and tack_ends(low_ace, card("KH")) == ()
    long = make_four(cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"))
    assert tack_ends(long, card("AH")) == ("low", "high")


def test_rule_tacking_on_a_joker_names_the_end() -> None:
    hand = "2C 2D 2H 3C 3D 3H 5H 6H 7H 8H"
    state = match_at(2, deal(2, {2: hand}, stock="JK"))
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 5H 6H 7H 8H", "down")
    assert texts(state) == ["tack JK 2.1", "tack JK 2.2", "tack JK 2.3 low", "tack JK 2.3 high"]
    with pytest.raises(IllegalAction, match="jokers cannot be discarded"):
        state.apply("discard JK")
    with pytest.raises(IllegalAction, match="say where"):
        state.apply("tack JK 2.3")
    events = play(state, "tack JK 2.3 low")
    assert state.records[-1]["out"] == 2 and state.records[-1]["bent"]
    assert CardMoved(JOKER, "hand2", "melds2.3", True) in events


def test_rule_tacking_on_not_before_the_contract() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S 4S 6S QS 2H")])
    play(state, "draw stock", "discard KS", "call", "allow")
    play(state, "draw stock", "discard 6S")
    pass_calls(state)
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H", "down", "discard KS")
    pass_calls(state)
    # Seat 4 has not come down: it may not tack 2H onto seat 3's twos.
    state.apply("draw stock")
    assert state.to_act == 4 and card("2H") in state.hands[4]
    assert not any(a.verb == "tack" for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="until they have laid their contract"):
        state.apply("tack 2H 3.1")


def test_D_kalooki_4_joker_swap_moves_the_joker_to_the_high_end() -> None:
    four = make_four(cards("5H JK 7H 8H"))
    assert swap(four, card("6H")) == Meld(tuple(cards("5H 6H 7H 8H JK")), suit="H", low=5)
    assert swap(four, card("6S")) is None and swap(four, card("9H")) is None
    hand = "2C 2D 2H 3C 3D 3H 5H JK 7H 8H"
    state = match_at(2, deal(2, {2: hand}, stock="6H"))
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H")
    # A joker may stand for a card the hand holds in a four of four cards.
    assert "meld 5H JK 7H 8H" in texts(state) and "meld 5H 6H 7H 8H" in texts(state)
    play(state, "meld 5H JK 7H 8H", "down")
    assert texts(state) == ["swap 6H 2.3", "discard 6H"]
    events = play(state, "swap 6H 2.3")
    assert CardMoved(card("6H"), "hand2", "melds2.3", True) in events
    assert CardMoved(JOKER, "melds2.3", "melds2.3", True) in events
    assert state.records[-1]["out"] == 2


def test_D_kalooki_4_dead_joker_at_the_ace_and_joker_at_the_high_end() -> None:
    assert swap(make_four(cards("TH JK QH KH AH")), card("JH")) is None  # reaches the ace: dead
    assert swap(make_four(cards("5H JK 7H JK")), card("6H")) is None  # a joker at the high end
    assert swap(make_four(cards("5H 6H 7H JK")), card("8H")) == make_four(cards("5H 6H 7H 8H JK"))
    assert swap(make_four(cards("JK 6H 7H 8H")), card("5H")) == make_four(cards("5H 6H 7H 8H JK"))
    hand = "2C 2D 2H 3C 3D 3H JK QH KH AH"
    state = match_at(2, deal(2, {2: hand}, stock="JH"))
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld JK QH KH AH", "down")
    assert texts(state) == ["discard JH"]
    with pytest.raises(IllegalAction, match="jokers are dead"):
        state.apply("swap JH 2.3")
    hand = "2C 2D 2H 3C 3D 3H 5H JK 7H JK"
    state = match_at(2, deal(2, {2: hand}, stock="6H"))
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 5H JK 7H JK", "down")
    assert texts(state) == ["discard 6H"]
    with pytest.raises(IllegalAction, match="high end"):
        state.apply("swap 6H 2.3")


# -- Calling (D-kalooki-5) ---------------------------------------------------------------------------


def test_D_kalooki_5_the_first_card_cannot_be_called_and_the_order_of_asking() -> None:
    state = GAME.new_match(players=5, deals=[deal(1, {1: "KS 6C 7C 8C 9D TD JH QH 2S"}, stock="5S")])
    assert state.phase == "draw" and texts(state) == ["draw stock", "draw discard"]
    play(state, "draw stock", "discard KS")
    # Seat 2 plays next: 3, 4 and 0 are asked in turn, never 2 (the next player) or 1.
    assert state.phase == "call" and state.asking == [3, 4, 0] and state.to_act == 3
    assert texts(state) == ["call", "pass"]
    play(state, "pass", "pass", "pass")
    assert state.to_act == 2 and texts(state) == ["draw stock", "draw discard"]
    state.apply("draw discard")
    assert card("KS") in state.hands[2] and card("KS") in state.view(4).known_in_hand[2]


def test_D_kalooki_5_two_callers_at_once_the_first_in_turn_gets_it() -> None:
    state = GAME.new_match(players=5, deals=[deal(1, {1: "KS 6C 7C 8C 9D TD JH QH 2S"}, stock="5S 7S")])
    play(state, "draw stock", "discard KS", "pass", "call")
    # Seat 4 called first; seat 0 is not asked any more.
    assert state.phase == "allow" and state.caller == 4 and state.to_act == 2
    assert texts(state) == ["allow", "refuse"]
    hand4 = len(state.hands[4])
    events = play(state, "allow")
    assert len(state.hands[4]) == hand4 + 2 and state.calls[4] == 1
    assert card("KS") in state.hands[4] and card("7S") in state.hands[4]
    # The caller's stock card is seen by the caller only.
    extra = [e for e in events if isinstance(e, CardMoved) and e.src == "stock"]
    assert extra == [CardMoved(card("7S"), "stock", "hand4", False, frozenset({4}))]
    assert any("7S" in line for line in state.view(4).log)
    assert not any("7S" in line for line in state.view(0).log)
    assert card("7S") not in state.view(0).known_in_hand[4]
    # The interrupted player must draw from the stock.
    assert state.to_act == 2 and texts(state) == ["draw stock"]
    with pytest.raises(IllegalAction, match="after an allowed call"):
        state.apply("draw discard")


def test_D_kalooki_5_a_refused_call_does_not_count() -> None:
    state = GAME.new_match(players=5, deals=[deal(1, {1: "KS 6C 7C 8C 9D TD JH QH 2S"}, stock="5S")])
    play(state, "draw stock", "discard KS", "call", "refuse")
    assert state.calls == [0] * 5 and card("KS") in state.hands[2]
    assert state.phase == "play" and state.to_act == 2 and len(state.hands[2]) == 10
    assert not any(a.verb == "draw" for a in state.legal_actions())


def test_D_kalooki_5_three_calls_at_most() -> None:
    state = GAME.new_match(players=5, deals=[deal(1, {}, stock="")])
    calls_made = 0
    while calls_made < 3:
        state.apply("draw stock")
        state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
        while state.phase == "call":
            if state.to_act == 4:
                state.apply("call")
                state.apply("allow")
                calls_made += 1
                break
            state.apply("pass")
    assert state.calls[4] == 3 and len(state.hands[4]) == 9 + 6
    for _ in range(6):
        if state.phase == "draw":
            state.apply("draw stock")
        state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
        assert 4 not in state.asking
        pass_calls(state)


def test_D_kalooki_5_a_player_who_is_down_must_allow() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S 4S 6S QS 7C")])
    play(state, "draw stock", "discard KS", "call", "allow")
    play(state, "draw stock", "discard 6S")
    pass_calls(state)
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H", "down", "tack 4S 3.3", "discard KS")
    pass_calls(state)
    for _ in range(3):
        state.apply("draw stock")
        discard_any(state)
    # Seat 2 discards; seat 3 (down) plays next; seat 4 calls: seat 3 may only allow.
    state.apply("draw stock")
    state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
    assert state.turn == 3 and state.asking[0] == 4
    state.apply("call")
    assert texts(state) == ["allow"]
    with pytest.raises(IllegalAction, match="must allow"):
        state.apply("refuse")


def test_D_kalooki_5_the_next_player_starts_clean_after_a_refused_call() -> None:
    """D-kalooki-5, D-kalooki-2: after a discard the turn passes to the next player, and each turn
    starts clean. Seat 3 comes down and discards, seat 0 calls, seat 4 refuses (taking the discard
    as its draw): seat 4 has not come down this turn, neither while asked nor after."""
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S 4S 6S QS")])
    play(state, "draw stock", "discard KS", "call", "allow")  # seat 3 takes KS and 4S
    play(state, "draw stock", "discard 6S")
    pass_calls(state)
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H", "down")
    assert state.view(3).down_this_turn
    play(state, "discard KS")
    assert state.turn == 4 and state.asking[0] == 0
    assert not any(state.view(s).down_this_turn for s in range(5))
    play(state, "call", "refuse")
    assert state.to_act == 4 and state.phase == "play" and not state.down[4]
    assert not any(state.view(s).down_this_turn for s in range(5))


# -- Stock (D-kalooki-6) ---------------------------------------------------------------------------


def test_D_kalooki_6_the_stock_runs_out_twice() -> None:
    state = GAME.new_match(players=5, seed=3, deals=[deal(1, {}, stock="")])
    dealer = state.dealer
    turned = None
    while state.hand_no == 1:
        if state.phase == "call":
            state.apply("pass")
            continue
        if state.phase == "draw":
            if not state.stock and state.stock_runs == 0:
                pile = list(state.discard)
                events = state.apply("draw stock")
                assert state.stock_runs == 1 and state.discard == pile[-1:]
                assert len(state.stock) == len(pile) - 2
                assert Counter(state.reshuffled) == Counter(pile[:-1])
                assert any(isinstance(e, Note) and "D-kalooki-6" in e.text for e in events)
                turned = state.view(0)
                sampled = GAME.sample(turned, random.Random(1))
                assert Counter(sampled.stock) <= Counter(turned.reshuffled)
                assert sampled.view(0) == turned
            else:
                state.apply("draw stock")
            continue
        drawn = state.hands[state.turn][-1]
        state.apply(
            f"discard {drawn}"
            if not drawn.is_joker
            else str(next(a for a in state.legal_actions() if a.verb == "discard"))
        )
    assert turned is not None
    record = state.records[-1]
    assert record["redeal"] and record["out"] is None and record["penalties"] == (0,) * 5
    assert state.scores == [0] * 5 and state.game_index == 0 and state.dealer == dealer
    assert state.hand_no == 2 and state.stock_runs == 0 and len(state.hands[0]) == 9


def draw_and_throw(state: KalookiState) -> None:
    """The player to act draws from the stock and discards the card drawn (another if it is a
    joker); everyone passes."""
    state.apply("draw stock")
    drawn = state.hands[state.turn][-1]
    state.apply(
        f"discard {drawn}" if not drawn.is_joker else next(a for a in state.legal_actions() if a.verb == "discard")
    )
    pass_calls(state)


def empty_stock(state: KalookiState, seat: int = 0) -> None:
    """A position set up by hand, as ``set_scores`` sets scores: the stock's cards go into
    ``seat``'s hand, leaving the stock empty and the discard pile as it is. (No play from a whole
    deal empties the stock while the pile holds one card: nearly every card drawn from the stock
    is followed by a discard.)"""
    state.hands[seat].extend(state.stock)
    state.stock = []


def test_D_kalooki_6_the_stock_runs_out_when_a_player_must_draw_from_it() -> None:
    """D-kalooki-6 (completed): the stock counts as run out when a player must draw from it and it
    is empty. The player who draws its last card plays the turn as usual; the next player may
    still take the discard; the one after who draws from the stock turns the pile over."""
    state = GAME.new_match(players=5, deals=[deal(1, {}, stock="")])
    while len(state.stock) > 1:
        draw_and_throw(state)
    last = state.stock[0]
    events = state.apply("draw stock")
    assert state.stock == [] and state.stock_runs == 0 and state.phase == "play"
    assert state.hands[state.turn][-1] == last and not any(isinstance(e, Note) for e in events)
    state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
    pass_calls(state)
    pile = len(state.discard)
    play(state, "draw discard")
    assert state.stock_runs == 0 and len(state.discard) == pile - 1
    state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
    pass_calls(state)
    pile = list(state.discard)
    events = state.apply("draw stock")
    assert state.stock_runs == 1 and state.discard == pile[-1:] and len(state.stock) == len(pile) - 2
    assert any(isinstance(e, Note) and "D-kalooki-6" in e.text for e in events)


def test_D_kalooki_6_a_run_out_with_nothing_under_the_top_discard_ends_the_deal() -> None:
    """D-kalooki-6 (completed): when the stock runs out and the discard pile holds nothing but its
    top card, there is nothing to turn over: the deal ends with no score, as at a second run-out,
    and the same dealer deals the same contract again; the note says why. So too when the card
    that must be drawn is a caller's extra card (the pile then holds what lay under the call)."""
    for caller in (False, True):
        state = GAME.new_match(players=5, deals=[deal(1), deal(1, seed=1)])
        empty_stock(state)
        if caller:
            play(state, "draw discard", "discard " + str(state.hands[1][0]), "call")
            assert state.caller == 3 and len(state.discard) == 1
            events = state.apply("allow")
        else:
            assert state.discard == [card("KD")]
            events = state.apply("draw stock")
        record = state.records[-1]
        assert record["redeal"] and record["out"] is None and record["penalties"] == (0,) * 5
        assert state.hand_no == 2 and state.game_index == 0 and state.dealer == 0 and state.scores == [0] * 5
        assert state.stock_runs == 0 and len(state.hands[0]) == 9 and state.to_act == 1
        note = next(e.text for e in events if isinstance(e, Note))
        assert "nothing under the top card of the discard pile" in note and "D-kalooki-6" in note
        ended = next(e for e in events if isinstance(e, HandEnded))
        assert "second" not in ended.text and "twice" not in ended.text


# -- Going out and scoring (D-kalooki-2, D-kalooki-7) --------------------------------------------


def test_D_kalooki_7_bending_the_table_doubles_the_penalties() -> None:
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}, stock="KS")
    state = GAME.new_match(players=5, deals=[d])
    hands = [list(h) for h in state.hands]
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H", "down", "discard KS")
    expected = [0 if s == 1 else 2 * sum(penalty(c) for c in hands[s]) for s in range(5)]
    assert state.records[0]["penalties"] == tuple(expected) and state.records[0]["bent"]
    assert state.scores == expected
    assert state.game_index == 1 and state.dealer == 1 and state.to_act == 2


def test_D_kalooki_7_going_out_later_scores_single_penalties() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S 4S 6S QS 7C 8C 9C TC 2S")])
    play(state, "draw stock", "discard KS", "call", "allow", "draw stock", "discard 6S")
    pass_calls(state)
    play(state, "draw stock", "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H", "down", "tack 4S 3.3", "discard KS")
    pass_calls(state)
    for _ in range(4):
        state.apply("draw stock")
        discard_any(state)
    state.apply("draw stock")
    before = [list(h) for h in state.hands]
    play(state, "tack 2S 3.1", "discard QS")
    expected = [0 if s == 3 else sum(penalty(c) for c in before[s]) for s in range(5)]
    assert state.records[0]["penalties"] == tuple(expected) and not state.records[0]["bent"]


def test_D_kalooki_2_going_out_by_laying_every_card() -> None:
    d = deal(1, {1: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}, stock="4S")
    state = GAME.new_match(players=5, deals=[d])
    state.apply("draw stock")
    assert "meld 4C 4D 4H 4S" in texts(state)
    events = play(state, "meld 2C 2D 2H", "meld 3C 3D 3H", "meld 4C 4D 4H 4S", "down")
    assert state.records[0]["out"] == 1 and state.records[0]["bent"]
    assert any(isinstance(e, HandEnded) for e in events)


def test_D_kalooki_2_only_jokers_that_cannot_be_tacked_end_the_turn() -> None:
    hand = "AC 2C 3C JK JK QD KD AD AS 2S 3S JK"
    state = match_at(4, deal(4, {4: hand}, stock="JK"))
    play(state, "draw stock", "meld AC 2C 3C JK", "meld JK QD KD AD", "meld AS 2S 3S JK")
    events = play(state, "down")
    assert state.hands[4] == [JOKER] and state.down[4]
    assert any(isinstance(e, Note) and "without a discard" in e.text for e in events)
    # The turn passed without a discard: seat 0 draws next, nobody was asked to call.
    assert state.to_act == 0 and state.phase == "draw" and state.game_index == 3
    assert state.discard == [card("KD")]


# -- Views and sampling ----------------------------------------------------------------------------


def test_views_hide_hands_and_stock_show_melds_and_every_discard() -> None:
    hands = {1: "KS 6C 7C 8C 9D TD JH QH 2S", 3: "2C 2D 2H 3C 3D 3H 4C 4D 4H"}
    state = GAME.new_match(players=5, deals=[deal(1, hands, stock="5S 4S 6S QS")])
    play(state, "draw stock", "discard KS", "call", "allow", "draw stock", "discard 6S")
    pass_calls(state)
    play(state, "draw stock", "meld 2C 2D 2H")
    v = state.view(0)
    # D-kalooki-3: seat 3's meld is not down yet: seat 0 sees its cards in the hand still.
    assert all(c is None for c in v.zones["hand3"]) and len(v.zones["hand3"]) == 9 + 2 + 1
    assert all(c is None for c in v.zones["stock"])
    assert v.zones["discard"] == (card("6S"), card("KD"))
    assert "melds3.1" not in v.zones and v.pending == 0
    own = state.view(3)
    assert own.zones["melds3.1"] == tuple(cards("2C 2D 2H")) and own.pending == 1 and len(own.hand) == 9
    assert v.hand == tuple(state.hands[0])
    assert pickle.loads(pickle.dumps(v)) == v
    assert v.known_in_hand[3] == (card("KS"),)
    for seat in range(5):
        w = state.view(seat)
        s = GAME.sample(w, random.Random(seat))
        assert s.view(seat) == w
        assert card("KS") in s.hands[3]
        if seat == 3:
            assert s.legal_actions() == state.legal_actions()


def test_explicit_deals_are_checked() -> None:
    d = deal(1)
    d["hand0"] = d["hand0"][:-1]
    with pytest.raises(ValueError, match="hand0"):
        GAME.new_match(players=5, deals=[d])
    d = deal(1)
    d["stock"][0] = "JK"
    with pytest.raises(ValueError, match="not the pack"):
        GAME.new_match(players=5, deals=[d])


def test_actions_round_trip_and_refusals_change_nothing() -> None:
    for t in ["draw stock", "draw discard", "call", "pass", "allow", "refuse", "meld 5H 5S JK", "down",
              "take back", "tack 7H 2.1", "tack JK 2.1 high", "swap 7H 2.1", "discard 7H"]:  # fmt: skip
        assert str(GAME.parse_action(t)) == t
    state = GAME.new_match(players=5, seed=2)
    before = state.view(0), state.scores, state.zone_contents()
    for bad in ["discard JK", "tack 2C 4.9 low", "meld 9C", "down", "take back", "call", "swap AS 0.1"]:
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert (state.view(0), state.scores, state.zone_contents()) == before


# -- The action space --------------------------------------------------------------------------------


def test_can_complete_uses_a_joker_in_a_four_to_free_a_card_for_a_three() -> None:
    """334: 5H 6H 7H 8H 7C JK JK comes down as 5H 6H JK 8H + 7H 7C JK (and a three of twos)."""
    nat, jk = tally(cards("2C 2D 2H 5H 6H 7H 8H 7C JK JK"))
    assert can_complete(nat, jk, 2, 1)
    nat, jk = tally(cards("2C 2D 2H 5H 6H 7H 8H 7C JK"))
    assert not can_complete(nat, jk, 2, 1)


def test_action_space_stays_small() -> None:
    """The largest lists: a hand of one rank in every suit and six jokers offers about 1,750
    threes (the worst case the rules allow); random playouts of a few deals stay far below."""
    nat, jk = tally(cards("5C 5C 5C 5D 5D 5D 5H 5H 5H 5S 5S 5S JK JK JK JK JK JK"))
    worst = len(three_candidates(nat, jk))
    assert 1500 < worst < 2000
    # A whole suit and six jokers make thousands of fours, but leave no room for any contract.
    suit = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK JK JK JK JK JK"
    nat, jk = tally(cards(suit))
    assert len(four_candidates(nat, jk)) == 6201
    for contract, n in SET_OF_DEALS[3:]:  # 19 cards in hand (3 calls and a draw) from game 4 on
        hand = cards(suit) + cards("2C 3D 4S 5C")[: n + 7 - 19]
        assert coming_down_melds(hand, [], (contract.count("3"), contract.count("4"))) == []
    biggest = 0
    for seed in range(2):
        state = GAME.new_match(players=5, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and state.hand_no <= 4:
            legal = state.legal_actions()
            biggest = max(biggest, len(legal))
            state.apply_unchecked(rng.choice(legal))
    assert biggest < 300


def test_seat_notes_say_what_the_plate_does_not() -> None:
    """Issue 25: the plate's note said "0 pts, not down" beside the score and the tally; now it
    says whether the player has come down and how often they called, in words."""
    state = GAME.new_match(players=5, seed=3)
    assert state.view(0).seat_notes == ("not down yet",) * 5
    state.calls[2] = 1
    state.calls[3] = 2
    state.down[4] = True
    notes = state.view(0).seat_notes
    assert notes[2] == "not down yet, called once" and notes[3] == "not down yet, called 2 times"
    assert notes[4] == "has come down" and not any("pts" in n for n in notes)
