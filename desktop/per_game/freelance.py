"""Freelance at the table: the deal piles side by side, and the sheet of rules 38, 49 and 50."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor

from games.core import View

from .look import Column, GameLook, HandStory, Record, ZoneRule, at, listing, name_of, plural, standing, suit_text


def _freelance(view: View, names: Sequence[str]) -> list[Column]:
    """Rules 38 and 49-50: the attacker alone scores, + or - the contract's number."""
    name = name_of(names)
    cols = [
        Column("hand", "Hand", lambda r: r["hand"]),
        Column(
            "kind",
            "Round",
            lambda r: r["kind"],
            numeric=False,
            show=lambda k: "sudden death" if k == "sudden-death" else "round-robin",
            tip="Hands 1-6 are round-robin; after that an attacker with the strictly highest score wins (rule 50)",
        ),
        Column("dealer", "Dealer", lambda r: r["dealer"], numeric=False, show=name),
        Column("contract", "Contract", lambda r: r["contract"], numeric=False, show=suit_text),
        Column("attacker", "Attacker", lambda r: r["attacker"], numeric=False, show=name),
        Column(
            "attacker_tricks",
            "Took",
            lambda r: None if r["contract"] is None else r["attacker_tricks"],
            tip="Tricks the attacker took",
        ),
        Column(
            "delta",
            "Change",
            lambda r: None if r["contract"] is None else r["delta"],
            signed=True,
            tip="The attacker's score change: + the contract if made, - if lost (rule 49)",
        ),
    ]
    for s in range(view.players):
        cols += [
            Column(f"tricks{s}", "Tricks", at("tricks", s), seat=s),
            Column(f"tokens{s}", "Tokens", at("tokens", s), seat=s, tip="Tokens left after the hand"),
            Column(f"score{s}", "Score", at("scores", s), seat=s, running=True, tip="Running score (rule 49)"),
        ]
    return cols


def _tint(rec: Record, column: Column) -> QColor | None:
    """Sudden-death hands (rule 50) are shaded in the hand's own columns."""
    if rec.get("kind") == "sudden-death" and column.seat is None:
        return QColor(255, 243, 214)
    return None


def _tally(view: View, seat: int, hide_scores: bool) -> str:
    return f"{view.scores[seat]:+d} points, {standing(view, seat)}"


_TRUMPS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A hand of Freelance in words: the contract won in the declaration (rule 38), the
    attacker's tricks and the score change (rule 49), a sudden-death hand (rule 50)."""
    tokens = [f"{names[s]} {t}" for s, t in enumerate(r["tokens"])]
    if r["contract"] is None:
        lines = ["Everybody passed: the declaration is forfeited and the hand ends without a campaign (rule 38)."]
        return HandStory(lines, [plural(t, "token") for t in r["tokens"]], [f"Tokens left: {listing(tokens)}."])
    number, trump = str(r["contract"]).split()
    trumps = "no trump" if trump == "NT" else f"{_TRUMPS.get(trump, trump)} trumps"
    attacker, took = names[r["attacker"]], r["attacker_tricks"]
    made = r["delta"] > 0
    lines = [
        f"{attacker} won the declaration: a contract of {number} with {trumps}.",
        f"{attacker} took {plural(took, 'trick')}, "
        + (f"at least {number}: the contract is made." if made else f"fewer than {number}: the contract is lost."),
    ]
    if r["kind"] == "sudden-death":
        lines.append("A sudden-death hand: an attacker with the strictly highest score now wins (rule 50).")
    scored = [f"{attacker} {'gains' if made else 'loses'} {number} points (rule 49); nobody else scores."]
    notes = [plural(t, "trick") + (", attacker" if s == r["attacker"] else "") for s, t in enumerate(r["tricks"])]
    return HandStory(lines, notes, scored)


LOOK = GameLook(
    columns=_freelance,
    zones={
        "freelance_deck": ZoneRule("pile", "stack", top_first=True, at=(-0.8, -1.45), label="freelance deck {n}"),
        "discard": ZoneRule("pile", "spread", top_first=True, at=(0.8, -1.45), label="discard {n}", verbs=("swap",)),
    },
    tint=_tint,
    tally=_tally,
    story=_story,
)
