"""Which legal actions the table makes by moving cards, and the engines' words made the table's (Qt-free)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from games.actions import Action

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


def meld_ref(zone: str) -> str | None:
    """``melds2.1`` -> ``2.1``, the reference actions use for that meld."""
    if zone.startswith("melds") and "." in zone:
        return zone[len("melds") :]
    return None
