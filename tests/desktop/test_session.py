"""Issue 12: the match session: autosave after every action, undo, replay, "Play this deal again", hints."""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Sequence
from typing import Any, ClassVar

import pytest

import ai
import games
from desktop.match import session as session_module
from desktop.match.session import HUMAN, MatchSession, SessionError, strongest_level
from games.actions import Action
from games.core import View
from games.replay import DealError, Replay, deal_of_hand
from games.transcript import ReplayError, Transcript

GAMES = games.ids()
# Games whose every hand opens a new match with the same cards (their hand size never changes).
DEAL_AGAIN_GAMES = [g for g in ("freelance", "clubs", "king", "two_way_street") if g in GAMES]


def views(state: games.State) -> list[View]:
    return [state.view(s) for s in range(len(state.scores))]


def new_session(game_id: str, seats: Sequence[str] | None = None, seed: int = 4, **kw: Any) -> MatchSession:
    game = games.get(game_id)
    n = game.default_players
    seats = list(seats) if seats is not None else [HUMAN] + ["random"] * (n - 1)
    return MatchSession.new(game_id, [f"P{i}" for i in range(n)], seats, seed=seed, **kw)


def play(session: MatchSession, steps: int, rng: random.Random) -> None:
    """Random legal actions for every seat (the humans' too)."""
    for _ in range(steps):
        if session.is_over:
            return
        session.apply(rng.choice(session.state.legal_actions()))


def hand_start_zones(session: MatchSession, hand_no: int) -> dict[str, list[games.Card]]:
    replay = session.replay_steps()
    return replay.state_at(replay.hand_span(hand_no).start).zone_contents()


# -- autosave after every action ----------------------------------------------------------------------


def test_issue12_autosave_after_every_action_with_the_whole_transcript() -> None:
    saved: list[tuple[list[str], list[str]]] = []
    s = new_session("freelance", autosave=lambda t, seats: saved.append((list(t.actions), seats)))
    assert saved == [([], [HUMAN, "random", "random"])]  # the match start is saved too
    rng = random.Random(1)
    for n in range(1, 30):
        s.apply(rng.choice(s.state.legal_actions()))
        assert len(saved) == n + 1
        assert saved[-1][0] == s.transcript.actions and len(s.transcript.actions) == n


def test_issue12_an_illegal_action_changes_nothing_and_is_not_saved() -> None:
    saved: list[int] = []
    s = new_session("freelance", autosave=lambda t, seats: saved.append(len(t.actions)))
    before = views(s.state)
    with pytest.raises(games.IllegalAction):
        s.apply("bid 99")
    with pytest.raises(games.ActionSyntaxError):
        s.apply("fly away")
    assert views(s.state) == before and s.transcript.actions == [] and saved == [0]


def test_issue12_actions_are_recorded_in_their_canonical_text() -> None:
    s = new_session("freelance")
    legal = s.state.legal_actions()
    s.apply(legal[0])
    assert s.transcript.actions == [str(legal[0])]


def test_issue12_a_failing_autosave_does_not_stop_play() -> None:
    def full_disk(t: Transcript, seats: list[str]) -> None:
        raise OSError(28, "No space left on device")

    s = new_session("freelance", autosave=full_disk)
    s.apply(s.state.legal_actions()[0])
    assert len(s) == 1 and s.autosave_error is not None and "No space" in s.autosave_error


def test_issue12_a_session_from_a_transcript_with_an_illegal_action_is_refused() -> None:
    s = new_session("freelance")
    play(s, 10, random.Random(2))
    t = s.snapshot()
    t.actions[3] = "bid 99"
    with pytest.raises(ReplayError) as info:
        MatchSession(t, s.seats)
    assert info.value.index == 3


def test_issue12_a_session_from_the_windows_match_config() -> None:
    from types import SimpleNamespace

    # the fields of desktop.match.worker.MatchConfig
    config = SimpleNamespace(
        game_id="freelance",
        names=("Ann", "Ben", "Cy"),
        seats=(HUMAN, "random", "random"),
        options={"play_all_tricks": True},
        seed=9,
        deals=None,
        max_hands=None,
    )
    s = MatchSession.from_config(config)
    assert s.names == ["Ann", "Ben", "Cy"] and s.seats == [HUMAN, "random", "random"] and s.humans == [0]
    assert s.transcript.options == {"play_all_tricks": True} and s.transcript.seed == 9
    assert views(s.state) == views(games.get("freelance").new_match(3, seed=9, options={"play_all_tricks": True}))


def test_issue12_seat_kinds_are_checked() -> None:
    with pytest.raises(ValueError, match="seat kinds"):
        new_session("freelance", seats=[HUMAN, "random"])
    with pytest.raises(ValueError, match="neither"):
        new_session("freelance", seats=[HUMAN, "random", "grandmaster"])


