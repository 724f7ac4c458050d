"""Clubs (free rules, ``clubs.txt``) with rulings D-clubs-1..11.

Rules are cited as ¶n: the n-th non-empty line of ``clubs.txt`` (¶8-9 the deal, ¶11-20 the
cards, ¶21-29 the auction, ¶30-33 setting aside and handicaps, ¶34 the pass before play, ¶35-39
the play, ¶40-46 the score, ¶47 the end of the match).

Three players, 54 cards: 18 auction cards (the two jokers, K Q J T of each suit; 6 to each
player) and 36 primary cards (A-9: 10 to each player, 6 to the treasure chest). Among primary
cards the ace is lowest and the nine highest; clubs are trumps. Seats are numbered in the order
of play (D-clubs-1): the pass before play goes to the next seat, a Queen's card to the previous.

Actions (canonical text):

- ``bid TS`` / ``bid QD`` / ``bid JK`` / ``pass`` in the auction (¶21-29, D-clubs-2/3);
- ``discard 4S``: the holder of a bid Ten chooses the primary card of its suit to discard (¶15-16);
  Jack, Queen and King handicaps have no choice and are applied by the engine (¶17-19, D-clubs-5);
- ``give 8H``: the simultaneous pass before play (¶34, D-clubs-6);
- ``play 5C`` (¶35-39).

Zones: ``hand0``..``hand2``, ``treasure_chest``, ``bids0``..``bids2`` (cards bid, face up in front
of the bidder; a Joker partner also gets the other Joker, ¶32), ``trick``, ``won0``..``won2``,
``out`` (auction cards set aside and handicap discards, face down, ¶30-31).

>>> s = GAME.new_match(players=3, seed=1)
>>> s.phase, [str(a) for a in s.legal_actions()]
('auction', ['bid TS'])
"""

from __future__ import annotations

from .facts import ClubsOptions
from .game import GAME, ClubsGame
from .rules import ClubsState
from .view import ClubsView

__all__ = ["GAME", "ClubsGame", "ClubsOptions", "ClubsState", "ClubsView"]
