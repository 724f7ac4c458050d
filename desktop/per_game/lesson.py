"""What the first hand that teaches says (issue 23), the part common to every game: a lesson and
the rules it cites, the words of trick play (who leads, following suit, none of the suit led) and
:class:`Teaching`, what a game's module (``desktop/per_game/<id>.py``) declares of its lesson as
``GameLook.teaching``: its deal, the decision in front of the person explained from the phase and
the legal moves (never from a fixed script, so a move of the person's own leads to sensible words
too), the computer players' notable moves, and where its text says the score.

Each lesson cites the rules it rests on (:class:`Cite`): a numbered rule of the game's text in
docs/rules/<game>.txt (1..50, or 2b, 2c), a heading of that text where it has no numbers, or our
numbered ruling D-<game>-<n> in docs/rules/DECISIONS.md."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games.actions import Action
from games.core import View

from ..i18n import tr


@dataclass(frozen=True)
class Cite:
    """A place in the rules: ``kind`` "rule" (a number of the text), "section" (a heading of the
    text, verbatim) or "ruling" (D-<game>-<n> of DECISIONS.md)."""

    kind: str
    ref: str

    def words(self) -> str:
        if self.kind == "rule":
            return tr("Rule {n}").format(n=self.ref)
        if self.kind == "ruling":
            return tr("ruling {code}").format(code=self.ref)
        return tr("rules, “{heading}”").format(heading=self.ref)


@dataclass(frozen=True)
class Lesson:
    text: str
    cites: tuple[Cite, ...] = ()

    def cited(self) -> str:
        """The text with its rules in brackets after it."""
        if not self.cites:
            return self.text
        return f"{self.text} ({', '.join(c.words() for c in self.cites)})"


def rules(*refs: str) -> tuple[Cite, ...]:
    return tuple(Cite("rule", r) for r in refs)


def ruling(*codes: str) -> tuple[Cite, ...]:
    return tuple(Cite("ruling", c) for c in codes)


def section(heading: str) -> tuple[Cite, ...]:
    return (Cite("section", heading),)


SUIT_WORDS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


# -- trick play, shared: who leads, following suit, none of the suit led ----------------------------


@dataclass(frozen=True)
class TrickCites:
    lead: tuple[Cite, ...]
    follow: tuple[Cite, ...]
    off_suit: tuple[Cite, ...]
    # the text that obliges a player with none of the suit led to play a trump, where one does
    must_trump: tuple[Cite, ...] = ()


JOKERS = ("R", "B")  # a joker's suit letter (where jokers follow the suits of their colour)


def trick_lesson(view: View, legal: Sequence[Action], cites: TrickCites, trumps: str = "") -> Lesson:
    """A card to play: leading, following suit (the legal cards all of the suit led, or jokers), or
    free (``trumps``: the trump suit's letter, if any; "NT" or "" for none)."""
    played = [c for c in view.zones.get("trick", ()) if c is not None]
    cards = [a.card for a in legal if a.card is not None]
    if not played:
        return Lesson(tr("You lead this trick: any card may start it."), cites.lead)
    led = played[0].suit
    if cards and all(c.suit == led or c.suit in JOKERS for c in cards):
        return Lesson(tr("You must follow suit when you can: only cards of the suit led may be played."), cites.follow)
    symbol = SUIT_WORDS.get(trumps, "")
    if symbol and cites.must_trump:
        if cards and all(c.suit == trumps for c in cards):
            return Lesson(
                tr("You have none of the suit led but a trump: you must play a trump ({suit}).").format(suit=symbol),
                cites.must_trump,
            )
        return Lesson(
            tr("You have neither the suit led nor a trump ({suit}): play any card (a renounce).").format(suit=symbol),
            cites.off_suit,
        )
    if symbol:
        return Lesson(
            tr("You have none of the suit led: play any card. A trump ({suit}) would win the trick.").format(
                suit=symbol
            ),
            cites.off_suit,
        )
    return Lesson(tr("You have none of the suit led: any card may be played, but it cannot win."), cites.off_suit)


def verbs(legal: Sequence[Action]) -> set[str]:
    return {a.verb for a in legal}


# -- what a game declares ----------------------------------------------------------------------------

Decide = Callable[[View, Sequence[Action]], Lesson]
# A computer player's move worth a word: its words ("{move}": the move in words, "{n}": a bid's
# number) and the rules they rest on; None for a move that says nothing new.
Notable = Callable[[Action], "tuple[str, tuple[Cite, ...]] | None"]


@dataclass(frozen=True)
class Teaching:
    """A game's first hand that teaches: ``seed``, its deal (the match's seed, chosen with
    scripts/tutorial_seeds.py for what the hand shows when the good moves are taken);
    ``decision``, the person's decision explained; ``notable``, a computer player's move worth a
    word; ``score_cites``, where the game's text says the score of a hand."""

    seed: int
    decision: Decide
    notable: Notable
    score_cites: tuple[Cite, ...]

    def note(self, who: str, action: Action, said: str) -> Lesson | None:
        """A computer player's move worth a word (``said``: the move in words), else None."""
        found = self.notable(action)
        if found is None:
            return None
        text, cites = found
        number = action.number if action.verb == "bid" and action.card is None else None
        return Lesson(f"{who} " + text.format(move=said, n=number if number is not None else said), cites)
