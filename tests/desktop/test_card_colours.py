"""Issue 24, "A table for everyone": a four-colour deck (diamonds blue, clubs green, as bridge
players use) and large cards, both settings of their own (the Settings dialog, the View menu),
kept across a restart. The colours are read from the rendered pixmaps; large cards grow the
person's hand where the table has room and never push a card off the table."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox

from desktop.app.settings_dialog import Preferences
from desktop.data.settings import Settings
from desktop.table.assets import FOUR_COLOURS, CardArt, card_backs, card_file, four_colour_svg
from desktop.table.large import LARGE_SCALE, clashes, fitted
from desktop.table.layout import compute

from .table_harness import config, make_window, wait_turn

RED, BLACK = QColor("#c8102e"), QColor("#1b1b1b")
BLUE, GREEN = QColor(FOUR_COLOURS["D"][1]), QColor(FOUR_COLOURS["C"][1])
INKS = {"red": RED, "black": BLACK, "blue": BLUE, "green": GREEN}


def inks(image: QImage, area: QRectF | None = None) -> dict[str, int]:
    """How many pixels of ``image`` (within ``area``, in fractions of its size) are of each suit
    colour (within a small distance: the pips' anti-aliased edges are left out)."""
    a = area or QRectF(0, 0, 1, 1)
    x0, y0 = int(a.left() * image.width()), int(a.top() * image.height())
    x1, y1 = int(a.right() * image.width()), int(a.bottom() * image.height())
    counts = dict.fromkeys(INKS, 0)
    for y in range(y0, y1, 2):
        for x in range(x0, x1, 2):
            c = image.pixelColor(x, y)
            for name, ink in INKS.items():
                if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) < 40:
                    counts[name] += 1
    return counts


def face(art: CardArt, name: str) -> QImage:
    return art.pixmap(name, 125, 175, 1.0).toImage()


# The corner index (rank and small pip) of a card, in fractions of its size.
INDEX = QRectF(0.02, 0.05, 0.2, 0.22)


def test_the_four_colour_deck_draws_diamonds_blue_and_clubs_green(qapp: Any) -> None:
    art = CardArt(four_colour=True)
    diamond, club, heart, spade = (inks(face(art, n)) for n in ("5D", "5C", "5H", "5S"))
    assert diamond["blue"] > 100 and diamond["red"] == 0
    assert club["green"] > 100 and club["black"] == 0
    assert heart["red"] > 100 and heart["blue"] == heart["green"] == 0
    assert spade["black"] > 100 and spade["blue"] == spade["green"] == 0
    # The court cards: the index and pips in the suit's new colour, the figure as drawn.
    for name, new, old in (("QD", "blue", "red"), ("KC", "green", "black"), ("JC", "green", "black")):
        index = inks(face(art, name), INDEX)
        assert index[new] > 20 and index[old] == 0, (name, index)
        assert inks(face(art, name))["red"] > 50  # the figure keeps its colours (a red robe, trim)


def test_without_it_the_deck_is_red_and_black_and_the_choice_can_change(qapp: Any) -> None:
    art = CardArt()
    assert not art.four_colour
    diamond, club = inks(face(art, "5D")), inks(face(art, "5C"))
    assert diamond["red"] > 100 and diamond["blue"] == 0 and club["black"] > 100 and club["green"] == 0
    art.set_four_colour(True)  # the cached renderers and pixmaps are not reused
    assert inks(face(art, "5D"))["blue"] > 100 and inks(face(art, "5D"))["red"] == 0
    art.set_four_colour(False)
    assert inks(face(art, "5C"))["green"] == 0


def test_only_the_suit_marks_change_in_the_svg() -> None:
    text = card_file("KD").read_text(encoding="utf-8")
    changed = four_colour_svg(text, "D")
    assert changed.count(FOUR_COLOURS["D"][1]) > 0 and changed.count("#c8102e") > 0  # the robe stays red
    assert four_colour_svg(text, "H") == text and four_colour_svg(text, "S") == text
    assert four_colour_svg(card_file("5D").read_text(encoding="utf-8"), "D").count("#c8102e") == 0


