"""The Parlour program's entry point (the desktop table arrives with its own issue)."""

from __future__ import annotations

import multiprocessing
import sys


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication(sys.argv if argv is None else argv)
    QMessageBox.information(
        None,
        "Parlour",
        "Parlour's rules engines are in place, but the card table is not built yet.\n"
        "Run `python -m games replay FILE` to replay a match.",
    )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
