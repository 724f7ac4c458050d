"""Parlour's translations (issue 24): the Qt Linguist sources and the files the program loads.

    python scripts/i18n.py update   # every .ts gets the texts of its part of the source (new ones
                                    # unfinished), and loses the texts no longer there
    python scripts/i18n.py check    # exit 1 naming each text missing, unfinished or wrong
    python scripts/i18n.py build [--out DIR]   # the .qm files (pyside6-lrelease), one per language

The texts are the first arguments of ``tr(...)`` and ``tr_noop(...)`` (desktop/i18n.py) and of
``phrase(...)`` (the engines' words, games/) in the source, found with Python's own parser, so they must be literal strings. The translations of one
language are split by part of the window (``translations/<lang>/<part>.ts``, see PARTS) so that
they stay small enough to review; ``build`` joins them into ``assets/translations/parlour_<lang>.qm``.
Open a .ts in Qt Linguist (``pyside6-linguist``) to translate; ``update`` keeps what it finds.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "assets" / "translations"
CONTEXT = "Parlour"

# The languages translated (English is the source). Qt's code for the language of each .ts.
LANGUAGES = {"ru": "ru_RU"}
# How many plural forms each language has (Qt's rules for the language pick one by the number).
PLURAL_FORMS = {"ru": 3}

# Which source files feed which .ts: the first part whose pattern matches a file takes it.
PARTS: list[tuple[str, tuple[str, ...]]] = [
    (
        "table",
        (
            "desktop/table/*.py",
            "desktop/per_game/*.py",
            "desktop/match/*.py",
            "desktop/naming.py",
            "desktop/app/words.py",
            "desktop/app/match_log.py",
        ),
    ),
    ("review", ("desktop/review/*.py", "desktop/scores/*.py")),
    ("app", ("desktop/app/*.py", "desktop/data/*.py", "desktop/*.py")),
    ("engine", ("games/*.py", "games/*/*.py", "ai/*.py", "ai/*/*.py")),
]
# The calls whose first argument is a text to translate: desktop/i18n.py's, and the engines'
# ``phrase`` (games/phrases.py: an English text with named fields, translated by the window).
MARKERS = ("tr", "tr_noop", "phrase")

# An engine's sentence whose subject is a seat ("seat {seat} wins ..."): translated twice, the
# second time (note YOU_NOTE) for when that seat is the person at the screen, "Вы" (desktop/phrasing.py).
_SEAT_SUBJECT = re.compile(r"^(?:[Ss]eat )?\{seat\w*\}")
YOU_NOTE = "you"

_FIELD = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}|%n")


@dataclass
class Text:
    """One text of the source: its English, the note for translators, whether it has plural forms."""

    source: str
    note: str = ""
    numerus: bool = False
    files: set[str] = field(default_factory=set)

    @property
    def key(self) -> tuple[str, str]:
        return self.source, self.note


@dataclass
class Entry:
    """One message of a .ts: the text and its translation(s), empty when unfinished."""

    text: Text
    forms: list[str]
    unfinished: bool


def part_of(rel: str) -> str | None:
    for part, patterns in PARTS:
        if any(Path(rel).match(p) for p in patterns):
            return part
    return None


def source_files() -> list[Path]:
    files = [*(ROOT / "desktop").rglob("*.py"), *(ROOT / "games").rglob("*.py"), *(ROOT / "ai").rglob("*.py")]
    return sorted(p for p in files if "__pycache__" not in p.parts)


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def texts_in(path: Path, problems: list[str]) -> list[Text]:
    """The texts of ``tr``/``tr_noop`` calls in one file; a call whose text is not a literal
    string is a problem unless it passes a name on (``tr(label)`` of a text marked elsewhere)."""
    rel = path.relative_to(ROOT).as_posix()
    out: list[Text] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=rel)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        if node.func.id not in MARKERS or not node.args:
            continue
        source = _literal(node.args[0])
        if source is None:
            if isinstance(node.args[0], ast.JoinedStr | ast.BinOp):
                problems.append(f"{rel}:{node.lineno}: {node.func.id}() needs a literal text (fields with .format)")
            continue
        keywords = {k.arg: k.value for k in node.keywords}
        note = _literal(keywords.get("note")) or ""
        out.append(Text(source, note, numerus="n" in keywords, files={rel}))
        if node.func.id == "phrase" and _SEAT_SUBJECT.match(source):
            # The same sentence with the person at the screen as its subject (desktop/phrasing.py).
            out.append(Text(source, YOU_NOTE, numerus="n" in keywords, files={rel}))
    return out


def collect(problems: list[str]) -> dict[str, dict[tuple[str, str], Text]]:
    """Every part's texts, by (source, note)."""
    parts: dict[str, dict[tuple[str, str], Text]] = {part: {} for part, _ in PARTS}
    for path in source_files():
        part = part_of(path.relative_to(ROOT).as_posix())
        if part is None:
            continue
        for text in texts_in(path, problems):
            known = parts[part].setdefault(text.key, text)
            known.files |= text.files
            known.numerus |= text.numerus
    return parts


def ts_path(lang: str, part: str) -> Path:
    return TS_DIR / lang / f"{part}.ts"


