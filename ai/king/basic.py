"""King, basic level: hand-written play in the manner of a sound player (``king.txt``, D-king-1..7).

- Counting: the cards still unseen are the pack minus this seat's hand and every card it has
  seen (tricks taken lie face up in the ``won`` zones; the contractor knows its discards; SK
  shows the kitty). ``view.voids`` tells which opponent can no longer follow a suit.
- Danger (:func:`danger`): how likely a card is to win a trick its holder would rather lose:
  by the unseen cards of its suit above it, and by how long the suit lasts against the opponents
  (a long suit's last cards win once the others are void).
- Contract (the choose action): every open game of the pool is valued for the hand, as the gain
  over the average of the two others (a penalty game of 40 points: 20 - 1.5 x the penalty the
  hand expects; an award game of 120: 18 x the tricks it expects - 60), and measured against what
  that game is worth on an average hand (:data:`BASELINE`), plus an option value for games with
  a wide spread when rounds remain to wait for a better hand. The best fit is chosen; an award
  game with its best declaration (plain, a trump, misère, misère with a trump).
- Discards: the two cards whose removal leaves the best hand for the game chosen (penalty cards
  of the game are never offered, D-king-3).
- Penalty games: duck (play the highest card that still loses), shed the most dangerous card when
  void (the game's penalty cards first: dumped on the trick's winner), win a clean trick with a
  high card when last to play, and lead the safest low card. In No Last Two the early tricks are
  used to get rid of high cards. Award games: win as cheaply as is sure, cash masters, draw
  trumps when long in them, and throw the cheapest card on a lost trick; misère turns the ranks
  upside down (the lowest wins).
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import combinations

from games.actions import Action
from games.cards import Card
from games.core import View
from games.king import KingView
from games.king.facts import AWARD_GAMES, PENALTY_GAMES, penalty_values
from games.tricks import beats, trick_winner

from .sides import my_places, opponents, partner, playing_hand, their_cards, unseen_cards

SUITS = ("C", "D", "H", "S")
KH = Card(13, "H")

# Each game's predicted gain over random hands of the contractor: mean and spread (for an award
# game the best declaration's), measured with ``python -c "import ai.king.basic as b; print(b.calibrate())"``.
BASELINE: dict[str, tuple[float, float]] = {
    "no-tricks": (3.4, 7.2),
    "no-hearts": (2.7, 8.2),
    "no-jacks": (-0.3, 9.0),
    "no-queens": (0.7, 9.0),
    "no-last-two": (4.4, 8.3),
    "no-king": (1.7, 9.4),
    "award": (41.4, 15.9),
}
OPTION_WEIGHT = 0.25  # option value per sqrt(rounds left to wait), in units of spread
DANGER_BY_HIGHER = (1.0, 0.55, 0.3, 0.15, 0.07, 0.03)


# -- counting --------------------------------------------------------------------------------------


def power(c: Card, misere: bool) -> int:
    """A card's strength in a trick: its rank, or the rank upside down in misère (D-king-2)."""
    return 21 - c.rank if misere else c.rank


# -- hand estimates ---------------------------------------------------------------------------------


def danger(hand: Sequence[Card], unseen: Iterable[Card], void_opps: dict[str, int], opps: int = 2) -> dict[Card, float]:
    """For each card of ``hand``, how likely it wins a trick when its holder wants to lose it.

    ``void_opps[suit]`` counts the opponents known void in the suit."""
    theirs_by: dict[str, list[int]] = {"C": [], "D": [], "H": [], "S": []}
    for c in unseen:
        theirs_by[c.suit].append(c.rank)
    mine_by: dict[str, list[Card]] = {"C": [], "D": [], "H": [], "S": []}
    for c in hand:
        mine_by[c.suit].append(c)
    out: dict[Card, float] = {}
    for suit in SUITS:
        mine = mine_by[suit]
        if not mine:
            continue
        if len(mine) > 1:
            mine.sort(key=_rank)
        theirs = theirs_by[suit]
        u = len(theirs)
        if opps - void_opps.get(suit, 0) <= 0 or u == 0:
            for c in mine:
                out[c] = 0.9
            continue
        theirs.sort()
        for k, c in enumerate(mine):
            # The unseen cards above it; by the k-th round of the suit the opponents have
            # followed with 2k cards.
            d = DANGER_BY_HIGHER[min(u - bisect_right(theirs, c.rank), _LAST)]
            out[c] = max(d, 0.7) if 2 * k >= u else d
    return out


