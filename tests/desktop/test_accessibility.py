"""Screen readers (issue 24): the table's cards, zones, controls and scores are in Qt's
accessibility tree, walked here as a screen reader would, from the window's interface down.

At the person's turns of each game the walk finds every card of their hand by its words, marked
playable or not as the table marks it (and as the rules allow), never the face of a card the
table shows face down, every control of the row under the table by a name, and each seat's
plate with its score. The other players' moves and the tricks' winners are announced, as the
log says them; the card the keyboard chooses is the table's focus.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox, QToolButton

import games
from desktop.app.window import MainWindow
from desktop.match.worker import Batch
from desktop.naming import card_words
from desktop.table.moves import card_actions

from .table_harness import config, make_window, next_batch, perform, wait_turn

Role = QAccessible.Role
NAME = QAccessible.Text.Name
FACE_DOWN = "face-down card"
# Each game at its default table, and King for two (one hand of the other player's lies open).
TABLES = [(g, None) for g in games.ids()] + [("king", 2)]
TURNS = 12


@dataclass
class Node:
    iface: QAccessibleInterface
    name: str
    role: QAccessible.Role
    obj: QObject | None
    children: list[Node] = field(default_factory=list)

    def all(self) -> list[Node]:
        out = [self]
        for c in self.children:
            out += c.all()
        return out


def walk(iface: QAccessibleInterface | None, depth: int = 0) -> Node | None:
    """The tree under ``iface`` as a screen reader meets it: what is not invisible, child by child."""
    if iface is None or not iface.isValid() or iface.state().invisible or depth > 40:
        return None
    node = Node(iface, iface.text(NAME), iface.role(), iface.object())
    for i in range(iface.childCount()):
        child = walk(iface.child(i), depth + 1)
        if child is not None:
            node.children.append(child)
    return node


def window_tree(qtbot: Any, w: MainWindow) -> Node:
    qtbot.wait(20)  # the controls just built are shown by a queued call
    root = walk(QAccessible.queryAccessibleInterface(w))
    assert root is not None
    return root


def table_node(root: Node, w: MainWindow) -> Node:
    found = [n for n in root.all() if n.obj is w.table]
    assert len(found) == 1, "the table is not in the tree"
    return found[0]


def words_of(name: str) -> str:
    return name.split(",")[0]


@dataclass
class Counts:
    cards: int = 0
    zones: int = 0
    controls: int = 0
    plates: int = 0


def check_hand(table: Node, w: MainWindow, batch: Batch) -> None:
    """Every card of the hand by its words; playable as the table marks it and the rules allow."""
    view = batch.views[0]
    assert view is not None
    hands = [n for n in table.children if n.role == Role.List and n.name.startswith("Your hand")]
    assert len(hands) == 1, [n.name for n in table.children]
    hand = hands[0]
    assert Counter(words_of(c.name) for c in hand.children) == Counter(card_words(c) for c in view.hand)
    assert hand.name.startswith(f"Your hand, {len(view.hand)} card")
    for c in hand.children:
        assert c.role == Role.ListItem
        marked = getattr(c.obj, "legal", None)
        assert marked is not None, c.name
        assert c.name.split(", ")[1] == ("playable" if marked else "not playable now"), c.name
    moves = card_actions(batch.legal)
    if moves and not w.table.meld_mode() and w.table._play_hand() == "hand0":
        legal_words = {card_words(a.card) for a in moves if a.card in view.hand}
        said = {words_of(c.name) for c in hand.children if ", playable" in c.name}
        assert said == legal_words


def check_faces(table: Node, w: MainWindow) -> tuple[int, int]:
    """No card the table shows face down is named by its face, nor any card the person may not
    see (the other hands, as the match holds them); each of those is a "face-down card" in its
    zone. Returns (cards, zones) found under the table."""
    zones = [n for n in table.children if n.role == Role.List]
    cards = [c for z in zones for c in z.children]
    shown = Counter(words for _zone, card in w.table.visible_faces() for words in [card_words(card)])
    named = Counter(words_of(c.name) for c in cards if c.name != FACE_DOWN)
    assert named <= shown, named - shown
    for c in cards:
        if getattr(c.obj, "shown", "?") is None:
            assert c.name == FACE_DOWN
    session = w.runner.worker.session
    assert session is not None
    state = session.state
    view = w.table.view
    assert view is not None
    seen = {c for cs in view.zones.values() for c in cs if c is not None}
    hidden = {card_words(c) for s in range(1, len(w.table.names)) for c in state.view(s).hand} - {
        card_words(c) for c in seen
    }
    for c in cards:
        assert not any(words in c.name for words in hidden), c.name
    for zone, items in view.zones.items():
        if zone.startswith("hand") and zone != "hand0" and items and all(c is None for c in items):
            count = f"{len(items)} card{'' if len(items) == 1 else 's'} face down"
            faces_down = [z for z in zones if z.name.endswith(count) and "hand" in z.name]
            assert faces_down, f"{zone}: {[z.name for z in zones]}"
            assert all(c.name == FACE_DOWN for z in faces_down for c in z.children)
    return len(cards), len(zones)


def check_controls(root: Node, w: MainWindow) -> int:
    """Every control of the row under the table is in the tree with a name of its own."""
    by_obj = {id(n.obj): n for n in root.all() if n.obj is not None}
    controls = [x for x in w.panel.widgets if isinstance(x, QPushButton | QToolButton | QSpinBox | QComboBox)]
    for widget in controls:
        node = by_obj.get(id(widget))
        assert node is not None, f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()} not in the tree"
        assert node.name.strip(), type(widget).__name__
        assert "▾" not in node.name
        if isinstance(widget, QSpinBox):
            assert node.name.endswith(": number"), node.name
        if isinstance(widget, QPushButton) and widget.text().startswith("Bid the "):
            assert re.fullmatch(r"Bid the .+ of \w+|Bid the .*Joker", node.name), node.name
    return len(controls)


def check_plates(table: Node, w: MainWindow) -> int:
    """Each seat's plate: its name and its score."""
    view = w.table.view
    assert view is not None
    plates = {id(n.obj): n for n in table.children if n.role == Role.StaticText}
    for seat, plate in w.table.plates.items():
        node = plates.get(id(plate))
        assert node is not None, f"no plate for seat {seat}"
        assert node.name.startswith(plate.name), node.name
        if seat < len(view.scores):
            assert f", {view.scores[seat]} point" in node.name, node.name
    return len(w.table.plates)


