"""The score sheet of every game (issue 11): one row per finished hand, the parts of the score that
the engine keeps apart, and each seat's running total.

Everything comes from the View: ``view.records`` (one public dict per finished hand, written by
the engine) and ``view.scores``. Nothing here re-derives a rule: a column only shows a field of a
record, at most with a sign or a name put on it.

- Freelance (rules 38, 49, 50): dealer, round-robin or sudden-death, contract and attacker, the
  attacker's score change, each seat's tricks and tokens left, the running score.
- Clubs (scoring section, D-clubs-9): tricks, the broken-contract penalty, the diamonds bonus,
  the Ace of Hearts, no spades, the hand total and the running total.
- King (D-king-5): the contract, each seat's tricks and points (minus on the hill, plus in the
  bonus), the hill and the bonus so far and the result (bonus minus hill).
- Two Way Street (D-tws-3, D-tws-5; the duel D-tws-6): HD/LD/HF/LF, tricks, raw score, the
  penalty, refined and final hand scores, the running total; in the duel the bids, the contract,
  pre-tricks and tricks.
- Kalooki (D-kalooki-6, D-kalooki-7): the deal's contract, who went out, a bent (doubled) table
  marked, each seat's penalty and running total (lower is better).

:class:`ScoreSheetModel` is a QAbstractTableModel (tests read every cell); :class:`ScoreSheet`
is the table widget, with a two-level header (the seat's name over its columns).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QGuiApplication, QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

import games
from games.core import View

from ..i18n import tr, tr_noop
from ..per_game import look
from ..per_game.look import Column, Record

Index = QModelIndex | QPersistentModelIndex

# One colour per seat, shared by the sheet, the King chart and the score-over-time chart.
SEAT_COLOURS = ("#1f5fa8", "#b5322b", "#2e7d32", "#8e5b00", "#6a3d9a", "#00838f", "#ad1457", "#455a64")
GROUP_ROLE = Qt.ItemDataRole.UserRole + 1  # headerData: the seat's name over its columns
VALUE_ROLE = Qt.ItemDataRole.UserRole + 2  # data: the raw value of a cell (int, str or None)
NUMERIC_ROLE = Qt.ItemDataRole.UserRole + 3  # headerData: whether the column holds numbers


# A score's sign: red below zero, green above; lighter on a dark sheet (the dark theme, issue 24).
MINUS, PLUS = "#a61b1b", "#1b6e20"
MINUS_ON_DARK, PLUS_ON_DARK = "#ff8f85", "#86d993"
# The light shade a game gives a hand's row, laid thinly over a dark sheet: the row's hue, readable.
TINT_ON_DARK = 70
# The grid: #d6d0c4 on a white sheet, a faint line on a dark one.
GRID_STYLE = "QTableView { gridline-color: rgba(118, 98, 58, 77); }"


# The engines' words shown here (games/ speaks English): each game's name and score's name.
ENGINE_WORDS = (tr_noop("King"), tr_noop("Points"), tr_noop("Penalty points"), tr_noop("Result (bonus − hill)"))


def game_title(game_id: str) -> str:
    """The game's name in the program's language (King is Кинг in Russian; the others keep theirs)."""
    return tr(games.get(game_id).title) if game_id in games.ids() else game_id


def score_name(game_id: str) -> str:
    """What the game's match score is called (``Game.score_name``), in the program's language."""
    return tr(games.get(game_id).score_name if game_id in games.ids() else tr_noop("Score"))


def counts_deals(game_id: str) -> bool:
    """Whether the game calls its hands deals (King, ``Game.hand_word``)."""
    return game_id in games.ids() and games.get(game_id).hand_word == "deal"


def seat_colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def line_colour(seat: int, palette: QPalette | None = None) -> QColor:
    """A seat's colour for a line or a name on the palette's ground: lighter on a dark one."""
    return lightened(seat_colour(seat), 0.66) if on_dark(palette) else seat_colour(seat)


def on_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (the application's by default) has light words on dark ground."""
    pal = palette if palette is not None else QGuiApplication.palette()
    return pal.color(QPalette.ColorRole.Base).lightness() < pal.color(QPalette.ColorRole.Text).lightness()


