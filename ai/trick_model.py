"""What every trick game's compact model of its play shares, for :mod:`ai.solver` (issue 22).

A model (each game's own, in its package: ``ai/<id>/endgame.py``) turns a State in trick play
into a node, a tuple ``(hands, trick, turn, acc)``: each seat's cards (tuples), the cards on the
table as ``(seat, card)``, the seat (or place) to play, or None once the hand is decided, and
``acc``, what the seats have won so far as it enters the score. A node is its own transposition
key. The models play cards by the rules of the engines (the same functions where the engines share
them: :mod:`games.tricks`) without their logs, events and views; a finished hand is scored from
``acc`` by the model (:meth:`Model.deltas`) or, where the hand may end the match, by the engine
itself (:class:`ai.solver.Solver` replays the path on the true state once per distinct ``acc``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from games.actions import Action, play
from games.cards import Card

from .cards_seen import played_cards

# (hands, trick, turn, acc): ``acc`` is each model's own tuple (hashable).
Node = tuple[tuple[tuple[Card, ...], ...], tuple[tuple[int, Card], ...], int | None, Any]


class Model(Protocol):
    """A game's compact play: ``node`` the start; a move is a Card (or an Action, where a card
    played says more, such as the suit a led joker's follower names)."""

    node: Node

    def moves(self, node: Node) -> Sequence[Any]: ...

    def play(self, node: Node, move: Any) -> Node: ...

    def action(self, move: Any) -> Action: ...

    def move_of(self, action: Action) -> Any: ...

    def deltas(self, acc: Any) -> tuple[int, ...] | None: ...

    def winner(self, node: Node, trick: tuple[tuple[int, Any], ...]) -> int:
        """The place leading ``trick`` (a trick of ``node``'s hand, led and possibly unfinished)
        so far."""
        ...


class CardMoves:
    """Moves that are the card played."""

    def action(self, move: Any) -> Action:
        return play(move)

    def move_of(self, action: Action) -> Any:
        return action.card


def without(hand: tuple[Card, ...], c: Card) -> tuple[Card, ...]:
    """``hand`` less one ``c``."""
    i = hand.index(c)
    return hand[:i] + hand[i + 1 :]


def hands_without(hands: tuple[tuple[Card, ...], ...], s: int, c: Card) -> tuple[tuple[Card, ...], ...]:
    """``hands`` with ``c`` taken from seat ``s``'s."""
    return (*hands[:s], without(hands[s], c), *hands[s + 1 :])


def put(t: tuple[Any, ...], i: int, x: Any) -> tuple[Any, ...]:
    """``t`` with item ``i`` replaced by ``x``."""
    return (*t[:i], x, *t[i + 1 :])


@dataclass(frozen=True)
class Objective:
    """What a side counts in one hand's trick play, for :class:`ai.open_hand.OpenHandSolver` (issue 23).

    ``model``: the game's compact model from the position (:mod:`ai.trick_model`), played to the
    end of the hand's tricks. ``side``: the places the side plays. ``total(acc)``: what the side
    has made so far (signed: more is better for the side). ``key(node)``: what the rest of the hand
    depends on (:func:`relative_key` for most games). ``bounds(node)``: the least and the most the
    rest of the hand can add to ``total``. ``rank``: a card's strength in its suit (with the
    model's ``winner``, for the move order). ``unit``: ``"tricks"`` or ``"points"``; ``counted``: whose are
    counted (the seats); ``sign``: +1 when the side wants that count high, -1 low; ``goal``: the
    count that makes the contract, where the side's hand has one.
    """

    model: Model
    side: frozenset[int]
    total: Callable[[Any], int]
    key: Callable[[Node], Hashable]
    bounds: Callable[[Node], tuple[int, int]]
    rank: Callable[[Any], int]
    unit: str
    counted: tuple[int, ...]
    sign: int
    goal: int | None = None
    # Whether the side wants to win tricks (else to lose them: penalty points, a low direction),
    # for the move order only.
    eager: bool = True
    # Every count the side can make is a multiple of ``step`` (King's penalty units).
    step: int = 1
    # What a card brings to whoever wins its trick, where cards differ (King's penalty cards),
    # for the move order only: a card that loses the trick and brings most goes first when the
    # trick is to go to the other party.
    worth: Callable[[Any], int] | None = None


