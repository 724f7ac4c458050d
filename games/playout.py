"""Random playouts with the invariants every engine keeps: the test suite's playout tests and the
soak (``python -m games soak``) both play through here.

At every step: no card created or lost; legal actions never empty before the end, never
repeated, empty at the end; the scores move only at the end of a hand, by the hand's deltas, and
its record carries the same totals; the match's winners are the ones it announced. Every
``deep_every`` steps also: every legal action's text reads back as itself; a foreign action is
refused with a reason and changes nothing; views pickle; ``sample(view).view(seat) == view``
with the same legal actions; a clone shows the same and shares nothing writable.

A broken invariant raises :class:`Broken` (an AssertionError, so pytest shows it as a failed
check), not a bare ``assert``: the soak runs with or without ``-O``.
"""

from __future__ import annotations

import pickle
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import get, parse_card
from .actions import Action
from .core import Game, State
from .errors import IllegalAction
from .events import Event, HandEnded, MatchEnded, ScoreChanged
from .transcript import Transcript

# Chooses the next action from the legal ones.
Policy = Callable[[State, list[Action], random.Random], Action]


class Broken(AssertionError):
    """An invariant of the engines does not hold."""


def need(condition: object, message: str) -> None:
    if not condition:
        raise Broken(message)


def uniform(state: State, legal: list[Action], rng: random.Random) -> Action:
    """Any legal action, all alike."""
    return rng.choice(legal)


def eager(state: State, legal: list[Action], rng: random.Random) -> Action:
    """A random player in a hurry to end the hand: the game's ``eager_action`` (Kalooki comes
    down, melds and tacks whenever it can and keeps the cards that go together); where the game
    has none, any legal action, as :func:`uniform`."""
    chosen = state.game.eager_action(state, legal, rng)
    if chosen is None:
        return rng.choice(legal)
    need(chosen in legal, f"the eager player chose {chosen}, which is not legal")
    return chosen


def has_eager(game: Game[Any]) -> bool:
    """Whether ``eager`` differs from ``uniform`` for ``game``."""
    return type(game).eager_action is not Game.eager_action


POLICIES: Mapping[str, Policy] = {"uniform": uniform, "eager": eager}


def snapshot(state: State) -> Any:
    return (
        state.to_act,
        state.scores,
        {k: sorted(map(str, v)) for k, v in state.zone_contents().items()},
        [state.view(s) for s in range(len(state.scores))],
    )


def foreign_action(state: State, rng: random.Random, legal: list[Action]) -> Action | None:
    """An action of the game's language that is not legal now (a card not held, a bid out of range)."""
    candidates = []
    for verb, patterns in state.game.grammar.items():
        for pattern in patterns:
            args: list[Any] = []
            for kind in pattern:
                if kind in ("card", "cards"):
                    args.append(parse_card(rng.choice(["2C", "AS", "QH", "TD", "7S", "JK", "RJ"])))
                elif kind == "int":
                    args.append(rng.choice([0, 1, 3, 9, 14, 99]))
                elif kind == "suit":
                    args.append(rng.choice("CDHS"))
                elif kind == "trump":
                    args.append(rng.choice(["C", "NT"]))
                elif kind == "ref":
                    args.append(rng.choice(["0.1", "4.9"]))
                else:
                    args.append(rng.choice(kind.split("|")))
            candidates.append(Action(verb, tuple(args)))
    rng.shuffle(candidates)
    for a in candidates:
        if a not in legal:
            return a
    return None


# A hand still going after this many actions is taken for a loop (random Kalooki hands average
# about 650 actions; trick-taking hands under 200).
HAND_ACTIONS = 50_000

_PACKS: dict[tuple[str, int, Any], Counter[Any]] = {}


