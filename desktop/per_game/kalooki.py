"""Kalooki at the table: stock and discard side by side, the melds, and the sheet of D-kalooki-6/7."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QColor

from games.core import View
from games.kalooki.facts import contract_words

from ..naming import card_words
from .look import Column, GameLook, HandStory, Record, ZoneRule, at, listing, name_of


def _kalooki(view: View, names: Sequence[str]) -> list[Column]:
    """D-kalooki-6 (a redeal scores nothing) and D-kalooki-7 (a bent table doubles penalties)."""
    name = name_of(names)

    def out(r: Record) -> str:
        if r["redeal"]:
            return "redeal"
        return name(r["out"])

    cols = [
        Column("hand", "Hand", lambda r: r["hand"]),
        Column("game", "Game", lambda r: r["game"], tip="The deal's number in the set of nine"),
        Column(
            "contract",
            "Contract",
            lambda r: r["contract"],
            numeric=False,
            show=lambda c: "-".join(c),
            tip_of=lambda r: contract_words(r["contract"]),
        ),
        Column("dealer", "Dealer", lambda r: r["dealer"], numeric=False, show=name),
        Column("out", "Out", out, numeric=False, tip="Who went out; a redeal scores nothing (D-kalooki-6)"),
        Column(
            "bent",
            "Bent",
            lambda r: r["bent"],
            numeric=False,
            show=lambda b: "×2" if b else "",
            tip="The table was bent: the others' penalties are doubled (D-kalooki-7)",
        ),
    ]
    for s in range(view.players):
        cols += [
            Column(f"penalty{s}", "Penalty", at("penalties", s), seat=s, tip="Penalty points left in hand"),
            Column(f"total{s}", "Total", at("scores", s), seat=s, running=True, tip="Running total (lower is better)"),
        ]
    return cols


def _tint(rec: Record, column: Column) -> QColor | None:
    """A bent (doubled) table's deal is shaded, a redeal greyed (D-kalooki-6, D-kalooki-7)."""
    if rec.get("bent"):
        return QColor(255, 226, 214)
    if rec.get("redeal"):
        return QColor(236, 236, 236)
    return None


def _prompt(view: View, legal: Sequence[Any]) -> str:
    """Calling (D-kalooki-5) said in full: which card, and who calls it."""
    verbs = {a.verb for a in legal}
    top = view.zones.get("discard", ())
    if not top or top[0] is None:
        return ""
    card = card_words(top[0])
    if verbs == {"call", "pass"}:
        return f"call the {card} (you take it and one card from the stock) or pass"
    caller = getattr(view, "caller", None)
    if "allow" in verbs and caller is not None:
        refuse = " or refuse by taking it yourself" if "refuse" in verbs else ""
        return f"seat {caller} calls the {card}: allow{refuse}"
    return ""


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A deal of Kalooki in words: the contract, who went out (a bent table doubles), each
    player's penalty points left in hand (D-kalooki-6, D-kalooki-7); lower is better."""
    contract = f"Game {r['game']} of 9, contract {contract_words(r['contract'])}"
    if r["redeal"]:
        lines = [
            f"{contract}: the stock ran out twice before anyone went out.",
            "The cards are thrown in and dealt again by the same dealer, for the same contract; nobody scores.",
        ]
        return HandStory(lines, ["" for _ in r["penalties"]])
    out = names[r["out"]]
    lines = [f"{contract}: {out} went out."]
    if r["bent"]:
        lines.append(
            f"{out} went out on the same turn as first coming down: the table is bent and every penalty counts double."
        )
    left = [f"{names[s]} {p}" for s, p in enumerate(r["penalties"]) if s != r["out"]]
    scored = [f"Penalty points for the cards left in hand (lower is better): {listing(left)}."]
    notes = ["went out" if s == r["out"] else f"{p} penalty points" for s, p in enumerate(r["penalties"])]
    return HandStory(lines, notes, scored)


LOOK = GameLook(
    columns=_kalooki,
    zones={
        "stock": ZoneRule("pile", "stack", top_first=True, at=(-0.7, 0.0), label="stock {n}"),
        "discard": ZoneRule("pile", "spread", top_first=True, at=(0.7, 0.0), label="discard", verbs=("discard",)),
        "melds{s}.{k}": ZoneRule("melds", "row", verbs=("tack", "swap")),
    },
    tint=_tint,
    prompt=_prompt,
    story=_story,
)
