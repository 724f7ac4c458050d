"""Questions with one sensible answer are not put to a person (issue "What each player may see":
in Kalooki a blocking call/pass prompt came after nearly every discard). A discard that would not
bring their hand closer to the contract is passed for them, with the reason in their log; "Never call this deal" passes
every call prompt of the deal; the next deal asks again; the setting turns it off; after an undo
the person is asked."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai.kalooki.basic import calling_could_help

from .table_harness import config, make_window, next_batch, perform, wait_turn


def _is_call_prompt(batch: Any) -> bool:
    return {a.verb for a in batch.legal} == {"call", "pass"}


@pytest.mark.parametrize("seed", [4, 6])
def test_kalooki_asks_only_calls_that_could_help_and_never_call_passes_the_deal(qtbot: Any, seed: int) -> None:
    w = make_window(qtbot)
    w.settings.auto_answer = True
    w.start_match(config("kalooki", humans=1, seed=seed))
    rng = random.Random(seed)
    asked = 0
    never_deal: int | None = None
    asked_after_never = 0
    for _ in range(400):
        batch = wait_turn(qtbot, w)
        assert batch is not None
        if batch.is_over:
            break
        view = batch.views[0]
        assert view is not None
        if _is_call_prompt(batch):
            top = view.zones["discard"][0]
            assert top is not None and calling_could_help(view, top), f"asked to call {top}"
            assert view.hand_no != never_deal, "asked again in a deal the person will not call in"
            asked += 1
            if never_deal is not None:
                asked_after_never += 1
            if never_deal is None:
                button = w.panel.buttons[":Never call this deal"]
                button.click()
                never_deal = view.hand_no
                assert next_batch(qtbot, w, batch.serial).action == "pass"
                continue
        action = rng.choice([a for a in batch.legal if a.verb != "call"] or list(batch.legal))
        perform(w, action, qtbot)
        next_batch(qtbot, w, batch.serial)
        if never_deal is not None and asked_after_never and view.hand_no > never_deal:
            break
    reasons = [line.private for line in w.log.lines if "could not bring" in line.private]
    not_calling = [line.private for line in w.log.lines if "not calling this deal" in line.private]
    print(f"asked {asked}, passed for the person {len(reasons)}, passed as never calling {len(not_calling)}")
    assert asked >= 1 and reasons and not_calling
    assert all(line.visible_to == frozenset({0}) for line in w.log.lines if "could not bring" in line.private)
    assert asked_after_never >= 1, "the next deal asks again"


def test_with_the_setting_off_every_call_is_asked(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.settings.auto_answer = False
    w.start_match(config("kalooki", humans=1, seed=3))
    rng = random.Random(3)
    useless = 0
    for _ in range(120):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        view = batch.views[0]
        assert view is not None
        if _is_call_prompt(batch) and not calling_could_help(view, view.zones["discard"][0]):
            useless += 1
            if useless >= 2:
                break
        action = rng.choice([a for a in batch.legal if a.verb != "call"] or list(batch.legal))
        perform(w, action, qtbot)
        next_batch(qtbot, w, batch.serial)
    assert useless >= 2
    assert not [line for line in w.log.lines if "could not bring" in line.private]


def test_after_an_undo_the_person_is_asked(qtbot: Any) -> None:
    """Ctrl+Z back to a call the table passed for the person asks them: else the undo would pass
    again at once and never get further back."""
    w = make_window(qtbot)
    w.settings.auto_answer = True
    w.start_match(config("kalooki", humans=1, seed=4))
    rng = random.Random(4)
    for _ in range(200):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        if any("could not bring" in line.private for line in w.log.lines):
            break
        action = rng.choice([a for a in batch.legal if a.verb != "call"] or list(batch.legal))
        perform(w, action, qtbot)
        next_batch(qtbot, w, batch.serial)
    session = w.runner.worker.session
    assert session is not None
    mine = [i for i, seat in enumerate(session.actors) if seat == 0]
    assert session.transcript.actions[mine[-1]] == "pass"  # the table's answer: the person's last
    w.undo()
    qtbot.waitUntil(lambda: w.awaiting_human and w.current is not None and w.current.reset, timeout=10_000)
    assert _is_call_prompt(w.current)
