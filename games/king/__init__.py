"""King (the Russian game, preferans-style deal and score chart): ``king.txt`` and rulings D-king-1..7.

Three players (or four, D-king-7), 32 cards from seven to ace. Each deal: 10 cards to each
active player and 2 to the kitty; the contractor chooses a game from their own pool, takes the
kitty and discards two cards face down, then leads the first of 10 tricks. Penalty games charge
the hill, award games credit the bonus; a player's result is bonus minus hill (D-king-5).

Actions (canonical text, ARCHITECTURE.md):

- ``choose no-tricks`` / ``choose no-hearts`` / ``choose no-jacks`` / ``choose no-queens`` /
  ``choose no-last-two`` / ``choose no-king``: a penalty game from the contractor's pool (under
  option KB ``choose no-jacks`` is the game shown as "No Boys");
- ``choose award`` / ``choose award H`` (trump hearts) / ``choose misere`` / ``choose misere H``:
  one of the two award games of the pool (D-king-2; no ``misere H`` under option MN);
- ``discard 7C``: one of the contractor's two kitty discards (two actions, D-king-3);
- ``play QH``: a card to the trick.

Zones: ``hand0``..``hand2`` (``hand3`` with four players), ``kitty`` (2 cards; face down, shown to
all under option SK until the contractor takes it), ``trick``, ``won0``..``won2`` (``won3``: the
cards of the tricks each seat took, face up), ``out`` (the contractor's two discards: face down,
known to the contractor only until the deal is over, then revealed, D-king-3 and the text's
"discarded cards are revealed"; the reveal is a face-up CardMoved event and each deal record's
``discards``; after the last deal the ``out`` zone stays face up for everyone).

Four players (D-king-7): the form is chosen by the player count, ``new_match(players=4)``; there
is no option for it. The dealer (the seat before the contractor) sits out each deal: no cards,
no turn, no score that deal; ``hand{dealer}`` and ``won{dealer}`` stay empty. An explicit deal
then names the three active hands (``hand{s}`` for every seat but the dealer; an empty
``hand{dealer}`` list may be given too) and ``kitty``. With explicit deals seat 0 is the first
contractor, so in the four-player form seat 3 deals and sits out the first deal.

A session: every player contracts each game of their pool once, so 8 rounds of one deal per
player (24 deals with three players, 32 with four; SS: 4 games per pool, 12 or 16 deals).

The score chart is data: ``view.chart`` (a :class:`KingChart`: per seat the hill and bonus
entries with running totals, the pool with unit scores and the deal each game was played in, and
the per-deal history) and ``view.records``, one read-only dict per finished deal with the keys
``deal``, ``contractor``, ``dealer``, ``sat_out`` (four players), ``game`` (the choose word),
``contract`` (``award H``), ``name`` ("No Boys"), ``kind`` (penalty/award), ``trump``,
``points`` (per seat; None for the seat sitting out), ``tricks``, ``tricks_played``,
``ended_early`` (D-king-4), ``discards`` (revealed), and the totals after it: ``hill``,
``bonus``, ``scores`` (the results).

>>> s = GAME.new_match(players=3, seed=1)
>>> s.phase, len(s.legal_actions())
('choose', 16)
"""

from __future__ import annotations

from .facts import KingOptions
from .game import GAME, KingGame
from .rules import KingState
from .view import KingView

__all__ = ["GAME", "KingGame", "KingOptions", "KingState", "KingView"]
