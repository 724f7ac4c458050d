"""Two Way Street at the table: the deck of buried cards, and the sheet of D-tws-3, D-tws-5 and the duel."""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action
from games.core import View

from ..i18n import tr, tr_noop
from ..naming import english, is_you
from .lesson import Cite, Lesson, Teaching, TrickCites, rules, trick_lesson, verbs
from .look import Column, GameLook, HandStory, Record, ZoneRule, at, listing, name_of, pre_tricks, tricks

# The sheet's HD / LD / HF / LF marks (D-tws-3) in words.
WAYS = {"HD": tr_noop("high"), "LD": tr_noop("low"), "HF": tr_noop("high, forced"), "LF": tr_noop("low, forced")}


def _way(mark: object) -> str:
    return "—" if mark is None else tr(WAYS[str(mark)]) if str(mark) in WAYS else str(mark)


def _direction(way: str) -> str:
    """``high`` / ``low``: the way a hand is played, in the window's language."""
    return tr("high") if way == "high" else tr("low") if way == "low" else way


def _two_way_street(view: View, names: Sequence[str]) -> list[Column]:
    """D-tws-3 (the marks) and D-tws-5 (raw, penalty, refined, final); the duel D-tws-6."""
    name = name_of(names)
    cols = [
        Column("hand", tr("Hand"), lambda r: r["hand"]),
        Column("dealer", tr("Dealer"), lambda r: r["dealer"], numeric=False, show=name),
    ]
    if view.players == 2:
        cols += [
            Column("contract", tr("Contract"), lambda r: r["contract"], numeric=False, show=_bid_words),
            Column("stronger", tr("Stronger"), lambda r: r["stronger"], numeric=False, show=name),
        ]
        for s in range(2):
            cols += [
                Column(f"bid{s}", tr("Bid", note="a column"), at("bids", s), seat=s, numeric=False, show=_bid_words),
                Column(f"pretricks{s}", tr("Pre"), at("pretricks", s), seat=s, tip=tr("Pre-tricks")),
                Column(f"tricks{s}", tr("Tricks"), at("tricks", s), seat=s, tip=tr("Tricks taken in play")),
                Column(f"total_tricks{s}", tr("All"), at("total_tricks", s), seat=s, tip=tr("Pre-tricks plus tricks")),
                Column(
                    f"final{s}",
                    tr("Hand", note="a column: the hand's total"),
                    at("final", s),
                    seat=s,
                    tip=tr("The hand's score"),
                ),
                Column(f"total{s}", tr("Total"), at("totals", s), seat=s, running=True, tip=tr("Running total")),
            ]
        return cols
    cols.append(Column("penalty", tr("Penalty"), lambda r: r["penalty"], tip=tr("The hand's penalty P (D-tws-5)")))
    for s in range(view.players):
        cols += [
            Column(
                f"mark{s}",
                tr("Way"),
                at("marks", s),
                seat=s,
                numeric=False,
                show=_way,
                tip=tr("High or low as declared, or forced the other way once more than half had gone one way"),
            ),
            Column(f"tricks{s}", tr("Tricks"), at("tricks", s), seat=s),
            Column(f"raw{s}", tr("Raw"), at("raw", s), seat=s, tip=tr("Raw score: tricks (high) or N - tricks (low)")),
            Column(f"refined{s}", tr("Refined"), at("refined", s), seat=s, tip=tr("Raw score minus the penalty")),
            Column(
                f"final{s}",
                tr("Hand", note="a column: the hand's total"),
                at("final", s),
                seat=s,
                tip=tr("The hand's final score"),
            ),
            Column(f"total{s}", tr("Total"), at("totals", s), seat=s, running=True, tip=tr("Running total")),
        ]
    return cols


def _bid_words(bid: object) -> str:
    """A duel's bid (``high 3``) or contract in the window's language: the way translated."""
    if bid is None:
        return "—"
    return " ".join(_direction(w) for w in str(bid).split())


# D-tws-5: N for a low player's raw score (N - tricks), by the number of players.
_LOW_N = {3: 8, 4: 6, 5: 5, 6: 4, 7: 3, 8: 3}