def lightened(colour: QColor, lightness: float = 0.72) -> QColor:
    """``colour``'s hue made light enough to read on a dark ground."""
    hue = max(colour.hslHueF(), 0.0)  # -1 for a grey
    return QColor.fromHslF(hue, colour.hslSaturationF(), max(colour.lightnessF(), lightness), colour.alphaF())


def seat_names(view: View, names: Sequence[str] | None) -> list[str]:
    """The players' names, one per seat (``Seat N`` where none is given)."""
    given = list(names or ())
    return [given[s] if s < len(given) and given[s] else tr("Seat {n}").format(n=s + 1) for s in range(view.players)]


def running_totals(view: View) -> list[tuple[int, list[int]]]:
    """(hand number, each seat's running total after it) for every finished hand, in order."""
    game = games.get(view.game)
    key, hand_key = game.totals_key, game.hand_word
    out = []
    for i, r in enumerate(_records(view)):
        out.append((int(r.get(hand_key, i + 1)), [int(x) for x in r[key]]))
    return out


def _records(view: View) -> tuple[Record, ...]:
    return tuple(getattr(view, "records", ()) or ())


# -- the model --------------------------------------------------------------------------------------------


class ScoreSheetModel(QAbstractTableModel):
    """One row per finished hand (``view.records``), one column per part of the score.

    ``value(row, col)`` is the raw value (int, text or None), ``text(row, col)`` what the cell
    shows. ``set_view`` rebuilds only when the records, the names or the hiding changed.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.game = ""
        self.players = 0
        self.names: list[str] = []
        self.columns: list[Column] = []
        self.records: tuple[Record, ...] = ()
        self.hide_scores = False  # King's NS, effective only until the session ends
        self.is_over = False
        self._hidden: set[str] = set()

    # -- feeding ----------------------------------------------------------------------------------------------

    def set_view(self, view: View, names: Sequence[str] | None = None, hide_scores: bool | None = None) -> bool:
        """Show ``view``'s records; returns whether anything changed."""
        names_ = seat_names(view, names)
        records = _records(view)
        hide = self.hide_scores if hide_scores is None else hide_scores
        same_shape = view.game == self.game and view.players == self.players and names_ == self.names
        if same_shape and records == self.records and hide == self.hide_scores and view.is_over == self.is_over:
            return False
        self.beginResetModel()
        self.game, self.players, self.names = view.game, view.players, names_
        self.columns = look(view.game).columns(view, names_)
        self.records = records
        self.hide_scores = hide
        self.is_over = view.is_over
        self._hidden = look(view.game).hidden_columns(view) if hide and not view.is_over else set()
        self.endResetModel()
        return True

    # -- reading ------------------------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def column_index(self, key: str) -> int:
        for i, c in enumerate(self.columns):
            if c.key == key:
                return i
        raise KeyError(key)

    def is_hidden(self, col: int) -> bool:
        return self.columns[col].key in self._hidden

    def value(self, row: int, col: int) -> Any:
        """The raw value of a cell; None where the sheet hides it (NS) or it does not apply."""
        if self.is_hidden(col):
            return None
        return self.columns[col].get(self.records[row])

    def text(self, row: int, col: int) -> str:
        if self.is_hidden(col):
            return "·"
        c = self.columns[col]
        return c.text(c.get(self.records[row]))

    def header(self, col: int) -> str:
        """The column's name with its seat's name, as in the CSV file (``Ann Tricks``)."""
        c = self.columns[col]
        title = tr(c.title)
        return title if c.seat is None else f"{self.names[c.seat]} {title}"

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        c = self.columns[col]
        rec = self.records[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, col)
        if role == VALUE_ROLE:
            return self.value(row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            align = Qt.AlignmentFlag.AlignRight if c.numeric else Qt.AlignmentFlag.AlignLeft
            return int(align | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and c.running:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._foreground(c, row, col)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(c, rec)
        if role == Qt.ItemDataRole.ToolTipRole:
            if self.is_hidden(col):
                return tr("Hidden until the session ends (NS)")
            parts = [self.header(col)]
            if c.tip_of is not None and c.tip_of(rec):
                parts.append(c.tip_of(rec))
            elif c.tip:
                parts.append(tr(c.tip))
            return "\n".join(parts)
        return None

    def _foreground(self, c: Column, row: int, col: int) -> QBrush | None:
        v = self.value(row, col)
        if c.signed and isinstance(v, int) and v < 0:
            return QBrush(QColor(MINUS_ON_DARK if on_dark() else MINUS))
        if c.signed and isinstance(v, int) and v > 0 and not c.running:
            return QBrush(QColor(PLUS_ON_DARK if on_dark() else PLUS))
        return None

    def _background(self, c: Column, rec: Record) -> QBrush | None:
        shade = look(self.game).tint(rec, c)
        dark = on_dark()
        if shade is not None:
            if dark:
                shade = QColor(shade)
                shade.setAlpha(TINT_ON_DARK)
            return QBrush(shade)
        if c.seat is not None:
            tint = QColor(seat_colour(c.seat))
            tint.setAlpha((34 if c.running else 16) * (2 if dark else 1))
            return QBrush(tint)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(section + 1)
            return None
        if section >= len(self.columns):
            return None
        c = self.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return tr(c.title)
        if role == GROUP_ROLE:
            return "" if c.seat is None else self.names[c.seat]
        if role == NUMERIC_ROLE:
            return c.numeric
        if role == Qt.ItemDataRole.ToolTipRole:
            return tr(c.tip) if c.tip else self.header(section)
        if role == Qt.ItemDataRole.ForegroundRole and c.seat is not None:
            return QBrush(seat_colour(c.seat))
        return None

    # -- export -------------------------------------------------------------------------------------------------

    def csv_text(self) -> str:
        """The sheet as CSV: a header row (``Ann Tricks``), then one row per hand with raw values."""
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow([self.header(c) for c in range(len(self.columns))])
        for r in range(len(self.records)):
            row = []
            for c in range(len(self.columns)):
                v = self.value(r, c)
                if v is None:
                    row.append("")
                elif isinstance(v, bool):
                    row.append(tr("yes") if v else tr("no"))
                elif self.columns[c].numeric:
                    row.append(str(v))
                else:
                    row.append(self.text(r, c))
            w.writerow(row)
        return buf.getvalue()

    def write_csv(self, path: str | Path) -> None:
        Path(path).write_text(self.csv_text(), encoding="utf-8")


# -- the widget ---------------------------------------------------------------------------------------------


class GroupHeader(QHeaderView):
    """A horizontal header in two bands: the seat's name across its columns, the part below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(False)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

    def sizeHint(self):  # type: ignore[no-untyped-def]
        s = super().sizeHint()
        s.setHeight(self.fontMetrics().height() * 2 + 14)
        return s

    def _group_span(self, logical: int) -> tuple[int, int]:
        m = self.model()
        g = m.headerData(logical, Qt.Orientation.Horizontal, GROUP_ROLE)
        first = last = logical
        while first > 0 and m.headerData(first - 1, Qt.Orientation.Horizontal, GROUP_ROLE) == g:
            first -= 1
        while last + 1 < m.columnCount() and m.headerData(last + 1, Qt.Orientation.Horizontal, GROUP_ROLE) == g:
            last += 1
        return first, last

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        m = self.model()
        if m is None:
            return
        painter.save()
        pal = self.palette()
        half = rect.height() // 2
        group = m.headerData(logical, Qt.Orientation.Horizontal, GROUP_ROLE) or ""
        title = m.headerData(logical, Qt.Orientation.Horizontal) or ""
        base = pal.color(QPalette.ColorRole.Button)
        line = pal.color(QPalette.ColorRole.Mid)
        painter.fillRect(rect, base)
        if group:
            first, last = self._group_span(logical)
            x0 = self.sectionViewportPosition(first)
            x1 = self.sectionViewportPosition(last) + self.sectionSize(last)
            band = QRect(x0, rect.top(), x1 - x0, half)
            colour = m.headerData(logical, Qt.Orientation.Horizontal, Qt.ItemDataRole.ForegroundRole)
            tint = QColor(colour.color()) if colour is not None else QColor("#444")
            fill = QColor(tint)
            fill.setAlpha(40)
            if on_dark(pal):
                tint = lightened(tint)
            painter.fillRect(band, base)
            painter.fillRect(band, fill)
            f = QFont(painter.font())
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(tint)
            # The name in the part of the band in sight, so that it shows while scrolling.
            seen = band.intersected(QRect(0, band.top(), self.viewport().width(), band.height()))
            painter.drawText(
                seen.adjusted(4, 0, -4, 0),
                Qt.AlignmentFlag.AlignCenter,
                self.fontMetrics().elidedText(group, Qt.TextElideMode.ElideRight, seen.width() - 8),
            )
            painter.setPen(line)
            painter.drawLine(band.bottomLeft(), band.bottomRight())
            painter.drawLine(x0, rect.top(), x0, rect.bottom())
            painter.setFont(self.font())
            painter.setPen(pal.color(QPalette.ColorRole.ButtonText))
            painter.drawText(
                QRect(rect.left(), rect.top() + half, rect.width(), rect.height() - half),
                Qt.AlignmentFlag.AlignCenter,
                title,
            )
        else:
            f = QFont(painter.font())
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(pal.color(QPalette.ColorRole.ButtonText))
            painter.drawText(rect.adjusted(3, 0, -3, 0), Qt.AlignmentFlag.AlignCenter, title)
        painter.setPen(line)
        painter.drawLine(rect.topRight(), rect.bottomRight())
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.restore()


class ScoreSheet(QTableView):
    """The score sheet of the match in play: the model's rows, the last hand kept in sight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet = ScoreSheetModel(self)
        self.setModel(self.sheet)
        self.setHorizontalHeader(GroupHeader(self))
        # The names sit in the part of their band in sight: repaint the whole header on a scroll.
        self.horizontalScrollBar().valueChanged.connect(lambda _v: self.horizontalHeader().viewport().update())
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        self.setShowGrid(True)
        self.setStyleSheet(GRID_STYLE)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)

    def set_view(self, view: View, names: Sequence[str] | None = None, hide_scores: bool | None = None) -> bool:
        changed = self.sheet.set_view(view, names, hide_scores)
        if changed:
            self.resizeColumnsToContents()
            fm = self.fontMetrics()
            bold = QFont(self.font())
            bold.setBold(True)
            bfm = QFontMetrics(bold)
            for c, col in enumerate(self.sheet.columns):
                # Room for a signed three-digit number and the part's name (the hand's columns have
                # their name in bold), so that the columns line up.
                title = (fm if col.seat is not None else bfm).horizontalAdvance(tr(col.title))
                w = max(self.columnWidth(c), title + 16, fm.horizontalAdvance("-000") + 14)
                self.setColumnWidth(c, w)
            self._widen_groups()
            self.scrollToBottom()
        return changed

    def _widen_groups(self) -> None:
        """A seat's columns together are at least as wide as its name in the header band."""
        m = self.sheet
        fm = self.fontMetrics()
        groups: dict[int, list[int]] = {}
        for c, col in enumerate(m.columns):
            if col.seat is not None:
                groups.setdefault(col.seat, []).append(c)
        for seat, cols in groups.items():
            need = fm.horizontalAdvance(m.names[seat]) + 24
            have = sum(self.columnWidth(c) for c in cols)
            if need > have:
                extra = (need - have) // len(cols) + 1
                for c in cols:
                    self.setColumnWidth(c, self.columnWidth(c) + extra)

    def full_width(self) -> int:
        """The width that shows every column without a scroll bar."""
        return sum(self.columnWidth(c) for c in range(self.sheet.columnCount())) + 2 * self.frameWidth() + 4

    def full_height(self) -> int:
        h = self.horizontalHeader().sizeHint().height()
        h += sum(self.rowHeight(r) for r in range(self.sheet.rowCount()))
        return h + 2 * self.frameWidth() + 4
