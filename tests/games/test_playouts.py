"""Random playouts of every registered game: the shared invariants (ARCHITECTURE.md, STYLE.md).

No card created or lost; legal actions never empty before the end; a refused action changes
nothing; replaying the recorded transcript gives the same scores; ``sample(view).view(seat) ==
view``. More hands: ``PARLOUR_PLAYOUT_HANDS=5000 pytest -m slow``.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games.playout import random_match
from games.transcript import loads

CONFIGS = [(gid, n, dict(opts)) for gid in games.ids() for n, opts in games.get(gid).playout_configs]
IDS = [f"{g}-{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'standard'}" for g, n, o in CONFIGS]
HANDS = int(os.environ.get("PARLOUR_PLAYOUT_HANDS", "2000"))
# Kalooki's deals run to ~650 actions against ~60 for a trick-taking hand: the default run also
# stops at this many checked actions per game (PARLOUR_PLAYOUT_STEPS=0 lifts the cap).
STEPS = int(os.environ.get("PARLOUR_PLAYOUT_STEPS", "500000"))


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS, ids=IDS)
def test_thousands_of_random_hands(game_id: str, players: int, options: dict) -> None:
    """Cheap invariants at every step over many hands (a new match whenever one ends)."""
    configs = max(1, len(games.get(game_id).playout_configs))
    hands = steps = 0
    seed = 1
    while hands < HANDS // configs and (not STEPS or steps < STEPS // configs):
        played = random_match(game_id, players, options, seed=seed, max_hands=50)
        hands += played.hands
        steps += played.actions
        seed += 1
    assert hands >= min(HANDS // configs, 100)


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS, ids=IDS)
def test_deep_invariants_and_replay(game_id: str, players: int, options: dict) -> None:
    """Refused actions, sampling, pickling and clones at many positions; the transcript replays."""
    for seed in range(3):
        played = random_match(game_id, players, options, seed=100 + seed, max_hands=3, deep_every=7)
        state, transcript = played.state, played.transcript
        replayed = loads(json.dumps(transcript.to_json())).replay()
        assert replayed.scores == state.scores
        assert replayed.to_act == state.to_act
        assert replayed.winners == state.winners


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS, ids=IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_property_any_seed_any_choices(game_id: str, players: int, options: dict, seed: int) -> None:
    """Hypothesis picks the seed (and through it every choice): the invariants hold for one hand."""
    random_match(game_id, players, options, seed=seed, max_hands=1, deep_every=11)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS, ids=IDS)
def test_slow_many_whole_matches(game_id: str, players: int, options: dict) -> None:
    game = games.get(game_id)
    finished = 0
    for seed in range(int(os.environ.get("PARLOUR_PLAYOUT_MATCHES", "50"))):
        state = random_match(game_id, players, options, seed=seed, max_hands=game.hand_cap).state
        finished += state.is_over
        if state.is_over:
            assert state.winners
    assert finished > 0


def test_registry_names_every_game_once() -> None:
    assert len(set(games.ids())) == len(games.ids())
    for gid in games.ids():
        assert games.get(gid).id == gid
    with pytest.raises(KeyError):
        games.get("snap")


def test_same_seed_same_match() -> None:
    for gid in games.ids():
        game = games.get(gid)
        a = game.new_match(players=game.default_players, seed=42)
        b = game.new_match(players=game.default_players, seed=42)
        rng_a, rng_b = random.Random(5), random.Random(5)
        for _ in range(60):
            if a.is_over:
                break
            assert a.legal_actions() == b.legal_actions()
            a.apply(rng_a.choice(a.legal_actions()))
            b.apply(rng_b.choice(b.legal_actions()))
        assert a.view(0) == b.view(0)
