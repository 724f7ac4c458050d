"""Transcripts (format ``parlour/1``): one JSON form for saves, replays, bug reports and tests.

A transcript is the game, its options, the players' names, the seed (or explicit deals) and the
actions taken. Loading validates every field and replays every action through the engine, so a
hand-edited or corrupt file yields a legal position or a :class:`TranscriptError` naming the
problem. Never pickle, never eval.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards import CardSyntaxError
from .core import Game, State, options_dict
from .errors import ActionSyntaxError, IllegalAction
from .events import Event
from .phrases import phrase

FORMAT = "parlour/1"
MAX_BYTES = 16 * 1024 * 1024
MAX_ACTIONS = 200_000


class TranscriptError(ValueError):
    """A file or text that is not a valid transcript (bad JSON, unknown game, bad field)."""


class ReplayError(ValueError):
    """A valid transcript whose action number ``index`` (0-based) is refused by the rules."""

    def __init__(self, index: int, action: str, reason: str) -> None:
        super().__init__(f'action {index} "{action}": {reason}')
        self.index = index
        self.action = action
        self.reason = reason


@dataclass
class Transcript:
    game: str
    players: list[str]
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    deals: list[dict[str, list[str]]] | None = None
    actions: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "options": self.options,
            "players": self.players,
            "seed": self.seed,
            "deals": self.deals,
            "actions": self.actions,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=None, separators=(", ", ": "))

    def new_state(self) -> State:
        """The match's starting state (first hand dealt)."""
        return self.start()[0]

    def start(self) -> tuple[State, list[Event]]:
        """The match's starting state and the events of its first deal (``Game.start``)."""
        from . import get

        game = get(self.game)
        return game.start(players=len(self.players), seed=self.seed, options=self.options, deals=self.deals)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` actions (all by default); ReplayError on an illegal one."""
        from . import get

        game = get(self.game)
        state = self.new_state()
        for index, text in enumerate(self.actions[:upto]):
            try:
                action = game.parse_action(text)
                state.apply(action)
            except (ActionSyntaxError, CardSyntaxError) as exc:
                raise ReplayError(index, text, f"not an action of {game.title}: {exc}") from None
            except IllegalAction as exc:
                raise ReplayError(index, text, exc.reason) from None
        return state


def for_state_start(game: Game[Any], players: Sequence[str], seed: int, options: Any, deals: Any = None) -> Transcript:
    return Transcript(
        game=game.id,
        players=list(players),
        seed=seed,
        options=options_dict(game.options(options)),
        deals=[{k: list(v) for k, v in d.items()} for d in deals] if deals else None,
    )


def _depth_ok(obj: Any, limit: int = 8) -> bool:
    stack = [(obj, 0)]
    while stack:
        o, d = stack.pop()
        if d > limit:
            return False
        if isinstance(o, dict):
            stack.extend((v, d + 1) for v in o.values())
        elif isinstance(o, list):
            stack.extend((v, d + 1) for v in o)
    return True


SEED_RULE = phrase("a whole number from 0 to 2**63-1")  # "The seed must be ...": a Phrase, said in the window


def seed_ok(seed: object) -> bool:
    """A seed a transcript may hold (the start screen and the command line ask the same)."""
    return isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < 2**63


def name_ok(name: str) -> bool:
    """A player's name can be written as UTF-8 (no lone surrogate, which JSON's "\\ud800" can carry)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def from_json(data: Any) -> Transcript:
    """Validate a decoded JSON value; TranscriptError names the first bad field."""
    from . import get, ids

    if not isinstance(data, Mapping):
        raise TranscriptError("not a transcript: the top level must be a JSON object")
    if not _depth_ok(data):
        raise TranscriptError("not a transcript: nested too deeply")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise TranscriptError(f"field 'format' must be {FORMAT!r}, got {fmt!r}")
    unknown = sorted(set(data) - {"format", "game", "options", "players", "seed", "deals", "actions"})
    if unknown:
        named = ", ".join(repr(k)[:40] for k in unknown[:5])
        more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
        raise TranscriptError(f"unknown field(s): {named}{more}")
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in ids():
        raise TranscriptError(f"field 'game': unknown game {game_id!r}; games are {', '.join(ids())}")
    game = get(game_id)
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and len(p) <= 100 for p in players):
        raise TranscriptError("field 'players' must be a list of names (texts)")
    if not all(name_ok(p) for p in players):
        raise TranscriptError(
            "field 'players': a name holds a character that cannot be written down (a lone surrogate)"
        )
    if not game.min_players <= len(players) <= game.max_players:
        raise TranscriptError(
            f"field 'players': {game.title} is for {game.min_players} to {game.max_players} players, not {len(players)}"
        )
    seed = data.get("seed", 0)
    if not seed_ok(seed):
        raise TranscriptError(f"field 'seed' must be {SEED_RULE}, got {seed!r}")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise TranscriptError("field 'options' must be an object")
    try:
        game.options(options)
    except (ValueError, TypeError) as exc:
        raise TranscriptError(f"field 'options': {exc}") from None
    deals = data.get("deals")
    if deals is not None and (not isinstance(deals, list) or not all(isinstance(d, dict) for d in deals)):
        raise TranscriptError("field 'deals' must be null or a list of objects (zone -> cards)")
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise TranscriptError("field 'actions' must be a list of action texts")
    if len(actions) > MAX_ACTIONS:
        raise TranscriptError(f"field 'actions': more than {MAX_ACTIONS} actions")
    t = Transcript(
        game=game_id, players=list(players), seed=seed, options=dict(options), deals=deals, actions=list(actions)
    )
    try:
        t.new_state()
    except (ValueError, TypeError, KeyError, CardSyntaxError) as exc:
        raise TranscriptError(f"field 'deals': {exc}") from None
    for index, text in enumerate(actions):
        try:
            game.parse_action(text)
        except (ActionSyntaxError, CardSyntaxError) as exc:
            raise TranscriptError(f"field 'actions', item {index} {text!r}: {exc}") from None
    return t


def loads(text: str | bytes) -> Transcript:
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise TranscriptError(f"file too large ({len(text)} bytes; a transcript is at most {MAX_BYTES})")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise TranscriptError(f"not a transcript: not UTF-8 text (byte {exc.start})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        what = exc.msg.removesuffix(" at")  # "Unterminated string starting at" + " at line ..."
        raise TranscriptError(f"not valid JSON: {what} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise TranscriptError("not a transcript: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer of more than 4300 digits
        raise TranscriptError(f"not a transcript: {exc}") from None
    return from_json(data)


def one_line(text: str, limit: int = 500) -> str:
    """``text`` fit for one line of a dialog or a terminal: control characters (a newline in a
    hostile field name) escaped, cut to ``limit`` characters."""
    out = "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)
    return out if len(out) <= limit else out[: limit - 1] + "…"


def read_capped(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them. A device (/dev/zero), a
    pipe, a folder or a link to one is refused without blocking: it is opened non-blocking and
    checked on the open descriptor; the cap is counted while reading, not taken from the size the
    file claims. TranscriptError says what is wrong; OSError passes through."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "a pipe" if stat.S_ISFIFO(mode) else "a device"
            raise TranscriptError(f"{Path(path).name} is {kind}, not a file")
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, 1 << 16):
            total += len(chunk)
            if total > limit:
                raise TranscriptError(f"file too large (more than {limit} bytes)")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def load(path: str | os.PathLike[str]) -> Transcript:
    p = Path(path)
    try:
        raw = read_capped(p, MAX_BYTES)
    except OSError as exc:
        raise TranscriptError(f"cannot read {p}: {exc.strerror or exc}") from None
    return loads(raw)


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no directory handles to sync)."""
    if sys.platform.startswith("win"):
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: a temporary file in the same folder, flushed and
    fsynced, renamed over ``path``, then the folder fsynced so that the rename survives a crash."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=p.suffix, dir=p.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, p)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(p.parent)


def save(transcript: Transcript, path: str | os.PathLike[str]) -> None:
    """Write ``transcript`` atomically (see :func:`atomic_write_text`)."""
    atomic_write_text(path, transcript.dumps())
