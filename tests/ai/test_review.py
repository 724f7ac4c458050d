"""The review of a hand (issue 23, ai.review): each decision a person made, weighed by the expert's
search from that seat's view only.

The known position is a King deal (explicit, D-king-1: seat 0 is the first contractor) in No Tricks
("4 for each taken trick", king.txt's table of penalty games). Seat 0 takes the kitty and discards
QS KS (king.txt: "the contractor adds cards from the kitty to their hand. Then two unwanted cards
are discarded face down"), leads AD and its hearts from 7H to KH; nobody else holds a heart or a
diamond higher than AD, so seat 0 takes those eight tricks and leads the ninth with 7S and AH left.
Every card seat 0 has not seen is a spade higher than 7S (8S 9S with Ben, TS JS with Cleo; AS was
thrown away on a heart and seen). By king.txt's "Other players must follow the suit" and "A trick
is won ... by the highest card of the leading suit" (No Tricks has no trump):

- leading AH: nobody can follow, seat 0 takes the ninth trick, then leads 7S and loses the tenth:
  nine tricks, -36, the others -4 between them; the reward (the seat's points in the hand against
  the others' mean: King scores a deal when it ends, so the eight tricks taken count in) is
  -36 - (-2) = -34 on every deal of the unseen cards;
- leading 7S: both others follow with a higher spade, the winner leads a spade again (they hold
  nothing else) and seat 0 throws AH away: eight tricks, -32, the others -8 between them: -28.

So leading AH costs exactly 6 and 7S is the best move, whatever the deal of the unseen spades.
"""

from __future__ import annotations

import concurrent.futures as cf
import gc
import threading
import typing
from collections.abc import Sequence
from typing import Any

import pytest

import games
from ai import review
from ai.expert import candidates
from ai.pool_worker import Tidied
from ai.review import Decision, decisions, review_hand, weigh
from games.actions import Action
from games.core import State, View
from games.transcript import Transcript, for_state_start

KING = games.get("king")
DEAL = {
    "hand0": "7H 8H 9H TH JH QH KH AH AD 7S",
    "hand1": "8S 9S 7D 8D 9D TD JD QD KD 7C",
    "hand2": "TS JS AS 8C 9C TC JC QC KC AC",
    "kitty": "QS KS",
}
NINTH_LEAD = 3 + 8 * 3  # the contract, two discards, eight tricks of three cards


def no_tricks_hand(ninth: str) -> Transcript:
    """The first hand of the known deal, seat 0 leading ``ninth`` to the ninth trick; Ben and Cleo
    follow suit when they can and otherwise throw a card of another suit than spades, else their
    highest spade."""
    deal = {zone: text.split() for zone, text in DEAL.items()}
    transcript = for_state_start(KING, ["You", "Ben", "Cleo"], 0, None, deals=[deal])
    state = transcript.new_state()
    script = ["choose no-tricks", "discard QS", "discard KS", "play AD", *(f"play {r}H" for r in "789TJQK"), ninth]
    while state.hand_no == 1 and not state.is_over:
        legal = state.legal_actions()
        if state.to_act == 0 and script:
            action = KING.parse_action(script.pop(0))
        else:
            others = [a for a in legal if a.cards[0].suit != "S"]
            action = others[0] if others else max(legal, key=lambda a: a.cards[0].rank)
        state.apply(action)
        transcript.actions.append(str(action))
    return transcript


def the_ninth_lead(transcript: Transcript) -> None:
    """The position is the one the docstring works out: seat 0 to lead from 7S AH, the other hands
    spades above 7S only."""
    state = transcript.replay(NINTH_LEAD)
    assert state.to_act == 0 and state.game_key == "no-tricks"  # type: ignore[attr-defined]
    hands = state.zone_contents()
    assert sorted(map(str, hands["hand0"])) == ["7S", "AH"]
    assert {str(c) for c in [*hands["hand1"], *hands["hand2"]]} == {"8S", "9S", "TS", "JS"}


def test_leading_the_ace_costs_one_trick_against_the_others_whatever_the_unseen_deal() -> None:
    bad, good = no_tricks_hand("play AH"), no_tricks_hand("play 7S")
    the_ninth_lead(bad)
    assert bad.actions[:NINTH_LEAD] == good.actions[:NINTH_LEAD]
    mistaken = review_hand(bad, 1, [0], budget=None, iterations=6)
    right = review_hand(good, 1, [0], budget=None, iterations=6)
    ninth = next(w for w in mistaken.weighings if w.index == NINTH_LEAD)
    assert (ninth.taken, ninth.taken_expected, ninth.best, ninth.best_expected) == ("play AH", -34.0, "play 7S", -28.0)
    assert ninth.loss == 6.0 and ninth.spread == 0.0  # the same on every deal
    assert ninth.worlds == 6 and ninth.number == 12  # after the contract, 2 discards, 8 leads
    kept = next(w for w in right.weighings if w.index == NINTH_LEAD)
    assert (kept.taken, kept.taken_expected, kept.best, kept.best_expected, kept.loss) == (
        "play 7S",
        -28.0,
        "play AH",
        -34.0,
        0.0,
    )
    # The decisions before the ninth lead are the same views on the same seeds: weighed the same.
    assert [w for w in mistaken.weighings if w.index < NINTH_LEAD] == [
        w for w in right.weighings if w.index < NINTH_LEAD
    ]
    assert mistaken.lost == pytest.approx(right.lost + 6.0)
    # The costliest first: the ninth lead ranks above every decision that cost less than 6.
    order = mistaken.costliest()
    assert [w.loss for w in order] == sorted((w.loss for w in order), reverse=True)
    assert order.index(ninth) <= min((i for i, w in enumerate(order) if w.loss < 6.0), default=len(order))
    # The tenth lead has one card left: no choice, nothing to review.
    assert max(w.index for w in mistaken.weighings) == NINTH_LEAD


