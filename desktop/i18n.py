"""Parlour's languages (issue 24): every word the window shows goes through :func:`tr`.

``tr("Deal again")`` is the text in the language the program runs in (English when no translation
is installed, or outside a Qt application). Words that hold values take Python's named fields, kept
in the translation as they are: ``tr("{who} takes the trick").format(who=name)``. A text that
depends on a number gives it as ``n``: ``tr("%n tricks", n=count, one="%n trick")`` (Qt's
plural forms: one translation per form of the language, ``%n`` replaced by the number; ``one`` is
the English singular). ``note`` tells translators
which meaning of a short text is meant (``tr("Pass", note="a bid")``) and keeps two meanings apart.

Every call must have its English text as a literal string: ``scripts/i18n.py`` finds them in the
source and keeps ``translations/<lang>/<part>.ts`` (Qt Linguist) up to date; ``make`` builds the
``.qm`` files the program loads.

:func:`install` puts the language in use at start (``Settings.language``: "system" follows the
system's language when Parlour speaks it, else English): Parlour's ``parlour_<code>.qm`` and Qt's
own ``qtbase_<code>.qm`` (the standard buttons: OK, Cancel), and the default QLocale (numbers,
dates). A translation file that is missing leaves the program in English, with a line on stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTranslator

CONTEXT = "Parlour"

# The languages Parlour speaks, by code, each in its own words (the Settings dialog lists them).
LANGUAGES = {"en": "English", "ru": "Русский"}


def tr(text: str, n: int | None = None, note: str | None = None, one: str | None = None) -> str:
    """``text`` in the program's language (see the module's note). ``one``: the English of a
    text with ``n`` for a count of one (``tr("%n tricks", n=k, one="%n trick")``): the English
    has no translation file to hold its singular."""
    from PySide6.QtCore import QCoreApplication

    if n is None:
        return QCoreApplication.translate(CONTEXT, text, note)
    if n == 1 and one is not None and _language == "en":
        return one.replace("%n", "1")
    return QCoreApplication.translate(CONTEXT, text, note, n)


def tr_noop(text: str, note: str | None = None) -> str:
    """Marks ``text`` for translation where it is defined (a table of names, a constant) and
    returns it unchanged: the place that shows it calls :func:`tr` on it then."""
    del note
    return text


# The translators installed (Qt keeps only a pointer to each: they must live as long as they are
# used), and the language they speak.
_translators: list[QTranslator] = []
_language = "en"


def system_languages() -> list[str]:
    """The system's languages, the most wanted first, as codes ("ru", "en")."""
    from PySide6.QtCore import QLocale

    locale = QLocale.system()
    names = [*locale.uiLanguages(), locale.name()]
    return [name.replace("-", "_").split("_")[0].lower() for name in names]


def language_code(setting: str) -> str:
    """The language to speak for ``Settings.language``: a code of ``LANGUAGES`` as given, or for
    "system" (or anything else) the system's first language Parlour speaks, else English."""
    if setting in LANGUAGES:
        return setting
    return next((code for code in system_languages() if code in LANGUAGES), "en")


def current_language() -> str:
    """The code of the language installed (``install``); "en" before and without one."""
    return _language


def install(app: QCoreApplication, setting: str, folder: Path) -> str:
    """Speak the language of ``setting`` (see :func:`language_code`) from now on: Parlour's
    translation from ``folder`` (``parlour_<code>.qm``, the assets' ``translations``), Qt's own,
    and the default locale. Returns the code of the language installed ("en" when the
    translation is missing: a line on stderr says so). Call it before any window is built."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    global _language
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    code = language_code(setting)
    if code != "en":
        ours = QTranslator()
        if not ours.load(f"parlour_{code}.qm", str(folder)):
            print(f"parlour: no translation {folder / f'parlour_{code}.qm'}; speaking English", file=sys.stderr)
            code = "en"
        else:
            app.installTranslator(ours)
            _translators.append(ours)
            qt = QTranslator()
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{code}.qm", qt_dir) or qt.load(f"qtbase_{code}.qm", str(folder)):
                app.installTranslator(qt)
                _translators.append(qt)
            else:
                print(f"parlour: no Qt translation qtbase_{code}.qm in {qt_dir}", file=sys.stderr)
    system = QLocale.system()
    same = QLocale.languageToCode(system.language()) == code
    QLocale.setDefault(system if same else QLocale(code))
    _language = code
    return code
