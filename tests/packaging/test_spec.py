"""The PyInstaller spec leaves out only Qt modules that Parlour does not import."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def unused_qt_modules() -> set[str]:
    text = (ROOT / "packaging" / "parlour.spec").read_text()
    block = re.search(r"unused_qt = \[(.*?)\]", text, re.S)
    assert block, "the spec lists the unused Qt modules"
    return set(ast.literal_eval("[" + block.group(1) + "]"))


def imported_qt_modules() -> set[str]:
    used = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PySide6."):
                used.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                used.update(a.name.split(".")[1] for a in node.names if a.name.startswith("PySide6."))
    return used


def test_no_module_the_program_imports_is_left_out() -> None:
    used = imported_qt_modules()
    assert used, "desktop/ imports Qt"
    assert not (used & unused_qt_modules()), f"the spec excludes modules in use: {used & unused_qt_modules()}"


def test_the_entry_point_calls_freeze_support_first() -> None:
    tree = ast.parse((ROOT / "packaging" / "parlour_main.py").read_text())
    main_block = next(n for n in tree.body if isinstance(n, ast.If))
    first = main_block.body[0]
    assert isinstance(first, ast.Expr) and "freeze_support" in ast.unparse(first)


def test_the_desktop_entry_is_valid() -> None:
    text = (ROOT / "packaging" / "parlour.desktop").read_text()
    assert text.startswith("[Desktop Entry]")
    for key in ("Type=Application", "Name=Parlour", "Exec=parlour", "Icon=parlour", "Categories="):
        assert key in text
