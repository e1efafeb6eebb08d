"""The clue types the generator writes, their weights, and how to draw a true clue of each type.

Each type draws a random clue that holds in the hidden solution, as a clue object of the model
(``zebrakit.clues``). Types are switched on and off and weighted with a spec such as
``same=3,next-to,at`` (only these) or ``-either-or,-different`` (all but these).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from collections.abc import Callable, Iterable, Mapping, Sequence

from ..clues import (
    Apart, At, AtEnd, Before, Between, Clue, Different, Either, NotApart, NotAt, Offset, Same,
)
from ..model import Category, PuzzleError, Ref, suggest


@dataclass
class Hidden:
    """The hidden solution: ``position[var]`` is the 0-based position of variable var.

    Variable ``c * n + i`` is value i of category c, as in the native engine.
    """

    categories: tuple[Category, ...]
    position: list[int]

    def __post_init__(self) -> None:
        self.n = len(self.categories[0].values)
        self.k = len(self.categories)
        self.refs = [ref for c in self.categories for ref in c.refs()]
        self.at = [[0] * self.n for _ in range(self.k)]
        for var, p in enumerate(self.position):
            self.at[var // self.n][p] = var

    def ref(self, var: int) -> Ref:
        """The value variable ``var`` stands for."""
        return self.refs[var]

    def value(self, category: int, position: int) -> int:
        """The variable of ``category`` sitting at 0-based ``position``."""
        return self.at[category][position]


Drawn = tuple[Clue, tuple[int, ...]] | None
"""A clue and its variables in scope order, or None when the type does not fit the size."""
Sampler = Callable[[Hidden, random.Random], Drawn]


# =========================================================================== one sampler per type
def _same(h: Hidden, rng: random.Random) -> Drawn:
    if h.k < 2:
        return None
    p = rng.randrange(h.n)
    c1, c2 = rng.sample(range(h.k), 2)
    return _pair(h, Same, h.value(c1, p), h.value(c2, p))


def _different(h: Hidden, rng: random.Random) -> Drawn:
    if h.k < 2:
        return None
    c1, c2 = rng.sample(range(h.k), 2)
    p1, p2 = rng.sample(range(h.n), 2)
    return _pair(h, Different, h.value(c1, p1), h.value(c2, p2))


def _at(h: Hidden, rng: random.Random) -> Drawn:
    var = rng.randrange(h.n * h.k)
    return At(h.ref(var), h.position[var] + 1), (var,)


def _not_at(h: Hidden, rng: random.Random) -> Drawn:
    var = rng.randrange(h.n * h.k)
    p = rng.choice([q for q in range(h.n) if q != h.position[var]])
    return NotAt(h.ref(var), p + 1), (var,)


def _immediately_left(h: Hidden, rng: random.Random) -> Drawn:
    p = rng.randrange(h.n - 1)
    a, b = h.value(rng.randrange(h.k), p), h.value(rng.randrange(h.k), p + 1)
    return Offset(h.ref(a), h.ref(b), 1), (a, b)


def _somewhere_left(h: Hidden, rng: random.Random) -> Drawn:
    p1, p2 = sorted(rng.sample(range(h.n), 2))
    return _pair(h, Before, h.value(rng.randrange(h.k), p1), h.value(rng.randrange(h.k), p2))


def _apart(distance: int) -> Sampler:
    def draw(h: Hidden, rng: random.Random) -> Drawn:
        if h.n <= distance:
            return None
        p = rng.randrange(h.n - distance)
        a, b = h.value(rng.randrange(h.k), p), h.value(rng.randrange(h.k), p + distance)
        if rng.random() < 0.5:
            a, b = b, a
        return Apart(h.ref(a), h.ref(b), distance), (a, b)

    return draw


def _not_next_to(h: Hidden, rng: random.Random) -> Drawn:
    if h.n < 3:
        return None
    while True:
        p1, p2 = rng.sample(range(h.n), 2)
        if abs(p1 - p2) >= 2:
            break
    a, b = h.value(rng.randrange(h.k), p1), h.value(rng.randrange(h.k), p2)
    return NotApart(h.ref(a), h.ref(b), 1), (a, b)


def _between(ordered: bool) -> Sampler:
    def draw(h: Hidden, rng: random.Random) -> Drawn:
        if h.n < 3:
            return None
        p1, p2, p3 = sorted(rng.sample(range(h.n), 3))
        a, b, c = (h.value(rng.randrange(h.k), p) for p in (p1, p2, p3))
        if not ordered and rng.random() < 0.5:
            a, c = c, a
        return Between(h.ref(a), h.ref(b), h.ref(c), ordered), (a, b, c)

    return draw


def _at_end(h: Hidden, rng: random.Random) -> Drawn:
    if h.n < 3:
        return None
    var = h.value(rng.randrange(h.k), rng.choice((0, h.n - 1)))
    return AtEnd(h.ref(var)), (var,)


def _either_or(h: Hidden, rng: random.Random) -> Drawn:
    """One alternative true, one false: two houses, two partners, or a partner and a house."""
    forms = ["houses"] if h.k < 2 else ["houses", "partners", "partner or house"]
    if h.n < 3:
        forms.remove("houses")  # 'in the first or the second house' says nothing with two houses
    if not forms:
        return None
    form = rng.choice(forms)
    var = rng.randrange(h.n * h.k)
    p, c = h.position[var], var // h.n
    other_position = rng.choice([q for q in range(h.n) if q != p])
    ref = h.ref(var)
    true: Clue
    false: Clue
    if form == "houses":
        true, false = At(ref, p + 1), At(ref, other_position + 1)
        variables: tuple[int, ...] = (var,)
    else:
        c1 = rng.choice([x for x in range(h.k) if x != c])
        partner = h.value(c1, p)
        true = Same(ref, h.ref(partner))
        if form == "partners":
            decoy = h.value(rng.choice([x for x in range(h.k) if x != c]), other_position)
            false = Same(ref, h.ref(decoy))
            variables = (var, partner, decoy)
        else:
            false = At(ref, other_position + 1)
            variables = (var, partner)
            if rng.random() < 0.5:  # the house may be the true half instead
                true, false = At(ref, p + 1), Same(ref, h.ref(h.value(c1, other_position)))
                variables = (var, h.value(c1, other_position))
    first, second = (true, false) if rng.random() < 0.5 else (false, true)
    clue = Either((first, second))
    return clue, _scope_variables(h, clue, variables)


def _pair(h: Hidden, kind: type, a: int, b: int) -> Drawn:
    return kind(h.ref(a), h.ref(b)), (a, b)


def _scope_variables(h: Hidden, clue: Clue, variables: Iterable[int]) -> tuple[int, ...]:
    """The variables in the clue's own scope order (what the tables are built against)."""
    by_ref = {h.ref(v): v for v in variables}
    return tuple(by_ref[r] for r in clue.refs())


