"""The matches left unfinished, to continue from (issue "What each player may see": the autosave
kept only one match, and a new match or an opened file replaced it without a word).

:class:`ContinuePrompt` lists :func:`desktop.data.storage.unfinished_matches`, newest first: the game,
the players, how far it went and when it was last played, with the selected match told in full
(whose turn, each player's score). Continue takes it up; Delete forgets it after asking; the
third button starts a new match (at program start) or closes the list.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import games

from ..data import storage
from ..data.storage import HUMAN, Unfinished
from ..scores.window import tally_text

SeatsFor = Callable[[Unfinished], list[str]]


def when(t: float, now: float | None = None) -> str:
    """``today 21:03``, ``yesterday 09:15``, ``12 Nov 18:40``."""
    now = time.time() if now is None else now
    day, today = time.localtime(t), time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if (day.tm_year, day.tm_yday) == (today.tm_year, today.tm_yday):
        return f"today {clock}"
    yesterday = time.localtime(now - 86400)
    if (day.tm_year, day.tm_yday) == (yesterday.tm_year, yesterday.tm_yday):
        return f"yesterday {clock}"
    return time.strftime("%d %b %Y %H:%M" if day.tm_year != today.tm_year else "%d %b %H:%M", day)


def summary(match: Unfinished) -> str:
    """One line for the list: ``King: You, Ben, Cy - deal 3, 57 moves - today 21:03``."""
    t, state = match.transcript, match.state
    game = games.get(t.game)
    moves = len(t.actions)
    return (
        f"{game.title}: {', '.join(t.players)} - {game.hand_word} {state.hand_no}, "
        f"{moves} move{'s' if moves != 1 else ''} - {when(match.saved_at)}"
    )


def details(match: Unfinished, seats: Sequence[str]) -> str:
    """The selected match in full: where it stopped, whose turn, each player's score (HTML)."""
    t, state = match.transcript, match.state
    game = games.get(t.game)
    view = state.view(0)
    to_act = state.to_act
    who = ""
    if to_act is not None:
        who = "your turn" if seats[to_act] == HUMAN else f"{t.players[to_act]} to play"
    moves = len(t.actions)
    head = (
        f"<h3>Continue your {html.escape(game.title)} match?</h3>"
        f"<p>It stopped at {game.hand_word} {state.hand_no}, after {moves} move{'s' if moves != 1 else ''}"
        f"{', ' + html.escape(who) if who else ''}; last played {html.escape(when(match.saved_at))}.</p>"
    )
    rows = "".join(
        f"<tr><td><b>{html.escape(name)}</b>"
        f"{' (human)' if seats[s] == HUMAN and name.lower() != 'you' else ''}</td>"
        f"<td>{html.escape(tally_text(view, s))}</td></tr>"
        for s, name in enumerate(t.players)
    )
    return head + f"<table cellspacing=6>{rows}</table>"


class ContinuePrompt(QDialog):
    """The list of unfinished matches. ``accepted``: continue :meth:`chosen`; ``rejected``: the
    third button (a new match at start, else Close). Deleting asks first (``confirm_delete`` may
    be replaced by tests)."""

    def __init__(
        self, parent: QWidget | None, matches: Sequence[Unfinished], seats_for: SeatsFor, starting: bool = True
    ) -> None:
        super().__init__(parent)
        self.matches = list(matches)
        self.seats_for = seats_for
        self.setWindowTitle("Continue a match")
        self.setModal(True)
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setMinimumHeight(120 if len(self.matches) > 1 else 60)
        self.list.setWordWrap(True)  # a five-player line wraps instead of hiding behind a scroll bar
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAlternatingRowColors(True)
        self.list.currentRowChanged.connect(self._selected)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        lay.addWidget(self.list)
        self.text = QLabel("")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        buttons = QDialogButtonBox()
        self.continue_button = buttons.addButton("Continue", QDialogButtonBox.ButtonRole.AcceptRole)
        self.delete_button = QPushButton("Delete…")
        self.delete_button.setToolTip("Forget the selected match (asks first)")
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.delete_button.clicked.connect(self.delete_selected)
        third = "New match…" if starting else "Close"
        self.new_button = buttons.addButton(third, QDialogButtonBox.ButtonRole.RejectRole)
        self.continue_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setMinimumWidth(600)
        self.confirm_delete: Callable[[Unfinished], bool] = self._ask_delete
        self._fill()

    def _fill(self) -> None:
        self.list.clear()
        for m in self.matches:
            item = QListWidgetItem(summary(m))
            item.setToolTip("The match played last" if m.path is None else "A match left for another")
            self.list.addItem(item)
        if self.matches:
            self.list.setCurrentRow(0)
        self.continue_button.setEnabled(bool(self.matches))
        self.delete_button.setEnabled(bool(self.matches))
        if not self.matches:
            self.text.setText("<p>No match is left unfinished.</p>")

    def _selected(self, row: int) -> None:
        if 0 <= row < len(self.matches):
            m = self.matches[row]
            self.text.setText(details(m, self.seats_for(m)))

    def chosen(self) -> Unfinished | None:
        row = self.list.currentRow()
        return self.matches[row] if 0 <= row < len(self.matches) else None

    def _ask_delete(self, match: Unfinished) -> bool:
        answer = QMessageBox.question(
            self,
            "Delete the match",
            f"Forget this match for good?\n\n{summary(match)}",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def delete_selected(self) -> None:
        match = self.chosen()
        if match is None or not self.confirm_delete(match):
            return
        if match.path is None:
            storage.clear_autosave()
        else:
            storage.forget_kept(match.path)
        self.matches.remove(match)
        self._fill()
