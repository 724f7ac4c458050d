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
from collections.abc import Iterable, Sequence
from itertools import combinations

from games.actions import Action
from games.cards import Card
from games.core import View
from games.king import AWARD_GAMES, PACK, PENALTY_GAMES, KingView, penalty_values, undiscardable

SUITS = ("C", "D", "H", "S")
FULL = frozenset(PACK)
KH = Card(13, "H")

# The estimators' mean and spread over random hands of the contractor (10 cards; measured with
# ``python -c "import ai.basic_king as b; b.calibrate()"``), in points of relative gain.
BASELINE: dict[str, tuple[float, float]] = {
    "no-tricks": (-4.1, 7.4),
    "no-hearts": (-2.8, 12.4),
    "no-jacks": (-7.6, 9.1),
    "no-queens": (-9.4, 8.5),
    "no-last-two": (-4.1, 7.4),
    "no-king": (-14.8, 11.2),
    "award": (42.2, 28.0),
}
OPTION_WEIGHT = 0.25  # option value per sqrt(rounds left to wait), in units of spread
DANGER_BY_HIGHER = (1.0, 0.55, 0.3, 0.15, 0.07, 0.03)


# -- counting --------------------------------------------------------------------------------------


def unseen_cards(view: KingView) -> set[Card]:
    """The cards this seat has not seen: in the other hands, or face down (kitty, discards)."""
    seen = set(view.hand)
    for cs in view.zones.values():
        seen.update(c for c in cs if c is not None)
    return set(FULL - seen)


def opponents(view: KingView) -> list[int]:
    return [s for s in range(view.players) if s != view.seat and s != view.sitting_out]


def power(c: Card, misere: bool) -> int:
    """A card's strength in a trick: its rank, or the rank upside down in misère (D-king-2)."""
    return 21 - c.rank if misere else c.rank


# -- hand estimates ---------------------------------------------------------------------------------


def danger(hand: Sequence[Card], unseen: Iterable[Card], void_opps: dict[str, int], opps: int = 2) -> dict[Card, float]:
    """For each card of ``hand``, how likely it wins a trick when its holder wants to lose it.

    ``void_opps[suit]`` counts the opponents known void in the suit."""
    unseen_by_suit: dict[str, list[int]] = {s: [] for s in SUITS}
    for c in unseen:
        unseen_by_suit[c.suit].append(c.rank)
    out: dict[Card, float] = {}
    for suit in SUITS:
        mine = sorted((c for c in hand if c.suit == suit), key=lambda c: c.rank)
        if not mine:
            continue
        theirs = unseen_by_suit[suit]
        holders = opps - void_opps.get(suit, 0)
        u = len(theirs)
        for k, c in enumerate(mine):
            if holders <= 0 or u == 0:
                out[c] = 0.9
                continue
            higher = sum(1 for r in theirs if r > c.rank)
            d = DANGER_BY_HIGHER[min(higher, len(DANGER_BY_HIGHER) - 1)]
            # By the k-th round of the suit the opponents have followed with 2k cards.
            if 2 * k >= u:
                d = max(d, 0.7)
            out[c] = d
    return out


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


def expected_penalty(game: str, hand: Sequence[Card], unseen: Iterable[Card], view: KingView) -> float:
    """The penalty points the hand should take in penalty game ``game``."""
    unseen = list(unseen)
    d = danger(hand, unseen, {})
    tricks = min(sum(d.values()), 10.0)
    if game in ("no-tricks", "no-last-two"):
        return 4.0 * tricks
    values = penalty_values(game, view.options)
    if not values:
        return 0.0
    unit = next(iter(values.values()))
    mine = [c for c in hand if c in values]
    others = len(values) - len(mine)
    pool = max(1, len(unseen))
    if game == "no-hearts":
        taken = sum(d[c] * 2.2 for c in mine) + sum(d[c] for c in hand if c.suit != "H") * 0.45 * others / 8
        return unit * min(float(len(values)), taken)
    slough = 2.0 * others / pool * 1.5
    taken = sum(d[c] for c in mine) + sum(d[c] for c in hand if c not in values) * slough
    return unit * min(float(len(values)), taken)


def contract_values(view: KingView, hand: Sequence[Card], unseen: Iterable[Card]) -> dict[str, float]:
    """The relative gain each game (and each award declaration) promises for ``hand``."""
    unseen = list(unseen)
    out: dict[str, float] = {}
    for game in PENALTY_GAMES:
        out[game] = 20.0 - 1.5 * expected_penalty(game, hand, unseen, view)
    for word in AWARD_GAMES:
        for trump in (None, *SUITS):
            text = word if trump is None else f"{word} {trump}"
            out[text] = 18.0 * expected_tricks(hand, unseen, trump, word == "misere") - 60.0
    return out


