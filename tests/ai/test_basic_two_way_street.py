"""The basic Two Way Street player: sound choices in small explicit positions, legal everywhere,
and stronger than random play. It is given only a view and the legal actions."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ai import arena
from ai.two_way_street.basic import Table, choose, estimates
from games.two_way_street import GAME, TwoWayStreetState


def make_deal(players: int, hands: list[str], deck_top: str = "") -> dict[str, list[str]]:
    """Hands as given (filled up to 10 from the pack in order), the deck starting with ``deck_top``."""
    pack = GAME.pack(players, GAME.options({}))
    rest = Counter(pack)
    given = [h.split() for h in hands] + [[] for _ in range(players - len(hands))]
    rest.subtract(GAME.parse_action(f"play {t}").args[0] for h in given for t in h)
    rest.subtract(GAME.parse_action(f"play {t}").args[0] for t in deck_top.split())
    spare = [str(c) for c in sorted(rest.elements(), key=lambda c: (c.is_joker, c.suit, c.rank))]
    out: dict[str, list[str]] = {}
    for s, h in enumerate(given):
        while len(h) < 10:
            h.append(spare.pop(0))
        out[f"hand{s}"] = h
    out["deck"] = deck_top.split() + spare
    return out


def new(players: int, deal: dict[str, list[str]], **options: Any) -> TwoWayStreetState:
    return GAME.new_match(players=players, seed=1, options=options, deals=[deal])


def pick(state: TwoWayStreetState) -> str:
    seat = state.to_act
    assert seat is not None
    return str(choose(state.view(seat), state.legal_actions(), random.Random(0)))


def setup(state: TwoWayStreetState, declares: dict[int, str], buries: dict[int, str]) -> None:
    while state.phase in ("declare", "exchange"):
        s = state.to_act
        assert s is not None
        if state.phase == "declare":
            state.apply(f"declare {declares[s]}")
        else:
            state.apply(f"bury {buries[s].split()[state.buried_now]}")


STRONG = "RJ BJ AS AH AD AC KS KH KD KC"
WEAK = "2S 3S 4S 2H 3H 4H 2D 3D 2C 3C"


def test_declares_high_with_jokers_and_aces_low_with_small_cards() -> None:
    assert pick(new(3, make_deal(3, [STRONG]))) == "declare high"
    assert pick(new(3, make_deal(3, [WEAK]))) == "declare low"
    assert pick(new(5, make_deal(5, [WEAK]))) == "declare low"


def test_estimates_grow_with_the_hand() -> None:
    strong = Table(new(3, make_deal(3, [STRONG])).view(0))
    weak = Table(new(3, make_deal(3, [WEAK])).view(0))
    assert estimates(strong)[0] > estimates(weak)[0] + 3  # tricks as high
    assert estimates(strong)[1] > estimates(weak)[1] + 3  # tricks a low player cannot avoid


def test_exchange_high_buries_its_lowest_cards_low_its_most_dangerous() -> None:
    hand = "RJ AS KS QS 2H 3D 9C 8C 7C 6C"
    s = new(3, make_deal(3, [hand]))
    s.apply("declare high")
    first = pick(s)
    s.apply(first)
    assert {first, pick(s)} == {"bury 2H", "bury 3D"}
    s = new(3, make_deal(3, [hand]))
    s.apply("declare low")
    first = pick(s)
    s.apply(first)
    assert (first, pick(s)) == ("bury RJ", "bury AS")


def test_high_wins_as_cheaply_as_is_sure_when_last() -> None:
    deal = make_deal(
        3,
        ["9S 2H 3H 4H 5H 6H 7H 8H 9H TH", "TS 2D 3D 4D 5D 6D 7D 8D 9D TD", "AS KS 3S 2C 3C 4C 5C 6C 7C 8C"],
        "JD QD KD AD JC QC",
    )
    s = new(3, deal)
    setup(s, {0: "low", 1: "low"}, {0: "9H TH", 1: "9D TD", 2: "7C 8C"})
    assert s.directions[2] == "high"
    s.apply("play 9S")
    s.apply("play TS")
    assert pick(s) == "play KS"


def test_low_ducks_with_its_highest_losing_card() -> None:
    deal = make_deal(
        3,
        ["9S 2H 3H 4H 5H 6H 7H 8H 9H TH", "TS 2D 3D 4D 5D 6D 7D 8D 9D TD", "AS 8S 3S 2C 3C 4C 5C 6C 7C 8C"],
        "JD QD KD AD JC QC",
    )
    s = new(3, deal)
    setup(s, {0: "high", 1: "high"}, {0: "9H TH", 1: "9D TD", 2: "7C 8C"})
    assert s.directions[2] == "low"
    s.apply("play 9S")
    s.apply("play TS")
    assert pick(s) == "play 8S"


def test_low_void_dumps_its_most_dangerous_card() -> None:
    deal = make_deal(
        3,
        ["2H 3H 4H 5H 6H 7H 8H 9H TH JH", "2D 3D 4D 5D 6D 7D 8D 9D TD JD", "AS 2C 3C 4C 5C 6C 7C 8C 9C TC"],
        "QD KD AD QC KC AC",
    )
    s = new(3, deal)
    setup(s, {0: "high", 1: "high"}, {0: "TH JH", 1: "TD JD", 2: "9C TC"})
    s.apply("play 2H")
    s.apply("play 2D")
    assert pick(s) == "play AS"


def test_low_sheds_a_joker_under_the_red_joker_for_free() -> None:
    deal = make_deal(
        3,
        ["RJ 2H 3H 4H 5H 6H 7H 8H 9H TH", "2D 3D 4D 5D 6D 7D 8D 9D TD JD", "BJ AS 2C 3C 4C 5C 6C 7C 8C 9C"],
        "QS KS JS QC KC AC",
    )
    s = new(3, deal)
    setup(s, {0: "high", 1: "high"}, {0: "9H TH", 1: "TD JD", 2: "8C 9C"})
    s.apply("play RJ")
    s.apply("play 2D")  # seat 1 chooses Diamonds
    assert pick(s) == "play BJ"


def test_low_wins_with_its_most_dangerous_card_when_the_trick_is_its_own() -> None:
    deal = make_deal(
        3,
        ["2S 2H 3H 4H 5H 6H 7H 8H 9H TH", "3S 2D 3D 4D 5D 6D 7D 8D 9D TD", "AS KS 2C 3C 4C 5C 6C 7C 8C 9C"],
        "QD KD AD QC KC AC",
    )
    s = new(3, deal)
    setup(s, {0: "high", 1: "high"}, {0: "9H TH", 1: "9D TD", 2: "8C 9C"})
    s.apply("play 2S")
    s.apply("play 3S")
    assert pick(s) == "play AS"


def test_high_leads_a_sure_winner_and_keeps_its_joker() -> None:
    deal = make_deal(
        3,
        ["RJ AS 2H 3H 4H 5H 6H 7H 8H 9H", "2D 3D 4D 5D 6D 7D 8D 9D TD JD", "2C 3C 4C 5C 6C 7C 8C 9C TC JC"],
        "QC KC QD KD AD AC",
    )
    s = new(3, deal)
    setup(s, {0: "high", 1: "low", 2: "low"}, {0: "8H 9H", 1: "TD JD", 2: "TC JC"})
    assert s.to_act == 0
    assert pick(s) == "play AS"


def test_duel_bids_high_with_a_strong_hand_low_with_a_weak_one() -> None:
    assert pick(new(2, make_deal(2, [STRONG]))).startswith("bid high")
    assert pick(new(2, make_deal(2, [WEAK]))).startswith("bid low")


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {}), (3, {"alike_jokers": True}), (4, {"jokers": 1}), (5, {"two_packs": True}), (8, {})],
)
def test_always_legal_from_the_view_alone(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(players)
    for seed in range(3):
        s = GAME.new_match(players=players, seed=seed, options=options)
        while not s.is_over and s.hand_no <= 2:
            seat = s.to_act
            assert seat is not None
            legal = s.legal_actions()
            a = choose(s.view(seat), legal, rng)
            assert a in legal
            s.apply(a)


def test_basic_beats_random() -> None:
    seats = ["basic", "random", "random"]
    results = [arena.play_match(t) for t in arena.tasks("two_way_street", seats, 9, seed=7)]
    assert all(r.finished for r in results)
    wins = sum(1 for r in results for s in r.winners if r.seat_levels[s] == "basic")
    assert wins >= 7