def _rank(c: Card) -> int:
    return c.rank


_LAST = len(DANGER_BY_HIGHER) - 1


def _suit_tricks(mine: list[int], theirs: list[int]) -> float:
    """Tricks my cards (powers) of one suit take when it is played out, against the unseen ones
    split between two hands: cash a card above all theirs, else give my lowest to their highest."""
    my = sorted(mine)
    op = sorted(theirs)
    tricks = 0.0
    while my:
        if not op or my[-1] > op[-1]:
            my.pop()
            tricks += 1.0
            del op[:2]
        else:
            my.pop(0)
            op.pop()
            if op:
                op.pop(0)
    return tricks


def expected_tricks(hand: Sequence[Card], unseen: Iterable[Card], trump: str | None, misere: bool) -> float:
    """Tricks the hand should take in an award game (D-king-2): each suit played out against the
    unseen cards, side winners discounted when a trump may ruff them, and ruffs from short suits."""
    unseen = list(unseen)
    tricks = 0.0
    lengths = {s: 0 for s in SUITS}
    for c in hand:
        lengths[c.suit] += 1
    for suit in SUITS:
        mine = [power(c, misere) for c in hand if c.suit == suit]
        theirs = [power(c, misere) for c in unseen if c.suit == suit]
        t = _suit_tricks(mine, theirs)
        if trump is not None and suit != trump:
            t *= 0.8
        tricks += t
    if trump is not None:
        n_trump = lengths[trump]
        their_trumps = sum(1 for c in unseen if c.suit == trump)
        spare = max(0.0, n_trump - their_trumps / 2)
        shortness = sum(max(0, 2 - lengths[s]) for s in SUITS if s != trump)
        tricks += 0.7 * min(spare, shortness)
    return min(tricks, 10.0)


def penalty_features(game: str, hand: Sequence[Card], unseen: Sequence[Card], view: KingView) -> list[float]:
    """The hand's features for penalty game ``game`` (the inputs of :data:`PENALTY_COEF`)."""
    d = danger(hand, unseen, {})
    values = _penalties(game, view)
    lengths = {s: 0 for s in SUITS}
    for c in hand:
        lengths[c.suit] += 1
    ranks = [0.0] * 7  # aces .. eights
    for c in hand:
        if c.rank >= 8:
            ranks[14 - c.rank] += 1
    pen = [c for c in hand if c in values]
    protect = sum(1 for p in pen for c in hand if c.suit == p.suit and c.rank < p.rank)
    above = sum(1 for p in pen for c in hand if c.suit == p.suit and c.rank > p.rank)
    return [
        1.0,
        sum(d.values()),
        *ranks,
        float(sum(1 for n in lengths.values() if n == 0)),
        float(sum(1 for n in lengths.values() if n == 1)),
        float(sum(1 for n in lengths.values() if n == 2)),
        float(max(lengths.values())),
        float(len(pen)),
        sum(d[c] for c in pen),
        float(protect),
        float(above),
        float(lengths["H"]),
    ]


def award_features(hand: Sequence[Card], unseen: Sequence[Card], trump: str | None, misere: bool) -> list[float]:
    """The hand's features for an award game (the inputs of :data:`AWARD_COEF`)."""
    lengths = {s: 0 for s in SUITS}
    for c in hand:
        lengths[c.suit] += 1
    top = sum(1 for c in hand if power(c, misere) >= 13)
    trump_len = float(lengths[trump]) if trump else 0.0
    trump_top = float(sum(1 for c in hand if c.suit == trump and power(c, misere) >= 12)) if trump else 0.0
    side = [s for s in SUITS if s != trump]
    return [
        1.0,
        expected_tricks(hand, unseen, trump, misere),
        float(top),
        trump_len,
        trump_top,
        float(sum(1 for s in side if lengths[s] == 0)),
        float(sum(1 for s in side if lengths[s] == 1)),
        float(max(lengths.values())),
    ]


