"""Machine-readable meaning of every puzzle in tests/english_corpus/wild/.

Each puzzle is registered with ``puzzle(...)``:

* ``name``       file name without ``.txt``
* ``family``     houses | lines | people | herrings | prose
* ``layout``     short description of how the text is laid out
* ``noun``       the position noun ("house", "seat", "floor", ...) or None
* ``n``          number of positions (or of people)
* ``cats``       category name -> list of values.  For position puzzles the
                 order of a list does not matter.  For people puzzles the
                 ``axis`` category (usually the names) fixes the numbering:
                 its i-th value is "position" i.  Ordered (numeric) categories
                 list their values in increasing order.
* ``axis``       None for position puzzles, else the category whose values
                 are the people (their order numbers the rows of the grid)
* ``position_names``  optional names of the positions (e.g. weekdays)
* ``clues``      list of predicates.  Every predicate is a ``Clue`` object:
                 calling it on an assignment ``a`` (category -> value ->
                 position, positions counted from 1) returns True or False.
                 Helpers below build them; a reference to a value is its
                 string (or ``(category, value)`` when ambiguous), a plain
                 int is a position, and a string naming a position (see
                 ``position_names``) is that position.
* ``herrings``   sentence number -> exact text of every red herring.  For
                 numbered or bulleted clue lists the number is the clue's
                 number (bullets counted from 1); for prose it is the index
                 of the sentence in the whole text, counted from 1.
                 Herrings have no predicate: the gold ignores them.
* ``questions``  list of ``ask_value(cat, ref)`` (which value of ``cat``
                 belongs with ref), ``ask_position(ref)`` (the position of
                 ref; answered with the position name when there is one,
                 else the number), ``ask_at(cat, pos)``.  No questions: the
                 gold is the full grid.

Nothing here imports zebrakit; make_gold.py solves these specs itself.
"""

import re

MONTHS = ["january", "february", "march", "april", "may", "june", "july",
          "august", "september", "october", "november", "december"]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday",
            "saturday", "sunday"]


def num(v):
    """Numeric key of an ordered value: '$25,000' -> 25000, '9:30am' -> 570
    (minutes), 'June' -> 6, "5 ft 2 in" -> 62 (inches), '3 years old' -> 3."""
    if isinstance(v, (int, float)):
        return v
    s = str(v).strip().lower()
    for i, m in enumerate(MONTHS):
        if s == m or s == m[:3]:
            return i + 1
    for i, d in enumerate(WEEKDAYS):
        if s == d:
            return i + 1
    m = re.match(r"^(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\.?$", s)
    if m:
        h = int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)
        return h * 60 + int(m.group(2) or 0)
    m = re.match(r"^(\d+)\s*(?:ft|feet|foot)(?:\s*(\d+)\s*(?:in|inches))?$", s)
    if m:
        return int(m.group(1)) * 12 + int(m.group(2) or 0)
    m = re.search(r"-?\d[\d,]*(?:\.\d+)?", s)
    if m:
        return float(m.group(0).replace(",", ""))
    raise ValueError("no number in %r" % (v,))


# ---------------------------------------------------------------- clues

class Clue:
    """A predicate over an assignment.  ``refs`` are value references or
    positions; ``wholecats`` are categories whose every value the test
    needs (numeric comparisons).  After ``bind`` the clue knows its
    variables ``vars`` (list of (category, value)) and ``check(env)`` tests
    an env mapping (category, value) -> position."""

    def __init__(self, kind, refs, test, wholecats=(), children=()):
        self.kind = kind
        self.refs = list(refs)
        self.test = test
        self.wholecats = list(wholecats)
        self.children = list(children)
        self.P = None

    def bind(self, P):
        self.P = P
        vs = []
        for ch in self.children:
            ch.bind(P)
            vs.extend(ch.vars)
        self.rrefs = [P.resolve(r) for r in self.refs]
        for r in self.rrefs:
            if isinstance(r, tuple):
                vs.append(r)
        for c in self.wholecats:
            if c not in P.cats:
                raise KeyError("%s: no category %r" % (P.name, c))
            vs.extend((c, v) for v in P.cats[c])
        seen = []
        for v in vs:
            if v not in seen:
                seen.append(v)
        self.vars = seen

    def pos(self, env, i):
        r = self.rrefs[i]
        return r if isinstance(r, int) else env[r]

    def check(self, env):
        return self.test(self, env)

    def __call__(self, a):
        env = {(c, v): a[c][v] for c, v in self.vars}
        return bool(self.check(env))

    def __repr__(self):
        return "%s(%s)" % (self.kind, ", ".join(map(repr, self.refs + self.children)))


