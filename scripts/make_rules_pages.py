"""Write the rules pages the program shows on F1: ``assets/rules/<id>.html``.

Each page holds a game's rules text as written (``<id>.txt`` in the rules folder) followed by
"Our rulings", that game's section of ``DECISIONS.md``. The words of both are kept as they are;
only their layout is turned into HTML: paragraphs, headings (markdown ``#`` headings and short
title lines), numbered rules (a table, number beside text, with an anchor ``#rule-N``), bullet
lists, pipe and tab tables, markdown bold and italics, and page breaks inside a sentence joined.
The HTML and its CSS keep to the subset that Qt's QTextBrowser renders.

Translations (issue 24) sit in a folder per language inside the rules folder, with the same
files (``ru/<id>.txt``, ``ru/DECISIONS.md``); their pages go to the same folder inside the output
folder (``assets/rules/ru/<id>.html``), made by the same code, with the words the generator adds
itself (title, headings, links) in that language (:data:`WORDS`) and ``<html lang="...">``.

The output is deterministic. Usage::

    python scripts/make_rules_pages.py [RULES_FOLDER] [--out OUT_FOLDER]

``RULES_FOLDER`` defaults to ``docs/rules`` in the repository, ``OUT_FOLDER`` to
``assets/rules``; every translation found in ``RULES_FOLDER`` is written as well.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GAME_IDS = ("freelance", "clubs", "king", "two_way_street", "kalooki")


@dataclass(frozen=True)
class Words:
    """The words a page gets from the generator rather than from the texts, in one language."""

    title: str  # "{name}: rules"
    lead: str  # the line under the heading; {file} is the rules text's file name
    jump: str  # the link to the rulings
    rulings: str  # the rulings' heading


# The languages the pages are written in: English, the texts' own, first; each other one has its
# texts in the rules folder's subfolder of its code.
WORDS: dict[str, Words] = {
    "en": Words(
        title="{name}: rules",
        lead="The rules as written ({file}), then our rulings, which decide where the text is ambiguous or silent.",
        jump="Jump to our rulings",
        rulings="Our rulings",
    ),
    "ru": Words(
        title="{name}: правила",
        lead="Правила в изложении автора (перевод {file}), затем наши решения для тех мест, где текст "
        "неоднозначен или ничего не говорит.",
        jump="Перейти к нашим решениям",
        rulings="Наши решения",
    ),
}

CSS = """
body { font-family: sans-serif; color: #202020; background-color: #fdfcf8; }
div.page { margin-left: 14px; margin-right: 14px; }
h1 { color: #1e4d2b; margin-top: 10px; margin-bottom: 2px; }
h2 { color: #1e4d2b; margin-top: 18px; margin-bottom: 6px; }
h3 { color: #1e4d2b; margin-top: 16px; margin-bottom: 4px; }
h4 { color: #1e4d2b; margin-top: 12px; margin-bottom: 4px; }
h5 { font-size: medium; color: #404040; font-style: italic; margin-top: 10px; margin-bottom: 2px; }
p { margin-top: 8px; margin-bottom: 0px; line-height: 125%; }
p.next { margin-top: 4px; }
p.lead { color: #505050; font-style: italic; margin-top: 0px; }
p.byline { color: #505050; margin-top: 2px; }
p.nav { margin-top: 4px; margin-bottom: 10px; }
p.note { color: #505050; font-size: small; }
p.sub { margin-left: 28px; margin-top: 3px; }
td { line-height: 125%; }
table.grid { margin-top: 8px; margin-bottom: 4px; border-color: #9a9a9a; border-style: solid; border-collapse: collapse; }
table.grid th { background-color: #e8efe6; font-weight: bold; text-align: left; }
table.rules { margin-top: 6px; }
td.num { font-weight: bold; color: #1e4d2b; text-align: right; }
td.ruling-id { font-weight: bold; color: #7a1020; white-space: nowrap; }
ul { margin-top: 4px; margin-bottom: 0px; }
li { margin-top: 3px; line-height: 125%; }
code { font-family: monospace; color: #333333; }
a { color: #1f4e9c; }
""".strip()

# Markdown inline: bold, italics, code, backslash escapes, images, underline tags.
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*]+?)(?<=[^\s*])\*(?![\w*])")
_CODE = re.compile(r"`([^`]+)`")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!$])")
_IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)]*)\)")
_UNDERLINE = re.compile(r"&lt;(/?)u&gt;")

_MD_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_NUMBERED = re.compile(r"^(\d+)\.\s+(.*)$")
_BULLET = re.compile(r"^([-*])\s+(.*)$")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_SECTION_NUMBER = re.compile(r"^(\d+[a-z]?|[IVX]+)\.\s")
_SENTENCE_END = (".", "!", "?", ":", ";", ")", '"', "”", "'", "’")


def inline(text: str) -> str:
    """One line of text as HTML: escaped, with markdown emphasis and escapes rendered."""
    text = _IMAGE.sub(lambda m: m.group(1), text)  # an image we do not have shows its alt text
    out = html.escape(text, quote=False)
    out = _UNDERLINE.sub(lambda m: f"<{m.group(1)}u>", out)
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _BOLD.sub(r"<b>\1</b>", out)
    out = _ITALIC.sub(r"<i>\1</i>", out)
    return _ESCAPE.sub(r"\1", out)


# ---------------------------------------------------------------------------------------------
# The rules text


@dataclass
class Line:
    text: str
    gap: int  # blank lines before it


@dataclass
class Page:
    parts: list[str] = field(default_factory=list)
    in_rules: bool = False

    def close_rules(self) -> None:
        if self.in_rules:
            self.parts.append("</table>")
            self.in_rules = False

    def add(self, piece: str) -> None:
        self.close_rules()
        self.parts.append(piece)


def read_lines(text: str) -> list[Line]:
    """The non-blank lines with the number of blank lines before each; a sentence broken by a
    page break (three or more blank lines, the next part starting in lower case) is joined."""
    lines: list[Line] = []
    gap = 0
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if not raw.strip():
            gap += 1
            continue
        raw = raw.rstrip(" ")
        if (
            lines
            and gap >= 3
            and raw.lstrip()[:1].islower()
            and not lines[-1].text.rstrip().endswith(_SENTENCE_END)
            and "\t" not in raw
        ):
            lines[-1].text = lines[-1].text.rstrip() + " " + raw.lstrip()
        else:
            lines.append(Line(raw, gap))
        gap = 0
    return lines


def is_title_line(text: str) -> bool:
    """A short line without closing punctuation that names a section ("The Draw", "2a. Deal")."""
    s = text.strip().strip("\u00a0")
    if not s or len(s) > 60 or "|" in s or "\t" in s or " -- " in s:
        return False
    if s[0] in "-+*(#[<" or s.endswith((".", ",", ";", ":", "!", "?", ")")):
        return False
    return s[0].isupper() or s[0].isdigit()


def heading_level(text: str) -> int:
    m = _SECTION_NUMBER.match(text.strip())
    if m and m.group(1)[-1].islower():
        return 4  # 2a. Deal
    if m and not m.group(1)[0].isdigit():
        return 5  # II. Three or more players
    return 3


def split_pipe(line: str) -> list[str]:
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|"):
        s = s[:-1]
    return [c.strip() for c in s.split("|")]


def grid_table(header: list[str] | None, rows: list[list[str]]) -> str:
    width = max([len(header or [])] + [len(r) for r in rows])
    out = ['<table class="grid" border="1" cellspacing="0" cellpadding="5">']
    if header is not None:
        cells = header + [""] * (width - len(header))
        out.append("<tr>" + "".join(f"<th>{inline(c)}</th>" for c in cells) + "</tr>")
    for row in rows:
        cells = row + [""] * (width - len(row))
        out.append("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in cells) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def pipe_table(lines: list[Line], i: int) -> tuple[str, int]:
    """A markdown pipe table whose rows may be broken over several lines: the cells are read as
    one stream and regrouped by the header's number of columns."""
    header = split_pipe(lines[i].text)
    i += 2  # header and rule line
    stream = ""
    while i < len(lines) and "|" in lines[i].text and (lines[i].gap == 0 or not stream):
        part = lines[i].text.strip()
        part = part[1:] if part.startswith("|") else part
        stream += part if part.endswith("|") else part + " "
        i += 1
    cells = [c.strip() for c in stream.split("|")]
    if cells and not cells[-1]:
        cells.pop()
    n = len(header)
    rows = [cells[k : k + n] for k in range(0, len(cells), n)]
    return grid_table(header, rows), i


def tab_table(lines: list[Line], i: int) -> tuple[str, int]:
    """Consecutive tab-separated lines; the first is a header row when it holds no figure and
    every other row does."""
    rows: list[list[str]] = []
    while i < len(lines) and "\t" in lines[i].text and (lines[i].gap == 0 or not rows):
        cells = [c.strip() for c in lines[i].text.split("\t")]
        while cells and not cells[-1]:
            cells.pop()
        rows.append(cells)
        i += 1

    def has_digit(row: list[str]) -> bool:
        return any(ch.isdigit() for cell in row for ch in cell)

    if len(rows) > 1 and not has_digit(rows[0]) and all(has_digit(r) for r in rows[1:]):
        width = max(len(r) for r in rows)
        return grid_table(rows[0] + [""] * (width - len(rows[0])), rows[1:]), i
    return grid_table(None, rows), i


def render_text(text: str) -> str:
    """The rules text as HTML, words unchanged."""
    lines = read_lines(text)
    page = Page()
    i = 0
    seen_body = False
    while i < len(lines):
        line = lines[i]
        s = line.text.strip()
        cls = ' class="next"' if line.gap == 0 and i > 0 else ""
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        if "|" in s and nxt is not None and _TABLE_RULE.match(nxt.text):
            piece, i = pipe_table(lines, i)
            page.add(piece)
            seen_body = True
            continue
        if "\t" in line.text:
            piece, i = tab_table(lines, i)
            page.add(piece)
            seen_body = True
            continue
        m = _MD_HEADING.match(s)
        if m:
            level = min(len(m.group(1)) + 1, 4)
            page.add(f"<h{level}>{inline(m.group(2))}</h{level}>")
            i += 1
            continue
        b = _BULLET.match(s)
        # A bullet list starts a block of its own (a "- 50 points" line inside a block is a minus).
        if (
            b
            and (line.gap or i == 0)
            and nxt is not None
            and nxt.gap == 0
            and (nb := _BULLET.match(nxt.text.strip()))
            and nb.group(1) == b.group(1)
        ):
            marker = b.group(1)
            items: list[str] = []
            while i < len(lines) and (bm := _BULLET.match(lines[i].text.strip())) and bm.group(1) == marker:
                if items and lines[i].gap:
                    break
                items.append(f"<li>{inline(bm.group(2))}</li>")
                i += 1
            page.add("<ul>\n" + "\n".join(items) + "\n</ul>")
            seen_body = True
            continue
        if is_title_line(s):
            if not seen_body and i == 0:
                page.add(f"<h2>{inline(s)}</h2>")
            elif not seen_body and nxt is not None and is_title_line(nxt.text) and not _SECTION_NUMBER.match(s):
                page.add(f'<p class="byline">{inline(s)}</p>')
            else:
                level = heading_level(s)
                page.add(f"<h{level}>{inline(s)}</h{level}>")
            i += 1
            continue
        n = _NUMBERED.match(s)
        if n:
            if not page.in_rules:
                page.parts.append('<table class="rules" cellspacing="0" cellpadding="3">')
                page.in_rules = True
            number = n.group(1)
            page.parts.append(
                f'<tr><td class="num" width="34"><a name="rule-{number}"></a>{number}.</td>'
                f"<td>{inline(n.group(2))}</td></tr>"
            )
            seen_body = True
            i += 1
            continue
        page.add(f"<p{cls}>{inline(line.text)}</p>")
        seen_body = True
        i += 1
    page.close_rules()
    return "\n".join(page.parts)


# ---------------------------------------------------------------------------------------------
# The rulings


@dataclass
class Section:
    name: str
    game_id: str
    lines: list[str]


# "## Freelance (`freelance.txt`, id `freelance`)"; a translated name may hold its own brackets:
# "## Кинг (King) (`king.txt`, id `king`)".
_SECTION = re.compile(r"^## (.+?) \(`.*id `([a-z_]+)`\)\s*$")
_RULING = re.compile(r"^- (D-[a-z]+-\d+)\.\s*(.*)$")
_SUB_ITEM = re.compile(r"^\s{1,4}(\d+)\.\s")


def read_decisions(text: str) -> tuple[list[str], dict[str, Section]]:
    """The preamble lines and each game's section of DECISIONS.md."""
    preamble: list[str] = []
    sections: dict[str, Section] = {}
    current: Section | None = None
    for raw in text.replace("\r\n", "\n").split("\n"):
        m = _SECTION.match(raw)
        if m:
            current = Section(m.group(1), m.group(2), [])
            sections[current.game_id] = current
        elif raw.startswith("## "):
            current = None
        elif current is not None:
            current.lines.append(raw)
        elif not raw.startswith("# "):
            preamble.append(raw)
    return preamble, sections


def paragraphs(lines: list[str]) -> list[str]:
    """Hard-wrapped markdown paragraphs, each joined into one line."""
    out: list[str] = []
    buf: list[str] = []
    for raw in [*lines, ""]:
        if raw.strip():
            buf.append(raw.strip())
        elif buf:
            out.append(" ".join(buf))
            buf = []
    return out


def render_ruling(ruling_id: str, first: str, rest: list[str]) -> str:
    """One ruling: its id, its text and any numbered steps inside it."""
    blocks: list[tuple[str, list[str]]] = [("main", [first])]
    for raw in rest:
        if _SUB_ITEM.match(raw):
            blocks.append(("sub", [raw.strip()]))
        elif blocks[-1][0] == "sub" and len(raw) - len(raw.lstrip()) <= 2:
            blocks.append(("main", [raw.strip()]))
        else:
            blocks[-1][1].append(raw.strip())
    html_blocks = []
    for kind, words in blocks:
        text = inline(" ".join(words))
        html_blocks.append(f'<p class="sub">{text}</p>' if kind == "sub" else f"<p>{text}</p>")
    body = "\n".join(html_blocks)
    return f'<tr><td class="ruling-id" width="110"><a name="{ruling_id}"></a>{ruling_id}.</td><td>{body}</td></tr>'


def render_rulings(preamble: list[str], section: Section) -> str:
    parts = [f'<p class="note">{inline(p)}</p>' for p in paragraphs(preamble)]
    intro: list[str] = []
    rulings: list[tuple[str, str, list[str]]] = []
    for raw in section.lines:
        m = _RULING.match(raw)
        if m:
            rulings.append((m.group(1), m.group(2), []))
        elif rulings and (raw.startswith("  ") or not raw.strip()):
            if raw.strip():
                rulings[-1][2].append(raw)
        elif not rulings:
            intro.append(raw)
    parts += [f"<p>{inline(p)}</p>" for p in paragraphs(intro)]
    parts.append('<table class="rules" cellspacing="0" cellpadding="3">')
    parts += [render_ruling(rid, first, rest) for rid, first, rest in rulings]
    parts.append("</table>")
    return "\n".join(parts)


# ---------------------------------------------------------------------------------------------


def render_page(game_id: str, rules_text: str, preamble: list[str], section: Section, language: str = "en") -> str:
    """A game's page in ``language`` (its texts already in that language)."""
    words = WORDS[language]
    name = section.name
    html_tag = "<html>" if language == "en" else f'<html lang="{language}">'
    title = html.escape(words.title.format(name=name))
    head = (
        f"<!DOCTYPE html>\n{html_tag}\n<head>\n"
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f'<title>{title}</title>\n<style>\n{CSS}\n</style>\n</head>\n<body>\n<div class="page">\n'
    )
    intro = (
        f"<h1>{html.escape(name)}</h1>\n"
        f'<p class="lead">{html.escape(words.lead.format(file=f"{game_id}.txt"), quote=False)}</p>\n'
        f'<p class="nav"><a href="#rulings">{html.escape(words.jump)}</a></p>\n'
        "<hr>\n"
    )
    rulings = f'<hr>\n<h2><a name="rulings"></a>{html.escape(words.rulings)}</h2>\n' + render_rulings(preamble, section)
    return head + intro + render_text(rules_text) + "\n" + rulings + "\n</div>\n</body>\n</html>\n"


def build(rules_dir: Path, language: str = "en") -> dict[str, str]:
    """Every page of one language from the texts in ``rules_dir``: file name -> HTML."""
    preamble, sections = read_decisions((rules_dir / "DECISIONS.md").read_text(encoding="utf-8"))
    pages: dict[str, str] = {}
    for game_id in GAME_IDS:
        if game_id not in sections:
            raise SystemExit(f"DECISIONS.md has no section with id `{game_id}`")
        text = (rules_dir / f"{game_id}.txt").read_text(encoding="utf-8")
        pages[f"{game_id}.html"] = render_page(game_id, text, preamble, sections[game_id], language)
    return pages


def build_all(rules_dir: Path) -> dict[str, str]:
    """Every page of every language: path relative to the output folder -> HTML. English from
    ``rules_dir``, each translation from ``rules_dir/<language>`` into ``<language>/``."""
    pages = build(rules_dir)
    for language in WORDS:
        if language != "en" and (rules_dir / language).is_dir():
            pages |= {f"{language}/{name}": text for name, text in build(rules_dir / language, language).items()}
    return pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Write the rules pages assets/rules/<id>.html and their translations assets/rules/<lang>/<id>.html."
    )
    parser.add_argument("rules", nargs="?", type=Path, default=REPO / "docs" / "rules", help="rules folder")
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "rules", help="output folder")
    args = parser.parse_args(argv)
    out: Path = args.out
    pages = build_all(args.rules)
    for name, text in pages.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
    print(f"wrote {len(pages)} pages to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
