"""Kalooki's card movements (events.CardMoved), what seats say (events.Said) and the log's lines of
their actions (core.LogEntry), each made once and shared: they are frozen values, a deal's start
and end move every one of the 162 cards (a playout ends on one of them), and the same few lines
("2: pass") come again and again."""

from __future__ import annotations

from ..actions import Action
from ..cards import Card
from ..core import LogEntry, Move
from ..events import CardMoved, Said
from .facts import PLAYERS

HAND_ZONES = tuple(f"hand{s}" for s in range(PLAYERS))
EVERYONE = frozenset(range(PLAYERS))
ONLY = tuple(frozenset({s}) for s in range(PLAYERS))
_NOBODY: frozenset[int] = frozenset()

_MOVES: dict[tuple[Card, str, str, bool, frozenset[int]], CardMoved] = {}


def moved(c: Card, src: str, dst: str, face_up: bool, visible_to: frozenset[int] = _NOBODY) -> CardMoved:
    """``CardMoved(c, src, dst, face_up, visible_to)``, the same instance each time."""
    key = (c, src, dst, face_up, visible_to)
    event = _MOVES.get(key)
    if event is None:
        if len(_MOVES) >= 100_000:
            _MOVES.clear()
        event = _MOVES[key] = CardMoved(c, src, dst, face_up, visible_to)
    return event


_SAID: dict[tuple[int, str], Said] = {}
_LINES: dict[tuple[int, str, str | None, Action | None], LogEntry] = {}


def said(seat: int, text: str) -> Said:
    """``Said(seat, text)``, the same instance each time."""
    event = _SAID.get((seat, text))
    if event is None:
        event = _SAID[(seat, text)] = Said(seat, text)
    return event


def said_line(seat: int, text: str, private: str | None, action: Action | None) -> LogEntry:
    """The log's line of ``seat``'s ``text`` (``private``: the words only that seat reads), with
    the ``action`` it records; the same instance each time."""
    key = (seat, text, private, action)
    line = _LINES.get(key)
    if line is None:
        move = Move(seat, action) if action is not None else None
        if private is None:
            line = LogEntry(seat, f"{seat}: {text}", f"{seat}: {text}", None, move)
        else:
            line = LogEntry(seat, f"{seat}: {private}", f"{seat}: {text}", ONLY[seat], move)
        if len(_LINES) >= 100_000:
            _LINES.clear()
        _LINES[key] = line
    return line
