"""Issue 12, "Settings (QSettings)": typed values, defaults, and a broken settings file never breaks them."""

from __future__ import annotations

from pathlib import Path

import pytest

import ai
from desktop.data import storage
from desktop.data.settings import Settings


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


def test_issue12_defaults(ini: Path) -> None:
    s = Settings(ini)
    assert s.animation_speed == "normal"
    assert s.card_back == "blue"
    assert s.allow_multi_human_undo is False
    assert s.window_geometry() is None and s.window_state() is None
    assert s.last_options("freelance") == {}
    assert s.last_game is None
    kinds = s.default_seats("freelance")
    assert kinds[0] == "human" and len(kinds) == 3 and all(k in ai.levels() for k in kinds[1:])
    assert s.default_names("freelance") == ["You", "Computer 1", "Computer 2"]
    assert len(s.default_seats("two_way_street", players=5)) == 5


def test_issue12_values_survive_a_restart(ini: Path) -> None:
    s = Settings(ini)
    s.animation_speed = "fast"
    s.card_back = "red"
    s.allow_multi_human_undo = True
    s.set_default_seats("freelance", ["human", "human", "random"], ["Ann", "Ben", "Robot"])
    s.set_last_options("freelance", {"play_all_tricks": True})
    s.set_window_geometry(b"\x01\xd9\xd0\xcb\x00\x03geometry")
    s.set_window_state(b"\x00\xff")
    s.last_game = "king"
    s.sync()
    del s
    again = Settings(ini)
    assert again.animation_speed == "fast"
    assert again.card_back == "red"
    assert again.allow_multi_human_undo is True
    assert again.default_seats("freelance") == ["human", "human", "random"]
    assert again.default_names("freelance") == ["Ann", "Ben", "Robot"]
    assert again.last_options("freelance") == {"play_all_tricks": True}
    assert again.window_geometry() == b"\x01\xd9\xd0\xcb\x00\x03geometry"
    assert again.window_state() == b"\x00\xff"
    assert again.last_game == "king"


def test_issue12_a_hand_edited_settings_file_falls_back_to_defaults(ini: Path) -> None:
    ini.write_text(
        "[table]\nanimation_speed=ludicrous\ncard_back=\n"
        "[play]\nallow_multi_human_undo=perhaps\nlast_game=chess\n"
        '[seats]\nfreelance\\kinds=["human", "wizard", "random"]\nfreelance\\names=not json\n'
        '[options]\nfreelance="{\\"no_such_option\\": 1}"\n'
    )
    s = Settings(ini)
    assert s.animation_speed == "normal"
    assert s.card_back == "blue"
    assert s.allow_multi_human_undo is False
    assert s.last_game is None
    assert s.default_seats("freelance")[0] == "human" and "wizard" not in s.default_seats("freelance")
    assert s.default_names("freelance") == ["You", "Computer 1", "Computer 2"]
    assert s.last_options("freelance") == {}


def test_issue12_out_of_range_values_are_refused(ini: Path) -> None:
    s = Settings(ini)
    with pytest.raises(ValueError):
        s.animation_speed = "warp"
    with pytest.raises(ValueError):
        s.set_last_options("freelance", {"no_such_option": 1})
    with pytest.raises(ValueError):
        s.set_default_seats("freelance", ["human"], ["A", "B"])
    assert s.animation_speed == "normal" and s.last_options("freelance") == {}


def test_issue12_settings_follow_the_data_folder_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(tmp_path / "data"))
    s = Settings()
    s.card_back = "green"
    s.sync()
    assert (tmp_path / "data" / "settings.ini").read_text().count("green") == 1
