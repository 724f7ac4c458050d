"""What every worker process of the expert's pool does first (:func:`ai.expert.get_pool`), and
after each search (:class:`Tidied`)."""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import multiprocessing.connection
import os
import threading
from collections.abc import Callable
from typing import Generic, ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


_NICENESS = [0]


def lower_worker_priority(niceness: int) -> None:
    """Start the workers of the expert's pool (those started from now on) at a priority lower by
    ``niceness`` than the program's. The window asks it: on two cores two searching workers left
    the window and the display server too little of the processor, and the table stalled while a
    computer thought. The arena does not, so that its measures stay as made."""
    _NICENESS[0] = niceness


def worker_niceness() -> int:
    """What :func:`lower_worker_priority` set (0 unless asked)."""
    return _NICENESS[0]


def start_worker(niceness: int = 0) -> None:
    """A worker's start: :func:`end_with_parent`, then its priority lowered by ``niceness`` (where
    the system has ``os.nice``), so that a window beside the search keeps the processor it needs."""
    end_with_parent()
    if niceness > 0 and hasattr(os, "nice"):
        # Where it is not allowed, the worker searches at the program's own priority.
        with contextlib.suppress(OSError):
            os.nice(niceness)


def end_with_parent() -> None:
    """Start a thread that ends this worker when the process that started it is gone. A program
    killed or crashed never shuts its pool down, and the workers, waiting for work that cannot
    come, would otherwise live on (two idle processes left behind each time)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


class Tidied(Generic[P, T]):
    """``task`` as a worker runs it: the call, then the garbage it left collected and what is still
    alive frozen (``gc.freeze``), so that the collector's full passes no longer go through it.

    A worker keeps what the engines make once and share (Kalooki's melds, places and offers; each
    game's interned events and log lines): half a million objects once a Kalooki match is under
    way. Each full pass of the collector went through all of them, 0.2 to 0.46 s of a worker's
    second, and a full pass fell in about one Kalooki decision in four. Frozen objects are no
    longer looked at, and are still freed when a table drops them. Only live objects are frozen,
    just after a collection; but garbage in a cycle formed among them later would never be freed,
    so no search may leave cyclic garbage (``tests/ai/test_pool_worker.py``)."""

    def __init__(self, task: Callable[P, T]) -> None:
        self.task = task

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return self.task(*args, **kwargs)
        finally:
            gc.collect()
            gc.freeze()


__all__ = ["Tidied", "end_with_parent"]
