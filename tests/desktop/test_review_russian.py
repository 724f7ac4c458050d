"""Issue 24, "Languages" and "Colours": the score window (sheet, King's chart, the score over time),
the statistics window and the replay window speak Russian with the Russian translation installed,
and exactly today's English without one; the score-over-time chart follows the dark theme.

The Russian .qm is built from translations/ru/*.ts into the test's own folder
(``scripts/i18n.py build(out=...)``) and installed as the program installs it (``i18n.install``).
What the players read of the engines' own words (a hand's result, an action as the transcript
writes it) belongs to other parts and is not read here; everything these windows write is.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)

import ai
import games
from ai.open_hand import OpenHandResult
from ai.review import Review, Weighing
from desktop import i18n
from desktop.app.theme import apply_theme, contrast, forget_theme, luminance
from desktop.data import stats, storage
from desktop.review.replay import ReplayWindow
from desktop.review.replay_panels import ReplayBar, ReplaySide
from desktop.review.stats import COLUMNS, StatsWindow
from desktop.scores.chart import ScoreChart
from desktop.scores.window import ScoreDock, ScoreWindow
from games.core import View
from games.transcript import Transcript, for_state_start

from .russian import GAMES, english_left

PLAYERS = ["Ann", "Ben", "Cleo", "Dee", "Eve"]
# Texts that stay in Latin letters in Russian: the players' names given here, the games' names,
# the formats' and the rule codes' letters, and the keys as Qt's Russian names them.
# The rule codes (``D-king-6``) go first, the names after them.
RULE_CODE = re.compile(r"\bD-[a-z_]+-\d+\b")
LATIN = (
    RULE_CODE,
    *PLAYERS,
    *GAMES,
    "CSV",
    "PNG",
    "NS",
    "PgUp",
    "PgDown",
    "Home",
    "End",
)


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    return folder


# -- what the windows show -----------------------------------------------------------------------


@functools.cache
def king_view(deals: int = 3) -> View:
    """Seat 0's view of a King session between basic players after ``deals`` deals."""
    state = games.get("king").new_match(players=3, seed=5)
    seats = [ai.make_player("basic", "king", 50 + s) for s in range(3)]
    while not state.is_over and len(state.view(0).records) < deals:  # type: ignore[attr-defined]
        seat = state.to_act
        assert seat is not None
        state.apply(seats[seat].choose(state.view(seat), state.legal_actions()))
    return state.view(0)


@functools.cache
def _king_transcript(cap: int) -> Transcript:
    game = games.get("king")
    transcript = for_state_start(game, PLAYERS[:3], 7, None)
    state = transcript.new_state()
    seats = [ai.make_player("basic", "king", seed=70 + s) for s in range(3)]
    while not state.is_over and len(transcript.actions) < cap:
        seat = state.to_act
        assert seat is not None
        action = seats[seat].choose(state.view(seat), state.legal_actions())
        state.apply(action)
        transcript.actions.append(str(action))
    return transcript


def king_transcript(cap: int = 60) -> Transcript:
    t = _king_transcript(cap)
    return Transcript(t.game, list(t.players), t.seed, dict(t.options), t.deals, list(t.actions))


def widget_texts(root: QWidget) -> list[str]:
    """What ``root`` and its children write: titles, labels, buttons, lists of choices, tabs, the
    headers of tables (and their tips), tips, placeholders, and the actions' texts and tips."""
    out = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        out.append(w.toolTip())
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        if isinstance(w, QDockWidget):
            out.append(w.windowTitle())
        if isinstance(w, QHeaderView) and w.model() is not None and w.orientation() == Qt.Orientation.Horizontal:
            for c in range(w.model().columnCount()):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    out.append(str(w.model().headerData(c, Qt.Orientation.Horizontal, role) or ""))
        for act in w.actions():
            out += [act.text(), act.toolTip(), act.statusTip()]
    return [t for t in out if t]


def chart_texts(chart: ScoreChart) -> list[str]:
    c = chart.chart_
    return [c.title(), chart.x_axis.titleText(), chart.y_axis.titleText(), *(s.name() for s in chart.series)]


def score_window(qtbot: Any, view: View) -> ScoreWindow:
    win = ScoreWindow()
    qtbot.addWidget(win)
    win.resize(900, 600)
    win.update_from_view(view, PLAYERS[:3])
    win.show()
    return win


def score_window_texts(win: ScoreWindow) -> list[str]:
    marks = [m.text for m in win.king_chart.marks if m.kind in ("title", "label", "note", "foot", "name")]
    return widget_texts(win) + chart_texts(win.over_time) + marks


