"""Compact models of the trick play of King, Clubs and Freelance for :mod:`ai.solver`.

A model turns a State in trick play into a node, a tuple ``(hands, trick, turn, acc)``: each
seat's cards (tuples), the cards on the table as ``(seat, card)``, the seat (King: the place) to
play, or None once the hand is decided, and ``acc``, what the seats have won so far as it enters
the score. A node is its own transposition key. The models play cards by the rules of the
engines (the same functions where the engines share them: :mod:`games.tricks`) without their
logs, events and views; the score of a finished hand is not computed here but by the engine
itself (:class:`ai.solver.CompactSolver` replays the path on the true state once per distinct
``acc``), so a model needs only the rules of the play, not those of the score or the match.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from games.actions import Action, play
from games.cards import Card
from games.tricks import follow_suit, trick_winner

# (hands, trick, turn, acc): ``acc`` is each model's own tuple (hashable).
Node = tuple[tuple[tuple[Card, ...], ...], tuple[tuple[int, Card], ...], int | None, Any]


class Model(Protocol):
    """A game's compact play: ``node`` the start; a move is a Card (Two Way Street: an Action,
    where a led joker's follower names the suit)."""

    node: Node

    def moves(self, node: Node) -> Sequence[Any]: ...

    def play(self, node: Node, move: Any) -> Node: ...

    def action(self, move: Any) -> Action: ...

    def move_of(self, action: Action) -> Any: ...

    def deltas(self, acc: Any) -> tuple[int, ...] | None: ...


class CardMoves:
    """Moves that are the card played."""

    def action(self, move: Any) -> Action:
        return play(move)

    def move_of(self, action: Action) -> Any:
        return action.card


def _without(hand: tuple[Card, ...], c: Card) -> tuple[Card, ...]:
    i = hand.index(c)
    return hand[:i] + hand[i + 1 :]


def _hands_without(hands: tuple[tuple[Card, ...], ...], s: int, c: Card) -> tuple[tuple[Card, ...], ...]:
    return (*hands[:s], _without(hands[s], c), *hands[s + 1 :])


def _put(t: tuple[Any, ...], i: int, x: Any) -> tuple[Any, ...]:
    """``t`` with item ``i`` replaced by ``x``."""
    return (*t[:i], x, *t[i + 1 :])


class KingModel(CardMoves):
    """King's play (D-king-2 to D-king-4): follow suit, a void seat trumps if able, no heart lead
    in No Hearts / No King while holding another suit (unless hearts are broken under BH), the
    K of hearts renounced in No King; the deal ends after ten tricks or when every penalty card is
    taken. ``acc``: (points per place, hearts played, tricks played)."""

    def __init__(self, state: Any) -> None:
        self.key = state.game_key
        self.trump = state.trump
        self.lowest = self.key == "misere"
        self.penalty: dict[Card, int] = dict(state.penalty)
        self.restricted = self.key in ("no-hearts", "no-king")
        self.broken = bool(state.options.broken_hearts)
        self.no_king = self.key == "no-king"
        self.next = [state.next_seat(s) for s in range(state.places)]
        # D-king-5: a result is bonus less hill; D-king-8: a player's places summed. The last deal
        # ends the match: that one the engine scores.
        self.sign = 1 if self.key in ("award", "misere") else -1
        self.owner = [state.player_of(q) for q in range(state.places)]
        self.players = state.n
        self.last = state.hand_no >= state.deals_total
        self.node: Node = (
            tuple(tuple(h) for h in state.hands),
            tuple(state.trick),
            state.turn,
            (tuple(state.points), state.hearts_played, sum(state.tricks_taken)),
        )

    @staticmethod
    def rank(c: Card) -> int:
        return c.rank

    def klass(self, c: Card) -> int:
        """What a card is worth to the score by itself: its penalty (the K of hearts' own rule too)."""
        return self.penalty.get(c, 0)

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """Each player's score change for ``acc``; None where the engine must say (the match ends)."""
        if self.last:
            return None
        out = [0] * self.players
        for q, pts in enumerate(acc[0]):
            out[self.owner[q]] += self.sign * pts
        return tuple(out)

    def moves(self, node: Node) -> Sequence[Card]:
        hands, trick, turn, acc = node
        assert turn is not None
        hand = hands[turn]
        if not trick:
            if self.restricted and not (self.broken and acc[1]):
                others = [c for c in hand if c.suit != "H"]
                if others:
                    return others
            return hand
        led = trick[0][1].suit
        follow = [c for c in hand if c.suit == led]
        if follow:
            return follow
        if self.trump is not None:
            trumps = [c for c in hand if c.suit == self.trump]
            if trumps:
                return trumps
        if self.no_king and KING_OF_HEARTS in hand:
            return (KING_OF_HEARTS,)
        return hand

    def play(self, node: Node, card: Card) -> Node:
        hands, trick, turn, acc = node
        assert turn is not None
        points, hearts, played = acc
        hands = _hands_without(hands, turn, card)
        trick = (*trick, (turn, card))
        hearts = hearts or card.suit == "H"
        if len(trick) < 3:
            return (hands, trick, self.next[turn], (points, hearts, played))
        w = trick[trick_winner([c for _, c in trick], self.trump, lowest=self.lowest)][0]
        number = played + 1
        gain = 0
        if self.key == "no-tricks":
            gain = 4
        elif self.key == "no-last-two":
            gain = 20 if number > 8 else 0
        elif self.key in ("award", "misere"):
            gain = 12
        else:
            gain = sum(self.penalty.get(c, 0) for _, c in trick)
        if gain:
            points = _put(points, w, points[w] + gain)
        done = number == 10 or (bool(self.penalty) and not any(c in self.penalty for h in hands for c in h))
        return (hands, (), None if done else w, (points, hearts, number))


