"""King's score chart, drawn as the game draws it on paper (king.txt "score chart", D-king-5, D-king-6).

For each player a column in three areas: the hill at the top (penalties, written as running
totals), the pool in the middle (the unit scores 4, 5, 10, 10, 20, 40 and the award games, each
crossed out once contracted, with the deal it was played in), the bonus at the bottom (awards,
running totals), then the result: bonus minus hill. The results always sum to zero. Option NS
(a display setting, D-king-6) hides the numbers until the session ends. Hovering a pool entry
tells the deal in which it was played and what each seat took.

The data is ``view.chart`` (a ``games.king.KingChart``) and ``view.records``; the widget first lays
out a list of :class:`Mark` (what is written where), then paints it: tests read the marks. In a
dark palette (the dark theme) the paper is dark and the inks light (``NIGHT``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from games.core import View
from games.king.facts import KingChart

from ..i18n import tr
from ..naming import YOU
from ..per_game.king import contract_name
from ..per_game.look import suit_text
from .sheet import on_dark, seat_names

PAPER = QColor("#fbf6e4")
RULE = QColor(150, 180, 215, 110)  # the faint blue ruling of the paper
MARGIN = QColor(205, 70, 70, 150)  # the red margin line
INK = QColor("#1d2f6f")  # fountain-pen blue
PENCIL = QColor("#6b6b6b")
RED_INK = QColor("#a3201c")
GREEN_INK = QColor("#1f6b2a")
STRIKE = QColor(30, 30, 50, 170)  # the pencil stroke through a game played
# The same sheet in a dark window (the dark theme, issue 24): dark paper, light inks.
NIGHT = {
    PAPER.name(): QColor("#2b2923"),
    INK.name(): QColor("#a9bcff"),
    PENCIL.name(): QColor("#a7a7a7"),
    RED_INK.name(): QColor("#ff8f85"),
    GREEN_INK.name(): QColor("#86d993"),
}
NIGHT_RULE = QColor(130, 160, 205, 55)
NIGHT_MARGIN = QColor(230, 100, 100, 140)
NIGHT_STRIKE = QColor(225, 225, 240, 170)

LINE = 24.0  # ruling pitch
LEFT = 74.0  # the margin holding the area names
TOP = 14.0
# A column's least width: the pool is written smaller below COL_WIDTH, so that four players'
# columns fit the score dock beside a 1280-wide table (issue 25: the third was cut off).
COL_MIN = 130.0
COL_WIDTH = 280  # the natural width of a player's column


@dataclass
class Mark:
    """One thing written on the chart. ``kind``: title, name, label, hill, bonus, pool, result,
    note, foot. ``value`` is the number written (None when hidden or not a number), ``crossed`` a pool
    entry struck out, ``deal`` the deal it stands for, ``tip`` the hover text."""

    kind: str
    text: str
    rect: QRectF
    seat: int | None = None
    value: int | None = None
    crossed: bool = False
    deal: int | None = None
    tip: str = ""
    bold: bool = False
    colour: QColor = field(default_factory=lambda: QColor(INK))
    size: float = 1.0
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft


def minus(n: int) -> str:
    """A signed number as written: +12, 0, −40 (a true minus sign)."""
    return f"{n:+d}".replace("-", "−") if n else "0"


def pool_name(item: Any) -> str:
    """A game of the pool by its name ("No Tricks", "Award game"), in the window's language."""
    return contract_name({"name": item.name, "game": item.game, "kind": "pool"})


def deal_mark(deal: int | None) -> str:
    """What is written under a pool entry struck out: the deal it was played in (``d7``)."""
    return tr("d{n}", note="under a game struck out on King's chart: played in deal n").format(n=deal)


def hand_font(scale: float = 1.0, bold: bool = False) -> QFont:
    """A pen-like face where one is installed, a serif italic otherwise."""
    f = QFont()
    f.setFamilies(["Segoe Print", "Comic Neue", "Bradley Hand", "DejaVu Serif", "Serif"])
    f.setItalic(True)
    f.setPointSizeF(11.0 * scale)
    f.setBold(bold)
    return f


def _row(k: float) -> float:
    """The top of ruled line ``k``."""
    return TOP + k * LINE


@dataclass
class _Sheet:
    """What writing one chart shares: the chart, the view, each deal's record, the seats, the
    column width, and whether the numbers are hidden (NS)."""

    chart: KingChart
    view: View
    records: Mapping[int, Mapping[str, Any]]
    n: int
    cw: float
    hidden: bool


