"""Freelance (Patrick Richard, 2023): rules 1-50 of ``freelance.txt`` and rulings D-freelance-1..8.

Three players, 52 cards, aces high. Each hand: a deal (13 cards each, 13 to the freelance deck),
a 13-round token auction for the freelance deck's cards, a declaration that sets the contract
(number and trump), and a campaign of tricks. The first 6 hands are round-robin; after that, an
attacker who makes the strictly highest score wins the match (rule 50, D-freelance-7).

Actions (canonical text):

- ``bid 3`` / ``pass`` in a bidding round (rules 16-22);
- ``swap 7C`` (7C from hand to the discard pile, take the face-up card) or ``decline`` (the
  face-up card goes to the discard pile), by the winner of a bidding round (rule 23);
- ``state 7 H`` / ``state 9 NT`` / ``pass`` in the declaration (rules 26-38);
- ``play QH`` in the campaign (rules 42-48).

Seats who passed in a bidding round or the declaration are skipped (rules 21, 37). Zones:
``hand0``..``hand2``, ``freelance_deck`` (top first; the top card face up while it is being
auctioned), ``discard`` (top first; face up until the campaign, rule 40), ``trick``,
``won0``..``won2``.

>>> s = GAME.new_match(players=3, seed=1)
>>> s.phase, s.view(0).phase
('auction', 'auction')
"""

from __future__ import annotations

from .facts import FreelanceOptions
from .game import GAME, FreelanceGame
from .rules import FreelanceState
from .view import FreelanceView

__all__ = ["GAME", "FreelanceGame", "FreelanceOptions", "FreelanceState", "FreelanceView"]
