"""Two Way Street: part 2 of ``two_way_street.txt`` (2a deal, 2b declarations, 2c play) and
rulings D-tws-1..6 (deck, first declarer, declaring, play, scoring, the duel).

Three to eight players declare in turn whether they will take tricks ("high") or avoid them
("low"); once more than half have declared one way, the rest are forced the other way. Right
after declaring (or being forced) each player buries two cards at the bottom of the deck and
draws two from its top. Ten tricks follow, the lead passing to the next seat every trick. Two
players play the duel of D-tws-6 instead: a secret bid, an open bid, pre-tricks and exchange.

Actions (canonical text):

- ``declare high`` / ``declare low`` (rule 2b, D-tws-3);
- ``bury 4C``, twice, in the exchange (rule 2b, D-tws-2); the two draws from the top of the deck
  follow by themselves as events;
- ``bid high 3`` / ``bid low 2`` in the duel: a direction and a strength 1 to 5 (D-tws-6); the
  dealer's bid is secret until the other seat has bid;
- ``play QH`` (rule 2c); jokers are ``RJ`` / ``BJ`` when the two kinds differ, ``JK`` when they
  are alike (option ``alike_jokers``) or when the pack holds a single joker. With two packs
  there are duplicate cards: ``play 5H`` plays one of the two 5H (they are equal).

A led joker (rule 2c's footnote) has no separate "choose" step: the choice of the suit led is
the card played, case by case:

1. Two distinguishable kinds (``RJ`` and ``BJ``). The suit led is one of the two suits of the
   led joker's colour (Diamonds/Hearts for ``RJ``, Clubs/Spades for ``BJ``). A player holding
   no card of either suit is not able to choose: any card of theirs is legal (``play X``) and
   shows them void in both suits. The first player who holds a card of either suit must choose:
   their legal actions are exactly their cards of those two suits, and playing one makes its
   suit the suit led (``play 5H`` after ``RJ``: Hearts are led). Having chosen, the text lets
   them follow with a joker of the suit's colour; that is possible only with two packs (a second
   ``RJ`` under a led ``RJ``). Then, and only then, the choice cannot be read off the card, so
   the play names the suit: ``play RJ H`` (the same ``play`` verb, the suit chosen as a second
   word, offered for each suit of that colour present in the hand). Every later player follows
   the chosen suit as usual.
2. One kind of joker (``JK``: a single joker, or alike jokers). The suit led may be any suit.
   The next player holding a non-joker card must choose a suit present in their hand or play
   another joker: all their cards are legal; a non-joker card makes its suit the suit led, a
   ``JK`` passes the choice on to the next player (the first joker played stays the higher
   card). A player holding only jokers plays one and passes the choice on likewise.
3. In either case, if nobody chooses, the trick has no suit led; the joker wins it anyway.

Following (rule 2c): holding a card of the suit led, a player must play a card of that suit or
a joker of its colour (two kinds), or any joker (one kind); otherwise any card. The red joker
takes any trick, else a black (or alike) joker, else the highest card of the suit led; of two
equal cards the one played earlier wins.

Zones: ``hand0``..``hand{n-1}``, ``deck`` (top first; hidden), ``trick``, ``won0``.. (tricks won,
face down but seen by all as they were played; a duel's pre-tricks lie first and nobody sees
them). Explicit deals name ``hand0``..``hand{n-1}`` (10 cards each) and ``deck``; seat 0 is then
the first declarer, who deals. In the duel a redeal uses the next explicit deal, if any.

>>> s = GAME.new_match(players=3, seed=1)
>>> s.phase, sorted(str(a) for a in s.legal_actions())
('declare', ['declare high', 'declare low'])
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .actions import Action, Grammar, play
from .cards import SUIT_NAMES, Card, standard_pack
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

HAND_SIZE = 10
TRICKS = 10
DEAL_ROUNDS = (1, 2, 3, 4)  # rule 2a
EXCHANGE = 2  # rule 2b
MAX_STRENGTH = 5  # D-tws-6
# D-tws-5: the N of a low player's raw score N - tricks, by the number of players.
LOW_BASE = {3: 8, 4: 6, 5: 5, 6: 4, 7: 3, 8: 3}
COLOUR_SUITS = {"R": ("D", "H"), "B": ("C", "S")}
SUIT_COLOUR = {"D": "R", "H": "R", "C": "B", "S": "B"}
DIRECTIONS = ("high", "low")


@dataclass(frozen=True)
class TwoWayStreetOptions:
    target: int = option(25, "The match ends after the hand in which someone reaches this total (D-tws-5).")
    jokers: int = option(
        2, "Jokers in the single pack of 2 to 4 players: 0, 1 or 2 (D-tws-1). Two are red and black; one is JK."
    )
    alike_jokers: bool = option(
        False,
        "The jokers cannot be told apart (JK): any joker may follow suit and a led joker may stand for any "
        "suit (rule 2c).",
    )
    two_packs: bool = option(False, "Five players play with two packs and their jokers (D-tws-1).")

    def check(self) -> None:
        if not 0 <= self.jokers <= 2:
            raise ValueError(f"option 'jokers' must be 0, 1 or 2, got {self.jokers}")
        if self.target < 1:
            raise ValueError(f"option 'target' must be at least 1, got {self.target}")


@dataclass(frozen=True)
class TwoWayStreetView(View):
    """What one seat knows, beyond the common view fields.

    ``directions`` "high"/"low"/"" and ``marks`` HD/LD/HF/LF per seat are public. ``deck_by`` tells
    for each deck position (top first) which seat buried the card there (-1: never in a hand), a
    public fact; ``deck_known`` the (position, card) pairs this seat buried and that are still in
    the deck; ``known_in_hands`` per seat the cards this seat buried that the seat drew and still
    holds. ``bids`` (duel) shows "secret" for a bid this seat may not see yet.
    """

    options: TwoWayStreetOptions = TwoWayStreetOptions()
    directions: tuple[str, ...] = ()
    forced: tuple[bool, ...] = ()
    marks: tuple[str, ...] = ()
    exchanged: tuple[bool, ...] = ()
    buried_now: int = 0
    deck_by: tuple[int, ...] = ()
    deck_known: tuple[tuple[int, Card], ...] = ()
    known_in_hands: tuple[tuple[Card, ...], ...] = ()
    bids: tuple[str, ...] = ()
    revealed: bool = False
    contract: str = ""
    stronger: int | None = None
    pretricks: tuple[int, ...] = ()
    trick_seats: tuple[int, ...] = ()
    trick_leader: int = 0
    trick_no: int = 0
    led_suit: str | None = None
    tricks_won: tuple[int, ...] = ()
    voids: tuple[frozenset[str], ...] = ()
    records: tuple[Mapping[str, Any], ...] = ()
    winners: tuple[int, ...] = ()


def penalty(raw: Sequence[int]) -> tuple[int, int | None]:
    """D-tws-5: the penalty P for the raw scores, and the tied score of case 4 (else None).

    >>> penalty([5, 5, 3]), penalty([5, 3, 3]), penalty([5, 5, 5]), penalty([6, 4, 4, 1])
    ((3, None), (3, 3), (5, None), (1, None))
    """
    s = sorted(raw, reverse=True)
    if s[1] > s[2]:
        return s[2], None  # case 1
    if s[0] == s[1]:
        below = [x for x in s if x < s[0]]  # case 2: the tie includes first place
        return (below[0] if below else s[0]), None
    if len(s) > 3 and s[3] < s[2]:
        return s[3], None  # case 3
    return s[1], s[1]  # case 4


def hand_scores(raw: Sequence[int], forced: Sequence[bool]) -> tuple[int, list[int], list[int]]:
    """D-tws-5: (penalty, refined scores, hand scores) for raw scores and who was forced."""
    p, tie = penalty(raw)
    refined = [max(0, r - p) for r in raw]
    final = [x * (3 if f else 2) for x, f in zip(refined, forced, strict=True)]
    if tie is not None:
        for s, r in enumerate(raw):
            if r == tie and forced[s]:
                final[s] = 1
    return p, refined, final


class TwoWayStreetState(TableState):
    """A Two Way Street match in play (2 to 8 seats; 2 is the duel)."""

    game: TwoWayStreetGame
    options: TwoWayStreetOptions

    def __init__(self, game: TwoWayStreetGame, players: int, options: TwoWayStreetOptions) -> None:
        n = players
        self.game = game
        self.options = options
        self.n = n
        self.jokers_differ = game.jokers_differ(n, options)
        self.seed = 0
        self.deals: tuple[Mapping[str, Sequence[str]], ...] = ()
        self.deal_index = 0
        self.hand_index = 0
        self.dealer = 0
        self.phase = "declare"
        self.turn: int | None = 0
        self._scores = [0] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.deck: list[Card] = []
        self.deck_by: list[int] = []
        self.gifts: list[tuple[int, int, Card]] = []  # (burier, holder, card) still held
        self.directions = [""] * n
        self.forced = [False] * n
        self.exchanged = [False] * n
        self.buried_now = 0
        self.bids: list[tuple[str, int] | None] = [None] * n
        self.revealed = False
        self.contract: tuple[str, int] | None = None
        self.stronger: int | None = None
        self.pretricks = [0] * n
        self.pre: list[list[Card]] = [[] for _ in range(n)]
        self.trick: list[tuple[int, Card]] = []
        self.led_suit: str | None = None
        self.trick_no = 0
        self.tricks_won = [0] * n
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.voids: list[set[str]] = [set() for _ in range(n)]
        self.log: list[LogEntry] = []
        self.records: list[Record] = []
        self._winners: list[int] = []

    # -- protocol ---------------------------------------------------------------------------

    @property
    def duel(self) -> bool:
        return self.n == 2

    def clone(self) -> TwoWayStreetState:
        c = TwoWayStreetState.__new__(TwoWayStreetState)
        c.__dict__.update(self.__dict__)
        c._scores = list(self._scores)
        c.hands = [list(h) for h in self.hands]
        c.deck = list(self.deck)
        c.deck_by = list(self.deck_by)
        c.gifts = list(self.gifts)
        c.directions = list(self.directions)
        c.forced = list(self.forced)
        c.exchanged = list(self.exchanged)
        c.bids = list(self.bids)
        c.pretricks = list(self.pretricks)
        c.pre = [list(p) for p in self.pre]
        c.trick = list(self.trick)
        c.tricks_won = list(self.tricks_won)
        c.won = [list(w) for w in self.won]
        c.voids = [set(v) for v in self.voids]
        c.log = list(self.log)
        c.records = list(self.records)
        c._winners = list(self._winners)
        return c

    def zone_contents(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {f"hand{s}": list(self.hands[s]) for s in range(self.n)}
        zones["deck"] = list(self.deck)
        zones["trick"] = [c for _, c in self.trick]
        for s in range(self.n):
            zones[f"won{s}"] = self.pre[s] + self.won[s]
        return zones

    def legal_actions(self) -> list[Action]:
        s = self.turn
        if self.phase == "over" or s is None:
            return []
        if self.phase == "declare":
            return [Action("declare", (d,)) for d in DIRECTIONS]
        if self.phase == "bid":
            return [Action("bid", (d, k)) for d in DIRECTIONS for k in range(1, MAX_STRENGTH + 1)]
        if self.phase == "exchange":
            return [Action("bury", (c,)) for c in dict.fromkeys(self.hands[s])]
        return self._playable(s)

    def why_illegal(self, action: Action) -> str:
        s = self.turn
        assert s is not None
        if self.phase == "declare":
            return f"it is your declaration: declare high or declare low (rule 2b), not {action}"
        if self.phase == "bid":
            if action.verb == "bid" and action.words and action.words[0] in DIRECTIONS:
                return f"a duel bid's strength is from 1 to {MAX_STRENGTH} (D-tws-6), not {action.number}"
            return f"it is the duel's bidding: bid high or low with a strength 1 to {MAX_STRENGTH} (D-tws-6)"
        if self.phase == "exchange":
            if action.verb == "bury" and action.card is not None:
                return f"you do not hold {action.card}"
            left = EXCHANGE - self.buried_now
            return f"it is your exchange: bury {left} more card(s) from your hand at the bottom of the deck (rule 2b)"
        if action.verb != "play" or action.card is None:
            return f"it is the play: play a card (rule 2c), not {action}"
        c = action.card
        if c not in self.hands[s]:
            return f"you do not hold {c}"
        if action.words:
            if c.is_joker and self.trick and self.led_suit is None and self.jokers_differ:
                lead = self.trick[0][1]
                if c.suit == lead.suit:
                    held = [x for x in COLOUR_SUITS[lead.suit] if any(h.suit == x for h in self.hands[s])]
                    names = " or ".join(SUIT_NAMES[x] for x in held) or "none"
                    return f"you may choose only a suit of the led joker's colour that you hold: {names} (rule 2c footnote)"
            return (
                f"name the suit with a joker only when it is how you choose the suit led after a joker "
                f"lead (rule 2c footnote); play {c} without a suit"
            )
        if self.led_suit is not None:
            jok = "a joker of its colour" if self.jokers_differ else "a joker"
            return f"you hold {SUIT_NAMES[self.led_suit]}: play one, or {jok} (rule 2c)"
        lead = self.trick[0][1]
        suits = COLOUR_SUITS[lead.suit]
        names = " or ".join(SUIT_NAMES[x] for x in suits)
        return (
            f"a joker was led and you hold {names}: you must choose the suit led by playing one of them "
            f"(rule 2c footnote)"
        )

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        s = self.turn
        assert s is not None
        if self.phase == "declare":
            self._declare(s, str(action.words[0]), events)
        elif self.phase == "bid":
            self._bid(s, action, events)
        elif self.phase == "exchange":
            card = action.card
            assert card is not None
            self._bury(s, card, events)
        else:
            self._play(s, action, events)
        return events

    def view(self, seat: int) -> TwoWayStreetView:
        n = self.n
        zones: dict[str, tuple[Card | None, ...]] = {}
        for s in range(n):
            zones[f"hand{s}"] = tuple(self.hands[s]) if s == seat else (None,) * len(self.hands[s])
            zones[f"won{s}"] = (None,) * len(self.pre[s]) + tuple(self.won[s])
        zones["deck"] = (None,) * len(self.deck)
        zones["trick"] = tuple(c for _, c in self.trick)
        known: list[list[Card]] = [[] for _ in range(n)]
        for burier, holder, c in self.gifts:
            if burier == seat:
                known[holder].append(c)
        return TwoWayStreetView(
            game=self.game.id,
            seat=seat,
            players=n,
            to_act=self.to_act,
            hand_no=self.hand_no,
            dealer=self.dealer,
            phase=self.phase,
            scores=tuple(self._scores),
            is_over=self.phase == "over",
            zones=zones,
            log=self.seen_log(self.log, seat),
            seat_notes=tuple(self._seat_note(s) for s in range(n)),
            table_note=self._table_note(),
            options=self.options,
            directions=tuple(self.directions),
            forced=tuple(self.forced),
            marks=tuple(self._mark(s) for s in range(n)),
            exchanged=tuple(self.exchanged),
            buried_now=self.buried_now,
            deck_by=tuple(self.deck_by),
            deck_known=tuple((i, c) for i, (c, b) in enumerate(zip(self.deck, self.deck_by, strict=True)) if b == seat),
            known_in_hands=tuple(tuple(k) for k in known),
            bids=tuple(self._bid_text(s, seat) for s in range(n)),
            revealed=self.revealed,
            contract="" if self.contract is None else f"{self.contract[0]} {self.contract[1]}",
            stronger=self.stronger,
            pretricks=tuple(self.pretricks),
            trick_seats=tuple(s for s, _ in self.trick),
            trick_leader=self._leader(),
            trick_no=self.trick_no,
            led_suit=self.led_suit,
            tricks_won=tuple(self.tricks_won),
            voids=tuple(frozenset(v) for v in self.voids),
            records=tuple(self.records),
            winners=tuple(self._winners),
        )

    # -- notes for the table ------------------------------------------------------------------

    def _mark(self, s: int) -> str:
        """D-tws-3: HD, LD, HF, LF on the score sheet."""
        if not self.directions[s]:
            return ""
        return self.directions[s][0].upper() + ("F" if self.forced[s] else "D")

    def _bid_text(self, s: int, seat: int) -> str:
        bid = self.bids[s]
        if bid is None:
            return ""
        if s == self.dealer and not self.revealed and seat != s:
            return "secret"
        return f"{bid[0]} {bid[1]}"

    def _seat_note(self, s: int) -> str:
        parts: list[str] = []
        if self.duel:
            if self.phase == "bid":
                text = self._bid_text(s, -1)
                parts.append(f"bid {text}" if text else "to bid")
            elif self.contract is not None:
                parts.append(f"{self.contract[0]}")
                if self.pretricks[s]:
                    parts.append(f"{self.pretricks[s]} pre-tricks")
        else:
            mark = self._mark(s)
            parts.append(mark if mark else "to declare")
        if self.phase in ("play", "exchange") and (self.directions[s] or self.duel):
            parts.append(count(self.tricks_won[s], "trick"))
        if s == self.dealer:
            parts.append("dealer")
        return ", ".join(parts)

    def _table_note(self) -> str:
        head = f"Hand {self.hand_no}"
        if self.phase == "over":
            return f"{head}: match over"
        if self.phase == "declare":
            return f"{head}: declarations"
        if self.phase == "bid":
            return f"{head}: duel bidding"
        if self.phase == "exchange":
            return f"{head}: exchange"
        led = ""
        if self.trick:
            led = f", {SUIT_NAMES[self.led_suit]} led" if self.led_suit else ", joker led"
        contract = f", {self.contract[0]} {self.contract[1]}" if self.contract is not None else ""
        return f"{head}: trick {self.trick_no + 1} of {TRICKS}{led}{contract}"

    # -- the deal -----------------------------------------------------------------------------

    def _say(self, seat: int, text: str) -> None:
        self.log.append(LogEntry(seat, f"{seat}: {text}", f"{seat}: {text}"))

    def _start_hand(self, events: list[Event], text: str = "") -> None:
        """Rule 2a, D-tws-2: 10 cards each, dealt 1, 2, 3, then 4 at a time from the dealer on; the
        rest is the deck."""
        n = self.n
        self.log = []
        pack = self.game.pack(n, self.options)
        dealer = self.dealer
        if self.deal_index < len(self.deals):
            sizes = {f"hand{s}": HAND_SIZE for s in range(n)}
            sizes["deck"] = len(pack) - HAND_SIZE * n
            deal = check_deal(self.deals[self.deal_index], sizes, pack, what=f"deal {self.deal_index + 1}")
            hands = [deal[f"hand{s}"] for s in range(n)]
            deck = deal["deck"]
        else:
            rng = hand_rng(self.seed, self.deal_index + 1)
            rng.shuffle(pack)
            hands = [[] for _ in range(n)]
            pos = 0
            for size in DEAL_ROUNDS:
                for k in range(n):
                    s = (dealer + k) % n
                    hands[s].extend(pack[pos : pos + size])
                    pos += size
            deck = pack[pos:]
        events.append(HandStarted(self.hand_no, dealer, text))
        if text:
            self.log.append(LogEntry(-1, text, text))
        taken = [0] * n
        for size in DEAL_ROUNDS:
            for k in range(n):
                s = (dealer + k) % n
                for c in hands[s][taken[s] : taken[s] + size]:
                    events.append(CardMoved(c, "pack", f"hand{s}", False, frozenset({s})))
                taken[s] += size
        for c in reversed(deck):
            events.append(CardMoved(c, "pack", "deck", False))
        self.hands = [list(h) for h in hands]
        self.deck = list(deck)
        self.deck_by = [-1] * len(deck)
        self.gifts = []
        self.directions = [""] * n
        self.forced = [False] * n
        self.exchanged = [False] * n
        self.buried_now = 0
        self.bids = [None] * n
        self.revealed = False
        self.contract = None
        self.stronger = None
        self.pretricks = [0] * n
        self.pre = [[] for _ in range(n)]
        self.trick = []
        self.led_suit = None
        self.trick_no = 0
        self.tricks_won = [0] * n
        self.won = [[] for _ in range(n)]
        self.voids = [set() for _ in range(n)]
        self.phase = "bid" if self.duel else "declare"
        self.turn = dealer

    def _gather(self, events: list[Event]) -> None:
        for name, cs in self.zone_contents().items():
            for c in cs:
                events.append(CardMoved(c, name, "pack", False))

    # -- declarations and the exchange ----------------------------------------------------------

    def _order(self) -> list[int]:
        return [(self.dealer + k) % self.n for k in range(self.n)]

    def _declare(self, s: int, direction: str, events: list[Event]) -> None:
        """Rule 2b, D-tws-3: declare; once more than half have declared one way, the rest are forced."""
        self.directions[s] = direction
        self._say(s, f"declare {direction}")
        events.append(Said(s, f"declare {direction}"))
        declared = sum(1 for t in range(self.n) if self.directions[t] == direction and not self.forced[t])
        if 2 * declared > self.n:
            other = "low" if direction == "high" else "high"
            for t in self._order():
                if not self.directions[t]:
                    self.directions[t] = other
                    self.forced[t] = True
                    line = f"{t}: forced {other}"
                    self.log.append(LogEntry(t, line, line))
                    events.append(Note(f"seat {t} is forced {other} (rule 2b)", t))
        self.phase = "exchange"
        self.turn = s
        self.buried_now = 0

    def _drop_gift(self, holder: int, c: Card) -> None:
        for i, (_, h, g) in enumerate(self.gifts):
            if h == holder and g == c:
                del self.gifts[i]
                return

    def _bury(self, s: int, c: Card, events: list[Event]) -> None:
        """Rule 2b, D-tws-2: a card to the bottom of the deck; after the second, draw two from the top."""
        self.hands[s].remove(c)
        self._drop_gift(s, c)
        self.deck.append(c)
        self.deck_by.append(s)
        events.append(CardMoved(c, f"hand{s}", "deck", False, frozenset({s})))
        self.log.append(LogEntry(s, f"{s}: bury {c}", f"{s}: buries a card", frozenset({s})))
        self.buried_now += 1
        if self.buried_now < EXCHANGE:
            return
        drawn: list[Card] = []
        for _ in range(EXCHANGE):
            d = self.deck.pop(0)
            by = self.deck_by.pop(0)
            self.hands[s].append(d)
            drawn.append(d)
            seen = {s}
            if by >= 0 and by != s:
                self.gifts.append((by, s, d))
                seen.add(by)
            events.append(CardMoved(d, "deck", f"hand{s}", False, frozenset(seen)))
        texts = " ".join(str(d) for d in drawn)
        self.log.append(LogEntry(s, f"{s}: draws {texts}", f"{s}: draws two cards", frozenset({s})))
        self.exchanged[s] = True
        self.buried_now = 0
        self._next_exchange(events)

    def _next_exchange(self, events: list[Event]) -> None:
        """The next seat in declaration order: it declares, or (forced, or in the duel) exchanges."""
        for t in self._order():
            if not self.exchanged[t]:
                self.turn = t
                self.phase = "exchange" if self.directions[t] else "declare"
                return
        self._start_play(events)

    def _start_play(self, events: list[Event]) -> None:
        if not self.duel:
            high = " ".join(str(t) for t in range(self.n) if self.directions[t] == "high") or "none"
            low = " ".join(str(t) for t in range(self.n) if self.directions[t] == "low") or "none"
            events.append(ContractSet(-1, f"high: {high}; low: {low}"))
        self.phase = "play"
        self.trick = []
        self.led_suit = None
        self.turn = self._leader()

    # -- the duel -------------------------------------------------------------------------------

    def _bid(self, s: int, action: Action, events: list[Event]) -> None:
        """D-tws-6: the dealer's secret bid, the other's open bid, then the dealer's is shown."""
        direction, strength = str(action.words[0]), action.number
        self.bids[s] = (direction, strength)
        if s == self.dealer:
            self.log.append(LogEntry(s, f"{s}: bid {direction} {strength}", f"{s}: bids secretly", frozenset({s})))
            events.append(Said(s, None))
            self.turn = 1 - s
            return
        self._say(s, str(action))
        events.append(Said(s, str(action)))
        self.revealed = True
        dealer_bid = self.bids[self.dealer]
        assert dealer_bid is not None
        shown = f"{dealer_bid[0]} {dealer_bid[1]}"
        self.log.append(
            LogEntry(self.dealer, f"{self.dealer}: secret bid was {shown}", f"{self.dealer}: secret bid was {shown}")
        )
        events.append(Note(f"seat {self.dealer}'s secret bid was {shown}", self.dealer))
        self._resolve_bids(events)

    def _resolve_bids(self, events: list[Event]) -> None:
        """D-tws-6: redeal, or the stronger bid holds (pre-tricks, then its bidder exchanges)."""
        d = self.dealer
        bd, bo = self.bids[d], self.bids[1 - d]
        assert bd is not None and bo is not None
        if bd[1] == bo[1] and bd[0] != bo[0]:
            text = f"Equal strengths in opposite directions ({bd[0]} {bd[1]}, {bo[0]} {bo[1]}): redeal (D-tws-6)"
            events.append(Note(text, d))
            self._gather(events)
            self.deal_index += 1
            self._start_hand(events, "redeal")
            return
        if bd == bo:
            self.contract = bd
            self.stronger = None
        else:
            self.stronger = d if bd[1] > bo[1] else 1 - d
            self.contract = bd if self.stronger == d else bo
            direction, strength = self.contract
            taker = 1 - self.stronger if direction == "high" else self.stronger
            for _ in range(strength):
                for _ in range(2):
                    c = self.deck.pop(0)
                    self.deck_by.pop(0)
                    self.pre[taker].append(c)
                    events.append(CardMoved(c, "deck", f"won{taker}", False))
                self.pretricks[taker] += 1
            line = f"{taker}: takes {strength} pre-trick(s)"
            self.log.append(LogEntry(taker, line, line))
            events.append(Note(f"seat {taker} takes {strength} pre-trick(s) from the deck (D-tws-6)", taker))
        direction, strength = self.contract
        self.directions = [direction, direction]
        self.exchanged = [self.stronger is not None and t != self.stronger for t in range(2)]
        events.append(ContractSet(-1 if self.stronger is None else self.stronger, f"{direction} {strength}"))
        self._next_exchange(events)

    # -- play -----------------------------------------------------------------------------------

    def _leader(self) -> int:
        """D-tws-4, D-tws-6: the first declarer (dealer) leads the first trick, then the next seat."""
        return (self.dealer + self.trick_no) % self.n

    def _joker_follows(self, c: Card, suit: str) -> bool:
        """Rule 2c: a joker of the suit's colour (two kinds), or any joker (one kind), follows suit."""
        return c.is_joker and (not self.jokers_differ or SUIT_COLOUR[suit] == c.suit)

    def _playable(self, s: int) -> list[Action]:
        """Rule 2c with its footnote (see the module docstring for the led joker)."""
        distinct = list(dict.fromkeys(self.hands[s]))
        every = [play(c) for c in distinct]
        if not self.trick:
            return every
        led = self.led_suit
        if led is not None:
            if not any(c.suit == led for c in distinct):
                return every
            return [play(c) for c in distinct if c.suit == led or self._joker_follows(c, led)]
        if not self.jokers_differ:
            return every  # one kind: choose by any non-joker card, or pass on with a joker
        lead = self.trick[0][1]
        suits = COLOUR_SUITS[lead.suit]
        present = [x for x in suits if any(c.suit == x for c in distinct)]
        if not present:
            return every
        acts = [play(c) for c in distinct if c.suit in suits]
        for c in distinct:
            if c.is_joker and c.suit == lead.suit:
                acts.extend(Action("play", (c, x)) for x in present)
        return acts

    def _play(self, s: int, action: Action, events: list[Event]) -> None:
        c = action.card
        assert c is not None
        chosen = action.words[0] if action.words else None
        if not self.trick:
            self.led_suit = None if c.is_joker else c.suit
        elif self.led_suit is not None:
            if c.suit != self.led_suit and not self._joker_follows(c, self.led_suit):
                self.voids[s].add(self.led_suit)
        else:
            lead = self.trick[0][1]
            if self.jokers_differ:
                suits = COLOUR_SUITS[lead.suit]
                if chosen is not None:
                    self.led_suit = chosen
                elif c.suit in suits:
                    self.led_suit = c.suit
                else:
                    self.voids[s].update(suits)
            elif not c.is_joker:
                self.led_suit = c.suit
            if self.led_suit is not None:
                events.append(Note(f"seat {s} chooses {SUIT_NAMES[self.led_suit]} as the suit led (rule 2c)", s))
        self.hands[s].remove(c)
        self._drop_gift(s, c)
        self.trick.append((s, c))
        self._say(s, str(action))
        events.append(CardMoved(c, f"hand{s}", "trick", True))
        if len(self.trick) < self.n:
            self.turn = (s + 1) % self.n
            return
        w = self._trick_winner()
        self.trick_no += 1
        cards = tuple(card for _, card in self.trick)
        events.append(TrickTaken(w, cards, self.trick_no))
        self.log.append(LogEntry(-1, f"trick {self.trick_no} to {w}", f"trick {self.trick_no} to {w}"))
        everyone = frozenset(range(self.n))
        for card in cards:
            events.append(CardMoved(card, "trick", f"won{w}", False, everyone))
        self.won[w].extend(cards)
        self.tricks_won[w] += 1
        self.trick = []
        self.led_suit = None
        if self.trick_no == TRICKS:
            self._score_hand(events)
        else:
            self.turn = self._leader()

    def _trick_winner(self) -> int:
        """Rule 2c: the red joker, else a black (or alike) joker, else the highest of the suit led;
        the earlier of equal cards."""
        best_seat, best = -1, (-1, 0)
        for seat, c in self.trick:
            if c.is_joker:
                key = (2 if c.suit == "R" else 1, 0)
            elif c.suit == self.led_suit:
                key = (0, c.rank)
            else:
                continue
            if key > best:
                best_seat, best = seat, key
        return best_seat

    # -- scoring --------------------------------------------------------------------------------

    def _score_hand(self, events: list[Event]) -> None:
        if self.duel:
            deltas, rec = self._score_duel()
        else:
            deltas, rec = self._score_street()
        for s in range(self.n):
            self._scores[s] += deltas[s]
            if deltas[s]:
                events.append(ScoreChanged(s, deltas[s], self._scores[s], "hand score"))
        rec["totals"] = tuple(self._scores)
        self.records.append(record(rec))
        events.append(HandEnded(self.hand_no, tuple(deltas), tuple(self._scores), rec["summary"]))
        top = max(self._scores)
        if top >= self.options.target:
            leaders = [s for s in range(self.n) if self._scores[s] == top]
            if len(leaders) == 1:  # D-tws-5: a tie for highest plays another hand
                self._winners = leaders
                self.phase = "over"
                self.turn = None
                events.append(MatchEnded(tuple(leaders)))
                return
        self._gather(events)
        self.hand_index += 1
        self.deal_index += 1
        self.dealer = (self.dealer + 1) % self.n  # D-tws-2, D-tws-6
        self._start_hand(events)

    def _score_street(self) -> tuple[list[int], dict[str, Any]]:
        """D-tws-5: raw, penalty, refined and hand scores."""
        base = LOW_BASE[self.n]
        raw = [t if d == "high" else base - t for t, d in zip(self.tricks_won, self.directions, strict=True)]
        p, refined, final = hand_scores(raw, self.forced)
        rec: dict[str, Any] = {
            "hand": self.hand_no,
            "dealer": self.dealer,
            "marks": tuple(self._mark(s) for s in range(self.n)),
            "tricks": tuple(self.tricks_won),
            "raw": tuple(raw),
            "penalty": p,
            "refined": tuple(refined),
            "final": tuple(final),
            "summary": f"penalty {p}; hand scores {' '.join(map(str, final))}",
        }
        return final, rec

    def _score_duel(self) -> tuple[list[int], dict[str, Any]]:
        """D-tws-6: high, more tricks scores 2 per trick of difference; low, fewer; equal: dealer 1."""
        assert self.contract is not None
        direction, strength = self.contract
        total = [self.tricks_won[s] + self.pretricks[s] for s in range(2)]
        deltas = [0, 0]
        if total[0] == total[1]:
            deltas[self.dealer] = 1
        else:
            more = 0 if total[0] > total[1] else 1
            scorer = more if direction == "high" else 1 - more
            deltas[scorer] = 2 * abs(total[0] - total[1])
        bids = tuple(f"{b[0]} {b[1]}" if b else "" for b in self.bids)
        rec: dict[str, Any] = {
            "hand": self.hand_no,
            "dealer": self.dealer,
            "bids": bids,
            "contract": f"{direction} {strength}",
            "stronger": self.stronger,
            "pretricks": tuple(self.pretricks),
            "tricks": tuple(self.tricks_won),
            "total_tricks": tuple(total),
            "final": tuple(deltas),
            "summary": f"{direction}: tricks {total[0]}-{total[1]}; hand scores {deltas[0]} {deltas[1]}",
        }
        return deltas, rec


