"""A view's two uses inside the engines: made at speed at every decision of a playout
(:func:`made_view`), and read back into a log when a state is sampled from it (:func:`log_of`)."""

from __future__ import annotations

from typing import Any, TypeVar

from .core import LogEntry, View

V = TypeVar("V", bound=View)


def made_view(cls: type[V], fields: dict[str, Any]) -> V:
    """A ``cls`` with every one of its ``fields`` at once: the object the dataclass's ``__init__``
    makes, without its one frozen ``object.__setattr__`` per field (a playout of the expert's
    search makes a view at every decision). ``fields`` names every field of ``cls``, no other
    (tests/games/test_views_made.py checks each game's views against the dataclass's own)."""
    view = object.__new__(cls)
    view.__dict__.update(fields)
    return view


def log_of(view: View) -> list[LogEntry]:
    """A hand's log as ``view`` saw it, for a state sampled from the view: its lines with their moves.

    The search samples many deals from one view, so the entries (immutable) made for the last
    view are kept and shared; each call returns a list of its own."""
    global _LOG_OF
    last, entries = _LOG_OF
    if last is not view:
        moves = view.history if len(view.history) == len(view.log) else (None,) * len(view.log)
        entries = tuple(LogEntry(-1, line, line, None, move) for line, move in zip(view.log, moves, strict=True))
        _LOG_OF = (view, entries)
    return list(entries)


# The last view log_of read and its entries. Holding the view keeps its identity from being reused.
_LOG_OF: tuple[View | None, tuple[LogEntry, ...]] = (None, ())
