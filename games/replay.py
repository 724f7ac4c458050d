"""Every position of a match, and a hand's deal dealt again (Qt-free).

- :class:`Replay`: the state after each action of a transcript, rebuilt from checkpoints, with the
  hands' spans and the log as every seat read it (:mod:`games.log`); :class:`ReplayCursor` walks it
  action by action or hand by hand (the replay viewer, undo, "Play this deal again").
- :func:`deal_of_hand`: the explicit deal that makes a hand the first deal of a new match, seats
  turned so that every player keeps their cards and their role (:class:`DealAgain`).

:class:`DealError` when a hand is not in the match or its cards do not map onto an explicit deal.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import get as get_game
from .actions import Action
from .core import State
from .errors import IllegalAction
from .events import Event
from .log import LogLine, apply_logged, start_lines
from .phrases import phrase
from .transcript import ReplayError, Transcript


class DealError(Exception):
    """A hand that is not in the match, or whose deal cannot be dealt again; the message says why."""


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
        self.game = get_game(self.transcript.game)
        n = len(self.transcript.actions)
        self.every = every if every is not None else max(32, n // 512)
        self._actions: list[Action] = []
        self.actors: list[int] = []  # actors[p]: the seat that took action p
        self.hand_nos: list[int] = []  # hand_nos[p]: the hand being played at position p
        state, self.start_events = self.transcript.start()  # the first deal, to animate
        self._checkpoints: dict[int, State] = {0: state.clone()}
        # The match's log as every seat read it (desktop.match.seen); log_at[p]: its length at position p.
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
                    raise IllegalAction(phrase("the match is over"))
                _, lines = apply_logged(state, action, checked=not trusted)
            except (IllegalAction, ValueError) as exc:
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
        raise DealError(f"this match has no hand {hand_no} (hands {self.hands[0].hand_no}..{self.hands[-1].hand_no})")

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
        raise DealError(
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
    raise DealError(
        f"{game.title}: hand {start.hand_no} cannot be dealt again: its cards at the start of the hand "
        f"do not map onto an explicit deal ({problem})"
    )


def deal_of_hand(transcript: Transcript, hand_no: int, replay: Replay | None = None) -> DealAgain:
    """The deal of hand ``hand_no`` of ``transcript``, as the first deal of a new match."""
    replay = replay if replay is not None else Replay(transcript)
    span = replay.hand_span(hand_no)
    start = replay.state_at(span.start)
    return deal_at_start(start, len(transcript.players), transcript.options)


def positions(transcript: Transcript) -> Iterator[tuple[int, State]]:
    """Every (position, state) of a transcript, in order (states are independent copies)."""
    replay = Replay(transcript)
    for p in range(len(replay)):
        yield p, replay.state_at(p)


__all__ = [
    "DealAgain",
    "DealError",
    "HandSpan",
    "Replay",
    "ReplayCursor",
    "copy_transcript",
    "deal_at_start",
    "deal_of_hand",
    "positions",
]
