"""Issue 25, "A settings dialog": Game > Settings… shows animation speed, card back, table colour
and the play settings; OK applies and remembers them (the menus' checked items follow), Cancel
changes nothing, Restore defaults sets the controls back; the table's colour is drawn and kept."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox

from desktop.app.settings_dialog import Preferences, SettingsDialog
from desktop.app.window import MainWindow
from desktop.data.settings import FELTS, SPEEDS, Settings
from desktop.table.assets import card_backs

from .table_harness import make_window


def press(dlg: SettingsDialog, which: QDialogButtonBox.StandardButton) -> None:
    button = dlg.buttons.button(which)
    assert button is not None and button.isVisible()
    button.click()


def choose(dlg: SettingsDialog, prefs: Preferences) -> None:
    """Set the dialog's controls as a person would, one by one."""
    for combo, value in ((dlg.speed, prefs.animation_speed), (dlg.back, prefs.card_back), (dlg.felt, prefs.felt)):
        combo.setCurrentIndex(combo.findData(value))
    dlg.auto_answer.setChecked(prefs.auto_answer)
    dlg.multi_undo.setChecked(prefs.allow_multi_human_undo)
    dlg.confirm_leave.setChecked(prefs.confirm_leave_match)


def checked(actions: dict[str, Any]) -> list[str]:
    return [name for name, act in actions.items() if act.isChecked()]


