"""Where each zone lies on the table: a small declarative table per game, and the geometry behind it.

A game's layout (the ``zones`` of its look, ``desktop/per_game/<id>.py``) maps zone-name patterns
to a :class:`ZoneRule` (which slot of the table the zone takes, how its cards fan out, their size,
whether they show their faces). Patterns use ``{s}``
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
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

from ..i18n import tr, tr_noop
from ..per_game import look
from ..per_game.look import ZoneRule

GENERIC: dict[str, ZoneRule] = {
    "hand{s}": ZoneRule("hand", "hand"),
    "won{s}": ZoneRule("side", "stack", face="down"),
    "bids{s}": ZoneRule("side", "row", label=tr_noop("bids")),
    "melds{s}.{k}": ZoneRule("melds", "row", verbs=("tack", "swap")),
    "trick": ZoneRule("trick", "trick", verbs=("play",)),
    "discard": ZoneRule("pile", "spread", top_first=True, label=tr_noop("discard", note="a pile"), verbs=("discard",)),
    "stock": ZoneRule("pile", "stack", top_first=True, label=tr_noop("stock {n}")),
    "deck": ZoneRule("pile", "stack", top_first=True, label=tr_noop("deck {n}"), verbs=("bury",)),
    "kitty": ZoneRule("pile", "row", top_first=True, label=tr_noop("kitty")),
    "out": ZoneRule("pile", "stack", face="down", top_first=True, label=tr_noop("out {n}")),
    "*{s}": ZoneRule("side", "stack"),
    "*": ZoneRule("pile", "stack", top_first=True, label="{name} {n}"),
}

_PATTERN_CACHE: dict[str, re.Pattern[str]] = {}


def _label(label: str) -> str:
    return tr(label, note="a pile" if label == "discard" else None) if label else ""


def zone_label(label: str, n: int) -> str:
    """A zone's label as the table writes it, ``{n}`` its number of cards: ``stock 40``."""
    return _label(label).replace("{n}", str(n))


def label_words(label: str) -> str:
    """A zone's label without its number of cards, in words: ``stock``, ``treasure chest``."""
    return _label(label).replace("{n}", "").strip()


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
    for table in (look(game_id).zones, GENERIC):
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
    # Where any seat's card of the trick may lie: what a pile must not cover (finer than the
    # trick's area, which at a big table spans the whole middle).
    trick_spots: list[tuple[float, float, float, float]] = field(default_factory=list)


# Angles (degrees, 0 = right, 90 = top) of the other seats, by how many there are; they are
# listed in playing order after the human, who sits at the bottom: play goes clockwise.
SEAT_ANGLES: dict[int, tuple[float, ...]] = {
    1: (90.0,),
    2: (180.0, 0.0),
    3: (180.0, 90.0, 0.0),
    4: (180.0, 128.0, 52.0, 0.0),
    5: (184.0, 138.0, 90.0, 42.0, -4.0),
    6: (186.0, 146.0, 110.0, 70.0, 34.0, -6.0),
    7: (188.0, 153.0, 121.0, 90.0, 59.0, 27.0, -8.0),
}

PLATE_H = 44.0
MARGIN = 8.0
# Where piles may go, in card widths / heights from the middle, in order of preference.
PILE_SPOTS: list[tuple[float, float]] = [
    (-2.6, 0.0),
    (2.6, 0.0),
    (-1.6, -1.3),
    (1.6, -1.3),
    (0.0, -1.4),
    (-2.4, 1.0),
    (2.4, 1.0),
    (-3.6, 0.0),
    (3.6, 0.0),
    (-1.9, -0.6),
    (1.9, -0.6),
    (-3.9, 1.35),  # a big table: low in a corner, beside the hand
    (3.9, 1.35),
]


Rect = tuple[float, float, float, float]


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _inside(r: Rect, geom: TableGeom) -> bool:
    return r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= geom.width and r[1] + r[3] <= geom.height


def _obstacles(geom: TableGeom) -> list[Rect]:
    """What a pile must not cover: the seats, the trick, other piles, the table note."""
    out: list[Rect] = [sg.box for sg in geom.seats.values()]
    out.extend(zg.area for zg in geom.zones.values() if zg.key.rule.slot == "pile")
    trick = [zg.area for zg in geom.zones.values() if zg.key.rule.slot == "trick"]
    out.extend(geom.trick_spots if geom.trick_spots else trick)
    out.append(geom.note_rect)
    return out


