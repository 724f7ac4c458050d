"""What lies over the table now and then (the hand-over screen, the end-of-hand summary), and
the window's first size on the screen at hand."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QScreen, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n import tr
from .theme import is_dark

# The summary panel: cream paper with dark words, or in the dark theme dark grey with light words;
# the gold edge in both.
SUMMARY_STYLE = (
    "Summary { background: rgba(250, 247, 235, 245); border: 2px solid #b8963e; border-radius: 10px; }"
    "QLabel { color: #1d1d1d; }"
)
SUMMARY_DARK_STYLE = (
    "Summary { background: rgba(38, 40, 42, 245); border: 2px solid #b8963e; border-radius: 10px; }"
    "QLabel { color: #ece9e2; }"
)


class Curtain(QWidget):
    """The hand-over screen: hides the table until the next player clicks."""

    clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        # A screen of its own over the whole table (a style sheet paints a plain QWidget's own
        # background only with WA_StyledBackground; without it only the labels were filled).
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#curtain { background: #0d3b26; } QLabel { color: white; background: transparent; }")
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel("")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 30px; font-weight: bold;")
        self.sub = QLabel(tr("Only they should look at the screen now."))
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub.setStyleSheet("font-size: 16px; color: #cfe3d6;")
        self.button = QPushButton(tr("I am ready"))
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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Space: "I am ready" (a push button outside a dialog lets Enter through to the
        table under the screen)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            event.accept()
            self.clicked.emit()
            return
        super().keyPressEvent(event)


class Summary(QWidget):
    """The end of a hand (scores) or of the match (winners): a panel over the table."""

    closed = Signal()
    new_match = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.dark: bool | None = None
        self._follow_theme()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        self.text = QLabel("")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        row = QHBoxLayout()
        row.addStretch(1)
        self.again = QPushButton(tr("New match"))
        self.again.clicked.connect(self._again)
        self.ok = QPushButton(tr("Next hand"))
        self.ok.setDefault(True)
        self.ok.clicked.connect(self._close)
        row.addWidget(self.again)
        row.addWidget(self.ok)
        lay.addLayout(row)
        self.hide()

    def show_text(self, html_text: str, final: bool) -> None:
        self.text.setText(html_text)
        self.again.setVisible(final)
        self.ok.setText(tr("Close") if final else tr("Next hand"))
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

    def changeEvent(self, event: QEvent) -> None:
        # A widget with a style sheet hears of a new application palette only when its sheet is set
        # again, as the theme does to every such widget (theme.restyle_widgets).
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self._follow_theme()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self._follow_theme()
        super().showEvent(event)

    def _follow_theme(self) -> None:
        """The panel's colours for the application's theme (the application's palette decides: the
        panel's own is its style sheet's)."""
        dark = is_dark()
        if dark != self.dark:
            self.dark = dark
            self.setStyleSheet(SUMMARY_DARK_STYLE if dark else SUMMARY_STYLE)


def place_overlays(table: QRect, curtain: Curtain, summary: Summary) -> None:
    """The hand-over screen over the whole table, the summary in its middle at its own size."""
    curtain.setGeometry(table)
    if summary.isVisible():
        summary.adjustSize()
        w = min(max(summary.sizeHint().width(), 380), table.width() - 40)
        h = min(summary.sizeHint().height(), table.height() - 40)
        summary.setGeometry((table.width() - w) // 2, (table.height() - h) // 2, w, h)


# The window's size on a large screen; on a smaller one it takes the room there is (issue 25: on
# a 1024x600 screen the hand and the buttons under the table were off the bottom).
PREFERRED = QSize(1280, 800)
FRAME = QSize(16, 40)  # room left for the window's frame and title bar


def fitted_size(screen: QScreen | None) -> QSize:
    """The first size of the main window: PREFERRED, within the screen's available area."""
    if screen is None:
        return PREFERRED
    room = screen.availableGeometry().size() - FRAME
    return QSize(min(PREFERRED.width(), max(room.width(), 640)), min(PREFERRED.height(), max(room.height(), 480)))
