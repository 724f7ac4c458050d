"""The start panel (issue 24): the start screen and the list of unfinished matches lie on the
table, inside the window, instead of modal dialogs over an empty table.

The window stays live while the panel is up: its menus and keys work (Ctrl+Q quits, F1 shows the
rules, Settings can be changed), and the panel is reached with the keyboard like any part of the
window (Tab through it, Enter for its default button, Escape to close it when there is a match
on the table to go back to). The screens themselves are the dialogs of start.py and unfinished.py,
laid into the panel as plain widgets: :meth:`StartPanel.present` takes one, and the panel goes
when the dialog is finished (accepted or rejected) or when a match starts.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialog, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

MARGIN = 20  # the felt left around the panel on each side
LEAST_WIDTH = 480


class StartPanel(QFrame):
    """A framed panel in the middle of ``table`` that shows one dialog at a time, scrolling it
    when the table is smaller than the dialog (a 1024x600 screen)."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("startPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setLineWidth(2)
        self.setAutoFillBackground(True)  # the application's palette: follows the theme
        lay = self.column = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel("")  # the dialog's title: it has no title bar here
        self.title.setStyleSheet("font-size: 17px; font-weight: bold; padding: 4px 8px 0 8px;")
        lay.addWidget(self.title)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A scroll area paints its inside in the colour of fields (Base): the dialog's fields would
        # not stand out from it (in the dark theme they vanished); the colour of windows instead.
        self.scroller.viewport().setBackgroundRole(QPalette.ColorRole.Window)
        lay.addWidget(self.scroller)
        self.content: QDialog | None = None
        table.installEventFilter(self)
        self.hide()

    def present(self, dialog: QDialog) -> None:
        """Show ``dialog`` on the table (the one shown before goes) and give it the focus."""
        self.dismiss()
        dialog.setWindowFlags(Qt.WindowType.Widget)
        dialog.setAutoFillBackground(True)
        self.scroller.setWidget(dialog)
        self.title.setText(dialog.windowTitle())
        self.setAccessibleName(dialog.windowTitle())
        dialog.installEventFilter(self)
        self.content = dialog
        dialog.finished.connect(lambda _result, d=dialog: self._finished(d))
        dialog.show()
        self.show()
        self.raise_()
        self.place()
        QTimer.singleShot(0, self, self._focus)

    def _focus(self) -> None:
        """The dialog's first field (its ``first_focus``), or where its focus was."""
        dialog = self.content
        if dialog is None or not self.isVisible():
            return
        target = getattr(dialog, "first_focus", None) or dialog.focusWidget()
        if isinstance(target, QWidget):
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _finished(self, dialog: QDialog) -> None:
        if dialog is self.content:
            self.dismiss()

    def dismiss(self) -> None:
        """Take the dialog off the table (a match starts, or it was answered)."""
        dialog, self.content = self.content, None
        self.hide()
        if dialog is not None:
            self.scroller.takeWidget()
            dialog.hide()
            dialog.deleteLater()

    def showing(self) -> bool:
        return self.content is not None and self.isVisible()

    def place(self) -> None:
        """In the middle of the table at the dialog's size, within the table less a margin."""
        table = self.parentWidget()
        if table is None or self.content is None:
            return
        dialog = self.content
        hint = dialog.sizeHint().expandedTo(dialog.minimumSizeHint()).expandedTo(dialog.minimumSize())
        room_w, room_h = max(table.width() - 2 * MARGIN, 200), max(table.height() - 2 * MARGIN, 150)
        frame = 2 * (6 + self.frameWidth())
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        head = self.title.sizeHint().height() + self.column.spacing()
        w = min(max(hint.width() + frame + bar, LEAST_WIDTH), room_w)
        h = min(hint.height() + frame + head, room_h)
        self.setGeometry((table.width() - w) // 2, (table.height() - h) // 2, w, h)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if self.content is None:
            return super().eventFilter(obj, event)
        if (obj is self.parentWidget() and event.type() == QEvent.Type.Resize) or (
            obj is self.content and event.type() == QEvent.Type.LayoutRequest
        ):
            self.place()
        return super().eventFilter(obj, event)
