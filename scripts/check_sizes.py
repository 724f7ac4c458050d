"""No file over 600 lines and no function over 80 lines without a comment saying why.

A file may be longer when one of its first lines is a comment ``# long file: <why>``; a function
when the line just above its ``def`` (or above its decorators) is ``# long function: <why>``.
Run by ``make lint``; prints each offender and exits 1 when there is one.
"""

from __future__ import annotations

import ast
import pathlib
import sys

FILE_LIMIT = 600
FUNCTION_LIMIT = 80
PACKAGES = ("games", "ai", "desktop")


def offenders(root: pathlib.Path) -> list[str]:
    found = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            rel = path.relative_to(root)
            if len(lines) > FILE_LIMIT and not any(line.startswith("# long file: ") for line in lines[:40]):
                found.append(f"{rel}: {len(lines)} lines (over {FILE_LIMIT}, no '# long file: <why>' comment)")
            for node in ast.walk(ast.parse("\n".join(lines))):
                if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    continue
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                above = lines[first - 2].strip() if first >= 2 else ""
                if length > FUNCTION_LIMIT and not above.startswith("# long function: "):
                    found.append(
                        f"{rel}:{node.lineno}: {node.name} is {length} lines"
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
