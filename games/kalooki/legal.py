"""Kalooki: the legal actions of a turn's play (after the draw), for ``KalookiState.legal_actions``
and, without a state, for the search's fast playout (``ai.kalooki.fast``: :func:`offered_for`,
:func:`placings`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..actions import Action
from ..cards import JOKER, Card
from .facts import _OFFERED, _PACK, DOWN, PLAYERS, SET_OF_DEALS, TAKE_BACK
from .melds import HIGH_ACE, LOW_ACE, SUIT_ORDER, Meld, card_key, coming_down_melds, pos_rank, swap, tack_ends

if TYPE_CHECKING:
    from .rules import KalookiState


def play_actions(state: KalookiState) -> list[Action]:
    """Before coming down: the melds offered, then ``down`` and ``take back`` while a coming-down
    is under way, else the discards; after it: the tacks, the swaps and the discards, each card
    in the order of ``card_key`` and each meld in the order of its seat and number."""
    t = state.turn
    distinct = sorted(set(state.hands[t]), key=ORDER.__getitem__)
    if not state.down[t]:
        acts = list(offered_melds(state))
        if state.pending:
            if state._contract_met():
                acts.append(DOWN)
            acts.append(TAKE_BACK)
            return acts
        acts.extend([DISCARDS[c] for c in distinct if c.rank])
        return acts
    acts = placings(state.melds, distinct)
    acts.extend([DISCARDS[c] for c in distinct if c.rank])
    return acts


def placings(melds: Sequence[Sequence[Meld]], distinct: Sequence[Card]) -> list[Action]:
    """The tacks, then the swaps, of the ``distinct`` cards held (in the order of ``card_key``)
    onto the table's ``melds`` (by seat), each card's in the order of its meld's seat and number."""
    held = set(distinct)
    tacks: dict[Card, list[Action]] = {}
    swaps: dict[Card, list[Action]] = {}
    for o in range(PLAYERS):
        for k, m in enumerate(melds[o], 1):
            meld_tacks, meld_swaps = _places(m, o, k)
            for c, actions in meld_tacks:
                if c in held:
                    tacks.setdefault(c, []).extend(actions)
            for c, action in meld_swaps:
                if c in held:
                    swaps.setdefault(c, []).append(action)
    acts: list[Action] = []
    for c in distinct:
        acts.extend(tacks.get(c, ()))
    for c in distinct:
        acts.extend(swaps.get(c, ()))
    return acts


ORDER = {c: i for i, c in enumerate(sorted(set(_PACK), key=card_key))}  # card_key's order as a number per card
DISCARDS = {c: Action("discard", (c,)) for c in ORDER}  # every card of the pack: the hands hold no other
_REFS: dict[tuple[int, int], str] = {}
_Places = tuple[tuple[tuple[Card, tuple[Action, ...]], ...], tuple[tuple[Card, Action], ...]]
# id(meld) -> (the meld, its seat and number, its places): a meld lies on the table over many turns.
_PLACES: dict[int, tuple[Meld, int, int, _Places]] = {}
# (seat, number, the meld's shape: see _places) -> its places.
_SHAPES: dict[tuple[object, ...], _Places] = {}
# Each of these tables, and offered_for's, starts afresh at this many keys (a quarter of the
# 20,000 of before, for a worker's memory: BENCHMARKS.md, "A worker's memory").
SHAPES_LIMIT = PLACES_LIMIT = OFFERED_LIMIT = 5_000


def _ref(o: int, k: int) -> str:
    ref = _REFS.get((o, k))
    if ref is None:
        ref = _REFS[(o, k)] = f"{o}.{k}"
    return ref


def _places(m: Meld, o: int, k: int) -> _Places:
    """The tacks onto ``m`` (seat ``o``'s meld ``k``) by card, and its swaps by card. Only a joker
    and the cards of the three's rank, or of the four's suit just beyond its ends, may be tacked
    on (``tack_ends``); only the cards its jokers stand for may take their place (``swap``)."""
    hit = _PLACES.get(id(m))
    if hit is not None and hit[0] is m and hit[1] == o and hit[2] == k:
        return hit[3]
    # A three's places depend on its rank alone, a four's on its suit, its ends and where its
    # jokers stand: new melds of a playout are mostly ones seen before.
    if m.is_three:
        shape: tuple[object, ...] = (o, k, m.rank)
    else:
        shape = (o, k, m.suit, m.low, tuple([j for j, x in enumerate(m.cards) if not x.rank]), len(m.cards))
    places = _SHAPES.get(shape)
    if places is None:
        if len(_SHAPES) >= SHAPES_LIMIT:
            _SHAPES.clear()
        places = _SHAPES[shape] = _shaped_places(m, o, k)
    if len(_PLACES) >= PLACES_LIMIT:
        _PLACES.clear()
    _PLACES[id(m)] = (m, o, k, places)
    return places


def _shaped_places(m: Meld, o: int, k: int) -> _Places:
    """The places of ``m`` (seat ``o``'s meld ``k``) worked out from its cards (see :func:`_places`)."""
    ref = _ref(o, k)
    if m.is_three:
        near = [JOKER, *(Card(m.rank, s) for s in SUIT_ORDER)]
    else:
        near = [JOKER]
        if m.low > LOW_ACE:
            near.append(Card(pos_rank(m.low - 1), m.suit))
        if m.high < HIGH_ACE:
            near.append(Card(pos_rank(m.high + 1), m.suit))
    tacks = []
    for c in dict.fromkeys(near):
        ends = tack_ends(m, c)
        if not ends:
            continue
        if (c.is_joker and not m.is_three) or len(ends) > 1:
            tacks.append((c, tuple(Action("tack", (c, ref, e)) for e in ends)))
        else:
            tacks.append((c, (Action("tack", (c, ref)),)))
    swaps = []
    if not m.is_three:
        stood_for = [Card(pos_rank(m.low + j), m.suit) for j, x in enumerate(m.cards) if x.is_joker]
        swaps = [(c, Action("swap", (c, ref))) for c in dict.fromkeys(stood_for) if swap(m, c) is not None]
    return (tuple(tacks), tuple(swaps))


def offered_melds(state: KalookiState) -> tuple[Action, ...]:
    """Rules "Coming down", D-kalooki-3: the melds that can still be part of a valid
    coming-down (different ranks for the threes, different suits for the fours), as actions.
    Remembered per (hand, melds laid this turn, contract): a coming-down built and taken back,
    or the same hand in many sampled states, asks again."""
    return offered_for(state.hands[state.turn], state._pending_melds(), state.game_index)


def offered_for(hand: Sequence[Card], laid: Sequence[Meld], game_index: int) -> tuple[Action, ...]:
    """:func:`offered_melds` of ``hand`` with ``laid`` melds of this turn's coming-down, in deal
    ``game_index`` (the fast playout's way in, without a state)."""
    key = (tuple(sorted(hand, key=ORDER.__getitem__)), tuple(laid), game_index)
    hit = _OFFERED.get(key)
    if hit is None:
        contract = SET_OF_DEALS[game_index][0]
        need = contract.count("3"), contract.count("4")
        hit = tuple([Action("meld", m) for m in coming_down_melds(hand, laid, need)])
        if len(_OFFERED) >= OFFERED_LIMIT:
            _OFFERED.clear()
        _OFFERED[key] = hit
    return hit
