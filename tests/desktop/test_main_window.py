"""The main window with the persistence layer and the score views wired in (issues 11 and 12):
undo, hints, Save as / Open, Continue after a restart, the score dock and tallies, statistics at
the end of a match, replay and "Play this deal again", settings, shortcuts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

import games
from desktop.app.start import StartDialog
from desktop.app.window import MainWindow
from desktop.data import stats, storage
from desktop.data.settings import Settings
from desktop.match.session import MatchSession
from desktop.match.worker import HUMAN, Batch, MatchConfig, MatchWorker
from desktop.naming import card_short
from desktop.scores.window import tally_text
from desktop.table.assets import card_backs
from desktop.table.controls import SUGGESTED_STYLE
from desktop.table.moves import card_actions
from games.replay import Replay
from games.transcript import Transcript

from .table_harness import config, play_human_turns, wait_turn
from .table_harness import make_window as table_window


def make_window(qtbot: Any, speed: str | None = "off") -> MainWindow:
    """The table harness's window, as the program runs it: autosaving, keeping statistics."""
    w = table_window(qtbot, speed=speed)  # type: ignore[arg-type]
    w.persist = True
    w.runner.worker.persist = True
    return w


def program_window(qtbot: Any) -> MainWindow:
    w = MainWindow(speed="off", persist=True)
    qtbot.addWidget(w)
    return w


def all_views(w: MainWindow) -> list[Any]:
    """Every seat's view of the worker's state (read while the worker waits for the human)."""
    session = w.runner.worker.session
    assert session is not None
    return [session.state.view(s) for s in range(session.players)]


def replayed_views(t: Transcript) -> list[Any]:
    state = t.replay()
    return [state.view(s) for s in range(len(t.players))]


def wait_reset(qtbot: Any, w: MainWindow, after: int) -> Batch:
    """The batch an undo sent (a serial after ``after``), once the human may act on it."""

    def ready() -> bool:
        cur = w.current
        return cur is not None and cur.serial > after and cur.reset and w.awaiting_human

    qtbot.waitUntil(ready, timeout=30_000)
    assert w.current is not None
    return w.current


# -- undo ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["clubs", "king", "freelance"])
def test_undo_restores_exactly_the_earlier_state_for_every_seat(qtbot: Any, game_id: str) -> None:
    w = make_window(qtbot)
    w.start_match(config(game_id, humans=1, seed=4))
    decisions: list[tuple[Transcript, list[Any]]] = []

    def remember(batch: Batch) -> None:  # the position at each human decision, every seat's view
        assert batch.transcript is not None
        decisions.append((batch.transcript, all_views(w)))

    assert play_human_turns(qtbot, w, 3, on_turn=remember) == 3
    wait_turn(qtbot, w)
    assert w.menus.undo_action.isEnabled(), w.menus.undo_action.toolTip()
    for back in (2, 1, 0):  # Ctrl+Z as many times as wanted: each goes one human decision back
        serial = w.latest.serial if w.latest is not None else 0
        w.menus.undo_action.trigger()
        batch = wait_reset(qtbot, w, serial)
        transcript, views = decisions[back]
        assert batch.transcript is not None and batch.transcript.actions == transcript.actions
        assert all_views(w) == views == replayed_views(transcript)
        assert batch.to_act == 0 and w.table.view == views[0]  # the table shows it, the human acts
        assert list(batch.legal) == list(transcript.replay().legal_actions())
    # The autosave holds the position taken back to.
    saved, _ = storage.open_transcript(storage.autosave_path())
    assert saved.actions == decisions[0][0].actions
    # Before the human's first decision there is nothing to take back: the reason is the tooltip.
    qtbot.waitUntil(lambda: not w.menus.undo_action.isEnabled(), timeout=5000)
    assert "no move of yours" in w.menus.undo_action.toolTip()


def test_undo_drops_a_computer_move_being_thought_about(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("clubs", humans=1, seed=8))
    play_human_turns(qtbot, w, 1)
    # Straight after the human's move the computers are playing: undo at once, mid-flight.
    serial = w.latest.serial if w.latest is not None else 0
    w.menus.undo_action.trigger()
    batch = wait_reset(qtbot, w, serial)
    assert batch.transcript is not None
    qtbot.wait(300)  # a stale thought, had it not been dropped, would have been played by now
    assert w.latest is batch and batch.to_act == 0
    assert all_views(w) == replayed_views(batch.transcript)


