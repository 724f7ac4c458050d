"""Two Way Street: why an action is refused, in the rules' words (the numbered rules and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..cards import SUIT_NAMES
from .facts import (
    COLOUR_SUITS,
    DIRECTIONS,
    EXCHANGE,
    MAX_STRENGTH,
)

if TYPE_CHECKING:
    from .rules import TwoWayStreetState


def why_illegal(state: TwoWayStreetState, action: Action) -> str:
    s = state.turn
    assert s is not None
    if state.phase == "declare":
        return f"it is your declaration: declare high or declare low (rule 2b), not {action}"
    if state.phase == "bid":
        if action.verb == "bid" and action.words and action.words[0] in DIRECTIONS:
            return f"a duel bid's strength is from 1 to {MAX_STRENGTH} (D-tws-6), not {action.number}"
        return f"it is the duel's bidding: bid high or low with a strength 1 to {MAX_STRENGTH} (D-tws-6)"
    if state.phase == "exchange":
        if action.verb == "bury" and action.card is not None:
            return f"you do not hold {action.card}"
        left = EXCHANGE - state.buried_now
        return f"it is your exchange: bury {left} more card(s) from your hand at the bottom of the deck (rule 2b)"
    if action.verb != "play" or action.card is None:
        return f"it is the play: play a card (rule 2c), not {action}"
    c = action.card
    if c not in state.hands[s]:
        return f"you do not hold {c}"
    if action.words:
        if c.is_joker and state.trick and state.led_suit is None and state.jokers_differ:
            lead = state.trick[0][1]
            if c.suit == lead.suit:
                held = [x for x in COLOUR_SUITS[lead.suit] if any(h.suit == x for h in state.hands[s])]
                names = " or ".join(SUIT_NAMES[x] for x in held) or "none"
                return f"you may choose only a suit of the led joker's colour that you hold: {names} (rule 2c footnote)"
        return (
            f"name the suit with a joker only when it is how you choose the suit led after a joker "
            f"lead (rule 2c footnote); play {c} without a suit"
        )
    if state.led_suit is not None:
        jok = "a joker of its colour" if state.jokers_differ else "a joker"
        return f"you hold {SUIT_NAMES[state.led_suit]}: play one, or {jok} (rule 2c)"
    lead = state.trick[0][1]
    suits = COLOUR_SUITS[lead.suit]
    names = " or ".join(SUIT_NAMES[x] for x in suits)
    return (
        f"a joker was led and you hold {names}: you must choose the suit led by playing one of them (rule 2c footnote)"
    )