# -- undo -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_issue12_undo_restores_exactly_the_earlier_state(game_id: str) -> None:
    """Play against random computer players; at every human decision note every seat's view; undo
    all the way back: each undo lands on the noted decision, with the same views for every seat."""
    rng = random.Random(7)
    saved: list[int] = []
    s = new_session(game_id, checkpoint_every=5, autosave=lambda t, seats: saved.append(len(t.actions)))
    decisions: list[tuple[int, list[View], list[Action]]] = []
    while len(s) < 150 and not s.is_over:
        if s.is_human(s.to_act):
            decisions.append((len(s), views(s.state), s.state.legal_actions()))
        s.apply(rng.choice(s.state.legal_actions()))
    assert decisions, "the human never had a decision"
    for length, earlier_views, earlier_legal in reversed(decisions):
        assert s.can_undo
        state = s.undo_to_previous_human_decision()
        assert state is s.state
        assert len(s) == length and saved[-1] == length
        assert s.is_human(state.to_act)
        assert views(state) == earlier_views
        assert state.legal_actions() == earlier_legal
    assert not s.can_undo
    with pytest.raises(SessionError, match="no move of yours"):
        s.undo_to_previous_human_decision()


def test_issue12_after_undo_play_goes_on_from_the_restored_position() -> None:
    rng = random.Random(3)
    s = new_session("freelance", checkpoint_every=4)
    play(s, 40, rng)
    s.undo_to_previous_human_decision()
    play(s, 40, rng)
    replayed = s.transcript.replay()
    assert views(replayed) == views(s.state)


def test_issue12_undo_with_several_humans_only_when_the_setting_allows() -> None:
    rng = random.Random(5)
    s = new_session("freelance", seats=[HUMAN, HUMAN, "random"])
    play(s, 12, rng)
    assert not s.can_undo
    with pytest.raises(SessionError, match="several human players"):
        s.undo_to_previous_human_decision()
    s.allow_multi_human_undo = True
    last_human = max(i for i, seat in enumerate(s.actors) if seat in (0, 1))
    s.undo_to_previous_human_decision()
    assert len(s) == last_human


def test_issue12_no_undo_without_a_human() -> None:
    s = new_session("freelance", seats=["random", "random", "random"])
    play(s, 5, random.Random(1))
    assert s.undo_blocked() == "nobody at this table is human"


# -- replay ---------------------------------------------------------------------------------------------


def finished_or_long(game_id: str = "freelance", steps: int = 400) -> MatchSession:
    s = new_session(game_id, seats=["random"] * games.get(game_id).default_players, seed=11)
    play(s, steps, random.Random(11))
    return s


def test_issue12_replay_positions_are_the_prefixes_of_the_transcript() -> None:
    s = finished_or_long(steps=150)
    replay = Replay(s.transcript, every=16)
    assert len(replay) == len(s) + 1
    for p in (0, 1, 15, 16, 17, 77, len(s) - 1, len(s), 3):  # forward and back, across checkpoints
        assert views(replay.state_at(p)) == views(s.transcript.replay(p))


def test_issue12_replay_hands_partition_the_positions_in_order() -> None:
    s = finished_or_long()
    replay = s.replay_steps()
    spans = replay.hands
    assert spans[0].start == 0 and spans[-1].end == replay.last
    assert [h.hand_no for h in spans] == list(range(1, len(spans) + 1))
    for a, b in itertools.pairwise(spans):
        assert b.start == a.end + 1
        assert replay.state_at(b.start).hand_no == b.hand_no
        assert replay.state_at(a.end).hand_no == a.hand_no


def test_issue12_replay_cursor_steps_forward_and_back_action_by_action_and_hand_by_hand() -> None:
    s = finished_or_long(steps=200)
    replay = s.replay_steps(every=8)
    cursor = replay.cursor()
    seen = [views(cursor.state)]
    while not cursor.at_end:
        _, expected_events = replay.step(cursor.index)
        assert cursor.forward() == expected_events
        seen.append(views(cursor.state))
    assert cursor.forward() == []
    while not cursor.at_start:
        cursor.back()
        assert views(cursor.state) == seen[cursor.index]
    second = replay.hands[1]
    assert cursor.next_hand() is cursor.state and cursor.index == second.start
    cursor.seek(second.start + 3)
    cursor.previous_hand()
    assert cursor.index == second.start
    cursor.previous_hand()
    assert cursor.index == 0


