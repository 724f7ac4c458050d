"""Clubs: the rules, as a state and its actions."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..actions import PASS, Action, play
from ..cards import SUIT_NAMES, Card
from ..core import Game, LogEntry, Record, TableState, check_deal, count, hand_rng, record, said, said_secretly
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
from ..tricks import follow_suit, trick_winner
from .facts import (
    ACE_OF_HEARTS,
    ALL_SEATS,
    AUCTION_CARDS,
    AUCTION_KIND,
    AUCTION_PER_HAND,
    CHEST_SIZE,
    CONTRACT,
    JOKER,
    LEVEL_NAMES,
    PLAYERS,
    PLURAL,
    PRIMARY_CARDS,
    PRIMARY_PER_HAND,
    SEATS,
    TARGET,
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
from .view import ClubsView


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

    # -- protocol ---------------------------------------------------------------------------

    @property
    def team(self) -> frozenset[int]:
        if self.winner is None:
            return frozenset()
        return frozenset({self.winner} if self.partner is None else {self.winner, self.partner})

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

    def why_illegal(self, action: Action) -> str:
        s = self.turn
        assert s is not None
        c = action.card
        if self.phase == "auction":
            if action.verb != "bid" and action != PASS:
                return f"it is the auction: bid an auction card or pass (¶27), not {action}"
            if self.last_bid is None:
                return "the holder of the Ten of Spades must open the auction with it (¶27, D-clubs-2)"
            if action == PASS:
                return "you may not pass now"  # pragma: no cover - pass is always legal after the opening
            assert c is not None
            if c not in self.hands[s]:
                return f"you do not hold {c}"
            if not is_auction(c):
                return f"{c} is a primary card: only auction cards are bid (¶21)"
            last = self.last_bid
            if bid_value(c) <= bid_value(last):
                return f"a bid must be more valuable than the last bid {last} (¶23, ¶26)"
            if c.is_joker:
                return "a Joker may be bid only over a King (¶25, D-clubs-3)"
            up = LEVEL_NAMES[bid_level(last) + 1] if bid_level(last) < 4 else ""
            return f"a bid may rise at most one level: over {last} the highest level is {up} (¶24-25, D-clubs-3)"
        if self.phase == "discard":
            ten = self.handicaps[self.handicap_index][1]
            if action.verb != "discard":
                return (
                    f"resolve the {card_name(ten)}: discard one of your primary {PLURAL[ten.suit]} (¶15-16, D-clubs-5)"
                )
            if c not in self.hands[s]:
                return f"you do not hold {c}"
            return f"the {card_name(ten)} discards one primary card of {SUIT_NAMES[ten.suit]} (¶15-16, ¶31)"
        if self.phase == "give":
            if action.verb != "give":
                return (
                    f"choose one card of your hand to pass to seat {(s + 1) % PLAYERS} (¶34, D-clubs-6), not {action}"
                )
            return f"you do not hold {c}"
        if action.verb != "play":
            return f"it is the play: play a card (¶35), not {action}"
        if c not in self.hands[s]:
            return f"you do not hold {c}"
        led = self.trick[0][1].suit
        return f"you must follow suit: you hold {SUIT_NAMES[led]} (¶35, ¶37)"

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
        zones: dict[str, tuple[Card | None, ...]] = {}
        for s in SEATS:
            zones[f"hand{s}"] = tuple(self.hands[s]) if s == seat else (None,) * len(self.hands[s])
        zones["treasure_chest"] = (None,) * len(self.chest)
        for s in SEATS:
            zones[f"bids{s}"] = tuple(self.bids[s])
        zones["trick"] = tuple(c for _, c in self.trick)
        for s in SEATS:
            zones[f"won{s}"] = tuple(self.won[s])
        zones["out"] = tuple(c if public or owner == seat else None for c, owner, _, public in self.out)
        hidden = self._hidden_pool(seat)
        poss = self.poss[seat]
        possible = tuple(sorted(((c, poss[c]) for c in set(hidden)), key=lambda cp: (cp[0].suit, cp[0].rank)))
        return ClubsView(
            **self.view_fields(seat, zones),
            auction=tuple(self.auction),
            last_bid=self.last_bid,
            last_bidder=self.last_bidder,
            passes_in_row=self.passes_in_row,
            winner=self.winner,
            partner=self.partner,
            handicaps=tuple(self.handicaps),
            handicap_index=self.handicap_index,
            given=tuple(g is not None for g in self.gives),
            my_give=self.gives[seat],
            trick_seats=tuple(s for s, _ in self.trick),
            trick_leader=self.trick_leader,
            trick_size=self.trick_size,
            tricks_won=tuple(self.tricks_won),
            tricks_played=self.tricks_played,
            voids=tuple(self.voids),
            out_slots=tuple((owner, kind, public) for _, owner, kind, public in self.out),
            possible=possible,
            records=tuple(self.records),
            winners=tuple(self._winners),
        )

    def _hidden_pool(self, seat: int) -> list[Card]:
        """The cards ``seat`` cannot see (a multiset): other hands, the chest, unknown ``out`` cards."""
        pool = [c for s in SEATS if s != seat for c in self.hands[s]]
        pool.extend(self.chest)
        pool.extend(c for c, owner, _, public in self.out if not public and owner != seat)
        return pool

    # -- notes for the table ------------------------------------------------------------------

    def _seat_note(self, s: int) -> str:
        parts: list[str] = []
        if self.bids[s]:
            parts.append("bids " + " ".join(str(c) for c in self.bids[s]))
        if s == self.winner:
            parts.append("auction winner")
        elif s == self.partner:
            parts.append("Joker partner")
        if self.phase == "play" or (self.phase == "over" and self.winner is not None):
            parts.append(count(self.tricks_won[s], "trick"))
        return ", ".join(parts)

    def _table_note(self) -> str:
        head = f"Hand {self.hand_no}"
        if self.phase == "auction":
            if self.last_bid is None:
                return f"{head}: the Ten of Spades opens the auction"
            return f"{head}: auction, last bid {self.last_bid} by seat {self.last_bidder}"
        if self.phase == "over":
            return f"Match over: {', '.join(f'seat {w}' for w in self._winners)} won"
        if self.partner is not None:
            contract = f"Joker team {self.winner}+{self.partner} must take every trick"
        else:
            contract = f"seat {self.winner} must take {CONTRACT} tricks"
        if self.phase == "discard":
            return f"{head}: {contract}; seat {self.turn} resolves a Ten"
        if self.phase == "give":
            return f"{head}: {contract}; each player passes one card to the next seat"
        return f"{head}: {contract}; trick {self.tricks_played + 1}"

    def _log(
        self, seat: int, private: str, public: str | None = None, visible_to: frozenset[int] | None = None
    ) -> None:
        self.log.append(LogEntry(seat, private, private if public is None else public, visible_to))

    # -- knowledge of hidden cards -------------------------------------------------------------

    def _init_knowledge(self) -> None:
        """After the deal (¶8-9): each seat knows its hand; the rest may be in the other hands
        (auction cards), or the other hands and the chest (primary cards). The Ten of Spades is
        known to be with the seat who must open (¶27)."""
        opener = self.turn
        self.poss = []
        for o in SEATS:
            others = frozenset(f"hand{s}" for s in SEATS if s != o)
            with_chest = others | {"treasure_chest"}
            p = dict.fromkeys(AUCTION_CARDS, others)
            p.update(dict.fromkeys(PRIMARY_CARDS, with_chest))
            if opener is not None and opener != o:
                p[TEN_OF_SPADES] = frozenset({f"hand{opener}"})
            self.poss.append(p)

    def _hidden_move(
        self, seat: int, dest: str, pred: Callable[[Card], bool], void_after: bool, seen: frozenset[int]
    ) -> None:
        """Seat ``seat`` moved cards matching ``pred`` from its hand to ``dest``, unseen by the
        seats outside ``seen``: for them, any such card that was maybe in that hand may now be in
        ``dest``; with ``void_after`` the hand is proved to hold no more such cards."""
        src = f"hand{seat}"
        for o in SEATS:
            if o in seen:
                continue
            p = self.poss[o]
            for c, places in p.items():
                if src in places and pred(c):
                    new = places | {dest}
                    p[c] = new - {src} if void_after else new

    def _prove_void(self, seat: int, pred: Callable[[Card], bool]) -> None:
        """Everyone learns that ``seat`` holds no card matching ``pred``."""
        src = f"hand{seat}"
        for o in SEATS:
            if o == seat:
                continue
            p = self.poss[o]
            for c, places in p.items():
                if src in places and pred(c):
                    p[c] = places - {src}

    def _minimal_knowledge(self, o: int) -> dict[Card, frozenset[str]]:
        """What seat ``o`` surely may assume of the cards it cannot see, from public facts only
        (the kind of each place and the voids shown in play): used for the other seats of a sampled state."""
        hands = [s for s in SEATS if s != o]
        out_places = {
            kind: frozenset(
                f"out{owner}" for _, owner, k, public in self.out if k == kind and not public and owner != o
            )
            for kind in (AUCTION_KIND, "C", "D", "H", "S")
        }
        in_auction = self.phase == "auction"
        chest = frozenset({"treasure_chest"}) if self.chest else frozenset()
        by_suit = {
            suit: frozenset(f"hand{s}" for s in hands if suit not in self.voids[s]) | out_places[suit] | chest
            for suit in "CDHS"
        }
        auction_places = frozenset(f"hand{s}" for s in hands) if in_auction else out_places[AUCTION_KIND]
        p: dict[Card, frozenset[str]] = dict.fromkeys(AUCTION_CARDS, auction_places)
        for c in PRIMARY_CARDS:
            p[c] = by_suit[c.suit]
        if in_auction and self.last_bid is None and self.turn is not None:
            p[TEN_OF_SPADES] = frozenset({f"hand{self.turn}"})
        return p

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
            auction = [c for c in pack if is_auction(c)]
            primary = [c for c in pack if not is_auction(c)]
            rng.shuffle(auction)
            rng.shuffle(primary)
            hands = [auction[6 * s : 6 * s + 6] + primary[10 * s : 10 * s + 10] for s in SEATS]
            chest = primary[30:36]
        events.append(HandStarted(self.hand_no, self.dealer))
        for i in range(16):
            for k in range(PLAYERS):
                s = (self.dealer + 1 + k) % PLAYERS
                events.append(CardMoved(hands[s][i], "pack", f"hand{s}", False, frozenset({s})))
        for c in reversed(chest):
            events.append(CardMoved(c, "pack", "treasure_chest", False))
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
        self._init_knowledge()

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
        events.append(Note(f"seat {winner} wins the auction with {self.last_bid}", winner))
        if partner is not None:
            holder = next(s for s in SEATS if JOKER in self.hands[s])
            self.hands[holder].remove(JOKER)
            self.bids[partner].append(JOKER)
            events.append(CardMoved(JOKER, f"hand{holder}", f"bids{partner}", True, ALL_SEATS))
            events.append(Note(f"seats {winner} and {partner} form a Joker team", winner))
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
        self._log(winner, f"{winner} wins the auction and takes the treasure chest")
        if partner is None:
            events.append(ContractSet(winner, f"seat {winner}: {CONTRACT} tricks"))
        else:
            events.append(ContractSet(winner, f"seats {winner} and {partner}: every trick"))
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
            plural = PLURAL[suit]
            if not found:
                # D-clubs-5: a handicap that finds no primary card of its suit does nothing.
                events.append(Note(f"seat {s}'s {card_name(bid)}: no primary {plural}, nothing to do", s))
                self._log(s, f"{s}: {bid} finds no {plural}")
                self._prove_void(s, of_suit(suit))
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
                events.append(Note(f"seat {s}'s {card_name(bid)}: the highest {plural[:-1]} passes to seat {to}", s))
                self._log(s, f"{s}: {bid} passes {c} to {to}", f"{s}: {bid} passes a {plural[:-1]} to {to}", seen)
                self._hidden_move(s, f"hand{to}", of_suit(suit), False, seen)
                self.poss[s][c] = frozenset({f"hand{to}"})
            else:  # ¶17 a Jack discards the highest; ¶19 a King the three highest (all, if fewer)
                taken = found[:1] if level == 1 else found[:3]
                for c in taken:
                    self._discard(s, c, events)
                shown = " ".join(str(c) for c in taken)
                what = f"the highest {plural[:-1]}" if level == 1 else f"{len(taken)} {plural}"
                events.append(Note(f"seat {s}'s {card_name(bid)}: discards {what}", s))
                self._log(s, f"{s}: {bid} discards {shown}", f"{s}: {bid} discards {what}", frozenset({s}))
                void = level == 3 and len(found) < 3
                self._hidden_move(s, f"out{s}", of_suit(suit), void, frozenset({s}))
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
        self.log.append(said_secretly(s, action, f"{bid} discards a {PLURAL[c.suit][:-1]}", f"discard {c} ({bid})"))
        events.append(Note(f"seat {s}'s {card_name(bid)}: discards a {PLURAL[c.suit][:-1]}", s))
        self._hidden_move(s, f"out{s}", of_suit(c.suit), False, frozenset({s}))
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
                events.append(Note(f"seat {s} has no card to pass", s))

    def _give_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        assert s is not None
        c = action.card
        assert c is not None
        self.gives[s] = c
        self.log.append(said_secretly(s, action, "chooses a card to pass"))
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
        self._log(-1, "the passed cards change hands")
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
            self._score_hand(events)
            return
        self._start_trick(self._next_holder(leader), events)

    def _start_trick(self, leader: int, events: list[Event]) -> None:
        self.trick = []
        self.trick_leader = leader
        self.trick_size = len(self._holders())
        self.turn = leader
        for s in SEATS:
            if not self.hands[s]:
                events.append(Note(f"seat {s} has no cards and passes (¶38, D-clubs-7)", s))

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
                self._prove_void(s, of_suit(led))
        self.hands[s].remove(c)
        self.trick.append((s, c))
        self.log.append(said(s, action))
        events.append(CardMoved(c, f"hand{s}", "trick", True, ALL_SEATS))
        if len(self.trick) < self.trick_size:
            self.turn = self._next_holder((s + 1) % PLAYERS)
            return
        best_seat = self.trick[trick_winner([card for _, card in self.trick], TRUMP, primary_rank)][0]
        self.tricks_played += 1
        cards = tuple(card for _, card in self.trick)
        events.append(TrickTaken(best_seat, cards, self.tricks_played))
        self._log(-1, f"trick {self.tricks_played} to {best_seat}")
        for card in cards:
            events.append(CardMoved(card, "trick", f"won{best_seat}", False, ALL_SEATS))
        self.won[best_seat].extend(cards)
        self.tricks_won[best_seat] += 1
        self.trick = []
        if self._hand_done():
            self._score_hand(events)
            return
        # ¶38-39, D-clubs-7: the winner leads; if out of cards, the next seat that holds cards.
        self._start_trick(self._next_holder(best_seat), events)

    # -- the score ----------------------------------------------------------------------------

    def _score_hand(self, events: list[Event]) -> None:
        """¶40-46 with D-clubs-8/9; then ¶47 with D-clubs-10."""
        assert self.winner is not None
        parts_of = score_parts(self.won, self.tricks_won, self.winner, self.partner, self.tricks_played)
        made = bool(parts_of["made"])
        tricks_pts = parts_of["trick_points"]
        penalty = parts_of["contract_penalty"]
        diamonds = parts_of["diamonds"]
        diamonds_bonus = parts_of["diamonds_bonus"]
        ace = parts_of["ace_of_hearts"]
        no_spades = parts_of["no_spades"]
        totals = parts_of["total"]
        for s in SEATS:
            self._scores[s] += totals[s]
            parts = []
            for label, value in (
                ("tricks", tricks_pts[s]),
                ("contract broken", penalty[s]),
                ("most diamonds", diamonds_bonus[s]),
                ("ace of hearts", ace[s]),
                ("no spades", no_spades[s]),
            ):
                if value:
                    parts.append(f"{label} {value:+d}")
            events.append(ScoreChanged(s, totals[s], self._scores[s], ", ".join(parts) or "nothing"))
        self.records.append(
            record(
                {
                    "hand": self.hand_no,
                    "dealer": self.dealer,
                    "winner": self.winner,
                    "partner": self.partner,
                    "bids": [[str(c) for c in self.bids[s] if (s, c) in self.auction] for s in SEATS],
                    "auction": [f"{s}: {'pass' if c is None else 'bid ' + str(c)}" for s, c in self.auction],
                    "contract": "every trick" if self.partner is not None else f"{CONTRACT} tricks",
                    "made": made,
                    "tricks_played": self.tricks_played,
                    "tricks": list(self.tricks_won),
                    "trick_points": tricks_pts,
                    "contract_penalty": penalty,
                    "diamonds": diamonds,
                    "diamonds_bonus": diamonds_bonus,
                    "ace_of_hearts": ace,
                    "no_spades": no_spades,
                    "total": totals,
                    "scores": list(self._scores),
                }
            )
        )
        verdict = "made" if made else "broken"
        events.append(HandEnded(self.hand_no, tuple(totals), tuple(self._scores), f"contract {verdict}"))
        self._log(-1, f"hand {self.hand_no}: contract {verdict}; scores {' '.join(map(str, totals))}")
        top = max(self._scores)
        leaders = [s for s in SEATS if self._scores[s] == top]
        if top >= TARGET and len(leaders) == 1:  # ¶47, D-clubs-10
            self._winners = leaders
            self.phase = "over"
            self.turn = None
            events.append(MatchEnded(tuple(leaders)))
            return
        if top >= TARGET:
            events.append(Note(f"a tie for the highest score at {top}: another hand is played (D-clubs-10)"))
        self._next_hand(events)

    def _next_hand(self, events: list[Event]) -> None:
        """D-clubs-11: gather the cards; the next seat deals."""
        for name, cs in self.zone_contents().items():
            for c in cs:
                events.append(CardMoved(c, name, "pack", False))
        self.hand_index += 1
        self.dealer = (self.dealer + 1) % PLAYERS
        self._start_hand(events)


def score_parts(
    won: Sequence[Sequence[Card]],
    tricks_won: Sequence[int],
    winner: int,
    partner: int | None,
    tricks_played: int,
) -> dict[str, Any]:
    """The parts of one hand's score, per seat (¶40-46, D-clubs-8/9): ``trick_points`` (+10 a
    trick), ``contract_penalty`` (-50 to each member of a side that broke its contract: a lone
    winner under 7 tricks, a Joker team short of every trick played), ``diamonds`` (counts) and
    ``diamonds_bonus`` (+20 for the most, +10 each when tied, none for zero), ``ace_of_hearts``
    (+10), ``no_spades`` (+5, with at least one trick), ``total``; and ``made``."""
    team = {winner} if partner is None else {winner, partner}
    if partner is None:
        made = tricks_won[winner] >= CONTRACT
    else:
        made = sum(tricks_won[s] for s in team) == tricks_played  # D-clubs-8
    tricks_pts = [10 * t for t in tricks_won]
    penalty = [-50 if (s in team and not made) else 0 for s in SEATS]
    diamonds = [sum(1 for c in won[s] if c.suit == "D") for s in SEATS]
    most = max(diamonds)
    tied = [s for s in SEATS if diamonds[s] == most] if most > 0 else []
    bonus = 20 if len(tied) == 1 else 10
    diamonds_bonus = [bonus if s in tied else 0 for s in SEATS]
    ace = [10 if ACE_OF_HEARTS in won[s] else 0 for s in SEATS]
    no_spades = [5 if tricks_won[s] > 0 and not any(c.suit == "S" for c in won[s]) else 0 for s in SEATS]
    totals = [tricks_pts[s] + penalty[s] + diamonds_bonus[s] + ace[s] + no_spades[s] for s in SEATS]
    return {
        "made": made,
        "trick_points": tricks_pts,
        "contract_penalty": penalty,
        "diamonds": diamonds,
        "diamonds_bonus": diamonds_bonus,
        "ace_of_hearts": ace,
        "no_spades": no_spades,
        "total": totals,
    }
