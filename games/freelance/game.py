"""Freelance: the game's entry (new matches, options, sampling)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..actions import Grammar
from ..cards import RANKS, Card, standard_pack
from ..core import Game, LogEntry, Record, View, record
from ..events import (
    Event,
)
from ..phrases import joined, phrase
from ..sampling import deal_constrained
from ..views import log_of
from .facts import PACK, PLAYERS, FreelanceOptions
from .rules import FreelanceState
from .view import FreelanceView


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
        return list(PACK)

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
        st.turn = view.to_act
        st.trick = [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=False) if c is not None]
        st.won = [[c for c in view.zones[f"won{s}"] if c is not None] for s in range(PLAYERS)]
        st.voids = [set(v) for v in view.voids]
        st.taken = [list(t) for t in view.known_in_hand]
        st.discard = list(view.discards_seen)
        st.log = log_of(view)
        # Every seat reads a sampled log as the view does (log_of): its readings are the view's own.
        history = view.history if len(view.history) == len(view.log) else (None,) * len(view.log)
        st._seen_log = (st.log, {s: view.log for s in range(PLAYERS)}, {s: history for s in range(PLAYERS)})
        st.restore_public(view)
        st.records = [r if isinstance(r, Record) else record(r) for r in view.records]
        st._winners = list(view.winners)
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
        # The pack less the known cards, each there once (list.remove would take each out in turn).
        known_set = set(known)
        if len(known_set) != len(known):
            raise ValueError("a card is known in two places")
        remaining = [c for c in PACK if c not in known_set]
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
    cards = joined([phrase("seat {seat} {card}", seat=s, card=str(c)) for s, c in enumerate(drawn)])
    top = max(c.rank for c in drawn)
    tied = [s for s, c in enumerate(drawn) if c.rank == top]
    if len(tied) == 1:
        deals = phrase("seat {seat} deals", seat=tied[0])
        return tied[0], phrase("Draw for first dealer: {cards}; {deals}", cards=cards, deals=deals)
    suits = {drawn[s].suit: s for s in tied}
    turned = []
    for c in pack[PLAYERS:]:
        turned.append(str(c))
        if c.suit in suits:
            who = suits[c.suit]
            deals = phrase("seat {seat} deals", seat=who)
            return who, phrase(
                "Draw for first dealer: {cards}; tie in {rank}, turned {turned}; {deals}",
                cards=cards,
                rank=RANKS[top - 2],
                turned=" ".join(turned),
                deals=deals,
            )
    raise AssertionError("a 52-card pack always breaks the tie")  # pragma: no cover


GAME = FreelanceGame()
