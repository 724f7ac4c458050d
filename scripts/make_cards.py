"""Draw Parlour's playing-card deck as SVG files.

Every shape here (suit pips, court figures, jokers, backs) is drawn by this script from numbers
written below; no font file and no image is used. Card texts follow ``games.cards``: ranks
``2-9 T J Q K A`` and suits ``C D H S`` (``QH.svg`` is the Queen of Hearts), jokers ``RJ``
(red), ``BJ`` (black) and ``JK`` (a joker where the game tells no colour), and backs
``back.svg`` (the default, blue), ``back-blue.svg``, ``back-red.svg`` and ``back-green.svg``.

The output is deterministic: the same script writes the same bytes.

Usage: ``python scripts/make_cards.py [OUT_DIR]`` (default ``assets/cards`` in the repository).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

W, H = 250, 350  # poker proportions, 2.5 x 3.5
CX, CY = W / 2, H / 2
RADIUS = 12

RED = "#c8102e"
BLACK = "#1b1b1b"
BLUE = "#1f4e9c"
YELLOW = "#f3b61f"
SKIN = "#fde6cc"
WHITE = "#ffffff"
PAPER = "#fffdf8"
FRAME_FILL = "#fff7e2"
INK = "#1b1b1b"

RANKS = "23456789TJQKA"
SUITS = "CDHS"
RED_SUITS = "DH"
RANK_LABEL = {"T": "10"}
FONT = "sans-serif"

# Suit pips, drawn in a box of 100 units centred on the origin (x and y in -50..50).
SUIT_PATH = {
    "D": "M0,-50 C12,-31 25,-15 38,0 C25,15 12,31 0,50 C-12,31 -25,15 -38,0 C-25,-15 -12,-31 0,-50 Z",
    "H": (
        "M0,46 C-8,33 -24,21 -36,8 C-45,-2 -49,-11 -49,-21 C-49,-37 -37,-47 -23,-47 "
        "C-12,-47 -4,-40 0,-30 C4,-40 12,-47 23,-47 C37,-47 49,-37 49,-21 "
        "C49,-11 45,-2 36,8 C24,21 8,33 0,46 Z"
    ),
    "S": (
        "M0,-50 C7,-38 22,-27 35,-15 C45,-6 50,3 50,13 C50,28 39,37 26,37 "
        "C16,37 9,32 5,26 C6,37 11,45 19,50 L-19,50 C-11,45 -6,37 -5,26 "
        "C-9,32 -16,37 -26,37 C-39,37 -50,28 -50,13 C-50,3 -45,-6 -35,-15 "
        "C-22,-27 -7,-38 0,-50 Z"
    ),
    # Three lobes (circles, all drawn clockwise so the non-zero rule unites them), a filled
    # centre and a flared stem.
    "C": (
        "M0,-49 A22,22 0 1,1 0,-5 A22,22 0 1,1 0,-49 Z "
        "M-26,-6 A22,22 0 1,1 -26,38 A22,22 0 1,1 -26,-6 Z "
        "M26,-6 A22,22 0 1,1 26,38 A22,22 0 1,1 26,-6 Z "
        "M-10,-12 L10,-12 L12,14 L-12,14 Z "
        "M-4,8 L4,8 C5,28 10,42 19,50 L-19,50 C-10,42 -5,28 -4,8 Z"
    ),
}


def num(v: float) -> str:
    """A coordinate as short, stable text (at most two decimals, no trailing zeros)."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def suit_color(suit: str) -> str:
    return RED if suit in RED_SUITS else BLACK


def pip(suit: str, x: float, y: float, size: float, flip: bool = False, color: str | None = None) -> str:
    """A suit pip ``size`` units wide centred on (x, y); ``flip`` turns it upside down."""
    transform = f"translate({num(x)},{num(y)}) scale({num(size / 100)})"
    if flip:
        transform += " rotate(180)"
    fill = color or suit_color(suit)
    return f'<path transform="{transform}" fill="{fill}" d="{SUIT_PATH[suit]}"/>'


def rotated(content: str) -> str:
    """``content`` turned half a turn about the card's centre (the lower half of a card)."""
    return f'<g transform="rotate(180 {num(CX)} {num(CY)})">{content}</g>'


