"""The engine protocol: a Game (static facts and factories) and its States (a match in play).

Every game subclasses :class:`Game` and :class:`State`. The public names are fixed by
ARCHITECTURE.md: ``new_match``, ``to_act``, ``legal_actions``, ``apply``, ``view``, ``is_over``,
``scores``, ``winners``, ``clone``, ``sample``, ``parse_action``.
"""

from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, NoReturn, Self, TypeVar

from .actions import Action, Grammar, parse_with
from .cards import Card, parse_card
from .errors import IllegalAction
from .events import Event
from .phrases import Phrase, phrase


@dataclass(frozen=True)
class Move:
    """A seat's decision as one seat saw it: who made it, and what (``action`` None: a move this
    seat was not shown, such as another player's discard face down)."""

    seat: int
    action: Action | None


@dataclass(frozen=True)
class LogEntry:
    """One line of a hand's history. Seats in ``visible_to`` read ``private``; others read ``public``
    (``visible_to`` None: everyone reads ``private``). ``move``: the decision the line records, if
    it records one; with ``secret_move``, seats outside ``visible_to`` see that a move was made,
    not which (a card discarded face down), else all see it (a stock draw whose card is private)."""

    seat: int
    private: str
    public: str
    visible_to: frozenset[int] | None = None
    move: Move | None = None
    secret_move: bool = False

    def seen_by(self, seat: int) -> str:
        if self.visible_to is None or seat in self.visible_to:
            return self.private
        return self.public

    def move_seen_by(self, seat: int) -> Move | None:
        move = self.move
        if move is None or not self.secret_move or self.visible_to is None or seat in self.visible_to:
            return move
        return Move(move.seat, None)


def said(seat: int, action: Action, text: str | None = None) -> LogEntry:
    """The line of a seat's action seen by all: ``"2: play QH"`` (``text``: other words than the
    action's own), with the action as its move."""
    line = f"{seat}: {action if text is None else text}"
    return LogEntry(seat, line, line, None, Move(seat, action))


def said_secretly(seat: int, action: Action, public: str, private: str | None = None) -> LogEntry:
    """The line of a seat's action only that seat may read (``"2: discard QH"``); the others read
    ``public`` (``"2: discards a card"``) and see a move made, not which."""
    line = f"{seat}: {action if private is None else private}"
    seen = public if isinstance(public, Phrase) else f"{seat}: {public}"  # a Phrase: the whole line
    return LogEntry(seat, line, seen, frozenset({seat}), Move(seat, action), secret_move=True)


@dataclass(frozen=True)
class View:
    """All that one seat may know. Compared with ``==``; pickles.

    ``zones`` maps each of the game's zones to its cards as this seat sees them, ``None`` for a
    card it cannot see (a face-down card, another player's hand). ``log`` is the current hand's
    history as this seat saw it (``"2: bid 3"``), for people; ``history`` is the same history as
    values, line for line: the Move a line records (None for a line that records none, such as
    a trick's winner), which the computer players read (``moves``). ``seat_notes`` is one short public line per seat
    ("11 tokens", "high (forced)"), ``table_note`` the public state of the hand ("Contract: 7 H").
    Games add their own fields in subclasses.
    """

    game: str
    seat: int
    players: int
    to_act: int | None
    hand_no: int
    dealer: int
    phase: str
    scores: tuple[int, ...]
    is_over: bool
    zones: Mapping[str, tuple[Card | None, ...]]
    log: tuple[str, ...] = ()
    seat_notes: tuple[str, ...] = ()
    table_note: str = ""
    history: tuple[Move | None, ...] = ()

    @property
    def moves(self) -> tuple[Move, ...]:
        """The decisions of this hand so far, in order, as this seat saw them."""
        return tuple(m for m in self.history if m is not None)

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's own hand."""
        return tuple(c for c in self.zones.get(f"hand{self.seat}", ()) if c is not None)


Opts = TypeVar("Opts")