def _pairwise(kind, f):
    def make(x, y):
        return Clue(kind, [x, y], lambda c, e: f(c.pos(e, 0), c.pos(e, 1)))
    make.__name__ = kind
    return make


same = _pairwise("same", lambda p, q: p == q)              # X is Y
differ = _pairwise("differ", lambda p, q: p != q)          # X is not Y
left = _pairwise("left", lambda p, q: p == q - 1)          # X immediately left of Y
right = _pairwise("right", lambda p, q: p == q + 1)        # X immediately right of Y
somewhere_left = _pairwise("somewhere_left", lambda p, q: p < q)
somewhere_right = _pairwise("somewhere_right", lambda p, q: p > q)
next_to = _pairwise("next_to", lambda p, q: abs(p - q) == 1)
not_next = _pairwise("not_next", lambda p, q: abs(p - q) != 1)
apart = _pairwise("apart", lambda p, q: abs(p - q) > 1)    # not next to, and different


def gap(x, y, k):
    """|pos(X) - pos(Y)| == k  ("there are k-1 houses between X and Y")."""
    return Clue("gap%d" % k, [x, y], lambda c, e: abs(c.pos(e, 0) - c.pos(e, 1)) == k)


def offset(x, y, k):
    """pos(X) == pos(Y) + k  (X is k places right of / above / behind Y)."""
    return Clue("offset%d" % k, [x, y], lambda c, e: c.pos(e, 0) == c.pos(e, 1) + k)


def at(x, p):
    return Clue("at", [x, p], lambda c, e: c.pos(e, 0) == c.pos(e, 1))


def not_at(x, *ps):
    return Clue("not_at", [x] + list(ps),
                lambda c, e: all(c.pos(e, 0) != c.pos(e, i) for i in range(1, len(ps) + 1)))


def between(x, y, z):
    """X is somewhere between Y and Z, in either order."""
    def t(c, e):
        p, q, r = c.pos(e, 0), c.pos(e, 1), c.pos(e, 2)
        return min(q, r) < p < max(q, r)
    return Clue("between", [x, y, z], t)


def between_in_order(x, y, z):
    """X is somewhere in between Y and Z in that order: Y < X < Z."""
    return Clue("between_in_order", [x, y, z],
                lambda c, e: c.pos(e, 1) < c.pos(e, 0) < c.pos(e, 2))


def ends(x):
    return Clue("ends", [x], lambda c, e: c.pos(e, 0) in (1, c.P.n))


def middle(x):
    """In one of the middle positions: neither end."""
    return Clue("middle", [x], lambda c, e: 1 < c.pos(e, 0) < c.P.n)


def any_of(*cl):
    return Clue("any_of", [], lambda c, e: any(ch.check(e) for ch in c.children), children=cl)


def xor(*cl):
    return Clue("xor", [], lambda c, e: sum(bool(ch.check(e)) for ch in c.children) == 1,
                children=cl)


def all_of(*cl):
    return Clue("all_of", [], lambda c, e: all(ch.check(e) for ch in c.children), children=cl)


def not_(cl):
    return Clue("not", [], lambda c, e: not c.children[0].check(e), children=[cl])


def either(x, y, z):
    """X is either Y or Z (the solution never has both)."""
    return any_of(same(x, y), same(x, z))


def neither(x, *ys):
    """X is neither Y nor Z."""
    return all_of(*[differ(x, y) for y in ys])


def of_two(a, b, x, y):
    """Of A and B, one is X and the other is Y."""
    def t(c, e):
        pa, pb, px, py = (c.pos(e, i) for i in range(4))
        return pa != pb and ((pa == px and pb == py) or (pa == py and pb == px))
    return Clue("of_two", [a, b, x, y], t)


