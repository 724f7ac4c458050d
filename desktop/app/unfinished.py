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
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt
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
from ..i18n import current_language, tr, tr_noop
from ..scores.window import tally_text

SeatsFor = Callable[[Unfinished], list[str]]
# The games' words for one deal of the cards (``Game.hand_word``), in English (shown through tr).
HAND_WORDS = (tr_noop("hand", note="a deal of the cards"), tr_noop("deal", note="a deal of the cards"))


def when(t: float, now: float | None = None) -> str:
    """``today 21:03``, ``yesterday 09:15``, ``12 Nov 18:40``."""
    now = time.time() if now is None else now
    day, today = time.localtime(t), time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if (day.tm_year, day.tm_yday) == (today.tm_year, today.tm_yday):
        return tr("today {time}").format(time=clock)
    yesterday = time.localtime(now - 86400)
    if (day.tm_year, day.tm_yday) == (yesterday.tm_year, yesterday.tm_yday):
        return tr("yesterday {time}").format(time=clock)
    if current_language() != "en":  # the month's name in the language spoken
        shown = "d MMM yyyy HH:mm" if day.tm_year != today.tm_year else "d MMM HH:mm"
        return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(t)), shown)
    return time.strftime("%d %b %Y %H:%M" if day.tm_year != today.tm_year else "%d %b %H:%M", day)


def hand_word(game: games.Game[Any]) -> str:
    """The game's word for a deal, in the language spoken."""
    return tr(game.hand_word, note="a deal of the cards")


def summary(match: Unfinished) -> str:
    """One line for the list: ``King: You, Ben, Cy - deal 3, 57 moves - today 21:03``."""
    t, state = match.transcript, match.state
    game = games.get(t.game)
    moves = len(t.actions)
    return tr("{game}: {players} - {hand_word} {number}, {moves} - {when}").format(
        game=tr(game.title),
        players=", ".join(t.players),
        hand_word=hand_word(game),
        number=state.hand_no,
        moves=tr("%n moves", n=moves, one="%n move"),
        when=when(match.saved_at),
    )


def details(match: Unfinished, seats: Sequence[str]) -> str:
    """The selected match in full: where it stopped, whose turn, each player's score (HTML)."""
    t, state = match.transcript, match.state
    game = games.get(t.game)
    view = state.view(0)
    to_act = state.to_act
    who = ""
    if to_act is not None:
        who = tr("your turn") if seats[to_act] == HUMAN else tr("{name} to play").format(name=t.players[to_act])
    moves = len(t.actions)
    question = tr("Continue your {game} match?").format(game=tr(game.title))
    stopped = tr("It stopped at {hand_word} {number}, {after_moves}{whose_turn}; last played {when}.").format(
        hand_word=hand_word(game),
        number=state.hand_no,
        after_moves=tr("after %n moves", n=moves, one="after %n move"),
        whose_turn=", " + who if who else "",
        when=when(match.saved_at),
    )
    head = f"<h3>{html.escape(question)}</h3><p>{html.escape(stopped)}</p>"
    human = " " + tr("(human)")
    rows = "".join(
        f"<tr><td><b>{html.escape(name)}</b>"
        f"{html.escape(human) if seats[s] == HUMAN and name.lower() != 'you' else ''}</td>"
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
        self.setWindowTitle(tr("Continue a match"))
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
        self.continue_button = buttons.addButton(tr("Continue"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.delete_button = QPushButton(tr("Delete…"))
        self.delete_button.setToolTip(tr("Forget the selected match (asks first)"))
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.delete_button.clicked.connect(self.delete_selected)
        third = tr("New match…") if starting else tr("Close")
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
            item.setToolTip(tr("The match played last") if m.path is None else tr("A match left for another"))
            self.list.addItem(item)
        if self.matches:
            self.list.setCurrentRow(0)
        self.continue_button.setEnabled(bool(self.matches))
        self.delete_button.setEnabled(bool(self.matches))
        if not self.matches:
            self.text.setText(f"<p>{html.escape(tr('No match is left unfinished.'))}</p>")

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
            tr("Delete the match"),
            tr("Forget this match for good?\n\n{match}").format(match=summary(match)),
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
