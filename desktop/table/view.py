"""The card table the person plays on (TableView): the scene (scene.py), moving (animation.py),
piles spread and the last trick shown again (peek.py), and answering the person here.

The human plays by dragging a card to a target (the drag starts past startDragDistance; legal
targets light up), by double-clicking it, or with the keyboard (arrows, Enter; Space selects a
card for a meld). Illegal moves are sent to the engine anyway, so the refusal carries the
engine's own reason; the card then glides back.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    Qt,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QMenu, QWidget

from games.actions import Action
from games.cards import Card

from ..i18n import tr
from ..naming import action_said, card_words, english
from . import accessible
from .animation import SPEEDS
from .assets import CardArt
from .items import CardItem
from .layout import zone_key
from .moves import MULTI_CARD_VERBS, card_actions, discard_pile, meld_ref, or_words, verb_word
from .peek import PeekingTable

__all__ = ["SPEEDS", "TableView"]


class TableView(PeekingTable):
    """The table widget. Signals: ``action_chosen(text)``, ``message(text)``, ``selection_changed()``."""

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(art, parent)
        accessible.install()  # its cards, zones and plates for screen readers (issue 24)

    # -- what the person may do ----------------------------------------------------------------------

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
        self.mark_targets()

    def mark_targets(self) -> None:
        """Draw each place a card may be moved to now, empty or not, as a waiting target with
        what it is for ("discard here"): the hint line names it, the table shows it (issue 25:
        King's kitty discard said "the middle" over an empty table). Playing to the trick and
        moves onto melds need no outline: the middle and the melds are there to see."""
        moves = [a for a in card_actions(self.legal or ()) if a.verb != "play" and not any("." in w for w in a.words)]
        for name, area in self.areas.items():
            verbs = sorted({a.verb for a in moves if self._verb_zone(a.verb) == name})
            cards = self.model.get("trick" if name == "middle" else name, [])
            area.set_ready(
                tr("{verbs} here").format(verbs=or_words(map(verb_word, verbs))) if verbs else "", words=not cards
            )

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

    # -- mouse and keyboard --------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.is_animating():
            self.skip_animation()
            event.accept()
            return
        super().mousePressEvent(event)

    # A card that glided under a still pointer less than this long ago does not take a
    # double-click: the hand re-centred after a play, and the click was aimed at the card before.
    SETTLE_S = 0.6
    _pointer = QPointF(-1e9, -1e9)
    _pointer_moved_at = 0.0

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if (pos - self._pointer).manhattanLength() >= 3:  # a hand's tremor is not a move
            self._pointer, self._pointer_moved_at = pos, time.monotonic()
        super().mouseMoveEvent(event)

    def came_under_pointer(self, it: CardItem) -> bool:
        """``it`` moved to where the pointer rests after the pointer last moved, a moment ago."""
        moved_after = it.moved_at > self._pointer_moved_at
        if moved_after and time.monotonic() - it.moved_at < self.SETTLE_S:
            self.message.emit(
                tr("The cards moved under the pointer, so nothing was done: double-click again for the card there now")
            )
            return True
        return False

    def card_clicked(self, it: CardItem) -> None:
        # A click on a pile: its move if it has one (draw), else the pile spreads (peek.py).
        if self._pile_action(it.zone) or self.peek_clicked(it.zone) or self.legal is None:
            return
        if it.zone == self._play_hand():
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
            act = menu.addAction(action_said(str(a)))  # in words ("discard Q♥"); the action's text as data
            act.setData(str(a))
            act.triggered.connect(lambda _=False, a=a: self._send(a, it))
        pos = self.cursor().pos()
        if it is not None and not self.underMouse():  # chosen with the keyboard: by the card
            pos = self.viewport().mapToGlobal(self.mapFromScene(it.sceneBoundingRect().center()))
        menu.popup(pos)

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

    def target_words(self, verb: str) -> str:
        """Where a card goes to ``verb`` it, in words: "the middle", "the discard pile", "the
        deck", "a meld"; the hint line says it, and the zone is drawn as a target on a drag."""
        zone = self._verb_zone(verb)
        if zone == "middle":
            melds = self.geom is not None and any(
                verb in zg.key.rule.verbs for z, zg in self.geom.zones.items() if z.startswith("melds")
            )
            return (
                tr("a meld", note="where to: drag a card to ...")
                if melds
                else tr("the middle", note="where to: drag a card to ...")
            )
        name = zone_key(self.game_id, zone).rule.label.replace("{n}", "").strip() or zone.replace("_", " ")
        if name == "discard":
            return discard_pile()
        return (
            tr("the deck", note="where to: drag a card to ...")
            if name == "deck"
            else tr("the {name}", note="where to: drag a card to ...").format(name=tr(name))
        )

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
                    tr("the middle of the table", note="where to: drag a card to ...")
                    if "middle" in where
                    else " or ".join(sorted(w.replace("_", " ") for w in where))
                    if english()
                    else self.target_words(acts[0].verb)
                )
                self.refused(tr("drop the card on {spot} to {verb} it").format(spot=spot, verb=verb_word(acts[0].verb)))
            elif acts:
                self.refused(tr("drop the card on a meld"))
            else:
                card = str(it.card) if english() else card_words(it.card)
                self.refused(tr("{card} cannot be moved now").format(card=card))
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
        if key == Qt.Key.Key_Escape and self.close_peek():  # a spread pile, the last trick
            return
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
            accessible.card_focused(self)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            it = self._focused_item()
            if it is not None:
                self.card_activated(it)
        elif key == Qt.Key.Key_Space:
            it = self._focused_item()
            if it is not None and self.meld_mode():
                self.toggle_selected(it)
                accessible.card_focused(self)
        elif key == Qt.Key.Key_Escape:
            self.clear_selection()
        else:
            super().keyPressEvent(event)
