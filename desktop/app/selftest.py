"""``parlour --selftest`` (issue 13) and ``parlour --autoplay N`` (the kill test of issue 12).

The self-test runs the real program offscreen, in the installed or frozen form alike:

1. it opens the main window and starts a match at once; as soon as the table has been painted
   with the cards dealt it prints ``table drawn at <time.time()>`` (packaging/smoke_test.py
   subtracts its own launch time from it: the cold start);
2. it plays a few moves of every registered game with computer players through the match worker
   thread, exactly as a match is played, and prints them;
3. one seat of the first game is an ``expert`` player: its decision is searched in the worker
   process pool (``ai.expert.get_pool()``), which proves that the pool's processes start in the
   frozen program (``multiprocessing.freeze_support()`` is the first thing ``main`` does);
4. it exits 0, or 1 with a line saying what failed (a crash, an error, a time limit).

The autosave, settings and statistics of a self-test go to a temporary folder (unless
``--data-dir`` names one), so it never touches the player's own match.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

import games

from ..match.worker import HUMAN, Batch, MatchConfig

MOVES_PER_GAME = 8
EXPERT_MAX_MOVES = 60  # the expert seat has decided by then in every game
TIME_LIMIT_S = 240.0


class Autoplayer(QObject):
    """Plays ``moves`` random legal moves for the human seats, through the window (``send_action``,
    the path every control uses), as soon as each is offered; hand-over screens are clicked."""

    def __init__(self, window: Any, moves: int, seed: int = 0) -> None:
        super().__init__(window)
        self.window = window
        self.left = moves
        self.rng = random.Random(seed)
        window.batch_shown.connect(lambda _b: QTimer.singleShot(0, self, self.play))

    def play(self) -> None:
        w = self.window
        if self.left <= 0:
            return
        if w.hand_over_showing():
            w.curtain.button.click()
        if not w.awaiting_human or w.current is None or not w.current.legal:
            return
        action = self.rng.choice(list(w.current.legal))
        self.left -= 1
        print(f"autoplay {action}", flush=True)
        w.send_action(str(action))
        if self.left == 0:
            print("autoplay done", flush=True)


class _PaintWatch(QObject):
    """Calls ``then`` once, after the first paint of the table that shows dealt cards."""

    def __init__(self, window: Any, then: Any) -> None:
        super().__init__(window)
        self.window = window
        self.then = then
        self.done = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint and self.window.table.card_items():
            self.done = True
            QTimer.singleShot(0, self.then)  # after this paint has been drawn
        return False


class SelfTest(QObject):
    """Drives the window through every game; ``result`` is the exit status once ``finished``."""

    def __init__(self, window: Any, app: QApplication, started: float) -> None:
        super().__init__(window)
        self.window = window
        self.app = app
        self.started = started
        self.ids = list(games.ids())
        self.index = -1
        self.moves: list[str] = []
        self.result: int | None = None
        self.expert_seen = False
        self.switching = False  # this game is done: later batches of it are not counted
        self.expert_game = self.ids[0] if self.ids else ""
        window.batch_shown.connect(self.on_batch)
        window.runner.worker.crashed.connect(lambda text: self.fail(f"the match worker failed: {text}"))
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(lambda: self.fail(f"time limit of {TIME_LIMIT_S:.0f} s reached"))
        self.timer.start(int(TIME_LIMIT_S * 1000))

    def config(self, game_id: str) -> MatchConfig:
        game = games.get(game_id)
        n = game.default_players
        import ai

        offered = ai.levels(game_id)
        level = "basic" if "basic" in offered else offered[-1]
        seats = [level] * n
        if game_id == self.expert_game:
            if "expert" not in offered:
                raise RuntimeError(f"no expert player is offered for {game_id}")
            seats[1 % n] = "expert"
        names = tuple(f"AI {s + 1}" for s in range(n))
        return MatchConfig(game_id, names, tuple(seats), {}, seed=11 + self.index)

    def next_game(self) -> None:
        self.index += 1
        if self.index >= len(self.ids):
            self.finish()
            return
        self.moves = []
        self.expert_seen = False
        self.switching = False
        self.window.start_match(self.config(self.ids[self.index]))

    def on_batch(self, batch: Batch) -> None:
        if self.result is not None or self.switching or self.index < 0 or self.index >= len(self.ids):
            return
        if self.window.crashes:
            self.fail(f"the match failed: {self.window.crashes[-1]}")
            return
        if batch.note:  # a computer player failed and a random move was played for it
            self.fail(batch.note)
            return
        if batch.action is not None and batch.actor is not None:
            self.moves.append(f"{self.window.config.names[batch.actor]}: {batch.action}")
        game_id = self.ids[self.index]
        if game_id == self.expert_game and not self.expert_seen:
            self.check_expert(batch)
        enough = len(self.moves) >= MOVES_PER_GAME and (game_id != self.expert_game or self.expert_seen)
        if enough or batch.is_over:
            title = games.get(game_id).title
            print(f"{title}: {len(self.moves)} moves: " + "; ".join(self.moves), flush=True)
            if game_id == self.expert_game and not self.expert_seen:
                self.fail(f"no expert decision was searched in {title}")
                return
            self.switching = True
            QTimer.singleShot(0, self, self.next_game)
        elif len(self.moves) > EXPERT_MAX_MOVES:
            self.fail(f"no expert decision in {EXPERT_MAX_MOVES} moves of {games.get(game_id).title}")

    def check_expert(self, batch: Batch) -> None:
        from ai.expert import ExpertPlayer, pool_size

        thinker = self.window.runner.worker.thinker
        players = getattr(thinker, "players", {})
        for seat, player in players.items():
            last = getattr(player, "last", None)
            if isinstance(player, ExpertPlayer) and last is not None and last.iterations > 0:
                self.expert_seen = True
                print(
                    f"expert decision: {self.window.config.names[seat]} searched {last.iterations} deals "
                    f"in a pool of {pool_size()} worker processes",
                    flush=True,
                )

    def fail(self, text: str) -> None:
        if self.result is not None:
            return
        print(f"selftest failed: {text}", file=sys.stderr, flush=True)
        self.result = 1
        self.app.exit(1)

    def finish(self) -> None:
        if self.result is not None:
            return
        try:  # the statistics database (sqlite3, sha256 keys) works in this build
            from ..data import stats

            rows = stats.rows()
            stats.match_key("selftest")
        except Exception as exc:
            self.fail(f"the statistics database cannot be used: {type(exc).__name__}: {exc}")
            return
        print(f"statistics database: {len(rows)} rows", flush=True)
        self.result = 0
        print(f"selftest passed: {len(self.ids)} games in {time.time() - self.started:.1f} s", flush=True)
        self.app.exit(0)


def run_selftest(data_dir: str | None, qt_args: list[str]) -> int:
    """The body of ``parlour --selftest``; its exit status."""
    started = time.time()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    temp = None
    if data_dir is None:
        temp = tempfile.TemporaryDirectory(prefix="parlour-selftest-")
        os.environ["PARLOUR_DATA_DIR"] = temp.name
    try:
        return _run(qt_args, started)
    except Exception as exc:
        traceback.print_exc()
        print(f"selftest failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        return 1
    finally:
        try:
            from ai.expert import shutdown_pool

            shutdown_pool()
        except Exception:
            pass
        if temp is not None:
            temp.cleanup()


def _run(qt_args: list[str], started: float) -> int:
    from ..table.assets import missing_card_art
    from .window import MainWindow

    missing = missing_card_art()
    if missing:
        raise RuntimeError(f"card art is missing from assets/: {', '.join(missing[:4])}")

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "parlour", *qt_args])
    assert isinstance(app, QApplication)
    app.setApplicationName("Parlour")
    app.setOrganizationName("Parlour")
    window = MainWindow(speed="off", persist=True)
    window.auto_continue = True
    test = SelfTest(window, app, started)

    def drawn() -> None:
        print(f"table drawn at {time.time():.3f}", flush=True)
        QTimer.singleShot(0, test.next_game)

    watch = _PaintWatch(window, drawn)
    window.table.viewport().installEventFilter(watch)
    window.show()
    first = games.ids()[0]
    n = games.get(first).default_players
    window.start_match(
        MatchConfig(first, tuple(f"AI {s + 1}" for s in range(n)), tuple([_basic(first)] * n), {}, seed=1)
    )
    code = app.exec()
    window.close()
    if test.result is None:
        print("selftest failed: the program stopped before the test ended", file=sys.stderr, flush=True)
        return 1
    return int(code) if code else test.result


def _basic(game_id: str) -> str:
    import ai

    offered = ai.levels(game_id)
    return "basic" if "basic" in offered else (offered[-1] if offered else HUMAN)


__all__ = ["Autoplayer", "SelfTest", "run_selftest"]
