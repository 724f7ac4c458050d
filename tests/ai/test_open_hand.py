"""The open-hand result of a whole deal (issue 23, ai.open_hand): with every card seen, what a side
can make sure of whatever the others play, beside what it took, and what each card cost.

The hand-solved deal is test_review's King deal in No Tricks (king.txt's table of penalty games: "4
for each taken trick"; "Other players must follow the suit"; "A trick is won ... by the highest
card of the leading suit"). After the discards seat 0 holds 7H-AH, AD and 7S and leads; nobody else
holds a heart, Ben holds 8S 9S and the diamonds 7D-KD, Cleo TS JS AS and the clubs 8C-AC. Seat 0
can take no trick at all: lead 7S; Cleo must follow with a spade, which wins (her lowest spade is
above Ben's highest); she holds no diamond nor heart, so she leads a spade or a club, seat 0 (void)
throws AD away, and holds only hearts, which nobody can lead to it. Every lead of a heart or AD
instead takes a trick (nobody follows hearts; AD is the highest diamond), 4 points each. In the
transcript seat 0 leads AD and seven hearts before 7S: eight tricks, 32 points, each of those leads
costing 4. Cleo, on the other hand, must take every trick once she is given one (her spades above
Ben's and seat 0's, her clubs above Ben's one club): 40 points are hers against any other play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import games
from ai import open_hand, review, solver
from ai.king.endgame import objective as king_objective
from ai.open_hand import OpenHandSolver, open_hand_of
from ai.review import basic_hand, review_hand
from ai.trick_model import relative_key, sure_tricks, trump_winners
from games.cards import Card, parse_cards
from games.core import State
from games.transcript import Transcript, for_state_start
from tests.ai.test_review import no_tricks_hand
from tests.ai.test_solver import CONFIGS, positions

TRICK_GAMES = ("king", "clubs", "two_way_street", "freelance")


def test_the_hand_solved_king_deal() -> None:
    transcript = no_tricks_hand("play 7S")
    you = open_hand_of(transcript, 1, 0)
    assert you is not None
    assert (you.unit, you.sign, you.counted, you.side) == ("points", -1, (0,), (0,))
    assert (you.best, you.taken) == (0, 32)
    said = [(transcript.actions[i], cost) for i, cost in you.costs]
    assert said == [("play AD", 4)] + [(f"play {r}H", 4) for r in "789TJQK"]
    assert sum(c for _, c in you.costs) == you.taken - you.best
    cleo = open_hand_of(transcript, 1, 2)
    assert cleo is not None and (cleo.best, cleo.taken, cleo.costs) == (40, 8, ())


def brute(obj: Any, node: Any, seen: Callable[[Any, int], None] | None = None) -> int:
    """Plain minimax over the model: the side maximizes what it adds from ``node``, no table, no
    pruning, no merged cards. ``seen(node, value)`` is told each node's value."""
    if node[2] is None:
        return 0
    model = obj.model
    base = obj.total(node[3])
    values = []
    for move in model.moves(node):
        child = model.play(node, move)
        values.append(obj.total(child[3]) - base + brute(obj, child, seen))
    value = max(values) if node[2] in obj.side else min(values)
    if seen is not None:
        seen(node, value)
    return value


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_the_search_finds_what_plain_minimax_finds(game_id: str, players: int, options: dict[str, Any]) -> None:
    objective_of = solver.endgame_of(game_id).objective  # type: ignore[union-attr]
    assert objective_of is not None
    undecided = game_id == "freelance" and not options
    # Plain minimax over five or more seats grows fast: two tricks there.
    tricks = 4 if undecided else 3 if players < 5 else 2
    for state in positions(game_id, players, options, tricks, 4):
        for seat in range(len(state.scores)):
            obj = objective_of(state, [seat])
            search = OpenHandSolver(obj)
            assert search.value(obj.model.node) == brute(obj, obj.model.node), (game_id, seat)
            # Asked again, from its own table, the same.
            assert search.value(obj.model.node) == brute(obj, obj.model.node)


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_whole_deals_and_what_each_card_cost(game_id: str) -> None:
    """Whole first hands: the best is within the counted's reach, taken is what the engine says,
    and no side can have done worse than its guarantee without a card that cost it."""
    for seed in range(1, 3):
        transcript = basic_hand(game_id, seed)
        for seat in range(2):
            result = open_hand_of(transcript, 1, seat)
            if result is None:  # a hand thrown in before its tricks
                continue
            assert seat in result.side
            engine = counted_in_play(game_id, transcript.replay(), result.counted)
            assert result.taken == engine if engine is not None else 0 <= result.taken <= 13
            worse = result.sign * (result.best - result.taken)  # what the side fell short by
            assert worse <= sum(cost for _, cost in result.costs) or not result.finished
            assert all(cost > 0 for _, cost in result.costs)
            for index, _ in result.costs:
                assert transcript.replay(index).to_act in result.side