def read_ts(path: Path) -> dict[tuple[str, str], Entry]:
    if not path.exists():
        return {}
    entries: dict[tuple[str, str], Entry] = {}
    for msg in ET.parse(path).getroot().iter("message"):
        source = msg.findtext("source") or ""
        note = msg.findtext("comment") or ""
        tr_el = msg.find("translation")
        numerus = msg.get("numerus") == "yes"
        if tr_el is None:
            forms: list[str] = []
            unfinished = True
        else:
            forms = [f.text or "" for f in tr_el.findall("numerusform")] if numerus else [tr_el.text or ""]
            unfinished = tr_el.get("type") in ("unfinished", "obsolete", "vanished")
        entries[(source, note)] = Entry(Text(source, note, numerus), forms, unfinished)
    return entries


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def write_ts(path: Path, lang: str, texts: dict[tuple[str, str], Text], old: dict[tuple[str, str], Entry]) -> None:
    """The .ts of one part: the texts in source order of their files, translations kept."""
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{LANGUAGES[lang]}" sourcelanguage="en">',
        "<context>",
        f"    <name>{CONTEXT}</name>",
    ]
    for key in sorted(texts, key=lambda k: (min(texts[k].files), k)):
        text = texts[key]
        entry = old.get(key)
        numerus = ' numerus="yes"' if text.numerus else ""
        lines.append(f"    <message{numerus}>")
        lines += [f'        <location filename="../../{f}"/>' for f in sorted(text.files)]
        lines.append(f"        <source>{_esc(text.source)}</source>")
        if text.note:
            lines.append(f"        <comment>{_esc(text.note)}</comment>")
        forms = entry.forms if entry is not None else []
        state = ' type="unfinished"' if entry is None or entry.unfinished or not any(forms) else ""
        if text.numerus:
            lines.append(f"        <translation{state}>")
            lines += [
                f"            <numerusform>{_esc(f)}</numerusform>" for f in forms or [""] * PLURAL_FORMS.get(lang, 2)
            ]
            lines.append("        </translation>")
        else:
            lines.append(f"        <translation{state}>{_esc(forms[0] if forms else '')}</translation>")
        lines.append("    </message>")
    lines += ["</context>", "</TS>", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


def entry_problems(lang: str, entry: Entry) -> list[str]:
    """What is wrong with one translation: unfinished, fields that differ from the English."""
    text = entry.text
    if entry.unfinished or not all(entry.forms):
        return [f"unfinished: {text.source!r}"]
    want = sorted(_FIELD.findall(text.source))
    out = []
    if text.numerus and len(entry.forms) != PLURAL_FORMS.get(lang, 2):
        out.append(f"{text.source!r}: {len(entry.forms)} plural forms, {lang} has {PLURAL_FORMS.get(lang, 2)}")
    for form in entry.forms:
        got = sorted(_FIELD.findall(form))
        if [f for f in got if f != "%n"] != [f for f in want if f != "%n"]:
            out.append(f"{text.source!r} -> {form!r}: fields {got} differ from {want}")
    return out


def check() -> list[str]:
    problems: list[str] = []
    parts = collect(problems)
    for lang in LANGUAGES:
        # A text used in two parts of the window is translated in each part's .ts; the program
        # loads one of them, so the two must say the same ("Tokens" one word in every place).
        first: dict[tuple[str, str], tuple[str, list[str]]] = {}
        for part, texts in parts.items():
            path = ts_path(lang, part)
            rel = path.relative_to(ROOT).as_posix()
            entries = read_ts(path)
            for key in texts:
                entry = entries.get(key)
                if entry is None:
                    problems.append(f"{rel}: missing (run scripts/i18n.py update): {key[0]!r}")
                    continue
                problems += [f"{rel}: {p}" for p in entry_problems(lang, entry)]
                if not entry.unfinished:
                    seen = first.setdefault(key, (rel, entry.forms))
                    if seen[1] != entry.forms:
                        problems.append(f"{rel}: {key[0]!r} is {entry.forms} here but {seen[1]} in {seen[0]}")
            problems += [f"{rel}: no longer in the source: {k[0]!r}" for k in entries if k not in texts]
    return problems


def update() -> None:
    problems: list[str] = []
    for lang in LANGUAGES:
        for part, texts in collect(problems).items():
            path = ts_path(lang, part)
            write_ts(path, lang, texts, read_ts(path))
    for p in dict.fromkeys(problems):
        print(p, file=sys.stderr)


def lrelease() -> str:
    found = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or shutil.which("pyside6-lrelease")
    if found is None:
        raise SystemExit("pyside6-lrelease not found (it comes with PySide6)")
    return found


def joined_ts(sources: list[Path], into: Path) -> None:
    """The messages of ``sources`` (one language's parts) as one .ts, each text once: a text used
    in two parts of the window is in both their .ts files, and ``check`` holds the two to the same
    translation, so lrelease need not warn that it drops the second."""
    root = ET.parse(sources[0]).getroot()
    context = root.find("context")
    assert context is not None
    seen = {(m.findtext("source"), m.findtext("comment")) for m in context.iter("message")}
    for path in sources[1:]:
        for msg in ET.parse(path).getroot().iter("message"):
            key = (msg.findtext("source"), msg.findtext("comment"))
            if key not in seen:
                seen.add(key)
                context.append(msg)
    ET.ElementTree(root).write(into, encoding="utf-8", xml_declaration=True)


def build(out: Path = QM_DIR) -> list[Path]:
    """One .qm per language from all its .ts files."""
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for lang in LANGUAGES:
        sources = sorted((TS_DIR / lang).glob("*.ts"))
        if not sources:
            continue
        qm = out / f"parlour_{lang}.qm"
        with tempfile.TemporaryDirectory() as tmp:
            joined = Path(tmp) / f"{lang}.ts"
            joined_ts(sources, joined)
            subprocess.run([lrelease(), "-silent", str(joined), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("update", "check", "build"))
    parser.add_argument("--out", type=Path, default=QM_DIR, help="where build writes the .qm files")
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "build":
        for qm in build(args.out):
            print(qm)
    else:
        problems = check()
        for p in problems:
            print(p)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