def distinct(*xs):
    """'The five people are X, Y, Z, ...': all different people."""
    def t(c, e):
        ps = [c.pos(e, i) for i in range(len(xs))]
        return len(set(ps)) == len(ps)
    return Clue("distinct", list(xs), t)


def _numval(c, e, cat, p):
    for v in c.P.cats[cat]:
        if e[(cat, v)] == p:
            return num(v)
    raise KeyError(p)


def diff(x, y, cat, d):
    """num(cat of X) - num(cat of Y) == d   ("X paid $5 more than Y")."""
    return Clue("diff", [x, y],
                lambda c, e: _numval(c, e, cat, c.pos(e, 0)) - _numval(c, e, cat, c.pos(e, 1)) == d,
                wholecats=[cat])


def less(x, y, cat):
    """num(cat of X) < num(cat of Y)   ("X is younger than Y", "came out sometime before")."""
    return Clue("less", [x, y],
                lambda c, e: _numval(c, e, cat, c.pos(e, 0)) < _numval(c, e, cat, c.pos(e, 1)),
                wholecats=[cat])


def rank_diff(x, y, cat, k):
    """index of X's value in cat minus index of Y's value == k (ordered lists)."""
    def t(c, e):
        vals = c.P.cats[cat]
        ix = [i for i, v in enumerate(vals) if e[(cat, v)] == c.pos(e, 0)][0]
        iy = [i for i, v in enumerate(vals) if e[(cat, v)] == c.pos(e, 1)][0]
        return ix - iy == k
    return Clue("rank_diff", [x, y], t, wholecats=[cat])


def rule(test, refs, wholecats=(), kind="rule"):
    """Escape hatch: test(positions_of_refs..., env) for anything else."""
    return Clue(kind, refs, lambda c, e: test(*[c.pos(e, i) for i in range(len(refs))]),
                wholecats=wholecats)


# ---------------------------------------------------------------- questions

def ask_value(cat, ref):
    return ("value", cat, ref)


def ask_position(ref):
    return ("position", ref)


def ask_at(cat, p):
    return ("at", cat, p)


# ---------------------------------------------------------------- puzzles

class Puzzle:
    def __init__(self, name, family, layout, noun, n, cats, clues, axis=None,
                 herrings=None, questions=(), position_names=None):
        self.name = name
        self.family = family
        self.layout = layout
        self.noun = noun
        self.n = n
        self.cats = dict(cats)
        self.axis = axis
        self.clues = list(clues)
        self.herrings = dict(herrings or {})
        self.questions = list(questions)
        self.position_names = list(position_names) if position_names else None
        for c, vs in self.cats.items():
            assert len(vs) == n and len(set(vs)) == n, (name, c)
        if axis is not None:
            assert axis in self.cats, (name, axis)
        if self.position_names:
            assert len(self.position_names) == n
        self.index = {}
        for c, vs in self.cats.items():
            for v in vs:
                self.index.setdefault(v, []).append((c, v))
        for cl in self.clues:
            cl.bind(self)

    def resolve(self, r):
        if isinstance(r, bool):
            raise TypeError(r)
        if isinstance(r, int):
            assert 1 <= r <= self.n, (self.name, r)
            return r
        if isinstance(r, tuple):
            assert r[0] in self.cats and r[1] in self.cats[r[0]], (self.name, r)
            return r
        hits = self.index.get(r, [])
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            raise KeyError("%s: %r is ambiguous: %s" % (self.name, r, hits))
        if self.position_names and r in self.position_names:
            return self.position_names.index(r) + 1
        raise KeyError("%s: unknown value %r" % (self.name, r))


PUZZLES = []


def puzzle(name, **kw):
    P = Puzzle(name, **kw)
    assert all(p.name != name for p in PUZZLES), name
    PUZZLES.append(P)
    return P


# ===================================================================
# The puzzles.  Each block's comment names the text file.
# ===================================================================

# ------------------------------------------------------------ family 1: houses

