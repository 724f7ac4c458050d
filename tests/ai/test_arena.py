"""The arena: its JSON (ARCHITECTURE.md), seat rotation, unfinished matches, intervals, processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import games
from ai import arena, arena_report
from ai.arena import MatchResult

ROOT = Path(__file__).resolve().parents[2]


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code = arena.main([*argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_json_has_exactly_the_architecture_shape(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys, "--game", "freelance", "--players", "3", "--seats", "random,random,random", "--matches", "6"
    )
    assert set(data) == {"matches", "unfinished", "players"}
    assert data["matches"] == 6 and isinstance(data["unfinished"], int)
    assert len(data["players"]) == 1  # a level named three times is pooled
    row = data["players"][0]
    assert set(row) == {
        "level",
        "seats",
        "mean_score",
        "win_rate",
        "win_ci",
        "think_ms_median",
        "think_ms_p95",
    }
    assert row["level"] == "random" and row["seats"] == 3
    lo, hi = row["win_ci"]
    assert 0 <= lo <= row["win_rate"] <= hi <= 1
    assert 0 <= row["think_ms_median"] <= row["think_ms_p95"]


def test_one_row_per_level_in_the_order_named(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--game", "freelance", "--players", "3", "--seats", "basic,random,random", "--matches", "3")
    assert [(p["level"], p["seats"]) for p in data["players"]] == [("basic", 1), ("random", 2)]


def test_the_command_runs_as_a_module() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ai.arena", "--game", "freelance", "--players", "3", "--seats", "random,random,random",
         "--matches", "2", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["matches"] == 2


def test_seats_rotate_so_that_each_level_sits_in_each_seat_with_each_deal() -> None:
    seats = ["basic", "random", "random"]
    assert arena.rotation(seats, 0) == ("basic", "random", "random")
    assert arena.rotation(seats, 1) == ("random", "random", "basic")
    assert arena.rotation(seats, 2) == ("random", "basic", "random")
    ts = arena.tasks("freelance", seats, 7, seed=3)
    assert [t.index for t in ts] == list(range(7))
    # Each block of 3 matches plays one deal, with basic once in every seat.
    for block in (ts[0:3], ts[3:6]):
        assert len({t.seed for t in block}) == 1
        assert sorted(t.seat_levels.index("basic") for t in block) == [0, 1, 2]
    assert len({ts[0].seed, ts[3].seed, ts[6].seed}) == 3
    assert len({t.player_seeds for t in ts}) == 7


def test_a_match_unfinished_within_the_hand_cap_is_never_a_win(capsys: pytest.CaptureFixture[str]) -> None:
    """D-freelance-7: no Freelance match can end before its first sudden-death hand (7)."""
    data = run_json(
        capsys, "--game", "freelance", "--players", "3", "--seats", "random,random,random", "--matches", "4",
        "--hand-cap", "6",
    )  # fmt: skip
    assert data["unfinished"] == 4
    assert data["players"][0]["win_rate"] == 0
    assert data["players"][0]["mean_score"] is None
    result = arena.play_match(arena.tasks("freelance", ["random"] * 3, 1, seed=1, hand_cap=6)[0])
    assert not result.finished and result.winners == [] and result.hands == 7


def _result(levels: tuple[str, ...], finished: bool, scores: list[int], winners: list[int]) -> MatchResult:
    return MatchResult(
        index=0,
        seat_levels=levels,
        finished=finished,
        scores=scores,
        winners=winners,
        hands=1,
        think_ms=[[1.0], [2.0], [3.0]],
    )


def test_summary_counts_shared_wins_for_each_winner_and_no_win_for_unfinished() -> None:
    seats = ["basic", "random", "random"]
    results = [
        _result(("basic", "random", "random"), True, [10, 5, 5], [0]),
        _result(("random", "basic", "random"), True, [7, 7, 1], [0, 1]),  # a shared win
        _result(("random", "random", "basic"), False, [0, 0, 30], [2]),  # unfinished: no win
    ]
    basic, random_ = arena_report.summarize(seats, results)
    assert (basic.level, basic.seats, basic.trials, basic.wins) == ("basic", 1, 3, 2)
    assert basic.mean_score == pytest.approx((10 + 7) / 2)  # finished matches only
    assert (random_.seats, random_.trials, random_.wins) == (2, 6, 1)
    assert random_.mean_score == pytest.approx((5 + 5 + 7 + 1) / 4)
    assert basic.think_ms_median == 2.0
    # The share splits a shared win: basic 1 + 1/2 + 0 of 3; random 1/2 of 6 seat-matches.
    assert basic.share == pytest.approx(1.5 / 3) and random_.share == pytest.approx(0.5 / 6)


def test_equal_players_share_one_in_n_however_many_win_at_once() -> None:
    """King's winners are every player in surplus (king.txt: "The players in surplus are the
    winners"), often two of three: counting a shared win for each winner, equal players would
    win more than 1/N of their seat-matches; the share splits it, so three alike levels share
    1/3 each and the rotation leaves each level its 1/N."""
    seats = ["a", "b", "c"]
    results = [_result(tuple(arena.rotation(seats, m)), True, [1, 1, -2], [0, 1]) for m in range(3)]
    rows = arena_report.summarize(seats, results)
    assert [r.win_rate for r in rows] == pytest.approx([2 / 3] * 3)  # more than 1/3 each
    assert [r.share for r in rows] == pytest.approx([1 / 3] * 3)


def test_the_difference_of_two_levels_is_taken_within_each_finished_match() -> None:
    results = [
        _result(("hard", "basic", "basic"), True, [10, 4, 6], [0]),  # 10 - 5
        _result(("basic", "hard", "basic"), True, [7, 8, 3], [1]),  # 8 - 5
        _result(("basic", "basic", "hard"), False, [0, 0, 99], []),  # unfinished: left out
    ]
    diff = arena_report.difference("hard", "basic", results)
    assert diff is not None and (diff.first, diff.second, diff.matches) == ("hard", "basic", 2)
    assert diff.mean == pytest.approx(4.0) and diff.ci == arena_report.mean_interval([5.0, 3.0])
    assert arena_report.difference("hard", "expert", results) is None


def test_the_table_gives_the_difference_for_two_levels_only(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "freelance", "--players", "3", "--matches", "3", "--hand-cap", "60"]
    assert arena.main([*argv, "--seats", "basic,random,random"]) == 0
    out = capsys.readouterr().out
    assert "basic less random, match by match: +" in out and "(higher is better for basic)" in out
    assert arena.main([*argv, "--seats", "basic,random,easy"]) == 0
    assert " less " not in capsys.readouterr().out


def test_wilson_interval() -> None:
    lo, hi = arena_report.wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = arena_report.wilson(0, 10)
    assert lo == 0 and hi == pytest.approx(0.2775, abs=1e-4)
    assert arena_report.wilson(0, 0) == (0.0, 1.0)


def test_percentile() -> None:
    assert arena_report.percentile([], 0.95) == 0
    assert arena_report.percentile([1, 2, 3, 4, 5], 0.5) == 3
    assert arena_report.percentile(list(range(101)), 0.95) == pytest.approx(95)


def test_jobs_give_the_same_results_as_one_process() -> None:
    ts = arena.tasks("freelance", ["basic", "random", "random"], 6, seed=8, hand_cap=8)
    one = arena.run(ts, jobs=1)
    two = arena.run(ts, jobs=2)
    key = [(r.index, r.seat_levels, r.finished, r.scores, r.winners, r.hands) for r in one]
    assert key == [(r.index, r.seat_levels, r.finished, r.scores, r.winners, r.hands) for r in two]
    assert [[len(t) for t in r.think_ms] for r in one] == [[len(t) for t in r.think_ms] for r in two]


def test_table_says_lower_is_better_for_such_games(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = games.get("freelance")
    assert (
        arena.main(["--game", "freelance", "--players", "3", "--seats", "random,random,random", "--matches", "1"]) == 0
    )
    assert "lower is better" not in capsys.readouterr().out
    monkeypatch.setattr(game, "lower_is_better", True)
    assert (
        arena.main(["--game", "freelance", "--players", "3", "--seats", "random,random,random", "--matches", "1"]) == 0
    )
    out = capsys.readouterr().out
    assert "mean score (lower is better)" in out and "95% CI" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "snap", "--players", "3", "--seats", "random,random,random"], "unknown game"),
        (["--game", "freelance", "--players", "4", "--seats", "random,random,random,random"], "Freelance is for 3"),
        (["--game", "freelance", "--players", "3", "--seats", "random,random"], "names 2 levels"),
        (["--game", "freelance", "--players", "3", "--seats", "genius,random,random"], "unknown level"),
        (["--game", "freelance", "--players", "3", "--seats", "random,random,random", "--options", "{"], "not valid JSON"),
        (["--game", "freelance", "--players", "3", "--seats", "random,random,random", "--options", '{"x": 1}'], "unknown option"),
        (["--game", "freelance", "--players", "3", "--seats", "random,random,random", "--matches", "0"], "at least 1"),
    ],
)  # fmt: skip
def test_bad_arguments_give_one_clear_line(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        arena.main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_help_explains_shared_wins_and_lower_scores(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        arena.main(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "a shared win counts as a win for each winner" in out
    assert "lower is better" in out and "unfinished" in out


def test_mean_score_interval() -> None:
    lo, hi = arena_report.mean_interval([1.0, 3.0])  # mean 2, sd 1.414, se 1
    assert lo == pytest.approx(2 - 1.959964) and hi == pytest.approx(2 + 1.959964)
    assert arena_report.mean_interval([5.0]) is None
    seats = ["basic", "random", "random"]
    results = [
        _result(("basic", "random", "random"), True, [10, 5, 5], [0]),
        _result(("random", "basic", "random"), True, [7, 7, 1], [0, 1]),
    ]
    basic, _ = arena_report.summarize(seats, results)
    assert basic.score_ci is not None and basic.score_ci[0] < 8.5 < basic.score_ci[1]


def test_a_logged_run_resumes_where_it_stopped_and_gives_the_same_results(tmp_path: Path) -> None:
    """--log: each match is written as it ends; a run given the log plays only the matches it
    lacks, and its results are those of a run played at once."""
    log = tmp_path / "run.jsonl"
    first = arena.tasks("freelance", ["basic", "random", "random"], 3, seed=8, hand_cap=8)
    arena.run_logged(first, 1, log, 8)
    assert len(log.read_text().splitlines()) == 3
    ts = arena.tasks("freelance", ["basic", "random", "random"], 6, seed=8, hand_cap=8)
    resumed = arena.run_logged(ts, 2, log, 8)
    assert len(log.read_text().splitlines()) == 6
    at_once = arena.run(ts, jobs=1)
    key = [(r.index, r.seat_levels, r.finished, r.scores, r.winners, r.hands) for r in at_once]
    assert key == [(r.index, r.seat_levels, r.finished, r.scores, r.winners, r.hands) for r in resumed]
    # Nothing more to play: the log is read, not added to.
    again = arena.run_logged(ts[:4], 1, log, 8)
    assert [r.scores for r in again] == [r.scores for r in at_once[:4]]
    assert len(log.read_text().splitlines()) == 6


def test_a_log_of_another_run_is_refused_and_left_as_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "run.jsonl"
    arena.run_logged(arena.tasks("freelance", ["basic", "random", "random"], 2, seed=8, hand_cap=8), 1, log, 8)
    before = log.read_text()

    def refused(seats: str) -> str:
        argv = ["--game", "freelance", "--players", "3", "--seats", seats, "--seed", "8", "--hand-cap", "8"]
        with pytest.raises(SystemExit):
            arena.main([*argv, "--matches", "2", "--log", str(log)])
        return capsys.readouterr().err

    assert "played by another run" in refused("random,basic,random")
    log.write_text(before + "not json\n")
    assert "line 3: not a match result" in refused("basic,random,random")
    assert log.read_text() == before + "not json\n"


@pytest.mark.parametrize("game_id", games.ids())
def test_each_hands_score_change_is_kept_and_they_add_up_to_the_match(game_id: str) -> None:
    """The hands of a match, in order, each seat's score change in it: together they are the
    match's scores from its start (each game's scoring rules: king.txt's hill, pool and bonus,
    Kalooki's penalties, ...); a hand cut off by the hand cap is not one of them."""
    game = games.get(game_id)
    players = game.default_players
    (task,) = arena.tasks(game_id, ["basic"] * players, 1, seed=3, hand_cap=3)
    r = arena.play_match(task)
    start = game.new_match(players=players, seed=task.seed).scores
    assert 2 <= len(r.hand_scores) <= 3 and all(len(h) == players for h in r.hand_scores)
    assert [start[s] + sum(h[s] for h in r.hand_scores) for s in range(players)] == r.scores
    assert any(any(h) for h in r.hand_scores)