class Record(dict[str, Any]):
    """A read-only dict: one finished hand of ``view.records``, shared by the state and its views.

    Pickles and compares as a dict; every writing method raises TypeError. Build one with
    :func:`record`, which freezes what it holds too (lists become tuples, dicts Records).
    """

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("a hand's record is read-only")

    __setitem__ = _refuse  # type: ignore[assignment]
    __delitem__ = _refuse  # type: ignore[assignment]
    __ior__ = _refuse  # type: ignore[assignment]
    clear = _refuse  # type: ignore[assignment]
    pop = _refuse  # type: ignore[assignment]
    popitem = _refuse  # type: ignore[assignment]
    setdefault = _refuse  # type: ignore[assignment]
    update = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (Record, (dict(self),))


def frozen(value: Any) -> Any:
    """``value`` with every list, tuple and dict inside it made read-only (tuples and Records).

    >>> r = frozen({"scores": [1, 2], "bids": [["QS"], []]})
    >>> r["scores"], r["bids"]
    ((1, 2), (('QS',), ()))
    """
    if isinstance(value, Mapping):
        return Record({k: frozen(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    return value


def record(fields: Mapping[str, Any] | None = None, **more: Any) -> Record:
    """A hand's record for ``view.records``, read-only all the way down."""
    out: Record = frozen({**(fields or {}), **more})
    return out


class State(ABC):
    """A match in play. Subclasses implement the underscored hooks and the abstract members."""

    game: Game[Any]
    options: Any  # the match's options dataclass value, fixed at its start
    # The current hand's history, entry by entry with who reads which words; views show it through
    # LogEntry.seen_by. A new hand starts a new list.
    log: list[LogEntry]
    # (log, {seat: lines}) for seen_log; a clone's own log list starts it afresh.
    _seen_log: tuple[Sequence[LogEntry], dict[int, tuple[str, ...]], dict[int, tuple[Move | None, ...]]] | None = None

    def _seen_cache(
        self, log: Sequence[LogEntry]
    ) -> tuple[Sequence[LogEntry], dict[int, tuple[str, ...]], dict[int, tuple[Move | None, ...]]]:
        cache = self._seen_log
        if cache is None or cache[0] is not log:
            cache = (log, {}, {})
            self._seen_log = cache
        return cache

    def seen_log(self, log: Sequence[LogEntry], seat: int) -> tuple[str, ...]:
        """``log`` as ``seat`` reads it, for views. A hand's log only grows, so the lines read
        before are kept and only the new entries are turned into text (a playout takes a view at
        every step); a different or shorter log list starts afresh."""
        return _grown(self._seen_cache(log)[1], seat, log, LogEntry.seen_by)

    def seen_history(self, log: Sequence[LogEntry], seat: int) -> tuple[Move | None, ...]:
        """The moves of ``log`` as ``seat`` saw them, line for line (View.history); kept like
        :meth:`seen_log`."""
        return _grown(self._seen_cache(log)[2], seat, log, LogEntry.move_seen_by)

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must act now; None once the match is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of ``to_act``, distinct; empty only when the match is over."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Advance by a legal action (already checked)."""

    @abstractmethod
    def view(self, seat: int) -> View: ...

    @property
    @abstractmethod
    def scores(self) -> list[int]: ...

    @property
    @abstractmethod
    def winners(self) -> list[int]: ...

    # What clone copies, declared once per class; a subclass names only its own fields (its bases'
    # are added). ``copied``: lists, sets and dicts that get a copy of their own; ``copied_items``:
    # lists whose items (a hand per seat) are copied too. Every other field is shared between a
    # state and its clone, so it is never changed in place (numbers, strings, tuples, frozen values).
    copied: ClassVar[tuple[str, ...]] = ("log",)
    copied_items: ClassVar[tuple[str, ...]] = ()
    # Lists, sets or dicts that are only ever replaced whole (a cache), so a clone may share them.
    shared: ClassVar[tuple[str, ...]] = ()
    # Fields every seat sees as they are, under the same name in the game's View: ``view_fields``
    # puts them in every view (a list as a tuple) and ``restore_public`` takes them back into a
    # state sampled from a view (a tuple as a list again, where the state keeps a list).
    public: ClassVar[tuple[str, ...]] = ()
    _copy_plan: ClassVar[tuple[tuple[str, ...], tuple[str, ...]]] = (("log",), ())
    _public_plan: ClassVar[tuple[tuple[str, bool], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        bases = [vars(k) for k in reversed(cls.__mro__)]
        flat = tuple(dict.fromkeys(n for b in bases for n in b.get("copied", ())))
        items = tuple(dict.fromkeys(n for b in bases for n in b.get("copied_items", ())))
        cls._copy_plan = (tuple(n for n in flat if n not in items), items)
        public = tuple(dict.fromkeys(n for b in bases for n in b.get("public", ())))
        cls._public_plan = tuple((n, n in flat) for n in public)

    def public_fields(self) -> dict[str, Any]:
        """The ``public`` fields as a view holds them (lists as tuples)."""
        d = self.__dict__
        return {n: tuple(d[n]) if as_list else d[n] for n, as_list in self._public_plan}

    def restore_public(self, view: View) -> None:
        """Take the ``public`` fields back from ``view`` (``Game.sample``)."""
        d = self.__dict__
        for n, as_list in self._public_plan:
            value = getattr(view, n)
            d[n] = list(value) if as_list else value

    def clone(self) -> Self:
        """An independent copy: playing on it never changes this state (see ``copied``)."""
        c = object.__new__(type(self))
        d = c.__dict__
        d.update(self.__dict__)
        flat, items = self._copy_plan
        for name in flat:
            d[name] = d[name].copy()
        for name in items:
            d[name] = [x.copy() for x in d[name]]
        return c

    @abstractmethod
    def zone_contents(self) -> dict[str, list[Card]]:
        """Every zone's real cards, for invariants (no card created or lost) and the table."""

    @property
    @abstractmethod
    def hand_no(self) -> int:
        """1-based number of the hand being played (the last one once over)."""

    def shuffle_unseen(self, rng: random.Random) -> None:
        """Put in a new order, at random, the cards that no seat has seen in the piles still to be
        drawn from or taken (a stock, a deck, a kitty), so that every seat's view stays the same:
        what a player who saw every hand still could not know. The arena's open-hand yardstick
        (``oracle:B:hands``, issue 22) plays on such copies of the true state."""
        raise NotImplementedError(f"{type(self).__name__} does not say which of its cards no seat has seen")

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def why_illegal(self, action: Action) -> str:
        """A reason for refusing ``action``; games override this with their rules' words."""
        legal = self.legal_actions()
        verbs = sorted({a.verb for a in legal})
        return phrase("{action} is not legal now; legal actions are: {verbs}", action=action, verbs=", ".join(verbs))

    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply ``action`` (an Action or its text); IllegalAction leaves the state as it was."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if self.to_act is None:
            raise IllegalAction(phrase("the match is over"))
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))
        return self._apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action known to be legal (one taken from ``legal_actions()``): the fast path."""
        return self._apply(action)


T = TypeVar("T")


def _grown(
    cache: dict[int, tuple[T, ...]], seat: int, log: Sequence[LogEntry], read: Callable[[LogEntry, int], T]
) -> tuple[T, ...]:
    """``seat``'s reading of every entry of ``log``, reading only the entries added since the
    reading kept in ``cache`` (a shorter log than the kept reading starts afresh)."""
    kept = cache.get(seat, ())
    if len(kept) != len(log):
        if len(kept) > len(log):
            kept = ()
        kept = kept + tuple(read(e, seat) for e in log[len(kept) :])
        cache[seat] = kept
    return kept


class ScoredState(State):
    """The score bookkeeping every engine shares: ``_scores`` and ``_winners`` per seat,
    ``hand_index`` 0-based."""

    _scores: list[int]
    _winners: Sequence[int]
    hand_index: int
    dealer: int
    phase: str

    @property
    def scores(self) -> list[int]:
        return list(self._scores)

    @property
    def winners(self) -> list[int]:
        return list(self._winners)

    @property
    def hand_no(self) -> int:
        return self.hand_index + 1

    def _seat_note(self, s: int) -> str:
        """One short public line about seat ``s`` (View.seat_notes): "11 tokens", "high (forced)"."""
        return ""

    def _table_note(self) -> str:
        """The public state of the hand in one line (View.table_note)."""
        return ""

    def view_fields(self, seat: int, zones: Mapping[str, tuple[Card | None, ...]]) -> dict[str, Any]:
        """The fields every View has, filled alike in every game, for ``seat`` with its ``zones``:
        a game's view adds only its own (``KingView(**self.view_fields(seat, zones), options=...)``)."""
        scores = tuple(self.scores)
        return {
            "game": self.game.id,
            "seat": seat,
            "players": len(scores),
            "to_act": self.to_act,
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "phase": self.phase,
            "scores": scores,
            "is_over": self.phase == "over",
            "zones": zones,
            "log": self.seen_log(self.log, seat),
            "history": self.seen_history(self.log, seat),
            "seat_notes": tuple(self._seat_note(s) for s in range(len(scores))),
            "table_note": self._table_note(),
            **self.public_fields(),
        }

    def set_scores(self, scores: Sequence[int]) -> None:
        """Set each seat's cumulative match score: a position set up by hand (a puzzle, a test of
        a rule that depends on the score), as python-chess sets a position from a FEN."""
        if len(scores) != len(self._scores) or not all(isinstance(x, int) for x in scores):
            raise ValueError(f"scores must be {len(self._scores)} whole numbers, got {list(scores)!r}")
        self._scores = list(scores)


class TableState(ScoredState):
    """A :class:`ScoredState` whose seat to act is ``turn``, or nobody once ``phase`` is
    ``"over"``."""

    phase: str
    turn: int | None

    @property
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.turn


S = TypeVar("S", bound=State)


class Game(ABC, Generic[Opts]):
    """Static facts about a game and the factories of its states."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    options_type: ClassVar[type[Any]]
    grammar: ClassVar[Grammar]
    # Hands after which the arena gives up on a match and reports it unfinished.
    hand_cap: ClassVar[int] = 200
    # (players, options as a dict) configurations the shared random-playout tests run.
    playout_configs: ClassVar[Sequence[tuple[int, Mapping[str, Any]]]] = ()
    # True when a lower score is better (Kalooki's penalties).
    lower_is_better: ClassVar[bool] = False
    # What the game calls one deal of cards played out: "hand", or King's "deal".
    hand_word: ClassVar[str] = "hand"
    # What its match score is called (the score sheet's and the chart's word).
    score_name: ClassVar[str] = "Score"
    # The piles an explicit deal names besides the hands (``hand0`` ..), top first: at the start of
    # a hand before its first action, zone_contents() holds exactly these zones' cards as dealt.
    deal_zones: ClassVar[tuple[str, ...]] = ()
    # The field of a hand's record (``view.records``) that holds each seat's running total.
    totals_key: ClassVar[str] = "scores"

    @abstractmethod
    def new_match(
        self,
        players: int,
        seed: int = 0,
        options: Opts | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> State:
        """A whole match with its first hand dealt."""

    @abstractmethod
    def start(
        self,
        players: int,
        seed: int = 0,
        options: Opts | Mapping[str, Any] | None = None,
        deals: Sequence[Mapping[str, Sequence[str]]] | None = None,
    ) -> tuple[State, list[Event]]:
        """:meth:`new_match` and the events of its first deal (the cards going out, in the order
        dealt), which the table animates like any later deal's; ``new_match`` is ``start(...)[0]``."""

    @abstractmethod
    def sample(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``: hidden cards dealt at random where they may be."""

    @abstractmethod
    def pack(self, players: int, options: Opts) -> list[Card]:
        """Every card of the match's pack(s), for the no-card-lost invariant."""

    def eager_action(self, state: State, legal: list[Action], rng: random.Random) -> Action | None:
        """For the soak's eager random player (games.playout.eager): the move a hurried beginner
        would make here, where uniformly random play would not end a hand (Kalooki); None where
        any legal action will do (the trick-taking games end every hand anyway)."""
        return None

    def parse_action(self, text: str) -> Action:
        """The inverse of ``str(action)``; raises ActionSyntaxError for text that is not an action."""
        return parse_with(self.grammar, text)

    def options(self, options: Opts | Mapping[str, Any] | None = None) -> Opts:
        """The options value for ``options`` (None: the standard rules; a dict: checked field by field)."""
        result: Opts = make_options(self.options_type, options)
        return result

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players!r}"
                if self.min_players != self.max_players
                else f"{self.title} is for {self.min_players} players, not {players!r}"
            )

    def option_docs(self) -> dict[str, str]:
        """Each option's explanation (the field's ``doc`` metadata, a Phrase), for tooltips."""
        return {f.name: f.metadata.get("doc", "") for f in dataclasses.fields(self.options_type)}

    def option_labels(self) -> dict[str, str]:
        """Each option's name in words (the field's ``label`` metadata, a Phrase: by default the
        field's name, ``play_all_tricks`` -> ``Play all tricks``), for the start screen."""
        return {
            f.name: f.metadata.get("label") or f.name.replace("_", " ").capitalize()
            for f in dataclasses.fields(self.options_type)
        }


def option(default: Any, doc: str, label: str | None = None) -> Any:
    """An options dataclass field with its explanation and its name in words (Phrases, so that the
    window can say them in its language: games/phrases.py)."""
    return field(default=default, metadata={"doc": doc, "label": label})


def make_options(options_type: type[Any], options: Any) -> Any:
    if options is None:
        return options_type()
    if isinstance(options, options_type):
        return options
    if not isinstance(options, Mapping):
        raise ValueError(phrase("options must be an object, got {kind}", kind=type(options).__name__))
    known = {f.name: f for f in dataclasses.fields(options_type)}
    values: dict[str, Any] = {}
    for key, value in options.items():
        if key not in known:
            names = ", ".join(known) or phrase("none", note="no options")
            raise ValueError(phrase("unknown option {key}; options are: {names}", key=repr(key), names=names))
        default = known[key].default
        expected = type(default)
        if expected is bool and not isinstance(value, bool):
            raise ValueError(
                phrase("option {key} must be true or false, got {value}", key=repr(key), value=repr(value))
            )
        if expected is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(
                phrase("option {key} must be a whole number, got {value}", key=repr(key), value=repr(value))
            )
        if expected is str and not isinstance(value, str):
            raise ValueError(phrase("option {key} must be a text, got {value}", key=repr(key), value=repr(value)))
        values[key] = value
    result = options_type(**values)
    check = getattr(result, "check", None)
    if callable(check):
        check()
    return result


def options_dict(options: Any) -> dict[str, Any]:
    """The options that differ from the standard rules, as a JSON-ready dict."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(options):
        value = getattr(options, f.name)
        if value != f.default:
            out[f.name] = value
    return out


def check_deal(
    deal: Mapping[str, Sequence[str]], zones: Mapping[str, int], pack: Sequence[Card], what: str = "deal"
) -> dict[str, list[Card]]:
    """Parse an explicit deal: every zone named with its exact size, and together the whole pack.

    ``zones`` maps zone name -> the number of cards it must hold. Raises ValueError naming the problem.
    """
    if not isinstance(deal, Mapping):
        raise ValueError(f"{what} must be an object mapping zone names to card lists")
    unknown = set(deal) - set(zones)
    if unknown:
        raise ValueError(
            f"{what}: unknown zone(s) {', '.join(sorted(map(str, unknown)))}; zones are {', '.join(zones)}"
        )
    out: dict[str, list[Card]] = {}
    for name, size in zones.items():
        texts = deal.get(name)
        if texts is None:
            raise ValueError(f"{what}: zone {name!r} is missing")
        if not isinstance(texts, (list, tuple)) or not all(isinstance(t, str) for t in texts):
            raise ValueError(f"{what}: zone {name!r} must be a list of card texts")
        if len(texts) != size:
            raise ValueError(f"{what}: zone {name!r} must hold {size} cards, not {len(texts)}")
        out[name] = [parse_card(t) for t in texts]
    given = Counter(c for cs in out.values() for c in cs)
    expected = Counter(pack)
    if given != expected:
        extra = given - expected
        missing = expected - given
        parts = []
        if extra:
            parts.append("not in the pack or too many: " + " ".join(sorted(str(c) for c in extra.elements())))
        if missing:
            parts.append("missing: " + " ".join(sorted(str(c) for c in missing.elements())))
        raise ValueError(f"{what}: the cards are not the pack ({'; '.join(parts)})")
    return out


def count(n: int, noun: str) -> str:
    """``count(1, "trick")`` -> ``1 trick``; ``count(3, "trick")`` -> ``3 tricks``."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def hand_rng(seed: int, deal_index: int) -> random.Random:
    """The random source of one deal: the same seed and deal index give the same shuffle everywhere."""
    return random.Random(f"parlour:{seed}:{deal_index}")
