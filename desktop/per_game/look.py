"""What the window needs to know of a game beyond its engine: the look of each game's table and
score sheet, declared once per game in ``desktop/per_game/<id>.py`` as a :class:`GameLook`.

- ``zones``: where the game's zones lie, only what differs from the generic layout
  (:data:`desktop.table.layout.GENERIC`), as zone-name patterns mapped to :class:`ZoneRule`;
- ``columns``: the score sheet's columns (:class:`Column`), each reading a field of a hand's record;
- ``tint``: the shade of a hand's row where the game marks one (a bent Kalooki table);
- ``tally``: the seat's score as told beside its name, where the game tells more than the points;
- ``hides_scores``: the game has an option to keep the scores hidden until the end (King's NS),
  and ``hidden_columns`` are the sheet's columns it hides;
- ``contract_chart``: the score window shows King's chart of contracts;
- ``places``: a table where a player plays more than one hand (:class:`Places`, King for two);
- ``story``: the end of a hand told in plain words (:class:`HandStory`), from the hand's record;
- ``teaching``: the game's first hand that teaches (:class:`~desktop.per_game.lesson.Teaching`),
  None for a game that offers none.

Nothing here re-derives a rule: a column shows a field the engine wrote, at most with a sign or a
name put on it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QColor

import games
from games.core import View

from ..i18n import tr
from ..naming import SUIT_SYMBOLS, english
from .lesson import Teaching

Record = Mapping[str, Any]

# Slots: "hand" (a seat's hand), "side" (beside a seat's hand: tricks won, bid cards),
# "melds" (a seat's melds, in rows), "trick" (the middle), "pile" (a pile near the middle).
# Fans: "hand" (spread so every card shows), "row" (overlapping, index corners visible),
# "stack" (a squared pile), "spread" (a pile whose top cards are fanned a little), "trick".


@dataclass(frozen=True)
class ZoneRule:
    slot: str
    fan: str = "stack"
    scale: float = 1.0  # relative to the slot's card size
    face: str = "view"  # "view": as the view shows; "down": always the back (a won pile)
    top_first: bool = False  # piles list their top card first (ARCHITECTURE.md)
    at: tuple[float, float] | None = None  # piles: offset from the middle in card widths / heights
    label: str = ""  # shown beside the zone; "{n}" is the number of cards
    verbs: tuple[str, ...] = ()  # card actions whose target this zone is (drag and drop)


@dataclass(frozen=True)
class Column:
    """One column of a sheet: ``get`` reads the raw value from a hand's record, ``show`` turns it
    into the cell's text. ``seat`` is the seat whose group the column belongs to (None: the whole
    hand). ``running`` marks the running-total column, ``signed`` a score change (shown with +),
    ``blank_zero`` a part of the score left blank when it is nothing (as on paper)."""

    key: str
    title: str
    get: Callable[[Record], Any]
    seat: int | None = None
    numeric: bool = True
    running: bool = False
    signed: bool = False
    blank_zero: bool = False
    tip: str = ""
    show: Callable[[Any], str] | None = None
    tip_of: Callable[[Record], str] | None = None

    def text(self, value: Any) -> str:
        if self.show is not None:
            return self.show(value)
        if value is None:
            return "—"
        if self.numeric:
            if self.blank_zero and value == 0:
                return ""
            return f"{value:+d}" if self.signed and value else str(value)
        return str(value)


def name_of(names: Sequence[str]) -> Callable[[Any], str]:
    return lambda s: "—" if s is None else names[s]


def at(key: str, s: int) -> Callable[[Record], Any]:
    return lambda r: r[key][s]


def tip(text: Callable[[Record, int], str], s: int) -> Callable[[Record], str]:
    return lambda r: text(r, s)


def suit_text(text: str | None) -> str:
    """``13 H`` -> ``13 ♥``; ``award D`` -> ``award ♦``; None -> an em dash."""
    if not text:
        return "—"
    return " ".join(SUIT_SYMBOLS.get(w, w) for w in str(text).split())


def lower_is_better(game_id: str) -> bool:
    """The engine's own statement of the score's sense (Kalooki: penalties, lower is better)."""
    return bool(games.get(game_id).lower_is_better)


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def standing(view: View, seat: int) -> str:
    """The seat's place by the game's sense of its score (``1st``, ``tied for 2nd``)."""
    sc = view.scores
    low = lower_is_better(view.game)
    better = sum(1 for x in sc if (x < sc[seat] if low else x > sc[seat]))
    tied = sum(1 for x in sc if x == sc[seat]) > 1
    if not english():  # "2-е место": a translation's own words for a place
        return tr("tied for place {n}").format(n=better + 1) if tied else tr("place {n}").format(n=better + 1)
    return ("tied for " if tied else "") + _ordinal(better + 1)


def default_tally(view: View, seat: int, hide_scores: bool) -> str:
    """A seat's score and place, with the game's sense made clear (lower is better)."""
    score = view.scores[seat]
    if lower_is_better(view.game):
        return tr("{score} penalty points, {place}").format(
            score=score, place=standing(view, seat)
        )  # which way is better
    return tr("{score} points, {place}").format(score=score, place=standing(view, seat))


def no_tint(rec: Record, column: Column) -> QColor | None:
    return None


def no_columns_hidden(view: View) -> set[str]:
    return set()


@dataclass(frozen=True)
class Places:
    """A table of more hands than players (King for two, D-king-8: three places, the
    non-contractor playing two open hands). The table lays out ``count(players)`` places; places
    below the number of players are the players' own, and each further place gets a plate named
    by ``name`` after the player who plays it. The views say who plays a place and which place is
    to play; the engine's ``turn`` and ``to_act`` keep the two apart."""

    count: Callable[[int], int]
    player: Callable[[View, int], int]  # the player who plays a place in this view
    turn: Callable[[View], int | None]  # the place to play now
    open: Callable[[View], Sequence[int]]  # the places lying face up to everybody
    name: Callable[[str], str]  # an extra place's plate, from its player's name
    note: Callable[[View, int], str]  # an extra place's line under its name


