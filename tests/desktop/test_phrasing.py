"""Issue 24: the engines' words in the window's language (desktop/phrasing.py). Without a
translation the window says exactly what it always said (seats named, cards as the table prints
them, rulings' codes left out, the second person for a player named You); with the Russian one
installed a refusal and a note are said in Russian with the players' names, the person's own
sentences with the verb agreeing with "Вы"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

import games
from desktop import i18n
from desktop.match.seen import say
from desktop.match.worker import MatchWorker
from desktop.naming import without_codes
from desktop.phrasing import render
from desktop.table.moves import name_seats
from games.cards import parse_card
from games.errors import IllegalAction
from games.phrases import SUITS, Cards, Phrase, indented, phrase

from .table_harness import config

NAMES = ["You", "Ann", "Ben"]


def refusal(game_id: str, action: str, players: int = 3, seed: int = 1) -> str:
    state = games.get(game_id).new_match(players=players, seed=seed, options={})
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    return refused.value.reason


def samples() -> list[str]:
    qs = parse_card("QS")
    return [
        phrase("seat {seat} wins the auction with {card}", seat=0, card=qs),
        phrase("seat {seat} wins the auction with {card}", seat=1, card=qs),
        phrase("Seat {seat}'s discards: {cards}", seat=0, cards=Cards([qs, parse_card("TH")])),
        phrase("seat {seat} takes %n pre-trick(s) from the deck (D-tws-6)", seat=2, n=1),
        phrase("you must follow suit: you hold {suit} (¶35, ¶37)", suit=SUITS["H"]),
        refusal("king", "play QH"),
        refusal("clubs", "play QH"),
    ]


def test_without_a_translation_the_window_says_what_it_always_said() -> None:
    for text in samples():
        assert isinstance(text, Phrase)
        assert render(text, NAMES) == name_seats(without_codes(str(text)), NAMES)
        assert say(indented("  ", text), NAMES) == say("  " + str(text), NAMES)
    assert render(samples()[0], NAMES) == "You win the auction with Q♠"
    assert render(samples()[1], NAMES) == "Ann wins the auction with Q♠"
    assert say(samples()[2], NAMES) == "Your discards: Q♠ 10♥"  # a note, as the log says it
    assert render(samples()[4], NAMES) == "you must follow suit: you hold Hearts (¶35, ¶37)"
    assert render(samples()[5], NAMES) == "You must first choose the game from the pool, not play Q♥"
    assert render("seat 1 is not a Phrase (D-king-2)", NAMES) == "Ann is not a Phrase"
    assert render(samples()[0], NAMES, lambda t: f"<{t}>") == "<seat 0 wins the auction with QS>"


def test_a_refusal_crosses_the_worker_signal_as_a_phrase(qapp: QApplication) -> None:
    worker = MatchWorker()
    got: list[tuple[str, Any]] = []
    worker.refused.connect(lambda text, reason: got.append((text, reason)))
    worker.start(config("king", humans=3, seed=1))
    worker.human_action("play QH")
    worker.stop()
    assert got and got[0][0] == "play QH"
    assert isinstance(got[0][1], Phrase) and got[0][1].template.startswith("seat {seat} must first choose")


def test_with_the_russian_translation_refusals_and_notes_are_russian(russian: Path) -> None:
    names = [i18n.tr("You"), "Ann", "Ben"]
    assert names[0] == "Вы"
    won, other, discards, pre, follow, king, clubs = (render(t, names) for t in samples())
    assert won == "Вы выигрываете торговлю с заявкой: Дама пик"  # the person's own verb form
    assert other == "Ann выигрывает торговлю с заявкой: Дама пик"
    assert discards == "Вы: ваш снос — Дама пик, Десятка червей"
    assert pre == "Ben берёт из колоды 1 предварительную взятку"
    assert follow == "нужно ходить в масть: у вас есть червы (¶35, ¶37)"
    assert king == "Вы сначала выбираете игру из набора, а не «ход Q♥»"  # no ruling codes
    assert clubs.startswith("идёт торговля") and "D-clubs" not in clubs
    # The log's note, as the match log says it.
    note = indented("  ", phrase("seat {seat} is forced {way} (rule 2b)", seat=1, way=_way("low")))
    assert say(note, names) == "  Ann вынужденно играет на младшие (rule 2b)"
    # A text that is no Phrase is said as ever.
    assert render("seat 2 deals", names) == "Ben deals"


def _way(word: str) -> str:
    from games.two_way_street.facts import WAYS

    return WAYS[word]