class KingChartWidget(QWidget):
    """The hill / pool / bonus chart of a King session.

    Call :meth:`set_view` with a King view (any seat: the chart is public) and the names;
    :meth:`set_hide_scores` is option NS. ``marks`` is what is drawn.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: View | None = None
        self.names: list[str] = []
        self.hide_scores = False
        self.marks: list[Mark] = []
        self._height = 400.0
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    # -- feeding ----------------------------------------------------------------------------------------------------

    def set_view(self, view: View, names: Sequence[str] | None = None) -> None:
        self.view = view
        self.names = seat_names(view, names)
        self._layout()

    def set_hide_scores(self, hide: bool) -> None:
        """Option NS: the numbers stay hidden until the session ends."""
        self.hide_scores = hide
        self._layout()

    @property
    def numbers_hidden(self) -> bool:
        return self.hide_scores and not (self.view is not None and self.view.is_over)

    # -- reading (tests, tooltips) ------------------------------------------------------------------------------

    def marks_of(self, kind: str, seat: int | None = None) -> list[Mark]:
        return [m for m in self.marks if m.kind == kind and (seat is None or m.seat == seat)]

    def tooltip_at(self, pos: QPointF) -> str:
        for m in reversed(self.marks):
            if m.tip and m.rect.adjusted(-3, -3, 3, 3).contains(pos):
                return m.tip
        return ""

    # -- layout ----------------------------------------------------------------------------------------------------

    def _chart(self) -> Any:
        return getattr(self.view, "chart", None) if self.view is not None else None

    def _column_width(self) -> float:
        chart = self._chart()
        n = len(chart.seats) if chart is not None else 3
        return max(COL_MIN, (self.width() - LEFT - 16) / max(n, 1))

    def _layout(self) -> None:
        """Lay out the marks on whole ruled lines: the title, the names, the hill, the pool, the
        bonus, the result, a foot note."""
        self.marks = []
        chart = self._chart()
        view = self.view
        if chart is None or view is None:
            self.update()
            return
        records: dict[int, Mapping[str, Any]] = {int(r["deal"]): r for r in getattr(view, "records", ())}
        c = _Sheet(chart, view, records, len(chart.seats), self._column_width(), self.numbers_hidden)
        self._write_heading(c)
        # Hill: the top area (penalties, running totals).
        k = 2
        self._add("label", tr("Hill"), QRectF(8, _row(k), LEFT - 14, LINE), colour=RED_INK, bold=True)
        self._add(
            "note",
            tr("penalties", note="King's hill"),
            QRectF(8, _row(k + 1), LEFT - 14, LINE),
            colour=PENCIL,
            size=0.72,
        )
        k += self._write_running(c, "hill", k)
        self._seps = [_row(k)]
        # Pool: the middle area; the unit scores, the award games after a gap; played ones struck out.
        self._add("label", tr("Pool"), QRectF(8, _row(k), LEFT - 14, LINE), colour=INK, bold=True)
        self._add(
            "note", tr("games", note="King's pool"), QRectF(8, _row(k + 1), LEFT - 14, LINE), colour=PENCIL, size=0.72
        )
        for s in range(c.n):
            self._write_pool(c, s, k)
        k += 2
        self._seps.append(_row(k))
        # Bonus: the bottom area (awards, running totals).
        self._add("label", tr("Bonus"), QRectF(8, _row(k), LEFT - 14, LINE), colour=GREEN_INK, bold=True)
        self._add(
            "note", tr("awards", note="King's bonus"), QRectF(8, _row(k + 1), LEFT - 14, LINE), colour=PENCIL, size=0.72
        )
        k += self._write_running(c, "bonus", k)
        self._seps.append(_row(k))
        # Result: bonus minus hill (D-king-5).
        self._add("label", tr("Result"), QRectF(8, _row(k), LEFT - 14, LINE * 1.2), colour=INK, bold=True)
        winners = set(getattr(view, "winners", ()) or ()) if view.is_over else set()
        for s in range(c.n):
            self._write_result(c, s, k, s in winners)
        k += 2
        self._bottom = _row(k)
        self._write_foot(c, k)
        self._n, self._cw = c.n, c.cw
        self.updateGeometry()
        self.update()

    def _write_heading(self, c: _Sheet) -> None:
        played = c.chart.deals_played
        if c.view.is_over:
            title = tr("King: score chart, session over after %n deals", n=played)
        else:
            title = tr("King: score chart, deal {n} of {total}")
            title = title.format(n=min(played + 1, c.chart.deals_total), total=c.chart.deals_total)
        self._add("title", title, QRectF(LEFT + 6, _row(0), c.cw * c.n, LINE), size=1.15, bold=True)
        for s in range(c.n):
            self._add(
                "name",
                self.names[s],
                QRectF(LEFT + s * c.cw, _row(1), c.cw, LINE),
                seat=s,
                bold=True,
                size=1.1,
                align=Qt.AlignmentFlag.AlignHCenter,
            )

    def _flow(self, c: _Sheet, entries: Sequence[Any]) -> list[tuple[float, float, int]]:
        """Where each running total goes, one after the other, as on paper: (x, width, line)."""
        fm = QFontMetricsF(hand_font())
        out, x, line = [], 0.0, 0
        for i, e in enumerate(entries):
            last = i == len(entries) - 1
            w = fm.horizontalAdvance(f"{e.total}{'' if last else '.'} ") * (1.1 if last else 1.0)
            if x + w > c.cw - 20 and x > 0:
                x, line = 0.0, line + 1
            out.append((x, w, line))
            x += w
        return out

    def _write_running(self, c: _Sheet, kind: str, first_row: int) -> int:
        """The hill or the bonus of every seat from ``first_row``; returns the rows it takes."""
        rows = 2
        for s in range(c.n):
            sc = c.chart.seats[s]
            entries = sc.hill if kind == "hill" else sc.bonus
            x0 = LEFT + s * c.cw + 10
            if c.hidden:
                self._add(
                    kind,
                    tr("hidden (NS)"),
                    QRectF(x0, _row(first_row), c.cw - 20, LINE),
                    seat=s,
                    colour=PENCIL,
                    size=0.85,
                )
                continue
            places = self._flow(c, entries)
            for e, (x, w, line), i in zip(entries, places, range(len(entries)), strict=True):
                last = i == len(entries) - 1
                r = c.records.get(e.deal)
                tip = tr("Deal {deal}: {points} to the hill, {total} so far")
                if kind != "hill":
                    tip = tr("Deal {deal}: {points} to the bonus, {total} so far")
                deal = f"{e.deal} ({contract_name(r)})" if r is not None else str(e.deal)
                self._add(
                    kind,
                    f"{e.total}{'' if last else '.'}",
                    QRectF(x0 + x, _row(first_row + line), w, LINE),
                    seat=s,
                    value=e.total,
                    deal=e.deal,
                    tip=tip.format(deal=deal, points=e.points, total=e.total),
                    bold=last,
                    colour=RED_INK if kind == "hill" else GREEN_INK,
                )
            if places:
                rows = max(rows, places[-1][2] + 1)
        return rows

    def _write_pool(self, c: _Sheet, s: int, k: int) -> None:
        """Seat ``s``'s pool on row ``k``: unit scores, then the award games after a gap; a game
        played is struck out, with its deal under it."""
        items = list(c.chart.seats[s].pool)
        awards = [i for i, it in enumerate(items) if it.game in ("award", "misere")]
        gap = 12.0 if awards and len(awards) < len(items) else 0.0
        texts = [f"+{it.unit}" if i in awards else str(it.unit) for i, it in enumerate(items)]
        # Each entry as wide as its number and a little air; a narrow column writes smaller.
        bold_fm = QFontMetricsF(hand_font(bold=True))
        note_w = QFontMetricsF(hand_font(0.7)).horizontalAdvance(deal_mark(c.chart.deals_total))
        need = [max(bold_fm.horizontalAdvance(t), note_w) + 9 for t in texts]
        room = c.cw - 16 - gap
        scale = min(1.0, room / max(sum(need), 1.0))
        spare = (room - sum(need) * scale) / max(len(items), 1)
        slots = [w * scale + spare for w in need]
        x = LEFT + s * c.cw + 8
        for i, item in enumerate(items):
            award = i in awards
            if award and i == awards[0]:
                x += gap
            crossed = item.played_in is not None
            slot = slots[i]
            self._add(
                "pool",
                texts[i],
                QRectF(x, _row(k), slot, LINE),
                seat=s,
                value=item.unit,
                crossed=crossed,
                deal=item.played_in,
                tip=self._pool_tip(s, item, c.records),
                colour=GREEN_INK if award else INK,
                align=Qt.AlignmentFlag.AlignHCenter,
                bold=not crossed,
                size=scale,
            )
            if crossed:
                self._add(
                    "note",
                    deal_mark(item.played_in),
                    QRectF(x, _row(k + 1), slot, LINE),
                    seat=s,
                    colour=PENCIL,
                    size=min(0.7, scale * 0.75),
                    align=Qt.AlignmentFlag.AlignHCenter,
                )
            x += slot

    def _write_result(self, c: _Sheet, s: int, k: int, winner: bool) -> None:
        """Seat ``s``'s result on row ``k`` (a star for a winner), its sum under it."""
        sc = c.chart.seats[s]
        x = LEFT + s * c.cw
        if c.hidden:
            self._add(
                "result",
                "?",
                QRectF(x, _row(k), c.cw, LINE * 1.2),
                seat=s,
                colour=PENCIL,
                size=1.2,
                align=Qt.AlignmentFlag.AlignHCenter,
            )
            return
        colour = GREEN_INK if sc.result > 0 else RED_INK if sc.result < 0 else INK
        star = "★ " if winner else ""
        self._add(
            "result",
            f"{star}{minus(sc.result)}",
            QRectF(x, _row(k), c.cw, LINE * 1.2),
            seat=s,
            value=sc.result,
            colour=colour,
            size=1.3,
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter,
            tip=(
                tr("{who}: bonus {bonus} − hill {hill} = {result} (winner)")
                if winner
                else tr("{who}: bonus {bonus} − hill {hill} = {result}")
            ).format(who=self.names[s], bonus=sc.bonus_total, hill=sc.hill_total, result=minus(sc.result)),
        )
        self._add(
            "note",
            f"{sc.bonus_total} − {sc.hill_total}",
            QRectF(x, _row(k + 1), c.cw, LINE),
            seat=s,
            colour=PENCIL,
            size=0.78,
            align=Qt.AlignmentFlag.AlignHCenter,
        )

    def _write_foot(self, c: _Sheet, k: int) -> None:
        """The foot note under the result; the chart's height follows from it."""
        if c.hidden:
            foot = tr("The numbers are hidden until the session ends (the NS setting).")
        else:
            total = sum(sc.result for sc in c.chart.seats)
            if c.view.is_over:
                foot = tr("The results sum to {total}: the surplus equals the liability.").format(total=total)
            else:
                foot = tr("The results so far sum to {total}; after the last deal they sum to zero.")
                foot = foot.format(total=minus(total))
            foot = tr("{text} Struck out: games played (dN: in deal N).").format(text=foot)
        # The foot note wraps onto a second line in a narrow chart.
        foot_font = QFontMetricsF(hand_font(0.8))
        lines = 1 if foot_font.horizontalAdvance(foot) < c.cw * c.n - 12 else 2
        self._add("foot", foot, QRectF(LEFT + 6, _row(k) + 5, c.cw * c.n - 12, LINE * lines), colour=PENCIL, size=0.8)
        k += lines - 1
        self._height = _row(k + 1) + 10

    def _pool_tip(self, s: int, item: Any, records: Mapping[int, Mapping[str, Any]]) -> str:
        award = item.game in ("award", "misere")
        unit = tr("{n} a trick").format(n=item.unit) if award else tr("unit {n}").format(n=item.unit)
        if item.played_in is None:
            text = (
                tr("Your {game} ({unit}): not played yet")
                if self.names[s] == YOU
                else tr("{who}'s {game} ({unit}): not played yet")
            )
            return text.format(who=self.names[s], game=pool_name(item), unit=unit)
        r = records.get(item.played_in)
        played = tr("Deal {deal}: {who} played {game}")
        if r is None:
            game = suit_text(item.declared) if item.declared else pool_name(item)
            return played.format(deal=item.played_in, who=self.names[s], game=game)
        played = played.format(deal=item.played_in, who=self.names[s], game=contract_name(r))
        lines = [tr("{text} (ended early)").format(text=played) if r["ended_early"] else played]
        for t in range(len(r["tricks"])):
            if r["sat_out"] == t:
                lines.append("  " + tr("{who}: sat out").format(who=self.names[t]))
                continue
            took = tr("%n tricks", n=r["tricks"][t], one="%n trick")
            if not self.numbers_hidden:
                p = r["points"][t]
                took += f", {'+' if r['kind'] == 'award' else '−'}{p}" if p else ", 0"
            lines.append(f"  {self.names[t]}: {took}")
        return "\n".join(lines)

    def _add(self, kind: str, text: str, rect: QRectF, **kw: Any) -> None:
        self.marks.append(Mark(kind, text, rect, **kw))

    # -- Qt ----------------------------------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        chart = self._chart()
        n = len(chart.seats) if chart is not None else 3
        return QSize(int(LEFT + n * COL_WIDTH + 16), int(self._height))

    def minimumSizeHint(self) -> QSize:
        chart = self._chart()
        n = len(chart.seats) if chart is not None else 3
        return QSize(int(LEFT + n * COL_MIN + 16), int(self._height))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout()

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            assert isinstance(e, QHelpEvent)
            tip = self.tooltip_at(QPointF(e.pos()))
            if tip:
                QToolTip.showText(e.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)

    def ink(self, colour: QColor) -> QColor:
        """``colour`` as it is painted: its night colour in a dark palette."""
        return NIGHT.get(colour.name(), colour) if on_dark(self.palette()) else colour

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self._paint_paper(p)
        if not self.marks:
            p.setPen(self.ink(PENCIL))
            p.setFont(hand_font())
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("The score chart fills in as deals are played."))
            return
        self._paint_frame(p)
        for m in self.marks:
            self._paint_mark(p, m)
        p.end()

    def _paint_paper(self, p: QPainter) -> None:
        night = on_dark(self.palette())
        p.fillRect(self.rect(), self.ink(PAPER))
        p.setPen(QPen(NIGHT_RULE if night else RULE, 1))
        y = TOP + LINE - 0.5
        while y < self.height():
            p.drawLine(QPointF(0, y), QPointF(self.width(), y))
            y += LINE
        p.setPen(QPen(NIGHT_MARGIN if night else MARGIN, 1.5))
        p.drawLine(QPointF(LEFT - 2, 0), QPointF(LEFT - 2, self.height()))

    def _paint_frame(self, p: QPainter) -> None:
        n, cw = self._n, self._cw
        right = LEFT + n * cw
        head = TOP + 2 * LINE - 0.5
        ink = QPen(self.ink(INK), 1.5)
        ink.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(ink)
        for s in range(1, n):  # the players' columns
            x = LEFT + s * cw
            p.drawLine(QPointF(x, TOP + LINE + 2), QPointF(x, self._bottom - 0.5))
        p.drawLine(QPointF(LEFT - 2, head), QPointF(right, head))
        # The pool between double lines, the result under a heavy rule.
        for y in self._seps[:2]:
            p.setPen(QPen(self.ink(INK), 1.2))
            p.drawLine(QPointF(LEFT - 2, y - 2.5), QPointF(right, y - 2.5))
            p.drawLine(QPointF(LEFT - 2, y + 0.5), QPointF(right, y + 0.5))
        p.setPen(QPen(self.ink(INK), 2.4))
        p.drawLine(QPointF(LEFT - 2, self._seps[2] - 0.5), QPointF(right, self._seps[2] - 0.5))

    def _paint_mark(self, p: QPainter, m: Mark) -> None:
        f = hand_font(m.size, m.bold)
        p.setFont(f)
        p.setPen(self.ink(m.colour))
        # Written on the line: the text's baseline a little above the ruling.
        flags = m.align | Qt.AlignmentFlag.AlignBottom
        rect = m.rect.adjusted(0, 0, 0, -3)
        text = m.text
        if m.kind == "foot":
            p.drawText(rect, int(m.align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap), text)
            return
        if m.kind in ("name", "title"):
            text = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, m.rect.width())
        p.drawText(rect, int(flags | Qt.TextFlag.TextDontClip) if m.kind == "note" else int(flags), text)
        if m.crossed:
            fm = QFontMetricsF(f)
            w = fm.horizontalAdvance(m.text) + 6
            cx, cy = m.rect.center().x(), rect.bottom() - fm.ascent() * 0.45
            path = QPainterPath(QPointF(cx - w / 2, cy + 5))
            path.quadTo(QPointF(cx - w / 6, cy + 2), QPointF(cx + w / 2, cy - 6))
            pen = QPen(NIGHT_STRIKE if on_dark(self.palette()) else STRIKE, 1.5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawPath(path)


def chart_pixmap(view: View, names: Sequence[str] | None, hide_scores: bool = False, width: int = 0) -> QPixmap:
    """The whole chart of ``view`` as an image, ``width`` wide (its natural width when 0; never
    narrower than its columns' minimum)."""
    w = KingChartWidget()
    w.hide_scores = hide_scores
    w.set_view(view, names)
    w.resize(max(width or w.sizeHint().width(), w.minimumSizeHint().width()), w.sizeHint().height())
    w.resize(w.width(), w.sizeHint().height())  # the height follows the width's line breaks
    pix = w.grab()
    w.deleteLater()
    return pix
