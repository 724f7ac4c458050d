"""Card inference for the King expert: deals weighted by the contract the contractor announced
(king.txt: the contractor announces the game, an award game with its trump; D-king-2, D-king-3)."""

from __future__ import annotations

import random
from collections.abc import Callable

import games
from ai.king.inference import FLOOR, weight
from games.cards import Card
from games.king import KingState, KingView


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
    assert weight(view, long) > 3 * weight(view, short)


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
    assert weight(view, clean) > weight(view, loaded)


def test_the_weight_is_never_zero_and_one_for_the_contractor_itself() -> None:
    game = games.get("king")
    state, view = _position(13, "award S")
    contractor = view.contractor
    other = next(s for s in range(3) if s not in (view.seat, contractor))
    # the contractor of a spade contract with no spade left: as unlikely as a deal gets, not ruled out
    world = game.sample(view, random.Random(3))
    assert isinstance(world, KingState)
    empty = _moved(world, other, contractor, lambda c: c.suit == "S" or c.rank >= 13)
    assert weight(view, empty) >= FLOOR
    for k in range(30):
        assert weight(view, game.sample(view, random.Random(k))) > 0.0
    own = state.view(contractor)
    assert weight(own, game.sample(own, random.Random(4))) == 1.0


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