def test_undo_with_several_humans_only_when_the_setting_allows_it(qtbot: Any) -> None:
    w = make_window(qtbot)
    assert not Settings().allow_multi_human_undo  # off by default
    w.start_match(config("king", humans=2, seed=2))
    play_human_turns(qtbot, w, 2)
    wait_turn(qtbot, w)
    assert not w.menus.undo_action.isEnabled()
    assert "several human players" in w.menus.undo_action.toolTip()
    assert w.menuBar().actions()[0].menu().toolTipsVisible()
    w.menus.multi_undo_action.setChecked(True)
    qtbot.waitUntil(w.menus.undo_action.isEnabled, timeout=5000)
    assert Settings().allow_multi_human_undo
    before = w.latest.transcript.actions if w.latest and w.latest.transcript else []
    w.menus.undo_action.trigger()
    qtbot.waitUntil(lambda: w.current is not None and w.current.reset, timeout=30_000)
    assert w.current.transcript is not None and len(w.current.transcript.actions) < len(before)


# -- hints --------------------------------------------------------------------------------------------


def test_hint_from_the_strongest_player_is_legal_highlighted_and_plays_nothing(qtbot: Any) -> None:
    """H asks the strongest level (the expert, searching in the process pool) for a card play."""
    w = make_window(qtbot)
    w.start_match(config("king", humans=1, seed=3))
    batch = wait_turn(qtbot, w)
    while not card_actions(batch.legal) or batch.legal[0].verb != "play":  # up to a trick to play
        play_human_turns(qtbot, w, 1)
        batch = wait_turn(qtbot, w)
    before = list(batch.transcript.actions)
    assert w.menus.hint_action.shortcut() == QKeySequence("H") and w.menus.hint_action.isEnabled()
    with qtbot.waitSignal(w.suggested, timeout=60_000) as got:
        w.menus.hint_action.trigger()
    action = got.args[0]
    assert action in batch.legal
    assert w.table.focused_card() == action.card  # the card is lifted and outlined
    assert f"Suggested: play {card_short(str(action.card))}" in w.table.hint_box.text  # "play K♦", not "play KD"
    session = w.runner.worker.session
    assert session is not None and session.transcript.actions == before  # nothing was played
    # Enter plays the highlighted card.
    QTest.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.latest is not None and w.latest.serial > batch.serial, timeout=10_000)
    assert session.transcript.actions[len(before)] == str(action)


