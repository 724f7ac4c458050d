"""Issue 12, "Statistics ... shown in a window, resettable": the window shows what
``stats.record_finished`` / ``stats.record_match`` kept, filters by game and player, sorts by the
numbers, and forgets a game's figures (or all) only once the player confirms."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import ai
import games
from desktop.data import stats, storage
from desktop.review.stats import COLUMNS, ResetChoice, StatsWindow
from games.transcript import for_state_start


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    return folder


def record_some() -> None:
    stats.record_match("freelance", ["Ann", "Ben", "Cy"], [30, -10, 5], [0])
    stats.record_match("freelance", ["Ann", "Ben", "Cy"], [10, 40, 0], [1])
    stats.record_match("king", ["Ann", "Ben", "Cy"], [4, -2, -2], [0])
    # Kalooki counts penalty points: Dee's best is her lowest, 15.
    stats.record_match("kalooki", ["Ann", "Ben", "Cy", "Dee", "Eve"], [120, 80, 150, 15, 0], [4])
    stats.record_match("kalooki", ["Ann", "Ben", "Cy", "Dee", "Eve"], [0, 60, 90, 101, 70], [0])


def open_window(qtbot: Any) -> StatsWindow:
    w = StatsWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def column(w: StatsWindow, name: str) -> list[str]:
    c = COLUMNS.index(name)
    return [row[c] for row in w.shown_rows()]


def test_issue12_rows_show_matches_wins_rate_mean_and_best(qtbot: Any) -> None:
    record_some()
    w = open_window(qtbot)
    rows = [r[:7] for r in w.shown_rows()]  # the match columns (hands: below)
    assert rows[:2] == [
        ["Freelance", "Ann", "2", "1", "50%", "20.0", "30"],
        ["Freelance", "Ben", "2", "1", "50%", "15.0", "40"],
    ]
    kalooki = [r for r in rows if r[0] == "Kalooki"]
    assert ["Kalooki", "Dee", "2", "0", "0%", "58.0", "15 (lowest)"] in kalooki
    assert ["Kalooki", "Ann", "2", "1", "50%", "60.0", "0 (lowest)"] in kalooki
    assert ["King", "Ann", "1", "1", "100%", "4.0", "4"] in rows
    assert len(rows) == 3 + 5 + 3
    assert "Kalooki counts penalty points: lower is better" in w.note.text()


def test_issue12_a_finished_match_recorded_by_record_finished_appears(qtbot: Any) -> None:
    game = games.get("two_way_street")
    t = for_state_start(game, ["Ann", "Ben", "Cy"], 4, None)
    state = t.new_state()
    players = [ai.make_player("random", game.id, seed=s) for s in range(3)]
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        action = players[seat].choose(state.view(seat), state.legal_actions())
        state.apply(action)
        t.actions.append(str(action))
    assert stats.record_finished(t, state)
    w = open_window(qtbot)
    expected = {
        name: [
            "Two Way Street",
            name,
            "1",
            str(int(s in state.winners)),
            f"{int(s in state.winners):.0%}",
            f"{state.scores[s]:.1f}",
            str(state.scores[s]),
        ]
        for s, name in enumerate(["Ann", "Ben", "Cy"])
    }
    assert {r[1]: r[:7] for r in w.shown_rows()} == expected


def test_issue12_filter_by_game_and_by_player(qtbot: Any) -> None:
    record_some()
    w = open_window(qtbot)
    w.game_filter.setCurrentIndex(w.game_filter.findData("king"))
    assert w.game == "king"
    assert column(w, "Game") == ["King"] * 3
    assert column(w, "Player") == ["Ann", "Ben", "Cy"]
    w.set_game(None)
    assert set(column(w, "Game")) == {"Freelance", "King", "Kalooki"}
    QTest.keyClicks(w.player_filter, "an")  # Ann (any case, any part of the name)
    assert column(w, "Player") == ["Ann"] * 3
    w.player_filter.setText("zed")
    assert w.shown_rows() == [] and "No player's name matches" in w.note.text()
    w.player_filter.clear()
    w.set_game("clubs")
    assert w.shown_rows() == [] and "Nothing played of Clubs yet" in w.note.text()


def test_issue12_columns_sort_by_their_numbers(qtbot: Any) -> None:
    for k in range(12):  # Ann plays 12 matches: "12" must sort after "2", not before
        stats.record_match("king", ["Ann", "Ben", "Cy"], [k, 100, -k], [1])
    stats.record_match("king", ["Ann", "Dee", "Cy"], [0, 0, 0], [1])
    w = open_window(qtbot)
    header = w.table.horizontalHeader()
    QTest.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=_section_center(header, COLUMNS.index("Matches"))
    )
    first = column(w, "Matches")
    assert first in (["1", "12", "13", "13"], ["13", "13", "12", "1"])
    w.table.sortByColumn(COLUMNS.index("Matches"), Qt.SortOrder.AscendingOrder)
    assert column(w, "Matches") == ["1", "12", "13", "13"]
    w.table.sortByColumn(COLUMNS.index("Mean score"), Qt.SortOrder.DescendingOrder)
    assert column(w, "Player") == ["Ben", "Ann", "Dee", "Cy"]  # 100, 66 / 13, 0, -66 / 13
    w.table.sortByColumn(COLUMNS.index("Win rate"), Qt.SortOrder.DescendingOrder)
    assert column(w, "Win rate") == ["100%", "100%", "0%", "0%"]


def test_issue12_best_score_sorts_best_first_in_either_sense(qtbot: Any) -> None:
    stats.record_match("kalooki", ["Ann", "Ben", "Cy"], [5, 90, 40], [0])
    stats.record_match("freelance", ["Ann", "Ben", "Cy"], [5, 90, 40], [1])
    w = open_window(qtbot)
    w.table.sortByColumn(COLUMNS.index("Best score"), Qt.SortOrder.DescendingOrder)
    kalooki = [r[1] for r in w.shown_rows() if r[0] == "Kalooki"]
    freelance = [r[1] for r in w.shown_rows() if r[0] == "Freelance"]
    assert kalooki == ["Ann", "Cy", "Ben"] and freelance == ["Ben", "Cy", "Ann"]


def _section_center(header: Any, section: int) -> Any:
    from PySide6.QtCore import QPoint

    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    return QPoint(x, header.height() // 2)


def test_issue12_reset_forgets_only_after_confirming(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    record_some()
    w = open_window(qtbot)
    answers: list[ResetChoice | None] = [None]
    asked: list[str | None] = []

    def ask() -> ResetChoice | None:
        asked.append(w.game)
        return answers.pop(0)

    monkeypatch.setattr(w, "ask_reset", ask)
    before = w.shown_rows()
    QTest.mouseClick(w.reset_button, Qt.MouseButton.LeftButton)  # the player cancels
    assert asked == [None] and w.shown_rows() == before and len(stats.rows()) == 11
    # One game: only its rows go.
    w.set_game("kalooki")
    answers.append(ResetChoice("kalooki"))
    QTest.mouseClick(w.reset_button, Qt.MouseButton.LeftButton)
    assert asked[-1] == "kalooki" and w.shown_rows() == []
    assert {r.game for r in stats.rows()} == {"freelance", "king"}
    # Every game.
    w.set_game(None)
    assert len(w.shown_rows()) == 6
    answers.append(ResetChoice(None))
    QTest.mouseClick(w.reset_button, Qt.MouseButton.LeftButton)
    assert w.shown_rows() == [] and stats.rows() == []
    assert "Nothing played yet" in w.note.text()


def test_issue12_the_confirmation_offers_this_game_every_game_or_cancel(qtbot: Any) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    record_some()
    w = open_window(qtbot)
    w.set_game("king")
    seen: list[list[str]] = []

    def answer(label: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append([b.text() for b in box.buttons()])
        next(b for b in box.buttons() if b.text() == label).click()

    QTimer.singleShot(0, lambda: answer("Cancel"))
    assert w.ask_reset() is None
    QTimer.singleShot(0, lambda: answer("Reset King"))
    assert w.ask_reset() == ResetChoice("king")
    QTimer.singleShot(0, lambda: answer("Reset every game"))
    assert w.ask_reset() == ResetChoice(None)
    assert set(seen[0]) == {"Reset every game", "Reset King", "Cancel"}
    assert len(stats.rows()) == 11  # asking forgets nothing


def test_issue12_the_window_refreshes_when_shown(qtbot: Any) -> None:
    w = open_window(qtbot)
    assert w.shown_rows() == [] and "Nothing played yet" in w.note.text()
    w.hide()
    stats.record_match("clubs", ["Ann", "Ben", "Cy"], [3, 9, 1], [1])
    w.show()
    assert column(w, "Player") == ["Ann", "Ben", "Cy"]


def test_issue12_statistics_window_screenshot(qtbot: Any, tmp_path: Path) -> None:
    record_some()
    w = open_window(qtbot)
    w.resize(760, 460)
    image = w.grab()
    assert (image.width(), image.height()) == (w.width(), w.height())
    assert image.save(str(tmp_path / "statistics.png"))


def test_a_hand_finished_in_play_shows_before_the_match_ends(qtbot: Any) -> None:
    """Statistics are no longer empty until a whole match ends (a King session is 24 deals): each
    finished hand counts at once, in a match still in play."""
    from desktop.app.window import MainWindow

    from .table_harness import config, play_human_turns, wait_turn

    w = MainWindow(speed="off", persist=True)  # records statistics, as the program does
    w.auto_continue = True
    qtbot.addWidget(w)
    w.show()
    shown_batches: list[Any] = []
    w.batch_shown.connect(shown_batches.append)
    w.shown_batches = shown_batches  # type: ignore[attr-defined]
    w.start_match(config("king", humans=1, seed=3))
    for _ in range(40):
        play_human_turns(qtbot, w, 1)
        batch = wait_turn(qtbot, w)
        if batch is not None and batch.views[0] is not None and batch.views[0].hand_no > 1:
            break
    assert not w.current.is_over
    rows = {r.player: r for r in stats.rows("king")}
    assert set(rows) == set(w.config.names) and all(r.hands == 1 and r.matches == 0 for r in rows.values())
    window = open_window(qtbot)
    shown = {r[1]: r for r in window.shown_rows()}
    col = {name: i for i, name in enumerate(COLUMNS)}
    assert shown[w.config.names[0]][col["Hands"]] == "1 deal"
    assert "Nothing played" not in window.note.text()
    w.close()
