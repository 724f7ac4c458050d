"""Clubs: why an action is refused, in the rules' words (the paragraphs of the text and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PASS, Action
from ..cards import SUIT_NAMES
from .facts import (
    LEVEL_NAMES,
    PLAYERS,
    PLURAL,
    bid_level,
    bid_value,
    card_name,
    is_auction,
)

if TYPE_CHECKING:
    from .rules import ClubsState


def why_illegal(state: ClubsState, action: Action) -> str:
    s = state.turn
    assert s is not None
    c = action.card
    if state.phase == "auction":
        if action.verb != "bid" and action != PASS:
            return f"it is the auction: bid an auction card or pass (¶27), not {action}"
        if state.last_bid is None:
            return "the holder of the Ten of Spades must open the auction with it (¶27, D-clubs-2)"
        if action == PASS:
            return "you may not pass now"  # pragma: no cover - pass is always legal after the opening
        assert c is not None
        if c not in state.hands[s]:
            return f"you do not hold {c}"
        if not is_auction(c):
            return f"{c} is a primary card: only auction cards are bid (¶21)"
        last = state.last_bid
        if bid_value(c) <= bid_value(last):
            return f"a bid must be more valuable than the last bid {last} (¶23, ¶26)"
        if c.is_joker:
            return "a Joker may be bid only over a King (¶25, D-clubs-3)"
        up = LEVEL_NAMES[bid_level(last) + 1] if bid_level(last) < 4 else ""
        return f"a bid may rise at most one level: over {last} the highest level is {up} (¶24-25, D-clubs-3)"
    if state.phase == "discard":
        ten = state.handicaps[state.handicap_index][1]
        if action.verb != "discard":
            return f"resolve the {card_name(ten)}: discard one of your primary {PLURAL[ten.suit]} (¶15-16, D-clubs-5)"
        if c not in state.hands[s]:
            return f"you do not hold {c}"
        return f"the {card_name(ten)} discards one primary card of {SUIT_NAMES[ten.suit]} (¶15-16, ¶31)"
    if state.phase == "give":
        if action.verb != "give":
            return f"choose one card of your hand to pass to seat {(s + 1) % PLAYERS} (¶34, D-clubs-6), not {action}"
        return f"you do not hold {c}"
    if action.verb != "play":
        return f"it is the play: play a card (¶35), not {action}"
    if c not in state.hands[s]:
        return f"you do not hold {c}"
    led = state.trick[0][1].suit
    return f"you must follow suit: you hold {SUIT_NAMES[led]} (¶35, ¶37)"
