"""How far the expert's choice falls short of what its own search would choose with many worlds.

For each position (a decision of a first hand, as ``python -m ai.bench`` chooses them:
``ai.speed_probe.positions``) the search is run once with ``--reference`` worlds and no pruning:
its mean reward per candidate is the yardstick. Then, for each pruning setting, the search at
``--budget`` seconds (one process, as one of the program's workers searches) chooses, ``--repeats``
times with other seeds, and the regret of a choice is the yardstick's best mean less the
yardstick's mean of the action chosen (points of the search's reward, ``ai.playout.outcome``).
Basic's regret is that of the default choice. Lower is better; 0 is the reference's own choice.

This measures how well the search spends its deals, not whether its reward is the right one:
the open-hand gap (``python -m ai.arena gap``) measures that. With ``--truth`` the yardstick is
instead the same search on the true deal (the arena's open-hand search, ``truth=state``; with
``--hands-only`` the cards nobody has seen put in a new order): a choice's regret then counts also
what the sampled deals miss, decision by decision, so it can weigh card inference, which the
search's own yardstick cannot (it samples as the search does). ``--inference both`` runs every
setting twice, on uniform deals and on deals weighed by the game's inference model
(``ai/<game>/inference.py``, registered or not). ``--inference uniform,posterior`` (a list of
``game``, ``uniform``, ``inference``, ``posterior``) runs each setting on each: the posterior deals
are a yardstick of inference itself, too dear for play. At each position ``--proposals`` uniform
deals are drawn once and weighed by the model (``--weight``, raised to ``--sharpen``: 3.3 turns a
miss's 0.25 into 0.01); every world of the search is one of them, drawn in proportion (importance
resampling from many proposals, where the program keeps one of six). The effective number of
distinct deals, (sum of weights)^2 / (sum of squares), says how well the proposals cover the
posterior. The search compares at most a game's ``candidate_limit`` actions (``ai.expert.candidates``);
with ``--every-candidate`` the yardstick weighs every legal action, cards that play alike once, so a
choice the search never compared counts too, and a setting may name its own limit (the fifth value
of ``--setting``). After the table, each setting's regret less the first's, paired by position,
with a bootstrap 95% interval.

    python scripts/search_regret.py clubs --positions 100 --jobs 2
    python scripts/search_regret.py king --setting first=4,1,16 --setting mid=8,1.5,32
    python scripts/search_regret.py two_way_street --truth --hands-only --inference both --reference 300
    python scripts/search_regret.py king --truth --setting hard=16,2,64,0.25 --setting expert=16,2,64,1
    python scripts/search_regret.py two_way_street --phase exchange --every-candidate \
        --setting eight=16,2,64 --setting all=16,2,64,,12
    python scripts/search_regret.py two_way_street --truth --hands-only --phase play \
        --inference uniform,inference,posterior --weight play_weight --sharpen 3.3
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import games
from ai import expert
from ai.arena_duplicate import mean_interval_bootstrap
from ai.game_ai import Pruning, Weight
from ai.speed_probe import positions

# A setting as given: its pruning, its own budget (None: --budget) and, optionally, its own limit
# on the candidates (None: the game's, ai.expert.candidate_limit).
Spec = tuple[Pruning, float | None] | tuple[Pruning, float | None, int | None]
# The first pruning (after 4 worlds at one standard error; Kalooki's still) and the later one.
SETTINGS: dict[str, Spec] = {
    "first": (Pruning(4, 1.0, 16), None),
    "later": (Pruning(16, 2.0, 64), None),
}
NO_PRUNING = Pruning(10**9, 0.0, 10**9)
# A setting's deals: the game's registered model ("game"), uniform ("uniform"), weighed by the
# game's inference model even where it is not registered ("inference"), or drawn from many deals
# weighed by it ("posterior").
DEALS = ("game", "uniform", "inference", "posterior")


@dataclass(frozen=True)
class Setting:
    prune: Pruning
    deals: str = "game"
    budget: float | None = None  # seconds, when not --budget
    weight: str = "weight"  # the inference module's function that weighs a deal ("inference" deals)
    limit: int | None = None  # the most candidates it compares, when not the game's


@dataclass(frozen=True)
class Posterior:
    """How the posterior deals are drawn: ``proposals`` uniform deals a position, each weighed by
    the inference module's function ``weight`` raised to ``sharpen``."""

    proposals: int = 2000
    weight: str = "weight"
    sharpen: float = 1.0


@dataclass(frozen=True)
class Yardstick:
    """The reference search: ``worlds`` of them, unpruned, sampled as the search does or (``truth``)
    copies of the true deal (``hands_only``: what nobody has seen put in a new order), over the
    search's candidates or (``every``) every legal action, cards that play alike once."""

    worlds: int
    truth: bool = False
    hands_only: bool = False
    every: bool = False


