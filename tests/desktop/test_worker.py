"""The worker thread: a failing computer player is reported in one line and replaced by a legal
move, and a thinker that answers later from another thread (as a process pool does) drives the
match just the same."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

import ai
from desktop.match.worker import LocalThinker, MatchConfig, Thinker, make_players
from games.actions import Action
from games.core import View

from .table_harness import config, make_window


class Broken(ai.Player):
    """Fails in two ways: raises on every third call, answers an illegal action on every other."""

    level = "broken"

    def __init__(self) -> None:
        super().__init__("any", 0)
        self.calls = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self.calls += 1
        if self.calls % 3 == 0:
            raise RuntimeError("the search blew up\nsecond line of the traceback")
        if self.calls % 3 == 1:
            return Action("fly", ("away",))
        return legal[0]


def test_a_failing_computer_player_does_not_stop_the_match(qtbot) -> None:
    broken = Broken()

    def thinker(cfg: MatchConfig) -> Thinker:
        players = make_players(cfg)
        players[1] = broken
        return LocalThinker(players)

    w = make_window(qtbot, thinker_factory=thinker)
    with qtbot.waitSignal(w.match_finished, timeout=120_000) as blocker:
        w.start_match(config("clubs", humans=0, seed=3))
    last = blocker.args[0]
    assert last.is_over and last.winners and not w.crashes
    assert broken.calls >= 3
    raised = [e for e in w.ai_errors if "RuntimeError" in e]
    illegal = [e for e in w.ai_errors if "not legal" in e]
    assert raised and illegal
    assert all("\n" not in e and e.startswith("AI 1's computer player failed") for e in w.ai_errors)
    assert "played " in raised[0] and "second line" not in raised[0]


class PoolThinker:
    """Answers from a thread pool, the way the process pool of expert searches will."""

    def __init__(self, cfg: MatchConfig) -> None:
        self.players = make_players(cfg)
        self.pool = ThreadPoolExecutor(max_workers=1)

    def submit(self, seat: int, view: View, legal: Sequence[Action]) -> Future[Action]:
        return self.pool.submit(self.players[seat].choose, view, list(legal))

    def shutdown(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


def test_a_thinker_answering_from_another_thread_plays_the_match(qtbot) -> None:
    w = make_window(qtbot, thinker_factory=PoolThinker)
    with qtbot.waitSignal(w.match_finished, timeout=120_000) as blocker:
        w.start_match(config("two_way_street", humans=0, seed=9))
    assert blocker.args[0].is_over and blocker.args[0].winners and not w.ai_errors
