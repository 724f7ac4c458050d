"""Clubs: the game's entry (new matches, options, sampling)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
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
    AUCTION_KIND,
    AUCTION_PER_HAND,
    PACK_COUNTS,
    SEATS,
    ClubsOptions,
    _pack,
    is_auction,
)
from .knowledge import minimal_knowledge
from .rules import ClubsState
from .view import ClubsView


class ClubsGame(Game[ClubsOptions]):
    """Clubs: three players, an auction of handicaps for the treasure chest, then ten tricks."""

    id = "clubs"
    title = "Clubs"
    min_players = 3
    max_players = 3
    default_players = 3
    options_type = ClubsOptions
    grammar: ClassVar[Grammar] = {
        "bid": [("card",)],
        "pass": [()],
        "discard": [("card",)],
        "give": [("card",)],
        "play": [("card",)],
    }
    hand_cap = 40
    score_name = "Points"
    deal_zones = ("treasure_chest",)  # the hands hold auction and primary cards together
    playout_configs: ClassVar[Sequence[tuple[int, Mapping[str, Any]]]] = ((3, {}),)

    def pack(self, players: int, options: ClubsOptions) -> list[Card]:
        return _pack()

    def new_match(
        self,
        players: int = 3,
        seed: int = 0,
        options: ClubsOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> ClubsState:
        return self.start(players, seed, options, deals)[0]

    def start(
        self,
        players: int = 3,
        seed: int = 0,
        options: ClubsOptions | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> tuple[ClubsState, list[Event]]:
        """The match and its first deal's events (see ``Game.start``)."""
        self.check_players(players)
        state = ClubsState(self)
        state.options = self.options(options)
        state.seed = seed
        state.deals = tuple(deals or ())
        state.dealer = 0  # D-clubs-11: the dealer does not matter; explicit deals: seat 0 deals
        events: list[Event] = []
        state._start_hand(events)
        return state, events

    def sample(self, view: View, rng: random.Random) -> ClubsState:
        """A full state consistent with ``view``: the cards this seat cannot see are dealt among the
        places the view proves they may be in (``ClubsView.possible``), each hidden hand getting its
        right number of auction and primary cards, each face-down ``out`` card its kind."""
        assert isinstance(view, ClubsView)
        me = view.seat
        prep = _prepared(view)
        st = ClubsState(self)
        st.seed = rng.getrandbits(63)
        st._scores = list(view.scores)
        st.hand_index = view.hand_no - 1
        st.dealer = view.dealer
        st.phase = view.phase
        st.turn = view.to_act
        st.last_bid, st.last_bidder, st.passes_in_row = view.last_bid, view.last_bidder, view.passes_in_row
        st.winner, st.partner = view.winner, view.partner
        st.trick = [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=True) if c is not None]
        st.won = [[c for c in view.zones[f"won{s}"] if c is not None] for s in SEATS]
        st.bids = [[c for c in view.zones[f"bids{s}"] if c is not None] for s in SEATS]
        st.log = list(prep.log)
        st.restore_public(view)
        st.records = [r if isinstance(r, Record) else record(r) for r in view.records]
        st._winners = list(view.winners)
        dealt = self._deal(view, rng, prep)
        for s in SEATS:
            if s == me:
                st.hands[s] = list(view.hand)
            else:
                held = dealt[f"hand{s}:a"] + dealt[f"hand{s}:p"]
                rng.shuffle(held)
                st.hands[s] = held
        st.chest = dealt["treasure_chest"]
        st.out = []
        for (owner, kind, public), shown in zip(view.out_slots, view.zones["out"], strict=True):
            c = shown if shown is not None else dealt[f"out{owner}:{kind}"].pop()
            st.out.append((c, owner, kind, public))
        st.gives = [None, None, None]
        if view.phase == "give":
            st.give_order = [s for s in SEATS if view.zones[f"hand{s}"]]
            for s, chosen in enumerate(view.given):
                if chosen:
                    st.gives[s] = view.my_give if s == me else rng.choice(st.hands[s])
        if prep.poss is None:
            prep.poss = tuple(minimal_knowledge(st, o) if o != me else prep.possible for o in SEATS)
        st.poss = [dict(p) for p in prep.poss]
        return st

    def _deal(self, view: ClubsView, rng: random.Random, prep: _Prepared) -> dict[str, list[Card]]:
        """deal_constrained, plus one fact it cannot express: a seat asked to resolve a Ten holds
        a primary card of the Ten's suit (else the engine would have skipped it)."""
        pool, sizes, allowed = prep.pool, prep.sizes, prep.allowed
        if view.phase != "discard" or view.to_act == view.seat:
            return _deal_hidden(rng, pool, sizes, allowed, prep.options)
        holder, ten = view.handicaps[view.handicap_index]
        place = f"hand{holder}:p"
        candidates = [c for c in set(pool) if c.suit == ten.suit and allowed[place](c)]
        rng.shuffle(candidates)
        for forced in candidates:
            rest = list(pool)
            rest.remove(forced)
            sub = dict(sizes)
            sub[place] -= 1
            try:
                dealt = _deal_hidden(rng, rest, sub, allowed)
            except ValueError:
                continue
            dealt[place].append(forced)
            return dealt
        raise ValueError("no deal gives the seat resolving a Ten a card of its suit")  # pragma: no cover


