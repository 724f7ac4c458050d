"""Dealing hidden cards at random under constraints, for ``Game.sample``.

A view proves things about hidden cards: a seat shown void in a suit holds none of it, a seat
holds exactly so many cards. :func:`deal_constrained` deals an unknown pool into hidden places so
that each place gets its size and only cards it may hold.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence

from .cards import Card

ClassKey = Callable[[Card], Hashable]


def suit_class(c: Card) -> Hashable:
    return c.suit


def deal_constrained(
    rng: random.Random,
    pool: Sequence[Card],
    sizes: Mapping[str, int],
    allowed: Mapping[str, Callable[[Card], bool]] | None = None,
) -> dict[str, list[Card]]:
    """Deal ``pool`` into places of the given ``sizes`` (summing to ``len(pool)``), each place
    receiving only cards its ``allowed`` predicate accepts (no predicate: any card).

    Cards are grouped by (suit, and which places accept them); a feasible count of each group per
    place is found by max-flow over a random order, then the group's cards are shuffled into those
    counts. Raises ValueError when no deal satisfies the constraints.
    """
    places = list(sizes)
    if sum(sizes.values()) != len(pool):
        raise ValueError(f"places hold {sum(sizes.values())} cards but the pool has {len(pool)}")
    allowed = allowed or {}
    groups: dict[tuple[bool, ...], list[Card]] = {}
    for c in pool:
        key = tuple((allowed[p](c) if p in allowed else True) for p in places)
        groups.setdefault(key, []).append(c)
    if all(all(k) for k in groups):
        cards = list(pool)
        rng.shuffle(cards)
        out: dict[str, list[Card]] = {}
        i = 0
        for p in places:
            out[p] = cards[i : i + sizes[p]]
            i += sizes[p]
        return out
    counts = _flow_counts(rng, [(k, len(v)) for k, v in groups.items()], [sizes[p] for p in places])
    if counts is None:
        raise ValueError("no deal of the hidden cards is consistent with what the view proves")
    out = {p: [] for p in places}
    for gi, members in enumerate(groups.values()):
        members = list(members)
        rng.shuffle(members)
        pos = 0
        for pi, p in enumerate(places):
            n = counts[gi][pi]
            out[p].extend(members[pos : pos + n])
            pos += n
    for p in places:
        rng.shuffle(out[p])
    return out


def _flow_counts(
    rng: random.Random, groups: list[tuple[tuple[bool, ...], int]], caps: list[int]
) -> list[list[int]] | None:
    """Integer flow groups -> places (edges where allowed), saturating both sides. Small graphs:
    augmenting paths by DFS, visiting edges in random order so that deals vary."""
    ng, np_ = len(groups), len(caps)
    flow = [[0] * np_ for _ in range(ng)]
    supply = [n for _, n in groups]
    room = list(caps)

    def augment() -> bool:
        # BFS over residual graph from any group with supply to any place with room.
        from collections import deque

        prev: dict[tuple[str, int], tuple[str, int] | None] = {}
        queue: deque[tuple[str, int]] = deque()
        starts = [g for g in range(ng) if supply[g] > 0]
        rng.shuffle(starts)
        for g in starts:
            prev[("g", g)] = None
            queue.append(("g", g))
        while queue:
            kind, i = queue.popleft()
            if kind == "g":
                targets = list(range(np_))
                rng.shuffle(targets)
                for p in targets:
                    if groups[i][0][p] and ("p", p) not in prev:
                        prev[("p", p)] = (kind, i)
                        if room[p] > 0:
                            node: tuple[str, int] | None = ("p", p)
                            while node is not None:
                                before = prev[node]
                                if before is not None:
                                    if before[0] == "g":
                                        flow[before[1]][node[1]] += 1
                                    else:
                                        flow[node[1]][before[1]] -= 1
                                else:
                                    supply[node[1]] -= 1
                                node = before
                            room[p] -= 1
                            return True
                        queue.append(("p", p))
            else:
                for g in range(ng):
                    if flow[g][i] > 0 and ("g", g) not in prev:
                        prev[("g", g)] = (kind, i)
                        queue.append(("g", g))
        return False

    total = sum(supply)
    for _ in range(total):
        if not augment():
            return None
    return flow
