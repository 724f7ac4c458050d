"""The table for screen readers (issue 24): its cards, zones, plates and notes in Qt's
accessibility tree, and what the table tells a screen reader as the match goes on.

The scene's items are no widgets, so Qt's accessibility tree stops at the table. :func:`install`
adds a factory (``QAccessible.installFactory``) that gives the table an interface of its own,
whose children are, in this order:

- the screens lying over the table while shown (the hand-over screen, a hand's summary);
- the table note, the hint line and a refusal's toast while they say something;
- one group per zone that holds cards ("Your hand, 13 cards, 4 playable", "Trick, 2 cards",
  "Discard pile, 3 cards, top card 4 of Spades", "AI 1's hand, 10 cards face down"), the person's
  hand first, then the trick, the piles and the other seats' cards; a child per card: "Queen of
  Hearts, playable" or "not playable now" in the person's hand as the table marks it, a card the
  table shows face down only "face-down card", never its face;
- a spread pile or the last trick shown again (peek.py);
- one plate per seat: "AI 1, 12 points, 3 tricks, dealer, to play".

Each is a QObject the accessibility cache knows: the cards, plates and texts are the scene's own
items, a zone a small :class:`ZoneNode` kept as a child of the table; Qt drops an interface when
its object goes. The words are worked out when a screen reader asks, from what the table shows.

:func:`announce` is the one place the window speaks to a screen reader unasked: the log's lines
of the other players' moves and of who took a trick (desktop/app/match_log.py), politely.
:func:`card_focused` tells it the card the keyboard has chosen.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QObject, QPoint, QRect, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QWidget

from ..i18n import tr, tr_noop
from ..naming import card_words, is_you
from .items import CardItem, SeatPlate, TextBox
from .layout import label_words, zone_key
from .peek import PeekingTable, PeekPanel
from .scene import PACK

Role = QAccessible.Role
Text = QAccessible.Text
# The bindings' stubs give no Optional for an interface, but Qt reads None as "no such child".
NOTHING = cast(QAccessibleInterface, None)
NODE_PREFIX = "accessible zone "
FACE_DOWN = tr_noop("face-down card")
TABLE_NAME = tr_noop("Card table")

_installed = False


def install() -> None:
    """Put the table's interfaces into Qt's accessibility (once; each table calls it)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announce(source: QObject, text: str) -> None:
    """Have a screen reader say ``text`` when it is free (a polite announcement), from ``source``."""
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


def card_focused(table: PeekingTable) -> None:
    """Tell a screen reader the card the keyboard has chosen (the arrow keys, Space)."""
    it = table._focused_item()
    if it is None or not QAccessible.isActive():
        return
    iface = QAccessible.queryAccessibleInterface(it)
    if iface is not None:
        QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.Focus))


def _factory(key: str, obj: QObject | None) -> QAccessibleInterface | None:
    if isinstance(obj, PeekingTable):
        return TableAccessible(obj)
    if isinstance(obj, ZoneNode):
        return ZoneAccessible(obj, obj.table)
    if not isinstance(obj, CardItem | SeatPlate | TextBox | PeekPanel):
        return None
    scene = obj.scene()
    table = next((v for v in scene.views() if isinstance(v, PeekingTable)), None) if scene is not None else None
    if table is None:
        return None
    if isinstance(obj, CardItem):
        return CardAccessible(obj, table)
    if isinstance(obj, SeatPlate):
        return PlateAccessible(obj, table)
    return TextAccessible(obj, table)


class ZoneNode(QObject):
    """A zone of cards as one object of the tree; a child of its table, found by its name."""

    def __init__(self, table: PeekingTable, zone: str) -> None:
        super().__init__(table)
        self.table = table
        self.zone = zone
        self.setObjectName(NODE_PREFIX + zone)


def zone_node(table: PeekingTable, zone: str) -> ZoneNode:
    node = table.findChild(ZoneNode, NODE_PREFIX + zone)
    return node if isinstance(node, ZoneNode) else ZoneNode(table, zone)


# -- the words -------------------------------------------------------------------------------------


def seat_name(table: PeekingTable, seat: int) -> str:
    """The name on a seat's plate (King for two's third hand has one of its own)."""
    plate = table.plates.get(seat)
    if plate is not None and plate.name:
        return plate.name
    return table.names[seat] if 0 <= seat < len(table.names) else tr("Seat {n}").format(n=seat)


