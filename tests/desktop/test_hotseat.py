"""Two humans at one screen: between their turns a hand-over screen hides the table, and the scene
underneath shows no card that only one of them may see (their hands, a card passed between them)."""

from __future__ import annotations

import random

import pytest

from desktop.table.items import CardItem

from .table_harness import config, make_window, next_batch, perform, wait_turn


def faces_in_scene(w) -> list:  # type: ignore[no-untyped-def, type-arg]
    return [
        (it.zone, it.shown)
        for it in w.table.scene().items()
        if isinstance(it, CardItem) and it.isVisible() and it.shown is not None
    ]


@pytest.mark.parametrize(("game_id", "seed"), [("clubs", 4), ("freelance", 8)])
def test_hand_over_screen_hides_both_humans_cards(qtbot, game_id: str, seed: int) -> None:
    w = make_window(qtbot)
    w.start_match(config(game_id, humans=2, seed=seed))
    rng = random.Random(seed)
    hand_overs = 0
    checked_private = 0
    for _ in range(120):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        if w.hand_over_showing():
            hand_overs += 1
            assert "Pass to" in w.curtain.label.text() and w.config.names[batch.to_act] in w.curtain.label.text()
            assert w.table.viewer is None
            faces = faces_in_scene(w)
            assert not [f for f in faces if f[0] in ("hand0", "hand1")]
            # No card shown that either human could not see (private cards stay private).
            for human in (0, 1):
                view = batch.views[human]
                assert view is not None
                private = set(view.hand)
                for other in (0, 1):
                    if other != human:
                        other_view = batch.views[other]
                        assert other_view is not None
                        private -= set(c for cs in other_view.zones.values() for c in cs if c is not None)
                checked_private += len(private)
                assert not private & {c for _, c in faces}
            w.curtain.button.click()
            assert not w.hand_over_showing() and w.table.viewer == batch.to_act
            me = batch.to_act
            assert {c for z, c in faces_in_scene(w) if z == f"hand{me}"} == set(batch.views[me].hand)
            assert not [f for f in faces_in_scene(w) if f[0] == f"hand{1 - me}"]
            if hand_overs >= 5:
                break
            continue
        action = rng.choice(list(batch.legal))
        perform(w, action, qtbot)
        assert next_batch(qtbot, w, batch.serial).action == str(action)
    assert hand_overs >= 5
    assert checked_private > 0


def test_hand_over_screen_covers_the_whole_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The hand-over screen is a screen of its own: its colour fills the table, corners included
    (a style sheet on a plain QWidget once filled only its labels, leaving the table in view)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor

    w = make_window(qtbot)
    w.start_match(config("two_way_street", humans=2, seed=3, players=2))
    wait_turn(qtbot, w)
    assert w.hand_over_showing()
    assert w.curtain.width() >= w.table.width() - 2 and w.curtain.height() >= w.table.height() - 2
    image = w.grab().toImage()  # the window as drawn, the table under the curtain included
    c = w.curtain
    for x, y in ((5, 5), (c.width() - 6, 5), (5, c.height() - 6), (c.width() // 2, 40)):
        p = c.mapTo(w, QPoint(x, y))
        assert QColor(image.pixel(p.x(), p.y())).name() == "#0d3b26", (x, y)
