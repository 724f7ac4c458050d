"""The main window: table, controls, log, menus, hand-over screen, hand and match summaries.

The window forwards the human's choices to the worker and shows the worker's batches one after
the other: animate the events, re-sync to the view, then either offer the human's controls or say
which computer player is thinking. With several humans at one screen, a hand-over screen hides the
table (and the scene is re-drawn with public information only) until the next human clicks.
"""

from __future__ import annotations

import dataclasses
import html
import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import games
from games.actions import Action
from games.cards import Card
from games.core import View
from games.events import CardMoved, ContractSet, Event, HandEnded, MatchEnded, Note

from .assets import CardArt, app_icon, rules_file
from .controls import ActionPanel
from .start import StartDialog
from .table import SPEEDS, TableView, card_actions
from .worker import Batch, MatchConfig, MatchRunner, ThinkerFactory, local_thinker

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


def public_view(all_views: Sequence[View | None]) -> View:
    """What every seat sees: a card is shown only where all seats' views show it."""
    views = [v for v in all_views if v is not None]
    base = views[0]
    zones: dict[str, tuple[Any, ...]] = {}
    for name, cards in base.zones.items():
        cols = [v.zones.get(name, ()) for v in views]
        zones[name] = tuple(
            c if all(len(col) > i and col[i] == c for col in cols) else None for i, c in enumerate(cards)
        )
    log: list[str] = []
    for i in range(len(base.log)):
        lines = Counter(v.log[i] for v in views if i < len(v.log))
        (top, n), *rest = lines.most_common()
        log.append(top if not rest or n > rest[0][1] else "(private)")
    changes: dict[str, Any] = {"zones": zones, "log": tuple(log)}
    return dataclasses.replace(base, **changes)


def deal_events(view: View) -> list[Event]:
    """The first hand's deal as card moves from the pack, hand by hand in turn, then the piles:
    the engine deals it inside ``new_match`` without events, and the table animates it like any
    later deal. A card the view does not show moves face down (its identity is not told)."""
    hidden = Card(0, "J")
    hands = sorted((z for z in view.zones if z.startswith("hand")), key=lambda z: (int(z[4:]) - view.dealer - 1) % 99)
    out: list[Event] = []
    longest = max((len(view.zones[z]) for z in hands), default=0)
    for i in range(longest):
        for z in hands:
            cards = view.zones[z]
            if i < len(cards):
                c = cards[i]
                out.append(CardMoved(c or hidden, "pack", z, False, frozenset({view.seat}) if c else frozenset()))
    for z, cards in view.zones.items():
        if z.startswith("hand"):
            continue
        for c in reversed(cards):
            out.append(CardMoved(c or hidden, "pack", z, c is not None))
    return out


