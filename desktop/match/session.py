"""One match in play, without any widget: the model the worker thread owns (issue 12).

A :class:`MatchSession` holds the match's transcript (game, options, players' names, seed or
explicit deals, the actions so far), the live :class:`games.State`, and who sits where (``"human"``
or a computer level per seat). Every change goes through it, so the transcript always describes
the position exactly and is autosaved after every action:

- :meth:`MatchSession.apply` checks and applies one action, appends its canonical text to the
  transcript, calls the autosave callback and returns the engine's events;
- :meth:`MatchSession.undo_to_previous_human_decision` takes back to the human's previous decision
  by replaying the transcript without the actions since (issue 12, "Undo");
- :meth:`MatchSession.replay_steps` gives a :class:`games.replay.Replay` of the match for the replay viewer;
- :meth:`MatchSession.restart_hand` starts "Play this deal again": a new match whose first hand is
  dealt the chosen hand's cards (see :func:`games.replay.deal_of_hand`);
- :meth:`MatchSession.hint` asks the strongest computer player for the human's move, from that
  seat's view only.

Pure Python: no Qt. Not thread-safe: one thread (the worker) owns a session; other threads get
copies (:meth:`MatchSession.snapshot`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import ai
import games
from games.actions import Action
from games.core import State, View
from games.events import Event
from games.log import LogLine, apply_logged
from games.replay import DealError, Replay, copy_transcript, deal_of_hand
from games.transcript import Transcript, for_state_start

from ..data.storage import HUMAN
from ..i18n import tr

CHECKPOINT_EVERY = 64

AutosaveCallback = Callable[[Transcript, list[str]], None]


class SessionError(Exception):
    """A request the session refuses: nothing to undo, undo not allowed, a hint for a computer's turn,
    a hand whose deal cannot be played again. The message says why; nothing was changed."""


def strongest_level(game_id: str) -> str:
    """The strongest computer level that has a player for ``game_id`` (``ai.levels`` is weakest first)."""
    try:
        offered = ai.levels(game_id)
    except TypeError:  # an ai.base without per-game levels
        offered = ai.levels()
    if not offered:
        raise SessionError(f"no computer player plays {game_id}")
    return offered[-1]


def check_seats(game_id: str, players: int, seats: Sequence[str]) -> list[str]:
    if len(seats) != players:
        raise ValueError(f"{players} players but {len(seats)} seat kinds")
    known = set(ai.levels())
    for s, kind in enumerate(seats):
        if kind != HUMAN and kind not in known:
            raise ValueError(f"seat {s}: {kind!r} is neither 'human' nor a computer level ({', '.join(sorted(known))})")
    return list(seats)


# -- the session -------------------------------------------------------------------------------------


class MatchSession:
    """A match in play: transcript + live state + seats. Owned by one thread (the worker).

    ``autosave(transcript, seats)`` is called after every change (start, each action, each undo);
    pass ``desktop.data.storage.autosave``. If it fails with OSError (disk full, folder gone), play goes
    on and ``autosave_error`` holds the message for the window to show; the next success clears it.
    """

    def __init__(
        self,
        transcript: Transcript,
        seats: Sequence[str],
        *,
        autosave: AutosaveCallback | None = None,
        allow_multi_human_undo: bool = False,
        checkpoint_every: int = CHECKPOINT_EVERY,
        trusted: bool = False,
    ) -> None:
        self.game = games.get(transcript.game)
        self.seats = check_seats(self.game.id, len(transcript.players), seats)
        self.autosave_callback = autosave
        self.allow_multi_human_undo = allow_multi_human_undo
        self.autosave_error: str | None = None
        self.seat_map: tuple[int, ...] | None = None  # set by restart_hand: new seat -> original seat
        self._every = max(1, checkpoint_every)
        replay = Replay(transcript, every=self._every, trusted=trusted)
        self._transcript = copy_transcript(replay.transcript)
        self._actors = list(replay.actors)
        self._checkpoints = dict(replay._checkpoints)
        self.state = replay._final
        self._log = list(replay.log)
        self._log_at = list(replay.log_at)
        # The first deal's events (the engine's), for the table to deal a new match; none when
        # the match is taken up after some actions (the table shows the position at once).
        self.start_events: list[Event] = [] if replay.last else list(replay.start_events)
        self._save()

    @classmethod
    def new(
        cls,
        game_id: str,
        names: Sequence[str],
        seats: Sequence[str],
        *,
        seed: int = 0,
        options: Any = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
        **kwargs: Any,
    ) -> MatchSession:
        """A new match (first hand dealt), autosaved at once."""
        game = games.get(game_id)
        game.check_players(len(names))
        transcript = for_state_start(game, names, seed, options, deals)
        return cls(transcript, seats, **kwargs)

    @classmethod
    def from_config(cls, config: Any, **kwargs: Any) -> MatchSession:
        """A new match from a ``desktop.match.worker.MatchConfig`` (or anything with its fields: game_id,
        names, seats, options, seed, deals)."""
        return cls.new(
            config.game_id,
            list(config.names),
            list(config.seats),
            seed=config.seed,
            options=dict(config.options or {}),
            deals=config.deals,
            **kwargs,
        )

    # -- what the window reads ---------------------------------------------------------------------

    @property
    def transcript(self) -> Transcript:
        """The live transcript (do not modify; use snapshot() to hand it to another thread)."""
        return self._transcript

    def snapshot(self) -> Transcript:
        return copy_transcript(self._transcript)

    @property
    def names(self) -> list[str]:
        return list(self._transcript.players)

    @property
    def players(self) -> int:
        return len(self._transcript.players)

    @property
    def humans(self) -> list[int]:
        return [s for s, kind in enumerate(self.seats) if kind == HUMAN]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] == HUMAN

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def actors(self) -> list[int]:
        """actors[i]: the seat that took action i."""
        return list(self._actors)

    @property
    def log(self) -> Sequence[LogLine]:
        """The match's log so far, every line with who may read which words (do not modify)."""
        return self._log

    def __len__(self) -> int:
        """The number of actions taken."""
        return len(self._transcript.actions)

    def computer_players(self) -> dict[int, ai.Player]:
        """A player per computer seat (seeded from the match seed, as the worker does)."""
        return {
            s: ai.make_player(kind, self.game.id, seed=self._transcript.seed * 31 + s)
            for s, kind in enumerate(self.seats)
            if kind != HUMAN
        }

    # -- playing -------------------------------------------------------------------------------------

    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply ``action`` for the seat to act; its events. Autosaves.

        IllegalAction / ActionSyntaxError (from games) leave everything unchanged.
        """
        if isinstance(action, str):
            action = self.game.parse_action(action)
        seat = self.state.to_act
        events, lines = apply_logged(self.state, action)
        assert seat is not None
        self._transcript.actions.append(str(action))
        self._actors.append(seat)
        self._log += lines
        self._log_at.append(len(self._log))
        n = len(self._transcript.actions)
        if n % self._every == 0:
            self._checkpoints[n] = self.state.clone()
        self._save()
        return events

    def _save(self) -> None:
        if self.autosave_callback is None:
            return
        try:
            self.autosave_callback(self._transcript, list(self.seats))
        except OSError as exc:
            self.autosave_error = tr("the match could not be autosaved: {why}").format(why=exc.strerror or exc)
        else:
            self.autosave_error = None

    def _rebuild(self, n: int) -> State:
        """Cut the match back to its first ``n`` actions (replaying from the nearest checkpoint)."""
        self._transcript.actions = self._transcript.actions[:n]
        self._actors = self._actors[:n]
        self._log_at = self._log_at[: n + 1]
        self._log = self._log[: self._log_at[-1]]
        self._checkpoints = {k: v for k, v in self._checkpoints.items() if k <= n}
        base = max(self._checkpoints)
        state = self._checkpoints[base].clone()
        for text in self._transcript.actions[base:n]:
            state.apply_unchecked(self.game.parse_action(text))
        self.state = state
        self._save()
        return state

    # -- undo ----------------------------------------------------------------------------------------

    def undo_blocked(self) -> str | None:
        """Why undo is not offered now (None: it is)."""
        humans = self.humans
        if not humans:
            return tr("nobody at this table is human")
        if len(humans) > 1 and not self.allow_multi_human_undo:
            return tr("undo with several human players is turned off in the settings")
        if not any(self.seats[a] == HUMAN for a in self._actors):
            return tr("no move of yours to take back yet")
        return None

    @property
    def can_undo(self) -> bool:
        return self.undo_blocked() is None

    def undo_to_previous_human_decision(self) -> State:
        """Take back the last human action and every computer action after it (Ctrl+Z).

        The position becomes exactly the one in which that human decided (same state, same views:
        the transcript minus those actions, replayed). Call again to go further back. Returns the
        restored state; autosaves. SessionError (nothing changed) when :meth:`undo_blocked` says so.
        """
        blocked = self.undo_blocked()
        if blocked is not None:
            raise SessionError(tr("cannot undo: {why}").format(why=blocked))
        last = max(i for i, a in enumerate(self._actors) if self.seats[a] == HUMAN)
        return self._rebuild(last)

    # -- replay, deal again, hint --------------------------------------------------------------------

    def replay_steps(self, every: int | None = None) -> Replay:
        """A Replay of the match so far (positions 0 .. len(self)), for the replay viewer."""
        return Replay(self._transcript, every=every, trusted=True)

    def restart_hand(self, hand_no: int, *, seed: int | None = None, **kwargs: Any) -> MatchSession:
        """ "Play this deal again": a new session whose first hand has hand ``hand_no``'s cards.

        Seats, names and seat kinds turn with the deal (``seat_map`` on the new session: new seat ->
        this match's seat), so every player gets the same cards in the same role. The options and
        (unless ``seed`` is given) the seed of later hands are this match's. The autosave callback
        and undo setting carry over unless given in ``kwargs``. SessionError if the hand cannot be
        dealt again.
        """
        try:
            again = deal_of_hand(self._transcript, hand_no, self.replay_steps())
        except DealError as exc:
            raise SessionError(str(exc)) from None
        kwargs.setdefault("autosave", self.autosave_callback)
        kwargs.setdefault("allow_multi_human_undo", self.allow_multi_human_undo)
        session = MatchSession.new(
            self.game.id,
            again.names(self.names),
            again.names(self.seats),
            seed=self._transcript.seed if seed is None else seed,
            options=self._transcript.options,
            deals=[again.deal],
            **kwargs,
        )
        session.seat_map = again.seat_map
        return session

    def rewind_to_hand(self, hand_no: int, **kwargs: Any) -> MatchSession:
        """The same match taken back to the start of hand ``hand_no`` (same cards, scores and seats).

        The fallback for "Play this deal again" where a hand cannot open a new match (a Kalooki
        contract after the first, whose hand size differs). A new session; this one is unchanged.
        """
        replay = self.replay_steps()
        try:
            span = replay.hand_span(hand_no)
        except DealError as exc:
            raise SessionError(str(exc)) from None
        kwargs.setdefault("autosave", self.autosave_callback)
        kwargs.setdefault("allow_multi_human_undo", self.allow_multi_human_undo)
        transcript = copy_transcript(self._transcript, self._transcript.actions[: span.start])
        return MatchSession(transcript, self.seats, trusted=True, **kwargs)

    def hint_request(self, level: str | None = None, seed: int | None = None) -> tuple[ai.Player, View, list[Action]]:
        """What a hint needs: the strongest computer player (or ``level``) and the view and legal
        actions of the human to act (that seat's only). SessionError when no human is to act."""
        seat = self.state.to_act
        if seat is None:
            raise SessionError(tr("the match is over"))
        if not self.is_human(seat):
            raise SessionError(
                tr("{who} is a computer player: hints are for a human's turn").format(who=f"seat {seat}")
            )
        level = level or strongest_level(self.game.id)
        player = ai.make_player(level, self.game.id, seed=len(self) if seed is None else seed)
        return player, self.state.view(seat), self.state.legal_actions()

    def hint(self, level: str | None = None, seed: int | None = None) -> Action:
        """The move the strongest computer player (or ``level``) would make for the human to act,
        decided in this thread (slow with ``expert``: the worker runs it on a thread of its own)."""
        player, view, legal = self.hint_request(level, seed)
        action = player.choose(view, list(legal))
        if action not in legal:
            raise SessionError(
                tr("the {level} player suggested {action}, which is not legal").format(
                    level=player.level, action=action
                )
            )
        return action


__all__ = [
    "CHECKPOINT_EVERY",
    "HUMAN",
    "MatchSession",
    "SessionError",
    "strongest_level",
]