def listing(items: Sequence[str]) -> str:
    """``Ann 3, Ben 5 and Cy 2``; one item alone; nothing: an empty string."""
    items = list(items)
    if len(items) <= 1:
        return items[0] if items else ""
    return tr("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def tricks(n: int) -> str:
    """``1 trick``, ``3 tricks``, ``0 tricks``."""
    return tr("%n trick", n=n) if n == 1 else tr("%n tricks", n=n)


def tokens(n: int) -> str:
    """``1 token``, ``3 tokens``."""
    return tr("%n token", n=n) if n == 1 else tr("%n tokens", n=n)


def pre_tricks(n: int) -> str:
    """``1 pre-trick``, ``2 pre-tricks``."""
    return tr("%n pre-trick", n=n) if n == 1 else tr("%n pre-tricks", n=n)


@dataclass(frozen=True)
class HandStory:
    """The end of a hand for people: ``lines``, sentences in the game's words with the players'
    names put in (who made or failed the contract and why, who took what, the score change), and
    ``notes``, each seat's line under its name while the summary is up (the panels then tell the
    hand just ended, not the one before its last trick). ``scored`` lines tell numbers of the
    score, left out where the scores are hidden (King's NS)."""

    lines: Sequence[str]
    notes: Sequence[str] = ()
    scored: Sequence[str] = ()


@dataclass(frozen=True)
class GameLook:
    """One game's table and score sheet (see the module's docstring)."""

    columns: Callable[[View, Sequence[str]], list[Column]]
    zones: Mapping[str, ZoneRule] = field(default_factory=dict)
    tint: Callable[[Record, Column], QColor | None] = no_tint
    tally: Callable[[View, int, bool], str] = default_tally
    hides_scores: bool = False
    hidden_columns: Callable[[View], set[str]] = no_columns_hidden
    contract_chart: bool = False
    places: Places | None = None
    # What the person is asked, in the game's words, where the legal verbs alone say too little
    # (Kalooki's calls: who calls which card); "" leaves it to the verbs.
    prompt: Callable[[View, Sequence[Any]], str] | None = None
    # The end of a hand in plain words, from the hand's record and the players' names.
    story: Callable[[Record, Sequence[str]], HandStory] | None = None
    # The first hand that teaches (issue 23): its deal, each decision and notable move explained,
    # the score's rules; None: the game offers no lesson (neither on the start screen nor in Help).
    teaching: Teaching | None = None
