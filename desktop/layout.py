"""Where each zone lies on the table: a small declarative table per game, and the geometry behind it.

A game's layout maps zone-name patterns to a :class:`ZoneRule` (which slot of the table the zone
takes, how its cards fan out, their size, whether they show their faces). Patterns use ``{s}``
for a seat number and ``{k}`` for a meld number: ``hand{s}``, ``won{s}``, ``bids{s}``,
``melds{s}.{k}``. A zone no layout names falls back on :data:`GENERIC` (a per-seat zone goes
beside its seat, any other zone becomes a pile in the middle), so an engine that lands later is
playable with at most a layout entry.

Geometry is recomputed from the window size (the scene is as large as the view): the human's hand
fans at the bottom, the other seats sit around an ellipse, the trick is in the middle.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

# Slots: "hand" (a seat's hand), "side" (beside a seat's hand: tricks won, bid cards),
# "melds" (a seat's melds, in rows), "trick" (the middle), "pile" (a pile near the middle).
# Fans: "hand" (spread so every card shows), "row" (overlapping, index corners visible),
# "stack" (a squared pile), "spread" (a pile whose top cards are fanned a little), "trick".


@dataclass(frozen=True)
class ZoneRule:
    slot: str
    fan: str = "stack"
    scale: float = 1.0  # relative to the slot's card size
    face: str = "view"  # "view": as the view shows; "down": always the back (a won pile)
    top_first: bool = False  # piles list their top card first (ARCHITECTURE.md)
    at: tuple[float, float] | None = None  # piles: offset from the middle in card widths / heights
    label: str = ""  # shown beside the zone; "{n}" is the number of cards
    verbs: tuple[str, ...] = ()  # card actions whose target this zone is (drag and drop)


GENERIC: dict[str, ZoneRule] = {
    "hand{s}": ZoneRule("hand", "hand"),
    "won{s}": ZoneRule("side", "stack", face="down", label="{n} won"),
    "bids{s}": ZoneRule("side", "row", label="bids"),
    "melds{s}.{k}": ZoneRule("melds", "row", verbs=("tack", "swap")),
    "trick": ZoneRule("trick", "trick", verbs=("play",)),
    "discard": ZoneRule("pile", "spread", top_first=True, label="discard", verbs=("discard",)),
    "stock": ZoneRule("pile", "stack", top_first=True, label="stock {n}"),
    "deck": ZoneRule("pile", "stack", top_first=True, label="deck {n}", verbs=("bury",)),
    "kitty": ZoneRule("pile", "row", top_first=True, label="kitty"),
    "out": ZoneRule("pile", "stack", face="down", top_first=True, label="out {n}"),
    "*{s}": ZoneRule("side", "stack"),
    "*": ZoneRule("pile", "stack", top_first=True, label="{name} {n}"),
}

# Per game: only what differs from GENERIC.
LAYOUTS: dict[str, dict[str, ZoneRule]] = {
    "freelance": {
        "freelance_deck": ZoneRule("pile", "stack", top_first=True, at=(-1.45, -0.95), label="freelance deck {n}"),
        "discard": ZoneRule("pile", "spread", top_first=True, at=(1.45, -0.95), label="discard {n}", verbs=("swap",)),
    },
    "clubs": {
        "treasure_chest": ZoneRule("pile", "row", top_first=True, at=(0.0, -1.25), label="treasure chest"),
        "bids{s}": ZoneRule("side", "row", label="bids"),
        "out": ZoneRule("pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label="out {n}"),
        "discard": ZoneRule("pile", "stack", face="down", top_first=True, at=(2.6, 0.0), label="discarded {n}"),
    },
    "king": {
        "kitty": ZoneRule("pile", "row", top_first=True, at=(0.0, -1.25), label="kitty"),
    },
    "two_way_street": {
        "deck": ZoneRule("pile", "stack", top_first=True, at=(-2.6, 0.0), label="deck {n}", verbs=("bury",)),
    },
    "kalooki": {
        "stock": ZoneRule("pile", "stack", top_first=True, at=(-0.7, 0.0), label="stock {n}"),
        "discard": ZoneRule("pile", "spread", top_first=True, at=(0.7, 0.0), label="discard", verbs=("discard",)),
        "melds{s}.{k}": ZoneRule("melds", "row", verbs=("tack", "swap")),
    },
}

_PATTERN_CACHE: dict[str, re.Pattern[str]] = {}


def _regex(pattern: str) -> re.Pattern[str]:
    rx = _PATTERN_CACHE.get(pattern)
    if rx is None:
        body = re.escape(pattern).replace(r"\{s\}", r"(?P<s>\d+)").replace(r"\{k\}", r"(?P<k>\d+)")
        body = body.replace(r"\*", r"(?P<name>[A-Za-z_]+?)")
        rx = re.compile(f"^{body}$")
        _PATTERN_CACHE[pattern] = rx
    return rx


@dataclass(frozen=True)
class ZoneKey:
    """A zone name taken apart: its rule, and the seat / meld number it belongs to."""

    name: str
    rule: ZoneRule
    seat: int | None = None
    meld: int | None = None


def zone_key(game_id: str, name: str) -> ZoneKey:
    """The rule of zone ``name`` in ``game_id``: the game's own entry, else the generic one."""
    for table in (LAYOUTS.get(game_id, {}), GENERIC):
        for pattern, rule in table.items():
            m = _regex(pattern).match(name)
            if m is None:
                continue
            groups = m.groupdict()
            seat = int(groups["s"]) if groups.get("s") is not None else None
            meld = int(groups["k"]) if groups.get("k") is not None else None
            label = rule.label.replace("{name}", name.replace("_", " "))
            return ZoneKey(name, replace(rule, label=label), seat, meld)
    raise AssertionError("GENERIC's '*' matches every name")  # pragma: no cover


