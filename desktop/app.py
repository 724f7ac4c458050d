"""Parlour's entry point: ``parlour`` (the console script) and ``python -m desktop.app``."""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence

SPEED_CHOICES = ("off", "fast", "normal", "slow")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="parlour", description="Parlour: a card table for five games.")
    parser.add_argument("--game", help="start this game at once (freelance, clubs, kalooki, king, two_way_street)")
    parser.add_argument("--players", type=int, help="number of players for --game")
    parser.add_argument("--seed", type=int, help="seed of the deal for --game")
    parser.add_argument("--humans", type=int, default=1, help="human seats for --game (the first ones; default 1)")
    parser.add_argument("--speed", choices=SPEED_CHOICES, default="normal", help="animation speed")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()
    args_in = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args, qt_args = parser.parse_known_args(args_in)
    import games

    if args.game is not None and args.game not in games.ids():
        parser.error(f"unknown game {args.game!r}; games are: {', '.join(games.ids())}")

    from PySide6.QtWidgets import QApplication, QMessageBox

    from .assets import missing_card_art
    from .start import default_config
    from .window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "parlour", *qt_args])
    app.setApplicationName("Parlour")
    app.setOrganizationName("Parlour")
    missing = missing_card_art()
    if missing:
        text = "Parlour cannot draw the table: card art is missing from assets/:\n" + "\n".join(missing[:8])
        if len(missing) > 8:
            text += f"\n... and {len(missing) - 8} more"
        print(text, file=sys.stderr)
        QMessageBox.critical(None, "Parlour", text)
        return 1
    window = MainWindow(speed=args.speed)
    window.show()
    if args.game is not None:
        window.start_match(default_config(args.game, args.players, args.seed, args.humans))
    else:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, window.new_match_dialog)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
