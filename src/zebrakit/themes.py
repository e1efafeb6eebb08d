"""Themes for generated puzzles: value vocabularies per category, with English noun and verb phrases.

A theme is an ordered list of categories. Each category has twelve values (so puzzles up to
twelve houses wide), a noun template naming a person by a value ("the {} owner") and a verb
template saying that a person has it ("owns the {}"); the English writer reads both. One
category of each theme is the person category: questions ask for it ("Who owns the fish?").

Every value is unique across all categories (after case folding), is written the way the
clue notation reads it back, and contains no notation keyword, so puzzle files round-trip.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .model import Category, PuzzleError, Question, Ref, suggest


@dataclass(frozen=True)
class Vocabulary:
    """One category's name, English templates and every value it may take."""

    name: str
    noun: str
    verb: str
    values: tuple[str, ...]

    def category(self, values: tuple[str, ...]) -> Category:
        """The model category holding ``values`` (a subset of this vocabulary)."""
        return Category(self.name, values, noun=self.noun, verb=self.verb)


VOCABULARIES: dict[str, Vocabulary] = {
    v.name: v
    for v in (
        Vocabulary("nationality", "the {}", "is the {}", (
            "Brit", "Swede", "Dane", "Norwegian", "German", "Spaniard", "Italian", "Japanese",
            "Ukrainian", "Canadian", "Mexican", "Brazilian")),
        Vocabulary("colour", "the owner of the {} house", "lives in the {} house", (
            "red", "green", "white", "yellow", "blue", "ivory", "pink", "purple", "orange",
            "grey", "black", "brown")),
        Vocabulary("pet", "the {} owner", "owns the {}", (
            "dog", "cat", "bird", "fish", "horse", "zebra", "rabbit", "hamster", "snail", "fox",
            "turtle", "ferret")),
        Vocabulary("drink", "the {} drinker", "drinks {}", (
            "tea", "coffee", "milk", "beer", "water", "juice", "wine", "cocoa", "lemonade",
            "cider", "soda", "smoothies")),
        Vocabulary("cigar", "the {} smoker", "smokes {}", (
            "Pall Mall", "Dunhill", "Blends", "Bluemaster", "Prince", "Camel", "Winfield",
            "Lucky Strike", "Rothmans", "Chesterfield", "Kent", "Davidoff")),
        Vocabulary("food", "the person who eats {}", "eats {}", (
            "pizza", "pasta", "sushi", "curry", "tacos", "salad", "soup", "steak", "noodles",
            "stew", "pancakes", "dumplings")),
        Vocabulary("sport", "the {} player", "plays {}", (
            "football", "tennis", "golf", "hockey", "cricket", "rugby", "baseball", "basketball",
            "volleyball", "badminton", "squash", "polo")),
        Vocabulary("car", "the {} driver", "drives the {}", (
            "Ford", "Toyota", "BMW", "Volvo", "Fiat", "Honda", "Audi", "Tesla", "Kia", "Renault",
            "Skoda", "Mazda")),
        Vocabulary("flower", "the person who grows {}", "grows {}", (
            "roses", "tulips", "daisies", "lilies", "orchids", "irises", "poppies", "sunflowers",
            "daffodils", "peonies", "marigolds", "lavender")),
        Vocabulary("hobby", "the person who enjoys {}", "enjoys {}", (
            "painting", "chess", "gardening", "fishing", "knitting", "cooking", "hiking",
            "reading", "photography", "pottery", "dancing", "singing")),
        Vocabulary("job", "the {}", "is the {}", (
            "teacher", "doctor", "baker", "pilot", "lawyer", "farmer", "nurse", "chef", "engineer",
            "architect", "plumber", "dentist")),
        Vocabulary("music", "the {} fan", "listens to {}", (
            "jazz", "rock", "blues", "reggae", "folk", "opera", "techno", "country", "soul",
            "punk", "funk", "disco")),
        Vocabulary("name", "{}", "is {}", (
            "Alice", "Bob", "Carol", "Dave", "Emma", "Frank", "Grace", "Henry", "Irene", "Jack",
            "Kate", "Leo")),
    )
}
"""Every category a theme can use, by name."""


@dataclass(frozen=True)
class Theme:
    """An ordered choice of categories; ``person`` is the category questions ask for.

    A puzzle with k categories takes the person category and the next k-1 in order, or, when
    ``shuffled``, k-1 of the others drawn at random for each puzzle.
    """

    name: str
    description: str
    person: str
    others: tuple[str, ...]
    shuffled: bool = False

    @property
    def max_categories(self) -> int:
        """The most categories a puzzle of this theme can have."""
        return 1 + len(self.others)

    @property
    def max_houses(self) -> int:
        """The most houses a puzzle of this theme can have (the smallest vocabulary)."""
        return min(len(VOCABULARIES[name].values) for name in (self.person, *self.others))

    def categories(self, n: int, k: int, rng: random.Random) -> tuple[Category, ...]:
        """k categories of n values each, the person category first, values drawn with ``rng``."""
        self.check_size(n, k)
        others = list(self.others)
        chosen = rng.sample(others, k - 1) if self.shuffled else others[: k - 1]
        chosen.sort(key=others.index)
        result = []
        for name in (self.person, *chosen):
            vocabulary = VOCABULARIES[name]
            picked = sorted(rng.sample(range(len(vocabulary.values)), n))
            result.append(vocabulary.category(tuple(vocabulary.values[i] for i in picked)))
        return tuple(result)

    def check_size(self, n: int, k: int) -> None:
        """Raise PuzzleError when the theme cannot fill n houses and k categories."""
        if n > self.max_houses:
            raise PuzzleError(
                f"theme {self.name!r} has values for at most {self.max_houses} houses, not {n}"
            )
        if k > self.max_categories:
            raise PuzzleError(
                f"theme {self.name!r} has at most {self.max_categories} categories, not {k}"
            )


THEMES: dict[str, Theme] = {
    t.name: t
    for t in (
        Theme("classic", "Einstein's riddle: nationality, colour, pet, drink, cigar, then more",
              "nationality", ("colour", "pet", "drink", "cigar", "food", "sport", "car", "flower",
                              "hobby", "job", "music")),
        Theme("people", "named people with jobs, hobbies, music, sports, cars...",
              "name", ("job", "hobby", "music", "sport", "car", "food", "drink", "pet", "flower",
                       "colour", "nationality")),
        Theme("mixed", "nationalities and a random choice of the other categories",
              "nationality", tuple(n for n in VOCABULARIES if n != "nationality"), shuffled=True),
    )
}
"""Every theme, by name."""

DEFAULT_THEME = "classic"


def get_theme(name: str) -> Theme:
    """The theme called ``name``; PuzzleError naming the known themes otherwise."""
    theme = THEMES.get(name.strip().lower())
    if theme is None:
        known = ", ".join(THEMES)
        raise PuzzleError(f"unknown theme {name!r}{suggest(name, list(THEMES))} (themes: {known})")
    return theme


def question(ask: Category, about: Category, value: str) -> Question:
    """'Who owns the fish?': ask for ``ask``'s value in the house of ``about``'s ``value``.

    The answer template fills the person's noun: 'The {} owns the fish.'
    """
    action = (about.verb or "has {}").format(value)
    text = f"Who {action}?"
    noun = ask.noun or "{}"
    answer = f"{noun} {action}."
    return Question(ask.name, Ref(about.name, value), text, answer[:1].upper() + answer[1:])
