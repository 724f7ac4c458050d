"""Kalooki's views built field by field for the playouts (games.kalooki.view.seat_view, the state's
``seen``) are the views the common fields and the log's readings give (D-kalooki-3: another seat's
coming-down unseen until ``down``), in play, in clones and in states sampled from a view."""

from __future__ import annotations

import random
from dataclasses import fields

from games.kalooki import GAME, KalookiState, KalookiView
from games.kalooki.facts import PLAYERS


def check_views(state: KalookiState) -> None:
    for seat in range(PLAYERS):
        view = state.view(seat)
        assert list(vars(view)) == [f.name for f in fields(KalookiView)]
        assert KalookiView(**vars(view)) == view
        assert view.log == state.seen_log(state.log, seat)
        assert view.history == state.seen_history(state.log, seat)
        common = state.view_fields(seat, view.zones)
        assert {k: getattr(view, k) for k in common} == common


def test_views_in_play_clones_and_samples_are_the_plain_views() -> None:
    rng = random.Random(11)
    seen_pending = False
    for seed in range(4):  # the eager player comes down: some views hide a coming-down under way
        state = GAME.new_match(players=5, seed=seed)
        for step in range(400):
            if state.is_over:
                break
            if step % 7 == 0 or state.pending:
                seen_pending = seen_pending or state.pending > 0
                check_views(state)
            if step % 50 == 25:
                seat = state.to_act
                assert seat is not None
                check_views(state.clone())
                sampled = GAME.sample(state.view(seat), random.Random(step))
                check_views(sampled)
                check_views(sampled.clone())
            legal = state.legal_actions()
            state.apply_unchecked(GAME.eager_action(state, legal, rng) or rng.choice(legal))
    assert seen_pending
