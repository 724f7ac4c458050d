"""Screenshots of the score views (issue 11) after a seeded all-computer match of each game.

Writes into ``docs/screenshots/``: ``scores-<game>.png`` (the whole score sheet),
``chart-<game>.png`` (the score over time) and ``king-chart.png`` (King's hill / pool / bonus
chart; ``king-chart-ns.png`` is the same session half-way with option NS on, numbers hidden).

Usage::

    QT_QPA_PLATFORM=offscreen python scripts/score_screenshots.py [--level basic] [--seed 11]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import ai  # noqa: E402
import games  # noqa: E402
from games.core import State  # noqa: E402

PLAYERS = {"freelance": 3, "clubs": 3, "king": 3, "two_way_street": 4, "kalooki": 5}
NAMES = ["Ann", "Bruno", "Chiara", "Dmitri", "Esther", "Farid", "Greta", "Hugo"]
MAX_HANDS = 30  # Freelance's sudden death may run long between computer players


def play(
    game_id: str, players: int, seed: int, level: str, max_hands: int = MAX_HANDS, stop_at: int | None = None
) -> State:
    """A seeded match between computer players, to its end or ``max_hands`` finished hands."""
    state = games.get(game_id).new_match(players=players, seed=seed)
    seats = [ai.make_player(level, game_id, seed * 10 + s) for s in range(players)]
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(seats[seat].choose(state.view(seat), state.legal_actions()))
        done = len(state.view(0).records)  # type: ignore[attr-defined]
        if done >= max_hands or (stop_at is not None and done >= stop_at):
            break
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="basic")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--out", default=str(REPO / "docs" / "screenshots"))
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from desktop.scores.window import ScoreWindow

    app = QApplication.instance() or QApplication([])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for game_id in games.ids():
        n = PLAYERS[game_id]
        state = play(game_id, n, args.seed, args.level)
        view = state.view(0)
        win = ScoreWindow()
        win.resize(1100, 640)
        win.update_from_view(view, NAMES[:n])
        win.show()
        app.processEvents()
        win.save_sheet_png(out / f"scores-{game_id}.png")
        win.tabs.setCurrentWidget(win.over_time)
        win.over_time.resize(900, 520)
        app.processEvents()
        win.save_chart_png(out / f"chart-{game_id}.png")
        if game_id == "king":
            win.save_king_chart_png(out / "king-chart.png", width=960)
            half = play(game_id, n, args.seed, args.level, stop_at=10).view(0)
            ns = ScoreWindow()
            ns.set_hide_scores(True)
            ns.update_from_view(half, NAMES[:n])
            ns.save_king_chart_png(out / "king-chart-ns.png", width=960)
            ns.close()
        win.close()
        hands = len(view.records)  # type: ignore[attr-defined]
        print(f"{game_id}: {hands} hands, over={view.is_over}, scores {list(view.scores)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
