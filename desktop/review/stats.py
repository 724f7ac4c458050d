"""The statistics window (issue 12, "Statistics"): per player name and game, the matches played,
wins, win rate, mean score and best score, and the hands (King: deals) finished so far, in
finished matches and in matches still in play: how many, how many were the player's best, and the
mean score of a hand. Read from the data folder's database (:func:`desktop.data.stats.rows`).

"Best" follows the game's sense of a score: the lowest for a game whose lower scores are better
(Kalooki's penalty points, ``Game.lower_is_better``), the highest otherwise; such rows say so.
Columns sort by their numbers (click a header); the game filter and the player box narrow the
rows. "Reset..." asks first, then forgets the statistics of the game shown or of every game.
The figures are read again each time the window is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QShowEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

import games

from ..data import stats
from ..data.stats import StatRow, StatsError
from ..i18n import tr, tr_noop
from ..scores.sheet import counts_deals
from ..scores.sheet import game_title as _title

# The columns' English names (tests find a column by them); the header shows them translated.
COLUMNS = (
    tr_noop("Game"),
    tr_noop("Player"),
    tr_noop("Matches"),
    tr_noop("Wins"),
    tr_noop("Win rate"),
    tr_noop("Mean score"),
    tr_noop("Best score"),
    tr_noop("Hands"),
    tr_noop("Best hands"),
    tr_noop("Mean a hand"),
)
HEADER_TIPS = {
    "Matches": tr_noop("Matches finished"),
    "Best score": tr_noop("The best match score: the lowest where lower is better"),
    "Hands": tr_noop("Hands finished (King: deals), in finished matches and in matches still in play"),
    "Best hands": tr_noop("Hands in which the player scored best (a tie counts for each)"),
    "Mean a hand": tr_noop("The mean score of one hand (King: one deal)"),
}
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ALL_GAMES = ""  # the filter's "All games" entry


def game_title(game_id: str) -> str:
    return _title(game_id)


def lower_is_better(game_id: str) -> bool:
    return game_id in games.ids() and bool(games.get(game_id).lower_is_better)


def cells(row: StatRow) -> list[tuple[str, object]]:
    """A row's cells: (text shown, value sorted by)."""
    low = lower_is_better(row.game)
    best = tr("{score} (lowest)").format(score=row.best_score) if low else str(row.best_score)
    if not row.matches:  # hands finished, no match yet
        best = "-"
    if counts_deals(row.game):  # "1 deal", "12 hands"
        hands = tr("%n deals", n=row.hands, one="%n deal")
    else:
        hands = tr("%n hands", n=row.hands, one="%n hand")
    return [
        (game_title(row.game), games.ids().index(row.game) if row.game in games.ids() else len(games.ids())),
        (row.player, row.player.casefold()),
        (str(row.matches), row.matches),
        (str(row.wins), row.wins),
        (f"{row.win_rate:.0%}" if row.matches else "-", row.win_rate),
        (f"{row.mean_score:.1f}" if row.matches else "-", row.mean_score),
        # Sorting "best" puts the best first either way: a lower-is-better score sorts by its negation.
        (best, -row.best_score if low else row.best_score),
        (hands, row.hands),
        (str(row.best_hands), row.best_hands),
        (f"{row.mean_hand:+.1f}" if row.hands else "-", -row.mean_hand if low else row.mean_hand),
    ]


@dataclass(frozen=True)
class ResetChoice:
    """What "Reset..." was confirmed for: one game's statistics, or (``game`` None) every game's."""

    game: str | None