@dataclass(frozen=True)
class Sizes:
    """The card sizes of one table: full cards (the human's hand), the others' hands, melds."""

    card_w: float
    card_h: float
    small_h: float  # another seat's hand (backs) and its won pile
    open_h: float  # another seat's hand lying face up (King for two's open hands)
    meld_h: float  # another seat's melds
    own_meld_h: float  # the human's melds
    side_h: float  # the human's won pile and bid cards


def sizes_for(width: float, height: float, players: int, has_melds: bool, aspect: float, scale: float = 1.0) -> Sizes:
    """The card sizes for a ``width`` x ``height`` table; ``scale`` (large cards, above 1) grows the
    cards a person reads and plays: the own hand, the trick, the piles, an open hand. The other
    seats' backs and the melds keep their size, so that the table still has room for them."""
    base_h = min(height * (0.19 if not has_melds else 0.165), width * 0.15, 200.0)
    base_h = max(base_h, 64.0)
    card_h = base_h * scale
    many = players > 5
    small_h = base_h * (0.5 if not many else 0.42)
    if has_melds:
        small_h = base_h * 0.4
    return Sizes(
        card_w=card_h / aspect,
        card_h=card_h,
        small_h=small_h,
        open_h=card_h * 0.62,
        meld_h=base_h * 0.46,
        own_meld_h=base_h * 0.6,
        side_h=base_h * 0.62,
    )


def compute(
    game_id: str,
    zones: Mapping[str, int],
    players: int,
    viewer: int,
    width: float,
    height: float,
    aspect: float = 1.4,
    trick_seats: Sequence[int | None] = (),
    open_hands: Collection[int] = (),
    scale: float = 1.0,
) -> TableGeom:
    """The table's geometry for ``zones`` (name -> number of cards) seen from ``viewer``, with
    ``players`` places around it; the hands of ``open_hands`` lie face up for everybody (King
    for two, D-king-8) and are drawn larger than the other seats' hands, to be read and played.
    ``scale``: large cards (see :func:`sizes_for`)."""
    keys = {name: zone_key(game_id, name) for name in zones}
    has_melds = any(k.rule.slot == "melds" for k in keys.values()) or any(
        r.slot == "melds" for r in look(game_id).zones.values()
    )
    sz = sizes_for(width, height, players, has_melds, aspect, scale)
    geom = TableGeom(width, height, sz.card_w, sz.card_h, (width / 2, 0.0))
    others = [(viewer + i) % players for i in range(1, players)]
    many = len(others) > 4
    box_w = min(width * (0.2 if not many else 0.15), 300.0)
    if has_melds:
        box_w = min(width * 0.25, 330.0)
    meld_rows_h = (sz.meld_h * 0.62 + sz.meld_h) if has_melds else 0.0
    box_h = PLATE_H + 4 + sz.small_h + (8 + meld_rows_h if has_melds else 0.0)
    open_box_h = box_h + sz.open_h - sz.small_h
    open_box_w = min(width * 0.32, 440.0)
    own_top = height - sz.card_h - MARGIN - 18
    own_melds_top = own_top - (sz.own_meld_h + 12 if has_melds else 0.0)
    top_y = MARGIN
    cy = (top_y + box_h + own_melds_top) / 2
    if len(others) in (2,) and not has_melds:
        cy = (top_y + own_melds_top) / 2
    cx = width / 2
    geom.middle = (cx, cy)

    # Seats around an ellipse: above the middle they rise to the top edge, beside it they stay level.
    angles = SEAT_ANGLES.get(len(others), ())
    rx = width / 2 - box_w / 2 - MARGIN
    ry_up = cy - box_h / 2 - top_y
    for seat, angle in zip(others, angles, strict=False):
        a = math.radians(angle)
        ax = cx + rx * math.cos(a)
        ay = cy - ry_up * max(math.sin(a), 0.0) - min(math.sin(a), 0.0) * 20
        seat_w, seat_h = (open_box_w, open_box_h) if seat in open_hands else (box_w, box_h)
        bx = min(max(ax - seat_w / 2, MARGIN), width - seat_w - MARGIN)
        by = min(max(ay - seat_h / 2, top_y), own_melds_top - seat_h - 4)
        dx, dy = ax - cx, ay - cy
        norm = math.hypot(dx, dy) or 1.0
        plate = (bx, by, box_w, PLATE_H)
        geom.seats[seat] = SeatGeom(seat, plate, (bx, by, seat_w, seat_h), (dx / norm, dy / norm))
    plate_w = min(220.0, width * 0.2)
    geom.seats[viewer] = SeatGeom(
        viewer,
        (MARGIN, height - PLATE_H - MARGIN - 6, plate_w, PLATE_H),
        (plate_w + 2 * MARGIN, own_melds_top, width - plate_w - 3 * MARGIN, height - own_melds_top),
        (0.0, 1.0),
    )
    geom.note_rect = _note_spot(geom, own_melds_top)
    _place_zones(geom, keys, zones, viewer, players, sz, trick_seats, open_hands)
    return geom