def centre_colour(w: MainWindow) -> QColor:
    """The table's colour where its cloth is lightest (no match on it: only the cloth is drawn)."""
    w.table.viewport().update()
    image = w.table.viewport().grab().toImage()
    return image.pixelColor(image.width() // 2, int(image.height() * 0.45))


def close_to(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


CHANGED = Preferences(
    animation_speed="slow",
    card_back="red",
    felt="wine",
    auto_answer=False,
    allow_multi_human_undo=True,
    confirm_leave_match=False,
)


def test_the_dialog_offers_each_setting_and_shows_those_in_use(qtbot: Any) -> None:
    w = make_window(qtbot, speed="fast")
    w.menus.back_actions["green"].trigger()
    w.menus.felt_actions["grey"].trigger()
    w.menus.settings_action.trigger()
    dlg = w.menus.settings_dialog
    assert isinstance(dlg, SettingsDialog) and dlg.isVisible() and dlg.windowTitle() == "Settings"
    assert [dlg.speed.itemData(i) for i in range(dlg.speed.count())] == list(SPEEDS)
    assert [dlg.back.itemData(i) for i in range(dlg.back.count())] == list(card_backs())
    assert [dlg.felt.itemData(i) for i in range(dlg.felt.count())] == list(FELTS)
    assert set(FELTS) >= {"green", "blue", "wine", "grey"}
    assert dlg.chosen() == Preferences("fast", "green", "grey", True, False, True)
    assert not dlg.preview.pixmap().isNull()
    shortcuts = w.menus.settings_action.shortcuts()
    preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert shortcuts == (preferences or [QKeySequence("Ctrl+,")])
    press(dlg, QDialogButtonBox.StandardButton.Cancel)


def test_ok_applies_and_remembers_every_setting_and_the_menus_follow(qtbot: Any) -> None:
    w = make_window(qtbot)
    dlg = w.menus.show_settings()
    choose(dlg, CHANGED)
    assert w.table.speed == "off" and w.art.back_name == "blue"  # nothing yet
    press(dlg, QDialogButtonBox.StandardButton.Ok)
    assert not dlg.isVisible()
    assert w.table.speed == "slow" and w.art.back_name == "red" and w.table.felt == QColor(FELTS["wine"])
    assert close_to(centre_colour(w), QColor(FELTS["wine"]))
    assert checked(w.menus.speed_actions) == ["slow"]
    assert checked(w.menus.back_actions) == ["red"]
    assert checked(w.menus.felt_actions) == ["wine"]
    assert not w.menus.auto_answer_action.isChecked() and w.menus.multi_undo_action.isChecked()
    qtbot.waitUntil(lambda: w.runner.worker.allow_multi_human_undo, timeout=3000)
    stored = Settings()  # the file, read afresh
    assert (stored.animation_speed, stored.card_back, stored.felt) == ("slow", "red", "wine")
    assert stored.auto_answer is False and stored.allow_multi_human_undo is True
    assert stored.confirm_leave_match is False
    assert w.menus.preferences() == CHANGED


def test_cancel_changes_nothing(qtbot: Any, private_data_folder: Path) -> None:
    w = make_window(qtbot, speed="normal")
    before = w.menus.preferences()
    dlg = w.menus.show_settings()
    choose(dlg, CHANGED)
    press(dlg, QDialogButtonBox.StandardButton.Cancel)
    assert not dlg.isVisible() and w.menus.preferences() == before
    assert w.table.felt == QColor(FELTS["green"]) and close_to(centre_colour(w), QColor(30, 112, 72))
    assert checked(w.menus.speed_actions) == ["normal"] and checked(w.menus.felt_actions) == ["green"]
    w.settings.sync()
    ini = private_data_folder / "settings.ini"
    assert not ini.exists() or not any(k in ini.read_text() for k in ("felt", "animation_speed", "confirm"))
    again = w.menus.show_settings()
    assert again.chosen() == before  # the dialog opens on what is in use, not on what was cancelled
    press(again, QDialogButtonBox.StandardButton.Cancel)


def test_restore_defaults_sets_the_controls_and_ok_keeps_them(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.menus.apply_preferences(CHANGED)
    assert w.menus.preferences() == CHANGED
    dlg = w.menus.show_settings()
    assert dlg.chosen() == CHANGED
    press(dlg, QDialogButtonBox.StandardButton.RestoreDefaults)
    defaults = Preferences("normal", "blue", "green", True, False, True)
    assert dlg.isVisible() and dlg.chosen() == defaults == Preferences.defaults(card_backs())
    assert w.menus.preferences() == CHANGED  # not before OK
    press(dlg, QDialogButtonBox.StandardButton.Ok)
    assert w.menus.preferences() == defaults
    assert checked(w.menus.felt_actions) == ["green"] and checked(w.menus.back_actions) == ["blue"]
    stored = Settings()
    assert (stored.animation_speed, stored.card_back, stored.felt, stored.confirm_leave_match) == (
        "normal",
        "blue",
        "green",
        True,
    )


def test_a_menu_choice_shows_in_the_dialog(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.menus.speed_actions["fast"].trigger()
    w.menus.felt_actions["blue"].trigger()
    w.menus.multi_undo_action.trigger()
    dlg = w.menus.show_settings()
    assert dlg.chosen() == Preferences("fast", "blue", "blue", True, True, True)
    press(dlg, QDialogButtonBox.StandardButton.Cancel)


@pytest.mark.parametrize("felt", list(FELTS))
def test_the_felt_is_drawn_and_survives_a_restart(qtbot: Any, felt: str) -> None:
    w = make_window(qtbot)
    w.menus.apply_preferences(dataclasses.replace(w.menus.preferences(), felt=felt))
    assert close_to(centre_colour(w), QColor(FELTS[felt]))
    w.close()
    assert Settings().felt == felt
    again = make_window(qtbot)
    assert again.table.felt == QColor(FELTS[felt]) and checked(again.menus.felt_actions) == [felt]
    assert close_to(centre_colour(again), QColor(FELTS[felt]))


def test_a_bad_stored_felt_falls_back_to_green(qtbot: Any, private_data_folder: Path) -> None:
    (private_data_folder / "settings.ini").write_text("[table]\nfelt=purple\n[play]\nconfirm_leave_match=perhaps\n")
    assert Settings().felt == "green" and Settings().confirm_leave_match is True
    w = make_window(qtbot)
    assert w.table.felt == QColor(FELTS["green"]) and checked(w.menus.felt_actions) == ["green"]
    with pytest.raises(ValueError):
        w.settings.felt = "purple"
    assert Settings().felt == "green"


def test_the_settings_survive_a_restart(tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    s = Settings(ini)
    assert s.felt == "green" and s.confirm_leave_match is True
    s.felt = "grey"
    s.confirm_leave_match = False
    s.sync()
    del s
    again = Settings(ini)
    assert again.felt == "grey" and again.confirm_leave_match is False


def test_leaving_a_match_asks_only_when_the_setting_says_so(qtbot: Any) -> None:
    w = make_window(qtbot)
    asked: list[bool] = []
    w.starting.match_in_play = lambda: True  # type: ignore[method-assign]
    w.starting.confirm_leave = lambda: asked.append(True) or False
    assert not w.starting.may_leave_match() and asked == [True]  # asked by default; "No" stays
    dlg = w.menus.show_settings()
    dlg.confirm_leave.setChecked(False)
    press(dlg, QDialogButtonBox.StandardButton.Ok)
    assert w.starting.may_leave_match() and asked == [True]  # left without asking
    assert Settings().confirm_leave_match is False
