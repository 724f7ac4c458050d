"""Clubs: the rules, as a state and its actions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..actions import PASS, Action, play
from ..cards import Card
from ..core import Game, LogEntry, Record, TableState, check_deal, hand_rng, said, said_secretly
from ..events import (
    CardMoved,
    ContractSet,
    Event,
    HandStarted,
    Note,
    Said,
    TrickTaken,
)
from ..interned import line, moved, said_by
from ..phrases import phrase
from ..tricks import follow_suit, trick_winner
from .facts import (
    ALL_SEATS,
    AUCTION_KIND,
    AUCTION_PER_HAND,
    CHEST_SIZE,
    CONTRACT,
    JOKER,
    PLAYERS,
    PRIMARY_PER_HAND,
    SEATS,
    SUITS_MANY,
    SUITS_ONE,
    TEN_OF_SPADES,
    TRICKS,
    TRUMP,
    ClubsOptions,
    OutSlot,
    _pack,
    bid_level,
    bid_value,
    card_name,
    is_auction,
    of_suit,
    primary_rank,
)
from .kept import AUCTION_PACK, ONLY, PRIMARY_PACK, knowledge
from .knowledge import hidden_move, prove_void
from .reasons import why_illegal
from .score import score_hand
from .view import ClubsView, build_view, seat_note, table_note


class ClubsState(TableState):
    """A Clubs match in play."""

    copied = (
        "_scores",
        "chest",
        "auction",
        "handicaps",
        "gives",
        "give_order",
        "trick",
        "tricks_won",
        "voids",
        "out",
        "records",
        "_winners",
    )
    copied_items = ("hands", "bids", "won", "poss")
    public = (
        "auction",
        "handicaps",
        "handicap_index",
        "trick_leader",
        "trick_size",
        "tricks_won",
        "tricks_played",
        "voids",
    )  # the same in the state and every view
    # What the game says, in modules of their own: why an action is refused (reasons.py), the
    # notes under each name and over the table (view.py).
    why_illegal = why_illegal
    _seat_note = seat_note
    _table_note = table_note

    game: Game[ClubsOptions]

    def __init__(self, game: Game[ClubsOptions]) -> None:
        self.game = game
        self.options = ClubsOptions()
        self.seed = 0
        self.deals: tuple[Mapping[str, Sequence[str]], ...] = ()
        self._scores = [0, 0, 0]
        self.hand_index = 0
        self.dealer = 0
        self.phase = "auction"
        self.turn: int | None = 0
        self.hands: list[list[Card]] = [[], [], []]
        self.chest: list[Card] = []
        self.bids: list[list[Card]] = [[], [], []]
        self.auction: list[tuple[int, Card | None]] = []
        self.last_bid: Card | None = None
        self.last_bidder: int | None = None
        self.passes_in_row = 0
        self.winner: int | None = None
        self.partner: int | None = None
        self.handicaps: list[tuple[int, Card]] = []
        self.handicap_index = 0
        self.gives: list[Card | None] = [None, None, None]
        self.give_order: list[int] = []
        self.trick: list[tuple[int, Card]] = []
        self.trick_leader = 0
        self.trick_size = 0
        self.tricks_won = [0, 0, 0]
        self.tricks_played = 0
        self.won: list[list[Card]] = [[], [], []]
        self.voids: list[frozenset[str]] = [frozenset(), frozenset(), frozenset()]
        self.out: list[OutSlot] = []
        # poss[o][card]: the places where seat o knows a card it cannot see may be.
        self.poss: list[dict[Card, frozenset[str]]] = [{}, {}, {}]
        self.log: list[LogEntry] = []
        self.records: list[Record] = []
        self._winners: list[int] = []
        self._notes: tuple[Any, Any] | None = None  # the views' notes, kept (view.build_view)

    # -- protocol ---------------------------------------------------------------------------

    @property
    def team(self) -> frozenset[int]:
        if self.winner is None:
            return frozenset()
        return frozenset({self.winner} if self.partner is None else {self.winner, self.partner})

    def shuffle_unseen(self, rng: random.Random) -> None:
        """The treasure chest, unseen until the auction's winner takes it."""
        rng.shuffle(self.chest)

    def zone_contents(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {f"hand{s}": list(self.hands[s]) for s in SEATS}
        zones["treasure_chest"] = list(self.chest)
        for s in SEATS:
            zones[f"bids{s}"] = list(self.bids[s])
        zones["trick"] = [c for _, c in self.trick]
        for s in SEATS:
            zones[f"won{s}"] = list(self.won[s])
        zones["out"] = [slot[0] for slot in self.out]
        return zones

    def legal_actions(self) -> list[Action]:
        s = self.turn
        if self.phase == "over" or s is None:
            return []
        if self.phase == "auction":
            return self._legal_bids(s)
        if self.phase == "discard":
            suit = self.handicaps[self.handicap_index][1].suit
            return [Action("discard", (c,)) for c in self.hands[s] if c.suit == suit and not is_auction(c)]
        if self.phase == "give":
            return [Action("give", (c,)) for c in self.hands[s]]
        return [play(c) for c in self._playable(s)]

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.phase == "auction":
            self._auction_step(action, events)
        elif self.phase == "discard":
            self._discard_step(action, events)
        elif self.phase == "give":
            self._give_step(action, events)
        else:
            self._play_step(action, events)
        return events

    def view(self, seat: int) -> ClubsView:
        return build_view(self, seat)

    # -- notes for the table ------------------------------------------------------------------

    def _log(
        self, seat: int, private: str, public: str | None = None, visible_to: frozenset[int] | None = None
    ) -> None:
        self.log.append(LogEntry(seat, private, private if public is None else public, visible_to))

    # -- the deal -----------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        """¶8-9: 6 auction cards and 10 primary cards to each player, 6 primary cards to the chest."""
        self.log = []
        pack = _pack()
        if self.hand_index < len(self.deals):
            deal = check_deal(
                self.deals[self.hand_index],
                {"hand0": 16, "hand1": 16, "hand2": 16, "treasure_chest": CHEST_SIZE},
                pack,
                what=f"deal {self.hand_index + 1}",
            )
            for s in SEATS:
                n = sum(1 for c in deal[f"hand{s}"] if is_auction(c))
                if n != AUCTION_PER_HAND:
                    raise ValueError(
                        f"deal {self.hand_index + 1}: zone 'hand{s}' must hold {AUCTION_PER_HAND} auction cards "
                        f"(jokers, K Q J T) and {PRIMARY_PER_HAND} primary cards, not {n} and {16 - n}"
                    )
            hands = [deal["hand0"], deal["hand1"], deal["hand2"]]
            chest = deal["treasure_chest"]
        else:
            rng = hand_rng(self.seed, self.hand_index)
            auction = list(AUCTION_PACK)
            primary = list(PRIMARY_PACK)
            rng.shuffle(auction)
            rng.shuffle(primary)
            hands = [auction[6 * s : 6 * s + 6] + primary[10 * s : 10 * s + 10] for s in SEATS]
            chest = primary[30:36]
        events.append(HandStarted(self.hand_no, self.dealer))
        for i in range(16):
            for k in range(PLAYERS):
                s = (self.dealer + 1 + k) % PLAYERS
                events.append(moved(hands[s][i], "pack", f"hand{s}", False, ONLY[s]))
        for c in reversed(chest):
            events.append(moved(c, "pack", "treasure_chest", False))
        self.hands = [list(h) for h in hands]
        self.chest = list(chest)
        self.bids = [[], [], []]
        self.auction = []
        self.last_bid = None
        self.last_bidder = None
        self.passes_in_row = 0
        self.winner = None
        self.partner = None
        self.handicaps = []
        self.handicap_index = 0
        self.gives = [None, None, None]
        self.give_order = []
        self.trick = []
        self.trick_size = 0
        self.tricks_won = [0, 0, 0]
        self.tricks_played = 0
        self.won = [[], [], []]
        self.voids = [frozenset(), frozenset(), frozenset()]
        self.out = []
        self.phase = "auction"
        # ¶27, D-clubs-2, D-clubs-11: the holder of the Ten of Spades opens, whoever dealt.
        self.turn = next(s for s in SEATS if TEN_OF_SPADES in self.hands[s])
        self.poss = knowledge(self.turn)

    # -- the auction --------------------------------------------------------------------------

    def _legal_bids(self, s: int) -> list[Action]:
        """¶22-27, D-clubs-2/3: the opening Ten of Spades; then any auction card that outranks the
        last bid by at most one level, or pass."""
        if self.last_bid is None:
            return [Action("bid", (TEN_OF_SPADES,))]
        low, top = bid_value(self.last_bid), bid_level(self.last_bid) + 1
        ok = {c for c in self.hands[s] if is_auction(c) and bid_value(c) > low and bid_level(c) <= top}
        return [Action("bid", (c,)) for c in sorted(ok, key=bid_value)] + [PASS]

    def _auction_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None
        text = str(action)
        self.log.append(said(s, action))
        events.append(Said(s, text))
        c = action.card
        if c is None:
            self.auction.append((s, None))
            self.passes_in_row += 1
            if self.passes_in_row >= 2:  # ¶27: two players in a row pass: the last bidder wins
                assert self.last_bidder is not None
                self._end_auction(self.last_bidder, None, events)
                return
            self.turn = (s + 1) % PLAYERS
            return
        self.hands[s].remove(c)
        self.bids[s].append(c)
        self.auction.append((s, c))
        events.append(CardMoved(c, f"hand{s}", f"bids{s}", True, ALL_SEATS))
        if c.is_joker:
            # ¶20, D-clubs-3/4: the Joker wins at once; the partner made the most recent bid.
            partner = self.last_bidder
            assert partner is not None and partner != s
            self.last_bid, self.last_bidder, self.passes_in_row = c, s, 0
            self._end_auction(s, partner, events)
            return
        self.last_bid, self.last_bidder, self.passes_in_row = c, s, 0
        self.turn = (s + 1) % PLAYERS

    def _end_auction(self, winner: int, partner: int | None, events: list[Event]) -> None:
        """¶30-32: bid cards of the winning side stay face up (a Joker partner also gets the other
        Joker); every other auction card goes face down out of play; the winner takes the chest;
        then the handicaps are resolved (D-clubs-5)."""
        self.winner, self.partner = winner, partner
        team = self.team
        events.append(Note(phrase("seat {seat} wins the auction with {card}", seat=winner, card=self.last_bid), winner))
        if partner is not None:
            holder = next(s for s in SEATS if JOKER in self.hands[s])
            self.hands[holder].remove(JOKER)
            self.bids[partner].append(JOKER)
            events.append(CardMoved(JOKER, f"hand{holder}", f"bids{partner}", True, ALL_SEATS))
            events.append(
                Note(phrase("seats {seat} and {seat2} form a Joker team", seat=winner, seat2=partner), winner)
            )
        for s in SEATS:
            for c in [c for c in self.hands[s] if is_auction(c)]:
                self.hands[s].remove(c)
                self.out.append((c, s, AUCTION_KIND, False))
                events.append(CardMoved(c, f"hand{s}", "out", False, frozenset({s})))
            if s not in team:
                for c in self.bids[s]:
                    self.out.append((c, s, AUCTION_KIND, True))
                    events.append(CardMoved(c, f"bids{s}", "out", False, ALL_SEATS))
                self.bids[s] = []
        for o in SEATS:
            p = self.poss[o]
            for c, places in p.items():
                if is_auction(c):
                    p[c] = frozenset(f"out{s}" for s in SEATS if f"hand{s}" in places)
        # ¶30: the winner takes the treasure chest.
        for c in self.chest:
            events.append(CardMoved(c, "treasure_chest", f"hand{winner}", False, frozenset({winner})))
        self.hands[winner].extend(self.chest)
        self.chest = []
        for o in SEATS:
            if o == winner:
                continue
            p = self.poss[o]
            for c, places in p.items():
                if "treasure_chest" in places:
                    p[c] = (places - {"treasure_chest"}) | {f"hand{winner}"}
        self._log(winner, phrase("{seat} wins the auction and takes the treasure chest", seat=winner))
        if partner is None:
            events.append(ContractSet(winner, phrase("seat {seat}: %n tricks", seat=winner, n=CONTRACT)))
        else:
            joker_team = phrase("seats {seat} and {seat2}: every trick", seat=winner, seat2=partner)
            events.append(ContractSet(winner, joker_team))
        self.handicaps = [(winner, c) for c in self.bids[winner] if not c.is_joker]
        if partner is not None:
            self.handicaps += [(partner, c) for c in self.bids[partner] if not c.is_joker]
        self.handicap_index = 0
        self.turn = None
        self._run_handicaps(events)

    # -- handicaps ----------------------------------------------------------------------------

    def _primaries(self, s: int, suit: str) -> list[Card]:
        """Seat ``s``'s primary cards of ``suit``, highest first (¶11-13)."""
        return sorted(
            (c for c in self.hands[s] if c.suit == suit and not is_auction(c)), key=primary_rank, reverse=True
        )

    def _discard(self, s: int, c: Card, events: list[Event]) -> None:
        self.hands[s].remove(c)
        self.out.append((c, s, c.suit, False))
        events.append(CardMoved(c, f"hand{s}", "out", False, frozenset({s})))

    def _run_handicaps(self, events: list[Event]) -> None:
        """D-clubs-5: each bid card's handicap in bid order, the winner's first, then the partner's.
        A Ten waits for its holder's choice; Jacks, Queens and Kings are applied here."""
        while self.handicap_index < len(self.handicaps):
            s, bid = self.handicaps[self.handicap_index]
            suit = bid.suit
            found = self._primaries(s, suit)
            name, many = card_name(bid), SUITS_MANY[suit]
            if not found:
                # D-clubs-5: a handicap that finds no primary card of its suit does nothing.
                events.append(
                    Note(
                        phrase("seat {seat}'s {bid}: no primary {suits}, nothing to do", seat=s, bid=name, suits=many),
                        s,
                    )
                )
                self._log(s, phrase("{seat}: {bid} finds no {suits}", seat=s, bid=str(bid), suits=many))
                prove_void(self.poss, s, of_suit(suit))
                self.handicap_index += 1
                continue
            level = bid_level(bid)
            if level == 0:  # ¶15-16: a Ten: the holder chooses
                self.phase = "discard"
                self.turn = s
                return
            if level == 2:  # ¶18: a Queen passes the highest to the left neighbour (D-clubs-1)
                c = found[0]
                to = (s - 1) % PLAYERS
                seen = frozenset({s, to})
                self.hands[s].remove(c)
                self.hands[to].append(c)
                events.append(CardMoved(c, f"hand{s}", f"hand{to}", False, seen))
                told = phrase(
                    "seat {seat}'s {bid}: the highest {suit} passes to seat {seat_to}",
                    seat=s,
                    bid=name,
                    suit=SUITS_ONE[suit],
                    seat_to=to,
                )
                events.append(Note(told, s))
                passed: dict[str, Any] = {"seat": s, "bid": str(bid), "seat_to": to}
                given = phrase("{seat}: {bid} passes {card} to {seat_to}", card=str(c), **passed)
                told = phrase("{seat}: {bid} passes a {suit} to {seat_to}", suit=SUITS_ONE[suit], **passed)
                self._log(s, given, told, seen)
                hidden_move(self.poss, s, f"hand{to}", of_suit(suit), False, seen)
                self.poss[s][c] = frozenset({f"hand{to}"})
            else:  # ¶17 a Jack discards the highest; ¶19 a King the three highest (all, if fewer)
                taken = found[:1] if level == 1 else found[:3]
                for c in taken:
                    self._discard(s, c, events)
                shown = " ".join(str(c) for c in taken)
                what = (
                    phrase("the highest {suit}", suit=SUITS_ONE[suit])
                    if level == 1
                    else phrase("%n {suits}", n=len(taken), suits=many)
                )
                events.append(Note(phrase("seat {seat}'s {bid}: discards {what}", seat=s, bid=name, what=what), s))
                private = phrase("{seat}: {bid} discards {cards}", seat=s, bid=str(bid), cards=shown)
                hidden = phrase("{seat}: {bid} discards {what}", seat=s, bid=str(bid), what=what)
                self._log(s, private, hidden, frozenset({s}))
                void = level == 3 and len(found) < 3
                hidden_move(self.poss, s, f"out{s}", of_suit(suit), void, frozenset({s}))
            self.handicap_index += 1
        self._start_give(events)

    def _discard_step(self, action: Action, events: list[Event]) -> None:
        """¶15-16: the holder of a Ten discards a primary card of its suit of their choice."""
        s = self.turn
        assert s is not None
        c = action.card
        assert c is not None
        bid = self.handicaps[self.handicap_index][1]
        self._discard(s, c, events)
        public = phrase("{seat}: {bid} discards a {suit}", seat=s, bid=str(bid), suit=SUITS_ONE[c.suit])
        self.log.append(said_secretly(s, action, public, f"discard {c} ({bid})"))
        told = phrase("seat {seat}'s {bid}: discards a {suit}", seat=s, bid=card_name(bid), suit=SUITS_ONE[c.suit])
        events.append(Note(told, s))
        hidden_move(self.poss, s, f"out{s}", of_suit(c.suit), False, frozenset({s}))
        self.handicap_index += 1
        self.phase = "handicaps"
        self._run_handicaps(events)

    # -- the pass before play -----------------------------------------------------------------

    def _start_give(self, events: list[Event]) -> None:
        """¶34, D-clubs-6: each player with a card chooses one, in seat order, unseen by the others."""
        self.gives = [None, None, None]
        self.give_order = [s for s in SEATS if self.hands[s]]
        self.phase = "give"
        self.turn = self.give_order[0]
        for s in SEATS:
            if not self.hands[s]:
                events.append(Note(phrase("seat {seat} has no card to pass", seat=s), s))

    def _give_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None
        c = action.card
        assert c is not None
        self.gives[s] = c
        self.log.append(said_secretly(s, action, phrase("{seat}: chooses a card to pass", seat=s)))
        events.append(Said(s, None))
        k = self.give_order.index(s)
        if k + 1 < len(self.give_order):
            self.turn = self.give_order[k + 1]
            return
        # D-clubs-6: all the chosen cards move at once, each to the next seat (D-clubs-1).
        moves = [(g, c2) for g, c2 in enumerate(self.gives) if c2 is not None]
        for o in SEATS:
            hidden = [(g, c2) for g, c2 in moves if o not in (g, (g + 1) % PLAYERS)]
            for g, _ in hidden:
                src, dst = f"hand{g}", f"hand{(g + 1) % PLAYERS}"
                p = self.poss[o]
                for x, places in p.items():
                    if src in places:
                        p[x] = places | {dst}
        for g, c2 in moves:
            to = (g + 1) % PLAYERS
            self.hands[g].remove(c2)
            self.poss[g][c2] = frozenset({f"hand{to}"})
        for g, c2 in moves:
            to = (g + 1) % PLAYERS
            self.hands[to].append(c2)
            events.append(CardMoved(c2, f"hand{g}", f"hand{to}", False, frozenset({g, to})))
        self._log(-1, phrase("the passed cards change hands"))
        self.gives = [None, None, None]
        self.give_order = []
        self._start_play(events)

    # -- the play -----------------------------------------------------------------------------

    def _holders(self) -> list[int]:
        return [s for s in SEATS if self.hands[s]]

    def _next_holder(self, s: int) -> int:
        """``s`` if it holds cards, else the next seat that does (¶38, D-clubs-7)."""
        for k in range(PLAYERS):
            t = (s + k) % PLAYERS
            if self.hands[t]:
                return t
        raise AssertionError("nobody holds cards")  # pragma: no cover - the hand ended before

    def _start_play(self, events: list[Event]) -> None:
        """¶35: the seat after the winner leads; after a Joker auction, the only seat outside the team."""
        self.phase = "play"
        assert self.winner is not None
        if self.partner is None:
            leader = (self.winner + 1) % PLAYERS
        else:
            leader = next(s for s in SEATS if s not in self.team)
        if self._hand_done():
            score_hand(self, events)
            return
        self._start_trick(self._next_holder(leader), events)

    def _start_trick(self, leader: int, events: list[Event]) -> None:
        self.trick = []
        self.trick_leader = leader
        self.trick_size = len(self._holders())
        self.turn = leader
        for s in SEATS:
            if not self.hands[s]:
                events.append(Note(phrase("seat {seat} has no cards and passes (¶38, D-clubs-7)", seat=s), s))

    def _hand_done(self) -> bool:
        """¶39, D-clubs-7: ten tricks, or at least two players without cards."""
        return self.tricks_played >= TRICKS or len(self._holders()) <= 1

    def _playable(self, s: int) -> list[Card]:
        """¶35, ¶37: follow the led suit if you can; otherwise any card."""
        return follow_suit(self.hands[s], self.trick[0][1].suit if self.trick else None)

    def _play_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None
        c = action.card
        assert c is not None
        if self.trick:
            led = self.trick[0][1].suit
            if c.suit != led and led not in self.voids[s]:
                self.voids[s] = self.voids[s] | {led}
                prove_void(self.poss, s, of_suit(led))
        self.hands[s].remove(c)
        self.trick.append((s, c))
        self.log.append(said_by(s, action))
        events.append(moved(c, f"hand{s}", "trick", True, ALL_SEATS))
        if len(self.trick) < self.trick_size:
            self.turn = self._next_holder((s + 1) % PLAYERS)
            return
        best_seat = self.trick[trick_winner([card for _, card in self.trick], TRUMP, primary_rank)][0]
        self.tricks_played += 1
        cards = tuple(card for _, card in self.trick)
        events.append(TrickTaken(best_seat, cards, self.tricks_played))
        self.log.append(line(f"trick {self.tricks_played} to {best_seat}"))
        for card in cards:
            events.append(moved(card, "trick", f"won{best_seat}", False, ALL_SEATS))
        self.won[best_seat].extend(cards)
        self.tricks_won[best_seat] += 1
        self.trick = []
        if self._hand_done():
            score_hand(self, events)
            return
        # ¶38-39, D-clubs-7: the winner leads; if out of cards, the next seat that holds cards.
        self._start_trick(self._next_holder(best_seat), events)

    # -- the score ----------------------------------------------------------------------------

    def _next_hand(self, events: list[Event]) -> None:
        """D-clubs-11: gather the cards; the next seat deals."""
        for name, cs in self.zone_contents().items():
            for c in cs:
                events.append(moved(c, name, "pack", False))
        self.hand_index += 1
        self.dealer = (self.dealer + 1) % PLAYERS
        self._start_hand(events)