def held(table: PeekingTable) -> set[str]:
    """The hands the person holds or plays from now (their cards are playable or not)."""
    return {z for z in (table._own_hand(), table._play_hand()) if z}


def card_name(table: PeekingTable, it: CardItem) -> str:
    """``Queen of Hearts, playable``; ``face-down card`` for a card the table shows face down."""
    if it.shown is None:
        return tr(FACE_DOWN)
    parts = [card_words(it.shown)]
    if it.zone == "trick" and it.from_seat is not None:
        by = seat_name(table, it.from_seat)
        parts.append(tr("played by you") if is_you(by) else tr("played by {who}").format(who=by))
    if it.zone in held(table):
        parts.append(tr("playable") if it.legal else tr("not playable now"))
    elif it.legal:
        parts.append(tr("playable"))
    if it.selected_:
        parts.append(tr("selected", note="a card chosen for a meld"))
    if it.winner:
        parts.append(tr("takes the trick", note="a card in the trick"))
    if it.fresh:
        parts.append(tr("just received", note="a card"))
    return ", ".join(parts)


_BASE = re.compile(r"[A-Za-z_]+")


def _seat_zone(base: str, meld: int | None, you: bool, who: str) -> str:
    """A seat's zone in words, whole (Russian says "Ваша рука" but "Рука игрока Анна")."""
    if meld is not None:
        return tr("Your meld {k}").format(k=meld) if you else tr("{who}'s meld {k}").format(who=who, k=meld)
    if base == "hand":
        return tr("Your hand") if you else tr("{who}'s hand").format(who=who)
    if base == "won":
        return tr("Your tricks won") if you else tr("{who}'s tricks won").format(who=who)
    if base == "bids":
        return tr("Your bid cards") if you else tr("{who}'s bid cards").format(who=who)
    what = base.replace("_", " ")
    return tr("Your {pile}").format(pile=what) if you else tr("{who}'s {pile}").format(who=who, pile=what)


def zone_title(table: PeekingTable, zone: str) -> str:
    """``Your hand``, ``AI 1's tricks won``, ``Trick``, ``Discard pile``, ``Freelance deck``."""
    if zone == PACK:
        return tr("The pack")
    if zone == "trick":
        return tr("Trick", note="the cards played to the middle")
    key = zone_key(table.game_id, zone)
    if key.seat is not None:
        m = _BASE.match(zone)
        base = m.group(0) if m is not None else zone
        who = seat_name(table, key.seat)
        return _seat_zone(base, key.meld, zone == table._own_hand() or is_you(who), who)
    if key.rule.label.replace("{n}", "").strip() == "discard":
        return tr("Discard pile")
    words = label_words(key.rule.label) or zone.replace("_", " ")
    return words[:1].upper() + words[1:]


def card_count(n: int) -> str:
    """``1 card``, ``13 cards``."""
    return tr("%n card", n=n) if n == 1 else tr("%n cards", n=n)


def zone_name(table: PeekingTable, zone: str) -> str:
    """The zone's title, its number of cards, face down or how many face up, a pile's top card,
    and in the person's hand how many are playable."""
    items = table.model.get(zone, [])
    n = len(items)
    face_up = sum(it.shown is not None for it in items)
    text = f"{zone_title(table, zone)}, {card_count(n)}"
    if not face_up:
        text += " " + tr("face down", note="a zone's cards")
    elif face_up < n:
        text += ", " + tr("%n face up", n=face_up)
    rule = zone_key(table.game_id, zone).rule
    if rule.slot == "pile" and items:
        top = items[0] if rule.top_first else items[-1]
        if top.shown is not None:
            text += ", " + tr("top card {card}").format(card=card_words(top.shown))
    if zone in held(table) and table.legal is not None:
        text += ", " + tr("%n playable", n=sum(it.legal for it in items))
    return text


def points(score: str) -> str:
    try:
        value = int(score)
    except ValueError:
        return score
    # Not a plural form of Qt's: a score may be below zero, and Qt leaves %n of a negative number.
    return tr("{n} point").format(n=value) if abs(value) == 1 else tr("{n} points").format(n=value)


def plate_name(table: PeekingTable, seat: int, plate: SeatPlate) -> str:
    """``AI 1, 12 points, 3 tricks, dealer, to play``."""
    parts = [plate.name or seat_name(table, seat)]
    if plate.score:
        parts.append(points(plate.score))
    if plate.note:
        parts.append(plate.note)
    dealer = tr("dealer", note="on a seat's plate")
    if plate.dealer and "dealer" not in plate.note and dealer not in plate.note:
        parts.append(dealer)
    if plate.active:
        parts.append(tr("to play", note="on a seat's plate: the seat's turn"))
    return ", ".join(parts)


