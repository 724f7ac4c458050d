"""``make screenshots``: one picture of each registered game in the middle of a hand, 1280x800.

Each game is played in the real window (offscreen, animations off) with a human seat at the
bottom whose moves the ``basic`` computer player makes, until the hand is well under way: a
trick on the table and tricks already won, or melds laid. The window is then grabbed into
``docs/screenshots/<game>.png``. King for two is drawn too (``king-two.png``) when the
human plays the two open hands and the second one is to play (D-king-8).

    .venv/bin/python scripts/screenshots.py [--out DIR] [--game ID ...]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

import ai
import games
from desktop.app.start import default_level
from desktop.app.window import MainWindow
from desktop.match.worker import HUMAN, Batch, MatchConfig
from desktop.table.assets import missing_card_art

SIZE = (1280, 800)
# Seeds picked so that each picture shows a typical moment; any seed gives a valid picture.
SEEDS = {"freelance": 4, "clubs": 7, "king": 3, "two_way_street": 5, "kalooki": 2}
PLAYERS = {"two_way_street": 4}
# Further pictures: name -> (game, players, seed).
EXTRA = {"king-two": ("king", 2, 11)}


def mid_hand(batch: Batch) -> bool:
    """A moment worth showing: cards in the trick and tricks already taken, or melds on the table."""
    view = batch.views[0]
    if view is None:
        return False
    zones = view.zones
    melders = {z.split(".")[0] for z, cs in zones.items() if z.startswith("melds") and cs}
    if "melds0" in melders and len(melders) >= 2:  # the human is down, and someone else too
        return any(a.verb in ("discard", "tack") for a in batch.legal)
    trick = len(zones.get("trick", ()))
    won = sum(len(cs) for z, cs in zones.items() if z.startswith("won"))
    playing = any(a.verb == "play" for a in batch.legal)
    if getattr(view, "players", 0) == 2 and view.game == "king":  # the human's second hand to play
        return playing and trick >= 1 and won >= 3 and view.turn == 2 and view.contractor == 1  # type: ignore[attr-defined]
    return playing and trick >= 1 and won >= 2 * view.players and len(view.hand) >= 4


def shoot(
    app: QApplication,
    game_id: str,
    out: Path,
    timeout: float = 240.0,
    size: tuple[int, int] = SIZE,
    players: int | None = None,
    seed: int | None = None,
    name: str | None = None,
) -> Path:
    game = games.get(game_id)
    n = players or PLAYERS.get(game_id, game.default_players)
    level = default_level(game_id)
    names = ("You", "Ann", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus")[:n]
    seed = seed if seed is not None else SEEDS.get(game_id, 1)
    config = MatchConfig(game_id, names, (HUMAN,) + (level,) * (n - 1), {}, seed)
    me = ai.make_player(level, game_id, seed=seed)
    w = MainWindow(speed="off")
    w.auto_continue = True
    w.resize(*size)
    w.show()
    w.start_match(config)
    start = time.time()
    shot = False
    while time.time() - start < timeout:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if w.crashes:
            raise SystemExit(f"{game_id}: {w.crashes[0]}")
        batch = w.current
        if batch is None or not w.awaiting_human:
            if batch is not None and batch.is_over and not w.busy:
                break
            continue
        if mid_hand(batch):
            shot = True
            break
        view = batch.views[0]
        assert view is not None
        w.send_action(str(me.choose(view, list(batch.legal))))
    if not shot:
        print(f"{game_id}: no mid-hand moment found; taking the table as it is", file=sys.stderr)
    w.table.set_hint(w.table.hint_box.text)
    for _ in range(5):
        app.processEvents()
    path = out / f"{name or game_id}.png"
    pm = w.grab()
    pm.save(str(path))
    w.close()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "docs" / "screenshots"))
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--seed", type=int, help="seed of the deal instead of the chosen one")
    parser.add_argument("--players", type=int, help="number of players instead of the game's usual number")
    args = parser.parse_args(argv)
    missing = missing_card_art()
    if missing:
        print("card art missing: " + ", ".join(missing[:5]), file=sys.stderr)
        return 1
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    for gid in args.game or games.ids():
        if args.seed is not None:
            SEEDS[gid] = args.seed
        if args.players is not None:
            PLAYERS[gid] = args.players
        width, height = (int(x) for x in args.size.lower().split("x"))
        print(shoot(app, gid, out, size=(width, height)))
    for name, (gid, n, seed) in EXTRA.items():
        if not args.game or gid in args.game:
            print(shoot(app, gid, out, players=n, seed=seed, name=name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
