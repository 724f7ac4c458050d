"""What the fast playouts' tests share (``ai/<game>/fast.py``, issue 22): the engine's playout
with every action recorded, to hold a fast playout's actions against, and an rng that fails when
drawn from (basic's play in a fast playout draws nothing, else the fast one would have to mirror
the draws)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import games
from ai.game_ai import Misses, Policy
from ai.playout import MAX_PLAYOUT_STEPS
from ai.trick_model import Model, Node
from games.actions import Action
from games.core import State


class NoDraws(random.Random):
    """An rng that fails when drawn from."""

    def random(self) -> float:
        raise AssertionError("basic drew from its rng")

    def getrandbits(self, k: int) -> int:
        raise AssertionError("basic drew from its rng")


def recorded_playout(state: State, choose: Policy) -> tuple[list[Action], State]:
    """The loop of :func:`ai.playout.play_out` with ``choose`` at every seat, on a clone of
    ``state``, to the end of its hand: every action applied (the forced ones too) and the state
    it ends in. ``choose`` gets a :class:`NoDraws`."""
    st = state.clone()
    hand_no = st.hand_no
    actions: list[Action] = []
    while not st.is_over and st.hand_no == hand_no and len(actions) < MAX_PLAYOUT_STEPS:
        seat = st.to_act
        assert seat is not None
        legal = st.legal_actions()
        action = legal[0] if len(legal) == 1 else choose(st.view(seat), legal, NoDraws())
        assert action in legal
        st.apply_unchecked(action)
        actions.append(action)
    return actions, st


def replayed(model: Model, node: Node, moves: Sequence[Any]) -> Node:
    """``moves`` played on the trick game's ``model`` from ``node``, each one legal where it is
    played (a fast playout's last node must be the model's own)."""
    for m in moves:
        assert node[2] is not None and m in model.moves(node)
        node = model.play(node, m)
    return node


def miss_counts(
    game_id: str, positions: Sequence[tuple[State, Any]], misses: Misses, plays: Callable[[Any], Sequence[Any]]
) -> tuple[int, int, int, int]:
    """The tricks so far of each position (a true state and the view of the seat to play) replayed
    by ``misses`` (``ai/<game>/fast.py``) for the other seats: on the true deal, and on four deals
    sampled from the view. Returns (choices, misses) on the true deals, then on the sampled ones."""
    game = games.get(game_id)
    counts = [0, 0, 0, 0]
    for state, view in positions:
        others = [s for s in range(len(view.scores)) if s != view.seat]
        worlds = [state] + [game.sample(view, random.Random(k)) for k in range(4)]
        for k, world in enumerate(worlds):
            found = misses(world, plays(view), others)
            assert found is not None
            at = 0 if k == 0 else 2
            counts[at] += found[0]
            counts[at + 1] += found[1]
    return counts[0], counts[1], counts[2], counts[3]


def check_play_weight(
    game_id: str,
    view: Any,
    worlds: int,
    misses: Misses,
    plays: Callable[[Any], Sequence[Any]],
    play_weight: Callable[[Any, Any], float],
    miss: float,
    weight: Callable[[Any, Any], float],
    other: Callable[[Any, Any], float] | None = None,
) -> None:
    """On ``worlds`` deals sampled from ``view``: the play weight is ``miss`` to the misses of the
    other seats (``misses``), the whole ``weight`` is the play's times ``other`` (the rest of the
    model, where given), and weighing never changes the deal."""
    game = games.get(game_id)
    others = [s for s in range(len(view.scores)) if s != view.seat]
    for k in range(worlds):
        world: Any = game.sample(view, random.Random(k))
        found = misses(world, plays(view), others)
        assert found is not None
        assert play_weight(view, world) == miss ** found[1]
        if other is not None:
            assert weight(view, world) == play_weight(view, world) * other(view, world)
        hands = [list(h) for h in world.hands]
        weight(view, world)
        assert [list(h) for h in world.hands] == hands  # the deal is read, never changed
