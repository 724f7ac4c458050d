"""What the window says in words (Qt-free): the legal moves for the status line, the end of a hand
and of the match as HTML for the summary panel."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from games.actions import Action
from games.events import HandEnded

from ..naming import naming
from ..per_game.look import HandStory
from ..table.moves import name_seats

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


def hand_summary_html(
    ended: HandEnded, names: Sequence[str], story: HandStory | None, hide_scores: bool = False, word: str = "hand"
) -> str:
    """The end of a hand in plain words: the game's ``story`` of it (who made or failed the
    contract and why, who took what, the score change), then each player's change and total.
    ``hide_scores`` (King's NS) leaves out every number of the score."""
    head = f"<h3>{word.capitalize()} {ended.number} is over</h3>"
    if story is None:
        lines = [name_seats(ended.text, names)] if ended.text else []
    else:
        lines = [*story.lines, *(() if hide_scores else story.scored)]
    said = "".join(f"<p style='margin:2px 0'>{html.escape(naming(line, names))}</p>" for line in lines)
    if hide_scores:
        return head + said + "<p><i>The scores are hidden until the end of the session.</i></p>"
    rows = "".join(
        f"<tr><td>{html.escape(names[s])}</td><td align=right>{ended.deltas[s]:+d}</td>"
        f"<td align=right><b>{ended.totals[s]}</b></td></tr>"
        for s in range(len(names))
    )
    return (
        f"{head}{said}"
        f"<table cellspacing=6><tr><th align=left>Player</th><th>This hand</th><th>Total</th></tr>{rows}</table>"
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
