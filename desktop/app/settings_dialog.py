"""The Settings dialog (issue 25): the table (animation speed, card back, table colour, and from
issue 24 the four-colour deck and large cards) and play (questions answered for the player, undo
with several humans, asking before a match in progress is left), and the window's theme (issue 24:
the system's light or dark mode, or either), in one place beside the View and Game menus.

The dialog shows a ``Preferences`` and gives one back (``chosen``); nothing changes until OK is
pressed, when the window applies what changed (``Menus.apply_preferences``) and the menus' checked
items follow. Cancel changes nothing; Restore defaults sets the controls to the defaults, which
OK then applies.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap, QRadialGradient
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
from ..data.settings import FELTS, SPEEDS, THEMES
from ..table.assets import BACK, TableArt, card_backs
from ..table.items import SeatPlate

# The play settings' words, shared with the Game menu's toggles: (label, tooltip).
AUTO_ANSWER = (
    "Skip questions with one sensible answer",
    "Kalooki: a discard that joins no three or four with a card you hold is passed without asking",
)
MULTI_HUMAN_UNDO = (
    "Allow undo with several humans",
    "With several people at the table, undo lets a player take back a move",
)
CONFIRM_LEAVE = (
    "Ask before leaving a match in progress",
    "Ask before a new match, an opened file, a match continued or a deal played again takes the "
    "place of the match on the table (the match left is kept either way: Game > Continue a match… "
    "takes it up again)",
)
SPEED_TIP = "How fast the cards move on the table (Off: each move is shown at once)"
FOUR_COLOUR = (
    "Four-colour deck",
    "Diamonds blue and clubs green, as bridge players use, so that no two suits share a colour",
)
LARGE_CARDS = (
    "Large cards",
    "Your hand, the trick and the piles drawn larger, as far as the table has room for them",
)
THEME_TIP = (
    "The window's colours: System follows your computer's light or dark mode as it changes; "
    "Light and Dark keep to one (the table keeps its own colour)"
)
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
        )


def felt_gradient(color: QColor, rect: QRectF) -> QRadialGradient:
    """The table's cloth over ``rect``, as the table draws it: ``color`` at the centre, darker out."""
    grad = QRadialGradient(
        rect.center().x(), rect.top() + rect.height() * 0.45, max(rect.width(), rect.height()) * 0.75
    )
    grad.setColorAt(0.0, color)
    grad.setColorAt(1.0, color.darker(187))
    return grad


def felt_swatch(name: str, size: int = 16) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(0, 0, 0, 120))
    painter.setBrush(QColor(FELTS[name]))
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 3, 3)
    painter.end()
    return QIcon(pm)


def back_icon(path: Path, height: int = 22) -> QIcon:
    renderer = QSvgRenderer(str(path))
    size = renderer.defaultSize()
    width = round(height * size.width() / size.height()) if size.height() > 0 else round(height / 1.4)
    pm = QPixmap(max(width, 1), height)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    renderer.render(painter, QRectF(0, 0, pm.width(), pm.height()))
    painter.end()
    return QIcon(pm)


class SettingsDialog(QDialog):
    """Settings: ``current`` shown; ``chosen()`` what the controls say. ``backs``: the card backs
    to offer (``card_backs()``), by name."""

    def __init__(self, parent: QWidget | None, current: Preferences, backs: Mapping[str, Path] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.backs = dict(backs if backs is not None else card_backs())
        self.art = TableArt(current.card_back, current.four_colour)
        self.speed = QComboBox()
        for name in SPEEDS:
            self.speed.addItem(name.capitalize(), name)
        self.speed.setToolTip(SPEED_TIP)
        self.back = QComboBox()
        for name, path in self.backs.items():
            self.back.addItem(back_icon(path), name.capitalize(), name)
        self.back.setToolTip("The picture on the back of the cards")
        self.felt = QComboBox()
        for name in FELTS:
            self.felt.addItem(felt_swatch(name), name.capitalize(), name)
        self.felt.setToolTip("The colour of the table's cloth")
        self.theme = QComboBox()
        for name in THEMES:
            self.theme.addItem(name.capitalize(), name)
        self.theme.setToolTip(THEME_TIP)
        self.four_colour = self._check(FOUR_COLOUR)
        self.large_cards = self._check(LARGE_CARDS)
        self.auto_answer = self._check(AUTO_ANSWER)
        self.multi_undo = self._check(MULTI_HUMAN_UNDO)
        self.confirm_leave = self._check(CONFIRM_LEAVE)
        self.preview = QLabel()
        self.preview.setFixedSize(*PREVIEW_SIZE)
        self.preview.setToolTip("The table with this card back and colour, and the four suits' colours")
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
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)

    @staticmethod
    def _check(words: tuple[str, str]) -> QCheckBox:
        box = QCheckBox(words[0])
        box.setToolTip(words[1])
        return box

    def _build(self) -> None:
        table = QGroupBox("Table")
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow("&Animation speed:", self.speed)
        form.addRow("Card &back:", self.back)
        form.addRow("Table &colour:", self.felt)
        for combo in (self.speed, self.back, self.felt):
            combo.setMinimumContentsLength(9)
        form.addRow(self.four_colour)
        form.addRow(self.large_cards)
        row = QHBoxLayout(table)
        row.addLayout(form, 1)
        row.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        window = QGroupBox("Window")
        window_form = QFormLayout(window)
        window_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        window_form.addRow("&Theme:", self.theme)
        self.theme.setMinimumContentsLength(9)
        play = QGroupBox("Play")
        col = QVBoxLayout(play)
        for box in (self.auto_answer, self.multi_undo, self.confirm_leave):
            col.addWidget(box)
        lay = QVBoxLayout(self)
        lay.addWidget(table)
        lay.addWidget(window)
        lay.addWidget(play)
        lay.addWidget(self.buttons)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip("Set every setting here to its first value (press OK to keep them)")

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
        ):
            index = combo.findData(value)
            if index >= 0:
                combo.setCurrentIndex(index)
        self.auto_answer.setChecked(prefs.auto_answer)
        self.multi_undo.setChecked(prefs.allow_multi_human_undo)
        self.confirm_leave.setChecked(prefs.confirm_leave_match)
        self.four_colour.setChecked(prefs.four_colour)
        self.large_cards.setChecked(prefs.large_cards)
        self._update_preview()

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
        plate.set_info("You", "12", "3 tricks", dealer=True, active=False, human=True)
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
]