KING_OF_HEARTS = Card(13, "H")


class FreelanceModel(CardMoves):
    """Freelance's campaign (rules 42-48): follow suit (44), the highest trump, else the highest
    card of the suit led (46-47), the winner leads (48). The hand is decided when the attacker
    has made the contract or can no longer (rule 49; D-freelance-6), which is all the score
    depends on. ``acc``: tricks won per seat."""

    def __init__(self, state: Any) -> None:
        number, trump, attacker = state.contract
        self.number = number
        self.trump = None if trump == "NT" else trump
        self.attacker = attacker
        self.sudden = bool(state.sudden_death)  # rule 50: such a hand may end the match
        self.before = state.scores
        self.node: Node = (
            tuple(tuple(h) for h in state.hands),
            tuple(state.trick),
            state.turn,
            tuple(state.tricks_won),
        )

    @staticmethod
    def rank(c: Card) -> int:
        return c.rank

    @staticmethod
    def klass(c: Card) -> int:
        return 0

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """Rule 49: the attacker gains or loses the contract's number; None when that wins the
        match (rule 50: in sudden death, the attacker highest), which the engine scores."""
        d = self.number if acc[self.attacker] >= self.number else -self.number
        a = self.attacker
        if self.sudden and self.before[a] + d > max(self.before[s] for s in range(3) if s != a):
            return None
        return tuple(d if s == a else 0 for s in range(3))

    def moves(self, node: Node) -> Sequence[Card]:
        hands, trick, turn, _ = node
        assert turn is not None
        return follow_suit(hands[turn], trick[0][1].suit if trick else None)

    def play(self, node: Node, card: Card) -> Node:
        hands, trick, turn, won = node
        assert turn is not None
        hands = _hands_without(hands, turn, card)
        trick = (*trick, (turn, card))
        if len(trick) < 3:
            return (hands, trick, (turn + 1) % 3, won)
        w = trick[trick_winner([c for _, c in trick], self.trump)][0]
        won = _put(won, w, won[w] + 1)
        played = sum(won)
        made = won[self.attacker]
        done = played == 13 or made >= self.number or made + (13 - played) < self.number
        return (hands, (), None if done else w, won)


