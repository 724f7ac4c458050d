"""The soak's eager random player for Kalooki (games.playout.eager): uniformly random players
almost never come down (a set reached hand 356 after 199,999 actions), so this one plays as a
hurried beginner would. It comes down, melds, tacks and swaps whenever it can; it takes or calls
a discard that goes with its hand and keeps it, unless the card would be among its loosest (it
would only be passed on); it throws the card that goes with the fewest others; it takes its melds
back only when nothing else is legal, and then does not meld again that turn. Random among
equals, never clever."""

from __future__ import annotations

import random

from ..actions import Action
from ..cards import Card
from .rules import KalookiState

_FIRST = ("down", "meld", "tack", "swap")


def _ties(card: Card, hand: list[Card]) -> int:
    """How many other cards of ``hand`` go with ``card``: the same rank (a three), or the same
    suit within two ranks (a four)."""
    if card.is_joker:
        return 99
    n = 0
    skipped = False
    for other in hand:
        if other == card and not skipped:
            skipped = True  # the card itself (three packs: its twins count)
            continue
        if other.is_joker:
            continue
        if other.rank == card.rank:
            n += 2
        elif other.suit == card.suit and abs(other.rank - card.rank) <= 2:
            n += 1
    return n


def _worth_taking(card: Card, hand: list[Card]) -> bool:
    """Whether the discard ``card`` is worth taking into ``hand``: it goes with two or more of the
    hand's cards, and more of them than the hand's loosest card would then. A card no better
    tied than the loosest would be thrown on at once, or its twin would: the 100,000-hand soak
    found five players each holding one 8 who took the 8 on the pile, kept it and threw their
    other 8, round the table for 50,000 actions, never drawing the stock."""
    ties = _ties(card, hand)
    if ties < 2:
        return False
    after = [*hand, card]
    return ties > min(_ties(c, after) for c in hand)


def _took_back(state: KalookiState, seat: int | None) -> bool:
    """Whether ``seat``'s last move was taking its melds back: melding the same melds again would
    only be taken back again (the soak found a player whose three fours could not make a contract
    of four fours melding and taking back for 50,000 actions, never discarding)."""
    last = state.log[-1].move if state.log else None
    return last is not None and last.seat == seat and last.action is not None and last.action.verb == "take"


def eager_action(state: KalookiState, legal: list[Action], rng: random.Random) -> Action:
    for verb in () if _took_back(state, state.to_act) else _FIRST:
        chosen = [a for a in legal if a.verb == verb]
        if chosen:
            return rng.choice(chosen)
    seat = state.to_act
    hand = state.hands[seat] if seat is not None else []
    verbs = {a.verb for a in legal}
    if verbs & {"draw", "call"} and state.discard:
        wanted = _worth_taking(state.discard[-1], hand)
        for a in legal:
            if (a.verb == "call" and wanted) or (a.verb == "draw" and a.args == ("discard",) and wanted):
                return a
        others = [a for a in legal if a.verb != "call" and a.args != ("discard",)]
        return rng.choice(others or legal)
    # The rules allow throwing back the card just taken; five eager players doing so would pass
    # one card round the table for ever, so the card last taken from the pile is kept while others can go.
    taken = state.known[seat][-1:] if seat is not None else []
    discards = [a for a in legal if a.verb == "discard" and a.cards[0] not in taken]
    discards = discards or [a for a in legal if a.verb == "discard"]
    if discards:
        ties = [_ties(a.cards[0], hand) for a in discards]
        low = min(ties)
        return rng.choice([a for a, t in zip(discards, ties, strict=True) if t == low])
    forward = [a for a in legal if a.verb != "take"]
    return rng.choice(forward or legal)
