"""King: why an action is refused, in the rules' words (the text and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..cards import SUIT_NAMES
from ..core import State
from .facts import (
    AWARD_GAMES,
    KING_OF_HEARTS,
    game_name,
)

if TYPE_CHECKING:
    from .rules import KingState


def why_illegal(state: KingState, action: Action) -> str:
    s = state.turn
    assert s is not None
    if state.phase == "choose":
        if action.verb != "choose" or not action.args:
            return f"seat {s} must first choose the game from the pool (the text; D-king-2), not {action}"
        word = str(action.args[0])
        trump = str(action.args[1]) if len(action.args) > 1 else None
        if word in AWARD_GAMES:
            if trump is not None and word == "misere" and state.options.misere_without_trump:
                return "misère is played without a trump under option MN (D-king-6)"
            return "both award games of your pool have been played (D-king-2)"
        if not any(item.game == word for item in state.pools[s]):
            return f"{game_name(word, state.options)} is not in your pool (D-king-6 SS)"
        return f"{game_name(word, state.options)} has already been played from your pool (D-king-2)"
    if state.phase == "discard":
        if action.verb != "discard":
            return f"the contractor must discard two cards to the kitty (D-king-3), not {action}"
        c = action.card
        if c is None or c not in state.hands[s]:
            return f"you do not hold {c}"
        name = game_name(state.game_key or "", state.options)
        if state.game_key == "no-king" and state.options.broken_hearts and c.suit == "H" and c != KING_OF_HEARTS:
            return f"no heart may be discarded in {name} under option BH (D-king-6)"
        return f"{c} is a penalty card of {name} and may not be discarded (D-king-3, D-king-6)"
    if state.phase == "play":
        if action.verb != "play":
            return f"it is the play: play a card, not {action}"
        c = action.card
        mine = state.places_of(state.player_of(s))
        if c is not None and c not in state.hands[s] and any(c in state.hands[q] for q in mine):
            return f"{c} is in your other open hand: the hand to play now is the other (D-king-8)"
        if c is None or c not in state.hands[s]:
            return f"you do not hold {c}"
        if not state.trick:
            name = game_name(state.game_key or "", state.options)
            return f"no heart may be led in {name} while you hold another suit (D-king-4)"
        led = state.trick[0][1].suit
        hand = state.hands[s]
        if any(h.suit == led for h in hand):
            return f"you must follow suit: you hold {SUIT_NAMES[led]} (the text, 'Other players must follow the suit')"
        if state.trump is not None and any(h.suit == state.trump for h in hand):
            return f"void in {SUIT_NAMES[led]}, you must play a trump (D-king-2)"
        return "void in the led suit, you must play the K of hearts in No King (D-king-4)"
    return State.why_illegal(state, action)
