"""The real program in a subprocess: ``python -m desktop.app.main`` offscreen.

- Issue 12: the program plays moves by itself (``--autoplay N``: random moves for the human seat,
  through the window; every action the worker has applied and autosaved is printed as
  ``played <n> <action>`` when it reaches the window), is killed with SIGKILL, and started again
  with ``--continue``: the autosave holds every action printed and at most one more (the move in
  flight), and the restarted program takes the match up exactly there, with the same seats.
- Issue 13: ``--selftest`` opens the table, plays a few moves of every game (one expert decision
  in the worker process pool) and exits 0.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import games
from desktop.data import storage

ROOT = Path(__file__).resolve().parents[2]


def program(*args: str, data: Path | None = None) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    env.pop("PARLOUR_DATA_DIR", None)  # --data-dir must be enough
    cmd = [sys.executable, "-m", "desktop.app.main", *args]
    if data is not None:
        cmd[3:3] = ["--data-dir", str(data)]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def read_played(proc: subprocess.Popen[str], count: int, timeout: float = 120) -> list[str]:
    """The program's lines until ``count`` 'played' lines were seen (or it ended)."""
    assert proc.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + timeout
    while sum(line.startswith("played ") for line in lines) < count and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
    return lines


def played(lines: list[str]) -> list[tuple[int, str]]:
    out = []
    for line in lines:
        if line.startswith("played "):
            _, n, action = line.split(" ", 2)
            out.append((int(n), action))
    return out


def kill(proc: subprocess.Popen[str]) -> list[str]:
    """SIGKILL, then whatever the program had printed before it died."""
    proc.send_signal(signal.SIGKILL)
    out, _err = proc.communicate(timeout=30)
    return out.splitlines()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize(("game_id", "seed"), [("freelance", 3), ("king", 5), ("clubs", 8)])
def test_issue12_sigkill_then_continue_restores_the_position(tmp_path: Path, game_id: str, seed: int) -> None:
    data = tmp_path / "data"
    kill_after = random.Random(seed).randint(6, 40)  # some moment while the program plays
    proc = program("--game", game_id, "--seed", str(seed), "--speed", "off", "--autoplay", "60", data=data)
    lines = read_played(proc, kill_after)
    lines += kill(proc)
    moves = played(lines)
    assert len(moves) >= kill_after, "\n".join(lines[-20:])
    assert [n for n, _ in moves] == list(range(1, len(moves) + 1))  # every action, in order
    shown = [a for _, a in moves]

    # What survived the kill: every action printed, and at most the one in flight.
    saved, state = storage.open_transcript(data / storage.AUTOSAVE_NAME)
    assert saved.actions[: len(shown)] == shown
    assert len(shown) <= len(saved.actions) <= len(shown) + 1
    seats = json.loads((data / storage.SEATS_NAME).read_text())["seats"]
    assert seats == ["human"] + ["basic"] * (games.get(game_id).default_players - 1)

    # Started again, Continue takes the match up exactly there, and play goes on from it.
    again = program("--continue", "--speed", "off", "--autoplay", "3", data=data)
    lines2 = read_played(again, 3)
    lines2 += kill(again)
    assert f"continued {len(saved.actions)}" in lines2, "\n".join(lines2[:10])
    moves2 = played(lines2)
    assert moves2 and moves2[0][0] == len(saved.actions) + 1  # the next action after the saved ones
    final, _ = storage.open_transcript(data / storage.AUTOSAVE_NAME)
    assert final.actions[: len(saved.actions)] == saved.actions
    assert final.actions[len(saved.actions) : len(saved.actions) + len(moves2)] == [a for _, a in moves2]
    assert final.players == saved.players and final.seed == saved.seed == seed
    assert state.to_act is not None


def test_issue13_selftest_exits_0(tmp_path: Path) -> None:
    start = time.time()
    proc = program("--selftest", data=tmp_path / "data")
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, out + err
    drawn = [line for line in out.splitlines() if line.startswith("table drawn at ")]
    assert len(drawn) == 1 and start < float(drawn[0].split()[-1]) < time.time()
    for gid in games.ids():
        assert f"{games.get(gid).title}: " in out
    assert "expert decision:" in out and "selftest passed" in out


def test_issue13_selftest_fails_loudly(tmp_path: Path) -> None:
    """A failure is a non-zero exit with a line that says what failed (here: no card art)."""
    env_assets = tmp_path / "assets"
    (env_assets / "cards").mkdir(parents=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PARLOUR_ASSETS=str(env_assets))
    proc = subprocess.run(
        [sys.executable, "-m", "desktop.app.main", "--selftest", "--data-dir", str(tmp_path / "d")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode != 0
    assert "selftest failed:" in proc.stderr and "card art" in proc.stderr
