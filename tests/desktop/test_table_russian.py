"""Issue 24, "Languages": the table in Russian. With the Russian translation installed, a match of
each game is played a few turns at a table, and every text the table itself shows (the status
line, the row of controls and its tips, the zones' labels, the hint line, the targets' captions,
the names a screen reader hears for the zones and cards) holds no English word; the players' names
are the test's own. Without a translation the same functions speak the English of the source.

The engines' own words (the table note, the seats' notes, the log, a refusal's reason) are left
to the engine's part of the translation (desktop/phrasing.py) and are not looked at here.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

import games
from desktop.app.window import MainWindow
from desktop.app.words import what_to_do
from desktop.match.worker import HUMAN, MatchConfig
from desktop.naming import card_words
from desktop.table import accessible
from games.actions import Action

from .russian import english_left, panel_texts
from .table_harness import computer_level, make_window, next_batch, perform, wait_turn

NAMES = ("Вы", "Анна", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна")
TURNS = 6


def table_texts(w: MainWindow) -> list[str]:
    """What the table itself says now: status line, controls, labels, hint, targets, and the
    names of its zones and cards for a screen reader."""
    table = w.table
    out = panel_texts(w, tips=True)
    out += [label.text for label in table.labels.values() if label.isVisible()]
    out += [table.hint_box.text]
    out += [area.caption for area in table.areas.values()]
    out += [accessible.zone_name(table, z) for z in accessible.zones(table)]
    out += [accessible.card_name(table, it) for it in table.card_items()]
    return [t for t in out if t]


def russian_config(game_id: str, seed: int) -> MatchConfig:
    n = games.get(game_id).default_players
    seats = tuple(HUMAN if s == 0 else computer_level(game_id) for s in range(n))
    return MatchConfig(game_id, NAMES[:n], seats, {}, seed)


@pytest.mark.parametrize("game_id", games.ids())
def test_the_table_speaks_russian(qtbot: Any, russian: Path, game_id: str) -> None:
    w = make_window(qtbot)
    w.start_match(russian_config(game_id, seed=5))
    rng = random.Random(7)
    seen: list[str] = []
    for _ in range(TURNS):
        batch = wait_turn(qtbot, w)
        assert batch is not None
        if batch.is_over:
            break
        texts = table_texts(w)
        assert texts, "the table says nothing"
        seen += texts
        left = english_left(texts)
        assert not left, left
        serial = batch.serial
        perform(w, rng.choice(list(batch.legal)), qtbot)
        next_batch(qtbot, w, serial)
    assert any(t.startswith("Ваша рука") for t in seen), seen
    assert any(re.search("[а-яё]", t) for t in seen if "карта" in t or "можно" in t), seen


def test_card_names_are_whole_russian_names(russian: Path) -> None:
    assert card_words("QH") == "Дама червей"
    assert card_words("TS") == "Десятка пик"
    assert card_words("AD") == "Туз бубён"
    assert card_words("RJ") == "красный джокер"
    assert what_to_do([Action("bid", (3,)), Action("pass")]) == "сделайте заявку или пас"


def test_without_a_translation_the_table_speaks_the_english_of_today(qtbot: Any) -> None:
    assert card_words("QH") == "Queen of Hearts"
    assert card_words("TS") == "10 of Spades"
    assert card_words("RJ") == "red Joker"
    assert what_to_do([Action("bid", (3,)), Action("pass"), Action("call")]) == "bid, pass or call"
    w = make_window(qtbot)
    w.start_match(russian_config("king", seed=5))
    batch = wait_turn(qtbot, w)
    assert batch is not None
    texts = table_texts(w)
    assert any(t.startswith("Your hand, ") for t in texts), texts
    assert not [t for t in texts if re.search("[А-Яа-яЁё]", re.sub("|".join(NAMES), "", t))], texts
