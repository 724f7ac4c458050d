"""Events: what an action caused, for the table to animate and the log to record.

Zones are named by text: ``hand0`` .. ``hand7``, ``trick``, ``won0`` (tricks won by seat 0),
``pack`` (the cards being dealt), ``stock``, ``discard``, ``deck``, ``freelance_deck``,
``treasure_chest``, ``kitty``, ``bids0`` (cards bid, in front of seat 0), ``melds0.1`` (seat 0's
first meld), ``out`` (out of play, face down).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card


@dataclass(frozen=True)
class CardMoved:
    """``card`` went from ``src`` to ``dst``. ``face_up``: it lies face up there, seen by all.
    ``visible_to``: seats that know which card it is when it is not face up."""

    card: Card
    src: str
    dst: str
    face_up: bool
    visible_to: frozenset[int] = field(default_factory=frozenset)

    def seen_by(self, seat: int | None) -> bool:
        return self.face_up or (seat is not None and seat in self.visible_to)


@dataclass(frozen=True)
class Said:
    """A seat bid, passed, stated, declared, chose or called: ``text`` is the action's text,
    or ``None`` when the words are secret (a duel's hidden bid)."""

    seat: int
    text: str | None


@dataclass(frozen=True)
class TrickTaken:
    winner: int
    cards: tuple[Card, ...]
    number: int


@dataclass(frozen=True)
class ContractSet:
    """The hand's contract is fixed: ``seat`` made it (or -1 when it concerns no one seat)."""

    seat: int
    text: str


@dataclass(frozen=True)
class ScoreChanged:
    seat: int
    delta: int
    total: int
    reason: str


@dataclass(frozen=True)
class HandStarted:
    number: int
    dealer: int
    text: str = ""


@dataclass(frozen=True)
class HandEnded:
    number: int
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    text: str = ""


@dataclass(frozen=True)
class MatchEnded:
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Note:
    """Something the table should tell the players (a forced declaration, a redeal, ...)."""

    text: str
    seat: int = -1


Event = CardMoved | Said | TrickTaken | ContractSet | ScoreChanged | HandStarted | HandEnded | MatchEnded | Note
