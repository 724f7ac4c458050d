"""The Settings dialog (issue 25): the table (animation speed, card back, table colour, and from
issue 24 the four-colour deck and large cards) and play (questions answered for the player, undo
with several humans, asking before a match in progress is left), and the window's theme (issue 24:
the system's light or dark mode, or either) and language (the system's, or one Parlour speaks: its
next start speaks it, the window's words being made once), in one place beside the View and Game
menus.

The dialog shows a ``Preferences`` and gives one back (``chosen``); nothing changes until OK is
pressed, when the window applies what changed (``Menus.apply_preferences``) and the menus' checked
items follow. Cancel changes nothing; Restore defaults sets the controls to the defaults, which
OK then applies. The Sound row (issue 24: sound on or off, its volume) is ``sound.SoundBox``,
disabled and saying why when sound is unavailable.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QIcon, QPainter, QPixmap, QRadialGradient
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ..data import settings as stored
from ..data.settings import FELTS, LANGUAGE_CHOICES, SPEEDS, THEMES
from ..i18n import LANGUAGES, current_language, language_code, tr, tr_noop
from ..table.assets import BACK, TableArt, card_backs
from ..table.items import SeatPlate
from .sound import SoundBox

# The play settings' words, shared with the Game menu's toggles: (label, tooltip), in English
# (shown through tr).
AUTO_ANSWER = (
    tr_noop("Skip questions with one sensible answer"),
    tr_noop("Kalooki: a discard that joins no three or four with a card you hold is passed without asking"),
)
MULTI_HUMAN_UNDO = (
    tr_noop("Allow undo with several humans"),
    tr_noop("With several people at the table, undo lets a player take back a move"),
)
CONFIRM_LEAVE = (
    tr_noop("Ask before leaving a match in progress"),
    tr_noop(
        "Ask before a new match, an opened file, a match continued or a deal played again takes the "
        "place of the match on the table (the match left is kept either way: Game > Continue a match… "
        "takes it up again)"
    ),
)
SPEED_TIP = tr_noop("How fast the cards move on the table (Off: each move is shown at once)")
FOUR_COLOUR = (
    tr_noop("Four-colour deck"),
    tr_noop("Diamonds blue and clubs green, as bridge players use, so that no two suits share a colour"),
)
LARGE_CARDS = (
    tr_noop("Large cards"),
    tr_noop("Your hand, the trick and the piles drawn larger, as far as the table has room for them"),
)
THEME_TIP = tr_noop(
    "The window's colours: System follows your computer's light or dark mode as it changes; "
    "Light and Dark keep to one (the table keeps its own colour)"
)
# The words of the settings' values (the dialog's lists and the View menu), with the note that
# tells translators which setting they name; a value without words shows its name capitalized.
SPEED_WORDS = (
    "animation speed",
    {
        "off": tr_noop("Off", note="animation speed"),
        "fast": tr_noop("Fast", note="animation speed"),
        "normal": tr_noop("Normal", note="animation speed"),
        "slow": tr_noop("Slow", note="animation speed"),
    },
)
BACK_WORDS = (
    "card back",
    {
        "standard": tr_noop("Standard", note="card back"),
        "blue": tr_noop("Blue", note="card back"),
        "green": tr_noop("Green", note="card back"),
        "red": tr_noop("Red", note="card back"),
    },
)
FELT_WORDS = (
    "table colour",
    {
        "green": tr_noop("Green", note="table colour"),
        "blue": tr_noop("Blue", note="table colour"),
        "wine": tr_noop("Wine", note="table colour"),
        "grey": tr_noop("Grey", note="table colour"),
    },
)
THEME_WORDS = (
    "theme",
    {
        "system": tr_noop("System", note="theme"),
        "light": tr_noop("Light", note="theme"),
        "dark": tr_noop("Dark", note="theme"),
    },
)
LANGUAGE_TIP = tr_noop(
    "The language of the window: As the system speaks your computer's language if Parlour has it, else English"
)
LANGUAGE_LATER = tr_noop("Parlour speaks the new language from its next start.")


def value_word(name: str, words: tuple[str, Mapping[str, str]]) -> str:
    """The words for value ``name`` of a setting (``SPEED_WORDS`` and the like)."""
    note, table = words
    return tr(table[name], note=note) if name in table else name.capitalize()


def language_word(choice: str) -> str:
    """A choice of ``LANGUAGE_CHOICES`` as the list shows it: each language in its own words."""
    return LANGUAGES.get(choice) or tr("As the system", note="language")


PREVIEW_FACES = ("AS", "AH", "AC", "AD")  # fanned beside the back: the four suits' colours
PREVIEW_SIZE = (232, 150)  # the preview of the table, in logical pixels


@dataclasses.dataclass(frozen=True)
class Preferences:
    """What the dialog edits: one value per setting, as ``Settings`` stores it."""

    animation_speed: str
    card_back: str
    felt: str
    auto_answer: bool
    allow_multi_human_undo: bool
    confirm_leave_match: bool
    four_colour: bool = False
    large_cards: bool = False
    theme: str = stored.DEFAULT_THEME
    language: str = stored.DEFAULT_LANGUAGE
    sound: bool = stored.DEFAULT_SOUND
    sound_volume: int = stored.DEFAULT_SOUND_VOLUME

    @classmethod
    def defaults(cls, backs: Mapping[str, Path]) -> Preferences:
        """The settings of a new installation (the default back, or the standard one if it is gone)."""
        back = stored.DEFAULT_CARD_BACK
        if back not in backs:
            back = "standard" if "standard" in backs else next(iter(backs), back)
        return cls(
            animation_speed=stored.DEFAULT_ANIMATION_SPEED,
            card_back=back,
            felt=stored.DEFAULT_FELT,
            auto_answer=stored.DEFAULT_AUTO_ANSWER,
            allow_multi_human_undo=stored.DEFAULT_MULTI_HUMAN_UNDO,
            confirm_leave_match=stored.DEFAULT_CONFIRM_LEAVE_MATCH,
            four_colour=stored.DEFAULT_FOUR_COLOUR,
            large_cards=stored.DEFAULT_LARGE_CARDS,
            theme=stored.DEFAULT_THEME,
            language=stored.DEFAULT_LANGUAGE,
            sound=stored.DEFAULT_SOUND,
            sound_volume=stored.DEFAULT_SOUND_VOLUME,
        )


def felt_gradient(color: QColor, rect: QRectF) -> QRadialGradient:
    """The table's cloth over ``rect``, as the table draws it: ``color`` at the centre, darker out."""
    grad = QRadialGradient(
        rect.center().x(), rect.top() + rect.height() * 0.45, max(rect.width(), rect.height()) * 0.75
    )
    grad.setColorAt(0.0, color)
    grad.setColorAt(1.0, color.darker(187))
    return grad