def test_the_share_of_hands_splits_each_hand_among_its_best_and_leaves_out_a_hand_all_alike() -> None:
    def match(levels: tuple[str, ...], hands: list[list[int]], finished: bool = True) -> MatchResult:
        return MatchResult(0, levels, finished, [0] * len(levels), [], len(hands), hand_scores=hands)

    results = [
        match(("hard", "basic", "basic"), [[5, 1, 1], [2, 2, 0], [0, 0, 0]]),  # 1 + 1/2 of 2 hands
        match(("basic", "hard", "basic"), [[3, 1, 2], [1, 4, 4]]),  # 0 + 1/2 of 2
        match(("basic", "basic", "hard"), [[0, 0, 9]], finished=False),  # unfinished: left out
    ]
    hard = arena_report.hand_share("hard", results, lower_is_better=False)
    assert hard is not None and (hard.matches, hard.hands) == (2, 4)
    assert hard.share == pytest.approx((0.75 + 0.25) / 2) and hard.ci == arena_report.mean_interval([0.75, 0.25])
    basic = arena_report.hand_share("basic", results, lower_is_better=False)
    # per seat of two: 0 + 1/4 of 2 hands, then 1/2 + 1/4 of 2 (with hard's 3/4 and 1/4, one a match)
    assert basic is not None and basic.share == pytest.approx(((0 + 0.25) / 2 + (0.5 + 0.25) / 2) / 2)
    # Kalooki's penalties: the lowest wins the hand.
    kalooki = [match(("hard", "basic", "basic"), [[1, 5, 9]])]
    low, high = (arena_report.hand_share("hard", kalooki, lower_is_better=b) for b in (True, False))
    assert low is not None and high is not None and (low.share, high.share) == (1.0, 0.0)
    assert arena_report.hand_share("expert", results, lower_is_better=False) is None


