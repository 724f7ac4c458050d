"""Handing the screen from one person to the next at a hot-seat table.

The hand-over screen hides the table, redrawn with what every player sees, until the next person
clicks. It is needed only to hide secrets: when the next person's view shows nothing that every
seat does not see (King for two, D-king-8: the non-contractor's hands lie face up), the table
turns to them at once, and only the last player's secrets (the contractor's hand) go out of sight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from ..i18n import tr
from ..match.seen import nothing_private, public_view
from ..match.worker import Batch

if TYPE_CHECKING:
    from .window import MainWindow


def hand_to(w: MainWindow, seat: int, batch: Batch) -> None:
    """Give the screen to ``seat``, whose turn it is, behind a hand-over screen when it has secrets."""
    if nothing_private(batch.views, seat):
        take_seat(w, seat, batch, public_log=True)
    else:
        cover(w, seat, batch)


def cover(w: MainWindow, seat: int, batch: Batch) -> None:
    """Hide the table: redraw it with public information only, and wait for the next human."""
    assert w.config is not None
    name = w.config.names[seat]
    w.viewer = None
    w.table.set_viewer(None)
    w.table.sync(public_view(batch.views), 0)
    w.log.show_for(None, list(w.config.names))
    # Messages of the last player's turn (a hint, a refusal naming a card) go with them.
    w.statusBar().clearMessage()
    w.table.clear_bubbles()
    w.curtain.label.setText(tr("Pass to {name} - click or press Enter when ready").format(name=name))
    w.curtain.setGeometry(w.table.rect())
    w.curtain.show()
    w.curtain.raise_()
    w.curtain.button.setFocus(Qt.FocusReason.OtherFocusReason)  # Enter or Space: "I am ready"
    w.status.setText(tr("Pass the screen to {name}").format(name=name))
    w._curtain_for = (seat, batch)


def take_seat(w: MainWindow, seat: int, batch: Batch, public_log: bool = False) -> None:
    """Show the table through ``seat``'s eyes and offer its turn. With ``public_log`` the log
    keeps what every player reads: the seat's own earlier secrets (King: its discards as
    contractor) stay unshown, the last player being still at the screen."""
    assert w.config is not None
    w.viewer = seat
    w.table.set_viewer(seat)
    w.log.show_for(seat, list(w.config.names), public=public_log)
    view = batch.views[seat]
    assert view is not None
    w.table.sync(view, 0)
    w.show_controls(batch)
    if w.table.isVisible():
        w.table.setFocus(Qt.FocusReason.OtherFocusReason)  # the arrow keys choose a card at once
