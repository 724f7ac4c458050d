"""The match's log with who may read each line (Qt-free; the window, the replay and the tests read it).

The engines keep each hand's history as :class:`games.core.LogEntry` values that say who may read
which words (a buried card is "bury KD" for its owner, "buries a card" for the others).
:func:`apply_logged` applies an action and collects every entry it wrote, with the public
announcements of its events (notes, contracts, a hand's result), as :class:`LogLine` values; a
reader shows them through :meth:`LogLine.seen_by` for one seat, or for nobody's seat (what every
player may read).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .core import LogEntry, State
from .events import ContractSet, Event, HandEnded, HandStarted, Note
from .phrases import indented, phrase


@dataclass(frozen=True)
class LogLine:
    """One line of the match's log. ``private`` is read by the seats in ``visible_to`` (None: by
    everyone), ``public`` by everyone else and on the hand-over screen. Seats are numbers in the
    engine's words ("2: bury KD"); :func:`say` names them. ``hand_no``: the hand it belongs to."""

    hand_no: int
    private: str
    public: str
    visible_to: frozenset[int] | None = None

    def seen_by(self, seat: int | None) -> str:
        """The words ``seat`` reads (None: nobody's seat, the hand-over screen)."""
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self.private
        return self.public

    @property
    def is_hidden(self) -> bool:
        """True when some seats read other words than ``private``."""
        return self.visible_to is not None and self.private != self.public


def common(text: str, hand_no: int = 0) -> LogLine:
    """A line every seat reads alike (the window's own lines: a match's start, an undo)."""
    return LogLine(hand_no, text, text)


def from_entry(hand_no: int, entry: LogEntry) -> LogLine:
    return LogLine(hand_no, entry.private, entry.public, entry.visible_to)


def hand_header(state: State) -> LogLine:
    """``Hand 3`` (King: ``Deal 3``) at the start of each hand."""
    if state.game.hand_word == "deal":
        return common(phrase("Deal {n_}", n_=state.hand_no), state.hand_no)
    if state.game.hand_word == "hand":
        return common(phrase("Hand {n_}", n_=state.hand_no), state.hand_no)
    return common(f"{state.game.hand_word.capitalize()} {state.hand_no}", state.hand_no)


def start_lines(state: State) -> list[LogLine]:
    """The log of a match just dealt: its header and what the first deal wrote."""
    return [hand_header(state)] + [from_entry(state.hand_no, e) for e in state.log]


def _event_lines(events: Sequence[Event], hand_no: int, already: set[str]) -> list[LogLine]:
    """The public announcements among ``events`` (notes, contracts, a hand's result). A note that
    repeats a line of the engine's log (Kalooki writes both) is not said twice."""
    out: list[LogLine] = []
    for e in events:
        if isinstance(e, Note):
            if e.text not in already:
                out.append(common(indented("  ", e.text), hand_no))
        elif isinstance(e, ContractSet):
            out.append(common(indented("  ", phrase("Contract: {text}", text=e.text)), hand_no))
        elif isinstance(e, HandEnded):
            totals = ", ".join(map(str, e.totals))
            if e.text:
                ended = phrase("Hand {n_} ended ({text}): totals {totals}", n_=e.number, text=e.text, totals=totals)
            else:
                ended = phrase("Hand {n_} ended: totals {totals}", n_=e.number, totals=totals)
            out.append(common(indented("  ", ended), hand_no))
    return out


def apply_logged(state: State, action: Action, *, checked: bool = True) -> tuple[list[Event], list[LogLine]]:
    """Apply ``action`` to ``state`` (checked unless told otherwise) and return its events and the
    log lines it wrote, in order: the hand's lines, the announcements, and when the action ended
    the hand and dealt the next, that hand's header, its first lines and its announcements.

    The engines start each hand with a new log list, so the lines written to the old list after
    the action are read from it before the new list."""
    before_hand = state.hand_no
    old_log = state.log
    n = len(old_log)
    events = state.apply(action) if checked else state.apply_unchecked(action)
    old_lines = [from_entry(before_hand, e) for e in old_log[n:]]
    new_hand = state.log is not old_log or state.hand_no != before_hand
    if not new_hand:
        already = {line.private for line in old_lines}
        return events, old_lines + _event_lines(events, before_hand, already)
    cut = next((i for i, e in enumerate(events) if isinstance(e, (HandEnded, HandStarted))), len(events))
    while cut < len(events) and isinstance(events[cut], HandEnded):
        cut += 1
    new_entries = list(state.log) if state.log is not old_log else []
    new_lines = [from_entry(state.hand_no, e) for e in new_entries]
    already = {line.private for line in old_lines + new_lines}
    lines = old_lines + _event_lines(events[:cut], before_hand, already)
    if not state.is_over or new_lines:
        lines.append(hand_header(state))
    lines += new_lines + _event_lines(events[cut:], state.hand_no, already)
    return events, lines


__all__ = ["LogLine", "apply_logged", "common", "from_entry", "hand_header", "start_lines"]
