"""King at the table: the kitty, the sheet of D-king-5 with its hill and bonus, the NS option that
hides the scores until the end, and the chart of contracts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from games.core import View

from ..naming import card_words
from .look import Column, GameLook, HandStory, Places, Record, ZoneRule, at, listing, name_of, plural, standing, tip


def _king_points(s: int) -> Callable[[Record], Any]:
    def get(r: Record) -> Any:
        p = r["points"][s]
        if p is None:
            return None
        return p if r["kind"] == "award" else -p

    return get


def _king_contract(r: Record) -> str:
    return str(r["name"]) + (" (ended early)" if r["ended_early"] else "")


def _unless_out(key: str, s: int) -> Callable[[Record], Any]:
    """A seat's field, None in a deal the seat sat out (King with four players, D-king-7)."""
    return lambda r: None if r["sat_out"] == s else r[key][s]


def _king(view: View, names: Sequence[str]) -> list[Column]:
    """D-king-5: penalties go to the hill, awards to the bonus; the result is bonus minus hill."""
    name = name_of(names)
    cols = [
        Column("deal", "Deal", lambda r: r["deal"]),
        Column("contractor", "Contractor", lambda r: r["contractor"], numeric=False, show=name),
        Column(
            "game",
            "Game",
            _king_contract,
            numeric=False,
            tip_of=lambda r: f"Discards: {' '.join(r['discards'])}",
        ),
    ]
    for s in range(view.players):
        sat = tip(lambda r, s: "sat out" if r["sat_out"] == s else "", s) if view.players > 3 else None
        cols += [
            Column(
                f"tricks{s}",
                "Tricks",
                _unless_out("tricks", s),
                seat=s,
                tip_of=sat,
            ),
            Column(
                f"points{s}",
                "Points",
                _king_points(s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip="Points taken this deal: minus on the hill (penalty), plus in the bonus (award)",
            ),
            Column(f"hill{s}", "Hill", at("hill", s), seat=s, tip="Penalties so far (lower is better)"),
            Column(f"bonus{s}", "Bonus", at("bonus", s), seat=s, tip="Awards so far"),
            Column(
                f"result{s}",
                "Result",
                at("scores", s),
                seat=s,
                running=True,
                signed=True,
                tip="Bonus minus hill; the results sum to zero (D-king-5)",
            ),
        ]
    return cols


def _hidden_columns(view: View) -> set[str]:
    """Under King's NS the numbers of the score (points, hill, bonus, result) are not shown."""
    keys = set()
    for s in range(view.players):
        keys |= {f"points{s}", f"hill{s}", f"bonus{s}", f"result{s}"}
    return keys


def _tally(view: View, seat: int, hide_scores: bool) -> str:
    """King's result is bonus minus hill, and on the hill lower is better (D-king-5)."""
    score = view.scores[seat]
    if hide_scores and not view.is_over:
        return "score hidden until the end"
    chart = getattr(view, "chart", None)
    if chart is None or not chart.seats:
        return f"result {score:+d}"
    sc = chart.seats[seat]
    return f"result {score:+d} = bonus {sc.bonus_total} − hill {sc.hill_total}, {standing(view, seat)}"


def _player(view: View, place: int) -> int:
    """D-king-8: a place beyond the players is played by the non-contractor."""
    return place if place < view.players else 1 - int(getattr(view, "contractor", 0))


def _open(view: View) -> list[int]:
    """D-king-8: the non-contractor's two hands lie face up from the announcement on."""
    if view.players != 2 or getattr(view, "phase", "") in ("choose", "over"):
        return []
    player = 1 - int(getattr(view, "contractor", 0))
    return [q for q in range(3) if _player(view, q) == player]


def _place_note(view: View, place: int) -> str:
    """The second hand's tricks, and its player's in all (D-king-8: the two hands score as one)."""
    taken = getattr(view, "tricks_taken", ())
    player = _player(view, place)
    if getattr(view, "phase", "") != "play" or place >= len(taken):
        return "open once the game is chosen" if getattr(view, "phase", "") != "over" else ""
    total = sum(taken[q] for q in range(len(taken)) if _player(view, q) == player)
    here = taken[place]
    return f"{here} trick{'' if here == 1 else 's'} in this hand, {total} in all"


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A deal of King in words: the game chosen, the tricks, who took the penalties or the
    awards (D-king-2, D-king-4, D-king-5)."""
    who = names[r["contractor"]]
    penalty = r["kind"] == "penalty"
    lines = [f"{who} chose {r['name']}, {'a penalty game' if penalty else 'an award game'}."]
    if r["sat_out"] is not None:
        lines.append(f"{names[r['sat_out']]} sat out this deal.")
    seats = [s for s, p in enumerate(r["points"]) if p is not None]
    tricks = listing([f"{names[s]} {r['tricks'][s]}" for s in seats])
    if r["ended_early"]:
        lines.append(f"Every penalty card was taken after {plural(r['tricks_played'], 'trick')}: {tricks}.")
    else:
        lines.append(f"Tricks taken: {tricks}.")
    discards = [f"the {card_words(c)}" for c in r["discards"]]
    if discards:
        lines.append(f"{who} had put away {listing(discards)}.")
    if penalty:
        takers = [f"{names[s]} {r['points'][s]}" for s in seats if r["points"][s]]
        scored = [f"Penalty points, onto the hill: {listing(takers) or 'none'}."]
    else:
        awards = [f"{names[s]} {r['points'][s]}" for s in seats]
        scored = [f"Award points, 12 a trick, into the bonus: {listing(awards)}."]
    notes = ["sat out" if r["points"][s] is None else plural(r["tricks"][s], "trick") for s in range(len(r["points"]))]
    return HandStory(lines, notes, scored)


# D-king-8: with two players the table lays out three places.
PLACES = Places(
    count=lambda players: 3 if players == 2 else players,
    player=_player,
    turn=lambda view: getattr(view, "turn", None),
    open=_open,
    name=lambda owner: f"{owner}: second hand",
    note=_place_note,
)


LOOK = GameLook(
    columns=_king,
    zones={
        "kitty": ZoneRule("pile", "row", top_first=True, at=(0.0, -1.25), label="kitty"),
    },
    tally=_tally,
    hides_scores=True,
    hidden_columns=_hidden_columns,
    contract_chart=True,
    places=PLACES,
    story=_story,
)
