"""The player's preferences: a typed wrapper over QSettings (issue 12, "Settings").

Organization and application "Parlour". The native store (registry, plist, ``~/.config``) is used
unless a file is named: ``Settings(path)``, or the environment variable ``PARLOUR_SETTINGS_FILE``,
or (when only ``PARLOUR_DATA_DIR`` is set: tests, portable installs) ``settings.ini`` in the data
folder. Every getter checks the stored value's type and range and falls back to the default, so a
hand-edited or foreign settings file can never break the program.

Keys: ``table/animation_speed`` ("off", "fast", "normal" or "slow"), ``table/card_back`` (text),
``table/felt`` (a name of ``FELTS``: "green", "blue", "wine" or "grey"), ``table/four_colour``
(bool: diamonds blue and clubs green), ``table/large_cards`` (bool: larger cards where the
table has room), ``seats/<game>/kinds`` and ``seats/<game>/names`` (JSON lists), ``options/<game>``
(JSON object, checked against the game's options), ``window/geometry`` and ``window/state`` (bytes),
``play/auto_answer``, ``play/allow_multi_human_undo`` and ``play/confirm_leave_match`` (bool),
``play/last_game`` (text), ``scores/king_ns`` (bool: hide the scores until the end),
``view/theme`` (a name of ``THEMES``: "system", "light" or "dark", the window's colours),
``view/language`` ("system" or a code of ``desktop.i18n.LANGUAGES``: "en", "ru"),
``sound/on`` (bool: the table's sounds, off by default) and ``sound/volume`` (an integer from 0
to 100).

The Settings dialog (``desktop/app/settings_dialog.py``) and the Game and View menus change them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

import games

from ..i18n import LANGUAGES, tr
from .storage import APPLICATION, ENV_DATA_DIR, HUMAN, ORGANIZATION, ensure_app_names

ENV_SETTINGS_FILE = "PARLOUR_SETTINGS_FILE"
SPEEDS = ("off", "fast", "normal", "slow")  # as desktop.app.main.SPEED_CHOICES
DEFAULT_ANIMATION_SPEED = "normal"
DEFAULT_CARD_BACK = "blue"
# The table's felt: name -> the colour at its centre (the edges are drawn darker). Each is dark
# enough for the light text of the name plates and labels; green is the table as it always was.
FELTS: dict[str, str] = {"green": "#1e7048", "blue": "#1f4e80", "wine": "#74263a", "grey": "#4b5556"}
DEFAULT_FELT = "green"
DEFAULT_AUTO_ANSWER = True
DEFAULT_MULTI_HUMAN_UNDO = False
DEFAULT_CONFIRM_LEAVE_MATCH = True
DEFAULT_FOUR_COLOUR = False
DEFAULT_LARGE_CARDS = False
DEFAULT_COMPUTER_LEVEL = "basic"
# The window's colours (issue 24, "Colours"): follow the system's light or dark mode, or either.
THEMES = ("system", "light", "dark")  # as desktop.app.theme applies them
DEFAULT_THEME = "system"
# The language the window speaks (issue 24, "Languages"): the system's, or one Parlour has.
LANGUAGE_CHOICES = ("system", *LANGUAGES)  # as desktop.i18n.language_code reads them
DEFAULT_LANGUAGE = "system"
# The table's sounds (issue 24, "Sound"): off until the player turns them on; their volume, 0..100.
DEFAULT_SOUND = False
DEFAULT_SOUND_VOLUME = 70
SOUND_VOLUMES = range(0, 101)


def _settings_file() -> Path | None:
    named = os.environ.get(ENV_SETTINGS_FILE)
    if named:
        return Path(named).expanduser()
    data = os.environ.get(ENV_DATA_DIR)
    if data:
        return Path(data).expanduser() / "settings.ini"
    return None


class Settings:
    """Typed access to Parlour's QSettings. Create one per thread (QSettings is reentrant)."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        file = Path(path) if path is not None else _settings_file()
        if file is not None:
            file.parent.mkdir(parents=True, exist_ok=True)
            self.qsettings = QSettings(str(file), QSettings.Format.IniFormat)
        else:
            ensure_app_names()
            self.qsettings = QSettings(ORGANIZATION, APPLICATION)

    # -- raw typed access ---------------------------------------------------------------------------

    def _get(self, key: str) -> Any:
        return self.qsettings.value(key)

    def _set(self, key: str, value: Any) -> None:
        self.qsettings.setValue(key, value)

    def sync(self) -> None:
        """Write to disk now (Qt also writes on its own, and when the object goes)."""
        self.qsettings.sync()

    def clear(self) -> None:
        self.qsettings.clear()

    def _bool(self, key: str, default: bool) -> bool:
        value = self._get(key)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

    def _str(self, key: str, default: str) -> str:
        value = self._get(key)
        return value if isinstance(value, str) and value else default

    def _json(self, key: str) -> Any:
        value = self._get(key)
        if not isinstance(value, str) or len(value) > 100_000:
            return None
        try:
            return json.loads(value)
        except (ValueError, RecursionError):
            return None

    # -- the settings ---------------------------------------------------------------------------------

    @property
    def animation_speed(self) -> str:
        """One of ``SPEEDS`` ("off", "fast", "normal", "slow": the names of ``parlour --speed`` and
        ``Menus.set_speed``); "normal" by default."""
        value = self._get("table/animation_speed")
        return value if isinstance(value, str) and value in SPEEDS else DEFAULT_ANIMATION_SPEED

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        if value not in SPEEDS:
            raise ValueError(f"animation speed must be one of {', '.join(SPEEDS)}, not {value!r}")
        self._set("table/animation_speed", value)

    @property
    def auto_answer(self) -> bool:
        """Answer for the player the questions that have one sensible answer (Kalooki: pass a
        call that could not help); on by default."""
        return self._bool("play/auto_answer", DEFAULT_AUTO_ANSWER)

    @auto_answer.setter
    def auto_answer(self, value: bool) -> None:
        self._set("play/auto_answer", bool(value))

    @property
    def card_back(self) -> str:
        return self._str("table/card_back", DEFAULT_CARD_BACK)

    @card_back.setter
    def card_back(self, value: str) -> None:
        self._set("table/card_back", str(value))

    @property
    def felt(self) -> str:
        """The table's colour: a name of ``FELTS`` ("green", "blue", "wine", "grey"); "green" by
        default."""
        value = self._get("table/felt")
        return value if isinstance(value, str) and value in FELTS else DEFAULT_FELT

    @felt.setter
    def felt(self, value: str) -> None:
        if value not in FELTS:
            raise ValueError(f"table colour must be one of {', '.join(FELTS)}, not {value!r}")
        self._set("table/felt", value)

    @property
    def theme(self) -> str:
        """The window's colours: one of ``THEMES`` ("system": the system's light or dark mode,
        followed as it changes; "light"; "dark"); "system" by default. The felt keeps its colour."""
        value = self._get("view/theme")
        return value if isinstance(value, str) and value in THEMES else DEFAULT_THEME

    @theme.setter
    def theme(self, value: str) -> None:
        if value not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {value!r}")
        self._set("view/theme", value)

    @property
    def language(self) -> str:
        """The window's language: one of ``LANGUAGE_CHOICES`` ("system": the system's language if
        Parlour speaks it, else English; "en"; "ru"); "system" by default. Read at start."""
        value = self._get("view/language")
        return value if isinstance(value, str) and value in LANGUAGE_CHOICES else DEFAULT_LANGUAGE

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGE_CHOICES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGE_CHOICES)}, not {value!r}")
        self._set("view/language", value)

    @property
    def four_colour(self) -> bool:
        """The four-colour deck: diamonds blue and clubs green, as bridge players use; off by
        default."""
        return self._bool("table/four_colour", DEFAULT_FOUR_COLOUR)

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self._set("table/four_colour", bool(value))

    @property
    def large_cards(self) -> bool:
        """Draw the cards a person reads and plays (the own hand, the trick, the piles) larger where
        the table has room for them; off by default."""
        return self._bool("table/large_cards", DEFAULT_LARGE_CARDS)

    @large_cards.setter
    def large_cards(self, value: bool) -> None:
        self._set("table/large_cards", bool(value))

    @property
    def sound(self) -> bool:
        """Play the table's sounds (a deal, a card played, a trick taken, your turn, the match's
        end); off by default."""
        return self._bool("sound/on", DEFAULT_SOUND)

    @sound.setter
    def sound(self, value: bool) -> None:
        self._set("sound/on", bool(value))

    @property
    def sound_volume(self) -> int:
        """The sounds' volume, from 0 (silent) to 100 (full); 70 by default."""
        value = self._get("sound/volume")
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if isinstance(value, int) and not isinstance(value, bool) and value in SOUND_VOLUMES:
            return value
        return DEFAULT_SOUND_VOLUME

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or value not in SOUND_VOLUMES:
            raise ValueError(f"sound volume must be an integer from 0 to 100, not {value!r}")
        self._set("sound/volume", value)

    @property
    def confirm_leave_match(self) -> bool:
        """Ask before a new match, a file opened, a match continued or a deal played again takes
        the place of a match in progress ("Leave this match?"); on by default. The match left is
        kept either way."""
        return self._bool("play/confirm_leave_match", DEFAULT_CONFIRM_LEAVE_MATCH)

    @confirm_leave_match.setter
    def confirm_leave_match(self, value: bool) -> None:
        self._set("play/confirm_leave_match", bool(value))

    @property
    def hide_scores(self) -> bool:
        """Hide the numbers (tallies, sheet, chart) until the session ends: King's NS, which a
        game's look may offer. The key keeps its first name, so that a choice made stays."""
        return self._bool("scores/king_ns", False)

    @hide_scores.setter
    def hide_scores(self, value: bool) -> None:
        self._set("scores/king_ns", bool(value))

    @property
    def allow_multi_human_undo(self) -> bool:
        """Offer undo when several humans sit at the table (off by default: it would let a player
        take back a move after seeing another's)."""
        return self._bool("play/allow_multi_human_undo", DEFAULT_MULTI_HUMAN_UNDO)

    @allow_multi_human_undo.setter
    def allow_multi_human_undo(self, value: bool) -> None:
        self._set("play/allow_multi_human_undo", bool(value))

    @property
    def last_game(self) -> str | None:
        value = self._get("play/last_game")
        return value if isinstance(value, str) and value in games.ids() else None

    @last_game.setter
    def last_game(self, game_id: str) -> None:
        self._set("play/last_game", game_id)

    def default_seats(self, game_id: str, players: int | None = None) -> list[str]:
        """Seat kinds for a new match of ``game_id``: ``"human"`` or a computer level per seat."""
        import ai

        n = players if players is not None else games.get(game_id).default_players
        stored = self._json(f"seats/{game_id}/kinds")
        known = set(ai.levels()) | {HUMAN}
        if isinstance(stored, list) and len(stored) == n and all(isinstance(s, str) and s in known for s in stored):
            return list(stored)
        offered = _levels_for(game_id)
        level = DEFAULT_COMPUTER_LEVEL if DEFAULT_COMPUTER_LEVEL in offered else offered[-1]
        return [HUMAN] + [level] * (n - 1)

    def default_names(self, game_id: str, players: int | None = None) -> list[str]:
        n = players if players is not None else games.get(game_id).default_players
        stored = self._json(f"seats/{game_id}/names")
        if (
            isinstance(stored, list)
            and len(stored) == n
            and all(isinstance(s, str) and 0 < len(s) <= 100 for s in stored)
        ):
            return list(stored)
        return [tr("You")] + [tr("Computer {number}").format(number=i) for i in range(1, n)]

    def set_default_seats(self, game_id: str, kinds: Sequence[str], names: Sequence[str]) -> None:
        if len(kinds) != len(names):
            raise ValueError("one seat kind per name")
        self._set(f"seats/{game_id}/kinds", json.dumps(list(kinds)))
        self._set(f"seats/{game_id}/names", json.dumps(list(names)))

    def last_options(self, game_id: str) -> dict[str, Any]:
        """The options last used for ``game_id`` (JSON), {} when none or no longer valid."""
        stored = self._json(f"options/{game_id}")
        if not isinstance(stored, dict):
            return {}
        try:
            games.get(game_id).options(stored)
        except (ValueError, TypeError, KeyError):
            return {}
        return stored

    def set_last_options(self, game_id: str, options: dict[str, Any]) -> None:
        games.get(game_id).options(options)  # refuse what the game would refuse
        self._set(f"options/{game_id}", json.dumps(options, sort_keys=True))

    def window_geometry(self) -> bytes | None:
        """QWidget.saveGeometry()'s bytes, for restoreGeometry(); None when never saved."""
        return self._bytes("window/geometry")

    def set_window_geometry(self, data: bytes | QByteArray) -> None:
        self._set("window/geometry", _qbytes(data))

    def window_state(self) -> bytes | None:
        """QMainWindow.saveState()'s bytes (docks, toolbars); None when never saved."""
        return self._bytes("window/state")

    def set_window_state(self, data: bytes | QByteArray) -> None:
        self._set("window/state", _qbytes(data))

    def _bytes(self, key: str) -> bytes | None:
        value = self._get(key)
        if isinstance(value, QByteArray):
            return bytes(value.data())
        if isinstance(value, bytes):
            return value
        return None


def _qbytes(data: bytes | QByteArray) -> QByteArray:
    return QByteArray(data.data() if isinstance(data, QByteArray) else bytes(data))


def _levels_for(game_id: str) -> list[str]:
    import ai

    try:
        offered: list[str] = ai.levels(game_id)
    except TypeError:
        offered = ai.levels()
    return offered or ["random"]


__all__ = ["ENV_SETTINGS_FILE", "FELTS", "LANGUAGE_CHOICES", "SPEEDS", "THEMES", "Settings"]