def _note_spot(geom: TableGeom, bottom: float) -> Rect:
    """A free corner for the table note (contract, trump, whose deal): top left if no seat is
    there, else the top middle or right, else the right side above the human's hand."""
    w = min(300.0, geom.width * 0.26)
    h = 64.0
    cx, cy = geom.middle
    middle = (cx - geom.card_w * 1.9, cy - geom.card_h * 1.1, geom.card_w * 3.8, geom.card_h * 2.2)
    boxes = [sg.box for sg in geom.seats.values()] + [middle]
    candidates: list[Rect] = [
        (MARGIN, MARGIN, w, h),
        (geom.width / 2 - w / 2, MARGIN, w, h),
        (geom.width - w - MARGIN, MARGIN, w, h),
        (geom.width - w - MARGIN, bottom - h - 8, w, h),
        (MARGIN, bottom - h - 8, w, h),
    ]
    for r in candidates:
        if not any(_overlap(r, b) for b in boxes):
            return r
    # Narrow the top-left corner up to the first seat beside it.
    right = min((b[0] for b in boxes if b[1] < MARGIN + h and b[0] > MARGIN), default=geom.width)
    return (MARGIN, MARGIN, max(140.0, right - 2 * MARGIN), h)


def _fan(n: int, x0: float, y: float, step: float, w: float, z0: float, span: float) -> list[CardSpot]:
    """``n`` cards from ``x0`` rightwards, ``step`` apart, squeezed to fit ``span``."""
    if n == 0:
        return []
    if w + step * (n - 1) > span and n > 1:
        step = max((span - w) / (n - 1), 2.0)
    return [CardSpot(x0 + i * step, y, z0 + i) for i in range(n)]


def _side_width(rule: ZoneRule, n: int, w: float) -> float:
    if n == 0:
        return 0.0
    if rule.fan == "row":
        return w + w * 0.3 * min(n - 1, 4) + 10
    return w + 10


def _place_zones(
    geom: TableGeom,
    keys: Mapping[str, ZoneKey],
    counts: Mapping[str, int],
    viewer: int,
    players: int,
    sz: Sizes,
    trick_seats: Sequence[int | None],
    open_hands: Collection[int] = (),
) -> None:
    """Every zone's place and card spots, slot by slot: hands, the side piles beside them, melds,
    the trick, then the piles in the middle where they hide nothing."""
    ratio = geom.card_h / geom.card_w
    p = _Placing(geom, viewer, players, sz, trick_seats, frozenset(open_hands))
    for key in keys.values():  # room beside each hand for its seat's side zones
        if key.rule.slot == "side" and key.seat is not None:
            h = sz.side_h if key.seat == viewer else sz.small_h
            p.reserved[key.seat] = p.reserved.get(key.seat, 0.0) + _side_width(
                key.rule, max(counts[key.name], 1), h / ratio
            )
    order = {"hand": 0, "side": 1, "melds": 2, "trick": 3, "pile": 4}
    ordered = sorted(keys.values(), key=lambda k: (order.get(k.rule.slot, 5), k.seat or 0, k.meld or 0, k.name))
    for key in ordered:
        slot = key.rule.slot
        n = counts[key.name]
        z0 = {"hand": 100.0, "side": 60.0, "melds": 80.0, "trick": 200.0, "pile": 40.0}.get(slot, 40.0)
        seat_geom = geom.seats.get(key.seat) if key.seat is not None else None
        if slot == "hand" and seat_geom is not None and key.seat is not None:
            _place_hand(p, key, n, z0, seat_geom)
        elif slot == "side" and seat_geom is not None:
            _place_side(p, key, n, z0, seat_geom)
        elif slot == "melds" and seat_geom is not None:
            _place_melds(p, key, n, z0, seat_geom)
        elif slot == "trick":
            _place_trick(p, key, n, z0)
        else:
            _place_pile(p, key, n, z0)


@dataclass
class _Placing:
    """What placing one table's zones shares: the geometry so far, and where each seat's row of
    side piles and of melds goes on."""

    geom: TableGeom
    viewer: int
    players: int
    sz: Sizes
    trick_seats: Sequence[int | None]
    open_hands: frozenset[int] = frozenset()
    side_next: dict[int, float] = field(default_factory=dict)
    reserved: dict[int, float] = field(default_factory=dict)
    meld_cursor: dict[int, tuple[float, float]] = field(default_factory=dict)

    @property
    def ratio(self) -> float:
        """A card's height over its width."""
        return self.geom.card_h / self.geom.card_w


