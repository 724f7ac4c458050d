"""Cards a player receives or draws are marked for a moment (issue "What each player may see"): a
Kalooki draw, a Clubs card passed from another hand or the treasure chest, King's kitty. The first
deal marks nothing, the mark goes after a moment, and another seat's eyes never see it."""

from __future__ import annotations

import random
from typing import Any

from games.cards import Card

from .table_harness import config, make_window, next_batch, perform, wait_turn


def _own_cards(w: Any) -> list[Card]:
    return [it.card for it in w.table._hand_items() if it.card is not None]


def test_a_kalooki_draw_is_marked_then_the_mark_goes(qtbot: Any) -> None:
    w = make_window(qtbot)
    w.start_match(config("kalooki", humans=1, seed=4))
    batch = wait_turn(qtbot, w)
    assert batch is not None
    assert w.table.fresh_cards() == []  # the deal marks nothing
    rng = random.Random(1)
    for _ in range(60):
        if {a.verb for a in batch.legal} >= {"draw"} and any(str(a) == "draw stock" for a in batch.legal):
            before = list(_own_cards(w))
            draw = next(a for a in batch.legal if str(a) == "draw stock")
            perform(w, draw, qtbot)
            after = next_batch(qtbot, w, batch.serial)
            hand = list(after.views[0].hand)
            for c in before:
                hand.remove(c)
            assert len(hand) == 1
            assert w.table.fresh_cards() == hand, (w.table.fresh_cards(), hand)
            marked = [it for it in w.table.card_items() if it.fresh]
            assert len(marked) == 1 and marked[0].zone == "hand0" and marked[0].face_up
            qtbot.waitUntil(lambda: not w.table.fresh_cards(), timeout=10_000)
            return
        action = rng.choice([a for a in batch.legal if a.verb != "call"] or list(batch.legal))
        perform(w, action, qtbot)
        next_batch(qtbot, w, batch.serial)
        batch = wait_turn(qtbot, w)
        assert batch is not None
    raise AssertionError("no stock draw reached")


def _arrivals(batches: list[Any]) -> set[Card]:
    """The cards these batches brought into seat 0's hand from anywhere but the deal."""
    from games.events import CardMoved

    return {
        e.card
        for b in batches
        for e in b.events
        if isinstance(e, CardMoved) and e.dst == "hand0" and e.src not in ("pack", "hand0") and e.seen_by(0)
    }


def test_received_cards_in_clubs_and_king_are_marked(qtbot: Any) -> None:
    """A card passed into the hand (Clubs' pass before play, a Queen's handicap, the treasure
    chest) or taken with the kitty (King's contractor) is marked; no card dealt or already held."""
    found: dict[str, int] = {}
    for game_id, seed in (("clubs", 4), ("clubs", 5), ("king", 3), ("king", 8)):
        w = make_window(qtbot)
        w.table.FRESH_MS = 600_000  # the marks stay while this test looks (their going: above)
        w.start_match(config(game_id, humans=1, seed=seed))
        rng = random.Random(seed)
        seen = 0
        received: set[Card] = set()
        for _ in range(40):
            batch = wait_turn(qtbot, w)
            assert batch is not None
            if batch.is_over:
                break
            shown = w.shown_batches
            new: set[Card] = set()
            for k in range(seen, len(shown)):
                if k and shown[k].views[0].hand_no != shown[k - 1].views[0].hand_no:
                    received, new = set(), set()  # a new hand: the cards held now were dealt
                new |= _arrivals([shown[k]])
            seen = len(shown)
            held = set(batch.views[0].hand)
            new &= held  # a card received and gone again (a handicap's discard) is not there to mark
            received |= new
            fresh = set(w.table.fresh_cards())
            assert new <= fresh <= received, (game_id, fresh, new, received)
            if new:
                found[game_id] = found.get(game_id, 0) + 1
            action = rng.choice(list(batch.legal))
            perform(w, action, qtbot)
            next_batch(qtbot, w, batch.serial)
        w.close()
    assert found.get("clubs") and found.get("king"), found
