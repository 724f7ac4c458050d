"""A hand played to its end by the basic player at every seat, and what that end is worth to a
seat: the unit of the expert's search (:mod:`ai.expert`).

:func:`play_out` plays through the engine: every decision a ``legal_actions`` and a ``view`` for
the basic player, every action applied with its events and log lines. :func:`hand_value` plays
the same hand and values its end; where the game's entry has a fast playout (``GameAI.fast``,
``ai/<id>/fast.py``) it hands the hand over to it as soon as the hand reaches what that plays: a
trick game's trick play (Freelance's from the auction on), a Kalooki deal at any point. The fast playout plays the very actions
basic would (its tests check every one against :func:`play_out` on thousands of positions) on a
compact model of the game (a trick game's is the open-hand solver's, ``ai/<id>/endgame.py``;
Kalooki's a copy of the cards), without views, events or log lines, and the hand's score change
is the model's. Where the hand may end the match the model does not score it: the actions are
then played on the engine, as the solver does (:meth:`ai.solver.Solver.replayed`), and the
engine says who won.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from games.core import State

from .game_ai import Policy
from .registry import game_ai

MAX_PLAYOUT_STEPS = 5000


class PolicyError(RuntimeError):
    """A game's policy broke its contract (chose an action that is not legal)."""


def win_value(game_id: str) -> float:
    """What winning the match is worth to the search, in points of lead (0: no known game)."""
    entry = game_ai(game_id)
    return entry.win_value if entry is not None else 0.0


def reward(before: Sequence[int], after: Sequence[int], seat: int, lower_is_better: bool) -> float:
    """The seat's score change against the other seats' mean (negated where lower scores win)."""
    deltas = [a - b for a, b in zip(after, before, strict=True)]
    others = [d for s, d in enumerate(deltas) if s != seat]
    r = deltas[seat] - (sum(others) / len(others) if others else 0.0)
    return -r if lower_is_better else r


def outcome(state: State, before: Sequence[int], seat: int, game_id: str, lower_is_better: bool) -> float:
    """The reward of a playout for ``seat``: its score change against the other seats' mean, plus,
    when the match is over, its share of the win (a shared win is split) less the even share, at
    :func:`win_value` points."""
    r = reward(before, state.scores, seat, lower_is_better)
    if state.is_over:
        winners = state.winners
        if not winners:  # a draw (King, D-king-5: every result zero): the even share, no gain
            share = 1.0 / len(before)
        else:
            share = (1.0 / len(winners)) if seat in winners else 0.0
        r += win_value(game_id) * (share - 1.0 / len(before))
    return r


def _step(state: State, policy: Policy, rng: random.Random) -> None:
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    if len(legal) == 1:
        action = legal[0]
    else:
        # A policy's failure is not hidden behind a random move: it reaches the thinker, which says so.
        action = policy(state.view(seat), legal, rng)
        if action not in legal:
            raise PolicyError(f"the {state.game.id} playout policy chose an action that is not legal")
    state.apply_unchecked(action)


def play_out(state: State, policy: Policy, rng: random.Random, hand_no: int, deadline: float | None = None) -> bool:
    """Play to the end of hand ``hand_no`` with ``policy`` for every seat, on the engine; False if
    the deadline passed."""
    steps = 0
    while not state.is_over and state.hand_no == hand_no and steps < MAX_PLAYOUT_STEPS:
        if deadline is not None and steps % 16 == 0 and time.perf_counter() > deadline:
            return False
        _step(state, policy, rng)
        steps += 1
    return True


def _finish_fast(
    state: State, done: tuple[Any, Any, list[Any]], before: Sequence[int], seat: int, lower: bool
) -> float | None:
    """The reward of a hand the fast playout finished, from the model's score change; None where
    the model leaves the score to the engine (the hand may end the match)."""
    model, node, _ = done
    deltas = model.deltas(node[3])
    if deltas is None:
        return None
    after = [s + d for s, d in zip(state.scores, deltas, strict=True)]
    return reward(before, after, seat, lower)


def _replay(state: State, done: tuple[Any, Any, list[Any]], hand_no: int) -> None:
    """The fast playout's actions played on the engine to the end of the hand (a hand the model
    decided early ends with the engine's first legal plays, which change no score)."""
    model, _, moves = done
    for move in moves:
        if state.is_over or state.hand_no != hand_no:
            break
        state.apply_unchecked(model.action(move))
    while not state.is_over and state.hand_no == hand_no:
        state.apply_unchecked(state.legal_actions()[0])


def hand_value(
    state: State,
    policy: Policy,
    rng: random.Random,
    hand_no: int,
    before: Sequence[int],
    seat: int,
    deadline: float | None = None,
) -> float | None:
    """What the rest of hand ``hand_no`` is worth to ``seat`` (:func:`outcome`, against the scores
    ``before``) when ``policy``, the game's basic player, plays it at every seat: on the game's fast
    playout from where it plays, before that on the engine. ``state`` is played on (left
    at the hand's end, or where the fast playout took over). None if the deadline passed."""
    game_id = state.game.id
    lower = state.game.lower_is_better
    entry = game_ai(game_id)
    fast = entry.fast if entry is not None else None
    steps = 0
    while not state.is_over and state.hand_no == hand_no and steps < MAX_PLAYOUT_STEPS:
        if fast is not None:
            done = fast(state)
            if done is not None:
                value = _finish_fast(state, done, before, seat, lower)
                if value is not None:
                    return value
                _replay(state, done, hand_no)
                break
        if deadline is not None and steps % 16 == 0 and time.perf_counter() > deadline:
            return None
        _step(state, policy, rng)
        steps += 1
    return outcome(state, before, seat, game_id, lower)
