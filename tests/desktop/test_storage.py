"""Issue 12, "Never lose a game": the data folder, atomic writes, the autosave, opening and saving files."""

from __future__ import annotations

import json
import os
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from desktop.data import instances, storage
from desktop.data.storage import OpenError
from games.transcript import Transcript, for_state_start


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    return folder


def played(game_id: str = "freelance", n: int = 40, seed: int = 5) -> tuple[Transcript, games.State]:
    """A transcript of ``n`` random legal actions (fewer if the match ends)."""
    game = games.get(game_id)
    players = game.default_players
    t = for_state_start(game, [f"P{i}" for i in range(players)], seed, None)
    state = t.new_state()
    rng = random.Random(seed)
    while len(t.actions) < n and not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        t.actions.append(str(action))
    return t, state


def views(state: games.State) -> list[games.View]:
    return [state.view(s) for s in range(len(state.scores))]


# -- the data folder -----------------------------------------------------------------------------


def test_issue12_data_folder_is_the_environment_override(data_folder: Path) -> None:
    assert storage.data_dir() == data_folder
    assert data_folder.is_dir()
    assert storage.autosave_path() == data_folder / "autosave.parlour"


def test_issue12_data_folder_defaults_to_qstandardpaths_app_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(storage.ENV_DATA_DIR)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    folder = storage.data_dir()
    assert folder == tmp_path / "xdg" / "Parlour" / "Parlour"
    assert folder.is_dir()


# -- atomic writes -------------------------------------------------------------------------------


def test_issue12_atomic_write_replaces_the_file_and_leaves_no_temporary(data_folder: Path) -> None:
    target = data_folder / "x.json"
    storage.atomic_write_text(target, "one")
    storage.atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert sorted(p.name for p in data_folder.iterdir()) == ["x.json"]


