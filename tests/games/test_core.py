"""Cards, actions, options and the constrained sampler of games/ core."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.actions import Action, parse_with
from games.cards import JOKER, RED_JOKER, Card, CardSyntaxError, parse_card, standard_pack
from games.errors import ActionSyntaxError
from games.sampling import deal_constrained

ALL_TEXTS = [r + s for r in "23456789TJQKA" for s in "CDHS"] + ["RJ", "BJ", "JK"]


@pytest.mark.parametrize("text", ALL_TEXTS)
def test_card_text_round_trips(text: str) -> None:
    assert str(parse_card(text)) == text
    assert parse_card(text) is parse_card(text.lower())


def test_cards_are_immutable_hashable_values() -> None:
    c = parse_card("QH")
    assert c == Card(12, "H") and hash(c) == hash(Card(12, "H"))
    with pytest.raises(AttributeError):
        c.rank = 3  # type: ignore[misc]
    assert RED_JOKER.is_joker and RED_JOKER.is_red and not JOKER.is_red
    assert parse_card("10S") == parse_card("TS")


@pytest.mark.parametrize("bad", ["", "1S", "QX", "JKK", "10", "Q"])
def test_bad_card_text_is_refused(bad: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_card(bad)


def test_packs() -> None:
    assert len(set(standard_pack())) == 52
    three = standard_pack(packs=3, jokers=6)
    assert len(three) == 162 and Counter(three)[JOKER] == 6
    two_kinds = standard_pack(jokers=2, joker_kinds=("R", "B"))
    assert {str(c) for c in two_kinds if c.is_joker} == {"RJ", "BJ"}


GRAMMAR = {
    "play": [("card",)],
    "pass": [()],
    "state": [("int", "trump")],
    "meld": [("cards",)],
    "tack": [("card", "ref"), ("card", "ref", "low|high")],
    "draw": [("stock|discard",)],
}


@pytest.mark.parametrize(
    "text", ["play QH", "pass", "state 9 NT", "meld 5H 5S JK", "tack 7H 2.1", "tack JK 2.1 high", "draw stock"]
)
def test_action_text_round_trips(text: str) -> None:
    assert str(parse_with(GRAMMAR, text)) == text


@pytest.mark.parametrize("bad", ["", "fold", "play", "play QH QS", "state 9 XX", "tack 7H 21", "draw hand", "meld"])
def test_bad_action_text_is_refused(bad: str) -> None:
    with pytest.raises((ActionSyntaxError, CardSyntaxError)):
        parse_with(GRAMMAR, bad)


def test_action_accessors() -> None:
    a = Action("state", (7, "H"))
    assert a.number == 7 and a.words == ("H",) and a.card is None
    assert Action("meld", tuple(map(parse_card, ["5H", "5S"]))).cards == (parse_card("5H"), parse_card("5S"))


@given(st.integers(0, 2**32))
def test_deal_constrained_honours_sizes_and_voids(seed: int) -> None:
    rng = random.Random(seed)
    pool = standard_pack()[:26]  # clubs and diamonds, 2..A
    rng.shuffle(pool)
    sizes = {"a": 10, "b": 10, "c": 6}
    allowed = {"a": lambda c: c.suit != "C", "b": lambda c: c.suit != "D"}
    clubs = sum(1 for c in pool if c.suit == "C")
    if clubs > 16 or 26 - clubs > 16:
        return
    out = deal_constrained(rng, pool, sizes, allowed)
    assert {k: len(v) for k, v in out.items()} == sizes
    assert Counter(c for v in out.values() for c in v) == Counter(pool)
    assert all(c.suit != "C" for c in out["a"]) and all(c.suit != "D" for c in out["b"])


def test_deal_constrained_reports_an_impossible_deal() -> None:
    pool = [parse_card("2C"), parse_card("3C")]
    with pytest.raises(ValueError, match="consistent"):
        deal_constrained(random.Random(1), pool, {"a": 2}, {"a": lambda c: c.suit != "C"})


def test_views_read_the_log_as_it_grows_and_afresh_in_a_clone() -> None:
    """seen_log keeps the lines read before; each seat reads its own private lines."""
    import games
    from games.core import LogEntry

    game = games.get("freelance")
    state = game.new_match(3, seed=4)
    rng = random.Random(1)
    for _ in range(40):
        seat = state.to_act
        assert seat is not None
        for s in range(3):
            assert state.view(s).log == tuple(e.seen_by(s) for e in state.log)
        state.apply(rng.choice(state.legal_actions()))
    clone = state.clone()
    clone.log.append(LogEntry(1, "secret", "public", frozenset({1})))
    assert clone.view(1).log[-1] == "secret" and clone.view(2).log[-1] == "public"
    assert state.view(1).log == tuple(e.seen_by(1) for e in state.log)
    state.log = state.log[:3]
    assert state.view(0).log == tuple(e.seen_by(0) for e in state.log)


def test_the_first_deal_has_its_events_like_every_later_deal() -> None:
    """``Game.start``: the match of ``new_match`` and its first deal's events. Every card goes out
    from the pack once to where the state holds it (a card turned up may move once more), the seat
    that receives a hidden card alone knows it, and ``new_match`` is the same match."""
    import games
    from games.events import CardMoved

    for game_id in games.ids():
        game = games.get(game_id)
        for players in sorted({game.min_players, game.default_players, game.max_players}):
            state, events = game.start(players, seed=5)
            assert state.view(0) == game.new_match(players, seed=5).view(0)
            moves = [e for e in events if isinstance(e, CardMoved)]
            dealt = Counter(e.card for e in moves if e.src == "pack")
            held = Counter(c for cards in state.zone_contents().values() for c in cards)
            assert dealt == held == Counter(game.pack(players, state.options)), game_id
            for e in moves:
                if e.src == "pack" and e.dst.startswith("hand") and not e.face_up:
                    assert e.visible_to == frozenset({int(e.dst[4:])}), (game_id, e)
            final = {z: Counter(cs) for z, cs in state.zone_contents().items() if cs}
            landed: dict[str, Counter[Card]] = {}
            for e in moves:
                if e.src != "pack":
                    landed[e.src][e.card] -= 1
                landed.setdefault(e.dst, Counter())[e.card] += 1
            assert {z: +c for z, c in landed.items() if +c} == final, game_id