class Curtain(QWidget):
    """The hand-over screen: hides the table until the next player clicks."""

    clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet("background: #0d3b26; color: white;")
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
    """Parlour's window. ``auto_continue`` dismisses hand summaries by itself (tests, screenshots)."""

    match_finished = Signal(object)  # the last Batch
    batch_shown = Signal(object)  # each Batch, once the table shows it

    def __init__(self, thinker_factory: ThinkerFactory = local_thinker, speed: str = "normal") -> None:
        super().__init__()
        self.setWindowTitle("Parlour")
        self.setWindowIcon(app_icon())
        self.art = CardArt()
        self.runner = MatchRunner(thinker_factory, self)
        self.runner.worker.batch.connect(self.on_batch)
        self.runner.worker.refused.connect(self.on_refused)
        self.runner.worker.thinking.connect(self.on_thinking)
        self.runner.worker.crashed.connect(self.on_crashed)
        self.config: MatchConfig | None = None
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
        self.table.speed = speed
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
        self.table.selection_changed.connect(lambda: self.panel.update_selection(self.table.selected_cards()))
        self.panel.chosen.connect(self.send_action)
        self.panel.meld_clicked.connect(self.on_meld)

        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(3000)
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
        self.status = QLabel("")
        self.statusBar().addPermanentWidget(self.status, 1)
        self._menus()
        self.table.installEventFilter(self)
        self.resize(1280, 800)

    # -- menus ------------------------------------------------------------------------------------

    def _menus(self) -> None:
        game_menu = self.menuBar().addMenu("&Game")
        new = QAction("&New match...", self)
        new.setShortcut(QKeySequence("Ctrl+N"))
        new.triggered.connect(self.new_match_dialog)
        game_menu.addAction(new)
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

    # -- starting -----------------------------------------------------------------------------------

    def new_match_dialog(self) -> None:
        dlg = StartDialog(self, self.config)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.start_match(dlg.config())

    def start_match(self, config: MatchConfig) -> None:
        self.match_serial += 1
        self.runner.request_stop.emit()
        self.config = config
        self.queue = []
        self.busy = False
        self.current = None
        self.awaiting_human = False
        self.ai_errors = []
        self.summary.hide()
        self.curtain.hide()
        humans = config.humans
        self.viewer = humans[0] if len(humans) == 1 else (0 if not humans else None)
        self.table.new_match(config.game_id, config.names, humans)
        self.table.set_viewer(self.viewer)
        self.panel.clear("")
        self.log.clear()
        title = games.get(config.game_id).title
        self.setWindowTitle(f"Parlour: {title} (seed {config.seed})")
        self.log.appendPlainText(f"{title}, seed {config.seed}: " + ", ".join(config.names))
        self.runner.request_start.emit(config)

    # -- batches from the worker ----------------------------------------------------------------------

    def on_batch(self, batch: Batch) -> None:
        if self.config is None or len(batch.views) != self.config.players:
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
        self.table.set_legal(None)
        self.panel.clear("")
        self.table.set_hint("")
        if batch.actor is not None and batch.action is not None and self.config is not None:
            self.log.appendPlainText(f"{self.config.names[batch.actor]}: {batch.action}")
        self._log_events(batch.events)
        if batch.note:
            self.ai_errors.append(batch.note)
            self.statusBar().showMessage(batch.note, 10000)
            self.log.appendPlainText("! " + batch.note)
            self.table.toast(batch.note, 5000)
        view = self._display_view(batch)
        events = list(batch.events)
        if self.table.view is None:  # the first deal happened inside new_match: show it dealt
            self.table.sync(dataclasses.replace(view, zones={z: () for z in view.zones}), 0)
            events = deal_events(view) + events
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

    def _log_events(self, events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, Note):
                self.log.appendPlainText("  " + e.text)
            elif isinstance(e, ContractSet):
                self.log.appendPlainText(f"  Contract: {e.text}")
            elif isinstance(e, HandEnded):
                self.log.appendPlainText(f"  Hand {e.number} ended ({e.text}): totals {', '.join(map(str, e.totals))}")

    def _batch_done(self, batch: Batch, serial: int) -> None:
        if serial != self.match_serial:
            return
        self.runner.request_ack.emit()
        self.busy = False
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
            if len(config.humans) > 1 and seat != self.viewer:
                self._hand_over(seat, batch)
                return
            self._show_controls(batch)
        else:
            self.status.setText(f"{name} is thinking...")

    def _show_controls(self, batch: Batch) -> None:
        config = self.config
        assert config is not None and batch.to_act is not None
        name = config.names[batch.to_act]
        todo = what_to_do(batch.legal)
        self.status.setText(f"{name}: {todo}")
        self.awaiting_human = True
        self.table.set_legal(batch.legal)
        on_table = {it.card for it in self.table._hand_items() if it.card is not None}
        on_table |= {it.card for it in self.table.card_items() if it.card is not None and it.face_up}
        self.panel.show_actions(batch.legal, f"<b>{html.escape(name)}</b>: {html.escape(todo)}", on_table)
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
        self.log.appendPlainText(f"  refused {text}: {reason}")
        self.table.refused(reason)
        if self.current is not None and self.config is not None and self.config.is_human(self.current.to_act):
            self._show_controls(self.current)

    def on_thinking(self, seat: int) -> None:
        if self.config is None or self.busy or self.queue:
            return
        self.status.setText(f"{self.config.names[seat]} is thinking...")

    def on_crashed(self, text: str) -> None:
        self.statusBar().showMessage(text)
        self.log.appendPlainText("!! " + text)
        print(f"parlour: {text}", file=sys.stderr)
        self.status.setText("The match cannot go on: " + text)
        self.crashes.append(text)
        if not self.auto_continue:
            box = QMessageBox(QMessageBox.Icon.Warning, "Parlour", text, QMessageBox.StandardButton.Ok, self)
            box.setModal(False)
            box.show()

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
        self.log.appendPlainText(head)
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
        return super().eventFilter(obj, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._dock_auto:
            self.log_dock.setVisible(self.width() >= 1150)
        self._place_overlays()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.stop_animation()
        self.runner.close()
        super().closeEvent(event)