def test_the_review_reads_only_the_seats_views(monkeypatch: pytest.MonkeyPatch) -> None:
    """Like the AI's honesty test: what reaches the search is the reviewed seat's View, equal to
    the engine's ``state.view(seat)`` at that position, never a State nor the true deal; the action
    taken is always among the candidates, also where the candidate limit would leave it out."""
    transcript = no_tricks_hand("play AH")
    seen: list[tuple[View, list[Action], int, Sequence[int], int]] = []
    real_search = review.search

    def watching(game_id: str, view: View, legal: Sequence[Action], seed: int, *args: Any, **kw: Any) -> Any:
        assert isinstance(view, View) and not isinstance(view, State)
        assert kw.get("truth") is None and not kw and len(args) == 4  # budget, iterations, candidates, basic; no truth
        seen.append((view, list(legal), args[3], args[2], seed))
        return real_search(game_id, view, legal, seed, *args, **kw)

    monkeypatch.setattr(review, "search", watching)
    # Two candidates at most: the basic choice and one other; the action taken is added to them.
    monkeypatch.setattr(review, "candidates", lambda g, v, legal, seed: candidates(g, v, legal, seed, limit=2))
    with cf.ThreadPoolExecutor(1) as pool:  # a thread: the watcher is seen by the task
        result = review_hand(transcript, 1, [0, 2], budget=None, iterations=2, executor=pool)
    assert len(seen) == len(result.weighings) == len(decisions(transcript, 1, [0, 2]))
    for (view, legal, taken, indices, _), w in zip(seen, result.weighings, strict=True):
        state = transcript.replay(w.index)
        assert state.to_act == w.seat == view.seat
        assert view == state.view(w.seat)
        assert legal == state.legal_actions() and str(legal[taken]) == transcript.actions[w.index]
        assert taken in indices
    # Where the limit left the action taken out (the contract, the discards: more than 2 actions).
    left_out = [
        (taken, indices)
        for view, legal, taken, indices, seed in seen
        if taken not in candidates("king", view, legal, seed, limit=2)[0]
    ]
    assert left_out and all(taken in indices and len(indices) == 3 for taken, indices in left_out)
    hints = typing.get_type_hints(weigh)
    assert hints["decision"] is Decision
    assert typing.get_type_hints(Decision)["view"] is View
    assert not any(isinstance(v, State) for v in vars(decisions(transcript, 1, [0])[0]).values())


def test_progress_and_cancel() -> None:
    transcript = no_tricks_hand("play AH")
    # Each decision, and first the open-hand result of the deal (King is a trick game).
    total = len(decisions(transcript, 1, [0])) + 1
    cancel = threading.Event()
    calls: list[tuple[int, int]] = []

    def progress(done: int, of: int) -> None:
        calls.append((done, of))
        if done >= 2:
            cancel.set()

    with cf.ThreadPoolExecutor(1) as pool:
        result = review_hand(
            transcript, 1, [0], budget=None, iterations=2, progress=progress, cancel=cancel, executor=pool
        )
    assert result.cancelled and 1 <= len(result.weighings) < total - 1
    assert [r.side for r in result.open_hands] == [(0,)]
    assert calls[0] == (0, total) and all(of == total for _, of in calls)
    with pytest.raises(ValueError):
        decisions(transcript, 5, [0])


def test_on_the_pool_each_task_is_tidied_as_the_searches_are(monkeypatch: pytest.MonkeyPatch) -> None:
    """On the expert's pool (no executor given) the workers collect and freeze after each task
    (ai.pool_worker.Tidied), as after the expert's searches."""
    submitted: list[object] = []

    class Recording(cf.ThreadPoolExecutor):
        def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
            submitted.append(fn)
            return super().submit(fn, *args, **kwargs)

    transcript = no_tricks_hand("play AH")
    with Recording(1) as pool:
        monkeypatch.setattr(review, "get_pool", lambda: pool)
        try:
            result = review_hand(transcript, 1, [0], budget=None, iterations=2)
        finally:
            gc.unfreeze()  # the tasks ran in this process's thread
    assert len(submitted) == len(result.weighings) + len(result.open_hands) > 1
    assert all(isinstance(fn, Tidied) for fn in submitted)
