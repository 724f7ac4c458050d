"""Issue 24, "Keyboard": every game is played from the first deal to the end of the match without
a mouse. Every key here goes to the widget that has the keyboard's focus, as a person's keys do:
the start panel (the game chosen with the arrows, Enter deals), the cards (arrows, Space to select
for a meld, Enter to play), the buttons, spin boxes and menus under the table (Tab to reach them,
Space or Enter to press), the hand-over screen and the end-of-hand summary (Enter)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QPushButton, QSpinBox, QToolButton, QWidget

import games
from desktop.app.window import MainWindow
from desktop.match.worker import Batch
from desktop.naming import action_said
from desktop.table.moves import MULTI_CARD_VERBS, card_actions
from games.actions import Action

from .table_harness import _menu_text_matches

Key = Qt.Key


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key, to the widget with the focus (the active popup menu first). The offscreen
    platform gives no window the activation back when a popup menu closes (a window system
    does): the main window is activated again then, as the window system would."""
    if QApplication.activeWindow() is None and QApplication.activePopupWidget() is None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if windows:
            windows[0].activateWindow()
            QTest.qWait(20)
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert target is not None, f"nothing has the keyboard's focus (active window: {QApplication.activeWindow()!r})"
    QTest.keyClick(target, key, modifier)


def tab_to(widget: QWidget, limit: int = 80) -> None:
    """Tab through the window until ``widget`` has the focus, as a person does (a control laid
    out a moment ago is shown by Qt's next turn of the event loop: waited for)."""
    for _ in range(300):
        if widget.isVisible():
            break
        QTest.qWait(10)
    for _ in range(limit):
        if QApplication.focusWidget() is widget:
            return
        press(Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget!r} (focus: {QApplication.focusWidget()!r})")


def press_and_choose(qtbot: Any, key: Qt.Key, matches: Callable[[str], bool]) -> None:
    """Press ``key`` to open a menu, then Down until the wanted entry is active, and Enter. (A
    tool button's menu runs its own event loop until it closes: the keys for it are sent from a
    timer inside that loop.)"""
    picked: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, pick)
            return
        for _ in range(len(menu.actions()) + 1):
            active = menu.activeAction()
            if active is not None and (matches(active.text()) or matches(str(active.data()))):
                picked.append(active.text())
                QTest.keyClick(menu, Key.Key_Return)
                return
            QTest.keyClick(menu, Key.Key_Down)
        picked.append("")
        menu.close()

    QTimer.singleShot(0, pick)
    press(key)
    qtbot.waitUntil(lambda: bool(picked), timeout=3000)
    assert picked[0], "no entry of the menu is the action"


def to_card(w: MainWindow, card: games.Card) -> None:
    """The arrows move the table's focus onto ``card`` of the hand."""
    table = w.table
    tab_to(table)
    hand = table._hand_items()
    for _ in range(2 * len(hand) + 2):
        it = table._focused_item()
        if it is not None and it.card == card:
            return
        press(Key.Key_Right)
    raise AssertionError(f"the arrows never reach {card}")


