"""scripts/paired_runs.py: two duplicate runs on the same deals, paired deal by deal."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from tests.ai.scripts import load


@pytest.fixture(scope="module")
def paired_runs() -> ModuleType:
    return load("paired_runs")


def _run(tmp_path: Path, name: str, scores: list[list[int]]) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"levels": ["basic", "expert:1:pool"], "scores": scores}))
    return path


def test_the_level_is_paired_deal_by_deal(
    paired_runs: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _run(tmp_path, "a.json", [[0, 10], [5, 20], [1, 30]])
    after = _run(tmp_path, "b.json", [[0, 16], [5, 20], [1, 27]])
    assert paired_runs.main([str(before), str(after), "--level", "expert:1:pool"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("3 deals: before 20.00, after 21.00; after less before +1.00 per hand")
    assert out.rstrip().endswith("2 deals changed")


def test_runs_of_other_deals_or_levels_are_refused(paired_runs: ModuleType, tmp_path: Path) -> None:
    before = _run(tmp_path, "a.json", [[0, 10], [5, 20]])
    after = _run(tmp_path, "b.json", [[0, 16]])
    with pytest.raises(SystemExit, match="2 and 1 deals"):
        paired_runs.main([str(before), str(after), "--level", "expert:1:pool"])
    with pytest.raises(SystemExit, match="'expert:2' is not among"):
        paired_runs.main([str(before), str(before), "--level", "expert:2"])
