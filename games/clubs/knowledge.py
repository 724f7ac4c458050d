"""Clubs: what each seat may know of the cards it cannot see, as the hand goes on.

For each seat, every card it has not seen maps to the places it may be (another hand, the
treasure chest, a seat's discards). The deal (¶8-9), the opening Ten of Spades (¶27), the
handicaps' hidden moves (¶15-19) and the voids shown in play narrow it; a sampled state deals
the hidden cards within it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cards import Card
from .facts import (
    AUCTION_CARDS,
    AUCTION_KIND,
    PRIMARY_CARDS,
    SEATS,
    TEN_OF_SPADES,
)

if TYPE_CHECKING:
    from .rules import ClubsState


def initial_knowledge(opener: int | None) -> list[dict[Card, frozenset[str]]]:
    """After the deal (¶8-9): each seat knows its hand; the rest may be in the other hands
    (auction cards), or the other hands and the chest (primary cards). The Ten of Spades is
    known to be with ``opener``, the seat who must open (¶27)."""
    poss: list[dict[Card, frozenset[str]]] = []
    for o in SEATS:
        others = frozenset(f"hand{s}" for s in SEATS if s != o)
        with_chest = others | {"treasure_chest"}
        p = dict.fromkeys(AUCTION_CARDS, others)
        p.update(dict.fromkeys(PRIMARY_CARDS, with_chest))
        if opener is not None and opener != o:
            p[TEN_OF_SPADES] = frozenset({f"hand{opener}"})
        poss.append(p)
    return poss


def hidden_move(
    poss: list[dict[Card, frozenset[str]]],
    seat: int,
    dest: str,
    pred: Callable[[Card], bool],
    void_after: bool,
    seen: frozenset[int],
) -> None:
    """Seat ``seat`` moved cards matching ``pred`` from its hand to ``dest``, unseen by the
    seats outside ``seen``: for them, any such card that was maybe in that hand may now be in
    ``dest``; with ``void_after`` the hand is proved to hold no more such cards."""
    src = f"hand{seat}"
    for o in SEATS:
        if o in seen:
            continue
        p = poss[o]
        for c, places in p.items():
            if src in places and pred(c):
                new = places | {dest}
                p[c] = new - {src} if void_after else new


def prove_void(poss: list[dict[Card, frozenset[str]]], seat: int, pred: Callable[[Card], bool]) -> None:
    """Everyone learns that ``seat`` holds no card matching ``pred``."""
    src = f"hand{seat}"
    for o in SEATS:
        if o == seat:
            continue
        p = poss[o]
        for c, places in p.items():
            if src in places and pred(c):
                p[c] = places - {src}


def minimal_knowledge(state: ClubsState, o: int) -> dict[Card, frozenset[str]]:
    """What seat ``o`` surely may assume of the cards it cannot see, from public facts only
    (the kind of each place and the voids shown in play): used for the other seats of a sampled state."""
    hands = [s for s in SEATS if s != o]
    out_places = {
        kind: frozenset(f"out{owner}" for _, owner, k, public in state.out if k == kind and not public and owner != o)
        for kind in (AUCTION_KIND, "C", "D", "H", "S")
    }
    in_auction = state.phase == "auction"
    chest = frozenset({"treasure_chest"}) if state.chest else frozenset()
    by_suit = {
        suit: frozenset(f"hand{s}" for s in hands if suit not in state.voids[s]) | out_places[suit] | chest
        for suit in "CDHS"
    }
    auction_places = frozenset(f"hand{s}" for s in hands) if in_auction else out_places[AUCTION_KIND]
    p: dict[Card, frozenset[str]] = dict.fromkeys(AUCTION_CARDS, auction_places)
    for c in PRIMARY_CARDS:
        p[c] = by_suit[c.suit]
    if in_auction and state.last_bid is None and state.turn is not None:
        p[TEN_OF_SPADES] = frozenset({f"hand{state.turn}"})
    return p
