"""The user's data folder: the autosave, ``.parlour`` files, atomic writes (issue 12, "Never lose a game").

Everything Parlour writes goes through :func:`atomic_write_text` (or ``games.transcript.save``
followed by :func:`fsync_dir`): a temporary file in the same folder is written, flushed and
fsynced, then renamed over the target with ``os.replace``, and on POSIX the folder itself is
fsynced so that the rename survives a power cut. A kill at any moment therefore leaves either the
old file or the new one, never a half-written one.

The data folder is ``QStandardPaths.AppDataLocation`` for organization and application "Parlour"
(``~/.local/share/Parlour/Parlour`` on Linux), or the folder named by the environment variable
``PARLOUR_DATA_DIR`` (tests, the subprocess kill test, portable installs).

The autosave is two files in the data folder:

- ``autosave.parlour``: the match's transcript (ARCHITECTURE.md, format ``parlour/1``), rewritten
  after every action;
- ``autosave.seats.json``: who sits where (``"human"`` or a computer level per seat), which the
  transcript format has no field for; written before the transcript, and used on resuming only
  when its game, players and seed match the transcript's.

A match left unfinished for another (a new match, a file opened, a deal played again) is kept:
the autosave is moved, as it is, into the folder ``unfinished/`` (``<time>-<game>.parlour`` and its
``.seats.json``), and :func:`unfinished_matches` lists the autosave and the kept matches, newest
first, to continue from. At most :data:`KEEP_AT_MOST` are kept; beyond that the oldest goes.

Loading never uses pickle or eval: a transcript is JSON validated field by field and replayed
through the engine (``games.transcript``), so a corrupt, hand-edited or hostile file yields a legal
position or an :class:`OpenError` naming the problem, and is never written to.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from games.core import State

# One atomic writer for the whole program lives beside the transcript format.
from games.transcript import (
    ReplayError,
    Transcript,
    TranscriptError,
    atomic_write_text,
    fsync_dir,
    load,
    one_line,
    read_capped,
    save,
)

from ..i18n import tr, tr_noop

log = logging.getLogger(__name__)

ENV_DATA_DIR = "PARLOUR_DATA_DIR"
ORGANIZATION = "Parlour"
APPLICATION = "Parlour"
SUFFIX = ".parlour"
FILE_FILTER = tr_noop("Parlour games (*.parlour)")  # in English: shown through tr
AUTOSAVE_NAME = "autosave.parlour"
SEATS_NAME = "autosave.seats.json"
HUMAN = "human"  # a seat a person plays (else a computer level): the one definition
# Temporary files older than this (seconds) are leftovers of a killed write and are removed.
STALE_TEMP_AGE = 60.0
KEPT_DIR = "unfinished"  # matches left unfinished for another, beside the autosave
KEEP_AT_MOST = 20
SEATS_SUFFIX = ".seats.json"


class OpenError(Exception):
    """A file that cannot be opened as a match. ``problem`` names what is wrong (the field or line,
    or which action was illegal and why); ``index`` is the refused action's 0-based number, if any."""

    def __init__(self, path: str | os.PathLike[str], problem: str, index: int | None = None) -> None:
        self.path = Path(path)
        self.problem = one_line(problem)
        self.index = index
        super().__init__(f"{self.path.name}: {problem}")


# -- the data folder ----------------------------------------------------------------------------


def ensure_app_names() -> None:
    """Give Qt the organization and application names QStandardPaths and QSettings are keyed by."""
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.organizationName() != ORGANIZATION:
        QCoreApplication.setOrganizationName(ORGANIZATION)
    if QCoreApplication.applicationName() != APPLICATION:
        QCoreApplication.setApplicationName(APPLICATION)


