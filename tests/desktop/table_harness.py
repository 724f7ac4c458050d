"""Helpers for the desktop table tests: a window with animations off, and a driver that plays a
human seat through the same paths a person uses (drag, double-click, keys, the control panel)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QPushButton, QSpinBox, QToolButton

import games
from desktop.app.start import default_level
from desktop.app.window import MainWindow
from desktop.match.worker import HUMAN, Batch, MatchConfig, ThinkerFactory, default_thinker
from desktop.naming import action_said
from desktop.table.items import CardItem
from desktop.table.moves import MULTI_CARD_VERBS, card_actions
from desktop.table.view import TableView
from games.actions import Action


def make_window(qtbot: Any, speed: str = "off", thinker_factory: ThinkerFactory = default_thinker) -> MainWindow:
    w = MainWindow(thinker_factory=thinker_factory, speed=speed)
    w.auto_continue = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    shown: list[Batch] = []
    w.batch_shown.connect(shown.append)
    w.shown_batches = shown  # type: ignore[attr-defined]
    return w


def next_batch(qtbot: Any, w: MainWindow, serial: int, timeout: int = 10000) -> Batch:
    """The batch that followed batch ``serial`` (the table may already have shown more)."""

    def found() -> bool:
        assert not w.crashes, w.crashes
        return any(b.serial == serial + 1 for b in w.shown_batches)  # type: ignore[attr-defined]

    qtbot.waitUntil(found, timeout=timeout)
    return next(b for b in w.shown_batches if b.serial == serial + 1)  # type: ignore[attr-defined]


def computer_level(game_id: str) -> str:
    return default_level(game_id)


def config(game_id: str, humans: int = 0, seed: int = 11, players: int | None = None, **kw: Any) -> MatchConfig:
    n = players or games.get(game_id).default_players
    names = tuple(
        ("Ann", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal")[s] if s < humans else f"AI {s}" for s in range(n)
    )
    seats = tuple(HUMAN if s < humans else computer_level(game_id) for s in range(n))
    return MatchConfig(game_id, names, seats, {}, seed, **kw)


def wait_turn(qtbot: Any, w: MainWindow, timeout: int = 30000) -> Batch | None:
    """Wait until a human may act (controls offered) or the match is over; the current batch."""

    def ready() -> bool:
        assert not w.crashes, w.crashes
        over = w.current is not None and w.current.is_over and not w.busy and not w.queue
        return w.awaiting_human or w.hand_over_showing() or over

    qtbot.waitUntil(ready, timeout=timeout)
    return w.current


def viewport_point(table: TableView, scene_pos: QPointF) -> QPoint:
    return table.mapFromScene(scene_pos)


def item_center(it: CardItem) -> QPointF:
    """A point of the card that no neighbour covers: in a fan, its left edge strip."""
    r = it.sceneBoundingRect()
    return QPointF(r.left() + min(r.width() * 0.2, 12), r.top() + min(r.height() * 0.4, 34))


def drag(
    table: TableView, it: CardItem, to: QPointF, qtbot: Any, before_release: Callable[[], None] | None = None
) -> None:
    """Press on the card, move past the drag distance in small steps, release over ``to``
    (``before_release`` looks at the table while the card hovers there)."""
    vp = table.viewport()
    start = viewport_point(table, item_center(it))
    end = viewport_point(table, to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 8
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(vp, p)
        qtbot.wait(5)
    if before_release is not None:
        before_release()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def double_click(table: TableView, it: CardItem) -> None:
    p = viewport_point(table, item_center(it))
    # The pointer comes to the card from elsewhere, as a hand aims, then double-clicks. Resting
    # where it was (the previous card's spot) it met the table's guard: a card that glided under
    # a still pointer a moment ago does not take a double-click (test_double_click.py), and the
    # play was refused whenever the hand's new layout came less than 0.6 s before.
    QTest.mouseMove(table.viewport(), p + QPoint(0, -60))
    QTest.mouseMove(table.viewport(), p)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    # As a mouse makes it: QTest's double-click alone is taken by the scene for a press on a card
    # that was not pressed just before.
    for send in (QTest.mousePress, QTest.mouseRelease, QTest.mouseDClick, QTest.mouseRelease):
        send(table.viewport(), left, none, p)


def item_for(table: TableView, card: games.Card, zone: str | None = None) -> CardItem:
    for it in table.card_items():
        if it.card == card and (zone is None or it.zone == zone) and it.isVisible():
            return it
    raise AssertionError(f"{card} is not on the table ({zone})")


def trigger_menu(text: str) -> bool:
    """Pick ``text`` in the popup menu the table or a tool button opened."""
    menu = QApplication.activePopupWidget()
    if not isinstance(menu, QMenu):
        for top in QApplication.topLevelWidgets():
            if isinstance(top, QMenu) and top.isVisible():
                menu = top
                break
    if not isinstance(menu, QMenu):
        return False
    for act in menu.actions():
        # The menus of moves name an action in words (its text as data, or said: "meld 3♥ 4♥ 5♥").
        if act.text() in (text, action_said(text)) or act.data() == text:
            menu.close()
            act.trigger()
            return True
    return False


def perform(w: MainWindow, action: Action, qtbot: Any) -> None:
    """Do ``action`` as a person would: card moves by dragging, melds by selecting, the rest in the panel."""
    table, panel = w.table, w.panel
    legal = list(w.current.legal) if w.current else []
    if (
        action in card_actions(legal)
        and action.card is not None
        and any(it.card == action.card and it.interactive for it in table.card_items())
    ):
        it = next(it for it in table.card_items() if it.card == action.card and it.interactive)
        ref = next((x for x in action.words if "." in x), None)
        area = f"melds{ref}" if ref is not None else table._verb_zone(action.verb)
        rect = table.zone_rect(area)
        assert rect is not None, area
        candidates = table._area_actions(action.card, area)
        drag(table, it, rect.center(), qtbot)
        if len(candidates) > 1:
            qtbot.waitUntil(lambda: trigger_menu(str(action)), timeout=3000)
        return
    if action.verb in MULTI_CARD_VERBS:
        table.clear_selection()
        hand = list(table._hand_items())
        for c in action.cards:
            it = next(x for x in hand if x.card == c and x not in table.selection)
            table.card_clicked(it)
        matches = panel.matching_melds(table.selected_cards())
        assert action in matches, (action, matches)
        button = panel.buttons["meld"]
        assert isinstance(button, QPushButton) and button.isEnabled()
        button.click()
        if len(matches) > 1:
            qtbot.waitUntil(lambda: trigger_menu(str(action)), timeout=3000)
        return
    text = str(action)
    b = panel.buttons.get(text)
    if isinstance(b, QPushButton):
        b.click()
        return
    if isinstance(b, QToolButton):
        menu = b.menu()
        for act in menu.actions():
            if _menu_text_matches(act.text(), action):
                act.trigger()
                return
        raise AssertionError(f"{text} not in the menu of {b.text()}")
    verb = action.verb
    spin = panel.buttons.get(f"{verb}:spin")
    combo = panel.buttons.get(f"{verb}:combo")
    go = panel.buttons.get(f"{verb}:go")
    assert go is not None, f"no control for {text}: {sorted(panel.buttons)}"
    if isinstance(spin, QSpinBox):
        spin.setValue(action.number)
    if isinstance(combo, QComboBox):
        want = action.words[0] if action.words else text
        idx = combo.findData(want)
        assert idx >= 0, (text, want)
        combo.setCurrentIndex(idx)
    assert isinstance(go, QPushButton) and go.isEnabled(), text
    go.click()


def _menu_text_matches(label: str, action: Action) -> bool:
    from desktop.table.controls import word_name

    rest = " ".join(word_name(x) for x in action.words[1:]) or word_name(action.words[0])
    return label == rest


def play_human_turns(
    qtbot: Any,
    w: MainWindow,
    turns: int,
    chooser: Callable[[Batch], Action] | None = None,
    rng: random.Random | None = None,
    on_turn: Callable[[Batch], None] | None = None,
) -> int:
    """Play up to ``turns`` human decisions through the UI (random legal ones by default)."""
    rng = rng or random.Random(5)
    done = 0
    while done < turns:
        batch = wait_turn(qtbot, w)
        assert batch is not None
        if batch.is_over:
            return done
        if w.hand_over_showing():
            w.curtain.button.click()
            continue
        if on_turn is not None:
            on_turn(batch)
        action = chooser(batch) if chooser else rng.choice(list(batch.legal))
        serial = batch.serial
        perform(w, action, qtbot)
        after = next_batch(qtbot, w, serial)
        assert after.actor == batch.to_act and after.action == str(action), (after.action, str(action))
        done += 1
    return done
