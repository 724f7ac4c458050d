"""The engines' words for people, translatable (issue 24): a :class:`Phrase` is the English text
the engines always wrote, and keeps its template and fields so that the window can say it in
another language (desktop/phrasing.py).

``phrase("seat {seat} wins the auction with {card}", seat=2, card=c)`` is the str
``"seat 2 wins the auction with QH"``; everything that reads it as a str (tests, transcripts, the
log) sees exactly that. The first argument must be a literal string: ``scripts/i18n.py`` collects
the templates into ``translations/<lang>/engine.ts``. Fields by kind, as the window renders them:

- a field whose name starts with ``seat`` is a seat number (the player's name in the window);
- a :class:`games.cards.Card` is said in words, and so are :class:`Cards` (several, written
  ``QH 7S``) and a :class:`CardName` (a card written in words); a nested Phrase is rendered in turn;
- ``%n`` with ``n=count`` is a number with plural forms: in English the word after ``%n`` loses
  its final ``s`` when the count is 1 (``phrase("%n tokens", n=1)`` is ``"1 token"``);
- other values (numbers, action texts like ``play QH``) are shown as they are. Words such as suit
  and game names are Phrases of their own (:data:`SUITS`), so that they are translated too.

Plain Python, no Qt: pickled with its template and fields across process boundaries. Only the
refusal and note paths build Phrases, never legal-move generation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

_PLURAL_WORD = re.compile(r"%n( [A-Za-z-]+s\b(?!\())?")


class Phrase(str):
    """An engine's English text (the str itself) with its ``template`` and ``fields``."""

    template: str
    fields: dict[str, Any]
    note: str
    prefix: str

    def __new__(cls, template: str, fields: dict[str, Any], note: str = "", prefix: str = "") -> Phrase:
        self = super().__new__(cls, prefix + _english(template, fields))
        self.template = template
        self.fields = fields
        self.note = note
        self.prefix = prefix
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Phrase, (self.template, self.fields, self.note, self.prefix))

    def __repr__(self) -> str:
        return f"phrase({self.template!r}, {self.fields!r})"


def _english(template: str, fields: dict[str, Any]) -> str:
    if "%n" in template:
        n = fields["n"]

        def number(m: re.Match[str]) -> str:
            word = m.group(1) or ""
            return f"{n}{word[:-1] if n == 1 and word else word}"

        template = _PLURAL_WORD.sub(number, template)
    return template.format(**fields) if fields else template


def indented(prefix: str, text: str) -> str:
    """``prefix + text``, still a Phrase when ``text`` is one (a note in the log, "  " before it)."""
    if isinstance(text, Phrase):
        return Phrase(text.template, text.fields, text.note, prefix + text.prefix)
    return prefix + text


def joined(parts: Sequence[str], sep: str = ", ") -> str:
    """``parts`` joined with ``sep`` ("contractor, 2 tricks"): a Phrase when any part is one, each
    part said in turn by the window (the template ``{p0}, {p1}`` needs no translation)."""
    if len(parts) == 1:
        return parts[0]
    if not any(isinstance(p, Phrase) for p in parts):
        return sep.join(parts)
    return Phrase(sep.join(f"{{p{i}}}" for i in range(len(parts))), {f"p{i}": p for i, p in enumerate(parts)})


def phrase(template: str, note: str = "", **fields: Any) -> Phrase:
    """``template.format(**fields)``, translatable (see the module's note). ``note`` tells two
    meanings of one English text apart for the translators, as desktop/i18n.py's ``tr``."""
    return Phrase(template, fields, note)


class Cards(tuple[Any, ...]):
    """Cards as a field of a phrase: written ``QH 7S`` (:func:`games.cards.cards_text`), said by
    the window card by card."""

    def __str__(self) -> str:
        return " ".join(map(str, self))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class CardName(str):
    """A card named in words in the English (Clubs' ``Queen of Spades``, ``Joker``): the window
    says ``card`` in its own language."""

    card: Any

    def __new__(cls, text: str, card: Any) -> CardName:
        self = super().__new__(cls, text)
        self.card = card
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (CardName, (str(self), self.card))


# Suit names as the engines write them in sentences ("you hold Hearts"), translatable.
SUITS = {
    "C": phrase("Clubs", note="a suit, in the rules' words"),
    "D": phrase("Diamonds", note="a suit, in the rules' words"),
    "H": phrase("Hearts", note="a suit, in the rules' words"),
    "S": phrase("Spades", note="a suit, in the rules' words"),
}

__all__ = ["SUITS", "CardName", "Cards", "Phrase", "indented", "joined", "phrase"]