class TwoWayStreetGame(Game[TwoWayStreetOptions]):
    id = "two_way_street"
    title = "Two Way Street"
    min_players = 2
    max_players = 8
    default_players = 3
    options_type = TwoWayStreetOptions
    grammar: ClassVar[Grammar] = {
        "declare": [("high|low",)],
        "bury": [("card",)],
        "bid": [("high|low", "int")],
        "play": [("card",), ("card", "suit")],
    }
    hand_cap = 100
    score_name = "Points"
    deal_zones = ("deck",)
    totals_key = "totals"
    playout_configs: ClassVar[Sequence[tuple[int, Mapping[str, Any]]]] = (
        (2, {}),
        (3, {}),
        (3, {"alike_jokers": True}),
        (4, {"jokers": 1}),
        (5, {}),
        (5, {"two_packs": True}),
        (8, {}),
    )

    def pack(self, players: int, options: TwoWayStreetOptions) -> list[Card]:
        """D-tws-1: 2-4 players one pack with 0-2 jokers; 5 one pack and 2 jokers (or two packs);
        6-8 two packs with their jokers."""
        kinds = ("J",) if options.alike_jokers else ("R", "B")
        if players >= 6 or (players == 5 and options.two_packs):
            return standard_pack(packs=2, jokers=4, joker_kinds=kinds)
        if players == 5:
            return standard_pack(jokers=2, joker_kinds=kinds)
        if options.jokers == 1:
            return standard_pack(jokers=1, joker_kinds=("J",))
        return standard_pack(jokers=options.jokers, joker_kinds=kinds)

    def jokers_differ(self, players: int, options: TwoWayStreetOptions) -> bool:
        """True when the pack holds jokers of two kinds (red and black), rule 2c."""
        return len({c.suit for c in self.pack(players, options) if c.is_joker}) == 2

    def new_match(
        self,
        players: int = 3,
        seed: int = 0,
        options: TwoWayStreetOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> TwoWayStreetState:
        return self.start(players, seed, options, deals)[0]

    def start(
        self,
        players: int = 3,
        seed: int = 0,
        options: TwoWayStreetOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> tuple[TwoWayStreetState, list[Event]]:
        """The match and its first deal's events (see ``Game.start``)."""
        self.check_players(players)
        state = TwoWayStreetState(self, players, self.options(options))
        state.seed = seed
        state.deals = tuple(deals or ())
        if state.deals:
            state.dealer = 0
        else:
            state.dealer = random.Random(f"parlour:{seed}:first-declarer").randrange(players)  # D-tws-2
        events: list[Event] = []
        state._start_hand(events)
        return state, events

    def sample(self, view: View, rng: random.Random) -> TwoWayStreetState:
        """Deal the cards this seat cannot see: the other hands (honouring voids and the cards it
        buried that they drew), the deck (its own buried cards at their known places) and a duel's
        pre-tricks; a secret bid it has not seen is drawn at random. Other seats' knowledge of their
        own buried cards is kept only where it lies in the deck."""
        assert isinstance(view, TwoWayStreetView)
        me, n = view.seat, view.players
        st = TwoWayStreetState(self, n, view.options)
        st.seed = rng.getrandbits(63)
        st._scores = list(view.scores)
        st.hand_index = view.hand_no - 1
        st.deal_index = st.hand_index
        st.dealer = view.dealer
        st.phase = view.phase
        st.turn = view.to_act
        st.directions = list(view.directions)
        st.forced = list(view.forced)
        st.exchanged = list(view.exchanged)
        st.buried_now = view.buried_now
        st.revealed = view.revealed
        for s, text in enumerate(view.bids):
            if text == "secret":
                st.bids[s] = (rng.choice(DIRECTIONS), rng.randint(1, MAX_STRENGTH))
            elif text:
                d, k = text.split()
                st.bids[s] = (d, int(k))
        if view.contract:
            d, k = view.contract.split()
            st.contract = (d, int(k))
        st.stronger = view.stronger
        st.pretricks = list(view.pretricks)
        st.trick = [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=True) if c is not None]
        st.led_suit = view.led_suit
        st.trick_no = view.trick_no
        st.tricks_won = list(view.tricks_won)
        st.won = [[c for c in view.zones[f"won{s}"] if c is not None] for s in range(n)]
        st.voids = [set(v) for v in view.voids]
        st.log = [LogEntry(-1, line, line) for line in view.log]
        st.records = [r if isinstance(r, Record) else record(r) for r in view.records]
        st._winners = list(view.winners)
        st.deck_by = list(view.deck_by)
        st.gifts = [(me, h, c) for h, cs in enumerate(view.known_in_hands) for c in cs]
        known: list[Card] = list(view.hand) + [c for _, c in st.trick] + [c for _, c in view.deck_known]
        for w in st.won:
            known.extend(w)
        known.extend(c for _, _, c in st.gifts)
        remaining = Counter(self.pack(n, view.options))
        remaining.subtract(known)
        pool = list(remaining.elements())
        sizes: dict[str, int] = {}
        allowed: dict[str, Any] = {}
        for s in range(n):
            if s != me:
                sizes[f"hand{s}"] = len(view.zones[f"hand{s}"]) - len(view.known_in_hands[s])
                if st.voids[s]:
                    voids = frozenset(st.voids[s])
                    allowed[f"hand{s}"] = lambda c, v=voids: c.suit not in v
            if view.pretricks[s]:
                sizes[f"pre{s}"] = len(view.zones[f"won{s}"]) - len(st.won[s])
        deck_len = len(view.zones["deck"])
        sizes["deck"] = deck_len - len(view.deck_known)
        dealt = deal_constrained(rng, pool, sizes, allowed)
        for s in range(n):
            if s == me:
                st.hands[s] = list(view.hand)
            else:
                st.hands[s] = list(view.known_in_hands[s]) + dealt[f"hand{s}"]
            st.pre[s] = dealt.get(f"pre{s}", [])
        fixed = dict(view.deck_known)
        rest = iter(dealt["deck"])
        st.deck = [fixed[i] if i in fixed else next(rest) for i in range(deck_len)]
        return st


GAME = TwoWayStreetGame()


__all__ = [
    "GAME",
    "IllegalAction",
    "TwoWayStreetGame",
    "TwoWayStreetOptions",
    "TwoWayStreetState",
    "TwoWayStreetView",
    "hand_scores",
    "penalty",
]
