"""Kalooki: the rules, as a state and its actions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Self

from ..actions import Action
from ..cards import Card
from ..core import Game, LogEntry, Move, Record, ScoredState, check_deal, hand_rng, record, said_secretly
from ..errors import IllegalAction
from ..events import ContractSet, Event, HandEnded, HandStarted, MatchEnded, Note, ScoreChanged
from ..interned import moved
from ..phrases import phrase
from .facts import (
    ALLOW,
    CALL,
    DOWN,
    DRAW_DISCARD,
    DRAW_STOCK,
    MAX_CALLS,
    PASS,
    PLAYERS,
    REFUSE,
    SET_OF_DEALS,
    TAKE_BACK,
    KalookiOptions,
    parse_ref,
)
from .legal import play_actions
from .melds import (
    Meld,
    card_key,
    make_meld,
    penalty,
    swap,
    tack,
    tack_ends,
)
from .moves import EVERYONE, HAND_ZONES, ONLY, action_line, add_deal, add_moves, said, said_line
from .reasons import why_illegal
from .view import KalookiView, deal_line, seat_note, seat_view, table_note


class KalookiState(ScoredState):
    """A Kalooki set in play (nine deals plus any redeals)."""

    copied = ("_scores", "asking", "stock", "discard", "down", "calls", "records", "_winners")
    copied_items = ("hands", "melds", "known")
    shared = ("_legal",)  # the legal actions of the position, worked out once, dropped by every action
    public = (
        "turn",
        "asking",
        "caller",
        "must_draw_stock",
        "down",
        "down_this_turn",
        "calls",
        "stock_runs",
        "reshuffled",
    )  # the same in the state and every view (not ``pending``: D-kalooki-3, see view.seat_view)
    # What the game says, in modules of their own: why an action is refused (reasons.py), the
    # notes under each name and over the table (view.py).
    why_illegal = why_illegal
    _seat_note = seat_note
    _table_note = table_note

    game: Game[KalookiOptions]

    def __init__(self, game: Game[KalookiOptions]) -> None:
        self.game = game
        self.options = KalookiOptions()
        self.seed = 0
        self.deals: tuple[Mapping[str, Sequence[str]], ...] = ()
        self._scores = [0] * PLAYERS
        self.hand_index = 0
        self.game_index = 0
        self.dealer = 0
        self.phase = "draw"
        self.turn = 0
        self.asking: list[int] = []
        self.caller: int | None = None
        self.must_draw_stock = False
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.stock: list[Card] = []  # top last
        self.discard: list[Card] = []  # top last
        self.melds: list[list[Meld]] = [[] for _ in range(PLAYERS)]
        self.down = [False] * PLAYERS
        self.pending = 0
        self.down_this_turn = False
        self.calls = [0] * PLAYERS
        self.stock_runs = 0
        self.reshuffled: tuple[Card, ...] = ()
        self.known: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.log: list[LogEntry] = []
        self.records: list[Record] = []
        self._winners: list[int] = []
        self._legal: list[Action] | None = None
        # (the log list, {seat: its reading of the log and of the moves}): see ``seen``.
        self._seen: tuple[list[LogEntry], dict[int, tuple[tuple[str, ...], tuple[Move | None, ...]]]] | None = None

    # -- protocol ---------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "call":
            return self.asking[0]
        return self.turn

    @property
    def contract(self) -> str:
        return SET_OF_DEALS[self.game_index][0]

    @property
    def need(self) -> tuple[int, int]:
        """The deal's contract as (threes, fours)."""
        c = self.contract
        return c.count("3"), c.count("4")

    def shuffle_unseen(self, rng: random.Random) -> None:
        """The stock: the order in which its cards will be drawn (after a turn-over its cards are
        known, their order is not)."""
        rng.shuffle(self.stock)

    def zone_contents(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {HAND_ZONES[s]: list(self.hands[s]) for s in range(PLAYERS)}
        zones["stock"] = self.stock[::-1]
        zones["discard"] = self.discard[::-1]
        for s in range(PLAYERS):
            for k, m in enumerate(self.melds[s], 1):
                zones[f"melds{s}.{k}"] = list(m.cards)
        return zones

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self.phase == "call":
            return [CALL, PASS]
        if self.phase == "allow":
            return [ALLOW] if self.down[self.turn] else [ALLOW, REFUSE]
        t = self.turn
        if self.phase == "draw":
            if self.down[t] or self.must_draw_stock or not self.discard:
                return [DRAW_STOCK]
            return [DRAW_STOCK, DRAW_DISCARD]
        return play_actions(self)  # phase "play"

    # -- the coming-down ----------------------------------------------------------------------

    def _pending_melds(self) -> list[Meld]:
        ms = self.melds[self.turn]
        return ms[len(ms) - self.pending :] if self.pending else []

    def _contract_met(self, extra: Meld | None = None) -> bool:
        laid = self._pending_melds() + ([extra] if extra is not None else [])
        t, f = self.need
        return sum(m.is_three for m in laid) >= t and sum(not m.is_three for m in laid) >= f

    # -- applying -------------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._legal = None
        verb = action.verb
        if verb == "draw":
            self._draw(action, events)
        elif verb in ("call", "pass"):
            self._answer_call(action, events)
        elif verb in ("allow", "refuse"):
            self._answer_caller(action, events)
        elif verb == "meld":
            self._meld(action, events)
        elif verb == "down":
            self._down(events)
        elif verb == "take":
            self._take_back(events)
        elif verb in ("tack", "swap"):
            self._tack(action, events)
        elif verb == "discard":
            self._discard(action, events)
        else:  # pragma: no cover - legality was checked
            raise IllegalAction(f"unknown action {action}")
        self._settle(events)
        self._legal = None
        return events

    def _say(self, seat: int, text: str, private: str | None = None, action: Action | None = None) -> None:
        """A line of ``seat``'s, with the ``action`` it records (seen by all: a card drawn from the
        stock is named in ``private``, for that seat only, but the draw is public)."""
        self.log.append(said_line(seat, text, private, action))

    def _note(self, text: str, events: list[Event], seat: int = -1) -> None:
        self.log.append(LogEntry(-1, text, text))
        events.append(Note(text, seat))

    def _forget(self, seat: int, c: Card) -> None:
        if c in self.known[seat]:
            self.known[seat].remove(c)

    def _draw(self, action: Action, events: list[Event]) -> None:
        t = self.turn
        if action == DRAW_DISCARD:
            c = self.discard.pop()
            self.hands[t].append(c)
            self.known[t].append(c)
            self._say(t, f"draw discard {c}", action=action)
            events.append(moved(c, "discard", HAND_ZONES[t], False, EVERYONE))
        else:
            c2 = self._from_stock(t, events)
            if c2 is None:
                return
            self._say(t, "draw stock", f"draw stock {c2}", action=action)
        self.phase = "play"
        self.must_draw_stock = False

    def _from_stock(self, seat: int, events: list[Event]) -> Card | None:
        """Draw the stock's top card for ``seat``; D-kalooki-6 when the stock has run out.
        None when the deal ended (the stock ran out a second time)."""
        if not self.stock:
            if self.stock_runs == 0 and len(self.discard) > 1:
                rest = self.discard[:-1]
                self.discard = self.discard[-1:]
                for c in reversed(rest):
                    events.append(moved(c, "discard", "stock", False))
                random.Random(f"parlour:{self.seed}:{self.hand_no}:stock").shuffle(rest)
                self.stock = rest
                self.reshuffled = tuple(sorted(rest, key=card_key))
                self.stock_runs = 1
                self._note(
                    phrase(
                        "The stock has run out: the discard pile but its top card is shuffled into a new stock"
                        " (D-kalooki-6)"
                    ),
                    events,
                )
            else:
                # D-kalooki-6: a second run-out, or nothing under the pile's top card to turn over.
                self.stock_runs += 1
                self._void_deal(events, second=self.stock_runs > 1)
                return None
        c = self.stock.pop()
        self.hands[seat].append(c)
        events.append(moved(c, "stock", HAND_ZONES[seat], False, ONLY[seat]))
        return c

    def _answer_call(self, action: Action, events: list[Event]) -> None:
        s = self.asking.pop(0)
        self.log.append(action_line(s, action))
        events.append(said(s, str(action)))
        if action == CALL:
            self.caller = s
            self.asking = []
            self.phase = "allow"
        elif not self.asking:
            self._start_turn(self.turn, events)

    def _answer_caller(self, action: Action, events: list[Event]) -> None:
        n = self.turn
        caller = self.caller
        assert caller is not None
        self.caller = None
        events.append(said(n, str(action)))
        c = self.discard.pop()
        if action == REFUSE:
            # Calling, option 2: the next player takes the discard as their draw.
            self._say(n, f"refuse; takes {c}", action=action)
            self.hands[n].append(c)
            self.known[n].append(c)
            events.append(moved(c, "discard", HAND_ZONES[n], False, EVERYONE))
            self.phase = "play"
            return
        # Calling, option 1: the caller takes the discard and one stock card, then the turn goes on.
        self._say(n, f"allow; {caller} takes {c}", action=action)
        self.hands[caller].append(c)
        self.known[caller].append(c)
        self.calls[caller] += 1
        events.append(moved(c, "discard", HAND_ZONES[caller], False, EVERYONE))
        extra = self._from_stock(caller, events)
        if extra is None:
            return
        self._say(caller, "draws a stock card for the call", f"draws {extra} for the call")
        self._start_turn(n, events, must_draw_stock=True)

    def _meld(self, action: Action, events: list[Event]) -> None:
        """D-kalooki-3: a meld of a coming-down is seen by its owner only until ``down``: the
        others read that a meld was laid, not which, and its cards move face down. Its cards
        known to be in the hand stay in ``known`` until then: for the others they are still there."""
        t = self.turn
        m = make_meld(action.cards)
        assert m is not None
        for c in m.cards:
            self.hands[t].remove(c)
        self.melds[t].append(m)
        self.pending += 1
        zone = f"melds{t}.{len(self.melds[t])}"
        self.log.append(said_secretly(t, action, "lays a meld, unseen until down"))
        for c in m.cards:
            events.append(moved(c, HAND_ZONES[t], zone, False, ONLY[t]))

    def _down(self, events: list[Event]) -> None:
        """D-kalooki-3: every seat sees the whole coming-down: the line names its melds, and
        their cards turn face up where they lie."""
        t = self.turn
        laid = self._pending_melds()
        first = len(self.melds[t]) - len(laid) + 1
        self.pending = 0
        self.down[t] = True
        self.down_this_turn = True
        for m in laid:  # only now do the others see these cards leave the hand
            for c in m.cards:
                self._forget(t, c)
        self._say(t, "down with " + ", ".join(map(str, laid)), action=DOWN)
        events.append(said(t, "down"))
        for k, m in enumerate(laid, first):
            events.extend(moved(c, f"melds{t}.{k}", f"melds{t}.{k}", True) for c in m.cards)
        if not self.hands[t]:
            self._go_out(t, events)

    def _take_back(self, events: list[Event]) -> None:
        """D-kalooki-3: this turn's melds go back to the hand at no cost and reveal nothing: the
        others never saw them leave it, so the cards move face down, known to the owner only."""
        t = self.turn
        self._say(t, "take back", action=TAKE_BACK)
        events.append(said(t, "take back"))
        for _ in range(self.pending):
            k = len(self.melds[t])
            m = self.melds[t].pop()
            for c in m.cards:
                self.hands[t].append(c)
                events.append(moved(c, f"melds{t}.{k}", HAND_ZONES[t], False, ONLY[t]))
        self.pending = 0

    def _tack(self, action: Action, events: list[Event]) -> None:
        t = self.turn
        c = action.card
        assert c is not None
        ref = action.words[0]
        o, k = parse_ref(ref)
        m = self.melds[o][k - 1]
        zone = f"melds{o}.{k}"
        if action.verb == "swap":
            new = swap(m, c)
            assert new is not None
            events.append(moved(c, HAND_ZONES[t], zone, True))
            # D-kalooki-4: the displaced joker moves to the high end of the same four.
            events.append(moved(new.cards[-1], zone, zone, True))
        else:
            ends = tack_ends(m, c)
            end = action.words[1] if len(action.words) > 1 else ends[0]
            new = tack(m, c, end)
            events.append(moved(c, HAND_ZONES[t], zone, True))
        self.melds[o][k - 1] = new
        self.hands[t].remove(c)
        self._forget(t, c)
        self.log.append(action_line(t, action))
        if not self.hands[t]:
            self._go_out(t, events)

    def _discard(self, action: Action, events: list[Event]) -> None:
        t = self.turn
        c = action.card
        assert c is not None
        self.hands[t].remove(c)
        self._forget(t, c)
        self.discard.append(c)
        self.log.append(action_line(t, action))
        events.append(moved(c, HAND_ZONES[t], "discard", True))
        if not self.hands[t]:
            self._go_out(t, events)
            return
        self._after_discard(t, events)

    def _after_discard(self, t: int, events: list[Event]) -> None:
        """D-kalooki-5: ask the seats that may call, from the seat after the next player."""
        n = (t + 1) % PLAYERS
        self.turn = n
        # The next player's turn starts now, clean, though its draw may wait for the calling (a
        # refused call is its draw): the discarder's coming-down is not its own.
        self.down_this_turn = False
        order = [(n + k) % PLAYERS for k in range(1, PLAYERS - 1)]
        self.asking = [s for s in order if not self.down[s] and self.calls[s] < MAX_CALLS]
        if self.asking:
            self.phase = "call"
        else:
            self._start_turn(n, events)

    def _start_turn(self, seat: int, events: list[Event], must_draw_stock: bool = False) -> None:
        self.turn = seat
        self.phase = "draw"
        self.asking = []
        self.caller = None
        self.pending = 0
        self.down_this_turn = False
        self.must_draw_stock = must_draw_stock

    def _settle(self, events: list[Event]) -> None:
        """D-kalooki-2: a player left with only jokers that cannot be tacked on ends the turn
        without a discard."""
        if self.phase != "play":
            return
        t = self.turn
        hand = self.hands[t]
        if not hand or not self.down[t] or any(not c.is_joker for c in hand):
            return
        if self._compute_legal():
            return
        self._note(
            phrase(
                "Seat {seat} holds only jokers that cannot be tacked on: the turn ends without a discard (D-kalooki-2)",
                seat=t,
            ),
            events,
            t,
        )
        self._start_turn((t + 1) % PLAYERS, events)

    # -- the end of a deal ----------------------------------------------------------------------

    def _go_out(self, t: int, events: list[Event]) -> None:
        """D-kalooki-7: the others add their penalties, doubled when the table is bent."""
        bent = self.down_this_turn
        factor = 2 if bent else 1
        deltas = [0] * PLAYERS
        for s in range(PLAYERS):
            if s != t:
                deltas[s] = factor * sum(penalty(c) for c in self.hands[s])
        out = phrase("Seat {seat} goes out", seat=t)
        if bent:
            out = phrase("Seat {seat} goes out: the table is bent, penalties are doubled (D-kalooki-7)", seat=t)
        self._note(out, events, t)
        for s in range(PLAYERS):
            if deltas[s]:
                self._scores[s] += deltas[s]
                events.append(ScoreChanged(s, deltas[s], self._scores[s], "bent table" if bent else "cards in hand"))
        self._record(out=t, bent=bent, deltas=deltas)
        went = phrase("seat {seat} went out", seat=t)
        events.append(HandEnded(self.hand_no, tuple(deltas), tuple(self._scores), went))
        self._gather(events)
        if self.game_index + 1 >= len(SET_OF_DEALS):
            low = min(self._scores)
            self._winners = [s for s in range(PLAYERS) if self._scores[s] == low]
            self.phase = "over"
            events.append(MatchEnded(tuple(self._winners)))
            return
        self.game_index += 1
        self.hand_index += 1
        self.dealer = (self.dealer + 1) % PLAYERS
        self._start_deal(events)

    def _void_deal(self, events: list[Event], second: bool) -> None:
        """D-kalooki-6: the stock ran out a second time, or the first time with nothing under the
        discard pile's top card to turn over: no score, the same dealer deals again."""
        if second:
            why = phrase("a second time", note="the stock has run out")
        else:
            why = phrase("with nothing under the top card of the discard pile to turn over")
        self._note(
            phrase(
                "The stock has run out {why}: no score; the same dealer deals the same contract again (D-kalooki-6)",
                why=why,
            ),
            events,
        )
        deltas = [0] * PLAYERS
        self._record(out=None, bent=False, deltas=deltas)
        short = phrase("stock ran out, nothing to turn over: no score")
        if second:
            short = phrase("stock ran out twice: no score")
        events.append(HandEnded(self.hand_no, tuple(deltas), tuple(self._scores), short))
        self._gather(events)
        self.hand_index += 1
        self._start_deal(events)

    def _record(self, out: int | None, bent: bool, deltas: list[int]) -> None:
        self.records.append(
            record(
                {
                    "hand": self.hand_no,
                    "game": self.game_index + 1,
                    "contract": self.contract,
                    "dealer": self.dealer,
                    "out": out,
                    "bent": bent,
                    "redeal": out is None,
                    "penalties": list(deltas),
                    "scores": list(self._scores),
                }
            )
        )

    def _gather(self, events: list[Event]) -> None:
        for name, cs in self.zone_contents().items():
            add_moves(events, cs, name, "pack", False)

    def _start_deal(self, events: list[Event]) -> None:
        """D-kalooki-1: deal one at a time from the dealer's left, turn up the next card, the
        rest is the stock; the player to the dealer's left begins."""
        self.log = []
        contract, n = SET_OF_DEALS[self.game_index]
        pack = self.game.pack(PLAYERS, self.options)
        if self.hand_index < len(self.deals):
            zones = {HAND_ZONES[s]: n for s in range(PLAYERS)}
            zones["discard"] = 1
            zones["stock"] = len(pack) - PLAYERS * n - 1
            deal = check_deal(self.deals[self.hand_index], zones, pack, what=f"deal {self.hand_no}")
            hands = [deal[HAND_ZONES[s]] for s in range(PLAYERS)]
            up = deal["discard"][0]
            stock_top_first = deal["stock"]
        else:
            rng = hand_rng(self.seed, self.hand_no)
            rng.shuffle(pack)
            hands = [[] for _ in range(PLAYERS)]
            for i in range(PLAYERS * n):
                hands[(self.dealer + 1 + i) % PLAYERS].append(pack[i])
            up = pack[PLAYERS * n]
            stock_top_first = pack[PLAYERS * n + 1 :]
        events.append(HandStarted(self.hand_no, self.dealer, f"game {self.game_index + 1}: {contract}"))
        events.append(ContractSet(-1, contract))
        add_deal(events, hands, [(self.dealer + 1 + k) % PLAYERS for k in range(PLAYERS)], n)
        events.append(moved(up, "pack", "discard", True))
        add_moves(events, stock_top_first[::-1], "pack", "stock", False)
        self.hands = [list(h) for h in hands]
        self.discard = [up]
        self.stock = list(reversed(stock_top_first))
        self.melds = [[] for _ in range(PLAYERS)]
        self.down = [False] * PLAYERS
        self.calls = [0] * PLAYERS
        self.known = [[] for _ in range(PLAYERS)]
        self.stock_runs = 0
        self.reshuffled = ()
        text = deal_line(self.game_index, self.hand_no, self.dealer, n)
        self.log.append(LogEntry(-1, text, text))
        self._start_turn((self.dealer + 1) % PLAYERS, events)

    # -- views ----------------------------------------------------------------------------------

    def view(self, seat: int) -> KalookiView:
        return seat_view(self, seat)

    def clone(self) -> Self:
        c = super().clone()
        cache = self._seen
        if cache is not None and cache[0] is self.log:
            c._seen = (c.log, dict(cache[1]))  # the same lines: each seat's reading holds (view.readings)
        return c
