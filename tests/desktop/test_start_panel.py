"""Issue 24, "Any screen": the program opens on the table with a start panel, not a modal dialog
over an empty table; the window's keys work while it is up (Ctrl+Q quits), and it is played with
the keyboard (Enter deals, Escape goes back to the match on the table)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox

from desktop.app.start import StartDialog
from desktop.app.unfinished import ContinuePrompt
from desktop.app.window import MainWindow
from desktop.data import storage

from .test_main_window import make_window
from .test_unfinished_matches import played


def opened_window(qtbot: Any, width: int = 1280, height: int = 800) -> MainWindow:
    w = make_window(qtbot)
    w.resize(width, height)
    w.show()
    qtbot.waitExposed(w)
    w.starting.startup()
    qtbot.waitUntil(lambda: w.starting.panel.showing(), timeout=5_000)
    return w


def test_the_program_opens_on_the_table_with_the_start_panel_and_no_modal_dialog(qtbot: Any) -> None:
    w = opened_window(qtbot)
    panel = w.starting.panel
    screen = w.starting.start_screen
    assert isinstance(screen, StartDialog) and panel.content is screen
    assert panel.parentWidget() is w.table and screen.isVisible() and not screen.isWindow()
    assert QApplication.activeModalWidget() is None
    assert w.table.rect().contains(panel.geometry())
    # The keyboard is in the panel, on the first field.
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QComboBox), timeout=5_000)
    assert QApplication.focusWidget() is screen.game


def test_ctrl_q_quits_while_the_start_panel_is_up(qtbot: Any) -> None:
    w = opened_window(qtbot)
    w.activateWindow()
    QTest.keyClick(w.starting.panel.content, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5_000)


def test_enter_deals_the_match_chosen_and_the_panel_goes(qtbot: Any) -> None:
    w = opened_window(qtbot)
    screen = w.starting.start_screen
    assert screen is not None
    screen.game.setCurrentIndex(screen.game.findData("king"))
    QTest.keyClick(screen.game, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.latest is not None, timeout=20_000)
    assert w.config is not None and w.config.game_id == "king"
    assert not w.starting.panel.isVisible() and w.starting.start_screen is None


def test_with_no_match_on_the_table_the_start_panel_stays_until_a_deal(qtbot: Any) -> None:
    w = opened_window(qtbot)
    screen = w.starting.start_screen
    assert screen is not None
    cancel = screen.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert not cancel.isVisible()
    QTest.keyClick(screen.game, Qt.Key.Key_Escape)
    assert w.starting.panel.showing()


def test_new_match_over_a_match_in_play_can_be_closed_with_escape(qtbot: Any) -> None:
    w = opened_window(qtbot)
    before = played(qtbot, w, "clubs", seed=4, turns=1)
    assert not w.starting.panel.isVisible()
    w.starting.confirm_leave = lambda: True
    w.menus.new_action.trigger()
    screen = w.starting.start_screen
    assert screen is not None and w.starting.panel.showing()
    cancel = screen.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.isVisible()
    QTest.keyClick(screen.game, Qt.Key.Key_Escape)
    assert not w.starting.panel.isVisible()
    assert w.latest is not None and [str(a) for a in w.latest.transcript.actions] == before


def test_the_panel_fits_a_1024x600_screen_scrolling_what_does_not_fit(qtbot: Any) -> None:
    w = opened_window(qtbot, 1024, 560)
    screen = w.starting.start_screen
    assert screen is not None
    screen.game.setCurrentIndex(screen.game.findData("kalooki"))
    screen.players.setValue(screen.players.maximum())
    w.starting.panel.place()
    table = QRect(0, 0, w.table.width(), w.table.height())
    assert table.contains(w.starting.panel.geometry())
    # What is below the panel's edge is reached by scrolling: the Deal button is in the dialog.
    bar = w.starting.panel.scroller.verticalScrollBar()
    if screen.sizeHint().height() > w.starting.panel.scroller.viewport().height():
        assert bar.maximum() > 0


def test_the_continue_list_is_on_the_table_too(qtbot: Any) -> None:
    first = opened_window(qtbot)
    played(qtbot, first, "freelance", seed=9, turns=1)
    first.close()
    assert storage.has_autosave()
    w = MainWindow(speed="off", persist=True)
    qtbot.addWidget(w)
    w.show()
    w.starting.startup()
    prompt = w.starting.continue_prompt
    assert isinstance(prompt, ContinuePrompt) and w.starting.panel.content is prompt
    assert not prompt.isWindow() and QApplication.activeModalWidget() is None
