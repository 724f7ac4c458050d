"""scripts/duplicate_hands.py (issue 22): the same positions played by two levels and, with
``--oracle``, by the open-hand search, read as the gap run reads its first hands."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from ai.arena_gap import closing
from tests.ai.scripts import load


@pytest.fixture(scope="module")
def dup() -> ModuleType:
    return load("duplicate_hands")


def test_a_level_against_itself_plays_each_position_alike(dup: ModuleType) -> None:
    """The same level twice from the same position and seeds: the same reward and own score."""
    for k in range(3):
        first, second = dup.plays(("king", 3, k, ("basic", "basic"), None))
        assert first == second
        reward, own = first
        assert isinstance(reward, float) and isinstance(own, int)


def test_the_oracle_reading_and_the_kept_plays(
    dup: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--oracle prints the gap and the fraction by the reward and by the own score; --json keeps
    each position's three plays (level A, level B, the oracle), from which ``closing`` reads the
    same fraction as printed."""
    out = tmp_path / "plays.json"
    argv = ["duplicate_hands.py", "king", "3", "expert:0.05", "basic", "4", "--oracle", "oracle:0.05", "--jobs", "1"]
    monkeypatch.setattr(sys, "argv", [*argv, "--json", str(out)])
    dup.main()
    printed = capsys.readouterr()
    assert "as the yardstick, by the search's reward" in printed.out
    assert "as the yardstick, by the seat's own score in the hand" in printed.out
    assert "4 of 4 positions" in printed.err
    kept = json.loads(out.read_text())
    assert [p["k"] for p in kept["positions"]] == [0, 1, 2, 3]
    assert all(len(p["plays"]) == 3 for p in kept["positions"])
    reading = closing([(p["plays"][1][1], p["plays"][0][1], p["plays"][2][1]) for p in kept["positions"]])
    assert f"means expert:0.05 {reading.means['expert']:.2f}, basic {reading.means['basic']:.2f}" in printed.out


def test_an_oracle_that_is_not_one_is_refused(dup: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["duplicate_hands.py", "king", "3", "basic", "basic", "1", "--oracle", "expert:1"])
    with pytest.raises(SystemExit):
        dup.main()
