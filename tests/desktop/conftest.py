"""Every desktop test keeps its autosave, statistics and settings in a folder of its own
(PARLOUR_DATA_DIR), never in the user's data folder, and never sees another test's files.

After each test the garbage of its windows is collected on the main thread: left to a later
collection, which may run on a computer player's thread, Shiboken defers the deletion of those
widgets to the main thread's next call into Python, and a fresh-clone CI run once hung there
(a window of an ended test deleted inside a paint of the next one's table, waiting for ever on a
Qt mutex, in ``test_thinker``).

A test that takes ``russian`` runs with the Russian translation installed (tests/desktop/russian.py
has what those tests share)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop.data import storage

from .russian import i18n_script


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("parlour-data")
    monkeypatch.setenv("PARLOUR_DATA_DIR", str(folder))
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    yield folder
    storage.set_autosave_dir(None)  # a test that took a separate autosave leaves none behind
    gc.collect()  # the ended test's widgets go now, on the main thread (see the module's text)


@pytest.fixture(scope="session")
def russian_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of the Russian .qm, built once for the session from translations/ru/*.ts
    (``scripts/i18n.py build(out=...)``)."""
    out = tmp_path_factory.mktemp("qm")
    made = i18n_script().build(out=out)
    assert [p.name for p in made] == ["parlour_ru.qm"]
    return out


@pytest.fixture
def russian(qapp: Any, russian_qm: Path) -> Iterator[Path]:
    """The Russian translation installed as the program installs it (``i18n.install``); English
    and the default locale of before again afterwards."""
    from PySide6.QtCore import QLocale

    from desktop import i18n

    before = QLocale()
    assert i18n.install(qapp, "ru", russian_qm) == "ru"
    yield russian_qm
    i18n.install(qapp, "en", russian_qm)
    QLocale.setDefault(before)