def sure_tricks(
    hands: Sequence[Sequence[Card]], leader: int, others: Sequence[int], trump: str | None, rank: Callable[[Card], int]
) -> int:
    """The tricks the seat on lead at a trick's start is sure to take for its party by cashing its
    winners, as double-dummy solvers count quick tricks: its unbroken run of the highest trumps
    still in play; then, when none of ``others`` (the other party) can hold a trump after those
    (each must follow suit to them), the rest of its trumps and its unbroken run from the top of
    each other suit. For games of one pack without jokers where a card is beaten only by a higher
    one of its suit or by a trump, and a seat must follow suit."""
    mine = hands[leader]
    if not mine:
        return 0
    # A run from the top of a suit is the leader's cards above every other seat's of that suit.
    above: dict[str, int] = {}  # the highest card of each suit in the other seats' hands
    trumps_out = 0  # the most trumps one seat of the other party holds
    for q, h in enumerate(hands):
        if q == leader:
            continue
        count = 0
        for c in h:
            r = rank(c)
            if above.get(c.suit, -1) < r:
                above[c.suit] = r
            count += c.suit == trump
        if q in others and count > trumps_out:
            trumps_out = count
    runs = 0
    drawn = 0
    trumps = 0
    for c in mine:
        top = rank(c) > above.get(c.suit, -1)
        if c.suit == trump:
            trumps += 1
            drawn += top
        else:
            runs += top
    if trumps_out > drawn:
        return drawn
    return trumps + runs


def trump_winners(
    hands: Sequence[Sequence[Card]],
    seats: Collection[int],
    trump: str | None,
    rank: Callable[[Card], int],
    left: int,
) -> int:
    """The tricks the trumps of ``seats`` are sure to take from a trick's start, whoever leads and
    however anyone plays: each of a seat's trumps takes the trick it falls in unless a higher trump
    falls on it, and each higher trump of another seat (a partner's too) falls in one trick only;
    so a seat takes at least its trumps less the most of them other trumps can beat one to one. A
    seat plays only in the ``left`` tricks still to play and while another seat holds a card, so
    the cards it may keep (beyond the fewer of those) are counted as its trumps first. For games
    of one pack without jokers where a trump beats every card of another suit."""
    if trump is None:
        return 0
    total = 0
    for q in seats:
        mine = sorted(rank(c) for c in hands[q] if c.suit == trump)
        if not mine:
            continue
        theirs = sorted(rank(c) for p, h in enumerate(hands) if p != q for c in h if c.suit == trump)
        beaten = 0  # one to one, each other trump on the lowest of the seat's trumps below it
        for r in theirs:
            if beaten < len(mine) and mine[beaten] < r:
                beaten += 1
        most = max((len(h) for p, h in enumerate(hands) if p != q), default=0)
        kept = len(hands[q]) - min(len(hands[q]), most, left)
        total += max(0, len(mine) - beaten - kept)
    return total


def party_tricks(
    hands: Sequence[Sequence[Card]],
    leader: int,
    party: Collection[int],
    trump: str | None,
    rank: Callable[[Card], int],
    left: int,
) -> tuple[int, int]:
    """The least and the most tricks ``party`` can take of the ``left`` still to play, at a trick's
    start with ``leader`` on lead: the leader's party takes at least its :func:`sure_tricks`, each
    only while another seat still holds a card to play to it; each party at least its
    :func:`trump_winners`."""
    mine = leader in party
    against = [q for q in range(len(hands)) if q not in party]
    sure = sure_tricks(hands, leader, against if mine else list(party), trump, rank)
    sure = min(sure, left, max((len(h) for q, h in enumerate(hands) if q != leader), default=0))
    ours = trump_winners(hands, party, trump, rank, left)
    theirs = trump_winners(hands, against, trump, rank, left)
    if mine:
        ours = max(ours, sure)
    else:
        theirs = max(theirs, sure)
    return (min(ours, left), max(0, left - theirs))


