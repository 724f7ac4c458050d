"""Two Way Street: the game's static facts (constants, options, card values)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..cards import Card, standard_pack
from ..core import option
from ..phrases import phrase

HAND_SIZE = 10


TRICKS = 10


DEAL_ROUNDS = (1, 2, 3, 4)  # rule 2a


EXCHANGE = 2  # rule 2b


MAX_STRENGTH = 5  # D-tws-6


# D-tws-5: the N of a low player's raw score N - tricks, by the number of players.
LOW_BASE = {3: 8, 4: 6, 5: 5, 6: 4, 7: 3, 8: 3}


COLOUR_SUITS = {"R": ("D", "H"), "B": ("C", "S")}


SUIT_COLOUR = {"D": "R", "H": "R", "C": "B", "S": "B"}


DIRECTIONS = ("high", "low")
# The directions as the notes say them ("seat 1 is forced low"), translatable.
WAYS = {
    "high": phrase("high", note="a direction, in the rules' words"),
    "low": phrase("low", note="a direction, in the rules' words"),
}


MAX_TARGET = 1000  # a match to more than this would outlast any sitting (and its numbers any sheet)


@dataclass(frozen=True)
class TwoWayStreetOptions:
    target: int = option(
        25,
        phrase("The match ends after the hand in which someone reaches this total (D-tws-5)."),
        phrase("Target", note="a rule option"),
    )
    jokers: int = option(
        2,
        phrase("Jokers in the single pack of 2 to 4 players: 0, 1 or 2 (D-tws-1). Two are red and black; one is JK."),
        phrase("Jokers", note="a rule option"),
    )
    alike_jokers: bool = option(
        False,
        phrase(
            "The jokers cannot be told apart (JK): any joker may follow suit and a led joker may stand for any "
            "suit (rule 2c)."
        ),
        phrase("Alike jokers", note="a rule option"),
    )
    two_packs: bool = option(
        False,
        phrase("Five players play with two packs and their jokers (D-tws-1)."),
        phrase("Two packs", note="a rule option"),
    )

    def check(self) -> None:
        if not 0 <= self.jokers <= 2:
            raise ValueError(phrase("option 'jokers' must be 0, 1 or 2, got {jokers}", jokers=self.jokers))
        if not 1 <= self.target <= MAX_TARGET:
            raise ValueError(
                phrase("option 'target' must be from 1 to {most}, got {target}", most=MAX_TARGET, target=self.target)
            )


def penalty(raw: Sequence[int]) -> tuple[int, int | None]:
    """D-tws-5: the penalty P for the raw scores, and the tied score of case 4 (else None).

    >>> penalty([5, 5, 3]), penalty([5, 3, 3]), penalty([5, 5, 5]), penalty([6, 4, 4, 1])
    ((3, None), (3, 3), (5, None), (1, None))
    """
    s = sorted(raw, reverse=True)
    if s[1] > s[2]:
        return s[2], None  # case 1
    if s[0] == s[1]:
        below = [x for x in s if x < s[0]]  # case 2: the tie includes first place
        return (below[0] if below else s[0]), None
    if len(s) > 3 and s[3] < s[2]:
        return s[3], None  # case 3
    return s[1], s[1]  # case 4


def hand_scores(raw: Sequence[int], forced: Sequence[bool]) -> tuple[int, list[int], list[int]]:
    """D-tws-5: (penalty, refined scores, hand scores) for raw scores and who was forced."""
    p, tie = penalty(raw)
    refined = [max(0, r - p) for r in raw]
    final = [x * (3 if f else 2) for x, f in zip(refined, forced, strict=True)]
    if tie is not None:
        for s, r in enumerate(raw):
            if r == tie and forced[s]:
                final[s] = 1
    return p, refined, final


def pack_for(players: int, options: TwoWayStreetOptions) -> list[Card]:
    """D-tws-1: 2-4 players one pack with 0-2 jokers; 5 one pack and 2 jokers (or two packs);
    6-8 two packs with their jokers (a new list of the cards, in the standard order)."""
    return list(_pack(players, options))


# Every deal, every sampled deal and every state made asks for its pack: made once per kind.
@lru_cache(maxsize=64)
def _pack(players: int, options: TwoWayStreetOptions) -> tuple[Card, ...]:
    kinds = ("J",) if options.alike_jokers else ("R", "B")
    if players >= 6 or (players == 5 and options.two_packs):
        return tuple(standard_pack(packs=2, jokers=4, joker_kinds=kinds))
    if players == 5:
        return tuple(standard_pack(jokers=2, joker_kinds=kinds))
    if options.jokers == 1:
        return tuple(standard_pack(jokers=1, joker_kinds=("J",)))
    return tuple(standard_pack(jokers=options.jokers, joker_kinds=kinds))


@lru_cache(maxsize=64)
def jokers_differ(players: int, options: TwoWayStreetOptions) -> bool:
    """True when the pack holds jokers of two kinds (red and black), rule 2c."""
    return len({c.suit for c in _pack(players, options) if c.is_joker}) == 2


# -- the playouts' commonest values, made once ---------------------------------------------------
