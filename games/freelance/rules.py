"""Freelance: the rules, as a state and its actions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Self

from ..actions import PASS, Action
from ..cards import Card
from ..core import Game, LogEntry, Record, TableState, check_deal, hand_rng, record
from ..events import (
    CardMoved,
    ContractSet,
    Event,
    HandEnded,
    HandStarted,
    MatchEnded,
    Note,
    Said,
    ScoreChanged,
    TrickTaken,
)
from ..interned import play_of, said_by
from ..phrases import phrase
from ..tricks import follow_suit, trick_winner
from .facts import DECLINE, LAG_LIMIT, PACK, PLAYERS, ROUND_ROBIN_HANDS, TRUMPS, FreelanceOptions
from .reasons import why_illegal
from .view import FreelanceView, seat_note, table_note, view_of


class FreelanceState(TableState):
    """A Freelance match in play."""

    copied = (
        "_scores",
        "freelance_deck",
        "discard",
        "tokens",
        "passed",
        "statements",
        "first_trump",
        "trick",
        "tricks_won",
        "records",
        "_winners",
    )
    copied_items = ("hands", "won", "voids", "taken")
    public = (
        "tokens",
        "round_no",
        "round_leader",
        "leading_bid",
        "leading_bidder",
        "passed",
        "statements",
        "first_trump",
        "leading_statement",
        "contract",
        "trick_leader",
        "tricks_won",
        "draw_text",
    )  # the same in the state and every view
    # What the game says, in modules of their own: why an action is refused (reasons.py), the
    # notes under each name and over the table (view.py).
    why_illegal = why_illegal
    _seat_note = seat_note
    _table_note = table_note

    game: Game[FreelanceOptions]

    def __init__(self, game: Game[FreelanceOptions]) -> None:
        self.game = game
        self.options = FreelanceOptions()
        self.seed = 0
        self.deals: tuple[Mapping[str, Sequence[str]], ...] = ()
        self._scores = [0, 0, 0]
        self.hand_index = 0
        self.dealer = 0
        self.phase = "auction"
        self.hands: list[list[Card]] = [[], [], []]
        self.freelance_deck: list[Card] = []
        self.up: Card | None = None
        self.discard: list[Card] = []
        self.tokens = [13, 13, 13]
        self.round_no = 1
        self.round_leader = 0
        self.leading_bid = 0
        self.leading_bidder: int | None = None
        self.passed = [False, False, False]
        self.turn: int | None = 0
        self.statements: list[str] = ["", "", ""]
        self.first_trump: list[str | None] = [None, None, None]
        self.leading_statement: tuple[int, str, int] | None = None
        self.contract: tuple[int, str, int] | None = None
        self.trick: list[tuple[int, Card]] = []
        self.trick_leader = 0
        self.tricks_won = [0, 0, 0]
        self.won: list[list[Card]] = [[], [], []]
        self.voids: list[set[str]] = [set(), set(), set()]
        self.taken: list[list[Card]] = [[], [], []]
        self.log: list[LogEntry] = []
        self.records: list[Record] = []
        self._winners: list[int] = []
        self.draw_text = ""

    # -- protocol ---------------------------------------------------------------------------

    def clone(self) -> Self:
        """``State.clone``, with the readings of the log made so far (``seen_log``): the clone's
        log is a copy of the same entries, so they hold for it until either log grows."""
        c = super().clone()
        cache = self._seen_log
        if cache is not None and cache[0] is self.log:
            c._seen_log = (c.log, dict(cache[1]), dict(cache[2]))
        return c

    @property
    def sudden_death(self) -> bool:
        """Rule 8: hands after the first six are sudden-death hands."""
        return self.hand_index >= ROUND_ROBIN_HANDS

    def shuffle_unseen(self, rng: random.Random) -> None:
        """The Freelance deck below its face-up card: the order in which its cards will turn up."""
        rng.shuffle(self.freelance_deck)

    def zone_contents(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {f"hand{s}": list(self.hands[s]) for s in range(PLAYERS)}
        zones["freelance_deck"] = ([self.up] if self.up is not None else []) + list(self.freelance_deck)
        zones["discard"] = list(self.discard)
        zones["trick"] = [c for _, c in self.trick]
        for s in range(PLAYERS):
            zones[f"won{s}"] = list(self.won[s])
        return zones

    def legal_actions(self) -> list[Action]:
        s = self.turn
        if self.phase == "over" or s is None:
            return []
        if self.phase == "auction":
            low = self.leading_bid + 1
            return [Action("bid", (n,)) for n in range(low, self.tokens[s] + 1)] + [PASS]
        if self.phase == "swap":
            return [Action("swap", (c,)) for c in self.hands[s]] + [DECLINE]
        if self.phase == "declaration":
            low, high = self._statement_range(s)
            trumps = [self.first_trump[s]] if self.first_trump[s] is not None else list(TRUMPS)
            acts = [Action("state", (n, t)) for n in range(low, high + 1) for t in trumps if t is not None]
            return [*acts, PASS]
        return [play_of(c) for c in self._playable(s)]

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.phase == "auction":
            self._auction_step(action, events)
        elif self.phase == "swap":
            self._swap_step(action, events)
        elif self.phase == "declaration":
            self._declaration_step(action, events)
        else:
            self._play_step(action, events)
        return events

    def view(self, seat: int) -> FreelanceView:
        return view_of(self, seat)

    # -- notes for the table ------------------------------------------------------------------

    # -- the hand -----------------------------------------------------------------------------

    def _say(self, seat: int, action: Action) -> None:
        self.log.append(said_by(seat, action))

    def _start_hand(self, events: list[Event]) -> None:
        """Rule 10: shuffle and deal 13 cards to each player and 13 to the freelance deck."""
        self.log = []
        pack = list(PACK)
        if self.hand_index < len(self.deals):
            deal = check_deal(
                self.deals[self.hand_index],
                {"hand0": 13, "hand1": 13, "hand2": 13, "freelance_deck": 13},
                pack,
                what=f"deal {self.hand_index + 1}",
            )
            hands = [deal["hand0"], deal["hand1"], deal["hand2"]]
            deck = deal["freelance_deck"]
        else:
            rng = hand_rng(self.seed, self.hand_index + 1)
            rng.shuffle(pack)
            hands = [pack[0:13], pack[13:26], pack[26:39]]
            deck = pack[39:52]
        events.append(HandStarted(self.hand_no, self.dealer, "sudden-death" if self.sudden_death else "round-robin"))
        for i in range(13):
            for k in range(PLAYERS):
                s = (self.dealer + 1 + k) % PLAYERS
                events.append(CardMoved(hands[s][i], "pack", f"hand{s}", False, frozenset({s})))
        for c in reversed(deck):
            events.append(CardMoved(c, "pack", "freelance_deck", False))
        self.hands = [list(h) for h in hands]
        self.freelance_deck = list(deck)
        self.up = None
        self.discard = []
        self.tokens = [13, 13, 13]  # rule 13
        self.round_no = 0
        self.round_leader = self.dealer  # rule 17
        self.tricks_won = [0, 0, 0]
        self.won = [[], [], []]
        self.voids = [set(), set(), set()]
        self.taken = [[], [], []]
        self.trick = []
        self.contract = None
        self.leading_statement = None
        self.statements = ["", "", ""]
        self.first_trump = [None, None, None]
        self.phase = "auction"
        self._start_round(events)

    def _start_round(self, events: list[Event]) -> None:
        """Rules 16, 18: turn up the freelance deck's top card; the leading bid is 0."""
        self.round_no += 1
        self.up = self.freelance_deck.pop(0)
        events.append(CardMoved(self.up, "freelance_deck", "freelance_deck", True))
        self.log.append(
            LogEntry(-1, f"round {self.round_no}: {self.up} turned up", f"round {self.round_no}: {self.up} turned up")
        )
        self.leading_bid = 0
        self.leading_bidder = None
        self.passed = [False, False, False]
        self.phase = "auction"
        self.turn = self.round_leader

    def _next_active(self, s: int) -> int:
        for k in range(1, PLAYERS + 1):
            t = (s + k) % PLAYERS
            if not self.passed[t]:
                return t
        return s

    def _auction_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None
        self._say(s, action)
        events.append(Said(s, str(action)))
        if action.verb == "bid":
            self.leading_bid = action.number  # rule 20
            self.leading_bidder = s
        else:
            self.passed[s] = True  # rule 21
        n_passed = sum(self.passed)
        if n_passed == PLAYERS:
            # Rule 22: nobody bid; the round is forfeited (D-freelance-5: the leader stays).
            assert self.up is not None
            events.append(CardMoved(self.up, "freelance_deck", "discard", True))
            forfeited = phrase("round {round} forfeited", round=self.round_no)
            self.log.append(LogEntry(-1, forfeited, forfeited))
            self.discard.insert(0, self.up)
            self.up = None
            self._end_round(events)
            return
        if n_passed == PLAYERS - 1 and self.leading_bidder is not None:
            # Rules 22-23: the round is won; the winner pays and leads the next round (rule 17).
            w = self.leading_bidder
            self.tokens[w] -= self.leading_bid
            self.round_leader = w
            text = phrase(
                "seat {seat} wins bidding round {round} for %n tokens", seat=w, round=self.round_no, n=self.leading_bid
            )
            events.append(Note(text, w))
            self.phase = "swap"
            self.turn = w
            return
        self.turn = self._next_active(s)

    def _swap_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None and self.up is not None
        self._say(s, action)
        events.append(Said(s, str(action)))
        if action.verb == "swap":
            c = action.args[0]
            assert isinstance(c, Card)
            self.hands[s].remove(c)
            if c in self.taken[s]:
                self.taken[s].remove(c)
            self.discard.insert(0, c)
            events.append(CardMoved(c, f"hand{s}", "discard", True))
            self.hands[s].append(self.up)
            self.taken[s].append(self.up)  # everyone saw which card it was (rule 24)
            events.append(CardMoved(self.up, "freelance_deck", f"hand{s}", False, frozenset(range(PLAYERS))))
        else:
            self.discard.insert(0, self.up)
            events.append(CardMoved(self.up, "freelance_deck", "discard", True))
        self.up = None
        self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        if self.round_no < 13:  # rule 15
            self._start_round(events)
            return
        self.phase = "declaration"  # rule 26: the dealer makes the first statement
        self.passed = [False, False, False]
        self.leading_statement = None  # D-freelance-3
        self.turn = self.dealer
        events.append(Note(phrase("The auction is over: the declaration begins with the dealer"), self.dealer))

    def _statement_range(self, s: int) -> tuple[int, int]:
        """Rules 31-35 with D-freelance-4: the numbers seat ``s`` may state now."""
        lead = self.leading_statement
        low = 1
        if lead is not None:
            low = lead[0] if self.tokens[s] > self.tokens[lead[2]] else lead[0] + 1
        lag = max(self._scores) - self._scores[s]
        high = min(13, LAG_LIMIT - lag)
        return max(low, 1), high

    def _declaration_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None
        self._say(s, action)
        events.append(Said(s, str(action)))
        if action.verb == "state":
            n, t = action.number, str(action.args[1])
            self.leading_statement = (n, t, s)  # rule 36
            if self.first_trump[s] is None:
                self.first_trump[s] = t
            self.statements[s] = f"{n} {t}"
        else:
            self.passed[s] = True  # rule 37
            self.statements[s] = "pass"
        n_passed = sum(self.passed)
        if n_passed == PLAYERS:
            self._forfeit_declaration(events)
            return
        if n_passed == PLAYERS - 1 and self.leading_statement is not None:
            self._start_campaign(events)
            return
        self.turn = self._next_active(s)

    def _forfeit_declaration(self, events: list[Event]) -> None:
        """Rule 38: nobody stated; the hand ends without a campaign (D-freelance-7: no winner)."""
        events.append(Note(phrase("Everyone passed: the hand ends without a campaign (rule 38)")))
        self._record(None, 0, 0)
        events.append(HandEnded(self.hand_no, (0, 0, 0), tuple(self._scores), phrase("declaration forfeited")))
        self._next_hand(events)

    def _start_campaign(self, events: list[Event]) -> None:
        assert self.leading_statement is not None
        n, t, attacker = self.leading_statement
        self.contract = (n, t, attacker)  # rule 38
        events.append(ContractSet(attacker, phrase("{n_} {trump}", n_=n, trump=t)))
        events.append(Note(phrase("The discard pile is turned face down (rule 40)")))
        self.phase = "campaign"
        self.trick = []
        self.trick_leader = attacker  # rule 48
        self.turn = attacker

    def _playable(self, s: int) -> list[Card]:
        """Rule 43: any card to lead; rule 44: follow the led suit if you can."""
        return follow_suit(self.hands[s], self.trick[0][1].suit if self.trick else None)

    def _trick_winner(self) -> int:
        """Rules 45-47: the highest trump, else the highest card of the led suit."""
        assert self.contract is not None
        trump = self.contract[1]
        return self.trick[trick_winner([c for _, c in self.trick], None if trump == "NT" else trump)][0]

    def _play_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None and self.contract is not None
        c = action.args[0]
        assert isinstance(c, Card)
        if self.trick and c.suit != self.trick[0][1].suit:
            self.voids[s].add(self.trick[0][1].suit)
        self.hands[s].remove(c)
        if c in self.taken[s]:
            self.taken[s].remove(c)
        self.trick.append((s, c))
        self._say(s, action)
        events.append(CardMoved(c, f"hand{s}", "trick", True))
        if len(self.trick) < PLAYERS:
            self.turn = (s + 1) % PLAYERS  # rule 42
            return
        w = self._trick_winner()
        number = sum(self.tricks_won) + 1
        cards = tuple(card for _, card in self.trick)
        events.append(TrickTaken(w, cards, number))
        self.log.append(LogEntry(-1, f"trick {number} to {w}", f"trick {number} to {w}"))
        for card in cards:
            events.append(CardMoved(card, "trick", f"won{w}", False, frozenset(range(PLAYERS))))
        self.won[w].extend(cards)
        self.tricks_won[w] += 1
        self.trick = []
        self.trick_leader = w  # rule 48
        self.turn = w
        n, _, attacker = self.contract
        played = sum(self.tricks_won)
        made = self.tricks_won[attacker]
        done = played == 13
        if not self.options.play_all_tricks and (made >= n or made + (13 - played) < n):
            done = True  # D-freelance-6: the outcome is certain
        if done:
            self._score_campaign(events)

    def _score_campaign(self, events: list[Event]) -> None:
        """Rule 49: the attacker gains the contract's number if made, else loses it. Rule 50: the winner."""
        assert self.contract is not None
        n, _, attacker = self.contract
        delta = n if self.tricks_won[attacker] >= n else -n
        self._scores[attacker] += delta
        events.append(
            ScoreChanged(attacker, delta, self._scores[attacker], "contract made" if delta > 0 else "contract lost")
        )
        deltas = tuple(delta if s == attacker else 0 for s in range(PLAYERS))
        self._record(self.contract, delta, self.tricks_won[attacker])
        events.append(
            HandEnded(
                self.hand_no,
                deltas,
                tuple(self._scores),
                phrase("contract made") if delta > 0 else phrase("contract lost"),
            )
        )
        others = [self._scores[s] for s in range(PLAYERS) if s != attacker]
        if self.sudden_death and self._scores[attacker] > max(others):
            self._winners = [attacker]
            self.phase = "over"
            self.turn = None
            events.append(MatchEnded((attacker,)))
            return
        self._next_hand(events)

    def _record(self, contract: tuple[int, str, int] | None, delta: int, made: int) -> None:
        self.records.append(
            record(
                {
                    "hand": self.hand_no,
                    "dealer": self.dealer,
                    "kind": "sudden-death" if self.sudden_death else "round-robin",
                    "contract": None if contract is None else f"{contract[0]} {contract[1]}",
                    "attacker": None if contract is None else contract[2],
                    "tricks": list(self.tricks_won),
                    "attacker_tricks": made,
                    "delta": delta,
                    "tokens": list(self.tokens),
                    "scores": list(self._scores),
                }
            )
        )

    def _next_hand(self, events: list[Event]) -> None:
        """Gather the cards; rule 12 (D-freelance-1): the next seat deals."""
        for name, cs in self.zone_contents().items():
            for c in cs:
                events.append(CardMoved(c, name, "pack", False))
        self.hand_index += 1
        self.dealer = (self.dealer + 1) % PLAYERS
        self._start_hand(events)
