"""Freelance's fast basic playout before the campaign (issue 22, speed): the auction (rules
13-25), the swaps (rule 23) and the declaration (rules 26-38) as the basic player
(:mod:`ai.freelance.basic`) plays them at every seat, without the engine's views, events and log
lines, for :func:`ai.freelance.fast.playout`, which plays the campaign from where it ends.

Basic's choices there read from its view the seat's hand, its tokens, the bidding round, the up
card, the cards it has seen face up (the discard pile, rule 25, and the up card) and the public
state of the declaration; they are basic's own functions (``swap_gain_of``, ``bid_for``,
``statement`` and the hand value's ``estimates``) on the same numbers. The rules are the
engine's ``_auction_step``, ``_swap_step``, ``_end_round`` and ``_declaration_step`` with the
same tests in the same order; basic draws nothing from its rng.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.actions import PASS, Action
from games.cards import Card
from games.freelance.facts import DECLINE, LAG_LIMIT
from games.interned import play_of

from ..trick_model import Node
from .basic import bid_for, statement, swap_gain_of
from .endgame import FreelanceModel
from .value import CARD_BIT, FULL_MASK, TRUMPS, estimates, mask_of

# More actions than the rules allow before the campaign (rules 19 and 32: each bid of a round and
# each statement higher, or as high from a seat with more tokens, than the last; 13 rounds).
MAX_ACTIONS = 1000


class Prelude:
    """The hand before its campaign as the engine keeps it (``_auction_step``, ``_swap_step``,
    ``_declaration_step``; rules 13-38), and the cards each seat has seen: the discard pile, face
    up through the auction and the declaration (rule 25), the up card, its own hand. Basic's view
    shows it no more than that there: a card taken from the freelance deck (rule 24) still counts
    as unseen in its ``unseen_mask``. When the declaration is won, it is also the state the
    campaign's model and ``ai.freelance.fast._Play`` start from."""

    def __init__(self, state: Any) -> None:
        self.hands: list[list[Card]] = [list(h) for h in state.hands]
        self.masks = [mask_of(h) for h in state.hands]
        self.taken: list[list[Card]] = [list(t) for t in state.taken]
        self.deck: list[Card] = list(state.freelance_deck)
        self.up: Card | None = state.up
        seen = mask_of(state.discard) | mask_of(c for _, c in state.trick)
        for w in state.won:
            seen |= mask_of(w)
        self.seen = seen  # face up to every seat
        self.tokens: list[int] = list(state.tokens)
        self.round_no: int = state.round_no
        self.round_leader: int = state.round_leader
        self.leading_bid: int = state.leading_bid
        self.leading_bidder: int | None = state.leading_bidder
        self.passed: list[bool] = list(state.passed)
        self.first_trump: list[str | None] = list(state.first_trump)
        self.leading: tuple[int, str, int] | None = state.leading_statement
        self.phase: str = state.phase
        self.turn: int | None = state.turn
        self.dealer: int = state.dealer
        self.scores: list[int] = list(state.scores)
        self.hand_no: int = state.hand_no
        self.sudden_death: bool = state.sudden_death
        # What the campaign starts from (FreelanceModel, ai.freelance.fast._Play): the contract once
        # stated, no trick yet.
        self.contract: tuple[int, str, int] | None = None
        self.trick: list[tuple[int, Card]] = list(state.trick)
        self.tricks_won: list[int] = list(state.tricks_won)
        self.voids: list[set[str]] = [set(v) for v in state.voids]

    def run(self) -> list[Action]:
        """Play to the end of the declaration, basic's action at every seat (the forced ones
        too): the actions, in order. The phase is then ``campaign`` (the contract won) or
        ``forfeited`` (rule 38: nobody stated)."""
        actions: list[Action] = []
        while (s := self.turn) is not None and self.phase != "campaign":
            if self.phase == "auction":
                action = self.bid(s)
                self.auction_step(s, action)
            elif self.phase == "swap":
                action = self.swap(s)
            else:
                action = self.declare(s)
                self.declaration_step(s, action)
            actions.append(action)
            assert len(actions) <= MAX_ACTIONS, "the auction or the declaration does not end"
        return actions

    def _gain(self, s: int) -> tuple[float, Card | None, float]:
        """Basic's ``_swap_gain`` for seat ``s`` and the up card."""
        up = self.up
        assert up is not None
        unseen = FULL_MASK & ~(self.seen | self.masks[s] | CARD_BIT[up])
        return swap_gain_of(tuple(self.hands[s]), unseen, up)

    def bid(self, s: int) -> Action:
        """Basic's ``_bid`` (PASS alone is legal once the seat cannot outbid, rule 19)."""
        tokens = self.tokens[s]
        low = self.leading_bid + 1
        if low > tokens:
            return PASS
        n = bid_for(tokens, self.round_no, low, lambda: self._gain(s))
        return PASS if n is None else Action("bid", (n,))

    def auction_step(self, s: int, action: Action) -> None:
        """The engine's ``_auction_step`` (rules 19-23)."""
        if action.verb == "bid":
            self.leading_bid = action.number  # rule 20
            self.leading_bidder = s
        else:
            self.passed[s] = True  # rule 21
        n_passed = sum(self.passed)
        if n_passed == 3:  # rule 22: the round is forfeited
            assert self.up is not None
            self.seen |= CARD_BIT[self.up]
            self.up = None
            self.end_round()
        elif n_passed == 2 and self.leading_bidder is not None:  # rules 22-23, 17
            w = self.leading_bidder
            self.tokens[w] -= self.leading_bid
            self.round_leader = w
            self.phase = "swap"
            self.turn = w
        else:
            self.turn = self.next_active(s)

    def swap(self, s: int) -> Action:
        """Basic's ``_swap``, played as the engine's ``_swap_step`` (rules 23-25)."""
        up = self.up
        assert up is not None
        _, give, _ = self._gain(s)
        if give is None:
            self.seen |= CARD_BIT[up]
            action = DECLINE
        else:
            hand, taken = self.hands[s], self.taken[s]
            hand.remove(give)
            if give in taken:
                taken.remove(give)
            self.seen |= CARD_BIT[give]
            hand.append(up)
            taken.append(up)
            self.masks[s] ^= CARD_BIT[give] | CARD_BIT[up]
            action = Action("swap", (give,))
        self.up = None
        self.end_round()
        return action

    def end_round(self) -> None:
        """The engine's ``_end_round`` and ``_start_round`` (rules 15-18, 26)."""
        if self.round_no < 13:
            self.round_no += 1
            self.up = self.deck.pop(0)
            self.leading_bid = 0
            self.leading_bidder = None
            self.passed = [False, False, False]
            self.phase = "auction"
            self.turn = self.round_leader
            return
        self.phase = "declaration"
        self.passed = [False, False, False]
        self.leading = None
        self.turn = self.dealer

    def next_active(self, s: int) -> int:
        for k in (1, 2, 3):
            t = (s + k) % 3
            if not self.passed[t]:
                return t
        return s

    def declare(self, s: int) -> Action:
        """Basic's ``_declare`` on the statements the engine allows (rules 29-35, D-freelance-4)."""
        lead = self.leading
        low = 1
        if lead is not None:
            low = lead[0] if self.tokens[s] > self.tokens[lead[2]] else lead[0] + 1
        scores = self.scores
        high = min(13, LAG_LIMIT - (max(scores) - scores[s]))
        low = max(low, 1)
        if low > high:
            return PASS
        first = self.first_trump[s]
        trumps = TRUMPS if first is None else (first,)
        mine = self.masks[s]
        values = estimates(mine, FULL_MASK & ~(self.seen | mine))
        got = statement(values, trumps, range(low, high + 1), self.hand_no, scores, s, lead)
        return PASS if got is None else Action("state", got)

    def declaration_step(self, s: int, action: Action) -> None:
        """The engine's ``_declaration_step`` (rules 36-38, 48)."""
        if action.verb == "state":
            n, t = action.number, str(action.args[1])
            self.leading = (n, t, s)  # rule 36
            if self.first_trump[s] is None:
                self.first_trump[s] = t
        else:
            self.passed[s] = True  # rule 37
        n_passed = sum(self.passed)
        if n_passed == 3:
            self.phase = "forfeited"
            self.turn = None
        elif n_passed == 2 and self.leading is not None:
            self.contract = self.leading
            self.phase = "campaign"
            self.turn = self.leading[2]
        else:
            self.turn = self.next_active(s)


