"""King at the table: the kitty, the sheet of D-king-5 with its hill and bonus, the NS option that
hides the scores until the end, and the chart of contracts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from games.actions import Action
from games.core import View

from ..i18n import tr, tr_noop
from ..naming import card_words, english, is_you, suit_name, word_name
from .lesson import Cite, Lesson, Teaching, TrickCites, ruling, section, trick_lesson, verbs
from .look import Column, GameLook, HandStory, Places, Record, ZoneRule, at, listing, name_of, standing, tip, tricks


def _king_points(s: int) -> Callable[[Record], Any]:
    def get(r: Record) -> Any:
        p = r["points"][s]
        if p is None:
            return None
        return p if r["kind"] == "award" else -p

    return get


def contract_name(r: Record) -> str:
    """The deal's contract as the engine names it ("Award game, trumps Hearts", "No Boys"), in
    the window's language."""
    if english():
        return str(r["name"])
    name = tr("No Boys") if str(r["name"]).startswith("No Boys") else word_name(str(r["game"]))
    if r["kind"] == "award":
        trump = r.get("trump")
        name += ", " + (tr("trumps {suit}").format(suit=suit_name(trump)) if trump else tr("no trump"))
    return name


def _king_contract(r: Record) -> str:
    return contract_name(r) + (tr(" (ended early)") if r["ended_early"] else "")


def _unless_out(key: str, s: int) -> Callable[[Record], Any]:
    """A seat's field, None in a deal the seat sat out (King with four players, D-king-7)."""
    return lambda r: None if r["sat_out"] == s else r[key][s]


