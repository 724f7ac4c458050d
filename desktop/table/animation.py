"""The table in motion: re-synchronised to each View, and animated from the engine's events.

The View is the truth: after each batch of events the scene is re-synchronised to it
(:meth:`MovingTable.sync`). Events only decorate the way there: each CardMoved glides a card
(QPropertyAnimation on ``pos`` and ``card_scale``, grouped in QParallelAnimationGroup steps
played one after the other by a QSequentialAnimationGroup). A click skips to the end.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import cast

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
)
from PySide6.QtGui import QResizeEvent

from games.cards import Card
from games.core import View
from games.events import CardMoved, Event, HandStarted, Said, TrickTaken

from ..i18n import tr
from ..naming import said_words
from .items import Bubble, CardItem, CardTable
from .layout import zone_key
from .scene import PACK, TableScene, Target

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.9}
MOVE_MS = 330
DEAL_STAGGER_MS = 28
TRICK_PAUSE_MS = 650
SAID_MS = 420


class MovingTable(TableScene):
    """The table that follows the match: :meth:`sync` to a view, :meth:`play_events` to animate."""

    # -- synchronising to a view ---------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scene_.setSceneRect(0, 0, self.viewport().width(), self.viewport().height())
        self.resetCachedContent()
        if self.view is not None:
            if self.is_animating():
                self.skip_animation()
            else:
                self.sync(self.view, 0)

    def sync(self, view: View, duration_ms: int = 0) -> None:
        """Make the scene show ``view``: every zone's cards, seat plates, notes. Reuses the items
        already there (so nothing jumps), creates or drops the difference."""
        if view is not self.view:
            self.hand_end = None  # a new position: the plates tell it
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
        self.selection = [it for it in self.selection if it.zone == self._play_hand()]
        self._layout(duration_ms)
        self._update_plates()

    def _layout(self, duration_ms: int = 0) -> None:
        geom = self._compute()
        self.geom = geom
        targets = self._targets(geom)
        group = QParallelAnimationGroup(self) if duration_ms > 0 else None
        resized = (geom.card_w, geom.card_h) != self._base_seen
        self._base_seen = (geom.card_w, geom.card_h)
        now = time.monotonic()
        for it, t in targets.items():
            it.set_spot(QPointF(t.pos.x(), t.pos.y() + t.lift), duration_ms / 1000, now)
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

    def _new_item(self, card: Card | None, zone: str) -> CardItem:
        # The items' clicks and drags go to the TableView built on this class (items.CardTable).
        it = CardItem(cast(CardTable, self), card)
        it.zone = zone
        origin = self._zone_origin(zone)
        it.setPos(origin)
        it.setScale(0.82)
        it.set_target_scale(0.82)
        it.rest_pos = origin
        self.scene_.addItem(it)
        return it

    # -- animation -----------------------------------------------------------------------------------

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
                steps.append(self._trick_taken_step(e))
            elif isinstance(e, Said) and e.text is not None:
                close()
                steps.append(self._said_step(e.seat, e.text))
            elif isinstance(e, Said):
                close()
                steps.append(self._said_step(e.seat, tr("(secret)")))
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
            now = time.monotonic()
            for it, t in final.items():
                it.set_spot(QPointF(t.pos.x(), t.pos.y() + t.lift), 0.0, now)
                it.set_target_scale(t.scale)
                it.set_face(t.face, t.show)
                it.setZValue(t.z)
                it.rest_pos, it.rest_z = t.pos, t.z
            self.geom = geom
            self._place_decor(geom)

        return _Step(group, on_start, on_end)

    def _trick_taken_step(self, e: TrickTaken) -> QAbstractAnimation:
        """The full trick stays a moment, the card that takes it marked (issue 25: at a big table
        nobody could tell who had won)."""
        pause = QPauseAnimation(self._ms(TRICK_PAUSE_MS))
        # Found now, while planning: the model is already past the trick when the step runs.
        marked = [it for it in self.model.get("trick", []) if it.from_seat == e.winner]

        def start() -> None:
            for it in marked:
                it.set_winner(True)

        def end() -> None:
            for it in marked:
                it.set_winner(False)

        return _Step(pause, start, end)

    def _said_step(self, seat: int, text: str) -> QAbstractAnimation:
        pause = QPauseAnimation(self._ms(SAID_MS))
        said = said_words(text)  # "bid TS" is said "bid 10♠" (issue 25)
        return _Step(pause, lambda: self.show_bubble(seat, said), lambda: None)

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