class WholeHand:
    """The model of a hand played from before its campaign: its moves are the actions of the
    auction, the swaps and the declaration, then the campaign's cards (:class:`FreelanceModel`,
    whose start ``node`` is this one's; a hand whose declaration was forfeited has no campaign
    and scores nothing, rule 38)."""

    def __init__(self, campaign: FreelanceModel | None) -> None:
        self.campaign = campaign
        self.node: Node = campaign.node if campaign is not None else ((), (), None, (0, 0, 0))

    def moves(self, node: Node) -> Sequence[Card]:
        assert self.campaign is not None
        return self.campaign.moves(node)

    def play(self, node: Node, move: Any) -> Node:
        assert self.campaign is not None
        return self.campaign.play(node, move)

    def winner(self, node: Node, trick: Any) -> int:
        assert self.campaign is not None
        return self.campaign.winner(node, trick)

    def action(self, move: Any) -> Action:
        return move if isinstance(move, Action) else play_of(move)

    def move_of(self, action: Action) -> Any:
        return action.card if action.verb == "play" else action

    def deltas(self, acc: Any) -> tuple[int, ...] | None:
        """The campaign's (rule 49; None where it may win the match), else no change (rule 38)."""
        return self.campaign.deltas(acc) if self.campaign is not None else (0, 0, 0)
