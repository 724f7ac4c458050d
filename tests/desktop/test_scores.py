"""Issue 11: the score views read only the View, and show exactly what the engine reports.

After a seeded all-computer match of each game, every number on the sheet equals the engine's
(per hand and cumulative); King's chart (D-king-5): hill and bonus totals, results summing to
zero, the struck-out pool entries equal to the deals played; NS (D-king-6) hides the numbers
until the session ends; the CSV export round-trips the numbers.
"""

from __future__ import annotations

import csv
import functools
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QHelpEvent, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QToolTip

import ai
import games
from desktop.scores.chart import ScoreChart
from desktop.scores.king_chart import KingChartWidget
from desktop.scores.sheet import VALUE_ROLE, ScoreSheetModel
from desktop.scores.window import ScoreDock, ScoreWindow, tally_text
from games.core import View

NAMES = ["Ann", "Bruno", "Chiara", "Dmitri", "Esther", "Farid", "Greta", "Hugo"]
MAX_HANDS = 40

# (game, players): every sheet layout (King's four-player form, the Two Way Street duel).
MATCHES = [
    ("freelance", 3),
    ("clubs", 3),
    ("king", 3),
    ("king", 4),
    ("two_way_street", 4),
    ("two_way_street", 2),
    ("kalooki", 5),
]


@functools.cache
def played(game_id: str, players: int, seed: int = 3, stop_at: int | None = None) -> View:
    """Seat 0's view after a seeded match between basic players (to its end, or ``stop_at`` hands)."""
    state = games.get(game_id).new_match(players=players, seed=seed)
    seats = [ai.make_player("basic", game_id, seed * 10 + s) for s in range(players)]
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(seats[seat].choose(state.view(seat), state.legal_actions()))
        done = len(state.view(0).records)  # type: ignore[attr-defined]
        if done >= (stop_at or MAX_HANDS):
            break
    return state.view(0)


def number(text: str) -> int | None:
    """A sheet cell as a number: a blank part is 0 (as on paper), an em dash is no number."""
    if text == "":
        return 0
    if text == "—":
        return None
    return int(text)


def cell(model: ScoreSheetModel, row: int, header: str) -> str:
    col = [model.header(c) for c in range(model.columnCount())].index(header)
    return model.data(model.index(row, col))


Getter = Callable[[Mapping[str, Any], int], Any]


def _king_signed(r: Mapping[str, Any], s: int) -> int | None:
    p = r["points"][s]
    return None if p is None else (p if r["kind"] == "award" else -p)


# Per game, written out from the engine's record fields: each seat's numbers on the sheet.
SEAT_PARTS: dict[str, dict[str, Getter]] = {
    "freelance": {
        "Tricks": lambda r, s: r["tricks"][s],
        "Tokens": lambda r, s: r["tokens"][s],
        "Score": lambda r, s: r["scores"][s],
    },
    "clubs": {
        "Tricks": lambda r, s: r["tricks"][s],
        "Contract": lambda r, s: r["contract_penalty"][s],
        "♦": lambda r, s: r["diamonds_bonus"][s],
        "A♥": lambda r, s: r["ace_of_hearts"][s],
        "No ♠": lambda r, s: r["no_spades"][s],
        "Hand": lambda r, s: r["total"][s],
        "Total": lambda r, s: r["scores"][s],
    },
    "king": {
        "Tricks": lambda r, s: None if r["sat_out"] == s else r["tricks"][s],
        "Points": _king_signed,
        "Hill": lambda r, s: r["hill"][s],
        "Bonus": lambda r, s: r["bonus"][s],
        "Result": lambda r, s: r["scores"][s],
    },
    "two_way_street": {
        "Tricks": lambda r, s: r["tricks"][s],
        "Raw": lambda r, s: r["raw"][s],
        "Refined": lambda r, s: r["refined"][s],
        "Hand": lambda r, s: r["final"][s],
        "Total": lambda r, s: r["totals"][s],
    },
    "duel": {
        "Pre": lambda r, s: r["pretricks"][s],
        "Tricks": lambda r, s: r["tricks"][s],
        "All": lambda r, s: r["total_tricks"][s],
        "Hand": lambda r, s: r["final"][s],
        "Total": lambda r, s: r["totals"][s],
    },
    "kalooki": {
        "Penalty": lambda r, s: r["penalties"][s],
        "Total": lambda r, s: r["scores"][s],
    },
}
HAND_PARTS: dict[str, dict[str, Callable[[Mapping[str, Any]], Any]]] = {
    "freelance": {
        "Hand": lambda r: r["hand"],
        "Took": lambda r: None if r["contract"] is None else r["attacker_tricks"],
        "Change": lambda r: None if r["contract"] is None else r["delta"],
    },
    "clubs": {"Hand": lambda r: r["hand"]},
    "king": {"Deal": lambda r: r["deal"]},
    "two_way_street": {"Hand": lambda r: r["hand"], "Penalty": lambda r: r["penalty"]},
    "duel": {"Hand": lambda r: r["hand"]},
    "kalooki": {"Hand": lambda r: r["hand"], "Game": lambda r: r["game"]},
}
# The record field with each seat's score for the hand alone, and the running total's field.
HAND_SCORE: dict[str, tuple[Getter, str]] = {
    "freelance": (lambda r, s: r["delta"] if r["attacker"] == s else 0, "scores"),
    "clubs": (lambda r, s: r["total"][s], "scores"),
    "king": (lambda r, s: _king_signed(r, s) or 0, "scores"),
    "two_way_street": (lambda r, s: r["final"][s], "totals"),
    "duel": (lambda r, s: r["final"][s], "totals"),
    "kalooki": (lambda r, s: r["penalties"][s], "scores"),
}


