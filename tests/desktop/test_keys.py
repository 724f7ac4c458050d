"""Help > Keys (issue 24): every key of the menus, read from the menus, and the table's keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QKeySequence

from desktop.app.keys import TABLE_KEYS, KeysDialog, menu_keys

from .table_harness import make_window


def test_the_list_has_every_menu_key_and_the_tables(qtbot: Any) -> None:
    w = make_window(qtbot)
    listed = dict((what, key) for key, what in menu_keys(w.menuBar()))
    native = QKeySequence.SequenceFormat.NativeText
    assert listed["Game > Undo"] == QKeySequence("Ctrl+Z").toString(native)
    assert listed["Game > Suggest a move"] == "H"
    assert listed["View > Show last trick"] == "L"
    assert listed["Help > Rules of this game"] == "F1"
    with_keys = [a for m in w.menuBar().actions() if m.menu() for a in m.menu().actions() if not a.shortcut().isEmpty()]
    assert len(listed) >= len(with_keys) >= 8
    dialog = KeysDialog(w.menuBar(), w)
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    for key, _ in TABLE_KEYS:
        assert key in text
    assert "Suggest a move" in text and "Ctrl" in text


def test_help_offers_the_keys(qtbot: Any) -> None:
    w = make_window(qtbot)
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    assert "&Keys" in [a.text() for a in help_menu.actions()]
