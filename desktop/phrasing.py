"""The engines' words in the window's language (issue 24): a :class:`games.phrases.Phrase` said
with the players' names.

The engines write English with seats by number ("seat 2 wins the auction with QS"); each such
text is a Phrase that keeps its template and fields. :func:`render` gives what the window shows:

- in English (no translation installed) exactly what the window always showed: the text with
  the seats named, the cards as the table prints them, our rulings' codes left out, and the
  second person for a player named You (desktop/naming.py);
- in another language the template's translation, its fields said in that language: a seat as
  the player's name, a card in words (:func:`desktop.naming.card_words`), a nested Phrase in
  turn. A sentence whose subject is the person at the screen ("Вы") has its own translation
  (the note ``you``) where the language's verb agrees with the subject; without one the plain
  translation is used.

A text that is no Phrase (the window's own words) goes through ``plain`` as ever.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from games.cards import Card
from games.phrases import CardName, Cards, Phrase

from .i18n import tr
from .naming import (
    action_said,
    action_words,
    card_words,
    english,
    is_you,
    naming,
    said_word,
    suit_name,
    without_codes,
)

# The note of a sentence's translation for the person at the screen as its subject.
YOU_NOTE = "you"
# A template whose subject is a seat: "seat {seat} wins ...", "Seat {seat}'s discards", "{seat} ...".
SUBJECT = re.compile(r"^(?:[Ss]eat )?\{(seat\w*)\}")

# A seat by number in an engine's English ("attacker seat 0"), as desktop/table/moves.py names it.
_SEAT_WORD = re.compile(r"\bseat (\d+)\b")


def name_seats(text: str, names: Sequence[str]) -> str:
    """The window's English for an engine's text (desktop/table/moves.py ``name_seats``): seats
    named, cards as the table prints them, the second person for a player named You."""
    text = action_words(text)
    named = _SEAT_WORD.sub(lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m.group(0), text)
    return naming(named, names)


def render(text: str, names: Sequence[str], plain: Callable[[str], str] | None = None) -> str:
    """``text`` as the window shows it (see the module's note), our rulings' codes left out.
    ``plain`` is how the place that shows it puts English in words (the table's ``with_names``;
    by default :func:`name_seats`): it is used for every text in English and for texts that are
    no Phrase, after the codes are left out."""
    if isinstance(text, Phrase) and not english():
        return text.prefix + without_codes(say(text, names))
    words = without_codes(str(text))
    return plain(words) if plain is not None else name_seats(words, names)


def in_words(text: object, names: Sequence[str] = ()) -> str:
    """An engine's words as they stand, in the window's language: a Phrase translated with its
    codes kept (a rule option's explanation cites its ruling), anything else as its text."""
    if isinstance(text, Phrase) and not english():
        return say(text, names)
    return str(text)


def subject_is_you(text: Phrase, names: Sequence[str]) -> bool:
    """The sentence's subject is a seat, and that seat is the person at the screen."""
    m = SUBJECT.match(text.template)
    if m is None:
        return False
    seat = text.fields.get(m.group(1))
    return isinstance(seat, int) and 0 <= seat < len(names) and is_you(names[seat])


def say(text: Phrase, names: Sequence[str]) -> str:
    """The Phrase's translation with its fields said (no codes taken out: see :func:`render`)."""
    note = text.note or None
    n = text.fields.get("n") if "%n" in text.template else None
    untranslated = (text.template, text.template.replace("%n", str(n)))
    words = text.template
    if subject_is_you(text, names):
        words = tr(text.template, n=n, note=YOU_NOTE)
    if words in untranslated:
        words = tr(text.template, n=n, note=note)
    fields = {key: field(key, value, names) for key, value in text.fields.items() if key != "n"}
    try:
        return words.format(**fields) if fields else words
    except (KeyError, IndexError, ValueError):  # a translation with a field it has not: say the English
        return str(text)


def field(key: str, value: Any, names: Sequence[str]) -> str:
    """One field of a Phrase in the window's language."""
    if isinstance(value, Phrase):
        return say(value, names)
    if key.startswith("seat") and isinstance(value, int) and not isinstance(value, bool):
        return names[value] if 0 <= value < len(names) else str(value)
    if isinstance(value, Card):
        return card_words(value)
    if isinstance(value, CardName):
        return card_words(value.card)
    if isinstance(value, Cards):
        return ", ".join(card_words(c) for c in value)
    if isinstance(value, str) and len(value) == 1 and value in "CDHS":
        return suit_name(value)
    if key == "trump" and value == "NT":
        return said_word(value)
    return action_said(str(value))


__all__ = ["YOU_NOTE", "name_seats", "render", "say", "subject_is_you"]
