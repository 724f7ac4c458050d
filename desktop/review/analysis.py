"""Review this hand (issue 23) in the replay window: each decision a person made in the hand at the
cursor, weighed by the expert from that seat's view (:mod:`ai.review`), the costliest first.

The review runs on a thread of its own (the searches in the expert's process pool), with a progress
bar and Cancel; the window stays live. Choosing a line draws that position on the replay's table,
from the reviewed seat's chair, and says on the table what was played and what was better. The
seats reviewed are the people's: the human seats where the opener knows them (the match in play),
else the seats named You, else the seat the replay was opened for, else the seat whose view is
shown (seat 0 under "All hands").

"Play from here" (issue 23) is enabled while the replay's cursor is at a decision of one of those
seats in a finished hand (a reviewed decision chosen puts it there): it emits :attr:`HandReview.play_from`
with the position (the actions before that decision) and the seat to act; the main window starts a
match that takes the transcript up there, with the same players.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ai.expert import DEFAULT_BUDGET
from ai.open_hand import OpenHandResult
from ai.review import Review, Weighing, review_hand
from games.transcript import Transcript

from ..i18n import tr
from ..naming import action_said, inside, is_you
from ..per_game.look import listing, tricks
from ..relay import Relay, relay_to
from .replay_panels import ALL_HANDS

if TYPE_CHECKING:
    from .replay import ReplayWindow


def signed(value: float) -> str:
    """``+2.3`` or ``−0.4`` (a true minus sign), with the decimal point of the window's language."""
    number = QLocale().toString(float(abs(value)), "f", 1)
    return ("−" if round(value, 1) < 0 else "+") + number


def amount(unit: str, n: int) -> str:
    """``3 tricks``, ``1 trick``, ``40 points``."""
    if unit == "tricks":
        return tricks(n)
    return tr("%n points", n=n, one="%n point")


def _review_on_thread(
    transcript: Transcript,
    hand_no: int,
    seats: list[int],
    budget: float | None,
    iterations: int | None,
    answers: tuple[Relay, Relay, Relay],
) -> threading.Event:
    """Runs :func:`ai.review.review_hand` on a thread; its progress, result or failure go back
    through ``answers`` (relays to the panel's slots), so a window closed meanwhile is never touched
    from that thread. Returns the event that cancels it."""
    progressed, finished, failed = answers
    cancel = threading.Event()

    def run() -> None:
        try:
            result = review_hand(
                transcript,
                hand_no,
                seats,
                budget=budget,
                iterations=iterations,
                progress=progressed.send,
                cancel=cancel,
            )
        except Exception as exc:  # a broken pool or a bad transcript: said in the panel
            failed.send(str(exc))
            return
        finished.send(result)

    threading.Thread(target=run, name="parlour-review", daemon=True).start()
    return cancel


