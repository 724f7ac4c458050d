"""Clubs: values the rules make over and over (a playout makes thousands), made once and kept.

Events and log lines are frozen values, so one made before serves as well as a new one equal to
it: the card moves of every deal, trick and gathering, the lines of the play, the knowledge a
deal starts from (copied for each hand, as the play narrows it in place)."""

from __future__ import annotations

from ..actions import Action
from ..cards import Card
from ..core import LogEntry, said
from ..events import CardMoved
from .facts import PACK, is_auction
from .knowledge import initial_knowledge

_NOBODY: frozenset[int] = frozenset()
_MOVES: dict[tuple[Card, str, str, bool, frozenset[int]], CardMoved] = {}
_SAID: dict[tuple[int, Action], LogEntry] = {}
_LINES: dict[str, LogEntry] = {}
_KNOWLEDGE: dict[int | None, tuple[dict[Card, frozenset[str]], ...]] = {}
# Each seat alone, as the cards dealt to it are seen (frozenset({s})).
ONLY = tuple(frozenset({s}) for s in range(3))
# The pack's auction and primary cards, each in the pack's order.
AUCTION_PACK = tuple(c for c in PACK if is_auction(c))
PRIMARY_PACK = tuple(c for c in PACK if not is_auction(c))


def moved(card: Card, src: str, dst: str, face_up: bool, visible_to: frozenset[int] = _NOBODY) -> CardMoved:
    """``CardMoved(card, src, dst, face_up, visible_to)``."""
    key = (card, src, dst, face_up, visible_to)
    event = _MOVES.get(key)
    if event is None:
        event = _MOVES[key] = CardMoved(card, src, dst, face_up, visible_to)
    return event


def said_by(seat: int, action: Action) -> LogEntry:
    """``core.said(seat, action)``: the line of a seat's action seen by all."""
    key = (seat, action)
    entry = _SAID.get(key)
    if entry is None:
        entry = _SAID[key] = said(seat, action)
    return entry


def line(text: str) -> LogEntry:
    """``LogEntry(-1, text, text)``: a line of the table's own (``trick 3 to 1``)."""
    entry = _LINES.get(text)
    if entry is None:
        entry = _LINES[text] = LogEntry(-1, text, text)
    return entry


def knowledge(opener: int | None) -> list[dict[Card, frozenset[str]]]:
    """``initial_knowledge(opener)``: a copy of its own for the hand to narrow."""
    kept = _KNOWLEDGE.get(opener)
    if kept is None:
        kept = _KNOWLEDGE[opener] = tuple(initial_knowledge(opener))
    return [dict(p) for p in kept]