def check_position(state: State, rng: random.Random, deep: bool) -> None:
    game = state.game
    n = len(state.scores)
    key = (game.id, n, state.options)  # type: ignore[attr-defined]
    pack = _PACKS.get(key)
    if pack is None:
        pack = _PACKS[key] = Counter(game.pack(n, state.options))  # type: ignore[attr-defined]
    held: Counter[Any] = Counter()
    for cs in state.zone_contents().values():
        held.update(cs)
    if not dict.__eq__(held, pack):  # dict's own comparison, in C: neither holds zero counts
        raise Broken(f"cards created or lost: extra {held - pack}, missing {pack - held}")
    legal = state.legal_actions()
    if state.is_over:
        need(state.to_act is None and not legal, "a finished match still has a player to act or legal actions")
        n_seats = len(state.scores)
        need(len(set(state.winners)) == len(state.winners), "a winner is named twice")
        need(all(0 <= w < n_seats for w in state.winners), f"winners {state.winners} are not seats")
        return
    need(state.to_act is not None and legal, "legal actions are empty before the end")
    need(len(set(legal)) == len(legal), "legal actions repeat")
    if deep:
        check_deep(state, rng, legal)


def check_deep(state: State, rng: random.Random, legal: list[Action]) -> None:
    game = state.game
    n = len(state.scores)
    for a in legal:
        need(game.parse_action(str(a)) == a, f"text round-trip failed for {a!r}")
    bad = foreign_action(state, rng, legal)
    if bad is not None:
        before = snapshot(state)
        try:
            state.apply(bad)
        except IllegalAction as exc:
            need(exc.reason, f"{bad} was refused without a reason")
        else:
            raise Broken(f"illegal action {bad} was accepted")
        need(snapshot(state) == before, f"the refused action {bad} changed the state")
    seat = state.to_act
    for s in {seat, rng.randrange(n)}:
        assert s is not None
        v = state.view(s)
        need(pickle.loads(pickle.dumps(v)) == v, f"seat {s}'s view does not survive pickling")
        sampled = game.sample(v, random.Random(rng.random()))
        need(sampled.view(s) == v, f"sample(view).view({s}) differs from the view")
        if s == seat:
            need(sampled.legal_actions() == legal, "a sampled state's legal actions differ")
        need(state.clone().view(s) == v, f"a clone's view for seat {s} differs")
    if rng.random() < 0.3:
        check_copy_declared(state)
        check_clone_independence(state, rng)


def check_scores(state: State, before: Sequence[int], events: Sequence[Event]) -> None:
    """The scores move only when a hand ends, by that hand's deltas, one ScoreChanged per seat
    adding up to its delta; the hand's record carries the new totals; MatchEnded names the
    winners the state reports."""
    after = state.scores
    ended = [e for e in events if isinstance(e, HandEnded)]
    if not ended:
        need(after == list(before), f"scores moved from {list(before)} to {after} outside the end of a hand")
        need(not any(isinstance(e, ScoreChanged) for e in events), "a score changed outside the end of a hand")
    else:
        need(len(ended) == 1, "one action ended more than one hand")
        hand = ended[0]
        need(len(hand.deltas) == len(before), "a hand's deltas do not name every seat")
        sums = [b + d for b, d in zip(before, hand.deltas, strict=True)]
        need(list(hand.totals) == sums, f"totals {list(hand.totals)} are not {list(before)} plus {list(hand.deltas)}")
        need(after == sums, f"scores {after} are not the hand's totals {sums}")
        changed = [0] * len(before)
        for e in events:
            if isinstance(e, ScoreChanged):
                changed[e.seat] += e.delta
                need(e.total == sums[e.seat], f"seat {e.seat}'s ScoreChanged total {e.total} is not {sums[e.seat]}")
        need(changed == list(hand.deltas), f"the ScoreChanged deltas {changed} do not add up to {list(hand.deltas)}")
        records: Sequence[Mapping[str, Any]] = getattr(state.view(0), "records", ())
        need(records, "a hand ended without a record")
        said = list(records[-1][state.game.totals_key])
        need(said == sums, f"the hand's record says {said}, the scores {sums}")
    finished = [e for e in events if isinstance(e, MatchEnded)]
    if finished:
        need(state.is_over, "MatchEnded before the match is over")
        need(list(finished[0].winners) == state.winners, "MatchEnded names other winners than the state")


