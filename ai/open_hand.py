"""The open-hand result of a whole deal in the trick games (issue 23), as double-dummy analysis
gives it in bridge: with every card seen, the most a side can make sure of whatever the others
play, beside what it took in play.

A side is the places one person (or a partnership) plays; everyone else plays against it, so the
result is what the side could guarantee, not what it would get from opponents playing for
themselves. What is counted is the game's (:class:`Objective`, each game's own in
``ai/<id>/endgame.py``): tricks in Clubs, Two Way Street and Freelance, points in King; a count
that the side wants low (penalty points, a low direction's tricks, the attacker's tricks for the
defenders) is counted negatively, so the search always maximizes.

The search (:class:`OpenHandSolver`) is the double-dummy solvers' own: null-window tests "can the
side make at least t more from here?", each answered by alpha-beta over the game's compact model
(:mod:`ai.trick_model`), with a transposition table of bounds on what the rest of the hand is
worth. The rest of a hand depends only on the cards left, so positions are stored at the start of
each trick, by the cards' ranks relative to the cards still in play (two deals that differ only in
cards already gone are the same problem), and what the side has already won stays out of the key.
Moves are tried in the order that usually decides a test soonest: the move that decided it last
time, then the cheapest card that wins the trick when the trick is to be won, else the cheapest
card; where the side wants to lose tricks, a lead that someone else must go over first (the
others: one the side must take), and where cards bring points to whoever takes them (King's
penalty cards), a card thrown to a trick the other party is taking brings its points first. The
root's value is found by a binary search over its bounds.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core import State
from games.transcript import Transcript

from .solver import distinct_moves, endgame_of
from .trick_model import Node, Objective, card_of


@dataclass
class OpenHandSolver:
    """Null-window alpha-beta for one :class:`Objective` (see the module's docstring). One search
    keeps its table across calls, so the values of later positions of the same deal are cheap."""

    objective: Objective
    table: dict[Hashable, tuple[int, int]] = field(default_factory=dict)
    best: dict[Hashable, Any] = field(default_factory=dict)
    nodes: int = 0

    def __post_init__(self) -> None:
        # Touching cards are merged where the model says their rank and worth (ai.solver).
        self.touching = hasattr(self.objective.model, "rank") and hasattr(self.objective.model, "klass")

    def value(self, node: Node, at_least: int | None = None, below: int | None = None) -> int:
        """What the side can make sure of over the rest of the hand from ``node`` (added to what
        it has made by then). ``at_least``/``below``: bounds already known, the value most likely
        at the one given (tried first)."""
        if node[2] is None:
            return 0
        lo, hi = self._bounds(node, self._key(node))
        if at_least is not None:
            lo = max(lo, at_least)
        if below is not None:
            hi = min(hi, below - 1)
        step = self.objective.step
        lo, hi = -(-lo // step) * step, hi // step * step
        if at_least is not None and lo < hi:
            if not self.at_least(node, lo + step):
                return lo
            lo += step
        if below is not None and lo < hi:
            if self.at_least(node, hi):
                return hi
            hi -= step
        while lo < hi:
            mid = lo + ((hi - lo) // step + 1) // 2 * step
            if self.at_least(node, mid):
                lo = mid
            else:
                hi = mid - step
        return lo

    def _key(self, node: Node) -> Hashable | None:
        """The node's table key; None within a trick. Positions are stored at the start of a trick
        only: within one they seldom recur that the start did not already catch, and keying them
        costs more than it saves."""
        return None if node[1] else self.objective.key(node)

    def _bounds(self, node: Node, key: Hashable | None) -> tuple[int, int]:
        known = self.table.get(key) if key is not None else None
        return known if known is not None else self.objective.bounds(node)

    def at_least(self, node: Node, target: int) -> bool:
        """Whether the side can make at least ``target`` more from ``node``."""
        turn = node[2]
        if turn is None:
            return target <= 0
        self.nodes += 1
        obj = self.objective
        key = self._key(node)
        lo, hi = self._bounds(node, key)
        if lo >= target:
            return True
        if hi < target:
            return False
        model = obj.model
        mine = turn in obj.side
        moves = self.ordered(node, model.moves(node), mine)
        first = self.best.get(key) if key is not None else None
        if first is not None and first in moves and moves[0] != first:
            moves = [first, *(m for m in moves if m != first)]
        total = obj.total
        base = total(node[3])
        result = not mine
        for move in moves:
            child = model.play(node, move)
            if self.at_least(child, target - (total(child[3]) - base)) == mine:
                result = mine
                if key is not None:
                    self.best[key] = move
                break
        if key is None:
            return result
        if result:
            lo = max(lo, target)
        else:
            hi = min(hi, target - 1)
        self.table[key] = (lo, hi)
        return result

    def ordered(self, node: Node, moves: Sequence[Any], mine: bool) -> list[Any]:
        """``moves`` (less equivalent cards) in the order to try them. On a lead: where the side
        wants tricks the strongest first; where it wants to lose them, :meth:`ducking_leads`.
        Else, where the trick is to be won (the side's seat when the others lead it, the others'
        when the side leads it) the cheapest winning card first, else the cheapest card."""
        obj = self.objective
        if len(moves) > 2 and self.touching:
            moves = distinct_moves(obj.model, node, moves)
        rank = obj.rank
        trick, turn = node[1], node[2]
        assert turn is not None
        eager = obj.eager
        if not trick:
            if eager:
                return sorted(moves, key=lambda m: -rank(card_of(m)))
            return self.ducking_leads(node, moves, mine)
        side_ahead = obj.model.winner(node, trick) in obj.side
        win: list[Any] = []
        lose: list[Any] = []
        for m in moves:
            (win if obj.model.winner(node, (*trick, (turn, card_of(m)))) == turn else lose).append(m)
        win.sort(key=lambda m: rank(card_of(m)))
        if eager:
            lose.sort(key=lambda m: rank(card_of(m)))
            return lose + win if mine == side_ahead else win + lose
        # The side wants to lose tricks: duck under with the highest card that loses; the others
        # keep the side on top. Where cards bring points, the one that brings most first when the
        # trick goes to the other party so far.
        worth = obj.worth
        if worth is not None and (side_ahead != mine):
            lose.sort(key=lambda m: (-worth(card_of(m)), -rank(card_of(m))))
        else:
            lose.sort(key=lambda m: -rank(card_of(m)))
        return lose + win

    def ducking_leads(self, node: Node, moves: Sequence[Any], mine: bool) -> list[Any]:
        """Leads where the side wants to lose tricks, in the order to try them. The side's: first
        a lead that another seat must go over (all its cards of the suit are higher), the highest
        first (a card that would take a trick later goes while it is safe). The others': first a
        lead the side must take (its cards of the suit are all higher than the lead and than the
        lowest card of the suit the leader's partners hold), lowest first; a suit the side has
        none of last."""
        obj = self.objective
        rank = obj.rank
        turn = node[2]
        lowest: dict[tuple[int, Any], int] = {}  # each place's lowest card of each suit
        for q, h in enumerate(node[0]):
            for c in h:
                r = rank(c)
                if lowest.get((q, c.suit), r + 1) > r:
                    lowest[(q, c.suit)] = r
        others = [q for q in range(len(node[0])) if q not in obj.side]

        def side_lead(m: Any) -> tuple[bool, int]:
            c = card_of(m)
            r = rank(c)
            return (not any(lowest.get((q, c.suit), -1) > r for q in others), -r)

        def others_lead(m: Any) -> tuple[int, int]:
            c = card_of(m)
            r = rank(c)
            side_low = min((lowest[(q, c.suit)] for q in obj.side if (q, c.suit) in lowest), default=None)
            if side_low is None:
                return (2, r)
            under = min((lowest[(q, c.suit)] for q in others if q != turn and (q, c.suit) in lowest), default=-1)
            return (0 if side_low > max(r, under) else 1, r)

        return sorted(moves, key=side_lead) if mine else sorted(moves, key=others_lead)


@dataclass(frozen=True)
class OpenHandResult:
    """The open-hand result of one hand for one side: ``best``, the most (``sign`` +1) or the
    least (-1) of ``unit`` won by ``counted`` that ``side`` (seats) could make sure of with every
    card seen, whatever the others played; ``taken``, what was won in play (from the same
    position: the start of the trick play); ``goal``, the count that makes the contract, if any.
    ``costs``: for each of the side's card plays that lost some of it (action index in the
    transcript), how much, by the same count."""

    game: str
    hand_no: int
    side: tuple[int, ...]
    unit: str
    counted: tuple[int, ...]
    sign: int
    best: int
    taken: int
    goal: int | None
    costs: tuple[tuple[int, int], ...] = ()
    # Whether play went on to the end the count is made at (not, where the rules end a hand once
    # it is decided: Freelance's campaign, rule 49).
    finished: bool = True
    nodes: int = 0


ObjectiveOf = Callable[[State, Sequence[int]], Objective]


def open_hand_result(
    transcript: Transcript, hand_no: int, seats: Sequence[int], objective_of: ObjectiveOf
) -> OpenHandResult | None:
    """The open-hand result of hand ``hand_no`` of ``transcript`` for the side of ``seats``, from
    the first position of the hand's trick play (``objective_of`` says what is counted there), with
    what each of the side's card plays cost by the same measure; None when the hand has no trick
    play in the transcript (thrown in, or not played that far) or the side holds no card in it."""
    endgame = endgame_of(transcript.game)
    if endgame is None:
        return None
    game_ = transcript.new_state().game
    state = transcript.new_state()
    actions = [game_.parse_action(t) for t in transcript.actions]
    start = None
    for i, action in enumerate(actions):
        if state.is_over or state.hand_no > hand_no:
            break
        if state.hand_no == hand_no and endgame.tricks_left(state) is not None:
            start = i
            break
        state.apply(action)
    if start is None:
        return None
    obj = objective_of(state, seats)
    if not any(obj.model.node[0][q] for q in obj.side):
        return None  # the side sits this hand out (King's dealer with four players)
    search = OpenHandSolver(obj)
    model = obj.model
    node = model.node
    first_total = obj.total(node[3])
    best = search.value(node)
    costs: list[tuple[int, int]] = []
    # Along the play: ``known``, what the side can make sure of from ``node``, exact when
    # ``exact``, else a lower bound (the others' cards never lower it: they minimize).
    known, exact = best, True
    for i in itertools.count(start):
        if node[2] is None or i >= len(actions) or state.is_over or state.hand_no != hand_no:
            break
        move = model.move_of(actions[i])
        child = model.play(node, move)
        gain = obj.total(child[3]) - obj.total(node[3])
        mine = node[2] in obj.side
        if mine and len(model.moves(node)) > 1:
            if not exact:
                known = search.value(node, at_least=known)
            if not search.at_least(child, known - gain):
                after = search.value(child, below=known - gain)
                costs.append((i, known - gain - after))
                known = after + gain
            exact = True
        elif not mine:
            exact = False  # a forced card of the side's keeps what is known
        known -= gain
        node = child
        state.apply(actions[i])
    taken = obj.total(node[3]) - first_total
    side_seats = tuple(sorted({_player(state, q) for q in obj.side}))
    return OpenHandResult(
        transcript.game,
        hand_no,
        side_seats,
        obj.unit,
        obj.counted,
        obj.sign,
        obj.sign * (first_total + best),
        obj.sign * (first_total + taken),
        obj.goal,
        tuple(costs),
        node[2] is None,
        search.nodes,
    )


def _player(state: State, place: int) -> int:
    player_of = getattr(state, "player_of", None)
    return int(player_of(place)) if player_of is not None else place


def open_hand_of(transcript: Transcript, hand_no: int, seat: int) -> OpenHandResult | None:
    """The open-hand result of hand ``hand_no`` for ``seat``'s side, where the game is a trick game
    (its entry has an objective); None otherwise or when the hand had no trick play. Runs in a
    worker of the expert's pool (:func:`ai.review.review_hand`)."""
    endgame = endgame_of(transcript.game)
    if endgame is None or endgame.objective is None:
        return None
    return open_hand_result(transcript, hand_no, [seat], endgame.objective)


def has_open_hand(game_id: str) -> bool:
    """Whether ``game_id`` has an open-hand result (a trick game)."""
    endgame = endgame_of(game_id)
    return endgame is not None and endgame.objective is not None
