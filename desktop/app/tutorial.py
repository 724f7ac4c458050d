"""The first hand that teaches (issue 23): a fixed deal per game, the person at seat 0 against
the basic computer players (repeatable: seeded by the match), each decision explained in a bubble
on the table that cites the rules (what the game's look declares, ``GameLook.teaching``, in
desktop/per_game/<game>.py) and shows a good move as a hint does (highlighted, Enter makes it).
Any other legal move is welcome: the next bubble is worked out from the position that results.
The computer players' notable moves and the hand's score get their words too.

The tutorial's match is neither autosaved (the person's saved match stays as it was) nor counted
in the statistics: the worker's ``persist`` is off while it is on the table. Leaving it (the close
button or Escape on the bubble, or any other match begun) puts things back.

It is offered on the start screen the first time each game that has one is chosen (the answer is
remembered in the settings, ``tutorial/<game>``), and from Help > Learn <game>."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import ai
import games
from games.actions import Action
from games.events import HandEnded

from ..i18n import tr
from ..match.worker import Batch, MatchConfig
from ..naming import action_said
from ..per_game import look
from ..per_game.lesson import Lesson, Teaching
from ..table.moves import MULTI_CARD_VERBS
from .start import default_config

if TYPE_CHECKING:
    from .window import MainWindow


def good_player(game_id: str, seed: int) -> ai.Player:
    """Who shows the person's good moves: a basic player seeded as the match seeds a computer
    player at seat 0, asked once per decision, so the hand taking its moves is the same every time
    (not hanging on the worker's batch numbers, which run on across matches); scripts/tutorial_seeds.py
    plays the hands the same way to choose each game's deal."""
    return ai.make_player("basic", game_id, seed=seed * 31)


def teaching(game_id: str) -> Teaching | None:
    """What the first hand that teaches ``game_id`` says, from the game's look; None: it has none."""
    return look(game_id).teaching


RULING_CODE = re.compile(r"\b(D-[a-z_]+-\d+)\b")


class Bubble(QFrame):
    """The tutorial's words on the table, at its top, with a button to leave."""

    def __init__(self, table: QWidget, avoid: Callable[[], QRect | None] = lambda: None) -> None:
        super().__init__(table)
        self.avoid = avoid  # what the bubble must leave in view (the hand's summary, when it is up)
        self.setObjectName("tutorialBubble")
        self.setStyleSheet(
            "#tutorialBubble { background: #fffbe6; border: 2px solid #c9a227; border-radius: 10px; }"
            "#tutorialBubble QLabel { color: #1d1d1d; font-size: 14px; }"
            "#tutorialBubble QPushButton { color: #1d1d1d; }"
        )
        lay = QHBoxLayout(self)  # the words, and beside them the buttons: a low bubble
        lay.setContentsMargins(12, 6, 8, 6)
        self.label = QLabel("")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.label)
        lay.setStretch(0, 1)
        row = QVBoxLayout()
        self.more = QPushButton(tr("Deal a real match"))
        self.more.hide()
        row.addWidget(self.more)
        self.close_button = QPushButton(tr("Leave the lesson"))
        self.close_button.setToolTip(tr("Leave the first hand that teaches (Escape)"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        row.addWidget(self.close_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.setAccessibleName(tr("Lesson"))
        table.installEventFilter(self)
        self.hide()

    def say(self, text_html: str) -> None:
        # a ruling's code is never broken at its hyphens ("D-" at a line's end, "<game>-6" below):
        # a word joiner after each (Qt's rich text breaks after a hyphen even inside <nobr>)
        self.label.setText(RULING_CODE.sub(lambda m: m.group(1).replace("-", "-\u2060"), text_html))
        self.setAccessibleDescription(self.label.text())
        self.show()
        self.raise_()
        self.place()

    def place(self) -> None:
        """Just above the person's hand (the table's middle, its trick and piles, stays in view), as
        tall as its words need; where that would cover something of the table (a seat's plate, a
        score, a pile's label, cards) or the hand's summary, the nearest free place, narrower if it
        must be."""
        table = self.parentWidget()
        if table is None:
            return
        lay = self.layout()
        widest = min(640, max(table.width() - 40, 240))
        top = table.height() - 150  # where a hand lies when the table cannot say
        hand = getattr(table, "zone_rect", None)
        area = hand("hand0") if hand is not None else None
        if area is not None and not area.isEmpty() and hasattr(table, "mapFromScene"):
            top = table.mapFromScene(area.topLeft()).y()
        busy = self._busy(table)
        best: tuple[float, QRect] | None = None
        for w in (widest, 520, 420, 340, 260):
            if w > widest:
                continue
            height = lay.totalHeightForWidth(w) if lay is not None else self.sizeHint().height()
            want = QRect(
                (table.width() - w) // 2, max(8, min(top - height - 34, table.height() - height - 8)), w, height
            )
            found = free_spot(want, busy, table.rect().adjusted(8, 8, -8, -8))
            if found is not None:
                cost = abs(found.y() - want.y()) + abs(found.x() - want.x()) + (widest - w) * 0.6
                if best is None or cost < best[0]:
                    best = (cost, found)
            if best is not None and best[0] == 0:
                break
        if best is None:
            height = lay.totalHeightForWidth(widest) if lay is not None else self.sizeHint().height()
            best = (0, QRect((table.width() - widest) // 2, max(8, top - height - 34), widest, height))
        spot = best[1]
        self.setFixedSize(spot.size())
        self.move(spot.topLeft())

    def _busy(self, table: QWidget) -> list[QRect]:
        """What the bubble must leave in view, in the table's coordinates: the scene's items (cards,
        plates, labels) and the table's own widgets, the summary among them."""
        rects: list[QRect] = []
        scene = table.scene() if hasattr(table, "scene") else None
        if scene is not None and hasattr(table, "mapFromScene"):
            for item in scene.items():
                if item.isVisible() and item.parentItem() is None:
                    r = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
                    if r.width() < table.width() * 0.9 and r.height() < table.height() * 0.9:
                        rects.append(r.adjusted(-4, -4, 4, 4))
        for child in table.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if child is not self and child.isVisible() and child.width() < table.width() * 0.9:
                rects.append(child.geometry().adjusted(-6, -6, 6, 6))
        other = self.avoid()
        if other is not None:
            rects.append(other.adjusted(-8, -8, 8, 8))
        return rects

    def eventFilter(self, obj: QObject, event: object) -> bool:
        if obj is self.parentWidget() and isinstance(event, QEvent) and event.type() == QEvent.Type.Resize:
            self.place()
        return super().eventFilter(obj, event)  # type: ignore[arg-type]


def free_spot(want: QRect, busy: list[QRect], room: QRect) -> QRect | None:
    """The place of ``want``'s size inside ``room`` nearest ``want`` (rows 8 pixels apart) that
    meets none of ``busy``, or None."""
    w, h = want.width(), want.height()
    best: tuple[int, QRect] | None = None
    for y in range(room.top(), room.bottom() - h + 2, 8):
        dy = abs(y - want.y())
        if best is not None and dy >= best[0]:
            continue
        spans = sorted((r.left(), r.right()) for r in busy if r.top() <= y + h and r.bottom() >= y)
        x0 = room.left()
        gaps = []
        for left, right in spans:
            if left > x0:
                gaps.append((x0, left - 1))
            x0 = max(x0, right + 1)
        gaps.append((x0, room.right()))
        for a, b in gaps:
            if b - a + 1 < w:
                continue
            x = min(max(want.x(), a), b - w + 1)
            cost = dy + abs(x - want.x())
            if best is None or cost < best[0]:
                best = (cost, QRect(x, y, w, h))
    return best[1] if best is not None else None


class Tutorial(QObject):
    """The tutorial of ``window``: started with :meth:`start`, followed batch by batch."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.config: MatchConfig | None = None  # the tutorial's match, while it is on the table
        self.teaching: Teaching | None = None  # what its game's lesson says (the game's look)
        self.finished = False  # its first hand is over (the score explained)
        self.lessons: list[Lesson] = []  # every lesson shown (tests read them)
        self.suggestion: Action | None = None  # the good move shown for the person's decision now
        self.suggested_for = -1  # the serial of the batch it is for
        self._since: list[Lesson] = []  # the computer players' moves since the person's last
        self._bubble: Bubble | None = None
        self._good: ai.Player | None = None  # shows the good moves (good_player)
        self._escape: QShortcut | None = None  # Escape leaves; enabled only while the lesson is on
        self.offers_shown: list[str] = []  # the games whose offer the start screen showed (tests)
        window.batch_shown.connect(self._on_batch)

    @property
    def bubble(self) -> Bubble:
        if self._bubble is None:
            summary = self.window.summary
            self._bubble = Bubble(self.window.table, lambda: summary.geometry() if summary.isVisible() else None)
            self._bubble.close_button.clicked.connect(self.leave)
            self._bubble.more.clicked.connect(self.leave)
            self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.window)
            self._escape.activated.connect(self._escape_key)
        return self._bubble

    def _escape_key(self) -> None:
        """Escape, wherever the focus is, while the lesson is on: what it does at the table first
        (close a spread pile, skip the cards' glide, drop the meld being made), else leave."""
        table = self.window.table
        if table.close_peek():
            return
        if table.is_animating():
            table.skip_animation()
        elif table.selected_cards():
            table.clear_selection()
        elif self.active():
            self.leave()

    def active(self) -> bool:
        return self.config is not None and self.window.config is self.config

    def start(self, game_id: str) -> None:
        """The first hand that teaches ``game_id``, on the table now (nothing for a game without one)."""
        w = self.window
        lesson = teaching(game_id)
        if lesson is None:
            return
        w.starting.remember_tutorial(game_id, "taken")
        config = default_config(game_id, seed=lesson.seed)
        w.runner.worker.persist = False  # neither saved over the person's match nor counted
        self.config, self.finished, self.teaching = config, False, lesson
        self.lessons, self._since = [], []
        self.suggestion, self.suggested_for = None, -1
        self._good = good_player(game_id, config.seed)
        w.summary.installEventFilter(self)  # the hand's summary: the score explained beside it (once)
        w.start_match(config)
        assert self.bubble is not None and self._escape is not None
        self._escape.setEnabled(True)
        game = tr(games.get(game_id).title)
        self._show(
            tr(
                "<b>Learn {game}.</b> Each of your decisions is explained here; the good move is marked: "
                "press Enter to make it, or make another."
            ).format(game=html.escape(game)),
            [],
        )

    def match_starting(self, config: MatchConfig) -> None:
        """Any match begins (the window's start_match): another than the tutorial's ends it."""
        if config is not self.config:
            self._end()

    def _end(self) -> None:
        self.config = None
        self.suggestion = None
        self.window.runner.worker.persist = self.window.persist
        if self._escape is not None:
            self._escape.setEnabled(False)  # Escape is the table's again
        if self._bubble is not None:
            self._bubble.hide()
            self._bubble.more.hide()

    def leave(self) -> None:
        """The close button or Escape: the lesson ends and the start screen comes."""
        if self.config is None:
            return
        self._end()
        self.window.starting.new_match_dialog(ask=False)

    # -- following the hand ------------------------------------------------------------------------

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """The hand's summary (when it waits for the person, not dismissed at once): the window
        tells the table its batch only once the summary is closed, so the score is explained as
        the summary shows (it had waited for the batch, the summary for the person: the lesson's
        end came only after the next hand's deal), and the bubble goes out of its way."""
        kinds = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Move, QEvent.Type.Resize)
        if obj is self.window.summary and event.type() in kinds and self.active():
            batch = self.window.current
            shown = event.type() == QEvent.Type.Show and not self.finished and batch is not None
            if shown and batch is not None and any(isinstance(e, HandEnded) for e in batch.events):
                self._note(batch)
                self._hand_over(batch)
            if self._bubble is not None and self._bubble.isVisible():
                QTimer.singleShot(0, self._bubble, self._bubble.place)
        return super().eventFilter(obj, event)

    def _note(self, batch: Batch) -> None:
        """A computer player's move of ``batch``, if worth a word."""
        config, lesson = self.config, self.teaching
        assert config is not None and lesson is not None
        if batch.actor is not None and batch.actor != 0 and batch.action:
            action = games.get(config.game_id).parse_action(batch.action)
            said = lesson.note(config.names[batch.actor], action, action_said(batch.action))
            if said is not None:
                self._since.append(said)

    def _on_batch(self, batch: Batch) -> None:
        if not self.active() or self.finished:
            return
        self._note(batch)
        ended = next((e for e in batch.events if isinstance(e, HandEnded)), None)
        if ended is not None:
            self._hand_over(batch)
            return
        QTimer.singleShot(0, self, lambda: self._offer(batch))

    def _offer(self, batch: Batch) -> None:
        """The person's decision: what is decided and why, and the good move marked."""
        w = self.window
        config = self.config
        taught = self.teaching
        if not self.active() or config is None or w.current is not batch or not w.awaiting_human:
            return
        assert taught is not None
        view = batch.views[0]
        if batch.to_act != 0 or view is None:
            return
        legal = list(batch.legal)
        lesson = taught.decision(view, legal)
        if self.suggestion is not None and self.suggested_for == batch.serial:
            good = self.suggestion  # this decision's move was worked out already
        else:
            assert self._good is not None
            good = self._good.choose(view, legal)
        self._mark(good)
        self.suggestion, self.suggested_for = good, batch.serial
        since, self._since = self._since, []
        move = tr("Good move: {move}. Press Enter to make it.").format(move=action_said(str(good)))
        self._show(f"{html.escape(lesson.cited())}<br><b>{html.escape(move)}</b>", since, lesson)

    def _mark(self, action: Action) -> None:
        """As a hint shows a move: on the table or the buttons, and Enter makes it."""
        w = self.window
        on_table = w.table.suggest(action)
        if on_table and action.verb in MULTI_CARD_VERBS:
            w.panel.update_selection(w.table.selected_cards())
            w.panel.highlight(action)
        elif not on_table:
            w.panel.highlight(action)
        w.hints.suggestion = action

    def _hand_over(self, batch: Batch) -> None:
        """The first hand is over: its score, with the rule."""
        config, taught = self.config, self.teaching
        assert config is not None and taught is not None
        self.finished = True
        view = batch.views[0]
        records = getattr(view, "records", ()) if view is not None else ()
        story_look = look(config.game_id).story
        lines: list[str] = []
        if records and story_look is not None:
            story = story_look(records[-1], list(config.names))
            lines = [*story.lines, *story.scored]
        lesson = Lesson(tr("The hand is over. How it scored:"), taught.score_cites)
        if self.window.summary.isVisible():
            lines = [tr("The summary shows what each player scored.")]  # its lines, not twice
        body = "<br>".join(html.escape(t) for t in lines[:6])
        since, self._since = self._since, []
        self._show(f"<b>{html.escape(lesson.cited())}</b><br>{body}", since, lesson)
        self.bubble.more.show()

    def _show(self, text_html: str, since: list[Lesson], lesson: Lesson | None = None) -> None:
        if lesson is not None:
            self.lessons.append(lesson)
        self.lessons.extend(since)
        head = "".join(f"<i>{html.escape(s.cited())}</i><br>" for s in since[-3:])
        self.bubble.say(head + text_html)


class Offer(QFrame):
    """On the start screen: "New to <game>? Play a first hand that teaches", until answered."""

    def __init__(self, tutorial: Tutorial, game_id: str) -> None:
        super().__init__()
        self.setObjectName("tutorialOffer")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.game_id = game_id
        row = QHBoxLayout(self)
        title = tr(games.get(game_id).title)
        self.label = QLabel(tr("New to {game}? Play a first hand that teaches it.").format(game=title))
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        self.take = QPushButton(tr("&Learn {game}").format(game=title))
        self.decline = QPushButton(tr("No, thanks"))
        row.addWidget(self.take)
        row.addWidget(self.decline)
        self.take.clicked.connect(lambda: tutorial.start(game_id))
        self.decline.clicked.connect(self._declined)
        self.tutorial = tutorial

    def _declined(self) -> None:
        self.tutorial.window.starting.remember_tutorial(self.game_id, "declined")
        self.hide()


def watch(tutorial: Tutorial, dialog: QWidget, game_box: QWidget, layout: QVBoxLayout) -> None:
    """The start screen ``dialog``: whenever a game is chosen (``game_box``, a QComboBox) that the
    person has not yet been offered, the offer at the top of ``layout``."""
    from PySide6.QtWidgets import QComboBox

    assert isinstance(game_box, QComboBox)
    shown: list[Offer] = []

    def chosen() -> None:
        for old in shown:
            old.hide()
            old.deleteLater()
        shown.clear()
        game_id = str(game_box.currentData())
        if teaching(game_id) is None or tutorial.window.starting.tutorial_answer(game_id):
            return
        offer = Offer(tutorial, game_id)
        layout.insertWidget(0, offer)
        offer.show()
        shown.append(offer)
        tutorial.offers_shown.append(game_id)

    game_box.currentIndexChanged.connect(lambda _i: chosen())
    chosen()
    dialog.setProperty("tutorialOffer", True)