def screen_ratio() -> float:
    """The largest device pixel ratio of the screens (2 on a high-DPI one): icons drawn for it
    stay sharp there (Qt scales them down elsewhere)."""
    ratios = [float(screen.devicePixelRatio()) for screen in QGuiApplication.screens()]
    return max(ratios, default=1.0)


def _icon_pixmap(width: int, height: int) -> tuple[QPixmap, float]:
    dpr = screen_ratio()
    pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pm.fill(Qt.GlobalColor.transparent)
    return pm, dpr


def felt_swatch(name: str, size: int = 16) -> QIcon:
    pm, dpr = _icon_pixmap(size, size)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(dpr, dpr)
    painter.setPen(QColor(0, 0, 0, 120))
    painter.setBrush(QColor(FELTS[name]))
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 3, 3)
    painter.end()
    pm.setDevicePixelRatio(dpr)
    return QIcon(pm)


def back_icon(path: Path, height: int = 22) -> QIcon:
    renderer = QSvgRenderer(str(path))
    size = renderer.defaultSize()
    width = round(height * size.width() / size.height()) if size.height() > 0 else round(height / 1.4)
    pm, dpr = _icon_pixmap(width, height)
    painter = QPainter(pm)
    renderer.render(painter, QRectF(0, 0, pm.width(), pm.height()))
    painter.end()
    pm.setDevicePixelRatio(dpr)
    return QIcon(pm)