def _model(
    deals: str, registered: Callable[[str], Weight | None], name: str = "weight"
) -> Callable[[str], Weight | None]:
    """What ``ai.expert.inference`` answers for a setting's ``deals`` (``name``: the inference
    module's function that weighs a deal)."""

    def inference(game_id: str) -> Weight | None:
        if deals == "game":
            return registered(game_id)
        if deals in ("uniform", "posterior"):  # the posterior's worlds come from its sampler
            return None
        weight: Weight = getattr(importlib.import_module(f"ai.{game_id}.inference"), name)
        return weight

    return inference


@dataclass
class Row:
    """One position: its phase, how many candidates, basic's regret, and per setting each
    repeat's (regret, worlds, seconds)."""

    phase: str
    candidates: int
    basic: float
    runs: dict[str, list[tuple[float, int, float]]] = field(default_factory=dict)
    ess: float | None = None  # the posterior deals' effective number, where a setting used them


def posterior_sampler(
    game_id: str, view: Any, k: int, posterior: Posterior
) -> tuple[Callable[[random.Random], Any], float]:
    """A source of worlds for ``expert.search``: one of ``posterior.proposals`` deals consistent
    with ``view`` (drawn once, seeded by the position), in proportion to their sharpened weight;
    and the deals' effective number. Where every weight is 0 the deals are drawn alike."""
    game = games.get(game_id)
    weigh_deal: Weight = getattr(importlib.import_module(f"ai.{game_id}.inference"), posterior.weight)
    rng = random.Random(f"posterior:{game_id}:{k}")
    deals = [game.sample(view, rng) for _ in range(posterior.proposals)]
    weights = [max(0.0, weigh_deal(view, d)) ** posterior.sharpen for d in deals]
    if sum(weights) <= 0:
        weights = [1.0] * len(deals)
    cumulative = list(itertools.accumulate(weights))
    ess = cumulative[-1] ** 2 / sum(w * w for w in weights)

    def sampler(r: random.Random) -> Any:
        return r.choices(deals, cum_weights=cumulative)[0].clone()

    return sampler, ess


def weigh(
    game_id: str,
    k: int,
    state: Any,
    yardstick: Yardstick,
    budget: float,
    repeats: int,
    settings: dict[str, Setting],
    posterior: Posterior | None = None,
) -> Row | None:
    """The regrets at one position, or None where the search has a single candidate."""
    view = state.view(state.to_act)
    legal = state.legal_actions()
    cands, basic = expert.candidates(game_id, view, legal, 7, len(legal) if yardstick.every else None)
    if len(cands) < 2:
        return None
    truth = state.clone() if yardstick.truth else None
    ref = expert.search(
        game_id, view, legal, 10_000 + k, None, yardstick.worlds, cands, basic, truth, yardstick.hands_only, NO_PRUNING
    )
    means = {i: ref.totals[i] / ref.visits[i] for i in cands}
    best = max(means.values())
    row = Row(getattr(state, "phase", "?"), len(cands), best - means[basic])
    sampler = None
    if any(s.deals == "posterior" for s in settings.values()):
        sampler, row.ess = posterior_sampler(game_id, view, k, posterior or Posterior())
    for name, setting in settings.items():
        deals = _model(setting.deals, expert.inference, setting.weight)
        # As the program chooses them (the yardstick's seed), at most the setting's limit or the game's.
        own = expert.candidates(game_id, view, legal, 7, setting.limit)[0]
        for rep in range(repeats):
            t = time.perf_counter()
            result = expert.search(
                game_id,
                view,
                legal,
                100 * k + rep,
                setting.budget or budget,
                None,
                own,
                basic,
                prune=setting.prune,
                deals=deals,
                sampler=sampler if setting.deals == "posterior" else None,
            )
            chosen = expert.best_index(result)
            row.runs.setdefault(name, []).append((best - means[chosen], result.worlds, time.perf_counter() - t))
    return row


def paired(rows: Sequence[Row], names: Sequence[str], resamples: int = 2000) -> list[str]:
    """Each setting's mean regret less the first's, paired by position (each position's mean over
    its repeats), with a bootstrap 95% interval over positions."""
    lines = []
    first = names[0]
    for n in names[1:]:
        diffs = [statistics.mean(x[0] for x in r.runs[n]) - statistics.mean(x[0] for x in r.runs[first]) for r in rows]
        mean, low, high = mean_interval_bootstrap(diffs, resamples, seed=1)
        changed = sum(1 for d in diffs if d != 0)
        lines.append(
            f"{n} less {first}: {mean:+.3f} [{low:+.3f}, {high:+.3f}] ({changed} of {len(diffs)} positions differ)"
        )
    return lines


def table(rows: Sequence[Row], names: Sequence[str]) -> str:
    """Mean regret per phase and setting, with the median worlds and seconds of a search."""
    lines = ["| phase | positions | basic | " + " | ".join(f"{n}: regret, worlds, ms" for n in names) + " |"]
    lines.append("|---" * (3 + len(names)) + "|")
    for phase in [*sorted({r.phase for r in rows}), "all"]:
        rs = [r for r in rows if phase in ("all", r.phase)]
        cells = [phase, str(len(rs)), f"{statistics.mean(r.basic for r in rs):.3f}"]
        for n in names:
            runs = [x for r in rs for x in r.runs[n]]
            regret = statistics.mean(x[0] for x in runs)
            worlds = statistics.median(x[1] for x in runs)
            ms = 1000 * statistics.median(x[2] for x in runs)
            cells.append(f"{regret:.3f}, {worlds:.0f}, {ms:.0f}")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _setting(text: str) -> tuple[str, Spec]:
    name, _, values = text.partition("=")
    after, z, zero, *rest = values.split(",")
    prune = Pruning(int(after), float(z), int(zero))
    budget = float(rest[0]) if rest and rest[0] else None
    if len(rest) > 1:
        return name, (prune, budget, int(rest[1]))
    return name, (prune, budget)


