"""The card table: one QGraphicsScene drawn from a seat's View and animated from engine events.

The View is the truth: after each batch of events the scene is re-synchronised to it
(:meth:`TableView.sync`). Events only decorate the way there: each CardMoved glides a card
(QPropertyAnimation on ``pos`` and ``card_scale``, grouped in QParallelAnimationGroup steps
played one after the other by a QSequentialAnimationGroup). A click skips to the end.

The human plays by dragging a card to a target (the drag starts past startDragDistance; legal
targets light up), by double-clicking it, or with the keyboard (arrows, Enter; Space selects a
card for a meld). Illegal moves are sent to the engine anyway, so the refusal carries the
engine's own reason; the card then glides back.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QMouseEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMenu, QWidget

import games
from games.actions import Action
from games.cards import Card, sort_key
from games.core import View
from games.events import CardMoved, Event, HandStarted, Said, TrickTaken

from .assets import CardArt
from .items import Bubble, CardItem, DropArea, Label, SeatPlate, TextBox
from .layout import TableGeom, ZoneGeom, compute, zone_key
from .moves import MULTI_CARD_VERBS, card_actions, meld_ref, name_seats

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.9}
MOVE_MS = 330
DEAL_STAGGER_MS = 28
TRICK_PAUSE_MS = 650
SAID_MS = 420
PACK = "pack"


@dataclass
class Target:
    pos: QPointF
    scale: float
    z: float
    show: bool
    face: Card | None


class TableView(QGraphicsView):
    """The table widget. Signals: ``action_chosen(text)``, ``message(text)``, ``selection_changed()``."""

    action_chosen = Signal(str)
    message = Signal(str)
    selection_changed = Signal()
    no_card_move = Signal()  # a card was activated when the legal actions move none

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.aspect = art.aspect()
        self.scene_ = QGraphicsScene(self)
        self.setScene(self.scene_)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 420)
        self.speed = "normal"
        self.game_id = ""
        self.players = 0
        self.names: list[str] = []
        self.humans: set[int] = set()
        self.viewer: int | None = None  # whose eyes the table shows; None: public (hand-over)
        self.layout_seat = 0  # who sits at the bottom
        self.view: View | None = None
        self.model: dict[str, list[CardItem]] = {}
        self.geom: TableGeom | None = None
        self.base_w = 80.0
        self.base_h = 112.0
        self.legal: list[Action] | None = None
        self.selection: list[CardItem] = []
        self.focus_index = -1
        self.plates: dict[int, SeatPlate] = {}
        self.labels: dict[str, Label] = {}
        self.areas: dict[str, DropArea] = {}
        self.bubbles: dict[int, Bubble] = {}
        # Cards the seat shown has just received or drawn: marked while moving, and for FRESH_MS
        # after the batch that brought them is shown (then the timer clears them).
        self._fresh_new: list[CardItem] = []
        self._fresh_shown: list[CardItem] = []
        self._fresh_timer = QTimer(self)
        self._fresh_timer.setSingleShot(True)
        self._fresh_timer.timeout.connect(self.clear_fresh)
        # Each seat's cumulative match score with the game's sense, beside its name plate (issue 11):
        # ``tally(view, seat)`` gives the text (the window passes score_window.tally_text).
        self.tally: Callable[[View, int], str] | None = None
        self.tally_boxes: dict[int, TextBox] = {}
        self.note = TextBox(13)
        self.note.setZValue(4)
        self.toast_box = TextBox(14, QColor(255, 255, 255), QColor(150, 40, 30, 225))
        self.toast_box.setZValue(20_000)
        self.hint_box = TextBox(13, QColor(255, 240, 200), QColor(0, 0, 0, 130))
        self.hint_box.setZValue(4)
        self.to_act: int | None = None
        self.anim: QSequentialAnimationGroup | None = None
        self.anim_done: Callable[[], None] | None = None
        self.anim_final: View | None = None
        self.pending_drop: CardItem | None = None
        self._planned: dict[CardItem, tuple[QPointF, float]] = {}
        self._base_seen = (0.0, 0.0)
        self.frame_times: list[float] = []  # animation frame timestamps, for the frame-rate figure
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(lambda: self.toast_box.set_text(""))
        self._reset_scene()

    # -- setup ----------------------------------------------------------------------------------

    def _reset_scene(self) -> None:
        self.stop_animation()
        self.clear_fresh()
        self.scene_.clear()
        self.model = {}
        self.plates = {}
        self.labels = {}
        self.areas = {}
        self.bubbles = {}
        self.tally_boxes = {}
        self.selection = []
        self.note = TextBox(13)
        self.note.setZValue(4)
        self.toast_box = TextBox(14, QColor(255, 255, 255), QColor(150, 40, 30, 225))
        self.toast_box.setZValue(20_000)
        self.hint_box = TextBox(13, QColor(255, 240, 200), QColor(0, 0, 0, 130))
        self.hint_box.setZValue(4)
        for item in (self.note, self.toast_box, self.hint_box):
            self.scene_.addItem(item)

    def new_match(self, game_id: str, names: Sequence[str], humans: Sequence[int]) -> None:
        self._reset_scene()
        self.game_id = game_id
        self.players = len(names)
        self.names = list(names)
        self.humans = set(humans)
        self.viewer = None
        self.layout_seat = min(humans) if humans else 0
        self.view = None
        self.legal = None
        self.to_act = None
        for s in range(self.players):
            plate = SeatPlate()
            self.plates[s] = plate
            self.scene_.addItem(plate)
            tally = TextBox(11, QColor(255, 236, 170), QColor(0, 0, 0, 120))
            tally.setZValue(4)
            self.tally_boxes[s] = tally
            self.scene_.addItem(tally)
        middle = DropArea("middle")
        self.areas["middle"] = middle
        self.scene_.addItem(middle)

    def set_viewer(self, seat: int | None) -> None:
        """Show the table through ``seat``'s eyes (None: only what everybody sees)."""
        if seat != self.viewer:
            self.clear_fresh()
        self.viewer = seat
        if seat is not None:
            self.layout_seat = seat

    def device_ratio(self) -> float:
        return (
            float(self.devicePixelRatioF()) if self.viewport() is None else float(self.viewport().devicePixelRatioF())
        )

    # -- background ---------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        w, h = max(self.width(), 1), max(self.height(), 1)
        grad = QRadialGradient(w / 2, h * 0.45, max(w, h) * 0.75)
        grad.setColorAt(0.0, QColor(30, 112, 72))
        grad.setColorAt(1.0, QColor(12, 60, 38))
        painter.fillRect(rect, QBrush(grad))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scene_.setSceneRect(0, 0, self.viewport().width(), self.viewport().height())
        self.resetCachedContent()
        if self.view is not None:
            if self.is_animating():
                self.skip_animation()
            else:
                self.sync(self.view, 0)

    # -- geometry -------------------------------------------------------------------------------

    def _hand_sort(self, c: Card | None) -> tuple[Any, ...]:
        if c is None:
            return (9, 0, 0)
        game_key = getattr(games.get(self.game_id), "sort_key", None) if self.game_id else None
        if callable(game_key):
            return (0, *tuple(game_key(c)))
        trump = None
        if self.view is not None:
            contract = getattr(self.view, "contract", None)
            if isinstance(contract, tuple) and len(contract) > 1 and isinstance(contract[1], str):
                trump = contract[1]
            trump = getattr(self.view, "trump", None) or trump
        return (0, *sort_key(c, trump if trump in ("C", "D", "H", "S") else None))

    def _counts(self) -> dict[str, int]:
        return {z: len(items) for z, items in self.model.items() if z != PACK and self._drawn(z)}

    def _drawn(self, zone: str) -> bool:
        """Zones the table lays out: those the view knows, and per-seat or meld zones events create."""
        if self.view is not None and zone in self.view.zones:
            return True
        return zone != PACK and (zone.startswith("melds") or zone == "trick")

    def _compute(self) -> TableGeom:
        w = max(self.viewport().width(), 200)
        h = max(self.viewport().height(), 200)
        trick_seats = [it.from_seat for it in self.model.get("trick", [])]
        geom = compute(self.game_id, self._counts(), self.players, self.layout_seat, w, h, self.aspect, trick_seats)
        self.base_w, self.base_h = geom.card_w, geom.card_h
        return geom

    def _targets(self, geom: TableGeom) -> dict[CardItem, Target]:
        out: dict[CardItem, Target] = {}
        cx, cy = geom.middle
        for zone, items in self.model.items():
            if zone == self._own_hand():
                items.sort(key=lambda it: self._hand_sort(it.card))
            zg = geom.zones.get(zone)
            if zg is None:
                for i, it in enumerate(items):  # the pack: a squared pile in the middle
                    out[it] = Target(
                        QPointF(cx - geom.card_w * 0.41, cy - geom.card_h * 0.41), 0.82, 30 + i * 0.01, False, None
                    )
                continue
            scale = zg.w / geom.card_w
            for i, it in enumerate(items):
                spot = zg.spots[i] if i < len(zg.spots) else zg.spots[-1]
                show = it.card is not None and zg.key.rule.face != "down"
                lift = 0.0
                if it in self.selection:
                    lift = zg.h * 0.22
                elif zone == self._own_hand() and self._focused_item() is it:
                    lift = zg.h * 0.1
                out[it] = Target(QPointF(spot.x, spot.y - lift), scale, spot.z, show, it.card if show else None)
        return out

    def _own_hand(self) -> str:
        return f"hand{self.viewer}" if self.viewer is not None else ""

    # -- synchronising to a view ------------------------------------------------------------------

    def sync(self, view: View, duration_ms: int = 0) -> None:
        """Make the scene show ``view``: every zone's cards, seat plates, notes. Reuses the items
        already there (so nothing jumps), creates or drops the difference."""
        self.view = view
        target_zones = {z: list(cs) for z, cs in view.zones.items()}
        new: dict[str, list[CardItem | None]] = {z: [None] * len(cs) for z, cs in target_zones.items()}
        used: set[CardItem] = set()
        by_zone: dict[str, dict[Card | None, list[CardItem]]] = {}
        anywhere: dict[Card | None, list[CardItem]] = {}
        for z, items in self.model.items():
            index = by_zone.setdefault(z, {})
            for it in items:
                index.setdefault(it.card, []).append(it)
                anywhere.setdefault(it.card, []).append(it)

        def pop(pool: list[CardItem] | None) -> CardItem | None:
            while pool:
                it = pool.pop(0)
                if it not in used:
                    used.add(it)
                    return it
            return None

        # 1. the same card, still in the same zone; 2. an unknown card that stays unknown there.
        for z, cs in target_zones.items():
            index = by_zone.get(z, {})
            for i, c in enumerate(cs):
                if c is not None:
                    new[z][i] = pop(index.get(c))
            for i, c in enumerate(cs):
                if c is None:
                    new[z][i] = pop(index.get(None))
        # 3. a known card found elsewhere; 4. any card left in the zone; 5. anything left; 6. a new card.
        for z, cs in target_zones.items():
            for i, c in enumerate(cs):
                if new[z][i] is None and c is not None:
                    new[z][i] = pop(anywhere.get(c))
        leftovers = [it for items in self.model.values() for it in items if it not in used]
        for z, cs in target_zones.items():
            same = [it for it in leftovers if it.zone == z]
            for i in range(len(cs)):
                if new[z][i] is None:
                    new[z][i] = pop(same)
        for z, cs in target_zones.items():
            for i in range(len(cs)):
                if new[z][i] is None:
                    spare = pop(leftovers)
                    new[z][i] = spare if spare is not None else self._new_item(None, z)
        for it in leftovers:
            if it not in used:
                if it in self.selection:
                    self.selection.remove(it)
                self.scene_.removeItem(it)
        trick_seats = list(getattr(view, "trick_seats", ()) or ())
        self.model = {}
        own = self._own_hand()
        for z, slots in new.items():
            items = [it for it in slots if it is not None]
            for i, it in enumerate(items):
                if it.fresh and (z != own or it.card != target_zones[z][i]):
                    it.set_fresh(False)  # the card received has left the hand
                it.card = target_zones[z][i]
                if z != it.zone and z == "trick":
                    it.from_seat = None
                it.zone = z
                if z == "trick" and i < len(trick_seats):
                    it.from_seat = trick_seats[i]
                it.setVisible(True)
            self.model[z] = items
        self.selection = [it for it in self.selection if it.zone == self._own_hand()]
        self._layout(duration_ms)
        self._update_plates()

    def _layout(self, duration_ms: int = 0) -> None:
        geom = self._compute()
        self.geom = geom
        targets = self._targets(geom)
        group = QParallelAnimationGroup(self) if duration_ms > 0 else None
        resized = (geom.card_w, geom.card_h) != self._base_seen
        self._base_seen = (geom.card_w, geom.card_h)
        for it, t in targets.items():
            if resized:
                it.prepareGeometryChange()
            it.set_target_scale(t.scale)
            it.set_face(t.face if t.show else it.card, t.show)
            it.rest_pos, it.rest_z = t.pos, t.z
            if it.zValue() != t.z:
                it.setZValue(t.z)
            pos, scale = it.pos(), it.scale()
            if group is not None and (pos != t.pos or abs(scale - t.scale) > 1e-3):
                group.addAnimation(self._move_anim(it, t, duration_ms))
            else:
                if pos != t.pos:
                    it.setPos(t.pos)
                if abs(scale - t.scale) > 1e-6:
                    it.setScale(t.scale)
        self._place_decor(geom)
        self._apply_marks()
        if group is not None and group.animationCount():
            self._run(QSequentialAnimationGroup(self), [group], None)

    def _place_decor(self, geom: TableGeom) -> None:
        for s, plate in self.plates.items():
            sg = geom.seats.get(s)
            if sg is not None:
                plate.set_rect(*sg.plate)
        seen = set()
        for z, zg in geom.zones.items():
            if zg.label:
                seen.add(z)
                label = self.labels.get(z)
                if label is None:
                    label = Label()
                    self.labels[z] = label
                    self.scene_.addItem(label)
                label.set_text(zg.label)
                label.setPos(zg.label_at[0], zg.label_at[1])
                label.setVisible(bool(self.model.get(z)))
        for z, label in self.labels.items():
            if z not in seen:
                label.setVisible(False)
        mid = geom.zones.get("trick")
        cx, cy = geom.middle
        area = (
            mid.area
            if mid is not None
            else (cx - geom.card_w * 1.3, cy - geom.card_h * 0.9, geom.card_w * 2.6, geom.card_h * 1.8)
        )
        self.areas["middle"].set_rect(QRectF(*area))
        for z, zg in geom.zones.items():
            if zg.key.rule.verbs and z != "trick":
                a = self.areas.get(z)
                if a is None:
                    a = DropArea(z)
                    self.areas[z] = a
                    self.scene_.addItem(a)
                a.set_rect(QRectF(*zg.area))
        nx, ny, nw, _ = geom.note_rect
        self.note.setPos(nx, ny)
        if self.view is not None:
            self.note.set_text(self.with_names(self.view.table_note), nw)
        self._place_hint()
        self._place_tallies()

    def _place_tallies(self) -> None:
        """Put each seat's tally beside its name plate where it hides nothing: above the plate,
        else right or left of it, else under the seat's cards; the first spot inside the table that
        overlaps no seat, pile, trick, table note or other tally."""
        geom = self.geom
        if geom is None:
            return
        width, height = geom.width, geom.height
        blocked: list[QRectF] = []
        for sg in geom.seats.values():
            blocked += [QRectF(*sg.plate), QRectF(*sg.box)]
        for z, zg in geom.zones.items():
            if self.model.get(z):
                blocked.append(QRectF(*zg.area))
        blocked.append(self.areas["middle"].rect if "middle" in self.areas else QRectF())
        if self.note.text:
            blocked.append(QRectF(self.note.pos(), self.note.rect.size()))
        max_w = min(270.0, max(150.0, width * 0.22))
        for s, box in sorted(self.tally_boxes.items()):
            seat_geom = geom.seats.get(s)
            if seat_geom is None or not box.text:
                box.setVisible(False)
                continue
            box.set_text(box.text, max_w)
            w, h = box.rect.width(), box.rect.height()
            px, py, pw, _ph = seat_geom.plate
            _bx, by, _bw, bh = seat_geom.box
            right = px + pw - w  # right-aligned with the plate (a seat at the right edge)
            spots = [
                (px, py - h - 3),
                (right, py - h - 3),
                (px + pw + 6, py),
                (px - w - 6, py),
                (px, by + bh + 3),
                (right, by + bh + 3),
            ]
            fits = [QRectF(x, y, w, h) for x, y in spots if x >= 0 and y >= 0 and x + w <= width and y + h <= height]
            free = [r for r in fits if not any(r.intersects(b) for b in blocked)]
            if free:
                spot = free[0]
            elif fits:
                spot = fits[0]
            else:
                x, y = spots[0]
                spot = QRectF(min(max(x, 0.0), max(width - w, 0.0)), min(max(y, 0.0), max(height - h, 0.0)), w, h)
            box.setPos(spot.topLeft())
            box.setVisible(True)
            blocked.append(spot)

    def tally_texts(self) -> dict[int, str]:
        """The tallies shown now, per seat (tests)."""
        return {s: b.text for s, b in self.tally_boxes.items() if b.isVisible()}

    def _place_hint(self) -> None:
        if self.geom is None:
            return
        w = self.geom.width
        self.hint_box.set_text(self.hint_box.text, min(520.0, w * 0.5))
        # Above the human's hand and melds (the bottom seat's box).
        bottom = self.geom.seats.get(self.layout_seat)
        top = bottom.box[1] if bottom is not None else self.geom.height * 0.75
        own = self.geom.zones.get(self._own_hand())
        if own is not None:
            top = min(top, own.area[1])
        y = top - self.hint_box.rect.height() - 10
        self.hint_box.setPos(w / 2 - self.hint_box.rect.width() / 2, y)
        self.toast_box.setPos(w / 2 - self.toast_box.rect.width() / 2, y - self.toast_box.rect.height() - 6)

    def with_names(self, text: str) -> str:
        return name_seats(text, self.names)

    def _update_plates(self) -> None:
        view = self.view
        if view is None:
            return
        for s, plate in self.plates.items():
            note = self.with_names(view.seat_notes[s]) if s < len(view.seat_notes) else ""
            score = str(view.scores[s]) if s < len(view.scores) else ""
            name = self.names[s] if s < len(self.names) else f"Seat {s}"
            plate.set_info(name, score, note, view.dealer == s, self.to_act == s and not view.is_over, s in self.humans)
        changed = False
        for s, box in self.tally_boxes.items():
            text = self.tally(view, s) if self.tally is not None and s < len(view.scores) else ""
            if text != box.text:
                box.set_text(text)
                changed = True
        if changed:
            self._place_tallies()

    def refresh_plates(self) -> None:
        """Redraw the name plates and tallies (after a display setting changed: King's NS)."""
        self._update_plates()

    def set_turn(self, to_act: int | None) -> None:
        self.to_act = to_act
        self._update_plates()

    def set_hint(self, text: str) -> None:
        self.hint_box.set_text(text)
        self._place_hint()

    def toast(self, text: str, ms: int = 3500) -> None:
        self.toast_box.set_text(text, min(560.0, max(self.width() * 0.6, 200)))
        self._place_hint()
        self._toast_timer.start(ms)

    def _new_item(self, card: Card | None, zone: str) -> CardItem:
        it = CardItem(self, card)
        it.zone = zone
        origin = self._zone_origin(zone)
        it.setPos(origin)
        it.setScale(0.82)
        it.set_target_scale(0.82)
        it.rest_pos = origin
        self.scene_.addItem(it)
        return it

    def _zone_origin(self, zone: str) -> QPointF:
        geom = self.geom
        if geom is None:
            return QPointF(self.width() / 2, self.height() / 2)
        zg = geom.zones.get(zone)
        if zg is not None and zg.spots:
            return QPointF(zg.spots[0].x, zg.spots[0].y)
        if zg is not None:
            return QPointF(zg.area[0], zg.area[1])
        cx, cy = geom.middle
        return QPointF(cx - geom.card_w * 0.41, cy - geom.card_h * 0.41)

    # -- animation --------------------------------------------------------------------------------

    def is_animating(self) -> bool:
        return self.anim is not None and self.anim.state() == QAbstractAnimation.State.Running

    def _ms(self, base: float) -> int:
        return max(1, int(base * SPEEDS.get(self.speed, 1.0)))

    def _move_anim(self, it: CardItem, t: Target, ms: int, delay: int = 0) -> QAbstractAnimation:
        par = QParallelAnimationGroup()
        pa = QPropertyAnimation(it, b"pos")
        pa.setEndValue(t.pos)
        pa.setDuration(ms)
        pa.setEasingCurve(QEasingCurve.Type.OutCubic)
        pa.valueChanged.connect(self._frame)
        par.addAnimation(pa)
        if abs(it.scale() - t.scale) > 1e-3:
            sa = QPropertyAnimation(it, b"card_scale")
            sa.setEndValue(t.scale)
            sa.setDuration(ms)
            sa.setEasingCurve(QEasingCurve.Type.OutCubic)
            par.addAnimation(sa)
        if delay <= 0:
            return par
        seq = QSequentialAnimationGroup()
        seq.addPause(delay)
        seq.addAnimation(par)
        return seq

    def _frame(self, _value: object) -> None:
        self.frame_times.append(time.perf_counter())
        if len(self.frame_times) > 5000:
            del self.frame_times[:2500]

    def stop_animation(self) -> None:
        if self.anim is not None:
            anim, self.anim = self.anim, None
            anim.stop()
            anim.deleteLater()

    def skip_animation(self) -> None:
        """A click: jump to the end of what is running (the view after it is the truth)."""
        if not self.is_animating():
            return
        self.stop_animation()
        done, final = self.anim_done, self.anim_final
        self.anim_done, self.anim_final = None, None
        if final is not None:
            self.sync(final, 0)
        else:
            self._layout(0)
        if done is not None:
            done()

    def _run(self, seq: QSequentialAnimationGroup, steps: list[QAbstractAnimation], final: View | None) -> None:
        for st in steps:
            seq.addAnimation(st)
        self.stop_animation()
        self.anim = seq
        self.anim_final = final

        def finished() -> None:
            if self.anim is not seq:
                return
            self.anim = None
            seq.deleteLater()
            done, final_view = self.anim_done, self.anim_final
            self.anim_done, self.anim_final = None, None
            if final_view is not None:
                self.sync(final_view, 0)
            if done is not None:
                done()

        seq.finished.connect(finished)
        seq.start()

    def play_events(self, events: Sequence[Event], final: View | None, done: Callable[[], None]) -> None:
        """Animate ``events`` from the current scene, then show ``final`` (if given) and call ``done``."""
        if self.is_animating():
            self.skip_animation()

        def finish() -> None:  # the cards received in these events stay marked a moment longer
            self._show_fresh()
            done()

        moving = [e for e in events if isinstance(e, (CardMoved, TrickTaken, Said))]
        if SPEEDS.get(self.speed, 1.0) <= 0 or not moving or self.geom is None:
            if final is not None:
                self._unmark_departures(events)
                self.sync(final, 0)
                self._mark_arrivals(events)
            elif moving:
                self._apply_moves_instantly(events)
            finish()
            return
        steps = self._plan(events)
        if not steps:
            if final is not None:
                self.sync(final, 0)
            finish()
            return
        self.anim_done = finish
        self._apply_marks()
        self._run(QSequentialAnimationGroup(self), steps, final)

    def _apply_moves_instantly(self, events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, CardMoved):
                self._model_move(e)
        self._layout(0)

    def _model_move(self, e: CardMoved) -> CardItem:
        src = self.model.setdefault(e.src, [])
        known = e.seen_by(self.viewer)
        top_first = zone_key(self.game_id, e.src).rule.top_first and e.src != PACK
        order = range(len(src)) if top_first else range(len(src) - 1, -1, -1)
        found: CardItem | None = None
        for i in order:
            if src[i].card == e.card:
                found = src.pop(i)
                break
        if found is None:
            for i in order:
                if src[i].card is None:
                    found = src.pop(i)
                    break
        if found is None and src:
            found = src.pop(0 if top_first else -1)
        if found is None:
            found = self._new_item(None, e.src)
            found.setVisible(False)
        if found in self.selection:
            self.selection.remove(found)
        found.card = e.card if known else None
        if e.dst == "trick" and e.src.startswith("hand") and e.src[4:].isdigit():
            found.from_seat = int(e.src[4:])
        found.zone = e.dst
        own = self._own_hand()
        if known and own and e.dst == own and e.src not in (PACK, own):  # received or drawn, not dealt
            found.set_fresh(True)
            self._fresh_new.append(found)
        elif found.fresh and e.dst != own:  # played or passed on: no longer new in the hand
            found.set_fresh(False)
        dst = self.model.setdefault(e.dst, [])
        if zone_key(self.game_id, e.dst).rule.top_first and e.dst != PACK:
            dst.insert(0, found)
        else:
            dst.append(found)
        return found

    def _plan(self, events: Sequence[Event]) -> list[QAbstractAnimation]:
        """Turn events into animation steps, moving the model along as the events say."""
        steps: list[QAbstractAnimation] = []
        self._planned = {it: (it.rest_pos, it.target_scale) for it in self.card_items()}
        run: list[tuple[CardMoved, CardItem]] = []
        run_kind = ""

        def kind_of(e: CardMoved) -> str:
            if e.src == PACK and e.dst.startswith("hand"):
                return "deal"
            if e.dst == PACK or e.src == PACK or (e.src == "trick" and e.dst.startswith("won")):
                return "gather:" + e.src + ">" + e.dst if e.src == "trick" else "gather"
            return "single"

        def close() -> None:
            nonlocal run, run_kind
            if run:
                steps.append(self._step(run, run_kind))
            run, run_kind = [], ""

        for e in events:
            if isinstance(e, CardMoved):
                k = kind_of(e)
                if run and (k != run_kind or k == "single"):
                    close()
                run_kind = k
                run.append((e, self._model_move(e)))
            elif isinstance(e, TrickTaken):
                close()
                pause = QPauseAnimation(self._ms(TRICK_PAUSE_MS))
                steps.append(pause)
            elif isinstance(e, Said) and e.text is not None:
                close()
                steps.append(self._said_step(e.seat, e.text))
            elif isinstance(e, Said):
                close()
                steps.append(self._said_step(e.seat, "(secret)"))
            elif isinstance(e, HandStarted):
                close()
        close()
        return steps

    def _step(self, run: list[tuple[CardMoved, CardItem]], kind: str) -> QAbstractAnimation:
        geom = self._compute()
        targets = self._targets(geom)
        moved = [it for _, it in run]
        moved_set = set(moved)
        touched = {e.src for e, _ in run} | {e.dst for e, _ in run}
        group = QParallelAnimationGroup()
        stagger = self._ms(DEAL_STAGGER_MS) if kind == "deal" else 0
        dur = self._ms(MOVE_MS * (0.8 if kind == "deal" else 1.0))
        final: dict[CardItem, Target] = {}
        for it, t in targets.items():
            before = self._planned.get(it)
            changed = before is None or before[0] != t.pos or abs(before[1] - t.scale) > 1e-3
            if it.zone not in touched and it not in moved_set and not changed:
                continue
            self._planned[it] = (t.pos, t.scale)
            final[it] = t
            delay = moved.index(it) * stagger if (stagger and it in moved_set) else 0
            group.addAnimation(self._move_anim(it, t, dur, delay))
        start_z = {it: 5000.0 + i for i, it in enumerate(moved)}

        def on_start() -> None:
            for it in moved:
                it.setVisible(True)
                it.setZValue(start_z[it])
                t = final[it]
                if t.show:  # reveal as it leaves (a card played face up)
                    it.set_target_scale(t.scale)
                    it.set_face(t.face, True)

        def on_end() -> None:
            for it, t in final.items():
                it.set_target_scale(t.scale)
                it.set_face(t.face, t.show)
                it.setZValue(t.z)
                it.rest_pos, it.rest_z = t.pos, t.z
            self.geom = geom
            self._place_decor(geom)

        return _Step(group, on_start, on_end)

    def _said_step(self, seat: int, text: str) -> QAbstractAnimation:
        pause = QPauseAnimation(self._ms(SAID_MS))
        return _Step(pause, lambda: self.show_bubble(seat, text), lambda: None)

    def show_bubble(self, seat: int, text: str) -> None:
        old = self.bubbles.pop(seat, None)
        if old is not None:
            self.scene_.removeItem(old)
        geom = self.geom
        if geom is None or seat not in geom.seats:
            return
        b = Bubble(text)
        x, y, w, h = geom.seats[seat].plate
        if seat == self.layout_seat:
            b.setPos(x + 10, y - b.rect.height() - 6)
        else:
            b.setPos(min(x + w - b.rect.width() * 0.6, geom.width - b.rect.width() - 4), y + h - 6)
        self.scene_.addItem(b)
        self.bubbles[seat] = b

        def drop(b: Bubble = b) -> None:
            if self.bubbles.get(seat) is b:
                self.bubbles.pop(seat)
                self.scene_.removeItem(b)

        QTimer.singleShot(max(1200, self._ms(2200)), self, drop)  # dies with the table

    def clear_bubbles(self) -> None:
        for b in self.bubbles.values():
            self.scene_.removeItem(b)
        self.bubbles.clear()

    # -- what the human may do ---------------------------------------------------------------------

    def set_legal(self, legal: Sequence[Action] | None) -> None:
        """The human's legal actions now (None: not the human's turn: no card answers the mouse)."""
        self.legal = list(legal) if legal is not None else None
        if (self.legal is None or not any(a.verb in MULTI_CARD_VERBS for a in self.legal)) and self.selection:
            self.selection = []
            self.selection_changed.emit()
        if self.focus_index >= len(self._hand_items()):
            self.focus_index = -1
        if self.view is None:
            return
        if self.focus_index >= 0 or self.selection:
            self._layout(0)
        else:
            self._apply_marks()

    def _hand_items(self) -> list[CardItem]:
        return list(self.model.get(self._own_hand(), []))

    def _focused_item(self) -> CardItem | None:
        hand = self.model.get(self._own_hand(), [])
        if 0 <= self.focus_index < len(hand) and self.legal is not None:
            return hand[self.focus_index]
        return None

    def _card_verbs_for(self, card: Card | None) -> list[Action]:
        if card is None or self.legal is None:
            return []
        return [a for a in card_actions(self.legal) if a.card == card]

    def suggest(self, action: Action) -> bool:
        """Show a suggested move (Hint, issue 12) on the table: the card it moves is lifted and
        outlined as the keyboard's choice (Enter plays it); a meld's cards are selected (press Meld).
        False when no card in the human's hand stands for it (the panel shows it instead)."""
        if self.legal is None or action not in self.legal:
            return False
        hand = self._hand_items()
        if action.verb in MULTI_CARD_VERBS:
            chosen: list[CardItem] = []
            for c in action.cards:
                it = next((x for x in hand if x.card == c and x not in chosen), None)
                if it is None:
                    return False
                chosen.append(it)
            self.selection = chosen
            self._layout(0)
            self.selection_changed.emit()
            return True
        if action.card is None or action not in card_actions(self.legal):
            return False
        for i, it in enumerate(hand):
            if it.card == action.card:
                self.focus_index = i
                self._layout(0)
                return True
        return False

    def focused_card(self) -> Card | None:
        """The card the keyboard (or a hint) has chosen in the human's hand."""
        it = self._focused_item()
        return it.card if it is not None else None

    def meld_mode(self) -> bool:
        return self.legal is not None and any(a.verb in MULTI_CARD_VERBS for a in self.legal)

    def _apply_marks(self) -> None:
        legal = self.legal
        acting = legal is not None and not self.is_animating()
        cards_ok = {a.card for a in card_actions(legal or [])}
        any_card_play = bool(cards_ok)
        own = self._own_hand()
        focused = self._focused_item()
        in_own_hand = {it.card for it in self.model.get(own, [])}
        for zone, items in self.model.items():
            for it in items:
                in_hand = zone == own
                # A card action names a card value: the copy in the hand is the one it moves.
                ok = acting and it.card in cards_ok and it.card is not None and (in_hand or it.card not in in_own_hand)
                dim = acting and in_hand and any_card_play and not ok and not self.meld_mode()
                it.interactive = acting and (in_hand or ok)
                it.set_marks(ok, dim, it in self.selection, it is focused)

    # -- mouse and keyboard -------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.is_animating():
            self.skip_animation()
            event.accept()
            return
        super().mousePressEvent(event)

    def card_clicked(self, it: CardItem) -> None:
        if self.legal is None:
            return
        if self._pile_action(it.zone):
            return
        if it.zone == self._own_hand():
            hand = self._hand_items()
            self.focus_index = hand.index(it) if it in hand else -1
            if self.meld_mode():
                self.toggle_selected(it)
            else:
                self._layout(0)

    def toggle_selected(self, it: CardItem) -> None:
        if it in self.selection:
            self.selection.remove(it)
        else:
            self.selection.append(it)
        self._layout(0)
        self.selection_changed.emit()

    def selected_cards(self) -> list[Card]:
        return [it.card for it in self.selection if it.card is not None]

    def clear_selection(self) -> None:
        if self.selection:
            self.selection = []
            self._layout(0)
            self.selection_changed.emit()

    def _pile_action(self, zone: str) -> bool:
        """A click on a pile that a legal action names (``draw stock``, ``draw discard``) does it."""
        if self.legal is None or zone.startswith("hand"):
            return False
        for a in self.legal:
            if not a.cards and zone in a.words:
                self.action_chosen.emit(str(a))
                return True
        return False

    def card_activated(self, it: CardItem) -> None:
        """Double-click or Enter: the card's one legal action, a choice if several, else ask the engine why not."""
        if self.legal is None or it.card is None:
            if it.card is None and self._pile_action(it.zone):
                return
            return
        if self._pile_action(it.zone):
            return
        acts = self._card_verbs_for(it.card)
        if len(acts) == 1:
            self._send(acts[0], it)
        elif len(acts) > 1:
            self._choose(acts, it)
        elif not card_actions(self.legal):
            # No card is moved now (a bid, a call): say so, rather than ask the engine to play it.
            self.no_card_move.emit()
        else:
            self._send_illegal(it, None)

    def _send(self, action: Action, it: CardItem | None) -> None:
        self.pending_drop = it
        self.action_chosen.emit(str(action))

    def _choose(self, acts: list[Action], it: CardItem | None) -> None:
        menu = QMenu(self)
        for a in acts:
            act = menu.addAction(str(a))
            act.triggered.connect(lambda _=False, a=a: self._send(a, it))
        menu.popup(self.cursor().pos())

    def _send_illegal(self, it: CardItem, area: str | None) -> None:
        """Ask the engine for an action it will refuse, so the player hears the rules' reason."""
        assert it.card is not None
        verbs = [a.verb for a in card_actions(self.legal or [])]
        ref = meld_ref(area) if area else None
        if area is not None and area in self.areas and area != "middle" and self.geom is not None:
            zg = self.geom.zones.get(area)
            zone_verbs = list(zg.key.rule.verbs) if zg is not None else []
            verb = next((v for v in verbs if v in zone_verbs), zone_verbs[0] if zone_verbs else "play")
        else:
            verb = next((v for v in verbs if self._verb_zone(v) == "middle"), "play")
        text = f"{verb} {it.card}" + (f" {ref}" if ref else "")
        self.pending_drop = it
        self.action_chosen.emit(text)

    def refused(self, reason: str) -> None:
        """The engine said no: glide the card home and say why."""
        it, self.pending_drop = self.pending_drop, None
        if it is not None and it.scene() is not None:
            anim = QPropertyAnimation(it, b"pos", self)
            anim.setEndValue(it.rest_pos)
            anim.setDuration(max(120, self._ms(260)))
            anim.setEasingCurve(QEasingCurve.Type.OutBack)
            anim.finished.connect(lambda it=it: it.setZValue(it.rest_z))
            if SPEEDS.get(self.speed, 1.0) <= 0:
                it.setPos(it.rest_pos)
                it.setZValue(it.rest_z)
            else:
                anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self.toast(reason[:1].upper() + reason[1:])
        self.message.emit(reason)

    def _verb_zone(self, verb: str) -> str:
        """The zone a card action of ``verb`` goes to: the layout's zone naming it, else the middle."""
        if self.geom is None:
            return "middle"
        for z, zg in self.geom.zones.items():
            if verb in zg.key.rule.verbs and z != "trick" and not z.startswith("melds"):
                return z
        return "middle"

    def _area_actions(self, card: Card | None, area: str) -> list[Action]:
        out = []
        for a in self._card_verbs_for(card):
            ref = next((w for w in a.words if "." in w), None)
            if ref is not None:
                if meld_ref(area) == ref:
                    out.append(a)
            elif self._verb_zone(a.verb) == area:
                out.append(a)
        return out

    def _area_at(self, pos: QPointF) -> str | None:
        hits = [name for name, a in self.areas.items() if a.rect.contains(pos)]
        if not hits:
            return None
        hits.sort(key=lambda n: (n == "middle", self.areas[n].rect.width() * self.areas[n].rect.height()))
        return hits[0]

    def drag_started(self, it: CardItem) -> None:
        if it in self.selection:
            self.selection.remove(it)
        for name, a in self.areas.items():
            ok = bool(self._area_actions(it.card, name))
            a.set_state("idle" if ok else "off")
        if not any(a.state == "idle" for a in self.areas.values()):
            self.areas["middle"].set_state("idle")

    def drag_moved(self, it: CardItem, pos: QPointF) -> None:
        over = self._area_at(pos)
        for name, a in self.areas.items():
            ok = bool(self._area_actions(it.card, name))
            if name == over:
                a.set_state("hover" if ok else "refuse")
            elif ok:
                a.set_state("idle")
            else:
                a.set_state(
                    "off" if name != "middle" or any(self._area_actions(it.card, n) for n in self.areas) else "idle"
                )

    def drag_dropped(self, it: CardItem, pos: QPointF) -> None:
        over = self._area_at(pos)
        for a in self.areas.values():
            a.set_state("off")
        if over is None:
            self.pending_drop = it
            acts = self._card_verbs_for(it.card)
            where = {self._verb_zone(a.verb) for a in acts}
            if acts and where:
                spot = (
                    "the middle of the table"
                    if "middle" in where
                    else " or ".join(sorted(w.replace("_", " ") for w in where))
                )
                self.refused(f"drop the card on {spot} to {acts[0].verb} it")
            elif acts:
                self.refused("drop the card on a meld")
            else:
                self.refused(f"{it.card} cannot be moved now")
            return
        acts = self._area_actions(it.card, over)
        if len(acts) == 1:
            self._send(acts[0], it)
        elif len(acts) > 1:
            self.pending_drop = it
            self._choose(acts, it)
        else:
            self._send_illegal(it, over)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.is_animating() and key in (Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.skip_animation()
            return
        hand = self._hand_items()
        if self.legal is None or not hand:
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            if self.focus_index < 0:
                legal_idx = [i for i, it in enumerate(hand) if it.legal]
                self.focus_index = legal_idx[0] if legal_idx else 0
            else:
                self.focus_index = (self.focus_index + step) % len(hand)
            self._layout(0)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            it = self._focused_item()
            if it is not None:
                self.card_activated(it)
        elif key == Qt.Key.Key_Space:
            it = self._focused_item()
            if it is not None and self.meld_mode():
                self.toggle_selected(it)
        elif key == Qt.Key.Key_Escape:
            self.clear_selection()
        else:
            super().keyPressEvent(event)

    # -- cards just received --------------------------------------------------------------------------

    FRESH_MS = 2500

    def _unmark_departures(self, events: Sequence[Event]) -> None:
        """A marked card that ``events`` take out of the shown seat's hand is no longer new there
        (even if the next deal brings the same card back)."""
        own = self._own_hand()
        for e in events:
            if isinstance(e, CardMoved) and e.src == own and e.dst != own:
                for it in self.model.get(own, []):
                    if it.fresh and it.card == e.card:
                        it.set_fresh(False)
                        break

    def _mark_arrivals(self, events: Sequence[Event]) -> None:
        """Mark the cards ``events`` brought into the shown seat's hand (not dealt), where the
        scene was drawn from the final view at once instead of moving card by card."""
        own = self._own_hand()
        if not own:
            return
        hand = self.model.get(own, [])
        for e in events:
            if isinstance(e, CardMoved) and e.dst == own and e.src not in (PACK, own) and e.seen_by(self.viewer):
                it = next((x for x in hand if x.card == e.card and not x.fresh), None)
                if it is not None:
                    it.set_fresh(True)
                    self._fresh_new.append(it)

    def _show_fresh(self) -> None:
        if self._fresh_new:
            self._fresh_shown += self._fresh_new
            self._fresh_new = []
            self._fresh_timer.start(self.FRESH_MS)

    def clear_fresh(self) -> None:
        """Take the mark off every card received (its moment is over, or another seat is shown)."""
        self._fresh_timer.stop()
        for it in self._fresh_shown + self._fresh_new:
            it.set_fresh(False)
        self._fresh_shown, self._fresh_new = [], []

    def fresh_cards(self) -> list[Card]:
        """The cards marked as just received (tests)."""
        return [it.card for it in self.card_items() if it.fresh and it.card is not None]

    # -- inspection (tests, screenshots) --------------------------------------------------------------

    def card_items(self) -> list[CardItem]:
        return [it for items in self.model.values() for it in items]

    def visible_faces(self) -> list[tuple[str, Card]]:
        """(zone, card) of every card drawn face up in the scene."""
        return [
            (it.zone, it.shown)
            for it in self.scene_.items()
            if isinstance(it, CardItem) and it.isVisible() and it.shown is not None
        ]

    def zone_rect(self, zone: str) -> QRectF | None:
        if zone in self.areas:
            return self.areas[zone].rect
        if self.geom is not None and zone in self.geom.zones:
            return QRectF(*self.geom.zones[zone].area)
        return None

    def zone_geom(self, zone: str) -> ZoneGeom | None:
        return self.geom.zones.get(zone) if self.geom is not None else None

    def counts(self) -> Mapping[str, int]:
        return {z: len(v) for z, v in self.model.items()}


class _Step(QParallelAnimationGroup):
    """One step of a batch: its animations run together; callbacks fire when it starts and ends."""

    def __init__(self, inner: QAbstractAnimation, on_start: Callable[[], None], on_end: Callable[[], None]) -> None:
        super().__init__()
        self.addAnimation(inner)
        self._on_start = on_start
        self._on_end = on_end
        self.stateChanged.connect(self._state)
        self.finished.connect(on_end)

    def _state(self, new: QAbstractAnimation.State, old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running and old == QAbstractAnimation.State.Stopped:
            self._on_start()
