"""Actions: small immutable values with one canonical text form.

An action is a verb and its arguments (cards, numbers, words). ``str(action)`` is the text used
in transcripts, and each game's ``parse_action`` is its inverse, driven by a grammar that maps
each verb to the argument shapes it accepts.

>>> a = parse_with({"play": [("card",)]}, "play QH")
>>> a, str(a), a.cards
(Action(verb='play', args=(Card(rank=12, suit='H'),)), 'play QH', (Card(rank=12, suit='H'),))
>>> str(parse_with({"state": [("int", "trump")]}, "state 9 NT"))
'state 9 NT'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from .cards import Card, CardSyntaxError, parse_card
from .errors import ActionSyntaxError

Arg = Card | int | str


class Action(NamedTuple):
    """``verb`` and ``args``; the text form joins them with single spaces."""

    verb: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.verb
        return self.verb + " " + " ".join(str(a) for a in self.args)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards this action names, in order (empty for bids, passes, ...)."""
        return tuple(a for a in self.args if isinstance(a, Card))

    @property
    def number(self) -> int:
        """The first whole-number argument (a bid, a statement's number); ValueError when none."""
        n = self.number_or_none
        if n is None:
            raise ValueError(f"{self} has no number")
        return n

    @property
    def number_or_none(self) -> int | None:
        """The first whole-number argument, or None when there is none (a pass, a card played).

        >>> Action("bid", (3,)).number_or_none, PASS.number_or_none
        (3, None)
        """
        for a in self.args:
            if isinstance(a, int) and not isinstance(a, Card):
                return a
        return None

    @property
    def words(self) -> tuple[str, ...]:
        """The word arguments (``high``, ``NT``, ``2.1``), in order."""
        return tuple(a for a in self.args if isinstance(a, str))

    @property
    def card(self) -> Card | None:
        """The first card named, if any."""
        for a in self.args:
            if isinstance(a, Card):
                return a
        return None


def play(c: Card) -> Action:
    return Action("play", (c,))


PASS = Action("pass")

# Argument shapes: "card", "cards" (one or more, must be last), "int", "suit" (C D H S),
# "trump" (C D H S NT), "ref" (seat.meld, kept as text), or "a|b|c" (one of these words).
Pattern = Sequence[str]
Grammar = Mapping[str, Sequence[Pattern]]


def _parse_arg(kind: str, token: str) -> Arg:
    if kind == "card":
        return parse_card(token)
    if kind == "int":
        if not token.lstrip("-").isdigit() or len(token) > 6:
            raise ActionSyntaxError(f"expected a number, got {token!r}")
        return int(token)
    if kind == "suit":
        if token.upper() not in ("C", "D", "H", "S"):
            raise ActionSyntaxError(f"expected a suit C D H S, got {token!r}")
        return token.upper()
    if kind == "trump":
        if token.upper() not in ("C", "D", "H", "S", "NT"):
            raise ActionSyntaxError(f"expected a trump C D H S or NT, got {token!r}")
        return token.upper()
    if kind == "ref":
        parts = token.split(".")
        if len(parts) != 2 or not all(p.isdigit() and len(p) < 4 for p in parts):
            raise ActionSyntaxError(f"expected a meld reference seat.meld like 2.1, got {token!r}")
        return token
    words = kind.split("|")
    if token.lower() not in words:
        raise ActionSyntaxError(f"expected one of {', '.join(words)}, got {token!r}")
    return token.lower()


def _match(pattern: Pattern, tokens: list[str]) -> tuple[Arg, ...]:
    args: list[Arg] = []
    if pattern and pattern[-1] == "cards":
        fixed, rest = list(pattern[:-1]), True
    else:
        fixed, rest = list(pattern), False
    if rest:
        if len(tokens) < len(fixed) + 1:
            raise ActionSyntaxError("too few words")
        for kind, tok in zip(fixed, tokens, strict=False):
            args.append(_parse_arg(kind, tok))
        args.extend(parse_card(t) for t in tokens[len(fixed) :])
        return tuple(args)
    if len(tokens) != len(fixed):
        raise ActionSyntaxError(f"expected {len(fixed)} word(s) after the verb, got {len(tokens)}")
    return tuple(_parse_arg(kind, tok) for kind, tok in zip(fixed, tokens, strict=False))


def parse_with(grammar: Grammar, text: object) -> Action:
    """Parse ``text`` with ``grammar`` (verb -> list of argument patterns); raise ActionSyntaxError."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is a text, got {type(text).__name__}")
    tokens = text.split()
    if not tokens:
        raise ActionSyntaxError("empty action text")
    verb = tokens[0].lower()
    patterns = grammar.get(verb)
    if patterns is None:
        raise ActionSyntaxError(f"unknown verb {tokens[0]!r}: this game knows {', '.join(sorted(grammar))}")
    errors: list[str] = []
    for pattern in patterns:
        try:
            return Action(verb, _match(pattern, tokens[1:]))
        except (ActionSyntaxError, CardSyntaxError) as exc:
            errors.append(str(exc))
    raise ActionSyntaxError(f"bad action {text!r}: {errors[-1] if errors else 'no pattern'}")
