"""What the tests of the window in Russian share (issue 24, "Languages"): scripts/i18n.py as a
module, the check that a text holds no English word once the names allowed in Latin letters are
taken out, and what the window's action panel says. The ``russian`` fixture (the Russian .qm built once, installed for one test) is in
conftest.py beside this file."""

from __future__ import annotations

import functools
import importlib.util
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.app.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]

# The games' names: they stay in Latin letters in every language.
GAMES = ("Two Way Street", "Freelance", "Clubs", "Kalooki")
# What the table may show in Latin letters: the games' names, and the key as the keyboard shows it.
AT_THE_TABLE = (*GAMES, "Enter")


@functools.cache
def i18n_script() -> ModuleType:
    """scripts/i18n.py as a module (the scripts folder is not a package), loaded once."""
    spec = importlib.util.spec_from_file_location("parlour_i18n_script", ROOT / "scripts" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def english_left(
    texts: Iterable[str], allowed: Iterable[str | re.Pattern[str]] = AT_THE_TABLE, skip: re.Pattern[str] | None = None
) -> list[str]:
    """The texts that still hold a Latin letter once the allowed ones are taken out.

    A text loses its mnemonics' ``&`` and its HTML tags first, then each of ``allowed`` in turn:
    a name wherever it stands, a pattern (``re.compile``) wherever it matches. A text that
    ``skip`` matches at its start is not looked at."""
    allowed = tuple(allowed)
    left = []
    for text in texts:
        if skip is not None and skip.match(text):
            continue
        plain = re.sub(r"<[^>]+>", "", text.replace("&", ""))  # no mnemonics, no HTML tags
        for name in allowed:
            plain = name.sub("", plain) if isinstance(name, re.Pattern) else plain.replace(name, "")
        if re.search(r"[A-Za-z]", plain):
            left.append(text)
    return left


def panel_texts(w: MainWindow, tips: bool = False) -> list[str]:
    """What the window's status line and action panel say now: the prompt, and the texts of the
    panel's visible buttons, labels, buttons' menus and lists (with ``tips``, each visible
    widget's tool tip and the name a screen reader hears too)."""
    from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QToolButton, QWidget

    panel = w.panel
    out = [w.status.text(), panel.prompt.text()]
    for x in panel.findChildren(QWidget):
        if not x.isVisible():
            continue
        if isinstance(x, QPushButton | QToolButton | QLabel):
            out.append(x.text())
        if isinstance(x, QToolButton) and x.menu() is not None:
            out += [a.text() for a in x.menu().actions()]
        if isinstance(x, QComboBox):
            out += [x.itemText(i) for i in range(x.count())]
        if tips:
            out += [x.toolTip(), x.accessibleName()]
    return out
