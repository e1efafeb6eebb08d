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
                 number (bullets counted from 1 within their run of
                 consecutive bullet lines); for prose it is the index
                 of the sentence in the whole text, counted from 1, where
                 every non-empty line starts a new sentence (a title line
                 is a sentence of its own).
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

# ------------------------------------------------------------ family 2: lines

puzzle("w018-lines-cinema-seats", family="lines", layout="'Names —' lists, '- ' bullet clues", noun="seat", n=5,
       cats={"Name": ["Ayo", "Bella", "Cyrus", "Dina", "Elliot"],
             "Snack": ["nachos", "popcorn", "pretzels", "hot dog", "ice cream"],
             "Drink": ["cola", "lemonade", "water", "iced tea", "milkshake"],
             "Jacket": ["black", "blue", "brown", "green", "red"]},
       clues=[somewhere_right("ice cream", "Cyrus"),
              somewhere_right("ice cream", "brown"),
              at("hot dog", 3),
              somewhere_right("popcorn", "iced tea"),
              somewhere_right("blue", "Dina"),
              left("blue", "nachos"),
              of_two("ice cream", "black", "Ayo", "Elliot"),
              same("nachos", "water"),
              at("Elliot", 2), at("milkshake", 2),
              gap("Cyrus", "Ayo", 2),
              gap("cola", "Cyrus", 2),
              neither("red", "Ayo", "Bella")],
       questions=[ask_at("Name", 4), ask_value("Drink", "Dina")])

puzzle("w019-lines-queue", family="lines", layout="prose categories, numbered clues, front/behind", noun="place in queue", n=4,
       cats={"Name": ["Hal", "Iris", "Jonah", "Kemi"],
             "Bread": ["bagel", "baguette", "croissant", "rye loaf"],
             "Payment": ["cash", "card", "phone", "voucher"],
             "Bag": ["basket", "rucksack", "tote", "trolley"]},
       clues=[same("voucher", "Jonah"),
              next_to("tote", 2),
              next_to("bagel", "tote"),
              of_two("cash", "baguette", "Hal", "Jonah"),
              at("Hal", 3),
              neither("card", "trolley", "basket"),
              right("Iris", "Kemi"),
              somewhere_right("basket", "rye loaf"),
              ends("croissant"),
              somewhere_right("rucksack", "bagel")],
       questions=[ask_position("phone")])

puzzle("w020-lines-floors", family="lines", layout="prose categories, numbered clues, floors bottom to top", noun="floor", n=5,
       cats={"Name": ["Gita", "Hector", "Ingrid", "Jules", "Kamal"],
             "Job": ["architect", "baker", "nurse", "plumber", "violinist"],
             "Pet": ["cat", "goldfish", "parrot", "rabbit", "terrier"],
             "Plant": ["basil", "bonsai", "cactus", "fern", "ivy"]},
       clues=[at("violinist", 5),
              gap("Jules", "violinist", 3),
              not_at("Ingrid", 4),
              right("Ingrid", "plumber"),
              of_two("bonsai", "nurse", "Ingrid", "Kamal"),
              either("fern", "terrier", "parrot"),
              middle("basil"),
              gap("Gita", "Jules", 2),
              gap("baker", "rabbit", 2),
              gap("cactus", "terrier", 4),
              next_to("cat", 5),
              left("Kamal", "basil"),
              not_at("architect", 1, 2),
              at("goldfish", 1)],
       questions=[ask_position("Gita"), ask_value("Name", "parrot")])

puzzle("w021-lines-parking", family="lines", layout="'Drivers:' lists, numbered clues", noun="parking space", n=6,
       cats={"Driver": ["Amir", "Beth", "Carlos", "Dee", "Eun", "Fritz"],
             "Car": ["Audi", "Citroen", "Jeep", "Mazda", "Nissan", "Saab"],
             "Colour": ["black", "blue", "green", "red", "silver", "white"]},
       clues=[of_two("Carlos", "Mazda", "silver", "black"),
              next_to("Fritz", "Nissan"),
              gap("Eun", "red", 3),
              of_two("blue", "red", "Dee", "Fritz"),
              next_to("Nissan", "Amir"),
              right("silver", "red"),
              gap("Citroen", "Amir", 3),
              next_to("Jeep", "Amir"),
              not_at("Beth", 2, 4),
              neither("blue", "Amir", "Fritz"),
              gap("red", "blue", 2),
              middle("Audi"),
              gap("Nissan", "white", 2)],
       questions=[ask_at("Car", 1), ask_at("Driver", 1)])

puzzle("w022-lines-lanes", family="lines", layout="'Swimmers:' lists, numbered clues", noun="lane", n=6,
       cats={"Swimmer": ["Lena", "Marta", "Noor", "Olga", "Petra", "Rina"],
             "Cap": ["gold", "green", "orange", "pink", "purple", "white"],
             "Stroke": ["backstroke", "breaststroke", "butterfly", "freestyle", "medley", "sidestroke"],
             "Club": ["Dolphins", "Marlins", "Otters", "Seals", "Sharks", "Stingrays"]},
       clues=[middle("Noor"),
              somewhere_left("Dolphins", "medley"),
              same("Olga", "pink"),
              left("Petra", 3),
              somewhere_left("freestyle", "purple"),
              next_to("Marlins", "Dolphins"),
              middle("Sharks"),
              next_to("butterfly", "pink"),
              neither("Noor", "Sharks", "Seals"),
              gap("Otters", "Petra", 3),
              at("Marta", 3), same("Marta", "medley"),
              neither("Lena", "Seals", "Otters"),
              somewhere_right("Seals", "orange"),
              next_to("backstroke", "Seals"),
              gap("butterfly", "Dolphins", 2),
              middle("purple"),
              somewhere_left("green", "freestyle"),
              somewhere_right("sidestroke", "Marlins"),
              same("medley", "gold")],
       questions=[ask_value("Swimmer", "butterfly"), ask_position("Rina")])

puzzle("w023-lines-weekdays", family="lines", layout="one prose paragraph, weekdays as positions", noun="day", n=5,
       position_names=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
       cats={"Client": ["Jun", "Kelly", "Lars", "Maya", "Nils"],
             "Treatment": ["facial", "haircut", "manicure", "massage", "pedicure"]},
       clues=[next_to("pedicure", "Jun"),
              not_at("haircut", "Monday", "Friday"),
              at("manicure", "Tuesday"),
              right("manicure", "Kelly"),
              somewhere_right("Maya", "Nils"),
              next_to("Nils", "Maya"),
              next_to("manicure", "massage"),
              gap("Jun", "Nils", 3)],
       questions=[ask_position("Lars"), ask_value("Treatment", "Jun")])

puzzle("w024-lines-timeslots", family="lines", layout="'Candidates:' lists, '* ' bullet clues, time slots as positions", noun="time slot", n=4,
       position_names=["9:00am", "10:00am", "11:00am", "12:00pm"],
       cats={"Candidate": ["Priya", "Quentin", "Ruth", "Sami"],
             "Role": ["accountant", "designer", "editor", "manager"],
             "Room": ["Room A", "Room B", "Room C", "Room D"]},
       clues=[at("Room C", "10:00am"),
              same("Room C", "manager"),
              left("Room D", "Quentin"),
              at("Room B", 4),
              next_to("editor", "designer"),
              neither("designer", "Quentin", "Priya"),
              gap("designer", "accountant", 3),
              somewhere_left("Sami", "Room A")],
       questions=[ask_position("Priya"), ask_value("Role", "Ruth")])

puzzle("w025-lines-rooms", family="lines", layout="prose categories, numbered clues, rooms along a corridor", noun="room", n=5,
       cats={"Guest": ["Mr Abbot", "Mrs Bell", "Ms Cho", "Mr Dale", "Mrs Evans"],
             "Town": ["Bath", "Derby", "Leeds", "Perth", "York"],
             "Breakfast": ["kippers", "muesli", "omelette", "pancakes", "porridge"],
             "Paper": ["Courier", "Echo", "Gazette", "Herald", "Times"]},
       clues=[neither("Leeds", "omelette", "porridge"),
              not_next("Leeds", 1),
              of_two("Mr Dale", "kippers", "York", "Leeds"),
              next_to("Echo", "Perth"),
              at("Mr Abbot", 2),
              gap("Gazette", "omelette", 2),
              gap("Ms Cho", "Derby", 3),
              left("Derby", "Leeds"),
              of_two("Derby", "Herald", "pancakes", "porridge"),
              same("pancakes", "Mrs Bell"),
              right("Bath", "omelette"),
              of_two("Mrs Bell", "omelette", "Courier", "Herald")],
       questions=[ask_position("Leeds"), ask_value("Paper", "Mrs Evans")])

puzzle("w026-lines-market", family="lines", layout="prose categories, lettered clues a)-e), no question", noun="stall", n=4,
       cats={"Trader": ["Alf", "Bess", "Cal", "Dot"],
             "Goods": ["cheese", "honey", "jam", "soap"],
             "Awning": ["green", "orange", "purple", "striped"]},
       clues=[of_two("Dot", "Alf", "purple", "striped"),
              left("purple", "honey"),
              somewhere_right("soap", 3),
              right("cheese", "orange"),
              of_two("orange", "honey", "Alf", "Cal")])

puzzle("w027-lines-lockers", family="lines", layout="one prose paragraph, 3x2", noun="locker", n=3,
       cats={"Name": ["Rhys", "Sana", "Tariq"], "Sport": ["judo", "karate", "squash"]},
       clues=[somewhere_left("Tariq", "Sana"),
              somewhere_left("Sana", "Rhys"),
              not_at("squash", 2, 3),
              next_to("squash", "karate")],
       questions=[ask_value("Name", "judo")])

puzzle("w028-lines-coffee-queue", family="lines", layout="short intro, unnumbered clue lines, 3x2", noun="place in queue", n=3,
       cats={"Name": ["Vic", "Wendy", "Xander"], "Coffee": ["latte", "mocha", "espresso"]},
       clues=[next_to("Xander", 1),
              not_at("Wendy", 1),
              left("mocha", 2),
              ends("espresso")],
       questions=[ask_value("Coffee", "Xander")])

puzzle("w029-lines-desks", family="lines", layout="prose categories, numbered clues", noun="desk", n=5,
       cats={"Pupil": ["Ali", "Bo", "Cai", "Dev", "Eli"],
             "Subject": ["art", "history", "maths", "music", "science"],
             "Pencil case": ["blue", "green", "orange", "red", "yellow"],
             "Lunch": ["pasta", "salad", "soup", "sushi", "wrap"]},
       clues=[gap("Cai", "pasta", 2),
              same("Bo", "yellow"),
              somewhere_left("blue", "yellow"),
              not_at("art", 4),
              next_to("sushi", 1),
              gap("Dev", "pasta", 3),
              somewhere_right("yellow", "wrap"),
              left("music", 4),
              somewhere_left("science", "orange"),
              gap("Ali", "science", 4),
              gap("sushi", "green", 2),
              gap("soup", "history", 2),
              neither("salad", "orange", "green")],
       questions=[ask_at("Pupil", 4), ask_value("Subject", "Ali")])

# ------------------------------------------------------------ family 2: lines (large, benchmark style)

