"""Card inference for the Kalooki expert: deals weighted by the opponents' discards and by the
top discards they took or left (kalooki.txt: the draw, stock or top discard, and the discard of
each turn; D-kalooki-2; calling, D-kalooki-5)."""

from __future__ import annotations

import random
from collections.abc import Callable

import games
from ai.expert import playout_policy
from ai.kalooki.inference import FLOOR, choices, weight
from games.cards import Card, parse_card
from games.kalooki import KalookiState, KalookiView


def _position(seed: int, steps: int) -> tuple[KalookiState, KalookiView]:
    """A basic-played first deal from ``seed`` after ``steps`` decisions, seen by the seat to act."""
    state = games.get("kalooki").new_match(5, seed=seed)
    rng = random.Random(seed)
    policy = playout_policy("kalooki")
    for _ in range(steps):
        seat = state.to_act
        assert seat is not None
        state.apply(policy(state.view(seat), state.legal_actions(), rng))
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    assert isinstance(view, KalookiView) and isinstance(state, KalookiState)
    return state, view


def _traded(world: KalookiState, view: KalookiView, to: int, frm: int, wanted: Callable[[Card], bool]) -> KalookiState:
    """``world`` with ``frm``'s cards that ``wanted`` picks traded, one for one, for ``to``'s
    cards it does not pick (cards publicly known in a hand stay where they are)."""
    out = world.clone()
    assert isinstance(out, KalookiState)
    fixed = [list(cs) for cs in view.known_in_hand]
    give = [c for c in out.hands[frm] if wanted(c) and c not in fixed[frm]]
    take = [c for c in out.hands[to] if not wanted(c) and c not in fixed[to]]
    for g, t in zip(give, take, strict=False):
        out.hands[frm].remove(g)
        out.hands[to].remove(t)
        out.hands[frm].append(t)
        out.hands[to].append(g)
    return out


# seed 2, after 14 decisions, seat 1 to draw: seat 0 has taken the 4 of spades from the pile and
# discarded the 10 of clubs; neither it nor seat 2 has come down.
SEED, STEPS, VIEWER, CHOOSER, OTHER = 2, 14, 1, 0, 2


def _world(k: int) -> tuple[KalookiView, KalookiState]:
    _state, view = _position(SEED, STEPS)
    assert view.seat == VIEWER and not view.down[CHOOSER] and not view.down[OTHER]
    kinds = choices(view)[CHOOSER]
    assert kinds["take"] == [parse_card("4S")] and kinds["discard"] == [parse_card("TC")]
    world = games.get("kalooki").sample(view, random.Random(k))
    assert isinstance(world, KalookiState)
    return view, world


def test_kalooki_txt_a_player_that_discarded_a_ten_likelier_held_no_other_ten() -> None:
    def ten(c: Card) -> bool:
        return c.rank == 10

    for k in range(3):
        view, world = _world(k)
        holding = world
        for frm in (2, 3, 4):  # the tens of every other hidden hand come to the chooser
            holding = _traded(holding, view, CHOOSER, frm, ten)
        without = _traded(holding, view, OTHER, CHOOSER, ten)
        assert sum(map(ten, holding.hands[CHOOSER])) > sum(map(ten, without.hands[CHOOSER])) == 0
        assert weight(view, without) > weight(view, holding)


def test_kalooki_txt_a_player_that_took_the_four_of_spades_likelier_holds_cards_it_works_with() -> None:
    four = parse_card("4S")

    def near(c: Card) -> bool:
        """A card the 4 of spades works with: a 4, or a spade within two ranks (a three or a four)."""
        return c != four and (c.rank == 4 or (c.suit == "S" and 2 <= c.rank <= 6))

    for k in range(3):
        view, world = _world(k)
        with_near = _traded(world, view, CHOOSER, OTHER, near)
        without = _traded(world, view, OTHER, CHOOSER, near)
        assert not any(map(near, without.hands[CHOOSER]))
        assert weight(view, with_near) > weight(view, without)


def test_d_kalooki_3_a_player_that_has_come_down_is_not_read() -> None:
    game = games.get("kalooki")
    for steps in range(40, 400, 10):
        state, view = _position(SEED, steps)
        downs = [s for s in range(5) if s != view.seat and view.down[s] and state.hands[s]]
        if downs and view.hand_no == 1 and any(s in choices(view) for s in downs):
            break
    else:
        raise AssertionError("nobody came down after choosing")
    seat = next(s for s in downs if s in choices(view))
    for k in range(5):
        world = game.sample(view, random.Random(k))
        assert isinstance(world, KalookiState)
        changed = world.clone()
        assert isinstance(changed, KalookiState)
        # that seat's hidden cards traded for stock cards: the weight does not move
        hidden = [c for c in changed.hands[seat] if c not in view.known_in_hand[seat]]
        for i, c in enumerate(hidden[: len(changed.stock)]):
            changed.hands[seat].remove(c)
            changed.hands[seat].append(changed.stock[i])
            changed.stock[i] = c
        assert weight(view, changed) == weight(view, world)


def test_the_weight_is_never_zero() -> None:
    view, world = _world(4)
    # every ten and every card the 4 of spades works with in the chooser's hand: unlikely, possible
    worst = _traded(
        _traded(world, view, CHOOSER, OTHER, lambda c: c.rank == 10), view, CHOOSER, OTHER, lambda c: c.suit == "S"
    )
    assert weight(view, worst) >= FLOOR
    game = games.get("kalooki")
    for k in range(20):
        assert weight(view, game.sample(view, random.Random(k))) > 0.0


def test_weights_use_only_the_view_and_the_sampled_deal() -> None:
    _state, view = _position(SEED, STEPS)
    game = games.get("kalooki")
    twin_view = game.sample(view, random.Random(5)).view(view.seat)
    for k in range(6):
        world = game.sample(view, random.Random(10 + k))
        assert weight(view, world) == weight(twin_view, world) == weight(view, world.clone())