puzzle("w001-houses-numbered", family="houses", layout="numbered clues, 'Colours:' category lists", noun="house", n=5,
       cats={"Colour": ["blue", "green", "red", "white", "yellow"],
             "Nationality": ["Brazilian", "Dane", "Egyptian", "Japanese", "Norwegian"],
             "Pet": ["cat", "dog", "parrot", "rabbit", "tortoise"],
             "Drink": ["coffee", "juice", "milk", "tea", "water"],
             "Hobby": ["chess", "cycling", "gardening", "painting", "singing"]},
       clues=[not_next("Japanese", "gardening"),
              somewhere_right("yellow", "tortoise"),
              right("Japanese", "dog"),
              next_to("yellow", "red"),
              next_to("tortoise", "chess"),
              not_at("gardening", 3),
              same("tea", "painting"),
              left("green", "Norwegian"),
              same("dog", "red"),
              at("Dane", 3),
              left("water", "cycling"),
              of_two("coffee", "parrot", "yellow", "Japanese"),
              same("blue", "milk"),
              differ("cat", "Egyptian"),
              same("singing", "coffee"),
              same("juice", "Brazilian")],
       questions=[ask_value("Nationality", "tortoise"), ask_value("Drink", "Dane")])

puzzle("w002-houses-prose-paragraph", family="houses", layout="one prose paragraph, categories in parentheses", noun="house", n=4,
       cats={"Surname": ["Adams", "Baker", "Clarke", "Dunn"],
             "Car": ["Ford", "Honda", "Skoda", "Volvo"],
             "Pet": ["budgie", "goldfish", "hamster", "spaniel"]},
       clues=[at("spaniel", 1),
              at("Skoda", 4),
              somewhere_right("Volvo", 2),
              right("Adams", 2),
              same("hamster", "Ford"),
              same("Clarke", "budgie"),
              either("Baker", "budgie", "spaniel")],
       questions=[ask_value("Surname", "Honda")])

puzzle("w003-houses-bullets", family="houses", layout="bulleted categories and clues, no question", noun="house", n=3,
       cats={"Name": ["Mia", "Oskar", "Leila"],
             "Colour": ["orange", "grey", "pink"],
             "Fruit": ["apples", "cherries", "plums"]},
       clues=[next_to("Oskar", 3),
              of_two("Mia", "orange", "apples", "cherries"),
              same("pink", "plums"),
              right("Leila", "apples")])

puzzle("w004-houses-table", family="houses", layout="markdown table of categories, '(1)' clues", noun="house", n=5,
       cats={"Name": ["Ben", "Chloe", "Dev", "Erin", "Femi"],
             "Job": ["baker", "dentist", "plumber", "teacher", "vet"],
             "Car": ["BMW", "Fiat", "Kia", "Mini", "Tesla"],
             "Plant": ["cactus", "fern", "ivy", "orchid", "palm"]},
       clues=[at("fern", 4),
              left("baker", "orchid"),
              at("Ben", 3), at("dentist", 3),
              of_two("plumber", "Dev", "Fiat", "Tesla"),
              gap("palm", "fern", 3),
              same("cactus", "teacher"),
              same("Chloe", "orchid"),
              same("Erin", "baker"),
              next_to("BMW", "palm"),
              somewhere_right("Kia", "BMW"),
              middle("Tesla")],
       questions=[ask_value("Name", "Kia")])

puzzle("w005-houses-unlisted", family="houses", layout="numbered clues, categories never listed", noun="house", n=5,
       cats={"Colour": ["red", "green", "white", "black", "purple"],
             "Nationality": ["Irishman", "Spaniard", "Pole", "Greek", "Canadian"],
             "Pet": ["snake", "horse", "goat", "ferret", "parrot"],
             "Drink": ["cocoa", "lemonade", "milk", "beer", "water"],
             "Sport": ["golf", "hockey", "tennis", "rugby", "judo"]},
       clues=[next_to("green", "snake"),
              somewhere_left("green", "rugby"),
              same("horse", "lemonade"),
              neither("purple", "Pole", "Canadian"),
              right("water", "purple"),
              gap("parrot", "horse", 2),
              left("golf", "rugby"),
              left("red", "white"),
              next_to("tennis", "black"),
              gap("parrot", "tennis", 2),
              same("Greek", "judo"),
              next_to("Pole", "Spaniard"),
              not_next("cocoa", "hockey"),
              not_next("beer", "golf"),
              left("Irishman", "tennis"),
              next_to("beer", "purple"),
              at("goat", 5),
              same("milk", "parrot"),
              same("ferret", "red")],
       questions=[ask_value("Nationality", "ferret"), ask_value("Drink", "Canadian")])

