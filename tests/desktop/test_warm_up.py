"""The search's worker processes start when a match with a searching player is made, not during
its first decision's budget (a first hint under load finished no deal in its time)."""

from __future__ import annotations

import pytest

from desktop.data.storage import HUMAN
from desktop.match import thinker
from desktop.match.worker import MatchConfig


@pytest.mark.parametrize(
    ("seats", "warmed"),
    [
        ((HUMAN, "basic", "basic"), False),
        ((HUMAN, "easy", "random"), False),
        ((HUMAN, "hard", "basic"), True),
        (("expert", "basic", "basic"), True),
    ],
)
def test_players_that_search_warm_the_pool(
    monkeypatch: pytest.MonkeyPatch, seats: tuple[str, ...], warmed: bool
) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(thinker, "warm_up_soon", lambda: calls.append(True))
    players = thinker.make_players(MatchConfig("king", ("A", "B", "C"), seats, {}, 3))
    assert len(players) == sum(1 for s in seats if s != HUMAN)
    assert bool(calls) is warmed


def test_warm_up_soon_starts_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from ai import expert

    started: list[str] = []
    monkeypatch.setattr(expert, "_WARM_STARTED", False)
    monkeypatch.setattr(expert, "warm_up", lambda: started.append("pool"))
    expert.warm_up_soon()
    expert.warm_up_soon()
    for t in __import__("threading").enumerate():
        if t.name == "expert-warm-up":
            t.join(5)
    assert started == ["pool"]