def test_hint_for_a_control_lights_the_control(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.runner.worker.hint_level = "basic"
    w.start_match(config("freelance", humans=1, seed=5))
    batch = wait_turn(qtbot, w)
    while card_actions(batch.legal):  # a bid, pass or statement: made with the controls
        play_human_turns(qtbot, w, 1)
        batch = wait_turn(qtbot, w)
    with qtbot.waitSignal(w.suggested, timeout=30_000) as got:
        w.menus.hint_action.trigger()
    action = got.args[0]
    assert action in batch.legal
    lit = w.panel.suggested
    assert lit is not None and lit.styleSheet() == SUGGESTED_STYLE and lit.isVisible()
    assert isinstance(lit, QPushButton)
    serial = batch.serial
    lit.click()  # the control is set to the suggestion: clicking it plays it
    qtbot.waitUntil(lambda: w.latest is not None and w.latest.serial > serial, timeout=10_000)
    session = w.runner.worker.session
    assert session is not None and session.transcript.actions[len(batch.transcript.actions)] == str(action)


# -- files ---------------------------------------------------------------------------------------------


def test_save_as_and_open_round_trip(qtbot: Any, tmp_path: Path) -> None:
    w = make_window(qtbot)
    w.start_match(config("two_way_street", humans=1, seed=6))
    play_human_turns(qtbot, w, 4)
    batch = wait_turn(qtbot, w)
    views = all_views(w)
    saved = w.files.save_to(tmp_path / "evening")
    assert saved == tmp_path / "evening.parlour" and saved.is_file()
    data = saved.read_bytes()
    assert json.loads(data)["actions"] == batch.transcript.actions
    w.start_match(config("clubs", humans=1, seed=1))  # something else in between
    wait_turn(qtbot, w)
    mtime = saved.stat().st_mtime_ns
    w.files.open_file(saved)
    qtbot.waitUntil(lambda: w.config is not None and w.config.game_id == "two_way_street", timeout=10_000)
    again = wait_turn(qtbot, w)
    assert again.transcript.actions == batch.transcript.actions
    assert all_views(w) == views and again.legal == batch.legal
    assert w.config.seats == (HUMAN, "basic", "basic")  # the start screen's defaults for the seats
    assert saved.read_bytes() == data and saved.stat().st_mtime_ns == mtime  # only ever read


@pytest.mark.parametrize(
    ("damage", "named"),
    [
        (lambda t: t.replace('"actions": [', '"actions": ["bury AS", ', 1), 'action 0 "bury AS"'),
        (lambda t: t.replace('"actions": [', '"actions": ["play 2X", ', 1), "item 0 'play 2X'"),
        (lambda t: t[: len(t) // 2], "line 1"),
        (lambda t: t.replace('"two_way_street"', '"poker"'), "poker"),
    ],
)
def test_open_of_a_corrupt_file_names_the_problem_and_changes_nothing(
    qtbot: Any, tmp_path: Path, damage: Any, named: str
) -> None:
    w = make_window(qtbot)
    w.start_match(config("two_way_street", humans=1, seed=6))
    play_human_turns(qtbot, w, 2)
    wait_turn(qtbot, w)
    good = w.files.save_to(tmp_path / "good.parlour")
    assert good is not None
    bad = tmp_path / "bad.parlour"
    bad.write_text(damage(good.read_text()))
    data, mtime = bad.read_bytes(), bad.stat().st_mtime_ns
    playing = w.latest
    w.files.open_file(bad)
    qtbot.waitUntil(lambda: bool(w.problems), timeout=10_000)
    box = w.message_box
    assert box is not None and box.isVisible()
    assert "bad.parlour cannot be opened" in box.text() and named in box.text()
    assert "The file was not changed" in box.text()
    assert bad.read_bytes() == data and bad.stat().st_mtime_ns == mtime
    assert w.latest is playing and w.config.game_id == "two_way_street"  # the match goes on
    box.grab().save(str(tmp_path / "open-error.png"))


# -- Continue ----------------------------------------------------------------------------------------------


def test_continue_after_a_restart_restores_the_position_and_seats(qtbot: Any) -> None:
    first = make_window(qtbot)
    first.start_match(config("freelance", humans=1, seed=9))
    play_human_turns(qtbot, first, 3)
    batch = wait_turn(qtbot, first)
    views = all_views(first)
    seats = first.config.seats
    first.close()

    w = program_window(qtbot)
    w.auto_continue = True
    w.show()
    w.starting.startup()
    prompt = w.starting.continue_prompt
    assert prompt is not None and prompt.isVisible()
    assert "Continue your Freelance match?" in prompt.text.text()
    assert f"after {len(batch.transcript.actions)} moves" in prompt.text.text()
    prompt.continue_button.click()
    again = wait_turn(qtbot, w)
    assert again.transcript.actions == batch.transcript.actions
    assert w.config.seats == seats and w.config.names == first.config.names
    assert all_views(w) == views and again.legal == batch.legal and w.awaiting_human
    assert w.table.view == views[0]


def test_a_finished_autosave_is_counted_and_no_continue_is_offered(qtbot: Any) -> None:
    session = MatchSession.new("clubs", ["Ann", "AI 1", "AI 2"], [HUMAN, "random", "random"], seed=3)
    players = session.computer_players()
    import ai

    stand_in = ai.make_player("random", "clubs", seed=1)
    while not session.is_over:
        seat = session.to_act
        assert seat is not None
        player = players.get(seat, stand_in)
        session.apply(player.choose(session.state.view(seat), session.state.legal_actions()))
    storage.autosave(session.transcript, session.seats)
    w = program_window(qtbot)
    w.starting.startup(answer="new")
    assert w.starting.continue_prompt is None and not storage.has_autosave()
    assert {r.player: r.matches for r in stats.rows("clubs")} == {"Ann": 1, "AI 1": 1, "AI 2": 1}


def test_a_corrupt_autosave_gives_a_dialog_naming_the_problem(qtbot: Any) -> None:
    path = storage.autosave_path()
    path.write_text('{"format": "parlour/1", "game": "clubs", "players": ["a", "b", "c"], "seed": 1, "actions": [3]}')
    w = program_window(qtbot)
    w.starting.startup(answer="new")
    assert w.starting.continue_prompt is None
    box = w.message_box
    assert box is not None and box.isVisible()
    assert "could not be restored" in box.text() and "actions" in box.text()
    assert not path.exists() and list(path.parent.glob("autosave.corrupt-*.parlour"))


# -- scores ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", games.ids())
def test_score_dock_and_tallies_equal_the_engine(qtbot: Any, game_id: str) -> None:
    w = make_window(qtbot)
    assert w.score_dock.toggle_action.shortcut() == QKeySequence("S")
    w.score_dock.toggle_action.trigger()
    assert w.score_dock.isVisible()
    seen: list[tuple[int, int]] = []
    model = w.score_dock.scores.sheet.sheet

    def after_batch(batch: Batch) -> None:  # the dock follows every batch
        view = w._display_view(batch)
        seen.append((model.rowCount(), len(view.records)))

    w.batch_shown.connect(after_batch)
    with qtbot.waitSignal(w.match_finished, timeout=180_000) as done:
        w.start_match(config(game_id, humans=0, seed=21, max_hands=2))
    last = done.args[0]
    assert all(rows == records for rows, records in seen) and seen[-1][0] >= 2
    # The engine's own account: the transcript replayed from scratch.
    state = last.transcript.replay()
    view = state.view(0)
    key = games.get(game_id).totals_key
    running = [c for c in model.columns if c.running]
    assert len(running) == view.players
    for c in running:
        col = model.columns.index(c)
        assert c.seat is not None
        assert [model.value(r, col) for r in range(model.rowCount())] == [rec[key][c.seat] for rec in view.records]
    assert list(last.scores) == list(state.scores)
    assert w.table.tally_texts() == {s: tally_text(view, s) for s in range(view.players)}


def test_king_ns_hides_the_tallies_and_is_remembered(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("king", humans=1, seed=3))
    wait_turn(qtbot, w)
    w.score_dock.toggle_action.trigger()
    w.score_dock.scores.ns_box.setChecked(True)  # the player ticks NS on the sheet
    assert set(w.table.tally_texts().values()) == {"score hidden until the end"}
    w.close()
    again = make_window(qtbot)
    assert again.hide_scores and again.score_dock.scores.hide_scores
    again.set_hide_scores(False)
    again.start_match(config("king", humans=1, seed=3))
    wait_turn(qtbot, again)
    assert all(t.startswith("result ") for t in again.table.tally_texts().values())


# -- statistics, replay, deal again ---------------------------------------------------------------------


def test_statistics_are_recorded_at_the_end_and_shown(qtbot: Any) -> None:
    w = make_window(qtbot)
    with qtbot.waitSignal(w.match_finished, timeout=180_000) as done:
        w.start_match(config("clubs", humans=0, seed=5))
    last = done.args[0]
    qtbot.waitUntil(lambda: bool(stats.rows("clubs")), timeout=5000)
    rows = {r.player: r for r in stats.rows("clubs")}
    assert set(rows) == set(w.config.names) and all(r.matches == 1 for r in rows.values())
    assert {rows[w.config.names[s]].best_score for s in range(3)} == set(last.scores)
    assert not storage.has_autosave()  # a finished match is not offered again
    dlg = w.files.show_statistics()
    assert dlg is not None and dlg.isVisible() and isinstance(dlg, QDialog)


def test_replay_of_this_match_and_play_this_deal_again(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("two_way_street", humans=1, seed=12))
    play_human_turns(qtbot, w, 3)
    wait_turn(qtbot, w)
    old = w.latest.transcript
    old_names = list(w.config.names)
    assert w.menus.replay_action.isEnabled()
    viewer = w.files.replay_current()
    assert viewer is not None and viewer.isWindow() and viewer.isVisible()
    asked: list[bool] = []
    w.starting.confirm_leave = lambda: asked.append(True) or True  # the match in play is left (and kept)
    viewer.play_again.emit(1)
    assert asked == [True]
    qtbot.waitUntil(lambda: w.latest is not None and w.latest.transcript.deals is not None, timeout=20_000)
    wait_turn(qtbot, w)
    assert w.latest.transcript.actions == [] or w.config.is_human(w.latest.to_act)
    # Every player has the same cards as in hand 1, in the same role (seats turn with the deal).
    first = Replay(old).state_at(0)
    session = w.runner.worker.session
    assert session is not None
    start = Replay(session.transcript).state_at(0)
    for s, name in enumerate(w.config.names):
        was = old_names.index(name)
        assert sorted(start.view(s).zones[f"hand{s}"]) == sorted(first.view(was).zones[f"hand{was}"])
        assert w.config.seats[s] == (HUMAN if was == 0 else "basic")


def test_play_this_deal_again_falls_back_to_rewinding_kalooki(qtbot: Any) -> None:
    import ai

    session = MatchSession.new("kalooki", [f"P{s}" for s in range(5)], ["basic"] * 5, seed=7)
    players = session.computer_players()
    while session.state.hand_no < 2:
        seat = session.to_act
        assert seat is not None
        session.apply(players[seat].choose(session.state.view(seat), session.state.legal_actions()))
    worker = MatchWorker(persist=False)
    got: list[Any] = []
    worker.restart_ready.connect(got.append)
    worker.restart_failed.connect(got.append)
    worker.restart_hand(session.snapshot(), list(session.seats), 2)
    assert len(got) == 1 and isinstance(got[0], MatchConfig), got
    span = session.replay_steps().hand_span(2)
    assert got[0].transcript.actions == session.transcript.actions[: span.start]
    assert got[0].seats == tuple(session.seats) and ai is not None


# -- settings and shortcuts ---------------------------------------------------------------------------------


def test_settings_speed_card_back_geometry_and_start_screen(qtbot: Any) -> None:
    w = make_window(qtbot, speed=None)
    assert w.table.speed == "normal"
    w.menus.speed_actions["fast"].trigger()
    assert Settings().animation_speed == "fast"
    assert set(card_backs()) >= {"blue", "red", "green"}
    w.menus.back_actions["red"].trigger()
    assert Settings().card_back == "red" and w.art.back_path == card_backs()["red"]
    w.resize(760, 560)  # within the offscreen screen: restoreGeometry keeps a window on its screen
    w.close()
    again = MainWindow(persist=True)
    qtbot.addWidget(again)
    assert again.table.speed == "fast" and again.art.back_name == "red"
    assert (again.width(), again.height()) == (760, 560)
    # The start screen: the last game, its seats, names and options come back preselected.
    dlg = StartDialog(None, None, Settings())
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(games.ids().index("two_way_street"))
    dlg.players.setValue(5)
    dlg.names[2].setText("Zoe")
    dlg.kinds[2].setCurrentIndex(0)  # human
    from PySide6.QtWidgets import QCheckBox, QSpinBox

    option = next(iter(dlg.option_widgets.values()))
    if isinstance(option, QCheckBox):
        option.setChecked(not option.isChecked())
    elif isinstance(option, QSpinBox):
        option.setValue(option.value() + 1)
    wanted = dlg.config()
    dlg.remember()
    dlg2 = StartDialog(None, None, Settings())
    qtbot.addWidget(dlg2)
    got = dlg2.config()
    assert (got.game_id, got.names, got.seats, got.options) == (
        wanted.game_id,
        wanted.names,
        wanted.seats,
        wanted.options,
    )


def test_menu_shortcuts_do_not_clash_with_each_other_or_keyboard_play(qtbot: Any) -> None:
    w = make_window(qtbot)
    keys: list[str] = []
    for menu_action in w.menuBar().actions():
        for act in menu_action.menu().actions():
            if not act.shortcut().isEmpty():
                keys.append(act.shortcut().toString())
    assert len(keys) == len(set(keys)), keys
    assert {"S", "H", "Ctrl+Z", "Ctrl+O", "Ctrl+Shift+S", "Ctrl+R"} <= set(keys)
    table_keys = {"Left", "Right", "Up", "Down", "Return", "Enter", "Space", "Esc"}
    assert not table_keys & set(keys)
    # S at the table shows the score sheet; H with nobody to advise does nothing.
    w.start_match(config("clubs", humans=1, seed=2))
    wait_turn(qtbot, w)
    w.activateWindow()
    w.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.table, timeout=3000)
    QTest.keyClick(w.table, Qt.Key.Key_S)
    assert w.score_dock.isVisible()
    QTest.keyClick(w.table, Qt.Key.Key_S)
    assert not w.score_dock.isVisible()


def test_window_title_and_icon(qtbot: Any) -> None:
    w = make_window(qtbot)
    assert w.windowTitle() == "Parlour" and not w.windowIcon().isNull()
    w.start_match(config("king", humans=1, seed=1))
    assert w.windowTitle().startswith("Parlour: King")


def test_the_docks_keep_the_table_its_room_and_show_every_column(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 25: S twice left the log as wide as the score sheet (40% of the window), and King's
    chart cut off the last players' columns."""
    from .table_harness import config, make_window, wait_turn

    w = make_window(qtbot)
    w.start_match(config("king", humans=1, seed=4, players=4))
    wait_turn(qtbot, w)
    log_width = w.log_dock.width()
    w.score_dock.toggle_action.trigger()
    qtbot.wait(100)
    chart = w.score_dock.scores.king_chart
    assert w.score_dock.scores.tabs.currentWidget() is w.score_dock.scores._king_scroll
    viewport = w.score_dock.scores._king_scroll.viewport()
    assert chart.minimumSizeHint().width() <= viewport.width()  # all four columns in view, none cut off
    assert w.table.width() >= 640
    w.score_dock.toggle_action.trigger()
    qtbot.wait(100)
    assert abs(w.log_dock.width() - log_width) <= 12  # the log takes its own width back