def _king(view: View, names: Sequence[str]) -> list[Column]:
    """D-king-5: penalties go to the hill, awards to the bonus; the result is bonus minus hill."""
    name = name_of(names)
    cols = [
        Column("deal", tr("Deal"), lambda r: r["deal"]),
        Column("contractor", tr("Contractor"), lambda r: r["contractor"], numeric=False, show=name),
        Column(
            "game",
            tr("Game", note="a column: the contract of the deal"),
            _king_contract,
            numeric=False,
            tip_of=lambda r: tr("Discards: {cards}").format(cards=" ".join(r["discards"])),
        ),
    ]
    for s in range(view.players):
        sat = tip(lambda r, s: tr("sat out") if r["sat_out"] == s else "", s) if view.players > 3 else None
        cols += [
            Column(
                f"tricks{s}",
                tr("Tricks"),
                _unless_out("tricks", s),
                seat=s,
                tip_of=sat,
            ),
            Column(
                f"points{s}",
                tr("Points"),
                _king_points(s),
                seat=s,
                signed=True,
                blank_zero=True,
                tip=tr("Points taken this deal: minus on the hill (penalty), plus in the bonus (award)"),
            ),
            Column(f"hill{s}", tr("Hill"), at("hill", s), seat=s, tip=tr("Penalties so far (lower is better)")),
            Column(f"bonus{s}", tr("Bonus"), at("bonus", s), seat=s, tip=tr("Awards so far")),
            Column(
                f"result{s}",
                tr("Result"),
                at("scores", s),
                seat=s,
                running=True,
                signed=True,
                tip=tr("Bonus minus hill; the results sum to zero (D-king-5)"),
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
        return tr("score hidden until the end")
    chart = getattr(view, "chart", None)
    if chart is None or not chart.seats:
        return tr("result {score}").format(score=f"{score:+d}")
    sc = chart.seats[seat]
    return tr("result {score} = bonus {bonus} − hill {hill}, {place}").format(
        score=f"{score:+d}", bonus=sc.bonus_total, hill=sc.hill_total, place=standing(view, seat)
    )


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
        return tr("open once the game is chosen") if getattr(view, "phase", "") != "over" else ""
    total = sum(taken[q] for q in range(len(taken)) if _player(view, q) == player)
    return tr("{tricks} in this hand, {total} in all").format(tricks=tricks(taken[place]), total=total)


def _story(r: Record, names: Sequence[str]) -> HandStory:
    """A deal of King in words: the game chosen, the tricks, who took the penalties or the
    awards (D-king-2, D-king-4, D-king-5)."""
    who = names[r["contractor"]]
    penalty = r["kind"] == "penalty"
    name = contract_name(r)
    if is_you(who):
        chose = tr("You chose {game}, a penalty game.") if penalty else tr("You chose {game}, an award game.")
    else:
        chose = tr("{who} chose {game}, a penalty game.") if penalty else tr("{who} chose {game}, an award game.")
    lines = [chose.format(who=who, game=name)]
    if r["sat_out"] is not None:
        out = names[r["sat_out"]]
        lines.append(tr("You sat out this deal.") if is_you(out) else tr("{who} sat out this deal.").format(who=out))
    seats = [s for s, p in enumerate(r["points"]) if p is not None]
    taken = listing([f"{names[s]} {r['tricks'][s]}" for s in seats])
    if r["ended_early"]:
        lines.append(
            tr("Every penalty card was taken after {tricks}: {taken}.").format(
                tricks=tricks(r["tricks_played"]), taken=taken
            )
        )
    else:
        lines.append(tr("Tricks taken: {taken}.").format(taken=taken))
    discards = [card_words(c) for c in r["discards"]]
    if discards:
        away = listing([tr("the {card}").format(card=c) for c in discards]) if english() else listing(discards)
        said = tr("You had put away {cards}.") if is_you(who) else tr("{who} had put away {cards}.")
        lines.append(said.format(who=who, cards=away))
    if penalty:
        takers = [f"{names[s]} {r['points'][s]}" for s in seats if r["points"][s]]
        scored = [tr("Penalty points, onto the hill: {takers}.").format(takers=listing(takers) or tr("none"))]
    else:
        awards = [f"{names[s]} {r['points'][s]}" for s in seats]
        scored = [tr("Award points, 12 a trick, into the bonus: {awards}.").format(awards=listing(awards))]
    notes = [tr("sat out") if r["points"][s] is None else tricks(r["tricks"][s]) for s in range(len(r["points"]))]
    return HandStory(lines, notes, scored)


# D-king-8: with two players the table lays out three places.
PLACES = Places(
    count=lambda players: 3 if players == 2 else players,
    player=_player,
    turn=lambda view: getattr(view, "turn", None),
    open=_open,
    name=lambda owner: tr("{who}: second hand").format(who=owner),
    note=_place_note,
)


# -- the first hand that teaches (issue 23) ----------------------------------------------------------

# Its text has no numbers nor headings for the play: the sentences that say it, verbatim.
KING_LEAD = "The trick winner takes the trick and leads to the next trick"
KING_FOLLOW = "Other players must follow the suit"
KING_TRUMP = "a player who is void of the leading suit must play trump"
KING_FREE = "may play any card of their hand (so called renounce)"


def decision(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "choose" in v:
        return Lesson(
            tr(
                "You are the contractor: choose the game of this deal from your pool. Penalty games cost "
                "points for tricks or cards taken; award games pay 12 a trick."
            ),
            ruling("D-king-2"),
        )
    if "discard" in v:
        return Lesson(tr("You took the kitty: discard two cards face down (not penalty cards)."), ruling("D-king-3"))
    trump = str(getattr(view, "trump", "") or "")
    game = str(getattr(view, "game_key", "") or "")
    hearts = ruling("D-king-4") if game in ("no-hearts", "no-king") else ()  # no heart led; K♥ renounced
    cites = TrickCites(
        section(KING_LEAD) + ruling("D-king-3") + hearts,
        section(KING_FOLLOW),
        section(KING_FREE) + hearts,
        section(KING_TRUMP),
    )
    return trick_lesson(view, legal, cites, trump)


def notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "choose":
        return tr("chooses the game: {move}"), ruling("D-king-2")
    return None


TEACHING = Teaching(
    # Seed 33 (of seeds 1..60, scripts/tutorial_seeds.py): you are the contractor and choose No
    # Jacks, take the kitty and discard; you follow suit 4 times and 3 tricks see a card of another
    # suit; you take a penalty.
    seed=33,
    decision=decision,
    notable=notable,
    score_cites=ruling("D-king-5"),  # the score of a hand
)


LOOK = GameLook(
    columns=_king,
    zones={
        "kitty": ZoneRule("pile", "row", top_first=True, at=(0.0, -1.25), label=tr_noop("kitty")),
    },
    tally=_tally,
    hides_scores=True,
    hidden_columns=_hidden_columns,
    contract_chart=True,
    places=PLACES,
    story=_story,
    teaching=TEACHING,
)