def svg(body: Iterable[str], title: str) -> str:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
    )
    return "\n".join([head, f"<title>{title}</title>", *body, "</svg>", ""])


def card_outline(fill: str = PAPER) -> str:
    return (
        f'<rect x="0.75" y="0.75" width="{W - 1.5}" height="{H - 1.5}" rx="{RADIUS}" ry="{RADIUS}" '
        f'fill="{fill}" stroke="#8c8c8c" stroke-width="1.5"/>'
    )


# ---------------------------------------------------------------------------------------------
# Corner indices


def index_text(label: str, x: float, y: float, size: float, color: str) -> str:
    squeeze = 0.7 if len(label) > 1 else 1.0
    return (
        f'<text transform="translate({num(x)},{num(y)}) scale({num(squeeze)},1)" text-anchor="middle" '
        f'font-family="{FONT}" font-weight="bold" font-size="{num(size)}" fill="{color}">{label}</text>'
    )


def corner_index(rank: str, suit: str) -> str:
    """Rank and a small pip at the top left, and the same turned at the bottom right."""
    color = suit_color(suit)
    label = RANK_LABEL.get(rank, rank)
    one = index_text(label, 27, 57, 56, color) + pip(suit, 27, 84, 32)
    return one + rotated(one)


# ---------------------------------------------------------------------------------------------
# Pip cards

PIP_COLUMNS = (78.0, 125.0, 172.0)
PIP_TOP, PIP_BOTTOM = 70.0, 280.0


def pip_positions(rank: str) -> list[tuple[float, float]]:
    """The traditional pip layout of a 2 to 10 (columns left, centre, right)."""
    left, mid, right = PIP_COLUMNS
    top, bot = PIP_TOP, PIP_BOTTOM
    span = bot - top
    centre = (top + bot) / 2
    n = 10 if rank == "T" else int(rank)
    pos: list[tuple[float, float]] = []
    if n in (2, 3):
        pos += [(mid, top), (mid, bot)]
        if n == 3:
            pos.append((mid, centre))
        return pos
    if n in (4, 5, 6, 7, 8):
        rows = [top, bot] if n in (4, 5) else [top, centre, bot]
        pos += [(x, y) for y in rows for x in (left, right)]
        if n == 5:
            pos.append((mid, centre))
        if n in (7, 8):
            pos.append((mid, top + span / 4))
        if n == 8:
            pos.append((mid, bot - span / 4))
        return pos
    rows = [top, top + span / 3, bot - span / 3, bot]
    pos += [(x, y) for y in rows for x in (left, right)]
    if n == 9:
        pos.append((mid, centre))
    else:
        pos += [(mid, top + span / 6), (mid, bot - span / 6)]
    return pos


def pip_card(rank: str, suit: str) -> list[str]:
    body = [card_outline()]
    for x, y in pip_positions(rank):
        body.append(pip(suit, x, y, 42, flip=y > CY + 0.01))
    body.append(corner_index(rank, suit))
    return body


def ace_card(suit: str) -> list[str]:
    body = [card_outline()]
    if suit == "S":
        # The ace of spades carries the maker's flourish: a ring and a ribbon.
        body.append(
            f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="78" ry="92" fill="none" stroke="{BLACK}" stroke-width="1.5"/>'
        )
        body.append(
            f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="72" ry="86" fill="none" stroke="{BLACK}" '
            f'stroke-width="0.75" stroke-dasharray="3,3"/>'
        )
        body.append(pip("S", CX, CY - 6, 112))
        body.append(
            f'<text x="{num(CX)}" y="{num(CY + 80)}" text-anchor="middle" font-family="serif" '
            f'font-size="11" letter-spacing="2" fill="{BLACK}">PARLOUR</text>'
        )
    else:
        body.append(pip(suit, CX, CY, 96))
    body.append(corner_index("A", suit))
    return body


# ---------------------------------------------------------------------------------------------
# Court cards: a framed, double-ended figure

FRAME = (54.0, 40.0, 196.0, 310.0)  # x0, y0, x1, y1

# Colour schemes: robe, trim, the colour of the other sleeve.
SCHEME = {
    "H": (RED, BLUE, YELLOW),
    "D": (YELLOW, RED, BLUE),
    "C": (BLUE, RED, YELLOW),
    "S": (BLUE, YELLOW, RED),
}

