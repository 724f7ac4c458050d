"""Players named in the window's words, for a person who may be one of them (issue 25).

The engines write seats by number and in the third person ("seat 0 chooses a game", "0: discards
a card"); the window puts the players' names in. The start screen names the person "You", and
"You chooses", "You's Jack of Hearts", "You is drawn" are not English: :func:`second_person` puts
each sentence about a player named You in the second person ("You choose a game", "Your Jack
of Hearts", "You are drawn"), and "you" inside a sentence ("the trick goes to you"). The words of
a player with any other name are left as they are. That is English grammar: with a translation
installed (issue 24) the window's sentences come in two forms instead, one for the person ("Вы
берёте взятку") and one for any other name, chosen with :func:`is_you`. Qt-free (without a Qt
application :func:`desktop.i18n.tr` gives the English).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from games.cards import CardSyntaxError, parse_card

from .i18n import tr, tr_noop

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


def english() -> bool:
    """The window speaks English (no translation installed): only then is the second person
    made by rule (:func:`second_person`)."""
    return tr("You") == YOU


def is_you(name: str) -> bool:
    """``name`` is the person at the screen: "You", or its translation ("Вы")."""
    return name == YOU or name == tr("You")


def inside(name: str) -> str:
    """A player's name inside a sentence ("Ann and you", "teamed with you"): ``you`` for the person
    (Russian "вы", lower-case), any other name as it is."""
    return tr("you") if is_you(name) else name


def naming(text: str, names: Sequence[str]) -> str:
    """``text`` (names already put in) for people: the second person when a player is named You
    (English only: a translation's sentences have their own forms for the person)."""
    return second_person(text) if YOU in names and english() else text


def possessive(name: str) -> str:
    """``Ann's``; ``Your`` for a player named You (English: a translation says the whole phrase)."""
    return "Your" if name == YOU else f"{name}'s"


_RANK_WORDS = {
    2: tr_noop("2", note="a card's rank"),
    3: tr_noop("3", note="a card's rank"),
    4: tr_noop("4", note="a card's rank"),
    5: tr_noop("5", note="a card's rank"),
    6: tr_noop("6", note="a card's rank"),
    7: tr_noop("7", note="a card's rank"),
    8: tr_noop("8", note="a card's rank"),
    9: tr_noop("9", note="a card's rank"),
    10: tr_noop("10", note="a card's rank"),
    11: tr_noop("Jack", note="a card's rank"),
    12: tr_noop("Queen", note="a card's rank"),
    13: tr_noop("King", note="a card's rank"),
    14: tr_noop("Ace", note="a card's rank"),
}
# The suits as a card's name says them ("Queen of Hearts": Russian "Дама червей", the genitive).
_SUIT_OF = {
    "C": tr_noop("Clubs", note="in a card's name: Queen of Clubs"),
    "D": tr_noop("Diamonds", note="in a card's name: Queen of Diamonds"),
    "H": tr_noop("Hearts", note="in a card's name: Queen of Hearts"),
    "S": tr_noop("Spades", note="in a card's name: Queen of Spades"),
}
_SUIT_WORDS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
# The suits named alone ("trumps Hearts", "most Diamonds").
SUIT_NAMES = {
    "C": tr_noop("Clubs", note="a suit"),
    "D": tr_noop("Diamonds", note="a suit"),
    "H": tr_noop("Hearts", note="a suit"),
    "S": tr_noop("Spades", note="a suit"),
}
_JOKER_WORDS = {"RJ": "red Joker", "BJ": "black Joker", "JK": "Joker"}
_JOKER_NAMES = {"RJ": tr_noop("red Joker"), "BJ": tr_noop("black Joker"), "JK": tr_noop("Joker")}


def suit_name(suit: str) -> str:
    """``H`` -> ``Hearts``, in the window's language."""
    return tr(SUIT_NAMES[suit], note="a suit") if suit in SUIT_NAMES else suit


def card_words(card: object) -> str:
    """A card as people say it: ``9H`` -> ``9 of Hearts``, ``QS`` -> ``Queen of Spades``, ``JK``
    -> ``Joker``; a card's text (a record's ``"9H"``) too. The whole name is one translation
    ("{rank} of {suit}": "Дама червей", "Десятка пик")."""
    if isinstance(card, str):
        try:
            return card_words(parse_card(card))
        except CardSyntaxError:
            return card
    text = str(card)
    if text in _JOKER_NAMES:
        return tr(_JOKER_NAMES[text])
    rank, suit = getattr(card, "rank", None), getattr(card, "suit", None)
    if not isinstance(rank, int) or suit not in _SUIT_OF or rank not in _RANK_WORDS:
        return text
    rank_word = tr(_RANK_WORDS[rank], note="a card's rank")
    suit_word = tr(_SUIT_OF[suit], note=f"in a card's name: Queen of {_SUIT_WORDS[suit]}")
    return tr("{rank} of {suit}").format(rank=rank_word, suit=suit_word)


SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
# Words of the engines' actions as a player reads them (King's contracts: "misere" -> "Misère").
WORD_NAMES = {
    "misere": tr_noop("Misère"),
    "award": tr_noop("Award game"),
    "no-tricks": tr_noop("No Tricks"),
    "no-hearts": tr_noop("No Hearts"),
    "no-jacks": tr_noop("No Jacks"),
    "no-queens": tr_noop("No Queens"),
    "no-last-two": tr_noop("No Last Two"),
    "no-king": tr_noop("No King"),
    "high": tr_noop("high", note="a way to play"),
    "low": tr_noop("low", note="a way to play"),
}
_WORD_NOTES = {"high": "a way to play", "low": "a way to play"}


def word_name(word: str) -> str:
    """A word of an action for people: ``no-last-two`` -> ``No Last Two``, ``misere`` -> ``Misère``."""
    if word in WORD_NAMES:
        return tr(WORD_NAMES[word], note=_WORD_NOTES.get(word))
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


# The verbs of what a player says (a bid, a call), as the table's speech bubbles show them.
_SAID_VERBS = {
    "bid": tr_noop("bid", note="said by a player, in a bubble"),
    "pass": tr_noop("pass", note="said by a player, in a bubble"),
    "state": tr_noop("state", note="said by a player, in a bubble"),
    "choose": tr_noop("choose", note="said by a player, in a bubble"),
    "declare": tr_noop("declare", note="said by a player, in a bubble"),
    "call": tr_noop("call", note="said by a player, in a bubble"),
    "allow": tr_noop("allow", note="said by a player, in a bubble"),
    "refuse": tr_noop("refuse", note="said by a player, in a bubble"),
    "decline": tr_noop("decline", note="said by a player, in a bubble"),
    "down": tr_noop("down", note="said by a player, in a bubble"),
    "take": tr_noop("take back", note="said by a player, in a bubble"),
    "draw": tr_noop("draw", note="said by a player, in a bubble"),
    "swap": tr_noop("swap", note="said by a player, in a bubble"),
}


def said_words(text: str) -> str:
    """What a player said (an action's text) as the table's bubble shows it: in English
    :func:`action_words` (``bid 10♠``, ``choose No Last Two``); with a translation installed the
    verb and its words translated, cards as ``10♠``."""
    if english():
        return action_words(text)
    words = text.split()
    if not words:
        return text
    verb = tr(_SAID_VERBS[words[0]], note="said by a player, in a bubble") if words[0] in _SAID_VERBS else words[0]
    rest = words[2:] if words[:2] == ["take", "back"] else words[1:]
    return " ".join([verb, *map(said_word, rest)])


def said_word(w: str) -> str:
    """One word of an action in the window's language: a card as ``10♠``, a suit or a game by
    name, ``NT`` as no trump; a number or a meld's reference as it is."""
    if w == "NT":
        return tr("no trump")
    if w in SUIT_NAMES:
        return suit_name(w)
    if _CARD_TEXT.fullmatch(w):
        return card_short(w)
    if w in _JOKER_NAMES:
        return tr(_JOKER_NAMES[w])
    return word_name(w)


def said_text(text: str) -> str:
    """Words of an action, each :func:`said_word`, the commas between melds kept."""
    out = []
    for token in text.split(" "):
        core = token.rstrip(",")
        out.append(said_word(core) + token[len(core) :])
    return " ".join(out)


# The verbs of an action named inside a sentence ("you may not «play 7♣» now").
ACTION_VERBS = {
    "play": tr_noop("play", note="an action named in a sentence"),
    "bid": tr_noop("bid", note="an action named in a sentence"),
    "pass": tr_noop("pass", note="an action named in a sentence"),
    "discard": tr_noop("discard", note="an action named in a sentence"),
    "give": tr_noop("give", note="an action named in a sentence"),
    "bury": tr_noop("bury", note="an action named in a sentence"),
    "swap": tr_noop("swap", note="an action named in a sentence"),
    "tack": tr_noop("tack", note="an action named in a sentence"),
    "meld": tr_noop("meld", note="an action named in a sentence"),
    "state": tr_noop("state", note="an action named in a sentence"),
    "choose": tr_noop("choose", note="an action named in a sentence"),
    "declare": tr_noop("declare", note="an action named in a sentence"),
    "draw": tr_noop("draw", note="an action named in a sentence"),
    "call": tr_noop("call", note="an action named in a sentence"),
    "allow": tr_noop("allow", note="an action named in a sentence"),
    "refuse": tr_noop("refuse", note="an action named in a sentence"),
    "decline": tr_noop("decline", note="an action named in a sentence"),
    "down": tr_noop("down", note="an action named in a sentence"),
}


# Whole actions whose words are no card, suit nor game: said as one phrase (Kalooki's draws).
ACTION_PHRASES = {
    "draw stock": tr_noop("draw from the stock", note="an action named in a sentence"),
    "draw discard": tr_noop("take the discard", note="an action named in a sentence"),
}


def action_said(text: str) -> str:
    """An engine's action text inside a sentence as people read it: in English
    :func:`action_words` (``play 7♣``), else the verb translated and the words said."""
    verb, _, rest = text.partition(" ")
    if english() or verb not in ACTION_VERBS:
        return action_words(text)
    if text in ACTION_PHRASES:
        return tr(ACTION_PHRASES[text], note="an action named in a sentence")
    said = tr(ACTION_VERBS[verb], note="an action named in a sentence")
    return f"{said} {said_text(rest)}" if rest else said


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
    "ACTION_VERBS",
    "YOU",
    "action_said",
    "action_words",
    "card_short",
    "card_words",
    "english",
    "is_you",
    "naming",
    "possessive",
    "said_text",
    "said_word",
    "said_words",
    "second_person",
    "suit_name",
    "verb_plain",
    "without_codes",
]
