"""Freelance at the table: the deal piles side by side, and the sheet of rules 38, 49 and 50."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor

from games.actions import Action
from games.core import View

from ..i18n import tr, tr_noop
from ..naming import is_you, suit_name
from .lesson import Cite, Lesson, Teaching, TrickCites, rules, trick_lesson, verbs
from .look import (
    Column,
    GameLook,
    HandStory,
    Record,
    ZoneRule,
    at,
    listing,
    name_of,
    standing,
    suit_text,
    tokens,
    tricks,
)


def _freelance(view: View, names: Sequence[str]) -> list[Column]:
    """Rules 38 and 49-50: the attacker alone scores, + or - the contract's number."""
    name = name_of(names)
    cols = [
        Column("hand", tr("Hand"), lambda r: r["hand"]),
        Column(
            "kind",
            tr("Round"),
            lambda r: r["kind"],
            numeric=False,
            show=lambda k: tr("sudden death") if k == "sudden-death" else tr("round-robin"),
            tip=tr("Hands 1-6 are round-robin; after that an attacker with the strictly highest score wins (rule 50)"),
        ),
        Column("dealer", tr("Dealer"), lambda r: r["dealer"], numeric=False, show=name),
        Column("contract", tr("Contract"), lambda r: r["contract"], numeric=False, show=suit_text),
        Column("attacker", tr("Attacker"), lambda r: r["attacker"], numeric=False, show=name),
        Column(
            "attacker_tricks",
            tr("Took"),
            lambda r: None if r["contract"] is None else r["attacker_tricks"],
            tip=tr("Tricks the attacker took"),
        ),
        Column(
            "delta",
            tr("Change"),
            lambda r: None if r["contract"] is None else r["delta"],
            signed=True,
            tip=tr("The attacker's score change: + the contract if made, - if lost (rule 49)"),
        ),
    ]
    for s in range(view.players):
        cols += [
            Column(f"tricks{s}", tr("Tricks"), at("tricks", s), seat=s),
            Column(f"tokens{s}", tr("Tokens"), at("tokens", s), seat=s, tip=tr("Tokens left after the hand")),
            Column(f"score{s}", tr("Score"), at("scores", s), seat=s, running=True, tip=tr("Running score (rule 49)")),
        ]
    return cols


def _tint(rec: Record, column: Column) -> QColor | None:
    """Sudden-death hands (rule 50) are shaded in the hand's own columns."""
    if rec.get("kind") == "sudden-death" and column.seat is None:
        return QColor(255, 243, 214)
    return None


def _tally(view: View, seat: int, hide_scores: bool) -> str:
    return tr("{score} points, {place}").format(score=f"{view.scores[seat]:+d}", place=standing(view, seat))


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A hand of Freelance in words: the contract won in the declaration (rule 38), the
    attacker's tricks and the score change (rule 49), a sudden-death hand (rule 50)."""
    left = [f"{names[s]} {t}" for s, t in enumerate(r["tokens"])]
    if r["contract"] is None:
        lines = [tr("Everybody passed: the declaration is forfeited and the hand ends without a campaign (rule 38).")]
        return HandStory(
            lines, [tokens(t) for t in r["tokens"]], [tr("Tokens left: {left}.").format(left=listing(left))]
        )
    number, trump = str(r["contract"]).split()
    trumps = tr("no trump") if trump == "NT" else tr("{suit} trumps").format(suit=suit_name(trump))
    attacker, took = names[r["attacker"]], r["attacker_tricks"]
    you = is_you(attacker)
    made = r["delta"] > 0
    won = (
        tr("You won the declaration: a contract of {n} with {trumps}.")
        if you
        else tr("{who} won the declaration: a contract of {n} with {trumps}.")
    )
    if made:
        took_said = (
            tr("You took {tricks}, at least {n}: the contract is made.")
            if you
            else tr("{who} took {tricks}, at least {n}: the contract is made.")
        )
    else:
        took_said = (
            tr("You took {tricks}, fewer than {n}: the contract is lost.")
            if you
            else tr("{who} took {tricks}, fewer than {n}: the contract is lost.")
        )
    lines = [
        won.format(who=attacker, n=number, trumps=trumps),
        took_said.format(who=attacker, tricks=tricks(took), n=number),
    ]
    if r["kind"] == "sudden-death":
        lines.append(tr("A sudden-death hand: an attacker with the strictly highest score now wins (rule 50)."))
    if you:
        gain = (
            tr("You gain {n} points (rule 49); nobody else scores.")
            if made
            else tr("You lose {n} points (rule 49); nobody else scores.")
        )
    else:
        gain = (
            tr("{who} gains {n} points (rule 49); nobody else scores.")
            if made
            else tr("{who} loses {n} points (rule 49); nobody else scores.")
        )
    scored = [gain.format(who=attacker, n=number)]
    notes = [tricks(t) + (tr(", attacker") if s == r["attacker"] else "") for s, t in enumerate(r["tricks"])]
    return HandStory(lines, notes, scored)


# -- the first hand that teaches (issue 23) ----------------------------------------------------------


def decision(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "bid" in v:
        lead = getattr(view, "leading_bid", 0)
        return Lesson(
            tr(
                "The auction for the face-up card: bid more tokens than the leading bid ({lead}), or pass. "
                "The winner pays the tokens bid."
            ).format(lead=lead),
            rules("16", "19", "23"),
        )
    if "swap" in v:
        return Lesson(tr("You won the card: swap one of your cards for it, or decline it."), rules("23"))
    if "state" in v:
        return Lesson(
            tr(
                "The declaration: state how many tricks you will take and the trump, at least the leading "
                "statement, or pass. The highest statement becomes the contract."
            ),
            rules("28", "32", "38"),
        )
    contract = getattr(view, "contract", None)  # (tricks, trump or "NT", attacker)
    trump = str(contract[1]) if isinstance(contract, tuple) and len(contract) > 1 else ""
    return trick_lesson(view, legal, TrickCites(rules("43", "48"), rules("44"), rules("44", "46")), trump)


def notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "bid":
        n = action.number
        return tr("bid %n tokens for the card", n=n, one="bid %n token for the card"), rules("19")
    if action.verb == "state":
        return tr("states a contract: {move}"), rules("28")
    return None


TEACHING = Teaching(
    # Seed 21 (of seeds 1..60, scripts/tutorial_seeds.py): 14 contested auctions for the face-up
    # card, you bid and swap; 7 statements in the declaration, two of them yours, the contract 10 ♦;
    # two tricks won by a trump; you follow suit 4 times.
    seed=21,
    decision=decision,
    notable=notable,
    score_cites=rules("49"),  # the score of a hand
)


LOOK = GameLook(
    columns=_freelance,
    zones={
        "freelance_deck": ZoneRule(
            "pile", "stack", top_first=True, at=(-0.8, -1.45), label=tr_noop("freelance deck {n}")
        ),
        "discard": ZoneRule(
            "pile", "spread", top_first=True, at=(0.8, -1.45), label=tr_noop("discard {n}"), verbs=("swap",)
        ),
    },
    tint=_tint,
    tally=_tally,
    story=_story,
    teaching=TEACHING,
)
