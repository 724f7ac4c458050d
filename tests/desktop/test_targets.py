"""Drop targets drawn (issue 25): where the hint line says a card goes, the table draws that
place as a waiting target, empty or not, with what it is for; nothing is drawn when the person
has no card to move there, nor for playing to the trick."""

from __future__ import annotations

from typing import Any

import pytest

from .table_harness import config, make_window, perform, wait_turn

# game, players, the verb asked for, the area drawn, its caption, the hint's words for it.
CASES = [
    ("king", 3, "discard", "middle", "discard here", "to the middle"),
    ("freelance", 3, "swap", "discard", "swap here", "to the discard pile"),
    ("two_way_street", 4, "bury", "deck", "bury here", "to the deck"),
    ("kalooki", 5, "discard", "discard", "discard here", "to the discard pile"),
]
FORWARD = ("choose", "bid", "pass", "declare", "draw", "state", "decline")


def reach(qtbot: Any, game_id: str, players: int, verb: str) -> Any:
    """A window where the person (seat 0) may ``verb`` a card, from the first seed that gets there."""
    for seed in range(1, 30):
        w = make_window(qtbot)
        w.start_match(config(game_id, humans=1, seed=seed, players=players))
        for _ in range(200):
            b = wait_turn(qtbot, w)
            if b is None or b.is_over:
                break
            if any(a.verb == verb for a in b.legal):
                return w
            forward = [a for a in b.legal if a.verb in FORWARD]
            perform(w, (forward or b.legal)[0], qtbot)
        w.close()
    raise AssertionError(f"{game_id}: no seed reached a {verb}")


@pytest.mark.parametrize(("game_id", "players", "verb", "area", "caption", "hint"), CASES)
def test_the_place_the_hint_names_is_drawn_as_a_target(
    qtbot: Any, game_id: str, players: int, verb: str, area: str, caption: str, hint: str
) -> None:
    w = reach(qtbot, game_id, players, verb)
    target = w.table.areas[area]
    assert target.caption == caption and target.isVisible()
    lying = w.table.model.get("trick" if area == "middle" else area, [])
    assert target.words == (not lying)  # the caption is written only where no card would hide it
    assert hint in w.table.hint_box.text
    others = [n for n, a in w.table.areas.items() if n != area and a.caption]
    assert others == []  # only where a card may go now
    w.table.set_legal(None)  # not the person's turn: nothing waits
    assert target.caption == "" and not target.isVisible()


def test_playing_to_the_trick_draws_no_outline(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("clubs", humans=1, seed=2))
    for _ in range(200):
        b = wait_turn(qtbot, w)
        assert b is not None and not b.is_over
        if {a.verb for a in b.legal} == {"play"}:
            break
        perform(w, b.legal[0], qtbot)
    assert all(a.caption == "" for a in w.table.areas.values())


def test_two_way_street_plates_say_high_and_low_in_words(qtbot: Any) -> None:
    """D-tws-3's marks are the sheet's; the plates say "high", "low (forced)", not "HD", "LF"."""
    w = reach(qtbot, "two_way_street", 4, "bury")
    notes = [p.note for p in w.table.plates.values()]
    assert any(n.startswith(("high", "low")) for n in notes)
    assert not any(n.startswith(("HD", "LD", "HF", "LF")) for n in notes)
