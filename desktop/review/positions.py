"""What the replay shows, worked out without Qt: a position with every hand open, events dealt
face up, the actions of a hand and each hand's result, and the whole transcript replayed once."""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Sequence

from games.cards import sort_key
from games.core import State, View
from games.events import CardMoved, Event, HandEnded, MatchEnded
from games.replay import HandSpan, Replay
from games.transcript import Transcript

from ..i18n import tr
from ..phrasing import render

_HAND_ZONE = re.compile(r"hand(\d+)")


def _trump(view: View) -> str | None:
    """The trump suit a view names (its ``trump`` field or a contract ``(n, suit)``), for sorting."""
    trump = getattr(view, "trump", None)
    contract = getattr(view, "contract", None)
    if trump is None and isinstance(contract, tuple) and len(contract) > 1 and isinstance(contract[1], str):
        trump = contract[1]
    return trump if trump in ("C", "D", "H", "S") else None


def open_view(state: State, seat: int) -> View:
    """``seat``'s view of ``state`` with every hand's real cards shown (sorted by suit and rank, the
    trump suit first as the table sorts a player's own hand). Only ``hand<s>`` zones are opened:
    stocks, kitties and face-down piles stay as the seat knows them."""
    view = state.view(seat)
    real = state.zone_contents()
    trump = _trump(view)
    zones = dict(view.zones)
    for name, cards in view.zones.items():
        hand = _HAND_ZONE.fullmatch(name)
        if hand is None or name not in real:
            continue
        if len(real[name]) != len(cards):
            # The seat counts in that hand cards its owner has laid where only the owner sees them
            # (Kalooki's melds before ``down``, D-kalooki-3): open them as their owner sees them.
            s = int(hand.group(1))
            owner = state.view(s) if s < len(state.scores) else None
            if owner is None or len(owner.zones.get(name, ())) != len(real[name]):
                continue
            zones.update({z: cs for z, cs in owner.zones.items() if z not in view.zones})
        zones[name] = tuple(sorted(real[name], key=functools.partial(sort_key, trump=trump)))
    return dataclasses.replace(view, zones=zones)


def open_events(events: Sequence[Event], players: int) -> list[Event]:
    """``events`` with every card going into a hand known to all seats, so an open table deals
    (and draws) face up instead of turning the cards over at the end of the animation."""
    everybody = frozenset(range(players))
    out: list[Event] = []
    for e in events:
        if isinstance(e, CardMoved) and _HAND_ZONE.fullmatch(e.dst):
            e = dataclasses.replace(e, visible_to=everybody)
        out.append(e)
    return out


def hand_actions(replay: Replay, span: HandSpan) -> range:
    """The indices of the actions taken during hand ``span`` (the last one may end the hand)."""
    return range(span.start, min(span.end + 1, replay.last))


def hand_endings(replay: Replay) -> dict[int, HandEnded]:
    """Each finished hand's HandEnded event (its result), by hand number: the events of the action
    that closed it. A hand still under way (a match saved mid-hand) has none."""
    out: dict[int, HandEnded] = {}
    for span in replay.hands:
        closing = span.end if span.end < replay.last else replay.last - 1
        if closing < span.start:
            continue
        for e in replay.step(closing)[1]:
            if isinstance(e, HandEnded):
                out[span.hand_no] = e
    return out


@dataclasses.dataclass(frozen=True)
class Built:
    """What the window needs before it can show anything: the replay and every hand's result."""

    replay: Replay
    endings: dict[int, HandEnded]


def build(transcript: Transcript, trusted: bool, replay: Replay | None = None) -> Built:
    """Replay ``transcript`` (unless ``replay`` is given) and find each hand's result.
    ReplayError (a ValueError) for an illegal action."""
    replay = replay if replay is not None else Replay(transcript, trusted=trusted)
    return Built(replay, hand_endings(replay))


def score_line(ended: HandEnded, names: Sequence[str]) -> str:
    """``Ann +8 (28), Ben 0 (-9), Cleo 0 (0)``: each seat's score for the hand and the total."""
    return ", ".join(
        f"{names[s]} {d:+d} ({t})" if d else f"{names[s]} 0 ({t})"
        for s, (d, t) in enumerate(zip(ended.deltas, ended.totals, strict=False))
    )


def results_text(events: Sequence[Event], names: Sequence[str]) -> str:
    """What the table says after a hand's last action: the hand's result, or the match's winners."""
    parts = []
    for e in events:
        if isinstance(e, HandEnded):
            text = render(e.text, names)  # the engine's words, in the window's language
            over = tr("Hand {n} is over: {what}. {scores}") if text else tr("Hand {n} is over. {scores}")
            parts.append(over.format(n=e.number, what=text, scores=score_line(e, names)))
        elif isinstance(e, MatchEnded):
            won = [names[s] for s in e.winners]
            if not won:
                parts.append(tr("The match is over: a draw, nobody wins."))
                continue
            who = won[0]
            for more in won[1:]:
                who = tr("{first} and {second}").format(first=who, second=more)
            over = tr("The match is over: {who} wins.") if len(won) == 1 else tr("The match is over: {who} win.")
            parts.append(over.format(who=who))
    return "  ".join(p for p in parts if p)