def stats_window(qtbot: Any) -> StatsWindow:
    stats.record_match("king", PLAYERS[:3], [4, -2, -2], [0])
    stats.record_match("kalooki", PLAYERS, [120, 80, 150, 15, 0], [4])
    w = StatsWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def replay_window(qtbot: Any) -> ReplayWindow:
    w = ReplayWindow(king_transcript(), PLAYERS[:3], speed="off")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.is_ready, timeout=20000)
    assert w.error is None, w.error
    return w


def replay_texts(w: ReplayWindow) -> list[str]:
    """The replay's own words: its title, its bar and side lists' labels and buttons, its actions;
    of the lists, the hands' names and the deal's row (the rest is the engine's and the log's)."""
    bar, side = w.findChild(ReplayBar), w.findChild(ReplaySide)
    assert bar is not None and side is not None
    out = [w.windowTitle(), *widget_texts(bar), *widget_texts(side)]
    out += [t for a in w.actions() for t in (a.text(), a.toolTip())]
    out += [w.hand_list.item(i).text().split(":")[0] for i in range(w.hand_list.count())]
    out.append(w.action_list.item(0).text())
    return [t for t in out if t]


# -- Russian ---------------------------------------------------------------------------------------


def test_the_score_window_speaks_russian(qtbot: Any, russian: Path) -> None:
    win = score_window(qtbot, king_view())
    texts = score_window_texts(win)
    assert not english_left(texts, LATIN), english_left(texts, LATIN)
    assert win.title.text() == "Кинг, 3 раздачи засчитаны"
    assert [win.tabs.tabText(i) for i in range(win.tabs.count())] == ["Таблица", "Запись", "По ходу игры"]
    assert win.over_time.chart_.title() == "Итог (бонус − гора) после каждой раздачи"
    assert win.over_time.x_axis.titleText() == "Раздача"
    assert win.king_chart.marks_of("title")[0].text == "Кинг: запись, раздача 4 из 24"
    dock = ScoreDock()
    qtbot.addWidget(dock)
    assert not english_left([dock.windowTitle(), dock.toggle_action.text(), dock.toggle_action.statusTip()], LATIN)


def test_the_statistics_window_speaks_russian(qtbot: Any, russian: Path) -> None:
    w = stats_window(qtbot)
    rows = [cell for row in w.shown_rows() for cell in row]
    texts = [*widget_texts(w), w.note.text(), *rows]
    assert not english_left(texts, LATIN), english_left(texts, LATIN)
    assert w.windowTitle() == "Статистика"
    assert "15 (мин.)" in rows and "Кинг" in rows
    w.set_game("king")
    w.player_filter.setText("Nobody")
    assert not english_left([w.note.text()], LATIN), w.note.text()


def test_the_replay_window_speaks_russian(qtbot: Any, russian: Path) -> None:
    w = replay_window(qtbot)
    texts = replay_texts(w)
    assert not english_left(texts, LATIN), english_left(texts, LATIN)
    assert w.windowTitle() == "Повтор: Кинг — Ann, Ben, Cleo"
    assert w.position_label.text().startswith("Раздача 1 из ") and w.position_label.text().endswith(": первая сдача")
    assert w.again_button.text() == "Сыграть раздачу 1 снова"
    w.to_end()
    assert not english_left([w.position_label.text().split(":")[0], w.again_button.toolTip()], LATIN)


def test_the_open_hand_lines_speak_russian(qtbot: Any, russian: Path) -> None:
    """The review's open-hand result (issue 23) in each of its forms: points kept low, tricks made
    sure of with a contract, the defenders against the attacker, and a card's cost."""
    w = replay_window(qtbot)
    panel = w.hand_review
    kept = OpenHandResult("king", 1, (0,), "points", (0,), -1, 0, 36, None)
    made = OpenHandResult("clubs", 1, (0, 2), "tricks", (0, 2), 1, 7, 5, 7)
    held = OpenHandResult("freelance", 1, (0, 2), "tricks", (1,), -1, 6, 7, 7, ((5, 1),), False)
    texts = [panel.open_hand_text(r) for r in (kept, made, held)]
    assert not english_left(texts, LATIN), english_left(texts, LATIN)
    assert (
        texts[0]
        == "Все карты открыты (Ann): лучший итог при любой игре остальных — не больше чем 0 очков; в игре: 36 очков."
    )
    assert "При лучшей игре контракт (7 взяток) выполняется. В игре он не выполнен." in texts[1]
    assert "итог игрока Ben — 6 взяток" in texts[2] and "не выполняется" in texts[2]
    panel.review = Review("freelance", 1, (), open_hands=(held,))
    assert panel.line(Weighing(5, 0, 3, "play QS", 1.0, None, None, 4)).endswith(
        "при открытых картах цена этого хода — 1 взятка"
    )


