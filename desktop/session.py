"""One match in play, without any widget: the model the worker thread owns (issue 12).

A :class:`MatchSession` holds the match's transcript (game, options, players' names, seed or
explicit deals, the actions so far), the live :class:`games.State`, and who sits where (``"human"``
or a computer level per seat). Every change goes through it, so the transcript always describes
the position exactly and is autosaved after every action:

- :meth:`MatchSession.apply` checks and applies one action, appends its canonical text to the
  transcript, calls the autosave callback and returns the engine's events;
- :meth:`MatchSession.undo_to_previous_human_decision` takes back to the human's previous decision
  by replaying the transcript without the actions since (issue 12, "Undo");
- :meth:`MatchSession.replay_steps` gives a :class:`Replay` of the match for the replay viewer;
- :meth:`MatchSession.restart_hand` starts "Play this deal again": a new match whose first hand is
  dealt the chosen hand's cards (see :func:`deal_of_hand`);
- :meth:`MatchSession.hint` asks the strongest computer player for the human's move, from that
  seat's view only.

Pure Python: no Qt. Not thread-safe: one thread (the worker) owns a session; other threads get
copies (:meth:`MatchSession.snapshot`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import ai
import games
from games.actions import Action
from games.core import State
from games.events import Event
from games.transcript import ReplayError, Transcript, for_state_start

from .seen import LogLine, apply_logged, start_lines

HUMAN = "human"
CHECKPOINT_EVERY = 64

AutosaveCallback = Callable[[Transcript, list[str]], None]


class SessionError(Exception):
    """A request the session refuses: nothing to undo, undo not allowed, a hint for a computer's turn,
    a hand whose deal cannot be played again. The message says why; nothing was changed."""


def copy_transcript(t: Transcript, actions: Sequence[str] | None = None) -> Transcript:
    """An independent copy of ``t`` (with ``actions`` instead of its own, if given)."""
    return Transcript(
        game=t.game,
        players=list(t.players),
        seed=t.seed,
        options=dict(t.options),
        deals=[{k: list(v) for k, v in d.items()} for d in t.deals] if t.deals is not None else None,
        actions=list(t.actions if actions is None else actions),
    )


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


# -- replaying ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandSpan:
    """Hand ``hand_no`` occupies positions ``start`` .. ``end`` (position p: after the first p actions).

    ``start`` is the position where the hand is freshly dealt; ``end`` the last position of the hand
    (the next hand's ``start`` minus one, or the final position).
    """

    hand_no: int
    start: int
    end: int


class Replay:
    """Every position of a match: position ``p`` is the state after the transcript's first ``p``
    actions (0: the first hand dealt; ``len(replay) - 1``: the end). States are rebuilt by replaying
    from a checkpoint kept every ``every`` positions; each call returns an independent state.

    Building a Replay replays the whole transcript once: :class:`games.transcript.ReplayError` for
    an illegal action (unless ``trusted``: actions already checked, as in a session).
    """

    def __init__(self, transcript: Transcript, every: int | None = None, *, trusted: bool = False) -> None:
        self.transcript = copy_transcript(transcript)
        self.game = games.get(self.transcript.game)
        n = len(self.transcript.actions)
        self.every = every if every is not None else max(32, n // 512)
        self._actions: list[Action] = []
        self.actors: list[int] = []  # actors[p]: the seat that took action p
        self.hand_nos: list[int] = []  # hand_nos[p]: the hand being played at position p
        state, self.start_events = self.transcript.start()  # the first deal, to animate
        self._checkpoints: dict[int, State] = {0: state.clone()}
        # The match's log as every seat read it (desktop.seen); log_at[p]: its length at position p.
        self.log: list[LogLine] = start_lines(state)
        self.log_at: list[int] = [len(self.log)]
        for index, text in enumerate(self.transcript.actions):
            if index % self.every == 0 and index:
                self._checkpoints[index] = state.clone()
            self.hand_nos.append(state.hand_no)
            seat = state.to_act
            try:
                action = self.game.parse_action(text)
                if trusted and seat is None:
                    raise games.IllegalAction("the match is over")
                _, lines = apply_logged(state, action, checked=not trusted)
            except (games.IllegalAction, ValueError) as exc:
                raise ReplayError(index, text, getattr(exc, "reason", str(exc))) from None
            assert seat is not None
            self.actors.append(seat)
            self._actions.append(action)
            self.log += lines
            self.log_at.append(len(self.log))
        self.hand_nos.append(state.hand_no)
        self._final = state
        self._cache: tuple[int, State] | None = None
        self.hands = self._hand_spans()

    def __len__(self) -> int:
        """The number of positions: one more than the number of actions."""
        return len(self._actions) + 1

    @property
    def last(self) -> int:
        return len(self._actions)

    def action_text(self, p: int) -> str:
        """The text of action ``p`` (the one taken at position ``p``)."""
        return self.transcript.actions[p]

    def _hand_spans(self) -> list[HandSpan]:
        spans: list[HandSpan] = []
        start = 0
        for p in range(1, len(self.hand_nos)):
            if self.hand_nos[p] != self.hand_nos[p - 1]:
                spans.append(HandSpan(self.hand_nos[start], start, p - 1))
                start = p
        spans.append(HandSpan(self.hand_nos[start], start, len(self.hand_nos) - 1))
        return spans

    def hand_span(self, hand_no: int) -> HandSpan:
        for span in self.hands:
            if span.hand_no == hand_no:
                return span
        raise SessionError(
            f"this match has no hand {hand_no} (hands {self.hands[0].hand_no}..{self.hands[-1].hand_no})"
        )

    def hand_at(self, p: int) -> HandSpan:
        """The hand that position ``p`` belongs to."""
        self._check(p)
        return self.hand_span(self.hand_nos[p])

    def _check(self, p: int) -> None:
        if not 0 <= p <= self.last:
            raise IndexError(f"position {p} is not in 0..{self.last}")

    def state_at(self, p: int) -> State:
        """An independent copy of the state at position ``p``."""
        self._check(p)
        if p == self.last:
            return self._final.clone()
        cached = self._cache
        if cached is not None and cached[0] <= p and p - cached[0] < self.every:
            pos, state = cached
        else:
            base = (p // self.every) * self.every
            pos, state = base, self._checkpoints[base].clone()
        for q in range(pos, p):
            state.apply_unchecked(self._actions[q])
        self._cache = (p, state)
        return state.clone()

    def step(self, p: int) -> tuple[State, list[Event]]:
        """The state after action ``p`` and the events that action caused (for animating forward)."""
        state = self.state_at(p)
        events = state.apply_unchecked(self._actions[p])
        return state, events

    def cursor(self, p: int = 0) -> ReplayCursor:
        return ReplayCursor(self, p)


class ReplayCursor:
    """The replay viewer's position: forward and back action by action, or hand by hand."""

    def __init__(self, replay: Replay, p: int = 0) -> None:
        self.replay = replay
        self.index = 0
        self.state = replay.state_at(0)
        self.seek(p)

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index == self.replay.last

    @property
    def hand(self) -> HandSpan:
        return self.replay.hand_at(self.index)

    def seek(self, p: int) -> State:
        self.state = self.replay.state_at(p)
        self.index = p
        return self.state

    def forward(self) -> list[Event]:
        """Take the next action; its events ([] at the end)."""
        if self.at_end:
            return []
        events = self.state.apply_unchecked(self.replay._actions[self.index])
        self.index += 1
        return events

    def back(self) -> State:
        """Go back one action (rebuilt by replay); the state."""
        return self.seek(max(0, self.index - 1))

    def next_hand(self) -> State:
        """The start of the next hand (or the end of the match)."""
        spans = self.replay.hands
        for span in spans:
            if span.start > self.index:
                return self.seek(span.start)
        return self.seek(self.replay.last)

    def previous_hand(self) -> State:
        """The start of this hand, or of the previous one when already at this hand's start."""
        current = self.hand
        if self.index > current.start:
            return self.seek(current.start)
        starts = [s.start for s in self.replay.hands if s.start < current.start]
        return self.seek(starts[-1] if starts else 0)


# -- "Play this deal again" -------------------------------------------------------------------------

# The zones an explicit deal names besides the hands are each game's ``Game.deal_zones`` (at the
# start of a hand, before its first action, zone_contents() holds exactly their cards as dealt). A
# game that declares none is handled without knowing it: every non-empty zone at the hand's start.
# Either way the result is checked by dealing it (below), so a game whose start-of-hand zones do not
# map onto its explicit deals gives a SessionError, never a different hand.

_SEAT_ZONE = re.compile(r"([A-Za-z_]+?)(\d+)")


def _old_zone(name: str, rotation: int, n: int) -> str:
    """The original match's name of new zone ``name`` when new seat i is old seat (i + rotation) % n."""
    m = _SEAT_ZONE.fullmatch(name)
    if m is None or int(m.group(2)) >= n:
        return name
    return f"{m.group(1)}{(int(m.group(2)) + rotation) % n}"


@dataclass(frozen=True)
class DealAgain:
    """A hand's deal made the first deal of a new match.

    New seat ``i`` is the original seat ``seat_map[i]`` (``(i + rotation) % n``): explicit deals give
    seat 0 the first hand's leading role (dealer, King's contractor, first declarer), so the seats
    turn with the cards and everybody keeps their cards and their role.
    """

    game: str
    hand_no: int
    deal: dict[str, list[str]]
    rotation: int
    seat_map: tuple[int, ...]

    def names(self, names: Sequence[str]) -> list[str]:
        return [names[s] for s in self.seat_map]


def _same_start(old: State, new: State, rotation: int, n: int) -> bool:
    if (new.to_act is None) != (old.to_act is None):
        return False
    if new.to_act is not None and (new.to_act + rotation) % n != old.to_act:
        return False
    ov, nv = old.view(0), new.view(0)
    if ov.phase != nv.phase or (nv.dealer + rotation) % n != ov.dealer:
        return False
    old_zones = {k: v for k, v in old.zone_contents().items() if v}
    new_zones = {_old_zone(k, rotation, n): v for k, v in new.zone_contents().items() if v}
    return old_zones == new_zones


def deal_at_start(start: State, players: int, options: Mapping[str, Any] | None = None) -> DealAgain:
    """The explicit deal that reproduces the hand ``start`` is at the beginning of (see
    ``Game.deal_zones``)."""
    game = start.game
    n = players
    zones = start.zone_contents()
    extra = game.deal_zones or tuple(k for k, v in zones.items() if v and not k.startswith("hand"))
    names = [f"hand{s}" for s in range(n)] + list(extra)
    missing = [k for k in names if k not in zones]
    if missing:
        raise SessionError(
            f"{game.title}: the start of hand {start.hand_no} has no zone {', '.join(missing)} to deal again"
        )
    dealer = start.view(0).dealer
    order = [(dealer + k) % n for k in range(n)]
    problem = "no seating reproduces it"
    for rotation in order:
        deal = {name: [str(c) for c in zones[_old_zone(name, rotation, n)]] for name in names}
        try:
            new = game.new_match(players=n, seed=0, options=options, deals=[deal])
        except Exception as exc:
            problem = str(exc) or type(exc).__name__
            continue
        if _same_start(start, new, rotation, n):
            seat_map = tuple((i + rotation) % n for i in range(n))
            return DealAgain(game.id, start.hand_no, deal, rotation, seat_map)
    raise SessionError(
        f"{game.title}: hand {start.hand_no} cannot be dealt again: its cards at the start of the hand "
        f"do not map onto an explicit deal ({problem})"
    )


def deal_of_hand(transcript: Transcript, hand_no: int, replay: Replay | None = None) -> DealAgain:
    """The deal of hand ``hand_no`` of ``transcript``, as the first deal of a new match."""
    replay = replay if replay is not None else Replay(transcript)
    span = replay.hand_span(hand_no)
    start = replay.state_at(span.start)
    return deal_at_start(start, len(transcript.players), transcript.options)


# -- the session -------------------------------------------------------------------------------------


class MatchSession:
    """A match in play: transcript + live state + seats. Owned by one thread (the worker).

    ``autosave(transcript, seats)`` is called after every change (start, each action, each undo);
    pass ``desktop.storage.autosave``. If it fails with OSError (disk full, folder gone), play goes
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
        """A new match from a ``desktop.worker.MatchConfig`` (or anything with its fields: game_id,
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
            self.autosave_error = f"the match could not be autosaved: {exc.strerror or exc}"
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
            return "nobody at this table is human"
        if len(humans) > 1 and not self.allow_multi_human_undo:
            return "undo with several human players is turned off in the settings"
        if not any(self.seats[a] == HUMAN for a in self._actors):
            return "no move of yours to take back yet"
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
            raise SessionError(f"cannot undo: {blocked}")
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
        again = deal_of_hand(self._transcript, hand_no, self.replay_steps())
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
        span = replay.hand_span(hand_no)
        kwargs.setdefault("autosave", self.autosave_callback)
        kwargs.setdefault("allow_multi_human_undo", self.allow_multi_human_undo)
        transcript = copy_transcript(self._transcript, self._transcript.actions[: span.start])
        return MatchSession(transcript, self.seats, trusted=True, **kwargs)

    def hint(self, level: str | None = None, seed: int | None = None) -> Action:
        """The move the strongest computer player (or ``level``) would make for the human to act.

        The player sees that seat's view and legal actions only. Slow with ``expert`` (its think
        budget): call from the worker thread. SessionError when no human is to act.
        """
        seat = self.state.to_act
        if seat is None:
            raise SessionError("the match is over")
        if not self.is_human(seat):
            raise SessionError(f"seat {seat} is a computer player: hints are for a human's turn")
        level = level or strongest_level(self.game.id)
        player = ai.make_player(level, self.game.id, seed=len(self) if seed is None else seed)
        legal = self.state.legal_actions()
        action = player.choose(self.state.view(seat), list(legal))
        if action not in legal:
            raise SessionError(f"the {level} player suggested {action}, which is not legal")
        return action


def positions(transcript: Transcript) -> Iterator[tuple[int, State]]:
    """Every (position, state) of a transcript, in order (states are independent copies)."""
    replay = Replay(transcript)
    for p in range(len(replay)):
        yield p, replay.state_at(p)


__all__ = [
    "CHECKPOINT_EVERY",
    "HUMAN",
    "DealAgain",
    "HandSpan",
    "MatchSession",
    "Replay",
    "ReplayCursor",
    "SessionError",
    "copy_transcript",
    "deal_at_start",
    "deal_of_hand",
    "strongest_level",
]
