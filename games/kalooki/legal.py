"""Kalooki: the legal actions of a turn's play (after the draw), for ``KalookiState.legal_actions``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..cards import JOKER, Card
from .facts import _OFFERED, _PACK, DOWN, PLAYERS, TAKE_BACK
from .melds import HIGH_ACE, LOW_ACE, SUIT_ORDER, Meld, card_key, coming_down_melds, pos_rank, swap, tack_ends

if TYPE_CHECKING:
    from .rules import KalookiState


def play_actions(state: KalookiState) -> list[Action]:
    """Before coming down: the melds offered, then ``down`` and ``take back`` while a coming-down
    is under way, else the discards; after it: the tacks, the swaps and the discards, each card
    in the order of ``card_key`` and each meld in the order of its seat and number."""
    t = state.turn
    distinct = sorted(set(state.hands[t]), key=_ORDER.__getitem__)
    if not state.down[t]:
        acts = list(offered_melds(state))
        if state.pending:
            if state._contract_met():
                acts.append(DOWN)
            acts.append(TAKE_BACK)
            return acts
        acts.extend([_DISCARDS[c] for c in distinct if c.rank])
        return acts
    # Each meld's places, gathered per card held: the tacks, then the swaps.
    held = set(distinct)
    tacks: dict[Card, list[Action]] = {}
    swaps: dict[Card, list[Action]] = {}
    for o in range(PLAYERS):
        for k, m in enumerate(state.melds[o], 1):
            meld_tacks, meld_swaps = _places(m, o, k)
            for c, actions in meld_tacks:
                if c in held:
                    tacks.setdefault(c, []).extend(actions)
            for c, action in meld_swaps:
                if c in held:
                    swaps.setdefault(c, []).append(action)
    acts = []
    for c in distinct:
        acts.extend(tacks.get(c, ()))
    for c in distinct:
        acts.extend(swaps.get(c, ()))
    acts.extend([_DISCARDS[c] for c in distinct if c.rank])
    return acts


_ORDER = {c: i for i, c in enumerate(sorted(set(_PACK), key=card_key))}
_DISCARDS = {c: Action("discard", (c,)) for c in _ORDER}  # every card of the pack: the hands hold no other
_REFS: dict[tuple[int, int], str] = {}
_Places = tuple[tuple[tuple[Card, tuple[Action, ...]], ...], tuple[tuple[Card, Action], ...]]
# id(meld) -> (the meld, its seat and number, its places): a meld lies on the table over many turns.
_PLACES: dict[int, tuple[Meld, int, int, _Places]] = {}


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
    places = (tuple(tacks), tuple(swaps))
    if len(_PLACES) >= 20_000:
        _PLACES.clear()
    _PLACES[id(m)] = (m, o, k, places)
    return places


def offered_melds(state: KalookiState) -> tuple[Action, ...]:
    """Rules "Coming down", D-kalooki-3: the melds that can still be part of a valid
    coming-down (different ranks for the threes, different suits for the fours), as actions.
    Remembered per (hand, melds laid this turn, contract): a coming-down built and taken back,
    or the same hand in many sampled states, asks again."""
    laid = state._pending_melds()
    hand = state.hands[state.turn]
    key = (tuple(sorted(hand, key=_ORDER.__getitem__)), tuple(laid), state.game_index)
    hit = _OFFERED.get(key)
    if hit is None:
        hit = tuple([Action("meld", m) for m in coming_down_melds(hand, laid, state.need)])
        if len(_OFFERED) >= 20_000:
            _OFFERED.clear()
        _OFFERED[key] = hit
    return hit
