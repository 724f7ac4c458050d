"""Two Way Street at the table: the deck of buried cards, and the sheet of D-tws-3, D-tws-5 and the duel."""

from __future__ import annotations

from collections.abc import Sequence

from games.core import View

from .look import Column, GameLook, ZoneRule, at, name_of

# The sheet's HD / LD / HF / LF marks (D-tws-3) in words.
WAYS = {"HD": "high", "LD": "low", "HF": "high, forced", "LF": "low, forced"}


def _way(mark: object) -> str:
    return "—" if mark is None else WAYS.get(str(mark), str(mark))


def _two_way_street(view: View, names: Sequence[str]) -> list[Column]:
    """D-tws-3 (the marks) and D-tws-5 (raw, penalty, refined, final); the duel D-tws-6."""
    name = name_of(names)
    cols = [
        Column("hand", "Hand", lambda r: r["hand"]),
        Column("dealer", "Dealer", lambda r: r["dealer"], numeric=False, show=name),
    ]
    if view.players == 2:
        cols += [
            Column("contract", "Contract", lambda r: r["contract"], numeric=False),
            Column("stronger", "Stronger", lambda r: r["stronger"], numeric=False, show=name),
        ]
        for s in range(2):
            cols += [
                Column(f"bid{s}", "Bid", at("bids", s), seat=s, numeric=False),
                Column(f"pretricks{s}", "Pre", at("pretricks", s), seat=s, tip="Pre-tricks"),
                Column(f"tricks{s}", "Tricks", at("tricks", s), seat=s, tip="Tricks taken in play"),
                Column(f"total_tricks{s}", "All", at("total_tricks", s), seat=s, tip="Pre-tricks plus tricks"),
                Column(f"final{s}", "Hand", at("final", s), seat=s, tip="The hand's score"),
                Column(f"total{s}", "Total", at("totals", s), seat=s, running=True, tip="Running total"),
            ]
        return cols
    cols.append(Column("penalty", "Penalty", lambda r: r["penalty"], tip="The hand's penalty P (D-tws-5)"))
    for s in range(view.players):
        cols += [
            Column(
                f"mark{s}",
                "Way",
                at("marks", s),
                seat=s,
                numeric=False,
                show=_way,
                tip="High or low as declared, or forced the other way once more than half had gone one way",
            ),
            Column(f"tricks{s}", "Tricks", at("tricks", s), seat=s),
            Column(f"raw{s}", "Raw", at("raw", s), seat=s, tip="Raw score: tricks (high) or N - tricks (low)"),
            Column(f"refined{s}", "Refined", at("refined", s), seat=s, tip="Raw score minus the penalty"),
            Column(f"final{s}", "Hand", at("final", s), seat=s, tip="The hand's final score"),
            Column(f"total{s}", "Total", at("totals", s), seat=s, running=True, tip="Running total"),
        ]
    return cols


LOOK = GameLook(
    columns=_two_way_street,
    zones={
        "deck": ZoneRule("pile", "stack", top_first=True, at=(-2.6, 0.0), label="deck {n}", verbs=("bury",)),
    },
)
