"""Two Way Street: the rules, as a state and its actions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Self

from ..actions import Action
from ..cards import Card
from ..core import Game, LogEntry, Record, TableState, check_deal, hand_rng, record, said_secretly
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
from ..phrases import SUITS, Phrase, joined, phrase
from .facts import (
    COLOUR_SUITS,
    DEAL_ROUNDS,
    DIRECTIONS,
    EXCHANGE,
    HAND_SIZE,
    LOW_BASE,
    MAX_STRENGTH,
    SUIT_COLOUR,
    TRICKS,
    WAYS,
    TwoWayStreetOptions,
    hand_scores,
    jokers_differ,
)
from .reasons import why_illegal
from .view import TwoWayStreetView, mark, seat_note, table_note, view_of


class TwoWayStreetState(TableState):
    """A Two Way Street match in play (2 to 8 seats; 2 is the duel)."""

    copied = (
        "_scores",
        "deck",
        "deck_by",
        "gifts",
        "directions",
        "forced",
        "exchanged",
        "bids",
        "pretricks",
        "trick",
        "tricks_won",
        "records",
        "_winners",
    )
    copied_items = ("hands", "pre", "won", "voids")
    # The views' fields that no card played changes, per seat, through the play of a hand
    # (view.view_of): a clone shares them until either leaves the play (every other action drops them).
    shared = ("_view_cache",)
    public = (
        "directions",
        "forced",
        "exchanged",
        "buried_now",
        "deck_by",
        "revealed",
        "stronger",
        "pretricks",
        "trick_no",
        "led_suit",
        "tricks_won",
    )  # the same in the state and every view
    # What the game says, in modules of their own: why an action is refused (reasons.py), the
    # notes under each name and over the table (view.py).
    why_illegal = why_illegal
    _seat_note = seat_note
    _table_note = table_note

    game: Game[TwoWayStreetOptions]
    options: TwoWayStreetOptions

    def __init__(self, game: Game[TwoWayStreetOptions], players: int, options: TwoWayStreetOptions) -> None:
        n = players
        self.game = game
        self.options = options
        self.n = n
        self.jokers_differ = jokers_differ(n, options)
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
        self._view_cache: dict[int, dict[Any, Any]] | None = None

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
    def duel(self) -> bool:
        return self.n == 2

    def shuffle_unseen(self, rng: random.Random) -> None:
        """The deck's cards as dealt (rule 2a), not those a player put under it in the exchange
        (rule 2b), which that player knows: the order in which they will be drawn."""
        places = [i for i, by in enumerate(self.deck_by) if by < 0]
        cards = [self.deck[i] for i in places]
        rng.shuffle(cards)
        for i, c in zip(places, cards, strict=True):
            self.deck[i] = c

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

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        s = self.turn
        assert s is not None
        if self.phase == "declare":
            self._declare(s, action, events)
        elif self.phase == "bid":
            self._bid(s, action, events)
        elif self.phase == "exchange":
            self._bury(s, action, events)
        else:
            self._play(s, action, events)
            if self.phase == "play":
                return events
        self._view_cache = None
        return events

    def view(self, seat: int) -> TwoWayStreetView:
        return view_of(self, seat)

    # -- notes for the table ------------------------------------------------------------------

    # -- the deal -----------------------------------------------------------------------------

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

    def _declare(self, s: int, action: Action, events: list[Event]) -> None:
        """Rule 2b, D-tws-3: declare; once more than half have declared one way, the rest are forced."""
        direction = str(action.words[0])
        self.directions[s] = direction
        self.log.append(said_by(s, action))
        events.append(Said(s, f"declare {direction}"))
        declared = sum(1 for t in range(self.n) if self.directions[t] == direction and not self.forced[t])
        if 2 * declared > self.n:
            other = "low" if direction == "high" else "high"
            for t in self._order():
                if not self.directions[t]:
                    self.directions[t] = other
                    self.forced[t] = True
                    line = phrase("{seat}: forced {way}", seat=t, way=WAYS[other])
                    self.log.append(LogEntry(t, line, line))
                    events.append(Note(phrase("seat {seat} is forced {way} (rule 2b)", seat=t, way=WAYS[other]), t))
        self.phase = "exchange"
        self.turn = s
        self.buried_now = 0

    def _drop_gift(self, holder: int, c: Card) -> None:
        for i, (_, h, g) in enumerate(self.gifts):
            if h == holder and g == c:
                del self.gifts[i]
                return

    def _bury(self, s: int, action: Action, events: list[Event]) -> None:
        """Rule 2b, D-tws-2: a card to the bottom of the deck; after the second, draw two from the top."""
        c = action.card
        assert c is not None
        self.hands[s].remove(c)
        self._drop_gift(s, c)
        self.deck.append(c)
        self.deck_by.append(s)
        events.append(CardMoved(c, f"hand{s}", "deck", False, frozenset({s})))
        self.log.append(said_secretly(s, action, "buries a card"))
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
        private, public = (
            phrase("{seat}: draws {cards}", seat=s, cards=texts),
            phrase("{seat}: draws two cards", seat=s),
        )
        self.log.append(LogEntry(s, private, public, frozenset({s})))
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
            high, low = (
                joined([Phrase("{seat}", {"seat": t}) for t in range(self.n) if self.directions[t] == way], " ")
                or phrase("none", note="no seat")
                for way in ("high", "low")
            )
            events.append(ContractSet(-1, phrase("high: {high}; low: {low}", high=high, low=low)))
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
            self.log.append(
                said_secretly(s, action, phrase("{seat}: bids secretly", seat=s), f"bid {direction} {strength}")
            )
            events.append(Said(s, None))
            self.turn = 1 - s
            return
        self.log.append(said_by(s, action))
        events.append(Said(s, str(action)))
        self.revealed = True
        dealer_bid = self.bids[self.dealer]
        assert dealer_bid is not None
        shown = phrase(
            "{seat}: secret bid was {way} {strength}", seat=self.dealer, way=WAYS[dealer_bid[0]], strength=dealer_bid[1]
        )
        self.log.append(LogEntry(self.dealer, shown, shown))
        way, strength = WAYS[dealer_bid[0]], dealer_bid[1]
        told = phrase("seat {seat}'s secret bid was {way} {strength}", seat=self.dealer, way=way, strength=strength)
        events.append(Note(told, self.dealer))
        self._resolve_bids(events)

    def _resolve_bids(self, events: list[Event]) -> None:
        """D-tws-6: redeal, or the stronger bid holds (pre-tricks, then its bidder exchanges)."""
        d = self.dealer
        bd, bo = self.bids[d], self.bids[1 - d]
        assert bd is not None and bo is not None
        if bd[1] == bo[1] and bd[0] != bo[0]:
            text = phrase(
                "Equal strengths in opposite directions ({way} {strength}, {way2} {strength2}): redeal (D-tws-6)",
                way=WAYS[bd[0]],
                strength=bd[1],
                way2=WAYS[bo[0]],
                strength2=bo[1],
            )
            events.append(Note(text, d))
            self._gather(events)
            self.deal_index += 1
            self._start_hand(events, phrase("redeal", note="a new deal"))
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
            line = phrase("{seat}: takes %n pre-trick(s)", seat=taker, n=strength)
            self.log.append(LogEntry(taker, line, line))
            events.append(
                Note(phrase("seat {seat} takes %n pre-trick(s) from the deck (D-tws-6)", seat=taker, n=strength), taker)
            )
        direction, strength = self.contract
        self.directions = [direction, direction]
        self.exchanged = [self.stronger is not None and t != self.stronger for t in range(2)]
        events.append(
            ContractSet(
                -1 if self.stronger is None else self.stronger,
                phrase("{way} {strength}", way=WAYS[direction], strength=strength),
            )
        )
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
        every = [play_of(c) for c in distinct]
        if not self.trick:
            return every
        led = self.led_suit
        if led is not None:
            if not any(c.suit == led for c in distinct):
                return every
            return [play_of(c) for c in distinct if c.suit == led or self._joker_follows(c, led)]
        if not self.jokers_differ:
            return every  # one kind: choose by any non-joker card, or pass on with a joker
        lead = self.trick[0][1]
        suits = COLOUR_SUITS[lead.suit]
        present = [x for x in suits if any(c.suit == x for c in distinct)]
        if not present:
            return every
        acts = [play_of(c) for c in distinct if c.suit in suits]
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
                events.append(
                    Note(
                        phrase(
                            "seat {seat} chooses {suit} as the suit led (rule 2c)", seat=s, suit=SUITS[self.led_suit]
                        ),
                        s,
                    )
                )
        self.hands[s].remove(c)
        self._drop_gift(s, c)
        self.trick.append((s, c))
        self.log.append(said_by(s, action))
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
            "marks": tuple(mark(self, s) for s in range(self.n)),
            "tricks": tuple(self.tricks_won),
            "raw": tuple(raw),
            "penalty": p,
            "refined": tuple(refined),
            "final": tuple(final),
            "summary": phrase("penalty {penalty}; hand scores {scores}", penalty=p, scores=" ".join(map(str, final))),
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
        said: dict[str, Any] = {"won": total[0], "lost": total[1], "score": deltas[0], "score2": deltas[1]}
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
            "summary": phrase("{way}: tricks {won}-{lost}; hand scores {score} {score2}", way=WAYS[direction], **said),
        }
        return deltas, rec