def by_keys(qtbot: Any, w: MainWindow, action: Action) -> None:
    """Do ``action`` with the keyboard alone."""
    table, panel = w.table, w.panel
    legal = list(w.current.legal) if w.current else []
    if action in card_actions(legal) and any(it.card == action.card and it.interactive for it in table._hand_items()):
        assert action.card is not None
        to_card(w, action.card)
        if len(table._card_verbs_for(action.card)) > 1:
            press_and_choose(qtbot, Key.Key_Return, lambda text: text == str(action))
        else:
            press(Key.Key_Return)
        return
    if action.verb in MULTI_CARD_VERBS:
        table.clear_selection()
        for card in action.cards:
            to_card(w, card)
            press(Key.Key_Space)
        matches = panel.matching_melds(table.selected_cards())
        tab_to(panel.buttons["meld"])
        if len(matches) > 1:
            press_and_choose(qtbot, Key.Key_Space, lambda text: text in (str(action), action_said(str(action))))
        else:
            press(Key.Key_Space)
        return
    button = panel.buttons.get(str(action))
    if isinstance(button, QPushButton):
        tab_to(button)
        press(Key.Key_Space)
        return
    if isinstance(button, QToolButton):
        tab_to(button)
        press_and_choose(qtbot, Key.Key_Space, lambda text: _menu_text_matches(text, action))
        return
    spin = panel.buttons.get(f"{action.verb}:spin")
    combo = panel.buttons.get(f"{action.verb}:combo")
    go = panel.buttons.get(f"{action.verb}:go")
    assert isinstance(go, QPushButton), f"no control for {action}: {sorted(panel.buttons)}"
    if isinstance(spin, QSpinBox):
        tab_to(spin)
        press(Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(spin, str(action.number))
    if isinstance(combo, QComboBox):
        tab_to(combo)
        want = action.words[0] if action.words else str(action)
        press(Key.Key_Home)
        for _ in range(combo.count()):
            if combo.currentData() == want:
                break
            press(Key.Key_Down)
        assert combo.currentData() == want
    tab_to(go)
    press(Key.Key_Space)


def deal_from_the_start_panel(qtbot: Any, w: MainWindow, game_id: str, seed: int = 7) -> None:
    w.starting.startup()
    qtbot.waitUntil(lambda: w.starting.panel.showing(), timeout=5000)
    screen = w.starting.start_screen
    assert screen is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.game, timeout=5000)
    for _ in range(screen.game.count()):
        if screen.game.currentData() == game_id:
            break
        press(Key.Key_Down)
    assert screen.game.currentData() == game_id
    tab_to(screen.seed)
    for digit in str(seed):
        press(Key(Key.Key_0 + int(digit)))
    assert screen.seed.text() == str(seed)
    press(Key.Key_Return)
    qtbot.waitUntil(lambda: w.latest is not None and w.config is not None, timeout=20_000)
    assert w.config is not None and w.config.game_id == game_id and w.config.seed == seed


def play_by_keys(qtbot: Any, w: MainWindow, turns: int, rng: random.Random) -> tuple[int, Batch]:
    """Up to ``turns`` decisions of the human, by keys; the hand-over screens and the summaries
    between hands are answered with Enter too. The last batch seen, and the turns played."""
    done = 0
    while True:
        qtbot.waitUntil(
            lambda: (
                w.latest is not None
                and (w.awaiting_human or w.summary.isVisible() or w.curtain.isVisible() or w.latest.is_over)
            ),
            timeout=60_000,
        )
        assert not w.crashes, w.crashes
        batch = w.latest
        assert batch is not None
        if w.summary.isVisible() and not batch.is_over:
            qtbot.waitUntil(lambda: QApplication.focusWidget() is w.summary.ok, timeout=3000)
            press(Key.Key_Return)
            continue
        if w.curtain.isVisible():
            qtbot.waitUntil(lambda: QApplication.focusWidget() is w.curtain.button, timeout=3000)
            press(Key.Key_Return)
            continue
        if batch.is_over or done >= turns:
            return done, batch
        current = w.current
        assert current is not None
        action = rng.choice(list(current.legal))
        serial = current.serial
        by_keys(qtbot, w, action)
        qtbot.waitUntil(lambda s=serial: w.latest is not None and w.latest.serial > s, timeout=20_000)
        done += 1


def keyboard_window(qtbot: Any) -> MainWindow:
    w = MainWindow(speed="off")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    w.settings.auto_answer = False  # every decision by the person's keys
    return w


@pytest.mark.parametrize("game_id", games.ids())
def test_a_game_is_played_with_the_keyboard_alone(qtbot: Any, game_id: str) -> None:
    w = keyboard_window(qtbot)
    deal_from_the_start_panel(qtbot, w, game_id)
    done, _batch = play_by_keys(qtbot, w, 30, random.Random(game_id))
    assert done > 0 and not w.crashes


def test_a_whole_match_to_its_end_with_the_keyboard_alone(qtbot: Any) -> None:
    w = keyboard_window(qtbot)
    deal_from_the_start_panel(qtbot, w, "two_way_street")
    done, batch = play_by_keys(qtbot, w, 10_000, random.Random(3))
    assert batch.is_over and done > 0
    # The match's end: its summary, answered with the keyboard too (a new match offered).
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=10_000)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QPushButton), timeout=3000)


def test_friends_at_one_screen_hand_over_with_the_keyboard(qtbot: Any) -> None:
    """Two humans: the hand-over screen between their turns is answered with Enter."""
    w = keyboard_window(qtbot)
    w.settings.set_default_seats("king", ["human", "human", "basic"], ["Ann", "Ben", "Computer 1"])
    deal_from_the_start_panel(qtbot, w, "king")
    assert w.config is not None and len(w.config.humans) == 2
    done, _batch = play_by_keys(qtbot, w, 12, random.Random(5))
    assert done == 12 and not w.crashes
