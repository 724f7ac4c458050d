"""Issue 24, "Colours": a dark theme and the system's dark mode followed.

The theme (``Settings.theme``: "system", "light" or "dark") sets the application's palette: dark
windows and fields with light words, or the opposite; "system" follows the system's colour scheme
(faked here) as it changes. The things drawn by hand follow: the summary panel, the score sheet's
tints and signs (readable on either ground), the widgets with style sheets of their own; the bar
of buttons under the table stays dark in both. The setting is kept across a restart, offered in
the Settings dialog and the View menu, and a bad stored value means "system"."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

import ai
import games
from desktop.app import theme as themes
from desktop.app.settings_dialog import Preferences
from desktop.app.theme import apply_stored_theme, apply_theme, contrast, forget_theme, is_dark, luminance
from desktop.data.settings import THEMES, Settings
from desktop.per_game import look
from desktop.scores import sheet as sheets
from desktop.scores.sheet import SEAT_COLOURS, ScoreSheetModel, lightened
from games.core import View

from .table_harness import make_window

Role = QPalette.ColorRole
READABLE = 4.5  # WCAG AA for text


@pytest.fixture(autouse=True)
def keep_the_palette(qapp: QApplication) -> Iterator[None]:
    """Every test leaves the application's style and palette as it found them (the QApplication is
    shared by every test of the session)."""
    style = qapp.style().name()
    palette = QPalette(qapp.palette())
    explicit = qapp.testAttribute(Qt.ApplicationAttribute.AA_SetPalette)
    yield
    forget_theme()
    if qapp.style().name().lower() != style.lower():
        QApplication.setStyle(style)
    QApplication.setPalette(palette if explicit else QPalette())
    assert qapp.palette().color(Role.Window) == palette.color(Role.Window)


def fake_system(monkeypatch: pytest.MonkeyPatch, scheme: Qt.ColorScheme) -> None:
    monkeypatch.setattr(themes, "system_scheme", lambda: scheme)


def app_colours() -> dict[str, QColor]:
    pal = QGuiApplication.palette()
    return {name: pal.color(getattr(Role, name)) for name in ("Window", "WindowText", "Base", "Text", "Button")}


def assert_dark() -> None:
    c = app_colours()
    assert luminance(c["Window"]) < 0.05 and luminance(c["Base"]) < 0.05 and luminance(c["Button"]) < 0.08
    assert luminance(c["WindowText"]) > 0.6 and luminance(c["Text"]) > 0.6
    assert is_dark()


def assert_light() -> None:
    c = app_colours()
    assert luminance(c["Window"]) > 0.6 and luminance(c["Base"]) > 0.8 and luminance(c["Button"]) > 0.6
    assert luminance(c["WindowText"]) < 0.05 and luminance(c["Text"]) < 0.05
    assert not is_dark()


# -- the palettes -----------------------------------------------------------------------------------------


def test_the_dark_theme_has_dark_windows_and_light_words_each_readable() -> None:
    apply_theme("dark")
    assert_dark()
    assert QApplication.style().name().lower() == "fusion"
    pal = QGuiApplication.palette()
    for ground, words, least in (
        (Role.Window, Role.WindowText, 10.0),
        (Role.Base, Role.Text, 10.0),
        (Role.AlternateBase, Role.Text, 10.0),
        (Role.Button, Role.ButtonText, 7.0),
        (Role.Highlight, Role.HighlightedText, READABLE),
        (Role.ToolTipBase, Role.ToolTipText, 7.0),
        (Role.Base, Role.Link, READABLE),
        (Role.Base, Role.PlaceholderText, 3.0),
    ):
        assert contrast(pal.color(ground), pal.color(words)) >= least, (ground, words)
    disabled = QPalette.ColorGroup.Disabled
    for ground, words in ((Role.Window, Role.WindowText), (Role.Base, Role.Text), (Role.Button, Role.ButtonText)):
        ratio = contrast(pal.color(disabled, ground), pal.color(disabled, words))
        assert 2.0 <= ratio < contrast(pal.color(ground), pal.color(words))  # greyed, still legible


def test_the_light_theme_has_light_windows_and_dark_words(monkeypatch: pytest.MonkeyPatch) -> None:
    apply_theme("dark")
    apply_theme("light")
    assert_light()
    fake_system(monkeypatch, Qt.ColorScheme.Dark)  # light chosen against a dark system
    apply_theme("light")
    assert_light()
    assert contrast(QGuiApplication.palette().color(Role.Base), QGuiApplication.palette().color(Role.Text)) > 10


def test_system_follows_the_systems_colour_scheme_as_it_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_system(monkeypatch, Qt.ColorScheme.Dark)
    t = apply_theme("system")
    assert t.dark
    assert_dark()
    seen: list[bool] = []
    t.changed.connect(seen.append)
    hints = QGuiApplication.styleHints()
    fake_system(monkeypatch, Qt.ColorScheme.Light)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # as Qt does when the system changes
    assert_light()
    assert seen == [False]
    fake_system(monkeypatch, Qt.ColorScheme.Dark)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert_dark()
    apply_theme("light")  # a theme chosen: the system's changes no longer matter
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert_light()
    fake_system(monkeypatch, Qt.ColorScheme.Unknown)  # a platform that does not say: light
    apply_theme("system")
    assert_light()


# -- the setting ------------------------------------------------------------------------------------------


def test_the_setting_survives_a_restart(qtbot: Any, tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    s = Settings(ini)
    assert s.theme == "system"
    s.theme = "dark"
    s.sync()
    del s
    assert Settings(ini).theme == "dark"
    w = make_window(qtbot)
    assert [n for n, a in w.menus.theme_actions.items() if a.isChecked()] == ["system"]
    assert list(w.menus.theme_actions) == list(THEMES)
    w.menus.theme_actions["dark"].trigger()
    assert_dark()
    w.close()
    assert Settings().theme == "dark"
    forget_theme()  # the program ends: the platform's colours
    assert_light()
    apply_stored_theme()  # the next start (main.py), before its window is built
    assert_dark()
    again = make_window(qtbot)
    assert [n for n, a in again.menus.theme_actions.items() if a.isChecked()] == ["dark"]
    assert again.menus.preferences().theme == "dark"


def test_a_bad_stored_theme_falls_back_to_system(
    qtbot: Any, private_data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (private_data_folder / "settings.ini").write_text("[view]\ntheme=purple\n")
    assert Settings().theme == "system"
    with pytest.raises(ValueError):
        Settings().theme = "sepia"
    assert Settings().theme == "system"
    w = make_window(qtbot)
    assert [n for n, a in w.menus.theme_actions.items() if a.isChecked()] == ["system"]
    fake_system(monkeypatch, Qt.ColorScheme.Dark)
    assert apply_theme("purple").name == "system"
    assert_dark()


def test_the_settings_dialog_offers_the_theme_and_ok_applies_it(qtbot: Any) -> None:
    w = make_window(qtbot)
    dlg = w.menus.show_settings()
    assert [dlg.theme.itemData(i) for i in range(dlg.theme.count())] == list(THEMES)
    assert dlg.chosen().theme == "system" == Preferences.defaults({}).theme
    dlg.theme.setCurrentIndex(dlg.theme.findData("dark"))
    assert not is_dark()  # nothing before OK
    button = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    button.click()
    assert_dark()
    assert Settings().theme == "dark"
    assert [n for n, a in w.menus.theme_actions.items() if a.isChecked()] == ["dark"]
    w.menus.apply_preferences(dataclasses.replace(w.menus.preferences(), theme="light"))
    assert_light()
    assert Settings().theme == "light"


# -- what is drawn by hand ------------------------------------------------------------------------------------


def pixel(widget: Any, x: int, y: int) -> QColor:
    image = widget.grab().toImage()
    return image.pixelColor(x if x >= 0 else image.width() + x, y if y >= 0 else image.height() + y)


def test_the_button_bar_stays_dark_with_light_words_in_both_themes(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.panel.clear("You: bid or pass")
    button = QPushButton("Pass")
    w.panel.row.addWidget(button)
    for name in ("dark", "light"):
        w.menus.set_theme(name)
        qtbot.wait(10)
        bar = pixel(w.panel, -3, -3)
        assert luminance(bar) < 0.05, (name, bar.name())
        words = w.panel.prompt.palette().color(Role.WindowText)
        assert contrast(words, bar) >= 7, (name, words.name())
        # The buttons on it take the theme's colours, each readable (the bar's style sheet no longer
        # keeps the palette they had when it was set).
        pal = button.palette()
        assert is_dark(pal) == (name == "dark")
        assert contrast(pal.color(Role.Button), pal.color(Role.ButtonText)) >= 7


def test_widgets_with_style_sheets_follow_a_theme_changed_while_the_window_is_open(qtbot: Any) -> None:
    w = make_window(qtbot)
    sheet = w.score_dock.scores.sheet
    assert sheet.styleSheet()  # its grid's colour
    w.menus.set_theme("dark")
    qtbot.wait(10)
    for widget in (sheet, sheet.horizontalHeader(), w.log):
        assert luminance(widget.palette().color(Role.Base)) < 0.05, widget
        assert luminance(widget.palette().color(Role.Text)) > 0.6, widget
    w.menus.set_theme("light")
    qtbot.wait(10)
    for widget in (sheet, sheet.horizontalHeader(), w.log):
        assert luminance(widget.palette().color(Role.Base)) > 0.8, widget


def test_the_summary_panel_is_dark_with_light_words_in_the_dark_theme(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.summary.show_text("<h3>Hand 1 is over</h3><p>You took 5.</p>", final=False)
    w._place_overlays()
    qtbot.wait(10)
    cream = pixel(w.summary, -8, w.summary.height() // 2)
    assert luminance(cream) > 0.8
    assert luminance(w.summary.text.palette().color(Role.WindowText)) < 0.05
    w.menus.set_theme("dark")
    qtbot.wait(10)
    ground = pixel(w.summary, -8, w.summary.height() // 2)
    words = w.summary.text.palette().color(Role.WindowText)
    assert luminance(ground) < 0.1 and contrast(words, ground) >= 7
    w.menus.set_theme("light")
    assert luminance(pixel(w.summary, -8, w.summary.height() // 2)) > 0.8


@functools.cache
def kalooki_view() -> View:
    """Seat 0's view after Kalooki's first deals between basic players: its first deal is bent."""
    state = games.get("kalooki").new_match(players=5, seed=11)
    seats = [ai.make_player("basic", "kalooki", 110 + s) for s in range(5)]
    while len(state.view(0).records) < 2:  # type: ignore[attr-defined]
        seat = state.to_act
        assert seat is not None
        state.apply(seats[seat].choose(state.view(seat), state.legal_actions()))
    return state.view(0)


def over(colour: QColor, ground: QColor) -> QColor:
    a = colour.alphaF()
    return QColor.fromRgbF(
        *(c * a + g * (1 - a) for c, g in zip(colour.getRgbF()[:3], ground.getRgbF()[:3], strict=True))
    )


def worst_cell(model: ScoreSheetModel) -> float:
    """The least contrast of a cell's words with its ground (the tint laid over the sheet's base)."""
    pal = QGuiApplication.palette()
    worst = 21.0
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            index = model.index(row, col)
            fg = model.data(index, Qt.ItemDataRole.ForegroundRole)
            bg = model.data(index, Qt.ItemDataRole.BackgroundRole)
            words = fg.color() if fg is not None else pal.color(Role.Text)
            ground = over(bg.color(), pal.color(Role.Base)) if bg is not None else pal.color(Role.Base)
            worst = min(worst, contrast(words, ground))
    return worst


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_score_sheet_reads_well_in_either_theme(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    view = kalooki_view()
    assert any(r["bent"] for r in view.records)  # type: ignore[attr-defined]
    apply_theme(name)
    model = ScoreSheetModel()
    model.set_view(view, ["Ann", "Bruno", "Chiara", "Dmitri", "Esther"])
    assert worst_cell(model) >= READABLE
    # Every game's light shade of a row (Freelance's sudden death, a Kalooki redeal) and a sign on it.
    for shade in (QColor(255, 243, 214), QColor(236, 236, 236), QColor(255, 226, 214)):
        shaded = dataclasses.replace(look("kalooki"), tint=lambda _r, _c, s=shade: s)
        monkeypatch.setattr(sheets, "look", lambda _g, g=shaded: g)
        assert worst_cell(model) >= READABLE, shade.name()
    # The seats' names over their columns, on the header's tinted band.
    button = QGuiApplication.palette().color(Role.Button)
    for colour in SEAT_COLOURS:
        band = QColor(colour)
        band.setAlpha(40)
        name_ink = lightened(QColor(colour)) if name == "dark" else QColor(colour)
        assert contrast(name_ink, over(band, button)) >= 3.0, colour  # bold text: large-text contrast
