"""What a match win is worth in points of score lead, for each game's ``GameAI.win_value`` (ai/registry.py).

Plays seeded matches with the basic player in every seat and, at the start of each hand, notes
each seat's lead (its score less the other seats' mean, the sign turned where lower is better)
and later its share of the match's win. The least-squares slope of win share on lead, per stage of
the match, is the win share one point of lead buys; its inverse is the lead worth a whole win.

    python scripts/win_value.py freelance 3 150
"""

from __future__ import annotations

import random
import statistics
import sys

import games
from ai.expert import playout_policy
from ai.playout import play_out as _playout


def stages(game_id: str, players: int, matches: int) -> list[tuple[str, float, int]]:
    game = games.get(game_id)
    policy = playout_policy(game_id)
    rows: list[tuple[int, float, float]] = []
    for m in range(matches):
        state = game.new_match(players, seed=1000 + m)
        rng = random.Random(m)
        snaps: list[tuple[int, int, float]] = []
        while not state.is_over and state.hand_no <= game.hand_cap:
            scores = state.scores
            for s in range(players):
                others = [scores[t] for t in range(players) if t != s]
                lead = scores[s] - sum(others) / len(others)
                snaps.append((state.hand_no, s, -lead if game.lower_is_better else lead))
            _playout(state, policy, rng, state.hand_no)
        if state.is_over:
            winners = state.winners
            rows += [(h, lead, 1 / len(winners) if s in winners else 0.0) for h, s, lead in snaps]
    out = []
    for lo, hi in ((1, 3), (4, 6), (7, 9), (10, 10_000)):
        sel = [(x, y) for h, x, y in rows if lo <= h <= hi]
        if len(sel) < 2:
            continue
        mx = statistics.fmean(x for x, _ in sel)
        my = statistics.fmean(y for _, y in sel)
        sxx = sum((x - mx) ** 2 for x, _ in sel)
        sxy = sum((x - mx) * (y - my) for x, y in sel)
        if sxx > 0 and sxy > 0:
            out.append((f"hands {lo}-{hi}" if hi < 10_000 else f"hands {lo}+", sxx / sxy, len(sel)))
    return out


def main() -> None:
    game_id, players, matches = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for stage, value, n in stages(game_id, players, matches):
        print(f"{game_id} {stage}: a win is worth {value:.1f} points of lead ({n} seat-hands)")


if __name__ == "__main__":
    main()
