"""One puzzle from (seed, index): a hidden solution, clues until it is pinned, then greedy removal.

The steps, after the dancing-links article's sketch (random solution, true candidate clues,
greedy removal while the solution stays unique), made fast:

1. **Hidden solution**: the theme's categories, each value at a random position.
2. **Collect**: draw true clues of the enabled types by weight; keep a clue only when it
   narrows what propagation already knows; stop when propagation alone places every value.
   The set is then unique, proved by propagation.
3. **Remove**: try the clues in random order. Clue c goes when the others still pin the
   solution: the others together with *not c* have no solution (any second solution of the
   others would break c, since with c the solution is unique). A clue that stays has a witness,
   a second solution of the others, which also satisfies every smaller set: so the final set
   is unique and 1-minimal. The witness search tries the hidden solution's positions first,
   since a second solution usually differs from it in a few cells.
4. **Level**: propagation, then rounds of one-level hypotheses, on the final set (see
   ``zebrakit.difficulty``). When a level was asked for and another came out, the same random
   stream goes on to a new hidden solution. A band of the grade (``Settings.difficulty``)
   is aimed at differently: see ``bands``. For ``easy`` (and ``medium`` after three tries) the
   removal keeps the set solvable at that level first, then applies the uniqueness test; a
   clue the reasoning needs but the others imply is banned and replaced by new clues.

Everything random comes from ``random.Random(f"{seed}:{index}")``, so a puzzle depends on its
seed and index only, never on the number of workers. An index whose stream gives no puzzle of
the level asked in ``max_attempts`` attempts is retried with derived streams
(``f"{seed}:{index}:retry{r}"``, r = 1 .. ``retries``); when those fail too, ``build`` raises
``Unreachable`` and a run records the index as skipped (``build_or_skip``), so one hard index
never ends a long run. The budget counts attempts, never seconds: the outcome is the same on
any machine and with any number of workers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from collections.abc import Collection, Sequence

from typing import TYPE_CHECKING

from ..clues import Clue
from ..difficulty import Difficulty, fixed_share, is_fixed, level_of, native_search
from ..engines.base import check_deadline
from ..engines.propagation import PropagationStats, everything
from ..model import Puzzle, PuzzleError, Solution
from ..themes import DEFAULT_THEME, get_theme, question
from .candidates import Drawer, Hidden, clue_type_weights
from .network import Link, Network, kept_by_propagation
from .witnesses import SwapCover

if TYPE_CHECKING:
    from ..explain.grading import Grade

MISS_LIMIT = 20000
"""Draws in a row that narrow nothing before the clue types are declared unable to finish."""
REPAIRS = 8
"""Times an easy or medium clue set is repaired before a new hidden solution is drawn."""
MAX_SIZE = 12
"""The largest number of houses or categories (the themes' vocabularies hold twelve)."""
RETRIES = 3
"""Derived random streams an index tries after its own, before it is skipped."""


FEWEST_HOUSES = {"medium": 3, "hard": 4}
"""The fewest houses a level can have (refused at once below). Measured: of 3,000 unique
1-minimal puzzles at each of 2x2, 2x3, 2x5 every one was easy; at 3x2 .. 3x5 and at 4x2, 4x3
none was hard. Hard 4x4 and 4x5 puzzles exist but are rare (at 4x4 about one attempt in ten
thousand), so many indices there are skipped when their budget runs out."""


class Unreachable(PuzzleError):
    """No puzzle of the level asked within an index's whole attempt budget."""


@dataclass(frozen=True)
class Skipped:
    """An index of a run that gave no puzzle within its budget, and why."""

    index: int
    seed: int | str
    reason: str


@dataclass(frozen=True)
class Settings:
    """What to generate: size, theme, clue types with weights, and an optional level."""

    houses: int
    categories: int
    theme: str = DEFAULT_THEME
    clue_types: tuple[tuple[str, float], ...] = field(
        default_factory=lambda: tuple(clue_type_weights().items()))
    difficulty: str | None = None
    """The band asked for (easy, medium, hard, expert: the grade of ``zebrakit.explain``)."""
    level: str | None = None
    """The generator's own level asked for (easy, medium, hard: rounds of hypotheses, see
    ``zebrakit.difficulty``); datasets mix levels. At most one of band and level."""
    max_attempts: int = 500
    """Attempts (hidden solutions) per random stream of an index."""
    retries: int = RETRIES
    """Derived streams tried after the index's own (see the module's docstring)."""

    @property
    def weights(self) -> dict[str, float]:
        """The clue types' weights as a mapping."""
        return dict(self.clue_types)

    def check(self) -> None:
        """Raise PuzzleError when the settings cannot give a puzzle."""
        n, k = self.houses, self.categories
        if n < 2 or k < 2:
            raise PuzzleError(f"size {n}x{k} is too small: a puzzle needs at least 2 houses and 2 categories")
        if n > MAX_SIZE or k > MAX_SIZE:
            raise PuzzleError(f"size {n}x{k} is too large: at most {MAX_SIZE} houses and {MAX_SIZE} categories")
        get_theme(self.theme).check_size(n, k)
        if self.difficulty is not None:
            from .bands import check_band

            check_band(self.difficulty, n, k)
        fewest = FEWEST_HOUSES.get(self.level or "", 2)
        if n < fewest:
            raise PuzzleError(
                f"no {self.level} puzzle with {n} houses: at this size "
                + ("propagation alone" if n == 2 else "one round of hypotheses")
                + " solved every one of 3,000 unique puzzles measured; ask for "
                + f"{'an easy' if n == 2 else 'a medium or easy'} one or use at least {fewest} houses"
            )


@dataclass
class Generated:
    """A generated puzzle with its solution, the question's answer, difficulty and origin."""

    puzzle: Puzzle
    solution: Solution
    difficulty: Difficulty
    seed: int | str
    index: int
    attempts: int
    text: str | None = None
    """The whole puzzle in English, once written (see ``output.english_text``)."""
    line: str | None = field(default=None, compare=False, repr=False)
    """The puzzle's JSONL record as one line (no newline), once made (see ``output.record_line``)."""
    grade: Grade | None = None
    """The grade of ``zebrakit.explain`` when a band was asked (None otherwise)."""

    @property
    def question(self):  # -> Question
        """The puzzle's question."""
        return self.puzzle.questions[0]

    @property
    def answer(self):  # -> Label
        """The answer to the question in the solution."""
        return self.solution.answer(self.question)


def rng_for(seed: int | str, index: int, retry: int = 0) -> random.Random:
    """The random stream of puzzle ``index`` of a run seeded with ``seed`` (or its ``retry``-th derived one)."""
    return random.Random(f"{seed}:{index}" if retry == 0 else f"{seed}:{index}:retry{retry}")


def build(settings: Settings, seed: int | str, index: int) -> Generated:
    """Puzzle number ``index`` of the run seeded ``seed``: unique, 1-minimal, in the band or level asked.

    Raises Unreachable when neither the index's stream nor its derived ones give a puzzle of
    the band (or level) asked within ``settings.max_attempts`` attempts each.
    """
    settings.check()
    for retry in range(settings.retries + 1):
        generated = _attempts(settings, seed, index, retry)
        if generated is not None:
            return generated
    n, k = settings.houses, settings.categories
    streams = settings.retries + 1
    asked = settings.difficulty or settings.level
    raise Unreachable(
        f"no {asked} {n}x{k} puzzle in {streams} x {settings.max_attempts} attempts "
        f"(the index's own random stream and {settings.retries} derived ones) with clue types "
        f"{', '.join(settings.weights)}: try another difficulty or more clue types"
    )


def build_or_skip(settings: Settings, seed: int | str, index: int) -> Generated | Skipped:
    """``build``, or a Skipped record with the reason when the index's budget runs out."""
    try:
        return build(settings, seed, index)
    except Unreachable as error:
        return Skipped(index, seed, str(error))


def _attempts(settings: Settings, seed: int | str, index: int, retry: int) -> Generated | None:
    """Up to ``max_attempts`` hidden solutions from one random stream; None when none is as asked."""
    if settings.difficulty is not None:
        return _band_attempts(settings, seed, index, retry)
    rng = rng_for(seed, index, retry)
    theme = get_theme(settings.theme)
    n, k = settings.houses, settings.categories
    wanted = settings.level
    for attempt in range(1, settings.max_attempts + 1):
        check_deadline()
        categories = theme.categories(n, k, rng)
        hidden = Hidden(categories, [p for _ in range(k) for p in rng.sample(range(n), n)])
        drawer = Drawer(hidden, settings.weights)
        links = collect(hidden, drawer, rng)
        if wanted == "easy" or (wanted == "medium" and attempt > 3):
            reduced = reduce_within(hidden, drawer, links, rng, wanted)
            if reduced is None:
                continue
            links = reduced
        else:
            links = reduce(hidden, links, rng)
        level, share, rounds = classify(n, k, links, hidden, wanted)
        if wanted in (None, level):
            if wanted is not None:
                level, share, rounds = classify(n, k, links, hidden)
            return _finish(hidden, links, rng, level, share, rounds, seed, index,
                           retry * settings.max_attempts + attempt)
    return None


def _band_attempts(settings: Settings, seed: int | str, index: int, retry: int) -> Generated | None:
    """Up to ``max_attempts`` hidden solutions aimed at the band asked (``bands``); None when none is in it."""
    from .bands import ease, floor_of, grade_links, harden, near_floor, rank, reduce_to_floor, weights_for

    band = settings.difficulty
    assert band is not None
    rng = rng_for(seed, index, retry)
    theme = get_theme(settings.theme)
    n, k = settings.houses, settings.categories
    weights = weights_for(band, n, k, settings.weights)
    floor = floor_of(band, n, k)
    for attempt in range(1, settings.max_attempts + 1):
        check_deadline()
        categories = theme.categories(n, k, rng)
        hidden = Hidden(categories, [p for _ in range(k) for p in rng.sample(range(n), n)])
        drawer = Drawer(hidden, weights)
        links = collect(hidden, drawer, rng)
        if floor == "none":
            links = reduce(hidden, links, rng)
        elif floor.startswith("near "):
            links = near_floor(hidden, links, rng, floor[len("near "):])
        else:
            reduced = reduce_to_floor(hidden, drawer, links, rng, floor)
            if reduced is None:
                continue
            links = reduced
        graded = grade_links(hidden, links, stop_above=band)
        if rank(graded.band) < rank(band):
            links, graded, _ = harden(hidden, links, graded, band, rng, settings.weights)
        elif rank(graded.band) > rank(band) and floor == "none":
            links, graded, _ = ease(hidden, links, graded, band, rng, settings.weights)
        if graded.band == band:
            level, share, rounds = classify(n, k, links, hidden)
            return _finish(hidden, links, rng, level, share, rounds, seed, index,
                           retry * settings.max_attempts + attempt, graded)
    return None


def warm_tables(settings: Settings, draws: int = 200) -> None:
    """Build the clue tables of ``settings``' size and clue types (shared by every later puzzle)."""
    rng = random.Random("warm-up")
    n, k = settings.houses, settings.categories
    categories = get_theme(settings.theme).categories(n, k, rng)
    hidden = Hidden(categories, [p for _ in range(k) for p in rng.sample(range(n), n)])
    drawer = Drawer(hidden, settings.weights)
    for _ in range(draws):
        drawn = drawer.draw(rng)
        if drawn is not None:
            Link(drawn[0], drawn[1], n)


def collect(hidden: Hidden, drawer: Drawer, rng: random.Random, links: Sequence[Link] = (),
            banned: Collection[Clue] = ()) -> list[Link]:
    """``links`` and more true clues, each narrowing what propagation knows, until it places every value."""
    n, k = hidden.n, hidden.k
    links = list(links)
    network = Network(n, k, links)
    stats = PropagationStats()
    domains = network.root(stats)
    assert domains is not None
    chosen: set = {link.clue for link in links} | set(banned)
    misses = 0
    while not is_fixed(domains):
        drawn = drawer.draw(rng)
        if drawn is not None and drawn[0] not in chosen:
            link = Link(drawn[0], drawn[1], n)
            if network.prunes(link, domains):
                misses = 0
                chosen.add(link.clue)
                links.append(link)
                queue = network.add(link)
                if len(link.variables) == 1:
                    domains[link.variables[0]] &= link.part(False)  # type: ignore[operator]
                if not network.propagate(domains, queue, stats):  # pragma: no cover - true clues
                    raise AssertionError(f"a true clue contradicts the hidden solution: {link}")
                continue
        misses += 1
        if misses > MISS_LIMIT:
            raise PuzzleError(
                f"the clue types {', '.join(t.name for t in drawer.types)} cannot pin down a "
                f"{n}x{k} puzzle: add at, immediately-left or same"
            )
    return links


def reduce(hidden: Hidden, links: list[Link], rng: random.Random) -> list[Link]:
    """Greedy removal in random order: what is left is unique and 1-minimal."""
    n, k = hidden.n, hidden.k
    order = list(range(len(links)))
    rng.shuffle(order)
    keep = [True] * len(links)
    stats = PropagationStats()
    prefer = [1 << p for p in hidden.position]
    cover = SwapCover(links, prefer, n, k)
    for i in order:
        if cover.needed(i):
            continue  # a swap of two values meets every other clue: a second solution without it
        others = [l for j, (l, kept) in enumerate(zip(links, keep)) if kept and j != i]
        keep[i] = Network(n, k, others, negated=[links[i]]).satisfiable(stats, prefer)
        if not keep[i]:
            cover.drop(i)
    return [l for l, kept in zip(links, keep) if kept]


def reduce_within(hidden: Hidden, drawer: Drawer, links: list[Link], rng: random.Random,
                  level: str) -> list[Link] | None:
    """Greedy removal keeping the puzzle no harder than ``level``, then made 1-minimal.

    Easy keeps propagation able to solve; hall keeps propagation with Hall pairs able to
    solve; medium keeps one round of hypotheses enough. The
    reasoning may need a clue that the others already imply: such a clue is banned and new
    clues are collected until propagation solves again. After a few repairs, gives up (None).
    """
    n, k = hidden.n, hidden.k
    banned: set = set()
    stats = PropagationStats()
    consistent = [1 << p for p in hidden.position]
    for _ in range(REPAIRS):
        order = list(range(len(links)))
        rng.shuffle(order)
        if level == "medium":
            keep = _kept_within_one_round(n, k, links, order, consistent, stats)
        else:
            keep = kept_by_propagation(n, k, links, order, level == "hall", stats)
        redundant = None
        for i in order:
            if keep[i]:
                others = [l for j, (l, kept) in enumerate(zip(links, keep)) if kept and j != i]
                if not Network(n, k, others, negated=[links[i]]).satisfiable(stats, consistent):
                    redundant = i
                    break
        kept_links = [l for j, (l, kept) in enumerate(zip(links, keep)) if kept and j != redundant]
        if redundant is None:
            return kept_links
        banned.add(links[redundant].clue)
        links = collect(hidden, drawer, rng, kept_links, banned)
    return None


def _kept_within_one_round(n: int, k: int, links: list[Link], order: list[int], consistent: list[int],
                           stats: PropagationStats) -> list[bool]:
    """Greedy removal in ``order`` keeping propagation and one round of hypotheses able to solve."""
    keep = [True] * len(links)
    state: Round | None = None
    for i in order:
        keep[i] = False
        network = Network(n, k, [l for l, kept in zip(links, keep) if kept])
        within, found = one_round_enough(network, consistent, stats, state)
        if within:
            state = found
        keep[i] = not within
    return keep


class Round:
    """What one round of hypotheses found on a clue set: its root domains and what it refuted."""

    __slots__ = ("root", "refuted")

    def __init__(self, root: list[int], refuted: list[int]):
        self.root = root
        self.refuted = refuted
        """Per value, the positions whose hypothesis propagation refuted (a mask)."""


def one_round_enough(network: Network, consistent: list[int], stats: PropagationStats,
                     previous: Round | None = None) -> tuple[bool, Round | None]:
    """(True when propagation and one round of hypotheses place every value, the round's findings).

    The same verdict as ``zebrakit.difficulty.hypothesis_rounds`` with ``limit=1``, found with
    less work when ``previous`` is the round of a superset of these clues: with fewer clues
    propagation refutes nothing it did not refute before (it is monotone), so only the
    hypotheses refuted then, and positions the weaker root domains bring back, are tried.
    """
    root = network.root(stats)
    if root is None:
        return False, None
    refuted = [0] * len(root)
    if is_fixed(root):
        return True, Round(root, refuted)
    watchers = network.watchers
    if previous is not None and not _could_finish(network, previous, stats):
        return False, None
    survives = [0] * len(root)
    for var, d in enumerate(root):
        if not d & (d - 1):
            continue
        rest = d & ~consistent[var]
        if previous is not None:
            rest &= previous.refuted[var] | (d & ~previous.root[var])
        while rest:
            low = rest & -rest
            rest ^= low
            if low & survives[var]:
                continue
            child = root.copy()
            child[var] = low
            if not network.propagate(child, list(watchers[var]), stats):
                refuted[var] |= low
            else:
                for v, c in enumerate(child):  # fixed by a hypothesis that holds: not refutable
                    if not c & (c - 1):
                        survives[v] |= c
    if not any(refuted):
        return False, None
    domains = root.copy()
    queue: set[int] = set()
    for var, mask in enumerate(refuted):
        if mask:
            domains[var] &= ~mask
            queue.update(watchers[var])
    if any(d == 0 for d in domains) or not network.propagate(domains, list(queue), stats):
        return False, None
    return is_fixed(domains), Round(root, refuted)


def _could_finish(network: Network, previous: Round, stats: PropagationStats) -> bool:
    """False when these clues cannot place every value after one round, whatever it refutes.

    The round can refute at most what the superset's round refuted plus the positions the
    weaker root brings back; granting all of that is the superset's root minus its
    refutations. If propagation from there, with these clues, still leaves a value open, the
    true round, which refutes no more, does too (propagation is monotone).
    """
    best = [d & ~r for d, r in zip(previous.root, previous.refuted)]
    if any(d == 0 for d in best):
        return True
    if not network.propagate(best, everything(network), stats):
        return True  # granting too much contradicts: no verdict from this bound
    return is_fixed(best)


def _within(network: Network, level: str, consistent: list[int], stats: PropagationStats) -> bool:
    """True when the network's clues are solved at ``level`` (easy, hall or medium) or below."""
    domains = network.root(stats)
    if domains is None:
        return False
    if is_fixed(domains):
        return True
    return level == "medium" and network.rounds(domains, stats, consistent, limit=1) == 1


def classify(n: int, k: int, links: list[Link], hidden: Hidden,
             target: str | None = None) -> tuple[str, float, int]:
    """(level, share of values propagation places, rounds of hypotheses) for a clue set.

    With a ``target`` level the rounds stop as soon as the level is known to differ or to be
    hard, so the rounds reported are exact only without one.
    """
    network = Network(n, k, links)
    stats = PropagationStats()
    domains = network.root(stats)
    assert domains is not None
    share = fixed_share(domains)
    if target == "easy" and share < 1:
        return "medium", share, 1
    consistent = [1 << p for p in hidden.position]
    rounds = network.rounds(domains, stats, consistent, limit=None if target is None else 1)
    return level_of(rounds), share, rounds


def _finish(hidden: Hidden, links: list[Link], rng: random.Random, level: str, share: float,
            rounds: int, seed: int | str, index: int, attempts: int, graded: Grade | None = None) -> Generated:
    n, k = hidden.n, hidden.k
    categories = hidden.categories
    about = rng.randrange(1, k)
    value = categories[about].values[rng.randrange(n)]
    clues = tuple(link.clue for link in links)
    puzzle = Puzzle(
        categories=categories, clues=clues,
        questions=(question(categories[0], categories[about], str(value)),),
        title=f"Zebra puzzle {n}x{k}, seed {seed}, number {index}",
    )
    puzzle = _with_english(puzzle)
    placement = tuple(
        tuple(hidden.position[c * n + i] + 1 for i in range(n)) for c in range(k)
    )
    solution = Solution(placement, puzzle)
    found, nodes, propagations = native_search(puzzle)  # the native engine's own account
    difficulty = Difficulty(
        level=level, nodes=nodes, propagations=propagations, fixed_by_propagation=round(share, 4),
        rounds=rounds, clues=len(clues), solutions=len(found),
        band=None if graded is None else graded.band, score=None if graded is None else graded.score,
        hardest=None if graded is None else graded.hardest,
    )
    return Generated(puzzle, solution, difficulty, seed, index, attempts, grade=graded)


def _with_english(puzzle: Puzzle) -> Puzzle:
    """The puzzle with each clue's English text, when the English writer is installed."""
    writer = english_writer()
    if writer is None:
        return puzzle
    write_clue, _ = writer
    texts = tuple(write_clue(clue, puzzle) for clue in puzzle.clues)
    return puzzle.with_clues(puzzle.clues, texts)


def english_writer():  # -> tuple[write_clue, write_puzzle] | None
    """The English writer's (write_clue, write_puzzle), or None while it is not installed."""
    try:
        from ..english import write_clue, write_puzzle
    except ImportError:
        return None
    return write_clue, write_puzzle


def settings_from(size: object, theme: str = DEFAULT_THEME, clue_types: object = None,
                  difficulty: str | None = None, max_attempts: int = 500,
                  retries: int = RETRIES, *, level: str | None = None) -> Settings:
    """Settings from user-facing arguments ('6x5' or (6, 5), a clue-type spec, a band name).

    ``difficulty`` is the band (easy, medium, hard, expert); ``level`` the generator's own
    level instead (easy, medium, hard; see ``zebrakit.difficulty``).
    """
    from ..difficulty import check_band, check_level

    houses, categories = parse_size(size)
    weights = clue_type_weights(clue_types)  # type: ignore[arg-type]
    band, level = check_band(difficulty), check_level(level)
    if band is not None and level is not None:
        raise PuzzleError("ask for a difficulty band or a generator level, not both")
    settings = Settings(houses, categories, get_theme(theme).name, tuple(weights.items()),
                        band, level, max_attempts, retries)
    settings.check()
    return settings


def parse_size(size: object) -> tuple[int, int]:
    """(houses, categories) from 'NxK', 'N' (N by N), an int, or a pair; PuzzleError otherwise."""
    if isinstance(size, (tuple, list)) and len(size) == 2:
        n, k = size
    elif isinstance(size, int) and not isinstance(size, bool):
        n = k = size
    elif isinstance(size, str):
        text = size.strip().lower().replace("×", "x")
        parts = text.split("x")
        if len(parts) == 1:
            parts = parts * 2
        if len(parts) != 2 or not all(p.strip().isascii() and p.strip().isdigit() for p in parts):
            raise PuzzleError(
                f"size {size!r} is not HOUSESxCATEGORIES: write e.g. 6x6 (6 houses, 6 categories) or 5x4"
            )
        n, k = (int(p) for p in parts)
    else:
        raise PuzzleError(f"size {size!r} is not HOUSESxCATEGORIES such as 6x6")
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (n, k)):
        raise PuzzleError(f"size {size!r}: houses and categories must be whole numbers")
    return n, k