def test_a_log_written_before_the_hands_were_kept_still_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "run.jsonl"
    ts = arena.tasks("freelance", ["basic", "random", "random"], 2, seed=8, hand_cap=8)
    arena.run_logged(ts, 1, log, 8)
    old = [json.loads(line) for line in log.read_text().splitlines()]
    for entry in old:
        assert entry["result"]["hand_scores"]
        del entry["result"]["hand_scores"]
    log.write_text("".join(json.dumps(e) + "\n" for e in old))
    assert [r.hand_scores for r in arena.run_logged(ts, 1, log, 8)] == [[], []]
    argv = ["--game", "freelance", "--players", "3", "--seats", "basic,random,random", "--seed", "8"]
    assert arena.main([*argv, "--hand-cap", "8", "--matches", "2", "--log", str(log)]) == 0
    assert "hands won" not in capsys.readouterr().out  # nothing to count it from


def test_a_log_keeps_think_times_to_the_microsecond_and_a_run_reports_what_its_log_says(tmp_path: Path) -> None:
    log = tmp_path / "run.jsonl"
    ts = arena.tasks("freelance", ["basic", "random", "random"], 3, seed=8, hand_cap=8)
    played = arena.run_logged(ts, 1, log, 8)
    times = [t for line in log.read_text().splitlines() for s in json.loads(line)["result"]["think_ms"] for t in s]
    assert times and all(t == round(t, 3) for t in times)
    assert any(t != int(t) for t in times)  # rounded, not truncated to whole milliseconds
    again = arena.run_logged(ts, 1, log, 8)
    assert [r.think_ms for r in again] == [r.think_ms for r in played]
