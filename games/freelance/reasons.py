"""Freelance: why an action is refused, in the rules' words (the numbered rules and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PASS, Action
from ..cards import SUIT_NAMES, Card
from ..core import State
from .facts import LAG_LIMIT

if TYPE_CHECKING:
    from .rules import FreelanceState


def why_illegal(state: FreelanceState, action: Action) -> str:
    s = state.turn
    assert s is not None
    if state.phase == "auction":
        if action.verb != "bid" and action != PASS:
            return f"it is the auction: bid a number of tokens or pass (rule 19), not {action}"
        if action.verb == "bid":
            n = action.number
            if n <= 0:
                return "a bid must be greater than 0 (rule 19a-i)"
            if n <= state.leading_bid:
                return f"a bid must be greater than the leading bid of {state.leading_bid} (rule 19a-ii)"
            return f"you have only {state.tokens[s]} tokens (rule 19a-iii)"
    if state.phase == "swap":
        if action.verb == "swap":
            return f"you do not hold {action.args[0]}"
        return "you won the bidding round: swap one of your cards for the face-up card, or decline (rule 23)"
    if state.phase == "declaration":
        if action.verb != "state" and action != PASS:
            return f"it is the declaration: make a statement (number and trump) or pass (rule 28), not {action}"
        if action.verb == "state":
            n, trump = action.number, str(action.args[1])
            if state.first_trump[s] is not None and trump != state.first_trump[s]:
                return f"your trump must stay {state.first_trump[s]}, as in your first statement (rule 30)"
            if not 0 < n < 14:
                return "a statement's number must be from 1 to 13 (rule 31)"
            lead = state.leading_statement
            if lead is not None and n < lead[0]:
                return f"a statement must be no less than the leading statement {lead[0]} (rule 32)"
            if lead is not None and n == lead[0]:
                return (
                    f"to equal the leading statement {lead[0]} you need more tokens left than its maker "
                    f"({state.tokens[s]} against {state.tokens[lead[2]]}) (rule 33, D-freelance-4)"
                )
            lag = max(state._scores) - state._scores[s]
            return f"your lag {lag} plus {n} would exceed {LAG_LIMIT} (rule 35)"
    if state.phase == "campaign":
        if action.verb != "play":
            return f"it is the campaign: play a card, not {action}"
        c = action.args[0]
        if not isinstance(c, Card) or c not in state.hands[s]:
            return f"you do not hold {c}"
        led = state.trick[0][1].suit
        return f"you must follow suit: you hold {SUIT_NAMES[led]} (rule 44)"
    return State.why_illegal(state, action)