def counted_in_play(game_id: str, end: State, counted: tuple[int, ...]) -> int | None:
    """What ``counted`` won in the first hand by the engine, where it keeps it after the hand: King's
    points per seat in its history of deals (D-king-5); None for the other games."""
    if game_id != "king":
        return None
    s: Any = end
    return sum(abs(s.history[0].points[q]) for q in counted)


def test_freelance_attacker_and_defenders_agree() -> None:
    """Rule 49 counts only the attacker's tricks: with every card seen, what the attacker can make
    sure of is what the defenders can hold it to (the one count both sides play for)."""
    found = 0
    for seed in range(1, 6):
        if found == 2:
            break
        transcript = basic_hand("freelance", seed)
        results = [open_hand_of(transcript, 1, s) for s in range(3)]
        if results[0] is None:
            continue
        found += 1
        assert len({r.best for r in results if r is not None}) == 1
        attacker = results[0].counted[0]
        assert all(r is not None and r.counted == (attacker,) for r in results)
    assert found == 2


def test_a_game_without_tricks_has_none() -> None:
    transcript = basic_hand("kalooki", 1)
    assert not open_hand.has_open_hand("kalooki")
    assert open_hand_of(transcript, 1, 0) is None


def test_the_review_carries_the_open_hand_result(monkeypatch: pytest.MonkeyPatch) -> None:
    import concurrent.futures as cf

    transcript = no_tricks_hand("play 7S")
    with cf.ThreadPoolExecutor(1) as pool:
        result = review_hand(transcript, 1, [0], budget=None, iterations=2, executor=pool)
    assert [(r.side, r.best, r.taken) for r in result.open_hands] == [((0,), 0, 32)]
    index = transcript.actions.index("play AD")
    got = result.open_hand_cost(index)
    assert got is not None and got[1] == 4
    assert review.Review("king", 1, ()).open_hands == ()


def plain_costs(transcript: Transcript, seat: int) -> list[tuple[int, int]]:
    """What each of the side's cards cost, each position valued on its own: the value before the
    card against the card's gain and the value after it."""
    objective_of = solver.endgame_of(transcript.game).objective  # type: ignore[union-attr]
    assert objective_of is not None
    state = transcript.new_state()
    game = state.game
    i = 0
    while solver.tricks_left(transcript.game, state) is None:
        state.apply(game.parse_action(transcript.actions[i]))
        i += 1
    obj = objective_of(state, [seat])
    node, out = obj.model.node, []
    while node[2] is not None and state.hand_no == 1 and not state.is_over:
        action = game.parse_action(transcript.actions[i])
        child = obj.model.play(node, obj.model.move_of(action))
        if node[2] in obj.side and len(obj.model.moves(node)) > 1:
            before = OpenHandSolver(obj).value(node)
            after = obj.total(child[3]) - obj.total(node[3]) + OpenHandSolver(obj).value(child)
            if after < before:
                out.append((i, before - after))
        node = child
        state.apply(action)
        i += 1
    return out