STROKE = f'stroke="{INK}" stroke-width="1.4" stroke-linejoin="round"'


def poly(points: Iterable[tuple[float, float]], fill: str, extra: str = "") -> str:
    d = " ".join(f"{num(x)},{num(y)}" for x, y in points)
    return f'<polygon points="{d}" fill="{fill}" {STROKE}{extra}/>'


def path(d: str, fill: str, extra: str = "") -> str:
    return f'<path d="{d}" fill="{fill}" {STROKE}{extra}/>'


def court_half(rank: str, suit: str) -> list[str]:
    """The upper half of a court figure (head to waist), drawn upright; the card repeats it turned."""
    robe, trim, sleeve = SCHEME[suit]
    out: list[str] = []
    # Shoulders and robe, cut at the card's middle line.
    out.append(path("M66,175 L70,146 C73,128 92,120 108,117 L142,117 C158,120 177,128 180,146 L184,175 Z", robe))
    # One sleeve in another colour, as on the classic patterns.
    out.append(path("M66,175 L70,146 C73,130 84,123 96,120 L104,175 Z", sleeve))
    # The breast panel with a row of lozenges.
    out.append(path("M110,118 L140,118 L146,175 L104,175 Z", trim))
    for i, y in enumerate((130.0, 146.0, 162.0)):
        w = 6 + i
        out.append(poly([(125, y - 7), (125 + w, y), (125, y + 7), (125 - w, y)], YELLOW if trim != YELLOW else RED))
    # The collar.
    collar = WHITE if rank != "K" else YELLOW
    out.append(path("M96,121 C108,134 142,134 154,121 L147,112 C136,121 114,121 103,112 Z", collar))
    if rank == "K":
        for x in (108.0, 118.0, 132.0, 142.0):
            out.append(f'<path d="M{num(x)},121 l2,4 l-2,3 l-2,-3 Z" fill="{INK}"/>')
    # Neck and face.
    out.append(path("M118,104 L132,104 L132,116 L118,116 Z", SKIN))
    out.append(
        path(
            "M125,70 C139,70 144,80 144,92 C144,104 136,112 125,112 C114,112 106,104 106,92 C106,80 111,70 125,70 Z",
            SKIN,
        )
    )
    # Features: eyes, brows, nose, mouth.
    out.append(f'<circle cx="118" cy="90" r="1.8" fill="{INK}"/><circle cx="132" cy="90" r="1.8" fill="{INK}"/>')
    out.append(f'<path d="M113,85 q5,-3 9,0 M128,85 q5,-3 9,0" fill="none" stroke="{INK}" stroke-width="1.2"/>')
    out.append(f'<path d="M125,91 l-3,9 l4,0" fill="none" stroke="{INK}" stroke-width="1.1"/>')
    if rank == "K":
        # Hair at the sides, a moustache and a forked beard.
        out.append(
            path("M106,84 C101,92 101,104 106,112 L110,102 Z M144,84 C149,92 149,104 144,112 L140,102 Z", YELLOW)
        )
        out.append(
            path(
                "M112,104 C116,101 121,101 125,104 C129,101 134,101 138,104 C139,112 135,121 125,126 C115,121 111,112 112,104 Z",
                YELLOW,
            )
        )
        out.append(f'<path d="M118,110 q7,5 14,0 M125,110 l0,12" fill="none" stroke="{INK}" stroke-width="1"/>')
        # Crown with five points and jewels.
        out.append(path("M104,76 L101,52 L112,62 L118,46 L125,60 L132,46 L138,62 L149,52 L146,76 Z", YELLOW))
        out.append(path("M104,76 L146,76 L145,70 L105,70 Z", trim if trim != YELLOW else RED))
        for x in (112.0, 125.0, 138.0):
            out.append(f'<circle cx="{num(x)}" cy="66" r="2.6" fill="{RED if robe != RED else BLUE}" {STROKE}/>')
        # Sceptre held at the right, topped with an orb and cross.
        out.append(path("M164,175 L167,98 L171,98 L170,175 Z", YELLOW))
        out.append(f'<circle cx="169" cy="91" r="7" fill="{YELLOW}" {STROKE}/>')
        out.append(f'<path d="M169,84 L169,74 M164,79 L174,79" fill="none" stroke="{INK}" stroke-width="2"/>')
        out.append(path("M158,150 C162,144 172,144 176,150 C172,156 162,156 158,150 Z", SKIN))
    elif rank == "Q":
        # Long hair falling to the shoulders, a small crown and a veil.
        out.append(path("M106,80 C94,96 96,118 92,132 L104,126 C106,112 104,96 112,82 Z", YELLOW))
        out.append(path("M144,80 C156,96 154,118 158,132 L146,126 C144,112 146,96 138,82 Z", YELLOW))
        out.append(path("M106,82 C108,70 116,65 125,65 C134,65 142,70 144,82 C136,76 114,76 106,82 Z", YELLOW))
        out.append(path("M108,70 L106,54 L115,62 L125,50 L135,62 L144,54 L142,70 Z", YELLOW))
        out.append(f'<circle cx="125" cy="58" r="3" fill="{RED if robe != RED else BLUE}" {STROKE}/>')
        out.append(f'<path d="M120,105 q5,3 10,0" fill="none" stroke="{RED}" stroke-width="1.8"/>')
        # A flower held at the left.
        out.append(f'<path d="M84,175 C84,150 82,130 80,112" fill="none" stroke="{INK}" stroke-width="2"/>')
        out.append(path("M80,112 C88,116 92,124 86,132 C82,124 80,118 80,112 Z", "#3f8f3f"))
        for dx, dy in ((0, -10), (9, -4), (6, 7), (-6, 7), (-9, -4)):
            out.append(f'<circle cx="{num(80 + dx)}" cy="{num(100 + dy)}" r="5.5" fill="{RED}" {STROKE}/>')
        out.append(f'<circle cx="80" cy="100" r="4" fill="{YELLOW}" {STROKE}/>')
        out.append(path("M78,150 C82,144 92,144 96,150 C92,156 82,156 78,150 Z", SKIN))
    else:
        # The Jack: curled hair, a flat cap with a feather, and a halberd.
        out.append(path("M106,86 C100,94 102,106 108,110 C104,100 108,92 110,88 Z", YELLOW))
        out.append(path("M144,86 C150,94 148,106 142,110 C146,100 142,92 140,88 Z", YELLOW))
        out.append(path("M100,80 C102,62 114,56 125,56 C138,56 150,62 152,80 Z", trim if trim != YELLOW else RED))
        out.append(path("M100,80 L152,80 L150,73 L102,73 Z", YELLOW))
        out.append(path("M110,70 C100,62 93,54 90,44 C100,48 110,56 116,66 Z", WHITE))
        out.append(f'<path d="M112,67 C104,60 98,54 93,47" fill="none" stroke="{INK}" stroke-width="0.9"/>')
        out.append(path("M164,175 L166,96 L170,96 L170,175 Z", "#8a5a2b"))
        out.append(path("M168,78 L174,90 L168,97 L162,90 Z", WHITE))
        out.append(path("M170,100 C181,98 187,107 185,118 C179,112 174,112 170,113 Z", WHITE))
        out.append(path("M158,150 C162,144 172,144 176,150 C172,156 162,156 158,150 Z", SKIN))
    return out


