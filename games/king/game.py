"""King: the game's entry (new matches, options, sampling)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..actions import Grammar
from ..cards import Card
from ..core import Game, LogEntry, Record, View, record
from ..events import (
    Event,
)
from ..phrases import phrase
from ..sampling import deal_constrained
from ..views import log_of
from .facts import (
    AWARD_GAMES,
    PACK,
    PENALTY_GAMES,
    KingOptions,
    penalty_values,
    undiscardable,
)
from .kept import sorted_hand
from .rules import KingState, make_pools
from .view import KingView


class KingGame(Game[KingOptions]):
    id = "king"
    title = "King"
    min_players = 2
    max_players = 4
    default_players = 3
    options_type = KingOptions
    hand_word = "deal"
    grammar: ClassVar[Grammar] = {
        "choose": [("|".join(PENALTY_GAMES + AWARD_GAMES),), ("award|misere", "suit")],
        "discard": [("card",)],
        "play": [("card",)],
    }
    hand_cap = 40
    score_name = "Result (bonus − hill)"
    deal_zones = ("kitty",)  # the four-player dealer's hand empty
    playout_configs: ClassVar[Sequence[tuple[int, Mapping[str, Any]]]] = (
        (2, {}),
        (2, {"short_session": True, "show_kitty": True, "misere_without_trump": True}),
        (3, {}),
        (3, {"short_session": True, "kings_as_boys": True}),
        (3, {"misere_without_trump": True, "show_kitty": True, "broken_hearts": True}),
        (4, {}),
        (4, {"kings_as_boys": True, "show_kitty": True, "broken_hearts": True, "short_session": True}),
    )

    def pack(self, players: int, options: KingOptions) -> list[Card]:
        return list(PACK)

    def new_match(
        self,
        players: int = 3,
        seed: int = 0,
        options: KingOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> KingState:
        """A session; D-king-1: the first contractor is drawn from the seed (seat 0 with explicit deals)."""
        return self.start(players, seed, options, deals)[0]

    def start(
        self,
        players: int = 3,
        seed: int = 0,
        options: KingOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> tuple[KingState, list[Event]]:
        """The match and its first deal's events (see ``Game.start``)."""
        self.check_players(players)
        state = KingState(self, players, self.options(options))
        state.seed = seed
        state.deals = tuple(deals or ())
        state.pools = make_pools(players, state.options, seed)
        if state.deals:
            state.first_contractor = 0
        else:
            state.first_contractor = random.Random(f"parlour:{seed}:draw").randrange(players)
            state.draw_text = phrase("seat {seat} is drawn to contract first", seat=state.first_contractor)
        state._rebuild_chart()
        events: list[Event] = []
        state._start_deal(events)
        if state.draw_text:
            state.log.insert(0, LogEntry(-1, state.draw_text, state.draw_text))
        return state, events

    def sample(self, view: View, rng: random.Random) -> KingState:
        """Deal the cards this seat cannot see (the other hands, a hidden kitty, the contractor's
        discards) honouring the voids and lacks shown in play, the SK kitty cards (only in the
        contractor's hand or discards), and the cards the discards cannot hold (D-king-3, D-king-6)."""
        assert isinstance(view, KingView)
        assert view.chart is not None
        n = view.players
        st = KingState(self, n, view.options)
        st.seed = rng.getrandbits(63)
        st.deal_index = view.hand_no - 1
        st.first_contractor = (view.contractor - st.deal_index) % n
        st.phase = view.phase
        st.penalty = penalty_values(view.game_key, view.options) if view.game_key else {}
        places = st.places
        st.trick = [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=True) if c is not None]
        st.won = [[c for c in view.zones[f"won{s}"] if c is not None] for s in range(places)]
        chart = view.chart
        st.pools = [sc.pool for sc in chart.seats]
        st.hill = [sc.hill for sc in chart.seats]
        st.bonus = [sc.bonus for sc in chart.seats]
        st.history = chart.history
        st.chart = chart
        st.records = tuple(r if isinstance(r, Record) else record(r) for r in view.records)
        st.log = _log_of(view)
        st.restore_public(view)  # the place to play (turn) among them
        st._winners = view.winners
        seen = {s: view.zones[f"hand{s}"] for s in range(places) if None not in view.zones[f"hand{s}"]}
        known: list[Card] = [c for cs in seen.values() for c in cs if c is not None] + [c for _, c in st.trick]
        for w in st.won:
            known.extend(w)
        kitty_zone = view.zones["kitty"]
        out_zone = view.zones["out"]
        visible_kitty = [c for c in kitty_zone if c is not None]
        visible_out = [c for c in out_zone if c is not None]
        known += visible_kitty + visible_out
        sizes: dict[str, int] = {}
        allowed: dict[str, Any] = {}
        shown = frozenset(view.kitty_shown)
        for s in range(places):
            if s in seen:
                continue
            sizes[f"hand{s}"] = len(view.zones[f"hand{s}"])
            voids, lacks = view.voids[s], view.lacks[s]
            banned = lacks if s == view.contractor else lacks | shown
            if voids or banned:
                allowed[f"hand{s}"] = lambda c, v=voids, b=banned: c.suit not in v and c not in b
        if len(visible_kitty) < len(kitty_zone):
            sizes["kitty"] = len(kitty_zone)
        if len(visible_out) < len(out_zone):
            sizes["out"] = len(out_zone)
            banned_out = undiscardable(view.game_key or "", view.options)
            allowed["out"] = lambda c, b=banned_out: c not in b
        known_set = set(known)
        remaining = [c for c in PACK if c not in known_set]
        dealt = deal_constrained(rng, remaining, sizes, allowed)
        for s in range(places):
            cards = seen.get(s)
            st.hands[s] = [c for c in cards if c is not None] if cards is not None else sorted_hand(dealt[f"hand{s}"])
        st.kitty = visible_kitty if "kitty" not in sizes else dealt["kitty"]
        st.out = visible_out if "out" not in sizes else dealt["out"]
        return st


# The log of the view sampled last, as the lines of a state (a search samples one view many times).
_KEPT_LOG: tuple[object, object, tuple[LogEntry, ...]] = ((), (), ())


def _log_of(view: View) -> list[LogEntry]:
    """``log_of(view)``, kept for the view whose log and history these are (by identity)."""
    global _KEPT_LOG
    kept = _KEPT_LOG
    if kept[0] is view.log and kept[1] is view.history:
        return list(kept[2])
    entries = log_of(view)
    _KEPT_LOG = (view.log, view.history, tuple(entries))
    return entries


GAME = KingGame()
