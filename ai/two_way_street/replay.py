"""Two Way Street: the tricks so far replayed on a sampled deal, asking at each opponent's choice
what the basic player would have played (for the play model, ``inference.play_weight``), on the
fast playout's own port of basic's play (:mod:`ai.two_way_street.fast`)."""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

from games.actions import Action
from games.core import State

from .endgame import tricks_left
from .fast import NAMED, RED, SUIT_NAMES, _cards, _Hand


def misses(world: State, plays: Sequence[tuple[int, Action]], watched: Sequence[int]) -> tuple[int, int] | None:
    """This hand's tricks so far (``plays``: seat and play, in order) replayed from the first lead
    with the hands of ``world`` (a sampled deal: each seat's hand now plus the cards it has
    played), asking at each choice of a ``watched`` seat (two or more legal plays) what the basic
    player (``_Hand.decide``) would have played there. Returns (choices, those where basic would
    have played otherwise), or None where ``world`` is not in the tricks or the plays do not fit
    it. The first lead's counts are ``world``'s with nothing played yet: no void shown (rule 2c)
    and no buried card of another seat known (a sampled state keeps only the viewing seat's, which
    is not watched). Basic breaks ties by the order of the hand, which a sampled deal does not
    keep: a play it would choose with the legal plays in either order is not counted a miss."""
    if tricks_left(world) is None:
        return None
    w: Any = world
    hands = [list(h) for h in w.hands]
    for seat, action in plays:
        if action.card is None:
            return None
        hands[seat].append(action.card)
    start = SimpleNamespace(
        n=w.n, dealer=w.dealer, trick_no=0, turn=plays[0][0] if plays else w.turn, hands=hands,
        tricks_won=[0] * w.n, trick=[], led_suit=None, directions=w.directions,
        voids=[set() for _ in range(w.n)], gifts=[], won=[[] for _ in range(w.n)], pre=w.pre,
        deck=w.deck, deck_by=w.deck_by,
    )  # fmt: skip
    hand = _Hand(start, _cards(w.n, w.options))
    code = hand.cards.code
    choices = missed = 0
    for seat, action in plays:
        if hand.turn != seat:
            return None
        x = code[action.card]  # type: ignore[index]  # (checked above)
        o = x if len(action.args) < 2 else NAMED + 4 * (x - RED) + SUIT_NAMES.index(str(action.args[1]))
        options = hand.legal(seat)
        if o not in options:
            return None
        if seat in watched and len(options) > 1:
            choices += 1
            if options[hand.decide(options)] != o:
                back = options[::-1]
                missed += back[hand.decide(back)] != o
        hand.play(o)
    return choices, missed


__all__ = ["misses"]
