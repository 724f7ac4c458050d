"""The program under the SIGKILL test (issue 12): a headless match that autosaves after every action.

Every seat is a seeded ``random`` computer player, so the sequence of actions is a function of the
game and the seed. After each action has been applied *and autosaved*, the child prints
``<number of actions> <action>``: a line on stdout therefore proves that the autosave holds at
least that many actions. ``--resume`` starts from the autosave instead (as "Continue" does) and
prints ``RESUMED <n>`` first.

    PARLOUR_DATA_DIR=/tmp/x python tests/desktop/autosave_child.py --game freelance --seed 3
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import games
from desktop.data import storage
from desktop.match.session import MatchSession


def new_session(game_id: str, seed: int, autosave: bool = True) -> MatchSession:
    n = games.get(game_id).default_players
    return MatchSession.new(
        game_id,
        [f"Computer {i}" for i in range(n)],
        ["random"] * n,
        seed=seed,
        autosave=storage.autosave if autosave else None,
    )


def moves(session: MatchSession, limit: int, report: Callable[[str], None] | None = None) -> None:
    """Let the computer players play until the match ends or ``limit`` actions are in the transcript,
    reporting each action (default: a line on stdout) once it is applied and autosaved."""
    report = yield_line if report is None else report
    players = session.computer_players()
    while not session.is_over and len(session) < limit:
        seat = session.to_act
        assert seat is not None
        action = players[seat].choose(session.state.view(seat), session.state.legal_actions())
        session.apply(action)
        report(f"{len(session)} {action}")


def yield_line(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="freelance")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=int, default=100_000, help="stop after this many actions in all")
    parser.add_argument("--resume", action="store_true", help="continue the autosaved match")
    args = parser.parse_args(argv)
    if args.resume:
        resumed = storage.resume_autosave(report=lambda message: yield_line(f"REPORT {message}"))
        if resumed is None:
            yield_line("NONE")
            return 1
        seats = resumed.seats or ["random"] * len(resumed.transcript.players)
        session = MatchSession(resumed.transcript, seats, autosave=storage.autosave)
        yield_line(f"RESUMED {len(session)}")
    else:
        session = new_session(args.game, args.seed)
        yield_line("STARTED")
    started = time.perf_counter()
    moves(session, args.limit)
    yield_line(f"DONE {len(session)} {time.perf_counter() - started:.3f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
