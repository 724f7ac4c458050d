"""Freelance: why an action is refused, in the rules' words (the numbered rules and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PASS, Action
from ..cards import Card
from ..core import State
from ..phrases import SUITS, phrase
from .facts import LAG_LIMIT

if TYPE_CHECKING:
    from .rules import FreelanceState


def why_illegal(state: FreelanceState, action: Action) -> str:
    s = state.turn
    assert s is not None
    if state.phase == "auction":
        if action.verb != "bid" and action != PASS:
            return phrase("it is the auction: bid a number of tokens or pass (rule 19), not {action}", action=action)
        if action.verb == "bid":
            n = action.number
            if n <= 0:
                return phrase("a bid must be greater than 0 (rule 19a-i)")
            if n <= state.leading_bid:
                return phrase(
                    "a bid must be greater than the leading bid of {bid} (rule 19a-ii)", bid=state.leading_bid
                )
            return phrase("you have only {tokens} tokens (rule 19a-iii)", tokens=state.tokens[s])
    if state.phase == "swap":
        if action.verb == "swap":
            return phrase("you do not hold {card}", card=action.args[0])
        return phrase("you won the bidding round: swap one of your cards for the face-up card, or decline (rule 23)")
    if state.phase == "declaration":
        if action.verb != "state" and action != PASS:
            return phrase(
                "it is the declaration: make a statement (number and trump) or pass (rule 28), not {action}",
                action=action,
            )
        if action.verb == "state":
            n, trump = action.number, str(action.args[1])
            if state.first_trump[s] is not None and trump != state.first_trump[s]:
                return phrase(
                    "your trump must stay {trump}, as in your first statement (rule 30)", trump=state.first_trump[s]
                )
            if not 0 < n < 14:
                return phrase("a statement's number must be from 1 to 13 (rule 31)")
            lead = state.leading_statement
            if lead is not None and n < lead[0]:
                return phrase(
                    "a statement must be no less than the leading statement {number} (rule 32)", number=lead[0]
                )
            if lead is not None and n == lead[0]:
                return phrase(
                    "to equal the leading statement {number} you need more tokens left than its maker "
                    "({tokens} against {maker}) (rule 33, D-freelance-4)",
                    number=lead[0],
                    tokens=state.tokens[s],
                    maker=state.tokens[lead[2]],
                )
            lag = max(state._scores) - state._scores[s]
            return phrase(
                "your lag {lag} plus {number} would exceed {limit} (rule 35)", lag=lag, number=n, limit=LAG_LIMIT
            )
    if state.phase == "campaign":
        if action.verb != "play":
            return phrase("it is the campaign: play a card, not {action}", action=action)
        c = action.args[0]
        if not isinstance(c, Card) or c not in state.hands[s]:
            return phrase("you do not hold {card}", card=c)
        led = state.trick[0][1].suit
        return phrase("you must follow suit: you hold {suit} (rule 44)", suit=SUITS[led])
    return State.why_illegal(state, action)