def court_card(rank: str, suit: str) -> list[str]:
    x0, y0, x1, y1 = FRAME
    color = suit_color(suit)
    body = [card_outline()]
    body.append(
        f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" height="{num(y1 - y0)}" '
        f'fill="{FRAME_FILL}" stroke="{color}" stroke-width="2.5"/>'
    )
    half = court_half(rank, suit)
    # The suit and the letter in the frame's upper corners, as on the classic patterns.
    half.append(pip(suit, x0 + 17, y0 + 18, 24))
    half.append(
        f'<text x="{num(x1 - 16)}" y="{num(y0 + 27)}" text-anchor="middle" font-family="serif" '
        f'font-weight="bold" font-size="24" fill="{color}">{rank}</text>'
    )
    top = "".join(half)
    body.append(top)
    body.append(rotated(top))
    body.append(f'<path d="M{num(x0)},{num(CY)} L{num(x1)},{num(CY)}" stroke="{INK}" stroke-width="1.4"/>')
    body.append(
        f'<rect x="{num(x0 + 4)}" y="{num(y0 + 4)}" width="{num(x1 - x0 - 8)}" height="{num(y1 - y0 - 8)}" '
        f'fill="none" stroke="{color}" stroke-width="0.8"/>'
    )
    body.append(corner_index(rank, suit))
    return body


