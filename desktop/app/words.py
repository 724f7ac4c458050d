"""What the window says in words (Qt-free): the legal moves for the status line, the end of a hand
and of the match as HTML for the summary panel."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from games.actions import Action
from games.events import HandEnded

from ..i18n import tr, tr_noop
from ..naming import inside, is_you, naming
from ..per_game.look import HandStory
from ..phrasing import render
from ..table.moves import discard_pile, name_seats, or_words, verb_word

PHRASES = {
    "play": tr_noop("play a card"),
    "bid": tr_noop("bid"),
    "pass": tr_noop("pass"),
    "swap": tr_noop("swap a card"),
    "decline": tr_noop("decline"),
    "state": tr_noop("state a contract"),
    "discard": tr_noop("discard"),
    "give": tr_noop("give a card"),
    "choose": tr_noop("choose a contract"),
    "declare": tr_noop("declare high or low"),
    "bury": tr_noop("bury a card"),
    "draw": tr_noop("draw"),
    "call": tr_noop("call"),
    "allow": tr_noop("allow or refuse"),
    "refuse": tr_noop("refuse"),
    "meld": tr_noop("meld"),
    "down": tr_noop("go down"),
    "tack": tr_noop("tack on"),
    "take": tr_noop("take back"),
}


def either(items: Sequence[str]) -> str:
    """``bid, pass or call``: a choice of ``items`` in words; one item alone; nothing: ""."""
    if len(items) <= 1:
        return items[0] if items else ""
    return tr("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def what_to_do(legal: Sequence[Action]) -> str:
    """``bid or pass``: the legal verbs in words, for the status line."""
    out: list[str] = []
    for a in legal:
        phrase = tr(PHRASES[a.verb]) if a.verb in PHRASES else a.verb
        if a.verb == "refuse" and "allow" in {b.verb for b in legal}:
            continue
        if phrase not in out:
            out.append(phrase)
    return either(out)


def hand_over(word: str, number: int) -> str:
    """``Deal 3 is over`` (the game's word for a hand), in the window's language."""
    if word == "deal":
        return tr("Deal {n} is over").format(n=number)
    if word == "hand":
        return tr("Hand {n} is over").format(n=number)
    return f"{word.capitalize()} {number} is over"


def hand_summary_html(
    ended: HandEnded, names: Sequence[str], story: HandStory | None, hide_scores: bool = False, word: str = "hand"
) -> str:
    """The end of a hand in plain words: the game's ``story`` of it (who made or failed the
    contract and why, who took what, the score change), then each player's change and total.
    ``hide_scores`` (King's NS) leaves out every number of the score."""
    head = f"<h3>{html.escape(hand_over(word, ended.number))}</h3>"
    if story is None:
        lines = [render(ended.text, names, lambda text: name_seats(text, names))] if ended.text else []
    else:
        lines = [*story.lines, *(() if hide_scores else story.scored)]
    said = "".join(f"<p style='margin:2px 0'>{html.escape(naming(line, names))}</p>" for line in lines)
    if hide_scores:
        return head + said + f"<p><i>{html.escape(tr('The scores are hidden until the end of the session.'))}</i></p>"
    rows = "".join(
        f"<tr><td>{html.escape(names[s])}</td><td align=right>{ended.deltas[s]:+d}</td>"
        f"<td align=right><b>{ended.totals[s]}</b></td></tr>"
        for s in range(len(names))
    )
    player, this_hand, total = tr("Player"), tr("This hand"), tr("Total")
    return (
        f"{head}{said}"
        f"<table cellspacing=6><tr><th align=left>{player}</th><th>{this_hand}</th><th>{total}</th></tr>{rows}</table>"
    )


def match_end_head(names: Sequence[str], winners: Sequence[int], stopped: bool) -> str:
    """ "Ann wins", "Ann and Ben win", or why there is no winner."""
    if stopped:
        return tr("The match was stopped")
    if len(winners) == 1:
        who = names[winners[0]]
        return tr("You win") if is_you(who) else naming(tr("{who} wins").format(who=who), names)
    if winners:
        who = names[winners[0]]
        for s in winners[1:]:  # "Ann and Ben and you": the person lower-case inside (Russian "вы")
            other = inside(names[s])
            who = tr("{first} and {second}").format(first=who, second=other)
        if any(is_you(names[s]) for s in winners):
            return naming(tr("{who} win", note="the person among the winners").format(who=who), names)
        return naming(tr("{who} win").format(who=who), names)
    return tr("A draw: nobody wins")


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
            said = [
                tr("{place} to {verbs}").format(place=p, verbs=or_words(map(verb_word, vs)))
                for p, vs in by_place.items()
            ]
            places = or_words(said)
            return tr("Drag a card to {places}, or double-click it").format(places=places)
        verb, place = verbs[0], where(verbs[0])
        if verb == "play":
            return tr("Drag a card to {place}, double-click it, or use the arrow keys and Enter").format(place=place)
        if verb in place or (verb == "discard" and place == discard_pile()):  # "the discard pile" says it all
            return tr("Drag a card to {place}, or double-click it").format(place=place)
        return tr("Drag a card to {place} to {verb} it, or double-click it").format(place=place, verb=verb_word(verb))
    if meld_mode:
        return tr("Click cards to select a meld, then press Meld")
    if any(a.verb == "draw" for a in legal):
        return tr("Draw: click the stock or the discard pile, or use the buttons below")
    return ""
