"""The basic Clubs player: sound choices in small explicit positions, legal everywhere, and much
stronger than random play. It is given only a view and the legal actions."""

from __future__ import annotations

import random

from ai import arena
from ai.clubs.basic import _features, _handicapped, _mask, apply_handicap, choose, estimate, features, prank, suit_play
from games.cards import card, cards
from games.clubs import GAME, ClubsState
from games.clubs.facts import AUCTION_CARDS, PRIMARY_CARDS

P0 = "9C 8C 7C 6C 9H 8H 7H 9S 8S AD"
P1 = "5C 4C 9D 8D 7D 6D 5D 6H 5H 7S"
P2 = "3C 2C 4D 3D 2D 4H 3H 2H 6S 5S"
CHEST = "AC AH AS 4S 3S 2S"


def deal(a0: str, a1: str, a2: str, p0: str = P0, p1: str = P1, p2: str = P2, chest: str = CHEST) -> dict:
    return {
        "hand0": (a0 + " " + p0).split(),
        "hand1": (a1 + " " + p1).split(),
        "hand2": (a2 + " " + p2).split(),
        "treasure_chest": chest.split(),
    }


SOLO = deal("TS JS QS KS TH JH", "TD JD QD KD TC JC", "QH KH QC KC JK JK")


def new(d: dict) -> ClubsState:
    state = GAME.new_match(players=3, seed=1, deals=[d])
    assert isinstance(state, ClubsState)
    return state


def pick(state: ClubsState) -> str:
    seat = state.to_act
    assert seat is not None
    return str(choose(state.view(seat), state.legal_actions(), random.Random(0)))


def test_suit_play_counts_tricks_against_two_opponents() -> None:
    assert suit_play([9, 8, 7], [6, 5, 4, 3]) == (2, 1)
    assert suit_play([5, 4, 3, 2, 1], [9, 8, 7, 6]) == (0, 3)  # length wins once they are out
    assert suit_play([2], [9]) == (0, 0)


def test_estimate_values_long_high_trumps_over_low_cards() -> None:
    strong = cards("9C 8C 7C 6C 5C 4C 9H 8H 9S 9D AC 2H 3H 2S 3S 2D")
    weak = cards("AC 2C AH 2H 3H 4H AS 2S 3S 4S AD 2D 3D 4D 5D 5S")
    rest = [c for c in PRIMARY_CARDS if c not in strong]
    rest_w = [c for c in PRIMARY_CARDS if c not in weak]
    assert estimate(strong, rest) >= 8
    assert estimate(weak, rest_w) <= 4


def test_apply_handicap_as_the_rules_say() -> None:
    hand = cards("9S 8S 5S AS 2C")
    assert apply_handicap(hand, card("TS")) == cards("9S 8S 5S 2C")  # a Ten: the lowest
    assert apply_handicap(hand, card("JS")) == cards("8S 5S AS 2C")
    assert apply_handicap(hand, card("KS")) == cards("AS 2C")
    assert apply_handicap(hand, card("KD")) == hand


def test_the_auctions_hand_values_on_numbers_are_those_on_cards() -> None:
    """Basic values each bid on a set of cards held as one number (issue 22, speed): the
    handicaps (¶15-19, D-clubs-5) and the hand's value must be those of the cards themselves, for
    every bid, one after another."""
    rng = random.Random(3)
    primary = list(PRIMARY_CARDS)
    bids = [c for c in AUCTION_CARDS]
    for _ in range(3000):
        rng.shuffle(primary)
        hand, opposing = primary[: rng.randint(0, 16)], primary[16:]
        number = _mask(hand)
        for bid in rng.sample(bids, 3):
            hand = apply_handicap(hand, bid)
            number = _handicapped(number, bid)
            assert number == _mask(hand)
            assert _features(number, _mask(opposing)) == features(hand, opposing)
            key = [(c.suit, prank(c)) for c in hand]
            assert features(hand, opposing)[0] == float(
                sum(suit_play([r for s, r in key if s == "C"], [prank(c) for c in opposing if c.suit == "C"]))
            )


def test_auction_strong_hand_bids_weak_hand_passes() -> None:
    # Seat 1 holds seat 0's strong primary cards, seat 2 the weak ones.
    strong = new(deal("TS JS QS KS TH JH", "TD JD QD KD TC JC", "QH KH QC KC JK JK", p0=P1, p1=P0))
    strong.apply("bid TS")
    assert pick(strong).startswith("bid")
    weak = new(deal("TS JS QS KS TH JH", "QH KH QC KC JK JK", "TD JD QD KD TC JC", p0=P0, p1=P2, p2=P1))
    weak.apply("bid TS")
    assert pick(weak) == "pass"


def test_ten_discards_the_lowest_card_of_its_suit() -> None:
    state = new(SOLO)
    for a in ("bid TS", "pass", "pass"):
        state.apply(a)
    assert pick(state) == "discard AS"


def test_pass_before_play_gives_a_low_card_of_a_short_side_suit_never_a_club() -> None:
    state = new(SOLO)
    for a in ("bid TS", "pass", "pass", "discard AS"):
        state.apply(a)
    given = card(pick(state).split()[1])
    assert given.suit != "C"
    assert given in cards("AD")  # seat 0's only diamond: passing it leaves a void to ruff