@dataclass
class CardSpot:
    x: float
    y: float
    z: float


@dataclass
class ZoneGeom:
    """Where a zone's cards go: one spot per card (in the zone's order), their size, the zone's area."""

    key: ZoneKey
    w: float
    h: float
    spots: list[CardSpot]
    area: tuple[float, float, float, float]  # x, y, w, h: drop target and label anchor
    label: str = ""
    label_at: tuple[float, float] = (0.0, 0.0)


@dataclass
class SeatGeom:
    seat: int
    plate: tuple[float, float, float, float]
    box: tuple[float, float, float, float]
    toward: tuple[float, float]  # where this seat's trick card lies, relative to the middle (unit vector)


@dataclass
class TableGeom:
    width: float
    height: float
    card_w: float
    card_h: float
    middle: tuple[float, float]
    zones: dict[str, ZoneGeom] = field(default_factory=dict)
    seats: dict[int, SeatGeom] = field(default_factory=dict)
    note_rect: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)


# Angles (degrees, 0 = right, 90 = top) of the other seats, by how many there are; they are
# listed in playing order after the human, who sits at the bottom: play goes clockwise.
SEAT_ANGLES: dict[int, tuple[float, ...]] = {
    1: (90.0,),
    2: (168.0, 12.0),
    3: (180.0, 90.0, 0.0),
    4: (180.0, 128.0, 52.0, 0.0),
    5: (184.0, 138.0, 90.0, 42.0, -4.0),
    6: (186.0, 146.0, 110.0, 70.0, 34.0, -6.0),
    7: (188.0, 153.0, 121.0, 90.0, 59.0, 27.0, -8.0),
}

PLATE_H = 44.0
MARGIN = 8.0


def compute(
    game_id: str,
    zones: Mapping[str, int],
    players: int,
    viewer: int,
    width: float,
    height: float,
    aspect: float = 1.4,
    trick_seats: Sequence[int | None] = (),
) -> TableGeom:
    """The table's geometry for ``zones`` (name -> number of cards) seen from ``viewer``."""
    keys = {name: zone_key(game_id, name) for name in zones}
    many = players > 5
    has_melds = any(k.rule.slot == "melds" for k in keys.values()) or game_id == "kalooki"
    card_h = min(height * (0.165 if not has_melds else 0.14), width * 0.13, 190.0)
    card_h = max(card_h, 60.0)
    card_w = card_h / aspect
    geom = TableGeom(width, height, card_w, card_h, (width / 2, 0.0))

    others = [(viewer + i) % players for i in range(1, players)]
    box_w = min(width * (0.2 if not many else 0.155), 300.0)
    small_h = card_h * (0.5 if not many else 0.42)
    box_h = PLATE_H + small_h + 8 + (small_h * 1.25 if has_melds else 0)
    top_y = MARGIN
    # The middle of the table: between the top seats and the human's hand.
    own_top = height - card_h - MARGIN - 18
    if has_melds:
        own_top -= card_h * 0.62 + 10
    mid_y = (top_y + box_h + own_top) / 2
    geom.middle = (width / 2, mid_y)
    cx, cy = geom.middle

    # Seats around an ellipse.
    angles = SEAT_ANGLES.get(len(others), ())
    rx = width / 2 - box_w / 2 - MARGIN
    ry_up = cy - box_h / 2 - top_y
    for seat, angle in zip(others, angles, strict=False):
        a = math.radians(angle)
        ax = cx + rx * math.cos(a)
        ay = cy - ry_up * math.sin(a) if math.sin(a) >= 0 else cy - ry_up * 0.35 * math.sin(a)
        bx = min(max(ax - box_w / 2, MARGIN), width - box_w - MARGIN)
        by = min(max(ay - box_h / 2, top_y), own_top - box_h - 4)
        if len(others) in (2,) and not has_melds:
            by = max(top_y, cy - box_h * 0.9)
        dx, dy = ax - cx, ay - cy
        norm = math.hypot(dx, dy) or 1.0
        geom.seats[seat] = SeatGeom(seat, (bx, by, box_w, PLATE_H), (bx, by, box_w, box_h), (dx / norm, dy / norm))
    # The human: hand at the bottom; plate to its left.
    plate_w = min(220.0, width * 0.2)
    geom.seats[viewer] = SeatGeom(
        viewer,
        (MARGIN, height - PLATE_H - MARGIN - 6, plate_w, PLATE_H),
        (0.0, own_top, width, height - own_top),
        (0.0, 1.0),
    )
    geom.note_rect = (MARGIN, MARGIN, min(300.0, width * 0.24), 60.0)
    if len(others) in (1, 3, 5, 7):  # a seat sits at the top middle: the note goes into a corner
        geom.note_rect = (MARGIN, MARGIN, min(250.0, width * 0.2), 60.0)

    _place_zones(geom, keys, zones, viewer, players, small_h, has_melds, trick_seats)
    return geom


