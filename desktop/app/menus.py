"""The window's menus (Game, View, Help), their actions, and what the View and Help menus do:
animation speed, card back, table colour, the four-colour deck, large cards, the window's theme
(theme.py), the rules page and About; and the Settings dialog (settings_dialog.py), whose changes the
menus' checked items follow. Game > Sound turns the table's sounds (sound.py, made here) on or off."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QTextBrowser, QVBoxLayout

import games

from ..data.settings import FELTS, THEMES
from ..i18n import current_language, tr, tr_noop
from ..table.assets import card_backs, rules_file
from ..table.view import SPEEDS
from .keys import KeysDialog
from .settings_dialog import (
    AUTO_ANSWER,
    BACK_WORDS,
    FELT_WORDS,
    FOUR_COLOUR,
    LARGE_CARDS,
    MULTI_HUMAN_UNDO,
    SPEED_WORDS,
    THEME_WORDS,
    Preferences,
    SettingsDialog,
    value_word,
)
from .sound import Sounds
from .theme import apply_theme
from .tutorial import Tutorial, teaching

if TYPE_CHECKING:
    from .window import MainWindow


class Menus(QObject):
    """Builds the menu bar of ``window`` and keeps the actions others enable, check or trigger. (A
    QObject in the window's thread, so that the worker's undo state reaches it queued.)"""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.rules_dialog: QDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.sounds = Sounds(window)  # heard from the window's batches
        self.tutorial = Tutorial(window)  # the first hand that teaches (Help > Learn a game)
        self._game_menu()
        self._view_menu()
        self._help_menu()
        self.set_undo_state(tr_noop("there is no match"))
        window.runner.worker.undo_state.connect(self.set_undo_state)

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object], shortcut: str = "", tip: str = "") -> QAction:
        act = QAction(text, self.window)
        if shortcut:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setToolTip(tip)
            act.setStatusTip(tip)
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def _toggle(self, menu: QMenu, text: str, checked: bool, tip: str, slot: Callable[[bool], object]) -> QAction:
        act = QAction(text, self.window, checkable=True)
        act.setChecked(checked)
        act.setToolTip(tip)
        act.toggled.connect(slot)
        menu.addAction(act)
        return act

    def _game_menu(self) -> None:
        w = self.window
        menu = w.menuBar().addMenu(tr("&Game"))
        menu.setToolTipsVisible(True)
        self.new_action = self._action(menu, tr("&New match..."), w.starting.new_match_dialog, "Ctrl+N")
        self.open_action = self._action(
            menu,
            tr("&Open…"),
            w.files.open_dialog,
            "Ctrl+O",
            tr("Open a saved match (.parlour) and play on from there"),
        )
        self.save_action = self._action(
            menu, tr("Save &as…"), w.files.save_as_dialog, "Ctrl+Shift+S", tr("Save this match as a .parlour file")
        )
        self.save_action.setEnabled(False)
        menu.addSeparator()
        self.undo_action = self._action(menu, tr("&Undo"), w.undo, "Ctrl+Z")
        # H, S: bare letters. The table's keyboard play uses the arrows, Enter, Space and Escape, and
        # a spin box or text field keeps its letters (Qt lets a focused editor override shortcuts).
        self.hint_action = self._action(
            menu,
            tr("Suggest a &move"),
            w.hints.ask,
            "H",
            tr("Ask the strongest computer player what it would do in your place (from your cards only)"),
        )
        self.hint_action.setEnabled(False)
        menu.addSeparator()
        menu.addAction(w.score_dock.toggle_action)
        w.score_dock.scores.review_requested.connect(w.files.review_hand)  # the sheet's row menu
        self.replay_action = self._action(
            menu,
            tr("&Replay…"),
            w.files.replay_current,
            "Ctrl+R",
            tr("Step through this match (or the one just finished) hand by hand and move by move"),
        )
        self.replay_action.setEnabled(False)
        self._action(menu, tr("Replay a saved &match…"), lambda: w.files.open_dialog("replay"))
        self.continue_action = self._action(
            menu,
            tr("&Continue a match…"),
            w.starting.continue_dialog,
            "",
            tr("The matches left unfinished: take one up where it stood"),
        )
        self._action(menu, tr("S&tatistics…"), w.files.show_statistics, "", tr("Matches, wins and scores per player"))
        menu.addSeparator()
        settings = w.settings
        self.auto_answer_action = self._toggle(
            menu,
            tr(AUTO_ANSWER[0]),
            settings.auto_answer,
            tr(AUTO_ANSWER[1]),
            lambda on: setattr(settings, "auto_answer", on),
        )
        self.multi_undo_action = self._toggle(
            menu,
            tr(MULTI_HUMAN_UNDO[0]),
            settings.allow_multi_human_undo,
            tr(MULTI_HUMAN_UNDO[1]),
            self.set_multi_human_undo,
        )
        self.sound_action = self._toggle(
            menu,
            tr("&Sound"),
            settings.sound,
            tr("Short sounds for a deal, a card played, a trick taken, your turn and the match's end"),
            self.set_sound,
        )
        menu.aboutToShow.connect(self.show_sound_state)
        self.settings_action = self._settings_action(menu)
        menu.addSeparator()
        self.quit_action = self._action(menu, tr("&Quit"), w.close, "Ctrl+Q")

    def _settings_action(self, menu: QMenu) -> QAction:
        """Settings… with the system's key for preferences (Ctrl+, where it has none)."""
        act = self._action(
            menu,
            tr("S&ettings…"),
            self.show_settings,
            "",
            tr("Animation speed, card back, table colour, theme, language, play and questions"),
        )
        preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        act.setShortcuts(preferences or [QKeySequence("Ctrl+,")])
        act.setMenuRole(QAction.MenuRole.PreferencesRole)
        return act

    def _view_menu(self) -> None:
        w = self.window
        menu = w.menuBar().addMenu(tr("&View"))
        self.full_action = QAction(tr("&Full screen"), w)
        self.full_action.setShortcut(QKeySequence("F11"))
        self.full_action.setCheckable(True)
        self.full_action.triggered.connect(lambda on: w.showFullScreen() if on else w.showNormal())
        menu.addAction(self.full_action)
        menu.addAction(w.log_dock.toggleViewAction())
        self.last_trick_action = self._action(
            menu,
            tr("Show &last trick"),
            w.table.show_last_trick,
            "L",
            tr("The trick taken last, as played, and who took it"),
        )
        self.speed_actions = self._choice(
            menu.addMenu(tr("&Animation speed")), SPEEDS, SPEED_WORDS, w.table.speed, self.set_speed
        )
        self.back_actions = self._choice(
            menu.addMenu(tr("Card &back")), card_backs(), BACK_WORDS, w.art.back_name, self.set_card_back
        )
        self.felt_actions = self._choice(
            menu.addMenu(tr("Table &colour")), FELTS, FELT_WORDS, w.settings.felt, self.set_felt
        )
        self.four_colour_action = self._toggle(
            menu, tr("Four-colour &deck"), w.art.four_colour, tr(FOUR_COLOUR[1]), self.set_four_colour
        )
        self.large_cards_action = self._toggle(
            menu, tr("Lar&ge cards"), w.table.large_cards, tr(LARGE_CARDS[1]), self.set_large_cards
        )
        self.theme_actions = self._choice(
            menu.addMenu(tr("&Theme")), THEMES, THEME_WORDS, w.settings.theme, self.set_theme
        )

    def _choice(
        self,
        menu: QMenu,
        names: Iterable[str],
        words: tuple[str, Mapping[str, str]],
        current: str,
        slot: Callable[[str], None],
    ) -> dict[str, QAction]:
        """One checkable action per name in ``names`` (shown in ``words``), exclusive, ``current`` checked."""
        group = QActionGroup(self.window)
        out: dict[str, QAction] = {}
        for name in names:
            act = QAction(value_word(name, words), self.window, checkable=True)
            act.setChecked(name == current)
            act.triggered.connect(lambda _=False, n=name: slot(n))
            group.addAction(act)
            menu.addAction(act)
            out[name] = act
        return out

    def _help_menu(self) -> None:
        menu = self.window.menuBar().addMenu(tr("&Help"))
        self.rules_action = self._action(menu, tr("&Rules of this game"), self.show_rules, "F1")
        self._action(
            menu, tr("&Keys"), self.show_keys, "", tr("Every key of the program: at the table and in the menus")
        )
        learn = menu.addMenu(tr("&Learn a game"))
        for gid in games.ids():
            if teaching(gid) is None:
                continue  # a game without a first hand that teaches
            title = tr(games.get(gid).title)
            self._action(
                learn,
                tr("Learn {game}").format(game=title),
                functools.partial(self.tutorial.start, gid),
                "",
                tr("A first hand that teaches: each step explained, with the rule"),
            )
        self._action(menu, tr("&About Parlour"), self.show_about)

    # -- what the actions do ------------------------------------------------------------------------

    def set_speed(self, name: str) -> None:
        self.window.table.speed = name
        if name in self.speed_actions:
            self.speed_actions[name].setChecked(True)
            self.window.settings.animation_speed = name

    def set_card_back(self, name: str) -> None:
        w = self.window
        chosen = w.art.set_back(name)
        w.settings.card_back = chosen
        if chosen in self.back_actions:
            self.back_actions[chosen].setChecked(True)
        for it in w.table.card_items():
            it.update()
        w.table.viewport().update()

    def set_felt(self, name: str) -> None:
        """The table's colour, a name of ``FELTS``; remembered."""
        if name not in FELTS:
            return
        self.window.settings.felt = name
        self.window.table.set_felt(FELTS[name])
        self.felt_actions[name].setChecked(True)

    def set_theme(self, name: str) -> None:
        """The window's colours, a name of ``THEMES`` ("system" follows the system); remembered."""
        if name not in THEMES:
            return
        self.window.settings.theme = name
        apply_theme(name)
        self.theme_actions[name].setChecked(True)

    def set_four_colour(self, on: bool) -> None:
        """Diamonds blue and clubs green (the four-colour deck), or red and black; remembered."""
        w = self.window
        w.settings.four_colour = on
        w.art.set_four_colour(on)
        self.four_colour_action.setChecked(on)
        for it in w.table.card_items():
            it.update()
        w.table.viewport().update()

    def set_large_cards(self, on: bool) -> None:
        """The cards a person reads grown where the table has room, or not; remembered."""
        w = self.window
        w.settings.large_cards = on
        self.large_cards_action.setChecked(on)
        table = w.table
        if table.large_cards == on:
            return
        table.large_cards = on
        if table.is_animating():
            table.skip_animation()  # it lays the table out again at its end
        elif table.view is not None:
            table.sync(table.view, 0)

    def preferences(self) -> Preferences:
        """The settings in use, as the Settings dialog shows them."""
        w = self.window
        return Preferences(
            animation_speed=w.table.speed,
            card_back=w.art.back_name,
            felt=w.settings.felt,
            auto_answer=self.auto_answer_action.isChecked(),
            allow_multi_human_undo=self.multi_undo_action.isChecked(),
            confirm_leave_match=w.settings.confirm_leave_match,
            four_colour=w.art.four_colour,
            large_cards=w.table.large_cards,
            theme=w.settings.theme,
            language=w.settings.language,
            sound=w.settings.sound,
            sound_volume=w.settings.sound_volume,
        )

    def show_settings(self) -> SettingsDialog:
        """Game > Settings… (Ctrl+,): the dialog, window-modal; OK applies what changed."""
        dlg = SettingsDialog(
            self.window, self.preferences(), card_backs(), self.sounds.problem, try_sound=self.sounds.sample
        )
        dlg.accepted.connect(lambda: self.apply_preferences(dlg.chosen()))
        self.settings_dialog = dlg
        dlg.open()
        return dlg

    def apply_preferences(self, prefs: Preferences) -> None:
        """Use and remember ``prefs`` (what the Settings dialog chose); the menus' items follow. Only
        what changed is applied (a speed given on the command line is not saved unasked)."""
        now = self.preferences()
        if prefs.animation_speed != now.animation_speed:
            self.set_speed(prefs.animation_speed)
        if prefs.card_back != now.card_back:
            self.set_card_back(prefs.card_back)
        if prefs.felt != now.felt:
            self.set_felt(prefs.felt)
        if prefs.theme != now.theme:
            self.set_theme(prefs.theme)
        if prefs.language != now.language:
            self.window.settings.language = prefs.language  # spoken from the next start
        self.auto_answer_action.setChecked(prefs.auto_answer)  # its toggled signal remembers it
        self.multi_undo_action.setChecked(prefs.allow_multi_human_undo)
        if prefs.confirm_leave_match != now.confirm_leave_match:
            self.window.settings.confirm_leave_match = prefs.confirm_leave_match
        self.four_colour_action.setChecked(prefs.four_colour)  # its toggled signal applies it
        self.large_cards_action.setChecked(prefs.large_cards)
        if prefs.sound_volume != now.sound_volume:
            self.window.settings.sound_volume = prefs.sound_volume
        self.sound_action.setChecked(prefs.sound)  # its toggled signal remembers it
        self.window.settings.sync()

    def set_sound(self, on: bool) -> None:
        """The table's sounds on or off; remembered. Turned on, the chime says how loud they are."""
        settings = self.window.settings
        was_on = settings.sound
        settings.sound = on
        self.sound_action.setChecked(on)
        if on and not was_on:
            self.sounds.sample()

    def show_sound_state(self) -> None:
        """Game > Sound disabled, saying why, when sound is unavailable (the Game menu opening)."""
        problem = self.sounds.problem
        self.sound_action.setEnabled(not problem)
        if problem:
            self.sound_action.setToolTip(problem)

    def set_undo_state(self, blocked: str | None) -> None:
        """Undo enabled, or not and why (``blocked``) in its tip."""
        if blocked is None:
            tip = tr("Take back your last decision (and the computer players' moves since)")
        else:
            tip = tr("Undo is not available: {reason}").format(reason=tr(blocked))
        self.undo_action.setEnabled(blocked is None)
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)

    def set_multi_human_undo(self, allowed: bool) -> None:
        self.window.settings.allow_multi_human_undo = allowed
        self.window.runner.request_undo_allowed.emit(allowed)

    def show_rules(self) -> None:
        config = self.window.config
        gid = config.game_id if config else (games.ids()[0] if games.ids() else "")
        path = rules_file(gid, current_language())  # the page in the window's language, if there is one
        dlg = QDialog(self.window)
        dlg.setWindowTitle(tr("Rules: {game}").format(game=tr(games.get(gid).title)) if gid else tr("Rules"))
        dlg.resize(760, 720)
        lay = QVBoxLayout(dlg)
        browser = QTextBrowser()
        browser.setOpenExternalLinks(False)
        if path.is_file():
            browser.setSearchPaths([str(path.parent)])
            browser.setHtml(path.read_text(encoding="utf-8"))
        else:
            browser.setPlainText(tr("The rules page is missing: {path}").format(path=path))
        lay.addWidget(browser)
        dlg.setModal(False)
        dlg.show()
        self.rules_dialog = dlg

    def show_keys(self) -> None:
        KeysDialog(self.window.menuBar(), self.window).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self.window,
            tr("About Parlour"),
            tr(
                "<h3>Parlour</h3><p>A card table for Freelance, Clubs, King, Two Way Street and Kalooki, "
                "against computer players or with friends at one screen.</p>"
                "<p>Drag a card to play it, double-click it, or choose with the arrow keys and press Enter. "
                "Click during an animation to skip it.</p>"
            ),
        )