class _Prepared:
    """What sampling reads off a view, made once per view (a search samples one view many times):
    the hidden pool, the places' sizes and tests, each card's possible places, the log as state
    lines, and what each seat may know (``poss``; each sample gets copies)."""

    def __init__(self, view: ClubsView) -> None:
        self.view = view
        self.log = tuple(log_of(view))
        me = view.seat
        possible = dict(view.possible)
        seen: Counter[Card] = Counter(view.hand)
        for name, cs in view.zones.items():
            if name.startswith(("bids", "won", "trick", "out")):
                seen.update(c for c in cs if c is not None)
        self.pool = pool = list((PACK_COUNTS - seen).elements())
        self.sizes: dict[str, int] = {}
        sizes = self.sizes
        self.allowed: dict[str, Callable[[Card], bool]] = {}
        allowed = self.allowed
        in_auction = view.phase == "auction"
        for s in SEATS:
            if s == me:
                continue
            n = len(view.zones[f"hand{s}"])
            bid_by_s = sum(1 for seat, c in view.auction if seat == s and c is not None)
            n_auction = AUCTION_PER_HAND - bid_by_s if in_auction else 0
            place = f"hand{s}"
            sizes[f"{place}:a"] = n_auction
            sizes[f"{place}:p"] = n - n_auction
            allowed[f"{place}:a"] = _may_be(possible, place, AUCTION_KIND)
            allowed[f"{place}:p"] = _may_be(possible, place, "")
        sizes["treasure_chest"] = len(view.zones["treasure_chest"])
        allowed["treasure_chest"] = _may_be(possible, "treasure_chest", "")
        for (owner, kind, _), shown in zip(view.out_slots, view.zones["out"], strict=True):
            if shown is None:
                key = f"out{owner}:{kind}"
                sizes[key] = sizes.get(key, 0) + 1
                allowed[key] = _may_be(possible, f"out{owner}", kind)
        self.options = _options(pool, sizes, allowed)
        self.possible = possible
        # What each seat may know: the other seats' from public facts only (minimal_knowledge),
        # the same in every state sampled from the view; made from the first one.
        self.poss: tuple[dict[Card, frozenset[str]], ...] | None = None


_KEPT: list[_Prepared] = []


def _prepared(view: ClubsView) -> _Prepared:
    """The preparation of ``view``, kept for the view sampled last (by identity)."""
    kept = _KEPT[0] if _KEPT else None
    if kept is not None and kept.view is view:
        return kept
    prep = _Prepared(view)
    _KEPT[:] = [prep]
    return prep


def _options(
    pool: list[Card], sizes: dict[str, int], allowed: dict[str, Callable[[Card], bool]]
) -> dict[Card, list[str]]:
    """Each card's places (those of ``sizes`` with room that ``allowed`` lets it lie in)."""
    places = [p for p in sizes if sizes[p] > 0]
    return {c: [p for p in places if allowed[p](c)] for c in set(pool)}


def _deal_hidden(
    rng: random.Random,
    pool: list[Card],
    sizes: dict[str, int],
    allowed: dict[str, Callable[[Card], bool]],
    options: dict[Card, list[str]] | None = None,
) -> dict[str, list[Card]]:
    """Deal ``pool`` into places of ``sizes``, each card only where ``allowed``: the most
    constrained cards first, each to a place chosen in proportion to its room left; when that
    greedy deal gets stuck (rarely), the exact max-flow deal of ``deal_constrained``."""
    if options is None:
        options = _options(pool, sizes, allowed)
    for _ in range(4):
        order = list(pool)
        rng.shuffle(order)
        order.sort(key=lambda c: len(options[c]))
        room = dict(sizes)
        out: dict[str, list[Card]] = {p: [] for p in sizes}
        for c in order:
            cand = [p for p in options[c] if room[p] > 0]
            if not cand:
                break
            if len(cand) == 1:
                p = cand[0]
            else:
                k = rng.randrange(sum(room[p] for p in cand))
                for p in cand:
                    k -= room[p]
                    if k < 0:
                        break
            room[p] -= 1
            out[p].append(c)
        else:
            return out
    return deal_constrained(rng, pool, sizes, allowed)


def _may_be(possible: Mapping[Card, frozenset[str]], place: str, kind: str) -> Callable[[Card], bool]:
    """A test for the cards that may lie in ``place``: ``kind`` ``A`` auction cards only, a suit
    letter primary cards of that suit only, empty any primary card."""

    def test(c: Card) -> bool:
        if place not in possible[c]:
            return False
        if kind == AUCTION_KIND:
            return is_auction(c)
        return not is_auction(c) and (not kind or c.suit == kind)

    return test


GAME = ClubsGame()