def peek_name(table: PeekingTable, panel: PeekPanel) -> str:
    """A spread pile or the last trick: its title and its cards, each with its caption."""
    peek = panel.peek
    cards = []
    for i, card in enumerate(peek.cards):
        words = card_words(card)
        if i < len(peek.captions) and peek.captions[i]:
            words = tr("{card} by {who}", note="a card of the last trick").format(card=words, who=peek.captions[i])
        if i == peek.marked and peek.tag:
            words += f", {peek.tag}"
        cards.append(words)
    return f"{peek.title}: {'; '.join(cards)}" if cards else peek.title


# -- what the tree holds ---------------------------------------------------------------------------


def _zone_order(table: PeekingTable, zone: str) -> tuple[int, int, str]:
    if zone in held(table):
        return (0, 0, zone)
    if zone == "trick":
        return (1, 0, zone)
    seat = zone_key(table.game_id, zone).seat
    if seat is None:
        return (2, 0, zone)
    places = max(table.places, 1)
    return (3, (seat - table.layout_seat) % places, zone)


def zones(table: PeekingTable) -> list[str]:
    """The zones holding cards, the person's hand first, then the trick, piles, the other seats."""
    return sorted((z for z, items in table.model.items() if items), key=lambda z: _zone_order(table, z))


def table_children(table: PeekingTable) -> list[QObject]:
    """The objects under the table in the tree, in the order a screen reader meets them."""
    out: list[QObject] = [
        w
        for w in table.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if w is not table.viewport() and not w.isHidden() and not w.isWindow()
    ]
    out += [box for box in (table.note, table.hint_box, table.toast_box) if box.text and box.isVisible()]
    out += [zone_node(table, z) for z in zones(table)]
    if table.peek_panel is not None and table.peek_panel.scene() is not None:
        out.append(table.peek_panel)
    places = max(table.places, 1)
    out += [table.plates[s] for s in sorted(table.plates, key=lambda s: (s - table.layout_seat) % places)]
    return out


def _iface(obj: QObject) -> QAccessibleInterface:
    return QAccessible.queryAccessibleInterface(obj)


def _child(objs: Sequence[QObject], index: int) -> QAccessibleInterface:
    return _iface(objs[index]) if 0 <= index < len(objs) else NOTHING


def _index(objs: Sequence[QObject], child: QAccessibleInterface | None) -> int:
    obj = child.object() if child is not None else None
    return next((i for i, o in enumerate(objs) if o is obj), -1)


def screen_rect(table: PeekingTable, item: QGraphicsItem) -> QRect:
    """Where ``item`` lies on the screen."""
    r = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(table.viewport().mapToGlobal(r.topLeft()), r.size())


def _viewport_point(table: PeekingTable, x: int, y: int) -> QPoint:
    return table.viewport().mapFromGlobal(QPoint(x, y))


# -- the interfaces --------------------------------------------------------------------------------