class SettingsDialog(QDialog):
    """Settings: ``current`` shown; ``chosen()`` what the controls say. ``backs``: the card backs
    to offer (``card_backs()``), by name. ``sound_problem``: why sound is unavailable ("" when it
    is not); ``try_sound(volume)`` plays a sample (the Sound row's Test)."""

    def __init__(
        self,
        parent: QWidget | None,
        current: Preferences,
        backs: Mapping[str, Path] | None = None,
        sound_problem: str = "",
        try_sound: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.backs = dict(backs if backs is not None else card_backs())
        self.art = TableArt(current.card_back, current.four_colour)
        self.speed = QComboBox()
        for name in SPEEDS:
            self.speed.addItem(value_word(name, SPEED_WORDS), name)
        self.speed.setToolTip(tr(SPEED_TIP))
        self.back = QComboBox()
        for name, path in self.backs.items():
            self.back.addItem(back_icon(path), value_word(name, BACK_WORDS), name)
        self.back.setToolTip(tr("The picture on the back of the cards"))
        self.felt = QComboBox()
        for name in FELTS:
            self.felt.addItem(felt_swatch(name), value_word(name, FELT_WORDS), name)
        self.felt.setToolTip(tr("The colour of the table's cloth"))
        self.theme = QComboBox()
        for name in THEMES:
            self.theme.addItem(value_word(name, THEME_WORDS), name)
        self.theme.setToolTip(tr(THEME_TIP))
        self.language = QComboBox()
        for choice in LANGUAGE_CHOICES:
            self.language.addItem(language_word(choice), choice)
        self.language.setToolTip(tr(LANGUAGE_TIP))
        self.language_note = QLabel(tr(LANGUAGE_LATER))
        self.language_note.setWordWrap(True)
        self.four_colour = self._check(FOUR_COLOUR)
        self.large_cards = self._check(LARGE_CARDS)
        self.auto_answer = self._check(AUTO_ANSWER)
        self.multi_undo = self._check(MULTI_HUMAN_UNDO)
        self.confirm_leave = self._check(CONFIRM_LEAVE)
        self.sound = SoundBox(sound_problem, try_sound)
        self.preview = QLabel()
        self.preview.setFixedSize(*PREVIEW_SIZE)
        self.preview.setToolTip(tr("The table with this card back and colour, and the four suits' colours"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self._build()
        self.show_preferences(current)
        self.back.currentIndexChanged.connect(lambda _i: self._update_preview())
        self.felt.currentIndexChanged.connect(lambda _i: self._update_preview())
        self.four_colour.toggled.connect(lambda _on: self._update_preview())
        self.language.currentIndexChanged.connect(lambda _i: self._update_language_note())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)

    @staticmethod
    def _check(words: tuple[str, str]) -> QCheckBox:
        box = QCheckBox(tr(words[0]))
        box.setToolTip(tr(words[1]))
        return box

    def _build(self) -> None:
        table = QGroupBox(tr("Table"))
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(tr("&Animation speed:"), self.speed)
        form.addRow(tr("Card &back:"), self.back)
        form.addRow(tr("Table &colour:"), self.felt)
        for combo in (self.speed, self.back, self.felt):
            combo.setMinimumContentsLength(9)
        form.addRow(self.four_colour)
        form.addRow(self.large_cards)
        row = QHBoxLayout(table)
        row.addLayout(form, 1)
        row.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        window = QGroupBox(tr("Window"))
        window_form = QFormLayout(window)
        window_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        window_form.addRow(tr("&Theme:"), self.theme)
        window_form.addRow(tr("&Language:"), self.language)
        window_form.addRow(self.language_note)
        for combo in (self.theme, self.language):
            combo.setMinimumContentsLength(9)
        play = QGroupBox(tr("Play"))
        col = QVBoxLayout(play)
        for box in (self.auto_answer, self.multi_undo, self.confirm_leave):
            col.addWidget(box)
        lay = QVBoxLayout(self)
        lay.addWidget(table)
        lay.addWidget(window)
        lay.addWidget(play)
        lay.addWidget(self.sound)
        lay.addWidget(self.buttons)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip(tr("Set every setting here to its first value (press OK to keep them)"))

    def _clicked(self, button: QAbstractButton) -> None:
        if self.buttons.buttonRole(button) == QDialogButtonBox.ButtonRole.ResetRole:
            self.restore_defaults()

    def restore_defaults(self) -> None:
        self.show_preferences(Preferences.defaults(self.backs))

    def show_preferences(self, prefs: Preferences) -> None:
        """Set the controls to ``prefs`` (a value not offered leaves its control as it was)."""
        for combo, value in (
            (self.speed, prefs.animation_speed),
            (self.back, prefs.card_back),
            (self.felt, prefs.felt),
            (self.theme, prefs.theme),
            (self.language, prefs.language),
        ):
            index = combo.findData(value)
            if index >= 0:
                combo.setCurrentIndex(index)
        self.auto_answer.setChecked(prefs.auto_answer)
        self.multi_undo.setChecked(prefs.allow_multi_human_undo)
        self.confirm_leave.setChecked(prefs.confirm_leave_match)
        self.four_colour.setChecked(prefs.four_colour)
        self.large_cards.setChecked(prefs.large_cards)
        self.sound.show_choice(prefs.sound, prefs.sound_volume)
        self._update_preview()
        self._update_language_note()

    def _update_language_note(self) -> None:
        """Say that a language other than the one spoken now comes at the next start."""
        self.language_note.setVisible(language_code(str(self.language.currentData())) != current_language())

    def chosen(self) -> Preferences:
        return Preferences(
            animation_speed=str(self.speed.currentData()),
            card_back=str(self.back.currentData()),
            felt=str(self.felt.currentData()),
            auto_answer=self.auto_answer.isChecked(),
            allow_multi_human_undo=self.multi_undo.isChecked(),
            confirm_leave_match=self.confirm_leave.isChecked(),
            four_colour=self.four_colour.isChecked(),
            large_cards=self.large_cards.isChecked(),
            theme=str(self.theme.currentData()),
            language=str(self.language.currentData()),
            sound=self.sound.on.isChecked(),
            sound_volume=self.sound.volume.value(),
        )

    def _update_preview(self) -> None:
        """The cloth in the chosen colour, a card of the chosen back, the four aces fanned (in the
        four-colour deck's colours when it is ticked) and a name plate."""
        w, h = PREVIEW_SIZE
        dpr = float(self.devicePixelRatioF())
        pm = QPixmap(round(w * dpr), round(h * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        felt = self.felt.currentData()
        color = QColor(FELTS.get(str(felt), FELTS[stored.DEFAULT_FELT]))
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(0, 0, 0, 90))
        area = QRectF(0.5, 0.5, w - 1, h - 1)
        painter.setBrush(QBrush(felt_gradient(color, area)))
        painter.drawRoundedRect(area, 8, 8)
        back = self.back.currentData()
        if back is not None and str(back) != self.art.back_name:
            self.art.set_back(str(back))
        self.art.set_four_colour(self.four_colour.isChecked())
        card_w, card_h = 54.0, 54.0 * self.art.aspect()
        top, step = 12.0, 22.0
        left = (w - card_w * 2 - 10 - step * (len(PREVIEW_FACES) - 1)) / 2
        painter.drawPixmap(QPointF(left, top), self.art.pixmap(BACK, card_w, card_h, dpr, shadow=3))
        for i, face in enumerate(PREVIEW_FACES):
            at = QPointF(left + card_w + 10 + i * step, top)
            painter.drawPixmap(at, self.art.pixmap(face, card_w, card_h, dpr, shadow=3))
        plate = SeatPlate()
        plate.rect = QRectF(0, 0, 176, 44)
        plate.set_info(tr("You"), "12", tr("%n tricks", n=3), dealer=True, active=False, human=True)
        painter.translate(QPointF((w - plate.rect.width()) / 2, h - plate.rect.height() - 10))
        plate.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        self.preview.setPixmap(pm)


__all__ = [
    "AUTO_ANSWER",
    "CONFIRM_LEAVE",
    "FOUR_COLOUR",
    "LARGE_CARDS",
    "MULTI_HUMAN_UNDO",
    "Preferences",
    "SettingsDialog",
    "felt_gradient",
    "value_word",
]
