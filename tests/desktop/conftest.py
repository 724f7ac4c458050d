"""Every desktop test keeps its autosave, statistics and settings in a folder of its own
(PARLOUR_DATA_DIR), never in the user's data folder, and never sees another test's files."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("parlour-data")
    monkeypatch.setenv("PARLOUR_DATA_DIR", str(folder))
    monkeypatch.delenv("PARLOUR_SETTINGS_FILE", raising=False)
    return folder
