"""Transcripts (ARCHITECTURE.md, "Transcripts") and `python -m games replay`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.playout import random_match
from games.transcript import ReplayError, Transcript, TranscriptError, load, loads, save

DATA = Path(__file__).parent.parent / "data"


def run_replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "games", "replay", str(path)], capture_output=True, text=True, timeout=120
    )


def recorded_match(tmp_path: Path) -> tuple[Path, games.State]:
    played = random_match("freelance", 3, {}, seed=11, max_hands=100)
    state, transcript = played.state, played.transcript
    path = tmp_path / "match.parlour"
    save(transcript, path)
    return path, state


def test_replay_prints_the_final_state_of_a_recorded_random_match(tmp_path: Path) -> None:
    path, state = recorded_match(tmp_path)
    out = run_replay(path)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["scores"] == state.scores
    assert result["winners"] == state.winners
    assert result["to_act"] == state.to_act
    assert result["hand"] == state.hand_no


def test_replay_of_the_committed_sample_match() -> None:
    out = run_replay(DATA / "freelance_match.parlour")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["winners"] and set(result) >= {"scores", "winners", "to_act", "hand"}


def test_replay_names_the_first_illegal_action_with_exit_1(tmp_path: Path) -> None:
    path, _ = recorded_match(tmp_path)
    data = json.loads(path.read_text())
    data["actions"][5] = "bid 99"
    path.write_text(json.dumps(data))
    out = run_replay(path)
    assert out.returncode == 1
    assert out.stderr.startswith('action 5 "bid 99":')
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "parlour/1", "game": "snap", "players": ["a"], "seed": 1, "actions": []}', "unknown game"),
        ('{"format": "parlour/1", "game": "freelance", "players": ["a", "b"], "seed": 1, "actions": []}', "3 to 3"),
        (
            '{"format": "parlour/1", "game": "freelance", "players": ["a","b","c"], "seed": 1, "actions": ["play 1X"]}',
            "item 0",
        ),
        ('{"format": "parlour/2"}', "format"),
        ("[1, 2]", "top level"),
        ('{"format": "parlour/1", "seed": ' + "9" * 5000 + "}", "not a transcript"),
        ('{"format": "parlour/1", "bad\\nfield": 1}', "unknown field"),
        (
            '{"format": "parlour/1", "game": "freelance", "players": ["a","b","c"], "seed": 1, '
            '"deals": [{"hand0": ["ZZ"]}], "actions": []}',
            "deals",
        ),
        (
            '{"format": "parlour/1", "game": "freelance", "players": ["a","b","c"], "seed": -4, "actions": []}',
            "seed",
        ),
        (
            '{"format": "parlour/1", "game": "freelance", "players": ["a","b","c"], "seed": 1, '
            '"options": {"bogus": true}, "actions": []}',
            "unknown option",
        ),
    ],
)
def test_replay_rejects_a_bad_file_in_one_line_with_exit_2(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.parlour"
    path.write_text(content)
    out = run_replay(path)
    assert out.returncode == 2
    assert message in out.stderr
    assert "Traceback" not in out.stderr and out.stderr.count("\n") == 1


def test_explicit_deals_fix_the_cards_and_seat_0_deals() -> None:
    deal = {
        "hand0": "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S".split(),
        "hand1": "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H".split(),
        "hand2": "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D".split(),
        "freelance_deck": "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C".split(),
    }
    t = Transcript(game="freelance", players=["A", "B", "C"], deals=[deal], actions=["pass"])
    state = loads(t.dumps()).replay()
    assert state.dealer == 0
    assert state.view(0).hand == tuple(games.cards(" ".join(deal["hand0"])))


def test_a_deal_that_is_not_the_pack_is_refused_with_its_reason() -> None:
    deal = {"hand0": ["AS"] * 13, "hand1": [], "hand2": [], "freelance_deck": []}
    with pytest.raises(ValueError, match="must hold 13"):
        games.get("freelance").new_match(players=3, deals=[deal])


def test_replay_error_carries_index_and_reason() -> None:
    t = Transcript(game="freelance", players=["A", "B", "C"], seed=3, actions=["pass", "swap 2C"])
    with pytest.raises(ReplayError) as info:
        t.replay()
    assert info.value.index == 1


def test_save_is_atomic_and_load_round_trips(tmp_path: Path) -> None:
    path, _ = recorded_match(tmp_path)
    t = load(path)
    save(t, path)
    assert load(path) == t
    assert [p.name for p in tmp_path.iterdir()] == ["match.parlour"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(
    st.one_of(
        st.binary(max_size=200),
        json_values.map(lambda v: json.dumps(v).encode()),
        st.fixed_dictionaries(
            {
                "format": st.sampled_from(["parlour/1", "x"]),
                "game": st.sampled_from([*games.ids(), "snap", 3]),
                "players": st.lists(st.text(max_size=5), max_size=9) | json_values,
                "seed": st.integers() | json_values,
                "actions": st.lists(st.sampled_from(["pass", "bid 1", "bid 99", "play QH", "x", ""]), max_size=6),
            }
        ).map(lambda d: json.dumps(d).encode()),
    )
)
def test_property_any_bytes_give_a_transcript_or_a_clean_error(raw: bytes) -> None:
    try:
        t = loads(raw)
    except TranscriptError as exc:
        assert str(exc)
        return
    try:
        t.replay()
    except ReplayError as exc:
        assert exc.reason
