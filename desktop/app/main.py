"""Parlour's entry point: ``parlour`` (the console script) and ``python -m desktop.app.main``."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Sequence
from pathlib import Path

SPEED_CHOICES = ("off", "fast", "normal", "slow")
# How much lower than the window's the search's workers run (ai.pool_worker.lower_worker_priority):
# the table keeps the processor it needs to draw while a computer thinks (BENCHMARKS.md, "The
# desktop table").
WORKER_NICENESS = 10


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


def another_instance_choice() -> str:
    """Another Parlour holds the data folder: ask what this one should do. "separate": an
    autosave of its own (statistics and settings stay shared; its unfinished match is offered
    by Continue afterwards); "read-only": no autosave, no statistics; "quit"."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "Parlour",
        "Another Parlour is running with the same data folder. Two of them would overwrite each "
        "other's autosave.\n\nGive this one a separate autosave (statistics are shared; when it "
        "ends, its unfinished match waits under Continue), open it read-only (matches are not "
        "autosaved nor counted; Save as still works), or quit?",
    )
    separate = box.addButton("Separate autosave", QMessageBox.ButtonRole.AcceptRole)
    read_only = box.addButton("Open read-only", QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(separate)
    box.exec()
    clicked = box.clickedButton()
    return "separate" if clicked is separate else "read-only" if clicked is read_only else "quit"


def hold_data_folder() -> tuple[object, str] | None:
    """The lock this program holds for its autosave (None: read-only) and the note for the window
    title; None to quit. The program that holds the data folder first gathers the autosaves
    separate ones left behind."""
    from ..data.instances import gather_separate_autosaves, lock_data_dir, use_separate_autosave

    lock = lock_data_dir()  # held until the program ends
    if lock is not None:
        gather_separate_autosaves()
        return lock, ""
    choice = another_instance_choice()
    if choice == "quit":
        return None
    if choice == "separate":
        separate = use_separate_autosave()
        if separate is not None:
            return separate, " (separate autosave: another Parlour keeps the main one)"
    return None, " (read-only: another Parlour keeps the autosave)"


def report_missing_art() -> bool:
    """Whether card art is missing from assets/; if so, say which on standard error and in a
    dialog (the table cannot be drawn without it)."""
    from PySide6.QtWidgets import QMessageBox

    from ..table.assets import missing_card_art

    missing = missing_card_art()
    if not missing:
        return False
    text = "Parlour cannot draw the table: card art is missing from assets/:\n" + "\n".join(missing[:8])
    if len(missing) > 8:
        text += f"\n... and {len(missing) - 8} more"
    print(text, file=sys.stderr)
    QMessageBox.critical(None, "Parlour", text)
    return True


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
    from PySide6.QtWidgets import QApplication

    from ..table.assets import window_icon
    from .start import default_config
    from .window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "parlour", *qt_args])
    assert isinstance(app, QApplication)
    app.setApplicationName("Parlour")
    app.setOrganizationName("Parlour")
    app.setDesktopFileName("parlour")
    app.setWindowIcon(window_icon())
    if report_missing_art():
        return 1
    from ..data.storage import ensure_data_dir, keep_autosave

    data_problem = ensure_data_dir()  # before Settings(): it keeps its file in the data folder
    from ..data.settings import Settings
    from ..i18n import install
    from ..table.assets import assets_dir

    install(app, Settings().language, assets_dir() / "translations")  # before any window is built
    from .theme import apply_stored_theme

    apply_stored_theme()  # the window's colours (issue 24), before any window is built
    held = hold_data_folder()
    if held is None:
        return 0
    lock, title_note = held
    from ai.pool_worker import lower_worker_priority

    lower_worker_priority(WORKER_NICENESS)  # before any search starts the pool
    window = MainWindow(speed=args.speed, persist=lock is not None)
    if title_note:
        window.title_note = title_note
        window.setWindowTitle("Parlour" + title_note)
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
    if lock is not None and title_note:  # a separate autosave: its match waits under Continue
        keep_autosave()
    expert = sys.modules.get("ai.expert")
    if expert is not None:  # the expert's worker processes (hints, expert seats) end with the program
        expert.shutdown_pool()
    return code


if __name__ == "__main__":
    sys.exit(main())
