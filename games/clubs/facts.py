"""Clubs: the game's static facts (constants, options, card values)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from .. import tricks
from ..cards import SUIT_NAMES, Card, parse_card, standard_pack
from ..phrases import CardName, phrase

PLAYERS = 3


SEATS = (0, 1, 2)


ALL_SEATS = frozenset(SEATS)


JOKER = parse_card("JK")


TEN_OF_SPADES = parse_card("TS")


BID_SUIT_ORDER = "SHDC"  # ¶25: within a level, Clubs most valuable, Spades least


AUCTION_PER_HAND = 6  # ¶8


PRIMARY_PER_HAND = 10  # ¶9


CHEST_SIZE = 6  # ¶9


TRICKS = 10  # ¶39


CONTRACT = 7  # ¶5, ¶41


TARGET = 250  # ¶47, D-clubs-10


TRUMP = "C"  # ¶14


ACE_OF_HEARTS = parse_card("AH")


LEVEL_NAMES = ("Ten", "Jack", "Queen", "King", "Joker")


PLURAL = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


AUCTION_KIND = "A"  # kind of an ``out`` slot holding an auction card (else the suit letter)


def is_auction(c: Card) -> bool:
    """¶8: the jokers, kings, queens, jacks and tens are the auction cards."""
    return c.is_joker or 10 <= c.rank <= 13


def primary_rank(c: Card) -> int:
    """¶11-13: the ace is the lowest primary card (1), the nine the highest (9)."""
    return 1 if c.rank == 14 else c.rank


def bid_level(c: Card) -> int:
    """D-clubs-3: Ten 0, Jack 1, Queen 2, King 3, Joker 4."""
    return 4 if c.is_joker else c.rank - 10


def bid_value(c: Card) -> int:
    """¶26: the order of all auction cards, 10S lowest (0) to the Joker highest (16)."""
    return 16 if c.is_joker else (c.rank - 10) * 4 + BID_SUIT_ORDER.index(c.suit)


def beats(c: Card, best: Card) -> bool:
    """¶36-37: ``c`` beats the trick's best card so far (a higher card of its suit, or a trump)."""
    return tricks.beats(c, best, TRUMP, primary_rank)


def of_suit(suit: str) -> Callable[[Card], bool]:
    """A test for the primary cards of ``suit``."""
    return lambda c: c.suit == suit and not is_auction(c)


def card_name(c: Card) -> str:
    if c.is_joker:
        return CardName("Joker", c)
    return CardName(f"{LEVEL_NAMES[bid_level(c)]} of {SUIT_NAMES[c.suit]}", c) if is_auction(c) else str(c)


# The levels of the auction cards as a refusal names them ("the highest level is Queen").
LEVELS = (
    phrase("Ten", note="a level of the auction cards"),
    phrase("Jack", note="a level of the auction cards"),
    phrase("Queen", note="a level of the auction cards"),
    phrase("King", note="a level of the auction cards"),
    phrase("Joker", note="a level of the auction cards"),
)
# The suits in the handicaps' notes ("no primary clubs", "the highest club"), translatable.
SUITS_MANY = {
    "C": phrase("clubs", note="primary cards of a suit"),
    "D": phrase("diamonds", note="primary cards of a suit"),
    "H": phrase("hearts", note="primary cards of a suit"),
    "S": phrase("spades", note="primary cards of a suit"),
}
SUITS_ONE = {
    "C": phrase("club", note="one card of a suit"),
    "D": phrase("diamond", note="one card of a suit"),
    "H": phrase("heart", note="one card of a suit"),
    "S": phrase("spade", note="one card of a suit"),
}


def _pack() -> list[Card]:
    return list(PACK)


PACK: tuple[Card, ...] = tuple(standard_pack(jokers=2))


PACK_COUNTS = Counter(PACK)


AUCTION_CARDS = tuple(dict.fromkeys(c for c in PACK if is_auction(c)))


PRIMARY_CARDS = tuple(c for c in PACK if not is_auction(c))


@dataclass(frozen=True)
class ClubsOptions:
    """Clubs has no rule variations: the text and rulings D-clubs-1..11 are played as they stand."""


OutSlot = tuple[Card, int, str, bool]  # card, owner, kind, face known to all
