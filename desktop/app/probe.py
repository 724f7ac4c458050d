"""Measure the table's responsiveness: ``python -m desktop.app.probe --game king --level expert``.

Plays a match of computer players in the real window at normal animation speed for a while and
prints two figures (measured, never asserted by the tests):

- the longest gap of the GUI event loop while a computer player thinks: a 1 ms QTimer probe in
  the GUI thread records every tick; gaps are counted when they fall inside a decision's span
  (the worker's think time);
- the frame rate of trick animations: viewport repaints per second while cards move in a batch
  that takes a trick (the pause that shows the full trick is left out).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QApplication

import games
from ai.pool_worker import lower_worker_priority
from games.events import Event, TrickTaken

from ..match.worker import MatchConfig
from .main import WORKER_NICENESS
from .window import MainWindow


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.times.append(time.perf_counter())
        return False


def measure(
    game_id: str, level: str, seconds: float, seed: int = 7, niceness: int = WORKER_NICENESS
) -> dict[str, float]:
    lower_worker_priority(niceness)  # as the program does (desktop.app.main), unless told otherwise
    app = QApplication.instance() or QApplication([])
    w = MainWindow(speed="normal")
    w.auto_continue = True
    w.resize(1280, 800)
    w.show()
    ticks: list[float] = []
    probe = QTimer()
    probe.setInterval(1)
    probe.timeout.connect(lambda: ticks.append(time.perf_counter()))
    probe.start()
    paints = _Paints()
    w.table.viewport().installEventFilter(paints)
    trick_batches: list[tuple[float, float]] = []
    original = w.table.play_events

    def play_events(events: Sequence[Event], final: object, done: Callable[[], None]) -> None:
        takes = any(isinstance(e, TrickTaken) for e in events)
        start = time.perf_counter()

        def finished() -> None:
            if takes:
                trick_batches.append((start, time.perf_counter()))
            done()

        original(events, final, finished)  # type: ignore[arg-type]

    w.table.play_events = play_events  # type: ignore[method-assign]
    n = games.get(game_id).default_players
    w.start_match(MatchConfig(game_id, tuple(f"AI {i}" for i in range(n)), (level,) * n, {}, seed))
    end = time.time() + seconds
    while time.time() < end and not (w.current is not None and w.current.is_over):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    probe.stop()
    # Each decision's span, whichever thinker the window uses (the program's own thinks on threads
    # of its own, ``AsyncThinker``): a probe that counted none would report no gap at all.
    spans = list(getattr(w.runner.worker.thinker, "spans", []))
    w.close()
    gaps = [(b - a, a, b) for a, b in itertools.pairwise(ticks)]
    thinking = [g for g, a, b in gaps if any(s <= a and b <= e for s, e in spans)]
    fps: list[float] = []
    for a, b in trick_batches:
        ps = [p for p in paints.times if a <= p <= b]
        moving = [y - x for x, y in itertools.pairwise(ps) if y - x < 0.05]
        if len(moving) > 5:
            fps.append(len(moving) / sum(moving))
    fps.sort()
    think = sorted(e - s for s, e in spans)
    return {
        "decisions": float(len(spans)),
        "think_ms_median": think[len(think) // 2] * 1000 if think else 0.0,
        "gap_ms_while_thinking": max(thinking, default=0.0) * 1000,
        "gap_ms_overall": max((g for g, _, _ in gaps), default=0.0) * 1000,
        "trick_batches": float(len(fps)),
        "fps_median": fps[len(fps) // 2] if fps else 0.0,
        "fps_min": fps[0] if fps else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="GUI responsiveness while computer players think")
    parser.add_argument("--game", default="king")
    parser.add_argument("--level", default="basic")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument(
        "--niceness",
        type=int,
        default=WORKER_NICENESS,
        help=f"how much lower the search's workers run than the window (the program's: {WORKER_NICENESS})",
    )
    args = parser.parse_args(argv)
    result = measure(args.game, args.level, args.seconds, niceness=args.niceness)
    tricks = (
        f"trick animations {result['fps_median']:.0f} fps (min {result['fps_min']:.0f}, {result['trick_batches']:.0f} tricks)"
        if result["trick_batches"]
        else "no trick animated"
    )
    print(
        f"{args.game}/{args.level}: {result['decisions']:.0f} decisions (median think {result['think_ms_median']:.1f} ms); "
        f"longest GUI gap while a computer thinks {result['gap_ms_while_thinking']:.1f} ms "
        f"(overall {result['gap_ms_overall']:.1f} ms); {tricks}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
