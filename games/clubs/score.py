"""Clubs: the score of a hand (¶40-46, D-clubs-8/9) and the end of the match (¶47, D-clubs-10)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..core import Record
from ..events import (
    Event,
    HandEnded,
    MatchEnded,
    Note,
    ScoreChanged,
)
from ..phrases import phrase
from .facts import ACE_OF_HEARTS, CONTRACT, SEATS, TARGET

if TYPE_CHECKING:
    from .rules import ClubsState


def score_parts(
    won: Sequence[Sequence[Card]],
    tricks_won: Sequence[int],
    winner: int,
    partner: int | None,
    tricks_played: int,
) -> dict[str, Any]:
    """The parts of one hand's score, per seat (¶40-46, D-clubs-8/9): ``trick_points`` (+10 a
    trick), ``contract_penalty`` (-50 to each member of a side that broke its contract: a lone
    winner under 7 tricks, a Joker team short of every trick played), ``diamonds`` (counts) and
    ``diamonds_bonus`` (+20 for the most, +10 each when tied, none for zero), ``ace_of_hearts``
    (+10), ``no_spades`` (+5, with at least one trick), ``total``; and ``made``."""
    team = {winner} if partner is None else {winner, partner}
    if partner is None:
        made = tricks_won[winner] >= CONTRACT
    else:
        made = sum(tricks_won[s] for s in team) == tricks_played  # D-clubs-8
    tricks_pts = [10 * t for t in tricks_won]
    penalty = [-50 if (s in team and not made) else 0 for s in SEATS]
    diamonds = [sum(1 for c in won[s] if c.suit == "D") for s in SEATS]
    most = max(diamonds)
    tied = [s for s in SEATS if diamonds[s] == most] if most > 0 else []
    bonus = 20 if len(tied) == 1 else 10
    diamonds_bonus = [bonus if s in tied else 0 for s in SEATS]
    ace = [10 if ACE_OF_HEARTS in won[s] else 0 for s in SEATS]
    no_spades = [5 if tricks_won[s] > 0 and not any(c.suit == "S" for c in won[s]) else 0 for s in SEATS]
    totals = [tricks_pts[s] + penalty[s] + diamonds_bonus[s] + ace[s] + no_spades[s] for s in SEATS]
    return {
        "made": made,
        "trick_points": tricks_pts,
        "contract_penalty": penalty,
        "diamonds": diamonds,
        "diamonds_bonus": diamonds_bonus,
        "ace_of_hearts": ace,
        "no_spades": no_spades,
        "total": totals,
    }


def score_hand(state: ClubsState, events: list[Event]) -> None:
    """¶40-46 with D-clubs-8/9; then ¶47 with D-clubs-10."""
    assert state.winner is not None
    parts_of = score_parts(state.won, state.tricks_won, state.winner, state.partner, state.tricks_played)
    made = bool(parts_of["made"])
    tricks_pts = parts_of["trick_points"]
    penalty = parts_of["contract_penalty"]
    diamonds = parts_of["diamonds"]
    diamonds_bonus = parts_of["diamonds_bonus"]
    ace = parts_of["ace_of_hearts"]
    no_spades = parts_of["no_spades"]
    totals = parts_of["total"]
    for s in SEATS:
        state._scores[s] += totals[s]
        parts = []
        for label, value in (
            ("tricks", tricks_pts[s]),
            ("contract broken", penalty[s]),
            ("most diamonds", diamonds_bonus[s]),
            ("ace of hearts", ace[s]),
            ("no spades", no_spades[s]),
        ):
            if value:
                parts.append(f"{label} {value:+d}")
        events.append(ScoreChanged(s, totals[s], state._scores[s], ", ".join(parts) or "nothing"))
    # A read-only record (core.record) made of tuples from the start: a playout ends a hand every time.
    state.records.append(
        Record(
            {
                "hand": state.hand_no,
                "dealer": state.dealer,
                "winner": state.winner,
                "partner": state.partner,
                "bids": tuple(tuple([str(c) for c in state.bids[s] if (s, c) in state.auction]) for s in SEATS),
                "auction": tuple([f"{s}: {'pass' if c is None else 'bid ' + str(c)}" for s, c in state.auction]),
                "contract": "every trick" if state.partner is not None else f"{CONTRACT} tricks",
                "made": made,
                "tricks_played": state.tricks_played,
                "tricks": tuple(state.tricks_won),
                "trick_points": tuple(tricks_pts),
                "contract_penalty": tuple(penalty),
                "diamonds": tuple(diamonds),
                "diamonds_bonus": tuple(diamonds_bonus),
                "ace_of_hearts": tuple(ace),
                "no_spades": tuple(no_spades),
                "total": tuple(totals),
                "scores": tuple(state._scores),
            }
        )
    )
    verdict = phrase("contract made") if made else phrase("contract broken")
    events.append(HandEnded(state.hand_no, tuple(totals), tuple(state._scores), verdict))
    scores = " ".join(map(str, totals))
    state._log(
        -1, phrase("hand {hand}: {verdict}; scores {scores}", hand=state.hand_no, verdict=verdict, scores=scores)
    )
    top = max(state._scores)
    leaders = [s for s in SEATS if state._scores[s] == top]
    if top >= TARGET and len(leaders) == 1:  # ¶47, D-clubs-10
        state._winners = leaders
        state.phase = "over"
        state.turn = None
        events.append(MatchEnded(tuple(leaders)))
        return
    if top >= TARGET:
        events.append(
            Note(phrase("a tie for the highest score at {score}: another hand is played (D-clubs-10)", score=top))
        )
    state._next_hand(events)
