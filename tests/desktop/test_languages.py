"""Issue 24, "Languages": every text has its translation (scripts/i18n.py check), the language
follows the system or the setting, and with the Russian translation installed the menus and the
Settings dialog speak Russian; without one they speak the English of the source, exactly."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QTextBrowser,
    QWidget,
)

from desktop import i18n
from desktop.app.settings_dialog import SettingsDialog
from desktop.data.settings import Settings

from .russian import GAMES, english_left, i18n_script
from .table_harness import make_window

# Names that stay in Latin letters in every language (the program's, the games', and the
# languages' own names in the language list).
NAMES = (".parlour", "Parlour", *GAMES, *i18n.LANGUAGES.values())
# Keys named as the keyboard shows them, and Qt's own Russian for its OK button.
KEYS = ("Page Up", "Page Down", "Enter", "Esc", "OK")
LATIN = (*NAMES, *KEYS)
# Qt's own words for its standard buttons (in English without a translation).
QT_BUTTONS = {"OK", "Cancel", "Restore Defaults"}
SCRIPT = i18n_script()
PARTS = [part for part, _ in SCRIPT.PARTS]


@pytest.fixture(scope="module")
def problems() -> list[str]:
    return list(SCRIPT.check())


@pytest.mark.parametrize("part", PARTS)
def test_every_text_of_every_part_is_translated(problems: list[str], part: str) -> None:
    """Issue 24: a complete translation beside English (scripts/i18n.py check finds nothing)."""
    mine = [p for p in problems if f"/{part}.ts:" in p]
    assert not mine, "\n".join(mine)


def test_every_text_is_a_literal(problems: list[str]) -> None:
    """A ``tr`` of an f-string or a joined text cannot be translated (check names the call)."""
    assert not [p for p in problems if "needs a literal text" in p]


def test_a_text_of_two_parts_must_read_the_same_in_both(monkeypatch: pytest.MonkeyPatch) -> None:
    """Freelance's tokens are counted by the engine's words and by the table's: one Russian word
    in both (the program loads one of the two translations, so a second word would show by chance)."""
    read = SCRIPT.read_ts

    def other_word(path: Path) -> Any:
        entries = read(path)
        if path.name == "table.ts":
            entry = entries[("%n tokens", "")]
            entries[("%n tokens", "")] = SCRIPT.Entry(entry.text, ["%n жетон", "%n жетона", "%n жетонов"], False)
        return entries

    monkeypatch.setattr(SCRIPT, "read_ts", other_word)
    said = [p for p in SCRIPT.check() if "'%n tokens'" in p]
    assert len(said) == 1 and "жетон" in said[0] and "фишк" in said[0], said


def test_the_build_gives_each_text_once_and_lrelease_says_nothing(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """``make run`` builds the .qm: a text in two parts' .ts files goes to lrelease once, so the
    newcomer's first command prints no warning about dropped duplicates; every text still loads."""
    sources = sorted((SCRIPT.TS_DIR / "ru").glob("*.ts"))
    keys = [k for path in sources for k in SCRIPT.read_ts(path)]
    assert len(set(keys)) < len(keys)  # some text is in two parts: what the joining is for
    joined = tmp_path / "ru.ts"
    SCRIPT.joined_ts(sources, joined)
    assert sorted(SCRIPT.read_ts(joined)) == sorted(set(keys))
    (qm,) = SCRIPT.build(tmp_path / "qm")
    out, err = capfd.readouterr()
    assert "duplicate" not in (out + err).lower(), out + err
    assert qm.stat().st_size > 0


# -- which language ------------------------------------------------------------------------------


def system_is(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(name)))


@pytest.mark.parametrize(
    ("system", "setting", "spoken"),
    [
        ("ru_RU", "system", "ru"),
        ("ru_UA", "system", "ru"),
        ("en_GB", "system", "en"),
        ("de_DE", "system", "en"),  # a language Parlour does not speak: English
        ("de_DE", "ru", "ru"),
        ("ru_RU", "en", "en"),
        ("ru_RU", "ru", "ru"),
        ("ru_RU", "klingon", "ru"),  # an unknown setting is "system"
    ],
)
def test_the_language_follows_the_system_unless_one_is_chosen(
    monkeypatch: pytest.MonkeyPatch, system: str, setting: str, spoken: str
) -> None:
    system_is(monkeypatch, system)
    assert i18n.language_code(setting) == spoken


def test_the_language_setting_is_system_by_default_and_kept(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "s.ini")
    assert settings.language == "system"
    settings.language = "ru"
    assert Settings(tmp_path / "s.ini").language == "ru"
    with pytest.raises(ValueError):
        settings.language = "de"
    settings.qsettings.setValue("view/language", "xx")
    assert settings.language == "system"


def test_install_speaks_english_without_the_file(qapp: QApplication, tmp_path: Path, capfd: Any) -> None:
    before = QLocale()
    try:
        assert i18n.install(qapp, "ru", tmp_path / "nowhere") == "en"
        assert "parlour_ru.qm" in capfd.readouterr().err
        assert i18n.current_language() == "en" and i18n.tr("Settings") == "Settings"
    finally:
        QLocale.setDefault(before)


