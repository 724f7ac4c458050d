"""King: the game's static facts (constants, options, card values)."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action
from ..cards import Card, sort_key, standard_pack
from ..core import option
from ..phrases import SUITS as SUIT_PHRASES
from ..phrases import phrase

PENALTY_GAMES = ("no-tricks", "no-hearts", "no-jacks", "no-queens", "no-last-two", "no-king")


AWARD_GAMES = ("award", "misere")


SUITS = ("C", "D", "H", "S")


UNITS = {"no-tricks": 4, "no-hearts": 5, "no-jacks": 10, "no-queens": 10, "no-last-two": 20, "no-king": 40}


AWARD_UNIT = 12  # D-king-2: 12 per trick


DEAL_TOTAL_PENALTY = 40


DEAL_TOTAL_AWARD = 120


HAND_SIZE = 10


KITTY_SIZE = 2


TRICKS = 10


KING_OF_HEARTS = Card(13, "H")


PACK: tuple[Card, ...] = tuple(standard_pack(ranks=range(7, 15)))


NAMES = {
    "no-tricks": phrase("No Tricks", note="a King game"),
    "no-hearts": phrase("No Hearts", note="a King game"),
    "no-jacks": phrase("No Jacks", note="a King game"),
    "no-queens": phrase("No Queens", note="a King game"),
    "no-last-two": phrase("No Last Two", note="a King game"),
    "no-king": phrase("No King", note="a King game"),
    "award": phrase("Award game", note="a King game"),
    "misere": phrase("Misère", note="a King game"),
}


@dataclass(frozen=True)
class KingOptions:
    """The rule variations of D-king-6, named by their two-letter codes; all off is the standard."""

    short_session: bool = option(
        False,
        phrase("SS short session: each pool holds 3 penalty games drawn at random plus 1 award game (D-king-6)."),
        phrase("Short session", note="a rule option"),
    )
    kings_as_boys: bool = option(
        False,
        phrase("KB kings as boys: No Jacks becomes No Boys, 5 points for each jack and each king (D-king-6)."),
        phrase("Kings as boys", note="a rule option"),
    )
    misere_without_trump: bool = option(
        False,
        phrase("MN: misère award games are played without a trump (D-king-6)."),
        phrase("Misere without trump", note="a rule option"),
    )
    show_kitty: bool = option(
        False,
        phrase("SK: the kitty is shown to all players before the contractor takes it (D-king-6)."),
        phrase("Show kitty", note="a rule option"),
    )
    broken_hearts: bool = option(
        False,
        phrase(
            "BH broken hearts: in No Hearts and No King hearts may be led once a heart has been played; "
            "in No King the contractor may not discard any heart (D-king-6)."
        ),
        phrase("Broken hearts", note="a rule option"),
    )


@dataclass(frozen=True)
class ChartEntry:
    """One line of a hill or bonus column: the deal, its points and the running total after it."""

    deal: int
    points: int
    total: int


@dataclass(frozen=True)
class PoolItem:
    """One game of a player's pool: ``game`` is the choose word (``award`` for either award slot),
    ``unit`` the unit score shown in its place (4, 5, 10, 10, 20, 40; 5 for No Boys; 12 for an
    award game), ``played_in`` the deal it was contracted in (None: still open), ``declared``
    the contract text as chosen (``misere H``)."""

    game: str
    name: str
    unit: int
    played_in: int | None = None
    declared: str | None = None


@dataclass(frozen=True)
class DealLine:
    """One finished deal of the history: ``points`` per seat (penalty or award; None for the
    seat sitting out with four players), ``kind`` "penalty" or "award"."""

    deal: int
    contractor: int
    game: str
    name: str
    kind: str
    points: tuple[int | None, ...]


@dataclass(frozen=True)
class SeatChart:
    """One player's three areas: the hill (penalties), the pool, the bonus (awards); and the result."""

    seat: int
    hill: tuple[ChartEntry, ...]
    hill_total: int
    pool: tuple[PoolItem, ...]
    bonus: tuple[ChartEntry, ...]
    bonus_total: int
    result: int


@dataclass(frozen=True)
class KingChart:
    """The whole score chart: a column per seat and the history of finished deals."""

    seats: tuple[SeatChart, ...]
    history: tuple[DealLine, ...]
    deals_total: int

    @property
    def deals_played(self) -> int:
        return len(self.history)


def game_name(game: str, options: KingOptions) -> str:
    """The display name of a choose word; under KB No Jacks is "No Boys" (D-king-6)."""
    if game == "no-jacks" and options.kings_as_boys:
        return phrase("No Boys", note="a King game")
    return NAMES[game]


def unit_score(game: str, options: KingOptions) -> int:
    """The unit score the pool shows (D-king-5): 4, 5, 10, 10, 20, 40; No Boys 5; award 12."""
    if game in AWARD_GAMES:
        return AWARD_UNIT
    if game == "no-jacks" and options.kings_as_boys:
        return 5
    return UNITS[game]


def contract_name(game: str, trump: str | None, options: KingOptions) -> str:
    """``No Hearts``, ``Award game, trumps Hearts``, ``Misère, no trump``."""
    name = game_name(game, options)
    if game in AWARD_GAMES:
        return (
            phrase("{game}, trumps {suit}", game=name, suit=SUIT_PHRASES[trump])
            if trump
            else phrase("{game}, no trump", game=name)
        )
    return name


def penalty_values(game: str, options: KingOptions) -> dict[Card, int]:
    """The penalty cards of a card-penalty game and what each costs (the text's table; KB)."""
    if game == "no-hearts":
        return {c: 5 for c in PACK if c.suit == "H"}
    if game == "no-jacks":
        if options.kings_as_boys:
            return {c: 5 for c in PACK if c.rank in (11, 13)}
        return {c: 10 for c in PACK if c.rank == 11}
    if game == "no-queens":
        return {c: 10 for c in PACK if c.rank == 12}
    if game == "no-king":
        return {KING_OF_HEARTS: 40}
    return {}


def undiscardable(game: str, options: KingOptions) -> frozenset[Card]:
    """Cards the contractor may not put in the kitty discards: the game's penalty cards (D-king-3),
    under KB the kings too (they are penalty cards of No Boys), under BH every heart in No King."""
    cards = set(penalty_values(game, options))
    if game == "no-king" and options.broken_hearts:
        cards.update(c for c in PACK if c.suit == "H")
    return frozenset(cards)


def _sorted(hand: list[Card]) -> list[Card]:
    return sorted(hand, key=sort_key)


CHOOSE_PENALTY = {g: Action("choose", (g,)) for g in PENALTY_GAMES}


CHOOSE_AWARD: tuple[Action, ...] = (
    Action("choose", ("award",)),
    *(Action("choose", ("award", s)) for s in SUITS),
    Action("choose", ("misere",)),
    *(Action("choose", ("misere", s)) for s in SUITS),
)


CHOOSE_AWARD_MN: tuple[Action, ...] = (
    Action("choose", ("award",)),
    *(Action("choose", ("award", s)) for s in SUITS),
    Action("choose", ("misere",)),
)