def data_dir(create: bool = True) -> Path:
    """The user's data folder: ``$PARLOUR_DATA_DIR`` if set, else QStandardPaths.AppDataLocation."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        path = Path(override).expanduser()
    else:
        from PySide6.QtCore import QStandardPaths

        ensure_app_names()
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        if not location:
            raise OSError(tr("the system gives no folder for application data"))
        path = Path(location)
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def ensure_data_dir() -> str:
    """Make sure the data folder can be written; if it cannot (a read-only parent, a file in the
    way), use a new temporary folder for this session instead (``$PARLOUR_DATA_DIR`` points there
    from now on). Returns what happened, for a dialog ("" when the folder is fine)."""
    try:
        folder = data_dir(create=True)
        fd, probe = tempfile.mkstemp(prefix=".probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
        return ""
    except OSError as exc:
        try:
            wanted = str(data_dir(create=False))
        except OSError:
            wanted = tr("the data folder")
        fallback = tempfile.mkdtemp(prefix="parlour-data-")
        os.environ[ENV_DATA_DIR] = fallback
        return tr(
            "Parlour cannot keep its data in {wanted}: {problem}. "
            "This session keeps matches, statistics and settings in {fallback}, "
            "which is removed when the computer restarts."
        ).format(wanted=wanted, problem=exc.strerror or exc, fallback=fallback)


_separate: Path | None = None  # this program's separate autosave folder (desktop.data.instances)


def autosave_dir() -> Path:
    """The folder of this program's autosave: the data folder, or the separate folder a second
    Parlour on the same data folder chose (desktop.data.instances.use_separate_autosave)."""
    return data_dir() if _separate is None else _separate


def set_autosave_dir(folder: Path | None) -> None:
    global _separate
    _separate = folder


def autosave_path() -> Path:
    return autosave_dir() / AUTOSAVE_NAME


def seats_path() -> Path:
    return autosave_dir() / SEATS_NAME


# -- atomic writes ------------------------------------------------------------------------------


def write_transcript(transcript: Transcript, path: str | os.PathLike[str]) -> None:
    """``games.transcript.save``: temporary file, fsync, rename, folder fsync."""
    save(transcript, path)


def remove_stale_temp_files(folder: Path | None = None, max_age: float = STALE_TEMP_AGE) -> list[Path]:
    """Delete ``.tmp-*`` files a killed write left behind (older than ``max_age`` seconds)."""
    folder = data_dir() if folder is None else folder
    removed: list[Path] = []
    now = time.time()
    for p in folder.glob(".tmp-*"):
        with contextlib.suppress(OSError):
            if now - p.stat().st_mtime > max_age:
                p.unlink()
                removed.append(p)
    return removed


# -- opening and saving .parlour files -------------------------------------------------------------


def open_transcript(path: str | os.PathLike[str]) -> tuple[Transcript, State]:
    """Read, validate and replay a ``.parlour`` file; the file is only ever read.

    Raises :class:`OpenError` for anything that is not a playable match: unreadable file, not
    UTF-8, bad JSON (with line and column), a bad or unknown field, an unknown game, a wrong
    player count, a bad card or action text (with the action's index), an illegal action (its
    0-based index, text and the rules' reason).
    """
    try:
        transcript = load(path)
    except TranscriptError as exc:
        raise OpenError(path, str(exc)) from None
    except (ValueError, TypeError, KeyError, RecursionError, MemoryError) as exc:
        # e.g. an integer too long for Python's int-from-text limit inside json.loads
        raise OpenError(path, tr("not a transcript: {problem}").format(problem=_plain(exc))) from None
    except Exception as exc:  # an engine failing on a strange deal must not crash the program
        problem = f"{type(exc).__name__}: {_plain(exc)}"
        raise OpenError(path, tr("not a playable transcript ({problem})").format(problem=problem)) from None
    return transcript, replay_checked(transcript, path)


def replay_checked(transcript: Transcript, path: str | os.PathLike[str] = "transcript") -> State:
    """Replay every action; OpenError names the first illegal one and why the rules refuse it."""
    try:
        return transcript.replay()
    except ReplayError as exc:
        raise OpenError(path, str(exc), exc.index) from None
    except Exception as exc:
        problem = f"{type(exc).__name__}: {_plain(exc)}"
        raise OpenError(path, tr("the actions cannot be replayed ({problem})").format(problem=problem)) from None


def save_as(transcript: Transcript, path: str | os.PathLike[str]) -> Path:
    """Save ``transcript`` to ``path`` (``.parlour`` added when the name has no suffix), atomically."""
    p = Path(path)
    if not p.suffix:
        p = p.with_suffix(SUFFIX)
    write_transcript(transcript, p)
    return p


def suggested_file_name(transcript: Transcript, when: float | None = None) -> str:
    """A name for "Save as": the game's title and the date, e.g. ``Freelance 2024-05-01 18-30.parlour``."""
    import games

    try:
        title = games.get(transcript.game).title
    except KeyError:
        title = transcript.game
    stamp = time.strftime("%Y-%m-%d %H-%M", time.localtime(when))
    return f"{title} {stamp}{SUFFIX}"


def _plain(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0][:300]


# -- the autosave ---------------------------------------------------------------------------------


SEATS_MAX_BYTES = 65536
_seats_written: dict[Path, str] = {}  # the seats file's text as this process last wrote it


def autosave(transcript: Transcript, seats: Sequence[str] | None = None) -> None:
    """Write the match in play to the autosave (after every action; atomic).

    ``seats`` (``"human"`` or a level per seat) is written first, and only when it changed.
    """
    folder = autosave_dir()
    if seats is not None:
        meta = {
            "game": transcript.game,
            "players": list(transcript.players),
            "seed": transcript.seed,
            "deals": transcript.deals,
            "seats": list(seats),
        }
        text = json.dumps(meta)
        sp = folder / SEATS_NAME
        if _seats_written.get(sp) != text or not sp.is_file():  # written once a match, never read back
            atomic_write_text(sp, text)
            _seats_written[sp] = text
    write_transcript(transcript, folder / AUTOSAVE_NAME)


def has_autosave() -> bool:
    return autosave_path().is_file()


@dataclass(frozen=True)
class Resumed:
    """What "Continue" restores: the transcript, its replayed state and the seats (None: unknown)."""

    transcript: Transcript
    state: State
    seats: list[str] | None


Reporter = Callable[[str], None]


def load_autosave(report: Reporter | None = None) -> Transcript | None:
    """The autosaved match, or None when there is none.

    A corrupt autosave (bad JSON, a bad field, an illegal action: whatever open_transcript refuses)
    is moved aside to ``autosave.corrupt-<timestamp>.parlour`` (never over an existing file) and
    reported through ``report`` (and the log); None is then returned.
    """
    resumed = resume_autosave(report)
    return None if resumed is None else resumed.transcript


def resume_autosave(report: Reporter | None = None) -> Resumed | None:
    """Like :func:`load_autosave`, with the replayed state and the seat kinds (if known)."""
    folder = autosave_dir()
    remove_stale_temp_files(folder)
    path = folder / AUTOSAVE_NAME
    if not path.exists():
        return None
    try:
        transcript, state = open_transcript(path)
    except OpenError as exc:
        _set_aside(path, tr_noop("The autosaved match"), exc, report)
        with contextlib.suppress(OSError):
            (folder / SEATS_NAME).unlink()
        return None
    return Resumed(transcript, state, _load_seats(folder, transcript))


def _load_seats(folder: Path, transcript: Transcript) -> list[str] | None:
    return _load_seats_file(folder / SEATS_NAME, transcript)


def _load_seats_file(path: Path, transcript: Transcript) -> list[str] | None:
    try:
        meta = json.loads(read_capped(path, SEATS_MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError, TranscriptError):
        return None
    if not isinstance(meta, dict):
        return None
    seats = meta.get("seats")
    if (
        meta.get("game") != transcript.game
        or meta.get("players") != transcript.players
        or meta.get("seed") != transcript.seed
        or meta.get("deals") != transcript.deals
        or not isinstance(seats, list)
        or len(seats) != len(transcript.players)
        or not all(isinstance(s, str) and len(s) <= 40 for s in seats)
    ):
        return None
    import ai

    known = set(ai.levels()) | {HUMAN}
    return list(seats) if all(s in known for s in seats) else None


# -- matches kept unfinished ------------------------------------------------------------------------


@dataclass(frozen=True)
class Unfinished:
    """A match to continue: the autosave (``path`` None: the match played last) or a kept one."""

    path: Path | None
    transcript: Transcript
    state: State
    seats: list[str] | None
    saved_at: float  # when it was last written (seconds since the epoch)


def kept_dir(create: bool = False) -> Path:
    folder = data_dir() / KEPT_DIR
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def _seats_beside(path: Path) -> Path:
    return path.with_name(path.name[: -len(SUFFIX)] + SEATS_SUFFIX)


def _same_match(a: Transcript, b: Transcript) -> bool:
    return (a.game, a.players, a.seed, a.options, a.deals, a.actions) == (
        b.game,
        b.players,
        b.seed,
        b.options,
        b.deals,
        b.actions,
    )


def keep_autosave(unless: Transcript | None = None, folder: Path | None = None) -> Path | None:
    """Move the autosave (and its seats) into the kept matches, unless there is none, it is
    ``unless`` (the match being taken up) or it is finished. The kept file's path, or None.
    ``folder``: the autosave of that folder (default: this program's)."""
    folder = autosave_dir() if folder is None else folder
    path = folder / AUTOSAVE_NAME
    if not path.is_file():
        return None
    try:
        transcript = load(path)
    except (TranscriptError, OSError, ValueError):
        return None  # unreadable: resume_autosave reports and moves it aside
    if unless is not None and _same_match(transcript, unless):
        return None
    try:
        if transcript.replay().is_over:
            return None
    except (ReplayError, ValueError):
        return None
    target_dir = kept_dir(create=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        target = target_dir / f"{stamp}{f'-{n}' if n else ''}-{transcript.game}{SUFFIX}"
        if not target.exists():
            break
    seats = folder / SEATS_NAME
    if seats.is_file():
        with contextlib.suppress(OSError):
            os.replace(seats, _seats_beside(target))
    _rename_no_replace(path, target)
    fsync_dir(target_dir)
    fsync_dir(folder)
    _cap_kept(target_dir)
    return target


def _cap_kept(folder: Path) -> None:
    kept = sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: (p.stat().st_mtime, p.name), reverse=True)
    for old in kept[KEEP_AT_MOST:]:
        forget_kept(old)


def forget_kept(path: Path) -> None:
    """Delete a kept match (its transcript and seats)."""
    for p in (path, _seats_beside(path)):
        with contextlib.suppress(FileNotFoundError):
            p.unlink()


def _set_aside(path: Path, what: str, exc: OpenError, report: Reporter | None) -> None:
    """A match file that cannot be restored is moved aside (never deleted) and the move reported
    (``what`` in English: the log's words; the report is in the language spoken)."""
    moved = move_aside(path, "corrupt")
    log.warning(f"{what} could not be restored ({exc.problem}); it was kept as {moved.name}.")
    if report is not None:
        said = tr("{what} could not be restored ({problem}); it was kept as {file}.")
        report(said.format(what=tr(what), problem=exc.problem, file=moved.name))


def unfinished_matches(report: Reporter | None = None) -> list[Unfinished]:
    """The matches to continue, newest first: the autosave, then the kept ones. A kept file that
    cannot be restored is moved aside and reported (the others are still listed); a kept copy of
    the match in the autosave is not listed twice."""
    out: list[Unfinished] = []
    resumed = resume_autosave(report)
    if resumed is not None:
        path = autosave_dir() / AUTOSAVE_NAME
        out.append(Unfinished(None, resumed.transcript, resumed.state, resumed.seats, _mtime(path)))
    folder = kept_dir()
    if not folder.is_dir():
        return out
    kept: list[Unfinished] = []
    for path in folder.glob(f"*{SUFFIX}"):
        try:
            transcript, state = open_transcript(path)
        except OpenError as exc:
            _set_aside(path, tr_noop("A kept match"), exc, report)
            continue
        if state.is_over or any(_same_match(transcript, u.transcript) for u in out + kept):
            continue
        seats = _load_seats_file(_seats_beside(path), transcript)
        kept.append(Unfinished(path, transcript, state, seats, _mtime(path)))
    kept.sort(key=lambda u: u.saved_at, reverse=True)
    return out + kept


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def clear_autosave() -> None:
    """Forget the autosave: call when a match is finished (after recording its statistics) or abandoned."""
    folder = autosave_dir()
    for name in (AUTOSAVE_NAME, SEATS_NAME):
        with contextlib.suppress(FileNotFoundError):
            (folder / name).unlink()
    fsync_dir(folder)


def move_aside(path: Path, tag: str) -> Path:
    """Rename ``path`` to ``<stem>.<tag>-<timestamp><suffix>`` in its folder, never over an existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem = path.name[: -len(path.suffix)] if path.suffix else path.name
    for n in range(1000):
        extra = f"-{n}" if n else ""
        target = path.with_name(f"{stem}.{tag}-{stamp}{extra}{path.suffix}")
        if target.exists():
            continue
        try:
            _rename_no_replace(path, target)
        except FileExistsError:
            continue
        with contextlib.suppress(OSError):
            fsync_dir(path.parent)
        return target
    raise OSError(f"cannot move {path} aside")


def _rename_no_replace(path: Path, target: Path) -> None:
    """Rename, refusing (FileExistsError) to replace an existing ``target``."""
    if sys.platform.startswith("win"):
        os.rename(path, target)  # Windows refuses an existing target by itself
        return
    try:
        os.link(path, target)  # refuses an existing target
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links
        if target.exists():
            raise FileExistsError(target) from None
        os.rename(path, target)
        return
    os.unlink(path)


__all__ = [
    "AUTOSAVE_NAME",
    "ENV_DATA_DIR",
    "FILE_FILTER",
    "OpenError",
    "ReplayError",
    "Resumed",
    "TranscriptError",
    "Unfinished",
    "atomic_write_text",
    "autosave",
    "autosave_dir",
    "autosave_path",
    "clear_autosave",
    "data_dir",
    "forget_kept",
    "has_autosave",
    "keep_autosave",
    "load_autosave",
    "move_aside",
    "open_transcript",
    "resume_autosave",
    "save_as",
    "set_autosave_dir",
    "suggested_file_name",
    "unfinished_matches",
]
