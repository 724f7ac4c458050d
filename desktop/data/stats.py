"""Statistics per player name and game (issue 12): an SQLite database in the data folder.

One row per seat of each finished match is kept (``results``), and the figures are computed from
them: matches, wins, mean score and best score, where best is the lowest score for a game whose
lower scores are better (``games.get(id).lower_is_better``: Kalooki's penalties) and the highest
otherwise. Keeping the rows rather than running totals means a figure can never drift.

A match is long (a King session is 24 deals), so every finished hand (King: deal) is kept too
(``hands``, schema 2): each seat's score for the hand and whether it was the hand's best. A hand is
keyed by the match so far (its transcript up to the action that ended the hand), so a hand seen
again (the match taken up after a crash, the window shown the same batch twice) counts once.

The schema carries its version in ``PRAGMA user_version``; opening applies the missing
migrations in one ``BEGIN IMMEDIATE`` transaction, so two Parlour processes opening the same
database at once cannot both create it, and every write is a transaction (the busy timeout makes
a second writer wait instead of failing). A database made by a newer Parlour is refused with
:class:`StatsError`; a file that is not a database is moved aside and a fresh one started.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import hashlib
import logging
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import games
from games.core import State
from games.transcript import Transcript

from ..i18n import tr
from .storage import data_dir, move_aside

log = logging.getLogger(__name__)

DB_NAME = "stats.sqlite3"
SCHEMA_VERSION = 2
BUSY_TIMEOUT = 10.0

MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        """CREATE TABLE matches (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            played_at REAL NOT NULL,
            match_key TEXT UNIQUE
        )""",
        """CREATE TABLE results (
            match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            player TEXT NOT NULL,
            score INTEGER NOT NULL,
            won INTEGER NOT NULL CHECK (won IN (0, 1)),
            PRIMARY KEY (match_id, seat)
        )""",
        "CREATE INDEX results_player ON results(player)",
    ),
    2: (
        """CREATE TABLE hands (
            hand_key TEXT NOT NULL,
            seat INTEGER NOT NULL,
            game TEXT NOT NULL,
            player TEXT NOT NULL,
            score INTEGER NOT NULL,
            best INTEGER NOT NULL CHECK (best IN (0, 1)),
            played_at REAL NOT NULL,
            PRIMARY KEY (hand_key, seat)
        )""",
        "CREATE INDEX hands_player ON hands(game, player)",
    ),
}


class StatsError(Exception):
    """The statistics database cannot be used (made by a newer Parlour, unreadable, bad arguments)."""


@dataclass(frozen=True)
class StatRow:
    """One player's figures in one game."""

    game: str
    player: str
    matches: int
    wins: int
    mean_score: float
    best_score: int
    hands: int = 0  # finished hands (King: deals), of finished matches and of matches in play
    best_hands: int = 0  # hands in which the player had the best score (ties count for each)
    mean_hand: float = 0.0  # the mean score of a hand

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0


