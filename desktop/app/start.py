"""The start screen: game, number of players, each seat (name, human or computer level), the
game's rule options (standard rules preselected, each explained in a tooltip) and a seed.

With the player's :class:`desktop.data.settings.Settings` (issue 12) the last game is preselected, and
for each game the seats, names and rule options last used with it; :meth:`StartDialog.remember`
stores them when a match is dealt.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import games
from ai.ladder import NEWCOMER, ladder
from games.transcript import SEED_RULE, name_ok, seed_ok

from ..i18n import tr, tr_noop
from ..match.worker import HUMAN, MatchConfig
from ..phrasing import in_words
from .theme import is_dark

if TYPE_CHECKING:
    from ..data.settings import Settings

# The names the start screen offers, shown in the program's language (tr) where they are used.
DEFAULT_NAMES = (
    tr_noop("You"), tr_noop("Ann"), tr_noop("Ben"), tr_noop("Cleo"),
    tr_noop("Dev"), tr_noop("Eve"), tr_noop("Finn"), tr_noop("Gus"),
)  # fmt: skip
# The computer levels in words (the level's id is the players' name in ai/ and in saves: Medium is
# ``basic``, as saves made before the ladder name it). ``random`` is no level a person picks; a
# save that names it still loads, and it is named here for anything that shows such a seat.
LEVEL_WORDS = {
    "easy": tr_noop("Easy"),
    "basic": tr_noop("Medium"),
    "hard": tr_noop("Hard"),
    "expert": tr_noop("Expert"),
    "random": tr_noop("random moves"),
}
# What each level is, for the seat's tooltip.
LEVEL_TIPS = {
    "easy": tr_noop("Easy: plays sensibly but makes a careless move now and then"),
    "basic": tr_noop("Medium: plays sensibly, at once"),
    "hard": tr_noop(
        "Hard: looks ahead over the cards it cannot see on about half its moves, playing the others as Medium"
    ),
    "expert": tr_noop("Expert: looks ahead over the cards it cannot see, about a second a move"),
}


def level_words(level: str) -> str:
    """A computer level in the window's language (an unknown id as it stands)."""
    words = LEVEL_WORDS.get(level)
    return tr(words) if words is not None else level


def game_levels(game_id: str) -> list[str]:
    """The computer levels a person may pick for ``game_id``, weakest first (Easy to Expert)."""
    return ladder(game_id)


def default_level(game_id: str) -> str:
    """The level a newcomer meets (``ai.ladder.NEWCOMER``: Medium), where the game has it."""
    levels = game_levels(game_id)
    return NEWCOMER if NEWCOMER in levels else levels[-1]


def default_config(game_id: str, players: int | None = None, seed: int | None = None, humans: int = 1) -> MatchConfig:
    """The standard rules with ``humans`` human seats first (named You, or Ann, Ben, ... when several)."""
    game = games.get(game_id)
    n = players or game.default_players
    human_names = [tr(name) for name in (DEFAULT_NAMES[:1] if humans == 1 else DEFAULT_NAMES[1:])]
    # Computer players are named as on the start screen: Computer 1, Computer 2, ...
    computer = tr("Computer {number}")
    names = tuple(human_names[s] if s < humans else computer.format(number=s - humans + 1) for s in range(n))
    seats = tuple(HUMAN if s < humans else default_level(game_id) for s in range(n))
    return MatchConfig(game_id, names, seats, {}, seed if seed is not None else random.randrange(1, 10**6))


def match_problem(config: MatchConfig) -> str:
    """What would make the match ``config`` one that a save of it could not be taken up again
    from ("" if nothing): the loader's own rules, checked at the door."""
    game = games.get(config.game_id)
    try:
        game.options(dict(config.options))
    except (ValueError, TypeError) as exc:
        return tr("Rules: {problem}").format(problem=in_words(exc.args[0] if exc.args else exc))
    for name in config.names:
        if not name_ok(name):
            return tr("The name {name} holds a character that cannot be written down").format(name=repr(name))
    if not seed_ok(config.seed):
        return tr("The seed must be {rule}").format(rule=in_words(SEED_RULE))
    return ""


