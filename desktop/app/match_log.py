"""The log beside the table: the match's lines, each with who may read it, shown as one seat reads
them (at the hand-over screen: as nobody's, public lines only). The lines of a move the table
shows are said to a screen reader as well, but the seat's own moves (issue 24)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPlainTextEdit

from games.log import LogLine

from ..match.seen import render
from ..table import accessible


class MatchLog(QPlainTextEdit):
    """A read-only text of the match's log for the seat shown."""

    def __init__(self) -> None:
        super().__init__()
        self.setReadOnly(True)
        self.setMaximumBlockCount(20000)
        self.lines: list[LogLine] = []  # the match's log, each line with who may read it
        self.seat: int | None = None  # the seat whose reading the widget shows
        self.public = False  # the seat is shown its public lines only (see show_for)

    def restart(self, seat: int | None) -> None:
        """A new match, shown to ``seat``."""
        self.lines = []
        self.seat = seat
        self.public = False
        self.clear()

    def add(
        self, lines: Sequence[LogLine], seat: int | None, names: Sequence[str], speaker: QObject | None = None
    ) -> None:
        """Append ``lines``, as ``seat`` reads them (the whole log again if the seat changed).
        With ``speaker`` (the table, as it shows a move), a screen reader is told each line as the
        person reads it ("AI 1: play 8♠", "trick 3 to AI 2"), but the seat's own moves."""
        self.lines.extend(lines)
        changed = self.seat != seat
        if changed:
            self.show_for(seat, names)
        texts = [t for t in render(lines, None if self.public else seat, names) if t]
        if not changed:
            for text in texts:
                self.appendPlainText(text)
        if speaker is not None:
            own = f"{names[seat]}:" if seat is not None and 0 <= seat < len(names) else None
            for text in texts:
                if own is None or not text.strip().startswith(own):
                    accessible.announce(speaker, text.strip())

    def show_for(self, seat: int | None, names: Sequence[str], public: bool = False) -> None:
        """Write the whole log again as ``seat`` reads it (None: public lines only). With
        ``public``, the seat reads the public lines until another seat is shown: the table turned
        to it without a hand-over screen, the last player still looking (King for two)."""
        self.seat = seat
        self.public = public
        texts = [t for t in render(self.lines, None if public else seat, names) if t]
        self.setPlainText("\n".join(texts))
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
