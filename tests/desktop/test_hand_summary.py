"""The end of a hand in plain words (issue 25): each game's story of a hand, from the record its
engine writes, names the players, says who made or failed the contract and why and what each
scored; the seat panels beside it tell the hand just ended; King's NS keeps the numbers hidden."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import Any

import pytest

import games
from desktop.app.words import hand_summary_html
from desktop.naming import YOU, card_words
from desktop.per_game import look
from games.cards import parse_card
from games.events import HandEnded
from games.playout import POLICIES

from .table_harness import config, make_window

TABLES = [("king", 4), ("king", 3), ("king", 2), ("freelance", 3), ("clubs", 3), ("two_way_street", 4)]
TABLES += [("two_way_street", 2), ("two_way_street", 8), ("kalooki", 5)]
# Words of the engines' records that must never reach the summary.
RAW = re.compile(r"\b(kind|sat_out|ended_early|tricks_played|trick_points|contract_penalty|None|True|False)\b|: -")


def hands(game_id: str, players: int, count: int, seed: int = 5) -> list[tuple[HandEnded, Mapping[str, Any]]]:
    """The first ``count`` hands of an eager random match: each HandEnded with its record."""
    game = games.get(game_id)
    state, rng, out = game.new_match(players=players, seed=seed), random.Random(seed), []
    while not state.is_over and len(out) < count:
        for e in state.apply(POLICIES["eager"](state, state.legal_actions(), rng)):
            if isinstance(e, HandEnded):
                out.append((e, state.view(0).records[-1]))
    return out


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_every_game_tells_each_hand_in_plain_words(game_id: str, players: int) -> None:
    names = [YOU] + [f"Computer {i}" for i in range(1, players)]
    story = look(game_id).story
    assert story is not None
    for ended, record in hands(game_id, players, 6):
        told = story(record, names)
        text = hand_summary_html(ended, names, told)
        assert not RAW.search(text), text
        assert (
            "seat " not in text
            and "You's" not in text
            and not re.search(r"\bYou (wins|chooses|takes|gains|loses|has|is)\b", text)
        )
        assert len(told.notes) == players
        for s in range(players):
            assert f"{ended.totals[s]}</b>" in text  # each player's total
        assert any(n in " ".join(told.lines) for n in names)  # a player is named in the story


def test_king_says_who_chose_what_and_who_took_the_penalties() -> None:
    """D-king-2, D-king-5: a penalty game's points go onto the takers' hills."""
    names = ["Ann", "Ben", "Cy"]
    record = next(r for _, r in hands("king", 3, 6) if r["kind"] == "penalty")
    told = look("king").story(record, names)  # type: ignore[misc]
    text = " ".join([*told.lines, *told.scored])
    assert f"{names[record['contractor']]} chose {record['name']}, a penalty game." in text
    first, second = (card_words(parse_card(c)) for c in record["discards"])
    assert f"{names[record['contractor']]} had put away the {first} and the {second}." in text
    takers = [s for s, p in enumerate(record["points"]) if p]
    assert takers and all(f"{names[s]} {record['points'][s]}" in text for s in takers)
    assert told.notes == [f"{t} trick{'s' if t != 1 else ''}" for t in record["tricks"]]


def test_freelance_says_the_contract_the_attackers_tricks_and_the_change() -> None:
    """Rules 38 and 49."""
    names = ["Ann", "Ben", "Cy"]
    for _, record in hands("freelance", 3, 6):
        told = look("freelance").story(record, names)  # type: ignore[misc]
        text = " ".join([*told.lines, *told.scored])
        if record["contract"] is None:
            assert "Everybody passed" in text
            continue
        attacker = names[record["attacker"]]
        number = record["contract"].split()[0]
        assert f"{attacker} won the declaration: a contract of {number}" in text
        made = record["delta"] > 0
        assert ("the contract is made" if made else "the contract is lost") in text
        assert f"{attacker} {'gains' if made else 'loses'} {number} points" in text


def test_clubs_parts_add_up_to_each_players_hand_score() -> None:
    """The text's scoring list: tricks, contract, most Diamonds, Ace of Hearts, no Spades."""
    names = ["Ann", "Ben", "Cy"]
    for ended, record in hands("clubs", 3, 5):
        told = look("clubs").story(record, names)  # type: ignore[misc]
        for s, line in enumerate(told.scored):
            head, parts = line.rstrip(".").split(": ")
            assert head == f"{names[s]} {record['total'][s]:+d}"
            numbers = [int(p.rsplit(" ", 1)[1]) for p in parts.split(", ")]
            assert sum(numbers) == record["total"][s] == ended.deltas[s]


def test_the_second_person_for_you() -> None:
    ended, record = hands("kalooki", 5, 1)[0]
    names = ["Ann", "Ben", "Cy", "Dee", "Eve"]
    names[record["out"]] = YOU
    text = hand_summary_html(ended, names, look("kalooki").story(record, names))  # type: ignore[misc]
    assert "You went out." in text


def test_hidden_scores_leave_out_every_number_of_the_score() -> None:
    """King's NS: the hand is told, the points and totals are not."""
    names = ["Ann", "Ben", "Cy"]
    ended, record = hands("king", 3, 1)[0]
    told = look("king").story(record, names)  # type: ignore[misc]
    text = hand_summary_html(ended, names, told, hide_scores=True, word="deal")
    assert "Deal 1 is over" in text and "chose" in text and "hidden" in text
    assert "Penalty points" not in text and "<table" not in text


def test_the_panels_tell_the_hand_just_ended_while_its_summary_is_up(qtbot) -> None:
    """Seen on main: the panels said '6 tricks, -20' beside a summary of 7 tricks and -30."""
    w = make_window(qtbot)
    w.auto_continue = False
    w.start_match(config("king", humans=0, seed=3, players=3))
    qtbot.waitUntil(w.summary.isVisible, timeout=60_000)
    view = w._display_view(w.current)
    record = next(r for r in view.records if r["deal"] == 1)
    for s, plate in w.table.plates.items():
        assert plate.note == f"{record['tricks'][s]} trick{'s' if record['tricks'][s] != 1 else ''}"
        assert plate.score == str(record["scores"][s])
    text = w.summary.text.toPlainText() if hasattr(w.summary.text, "toPlainText") else w.summary.text.text()
    assert "AI 1 chose No King, a penalty game." in text and "Every penalty card was taken after" in text
    w.summary.ok.click()
    qtbot.waitUntil(lambda: w.table.hand_end is None, timeout=30_000)