@dataclass(frozen=True)
class ClueType:
    """A switchable kind of clue: its name, default weight, sampler and an example."""

    name: str
    weight: float
    draw: Sampler
    example: str
    asymmetric: bool
    """True when it can tell the row from its mirror image (a puzzle needs one such type)."""


CLUE_TYPES: dict[str, ClueType] = {
    t.name: t
    for t in (
        ClueType("same", 4.0, _same, "The Brit lives in the red house.", False),
        ClueType("different", 0.7, _different, "The Brit does not own the dog.", False),
        ClueType("at", 1.0, _at, "The Norwegian lives in the first house.", True),
        ClueType("not-at", 0.7, _not_at, "The Dane does not live in the second house.", True),
        ClueType("immediately-left", 2.0, _immediately_left,
                 "The green house is immediately to the left of the white house.", True),
        ClueType("somewhere-left", 1.0, _somewhere_left,
                 "The dog owner lives somewhere to the left of the tea drinker.", True),
        ClueType("next-to", 2.0, _apart(1), "The Blends smoker lives next to the cat owner.", False),
        ClueType("not-next-to", 0.6, _not_next_to, "The Swede does not live next to the Dane.", False),
        ClueType("one-between", 0.6, _apart(2),
                 "There is one house between the Brit and the fish owner.", False),
        ClueType("two-between", 0.4, _apart(3),
                 "There are two houses between the Brit and the fish owner.", False),
        ClueType("between", 0.5, _between(False),
                 "The cat owner lives between the Brit and the Dane.", False),
        ClueType("ordered-between", 0.5, _between(True),
                 "From left to right: the Brit, then the cat owner, then the Dane.", True),
        ClueType("at-end", 0.5, _at_end, "The Swede lives in a house at one end of the row.", False),
        ClueType("either-or", 0.7, _either_or,
                 "The Brit either drinks tea or lives in the red house.", False),
    )
}
"""Every clue type the generator writes, in a stable order."""