# -- choosing the game -------------------------------------------------------------------------------


def _rounds_left(view: KingView) -> int:
    chart = view.chart
    if chart is None:
        return 0
    return max(0, (chart.deals_total - view.hand_no) // view.players)


def _choose(view: KingView, legal: Sequence[Action]) -> Action:
    hand = list(view.hand)
    known_kitty = [c for c in view.zones.get("kitty", ()) if c is not None]
    unseen = unseen_cards(view)
    values = contract_values(view, hand + known_kitty, unseen - set(known_kitty))
    wait = OPTION_WEIGHT * math.sqrt(_rounds_left(view))
    best: tuple[float, str] | None = None
    for a in legal:
        text = " ".join(str(x) for x in a.args)
        key = "award" if a.args[0] in AWARD_GAMES else str(a.args[0])
        mean, spread = BASELINE[key]
        fit = values[text] - mean - wait * spread
        if best is None or fit > best[0]:
            best = (fit, str(a))
    assert best is not None
    return next(a for a in legal if str(a) == best[1])


# -- discards -----------------------------------------------------------------------------------------


def _hand_value(view: KingView, hand: Sequence[Card], unseen: Iterable[Card]) -> float:
    game = view.game_key or ""
    if game in AWARD_GAMES:
        return expected_tricks(hand, unseen, view.trump, game == "misere") * 18.0
    return -1.5 * expected_penalty(game, hand, unseen, view)


def _discard(view: KingView, legal: Sequence[Action]) -> Action:
    hand = list(view.hand)
    banned = undiscardable(view.game_key or "", view.options)
    free = [c for c in hand if c not in banned]
    unseen = unseen_cards(view)
    need = len(hand) - 10
    best: tuple[float, tuple[Card, ...]] | None = None
    for pair in combinations(free, need):
        rest = [c for c in hand if c not in pair]
        value = _hand_value(view, rest, unseen)
        if best is None or value > best[0]:
            best = (value, pair)
    assert best is not None
    target = max(best[1], key=lambda c: c.rank)
    return next(a for a in legal if a.card == target)


# -- play ---------------------------------------------------------------------------------------------


def _trick(view: KingView) -> list[tuple[int, Card]]:
    return [(s, c) for s, c in zip(view.trick_seats, view.zones["trick"], strict=False) if c is not None]


def _current_best(trick: list[tuple[int, Card]], trump: str | None, misere: bool) -> Card:
    led = trick[0][1].suit
    suit = trump if trump is not None and any(c.suit == trump for _, c in trick) else led
    cands = [c for _, c in trick if c.suit == suit]
    return max(cands, key=lambda c: power(c, misere))


def _beats(c: Card, best: Card, trump: str | None, misere: bool) -> bool:
    if c.suit == best.suit:
        return power(c, misere) > power(best, misere)
    return trump is not None and c.suit == trump


def _void_counts(view: KingView) -> dict[str, int]:
    counts = {s: 0 for s in SUITS}
    for o in opponents(view):
        for s in view.voids[o]:
            counts[s] += 1
    return counts


def _play_penalty(view: KingView, cards: list[Card]) -> Card:
    """Duck in a penalty game: lose the trick, shed danger, dump the penalty cards on others."""
    game = view.game_key or ""
    values = penalty_values(game, view.options)
    unseen = unseen_cards(view)
    hand = list(view.hand)
    d = danger(hand, unseen, _void_counts(view), len(opponents(view)))
    trick = _trick(view)
    played = view.tricks_played
    early_nlt = game == "no-last-two" and played < 6
    if not trick:
        if early_nlt:
            # Winning now is free: cash the high cards so none is left for tricks 9 and 10.
            return max(cards, key=lambda c: (d.get(c, 0.0), c.rank))
        # Lead the card least likely to win, keeping penalty cards back.
        return min(cards, key=lambda c: (c in values, d.get(c, 0.0), c.rank))
    led = trick[0][1].suit
    best = _current_best(trick, None, False)
    last = len(trick) == 2
    trick_penalty = any(c in values for _, c in trick)
    following = cards[0].suit == led
    if not following:
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
        return max(losers, key=lambda c: c.rank)
    # Forced to win: win with the highest card, keeping the penalty cards back.
    return max(cards, key=lambda c: (c not in values, c.rank))


def _play_award(view: KingView, cards: list[Card]) -> Card:
    """Take tricks: win as cheaply as is sure, cash masters, draw trumps, throw the cheapest."""
    misere = view.game_key == "misere"
    trump = view.trump
    unseen = unseen_cards(view)
    trick = _trick(view)
    hand = list(view.hand)

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
    last = len(trick) == n_opp
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


__all__ = ["choose", "contract_values", "danger", "expected_penalty", "expected_tricks"]