def _fan(n: int, x0: float, y: float, step: float, w: float, z0: float, center: bool, span: float) -> list[CardSpot]:
    if n == 0:
        return []
    total = w + step * (n - 1)
    if center:
        x0 = x0 - total / 2
    if total > span and n > 1:
        step = max((span - w) / (n - 1), 2.0)
    return [CardSpot(x0 + i * step, y, z0 + i) for i in range(n)]


def _place_zones(
    geom: TableGeom,
    keys: Mapping[str, ZoneKey],
    counts: Mapping[str, int],
    viewer: int,
    players: int,
    small_h: float,
    has_melds: bool,
    trick_seats: Sequence[int | None],
) -> None:
    cw, ch = geom.card_w, geom.card_h
    cx, cy = geom.middle
    width, height = geom.width, geom.height
    side_next: dict[int, float] = {}
    pile_index = 0
    generic_pile_spots = [(-2.6, 0.0), (2.6, 0.0), (-2.6, -1.1), (2.6, -1.1), (-3.8, 0.0), (3.8, 0.0)]
    meld_cursor: dict[int, tuple[float, float]] = {}
    # Seats' melds in meld order.
    ordered = sorted(keys.values(), key=lambda k: (k.rule.slot != "hand", k.seat or 0, k.meld or 0, k.name))
    for key in ordered:
        rule = key.rule
        n = counts[key.name]
        z0 = {"hand": 100.0, "side": 60.0, "melds": 80.0, "trick": 200.0, "pile": 40.0}.get(rule.slot, 40.0)
        if rule.slot == "hand" and key.seat is not None and key.seat in geom.seats:
            if key.seat == viewer:
                w, h = cw * rule.scale, ch * rule.scale
                y = height - h - MARGIN - 10
                span = width - 2 * (geom.seats[viewer].plate[2] + 2 * MARGIN) - cw * 1.2
                step = min(w * 0.62, (span - w) / max(n - 1, 1))
                spots = _fan(n, width / 2, y, step, w, z0, True, span)
                area = (width / 2 - span / 2, y - 16, span, h + 16)
                left = spots[-1].x + w if spots else width / 2
                side_next[key.seat] = max(left + 14, width / 2 + span / 2 + 4)
                geom.zones[key.name] = ZoneGeom(key, w, h, spots, area, "", (0, 0))
            else:
                sg = geom.seats[key.seat]
                bx, by, bw, _ = sg.box
                h = small_h * rule.scale
                w = h / (ch / cw)
                y = by + PLATE_H + 4
                spots = _fan(n, bx, y, w * 0.28, w, z0, False, bw * 0.62)
                end = spots[-1].x + w if spots else bx
                side_next[key.seat] = end + 10
                geom.zones[key.name] = ZoneGeom(key, w, h, spots, (bx, y, bw * 0.62, h), "", (0, 0))
        elif rule.slot == "side" and key.seat is not None and key.seat in geom.seats:
            sg = geom.seats[key.seat]
            if key.seat == viewer:
                h = ch * 0.62 * rule.scale
                y = height - h - MARGIN - 14
            else:
                h = small_h * rule.scale
                y = sg.box[1] + PLATE_H + 4
            w = h / (ch / cw)
            x = side_next.get(key.seat, sg.box[0])
            if rule.fan == "row":
                spots = _fan(n, x, y, w * 0.3, w, z0, False, w * 3)
                used = (spots[-1].x - x + w) if spots else w * 0.5
            else:
                spots = [CardSpot(x + min(i, 12) * 0.4, y - min(i, 12) * 0.4, z0 + i) for i in range(n)]
                used = w if n else w * 0.6
            side_next[key.seat] = x + used + 10
            label = rule.label.replace("{n}", str(n // max(1, players) if key.name.startswith("won") else n))
            if key.name.startswith("won"):
                label = ""
            geom.zones[key.name] = ZoneGeom(key, w, h, spots, (x, y, max(used, w), h), label, (x, y + h + 2))
        elif rule.slot == "melds" and key.seat is not None and key.seat in geom.seats:
            sg = geom.seats[key.seat]
            if key.seat == viewer:
                h = ch * 0.62 * rule.scale
                row_x0 = width * 0.12
                row_y0 = geom.seats[viewer].box[1] + 2
                limit = width * 0.88
            else:
                h = small_h * 0.95 * rule.scale
                row_x0 = sg.box[0]
                row_y0 = sg.box[1] + PLATE_H + small_h + 10
                limit = sg.box[0] + sg.box[2]
            w = h / (ch / cw)
            step = w * 0.3
            need = w + step * max(n - 1, 0)
            x, y = meld_cursor.get(key.seat, (row_x0, row_y0))
            if x + need > limit and x > row_x0:
                x, y = row_x0, y + h * 0.55
            spots = [CardSpot(x + i * step, y, z0 + i + (y - row_y0)) for i in range(n)]
            meld_cursor[key.seat] = (x + need + w * 0.25, y)
            geom.zones[key.name] = ZoneGeom(key, w, h, spots, (x - 3, y - 3, max(need, w) + 6, h + 6), "", (0, 0))
        elif rule.slot == "trick":
            w, h = cw * 0.92 * rule.scale, ch * 0.92 * rule.scale
            spots = []
            for i in range(n):
                seat = trick_seats[i] if i < len(trick_seats) else None
                if seat is not None and seat in geom.seats:
                    tx, ty = geom.seats[seat].toward
                    rxy = (w * 0.62 if players <= 4 else w * 0.85, h * 0.42 if players <= 4 else h * 0.48)
                    x = cx - w / 2 + tx * rxy[0]
                    y = cy - h / 2 + ty * rxy[1]
                else:
                    x = cx - w / 2 + (i - (n - 1) / 2) * w * 0.45
                    y = cy - h / 2
                spots.append(CardSpot(x, y, z0 + i))
            area = (cx - w * 1.5, cy - h * 1.05, w * 3, h * 2.1)
            geom.zones[key.name] = ZoneGeom(key, w, h, spots, area, "", (0, 0))
        else:  # a pile near the middle
            w, h = cw * 0.82 * rule.scale, ch * 0.82 * rule.scale
            if rule.at is not None:
                ax, ay = rule.at
            else:
                ax, ay = generic_pile_spots[pile_index % len(generic_pile_spots)]
                pile_index += 1
            px = cx + ax * cw - w / 2
            py = cy + ay * ch - h / 2
            spots = []
            if rule.fan == "row":
                total = w + w * 0.32 * max(n - 1, 0)
                spots = [CardSpot(px + w / 2 - total / 2 + i * w * 0.32, py, z0 + (n - i)) for i in range(n)]
                area = (px + w / 2 - total / 2, py, total, h)
            else:
                for i in range(n):
                    depth = n - 1 - i  # index 0 is the top: it lies highest
                    if rule.fan == "spread" and i < 3:
                        off = (2 - i) * w * 0.16 if n >= 3 else (n - 1 - i) * w * 0.16
                        spots.append(CardSpot(px + off, py, z0 + 50 - i))
                    else:
                        d = min(depth, 20) * 0.25
                        spots.append(CardSpot(px - d, py - d, z0 + (n - i) * 0.01))
                area = (px - 4, py - 4, w + (w * 0.32 if rule.fan == "spread" else 0) + 8, h + 8)
            label = rule.label.replace("{n}", str(n))
            geom.zones[key.name] = ZoneGeom(key, w, h, spots, area, label, (area[0], area[1] + area[3] + 1))
