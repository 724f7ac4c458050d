"""Issue 12, "Statistics": per player name and game, in SQLite in the data folder; they survive a restart."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import games
from desktop.data import stats, storage
from desktop.data.stats import StatRow, Stats, StatsError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    return folder


def test_issue12_matches_wins_mean_and_best_score_per_player_and_game(tmp_path: Path) -> None:
    with Stats(tmp_path / "s.sqlite3") as db:
        db.record_match("freelance", ["Ann", "Ben", "Cy"], [30, -10, 5], [0])
        db.record_match("freelance", ["Ann", "Ben", "Cy"], [10, 40, 0], [1])
        db.record_match("freelance", ["Ann", "Cy", "Dee"], [-20, 12, 3], [1])
        db.record_match("king", ["Ann", "Ben", "Cy"], [4, -2, -2], [0])
        rows = db.rows("freelance")
    assert rows == [
        StatRow("freelance", "Ann", 3, 1, 20 / 3, 30),
        StatRow("freelance", "Ben", 2, 1, 15.0, 40),
        StatRow("freelance", "Cy", 3, 1, 17 / 3, 12),
        StatRow("freelance", "Dee", 1, 0, 3.0, 3),
    ]


def test_issue12_best_score_is_the_lowest_where_lower_is_better(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = games.get("king")
    monkeypatch.setattr(type(game), "lower_is_better", True)
    with Stats(tmp_path / "s.sqlite3") as db:
        db.record_match("king", ["Ann", "Ben", "Cy"], [12, 50, 80], [0])
        db.record_match("king", ["Ann", "Ben", "Cy"], [40, 7, 90], [1])
        db.record_match("freelance", ["Ann", "Ben", "Cy"], [12, 50, 80], [2])
        best = {(r.game, r.player): r.best_score for r in db.rows()}
    assert best[("king", "Ann")] == 12 and best[("king", "Ben")] == 7
    assert best[("freelance", "Ann")] == 12 and best[("freelance", "Ben")] == 50


def test_issue12_rows_follow_the_start_screen_order_of_games() -> None:
    stats.record_match("king", ["A", "B", "C"], [1, 2, 3], [2])
    stats.record_match("freelance", ["A", "B", "C"], [1, 2, 3], [2])
    assert [r.game for r in stats.rows()] == ["freelance"] * 3 + ["king"] * 3


def test_issue12_statistics_survive_a_restart_with_a_new_connection(data_folder: Path) -> None:
    stats.record_match("freelance", ["Ann", "Ben", "Cy"], [30, -10, 5], [0])
    before = stats.rows()
    with Stats() as reopened:
        assert reopened.path == data_folder / stats.DB_NAME
        assert reopened.rows() == before
        assert reopened.schema_version == stats.SCHEMA_VERSION


CHILD = textwrap.dedent(
    """
    import json, sys
    from desktop.data import stats
    if sys.argv[1] == "write":
        stats.record_match("freelance", ["Ann", "Ben", "Cy"], [30, -10, 5], [0])
        stats.record_match("freelance", ["Ann", "Ben", "Cy"], [0, 8, 9], [2])
    print(json.dumps([[r.game, r.player, r.matches, r.wins, r.mean_score, r.best_score] for r in stats.rows()]))
    """
)


def run_child(*args: str, env_dir: Path) -> subprocess.CompletedProcess[str]:
    import os

    env = dict(os.environ, PARLOUR_DATA_DIR=str(env_dir), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-c", CHILD, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_issue12_statistics_survive_a_restart_of_the_program(data_folder: Path) -> None:
    first = run_child("write", env_dir=data_folder)
    assert first.returncode == 0, first.stderr
    second = run_child("read", env_dir=data_folder)
    assert second.returncode == 0, second.stderr
    rows = json.loads(second.stdout)
    assert rows == json.loads(first.stdout)
    assert ["freelance", "Ann", 2, 1, 15.0, 30] in rows


def test_issue12_concurrent_processes_lose_no_match(data_folder: Path) -> None:
    script = textwrap.dedent(
        """
        import sys
        from desktop.data.stats import Stats
        db = Stats()
        for i in range(40):
            db.record_match("king", [sys.argv[1], "B", "C"], [i, 0, 0], [0])
        """
    )
    import os

    env = dict(os.environ, PARLOUR_DATA_DIR=str(data_folder), QT_QPA_PLATFORM="offscreen")
    procs = [
        subprocess.Popen([sys.executable, "-c", script, name], cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
        for name in ("P1", "P2", "P3")
    ]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    with Stats() as db:
        rows = {r.player: r for r in db.rows("king")}
    assert rows["B"].matches == 120
    assert rows["P1"].matches == rows["P2"].matches == rows["P3"].matches == 40


def test_issue12_reset_one_game_or_all() -> None:
    stats.record_match("freelance", ["A", "B", "C"], [1, 2, 3], [2])
    stats.record_match("king", ["A", "B", "C"], [1, 2, 3], [2])
    stats.reset("king")
    assert {r.game for r in stats.rows()} == {"freelance"}
    stats.reset()
    assert stats.rows() == []
    stats.record_match("king", ["A", "B", "C"], [1, 2, 3], [2])
    assert len(stats.rows()) == 3


def test_issue12_the_same_match_is_recorded_once() -> None:
    key = stats.match_key('{"format": "parlour/1", "game": "freelance"}')
    assert stats.record_match("freelance", ["A", "B", "C"], [1, 2, 3], [2], match_key=key)
    assert not stats.record_match("freelance", ["A", "B", "C"], [1, 2, 3], [2], match_key=key)
    assert [r.matches for r in stats.rows()] == [1, 1, 1]


@pytest.mark.parametrize(
    ("game", "names", "scores", "winners", "message"),
    [
        ("chess", ["A", "B"], [1, 2], [0], "unknown game"),
        ("freelance", ["A", "B", "C"], [1, 2], [0], "3 names but 2 scores"),
        ("freelance", ["A", "B", "C"], [1, 2, 3], [3], "not seats"),
    ],
)
def test_issue12_bad_records_are_refused_and_nothing_is_written(
    game: str, names: list[str], scores: list[int], winners: list[int], message: str
) -> None:
    with pytest.raises(StatsError, match=message):
        stats.record_match(game, names, scores, winners)
    assert stats.rows() == []


def test_issue12_schema_is_versioned_and_a_newer_one_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with Stats(path) as db:
        assert db.schema_version == stats.SCHEMA_VERSION == 2
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(StatsError, match="newer Parlour"):
        Stats(path)


def test_issue12_a_database_that_is_not_one_is_moved_aside_and_reported(data_folder: Path) -> None:
    data_folder.mkdir()
    (data_folder / stats.DB_NAME).write_bytes(b"this is not an SQLite database at all" * 10)
    reports: list[str] = []
    with Stats(report=reports.append) as db:
        assert db.rows() == []
        db.record_match("freelance", ["A", "B", "C"], [1, 2, 3], [2])
    kept = list(data_folder.glob("stats.corrupt-*.sqlite3"))
    assert len(kept) == 1 and kept[0].name in reports[0]


def test_issue12_a_finished_match_is_recorded_from_its_transcript_once() -> None:
    import random

    from desktop.match.session import MatchSession

    session = MatchSession.new("freelance", ["Ann", "Ben", "Cy"], ["random"] * 3, seed=4)
    rng = random.Random(4)
    while not session.is_over:
        session.apply(rng.choice(session.state.legal_actions()))
    with pytest.raises(StatsError, match="not over"):
        stats.record_finished(session.transcript, session.transcript.replay(10))
    assert stats.record_finished(session.transcript, session.state)
    assert not stats.record_finished(session.snapshot(), session.transcript.replay())  # e.g. after "Continue"
    rows = {r.player: r for r in stats.rows("freelance")}
    for seat, name in enumerate(["Ann", "Ben", "Cy"]):
        assert rows[name].matches == 1
        assert rows[name].wins == int(seat in session.state.winners)
        assert rows[name].best_score == session.state.scores[seat]


# -- hands (issue "What each player may see": statistics stayed empty until a whole match ended) ---


def test_a_finished_hand_counts_once_with_its_best_score(tmp_path: Path) -> None:
    with Stats(tmp_path / "s.sqlite3") as db:
        assert db.record_hand("king", ["Ann", "Ben", "Cy"], [-20, -8, -12], "match-a#1")
        assert not db.record_hand("king", ["Ann", "Ben", "Cy"], [-20, -8, -12], "match-a#1")  # seen again
        assert db.record_hand("king", ["Ann", "Ben", "Cy"], [36, 36, 48], "match-a#2")
        assert db.record_hand("kalooki", ["Ann", "Ben", "Cy", "Dee", "Eve"], [0, 12, 5, 0, 30], "k#1")
        rows = {(r.game, r.player): r for r in db.rows()}
    ann = rows[("king", "Ann")]
    assert (ann.matches, ann.hands, ann.best_hands, ann.mean_hand) == (0, 2, 0, 8.0)
    assert (rows[("king", "Ben")].best_hands, rows[("king", "Cy")].best_hands) == (1, 1)
    # Kalooki counts penalties: the lowest is the best, and a tie counts for each.
    assert [rows[("kalooki", p)].best_hands for p in ("Ann", "Ben", "Dee", "Eve")] == [1, 0, 1, 0]


def test_the_hand_key_is_the_match_up_to_that_hand(data_folder: Path) -> None:
    """The same hand of the same match (taken up again after a crash) counts once; the same deal
    played otherwise is another hand."""
    from games.transcript import Transcript

    t = Transcript(game="clubs", players=["Ann", "Ben", "Cy"], seed=4, actions=["bid TS", "pass"])
    assert stats.record_hand(t, 1, [100, -20, 0])
    assert not stats.record_hand(t, 1, [100, -20, 0])
    other = Transcript(game="clubs", players=["Ann", "Ben", "Cy"], seed=4, actions=["bid TS", "bid TC"])
    assert stats.record_hand(other, 1, [-20, 100, 0])
    assert {r.player: r.hands for r in stats.rows("clubs")} == {"Ann": 2, "Ben": 2, "Cy": 2}


def test_schema_1_is_migrated_keeping_its_matches(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    for sql in stats.MIGRATIONS[1]:
        conn.execute(sql)
    conn.execute("INSERT INTO matches (id, game, played_at, match_key) VALUES (1, 'clubs', 0, 'k')")
    conn.execute("INSERT INTO results VALUES (1, 0, 'Ann', 260, 1), (1, 1, 'Ben', 80, 0), (1, 2, 'Cy', 10, 0)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with Stats(path) as db:
        assert db.schema_version == 2
        ann = next(r for r in db.rows() if r.player == "Ann")
        assert (ann.matches, ann.wins, ann.best_score, ann.hands) == (1, 1, 260, 0)
        assert db.record_hand("clubs", ["Ann", "Ben", "Cy"], [100, 0, -20], "h")
        assert next(r for r in db.rows() if r.player == "Ann").hands == 1


def test_a_full_disk_is_named_not_hidden_by_a_failed_rollback(tmp_path: Path) -> None:
    """Issue 20: on a full disk SQLite rolls the transaction back itself; our ROLLBACK then raised
    "cannot rollback - no transaction is active", which hid the real error."""
    db = Stats(tmp_path / "stats.sqlite")
    pages = db.conn.execute("PRAGMA page_count").fetchone()[0]
    db.conn.execute(f"PRAGMA max_page_count = {pages}")  # the database may not grow: a full disk
    names = [f"player with a long name {i} " * 40 for i in range(3)]
    with pytest.raises(sqlite3.OperationalError) as caught:
        for k in range(200):
            db.record_match("freelance", names, [1, 2, 3], [2], match_key=f"match {k}")
    assert "full" in str(caught.value) and stats.disk_full(caught.value)
    assert not db.conn.in_transaction


def test_a_finished_match_stays_in_the_autosave_when_its_statistics_cannot_be_written(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The old worker cleared the autosave after a failed record: the finished match was gone."""
    from desktop.match.session import MatchSession
    from desktop.match.worker import MatchWorker
    from games.transcript import for_state_start

    game = games.get("clubs")
    state = game.new_match(3, seed=4)
    transcript = for_state_start(game, ["A", "B", "C"], 4, state.options)
    import random

    rng = random.Random(4)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        transcript.actions.append(str(action))
    session = MatchSession(transcript, ["basic"] * 3, autosave=storage.autosave)
    assert storage.has_autosave()

    def full(*args: object) -> bool:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(stats, "record_finished", full)
    worker = MatchWorker(persist=True)
    notices: list[str] = []
    worker.notice.connect(notices.append)
    worker._match_over(session)
    assert storage.has_autosave()
    assert notices and "the disk is full" in notices[0] and "kept" in notices[0]
