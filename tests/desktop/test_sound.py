"""Issue 24, "Sound": short sounds for a deal, a card played, a trick taken, your turn and the
match's end (desktop/app/sound.py), off by default, on with one click (Game > Sound), the volume in
Settings; our own WAV files (scripts/make_sounds.py, CC0-1.0). There is no audio device here: the
tests watch what ``Sounds`` asks for (``requested``), not the speakers."""

from __future__ import annotations

import importlib.util
import math
import struct
import sys
import wave
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from desktop import check_system
from desktop.app import sound
from desktop.app.settings_dialog import SettingsDialog
from desktop.app.window import MainWindow
from desktop.data.settings import Settings
from desktop.match.worker import Batch
from games.actions import Action
from games.cards import parse_card
from games.events import CardMoved, HandStarted, MatchEnded, TrickTaken

from .table_harness import config, make_window, wait_turn

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"
NO_PULSE = "libpulse.so.0: cannot open shared object file: No such file or directory"


def read_wav(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    return params, list(struct.unpack(f"<{len(frames) // 2}h", frames))


def sound_on(volume: int = 70) -> None:
    """The stored settings the next window reads: sound on."""
    stored = Settings()
    stored.sound = True
    stored.sound_volume = volume
    stored.sync()


def expected_sound(batch: Batch) -> str | None:
    """What a batch should sound like, worked out here from the events' names and zones."""
    names = {type(e).__name__ for e in batch.events}
    for name, kind in (("MatchEnded", "match_end"), ("HandStarted", "deal"), ("TrickTaken", "trick")):
        if name in names:
            return kind
    played = any(
        isinstance(e, CardMoved) and e.src.startswith("hand") and e.dst != "pack" and not e.dst.startswith("hand")
        for e in batch.events
    )
    return "play" if played else None


def run_capped_match(qtbot: Any, game_id: str = "king", hands: int = 1) -> tuple[MainWindow, list[list[str]]]:
    """A computer match of ``hands`` hands through the window; the sounds asked for per batch."""
    w = make_window(qtbot)
    per_batch: list[list[str]] = []
    seen = [0]

    def after(_batch: Batch) -> None:  # connected after Sounds: it has heard the batch
        per_batch.append(w.menus.sounds.requested[seen[0] :])
        seen[0] = len(w.menus.sounds.requested)

    w.batch_shown.connect(after)
    with qtbot.waitSignal(w.match_finished, timeout=150_000):
        w.start_match(config(game_id, humans=0, seed=3, max_hands=hands))
    qtbot.wait(TURN_WAIT)
    assert not w.crashes
    return w, per_batch


TURN_WAIT = sound.TURN_DELAY_MS + 150


# -- the files ------------------------------------------------------------------------------------


def test_each_sound_file_is_a_short_mono_wav_neither_silent_nor_clipping() -> None:
    total = 0
    for kind in sound.KINDS:
        path = sound.sound_file(kind)
        assert path == SOUNDS / f"{kind}.wav" and path.is_file(), path
        params, samples = read_wav(path)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100)
        seconds = params.nframes / params.framerate
        assert 0.1 < seconds < (1.5 if kind == "match_end" else 1.0), (kind, seconds)
        peak = max(abs(s) for s in samples)
        rms = math.sqrt(sum(s * s for s in samples) / len(samples))
        assert 0.2 * 32767 < peak < 0.6 * 32767, (kind, peak)  # a modest level, far from clipping
        assert rms > 0.02 * 32767, (kind, rms)  # not silent
        assert abs(samples[0]) < 50 and abs(samples[-1]) < 50  # faded in and out: no click
        total += path.stat().st_size
    assert total < 250_000


def test_the_files_are_what_the_script_makes_and_carry_their_licence() -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    made = script.synthesise()
    assert set(made) == set(sound.KINDS)
    for kind, samples in made.items():
        _params, committed = read_wav(sound.sound_file(kind))
        assert len(committed) == len(samples)
        # The same samples, give or take the last bit of a sine computed by another libm.
        assert max(abs(round(x * 32767) - c) for x, c in zip(samples, committed, strict=True)) <= 2, kind
    licence = (SOUNDS / "LICENSE").read_text(encoding="utf-8")
    assert "CC0-1.0" in licence and "scripts/make_sounds.py" in licence


# -- the settings -----------------------------------------------------------------------------------


