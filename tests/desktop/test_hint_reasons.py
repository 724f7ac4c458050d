"""Issue 22, "the hint (H) says why": the suggestion comes with the two runners-up of the search
and what each is expected to score (points over the rest of the hand against the others' average),
shown on the table where the hint shows; a forced move says it is the only one."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import ai
import games
from ai.expert import ExpertPlayer
from desktop.app.hints import signed, why
from desktop.match.hint import Considered, HintReasons, hint_reasons
from desktop.naming import action_said

from .russian import english_left
from .table_harness import config, make_window, next_batch, perform, wait_turn


def _late_card_play(qtbot: Any, w: Any, least: int) -> Any:
    """Play the human's first moves until a card to play among at least ``least``, a few tricks
    into the hand (there a world of the search, every candidate played to the hand's end, is
    quick even on a loaded machine)."""
    plays = 0
    for _ in range(80):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        if all(a.verb == "play" for a in batch.legal):
            plays += 1
            if plays > 4 and len(batch.legal) >= least:
                return batch
        perform(w, batch.legal[0], qtbot)
        next_batch(qtbot, w, batch.serial)
    raise AssertionError(f"no card to play among {least}")


def test_h_shows_the_move_and_its_two_runners_up_with_their_expected_scores(qtbot: Any, tmp_path: Path) -> None:
    w = make_window(qtbot)
    # The expert's search in this process with half a second: the program's own hint level
    # searches for a second in the worker processes; what it reports is the same.
    w.runner.worker.hint_level = "expert:0.5"
    w.start_match(config("king", humans=1, seed=4))
    batch = _late_card_play(qtbot, w, 3)
    answers: list[tuple[int, str, HintReasons]] = []
    w.runner.worker.hint_ready.connect(lambda serial, text, reasons: answers.append((serial, text, reasons)))
    w.activateWindow()
    w.table.setFocus()
    with qtbot.waitSignal(w.suggested, timeout=60_000) as got:
        QTest.keyClick(w.table, Qt.Key.Key_H)
    suggested = got.args[0]
    assert suggested in batch.legal
    # Each queued slot of hint_ready is its own event: the recorder's may come after the table's.
    qtbot.waitUntil(lambda: bool(answers), timeout=5_000)
    serial, text, reasons = answers[-1]
    assert serial == batch.serial and text == str(suggested)
    assert not reasons.forced and len(reasons.moves) == 3
    best, *runners = reasons.moves
    assert best.move == str(suggested)
    legal = {str(a) for a in batch.legal}
    assert len({c.move for c in reasons.moves}) == 3 and {c.move for c in reasons.moves} <= legal
    assert runners[0].expected >= runners[1].expected and all(c.deals > 0 for c in reasons.moves)
    shown = w.table.hint_box.text.split("\n")
    assert shown[0] == f"Suggested: {action_said(str(suggested))} (press Enter to do it)"
    assert shown[1].startswith(f"Expected: {signed(best.expected)} points against the others' average this hand")
    assert re.search(rf"\(over {best.deals} deals? the computer tried\)$", shown[1])
    assert shown[2] == "Runners-up: " + ", ".join(f"{action_said(c.move)} ({signed(c.expected)})" for c in runners)
    assert re.search(r"\(([+−])\d+\.\d\)", shown[2])
    grab = w.grab()
    assert not grab.isNull() and grab.save(str(tmp_path / "hint.png"))


def test_a_forced_move_says_it_is_the_only_one() -> None:
    state = games.get("king").new_match(players=3, seed=1)
    assert state.to_act is not None
    action = state.legal_actions()[0]
    player = ai.make_player("expert:0.05", "king", seed=1)
    reasons = hint_reasons(player, [action], action)
    assert reasons.forced and reasons.moves == ()
    assert why(reasons) == ["It is the only legal move."]


def test_the_reasons_are_the_searchs_own_best_first_after_the_suggestion() -> None:
    """A real search (fixed worlds, deterministic): the reasons are the search's mean rewards."""
    state = games.get("clubs").new_match(players=3, seed=3)
    basic = ai.make_player("basic", "clubs", seed=1)
    while state.to_act is None or len(state.legal_actions()) < 4:  # a decision among four or more
        assert state.to_act is not None
        state.apply(basic.choose(state.view(state.to_act), state.legal_actions()))
    seat = state.to_act
    legal = state.legal_actions()
    player = ExpertPlayer("clubs", seed=2, iterations=24, processes=False)
    action = player.choose(state.view(seat), legal)
    result = player.last
    assert result is not None
    reasons = hint_reasons(player, legal, action)
    assert reasons.moves[0].move == str(action)
    means = {str(legal[k]): result.totals[k] / result.visits[k] for k in range(len(legal)) if result.visits[k]}
    for c in reasons.moves:
        assert c.expected == means[c.move]
    others = sorted((m for a, m in means.items() if a != str(action)), reverse=True)
    assert [c.expected for c in reasons.moves[1:]] == others[:2]


def test_fewer_than_three_moves_weighed_show_what_there_is() -> None:
    one = HintReasons(False, (Considered("play 7H", 2.25, 40),), False)
    assert why(one) == [
        "Expected: +2.3 points against the others' average this hand (over 40 deals the computer tried)",
        "No other move was weighed.",
    ]
    two = HintReasons(False, (Considered("play 7H", 2.25, 40), Considered("play KS", -0.4, 12)), False)
    assert why(two)[1] == "Runners-up: play K♠ (−0.4)"
    # Penalty points (Kalooki): a better result is fewer penalty points than the others' average.
    kalooki = HintReasons(False, (Considered("discard 7H", 12.0, 9), Considered("discard KS", 30.0, 9)), True)
    lines = why(kalooki)
    assert lines[0].startswith("Expected: −12.0 penalty points against the others' average this hand")
    assert lines[1] == "Runners-up: discard K♠ (−30.0)"
    assert lines[2].startswith("The computer keeps its first choice")


def test_the_reasons_speak_russian(russian: Path) -> None:
    reasons = HintReasons(False, (Considered("play 7H", 2.25, 40), Considered("play KS", -0.4, 12)), False)
    lines = why(reasons)
    cards = re.compile(r"\b(10|[2-9JQKA])[♣♦♥♠]")  # a card's short name keeps its Latin letter
    assert len(lines) == 2 and not english_left(lines, [cards]), lines
    assert "2,3" in lines[0]  # the decimal comma of Russian
    assert why(HintReasons(True, (), False)) != ["It is the only legal move."]


def test_a_search_that_finished_no_deal_in_its_time_says_so() -> None:
    """A budget too short for one deal (a cold or busy machine): the suggestion is the search's
    first choice, and the hint says it weighed nothing rather than show numbers it has not got."""
    state = games.get("king").new_match(players=3, seed=4)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    assert len(legal) > 3
    player = ExpertPlayer("king", seed=1, budget=1e-6, processes=False)
    action = player.choose(state.view(seat), legal)
    assert player.last is not None and player.last.worlds == 0
    reasons = hint_reasons(player, legal, action)
    assert reasons.unweighed and reasons.moves == ()
    assert why(reasons) == ["The computer had no time to weigh other moves: this is its first choice."]
