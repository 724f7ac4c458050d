"""``State.shuffle_unseen``: the cards no seat has seen, put in a new order, and nothing else.

It is what the arena's open-hand yardstick ``oracle:B:hands`` (issue 22) plays on: every hand
seen, not the order of the piles still to be drawn from. So at every position of random matches,
in every configuration of the playout tests: no seat's view changes, no card is created, lost or
moved to another zone, the state it was copied from is untouched, and play goes on from it. And
the order does change where a pile is still to be drawn from: Kalooki's stock, Two Way Street's
deck as dealt (rule 2a; not the cards a player put under it in the exchange, rule 2b, which that
player knows), the Freelance deck below its face-up card, King's kitty, Clubs' treasure chest.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import games

CONFIGS = [(gid, n, dict(opts)) for gid in games.ids() for n, opts in games.get(gid).playout_configs]
IDS = [f"{g}-{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'standard'}" for g, n, o in CONFIGS]
PILES = {"king": "kitty", "clubs": "treasure_chest", "freelance": "freelance_deck", "two_way_street": "deck"}
PILES["kalooki"] = "stock"


def _zones(state: games.State) -> dict[str, Counter]:
    return {z: Counter(cards) for z, cards in state.zone_contents().items()}


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS, ids=IDS)
def test_only_the_order_no_seat_has_seen_changes(game_id: str, players: int, options: dict) -> None:
    game = games.get(game_id)
    rng = random.Random(7)
    reordered = positions = 0
    for seed in range(1, 4):
        state = game.new_match(players=players, seed=seed, options=options)
        for _step in range(300):
            if state.is_over:
                break
            before = {z: list(c) for z, c in state.zone_contents().items()}
            views = [state.view(s) for s in range(players)]
            world = state.clone()
            world.shuffle_unseen(rng)
            positions += 1
            assert state.zone_contents() == before, "the state copied from was changed"
            assert _zones(world) == _zones(state), "a card was created, lost or moved to another zone"
            assert [world.view(s) for s in range(players)] == views, "a seat could tell the copy apart"
            reordered += world.zone_contents()[PILES[game_id]] != before[PILES[game_id]]
            legal = world.legal_actions()
            assert legal, "the copy has no legal action before the end"
            world.apply(legal[0])
            actions = state.legal_actions()
            state.apply(rng.choice(actions))
    assert positions > 50
    assert reordered > 0, f"{PILES[game_id]} was never put in a new order"


def test_cards_put_under_the_deck_keep_their_places() -> None:
    """Rule 2b: a card put under the deck is known to the player who put it there."""
    game = games.get("two_way_street")
    state = game.new_match(players=3, seed=5)
    rng = random.Random(1)
    while state.phase != "play" and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        put = [(i, c) for i, (c, by) in enumerate(zip(state.deck, state.deck_by, strict=True)) if by >= 0]
        for _ in range(20):
            world = state.clone()
            world.shuffle_unseen(rng)
            assert [(i, world.deck[i]) for i, _ in put] == put
    assert any(by >= 0 for by in state.deck_by), "no card was put under the deck in this deal"