def test_install_speaks_russian_with_qts_own_buttons(russian: Path) -> None:
    assert i18n.current_language() == "ru"
    assert i18n.tr("Settings") == "Настройки"
    assert [i18n.tr("%n tricks", n=k, one="%n trick") for k in (1, 3, 5, 21)] == [
        "1 взятка",
        "3 взятки",
        "5 взяток",
        "21 взятка",
    ]
    assert QApplication.translate("QPlatformTheme", "Cancel") == "Отмена"  # qtbase_ru.qm
    assert QLocale().language() == QLocale.Language.Russian


# -- what the window shows -----------------------------------------------------------------------


def menu_texts(bar: QMenuBar) -> list[str]:
    """Every text of the menu bar: the menus' titles, their items' texts and tips."""
    out: list[str] = []

    def walk(menu: QMenu) -> None:
        out.append(menu.title())
        for act in menu.actions():
            if act.isSeparator():
                continue
            sub = act.menu()
            if isinstance(sub, QMenu):
                walk(sub)
                continue
            out.extend([act.text(), act.toolTip(), act.statusTip()])

    for top in bar.actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        walk(menu)
    return [t for t in out if t]


def dialog_texts(dlg: QWidget) -> list[str]:
    """Every text of a dialog: its title, labels, buttons, check boxes, group titles, list items
    and tips."""
    out = [dlg.windowTitle()]
    for widget in dlg.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton):
            out.append(widget.text())
        if isinstance(widget, QGroupBox):
            out.append(widget.title())
        if isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
        out.append(widget.toolTip())
    return [t for t in out if t]


def not_from_source(texts: list[str]) -> list[str]:
    """The texts with letters that are no English text of the source (without mnemonics, with
    any value in its fields; a language's own name counts as one)."""
    sources = {text.source.replace("&", "") for part in SCRIPT.collect([]).values() for text in part.values()}
    sources |= set(i18n.LANGUAGES.values())
    field = r"\{[A-Za-z_]+\}|%n"
    # A text of fields only ("{volume}%") would take any text: it is left out.
    patterns = [
        re.compile(
            "".join(".+" if re.fullmatch(field, bit) else re.escape(bit) for bit in re.split(f"({field})", s)),
            re.DOTALL,
        )
        for s in sources
        if re.search("[A-Za-z]", re.sub(field, "", s))
    ]
    return [t for t in texts if re.search("[A-Za-z]", t) and not any(p.fullmatch(t.replace("&", "")) for p in patterns)]


def settings_dialog(w: Any) -> SettingsDialog:
    dlg = w.menus.show_settings()
    assert isinstance(dlg, SettingsDialog)
    return dlg


def test_in_russian_the_menus_and_the_settings_speak_russian(qtbot: Any, russian: Path) -> None:
    w = make_window(qtbot)
    texts = menu_texts(w.menuBar())
    assert "&Игра" in texts and "Н&астройки…" in texts
    assert english_left(texts, LATIN) == []
    dlg = settings_dialog(w)
    texts = dialog_texts(dlg)
    assert "Настройки" in texts and "&Язык:" in texts and "Как в системе" in texts
    assert english_left(texts, LATIN) == []
    dlg.reject()


def test_without_a_translation_the_texts_are_the_english_of_the_source(qtbot: Any) -> None:
    assert i18n.current_language() == "en"
    w = make_window(qtbot)
    texts = menu_texts(w.menuBar())
    assert texts[:2] == ["&Game", "&New match..."]
    assert not_from_source(texts) == []
    dlg = settings_dialog(w)
    texts = dialog_texts(dlg)
    assert "Settings" in texts and "&Language:" in texts and "As the system" in texts
    assert set(not_from_source(texts)) <= QT_BUTTONS  # Qt's own, translated by qtbase_<code>.qm
    dlg.reject()


def test_the_settings_dialog_chooses_the_language_for_the_next_start(qtbot: Any) -> None:
    w = make_window(qtbot)
    dlg = settings_dialog(w)
    choices = [dlg.language.itemData(i) for i in range(dlg.language.count())]
    assert choices == ["system", "en", "ru"]
    assert [dlg.language.itemText(i) for i in range(3)] == ["As the system", "English", "Русский"]
    assert dlg.language.currentData() == "system" and dlg.language_note.isHidden()
    dlg.language.setCurrentIndex(choices.index("ru"))
    assert not dlg.language_note.isHidden()
    assert "next start" in dlg.language_note.text()
    dlg.accept()
    assert w.settings.language == "ru" and i18n.current_language() == "en"
    assert settings_dialog(w).language.currentData() == "ru"


def test_in_russian_f1_shows_the_russian_rules_page(qtbot: Any, russian: Path) -> None:
    """Issue 24: the rules pages per language (assets/rules/ru, made from docs/rules/ru)."""
    w = make_window(qtbot)
    w.menus.show_rules()
    dialog = w.menus.rules_dialog
    assert dialog is not None
    browser = dialog.findChild(QTextBrowser)
    assert browser is not None and "Правила" in dialog.windowTitle()
    text = browser.toPlainText()
    assert sum(ch in "абвгдеёжзийклмнопрстуфхцчшщъыьэюя" for ch in text.lower()) > 1000
