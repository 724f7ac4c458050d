"""The computer players' thinking, off the worker thread (issue 20).

A :class:`Thinker` takes a seat's view and legal actions and returns at once a
``concurrent.futures.Future`` of the chosen action (or of the exception its player raised). The
worker never waits on it: the Future's result is handed back to the worker's thread by a queued
signal, and meanwhile Undo, Stop, Hint and New match are answered at once.

:class:`AsyncThinker` (the program's) runs each decision on a daemon thread of its own, so a
player that hangs holds nothing but that thread: the worker's deadline (``deadline``) plays the
basic move in its place, and the hung thread dies with the program. :class:`LocalThinker`
decides in the calling thread (tools and tests that time each decision).
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Protocol

import ai
from ai.expert import ExpertPlayer, warm_up_soon
from games.actions import Action
from games.core import View

from ..data.storage import HUMAN

if TYPE_CHECKING:
    from .worker import MatchConfig

# Past this much time beyond its own budget (a player with none: past this much in all), a
# decision is given up and the basic move played in its place.
GRACE_S = 5.0


class Thinker(Protocol):
    """Chooses computer moves. ``submit`` returns a Future of the chosen action (or its exception)."""

    def submit(self, seat: int, view: View, legal: Sequence[Action]) -> Future[Action]: ...

    def shutdown(self) -> None: ...


def deadline_of(thinker: Thinker, seat: int) -> float | None:
    """Seconds the worker waits for ``seat``'s decision before playing the basic move (None: the
    thinker answers before ``submit`` returns, so there is nothing to wait for)."""
    deadline = getattr(thinker, "deadline", None)
    return deadline(seat) if callable(deadline) else None


def _failed(fut: Future[Action], exc: BaseException) -> None:
    exc.__traceback_text__ = traceback.format_exc()  # type: ignore[attr-defined]
    fut.set_exception(exc)


class LocalThinker:
    """Runs each seat's player in the calling thread and returns an already finished Future."""

    def __init__(self, players: Mapping[int, ai.Player]) -> None:
        self.players = dict(players)
        self.think_ms: list[float] = []
        self.spans: list[tuple[float, float]] = []  # perf_counter start and end of each decision

    def submit(self, seat: int, view: View, legal: Sequence[Action]) -> Future[Action]:
        fut: Future[Action] = Future()
        start = time.perf_counter()
        try:
            fut.set_result(self.players[seat].choose(view, list(legal)))
        except Exception as exc:  # a computer player's bug must not stop the match
            _failed(fut, exc)
        end = time.perf_counter()
        self.think_ms.append((end - start) * 1000)
        self.spans.append((start, end))
        return fut

    def shutdown(self) -> None:
        pass


class AsyncThinker:
    """Each decision on a daemon thread of its own; ``submit`` returns at once.

    A seat whose previous decision is still running (it passed its deadline) is not asked again
    while it runs: the game's basic player decides for it, so one player object never thinks on
    two threads at once.
    """

    def __init__(self, players: Mapping[int, ai.Player], game_id: str, seed: int = 0, grace: float = GRACE_S) -> None:
        self.players = dict(players)
        self.game_id = game_id
        self.seed = seed
        self.grace = grace
        self.running: dict[int, threading.Thread] = {}
        self.closed = False
        # perf_counter start and end of each decision, in the order they end (the responsiveness
        # probe reads them; a list's append is atomic, so the threads need no lock for it)
        self.spans: list[tuple[float, float]] = []

    def deadline(self, seat: int) -> float:
        budget = getattr(self.players.get(seat), "budget", None)
        return (2 * float(budget) if isinstance(budget, int | float) else 0.0) + self.grace

    def submit(self, seat: int, view: View, legal: Sequence[Action]) -> Future[Action]:
        fut: Future[Action] = Future()
        busy = self.running.get(seat)
        player = self.players[seat]
        if busy is not None and busy.is_alive():
            player = ai.make_player("basic", self.game_id, seed=self.seed * 31 + seat)
        choices = list(legal)

        def run() -> None:
            if not fut.set_running_or_notify_cancel():
                return
            start = time.perf_counter()
            try:
                action = player.choose(view, choices)
            except Exception as exc:  # reported by the worker, once, with the move played instead
                self.spans.append((start, time.perf_counter()))
                _failed(fut, exc)
                return
            self.spans.append((start, time.perf_counter()))
            fut.set_result(action)

        thread = threading.Thread(target=run, name=f"parlour-think-{seat}", daemon=True)
        if player is self.players[seat]:
            self.running[seat] = thread
        thread.start()
        return fut

    def shutdown(self) -> None:
        self.closed = True  # a decision still running finishes on its own; the worker ignores it


def basic_move(game_id: str, view: View, legal: Sequence[Action], seed: int) -> Action:
    """The basic player's move, in this thread (it decides in milliseconds)."""
    action = ai.make_player("basic", game_id, seed=seed).choose(view, list(legal))
    if action not in legal:
        raise ValueError("the basic player chose an action that is not legal")
    return action


def make_players(config: MatchConfig) -> dict[int, ai.Player]:
    players = {
        s: ai.make_player(level, config.game_id, seed=config.seed * 31 + s)
        for s, level in enumerate(config.seats)
        if level != HUMAN
    }
    if any(isinstance(p, ExpertPlayer) and p.processes for p in players.values()):
        warm_up_soon()  # the search's workers start now, not during the first decision's budget
    return players


ThinkerFactory = Callable[["MatchConfig"], Thinker]


def default_thinker(config: MatchConfig) -> Thinker:
    """The program's thinker: every computer player of ``config`` off the worker thread."""
    return AsyncThinker(make_players(config), config.game_id, config.seed)
