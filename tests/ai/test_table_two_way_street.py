"""The basic Two Way Street player's count (ai/two_way_street/table.py) against a plain recount
from the view, in every playout configuration (one pack, two packs, alike jokers, the duel):
the outstanding cards (rule 2a's pack, D-tws-1) and each card's chance to take the trick (rule 2c)
to the last bit, as the search's playouts read them."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ai.two_way_street.basic import Table, choose
from games.cards import Card
from games.two_way_street import GAME, TwoWayStreetView

PLAY_WEIGHT = {"high": 0.9, "low": 0.45, "": 0.7}


def recount(view: TwoWayStreetView) -> Counter[Card]:
    seen: Counter[Card] = Counter(view.hand)
    for name, cs in view.zones.items():
        if name.startswith("won") or name == "trick":
            seen.update(c for c in cs if c is not None)
    seen.update(c for _, c in view.deck_known)
    return Counter(GAME.pack(view.players, view.options)) - seen


def plain_win_chance(t: Table, view: TwoWayStreetView, c: Card, led: str | None) -> float:
    """Rule 2c: the product, over the outstanding cards that beat ``c`` and the seats still to
    play, of the chance that the seat does not hold and play it (the jokers first)."""
    out = recount(view)
    later = t.later_seats()
    if not later:
        return 1.0
    rank = {"R": 2, "B": 1, "J": 1}
    threats = [(x, k) for x, k in out.items() if x.is_joker and rank[x.suit] > (rank[c.suit] if c.is_joker else 0)]
    if not c.is_joker and led is not None:
        higher = Counter(x.rank for x, k in out.items() for _ in range(k) if x.suit == led and x.rank > c.rank)
        threats += [(Card(r, led), k) for r, k in sorted(higher.items())]
    p_safe = 1.0
    for x, k in threats:
        for s in later:
            weight = PLAY_WEIGHT[view.directions[s] if view.directions else ""]
            if x.is_joker and led is not None and led not in view.voids[s]:
                weight *= 0.6
            if x in t.known_at:
                held = 1.0 if s in t.known_at[x] else 0.0
            elif not x.is_joker and x.suit in view.voids[s]:
                held = 0.0
            else:
                held = min(1.0, t.sizes[s] / t.hidden)
            p_safe *= 1.0 - min(1.0, k * held) * weight
    return p_safe


@pytest.mark.parametrize(("players", "options"), GAME.playout_configs)
def test_the_count_is_the_plain_recount(players: int, options: dict[str, object]) -> None:
    rng = random.Random(players)
    checked = 0
    for seed in range(3):
        state = GAME.new_match(players=players, seed=seed, options=options)
        while not state.is_over and state.hand_no == 1:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            legal = state.legal_actions()
            t = Table(view)
            out = recount(view)
            assert list(t.outstanding.items()) == list(out.items())
            for suit in "CDHS":
                assert t.out_ranks[suit] == sorted(x.rank for x in out.elements() if x.suit == suit)
            assert dict(t.out_jokers) == {x: k for x, k in out.items() if x.is_joker}
            for a in legal:
                if a.verb == "play" and a.card is not None:
                    best, led = t.outcome(a.card, a.words[0] if a.words else None)
                    if best:
                        expected = plain_win_chance(t, view, a.card, led)
                        assert t.win_chance(a.card, a.words[0] if a.words else None).hex() == expected.hex()
                        checked += 1
            state.apply(choose(view, legal, rng) if rng.random() < 0.6 else rng.choice(legal))
    assert checked > 20
