"""Never stuck (issue 20): the worker never waits on a computer player. A player that hangs costs
its decision's deadline (then the basic move is played, with a line saying so); meanwhile Undo and
New match are answered and the window closes cleanly."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import ai
import games
from desktop.match.thinker import AsyncThinker, Thinker, make_players
from desktop.match.worker import MatchConfig
from games.actions import Action
from games.core import View

from .table_harness import config, make_window, wait_turn


class Hanging(ai.Player):
    """Once ``armed``, thinks for ever (until ``release``) on its next ``hangs`` decisions; else
    plays the first legal move at once."""

    level = "hanging"

    def __init__(self, hangs: int = 1_000_000, armed: bool = True) -> None:
        super().__init__("any", 0)
        self.hangs = hangs
        self.calls = 0
        self.hung = 0
        self.armed = threading.Event()
        if armed:
            self.armed.set()
        self.release = threading.Event()

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self.calls += 1
        if self.armed.is_set() and self.hung < self.hangs:
            self.hung += 1
            self.release.wait()
        return legal[0]


def hanging_at(seats: Sequence[int], player: Hanging, grace: float) -> Any:
    def factory(cfg: MatchConfig) -> Thinker:
        players = make_players(cfg)
        for seat in seats:
            players[seat] = player
        return AsyncThinker(players, cfg.game_id, cfg.seed, grace=grace)

    return factory


def test_a_decision_past_its_deadline_gets_the_basic_move_and_the_match_goes_on(qtbot: Any) -> None:
    hanging = Hanging(hangs=1)
    w = make_window(qtbot, thinker_factory=hanging_at([1], hanging, grace=0.3))
    with qtbot.waitSignal(w.match_finished, timeout=120_000) as done:
        w.start_match(config("clubs", humans=0, seed=3))
    hanging.release.set()
    assert done.args[0].is_over and not w.crashes
    late = [e for e in w.ai_errors if "took more than" in e]
    assert len(late) == 1 and late[0].startswith("AI 1's computer player") and "the basic move" in late[0]
    assert hanging.calls == 1  # never asked again while its hung decision still ran: basic played for it


def test_a_new_match_starts_and_the_window_closes_while_a_player_hangs(qtbot: Any) -> None:
    hanging = Hanging()
    w = make_window(qtbot, thinker_factory=hanging_at([0, 1, 2], hanging, grace=3600))
    w.start_match(config("king", humans=0, seed=5))
    qtbot.waitUntil(lambda: hanging.hung >= 1, timeout=30_000)  # seat 1 is thinking, for ever
    w.start_match(config("clubs", humans=0, seed=2))
    qtbot.waitUntil(lambda: w.latest is not None and w.config is not None and w.config.game_id == "clubs", timeout=5000)
    qtbot.waitUntil(lambda: w.latest is not None and w.latest.match == w.match_no, timeout=5000)
    w.close()
    assert not w.runner.match_thread.isRunning()
    hanging.release.set()


def test_undo_is_answered_while_a_computer_player_thinks(qtbot: Any) -> None:
    hanging = Hanging(armed=False)
    w = make_window(qtbot, thinker_factory=hanging_at([1, 2], hanging, grace=3600))
    w.start_match(config("king", humans=1, seed=7))
    wait_turn(qtbot, w)
    hanging.armed.set()  # from the person's first decision on, the computer players think for ever
    while hanging.hung == 0:  # the person's decisions until a computer player is to think
        batch = w.current
        assert batch is not None and not batch.is_over
        w.send_action(str(batch.legal[0]))
        qtbot.waitUntil(lambda: hanging.hung >= 1 or w.awaiting_human, timeout=30_000)
    with qtbot.waitSignal(w.batch_shown, timeout=5000, check_params_cb=lambda b: b.reset):
        w.undo()
    assert w.awaiting_human or wait_turn(qtbot, w) is not None
    hanging.release.set()


class Steady(ai.Player):
    """Takes ``seconds`` over every decision, well inside the deadline, and plays the first move."""

    level = "steady"

    def __init__(self, seconds: float) -> None:
        super().__init__("any", 0)
        self.seconds = seconds
        self.calls = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self.calls += 1
        threading.Event().wait(self.seconds)
        return legal[0]


def test_a_decision_inside_its_deadline_is_never_cut_short_by_an_earlier_ones(qtbot: Any) -> None:
    """Each decision has a deadline of its own: an earlier decision's deadline, passing while the same
    seat thinks again, played the basic move for a player that was on time (the expert in King for
    two, whose second hand follows its first, lost one decision in about twenty so)."""
    steady = Steady(0.12)

    def factory(cfg: MatchConfig) -> Thinker:
        players = make_players(cfg)
        for seat in range(len(cfg.names)):
            players[seat] = steady
        return AsyncThinker(players, cfg.game_id, cfg.seed, grace=0.4)

    w = make_window(qtbot, thinker_factory=factory)
    w.start_match(config("king", humans=0, seed=3, players=2))
    qtbot.waitUntil(lambda: steady.calls >= 40, timeout=60_000)
    assert not [e for e in w.ai_errors if "took more than" in e], w.ai_errors


def test_each_decision_s_span_is_kept_for_the_responsiveness_probe() -> None:
    """``python -m desktop.app.probe`` counts the GUI's gaps inside the decisions' spans: the
    program's own thinker keeps one per decision, a failed one too (with none, the probe would
    report no decision and no gap)."""

    class Failing(ai.Player):
        level = "failing"

        def choose(self, view: View, legal: Sequence[Action]) -> Action:
            raise RuntimeError("no move")

    cfg = config("clubs", humans=0, seed=3)
    players = make_players(cfg)
    players[2] = Failing("clubs", 0)
    thinker = AsyncThinker(players, cfg.game_id, cfg.seed)
    state = games.get("clubs").new_match(3, seed=3)
    seat = state.to_act
    assert seat is not None
    ok = thinker.submit(seat, state.view(seat), state.legal_actions())
    assert ok.result(timeout=30) in state.legal_actions()
    failed = thinker.submit(2, state.view(2), state.legal_actions())
    assert failed.exception(timeout=30) is not None
    assert len(thinker.spans) == 2
    assert all(0 <= end - start < 30 for start, end in thinker.spans)
