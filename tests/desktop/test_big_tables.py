"""A big table (issue 25): with eight players in Two Way Street the trick was a heap in the middle.
Each card now lies toward the player who played it, apart from its neighbours' cards, the piles
keep clear of it, and the card that takes the trick is marked while the trick is shown."""

from __future__ import annotations

import math

from desktop.table.layout import compute


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    """The share of ``a``'s area that ``b`` covers."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(w, 0) * max(h, 0) / (a[2] * a[3])


def test_eight_cards_of_a_trick_lie_toward_their_players_and_apart() -> None:
    players = 8
    zones = {f"hand{s}": 6 for s in range(players)} | {"trick": players, "deck": 28}
    geom = compute("two_way_street", zones, players, 0, 1064, 707, 1.4, list(range(players)))
    trick = geom.zones["trick"]
    rects = [(sp.x, sp.y, trick.w, trick.h) for sp in trick.spots]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert _overlap(a, b) < 0.3  # each card's index and most of its face in view
        # Each card lies in its own player's direction from the middle: nearer to it than to
        # the direction of any other player.
        mx, my = geom.middle
        card = math.atan2(a[1] + a[3] / 2 - my, a[0] + a[2] / 2 - mx)
        off = {}
        for s, sg in geom.seats.items():
            seat = math.atan2(sg.box[1] + sg.box[3] / 2 - my, sg.box[0] + sg.box[2] / 2 - mx)
            off[s] = abs(math.remainder(card - seat, math.tau))
        assert min(off, key=lambda s: off[s]) == i, (i, off)
    deck = geom.zones["deck"].area
    assert all(_overlap(deck, r) == 0 for r in rects)  # the deck is not buried under the trick


def test_the_card_that_takes_the_trick_is_marked_while_the_trick_is_shown(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.table.animation import MovingTable
    from desktop.table.items import CardItem

    from .table_harness import config, make_window

    marks: list[tuple[int | None, bool]] = []
    winners: list[int] = []
    original_mark, original_step = CardItem.set_winner, MovingTable._trick_taken_step

    def set_winner(self, winner: bool) -> None:  # type: ignore[no-untyped-def]
        marks.append((self.from_seat, winner))
        original_mark(self, winner)

    def step(self, e):  # type: ignore[no-untyped-def]
        winners.append(e.winner)
        return original_step(self, e)

    monkeypatch.setattr(CardItem, "set_winner", set_winner)
    monkeypatch.setattr(MovingTable, "_trick_taken_step", step)
    w = make_window(qtbot, speed="fast")
    w.start_match(config("two_way_street", humans=0, seed=2, players=8))
    qtbot.waitUntil(lambda: sum(1 for _, on in marks if not on) >= 3, timeout=60_000)
    shown = [seat for seat, on in marks if on]
    assert shown[:3] == winners[:3]  # the winner's own card, trick after trick
    assert [seat for seat, on in marks if not on][:3] == shown[:3]  # and unmarked when it is gathered
