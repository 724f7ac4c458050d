"""How long the review of a hand takes (issue 23), per game.

``python scripts/review_bench.py [--games king,clubs] [--seeds 1-10] [--budget 1] [--open-only]``

Each seed's match is played by basic at every seat through its first hand; then, for seat 0:
the open-hand result of the deal alone (``ai.open_hand.open_hand_of``, in this process: trick
games only), and, unless ``--open-only``, the whole review (``ai.review.review_hand``: every
decision weighed by the expert at ``--budget`` seconds on the program's worker pool, and the
open-hand result as one more task), the pool started before the first review. Prints each hand's
times and, per game, the median and the longest.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from ai.expert import get_pool, warm_up
from ai.open_hand import has_open_hand, open_hand_of
from ai.review import basic_hand, review_hand


def seeds_of(text: str) -> list[int]:
    lo, _, hi = text.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(games.ids()))
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--open-only", action="store_true")
    args = parser.parse_args()
    if not args.open_only:
        get_pool()
        warm_up()
    for game_id in args.games.split(","):
        opened: list[float] = []
        reviews: list[float] = []
        for seed in seeds_of(args.seeds):
            transcript = basic_hand(game_id, seed)
            line = f"{game_id} seed {seed}:"
            if has_open_hand(game_id):
                t0 = time.perf_counter()
                result = open_hand_of(transcript, 1, 0)
                opened.append(time.perf_counter() - t0)
                if result is not None:
                    line += f" open hand {opened[-1]:.2f} s (best {result.best}, taken {result.taken} {result.unit})"
            if not args.open_only:
                t0 = time.perf_counter()
                review = review_hand(transcript, 1, [0], budget=args.budget)
                reviews.append(time.perf_counter() - t0)
                line += f" review {reviews[-1]:.1f} s ({len(review.weighings)} decisions)"
            print(line, flush=True)
        for name, times in (("open hand", opened), ("review", reviews)):
            if times:
                print(
                    f"{game_id} {name}: median {statistics.median(times):.2f} s, longest {max(times):.2f} s, {len(times)} hands"
                )


if __name__ == "__main__":
    main()