puzzle('w030-lines-positions-5x6', family='lines', layout='category sentences, numbered clues, herrings', noun='position', n=5,
       cats={'Name': ['Aiden', 'Beatriz', 'Chidi', 'Dagny', 'Emre'],
             'Pet': ['cat', 'dog', 'ferret', 'goldfish', 'hamster'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk'],
             'Music': ['blues', 'classical', 'disco', 'folk', 'jazz'],
             'Flower': ['daisies', 'irises', 'lilies', 'orchids', 'peonies'],
             'Month': ['February', 'March', 'April', 'June', 'July']},
       clues=[same('classical', 'daisies'),
              same('June', 'jazz'),
              somewhere_left('coffee', 'blues'),
              same('hamster', 'lemonade'),
              gap('daisies', 'June', 2),
              between_in_order('ferret', 'Beatriz', 'disco'),
              same('jazz', 'peonies'),
              same('cat', 'classical'),
              right('Chidi', 'Dagny'),
              same('goldfish', 'Aiden'),
              left('cocoa', 'classical'),
              left('goldfish', 'cat'),
              between_in_order('goldfish', 'dog', 'Emre'),
              same('Dagny', 'July'),
              somewhere_left('April', 'disco'),
              gap('daisies', 'orchids', 2),
              same('lilies', 'Chidi'),
              gap('disco', 'blues', 3),
              right('March', 'daisies'),
              next_to('milk', 'July')],
       herrings={11: 'Goldfish need clean water.',
                 20: 'The jazz fan has never been to a concert.'},
       questions=[ask_position('coffee'), ask_value('Month', 'Emre')])

puzzle('w031-lines-positions-6x8', family='lines', layout="'Everyone plays a different sport:' lines, 'Clue 12:' clues, herrings", noun='position', n=6,
       cats={'Name': ['Aiden', 'Beatriz', 'Chidi', 'Dagny', 'Emre', 'Farah'],
             'Sport': ['badminton', 'basketball', 'cricket', 'golf', 'hockey', 'rugby'],
             'Fruit': ['apples', 'bananas', 'cherries', 'grapes', 'kiwis', 'mangoes'],
             'Instrument': ['cello', 'clarinet', 'flute', 'guitar', 'harmonica', 'piano'],
             'Pet': ['cat', 'dog', 'ferret', 'goldfish', 'hamster', 'parrot'],
             'Job': ['architect', 'chef', 'dentist', 'engineer', 'journalist', 'lawyer'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda'],
             'Music': ['blues', 'classical', 'disco', 'folk', 'jazz', 'pop']},
       clues=[gap('rugby', 'harmonica', 5),
              right('architect', 'soda'),
              same('apples', 'folk'),
              same('architect', 'Aiden'),
              ends('mangoes'),
              not_next('hamster', 'Chidi'),
              same('journalist', 'jazz'),
              same('soda', 'Chidi'),
              next_to('engineer', 5),
              somewhere_right('soda', 'hockey'),
              at('dentist', 2),
              next_to('Beatriz', 'jazz'),
              left('badminton', 'cricket'),
              left('apples', 'grapes'),
              same('cat', 'jazz'),
              not_next('blues', 'dog'),
              differ('chef', 'milk'),
              somewhere_left('grapes', 'juice'),
              same('ferret', 'basketball'),
              ends('classical'),
              right('Beatriz', 4),
              somewhere_left('pop', 'cricket'),
              next_to('apples', 'cello'),
              gap('coffee', 'cello', 2),
              next_to('guitar', 'harmonica'),
              same('folk', 'hamster'),
              next_to('Farah', 'soda'),
              left('architect', 'lemonade'),
              not_at('Dagny', 4, 5),
              next_to('cat', 'flute'),
              between_in_order('cello', 'hockey', 6),
              at('pop', 2),
              same('parrot', 'blues'),
              next_to('golf', 'dog'),
              at('Dagny', 6),
              somewhere_right('pop', 'coffee'),
              somewhere_right('cello', 'kiwis'),
              same('cricket', 'chef'),
              left('cricket', 'piano'),
              same('lawyer', 'bananas')],
       herrings={2: 'Bananas are rich in potassium.',
                 32: 'The lawyer has two older brothers.'},
       questions=[ask_position('harmonica')])

puzzle('w032-lines-seats-7x10', family='lines', layout="category sentences, 'Clue 12:' clues, seats, herrings", noun='seat', n=7,
       cats={'Name': ['Aiden', 'Beatriz', 'Chidi', 'Dagny', 'Emre', 'Farah', 'Goran'],
             'Nationality': ['Brazilian', 'Canadian', 'Egyptian', 'German', 'Indian', 'Mexican', 'Peruvian'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda', 'tea'],
             'Transport': ['bike', 'boat', 'bus', 'car', 'motorbike', 'scooter', 'train'],
             'Hobby': ['baking', 'camping', 'chess', 'dancing', 'fishing', 'gardening', 'knitting'],
             'Film': ['action', 'animated', 'comedy', 'documentary', 'horror', 'romance', 'thriller'],
             'Flower': ['daisies', 'irises', 'lilies', 'orchids', 'peonies', 'roses', 'tulips'],
             'Pet': ['cat', 'dog', 'ferret', 'goldfish', 'hamster', 'parrot', 'rabbit'],
             'Month': ['February', 'March', 'April', 'June', 'July', 'August', 'October'],
             'Book': ['biographies', 'cookbooks', 'fantasy', 'history', 'mysteries', 'poetry', 'science fiction']},
       clues=[next_to('Beatriz', 'bus'),
              gap('biographies', 'Dagny', 2),
              same('irises', 'Egyptian'),
              same('Beatriz', 'peonies'),
              somewhere_left('soda', 2),
              same('milk', 'lilies'),
              somewhere_right('camping', 'goldfish'),
              same('history', 'June'),
              gap('train', 'Canadian', 2),
              next_to('tulips', 'July'),
              not_next('roses', 'camping'),
              somewhere_right('camping', 'Peruvian'),
              at('Chidi', 4),
              left('Farah', 'daisies'),
              same('animated', 'lemonade'),
              between_in_order('fishing', 'cat', 'poetry'),
              same('March', 'tea'),
              somewhere_left('July', 'documentary'),
              gap('milk', 'cookbooks', 2),
              same('Indian', 'February'),
              somewhere_left('car', 5),
              next_to('Dagny', 'boat'),
              next_to('milk', 'hamster'),
              same('daisies', 'gardening'),
              between_in_order('lilies', 'lemonade', 'knitting'),
              same('motorbike', 'knitting'),
              somewhere_left('scooter', 'dancing'),
              next_to('Canadian', 'scooter'),
              not_at('bike', 1, 7),
              same('Egyptian', 'Farah'),
              somewhere_right('bus', 'milk'),
              next_to('goldfish', 'Peruvian'),
              same('comedy', 'bike'),
              same('rabbit', 'Egyptian'),
              between_in_order('fantasy', 'Farah', 'August'),
              gap('history', 'romance', 6),
              next_to('Goran', 'rabbit'),
              same('February', 'dog'),
              at('cocoa', 3),
              somewhere_right('Brazilian', 'fishing'),
              same('horror', 'ferret'),
              somewhere_right('Beatriz', 'juice'),
              not_next('tulips', 'Indian'),
              at('action', 2),
              gap('animated', 'October', 2),
              gap('coffee', 'gardening', 3),
              right('baking', 'milk'),
              same('science fiction', 'Farah'),
              same('German', 'Aiden'),
              at('poetry', 3)],
       herrings={6: 'The person who grows roses also keeps bees.',
                 15: 'Everybody in the row is wearing a hat.'},
       questions=[ask_position('Indian'), ask_at('Book', 4)])

puzzle('w033-lines-positions-8x12', family='lines', layout="category sentences, 'Clue 12:' clues, herrings", noun='position', n=8,
       cats={'Name': ['Aiden', 'Beatriz', 'Chidi', 'Dagny', 'Emre', 'Farah', 'Goran', 'Hiroko'],
             'Sport': ['badminton', 'basketball', 'cricket', 'golf', 'hockey', 'rugby', 'tennis', 'volleyball'],
             'Fruit': ['apples', 'bananas', 'cherries', 'grapes', 'kiwis', 'mangoes', 'pears', 'plums'],
             'Instrument': ['cello', 'clarinet', 'flute', 'guitar', 'harmonica', 'piano', 'trumpet', 'violin'],
             'Pet': ['cat', 'dog', 'ferret', 'goldfish', 'hamster', 'parrot', 'rabbit', 'tortoise'],
             'Job': ['architect', 'chef', 'dentist', 'engineer', 'journalist', 'lawyer', 'nurse', 'pilot'],
             'Nationality': ['Brazilian', 'Canadian', 'Egyptian', 'German', 'Indian', 'Mexican', 'Peruvian', 'Thai'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda', 'tea', 'water'],
             'Transport': ['bike', 'boat', 'bus', 'car', 'motorbike', 'scooter', 'train', 'tram'],
             'Music': ['blues', 'classical', 'disco', 'folk', 'jazz', 'pop', 'reggae', 'rock'],
             'Hobby': ['baking', 'camping', 'chess', 'dancing', 'fishing', 'gardening', 'knitting', 'painting'],
             'Trip': ['Berlin', 'Cairo', 'Lima', 'Oslo', 'Paris', 'Rome', 'Sydney', 'Tokyo']},
       clues=[same('volleyball', 'clarinet'),
              next_to('bananas', 1),
              next_to('water', 'parrot'),
              differ('hamster', 'Paris'),
              next_to('gardening', 'lawyer'),
              gap('Oslo', 'tortoise', 2),
              same('baking', 'hamster'),
              at('juice', 5),
              at('scooter', 8),
              right('volleyball', 'tortoise'),
              same('disco', 'harmonica'),
              gap('Chidi', 'tea', 3),
              same('Peruvian', 'pilot'),
              gap('lawyer', 'ferret', 5),
              gap('Thai', 'trumpet', 4),
              at('Chidi', 5),
              not_at('Lima', 1, 8),
              next_to('Paris', 'grapes'),
              somewhere_left('badminton', 'Thai'),
              at('tennis', 8),
              next_to('plums', 'Dagny'),
              gap('dentist', 'boat', 2),
              ends('blues'),
              gap('cherries', 'flute', 3),
              same('Chidi', 'nurse'),
              somewhere_left('mangoes', 'coffee'),
              next_to('coffee', 'violin'),
              somewhere_left('Tokyo', 'German'),
              gap('Cairo', 'Berlin', 5),
              at('basketball', 1),
              same('chef', 'classical'),
              gap('Emre', 'fishing', 2),
              same('Tokyo', 'flute'),
              same('volleyball', 'milk'),
              gap('pears', 'disco', 2),
              not_at('dancing', 8),
              somewhere_left('hockey', 'dancing'),
              right('classical', 6),
              at('cricket', 2),
              at('guitar', 1),
              same('knitting', 'Sydney'),
              next_to('lawyer', 'Peruvian'),
              somewhere_left('bike', 'violin'),
              not_next('ferret', 'Berlin'),
              differ('engineer', 'lemonade'),
              right('rabbit', 'blues'),
              somewhere_left('lemonade', 'hockey'),
              somewhere_right('piano', 'dog'),
              left('Egyptian', 'Cairo'),
              next_to('knitting', 'Mexican'),
              right('rock', 'Cairo'),
              gap('pop', 'bike', 3),
              next_to('car', 'pop'),
              somewhere_left('bananas', 'gardening'),
              same('apples', 'journalist'),
              somewhere_right('Canadian', 'cat'),
              same('classical', 'tram'),
              right('train', 'Farah'),
              at('Rome', 5),
              at('rugby', 5),
              somewhere_right('architect', 7),
              not_next('painting', 'camping'),
              not_at('cat', 3, 7),
              same('Aiden', 'cocoa'),
              at('parrot', 1),
              somewhere_right('bus', 'mangoes'),
              same('fishing', 'journalist'),
              right('Canadian', 'camping'),
              same('Hiroko', 'Brazilian'),
              right('goldfish', 'juice'),
              gap('Beatriz', 'folk', 5),
              at('reggae', 5),
              somewhere_left('Dagny', 'milk')],
       herrings={23: 'The person who eats apples enjoys sunny weather.',
                 31: 'The tea drinker once visited Lisbon.',
                 37: 'Skiing is harder than it looks.'},
       questions=[ask_position('Goran'), ask_value('Trip', 'Chidi')])

puzzle('w034-lines-positions-8x16', family='lines', layout="16 category sentences, 'Clue 12:' clues, herrings, 8x16", noun='position', n=8,
       cats={'Name': ['Aiden', 'Beatriz', 'Chidi', 'Dagny', 'Emre', 'Farah', 'Goran', 'Hiroko'],
             'Sport': ['badminton', 'basketball', 'cricket', 'golf', 'hockey', 'rugby', 'tennis', 'volleyball'],
             'Fruit': ['apples', 'bananas', 'cherries', 'grapes', 'kiwis', 'mangoes', 'pears', 'plums'],
             'Instrument': ['cello', 'clarinet', 'flute', 'guitar', 'harmonica', 'piano', 'trumpet', 'violin'],
             'Pet': ['cat', 'dog', 'ferret', 'goldfish', 'hamster', 'parrot', 'rabbit', 'tortoise'],
             'Job': ['architect', 'chef', 'dentist', 'engineer', 'journalist', 'lawyer', 'nurse', 'pilot'],
             'Nationality': ['Brazilian', 'Canadian', 'Egyptian', 'German', 'Indian', 'Mexican', 'Peruvian', 'Thai'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda', 'tea', 'water'],
             'Transport': ['bike', 'boat', 'bus', 'car', 'motorbike', 'scooter', 'train', 'tram'],
             'Music': ['blues', 'classical', 'disco', 'folk', 'jazz', 'pop', 'reggae', 'rock'],
             'Film': ['action', 'animated', 'comedy', 'documentary', 'horror', 'romance', 'thriller', 'western'],
             'Hobby': ['baking', 'camping', 'chess', 'dancing', 'fishing', 'gardening', 'knitting', 'painting'],
             'Colour': ['amber', 'crimson', 'indigo', 'ivory', 'jade', 'magenta', 'olive', 'teal'],
             'Flower': ['daisies', 'irises', 'lilies', 'orchids', 'peonies', 'roses', 'tulips', 'violets'],
             'Book': ['biographies', 'cookbooks', 'fantasy', 'history', 'mysteries', 'poetry', 'science fiction', 'travel guides'],
             'Month': ['February', 'March', 'April', 'June', 'July', 'August', 'October', 'November']},
       clues=[at('rock', 6),
              at('Thai', 4),
              gap('pilot', 'tulips', 4),
              gap('March', 'orchids', 6),
              somewhere_left('lemonade', 'November'),
              at('reggae', 2),
              same('coffee', 'gardening'),
              same('engineer', 'crimson'),
              somewhere_right('piano', 'daisies'),
              next_to('animated', 'Indian'),
              same('rock', 'April'),
              somewhere_left('western', 'cello'),
              gap('bike', 'dancing', 3),
              somewhere_right('knitting', 'daisies'),
              same('basketball', 'jade'),
              right('rugby', 2),
              somewhere_left('ivory', 7),
              between_in_order('dancing', 'engineer', 'horror'),
              gap('February', 'Dagny', 4),
              same('tennis', 'action'),
              not_next('clarinet', 'poetry'),
              left('July', 'chef'),
              next_to('Peruvian', 'Beatriz'),
              same('trumpet', 'Beatriz'),
              same('painting', 'June'),
              left('hamster', 'guitar'),
              same('horror', 'Chidi'),
              not_next('plums', 'western'),
              at('dentist', 8),
              left('milk', 'cherries'),
              gap('goldfish', 'train', 2),
              same('Dagny', 'comedy'),
              between_in_order('cherries', 'reggae', 'journalist'),
              gap('Goran', 'baking', 4),
              at('parrot', 4),
              same('biographies', 'roses'),
              not_next('thriller', 'jade'),
              next_to('fishing', 'knitting'),
              right('cocoa', 'soda'),
              same('lilies', 'Mexican'),
              left('February', 'motorbike'),
              gap('golf', 'apples', 7),
              same('June', 'tulips'),
              left('tennis', 'nurse'),
              same('violets', 'trumpet'),
              left('basketball', 'mysteries'),
              same('lilies', 'magenta'),
              somewhere_right('cookbooks', 'peonies'),
              left('horror', 'guitar'),
              gap('Aiden', 'bus', 2),
              at('harmonica', 5),
              between_in_order('knitting', 'science fiction', 'cherries'),
              somewhere_right('clarinet', 'tea'),
              gap('blues', 'knitting', 6),
              same('parrot', 'Aiden'),
              same('folk', 'tulips'),
              somewhere_right('cricket', 'teal'),
              not_next('amber', 'animated'),
              same('kiwis', 'tortoise'),
              differ('documentary', 'scooter'),
              right('cat', 'basketball'),
              between_in_order('chess', 'history', 'Brazilian'),
              between_in_order('parrot', 'jazz', 'jade'),
              gap('pears', 'cello', 3),
              left('flute', 'history'),
              not_next('July', 'juice'),
              somewhere_right('Hiroko', 'pears'),
              not_next('dog', 'volleyball'),
              next_to('Egyptian', 'October'),
              same('tortoise', 'July'),
              same('tram', 'hockey'),
              at('architect', 1),
              at('soda', 5),
              right('teal', 'science fiction'),
              between_in_order('goldfish', 'ferret', 'bananas'),
              at('chess', 6),
              same('Canadian', 'Beatriz'),
              same('badminton', 'guitar'),
              somewhere_right('Emre', 'scooter'),
              same('travel guides', 'motorbike'),
              at('roses', 2),
              between_in_order('thriller', 'disco', 'mangoes'),
              somewhere_left('olive', 2),
              between_in_order('animated', 'tea', 'Mexican'),
              somewhere_left('amber', 'tulips'),
              right('classical', 'peonies'),
              left('irises', 'hockey'),
              gap('grapes', 'mangoes', 6),
              left('car', 'orchids'),
              gap('juice', 'poetry', 2)],
       herrings={47: 'The person who reads poetry has a sister in Paris.',
                 70: 'The violin player also likes board games.',
                 76: 'Tortoises can live for more than a century.'},
       questions=[ask_position('journalist'), ask_at('Colour', 5), ask_position('Dagny')])

puzzle('w035-lines-positions-6x12', family='lines', layout='category sentences, numbered clues, 6x12', noun='position', n=6,
       cats={'Name': ['Aiden', 'Beatriz', 'Chidi', 'Dagny', 'Emre', 'Farah'],
             'Trip': ['Berlin', 'Cairo', 'Lima', 'Oslo', 'Paris', 'Rome'],
             'Colour': ['amber', 'crimson', 'indigo', 'ivory', 'jade', 'magenta'],
             'Flower': ['daisies', 'irises', 'lilies', 'orchids', 'peonies', 'roses'],
             'Book': ['biographies', 'cookbooks', 'fantasy', 'history', 'mysteries', 'poetry'],
             'Film': ['action', 'animated', 'comedy', 'documentary', 'horror', 'romance'],
             'Month': ['February', 'March', 'April', 'June', 'July', 'August'],
             'Job': ['architect', 'chef', 'dentist', 'engineer', 'journalist', 'lawyer'],
             'Sport': ['badminton', 'basketball', 'cricket', 'golf', 'hockey', 'rugby'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda'],
             'Pet': ['cat', 'dog', 'ferret', 'goldfish', 'hamster', 'parrot'],
             'Instrument': ['cello', 'clarinet', 'flute', 'guitar', 'harmonica', 'piano']},
       clues=[somewhere_right('guitar', 'hamster'),
              next_to('journalist', 2),
              same('February', 'harmonica'),
              ends('magenta'),
              next_to('jade', 'engineer'),
              right('jade', 'irises'),
              at('romance', 3),
              left('Farah', 'roses'),
              next_to('biographies', 'hamster'),
              gap('Chidi', 'orchids', 5),
              same('Dagny', 'Rome'),
              same('magenta', 'July'),
              same('hamster', 'daisies'),
              between_in_order('poetry', 'romance', 'documentary'),
              same('peonies', 'ferret'),
              same('lemonade', 'cookbooks'),
              somewhere_right('dog', 'horror'),
              next_to('lemonade', 1),
              next_to('flute', 'rugby'),
              at('Paris', 3),
              next_to('Berlin', 'Beatriz'),
              next_to('cello', 'amber'),
              same('cat', 'Aiden'),
              ends('August'),
              next_to('history', 'badminton'),
              somewhere_right('lemonade', 'amber'),
              same('journalist', 'juice'),
              somewhere_left('jade', 'history'),
              same('chef', 'Aiden'),
              same('golf', 'milk'),
              differ('animated', 'peonies'),
              between_in_order('guitar', 'golf', 'March'),
              right('parrot', 'romance'),
              left('Cairo', 'lilies'),
              not_next('cookbooks', 'biographies'),
              somewhere_left('indigo', 'basketball'),
              somewhere_left('piano', 'dog'),
              not_next('coffee', 'documentary'),
              gap('irises', 'cricket', 2),
              not_next('action', 'June'),
              next_to('ferret', 'indigo'),
              at('Oslo', 4),
              next_to('comedy', 'ferret'),
              ends('cocoa'),
              not_next('mysteries', 4),
              same('lawyer', 'lemonade'),
              same('crimson', 'dog'),
              same('architect', 'irises')],
       questions=[ask_position('Cairo'), ask_value('Job', 'peonies')])

# ------------------------------------------------------------ family 3: people (no positions)

puzzle("w036-people-prices", family="people", layout="prose categories with increments, numbered clues", noun=None, n=4, axis="Name",
       cats={"Name": ["Carla", "Derek", "Teri", "Walt"],
             "Price": ["$20,000", "$25,000", "$30,000", "$35,000"],
             "Type": ["hatchback", "pickup", "sedan", "van"],
             "Colour": ["black", "red", "silver", "white"]},
       clues=[same("Walt", "sedan"),
              of_two("pickup", "Carla", "silver", "red"),
              diff("van", "Teri", "Price", 5000),
              of_two("Teri", "black", "$30,000", "$20,000"),
              diff("Derek", "red", "Price", 15000)],
       questions=[ask_value("Price", "Carla"), ask_value("Type", "white")])

puzzle("w037-people-ages", family="people", layout="'Dogs:' lists, '\u2022' bullet clues", noun=None, n=5, axis="Dog",
       cats={"Dog": ["Biscuit", "Coco", "Dusty", "Maple", "Pepper"],
             "Age": ["2", "3", "4", "5", "6"],
             "Breed": ["beagle", "boxer", "collie", "poodle", "pug"],
             "Owner": ["Greta", "Hamid", "Isla", "Jorge", "Kath"]},
       clues=[neither("Maple", "Greta", "Jorge"),
              of_two("Biscuit", "beagle", "6", "Isla"),
              diff("pug", "collie", "Age", 2),
              diff("Hamid", "Kath", "Age", 2),
              of_two("Dusty", "beagle", "Greta", "Isla"),
              diff("Hamid", "Pepper", "Age", 2),
              diff("poodle", "beagle", "Age", 2),
              neither("Maple", "6", "3"),
              less("boxer", "Greta", "Age")],
       questions=[ask_value("Age", "Coco"), ask_value("Owner", "pug")])

puzzle("w038-people-months", family="people", layout="prose categories, numbered clues, months", noun=None, n=5, axis="Album",
       cats={"Album": ["Blue Hours", "Cinders", "Driftwood", "Paper Moon", "Wildfire"],
             "Band": ["Copper Moth", "Glass Harbour", "Lumen", "Night Owls", "Velvet Static"],
             "Month": ["March", "April", "May", "June", "July"],
             "Genre": ["folk", "funk", "metal", "pop", "soul"]},
       clues=[differ("July", "Paper Moon"),
              diff("Copper Moth", "Cinders", "Month", 2),
              diff("funk", "Blue Hours", "Month", 1),
              either("metal", "Lumen", "Velvet Static"),
              of_two("Cinders", "folk", "Velvet Static", "Copper Moth"),
              diff("Glass Harbour", "Night Owls", "Month", 3),
              diff("funk", "Cinders", "Month", 3),
              either("Driftwood", "Copper Moth", "Night Owls"),
              same("Glass Harbour", "soul"),
              less("Blue Hours", "Wildfire", "Month")],
       questions=[ask_value("Band", "June")])

puzzle("w039-people-years", family="people", layout="prose categories, numbered clues, years", noun=None, n=4, axis="Bridge",
       cats={"Bridge": ["Abbey Bridge", "Kings Bridge", "Mill Bridge", "Stone Bridge"],
             "Year": ["1850", "1860", "1870", "1880"],
             "Engineer": ["Barlow", "Cubitt", "Grey", "Hartley"],
             "Material": ["iron", "oak", "stone", "steel"]},
       clues=[either("Barlow", "Mill Bridge", "Stone Bridge"),
              of_two("Cubitt", "stone", "1860", "1850"),
              neither("iron", "1880", "1870"),
              same("1880", "Hartley"),
              diff("Barlow", "Kings Bridge", "Year", 10),
              differ("1850", "iron"),
              diff("oak", "Kings Bridge", "Year", 20),
              either("1850", "Stone Bridge", "Kings Bridge")],
       questions=[ask_value("Engineer", "Abbey Bridge"), ask_value("Year", "steel")])

puzzle("w040-people-times", family="people", layout="prose categories, unnumbered clue lines, clock times", noun=None, n=5, axis="Patient",
       cats={"Patient": ["Aaron", "Bianca", "Cedric", "Delia", "Emil"],
             "Time": ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"],
             "Doctor": ["Dr Fox", "Dr Gill", "Dr Hart", "Dr Iqbal", "Dr Jones"],
             "Reason": ["allergy", "back pain", "check-up", "flu jab", "sprained ankle"]},
       clues=[same("Cedric", "sprained ankle"),
              diff("Cedric", "Dr Iqbal", "Time", 30),
              diff("Dr Fox", "Dr Hart", "Time", 30),
              neither("flu jab", "Dr Fox", "Dr Iqbal"),
              diff("Dr Gill", "back pain", "Time", 90),
              same("10:00am", "check-up"),
              diff("Cedric", "Delia", "Time", 120),
              either("back pain", "Emil", "Bianca"),
              diff("Aaron", "Dr Hart", "Time", 30),
              differ("Dr Iqbal", "Bianca")],
       questions=[ask_value("Time", "Emil"), ask_value("Doctor", "Delia")])

puzzle("w041-people-votes", family="people", layout="'Candidates:' lists, numbered clues, vote counts", noun=None, n=4, axis="Candidate",
       cats={"Candidate": ["Ainsley", "Brooke", "Cormac", "Delphine"],
             "Votes": ["120", "135", "150", "165"],
             "Ward": ["Eastgate", "Millbrook", "Northfield", "Riverside"]},
       clues=[diff("Northfield", "Riverside", "Votes", 30),
              differ("Brooke", "Northfield"),
              less("Eastgate", "Brooke", "Votes"),
              diff("Eastgate", "Ainsley", "Votes", 15),
              differ("Northfield", "Delphine")],
       questions=[ask_value("Votes", "Cormac"), ask_value("Candidate", "165")])

puzzle("w042-people-heights", family="people", layout="prose categories, numbered clues, heights in ft and in", noun=None, n=5, axis="Player",
       cats={"Player": ["Femi", "Gareth", "Hugo", "Ivo", "Jamal"],
             "Height": ["5 ft 8 in", "5 ft 10 in", "6 ft", "6 ft 2 in", "6 ft 4 in"],
             "Town": ["Cork", "Derry", "Galway", "Limerick", "Sligo"]},
       clues=[of_two("Jamal", "Hugo", "Cork", "5 ft 8 in"),
              diff("Cork", "Ivo", "Height", 4),
              of_two("Limerick", "Hugo", "6 ft 2 in", "5 ft 8 in"),
              diff("Femi", "Galway", "Height", 6),
              of_two("6 ft", "Galway", "Gareth", "Ivo"),
              differ("6 ft 4 in", "Derry")],
       questions=[ask_value("Town", "Gareth"), ask_value("Height", "Femi")])

puzzle("w043-people-race", family="people", layout="one prose paragraph, finishing places", noun=None, n=5, axis="Runner",
       cats={"Runner": ["Ana", "Ben", "Chen", "Dora", "Eli"],
             "Place": ["1st", "2nd", "3rd", "4th", "5th"],
             "Shoes": ["Asics", "Brooks", "Hoka", "Nike", "Saucony"]},
       clues=[of_two("Hoka", "Ana", "2nd", "3rd"),
              same("4th", "Saucony"),
              same("Chen", "5th"),
              same("1st", "Dora"),
              diff("Brooks", "Ben", "Place", 1),
              differ("Asics", "Dora"),
              diff("Ben", "Hoka", "Place", 2)],
       questions=[ask_value("Place", "Eli"), ask_value("Shoes", "Ana")])

puzzle("w044-people-demonyms", family="people", layout="prose categories, numbered clues, demonyms for countries", noun=None, n=5, axis="Penpal",
       cats={"Penpal": ["Ines", "Kim", "Lara", "Noa", "Sasha"],
             "Country": ["Denmark", "France", "Japan", "Kenya", "Peru"],
             "Age": ["11", "12", "13", "14", "15"],
             "Hobby": ["chess", "football", "origami", "skating", "violin"]},
       clues=[diff("Peru", "Denmark", "Age", 2),
              less("football", "violin", "Age"),
              of_two("Lara", "11", "violin", "football"),
              of_two("Peru", "skating", "13", "15"),
              same("Kim", "15"),
              of_two("Lara", "13", "France", "Peru"),
              differ("Japan", "Sasha"),
              neither("14", "chess", "football"),
              either("Kenya", "14", "15"),
              diff("Ines", "Noa", "Age", 2)],
       questions=[ask_value("Penpal", "Denmark"), ask_value("Age", "Japan")])

puzzle("w045-people-agent-nouns", family="people", layout="prose categories, '- ' clues, agent nouns (pianist, whoever paints, crochets)", noun=None, n=4, axis="Name",
       cats={"Name": ["Agnes", "Boyd", "Cass", "Dermot"],
             "Hobby": ["crochet", "painting", "piano", "pottery"],
             "Pet": ["budgie", "cat", "gerbil", "goat"],
             "Drink": ["cocoa", "coffee", "cider", "tea"]},
       clues=[of_two("Dermot", "Cass", "tea", "cat"),
              same("Boyd", "piano"), same("Boyd", "budgie"),
              neither("gerbil", "painting", "crochet"),
              differ("Dermot", "coffee"),
              differ("budgie", "cider"),
              neither("painting", "cider", "cocoa"),
              same("coffee", "crochet")],
       questions=[ask_value("Drink", "pottery"), ask_value("Name", "goat")])

puzzle("w046-people-possessives", family="people", layout="prose + 'Lawyers:' lists, numbered clues, possessives", noun=None, n=4, axis="Lawyer",
       cats={"Lawyer": ["Teri", "Ugo", "Vera", "Wes"],
             "Client": ["Mr Bryce", "Mrs Cole", "Ms Dunn", "Mr Ebert"],
             "Fee": ["$150", "$200", "$250", "$300"],
             "Case": ["divorce", "fraud", "libel", "patent"]},
       clues=[same("Wes", "Ms Dunn"),
              of_two("Mrs Cole", "Teri", "libel", "patent"),
              either("Ms Dunn", "divorce", "libel"),
              differ("Mr Bryce", "Vera"),
              neither("libel", "Vera", "Wes"),
              neither("Mr Bryce", "$200", "$150"),
              diff("libel", "Wes", "Fee", 100),
              diff("Mrs Cole", "Mr Ebert", "Fee", 50)],
       questions=[ask_value("Fee", "Teri"), ask_value("Client", "Vera")])

puzzle("w047-people-of-two", family="people", layout="markdown table of independent columns, three 'of the two' clues", noun=None, n=4, axis="Student",
       cats={"Student": ["Gail", "Harvey", "Imogen", "Jasper"],
             "Score": ["70", "75", "80", "85"],
             "Subject": ["biology", "chemistry", "French", "geography"]},
       clues=[of_two("geography", "80", "Harvey", "Imogen"),
              of_two("biology", "85", "Imogen", "Gail"),
              of_two("70", "Harvey", "geography", "chemistry")],
       questions=[ask_value("Score", "Jasper"), ask_value("Subject", "Gail")])

puzzle("w048-people-five-are", family="people", layout="prose categories, numbered clues, 'The five friends are ...'", noun=None, n=5, axis="Name",
       cats={"Name": ["Nadia", "Oscar", "Penny", "Quinn", "Raul"],
             "Instrument": ["cello", "clarinet", "harp", "oboe", "viola"],
             "Years": ["1", "2", "3", "4", "5"]},
       clues=[distinct("Nadia", "clarinet", "4", "viola", "harp"),
              differ("harp", "2"),
              of_two("cello", "Raul", "3", "1"),
              neither("cello", "4", "1"),
              less("Penny", "clarinet", "Years"),
              either("viola", "1", "2"),
              same("2", "Quinn")],
       questions=[ask_value("Years", "Penny")])

puzzle("w049-people-tiny", family="people", layout="three-sentence prose, 2x3", noun=None, n=2, axis="Name",
       cats={"Name": ["Lily", "Tom"], "Fruit": ["apple", "pear"], "Drink": ["coffee", "tea"]},
       clues=[same("pear", "tea"), differ("Lily", "pear")],
       questions=[ask_value("Name", "coffee")])

puzzle("w050-people-salaries", family="people", layout="'* ' bulleted lists and clues, salaries", noun=None, n=5, axis="Employee",
       cats={"Employee": ["Bruno", "Cyra", "Dalia", "Evan", "Fiona"],
             "Salary": ["$25,000", "$30,000", "$35,000", "$40,000", "$45,000"],
             "Department": ["HR", "IT", "legal", "marketing", "sales"]},
       clues=[differ("legal", "$25,000"),
              of_two("Fiona", "Bruno", "$40,000", "$25,000"),
              of_two("marketing", "$30,000", "Dalia", "Bruno"),
              of_two("$45,000", "Dalia", "IT", "HR"),
              diff("IT", "legal", "Salary", 5000),
              less("sales", "Evan", "Salary")],
       questions=[ask_value("Salary", "Cyra"), ask_value("Department", "Evan")])

puzzle("w051-people-weights", family="people", layout="prose categories, clues in one paragraph, weights", noun=None, n=4, axis="Grower",
       cats={"Grower": ["Ada", "Bert", "Cora", "Dex"],
             "Weight": ["400 lb", "450 lb", "500 lb", "550 lb"],
             "Village": ["Ashby", "Brigg", "Corfe", "Didcot"]},
       clues=[of_two("Cora", "450 lb", "Corfe", "Brigg"),
              differ("550 lb", "Corfe"),
              either("Bert", "500 lb", "450 lb"),
              of_two("Dex", "Didcot", "400 lb", "450 lb"),
              less("Dex", "Bert", "Weight")],
       questions=[ask_value("Grower", "550 lb"), ask_value("Village", "Ada")])

puzzle("w052-people-grid", family="people", layout="one-line categories, three clue lines, no question", noun=None, n=3, axis="Name",
       cats={"Name": ["Kai", "Liv", "Mo"], "Age": ["7", "8", "9"], "Toy": ["kite", "puzzle", "yo-yo"]},
       clues=[less("Mo", "kite", "Age"), same("yo-yo", "Liv"), differ("7", "Mo")])

# ------------------------------------------------------------ family 4: red herrings

puzzle("w053-herrings-houses-facts", family="herrings", layout="'Colours:' lists, numbered clues, general-fact herrings", noun="house", n=5,
       cats={"Colour": ["blue", "green", "orange", "white", "yellow"],
             "Name": ["Anya", "Bruce", "Carmen", "Dylan", "Esther"],
             "Pet": ["snail", "cat", "dog", "parrot", "rabbit"],
             "Drink": ["cocoa", "coffee", "milk", "tea", "water"]},
       clues=[same("yellow", "Anya"),
              of_two("blue", "water", "Bruce", "Esther"),
              left("yellow", "rabbit"),
              somewhere_left("parrot", "Dylan"),
              left("Bruce", "cat"),
              next_to("water", "milk"),
              not_at("parrot", 1),
              either("snail", "tea", "water"),
              neither("cat", "milk", "coffee"),
              next_to("tea", "coffee"),
              at("white", 1),
              at("green", 4),
              right("Bruce", "cocoa")],
       herrings={3: "Snails are molluscs.",
                 8: "Carmen painted her front door last spring.",
                 16: "Dogs need walking twice a day."},
       questions=[ask_value("Name", "snail")])

puzzle("w054-herrings-houses-hair", family="herrings", layout="'- ' bulleted lists and clues, attribute herrings (red hair, friends)", noun="house", n=4,
       cats={"Name": ["Ada", "Bilal", "Chiara", "Declan"],
             "Colour": ["cream", "green", "red", "blue"],
             "Pet": ["cat", "dog", "fish", "hamster"],
             "Job": ["cook", "doctor", "farmer", "lawyer"]},
       clues=[left("blue", "hamster"),
              somewhere_left("cream", "farmer"),
              gap("cat", "doctor", 2),
              differ("farmer", "red"),
              left("Chiara", "Bilal"),
              same("dog", "Bilal"),
              not_at("green", 4),
              of_two("green", "Declan", "dog", "cat"),
              same("Bilal", "cook")],
       herrings={2: "The person with red hair lives in house 2.",
                 7: "Ada is good friends with the cook."},
       questions=[ask_value("Name", "lawyer"), ask_value("Pet", "Chiara")])

puzzle("w055-herrings-houses-gardens", family="herrings", layout="prose categories, clues in one paragraph, herrings inside the prose", noun="house", n=5,
       cats={"Nationality": ["Norwegian", "Italian", "Korean", "Mexican", "Welshman"],
             "Colour": ["brown", "grey", "pink", "purple", "red"],
             "Drink": ["beer", "juice", "milk", "tea", "water"],
             "Pet": ["cat", "dog", "fox", "horse", "owl"],
             "Sport": ["cycling", "golf", "rowing", "skiing", "tennis"]},
       clues=[next_to("Korean", "purple"),
              same("juice", "skiing"),
              right("Welshman", "dog"),
              next_to("grey", 3),
              of_two("rowing", "beer", "Italian", "Korean"),
              next_to("tea", "cycling"),
              next_to("milk", "owl"),
              same("cat", "Welshman"),
              gap("pink", "skiing", 2),
              gap("red", "tennis", 3),
              at("tennis", 4),
              next_to("Mexican", "Welshman"),
              middle("Italian"),
              left("horse", "juice"),
              of_two("horse", "Mexican", "golf", "cycling")],
       herrings={6: "The Norwegian knows that all the houses have gardens.",
                 13: "The fox was found as a cub in a hedge."},
       questions=[ask_value("Nationality", "water"), ask_value("Nationality", "fox")])

puzzle("w056-herrings-houses-near-values", family="herrings", layout="prose categories, numbered clues, herrings close to real values", noun="house", n=5,
       cats={"Name": ["Farid", "Greta", "Hamish", "Ilse", "Joao"],
             "Hobby": ["board games", "fishing", "gardening", "knitting", "yoga"],
             "Drink": ["coffee", "juice", "lemonade", "tea", "water"],
             "Colour": ["blue", "green", "red", "white", "yellow"]},
       clues=[somewhere_right("board games", "yoga"),
              of_two("white", "Hamish", "gardening", "coffee"),
              same("board games", "blue"),
              next_to("gardening", 1),
              either("Greta", "water", "lemonade"),
              middle("Ilse"),
              right("Farid", "Ilse"),
              somewhere_right("green", 3),
              left("water", "Hamish"),
              of_two("lemonade", "knitting", "green", "Ilse"),
              right("yellow", "coffee"),
              next_to("green", "juice")],
       herrings={3: "The tea drinker also plays video games.",
                 10: "Greta's sister, who lives in town, grows green beans.",
                 15: "Hamish's cousin plays chess."},
       questions=[ask_value("Name", "fishing"), ask_value("Colour", "Greta")])

puzzle("w057-herrings-houses-unlisted", family="herrings", layout="numbered clues, categories never listed, herrings", noun="house", n=4,
       cats={"Colour": ["black", "orange", "violet", "white"],
             "Name": ["Hugo", "Iona", "Jake", "Kara"],
             "Car": ["Audi", "Buick", "Dacia", "Lotus"]},
       clues=[same("Hugo", "Buick"),
              next_to("Jake", "white"),
              not_next("Iona", "Kara"),
              somewhere_left("Jake", "Dacia"),
              same("Dacia", "black"),
              somewhere_left("orange", "Audi"),
              of_two("Lotus", "Kara", "black", "violet")],
       herrings={3: "Hugo's sister lives in Paris.",
                 7: "All four houses were built in 1920."},
       questions=[ask_value("Name", "violet")])

puzzle("w058-herrings-lines-theatre", family="herrings", layout="prose categories, '1)' clues, herrings", noun="seat", n=5,
       cats={"Name": ["Abel", "Bryony", "Conrad", "Delia", "Ezra"],
             "Snack": ["chocolate", "fudge", "grapes", "nuts", "toffee"],
             "Coat": ["anorak", "blazer", "cardigan", "parka", "trench coat"]},
       clues=[at("parka", 5),
              of_two("trench coat", "chocolate", "Conrad", "Bryony"),
              right("blazer", "Bryony"),
              left("Delia", 4),
              somewhere_left("fudge", "nuts"),
              left("Delia", "Abel"),
              ends("anorak"),
              ends("grapes"),
              not_at("chocolate", 3, 5),
              same("toffee", "Bryony")],
       herrings={3: "The person in seat 3 is wearing glasses.",
                 8: "The play lasted almost three hours.",
                 13: "Ezra has seen the play twice before."},
       questions=[ask_value("Snack", "Abel"), ask_value("Name", "anorak")])

puzzle("w059-herrings-lines-floors", family="herrings", layout="'Residents:' lists, numbered clues, floors bottom to top, herrings", noun="floor", n=6,
       cats={"Name": ["Mona", "Nico", "Otto", "Paula", "Rui", "Sven"],
             "Job": ["actor", "barber", "chemist", "dancer", "editor", "florist"],
             "Pet": ["cat", "dog", "ferret", "iguana", "parrot", "rabbit"],
             "Car": ["Fiat", "Ford", "Kia", "Lexus", "Seat", "Skoda"]},
       clues=[somewhere_left("cat", "Fiat"),
              next_to("Lexus", "florist"),
              same("actor", "Ford"),
              not_next("Mona", "Otto"),
              next_to("ferret", "Paula"),
              somewhere_right("chemist", "barber"),
              gap("Nico", "Sven", 2),
              neither("Seat", "Paula", "Mona"),
              not_next("barber", "cat"),
              neither("actor", "ferret", "cat"),
              middle("Paula"),
              right("ferret", "barber"),
              next_to("Mona", "parrot"),
              same("Seat", "dancer"),
              left("Ford", 2),
              next_to("Fiat", "ferret"),
              at("dog", 6), same("dog", "Skoda"),
              of_two("Ford", "dancer", "cat", "iguana"),
              not_at("Nico", 1)],
       herrings={6: "The lift is out of order on Tuesdays.",
                 14: "The florist's flat always smells of roses.",
                 22: "Otto's mother visits him every Sunday."},
       questions=[ask_position("editor"), ask_value("Name", "iguana")])

puzzle("w060-herrings-lines-queue", family="herrings", layout="prose categories, clues in one paragraph, herrings inside the prose", noun="place in queue", n=5,
       cats={"Name": ["Lionel", "Mabel", "Nigel", "Olive", "Percy"],
             "Job": ["banker", "cleaner", "grocer", "teacher", "welder"],
             "Errand": ["parcel", "passport", "pension", "stamps", "tax disc"]},
       clues=[somewhere_left("Lionel", "parcel"),
              same("teacher", "Lionel"),
              of_two("banker", "parcel", "Nigel", "Mabel"),
              ends("pension"),
              next_to("Nigel", "passport"),
              at("cleaner", 3),
              differ("cleaner", "parcel"),
              left("banker", "stamps"),
              left("pension", "welder"),
              left("Percy", "Nigel")],
       herrings={5: "Everyone in the queue has been waiting for twenty minutes.",
                 11: "The banker left an umbrella on the bus this morning."},
       questions=[ask_position("Olive"), ask_value("Errand", "Olive")])

puzzle('w061-herrings-lines-benchmark', family='herrings', layout="category sentences, 'Clue 12:' clues, four herrings", noun='position', n=6,
       cats={'Name': ['Aiden', 'Beatriz', 'Chidi', 'Dagny', 'Emre', 'Farah'],
             'Hobby': ['baking', 'camping', 'chess', 'dancing', 'fishing', 'gardening'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda'],
             'Pet': ['cat', 'dog', 'ferret', 'goldfish', 'hamster', 'parrot'],
             'Music': ['blues', 'classical', 'disco', 'folk', 'jazz', 'pop'],
             'Transport': ['bike', 'boat', 'bus', 'car', 'motorbike', 'scooter']},
       clues=[at('juice', 2),
              right('Chidi', 'boat'),
              next_to('fishing', 'bus'),
              right('classical', 'lemonade'),
              not_next('gardening', 'baking'),
              right('Chidi', 'Dagny'),
              somewhere_left('gardening', 'milk'),
              left('dancing', 'boat'),
              next_to('pop', 'chess'),
              same('ferret', 'coffee'),
              right('ferret', 5),
              same('parrot', 'Beatriz'),
              same('hamster', 'bike'),
              not_next('hamster', 'parrot'),
              same('dog', 'motorbike'),
              not_next('dancing', 1),
              next_to('goldfish', 6),
              not_at('lemonade', 1),
              same('fishing', 'jazz'),
              differ('cocoa', 'dog'),
              left('baking', 'camping'),
              left('gardening', 4),
              at('disco', 5),
              left('Aiden', 2),
              differ('scooter', 'gardening'),
              not_next('Dagny', 'Emre'),
              same('dog', 'folk'),
              not_at('soda', 3, 6)],
       herrings={7: 'The bus is always late on Mondays.',
                 8: 'Coffee was first grown in Ethiopia.',
                 19: 'The person who enjoys chess also likes checkers.',
                 20: 'The cat owner is allergic to dust.'},
       questions=[ask_position('Beatriz'), ask_value('Transport', 'Farah')])


puzzle("w062-herrings-lines-track", family="herrings", layout="'* ' bulleted lists and clues, lanes inside to outside, herrings", noun="lane", n=4,
       cats={"Runner": ["Keisha", "Liam", "Mei", "Nuno"],
             "Vest": ["blue", "green", "red", "yellow"],
             "Country": ["Ghana", "Ireland", "Japan", "Portugal"]},
       clues=[same("Ghana", "Liam"),
              at("yellow", 1),
              right("Mei", "red"),
              at("Portugal", 2),
              next_to("red", "Japan"),
              ends("Japan"),
              of_two("Keisha", "Japan", "yellow", "blue")],
       herrings={3: "Lane 4 had been freshly repainted.",
                 7: "Keisha's coach is from Kenya."},
       questions=[ask_value("Vest", "Liam")])

puzzle("w063-herrings-people-prices", family="herrings", layout="'Buyers:' lists, numbered clues, herrings", noun=None, n=4, axis="Buyer",
       cats={"Buyer": ["Teri", "Umar", "Viv", "Wyn"],
             "Price": ["$100", "$150", "$200", "$250"],
             "Bike": ["BMX", "folding", "mountain", "road"]},
       clues=[of_two("$100", "$200", "mountain", "Umar"),
              neither("folding", "$250", "$150"),
              same("$200", "mountain"),
              neither("$150", "BMX", "mountain"),
              differ("$200", "Wyn"),
              diff("Wyn", "Teri", "Price", 50)],
       herrings={2: "All prices include tax.",
                 5: "Teri bought her bike on a Tuesday.",
                 8: "Umar's brother rides a racing bike."},
       questions=[ask_value("Price", "Viv"), ask_value("Bike", "Wyn")])

puzzle("w064-herrings-people-ages", family="herrings", layout="one prose paragraph with herrings and questions", noun=None, n=5, axis="Cat",
       cats={"Cat": ["Tibbles", "Mittens", "Luna", "Oscar", "Socks"],
             "Age": ["1", "2", "3", "4", "5"],
             "Owner": ["Dara", "Eamon", "Fay", "Gwen", "Hal"]},
       clues=[less("Luna", "Oscar", "Age"),
              diff("Tibbles", "Mittens", "Age", 4),
              of_two("3", "Tibbles", "Eamon", "Fay"),
              neither("3", "Luna", "Tibbles"),
              same("Dara", "Oscar"),
              diff("Eamon", "Gwen", "Age", 4)],
       herrings={4: "Cats sleep for most of the day.",
                 7: "Tibbles is a grey tabby."},
       questions=[ask_value("Owner", "Mittens"), ask_value("Age", "Socks")])

puzzle("w065-herrings-people-months", family="herrings", layout="'Soloists:' lists, numbered clues, herring naming real values", noun=None, n=4, axis="Soloist",
       cats={"Soloist": ["Alys", "Bryn", "Cerys", "Dafydd"],
             "Month": ["May", "June", "July", "August"],
             "Town": ["Bangor", "Cardiff", "Swansea", "Wrexham"]},
       clues=[diff("Cerys", "Wrexham", "Month", 1),
              of_two("June", "Dafydd", "Wrexham", "Bangor"),
              neither("May", "Cardiff", "Bangor"),
              diff("Wrexham", "Bryn", "Month", 2)],
       herrings={2: "June is usually the wettest month in Cardiff.",
                 4: "Alys has sung with the choir since she was six."},
       questions=[ask_value("Month", "Alys")])

puzzle("w066-herrings-people-agent", family="herrings", layout="prose categories, numbered clues, near-value herring (video games vs board games)", noun=None, n=4, axis="Name",
       cats={"Name": ["Bea", "Cole", "Dina", "Evan"],
             "Hobby": ["baking", "board games", "knitting", "surfing"],
             "Pet": ["budgie", "cat", "lizard", "terrier"],
             "Drink": ["coffee", "milk", "tea", "water"]},
       clues=[neither("water", "baking", "knitting"),
              differ("Evan", "tea"),
              of_two("coffee", "terrier", "Dina", "Evan"),
              same("Bea", "milk"),
              of_two("Bea", "water", "lizard", "budgie"),
              same("Bea", "surfing"),
              same("knitting", "terrier"),
              neither("budgie", "Evan", "Bea")],
       herrings={3: "Dina plays video games at weekends.",
                 7: "The cat owner is allergic to feathers."},
       questions=[ask_value("Name", "baking"), ask_value("Drink", "budgie")])

puzzle("w067-herrings-people-possessive", family="herrings", layout="'Managers:' lists, numbered clues, possessive herrings", noun=None, n=5, axis="Manager",
       cats={"Manager": ["Mr Hale", "Ms Ito", "Mrs Jain", "Mr Kerr", "Ms Lowe"],
             "Assistant": ["Orla", "Pavel", "Quinta", "Rafe", "Sun"],
             "Floor": ["2", "3", "4", "5", "6"]},
       clues=[same("Ms Lowe", "Sun"),
              diff("Quinta", "Mr Hale", "Floor", 4),
              diff("Rafe", "Pavel", "Floor", 1),
              less("Ms Ito", "Mr Kerr", "Floor"),
              neither("2", "Orla", "Quinta"),
              diff("Quinta", "Ms Ito", "Floor", 1)],
       herrings={2: "Mr Hale's assistant is very efficient.",
                 5: "Orla is good friends with Pavel.",
                 8: "The building has a canteen on the ground floor."},
       questions=[ask_value("Assistant", "Mr Kerr"), ask_value("Floor", "Mrs Jain")])

puzzle("w068-herrings-people-demonym", family="herrings", layout="prose categories, numbered clues, general statements about nations", noun=None, n=4, axis="Name",
       cats={"Name": ["Erika", "Fleur", "Gianna", "Hanna"],
             "Country": ["Denmark", "France", "Italy", "Sweden"],
             "Drink": ["coffee", "juice", "tea", "water"]},
       clues=[neither("coffee", "Sweden", "Italy"),
              of_two("juice", "Fleur", "Denmark", "Sweden"),
              of_two("Erika", "Italy", "water", "coffee"),
              either("Hanna", "France", "Sweden")],
       herrings={2: "Danes drink a lot of coffee.",
                 4: "Italy is shaped like a boot.",
                 6: "Erika has never been to Sweden."},
       questions=[ask_value("Drink", "France"), ask_value("Country", "Gianna")])

# ------------------------------------------------------------ family 5: magazine prose

puzzle("w069-prose-street-party", family="prose", layout="title, story paragraphs, 'Who owns the fish?'", noun="house", n=5,
       cats={"Name": ["Agatha", "Bernard", "Cleo", "Desmond", "Edie"],
             "Colour": ["blue", "green", "red", "white", "yellow"],
             "Pet": ["cat", "dog", "fish", "parrot", "tortoise"],
             "Dish": ["curry", "lasagne", "pavlova", "quiche", "trifle"]},
       clues=[at("Cleo", 1),
              next_to("lasagne", "pavlova"),
              between("lasagne", "yellow", "red"),
              same("curry", "Edie"),
              left("white", 3),
              left("Bernard", "dog"),
              same("Agatha", "blue"),
              of_two("white", "Agatha", "cat", "trifle"),
              right("trifle", "parrot"),
              next_to("Desmond", "red"),
              at("quiche", 4),
              not_next("fish", "white")],
       questions=[ask_value("Name", "fish")])

puzzle("w070-prose-banquet", family="prose", layout="story paragraphs, 'Can you work out ...?'", noun="seat", n=5,
       cats={"Guest": ["Felix", "Gemma", "Hassan", "Ingrid", "Jonas"],
             "Starter": ["melon", "p\u00e2t\u00e9", "prawns", "soup", "terrine"],
             "Wine": ["cava", "merlot", "riesling", "rioja", "shiraz"]},
       clues=[same("Gemma", "prawns"),
              same("prawns", "riesling"),
              right("melon", "Gemma"),
              next_to("melon", 3),
              next_to("Jonas", "Gemma"),
              same("Felix", "cava"), at("Felix", 3),
              same("Hassan", "p\u00e2t\u00e9"),
              same("merlot", "p\u00e2t\u00e9"),
              at("terrine", 5),
              apart("melon", "shiraz")],
       questions=[ask_value("Guest", "soup"), ask_value("Wine", "Ingrid")])

puzzle("w071-prose-bake-off", family="prose", layout="story paragraph with quoted speech, no question (full grid)", noun=None, n=4, axis="Baker",
       cats={"Baker": ["Maud", "Nell", "Owen", "Pip"],
             "Cake": ["carrot", "coffee", "lemon drizzle", "sponge"],
             "Score": ["6", "7", "8", "9"]},
       clues=[of_two("lemon drizzle", "8", "Pip", "Owen"),
              diff("coffee", "Maud", "Score", 3),
              diff("Owen", "carrot", "Score", 1)])

puzzle("w072-prose-allotments", family="prose", layout="story paragraphs, two questions", noun="plot", n=4,
       cats={"Gardener": ["Arthur", "Betty", "Cyril", "Doreen"],
             "Shed": ["blue", "brown", "green", "red"],
             "Crop": ["beans", "leeks", "onions", "potatoes"]},
       clues=[at("Arthur", 4),
              left("beans", "potatoes"),
              right("beans", 2),
              ends("Cyril"),
              next_to("blue", "Arthur"),
              between("Doreen", "blue", "leeks"),
              gap("brown", "red", 2),
              ends("red")],
       questions=[ask_value("Gardener", "onions"), ask_value("Shed", "Cyril")])

puzzle("w073-prose-wedding-photo", family="prose", layout="story paragraphs, 'What position is X at?'", noun="position", n=5,
       cats={"Name": ["Kwame", "Lotte", "Milan", "Nadia", "Oren"],
             "Hat": ["beret", "bowler", "cap", "fedora", "top hat"],
             "Role": ["bride", "groom", "best man", "aunt", "usher"]},
       clues=[same("Nadia", "groom"), at("Nadia", 1), same("Nadia", "cap"),
              same("bride", "beret"),
              somewhere_left("bride", 3),
              same("Kwame", "best man"), same("Kwame", "fedora"),
              next_to("Kwame", "Oren"),
              next_to("bowler", "beret"),
              same("Milan", "aunt"),
              gap("bride", "Milan", 3)],
       questions=[ask_position("usher"), ask_value("Name", "bowler")])

puzzle("w074-prose-train", family="prose", layout="story paragraphs, carriages front to back", noun="carriage", n=5,
       cats={"Passenger": ["Mr Quill", "Mrs Rook", "Miss Sable", "Mr Thorn", "Mrs Vane"],
             "Reading": ["atlas", "crossword", "diary", "novel", "newspaper"],
             "Destination": ["Crewe", "Durham", "Exeter", "Leeds", "York"]},
       clues=[somewhere_left("novel", 2),
              next_to("novel", "newspaper"),
              next_to("diary", 4),
              same("Mrs Vane", "Leeds"),
              either("atlas", "Mrs Vane", "Miss Sable"),
              gap("Durham", "Leeds", 4),
              right("atlas", "Exeter"),
              next_to("Mr Quill", "York"),
              next_to("Mr Quill", "Miss Sable"),
              next_to("Miss Sable", 1),
              somewhere_right("Mr Quill", "Mr Thorn")],
       questions=[ask_value("Passenger", "Crewe")])

puzzle("w075-prose-reunion", family="prose", layout="one story paragraph, years", noun=None, n=4, axis="Name",
       cats={"Name": ["Grace", "Harry", "Isobel", "Jack"],
             "Year": ["1995", "2000", "2005", "2010"],
             "Job": ["chef", "farmer", "pilot", "vet"]},
       clues=[differ("vet", "2000"),
              same("1995", "pilot"),
              same("2010", "chef"),
              diff("chef", "Grace", "Year", 10),
              same("Harry", "2005"),
              differ("Jack", "2010")],
       questions=[ask_value("Year", "Grace"), ask_value("Job", "Jack")])

puzzle("w076-prose-detective", family="prose", layout="title, detective story with dialogue and herrings", noun="villa", n=4,
       cats={"Guest": ["Colonel Ash", "Lady Birch", "Dr Cedar", "Miss Elm"],
             "Door": ["blue", "green", "red", "yellow"],
             "Weapon": ["candlestick", "dagger", "rope", "wrench"],
             "Pet": ["cat", "dog", "owl", "parrot"]},
       clues=[at("Lady Birch", 4),
              not_at("Colonel Ash", 1, 2),
              right("owl", "Dr Cedar"),
              either("dagger", "green", "blue"),
              neither("wrench", "dog", "owl"),
              same("Colonel Ash", "rope"), same("Colonel Ash", "cat"),
              same("dog", "yellow"),
              left("green", "wrench")],
       herrings={6: "The butler, who had worked at the resort for thirty years, swore he had heard a scream at midnight.",
                 13: "Lady Birch's pearls, the sergeant added, were fake."},
       questions=[ask_value("Guest", "owl"), ask_position("candlestick")])

puzzle("w077-prose-campsite", family="prose", layout="story paragraphs, 'on their left' filler", noun="pitch", n=5,
       cats={"Family": ["Archer", "Bishop", "Carter", "Dixon", "Fisher"],
             "Tent": ["green", "orange", "purple", "red", "yellow"],
             "Dog": ["collie", "labrador", "poodle", "spaniel", "whippet"]},
       clues=[same("Bishop", "collie"),
              left("Bishop", "green"),
              right("Dixon", "collie"),
              at("poodle", 3),
              next_to("whippet", "poodle"),
              next_to("orange", "red"),
              left("orange", "Carter"),
              next_to("Fisher", "purple"),
              somewhere_right("Fisher", "labrador"),
              neither("spaniel", "green", "red")],
       questions=[ask_value("Family", "whippet")])

puzzle("w078-prose-auction", family="prose", layout="one story paragraph, prices", noun=None, n=4, axis="Bidder",
       cats={"Bidder": ["Mr Hollis", "Mrs Ivanova", "Dr Jacobs", "Ms Kaur"],
             "Lot": ["clock", "painting", "rug", "vase"],
             "Price": ["$300", "$400", "$500", "$600"]},
       clues=[diff("painting", "rug", "Price", 200),
              diff("Mrs Ivanova", "rug", "Price", 300),
              diff("vase", "Mr Hollis", "Price", 200),
              less("rug", "Ms Kaur", "Price")],
       questions=[ask_value("Lot", "Mr Hollis"), ask_value("Price", "Ms Kaur")])

puzzle("w079-prose-fun-run", family="prose", layout="one story paragraph, amounts in pounds", noun=None, n=4, axis="Runner",
       cats={"Runner": ["Lucy", "Marcus", "Nina", "Oli"],
             "Charity": ["animal shelter", "hospice", "library", "lifeboats"],
             "Raised": ["\u00a3150", "\u00a3200", "\u00a3250", "\u00a3300"]},
       clues=[diff("Lucy", "Marcus", "Raised", 50),
              diff("hospice", "Marcus", "Raised", 50),
              of_two("\u00a3150", "\u00a3250", "library", "lifeboats"),
              of_two("library", "Nina", "\u00a3150", "\u00a3250"),
              differ("Oli", "\u00a3200")],
       questions=[ask_value("Charity", "Oli")])

puzzle("w080-prose-market", family="prose", layout="story paragraphs with herrings, agent noun 'fishmonger'", noun="pitch", n=5,
       cats={"Trader": ["Ruby", "Sid", "Tess", "Uri", "Vince"],
             "Van": ["blue", "cream", "green", "grey", "white"],
             "Goods": ["bread", "candles", "fish", "flowers", "pottery"]},
       clues=[middle("Tess"),
              neither("cream", "pottery", "fish"),
              same("Vince", "flowers"),
              left("green", "flowers"),
              next_to("white", "Sid"),
              gap("fish", "Ruby", 2),
              somewhere_left("flowers", "Ruby"),
              at("bread", 2),
              right("Ruby", "white"),
              next_to("blue", "flowers"),
              ends("cream")],
       herrings={6: "Ruby has been selling at the quay for twelve years.",
                 11: "Fish is best bought early in the morning."},
       questions=[ask_value("Trader", "candles"), ask_value("Van", "Sid")])

puzzle("w081-prose-office", family="prose", layout="story paragraphs, floors bottom to top, numbers spelt out", noun="floor", n=5,
       cats={"Company": ["Acme", "Bolt", "Crisp", "Delta", "Echo"],
             "Staff": ["4", "6", "9", "12", "15"],
             "Mascot": ["bear", "eagle", "fox", "lion", "wolf"]},
       clues=[ends("Echo"),
              at("eagle", 3),
              neither("eagle", "Acme", "Delta"),
              at("15", 3),
              of_two("Delta", "Crisp", "fox", "wolf"),
              not_at("wolf", 4),
              gap("fox", "4", 3),
              not_next("fox", "Acme"),
              somewhere_right("6", "eagle"),
              somewhere_left("Crisp", "12"),
              same("bear", "9"),
              not_next("bear", "15")],
       questions=[ask_at("Company", 5)])

puzzle("w082-prose-pet-show", family="prose", layout="one story paragraph, 'though not necessarily in that order'", noun=None, n=5, axis="Owner",
       cats={"Owner": ["Ros", "Saul", "Tilly", "Uma", "Vic"],
             "Pet": ["ferret", "guinea pig", "hamster", "mouse", "rabbit"],
             "Age": ["1", "2", "3", "4", "5"]},
       clues=[of_two("mouse", "Saul", "1", "4"),
              of_two("Ros", "Saul", "4", "5"),
              of_two("Uma", "4", "rabbit", "hamster"),
              less("hamster", "guinea pig", "Age"),
              differ("Vic", "ferret"),
              of_two("mouse", "5", "Ros", "Tilly")],
       questions=[ask_value("Age", "Vic")])

puzzle("w083-prose-orchestra", family="prose", layout="one story paragraph, 3x3", noun="chair", n=3,
       cats={"Musician": ["Anders", "Bettina", "Carlo"],
             "Instrument": ["bassoon", "horn", "trombone"],
             "Stand": ["black", "silver", "wooden"]},
       clues=[next_to("bassoon", "wooden"),
              same("horn", "Bettina"),
              gap("Carlo", "black", 2),
              somewhere_left("bassoon", "trombone"),
              not_next("horn", "silver")],
       questions=[ask_value("Musician", "trombone")])

puzzle("w084-prose-neighbours", family="prose", layout="title, long story paragraph, no question (full grid)", noun="house", n=6,
       cats={"Name": ["Alfie", "Bianca", "Conor", "Daisy", "Ethan", "Freya"],
             "Colour": ["blue", "cream", "green", "pink", "red", "yellow"],
             "Pet": ["cat", "dog", "fish", "hamster", "parrot", "rabbit"],
             "Car": ["Audi", "Fiat", "Ford", "Mini", "Skoda", "Volvo"]},
       clues=[same("yellow", "Ethan"),
              next_to("cat", "Ethan"),
              next_to("Conor", "Skoda"),
              same("Daisy", "rabbit"),
              not_at("rabbit", 1, 4),
              gap("Daisy", "cat", 2),
              apart("Freya", "rabbit"),
              right("blue", "Daisy"),
              gap("Ethan", "pink", 2),
              ends("Volvo"),
              somewhere_left("Volvo", "red"),
              somewhere_right("parrot", "red"),
              left("Audi", "parrot"),
              either("Ford", "rabbit", "fish"),
              somewhere_right("green", "Ford"),
              somewhere_left("dog", "Fiat"),
              of_two("Fiat", "Alfie", "rabbit", "dog")])


# ------------------------------------------------------------ large benchmark-style line puzzles (w085-w092)

puzzle("w085-lines-benchmark-houses-5x8", family="lines", layout="'- ' category sentences, 'Clue 12:' clues, herrings", noun='house', n=5,
       cats={'Name': ['Felipe', 'Jonah', 'Dmitri', 'Greta', 'Kamala'],
             'Car': ['Kia', 'Volvo', 'Fiat', 'Toyota', 'Skoda'],
             'Sport': ['badminton', 'golf', 'baseball', 'cricket', 'hockey'],
             'Movie': ['superhero', 'adventure', 'western', 'documentary', 'comedy'],
             'Vegetable': ['leeks', 'cabbage', 'peas', 'radishes', 'spinach'],
             'Nationality': ['Brit', 'Pole', 'German', 'Spaniard', 'Norwegian'],
             'Month': ['November', 'May', 'January', 'September', 'December'],
             'Instrument': ['cello', 'guitar', 'piano', 'saxophone', 'harp']},
       clues=[not_at('Kia', 3),
              at('hockey', 3),
              somewhere_left('golf', 'December'),
              gap('saxophone', 'Jonah', 2),
              not_next('piano', 'spinach'),
              same('Pole', 'saxophone'),
              next_to('piano', 'leeks'),
              not_next('cabbage', 'Norwegian'),
              not_next('December', 'May'),
              same('cricket', 'Toyota'),
              same('December', 'cabbage'),
              not_next('Skoda', 'Norwegian'),
              not_next('hockey', 'spinach'),
              ends('Jonah'),
              not_next('Felipe', 'badminton'),
              at('leeks', 4),
              at('guitar', 4),
              next_to('Kia', 'Kamala'),
              somewhere_left('May', 'comedy'),
              ends('German'),
              at('comedy', 4),
              at('radishes', 3),
              not_next('saxophone', 'January'),
              differ('saxophone', 'November'),
              somewhere_left('adventure', 'documentary'),
              somewhere_left('Felipe', 'cabbage'),
              middle('Norwegian'),
              ends('Fiat'),
              middle('hockey'),
              middle('Greta'),
              not_next('Volvo', 'golf'),
              gap('documentary', 'September', 3),
              differ('Fiat', 'cabbage'),
              same('western', 'Fiat'),
              same('Pole', 'Felipe'),
              somewhere_left('cricket', 'adventure'),
              somewhere_left('peas', 'German'),
              at('superhero', 2),
              not_next('January', 'November'),
              gap('Jonah', 'Spaniard', 4),
              not_next('cello', 'Volvo')],
       herrings={7: "Kamala's sister plays the oboe in a brass band.",
                 23: 'The person who grows spinach also keeps chickens in the back garden.'},
       questions=[ask_value("Name", "harp"), ask_value("Nationality", "Volvo")])

puzzle("w086-lines-benchmark-seats-6x10", family="lines", layout='category sentences, numbered clues, seats, herrings', noun='seat', n=6,
       cats={'Name': ['Esme', 'Greta', 'Bernard', 'Ines', 'Jonah', 'Kamala'],
             'Colour': ['black', 'orange', 'red', 'purple', 'blue', 'white'],
             'Shirt': ['tartan', 'striped', 'plain', 'spotted', 'silk', 'linen'],
             'Movie': ['superhero', 'musical', 'comedy', 'drama', 'western', 'adventure'],
             'Vegetable': ['spinach', 'beans', 'cabbage', 'onions', 'radishes', 'peas'],
             'Drink': ['water', 'tea', 'cocoa', 'milk', 'smoothie', 'juice'],
             'Flower': ['peonies', 'violets', 'sunflowers', 'orchids', 'lilies', 'carnations'],
             'Hobby': ['pottery', 'gardening', 'painting', 'sewing', 'cooking', 'chess'],
             'Food': ['ramen', 'soup', 'salad', 'pizza', 'paella', 'burgers'],
             'Holiday': ['Tokyo', 'Rome', 'Dublin', 'Cairo', 'Vienna', 'Lima']},
       clues=[same('silk', 'comedy'),
              same('painting', 'Tokyo'),
              somewhere_left('gardening', 'ramen'),
              somewhere_left('Jonah', 'water'),
              left('Cairo', 'orchids'),
              at('soup', 3),
              gap('Greta', 'beans', 3),
              same('Dublin', 'onions'),
              next_to('white', 'carnations'),
              at('cocoa', 2),
              gap('pizza', 'ramen', 2),
              not_at('adventure', 6),
              gap('sunflowers', 'radishes', 4),
              at('Rome', 5),
              next_to('peas', 'Bernard'),
              not_at('violets', 4),
              differ('comedy', 'striped'),
              somewhere_left('milk', 'juice'),
              at('drama', 4),
              somewhere_left('Tokyo', 'water'),
              at('superhero', 2),
              left('chess', 'western'),
              same('pottery', 'radishes'),
              at('spotted', 4),
              same('salad', 'tartan'),
              not_next('plain', 'cooking'),
              differ('Dublin', 'drama'),
              differ('salad', 'water'),
              differ('black', 'Rome'),
              next_to('white', 'peas'),
              same('Vienna', 'striped'),
              somewhere_left('milk', 'lilies'),
              gap('red', 'tea', 4),
              not_next('orange', 'peonies'),
              at('purple', 6),
              somewhere_left('cocoa', 'paella'),
              same('lilies', 'Tokyo'),
              at('painting', 2),
              at('cabbage', 4),
              same('tartan', 'adventure'),
              somewhere_left('soup', 'tartan'),
              not_next('sewing', 'Cairo'),
              not_next('superhero', 'adventure'),
              same('blue', 'superhero'),
              next_to('water', 'Esme'),
              same('Ines', 'adventure'),
              somewhere_left('comedy', 'beans'),
              not_at('western', 3),
              same('plain', 'smoothie'),
              somewhere_left('red', 'Bernard'),
              somewhere_left('Vienna', 'carnations')],
       herrings={4: 'The cinema was showing a film about penguins.',
                 19: 'Bernard is the tallest of the six friends.',
                 43: 'The person who grows beans bought a large box of popcorn.'},
       questions=[ask_at("Name", 4), ask_value("Drink", "paella")])

puzzle("w087-lines-benchmark-stalls-7x9", family="lines", layout="category sentences, '- ' clues, stalls, herrings", noun='stall', n=7,
       cats={'Name': ['Ines', 'Felipe', 'Bernard', 'Kamala', 'Alice', 'Chiara', 'Dmitri'],
             'Job': ['teacher', 'architect', 'plumber', 'nurse', 'pilot', 'dentist', 'lawyer'],
             'Car': ['Honda', 'Skoda', 'Ford', 'Kia', 'Toyota', 'Fiat', 'Tesla'],
             'Shirt': ['paisley', 'denim', 'tartan', 'silk', 'linen', 'spotted', 'checked'],
             'Sport': ['basketball', 'cricket', 'volleyball', 'baseball', 'hockey', 'swimming', 'rugby'],
             'Hobby': ['knitting', 'gardening', 'fishing', 'painting', 'photography', 'pottery', 'cooking'],
             'Instrument': ['harp', 'piano', 'saxophone', 'drums', 'clarinet', 'cello', 'guitar'],
             'Music': ['hip-hop', 'classical', 'folk', 'pop', 'jazz', 'blues', 'punk'],
             'Movie': ['drama', 'musical', 'animation', 'adventure', 'western', 'comedy', 'superhero']},
       clues=[same('lawyer', 'Bernard'),
              somewhere_left('linen', 'nurse'),
              left('silk', 'comedy'),
              same('pilot', 'Ford'),
              differ('classical', 'comedy'),
              next_to('volleyball', 'punk'),
              at('saxophone', 2),
              somewhere_left('hockey', 'animation'),
              ends('lawyer'),
              not_next('pop', 'silk'),
              ends('clarinet'),
              between_in_order('classical', 'silk', 'Honda'),
              somewhere_left('rugby', 'fishing'),
              next_to('rugby', 'photography'),
              next_to('Tesla', 'pottery'),
              same('gardening', 'Honda'),
              same('linen', 'dentist'),
              not_next('fishing', 'photography'),
              next_to('Skoda', 'teacher'),
              not_next('tartan', 'superhero'),
              gap('piano', 'Felipe', 2),
              next_to('cello', 'superhero'),
              next_to('pottery', 'punk'),
              same('fishing', 'guitar'),
              middle('painting'),
              at('hip-hop', 5),
              same('cello', 'rugby'),
              left('baseball', 'pilot'),
              at('swimming', 2),
              at('musical', 5),
              differ('Kamala', 'adventure'),
              not_next('drama', 'fishing'),
              somewhere_left('architect', 'pilot'),
              gap('folk', 'Honda', 3),
              left('punk', 'Felipe'),
              somewhere_left('Felipe', 'knitting'),
              same('Toyota', 'linen'),
              gap('plumber', 'volleyball', 3),
              same('harp', 'denim'),
              at('nurse', 5),
              same('classical', 'basketball'),
              gap('Ines', 'western', 2),
              ends('spotted'),
              next_to('drums', 'paisley'),
              not_next('Bernard', 'classical'),
              same('lawyer', 'blues'),
              at('harp', 4),
              same('pilot', 'Kamala'),
              not_next('Tesla', 'Kia'),
              same('hip-hop', 'baseball'),
              ends('western'),
              not_next('guitar', 'pop'),
              next_to('harp', 'Chiara'),
              somewhere_left('drums', 'guitar'),
              same('cooking', 'drama'),
              ends('Dmitri')],
       herrings={10: 'The person who plays rugby has a beard.',
                 32: "The stalls open at eight o'clock every Saturday.",
                 47: "Chiara's stall sells the best honey in town."},
       questions=[ask_position("harp"), ask_value("Name", "Tesla")])

puzzle("w088-lines-benchmark-positions-8x12", family="lines", layout="12 category sentences, 'Clue 12:' clues, 113 clues plus herrings", noun='position', n=8,
       cats={'Name': ['Chiara', 'Dmitri', 'Bernard', 'Lars', 'Ines', 'Kamala', 'Greta', 'Hassan'],
             'Instrument': ['trumpet', 'guitar', 'drums', 'violin', 'piano', 'flute', 'saxophone', 'cello'],
             'Car': ['Honda', 'Tesla', 'Volvo', 'Ford', 'Fiat', 'Audi', 'Toyota', 'Skoda'],
             'Movie': ['noir', 'superhero', 'action', 'musical', 'western', 'documentary', 'animation', 'comedy'],
             'Music': ['country', 'rock', 'hip-hop', 'punk', 'classical', 'jazz', 'folk', 'blues'],
             'Colour': ['black', 'purple', 'red', 'blue', 'orange', 'pink', 'white', 'grey'],
             'Hobby': ['gardening', 'cooking', 'chess', 'hiking', 'painting', 'pottery', 'knitting', 'fishing'],
             'Vegetable': ['beans', 'radishes', 'cabbage', 'peas', 'leeks', 'kale', 'onions', 'potatoes'],
             'Flower': ['violets', 'peonies', 'sunflowers', 'lilies', 'roses', 'daisies', 'irises', 'carnations'],
             'Month': ['September', 'August', 'January', 'October', 'April', 'March', 'May', 'November'],
             'Phone': ['Nokia', 'Pixel', 'iPhone', 'Moto', 'Galaxy', 'Oppo', 'Huawei', 'Fairphone'],
             'Nationality': ['Mexican', 'Italian', 'Japanese', 'Norwegian', 'Brit', 'Brazilian', 'Spaniard', 'Pole']},
       clues=[at('daisies', 3),
              gap('Honda', 'purple', 4),
              not_at('lilies', 5),
              at('animation', 6),
              next_to('purple', 'drums'),
              between_in_order('purple', 'Norwegian', 'Japanese'),
              same('April', 'white'),
              somewhere_left('Fairphone', 'hip-hop'),
              not_next('Ines', 'cabbage'),
              differ('radishes', 'Lars'),
              not_next('Tesla', 'guitar'),
              at('musical', 2),
              gap('trumpet', 'saxophone', 2),
              gap('comedy', 'Skoda', 4),
              somewhere_left('Greta', 'Pixel'),
              next_to('rock', 'hiking'),
              next_to('Ford', 'rock'),
              somewhere_left('knitting', 'documentary'),
              gap('rock', 'blues', 3),
              same('Brazilian', 'pink'),
              same('Japanese', 'trumpet'),
              gap('grey', 'Bernard', 4),
              at('Hassan', 7),
              at('January', 7),
              next_to('comedy', 'hiking'),
              next_to('Ines', 'Japanese'),
              somewhere_left('punk', 'Brit'),
              not_next('blues', 'cabbage'),
              gap('Fairphone', 'grey', 4),
              same('peonies', 'Oppo'),
              left('September', 'purple'),
              gap('violets', 'Galaxy', 3),
              at('fishing', 6),
              gap('Volvo', 'Fairphone', 4),
              not_next('Norwegian', 'blues'),
              somewhere_left('punk', 'Hassan'),
              at('comedy', 4),
              same('western', 'Moto'),
              somewhere_left('potatoes', 'peonies'),
              left('chess', 'Toyota'),
              at('Lars', 2),
              not_next('Pixel', 'August'),
              not_at('Pole', 8),
              not_next('Moto', 'irises'),
              differ('August', 'Japanese'),
              same('May', 'leeks'),
              somewhere_left('Huawei', 'Oppo'),
              gap('sunflowers', 'chess', 7),
              not_next('Pixel', 'Moto'),
              at('Dmitri', 4),
              same('carnations', 'comedy'),
              at('knitting', 5),
              somewhere_left('blue', 'action'),
              same('Ford', 'radishes'),
              differ('hiking', 'Brit'),
              at('piano', 7),
              ends('black'),
              next_to('folk', 'potatoes'),
              same('violin', 'punk'),
              same('musical', 'Toyota'),
              same('April', 'potatoes'),
              at('cabbage', 2),
              at('Galaxy', 2),
              gap('roses', 'piano', 5),
              same('cooking', 'blues'),
              middle('cello'),
              same('Greta', 'iPhone'),
              not_at('potatoes', 4),
              between_in_order('country', 'Fairphone', 'November'),
              not_next('documentary', 'Fairphone'),
              next_to('Japanese', 'Fairphone'),
              same('peas', 'cooking'),
              same('violets', 'Ford'),
              same('Ines', 'country'),
              somewhere_left('orange', 'kale'),
              somewhere_left('blue', 'onions'),
              at('trumpet', 4),
              next_to('animation', 'radishes'),
              at('Mexican', 7),
              same('cooking', 'January'),
              ends('classical'),
              not_next('potatoes', 'Greta'),
              gap('Pole', 'Brazilian', 5),
              somewhere_left('October', 'Dmitri'),
              same('Audi', 'hiking'),
              somewhere_left('guitar', 'knitting'),
              same('cabbage', 'purple'),
              somewhere_left('painting', 'Bernard'),
              at('Nokia', 8),
              same('saxophone', 'Oppo'),
              somewhere_left('April', 'pottery'),
              at('beans', 1),
              gap('action', 'Fairphone', 4),
              middle('onions'),
              not_next('hip-hop', 'Ford'),
              not_at('Norwegian', 7),
              differ('Honda', 'Chiara'),
              same('noir', 'chess'),
              at('Audi', 3),
              same('gardening', 'pink'),
              not_next('August', 'black'),
              same('Brazilian', 'November'),
              ends('Greta'),
              ends('sunflowers'),
              not_next('Chiara', 'white'),
              at('Tesla', 4),
              at('orange', 4),
              left('Spaniard', 'lilies'),
              same('Brazilian', 'documentary'),
              same('radishes', 'Ford'),
              at('Volvo', 7),
              not_next('November', 'Moto'),
              at('September', 1)],
       herrings={13: 'The person who likes noir films wears glasses.',
                 49: 'Hassan has lived abroad twice.',
                 83: "The Norwegian's grandmother was a famous skier.",
                 105: 'The person who grows kale also grows tomatoes.'},
       questions=[ask_position("jazz"), ask_value("Nationality", "Moto")])

puzzle("w089-lines-parking-8x8", family="lines", layout="category sentences, '(1)' clues, no question, herring", noun='parking space', n=8,
       cats={'Name': ['Greta', 'Felipe', 'Dmitri', 'Esme', 'Kamala', 'Alice', 'Ines', 'Bernard'],
             'Drink': ['smoothie', 'tea', 'water', 'coffee', 'juice', 'kombucha', 'soda', 'milk'],
             'Hobby': ['cooking', 'fishing', 'sewing', 'chess', 'photography', 'knitting', 'pottery', 'hiking'],
             'Job': ['pilot', 'lawyer', 'doctor', 'architect', 'teacher', 'chef', 'plumber', 'dentist'],
             'Flower': ['tulips', 'daisies', 'peonies', 'roses', 'irises', 'carnations', 'violets', 'orchids'],
             'Vegetable': ['potatoes', 'kale', 'leeks', 'radishes', 'onions', 'beans', 'cabbage', 'peas'],
             'Month': ['November', 'December', 'June', 'August', 'March', 'October', 'April', 'May'],
             'Transport': ['motorbike', 'tram', 'car', 'skateboard', 'train', 'bus', 'taxi', 'ferry']},
       clues=[differ('November', 'Greta'),
              differ('knitting', 'violets'),
              next_to('cooking', 'Esme'),
              not_next('milk', 'Greta'),
              same('skateboard', 'architect'),
              same('Greta', 'coffee'),
              same('violets', 'Bernard'),
              same('Alice', 'orchids'),
              not_next('November', 'kombucha'),
              same('lawyer', 'juice'),
              same('daisies', 'Dmitri'),
              same('milk', 'November'),
              gap('Ines', 'radishes', 3),
              left('hiking', 'architect'),
              gap('fishing', 'kale', 2),
              same('May', 'beans'),
              gap('August', 'pottery', 5),
              not_next('sewing', 'radishes'),
              same('peonies', 'Felipe'),
              same('kale', 'Felipe'),
              gap('train', 'teacher', 5),
              same('ferry', 'potatoes'),
              same('Dmitri', 'October'),
              gap('pottery', 'soda', 5),
              gap('carnations', 'tea', 4),
              differ('November', 'kombucha'),
              same('peas', 'daisies'),
              differ('bus', 'sewing'),
              left('architect', 'fishing'),
              at('skateboard', 5),
              differ('sewing', 'tulips'),
              at('motorbike', 4),
              at('beans', 1),
              at('cooking', 2),
              same('architect', 'knitting'),
              ends('chess'),
              not_next('motorbike', 'roses'),
              next_to('water', 'cooking'),
              at('doctor', 2),
              not_next('kale', 'taxi'),
              at('train', 6),
              not_next('onions', 'leeks'),
              gap('kombucha', 'water', 7),
              same('architect', 'onions'),
              at('October', 2),
              same('car', 'April'),
              not_next('March', 'June'),
              somewhere_left('leeks', 'tulips'),
              same('tram', 'beans'),
              same('pottery', 'chef'),
              same('Greta', 'pilot'),
              same('April', 'chef'),
              same('fishing', 'March'),
              at('dentist', 4)],
       herrings={16: 'Parking space 8 is next to the bins.'},
       questions=[])

puzzle("w090-lines-benchmark-lockers-6x11", family="lines", layout="category sentences, '1)' clues, lockers, herrings", noun='locker', n=6,
       cats={'Name': ['Hassan', 'Esme', 'Felipe', 'Bernard', 'Chiara', 'Alice'],
             'Car': ['Fiat', 'Audi', 'Volvo', 'Kia', 'Toyota', 'Ford'],
             'Drink': ['soda', 'kombucha', 'milk', 'tea', 'lemonade', 'cocoa'],
             'Month': ['January', 'March', 'June', 'September', 'November', 'December'],
             'Book': ['fantasy', 'poetry', 'travel', 'mystery', 'thriller', 'horror'],
             'Flower': ['lilies', 'daisies', 'roses', 'sunflowers', 'orchids', 'violets'],
             'Instrument': ['saxophone', 'violin', 'harp', 'guitar', 'cello', 'trumpet'],
             'Nationality': ['Japanese', 'Spaniard', 'German', 'Mexican', 'Brazilian', 'Norwegian'],
             'Phone': ['Huawei', 'Moto', 'OnePlus', 'Xperia', 'Nokia', 'iPhone'],
             'Job': ['architect', 'pilot', 'plumber', 'engineer', 'chef', 'teacher'],
             'Shirt': ['floral', 'spotted', 'paisley', 'striped', 'silk', 'linen']},
       clues=[same('spotted', 'travel'),
              next_to('OnePlus', 'spotted'),
              at('Felipe', 3),
              middle('March'),
              next_to('travel', 'chef'),
              next_to('chef', 'Fiat'),
              same('June', 'Mexican'),
              left('cello', 'German'),
              not_next('striped', 'lemonade'),
              at('Norwegian', 5),
              same('spotted', 'lilies'),
              gap('Volvo', 'November', 5),
              same('milk', 'December'),
              differ('Mexican', 'Chiara'),
              left('spotted', 'Esme'),
              at('September', 4),
              next_to('Japanese', 'roses'),
              same('iPhone', 'travel'),
              at('pilot', 6),
              left('Audi', 'Ford'),
              somewhere_left('Spaniard', 'Japanese'),
              somewhere_left('thriller', 'sunflowers'),
              ends('soda'),
              same('Nokia', 'paisley'),
              same('pilot', 'cocoa'),
              at('June', 1),
              next_to('pilot', 'January'),
              same('paisley', 'Alice'),
              same('Volvo', 'horror'),
              at('silk', 2),
              not_next('saxophone', 'Kia'),
              same('Fiat', 'milk'),
              ends('Xperia'),
              at('violin', 4),
              next_to('spotted', 'violets'),
              differ('March', 'violets'),
              left('Moto', 'Huawei'),
              somewhere_left('Mexican', 'paisley'),
              at('fantasy', 2),
              middle('violets'),
              left('plumber', 'kombucha'),
              not_next('Ford', 'horror'),
              left('lilies', 'poetry'),
              same('saxophone', 'iPhone'),
              next_to('trumpet', 'floral'),
              left('floral', 'mystery'),
              not_next('architect', 'Nokia'),
              ends('striped'),
              same('Ford', 'teacher'),
              same('architect', 'Moto'),
              at('Spaniard', 3),
              same('Bernard', 'orchids'),
              at('Hassan', 5),
              same('teacher', 'spotted'),
              next_to('striped', 'travel'),
              same('December', 'Felipe'),
              gap('violin', 'engineer', 3),
              middle('harp'),
              not_at('cello', 6)],
       herrings={6: 'The person who plays the harp trains every morning.',
                 35: 'Felipe forgot his padlock twice last week.',
                 55: 'Lockers are free for members.'},
       questions=[ask_value("Name", "poetry"), ask_position("Felipe")])

puzzle("w091-lines-benchmark-booths-5x10", family="lines", layout='category sentences, unnumbered clue lines, booths, herrings', noun='booth', n=5,
       cats={'Name': ['Hassan', 'Lars', 'Kamala', 'Esme', 'Dmitri'],
             'Drink': ['water', 'lemonade', 'smoothie', 'coffee', 'cocoa'],
             'Holiday': ['Dublin', 'Rome', 'Vienna', 'Lisbon', 'Oslo'],
             'Music': ['hip-hop', 'country', 'blues', 'classical', 'punk'],
             'Shirt': ['tartan', 'denim', 'linen', 'checked', 'plain'],
             'Instrument': ['guitar', 'trumpet', 'cello', 'harp', 'drums'],
             'Nationality': ['Italian', 'Spaniard', 'Brit', 'Mexican', 'Brazilian'],
             'Transport': ['ferry', 'motorbike', 'train', 'scooter', 'bus'],
             'Month': ['March', 'November', 'September', 'May', 'August'],
             'Flower': ['orchids', 'carnations', 'peonies', 'sunflowers', 'tulips']},
       clues=[differ('punk', 'water'),
              same('cocoa', 'Oslo'),
              at('smoothie', 3),
              not_next('classical', 'motorbike'),
              at('ferry', 4),
              ends('checked'),
              at('tartan', 3),
              not_at('Spaniard', 4),
              same('plain', 'Dmitri'),
              same('tulips', 'Brit'),
              at('scooter', 3),
              differ('Brazilian', 'harp'),
              not_next('lemonade', 'coffee'),
              same('Hassan', 'Vienna'),
              not_next('September', 'tartan'),
              same('Brazilian', 'orchids'),
              somewhere_left('drums', 'trumpet'),
              not_next('Mexican', 'punk'),
              same('peonies', 'August'),
              same('August', 'Oslo'),
              same('cello', 'Oslo'),
              same('country', 'Mexican'),
              somewhere_left('guitar', 'Kamala'),
              next_to('Kamala', 'May'),
              next_to('Kamala', 'punk'),
              same('drums', 'checked'),
              ends('train'),
              same('hip-hop', 'plain'),
              gap('Rome', 'denim', 2),
              at('May', 2),
              middle('Lisbon'),
              not_next('train', 'sunflowers'),
              next_to('cello', 'classical'),
              left('August', 'Brit'),
              at('harp', 3),
              somewhere_left('March', 'tulips'),
              left('Hassan', 'Lars'),
              gap('coffee', 'Dmitri', 3),
              differ('drums', 'November'),
              left('Italian', 'denim'),
              ends('orchids'),
              same('Brit', 'train'),
              not_at('plain', 4),
              somewhere_left('sunflowers', 'March'),
              middle('scooter')],
       herrings={16: 'The fair raised money for the local hospice.',
                 42: 'The person who plays the guitar is a vegetarian.'},
       questions=[ask_position("cello")])

puzzle("w092-lines-benchmark-chairs-7x8", family="lines", layout='category sentences, numbered clues, chairs, herring', noun='chair', n=7,
       cats={'Name': ['Hassan', 'Chiara', 'Bernard', 'Felipe', 'Alice', 'Lars', 'Greta'],
             'Transport': ['train', 'motorbike', 'skateboard', 'car', 'tram', 'ferry', 'bus'],
             'Phone': ['Pixel', 'Galaxy', 'Huawei', 'iPhone', 'Xperia', 'Oppo', 'Moto'],
             'Shirt': ['striped', 'floral', 'plain', 'tartan', 'checked', 'denim', 'linen'],
             'Hobby': ['chess', 'painting', 'hiking', 'photography', 'knitting', 'pottery', 'sewing'],
             'Sport': ['hockey', 'swimming', 'golf', 'baseball', 'basketball', 'badminton', 'tennis'],
             'Book': ['horror', 'poetry', 'romance', 'biography', 'thriller', 'history', 'travel'],
             'Holiday': ['Rome', 'Lisbon', 'Prague', 'Cairo', 'Vienna', 'Tokyo', 'Lima']},
       clues=[differ('floral', 'poetry'),
              gap('Chiara', 'badminton', 2),
              not_next('golf', 'Huawei'),
              not_next('travel', 'painting'),
              same('Alice', 'travel'),
              at('Tokyo', 4),
              same('Prague', 'train'),
              same('tram', 'linen'),
              same('golf', 'painting'),
              not_next('Hassan', 'motorbike'),
              same('chess', 'basketball'),
              not_at('tartan', 5),
              not_next('Pixel', 'Bernard'),
              somewhere_left('Cairo', 'Lima'),
              same('Oppo', 'linen'),
              middle('Pixel'),
              same('Bernard', 'ferry'),
              at('horror', 2),
              same('hiking', 'bus'),
              at('skateboard', 4),
              not_at('knitting', 6),
              somewhere_left('Lima', 'Oppo'),
              not_next('motorbike', 'Tokyo'),
              not_next('car', 'Greta'),
              gap('baseball', 'golf', 6),
              same('history', 'Rome'),
              at('floral', 4),
              not_next('history', 'tennis'),
              somewhere_left('plain', 'chess'),
              next_to('skateboard', 'Lars'),
              gap('thriller', 'striped', 2),
              gap('photography', 'Huawei', 5),
              same('plain', 'romance'),
              same('hockey', 'motorbike'),
              somewhere_left('skateboard', 'biography'),
              not_next('swimming', 'motorbike'),
              middle('knitting'),
              somewhere_left('Chiara', 'Prague'),
              gap('Tokyo', 'hockey', 2),
              middle('Hassan'),
              gap('ferry', 'Chiara', 5),
              gap('Huawei', 'Hassan', 2),
              at('Lisbon', 2),
              ends('Bernard'),
              somewhere_left('sewing', 'iPhone'),
              next_to('tram', 'travel'),
              same('Vienna', 'golf'),
              same('Xperia', 'checked'),
              at('Moto', 4)],
       herrings={21: 'The person with the Galaxy phone arrived late.'},
       questions=[ask_value("Name", "tram"), ask_position("Lars")])
