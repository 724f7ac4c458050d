"""Every registered game plays a whole match of computer players through the real window and
worker thread (animations off), and ends where the same players end it without a window."""

from __future__ import annotations

import pytest

import games
from desktop.match.worker import Batch, make_players

from .table_harness import config, make_window


def headless(cfg) -> games.State:  # type: ignore[no-untyped-def]
    """The same match without Qt: the same seeded players choose from the same views."""
    state = games.get(cfg.game_id).new_match(players=cfg.players, seed=cfg.seed, options=dict(cfg.options))
    players = make_players(cfg)
    while not state.is_over:
        seat = state.to_act
        state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    return state


@pytest.mark.parametrize("game_id", games.ids())
def test_computer_match_runs_to_its_end_through_the_window(qtbot, game_id: str) -> None:
    w = make_window(qtbot)
    cfg = config(game_id, humans=0, seed=11)
    with qtbot.waitSignal(w.match_finished, timeout=150_000) as blocker:
        w.start_match(cfg)
    last: Batch = blocker.args[0]
    assert not w.crashes and not w.ai_errors
    assert last.is_over and not last.stopped
    expected = headless(cfg)
    assert list(last.scores) == expected.scores
    assert list(last.winners) == expected.winners and last.winners
    # The scene shows the final view, zone by zone.
    view = last.views[0]
    assert view is not None and view.is_over
    shown = w.table.counts()
    assert {z: len(cs) for z, cs in view.zones.items()} == {z: shown.get(z, 0) for z in view.zones}
    assert "win" in w.status.text()
    # Every card paints the face the view gives it (or its back where the view hides it).
    for it in w.table.card_items():
        assert it.shown == (it.card if it.shown is not None else None)
        assert it.card in view.zones[it.zone]


def test_two_way_street_duel_plays_to_its_end_through_the_window(qtbot) -> None:
    if "two_way_street" not in games.ids():
        pytest.skip("Two Way Street is not registered")
    w = make_window(qtbot)
    cfg = config("two_way_street", humans=0, seed=5, players=2)
    with qtbot.waitSignal(w.match_finished, timeout=150_000) as blocker:
        w.start_match(cfg)
    last: Batch = blocker.args[0]
    assert last.is_over and not last.stopped and not w.crashes
    expected = headless(cfg)
    assert (list(last.scores), list(last.winners)) == (expected.scores, expected.winners)


def test_eight_seats_sit_around_the_table_without_overlapping(qtbot) -> None:
    """Two Way Street for eight, two hands (capped: the match itself is as long as eight deals)."""
    if "two_way_street" not in games.ids():
        pytest.skip("Two Way Street is not registered")
    w = make_window(qtbot)
    cfg = config("two_way_street", humans=0, seed=5, players=8, max_hands=2)
    with qtbot.waitSignal(w.match_finished, timeout=150_000) as blocker:
        w.start_match(cfg)
    assert blocker.args[0].stopped and not w.crashes
    assert len(w.table.plates) == 8
    boxes = [w.table.geom.seats[s].box for s in range(8)]
    rects = [p.sceneBoundingRect() for p in w.table.plates.values()]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert all(x >= 0 and y >= 0 and x + bw <= w.table.geom.width for x, y, bw, _ in boxes)


def test_a_capped_match_stops_after_its_hands_without_inventing_a_winner(qtbot) -> None:
    """The harness's cap for long games: King with four players (the dealer sits out), 3 deals."""
    if "king" not in games.ids():
        pytest.skip("King is not registered")
    w = make_window(qtbot)
    cfg = config("king", humans=0, seed=2, players=4, max_hands=3)
    with qtbot.waitSignal(w.match_finished, timeout=150_000) as blocker:
        w.start_match(cfg)
    last: Batch = blocker.args[0]
    assert last.stopped and last.is_over and last.winners == () and not w.crashes
    assert "stopped" in w.status.text()
    hands = [e for b in w.shown_batches for e in b.events if type(e).__name__ == "HandEnded"]
    assert len(hands) == 3
