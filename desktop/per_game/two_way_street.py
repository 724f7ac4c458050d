"""Two Way Street at the table: the deck of buried cards, and the sheet of D-tws-3, D-tws-5 and the duel."""

from __future__ import annotations

from collections.abc import Sequence

from games.core import View

from .look import Column, GameLook, HandStory, Record, ZoneRule, at, listing, name_of, plural

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


# D-tws-5: N for a low player's raw score (N - tricks), by the number of players.
_LOW_N = {3: 8, 4: 6, 5: 5, 6: 4, 7: 3, 8: 3}


def _duel_story(r: Record, names: Sequence[str]) -> HandStory:
    """The duel (D-tws-6): the bids, the stronger bid's direction, the tricks with the pre-tricks."""
    bids = r["bids"]
    lines = [f"{names[0]} bid {bids[0]} and {names[1]} {bids[1]}."]
    way = str(r["contract"]).split()[0]
    if r["stronger"] is None:
        lines.append(f"The bids were the same: the hand is played {way}.")
    else:
        lines.append(f"{names[r['stronger']]}'s bid is the stronger: the hand is played {way}.")
    pre = [f"{names[s]} {plural(t, 'pre-trick')}" for s, t in enumerate(r["pretricks"]) if t]
    took = listing([f"{names[s]} {t}" for s, t in enumerate(r["total_tricks"])])
    lines.append(f"Tricks, pre-tricks included: {took}" + (f" ({listing(pre)})." if pre else "."))
    rule = "more" if way == "high" else "fewer"
    scorer = [s for s in range(2) if r["final"][s]]
    if r["total_tricks"][0] == r["total_tricks"][1]:
        scored = [f"Equal tricks: the dealer, {names[r['dealer']]}, scores 1."]
    elif scorer:
        scored = [f"{names[scorer[0]]}, with {rule} tricks, scores 2 a trick of difference: {r['final'][scorer[0]]}."]
    else:
        scored = ["Nobody scores."]
    notes = [plural(t, "trick") for t in r["total_tricks"]]
    return HandStory(lines, notes, scored)


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A hand for three or more (D-tws-3, D-tws-5): the ways, the raw scores, the penalty, the
    hand's scores (twice what is left over the penalty, three times for a forced player)."""
    if "marks" not in r:
        return _duel_story(r, names)
    n = len(r["marks"])
    ways = listing([f"{names[s]} {_way(m)}" for s, m in enumerate(r["marks"])])
    lines = [
        f"Ways: {ways}.",
        f"Tricks: {listing([f'{names[s]} {t}' for s, t in enumerate(r['tricks'])])}.",
        f"Raw scores (tricks for a high player, {_LOW_N.get(n, 'N')} minus tricks for a low one): "
        f"{listing([f'{names[s]} {x}' for s, x in enumerate(r['raw'])])}.",
    ]
    scored = [
        f"The penalty is {r['penalty']}: what each raw score has over it counts twice, "
        "three times for a forced player.",
        f"This hand: {listing([f'{names[s]} {x}' for s, x in enumerate(r['final'])])}.",
    ]
    notes = [f"{plural(t, 'trick')}, {_way(r['marks'][s])}" for s, t in enumerate(r["tricks"])]
    return HandStory(lines, notes, scored)


LOOK = GameLook(
    columns=_two_way_street,
    zones={
        "deck": ZoneRule("pile", "stack", top_first=True, at=(-2.6, 0.0), label="deck {n}", verbs=("bury",)),
    },
    story=_story,
)
