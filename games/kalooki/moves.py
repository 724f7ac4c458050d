"""Kalooki's card movements (events.CardMoved), what seats say (events.Said) and the log's lines of
their actions (core.LogEntry), each made once and shared: they are frozen values, a deal's start
and end move every one of the 162 cards (a playout ends on one of them), and the same few lines
("2: pass") come again and again."""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action
from ..cards import Card
from ..core import LogEntry, Move
from ..events import CardMoved, Event, Said
from ..interned import moved
from .facts import _PACK, PLAYERS

HAND_ZONES = tuple(f"hand{s}" for s in range(PLAYERS))
EVERYONE = frozenset(range(PLAYERS))
ONLY = tuple(frozenset({s}) for s in range(PLAYERS))
_NOBODY: frozenset[int] = frozenset()


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


_DISTINCT = tuple(dict.fromkeys(_PACK))
_TABLES: dict[tuple[str, str, bool, frozenset[int]], dict[Card, CardMoved]] = {}


def move_table(src: str, dst: str, face_up: bool, visible_to: frozenset[int] = _NOBODY) -> dict[Card, CardMoved]:
    """Each card of the pack moved from ``src`` to ``dst`` (as :func:`moved`), by card."""
    key = (src, dst, face_up, visible_to)
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= 5_000:
            _TABLES.clear()
        table = _TABLES[key] = {c: CardMoved(c, src, dst, face_up, visible_to) for c in _DISTINCT}
    return table


def add_deal(events: list[Event], hands: Sequence[Sequence[Card]], seats: Sequence[int], n: int) -> None:
    """The deal's movements: ``n`` rounds of one card to each of ``seats`` in turn, from the pack."""
    tables = [move_table("pack", HAND_ZONES[s], False, ONLY[s]) for s in seats]
    for i in range(n):
        for s, table in zip(seats, tables, strict=True):
            c = hands[s][i]
            event = table.get(c)
            events.append(event if event is not None else moved(c, "pack", HAND_ZONES[s], False, ONLY[s]))


def add_moves(
    events: list[Event], cards: Sequence[Card], src: str, dst: str, face_up: bool, visible_to: frozenset[int] = _NOBODY
) -> None:
    """Each of ``cards`` moved from ``src`` to ``dst`` (as :func:`moved`), added to ``events``."""
    table = move_table(src, dst, face_up, visible_to)
    try:
        got = list(map(table.__getitem__, cards))
    except KeyError:  # a card not of the pack
        got = [moved(c, src, dst, face_up, visible_to) for c in cards]
    events.extend(got)


_ACTION_LINES: dict[tuple[int, Action], LogEntry] = {}


def action_line(seat: int, action: Action) -> LogEntry:
    """``said_line(seat, str(action), None, action)``, without writing the text again."""
    line = _ACTION_LINES.get((seat, action))
    if line is None:
        if len(_ACTION_LINES) >= 100_000:
            _ACTION_LINES.clear()
        line = _ACTION_LINES[(seat, action)] = said_line(seat, str(action), None, action)
    return line