def test_issue12_a_failed_write_leaves_the_old_file_whole(data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = data_folder / "x.json"
    storage.atomic_write_text(target, "old contents")

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        storage.atomic_write_text(target, "new contents that never arrive")
    assert target.read_text() == "old contents"
    assert sorted(p.name for p in data_folder.iterdir()) == ["x.json"]


def test_issue12_stale_temporary_files_of_a_killed_write_are_removed(data_folder: Path) -> None:
    data_folder.mkdir()
    old = data_folder / ".tmp-abc.parlour"
    old.write_text("half")
    os.utime(old, (1, 1))
    fresh = data_folder / ".tmp-def.parlour"  # maybe another instance writing right now: kept
    fresh.write_text("half")
    assert storage.load_autosave() is None
    assert not old.exists()
    assert fresh.exists()


# -- the autosave ----------------------------------------------------------------------------------


def test_issue12_autosave_round_trip_restores_the_exact_position() -> None:
    t, state = played(n=37)
    storage.autosave(t, ["human", "random", "random"])
    resumed = storage.resume_autosave()
    assert resumed is not None
    assert resumed.transcript.to_json() == t.to_json()
    assert views(resumed.state) == views(state)
    assert resumed.seats == ["human", "random", "random"]
    assert storage.load_autosave() == t


def test_issue12_seat_kinds_of_another_match_are_not_applied() -> None:
    t, _ = played(n=10)
    storage.autosave(t, ["human", "random", "random"])
    other = Transcript(game=t.game, players=["X", "Y", "Z"], seed=t.seed, actions=[])
    storage.autosave(other)  # no seats given: the old seats file does not describe it
    resumed = storage.resume_autosave()
    assert resumed is not None and resumed.seats is None


def test_issue12_no_autosave_gives_none() -> None:
    assert storage.load_autosave() is None
    assert not storage.has_autosave()


def test_issue12_clear_autosave_at_a_finished_match(data_folder: Path) -> None:
    t, _ = played(n=5)
    storage.autosave(t, ["human", "random", "random"])
    assert storage.has_autosave()
    storage.clear_autosave()
    assert not storage.has_autosave()
    assert list(data_folder.iterdir()) == []
    storage.clear_autosave()  # twice is fine


@pytest.mark.parametrize(
    "contents",
    [
        b'{"format": "parlour/1", "game": "freelance", "play',  # truncated by a crash of an old version
        b"\x00\x01\x02",
        b'{"format": "parlour/1", "game": "no_such_game", "players": ["a", "b", "c"]}',
    ],
)
def test_issue12_corrupt_autosave_is_moved_aside_and_reported(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch, contents: bytes
) -> None:
    monkeypatch.setattr(storage.time, "strftime", lambda fmt: "20240102-030405")
    path = storage.autosave_path()
    path.write_bytes(contents)
    earlier = data_folder / "autosave.corrupt-20240102-030405.parlour"
    earlier.write_bytes(b"an earlier corrupt autosave")
    reports: list[str] = []
    assert storage.load_autosave(reports.append) is None
    assert not path.exists()
    moved = data_folder / "autosave.corrupt-20240102-030405-1.parlour"
    assert moved.read_bytes() == contents
    assert earlier.read_bytes() == b"an earlier corrupt autosave"  # never overwritten
    assert len(reports) == 1 and moved.name in reports[0]


def test_issue12_autosave_with_an_illegal_action_is_moved_aside_naming_the_action(data_folder: Path) -> None:
    t, _ = played(n=12)
    t.actions[7] = "bid 99"
    storage.write_transcript(t, storage.autosave_path())
    reports: list[str] = []
    assert storage.load_autosave(reports.append) is None
    assert 'action 7 "bid 99"' in reports[0]
    assert len(list(data_folder.glob("autosave.corrupt-*.parlour"))) == 1


# -- opening and saving files -------------------------------------------------------------------------


def test_issue12_save_as_then_open_gives_the_same_position(tmp_path: Path) -> None:
    t, state = played(n=60)
    path = storage.save_as(t, tmp_path / "my match")
    assert path.name == "my match.parlour"
    loaded, replayed = storage.open_transcript(path)
    assert loaded == t
    assert views(replayed) == views(state)


def test_issue12_save_as_suggests_the_game_and_date() -> None:
    t, _ = played(n=1)
    when = 1_700_000_000.0
    import time as _time

    expected = _time.strftime("Freelance %Y-%m-%d %H-%M.parlour", _time.localtime(when))
    assert storage.suggested_file_name(t, when) == expected


def test_issue12_open_names_the_illegal_action_and_why(tmp_path: Path) -> None:
    t, _ = played(n=30)
    t.actions[4] = "play 2C" if t.actions[4] != "play 2C" else "bid 99"
    path = tmp_path / "bad.parlour"
    path.write_text(t.dumps())
    with pytest.raises(OpenError) as info:
        storage.open_transcript(path)
    assert info.value.index == 4
    assert str(info.value).startswith(f'bad.parlour: action 4 "{t.actions[4]}": ')
    assert len(info.value.problem) > len(f'action 4 "{t.actions[4]}": ')  # the rules' reason follows


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"format": "parlour/1",\n "game": ', "not valid JSON: Expecting value at line 2 column 10"),
        ("[1, 2]", "the top level must be a JSON object"),
        ('{"format": "parlour/2"}', "field 'format'"),
        ('{"format": "parlour/1", "game": "chess", "players": []}', "field 'game': unknown game 'chess'"),
        ('{"format": "parlour/1", "game": "freelance", "players": ["a", "b"]}', "field 'players'"),
        ('{"format": "parlour/1", "game": "freelance", "players": ["a", "b", "c"], "seed": -1}', "field 'seed'"),
        ('{"format": "parlour/1", "game": "freelance", "players": ["a", "b", "c"], "seed": 1e400}', "field 'seed'"),
        (
            '{"format": "parlour/1", "game": "freelance", "players": ["a", "b", "c"], "actions": ["bid 3", "fly"]}',
            "field 'actions', item 1 'fly'",
        ),
        ('{"format": "parlour/1", "game": "freelance", "players": ["a", "b", "c"], "seed": ' + "9" * 5000 + "}", ""),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"format": "parlour/1", "game": "freelance", "players": ["a", "b", "c"], "options": {"x": 1}}', "option"),
        ('{"format": "parlour/1", "game": "freelance", "players": ["a", "b", "c"], "deals": [{"hand0": []}]}', "deal"),
    ],
)
def test_issue12_open_names_the_problem_field_or_line(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "f.parlour"
    path.write_text(text)
    with pytest.raises(OpenError) as info:
        storage.open_transcript(path)
    assert expected in info.value.problem
    assert "Traceback" not in str(info.value)


def test_issue12_open_a_missing_file_is_an_open_error(tmp_path: Path) -> None:
    with pytest.raises(OpenError, match="cannot read"):
        storage.open_transcript(tmp_path / "nothing.parlour")


# -- hostile files: hypothesis --------------------------------------------------------------------------

BASE, _ = played(n=45, seed=9)
BASE_JSON = BASE.to_json()

json_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**200), max_value=2**200),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(["freelance", "clubs", "king", "kalooki", "two_way_street", "chess", "play QH", "bid 3", "pass"]),
)
json_value = st.recursive(
    json_leaf, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
)


