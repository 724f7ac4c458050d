"""Large cards (issue 24, "A table for everyone"): the table laid out with the cards a person reads
and plays (the own hand, the trick, the piles, an open hand) grown by :data:`LARGE_SCALE`, as far
as the table has room for them.

The layout is computed at the normal size and at the larger one; the larger is kept when it makes
nothing collide that did not collide before: no card leaves the table, no seat's cards or plate
lie over another's, the trick, a pile, the table note or the hint line (the person's own card of
the trick aside: it is never there while the hint is). Otherwise the factor is
lowered step by step, down to the normal size (a small window keeps the table it always had).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from .layout import TableGeom, compute

LARGE_SCALE = 1.2  # the cards a person reads, with the large-card setting
STEP = 0.05  # how much the factor is lowered at a time when the table has no room for it
LABEL_H = 18.0  # a pile's label, under it
HINT_H = 36.0  # the hint line, above the person's cards
LIFT = 0.22  # a selected card of the hand rises by this share of its height

Rect = tuple[float, float, float, float]


def _overlap(a: Rect, b: Rect) -> bool:
    """``a`` and ``b`` share more than a pixel's width (cards that only touch do not clash)."""
    return min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 1 and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 1


def _parts(geom: TableGeom, viewer: int) -> list[tuple[str, str, Rect]]:
    """What must not collide: (owner, name, rect) for each zone's cards (with its label, and a
    selected card's lift in the person's hand), each place the trick's cards may take, the name
    plates, the table note and the hint line."""
    out: list[tuple[str, str, Rect]] = []
    bottom = geom.height
    for name, zg in geom.zones.items():
        if not zg.spots or name == "trick":
            continue
        x0, y0 = min(s.x for s in zg.spots), min(s.y for s in zg.spots)
        x1, y1 = max(s.x for s in zg.spots) + zg.w, max(s.y for s in zg.spots) + zg.h
        if zg.key.seat == viewer and zg.key.rule.slot == "hand":
            y0 -= zg.h * LIFT
        if zg.key.seat == viewer and zg.key.rule.slot in ("hand", "melds"):
            bottom = min(bottom, y0)
        if zg.label:
            y1 = max(y1, zg.label_at[1] + LABEL_H)
        owner = f"seat{zg.key.seat}" if zg.key.seat is not None else name
        out.append((owner, name, (x0, y0, x1 - x0, y1 - y0)))
    if "trick" in geom.zones:  # the spots follow the seats' order (layout._place_trick)
        out.extend(("trick", f"trick{s}", r) for s, r in zip(geom.seats, geom.trick_spots, strict=False))
    out.extend((f"seat{s}", f"plate{s}", sg.plate) for s, sg in geom.seats.items())
    out.append(("note", "note", geom.note_rect))
    hint_w = min(520.0, geom.width * 0.5)
    out.append(("hint", "hint", (geom.width / 2 - hint_w / 2, bottom - HINT_H, hint_w, HINT_H - 4)))
    return out


def clashes(geom: TableGeom, viewer: int) -> set[tuple[str, str]]:
    """The pairs of names (zones, ``plate<s>``, ``note``, ``hint``) whose rects collide, and
    (name, ``edge``) for each that leaves the table."""
    parts = _parts(geom, viewer)
    out: set[tuple[str, str]] = set()
    # The person's own card of the trick and the hint are never shown together: the hint asks for
    # the move that puts the card there, and goes when it is made.
    apart = {(f"trick{viewer}", "hint")}
    for i, (owner, name, r) in enumerate(parts):
        if r[0] < -0.5 or r[1] < -0.5 or r[0] + r[2] > geom.width + 0.5 or r[1] + r[3] > geom.height + 0.5:
            out.add((name, "edge"))
        for other_owner, other, q in parts[i + 1 :]:
            if other_owner != owner and (name, other) not in apart and _overlap(r, q):
                out.add((name, other))
    return out


def fitted(
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
    """:func:`layout.compute` with the cards grown by ``scale`` where the table has room: the
    largest factor from ``scale`` down (by :data:`STEP`) that adds no clash to the normal layout."""
    normal = compute(game_id, zones, players, viewer, width, height, aspect, trick_seats, open_hands)
    if scale <= 1.0:
        return normal
    allowed = clashes(normal, viewer)
    factor = scale
    while factor > 1.0 + 1e-6:
        geom = compute(game_id, zones, players, viewer, width, height, aspect, trick_seats, open_hands, factor)
        if clashes(geom, viewer) <= allowed:
            return geom
        factor = round(factor - STEP, 6)
    return normal


__all__ = ["LARGE_SCALE", "clashes", "fitted"]
