"""The card table's scene, drawn from a seat's View: the cards of every zone where the layout puts
them, the name plates, notes, tallies and hints, the marks on the cards the person may move, and
the cards just received. It does not move (animation.py) nor answer the person (view.py): the
three classes build on one another, TableScene <- MovingTable <- TableView."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

import games
from games.actions import Action
from games.cards import Card, sort_key
from games.core import View
from games.events import CardMoved, Event

from ..i18n import tr
from ..per_game import look
from ..per_game.look import Places
from ..phrasing import render
from .assets import CardArt
from .items import Bubble, CardItem, DropArea, Label, SeatPlate, TextBox
from .large import LARGE_SCALE, fitted
from .layout import TableGeom, ZoneGeom
from .moves import MULTI_CARD_VERBS, card_actions

PACK = "pack"


@dataclass
class Target:
    """Where a card item rests: position, scale, stacking, face up or not, the face shown."""

    pos: QPointF
    scale: float
    z: float
    show: bool
    face: Card | None
    lift: float = 0.0  # raised by this much above its spot (the keyboard's choice, a selection)


class TableScene(QGraphicsView):
    """The table widget, drawn. Signals: ``action_chosen(text)``, ``message(text)``,
    ``selection_changed()``, ``no_card_move()`` (emitted by the TableView built on it)."""

    action_chosen = Signal(str)
    message = Signal(str)
    selection_changed = Signal()
    no_card_move = Signal()  # a card was activated when the legal actions move none

    # -- setup ---------------------------------------------------------------------------------------

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
        self.felt = QColor(30, 112, 72)  # the cloth at the table's centre, darker towards the edges
        self.large_cards = False  # Settings.large_cards: the cards a person reads grown where there is room
        self.game_id = ""
        self.players = 0
        self.places = 0  # the hands laid out: the players', and King for two's third (D-king-8)
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
        # Each seat's match score beside its plate (issue 11): ``tally(view, seat)``, the window's.
        self.tally: Callable[[View, int], str] | None = None
        self.tally_boxes: dict[int, TextBox] = {}
        # While a hand's summary is up: the view after it and each seat's line (show_hand_end).
        self.hand_end: tuple[View, Sequence[str]] | None = None
        self.note: TextBox  # the table note, the toast and the hint line: made by _reset_scene
        self.toast_box: TextBox
        self.hint_box: TextBox
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
        spec = look(game_id).places
        self.places = spec.count(self.players) if spec is not None else self.players
        self.names = list(names)
        self.humans = set(humans)
        self.viewer = None
        self.layout_seat = min(humans) if humans else 0
        self.view = None
        self.legal = None
        self.to_act = None
        for s in range(self.places):
            plate = SeatPlate()
            self.plates[s] = plate
            self.scene_.addItem(plate)
        for s in range(self.players):
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

    def look_like(self, other: object) -> None:
        """The colour and card size of ``other``, another table (the replay's, of the main window's)."""
        if isinstance(other, TableScene):
            self.large_cards = other.large_cards
            self.set_felt(other.felt)

    def set_felt(self, color: QColor | str) -> None:
        """The table's colour (Settings.felt): ``color`` at the centre, darker towards the edges."""
        self.felt = QColor(color)
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        w, h = max(self.width(), 1), max(self.height(), 1)
        grad = QRadialGradient(w / 2, h * 0.45, max(w, h) * 0.75)
        grad.setColorAt(0.0, self.felt)
        grad.setColorAt(1.0, self.felt.darker(187))
        painter.fillRect(rect, QBrush(grad))

    # -- geometry ------------------------------------------------------------------------------------

    def _place_spec(self) -> Places | None:
        return look(self.game_id).places if self.game_id and self.places != self.players else None

    def _open_places(self) -> list[int]:
        """The hands that lie face up to everybody as the rules say (D-king-8), drawn larger."""
        spec = self._place_spec()
        return list(spec.open(self.view)) if spec is not None and self.view is not None else []

    def _turn_place(self) -> int | None:
        """The place whose turn it is: the player to act's own, or a further hand they play."""
        spec = self._place_spec()
        if spec is None or self.view is None or self.to_act is None:
            return self.to_act
        return spec.turn(self.view)

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
        geom = fitted(
            self.game_id,
            self._counts(),
            self.places,
            self.layout_seat,
            w,
            h,
            self.aspect,
            trick_seats,
            self._open_places(),
            LARGE_SCALE if self.large_cards else 1.0,
        )
        self.base_w, self.base_h = geom.card_w, geom.card_h
        return geom

    def _targets(self, geom: TableGeom) -> dict[CardItem, Target]:
        out: dict[CardItem, Target] = {}
        cx, cy = geom.middle
        open_hands = {f"hand{q}" for q in self._open_places()}
        for zone, items in self.model.items():
            if zone == self._own_hand() or zone in open_hands:
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
                elif zone == self._play_hand() and self._focused_item() is it:
                    lift = zg.h * 0.1
                face = it.card if show else None
                out[it] = Target(QPointF(spot.x, spot.y - lift), scale, spot.z, show, face, lift)
        return out

    def _own_hand(self) -> str:
        return f"hand{self.viewer}" if self.viewer is not None else ""

    def _play_hand(self) -> str:
        """The hand the person plays from now: their own, or the further hand whose turn it is
        when they play it (King for two's non-contractor, D-king-8)."""
        place = self._turn_place()
        spec = self._place_spec()
        if spec is None or place is None or self.view is None or self.viewer is None:
            return self._own_hand()
        return f"hand{place}" if spec.player(self.view, place) == self.viewer else self._own_hand()

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

    # -- plates, notes, tallies, hints ---------------------------------------------------------------

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
        # Just above the bottom seat's cards: its hand, and its melds when it has laid some (the
        # row kept for melds stays free until then, so the line does not climb onto the piles).
        bottom = self.geom.seats.get(self.layout_seat)
        seat_cards = [
            zg.area
            for z, zg in self.geom.zones.items()
            if zg.key.seat == self.layout_seat and zg.key.rule.slot in ("hand", "melds") and self.model.get(z)
        ]
        if seat_cards:
            top = min(area[1] for area in seat_cards)
        else:
            top = bottom.box[1] if bottom is not None else self.geom.height * 0.75
        y = top - self.hint_box.rect.height() - 10
        self.hint_box.setPos(w / 2 - self.hint_box.rect.width() / 2, y)
        self.toast_box.setPos(w / 2 - self.toast_box.rect.width() / 2, y - self.toast_box.rect.height() - 6)

    def with_names(self, text: str) -> str:  # an engine's Phrase in the window's language
        return render(text, self.names)  # English: desktop/table/moves.py's name_seats

    def _update_plates(self) -> None:
        view = self.view
        if view is None:
            return
        spec = self._place_spec()
        turn = self._turn_place()
        scored, notes = self.hand_end or (view, ())
        for s, plate in self.plates.items():
            note = self.with_names(view.seat_notes[s]) if s < len(view.seat_notes) else ""
            note = notes[s] if s < len(notes) else note
            score = str(scored.scores[s]) if s < len(scored.scores) else ""
            name = self.names[s] if s < len(self.names) else tr("Seat {n}").format(n=s)
            player = s
            if spec is not None and s >= self.players:
                player = spec.player(view, s)
                name, note = spec.name(self.names[player]), spec.note(view, s)
            plate.set_info(name, score, note, view.dealer == s, turn == s and not view.is_over, player in self.humans)
        changed = False
        for s, box in self.tally_boxes.items():
            text = self.tally(scored, s) if self.tally is not None and s < len(scored.scores) else ""
            if text != box.text:
                box.set_text(text)
                changed = True
        if changed:
            self._place_tallies()

    def show_hand_end(self, after: View, notes: Sequence[str]) -> None:
        """The plates tell the hand just ended while its summary is up: the scores and tallies of
        ``after`` (the view that follows it) and ``notes`` under the names, until the next view."""
        self.hand_end = (after, notes)
        self._update_plates()

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

    # -- marks: what the person may move, chosen, selected -------------------------------------------

    def is_animating(self) -> bool:
        return self.anim is not None and self.anim.state() == QAbstractAnimation.State.Running

    def stop_animation(self) -> None:
        if self.anim is not None:
            anim, self.anim = self.anim, None
            anim.stop()
            anim.deleteLater()

    def _hand_items(self) -> list[CardItem]:
        return list(self.model.get(self._play_hand(), []))

    def _focused_item(self) -> CardItem | None:
        hand = self.model.get(self._play_hand(), [])
        if 0 <= self.focus_index < len(hand) and self.legal is not None:
            return hand[self.focus_index]
        return None

    def meld_mode(self) -> bool:
        return self.legal is not None and any(a.verb in MULTI_CARD_VERBS for a in self.legal)

    def _apply_marks(self) -> None:
        legal = self.legal
        acting = legal is not None and not self.is_animating()
        cards_ok = {a.card for a in card_actions(legal or [])}
        any_card_play = bool(cards_ok)
        own = self._play_hand()
        focused = self._focused_item()
        in_own_hand = {it.card for it in self.model.get(own, [])}
        held = {own, self._own_hand()}  # the person's hands: unplayable cards are dimmed
        for zone, items in self.model.items():
            for it in items:
                in_hand = zone == own
                # A card action names a card value: the copy in the hand is the one it moves.
                ok = acting and it.card in cards_ok and it.card is not None and (in_hand or it.card not in in_own_hand)
                dim = acting and zone in held and any_card_play and not ok and not self.meld_mode()
                it.interactive = acting and (in_hand or ok)
                it.set_marks(ok, dim, it in self.selection, it is focused)

    # -- cards just received -------------------------------------------------------------------------

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

    # -- inspection (tests, screenshots) -------------------------------------------------------------

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
