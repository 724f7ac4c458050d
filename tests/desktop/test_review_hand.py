"""Review this hand (issue 23) in the replay window: the hand at the cursor reviewed off the GUI
thread with a progress bar, its decisions listed the costliest first, a line drawing its position.

The hand is the King No Tricks deal of tests/ai/test_review.py, played to its end, where leading
AH to the ninth trick costs exactly 6 against leading 7S (worked out there from king.txt's
following suit and "A trick is won ... by the highest card of the leading suit").
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

from desktop.data import storage
from desktop.review import analysis
from desktop.review.replay import ReplayWindow
from tests.ai.test_review import NINTH_LEAD, no_tricks_hand

from .table_harness import config, make_window, play_human_turns, wait_turn

# The picture is kept only when asked: PARLOUR_SHOTS=docs/screenshots retakes the README's one.
SCREENSHOT = Path(os.environ.get("PARLOUR_SHOTS", tempfile.gettempdir())) / "review.png"


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    return folder


def test_issue23_review_this_hand_lists_the_costliest_first_and_draws_its_position(qtbot: Any) -> None:
    transcript = no_tricks_hand("play AH")
    w = ReplayWindow(transcript, transcript.players, speed="off")
    qtbot.addWidget(w)
    w.resize(1400, 860)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.is_ready, timeout=20000)
    w.seek(5)  # somewhere in hand 1
    panel = w.hand_review
    panel.budget, panel.iterations = None, 3
    assert panel.seats() == [0]  # the seat named You
    with qtbot.waitSignal(panel.reviewed, timeout=120000):
        panel.start_button.click()
        assert panel.progress.isVisible() and panel.cancel_button.isVisible()
        assert not panel.start_button.isEnabled()
    assert not panel.progress.isVisible() and panel.start_button.isEnabled()
    review = panel.review
    assert review is not None and not review.cancelled
    lines = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert len(lines) == len(review.weighings) == 12
    ninth = next(x for x in review.weighings if x.index == NINTH_LEAD)
    line = panel.line(ninth)
    assert line == (
        "Hand 1, your decision 12: play A♥ (−34.0); better: play 7♠ (−28.0); cost 6.0;"
        " all cards open, this gave away 4 points"
    )
    # A cost that differed from deal to deal is given with its standard error.
    assert panel.weighed(dataclasses.replace(ninth, spread=0.46)).endswith("cost 6.0 ± 0.5")
    # With all cards open seat 0 could take no trick (tests/ai/test_open_hand.py); it took nine.
    assert panel.summary.text().endswith(
        "All cards open, you could keep to 0 points whatever the others played; in play: 36 points."
    )
    assert lines.index(line) == [x.index for x in review.costliest()].index(NINTH_LEAD)
    losses = [x.loss for x in review.costliest()]
    assert losses == sorted(losses, reverse=True)
    assert panel.summary.text().startswith(f"Hand 1: expected points lost in the hand: {review.lost:.1f}")
    # Choosing the line draws the position before the ninth lead, from seat 0's chair.
    panel.list.itemClicked.emit(panel.list.item(lines.index(line)))
    assert w.position == NINTH_LEAD and w.seat_mode == 0
    assert w.table.view == transcript.replay(NINTH_LEAD).view(0)
    assert w.table.hint_box.text == line
    qtbot.wait(100)  # the layout settles (the summary's height for its lines)
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    assert w.grab().save(str(SCREENSHOT))


def test_issue23_a_review_can_be_cancelled(qtbot: Any) -> None:
    transcript = no_tricks_hand("play AH")
    w = ReplayWindow(transcript, transcript.players, speed="off")
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.is_ready, timeout=20000)
    panel = w.hand_review
    panel.budget, panel.iterations = None, 40
    with qtbot.waitSignal(panel.reviewed, timeout=120000):
        panel.start_button.click()
        panel.cancel_button.click()
    assert panel.review is not None and panel.review.cancelled
    assert len(panel.review.weighings) < 12
    assert "cancelled" in panel.summary.text()


def test_issue23_the_score_sheets_row_reviews_its_hand(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The sheet's row menu: Review this hand opens the replay at that hand and reviews it."""
    monkeypatch.setattr(analysis, "DEFAULT_BUDGET", 0.02)  # a tiny search: the window is tested, not the expert
    w = make_window(qtbot)
    # Seed 3: a first hand whose open-hand result is quick to work out. With seed 5 this test took
    # 62 s against 3 s beside a busy arena, and in a CI run there its review outlasted the wait.
    w.start_match(config("king", humans=1, seed=3))
    scores = w.score_dock.scores
    assert scores.row_menu(0) is None  # no hand finished yet: no row
    # The first hand played out by the harness (the person's turns included).
    qtbot.waitUntil(lambda: w.awaiting_human or bool(scores.sheet.sheet.rowCount()), timeout=30000)
    while not scores.sheet.sheet.rowCount():
        play_human_turns(qtbot, w, 1)
        wait_turn(qtbot, w)
    menu = scores.row_menu(0)
    assert menu is not None and [a.text() for a in menu.actions()] == ["Review this hand"]
    with qtbot.waitSignal(scores.review_requested) as asked:
        menu.actions()[0].trigger()
    assert asked.args == [1]
    viewer = w.files.replay_windows[-1]
    assert isinstance(viewer, ReplayWindow) and viewer.hand_no == 1
    panel = viewer.hand_review
    assert panel.seats() == [0]  # the human seat of the match
    qtbot.waitUntil(lambda: panel.review is not None, timeout=120000)
    assert panel.review is not None and panel.review.hand_no == 1
    assert panel.list.count() == len(panel.review.weighings) > 0
