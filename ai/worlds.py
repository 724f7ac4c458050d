"""The deals the expert's search plays on (:mod:`ai.expert`): each one sampled for the seat's view
by the game (``game.sample``), refined where the game's entry says what the opponents' turns have
made of their hands (``GameAI.refine``), and, where it has card inference (``GameAI.inference``),
kept one of a few in proportion to how likely it makes what the opponents chose."""

from __future__ import annotations

import random
from typing import Any

import games
from games.core import State, View

from .game_ai import Refine, Weight
from .registry import game_ai

__all__ = ["INFERENCE_DRAWS", "inference", "refiner", "sample_world"]


# Deals drawn per world when the game has an inference model: one is kept, in proportion to how
# likely it makes the opponents' choices (sampling importance resampling). 20 instead of 6 gave
# Clubs' play no better choices at more than twice the time a search (BENCHMARKS.md).
INFERENCE_DRAWS = 6


def inference(game_id: str) -> Weight | None:
    """The game's card inference (how likely a sampled deal makes what the opponents bid and
    stated), or None where uniform deals are all the search uses."""
    entry = game_ai(game_id)
    return entry.inference if entry is not None else None


def refiner(game_id: str) -> Refine | None:
    """What the game puts into each sampled deal of what the opponents' turns have made of their
    hands (``GameAI.refine``; Kalooki's is built but not registered), or None."""
    entry = game_ai(game_id)
    return entry.refine if entry is not None else None


def sample_world(game: games.Game[Any], view: View, rng: random.Random, weight: Weight | None) -> State:
    """A deal consistent with ``view``: uniform over what the view allows (``game.sample``), then
    refined where the game says what the opponents' turns have made of their hands
    (:func:`refiner`), or, with an inference model, one of :data:`INFERENCE_DRAWS` such deals drawn
    in proportion to its weight."""
    refine = refiner(game.id)

    def deal() -> State:
        world = game.sample(view, rng)
        if refine is not None:
            refine(view, world, rng)
        return world

    if weight is None:
        return deal()
    worlds = [deal() for _ in range(INFERENCE_DRAWS)]
    weights = [max(0.0, weight(view, w)) for w in worlds]
    total = sum(weights)
    if total <= 0:
        return worlds[0]
    x = rng.random() * total
    for w, world in zip(weights, worlds, strict=True):
        x -= w
        if x < 0:
            return world
    return worlds[-1]