def test_sound_is_off_by_default_and_the_settings_persist(tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    fresh = Settings(ini)
    assert fresh.sound is False and fresh.sound_volume == 70
    fresh.sound = True
    fresh.sound_volume = 35
    fresh.sync()
    again = Settings(ini)
    assert again.sound is True and again.sound_volume == 35
    with pytest.raises(ValueError):
        again.sound_volume = 101
    with pytest.raises(ValueError):
        again.sound_volume = True  # type: ignore[assignment]
    for bad in ("loud", "150", "-3", ""):
        again.qsettings.setValue("sound/volume", bad)
        assert again.sound_volume == 70, bad
    again.qsettings.setValue("sound/on", "maybe")
    assert again.sound is False


def test_the_menu_turns_sound_on_with_one_click_and_the_dialog_follows(qtbot: Any) -> None:
    w = make_window(qtbot)
    action, sounds = w.menus.sound_action, w.menus.sounds
    assert action.isCheckable() and not action.isChecked() and not w.settings.sound
    w.menus.show_sound_state()  # the Game menu opening: sound is available here
    assert action.isEnabled()
    action.trigger()
    assert action.isChecked() and w.settings.sound and Settings().sound
    assert sounds.requested == ["turn"]  # turned on, the chime says how loud
    dlg = w.menus.show_settings()
    box = dlg.sound
    assert box.on.isChecked() and box.on.isEnabled() and box.volume.isEnabled() and box.volume.value() == 70
    assert box.volume_label.buddy() is box.volume and box.volume.accessibleName()
    assert not box.why.isVisibleTo(dlg)
    # The volume by keyboard: a step of 5 with an arrow, 10 with Page Down.
    box.volume.setFocus()
    QTest.keyClick(box.volume, Qt.Key.Key_Left)
    QTest.keyClick(box.volume, Qt.Key.Key_PageDown)
    assert box.volume.value() == 55 and box.value.text() == "55%"
    box.test.click()
    assert sounds.requested == ["turn", "turn"]
    box.on.setChecked(False)
    assert not box.volume.isEnabled()
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not action.isChecked() and not w.settings.sound and w.settings.sound_volume == 55
    # and back on from the dialog: the menu item follows
    dlg = w.menus.show_settings()
    assert not dlg.sound.on.isChecked() and dlg.sound.volume.value() == 55
    dlg.sound.on.setChecked(True)
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert action.isChecked() and w.settings.sound


def test_restore_defaults_turns_sound_off(qtbot: Any) -> None:
    sound_on(20)
    w = make_window(qtbot)
    dlg = w.menus.show_settings()
    assert dlg.sound.on.isChecked() and dlg.sound.volume.value() == 20
    dlg.restore_defaults()
    assert dlg.chosen().sound is False and dlg.chosen().sound_volume == 70


# -- what is heard --------------------------------------------------------------------------------------


def test_with_sound_off_nothing_is_asked_and_qt_multimedia_is_not_even_loaded(qtbot: Any) -> None:
    w, per_batch = run_capped_match(qtbot)
    assert len(per_batch) > 10
    assert w.menus.sounds.requested == []
    assert w.menus.sounds._problem is None  # never tried: sound off costs nothing


def test_a_computer_match_sounds_its_deal_plays_and_tricks_once_per_batch(qtbot: Any) -> None:
    sound_on()
    w, per_batch = run_capped_match(qtbot)
    shown: list[Batch] = w.shown_batches  # type: ignore[attr-defined]
    heard = [kind for kinds in per_batch for kind in kinds]
    assert heard[0] == "deal"
    deals = sum(1 for b in shown for e in b.events if isinstance(e, HandStarted))
    dealt = sum(1 for b in shown for e in b.events if isinstance(e, CardMoved) and e.src == "pack")
    assert heard.count("deal") == deals <= 2 and dealt >= 30  # once a hand, not once a card
    assert heard.count("trick") >= 3 and heard.count("play") >= 6
    assert "turn" not in heard  # no person at this table
    for batch, kinds in zip(shown, per_batch, strict=True):
        want = expected_sound(batch)
        assert kinds == ([want] if want else []), (batch.action, kinds)


def test_the_match_end_is_heard_alone(qtbot: Any) -> None:
    sound_on()
    w = make_window(qtbot)
    w.config = config("king", humans=1)
    last = Batch(
        serial=1,
        actor=1,
        action="play AS",
        events=(CardMoved(parse_card("AS"), "hand1", "trick", True), TrickTaken(1, (), 10), MatchEnded((1,))),
        views=(None, None, None),
        to_act=None,
        legal=(),
        scores=(0, 0, 0),
        is_over=True,
        winners=(1,),
    )
    w.batch_shown.emit(last)
    qtbot.wait(TURN_WAIT)
    assert w.menus.sounds.requested == ["match_end"]  # the most telling, alone, and no turn after it


def choice(legal: Sequence[Action]) -> Action:
    """The person's move in the test: draw from the stock, let calls be, discard the first card."""
    for text in ("draw stock", "pass", "allow"):
        found = [a for a in legal if str(a) == text]
        if found:
            return found[0]
    return next((a for a in legal if a.verb == "discard"), legal[0])


def test_your_turn_chimes_when_the_turn_comes_to_you_not_at_each_of_your_decisions(qtbot: Any) -> None:
    """Kalooki: a person draws, then discards, and is asked about others' discards (the needless
    calls answered for them, the setting being on by default). The chime comes when the person is
    asked and the turn came from another seat since they were last asked; not again for a decision
    that follows their own, nor for a question the table answers for them."""
    sound_on()
    w = make_window(qtbot)
    assert w.settings.auto_answer
    sounds = w.menus.sounds
    w.start_match(config("kalooki", humans=1, seed=4))
    asked: list[Batch] = []
    chimes, follow_ups = 0, 0
    while len(asked) < 14 or follow_ups < 3:
        batch = wait_turn(qtbot, w)
        assert batch is not None and not batch.is_over and batch.to_act == 0 and w.awaiting_human
        shown: list[Batch] = w.shown_batches  # type: ignore[attr-defined]
        since = shown[shown.index(asked[-1]) + 1 : shown.index(batch) + 1] if asked else shown
        fresh = not asked or any(b.to_act != 0 or any(isinstance(e, HandStarted) for e in b.events) for b in since)
        chimes += fresh
        follow_ups += not fresh
        asked.append(batch)
        qtbot.wait(TURN_WAIT)
        assert sounds.requested.count("turn") == chimes, (batch.action, len(asked))
        w.send_action(str(choice(batch.legal)))
    shown = w.shown_batches  # type: ignore[attr-defined]
    answered_for_them = [b for b in shown if b.to_act == 0 and not b.is_over and b not in asked and b is not w.current]
    assert answered_for_them and chimes >= 3  # both paths were taken
    assert "play" in sounds.requested and "deal" in sounds.requested


# -- when sound cannot play ---------------------------------------------------------------------------


def test_without_libpulse_sound_is_unavailable_says_why_and_the_program_plays_on(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_pulse() -> Any:
        raise ImportError(NO_PULSE)

    monkeypatch.setattr(sound, "_import_multimedia", no_pulse)
    sound_on()
    w, per_batch = run_capped_match(qtbot)
    sounds = w.menus.sounds
    assert "libpulse0" in sounds.problem and "Traceback" not in sounds.problem
    assert sounds.requested == [] and len(per_batch) > 10
    w.menus.show_sound_state()
    assert not w.menus.sound_action.isEnabled() and "libpulse0" in w.menus.sound_action.toolTip()
    dlg = w.menus.show_settings()
    assert isinstance(dlg, SettingsDialog)
    box = dlg.sound
    assert not box.on.isEnabled() and not box.volume.isEnabled() and not box.test.isEnabled()
    assert box.why.isVisibleTo(dlg) and "libpulse0" in box.why.text()
    sounds.sample()
    assert sounds.requested == []


def test_a_missing_qt_multimedia_module_is_caught_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import raises ImportError
    module, why = sound.load_multimedia()
    assert module is None and why.startswith("Sound is not available")
    assert "libpulse0" in sound.why_no_sound(NO_PULSE)


def test_make_run_warns_of_a_missing_libpulse_but_does_not_stop(monkeypatch: Any, capsys: Any) -> None:
    monkeypatch.setattr(check_system.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(check_system.ctypes.util, "find_library", lambda name: None if name == "pulse" else "lib")
    assert check_system.main() == 0
    err = capsys.readouterr().err
    assert "libpulse0" in err and "sound" in err.lower()
    assert "libpulse0" not in check_system.missing_packages()
