"""The typed public history of a view (View.history, View.moves): each decision of the hand as the
seat saw it, line for line with the log. The computer players read it, never the log's words."""

from __future__ import annotations

import dataclasses
import random

import pytest

import games
from ai.cards_seen import played_cards, unseen_cards
from ai.freelance.inference import weight
from games.core import Move, State

CONFIGS = [(gid, n) for gid in games.ids() for n in sorted({games.get(gid).min_players, games.get(gid).max_players})]


def playout(gid: str, players: int, seed: int, limit: int = 4000) -> list[tuple[State, int, games.Action]]:
    """(state after, seat, action) of every decision of one random match (the state is a clone)."""
    rng = random.Random(seed)
    state = games.get(gid).new_match(players, seed=seed)
    out = []
    while not state.is_over and len(out) < limit:
        seat, action = state.to_act, rng.choice(state.legal_actions())
        assert seat is not None
        state.apply(action)
        out.append((state.clone(), seat, action))
    return out


@pytest.mark.parametrize(("gid", "players"), CONFIGS)
def test_every_decision_is_in_the_history_as_each_seat_may_see_it(gid: str, players: int) -> None:
    checked = 0
    for seed in range(4):
        before = games.get(gid).new_match(players, seed=seed)
        for state, seat, action in playout(gid, players, seed):
            views = [state.view(s) for s in range(players)]
            for v in views:
                assert len(v.history) == len(v.log)
            mine = views[seat]
            grew = state.hand_no == before.hand_no and len(mine.log) > len(before.view(seat).log)
            before = state
            if not grew:  # a new hand or deal began: its history starts afresh
                continue
            own = [m for m in mine.moves if m.seat == seat]
            assert own and own[-1] == Move(seat, action), f"{action} of seat {seat} is not in its history"
            for other in range(players):
                theirs = [m for m in views[other].moves if m.seat == seat]
                # Another seat sees the same move, or (a card laid face down) that a move was made.
                assert theirs and theirs[-1] in (Move(seat, action), Move(seat, None))
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("gid", games.ids())
def test_a_move_a_seat_is_shown_is_the_one_its_log_line_names(gid: str) -> None:
    """The history never shows a seat more than its log line says (a hidden discard stays hidden)."""
    g = games.get(gid)
    for state, _, _ in playout(gid, g.min_players, seed=2):
        for other in range(g.min_players):
            v = state.view(other)
            for line, move in zip(v.log, v.history, strict=True):
                if move is not None and move.action is not None and move.seat != other:
                    assert str(move.action).split()[0] in line or move.action.verb in ("draw", "take")


@pytest.mark.parametrize("gid", games.ids())
def test_a_sampled_state_keeps_the_history_of_the_view(gid: str) -> None:
    g = games.get(gid)
    rng = random.Random(5)
    for n, (state, _, _) in enumerate(playout(gid, g.min_players, seed=5, limit=300)):
        if n % 7 or state.is_over:
            continue
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        world = g.sample(view, rng)
        assert world.view(seat).history == view.history
        assert world.view(seat).log == view.log


@pytest.mark.parametrize("gid", ["clubs", "freelance", "king", "two_way_street"])
def test_card_counting_reads_the_history_not_the_words(gid: str) -> None:
    """Rewording every log line (or blanking it) changes nothing the computer players count."""
    g = games.get(gid)
    counted = 0
    for state, _, _ in playout(gid, g.min_players, seed=3, limit=200):
        if state.is_over:
            continue
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        blank = dataclasses.replace(view, log=tuple("" for _ in view.log))
        assert played_cards(blank) == played_cards(view)
        assert unseen_cards(blank, g.pack(g.min_players, state.options)) == unseen_cards(  # type: ignore[attr-defined]
            view,
            g.pack(g.min_players, state.options),  # type: ignore[attr-defined]
        )
        counted += len(played_cards(view))
    assert counted > 0


def test_freelance_inference_reads_statements_from_the_history() -> None:
    """Freelance rules 26-38: what an opponent stated weighs a sampled deal, whatever the log says."""
    g = games.get("freelance")
    rng = random.Random(1)
    weighed = 0
    for state, _, _ in playout("freelance", 3, seed=1, limit=400):
        if state.is_over or state.to_act is None:
            continue
        view = state.view(state.to_act)
        if not any(m.action is not None and m.action.verb == "state" and m.seat != view.seat for m in view.moves):
            continue
        world = g.sample(view, rng)
        blank = dataclasses.replace(view, log=tuple("" for _ in view.log))
        assert weight(blank, world) == weight(view, world)
        weighed += weight(view, world) < 1.0
    assert weighed > 0
