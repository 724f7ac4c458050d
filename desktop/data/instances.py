"""Who holds the data folder: one Parlour at a time keeps the autosave there (a QLockFile); a
second one on the same folder is told so and may take an autosave of its own in
``separate/<n>`` (statistics, settings and kept matches stay shared), or open read-only.
The autosaves separate programs leave behind are gathered into the kept matches, so that
Continue offers them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from .storage import AUTOSAVE_NAME, data_dir, keep_autosave, set_autosave_dir

LOCK_NAME = "parlour.lock"


def lock_data_dir() -> QLockFile | None:
    """Hold the data folder for this program (a QLockFile, kept for the whole session); None if
    another Parlour holds it, so that two never overwrite each other's autosave. A lock left by a
    program that died is taken over."""
    lock = QLockFile(str(data_dir() / LOCK_NAME))
    lock.setStaleLockTime(0)  # stale only when its process is gone
    return lock if lock.tryLock(200) else None


SEPARATE_DIR = "separate"  # data_dir()/separate/<n>: autosaves of a second, third... Parlour


def use_separate_autosave() -> QLockFile | None:
    """Give this program an autosave of its own, in the first ``separate/<n>`` folder no other
    Parlour holds (locked like the data folder); None if none can be had. Statistics, settings
    and kept matches stay shared."""

    for n in range(1, 100):
        folder = data_dir() / SEPARATE_DIR / str(n)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        lock = QLockFile(str(folder / LOCK_NAME))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            set_autosave_dir(folder)
            keep_autosave(folder=folder)  # one a killed program left here goes to Continue first
            return lock
    return None


def gather_separate_autosaves() -> list[Path]:
    """The autosaves left in separate folders that no program holds any more (a second Parlour
    that ended or was killed) move into the kept matches, so that Continue offers them. Called by
    the program that holds the data folder; the kept files' paths."""

    root = data_dir() / SEPARATE_DIR
    moved: list[Path] = []
    if not root.is_dir():
        return moved
    for folder in sorted(root.iterdir()):
        if not (folder / AUTOSAVE_NAME).is_file():
            continue
        lock = QLockFile(str(folder / LOCK_NAME))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            continue  # its program is still running
        try:
            kept = keep_autosave(folder=folder)
        finally:
            lock.unlock()
        if kept is not None:
            moved.append(kept)
    return moved
