"""The Russian rules pages (issue 24): ``docs/rules/ru`` holds a translation of every rules text
and of our rulings, ``scripts/make_rules_pages.py`` makes ``assets/rules/ru/<id>.html`` from them
as it makes the English pages, and ``rules_file`` finds them, falling back to English.

A translation keeps the English text's numbering: its rules (the ``#rule-N`` anchors the
generator makes), its numbered section headings ("2a.", "II.") and its rulings (``D-<game>-<n>``),
so that a ruling or a test that cites a number means the same rule in either language.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("PySide6")

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "scripts"
RULES_TEXTS = ROOT / "docs" / "rules"
RU_TEXTS = RULES_TEXTS / "ru"
RULES_PAGES = ROOT / "assets" / "rules"
RU_PAGES = RULES_PAGES / "ru"
GAME_IDS = ["freelance", "clubs", "king", "two_way_street", "kalooki"]


def _generator() -> ModuleType:
    """scripts/make_rules_pages.py as a module (the scripts folder is not a package)."""
    name = "make_rules_pages"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPTS / "make_rules_pages.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the class is made
        spec.loader.exec_module(module)
    return sys.modules[name]


def _rule_numbers(text: str) -> list[str]:
    """The numbered rules of a rules text, as the generator finds them (its ``#rule-N`` anchors)."""
    return re.findall(r'<a name="rule-(\d+)"></a>', _generator().render_text(text))


def _section_numbers(text: str) -> list[str]:
    """The numbers of the text's numbered headings ("2.", "2a.", "II."), as the generator makes them."""
    return re.findall(r"<h[2-5]>(\d+[a-z]?|[IVX]+)\.\s", _generator().render_text(text))


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_russian_text_and_page(game_id: str) -> None:
    assert (RU_TEXTS / f"{game_id}.txt").is_file()
    page = _read(RU_PAGES / f"{game_id}.html")
    assert '<html lang="ru">' in page
    assert ": правила</title>" in page
    assert '<h2><a name="rulings"></a>Наши решения</h2>' in page
    assert '<a href="#rulings">Перейти к нашим решениям</a>' in page
    # The words the generator adds are Russian: none of its English ones is left.
    for english in ("Our rulings", "Jump to our rulings", "The rules as written", ": rules</title>"):
        assert english not in page


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_russian_text_keeps_the_rule_numbers(game_id: str) -> None:
    english = _read(RULES_TEXTS / f"{game_id}.txt")
    russian = _read(RU_TEXTS / f"{game_id}.txt")
    assert _rule_numbers(russian) == _rule_numbers(english)
    assert set(_rule_numbers(russian)) == set(_rule_numbers(english))
    assert _section_numbers(russian) == _section_numbers(english)


def test_the_rule_numbers_are_found() -> None:
    """The extraction above sees the texts' numbering (an empty list would match anything)."""
    freelance = _rule_numbers(_read(RU_TEXTS / "freelance.txt"))
    assert freelance == [str(n) for n in range(1, 51)]
    assert _rule_numbers(_read(RU_TEXTS / "kalooki.txt")) == ["1", "2"]
    assert _section_numbers(_read(RU_TEXTS / "two_way_street.txt")) == ["2", "2a", "2b", "I", "II", "2c"]


def test_russian_rulings_keep_every_ruling_of_every_game() -> None:
    generator = _generator()
    _, english = generator.read_decisions(_read(RULES_TEXTS / "DECISIONS.md"))
    preamble, russian = generator.read_decisions(_read(RU_TEXTS / "DECISIONS.md"))
    assert sorted(russian) == sorted(english) == sorted(GAME_IDS)
    assert any(line.strip() for line in preamble)

    def ids(section: object) -> list[str]:
        return [m.group(1) for line in section.lines if (m := generator._RULING.match(line))]  # type: ignore[attr-defined]

    for game_id in GAME_IDS:
        assert ids(russian[game_id]) == ids(english[game_id]), game_id
        assert len(ids(russian[game_id])) >= 6
    # The games' names: transliterated, the original beside them.
    assert russian["king"].name == "Кинг (King)"
    assert all(f"({english[g].name})" in russian[g].name for g in GAME_IDS)


def test_russian_pages_are_what_the_script_makes(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(SCRIPTS / "make_rules_pages.py"), str(RULES_TEXTS), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    made = {p.name: p.read_bytes() for p in (tmp_path / "ru").glob("*.html")}
    committed = {p.name: p.read_bytes() for p in RU_PAGES.glob("*.html")}
    assert sorted(made) == sorted(f"{g}.html" for g in GAME_IDS) == sorted(committed)
    for name, data in made.items():
        assert data == committed[name], f"ru/{name} differs from scripts/make_rules_pages.py output"
    # The English pages come out as before, beside them.
    for game_id in GAME_IDS:
        assert (tmp_path / f"{game_id}.html").read_bytes() == (RULES_PAGES / f"{game_id}.html").read_bytes()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_russian_page_holds_the_text_word_for_word(qapp, game_id: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(_read(RU_PAGES / f"{game_id}.html"))
    plain = " ".join(doc.toPlainText().replace("\u00a0", " ").split())
    checked = 0
    for line in _read(RU_TEXTS / f"{game_id}.txt").splitlines():
        words = " ".join(line.replace("\u00a0", " ").split())
        if not words or any(ch in words for ch in "|\t*#\\<`["):
            continue
        if game_id == "kalooki" and words.startswith("- "):
            words = words[2:]  # a markdown bullet
        assert words in plain, words[:80]
        checked += 1
    assert checked >= 10
    assert "**" not in plain and "](" not in plain


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_russian_page_renders_in_a_text_browser(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QUrl
    from PySide6.QtWidgets import QTextBrowser

    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.resize(700, 500)
    browser.show()
    qtbot.waitExposed(browser)
    browser.setSource(QUrl.fromLocalFile(str(RU_PAGES / f"{game_id}.html")))
    assert browser.document().blockCount() > 30
    assert browser.documentTitle().endswith(": правила")
    browser.scrollToAnchor("rulings")
    assert browser.verticalScrollBar().value() > 0


def test_rules_file_finds_the_translation_and_falls_back_to_english(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from desktop.table.assets import rules_file

    monkeypatch.delenv("PARLOUR_ASSETS", raising=False)
    for game_id in GAME_IDS:
        english = rules_file(game_id)
        assert english == rules_file(game_id, "en")
        assert english.resolve() == (RULES_PAGES / f"{game_id}.html").resolve()
        assert rules_file(game_id, "ru").resolve() == (RU_PAGES / f"{game_id}.html").resolve()
        assert rules_file(game_id, "xx") == english  # no such language
    # A language whose folder lacks a game's page gives that game's English page.
    (tmp_path / "rules" / "ru").mkdir(parents=True)
    (tmp_path / "rules" / "ru" / "king.html").write_text("<html></html>", encoding="utf-8")
    monkeypatch.setenv("PARLOUR_ASSETS", str(tmp_path))
    assert rules_file("king", "ru") == tmp_path / "rules" / "ru" / "king.html"
    assert rules_file("clubs", "ru") == tmp_path / "rules" / "clubs.html"