def _duel_story(r: Record, names: Sequence[str]) -> HandStory:
    """The duel (D-tws-6): the bids, the stronger bid's direction, the tricks with the pre-tricks."""
    bids = r["bids"]
    lines = [
        tr("{first} bid {bid} and {second} {other}.").format(
            first=names[0], bid=_bid_words(bids[0]), second=names[1], other=_bid_words(bids[1])
        )
    ]
    way = str(r["contract"]).split()[0]
    played = _direction(way)
    if r["stronger"] is None:
        lines.append(tr("The bids were the same: the hand is played {way}.").format(way=played))
    else:
        who = names[r["stronger"]]
        stronger = (
            tr("Your bid is the stronger: the hand is played {way}.")
            if is_you(who)
            else tr("{who}'s bid is the stronger: the hand is played {way}.")
        )
        lines.append(stronger.format(who=who, way=played))
    pre = [f"{names[s]} {pre_tricks(t)}" for s, t in enumerate(r["pretricks"]) if t]
    took = listing([f"{names[s]} {t}" for s, t in enumerate(r["total_tricks"])])
    if pre:
        lines.append(tr("Tricks, pre-tricks included: {took} ({pre}).").format(took=took, pre=listing(pre)))
    else:
        lines.append(tr("Tricks, pre-tricks included: {took}.").format(took=took))
    scorer = [s for s in range(2) if r["final"][s]]
    if r["total_tricks"][0] == r["total_tricks"][1]:
        dealer = names[r["dealer"]]
        equal = (
            tr("Equal tricks: the dealer, you, scores 1.")
            if is_you(dealer) and not english()
            else tr("Equal tricks: the dealer, {who}, scores 1.")
        )
        scored = [equal.format(who=dealer)]
    elif scorer:
        who, points = names[scorer[0]], r["final"][scorer[0]]
        if way == "high":
            said = tr("{who}, with more tricks, scores 2 a trick of difference: {n}.")
        else:
            said = tr("{who}, with fewer tricks, scores 2 a trick of difference: {n}.")
        if is_you(who) and not english():
            said = (
                tr("You, with more tricks, score 2 a trick of difference: {n}.")
                if way == "high"
                else tr("You, with fewer tricks, score 2 a trick of difference: {n}.")
            )
        scored = [said.format(who=who, n=points)]
    else:
        scored = [tr("Nobody scores.")]
    notes = [tricks(t) for t in r["total_tricks"]]
    return HandStory(lines, notes, scored)


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A hand for three or more (D-tws-3, D-tws-5): the ways, the raw scores, the penalty, the
    hand's scores (twice what is left over the penalty, three times for a forced player)."""
    if "marks" not in r:
        return _duel_story(r, names)
    n = len(r["marks"])
    ways = listing([f"{names[s]} {_way(m)}" for s, m in enumerate(r["marks"])])
    lines = [
        tr("Ways: {ways}.").format(ways=ways),
        tr("Tricks: {taken}.").format(taken=listing([f"{names[s]} {t}" for s, t in enumerate(r["tricks"])])),
        tr("Raw scores (tricks for a high player, {n} minus tricks for a low one): {raw}.").format(
            n=_LOW_N.get(n, "N"), raw=listing([f"{names[s]} {x}" for s, x in enumerate(r["raw"])])
        ),
    ]
    scored = [
        tr("The penalty is {p}: what each raw score has over it counts twice, three times for a forced player.").format(
            p=r["penalty"]
        ),
        tr("This hand: {scores}.").format(scores=listing([f"{names[s]} {x}" for s, x in enumerate(r["final"])])),
    ]
    notes = [f"{tricks(t)}, {_way(r['marks'][s])}" for s, t in enumerate(r["tricks"])]
    return HandStory(lines, notes, scored)


# -- the first hand that teaches (issue 23) ----------------------------------------------------------


def decision(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "declare" in v:
        return Lesson(tr("Declare high (you try to take tricks) or low (you try to avoid them)."), rules("2b"))
    if "bury" in v:
        return Lesson(tr("The exchange: bury a card you do not want."), rules("2b"))
    return trick_lesson(view, legal, TrickCites(rules("2c"), rules("2c"), rules("2c")))


def notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "declare":
        return tr("declares {move}"), rules("2b")
    return None


TEACHING = Teaching(
    # Seed 7 (of seeds 1..60, scripts/tutorial_seeds.py): declarations high and low (one high, two
    # low, yours low), your exchange (two cards buried), you follow suit 3 times, and the hand scores
    # for you.
    seed=7,
    decision=decision,
    notable=notable,
    score_cites=(Cite("section", "Section 3: Scoring"),),  # the score of a hand
)


LOOK = GameLook(
    columns=_two_way_street,
    zones={
        "deck": ZoneRule("pile", "stack", top_first=True, at=(-2.6, 0.0), label=tr_noop("deck {n}"), verbs=("bury",)),
    },
    story=_story,
    teaching=TEACHING,
)
