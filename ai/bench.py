"""The expert's own loop, measured per game, alone or side by side with another tree (issue 22).

``python -m ai.bench [--game G]... [--seconds S] [--rounds R] [--compare REF] [--json]``

Per game: worlds per second (of the wall clock, and of the measuring process's processor time,
the steadier figure when other work shares the machine), a world being what ``ai.expert.search`` does per deal before its
candidates (``sample_world`` with the game's inference, ``clone``, and the basic playout to
the end of the hand, as the search plays it: ``ai.playout.hand_value``, fast in the trick play
where the game has a fast playout; ``_playout`` in trees before it), on a fixed set of seeded decisions of first hands; and the median cost of
``sample``, ``sample_world``, ``clone``, ``view``, ``legal_actions`` and a basic decision
(:mod:`ai.speed_probe` says exactly what is timed).

Every measurement runs in a child process that executes :mod:`ai.speed_probe` as a script inside
the tree measured. With ``--compare REF`` (a git commit or branch of this repository, checked out
for the run with ``git worktree add --detach`` and removed after, or a directory holding a tree)
a second child measures REF with the very same file, the two alternating round by round (which
goes first alternates too), so both see the same machine load. The figures are medians over the
rounds, and the ratios are this tree's medians over REF's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import games

ROOT = Path(__file__).resolve().parents[1]
PROBE = Path(__file__).resolve().with_name("speed_probe.py")
RATES = ("worlds_per_s", "worlds_per_cpu_s")
COSTS = ("playout_us", "sample_us", "sample_world_us", "clone_us", "view_us", "legal_us", "decide_us")


class BenchError(RuntimeError):
    """A tree could not be measured (REF not found, or its child failed)."""


class Child:
    """A probe process measuring the tree at ``root``."""

    def __init__(self, root: Path, name: str) -> None:
        self.root, self.name = root, name
        env_path = str(root)
        self.proc = subprocess.Popen(
            [sys.executable, "-P", str(PROBE)],
            cwd=root,
            env={**_environ(), "PYTHONPATH": env_path, "PYTHONHASHSEED": "0"},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def round(self, game_id: str, seconds: float) -> dict[str, Any]:
        stdin, stdout = self._pipes()
        stdin.write(json.dumps({"game": game_id, "seconds": seconds}) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise BenchError(f"{self.name}: the measuring process ended (exit {self.proc.wait()})")
        reply: dict[str, Any] = json.loads(line)
        if "error" in reply:
            raise BenchError(f"{self.name}, {game_id}: {reply['error']}")
        return reply

    def close(self) -> None:
        stdin, _ = self._pipes()
        try:
            stdin.close()
        finally:
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        return self.proc.stdin, self.proc.stdout


def _environ() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}


@contextmanager
def ref_tree(ref: str) -> Iterator[Path]:
    """REF as a directory: itself if it is one holding ``games/``, else a temporary detached
    worktree of the commit or branch REF, removed after."""
    path = Path(ref)
    if path.is_dir():
        if not (path / "games" / "__init__.py").is_file():
            raise BenchError(f"{ref}: a directory without games/__init__.py is not a tree of this project")
        yield path.resolve()
        return
    rev = subprocess.run(
        ["git", "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}"], cwd=ROOT, capture_output=True, text=True
    )
    if rev.returncode != 0:
        raise BenchError(f"{ref}: neither a directory nor a commit or branch of this repository")
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as tmp:
        tree = Path(tmp) / "ref"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(tree), rev.stdout.strip()],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        try:
            yield tree
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, capture_output=True)


def measure(
    game_ids: Sequence[str], seconds: float, rounds: int, ref: Path | None, ref_name: str | None = None
) -> dict[str, Any]:
    """Every round of every game, this tree and (``ref``) REF alternating; the medians and ratios."""
    trees = [("this", ROOT)] + ([("ref", ref)] if ref is not None else [])
    children = [Child(root, name) for name, root in trees]
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {g: {name: [] for name, _ in trees} for g in game_ids}
    try:
        for r in range(rounds):
            for gid in game_ids:
                order = children if r % 2 == 0 else children[::-1]
                for child in order:
                    runs[gid][child.name].append(child.round(gid, seconds))
    finally:
        for child in children:
            child.close()
    out: dict[str, Any] = {
        "seconds": seconds,
        "rounds": rounds,
        "trees": [n for n, _ in trees],
        "ref": None if ref is None else (ref_name or str(ref)),
        "games": {},
    }
    for gid in game_ids:
        row: dict[str, Any] = {}
        for name, _ in trees:
            rs = runs[gid][name]
            row[name] = {
                **{k: statistics.median(x[k] for x in rs) for k in RATES},
                "rounds_worlds_per_s": [round(x["worlds_per_s"], 2) for x in rs],
                "rounds_worlds_per_cpu_s": [round(x["worlds_per_cpu_s"], 2) for x in rs],
                **{k: statistics.median(x[k] for x in rs) for k in COSTS},
            }
        if ref is not None:
            row["ratio"] = row["this"]["worlds_per_s"] / row["ref"]["worlds_per_s"]
            row["cpu_ratio"] = row["this"]["worlds_per_cpu_s"] / row["ref"]["worlds_per_cpu_s"]
        out["games"][gid] = row
    return out


def table(result: dict[str, Any]) -> str:
    head = f"{'game':16} {'tree':>8} {'worlds/s':>9} {'/cpu s':>7} " + " ".join(f"{c[:-3] + ' us':>15}" for c in COSTS)
    lines = [head]
    for gid, row in result["games"].items():
        for name in result["trees"]:
            t = row[name]
            lines.append(
                f"{gid:16} {name[:8]:>8} {t['worlds_per_s']:>9.1f} {t['worlds_per_cpu_s']:>7.1f} "
                + " ".join(f"{t[c]:>15.1f}" for c in COSTS)
            )
        if "ratio" in row:
            costs = " ".join(f"{row['this'][c] / max(row['ref'][c], 1e-9):>14.2f}x" for c in COSTS)
            lines.append(f"{gid:16} {'ratio':>8} {row['ratio']:>8.2f}x {row['cpu_ratio']:>6.2f}x " + costs)
    lines.append(
        f"medians over {result['rounds']} rounds of {result['seconds']:g} s per game and tree "
        "(worlds per second of the wall clock, and per second of the measuring process's processor time)"
    )
    if result["ref"] is not None:
        lines.append(f"ref: {result['ref']}; ratio: this tree's median over ref's (worlds/s, and each cost)")
    return "\n".join(lines)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=games.ids(), help="only this game (repeatable)")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds of worlds per round (default 3)")
    parser.add_argument("--rounds", type=_positive, default=3, help="rounds per game and tree (default 3)")
    parser.add_argument("--compare", metavar="REF", help="a commit, branch or directory to measure alongside")
    parser.add_argument("--json", action="store_true", help="the figures as JSON instead of the table")
    args = parser.parse_args(argv)
    try:
        if args.compare is None:
            result = measure(args.game or games.ids(), args.seconds, args.rounds, None)
        else:
            with ref_tree(args.compare) as tree:
                result = measure(args.game or games.ids(), args.seconds, args.rounds, tree, args.compare)
    except BenchError as exc:
        print(f"python -m ai.bench: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
