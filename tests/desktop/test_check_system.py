"""`make run` names the missing system libraries instead of failing with a Qt trace."""

from __future__ import annotations

import ctypes.util
from typing import Any

import pytest

from desktop import check_system


def test_missing_xcb_libraries_are_named_with_the_apt_get_line(monkeypatch: Any, capsys: Any) -> None:
    monkeypatch.setattr(check_system.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    real = ctypes.util.find_library
    monkeypatch.setattr(
        ctypes.util, "find_library", lambda name: None if name in ("xcb-cursor", "xcb-icccm") else real(name) or "x"
    )
    assert check_system.main() == 1
    err = capsys.readouterr().err
    assert "libxcb-cursor0" in err and "libxcb-icccm4" in err
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in err


def test_nothing_missing_passes(monkeypatch: Any) -> None:
    monkeypatch.setattr(check_system.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: "lib" + name)
    assert check_system.main() == 0


@pytest.mark.parametrize("platform", ["offscreen", "minimal"])
def test_offscreen_needs_no_xcb(monkeypatch: Any, platform: str) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", platform)
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)
    assert check_system.missing_packages() == []
