"""The search's playout (ai.playout, issue 22): with a game's fast playout of the trick play,
what a hand is worth to a seat is what the engine's playout gives, in hands that go on and in
the match's last hand, where the engine replays the fast playout's cards and says who won."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

import games
from ai import playout
from ai.expert import playout_policy
from ai.playout import hand_value, outcome, play_out
from ai.registry import game_ai
from games.core import State

FAST_GAMES = ["clubs", "freelance", "kalooki", "king", "two_way_street"]


def match_positions(game_id: str, players: int, options: dict[str, Any], seed: int, every: int) -> list[State]:
    """Copies of one seeded match played by basic, every ``every`` actions, to its end."""
    game = games.get(game_id)
    policy = playout_policy(game_id)
    rng = random.Random(seed)
    state = game.new_match(players=players, seed=seed, options=options)
    out: list[State] = []
    steps = 0
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        if steps % every == 0:
            out.append(state.clone())
        legal = state.legal_actions()
        state.apply_unchecked(legal[0] if len(legal) == 1 else policy(state.view(seat), legal, rng))
        steps += 1
    return out


@pytest.mark.parametrize("game_id", FAST_GAMES)
def test_a_hand_is_worth_the_same_played_fast_or_on_the_engine(game_id: str) -> None:
    entry = game_ai(game_id)
    assert entry is not None and entry.fast is not None
    fast = entry.fast
    policy = playout_policy(game_id)
    game = games.get(game_id)
    checked = handed_over = replayed = 0
    for players, options in game.playout_configs:
        for seed in (1,):
            for state in match_positions(game_id, players, dict(options), seed, every=9):
                seat = state.to_act
                assert seat is not None
                before = state.scores
                slow = state.clone()
                play_out(slow, policy, random.Random(3), state.hand_no)
                expected = outcome(slow, before, seat, game_id, game.lower_is_better)
                done = fast(state)
                if done is not None:
                    handed_over += 1
                    replayed += done[0].deltas(done[1][3]) is None
                value = hand_value(state.clone(), policy, random.Random(3), state.hand_no, before, seat)
                assert value == pytest.approx(expected), (players, options, seed, state.hand_no)
                checked += 1
    assert handed_over > checked // 4  # the trick play is most of a hand's decisions
    assert replayed > 0  # the match's last hand: the engine scored the fast playout's cards


def test_without_a_fast_playout_the_engine_plays_and_a_passed_deadline_stops_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entry = game_ai("king")
    assert entry is not None
    monkeypatch.setattr(playout, "game_ai", lambda game_id: dataclasses.replace(entry, fast=None))
    game = games.get("king")
    policy = playout_policy("king")
    state = match_positions("king", 3, {}, 4, every=5)[3]  # in the trick play of the first deal
    seat = state.to_act
    assert seat is not None and entry.fast is not None and entry.fast(state) is not None
    slow = state.clone()
    play_out(slow, policy, random.Random(2), state.hand_no)
    expected = outcome(slow, state.scores, seat, "king", game.lower_is_better)
    played = state.clone()
    assert hand_value(played, policy, random.Random(2), state.hand_no, state.scores, seat) == expected
    assert played.view(seat) == slow.view(seat)  # the engine played the hand to its end
    late = state.clone()
    assert hand_value(late, policy, random.Random(2), state.hand_no, state.scores, seat, deadline=0.0) is None
    assert late.view(seat) == state.view(seat)  # stopped before it played a card