def nested(depth: int) -> str:
    """JSON text nested ``depth`` deep (lists and objects by turns), built as text: json.dumps cannot."""
    opening = "".join("[" if i % 2 else '{"a": ' for i in range(depth))
    closing = "".join("]" if i % 2 else "}" for i in reversed(range(depth)))
    return opening + '"x"' + closing


@st.composite
def hostile_transcripts(draw: st.DrawFn) -> bytes:
    data: dict[str, Any] = json.loads(json.dumps(BASE_JSON))
    kind = draw(st.sampled_from(["field", "drop", "action", "actions_cut", "deep", "huge", "truncate", "extra"]))
    if kind == "field":
        data[draw(st.sampled_from(sorted(data)))] = draw(json_value)
    elif kind == "drop":
        del data[draw(st.sampled_from(sorted(data)))]
    elif kind == "action":  # an illegal or foreign action somewhere
        index = draw(st.integers(0, len(data["actions"]) - 1))
        data["actions"][index] = draw(
            st.sampled_from(["play QH", "bid 14", "bid -1", "state 99 NT", "swap JK", "pass", "play", "bid 3 4", ""])
            | st.text(max_size=12)
        )
    elif kind == "actions_cut":
        data["actions"] = data["actions"][: draw(st.integers(0, len(data["actions"])))]
    elif kind == "deep":
        data[draw(st.sampled_from(["options", "deals", "players", "actions"]))] = "@DEEP@"
    elif kind == "huge":
        field = draw(st.sampled_from(["seed", "options", "deals"]))
        big = draw(st.sampled_from([2**63, 10**400, -(10**30), 1e308, 2**64 - 1]))
        data[field] = big if field == "seed" else ({"play_all_tricks": big} if field == "options" else [{"hand0": big}])
    elif kind == "extra":
        data[draw(st.text(min_size=1, max_size=8))] = draw(json_value)
    text = json.dumps(data)
    if kind == "deep":
        text = text.replace('"@DEEP@"', nested(draw(st.integers(5, 100_000))))
    if kind == "truncate":
        text = text[: draw(st.integers(0, len(text) - 1))]
    return text.encode()


def assert_clean(contents: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hostile.parlour"
        path.write_bytes(contents)
        before = path.stat()
        try:
            transcript, state = storage.open_transcript(path)
        except OpenError as exc:
            assert exc.problem and exc.problem.isprintable() and len(exc.problem) <= 500
        else:
            assert transcript.game in games.ids() and state is not None
        assert path.read_bytes() == contents
        after = path.stat()
        assert (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)
        assert sorted(p.name for p in Path(folder).iterdir()) == ["hostile.parlour"]


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=2000))
def test_issue12_random_bytes_give_a_clean_error_and_leave_the_file(contents: bytes) -> None:
    assert_clean(contents)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(json_value)
def test_issue12_random_json_gives_a_clean_error_and_leaves_the_file(value: Any) -> None:
    assert_clean(json.dumps(value).encode())


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(hostile_transcripts())
def test_issue12_adversarial_transcripts_give_a_clean_error_and_leave_the_file(contents: bytes) -> None:
    assert_clean(contents)


def test_issue12_every_truncation_of_a_valid_file_is_refused_cleanly() -> None:
    text = BASE.dumps().encode()
    for cut in range(0, len(text), 7):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "t.parlour"
            path.write_bytes(text[:cut])
            with pytest.raises(OpenError):
                storage.open_transcript(path)
            assert path.read_bytes() == text[:cut]


def test_issue12_loading_never_uses_pickle_or_eval() -> None:
    source = Path(storage.__file__).read_text() + Path(games.transcript.__file__).read_text()
    for word in ("pickle", "eval(", "exec(", "marshal", "shelve"):
        assert word not in source.replace("Never pickle, never eval", "").replace("never uses pickle or eval", "")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes need a POSIX system")
def test_an_autosave_or_seats_file_that_is_a_pipe_is_reported_and_never_blocks(data_folder: Path) -> None:
    """Issue 20: a FIFO as the autosave blocked the window at start (open() waited for a writer)."""
    data_folder.mkdir(parents=True)
    os.mkfifo(data_folder / storage.AUTOSAVE_NAME)
    reported: list[str] = []
    assert storage.unfinished_matches(report=reported.append) == []
    assert reported and "pipe" in reported[0]
    transcript, _ = played()
    os.mkfifo(data_folder / storage.SEATS_NAME)
    assert storage._load_seats_file(data_folder / storage.SEATS_NAME, transcript) is None


