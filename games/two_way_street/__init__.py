"""Two Way Street: part 2 of ``two_way_street.txt`` (2a deal, 2b declarations, 2c play) and
rulings D-tws-1..6 (deck, first declarer, declaring, play, scoring, the duel).

Three to eight players declare in turn whether they will take tricks ("high") or avoid them
("low"); once more than half have declared one way, the rest are forced the other way. Right
after declaring (or being forced) each player buries two cards at the bottom of the deck and
draws two from its top. Ten tricks follow, the lead passing to the next seat every trick. Two
players play the duel of D-tws-6 instead: a secret bid, an open bid, pre-tricks and exchange.

Actions (canonical text):

- ``declare high`` / ``declare low`` (rule 2b, D-tws-3);
- ``bury 4C``, twice, in the exchange (rule 2b, D-tws-2); the two draws from the top of the deck
  follow by themselves as events;
- ``bid high 3`` / ``bid low 2`` in the duel: a direction and a strength 1 to 5 (D-tws-6); the
  dealer's bid is secret until the other seat has bid;
- ``play QH`` (rule 2c); jokers are ``RJ`` / ``BJ`` when the two kinds differ, ``JK`` when they
  are alike (option ``alike_jokers``) or when the pack holds a single joker. With two packs
  there are duplicate cards: ``play 5H`` plays one of the two 5H (they are equal).

A led joker (rule 2c's footnote) has no separate "choose" step: the choice of the suit led is
the card played, case by case:

1. Two distinguishable kinds (``RJ`` and ``BJ``). The suit led is one of the two suits of the
   led joker's colour (Diamonds/Hearts for ``RJ``, Clubs/Spades for ``BJ``). A player holding
   no card of either suit is not able to choose: any card of theirs is legal (``play X``) and
   shows them void in both suits. The first player who holds a card of either suit must choose:
   their legal actions are exactly their cards of those two suits, and playing one makes its
   suit the suit led (``play 5H`` after ``RJ``: Hearts are led). Having chosen, the text lets
   them follow with a joker of the suit's colour; that is possible only with two packs (a second
   ``RJ`` under a led ``RJ``). Then, and only then, the choice cannot be read off the card, so
   the play names the suit: ``play RJ H`` (the same ``play`` verb, the suit chosen as a second
   word, offered for each suit of that colour present in the hand). Every later player follows
   the chosen suit as usual.
2. One kind of joker (``JK``: a single joker, or alike jokers). The suit led may be any suit.
   The next player holding a non-joker card must choose a suit present in their hand or play
   another joker: all their cards are legal; a non-joker card makes its suit the suit led, a
   ``JK`` passes the choice on to the next player (the first joker played stays the higher
   card). A player holding only jokers plays one and passes the choice on likewise.
3. In either case, if nobody chooses, the trick has no suit led; the joker wins it anyway.

Following (rule 2c): holding a card of the suit led, a player must play a card of that suit or
a joker of its colour (two kinds), or any joker (one kind); otherwise any card. The red joker
takes any trick, else a black (or alike) joker, else the highest card of the suit led; of two
equal cards the one played earlier wins.

Zones: ``hand0``..``hand{n-1}``, ``deck`` (top first; hidden), ``trick``, ``won0``.. (tricks won,
face down but seen by all as they were played; a duel's pre-tricks lie first and nobody sees
them). Explicit deals name ``hand0``..``hand{n-1}`` (10 cards each) and ``deck``; seat 0 is then
the first declarer, who deals. In the duel a redeal uses the next explicit deal, if any.

>>> s = GAME.new_match(players=3, seed=1)
>>> s.phase, sorted(str(a) for a in s.legal_actions())
('declare', ['declare high', 'declare low'])
"""

from __future__ import annotations

from .facts import TwoWayStreetOptions
from .game import GAME, TwoWayStreetGame
from .rules import TwoWayStreetState
from .view import TwoWayStreetView

__all__ = ["GAME", "TwoWayStreetGame", "TwoWayStreetOptions", "TwoWayStreetState", "TwoWayStreetView"]
