"""Kalooki at the table: stock and discard side by side, the melds, and the sheet of D-kalooki-6/7."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QColor

from games.actions import Action
from games.core import View
from games.kalooki.facts import contract_words

from ..i18n import tr, tr_noop
from ..naming import card_words, english, is_you
from .lesson import Cite, Lesson, Teaching, ruling, section, verbs
from .look import Column, GameLook, HandStory, Record, ZoneRule, at, listing, name_of


def contract_said(contract: str) -> str:
    """``344`` -> ``one three, two fours`` (the engine's words), in the window's language."""
    if english():
        return contract_words(contract)
    t, f = contract.count("3"), contract.count("4")
    parts = [tr("%n three", n=t) if t == 1 else tr("%n threes", n=t)] if t else []
    parts += [tr("%n four", n=f) if f == 1 else tr("%n fours", n=f)] if f else []
    return ", ".join(parts)


def _kalooki(view: View, names: Sequence[str]) -> list[Column]:
    """D-kalooki-6 (a redeal scores nothing) and D-kalooki-7 (a bent table doubles penalties)."""
    name = name_of(names)

    def out(r: Record) -> str:
        if r["redeal"]:
            return tr("redeal")
        return name(r["out"])

    cols = [
        Column("hand", tr("Hand"), lambda r: r["hand"]),
        Column(
            "game",
            tr("Game", note="a column: the deal's number in the set"),
            lambda r: r["game"],
            tip=tr("The deal's number in the set of nine"),
        ),
        Column(
            "contract",
            tr("Contract"),
            lambda r: r["contract"],
            numeric=False,
            show=lambda c: "-".join(c),
            tip_of=lambda r: contract_said(r["contract"]),
        ),
        Column("dealer", tr("Dealer"), lambda r: r["dealer"], numeric=False, show=name),
        Column(
            "out",
            tr("Out", note="a column: who went out"),
            out,
            numeric=False,
            tip=tr("Who went out; a redeal scores nothing (D-kalooki-6)"),
        ),
        Column(
            "bent",
            tr("Bent"),
            lambda r: r["bent"],
            numeric=False,
            show=lambda b: "×2" if b else "",
            tip=tr("The table was bent: the others' penalties are doubled (D-kalooki-7)"),
        ),
    ]
    for s in range(view.players):
        cols += [
            Column(f"penalty{s}", tr("Penalty"), at("penalties", s), seat=s, tip=tr("Penalty points left in hand")),
            Column(
                f"total{s}",
                tr("Total"),
                at("scores", s),
                seat=s,
                running=True,
                tip=tr("Running total (lower is better)"),
            ),
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
        return tr("call the {card} (you take it and one card from the stock) or pass").format(card=card)
    caller = getattr(view, "caller", None)
    if "allow" in verbs and caller is not None:
        refuse = tr(" or refuse by taking it yourself") if "refuse" in verbs else ""
        return tr("{who} calls the {card}: allow").format(who=f"seat {caller}", card=card) + refuse
    return ""


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A deal of Kalooki in words: the contract, who went out (a bent table doubles), each
    player's penalty points left in hand (D-kalooki-6, D-kalooki-7); lower is better."""
    contract = tr("Game {n} of 9, contract {contract}").format(n=r["game"], contract=contract_said(r["contract"]))
    if r["redeal"]:
        lines = [
            tr("{contract}: the stock ran out twice before anyone went out.").format(contract=contract),
            tr("The cards are thrown in and dealt again by the same dealer, for the same contract; nobody scores."),
        ]
        return HandStory(lines, ["" for _ in r["penalties"]])
    out = names[r["out"]]
    you = is_you(out)
    went = tr("{contract}: You went out.") if you else tr("{contract}: {who} went out.")
    lines = [went.format(contract=contract, who=out)]
    if r["bent"]:
        bent = (
            tr("You went out on the same turn as first coming down: the table is bent and every penalty counts double.")
            if you
            else tr(
                "{who} went out on the same turn as first coming down: the table is bent and every penalty counts double."
            )
        )
        lines.append(bent.format(who=out))
    left = [f"{names[s]} {p}" for s, p in enumerate(r["penalties"]) if s != r["out"]]
    scored = [tr("Penalty points for the cards left in hand (lower is better): {left}.").format(left=listing(left))]
    notes = [
        tr("went out") if s == r["out"] else tr("{n} penalty points").format(n=p) for s, p in enumerate(r["penalties"])
    ]
    return HandStory(lines, notes, scored)


# -- the first hand that teaches (issue 23) ----------------------------------------------------------


def decision(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    contract = str(getattr(view, "contract", "") or "")
    if "call" in v:
        return Lesson(
            tr("Call the discard to take it out of turn (with one card from the stock), or pass."), section("Calling")
        )
    if "allow" in v:
        return Lesson(tr("Someone calls the discard: allow it, or refuse and take it yourself."), section("Calling"))
    if "draw" in v:
        return Lesson(tr("Your turn starts with a draw: the stock or the top discard."), ruling("D-kalooki-2"))
    if "down" in v or "meld" in v:
        return Lesson(
            tr("Lay down your threes and fours once they make this deal's contract ({contract}), then discard.").format(
                contract=contract
            ),
            section("Coming down") + ruling("D-kalooki-3"),
        )
    if "tack" in v:
        return Lesson(tr("You are down: tack cards onto melds, then discard."), section("Tacking on"))
    return Lesson(tr("End your turn with a discard (never a joker)."), ruling("D-kalooki-2"))


def notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb in ("down", "meld"):
        return tr("lays down: {move}"), section("Coming down")
    if action.verb == "call":
        return tr("calls the discard"), section("Calling")
    return None


TEACHING = Teaching(
    # Seed 32 (of seeds 1..60, scripts/tutorial_seeds.py): 6 calls of the discard (you allow or
    # refuse them), and you come down with the contract (two threes of fives and threes) before the
    # hand ends 16 of your decisions in.
    seed=32,
    decision=decision,
    notable=notable,
    score_cites=section("End of the play and scoring") + ruling("D-kalooki-7"),  # the score of a hand
)


LOOK = GameLook(
    columns=_kalooki,
    zones={
        "stock": ZoneRule("pile", "stack", top_first=True, at=(-0.7, 0.0), label=tr_noop("stock {n}")),
        "discard": ZoneRule(
            "pile", "spread", top_first=True, at=(0.7, 0.0), label=tr_noop("discard", note="a pile"), verbs=("discard",)
        ),
        "melds{s}.{k}": ZoneRule("melds", "row", verbs=("tack", "swap")),
    },
    tint=_tint,
    prompt=_prompt,
    story=_story,
    teaching=TEACHING,
)