def relative_key(node: Node, rank: Callable[[Any], int], klass: Callable[[Any], Hashable], extra: Hashable) -> Hashable:
    """A node's table key: at the start of a trick the cards still in the hands in order (by suit,
    then rank), each as (suit, who holds it, what it is worth by itself, whether it ties with the
    card before), with ``extra`` (what else the rest of the hand depends on): two deals that differ
    only in cards already gone give one key. Within a trick the node itself with ``extra``."""
    hands, trick, turn = node[0], node[1], node[2]
    if trick:
        return (hands, trick, turn, extra)
    cards = sorted([(c.suit, rank(c), q, klass(c)) for q, h in enumerate(hands) for c in h])
    key = []
    before = None
    for suit, r, q, worth in cards:
        key.append((suit, q, worth, (suit, r) == before))
        before = (suit, r)
    return (tuple(key), turn, extra)


def card_of(move: Any) -> Any:
    """The card a move plays (a move is a Card, or an Action playing one)."""
    return getattr(move, "card", None) or move


def alike_cards(
    view: Any, rank: Callable[[Card], int], klass: Callable[[Card], Hashable], copies: int = 1
) -> Callable[[Card], Hashable]:
    """The class of each card of the seat's hand: two cards in one class play alike in every trick
    to come, whoever holds the cards the seat cannot see, so the search need weigh only one of them
    (the expert's candidates, :func:`ai.expert.distinct`). They are of one suit, worth the same by
    themselves (``klass``: a penalty card, King's K of hearts, Clubs' A of hearts), and no card
    that another seat may still play ranks between them or with either (a copy of it, where the
    game may hold ``copies`` packs). A card may still be played unless it is in the hand or was
    played to a finished trick: the cards of the trick on the table still take part. Jokers are
    each their own class."""
    played = Counter(c for _, c in played_cards(view))
    for c in view.zones.get("trick", ()):
        if c is not None and played[c] > 0:
            played[c] -= 1
    held = Counter(view.hand)

    def open_(x: Card) -> bool:
        return copies - held[x] - played[x] > 0

    def apart(low: Card, high: Card) -> bool:
        pack = (Card(r, low.suit) for r in range(2, 15))
        return any(rank(low) <= rank(x) <= rank(high) and open_(x) for x in pack)

    classes: dict[Card, Hashable] = {c: c for c in held if c.is_joker}
    runs = touching_runs([c for c in held if not c.is_joker], rank, klass, apart)
    for i, run in enumerate(runs):
        for c in run:
            classes[c] = i
    return lambda c: classes.get(c, c)


def touching_runs(
    cards: Sequence[Any],
    rank: Callable[[Any], int],
    klass: Callable[[Any], Hashable],
    apart: Callable[[Any, Any], bool],
) -> list[list[Any]]:
    """One hand's ``cards`` in runs that play alike, as double-dummy solvers merge touching cards:
    by suit (in the order first met), each in rank order, a run broken where a card's worth by
    itself (``klass``) changes or ``apart(lower, higher)`` says a card still in play lies between
    (the seat's view: :func:`alike_cards`; every hand open: :func:`ai.solver.distinct_moves`)."""
    by_suit: dict[str, list[Any]] = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    runs: list[list[Any]] = []
    for cs in by_suit.values():
        cs.sort(key=rank)
        runs.append([cs[0]])
        for prev, c in itertools.pairwise(cs):
            if klass(c) != klass(prev) or apart(prev, c):
                runs.append([c])
            else:
                runs[-1].append(c)
    return runs