RUNNING_TITLE = {
    "freelance": "Score",
    "clubs": "Total",
    "king": "Result",
    "two_way_street": "Total",
    "kalooki": "Total",
}


def layout(game_id: str, players: int) -> str:
    return "duel" if game_id == "two_way_street" and players == 2 else game_id


@pytest.mark.parametrize(("game_id", "players"), MATCHES)
def test_sheet_every_number_equals_the_engine(qtbot: Any, game_id: str, players: int) -> None:
    view = played(game_id, players)
    records = view.records  # type: ignore[attr-defined]
    assert records, "the match scored no hand"
    model = ScoreSheetModel()
    model.set_view(view, NAMES[:players])
    kind = layout(game_id, players)
    assert model.rowCount() == len(records)
    checked = 0
    for row, r in enumerate(records):
        for part, get in HAND_PARTS[kind].items():
            assert number(cell(model, row, part)) == get(r), (row, part)
            checked += 1
        for s in range(players):
            for part, get in SEAT_PARTS[kind].items():
                text = cell(model, row, f"{NAMES[s]} {part}")
                assert number(text) == get(r, s), (row, NAMES[s], part, text)
                checked += 1
    assert checked >= len(records) * players * 2
    # Cumulative: each running total on the sheet adds up the hands so far, and the last one is
    # the match score.
    hand_score, _ = HAND_SCORE[kind]
    running = RUNNING_TITLE[game_id]
    for s in range(players):
        total = 0
        for row, r in enumerate(records):
            total += hand_score(r, s)
            assert number(cell(model, row, f"{NAMES[s]} {running}")) == total
        assert total == view.scores[s]


def test_sheet_raw_values_and_display_agree(qtbot: Any) -> None:
    view = played("clubs", 3)
    model = ScoreSheetModel()
    model.set_view(view, NAMES[:3])
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            value = model.data(model.index(row, col), VALUE_ROLE)
            if model.columns[col].numeric and value is not None:
                assert number(model.text(row, col)) == value


def test_rule_49_freelance_change_is_the_attackers(qtbot: Any) -> None:
    """Rule 49: the attacker alone gains or loses the contract's number; the sheet names them."""
    view = played("freelance", 3)
    model = ScoreSheetModel()
    model.set_view(view, NAMES[:3])
    for row, r in enumerate(view.records):  # type: ignore[attr-defined]
        if r["contract"] is None:
            assert cell(model, row, "Attacker") == "—"
            continue
        assert cell(model, row, "Attacker") == NAMES[r["attacker"]]
        n = int(r["contract"].split()[0])
        assert abs(number(cell(model, row, "Change")) or 0) == n
        assert cell(model, row, "Round") == ("sudden death" if r["kind"] == "sudden-death" else "round-robin")


