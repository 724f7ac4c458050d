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
    tests = [allowed.get(p) for p in places]
    groups: dict[tuple[bool, ...], list[Card]] = {}
    for c in pool:
        key = tuple([True if t is None else t(c) for t in tests])
        group = groups.get(key)
        if group is None:
            groups[key] = [c]
        else:
            group.append(c)
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
    augmenting paths by breadth-first search from the groups in random order, each group's
    places visited in random order, so that deals vary."""
    ng, np_ = len(groups), len(caps)
    allow = [g[0] for g in groups]
    flow = [[0] * np_ for _ in range(ng)]
    supply = [n for _, n in groups]
    room = list(caps)
    places = range(np_)
    shuffle = rng.shuffle

    def augment() -> bool:
        # Nodes: a group g is g, a place p is ng + p, queued in the order reached. from_g[g]: the
        # place a group was reached from (-1: a start; -2: not reached); from_p[p]: the group.
        from_g = [-2] * ng
        from_p = [-2] * np_
        queue = [g for g in range(ng) if supply[g] > 0]
        shuffle(queue)
        for g in queue:
            from_g[g] = -1
        head = 0
        while head < len(queue):
            node = queue[head]
            head += 1
            if node < ng:
                targets = list(places)
                shuffle(targets)
                ok = allow[node]
                for p in targets:
                    if ok[p] and from_p[p] == -2:
                        from_p[p] = node
                        if room[p] > 0:
                            room[p] -= 1
                            while True:  # back along the path: more flow g -> p, less flow g <- p
                                g = from_p[p]
                                flow[g][p] += 1
                                p = from_g[g]
                                if p == -1:
                                    supply[g] -= 1
                                    return True
                                flow[g][p] -= 1
                        queue.append(ng + p)
            else:
                p = node - ng
                for g in range(ng):
                    if flow[g][p] > 0 and from_g[g] == -2:
                        from_g[g] = p
                        queue.append(g)
        return False

    total = sum(supply)
    for _ in range(total):
        if not augment():
            return None
    return flow
