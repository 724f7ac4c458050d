"""Two Way Street, basic level: hand-written play in the manner of a sound player
(``two_way_street.txt`` part 2, D-tws-1..6).

- Counting (:class:`Table`): the outstanding cards are the pack minus this seat's hand, every card
  played this hand (tricks lie in the ``won`` zones, seen by all) and the cards it buried that are
  still in the deck (``view.deck_known``); cards it buried that another seat drew are known to be
  there (``view.known_in_hands``); ``view.voids`` tells who can no longer follow a suit. An
  outstanding card lies in a given hand with the chance hand size / hidden places.
- Card value (:meth:`Table.value`): how likely a card is to take a trick later: a red joker
  always, a black (or alike) joker unless the red one is out, a suit card by how many outstanding
  cards of its suit rank above it.
- Declaring (rule 2b): the tricks the hand should take as high against the tricks it cannot avoid
  as low, after the exchange it will make, weighed by the declarations already made (trick takers
  share the tricks); raw score high = tricks, low = N - tricks (D-tws-5).
- Exchange: high buries its lowest cards, low its most dangerous (jokers and top cards first).
- Duel bids (D-tws-6): the direction with the larger expected margin, the strength a little under
  it (the strength is paid in pre-tricks).
- Play: each legal card's chance to win the trick if played now (it must beat the cards already
  down, then survive the seats still to play: their outstanding higher cards and jokers, unless
  they are void). High wins as cheaply as is likely, cashes sure winners on lead, keeps jokers for
  tricks it cannot win otherwise, and throws its cheapest card on a lost trick. Low ducks with
  its highest losing card, dumps its most dangerous card when void (a joker under a higher or
  earlier joker is free), wins with its most dangerous card when the trick is its own anyway, and
  leads the card least likely to win.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.actions import Action
from games.cards import Card
from games.core import View
from games.two_way_street import TwoWayStreetView
from games.two_way_street.facts import LOW_BASE

from .table import Table, joker_key

DECLARE_BIAS = -0.75
DUEL_HIGH_BIAS = 1.0
DUEL_STRENGTH_DIVISOR = 6.0
MAX_STRENGTH = 5


# -- declaring, bidding, exchange ----------------------------------------------------------------


def estimates(table: Table) -> tuple[float, float]:
    """(tricks expected as high, tricks not avoidable as low), after the exchange."""
    values = sorted(table.value(c) for c in table.hand)
    fresh = sum(table.value(c) * k for c, k in table.outstanding.items()) / max(1, sum(table.outstanding.values()))
    # High buries its two weakest cards; low its two most dangerous; both draw two fresh ones.
    high = sum(values[2:]) + 2 * fresh
    dangers = sorted(_danger(table, c) for c in table.hand)
    low = sum(dangers[:-2]) + 2 * fresh * 0.6
    lead_cap = 10 / table.n + sum(1 for c in table.hand if c.is_joker) + 1.5
    return min(high, lead_cap + 2), low


def _danger(table: Table, c: Card) -> float:
    """How likely ``c`` takes a trick for a player who wants none (jokers always do)."""
    v = table.value(c)
    return v if c.is_joker else v * 0.7


# Tricks taken against the hand estimates, fitted on 200 matches of each player count in which
# the basic player's estimates met random declarations: per player count, for high (estimate,
# each other high player, constant) and the same for low.
TRICK_MODEL: dict[int, tuple[tuple[float, float, float], tuple[float, float, float]]] = {
    3: ((0.58, -1.89, 4.29), (0.48, -0.84, 1.95)),
    4: ((0.70, -0.99, 3.21), (0.46, -0.58, 1.65)),
    5: ((0.66, -0.56, 2.62), (0.27, -0.45, 1.49)),
    6: ((0.66, -0.56, 2.46), (0.19, -0.23, 1.01)),
    7: ((0.65, -0.44, 2.15), (0.15, -0.16, 0.80)),
    8: ((0.65, -0.32, 1.87), (0.12, -0.09, 0.61)),
}


def expected_raw(table: Table) -> tuple[float, float]:
    """The raw scores (D-tws-5) this hand should make declaring high and declaring low, given the
    declarations already made (the undeclared seats counted as even chances)."""
    n = table.n
    high_est, low_est = estimates(table)
    declared = [d for s, d in enumerate(table.view.directions) if s != table.me and d]
    other_highs = declared.count("high") + (n - 1 - len(declared)) / 2
    (ah, bh, ch), (al, bl, cl) = TRICK_MODEL[n]
    tricks_high = ah * high_est + bh * other_highs + ch
    tricks_low = al * low_est + bl * other_highs + cl
    return tricks_high, LOW_BASE[n] - tricks_low


def _declare(table: Table, legal: Sequence[Action]) -> Action:
    raw_high, raw_low = expected_raw(table)
    want = "high" if raw_high > raw_low + DECLARE_BIAS else "low"
    return _pick(legal, f"declare {want}")


def _bid(table: Table, legal: Sequence[Action]) -> Action:
    """D-tws-6: the direction with the larger expected margin of tricks; the strength is paid in
    pre-tricks, so it is bid only as high as the margin clearly covers (measured: strength 1
    unless the margin is large)."""
    high, low = estimates(table)
    margin_high = 2 * high - 10  # my tricks minus the other's, of ten
    margin_low = 10 - 2 * low
    direction, margin = ("high", margin_high) if margin_high + DUEL_HIGH_BIAS >= margin_low else ("low", margin_low)
    strength = max(1, min(MAX_STRENGTH, round(margin / DUEL_STRENGTH_DIVISOR)))
    return _pick(legal, f"bid {direction} {strength}")


def _bury(table: Table, legal: Sequence[Action]) -> Action:
    def cost(a: Action) -> tuple[float, int]:
        c = a.card
        assert c is not None
        if table.direction == "low":
            return (-_danger(table, c), -c.rank)
        length = table.lengths.get(c.suit, 0) if not c.is_joker else 0
        return (table.value(c) + 0.01 * length, c.rank)

    return min(legal, key=cost)


def _pick(legal: Sequence[Action], text: str) -> Action:
    for a in legal:
        if str(a) == text:
            return a
    return legal[0]


# -- play ---------------------------------------------------------------------------------------


def _play(table: Table, legal: Sequence[Action]) -> Action:
    options: list[tuple[Action, Card, float, float]] = []
    for a in legal:
        # A play names its card, and the suit chosen under a led joker when it names one (rule 2c).
        args = a.args
        c = args[0]
        assert isinstance(c, Card)
        chosen = args[1] if len(args) > 1 else None
        assert chosen is None or isinstance(chosen, str)
        options.append((a, c, table.win_chance(c, chosen), table.value(c)))
    if table.direction == "low":
        return _play_low(table, options)
    return _play_high(table, options)


def _play_high(table: Table, options: list[tuple[Action, Card, float, float]]) -> Action:
    suit_cards = [o for o in options if not o[1].is_joker]
    likely = [o for o in suit_cards if o[2] >= 0.55]
    if likely:
        if not table.trick:
            # On lead: cash the surest winner (the cheapest of the sure ones).
            top = max(o[2] for o in likely)
            sure = [o for o in likely if o[2] >= top - 0.05]
            return min(sure, key=lambda o: (o[3], o[1].rank))[0]
        # Following: the cheapest card likely to hold the trick.
        return min(likely, key=lambda o: (o[3], o[1].rank))[0]
    jokers = [o for o in options if o[1].is_joker and o[2] >= 0.55]
    if jokers and table.trick:
        # No suit card wins: a joker takes the trick (the black one first when it is enough).
        return min(jokers, key=lambda o: (joker_key(o[1]), -o[2]))[0]
    if suit_cards:
        chance = max(suit_cards, key=lambda o: o[2])
        if chance[2] >= 0.3:
            return chance[0]
        # A lost trick: throw the cheapest card.
        return min(suit_cards, key=lambda o: (o[3], o[1].rank))[0]
    return min(options, key=lambda o: (joker_key(o[1]), -o[2]))[0]


def _play_low(table: Table, options: list[tuple[Action, Card, float, float]]) -> Action:
    losing = [o for o in options if o[2] == 0.0]
    if losing:
        # Duck: shed the most dangerous card that cannot win this trick.
        return max(losing, key=lambda o: (_danger(table, o[1]), o[1].rank))[0]
    if not table.later_seats() and table.trick:
        # The trick is mine anyway: win it with the card most likely to win later.
        return max(options, key=lambda o: (_danger(table, o[1]), o[1].rank))[0]
    # Play the card most likely to be beaten; among near ties, the most dangerous one.
    low = min(o[2] for o in options)
    near = [o for o in options if o[2] <= low + 0.1]
    return max(near, key=lambda o: (_danger(table, o[1]) if not o[1].is_joker else -1.0, -o[2]))[0]


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """One of ``legal`` for the seat whose view is ``view`` (never the State)."""
    assert isinstance(view, TwoWayStreetView)
    if len(legal) == 1:
        return legal[0]
    table = Table(view)
    verb = legal[0].verb
    if verb == "declare":
        return _declare(table, legal)
    if verb == "bid":
        return _bid(table, legal)
    if verb == "bury":
        return _bury(table, legal)
    return _play(table, legal)


__all__ = ["Table", "choose", "estimates"]
