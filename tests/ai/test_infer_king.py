"""Card inference for the King expert: deals weighted by the contract the contractor announced
(king.txt: the contractor announces the game, an award game with its trump; D-king-2, D-king-3)
and by the cards the other players chose in the tricks (D-king-2 to D-king-4, D-king-8), as the
basic player would play them."""

from __future__ import annotations

import random
from collections.abc import Callable

import games
from ai.king.fast import misses
from ai.king.inference import FLOOR, MISS, announcement_weight, play_weight, plays, weight
from games.cards import Card
from games.king import KingState, KingView
from tests.ai.fast_checks import check_play_weight, miss_counts


def _first_trick(seed: int) -> KingState:
    """A basic-played deal stopped in its first trick, with a seat other than the contractor to play."""
    game = games.get("king")
    state = game.new_match(3, seed=seed)
    rng = random.Random(seed)
    from ai.expert import playout_policy

    policy = playout_policy("king")
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        if view.phase == "play" and seat != view.contractor:  # type: ignore[attr-defined]
            assert isinstance(state, KingState)
            return state
        state.apply(policy(view, state.legal_actions(), rng))
    raise AssertionError("no trick reached")


def _moved(
    world: KingState, to: int, frm: int, wanted: Callable[[Card], bool], back: Callable[[Card], bool] | None = None
) -> KingState:
    """``world`` with the cards of ``frm`` that ``wanted`` picks traded, one for one, for cards of
    ``to`` that ``back`` picks (default: that ``wanted`` does not pick; hand sizes kept)."""
    out = world.clone()
    assert isinstance(out, KingState)
    give = [c for c in out.hands[frm] if wanted(c)]
    take = [c for c in out.hands[to] if (back(c) if back is not None else not wanted(c))]
    for g, t in zip(give, take, strict=False):
        out.hands[frm].remove(g)
        out.hands[to].remove(t)
        out.hands[frm].append(t)
        out.hands[to].append(g)
    return out


def _position(seed: int, contract: str) -> tuple[KingState, KingView]:
    state = _first_trick(seed)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    assert isinstance(view, KingView) and view.contract == contract
    return state, view


def test_d_king_2_an_award_game_with_spades_makes_the_contractor_long_in_spades_likelier() -> None:
    _state, view = _position(13, "award S")  # seed 13: the contractor announces award, spades trumps
    contractor = view.contractor
    other = next(s for s in range(3) if s not in (view.seat, contractor))
    world = games.get("king").sample(view, random.Random(1))
    assert isinstance(world, KingState)

    def spade(c: Card) -> bool:
        return c.suit == "S"

    long = _moved(world, contractor, other, spade)  # the contractor holds every unseen spade
    short = _moved(world, other, contractor, spade)  # the other opponent holds them
    assert sum(map(spade, long.hands[contractor])) > sum(map(spade, short.hands[contractor]))
    assert announcement_weight(view, long) > 3 * announcement_weight(view, short)


def test_king_txt_no_hearts_makes_the_contractor_holding_the_high_hearts_less_likely() -> None:
    _state, view = _position(16, "no-hearts")  # seed 16: No Hearts
    contractor = view.contractor
    other = next(s for s in range(3) if s not in (view.seat, contractor))
    world = games.get("king").sample(view, random.Random(2))
    assert isinstance(world, KingState)

    def high_heart(c: Card) -> bool:
        return c.suit == "H" and c.rank >= 12

    def low_heart(c: Card) -> bool:
        return c.suit == "H" and c.rank < 12

    # the same number of hearts either way: the contractor's high ones, or low ones in their place
    loaded = _moved(world, contractor, other, high_heart, low_heart)
    clean = _moved(world, other, contractor, high_heart, low_heart)
    assert any(map(high_heart, loaded.hands[contractor]))
    assert not any(map(high_heart, clean.hands[contractor]))
    assert sum(c.suit == "H" for c in loaded.hands[contractor]) == sum(c.suit == "H" for c in clean.hands[contractor])
    assert announcement_weight(view, clean) > announcement_weight(view, loaded)


def test_the_weight_is_never_zero_and_one_for_the_contractor_itself() -> None:
    game = games.get("king")
    state, view = _position(13, "award S")
    contractor = view.contractor
    other = next(s for s in range(3) if s not in (view.seat, contractor))
    # the contractor of a spade contract with no spade left: as unlikely as a deal gets, not ruled out
    world = game.sample(view, random.Random(3))
    assert isinstance(world, KingState)
    empty = _moved(world, other, contractor, lambda c: c.suit == "S" or c.rank >= 13)
    assert announcement_weight(view, empty) >= FLOOR
    for k in range(30):
        assert announcement_weight(view, game.sample(view, random.Random(k))) > 0.0
    own = state.view(contractor)
    assert announcement_weight(own, game.sample(own, random.Random(4))) == 1.0


def test_weights_use_only_the_view_and_the_sampled_deal() -> None:
    game = games.get("king")
    _state, view = _position(13, "award S")
    seat = view.seat
    # another deal this seat cannot tell from the true one gives every world the same weight
    twin = game.sample(view, random.Random(5))
    twin_view = twin.view(seat)
    for k in range(10):
        world = game.sample(view, random.Random(10 + k))
        assert weight(view, world) == weight(twin_view, world) == weight(view, world.clone())


def _mid_deal(players: int, seed: int) -> tuple[KingState, KingView]:
    """A basic-played match of ``players`` from ``seed`` at its first decision with a choice in the
    fourth trick or later of a deal."""
    from ai.expert import playout_policy

    state = games.get("king").new_match(players, seed=seed)
    rng = random.Random(seed)
    policy = playout_policy("king")
    while not state.is_over:
        seat = state.to_act
        assert seat is not None and isinstance(state, KingState)
        view = state.view(seat)
        assert isinstance(view, KingView)
        legal = state.legal_actions()
        if view.phase == "play" and sum(state.tricks_taken) >= 3 and len(legal) > 1:
            return state, view
        state.apply(policy(view, legal, rng))
    raise AssertionError("no such position")


def test_d_king_2_4_the_others_play_as_basic_plays_it_on_the_true_deal() -> None:
    # Replayed on the deal the basic players held, every choice of theirs is basic's own; on
    # sampled deals many are not. Three and four players, and two (D-king-8: two open places).
    for players in (3, 4, 2):
        positions = [_mid_deal(players, seed) for seed in range(1, 7)]
        true_choices, true_missed, choices, missed = miss_counts("king", positions, misses, plays)
        assert true_choices >= 10 and true_missed == 0
        assert missed >= max(3, choices // 50)


def test_d_king_2_play_weighs_deals_by_the_cards_basic_would_not_play() -> None:
    state, view = _mid_deal(3, 2)
    assert play_weight(view, state) == 1.0
    assert misses(state, plays(view), []) == (0, 0)
    check_play_weight("king", view, 10, misses, plays, play_weight, MISS, weight, announcement_weight)
