"""The expert's own Kalooki judgement (``ai/kalooki/judgement.py``): basic's play, but before coming down
a discard weighs penalty against usefulness (rules "Players and Cards", "End of the play and
scoring")."""

from __future__ import annotations

import random

import pytest

from ai.kalooki import basic as basic_kalooki
from ai.kalooki import judgement as expert_kalooki
from games.kalooki import GAME
from tests.ai.scripts import load
from tests.games.test_kalooki import deal


def test_sheds_a_heavy_card_before_a_lighter_less_useful_one() -> None:
    """Rule "Players and Cards": K and Q score 10 each, a 7 scores 7. Each of the three keeps the
    hand two cards from three threes; basic sheds the lone 7 (it works with no card), the expert
    sheds the king or the queen (each works with the other, but they cost 20 if someone goes
    out)."""
    state = GAME.new_match(players=5, deals=[deal(1, {1: "2C 2D 3C 3D 3H 4C 4D KS 7H"}, stock="QS")])
    state.apply("draw stock")
    view, legal = state.view(1), state.legal_actions()
    assert str(basic_kalooki.choose(view, legal, random.Random(0))) == "discard 7H"
    assert str(expert_kalooki.choose(view, legal, random.Random(0))) in ("discard KS", "discard QS")


def test_progress_to_the_contract_comes_first() -> None:
    """A heavy card that a three needs is not shed for its weight (rule "Threes and fours")."""
    state = GAME.new_match(players=5, deals=[deal(1, {1: "2C 2D 3C 3D 3H KC KD 4H 5H"}, stock="9S")])
    state.apply("draw stock")
    view, legal = state.view(1), state.legal_actions()
    assert str(expert_kalooki.choose(view, legal, random.Random(0))) not in ("discard KC", "discard KD")


def test_legal_everywhere_ranked_first_and_basic_outside_the_discards() -> None:
    """Whole deals with the expert's judgement at every seat: always legal; its discard is the
    first of ``ranked``; draws, calls, melds and tacks are basic's."""
    state = GAME.new_match(5, seed=12)
    rng = random.Random(1)
    discards = others = 0
    while state.hand_no <= 2 and not state.is_over:
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        action = expert_kalooki.choose(view, legal, rng)
        assert action in legal
        order = expert_kalooki.ranked(view, legal)
        if order:
            assert action == order[0]
            discards += 1
        elif len(legal) > 1:
            assert action == basic_kalooki.choose(view, legal, random.Random(0))
            others += 1
        state.apply(action)
    assert discards > 20 and others > 20


def test_keeps_the_discard_that_leaves_most_chances_to_draw_progress() -> None:
    """Rule "Threes and fours" (the contract of game 1 is three threes): the hand holds four 5s, a
    pair of 8s and four single cards, two cards short. Shedding the fourth 5 or any single keeps
    it two short, but each single may still pair up with an unseen copy of its rank, while the
    fourth 5 helps no three. Basic sheds the heaviest single (a jack or queen, nothing of use);
    the expert counts the unseen cards that would bring the contract closer and sheds a 5."""
    state = GAME.new_match(players=5, deals=[deal(1, {1: "5C 5D 5H 5S 8C 8D 2S JD QH"}, discard="2C", stock="9S")])
    state.apply("draw stock")
    view, legal = state.view(1), state.legal_actions()
    assert str(basic_kalooki.choose(view, legal, random.Random(0))) in ("discard JD", "discard QH")
    assert str(expert_kalooki.choose(view, legal, random.Random(0))).startswith("discard 5")
    pool = GAME.unseen(view)
    # Three packs hold twelve 2s: one is this hand's, one lies face up.
    assert sum(k for c, k in pool.items() if c.rank == 2) == 10
    assert sum(pool.values()) == 162 - len(view.hand) - 1
    hand = list(view.hand)
    hand.remove(next(c for c in hand if str(c) == "5S"))
    # The outs: the 8s and the four single ranks (12 copies each, less those seen), and the 6 jokers.
    assert expert_kalooki.outs(hand, 3, 0, pool) == 10 + 10 + 11 + 11 + 11 + 6


def test_the_judgement_script_plays_a_copy_with_its_constants_changed() -> None:
    """``scripts/judgement_vs_basic.py``, how the judgement's parts were measured (BENCHMARKS.md):
    it finds the judgement where the game keeps it, changes a constant in a copy only, refuses a
    name the judgement does not have, and plays a match of the judgement at one seat."""
    script = load("judgement_vs_basic")
    variant = script.judgement("kalooki", {"PENALTY_WEIGHT": 0.0})
    assert variant.__globals__["PENALTY_WEIGHT"] == 0.0
    assert expert_kalooki.PENALTY_WEIGHT == 0.5
    with pytest.raises(SystemExit, match="no constant NOT_A_CONSTANT"):
        script.judgement("kalooki", {"NOT_A_CONSTANT": 1})
    win, lead = script.match(("kalooki", 5, {}, 2))
    assert win in (0.0, 0.5, 1.0 / 3, 0.25, 0.2, 1.0) and lead == lead


def test_the_judgement_script_pairs_two_runs_match_by_match() -> None:
    """``--paired-with``: the difference of two runs on the same deals, match by match."""
    script = load("judgement_vs_basic")
    line = script.paired([(0.0, 10.0), (1.0, -20.0), (0.0, 5.0)], [(0.0, 4.0), (0.0, -20.0), (0.0, 2.0)])
    assert line.startswith("paired on the same deals: +3.0 [") and line.endswith("2 of 3 matches differ")
    with pytest.raises(SystemExit, match="has 2 matches, this one 3"):
        script.paired([(0.0, 1.0)] * 3, [(0.0, 1.0)] * 2)
