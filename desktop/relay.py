"""Values from a Python thread to a Qt object's thread, whatever becomes of that object meanwhile.

The computer players think, the review weighs a hand and the replay is built on Python threads of
their own (daemon threads, which Qt does not know). Each hands its answer back by a signal. Were
that signal the receiver's own, the thread would hold the receiver and emit on it: if the window
closes meanwhile, the receiver is deleted in the GUI thread while the other thread emits on it (a
crash), or the thread holds the last reference and the receiver is deleted there (a crash too).

A :class:`Relay` is the sender instead: a small object of its own, belonging to no thread, held by
the receiver and by each thread that answers through it. Its signal is connected, queued, to the
receiver's slot, so the slot runs in the receiver's thread; when the receiver is deleted, Qt
removes the connection, and what the thread still sends goes nowhere. The relay itself is deleted
only when nothing holds it, so never while a thread emits on it.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal


class Relay(QObject):
    """``carried(args)``: the tuple of values sent; connect it with :func:`relay_to`."""

    carried = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        # No thread: deleting it from any thread is safe, since it never gets an event.
        self.moveToThread(None)  # type: ignore[arg-type]

    def send(self, *args: Any) -> None:
        """From any thread: ``slot(*args)`` runs in the receiver's thread, if the receiver still exists."""
        with contextlib.suppress(RuntimeError):  # only as the program ends: Qt is gone
            self.carried.emit(args)


def relay_to(slot: Callable[..., Any]) -> Relay:
    """A relay whose ``send(*args)`` calls ``slot(*args)`` (a method of a QObject, the receiver) in
    the receiver's thread, queued; nothing once the receiver is deleted."""
    receiver = getattr(slot, "__self__", None)
    if not isinstance(receiver, QObject):
        raise TypeError("a relay's slot is a method of a QObject")
    relay = Relay()
    relay.carried.connect(_Unpacker(slot, receiver).call, Qt.ConnectionType.QueuedConnection)
    return relay


class _Unpacker(QObject):
    """A child of the receiver (so in its thread, and deleted with it) that calls the slot with the
    values carried. It holds the slot weakly: the receiver is not kept alive by its own child."""

    def __init__(self, slot: Callable[..., Any], receiver: QObject) -> None:
        super().__init__()
        self.moveToThread(receiver.thread())  # from any thread: then it is the receiver's child
        self.setParent(receiver)
        self.slot = weakref.WeakMethod(slot)  # type: ignore[arg-type]

    def call(self, args: tuple[Any, ...]) -> None:
        slot = self.slot()
        if slot is not None:
            slot(*args)