@pytest.mark.parametrize(("game_id", "seeds"), [("king", (3, 4)), ("clubs", (1,))])
def test_the_costs_along_the_play_are_each_positions_own(game_id: str, seeds: tuple[int, ...]) -> None:
    """The costs are found along the play from bounds already known (ai.open_hand_result); they
    are what valuing each position afresh gives."""
    found = []
    for seed in seeds:
        transcript = basic_hand(game_id, seed)
        result = open_hand_of(transcript, 1, 0)
        assert result is not None
        assert list(result.costs) == plain_costs(transcript, 0)
        found += result.costs
    assert found  # basic gave something away in these hands


def test_a_seat_sitting_the_deal_out_has_none() -> None:
    """King with four players: the dealer sits the deal out (king.txt's four-player variant), so
    there is nothing to say of its play; the others have their result."""
    game = games.get("king")
    transcript = for_state_start(game, ["You", "Ben", "Cleo", "Dan"], 1, None)
    state = transcript.new_state()
    rng = random.Random(1)
    while not state.is_over and state.hand_no == 1:
        action = rng.choice(state.legal_actions())
        transcript.actions.append(str(action))
        state.apply(action)
    first: Any = transcript.new_state()
    out = [s for s in range(4) if not first.hands[s]]
    assert len(out) == 1
    assert open_hand_of(transcript, 1, out[0]) is None
    assert open_hand_of(transcript, 1, (out[0] + 1) % 4) is not None


def test_king_bounds_hold_the_penalty_points_still_in_play() -> None:
    """In King's penalty-card deals (king.txt's table of penalty games: No Hearts, No Queens, No
    Jacks, No King) the most a side can still take at a node is every penalty point not yet won:
    the search reads it from what was won (``acc``); here it is counted from the cards in the
    hands and on the table, at every node of basic-played first hands, for each seat's side."""
    contracts = set()
    for seed in range(1, 31):
        transcript = basic_hand("king", seed)
        state: Any = transcript.new_state()
        actions = [state.game.parse_action(t) for t in transcript.actions]
        while solver.tricks_left("king", state) is None:
            state.apply(actions.pop(0))
        if not state.penalty:  # a deal of tricks, not of penalty cards
            continue
        contracts.add(state.game_key)
        for seat in range(3):
            obj = king_objective(state, [seat])
            node = obj.model.node
            for action in actions:
                if node[2] is None:
                    break
                cards = [c for h in node[0] for c in h] + [c for _, c in node[1]]
                in_play = sum(state.penalty.get(c, 0) for c in cards)
                assert obj.bounds(node) == (-in_play, 0), (seed, seat)
                node = obj.model.play(node, obj.model.move_of(action))
    assert contracts >= {"no-queens", "no-jacks", "no-king", "no-hearts"}


def hand(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text.split()))


def test_sure_tricks_count_the_leaders_winners() -> None:
    """The quick tricks of a seat on lead (ai.trick_model.sure_tricks), by the rules of Freelance's
    campaign (freelance.txt 44: follow suit; 46: the highest trump wins; 47: else the highest card
    of the suit led). Spades trump. Seat 0 leads with AS KS 9S AH QH. Its AS KS are the two highest
    trumps; seat 1's two trumps and seat 2's one fall under them, so 9S is then a winner too, and AH
    (the highest heart); QH is not (seat 1 may keep KH): four."""
    hands = (hand("AS KS 9S AH QH"), hand("QS 2S KH 5D 6D"), hand("JS 3H 7D 8D 2C"))
    assert sure_tricks(hands, 0, (1, 2), "S", lambda c: c.rank) == 4
    # A third trump for seat 1 outlasts the two drawn: only those two are sure.
    more = (hands[0], hand("QS 3S 2S KH 5D"), hands[2])
    assert sure_tricks(more, 0, (1, 2), "S", lambda c: c.rank) == 2
    # No trump: the run from the top of each suit (AS KS, AH), 9S under seat 1's QS.
    assert sure_tricks(hands, 0, (1, 2), None, lambda c: c.rank) == 3
    # Seat 1 on lead holds no trump above seat 0's, who keeps its trumps: nothing is sure.
    assert sure_tricks(hands, 1, (0,), "S", lambda c: c.rank) == 0


