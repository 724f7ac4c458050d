"""Messages about a player named You, the start screen's name for the person, are English
(issue 25: "You wins", "You's Jack of Hearts", "You chooses", "You discards")."""

from __future__ import annotations

import re
from typing import Any

import pytest

from desktop.app.words import match_end_head
from desktop.match.seen import say
from desktop.match.worker import HUMAN, MatchConfig
from desktop.naming import YOU, action_words, card_words, inside, possessive, second_person, verb_plain
from desktop.table.moves import name_seats

from .table_harness import make_window, wait_turn


@pytest.mark.parametrize(
    ("third", "plain"),
    [
        ("chooses", "choose"),
        ("wins", "win"),
        ("passes", "pass"),
        ("carries", "carry"),
        ("is", "are"),
        ("has", "have"),
        ("goes", "go"),
        ("leads", "lead"),
        ("reaches", "reach"),
        ("pass", "pass"),
        ("HD", "HD"),
        ("12", "12"),
        ("Hearts", "Hearts"),
    ],
)
def test_a_third_person_verb_made_plain(third: str, plain: str) -> None:
    assert verb_plain(third) == plain


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("You chooses a game", "You choose a game"),
        ("Deal 2 of 16: You chooses a game", "Deal 2 of 16: You choose a game"),
        ("You wins", "You win"),
        ("Ann and You win", "Ann and you win"),
        ("You's Jack of Hearts", "Your Jack of Hearts"),
        ("Ann beats You's 10", "Ann beats your 10"),
        ("trick 3 to You", "trick 3 to you"),
        ("You is drawn to contract first", "You are drawn to contract first"),
        ("You takes the trick; You leads", "You take the trick; You lead"),
        ("You: play 7S", "You: play 7S"),  # the log's "who: what" stays as it is
        ("You 12 (40)", "You 12 (40)"),
        ("contractor You, 0 tricks", "contractor you, 0 tricks"),
        ("Your turn", "Your turn"),
    ],
)
def test_sentences_about_you_are_in_the_second_person(text: str, english: str) -> None:
    assert second_person(text) == english


def test_the_engines_words_name_you_in_the_second_person_and_others_in_the_third() -> None:
    you = ["You", "AI 1", "AI 2"]
    assert say("seat 0 is drawn to contract first", you) == "You are drawn to contract first"
    assert say("seat 1 is drawn to contract first", you) == "AI 1 is drawn to contract first"
    assert name_seats("Deal 1 of 24: seat 0 chooses a game", you) == "Deal 1 of 24: You choose a game"
    assert name_seats("Deal 1 of 24: seat 0 chooses a game", ["Ann", "Ben", "Cleo"]) == (
        "Deal 1 of 24: Ann chooses a game"
    )
    assert match_end_head(you, [0], stopped=False) == "You win"
    assert match_end_head(you, [0, 2], stopped=False) == "You and AI 2 win"
    assert match_end_head(["Ann", "You"], [0, 1], stopped=False) == "Ann and you win"
    assert possessive("You") == "Your" and possessive("Ann") == "Ann's"


def test_inside_a_sentence_the_person_is_lower_case_and_other_names_stay() -> None:
    assert [inside(n) for n in ("You", "Ann", "Your Aunt")] == ["you", "Ann", "Your Aunt"]


def test_inside_a_russian_sentence_the_person_is_vy(russian) -> None:  # type: ignore[no-untyped-def]
    assert [inside(n) for n in ("Вы", "Анна")] == ["вы", "Анна"]
    assert match_end_head(["Анна", "Вы"], [0, 1], stopped=False).startswith("Анна и вы")


def test_the_table_note_speaks_to_you(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot)
    w.start_match(MatchConfig("king", ("You", "AI 1", "AI 2"), (HUMAN, "basic", "basic"), {}, 1))
    batch = wait_turn(qtbot, w)  # seed 1: you contract first
    assert batch is not None and batch.to_act == 0
    assert w.table.note.text == "Deal 1 of 24: You choose a game"
    assert "You are drawn to contract first" in w.log.toPlainText()