class ClubsModel(CardMoves):
    """Clubs' play (¶35-39, D-clubs-7): follow suit; clubs trump; the ace lowest, the nine
    highest; a seat without cards passes; the winner (or the next seat holding cards) leads; ten
    tricks or at most one seat holding cards end the hand. ``acc``: (tricks, diamonds, whether a
    spade was taken, per seat; who took the ace of hearts; tricks played) (¶40-46)."""

    def __init__(self, state: Any) -> None:
        from games.clubs.facts import CONTRACT, TARGET, primary_rank  # a game's rules load with it

        self.rank = primary_rank
        self.contract_tricks = CONTRACT
        self.target = TARGET
        self.team = (state.winner,) if state.partner is None else (state.winner, state.partner)
        self.before = state.scores
        won = state.won
        acc = (
            tuple(state.tricks_won),
            tuple(sum(1 for c in w if c.suit == "D") for w in won),
            tuple(any(c.suit == "S" for c in w) for w in won),
            next((s for s in range(3) if ACE_OF_HEARTS in won[s]), None),
            state.tricks_played,
        )
        hands = tuple(tuple(h) for h in state.hands)
        self.node: Node = (hands, tuple(state.trick), state.turn, (state.trick_size, acc))

    def moves(self, node: Node) -> Sequence[Card]:
        hands, trick, turn, _ = node
        assert turn is not None
        return follow_suit(hands[turn], trick[0][1].suit if trick else None)

    def klass(self, c: Card) -> bool:
        """¶44: the ace of hearts scores by itself (diamonds and spades count by suit)."""
        return c == ACE_OF_HEARTS

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """¶40-46 with D-clubs-8/9 (as games.clubs.score.score_parts); None when a seat reaches
        the target (¶47: the match may end, which the engine scores)."""
        tricks, diamonds, spades, ace, played = acc[1]
        if len(self.team) == 1:
            made = tricks[self.team[0]] >= self.contract_tricks
        else:
            made = sum(tricks[s] for s in self.team) == played
        most = max(diamonds)
        tied = [s for s in range(3) if diamonds[s] == most] if most > 0 else []
        bonus = 20 if len(tied) == 1 else 10
        out = tuple(
            10 * tricks[s]
            + (-50 if s in self.team and not made else 0)
            + (bonus if s in tied else 0)
            + (10 if ace == s else 0)
            + (5 if tricks[s] > 0 and not spades[s] else 0)
            for s in range(3)
        )
        return None if max(b + d for b, d in zip(self.before, out, strict=True)) >= self.target else out

    @staticmethod
    def _next_holder(hands: tuple[tuple[Card, ...], ...], s: int) -> int | None:
        for k in range(3):
            t = (s + k) % 3
            if hands[t]:
                return t
        return None

    def play(self, node: Node, card: Card) -> Node:
        hands, trick, turn, extra = node
        assert turn is not None
        size, acc = extra
        hands = _hands_without(hands, turn, card)
        trick = (*trick, (turn, card))
        if len(trick) < size:
            return (hands, trick, self._next_holder(hands, (turn + 1) % 3), (size, acc))
        tricks, diamonds, spades, ace, played = acc
        w = trick[trick_winner([c for _, c in trick], "C", self.rank)][0]
        cards = [c for _, c in trick]
        tricks = _put(tricks, w, tricks[w] + 1)
        d = sum(1 for c in cards if c.suit == "D")
        if d:
            diamonds = _put(diamonds, w, diamonds[w] + d)
        if not spades[w] and any(c.suit == "S" for c in cards):
            spades = _put(spades, w, True)
        if ACE_OF_HEARTS in cards:
            ace = w
        played += 1
        holders = sum(1 for h in hands if h)
        acc = (tricks, diamonds, spades, ace, played)
        if played >= 10 or holders <= 1:
            return (hands, (), None, (0, acc))
        return (hands, (), self._next_holder(hands, w), (holders, acc))


ACE_OF_HEARTS = Card(14, "H")


