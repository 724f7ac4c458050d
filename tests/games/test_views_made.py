"""Every game builds its views at speed (games.views.made_view, without the dataclass's frozen
__setattr__ per field): each view so made must be exactly what the dataclass's own ``__init__``
makes from the same fields, in random playouts of every table."""

from __future__ import annotations

import dataclasses
import random

import pytest

import games


@pytest.mark.parametrize("game_id", games.ids())
def test_views_are_the_dataclass_objects(game_id: str) -> None:
    game = games.get(game_id)
    rng = random.Random(5)
    for match in range(3):
        state = game.new_match(players=game.default_players, seed=40 + match)
        for _ in range(400):
            if state.is_over:
                break
            for seat in range(game.default_players):
                view = state.view(seat)
                names = [f.name for f in dataclasses.fields(view)]
                assert list(vars(view)) == names  # every field, in the dataclass's order, no other
                again = type(view)(**{n: getattr(view, n) for n in names})
                assert again == view and repr(again) == repr(view)
                with pytest.raises(dataclasses.FrozenInstanceError):
                    view.seat = 99  # type: ignore[misc]
            state.apply_unchecked(rng.choice(state.legal_actions()))
