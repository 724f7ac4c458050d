"""Shared helpers for the basic players: card counting and trick play, written for any game.

Everything here reads only a View (or plain cards), so any game's basic player may use it:

- counting: :func:`played_cards` (the plays of the view's history),
  :func:`visible_cards` (face-up and own cards in every zone), :func:`unseen_cards` (the pack
  minus everything this seat has seen: the cards still hidden from it);
- trick play with aces high and an optional trump suit: :func:`trick_winner`, :func:`beats`,
  :func:`winners_among`, :func:`lowest_winner`, :func:`is_master`, :func:`cheapest`,
  :func:`cheapest_discard`.

Cards rank by ``rank`` (2..14) unless a ``rank`` function is given (a game with other orders).

>>> from games.cards import cards
>>> trick = cards("9H KH")
>>> str(lowest_winner(cards("AH QH 2S"), trick, trump="S"))
'AH'
>>> str(lowest_winner(cards("2S 3D"), trick, trump="S"))
'2S'
>>> str(cheapest_discard(cards("AH 2C 3C 9D"), trump=None))
'2C'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from games.cards import Card
from games.core import View
from games.tricks import beats, trick_winner  # the rule of who takes a trick lives in games/

__all__ = [
    "beats",
    "cheapest",
    "cheapest_discard",
    "is_master",
    "lowest_winner",
    "played_cards",
    "trick_winner",
    "unseen_cards",
    "visible_cards",
    "winners_among",
]

RankFn = Callable[[Card], int]


def _rank(c: Card) -> int:
    return c.rank


def played_cards(view: View) -> list[tuple[int, Card]]:
    """(seat, card) of every ``play`` of this hand, in order (the view's history, not its log)."""
    return [
        (m.seat, m.action.args[0])
        for m in view.moves
        if m.action is not None and m.action.verb == "play" and isinstance(m.action.args[0], Card)
    ]


def visible_cards(view: View) -> Counter[Card]:
    """Every card this seat can see in the zones (its own hand included), counted."""
    seen: Counter[Card] = Counter()
    for cs in view.zones.values():
        seen.update(c for c in cs if c is not None)
    return seen


def unseen_cards(view: View, pack: Iterable[Card], known: Iterable[Card] = ()) -> Counter[Card]:
    """The cards of ``pack`` this seat has not seen: neither visible now, nor played this hand
    (per the log), nor in ``known`` (cards the game's view reports elsewhere, e.g. discards seen)."""
    seen = visible_cards(view) | Counter(c for _, c in played_cards(view)) | Counter(known)
    return Counter(pack) - seen


def winners_among(cards: Iterable[Card], trick: Sequence[Card], trump: str | None, rank: RankFn = _rank) -> list[Card]:
    """The ``cards`` that would take the lead of ``trick`` if played now (all of them on an empty trick)."""
    cs = list(cards)
    if not trick:
        return cs
    best = trick[trick_winner(trick, trump, rank)]
    return [c for c in cs if beats(c, best, trump, rank)]


def cheapest(cards: Iterable[Card], trump: str | None = None, rank: RankFn = _rank) -> Card:
    """The least valuable card: a non-trump before a trump, then the lowest rank."""
    return min(cards, key=lambda c: (c.suit == trump, rank(c), c.suit))


def lowest_winner(cards: Iterable[Card], trick: Sequence[Card], trump: str | None, rank: RankFn = _rank) -> Card | None:
    """The cheapest of ``cards`` that takes the lead of ``trick`` now, or None."""
    ws = winners_among(cards, trick, trump, rank)
    return cheapest(ws, trump, rank) if ws else None


def is_master(card: Card, unseen: Iterable[Card], rank: RankFn = _rank) -> bool:
    """No unseen card of ``card``'s suit ranks higher: it wins when its suit is led (barring trumps)."""
    r = rank(card)
    return not any(c.suit == card.suit and rank(c) > r for c in unseen)


def cheapest_discard(
    hand: Sequence[Card],
    trump: str | None,
    unseen: Iterable[Card] = (),
    keep: Callable[[Card], bool] | None = None,
    rank: RankFn = _rank,
) -> Card:
    """The card to throw away when not following suit: never a master if it can be helped, a
    non-trump before a trump, the lowest rank, and among equal ranks from the shortest suit.
    ``keep(card)`` marks further cards to keep when there is a choice."""
    pool = list(unseen)
    lengths = Counter(c.suit for c in hand)

    def cost(c: Card) -> tuple[bool, bool, bool, int, int, str]:
        return (
            bool(keep and keep(c)),
            c.suit == trump,
            bool(pool) and is_master(c, pool, rank),
            rank(c),
            lengths[c.suit],
            c.suit,
        )

    return min(hand, key=cost)


__all__ = [
    "beats",
    "cheapest",
    "cheapest_discard",
    "is_master",
    "lowest_winner",
    "played_cards",
    "trick_winner",
    "unseen_cards",
    "visible_cards",
    "winners_among",
]
