"""The replay viewer (issue 12, "Replay"): step through a saved or finished match hand by hand and
action by action, forward and back, on the same table drawing as the game.

The window owns a :class:`games.replay.Replay` of the transcript and a cursor on it. The table
(:class:`desktop.table.view.TableView`, read-only: never given legal actions) shows the cursor's position:

- "All hands" (the default): every hand face up, since a replay is for study; the seat chosen last sits
  at the bottom. The view drawn is that seat's own View with the hands' real cards put in
  (:func:`open_view`); other zones (stock, kitty, face-down piles) keep the seat's knowledge.
- "<name>'s view": exactly what that seat saw (``state.view(seat)``), from their chair.

A match still in play (Ctrl+R in the window) is replayed as its players may see it: the finished hands
open like any replay, the hand in play only from ``viewer``'s seat (None, the hand-over screen: what
every seat sees), its actions in the words that seat read (``desktop.match.seen``).

Going forward one action animates its engine events at the chosen speed (as in the game); every other
move (back, jumps, the slider) re-draws at once. Keys: Left / Right (action), PageUp / PageDown (hand),
Home / End, Space (play on). "Play this deal again" emits :attr:`ReplayWindow.play_again` with the hand
number (the main window calls ``MatchSession.restart_hand``). A transcript longer than
:data:`SYNC_LIMIT` actions (2,000 Kalooki actions take 50 to 160 ms) is replayed on a thread.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QListWidgetItem, QMainWindow, QSplitter, QStyle, QVBoxLayout, QWidget

import games
from games.core import State, View
from games.events import Event, HandEnded
from games.replay import HandSpan, Replay, ReplayCursor
from games.transcript import ReplayError, Transcript

from ..i18n import tr
from ..match.seen import render, state_public_view
from ..naming import action_said
from ..phrasing import render as engine_words
from ..relay import Relay, relay_to
from ..scores.sheet import game_title
from ..scores.window import tally_text
from ..table.assets import CardArt, app_icon
from ..table.view import SPEEDS, TableView
from .analysis import HandReview
from .positions import Built, build, hand_actions, open_events, open_view, results_text, score_line
from .replay_panels import ALL_HANDS, ReplayBar, ReplaySide

# Transcripts up to this many actions are replayed at once (some 10-40 ms); longer ones on a thread.
SYNC_LIMIT = 500
# While playing on by itself: the pause after each action's animation (before the speed factor).
AUTOPLAY_PAUSE_MS = 700


def _build_on_thread(transcript: Transcript, trusted: bool, replay: Replay | None, built: Relay, failed: Relay) -> None:
    """Runs :func:`build` on a thread; the result (or the problem) goes back through the relays, so
    a window closed meanwhile is never touched from that thread."""

    def run() -> None:
        try:
            result = build(transcript, trusted, replay)
        except (ReplayError, ValueError, KeyError) as exc:
            failed.send(str(exc))
            return
        built.send(result)

    threading.Thread(target=run, name="parlour-replay", daemon=True).start()


class ReplayWindow(QMainWindow):
    """Step through a match: ``ReplayWindow(transcript, names, parent=None)``. Signals: ``play_again(hand_no)``
    (for the hand at the cursor), ``position_changed(p)`` (after every move of the cursor), ``ready()`` (the
    replay is built: at once for short transcripts, later for long ones; see :attr:`is_ready`). ``replay``
    may be given ready-made (``MatchSession.replay_steps()``); ``trusted`` skips the legality checks
    (``storage.open_transcript``, a session's own); ``speed`` is one of ``table.SPEEDS`` (default: the
    settings' animation speed)."""

    play_again = Signal(int)
    position_changed = Signal(int)
    ready = Signal()

    def __init__(
        self,
        transcript: Transcript,
        names: Sequence[str],
        parent: QWidget | None = None,
        *,
        replay: Replay | None = None,
        trusted: bool = False,
        speed: str | None = None,
        private: bool = False,
        viewer: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)  # a long match's states go with it
        self.transcript = transcript
        self.game = games.get(transcript.game)
        players = len(transcript.players)
        self.names = list(names) if len(names) == players else list(transcript.players)
        self.players = players
        self.replay: Replay | None = None
        self.replay_cursor: ReplayCursor | None = None
        self.seat_mode = ALL_HANDS  # ALL_HANDS or the seat whose view is shown
        self.bottom_seat = 0
        # A match in play: its unfinished hand is shown only as ``viewer`` saw it (None: public).
        self.private = private
        self.viewer = viewer if viewer is not None and 0 <= viewer < players else None
        self.open_until = 0  # positions before this one are of finished hands (set when built)
        self.error: str | None = None
        self.endings: dict[int, HandEnded] = {}
        self.build_seconds = 0.0
        self._shown_hand: int | None = None
        self._updating = False
        self._build_started = 0.0
        self._autoplay_timer = QTimer(self)
        self._autoplay_timer.setSingleShot(True)
        self._autoplay_timer.timeout.connect(self._autoplay_step)

        title = tr("Replay: {game} - {names}")
        self.setWindowTitle(title.format(game=game_title(self.game.id), names=", ".join(self.names)))
        self.setWindowIcon(app_icon())
        # The main window's card art, if it is the parent: its pixmaps are already rendered.
        art = getattr(parent, "art", None)
        self.table = TableView(art if isinstance(art, CardArt) else CardArt())
        self.table.speed = speed if speed in SPEEDS else _settings_speed()
        self.table.look_like(getattr(parent, "table", None))  # the main window's colour and card size
        self.table.set_legal(None)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if hasattr(self.table, "tally"):  # each seat's running total in the game's sense, as in play
            self.table.tally = tally_text
        self.table.new_match(self.game.id, self.names, [])
        self.table.set_viewer(0)
        self._build_ui()
        self._build_actions()
        self.resize(1280, 820)
        self._set_enabled(False)

        self._build_started = time.perf_counter()
        if len(transcript.actions) <= SYNC_LIMIT:
            try:
                built = build(transcript, trusted, replay)
            except (ReplayError, ValueError, KeyError) as exc:
                self._failed(str(exc))
            else:
                self._built(built)
        else:
            reading = tr("Reading the match ({n} actions)...")
            self.position_label.setText(reading.format(n=f"{len(transcript.actions):,}"))
            _build_on_thread(transcript, trusted, replay, relay_to(self._built), relay_to(self._failed))

    # -- building ---------------------------------------------------------------------------------

    def _build_ui(self) -> None:
        splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        col = QVBoxLayout(left)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.table, 1)
        bar = ReplayBar(self.names, self.table.speed)
        col.addWidget(bar)
        splitter.addWidget(left)
        side = ReplaySide()
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([1000, 280])
        splitter.setCollapsible(0, False)
        self.setCentralWidget(splitter)
        self.side_panel, self.hand_review = side, HandReview(self, side)
        self.position_label, self.slider, self.seat_combo = bar.position_label, bar.slider, bar.seat_combo
        self.speed_combo, self.again_button = bar.speed_combo, bar.again_button
        self.first_button, self.back_button, self.play_button = bar.first_button, bar.back_button, bar.play_button
        self.forward_button, self.last_button = bar.forward_button, bar.last_button
        self.hand_list, self.actions_title, self.action_list = side.hand_list, side.actions_title, side.action_list
        self.slider.valueChanged.connect(self._slider_moved)
        self.seat_combo.currentIndexChanged.connect(lambda _: self.set_seat_view(self.seat_combo.currentData()))
        self.speed_combo.currentIndexChanged.connect(lambda _: self.set_speed(self.speed_combo.currentData()))
        self.again_button.clicked.connect(self._play_again_clicked)
        self.hand_list.itemClicked.connect(self._hand_clicked)
        self.action_list.itemClicked.connect(self._action_clicked)

    def _build_actions(self) -> None:
        style = self.style()
        sp = QStyle.StandardPixmap

        def action(text: str, keys: Sequence[str], icon: QStyle.StandardPixmap, slot: object) -> QAction:
            act = QAction(style.standardIcon(icon), text, self)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            names = (QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
            act.setToolTip(f"{text} ({' / '.join(names)})")
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.previous_hand_action = action(tr("Previous hand"), ["PgUp"], sp.SP_MediaSkipBackward, self.previous_hand)
        self.back_action = action(tr("Previous action"), ["Left"], sp.SP_MediaSeekBackward, self.step_back)
        self.forward_action = action(tr("Next action"), ["Right"], sp.SP_MediaSeekForward, self.step_forward)
        self.next_hand_action = action(tr("Next hand"), ["PgDown"], sp.SP_MediaSkipForward, self.next_hand)
        self.start_action = action(tr("Start of the match"), ["Home"], sp.SP_MediaSkipBackward, self.to_start)
        self.end_action = action(tr("End of the match"), ["End"], sp.SP_MediaSkipForward, self.to_end)
        self.autoplay_action = action(tr("Play on"), ["Space"], sp.SP_MediaPlay, self.toggle_autoplay)
        self.autoplay_action.setCheckable(True)
        self.first_button.setDefaultAction(self.previous_hand_action)
        self.back_button.setDefaultAction(self.back_action)
        self.play_button.setDefaultAction(self.autoplay_action)
        self.forward_button.setDefaultAction(self.forward_action)
        self.last_button.setDefaultAction(self.next_hand_action)
        close = QAction(tr("Close"), self)
        close.setShortcuts([QKeySequence("Esc"), QKeySequence(QKeySequence.StandardKey.Close)])
        close.triggered.connect(self.close)
        self.addAction(close)

    def _set_enabled(self, on: bool) -> None:
        for w in (self.slider, self.seat_combo, self.again_button, self.hand_list, self.action_list):
            w.setEnabled(on)
        for act in (
            self.previous_hand_action,
            self.back_action,
            self.forward_action,
            self.next_hand_action,
            self.start_action,
            self.end_action,
            self.autoplay_action,
        ):
            act.setEnabled(on)

    def _built(self, built: object) -> None:
        assert isinstance(built, Built)
        self.build_seconds = time.perf_counter() - self._build_started
        replay = built.replay
        self.endings = built.endings
        self.replay = replay
        unfinished = self.private and not replay.state_at(replay.last).is_over
        self.open_until = replay.hands[-1].start if unfinished else replay.last + 1
        if unfinished and self.viewer is not None:
            self.bottom_seat = self.viewer
        self.replay_cursor = replay.cursor(0)
        self._updating = True
        self.slider.setRange(0, replay.last)
        self.slider.setPageStep(max(1, replay.last // 20))
        self._updating = False
        self.hand_list.clear()
        for span in replay.hands:
            n = len(hand_actions(replay, span))
            ended = self.endings.get(span.hand_no)
            result = engine_words(ended.text, self.names) if ended is not None and ended.text else ""
            item = QListWidgetItem(tr("Hand {n}").format(n=span.hand_no) + (f": {result}" if result else ""))
            item.setData(Qt.ItemDataRole.UserRole, span.hand_no)
            tip = [item.text(), tr("%n actions", n=n, one="%n action")]
            if ended is not None:
                tip.append(score_line(ended, self.names))
            elif span.end == replay.last and not replay.state_at(replay.last).is_over:
                tip.append(tr("not finished"))
            item.setToolTip("\n".join(tip))
            self.hand_list.addItem(item)
        self._set_enabled(True)
        self._show_position(animate_from=None)
        self.ready.emit()

    def _failed(self, problem: str) -> None:
        self.error = problem
        self.position_label.setText(tr("This match cannot be replayed: {problem}").format(problem=problem))
        self._set_enabled(False)
        self.ready.emit()

    @property
    def is_ready(self) -> bool:
        return self.replay is not None or self.error is not None

    # -- what is shown ------------------------------------------------------------------------------

    @property
    def position(self) -> int:
        """The cursor's position: after this many actions."""
        return self.replay_cursor.index if self.replay_cursor is not None else 0

    @property
    def hand_no(self) -> int:
        """The hand the cursor is in (what "Play this deal again" deals)."""
        assert self.replay_cursor is not None
        return self.replay_cursor.hand.hand_no

    def is_private(self, p: int | None = None) -> bool:
        """True when position ``p`` (default: the cursor's) is in the hand still in play of a live
        match: shown only as the viewer saw it."""
        if p is None:
            p = self.position
        return self.private and p >= self.open_until

    def view_of(self, state: State, private: bool = False) -> View:
        """The View the table draws for ``state`` in the current seat mode (``private``: the hand
        in play, only as the viewer sees it)."""
        if private:
            return state.view(self.viewer) if self.viewer is not None else state_public_view(state)
        if self.seat_mode == ALL_HANDS:
            return open_view(state, self.bottom_seat)
        return state.view(self.seat_mode)

    def action_words(self, i: int) -> str:
        """Action ``i`` (0-based) in words: ``Ann: play QH``; in the hand in play of a live match,
        what the viewer read of it (``Ben: buries a card``)."""
        replay = self.replay
        assert replay is not None
        lines = replay.log[replay.log_at[i] : replay.log_at[i + 1]]
        if not self.is_private(i + 1):
            plain = f"{self.names[replay.actors[i]]}: {action_said(replay.action_text(i))}"
            # The log may say more of the same move: King for two's "(second hand)" (D-king-8).
            first = next((t.strip() for t in render(lines, None, self.names) if t.strip()), "")
            return first if first.startswith(plain) else plain
        said = [t.strip() for t in render(lines, self.viewer, self.names) if t.strip()]
        return "; ".join(said) if said else tr("{who} acts").format(who=self.names[replay.actors[i]])

    def position_text(self) -> str:
        """``Hand 3 of 7 - action 41 of 512: Ann: play QH`` (the last action taken)."""
        replay, cursor = self.replay, self.replay_cursor
        if replay is None or cursor is None:
            return ""
        p = cursor.index
        span = cursor.hand
        head = tr("Hand {hand} of {hands} - action {n} of {last}")
        head = head.format(hand=span.hand_no, hands=replay.hands[-1].hand_no, n=p, last=replay.last)
        if p == 0:
            return tr("{text}: the first deal").format(text=head)
        text = f"{head}: {self.action_words(p - 1)}"
        if cursor.at_end and cursor.state.is_over:
            return tr("{text} (the match is over)").format(text=text)
        if p == span.start:
            return tr("{text} (hand {n} is over)").format(text=text, n=replay.hand_nos[p - 1])
        return text

    def _show_position(self, animate_from: list[Event] | None) -> None:
        """Draw the cursor's position: animate ``animate_from`` (the step's events), else at once."""
        cursor = self.replay_cursor
        if cursor is None:
            return
        state = cursor.state
        private = self.is_private(cursor.index)
        view = self.view_of(state, private)
        self.table.set_viewer(self.viewer if private else self.bottom_seat)
        self.seat_combo.setEnabled(not private)
        only_yours = tr("The hand still in play is shown only as you see it at the table")
        self.seat_combo.setToolTip(only_yours if private else "")
        self.table.set_legal(None)
        if animate_from is None:
            self._settle()
            self.table.clear_bubbles()
            self.table.set_turn(state.to_act)
            self.table.sync(view, 0)
            self.table.set_hint(self._hand_end_text(None))
        else:
            opened = self.seat_mode == ALL_HANDS and not private
            events = open_events(animate_from, self.players) if opened else list(animate_from)
            ended = self._hand_end_text(events)
            self.table.set_hint("")
            to_act = state.to_act

            def done() -> None:
                self.table.set_turn(to_act)
                self.table.set_hint(ended)
                self._animation_done()

            # As in the game: the hand's last cards land and its result is told before the next deal.
            cut = next((i for i, e in enumerate(events) if isinstance(e, HandEnded)), None)
            if cut is None:
                self.table.play_events(events, view, done)
            else:
                head, tail = events[: cut + 1], events[cut + 1 :]

                def after_head() -> None:
                    self.table.set_hint(ended)
                    self.table.play_events(tail, view, done)

                self.table.play_events(head, None, after_head)
        self._update_controls()
        self.position_changed.emit(cursor.index)

    def _hand_end_text(self, events: Sequence[Event] | None) -> str:
        """What the table says after a hand's last action: the hand's result (or the winners)."""
        cursor, replay = self.replay_cursor, self.replay
        if cursor is None or replay is None:
            return ""
        if events is None:
            p = cursor.index
            if p == 0 or (p != cursor.hand.start and not cursor.at_end):
                return ""
            events = replay.step(p - 1)[1]
        return results_text(events, self.names)

    def _settle(self) -> None:
        """Finish a running animation at once (its own final view; the caller then draws its own).
        A step animated in two parts (a hand's end, then the next deal) is finished part by part."""
        for _ in range(4):
            if not self.table.is_animating():
                break
            self.table.skip_animation()

    def _update_controls(self) -> None:
        cursor, replay = self.replay_cursor, self.replay
        if cursor is None or replay is None:
            return
        self._updating = True
        try:
            self.slider.setValue(cursor.index)
            self.position_label.setText(self.position_text())
            self.back_action.setEnabled(not cursor.at_start)
            self.previous_hand_action.setEnabled(not cursor.at_start)
            self.start_action.setEnabled(not cursor.at_start)
            self.forward_action.setEnabled(not cursor.at_end)
            self.next_hand_action.setEnabled(not cursor.at_end)
            self.end_action.setEnabled(not cursor.at_end)
            span = cursor.hand
            self.again_button.setText(tr("Play hand {n} again").format(n=span.hand_no))
            self.again_button.setToolTip(
                tr("Play this deal again: a new match whose first hand has hand {n}'s cards").format(n=span.hand_no)
            )
            row = replay.hands.index(span)
            if self.hand_list.currentRow() != row:
                self.hand_list.setCurrentRow(row)
            if self._shown_hand != span.hand_no:
                self._fill_action_list(span)
            current = cursor.index - span.start  # row 0 is the deal, row k the hand's k-th action
            if 0 <= current < self.action_list.count() and self.action_list.currentRow() != current:
                self.action_list.setCurrentRow(current)
                self.action_list.scrollToItem(self.action_list.item(current))
        finally:
            self._updating = False

    def _fill_action_list(self, span: HandSpan) -> None:
        replay = self.replay
        assert replay is not None
        self._shown_hand = span.hand_no
        self.action_list.clear()
        self.actions_title.setText("<b>{}</b>".format(tr("Hand {n}").format(n=span.hand_no)))
        deal = QListWidgetItem(tr("Deal"))
        deal.setData(Qt.ItemDataRole.UserRole, span.start)
        self.action_list.addItem(deal)
        for i in hand_actions(replay, span):
            item = QListWidgetItem(f"{i + 1}. {self.action_words(i)}")
            item.setData(Qt.ItemDataRole.UserRole, i + 1)
            self.action_list.addItem(item)

    # -- moving ---------------------------------------------------------------------------------------

    def step_forward(self) -> None:
        """The next action, animated at the current speed."""
        if self.replay_cursor is None or self.replay_cursor.at_end:
            return
        self._settle()
        events = self.replay_cursor.forward()
        self._show_position(animate_from=events)

    def step_back(self) -> None:
        if self.replay_cursor is None or self.replay_cursor.at_start:
            return
        self.stop_autoplay()
        self.replay_cursor.back()
        self._show_position(animate_from=None)

    def next_hand(self) -> None:
        if self.replay_cursor is None or self.replay_cursor.at_end:
            return
        self.stop_autoplay()
        self.replay_cursor.next_hand()
        self._show_position(animate_from=None)

    def previous_hand(self) -> None:
        if self.replay_cursor is None or self.replay_cursor.at_start:
            return
        self.stop_autoplay()
        self.replay_cursor.previous_hand()
        self._show_position(animate_from=None)

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        if self.replay is not None:
            self.seek(self.replay.last)

    def seek(self, p: int) -> None:
        """Show position ``p`` (clamped to the match)."""
        if self.replay_cursor is None or self.replay is None:
            return
        self.stop_autoplay()
        p = min(max(p, 0), self.replay.last)
        if p == self.replay_cursor.index + 1:
            self.step_forward()
            return
        self.replay_cursor.seek(p)
        self._show_position(animate_from=None)

    def _slider_moved(self, value: int) -> None:
        if not self._updating and self.replay_cursor is not None and value != self.replay_cursor.index:
            self.stop_autoplay()
            self.replay_cursor.seek(value)
            self._show_position(animate_from=None)

    def _hand_clicked(self, item: QListWidgetItem) -> None:
        if self.replay is None or self._updating:
            return
        self.seek(self.replay.hand_span(int(item.data(Qt.ItemDataRole.UserRole))).start)

    def _action_clicked(self, item: QListWidgetItem) -> None:
        if not self._updating:
            self.seek(int(item.data(Qt.ItemDataRole.UserRole)))

    def set_seat_view(self, seat: int | None) -> None:
        """``ALL_HANDS`` (or None): every hand face up; a seat number: that seat's own view."""
        mode = ALL_HANDS if seat is None or seat == ALL_HANDS else int(seat)
        if not (mode == ALL_HANDS or 0 <= mode < self.players):
            raise ValueError(f"no seat {seat}")
        self._settle()
        self.seat_mode = mode
        if mode != ALL_HANDS:
            self.bottom_seat = mode
        self.table.set_viewer(self.bottom_seat)
        index = self.seat_combo.findData(mode)
        if index >= 0 and self.seat_combo.currentIndex() != index:
            self.seat_combo.blockSignals(True)
            self.seat_combo.setCurrentIndex(index)
            self.seat_combo.blockSignals(False)
        if self.replay_cursor is not None:
            self._show_position(animate_from=None)

    def set_speed(self, name: str) -> None:
        if name in SPEEDS:
            self.table.speed = name
            index = self.speed_combo.findData(name)
            if index >= 0 and self.speed_combo.currentIndex() != index:
                self.speed_combo.setCurrentIndex(index)

    def _play_again_clicked(self) -> None:
        if self.replay_cursor is not None:
            self.stop_autoplay()
            self.play_again.emit(self.hand_no)

    # -- playing on by itself ---------------------------------------------------------------------------

    def toggle_autoplay(self) -> None:
        if self.autoplay_action.isChecked() and self.replay_cursor is not None and not self.replay_cursor.at_end:
            self.autoplay_action.setText(tr("Pause"))
            self.autoplay_action.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))
            self._autoplay_step()
        else:
            self.stop_autoplay()

    def stop_autoplay(self) -> None:
        self._autoplay_timer.stop()
        if self.autoplay_action.isChecked():
            self.autoplay_action.setChecked(False)
        self.autoplay_action.setText(tr("Play on"))
        self.autoplay_action.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    def _autoplay_step(self) -> None:
        if not self.autoplay_action.isChecked() or self.replay_cursor is None:
            return
        if self.replay_cursor.at_end:
            self.stop_autoplay()
            return
        self.step_forward()

    def _animation_done(self) -> None:
        if self.autoplay_action.isChecked():
            pause = max(120, int(AUTOPLAY_PAUSE_MS * max(SPEEDS.get(self.table.speed, 1.0), 0.35)))
            self._autoplay_timer.start(pause)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_autoplay()
        self.table.stop_animation()
        super().closeEvent(event)


def _settings_speed() -> str:
    try:
        from ..data.settings import Settings

        speed = Settings().animation_speed
    except Exception:  # settings unreadable: the replay still works at the normal speed
        return "normal"
    return speed if speed in SPEEDS else "normal"


__all__ = ["ALL_HANDS", "SYNC_LIMIT", "ReplayWindow"]
