"""Two Way Street: why an action is refused, in the rules' words (the numbered rules and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..phrases import SUITS, Phrase, phrase
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
        return phrase("it is your declaration: declare high or declare low (rule 2b), not {action}", action=action)
    if state.phase == "bid":
        if action.verb == "bid" and action.words and action.words[0] in DIRECTIONS:
            return phrase(
                "a duel bid's strength is from 1 to {most} (D-tws-6), not {number}",
                most=MAX_STRENGTH,
                number=action.number,
            )
        return phrase(
            "it is the duel's bidding: bid high or low with a strength 1 to {most} (D-tws-6)", most=MAX_STRENGTH
        )
    if state.phase == "exchange":
        if action.verb == "bury" and action.card is not None:
            return phrase("you do not hold {card}", card=action.card)
        left = EXCHANGE - state.buried_now
        return phrase(
            "it is your exchange: bury %n more card(s) from your hand at the bottom of the deck (rule 2b)", n=left
        )
    if action.verb != "play" or action.card is None:
        return phrase("it is the play: play a card (rule 2c), not {action}", action=action)
    c = action.card
    if c not in state.hands[s]:
        return phrase("you do not hold {card}", card=c)
    if action.words:
        if c.is_joker and state.trick and state.led_suit is None and state.jokers_differ:
            lead = state.trick[0][1]
            if c.suit == lead.suit:
                held = [x for x in COLOUR_SUITS[lead.suit] if any(h.suit == x for h in state.hands[s])]
                names = _either([SUITS[x] for x in held]) if held else phrase("none", note="no suit")
                return phrase(
                    "you may choose only a suit of the led joker's colour that you hold: {suits} (rule 2c footnote)",
                    suits=names,
                )
        return phrase(
            "name the suit with a joker only when it is how you choose the suit led after a joker "
            "lead (rule 2c footnote); play {card} without a suit",
            card=c,
        )
    if state.led_suit is not None:
        if state.jokers_differ:
            return phrase("you hold {suit}: play one, or a joker of its colour (rule 2c)", suit=SUITS[state.led_suit])
        return phrase("you hold {suit}: play one, or a joker (rule 2c)", suit=SUITS[state.led_suit])
    lead = state.trick[0][1]
    suits = COLOUR_SUITS[lead.suit]
    return phrase(
        "a joker was led and you hold {suits}: you must choose the suit led by playing one of them (rule 2c footnote)",
        suits=_either([SUITS[x] for x in suits]),
    )


def _either(names: list[Phrase]) -> Phrase:
    """``Hearts or Diamonds`` (one or two suits)."""
    if len(names) == 1:
        return names[0]
    return phrase("{suit} or {suit2}", suit=names[0], suit2=names[1])
