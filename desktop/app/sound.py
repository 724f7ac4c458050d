"""The table's sounds (issue 24, "Sound"): a deal, a card played, a trick taken, your turn and the
match's end, each a short WAV of ours (``assets/sounds/``, made by ``scripts/make_sounds.py``,
CC0-1.0), played with QtMultimedia's ``QSoundEffect``.

Off by default (``Settings.sound``): Game > Sound turns them on or off with one click, Game >
Settings too, with their volume (``Settings.sound_volume``, 0..100, heard as its square: the
slider's middle is a quarter of the full amplitude, about -12 dB).

``Sounds`` listens to the window's ``batch_shown``. For each batch the table has shown it asks for
at most one sound of what happened, the most telling (``EVENT_KINDS`` in order: the match's end, a
hand dealt, a trick taken, a card put on the table from a hand), and the "turn" chime when the
table then waits for a person at this screen whose turn it was not a moment before (after a sound
of what happened, a little later; not for each of a person's decisions in a row, nor for a
question the table answers for them, nor after an undo). Nothing is asked while sound is off.

QtMultimedia is loaded only when sound is needed (sound on, the Game menu or the Settings dialog
opened). It may be missing or fail to load (on Debian and Ubuntu it needs the system library
libpulse0): then sound is unavailable, ``Sounds.problem`` says why in the player's words, the menu
item and the Settings row are disabled and say it, and the program plays on in silence.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLoggingCategory, QObject, Qt, QTimer, QUrl
from PySide6.QtWidgets import QCheckBox, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout

from games.events import CardMoved, Event, HandStarted, MatchEnded, TrickTaken

from ..i18n import tr
from ..match.worker import Batch
from ..table.assets import assets_dir
from ..table.layout import zone_key
from ..table.scene import PACK

if TYPE_CHECKING:
    from .window import MainWindow

EVENT_KINDS = ("match_end", "deal", "trick", "play")  # the sounds of what happened, the most telling first
KINDS = (*EVENT_KINDS, "turn")
TURN_DELAY_MS = 350  # the chime after a sound of what happened, so that the two are heard apart
# Qt's notes on optional libraries it looks for (PipeWire, VA-API) and on FFmpeg's version: not
# the player's concern. (QT_LOGGING_RULES still shows them.)
QUIET_LOGS = "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"


def sound_file(kind: str) -> Path:
    """The WAV file of ``kind`` (a name of ``KINDS``)."""
    return assets_dir() / "sounds" / f"{kind}.wav"


def _import_multimedia() -> ModuleType:
    return importlib.import_module("PySide6.QtMultimedia")


def load_multimedia() -> tuple[ModuleType | None, str]:
    """QtMultimedia and "", or None and why sound is unavailable, in the player's words."""
    QLoggingCategory.setFilterRules(QUIET_LOGS)
    try:
        return _import_multimedia(), ""
    except (ImportError, OSError) as exc:
        return None, why_no_sound(str(exc))


def why_no_sound(error: str) -> str:
    if "libpulse" in error:
        return tr("Sound needs the system library libpulse0 (Debian, Ubuntu: sudo apt-get install libpulse0).")
    return tr("Sound is not available: Qt's multimedia module did not load ({error}).").format(error=error)


def amplitude(volume: int) -> float:
    """The effect's linear volume for the setting's 0..100 (its square: loudness as heard)."""
    return (max(0, min(volume, 100)) / 100) ** 2


def is_played(event: CardMoved, game_id: str) -> bool:
    """A card put on the table from a hand: to the trick, a discard pile, a meld, a bid, a kitty
    (not a card passed to another hand, nor the deal, nor a trick gathered)."""
    if event.dst == PACK or event.src == PACK:
        return False
    return zone_key(game_id, event.src).rule.slot == "hand" and zone_key(game_id, event.dst).rule.slot != "hand"


def event_sound(events: Iterable[Event], game_id: str) -> str | None:
    """The one sound of what ``events`` did (a name of ``EVENT_KINDS``), or None."""
    heard = set()
    for e in events:
        if isinstance(e, MatchEnded):
            heard.add("match_end")
        elif isinstance(e, HandStarted):
            heard.add("deal")
        elif isinstance(e, TrickTaken):
            heard.add("trick")
        elif isinstance(e, CardMoved) and is_played(e, game_id):
            heard.add("play")
    return next((kind for kind in EVENT_KINDS if kind in heard), None)