def test_trump_winners_count_the_trumps_no_higher_one_can_fall_on() -> None:
    """The tricks a party's trumps are sure of (ai.trick_model.trump_winners), by Freelance's
    campaign (freelance.txt 46: the highest trump wins the trick). Spades trump. Seat 0's QS JS TS
    9S: seat 1's AS and seat 2's KS can fall on two of them (seat 1's 3S on none), so two are sure
    whoever leads. Seat 1's AS is sure, its 3S not; seat 2's KS may meet the AS, so the party of
    seats 1 and 2 is sure of one."""
    hands = (hand("QS JS TS 9S 2H"), hand("AS 3S KH 5D 6D"), hand("KS 4H 7D 8D 2C"))
    rank = lambda c: c.rank  # noqa: E731
    assert trump_winners(hands, (0,), "S", rank, 5) == 2
    assert trump_winners(hands, (1,), "S", rank, 5) == 1
    assert trump_winners(hands, (1, 2), "S", rank, 5) == 1
    # With two tricks left seat 0 may keep three cards, all of them trumps: none is sure.
    assert trump_winners(hands, (0,), "S", rank, 2) == 0
    assert trump_winners(hands, (0,), None, rank, 5) == 0


def test_table_keys_forget_the_cards_gone() -> None:
    """Two trick starts that differ only in cards already played (so in the ranks of the cards
    left, not in their order) share a table key; cards of equal rank (two packs) do not share one
    with cards of different ranks."""
    rank = lambda c: c.rank  # noqa: E731
    klass = lambda c: 0  # noqa: E731

    def key(*hands: str) -> Any:
        return relative_key((tuple(hand(h) for h in hands), (), 0, ()), rank, klass, None)

    assert key("5H 9H 2S", "7H 8H", "AS") == key("2H 9H 3S", "7H 8H", "KS")
    assert key("5H 9H", "7H 8H", "AS") != key("5H 8H", "7H 9H", "AS")
    assert key("7H", "7H") != key("6H", "7H")
    assert key("7H", "7H") == key("8H", "8H")


@pytest.mark.parametrize("game_id", ["freelance", "clubs"])
def test_sure_trick_bounds_hold_the_exact_value_at_every_node(game_id: str) -> None:
    """The open-hand search of Freelance's campaign and of Clubs' trick play starts each trick from
    the leader's party's sure tricks and each party's trump winners (freelance.txt 44-47;
    clubs.txt ¶35-39, where a trick is played only while two seats hold cards, and ten at most):
    at every node of small endgames, for each seat's
    side, the bounds hold what plain minimax finds there, and they are narrower than "none to all
    of the tricks left" at some nodes, so the check is not empty."""
    objective_of = solver.endgame_of(game_id).objective  # type: ignore[union-attr]
    assert objective_of is not None
    narrowed = 0

    def checked(obj: Any, node: Any) -> int:
        def within(at: Any, value: int) -> None:
            nonlocal narrowed
            lo, hi = obj.bounds(at)
            assert lo <= value <= hi, (at, lo, value, hi)
            narrowed += hi - lo < max(len(h) for h in at[0])

        return brute(obj, node, within)

    states = positions(game_id, 3, {}, 3, 10)
    for state in states:
        for seat in range(3):
            obj = objective_of(state, [seat])
            checked(obj, obj.model.node)
    assert narrowed > 0
    if game_id == "clubs":
        # ¶35: a seat without cards passes, and the hand ends when one seat holds cards. With 9C 8C
        # 7C (clubs trump, ¶37) against a card each, the leader takes one trick, not three.
        obj = objective_of(states[0], [0])
        leader = min(obj.side)
        hands = [hand("6H"), hand("5H"), hand("4H")]
        hands[leader] = hand("9C 8C 7C")
        acc = ((0, 0, 0), (0, 0, 0), (False, False, False), None, 7)
        node = (tuple(hands), (), leader, (3, acc))
        assert checked(obj, node) == 1
        assert obj.bounds(node)[0] <= 1
