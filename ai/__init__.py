"""Parlour's computer players: they see only a seat's View and the legal actions."""

from .base import Player, RandomPlayer, levels, make_player

__all__ = ["Player", "RandomPlayer", "levels", "make_player"]