class StartDialog(QDialog):
    """Pick a game and its seats; ``config()`` gives the MatchConfig."""

    def __init__(
        self,
        parent: QWidget | None = None,
        previous: MatchConfig | None = None,
        settings: Settings | None = None,
        closable: bool = True,
    ) -> None:
        """``closable``: Cancel (and Escape) go back to the match on the table; without one to go
        back to, the start screen stays until a match is dealt (the menus still work)."""
        super().__init__(parent)
        self.settings = settings
        self.closable = closable
        self.setWindowTitle(tr("New match"))
        self.setMinimumWidth(520)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        for gid in games.ids():
            g = games.get(gid)
            self.game.addItem(f"{tr(g.title)}  ({self._range(g)})", gid)
        self.first_focus = self.game  # where the start panel puts the keyboard's focus
        form.addRow(tr("&Game"), self.game)
        self.players = QSpinBox()
        form.addRow(tr("&Players"), self.players)
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2_000_000_000))
        self.seed.setPlaceholderText(tr("random", note="an empty seed"))
        self.seed.setToolTip(tr("The same seed deals the same cards: leave empty for a fresh deal"))
        form.addRow(tr("S&eed"), self.seed)
        outer.addLayout(form)
        self.seats_box = QGroupBox(tr("Seats (play goes in this order)"))
        self.seats_grid = QGridLayout(self.seats_box)
        outer.addWidget(self.seats_box)
        self.options_box = QGroupBox(tr("Rules"))
        self.options_form = QFormLayout(self.options_box)
        outer.addWidget(self.options_box)
        self.problem = QLabel("")  # why Deal refused the match, if it did
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {'#ff8a80' if is_dark() else '#b00020'}; font-weight: bold;")
        self.problem.hide()
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        deal = buttons.button(QDialogButtonBox.StandardButton.Ok)
        deal.setText(tr("&Deal"))
        deal.setDefault(True)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setVisible(closable)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        first = previous.game_id if previous is not None else (settings.last_game if settings is not None else None)
        if first is not None and first in games.ids():
            self.game.blockSignals(True)
            self.game.setCurrentIndex(games.ids().index(first))
            self.game.blockSignals(False)
        self._game_changed()
        if previous is not None and previous.game_id == self.game_id():
            self.players.setValue(previous.players)
            for s in range(min(previous.players, len(self.names))):
                self.names[s].setText(previous.names[s])
                kind = previous.seats[s]
                idx = self.kinds[s].findData(kind)
                if idx >= 0:
                    self.kinds[s].setCurrentIndex(idx)

    @staticmethod
    def _range(g: games.Game) -> str:  # type: ignore[type-arg]
        if g.min_players == g.max_players:
            return tr("%n players", n=g.min_players)
        return tr("{least}-{most} players").format(least=g.min_players, most=g.max_players)

    def game_id(self) -> str:
        return str(self.game.currentData())

    def _stored_players(self, game_id: str) -> int | None:
        """How many seats the player last set up for ``game_id`` (settings key seats/<game>/kinds)."""
        if self.settings is None:
            return None
        raw = self.settings.qsettings.value(f"seats/{game_id}/kinds")
        try:
            kinds = json.loads(raw) if isinstance(raw, str) else None
        except ValueError:
            return None
        return len(kinds) if isinstance(kinds, list) else None

    def _seat_defaults(self, n: int) -> tuple[list[str], list[str]]:
        """Names and kinds for ``n`` seats: the last used with this game (settings), else You + AI."""
        gid = self.game_id()
        if self.settings is not None:
            return self.settings.default_names(gid, n), self.settings.default_seats(gid, n)
        names = [tr(DEFAULT_NAMES[0]) if s == 0 else tr("Computer {number}").format(number=s) for s in range(n)]
        return names, [HUMAN if s == 0 else default_level(gid) for s in range(n)]

    def _game_changed(self) -> None:
        g = games.get(self.game_id())
        stored = self._stored_players(g.id)
        n = stored if stored is not None and g.min_players <= stored <= g.max_players else g.default_players
        self.players.blockSignals(True)
        self.players.setRange(g.min_players, g.max_players)
        self.players.setValue(n)
        self.players.setEnabled(g.min_players != g.max_players)
        self.players.blockSignals(False)
        self.names, self.kinds = [], []  # a new game: its own seats, not the last game's
        self._players_changed()
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        docs, labels = g.option_docs(), g.option_labels()
        last: dict[str, Any] = self.settings.last_options(g.id) if self.settings is not None else {}
        for f in dataclasses.fields(g.options_type):
            default = f.default
            chosen = last.get(f.name, default)
            label = in_words(labels[f.name])
            w: QWidget
            if isinstance(default, bool):
                box = QCheckBox(label)
                box.setChecked(bool(chosen))
                w = box
                self.options_form.addRow(box)
            elif isinstance(default, int):
                spin = QSpinBox()
                spin.setRange(-1_000_000, 1_000_000)
                spin.setValue(int(chosen))
                w = spin
                self.options_form.addRow(label, spin)
            else:
                edit = QLineEdit(str(chosen))
                w = edit
                self.options_form.addRow(label, edit)
            w.setToolTip(in_words(docs.get(f.name, "")))
            self.option_widgets[f.name] = w
        if not self.option_widgets:
            self.options_form.addRow(QLabel(tr("This game has no rule options.")))

    def _players_changed(self) -> None:
        n = self.players.value()
        old_names = [e.text() for e in self.names]
        old_kinds = [k.currentData() for k in self.kinds]
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.setParent(None)
                w.deleteLater()
        self.names, self.kinds = [], []
        levels = game_levels(self.game_id())
        default_names, default_kinds = self._seat_defaults(n)
        for s in range(n):
            name = QLineEdit(old_names[s] if s < len(old_names) else default_names[s])
            kind = QComboBox()
            kind.addItem(tr("Human"), HUMAN)
            for lv in levels:
                kind.addItem(tr("Computer ({level})").format(level=level_words(lv)), lv)
                kind.setItemData(kind.count() - 1, tr(LEVEL_TIPS[lv]), Qt.ItemDataRole.ToolTipRole)
            want = old_kinds[s] if s < len(old_kinds) else default_kinds[s]
            idx = kind.findData(want)
            kind.setCurrentIndex(idx if idx >= 0 else max(0, kind.findData(default_level(self.game_id()))))
            kind.setToolTip(tr("Two or more humans share the screen: a hand-over screen hides the cards between turns"))
            label = QLabel(tr("Seat {number}").format(number=s + 1))
            label.setBuddy(name)
            name.setAccessibleName(tr("Name of seat {number}").format(number=s + 1))
            kind.setAccessibleName(tr("Player of seat {number}").format(number=s + 1))
            self.seats_grid.addWidget(label, s, 0, Qt.AlignmentFlag.AlignRight)
            self.seats_grid.addWidget(name, s, 1)
            self.seats_grid.addWidget(kind, s, 2)
            self.names.append(name)
            self.kinds.append(kind)

    def config(self) -> MatchConfig:
        options: dict[str, object] = {}
        g = games.get(self.game_id())
        for f in dataclasses.fields(g.options_type):
            w = self.option_widgets[f.name]
            if isinstance(w, QCheckBox):
                value: object = w.isChecked()
            elif isinstance(w, QSpinBox):
                value = w.value()
            else:
                assert isinstance(w, QLineEdit)
                value = w.text()
            if value != f.default:
                options[f.name] = value
        text = self.seed.text().strip()
        seed = int(text) if text else random.randrange(1, 10**6)
        names = tuple((e.text().strip() or tr("Seat {number}").format(number=i + 1)) for i, e in enumerate(self.names))
        seats = tuple(str(k.currentData()) for k in self.kinds)
        return MatchConfig(self.game_id(), names, seats, options, seed)

    def accept(self) -> None:
        """Deal, unless the match could not be saved and taken up again: then say why and stay."""
        problem = match_problem(self.config())
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return
        self.problem.hide()
        super().accept()

    def reject(self) -> None:
        """Cancel or Escape: back to the match on the table, if there is one to go back to."""
        if self.closable:
            super().reject()

    def remember(self) -> None:
        """Store this dialog's game, seats, names and rule options as the next match's defaults."""
        if self.settings is None:
            return
        cfg = self.config()
        self.settings.last_game = cfg.game_id
        self.settings.set_default_seats(cfg.game_id, list(cfg.seats), list(cfg.names))
        # Options the game refuses are not remembered (the match itself says why).
        with contextlib.suppress(ValueError, TypeError, KeyError):
            self.settings.set_last_options(cfg.game_id, dict(cfg.options))
        self.settings.sync()
