"""Views are read-only all the way down (issue "One home per game in every layer"): a finished
hand's record in ``view.records`` is shared by the state, its clones and every view, so nothing a
reader does to it may reach the state. Before, four games handed out the state's own writable dicts
and lists: ``view.records[0]["scores"][0] = 99`` changed the match."""

from __future__ import annotations

import pickle
import random

import pytest

import games
from games.core import Record


def after_first_hand(game_id: str, seed: int) -> games.State:
    game = games.get(game_id)
    state = game.new_match(game.default_players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over and not state.view(0).records:
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def containers(value: object) -> list[object]:
    """``value`` and every container inside it."""
    out = [value]
    if isinstance(value, dict):
        for v in value.values():
            out += containers(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            out += containers(v)
    return out


@pytest.mark.parametrize("game_id", games.ids())
def test_records_in_a_view_are_read_only_and_cannot_reach_the_state(game_id: str) -> None:
    state = after_first_hand(game_id, seed=3)
    before = pickle.dumps([state.view(s) for s in range(len(state.scores))])
    for seat in range(len(state.scores)):
        view = state.view(seat)
        assert view.records, f"{game_id}: no hand finished"
        for rec in view.records:
            assert isinstance(rec, Record)
            for inner in containers(rec):
                assert not isinstance(inner, (list, set)), f"{game_id}: a writable {type(inner).__name__} in {rec}"
                assert not isinstance(inner, dict) or isinstance(inner, Record)
            key = next(iter(rec))
            with pytest.raises(TypeError):
                rec[key] = None  # type: ignore[index]
            with pytest.raises(TypeError):
                rec.update(x=1)  # type: ignore[attr-defined]
            with pytest.raises(TypeError):
                del rec[key]  # type: ignore[attr-defined]
    assert pickle.dumps([state.view(s) for s in range(len(state.scores))]) == before
    # A record pickles and compares as the dict it is (saves, the score sheet, the tests).
    rec = state.view(0).records[0]
    assert pickle.loads(pickle.dumps(rec)) == rec == dict(rec)