puzzle("w006-houses-unlisted-lines", family="houses", layout="unnumbered clue lines, categories never listed", noun="house", n=4,
       cats={"Colour": ["yellow", "blue", "brown", "pink"],
             "Name": ["Nora", "Ivan", "Zoe", "Hugo"],
             "Pet": ["tortoise", "canary", "cat", "mouse"]},
       clues=[same("blue", "tortoise"),
              same("mouse", "yellow"),
              differ("pink", "Ivan"),
              somewhere_right("Zoe", 2),
              left("tortoise", "cat"),
              same("blue", "Zoe"),
              either("canary", "Nora", "Hugo"),
              gap("brown", "pink", 2),
              same("yellow", "Hugo")],
       questions=[ask_value("Name", "cat")])

puzzle("w007-houses-tiny", family="houses", layout="two-sentence prose", noun="house", n=2,
       cats={"Name": ["Abe", "Bea"], "Colour": ["red", "green"]},
       clues=[somewhere_left("Bea", "red")],
       questions=[ask_value("Name", "green")])

puzzle("w008-houses-six", family="houses", layout="'Colour:' lists, '(1)' clues, two questions in one sentence", noun="house", n=6,
       cats={"Colour": ["amber", "cream", "grey", "lilac", "navy", "teal"],
             "Name": ["Ada", "Bram", "Cleo", "Dario", "Esme", "Finn"],
             "Drink": ["cider", "cola", "kefir", "lassi", "mocha", "soda"],
             "Pet": ["axolotl", "gecko", "hamster", "pony", "rabbit", "terrier"],
             "Instrument": ["banjo", "cello", "drums", "flute", "harp", "oboe"]},
       clues=[differ("oboe", "lassi"),
              at("rabbit", 5),
              of_two("Cleo", "banjo", "pony", "axolotl"),
              not_at("amber", 2, 4),
              next_to("cello", "teal"),
              next_to("flute", "lilac"),
              same("cello", "Esme"),
              at("drums", 1),
              of_two("gecko", "banjo", "teal", "kefir"),
              somewhere_left("cola", "cream"),
              left("soda", "Dario"),
              at("Ada", 6),
              differ("lilac", "Dario"),
              at("Bram", 2),
              same("gecko", "flute"),
              somewhere_right("rabbit", "cider"),
              not_next("cider", "Cleo"),
              at("axolotl", 3),
              next_to("harp", "cider"),
              next_to("cola", "axolotl"),
              right("cider", "terrier"),
              next_to("grey", "lassi")],
       questions=[ask_value("Name", "hamster"), ask_value("Colour", "Finn")])

puzzle("w009-houses-grid", family="houses", layout="prose categories, bullet clues, no question", noun="house", n=4,
       cats={"Name": ["Ravi", "Sofia", "Tom", "Una"],
             "Colour": ["blue", "green", "red", "yellow"],
             "Sport": ["archery", "fencing", "rowing", "squash"],
             "Snack": ["crisps", "nuts", "olives", "popcorn"]},
       clues=[next_to("nuts", "popcorn"),
              at("popcorn", 3),
              right("rowing", "blue"),
              same("archery", "Sofia"),
              not_at("Ravi", 2, 3),
              middle("olives"),
              next_to("rowing", "squash"),
              neither("crisps", "squash", "fencing"),
              not_next("fencing", "green"),
              at("Una", 2),
              right("red", "green")])

