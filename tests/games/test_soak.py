"""The soak (``python -m games soak``): random matches under the shared invariants, counted and
reported per game, policy and table. The long runs are benchmarks (BENCHMARKS.md); these tests
check that the soak counts what it plays and reports what breaks."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import games
from games import playout
from games.__main__ import main
from games.events import HandEnded
from games.king.rules import KingState
from games.playout import Broken, check_scores, eager, random_match
from games.soak import Job, policies_for, run_job, soak
from games.transcript import load


def test_eager_kalooki_finishes_its_sets() -> None:
    """Issue 20: uniformly random Kalooki never ends a set; the eager player does (D-kalooki-6
    redeals included), and every action it takes is legal."""
    tally = run_job(Job("kalooki", "eager", 5, {}, hands=20, first=3, stride=1, deep_every=0, keep=None))
    assert tally.failures == []
    assert tally.matches >= 2 and tally.finished == tally.matches
    assert tally.hands >= 20


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("kalooki_eager_loop.parlour", "five players passing 8s round the table (seed 1992)"),
        ("kalooki_eager_take_back_loop.parlour", "three fours melded and taken back, contract 4444 (seed 5322)"),
    ],
)
def test_eager_kalooki_hands_found_looping_by_the_soak_now_end(name: str, why: str) -> None:
    """Each transcript stops inside a loop the 100,000-hand soak found in the eager player; from
    there the hand must end, whatever the random choices."""
    transcript = load(Path(__file__).parent.parent / "data" / name)
    game = games.get("kalooki")
    for k in range(10):
        state = game.new_match(players=5, seed=transcript.seed, options={})
        for text in transcript.actions:
            state.apply(game.parse_action(text))
        hand, rng = state.hand_no, random.Random(k)
        for _ in range(5000):
            state.apply(eager(state, state.legal_actions(), rng))
            if state.hand_no != hand or state.is_over:
                break
        assert state.hand_no != hand or state.is_over, f"{why}, rng {k}: hand {hand} still going after 5,000 actions"


def test_eager_is_uniform_for_a_game_without_an_eager_action() -> None:
    state = games.get("king").new_match(players=3, seed=4)
    legal = state.legal_actions()
    assert eager(state, legal, random.Random(9)) == random.Random(9).choice(legal)
    assert policies_for("king", "both") == ["uniform"]
    assert policies_for("kalooki", "both") == ["uniform", "eager"]


def test_scores_moving_outside_the_end_of_a_hand_are_caught() -> None:
    state = games.get("king").new_match(players=3, seed=4)
    with pytest.raises(Broken, match="outside the end of a hand"):
        check_scores(state, [5, 0, 0], [])
    with pytest.raises(Broken, match="are not"):
        check_scores(state, [0, 0, 0], [HandEnded(1, (3, -3, 0), (3, -3, 1))])


def test_a_hand_that_never_ends_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(playout, "HAND_ACTIONS", 10)
    with pytest.raises(Broken, match="did not end in 10 actions"):
        random_match("king", 3, {}, seed=1, max_hands=1)


def test_a_lost_card_is_reported_with_a_replayable_transcript(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A broken engine (here: King loses a card once the first trick is taken) makes the soak
    fail: exit 1, the failure on stderr, the match's transcript kept up to the failing action."""
    real = KingState.zone_contents

    def leaky(self: KingState) -> dict[str, list[games.Card]]:
        zones = real(self)
        if zones.get("won0"):
            zones["won0"] = zones["won0"][1:]
        return zones

    monkeypatch.setattr(KingState, "zone_contents", leaky)
    assert soak(["king"], hands=2, jobs=1, keep=str(tmp_path)) == 1
    err = capsys.readouterr().err
    assert "FAILED king 2p" in err and "cards created or lost" in err
    kept = sorted(tmp_path.glob("*.parlour"))
    assert len(kept) == 10  # then the worker gives up (games.soak.FAILURES)
    transcript = load(kept[0])
    assert transcript.game == "king" and transcript.actions
    assert "cards created or lost" in kept[0].with_suffix(".parlour.txt").read_text()


def test_the_command_prints_one_row_per_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["soak", "--hands", "30", "--game", "two_way_street", "--game", "clubs", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["game"] for r in rows} == {"two_way_street", "clubs"}
    assert len(rows) == len(games.get("two_way_street").playout_configs) + 1
    for r in rows:
        assert r["failures"] == 0 and r["hands"] > 0 and r["actions"] > r["hands"]
        assert r["finished"] <= r["matches"]
