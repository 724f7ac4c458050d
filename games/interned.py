"""Values the engines make over and over, made once and shared (issue 22: a playout of the
expert's search makes thousands). Events, log lines and actions are frozen values, so one made
before serves as well as a new one equal to it; each table is bounded (cleared when full) so that
a long soak never grows it without end."""

from __future__ import annotations

from .actions import Action, play
from .cards import Card
from .core import LogEntry, said
from .events import CardMoved

NOBODY: frozenset[int] = frozenset()
# More entries than any game's pack, seats and zones give; a table this full is cleared.
LIMIT = 100_000

_MOVES: dict[tuple[Card, str, str, bool, frozenset[int]], CardMoved] = {}
_SAID: dict[tuple[int, Action], LogEntry] = {}
_LINES: dict[str, LogEntry] = {}
_PLAYS: dict[Card, Action] = {}


def moved(card: Card, src: str, dst: str, face_up: bool, visible_to: frozenset[int] = NOBODY) -> CardMoved:
    """``CardMoved(card, src, dst, face_up, visible_to)``, the same instance each time."""
    key = (card, src, dst, face_up, visible_to)
    event = _MOVES.get(key)
    if event is None:
        if len(_MOVES) >= LIMIT:
            _MOVES.clear()
        event = _MOVES[key] = CardMoved(card, src, dst, face_up, visible_to)
    return event


def said_by(seat: int, action: Action) -> LogEntry:
    """``core.said(seat, action)``: the line of a seat's action seen by all, made once."""
    key = (seat, action)
    entry = _SAID.get(key)
    if entry is None:
        if len(_SAID) >= LIMIT:
            _SAID.clear()
        entry = _SAID[key] = said(seat, action)
    return entry


def line(text: str) -> LogEntry:
    """``LogEntry(-1, text, text)``: a line of the table's own (``trick 3 to 1``), made once."""
    entry = _LINES.get(text)
    if entry is None:
        if len(_LINES) >= LIMIT:
            _LINES.clear()
        entry = _LINES[text] = LogEntry(-1, text, text)
    return entry


def play_of(card: Card) -> Action:
    """``play(card)``, made once per card (a view's legal plays are asked for at every decision
    of the playouts)."""
    a = _PLAYS.get(card)
    if a is None:
        a = _PLAYS[card] = play(card)
    return a
