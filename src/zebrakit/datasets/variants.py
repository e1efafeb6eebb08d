"""Variants and controls of a generated puzzle; what each one changes, never its gold (see ``gold``).

- ``base``: the generated puzzle, unique and 1-minimal, in the writer's wording;
- ``distractors``: sentences about attributes outside the categories and general facts, mixed
  into the numbered clues (they constrain nothing);
- ``redundant``: true clues added (the puzzle is no longer minimal);
- ``unsolvable``: one false clue added (a contradiction);
- ``ambiguous``: one clue removed (several solutions), preferably one the question needs;
- ``renamed``: the same logic under other categories and values (another theme);
- ``paraphrased``: each clue in another English template, the clues in another order;
- ``obfuscated``: renamed and paraphrased.

The gold of every variant is computed afterwards by the solver (``zebrakit.datasets.gold``).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field

from ..clues import At, Clue, Offset, Same
from ..english.writer import write_clue
from ..model import Category, Puzzle, Question, Ref, Solution
from ..themes import VOCABULARIES, question as make_question
from . import wording

PERSON_CATEGORIES = ("nationality", "name")
"""Vocabularies a question can ask for (the person category of a theme)."""


@dataclass
class Variant:
    """A puzzle as an item shows it: its clues, the sentences written, the extra sentences."""

    name: str
    puzzle: Puzzle
    sentences: list[str]
    """The numbered sentences of the text, clues and distractors, in order."""
    distractors: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    """The sentences of clues added (redundant, unsolvable) or removed (ambiguous)."""
    renaming: dict[str, str] = field(default_factory=dict)
    """Old label -> new label, for renamed twins."""


def make(name: str, puzzle: Puzzle, solution: Solution, rng: random.Random, distractors: int = 3,
         redundant: int = 2) -> Variant:
    """The variant ``name`` of a generated puzzle with its hidden ``solution``."""
    if name == "base":
        return Variant(name, puzzle, list(_texts(puzzle)))
    if name == "distractors":
        return with_distractors(puzzle, rng, distractors)
    if name == "redundant":
        return with_redundant(puzzle, solution, rng, redundant)
    if name == "unsolvable":
        return unsolvable(puzzle, solution, rng)
    if name == "ambiguous":
        return ambiguous(puzzle, rng)
    if name == "renamed":
        return renamed(puzzle, rng)
    if name == "paraphrased":
        return paraphrased(puzzle, rng)
    if name == "obfuscated":
        twin = renamed(puzzle, rng)
        shown = paraphrased(twin.puzzle, rng)
        shown.name, shown.renaming = name, twin.renaming
        return shown
    raise ValueError(f"unknown variant {name!r}")


def _texts(puzzle: Puzzle) -> list[str]:
    """The writer's sentence of each clue (the ones the generator stored, else written now)."""
    return [text or write_clue(clue, puzzle) for clue, text in zip(puzzle.clues, puzzle.texts)]


# =========================================================================== the variants
def with_distractors(puzzle: Puzzle, rng: random.Random, count: int) -> Variant:
    """``count`` sentences that constrain nothing, each at a random place among the clues."""
    sentences = _texts(puzzle)
    added: list[str] = []
    while len(added) < count:
        text = wording.distractor(puzzle, rng)
        if text not in added:
            added.append(text)
    for text in added:
        sentences.insert(rng.randrange(len(sentences) + 1), text)
    return Variant("distractors", puzzle, sentences, distractors=added)


def true_clues(puzzle: Puzzle, solution: Solution, rng: random.Random) -> list[Clue]:
    """True clues of a few simple kinds over the hidden solution, in a random order."""
    grid = solution.grid()
    names = [c.name for c in puzzle.categories]
    found: list[Clue] = []
    for position, row in enumerate(grid, 1):
        refs = [Ref(name, row[name]) for name in names]
        found += [Same(a, b) for a in refs for b in refs if a.category < b.category]
        found += [At(r, position) for r in refs]
        if position < len(grid):
            found += [Offset(r, Ref(name, grid[position][name]))
                      for r in refs[:1] for name in names[1:]]
    rng.shuffle(found)
    return found


def with_redundant(puzzle: Puzzle, solution: Solution, rng: random.Random, count: int) -> Variant:
    """``count`` true clues not already there, inserted at random places: no longer minimal."""
    present = set(puzzle.clues)
    new = [c for c in true_clues(puzzle, solution, rng) if c not in present][:count]
    clues, texts = list(puzzle.clues), list(_texts(puzzle))
    for clue in new:
        at = rng.randrange(len(clues) + 1)
        clues.insert(at, clue)
        texts.insert(at, write_clue(clue, puzzle))
    changed = puzzle.with_clues(tuple(clues), tuple(texts))
    return Variant("redundant", changed, texts, changed=[write_clue(c, puzzle) for c in new])


def unsolvable(puzzle: Puzzle, solution: Solution, rng: random.Random) -> Variant:
    """One false clue (the hidden solution breaks it; it was the only one) at a random place."""
    false = _false_clue(puzzle, solution, rng)
    clues, texts = list(puzzle.clues), list(_texts(puzzle))
    at = rng.randrange(len(clues) + 1)
    clues.insert(at, false)
    texts.insert(at, write_clue(false, puzzle))
    changed = puzzle.with_clues(tuple(clues), tuple(texts))
    return Variant("unsolvable", changed, texts, changed=[texts[at]])


