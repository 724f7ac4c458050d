"""Controls for the actions that are not card moves, built from the legal actions of the moment.

Actions are grouped by verb and by the shape of their arguments:

- no arguments (``pass``, ``decline``, ``call``, ``allow``, ``down``): one button each;
- one number (``bid 3``): a spin box bounded by the legal range, and a button;
- a number and a word (``state 7 H``): a spin box and a choice of words; the button is enabled only
  for a legal combination;
- a word and a number (``bid high 3``): the same the other way round;
- words (``choose no-hearts``, ``choose award H``, ``declare high``, ``draw stock``): a button per
  first word, with a menu when more words follow;
- a card that is a choice rather than a move (Clubs' ``bid TS``): a button showing the card;
- ``meld``: a button that melds the selected cards;
- anything else, and any card action whose card is not on the table: a button with the action's
  text, so that no legal action is ever out of reach.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QWidget,
)

from games.actions import Action
from games.cards import Card

from ..i18n import tr, tr_noop
from ..naming import SUIT_SYMBOLS, card_words, suit_name
from ..naming import word_name as plain_word_name
from .assets import CardArt
from .moves import BUTTON_CARD_VERBS, MULTI_CARD_VERBS, card_actions, or_words

NICE = {
    "pass": tr_noop("Pass", note="a button"),
    "decline": tr_noop("Decline", note="a button"),
    "call": tr_noop("Call", note="a button"),
    "allow": tr_noop("Allow", note="a button"),
    "refuse": tr_noop("Refuse", note="a button"),
    "down": tr_noop("Down", note="a button"),
    "take back": tr_noop("Take back", note="a button"),
    "draw stock": tr_noop("Draw from stock", note="a button"),
    "draw discard": tr_noop("Take the discard", note="a button"),
}
# The buttons of verbs that take a number or a word ("Bid" beside its spin box).
VERB_TITLES = {
    "bid": tr_noop("Bid", note="a button"),
    "state": tr_noop("State", note="a button"),
    "declare": tr_noop("Declare", note="a button"),
    "choose": tr_noop("Choose", note="a button"),
    "draw": tr_noop("Draw", note="a button"),
    "play": tr_noop("Play", note="a button"),
    "discard": tr_noop("Discard", note="a button"),
    "swap": tr_noop("Swap", note="a button"),
    "give": tr_noop("Give", note="a button"),
    "bury": tr_noop("Bury", note="a button"),
    "tack": tr_noop("Tack", note="a button"),
    "meld": tr_noop("Meld", note="a button"),
}
TRUMP_NAMES = {"C": "♣ Clubs", "D": "♦ Diamonds", "H": "♥ Hearts", "S": "♠ Spades", "NT": "No trump"}
FALLBACK_COMBO_AT = 14
SUGGESTED_STYLE = (
    "QPushButton, QToolButton { border: 3px solid #f0c85a; border-radius: 6px; background: #fff3c4;"
    " color: #1d1d1d; padding: 4px 12px; font-weight: bold; }"
)


def nice(text: str) -> str:
    if text in NICE:
        return tr(NICE[text], note="a button")
    return text[:1].upper() + text[1:]


def verb_title(verb: str) -> str:
    """``bid`` -> ``Bid``: the button of a verb, in the window's language."""
    return tr(VERB_TITLES[verb], note="a button") if verb in VERB_TITLES else verb.title()


def word_name(word: str) -> str:
    """A word of an action for people: suits by name (with their symbol), else as
    :func:`desktop.naming.word_name` says it (``no-last-two`` -> ``No Last Two``)."""
    if word == "NT":
        return tr("No trump")
    if word in TRUMP_NAMES:
        return f"{SUIT_SYMBOLS[word]} {suit_name(word)}"
    return plain_word_name(word)


def choice_words(words: Sequence[str]) -> str:
    """What a choice of words is, for a screen reader: ``trumps``, ``high or low``, ``choice``."""
    if words and all(w in TRUMP_NAMES for w in words):
        return tr("trumps")
    return or_words(word_name(w) for w in words) if 0 < len(words) <= 3 else tr("choice")


