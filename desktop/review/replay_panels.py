"""The replay window's panels: the bar under its table (where the replay stands, the buttons, the
slider, the seat view, the speed, Play this deal again) and the lists at its side (the hands, the
actions of the hand shown). The window connects them to what they do."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr, tr_noop
from ..naming import YOU
from ..table.animation import SPEEDS

ALL_HANDS = -1  # the seat selector's "All hands" entry
# The animation speeds' names (``table.animation.SPEEDS``) as the speed selector shows them.
SPEED_NAMES = {
    "off": tr_noop("Off", note="animation speed"),
    "fast": tr_noop("Fast", note="animation speed"),
    "normal": tr_noop("Normal", note="animation speed"),
    "slow": tr_noop("Slow", note="animation speed"),
}


class ReplayBar(QWidget):
    """The bar under the replay's table."""

    def __init__(self, names: Sequence[str], speed: str) -> None:
        super().__init__()
        self.setObjectName("replaybar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#replaybar { background: #203328; } #replaybar QLabel { color: #f2f2e8; }"
            "#replaybar QLabel#position { font-size: 14px; }"
        )
        rows = QVBoxLayout(self)
        rows.setContentsMargins(10, 6, 10, 8)
        rows.setSpacing(4)
        self.position_label = QLabel("")
        self.position_label.setObjectName("position")
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)
        self.position_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top = QHBoxLayout()
        top.addWidget(self.position_label, 1)
        rows.addLayout(top)
        line = QHBoxLayout()
        line.setSpacing(4)
        self.first_button = QToolButton()
        self.back_button = QToolButton()
        self.play_button = QToolButton()
        self.forward_button = QToolButton()
        self.last_button = QToolButton()
        for button in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            button.setAutoRaise(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space and the arrows belong to the replay
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            line.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        line.addWidget(self.slider, 1)
        line.addWidget(QLabel(tr("Seat view:")))
        self.seat_combo = QComboBox()
        self.seat_combo.addItem(tr("All hands"), ALL_HANDS)
        for s, name in enumerate(names):
            self.seat_combo.addItem(tr("Your view") if name == YOU else tr("{who}'s view").format(who=name), s)
        self.seat_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        line.addWidget(self.seat_combo)
        line.addWidget(QLabel(tr("Speed:")))
        self.speed_combo = QComboBox()
        for name in SPEEDS:
            self.speed_combo.addItem(
                tr(SPEED_NAMES[name], note="animation speed") if name in SPEED_NAMES else name.capitalize(), name
            )
        self.speed_combo.setCurrentIndex(list(SPEEDS).index(speed))
        self.speed_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        line.addWidget(self.speed_combo)
        self.again_button = QPushButton(tr("Play this deal again"))
        self.again_button.setToolTip(tr("Start a new match whose first hand is dealt this hand's cards"))
        self.again_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        line.addWidget(self.again_button)
        rows.addLayout(line)


class ReplaySide(QWidget):
    """The lists at the right of the replay: the hands, and the actions of the hand shown."""

    def __init__(self) -> None:
        super().__init__()
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 6, 6, 6)
        col.addWidget(QLabel("<b>{}</b>".format(tr("Hands"))))
        self.hand_list = QListWidget()
        self.hand_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hand_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # elide instead
        col.addWidget(self.hand_list, 2)
        self.actions_title = QLabel("<b>{}</b>".format(tr("Actions")))
        col.addWidget(self.actions_title)
        self.action_list = QListWidget()
        self.action_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.action_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        col.addWidget(self.action_list, 5)
