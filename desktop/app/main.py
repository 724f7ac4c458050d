"""Parlour's entry point: ``parlour`` (the console script) and ``python -m desktop.app.main``."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Sequence
from pathlib import Path

SPEED_CHOICES = ("off", "fast", "normal", "slow")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="parlour", description="Parlour: a card table for five games.")
    parser.add_argument("--game", help="start this game at once (freelance, clubs, kalooki, king, two_way_street)")
    parser.add_argument("--players", type=int, help="number of players for --game")
    parser.add_argument("--seed", type=int, help="seed of the deal for --game")
    parser.add_argument("--humans", type=int, default=1, help="human seats for --game (the first ones; default 1)")
    parser.add_argument(
        "--speed", choices=SPEED_CHOICES, default=None, help="animation speed (default: the setting, else normal)"
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="keep the autosave, statistics and settings in DIR instead of the user's data folder",
    )
    parser.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help="continue the unfinished match at once, without asking",
    )
    parser.add_argument(
        "--autoplay",
        type=int,
        default=0,
        metavar="N",
        help="(tests) play N random moves for the human seats through the window, printing each action",
    )
    parser.add_argument("--autoplay-seed", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="offscreen check: open the table, play a few moves of every game (one expert decision "
        "in the worker processes), exit 0",
    )
    return parser


def check_match_args(args: argparse.Namespace) -> str:
    """What is wrong with the match the command line asks for ("" if nothing): checked at the door,
    as the loader checks a saved match, so that no match starts that could not be taken up again."""
    import games
    from games.transcript import SEED_RULE, seed_ok

    if args.seed is not None and not seed_ok(args.seed):
        return f"--seed must be {SEED_RULE}, not {args.seed}"
    given = [name for name in ("players", "seed") if getattr(args, name) is not None]
    if args.game is None:
        return f"--{given[0]} is for a match started with --game" if given else ""
    game = games.get(args.game)
    players = args.players if args.players is not None else game.default_players
    if not game.min_players <= players <= game.max_players:
        return f"{game.title} is for {game.min_players} to {game.max_players} players, not {players}"
    if not 0 <= args.humans <= players:
        return f"--humans must be from 0 to {players}, not {args.humans}"
    return ""


def another_instance_ok() -> bool:
    """Another Parlour holds the data folder: ask whether to open read-only (no autosave, no
    statistics: that one's autosave is never overwritten) or to quit."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "Parlour",
        "Another Parlour is running with the same data folder. Two of them would overwrite each "
        "other's autosave.\n\nOpen this one read-only (matches are not autosaved nor counted in the "
        "statistics; Save as still works), or quit?",
    )
    read_only = box.addButton("Open read-only", QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return box.clickedButton() is read_only


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()
    args_in = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args, qt_args = parser.parse_known_args(args_in)
    if args.data_dir:
        os.environ["PARLOUR_DATA_DIR"] = str(Path(args.data_dir).expanduser().resolve())
    if args.selftest:
        from .selftest import run_selftest

        return run_selftest(args.data_dir, qt_args)
    import games

    if args.game is not None and args.game not in games.ids():
        parser.error(f"unknown game {args.game!r}; games are: {', '.join(games.ids())}")
    problem = check_match_args(args)
    if problem:
        parser.error(problem)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ..table.assets import missing_card_art, window_icon
    from .start import default_config
    from .window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "parlour", *qt_args])
    assert isinstance(app, QApplication)
    app.setApplicationName("Parlour")
    app.setOrganizationName("Parlour")
    app.setDesktopFileName("parlour")
    app.setWindowIcon(window_icon())
    missing = missing_card_art()
    if missing:
        text = "Parlour cannot draw the table: card art is missing from assets/:\n" + "\n".join(missing[:8])
        if len(missing) > 8:
            text += f"\n... and {len(missing) - 8} more"
        print(text, file=sys.stderr)
        QMessageBox.critical(None, "Parlour", text)
        return 1
    from ..data.storage import ensure_data_dir, lock_data_dir

    data_problem = ensure_data_dir()  # before Settings(): it keeps its file in the data folder
    lock = lock_data_dir()  # held until the program ends
    if lock is None and not another_instance_ok():
        return 0
    window = MainWindow(speed=args.speed, persist=lock is not None)
    if lock is None:
        window.setWindowTitle("Parlour (read-only: another Parlour keeps the autosave)")
    window.show()
    if data_problem:
        print(f"parlour: {data_problem}", file=sys.stderr)
        window.show_problem("Parlour", data_problem)
    if args.autoplay:
        from .selftest import Autoplayer

        window.trace = True
        window.auto_continue = True
        Autoplayer(window, args.autoplay, args.autoplay_seed)
    if args.game is not None:
        window.start_match(default_config(args.game, args.players, args.seed, args.humans))
    else:
        QTimer.singleShot(0, window, lambda: window.starting.startup("continue" if args.resume else None))
    code = int(app.exec())
    expert = sys.modules.get("ai.expert")
    if expert is not None:  # the expert's worker processes (hints, expert seats) end with the program
        expert.shutdown_pool()
    return code


if __name__ == "__main__":
    sys.exit(main())