def settings_of(prunings: dict[str, Spec], inference: str, weight: str = "weight") -> dict[str, Setting]:
    """The settings run: each pruning (and its own budget, if it names one) on the game's
    registered deals, or on each of the deals ``inference`` names (comma-separated from
    :data:`DEALS`; "both": uniform and weighed by the game's inference model, its function
    ``weight``)."""
    specs = {name: (spec[0], spec[1], spec[2] if len(spec) > 2 else None) for name, spec in prunings.items()}
    if inference == "game":
        return {name: Setting(p, "game", b, limit=n) for name, (p, b, n) in specs.items()}
    kinds = ["uniform", "inference"] if inference == "both" else inference.split(",")
    unknown = [k for k in kinds if k not in DEALS]
    if unknown:
        raise ValueError(f"unknown deals {', '.join(unknown)}: choose from {', '.join(DEALS)} or both")
    return {f"{name} {kind}": Setting(p, kind, b, weight, n) for name, (p, b, n) in specs.items() for kind in kinds}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument(
        "--positions", type=int, default=80, help="positions tried (those with one candidate are left out)"
    )
    parser.add_argument("--reference", type=int, default=1000, help="worlds of the unpruned reference search")
    parser.add_argument("--budget", type=float, default=expert.DEFAULT_BUDGET, help="seconds of each search")
    parser.add_argument("--repeats", type=int, default=2, help="searches per position and setting")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--setting",
        action="append",
        type=_setting,
        help="NAME=AFTER,Z,ZERO_AFTER[,SECONDS[,LIMIT]], as ai.game_ai.Pruning, with its own budget and"
        " its own limit on the candidates if given (default: the first and the later pruning)",
    )
    parser.add_argument(
        "--every-candidate",
        action="store_true",
        help="the yardstick weighs every legal action (cards that play alike once), not only the search's candidates",
    )
    parser.add_argument("--phase", help="positions of this phase only (state.phase, as the table names them)")
    parser.add_argument("--truth", action="store_true", help="the yardstick searches the true deal")
    parser.add_argument(
        "--hands-only", action="store_true", help="with --truth: what nobody has seen put in a new order"
    )
    parser.add_argument(
        "--inference",
        default="game",
        help="the settings' deals: as the game registers them (default), uniform, weighed (inference),"
        " posterior, a comma-separated list of them, or both (uniform,inference)",
    )
    parser.add_argument(
        "--weight",
        default="weight",
        help="the function of ai/<game>/inference.py that weighs a deal, for the weighed settings"
        " (default: weight, the whole model; e.g. play_weight)",
    )
    parser.add_argument("--proposals", type=int, default=2000, help="posterior deals: the deals drawn a position")
    parser.add_argument(
        "--sharpen", type=float, default=1.0, help="posterior deals: each deal's weight raised to this power"
    )
    args = parser.parse_args(argv)
    if args.hands_only and not args.truth:
        parser.error("--hands-only goes with --truth")
    try:
        settings = settings_of(dict(args.setting) if args.setting else dict(SETTINGS), args.inference, args.weight)
    except ValueError as exc:
        parser.error(str(exc))
    posterior = Posterior(args.proposals, args.weight, args.sharpen)
    if any(s.limit is not None for s in settings.values()) and not args.every_candidate:
        parser.error("a setting's own LIMIT goes with --every-candidate (the yardstick must weigh its candidates)")
    yardstick = Yardstick(args.reference, args.truth, args.hands_only, args.every_candidate)
    states = positions(args.game, args.positions, phase=args.phase)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [
            pool.submit(weigh, args.game, k, s, yardstick, args.budget, args.repeats, settings, posterior)
            for k, s in enumerate(states)
        ]
        rows = [r for r in (f.result() for f in futures) if r is not None]
    kind = "the true deal" + (" (hands only)" if args.hands_only else "") if args.truth else "sampled deals"
    if args.every_candidate:
        kind += ", every legal action"
    print(
        f"{args.game}: {len(rows)} positions with a choice, reference {args.reference} worlds on {kind},"
        f" {args.budget} s a search"
    )
    print(table(rows, list(settings)))
    ess = [r.ess for r in rows if r.ess is not None]
    if ess:
        print(
            f"posterior deals: {args.proposals} a position, weight {args.weight} to the power {args.sharpen};"
            f" effective number median {statistics.median(ess):.0f}, lowest {min(ess):.1f}"
        )
    for line in paired(rows, list(settings)):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
