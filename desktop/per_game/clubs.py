"""Clubs at the table: the treasure chest and the pile set aside, and the sheet of the scoring section."""

from __future__ import annotations

from collections.abc import Sequence

from games.core import View

from .look import Column, GameLook, ZoneRule, at, name_of, tip


def _clubs(view: View, names: Sequence[str]) -> list[Column]:
    """The scoring section of clubs.txt and D-clubs-9: the parts that make each hand total."""
    name = name_of(names)
    cols = [
        Column("hand", "Hand", lambda r: r["hand"]),
        Column("dealer", "Dealer", lambda r: r["dealer"], numeric=False, show=name),
        Column("winner", "Auction", lambda r: r["winner"], numeric=False, show=name, tip="The auction winner"),
        Column(
            "partner",
            "Partner",
            lambda r: r["partner"],
            numeric=False,
            show=name,
            tip="The Joker's partner: the team must take every trick (D-clubs-4, D-clubs-8)",
        ),
        Column("contract", "Contract", lambda r: r["contract"], numeric=False),
        Column("made", "Made", lambda r: r["made"], numeric=False, show=lambda m: "yes" if m else "no"),
    ]
    for s in range(view.players):
        cols += [
            Column(
                f"tricks{s}",
                "Tricks",
                at("tricks", s),
                seat=s,
                tip="Tricks won, 10 points each",
                tip_of=tip(lambda r, s: f"{r['tricks'][s]} tricks: {r['trick_points'][s]:+d} points", s),
            ),
            Column(
                f"contract_penalty{s}",
                "Contract",
                at("contract_penalty", s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip="-50 for a contract not made",
            ),
            Column(
                f"diamonds_bonus{s}",
                "♦",
                at("diamonds_bonus", s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip="Most diamonds: +20 (+10 each on a tie)",
                tip_of=tip(lambda r, s: f"{r['diamonds'][s]} diamonds collected", s),
            ),
            Column(f"ace_of_hearts{s}", "A♥", at("ace_of_hearts", s), seat=s, signed=True, blank_zero=True),
            Column(
                f"no_spades{s}",
                "No ♠",
                at("no_spades", s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip="+5 for no spades",
            ),
            Column(f"total{s}", "Hand", at("total", s), seat=s, signed=True, tip="The hand's total"),
            Column(f"score{s}", "Total", at("scores", s), seat=s, running=True, tip="Running total"),
        ]
    return cols


LOOK = GameLook(
    columns=_clubs,
    zones={
        "treasure_chest": ZoneRule("pile", "row", top_first=True, at=(0.0, -1.25), label="treasure chest"),
        "bids{s}": ZoneRule("side", "row", label="bids"),
        "out": ZoneRule("pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label="out {n}"),
        "discard": ZoneRule("pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label="discarded {n}"),
    },
)
