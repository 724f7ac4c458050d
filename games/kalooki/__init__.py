"""Kalooki (Caribbean contract rummy): ``kalooki.txt`` with rulings D-kalooki-1..7.

Five players, three 52-card packs and six jokers (162 cards; jokers are ``JK``). A set is nine
deals ("games") with the contracts 333, 334, 344, 444, 3333, 3334, 3344, 3444, 4444 and 9 to 16
cards dealt (rules, "Deal and contracts"). Penalties left in hand are added to ``scores``: lower
is better, and the lowest total after the ninth deal wins (equal lowest totals share, D-kalooki-7).

A turn (D-kalooki-2): ``draw stock`` or ``draw discard`` (the discard only before coming down);
then, before coming down, optionally a coming-down; after it, tacking on and swaps; then
``discard 7H`` (never a joker). After a discard each seat that may call (not come down, fewer
than three calls this deal, not the next player) is asked ``call`` / ``pass`` in turn from the
seat after the next player; on a call the next player says ``allow`` (the caller takes the card
and one stock card; the next player then must ``draw stock``) or, not yet down, ``refuse`` (takes
the discard as their draw) (D-kalooki-5). Only seats that may call are asked, every one of them
in turn, people and computer seats alike.

Action space. A coming-down is built in steps, so that no list explodes:

- ``meld 5H 5S JK`` lays one meld of the coming-down (a three's natural cards in suit order, its
  jokers last; a four in run order, each joker where it stands). Offered threes: every choice of
  suits and jokers of a rank (two natural cards at least). Offered fours: every run of four or
  more cards, each joker where it stands (never two side by side), for a card the hand does not
  hold or for one it holds, to keep that card for a three or for later (D-kalooki-4, at any length
  of four). A meld is offered only when the contract can still be completed with it and the cards
  left (:func:`games.kalooki.melds.can_complete`), so the 50-point "cannot finish" penalty never
  arises (D-kalooki-3). Until ``down`` the melds are seen by their owner only: the others read
  that a meld was laid, not which, and still count its cards in the owner's hand (D-kalooki-3).
- ``down`` finishes the coming-down once the laid melds hold the contract, and shows it to every
  seat; ``take back`` returns this turn's melds to the hand before ``down``, revealing nothing.
- ``tack 7H 2.1`` (onto seat 2's first meld, melds numbered from 1 in the order laid); a joker on
  a four, and an ace that fits both ends of a four, add ``low`` or ``high``. ``swap 7H 2.1`` puts
  a real card in place of the joker standing for it in a four; the joker moves to the high end.
- Identical copies of a card are one card: every list is of distinct actions.

Sizes measured: the largest list seen in random playouts of ten whole sets was 73 actions (a
17-card hand in game 2), and 71 with the basic player at every seat (a 23-card hand in game 9).
The worst case the rules allow is a hand of twelve cards of one rank and six jokers: 1,747
threes (``test_action_space_stays_small``). A whole suit with six jokers makes 6,201 fours (a
joker may stand for a card held, D-kalooki-4), but no hand holding them can complete a contract,
so none is offered.

Ruled readings of this module:

- The stock runs out when a card must be drawn from it and none is left (a stock draw, a caller's
  extra card). The first time, the discard pile except its top card becomes the new stock; the
  second time (or when there is nothing to turn over) the deal ends with no score and the same
  dealer deals the same contract again (D-kalooki-6).
- A player whose hand holds only jokers that cannot be tacked on ends the turn without a discard
  (D-kalooki-2): the engine does it and says so.
- A player who may only draw from the stock (having come down, or after allowing a call) is still
  asked for ``draw stock``: it is the first action of their turn, not a step without a choice
  made between two turns.
- Going out on the turn of one's first coming-down (by ``down``, a tack, a swap or the discard)
  bends the table: the others' penalties are doubled (D-kalooki-7).

Zones: ``hand0``..``hand4``, ``stock`` (top first, face down), ``discard`` (top first, every card
face up), ``melds{s}.{k}`` (seat s's k-th meld, k from 1). Explicit deals give ``hand0``..``hand4``,
``discard`` (one card) and ``stock``; seat 0 is then the first dealer and seat 1 begins.

>>> s = GAME.new_match(players=5, seed=3)
>>> s.view(0).contract, len(s.view(0).hand), s.to_act == (s.dealer + 1) % 5
('333', 9, True)
"""

from __future__ import annotations

from .facts import KalookiOptions
from .game import GAME, KalookiGame
from .rules import KalookiState
from .view import KalookiView

__all__ = ["GAME", "KalookiGame", "KalookiOptions", "KalookiState", "KalookiView"]