# Linear models of a contractor's gain over the average of the two others (20 - 1.5 x penalty;
# 18 x tricks - 60), fitted to the features above by ridge regression over 30,000 deals of basic
# play after a random choice of game (test correlations 0.3-0.5 for penalty games, 0.55-0.7 for
# award games).
PENALTY_COEF: dict[str, tuple[float, ...]] = {
    "no-tricks": (
        38.186,
        -2.58,
        -2.902,
        -4.618,
        -4.837,
        -4.478,
        -2.879,
        -1.578,
        -0.011,
        5.567,
        1.858,
        -0.036,
        0.24,
        0.0,
        0.0,
        0.0,
        0.0,
        -0.243,
    ),
    "no-hearts": (
        33.203,
        -2.24,
        -3.337,
        -5.253,
        -5.122,
        -4.923,
        -3.59,
        -2.222,
        -0.278,
        9.868,
        6.563,
        2.807,
        -1.358,
        1.0,
        -2.131,
        0.551,
        0.551,
        1.0,
    ),
    "no-jacks": (
        30.352,
        -2.592,
        -2.998,
        -4.617,
        -4.992,
        -3.768,
        -2.141,
        -0.712,
        -0.122,
        10.234,
        5.252,
        2.491,
        0.197,
        -3.768,
        -3.745,
        0.376,
        0.59,
        0.283,
    ),
    "no-queens": (
        25.55,
        -2.033,
        -2.159,
        -3.129,
        -5.334,
        -2.871,
        -2.027,
        -0.874,
        0.978,
        5.605,
        1.208,
        0.228,
        1.2,
        -5.334,
        -0.472,
        1.938,
        -0.191,
        -0.192,
    ),
    "no-last-two": (
        64.987,
        -1.713,
        -4.831,
        -7.014,
        -7.928,
        -8.251,
        -6.963,
        -5.783,
        -2.648,
        9.992,
        6.207,
        1.774,
        -1.685,
        0.0,
        0.0,
        0.0,
        0.0,
        -0.111,
    ),
    "no-king": (
        17.809,
        -0.923,
        -4.848,
        -5.724,
        -5.026,
        -4.787,
        -3.03,
        -1.827,
        1.493,
        -0.338,
        0.602,
        0.241,
        2.016,
        13.834,
        -9.569,
        1.349,
        10.91,
        2.009,
    ),
}
AWARD_COEF: dict[str, tuple[float, ...]] = {
    "award": (-47.36, 7.449, 11.458, 0.0, 0.0, -8.342, -3.657, 0.254),
    "award T": (-46.315, 3.268, 8.691, 14.155, 1.705, -1.333, -1.692, -3.827),
    "misere": (-48.002, 7.263, 11.211, 0.0, 0.0, -3.628, -4.386, 0.497),
    "misere T": (-51.131, 2.607, 9.075, 13.906, 3.216, -3.055, -2.819, -2.377),
}


def _dot(w: Sequence[float], f: Sequence[float]) -> float:
    return sum(a * b for a, b in zip(w, f, strict=True))


def game_value(view: KingView, text: str, hand: Sequence[Card], unseen: Sequence[Card]) -> float:
    """The gain the contract ``text`` (``no-hearts``, ``award H``, ``misere``) promises for ``hand``."""
    words = text.split()
    if words[0] in AWARD_GAMES:
        trump = words[1] if len(words) > 1 else None
        key = words[0] + (" T" if trump else "")
        return _dot(AWARD_COEF[key], award_features(hand, unseen, trump, words[0] == "misere"))
    return _dot(PENALTY_COEF[words[0]], penalty_features(words[0], hand, unseen, view))


def contract_values(view: KingView, hand: Sequence[Card], unseen: Iterable[Card]) -> dict[str, float]:
    """The gain each game (and each award declaration) promises for ``hand``."""
    pool = sorted(unseen)
    texts = [*PENALTY_GAMES] + [w if t is None else f"{w} {t}" for w in AWARD_GAMES for t in (None, *SUITS)]
    return {t: game_value(view, t, hand, pool) for t in texts}


# -- choosing the game -------------------------------------------------------------------------------


