"""What the trick-taking games share: following suit and who wins a trick.

Freelance, Clubs and King take tricks the classic way (the highest trump, else the highest card of
the suit led); King's misère turns the order of ranks upside down, Clubs ranks its ace lowest. The
engines and the computer players both use these functions, so the rule lives in one place.
(Two Way Street's jokers and choice of suit make its tricks its own.)

>>> from games.cards import cards
>>> trick_winner(cards("9H KH 2S"), trump=None)
1
>>> trick_winner(cards("9H KH 2S"), trump="S")
2
>>> trick_winner(cards("9H KH 2S"), trump=None, lowest=True)
0
>>> [str(c) for c in follow_suit(cards("AH 2C 3C"), "C")]
['2C', '3C']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import Card

RankFn = Callable[[Card], int]


def beats(card: Card, best: Card, trump: str | None, rank: RankFn | None = None, lowest: bool = False) -> bool:
    """Whether ``card``, played after ``best`` (the trick's winner so far), takes the lead: a
    higher card of ``best``'s suit (a lower one when ``lowest``, King's misère), or a trump when
    ``best`` is not one. Ranks are ``card.rank`` unless ``rank`` is given."""
    if card.suit == best.suit:
        a, b = (rank(card), rank(best)) if rank is not None else (card.rank, best.rank)
        return a < b if lowest else a > b
    return trump is not None and card.suit == trump


def trick_winner(cards: Sequence[Card], trump: str | None, rank: RankFn | None = None, lowest: bool = False) -> int:
    """The index in ``cards`` (in the order played, the led card first) of the card that wins the
    trick so far."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump, rank, lowest):
            best = i
    return best


def follow_suit(hand: Sequence[Card], led: str | None) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick whose led suit is ``led``: those of that
    suit if the hand holds any, else every card (and every card when nothing was led yet)."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if c.suit == led]
    return follow if follow else list(hand)
