"""Freelance's views (games/freelance/view.py ``view_of``), built for every decision of the
expert's playouts without the dataclass's ``__init__``: the same view as the plain construction
in every phase (rules 16-25's auction and swap, rules 26-38's declaration, rules 42-48's
campaign; rule 40's discards face down), field for field and in the fields' order."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

from games.cards import Card
from games.freelance import GAME, FreelanceState, FreelanceView
from games.freelance.view import FIELDS


def plain_view(state: FreelanceState, seat: int) -> FreelanceView:
    """The view as the dataclass builds it from the state's fields."""
    campaign = state.phase in ("campaign",)
    zones: dict[str, tuple[Card | None, ...]] = {}
    for s in range(3):
        zones[f"hand{s}"] = tuple(state.hands[s]) if s == seat else (None,) * len(state.hands[s])
        zones[f"won{s}"] = tuple(state.won[s])
    zones["freelance_deck"] = ((state.up,) if state.up is not None else ()) + (None,) * len(state.freelance_deck)
    zones["discard"] = (None,) * len(state.discard) if campaign else tuple(state.discard)
    zones["trick"] = tuple(c for _, c in state.trick)
    return FreelanceView(
        **state.view_fields(seat, zones),
        trick_seats=tuple(s for s, _ in state.trick),
        voids=tuple(frozenset(v) for v in state.voids),
        known_in_hand=tuple(tuple(t) for t in state.taken),
        discards_seen=tuple(state.discard),
        records=tuple(state.records),
        winners=tuple(state._winners),
    )


@pytest.mark.parametrize("options", [{}, {"play_all_tricks": True}])
def test_views_are_the_plain_views_in_every_phase(options: dict[str, Any]) -> None:
    rng = random.Random(5)
    phases = set()
    for seed in range(2):
        state = GAME.new_match(players=3, seed=seed, options=options)
        while not state.is_over and state.hand_no <= 2:
            phases.add(state.phase)
            for seat in range(3):
                v, expected = state.view(seat), plain_view(state, seat)
                assert v == expected
                assert repr(v) == repr(expected)
                assert list(vars(v)) == list(FIELDS) == list(vars(expected))
                assert pickle.loads(pickle.dumps(v)) == v
                assert v.log == tuple(e.seen_by(seat) for e in state.log)
                assert v.history == tuple(e.move_seen_by(seat) for e in state.log)
            if rng.random() < 0.1:
                seat = state.to_act
                assert seat is not None
                sampled = GAME.sample(state.view(seat), random.Random(seed)).clone()
                v = sampled.view(seat)
                assert v == state.view(seat)
                assert v.log == tuple(e.seen_by(seat) for e in sampled.log)
                assert v.history == tuple(e.move_seen_by(seat) for e in sampled.log)
            state.apply(rng.choice(state.legal_actions()))
    assert phases == {"auction", "swap", "declaration", "campaign"}
