"""Clubs: why an action is refused, in the rules' words (the paragraphs of the text and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PASS, Action
from ..phrases import SUITS, phrase
from .facts import (
    LEVELS,
    PLAYERS,
    SUITS_MANY,
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
            return phrase("it is the auction: bid an auction card or pass (¶27), not {action}", action=action)
        if state.last_bid is None:
            return phrase("the holder of the Ten of Spades must open the auction with it (¶27, D-clubs-2)")
        if action == PASS:
            return phrase("you may not pass now")  # pragma: no cover - pass is always legal after the opening
        assert c is not None
        if c not in state.hands[s]:
            return phrase("you do not hold {card}", card=c)
        if not is_auction(c):
            return phrase("{card} is a primary card: only auction cards are bid (¶21)", card=c)
        last = state.last_bid
        if bid_value(c) <= bid_value(last):
            return phrase("a bid must be more valuable than the last bid {card} (¶23, ¶26)", card=last)
        if c.is_joker:
            return phrase("a Joker may be bid only over a King (¶25, D-clubs-3)")
        up = LEVELS[bid_level(last) + 1] if bid_level(last) < 4 else ""
        return phrase(
            "a bid may rise at most one level: over {card} the highest level is {level} (¶24-25, D-clubs-3)",
            card=last,
            level=up,
        )
    if state.phase == "discard":
        ten = state.handicaps[state.handicap_index][1]
        if action.verb != "discard":
            return phrase(
                "resolve the {bid}: discard one of your primary {suits} (¶15-16, D-clubs-5)",
                bid=card_name(ten),
                suits=SUITS_MANY[ten.suit],
            )
        if c not in state.hands[s]:
            return phrase("you do not hold {card}", card=c)
        return phrase(
            "the {bid} discards one primary card of {suit} (¶15-16, ¶31)", bid=card_name(ten), suit=SUITS[ten.suit]
        )
    if state.phase == "give":
        if action.verb != "give":
            return phrase(
                "choose one card of your hand to pass to seat {seat} (¶34, D-clubs-6), not {action}",
                seat=(s + 1) % PLAYERS,
                action=action,
            )
        return phrase("you do not hold {card}", card=c)
    if action.verb != "play":
        return phrase("it is the play: play a card (¶35), not {action}", action=action)
    if c not in state.hands[s]:
        return phrase("you do not hold {card}", card=c)
    led = state.trick[0][1].suit
    return phrase("you must follow suit: you hold {suit} (¶35, ¶37)", suit=SUITS[led])
