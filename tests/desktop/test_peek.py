"""A table that explains itself (issue 25): a pile a player may look at spreads on hover or click,
showing exactly the faces the view shows and nothing more, without taking a move away; the last
trick can be looked at again, with who played each card and who took it, and nothing stale is
kept past a new hand or an undo."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from desktop.app.window import MainWindow
from desktop.match.worker import Batch
from desktop.table.items import CardItem
from desktop.table.view import TableView
from games.cards import Card
from games.events import CardMoved, TrickTaken

from .table_harness import config, make_window, next_batch, perform, wait_turn
from .test_table_play import quiet_choice


def _point(table: TableView, it: CardItem) -> QPoint:
    """A point of ``it`` that no other card covers (a pile's top card lies on the others)."""
    r = it.sceneBoundingRect()
    for p in (r.center(), QPointF(r.right() - 6, r.bottom() - 6), QPointF(r.left() + 6, r.top() + 6)):
        if table._card_at(p) is it:
            return table.mapFromScene(p)
    raise AssertionError(f"{it.card} is covered")


def _hover(table: TableView, it: CardItem) -> None:
    QTest.mouseMove(table.viewport(), _point(table, it))


def _click(table: TableView, p: QPoint) -> None:
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def _top(table: TableView, zone: str) -> CardItem:
    items = [it for it in table.model[zone] if it.isVisible()]
    return max(items, key=lambda it: it.zValue())


def _empty_spot(table: TableView) -> QPoint:
    """A point of the table where no card and no panel lies."""
    w, h = table.viewport().width(), table.viewport().height()
    for x in range(20, w - 20, 37):
        for y in range(20, h - 20, 29):
            p = QPointF(x, y)
            if table._card_at(p) is None and not table._near_panel(p):  # near: on the panel too
                return QPoint(x, y)
    raise AssertionError("no empty spot")


def _reach(qtbot: Any, w: MainWindow, want: Any, choose: Any, limit: int = 300) -> Batch:
    for _ in range(limit):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        if want(batch):
            return batch
        perform(w, choose(batch), qtbot)
        next_batch(qtbot, w, batch.serial)
    raise AssertionError("never reached")


def test_freelance_discard_pile_spreads_on_hover_with_its_faces_in_order(qtbot: Any) -> None:
    """D-freelance-8: before the campaign the discard pile is public; resting on it lays out its
    13 cards, bottom to top, the top card last; the panel lies inside a small window, beside the
    pile, and goes when the pointer leaves; a click keeps it until Escape."""
    w = make_window(qtbot)
    w.resize(1024, 600)
    w.start_match(config("freelance", humans=1, seed=21))
    batch = _reach(qtbot, w, lambda b: b.views[0].phase == "declaration", quiet_choice)
    table = w.table
    pile = batch.views[0].zones["discard"]
    assert len(pile) == 13 and None not in pile
    _hover(table, _top(table, "discard"))
    qtbot.waitUntil(lambda: table.peek_panel is not None, timeout=3000)
    panel = table.peek_panel
    assert panel is not None
    assert table.peek_cards() == list(reversed(pile))  # bottom to top: the top card (first) last
    assert panel.peek.title.startswith("Discard pile: 13 cards")
    assert panel.peek.marked == 12 and panel.peek.tag == "top"
    shown = panel.sceneBoundingRect()
    assert QRectF(0, 0, table.viewport().width(), table.viewport().height()).contains(shown)
    assert not shown.intersects(table._anchor("discard"))  # the pile stays in view and clickable
    QTest.mouseMove(table.viewport(), _empty_spot(table))
    assert table.peek_panel is None  # the pointer left
    _click(table, _point(table, _top(table, "discard")))  # a click that is no move: it stays
    assert table.peek_cards() == list(reversed(pile)) and table.peek_sticky
    QTest.mouseMove(table.viewport(), _empty_spot(table))
    assert table.peek_panel is not None
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert table.peek_panel is None


def test_face_down_piles_never_show_their_faces(qtbot: Any) -> None:
    """D-freelance-8: in the campaign the discard pile lies face down: it does not spread. The
    won piles lie face down (their cards known to the view): they never spread, and the pile of
    whoever took the last trick shows that trick's cards only."""
    w = make_window(qtbot)
    w.start_match(config("freelance", humans=1, seed=21))
    table = w.table

    def two_tricks_apart(b: Batch) -> bool:
        won = {z: cs for z, cs in b.views[0].zones.items() if z.startswith("won") and cs}
        return b.views[0].phase == "campaign" and sum(len(cs) for cs in won.values()) >= 6

    def choose(b: Batch) -> Any:
        plays = [a for a in b.legal if a.verb == "play"]
        return plays[0] if plays else quiet_choice(b)

    batch = _reach(qtbot, w, two_tricks_apart, choose, limit=400)
    view = batch.views[0]
    assert set(view.zones["discard"]) == {None}
    assert table.pile_peek("discard") is None
    _click(table, _point(table, _top(table, "discard")))
    assert table.peek_panel is None and table.peek_cards() == []
    last = table.last_trick
    assert last is not None
    for zone, cards in view.zones.items():
        if not zone.startswith("won") or not cards:
            continue
        assert None not in cards  # the view knows them: the rule alone keeps them face down
        assert table.pile_peek(zone) is None
        peek = table.peek_for(zone)
        if zone == f"won{last.winner}":
            assert peek is not None and list(peek.cards) == list(cards[-3:])  # the last trick only
        else:
            assert peek is None
        _hover(table, _top(table, zone))
        qtbot.wait(450)
        assert table.peek_cards() == (list(cards[-3:]) if zone == f"won{last.winner}" else [])
        QTest.mouseMove(table.viewport(), _empty_spot(table))


def _kalooki_choice(rng: random.Random) -> Any:
    return lambda b: rng.choice([a for a in b.legal if a.verb not in ("call", "draw")] or list(b.legal))


def test_a_click_on_kalooki_discard_pile_still_draws_while_it_spreads(qtbot: Any) -> None:
    """The discard pile is public in Kalooki: resting on it spreads it; clicking it when drawing
    from it is legal still draws (the spread takes no move away); when it is no move, a click
    spreads the pile and a click elsewhere puts it away."""
    w = make_window(qtbot)
    w.start_match(config("kalooki", humans=1, seed=4))
    table = w.table
    rng = random.Random(3)
    choose = _kalooki_choice(rng)

    def draw_from_pile(b: Batch) -> bool:
        pile = b.views[0].zones.get("discard", ())
        return any(str(a) == "draw discard" for a in b.legal) and len([c for c in pile if c is not None]) >= 2

    batch = _reach(qtbot, w, draw_from_pile, choose)
    pile = batch.views[0].zones["discard"]
    _hover(table, _top(table, "discard"))
    qtbot.waitUntil(lambda: table.peek_panel is not None, timeout=3000)
    assert table.peek_cards() == list(reversed(pile))
    _click(table, _point(table, _top(table, "discard")))
    after = next_batch(qtbot, w, batch.serial)
    assert after.action == "draw discard"
    assert pile[0] in after.views[0].hand

    def discard_turn(b: Batch) -> bool:
        pile = b.views[0].zones.get("discard", ())
        legal = {a.verb for a in b.legal}
        return "draw" not in legal and "discard" in legal and len([c for c in pile if c is not None]) >= 2

    batch = _reach(qtbot, w, discard_turn, choose)
    _click(table, _point(table, _top(table, "discard")))
    assert table.peek_cards() == list(reversed(batch.views[0].zones["discard"]))
    assert w.current is batch and w.awaiting_human  # nothing was done
    _click(table, _empty_spot(table))
    assert table.peek_panel is None


def _expected_last_trick(w: MainWindow) -> tuple[list[tuple[int, Card]], int]:
    """From the events the table was shown: the cards of the last trick gathered, who played each
    (the hand it left), and who took it."""
    trick: list[tuple[int, Card]] = []
    last: tuple[list[tuple[int, Card]], int] | None = None
    for b in w.shown_batches:  # type: ignore[attr-defined]
        for e in b.events:
            if isinstance(e, CardMoved) and e.dst == "trick":
                trick.append((int(e.src[4:]), e.card))
            elif isinstance(e, TrickTaken):
                assert [c for _, c in trick] == list(e.cards)
                last, trick = (trick, e.winner), []
    assert last is not None
    return last


def test_the_last_trick_is_shown_again_then_forgotten_at_undo_and_a_new_hand(qtbot: Any) -> None:
    """Two Way Street for four: View > Show last trick (L), or resting on the winner's pile, lays
    out the four cards of the trick just taken as they were played, each with its player's name,
    and who took it; an undo back past it forgets it, and so does a new hand."""
    w = make_window(qtbot)
    w.start_match(config("two_way_street", humans=1, seed=7, players=4))
    table = w.table
    rng = random.Random(2)
    batch = _reach(qtbot, w, lambda b: table.last_trick is not None, lambda b: rng.choice(list(b.legal)))
    plays, winner = _expected_last_trick(w)
    names = ["Ann", "AI 1", "AI 2", "AI 3"]
    assert w.menus.last_trick_action.shortcut().toString() == "L"
    w.menus.last_trick_action.trigger()
    panel = table.peek_panel
    assert panel is not None and panel.peek.kind == "trick"
    assert len(panel.peek.cards) == 4
    assert list(panel.peek.cards) == [c for _, c in plays]
    assert list(panel.peek.captions) == [names[s] for s, _ in plays]
    assert panel.peek.title.endswith(f"taken by {names[winner]}")
    assert panel.peek.marked == [s for s, _ in plays].index(winner)
    QTest.mouseMove(table.viewport(), _empty_spot(table))
    assert table.peek_panel is panel  # shown until dismissed
    w.menus.last_trick_action.trigger()  # L again puts it away
    assert table.peek_panel is None
    _hover(table, _top(table, f"won{winner}"))
    qtbot.waitUntil(lambda: table.peek_panel is not None, timeout=3000)
    assert table.peek_cards() == [c for _, c in plays]
    w.menus.last_trick_action.trigger()  # L puts the hovered panel away too
    assert table.peek_panel is None
    w.menus.last_trick_action.trigger()
    assert table.peek_panel is not None

    w.undo()  # back to before the person's card of that trick
    qtbot.waitUntil(lambda: w.awaiting_human and w.current is not None and w.current.reset, timeout=10_000)
    assert table.last_trick is None and table.peek_panel is None
    assert not table.show_last_trick() and "no last trick" in table.toast_box.text

    hand = batch.views[0].hand_no
    _reach(qtbot, w, lambda b: b.views[0].hand_no > hand, lambda b: rng.choice(list(b.legal)), limit=400)
    assert table.last_trick is None and table.peek_for(f"won{winner}") is None
