"""Freelance at the table: the deal piles side by side, and the sheet of rules 38, 49 and 50."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor

from games.core import View

from .look import Column, GameLook, Record, ZoneRule, at, name_of, standing, suit_text


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


LOOK = GameLook(
    columns=_freelance,
    zones={
        "freelance_deck": ZoneRule("pile", "stack", top_first=True, at=(-0.8, -1.45), label="freelance deck {n}"),
        "discard": ZoneRule("pile", "spread", top_first=True, at=(0.8, -1.45), label="discard {n}", verbs=("swap",)),
    },
    tint=_tint,
    tally=_tally,
)
