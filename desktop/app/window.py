"""The main window: table, controls, log, menus, hand-over screen, hand and match summaries.

The window forwards the human's choices to the worker and shows the worker's batches one after
the other: animate the events, re-sync to the view, then either offer the human's controls or say
which computer player is thinking. With several humans at one screen, a hand-over screen hides the
table (and the scene is re-drawn with public information only) until the next human clicks.

Around the table (issues 11 and 12): the score dock (Game > Score sheet, S) and each seat's tally
beside its name; Continue at start when a match was left unfinished (the autosave); Save as and
Open (``.parlour`` files); Undo (Ctrl+Z) back to the human's previous decision; Suggest a move (H);
Replay (of this match or a saved one) with "Play this deal again"; Statistics; the settings
(animation speed, card back, seats and options of the start screen, window geometry).
"""

from __future__ import annotations

import dataclasses
import html
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QResizeEvent,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import games
from ai.registry import game_ai
from games.actions import Action
from games.core import View
from games.events import HandEnded, MatchEnded
from games.log import LogLine, common
from games.transcript import Transcript

from ..data import storage
from ..data.settings import Settings
from ..match.seen import public_view, render
from ..match.worker import HUMAN, Batch, MatchConfig, MatchRunner, ThinkerFactory, local_thinker
from ..scores.window import ScoreDock, tally_text
from ..table.assets import BACK, CardArt, app_icon, assets_dir, rules_file
from ..table.controls import ActionPanel
from ..table.view import MULTI_CARD_VERBS, SPEEDS, TableView, card_actions
from .start import StartDialog
from .unfinished import ContinuePrompt

NS_KEY = "scores/king_ns"  # King's NS display setting (hide the numbers until the session ends)
FOLDER_KEY = "files/last_folder"  # where Save as and Open last looked

PHRASES = {
    "play": "play a card",
    "bid": "bid",
    "pass": "pass",
    "swap": "swap a card",
    "decline": "decline",
    "state": "state a contract",
    "discard": "discard",
    "give": "give a card",
    "choose": "choose a contract",
    "declare": "declare high or low",
    "bury": "bury a card",
    "draw": "draw",
    "call": "call",
    "allow": "allow or refuse",
    "refuse": "refuse",
    "meld": "meld",
    "down": "go down",
    "tack": "tack on",
    "take": "take back",
}


# Record fields that name a seat: the hand summary shows the player's name.
SEAT_KEYS = frozenset(
    {
        "dealer",
        "attacker",
        "winner",
        "partner",
        "contractor",
        "declarer",
        "caller",
        "out",
        "went_out",
        "sitting_out",
        "seat",
    }
)


def what_to_do(legal: Sequence[Action]) -> str:
    """``bid or pass``: the legal verbs in words, for the status line."""
    out: list[str] = []
    for a in legal:
        phrase = PHRASES.get(a.verb, a.verb)
        if a.verb == "refuse" and "allow" in {b.verb for b in legal}:
            continue
        if phrase not in out:
            out.append(phrase)
    if len(out) <= 1:
        return out[0] if out else ""
    return ", ".join(out[:-1]) + " or " + out[-1]


def card_backs() -> dict[str, Path]:
    """The card backs to choose from: ``assets/cards/back*.svg`` by name (``back-red.svg``: "red";
    ``back.svg``: "standard")."""
    out: dict[str, Path] = {}
    for path in sorted((assets_dir() / "cards").glob("back*.svg")):
        out[path.stem[len("back-") :] if path.stem.startswith("back-") else "standard"] = path
    return out


class TableArt(CardArt):
    """The card art with the player's choice of back (Settings.card_back)."""

    def __init__(self, back: str = "") -> None:
        super().__init__()
        self.back_name = ""
        self.back_path: Path | None = None
        self.set_back(back)

    def set_back(self, name: str) -> str:
        """Use back ``name`` (an unknown name: the standard back); the name in use."""
        backs = card_backs()
        chosen = name if name in backs else ("standard" if "standard" in backs else next(iter(backs), ""))
        self.back_name = chosen
        self.back_path = backs.get(chosen)
        self._renderers.pop(BACK, None)
        self._pixmaps.clear()
        return chosen

    def _renderer(self, name: str) -> QSvgRenderer:
        if name == BACK and self.back_path is not None and BACK not in self._renderers:
            r = QSvgRenderer(str(self.back_path))
            if r.isValid():
                self._renderers[BACK] = r
        return super()._renderer(name)


def window_icon() -> QIcon:
    """The program's icon: the SVG, and the PNG render for systems without the SVG icon engine."""
    icon = app_icon()
    png = assets_dir() / "icons" / "parlour.png"
    if png.is_file():
        icon.addFile(str(png))
    return icon


class Curtain(QWidget):
    """The hand-over screen: hides the table until the next player clicks."""

    clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        # A screen of its own over the whole table (a style sheet paints a plain QWidget's own
        # background only with WA_StyledBackground; without it only the labels were filled).
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#curtain { background: #0d3b26; } QLabel { color: white; background: transparent; }")
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel("")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 30px; font-weight: bold;")
        self.sub = QLabel("Only they should look at the screen now.")
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub.setStyleSheet("font-size: 16px; color: #cfe3d6;")
        self.button = QPushButton("I am ready")
        self.button.setStyleSheet("font-size: 18px; padding: 10px 28px; background: #f0c85a; color: #222;")
        self.button.clicked.connect(self.clicked.emit)
        lay.addWidget(self.label)
        lay.addWidget(self.sub)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)
        self.hide()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit()


class Summary(QWidget):
    """The end of a hand (scores) or of the match (winners): a panel over the table."""

    closed = Signal()
    new_match = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "Summary { background: rgba(250, 247, 235, 245); border: 2px solid #b8963e; border-radius: 10px; }"
            "QLabel { color: #1d1d1d; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        self.text = QLabel("")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        row = QHBoxLayout()
        row.addStretch(1)
        self.again = QPushButton("New match")
        self.again.clicked.connect(self._again)
        self.ok = QPushButton("Next hand")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self._close)
        row.addWidget(self.again)
        row.addWidget(self.ok)
        lay.addLayout(row)
        self.hide()

    def show_text(self, html_text: str, final: bool) -> None:
        self.text.setText(html_text)
        self.again.setVisible(final)
        self.ok.setText("Close" if final else "Next hand")
        self.adjustSize()
        self.show()
        self.raise_()
        self.ok.setFocus()

    def _close(self) -> None:
        self.hide()
        self.closed.emit()

    def _again(self) -> None:
        self.hide()
        self.new_match.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()