def test_plural_forms_of_russian(qtbot: Any, russian: Path) -> None:
    """1 раздача, 2 раздачи, 5 раздач: the forms of the number, as the sheet's title says them."""
    win = score_window(qtbot, king_view(1))
    assert win.title.text() == "Кинг, 1 раздача засчитана"
    win.update_from_view(king_view(5), PLAYERS[:3])
    assert win.title.text() == "Кинг, 5 раздач засчитано"


# -- English, without a translation --------------------------------------------------------------


def test_without_a_translation_the_windows_speak_todays_english(qtbot: Any) -> None:
    assert i18n.current_language() == "en"
    win = score_window(qtbot, king_view())
    assert win.title.text() == "King, 3 deals scored"
    assert [win.tabs.tabText(i) for i in range(win.tabs.count())] == ["Sheet", "Score chart", "Over time"]
    assert [win.ns_box.text(), win.csv_button.text(), win.png_button.text()] == [
        "Hide the scores until the end (NS)",
        "CSV…",
        "PNG…",
    ]
    assert chart_texts(win.over_time)[:3] == ["Result (bonus − hill) after each deal", "Deal", "Result (bonus − hill)"]
    assert [m.text for m in win.king_chart.marks if m.kind == "label"] == ["Hill", "Pool", "Bonus", "Result"]
    assert win.king_chart.marks_of("title")[0].text == "King: score chart, deal 4 of 24"
    win.update_from_view(king_view(1), PLAYERS[:3])
    assert win.title.text() == "King, 1 deal scored"

    w = stats_window(qtbot)
    assert w.windowTitle() == "Statistics"
    header = [w.model.headerData(c, Qt.Orientation.Horizontal) for c in range(len(COLUMNS))]
    english = ["Game", "Player", "Matches", "Wins", "Win rate", "Mean score", "Best score", "Hands", "Best hands"]
    assert header == list(COLUMNS) == [*english, "Mean a hand"]
    assert w.note.text().startswith("Kalooki counts penalty points: lower is better")

    r = replay_window(qtbot)
    assert r.windowTitle() == "Replay: King - Ann, Ben, Cleo"
    assert r.position_label.text().startswith("Hand 1 of ") and r.position_label.text().endswith(": the first deal")
    assert [r.seat_combo.itemText(i) for i in range(r.seat_combo.count())] == [
        "All hands",
        "Ann's view",
        "Ben's view",
        "Cleo's view",
    ]
    assert [r.speed_combo.itemText(i) for i in range(r.speed_combo.count())] == ["Off", "Fast", "Normal", "Slow"]
    assert r.back_action.toolTip() == "Previous action (Left)" and r.autoplay_action.text() == "Play on"
    assert r.action_list.item(0).text() == "Deal" and r.actions_title.text() == "<b>Hand 1</b>"


# -- the dark theme ---------------------------------------------------------------------------------


def test_the_chart_follows_a_dark_palette(qtbot: Any, qapp: QApplication) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_view(king_view(), PLAYERS[:3])
    light = chart.chart_.backgroundBrush().color()
    assert luminance(light) > 0.8  # the light theme: a white chart, as before
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    explicit = qapp.testAttribute(Qt.ApplicationAttribute.AA_SetPalette)
    try:
        apply_theme("dark")  # as View > Theme > Dark does
        qapp.processEvents()  # Qt tells the widgets of the new palette by posted events
        pal = QApplication.palette()
        ground = chart.chart_.backgroundBrush().color()
        assert ground == pal.color(QPalette.ColorRole.Base)
        assert luminance(ground) < 0.05
        assert chart.backgroundBrush().color() == ground  # around the chart too
        words = [
            chart.chart_.titleBrush().color(),
            chart.x_axis.labelsColor(),
            chart.y_axis.labelsColor(),
            chart.x_axis.titleBrush().color(),
            chart.chart_.legend().labelColor(),
        ]
        assert all(contrast(c, ground) >= 7 for c in words), [c.name() for c in words]
        grid = chart.y_axis.gridLineColor()
        assert 1.1 < contrast(_over(grid, ground), ground) < 3  # a faint grid, not a white one
        lines = [s.pen().color() for s in chart.series]
        assert all(contrast(c, ground) >= 4 for c in lines), [c.name() for c in lines]
        assert len({c.name() for c in lines}) == len(lines)
    finally:
        forget_theme()
        if qapp.style().name().lower() != style.lower():
            QApplication.setStyle(style)
        QApplication.setPalette(palette if explicit else QPalette())
        qapp.processEvents()
    assert chart.chart_.backgroundBrush().color() == light
    assert all(contrast(s.pen().color(), light) >= 4 for s in chart.series)


def _over(colour: QColor, ground: QColor) -> QColor:
    """``colour`` (with its alpha) laid over ``ground``."""
    a = colour.alphaF()
    return QColor.fromRgbF(
        *(a * x + (1 - a) * y for x, y in zip(colour.getRgbF()[:3], ground.getRgbF()[:3], strict=True))
    )
