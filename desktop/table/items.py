"""The scene's items: cards, seat plates, drop areas, speech bubbles and the table note."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from games.cards import Card

from ..i18n import tr
from .assets import BACK, CardArt


class CardTable(Protocol):
    """What a card item asks of the table it lies on (desktop.table.view.TableView is one): its art and
    card size, and where its clicks and drags go. Items never import the table."""

    art: CardArt
    base_w: float
    base_h: float

    def device_ratio(self) -> float: ...
    def is_animating(self) -> bool: ...
    def skip_animation(self) -> None: ...
    def card_clicked(self, it: CardItem) -> None: ...
    def card_activated(self, it: CardItem) -> None: ...
    def came_under_pointer(self, it: CardItem) -> bool: ...
    def drag_started(self, it: CardItem) -> None: ...
    def drag_moved(self, it: CardItem, pos: QPointF) -> None: ...
    def drag_dropped(self, it: CardItem, pos: QPointF) -> None: ...


GOLD = QColor(255, 206, 84)
FOCUS = QColor(90, 200, 255)
SELECT = QColor(120, 170, 255)
FELT = QColor(22, 92, 60)
# A card just received: a white halo and a "new" tag (not told by colour alone, and unlike the
# gold of a legal card or the blue of the keyboard's choice).
FRESH = QColor(225, 246, 255, 240)
FRESH_TAG = QColor(24, 38, 30, 230)


class CardItem(QGraphicsObject):
    """One card on the table. Drawn at the table's full card size and scaled to its zone's size
    (``scale``), from a pixmap rendered at that final size, so it is sharp where it rests."""

    def __init__(self, table: CardTable, card: Card | None) -> None:
        super().__init__()
        self.table = table
        self.card = card  # what the model knows this card to be (None: unknown to the viewer)
        self.shown: Card | None = card  # the face painted now (None: the back)
        self.zone = ""
        self.from_seat: int | None = None  # who put it in the trick
        self.legal = False
        self.dimmed = False
        self.selected_ = False
        self.focused = False
        self.fresh = False  # just received or drawn: marked for a moment (TableView.FRESH_MS)
        self.winner = False  # the card that takes the trick, marked while the full trick is shown
        self.interactive = False
        self.target_scale = 1.0
        self.rest_pos = QPointF()
        self.rest_z = 0.0
        self._press: QPointF | None = None
        self._press_item_pos = QPointF()
        self.dragging = False
        # Where it lies, its lift for the keyboard's choice or a selection left out, and when it
        # got there (time.monotonic(): the end of its glide): the table's came_under_pointer.
        self.spot = QPointF(-1e9, -1e9)
        self.moved_at = 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    def set_spot(self, spot: QPointF, arrives_in_s: float, now: float) -> None:
        if spot != self.spot:
            self.spot = spot
            self.moved_at = now + arrives_in_s

    # -- drawing -------------------------------------------------------------------------------

    @property
    def art(self) -> CardArt:
        return self.table.art

    def boundingRect(self) -> QRectF:
        pad = 5.0 / max(self.target_scale, 0.05)  # room for the marks drawn around the card
        return QRectF(-pad, -pad, self.table.base_w + 2 * pad, self.table.base_h + 2 * pad)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(0, 0, self.table.base_w, self.table.base_h))
        return p

    def set_target_scale(self, scale: float) -> None:
        if scale != self.target_scale:
            self.prepareGeometryChange()
            self.target_scale = scale
            self.update()

    @property
    def face_up(self) -> bool:
        """Whether a face is painted now (animations turn cards over after the model moved on)."""
        return self.shown is not None

    def set_face(self, card: Card | None, face_up: bool) -> None:
        shown = card if face_up else None
        if shown != self.shown:
            self.shown = shown
            self.update()

    def set_marks(self, legal: bool, dimmed: bool, selected: bool, focused: bool) -> None:
        if (legal, dimmed, selected, focused) != (self.legal, self.dimmed, self.selected_, self.focused):
            self.legal, self.dimmed, self.selected_, self.focused = legal, dimmed, selected, focused
            self.update()

    def set_fresh(self, fresh: bool) -> None:
        if fresh != self.fresh:
            self.fresh = fresh
            self.update()

    def set_winner(self, winner: bool) -> None:
        if winner != self.winner:
            self.winner = winner
            self.update()

    def _paint_fresh(self, painter: QPainter, s: float) -> None:
        self._paint_tag(painter, s, FRESH, FRESH_TAG, tr("new", note="a card just received"))

    def _paint_tag(self, painter: QPainter, s: float, ring: QColor, back: QColor, text: str) -> None:
        """A halo round the card and a tag with ``text`` (a card received: "new"; the card that
        takes the trick: "takes"), not told by colour alone."""
        bw, bh = self.table.base_w, self.table.base_h
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen_w = 5.0 / s
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ring, pen_w))
        outer = QRectF(0, 0, bw, bh).adjusted(-pen_w, -pen_w, pen_w, pen_w)
        painter.drawRoundedRect(outer, bw * 0.07, bw * 0.07)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(bh * 0.095)))
        painter.setFont(font)
        fm = QFontMetricsF(font)
        w, h = fm.horizontalAdvance(text) + bh * 0.05, fm.height() + bh * 0.02
        # At the left edge, below the index: the part of a card a fanned hand leaves in view.
        tag = QRectF(bw * 0.02, bh * 0.52, w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(back))
        painter.drawRoundedRect(tag, h / 2, h / 2)
        painter.setPen(QPen(ring))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        bw, bh = self.table.base_w, self.table.base_h
        s = max(self.target_scale, 0.05)
        dpr = self.table.device_ratio()
        name = str(self.shown) if self.shown is not None else BACK
        shadow = 3.0
        pm = self.art.pixmap(name, bw * s, bh * s, dpr, self.dimmed, shadow)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, bw + shadow / s, bh + shadow / s), pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.selected_ or self.focused or self.legal:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen_w = 3.0 / s
            radius = bw * 0.05
            color = FOCUS if self.focused else SELECT if self.selected_ else GOLD
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, pen_w if (self.focused or self.selected_) else pen_w * 0.8))
            painter.drawRoundedRect(
                QRectF(0, 0, bw, bh).adjusted(-pen_w / 2, -pen_w / 2, pen_w / 2, pen_w / 2), radius, radius
            )
        if self.winner and self.shown is not None:
            self._paint_tag(painter, s, GOLD, FRESH_TAG, tr("takes", note="the card that takes the trick"))
        if self.fresh and self.shown is not None:
            self._paint_fresh(painter, s)

    # -- scale as a property the animations drive ------------------------------------------------

    def _get_scale(self) -> float:
        return self.scale()

    def _set_scale(self, value: float) -> None:
        self.setScale(value)

    card_scale = Property(float, _get_scale, _set_scale)

    # -- mouse -----------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.table.is_animating():
            self.table.skip_animation()
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_item_pos = self.pos()
        self.dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self.dragging:
            if not self.interactive:
                return
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = True
            self.setZValue(10_000)
            self.table.drag_started(self)
        self.setPos(self._press_item_pos + delta)
        self.table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            return
        if self.dragging:
            self.dragging = False
            self.table.drag_dropped(self, event.scenePos())
        else:
            self.table.card_clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        if self.table.is_animating():
            self.table.skip_animation()
            return
        if self.table.came_under_pointer(self):  # meant for the card that was there a moment ago
            return
        self.table.card_activated(self)


def _text_rect(fm: QFontMetricsF, text: str) -> QRectF:
    return fm.boundingRect(text)


class SeatPlate(QGraphicsObject):
    """A seat's name, score, note (bids, tokens, tricks), the dealer's mark, and whose turn it is."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 200, 44)
        self.name = ""
        self.score = ""
        self.note = ""
        self.dealer = False
        self.active = False
        self.human = False
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_info(self, name: str, score: str, note: str, dealer: bool, active: bool, human: bool) -> None:
        info = (name, score, note, dealer, active, human)
        if info != (self.name, self.score, self.note, self.dealer, self.active, self.human):
            self.name, self.score, self.note, self.dealer, self.active, self.human = info
            self.update()

    def set_rect(self, x: float, y: float, w: float, h: float) -> None:
        if self.pos().x() != x or self.pos().y() != y:
            self.setPos(x, y)
        if self.rect != QRectF(0, 0, w, h):
            self.prepareGeometryChange()
            self.rect = QRectF(0, 0, w, h)
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(GOLD, 2.5) if self.active else QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QColor(0, 0, 0, 110) if not self.active else QColor(60, 50, 10, 170))
        painter.drawRoundedRect(r, 8, 8)
        x = 8.0
        if self.dealer:
            d = 18.0
            painter.setPen(QPen(QColor(40, 40, 40), 1))
            painter.setBrush(QColor(250, 250, 240))
            painter.drawEllipse(QRectF(x, 5, d, d))
            f = QFont(painter.font())
            f.setBold(True)
            f.setPixelSize(11)
            painter.setFont(f)
            painter.setPen(QColor(20, 20, 20))
            painter.drawText(QRectF(x, 5, d, d), Qt.AlignmentFlag.AlignCenter, tr("D", note="the dealer's mark"))
            x += d + 6
        name_font = QFont(painter.font())
        name_font.setBold(True)
        name_font.setPixelSize(14)
        painter.setFont(name_font)
        fm = QFontMetricsF(name_font)
        score_w = fm.horizontalAdvance(self.score) + 10
        painter.setPen(QColor(255, 255, 255))
        name = fm.elidedText(self.name, Qt.TextElideMode.ElideRight, r.width() - x - score_w - 6)
        painter.drawText(QRectF(x, 3, r.width() - x - score_w, 20), Qt.AlignmentFlag.AlignVCenter, name)
        painter.setPen(GOLD)
        painter.drawText(
            QRectF(r.width() - score_w - 6, 3, score_w, 20),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            self.score,
        )
        note_font = QFont(painter.font())
        note_font.setBold(False)
        note_font.setPixelSize(12)
        painter.setFont(note_font)
        fm2 = QFontMetricsF(note_font)
        painter.setPen(QColor(225, 235, 225))
        note = fm2.elidedText(self.note, Qt.TextElideMode.ElideRight, r.width() - 16)
        painter.drawText(QRectF(8, 23, r.width() - 16, 18), Qt.AlignmentFlag.AlignVCenter, note)


