"""King: the rules, as a state and its actions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..actions import Action, play
from ..cards import Card
from ..core import Game, LogEntry, Record, TableState, check_deal, hand_rng, record, said, said_secretly
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
from ..interned import line, moved, said_by
from ..phrases import Cards, phrase
from ..tricks import trick_winner
from .facts import (
    AWARD_GAMES,
    AWARD_UNIT,
    CHOOSE_AWARD,
    CHOOSE_AWARD_MN,
    CHOOSE_PENALTY,
    HAND_SIZE,
    KING_OF_HEARTS,
    KITTY_SIZE,
    PACK,
    PENALTY_GAMES,
    TRICKS,
    ChartEntry,
    DealLine,
    KingChart,
    KingOptions,
    PoolItem,
    SeatChart,
    contract_name,
    game_name,
    penalty_values,
    undiscardable,
    unit_score,
)
from .kept import ONLY, sorted_hand
from .reasons import why_illegal
from .view import KingView, build_view, seat_note, table_note


class KingState(TableState):
    """A King session in play."""

    copied = ("kitty", "out", "trick", "tricks_taken", "points", "voids", "lacks", "pools", "hill", "bonus")
    shared = ("penalty",)  # the deal's penalty values, set whole when the game is chosen
    copied_items = ("hands", "won")
    public = (
        "contractor",
        "game_key",
        "trump",
        "trick_leader",
        "tricks_taken",
        "points",
        "penalty_left",
        "hearts_played",
        "voids",
        "lacks",
        "kitty_shown",
        "draw_text",
        "turn",
    )  # the same in the state and every view
    # What the game says, in modules of their own: why an action is refused (reasons.py), the
    # notes under each name and over the table (view.py).
    why_illegal = why_illegal
    _seat_note = seat_note
    _table_note = table_note

    game: Game[KingOptions]

    def __init__(self, game: Game[KingOptions], players: int = 3, options: KingOptions | None = None) -> None:
        n = players
        self.game = game
        self.options = options or KingOptions()
        self.n = n
        # D-king-8: with two players the deal is still three hands (places 0-2 in play order from
        # the contractor's); the contractor plays their own place, the other player the two open
        # ones. Hands, tricks, points, voids and lacks are per place; pools, chart, scores per player.
        self.places = 3 if n == 2 else n
        p = self.places
        self.seed = 0
        self.deals: tuple[Mapping[str, Sequence[str]], ...] = ()
        self.deal_index = 0
        self.first_contractor = 0
        self.contractor = 0
        self.phase = "choose"
        self.turn: int | None = 0
        self.hands: list[list[Card]] = [[] for _ in range(p)]
        self.kitty: list[Card] = []
        self.out: list[Card] = []
        self.trick: list[tuple[int, Card]] = []
        self.trick_leader = 0
        self.won: list[list[Card]] = [[] for _ in range(p)]
        self.tricks_taken = [0] * p
        self.points = [0] * p
        self.game_key: str | None = None
        self.trump: str | None = None
        self.penalty: dict[Card, int] = {}
        self.penalty_left = 0
        self.hearts_played = False
        self.voids: list[frozenset[str]] = [frozenset()] * p
        self.lacks: list[frozenset[Card]] = [frozenset()] * p
        self.kitty_shown: tuple[Card, ...] = ()
        self.pools: list[tuple[PoolItem, ...]] = [() for _ in range(n)]
        self.hill: list[tuple[ChartEntry, ...]] = [() for _ in range(n)]
        self.bonus: list[tuple[ChartEntry, ...]] = [() for _ in range(n)]
        self.history: tuple[DealLine, ...] = ()
        self.records: tuple[Record, ...] = ()
        self.chart = KingChart((), (), 0)
        self.log: list[LogEntry] = []
        self._winners: tuple[int, ...] = ()
        self.draw_text = ""
        self._notes: tuple[Any, Any] | None = None  # the views' notes, kept (view.build_view)

    # -- protocol ---------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The player who plays the place whose turn it is (D-king-8: the open places' player)."""
        return None if self.phase == "over" or self.turn is None else self.player_of(self.turn)

    def player_of(self, place: int) -> int:
        """The player who plays ``place``: themselves, or with two players the non-contractor for
        both open places (D-king-8)."""
        if place < self.n:
            return place
        return 1 - self.contractor

    def places_of(self, player: int) -> list[int]:
        """The places ``player`` plays this deal (two for the two-player non-contractor)."""
        return [q for q in range(self.places) if self.player_of(q) == player]

    def open_places(self) -> list[int]:
        """D-king-8: the two-player non-contractor's places, face up to both from the
        announcement to the end of the deal; none with three or four players."""
        if self.n != 2 or self.phase == "choose":
            return []
        return self.places_of(1 - self.contractor)

    def player_total(self, per_place: Sequence[int], player: int) -> int:
        """A player's sum over the places they play (tricks, points)."""
        return sum(per_place[q] for q in self.places_of(player))

    @property
    def scores(self) -> list[int]:
        """Each seat's result: bonus minus hill (D-king-5)."""
        return [sc.result for sc in self.chart.seats]

    @property
    def hand_no(self) -> int:
        return self.deal_index + 1

    @property
    def dealer(self) -> int:  # type: ignore[override]  # derived here, a field in the other games
        """The contractor of the previous deal deals (the text); the contractor sits at their left."""
        return (self.contractor - 1) % self.n

    @property
    def sitting_out(self) -> int | None:
        """D-king-7: with four players the dealer sits out."""
        return self.dealer if self.n == 4 else None

    @property
    def deals_total(self) -> int:
        """Every player contracts each game of their pool once (the text; D-king-1, D-king-6)."""
        return self.n * (4 if self.options.short_session else 8)

    def active_seats(self) -> list[int]:
        """The seats that play this deal, from the contractor on."""
        p = self.places
        return [s for s in ((self.contractor + k) % p for k in range(p)) if s != self.sitting_out]

    def next_seat(self, s: int) -> int:
        t = (s + 1) % self.places
        if t == self.sitting_out:
            t = (t + 1) % self.places
        return t

    def shuffle_unseen(self, rng: random.Random) -> None:
        """The kitty, unseen until the contractor takes it (D-king-2)."""
        rng.shuffle(self.kitty)

    def zone_contents(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {f"hand{s}": list(self.hands[s]) for s in range(self.places)}
        zones["kitty"] = list(self.kitty)
        zones["trick"] = [c for _, c in self.trick]
        for s in range(self.places):
            zones[f"won{s}"] = list(self.won[s])
        zones["out"] = list(self.out)
        return zones

    def legal_actions(self) -> list[Action]:
        s = self.turn
        if self.phase == "over" or s is None:
            return []
        if self.phase == "choose":
            return self._choices(s)
        if self.phase == "discard":
            banned = undiscardable(self.game_key or "", self.options)
            return [Action("discard", (c,)) for c in self.hands[s] if c not in banned]
        return [play(c) for c in self._playable(s)]

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.phase == "choose":
            self._choose_step(action, events)
        elif self.phase == "discard":
            self._discard_step(action, events)
        else:
            self._play_step(action, events)
        return events

    def view(self, seat: int) -> KingView:
        return build_view(self, seat)

    # -- derived --------------------------------------------------------------------------------

    @property
    def contract_text(self) -> str | None:
        """The chosen game as its choose words: ``no-hearts``, ``award H``, ``misere``."""
        if self.game_key is None:
            return None
        return self.game_key + (f" {self.trump}" if self.trump else "")

    def _choices(self, s: int) -> list[Action]:
        """D-king-2: the open games of the contractor's pool; an award slot offers every declaration."""
        acts: list[Action] = []
        award_open = False
        for item in self.pools[s]:
            if item.played_in is not None:
                continue
            if item.game in PENALTY_GAMES:
                acts.append(CHOOSE_PENALTY[item.game])
            else:
                award_open = True
        if award_open:
            acts.extend(CHOOSE_AWARD_MN if self.options.misere_without_trump else CHOOSE_AWARD)
        return acts

    def _playable(self, s: int) -> list[Card]:
        hand = self.hands[s]
        if not self.trick:
            # D-king-4 (D-king-6 BH): no heart lead while holding another suit.
            if self.game_key in ("no-hearts", "no-king") and not (self.options.broken_hearts and self.hearts_played):
                others = [c for c in hand if c.suit != "H"]
                if others:
                    return others
            return list(hand)
        led = self.trick[0][1].suit
        follow = [c for c in hand if c.suit == led]
        if follow:
            return follow
        if self.trump is not None:  # D-king-2: a void player must trump if able
            trumps = [c for c in hand if c.suit == self.trump]
            if trumps:
                return trumps
        if self.game_key == "no-king" and KING_OF_HEARTS in hand:  # D-king-4 (led suit is not hearts here)
            return [KING_OF_HEARTS]
        return list(hand)

    def trick_winner(self) -> int:
        """The text and D-king-2: the highest trump, else the highest card of the led suit;
        in misère the lowest trump, else the lowest card of the led suit."""
        cards = [c for _, c in self.trick]
        return self.trick[trick_winner(cards, self.trump, lowest=self.game_key == "misere")][0]

    # -- notes for the table ----------------------------------------------------------------------

    # -- the deal ---------------------------------------------------------------------------------

    def _start_deal(self, events: list[Event]) -> None:
        """The text: 10 cards each in batches of two, the second batch to the kitty; the next
        seat contracts (D-king-1); with four players the dealer sits out (D-king-7)."""
        self.log = []
        self.contractor = (self.first_contractor + self.deal_index) % self.n  # D-king-8: alternates
        active = self.active_seats()
        hands: dict[int, list[Card]] = {}
        if self.deal_index < len(self.deals):
            raw = dict(self.deals[self.deal_index])
            idle = f"hand{self.sitting_out}"
            if self.sitting_out is not None and raw.get(idle) == []:
                del raw[idle]
            sizes = {f"hand{s}": HAND_SIZE for s in sorted(active)}
            sizes["kitty"] = KITTY_SIZE
            deal = check_deal(raw, sizes, list(PACK), what=f"deal {self.hand_no}")
            for s in active:
                hands[s] = deal[f"hand{s}"]
            kitty = deal["kitty"]
        else:
            pack = list(PACK)
            hand_rng(self.seed, self.deal_index + 1).shuffle(pack)
            hands = {s: [] for s in active}
            kitty = []
            pos = 0
            for batch in range(HAND_SIZE // 2):
                for s in active:
                    hands[s].extend(pack[pos : pos + 2])
                    pos += 2
                if batch == 0:
                    kitty = pack[pos : pos + 2]
                    pos += 2
        text = f"seat {self.contractor} contracts"
        if self.sitting_out is not None:
            text += f", seat {self.sitting_out} sits out"
        events.append(HandStarted(self.hand_no, self.dealer, text))
        for batch in range(HAND_SIZE // 2):
            for s in active:
                for c in hands[s][2 * batch : 2 * batch + 2]:
                    events.append(moved(c, "pack", f"hand{s}", False, ONLY[s]))
            if batch == 0:
                for c in kitty:
                    events.append(moved(c, "pack", "kitty", False))
        self.hands = [sorted_hand(hands.get(s, [])) for s in range(self.places)]
        self.kitty = list(kitty)
        self.out = []
        self.trick = []
        self.won = [[] for _ in range(self.places)]
        self.tricks_taken = [0] * self.places
        self.points = [0] * self.places
        self.game_key = None
        self.trump = None
        self.penalty = {}
        self.penalty_left = 0
        self.hearts_played = False
        self.voids = [frozenset()] * self.places
        self.lacks = [frozenset()] * self.places
        self.kitty_shown = ()
        self.trick_leader = self.contractor
        self.phase = "choose"
        self.turn = self.contractor

    def _choose_step(self, action: Action, events: list[Event]) -> None:
        """D-king-2, D-king-3: the game is announced, then the contractor takes the kitty."""
        s = self.contractor
        word = str(action.args[0])
        self.game_key = word
        self.trump = str(action.args[1]) if len(action.args) > 1 else None
        text = str(action)
        self.log.append(said(s, action))
        events.append(Said(s, text))
        events.append(ContractSet(s, contract_name(word, self.trump, self.options)))
        self._cross_out(s, word, self.contract_text or word)
        self.penalty = penalty_values(word, self.options)
        self.penalty_left = len(self.penalty)
        if self.options.show_kitty:  # D-king-6 SK: shown to all once the game is announced, never before
            for c in self.kitty:
                events.append(CardMoved(c, "kitty", "kitty", True))
            events.append(Note(phrase("The kitty is shown: {cards} (SK)", cards=Cards(self.kitty))))
            line = phrase("kitty shown: {cards}", cards=" ".join(map(str, self.kitty)))
            self.log.append(LogEntry(-1, line, line))
        if self.n == 2:  # D-king-8: the open hands go face up for both
            for q in self.places_of(1 - s):
                for c in self.hands[q]:
                    events.append(CardMoved(c, f"hand{q}", f"hand{q}", True))
        who = frozenset(range(self.n)) if self.options.show_kitty else frozenset({s})
        for c in self.kitty:
            events.append(CardMoved(c, "kitty", f"hand{s}", False, who))
        self.kitty_shown = tuple(self.kitty) if self.options.show_kitty else ()
        self.hands[s] = sorted_hand(self.hands[s] + self.kitty)
        self.kitty = []
        self.phase = "discard"
        self.turn = s

    def _cross_out(self, s: int, word: str, declared: str) -> None:
        """The game is disabled in the contractor's pool (the text); an award word takes the first
        open award slot."""
        slot = "award" if word in AWARD_GAMES else word
        items = list(self.pools[s])
        for i, item in enumerate(items):
            if item.game == slot and item.played_in is None:
                items[i] = PoolItem(item.game, item.name, item.unit, self.hand_no, declared)
                break
        self.pools[s] = tuple(items)
        self._rebuild_chart()

    def _discard_step(self, action: Action, events: list[Event]) -> None:
        s = self.contractor
        c = action.card
        assert c is not None
        self.hands[s].remove(c)
        self.out.append(c)
        self.log.append(said_secretly(s, action, "discards a card"))
        events.append(moved(c, f"hand{s}", "out", False, ONLY[s]))
        if len(self.out) == KITTY_SIZE:
            self.phase = "play"  # D-king-3: the contractor leads the first trick
            self.turn = s
            self.trick_leader = s

    def _play_step(self, action: Action, events: list[Event]) -> None:
        s = self.turn
        c = action.card
        assert s is not None and c is not None
        self._learn(s, c)
        self.hands[s].remove(c)
        self.trick.append((s, c))
        self.log.append(
            said_by(s, action) if s < self.n else said(self.player_of(s), action, f"{action} (second hand)")
        )
        events.append(moved(c, f"hand{s}", "trick", True))
        if c.suit == "H":
            self.hearts_played = True
        if len(self.trick) < 3:
            self.turn = self.next_seat(s)
            return
        w = self.trick_winner()
        number = sum(self.tricks_taken) + 1
        cards = tuple(card for _, card in self.trick)
        events.append(TrickTaken(w, cards, number))
        taker = str(w) if w < self.n else f"{self.player_of(w)} (second hand)"
        self.log.append(line(f"trick {number} to {taker}"))
        for card in cards:
            events.append(moved(card, "trick", f"won{w}", True))
        self.won[w].extend(cards)
        self.tricks_taken[w] += 1
        self.trick = []
        self.trick_leader = w  # the text: the trick winner leads the next
        self.turn = w
        key = self.game_key
        if key == "no-tricks":
            self.points[w] += 4
        elif key == "no-last-two":
            if number > TRICKS - 2:
                self.points[w] += 20
        elif key in AWARD_GAMES:
            self.points[w] += AWARD_UNIT
        else:
            for card in cards:
                value = self.penalty.get(card)
                if value:
                    self.points[w] += value
                    self.penalty_left -= 1
        if number == TRICKS:
            self._end_deal(events, early=False)
        elif self.penalty and self.penalty_left == 0:
            self._end_deal(events, early=True)

    def _learn(self, s: int, c: Card) -> None:
        """What a played card proves about the rest of the hand: a suit not followed is void; a
        heart led under the lead restriction leaves only hearts (D-king-4); a void player who
        does not trump holds no trump (D-king-2); in No King one who does not follow a non-heart
        lead and does not play the K of hearts lacks it (D-king-4)."""
        if not self.trick:
            restricted = self.game_key in ("no-hearts", "no-king") and not (
                self.options.broken_hearts and self.hearts_played
            )
            if restricted and c.suit == "H":
                self.voids[s] = self.voids[s] | {"C", "D", "S"}
            return
        led = self.trick[0][1].suit
        if c.suit == led:
            return
        gone = {led}
        if self.trump is not None and c.suit != self.trump:
            gone.add(self.trump)
        self.voids[s] = self.voids[s] | gone
        if self.game_key == "no-king" and c != KING_OF_HEARTS:
            self.lacks[s] = self.lacks[s] | {KING_OF_HEARTS}

    def _end_deal(self, events: list[Event], early: bool) -> None:
        """Scores are updated, discarded cards revealed, the game crossed out (the text;
        D-king-4 for the early end, D-king-5 for the chart)."""
        assert self.game_key is not None
        c = self.contractor
        key = self.game_key
        award = key in AWARD_GAMES
        if early:
            name = game_name(key, self.options)
            events.append(Note(phrase("All penalty cards of {game} are taken: the deal ends (D-king-4)", game=name)))
            ends = phrase("all penalty cards taken: the deal ends")
            self.log.append(LogEntry(-1, ends, ends))
        for card in self.out:
            events.append(moved(card, "out", "out", True))
        discards = " ".join(map(str, self.out))
        events.append(Note(phrase("Seat {seat}'s discards: {cards}", seat=c, cards=Cards(self.out)), c))
        shown = phrase("discards {cards}", cards=discards)
        self.log.append(LogEntry(-1, shown, shown))
        before = self.scores
        for s in range(self.n) if self.n == 2 else self.active_seats():
            pts = self.player_total(self.points, s)  # D-king-8: the non-contractor's two hands summed
            if not pts:
                continue
            column = self.bonus if award else self.hill
            total = (column[s][-1].total if column[s] else 0) + pts
            column[s] = (*column[s], ChartEntry(self.hand_no, pts, total))
        idle = self.sitting_out
        line = DealLine(
            self.hand_no,
            c,
            self.contract_text or key,
            contract_name(key, self.trump, self.options),
            "award" if award else "penalty",
            tuple(None if s == idle else self.player_total(self.points, s) for s in range(self.n)),
        )
        self.history = (*self.history, line)
        self._rebuild_chart()
        after = self.scores
        for s in range(self.n):
            delta = after[s] - before[s]
            if delta:
                reason = f"{'bonus' if award else 'hill'} {abs(delta)} ({line.name})"
                events.append(ScoreChanged(s, delta, after[s], reason))
        self._record_deal(line, early, after)
        deltas = tuple(after[s] - before[s] for s in range(self.n))
        ended = phrase("{game} (ended early)", game=line.name) if early else line.name
        events.append(HandEnded(self.hand_no, deltas, tuple(after), ended))
        if self.hand_no >= self.deals_total:
            # D-king-5: the players in surplus win; all results zero is a draw with no winner.
            self._winners = tuple(s for s in range(self.n) if after[s] > 0)
            self.phase = "over"
            self.turn = None
            events.append(MatchEnded(self._winners))
            return
        for name, cs in self.zone_contents().items():
            for card in cs:
                events.append(moved(card, name, "pack", False))
        self.deal_index += 1
        self._start_deal(events)

    def _record_deal(self, line: DealLine, early: bool, after: Sequence[int]) -> None:
        """The deal's record for the score sheet (view.records)."""
        sc = self.chart.seats
        self.records = (
            *self.records,
            record(
                deal=self.hand_no,
                contractor=self.contractor,
                dealer=self.dealer,
                sat_out=self.sitting_out,
                game=self.game_key,
                contract=line.game,
                name=line.name,
                kind=line.kind,
                trump=self.trump,
                points=line.points,
                tricks=tuple(self.player_total(self.tricks_taken, s) for s in range(self.n)),
                tricks_played=sum(self.tricks_taken),
                ended_early=early,
                discards=tuple(str(x) for x in self.out),
                hill=tuple(x.hill_total for x in sc),
                bonus=tuple(x.bonus_total for x in sc),
                scores=tuple(after),
            ),
        )

    def _rebuild_chart(self) -> None:
        seats = []
        for s in range(self.n):
            hill_total = self.hill[s][-1].total if self.hill[s] else 0
            bonus_total = self.bonus[s][-1].total if self.bonus[s] else 0
            seats.append(
                SeatChart(
                    s, self.hill[s], hill_total, self.pools[s], self.bonus[s], bonus_total, bonus_total - hill_total
                )
            )
        self.chart = KingChart(tuple(seats), self.history, self.deals_total)


def make_pools(n: int, options: KingOptions, seed: int) -> list[tuple[PoolItem, ...]]:
    """D-king-2: the six penalty games and two award games; SS: 3 penalty games drawn at random
    from the seed, plus one award game (D-king-6)."""
    rng = random.Random(f"parlour:{seed}:pools")
    pools = []
    for _ in range(n):
        if options.short_session:
            chosen = set(rng.sample(PENALTY_GAMES, 3))
            games = [g for g in PENALTY_GAMES if g in chosen] + ["award"]
        else:
            games = [*PENALTY_GAMES, "award", "award"]
        pools.append(tuple(PoolItem(g, game_name(g, options), unit_score(g, options)) for g in games))
    return pools