# ---------------------------------------------------------------------------------------------
# Jokers

JOKER_SCHEME = {
    # hat points (left, middle, right), tunic check colours, index colour
    "RJ": ((RED, YELLOW, RED), (RED, YELLOW), RED),
    "BJ": ((BLACK, "#9a9a9a", BLACK), (BLACK, WHITE), BLACK),
    "JK": ((RED, BLACK, BLUE), (RED, BLACK), BLACK),
}


def joker_index(color: str) -> str:
    letters = "".join(
        f'<text x="24" y="{num(38 + 25 * i)}" text-anchor="middle" font-family="{FONT}" font-weight="bold" '
        f'font-size="25" fill="{color}">{ch}</text>'
        for i, ch in enumerate("JOKER")
    )
    star = (
        f'<path transform="translate(24,158) scale(0.9)" fill="{color}" '
        'd="M0,-12 L3.5,-4 L12,-3.7 L5.5,2 L7.4,10.5 L0,6 L-7.4,10.5 L-5.5,2 L-12,-3.7 L-3.5,-4 Z"/>'
    )
    return letters + star + rotated(letters + star)


def joker_card(text: str) -> list[str]:
    (hat_l, hat_m, hat_r), (check_a, check_b), ink = JOKER_SCHEME[text]
    body = [card_outline()]
    body.append(
        f'<rect x="52" y="30" width="146" height="290" rx="8" ry="8" fill="{FRAME_FILL}" '
        f'stroke="{ink}" stroke-width="1.5"/>'
    )
    # A harlequin tunic: rows of lozenges, each row a little wider (the shoulders), the
    # colours alternating row by row as on a chequer turned by 45 degrees.
    for r in range(6):
        y = 240 + 13 * r
        half_width = 40 + 6 * r
        fill = check_a if r % 2 == 0 else check_b
        for k in range(-7, 8):
            x = 125 + 11 * k
            if (k + r) % 2 == 0 and abs(x - 125) <= half_width - 11:
                body.append(poly([(x, y - 13), (x + 11, y), (x, y + 13), (x - 11, y)], fill))
    # A scalloped ruff collar, two rows deep.
    for x0, x1, top, bottom, scallops in ((68.0, 182.0, 214.0, 238.0, 10), (80.0, 170.0, 204.0, 226.0, 8)):
        width = (x1 - x0) / scallops
        arcs = " ".join(f"A{num(width / 2)},8 0 0,1 {num(x1 - width * (i + 1))},{num(bottom)}" for i in range(scallops))
        top_edge = (
            f"M{num(x0)},{num(bottom)} C{num(x0 + 8)},{num(top)} {num(x1 - 8)},{num(top)} {num(x1)},{num(bottom)}"
        )
        body.append(path(f"{top_edge} {arcs} Z", WHITE))
    # Face.
    body.append(
        path(
            "M125,148 C146,148 156,164 156,184 C156,206 143,222 125,222 C107,222 94,206 94,184 C94,164 104,148 125,148 Z",
            SKIN,
        )
    )
    body.append(f'<circle cx="113" cy="180" r="3" fill="{INK}"/><circle cx="137" cy="180" r="3" fill="{INK}"/>')
    body.append(f'<path d="M106,172 q7,-6 14,0 M130,172 q7,-6 14,0" fill="none" stroke="{INK}" stroke-width="1.6"/>')
    body.append(f'<circle cx="125" cy="192" r="5" fill="{RED}" {STROKE}/>')
    body.append(f'<path d="M108,202 C116,214 134,214 142,202" fill="none" stroke="{INK}" stroke-width="2"/>')
    body.append('<circle cx="104" cy="198" r="5" fill="#f4a3a3"/><circle cx="146" cy="198" r="5" fill="#f4a3a3"/>')
    # The three-pointed cap with bells.
    body.append(path("M96,160 C80,140 70,112 62,92 C84,100 100,118 112,140 Z", hat_l))
    body.append(path("M154,160 C170,140 180,112 188,92 C166,100 150,118 138,140 Z", hat_r))
    body.append(path("M100,158 C102,120 112,84 125,58 C138,84 148,120 150,158 Z", hat_m))
    body.append(path("M94,164 C104,150 146,150 156,164 L152,172 C140,160 110,160 98,172 Z", YELLOW))
    for bell_x, bell_y in ((62.0, 92.0), (125.0, 56.0), (188.0, 92.0)):
        body.append(f'<circle cx="{num(bell_x)}" cy="{num(bell_y)}" r="7" fill="{YELLOW}" {STROKE}/>')
    body.append(joker_index(ink))
    return body


