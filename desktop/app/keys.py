"""Help > Keys (issue 24): every key of the program in one list. The menus' keys are read from
the menus themselves, so the list cannot drift from what the keys do; the table's own keys
(desktop/table/view.py, TableView.keyPressEvent; desktop/app/hints.py for Enter after a hint)
are listed here beside it."""

from __future__ import annotations

import html

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QMenuBar, QTextBrowser, QVBoxLayout, QWidget

from ..i18n import tr, tr_noop

# The table's keys, when it has the focus (click the table, or it has it after a move), in
# English (shown through tr).
TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("← → ↑ ↓", tr_noop("Move along your hand; the card in focus is lifted and outlined")),
    (
        tr_noop("Enter", note="a key"),
        tr_noop("Play, discard or otherwise move the card in focus; after a hint, make the suggested move"),
    ),
    (tr_noop("Space", note="a key"), tr_noop("Kalooki: take the card in focus into the meld being made, or out of it")),
    (tr_noop("Escape", note="a key"), tr_noop("Drop the meld being made; close a spread pile or the last trick")),
    (tr_noop("Space, Enter, Escape", note="a key"), tr_noop("While cards glide: skip to the end of the animation")),
    (
        tr_noop("Tab, Shift+Tab", note="a key"),
        tr_noop("From your hand to the buttons under the table and back; Space or Enter presses a button"),
    ),
    (tr_noop("Enter", note="a key"), tr_noop("On the start panel: deal; on the hand-over screen and a summary: go on")),
)


def _plain(text: str) -> str:
    """A menu item's text without its mnemonic mark and trailing dots: "&Undo" -> "Undo"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…").strip()


def menu_keys(bar: QMenuBar) -> list[tuple[str, str]]:
    """Each menu item that has a key: (the key as this system writes it, "Menu > Item")."""
    out: list[tuple[str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for act in menu.actions():
            sub = act.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{path} > {_plain(act.text())}")
                continue
            keys = [k for k in act.shortcuts() if not k.isEmpty()]
            if keys and not act.isSeparator():
                shown = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
                out.append((shown, f"{path} > {_plain(act.text())}"))

    for top in bar.actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, _plain(top.text()))
    return out


def keys_html(bar: QMenuBar) -> str:
    def block(title: str, items: list[tuple[str, str]]) -> str:
        body = "".join(
            f"<tr><td style='padding-right:18px'><b>{html.escape(k)}</b></td><td>{html.escape(what)}</td></tr>"
            for k, what in items
        )
        return f"<h3>{title}</h3><table cellspacing=3>{body}</table>"

    table = [(tr(k, note="a key"), tr(what)) for k, what in TABLE_KEYS]
    return block(tr("At the table"), table) + block(tr("Menus"), menu_keys(bar))


class KeysDialog(QDialog):
    """The list of keys, from Help > Keys."""

    def __init__(self, bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Keys"))
        lay = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(keys_html(bar))
        self.text.setMinimumSize(560, 500)
        lay.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
