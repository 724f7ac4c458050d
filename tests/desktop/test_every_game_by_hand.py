"""Every registered game can be played by hand: a human seat makes random legal decisions only
through the table (cards dragged to their targets, melds selected then melded) and the controls
built from the legal actions (buttons, spin boxes, menus). Nothing legal is out of reach."""

from __future__ import annotations

import random

import pytest

import games

from .table_harness import config, make_window, play_human_turns

TURNS = 40


# Each game at its default table, and King for two (D-king-8: the open hands played by dragging).
TABLES = [(g, None) for g in games.ids()] + [("king", 2)]


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_random_legal_decisions_through_the_ui(qtbot, game_id: str, players: int | None) -> None:
    w = make_window(qtbot)
    w.settings.auto_answer = False  # every decision through the table, none answered for the person
    w.start_match(config(game_id, humans=1, seed=17, players=players))
    offered: dict[str, int] = {}  # verb -> the number of the human's turns that offered it

    def note(batch) -> None:  # type: ignore[no-untyped-def]
        for verb in {a.verb for a in batch.legal}:
            offered[verb] = offered.get(verb, 0) + 1

    rng = random.Random(game_id)

    made: set[str] = set()

    def choose(batch):  # type: ignore[no-untyped-def]
        # A kind of decision first, preferring those not yet made, so that each kind is tried
        # (a single "decline" beside twelve swaps would otherwise hardly ever be picked).
        kinds = sorted({a.verb for a in batch.legal})
        fresh = [v for v in kinds if v not in made]
        verb = rng.choice(fresh) if fresh and rng.random() < 0.7 else rng.choice(kinds)
        action = rng.choice([a for a in batch.legal if a.verb == verb])
        made.add(action.verb)
        return action

    done = play_human_turns(qtbot, w, TURNS, chooser=choose, on_turn=note)
    assert not w.crashes
    # Every decision made through the table is in the match, as the human's: none lost or doubled.
    transcript = w.transcript()
    assert transcript is not None and done > 0
    session = w.runner.worker.session
    assert session is not None and sum(1 for seat in session.actors if seat == 0) == done
    print(game_id, "offered:", sorted(offered), "made through the UI:", sorted(made))
    # Nothing legal is out of reach: each kind of decision offered in three turns or more was made.
    assert {verb for verb, turns in offered.items() if turns >= 3} <= made


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
