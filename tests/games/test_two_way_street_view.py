"""Two Way Street's views (games/two_way_street/view.py ``view_of``), built for every decision of
the expert's playouts without the dataclass's ``__init__`` and with the fields no card played
changes kept through the play of a hand: the same view as the plain construction in every phase
(rule 2b's declarations and exchange, rule 2c's play, D-tws-6's duel), for clones that part ways,
field for field and in the fields' order."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

from games.cards import Card
from games.two_way_street import GAME, TwoWayStreetState, TwoWayStreetView
from games.two_way_street.view import FIELDS, bid_text, mark


def plain_view(state: TwoWayStreetState, seat: int) -> TwoWayStreetView:
    """The view as the dataclass builds it from the state's fields."""
    n = state.n
    zones: dict[str, tuple[Card | None, ...]] = {}
    for s in range(n):
        zones[f"hand{s}"] = tuple(state.hands[s]) if s == seat else (None,) * len(state.hands[s])
        zones[f"won{s}"] = (None,) * len(state.pre[s]) + tuple(state.won[s])
    zones["deck"] = (None,) * len(state.deck)
    zones["trick"] = tuple(c for _, c in state.trick)
    known: list[list[Card]] = [[] for _ in range(n)]
    known_to: list[list[Card]] = [[] for _ in range(n)]
    for burier, holder, c in state.gifts:
        if burier == seat:
            known[holder].append(c)
        if holder == seat:
            known_to[burier].append(c)
    return TwoWayStreetView(
        **state.view_fields(seat, zones),
        options=state.options,
        marks=tuple(mark(state, s) for s in range(n)),
        deck_known=tuple((i, c) for i, (c, b) in enumerate(zip(state.deck, state.deck_by, strict=True)) if b == seat),
        known_in_hands=tuple(tuple(k) for k in known),
        known_to=tuple(tuple(k) for k in known_to),
        bids=tuple(bid_text(state, s, seat) for s in range(n)),
        contract="" if state.contract is None else f"{state.contract[0]} {state.contract[1]}",
        trick_seats=tuple(s for s, _ in state.trick),
        trick_leader=(state.dealer + state.trick_no) % n,
        voids=tuple(frozenset(v) for v in state.voids),
        records=tuple(state.records),
        winners=tuple(state._winners),
    )


def same(state: TwoWayStreetState) -> None:
    for seat in range(state.n):
        v, expected = state.view(seat), plain_view(state, seat)
        assert v == expected
        assert repr(v) == repr(expected)
        assert list(vars(v)) == list(FIELDS) == list(vars(expected))
        assert pickle.loads(pickle.dumps(v)) == v
        # The log as read entry by entry, not through the readings kept (sampled states and clones).
        assert v.log == tuple(e.seen_by(seat) for e in state.log)
        assert v.history == tuple(e.move_seen_by(seat) for e in state.log)


@pytest.mark.parametrize(("players", "options"), GAME.playout_configs)
def test_views_are_the_plain_views_through_whole_hands_and_parting_clones(
    players: int, options: dict[str, Any]
) -> None:
    rng = random.Random(players)
    state = GAME.new_match(players=players, seed=players, options=options)
    clones: list[TwoWayStreetState] = []
    steps = 0
    while not state.is_over and state.hand_no <= 2:
        same(state)
        if state.phase == "play" and rng.random() < 0.2:
            clones.append(state.clone())
            seat = state.to_act
            assert seat is not None
            clones.append(GAME.sample(state.view(seat), random.Random(steps)))
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert steps > 30
    for c in clones[:8]:
        hand = c.hand_no
        while not c.is_over and c.hand_no == hand:
            same(c)
            c.apply(rng.choice(c.legal_actions()))
        same(c)