def test_the_settings_are_off_by_default_and_survive_a_restart(tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    s = Settings(ini)
    assert s.four_colour is False and s.large_cards is False
    s.four_colour = True
    s.large_cards = True
    s.sync()
    del s
    again = Settings(ini)
    assert again.four_colour is True and again.large_cards is True
    # Values no one could have stored: the defaults. (A file of its own: Qt keeps the settings of a
    # file it has open in a cache that may not see a write made beside it in the same second.)
    bad = tmp_path / "bad.ini"
    bad.write_text("[table]\nfour_colour=perhaps\nlarge_cards=7\n")
    assert Settings(bad).four_colour is False and Settings(bad).large_cards is False


def test_the_dialog_shows_the_four_colours_and_ok_applies_them_at_once_and_at_the_next_start(qtbot: Any) -> None:
    w = make_window(qtbot)
    assert not w.art.four_colour and not w.table.large_cards
    assert not w.menus.four_colour_action.isChecked() and not w.menus.large_cards_action.isChecked()
    dlg = w.menus.show_settings()
    assert dlg.chosen() == Preferences("off", "blue", "green", True, False, True, False, False)
    preview = dlg.preview.pixmap().toImage()
    assert inks(preview)["blue"] == 0 and inks(preview)["green"] == 0
    dlg.four_colour.setChecked(True)
    dlg.large_cards.setChecked(True)
    preview = dlg.preview.pixmap().toImage()
    assert inks(preview)["blue"] > 5 and inks(preview)["green"] > 5  # the ace of diamonds and of clubs
    assert not w.art.four_colour  # nothing before OK
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert w.art.four_colour and w.table.large_cards
    assert w.menus.four_colour_action.isChecked() and w.menus.large_cards_action.isChecked()
    assert inks(face(w.art, "5D"))["blue"] > 100
    stored = Settings()
    assert stored.four_colour is True and stored.large_cards is True
    w.close()
    again = make_window(qtbot)
    assert again.art.four_colour and again.table.large_cards
    assert again.menus.preferences() == Preferences("off", "blue", "green", True, False, True, True, True)
    assert inks(face(again.art, "5D"))["blue"] > 100 and inks(face(again.art, "5D"))["red"] == 0
    again.menus.four_colour_action.trigger()  # View > Four-colour deck, off again
    assert not again.art.four_colour and Settings().four_colour is False
    assert Preferences.defaults(card_backs()).four_colour is False


# Tables as they stand in play: (game, players, zones, the seats of the trick's cards).
TABLES = {
    "king, four": (
        "king",
        4,
        {"hand0": 13, "hand1": 13, "hand2": 0, "hand3": 13, "won0": 3, "won1": 3, "won2": 0, "won3": 6}
        | {"kitty": 0, "trick": 2, "out": 2},
        [1, 3],
    ),
    "clubs, 16 cards": (
        "clubs",
        3,
        {"hand0": 16, "hand1": 16, "hand2": 16, "treasure_chest": 6, "bids0": 2, "bids1": 1, "bids2": 1}
        | {"trick": 2, "won0": 3, "won1": 3, "won2": 3, "out": 4},
        [1, 2],
    ),
    "kalooki, five": (
        "kalooki",
        5,
        {"hand0": 13, "hand1": 2, "hand2": 22, "hand3": 1, "hand4": 22, "stock": 40, "discard": 13}
        | {f"melds0.{k}": 4 for k in range(1, 6)}
        | {f"melds1.{k}": 4 for k in range(1, 5)}
        | {f"melds3.{k}": 4 for k in range(1, 6)},
        [],
    ),
}
VIEWPORTS = {"1024x600": (1022, 505), "1280x800": (1062, 705), "small": (1022, 440)}


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_large_cards_grow_where_there_is_room_and_nothing_leaves_the_table(table: str, size: str) -> None:
    game_id, players, zones, trick = TABLES[table]
    width, height = VIEWPORTS[size]
    normal = compute(game_id, zones, players, 0, width, height, 1.4, trick)
    large = fitted(game_id, zones, players, 0, width, height, 1.4, trick, (), LARGE_SCALE)
    assert normal.card_h <= large.card_h <= normal.card_h * LARGE_SCALE + 1e-6
    if size == "1280x800":
        assert large.zones["hand0"].h >= normal.zones["hand0"].h * 1.1
    for name, zg in large.zones.items():
        for spot in zg.spots:
            assert spot.x >= 0 and spot.y >= 0, name
            assert spot.x + zg.w <= width and spot.y + zg.h <= height, name
    assert clashes(large, 0) <= clashes(normal, 0)
    # The other seats' backs and the melds keep their size: it is the person's cards that grow.
    for name, zg in large.zones.items():
        if zg.key.rule.slot == "melds" or (zg.key.rule.slot == "hand" and zg.key.seat != 0):
            assert zg.h == pytest.approx(normal.zones[name].h), name


def test_large_cards_make_the_hand_bigger_in_the_window_and_keep_it_on_the_table(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("clubs", humans=1, seed=7))
    wait_turn(qtbot, w)
    hand = w.table.zone_geom("hand0")
    assert hand is not None and len(hand.spots) == 16
    before = hand.w
    w.menus.apply_preferences(dataclasses.replace(w.menus.preferences(), large_cards=True))
    after = w.table.zone_geom("hand0")
    assert after is not None and after.w >= before * 1.1
    sizes = {round(it.sceneBoundingRect().width()) for it in w.table._hand_items()}
    assert min(sizes) >= round(before * 1.1)  # the items are drawn at the new size
    w.resize(1024, 600)
    qtbot.waitUntil(lambda: w.table.viewport().height() < 520, timeout=3000)
    qtbot.wait(50)
    view = QRectF(w.table.viewport().rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    for it in w.table.card_items():
        if it.isVisible():
            assert view.contains(it.sceneBoundingRect().adjusted(2, 2, -4, -4)), (it.zone, it.sceneBoundingRect())
    geom = w.table.geom
    assert geom is not None
    for name in geom.zones:
        rect = w.table.zone_rect(name)
        assert rect is not None and view.contains(rect), (name, rect)
    vw, vh = w.table.viewport().width(), w.table.viewport().height()
    assert w.table.base_h > compute("clubs", w.table._counts(), 3, 0, vw, vh, w.table.aspect).card_h  # still larger