def play_position() -> ClubsState:
    state = new(SOLO)
    for a in ("bid TS", "pass", "pass", "discard AS", "give AD", "give 5D", "give 2C"):
        state.apply(a)
    return state


def test_play_ducks_with_the_lowest_card_when_the_trick_is_lost() -> None:
    state = play_position()
    state.apply("play 9D")  # seat 1 leads its nine: seat 2 cannot beat it
    assert state.to_act == 2
    assert pick(state) == "play 2D"


def test_play_last_seat_wins_as_cheaply_as_it_can() -> None:
    state = play_position()
    state.apply("play 6H")
    state.apply("play 4H")
    assert pick(state) == "play 7H"  # seat 0: the 7 wins; the 8 and 9 are kept


def test_play_trumps_a_lost_trick_when_void() -> None:
    state = play_position()
    state.apply("play 9D")
    state.apply("play 2D")
    assert pick(state) == "play AC"  # seat 0 has no diamond: the cheapest club (the ace) takes it


# Seat 2 holds the AH and no club; seat 1 the 9C.
ACE = deal(
    "TS JS QS KS TH JH",
    "TD JD QD KD TC JC",
    "QH KH QC KC JK JK",
    p0="5C 8C 7C 6C 7H 6H 5H 9S 8S AD",
    p1="9C 4C 3C 2C 9D 8D 7D 6D 9H 8H",
    p2="5D 4D 3D 2D AH 7S 6S 5S 4S 3S",
    chest="AC 4H 3H 2H AS 2S",
)


def ace_position() -> ClubsState:
    state = new(ACE)
    for a in ("bid TS", "pass", "pass", "discard AS", "give AD", "give 6D", "give 7S"):
        state.apply(a)
    for a in ("play 9D", "play 2D", "play AC"):  # seat 0 trumps and leads next
        state.apply(a)
    return state


def test_play_throws_the_ace_of_hearts_on_a_friends_trick_not_an_opponents() -> None:
    state = ace_position()
    state.apply("play 5C")
    state.apply("play 9C")  # the other defender wins: seat 2, void in clubs, gives it the AH
    assert pick(state) == "play AH"
    state = ace_position()
    state.apply("play 8C")
    state.apply("play 4C")  # the declarer wins: seat 2 keeps the AH
    assert pick(state) not in ("play AH",) and pick(state).startswith("play")


def test_joker_partner_does_not_overtake_its_partners_winning_trick() -> None:
    state = new(deal("TS KS TH JH QH KH", "JS JK TC TD JD QD", "QS JK JC QC KC KD"))
    for a in ("bid TS", "bid JS", "bid QS", "bid KS", "pass", "bid JK", "discard 8S"):
        state.apply(a)
    assert (state.winner, state.partner) == (2, 0)
    for a in ("give AD", "give 9D", "give 2S"):
        state.apply(a)
    state.apply("play 5D")  # the loser leads
    state.apply("play 9D")  # the Joker bidder wins it
    # Seat 0, void in diamonds, could trump: it throws its cheapest card to its partner instead.
    assert pick(state) == "play 2S"


def test_basic_returns_legal_actions_in_random_positions() -> None:
    rng = random.Random(4)
    for m in range(6):
        s = GAME.new_match(players=3, seed=m)
        steps = 0
        while not s.is_over and steps < 600:
            legal = s.legal_actions()
            seat = s.to_act
            assert seat is not None
            a = choose(s.view(seat), legal, rng) if steps % 3 else rng.choice(legal)
            assert a in legal
            s.apply(a)
            steps += 1


def test_basic_beats_random() -> None:
    results = [arena.play_match(t) for t in arena.tasks("clubs", ["basic", "random", "random"], 12, seed=7)]
    wins = sum(1 for r in results for s in r.winners if r.seat_levels[s] == "basic")
    assert all(r.finished for r in results)
    assert wins >= 10


def test_ranked_passes_put_basics_pass_first_and_the_search_weighs_the_best_eight() -> None:
    """¶34: the pass from ten or fifteen cards has more choices than the expert's eight candidates.
    ``ranked`` orders them as basic weighs them, so the search compares basic's eight likeliest
    passes instead of seven others at random; outside the pass it ranks nothing."""
    from ai import expert
    from ai.clubs.basic import ranked
    from ai.speed_probe import positions

    for state in positions("clubs", 8, phase="give"):
        view = state.view(state.to_act)
        legal = state.legal_actions()
        order = ranked(view, legal)
        assert len(order) == len(legal) > expert.candidate_limit("clubs") and set(order) == set(legal)
        assert order[0] == choose(view, legal, random.Random(0))
        chosen, basic = expert.candidates("clubs", view, legal, 7)
        assert legal[basic] == order[0]
        assert {legal[i] for i in chosen} == set(order[: expert.candidate_limit("clubs")])
    state = positions("clubs", 1, phase="play")[0]
    assert ranked(state.view(state.to_act), state.legal_actions()) == []
