"""Suggest a move (H): the strongest computer player, in the worker, looks at the person's cards
only; the suggestion is shown on the table, with why (what it and the two runners-up of the search
are expected to score), and Enter then makes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QKeyEvent

import games
from games.actions import Action

from ..i18n import tr
from ..match.hint import HintReasons
from ..naming import action_said
from ..table.moves import MULTI_CARD_VERBS, card_actions

if TYPE_CHECKING:
    from .window import MainWindow


def signed(value: float) -> str:
    """``+2.3`` or ``−0.4`` (a true minus sign), with the decimal point of the window's language."""
    number = QLocale().toString(abs(value), "f", 1)
    return ("−" if round(value, 1) < 0 else "+") + number


def why(reasons: HintReasons) -> list[str]:
    """The lines under a suggestion that say why: what the search expects the move to score, and
    what the runners-up would; that it is the only move, or that the search finished no deal in its
    time; nothing from a level that does not search."""
    if reasons.forced:
        return [tr("It is the only legal move.")]
    if reasons.unweighed:
        return [tr("The computer had no time to weigh other moves: this is its first choice.")]
    if not reasons.moves:
        return []
    best, *others = reasons.moves
    # The reward is the seat's lead over the others' mean, higher better: in a game of penalty
    # points it is shown as penalty points against the others' average, lower better.
    sign = -1.0 if reasons.lower_is_better else 1.0
    if reasons.lower_is_better:
        head = tr("Expected: {score} penalty points against the others' average this hand (fewer is better)")
    else:
        head = tr("Expected: {score} points against the others' average this hand")
    lines = [
        head.format(score=signed(sign * best.expected))
        + " "
        + tr("(over %n deals the computer tried)", n=best.deals, one="(over %n deal the computer tried)")
    ]
    if not others:
        lines.append(tr("No other move was weighed."))
        return lines
    listed = ", ".join(f"{action_said(c.move)} ({signed(sign * c.expected)})" for c in others)
    lines.append(tr("Runners-up: {moves}").format(moves=listed))
    if any(c.expected > best.expected for c in others):
        lines.append(tr("The computer keeps its first choice unless another is clearly better on the same deals."))
    return lines


class Hints(QObject):
    """The hint asked for, the one shown (``suggestion``), and Enter on the table to make it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.suggestion: Action | None = None
        self.pending = False
        window.runner.worker.hint_ready.connect(self.on_ready)
        window.runner.worker.hint_failed.connect(self.on_failed)

    def forget(self) -> None:
        """The position moved on: no suggestion stands (one asked for may still come back, late)."""
        self.suggestion = None

    def ask(self) -> None:
        """H: ask the strongest computer player (in the worker) for the person's move."""
        w = self.window
        if not w.awaiting_human or self.pending or w.current is None:
            return
        self.pending = True
        w.menus.hint_action.setEnabled(False)
        w.table.set_hint(tr("Looking for a good move..."))
        w.runner.request_hint.emit()

    def on_ready(self, serial: int, text: str, reasons: HintReasons) -> None:
        w = self.window
        self.pending = False
        batch, config = w.current, w.config
        if batch is None or config is None or batch.serial != serial or not w.awaiting_human:
            return  # the position moved on meanwhile
        w.menus.hint_action.setEnabled(True)
        action = games.get(config.game_id).parse_action(text)
        self.suggestion = action
        on_table = w.table.suggest(action)
        if on_table and action.verb in MULTI_CARD_VERBS:
            w.panel.update_selection(w.table.selected_cards())
            w.panel.highlight(action)
        elif not on_table:
            w.panel.highlight(action)
        said = action_said(text)
        lines = [tr("Suggested: {move} (press Enter to do it)").format(move=said), *why(reasons)]
        w.table.set_hint("\n".join(lines))
        w.statusBar().showMessage(tr("Suggested move: {move}").format(move=said), 10000)
        w.suggested.emit(action)

    def on_failed(self, reason: str) -> None:
        w = self.window
        self.pending = False
        w.table.set_hint("")
        w.statusBar().showMessage(tr("No suggestion: {reason}").format(reason=tr(reason)), 8000)
        if w.awaiting_human:
            w.menus.hint_action.setEnabled(True)

    def enter_takes_suggestion(self) -> bool:
        """After a hint, Enter does exactly the suggested move, whatever control it is made with
        (a button, a number and a button, selected cards and Meld, a card): unless the player has
        since chosen another card with the arrow keys or changed the selection."""
        w = self.window
        action = self.suggestion
        if action is None or not w.awaiting_human or w.table.is_animating():
            return False
        if action.verb in MULTI_CARD_VERBS:
            return sorted(map(str, w.table.selected_cards())) == sorted(map(str, action.cards))
        if action in card_actions(w.current.legal if w.current is not None else ()):
            return w.table.focused_card() == action.card
        return True

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Enter on the table, after a hint: the suggested move."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.enter_takes_suggestion()
        ):
            assert self.suggestion is not None
            if self.suggestion.verb in MULTI_CARD_VERBS:
                self.window.table.selection = []
            self.window.send_action(str(self.suggestion))
            return True
        return super().eventFilter(obj, event)