def _rounds_left(view: KingView) -> int:
    chart = view.chart
    if chart is None:
        return 0
    return max(0, (chart.deals_total - view.hand_no) // view.players)


def _choose(view: KingView, legal: Sequence[Action]) -> Action:
    """The open game that fits the hand best against its average (and the rounds left to wait)."""
    return _by_fit(view, legal)[0]


def _by_fit(view: KingView, legal: Sequence[Action]) -> list[Action]:
    """The open games of ``legal``, the best fit first (the first of equals first)."""
    hand = list(view.hand)
    known_kitty = {c for c in view.zones.get("kitty", ()) if c is not None}  # SK
    unseen = sorted(unseen_cards(view) - known_kitty)
    wait = OPTION_WEIGHT * math.sqrt(_rounds_left(view))

    def fit(a: Action) -> float:
        text = " ".join(str(x) for x in a.args)
        mean, spread = BASELINE["award" if a.args[0] in AWARD_GAMES else str(a.args[0])]
        return game_value(view, text, hand, unseen) - mean - wait * spread

    return sorted(legal, key=lambda a: -fit(a))


def ranked(view: View, legal: Sequence[Action]) -> list[Action]:
    """The games of ``legal`` in this player's order of preference, the best first (the expert
    weighs the best few against one another: with each award game's trump, a contractor may have
    up to sixteen games to choose from, twice the search's candidates); empty when the choice is
    not the game."""
    assert isinstance(view, KingView)
    return _by_fit(view, legal) if view.phase == "choose" else []


# -- discards -----------------------------------------------------------------------------------------


def _hand_value(view: KingView, hand: Sequence[Card], unseen: Sequence[Card]) -> float:
    return game_value(view, view.contract or "", hand, unseen)


def _discard(view: KingView, legal: Sequence[Action]) -> Action:
    """The card of the best pair to throw out: the six cards whose single removal helps most,
    then the best pair among them (D-king-3 keeps the penalty cards out of ``legal``)."""
    hand = list(view.hand)
    free = [a.card for a in legal if a.card is not None]
    unseen = sorted(unseen_cards(view))
    need = len(hand) - 10
    singles = sorted(free, key=lambda c: -_hand_value(view, [x for x in hand if x != c], unseen))
    best: tuple[float, tuple[Card, ...]] | None = None
    for group in combinations(singles[:6], need):
        rest = [c for c in hand if c not in group]
        value = _hand_value(view, rest, unseen)
        if best is None or value > best[0]:
            best = (value, group)
    assert best is not None
    target = max(best[1], key=lambda c: c.rank)
    return next(a for a in legal if a.card == target)


# -- play ---------------------------------------------------------------------------------------------


def _trick(view: KingView) -> list[tuple[int, Card]]:
    return [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=False) if c is not None]


def _current_best(trick: list[tuple[int, Card]], trump: str | None, misere: bool) -> Card:
    cards = [c for _, c in trick]
    return cards[trick_winner(cards, trump, lowest=misere)]


def _beats(c: Card, best: Card, trump: str | None, misere: bool) -> bool:
    return beats(c, best, trump, lowest=misere)


_PENALTIES: dict[tuple[str, bool], dict[Card, int]] = {}


def _penalties(game: str, view: KingView) -> dict[Card, int]:
    """``penalty_values`` of ``game``, made once per game and option (only read, never changed)."""
    key = (game, view.options.kings_as_boys)
    values = _PENALTIES.get(key)
    if values is None:
        values = _PENALTIES[key] = penalty_values(game, view.options)
    return values


def _void_counts(view: KingView) -> dict[str, int]:
    counts = {s: 0 for s in SUITS}
    for o in opponents(view):
        for s in view.voids[o]:
            counts[s] += 1
    return counts


def _play_penalty(view: KingView, cards: list[Card]) -> Card:
    """Duck in a penalty game: lose the trick, shed danger, dump the penalty cards on others."""
    game = view.game_key or ""
    values = _penalties(game, view)
    unseen = their_cards(view)
    hand = playing_hand(view)
    voids = _void_counts(view)
    d = danger(hand, unseen, voids, len(opponents(view)))
    trick = _trick(view)
    ally = partner(view)
    played = view.tricks_played
    early_nlt = game == "no-last-two" and played < 6
    if not trick:
        if early_nlt:
            # Winning now is free: cash the high cards so none is left for tricks 9 and 10.
            return max(cards, key=lambda c: (d.get(c, 0.0), c.rank))
        # Lead the card least likely to win, keeping penalty cards back.
        risk = 0.5 if values else 0.0
        return min(cards, key=lambda c: (c in values, d.get(c, 0.0) * (1 + risk * voids[c.suit]), c.rank))
    led = trick[0][1].suit
    best = _current_best(trick, None, False)
    last = len(trick) == 2
    trick_penalty = any(c in values for _, c in trick)
    following = cards[0].suit == led
    if not following:
        if ally is not None and trick[[c for _, c in trick].index(best)][0] == ally:
            # Void while our other hand holds the trick: what falls on it is ours; shed danger only.
            return max(cards, key=lambda c: (c not in values, d.get(c, 0.0), c.rank))
        # Void: the trick goes to someone else. Dump a penalty card, else the most dangerous card.
        return max(cards, key=lambda c: (c in values, values.get(c, 0), d.get(c, 0.0), c.rank))
    losers = [c for c in cards if c.rank < best.rank]
    winners = [c for c in cards if c.rank > best.rank]
    clean = last and not trick_penalty and game not in ("no-tricks", "no-last-two")
    if winners and (early_nlt or clean):
        # The trick is clean (or harmless so early): take it with the highest card, shedding danger.
        safe = [c for c in winners if c not in values]
        if safe:
            return max(safe, key=lambda c: c.rank)
    if losers:
        return max(losers, key=lambda c: (c in values, c.rank))
    # Forced to win: win with the highest card, keeping the penalty cards back.
    return max(cards, key=lambda c: (c not in values, c.rank))