def test_issue12_replay_of_an_illegal_transcript_names_the_action() -> None:
    s = finished_or_long(steps=20)
    t = s.snapshot()
    t.actions[11] = "play QH" if t.actions[11] != "play QH" else "bid 99"
    with pytest.raises(ReplayError) as info:
        Replay(t)
    assert info.value.index == 11


# -- play this deal again ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", DEAL_AGAIN_GAMES)
def test_issue12_play_this_deal_again_deals_the_same_cards_to_the_same_players(game_id: str) -> None:
    n = games.get(game_id).default_players
    s = new_session(game_id, seats=[HUMAN] + ["random"] * (n - 1), seed=21)
    play(s, 300, random.Random(21))
    for hand_no in range(1, min(s.state.hand_no, 4) + 1):
        original = hand_start_zones(s, hand_no)
        again = s.restart_hand(hand_no)
        assert again.seat_map is not None and len(again) == 0
        start = again.state.zone_contents()
        for i, old in enumerate(again.seat_map):
            assert start[f"hand{i}"] == original[f"hand{old}"]
            assert again.names[i] == s.names[old] and again.seats[i] == s.seats[old]
        assert {k: v for k, v in start.items() if not k.startswith("hand")} == {
            k: v for k, v in original.items() if not k.startswith("hand")
        }
        assert again.transcript.deals is not None and len(again.transcript.deals) == 1
        assert again.transcript.options == s.transcript.options


def test_issue12_play_this_deal_again_keeps_the_roles() -> None:
    """Freelance: whoever dealt the chosen hand deals again, so the same seat leads the auction."""
    s = new_session("freelance", seed=8)
    play(s, 200, random.Random(8))
    replay = s.replay_steps()
    for span in replay.hands[:3]:
        old_start = replay.state_at(span.start)
        again = s.restart_hand(span.hand_no)
        assert again.seat_map is not None
        assert again.seat_map[again.state.view(0).dealer] == old_start.view(0).dealer
        assert again.seat_map[again.state.to_act] == old_start.to_act


def test_issue12_a_hand_that_does_not_map_onto_an_explicit_deal_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = new_session("freelance")
    monkeypatch.setattr(games.get("freelance"), "deal_zones", ("discard",))
    with pytest.raises(SessionError, match="cannot be dealt again"):
        s.restart_hand(1)
    with pytest.raises(DealError, match="no hand 9"):
        deal_of_hand(s.transcript, 9)
    with pytest.raises(SessionError, match="no hand 9"):
        s.rewind_to_hand(9)


def test_issue12_rewind_to_a_hand_continues_the_same_match_from_its_start() -> None:
    s = new_session("freelance", seed=8)
    play(s, 200, random.Random(8))
    replay = s.replay_steps()
    span = replay.hands[2]
    rewound = s.rewind_to_hand(span.hand_no)
    assert len(rewound) == span.start and len(s) == 200
    assert views(rewound.state) == views(replay.state_at(span.start))


# -- hints ---------------------------------------------------------------------------------------------------


class SpyPlayer(ai.Player):
    level = "spy"
    calls: ClassVar[list[tuple[View, list[Action]]]] = []

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        SpyPlayer.calls.append((view, list(legal)))
        return list(legal)[-1]


def test_issue12_hint_asks_the_strongest_player_from_the_humans_view_only(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[str, str]] = []

    def make_player(level: str, game_id: str, seed: int = 0) -> ai.Player:
        made.append((level, game_id))
        return SpyPlayer(game_id, seed)

    monkeypatch.setattr(session_module.ai, "make_player", make_player)
    s = new_session("freelance", seed=2)
    while not s.is_human(s.to_act):
        s.apply(s.state.legal_actions()[0])
    SpyPlayer.calls.clear()
    action = s.hint()
    assert made == [(ai.levels("freelance")[-1], "freelance")]
    seat = s.to_act
    assert SpyPlayer.calls == [(s.state.view(seat), s.state.legal_actions())]
    assert action == s.state.legal_actions()[-1]
    assert len(s) == len(s.transcript.actions)  # the hint played nothing


def test_issue12_hint_is_refused_on_a_computer_players_turn() -> None:
    s = new_session("freelance", seats=["random", "random", "random"])
    with pytest.raises(SessionError, match="computer player"):
        s.hint()


def test_issue12_strongest_level_is_the_last_offered() -> None:
    assert strongest_level("freelance") == ai.levels("freelance")[-1]


def test_issue12_hint_from_the_real_strongest_player_is_legal() -> None:
    s = new_session("freelance", seed=6)
    while not s.is_human(s.to_act):
        s.apply(s.state.legal_actions()[0])
    try:
        assert s.hint() in s.state.legal_actions()
    finally:
        expert = sys.modules.get("ai.expert")
        if expert is not None:
            expert.shutdown_pool()
