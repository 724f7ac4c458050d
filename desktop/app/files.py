"""The match as a document: Save as and Open (``.parlour`` files), the replay viewer with "Play
this deal again" and "Play from here", and the statistics window."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QWidget

from games.replay import copy_transcript
from games.transcript import Transcript

from ..data import storage
from ..i18n import tr
from ..match.worker import HUMAN, MatchConfig

if TYPE_CHECKING:
    from .window import MainWindow

FOLDER_KEY = "files/last_folder"  # where Save as and Open last looked


class Files(QObject):
    """Save, open, replay and statistics for ``window``; files are read in the worker. (A QObject
    in the window's thread, so that the worker's signals reach it queued, never in the worker.)"""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.replay_windows: list[QWidget] = []
        self.stats_window: QWidget | None = None
        worker = window.runner.worker
        worker.opened.connect(self.on_opened)
        worker.open_failed.connect(self.on_open_failed)
        worker.restart_ready.connect(self.on_restart_ready)
        worker.restart_failed.connect(self.on_restart_failed)

    def _folder(self) -> str:
        value = self.window.settings.qsettings.value(FOLDER_KEY)
        if isinstance(value, str) and Path(value).is_dir():
            return value
        return str(Path.home())

    def _remember_folder(self, folder: Path) -> None:
        self.window.settings.qsettings.setValue(FOLDER_KEY, str(folder))

    def save_as_dialog(self) -> None:
        t = self.window.transcript()
        if t is None:
            return
        start = str(Path(self._folder()) / storage.suggested_file_name(t))
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Save the match as"), start, tr(storage.FILE_FILTER))
        if path:
            self.save_to(path)

    def save_to(self, path: str | Path) -> Path | None:
        """Save the match to ``path`` (``.parlour`` added if it has no suffix), atomically."""
        t = self.window.transcript()
        if t is None:
            return None
        try:
            saved = storage.save_as(t, path)
        except OSError as exc:
            self.window.show_problem(
                tr("Save as"),
                tr("The match could not be saved to {path}: {problem}").format(path=path, problem=exc.strerror or exc),
            )
            return None
        self._remember_folder(saved.parent)
        self.window.statusBar().showMessage(tr("Saved as {path}").format(path=saved), 8000)
        return saved

    def open_dialog(self, purpose: str = "play") -> None:
        if purpose == "play" and not self.window.starting.may_leave_match():
            return
        title = tr("Replay a saved match") if purpose == "replay" else tr("Open a saved match")
        path, _ = QFileDialog.getOpenFileName(
            self.window, title, self._folder(), tr(storage.FILE_FILTER) + ";;" + tr("All files (*)")
        )
        if path:
            self.open_file(path, purpose)

    def open_file(self, path: str | Path, purpose: str = "play") -> None:
        """Open a ``.parlour`` file: read and replayed in the worker (the file is never written);
        ``purpose`` "play" takes the match up where it stands, "replay" shows it in the replay viewer."""
        self.window.statusBar().showMessage(tr("Opening {file}...").format(file=Path(path).name), 5000)
        self.window.runner.request_open.emit(purpose, str(path))

    def on_opened(self, purpose: str, path: str, transcript: Transcript) -> None:
        self._remember_folder(Path(path).parent)
        if purpose == "replay":
            self.show_replay(transcript, None)
            return
        self.window.start_match(MatchConfig.from_transcript(transcript, self.seats_for(transcript)))
        self.window.statusBar().showMessage(tr("Opened {file}").format(file=Path(path).name), 8000)

    def on_open_failed(self, purpose: str, path: str, problem: str) -> None:
        self.window.show_problem(
            tr("Open"),
            tr("{file} cannot be opened: {problem}\n\nThe file was not changed.").format(
                file=Path(path).name, problem=problem
            ),
        )

    def seats_for(self, transcript: Transcript) -> list[str]:
        """Seat kinds for a match from a file (files keep names, not who is human): the defaults
        of the start screen for that game and number of players."""
        return self.window.settings.default_seats(transcript.game, len(transcript.players))

    # -- replay, deal again, statistics -------------------------------------------------------------

    def replay_current(self) -> QWidget | None:
        w = self.window
        t = w.transcript()
        if t is None or w.config is None:
            return None
        # The hand in play only from the seat shown (the hand-over screen: nobody's); finished
        # hands, and the whole of a finished match, open.
        return self.show_replay(t, list(w.config.seats), seat=w.viewer)

    def show_replay(
        self, transcript: Transcript, seats: Sequence[str] | None, seat: int | None = None
    ) -> QWidget | None:
        """The replay viewer on ``transcript``; its "Play this deal again" restarts that hand here.
        A match not yet over shows its hand in play only as ``seat`` sees it (a saved file: the
        one human of the start screen's seats, if there is one)."""
        if seats is None:
            humans = [s for s, kind in enumerate(self.seats_for(transcript)) if kind == HUMAN]
            seat = humans[0] if len(humans) == 1 else None
        try:
            from ..review.replay import ReplayWindow

            viewer = ReplayWindow(transcript, list(transcript.players), parent=self.window, private=True, viewer=seat)
        except Exception as exc:
            self.window.show_problem(
                tr("Replay"), tr("The replay cannot be shown: {problem}").format(problem=f"{type(exc).__name__}: {exc}")
            )
            return None
        if not viewer.isWindow():
            viewer.setWindowFlag(Qt.WindowType.Window, True)
        kinds = list(seats) if seats is not None else None
        viewer.hand_review.humans = [s for s, kind in enumerate(kinds or ()) if kind == HUMAN]
        viewer.play_again.connect(lambda hand_no, t=transcript, k=kinds: self.play_deal_again(t, k, int(hand_no)))
        viewer.hand_review.play_from.connect(
            lambda p, seat, t=transcript, k=kinds: self.play_from_here(t, k, int(p), int(seat))
        )
        viewer.destroyed.connect(lambda _=None, v=viewer: self._forget_replay(v))
        viewer.show()
        self.replay_windows.append(viewer)
        return viewer

    def review_hand(self, hand_no: int) -> None:
        """Review this hand from the score sheet's row (issue 23): the replay at that hand, its
        review started as soon as the replay is built."""
        viewer = self.replay_current()
        if viewer is None:
            return
        from ..review.replay import ReplayWindow

        assert isinstance(viewer, ReplayWindow)

        def start(v: ReplayWindow = viewer) -> None:
            if v.replay is not None and any(span.hand_no == hand_no for span in v.replay.hands):
                v.seek(v.replay.hand_span(hand_no).start)
                v.hand_review.start()

        if viewer.is_ready:
            start()
        else:
            viewer.ready.connect(start)

    def _forget_replay(self, viewer: QWidget) -> None:
        if viewer in self.replay_windows:
            self.replay_windows.remove(viewer)

    def play_deal_again(self, transcript: Transcript, seats: Sequence[str] | None, hand_no: int) -> None:
        """Restart hand ``hand_no`` of ``transcript`` with the same cards (worked out in the worker)."""
        if not self.window.starting.may_leave_match():
            return
        kinds = list(seats) if seats is not None else self.seats_for(transcript)
        self.window.statusBar().showMessage(tr("Dealing hand {number} again...").format(number=hand_no), 5000)
        self.window.runner.request_restart.emit(transcript, kinds, hand_no)

    def play_from_here(self, transcript: Transcript, seats: Sequence[str] | None, position: int, seat: int) -> None:
        """Play from here (issue 23): a new match that takes ``transcript`` up before action
        ``position`` (its first ``position`` actions), ``seat`` to act, with the same players: the
        seat kinds of the match (a file's: the start screen's defaults, their human moved to
        ``seat``), so the computer seats have the same levels and seeds (match seed × 31 + seat).
        Like "Play this deal again", it becomes the autosave; the match it replaces is kept."""
        if not self.window.starting.may_leave_match():
            return
        kinds = list(seats) if seats is not None else self.seats_for(transcript)
        if kinds[seat] != HUMAN:
            humans = [s for s, kind in enumerate(kinds) if kind == HUMAN]
            if len(humans) == 1:  # the one human of the defaults plays the seat to act instead
                kinds[humans[0]] = kinds[seat]
            kinds[seat] = HUMAN
        cut = copy_transcript(transcript, transcript.actions[:position])
        self.window.start_match(MatchConfig.from_transcript(cut, kinds))
        self.window.statusBar().showMessage(tr("Playing on from action {n}").format(n=position), 8000)
        self.window.raise_()
        self.window.activateWindow()

    def on_restart_ready(self, config: MatchConfig) -> None:
        self.window.start_match(config)
        self.window.raise_()
        self.window.activateWindow()

    def on_restart_failed(self, text: str) -> None:
        self.window.show_problem(tr("Play this deal again"), text)

    def show_statistics(self) -> QWidget | None:
        try:
            from ..review.stats import StatsWindow

            dlg = StatsWindow(self.window)
        except Exception as exc:
            self.window.show_problem(
                tr("Statistics"),
                tr("The statistics cannot be shown: {problem}").format(problem=f"{type(exc).__name__}: {exc}"),
            )
            return None
        dlg.show()
        self.stats_window = dlg
        return dlg