def observe(state: State) -> Any:
    """Everything the protocol shows of a state: its snapshot and its legal actions."""
    return snapshot(state), state.legal_actions(), state.winners


def play_on(state: State, rng: random.Random, steps: int, other: State | None = None) -> None:
    """Play random actions on ``state`` to the end of its hand (at most ``steps``); with ``other``,
    the same actions on it too, requiring both to show the same at every step, events included."""
    hand = state.hand_no
    for _ in range(steps):
        if other is not None:
            need(observe(state) == observe(other), "a clone changed its original")
        if state.is_over or state.hand_no != hand:
            return
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        if other is not None:
            need(other.apply(action) == events, "a clone changed its original")


def check_copy_declared(state: State) -> None:
    """Every list, set and dict a state holds is declared for clone (``copied``, ``copied_items``)
    or as ``shared``: a field added to a game without its line fails here, before any clone
    shares it. Every ``public`` field reaches the views immutable (hashable)."""
    flat, items = type(state)._copy_plan
    known = {*flat, *items, *type(state).shared}
    loose = sorted(k for k, v in vars(state).items() if isinstance(v, list | set | dict) and k not in known)
    need(not loose, f"{type(state).__name__} does not declare how clone copies {', '.join(loose)}")
    view = state.view(0)
    for name in type(state).public:  # a public field reaches views as a value nobody can change
        try:
            hash(getattr(view, name))
        except TypeError as exc:
            raise Broken(f"the public field {name} reaches views unhashable") from exc


def check_clone_independence(state: State, rng: random.Random) -> None:
    """A clone shares nothing writable with its original: playing the clone to the end of the hand
    leaves the original as it was. "As it was" is an independent deep copy (pickle), and the two
    are compared by playing both on with the same actions to the end of the hand, so a list the
    clone forgot to copy (tricks won, melds down) shows when the hand is scored, even where no
    view shows it."""
    before = pickle.loads(pickle.dumps(state))
    play_on(state.clone(), random.Random(rng.random()), 250)
    play_on(pickle.loads(pickle.dumps(state)), random.Random(rng.random()), 250, other=before)


@dataclass
class Playout:
    """What one random match did: its final state, its transcript (replayable), the hands it
    started, and the actions it played."""

    state: State
    transcript: Transcript
    hands: int
    actions: int = 0
    hands_ended: int = 0


def random_match(
    game_id: str,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    max_hands: int,
    deep_every: int = 0,
    policy: Policy = uniform,
    transcript: Transcript | None = None,
) -> Playout:
    """Play ``policy``'s choices from a seeded match for up to ``max_hands`` hands, checking
    invariants at every step (and the expensive ones every ``deep_every`` steps). The actions
    go into ``transcript`` as they are played, so a broken invariant leaves it replayable."""
    game = get(game_id)
    rng = random.Random(seed)
    state = game.new_match(players=players, seed=seed, options=options)
    if transcript is None:
        transcript = Transcript(
            game=game_id, players=[f"P{i}" for i in range(players)], seed=seed, options=dict(options)
        )
    out = Playout(state, transcript, hands=1)
    in_hand = 0
    while not state.is_over:
        deep = bool(deep_every) and out.actions % deep_every == 0
        check_position(state, rng, deep)
        legal = state.legal_actions()
        action = policy(state, legal, rng)
        before_hand, before_scores = state.hand_no, state.scores
        transcript.actions.append(str(action))
        events = state.apply(action)
        need(isinstance(events, list), "apply did not return a list of events")
        check_scores(state, before_scores, events)
        out.actions += 1
        if any(isinstance(e, HandEnded) for e in events):
            out.hands_ended += 1
        in_hand += 1
        need(in_hand <= HAND_ACTIONS, f"hand {before_hand} did not end in {HAND_ACTIONS:,} actions")
        if state.hand_no != before_hand:
            in_hand = 0
            out.hands += 1
            if out.hands > max_hands:
                break
    check_position(state, rng, deep=bool(deep_every))
    return out
