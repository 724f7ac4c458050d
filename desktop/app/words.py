"""What the window says in words (Qt-free): the legal moves for the status line, the end of a hand
and of the match as HTML for the summary panel."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence

from games.actions import Action
from games.events import HandEnded

from ..naming import naming

PHRASES = {
    "play": "play a card",
    "bid": "bid",
    "pass": "pass",
    "swap": "swap a card",
    "decline": "decline",
    "state": "state a contract",
    "discard": "discard",
    "give": "give a card",
    "choose": "choose a contract",
    "declare": "declare high or low",
    "bury": "bury a card",
    "draw": "draw",
    "call": "call",
    "allow": "allow or refuse",
    "refuse": "refuse",
    "meld": "meld",
    "down": "go down",
    "tack": "tack on",
    "take": "take back",
}


# Record fields that name a seat: the hand summary shows the player's name.
SEAT_KEYS = frozenset(
    {
        "dealer",
        "attacker",
        "winner",
        "partner",
        "contractor",
        "declarer",
        "caller",
        "out",
        "went_out",
        "sitting_out",
        "seat",
    }
)


def what_to_do(legal: Sequence[Action]) -> str:
    """``bid or pass``: the legal verbs in words, for the status line."""
    out: list[str] = []
    for a in legal:
        phrase = PHRASES.get(a.verb, a.verb)
        if a.verb == "refuse" and "allow" in {b.verb for b in legal}:
            continue
        if phrase not in out:
            out.append(phrase)
    if len(out) <= 1:
        return out[0] if out else ""
    return ", ".join(out[:-1]) + " or " + out[-1]


def value_text(v: object, names: Sequence[str], key: str = "") -> str:
    """A record's value for people: seats by name, per-seat lists as "Ann 3, Ben 5"."""
    if isinstance(v, (list, tuple)):
        if len(v) == len(names) and all(isinstance(x, (int, str)) or x is None for x in v):
            return ", ".join(f"{names[s]} {value_text(x, names)}" for s, x in enumerate(v))
        return ", ".join(value_text(x, names) for x in v)
    if v is None:
        return "-"
    if key in SEAT_KEYS and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names):
        return names[v]
    return str(v)


def hand_summary_html(ended: HandEnded, names: Sequence[str], record: Mapping[str, object] | None) -> str:
    """The end of a hand: each player's change and total, then the hand's record (``record``: the
    last of the view's records, if the game keeps them)."""
    rows = "".join(
        f"<tr><td>{html.escape(names[s])}</td><td align=right>{ended.deltas[s]:+d}</td>"
        f"<td align=right><b>{ended.totals[s]}</b></td></tr>"
        for s in range(len(names))
    )
    record_html = ""
    if record:
        items = [
            f"<li>{html.escape(str(k).replace('_', ' '))}: {html.escape(value_text(v, names, str(k)))}</li>"
            for k, v in record.items()
            if k not in ("hand", "scores")
        ]
        record_html = "<ul style='margin:0'>" + "".join(items[:12]) + "</ul>"
    return (
        f"<h3>Hand {ended.number} is over{': ' + html.escape(ended.text) if ended.text else ''}</h3>"
        f"<table cellspacing=6><tr><th align=left>Player</th><th>This hand</th><th>Total</th></tr>{rows}</table>"
        f"{record_html}"
    )


def match_end_head(names: Sequence[str], winners: Sequence[int], stopped: bool) -> str:
    """ "Ann wins", "Ann and Ben win", or why there is no winner."""
    if stopped:
        return "The match was stopped"
    if winners:
        return naming(" and ".join(names[s] for s in winners) + (" win" if len(winners) > 1 else " wins"), names)
    return "A draw: nobody wins"


def match_end_html(
    head: str, names: Sequence[str], scores: Sequence[int], winners: Sequence[int], lower_is_better: bool
) -> str:
    """The end of the match: the head line, then the players best first, winners starred."""
    order = sorted(range(len(names)), key=lambda s: scores[s], reverse=not lower_is_better)
    rows = "".join(
        f"<tr><td>{'★ ' if s in winners else ''}{html.escape(names[s])}</td>"
        f"<td align=right><b>{scores[s]}</b></td></tr>"
        for s in order
    )
    return f"<h2>{html.escape(head)}</h2><table cellspacing=6>{rows}</table>"


def how_to_move(
    card_moves: Sequence[Action], legal: Sequence[Action], meld_mode: bool, where: Callable[[str], str]
) -> str:
    """The table's hint line for the person to act: how a card is moved (``card_moves``: the legal
    actions made by moving one card) and where to (``where(verb)``: "the middle", "the discard
    pile", "a meld", as the table lays it out), a meld made, a card drawn."""
    if card_moves:
        verbs = sorted({a.verb for a in card_moves})
        if len(verbs) > 1:
            by_place: dict[str, list[str]] = {}
            for v in verbs:
                by_place.setdefault(where(v), []).append(v)
            places = " or ".join(f"{p} to {' or '.join(vs)}" for p, vs in by_place.items())
            return f"Drag a card to {places}, or double-click it"
        verb, place = verbs[0], where(verbs[0])
        if verb == "play":
            return f"Drag a card to {place}, double-click it, or use the arrow keys and Enter"
        if verb in place:  # "the discard pile" says it all
            return f"Drag a card to {place}, or double-click it"
        return f"Drag a card to {place} to {verb} it, or double-click it"
    if meld_mode:
        return "Click cards to select a meld, then press Meld"
    if any(a.verb == "draw" for a in legal):
        return "Draw: click the stock or the discard pile, or use the buttons below"
    return ""