def check_turn(qtbot: Any, w: MainWindow, batch: Batch) -> Counts:
    root = window_tree(qtbot, w)
    table = table_node(root, w)
    check_hand(table, w, batch)
    cards, zones = check_faces(table, w)
    return Counts(cards, zones, check_controls(root, w), check_plates(table, w))


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_the_tree_holds_every_card_control_and_plate(qtbot: Any, game_id: str, players: int | None) -> None:
    """At each of the person's first TURNS turns, with one at least where cards are moved."""
    w = make_window(qtbot)
    w.settings.auto_answer = False
    w.start_match(config(game_id, humans=1, seed=17, players=players))
    rng = random.Random(game_id)
    counts: list[tuple[bool, Counts]] = []
    for _ in range(TURNS):
        batch = wait_turn(qtbot, w)
        assert batch is not None
        if batch.is_over:
            break
        counts.append((bool(card_actions(batch.legal)), check_turn(qtbot, w, batch)))
        serial = batch.serial
        perform(w, rng.choice(list(batch.legal)), qtbot)
        next_batch(qtbot, w, serial)
    moving = [c for moves, c in counts if moves]
    assert moving, "no card was moved"
    first = counts[0][1]
    most = max(c.controls for _, c in counts)
    print(f"\n{game_id}{players or ''}: first turn {first}; first card move {moving[0]}; controls at most {most}")
    assert all(c.cards > 0 and c.zones > 0 and c.plates == len(w.table.plates) for _, c in counts)