@pytest.mark.parametrize(
    ("word", "shown"),
    [
        ("no-tricks", "No Tricks"),
        ("no-last-two", "No Last Two"),
        ("misere", "Misère"),
        ("award", "Award game"),
        ("H", "♥ Hearts"),
        ("high", "high"),
        ("NT", "No trump"),
    ],
)
def test_action_words_on_buttons_are_a_players_words(word: str, shown: str) -> None:
    """Issue 25: King's contract buttons read "No Tricks", "Misère", not "no-tricks", "misere"."""
    from desktop.table.controls import word_name

    assert word_name(word) == shown


@pytest.mark.parametrize(
    ("reason", "shown"),
    [
        (
            "seat 0 must first choose the game from the pool (the text; D-king-2), not play 7S",
            "seat 0 must first choose the game from the pool, not play 7S",
        ),
        (
            "the holder of the Ten of Spades must open the auction with it (¶27, D-clubs-2)",
            "the holder of the Ten of Spades must open the auction with it (¶27)",
        ),
        (
            "seat 1 calls the discard: allow or refuse (Calling, D-kalooki-5)",
            "seat 1 calls the discard: allow or refuse (Calling)",
        ),
        ("7S is in your other open hand (D-king-8)", "7S is in your other open hand"),
        ("penalty cards (¶40-46, D-clubs-8/9)", "penalty cards (¶40-46)"),
        ("the kitty (D-king-6 SK)", "the kitty"),
        (
            "you hold Clubs (the text, 'Other players must follow the suit')",
            "you hold Clubs (the text, 'Other players must follow the suit')",
        ),
    ],
)
def test_a_refusal_names_the_rule_in_words_without_our_ruling_codes(reason: str, shown: str) -> None:
    """Issue 25: "... (the text; D-king-2)" reached the player; the codes stay in the engines'
    reasons (the tests cite them) and the window leaves them out."""
    from desktop.naming import without_codes

    assert without_codes(reason) == shown


def test_computer_players_have_one_name_from_the_start_screen_and_the_command_line() -> None:
    """Issue 25: "Computer 1" on the start screen but "AI 1" from ``--game``."""
    from desktop.app.start import default_config

    assert default_config("king", seed=1).names == ("You", "Computer 1", "Computer 2")
    assert default_config("clubs", seed=1, humans=2).names == ("Ann", "Ben", "Computer 1")


