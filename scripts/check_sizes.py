"""No file over 600 lines and no function over 80 lines without a comment saying why.

A file may be longer when one of its first lines is a comment ``# long file: <why>``; a function
when the line just above its ``def`` (or above its decorators) is ``# long function: <why>``.
Run by ``make lint``; prints each offender and exits 1 when there is one.

``NOT_YET_SPLIT`` lists what was over the limits when the check came (issue 19), at the size it
had: it may shrink, not grow, and an entry that is back within the limit must be struck off.
"""

from __future__ import annotations

import ast
import pathlib
import sys

FILE_LIMIT = 600
FUNCTION_LIMIT = 80
PACKAGES = ("games", "ai", "desktop")

# Still to be split: file -> lines, or "file:function" -> lines. Empty since issue 19 split the last.
NOT_YET_SPLIT: dict[str, int] = {}


def _functions(tree: ast.AST, prefix: str = "") -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Every function with its qualified name (``Class.method``, ``outer.inner``)."""
    out: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            out.append((prefix + node.name, node))
            out += _functions(node, f"{prefix}{node.name}.")
        elif isinstance(node, ast.ClassDef):
            out += _functions(node, f"{prefix}{node.name}.")
        else:
            out += _functions(node, prefix)
    return out


def offenders(root: pathlib.Path) -> list[str]:
    found = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            rel = path.relative_to(root)
            known = NOT_YET_SPLIT.get(str(rel))
            if known is not None and len(lines) <= FILE_LIMIT:
                found.append(f"{rel}: within the limit now ({len(lines)} lines): strike it off NOT_YET_SPLIT")
            elif known is not None and len(lines) > known:
                found.append(f"{rel}: {len(lines)} lines, grown from {known} while not yet split")
            elif (
                known is None
                and len(lines) > FILE_LIMIT
                and not any(line.startswith("# long file: ") for line in lines[:40])
            ):
                found.append(f"{rel}: {len(lines)} lines (over {FILE_LIMIT}, no '# long file: <why>' comment)")
            for name, node in _functions(ast.parse("\n".join(lines))):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                above = lines[first - 2].strip() if first >= 2 else ""
                known = NOT_YET_SPLIT.get(f"{rel}:{name}")
                if known is not None:
                    if length <= FUNCTION_LIMIT:
                        found.append(f"{rel}:{node.lineno}: {name} is within the limit now: strike it off")
                    elif length > known:
                        found.append(f"{rel}:{node.lineno}: {name} is {length} lines, grown from {known}")
                    continue
                if length > FUNCTION_LIMIT and not above.startswith("# long function: "):
                    found.append(
                        f"{rel}:{node.lineno}: {name} is {length} lines"
                        f" (over {FUNCTION_LIMIT}, no '# long function: <why>' comment above it)"
                    )
    return found


def main() -> int:
    found = offenders(pathlib.Path(__file__).resolve().parent.parent)
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