class DropArea(QGraphicsObject):
    """A zone that accepts dropped cards: outlined while a card is dragged, lit when the card may go there."""

    def __init__(self, zone: str) -> None:
        super().__init__()
        self.zone = zone
        self.rect = QRectF()
        self.state = "off"  # off, idle, hover, refuse
        self.caption = ""  # set while a card may go here: drawn as a waiting target, "discard here"
        self.words = True  # the caption is written (the zone is empty)
        self.setZValue(1)
        self.setVisible(False)

    def set_ready(self, caption: str, words: bool = True) -> None:
        """Draw the zone as a target waiting for a card (``caption`` says for what), or not ("").
        Without ``words`` only the outline: cards lie there and would hide the caption."""
        if (caption, words) != (self.caption, self.words):
            self.caption, self.words = caption, words
            self.setVisible(self.state != "off" or bool(caption))
            self.update()

    def set_rect(self, r: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(r)
        self.update()

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.setVisible(state != "off" or bool(self.caption))
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.state == "off" and self.caption:
            self._paint_waiting(painter)
            return
        color = {"idle": QColor(255, 255, 255, 110), "hover": GOLD, "refuse": QColor(230, 90, 80)}.get(
            self.state, QColor(0, 0, 0, 0)
        )
        pen = QPen(
            color,
            3 if self.state == "hover" else 2,
            Qt.PenStyle.DashLine if self.state == "idle" else Qt.PenStyle.SolidLine,
        )
        painter.setPen(pen)
        fill = QColor(color)
        fill.setAlpha(40 if self.state == "hover" else 15)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(self.rect, 12, 12)
        if self.state == "refuse":  # not by its red alone (issue 24): hatched, as a closed place is
            hatch = QColor(color)
            hatch.setAlpha(230)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(self.rect, 12, 12)

    def _paint_waiting(self, painter: QPainter) -> None:
        """A target waiting for a card: a dashed outline and its caption low inside it."""
        painter.setPen(QPen(QColor(255, 255, 255, 150), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QBrush(QColor(255, 255, 255, 18)))
        painter.drawRoundedRect(self.rect, 12, 12)
        if not self.words:
            return
        font = painter.font()
        font.setPointSizeF(9)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 210))
        low = self.rect.adjusted(6, 0, -6, -6)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap
        painter.drawText(low, int(flags), self.caption)


