"""How fast the window answers Undo, Stop and New match while an expert thinks (issue 20).

For each think budget, a King match with one person (seat 0) and two experts is played through
the real window (offscreen) until an expert thinks; then one request is made and the time until
its answer reaches the window is taken:

- Undo: until the batch that takes the move back is shown;
- Stop: until the worker, told to stop, answers its next request (the undo setting, re-sent);
- New match: until the first batch of the new match arrives.

``--sync`` runs the computer players in the worker thread itself (the thinker before issue 20),
for comparison. Prints each time and the median per request and budget.

    QT_QPA_PLATFORM=offscreen python scripts/responsiveness.py --budgets 1 5 10 --repeat 3
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from ai.expert import ExpertPlayer, warm_up
from desktop.app.window import MainWindow
from desktop.match.thinker import AsyncThinker, LocalThinker, Thinker
from desktop.match.worker import HUMAN, MatchConfig


def wait(app: QApplication, done: Callable[[], bool], limit: float = 120.0) -> float:
    """Process events until ``done()``; the seconds it took (RuntimeError past ``limit``)."""
    start = time.perf_counter()
    while not done():
        app.processEvents()
        time.sleep(0.001)
        if time.perf_counter() - start > limit:
            raise RuntimeError("no answer")
    return time.perf_counter() - start


SEARCHING: set[int] = set()  # ids of the experts searching now (a decision with a real choice)


class WatchedExpert(ExpertPlayer):
    """An expert that says when it is in a search (a forced move is not one)."""

    def _search_in_pool(self, *args: Any, **kwargs: Any) -> Any:
        SEARCHING.add(id(self))
        try:
            return super()._search_in_pool(*args, **kwargs)
        finally:
            SEARCHING.discard(id(self))


def factory(budget: float, sync: bool) -> Callable[[MatchConfig], Thinker]:
    def make(cfg: MatchConfig) -> Thinker:
        players: dict[int, Any] = {
            s: WatchedExpert(cfg.game_id, seed=cfg.seed * 31 + s, budget=budget)
            for s, kind in enumerate(cfg.seats)
            if kind != HUMAN
        }
        return LocalThinker(players) if sync else AsyncThinker(players, cfg.game_id, cfg.seed)

    return make


def config(seed: int) -> MatchConfig:
    return MatchConfig("king", ("You", "Ann", "Ben"), (HUMAN, "expert", "expert"), {}, seed)


def until_an_expert_thinks(app: QApplication, w: MainWindow) -> None:
    """Make the person's moves (the first legal one) until an expert searches after one of them
    that Undo may take back."""
    moved = False
    while True:
        wait(app, lambda: w.awaiting_human or bool(SEARCHING))
        if moved and SEARCHING and not w.awaiting_human and w.menus.undo_action.isEnabled():
            time.sleep(0.05)  # well into the search
            return
        if not w.awaiting_human:
            wait(app, lambda: w.awaiting_human, limit=600)
        batch = w.current
        assert batch is not None and not batch.is_over
        w.send_action(str(batch.legal[0]))
        moved = True
        wait(app, lambda: not w.awaiting_human)


def measure(app: QApplication, budget: float, sync: bool, seed: int) -> dict[str, float]:
    w = MainWindow(thinker_factory=factory(budget, sync), speed="off")
    w.starting.confirm_leave = lambda: True
    w.show()
    out: dict[str, float] = {}
    w.start_match(config(seed))
    until_an_expert_thinks(app, w)
    shown: list[object] = []
    w.batch_shown.connect(lambda b: shown.append(b))
    start = time.perf_counter()
    w.undo()
    wait(app, lambda: any(getattr(b, "reset", False) for b in shown))
    out["undo"] = time.perf_counter() - start
    until_an_expert_thinks(app, w)
    answered: list[object] = []
    w.runner.worker.undo_state.connect(lambda why: answered.append(why))
    start = time.perf_counter()
    w.runner.request_stop.emit()
    w.runner.request_undo_allowed.emit(False)
    wait(app, lambda: bool(answered))
    out["stop"] = time.perf_counter() - start
    w.start_match(config(seed + 1))
    until_an_expert_thinks(app, w)
    start = time.perf_counter()
    w.start_match(config(seed + 2))
    wait(app, lambda: w.latest is not None and w.latest.match == w.match_no)
    out["new match"] = time.perf_counter() - start
    w.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--budgets", type=float, nargs="+", default=[1.0, 5.0, 10.0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sync", action="store_true", help="think in the worker thread (before issue 20)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    warm_up()
    print(f"thinker: {'in the worker thread (--sync)' if args.sync else 'AsyncThinker'}")
    for budget in args.budgets:
        runs = [measure(app, budget, args.sync, seed=10 + k) for k in range(args.repeat)]
        for request in ("undo", "stop", "new match"):
            ms = [r[request] * 1000 for r in runs]
            each = ", ".join(f"{x:.0f}" for x in ms)
            print(f"budget {budget:>4.0f} s  {request:<9}  median {statistics.median(ms):7.1f} ms  ({each})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
