"""King for two players at the table (D-king-8, issue 21): three places are laid out, the
non-contractor's two hands lie face up from the announcement and are played by dragging from
either, and at a hot-seat table only the contractor's hand needs the hand-over screen."""

from __future__ import annotations

import random

from games.cards import Card

from .table_harness import config, make_window, next_batch, perform, wait_turn


def faces(w, zone: str) -> set[Card]:  # type: ignore[no-untyped-def]
    return {c for z, c in w.table.visible_faces() if z == zone}


def test_D_king_8_the_non_contractor_plays_both_open_hands_by_dragging(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot)
    w.start_match(config("king", humans=1, seed=11, players=2))
    rng = random.Random(3)
    played_from: dict[str, int] = {}
    contracted = False
    for _ in range(80):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        view = batch.views[0]
        assert view is not None
        table = w.table
        assert table.geom is not None and set(table.geom.seats) == {0, 1, 2}  # three places
        if view.phase == "play":
            open_places = [0, 2] if view.contractor == 1 else [1, 2]
            for q in open_places:  # face up, as the view shows them to both players
                assert faces(w, f"hand{q}") == set(view.zones[f"hand{q}"])
            second = table.plates[2]
            owner = "Ann" if view.contractor == 1 else "AI 1"
            assert second.name == f"{owner}: second hand" and second.active == (view.turn == 2)
            if view.contractor == 0:
                contracted = True
                assert faces(w, "hand0") == set(view.zones["hand0"])  # the contractor's own hand
        legal = list(batch.legal)
        action = rng.choice(legal)
        if action.verb == "play":
            place = view.turn
            card_items = [it for it in table.card_items() if it.card == action.card]
            assert [it.zone for it in card_items] == [f"hand{place}"]
            # Only the hand whose turn it is answers the mouse.
            other = f"hand{2 if place == 0 else 0}" if view.contractor == 1 else None
            if other is not None:
                assert not any(it.interactive for it in table.model.get(other, []))
            played_from[f"hand{place}"] = played_from.get(f"hand{place}", 0) + 1
        perform(w, action, qtbot)  # a card is dragged to the middle
        after = next_batch(qtbot, w, batch.serial)
        assert after.action == str(action) and after.actor == 0
        if played_from.get("hand0", 0) >= 3 and played_from.get("hand2", 0) >= 3 and contracted:
            break
    assert played_from.get("hand0", 0) >= 3 and played_from.get("hand2", 0) >= 3, played_from
    assert contracted
    assert "Ann: play" in w.log.toPlainText() and "(second hand)" in w.log.toPlainText()


def test_D_king_8_the_hand_over_screen_hides_only_the_contractors_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Two people at one screen: the screen is handed over behind the hand-over screen only to the
    contractor (whose hand is secret); the non-contractor's hands are face up to both, so the
    table turns to them at once, the contractor's hand out of sight."""
    w = make_window(qtbot)
    w.start_match(config("king", humans=2, seed=5, players=2))
    rng = random.Random(7)
    covered = turned = 0
    for _ in range(150):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        seat = batch.to_act
        view = batch.views[seat]
        assert view is not None
        contractor = view.contractor
        if w.hand_over_showing():
            covered += 1
            assert w.table.viewer is None and w.log.seat is None
            assert not faces(w, f"hand{contractor}")  # nobody's secrets under the screen
            w.curtain.button.click()
            continue
        assert w.table.viewer == seat
        if seat != contractor and view.phase == "play":
            turned += int(batch.actor == contractor)
            assert w.log.public  # the log as everybody reads it: the contractor is still looking
            assert not faces(w, f"hand{contractor}")  # the contractor's hand is out of sight
            for q in (0, 1, 2):
                if q != contractor:
                    assert faces(w, f"hand{q}") == set(view.zones[f"hand{q}"])
        action = rng.choice(list(batch.legal))
        perform(w, action, qtbot)
        next_batch(qtbot, w, batch.serial)
        if covered >= 4 and turned >= 4:
            break
    assert covered >= 4 and turned >= 4, (covered, turned)


def test_D_king_8_the_second_hand_is_named_in_the_log() -> None:
    from desktop.match.seen import say

    assert say("trick 3 to 0 (second hand)", ["Ann", "Ben"]) == "trick 3 to Ann (second hand)"
    assert say("trick 3 to 1", ["Ann", "Ben"]) == "trick 3 to Ben"


def test_D_king_8_only_the_non_contractor_has_nothing_private_once_the_game_is_announced() -> None:
    import games
    from desktop.match.seen import nothing_private

    state = games.get("king").new_match(players=2, seed=5, options={})
    contractor = state.contractor  # type: ignore[attr-defined]
    views = [state.view(s) for s in range(2)]
    assert not nothing_private(views, 0) and not nothing_private(views, 1)  # choosing: all hands hidden
    while state.phase != "play":  # type: ignore[attr-defined]
        state.apply(state.legal_actions()[0])
    views = [state.view(s) for s in range(2)]
    assert nothing_private(views, 1 - contractor) and not nothing_private(views, contractor)
    three = games.get("king").new_match(players=3, seed=5, options={})
    while three.phase != "play":  # type: ignore[attr-defined]
        three.apply(three.legal_actions()[0])
    assert not any(nothing_private([three.view(s) for s in range(3)], s) for s in range(3))
