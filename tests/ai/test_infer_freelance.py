"""Card inference for the Freelance expert: deals weighted by the opponents' statements
(freelance.txt rules 26-38)."""

from __future__ import annotations

import random
import statistics

import games
from ai.expert import inference, playout_policy, sample_world
from ai.freelance.inference import _history, weight
from games.freelance import FreelanceState, FreelanceView


def _campaign_position(seed: int) -> FreelanceState:
    """A basic-played hand stopped at the first trick of its campaign, with a defender to act."""
    game = games.get("freelance")
    policy = playout_policy("freelance")
    for s in range(seed, seed + 50):
        state = game.new_match(3, seed=s)
        rng = random.Random(s)
        while not state.is_over:
            view = state.view(0)
            if view.phase == "campaign" and state.to_act != view.contract[2]:  # type: ignore[attr-defined]
                assert isinstance(state, FreelanceState)
                return state
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            state.apply(policy(state.view(seat), legal, rng))
            if state.hand_no > 1:
                break
    raise AssertionError("no campaign reached")


def _campaign_view(seed: int) -> FreelanceView:
    state = _campaign_position(seed)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    assert isinstance(view, FreelanceView) and view.contract is not None
    return view


def test_rule_38_the_contract_and_plays_are_read_from_the_log() -> None:
    view = _campaign_view(3)
    assert view.contract is not None
    n, trump, attacker = view.contract
    stated, played = _history(view)
    assert stated[attacker] == (n, trump)
    assert all(len(cs) <= 1 for cs in played.values())


def test_rules_28_38_weighted_deals_give_the_attacker_more_trumps_than_uniform_deals() -> None:
    game = games.get("freelance")
    view = _campaign_view(3)
    assert view.contract is not None
    _, trump, attacker = view.contract
    assert trump != "NT"  # this deal's contract (9 C) has a trump suit to count
    model = inference("freelance")
    assert model is weight

    def trumps(world: object) -> int:
        assert isinstance(world, FreelanceState)
        return sum(1 for c in world.hands[attacker] if c.suit == trump)

    rng_u, rng_w = random.Random(1), random.Random(1)
    uniform = [trumps(sample_world(game, view, rng_u, None)) for _ in range(300)]
    weighted = [trumps(sample_world(game, view, rng_w, model)) for _ in range(300)]
    # the attacker holds 6 clubs; uniform deals give it 5.4 on average (known cards), weighted 6.2
    assert statistics.mean(weighted) > statistics.mean(uniform) + 0.5


def test_weights_use_only_the_view_and_the_sampled_deal() -> None:
    state = _campaign_position(5)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    game = games.get("freelance")
    world = game.sample(view, random.Random(2))
    assert 0.0 < weight(view, world) <= 1.0
    # the real deal and a sampled one are weighed by the same function of (view, deal)
    assert weight(view, world) == weight(view, world.clone())