def _place_hand(p: _Placing, key: ZoneKey, n: int, z0: float, seat_geom: SeatGeom) -> None:
    """A hand: the viewer's fanned wide along the bottom, the others' small beside their plates."""
    assert key.seat is not None
    cw, ch = p.geom.card_w, p.geom.card_h
    geom = p.geom
    rule = key.rule
    bx, by, bw, _ = seat_geom.box
    if key.seat == p.viewer:
        w, h = cw * rule.scale, ch * rule.scale
        y = geom.height - h - MARGIN - 10
        x0 = bx + 4
        span = bw - p.reserved.get(p.viewer, cw) - 12
        step = w * 0.62
        total = w + step * max(n - 1, 0)
        if total > span and n > 1:
            step = (span - w) / (n - 1)
            total = span
        start = x0 + (span - total) / 2
        spots = _fan(n, start, y, step, w, z0, span)
        p.side_next[p.viewer] = (spots[-1].x + w if spots else start + w) + 14
        geom.zones[key.name] = ZoneGeom(key, w, h, spots, (x0, y - 20, span, h + 20))
    else:
        is_open = key.seat in p.open_hands
        h = (p.sz.open_h if is_open else p.sz.small_h) * rule.scale
        w = h / p.ratio
        y = by + PLATE_H + 4
        span = bw - p.reserved.get(key.seat, 0.0)
        spots = _fan(n, bx, y, w * (0.34 if is_open else 0.3), w, z0, span)
        p.side_next[key.seat] = (spots[-1].x + w if spots else bx) + 10
        geom.zones[key.name] = ZoneGeom(key, w, h, spots, (bx, y, span, h))


def _place_side(p: _Placing, key: ZoneKey, n: int, z0: float, seat_geom: SeatGeom) -> None:
    """A seat's side pile (tricks won, discards), beside its hand."""
    geom = p.geom
    rule = key.rule
    assert key.seat is not None
    if key.seat == p.viewer:
        h = p.sz.side_h * rule.scale
        y = geom.height - h - MARGIN - 14
    else:
        h = p.sz.small_h * rule.scale
        y = seat_geom.box[1] + PLATE_H + 4
    w = h / p.ratio
    x = p.side_next.get(key.seat, seat_geom.box[0])
    if rule.fan == "row":
        spots = _fan(n, x, y, w * 0.3, w, z0, w * 2.2)
    else:
        spots = [CardSpot(x + min(i, 12) * 0.35, y - min(i, 12) * 0.35, z0 + i * 0.01) for i in range(n)]
    used = _side_width(rule, n, w)
    p.side_next[key.seat] = x + used
    label = zone_label(rule.label, n)
    geom.zones[key.name] = ZoneGeom(key, w, h, spots, (x, y, max(used - 10, w), h), label, (x, y + h + 2))


def _place_melds(p: _Placing, key: ZoneKey, n: int, z0: float, seat_geom: SeatGeom) -> None:
    """A meld, in its owner's rows of melds (wrapping when the row is full)."""
    geom = p.geom
    rule = key.rule
    assert key.seat is not None
    if key.seat == p.viewer:
        h = p.sz.own_meld_h * rule.scale
        row_x0, row_y0 = seat_geom.box[0] + 4, seat_geom.box[1]
        limit = geom.width - MARGIN
    else:
        h = p.sz.meld_h * rule.scale
        row_x0 = seat_geom.box[0]
        row_y0 = seat_geom.box[1] + PLATE_H + 4 + p.sz.small_h + 8
        limit = seat_geom.box[0] + seat_geom.box[2]
    w = h / p.ratio
    step = w * 0.3
    need = w + step * max(n - 1, 0)
    x, y = p.meld_cursor.get(key.seat, (row_x0, row_y0))
    if x + need > limit and x > row_x0:
        x, y = row_x0, y + h * 0.62
    spots = [CardSpot(x + i * step, y, z0 + i + (y - row_y0)) for i in range(n)]
    p.meld_cursor[key.seat] = (x + need + w * 0.22, y)
    geom.zones[key.name] = ZoneGeom(key, w, h, spots, (x - 3, y - 3, max(need, w) + 6, h + 6))


