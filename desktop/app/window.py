"""The main window: the table, the controls under it, the log and score docks, the hand-over
screen and the summaries of a hand and of the match.

The window forwards the human's choices to the worker and shows its batches one after the other:
animate the events, re-sync to the view, then offer the human's controls or say who is thinking.
Several humans at one screen: a hand-over screen hides the table until the next one is ready.
Around it, in modules of their own: menus.py, files.py (files, replays, statistics), starting.py,
hints.py, match_log.py, questions.py (answered for the person), words.py (the words), sound.py.
"""

from __future__ import annotations

import dataclasses
import html
import sys
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QMessageBox, QVBoxLayout, QWidget

import games
from games.actions import Action
from games.core import View
from games.events import HandEnded, MatchEnded
from games.log import LogLine, common
from games.transcript import Transcript

from ..data.settings import FELTS, Settings
from ..i18n import tr
from ..match.runner import MatchRunner
from ..match.seen import public_view
from ..match.worker import Batch, MatchConfig, ThinkerFactory, default_thinker
from ..naming import action_said
from ..per_game import look
from ..phrasing import render
from ..scores.window import ScoreDock, tally_text
from ..table.assets import TableArt, window_icon
from ..table.controls import ActionPanel
from ..table.moves import card_actions
from ..table.view import TableView
from .files import Files
from .handover import hand_to, take_seat
from .hints import Hints
from .match_log import MatchLog
from .menus import Menus
from .overlays import Curtain, Summary, fitted_size, place_overlays
from .questions import NEVER_CALL_TIP, Questions, is_call_question, will_not_call
from .starting import Starting
from .words import hand_over, hand_summary_html, how_to_move, match_end_head, match_end_html, what_to_do


