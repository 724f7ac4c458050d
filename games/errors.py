"""The two ways an action can be refused."""

from __future__ import annotations


class IllegalAction(Exception):
    """A well-formed action that the rules do not allow now. The state is left as it was."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ActionSyntaxError(ValueError):
    """An action text that is not written in the game's action language."""
