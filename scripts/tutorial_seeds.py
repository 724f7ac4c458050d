"""Which deal each game's first hand that teaches should use (issue 23): play the first hand of
seeds 1..N as the tutorial plays it (the person's good moves from a basic player seeded as the
tutorial seeds it, the computer players as the match makes them) and count the moments a newcomer
should see in it. ``PY scripts/tutorial_seeds.py <game> [N]`` prints the best seeds first."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import ai
import games
from desktop.app.start import default_config
from desktop.app.tutorial import good_player
from desktop.match.session import MatchSession
from games.events import HandEnded, TrickTaken

TRUMP = {"clubs": "C"}
# The moments each game's hand should show: counted when they happen, seat 0 being the person.
WANTED = {
    "freelance": (
        "you bid",
        "auction contested",
        "you declare",
        "contract stated",
        "trump wins a trick",
        "you follow suit",
    ),
    "clubs": ("you bid", "your bid", "you follow suit", "club wins a trick", "you win with a club"),
    "king": ("you choose", "you follow suit", "you take a penalty or award", "off-suit"),
    "two_way_street": ("you declare", "high declared", "low declared", "you bury", "you follow suit"),
    "kalooki": ("you may call", "a call", "you come down", "you tack on"),
}


def trump_of(game_id: str, view: Any) -> str:
    if game_id in TRUMP:
        return TRUMP[game_id]
    if game_id == "freelance":
        contract = getattr(view, "contract", None)  # (tricks, trump or "NT", attacker)
        return str(contract[1]) if isinstance(contract, tuple) else ""
    return str(getattr(view, "trump", "") or "")


def moments(game_id: str, seed: int) -> tuple[Counter[str], int]:
    """The moments of the first hand of ``seed`` and the person's decisions in it."""
    config = default_config(game_id, seed=seed)
    session = MatchSession.new(game_id, list(config.names), list(config.seats), seed=seed, autosave=None)
    players = {s: ai.make_player("basic", game_id, seed=seed * 31 + s) for s in range(1, config.players)}
    mine = good_player(game_id, seed)
    seen: Counter[str] = Counter()
    decisions = 0
    for _ in range(2000):
        state = session.state
        seat = state.to_act
        legal = state.legal_actions()
        view = state.view(seat)
        verbs = {a.verb for a in legal}
        if seat == 0:
            decisions += 1
            action = mine.choose(view, legal)
            hand = [c for c in view.zones.get("hand0", ()) if c is not None]
            cards = [a.card for a in legal if a.card is not None]
            if (
                "play" in verbs
                and view.zones.get("trick")
                and len({c.suit for c in cards}) == 1
                and len(cards) < len(hand)
            ):
                seen["you follow suit"] += 1
            for verb, name in (
                ("bid", "you bid"),
                ("state", "you declare"),
                ("choose", "you choose"),
                ("declare", "you declare"),
                ("bury", "you bury"),
                ("call", "you may call"),
                ("down", "you come down"),
                ("tack", "you tack on"),
            ):
                if verb in verbs and (
                    verb in ("bid", "state", "call", "declare", "choose", "bury") or action.verb == verb
                ):
                    seen[name] += 1
        else:
            action = players[seat].choose(view, legal)
        if action.verb == "bid":
            seen["bid made" if seat else "your bid"] += 1
            if game_id == "freelance" and (action.number or 0) > 1:
                seen["auction contested"] += 1
        if action.verb == "state":
            seen["contract stated"] += 1
        if action.verb == "declare":
            seen[f"{action.args[0]} declared"] += 1
        if action.verb == "call":
            seen["a call"] += 1
        events = session.apply(action)
        for e in events:
            if isinstance(e, TrickTaken):
                trump = trump_of(game_id, session.state.view(0))
                lead = e.cards[0].suit if e.cards else ""
                if trump and lead != trump and any(c.suit == trump for c in e.cards):
                    seen["trump wins a trick" if game_id != "clubs" else "club wins a trick"] += 1
                    if e.winner == 0:
                        seen["you win with a club" if game_id == "clubs" else "you trump"] += 1
                if game_id == "king" and lead and len({c.suit for c in e.cards}) > 1:
                    seen["off-suit"] += 1
        ended = next((e for e in events if isinstance(e, HandEnded)), None)
        if ended is not None:
            if ended.deltas[0] != 0:
                seen["you take a penalty or award"] += 1
            return seen, decisions
    return seen, decisions


def main() -> None:
    game_id = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    assert game_id in games.ids()
    rows = []
    for seed in range(1, n + 1):
        seen, decisions = moments(game_id, seed)
        shown = sum(1 for m in WANTED[game_id] if seen[m])
        rows.append((shown, -decisions, seed, seen, decisions))
    rows.sort(key=lambda r: (r[0], r[1]), reverse=True)
    for shown, _, seed, seen, decisions in rows[:8]:
        print(seed, f"{shown}/{len(WANTED[game_id])}", decisions, {m: seen[m] for m in WANTED[game_id]}, dict(seen))


if __name__ == "__main__":
    main()