puzzle("w010-houses-questions", family="houses", layout="prose categories, numbered clues, lettered questions", noun="house", n=5,
       cats={"Name": ["Alma", "Boris", "Celia", "Dmitri", "Elif"],
             "Colour": ["beige", "coral", "ivory", "olive", "plum"],
             "Pet": ["cat", "dog", "fish", "lizard", "owl"],
             "Drink": ["coffee", "tea", "milk", "juice", "water"]},
       clues=[at("plum", 4),
              somewhere_right("beige", "Alma"),
              neither("fish", "Elif", "Alma"),
              next_to("cat", "tea"),
              left("Elif", "water"),
              of_two("fish", "olive", "Alma", "Dmitri"),
              left("juice", "Elif"),
              same("coral", "lizard"),
              same("milk", "owl"),
              somewhere_left("plum", "milk"),
              next_to("Celia", "tea"),
              same("lizard", "Boris")],
       questions=[ask_value("Name", "coffee"), ask_value("Pet", "Celia"), ask_position("Dmitri")])

puzzle("w011-houses-clue-colon", family="houses", layout="'Names:' lists, 'Clue 1:' clues", noun="house", n=5,
       cats={"Name": ["Gus", "Hana", "Ines", "Jack", "Kofi"],
             "Nationality": ["Australian", "Chilean", "Finn", "Kenyan", "Scot"],
             "Colour": ["black", "gold", "green", "silver", "white"],
             "Dessert": ["cake", "flan", "pie", "sorbet", "trifle"],
             "Sport": ["badminton", "cricket", "darts", "netball", "surfing"]},
       clues=[at("Australian", 4),
              same("Kofi", "pie"),
              at("Kenyan", 1),
              next_to("darts", "green"),
              somewhere_left("black", "sorbet"),
              same("flan", "badminton"),
              next_to("Kofi", "silver"),
              somewhere_left("Gus", "green"),
              at("Chilean", 2),
              left("green", "Finn"),
              next_to("cake", "green"),
              next_to("Jack", "cake"),
              same("sorbet", "white"),
              at("flan", 2),
              of_two("netball", "cake", "Hana", "Kofi"),
              of_two("Finn", "black", "flan", "cricket")],
       questions=[ask_value("Name", "surfing"), ask_value("Colour", "Scot")])

puzzle("w012-houses-cottages", family="houses", layout="prose categories, '\u2022' bullet clues", noun="cottage", n=4,
       cats={"Name": ["Liz", "Mo", "Ned", "Pam"],
             "Door": ["blue", "green", "red", "yellow"],
             "Flower": ["daisies", "lilies", "roses", "tulips"],
             "Job": ["author", "chef", "nurse", "pilot"]},
       clues=[left("chef", "author"),
              of_two("author", "daisies", "red", "Ned"),
              same("green", "Mo"),
              same("Liz", "blue"),
              right("lilies", "author"),
              next_to("yellow", 2),
              ends("nurse"),
              not_at("Mo", 3),
              differ("author", "Ned"),
              ends("roses")],
       questions=[ask_value("Name", "pilot")])

puzzle("w013-houses-six-nations", family="houses", layout="'Colours:' lists, numbered clues, 6x6", noun="house", n=6,
       cats={"Colour": ["blue", "green", "orange", "red", "white", "yellow"],
             "Nationality": ["Argentine", "Belgian", "Czech", "Dutch", "Indian", "Thai"],
             "Drink": ["beer", "coffee", "milk", "tea", "water", "wine"],
             "Pet": ["bird", "cat", "dog", "fish", "horse", "snake"],
             "Car": ["Audi", "Fiat", "Ford", "Lada", "Opel", "Seat"],
             "Sport": ["boxing", "golf", "polo", "rugby", "skiing", "tennis"]},
       clues=[somewhere_right("Belgian", "skiing"),
              left("skiing", "tea"),
              at("Dutch", 6),
              at("Opel", 2),
              not_at("polo", 2),
              at("Czech", 2),
              of_two("water", "skiing", "snake", "Opel"),
              same("green", "polo"),
              neither("Ford", "wine", "coffee"),
              same("white", "Seat"),
              same("Fiat", "Thai"),
              next_to("skiing", "green"),
              next_to("Lada", "dog"),
              same("Lada", "snake"),
              same("Fiat", "rugby"),
              left("fish", "tennis"),
              left("beer", "orange"),
              neither("Ford", "white", "green"),
              gap("blue", "Fiat", 3),
              at("bird", 6),
              neither("tea", "red", "yellow"),
              same("Lada", "coffee"),
              next_to("Argentine", "Czech"),
              somewhere_left("Lada", "white"),
              of_two("yellow", "beer", "boxing", "rugby"),
              at("cat", 1)],
       questions=[ask_value("Nationality", "milk"), ask_value("Nationality", "horse")])