def test_kalooki_asks_to_call_a_named_card_and_says_who_calls_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 25: "allow or refuse" did not say who calls which card (D-kalooki-5)."""
    import random

    from desktop.naming import card_words

    from .table_harness import config, next_batch, perform

    w = make_window(qtbot)
    w.settings.auto_answer = False
    w.start_match(config("kalooki", humans=1, seed=3))
    rng = random.Random(3)
    seen: set[str] = set()
    for _ in range(400):
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over
        view = batch.views[0]
        assert view is not None
        verbs = {a.verb for a in batch.legal}
        top = view.zones["discard"][0] if view.zones["discard"] else None
        if verbs == {"call", "pass"}:
            assert (
                w.status.text() == f"Ann: call the {card_words(top)} (you take it and one card from the stock) or pass"
            )
            seen.add("call")
        if "allow" in verbs:
            caller = w.config.names[view.caller]  # type: ignore[attr-defined, union-attr]
            assert w.status.text().startswith(f"Ann: {caller} calls the {card_words(top)}: allow")
            seen.add("allow")
        if seen == {"call", "allow"}:
            break
        # Never call, so that the others' calls come to Ann to allow.
        action = rng.choice([a for a in batch.legal if a.verb != "call"] or list(batch.legal))
        perform(w, action, qtbot)
        next_batch(qtbot, w, batch.serial)
    assert seen == {"call", "allow"}, seen


def test_cards_in_words() -> None:
    from desktop.naming import card_words
    from games.cards import card

    assert [card_words(card(t)) for t in ("9H", "TS", "QD", "AC", "JK")] == [
        "9 of Hearts",
        "10 of Spades",
        "Queen of Diamonds",
        "Ace of Clubs",
        "Joker",
    ]


def test_the_hint_line_says_where_each_card_goes() -> None:
    """Issue 25: King's kitty discard said "Drag a card to the discard pile" with no pile on the
    table, Freelance's swap "Drag a card to swap it" without where. The hint names the target the
    table lays out for the verb."""
    from desktop.app.words import how_to_move
    from games.actions import Action
    from games.cards import card

    def acts(verb: str, *cards: str) -> list[Action]:
        return [Action(verb, (card(c),)) for c in cards]

    places = {"play": "the middle", "discard": "the middle", "swap": "the discard pile", "bury": "the deck"}
    king = acts("discard", "7S", "KC")
    assert how_to_move(king, king, False, places.get) == "Drag a card to the middle to discard it, or double-click it"
    swap = acts("swap", "7S")
    assert how_to_move(swap, swap, False, places.get) == (
        "Drag a card to the discard pile to swap it, or double-click it"
    )
    kalooki = {"discard": "the discard pile", "tack": "a meld", "swap": "a meld"}
    both = acts("discard", "7S") + acts("tack", "8S") + acts("swap", "9S")
    assert how_to_move(both, both, False, kalooki.get) == (
        "Drag a card to the discard pile to discard or a meld to swap or tack, or double-click it"
    )
    only = acts("discard", "7S")
    assert how_to_move(only, only, False, kalooki.get) == "Drag a card to the discard pile, or double-click it"


def test_king_contractor_is_told_to_drag_kitty_discards_to_the_middle(qtbot) -> None:  # type: ignore[no-untyped-def]
    from .table_harness import perform

    w = make_window(qtbot)
    w.start_match(MatchConfig("king", ("You", "AI 1", "AI 2"), (HUMAN, "basic", "basic"), {}, 1))
    batch = wait_turn(qtbot, w)
    assert batch is not None
    perform(w, next(a for a in batch.legal if a.verb == "choose"), qtbot)
    batch = wait_turn(qtbot, w)
    assert batch is not None and {a.verb for a in batch.legal} == {"discard"}
    assert w.table.hint_box.text == "Drag a card to the middle to discard it, or double-click it"
    assert w.table.target_words("discard") == "the middle"


def test_action_and_log_words_are_the_tables_not_the_engines() -> None:
    """Issue 25: bubbles, log and hints say "bid 10♠", "state 2 in Hearts", "choose No Last Two";
    transcripts keep the engine's text. Ruling codes and words that merely look like cards stay."""
    assert action_words("AI 1: bid TS") == "AI 1: bid 10♠"
    assert action_words("0: swap 4C") == "0: swap 4♣"
    assert action_words("Ann: state 2 H") == "Ann: state 2 in Hearts"
    assert action_words("state 13 NT") == "state 13 no trump"
    assert action_words("choose no-last-two") == "choose No Last Two"
    assert action_words("choose misere S") == "choose Misère with Spades trumps"
    assert action_words("choose award") == "choose Award game"
    assert action_words("meld 3H 4H JK") == "meld 3♥ 4♥ Joker"
    assert action_words("discards AD JD (D-king-4)") == "discards A♦ J♦ (D-king-4)"
    assert action_words("trick 3 to AI 0; NS") == "trick 3 to AI 0; NS"


def test_the_log_shows_cards_as_the_table_prints_them_without_ruling_codes() -> None:
    line = "  All penalty cards of No King are taken: the deal ends (D-king-4)"
    assert say(line, ["Ann", "Ben", "Cy"]) == "  All penalty cards of No King are taken: the deal ends"
    assert say("1: bid TS", ["Ann", "Ben", "Cy"]) == "Ben: bid 10♠"
    assert say("0: play QH", [YOU, "Ben", "Cy"]) == "You: play Q♥"


def test_table_notes_and_bid_buttons_name_cards_as_people_read_them(qtbot: Any) -> None:
    """Issue 25: Clubs said 'last bid TS by AI 2', 'bids TS' and 'Bid JS'."""
    assert name_seats("Hand 1: auction, last bid TS by seat 2", ["Ann", "Ben", "Cy"]) == (
        "Hand 1: auction, last bid 10♠ by Cy"
    )
    w = make_window(qtbot)
    w.start_match(MatchConfig("clubs", ("Ann", "AI 1", "AI 2"), (HUMAN, "basic", "basic"), {}, 4))
    batch = wait_turn(qtbot, w)
    assert batch is not None
    bids = [a for a in batch.legal if a.verb == "bid"]
    assert bids
    for a in bids:
        assert w.panel.buttons[str(a)].text() == f"Bid the {card_words(a.card)}"
    notes = [p.note for p in w.table.plates.values()] + [w.table.note.text]
    assert not any(re.search(r"\b[2-9TJQKA][CDHS]\b", n) for n in notes), notes
