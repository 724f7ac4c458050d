"""King: why an action is refused, in the rules' words (the text and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..core import State
from ..phrases import SUITS, phrase
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
            return phrase(
                "seat {seat} must first choose the game from the pool (the text; D-king-2), not {action}",
                seat=s,
                action=action,
            )
        word = str(action.args[0])
        trump = str(action.args[1]) if len(action.args) > 1 else None
        if word in AWARD_GAMES:
            if trump is not None and word == "misere" and state.options.misere_without_trump:
                return phrase("misère is played without a trump under option MN (D-king-6)")
            return phrase("both award games of your pool have been played (D-king-2)")
        if not any(item.game == word for item in state.pools[s]):
            return phrase("{game} is not in your pool (D-king-6 SS)", game=game_name(word, state.options))
        return phrase("{game} has already been played from your pool (D-king-2)", game=game_name(word, state.options))
    if state.phase == "discard":
        if action.verb != "discard":
            return phrase("the contractor must discard two cards to the kitty (D-king-3), not {action}", action=action)
        c = action.card
        if c is None or c not in state.hands[s]:
            return phrase("you do not hold {card}", card=c)
        name = game_name(state.game_key or "", state.options)
        if state.game_key == "no-king" and state.options.broken_hearts and c.suit == "H" and c != KING_OF_HEARTS:
            return phrase("no heart may be discarded in {game} under option BH (D-king-6)", game=name)
        return phrase(
            "{card} is a penalty card of {game} and may not be discarded (D-king-3, D-king-6)", card=c, game=name
        )
    if state.phase == "play":
        if action.verb != "play":
            return phrase("it is the play: play a card, not {action}", action=action)
        c = action.card
        mine = state.places_of(state.player_of(s))
        if c is not None and c not in state.hands[s] and any(c in state.hands[q] for q in mine):
            return phrase("{card} is in your other open hand: the hand to play now is the other (D-king-8)", card=c)
        if c is None or c not in state.hands[s]:
            return phrase("you do not hold {card}", card=c)
        if not state.trick:
            name = game_name(state.game_key or "", state.options)
            return phrase("no heart may be led in {game} while you hold another suit (D-king-4)", game=name)
        led = state.trick[0][1].suit
        hand = state.hands[s]
        if any(h.suit == led for h in hand):
            return phrase(
                "you must follow suit: you hold {suit} (the text, 'Other players must follow the suit')",
                suit=SUITS[led],
            )
        if state.trump is not None and any(h.suit == state.trump for h in hand):
            return phrase("void in {suit}, you must play a trump (D-king-2)", suit=SUITS[led])
        return phrase("void in the led suit, you must play the K of hearts in No King (D-king-4)")
    return State.why_illegal(state, action)
