"""Card art, icons and rules pages from ``assets/``, found beside the package (or in the frozen bundle).

Card faces are SVG files named by the card's text form (``QH.svg``, ``TS.svg``, ``RJ.svg``,
``BJ.svg``, ``JK.svg``) plus ``back.svg``. They are rendered once per size and device pixel
ratio with QSvgRenderer into cached pixmaps, so they stay sharp on HiDPI screens. A missing file
is an error that names the file: the table never draws stand-in rectangles.

The four-colour deck (issue 24, Settings.four_colour) draws diamonds blue and clubs green, as in
bridge players' decks: the SVG text of a diamond or club is given the new colour in its suit marks
(corner indices, pips, the court cards' frames and letters) before it is rendered; the court
figures keep their own colours.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from games.cards import JOKER_KINDS, RANKS, SUITS

CARD_NAMES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS) + tuple(JOKER_KINDS.values())
BACK = "back"
# The four-colour deck: suit -> (the colour of its marks in the files, the colour drawn instead).
# Both read well on the white face (contrast 6.4 and 5.3 to 1, as the red's 5.8), and they are as
# far from the red, the black and each other as dark colours can be for red-green colour blindness.
FOUR_COLOURS: dict[str, tuple[str, str]] = {"D": ("#c8102e", "#1f57c3"), "C": ("#1b1b1b", "#0f7b3a")}
# The elements of a card that show its suit: the pips (paths placed by a transform), the indices
# and court letters (text), the court frames (rects). The figures are paths, polygons and circles.
_SUIT_MARK = re.compile(r"<(?:path transform=|text |rect )[^>]*>")


class AssetError(RuntimeError):
    """A file of ``assets/`` is missing or unreadable."""


def assets_dir() -> Path:
    """``assets/`` of this installation: ``PARLOUR_ASSETS`` if set, the PyInstaller bundle when
    frozen, else the folder beside the ``desktop`` package."""
    override = os.environ.get("PARLOUR_ASSETS")
    if override:
        return Path(override)
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def card_file(name: str) -> Path:
    return assets_dir() / "cards" / f"{name}.svg"


def missing_card_art() -> list[str]:
    """The card files that are not there (relative to assets/), empty when the deck is complete."""
    return [f"cards/{n}.svg" for n in (*CARD_NAMES, BACK) if not card_file(n).is_file()]


def four_colour_svg(svg: str, suit: str) -> str:
    """The SVG text of a card of ``suit`` with its suit marks in the four-colour deck's colour
    (unchanged for hearts and spades)."""
    if suit not in FOUR_COLOURS:
        return svg
    old, new = (f'"{c}"' for c in FOUR_COLOURS[suit])
    return _SUIT_MARK.sub(lambda m: m.group(0).replace(old, new), svg)


def rules_file(game_id: str, language: str = "en") -> Path:
    """The rules page of ``game_id``: ``rules/<game_id>.html`` in English, ``rules/<language>/<game_id>.html``
    in another language when that translation is there, else the English page."""
    english = assets_dir() / "rules" / f"{game_id}.html"
    if language == "en":
        return english
    translated = assets_dir() / "rules" / language / f"{game_id}.html"
    return translated if translated.is_file() else english


def app_icon() -> QIcon:
    """The program's icon (an empty icon if assets/icons/parlour.svg is not there: a window can do without)."""
    path = assets_dir() / "icons" / "parlour.svg"
    return QIcon(str(path)) if path.is_file() else QIcon()


