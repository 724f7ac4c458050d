"""Card inference for the Clubs expert: deals weighted by the bids the opponents chose in the
auction (clubs.txt ¶21-29: a bid takes the chest and its handicaps, so it needs a hand that
expects the seven tricks of ¶5; D-clubs-2: the Ten of Spades opens by force; D-clubs-5) and by
the cards they played in the tricks (¶35-39), as the basic player would play them."""

from __future__ import annotations

import random
from collections.abc import Callable

import games
from ai.clubs.fast import misses
from ai.clubs.inference import FLOOR, MISS, chosen_bids, play_weight, plays, weight
from ai.expert import playout_policy
from games.cards import Card
from games.clubs import ClubsState, ClubsView
from games.clubs.facts import is_auction
from tests.ai.fast_checks import check_play_weight, miss_counts


def _position(seed: int, stop: Callable[[ClubsView], bool]) -> tuple[ClubsState, ClubsView]:
    """A basic-played first hand from ``seed`` stopped at the first decision whose view ``stop`` picks."""
    state = games.get("clubs").new_match(3, seed=seed)
    rng = random.Random(seed)
    policy = playout_policy("clubs")
    while not state.is_over and state.hand_no == 1:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        assert isinstance(view, ClubsView) and isinstance(state, ClubsState)
        if stop(view):
            return state, view
        state.apply(policy(view, state.legal_actions(), rng))
    raise AssertionError("no such position")


def _strong(c: Card) -> bool:
    """A primary card that takes tricks: a trump (¶14) or a nine (¶12)."""
    return not is_auction(c) and (c.suit == "C" or c.rank == 9)


def _weak(c: Card) -> bool:
    return not is_auction(c) and c.suit != "C" and (c.rank <= 5 or c.rank == 14)


def _traded(world: ClubsState, to: int, frm: int) -> ClubsState:
    """``world`` with ``frm``'s strong primary cards traded, one for one, for ``to``'s weak ones."""
    out = world.clone()
    assert isinstance(out, ClubsState)
    give = [c for c in out.hands[frm] if _strong(c)]
    take = [c for c in out.hands[to] if _weak(c)]
    for g, t in zip(give, take, strict=False):
        out.hands[frm].remove(g)
        out.hands[to].remove(t)
        out.hands[frm].append(t)
        out.hands[to].append(g)
    return out


def _compare(view: ClubsView, bidder: int, seed: int) -> tuple[float, float]:
    """The weights of a deal giving the bidder the strong cards and of one giving them away."""
    other = next(s for s in range(3) if s not in (view.seat, bidder))
    world = games.get("clubs").sample(view, random.Random(seed))
    assert isinstance(world, ClubsState)
    strong, weak = _traded(world, bidder, other), _traded(world, other, bidder)
    assert sum(map(_strong, strong.hands[bidder])) > sum(map(_strong, weak.hands[bidder]))
    return weight(view, strong), weight(view, weak)


def test_rules_21_29_a_bid_of_choice_in_the_auction_makes_a_strong_bidder_likelier() -> None:
    # seed 110: seat 0 opens the Ten of Spades by force, seat 1 passes, seat 2 bids the Jack of
    # Spades; seat 0 is to bid again.
    _state, view = _position(110, lambda v: v.phase == "auction" and bool(chosen_bids(v)))
    assert view.seat == 0 and list(chosen_bids(view)) == [2]
    for k in range(3):
        strong, weak = _compare(view, 2, k)
        assert strong > 2 * weak


def test_rules_21_29_the_auctions_winner_by_choice_is_likelier_strong_in_the_play() -> None:
    # seed 28: seat 1 opens the Ten of Spades, seat 2 bids the Jack of Diamonds and wins (¶29)
    _state, view = _position(28, lambda v: v.phase == "play" and v.seat == 0)
    assert view.winner == 2 and list(chosen_bids(view)) == [2]
    for k in range(3):
        strong, weak = _compare(view, 2, k)
        assert strong > weak


def test_d_clubs_2_the_forced_opening_alone_tells_nothing() -> None:
    game = games.get("clubs")
    for seed in range(20):
        _state, view = _position(seed, lambda v: v.phase == "play")
        if len([c for _, c in view.auction if c is not None]) == 1:
            break
    else:
        raise AssertionError("no hand won by the opening alone")
    assert chosen_bids(view) == {}
    assert {weight(view, game.sample(view, random.Random(k))) for k in range(10)} == {1.0}


def test_the_weight_is_never_zero() -> None:
    game = games.get("clubs")
    _state, view = _position(28, lambda v: v.phase == "play" and v.seat == 0)
    world = game.sample(view, random.Random(7))
    assert isinstance(world, ClubsState)
    # the auction's winner with every strong card traded away: unlikely, never ruled out
    assert weight(view, _traded(world, 1, 2)) >= FLOOR
    for k in range(30):
        assert weight(view, game.sample(view, random.Random(k))) > 0.0


def test_weights_use_only_the_view_and_the_sampled_deal() -> None:
    game = games.get("clubs")
    _state, view = _position(110, lambda v: v.phase == "auction" and bool(chosen_bids(v)))
    twin_view = game.sample(view, random.Random(5)).view(view.seat)
    for k in range(10):
        world = game.sample(view, random.Random(10 + k))
        assert weight(view, world) == weight(twin_view, world) == weight(view, world.clone())


def _mid_play(seed: int) -> tuple[ClubsState, ClubsView]:
    """Seat 0 to play in the fifth trick or later of a basic-played first hand."""
    return _position(seed, lambda v: v.phase == "play" and v.seat == 0 and len(plays(v)) >= 12)


def test_rules_35_37_the_opponents_play_as_basic_plays_it_on_the_true_deal() -> None:
    # Replayed on the deal the basic players held, the opponents' choices are basic's own (but for
    # what their real knowledge knew beyond a sampled state's); on sampled deals many are not.
    positions = [_mid_play(seed) for seed in range(1, 9)]
    true_choices, true_missed, choices, missed = miss_counts("clubs", positions, misses, plays)
    assert true_choices >= 40
    assert true_missed <= true_choices // 50
    assert missed >= 5 * max(1, true_missed) and missed >= choices // 10


def test_rule_35_only_the_watched_seats_choices_are_read() -> None:
    state, view = _mid_play(3)
    played = plays(view)
    assert misses(state, played, []) == (0, 0)
    one, two = misses(state, played, [1]), misses(state, played, [2])
    both = misses(state, played, [1, 2])
    assert one is not None and two is not None and both is not None
    assert both == (one[0] + two[0], one[1] + two[1])
    # a card played where it was the only legal one (¶35: following suit) is no choice
    assert both[0] < sum(1 for seat, _ in played if seat != 0)


def test_rules_35_37_play_weighs_deals_by_the_choices_basic_would_not_make() -> None:
    state, view = _mid_play(5)
    assert play_weight(view, state) >= MISS
    check_play_weight("clubs", view, 20, misses, plays, play_weight, MISS, weight)


def test_rule_35_before_the_first_lead_the_play_tells_nothing() -> None:
    game = games.get("clubs")
    _state, view = _position(28, lambda v: v.phase == "give")
    assert plays(view) == []
    for k in range(5):
        world = game.sample(view, random.Random(k))
        assert isinstance(world, ClubsState)
        assert play_weight(view, world) == 1.0
