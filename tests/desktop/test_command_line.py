"""The command line refuses at the door what the loader would refuse later (issue 20): a seed out
of range (-5, 10**29), ``--players 0``, more humans than seats. Before, such a match was played
and autosaved, and the next start dropped it."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.app.main import build_parser, check_match_args, main


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--game", "king", "--seed", "-5"], "--seed must be a whole number from 0 to 2**63-1"),
        (["--game", "king", "--seed", "100000000000000000000000000000"], "--seed must be"),
        (["--game", "two_way_street", "--players", "0"], "Two Way Street is for 2 to 8 players, not 0"),
        (["--game", "clubs", "--humans", "4"], "--humans must be from 0 to 3"),
        (["--seed", "7"], "--seed is for a match started with --game"),
    ],
)
def test_a_match_the_loader_would_refuse_is_refused_at_the_door(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert says in check_match_args(build_parser().parse_args(argv))
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2 and says in capsys.readouterr().err


def test_a_sound_match_passes() -> None:
    args = build_parser().parse_args(["--game", "king", "--players", "4", "--seed", str(2**63 - 1), "--humans", "2"])
    assert check_match_args(args) == ""


@pytest.mark.parametrize(
    ("choice", "holds", "title"),
    [("separate", True, "separate autosave"), ("read-only", False, "read-only"), ("quit", None, None)],
)
def test_a_second_program_on_the_data_folder_does_what_the_player_chose(
    choice: str, holds: bool | None, title: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20: the second Parlour says another holds the data folder and offers a separate
    autosave, read-only, or quit."""
    from desktop.app import main as main_module
    from desktop.data import instances, storage

    monkeypatch.setenv(storage.ENV_DATA_DIR, str(tmp_path))
    storage.set_autosave_dir(None)
    asked: list[bool] = []
    monkeypatch.setattr(main_module, "another_instance_choice", lambda: asked.append(True) or choice)
    first = instances.lock_data_dir()
    assert first is not None
    try:
        held = main_module.hold_data_folder()
    finally:
        first.unlock()
    assert asked == [True]
    if holds is None:
        assert held is None
        return
    assert held is not None
    lock, note = held
    assert (lock is not None) == holds and title is not None and title in note
    assert (storage.autosave_dir() != tmp_path) == holds


def test_missing_card_art_is_named_on_the_terminal_and_in_a_dialog(
    qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A package without its card art does not start a table it cannot draw: the program names
    the missing files (the first eight, and how many more) and stops."""
    from PySide6.QtWidgets import QMessageBox

    from desktop.app.main import report_missing_art
    from desktop.table import assets

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(assets, "missing_card_art", lambda: [])
    assert not report_missing_art() and shown == []
    monkeypatch.setattr(assets, "missing_card_art", lambda: [f"cards/{i}.svg" for i in range(10)])
    assert report_missing_art()
    assert "cards/7.svg" in shown[0] and "cards/8.svg" not in shown[0] and "and 2 more" in shown[0]
    assert capsys.readouterr().err.strip() == shown[0]
