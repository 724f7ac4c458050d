"""The shared counting and trick-play helpers of the basic players (ai/cards_seen.py)."""

from __future__ import annotations

import doctest

import games
from ai import cards_seen
from ai.cards_seen import (
    beats,
    cheapest,
    cheapest_discard,
    is_master,
    lowest_winner,
    played_cards,
    trick_winner,
    unseen_cards,
    visible_cards,
    winners_among,
)
from games.cards import card, cards, standard_pack


def test_doctests() -> None:
    assert doctest.testmod(cards_seen).failed == 0


def test_trick_winner_highest_of_the_suit_led_or_highest_trump() -> None:
    assert trick_winner(cards("9H KH 2H"), trump=None) == 1
    assert trick_winner(cards("9H AS KH"), trump=None) == 2  # an off-suit card never wins at no trump
    assert trick_winner(cards("9H 2S KH"), trump="S") == 1  # a trump beats the suit led
    assert trick_winner(cards("9H 2S 3S"), trump="S") == 2  # the higher trump
    assert trick_winner(cards("9H"), trump="S") == 0


def test_beats_and_winners_among() -> None:
    assert beats(card("2S"), card("AH"), "S") and not beats(card("AS"), card("AH"), None)
    assert winners_among(cards("QH 2H 3S AD"), cards("9H JH"), trump="S") == cards("QH 3S")
    assert winners_among(cards("QH 2H"), [], trump=None) == cards("QH 2H")


def test_lowest_winner_prefers_a_plain_card_to_a_trump() -> None:
    assert lowest_winner(cards("AH KH 2S"), cards("QH"), trump="S") == card("KH")
    assert lowest_winner(cards("2H 3H"), cards("QH"), trump="S") is None


def test_cheapest_and_cheapest_discard_keep_masters_and_trumps() -> None:
    assert cheapest(cards("2S 3H 9D"), trump="S") == card("3H")
    unseen = cards("KH QD KC")  # AH is a master; 5D and 4C are not
    hand = cards("AH 4C 5D 2S")
    assert cheapest_discard(hand, trump="S", unseen=unseen) == card("4C")
    assert cheapest_discard(cards("AH 2S"), trump="S", unseen=unseen) == card("AH")  # a master before a trump
    assert cheapest_discard(hand, trump="S", unseen=unseen, keep=lambda c: c.suit == "C") == card("5D")


def test_is_master_counts_only_unseen_cards() -> None:
    assert is_master(card("QS"), cards("JS 2H AD"))
    assert not is_master(card("QS"), cards("KS"))


def test_counting_from_a_view() -> None:
    """A Freelance campaign: the log's plays, the visible zones, and what is left unseen."""
    game = games.get("freelance")
    pack = [str(c) for c in standard_pack()]
    d = {"hand0": pack[0:13], "hand1": pack[13:26], "hand2": pack[26:39], "freelance_deck": pack[39:52]}
    state = game.new_match(players=3, seed=0, deals=[d])
    for _ in range(39):
        state.apply("pass")
    state.apply("state 1 NT")
    state.apply("pass")
    state.apply("pass")
    first = state.legal_actions()[0]
    state.apply(first)
    view = state.view(1)
    assert played_cards(view) == [(0, first.card)]
    seen = visible_cards(view)
    assert all(seen[c] == 1 for c in view.hand) and seen[first.card] == 1
    unseen = unseen_cards(view, standard_pack(), known=view.discards_seen)  # type: ignore[attr-defined]
    # Seat 1 sees its 13 cards, the 13 discards and the card played: 25 cards are hidden from it.
    assert sum(unseen.values()) == 52 - 13 - 13 - 1
    assert set(unseen) == {c for c in standard_pack() if str(c) in pack[0:13] + pack[26:39]} - {first.card}
