"""``python -m ai.bench``: the expert's loop measured per game, alone or beside another tree.

Speed is never asserted: these tests check the figures' shape, that both trees run the same
measuring file, and how a REF that is not a tree is refused."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

import games
from ai import bench, speed_probe

ROOT = Path(__file__).resolve().parents[2]


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code = bench.main([*argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_alone_one_tree_with_its_costs(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--game", "king", "--seconds", "0.05", "--rounds", "2")
    assert data["trees"] == ["this"] and data["ref"] is None and data["rounds"] == 2
    row = data["games"]["king"]
    assert "ratio" not in row
    assert len(row["this"]["rounds_worlds_per_s"]) == 2
    assert row["this"]["worlds_per_s"] > 0 and row["this"]["worlds_per_cpu_s"] > 0
    for cost in bench.COSTS:
        assert row["this"][cost] > 0, cost


def test_compare_against_a_directory_alternates_both_trees(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--game", "clubs", "--seconds", "0.05", "--rounds", "1", "--compare", str(ROOT))
    assert data["trees"] == ["this", "ref"] and data["ref"] == str(ROOT)
    row = data["games"]["clubs"]
    assert row["ratio"] == pytest.approx(row["this"]["worlds_per_s"] / row["ref"]["worlds_per_s"])
    assert row["cpu_ratio"] == pytest.approx(row["this"]["worlds_per_cpu_s"] / row["ref"]["worlds_per_cpu_s"])
    assert len(row["ref"]["rounds_worlds_per_s"]) == 1


def test_the_table_names_both_trees_and_the_ratio(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--game", "king", "--seconds", "0.05", "--rounds", "1", "--compare", str(ROOT)]) == 0
    out = capsys.readouterr().out
    rows = [line.split()[:2] for line in out.splitlines() if line.startswith("king")]
    assert rows == [["king", "this"], ["king", "ref"], ["king", "ratio"]]


def test_a_ref_that_is_not_a_tree_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert bench.main(["--game", "king", "--compare", str(tmp_path)]) == 2
    assert "games/__init__.py" in capsys.readouterr().err
    assert bench.main(["--game", "king", "--compare", "no-such-branch-of-parlour"]) == 2
    assert "neither a directory nor a commit" in capsys.readouterr().err


def test_the_probe_imports_only_what_older_trees_have() -> None:
    """The child runs this file inside REF's tree: of the project it may use games and ai.expert only."""
    tree = ast.parse(Path(speed_probe.__file__).read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported |= {f"{node.module}.{a.name}" for a in node.names}
    project = {name for name in imported if name.split(".")[0] in {"games", "ai", "desktop"}}
    assert project == {"games", "ai.expert"}


@pytest.mark.parametrize("game_id", games.ids())
def test_positions_are_the_same_mid_hand_states_every_time(game_id: str) -> None:
    first, second = speed_probe.positions(game_id, n=4), speed_probe.positions(game_id, n=4)
    assert len(first) == 4
    for a, b in zip(first, second, strict=True):
        assert not a.is_over and a.to_act is not None
        assert a.view(a.to_act) == b.view(b.to_act)
        assert a.legal_actions() == b.legal_actions()


def test_a_round_reports_worlds_and_every_cost() -> None:
    probes: dict[str, speed_probe.Probe] = {}
    reply = speed_probe.measure_round(probes, "two_way_street", 0.02)
    assert reply["worlds"] >= 1 and reply["worlds_per_s"] > 0 and reply["worlds_per_cpu_s"] > 0
    assert set(bench.COSTS) <= set(reply)
    assert list(probes) == ["two_way_street"]  # set up once, reused by later rounds
    again = speed_probe.measure_round(probes, "two_way_street", 0.02)
    assert again["worlds"] >= 1 and list(probes) == ["two_way_street"]
