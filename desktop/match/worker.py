"""The match runs in a worker thread: the engine state and the computer players live there.

The GUI thread talks to :class:`MatchWorker` only by signals. The worker owns the match's
:class:`desktop.match.session.MatchSession` (issue 12): every action goes through ``session.apply``, which
autosaves the transcript atomically before the worker tells the table, so a kill at any moment loses
at most the move in flight. The worker applies one action at a time and sends a :class:`Batch` (the
events it caused, every seat's view, a snapshot of the transcript); it then applies the next
computer move only after the table acknowledges the batch (``ack``), so the table can animate at its
own pace while the next computer player already thinks.

Besides playing, the worker answers the window's slower requests off the GUI thread: undo
(back to the human's previous decision), a hint from the strongest computer player, opening a
``.parlour`` file (replayed and checked: up to 200,000 actions), and "Play this deal again".
At the end of a match it records the statistics and clears the autosave.

Thinking goes through a :class:`~desktop.match.thinker.Thinker` (``submit`` returns a
``concurrent.futures.Future`` at once): the worker never waits on a computer player, so Undo,
Stop, Hint and New match are answered while one thinks. A decision not back by its deadline is
given up: the basic move is played instead, with a line saying so, and the match goes on.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

import ai
import games
from games.actions import Action
from games.core import View
from games.errors import ActionSyntaxError, IllegalAction
from games.events import Event, HandEnded
from games.log import LogLine
from games.transcript import Transcript

from ..data.storage import HUMAN
from ..i18n import tr, tr_noop
from ..relay import relay_to
from .hint import hint_reasons
from .session import MatchSession, SessionError
from .thinker import (
    AsyncThinker,
    LocalThinker,
    Thinker,
    ThinkerFactory,
    basic_move,
    deadline_of,
    default_thinker,
    make_players,
)


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
    # A match to take up where this transcript stands (Continue, Open, Play this deal again)
    # instead of dealing a new one; its game, names, options, seed and deals are the fields above.
    transcript: Transcript | None = None
    # The kept unfinished match (storage.unfinished_matches) this config takes up: its kept copy
    # is removed once the match is the autosave again.
    kept: str | None = None

    @classmethod
    def from_transcript(cls, transcript: Transcript, seats: Sequence[str]) -> MatchConfig:
        """The config that takes up ``transcript`` with these seat kinds."""
        return cls(
            transcript.game,
            tuple(transcript.players),
            tuple(seats),
            dict(transcript.options),
            transcript.seed,
            [dict(d) for d in transcript.deals] if transcript.deals is not None else None,
            transcript=transcript,
        )

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
    # The match so far (a copy): Save as and Replay read it without asking the worker.
    transcript: Transcript | None = None
    # Why Undo is not offered now (None: it is); shown as the menu item's tooltip.
    undo_blocked: str | None = tr_noop("there is no match")
    # True after an undo: the table jumps to the view instead of animating.
    reset: bool = False
    # The autosave failed (disk full...): play goes on, the window says so.
    autosave_error: str | None = None
    # The window's number of the match (``request_start``): a batch of an earlier match still on
    # its way when a new one starts is recognised and dropped.
    match: int = 0
    # The match's log lines from index ``log_start`` on (desktop.match.seen: each with who may read it);
    # after an undo ``log_start`` goes back to where the restored position's log ends.
    log_start: int = 0
    log: tuple[LogLine, ...] = ()


class MatchWorker(QObject):
    """Owns the MatchSession (state, transcript, autosave); lives in a QThread.

    Signals out: ``batch``, ``refused``, ``thinking``, ``crashed``; answers to requests:
    ``undo_refused``, ``undo_state``, ``hint_ready`` / ``hint_failed``, ``opened`` / ``open_failed``,
    ``restart_ready`` / ``restart_failed``.

    ``persist``: autosave every action and record statistics at the match's end (the program turns
    it on; off by default, so that tools and tests never touch the player's data folder). ``allow_multi_human_undo``:
    the setting that allows undo with several humans. ``hint_level``: the level asked for hints
    (None: the strongest for the game).
    """

    batch = Signal(object)  # Batch
    refused = Signal(str, object)  # action text, the engine's reason (a games.phrases.Phrase, kept as one)
    thinking = Signal(int)  # seat
    crashed = Signal(str)  # the engine itself failed: the match cannot go on
    undo_refused = Signal(str)  # why
    undo_state = Signal(object)  # str | None: why undo is not offered now (None: it is)
    hint_ready = Signal(int, str, object)  # serial of the batch the hint is for, the action's text, HintReasons
    hint_failed = Signal(str)
    opened = Signal(str, str, object)  # purpose, path, Transcript
    open_failed = Signal(str, str, str)  # purpose, path, the problem
    restart_ready = Signal(object)  # MatchConfig of the new match
    restart_failed = Signal(str)
    notice = Signal(str)  # something the player should hear that does not stop play

    def __init__(self, thinker_factory: ThinkerFactory = default_thinker, persist: bool = False) -> None:
        super().__init__()
        self.thinker_factory = thinker_factory
        self.thinker: Thinker | None = None
        self.config: MatchConfig | None = None
        self.session: MatchSession | None = None
        self.persist = persist
        self.allow_multi_human_undo = False
        self.hint_level: str | None = None
        self.serial = 0
        self.awaiting_ack = False
        self.pending: tuple[int, Action, str] | None = None  # seat, action, note
        self.token = 0
        self.thinking_for: int | None = None
        self.decisions = 0  # computer decisions asked for: each deadline timer names its own
        self.fallback_rng = random.Random(0)
        self.stopped = False
        self.recorded = False
        self.match = 0
        self.watchers: set[int] = set()
        self.log_sent = 0  # lines of the session's log already sent in batches
        # The thinkers' threads hand their answers back to this thread through relays, never
        # through the worker itself (desktop/relay.py says why).
        self._thoughts = relay_to(self._on_thought)
        self._hints = relay_to(self._on_hinted)
        # The deadline of the decision asked for last (token, decision, seat, seconds); a timer of
        # the worker's own, which holds nothing that would keep a closed window's worker alive.
        self._late: tuple[int, int, int, float] | None = None
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._deadline_passed)

    @property
    def state(self) -> games.State | None:
        return self.session.state if self.session is not None else None

    # -- slots called from the GUI (queued) ----------------------------------------------------

    @Slot(object, int)
    def start(self, config: MatchConfig, match: int = 0) -> None:
        """Start ``config`` (a new deal, or its transcript taken up); ``match`` tags its batches."""
        self.match = match
        if self.thinker is not None:
            self.thinker.shutdown()
            self.thinker = None
        self.token += 1
        self.config = config
        self.session = None
        self.pending = None
        self.thinking_for = None
        self.stopped = False
        self.recorded = False
        self.log_sent = 0
        self.fallback_rng = random.Random(config.seed)
        if self.persist:
            from ..data import storage

            try:  # the match in the autosave, if another and unfinished, is kept to continue later
                storage.keep_autosave(unless=config.transcript)
            except OSError as exc:
                self.notice.emit(tr("the match left could not be kept: {why}").format(why=exc.strerror or exc))
        try:
            self.session = self._new_session(config)
            self.thinker = self.thinker_factory(config)
            # The seats whose views the table may show: every seat at a shared screen (the hand-over
            # shows what all of them see), else the one human, or seat 0 for a table of computers.
            humans = config.humans
            self.watchers = set(range(config.players)) if len(humans) > 1 else {humans[0] if humans else 0}
        except Exception as exc:
            self.session = None
            self.crashed.emit(f"could not start {config.game_id}: {type(exc).__name__}: {exc}")
            return
        if self.persist and config.kept is not None and self.session.autosave_error is None:
            from pathlib import Path

            from ..data import storage

            storage.forget_kept(Path(config.kept))  # it is the autosave now
        # The first deal's events (none for a match taken up again): the table deals them.
        self._emit(None, None, self.session.start_events)

    def _new_session(self, config: MatchConfig) -> MatchSession:
        from ..data import storage

        autosave = storage.autosave if self.persist else None
        allow = self.allow_multi_human_undo
        if config.transcript is not None:  # already checked (Continue, Open) or made by a session
            return MatchSession(
                config.transcript, config.seats, autosave=autosave, allow_multi_human_undo=allow, trusted=True
            )
        return MatchSession.from_config(config, autosave=autosave, allow_multi_human_undo=allow)

    @Slot(int)
    def ack(self, serial: int = -1) -> None:
        """The table has shown batch ``serial`` (-1: the latest); an older batch's ack is ignored."""
        if serial not in (-1, self.serial):
            return
        self.awaiting_ack = False
        self._advance()

    @Slot(str)
    def human_action(self, text: str) -> None:
        session, config = self.session, self.config
        if session is None or config is None or self.stopped:
            return
        seat = session.to_act
        if not config.is_human(seat):
            self.refused.emit(text, tr("it is not your turn"))
            return
        try:
            action = session.game.parse_action(text)
            events = session.apply(action)
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
        self.end_deadline()
        if self.thinker is not None:
            self.thinker.shutdown()
            self.thinker = None

    @Slot()
    def undo(self) -> None:
        """Back to the human's previous decision (the session replays the transcript without the
        actions since); any computer move still being thought about is dropped."""
        session = self.session
        if session is None:
            self.undo_refused.emit(tr("there is no match"))
            return
        if session.is_over:
            self.undo_refused.emit(tr("the match is over"))
            return
        try:
            session.undo_to_previous_human_decision()
        except SessionError as exc:
            self.undo_refused.emit(str(exc))
            return
        self.token += 1  # a computer move being thought about belongs to the position taken back
        self.thinking_for = None
        self.pending = None
        self.stopped = False
        self._emit(None, None, [], reset=True)

    @Slot(bool)
    def set_undo_allowed(self, allowed: bool) -> None:
        self.allow_multi_human_undo = allowed
        if self.session is not None:
            self.session.allow_multi_human_undo = allowed
            self.undo_state.emit(self._undo_blocked())

    @Slot()
    def hint(self) -> None:
        """The strongest computer player's choice for the human to act, from that seat's view only,
        decided on a thread of its own: the worker goes on answering meanwhile."""
        session = self.session
        if session is None or self.stopped:
            self.hint_failed.emit(tr("there is no match in play"))
            return
        try:
            player, view, legal = session.hint_request(level=self.hint_level)
        except SessionError as exc:
            self.hint_failed.emit(str(exc))
            return
        fut = AsyncThinker({0: player}, session.game.id).submit(0, view, legal)
        fut.add_done_callback(functools.partial(self._hints.send, self.serial, legal, player))

    def _on_hinted(self, serial: int, legal: Sequence[Action], player: ai.Player, fut: Future[Action]) -> None:
        """The hint's answer, back in the worker's thread."""
        try:
            action = fut.result()
        except Exception as exc:
            self.hint_failed.emit(tr("the computer player failed: {why}").format(why=f"{type(exc).__name__}: {exc}"))
            return
        if action not in legal:
            self.hint_failed.emit(tr("the computer player suggested a move that is not legal"))
            return
        self.hint_ready.emit(
            serial, str(action), hint_reasons(player, legal, action)
        )  # the window drops it if the position moved on

    @Slot(str, str)
    def open_file(self, purpose: str, path: str) -> None:
        """Read, check and replay a ``.parlour`` file (never written to); ``opened`` or ``open_failed``."""
        from ..data import storage

        try:
            transcript, _state = storage.open_transcript(path)
        except storage.OpenError as exc:
            self.open_failed.emit(purpose, path, exc.problem)
            return
        except Exception as exc:
            self.open_failed.emit(purpose, path, f"{type(exc).__name__}: {exc}")
            return
        self.opened.emit(purpose, path, transcript)

    @Slot(object, object, int)
    def restart_hand(self, transcript: Transcript, seats: Sequence[str], hand_no: int) -> None:
        """ "Play this deal again": a new match whose first hand is hand ``hand_no``'s deal
        (``session.restart_hand``: seats and names turn with the deal); where a hand cannot open a
        new match (Kalooki after the first contract) the same match taken back to that hand's start
        (``rewind_to_hand``). Answers ``restart_ready(config)``; the window starts it."""
        try:
            base = MatchSession(transcript, seats, autosave=None, trusted=True)
            try:
                again = base.restart_hand(hand_no, autosave=None)
            except SessionError:
                again = base.rewind_to_hand(hand_no, autosave=None)
            config = MatchConfig.from_transcript(again.snapshot(), again.seats)
        except (SessionError, ValueError, KeyError) as exc:
            self.restart_failed.emit(str(exc))
            return
        except Exception as exc:
            self.restart_failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.restart_ready.emit(config)

    # -- the loop ------------------------------------------------------------------------------

    def _undo_blocked(self) -> str | None:
        session = self.session
        if session is None:
            return tr("there is no match")
        if session.is_over or self.stopped:
            return tr("the match is over")
        return session.undo_blocked()

    def _emit(
        self, actor: int | None, action: str | None, events: Sequence[Event], note: str = "", reset: bool = False
    ) -> None:
        session, config = self.session, self.config
        assert session is not None and config is not None
        state = session.state
        self.serial += 1
        stopped = False
        if config.max_hands is not None and not state.is_over and state.hand_no > config.max_hands:
            stopped = True
            self.stopped = True
        self._hands_over(session, events)
        if state.is_over and not self.recorded:
            self._match_over(session)
        to_act = None if stopped else state.to_act
        legal = tuple(state.legal_actions()) if to_act is not None else ()
        views = tuple(state.view(s) if s in self.watchers else None for s in range(config.players))
        log = session.log
        log_start = min(self.log_sent, len(log))
        self.log_sent = len(log)
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
                transcript=session.snapshot(),
                undo_blocked=self._undo_blocked(),
                reset=reset,
                autosave_error=session.autosave_error,
                match=self.match,
                log_start=log_start,
                log=tuple(log[log_start:]),
            )
        )
        self._maybe_think()

    def _hands_over(self, session: MatchSession, events: Sequence[Event]) -> None:
        """Each hand the action ended counts in the statistics at once (a match is long), once."""
        if not self.persist:
            return
        ended = [e for e in events if isinstance(e, HandEnded)]
        if not ended:
            return
        from ..data import stats

        try:
            for e in ended:
                stats.record_hand(session.transcript, e.number, e.deltas)
        except Exception as exc:  # a broken statistics file must not stop the match
            self.notice.emit(
                tr("the hand could not be counted in the statistics: {why}").format(why=f"{type(exc).__name__}: {exc}")
            )

    def _match_over(self, session: MatchSession) -> None:
        """The match is finished: statistics recorded (once per match), the autosave cleared."""
        self.recorded = True
        if not self.persist:
            return
        from ..data import stats, storage

        try:
            stats.record_finished(session.transcript, session.state)
        except Exception as exc:  # a broken statistics file must not stop the end of a match
            why = tr("the disk is full") if stats.disk_full(exc) else f"{type(exc).__name__}: {exc}"
            # The finished match stays in the autosave: the next start records it, then clears it.
            self.notice.emit(
                tr("the statistics could not be recorded ({why}); the match is kept until they are").format(why=why)
            )
            return
        try:
            storage.clear_autosave()
        except OSError as exc:
            self.notice.emit(tr("the autosave could not be cleared: {why}").format(why=exc.strerror or exc))

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
        self.decisions += 1  # each decision's own deadline: an earlier one's must not cut it short
        legal = state.legal_actions()
        view = state.view(seat)
        fut = self.thinker.submit(seat, view, legal)
        fut.add_done_callback(functools.partial(self._thoughts.send, token))
        deadline = deadline_of(self.thinker, seat)
        if deadline is not None and not fut.done():
            self._late = (token, self.decisions, seat, deadline)
            self._deadline.start(int(deadline * 1000))

    def end_deadline(self) -> None:
        """No decision's deadline runs any more (in the worker's thread: the match stops, or the
        thread ends)."""
        self._late = None
        self._deadline.stop()

    def _deadline_passed(self) -> None:
        if self._late is not None:
            self._too_late(*self._late)

    def _too_late(self, token: int, decision: int, seat: int, seconds: float) -> None:
        """``seat``'s decision number ``decision`` passed its deadline: the basic move is played in
        its place, the late answer is dropped, and the match goes on."""
        state, config = self.state, self.config
        if token != self.token or decision != self.decisions or self.thinking_for != seat:
            return
        if state is None or config is None:
            return
        self.token += 1
        self.thinking_for = None
        legal = state.legal_actions()
        name = config.names[seat]
        try:
            action = basic_move(
                config.game_id, state.view(seat), legal, seed=len(self.session) if self.session is not None else 0
            )
            instead = tr("the basic move")
        except Exception as exc:
            action = self.fallback_rng.choice(legal)
            instead = tr("a random legal move (the basic player failed too: {why})").format(why=type(exc).__name__)
        note = tr("{who}'s computer player took more than {s} s; {instead} was played for it").format(
            who=name, s=f"{seconds:.0f}", instead=instead
        )
        self.pending = (seat, action, note)
        self._advance()

    def _on_thought(self, token: int, fut: Future[Action]) -> None:
        """A computer player's decision (or its failure), back in the worker's thread."""
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
                # Not named: the action may hold a card only its seat may see.
                raise IllegalAction("it chose an action that is not legal")
        except Exception as exc:
            action = self.fallback_rng.choice(legal)
            detail = str(exc).splitlines()[0] if str(exc) else ""
            # The note is shown to everyone at the screen: it never names the move (a buried card).
            error = type(exc).__name__ + (": " + detail if detail else "")
            note = tr("{name}'s computer player failed ({error}); a random legal move was played for it").format(
                name=name, error=error
            )
        self.pending = (seat, action, note)
        self._advance()

    def _advance(self) -> None:
        if self.awaiting_ack or self.pending is None or self.session is None or self.stopped:
            return
        seat, action, note = self.pending
        self.pending = None
        try:
            events = self.session.apply(action)
        except Exception as exc:
            self.crashed.emit(f"the engine failed on {action}: {type(exc).__name__}: {exc}")
            return
        self._emit(seat, str(action), events, note)


__all__ = [
    "HUMAN",
    "Batch",
    "LocalThinker",
    "MatchConfig",
    "MatchWorker",
    "Thinker",
    "ThinkerFactory",
    "default_thinker",
    "make_players",
]