class TableAccessible(QAccessibleWidget):
    """The table: a pane named "Card table", its description the table note and the hint line."""

    def __init__(self, table: PeekingTable) -> None:
        super().__init__(table, Role.Pane, tr(TABLE_NAME))
        self.table = table

    def text(self, t: QAccessible.Text) -> str:
        table = self.table
        if t == Text.Name:
            return table.accessibleName() or tr(TABLE_NAME)
        if t == Text.Description:
            said = [table.note.text, table.hint_box.text]
            return table.accessibleDescription() or ". ".join(s for s in said if s)
        return super().text(t)

    def childCount(self) -> int:
        return len(table_children(self.table))

    def child(self, index: int) -> QAccessibleInterface:
        return _child(table_children(self.table), index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _index(table_children(self.table), child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        objs = table_children(self.table)
        for obj in objs:  # the screens over the table first
            if isinstance(obj, QWidget) and QRect(obj.mapToGlobal(QPoint(0, 0)), obj.size()).contains(x, y):
                return _iface(obj)
        for item in self.table.items(_viewport_point(self.table, x, y)):
            found: QObject | None = item if isinstance(item, SeatPlate | TextBox | PeekPanel) else None
            if isinstance(item, CardItem):
                found = zone_node(self.table, item.zone)
            if found is not None and any(found is o for o in objs):
                return _iface(found)
        return NOTHING

    def focusChild(self) -> QAccessibleInterface:
        it = self.table._focused_item()
        if it is not None and self.table.hasFocus():
            return _iface(it)
        return super().focusChild()


class _ItemAccessible(QAccessibleObject):
    """What the table's parts share: they lie in the table's window, under the table, childless."""

    def __init__(self, obj: QObject, table: PeekingTable) -> None:
        super().__init__(obj)
        self.table = table

    def window(self) -> QWindow:
        return self.table.window().windowHandle()

    def parent(self) -> QAccessibleInterface:
        return _iface(self.table)

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface:
        return NOTHING

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        return NOTHING

    def focusChild(self) -> QAccessibleInterface:
        return NOTHING

    def role(self) -> QAccessible.Role:
        return Role.StaticText

    def name(self) -> str:
        return ""

    def description(self) -> str:
        return ""

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.name()
        if t == Text.Description:
            return self.description()
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        obj = self.object()
        state.invisible = isinstance(obj, QGraphicsItem) and not obj.isVisible()
        return state

    def rect(self) -> QRect:
        obj = self.object()
        return screen_rect(self.table, obj) if isinstance(obj, QGraphicsItem) else QRect()


class ZoneAccessible(_ItemAccessible):
    """A zone: a list of its cards, named by :func:`zone_name`."""

    def __init__(self, node: ZoneNode, table: PeekingTable) -> None:
        super().__init__(node, table)
        self.zone = node.zone

    def items(self) -> list[CardItem]:
        return list(self.table.model.get(self.zone, []))

    def role(self) -> QAccessible.Role:
        return Role.List

    def name(self) -> str:
        return zone_name(self.table, self.zone)

    def childCount(self) -> int:
        return len(self.items())

    def child(self, index: int) -> QAccessibleInterface:
        return _child(self.items(), index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _index(self.items(), child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        mine = self.items()
        for item in self.table.items(_viewport_point(self.table, x, y)):  # the top card first
            if isinstance(item, CardItem) and any(item is it for it in mine):
                return _iface(item)
        return NOTHING

    def focusChild(self) -> QAccessibleInterface:
        it = self.table._focused_item()
        return _iface(it) if it is not None and it.zone == self.zone and self.table.hasFocus() else NOTHING

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self.items()
        state.multiSelectable = self.zone in held(self.table) and self.table.meld_mode()
        return state

    def rect(self) -> QRect:
        out = QRect()
        for it in self.items():
            out = out.united(screen_rect(self.table, it))
        return out


class CardAccessible(_ItemAccessible):
    """A card, under its zone: ``Queen of Hearts, playable``; described by its zone ("Your hand")."""

    def __init__(self, item: CardItem, table: PeekingTable) -> None:
        super().__init__(item, table)
        self.item = item

    def parent(self) -> QAccessibleInterface:
        return _iface(zone_node(self.table, self.item.zone))

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def name(self) -> str:
        return card_name(self.table, self.item)

    def description(self) -> str:
        return zone_title(self.table, self.item.zone)

    def state(self) -> QAccessible.State:
        state = super().state()
        table, it = self.table, self.item
        if it.zone in held(table):
            state.focusable = True
            state.focused = it is table._focused_item() and table.hasFocus()
            state.selectable = table.meld_mode()
            state.selected = it.selected_
        return state


class PlateAccessible(_ItemAccessible):
    """A seat's plate: ``AI 1, 12 points, 3 tricks, dealer, to play``; described by its tally."""

    def __init__(self, plate: SeatPlate, table: PeekingTable) -> None:
        super().__init__(plate, table)
        self.plate = plate

    def seat(self) -> int:
        return next((s for s, p in self.table.plates.items() if p is self.plate), -1)

    def name(self) -> str:
        return plate_name(self.table, self.seat(), self.plate)

    def description(self) -> str:
        box = self.table.tally_boxes.get(self.seat())
        return box.text if box is not None and box.isVisible() else ""


class TextAccessible(_ItemAccessible):
    """A text on the table: the table note, the hint line, a refusal; a spread pile, the last trick."""

    def name(self) -> str:
        obj = self.object()
        if isinstance(obj, PeekPanel):
            return peek_name(self.table, obj)
        return obj.text if isinstance(obj, TextBox) else ""