puzzle("w014-houses-prose-small", family="houses", layout="one prose paragraph, categories woven in", noun="house", n=3,
       cats={"Name": ["Kit", "Lou", "Max"],
             "Pet": ["cat", "dog", "hen"],
             "Drink": ["tea", "milk", "juice"],
             "Colour": ["red", "blue", "white"]},
       clues=[same("tea", "hen"),
              middle("tea"),
              either("tea", "white", "red"),
              same("cat", "white"),
              left("hen", "white"),
              left("red", "Lou"),
              next_to("Lou", "Kit"),
              of_two("Lou", "milk", "blue", "white")],
       questions=[ask_value("Name", "juice")])

puzzle("w015-houses-semicolons", family="houses", layout="clues in one sentence joined by semicolons", noun="house", n=5,
       cats={"Name": ["Ann", "Bill", "Carl", "Dora", "Eve"],
             "Job": ["cook", "judge", "miner", "poet", "tailor"],
             "Pet": ["cat", "dog", "goat", "pig", "yak"]},
       clues=[at("dog", 2),
              at("Dora", 4),
              of_two("cat", "pig", "judge", "miner"),
              of_two("judge", "Carl", "pig", "cat"),
              same("goat", "Eve"),
              at("cat", 5),
              somewhere_right("judge", 4),
              next_to("tailor", "poet"),
              same("Bill", "judge"),
              at("poet", 4)],
       questions=[ask_value("Name", "yak")])

puzzle("w016-houses-beach-huts", family="houses", layout="prose categories in parentheses, numbered clues", noun="beach hut", n=5,
       cats={"Colour": ["lemon", "mint", "peach", "sky blue", "lilac"],
             "Family": ["Hale", "Jones", "Khan", "Lund", "Moss"],
             "Snack": ["chips", "ice lollies", "sandwiches", "scones", "waffles"],
             "Kite": ["box kite", "delta", "diamond", "dragon", "parafoil"]},
       clues=[gap("Moss", "Jones", 3),
              same("peach", "Jones"),
              at("lemon", 4),
              somewhere_right("sky blue", 1),
              right("sandwiches", "scones"),
              next_to("Khan", "waffles"),
              right("Khan", "Lund"),
              same("sandwiches", "box kite"),
              left("Khan", "mint"),
              differ("waffles", "parafoil"),
              somewhere_right("delta", "dragon"),
              at("ice lollies", 4),
              at("sandwiches", 3),
              left("dragon", "diamond")],
       questions=[ask_value("Family", "parafoil")])

puzzle("w017-houses-four-five", family="houses", layout="indented category lists, '1)' clues", noun="house", n=4,
       cats={"Name": ["Omar", "Pia", "Quinn", "Rosa"],
             "Colour": ["blue", "grey", "red", "white"],
             "Pet": ["cat", "dog", "fish", "snake"],
             "Drink": ["coffee", "tea", "milk", "water"],
             "Car": ["Audi", "Kia", "Seat", "Volvo"]},
       clues=[at("grey", 4),
              differ("Omar", "fish"),
              same("coffee", "white"),
              somewhere_right("Quinn", "Audi"),
              not_at("Pia", 3),
              at("cat", 4),
              at("Quinn", 4),
              next_to("Kia", 1),
              middle("white"),
              same("Volvo", "snake"),
              next_to("milk", 2),
              gap("white", "Omar", 2),
              of_two("blue", "snake", "water", "coffee")],
       questions=[ask_value("Car", "Rosa"), ask_value("Name", "tea")])