class CardArt:
    """Renders card SVGs into pixmaps, cached by (card, logical size, device pixel ratio);
    ``four_colour``: diamonds blue and clubs green (:meth:`set_four_colour`)."""

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, int, float, bool, float], QPixmap] = {}

    def _renderer(self, name: str) -> QSvgRenderer:
        r = self._renderers.get(name)
        if r is None:
            path = card_file(name)
            if not path.is_file():
                raise AssetError(f"card art missing: {path} (expected the SVG deck in assets/cards/)")
            if self.four_colour and name in CARD_NAMES and name[-1] in FOUR_COLOURS:
                text = four_colour_svg(path.read_text(encoding="utf-8"), name[-1])
                r = QSvgRenderer(QByteArray(text.encode("utf-8")))
            else:
                r = QSvgRenderer(str(path))
            if not r.isValid():
                raise AssetError(f"card art unreadable: {path}")
            self._renderers[name] = r
        return r

    def set_four_colour(self, on: bool) -> None:
        """Draw diamonds blue and clubs green (``on``), or as the files have them."""
        if bool(on) != self.four_colour:
            self.four_colour = bool(on)
            self._renderers.clear()
            self._pixmaps.clear()

    def aspect(self) -> float:
        """Height over width of the cards, from the back's artwork (1.4 for a poker-size card)."""
        size = self._renderer(BACK).defaultSize()
        if size.width() <= 0 or size.height() <= 0:
            return 1.4
        return size.height() / size.width()

    def pixmap(
        self, name: str, width: float, height: float, dpr: float, dim: bool = False, shadow: float = 0.0
    ) -> QPixmap:
        """The card ``name`` at ``width`` x ``height`` logical pixels (sharp at ``dpr``); ``dim`` darkens
        it (a card that cannot be played now); ``shadow`` adds a soft drop shadow that many pixels wide
        on the right and bottom (the pixmap is then that much larger)."""
        key = (name, round(width), round(height), round(dpr, 2), dim, round(shadow, 1))
        pm = self._pixmaps.get(key)
        if pm is None:
            renderer = self._renderer(name)
            w, h = max(1, round(width * dpr)), max(1, round(height * dpr))
            pad = round(shadow * dpr)
            pm = QPixmap(QSize(w + pad, h + pad))
            pm.fill(QColor(0, 0, 0, 0))
            painter = QPainter(pm)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            radius = w * 0.048
            if pad:
                painter.setPen(Qt.PenStyle.NoPen)
                for i, alpha in enumerate((34, 26, 18)):
                    painter.setBrush(QColor(0, 0, 0, alpha))
                    off = pad * (0.45 + 0.25 * i)
                    painter.drawRoundedRect(QRectF(off, off * 1.2, w, h), radius, radius)
            renderer.setAspectRatioMode(Qt.AspectRatioMode.IgnoreAspectRatio)
            renderer.render(painter, QRectF(0, 0, w, h))
            if dim:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(12, 36, 24, 115))
                painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
            painter.end()
            pm.setDevicePixelRatio(dpr)
            if len(self._pixmaps) > 800:
                self._pixmaps.clear()
            self._pixmaps[key] = pm
        return pm


def card_backs() -> dict[str, Path]:
    """The card backs to choose from: ``assets/cards/back*.svg`` by name (``back-red.svg``: "red";
    ``back.svg``: "standard")."""
    out: dict[str, Path] = {}
    for path in sorted((assets_dir() / "cards").glob("back*.svg")):
        out[path.stem[len("back-") :] if path.stem.startswith("back-") else "standard"] = path
    return out


class TableArt(CardArt):
    """The card art with the player's choice of back (Settings.card_back)."""

    def __init__(self, back: str = "", four_colour: bool = False) -> None:
        super().__init__(four_colour)
        self.back_name = ""
        self.back_path: Path | None = None
        self.set_back(back)

    def set_back(self, name: str) -> str:
        """Use back ``name`` (an unknown name: the standard back); the name in use."""
        backs = card_backs()
        chosen = name if name in backs else ("standard" if "standard" in backs else next(iter(backs), ""))
        self.back_name = chosen
        self.back_path = backs.get(chosen)
        self._renderers.pop(BACK, None)
        self._pixmaps.clear()
        return chosen

    def _renderer(self, name: str) -> QSvgRenderer:
        if name == BACK and self.back_path is not None and BACK not in self._renderers:
            r = QSvgRenderer(str(self.back_path))
            if r.isValid():
                self._renderers[BACK] = r
        return super()._renderer(name)


def window_icon() -> QIcon:
    """The program's icon: the SVG, and the PNG render for systems without the SVG icon engine."""
    icon = app_icon()
    png = assets_dir() / "icons" / "parlour.png"
    if png.is_file():
        icon.addFile(str(png))
    return icon
