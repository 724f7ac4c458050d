"""Which legal actions the table makes by moving cards, and the engines' words made the table's (Qt-free)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from games.actions import Action

from ..i18n import tr, tr_noop
from ..naming import action_words, naming

# Verbs whose argument cards are chosen by selecting several cards then pressing a button.
MULTI_CARD_VERBS = frozenset({"meld"})


_SEAT_WORD = re.compile(r"\bseat (\d+)\b")


def name_seats(text: str, names: Sequence[str]) -> str:
    """The engines name seats by number ("contract 7 H, attacker seat 0"): say the players' names,
    and the cards as the table prints them ("last bid TS" -> "last bid 10♠")."""
    text = action_words(text)
    named = _SEAT_WORD.sub(lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m.group(0), text)
    return naming(named, names)


# Verbs naming one card that are choices, not card moves: shown as buttons (Clubs' bid cards).
BUTTON_CARD_VERBS = frozenset({"bid"})


def card_actions(legal: Sequence[Action]) -> list[Action]:
    """The legal actions made by moving one card (play, discard, give, bury, swap, tack, ...)."""
    return [a for a in legal if len(a.cards) == 1 and a.verb not in MULTI_CARD_VERBS | BUTTON_CARD_VERBS]


# What is done with a card, as the hint line and the table's targets say it ("to bury it",
# "discard here"): the verb alone, in the form "to ..." takes (Russian: the infinitive).
VERB_WORDS = {
    "play": tr_noop("play", note="to do with a card: to bury it"),
    "discard": tr_noop("discard", note="to do with a card: to bury it"),
    "give": tr_noop("give", note="to do with a card: to bury it"),
    "bury": tr_noop("bury", note="to do with a card: to bury it"),
    "swap": tr_noop("swap", note="to do with a card: to bury it"),
    "tack": tr_noop("tack", note="to do with a card: to bury it"),
}


def verb_word(verb: str) -> str:
    """``bury``, in the window's language (the form "to bury it" takes)."""
    return tr(VERB_WORDS[verb], note="to do with a card: to bury it") if verb in VERB_WORDS else verb


def or_words(items: Iterable[str]) -> str:
    """``discard or swap``: ``items`` as a choice in words."""
    said = list(items)
    out = said[0] if said else ""
    for item in said[1:]:
        out = tr("{first} or {second}").format(first=out, second=item)
    return out


def discard_pile() -> str:
    """ "the discard pile", where a card goes."""
    return tr("the discard pile", note="where to: drag a card to ...")


def meld_ref(zone: str) -> str | None:
    """``melds2.1`` -> ``2.1``, the reference actions use for that meld."""
    if zone.startswith("melds") and "." in zone:
        return zone[len("melds") :]
    return None
