"""Every registered game can be played by hand: a human seat makes random legal decisions only
through the table (cards dragged to their targets, melds selected then melded) and the controls
built from the legal actions (buttons, spin boxes, menus). Nothing legal is out of reach."""

from __future__ import annotations

import random

import pytest

import games

from .table_harness import config, make_window, play_human_turns

TURNS = 40


@pytest.mark.parametrize("game_id", games.ids())
def test_random_legal_decisions_through_the_ui(qtbot, game_id: str) -> None:
    w = make_window(qtbot)
    w.start_match(config(game_id, humans=1, seed=17))
    verbs: set[str] = set()

    def note(batch) -> None:  # type: ignore[no-untyped-def]
        verbs.update(a.verb for a in batch.legal)

    rng = random.Random(game_id)

    made: set[str] = set()

    def choose(batch):  # type: ignore[no-untyped-def]
        # Prefer the rarer decisions (melds, tacks, bids) so that each kind is tried.
        rare = [a for a in batch.legal if a.verb not in ("play", "discard", "pass", "draw")]
        pool = rare if rare and rng.random() < 0.7 else list(batch.legal)
        action = rng.choice(pool)
        made.add(action.verb)
        return action

    done = play_human_turns(qtbot, w, TURNS, chooser=choose, on_turn=note)
    assert done == TURNS or (w.current is not None and w.current.is_over)
    assert not w.crashes
    print(game_id, "offered:", sorted(verbs), "made through the UI:", sorted(made))
    assert len(made) >= min(3, len(verbs))


@pytest.mark.skipif("kalooki" not in games.ids(), reason="Kalooki is not registered")
def test_kalooki_melds_by_selecting_cards_and_tacks_by_dropping_on_a_meld(qtbot) -> None:
    """The human comes down (select the cards of each meld, press Meld, then Down) and tacks on by
    dragging a card onto a meld, making the choices the basic player would make."""
    import ai

    w = make_window(qtbot)
    w.start_match(config("kalooki", humans=1, seed=5))
    level = "basic" if "basic" in ai.levels() else "random"
    player = ai.make_player(level, "kalooki", seed=5)
    made: list[str] = []

    def choose(batch):  # type: ignore[no-untyped-def]
        view = batch.views[0]
        action = player.choose(view, list(batch.legal))
        made.append(action.verb)
        return action

    def enough() -> bool:
        return {"meld", "down"} <= set(made) and bool({"tack", "swap"} & set(made))

    for _ in range(12):
        play_human_turns(qtbot, w, 25, chooser=choose)
        if enough() or (w.current is not None and w.current.is_over):
            break
    assert enough(), sorted(set(made))
    assert not w.crashes
