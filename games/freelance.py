"""Freelance (Patrick Richard, 2023): rules 1-50 of ``freelance.txt`` and rulings D-freelance-1..8.

Three players, 52 cards, aces high. Each hand: a deal (13 cards each, 13 to the freelance deck),
a 13-round token auction for the freelance deck's cards, a declaration that sets the contract
(number and trump), and a campaign of tricks. The first 6 hands are round-robin; after that, an
attacker who makes the strictly highest score wins the match (rule 50, D-freelance-7).

Actions (canonical text):

- ``bid 3`` / ``pass`` in a bidding round (rules 16-22);
- ``swap 7C`` (7C from hand to the discard pile, take the face-up card) or ``decline`` (the
  face-up card goes to the discard pile), by the winner of a bidding round (rule 23);
- ``state 7 H`` / ``state 9 NT`` / ``pass`` in the declaration (rules 26-38);
- ``play QH`` in the campaign (rules 42-48).

Seats who passed in a bidding round or the declaration are skipped (rules 21, 37). Zones:
``hand0``..``hand2``, ``freelance_deck`` (top first; the top card face up while it is being
auctioned), ``discard`` (top first; face up until the campaign, rule 40), ``trick``,
``won0``..``won2``.

>>> s = GAME.new_match(players=3, seed=1)
>>> s.phase, s.view(0).phase
('auction', 'auction')
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .actions import PASS, Action, Grammar, play
from .cards import RANKS, Card, standard_pack
from .core import Game, LogEntry, Record, TableState, View, check_deal, count, hand_rng, option, record
from .errors import IllegalAction
from .events import (
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
from .sampling import deal_constrained
from .tricks import follow_suit, trick_winner

PLAYERS = 3
ROUND_ROBIN_HANDS = 6  # rule 8
LAG_LIMIT = 38  # rule 35
TRUMPS = ("C", "D", "H", "S", "NT")
DECLINE = Action("decline")


@dataclass(frozen=True)
class FreelanceOptions:
    play_all_tricks: bool = option(
        False,
        "Play all 13 tricks of the campaign, instead of ending it as soon as its outcome is certain (D-freelance-6).",
    )


@dataclass(frozen=True)
class FreelanceView(View):
    """What one Freelance seat knows, beyond the common view fields."""

    tokens: tuple[int, ...] = ()
    round_no: int = 0
    round_leader: int = 0
    leading_bid: int = 0
    leading_bidder: int | None = None
    passed: tuple[bool, ...] = ()
    statements: tuple[str, ...] = ()
    first_trump: tuple[str | None, ...] = ()
    leading_statement: tuple[int, str, int] | None = None
    contract: tuple[int, str, int] | None = None
    trick_seats: tuple[int, ...] = ()
    trick_leader: int = 0
    tricks_won: tuple[int, ...] = ()
    voids: tuple[frozenset[str], ...] = ()
    known_in_hand: tuple[tuple[Card, ...], ...] = ()
    discards_seen: tuple[Card, ...] = ()
    records: tuple[Mapping[str, Any], ...] = ()
    winners: tuple[int, ...] = ()
    draw_text: str = ""


class FreelanceState(TableState):
    """A Freelance match in play."""

    game: FreelanceGame

    def __init__(self, game: FreelanceGame) -> None:
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

    @property
    def sudden_death(self) -> bool:
        """Rule 8: hands after the first six are sudden-death hands."""
        return self.hand_index >= ROUND_ROBIN_HANDS

    def clone(self) -> FreelanceState:
        c = FreelanceState.__new__(FreelanceState)
        c.__dict__.update(self.__dict__)
        c._scores = list(self._scores)
        c.hands = [list(h) for h in self.hands]
        c.freelance_deck = list(self.freelance_deck)
        c.discard = list(self.discard)
        c.tokens = list(self.tokens)
        c.passed = list(self.passed)
        c.statements = list(self.statements)
        c.first_trump = list(self.first_trump)
        c.trick = list(self.trick)
        c.tricks_won = list(self.tricks_won)
        c.won = [list(w) for w in self.won]
        c.voids = [set(v) for v in self.voids]
        c.taken = [list(t) for t in self.taken]
        c.log = list(self.log)
        c.records = list(self.records)
        c._winners = list(self._winners)
        return c

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
        return [play(c) for c in self._playable(s)]

    def why_illegal(self, action: Action) -> str:
        s = self.turn
        assert s is not None
        if self.phase == "auction":
            if action.verb != "bid" and action != PASS:
                return f"it is the auction: bid a number of tokens or pass (rule 19), not {action}"
            if action.verb == "bid":
                n = action.number
                if n <= 0:
                    return "a bid must be greater than 0 (rule 19a-i)"
                if n <= self.leading_bid:
                    return f"a bid must be greater than the leading bid of {self.leading_bid} (rule 19a-ii)"
                return f"you have only {self.tokens[s]} tokens (rule 19a-iii)"
        if self.phase == "swap":
            if action.verb == "swap":
                return f"you do not hold {action.args[0]}"
            return "you won the bidding round: swap one of your cards for the face-up card, or decline (rule 23)"
        if self.phase == "declaration":
            if action.verb != "state" and action != PASS:
                return f"it is the declaration: make a statement (number and trump) or pass (rule 28), not {action}"
            if action.verb == "state":
                n, trump = action.number, str(action.args[1])
                if self.first_trump[s] is not None and trump != self.first_trump[s]:
                    return f"your trump must stay {self.first_trump[s]}, as in your first statement (rule 30)"
                if not 0 < n < 14:
                    return "a statement's number must be from 1 to 13 (rule 31)"
                lead = self.leading_statement
                if lead is not None and n < lead[0]:
                    return f"a statement must be no less than the leading statement {lead[0]} (rule 32)"
                if lead is not None and n == lead[0]:
                    return (
                        f"to equal the leading statement {lead[0]} you need more tokens left than its maker "
                        f"({self.tokens[s]} against {self.tokens[lead[2]]}) (rule 33, D-freelance-4)"
                    )
                lag = max(self._scores) - self._scores[s]
                return f"your lag {lag} plus {n} would exceed {LAG_LIMIT} (rule 35)"
        if self.phase == "campaign":
            if action.verb != "play":
                return f"it is the campaign: play a card, not {action}"
            c = action.args[0]
            if not isinstance(c, Card) or c not in self.hands[s]:
                return f"you do not hold {c}"
            led = self.trick[0][1].suit
            return f"you must follow suit: you hold {led} (rule 44)"
        return super().why_illegal(action)

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
        campaign = self.phase in ("campaign",)
        zones: dict[str, tuple[Card | None, ...]] = {}
        for s in range(PLAYERS):
            zones[f"hand{s}"] = tuple(self.hands[s]) if s == seat else (None,) * len(self.hands[s])
            zones[f"won{s}"] = tuple(self.won[s])
        zones["freelance_deck"] = ((self.up,) if self.up is not None else ()) + (None,) * len(self.freelance_deck)
        zones["discard"] = (None,) * len(self.discard) if campaign else tuple(self.discard)
        zones["trick"] = tuple(c for _, c in self.trick)
        notes = tuple(self._seat_note(s) for s in range(PLAYERS))
        return FreelanceView(
            game="freelance",
            seat=seat,
            players=PLAYERS,
            to_act=self.to_act,
            hand_no=self.hand_no,
            dealer=self.dealer,
            phase=self.phase,
            scores=tuple(self._scores),
            is_over=self.phase == "over",
            zones=zones,
            log=self.seen_log(self.log, seat),
            seat_notes=notes,
            table_note=self._table_note(),
            tokens=tuple(self.tokens),
            round_no=self.round_no,
            round_leader=self.round_leader,
            leading_bid=self.leading_bid,
            leading_bidder=self.leading_bidder,
            passed=tuple(self.passed),
            statements=tuple(self.statements),
            first_trump=tuple(self.first_trump),
            leading_statement=self.leading_statement,
            contract=self.contract,
            trick_seats=tuple(s for s, _ in self.trick),
            trick_leader=self.trick_leader,
            tricks_won=tuple(self.tricks_won),
            voids=tuple(frozenset(v) for v in self.voids),
            known_in_hand=tuple(tuple(t) for t in self.taken),
            discards_seen=tuple(self.discard),
            records=tuple(self.records),
            winners=tuple(self._winners),
            draw_text=self.draw_text,
        )

    # -- notes for the table ------------------------------------------------------------------

    def _seat_note(self, s: int) -> str:
        parts = [count(self.tokens[s], "token")]
        if self.phase in ("declaration",) and self.statements[s]:
            parts.append(self.statements[s])
        if self.contract is not None and self.phase in ("campaign",):
            parts.append(count(self.tricks_won[s], "trick"))
            if self.contract[2] == s:
                parts.append("attacker")
        return ", ".join(parts)

    def _table_note(self) -> str:
        kind = "sudden-death" if self.sudden_death else "round-robin"
        if self.phase in ("auction", "swap"):
            lead = f", leading bid {self.leading_bid}" if self.leading_bidder is not None else ""
            return f"Hand {self.hand_no} ({kind}): bidding round {self.round_no} of 13{lead}"
        if self.phase == "declaration":
            if self.leading_statement is None:
                return f"Hand {self.hand_no} ({kind}): declaration"
            n, t, who = self.leading_statement
            return f"Hand {self.hand_no} ({kind}): declaration, leading statement {n} {t} by seat {who}"
        if self.contract is not None:
            n, t, who = self.contract
            return f"Hand {self.hand_no} ({kind}): contract {n} {t}, attacker seat {who}"
        return f"Hand {self.hand_no} ({kind})"

    # -- the hand -----------------------------------------------------------------------------

    def _say(self, seat: int, text: str) -> None:
        self.log.append(LogEntry(seat, f"{seat}: {text}", f"{seat}: {text}"))

    def _start_hand(self, events: list[Event]) -> None:
        """Rule 10: shuffle and deal 13 cards to each player and 13 to the freelance deck."""
        self.log = []
        pack = standard_pack()
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
        self._say(s, str(action))
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
            self.log.append(LogEntry(-1, f"round {self.round_no} forfeited", f"round {self.round_no} forfeited"))
            self.discard.insert(0, self.up)
            self.up = None
            self._end_round(events)
            return
        if n_passed == PLAYERS - 1 and self.leading_bidder is not None:
            # Rules 22-23: the round is won; the winner pays and leads the next round (rule 17).
            w = self.leading_bidder
            self.tokens[w] -= self.leading_bid
            self.round_leader = w
            events.append(
                Note(f"seat {w} wins bidding round {self.round_no} for {count(self.leading_bid, 'token')}", w)
            )
            self.phase = "swap"
            self.turn = w
            return
        self.turn = self._next_active(s)

    def _swap_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None and self.up is not None
        self._say(s, str(action))
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
        events.append(Note("The auction is over: the declaration begins with the dealer", self.dealer))

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
        self._say(s, str(action))
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
        events.append(Note("Everyone passed: the hand ends without a campaign (rule 38)"))
        self._record(None, 0, 0)
        events.append(HandEnded(self.hand_no, (0, 0, 0), tuple(self._scores), "declaration forfeited"))
        self._next_hand(events)

    def _start_campaign(self, events: list[Event]) -> None:
        assert self.leading_statement is not None
        n, t, attacker = self.leading_statement
        self.contract = (n, t, attacker)  # rule 38
        events.append(ContractSet(attacker, f"{n} {t}"))
        events.append(Note("The discard pile is turned face down (rule 40)"))
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
        self._say(s, str(action))
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
            HandEnded(self.hand_no, deltas, tuple(self._scores), f"contract {'made' if delta > 0 else 'lost'}")
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


class FreelanceGame(Game[FreelanceOptions]):
    id = "freelance"
    title = "Freelance"
    min_players = 3
    max_players = 3
    default_players = 3
    options_type = FreelanceOptions
    grammar: ClassVar[Grammar] = {
        "bid": [("int",)],
        "pass": [()],
        "swap": [("card",)],
        "decline": [()],
        "state": [("int", "trump")],
        "play": [("card",)],
    }
    hand_cap = 60
    score_name = "Score"
    deal_zones = ("freelance_deck",)  # its top card turned up: still the top
    playout_configs: ClassVar[Sequence[tuple[int, Mapping[str, Any]]]] = ((3, {}), (3, {"play_all_tricks": True}))

    def pack(self, players: int, options: FreelanceOptions) -> list[Card]:
        return standard_pack()

    def new_match(
        self,
        players: int = 3,
        seed: int = 0,
        options: FreelanceOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> FreelanceState:
        return self.start(players, seed, options, deals)[0]

    def start(
        self,
        players: int = 3,
        seed: int = 0,
        options: FreelanceOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> tuple[FreelanceState, list[Event]]:
        """The match and its first deal's events (see ``Game.start``)."""
        self.check_players(players)
        state = FreelanceState(self)
        state.options = self.options(options)
        state.seed = seed
        state.deals = tuple(deals or ())
        events: list[Event] = []
        if state.deals:
            state.dealer = 0  # D-freelance-2: explicit deals skip the draw
        else:
            state.dealer, state.draw_text = draw_for_dealer(random.Random(f"parlour:{seed}:draw"))
        state._start_hand(events)
        if state.draw_text:
            state.log.insert(0, LogEntry(-1, state.draw_text, state.draw_text))
        return state, events

    def sample(self, view: View, rng: random.Random) -> FreelanceState:
        """Deal the cards this seat cannot see: the other hands (honouring voids shown in play and
        cards known to have been taken from the freelance deck) and the freelance deck below its top."""
        assert isinstance(view, FreelanceView)
        me = view.seat
        st = FreelanceState(self)
        st.seed = rng.getrandbits(63)
        st._scores = list(view.scores)
        st.hand_index = view.hand_no - 1
        st.dealer = view.dealer
        st.phase = view.phase
        st.tokens = list(view.tokens)
        st.round_no = view.round_no
        st.round_leader = view.round_leader
        st.leading_bid = view.leading_bid
        st.leading_bidder = view.leading_bidder
        st.passed = list(view.passed)
        st.turn = view.to_act
        st.statements = list(view.statements)
        st.first_trump = list(view.first_trump)
        st.leading_statement = view.leading_statement
        st.contract = view.contract
        st.trick = [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=False) if c is not None]
        st.trick_leader = view.trick_leader
        st.tricks_won = list(view.tricks_won)
        st.won = [[c for c in view.zones[f"won{s}"] if c is not None] for s in range(PLAYERS)]
        st.voids = [set(v) for v in view.voids]
        st.taken = [list(t) for t in view.known_in_hand]
        st.discard = list(view.discards_seen)
        st.log = [LogEntry(-1, line, line) for line in view.log]
        st.records = [r if isinstance(r, Record) else record(r) for r in view.records]
        st._winners = list(view.winners)
        st.draw_text = view.draw_text
        deck_zone = view.zones["freelance_deck"]
        st.up = deck_zone[0] if deck_zone and deck_zone[0] is not None else None
        known: list[Card] = list(view.hand) + st.discard + [c for _, c in st.trick]
        for w in st.won:
            known.extend(w)
        if st.up is not None:
            known.append(st.up)
        sizes: dict[str, int] = {}
        allowed: dict[str, Any] = {}
        for s in range(PLAYERS):
            if s == me:
                continue
            known.extend(st.taken[s])
            sizes[f"hand{s}"] = len(view.zones[f"hand{s}"]) - len(st.taken[s])
            if st.voids[s]:
                voids = frozenset(st.voids[s])
                allowed[f"hand{s}"] = lambda c, v=voids: c.suit not in v
        hidden_deck = len(deck_zone) - (1 if st.up is not None else 0)
        sizes["freelance_deck"] = hidden_deck
        remaining = list(standard_pack())
        for c in known:
            remaining.remove(c)
        dealt = deal_constrained(rng, remaining, sizes, allowed)
        for s in range(PLAYERS):
            st.hands[s] = list(view.hand) if s == me else list(st.taken[s]) + dealt[f"hand{s}"]
        st.freelance_deck = dealt["freelance_deck"]
        return st


def draw_for_dealer(rng: random.Random) -> tuple[int, str]:
    """Rules 4-6 (D-freelance-2): each seat draws a card; the highest rank deals; a tie for the
    highest is broken by turning cards up until one shows the suit of a tied player's card."""
    pack = standard_pack()
    rng.shuffle(pack)
    drawn = pack[:PLAYERS]
    text = "Draw for first dealer: " + ", ".join(f"seat {s} {c}" for s, c in enumerate(drawn))
    top = max(c.rank for c in drawn)
    tied = [s for s, c in enumerate(drawn) if c.rank == top]
    if len(tied) == 1:
        return tied[0], text + f"; seat {tied[0]} deals"
    suits = {drawn[s].suit: s for s in tied}
    turned = []
    for c in pack[PLAYERS:]:
        turned.append(str(c))
        if c.suit in suits:
            who = suits[c.suit]
            return who, text + f"; tie in {RANKS[top - 2]}, turned {' '.join(turned)}; seat {who} deals"
    raise AssertionError("a 52-card pack always breaks the tie")  # pragma: no cover


GAME = FreelanceGame()


__all__ = ["GAME", "FreelanceGame", "FreelanceOptions", "FreelanceState", "FreelanceView", "IllegalAction"]
