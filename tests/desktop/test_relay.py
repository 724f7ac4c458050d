"""Answers from Python threads (desktop/relay.py): the computer players, the review and the replay's
reading answer on daemon threads, and a window may close while they work. The answer reaches the
receiver's thread while the receiver exists, goes nowhere once it is gone, and no thread holds the
receiver: were it deleted by the last reference a daemon thread drops, or while that thread emits
on it, the program would crash (a test process under xdist crashed so, in a later test)."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QObject, QThread

from desktop.match.runner import MatchRunner
from desktop.relay import relay_to

from .table_harness import config
from .test_thinker import Hanging, hanging_at


class Receiver(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.got: list[tuple[Any, ...]] = []
        self.threads: list[QThread] = []

    def take(self, *args: Any) -> None:
        self.got.append(args)
        self.threads.append(QThread.currentThread())


@pytest.fixture
def thread_errors(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[BaseException]]:
    """What any Python thread raised while the test ran (threading.excepthook)."""
    raised: list[BaseException] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: raised.append(args.exc_value))
    yield raised


def on_a_thread(fn: Any) -> None:
    t = threading.Thread(target=fn, daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive()


def test_an_answer_arrives_in_the_receivers_thread(qtbot: Any, thread_errors: list[BaseException]) -> None:
    receiver = Receiver()
    relay = relay_to(receiver.take)  # made before the receiver moves: the relay follows it
    home = QThread()
    receiver.moveToThread(home)
    home.start()
    try:
        on_a_thread(lambda: relay.send(7, "seven"))
        qtbot.waitUntil(lambda: receiver.got == [(7, "seven")], timeout=5000)
        assert receiver.threads == [home]
    finally:
        home.quit()
        home.wait()
    assert not thread_errors


def test_an_answer_after_the_receiver_is_gone_goes_nowhere(qtbot: Any, thread_errors: list[BaseException]) -> None:
    receiver = Receiver()
    relay = relay_to(receiver.take)
    gone = weakref.ref(receiver)
    del receiver
    gc.collect()
    assert gone() is None, "the relay keeps its receiver alive"
    on_a_thread(lambda: relay.send(1))
    qtbot.wait(50)
    assert not thread_errors


def test_a_thinking_thread_does_not_hold_the_worker_of_a_closed_window(
    qtbot: Any, thread_errors: list[BaseException]
) -> None:
    """The window closes while a computer player thinks: the worker goes with it at once, not when
    the player's thread ends; the answer that comes later is dropped without a sound."""
    hanging = Hanging()
    runner = MatchRunner(hanging_at([0, 1, 2], hanging, grace=3600))
    runner.request_start.emit(config("king", humans=0, seed=5), 1)
    qtbot.waitUntil(lambda: hanging.hung >= 1, timeout=30_000)
    thinking = [t for t in threading.enumerate() if t.name.startswith("parlour-think")]
    assert thinking
    runner.close()
    worker = weakref.ref(runner.worker)
    del runner
    gc.collect()
    assert worker() is None, "a thinking thread still holds the worker"
    hanging.release.set()
    for t in thinking:
        t.join(10)
        assert not t.is_alive()
    qtbot.wait(50)
    assert not thread_errors
