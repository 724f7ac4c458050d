"""Issue 26 ("What each player may see"), its last part: a match is never replaced without a word.

Starting another match, opening a file or playing a deal again while a match is in play asks first;
the match left is kept, and the list of unfinished matches (at start and Game > Continue a match…)
takes each up exactly where it stood. A kept file that cannot be restored is reported and moved
aside; the others are still listed.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.app import files, starting
from desktop.app.unfinished import ContinuePrompt, summary, when
from desktop.app.window import MainWindow
from desktop.data import storage

from .table_harness import config, play_human_turns, wait_turn
from .test_main_window import make_window, program_window


def played(qtbot: Any, w: MainWindow, game_id: str, seed: int, turns: int) -> list[str]:
    """Start a match with one human at ``w`` and play ``turns`` of its turns: the actions so far."""
    w.start_match(config(game_id, humans=1, seed=seed))
    play_human_turns(qtbot, w, turns)
    batch = wait_turn(qtbot, w)
    assert batch is not None and batch.transcript is not None
    return [str(a) for a in batch.transcript.actions]


def actions_of(w: MainWindow) -> list[str]:
    session = w.runner.worker.session
    assert session is not None
    return [str(a) for a in session.transcript.actions]


def test_two_matches_are_both_listed_and_each_continues_where_it_stood(qtbot: Any) -> None:
    first = make_window(qtbot)
    king = played(qtbot, first, "king", seed=5, turns=3)
    clubs = played(qtbot, first, "clubs", seed=6, turns=2)  # King is kept, not replaced
    first.close()

    w = program_window(qtbot)
    w.auto_continue = True
    w.show()
    w.starting.startup()
    prompt = w.starting.continue_prompt
    assert isinstance(prompt, ContinuePrompt) and prompt.isVisible()
    rows = [prompt.list.item(i).text() for i in range(prompt.list.count())]
    assert len(rows) == 2
    assert rows[0].startswith("Clubs: Ann, AI 1, AI 2") and f"{len(clubs)} moves" in rows[0]  # newest first
    assert rows[1].startswith("King: Ann, AI 1, AI 2 - deal 1") and f"{len(king)} moves" in rows[1]
    prompt.list.setCurrentRow(1)
    assert "Continue your King match?" in prompt.text.text()
    prompt.continue_button.click()
    wait_turn(qtbot, w)
    assert actions_of(w) == king and w.config.game_id == "king"

    # Game > Continue a match…: the Clubs match (the King match on the table is not offered).
    w.starting.confirm_leave = lambda: True
    later = w.starting.continue_dialog()
    assert isinstance(later, ContinuePrompt) and later.new_button.text() == "Close"
    assert [m.transcript.game for m in later.matches] == ["clubs"]
    later.continue_button.click()
    qtbot.waitUntil(lambda: w.config.game_id == "clubs", timeout=10_000)
    wait_turn(qtbot, w)
    assert actions_of(w) == clubs

    # Both are still there to continue: Clubs in the autosave, King kept.
    listed = {m.transcript.game: [str(a) for a in m.transcript.actions] for m in storage.unfinished_matches()}
    assert listed == {"clubs": clubs, "king": king}
    kept = list(storage.kept_dir().glob("*.parlour"))
    assert [p.name.endswith("-king.parlour") for p in kept] == [True]  # taken-up copies are not left behind


def test_a_corrupt_kept_match_is_reported_and_the_others_are_listed(qtbot: Any) -> None:
    first = make_window(qtbot)
    played(qtbot, first, "freelance", seed=3, turns=2)
    first.close()
    folder = storage.kept_dir(create=True)
    bad = folder / "20260101-120000-king.parlour"
    bad.write_text('{"format": "parlour/1", "game": "king", "players": ["a"], "seed": 1, "actions": []}')

    w = program_window(qtbot)
    w.show()
    w.starting.startup()
    box = w.message_box
    assert box is not None and "kept match could not be restored" in box.text() and "players" in box.text()
    assert not bad.exists() and list(folder.glob("*.corrupt-*"))
    box.close()
    prompt = w.starting.continue_prompt
    assert prompt is not None
    assert [m.transcript.game for m in prompt.matches] == ["freelance"]


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The start screen and the file dialog replaced by stand-ins that record being shown."""
    shown: list[str] = []

    class StartScreen:
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            shown.append("start screen")

        def exec(self) -> int:
            return 0

    monkeypatch.setattr(starting, "StartDialog", StartScreen)
    monkeypatch.setattr(files.QFileDialog, "getOpenFileName", lambda *a: shown.append("file dialog") or ("", ""))
    return shown


def test_leaving_a_match_in_play_asks_and_staying_keeps_it(qtbot: Any, opened: list[str]) -> None:
    w = make_window(qtbot)
    before = played(qtbot, w, "clubs", seed=4, turns=2)
    asked: list[str] = []

    def stay() -> bool:
        asked.append("stay")
        return False

    w.starting.confirm_leave = stay
    w.starting.new_match_dialog()  # Ctrl+N
    w.files.open_dialog("play")  # Ctrl+O
    assert w.latest is not None and w.latest.transcript is not None
    w.files.play_deal_again(w.latest.transcript, None, 1)
    assert asked == ["stay"] * 3 and opened == []
    assert actions_of(w) == before and storage.unfinished_matches()[0].path is None
    assert not storage.kept_dir().exists() or not list(storage.kept_dir().glob("*.parlour"))

    # Leaving (here: the deal played again) keeps the match left, to continue later.
    w.starting.confirm_leave = lambda: True
    w.files.play_deal_again(w.latest.transcript, None, 1)
    qtbot.waitUntil(lambda: actions_of(w) != before, timeout=10_000)
    kept = [m for m in storage.unfinished_matches() if m.path is not None]
    assert [[str(a) for a in m.transcript.actions] for m in kept] == [before]


def test_the_question_is_a_real_dialog_and_no_keeps_the_match(qtbot: Any, opened: list[str]) -> None:
    w = make_window(qtbot)
    before = played(qtbot, w, "freelance", seed=8, turns=1)
    seen: list[str] = []

    def answer_no() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.done(QMessageBox.StandardButton.No)

    QTimer.singleShot(50, answer_no)
    w.starting.new_match_dialog()
    assert seen and "Leave this match?" in seen[0] and "Continue a match" in seen[0]
    assert opened == []
    assert actions_of(w) == before


def test_no_question_before_the_first_move_or_after_the_end(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("clubs", humans=0, seed=2))
    qtbot.waitUntil(lambda: w.latest is not None and w.latest.is_over, timeout=60_000)
    assert not w.starting.match_in_play()
    fresh = make_window(qtbot)
    assert not fresh.starting.match_in_play()


def test_summary_names_the_game_players_and_progress(qtbot: Any) -> None:
    w = make_window(qtbot)
    moves = played(qtbot, w, "two_way_street", seed=1, turns=1)
    match = storage.unfinished_matches()[0]
    assert summary(match) == f"Two Way Street: Ann, AI 1, AI 2 - hand 1, {len(moves)} moves - {when(match.saved_at)}"
    assert when(43200.0, now=3600.0 * 24 * 400).startswith("01 Jan 1970")
    now = time.time()
    assert when(now, now=now).startswith("today ") and when(now - 86400, now=now).startswith("yesterday ")