class Bubble(QGraphicsObject):
    """What a seat just said (a bid, a pass, a call), beside its plate."""

    def __init__(self, text: str, font_px: int = 14) -> None:
        super().__init__()
        self.text = text
        self.font = QFont()
        self.font.setPixelSize(font_px)
        self.font.setBold(True)
        fm = QFontMetricsF(self.font)
        self.rect = QRectF(0, 0, fm.horizontalAdvance(text) + 20, fm.height() + 10)
        self.setZValue(9000)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(60, 60, 60), 1))
        painter.setBrush(QColor(255, 253, 235))
        painter.drawRoundedRect(self.rect, 10, 10)
        painter.setFont(self.font)
        painter.setPen(QColor(20, 20, 20))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


class TextBox(QGraphicsObject):
    """A wrapped text on a dark panel: the table note, a refusal, a hint."""

    def __init__(self, font_px: int = 13, color: QColor | None = None, bg: QColor | None = None) -> None:
        super().__init__()
        self.text = ""
        self.rect = QRectF(0, 0, 10, 10)
        self.font = QFont()
        self.font.setPixelSize(font_px)
        self.color = color or QColor(255, 255, 255)
        self.bg = bg or QColor(0, 0, 0, 110)
        self.max_w = 300.0
        self.centered = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str, max_w: float | None = None) -> None:
        if text == self.text and (max_w is None or max_w == self.max_w):
            return
        if max_w is not None:
            self.max_w = max_w
        self.prepareGeometryChange()
        self.text = text
        if not text:
            self.rect = QRectF(0, 0, 0, 0)
        else:
            fm = QFontMetricsF(self.font)
            flags = int(Qt.TextFlag.TextWordWrap)
            br = fm.boundingRect(QRectF(0, 0, self.max_w - 16, 1000), flags, text)
            self.rect = QRectF(0, 0, br.width() + 16, br.height() + 10)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.bg)
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setFont(self.font)
        painter.setPen(self.color)
        painter.drawText(
            self.rect.adjusted(8, 5, -8, -5),
            int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self.text,
        )


class Label(QGraphicsObject):
    """A small caption under a pile ("stock 42", "discard")."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.font.setPixelSize(12)
        self.rect = QRectF()
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            fm = QFontMetricsF(self.font)
            self.rect = QRectF(0, 0, fm.horizontalAdvance(text) + 10, fm.height() + 4)
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(self.rect, 6, 6)
        painter.setFont(self.font)
        painter.setPen(QColor(235, 240, 235))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)