class Sounds(QObject):
    """The window's sounds: one ``QSoundEffect`` per kind, made on first need. ``requested`` lists
    every sound asked for, in order (the tests read it; ``_play`` is what reaches the speakers)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.requested: list[str] = []
        self._module: ModuleType | None = None
        self._problem: str | None = None  # None: QtMultimedia not tried yet
        self._effects: dict[str, Any] = {}
        self._match = -1
        self._turn_seat: int | None = None  # the person chimed for, while the turn stays theirs
        window.batch_shown.connect(self.on_batch_shown)

    @property
    def problem(self) -> str:
        """Why sound is unavailable ("" when it is available); loads QtMultimedia the first time."""
        if self._problem is None:
            self._module, self._problem = load_multimedia()
        return self._problem

    @property
    def on(self) -> bool:
        """Sound is on and can play (QtMultimedia is not loaded while the setting is off)."""
        return self.window.settings.sound and not self.problem

    def on_batch_shown(self, batch: Batch) -> None:
        config = self.window.config
        if config is None:
            return
        if batch.match != self._match or batch.reset or any(isinstance(e, HandStarted) for e in batch.events):
            self._match = batch.match
            self._turn_seat = batch.to_act if batch.reset else None  # an undo: the person knows
        if batch.to_act != self._turn_seat:
            self._turn_seat = None
        if batch.reset:
            return
        event = event_sound(batch.events, config.game_id)
        if event is not None and self.on:
            self.play(event)
        if not batch.is_over and config.is_human(batch.to_act) and batch.to_act != self._turn_seat:
            QTimer.singleShot(TURN_DELAY_MS if event else 0, self, lambda: self._turn(batch))

    def _turn(self, batch: Batch) -> None:
        """The chime, if the table now waits for the person ``batch`` left to act."""
        w = self.window
        if w.current is not batch or w.queue or not (w.awaiting_human or w.hand_over_showing()):
            return  # more to show, or a question answered for them, or the match moved on
        if batch.to_act == self._turn_seat:
            return
        self._turn_seat = batch.to_act
        if self.on:
            self.play("turn")

    def play(self, kind: str) -> None:
        """Sound ``kind`` (a name of ``KINDS``) at the volume set."""
        self.requested.append(kind)
        self._play(kind, self.window.settings.sound_volume)

    def sample(self, volume: int | None = None) -> None:
        """The chime at ``volume`` (the setting's when None), on or off: the player hears how loud
        the sounds will be (sound turned on, the Settings dialog's Test button)."""
        if not self.problem:
            self.requested.append("turn")
            self._play("turn", self.window.settings.sound_volume if volume is None else volume)

    def _play(self, kind: str, volume: int) -> None:
        effect = self._effect(kind)
        if effect is not None:
            effect.setVolume(amplitude(volume))
            effect.play()

    def _effect(self, kind: str) -> Any:
        """The effect of ``kind``; the first call makes them all (each loads its file meanwhile)."""
        if not self._effects and not self.problem and self._module is not None:
            for name in KINDS:
                effect = self._module.QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(sound_file(name))))
                self._effects[name] = effect
        return self._effects.get(kind)


class SoundBox(QGroupBox):
    """The Settings dialog's Sound row: "Play sounds", the volume (a slider, its label its buddy),
    and Test (``try_sound(volume)``: hear it). When sound is unavailable (``problem``), the row says
    why and its controls are disabled."""

    def __init__(self, problem: str = "", try_sound: Callable[[int], None] | None = None) -> None:
        super().__init__(tr("Sound"))
        self.problem = problem
        self.on = QCheckBox(tr("Play &sounds"))
        self.on.setToolTip(
            problem or tr("Short sounds for a deal, a card played, a trick taken, your turn and the match's end")
        )
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setMinimumWidth(160)
        self.volume.setAccessibleName(tr("Volume"))
        self.volume.setToolTip(tr("How loud the sounds are (the arrow keys move it by 5, Page Up and Down by 10)"))
        self.volume_label = QLabel(tr("&Volume:"))
        self.volume_label.setBuddy(self.volume)
        self.value = QLabel()
        self.value.setMinimumWidth(self.value.fontMetrics().horizontalAdvance("100%") + 4)
        self.test = QPushButton(tr("T&est"))
        self.test.setToolTip(tr("Play the chime of your turn at this volume"))
        self.test.setVisible(try_sound is not None)
        self.why = QLabel(problem)
        self.why.setWordWrap(True)
        self.why.setVisible(bool(problem))
        row = QHBoxLayout()
        for widget in (self.volume_label, self.volume, self.value, self.test):
            row.addWidget(widget, 1 if widget is self.volume else 0)
        col = QVBoxLayout(self)
        col.addWidget(self.on)
        col.addLayout(row)
        col.addWidget(self.why)
        self.on.toggled.connect(lambda _on: self._follow())
        self.volume.valueChanged.connect(lambda _v: self._follow())
        if try_sound is not None:
            self.test.clicked.connect(lambda: try_sound(self.volume.value()))
        self._follow()

    def show_choice(self, on: bool, volume: int) -> None:
        self.on.setChecked(on)
        self.volume.setValue(volume)

    def _follow(self) -> None:
        """The volume's words, and what may be used: nothing without sound, the volume with it on."""
        words = tr("{volume}%", note="sound volume").format(volume=self.volume.value())
        self.value.setText(words)
        self.volume.setAccessibleDescription(words)
        usable = not self.problem
        self.on.setEnabled(usable)
        for widget in (self.volume_label, self.volume, self.value, self.test):
            widget.setEnabled(usable and self.on.isChecked())


__all__ = ["KINDS", "SoundBox", "Sounds", "event_sound", "sound_file", "why_no_sound"]
