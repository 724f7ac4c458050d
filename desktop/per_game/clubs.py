"""Clubs at the table: the treasure chest and the pile set aside, and the sheet of the scoring section."""

from __future__ import annotations

from collections.abc import Sequence

from games.core import View

from ..naming import card_words
from .look import Column, GameLook, HandStory, Record, ZoneRule, at, listing, name_of, plural, tip


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


# The parts of a seat's score for the hand, in the order of the text's scoring list.
_PARTS = (
    ("contract_penalty", "contract"),
    ("diamonds_bonus", "most Diamonds"),
    ("ace_of_hearts", "Ace of Hearts"),
    ("no_spades", "no Spades"),
)


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A hand of Clubs in words: the auction, the contract of 7 tricks (or every trick for a
    Joker team) made or broken, and each player's points by the text's scoring list."""
    winner, partner = r["winner"], r["partner"]
    bid = r["bids"][winner]
    with_card = f" with the {card_words(bid[-1])}" if bid else ""
    if partner is None:
        team_tricks = r["tricks"][winner]
        lines = [f"{names[winner]} won the auction{with_card} and had to take 7 of the 10 tricks."]
        took = f"{names[winner]} took {team_tricks}"
    else:
        team_tricks = r["tricks"][winner] + r["tricks"][partner]
        lines = [
            f"{names[winner]} won the auction{with_card}, teamed with {names[partner]}: "
            "together they had to take every trick."
        ]
        took = f"Together they took {team_tricks}"
    lines.append(f"{took}: the contract is {'made' if r['made'] else 'broken'}.")
    lines.append(f"Tricks: {listing([f'{names[s]} {t}' for s, t in enumerate(r['tricks'])])}.")
    scored = []
    for s in range(len(r["tricks"])):
        parts = [f"{plural(r['tricks'][s], 'trick')} {r['trick_points'][s]}"]
        parts += [f"{label} {r[key][s]:+d}" for key, label in _PARTS if r[key][s]]
        scored.append(f"{names[s]} {r['total'][s]:+d}: {', '.join(parts)}.")
    notes = [plural(t, "trick") for t in r["tricks"]]
    return HandStory(lines, notes, scored)


LOOK = GameLook(
    columns=_clubs,
    zones={
        "treasure_chest": ZoneRule("pile", "row", top_first=True, at=(0.0, -1.25), label="treasure chest"),
        "bids{s}": ZoneRule("side", "row", label="bids"),
        "out": ZoneRule("pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label="out {n}"),
        "discard": ZoneRule("pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label="discarded {n}"),
    },
    story=_story,
)