class MainWindow(QMainWindow):
    """Parlour's window. ``auto_continue`` dismisses hand summaries by itself (tests, screenshots).

    ``persist`` (the program: ``parlour``, ``--selftest``): autosave every action, record statistics,
    remember the window's geometry. Off by default, so that scripts and tests that open a window
    never touch the player's autosave or statistics.
    """

    match_finished = Signal(object)  # the last Batch
    batch_shown = Signal(object)  # each Batch, once the table shows it
    suggested = Signal(object)  # the Action a hint suggested, once it is highlighted

    def __init__(
        self, thinker_factory: ThinkerFactory = local_thinker, speed: str | None = None, persist: bool = False
    ) -> None:
        super().__init__()
        self.setWindowTitle("Parlour")
        self.setWindowIcon(window_icon())
        self.settings = Settings()
        self.persist = persist
        self.art = TableArt(self.settings.card_back)
        self.runner = MatchRunner(thinker_factory, self, persist=persist)
        worker = self.runner.worker
        worker.allow_multi_human_undo = self.settings.allow_multi_human_undo
        worker.batch.connect(self.on_batch)
        worker.refused.connect(self.on_refused)
        worker.thinking.connect(self.on_thinking)
        worker.crashed.connect(self.on_crashed)
        worker.undo_refused.connect(self.on_undo_refused)
        worker.undo_state.connect(self._set_undo_state)
        worker.hint_ready.connect(self.on_hint_ready)
        worker.hint_failed.connect(self.on_hint_failed)
        worker.opened.connect(self.on_opened)
        worker.open_failed.connect(self.on_open_failed)
        worker.restart_ready.connect(self.on_restart_ready)
        worker.restart_failed.connect(lambda text: self.show_problem("Play this deal again", text))
        worker.notice.connect(self.on_notice)
        self.config: MatchConfig | None = None
        self.match_no = 0  # the number of the match shown (batches of earlier ones are dropped)
        self.latest: Batch | None = None  # the newest batch from the worker (its position now)
        self.suggestion: Action | None = None
        self.hint_pending = False
        self.trace = False  # print each action as the worker reports it (the kill test reads them)
        self.problems: list[str] = []  # every message shown in a dialog (tests read them)
        self.message_box: QMessageBox | None = None
        self.continue_prompt: ContinuePrompt | None = None
        self.replay_windows: list[QWidget] = []
        self.stats_window: QWidget | None = None
        self._autosave_error_shown: str | None = None
        self.queue: list[Batch] = []
        self.busy = False
        self.current: Batch | None = None
        self.viewer: int | None = None
        self.awaiting_human = False
        self.auto_continue = False
        self.ai_errors: list[str] = []
        self.crashes: list[str] = []
        self.match_serial = 0

        central = QWidget()
        self.setCentralWidget(central)
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.table = TableView(self.art)
        self.table.speed = speed or self.settings.animation_speed
        self.hide_scores = self._stored_ns()
        self.table.tally = self._tally
        col.addWidget(self.table, 1)
        self.panel = ActionPanel(self.art)
        self.panel.setStyleSheet(
            "#actions { background: #203328; } #actions > QLabel { color: #f2f2e8; font-size: 14px; }"
        )
        self.panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        col.addWidget(self.panel)
        self.curtain = Curtain(self.table)
        self.curtain.clicked.connect(self.on_curtain)
        self.summary = Summary(self.table)
        self.summary.closed.connect(self._summary_closed)
        self.summary.new_match.connect(self.new_match_dialog)
        self._summary_next: Any = None

        self.table.action_chosen.connect(self.send_action)
        self.table.message.connect(lambda t: self.statusBar().showMessage(t, 6000))
        self.table.no_card_move.connect(self._no_card_move)
        self.table.selection_changed.connect(lambda: self.panel.update_selection(self.table.selected_cards()))
        self.panel.chosen.connect(self.send_action)
        self.panel.meld_clicked.connect(self.on_meld)

        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(20000)
        self.log_lines: list[LogLine] = []  # the match's log, each line with who may read it
        self.log_seat: int | None = None  # the seat whose reading the log widget shows
        self.never_call: dict[int, tuple[int, int]] = {}  # seat -> (match, deal) it will not call in
        # () -> bool: may the match in play be left for another? (tests replace it)
        self.confirm_leave: Callable[[], bool] = self._ask_to_leave
        self._taken_up = ""
        self.log_dock = QDockWidget("Log", self)
        self.log_dock.setObjectName("log")
        self.log_dock.setWidget(self.log)
        self.log_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        # The log gives way to the table on small windows, until the player shows or hides it.
        self._dock_auto = True
        self.log_dock.toggleViewAction().triggered.connect(lambda _=False: setattr(self, "_dock_auto", False))
        self.resizeDocks([self.log_dock], [210], Qt.Orientation.Horizontal)
        # The score sheet (issue 11): a dock beside the log, shown with S.
        self.score_dock = ScoreDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.tabifyDockWidget(self.log_dock, self.score_dock)  # tabs: the table keeps its width
        self.score_dock.hide()
        self.score_dock.scores.set_hide_scores(self.hide_scores)
        self.score_dock.scores.hide_scores_changed.connect(self.set_hide_scores)
        self.score_dock.toggle_action.triggered.connect(self._score_dock_toggled)
        self.status = QLabel("")
        self.statusBar().addPermanentWidget(self.status, 1)
        self._menus()
        self.table.installEventFilter(self)
        self.resize(1280, 800)
        self._restore_geometry()

    # -- menus ------------------------------------------------------------------------------------

    def _action(self, menu: QMenu, text: str, slot: Any, shortcut: str = "", tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setToolTip(tip)
            act.setStatusTip(tip)
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def _menus(self) -> None:
        game_menu = self.menuBar().addMenu("&Game")
        game_menu.setToolTipsVisible(True)
        new = QAction("&New match...", self)
        new.setShortcut(QKeySequence("Ctrl+N"))
        new.triggered.connect(self.new_match_dialog)
        game_menu.addAction(new)
        self.open_action = self._action(
            game_menu, "&Open…", self.open_dialog, "Ctrl+O", "Open a saved match (.parlour) and play on from there"
        )
        self.save_action = self._action(
            game_menu, "Save &as…", self.save_as_dialog, "Ctrl+Shift+S", "Save this match as a .parlour file"
        )
        self.save_action.setEnabled(False)
        game_menu.addSeparator()
        self.undo_action = self._action(game_menu, "&Undo", self.undo, "Ctrl+Z")
        self._set_undo_state("there is no match")
        # H, S: bare letters. The table's keyboard play uses the arrows, Enter, Space and Escape, and
        # a spin box or text field keeps its letters (Qt lets a focused editor override shortcuts).
        self.hint_action = self._action(
            game_menu,
            "Suggest a &move",
            self.hint,
            "H",
            "Ask the strongest computer player what it would do in your place (from your cards only)",
        )
        self.hint_action.setEnabled(False)
        game_menu.addSeparator()
        game_menu.addAction(self.score_dock.toggle_action)
        self.replay_action = self._action(
            game_menu,
            "&Replay…",
            self.replay_current,
            "Ctrl+R",
            "Step through this match (or the one just finished) hand by hand and move by move",
        )
        self.replay_action.setEnabled(False)
        self._action(game_menu, "Replay a saved &match…", lambda: self.open_dialog("replay"))
        self.continue_action = self._action(
            game_menu,
            "&Continue a match…",
            self.continue_dialog,
            "",
            "The matches left unfinished: take one up where it stood",
        )
        self._action(game_menu, "S&tatistics…", self.show_statistics, "", "Matches, wins and scores per player")
        game_menu.addSeparator()
        self.auto_answer_action = QAction("Skip questions with one sensible answer", self, checkable=True)
        self.auto_answer_action.setChecked(self.settings.auto_answer)
        self.auto_answer_action.setToolTip(
            "Kalooki: a discard that joins no three or four with a card you hold is passed without asking"
        )
        self.auto_answer_action.toggled.connect(lambda on: setattr(self.settings, "auto_answer", on))
        game_menu.addAction(self.auto_answer_action)
        self.multi_undo_action = QAction("Allow undo with several humans", self, checkable=True)
        self.multi_undo_action.setChecked(self.settings.allow_multi_human_undo)
        self.multi_undo_action.setToolTip("With several people at the table, undo lets a player take back a move")
        self.multi_undo_action.toggled.connect(self.set_multi_human_undo)
        game_menu.addAction(self.multi_undo_action)
        game_menu.addSeparator()
        quit_ = QAction("&Quit", self)
        quit_.setShortcut(QKeySequence("Ctrl+Q"))
        quit_.triggered.connect(self.close)
        game_menu.addAction(quit_)
        view_menu = self.menuBar().addMenu("&View")
        full = QAction("&Full screen", self)
        full.setShortcut(QKeySequence("F11"))
        full.setCheckable(True)
        full.triggered.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        view_menu.addAction(full)
        view_menu.addAction(self.log_dock.toggleViewAction())
        speed_menu = view_menu.addMenu("&Animation speed")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            act = QAction(name.capitalize(), self, checkable=True)
            act.setChecked(name == self.table.speed)
            act.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[name] = act
        back_menu = view_menu.addMenu("Card &back")
        backs = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        for name in card_backs():
            act = QAction(name.capitalize(), self, checkable=True)
            act.setChecked(name == self.art.back_name)
            act.triggered.connect(lambda _=False, n=name: self.set_card_back(n))
            backs.addAction(act)
            back_menu.addAction(act)
            self.back_actions[name] = act
        help_menu = self.menuBar().addMenu("&Help")
        rules = QAction("&Rules of this game", self)
        rules.setShortcut(QKeySequence("F1"))
        rules.triggered.connect(self.show_rules)
        help_menu.addAction(rules)
        self.rules_action = rules
        self.new_action, self.quit_action, self.full_action = new, quit_, full
        about = QAction("&About Parlour", self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def set_speed(self, name: str) -> None:
        self.table.speed = name
        if name in self.speed_actions:
            self.speed_actions[name].setChecked(True)
            self.settings.animation_speed = name

    def set_card_back(self, name: str) -> None:
        chosen = self.art.set_back(name)
        self.settings.card_back = chosen
        if chosen in self.back_actions:
            self.back_actions[chosen].setChecked(True)
        for it in self.table.card_items():
            it.update()
        self.table.viewport().update()

    def _stored_ns(self) -> bool:
        value = self.settings.qsettings.value(NS_KEY)
        return value is True or (isinstance(value, str) and value.lower() == "true")

    def set_hide_scores(self, hide: bool) -> None:
        """King's NS: hide the numbers (tallies, sheet, chart) until the session ends; remembered."""
        self.hide_scores = bool(hide)
        self.settings.qsettings.setValue(NS_KEY, self.hide_scores)
        self.score_dock.scores.set_hide_scores(self.hide_scores)
        self.table.refresh_plates()

    def _tally(self, view: View, seat: int) -> str:
        return tally_text(view, seat, hide_scores=self.hide_scores)

    def _score_dock_toggled(self, shown: bool) -> None:
        if shown:
            self.score_dock.raise_()
            width = int(min(max(470.0, self.width() * 0.38), 640.0))
            self.resizeDocks([self.score_dock], [width], Qt.Orientation.Horizontal)
            if self.current is not None:
                self.score_dock.update_from_view(self._display_view(self.current), self._names())

    def set_multi_human_undo(self, allowed: bool) -> None:
        self.settings.allow_multi_human_undo = allowed
        self.runner.request_undo_allowed.emit(allowed)

    def show_rules(self) -> None:
        gid = self.config.game_id if self.config else (games.ids()[0] if games.ids() else "")
        path = rules_file(gid)
        dlg = QDialog(self)
        dlg.setWindowTitle(f"Rules: {games.get(gid).title}" if gid else "Rules")
        dlg.resize(760, 720)
        lay = QVBoxLayout(dlg)
        browser = QTextBrowser()
        browser.setOpenExternalLinks(False)
        if path.is_file():
            browser.setSearchPaths([str(path.parent)])
            browser.setHtml(path.read_text(encoding="utf-8"))
        else:
            browser.setPlainText(f"The rules page is missing: {path}")
        lay.addWidget(browser)
        dlg.setModal(False)
        dlg.show()
        self._rules_dialog = dlg

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            "About Parlour",
            "<h3>Parlour</h3><p>A card table for Freelance, Clubs, King, Two Way Street and Kalooki, "
            "against computer players or with friends at one screen.</p>"
            "<p>Drag a card to play it, double-click it, or choose with the arrow keys and press Enter. "
            "Click during an animation to skip it.</p>",
        )

    # -- leaving a match, continuing another ---------------------------------------------------------

    def match_in_play(self) -> bool:
        """A match is on the table, not over, with at least one move made."""
        latest = self.latest
        return (
            latest is not None
            and not latest.is_over
            and latest.transcript is not None
            and bool(latest.transcript.actions)
        )

    def _ask_to_leave(self) -> bool:
        answer = QMessageBox.question(
            self,
            "Leave this match?",
            "Leave this match? It is kept: Game > Continue a match… takes it up again.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def may_leave_match(self) -> bool:
        """Before a new match, a file or a deal replaces the match in play: ask (it is kept either
        way: the worker moves it to the unfinished matches). ``confirm_leave`` asks the person."""
        return not self.match_in_play() or self.confirm_leave()

    def continue_dialog(self) -> QDialog | None:
        """Game > Continue a match…: the unfinished matches, but the one on the table."""
        try:
            matches = storage.unfinished_matches(report=self._report_problem)
        except OSError as exc:
            self.show_problem("Parlour", f"The data folder cannot be read: {exc.strerror or exc}")
            return None
        if self.match_in_play():
            matches = [m for m in matches if m.path is not None]
        matches = [m for m in matches if not m.state.is_over]
        prompt = ContinuePrompt(self, matches, self._seats_of, starting=False)
        prompt.accepted.connect(lambda: self._continue_chosen(prompt))
        self.continue_prompt = prompt
        prompt.open()
        return prompt

    def _continue_chosen(self, prompt: ContinuePrompt) -> None:
        match = prompt.chosen()
        if match is not None and self.may_leave_match():
            self.continue_match(match, self._seats_of(match))

    def _seats_of(self, match: storage.Unfinished) -> list[str]:
        t = match.transcript
        return match.seats or self.settings.default_seats(t.game, len(t.players))

    # -- starting -----------------------------------------------------------------------------------

    def new_match_dialog(self) -> None:
        if not self.may_leave_match():
            return
        dlg = StartDialog(self, self.config, self.settings)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            dlg.remember()
            self.start_match(dlg.config())

    def startup(self, answer: str | None = None) -> None:
        """At program start: offer to continue a match left unfinished (the autosave), else the
        start screen. ``answer`` ("continue" or "new") answers the prompt at once (--continue)."""
        try:
            matches = storage.unfinished_matches(report=self._report_problem)
        except OSError as exc:
            self.show_problem("Parlour", f"The data folder cannot be read: {exc.strerror or exc}")
            matches = []
        box = self.message_box if self.message_box is not None and self.message_box.isVisible() else None
        for match in [m for m in matches if m.state.is_over]:  # finished but not yet counted
            if match.path is None:
                self._record_finished(match.transcript, match.state)
            matches.remove(match)
        if not matches:
            if answer is None:
                if box is not None:  # the problem first, then the start screen
                    box.finished.connect(lambda _r: QTimer.singleShot(0, self, self.new_match_dialog))
                else:
                    QTimer.singleShot(0, self, self.new_match_dialog)
            return
        if answer == "continue":
            self.continue_match(matches[0], self._seats_of(matches[0]))
            return
        if answer == "new":
            return
        prompt = ContinuePrompt(self, matches, self._seats_of, starting=True)
        prompt.accepted.connect(lambda: self._continue_chosen(prompt))
        prompt.rejected.connect(lambda: QTimer.singleShot(0, self, self.new_match_dialog))
        self.continue_prompt = prompt
        prompt.open()

    def _record_finished(self, transcript: Transcript, state: games.State) -> None:
        if not self.persist:
            return
        from ..data import stats

        try:
            stats.record_finished(transcript, state)
            storage.clear_autosave()
        except Exception as exc:
            self.on_notice(f"the finished match could not be recorded: {type(exc).__name__}: {exc}")

    def continue_match(self, match: storage.Unfinished | storage.Resumed, seats: Sequence[str]) -> None:
        """Take up an unfinished match exactly where it stood, with its seats (a kept one's copy
        is removed once it is the autosave again)."""
        config = MatchConfig.from_transcript(match.transcript, seats)
        path = getattr(match, "path", None)
        if path is not None:
            config = dataclasses.replace(config, kept=str(path))
        self.start_match(config)

    def start_match(self, config: MatchConfig) -> None:
        self.match_serial += 1
        self.runner.request_stop.emit()
        self.config = config
        self.queue = []
        self.busy = False
        self.current = None
        self.latest = None
        self.suggestion = None
        self.hint_pending = False
        self.awaiting_human = False
        self.hint_action.setEnabled(False)
        self._set_undo_state("the match is starting")
        self.ai_errors = []
        self.summary.hide()
        self.curtain.hide()
        humans = config.humans
        self.viewer = humans[0] if len(humans) == 1 else (0 if not humans else None)
        self.table.new_match(config.game_id, config.names, humans)
        self.table.set_viewer(self.viewer)
        self.panel.clear("")
        title = games.get(config.game_id).title
        self.setWindowTitle(f"Parlour: {title} (seed {config.seed})")
        self.log_lines = []
        self.log_seat = self.viewer
        self.log.clear()
        self.say(f"{title}, seed {config.seed}: " + ", ".join(config.names))
        self._taken_up = ""
        if config.transcript is not None and config.transcript.actions:
            moves = len(config.transcript.actions)
            # Said after the match's history, which the first batch brings (rebuilt by the session).
            self._taken_up = f"Taken up after {moves} move{'s' if moves != 1 else ''}"
            if self.trace:
                print(f"continued {moves}", flush=True)
        self.match_no += 1
        self.runner.request_start.emit(config, self.match_no)

    # -- batches from the worker ----------------------------------------------------------------------

    def on_batch(self, batch: Batch) -> None:
        if self.config is None or batch.match != self.match_no or len(batch.views) != self.config.players:
            return
        self.latest = batch
        if self.trace and batch.action is not None and batch.transcript is not None:
            print(f"played {len(batch.transcript.actions)} {batch.action}", flush=True)
        self._set_undo_state(batch.undo_blocked)
        self.save_action.setEnabled(batch.transcript is not None)
        self.replay_action.setEnabled(batch.transcript is not None)
        if batch.autosave_error != self._autosave_error_shown:
            self._autosave_error_shown = batch.autosave_error
            if batch.autosave_error:
                self.on_notice(batch.autosave_error)
        if batch.reset:  # undo: drop what was still to be shown and jump to the restored position
            self.match_serial += 1
            self.table.stop_animation()
            self.queue = [batch]
            self.busy = False
            self.awaiting_human = False
            self._summary_next = None
            self.summary.hide()
            self.curtain.hide()
            self.table.clear_bubbles()
            moves = len(batch.transcript.actions) if batch.transcript is not None else 0
            self.say(f"Undo: back to move {moves + 1}")
            self._next_batch()
            return
        self.queue.append(batch)
        if not self.busy:
            self._next_batch()

    def _display_view(self, batch: Batch) -> View:
        view = batch.views[self.viewer] if self.viewer is not None else None
        return view if view is not None else public_view(batch.views)

    def _next_batch(self) -> None:
        if not self.queue:
            return
        batch = self.queue.pop(0)
        self.busy = True
        self.current = batch
        self.suggestion = None
        self.hint_action.setEnabled(False)
        self.table.set_legal(None)
        self.panel.clear("")
        self.table.set_hint("")
        # The log: the engine's lines as the seat shown reads them, never the action's own text.
        self._add_log(batch.log)
        if self._taken_up:
            self.say(self._taken_up)
            self._taken_up = ""
        if batch.note:
            self.ai_errors.append(batch.note)
            self.statusBar().showMessage(batch.note, 10000)
            self.say("! " + batch.note)
            self.table.toast(batch.note, 5000)
        view = self._display_view(batch)
        events = list(batch.events)
        if self.table.view is None and events:
            # A new match: an empty table, then the engine's first deal. (A match taken up again
            # has no events here: its position is shown at once.)
            self.table.sync(dataclasses.replace(view, zones={z: () for z in view.zones}), 0)
        cut = next((i for i, e in enumerate(events) if isinstance(e, HandEnded)), None)
        serial = self.match_serial
        if cut is None:
            self.table.play_events(events, view, lambda: self._batch_done(batch, serial))
            return
        head, tail = events[: cut + 1], events[cut + 1 :]
        ended = events[cut]
        assert isinstance(ended, HandEnded)

        def after_head() -> None:
            if serial != self.match_serial:
                return
            if any(isinstance(e, MatchEnded) for e in tail) or batch.is_over:
                self.table.play_events(tail, view, lambda: self._batch_done(batch, serial))
                return
            self._show_hand_summary(
                ended, batch, lambda: self.table.play_events(tail, view, lambda: self._batch_done(batch, serial))
            )

        self.table.play_events(head, None, after_head)

    # -- the log: what the seat shown may read --------------------------------------------------------

    def say(self, text: str, seat: int | None = None) -> None:
        """A line of the window's own (the match's start, an undo, a problem). With ``seat``, only
        that seat's holder reads it (a refusal names the card tried)."""
        line = common(text) if seat is None else LogLine(0, text, "", frozenset({seat}))
        self._add_log([line])

    def _add_log(self, lines: Sequence[LogLine]) -> None:
        self.log_lines.extend(lines)
        if self.log_seat != self.viewer:
            self._render_log()
            return
        for text in render(lines, self.viewer, self._names()):
            if text:
                self.log.appendPlainText(text)

    def _render_log(self) -> None:
        """Write the whole log again as the seat shown now reads it (the hand-over: nobody's)."""
        self.log_seat = self.viewer
        texts = [t for t in render(self.log_lines, self.viewer, self._names()) if t]
        self.log.setPlainText("\n".join(texts))
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def log_text(self) -> str:
        """The log as it is shown now (tests)."""
        return self.log.toPlainText()

    def _batch_done(self, batch: Batch, serial: int) -> None:
        if serial != self.match_serial:
            return
        self.runner.request_ack.emit(batch.serial)
        self.busy = False
        self.score_dock.update_from_view(self._display_view(batch), self._names())
        self.batch_shown.emit(batch)
        if self.queue:
            QTimer.singleShot(0, self, self._next_batch)
            return
        if batch.is_over:
            self._show_match_end(batch)
            return
        self._offer_turn(batch)

    def _offer_turn(self, batch: Batch) -> None:
        config = self.config
        assert config is not None
        seat = batch.to_act
        self.table.set_turn(seat)
        if seat is None:
            return
        name = config.names[seat]
        if config.is_human(seat):
            answer = self._automatic_answer(batch)
            if answer is not None:  # a question with one sensible answer: not asked (no hand-over)
                action, why = answer
                self.say(f"  {name}: {action}, {why}", seat)  # the reason speaks of that hand
                if seat == self.viewer:
                    self.statusBar().showMessage(f"{name}: {action}, {why}", 8000)
                self.awaiting_human = True
                self.send_action(str(action))
                return
            if len(config.humans) > 1 and seat != self.viewer:
                self._hand_over(seat, batch)
                return
            self._show_controls(batch)
        else:
            self.status.setText(f"{name} is thinking...")

    def _automatic_answer(self, batch: Batch) -> tuple[Action, str] | None:
        """The answer the table gives for a person to a question with one sensible answer: a
        Kalooki call when they chose "Never call this deal", or (the setting "Skip questions with
        one sensible answer") a call that could not help their hand. None: ask them."""
        seat = batch.to_act
        if seat is None or self.config is None or batch.reset:  # after an undo: ask the person
            return None
        view = batch.views[seat]
        if view is None:
            return None
        if {a.verb for a in batch.legal} == {"call", "pass"}:
            passing = next(a for a in batch.legal if a.verb == "pass")
            if self.never_call.get(seat) == (self.match_no, view.hand_no):
                return passing, "not calling this deal"
        if not self.settings.auto_answer:
            return None
        entry = game_ai(self.config.game_id)
        return entry.needless(view, batch.legal) if entry is not None and entry.needless is not None else None

    def _never_call_this_deal(self) -> None:
        """The "Never call this deal" button: pass now and at every call prompt of this deal."""
        batch = self.current
        if batch is None or batch.to_act is None or not self.awaiting_human:
            return
        view = batch.views[batch.to_act]
        if view is None:
            return
        self.never_call[batch.to_act] = (self.match_no, view.hand_no)
        self.say(f"  {self._names()[batch.to_act]} will not call again this deal", batch.to_act)
        self.send_action(str(next(a for a in batch.legal if a.verb == "pass")))

    def _no_card_move(self) -> None:
        if self.current is not None and self.awaiting_human:
            todo = what_to_do(self.current.legal)
            self.statusBar().showMessage(f"No card is played now: {todo} with the buttons below", 6000)

    def _show_controls(self, batch: Batch) -> None:
        config = self.config
        assert config is not None and batch.to_act is not None
        name = config.names[batch.to_act]
        todo = what_to_do(batch.legal)
        self.status.setText(f"{name}: {todo}")
        self.awaiting_human = True
        self.hint_action.setEnabled(not self.hint_pending)
        self.table.set_legal(batch.legal)
        on_table = {it.card for it in self.table._hand_items() if it.card is not None}
        on_table |= {it.card for it in self.table.card_items() if it.card is not None and it.face_up}
        self.panel.show_actions(batch.legal, f"<b>{html.escape(name)}</b>: {html.escape(todo)}", on_table)
        if {a.verb for a in batch.legal} == {"call", "pass"}:
            self.panel.add_extra(
                "Never call this deal",
                "Pass now and at every call of this deal without being asked (the next deal asks again)",
                self._never_call_this_deal,
            )
        self.panel.update_selection(self.table.selected_cards())
        moves = card_actions(batch.legal)
        if moves:
            verbs = sorted({a.verb for a in moves})
            hint = {
                "play": "Drag a card to the middle, double-click it, or use the arrow keys and Enter",
                "discard": "Drag a card to the discard pile, or double-click it",
            }.get(verbs[0], f"Drag a card to {verbs[0]} it, or double-click it")
            self.table.set_hint(hint if len(verbs) == 1 else "Drag a card where it should go, or double-click it")
        elif self.table.meld_mode():
            self.table.set_hint("Click cards to select a meld, then press Meld")
        elif any(a.verb == "draw" for a in batch.legal):
            self.table.set_hint("Draw: click the stock or the discard pile, or use the buttons below")
        self.table.setFocus()

    def _hand_over(self, seat: int, batch: Batch) -> None:
        """Hide the table: redraw it with public information only, and wait for the next human."""
        assert self.config is not None
        self.viewer = None
        self.table.set_viewer(None)
        self.table.sync(public_view(batch.views), 0)
        self._render_log()
        # Messages of the last player's turn (a hint, a refusal naming a card) go with them.
        self.statusBar().clearMessage()
        self.table.clear_bubbles()
        self.curtain.label.setText(f"Pass to {self.config.names[seat]} - click when ready")
        self.curtain.setGeometry(self.table.rect())
        self.curtain.show()
        self.curtain.raise_()
        self.status.setText(f"Pass the screen to {self.config.names[seat]}")
        self._curtain_for = (seat, batch)

    def on_curtain(self) -> None:
        seat, batch = self._curtain_for
        self.curtain.hide()
        if self.current is not batch:
            return
        self.viewer = seat
        self.table.set_viewer(seat)
        self._render_log()
        view = batch.views[seat]
        assert view is not None
        self.table.sync(view, 0)
        self._show_controls(batch)

    def hand_over_showing(self) -> bool:
        return self.curtain.isVisible()

    def send_action(self, text: str) -> None:
        if not self.awaiting_human or self.current is None:
            return
        self.awaiting_human = False
        self.suggestion = None
        self.hint_action.setEnabled(False)
        self.table.set_legal(None)
        self.panel.clear("")
        self.table.set_hint("")
        self.table.clear_bubbles()
        self.runner.request_action.emit(text)

    def on_meld(self) -> None:
        acts = self.panel.matching_melds(self.table.selected_cards())
        if len(acts) == 1:
            self.table.selection = []
            self.send_action(str(acts[0]))
        elif acts:
            from PySide6.QtWidgets import QMenu

            menu = QMenu(self)
            for a in acts:
                menu.addAction(str(a)).triggered.connect(lambda _=False, t=str(a): self.send_action(t))
            menu.popup(self.cursor().pos())

    def on_refused(self, text: str, reason: str) -> None:
        seat = self.current.to_act if self.current is not None else None
        self.say(f"  refused {text}: {reason}", seat)
        self.table.refused(reason)
        if self.current is not None and self.config is not None and self.config.is_human(self.current.to_act):
            self._show_controls(self.current)

    def on_thinking(self, seat: int) -> None:
        if self.config is None or self.busy or self.queue:
            return
        self.status.setText(f"{self.config.names[seat]} is thinking...")

    def on_crashed(self, text: str) -> None:
        self.statusBar().showMessage(text)
        self.say("!! " + text)
        print(f"parlour: {text}", file=sys.stderr)
        self.status.setText("The match cannot go on: " + text)
        self.crashes.append(text)
        if not self.auto_continue:
            box = QMessageBox(QMessageBox.Icon.Warning, "Parlour", text, QMessageBox.StandardButton.Ok, self)
            box.setModal(False)
            box.show()

    def on_notice(self, text: str) -> None:
        """Something that does not stop play (the autosave failed, statistics not recorded)."""
        self.say("! " + text)
        self.statusBar().showMessage(text[:1].upper() + text[1:], 15000)
        print(f"parlour: {text}", file=sys.stderr)

    def _report_problem(self, text: str) -> None:
        self.show_problem("Parlour", text)

    def show_problem(self, title: str, text: str) -> QMessageBox:
        """A dialog naming a problem (a file that cannot be opened, a corrupt autosave); not blocking."""
        self.problems.append(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setModal(False)
        box.open()
        self.message_box = box
        return box

    # -- undo and hints ------------------------------------------------------------------------------

    def _set_undo_state(self, blocked: str | None) -> None:
        if blocked is None:
            tip = "Take back your last decision (and the computer players' moves since)"
        else:
            tip = f"Undo is not available: {blocked}"
        self.undo_action.setEnabled(blocked is None)
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)

    def undo(self) -> None:
        """Ctrl+Z: back to the human's previous decision (the worker replays without the moves since)."""
        if not self.undo_action.isEnabled() or self.config is None:
            return
        self.awaiting_human = False
        self.hint_action.setEnabled(False)
        self.table.set_legal(None)
        self.panel.clear("")
        self.table.set_hint("")
        self.status.setText("Taking back...")
        self.runner.request_undo.emit()

    def on_undo_refused(self, reason: str) -> None:
        self.statusBar().showMessage(f"Cannot undo: {reason}", 8000)
        if self.current is not None and not self.busy and not self.queue and not self.current.is_over:
            self._offer_turn(self.current)

    def hint(self) -> None:
        """H: ask the strongest computer player (in the worker) for the human's move."""
        if not self.awaiting_human or self.hint_pending or self.current is None:
            return
        self.hint_pending = True
        self.hint_action.setEnabled(False)
        self.table.set_hint("Looking for a good move...")
        self.runner.request_hint.emit()

    def on_hint_ready(self, serial: int, text: str) -> None:
        self.hint_pending = False
        batch, config = self.current, self.config
        if batch is None or config is None or batch.serial != serial or not self.awaiting_human:
            return  # the position moved on meanwhile
        self.hint_action.setEnabled(True)
        action = games.get(config.game_id).parse_action(text)
        self.suggestion = action
        on_table = self.table.suggest(action)
        if on_table and action.verb in MULTI_CARD_VERBS:
            self.panel.update_selection(self.table.selected_cards())
            self.panel.highlight(action)
        elif not on_table:
            self.panel.highlight(action)
        how = " (press Enter to do it)"
        self.table.set_hint(f"Suggested: {text}{how}")
        self.statusBar().showMessage(f"Suggested move: {text}", 10000)
        self.suggested.emit(action)

    def on_hint_failed(self, reason: str) -> None:
        self.hint_pending = False
        self.table.set_hint("")
        self.statusBar().showMessage(f"No suggestion: {reason}", 8000)
        if self.awaiting_human:
            self.hint_action.setEnabled(True)

    # -- files -----------------------------------------------------------------------------------------

    def transcript(self) -> Transcript | None:
        """The match as it stands (the worker's newest position), a copy."""
        return self.latest.transcript if self.latest is not None else None

    def _folder(self) -> str:
        value = self.settings.qsettings.value(FOLDER_KEY)
        if isinstance(value, str) and Path(value).is_dir():
            return value
        return str(Path.home())

    def save_as_dialog(self) -> None:
        t = self.transcript()
        if t is None:
            return
        start = str(Path(self._folder()) / storage.suggested_file_name(t))
        path, _ = QFileDialog.getSaveFileName(self, "Save the match as", start, storage.FILE_FILTER)
        if path:
            self.save_to(path)

    def save_to(self, path: str | Path) -> Path | None:
        """Save the match to ``path`` (``.parlour`` added if it has no suffix), atomically."""
        t = self.transcript()
        if t is None:
            return None
        try:
            saved = storage.save_as(t, path)
        except OSError as exc:
            self.show_problem("Save as", f"The match could not be saved to {path}: {exc.strerror or exc}")
            return None
        self.settings.qsettings.setValue(FOLDER_KEY, str(saved.parent))
        self.statusBar().showMessage(f"Saved as {saved}", 8000)
        return saved

    def open_dialog(self, purpose: str = "play") -> None:
        if purpose == "play" and not self.may_leave_match():
            return
        title = "Replay a saved match" if purpose == "replay" else "Open a saved match"
        path, _ = QFileDialog.getOpenFileName(self, title, self._folder(), storage.FILE_FILTER + ";;All files (*)")
        if path:
            self.open_file(path, purpose)

    def open_file(self, path: str | Path, purpose: str = "play") -> None:
        """Open a ``.parlour`` file: read and replayed in the worker (the file is never written);
        ``purpose`` "play" takes the match up where it stands, "replay" shows it in the replay viewer."""
        self.statusBar().showMessage(f"Opening {Path(path).name}...", 5000)
        self.runner.request_open.emit(purpose, str(path))

    def on_opened(self, purpose: str, path: str, transcript: Transcript) -> None:
        self.settings.qsettings.setValue(FOLDER_KEY, str(Path(path).parent))
        if purpose == "replay":
            self.show_replay(transcript, None)
            return
        self.start_match(MatchConfig.from_transcript(transcript, self._seats_for(transcript)))
        self.statusBar().showMessage(f"Opened {Path(path).name}", 8000)

    def on_open_failed(self, purpose: str, path: str, problem: str) -> None:
        self.show_problem("Open", f"{Path(path).name} cannot be opened: {problem}\n\nThe file was not changed.")

    def _seats_for(self, transcript: Transcript) -> list[str]:
        """Seat kinds for a match from a file (files keep names, not who is human): the defaults
        of the start screen for that game and number of players."""
        return self.settings.default_seats(transcript.game, len(transcript.players))

    # -- replay, deal again, statistics -------------------------------------------------------------------

    def replay_current(self) -> QWidget | None:
        t = self.transcript()
        if t is None or self.config is None:
            return None
        # The hand in play only from the seat shown (the hand-over screen: nobody's); finished
        # hands, and the whole of a finished match, open.
        return self.show_replay(t, list(self.config.seats), seat=self.viewer)

    def show_replay(
        self, transcript: Transcript, seats: Sequence[str] | None, seat: int | None = None
    ) -> QWidget | None:
        """The replay viewer on ``transcript``; its "Play this deal again" restarts that hand here.
        A match not yet over shows its hand in play only as ``seat`` sees it (a saved file: the
        one human of the start screen's seats, if there is one)."""
        if seats is None:
            humans = [s for s, kind in enumerate(self._seats_for(transcript)) if kind == HUMAN]
            seat = humans[0] if len(humans) == 1 else None
        try:
            from ..review.replay import ReplayWindow

            viewer = ReplayWindow(transcript, list(transcript.players), parent=self, private=True, viewer=seat)
        except Exception as exc:
            self.show_problem("Replay", f"The replay cannot be shown: {type(exc).__name__}: {exc}")
            return None
        if not viewer.isWindow():
            viewer.setWindowFlag(Qt.WindowType.Window, True)
        kinds = list(seats) if seats is not None else None
        viewer.play_again.connect(lambda hand_no, t=transcript, k=kinds: self.play_deal_again(t, k, int(hand_no)))
        viewer.destroyed.connect(lambda _=None, v=viewer: self._forget_replay(v))
        viewer.show()
        self.replay_windows.append(viewer)
        return viewer

    def _forget_replay(self, viewer: QWidget) -> None:
        if viewer in self.replay_windows:
            self.replay_windows.remove(viewer)

    def play_deal_again(self, transcript: Transcript, seats: Sequence[str] | None, hand_no: int) -> None:
        """Restart hand ``hand_no`` of ``transcript`` with the same cards (worked out in the worker)."""
        if not self.may_leave_match():
            return
        kinds = list(seats) if seats is not None else self._seats_for(transcript)
        self.statusBar().showMessage(f"Dealing hand {hand_no} again...", 5000)
        self.runner.request_restart.emit(transcript, kinds, hand_no)

    def on_restart_ready(self, config: MatchConfig) -> None:
        self.start_match(config)
        self.raise_()
        self.activateWindow()

    def show_statistics(self) -> QWidget | None:
        try:
            from ..review.stats import StatsWindow

            dlg = StatsWindow(self)
        except Exception as exc:
            self.show_problem("Statistics", f"The statistics cannot be shown: {type(exc).__name__}: {exc}")
            return None
        dlg.show()
        self.stats_window = dlg
        return dlg

    # -- summaries -------------------------------------------------------------------------------------

    def _names(self) -> list[str]:
        return list(self.config.names) if self.config else []

    def _show_hand_summary(self, ended: HandEnded, batch: Batch, then: Any) -> None:
        names = self._names()
        rows = "".join(
            f"<tr><td>{html.escape(names[s])}</td><td align=right>{ended.deltas[s]:+d}</td>"
            f"<td align=right><b>{ended.totals[s]}</b></td></tr>"
            for s in range(len(names))
        )
        record_html = ""
        view = self._display_view(batch)
        records = getattr(view, "records", ())
        if records:
            rec = records[-1]
            items = [
                f"<li>{html.escape(str(k).replace('_', ' '))}: {html.escape(self._fmt(v, str(k)))}</li>"
                for k, v in rec.items()
                if k not in ("hand", "scores")
            ]
            record_html = "<ul style='margin:0'>" + "".join(items[:12]) + "</ul>"
        text = (
            f"<h3>Hand {ended.number} is over{': ' + html.escape(ended.text) if ended.text else ''}</h3>"
            f"<table cellspacing=6><tr><th align=left>Player</th><th>This hand</th><th>Total</th></tr>{rows}</table>"
            f"{record_html}"
        )
        self.status.setText(f"Hand {ended.number} is over")
        self._summary_next = then
        if self.auto_continue:
            QTimer.singleShot(0, self, self._summary_closed)
            return
        self.summary.show_text(text, final=False)
        self._place_overlays()

    def _fmt(self, v: object, key: str = "") -> str:
        """A record's value for people: seats by name, per-seat lists as "Ann 3, Ben 5"."""
        names = self._names()
        if isinstance(v, (list, tuple)):
            if len(v) == len(names) and all(isinstance(x, (int, str)) or x is None for x in v):
                return ", ".join(f"{names[s]} {self._fmt(x)}" for s, x in enumerate(v))
            return ", ".join(self._fmt(x) for x in v)
        if v is None:
            return "-"
        if key in SEAT_KEYS and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names):
            return names[v]
        return str(v)

    def _summary_closed(self) -> None:
        then, self._summary_next = self._summary_next, None
        if then is not None:
            then()

    def _show_match_end(self, batch: Batch) -> None:
        names = self._names()
        self.table.set_turn(None)
        if batch.stopped:
            head = "The match was stopped"
        elif batch.winners:
            head = " and ".join(names[s] for s in batch.winners) + (" win" if len(batch.winners) > 1 else " wins")
        else:
            head = "The match is over"
        order = sorted(range(len(names)), key=lambda s: batch.scores[s], reverse=not self._lower_better())
        rows = "".join(
            f"<tr><td>{'★ ' if s in batch.winners else ''}{html.escape(names[s])}</td><td align=right><b>{batch.scores[s]}</b></td></tr>"
            for s in order
        )
        text = f"<h2>{html.escape(head)}</h2><table cellspacing=6>{rows}</table>"
        self.status.setText(head)
        self.say(head)
        self.match_finished.emit(batch)
        if self.auto_continue:
            return
        self.summary.show_text(text, final=True)
        self._place_overlays()

    def _lower_better(self) -> bool:
        return bool(self.config and games.get(self.config.game_id).lower_is_better)

    # -- geometry, events --------------------------------------------------------------------------------

    def _place_overlays(self) -> None:
        r = self.table.rect()
        self.curtain.setGeometry(r)
        if self.summary.isVisible():
            self.summary.adjustSize()
            w = min(max(self.summary.sizeHint().width(), 380), r.width() - 40)
            h = min(self.summary.sizeHint().height(), r.height() - 40)
            self.summary.setGeometry((r.width() - w) // 2, (r.height() - h) // 2, w, h)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.table and event.type() == QEvent.Type.Resize:
            self._place_overlays()
        if (
            obj is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self._enter_takes_suggestion()
        ):
            assert self.suggestion is not None
            if self.suggestion.verb in MULTI_CARD_VERBS:
                self.table.selection = []
            self.send_action(str(self.suggestion))
            return True
        return super().eventFilter(obj, event)

    def _enter_takes_suggestion(self) -> bool:
        """After a hint, Enter does exactly the suggested move, whatever control it is made with
        (a button, a number and a button, selected cards and Meld, a card): unless the player has
        since chosen another card with the arrow keys or changed the selection."""
        action = self.suggestion
        if action is None or not self.awaiting_human or self.table.is_animating():
            return False
        if action.verb in MULTI_CARD_VERBS:
            return sorted(map(str, self.table.selected_cards())) == sorted(map(str, action.cards))
        if action in card_actions(self.current.legal if self.current is not None else ()):
            return self.table.focused_card() == action.card
        return True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._dock_auto:
            self.log_dock.setVisible(self.width() >= 1150)
        self._place_overlays()

    def _restore_geometry(self) -> None:
        geometry = self.settings.window_geometry()
        if geometry:
            self.restoreGeometry(QByteArray(geometry))
        state = self.settings.window_state()
        if state and self.restoreState(QByteArray(state)):
            self._dock_auto = False  # the player's own arrangement of the docks

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.stop_animation()
        self.runner.close()
        if self.persist:
            self.settings.set_window_geometry(self.saveGeometry())
            self.settings.set_window_state(self.saveState())
            self.settings.sync()
        super().closeEvent(event)