def name_choice(combo: QComboBox, name: str) -> None:
    """A choice's name for a screen reader: Qt on Linux names a combo box by its current item, so
    the name is its description there as well."""
    combo.setAccessibleName(name)
    combo.setAccessibleDescription(name)


def _shape(a: Action) -> tuple[str, ...]:
    return tuple("card" if isinstance(x, Card) else "int" if isinstance(x, int) else "word" for x in a.args)


class ActionPanel(QWidget):
    """The row of controls under the table. ``chosen(text)`` carries the action to play."""

    chosen = Signal(str)
    meld_clicked = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(8, 4, 8, 4)
        self.row.setSpacing(8)
        self.prompt = QLabel("")
        self.prompt.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.row.addWidget(self.prompt)
        self.widgets: list[QWidget] = []
        self.meld_button: QPushButton | None = None
        self.meld_actions: list[Action] = []
        self.buttons: dict[str, QWidget] = {}  # action text (or group key) -> control, for tests
        self.suggested: QWidget | None = None  # the control a hint lit up
        self.setMinimumHeight(52)
        self.setObjectName("actions")

    def clear(self, prompt: str = "") -> None:
        """Remove every control at once (hidden and detached now, deleted later)."""
        while self.row.count() > 1:
            item = self.row.takeAt(1)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.setParent(None)
                w.deleteLater()
        self.widgets = []
        self.buttons = {}
        self.suggested = None
        self.meld_button = None
        self.meld_actions = []
        self.prompt.setText(prompt)

    def _add(self, w: QWidget) -> None:
        self.row.addWidget(w)
        self.widgets.append(w)

    def _button(self, label: str, action: str, icon: QIcon | None = None) -> QPushButton:
        b = QPushButton(label)
        b.setMinimumHeight(34)
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(QSize(26, 36))
        b.clicked.connect(lambda _=False, t=action: self.chosen.emit(t))
        self.buttons[action] = b
        self._add(b)
        return b

    def add_extra(self, label: str, tip: str, slot: Callable[[], None]) -> QPushButton:
        """A button beside the actions that is not an action itself ("Never call this deal")."""
        b = QPushButton(label)
        b.setMinimumHeight(34)
        b.setToolTip(tip)
        b.clicked.connect(lambda _=False: slot())
        self.buttons[f":{label}"] = b
        # Beside the actions it goes with, before the stretch that ends the row.
        self.row.insertWidget(max(1, self.row.count() - 1), b)
        self.widgets.append(b)
        return b

    def show_actions(self, legal: Sequence[Action], prompt: str, draggable: Iterable[Card]) -> None:
        """Rebuild the controls for ``legal``. Card moves whose card lies in ``draggable`` are left to the table."""
        self.clear(prompt)
        on_table = set(draggable)
        moves = {a for a in card_actions(legal) if a.card in on_table}
        by_verb: dict[str, list[Action]] = defaultdict(list)
        for a in legal:
            if a in moves:
                continue
            by_verb[a.verb].append(a)
        for verb, acts in by_verb.items():
            shapes = {_shape(a) for a in acts}
            if verb in MULTI_CARD_VERBS:
                self._meld(acts)
            elif shapes == {()}:
                for a in acts:
                    self._button(nice(str(a)), str(a))
            elif shapes == {("int",)}:
                self._number(verb, acts)
            elif shapes == {("int", "word")}:
                self._number_word(verb, acts, number_first=True)
            elif shapes == {("word", "int")}:
                self._number_word(verb, acts, number_first=False)
            elif all(s and all(k == "word" for k in s) for s in shapes):
                self._words(verb, acts)
            elif verb in BUTTON_CARD_VERBS and shapes == {("card",)}:
                for a in acts:
                    assert a.card is not None
                    words = tr("Bid the {card}").format(card=card_words(a.card))  # "Bid the 10 of Spades"
                    words = words if verb == "bid" else f"{verb.title()} the {card_words(a.card)}"
                    self._button(words, str(a), self._card_icon(a.card))
            else:
                self._fallback(acts)
        self.row.addStretch(1)

    def highlight(self, action: Action) -> QWidget | None:
        """Light up the control that does ``action`` (a hint), setting its spin box and choice to the
        action's number and word; None when no control here does it (a card move left to the table)."""
        if self.suggested is not None:
            self.suggested.setStyleSheet("")
            self.suggested = None
        text = str(action)
        widget = self.buttons.get(text)
        if action.verb in MULTI_CARD_VERBS:
            widget = self.meld_button
        elif widget is None:
            spin = self.buttons.get(f"{action.verb}:spin")
            combo = self.buttons.get(f"{action.verb}:combo")
            widget = self.buttons.get(f"{action.verb}:go")
            if widget is None:
                return None
            if isinstance(spin, QSpinBox):
                numbers = [x for x in action.args if isinstance(x, int)]
                if numbers:
                    spin.setValue(numbers[0])
            if isinstance(combo, QComboBox):
                idx = combo.findData(text)
                if idx < 0 and action.words:
                    idx = combo.findData(action.words[0])
                if idx >= 0:
                    combo.setCurrentIndex(idx)
        if widget is None:
            return None
        widget.setStyleSheet(SUGGESTED_STYLE)
        self.suggested = widget
        return widget

    def _card_icon(self, card: Card) -> QIcon:
        dpr = self.devicePixelRatioF()
        return QIcon(self.art.pixmap(str(card), 26, 36, dpr))

    def _number(self, verb: str, acts: list[Action]) -> None:
        numbers = sorted({a.number for a in acts})
        contiguous = numbers == list(range(numbers[0], numbers[-1] + 1))
        if contiguous:
            spin = QSpinBox()
            spin.setRange(numbers[0], numbers[-1])
            spin.setValue(numbers[0])
            spin.setMinimumHeight(32)
            spin.setToolTip(
                tr("{verb} from {low} to {high}").format(
                    verb=verb_title(verb).lower(), low=numbers[0], high=numbers[-1]
                )
            )
            spin.setAccessibleName(tr("{verb}: number").format(verb=verb_title(verb)))  # for a screen reader (issue 24)
            self._add(spin)
            self.buttons[f"{verb}:spin"] = spin
            b = QPushButton(verb_title(verb))
            b.setMinimumHeight(34)
            b.clicked.connect(lambda _=False: self.chosen.emit(f"{verb} {spin.value()}"))
            spin.lineEdit().returnPressed.connect(b.click)
            self._add(b)
            self.buttons[f"{verb}:go"] = b
        else:
            combo = QComboBox()
            name_choice(combo, tr("{verb}: number").format(verb=verb_title(verb)))
            for n in numbers:
                combo.addItem(str(n), f"{verb} {n}")
            self._add(combo)
            b = QPushButton(verb_title(verb))
            b.clicked.connect(lambda _=False: self.chosen.emit(str(combo.currentData())))
            self._add(b)
            self.buttons[f"{verb}:go"] = b

    def _number_word(self, verb: str, acts: list[Action], number_first: bool) -> None:
        legal = {(a.number, a.words[0]) for a in acts}
        numbers = sorted({n for n, _ in legal})
        words: list[str] = []
        for _, w in sorted(
            legal, key=lambda nw: (["C", "D", "H", "S", "NT"].index(nw[1]) if nw[1] in TRUMP_NAMES else 9, nw[1])
        ):
            if w not in words:
                words.append(w)
        spin = QSpinBox()
        spin.setRange(numbers[0], numbers[-1])
        spin.setMinimumHeight(32)
        combo = QComboBox()
        combo.setMinimumHeight(32)
        for w in words:
            combo.addItem(word_name(w), w)
        spin.setAccessibleName(tr("{verb}: number").format(verb=verb_title(verb)))  # "State: trumps" too (issue 24)
        name_choice(combo, f"{verb_title(verb)}: {choice_words(words)}")
        b = QPushButton(verb_title(verb))
        b.setMinimumHeight(34)

        def text() -> str:
            w = str(combo.currentData())
            return f"{verb} {spin.value()} {w}" if number_first else f"{verb} {w} {spin.value()}"

        def check() -> None:
            ok = (spin.value(), str(combo.currentData())) in legal
            b.setEnabled(ok)
            b.setToolTip("" if ok else tr("not a legal combination now"))

        spin.valueChanged.connect(lambda _v: check())
        combo.currentIndexChanged.connect(lambda _i: check())
        b.clicked.connect(lambda _=False: self.chosen.emit(text()))
        label = QLabel(verb_title(verb) + ":")
        self._add(label)
        if number_first:
            self._add(spin)
            self._add(combo)
        else:
            self._add(combo)
            self._add(spin)
        self._add(b)
        self.buttons[f"{verb}:spin"] = spin
        self.buttons[f"{verb}:combo"] = combo
        self.buttons[f"{verb}:go"] = b
        check()

    def _words(self, verb: str, acts: list[Action]) -> None:
        groups: dict[str, list[Action]] = defaultdict(list)
        for a in acts:
            groups[a.words[0]].append(a)
        for first, members in groups.items():
            if len(members) == 1:
                a = members[0]
                label = nice(str(a)) if str(a) in NICE else " ".join(word_name(w) for w in a.words)
                if verb not in ("choose", "draw", "declare"):
                    label = nice(str(a))
                self._button(label, str(a))
                continue
            tb = QToolButton()
            tb.setText(word_name(first) + " ▾")
            tb.setAccessibleName(word_name(first))  # the arrow is drawn, not said (issue 24)
            tb.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            tb.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # reached with Tab, opened with Space
            tb.setMinimumHeight(34)
            menu = QMenu(tb)
            for a in members:
                rest = " ".join(word_name(w) for w in a.words[1:]) or word_name(first)
                act = menu.addAction(rest)
                act.triggered.connect(lambda _=False, t=str(a): self.chosen.emit(t))
                self.buttons[str(a)] = tb
            tb.setMenu(menu)
            self._add(tb)

    def _meld(self, acts: list[Action]) -> None:
        self.meld_actions = list(acts)
        b = QPushButton(verb_title("meld"))
        b.setMinimumHeight(34)
        b.setToolTip(tr("Select the cards of a meld in your hand (click or Space), then press Meld"))
        b.clicked.connect(self.meld_clicked.emit)
        b.setEnabled(False)
        self.meld_button = b
        self.buttons["meld"] = b
        self._add(b)

    def update_selection(self, selected: Sequence[Card]) -> None:
        if self.meld_button is not None:
            self.meld_button.setEnabled(bool(self.matching_melds(selected)))

    def matching_melds(self, selected: Sequence[Card]) -> list[Action]:
        want = Counter(selected)
        return [a for a in self.meld_actions if Counter(a.cards) == want] if selected else []

    def _fallback(self, acts: list[Action]) -> None:
        if len(acts) > FALLBACK_COMBO_AT:
            combo = QComboBox()
            name_choice(combo, tr("{verb}: action").format(verb=verb_title(acts[0].verb)))
            for a in acts:
                combo.addItem(str(a), str(a))
            self._add(combo)
            b = QPushButton(tr("Do", note="a button: do the action chosen in the list"))
            b.setAccessibleName(tr("Do the chosen {verb}").format(verb=verb_title(acts[0].verb).lower()))
            b.clicked.connect(lambda _=False: self.chosen.emit(str(combo.currentData())))
            self._add(b)
            self.buttons[f"{acts[0].verb}:combo"] = combo
            self.buttons[f"{acts[0].verb}:go"] = b
            return
        for a in acts:
            self._button(str(a), str(a))
