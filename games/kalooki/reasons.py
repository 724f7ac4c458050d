"""Kalooki: why an action is refused, in the rules' words (the text and our rulings)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..actions import Action
from ..core import State
from ..phrases import Cards, phrase
from .facts import (
    DRAW_DISCARD,
    PLAYERS,
    REFUSE,
    contract_words,
    parse_ref,
)
from .melds import (
    can_complete,
    make_meld,
    tack_ends,
    tally,
    three_order,
)

if TYPE_CHECKING:
    from .rules import KalookiState


def why_illegal(state: KalookiState, action: Action) -> str:
    t = state.turn
    verb = action.verb
    if state.phase == "call":
        return phrase(
            "seat {seat} is asked whether to call the discard: call or pass (Calling, D-kalooki-5)",
            seat=state.asking[0],
        )
    if state.phase == "allow":
        if action == REFUSE:
            return phrase("you have come down: you must allow the call (Coming down)")
        return phrase("seat {seat} calls the discard: allow or refuse (Calling, D-kalooki-5)", seat=state.caller)
    if state.phase == "draw":
        if action == DRAW_DISCARD:
            if state.down[t]:
                return phrase("you have come down: you must draw from the stock (Coming down)")
            if state.must_draw_stock:
                return phrase("after an allowed call you draw from the stock (Calling, D-kalooki-5)")
            return phrase("the discard pile is empty")
        return phrase("first draw a card: draw stock or draw discard (The play, D-kalooki-2)")
    hand = state.hands[t]
    if verb == "draw":
        return phrase("you have drawn already this turn (The play)")
    if verb in ("call", "pass", "allow", "refuse"):
        return phrase("{verb} answers a discard, and it is your turn to play (Calling)", verb=verb)
    if verb == "meld" and state.down[t]:
        return phrase("you have come down: after that you only tack on (D-kalooki-3)")
    if verb in ("tack", "swap") and not state.down[t]:
        return phrase("no player may tack cards onto a three or four until they have laid their contract (Tacking on)")
    missing = [c for c, n in Counter(action.cards).items() if hand.count(c) < n]
    if missing:
        return phrase("you do not hold {cards}", cards=Cards(missing))
    if verb == "discard":
        c = action.card
        if c is not None and c.is_joker:
            return phrase("jokers cannot be discarded (Tacking on, D-kalooki-2)")
        if state.pending:
            return phrase("finish your coming-down (down) or take your melds back first (Coming down)")
        return phrase("you cannot discard {action} now", action=action)
    if verb == "meld":
        return _why_not_meld(state, action)
    if verb == "down":
        if state.down[t]:
            return phrase("you have come down already (D-kalooki-3)")
        return phrase(
            "your melds do not yet hold the contract: {contract} (Coming down)", contract=contract_words(state.contract)
        )
    if verb == "take":
        return phrase("you have no melds of this turn to take back")
    if verb in ("tack", "swap"):
        return _why_not_tack(state, action)
    return State.why_illegal(state, action)


# The ends of a four, as a refusal names them ("fits only at the low end").
ENDS = {"low": phrase("low", note="the end of a four"), "high": phrase("high", note="the end of a four")}


def _why_not_meld(state: KalookiState, action: Action) -> str:
    """A meld refused: not a three or four, a second of its kind, or a contract it would spoil."""
    t = state.turn
    hand = state.hands[t]
    if state.down[t]:
        return phrase("you have come down: after that you only tack on (D-kalooki-3)")
    m = make_meld(action.cards)
    if m is None:
        return phrase(
            "{cards} is neither a three (3+ cards of a rank, 2+ of them natural) "
            "nor a four (4+ cards of a suit in run order, ace only at an end, no jokers side by side) "
            "(Threes and fours, D-kalooki-4)",
            cards=Cards(action.cards),
        )
    laid = state._pending_melds()
    if m.is_three and any(x.is_three and x.rank == m.rank for x in laid):
        return phrase("one player's threes must have different ranks (Deal and contracts)")
    if not m.is_three and any(not x.is_three and x.suit == m.suit for x in laid):
        return phrase("one player's fours must have different suits (Deal and contracts)")
    if m.is_three and tuple(action.cards) != three_order(action.cards):
        return phrase(
            "write a three's natural cards in suit order, jokers last: meld {cards}",
            cards=Cards(three_order(action.cards)),
        )
    rest = list(hand)
    for c in m.cards:
        rest.remove(c)
    nat, jk = tally(rest)
    ranks = {x.rank for x in laid if x.is_three} | ({m.rank} if m.is_three else set())
    suits = {x.suit for x in laid if not x.is_three} | (set() if m.is_three else {m.suit})
    t_need, f_need = state.need
    t_left = max(0, t_need - sum(x.is_three for x in laid) - m.is_three)
    f_left = max(0, f_need - sum(not x.is_three for x in laid) - (not m.is_three))
    if not can_complete(nat, jk, t_left, f_left, ranks, suits):
        return phrase(
            "with these cards laid the contract {contract} could not be completed (D-kalooki-3)",
            contract=state.contract,
        )
    # Every three and four the hand makes is offered (D-kalooki-4: a joker may stand for a card
    # held at any length of four) unless one of the reasons above holds: this is a safeguard.
    return phrase("{cards} cannot be laid now (Coming down, D-kalooki-3)", cards=Cards(action.cards))


def _why_not_tack(state: KalookiState, action: Action) -> str:
    """A card refused onto a meld (tack) or for a joker in it (swap)."""
    t = state.turn
    verb = action.verb
    if not state.down[t]:
        return phrase("no player may tack cards onto a three or four until they have laid their contract (Tacking on)")
    ref = action.words[0] if action.words else ""
    try:
        o, k = parse_ref(ref)
    except ValueError:
        return phrase("bad meld reference {ref}", ref=repr(ref))
    if not (0 <= o < PLAYERS and 1 <= k <= len(state.melds[o])):
        return phrase("there is no meld {ref}", ref=ref)
    m = state.melds[o][k - 1]
    c = action.card
    assert c is not None
    if verb == "swap":
        if m.is_three:
            return phrase("a joker in a three can never be moved (Threes and fours)")
        if m.high >= 14:
            return phrase("the four reaches the ace: its jokers are dead (Tacking on, D-kalooki-4)")
        return phrase(
            "{card} cannot replace a joker in {cards}: no joker stands for it, or a joker is at the high end (Tacking on)",
            card=c,
            cards=Cards(m.cards),
        )
    ends = tack_ends(m, c)
    if not ends:
        return phrase("{card} does not fit onto {meld} (Tacking on, D-kalooki-4)", card=c, meld=m.describe())
    if len(action.words) == 1:
        return phrase("say where: tack {card} {ref} {ends}", card=c, ref=ref, ends=" or ".join(ends))
    if len(ends) == 1 and not c.is_joker:
        return phrase("{card} fits only at the {end} end", card=c, end=ENDS.get(ends[0], ends[0]))
    return phrase("{card} fits: {ends}", card=c, ends=", ".join(ends))
