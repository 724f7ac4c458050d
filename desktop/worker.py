"""The match runs in a worker thread: the engine state and the computer players live there.

The GUI thread talks to :class:`MatchWorker` only by signals. The worker applies one action at a
time and sends a :class:`Batch` (the events it caused and every seat's view); it then applies the
next computer move only after the table acknowledges the batch (``ack``), so the table can animate
at its own pace while the next computer player already thinks.

Thinking goes through a :class:`Thinker` (``submit`` returns a ``concurrent.futures.Future``): the
:class:`LocalThinker` runs a player in the worker thread; a process pool can be put in its place
(see ``MatchWorker(thinker_factory=...)``) without touching the worker or the table.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

import ai
import games
from games.actions import Action
from games.core import View
from games.errors import ActionSyntaxError, IllegalAction
from games.events import Event

HUMAN = "human"


@dataclass(frozen=True)
class MatchConfig:
    """One match: the game, its seats (a name and ``"human"`` or a computer level each), options, seed.

    ``max_hands`` stops a match after that many hands (a test harness's cap for long games); the
    match then ends as "stopped", never with a winner the rules did not give.
    """

    game_id: str
    names: tuple[str, ...]
    seats: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0
    deals: Sequence[Mapping[str, Sequence[str]]] | None = None
    max_hands: int | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> list[int]:
        return [s for s, kind in enumerate(self.seats) if kind == HUMAN]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] == HUMAN


@dataclass(frozen=True)
class Batch:
    """What one action (or the start of the match) did, as the table needs it.

    ``views`` holds, per seat, its view after the action (None for a seat the table never shows
    alone: computer seats when one human or none plays); ``legal`` the legal actions of ``to_act``
    (the table builds its controls from them when that seat is human).
    """

    serial: int
    actor: int | None
    action: str | None
    events: tuple[Event, ...]
    views: tuple[View | None, ...]
    to_act: int | None
    legal: tuple[Action, ...]
    scores: tuple[int, ...]
    is_over: bool
    winners: tuple[int, ...]
    stopped: bool = False
    note: str = ""


class Thinker(Protocol):
    """Chooses computer moves. ``submit`` returns a Future of the chosen action (or its exception)."""

    def submit(self, seat: int, view: View, legal: Sequence[Action]) -> Future[Action]: ...

    def shutdown(self) -> None: ...


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
            exc.__traceback_text__ = traceback.format_exc()  # type: ignore[attr-defined]
            fut.set_exception(exc)
        end = time.perf_counter()
        self.think_ms.append((end - start) * 1000)
        self.spans.append((start, end))
        return fut

    def shutdown(self) -> None:
        pass


def make_players(config: MatchConfig) -> dict[int, ai.Player]:
    return {
        s: ai.make_player(level, config.game_id, seed=config.seed * 31 + s)
        for s, level in enumerate(config.seats)
        if level != HUMAN
    }


ThinkerFactory = Callable[[MatchConfig], Thinker]


def local_thinker(config: MatchConfig) -> Thinker:
    return LocalThinker(make_players(config))


class MatchWorker(QObject):
    """Owns the State; lives in a QThread. Signals out: ``batch``, ``refused``, ``thinking``, ``crashed``."""

    batch = Signal(object)  # Batch
    refused = Signal(str, str)  # action text, the engine's reason
    thinking = Signal(int)  # seat
    crashed = Signal(str)  # the engine itself failed: the match cannot go on
    _thought = Signal(int, object)  # token, Future (queued back into this thread)

    def __init__(self, thinker_factory: ThinkerFactory = local_thinker) -> None:
        super().__init__()
        self.thinker_factory = thinker_factory
        self.thinker: Thinker | None = None
        self.config: MatchConfig | None = None
        self.state: games.State | None = None
        self.serial = 0
        self.awaiting_ack = False
        self.pending: tuple[int, Action, str] | None = None  # seat, action, note
        self.token = 0
        self.thinking_for: int | None = None
        self.fallback_rng = random.Random(0)
        self.stopped = False
        self.watchers: set[int] = set()
        self._thought.connect(self._on_thought, Qt.ConnectionType.QueuedConnection)

    # -- slots called from the GUI (queued) ----------------------------------------------------

    @Slot(object)
    def start(self, config: MatchConfig) -> None:
        if self.thinker is not None:
            self.thinker.shutdown()
        self.token += 1
        self.config = config
        self.pending = None
        self.thinking_for = None
        self.stopped = False
        self.fallback_rng = random.Random(config.seed)
        try:
            game = games.get(config.game_id)
            self.state = game.new_match(
                players=config.players, seed=config.seed, options=dict(config.options), deals=config.deals
            )
            self.thinker = self.thinker_factory(config)
            # The seats whose views the table may show: every seat at a shared screen (the hand-over
            # shows what all of them see), else the one human, or seat 0 for a table of computers.
            humans = config.humans
            self.watchers = set(range(config.players)) if len(humans) > 1 else {humans[0] if humans else 0}
        except Exception as exc:
            self.crashed.emit(f"could not start {config.game_id}: {type(exc).__name__}: {exc}")
            return
        # The deal happened inside new_match: the table deals from the views (no events to animate).
        self._emit(None, None, [])

    @Slot()
    def ack(self) -> None:
        self.awaiting_ack = False
        self._advance()

    @Slot(str)
    def human_action(self, text: str) -> None:
        state, config = self.state, self.config
        if state is None or config is None or self.stopped:
            return
        seat = state.to_act
        if not config.is_human(seat):
            self.refused.emit(text, "it is not your turn")
            return
        try:
            action = state.game.parse_action(text)
            events = state.apply(action)
        except (IllegalAction, ActionSyntaxError) as exc:
            self.refused.emit(text, getattr(exc, "reason", str(exc)))
            return
        except Exception as exc:
            self.crashed.emit(f"the engine failed on {text!r}: {type(exc).__name__}: {exc}")
            return
        self._emit(seat, str(action), events)

    @Slot()
    def stop(self) -> None:
        """Stop the match (a new match or the window closes); pending thoughts are ignored."""
        self.token += 1
        self.stopped = True
        if self.thinker is not None:
            self.thinker.shutdown()
            self.thinker = None

    # -- the loop ------------------------------------------------------------------------------

    def _emit(self, actor: int | None, action: str | None, events: Sequence[Event], note: str = "") -> None:
        state, config = self.state, self.config
        assert state is not None and config is not None
        self.serial += 1
        stopped = False
        if config.max_hands is not None and not state.is_over and state.hand_no > config.max_hands:
            stopped = True
            self.stopped = True
        to_act = None if stopped else state.to_act
        legal = tuple(state.legal_actions()) if to_act is not None else ()
        views = tuple(state.view(s) if s in self.watchers else None for s in range(config.players))
        self.awaiting_ack = True
        self.batch.emit(
            Batch(
                serial=self.serial,
                actor=actor,
                action=action,
                events=tuple(events),
                views=views,
                to_act=to_act,
                legal=legal,
                scores=tuple(state.scores),
                is_over=state.is_over or stopped,
                winners=tuple(state.winners),
                stopped=stopped,
                note=note,
            )
        )
        self._maybe_think()

    def _maybe_think(self) -> None:
        state, config = self.state, self.config
        if state is None or config is None or self.stopped or self.thinker is None:
            return
        seat = state.to_act
        if seat is None or config.is_human(seat) or self.thinking_for is not None or self.pending is not None:
            return
        self.thinking_for = seat
        self.thinking.emit(seat)
        token = self.token
        legal = state.legal_actions()
        view = state.view(seat)
        fut = self.thinker.submit(seat, view, legal)
        fut.add_done_callback(lambda f, t=token: self._thought.emit(t, f))

    @Slot(int, object)
    def _on_thought(self, token: int, fut: Future[Action]) -> None:
        if token != self.token or self.state is None or self.config is None:
            return
        seat = self.thinking_for
        self.thinking_for = None
        if seat is None or self.state.to_act != seat:
            return
        legal = self.state.legal_actions()
        note = ""
        name = self.config.names[seat]
        try:
            action = fut.result()
            if action not in legal:
                raise IllegalAction(f"chose {action}, which is not legal")
        except Exception as exc:
            action = self.fallback_rng.choice(legal)
            detail = str(exc).splitlines()[0] if str(exc) else ""
            note = f"{name}'s computer player failed ({type(exc).__name__}{': ' + detail if detail else ''}); played {action} for it"
        self.pending = (seat, action, note)
        self._advance()

    def _advance(self) -> None:
        if self.awaiting_ack or self.pending is None or self.state is None or self.stopped:
            return
        seat, action, note = self.pending
        self.pending = None
        try:
            events = self.state.apply(action)
        except Exception as exc:
            self.crashed.emit(f"the engine failed on {action}: {type(exc).__name__}: {exc}")
            return
        self._emit(seat, str(action), events, note)


class MatchRunner(QObject):
    """The GUI side: owns the worker thread and forwards requests to the worker by queued signals."""

    request_start = Signal(object)
    request_action = Signal(str)
    request_ack = Signal()
    request_stop = Signal()

    def __init__(self, thinker_factory: ThinkerFactory = local_thinker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread()
        self.thread.setObjectName("parlour-match")
        self.worker = MatchWorker(thinker_factory)
        self.worker.moveToThread(self.thread)
        q = Qt.ConnectionType.QueuedConnection
        self.request_start.connect(self.worker.start, q)
        self.request_action.connect(self.worker.human_action, q)
        self.request_ack.connect(self.worker.ack, q)
        self.request_stop.connect(self.worker.stop, q)
        self.thread.start()

    def close(self) -> None:
        if self.thread.isRunning():
            self.request_stop.emit()
            self.thread.quit()
            self.thread.wait(5000)


__all__ = ["HUMAN", "Batch", "LocalThinker", "MatchConfig", "MatchRunner", "MatchWorker", "Thinker", "local_thinker"]
