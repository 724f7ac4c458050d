"""The score views together (issue 11): the sheet, King's chart when the game is King, the
score-over-time chart, in tabs; export as CSV and PNG; and the tallies shown beside the names.

The main window owns one :class:`ScoreDock` (or a bare :class:`ScoreWindow`) and calls
``update_from_view(view, players_names)`` after each batch of events. Any seat's view will do:
everything shown here (records, chart, scores) is public.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from games.core import View

from ..i18n import tr
from ..per_game import look
from ..per_game.look import lower_is_better
from .chart import ScoreChart
from .king_chart import KingChartWidget, chart_pixmap
from .sheet import ScoreSheet, counts_deals, game_title, running_totals, seat_names

SHORTCUT = "S"


def tally_text(view: View, seat: int, hide_scores: bool = False) -> str:
    """The seat's cumulative match score for the table to show beside its name, with the game's
    sense made clear (Kalooki counts penalties: lower is better). ``hide_scores`` is an option of a
    game whose scores may stay hidden until the end (King's NS)."""
    return look(view.game).tally(view, seat, hide_scores)


def tallies(view: View, hide_scores: bool = False) -> list[str]:
    """``tally_text`` for every seat."""
    return [tally_text(view, s, hide_scores) for s in range(view.players)]


class ScoreWindow(QWidget):
    """Tabs: the score sheet, King's score chart (King only), the score over time; export buttons.

    - ``update_from_view(view, players_names)``: after each batch (cheap when nothing changed).
    - ``set_hide_scores(bool)``: King's NS display setting; ``hide_scores_changed`` when the
      player toggles it here.
    - ``export_csv(path)``, ``save_sheet_png(path)``, ``save_chart_png(path)``,
      ``save_king_chart_png(path)``: the exports (the buttons ask for a file name first).
    """

    hide_scores_changed = Signal(bool)
    review_requested = Signal(int)  # a hand number: "Review this hand" from its row's menu (issue 23)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: View | None = None
        self.names: list[str] = []
        self.hide_scores = False
        self.sheet = ScoreSheet()
        self.sheet.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.sheet.customContextMenuRequested.connect(self._row_menu)
        self.king_chart = KingChartWidget()
        self.over_time = ScoreChart()
        self._king_scroll = QScrollArea()
        self._king_scroll.setWidget(self.king_chart)
        self._king_scroll.setWidgetResizable(True)
        self._king_scroll.setStyleSheet("QScrollArea { border: none; }")  # the chart is its own paper

        self.title = QLabel(tr("No match yet"))
        f = self.title.font()
        f.setBold(True)
        self.title.setFont(f)
        # A short label: the dock's minimum width follows this row, and the table needs the room.
        self.ns_box = QCheckBox(tr("Hide the scores until the end (NS)"))
        self.ns_box.setToolTip(
            tr("King's NS (no score) display setting (D-king-6): hide the numbers until the session ends")
        )
        self.ns_box.toggled.connect(self._ns_toggled)
        self.ns_box.hide()
        self.csv_button = QPushButton(tr("CSV…"))
        self.csv_button.setToolTip(tr("Export the score sheet as CSV"))
        self.png_button = QPushButton(tr("PNG…"))
        self.png_button.setToolTip(tr("Save the tab shown as a PNG picture"))
        self.csv_button.clicked.connect(self._ask_csv)
        self.png_button.clicked.connect(self._ask_png)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.ns_box)
        top.addWidget(self.csv_button)
        top.addWidget(self.png_button)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.sheet, tr("Sheet"))
        self.tabs.addTab(self.over_time, tr("Over time"))
        self.tabs.setDocumentMode(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addLayout(top)
        lay.addWidget(self.tabs, 1)
        self._refresh_buttons()

    # -- feeding ------------------------------------------------------------------------------------------------------

    def update_from_view(self, view: View, players_names: Sequence[str] | None = None) -> None:
        """Show ``view``'s records and scores (any seat's view: they are public)."""
        first = self.view is None or self.view.game != view.game or self.view.players != view.players
        self.view = view
        self.names = seat_names(view, players_names)
        game_look = look(view.game)
        self._show_king_tab(game_look.contract_chart)
        self.ns_box.setVisible(game_look.hides_scores)
        hide = self.hide_scores and game_look.hides_scores
        self.sheet.set_view(view, self.names, hide)
        self.over_time.set_view(view, self.names, hide)
        if game_look.contract_chart:
            self.king_chart.hide_scores = hide
            self.king_chart.set_view(view, self.names)
        n = len(getattr(view, "records", ()) or ())
        if counts_deals(view.game):
            state = tr("%n deals scored", n=n, one="%n deal scored")
        else:
            state = tr("%n hands scored", n=n, one="%n hand scored")
        text = tr("{game}, {state}").format(
            game=game_title(view.game), state=tr("match over") if view.is_over else state
        )
        self.title.setText(tr("{text}: lower is better").format(text=text) if lower_is_better(view.game) else text)
        if first and game_look.contract_chart:
            self.tabs.setCurrentWidget(self._king_scroll)
        self._refresh_buttons()

    def row_menu(self, row: int) -> QMenu | None:
        """The menu of the sheet's row ``row`` (a finished hand): Review this hand."""
        totals = running_totals(self.view) if self.view is not None else []
        if not 0 <= row < len(totals):
            return None
        hand_no = totals[row][0]
        menu = QMenu(self)
        review = menu.addAction(tr("Review this hand"))
        review.setToolTip(tr("Replay this hand with each of your decisions weighed by the computer"))
        review.triggered.connect(lambda: self.review_requested.emit(hand_no))
        return menu

    def _row_menu(self, pos: QPoint) -> None:
        menu = self.row_menu(self.sheet.indexAt(pos).row())
        if menu is not None:
            menu.exec(self.sheet.viewport().mapToGlobal(pos))

    def least_width(self) -> int:
        """The width that shows King's chart whole (every player's column), when it is shown."""
        if self.tabs.currentWidget() is not self._king_scroll:
            return 0
        return self.king_chart.minimumSizeHint().width() + 44  # the dock's and the scroll area's margins

    def set_hide_scores(self, hide: bool) -> None:
        """King's NS: hide the numbers (sheet, chart, over time) until the session ends."""
        if hide == self.hide_scores:
            return
        self.hide_scores = hide
        self.ns_box.blockSignals(True)
        self.ns_box.setChecked(hide)
        self.ns_box.blockSignals(False)
        if self.view is not None:
            self.update_from_view(self.view, self.names)

    def _ns_toggled(self, on: bool) -> None:
        self.set_hide_scores(on)
        self.hide_scores_changed.emit(on)

    def _show_king_tab(self, king: bool) -> None:
        i = self.tabs.indexOf(self._king_scroll)
        if king and i < 0:
            self.tabs.insertTab(1, self._king_scroll, tr("Score chart"))
        elif not king and i >= 0:
            self.tabs.removeTab(i)

    def _refresh_buttons(self) -> None:
        has = self.view is not None
        self.csv_button.setEnabled(has)
        self.png_button.setEnabled(has)

    # -- export ----------------------------------------------------------------------------------------------------------

    def export_csv(self, path: str | Path) -> None:
        """The sheet as CSV (UTF-8): a header row, one row per hand, raw numbers."""
        self.sheet.sheet.write_csv(path)

    def sheet_pixmap(self) -> QPixmap:
        """The whole sheet, every row and column, whatever the window's size."""
        full = ScoreSheet()
        full.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        full.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if self.view is not None:
            full.set_view(self.view, self.names, self.hide_scores and look(self.view.game).hides_scores)
        full.resize(full.full_width(), full.full_height())
        pix = full.grab()
        full.deleteLater()
        return pix

    def chart_pixmap(self) -> QPixmap:
        return self.over_time.grab()

    def king_chart_pixmap(self, width: int = 0) -> QPixmap:
        """King's whole chart (not only the part in sight in the scroll area), ``width`` wide."""
        if self.view is None or not look(self.view.game).contract_chart:
            return QPixmap()
        return chart_pixmap(self.view, self.names, self.hide_scores, width or self.king_chart.width())

    def save_sheet_png(self, path: str | Path) -> bool:
        return self.sheet_pixmap().save(str(path), "PNG")

    def save_chart_png(self, path: str | Path) -> bool:
        return self.chart_pixmap().save(str(path), "PNG")

    def save_king_chart_png(self, path: str | Path, width: int = 0) -> bool:
        return self.king_chart_pixmap(width).save(str(path), "PNG")

    def _base_name(self) -> str:
        game = self.view.game if self.view is not None else "scores"
        return f"parlour-{game}"

    def _ask_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export the score sheet"), f"{self._base_name()}.csv", tr("CSV (*.csv)")
        )
        if path:
            try:
                self.export_csv(path)
            except OSError as e:
                problem = tr("Could not write {path}: {problem}").format(path=path, problem=e.strerror or e)
                QMessageBox.warning(self, tr("Export"), problem)

    def _ask_png(self) -> None:
        current = self.tabs.currentWidget()
        which = "chart" if current is self.over_time else "king-chart" if current is self._king_scroll else "sheet"
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save as PNG"), f"{self._base_name()}-{which}.png", tr("PNG image (*.png)")
        )
        if not path:
            return
        save = {"chart": self.save_chart_png, "king-chart": self.save_king_chart_png, "sheet": self.save_sheet_png}
        if not save[which](path):
            QMessageBox.warning(self, tr("Save as PNG"), tr("Could not write {path}").format(path=path))


class ScoreDock(QDockWidget):
    """The score window as a dock of the main window; its toggle action (``toggle_action``) has
    the shortcut S, for the menu item "Score sheet"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Score sheet"), parent)
        self.setObjectName("score_dock")
        self.scores = ScoreWindow(self)
        self.setWidget(self.scores)
        self.toggle_action = self.toggleViewAction()
        self.toggle_action.setText(tr("Score sheet"))
        self.toggle_action.setShortcut(QKeySequence(SHORTCUT))
        self.toggle_action.setStatusTip(tr("Show or hide the score sheet, King's score chart and the score over time"))

    def update_from_view(self, view: View, players_names: Sequence[str] | None = None) -> None:
        self.scores.update_from_view(view, players_names)
