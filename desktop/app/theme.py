"""The window's colours (issue 24, "Colours"): a light and a dark theme, or the system's choice.

``Settings.theme`` names one of ``THEMES``: "system" (the default) follows the system's colour
scheme (``QStyleHints.colorScheme``, Qt 6.5+) and changes with it while the program runs
(``colorSchemeChanged``); "light" and "dark" keep to one. The theme is applied to the whole
application (``QApplication.setStyle`` and ``setPalette``), so that every window and dialog,
the log and the score sheet follow it; what is drawn by hand reads the palette (the summary
panel, the sheet's tints). The table's felt keeps its own colour (``Settings.felt``), and the bar
of buttons under it stays dark in both themes, as the table's edge.

- dark: the Fusion style with ``dark_palette()``, light text on dark grey, every role set for
  the active and the disabled state, a green highlight;
- light: the platform's own style and palette, as the program looked before; if the system is
  dark (the player chose light against it), the Fusion style's standard, light palette;
- system: dark or light as the system's colour scheme says; where the platform does not say
  (``Qt.ColorScheme.Unknown``), its own style and palette, whatever they are.

A widget with a style sheet of its own keeps the palette it had when the sheet was set (Qt does not
pass it a new application palette), so each theme applied sets every style sheet again
(``restyle_widgets``): the bar's buttons and the score sheet follow too.

``apply_stored_theme()`` (``main.py``, at the start) and ``apply_theme(name)`` (``Menus.set_theme``,
on a change) make the application's one ``Theme`` on first use and apply the theme.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from ..data.settings import DEFAULT_THEME, THEMES, Settings

FUSION = "fusion"

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

# The dark theme: role -> colour (the active and inactive states), then what differs when disabled.
DARK: dict[QPalette.ColorRole, str] = {
    Role.Window: "#2b2d2f",
    Role.WindowText: "#e9e7e2",
    Role.Base: "#1f2123",
    Role.AlternateBase: "#282a2c",
    Role.Text: "#e9e7e2",
    Role.PlaceholderText: "#8d9195",
    Role.Button: "#3a3d40",
    Role.ButtonText: "#e9e7e2",
    Role.BrightText: "#ff7b72",
    Role.Light: "#55595d",
    Role.Midlight: "#46494c",
    Role.Mid: "#2f3134",
    Role.Dark: "#1c1e20",
    Role.Shadow: "#0e0f10",
    Role.Highlight: "#2f7d55",
    Role.HighlightedText: "#ffffff",
    Role.Link: "#7fb8ff",
    Role.LinkVisited: "#c29bff",
    Role.ToolTipBase: "#3a3d40",
    Role.ToolTipText: "#f2f0eb",
}
DARK_DISABLED: dict[QPalette.ColorRole, str] = {
    Role.WindowText: "#7e8286",
    Role.Text: "#7e8286",
    Role.ButtonText: "#7e8286",
    Role.Base: "#25272a",
    Role.Button: "#313336",
    Role.Highlight: "#45494d",
    Role.HighlightedText: "#a5a8ab",
    Role.PlaceholderText: "#62666a",
}


def dark_palette() -> QPalette:
    """The dark theme's palette, for the Fusion style."""
    pal = QPalette()
    for role, colour in DARK.items():
        pal.setColor(role, QColor(colour))
    accent = getattr(Role, "Accent", None)  # Qt 6.6+: checked boxes and the like
    if accent is not None:
        pal.setColor(accent, QColor(DARK[Role.Highlight]))
    for role, colour in DARK_DISABLED.items():
        pal.setColor(Group.Disabled, role, QColor(colour))
    return pal


def fusion_light_palette() -> QPalette:
    """The Fusion style's own palette: light grey windows, white fields, dark text."""
    style = QStyleFactory.create("Fusion")
    return style.standardPalette() if style is not None else QPalette()


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2): 0 for black, 1 for white."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21 (4.5 and up reads well as text)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (the application's by default) has dark windows and light text."""
    pal = palette if palette is not None else QGuiApplication.palette()
    return luminance(pal.color(Role.Window)) < luminance(pal.color(Role.WindowText))