# ---------------------------------------------------------------------------------------------
# Backs

BACKS = {"blue": ("#1f4e9c", "#16396f"), "red": ("#b3122b", "#7f0c1f"), "green": ("#1e6b45", "#134a2f")}


def back_card(colour: str) -> list[str]:
    main, dark = BACKS[colour]
    body = [card_outline(WHITE)]
    x0, y0, x1, y1 = 14.0, 14.0, W - 14.0, H - 14.0
    body.append(
        f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" height="{num(y1 - y0)}" rx="6" ry="6" fill="{main}"/>'
    )
    # A lattice of small lozenges, each wholly inside the field.
    step_x, step_y = 18.5, 18.5
    nx = int((x1 - x0) // step_x)
    ny = int((y1 - y0) // step_y)
    ox = x0 + ((x1 - x0) - nx * step_x) / 2
    oy = y0 + ((y1 - y0) - ny * step_y) / 2
    lattice = []
    for j in range(ny):
        for i in range(nx):
            x = ox + step_x * (i + 0.5)
            y = oy + step_y * (j + 0.5)
            lattice.append(
                f"M{num(x)},{num(y - 7)} L{num(x + 7)},{num(y)} L{num(x)},{num(y + 7)} L{num(x - 7)},{num(y)} Z"
            )
    body.append(
        f'<path d="{" ".join(lattice)}" fill="{dark}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1"/>'
    )
    # Dots between the lozenges.
    dots = []
    for j in range(ny + 1):
        for i in range(nx + 1):
            x = ox + step_x * i
            y = oy + step_y * j
            dots.append(f"M{num(x - 1.6)},{num(y)} a1.6,1.6 0 1,0 3.2,0 a1.6,1.6 0 1,0 -3.2,0 Z")
    body.append(f'<path d="{" ".join(dots)}" fill="#ffffff" fill-opacity="0.55"/>')
    # Double border.
    body.append(
        f'<rect x="{num(x0 + 5)}" y="{num(y0 + 5)}" width="{num(x1 - x0 - 10)}" height="{num(y1 - y0 - 10)}" rx="4" ry="4" '
        f'fill="none" stroke="#ffffff" stroke-width="2"/>'
    )
    # Central medallion with the four suits.
    body.append(
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="52" ry="64" fill="{main}" stroke="#ffffff" stroke-width="3"/>'
    )
    body.append(
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="45" ry="57" fill="none" stroke="#ffffff" stroke-width="1"/>'
    )
    for suit, (dx, dy) in zip("SHCD", ((0, -30), (22, 0), (0, 30), (-22, 0)), strict=True):
        body.append(pip(suit, CX + dx, CY + dy, 22, color="#ffffff"))
    return body


# ---------------------------------------------------------------------------------------------


def deck() -> dict[str, str]:
    """Every file of the deck: name -> SVG text."""
    names = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
    rank_names = {"T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
    files: dict[str, str] = {}
    for suit in SUITS:
        for rank in RANKS:
            title = f"{rank_names.get(rank, rank)} of {names[suit]}"
            if rank == "A":
                body = ace_card(suit)
            elif rank in "JQK":
                body = court_card(rank, suit)
            else:
                body = pip_card(rank, suit)
            files[f"{rank}{suit}.svg"] = svg(body, title)
    for text, title in (("RJ", "Red Joker"), ("BJ", "Black Joker"), ("JK", "Joker")):
        files[f"{text}.svg"] = svg(joker_card(text), title)
    for colour in BACKS:
        files[f"back-{colour}.svg"] = svg(back_card(colour), f"Card back ({colour})")
    files["back.svg"] = svg(back_card("blue"), "Card back")
    return files


# ---------------------------------------------------------------------------------------------
# The application icon: a fan of four cards on the green cloth

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icon_svg() -> str:
    """Parlour's icon, 256 x 256."""
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        'width="256" height="256" viewBox="0 0 256 256">',
        "<title>Parlour</title>",
        "<defs>",
        '<radialGradient id="cloth" cx="128" cy="110" r="150" gradientUnits="userSpaceOnUse">',
        '<stop offset="0" stop-color="#2f8f5e"/><stop offset="1" stop-color="#17553a"/>',
        "</radialGradient>",
        "</defs>",
        '<rect x="8" y="8" width="240" height="240" rx="52" ry="52" fill="url(#cloth)" stroke="#0f3d27" stroke-width="4"/>',
        '<rect x="17" y="17" width="222" height="222" rx="44" ry="44" fill="none" stroke="#d9b75a" '
        'stroke-opacity="0.55" stroke-width="2"/>',
    ]
    pivot_x, pivot_y = 128.0, 212.0
    w, h = 82.0, 114.0
    x0, y0 = pivot_x - w / 2, 58.0
    fan = (("J", "C", -24.0), ("Q", "D", -8.0), ("K", "H", 8.0), ("A", "S", 24.0))
    for rank, suit, angle in fan:
        turn = f"rotate({num(angle)} {num(pivot_x)} {num(pivot_y)})"
        color = suit_color(suit)
        parts.append(
            f'<g transform="{turn}">'
            f'<rect x="{num(x0 + 3)}" y="{num(y0 + 4)}" width="{num(w)}" height="{num(h)}" rx="9" ry="9" '
            'fill="#000000" fill-opacity="0.28"/>'
            f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(w)}" height="{num(h)}" rx="9" ry="9" '
            f'fill="{PAPER}" stroke="#6b6b6b" stroke-width="1.5"/>'
            f'<text x="{num(x0 + 14)}" y="{num(y0 + 26)}" text-anchor="middle" font-family="{FONT}" '
            f'font-weight="bold" font-size="23" fill="{color}">{rank}</text>'
            f"{pip(suit, x0 + 14, y0 + 41, 17)}"
            # The front card shows its big pip; the others are covered but for their index.
            f"{pip(suit, x0 + w / 2 + 4, y0 + h / 2 + 4, 48) if rank == 'A' else ''}"
            "</g>"
        )
    parts += ["</svg>", ""]
    return "\n".join(parts)


def write_icons(out: Path) -> None:
    """parlour.svg, and renders of it drawn by Qt: parlour.png (256 px), parlour.ico (16 to 256
    px) and parlour.icns (16 to 512 px), the last two holding PNG images."""
    import os
    import struct

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    out.mkdir(parents=True, exist_ok=True)
    text = icon_svg()
    (out / "parlour.svg").write_bytes(text.encode("utf-8"))
    app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
    if not renderer.isValid():
        raise SystemExit("the icon SVG does not load")

    def png(size: int) -> bytes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]
        buffer.close()
        return bytes(data.data())

    images = {size: png(size) for size in sorted({*ICON_SIZES, *ICNS_TYPES})}
    (out / "parlour.png").write_bytes(images[256])
    # ICO: a directory of PNG-compressed images (Windows Vista and later).
    entries, blobs = b"", b""
    offset = 6 + 16 * len(ICON_SIZES)
    for size in ICON_SIZES:
        blob = images[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    (out / "parlour.ico").write_bytes(struct.pack("<HHH", 0, 1, len(ICON_SIZES)) + entries + blobs)
    # ICNS: typed PNG chunks.
    chunks = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size] for size, kind in ICNS_TYPES.items()
    )
    (out / "parlour.icns").write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)
    del app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "assets" / "cards"
    parser.add_argument("out", nargs="?", type=Path, default=default, help="output folder (default: assets/cards)")
    parser.add_argument(
        "--icons", type=Path, metavar="DIR", help="also write the program icon (SVG, PNG, ICO, ICNS) to DIR"
    )
    args = parser.parse_args(argv)
    if args.icons is not None:
        write_icons(args.icons)
        print(f"wrote the icon to {args.icons}")
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for name, text in deck().items():
        (out / name).write_bytes(text.encode("utf-8"))
    print(f"wrote {len(deck())} files to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