class HandReview(QWidget):
    """The review panel under the replay's lists: "Review this hand", the progress and Cancel, the
    summary and the decisions, the costliest first. ``budget`` (seconds per decision) or
    ``iterations`` (deals per decision) is the search's."""

    reviewed = Signal()  # a review finished or was cancelled: the list is filled
    play_from = Signal(int, int)  # Play from here: the position (actions before the decision), the seat to act

    def __init__(self, window: ReplayWindow, side: QWidget) -> None:
        super().__init__()
        self.replay_window = window
        window.installEventFilter(self)
        self.budget: float | None = DEFAULT_BUDGET
        self.iterations: int | None = None
        self.review: Review | None = None
        self._hand_no = 0  # the hand under review
        self._humans: list[int] = []  # the seats people play, where the opener knows them
        self._cancel: threading.Event | None = None
        self._answers = (relay_to(self._progressed), relay_to(self._finished), relay_to(self._failed))
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 6, 0, 0)
        self.start_button = QPushButton(tr("Review this hand"))
        self.start_button.setToolTip(
            tr("The computer weighs each of your decisions in this hand from what you could see, the costliest first")
        )
        self.start_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.start_button.clicked.connect(self.start)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self._from_here_button())
        col.addLayout(buttons)
        line = QHBoxLayout()
        self.progress = QProgressBar()
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancel)
        line.addWidget(self.progress, 1)
        line.addWidget(self.cancel_button)
        col.addLayout(line)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(self.summary.fontMetrics().lineSpacing() * 2 + 6)
        col.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.itemClicked.connect(self._chosen)
        self.list.setToolTip(
            tr(
                "Each move with the points it is expected to bring over the rest of the hand against the others' average"
            )
        )
        col.addWidget(self.list, 1)
        self._busy(False)
        layout = side.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(self, 4)
        window.position_changed.connect(lambda _p: self.refresh_from_here())

    def _from_here_button(self) -> QPushButton:
        self.from_button = QPushButton(tr("Play from here"))
        self.from_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.from_button.clicked.connect(self.play_from_here)
        self.from_button.setEnabled(False)
        return self.from_button

    @property
    def humans(self) -> list[int]:
        return self._humans

    @humans.setter
    def humans(self, seats: list[int]) -> None:
        self._humans = list(seats)
        self.refresh_from_here()

    def decision_here(self) -> int | None:
        """The seat to act at the replay's cursor when it is a person's (a reviewed seat's) decision
        in a finished hand, else None."""
        w = self.replay_window
        cursor = w.replay_cursor
        if cursor is None or w.is_private():
            return None
        seat = cursor.state.to_act
        return seat if seat is not None and seat in self.seats() else None

    def refresh_from_here(self) -> None:
        """Enable "Play from here" where the cursor is at a person's decision, and say whose."""
        seat = self.decision_here()
        self.from_button.setEnabled(seat is not None)
        if seat is None:
            tip = tr(
                "Choose one of your decisions (a reviewed one, or a position where you are to act) to play on from it"
            )
        elif is_you(self.replay_window.names[seat]):
            tip = tr("A new match from this position, where you are to act, against the same computer players")
        else:
            tip = tr("A new match from this position, where {who} is to act, against the same computer players")
            tip = tip.format(who=self.replay_window.names[seat])
        self.from_button.setToolTip(tip)

    def play_from_here(self) -> None:
        """Emit :attr:`play_from` for the cursor's position (nothing unless it is a person's decision)."""
        seat = self.decision_here()
        if seat is not None:
            self.replay_window.stop_autoplay()
            self.play_from.emit(self.replay_window.position, seat)

    def _busy(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        self.start_button.setEnabled(not on)

    def seats(self) -> list[int]:
        """The seats reviewed: the people's (see the module's docstring)."""
        w = self.replay_window
        if self.humans:
            return list(self.humans)
        yours = [s for s, name in enumerate(w.names) if is_you(name)]
        if yours:
            return yours
        if w.viewer is not None:
            return [w.viewer]
        return [w.seat_mode if w.seat_mode != ALL_HANDS else w.bottom_seat]

    def start(self) -> None:
        """Review the hand at the replay's cursor (a hand still in play is not reviewed)."""
        w = self.replay_window
        if w.replay is None or self._cancel is not None:
            return
        if w.is_private():
            self.summary.setText(tr("A hand still in play is reviewed once it is over."))
            return
        self.list.clear()
        self.review = None
        self._hand_no = w.hand_no
        self.progress.setRange(0, 0)
        self.summary.setText(tr("Reviewing hand {n}...").format(n=self._hand_no))
        self._busy(True)
        self._cancel = _review_on_thread(
            w.transcript, self._hand_no, self.seats(), self.budget, self.iterations, self._answers
        )

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self.summary.setText(tr("Cancelling..."))

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(tr("%v of %m steps"))

    def _failed(self, problem: str) -> None:
        self._cancel = None
        self._busy(False)
        self.summary.setText(tr("The review failed: {problem}").format(problem=problem))

    def _finished(self, review: object) -> None:
        assert isinstance(review, Review)
        self._cancel = None
        self._busy(False)
        self.review = review
        self.list.clear()
        for weighing in review.costliest():
            item = QListWidgetItem(self.line(weighing))
            item.setData(Qt.ItemDataRole.UserRole, weighing.index)
            self.list.addItem(item)
        self.summary.setText(self.summary_text(review))
        self.fit_summary()
        self.reviewed.emit()

    def fit_summary(self) -> None:
        """Give the summary the height its wrapped lines take (the open-hand result adds some)."""
        lines = self.summary.fontMetrics().lineSpacing()
        self.summary.setMinimumHeight(max(lines * 2 + 6, self.summary.heightForWidth(max(self.summary.width(), 1))))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_summary()

    def summary_text(self, review: Review) -> str:
        n = len(review.weighings)
        lost = tr("Hand {hand}: expected points lost in the hand: {lost}").format(
            hand=review.hand_no, lost=QLocale().toString(float(review.lost), "f", 1)
        )
        counted = tr("%n decisions reviewed", n=n, one="%n decision reviewed")
        cancelled = " " + tr("(cancelled: the decisions weighed so far)") if review.cancelled else ""
        opened = "".join("\n" + self.open_hand_text(r) for r in review.open_hands)
        return f"{lost} ({counted}){cancelled}{opened}"

    def who(self, seats: tuple[int, ...]) -> str:
        """``you``, ``Ben``, ``you and Ben``: the seats by name."""
        names = self.replay_window.names
        return listing([inside(names[s]) for s in seats])

    def open_hand_text(self, r: OpenHandResult) -> str:
        """The open-hand result of the deal for one side (ai.open_hand), beside what was taken."""
        best, taken, side = amount(r.unit, r.best), amount(r.unit, r.taken), self.who(r.side)
        if set(r.counted) != set(r.side):  # the defenders against the attacker (Freelance)
            text = tr("All cards open, {side} could hold {whom} to {best}; in play: {taken}.").format(
                side=side, whom=self.who(r.counted), best=best, taken=taken
            )
        elif r.sign > 0:
            text = tr("All cards open, {side} could make sure of {best} whatever the others played; in play: {taken}.")
            text = text.format(side=side, best=best, taken=taken)
        else:
            text = tr("All cards open, {side} could keep to {best} whatever the others played; in play: {taken}.")
            text = text.format(side=side, best=best, taken=taken)
        if r.goal is not None:
            goal = amount(r.unit, r.goal)
            can = (
                tr("With best play the contract ({goal}) is made.")
                if r.best >= r.goal
                else tr("With the best defence the contract ({goal}) fails.")
            )
            did = tr("In play it was made.") if r.taken >= r.goal else tr("In play it failed.")
            text += " " + can.format(goal=goal) + " " + did
        return text

    def line(self, w: Weighing) -> str:
        """``Hand 3, your decision 5: play 7♠ (+1.2); better: play K♠ (+3.0); cost 1.8``, and in a
        trick game what the card gave away with all cards open, where it did."""
        text = self.weighed(w)
        opened = self.review.open_hand_cost(w.index) if self.review is not None else None
        if opened is not None:
            text += "; " + tr("all cards open, this gave away {cost}").format(cost=amount(opened[0].unit, opened[1]))
        return text

    def weighed(self, w: Weighing) -> str:
        """What the search made of a decision (see :meth:`line`)."""
        name = self.replay_window.names[w.seat]
        head = tr("Hand {hand}, your decision {n}") if is_you(name) else tr("Hand {hand}, {who}'s decision {n}")
        hand = self.review.hand_no if self.review is not None else self._hand_no
        text = head.format(hand=hand, n=w.number, who=name)
        text += ": " + tr("{move} ({score})").format(move=action_said(w.taken), score=signed(w.taken_expected))
        if w.best is None or w.best_expected is None:
            return text + "; " + tr("no other move was weighed")
        if w.loss > 0:
            better = tr("better: {move} ({score}); cost {cost}")
            if w.spread > 0:  # give the cost's standard error over the deals tried
                better = tr("better: {move} ({score}); cost {cost} ± {spread}")
            number = QLocale().toString
            said = better.format(
                move=action_said(w.best),
                score=signed(w.best_expected),
                cost=number(float(w.loss), "f", 1),
                spread=number(float(w.spread), "f", 1),
            )
            return f"{text}; {said}"
        other = tr("next best: {move} ({score})").format(move=action_said(w.best), score=signed(w.best_expected))
        return f"{text}; {other}"

    def _chosen(self, item: QListWidgetItem) -> None:
        self.show_decision(int(item.data(Qt.ItemDataRole.UserRole)))

    def show_decision(self, index: int) -> None:
        """Draw the position of the decision before action ``index`` from its seat's chair and say
        on the table what was played and what was better."""
        review = self.review
        weighing = next((w for w in review.weighings if w.index == index), None) if review else None
        if weighing is None:
            return
        self.replay_window.set_seat_view(weighing.seat)
        self.replay_window.seek(index)
        self.replay_window.table.set_hint(self.line(weighing))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The replay window closes: a running review is cancelled (its searches not yet started
        are dropped)."""
        if watched is self.replay_window and event.type() == QEvent.Type.Close:
            self.cancel()
        return False