def test_D_tws_3_marks_on_the_sheet(qtbot: Any) -> None:
    view = played("two_way_street", 4)
    model = ScoreSheetModel()
    model.set_view(view, NAMES[:4])
    for row, r in enumerate(view.records):  # type: ignore[attr-defined]
        for s in range(4):
            assert r["marks"][s] in ("HD", "LD", "HF", "LF")
            # In words on the sheet (issue 25): high or low, and whether it was forced.
            way = {"HD": "high", "LD": "low", "HF": "high, forced", "LF": "low, forced"}[r["marks"][s]]
            assert cell(model, row, f"{NAMES[s]} Way") == way


def test_D_kalooki_7_bent_table_marked(qtbot: Any) -> None:
    # The first of a few seeded matches in which someone bends the table.
    bent = (played("kalooki", 5, seed) for seed in range(3, 9))
    view = next(v for v in bent if any(r["bent"] for r in v.records))  # type: ignore[attr-defined]
    model = ScoreSheetModel()
    model.set_view(view, NAMES[:5])
    records = view.records  # type: ignore[attr-defined]
    for row, r in enumerate(records):
        assert cell(model, row, "Bent") == ("×2" if r["bent"] else "")
        assert cell(model, row, "Contract") == "-".join(r["contract"])
        assert cell(model, row, "Out") == ("redeal" if r["redeal"] else NAMES[r["out"]])


def test_update_is_cheap_when_nothing_changed(qtbot: Any) -> None:
    view = played("clubs", 3)
    model = ScoreSheetModel()
    assert model.set_view(view, NAMES[:3])
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    assert not model.set_view(view, NAMES[:3])
    assert resets == []
    assert model.set_view(view, ["Zoe", "Yan", "Xi"])
    assert resets == [1]


# -- King's chart (D-king-5) ---------------------------------------------------------------------------------


def chart_widget(qtbot: Any, view: View, players: int, hide: bool = False) -> KingChartWidget:
    w = KingChartWidget()
    qtbot.addWidget(w)
    w.hide_scores = hide
    w.set_view(view, NAMES[:players])
    w.resize(900, w.sizeHint().height())
    return w


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("stop_at", [None, 9])
def test_D_king_5_hill_bonus_results_and_pool(qtbot: Any, players: int, stop_at: int | None) -> None:
    view = played("king", players, stop_at=stop_at)
    records = view.records  # type: ignore[attr-defined]
    w = chart_widget(qtbot, view, players)
    results = []
    for s in range(players):
        hill = sum(r["points"][s] or 0 for r in records if r["kind"] == "penalty")
        bonus = sum(r["points"][s] or 0 for r in records if r["kind"] == "award")
        hill_marks = w.marks_of("hill", s)
        bonus_marks = w.marks_of("bonus", s)
        assert (hill_marks[-1].value if hill_marks else 0) == hill
        assert (bonus_marks[-1].value if bonus_marks else 0) == bonus
        # Cumulative: one running total per deal that charged the seat, in order.
        charged = [r["deal"] for r in records if r["kind"] == "penalty" and r["points"][s]]
        assert [m.deal for m in hill_marks] == charged
        (result,) = w.marks_of("result", s)
        assert result.value == bonus - hill == view.scores[s]
        results.append(result.value)
        # The pool: the seat's contracts struck out, each with the deal it was played in.
        crossed = sorted(m.deal for m in w.marks_of("pool", s) if m.crossed)
        assert crossed == [r["deal"] for r in records if r["contractor"] == s]
        assert all(m.deal is None for m in w.marks_of("pool", s) if not m.crossed)
        assert [m.text for m in w.marks_of("pool", s)] == ["4", "5", "10", "10", "20", "40", "+12", "+12"]
    # King.txt: the total surplus at the end of a session equals the total liability.
    if stop_at is None:
        assert view.is_over and sum(results) == 0
    assert sum(1 for m in w.marks_of("pool") if m.crossed) == len(records) == view.chart.deals_played  # type: ignore[attr-defined]


