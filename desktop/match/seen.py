"""What a person at the screen may see: the match's log as each seat read it, and the public view.

The window must never write a line of its own from an action's text, or it shows every player's
secrets to everyone at the screen. The session collects the engines' log as it happens into
:class:`games.log.LogLine` values (who may read which words), and the window renders them here
through :meth:`LogLine.seen_by` for the seat whose eyes the table shows, with the seats named; on
the hand-over screen (no seat) only what every player may read.

Pure Python: no Qt.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.core import Move, State, View
from games.log import LogLine
from games.phrases import Phrase, phrase

from ..naming import action_words, english, naming, said_text, without_codes
from ..phrasing import render as render_phrase

# -- seat numbers in words ------------------------------------------------------------------------

_LEADING_SEAT = re.compile(r"^(\d+)(?=: | wins )")
_SEAT_WORD = re.compile(r"\b([Ss])eat (\d+)\b")
_TO_SEAT = re.compile(r"\bto (\d+)(?=$| \()")  # "trick 3 to 0", "trick 3 to 0 (second hand)"
_SEAT_TAKES = re.compile(r"; (\d+) takes\b")


def say(text: str, names: Sequence[str]) -> str:
    """The engine's words with seats named and cards as people read them: ``2: bury KD`` ->
    ``Cleo: bury K♦``, ``trick 3 to 0``
    -> ``trick 3 to Ann``, ``seat 4 deals`` -> ``Eve deals``. Numbers that are not seats (bids,
    trick numbers, meld references) are left as they are."""

    def name(m: re.Match[str], group: int = 1) -> str:
        s = int(m.group(group))
        return names[s] if 0 <= s < len(names) else m.group(0)

    if not english():  # an engine's words in the window's language
        if isinstance(text, Phrase):
            return render_phrase(text, names)
        lead = text.lstrip(" ")
        line = said_line(lead)
        if line is not None:
            return text[: len(text) - len(lead)] + render_phrase(line, names)
    text = action_words(without_codes(text))  # cards as 10♠, no ruling codes (issue 25)
    lead = re.sub(r"^  ", "", text)
    indent = text[: len(text) - len(lead)]
    out = _LEADING_SEAT.sub(name, lead)
    out = _SEAT_WORD.sub(lambda m: name(m, 2), out)
    out = _TO_SEAT.sub(lambda m: f"to {name(m)}", out)
    out = _SEAT_TAKES.sub(lambda m: f"; {name(m)} takes", out)
    return indent + naming(out, names)


# -- the lines of moves, in the window's language ----------------------------------------------------

# The engines write each move as its action's text ("2: play QH", written as fast as they play);
# with a translation installed the window says it with these (the subject a seat, so that the verb
# agrees with "Вы": desktop/phrasing.py). A line none of them matches is shown as in English.
_SEAT = r"(?P<seat>\d+): "
_CARD = r"(?P<card>\S+)"
_LINES = [
    (_SEAT + "play " + _CARD, phrase("{seat}: play {card}").template),
    (_SEAT + "play " + _CARD + r" \(second hand\)", phrase("{seat}: play {card} (second hand)").template),
    (_SEAT + "bid (?P<what>.+)", phrase("{seat}: bid {what}").template),
    (_SEAT + "pass", phrase("{seat}: pass").template),
    (_SEAT + "decline", phrase("{seat}: decline").template),
    (_SEAT + r"state (?P<bid>\d+) (?P<trump>NT|[CDHS])", phrase("{seat}: state {bid} {trump}").template),
    (_SEAT + "swap " + _CARD, phrase("{seat}: swap {card}").template),
    (_SEAT + "swap " + _CARD + r" (?P<ref>\d+\.\d+)", phrase("{seat}: swap {card} for the joker of {ref}").template),
    (_SEAT + "discard " + _CARD, phrase("{seat}: discard {card}").template),
    (_SEAT + "discard " + _CARD + r" \((?P<bid>\S+)\)", phrase("{seat}: discard {card} ({bid})").template),
    (_SEAT + "give " + _CARD, phrase("{seat}: give {card}").template),
    (_SEAT + "choose (?P<game>[a-z-]+)", phrase("{seat}: choose {game}").template),
    (_SEAT + "choose (?P<game>[a-z-]+) (?P<suit>[CDHS])", phrase("{seat}: choose {game}, trumps {suit}").template),
    (_SEAT + "declare (?P<way>high|low)", phrase("{seat}: declare {way}").template),
    (_SEAT + "bury " + _CARD, phrase("{seat}: bury {card}").template),
    (_SEAT + "draw stock", phrase("{seat}: draw stock").template),
    (_SEAT + "draw stock " + _CARD, phrase("{seat}: draw stock {card}").template),
    (_SEAT + "draw discard " + _CARD, phrase("{seat}: draw discard {card}").template),
    (_SEAT + "call", phrase("{seat}: call").template),
    (_SEAT + r"allow; (?P<seat2>\d+) takes " + _CARD, phrase("{seat}: allow; {seat2} takes {card}").template),
    (_SEAT + "refuse; takes " + _CARD, phrase("{seat}: refuse; takes {card}").template),
    (_SEAT + "draws " + _CARD + " for the call", phrase("{seat}: draws {card} for the call").template),
    (_SEAT + "draws a stock card for the call", phrase("{seat}: draws a stock card for the call").template),
    (_SEAT + "down with (?P<melds>.+)", phrase("{seat}: down with {melds}").template),
    (_SEAT + "meld (?P<cards>.+)", phrase("{seat}: meld {cards}").template),
    (_SEAT + "tack " + _CARD + r" (?P<ref>\d+\.\d+)", phrase("{seat}: tack {card} on {ref}").template),
    (_SEAT + "take back", phrase("{seat}: take back").template),
    (_SEAT + "discards a card", phrase("{seat}: discards a card").template),
    (_SEAT + "buries a card", phrase("{seat}: buries a card").template),
    (_SEAT + "lays a meld, unseen until down", phrase("{seat}: lays a meld, unseen until down").template),
    (r"trick (?P<trick>\d+) to (?P<seat>\d+)", phrase("trick {trick} to {seat}").template),
    (
        r"trick (?P<trick>\d+) to (?P<seat>\d+) \(second hand\)",
        phrase("trick {trick} to {seat} (second hand)").template,
    ),
    (r"round (?P<round>\d+): " + _CARD + " turned up", phrase("round {round}: {card} turned up").template),
]
_PATTERNS = [(re.compile(pattern), template) for pattern, template in _LINES]


def said_line(line: str) -> Phrase | None:
    """An engine's line of a move as a Phrase to say (None: no known move): seats as numbers,
    the other words as people read them (:func:`desktop.naming.said_text`)."""
    for pattern, template in _PATTERNS:
        m = pattern.fullmatch(line)
        if m is None:
            continue
        fields: dict[str, Any] = {}
        for key, value in m.groupdict().items():
            if key.startswith("seat"):
                fields[key] = int(value)
            elif key in ("suit", "trump"):
                fields[key] = value  # said by the Phrase as a suit, or no trump
            else:
                fields[key] = said_text(value)
        return Phrase(template, fields)
    return None


def render(lines: Sequence[LogLine], seat: int | None, names: Sequence[str]) -> list[str]:
    """``lines`` as the person holding ``seat`` reads them, seats named."""
    return [say(line.seen_by(seat), names) for line in lines]


# -- the public view --------------------------------------------------------------------------------


def public_view(all_views: Sequence[View | None]) -> View:
    """What every seat sees: a card is shown only where all seats' views show it, and a log line
    only where all of them read the same words (else it is left out)."""
    views = [v for v in all_views if v is not None]
    base = views[0]
    zones: dict[str, tuple[Any, ...]] = {}
    for name, cards in base.zones.items():
        cols = [v.zones.get(name, ()) for v in views]
        zones[name] = tuple(
            c if all(len(col) > i and col[i] == c for col in cols) else None for i, c in enumerate(cards)
        )
    log: list[str] = []
    history: list[Move | None] = []
    aligned = all(len(v.history) == len(v.log) for v in views)
    for i in range(len(base.log)):
        lines = Counter(v.log[i] for v in views if i < len(v.log))
        if len(lines) == 1:
            log.append(base.log[i])
            if aligned:
                moves = {v.history[i] for v in views if i < len(v.history)}
                move = base.history[i]
                # A move some seat was not shown is public only as "a move was made".
                history.append(move if len(moves) == 1 or move is None else Move(move.seat, None))
    changes: dict[str, Any] = {"zones": zones, "log": tuple(log), "history": tuple(history)}
    return dataclasses.replace(base, **changes)


def state_public_view(state: State) -> View:
    """The public view of ``state``: what every one of its seats sees."""
    return public_view([state.view(s) for s in range(len(state.scores))])


def nothing_private(all_views: Sequence[View | None], seat: int) -> bool:
    """True when ``seat``'s view shows nothing that every seat does not see, its log aside (King
    for two's non-contractor, whose hands lie face up, D-king-8): handing the screen to that seat
    needs no hand-over screen, the table as everybody sees it is already theirs."""
    own = all_views[seat] if 0 <= seat < len(all_views) else None
    if own is None:
        return False
    public = public_view(all_views)
    apart: dict[str, Any] = {"seat": None, "log": (), "history": ()}
    return dataclasses.replace(own, **apart) == dataclasses.replace(public, **apart)
