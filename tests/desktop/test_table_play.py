"""The human plays through the table: drag, double-click, keyboard, and the control panel.

Freelance is the test bed (its rules: following suit, rule 44; bids bounded by the tokens,
rules 19-20). The human's other decisions are made through the panel, like a person would.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QSpinBox

from desktop.match.worker import Batch
from games.actions import Action

from .table_harness import config, double_click, drag, item_for, make_window, next_batch, perform, wait_turn


def quiet_choice(batch: Batch) -> Action:
    """Pass where one may, decline a swap: the quickest way to the campaign."""
    for verb in ("pass", "decline"):
        for a in batch.legal:
            if a.verb == verb:
                return a
    return batch.legal[0]


def reach_play(qtbot, w, want: Callable[[Batch], bool], limit: int = 400) -> Batch:  # type: ignore[no-untyped-def]
    """Make the human's decisions until a card play that ``want`` accepts is asked for; other
    card plays are made by double-clicking a legal card."""
    for _ in range(limit):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        plays = [a for a in batch.legal if a.verb == "play"]
        if plays and want(batch):
            return batch
        serial = batch.serial
        if plays:
            card = plays[0].card
            assert card is not None
            double_click(w.table, item_for(w.table, card, "hand0"))
            expected = str(plays[0])
        else:
            action = quiet_choice(batch)
            perform(w, action, qtbot)
            expected = str(action)
        assert next_batch(qtbot, w, serial).action == expected
    raise AssertionError("no such turn came")


def illegal_cards(batch: Batch) -> list:  # type: ignore[type-arg]
    view = batch.views[0]
    assert view is not None
    legal = {a.card for a in batch.legal}
    return [c for c in view.hand if c not in legal]


def test_drag_of_a_legal_card_to_the_trick_plays_it(qtbot) -> None:
    w = make_window(qtbot)
    w.start_match(config("freelance", humans=1, seed=21))
    batch = reach_play(qtbot, w, lambda b: True)
    card = next(a.card for a in batch.legal if a.verb == "play")
    it = item_for(w.table, card, "hand0")
    assert it.legal and it.interactive
    # The hand is fanned in suit and rank order, each card painting its own face.
    hand = w.table._hand_items()
    assert [x.shown for x in hand] == [x.card for x in hand] and all(x.shown for x in hand)
    xs = [x.pos().x() for x in hand]
    assert xs == sorted(xs)
    keys = [w.table._hand_sort(x.card) for x in hand]
    assert keys == sorted(keys)
    target = w.table.zone_rect("middle")
    assert target is not None
    serial = batch.serial
    seen: list[str] = []
    drag(w.table, it, target.center(), qtbot, lambda: seen.append(w.table.areas["middle"].state))
    assert seen == ["hover"]  # the legal target lights up under the card
    played = next_batch(qtbot, w, serial)
    assert played.action == f"play {card}"
    after = played.views[0]
    assert after is not None and card not in after.hand
    assert any(card in after.zones[z] for z in after.zones if z == "trick" or z.startswith("won"))


def test_rule_44_a_dropped_card_that_does_not_follow_suit_is_refused_and_nothing_changes(qtbot) -> None:
    w = make_window(qtbot)
    w.start_match(config("freelance", humans=1, seed=21))
    batch = reach_play(qtbot, w, lambda b: bool(illegal_cards(b)))
    wrong = illegal_cards(batch)[0]
    it = item_for(w.table, wrong, "hand0")
    assert it.dimmed and not it.legal
    home = QPointF(it.rest_pos)
    state = w.runner.worker.state
    before = (state.view(0), state.legal_actions(), state.to_act)
    target = w.table.zone_rect("middle")
    assert target is not None
    seen: list[str] = []
    drag(w.table, it, target.center(), qtbot, lambda: seen.append(w.table.areas["middle"].state))
    assert seen == ["refuse"]
    qtbot.waitUntil(lambda: "follow suit" in w.table.toast_box.text, timeout=5000)
    assert "rule 44" in w.table.toast_box.text
    assert (state.view(0), state.legal_actions(), state.to_act) == before
    assert w.current is batch and w.awaiting_human
    assert it.pos() == home and it.zone == "hand0"


def test_a_drop_away_from_any_target_glides_back_and_says_where_to_drop(qtbot) -> None:
    w = make_window(qtbot)
    w.start_match(config("freelance", humans=1, seed=21))
    batch = reach_play(qtbot, w, lambda b: True)
    card = next(a.card for a in batch.legal if a.verb == "play")
    it = item_for(w.table, card, "hand0")
    home = QPointF(it.rest_pos)
    drag(w.table, it, QPointF(20, 200), qtbot)
    assert "drop the card on the middle" in w.table.toast_box.text.lower()
    assert it.pos() == home and w.awaiting_human and w.current is batch


def test_keyboard_arrow_then_enter_plays_the_chosen_card(qtbot) -> None:
    w = make_window(qtbot)
    w.start_match(config("freelance", humans=1, seed=33))
    batch = reach_play(qtbot, w, lambda b: len([a for a in b.legal if a.verb == "play"]) >= 2)
    table = w.table
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)  # the first legal card
    QTest.keyClick(table, Qt.Key.Key_Right)  # the next card of the hand
    focused = table._focused_item()
    assert focused is not None and focused.focused
    hand = table._hand_items()
    # Move on until the focus rests on a legal card, as a player would.
    for _ in range(len(hand)):
        if focused.legal:
            break
        QTest.keyClick(table, Qt.Key.Key_Right)
        focused = table._focused_item()
    card = focused.card
    serial = batch.serial
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert next_batch(qtbot, w, serial).action == f"play {card}"


def test_rules_19_20_the_bid_spin_box_is_bounded_by_the_legal_bids(qtbot) -> None:
    w = make_window(qtbot)
    w.start_match(config("freelance", humans=1, seed=21))
    for _ in range(60):
        batch = wait_turn(qtbot, w)
        if any(a.verb == "bid" for a in batch.legal):
            break
        perform(w, quiet_choice(batch), qtbot)
        next_batch(qtbot, w, batch.serial)
    bids = sorted(a.number for a in batch.legal if a.verb == "bid")
    spin = w.panel.buttons["bid:spin"]
    assert isinstance(spin, QSpinBox)
    assert (spin.minimum(), spin.maximum()) == (bids[0], bids[-1])
    assert isinstance(w.panel.buttons.get("pass"), QPushButton)
    spin.setValue(bids[-1])
    go = w.panel.buttons["bid:go"]
    assert isinstance(go, QPushButton)
    go.click()
    assert next_batch(qtbot, w, batch.serial).action == f"bid {bids[-1]}"
