"""The GUI side of a match: the thread the worker lives in, and the requests sent to it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QThread, Signal

from .thinker import ThinkerFactory, default_thinker
from .worker import MatchWorker


class MatchRunner(QObject):
    """The GUI side: owns the worker thread and forwards requests to the worker by queued signals."""

    request_start = Signal(object, int)  # config, the window's number of the match
    request_action = Signal(str)
    request_ack = Signal(int)
    request_stop = Signal()
    request_undo = Signal()
    request_hint = Signal()
    request_open = Signal(str, str)  # purpose ("play" or "replay"), path
    request_restart = Signal(object, object, int)  # transcript, seats, hand number
    request_undo_allowed = Signal(bool)

    def __init__(
        self, thinker_factory: ThinkerFactory = default_thinker, parent: QObject | None = None, persist: bool = False
    ) -> None:
        super().__init__(parent)
        self.match_thread = QThread()
        self.match_thread.setObjectName("parlour-match")
        self.worker = MatchWorker(thinker_factory, persist=persist)
        self.worker.moveToThread(self.match_thread)
        q = Qt.ConnectionType.QueuedConnection
        self.request_start.connect(self.worker.start, q)
        self.request_action.connect(self.worker.human_action, q)
        self.request_ack.connect(self.worker.ack, q)
        self.request_stop.connect(self.worker.stop, q)
        self.request_undo.connect(self.worker.undo, q)
        self.request_hint.connect(self.worker.hint, q)
        self.request_open.connect(self.worker.open_file, q)
        self.request_restart.connect(self.worker.restart_hand, q)
        self.request_undo_allowed.connect(self.worker.set_undo_allowed, q)
        # At the thread's end, in that thread (its timers can be stopped only there).
        self.match_thread.finished.connect(self.worker.end_deadline, Qt.ConnectionType.DirectConnection)
        self.match_thread.start()

    def close(self) -> None:
        if self.match_thread.isRunning():
            self.request_stop.emit()
            self.match_thread.quit()
            if not self.match_thread.wait(5000):
                # Still busy (a long engine step): a QThread deleted while it runs ends the program,
                # so the thread and its worker are kept until they finish.
                _linger(self.match_thread, self.worker)


_LINGERING: dict[int, tuple[QThread, MatchWorker]] = {}


def _linger(thread: QThread, worker: MatchWorker) -> None:
    key = id(thread)
    _LINGERING[key] = (thread, worker)

    def let_go() -> None:  # in the GUI thread (queued): the thread is at its end, wait it out
        thread.wait()
        _LINGERING.pop(key, None)

    thread.finished.connect(let_go, Qt.ConnectionType.QueuedConnection)
