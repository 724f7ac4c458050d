"""Card inference for the Two Way Street expert: deals weighted by the declarations the opponents
chose and by the exchange that followed (two_way_street.txt 2b; D-tws-2, D-tws-3), and by the cards
they played in the tricks (rule 2c), as the basic player would play them."""

from __future__ import annotations

import random

import games
from ai.expert import playout_policy
from ai.two_way_street.inference import (
    FLOOR,
    MISS,
    bury_misses,
    declaration_weight,
    declarations,
    play_weight,
    plays,
    weight,
)
from ai.two_way_street.replay import misses
from games.cards import Card
from games.two_way_street import TwoWayStreetState, TwoWayStreetView
from tests.ai.fast_checks import check_play_weight, miss_counts


def _first_trick(seed: int) -> tuple[TwoWayStreetState, TwoWayStreetView]:
    """A basic-played first hand from ``seed`` stopped at the first play of its first trick."""
    state = games.get("two_way_street").new_match(3, seed=seed)
    rng = random.Random(seed)
    policy = playout_policy("two_way_street")
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        assert isinstance(view, TwoWayStreetView) and isinstance(state, TwoWayStreetState)
        if view.phase == "play":
            return state, view
        state.apply(policy(view, state.legal_actions(), rng))
    raise AssertionError("no play reached")


def _top(c: Card) -> bool:
    """A card that takes tricks: a joker (rule 2c), an ace or a king."""
    return c.is_joker or c.rank >= 13


def _traded(world: TwoWayStreetState, to: int, frm: int) -> TwoWayStreetState:
    """``world`` with ``frm``'s top cards traded, one for one, for ``to``'s other cards."""
    out = world.clone()
    assert isinstance(out, TwoWayStreetState)
    give = [c for c in out.hands[frm] if _top(c)]
    take = [c for c in out.hands[to] if not _top(c)]
    for g, t in zip(give, take, strict=False):
        out.hands[frm].remove(g)
        out.hands[to].remove(t)
        out.hands[frm].append(t)
        out.hands[to].append(g)
    return out


def test_rule_2b_the_high_declarer_holding_the_top_cards_is_likelier_than_the_low_one() -> None:
    # seed 0: seat 1 (this seat) declares low, seat 2 high, seat 0 low, all by choice (D-tws-3)
    _state, view = _first_trick(0)
    assert view.seat == 1 and [(s, d) for s, d, _ in declarations(view)] == [(1, "low"), (2, "high"), (0, "low")]
    game = games.get("two_way_street")
    for k in range(3):
        world = game.sample(view, random.Random(k))
        assert isinstance(world, TwoWayStreetState)
        to_high, to_low = _traded(world, 2, 0), _traded(world, 0, 2)
        assert sum(map(_top, to_high.hands[2])) > sum(map(_top, to_low.hands[2]))
        assert weight(view, to_high) > 3 * weight(view, to_low)


def test_d_tws_2_a_low_player_that_buried_its_top_cards_is_likelier() -> None:
    _state, view = _first_trick(0)  # seat 0 declared low and buried two cards at the deck's bottom
    world = games.get("two_way_street").sample(view, random.Random(1))
    assert isinstance(world, TwoWayStreetState)
    at = [i for i, b in enumerate(world.deck_by) if b == 0]
    assert len(at) == 2

    def buried(order: int) -> TwoWayStreetState:
        """The world with seat 0's buried cards its two highest (order -1) or lowest (1) cards."""
        out = world.clone()
        assert isinstance(out, TwoWayStreetState)
        pool = sorted([*out.hands[0], *(out.deck[i] for i in at)], key=lambda c: (c.is_joker, c.rank))
        pick = pool[-2:] if order < 0 else pool[:2]
        out.hands[0] = [c for c in pool if c not in pick]  # one pack (D-tws-1): no card twice
        for i, c in zip(at, pick, strict=True):
            out.deck[i] = c
        return out

    tops, lows = buried(-1), buried(1)
    assert bury_misses(tops, 0, "low", list(tops.hands[0])) == 0
    assert bury_misses(lows, 0, "low", list(lows.hands[0])) > 0
    assert weight(view, tops) > weight(view, lows)


def test_d_tws_3_a_forced_player_declared_nothing() -> None:
    _state, view = _first_trick(3)  # seed 3: seats 0 and 1 declare low, seat 2 is forced high
    assert view.forced == (False, False, True)
    assert [s for s, _, _ in declarations(view)] == [0, 1]


def test_the_weight_is_never_zero() -> None:
    _state, view = _first_trick(0)
    game = games.get("two_way_street")
    world = game.sample(view, random.Random(2))
    assert isinstance(world, TwoWayStreetState)
    assert weight(view, _traded(world, 0, 2)) >= FLOOR * FLOOR
    for k in range(20):
        assert weight(view, game.sample(view, random.Random(k))) > 0.0


def test_weights_use_only_the_view_and_the_sampled_deal() -> None:
    _state, view = _first_trick(0)
    game = games.get("two_way_street")
    twin_view = game.sample(view, random.Random(5)).view(view.seat)
    for k in range(8):
        world = game.sample(view, random.Random(10 + k))
        assert weight(view, world) == weight(twin_view, world) == weight(view, world.clone())


def _mid_play(players: int, seed: int) -> tuple[TwoWayStreetState, TwoWayStreetView]:
    """A basic-played first hand of ``players`` from ``seed`` at the first play of its fifth trick
    or later by seat 0."""
    state = games.get("two_way_street").new_match(players, seed=seed)
    rng = random.Random(seed)
    policy = playout_policy("two_way_street")
    while not state.is_over and state.hand_no == 1:
        seat = state.to_act
        assert seat is not None and isinstance(state, TwoWayStreetState)
        view = state.view(seat)
        assert isinstance(view, TwoWayStreetView)
        if view.phase == "play" and seat == 0 and state.trick_no >= 4:
            return state, view
        state.apply(policy(view, state.legal_actions(), rng))
    raise AssertionError("no such position")


def test_rule_2c_the_opponents_play_as_basic_plays_it_on_the_true_deal() -> None:
    # Replayed on the deal the basic players held, the opponents' choices are basic's own (but for
    # what they knew of their buried cards, which a sampled state does not keep); on sampled deals,
    # many are not. Three and four players, and the duel (D-tws-6).
    for players in (3, 4, 2):
        positions = [_mid_play(players, seed) for seed in range(1, 6)]
        true_choices, true_missed, choices, missed = miss_counts("two_way_street", positions, misses, plays)
        assert true_choices >= 15
        assert true_missed <= true_choices // 20
        assert missed >= choices // 5 and missed >= 5 * max(1, true_missed)


def test_rule_2c_play_weighs_deals_by_the_plays_basic_would_not_make() -> None:
    state, view = _mid_play(3, 2)
    assert play_weight(view, state) >= MISS
    assert misses(state, plays(view), []) == (0, 0)
    check_play_weight("two_way_street", view, 10, misses, plays, play_weight, MISS, weight, declaration_weight)


def test_d_tws_6_in_the_duel_the_play_alone_is_read() -> None:
    game = games.get("two_way_street")
    _state, view = _mid_play(2, 3)
    for k in range(5):
        world = game.sample(view, random.Random(k))
        assert weight(view, world) == play_weight(view, world)