class Stats:
    """The statistics database (default: ``stats.sqlite3`` in the data folder)."""

    def __init__(self, path: str | Path | None = None, report: Callable[[str], None] | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / DB_NAME
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.conn = self._open()
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
                raise StatsError(tr("the statistics database is busy: {problem}").format(problem=exc)) from None
            moved = move_aside(self.path, "corrupt")
            log.warning(f"The statistics database was unreadable ({exc}); it was kept as {moved.name}.")
            if report is not None:
                said = tr("The statistics database was unreadable ({problem}); it was kept as {file}.")
                report(said.format(problem=exc, file=moved.name))
            self.conn = self._open()

    def _open(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            self._migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return
        with _transaction(conn):
            version = conn.execute("PRAGMA user_version").fetchone()[0]  # another process may have won
            if version > SCHEMA_VERSION:
                raise StatsError(
                    tr(
                        "the statistics were written by a newer Parlour (schema {version}; this one knows {known})"
                    ).format(version=version, known=SCHEMA_VERSION)
                )
            for v in range(version + 1, SCHEMA_VERSION + 1):
                for sql in MIGRATIONS[v]:
                    conn.execute(sql)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Stats:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    def record_match(
        self,
        game_id: str,
        names: Sequence[str],
        scores: Sequence[int],
        winners: Sequence[int],
        match_key: str | None = None,
    ) -> bool:
        """Record a finished match: names and scores per seat, winners as seat numbers.

        ``match_key`` (e.g. a hash of the transcript) makes recording the same match twice a no-op;
        returns False then, True when recorded.
        """
        if game_id not in games.ids():
            raise StatsError(f"unknown game {game_id!r}")
        if len(names) != len(scores):
            raise StatsError(f"{len(names)} names but {len(scores)} scores")
        if any(not isinstance(w, int) or not 0 <= w < len(names) for w in winners):
            raise StatsError(f"winners {list(winners)} are not seats 0..{len(names) - 1}")
        conn = self.conn
        with _transaction(conn):
            if (
                match_key is not None
                and conn.execute("SELECT 1 FROM matches WHERE match_key = ?", (match_key,)).fetchone()
            ):
                return False
            cur = conn.execute(
                "INSERT INTO matches (game, played_at, match_key) VALUES (?, ?, ?)", (game_id, time.time(), match_key)
            )
            match_id = cur.lastrowid
            conn.executemany(
                "INSERT INTO results (match_id, seat, player, score, won) VALUES (?, ?, ?, ?, ?)",
                [
                    (match_id, seat, str(name), int(score), int(seat in winners))
                    for seat, (name, score) in enumerate(zip(names, scores, strict=True))
                ],
            )
        return True

    def record_hand(self, game_id: str, names: Sequence[str], scores: Sequence[int], hand_key: str) -> bool:
        """Record a finished hand: each seat's score for it. The best score (the lowest where lower
        is better) counts as a best hand for every seat that has it. Keyed by ``hand_key`` (the
        match up to the hand's end): recording it again is a no-op; False then, True when recorded."""
        if game_id not in games.ids():
            raise StatsError(f"unknown game {game_id!r}")
        if len(names) != len(scores) or not scores:
            raise StatsError(f"{len(names)} names but {len(scores)} scores")
        best = min(scores) if games.get(game_id).lower_is_better else max(scores)
        conn = self.conn
        with _transaction(conn):
            if conn.execute("SELECT 1 FROM hands WHERE hand_key = ?", (hand_key,)).fetchone():
                return False
            now = time.time()
            conn.executemany(
                "INSERT INTO hands (hand_key, seat, game, player, score, best, played_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (hand_key, seat, game_id, str(name), int(score), int(score == best), now)
                    for seat, (name, score) in enumerate(zip(names, scores, strict=True))
                ],
            )
        return True

    def rows(self, game_id: str | None = None, player: str | None = None) -> list[StatRow]:
        """Figures per (game, player), ordered by game (start-screen order) then player name: a
        player who has finished hands but no finished match yet has a row too."""
        sql = """SELECT m.game, r.player, COUNT(DISTINCT m.id),
                        COUNT(DISTINCT CASE WHEN r.won THEN m.id END),
                        AVG(r.score), MIN(r.score), MAX(r.score)
                 FROM results r JOIN matches m ON m.id = r.match_id"""
        where, args = [], []
        if game_id is not None:
            where.append("m.game = ?")
            args.append(game_id)
        if player is not None:
            where.append("r.player = ?")
            args.append(player)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " GROUP BY m.game, r.player"
        order = {gid: i for i, gid in enumerate(games.ids())}
        found: dict[tuple[str, str], StatRow] = {}
        for game, name, matches, wins, mean, lo, hi in self.conn.execute(sql, args):
            lower = game in order and games.get(game).lower_is_better
            found[(game, name)] = StatRow(game, name, matches, wins, float(mean), lo if lower else hi)
        hand_sql = "SELECT game, player, COUNT(*), SUM(best), AVG(score) FROM hands"
        hand_where = [w.replace("m.game", "game").replace("r.player", "player") for w in where]
        if hand_where:
            hand_sql += " WHERE " + " AND ".join(hand_where)
        hand_sql += " GROUP BY game, player"
        for game, name, hands, best, mean in self.conn.execute(hand_sql, args):
            row = found.get((game, name)) or StatRow(game, name, 0, 0, 0.0, 0)
            found[(game, name)] = dataclasses.replace(row, hands=hands, best_hands=int(best), mean_hand=float(mean))
        out = list(found.values())
        out.sort(key=lambda r: (order.get(r.game, len(order)), r.game, r.player.casefold(), r.player))
        return out

    def reset(self, game_id: str | None = None) -> None:
        """Forget the statistics (of one game, or all)."""
        conn = self.conn
        with _transaction(conn):
            if game_id is None:
                conn.execute("DELETE FROM results")
                conn.execute("DELETE FROM matches")
                conn.execute("DELETE FROM hands")
            else:
                conn.execute(
                    "DELETE FROM results WHERE match_id IN (SELECT id FROM matches WHERE game = ?)", (game_id,)
                )
                conn.execute("DELETE FROM matches WHERE game = ?", (game_id,))
                conn.execute("DELETE FROM hands WHERE game = ?", (game_id,))


def match_key(transcript_text: str) -> str:
    """A key identifying a finished match (its transcript's text), for record_match's ``match_key``."""
    return hashlib.sha256(transcript_text.encode("utf-8")).hexdigest()


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One ``BEGIN IMMEDIATE`` transaction (two processes write one after the other): committed
    at the end of the block (a block that returns early wrote nothing), rolled back on an error."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        _rollback(conn)
        raise
    conn.execute("COMMIT")


def _rollback(conn: sqlite3.Connection) -> None:
    """Roll back the transaction if SQLite has not already (it does itself when the disk is full;
    a ROLLBACK then would raise "no transaction is active" and hide the real error)."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


def disk_full(exc: BaseException) -> bool:
    """The error says the disk (or the database's allowed size) is full."""
    return (isinstance(exc, sqlite3.OperationalError) and "full" in str(exc)) or (
        isinstance(exc, OSError) and exc.errno == errno.ENOSPC
    )


def _stats() -> Stats:
    """A connection to the data folder's database for one call: safe from any thread (a sqlite3
    connection belongs to the thread that made it) and always the current data folder."""
    return Stats()


def record_match(
    game_id: str, names: Sequence[str], scores: Sequence[int], winners: Sequence[int], match_key: str | None = None
) -> bool:
    """Record a finished match in the data folder's database (see :meth:`Stats.record_match`)."""
    with _stats() as db:
        return db.record_match(game_id, names, scores, winners, match_key)


def record_finished(transcript: Transcript, state: State) -> bool:
    """Record a finished match from its transcript and final state, once (keyed by the transcript):
    what the window calls when a match ends, or when "Continue" finds a finished match."""
    if not state.is_over:
        raise StatsError("the match is not over")
    return record_match(transcript.game, transcript.players, state.scores, state.winners, match_key(transcript.dumps()))


def record_hand(transcript: Transcript, hand_no: int, scores: Sequence[int]) -> bool:
    """Record hand ``hand_no``, which the last action of ``transcript`` ended (its scores per
    seat), once."""
    key = match_key(f"{transcript.dumps()}#hand {hand_no}")
    with _stats() as db:
        return db.record_hand(transcript.game, transcript.players, scores, key)


def rows(game_id: str | None = None, player: str | None = None) -> list[StatRow]:
    with _stats() as db:
        return db.rows(game_id, player)


def reset(game_id: str | None = None) -> None:
    with _stats() as db:
        db.reset(game_id)


__all__ = [
    "DB_NAME",
    "SCHEMA_VERSION",
    "StatRow",
    "Stats",
    "StatsError",
    "disk_full",
    "match_key",
    "record_finished",
    "record_hand",
    "record_match",
    "reset",
    "rows",
]