ALIASES = {
    "immediately-right": "immediately-left", "left-of": "immediately-left",
    "right-of": "immediately-left", "somewhere-right": "somewhere-left", "before": "somewhere-left",
    "after": "somewhere-left", "next": "next-to", "not-next": "not-next-to",
    "either": "either-or", "end": "at-end", "equal": "same", "not-same": "different",
}
"""Other names people use; right and left are one clue in the model (pos(a) + 1 == pos(b))."""

ClueTypeSpec = str | Sequence[str] | Mapping[str, float] | None


def clue_type_weights(spec: ClueTypeSpec = None) -> dict[str, float]:
    """Weights by clue type from a spec; PuzzleError naming the known types on a bad one.

    None gives the defaults. A string or list of comma-separated entries: ``name`` or
    ``name=weight`` keeps only the named types (each at its default weight unless given);
    ``+name=weight`` changes one weight and ``-name`` drops one type, keeping the others. A
    mapping gives the weights directly. A weight of 0 switches a type off.
    """
    if spec is None:
        return {name: t.weight for name, t in CLUE_TYPES.items()}
    if isinstance(spec, Mapping):
        weights = {_type_name(name): float(w) for name, w in spec.items()}
        return _checked(weights)
    entries = [spec] if isinstance(spec, str) else list(spec)
    items = [e.strip() for entry in entries for e in str(entry).split(",") if e.strip()]
    only = [e for e in items if e[0] not in "+-"]
    weights = {} if only else {name: t.weight for name, t in CLUE_TYPES.items()}
    for entry in items:
        if entry.startswith("-"):
            weights.pop(_type_name(entry[1:]), None)
            continue
        name, _, weight = entry.lstrip("+").partition("=")
        name = _type_name(name)
        weights[name] = _weight(weight, name) if weight else CLUE_TYPES[name].weight
    return _checked(weights)


def _type_name(name: str) -> str:
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    key = ALIASES.get(key, key)
    if key not in CLUE_TYPES:
        known = ", ".join(CLUE_TYPES)
        raise PuzzleError(f"unknown clue type {name!r}{suggest(key, list(CLUE_TYPES))} (types: {known})")
    return key


def _weight(text: str, name: str) -> float:
    try:
        weight = float(text)
    except ValueError:
        raise PuzzleError(f"clue type {name!r}: weight {text!r} is not a number") from None
    return weight


def _checked(weights: dict[str, float]) -> dict[str, float]:
    for name, weight in weights.items():
        if not weight >= 0:
            raise PuzzleError(f"clue type {name!r}: weight must be 0 or more, not {weight}")
    weights = {name: w for name, w in weights.items() if w > 0}
    if not weights:
        raise PuzzleError("no clue type left: name at least one, e.g. --clue-types same,next-to,at")
    if not any(CLUE_TYPES[name].asymmetric for name in weights):
        needed = ", ".join(name for name, t in CLUE_TYPES.items() if t.asymmetric)
        raise PuzzleError(
            "these clue types cannot tell the row from its mirror image, so no puzzle made of them "
            f"has a unique solution: add one of {needed}"
        )
    return {name: weights[name] for name in CLUE_TYPES if name in weights}


class Drawer:
    """Draws true clues of the enabled types, each type with probability by its weight."""

    def __init__(self, hidden: Hidden, weights: Mapping[str, float]):
        self.hidden = hidden
        self.types = [CLUE_TYPES[name] for name in weights]
        total, self.cumulative = 0.0, []
        for name in weights:
            total += weights[name]
            self.cumulative.append(total)
        self.total = total

    def draw(self, rng: random.Random) -> tuple[Clue, tuple[int, ...]] | None:
        """One true clue and its variables, or None when the drawn type does not fit the size."""
        x = rng.random() * self.total
        for clue_type, bound in zip(self.types, self.cumulative):
            if x < bound:
                return clue_type.draw(self.hidden, rng)
        return self.types[-1].draw(self.hidden, rng)


def type_of(clue: Clue) -> str:
    """The generator's type name for a clue it wrote."""
    if isinstance(clue, Apart):
        return {1: "next-to", 2: "one-between", 3: "two-between"}.get(clue.distance, "apart")
    if isinstance(clue, Between):
        return "ordered-between" if clue.ordered else "between"
    names = {
        Same: "same", Different: "different", At: "at", NotAt: "not-at",
        Offset: "immediately-left", Before: "somewhere-left", NotApart: "not-next-to",
        AtEnd: "at-end", Either: "either-or",
    }
    return names.get(type(clue), clue.kind)
