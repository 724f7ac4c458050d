"""The shared random-playout driver: every registered game, with the same invariants."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from typing import Any

import games
from games.actions import Action
from games.core import State
from games.errors import IllegalAction
from games.transcript import Transcript


def snapshot(state: State) -> Any:
    return (
        state.to_act,
        state.scores,
        {k: sorted(map(str, v)) for k, v in state.zone_contents().items()},
        [state.view(s) for s in range(len(state.scores))],
    )


def foreign_action(state: State, rng: random.Random, legal: list[Action]) -> Action | None:
    """An action of the game's language that is not legal now (a card not held, a bid out of range)."""
    game = state.game
    candidates = []
    for verb, patterns in game.grammar.items():
        for pattern in patterns:
            args: list[Any] = []
            for kind in pattern:
                if kind in ("card", "cards"):
                    args.append(games.parse_card(rng.choice(["2C", "AS", "QH", "TD", "7S", "JK", "RJ"])))
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


def check_position(state: State, rng: random.Random, deep: bool) -> None:
    game = state.game
    n = len(state.scores)
    pack = Counter(game.pack(n, state.options))  # type: ignore[attr-defined]
    held = Counter(c for cs in state.zone_contents().values() for c in cs)
    assert held == pack, f"cards created or lost: extra {held - pack}, missing {pack - held}"
    legal = state.legal_actions()
    if state.is_over:
        assert state.to_act is None and not legal
        return
    assert state.to_act is not None and legal, "legal actions are empty before the end"
    assert len(set(legal)) == len(legal), "legal actions repeat"
    if deep:
        for a in legal:
            assert game.parse_action(str(a)) == a, f"text round-trip failed for {a!r}"
        bad = foreign_action(state, rng, legal)
        if bad is not None:
            before = snapshot(state)
            try:
                state.apply(bad)
            except IllegalAction as exc:
                assert exc.reason
            else:
                raise AssertionError(f"illegal action {bad} was accepted")
            assert snapshot(state) == before, "a refused action changed the state"
        seat = state.to_act
        for s in {seat, rng.randrange(n)}:
            v = state.view(s)
            assert pickle.loads(pickle.dumps(v)) == v
            sampled = game.sample(v, random.Random(rng.random()))
            assert sampled.view(s) == v, f"sample(view).view({s}) differs from the view"
            if s == seat:
                assert sampled.legal_actions() == legal, "a sampled state's legal actions differ"
            clone = state.clone()
            assert clone.view(s) == v
        if rng.random() < 0.3:
            check_copy_declared(state)
            check_clone_independence(state, rng)


def observe(state: State) -> Any:
    """Everything the protocol shows of a state: its snapshot and its legal actions."""
    return snapshot(state), state.legal_actions(), state.winners


def play_on(state: State, rng: random.Random, steps: int, other: State | None = None) -> None:
    """Play random actions on ``state`` to the end of its hand (at most ``steps``); with ``other``,
    the same actions on it too, requiring both to show the same at every step, events included."""
    hand = state.hand_no
    for _ in range(steps):
        if other is not None:
            assert observe(state) == observe(other), "a clone changed its original"
        if state.is_over or state.hand_no != hand:
            return
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        if other is not None:
            assert other.apply(action) == events, "a clone changed its original"


def check_copy_declared(state: State) -> None:
    """Every list, set and dict a state holds is declared for clone (``copied``, ``copied_items``)
    or as ``shared``: a field added to a game without its line fails here, before any clone
    shares it. Every ``public`` field reaches the views immutable (hashable)."""
    flat, items = type(state)._copy_plan
    known = {*flat, *items, *type(state).shared}
    loose = sorted(k for k, v in vars(state).items() if isinstance(v, list | set | dict) and k not in known)
    assert not loose, f"{type(state).__name__} does not declare how clone copies {', '.join(loose)}"
    view = state.view(0)
    for name in type(state).public:  # a public field reaches views as a value nobody can change
        hash(getattr(view, name))


def check_clone_independence(state: State, rng: random.Random) -> None:
    """A clone shares nothing writable with its original: playing the clone to the end of the hand
    leaves the original as it was. "As it was" is an independent deep copy (pickle), and the two
    are compared by playing both on with the same actions to the end of the hand, so a list the
    clone forgot to copy (tricks won, melds down) shows when the hand is scored, even where no
    view shows it."""
    before = pickle.loads(pickle.dumps(state))
    play_on(state.clone(), random.Random(rng.random()), 250)
    play_on(pickle.loads(pickle.dumps(state)), random.Random(rng.random()), 250, other=before)


def random_match(
    game_id: str,
    players: int,
    options: dict[str, Any],
    seed: int,
    max_hands: int,
    deep_every: int = 0,
) -> tuple[State, Transcript, int]:
    """Play random legal actions from a seeded match for up to ``max_hands`` hands, checking
    invariants at every step (and the expensive ones every ``deep_every`` steps)."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.new_match(players=players, seed=seed, options=options)
    transcript = Transcript(game=game_id, players=[f"P{i}" for i in range(players)], seed=seed, options=dict(options))
    hands = 1
    step = 0
    while not state.is_over:
        deep = bool(deep_every) and step % deep_every == 0
        check_position(state, rng, deep)
        action = rng.choice(state.legal_actions())
        before_hand = state.hand_no
        events = state.apply(action)
        assert isinstance(events, list)
        transcript.actions.append(str(action))
        step += 1
        if state.hand_no != before_hand:
            hands += 1
            if hands > max_hands:
                break
    check_position(state, rng, deep=bool(deep_every))
    return state, transcript, hands
