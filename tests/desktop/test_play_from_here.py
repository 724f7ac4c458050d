"""Play from here (issue 23): from a reviewed decision of a real match, a new match in the main
window that takes the match up at that decision (the actions before it), with the same players, the
person to act there with the same view and the same legal actions as in the match they played.

The match is a short King (king.txt) of one person and three computer players; its first hand is
played out by the table harness (the person's moves through the table), then reviewed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.data import storage
from desktop.match.worker import HUMAN
from desktop.review import analysis
from desktop.review.replay import ReplayWindow
from games.replay import Replay
from games.transcript import Transcript

from .table_harness import config, play_human_turns, wait_turn
from .test_main_window import make_window


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    return folder


def _first_hand_played(qtbot: Any, w: Any) -> None:
    """King, the person at seat 0, played until hand 1 is on the score sheet."""
    w.start_match(config("king", humans=1, seed=5))
    scores = w.score_dock.scores
    qtbot.waitUntil(lambda: w.awaiting_human or bool(scores.sheet.sheet.rowCount()), timeout=30000)
    while not scores.sheet.sheet.rowCount():
        play_human_turns(qtbot, w, 1)
        wait_turn(qtbot, w)
    wait_turn(qtbot, w)


def _taken_up(qtbot: Any, w: Any, match_no: int) -> None:
    """The new match's first batch is shown and the person may act on it."""
    qtbot.waitUntil(lambda: w.match_no > match_no and w.latest is not None and w.latest.match == w.match_no)
    qtbot.waitUntil(lambda: w.awaiting_human and w.current is not None and w.current.match == w.match_no, timeout=30000)


def test_issue23_play_from_a_reviewed_decision_takes_the_match_up_there(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(analysis, "DEFAULT_BUDGET", 0.02)  # a tiny search: the window is tested, not the expert
    w = make_window(qtbot)
    _first_hand_played(qtbot, w)
    original = w.config
    assert original is not None
    w.files.review_hand(1)
    viewer = w.files.replay_windows[-1]
    assert isinstance(viewer, ReplayWindow)
    panel = viewer.hand_review
    qtbot.waitUntil(lambda: panel.review is not None, timeout=120000)
    assert panel.review is not None and panel.list.count() > 1
    played: Transcript = viewer.transcript
    replay = Replay(played)
    # A computer's decision, and the hand still in play, are not the person's to play from.
    computer = next(i for i in range(replay.hand_span(1).start, replay.last) if replay.actors[i] != 0)
    viewer.seek(computer)
    assert not panel.from_button.isEnabled()
    viewer.seek(replay.last)
    assert viewer.is_private() and not panel.from_button.isEnabled()
    # A reviewed decision chosen (the second line: not the hand's first decision).
    item = panel.list.item(1)
    panel.list.itemClicked.emit(item)
    index = int(item.data(Qt.ItemDataRole.UserRole))
    assert viewer.position == index > 0 and panel.from_button.isEnabled()
    assert "where Ann is to act" in panel.from_button.toolTip()  # the harness names the person Ann
    there = played.replay(index)
    assert there.to_act == 0
    asked: list[bool] = []
    w.starting.confirm_leave = lambda: asked.append(True) or True  # the match in play is left (and kept)
    before = w.match_no
    left = w.latest.transcript
    with qtbot.waitSignal(panel.play_from) as emitted:
        panel.from_button.click()
    assert emitted.args == [index, 0] and asked == [True]
    _taken_up(qtbot, w, before)
    # The same players: seat kinds (the person's seat human), names, seed: so the same computer levels
    # and seeds (match seed × 31 + seat).
    assert w.config is not None and w.config.seats == original.seats and w.config.names == original.names
    assert w.config.seed == original.seed and w.config.options == original.options
    session = w.runner.worker.session
    assert session is not None and session.transcript.actions == played.actions[:index]
    # The person is to act at exactly that decision: the same view and the same legal actions.
    batch = w.current
    assert batch is not None and batch.to_act == 0 and not batch.is_over
    assert batch.views[0] == there.view(0) == session.state.view(0)
    assert batch.legal == tuple(there.legal_actions())
    assert w.table.view == there.view(0)
    # As with "Play this deal again": the new match is the autosave, the match it replaced is kept.
    assert storage.load_autosave() is not None
    assert storage.load_autosave().actions == played.actions[:index]  # type: ignore[union-attr]
    kept = [m.transcript.actions for m in storage.unfinished_matches() if m.path is not None]
    assert left.actions in kept


def test_issue23_play_from_a_files_position_seats_the_person_at_the_decision(qtbot: Any) -> None:
    """A file keeps names, not who is human: the start screen's seats, its one human moved to the
    seat to act (that seat's computer level to the human's old seat)."""
    w = make_window(qtbot)
    _first_hand_played(qtbot, w)
    played = w.latest.transcript
    replay = Replay(played)
    index = next(i for i in range(replay.hand_span(1).start, replay.last) if replay.actors[i] == 2)
    defaults = w.files.seats_for(played)
    assert defaults.count(HUMAN) == 1 and defaults[2] != HUMAN
    w.starting.confirm_leave = lambda: True
    before = w.match_no
    w.files.play_from_here(played, None, index, 2)
    _taken_up(qtbot, w, before)
    assert w.config is not None and w.config.humans == [2]
    moved = list(defaults)
    moved[defaults.index(HUMAN)], moved[2] = defaults[2], HUMAN
    assert list(w.config.seats) == moved
    there = played.replay(index)
    assert w.current is not None and w.current.to_act == 2
    assert w.current.views[2] == there.view(2) and w.current.legal == tuple(there.legal_actions())
