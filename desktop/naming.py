"""Players named in the window's words, for a person who may be one of them (issue 25).

The engines write seats by number and in the third person ("seat 0 chooses a game", "0: discards
a card"); the window puts the players' names in. The start screen names the person "You", and
"You chooses", "You's Jack of Hearts", "You is drawn" are not English: :func:`second_person` puts
each sentence about a player named You in the second person ("You choose a game", "Your Jack
of Hearts", "You are drawn"), and "you" inside a sentence ("the trick goes to you"). The words of
a player with any other name are left as they are. Qt-free.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from games.cards import CardSyntaxError, parse_card

YOU = "You"

# The third person singular of the verbs the engines use, where the plain rule does not hold.
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
# "You", "You's", and the word after it.
_YOU = re.compile(r"\bYou(?P<poss>'s)?\b(?P<next> \w+)?")
# A sentence starts at the beginning, or after a stop, colon, semicolon, or an opening bracket.
_STARTS = re.compile(r"(?:^\s*|[.:;!?(]\s*|\n\s*)$")


def verb_plain(word: str) -> str:
    """``chooses`` -> ``choose``, ``wins`` -> ``win``, ``passes`` -> ``pass``, ``carries`` ->
    ``carry``, ``is`` -> ``are``; a word that is no third-person verb is left as it is."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if not word.isalpha() or not word.islower() or len(word) < 3 or not word.endswith("s") or word.endswith("ss"):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return word[:-2]
    return word[:-1]


def second_person(text: str) -> str:
    """``text`` with each mention of a player named You in the second person: capital and with
    its verb made plain at the start of a sentence ("You choose"), "you" inside one."""

    def fix(m: re.Match[str]) -> str:
        start = bool(_STARTS.search(text[: m.start()]))
        after = m.group("next") or ""
        if m.group("poss"):
            return ("Your" if start else "your") + after
        if not start:
            return "you" + after
        return "You" + (" " + verb_plain(after[1:]) if after else "")

    return _YOU.sub(fix, text)


def naming(text: str, names: Sequence[str]) -> str:
    """``text`` (names already put in) for people: the second person when a player is named You."""
    return second_person(text) if YOU in names else text


def possessive(name: str) -> str:
    """``Ann's``; ``Your`` for a player named You."""
    return "Your" if name == YOU else f"{name}'s"


_RANK_WORDS = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}
_SUIT_WORDS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
_JOKER_WORDS = {"RJ": "red Joker", "BJ": "black Joker", "JK": "Joker"}


def card_words(card: object) -> str:
    """A card as people say it: ``9H`` -> ``9 of Hearts``, ``QS`` -> ``Queen of Spades``, ``JK``
    -> ``Joker``; a card's text (a record's ``"9H"``) too."""
    if isinstance(card, str):
        try:
            return card_words(parse_card(card))
        except CardSyntaxError:
            return card
    text = str(card)
    if text in _JOKER_WORDS:
        return _JOKER_WORDS[text]
    rank, suit = getattr(card, "rank", None), getattr(card, "suit", None)
    if not isinstance(rank, int) or suit not in _SUIT_WORDS:
        return text
    return f"{_RANK_WORDS.get(rank, str(rank))} of {_SUIT_WORDS[suit]}"


SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
# Words of the engines' actions as a player reads them (King's contracts: "misere" -> "Misère").
WORD_NAMES = {"misere": "Misère", "award": "Award game"}


def word_name(word: str) -> str:
    """A word of an action for people: ``no-last-two`` -> ``No Last Two``, ``misere`` -> ``Misère``."""
    if word in WORD_NAMES:
        return WORD_NAMES[word]
    if "-" in word and word.replace("-", "").isalpha() and word.islower():
        return " ".join(part.capitalize() for part in word.split("-"))
    return word


# A card's text standing alone ("8D", "TS"), not inside a word or a ruling's code ("D-king-2").
_CARD_TEXT = re.compile(r"(?<![\w-])([2-9TJQKA])([CDHS])(?![\w-])")
_JOKER_TEXT = re.compile(r"(?<![\w-])(JK|RJ|BJ)(?![\w-])")
_STATE = re.compile(r"\bstate (\d+) (NT|[CDHS])\b")  # Freelance's statement
_CHOOSE_AWARD = re.compile(r"\bchoose (award|misere)(?: ([CDHS]))?\b")  # King's award games
_CHOOSE_GAME = re.compile(r"\bchoose ([a-z]+(?:-[a-z]+)+)\b")  # King's penalty games


def card_short(text: str) -> str:
    """A card's text as the table prints it: ``TS`` -> ``10♠``, ``QH`` -> ``Q♥``; others unchanged."""
    m = _CARD_TEXT.fullmatch(text)
    if m is None:
        return text
    return ("10" if m.group(1) == "T" else m.group(1)) + SUIT_SYMBOLS[m.group(2)]


def action_words(text: str) -> str:
    """An engine's action or log words as the table shows them (issue 25): cards as ``10♠``,
    ``state 2 H`` -> ``state 2 in Hearts``, ``choose no-last-two`` -> ``choose No Last Two``,
    ``choose misere S`` -> ``choose Misère with Spades trumps``. Transcripts keep the engine's
    text; this is only what a person reads."""

    def state(m: re.Match[str]) -> str:
        trump = "no trump" if m.group(2) == "NT" else f"in {_SUIT_WORDS[m.group(2)]}"
        return f"state {m.group(1)} {trump}"

    def award(m: re.Match[str]) -> str:
        trumps = f" with {_SUIT_WORDS[m.group(2)]} trumps" if m.group(2) else ""
        return f"choose {word_name(m.group(1))}{trumps}"

    out = _STATE.sub(state, text)
    out = _CHOOSE_AWARD.sub(award, out)
    out = _CHOOSE_GAME.sub(lambda m: f"choose {word_name(m.group(1))}", out)
    out = _CARD_TEXT.sub(lambda m: card_short(m.group(0)), out)
    return _JOKER_TEXT.sub(lambda m: _JOKER_WORDS[m.group(1)], out)


# Our rulings' codes ("D-king-2", "D-clubs-8/9", "D-king-6 SK") inside an engine's reason.
_CODE = re.compile(r"^D-[a-z]+-\d+(?:/\d+)?(?:\s+[A-Z]{2})?$")
_BRACKET = re.compile(r"\s*\(([^()]*\bD-[a-z]+-\d+[^()]*)\)")


def without_codes(text: str) -> str:
    """An engine's reason without our rulings' codes, which mean nothing to a player: "(¶27,
    D-clubs-2)" -> "(¶27)", "(Calling, D-kalooki-5)" -> "(Calling)", "(the text; D-king-2)" and
    "(D-king-8)" -> nothing. The rules' own words and paragraph numbers stay."""

    def fix(m: re.Match[str]) -> str:
        parts = [p.strip() for p in re.split(r"[,;]", m.group(1))]
        kept = [p for p in parts if p and not _CODE.match(p) and p != "the text"]
        return f" ({', '.join(kept)})" if kept else ""

    return _BRACKET.sub(fix, text)


__all__ = [
    "YOU",
    "action_words",
    "card_short",
    "card_words",
    "naming",
    "possessive",
    "second_person",
    "verb_plain",
    "without_codes",
]