def test_D_king_5_hover_shows_the_deal_and_what_each_seat_took(qtbot: Any) -> None:
    view = played("king", 3)
    w = chart_widget(qtbot, view, 3)
    w.show()
    by_deal = {r["deal"]: r for r in view.records}  # type: ignore[attr-defined]
    mark = next(m for m in w.marks_of("pool", 1) if m.crossed)
    r = by_deal[mark.deal]
    tip = w.tooltip_at(mark.rect.center())
    assert tip.startswith(f"Deal {mark.deal}: {NAMES[1]} played {r['name']}")
    for s in range(3):
        assert f"{NAMES[s]}: {r['tricks'][s]} trick" in tip
    # Through Qt's own tooltip event, as the mouse would.
    pos = mark.rect.center().toPoint()
    QApplication.sendEvent(w, QHelpEvent(QEvent.Type.ToolTip, pos, w.mapToGlobal(pos)))
    assert QToolTip.text() == tip
    QToolTip.hideText()
    open_mark = [m for m in w.marks_of("pool") if not m.crossed]
    assert open_mark == []  # the session is over: every game was played
    assert w.tooltip_at(QPointF(-50, -50)) == ""


def test_D_king_6_NS_hides_the_numbers_until_the_session_ends(qtbot: Any) -> None:
    half = played("king", 3, stop_at=9)
    w = chart_widget(qtbot, half, 3, hide=True)
    for kind in ("hill", "bonus", "result"):
        assert w.marks_of(kind), kind
        for m in w.marks_of(kind):
            assert m.value is None
            assert not any(ch.isdigit() for ch in m.text), m.text
    # The pool (who has played what) stays public; the points each seat took do not show.
    crossed = [m for m in w.marks_of("pool") if m.crossed]
    assert len(crossed) == 9
    r = next(r for r in half.records if r["deal"] == crossed[0].deal)  # type: ignore[attr-defined]
    assert "+" not in w.tooltip_at(crossed[0].rect.center()) or r["kind"] != "award"
    # The whole score window follows NS: sheet, over time, tallies.
    win = ScoreWindow()
    qtbot.addWidget(win)
    win.set_hide_scores(True)
    win.update_from_view(half, NAMES[:3])
    model = win.sheet.sheet
    for s in range(3):
        for part in ("Points", "Hill", "Bonus", "Result"):
            col = model.column_index(f"{part.lower()}{s}")
            assert all(model.text(row, col) == "·" and model.value(row, col) is None for row in range(9))
        assert win.over_time.line_points(s) == [(0.0, 0.0)]
        assert "hidden" in tally_text(half, s, hide_scores=True)
    assert win.king_chart.numbers_hidden
    # Once the session is over, NS shows everything.
    full = played("king", 3)
    win.update_from_view(full, NAMES[:3])
    assert not win.king_chart.numbers_hidden
    assert [m.value for m in win.king_chart.marks_of("result")] == list(full.scores)
    assert model.value(model.rowCount() - 1, model.column_index("result0")) == full.scores[0]
    # Turning NS off mid-session shows the numbers at once.
    win.update_from_view(half, NAMES[:3])
    win.set_hide_scores(False)
    assert [m.value for m in win.king_chart.marks_of("result")] == list(half.scores)


# -- the score over time ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "players"), MATCHES)
def test_chart_one_line_per_seat_hand_by_hand(qtbot: Any, game_id: str, players: int) -> None:
    view = played(game_id, players)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_view(view, NAMES[:players])
    assert len(chart.series) == players
    _, running = HAND_SCORE[layout(game_id, players)]
    key = "deal" if game_id == "king" else "hand"
    for s in range(players):
        expected = [(0.0, 0.0)] + [(float(r[key]), float(r[running][s])) for r in view.records]  # type: ignore[attr-defined]
        assert chart.line_points(s) == expected
        assert chart.series[s].name() == NAMES[s]
        assert expected[-1][1] == view.scores[s]


