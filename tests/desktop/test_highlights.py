"""Highlights that do not depend on red against green alone (issue 24): a place a dragged card
may not go is hatched, not only tinted red, so a player who cannot tell red from the gold of
a place it may go still sees the difference."""

from __future__ import annotations

import statistics
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.table.items import DropArea


def _inside(state: str) -> list[int]:
    area = DropArea("middle")
    area.set_rect(QRectF(0, 0, 120, 120))
    area.set_state(state)
    img = QImage(130, 130, QImage.Format.Format_ARGB32)
    img.fill(QColor(30, 112, 72))
    painter = QPainter(img)
    area.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    gray = img.convertToFormat(QImage.Format.Format_Grayscale8)
    return [gray.pixelColor(x, y).value() for x in range(20, 100) for y in range(20, 100)]


def test_a_refused_place_is_hatched_a_welcoming_one_is_not(qtbot: Any) -> None:
    refuse, hover = _inside("refuse"), _inside("hover")
    assert statistics.pstdev(hover) < 1.0  # an even tint
    assert statistics.pstdev(refuse) > 5.0  # stripes, whatever the colour