class TwoWayStreetModel:
    """Two Way Street's play (rule 2c with its footnote, D-tws-4): follow the suit led, where a
    joker of the suit's colour (or any joker, one kind) also follows; after a led joker the next
    seat with a card of its colour names the suit (a joker of the lead's kind: by naming it); the
    red joker, else another joker, else the highest card of the suit led wins, the earlier of
    equal cards; the lead passes left each trick. ``acc``: (suit led, tricks played, tricks won
    per seat). Scores: D-tws-5 (three or more seats), D-tws-6 (the duel)."""

    def __init__(self, state: Any) -> None:
        from games.two_way_street import facts  # a game's rules load with it

        self.facts = facts
        self.n = state.n
        self.differ = state.jokers_differ
        self.dealer = state.dealer
        self.directions = tuple(state.directions)
        self.forced = tuple(state.forced)
        self.duel = state.duel
        self.contract = state.contract
        self.pretricks = tuple(state.pretricks)
        self.before = state.scores
        self.target = state.options.target
        hands = tuple(tuple(h) for h in state.hands)
        self.node: Node = (
            hands,
            tuple(state.trick),
            state.turn,
            (state.led_suit, state.trick_no, tuple(state.tricks_won)),
        )

    def action(self, move: Any) -> Action:
        assert isinstance(move, Action)
        return move

    def move_of(self, action: Action) -> Any:
        return action

    def _follows(self, c: Card, suit: str) -> bool:
        return c.is_joker and (not self.differ or self.facts.SUIT_COLOUR[suit] == c.suit)

    def moves(self, node: Node) -> Sequence[Any]:
        hands, trick, turn, acc = node
        assert turn is not None
        distinct = list(dict.fromkeys(hands[turn]))
        every = [play(c) for c in distinct]
        if not trick:
            return every
        led = acc[0]
        if led is not None:
            if not any(c.suit == led for c in distinct):
                return every
            return [play(c) for c in distinct if c.suit == led or self._follows(c, led)]
        if not self.differ:
            return every
        lead = trick[0][1]
        suits = self.facts.COLOUR_SUITS[lead.suit]
        present = [x for x in suits if any(c.suit == x for c in distinct)]
        if not present:
            return every
        acts = [play(c) for c in distinct if c.suit in suits]
        for c in distinct:
            if c.is_joker and c.suit == lead.suit:
                acts.extend(Action("play", (c, x)) for x in present)
        return acts

    def play(self, node: Node, move: Any) -> Node:
        hands, trick, turn, acc = node
        assert turn is not None
        led, number, won = acc
        c = move.card
        chosen = move.words[0] if move.words else None
        if not trick:
            led = None if c.is_joker else c.suit
        elif led is None:
            if self.differ:
                if chosen is not None:
                    led = chosen
                elif c.suit in self.facts.COLOUR_SUITS[trick[0][1].suit]:
                    led = c.suit
            elif not c.is_joker:
                led = c.suit
        hands = _hands_without(hands, turn, c)
        trick = (*trick, (turn, c))
        if len(trick) < self.n:
            return (hands, trick, (turn + 1) % self.n, (led, number, won))
        best_seat, best = -1, (-1, 0)
        for seat, x in trick:
            if x.is_joker:
                key = (2 if x.suit == "R" else 1, 0)
            elif x.suit == led:
                key = (0, x.rank)
            else:
                continue
            if key > best:
                best_seat, best = seat, key
        won = _put(won, best_seat, won[best_seat] + 1)
        number += 1
        turn_next = None if number == 10 else (self.dealer + number) % self.n
        return (hands, (), turn_next, (None, number, won))

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """The hand's scores (D-tws-5, D-tws-6); None when a seat reaches the target (the match
        may end, which the engine scores)."""
        won = acc[2]
        if self.duel:
            assert self.contract is not None
            direction = self.contract[0]
            total = [won[s] + self.pretricks[s] for s in range(2)]
            out = [0, 0]
            if total[0] == total[1]:
                out[self.dealer] = 1
            else:
                more = 0 if total[0] > total[1] else 1
                out[more if direction == "high" else 1 - more] = 2 * abs(total[0] - total[1])
        else:
            base = self.facts.LOW_BASE[self.n]
            raw = [t if d == "high" else base - t for t, d in zip(won, self.directions, strict=True)]
            out = self.facts.hand_scores(raw, self.forced)[2]
        if max(b + d for b, d in zip(self.before, out, strict=True)) >= self.target:
            return None
        return tuple(out)


MODELS: dict[str, Any] = {
    "king": KingModel,
    "freelance": FreelanceModel,
    "clubs": ClubsModel,
    "two_way_street": TwoWayStreetModel,
}
