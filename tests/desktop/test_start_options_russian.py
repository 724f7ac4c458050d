"""Issue 24, "Languages": the start screen's rule options (each game's names for them and their
explanations, the engines' words: games/<game>/facts.py) and why Deal refuses a match (a seed, a
rule option's value) speak Russian with the Russian translation installed, and exactly today's
English without one.

The Russian .qm is built from translations/ru/*.ts once for the session and installed as the
program installs it (``i18n.install``: the ``russian`` fixture, tests/desktop/conftest.py).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox, QFormLayout, QLabel, QLineEdit, QWidget

import games
from desktop.app.start import StartDialog, default_config, match_problem
from desktop.match.worker import MatchConfig

# What stays in Latin letters in Russian: the games' names, our rulings' codes ("D-king-6"), the
# rules' paragraphs ("правило 2c"), the options' two-letter codes (SS, MN, BH; JK: the joker).
KEPT = re.compile(r"Two Way Street|Freelance|Clubs|Kalooki|\bD-[a-z_]+-\d+\b|\b\d+[a-z]\b|\b[A-Z]{2}\b")
LATIN = re.compile(r"[A-Za-z]+")


def latin(text: str) -> list[str]:
    """The Latin words of ``text`` but for those kept (accelerators' ``&`` taken out first)."""
    return LATIN.findall(KEPT.sub("", text.replace("&", "")))


def start_on(qtbot, game_id: str) -> StartDialog:  # type: ignore[no-untyped-def]
    dlg = StartDialog()
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(games.ids().index(game_id))
    return dlg


def option_label(dlg: StartDialog, widget: QWidget) -> str:
    """What names an option on the screen: a check box's own text, else its row's label."""
    if isinstance(widget, QCheckBox):
        return widget.text()
    label = dlg.options_form.labelForField(widget)
    assert isinstance(label, QLabel)
    return label.text()


def screen_texts(dlg: StartDialog) -> dict[str, str]:
    """Every text of the start screen but the game list's other games, by where it is shown."""
    out: dict[str, str] = {"game": dlg.game.currentText(), "seats": dlg.seats_box.title()}
    out |= {"rules": dlg.options_box.title(), "seed": dlg.seed.placeholderText(), "seed tip": dlg.seed.toolTip()}
    form = dlg.game.parentWidget().layout().itemAt(0).layout()  # the game/players/seed form
    assert isinstance(form, QFormLayout)
    for field in (dlg.game, dlg.players, dlg.seed):
        label = form.labelForField(field)
        assert isinstance(label, QLabel)
        out[f"label of {field.__class__.__name__}"] = label.text()
    for s, (name, kind) in enumerate(zip(dlg.names, dlg.kinds, strict=True)):
        out[f"seat {s} name"] = name.text()
        out[f"seat {s} kind tip"] = kind.toolTip()
        out |= {f"seat {s} kind {i}": kind.itemText(i) for i in range(kind.count())}
        label = dlg.seats_grid.itemAtPosition(s, 0).widget()
        assert isinstance(label, QLabel)
        out[f"seat {s} label"] = label.text()
    for name, widget in dlg.option_widgets.items():
        out[f"{name} label"] = option_label(dlg, widget)
        out[f"{name} tip"] = widget.toolTip()
    if not dlg.option_widgets:
        out["no options"] = " ".join(w.text() for w in dlg.options_box.findChildren(QLabel))
    return out


@pytest.mark.parametrize("game_id", games.ids())
def test_the_start_screen_speaks_russian(qtbot, russian: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    dlg = start_on(qtbot, game_id)
    texts = screen_texts(dlg)
    assert {where: latin(text) for where, text in texts.items() if latin(text)} == {}
    assert all(text.strip() for where, text in texts.items() if where.endswith(("label", "tip")))
    assert [w for w in dlg.findChildren(QLineEdit) if w.text() == "You"] == []  # "Вы"


def test_the_options_say_russian_words_for_the_rules(qtbot, russian: Path) -> None:  # type: ignore[no-untyped-def]
    king = start_on(qtbot, "king")
    assert king.game.currentText().startswith("Кинг") and king.seed.placeholderText() == "случайное"
    assert option_label(king, king.option_widgets["misere_without_trump"]) == "Мизер без козыря"
    tip = king.option_widgets["broken_hearts"].toolTip()
    assert tip.startswith("BH") and "«Не брать червей»" in tip and tip.endswith("(D-king-6).")
    tws = start_on(qtbot, "two_way_street")
    assert option_label(tws, tws.option_widgets["two_packs"]) == "Две колоды"
    assert "(правило 2c)" in tws.option_widgets["alike_jokers"].toolTip()


def test_without_a_translation_the_options_are_todays_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    for game_id in games.ids():
        dlg = start_on(qtbot, game_id)
        game = games.get(game_id)
        docs = game.option_docs()
        for f in dataclasses.fields(game.options_type):
            widget = dlg.option_widgets[f.name]
            assert option_label(dlg, widget) == f.name.replace("_", " ").capitalize() == game.option_labels()[f.name]
            assert widget.toolTip() == docs[f.name] == f.metadata["doc"]
    king = start_on(qtbot, "king")
    assert king.game.currentText().startswith("King  (")
    assert king.option_widgets["show_kitty"].toolTip() == (
        "SK: the kitty is shown to all players before the contractor takes it (D-king-6)."
    )
    freelance = start_on(qtbot, "freelance")
    assert option_label(freelance, freelance.option_widgets["play_all_tricks"]) == "Play all tricks"


def bad_matches() -> dict[str, MatchConfig]:
    tws = default_config("two_way_street", seed=7)
    return {
        "seed": dataclasses.replace(tws, seed=-1),
        "target": dataclasses.replace(tws, options={"target": 5000}),
        "jokers": dataclasses.replace(tws, options={"jokers": 3}),
        "kind": dataclasses.replace(tws, options={"two_packs": 1}),
        "unknown": dataclasses.replace(default_config("kalooki", seed=7), options={"x": 1}),
    }


ENGLISH = {
    "seed": "The seed must be a whole number from 0 to 2**63-1",
    "target": "Rules: option 'target' must be from 1 to 1000, got 5000",
    "jokers": "Rules: option 'jokers' must be 0, 1 or 2, got 3",
    "kind": "Rules: option 'two_packs' must be true or false, got 1",
    "unknown": "Rules: unknown option 'x'; options are: none",
}
RUSSIAN = {
    "seed": "Зерно должно быть целым числом от 0 до 2⁶³ − 1",
    "target": "Правила: матч может идти до числа очков от 1 до 1000, а не до 5000",
    "jokers": "Правила: джокеров в колоде может быть 0, 1 или 2, а не 3",
    "kind": "Правила: настройка 'two_packs' должна быть включена или выключена (true или false), а не 1",
    "unknown": "Правила: неизвестная настройка 'x'; настройки: нет",
}


def test_why_deal_refuses_a_match_is_said_in_english(qapp: QApplication) -> None:
    assert {what: match_problem(cfg) for what, cfg in bad_matches().items()} == ENGLISH


def test_why_deal_refuses_a_match_is_said_in_russian(russian: Path) -> None:
    assert {what: match_problem(cfg) for what, cfg in bad_matches().items()} == RUSSIAN