class StatsWindow(QDialog):
    """``StatsWindow(parent=None)``: the statistics table; refreshed whenever it is shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.setModal(False)
        self.rows: list[StatRow] = []
        lay = QVBoxLayout(self)

        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Game:")))
        self.game_filter = QComboBox()
        self.game_filter.addItem(tr("All games"), ALL_GAMES)
        for gid in games.ids():
            self.game_filter.addItem(game_title(gid), gid)
        self.game_filter.currentIndexChanged.connect(lambda _: self.refresh())
        top.addWidget(self.game_filter)
        top.addSpacing(16)
        top.addWidget(QLabel(tr("Player:")))
        self.player_filter = QLineEdit()
        self.player_filter.setPlaceholderText(tr("any name"))
        self.player_filter.setClearButtonEnabled(True)
        self.player_filter.textChanged.connect(self._filter_players)
        top.addWidget(self.player_filter, 1)
        lay.addLayout(top)

        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setHorizontalHeaderLabels([tr(name) for name in COLUMNS])
        for col, name in enumerate(COLUMNS):
            if name in HEADER_TIPS:
                self.model.horizontalHeaderItem(col).setToolTip(tr(HEADER_TIPS[name]))
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setToolTip(tr("Click a column to sort by it; click again to reverse"))
        lay.addWidget(self.table, 1)

        self.note = QLabel("")
        self.note.setWordWrap(True)
        lay.addWidget(self.note)

        bottom = QHBoxLayout()
        self.reset_button = QPushButton(tr("Reset..."))
        self.reset_button.setToolTip(tr("Forget the statistics of the game shown, or of every game"))
        self.reset_button.clicked.connect(self.reset_clicked)
        bottom.addWidget(self.reset_button)
        bottom.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        bottom.addWidget(buttons)
        lay.addLayout(bottom)
        # Room for every column's name and the players' names (a translation's may be longer).
        names = sum(header.sectionSizeHint(c) for c in range(len(COLUMNS)) if c != 1)
        self.resize(max(980, names + self.fontMetrics().horizontalAdvance("M") * 14 + 60), 540)

    # -- the figures -------------------------------------------------------------------------------

    @property
    def game(self) -> str | None:
        """The game the filter shows (None: all)."""
        gid = self.game_filter.currentData()
        return gid if gid else None

    def set_game(self, game_id: str | None) -> None:
        index = self.game_filter.findData(game_id or ALL_GAMES)
        if index < 0:
            raise ValueError(f"no game {game_id!r}")
        if index == self.game_filter.currentIndex():
            self.refresh()
        else:
            self.game_filter.setCurrentIndex(index)  # refreshes

    def refresh(self) -> None:
        """Read the figures again (from the database in the data folder)."""
        try:
            self.rows = stats.rows(self.game)
        except (StatsError, OSError) as exc:
            self.rows = []
            self._fill()
            self.note.setText(tr("The statistics cannot be read: {problem}").format(problem=exc))
            self.reset_button.setEnabled(False)
            return
        self._fill()

    def _fill(self) -> None:
        self.model.removeRows(0, self.model.rowCount())
        for row in self.rows:
            items = []
            for col, (text, key) in enumerate(cells(row)):
                item = QStandardItem(text)
                item.setData(key, SORT_ROLE)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 6 and lower_is_better(row.game):
                    tip = tr("{game} counts penalty points: the lowest score is the best")
                    item.setToolTip(tip.format(game=game_title(row.game)))
                items.append(item)
            self.model.appendRow(items)
        header = self.table.horizontalHeader()
        self.proxy.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self.reset_button.setEnabled(True)
        self._update_note()

    def _filter_players(self, text: str) -> None:
        self.proxy.setFilterFixedString(text.strip())
        self._update_note()

    def _update_note(self) -> None:
        if not self.rows:
            nothing = tr("Nothing played yet: a hand is counted when it ends, a match too.")
            if self.game:
                nothing = tr("Nothing played of {game} yet: a hand is counted when it ends, a match too.")
            self.note.setText(nothing.format(game=game_title(self.game or "")))
            return
        notes = []
        if self.proxy.rowCount() == 0:
            notes.append(tr("No player's name matches."))
        low = sorted({game_title(r.game) for r in self.rows if lower_is_better(r.game)})
        if len(low) == 1:
            notes.append(tr("{game} counts penalty points: lower is better, so the best score is the lowest."))
        elif low:
            notes.append(tr("{game} count penalty points: lower is better, so the best score is the lowest."))
        if low:
            joined = low[0]
            for more in low[1:]:
                joined = tr("{first} and {second}").format(first=joined, second=more)
            notes[-1] = notes[-1].format(game=joined)
        notes.append(tr("Wins count every winner of a shared first place."))
        self.note.setText(" ".join(notes))

    def shown_rows(self) -> list[list[str]]:
        """The table's text as shown, in the shown order (tests, exports)."""
        out = []
        for r in range(self.proxy.rowCount()):
            out.append([str(self.proxy.index(r, c).data()) for c in range(len(COLUMNS))])
        return out

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)

    # -- reset ----------------------------------------------------------------------------------------

    def ask_reset(self) -> ResetChoice | None:
        """Ask which statistics to forget; None when the player thinks better of it."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Reset statistics"))
        game = self.game
        one = None
        if game is not None:
            box.setText(tr("Forget the statistics of {game}, or of every game?").format(game=game_title(game)))
            one = box.addButton(
                tr("Reset {game}").format(game=game_title(game)), QMessageBox.ButtonRole.DestructiveRole
            )
        else:
            box.setText(tr("Forget the statistics of every game?"))
        every = box.addButton(tr("Reset every game"), QMessageBox.ButtonRole.DestructiveRole)
        box.setInformativeText(tr("The matches counted so far cannot be brought back."))
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if one is not None and clicked is one:
            return ResetChoice(game)
        if clicked is every:
            return ResetChoice(None)
        return None

    def reset_clicked(self) -> None:
        choice = self.ask_reset()
        if choice is None:
            return
        try:
            stats.reset(choice.game)
        except (StatsError, OSError) as exc:
            problem = tr("The statistics could not be reset: {problem}").format(problem=exc)
            QMessageBox.warning(self, tr("Reset statistics"), problem)
        self.refresh()


__all__ = ["COLUMNS", "ResetChoice", "StatsWindow", "cells"]
