"""Every desktop test keeps its autosave, statistics and settings in a folder of its own
(PARLOUR_DATA_DIR), never in the user's data folder, and never sees another test's files."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.data import storage


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("parlour-data")
    monkeypatch.setenv("PARLOUR_DATA_DIR", str(folder))
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    yield folder
    storage.set_autosave_dir(None)  # a test that took a separate autosave leaves none behind