def _false_clue(puzzle: Puzzle, solution: Solution, rng: random.Random) -> Clue:
    """A clue of a kind the generator uses that the hidden solution breaks."""
    categories = puzzle.categories
    while True:
        first, second = rng.sample(range(len(categories)), 2)
        a = Ref(categories[first].name, rng.choice(categories[first].values))
        b = Ref(categories[second].name, rng.choice(categories[second].values))
        kind = rng.randrange(3)
        candidate: Clue
        if kind == 0:
            candidate = Same(a, b)
        elif kind == 1:
            candidate = At(a, rng.randrange(1, puzzle.size + 1))
        else:
            candidate = Offset(a, b)
        if not candidate.holds(solution):
            return candidate


def ambiguous(puzzle: Puzzle, rng: random.Random) -> Variant:
    """One clue removed, so several solutions fit (the generator's puzzles are 1-minimal).

    Among the clues whose removal leaves the question's answer open, one is drawn; when no
    such clue exists, any clue is.
    """
    from ..solve import solutions

    order = list(range(len(puzzle.clues)))
    rng.shuffle(order)
    texts = _texts(puzzle)
    chosen = order[0]
    question = puzzle.questions[0] if puzzle.questions else None
    if question is not None:
        for index in order:
            rest = _without(puzzle, texts, index)
            answers = {s.answer(question) for s in solutions(rest, limit=50)}
            if len(answers) > 1:
                chosen = index
                break
    rest = _without(puzzle, texts, chosen)
    return Variant("ambiguous", rest, list(rest.texts), changed=[texts[chosen]])


def _without(puzzle: Puzzle, texts: list[str], index: int) -> Puzzle:
    clues = puzzle.clues[:index] + puzzle.clues[index + 1:]
    return puzzle.with_clues(clues, tuple(texts[:index] + texts[index + 1:]))


def paraphrased(puzzle: Puzzle, rng: random.Random) -> Variant:
    """Each clue in a paraphrase template drawn at random, the clues in a new order."""
    order = list(range(len(puzzle.clues)))
    rng.shuffle(order)
    clues = tuple(puzzle.clues[i] for i in order)
    sentences = [wording.clue_sentence(c, puzzle, rng.randrange(1, wording.WORDINGS)) for c in clues]
    shown = puzzle.with_clues(clues, tuple(sentences))
    return Variant("paraphrased", shown, sentences)


# =========================================================================== renaming
def renamed(puzzle: Puzzle, rng: random.Random) -> Variant:
    """The same logic under other categories and values: a twin from another theme."""
    mapping = _new_categories(puzzle, rng)
    categories = tuple(new for new, _ in mapping.values())
    labels = {Ref(old.name, value): Ref(mapping[old.name][0].name, new_value)
              for old in puzzle.categories
              for value, new_value in zip(old.values, mapping[old.name][1])}
    clues = tuple(rename(clue, labels) for clue in puzzle.clues)
    questions = tuple(_renamed_question(q, labels, categories) for q in puzzle.questions)
    twin = Puzzle(categories, questions=questions)
    twin = twin.with_clues(clues, tuple(write_clue(c, twin) for c in clues))
    renaming = {str(old.value): str(new.value) for old, new in labels.items()}
    renaming |= {old.name: new.name for old, (new, _) in zip(puzzle.categories, mapping.values())}
    return Variant("renamed", twin, list(twin.texts), renaming=renaming)


def _new_categories(puzzle: Puzzle, rng: random.Random) -> dict[str, tuple[Category, tuple[str, ...]]]:
    """For each category, a new vocabulary and the new value of each old value (shuffled)."""
    used = {c.name for c in puzzle.categories}
    n, k = puzzle.size, len(puzzle.categories)
    person = [v for v in PERSON_CATEGORIES if v not in used] or list(PERSON_CATEGORIES)
    others = [v for v in VOCABULARIES if v not in used and v not in PERSON_CATEGORIES]
    if len(others) < k - 1:
        others = [v for v in VOCABULARIES if v not in PERSON_CATEGORIES]
    names = [rng.choice(person), *rng.sample(others, k - 1)]
    result = {}
    for old, name in zip(puzzle.categories, names):
        vocabulary = VOCABULARIES[name]
        picked = sorted(rng.sample(range(len(vocabulary.values)), n))
        values = tuple(vocabulary.values[i] for i in picked)
        shuffled = list(values)
        rng.shuffle(shuffled)
        result[old.name] = (vocabulary.category(values), tuple(shuffled))
    return result


def rename(clue: Clue, labels: dict[Ref, Ref]) -> Clue:
    """``clue`` with every value replaced through ``labels`` (nested clues too)."""
    changes: dict[str, object] = {}
    for f in dataclasses.fields(clue):  # type: ignore[arg-type]
        value = getattr(clue, f.name)
        if isinstance(value, Ref):
            changes[f.name] = labels[value]
        elif isinstance(value, tuple) and value and isinstance(value[0], Clue):
            changes[f.name] = tuple(rename(c, labels) for c in value)
        elif isinstance(value, Clue):
            changes[f.name] = rename(value, labels)
    return dataclasses.replace(clue, **changes)  # type: ignore[type-var]


def _renamed_question(question: Question, labels: dict[Ref, Ref],
                      categories: tuple[Category, ...]) -> Question:
    about = labels[question.about] if isinstance(question.about, Ref) else question.about
    by_name = {c.name: c for c in categories}
    asked = next(new.category for old, new in labels.items() if old.category == question.ask)
    if isinstance(about, Ref):
        return make_question(by_name[asked], by_name[about.category], str(about.value))
    return Question(asked, about)