# -- export ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "players"), MATCHES)
def test_csv_export_round_trips_the_numbers(qtbot: Any, tmp_path: Any, game_id: str, players: int) -> None:
    view = played(game_id, players)
    win = ScoreWindow()
    qtbot.addWidget(win)
    win.update_from_view(view, NAMES[:players])
    path = tmp_path / "sheet.csv"
    win.export_csv(path)
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    records = view.records  # type: ignore[attr-defined]
    assert len(rows) == len(records)
    kind = layout(game_id, players)
    for row, r in zip(rows, records, strict=True):
        for s in range(players):
            for part, get in SEAT_PARTS[kind].items():
                want = get(r, s)
                got = row[f"{NAMES[s]} {part}"]
                assert (int(got) if got else None) == want, (part, s)
    model = win.sheet.sheet
    for i, row in enumerate(rows):
        for c in range(model.columnCount()):
            if model.columns[c].numeric:
                v = model.value(i, c)
                assert row[model.header(c)] == ("" if v is None else str(v))


def test_png_export_of_sheet_and_charts(qtbot: Any, tmp_path: Any) -> None:
    view = played("king", 3)
    win = ScoreWindow()
    qtbot.addWidget(win)
    win.resize(700, 400)
    win.update_from_view(view, NAMES[:3])
    sheet, chart, king = tmp_path / "s.png", tmp_path / "c.png", tmp_path / "k.png"
    assert win.save_sheet_png(sheet)
    assert win.save_chart_png(chart)
    assert win.save_king_chart_png(king, width=860)
    img = QImage(str(sheet))
    # The whole sheet, not the 700 x 400 part in sight.
    assert img.width() >= win.sheet.full_width() - 4
    assert img.height() >= win.sheet.full_height() - 4 > 400
    assert not QImage(str(chart)).isNull()
    k = QImage(str(king))
    assert k.width() == 860 and k.height() > 300


# -- the window's pieces ----------------------------------------------------------------------------------------


def test_king_tab_only_for_king(qtbot: Any) -> None:
    win = ScoreWindow()
    qtbot.addWidget(win)
    win.update_from_view(played("clubs", 3), NAMES[:3])
    assert [win.tabs.tabText(i) for i in range(win.tabs.count())] == ["Sheet", "Over time"]
    assert win.ns_box.isHidden()
    win.update_from_view(played("king", 3), NAMES[:3])
    assert [win.tabs.tabText(i) for i in range(win.tabs.count())] == ["Sheet", "Score chart", "Over time"]
    win.update_from_view(played("kalooki", 5), NAMES[:5])
    assert win.tabs.count() == 2
    assert "lower is better" in win.title.text()


def test_dock_toggles_with_S(qtbot: Any) -> None:
    dock = ScoreDock()
    qtbot.addWidget(dock)
    assert dock.toggle_action.shortcut() == QKeySequence("S")
    assert dock.toggle_action.text() == "Score sheet"
    dock.update_from_view(played("freelance", 3), NAMES[:3])
    assert dock.scores.sheet.sheet.rowCount() == len(played("freelance", 3).records)  # type: ignore[attr-defined]


def test_tallies_say_the_sense_of_the_score(qtbot: Any) -> None:
    kal = played("kalooki", 5)
    best = min(range(5), key=lambda s: kal.scores[s])
    text = tally_text(kal, best)
    assert text.startswith(f"{kal.scores[best]} penalty points, ")  # the fewest is 1st
    assert "1st" in text
    king = played("king", 3)
    for s in range(3):
        sc = king.chart.seats[s]  # type: ignore[attr-defined]
        t = tally_text(king, s)
        assert t.startswith(f"result {king.scores[s]:+d}")
        assert f"= bonus {sc.bonus_total} − hill {sc.hill_total}, " in t  # issue 25: the sum, in words
    clubs = played("clubs", 3)
    top = max(range(3), key=lambda s: clubs.scores[s])
    assert tally_text(clubs, top) == f"{clubs.scores[top]} points, 1st"
    free = played("freelance", 3)
    assert tally_text(free, 0).startswith(f"{free.scores[0]:+d} points")


def test_names_default_to_seats(qtbot: Any) -> None:
    model = ScoreSheetModel()
    model.set_view(played("clubs", 3), None)
    assert model.headerData(7, Qt.Orientation.Horizontal, Qt.ItemDataRole.UserRole + 1) == "Seat 1"


def test_a_tie_is_said_in_words() -> None:
    """Issue 25: "=1st" explained nothing; at the start everyone is "tied for 1st"."""
    import games

    start = games.get("clubs").new_match(players=3, seed=1, options={}).view(0)
    assert tally_text(start, 0) == "0 points, tied for 1st"