class MainWindow(QMainWindow):
    """Parlour's window. ``auto_continue`` dismisses hand summaries by itself (tests, screenshots).

    ``persist`` (the program: ``parlour``, ``--selftest``): autosave every action, record statistics,
    remember the window's geometry. Off by default, so that scripts and tests that open a window
    never touch the player's autosave or statistics.

    What the menus do lives in ``menus`` (Menus), files, replays and statistics in ``files``
    (Files), the ways a match begins in ``starting`` (Starting).
    """

    match_finished = Signal(object)  # the last Batch
    batch_shown = Signal(object)  # each Batch, once the table shows it
    suggested = Signal(object)  # the Action a hint suggested, once it is highlighted

    def __init__(
        self, thinker_factory: ThinkerFactory = default_thinker, speed: str | None = None, persist: bool = False
    ) -> None:
        super().__init__()
        self.setWindowTitle("Parlour")
        self.setWindowIcon(window_icon())
        self.settings = Settings()
        self.persist = persist
        self.title_note = ""  # " (read-only: ...)" when another Parlour keeps the autosave
        self.art = TableArt(self.settings.card_back, self.settings.four_colour)
        self.runner = MatchRunner(thinker_factory, self, persist=persist)
        worker = self.runner.worker
        worker.allow_multi_human_undo = self.settings.allow_multi_human_undo
        worker.batch.connect(self.on_batch)
        worker.refused.connect(self.on_refused)
        worker.thinking.connect(self.on_thinking)
        worker.crashed.connect(self.on_crashed)
        worker.undo_refused.connect(self.on_undo_refused)
        worker.notice.connect(self.on_notice)
        self.config: MatchConfig | None = None
        self.match_no = 0  # the number of the match shown (batches of earlier ones are dropped)
        self.latest: Batch | None = None  # the newest batch from the worker (its position now)
        self.trace = False  # print each action as the worker reports it (the kill test reads them)
        self.problems: list[str] = []  # every message shown in a dialog (tests read them)
        self.message_box: QMessageBox | None = None
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
        self.questions = Questions()
        self._taken_up = ""
        self._summary_next: Callable[[], None] | None = None
        self._curtain_for: tuple[int, Batch] | None = None
        self.files = Files(self)
        self.hints = Hints(self)
        self.starting = Starting(self)
        self._build_table(speed)
        self._build_docks()
        self.menus = Menus(self)
        self.table.installEventFilter(self)
        self.table.installEventFilter(self.hints)
        self.resize(fitted_size(self.screen()))
        self._restore_geometry()

    def _build_table(self, speed: str | None) -> None:
        """The table, the action panel under it, and the screens that lie over the table."""
        central = QWidget()
        self.setCentralWidget(central)
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        self.table = TableView(self.art)
        self.table.speed = speed or self.settings.animation_speed
        self.table.set_felt(FELTS[self.settings.felt])
        self.table.large_cards = self.settings.large_cards
        self.hide_scores = self.settings.hide_scores
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
        self.summary.new_match.connect(self.starting.new_match_dialog)
        self.table.action_chosen.connect(self.send_action)
        self.table.message.connect(lambda t: self.statusBar().showMessage(t, 6000))
        self.table.no_card_move.connect(self._no_card_move)
        self.table.selection_changed.connect(lambda: self.panel.update_selection(self.table.selected_cards()))
        self.panel.chosen.connect(self.send_action)
        self.panel.meld_clicked.connect(self.on_meld)
        self.status = QLabel("")
        self.statusBar().addPermanentWidget(self.status, 1)

    def _build_docks(self) -> None:
        """The log and the score sheet, tabbed at the right of the table."""
        self.log = MatchLog()
        self.log_dock = QDockWidget(tr("Log"), self)
        self.log_dock.setObjectName("log")
        self.log_dock.setWidget(self.log)
        self.log_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        # The log gives way to the table on small windows, until the player shows or hides it.
        self._dock_auto = True
        self.log_dock.toggleViewAction().triggered.connect(lambda _=False: setattr(self, "_dock_auto", False))
        self.resizeDocks([self.log_dock], [self.LOG_WIDTH], Qt.Orientation.Horizontal)
        # The score sheet (issue 11): a dock beside the log, shown with S.
        self.score_dock = ScoreDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.tabifyDockWidget(self.log_dock, self.score_dock)  # tabs: the table keeps its width
        self.score_dock.hide()
        self.score_dock.scores.set_hide_scores(self.hide_scores)
        self.score_dock.scores.hide_scores_changed.connect(self.set_hide_scores)
        self.score_dock.toggle_action.triggered.connect(self._score_dock_toggled)

    def set_hide_scores(self, hide: bool) -> None:
        """King's NS: hide the numbers (tallies, sheet, chart) until the session ends; remembered."""
        self.hide_scores = bool(hide)
        self.settings.hide_scores = self.hide_scores
        self.score_dock.scores.set_hide_scores(self.hide_scores)
        self.table.refresh_plates()

    def _tally(self, view: View, seat: int) -> str:
        return tally_text(view, seat, hide_scores=self.hide_scores)

    # The log's width beside the table; the score sheet's, wider, gives way to it when hidden.
    LOG_WIDTH = 210

    def _score_dock_toggled(self, shown: bool) -> None:
        if not shown and self.log_dock.isVisible():  # the log, tabbed with it, takes its own width back
            self.resizeDocks([self.log_dock], [self.LOG_WIDTH], Qt.Orientation.Horizontal)
        if shown:
            self.score_dock.raise_()
            if self.current is not None:
                self.score_dock.update_from_view(self._display_view(self.current), self._names())
            # Wide enough for the sheet, and for every column of King's chart; the table keeps 650.
            want = max(470.0, self.width() * 0.38, self.score_dock.scores.least_width())
            width = int(min(want, max(self.width() - 650.0, 470.0)))
            self.resizeDocks([self.score_dock], [width], Qt.Orientation.Horizontal)

    def start_match(self, config: MatchConfig) -> None:
        self.match_serial += 1
        self.runner.request_stop.emit()
        self.menus.tutorial.match_starting(config)  # another match than the tutorial's ends it
        self.config = config
        self.queue, self.busy = [], False
        self.current = None
        self.latest = None
        self.hints.forget()
        self.hints.pending = False
        self.awaiting_human = False
        self.menus.hint_action.setEnabled(False)
        self.menus.set_undo_state(tr("the match is starting"))
        self.ai_errors = []
        self.summary.hide()
        self.curtain.hide()
        self.starting.match_started()
        humans = config.humans
        self.viewer = humans[0] if len(humans) == 1 else (0 if not humans else None)
        self.table.new_match(config.game_id, config.names, humans)
        self.table.set_viewer(self.viewer)
        self.panel.clear("")
        title = tr(games.get(config.game_id).title)
        self.setWindowTitle(tr("Parlour: {game} (seed {seed})").format(game=title, seed=config.seed) + self.title_note)
        self.log.restart(self.viewer)
        self.say(
            tr("{game}, seed {seed}: {players}").format(game=title, seed=config.seed, players=", ".join(config.names))
        )
        self._taken_up = ""
        if config.transcript is not None and config.transcript.actions:
            moves = len(config.transcript.actions)
            # Said after the match's history, which the first batch brings (rebuilt by the session).
            self._taken_up = tr("Taken up after %n moves", n=moves, one="Taken up after %n move")
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
        self.menus.set_undo_state(batch.undo_blocked)
        self.menus.save_action.setEnabled(batch.transcript is not None)
        self.menus.replay_action.setEnabled(batch.transcript is not None)
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
            self.say(tr("Undo: back to move {number}").format(number=moves + 1))
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
        self.hints.forget()
        self.menus.hint_action.setEnabled(False)
        self.table.set_legal(None)
        self.panel.clear("")
        self.table.set_hint("")
        # The log: the engine's lines as the seat shown reads them, never the action's own text.
        self.log.add(batch.log, self.viewer, self._names(), self.table if batch.events else None)
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
        self.log.add([line], self.viewer, self._names())

    def _render_log(self) -> None:
        """The whole log again, as the seat shown now reads it (the hand-over: nobody's)."""
        self.log.show_for(self.viewer, self._names())

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
                why = tr(why) if type(why) is str else render(why, self.table.names, str)  # a Phrase: rendered
                said = tr("{name}: {action}, {why}").format(name=name, action=action_said(str(action)), why=why)
                self.say("  " + said, seat)  # the reason speaks of that hand
                if seat == self.viewer:
                    self.statusBar().showMessage(said, 8000)
                self.awaiting_human = True
                self.send_action(str(action))
                return
            if len(config.humans) > 1 and seat != self.viewer:
                hand_to(self, seat, batch)
                return
            self.show_controls(batch)
        else:
            self.status.setText(tr("{name} is thinking...").format(name=name))

    def _automatic_answer(self, batch: Batch) -> tuple[Action, str] | None:
        """The answer the table gives for a person to a question with one sensible answer."""
        seat = batch.to_act
        if seat is None or self.config is None or batch.reset:  # after an undo: ask the person
            return None
        view = batch.views[seat]
        if view is None:
            return None
        return self.questions.answer(
            self.config.game_id, seat, self.match_no, view, batch.legal, self.settings.auto_answer
        )

    def _never_call_this_deal(self) -> None:
        """The "Never call this deal" button: pass now and at every call prompt of this deal."""
        batch = self.current
        if batch is None or batch.to_act is None or not self.awaiting_human:
            return
        view = batch.views[batch.to_act]
        if view is None:
            return
        passing = self.questions.never_call_this_deal(batch.to_act, self.match_no, view, batch.legal)
        self.say("  " + will_not_call(self._names()[batch.to_act]), batch.to_act)
        self.send_action(str(passing))

    def _no_card_move(self) -> None:
        if self.current is not None and self.awaiting_human:
            todo = what_to_do(self.current.legal)
            self.statusBar().showMessage(
                tr("No card is played now: {what} with the buttons below").format(what=todo), 6000
            )

    def show_controls(self, batch: Batch) -> None:
        config = self.config
        assert config is not None and batch.to_act is not None
        name = config.names[batch.to_act]
        view, asked = batch.views[batch.to_act], look(config.game_id).prompt
        todo = self.table.with_names((asked(view, batch.legal) if asked and view else "") or what_to_do(batch.legal))
        self.status.setText(f"{name}: {todo}")
        self.awaiting_human = True
        self.menus.hint_action.setEnabled(not self.hints.pending)
        self.table.set_legal(batch.legal)
        on_table = {it.card for it in self.table._hand_items() if it.card is not None}
        on_table |= {it.card for it in self.table.card_items() if it.card is not None and it.face_up}
        self.panel.show_actions(batch.legal, f"<b>{html.escape(name)}</b>: {html.escape(todo)}", on_table)
        if is_call_question(batch.legal):
            self.panel.add_extra(tr("Never call this deal"), tr(NEVER_CALL_TIP), self._never_call_this_deal)
        self.panel.update_selection(self.table.selected_cards())
        how = how_to_move(card_actions(batch.legal), batch.legal, self.table.meld_mode(), self.table.target_words)
        if how:
            self.table.set_hint(how)
        self.table.setFocus()

    def on_curtain(self) -> None:
        if self._curtain_for is None:
            return
        seat, batch = self._curtain_for
        self.curtain.hide()
        if self.current is batch:
            take_seat(self, seat, batch)

    def hand_over_showing(self) -> bool:
        return self.curtain.isVisible()

    def send_action(self, text: str) -> None:
        if not self.awaiting_human or self.current is None:
            return
        self.awaiting_human = False
        self.hints.forget()
        self.menus.hint_action.setEnabled(False)
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
            menu = QMenu(self)
            for a in acts:
                menu.addAction(action_said(str(a))).triggered.connect(lambda _=False, t=str(a): self.send_action(t))
            menu.popup(self.cursor().pos())

    def on_refused(self, text: str, reason: str) -> None:
        seat = self.current.to_act if self.current is not None else None
        words = render(reason, self.table.names, self.table.with_names)  # the rule in words, no ruling codes
        self.say("  " + tr("refused {action}: {why}").format(action=action_said(text), why=words), seat)
        self.table.refused(words)
        if self.current is not None and self.config is not None and self.config.is_human(self.current.to_act):
            self.show_controls(self.current)

    def on_thinking(self, seat: int) -> None:
        if self.config is None or self.busy or self.queue:
            return
        self.status.setText(tr("{name} is thinking...").format(name=self.config.names[seat]))

    def on_crashed(self, text: str) -> None:
        self.statusBar().showMessage(text)
        self.say("!! " + text)
        print(f"parlour: {text}", file=sys.stderr)
        self.status.setText(tr("The match cannot go on: {problem}").format(problem=text))
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

    def report_problem(self, text: str) -> None:
        self.show_problem("Parlour", text)

    def show_problem(self, title: str, text: str) -> QMessageBox:
        """A dialog naming a problem (a file that cannot be opened, a corrupt autosave); not blocking."""
        self.problems.append(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setModal(False)
        box.open()
        self.message_box = box
        return box

    # -- undo ------------------------------------------------------------------------------------

    def undo(self) -> None:
        """Ctrl+Z: back to the human's previous decision (the worker replays without the moves since)."""
        if not self.menus.undo_action.isEnabled() or self.config is None:
            return
        self.awaiting_human = False
        self.menus.hint_action.setEnabled(False)
        self.table.set_legal(None)
        self.panel.clear("")
        self.table.set_hint("")
        self.status.setText(tr("Taking back..."))
        self.runner.request_undo.emit()

    def on_undo_refused(self, reason: str) -> None:
        self.statusBar().showMessage(tr("Cannot undo: {reason}").format(reason=reason), 8000)
        if self.current is not None and not self.busy and not self.queue and not self.current.is_over:
            self._offer_turn(self.current)

    def transcript(self) -> Transcript | None:
        """The match as it stands (the worker's newest position), a copy."""
        return self.latest.transcript if self.latest is not None else None

    # -- summaries -------------------------------------------------------------------------------------

    def _names(self) -> list[str]:
        return list(self.config.names) if self.config else []

    def _show_hand_summary(self, ended: HandEnded, batch: Batch, then: Callable[[], None]) -> None:
        view = self._display_view(batch)
        word = games.get(view.game).hand_word
        record = next((r for r in reversed(getattr(view, "records", ())) if r.get(word) == ended.number), None)
        game = look(view.game)
        story = game.story(record, self._names()) if record is not None and game.story is not None else None
        hidden = self.hide_scores and game.hides_scores
        text = hand_summary_html(ended, self._names(), story, hide_scores=hidden, word=word)
        self.table.show_hand_end(view, story.notes if story is not None else ())
        self.status.setText(hand_over(word, ended.number))
        self._summary_next = then
        if self.auto_continue:
            QTimer.singleShot(0, self, self._summary_closed)
            return
        self.summary.show_text(text, final=False)
        self._place_overlays()

    def _summary_closed(self) -> None:
        then, self._summary_next = self._summary_next, None
        if then is not None:
            then()

    def _show_match_end(self, batch: Batch) -> None:
        names = self._names()
        self.table.set_turn(None)
        head = match_end_head(names, batch.winners, batch.stopped)
        lower = bool(self.config and games.get(self.config.game_id).lower_is_better)
        text = match_end_html(head, names, batch.scores, batch.winners, lower)
        self.status.setText(head)
        self.say(head)
        self.match_finished.emit(batch)
        if self.auto_continue:
            return
        self.summary.show_text(text, final=True)
        self._place_overlays()

    # -- geometry, events --------------------------------------------------------------------------------

    def _place_overlays(self) -> None:
        place_overlays(self.table.rect(), self.curtain, self.summary)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.table and event.type() == QEvent.Type.Resize:
            self._place_overlays()
        return super().eventFilter(obj, event)

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