def test_other_players_moves_and_trick_winners_are_announced(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lines the log adds for a move the table shows are said, as the person reads them, from
    the table; the person's own moves are not."""
    said: list[tuple[QObject, str]] = []
    monkeypatch.setattr("desktop.table.accessible.announce", lambda source, text: said.append((source, text)))
    w = make_window(qtbot)
    w.start_match(config("two_way_street", humans=1, seed=17))
    rng = random.Random(3)
    for _ in range(12):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        if any(re.match(r"trick \d+ to ", text) for _, text in said):
            break
        serial = batch.serial
        perform(w, rng.choice(list(batch.legal)), qtbot)
        next_batch(qtbot, w, serial)
    texts = [text for _, text in said]
    assert all(source is w.table for source, _ in said)
    assert any(re.match(r"AI [12]: play .+", t) for t in texts), texts
    assert any(re.match(r"trick \d+ to (AI [12]|Ann)", t) for t in texts), texts
    assert not any(t.startswith("Ann:") for t in texts), texts
    log = {line.strip() for line in w.log.toPlainText().splitlines()}
    assert set(texts) <= log, set(texts) - log


def test_the_card_the_keyboard_chooses_is_the_tables_focus(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The arrow keys' card is the focus a screen reader follows: the table's focus child, and a
    Focus event for it (captured: offscreen, no screen reader listens)."""
    events: list[tuple[QAccessible.Event, str]] = []
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(
        QAccessible, "updateAccessibility", lambda e: events.append((e.type(), e.accessibleInterface().text(NAME)))
    )
    w = make_window(qtbot)
    w.start_match(config("two_way_street", humans=1, seed=17))
    rng = random.Random(4)
    for _ in range(12):
        batch = wait_turn(qtbot, w)
        assert batch is not None
        if card_actions(batch.legal):
            break
        serial = batch.serial
        perform(w, rng.choice(list(batch.legal)), qtbot)
        next_batch(qtbot, w, serial)
    else:
        raise AssertionError("no card play came")
    w.table.setFocus()
    qtbot.waitUntil(w.table.hasFocus)
    QTest.keyClick(w.table, Qt.Key.Key_Right)
    card = w.table.focused_card()
    assert card is not None
    focus = QAccessible.queryAccessibleInterface(w.table).focusChild()
    assert focus is not None and focus.role() == Role.ListItem
    assert words_of(focus.text(NAME)) == card_words(card)
    assert focus.state().focused
    assert events[-1] == (QAccessible.Event.Focus, focus.text(NAME))
    QTest.keyClick(w.table, Qt.Key.Key_Right)
    after = QAccessible.queryAccessibleInterface(w.table).focusChild()
    assert after is not None and words_of(after.text(NAME)) == card_words(w.table.focused_card())


def test_every_kind_of_control_has_a_name(qtbot: Any) -> None:
    """Each shape of control the row builds: buttons, card buttons, a spin box and a choice of
    words, a menu of contracts, a choice of numbers, the long list's choice. (Qt on Linux names a
    combo box by its current item: what it is for is its description.)"""
    from desktop.table.assets import CardArt
    from desktop.table.controls import FALLBACK_COMBO_AT, ActionPanel

    freelance, king, clubs = games.get("freelance"), games.get("king"), games.get("clubs")
    rows = [
        [freelance.parse_action(t) for t in ("pass", "state 7 H", "state 8 NT", "bid 2", "bid 5")]
        + [king.parse_action(t) for t in ("choose award H", "choose award S", "choose no-hearts")],
        [clubs.parse_action(t) for t in ("bid TS", "bid QH", "bid JK")]
        + [freelance.parse_action(f"swap {r}H") for r in "23456789TJQKA"[: FALLBACK_COMBO_AT - 1]]
        + [freelance.parse_action(f"swap {r}S") for r in "23"],
        [freelance.parse_action(f"bid {n}") for n in (1, 2, 3)],
    ]
    panel = ActionPanel(CardArt())
    qtbot.addWidget(panel)
    panel.show()
    said: list[str] = []
    for legal in rows:
        panel.show_actions(legal, "Ann: choose", [])
        qtbot.wait(20)
        root = walk(QAccessible.queryAccessibleInterface(panel))
        assert root is not None
        nodes = {id(n.obj): n for n in root.all()}
        for x in panel.widgets:
            if isinstance(x, QPushButton | QToolButton | QSpinBox | QComboBox):
                node = nodes.get(id(x))
                assert node is not None, type(x).__name__
                text = node.iface.text(QAccessible.Text.Description) if isinstance(x, QComboBox) else node.name
                assert text.strip() and "▾" not in text, (type(x).__name__, text)
                said.append(text)
    print("\ncontrols:", said)
    for want in ("Pass", "State: number", "State: trumps", "Bid: number", "Award game", "No Hearts"):
        assert want in said, (want, said)
    for want in ("Bid the 10 of Spades", "Bid the Queen of Hearts", "Bid the Joker", "Swap: action"):
        assert want in said, (want, said)
