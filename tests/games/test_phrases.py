"""Issue 24: the engines' words for people are Phrases (games/phrases.py), the English text they
always were with the template and fields kept for the window's translation; every refusal and
every note of random playouts is one whose template has its translation in engine.ts, so nothing
the engines say reaches the screen untranslatable."""

from __future__ import annotations

import pickle
import random
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

import games
from games.actions import Action
from games.cards import Card, parse_card
from games.clubs.facts import card_name
from games.core import State
from games.errors import IllegalAction
from games.events import Note
from games.kalooki.facts import contract_words
from games.king.facts import KingOptions, contract_name, game_name
from games.phrases import SUITS, CardName, Cards, Phrase, indented, phrase
from games.playout import foreign_action

ROOT = Path(__file__).resolve().parents[2]
ENGINE_TS = ROOT / "translations" / "ru" / "engine.ts"


def _translated() -> set[tuple[str, str]]:
    out = set()
    for msg in ET.parse(ENGINE_TS).getroot().iter("message"):
        tr = msg.find("translation")
        if tr is not None and tr.get("type") is None:
            out.add((msg.findtext("source") or "", msg.findtext("comment") or ""))
    return out


TRANSLATED = _translated()


def untranslatable(text: object, where: str = "") -> list[str]:
    """What in ``text`` (a Phrase and the Phrases in its fields) has no translation in engine.ts."""
    if not isinstance(text, Phrase):
        return [f"{where}not a Phrase: {text!r}"]
    out = [] if (text.template, text.note) in TRANSLATED else [f"{where}no translation: {text.template!r}"]
    for key, value in text.fields.items():
        if isinstance(value, Phrase):
            out += untranslatable(value, f"{where}{text.template!r}.{key}: ")
    return out


def test_a_phrase_is_the_english_text_the_engines_always_wrote() -> None:
    qs, ad = parse_card("QS"), parse_card("AD")
    assert phrase("seat {seat} wins the auction with {card}", seat=2, card=qs) == "seat 2 wins the auction with QS"
    assert phrase("you must follow suit: you hold {suit} (rule 44)", suit=SUITS["H"]) == (
        "you must follow suit: you hold Hearts (rule 44)"
    )
    assert phrase("Seat {seat}'s discards: {cards}", seat=1, cards=Cards([qs, ad])) == "Seat 1's discards: QS AD"
    # %n: the count, and the word after it in the singular for 1 (as games.core.count wrote it).
    text = "seat {seat} wins bidding round {round} for %n tokens"
    assert phrase(text, seat=0, round=3, n=1) == "seat 0 wins bidding round 3 for 1 token"
    assert phrase(text, seat=0, round=3, n=4) == "seat 0 wins bidding round 3 for 4 tokens"
    pre = "seat {seat} takes %n pre-trick(s) from the deck (D-tws-6)"
    assert phrase(pre, seat=1, n=1) == "seat 1 takes 1 pre-trick(s) from the deck (D-tws-6)"
    assert phrase("%n {suits}", n=1, suits=phrase("clubs")) == "1 clubs"
    # Names as the engines wrote them.
    assert card_name(qs) == "Queen of Spades" and isinstance(card_name(qs), CardName)
    assert contract_words("344") == "one three, two fours"
    assert contract_words("3333") == "four threes"
    assert contract_name("award", "H", KingOptions()) == "Award game, trumps Hearts"
    assert contract_name("misere", None, KingOptions()) == "Misère, no trump"
    assert game_name("no-jacks", KingOptions(kings_as_boys=True)) == "No Boys"
    assert indented("  ", phrase("the match is over")) == "  the match is over"
    assert indented("  ", "plain") == "  plain"


def test_a_phrase_crosses_process_boundaries_whole() -> None:
    p = indented(
        "  ",
        phrase(
            "{card} does not fit onto {meld} (x) {bid} {n}",
            card=parse_card("JK"),
            meld=phrase("four in {suit}: {cards}", suit="H", cards=Cards([parse_card("5H"), parse_card("6H")])),
            bid=card_name(parse_card("KC")),
            n=3,
        ),
    )
    back = pickle.loads(pickle.dumps(p))
    assert back == p and type(back) is Phrase
    assert (back.template, back.fields, back.note, back.prefix) == (p.template, p.fields, p.note, p.prefix)
    assert isinstance(back.fields["meld"], Phrase) and isinstance(back.fields["meld"].fields["cards"], Cards)
    assert isinstance(back.fields["bid"], CardName) and back.fields["bid"].card == parse_card("KC")
    suit = pickle.loads(pickle.dumps(SUITS["S"]))
    assert suit.note == SUITS["S"].note and suit == "Spades"


def _tries(state: State, rng: random.Random, legal: list[Action]) -> list[Action]:
    """Actions a player might try that are not legal now: the legal verbs with other cards (a
    card held that does not follow suit, one not held), and a foreign action of the language."""
    seat = state.to_act
    held = list(state.zone_contents().get(f"hand{seat}", ())) if seat is not None else []
    others = [parse_card(c) for c in ("2C", "AS", "QH", "TD", "7S", "JK")]
    out: list[Action] = []
    for a in rng.sample(legal, min(3, len(legal))):
        if any(isinstance(x, Card) for x in a.args):
            for c in [*rng.sample(held, min(3, len(held))), rng.choice(others)]:
                out.append(Action(a.verb, tuple(c if isinstance(x, Card) else x for x in a.args)))
    foreign = foreign_action(state, rng, legal)
    if foreign is not None:
        out.append(foreign)
    return [a for a in out if a not in legal]


CONFIGS = [(gid, n, dict(opts)) for gid in games.ids() for n, opts in games.get(gid).playout_configs]


@pytest.mark.parametrize(
    ("game_id", "players", "options"), CONFIGS, ids=[f"{g}-{n}-{i}" for i, (g, n, _) in enumerate(CONFIGS)]
)
def test_every_refusal_and_note_of_random_playouts_is_translatable(game_id: str, players: int, options: Any) -> None:
    game = games.get(game_id)
    seen: set[str] = set()
    problems: list[str] = []
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        state = game.new_match(players=players, seed=seed, options=options)
        steps = 0
        while not state.is_over and steps < 1500:
            legal = state.legal_actions()
            if steps % 2 == 0:
                for action in _tries(state, rng, legal):
                    with pytest.raises(IllegalAction) as refused:
                        state.apply(action)
                    reason = refused.value.reason
                    seen.add(getattr(reason, "template", reason))
                    problems += untranslatable(reason, f"refusing {action}: ")
            for event in state.apply(rng.choice(legal)):
                if isinstance(event, Note):
                    seen.add(getattr(event.text, "template", event.text))
                    problems += untranslatable(event.text, "note: ")
            steps += 1
    assert not problems, "\n".join(sorted(set(problems)))
    assert len(seen) > 3  # the playouts did refuse and note things
