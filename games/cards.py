"""Cards: immutable values with a two-letter text form.

Ranks are ``2 3 4 5 6 7 8 9 T J Q K A``, suits ``C D H S``; ``QH`` is the Queen of Hearts.
Jokers are ``RJ`` (red), ``BJ`` (black), or ``JK`` where a game does not tell them apart.

>>> parse_card("QH")
Card(rank=12, suit='H')
>>> str(parse_card("TS")), str(RED_JOKER), str(JOKER)
('TS', 'RJ', 'JK')
>>> len(standard_pack()), len(standard_pack(jokers=2)), len(standard_pack(packs=3, jokers=6))
(52, 54, 162)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

RANKS = "23456789TJQKA"
SUITS = "CDHS"
SUIT_NAMES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
RED_SUITS = frozenset("DH")
JOKER_RANK = 0
# A joker's "suit" letter tells the kind: R red, B black, J alike (the text form JK).
JOKER_KINDS = {"R": "RJ", "B": "BJ", "J": "JK"}
_JOKER_TEXT_TO_KIND = {v: k for k, v in JOKER_KINDS.items()}


class Card(NamedTuple):
    """A card. ``rank`` is 2..14 (ace 14), 0 for a joker; ``suit`` is C D H S, or R/B/J for jokers."""

    rank: int
    suit: str

    def __str__(self) -> str:
        if self.rank == JOKER_RANK:
            return JOKER_KINDS[self.suit]
        return RANKS[self.rank - 2] + self.suit

    def __repr__(self) -> str:
        return f"Card(rank={self.rank}, suit={self.suit!r})"

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def is_red(self) -> bool:
        """Red suits, and the red joker."""
        return self.suit in RED_SUITS or self.suit == "R"

    @property
    def rank_char(self) -> str:
        return "J" if self.is_joker else RANKS[self.rank - 2]


class CardSyntaxError(ValueError):
    """A card text that names no card."""


def _build_table() -> dict[str, Card]:
    table = {r + s: Card(i + 2, s) for i, r in enumerate(RANKS) for s in SUITS}
    for kind, text in JOKER_KINDS.items():
        table[text] = Card(JOKER_RANK, kind)
    return table


_CARDS = _build_table()
RED_JOKER = _CARDS["RJ"]
BLACK_JOKER = _CARDS["BJ"]
JOKER = _CARDS["JK"]


def parse_card(text: str) -> Card:
    """The card named by ``text`` (``QH``, ``TS``, ``RJ``, ``BJ``, ``JK``); ``10`` is accepted for ``T``."""
    key = text.strip().upper()
    if key.startswith("10") and len(key) == 3:
        key = "T" + key[2]
    card = _CARDS.get(key)
    if card is None:
        raise CardSyntaxError(f"bad card text {text!r}: expected rank 2-9 T J Q K A then suit C D H S, or RJ BJ JK")
    return card


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [parse_card(t) for t in texts]


def card(text: str) -> Card:
    """Short alias of :func:`parse_card` for tests and docs."""
    return parse_card(text)


def cards(text: str) -> list[Card]:
    """``cards("QH TS")`` -> the two cards."""
    return [parse_card(t) for t in text.split()]


def cards_text(cs: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cs)


def standard_pack(
    packs: int = 1,
    jokers: int = 0,
    joker_kinds: Sequence[str] = ("J",),
    ranks: Iterable[int] = range(2, 15),
) -> list[Card]:
    """``packs`` copies of the suits x ``ranks`` cards, plus ``jokers`` jokers of ``joker_kinds`` in turn."""
    rank_list = list(ranks)
    pack = [Card(r, s) for _ in range(packs) for s in SUITS for r in rank_list]
    pack.extend(Card(JOKER_RANK, joker_kinds[i % len(joker_kinds)]) for i in range(jokers))
    return pack


def shuffled(pack: Sequence[Card], rng: random.Random) -> list[Card]:
    out = list(pack)
    rng.shuffle(out)
    return out


def sort_key(c: Card, trump: str | None = None) -> tuple[int, int]:
    """A display order: suits in the order S H C D (colours alternate), trump first, rank ascending."""
    order = {"S": 1, "H": 2, "C": 3, "D": 4}
    if c.is_joker:
        return (5, {"B": 0, "J": 1, "R": 2}[c.suit])
    s = order[c.suit]
    if trump is not None and c.suit == trump:
        s = 0
    return (s, c.rank)
