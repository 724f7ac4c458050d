"""Looking closer (issue 25, "A table that explains itself"): a pile a player may look at spreads
out to be read, and the last trick can be looked at again.

- A pile whose cards the table shows face up beyond its top one (Freelance's discard pile before
  the campaign, Kalooki's discard pile, King's kitty once shown) spreads on a panel when the
  pointer rests on it (PEEK_DELAY_MS), or when it is clicked and the click is not a move. The
  panel shows exactly the faces the table shows for the view, never a card the view or the
  zone's rule keeps face down: a won-trick pile and the stock never spread their cards.
- When a trick is gathered the table keeps its cards and who played each (from the events it
  animates). Resting on or clicking the pile of whoever took it, or View > Show last trick (L),
  lays it out as it was played, with the players' names and who took it. It is forgotten at a
  new hand or match, and as soon as a view shows fewer cards gathered into the won piles than
  when it was taken (an undo, a replay stepped back): nothing stale is shown.

The panel never takes a move away: it lies beside its pile, never on it; a press on the panel
only closes it, and a press elsewhere closes it and goes on to what it was meant for.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from games.cards import Card
from games.core import View
from games.events import CardMoved, Event, HandStarted, TrickTaken

from ..i18n import tr
from ..naming import is_you, naming
from .animation import MovingTable
from .assets import CardArt
from .items import GOLD, CardItem
from .layout import label_words, zone_key

PEEK_DELAY_MS = 300  # the pointer rests this long on a pile before it spreads
PANEL_Z = 15_000  # above the cards (a dragged card: 10,000), under a refusal's toast (20,000)
GAP = 10.0  # between a panel and its pile
EDGE = 8.0  # between a panel and the table's edge


@dataclass(frozen=True)
class LastTrick:
    """The trick gathered last: (place, card) in the order played, who took it, its number, and
    when: the hand, and how many cards the won piles held once it was gathered."""

    plays: tuple[tuple[int | None, Card], ...]
    winner: int
    number: int
    hand_no: int
    gathered: int


@dataclass(frozen=True)
class Peek:
    """What a panel shows: the zone it belongs to, its kind ("pile" or "trick"), a title, the cards
    in order, a caption under each card (a trick's players) and the card marked, with its tag."""

    zone: str
    kind: str
    title: str
    cards: tuple[Card, ...]
    captions: tuple[str, ...] = ()
    marked: int | None = None
    tag: str = ""


class PeekPanel(QGraphicsObject):
    """A translucent panel with a title and cards laid out to be read: a pile's cards overlapping
    in a row (each card's index in view, rows wrapped to the width), a trick's side by side with
    each player's name under the card. Sized to fit ``max_w`` x ``max_h`` (smaller cards if need be)."""

    PAD = 10.0

    def __init__(
        self, art: CardArt, dpr: float, aspect: float, peek: Peek, card_w: float, max_w: float, max_h: float
    ) -> None:
        super().__init__()
        self.art, self.dpr, self.aspect, self.peek = art, dpr, aspect, peek
        self.title_font = QFont()
        self.title_font.setPixelSize(14)
        self.title_font.setBold(True)
        self.caption_font = QFont()
        self.caption_font.setPixelSize(12)
        self.rect = QRectF()
        self.spots: list[QRectF] = []
        self.card_w = card_w
        self.setZValue(PANEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the table's press handler closes it
        while True:
            self._arrange(self.card_w, max_w)
            if (self.rect.width() <= max_w and self.rect.height() <= max_h) or self.card_w <= 28:
                break
            self.card_w *= 0.88

    def _arrange(self, cw: float, max_w: float) -> None:
        ch = cw * self.aspect
        peek, pad = self.peek, self.PAD
        cap_fm = QFontMetricsF(self.caption_font)
        cap_h = cap_fm.height() + 6
        title_h = QFontMetricsF(self.title_font).height() + 8
        n = max(len(peek.cards), 1)
        if peek.captions:  # a trick: side by side, a name under each card
            widest = max(cap_fm.horizontalAdvance(c) for c in peek.captions) + 10
            step = max(cw + 10, min(widest, cw * 1.9))
            first = step
        else:  # a pile: overlapping, the index of each card in view
            step = max(cw * 0.5, 18.0)
            first = cw
        per_row = max(1, int((max_w - 2 * pad - first) // step) + 1)
        cols, rows = min(n, per_row), math.ceil(n / per_row)
        content_w = first + step * (cols - 1)
        title_w = QFontMetricsF(self.title_font).horizontalAdvance(peek.title) + 2
        width = min(max(content_w, title_w) + 2 * pad, max_w)
        row_h = ch + cap_h + 4
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, width, pad + title_h + rows * row_h + pad - 4)
        x0 = (width - content_w) / 2 + (first - cw) / 2
        self.spots = [
            QRectF(x0 + (i % per_row) * step, pad + title_h + (i // per_row) * row_h, cw, ch)
            for i in range(len(peek.cards))
        ]
        self.card_w = cw
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
        painter.setBrush(QColor(8, 26, 17, 222))
        painter.drawRoundedRect(self.rect, 10, 10)
        pad, peek = self.PAD, self.peek
        painter.setFont(self.title_font)
        painter.setPen(QColor(255, 244, 214))
        title_fm = QFontMetricsF(self.title_font)
        title = title_fm.elidedText(peek.title, Qt.TextElideMode.ElideRight, self.rect.width() - 2 * pad)
        painter.drawText(QRectF(pad, pad - 2, self.rect.width() - 2 * pad, title_fm.height() + 4), 0, title)
        cap_fm = QFontMetricsF(self.caption_font)
        painter.setFont(self.caption_font)
        for i, (card, r) in enumerate(zip(peek.cards, self.spots, strict=True)):
            pm = self.art.pixmap(str(card), r.width(), r.height(), self.dpr, False, 2.0)
            painter.drawPixmap(QRectF(r.x(), r.y(), r.width() + 2.0, r.height() + 2.0), pm, QRectF(pm.rect()))
            marked = i == peek.marked
            if marked:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(GOLD, 3))
                painter.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), r.width() * 0.06, r.width() * 0.06)
            text = peek.captions[i] if i < len(peek.captions) else ""
            if marked and peek.tag and peek.captions:
                self._paint_tag(painter, r, peek.tag)
            elif marked and peek.tag:
                text = peek.tag  # a pile's top card: the word under it
            if not text:
                continue
            cell = r.adjusted(-(self._cell_w() - r.width()) / 2, 0, (self._cell_w() - r.width()) / 2, 0)
            shown = cap_fm.elidedText(text, Qt.TextElideMode.ElideRight, max(cell.width(), r.width()))
            painter.setPen(GOLD if marked else QColor(232, 240, 232))
            below = QRectF(cell.x(), r.bottom() + 3, cell.width(), cap_fm.height() + 2)
            painter.drawText(below, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), shown)

    def _paint_tag(self, painter: QPainter, r: QRectF, text: str) -> None:
        """A gold-lettered tag on the lower half of card ``r`` (the trick's winning card: "takes")."""
        fm = QFontMetricsF(self.caption_font)
        w, h = fm.horizontalAdvance(text) + 12, fm.height() + 2
        tag = QRectF(r.center().x() - w / 2, r.top() + r.height() * 0.62, w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(24, 38, 30, 235))
        painter.drawRoundedRect(tag, h / 2, h / 2)
        painter.setPen(GOLD)
        painter.drawText(tag, int(Qt.AlignmentFlag.AlignCenter), text)
        painter.setFont(self.caption_font)

    def _cell_w(self) -> float:
        """The room for a caption under a card: a trick's step; a pile's tag may run wider."""
        if len(self.spots) > 1 and self.peek.captions:
            return self.spots[1].x() - self.spots[0].x() - 4
        return self.card_w * 1.6


def _won_total(view: View) -> int:
    return sum(len(cards) for zone, cards in view.zones.items() if zone.startswith("won"))


class PeekingTable(MovingTable):
    """The moving table, and the panels that spread a pile or show the last trick (see the
    module's docstring). The TableView built on it calls :meth:`peek_clicked` for a click that
    is no move, and :meth:`close_peek` on Escape; the menu calls :meth:`show_last_trick`."""

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(art, parent)
        self.last_trick: LastTrick | None = None
        self.peek_panel: PeekPanel | None = None
        self.peek_sticky = False  # opened by a click or a key: stays until dismissed
        self._hover_zone: str | None = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._hover_done)
        self._swallow_until = 0.0  # a press that closed a panel: its double-click does nothing

    # -- following the match -------------------------------------------------------------------------

    def new_match(self, game_id: str, names: Sequence[str], humans: Sequence[int]) -> None:
        self.close_peek()
        self.last_trick = None
        super().new_match(game_id, names, humans)

    def sync(self, view: View, duration_ms: int = 0) -> None:
        super().sync(view, duration_ms)
        lt = self.last_trick
        if lt is not None and (view.hand_no != lt.hand_no or _won_total(view) < lt.gathered):
            self.last_trick = None  # a new hand, or taken back (undo, a replay stepped back)
        self._refresh_peek()

    def play_events(self, events: Sequence[Event], final: View | None, done: Callable[[], None]) -> None:
        if self.is_animating():
            self.skip_animation()  # the scene at the end of the last batch: the trick as it lay
        if self._note_tricks(events) and self.peek_panel is not None and self.peek_panel.peek.kind == "trick":
            self._refresh_peek()
        super().play_events(events, final, done)

    def _note_tricks(self, events: Sequence[Event]) -> bool:
        """Keep the trick ``events`` gather, with who played each card: the cards already in the
        trick, and those the events bring. True if a trick was gathered or a hand began."""
        before = self.view
        if before is None:
            return False
        running = [(it.from_seat, it.card) for it in self.model.get("trick", []) if it.card is not None]
        gathered = _won_total(before)
        changed = False
        for e in events:
            if isinstance(e, CardMoved) and e.dst == "trick":
                seat = int(e.src[4:]) if e.src.startswith("hand") and e.src[4:].isdigit() else None
                running.append((seat, e.card))
            elif isinstance(e, TrickTaken):
                plays: list[tuple[int | None, Card]] = []
                for card in e.cards:
                    hit = next((p for p in running if p[1] == card), None)
                    if hit is not None:
                        running.remove(hit)
                    plays.append((hit[0] if hit is not None else None, card))
                gathered += len(e.cards)
                self.last_trick = LastTrick(tuple(plays), e.winner, e.number, before.hand_no, gathered)
                running, changed = [], True
            elif isinstance(e, HandStarted):
                self.last_trick, running, changed = None, [], True
        return changed

    # -- what a zone shows when looked at ------------------------------------------------------------

    def place_name(self, place: int | None) -> str:
        if place is None:
            return "?"
        spec = self._place_spec()
        if spec is not None and place >= self.players and self.view is not None:
            return spec.name(self.names[spec.player(self.view, place)])
        return self.names[place] if place < len(self.names) else tr("Seat {n}").format(n=place)

    def pile_name(self, zone: str) -> str:
        key = zone_key(self.game_id, zone)
        label = key.rule.label.replace("{n}", "").strip() or zone.replace("_", " ")
        name = tr("discard pile") if label == "discard" else label_words(key.rule.label) or zone.replace("_", " ")
        if key.seat is not None:
            who = self.place_name(key.seat)
            name = (
                tr("Your {pile}").format(pile=name) if is_you(who) else tr("{who}'s {pile}").format(who=who, pile=name)
            )
        return naming(name[:1].upper() + name[1:], self.names)

    def pile_peek(self, zone: str) -> Peek | None:
        """A pile's face-up cards, bottom to top, when the table shows more than its top one face
        up (exactly the faces the table draws: the view's known cards, where the rule shows faces)."""
        rule = zone_key(self.game_id, zone).rule
        items = self.model.get(zone, [])
        if rule.slot in ("hand", "trick", "melds") or rule.face == "down" or zone == "pack":
            return None
        faces = [it.card for it in items if it.card is not None]
        if len(faces) < 2:
            return None
        if rule.top_first:
            faces.reverse()
        hidden = len(items) - len(faces)
        count = tr("%n card", n=len(items)) if len(items) == 1 else tr("%n cards", n=len(items))
        more = tr(" (%n face down, not shown)", n=hidden) if hidden else tr(", the top card on the right")
        title = f"{self.pile_name(zone)}: {count}{more}"
        return Peek(zone, "pile", title, tuple(faces), (), len(faces) - 1, tr("top", note="a pile's top card"))

    def trick_peek(self) -> Peek | None:
        lt = self.last_trick
        if lt is None:
            return None
        names = tuple(self.place_name(p) for p, _ in lt.plays)
        marked = next((i for i, (p, _) in enumerate(lt.plays) if p == lt.winner), None)
        who = self.place_name(lt.winner)
        if is_you(who):
            title = tr("Last trick (trick {n}), taken by you").format(n=lt.number)
        else:
            title = tr("Last trick (trick {n}), taken by {who}").format(n=lt.number, who=who)
        takes = tr("takes", note="the card that takes the trick")
        return Peek(
            f"won{lt.winner}", "trick", naming(title, self.names), tuple(c for _, c in lt.plays), names, marked, takes
        )

    def peek_for(self, zone: str) -> Peek | None:
        lt = self.last_trick
        if lt is not None and zone == f"won{lt.winner}":
            return self.trick_peek()
        return self.pile_peek(zone)

    # -- the panel -----------------------------------------------------------------------------------

    def open_peek(self, peek: Peek, sticky: bool) -> None:
        self.close_peek()
        w, h = max(self.viewport().width(), 200), max(self.viewport().height(), 200)
        card_w = min(max(self.base_w * 0.9, 56.0), 96.0 if peek.kind == "trick" else 90.0)
        panel = PeekPanel(self.art, self.device_ratio(), self.aspect, peek, card_w, w - 2 * EDGE, h - 2 * EDGE)
        self.scene_.addItem(panel)
        self.peek_panel, self.peek_sticky = panel, sticky
        self._place_panel(panel)

    def close_peek(self) -> bool:
        """Take the panel away; False if none was shown."""
        panel, self.peek_panel = self.peek_panel, None
        self.peek_sticky = False
        if panel is None:
            return False
        if panel.scene() is not None:
            self.scene_.removeItem(panel)
        panel.deleteLater()
        return True

    def _refresh_peek(self) -> None:
        """The panel again from the table as it is now (the pile changed, the window was resized),
        or gone when its pile no longer spreads or its trick was forgotten."""
        panel = self.peek_panel
        if panel is None:
            return
        old = panel.peek
        peek = self.trick_peek() if old.kind == "trick" else self.pile_peek(old.zone)
        if peek is None:
            self.close_peek()
            return
        sticky = self.peek_sticky
        self.open_peek(peek, sticky)

    def _anchor(self, zone: str) -> QRectF:
        """Where a zone's cards and label lie on the table now (its area when it has no card drawn)."""
        rect = QRectF()
        for it in self.model.get(zone, []):
            if it.isVisible():
                rect = rect.united(it.sceneBoundingRect())
        label = self.labels.get(zone)
        if not rect.isEmpty() and label is not None and label.isVisible():
            rect = rect.united(label.sceneBoundingRect())
        if rect.isEmpty():
            area = self.zone_rect(zone)
            if area is not None:
                return area
            cx, cy = self.geom.middle if self.geom is not None else (self.width() / 2, self.height() / 2)
            return QRectF(cx - 1, cy - 1, 2, 2)
        return rect

    def _keep_clear(self, zone: str) -> list[tuple[QRectF, float]]:
        """What a panel for ``zone`` should not cover, each with how much it matters: the pile
        and its label above all (a click on it is a move), then the trick and the person's own
        cards, the name plates, tallies, notes and the hint line, the other zones' cards."""
        out: list[tuple[QRectF, float]] = [(self._anchor(zone), 100.0)]
        weights = {"trick": 6.0, self._play_hand(): 4.0, self._own_hand(): 4.0}
        for z, items in self.model.items():
            if z and z != zone and items and z != "pack":
                out.append((self._anchor(z), weights.get(z, 1.0)))
        texts = [self.note, self.hint_box, self.toast_box, *self.tally_boxes.values()]
        for item in [*self.plates.values(), *(t for t in texts if t.text)]:
            if item.isVisible():
                out.append((item.sceneBoundingRect(), 2.0))
        return out

    def _place_panel(self, panel: PeekPanel) -> None:
        """Inside the table, never on its pile, where it covers least of what :meth:`_keep_clear`
        names, and near its pile: beside it (above or below, centred on it, on the table or
        aligned with one of its sides; left or right), else the best free place on the table."""
        a = self._anchor(panel.peek.zone)
        w, h = panel.rect.width(), panel.rect.height()
        width, height = float(self.viewport().width()), float(self.viewport().height())
        xs = [a.center().x() - w / 2, width / 2 - w / 2, a.left(), a.right() - w]
        spots = [(x, a.top() - GAP - h) for x in xs] + [(x, a.bottom() + GAP) for x in xs]
        spots += [(a.right() + GAP, a.center().y() - h / 2), (a.left() - GAP - w, a.center().y() - h / 2)]
        step = 24.0
        spots += [
            (EDGE + i * step, EDGE + j * step)
            for i in range(int(max(width - w - 2 * EDGE, 0) // step) + 1)
            for j in range(int(max(height - h - 2 * EDGE, 0) // step) + 1)
        ]
        rects = [(r.left(), r.top(), r.right(), r.bottom(), wt) for r, wt in self._keep_clear(panel.peek.zone)]
        ax, ay = a.center().x(), a.center().y()
        best: tuple[float, float, float] | None = None
        for x, y in spots:
            x = min(max(x, EDGE), max(width - w - EDGE, EDGE))
            y = min(max(y, EDGE), max(height - h - EDGE, EDGE))
            # Each pixel away from the pile counts as a few pixels of the table covered.
            cost = 6.0 * math.hypot(x + w / 2 - ax, y + h / 2 - ay)
            for left, top, right, bottom, weight in rects:
                cw, ch = min(x + w, right) - max(x, left), min(y + h, bottom) - max(y, top)
                if cw > 0 and ch > 0:
                    cost += weight * cw * ch
            if best is None or cost < best[0] - 1e-6:
                best = (cost, x, y)
        assert best is not None
        panel.setPos(best[1], best[2])

    # -- the pointer and the keys --------------------------------------------------------------------

    def _card_at(self, scene_pos: QPointF) -> CardItem | None:
        for item in self.scene_.items(scene_pos):
            if isinstance(item, CardItem) and item.isVisible():
                return item
        return None

    def _near_panel(self, scene_pos: QPointF) -> bool:
        """The pointer is on the panel or its pile, or in the gap between them."""
        panel = self.peek_panel
        if panel is None:
            return False
        room = GAP + 6
        on_panel = panel.sceneBoundingRect().adjusted(-room, -room, room, room).contains(scene_pos)
        return on_panel or self._anchor(panel.peek.zone).adjusted(-4, -4, 4, 4).contains(scene_pos)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        pos = self.mapToScene(event.position().toPoint())
        if event.buttons() != Qt.MouseButton.NoButton:  # a drag: nothing spreads under it
            self._hover_zone = None
            self._hover_timer.stop()
            return
        if self.peek_panel is not None and self._near_panel(pos):
            return
        if self.peek_panel is not None and not self.peek_sticky:
            self.close_peek()
        it = self._card_at(pos)
        zone = it.zone if it is not None and self.peek_for(it.zone) is not None else None
        if zone != self._hover_zone:
            self._hover_zone = zone
            if zone is None:
                self._hover_timer.stop()
            else:
                self._hover_timer.start(PEEK_DELAY_MS)

    def _hover_done(self) -> None:
        zone = self._hover_zone
        if zone is None or QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return
        if self.peek_panel is not None and self.peek_panel.peek.zone == zone:
            return
        peek = self.peek_for(zone)
        if peek is not None:
            self.open_peek(peek, sticky=False)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover_zone = None
        self._hover_timer.stop()
        if self.peek_panel is not None and not self.peek_sticky:
            self.close_peek()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        panel = self.peek_panel
        if panel is not None:
            pos = self.mapToScene(event.position().toPoint())
            if panel.sceneBoundingRect().contains(pos):  # a press on the panel only closes it
                self.close_peek()
                self._swallow_until = time.monotonic() + QApplication.doubleClickInterval() / 1000
                event.accept()
                return
            it = self._card_at(pos)
            if it is None or it.zone != panel.peek.zone:  # a press elsewhere: closed, and it goes on
                self.close_peek()
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if time.monotonic() < self._swallow_until:
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def peek_clicked(self, zone: str) -> bool:
        """A click on a card of ``zone`` that is no move: spread the pile (or show the last
        trick) until dismissed; a second click puts it away. False if the zone shows nothing."""
        self._hover_timer.stop()
        panel = self.peek_panel
        if panel is not None and panel.peek.zone == zone:
            if self.peek_sticky:
                self.close_peek()
            else:
                self.peek_sticky = True
            return True
        peek = self.peek_for(zone)
        if peek is None:
            return False
        self.open_peek(peek, sticky=True)
        return True

    def show_last_trick(self) -> bool:
        """View > Show last trick (L): the last trick laid out until dismissed (L again, Escape,
        a click); said in a toast when there is none. False if there is none."""
        panel = self.peek_panel
        if panel is not None and panel.peek.kind == "trick":
            self.close_peek()
            return True
        peek = self.trick_peek()
        if peek is None:
            has_tricks = self.view is not None and "trick" in self.view.zones
            self.toast(
                tr("There is no last trick to show in this hand") if has_tricks else tr("This game has no tricks")
            )
            return False
        self.open_peek(peek, sticky=True)
        return True

    # -- inspection (tests, screenshots) -------------------------------------------------------------

    def peek_cards(self) -> list[Card]:
        """The faces the panel shows, in its order (none when no panel is shown)."""
        return list(self.peek_panel.peek.cards) if self.peek_panel is not None else []
