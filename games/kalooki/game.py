"""Kalooki: the game's entry (new matches, options, sampling)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..actions import Action, Grammar
from ..cards import Card
from ..core import Game, Record, State, View, record
from ..events import Event
from ..views import log_of
from .eager import eager_action
from .facts import (
    _PACK,
    PLAYERS,
    KalookiOptions,
)
from .melds import (
    three_order,
)
from .rules import KalookiState
from .view import KalookiView


class KalookiGame(Game[KalookiOptions]):
    id = "kalooki"
    title = "Kalooki"
    min_players = 5
    max_players = 5
    default_players = 5
    options_type = KalookiOptions
    lower_is_better = True
    grammar: ClassVar[Grammar] = {
        "draw": [("stock|discard",)],
        "call": [()],
        "pass": [()],
        "allow": [()],
        "refuse": [()],
        "meld": [("cards",)],
        "down": [()],
        "take": [("back",)],
        "tack": [("card", "ref"), ("card", "ref", "low|high")],
        "swap": [("card", "ref")],
        "discard": [("card",)],
    }
    hand_cap = 12
    score_name = "Penalty points"
    deal_zones = ("discard", "stock")  # the discard pile: the first face-up card
    _parsed: ClassVar[dict[str, Action]] = {}
    playout_configs: ClassVar[Sequence[tuple[int, Mapping[str, Any]]]] = ((5, {}),)

    def eager_action(self, state: State, legal: list[Action], rng: random.Random) -> Action | None:
        assert isinstance(state, KalookiState)
        return eager_action(state, legal, rng)

    def pack(self, players: int, options: KalookiOptions) -> list[Card]:
        """Players and Cards: three standard packs and six jokers."""
        return list(_PACK)

    def parse_action(self, text: str) -> Action:
        """As the grammar, but a three's cards may be written in any order (kept in suit order).
        Texts already read are remembered (actions are immutable): random playouts and replays
        parse the same few hundred texts again and again."""
        if isinstance(text, str):
            hit = self._parsed.get(text)
            if hit is not None:
                return hit
        action = super().parse_action(text)
        if action.verb == "meld":
            naturals = {c.rank for c in action.cards if not c.is_joker}
            if len(naturals) == 1:
                action = Action("meld", three_order(action.cards))
        if len(self._parsed) < 50_000:
            self._parsed[text] = action
        return action

    def new_match(
        self,
        players: int = 5,
        seed: int = 0,
        options: KalookiOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> KalookiState:
        return self.start(players, seed, options, deals)[0]

    def start(
        self,
        players: int = 5,
        seed: int = 0,
        options: KalookiOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> tuple[KalookiState, list[Event]]:
        """The match and its first deal's events (see ``Game.start``)."""
        self.check_players(players)
        state = KalookiState(self)
        state.options = self.options(options)
        state.seed = seed
        state.deals = tuple(deals or ())
        # D-kalooki-1: the first dealer is drawn at random; with explicit deals seat 0 deals.
        state.dealer = 0 if state.deals else random.Random(f"parlour:{seed}:dealer").randrange(PLAYERS)
        events: list[Event] = []
        state._start_deal(events)
        return state, events

    def unseen(self, view: KalookiView) -> Counter[Card]:
        """The cards ``view``'s seat has not seen, by copies: the pack less its hand, the discard
        pile, the melds and the cards the other hands are known to hold (they lie in the stock or
        hidden in the other hands)."""
        pool = Counter(self.pack(PLAYERS, KalookiOptions()))
        pool.subtract(view.hand)
        pool.subtract(c for c in view.zones["discard"] if c is not None)
        for melds in view.melds:
            for m in melds:
                pool.subtract(m.cards)
        for s, known in enumerate(view.known_in_hand):
            if s != view.seat:
                pool.subtract(known)
        return +pool

    def sample(self, view: View, rng: random.Random) -> KalookiState:
        """Deal the cards this seat cannot see: the other hands below the cards known to be in
        them, and the stock (after a turn-over, only from the cards turned over). Another seat's
        melds not yet down are not in the view (D-kalooki-3): their cards are dealt as unknown
        cards of that seat's hand, so the state sampled has no coming-down under way there."""
        assert isinstance(view, KalookiView)
        me = view.seat
        st = KalookiState(self)
        st.seed = rng.getrandbits(63)
        st._scores = list(view.scores)
        st.hand_index = view.hand_no - 1
        st.game_index = view.game_no - 1
        st.dealer = view.dealer
        st.phase = view.phase
        st.melds = [list(ms) for ms in view.melds]
        st.pending = view.pending  # not public: the seat's own melds not yet down (D-kalooki-3)
        st.known = [list(k) for k in view.known_in_hand]
        st.log = log_of(view)
        # Every line of that log is public, so each seat reads it as this view does (KalookiState.seen).
        moves = view.history if len(view.history) == len(view.log) else (None,) * len(view.log)
        st._seen = (st.log, dict.fromkeys(range(PLAYERS), (tuple(view.log), tuple(moves))))
        st.restore_public(view)
        st.records = [r if isinstance(r, Record) else record(r) for r in view.records]
        st._winners = list(view.winners)
        st.discard = [c for c in reversed(view.zones["discard"]) if c is not None]
        pool = self.unseen(view)
        n_stock = len(view.zones["stock"])
        stock: list[Card]
        if st.stock_runs and st.reshuffled:
            eligible = list((Counter(st.reshuffled) & +pool).elements())
            stock = rng.sample(eligible, n_stock)
            pool.subtract(stock)
        else:
            stock = []
        rest = list((+pool).elements())
        rng.shuffle(rest)
        if not (st.stock_runs and st.reshuffled):
            stock, rest = rest[:n_stock], rest[n_stock:]
        st.stock = stock
        for s in range(PLAYERS):
            if s == me:
                st.hands[s] = list(view.hand)
                continue
            hidden = len(view.zones[f"hand{s}"]) - len(st.known[s])
            st.hands[s] = list(st.known[s]) + rest[:hidden]
            rest = rest[hidden:]
        assert not rest, "the hidden cards do not fill the hidden places"
        return st


GAME = KalookiGame()
