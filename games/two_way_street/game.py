"""Two Way Street: the game's entry (new matches, options, sampling)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..actions import Grammar
from ..cards import Card
from ..core import Game, Record, View, record
from ..events import (
    Event,
)
from ..sampling import deal_constrained
from ..views import log_of
from .facts import (
    DIRECTIONS,
    MAX_STRENGTH,
    TwoWayStreetOptions,
    pack_for,
)
from .rules import TwoWayStreetState
from .view import TwoWayStreetView


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
        return pack_for(players, options)

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
        pre-tricks; a secret bid it has not seen is drawn at random. Another seat's knowledge of a
        card it buried is kept where the card lies in the deck and where this seat drew it
        (``known_to``), not where a third seat drew it: which cards those are, this seat never saw."""
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
        for s, text in enumerate(view.bids):
            if text == "secret":
                st.bids[s] = (rng.choice(DIRECTIONS), rng.randint(1, MAX_STRENGTH))
            elif text:
                d, k = text.split()
                st.bids[s] = (d, int(k))
        if view.contract:
            d, k = view.contract.split()
            st.contract = (d, int(k))
        st.trick = [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=True) if c is not None]
        st.won = [[c for c in view.zones[f"won{s}"] if c is not None] for s in range(n)]
        st.voids = [set(v) for v in view.voids]
        st.log = log_of(view)
        # Every seat reads a sampled log as the view does (log_of): its readings are the view's own.
        history = view.history if len(view.history) == len(view.log) else (None,) * len(view.log)
        st._seen_log = (st.log, {s: view.log for s in range(n)}, {s: history for s in range(n)})
        st.restore_public(view)
        st.records = [r if isinstance(r, Record) else record(r) for r in view.records]
        st._winners = list(view.winners)
        st.gifts = [(me, h, c) for h, cs in enumerate(view.known_in_hands) for c in cs]
        known: list[Card] = list(view.hand) + [c for _, c in st.trick] + [c for _, c in view.deck_known]
        for w in st.won:
            known.extend(w)
        known.extend(c for _, _, c in st.gifts)
        # The cards this seat drew from another's burial: that seat knows this one holds them.
        st.gifts += [(b, me, c) for b, cs in enumerate(view.known_to) for c in cs]
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
