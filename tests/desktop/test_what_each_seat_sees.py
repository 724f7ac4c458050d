"""What each player may see, and nothing more (issue "What each player may see"): the log, the
labels, the cards face up on the table, the hand-over screen and the replay of a match in play.

Like the AI's honesty test, but for the window: seeded matches of every game and player count with
a person at every seat, played through the table harness. At every step the window shows one
seat's eyes (or, on the hand-over screen, nobody's), and everything it shows is checked against
what the engine says that seat may know:

- no line the engine wrote only for other seats ("2: bury KD", "0: bid high 2") appears in the log
  or on a label, nor the action behind it as "Name: bury KD";
- every card named in the log or on a label is one the seat has seen (in its views so far, or in
  the lines it read);
- the cards face up on the table are exactly cards the seat's view shows;
- the replay (Ctrl+R) of the hand in play shows that seat's view only, and lists its actions in
  that seat's words.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Sequence

import pytest
from PySide6.QtWidgets import QLabel

import games
from desktop.app.window import MainWindow
from desktop.match.seen import public_view, say
from desktop.match.worker import Batch
from desktop.review.replay import ALL_HANDS, ReplayWindow
from desktop.table.items import Bubble, Label, SeatPlate, TextBox
from games.log import LogLine

from .table_harness import config, make_window, next_batch, perform, wait_turn

CARD = re.compile(r"\b(?:[2-9TJQKA][CDHS]|RJ|BJ|JK)\b")

# (game, players, humans, seed, human decisions to play): every game and every player count with
# a person at every seat (the hand-over screen between them), and every game with one person among
# computer players (their hidden moves come several to a batch, between the person's turns).
CASES = (
    [
        ("freelance", 3, 3, 8, 60),
        ("clubs", 3, 3, 4, 60),
        ("king", 3, 3, 2, 60),
        ("king", 4, 4, 3, 60),
        ("kalooki", 5, 5, 6, 60),
    ]
    + [("two_way_street", n, n, 20 + n, 40) for n in range(2, 9)]
    + [
        ("freelance", 3, 1, 9, 40),
        ("clubs", 3, 1, 5, 40),
        ("king", 3, 1, 7, 40),
        ("king", 4, 1, 4, 40),
        ("kalooki", 5, 1, 3, 40),
        ("two_way_street", 2, 1, 12, 30),
        ("two_way_street", 5, 1, 15, 30),
    ]
)


def cards_in(texts: Iterable[str]) -> set[str]:
    return {m for t in texts for m in CARD.findall(t)}


class Seen:
    """What each seat (and nobody's seat, ``None``) may have seen so far in the match."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.known: dict[int | None, set[str]] = {s: set() for s in [None, *range(players)]}
        self.batches_read = 0

    def update(self, w: MainWindow, log: Sequence[LogLine]) -> None:
        shown: list[Batch] = w.shown_batches  # type: ignore[attr-defined]
        for batch in shown[self.batches_read :]:
            views = list(batch.views)
            for s, view in enumerate(views):
                if view is not None:
                    self.known[s] |= {str(c) for cards in view.zones.values() for c in cards if c is not None}
            if all(v is not None for v in views):
                public = public_view(views)
                self.known[None] |= {str(c) for cards in public.zones.values() for c in cards if c is not None}
        self.batches_read = len(shown)
        for seat in self.known:
            self.known[seat] |= cards_in(line.seen_by(seat) for line in log)


def hidden_texts(w: MainWindow, seat: int | None) -> list[str]:
    """What the seat shown may not read: the words of every log line written for other seats only,
    and the action behind each such line as the old log wrote it ("Ann: bury KD")."""
    session = w.runner.worker.session
    assert session is not None
    names = w.config.names
    out: list[str] = []
    log = session.log
    at = session._log_at  # position -> log length, to find each action's lines
    actions = session.transcript.actions
    actors = session.actors
    for i, text in enumerate(actions):
        for line in log[at[i] : at[i + 1]]:
            if line.is_hidden and (seat is None or seat not in (line.visible_to or ())):
                out.append(say(line.private, names).strip())
                if line.private.startswith(f"{actors[i]}: {text}"):  # the action's own line is hidden
                    out.append(f"{names[actors[i]]}: {text}")
    # The same words said openly elsewhere (a duel bid made secretly in one hand, openly in the
    # next) may be shown: only the words the seat never read are secrets.
    readable = {say(line.seen_by(seat), names).strip() for line in log}
    return [text for text in out if text not in readable]


def window_texts(w: MainWindow) -> list[str]:
    """Every text the window shows now besides the log: labels, seat plates, bubbles, notes."""
    texts = [lab.text() for lab in w.findChildren(QLabel) if lab.isVisible()]
    for it in w.table.scene().items():
        if not it.isVisible():
            continue
        if isinstance(it, SeatPlate):
            texts += [it.name, it.score, it.note]
        elif isinstance(it, (Bubble, Label, TextBox)):
            texts.append(it.text)
    return texts


def check_window(w: MainWindow, batch: Batch, seen: Seen, counts: Counter[str]) -> None:
    seat = w.viewer
    session = w.runner.worker.session
    assert session is not None
    seen.update(w, session.log)
    known = seen.known[seat]
    log_lines = [line for line in w.log.toPlainText().splitlines() if line.strip()]
    labels = window_texts(w)
    secrets = hidden_texts(w, seat)
    joined = "\n".join(log_lines + labels)
    for secret in secrets:
        assert secret not in joined, f"seat {seat} is shown {secret!r}"
    for line in log_lines + labels:
        leaked = cards_in([line]) - known
        assert not leaked, f"seat {seat} is shown {sorted(leaked)} in {line!r}"
    view = batch.views[seat] if seat is not None else public_view(batch.views)
    assert view is not None
    allowed = Counter(c for cards in view.zones.values() for c in cards if c is not None)
    faces = Counter(c for _, c in w.table.visible_faces())
    assert not faces - allowed, f"seat {seat} sees face up {sorted(map(str, (faces - allowed).elements()))}"
    counts["steps"] += 1
    counts["hand-over steps" if seat is None else "seat steps"] += 1
    counts["log lines"] += len(log_lines)
    counts["labels"] += len(labels)
    counts["card items"] += sum(faces.values())
    counts["hidden lines kept out"] += len(secrets)


def check_replay(qtbot, w: MainWindow, seen: Seen, counts: Counter[str]) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+R: the hand in play from the seat shown only, its actions in that seat's words."""
    seat = w.viewer
    replay = w.files.replay_current()
    assert isinstance(replay, ReplayWindow)
    qtbot.waitUntil(lambda: replay.is_ready, timeout=10000)
    assert replay.replay is not None
    replay.set_speed("off")
    known = seen.known[seat]
    secrets = hidden_texts(w, seat)
    span = replay.replay.hands[-1]
    assert replay.open_until == span.start
    for p in range(span.start, replay.replay.last + 1):
        replay.seek(p)
        assert replay.is_private()
        assert not replay.seat_combo.isEnabled()
        state = replay.replay.state_at(p)
        view = state.view(seat) if seat is not None else public_view([state.view(s) for s in range(seen.players)])
        allowed = Counter(c for cards in view.zones.values() for c in cards if c is not None)
        faces = Counter(c for _, c in replay.table.visible_faces())
        assert not faces - allowed, f"replay at {p} shows seat {seat} {sorted(map(str, (faces - allowed).elements()))}"
        counts["replay positions"] += 1
        counts["card items"] += sum(faces.values())
    texts = [replay.action_list.item(i).text() for i in range(replay.action_list.count())]
    texts.append(replay.position_label.text())
    for text in texts:
        assert not cards_in([text]) - known, (seat, text)
        for secret in secrets:
            assert secret not in text, (seat, secret)
    counts["replay lines"] += len(texts)
    replay.close()


@pytest.mark.parametrize(("game_id", "players", "humans", "seed", "decisions"), CASES)
def test_every_seat_sees_only_its_view(  # type: ignore[no-untyped-def]
    qtbot, game_id: str, players: int, humans: int, seed: int, decisions: int
) -> None:
    w = make_window(qtbot)
    w.start_match(config(game_id, humans=humans, seed=seed, players=players))
    names = w.config.names
    assert len(set(names)) == players
    rng = random.Random(seed)
    seen = Seen(players)
    counts: Counter[str] = Counter()
    made = 0
    steps = 0
    while made < decisions:
        batch = wait_turn(qtbot, w)
        assert batch is not None
        if batch.is_over:
            break
        check_window(w, batch, seen, counts)
        steps += 1
        if steps % 9 == 4:
            check_replay(qtbot, w, seen, counts)
        if w.hand_over_showing():
            # Nothing private at all: the curtain names only whose turn it is.
            assert not cards_in([w.curtain.label.text(), w.curtain.sub.text()])
            w.curtain.button.click()
            continue
        action = rng.choice(list(batch.legal))
        perform(w, action, qtbot)
        assert next_batch(qtbot, w, batch.serial).action == str(action)
        made += 1
    assert made >= min(decisions, 10)
    assert counts["seat steps"] > 0 and counts["replay positions"] > 0
    assert counts["hand-over steps"] > 0 or humans == 1
    print(f"\n{games.get(game_id).title}, {players} players, {humans} human: {dict(counts)}")


@pytest.mark.parametrize(("game_id", "players", "seed"), [("two_way_street", 3, 5), ("king", 3, 7)])
def test_a_continued_match_keeps_its_log_as_the_seat_read_it(qtbot, game_id: str, players: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    """The log of a match taken up again (Continue, Open) is its whole history, rebuilt from the
    transcript through the same filter: the person's own cards, the others' hidden moves as the
    others saw them."""
    from desktop.match.worker import MatchConfig

    from .table_harness import play_human_turns

    w = make_window(qtbot)
    w.start_match(config(game_id, humans=1, seed=seed, players=players))
    play_human_turns(qtbot, w, 6)
    before = [line for line in w.log.toPlainText().splitlines() if line.strip()]
    transcript = w.transcript()
    assert transcript is not None and len(before) > 10
    assert any(line.is_hidden for line in w.log.lines)  # the exchange or the kitty: hidden moves

    again = make_window(qtbot)
    again.start_match(MatchConfig.from_transcript(transcript, w.config.seats))
    wait_turn(qtbot, again)
    after = [line for line in again.log.toPlainText().splitlines() if line.strip()]
    assert after[0] == before[0]  # the match's header
    assert after[1 : len(before)] == before[1:], "the history is the one the person read"
    assert any(line.startswith("Taken up after") for line in after[len(before) :])
    for secret in hidden_texts(again, 0):
        assert secret not in after


def _played(game_id: str, players: int, seed: int, stop: int | None = None):  # type: ignore[no-untyped-def]
    """A transcript of random play: to the end of the match, or to the start of hand ``stop``."""
    from games.transcript import for_state_start

    game = games.get(game_id)
    transcript = for_state_start(game, [f"P{s}" for s in range(players)], seed, None, None)
    state = transcript.new_state()
    rng = random.Random(seed)
    while not state.is_over and (stop is None or state.hand_no < stop):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        transcript.actions.append(str(action))
    return transcript


def test_replay_of_a_match_in_play_opens_only_finished_hands(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Finished hands open (every hand face up, any seat's view), the hand in play only as the
    viewer sees it; a finished match open from start to end."""
    live = _played("clubs", 3, 4, stop=3)
    w = ReplayWindow(live, live.players, private=True, viewer=1, speed="off")
    qtbot.addWidget(w)
    assert w.replay is not None
    current = w.replay.hands[-1]
    assert current.hand_no == 3 and w.open_until == current.start
    w.seek(w.replay.hands[0].start + 3)
    assert not w.is_private() and w.seat_combo.isEnabled() and w.seat_mode == ALL_HANDS
    assert {z for z, _ in w.table.visible_faces()} >= {"hand0", "hand1", "hand2"}
    w.seek(current.start + 1)
    assert w.is_private() and not w.seat_combo.isEnabled()
    assert {z for z, _ in w.table.visible_faces() if z.startswith("hand")} == {"hand1"}

    finished = _played("clubs", 3, 4)
    done = ReplayWindow(finished, finished.players, private=True, viewer=1, speed="off")
    qtbot.addWidget(done)
    assert done.replay is not None and done.replay.state_at(done.replay.last).is_over
    assert not any(done.is_private(p) for p in range(done.replay.last + 1))
