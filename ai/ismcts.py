"""Information-set Monte Carlo tree search (single observer, SO-ISMCTS): the comparison issue 22
asks for beside the expert's determinized search (:mod:`ai.expert`).

For a decision the player knows its View. Each iteration deals the hidden cards anew
(:func:`ai.expert.sample_world`, with the game's card inference where it has one), then walks one
tree shared by every deal: at each node the actions legal *in this deal* are the ones that can be
chosen, each child's availability count grows whenever it could have been chosen, and the child
with the highest UCB value over its availability (Cowling, Powley and Whitehouse 2012) is
followed; the first action of the walk not yet in the tree is added, and the hand is played out
with the game's basic policy. Every node keeps the reward of the seat that chose its action
(:func:`ai.playout.outcome`: its score change against the others' mean, plus the match's value),
so the opponents' nodes are searched for the opponents' good and the tree models their replies,
which the determinized search, with basic's replies in every playout, does not.

At the root only the expert's candidates (:func:`ai.expert.candidates`) are searched, and the
exploration constant follows the spread of the rewards seen so far (points differ by a factor of
a hundred between the games). The move is the root child most visited.

It is for benchmarks only: an arena seat ``ismcts:SECONDS`` (``python -m ai.arena``, and
``python -m ai.arena duplicate`` to compare it with the expert on the same deals), searched in
this process. It is registered with no level, so the program does not offer it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

import games
from games.actions import Action
from games.core import State, View

from .base import Player
from .expert import candidates, inference, playout_policy, sample_world
from .playout import MAX_PLAYOUT_STEPS, outcome
from .playout import play_out as _playout

# UCB's exploration constant, in standard deviations of the rewards seen so far.
EXPLORATION = 0.7


class Node:
    """One action's statistics in the tree (the root has none): ``seat`` chose it."""

    __slots__ = ("avail", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Action, Node] = {}


class _Spread:
    """The running standard deviation of the rewards (Welford), for the exploration constant."""

    def __init__(self) -> None:
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0

    def add(self, x: float) -> None:
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)

    @property
    def sd(self) -> float:
        return math.sqrt(self.m2 / (self.n - 1)) if self.n > 1 else 1.0


def _select(node: Node, legal: Sequence[Action], c: float, rng: random.Random) -> tuple[Action, bool]:
    """The action to follow from ``node`` among ``legal``: one not yet in the tree (at random),
    else the highest UCB over availability. Counts every legal child's availability. Returns the
    action and whether it is new to the tree."""
    untried = [a for a in legal if a not in node.children]
    for a in legal:
        child = node.children.get(a)
        if child is not None:
            child.avail += 1
    if untried:
        return untried[rng.randrange(len(untried))], True
    best: Action | None = None
    best_value = -math.inf
    for a in legal:
        child = node.children[a]
        value = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
        if value > best_value:
            best, best_value = a, value
    assert best is not None
    return best, False


def _iterate(
    game_id: str,
    world: State,
    root: Node,
    root_actions: Sequence[Action],
    rng: random.Random,
    c: float,
    deadline: float | None,
) -> list[float] | None:
    """One walk down the tree on ``world`` (changed in place), the playout, and the rewards of
    every seat (None when the deadline passed first); the statistics of the walk are updated."""
    game = world.game
    before = world.scores
    hand_no = world.hand_no
    path: list[Node] = []
    node = root
    legal: Sequence[Action] = root_actions
    steps = 0
    while True:
        seat = world.to_act
        assert seat is not None
        action, new = _select(node, legal, c, rng)
        child = node.children.get(action)
        if child is None:
            child = node.children[action] = Node(seat)
            child.avail = 1
        path.append(child)
        world.apply_unchecked(action)
        node = child
        steps += 1
        if new or world.is_over or world.hand_no != hand_no or steps >= MAX_PLAYOUT_STEPS:
            break
        legal = world.legal_actions()
    unfinished = not world.is_over and world.hand_no == hand_no
    if unfinished and not _playout(world, playout_policy(game_id), rng, hand_no, deadline):
        return None
    rewards = [outcome(world, before, s, game_id, game.lower_is_better) for s in range(len(before))]
    for n in path:
        n.visits += 1
        n.total += rewards[n.seat]
    return rewards


def search_tree(
    game_id: str,
    view: View,
    legal: Sequence[Action],
    seed: int,
    budget: float | None,
    iterations: int | None = None,
) -> tuple[Node, list[Action]]:
    """The tree grown from ``view`` for ``budget`` seconds (or ``iterations`` walks), and the root's
    actions (the expert's candidates)."""
    game: games.Game[Any] = games.get(game_id)
    indices, _ = candidates(game_id, view, legal, seed)
    root_actions = [legal[i] for i in indices]
    rng = random.Random(seed)
    weight = inference(game_id)
    root = Node(view.seat)
    spread = _Spread()
    deadline = None if budget is None or iterations is not None else time.perf_counter() + budget
    done = 0
    while iterations is None or done < iterations:
        if deadline is not None and time.perf_counter() >= deadline:
            break
        world = sample_world(game, view, rng, weight)
        rewards = _iterate(game_id, world, root, root_actions, rng, EXPLORATION * spread.sd, deadline)
        if rewards is None:
            break
        spread.add(rewards[view.seat])
        done += 1
    return root, root_actions


def most_visited(root: Node, root_actions: Sequence[Action]) -> Action:
    """The root's action visited most (ties: the earlier candidate)."""
    best = root_actions[0]
    best_visits = -1
    for a in root_actions:
        child = root.children.get(a)
        visits = child.visits if child is not None else 0
        if visits > best_visits:
            best, best_visits = a, visits
    return best


class IsmctsPlayer(Player):
    """SO-ISMCTS with basic playouts: ``budget`` seconds per decision in this process (or a fixed
    number of ``iterations``, repeatable for a seed)."""

    level = "ismcts"

    def __init__(self, game_id: str, seed: int = 0, budget: float = 1.0, iterations: int | None = None) -> None:
        super().__init__(game_id, seed)
        self.budget = budget
        self.iterations = iterations
        self.walks = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        seed = self.rng.getrandbits(63)
        root, root_actions = search_tree(self.game_id, view, legal, seed, self.budget, self.iterations)
        if len(root_actions) == 1:
            return root_actions[0]
        self.walks = sum(child.visits for child in root.children.values())
        return most_visited(root, root_actions)


def is_ismcts(level: str) -> bool:
    """Whether an arena seat names the tree search (``ismcts:B``)."""
    return level.split(":", 1)[0] == IsmctsPlayer.level


def make_ismcts(level: str, game_id: str, seed: int) -> IsmctsPlayer:
    """The tree search of an arena seat ``ismcts:B`` (B seconds per decision, in this process);
    ValueError for a seat that gives no budget or an unusable one."""
    _, _, param = level.partition(":")
    try:
        budget = float(param)
    except ValueError:
        raise ValueError(f"{level}: the tree search needs a budget in seconds, like ismcts:0.1") from None
    if not 0 < budget <= 60:
        raise ValueError(f"{level}: the budget must be more than 0 and at most 60 seconds")
    return IsmctsPlayer(game_id, seed, budget=budget)
