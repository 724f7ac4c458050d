"""Scores: the score sheet's rows (``sheet``), its window, the running chart, and King's chart of
contracts."""
