"""The expert's failures heal or show (issue 20): a pool whose worker died is replaced, and a
policy that fails is never hidden behind a random move."""

from __future__ import annotations

import os
import random
import signal
import time
from typing import Any

import pytest

import ai.expert as expert
import games
from ai.expert import ExpertPlayer, PolicyError, get_pool, warm_up
from games.actions import Action
from games.core import View


def position(game_id: str = "freelance", seed: int = 2) -> tuple[View, list[Action]]:
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.new_match(players=game.default_players, seed=seed)
    while True:
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < 0.3:
            seat = state.to_act
            assert seat is not None
            return state.view(seat), legal
        state.apply(rng.choice(legal))


def test_a_pool_whose_worker_was_killed_is_replaced_and_the_expert_still_searches() -> None:
    """Kill -9 one worker process while the pool stands: the next expert decision runs a real search
    on a new pool (on the old code every later decision failed with BrokenProcessPool)."""
    warm_up()
    pool = get_pool()
    victim = next(iter(pool._processes))  # type: ignore[attr-defined]
    os.kill(victim, signal.SIGKILL)
    view, legal = position()
    player = ExpertPlayer("freelance", seed=5, iterations=8, processes=True)
    for _ in range(2):  # the death may be noticed at the first decision or only at the second
        assert player.choose(view, legal) in legal
        assert player.last is not None and player.last.worlds >= 1
    assert get_pool() is not pool


def test_a_pool_found_broken_only_once_handed_out_costs_no_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker's death noticed only after the pool was handed to a decision: the expert and the
    arena's open-hand search (both search by ``ai.expert.search_on_pool``) replace the pool and
    search again on the new one."""
    from ai.arena_oracle import OpenHandSearch

    warm_up()
    pool = get_pool()
    victim = next(iter(pool._processes))  # type: ignore[attr-defined]
    os.kill(victim, signal.SIGKILL)
    for _ in range(200):
        if getattr(pool, "_broken", False):
            break
        time.sleep(0.05)
    assert getattr(pool, "_broken", False)
    real = expert.get_pool
    handed: list[object] = []

    def late(broken: Any = pool) -> Any:
        """The dead pool at its first asking, as if its death were noticed later."""
        if handed:
            return real()
        handed.append(broken)
        return broken

    monkeypatch.setattr(expert, "get_pool", late)
    view, legal = position()
    player = ExpertPlayer("freelance", seed=5, iterations=8, processes=True)
    assert player.choose(view, legal) in legal
    assert handed and player.last is not None and player.last.worlds >= 1

    handed.clear()
    state = games.get("king").new_match(players=3, seed=4)
    oracle = OpenHandSearch("king", seed=3, budget=None, iterations=8, processes=True)
    while oracle.last is None:
        legal = state.legal_actions()
        action = oracle.choose_open(state.clone(), legal)
        assert action in legal
        state.apply(action)
    assert handed and oracle.last.worlds >= 1


def test_a_failing_playout_policy_is_reported_not_replaced_by_random(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(view: View, legal: Any, rng: random.Random) -> Action:
        raise ZeroDivisionError("a bug in the game's basic player")

    monkeypatch.setattr(expert, "default_policy", lambda game_id: broken)
    monkeypatch.setattr(expert, "playout_policy", lambda game_id: broken)
    view, legal = position()
    player = ExpertPlayer("freelance", seed=1, iterations=4, processes=False)
    with pytest.raises(ZeroDivisionError, match="a bug in the game's basic player"):
        player.choose(view, legal)


def test_a_policy_that_chooses_an_illegal_action_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert, "default_policy", lambda game_id: lambda view, legal, rng: Action("nonsense"))
    view, legal = position()
    with pytest.raises(PolicyError, match="not legal"):
        ExpertPlayer("freelance", seed=1, iterations=4, processes=False).choose(view, legal)


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="reads a process's state from /proc")
def test_the_workers_end_when_the_program_is_killed(tmp_path: Any) -> None:
    """A program killed outright (kill -9, a crash) never shuts its pool down: its workers must not
    live on waiting for work (on the old code both stayed, idle, for as long as anyone looked)."""
    import subprocess
    import sys

    script = tmp_path / "program.py"
    script.write_text(
        "import os, time\n"
        "from ai import expert\n"
        "if __name__ == '__main__':\n"
        "    pool = expert.get_pool()\n"
        "    pids = {f.result() for f in [pool.submit(os.getpid) for _ in range(8)]}\n"
        "    print(' '.join(map(str, pids)), flush=True)\n"
        "    time.sleep(120)\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "PYTHONPATH": root}
    program = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert program.stdout is not None
        workers = [int(p) for p in program.stdout.readline().split()]
        assert workers and program.pid not in workers
    finally:
        program.kill()
        program.wait()

    def alive(pid: int) -> bool:
        """Running (an ended worker that no process has reaped yet, a zombie, counts as ended)."""
        try:
            with open(f"/proc/{pid}/stat") as stat:
                return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
        except FileNotFoundError:
            return False

    deadline = time.monotonic() + 30
    while any(alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [p for p in workers if alive(p)]
    for p in left:
        os.kill(p, signal.SIGKILL)
    assert not left, f"workers {left} outlived the killed program"