def test_the_seats_file_is_written_once_per_match_not_read_on_every_move(data_folder: Path) -> None:
    transcript, _ = played()
    storage.autosave(transcript, ["human", "basic", "basic"])
    seats = data_folder / storage.SEATS_NAME
    first = seats.stat().st_mtime_ns
    storage.autosave(transcript, ["human", "basic", "basic"])
    assert seats.stat().st_mtime_ns == first  # the same seats: not written (nor read) again
    seats.unlink()  # gone (cleared): written again
    storage.autosave(transcript, ["human", "basic", "basic"])
    assert seats.is_file()


def test_a_data_folder_that_cannot_be_made_falls_back_to_a_temporary_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20: a data folder that cannot be created gave a traceback from Settings() and no
    window. Now the session keeps its data in a temporary folder and says so."""
    blocker = tmp_path / "a file"
    blocker.write_text("in the way")
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(blocker / "Parlour"))
    problem = storage.ensure_data_dir()
    assert "cannot keep its data in" in problem and str(blocker / "Parlour") in problem
    fallback = Path(os.environ[storage.ENV_DATA_DIR])
    assert fallback.is_dir() and str(fallback) in problem
    transcript, _ = played()
    storage.autosave(transcript, ["human", "basic", "basic"])  # play goes on, saved in the fallback
    assert (fallback / storage.AUTOSAVE_NAME).is_file()
    from desktop.data.settings import Settings

    Settings().card_back = "red"  # no traceback: the settings live there too
    assert storage.ensure_data_dir() == ""


def test_the_data_folder_is_held_by_one_program_at_a_time(data_folder: Path) -> None:
    """Issue 20: two programs on one data folder overwrote each other's autosave without a word.
    The first holds a lock for its session; a second finds it held (and opens read-only)."""
    first = instances.lock_data_dir()
    assert first is not None
    try:
        assert instances.lock_data_dir() is None
    finally:
        first.unlock()
    again = instances.lock_data_dir()
    assert again is not None
    again.unlock()


def test_a_second_program_may_have_an_autosave_of_its_own(data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20: the second Parlour on a data folder may use a separate autosave. Each program
    writes only its own; when the second ends (or was killed), its unfinished match is kept and
    offered by Continue in the program that holds the data folder."""
    storage.set_autosave_dir(None)
    main_lock = instances.lock_data_dir()
    assert main_lock is not None
    mine, _ = played("freelance", 30, seed=5)
    storage.autosave(mine, ["human", "basic", "basic"])

    other, _ = played("king", 25, seed=8)
    storage.set_autosave_dir(None)  # from here on: the second program
    second = instances.use_separate_autosave()
    assert second is not None
    assert storage.autosave_dir() == data_folder / instances.SEPARATE_DIR / "1"
    storage.autosave(other, ["human", "basic", "basic"])
    assert storage.load(data_folder / storage.AUTOSAVE_NAME).actions == mine.actions  # untouched
    assert storage.load_autosave() is not None and storage.load_autosave().game == "king"
    second.unlock()  # the second program is killed: its autosave stays where it was

    storage.set_autosave_dir(None)  # the first program again
    kept = instances.gather_separate_autosaves()
    assert len(kept) == 1 and storage.load(kept[0]).actions == other.actions
    games_offered = [u.transcript.game for u in storage.unfinished_matches()]
    assert games_offered == ["freelance", "king"]
    assert instances.gather_separate_autosaves() == []  # nothing left to gather
    main_lock.unlock()


def test_a_separate_autosave_folder_held_by_a_running_program_is_left_alone(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage.set_autosave_dir(None)
    second = instances.use_separate_autosave()
    assert second is not None
    storage.autosave(played("clubs", 20)[0], ["human", "basic", "basic"])
    storage.set_autosave_dir(None)
    third = instances.use_separate_autosave()  # a third program takes the next folder
    assert third is not None and storage.autosave_dir().name == "2"
    storage.set_autosave_dir(None)
    assert instances.gather_separate_autosaves() == []  # the second still runs
    assert (data_folder / instances.SEPARATE_DIR / "1" / storage.AUTOSAVE_NAME).is_file()
    second.unlock()
    third.unlock()
