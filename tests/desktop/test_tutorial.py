"""Issue 23, the first hand that teaches: in every game the harness plays it to its end taking
the good moves shown (Enter, as after a hint), and once straying from them (another legal move)
also to its end; every rule a bubble cites exists in that game's rules text (a numbered rule, a
heading) or in DECISIONS.md (a ruling D-<game>-<n>); the start screen offers it once per game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import games
from desktop.app.lessons import Cite
from desktop.app.tutorial import Offer
from desktop.app.window import MainWindow

from .table_harness import make_window, next_batch, perform

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def cite_exists(game_id: str, cite: Cite) -> bool:
    text = (RULES / f"{game_id}.txt").read_text(encoding="utf-8")
    if cite.kind == "rule":
        return re.search(rf"^{re.escape(cite.ref)}\. ", text, re.MULTILINE) is not None
    if cite.kind == "ruling":
        return cite.ref.startswith(f"D-{game_id}-") and f"- {cite.ref}. " in (RULES / "DECISIONS.md").read_text(
            encoding="utf-8"
        )
    return cite.ref in text


def play_tutorial(qtbot: Any, w: MainWindow, game_id: str, stray: bool, shot: Path | None = None) -> int:
    """The tutorial of ``game_id`` to the end of its hand: Enter on each good move shown, but the
    first decision with a choice answered by another legal move when ``stray``. The decisions made."""
    t = w.menus.tutorial
    t.start(game_id)
    strayed, done = False, 0
    while True:

        def ready() -> bool:
            assert not w.crashes and not w.ai_errors, (w.crashes, w.ai_errors)
            now = w.current
            return t.finished or (now is not None and w.awaiting_human and t.suggested_for == now.serial)

        qtbot.waitUntil(ready, timeout=60_000)
        if t.finished:
            break
        batch = w.current
        assert batch is not None and t.suggestion in batch.legal
        assert t.bubble.isVisible() and "Enter" in t.bubble.label.text()
        if shot is not None and done == 2:
            shot.parent.mkdir(parents=True, exist_ok=True)
            w.grab().save(str(shot))
        good = t.suggestion
        others = [a for a in batch.legal if a != good]
        entered = not (stray and not strayed and others)
        if entered:
            QTest.keyClick(w.table, Qt.Key.Key_Return)
        else:
            perform(w, others[-1], qtbot)
            strayed = True
        after = next_batch(qtbot, w, batch.serial, timeout=30_000)
        assert after.actor == 0 and after.action == (str(good) if entered else str(others[-1]))
        done += 1
        assert done < 400
    assert not stray or strayed
    assert t.bubble.isVisible() and t.bubble.more.isVisible()  # the score, explained
    for lesson in t.lessons:
        for cite in lesson.cites:
            assert cite_exists(game_id, cite), (game_id, cite)
    assert any(lesson.cites for lesson in t.lessons)
    return done


@pytest.mark.parametrize("game_id", games.ids())
def test_the_tutorial_is_played_to_its_end_taking_the_good_moves(qtbot: Any, game_id: str) -> None:
    w = make_window(qtbot)
    shot = SHOTS / f"tutorial-{game_id}.png"
    done = play_tutorial(qtbot, w, game_id, stray=False, shot=shot)
    assert done > 0
    assert not w.runner.worker.persist  # never saved, never counted while it is on the table


@pytest.mark.parametrize("game_id", games.ids())
def test_the_tutorial_goes_on_after_another_move_than_the_good_one(qtbot: Any, game_id: str) -> None:
    w = make_window(qtbot)
    assert play_tutorial(qtbot, w, game_id, stray=True) > 0


def test_the_start_screen_offers_the_tutorial_once_per_game(qtbot: Any) -> None:
    w = make_window(qtbot)
    t = w.menus.tutorial
    w.starting.new_match_dialog()
    screen = w.starting.start_screen
    assert screen is not None
    first = str(screen.game.currentData())
    offers = screen.findChildren(Offer)
    assert [o.game_id for o in offers if not o.isHidden()] == [first]
    next(o for o in offers if o.game_id == first).decline.click()
    assert w.starting.tutorial_answer(first) == "declined"
    screen.game.setCurrentIndex((screen.game.currentIndex() + 1) % screen.game.count())
    second = str(screen.game.currentData())
    screen.game.setCurrentIndex(games.ids().index(first))  # declined: not offered again
    assert t.offers_shown == [first, second]
    screen.game.setCurrentIndex(games.ids().index(second))
    offer = next(o for o in screen.findChildren(Offer) if o.game_id == second and not o.isHidden())
    offer.take.click()
    assert t.active() and w.config is not None and w.config.game_id == second
    assert w.starting.tutorial_answer(second) == "taken"
    w.starting.new_match_dialog()  # taken: neither game is offered again
    screen = w.starting.start_screen
    assert screen is not None
    for gid in (first, second):
        screen.game.setCurrentIndex(games.ids().index(gid))
    assert t.offers_shown == [first, second, second]
