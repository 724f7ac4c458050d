"""A double-click is for the card the person aimed at (issue 25): after a discard the hand
re-centres, and a second double-click on the same spot, the pointer not moved, used to throw away
the card that had just glided there (King: a trump)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .table_harness import config, item_center, make_window, next_batch, perform, viewport_point, wait_turn

QtLeft, QtNone = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def dclick(table: Any, p: QPoint) -> None:
    """A double-click as a mouse makes it: press, release, double-click, release (QTest's
    double-click alone is taken by the scene for a press on a card that was not pressed before)."""
    QTest.qWait(QApplication.doubleClickInterval() + 20)  # not the third click of the last one
    for send in (QTest.mousePress, QTest.mouseRelease, QTest.mouseDClick, QTest.mouseRelease):
        send(table.viewport(), QtLeft, QtNone, p)


def under(w: Any, p: QPoint) -> Any:
    return w.table.itemAt(p)


def test_a_card_that_glided_under_a_still_pointer_does_not_take_the_double_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot)
    w.start_match(config("king", humans=1, seed=1))  # seat 0 contracts first
    batch = wait_turn(qtbot, w)
    assert batch is not None and batch.views[0].phase == "choose"  # type: ignore[union-attr]
    perform(w, next(a for a in batch.legal if a.verb == "choose"), qtbot)
    batch = wait_turn(qtbot, w)
    assert batch is not None and {a.verb for a in batch.legal} == {"discard"}
    table = w.table
    table.SETTLE_S = 3.0  # room for the test's own pauses between double-clicks on a slow machine
    hand = table._hand_items()
    first = hand[len(hand) // 2]  # the middle of the hand: after the discard, a neighbour glides there
    assert first.card is not None
    p = viewport_point(table, item_center(first))
    QTest.mouseMove(table.viewport(), p)
    dclick(table, p)
    after = next_batch(qtbot, w, batch.serial)
    assert after.action == f"discard {first.card}"
    batch = wait_turn(qtbot, w)
    assert batch is not None and {a.verb for a in batch.legal} == {"discard"}
    # The hand has re-centred: another card lies under the pointer, which has not moved.
    there = under(w, p)
    assert there is not None and there.card is not None and there.card != first.card
    dclick(table, p)
    qtbot.wait(300)
    assert w.current is batch and w.awaiting_human  # nothing was discarded
    assert "moved under the pointer" in w.statusBar().currentMessage()
    # Moved onto the card (even a little), the person means it: the double-click discards it.
    p2 = p + QPoint(4, 0)
    QTest.mouseMove(table.viewport(), p2)
    target = under(w, p2)
    dclick(table, p2)
    assert next_batch(qtbot, w, batch.serial).action == f"discard {target.card}"


def test_a_card_resting_under_the_pointer_takes_the_double_click_after_a_moment(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Without moving the pointer, once the card has rested there a moment, a double-click is for it."""
    w = make_window(qtbot)
    w.start_match(config("king", humans=1, seed=1))
    batch = wait_turn(qtbot, w)
    assert batch is not None
    perform(w, next(a for a in batch.legal if a.verb == "choose"), qtbot)
    batch = wait_turn(qtbot, w)
    assert batch is not None and {a.verb for a in batch.legal} == {"discard"}
    table = w.table
    p = viewport_point(table, item_center(table._hand_items()[0]))
    QTest.mouseMove(table.viewport(), p)
    qtbot.wait(int(table.SETTLE_S * 1000) + 100)
    target = under(w, p)
    dclick(table, p)
    assert next_batch(qtbot, w, batch.serial).action == f"discard {target.card}"
