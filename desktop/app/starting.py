"""Starting a match: the start screen, Continue (the matches left unfinished, the autosave first
at program start), and asking before the match in play is left for another."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QMessageBox, QVBoxLayout

import games
from games.transcript import Transcript

from ..data import storage
from ..match.worker import MatchConfig
from .start import StartDialog
from .start_panel import StartPanel
from .tutorial import watch
from .unfinished import ContinuePrompt

if TYPE_CHECKING:
    from .window import MainWindow


class Starting:
    """The ways a match begins in ``window``. The start screen and the Continue list are shown
    on the table in :attr:`panel` (start_panel.py), not as modal dialogs."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._panel: StartPanel | None = None
        self.continue_prompt: ContinuePrompt | None = None
        self.start_screen: StartDialog | None = None
        # () -> bool: may the match in play be left for another? (tests replace it)
        self.confirm_leave: Callable[[], bool] = self._ask_to_leave

    @property
    def panel(self) -> StartPanel:
        """The panel on the table (made when first needed: the table is built after this)."""
        if self._panel is None:
            self._panel = StartPanel(self.window.table)
        return self._panel

    def match_started(self) -> None:
        """A match comes to the table: the start panel goes."""
        if self._panel is not None:
            self._panel.dismiss()
        self.continue_prompt = self.start_screen = None

    def match_in_play(self) -> bool:
        """A match is on the table, not over, with at least one move made."""
        latest = self.window.latest
        return (
            latest is not None
            and not latest.is_over
            and latest.transcript is not None
            and bool(latest.transcript.actions)
        )

    def _ask_to_leave(self) -> bool:
        answer = QMessageBox.question(
            self.window,
            "Leave this match?",
            "Leave this match? It is kept: Game > Continue a match… takes it up again.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def may_leave_match(self) -> bool:
        """Before a new match, a file or a deal replaces the match in play: ask (it is kept either
        way: the worker moves it to the unfinished matches), unless the person chose not to be
        asked (Settings.confirm_leave_match). ``confirm_leave`` asks the person."""
        if not self.match_in_play() or not self.window.settings.confirm_leave_match:
            return True
        return self.confirm_leave()

    def _unfinished(self) -> list[storage.Unfinished] | None:
        try:
            return storage.unfinished_matches(report=self.window.report_problem)
        except OSError as exc:
            self.window.show_problem("Parlour", f"The data folder cannot be read: {exc.strerror or exc}")
            return None

    def continue_dialog(self) -> QDialog | None:
        """Game > Continue a match…: the unfinished matches, but the one on the table."""
        matches = self._unfinished()
        if matches is None:
            return None
        if self.match_in_play():
            matches = [m for m in matches if m.path is not None]
        matches = [m for m in matches if not m.state.is_over]
        return self._prompt(matches, starting=False)

    def _prompt(self, matches: list[storage.Unfinished], starting: bool) -> ContinuePrompt:
        prompt = ContinuePrompt(self.window, matches, self.seats_of, starting=starting)
        prompt.accepted.connect(lambda: self._continue_chosen(prompt))
        if starting:
            prompt.rejected.connect(lambda: QTimer.singleShot(0, self.window, self.new_match_dialog))
        self.continue_prompt = prompt
        self.panel.present(prompt)
        return prompt

    def _continue_chosen(self, prompt: ContinuePrompt) -> None:
        match = prompt.chosen()
        if match is not None and self.may_leave_match():
            self.continue_match(match, self.seats_of(match))

    def seats_of(self, match: storage.Unfinished) -> list[str]:
        t = match.transcript
        return match.seats or self.window.settings.default_seats(t.game, len(t.players))

    def new_match_dialog(self, ask: bool = True) -> None:
        """The start screen (``ask``: whether to ask before the match in play is left; the
        tutorial's hand, never kept, is left without asking)."""
        if ask and not self.window.menus.tutorial.active() and not self.may_leave_match():
            return
        on_table = self.window.latest is not None
        dlg = StartDialog(None, self.window.config, self.window.settings, closable=on_table)
        dlg.accepted.connect(lambda: self._deal(dlg))
        layout = dlg.layout()
        assert isinstance(layout, QVBoxLayout)
        watch(self.window.menus.tutorial, dlg, dlg.game, layout)  # the first hand that teaches, offered
        self.start_screen = dlg
        self.panel.present(dlg)

    def tutorial_answer(self, game_id: str) -> str:
        """ "taken" or "declined" once the person answered the offer of ``game_id``'s first hand
        that teaches (settings key tutorial/<game>), else ""."""
        value = self.window.settings.qsettings.value(f"tutorial/{game_id}")
        return value if isinstance(value, str) else ""

    def remember_tutorial(self, game_id: str, answer: str) -> None:
        self.window.settings.qsettings.setValue(f"tutorial/{game_id}", answer)
        self.window.settings.sync()

    def _deal(self, dlg: StartDialog) -> None:
        dlg.remember()
        self.window.start_match(dlg.config())

    def startup(self, answer: str | None = None) -> None:
        """At program start: offer to continue a match left unfinished (the autosave), else the
        start screen. ``answer`` ("continue" or "new") answers the prompt at once (--continue)."""
        w = self.window
        matches = self._unfinished() or []
        box = w.message_box if w.message_box is not None and w.message_box.isVisible() else None
        for match in [m for m in matches if m.state.is_over]:  # finished but not yet counted
            if match.path is None:
                self._record_finished(match.transcript, match.state)
            matches.remove(match)
        if not matches:
            if answer is None:
                if box is not None:  # the problem first, then the start screen
                    box.finished.connect(lambda _r: QTimer.singleShot(0, w, self.new_match_dialog))
                else:
                    QTimer.singleShot(0, w, self.new_match_dialog)
            return
        if answer == "continue":
            self.continue_match(matches[0], self.seats_of(matches[0]))
            return
        if answer == "new":
            return
        self._prompt(matches, starting=True)

    def _record_finished(self, transcript: Transcript, state: games.State) -> None:
        if not self.window.persist:
            return
        from ..data import stats

        try:
            stats.record_finished(transcript, state)
            storage.clear_autosave()
        except Exception as exc:
            self.window.on_notice(f"the finished match could not be recorded: {type(exc).__name__}: {exc}")

    def continue_match(self, match: storage.Unfinished | storage.Resumed, seats: Sequence[str]) -> None:
        """Take up an unfinished match exactly where it stood, with its seats (a kept one's copy
        is removed once it is the autosave again)."""
        config = MatchConfig.from_transcript(match.transcript, seats)
        path = getattr(match, "path", None)
        if path is not None:
            config = dataclasses.replace(config, kept=str(path))
        self.window.start_match(config)
