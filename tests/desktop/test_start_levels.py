"""Issue 22, "Levels a person understands": the start screen offers Easy, Medium, Hard and Expert
in words (Medium for a newcomer), never random; a seat remembered or saved as ``random`` (an old
save) still loads, and the start screen then shows the newcomer's level for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import games
from desktop.app.start import StartDialog, default_level, level_words
from desktop.match.worker import HUMAN, MatchConfig

WORDS = ["Human", "Computer (Easy)", "Computer (Medium)", "Computer (Hard)", "Computer (Expert)"]


def _items(dlg: StartDialog, seat: int) -> list[tuple[str, str]]:
    combo = dlg.kinds[seat]
    return [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]


def test_each_seat_offers_the_four_levels_in_words_with_medium_for_a_newcomer(qtbot: Any) -> None:
    for gid in games.ids():
        dlg = StartDialog()
        qtbot.addWidget(dlg)
        dlg.game.setCurrentIndex(games.ids().index(gid))
        items = _items(dlg, 1)
        assert [text for text, _ in items] == WORDS
        assert [data for _, data in items] == [HUMAN, "easy", "basic", "hard", "expert"]
        assert default_level(gid) == "basic" and dlg.kinds[1].currentData() == "basic"
        tips = [dlg.kinds[1].itemData(i, 3) for i in range(1, dlg.kinds[1].count())]  # 3: the tooltip role
        assert all(tip and tip.split(":")[0] in text for tip, (text, _) in zip(tips, items[1:], strict=True))


def test_a_seat_once_random_shows_the_newcomers_level_and_an_old_expert_stays_expert(qtbot: Any) -> None:
    previous = MatchConfig("king", ("You", "Old", "Older"), (HUMAN, "random", "expert"), {}, 5)
    dlg = StartDialog(previous=previous)
    qtbot.addWidget(dlg)
    assert [k.currentData() for k in dlg.kinds] == [HUMAN, "basic", "expert"]
    assert dlg.kinds[2].currentText() == "Computer (Expert)"
    assert level_words("random") == "random moves"  # what a save's random seat is called


def test_the_levels_speak_russian(qtbot: Any, russian: Path) -> None:
    dlg = StartDialog()
    qtbot.addWidget(dlg)
    texts = [text for text, _ in _items(dlg, 1)]
    assert texts == [
        "Человек",
        "Компьютер (Лёгкий)",
        "Компьютер (Средний)",
        "Компьютер (Сильный)",
        "Компьютер (Эксперт)",
    ]