def _play_award(view: KingView, cards: list[Card]) -> Card:
    """Take tricks: win as cheaply as is sure, cash masters, draw trumps, throw the cheapest."""
    misere = view.game_key == "misere"
    trump = view.trump
    unseen = their_cards(view)
    trick = _trick(view)
    hand = playing_hand(view)
    ally = partner(view)

    def pw(c: Card) -> int:
        return power(c, misere)

    def master(c: Card) -> bool:
        return not any(u.suit == c.suit and pw(u) > pw(c) for u in unseen)

    def cheapest(cs: Iterable[Card]) -> Card:
        return min(cs, key=lambda c: (c.suit == trump, master(c), pw(c)))

    voids = _void_counts(view)
    n_opp = len(opponents(view))
    if not trick:
        their_trumps = [u for u in unseen if u.suit == trump] if trump else []
        my_trumps = [c for c in cards if c.suit == trump] if trump else []
        if my_trumps and their_trumps and len(my_trumps) >= len(their_trumps):
            return max(my_trumps, key=pw)  # draw trumps
        masters = [c for c in cards if master(c) and (trump is None or c.suit == trump or voids[c.suit] == 0)]
        if masters:
            return max(masters, key=lambda c: (c.suit != trump, pw(c)))
        # Lead low from the longest side suit, to set up its later cards.
        lengths = {s: sum(1 for c in hand if c.suit == s) for s in SUITS}
        return min(cards, key=lambda c: (c.suit == trump, -lengths[c.suit], pw(c)))
    best = _current_best(trick, trump, misere)
    last = len(trick) == n_opp + len(my_places(view)) - 1
    holder = trick[[c for _, c in trick].index(best)][0]
    if ally is not None and holder == ally and (last or master(best)):
        return cheapest(cards)  # our other hand has the trick: do not overtake it
    wins = [c for c in cards if _beats(c, best, trump, misere)]
    if not wins:
        return cheapest(cards)
    if last:
        return min(wins, key=lambda c: (c.suit == trump, pw(c)))
    # Not last: the next player may still overtake; use a card no unseen card of its suit beats
    # (a trump is safe when the next player still follows the led suit).
    led = trick[0][1].suit
    sure = [c for c in wins if master(c) and (c.suit == trump or trump is None or voids[led] == 0)]
    if sure:
        return min(sure, key=lambda c: (c.suit == trump, pw(c)))
    return max(wins, key=lambda c: (c.suit != trump, pw(c))) if trick[0][1].suit == cards[0].suit else cheapest(wins)


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """The basic King player's action: one of ``legal``, from ``view`` alone."""
    assert isinstance(view, KingView)
    if len(legal) == 1:
        return legal[0]
    if view.phase == "choose":
        return _choose(view, legal)
    if view.phase == "discard":
        return _discard(view, legal)
    cards = [a.card for a in legal if a.card is not None]
    if view.game_key in AWARD_GAMES:
        c = _play_award(view, cards)
    else:
        c = _play_penalty(view, cards)
    return next(a for a in legal if a.card == c)


def calibrate(hands: int = 2000, seed: int = 1) -> dict[str, tuple[float, float]]:
    """The mean and spread of each game's relative value over random contractor hands (BASELINE)."""
    import statistics

    from games.king import GAME

    rng = random.Random(seed)
    samples: dict[str, list[float]] = {g: [] for g in BASELINE}
    for k in range(hands):
        state = GAME.new_match(players=3, seed=rng.getrandbits(32))
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        assert isinstance(view, KingView)
        values = contract_values(view, list(view.hand), unseen_cards(view))
        for g in PENALTY_GAMES:
            samples[g].append(values[g])
        samples["award"].append(max(v for t, v in values.items() if t.split()[0] in AWARD_GAMES))
        del k
    return {g: (round(statistics.fmean(v), 1), round(statistics.pstdev(v), 1)) for g, v in samples.items()}


__all__ = ["choose", "contract_values", "danger", "expected_tricks", "game_value", "ranked"]