def _place_trick(p: _Placing, key: ZoneKey, n: int, z0: float) -> None:
    """The trick in the middle, each card toward the seat that played it."""
    cw, ch = p.geom.card_w, p.geom.card_h
    cx, cy = p.geom.middle
    geom = p.geom
    rule = key.rule
    # Up to four players the cards meet in the middle; more lie smaller on a wider ring, each clear
    # of its neighbours and toward its player (issue 25: eight cards made a heap).
    many = p.players > 5
    w, h = cw * (0.74 if many else 0.92) * rule.scale, ch * (0.74 if many else 0.92) * rule.scale
    top_seat = any(abs(sg.toward[0]) < 0.3 and sg.toward[1] < 0 for sg in geom.seats.values())
    if p.players <= 4:
        ring = (w * (1.05 if top_seat else 0.72), h * 0.42)
    elif many:
        ring = (w * 2.1, h * 0.8)
    else:
        ring = (w * 1.3, h * 0.62)

    def offset(seat: int) -> tuple[float, float]:
        """Where a seat's card lies from the middle: toward the seat on the ring; at a big table,
        part of the way to the seat's own box, so that neighbours' cards stay apart."""
        sg = geom.seats[seat]
        tx, ty = sg.toward
        if not many or seat == p.viewer:
            return tx * ring[0], ty * ring[1]
        bx, by, bw, bh = sg.box
        return (bx + bw / 2 - cx) * 0.5, (by + bh / 2 - cy) * 0.5 + h * 0.2

    spots = []
    for i in range(n):
        seat = p.trick_seats[i] if i < len(p.trick_seats) else None
        if seat is not None and seat in geom.seats:
            dx, dy = offset(seat)
            x = cx - w / 2 + dx
            y = cy - h / 2 + dy
        else:
            x = cx - w / 2 + (i - (n - 1) / 2) * w * 0.45
            y = cy - h / 2
        spots.append(CardSpot(x, y, z0 + i))
    # The area covers where any seat's card would lie, and no more (piles may sit beyond).
    reach = [offset(seat) for seat in geom.seats]
    geom.trick_spots = [(cx - w / 2 + dx - 4, cy - h / 2 + dy - 4, w + 8, h + 8) for dx, dy in reach]
    x0 = cx - w / 2 + min(dx for dx, _ in reach)
    x1 = cx + w / 2 + max(dx for dx, _ in reach)
    y0 = cy - h / 2 + min(min(dy for _, dy in reach), 0.0)
    y1 = cy + h / 2 + max(dy for _, dy in reach)
    area = (x0 - 6, y0 - 6, x1 - x0 + 12, y1 - y0 + 12)
    geom.zones[key.name] = ZoneGeom(key, w, h, spots, area)


def _place_pile(p: _Placing, key: ZoneKey, n: int, z0: float) -> None:
    """A pile near the middle, where it hides nothing."""
    cw, ch = p.geom.card_w, p.geom.card_h
    cx, cy = p.geom.middle
    geom = p.geom
    rule = key.rule
    w, h = cw * 0.82 * rule.scale, ch * 0.82 * rule.scale
    wide = w * (1.36 if rule.fan == "spread" else 1.0)
    if rule.fan == "row":
        wide = w + w * 0.32 * max(n - 1, 0)
    tries = ([rule.at] if rule.at is not None else []) + PILE_SPOTS
    ax, ay = tries[0]
    for spot in tries:
        rx0 = cx + spot[0] * cw - (wide / 2 if rule.fan == "row" else w / 2)
        ry0 = cy + spot[1] * ch - h / 2
        rect = (rx0 - 6, ry0 - 6, wide + 12, h + 30)  # with its label below
        if _inside(rect, geom) and not any(_overlap(rect, o) for o in _obstacles(geom)):
            ax, ay = spot
            break
    px = cx + ax * cw - w / 2
    py = cy + ay * ch - h / 2
    spots = []
    if rule.fan == "row":
        total = w + w * 0.32 * max(n - 1, 0)
        spots = [CardSpot(px + w / 2 - total / 2 + i * w * 0.32, py, z0 + (n - i)) for i in range(n)]
        area = (px + w / 2 - total / 2 - 4, py - 4, max(total, w) + 8, h + 8)
    else:
        for i in range(n):
            if rule.fan == "spread" and i < 3:
                shown = min(n, 3)
                off = (shown - 1 - i) * w * 0.18
                spots.append(CardSpot(px + off, py, z0 + 50 - i))
            else:
                d = min(n - 1 - i, 20) * 0.25  # index 0 is the top: it lies highest
                spots.append(CardSpot(px - d, py - d, z0 + (n - i) * 0.01))
        extra = w * 0.36 if rule.fan == "spread" else 0.0
        area = (px - 4, py - 4, w + extra + 8, h + 8)
    label = zone_label(rule.label, n)
    geom.zones[key.name] = ZoneGeom(key, w, h, spots, area, label, (area[0] + 4, area[1] + area[3] + 1))
