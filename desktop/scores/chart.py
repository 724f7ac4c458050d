"""The score-over-time chart (issue 11): one line per seat, its running total hand by hand.

The points are the running totals of ``view.records`` (the same numbers as the score sheet's
total columns), starting from 0 before the first hand. Kalooki's line is a penalty total, so the
title says lower is better; King's is the result (bonus minus hill, D-king-5).

The chart takes its colours from the palette (``follow_palette``, again on each change of it: the
dark theme, issue 24): the ground is the palette's Base, the words its Text, the grid a faint line
of the Text colour, and each seat's line its colour from the sheet, lighter on a dark ground.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QEvent, QMargins, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QCursor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from games.core import View

from ..i18n import tr
from ..per_game import look
from ..per_game.look import lower_is_better
from .sheet import counts_deals, line_colour, running_totals, score_name, seat_names


def nice_step(span: float, ticks: int = 6) -> float:
    """A round step (1, 2, 5 times a power of ten) giving about ``ticks`` intervals."""
    raw = max(span, 1.0) / ticks
    power = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return float(m * power)
    return float(10 * power)


class ScoreChart(QChartView):
    """A QChartView with one QLineSeries per seat. ``series`` holds them, in seat order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart_ = QChart()
        self.chart_.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self.chart_.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.chart_.setMargins(QMargins(6, 6, 6, 6))
        self.setChart(self.chart_)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.series: list[QLineSeries] = []
        self.hidden = False
        self.unit = "hand"
        self.deals = False  # King's lines go deal by deal
        self._key: tuple[object, ...] | None = None
        self.x_axis = QValueAxis()
        self.y_axis = QValueAxis()
        self.x_axis.setLabelFormat("%d")
        self.y_axis.setLabelFormat("%d")
        self.x_axis.setTitleText(tr("Hand"))
        self.chart_.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart_.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        f = QFont()
        f.setPointSizeF(f.pointSizeF() * 1.1)
        f.setBold(True)
        self.chart_.setTitleFont(f)
        self.setMinimumSize(420, 280)
        self.follow_palette()

    def follow_palette(self) -> None:
        """The chart in the widget's palette (the application's theme): ground, words, grid, lines."""
        pal = self.palette()
        ground, ink = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)
        faint, frame = QColor(ink), QColor(ink)
        faint.setAlpha(38)
        frame.setAlpha(120)
        self.setBackgroundBrush(QBrush(ground))
        self.chart_.setBackgroundBrush(QBrush(ground))
        self.chart_.setBackgroundPen(QPen(Qt.PenStyle.NoPen))
        self.chart_.setTitleBrush(QBrush(ink))
        self.chart_.legend().setLabelColor(ink)
        for axis in (self.x_axis, self.y_axis):
            axis.setLabelsColor(ink)
            axis.setTitleBrush(QBrush(ink))
            axis.setGridLineColor(faint)
            axis.setLinePenColor(frame)
        for s, line in enumerate(self.series):
            self._paint_line(line, s)

    def _paint_line(self, line: QLineSeries, seat: int) -> None:
        colour = line_colour(seat, self.palette())
        pen = QPen(colour, 2.4)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        line.setPen(pen)
        line.setColor(colour)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.follow_palette()

    def set_view(self, view: View, names: Sequence[str] | None = None, hide_scores: bool = False) -> bool:
        """Draw ``view``'s running totals; ``hide_scores`` (King's NS) leaves the chart empty until
        the session ends. Returns whether the chart changed."""
        names_ = seat_names(view, names)
        points = running_totals(view)
        hidden = hide_scores and look(view.game).hides_scores and not view.is_over
        key = (view.game, tuple(names_), tuple((h, tuple(t)) for h, t in points), hidden)
        if key == self._key:
            return False
        self._key = key
        self.hidden = hidden
        for old in self.series:
            self.chart_.removeSeries(old)
        self.series = []
        word = score_name(view.game)
        self.deals = counts_deals(view.game)
        self.unit = "deal" if self.deals else "hand"
        self.x_axis.setTitleText(tr("Deal") if self.deals else tr("Hand"))
        title = tr("{score} after each deal") if self.deals else tr("{score} after each hand")
        title, axis = title.format(score=word), word
        if lower_is_better(view.game):
            title, axis = (tr("{text} (lower is better)").format(text=t) for t in (title, axis))
        self.chart_.setTitle(title)
        self.y_axis.setTitleText(axis)
        if hidden:
            self.chart_.setTitle(tr("The scores are hidden until the session ends (the NS setting)"))
            points = []
        big = len(points) <= 40
        for s in range(view.players):
            line = QLineSeries()
            line.setName(names_[s])
            line.append(QPointF(0, 0))
            for hand, totals in points:
                line.append(QPointF(hand, totals[s]))
            self._paint_line(line, s)
            line.setPointsVisible(big)
            line.setMarkerSize(4.5)
            line.hovered.connect(lambda pt, state, s=s: self._hover(s, pt, state))
            self.chart_.addSeries(line)
            line.attachAxis(self.x_axis)
            line.attachAxis(self.y_axis)
            self.series.append(line)
        last = points[-1][0] if points else 1
        self.x_axis.setRange(0, max(last, 1) * 1.015 + 0.1)  # room for the last markers
        self.x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.x_axis.setTickAnchor(0)
        self.x_axis.setTickInterval(max(1.0, nice_step(last, 10)))
        values = [0] + [v for _, t in points for v in t]
        lo, hi = min(values), max(values)
        step = nice_step(hi - lo, 6)
        lo_r = step * (lo // step) if lo < 0 else 0.0
        hi_r = step * -(-hi // step) if hi > 0 else 0.0
        if hi_r == lo_r:
            hi_r = lo_r + step
        pad = (hi_r - lo_r) * 0.03  # a line along 0 or along the top stays clear of the frame
        self.y_axis.setRange(lo_r - pad, hi_r + pad)
        self.y_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.y_axis.setTickAnchor(0)
        self.y_axis.setTickInterval(step)
        return True

    def _hover(self, seat: int, point: QPointF, state: bool) -> None:
        """The nearest hand's total on the line under the mouse."""
        if not state:
            QToolTip.hideText()
            return
        line = self.series[seat]
        near = min(line.points(), key=lambda p: abs(p.x() - point.x()))
        text = tr("{who}: {total} after deal {n}") if self.deals else tr("{who}: {total} after hand {n}")
        QToolTip.showText(QCursor.pos(), text.format(who=line.name(), total=round(near.y()), n=round(near.x())), self)

    def line_points(self, seat: int) -> list[tuple[float, float]]:
        """The points of a seat's line (tests)."""
        return [(p.x(), p.y()) for p in self.series[seat].points()]