def system_scheme() -> Qt.ColorScheme:
    """The system's colour scheme as Qt reports it (Unknown where the platform does not say)."""
    return QGuiApplication.styleHints().colorScheme()


def system_is_dark() -> bool:
    return system_scheme() == Qt.ColorScheme.Dark


class Theme(QObject):
    """The application's colours: ``use(name)`` applies a theme of ``THEMES``; while it is "system",
    a change of the system's colour scheme is followed. ``changed(dark)`` after each application."""

    changed = Signal(bool)

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.name = DEFAULT_THEME
        self.dark = False
        style = app.style()
        self.original_style = style.name() if style is not None else FUSION  # the platform's
        app.styleHints().colorSchemeChanged.connect(self._scheme_changed)

    def use(self, name: str) -> None:
        """Apply theme ``name`` (an unknown name is "system") and follow the system if it is that."""
        self.name = name if name in THEMES else DEFAULT_THEME
        self.apply()

    def wants_dark(self) -> bool:
        return self.name == "dark" or (self.name == "system" and system_is_dark())

    def apply(self) -> None:
        """Set the application's style and palette for the theme in use."""
        if self.wants_dark():
            self._set_style(FUSION)
            QApplication.setPalette(dark_palette())
        elif system_is_dark():  # light chosen against a dark system: the platform's palette is dark
            self._set_style(FUSION)
            QApplication.setPalette(fusion_light_palette())
        else:
            self.restore()
            if self.name == "light" and is_dark():  # a platform dark without saying so
                self._set_style(FUSION)
                QApplication.setPalette(fusion_light_palette())
        self.dark = is_dark()
        restyle_widgets()
        self.changed.emit(self.dark)

    def restore(self) -> None:
        """The platform's own style and palette, as before any theme was applied."""
        self._set_style(self.original_style)
        QApplication.setPalette(QPalette())  # an empty palette: the platform's default again

    def _set_style(self, name: str) -> None:
        style = self.app.style()
        if style is None or style.name().lower() != name.lower():  # setStyle polishes every widget again
            QApplication.setStyle(name)

    def _scheme_changed(self, _scheme: object = None) -> None:
        if self.name == "system":
            self.apply()


def restyle_widgets() -> None:
    """A widget with a style sheet of its own (the button bar, the score sheet's grid), and its
    children, keep the palette they had when the sheet was set, whatever the application's palette
    becomes: set each sheet again, so that they take the palette now in use.

    Every sheet is read before any is set: setting one polishes the widget's children anew, which
    may delete and remake a child Qt made itself (a combo box's popup, a scroll bar), and the list
    of all widgets still names the deleted one (a crash of the test suite, once, in the settings
    dialog's test). Such children have no sheet of their own, so they are not among those set."""
    sheets = [(widget, sheet) for widget in QApplication.allWidgets() if (sheet := widget.styleSheet())]
    for widget, sheet in sheets:
        widget.setStyleSheet(sheet)


_theme: Theme | None = None


def theme() -> Theme:
    """The application's one Theme, made on first use (the QApplication must exist)."""
    global _theme
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("the theme needs a QApplication")
    if _theme is None or _theme.app is not app:
        _theme = Theme(app)
    return _theme


def apply_theme(name: str) -> Theme:
    """Use theme ``name`` ("system", "light", "dark") for the whole application."""
    t = theme()
    t.use(name)
    return t


def apply_stored_theme() -> Theme:
    """The theme the player chose (``Settings.theme``), at the program's start (``main.py``)."""
    return apply_theme(Settings().theme)


def forget_theme() -> None:
    """Back to the platform's style and palette, no longer following the system (tests)."""
    global _theme
    if _theme is None:
        return
    t, _theme = _theme, None
    t.app.styleHints().colorSchemeChanged.disconnect(t._scheme_changed)
    t.restore()
    t.setParent(None)
    t.deleteLater()


__all__ = [
    "THEMES",
    "Theme",
    "apply_stored_theme",
    "apply_theme",
    "contrast",
    "dark_palette",
    "forget_theme",
    "fusion_light_palette",
    "is_dark",
    "luminance",
    "restyle_widgets",
    "system_is_dark",
    "system_scheme",
    "theme",
]
