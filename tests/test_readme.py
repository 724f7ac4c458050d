"""The repository stands alone: every file or folder the README points at is in it (issue "One
home per game": the README once sent readers to a design and rulings outside the repository)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Paths the README names that are made by a command, not kept in the repository.
BUILT = ("dist/", ".venv", "~/")


def pointed_at(text: str) -> set[str]:
    links = set(re.findall(r"\]\(([^)#\s]+)\)", text))
    code = {t for t in re.findall(r"`([^`\s]+)`", text) if re.fullmatch(r"[\w.-]+(/[\w.-]*)+|[\w-]+\.md", t)}
    return {p for p in links | code if not p.startswith(BUILT) and "://" not in p}


def test_readme_points_only_at_files_in_the_repository() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    paths = pointed_at(text)
    assert {"docs/architecture.md", "docs/rules/DECISIONS.md", "BENCHMARKS.md"} <= paths
    missing = sorted(p for p in paths if not (ROOT / p).exists())
    assert not missing, f"the README points at files the repository lacks: {missing}"
    assert "shared/" not in text


def test_design_document_points_only_at_files_in_the_repository() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = sorted(
        p for p in pointed_at(text) if "/" in p and not (ROOT / p).exists() and not (ROOT / "desktop" / p).exists()
    )
    assert not missing, missing
