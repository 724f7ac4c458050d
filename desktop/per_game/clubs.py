"""Clubs at the table: the treasure chest and the pile set aside, and the sheet of the scoring section."""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action
from games.core import View

from ..i18n import tr, tr_noop
from ..naming import card_words, inside, is_you
from .lesson import Cite, Lesson, Teaching, TrickCites, ruling, section, trick_lesson, verbs
from .look import Column, GameLook, HandStory, Record, ZoneRule, at, listing, name_of, tip, tricks


def _clubs(view: View, names: Sequence[str]) -> list[Column]:
    """The scoring section of clubs.txt and D-clubs-9: the parts that make each hand total."""
    name = name_of(names)
    cols = [
        Column("hand", tr("Hand"), lambda r: r["hand"]),
        Column("dealer", tr("Dealer"), lambda r: r["dealer"], numeric=False, show=name),
        Column("winner", tr("Auction"), lambda r: r["winner"], numeric=False, show=name, tip=tr("The auction winner")),
        Column(
            "partner",
            tr("Partner"),
            lambda r: r["partner"],
            numeric=False,
            show=name,
            tip=tr("The Joker's partner: the team must take every trick (D-clubs-4, D-clubs-8)"),
        ),
        Column("contract", tr("Contract"), lambda r: r["contract"], numeric=False),
        Column("made", tr("Made"), lambda r: r["made"], numeric=False, show=lambda m: tr("yes") if m else tr("no")),
    ]
    for s in range(view.players):
        cols += [
            Column(
                f"tricks{s}",
                tr("Tricks"),
                at("tricks", s),
                seat=s,
                tip=tr("Tricks won, 10 points each"),
                tip_of=tip(
                    lambda r, s: tr("{tricks} tricks: {points} points").format(
                        tricks=r["tricks"][s], points=f"{r['trick_points'][s]:+d}"
                    ),
                    s,
                ),
            ),
            Column(
                f"contract_penalty{s}",
                tr("Contract"),
                at("contract_penalty", s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip=tr("-50 for a contract not made"),
            ),
            Column(
                f"diamonds_bonus{s}",
                "♦",
                at("diamonds_bonus", s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip=tr("Most diamonds: +20 (+10 each on a tie)"),
                tip_of=tip(lambda r, s: tr("{n} diamonds collected").format(n=r["diamonds"][s]), s),
            ),
            Column(f"ace_of_hearts{s}", tr("A♥"), at("ace_of_hearts", s), seat=s, signed=True, blank_zero=True),
            Column(
                f"no_spades{s}",
                tr("No ♠"),
                at("no_spades", s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip=tr("+5 for no spades"),
            ),
            Column(
                f"total{s}",
                tr("Hand", note="a column: the hand's total"),
                at("total", s),
                seat=s,
                signed=True,
                tip=tr("The hand's total"),
            ),
            Column(f"score{s}", tr("Total"), at("scores", s), seat=s, running=True, tip=tr("Running total")),
        ]
    return cols


# The parts of a seat's score for the hand, in the order of the text's scoring list.
_PARTS = (
    ("contract_penalty", tr_noop("contract", note="a part of the score")),
    ("diamonds_bonus", tr_noop("most Diamonds")),
    ("ace_of_hearts", tr_noop("Ace of Hearts", note="a part of the score")),
    ("no_spades", tr_noop("no Spades")),
)
_PART_NOTES = {"contract_penalty": "a part of the score", "ace_of_hearts": "a part of the score"}


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A hand of Clubs in words: the auction, the contract of 7 tricks (or every trick for a
    Joker team) made or broken, and each player's points by the text's scoring list."""
    winner, partner = r["winner"], r["partner"]
    bid = r["bids"][winner]
    who = names[winner]
    you = is_you(who)
    card = card_words(bid[-1]) if bid else ""
    if partner is None:
        team_tricks = r["tricks"][winner]
        if bid:
            won = tr("You won the auction with the {card}") if you else tr("{who} won the auction with the {card}")
        else:
            won = tr("You won the auction") if you else tr("{who} won the auction")
        lines = [tr("{won} and had to take 7 of the 10 tricks.").format(won=won.format(who=who, card=card))]
        took = (tr("You took {n}") if you else tr("{who} took {n}")).format(who=who, n=team_tricks)
    else:
        team_tricks = r["tricks"][winner] + r["tricks"][partner]
        if bid:
            won = tr("You won the auction with the {card}") if you else tr("{who} won the auction with the {card}")
        else:
            won = tr("You won the auction") if you else tr("{who} won the auction")
        mate = inside(names[partner])
        lines = [
            tr("{won}, teamed with {partner}: together they had to take every trick.").format(
                won=won.format(who=who, card=card), partner=mate
            )
        ]
        took = tr("Together they took {n}").format(n=team_tricks)
    made = tr("the contract is made") if r["made"] else tr("the contract is broken")
    lines.append(f"{took}: {made}.")
    lines.append(tr("Tricks: {taken}.").format(taken=listing([f"{names[s]} {t}" for s, t in enumerate(r["tricks"])])))
    scored = []
    for s in range(len(r["tricks"])):
        parts = [f"{tricks(r['tricks'][s])} {r['trick_points'][s]}"]
        parts += [f"{tr(label, note=_PART_NOTES.get(key))} {r[key][s]:+d}" for key, label in _PARTS if r[key][s]]
        scored.append(f"{names[s]} {r['total'][s]:+d}: {', '.join(parts)}.")
    notes = [tricks(t) for t in r["tricks"]]
    return HandStory(lines, notes, scored)


# -- the first hand that teaches (issue 23) ----------------------------------------------------------

CLUBS_BID = "When bidding you must follow two rules:"
# Its play has no heading: the sentences that say it, verbatim.
CLUBS_LEAD = "then plays the lead card of the next trick"
CLUBS_FOLLOW = "choose any card in a matching suit"
CLUBS_FREE = "If you do not have any cards at all left in the current suit, you may choose any card from your hand"
CLUBS_TRUMP = "When a club is played after a non-club card, it 'trumps'"
CLUBS_SCORE = "+10 points for each trick you personally won"


def decision(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "bid" in v:
        return Lesson(
            tr(
                "The auction: bid an auction card more valuable than the last bid, but at most one level "
                "above it (after a Jack, a Queen at most), or pass. "
                "Whoever wins must take 7 of the 10 tricks and bears the handicaps bid."
            ),
            section(CLUBS_BID) + ruling("D-clubs-3"),
        )
    if "discard" in v:
        return Lesson(tr("A handicap of your bid: discard the card it names."), ruling("D-clubs-5"))
    if "give" in v:
        return Lesson(tr("Before play every player passes one card to the next player."), ruling("D-clubs-6"))
    return trick_lesson(
        view,
        legal,
        TrickCites(section(CLUBS_LEAD), section(CLUBS_FOLLOW), section(CLUBS_FREE) + section(CLUBS_TRUMP)),
        "C",
    )


def notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "bid":
        return tr("bids {move}"), ruling("D-clubs-3")
    return None


TEACHING = Teaching(
    # Seed 9 (of seeds 1..60, scripts/tutorial_seeds.py): you win the auction with your bid and
    # discard its handicap, a card is passed on; you follow suit 5 times, three tricks are won with
    # a club, one of them by you.
    seed=9,
    decision=decision,
    notable=notable,
    score_cites=section(CLUBS_SCORE) + ruling("D-clubs-9"),  # the score of a hand
)


LOOK = GameLook(
    columns=_clubs,
    zones={
        "treasure_chest": ZoneRule("pile", "row", top_first=True, at=(0.0, -1.25), label=tr_noop("treasure chest")),
        "bids{s}": ZoneRule("side", "row", label=tr_noop("bids")),
        "out": ZoneRule("pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label=tr_noop("out {n}")),
        "discard": ZoneRule(
            "pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label=tr_noop("discarded {n}")
        ),
    },
    story=_story,
    teaching=TEACHING,
)
