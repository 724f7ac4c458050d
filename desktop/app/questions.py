"""Questions with one sensible answer, answered by the table for a person: a Kalooki call when
they chose "Never call this deal", or (the setting "Skip questions with one sensible answer") a
question whose answer the game's computer player knows cannot matter (``GameAI.needless``)."""

from __future__ import annotations

from collections.abc import Sequence

from ai.registry import game_ai
from games.actions import Action
from games.core import View

from ..i18n import tr, tr_noop
from ..naming import is_you

# In English: shown through tr.
NEVER_CALL_TIP = tr_noop("Pass now and at every call of this deal without being asked (the next deal asks again)")


def is_call_question(legal: Sequence[Action]) -> bool:
    """Kalooki's "call the discard or pass"."""
    return {a.verb for a in legal} == {"call", "pass"}


class Questions:
    """What each seat has said it will not be asked again, and the answers given for it."""

    def __init__(self) -> None:
        self.never_call: dict[int, tuple[int, int]] = {}  # seat -> (match, deal) it will not call in

    def never_call_this_deal(self, seat: int, match_no: int, view: View, legal: Sequence[Action]) -> Action:
        """The "Never call this deal" button: the pass to make now (and at every call this deal)."""
        self.never_call[seat] = (match_no, view.hand_no)
        return next(a for a in legal if a.verb == "pass")

    def answer(
        self, game_id: str, seat: int, match_no: int, view: View, legal: Sequence[Action], skip_needless: bool
    ) -> tuple[Action, str] | None:
        """The answer given for the person at ``seat``, with why; None: ask them."""
        if is_call_question(legal) and self.never_call.get(seat) == (match_no, view.hand_no):
            return next(a for a in legal if a.verb == "pass"), tr_noop("not calling this deal")
        if not skip_needless:
            return None
        entry = game_ai(game_id)
        return entry.needless(view, legal) if entry is not None and entry.needless is not None else None


def will_not_call(name: str) -> str:
    """The log's line for the "Never call this deal" button, the verb agreeing with its subject."""
    if is_you(name):
        return tr("You will not call again this deal")
    return tr("{name} will not call again this deal").format(name=name)
