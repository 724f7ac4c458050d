"""After a hint (H), Enter does the suggested move in every phase of every game (issue "What each
player may see", seen in Kalooki: at a call prompt H suggested "pass", and Enter then sent "play"
for the focused card, which Kalooki refused as an unknown verb). And a card activated when no card
is moved (a bid, a call) is explained in words, never sent to the engine as a made-up "play"."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import games

from .table_harness import config, make_window, next_batch, perform, wait_turn

GAMES_AND_PLAYERS = [
    ("freelance", 3),
    ("clubs", 3),
    ("king", 3),
    ("kalooki", 5),
    ("two_way_street", 3),
    ("two_way_street", 2),
]


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_enter_after_a_hint_does_the_suggested_move(qtbot: Any, game_id: str, players: int) -> None:
    w = make_window(qtbot)
    w.runner.worker.hint_level = "basic"  # the expert's search is measured elsewhere; any level will do
    w.start_match(config(game_id, humans=1, seed=21, players=players))
    verbs: set[str] = set()
    for _ in range(30):
        batch = wait_turn(qtbot, w)
        assert batch is not None
        if batch.is_over:
            break
        with qtbot.waitSignal(w.suggested, timeout=30_000) as got:
            w.menus.hint_action.trigger()
        action = got.args[0]
        assert action in batch.legal
        QTest.keyClick(w.table, Qt.Key.Key_Return)
        after = next_batch(qtbot, w, batch.serial)
        assert after.actor == batch.to_act and after.action == str(action), (after.action, str(action))
        assert not w.problems
        verbs.add(action.verb)
    print(game_id, players, "suggested and entered:", sorted(verbs))
    assert len(verbs) >= 2  # more than one kind of decision: cards and controls alike


def test_enter_after_moving_the_focus_plays_the_focused_card_not_the_hint(qtbot: Any) -> None:
    """The hint's Enter gives way to the player's own choice made with the arrow keys."""
    w = make_window(qtbot)
    w.runner.worker.hint_level = "basic"
    w.start_match(config("king", humans=1, seed=4))
    for _ in range(40):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        plays = [a for a in batch.legal if a.verb == "play"]
        if len(plays) >= 2:
            break
        perform(w, batch.legal[0], qtbot)
        next_batch(qtbot, w, batch.serial)
    with qtbot.waitSignal(w.suggested, timeout=30_000) as got:
        w.menus.hint_action.trigger()
    hinted = got.args[0]
    for _ in range(len(w.table._hand_items())):
        QTest.keyClick(w.table, Qt.Key.Key_Right)
        if w.table.focused_card() != hinted.card and any(a.card == w.table.focused_card() for a in plays):
            break
    chosen = w.table.focused_card()
    assert chosen != hinted.card
    QTest.keyClick(w.table, Qt.Key.Key_Return)
    assert next_batch(qtbot, w, batch.serial).action == f"play {chosen}"


def test_a_card_activated_when_no_card_is_moved_is_explained(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("freelance", humans=1, seed=5))
    batch = wait_turn(qtbot, w)
    assert batch is not None and not any(a.cards for a in batch.legal)  # the auction: bids and pass
    QTest.keyClick(w.table, Qt.Key.Key_Right)
    QTest.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert "No card is played now" in w.statusBar().currentMessage()
    session = w.runner.worker.session
    assert session is not None and session.transcript.actions == batch.transcript.actions
    assert games.get("freelance") is session.game
