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
    (minutes), 'noon' -> 720, 'June' -> 6, "5 ft 2 in" -> 62 (inches), '3 years old' -> 3."""
    if isinstance(v, (int, float)):
        return v
    s = str(v).strip().lower()
    for i, m in enumerate(MONTHS):
        if s == m or s == m[:3]:
            return i + 1
    for i, d in enumerate(WEEKDAYS):
        if s == d:
            return i + 1
    if s in ("noon", "midday"):
        return 12 * 60
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


# ------------------------------------------------------------ small house puzzles with synonyms (w093-w100)
# The clues name values by synonyms ('the canine lover' for dog, 'football' for soccer, 'the
# espresso drinker' for coffee, 'the Dane' for Denmark, agent nouns for hobbies and jobs).

puzzle("w093-synonyms-houses-three", family="synonyms", layout="prose categories, numbered clues, synonyms (canine, espresso, budgie, feline)", noun="house", n=3,
       cats={"Name": ["Anna", "Ben", "Carl"],
             "Pet": ["dog", "cat", "bird"],
             "Drink": ["coffee", "tea", "milk"]},
       clues=[at("dog", 2),
              same("coffee", "dog"),
              same("Carl", "bird"),
              left("Ben", "Anna"),
              at("cat", 1),
              differ("tea", "cat")],
       herrings={5: "The person with red hair lives in house 3."},
       questions=[ask_value("Name", "milk")])

puzzle("w094-synonyms-houses-nordic", family="synonyms", layout="'Names:' lists, numbered clues, demonyms for listed countries, football for soccer, agent nouns", noun="house", n=4,
       cats={"Name": ["Dev", "Eva", "Finn", "Gail"],
             "Country": ["Denmark", "Iceland", "Norway", "Sweden"],
             "Sport": ["basketball", "golf", "soccer", "tennis"],
             "Instrument": ["drums", "piano", "trumpet", "violin"]},
       clues=[same("Denmark", "soccer"),
              same("piano", "Denmark"),
              left("drums", "soccer"),
              at("Finn", 4),
              left("Iceland", "Sweden"),
              same("Eva", "tennis"),
              ends("violin"),
              same("Gail", "trumpet"),
              at("golf", 3),
              differ("Dev", "drums")],
       herrings={5: "Finn's dog is called Biscuit.",
                 10: "Football is the most popular sport in Europe."},
       questions=[ask_value("Name", "Norway"), ask_value("Sport", "violin")])

puzzle("w095-synonyms-houses-hobbies", family="synonyms", layout="prose categories, '- ' clues, agent nouns (gardener, knitter) and pet synonyms (pony, hound, parakeet)", noun="house", n=5,
       cats={"Colour": ["red", "green", "white", "yellow", "blue"],
             "Hobby": ["baking", "cycling", "gardening", "knitting", "painting"],
             "Pet": ["bird", "cat", "dog", "fish", "horse"]},
       clues=[same("gardening", "blue"),
              next_to("knitting", "horse"),
              right("baking", "red"),
              at("cycling", 5),
              same("dog", "green"),
              at("yellow", 1),
              same("painting", "bird"),
              at("cat", 1),
              same("fish", "white"),
              left("blue", "red"),
              same("cycling", "white")],
       herrings={2: "Cats are mammals.",
                 8: "The person with the beard lives in the white house."},
       questions=[ask_value("Hobby", "horse"), ask_position("fish")])

puzzle("w096-synonyms-houses-two", family="synonyms", layout="one prose paragraph, 2x3, football and espresso, herrings", noun="house", n=2,
       cats={"Name": ["Mo", "Lin"],
             "Drink": ["coffee", "tea"],
             "Sport": ["soccer", "hockey"]},
       clues=[somewhere_right("Lin", "Mo"),
              same("soccer", "tea"),
              same("Mo", "coffee")],
       herrings={3: "Lin has red hair.", 7: "Both neighbours have a cat."},
       questions=[ask_value("Name", "hockey")])

puzzle("w097-synonyms-houses-nations", family="synonyms", layout="prose categories, numbered clues, demonyms and pet synonyms (pooch, bunny, kitty), herrings about nations", noun="house", n=4,
       cats={"Colour": ["red", "green", "blue", "white"],
             "Country": ["Denmark", "Germany", "Italy", "Spain"],
             "Pet": ["dog", "cat", "rabbit", "parrot"],
             "Drink": ["coffee", "lemonade", "milk", "tea"]},
       clues=[same("Italy", "coffee"),
              same("Denmark", "dog"),
              same("rabbit", "red"),
              at("Spain", 4),
              right("white", "red"),
              same("Germany", "green"),
              same("parrot", "milk"),
              same("cat", "tea"),
              next_to("green", "blue"),
              at("Italy", 1),
              differ("Spain", "milk")],
       herrings={3: "Danes are famous for their pastries.",
                 10: "Spain produces excellent olive oil."},
       questions=[ask_value("Country", "parrot"), ask_value("Colour", "Denmark")])

puzzle("w098-synonyms-houses-musicians", family="synonyms", layout="prose categories, '1)' clues, agent nouns (pianist, flautist, author, bakes), apposition, herrings", noun="house", n=5,
       cats={"Name": ["Ola", "Pia", "Quin", "Rosa", "Sam"],
             "Instrument": ["piano", "guitar", "violin", "drums", "flute"],
             "Job": ["teaching", "nursing", "farming", "baking", "writing"]},
       clues=[at("piano", 3),
              left("writing", "nursing"),
              at("flute", 1),
              same("Pia", "guitar"), ends("Pia"),
              same("farming", "flute"),
              same("Sam", "baking"),
              next_to("drums", "farming"),
              differ("Quin", "drums"),
              differ("Rosa", "teaching"),
              left("violin", "teaching"),
              same("Ola", "nursing"),
              next_to("Rosa", "Quin")],
       herrings={3: "Sam is good friends with Rosa.",
                 7: "Pianos have 88 keys.",
                 12: "The person with the blue bicycle lives in house 4."},
       questions=[ask_value("Name", "writing")])

puzzle("w099-synonyms-houses-jobs", family="synonyms", layout="prose categories, 'Clue 1:' clues, west to east, job synonyms (attorney, cop, physician, cook)", noun="house", n=4,
       cats={"Name": ["Uma", "Vic", "Walt", "Xena"],
             "Job": ["doctor", "lawyer", "police officer", "chef"],
             "Sport": ["soccer", "baseball", "swimming", "cycling"]},
       clues=[same("lawyer", "swimming"),
              at("police officer", 4),
              same("Vic", "soccer"),
              right("doctor", "swimming"),
              same("Walt", "chef"),
              at("cycling", 3),
              differ("Xena", "lawyer"),
              next_to("Uma", "chef")],
       herrings={4: "Xena's brother is a firefighter."},
       questions=[ask_value("Name", "doctor")])

puzzle("w100-synonyms-houses-five", family="synonyms", layout="title, prose categories, numbered clues, demonyms for listed countries, pet synonyms, near-value herring (red hair)", noun="house", n=5,
       cats={"Colour": ["red", "green", "white", "yellow", "blue"],
             "Country": ["Ireland", "France", "Japan", "Brazil", "Norway"],
             "Drink": ["coffee", "tea", "milk", "orange juice", "water"],
             "Pet": ["dog", "cat", "horse", "fish", "bird"]},
       clues=[same("Ireland", "red"),
              at("Norway", 1),
              left("green", "white"),
              same("green", "coffee"),
              at("bird", 3),
              next_to("Norway", "blue"),
              same("France", "fish"),
              same("Brazil", "dog"),
              same("cat", "yellow"),
              next_to("horse", "Norway"),
              same("Japan", "tea"),
              ends("orange juice"),
              same("Norway", "water"),
              next_to("France", "bird")],
       herrings={5: "Horses can sleep standing up.",
                 11: "The Irishwoman has red hair."},
       questions=[ask_value("Country", "fish")])


# ------------------------------------------------------------ people puzzles with prices, dates, times and ages (w101-w108)

puzzle("w101-people-souvenirs", family="people", layout="prose categories, numbered clues, prices and dates given as a range", noun=None, n=5, axis="Name",
       cats={"Name": ["Ann", "Bo", "Carla", "Dev", "Jo"],
             "Arrival": ["March 3", "March 4", "March 5", "March 6", "March 7"],
             "Price": ["$25", "$40", "$55", "$70", "$85"],
             "Souvenir": ["lamp", "vase", "rug", "clock", "mirror"]},
       clues=[diff("lamp", "Ann", "Price", 15),
              of_two("March 5", "vase", "Ann", "$25"),
              same("Bo", "$85"),
              diff("Jo", "Bo", "Arrival", 1),
              diff("mirror", "rug", "Price", 45),
              neither("mirror", "Carla", "March 3"),
              same("March 7", "$55"),
              less("Dev", "Ann", "Arrival"),
              same("clock", "March 3"),
              differ("Jo", "lamp")],
       questions=[ask_value("Price", "Carla"), ask_value("Souvenir", "Jo")])

puzzle("w102-people-salon", family="people", layout="prose categories, unnumbered clue lines, clock times, treatments named only in the clues", noun=None, n=4, axis="Client",
       cats={"Client": ["Carl", "Dina", "Ed", "Fay"],
             "Time": ["9:30am", "10:30am", "11:30am", "12:30pm"],
             "Stylist": ["Gus", "Hana", "Ivo", "Jude"],
             "Treatment": ["colour", "cut", "perm", "trim"]},
       clues=[diff("Gus", "Carl", "Time", 120),
              neither("colour", "Ed", "10:30am"),
              same("Fay", "perm"), same("Fay", "Jude"),
              same("Hana", "12:30pm"),
              same("trim", "9:30am"),
              differ("Ed", "trim"),
              diff("cut", "colour", "Time", 60)],
       questions=[ask_value("Client", "cut"), ask_value("Time", "Fay")])

puzzle("w103-people-reunion-ages", family="people", layout="prose categories, lettered clues (a)-(i), ages, towns named only in the clues", noun=None, n=5, axis="Name",
       cats={"Name": ["Abe", "Cleo", "Dana", "Eli", "Fran"],
             "Age": ["24", "27", "30", "33", "36"],
             "Job": ["teacher", "nurse", "chef", "pilot", "vet"],
             "Town": ["Bath", "Derby", "Hull", "Leeds", "York"]},
       clues=[diff("teacher", "Dana", "Age", 3),
              same("Hull", "24"),
              diff("nurse", "pilot", "Age", 3),
              less("Eli", "Abe", "Age"), less("Abe", "Fran", "Age"),
              differ("Cleo", "Leeds"), same("Cleo", "vet"),
              same("Bath", "27"),
              same("Eli", "Leeds"),
              same("York", "33"),
              differ("chef", "Derby")],
       questions=[ask_value("Age", "nurse"), ask_value("Town", "Abe")])

puzzle("w104-people-deliveries", family="people", layout="prose categories, '•' clues, weekdays as values, appliances named only in the clues", noun=None, n=4, axis="Customer",
       cats={"Customer": ["Gina", "Hal", "Iris", "Joel"],
             "Day": ["Monday", "Tuesday", "Wednesday", "Thursday"],
             "Appliance": ["blender", "fan", "kettle", "toaster"],
             "Courier": ["Swift", "Rapid", "Blue Van", "Zoom"]},
       clues=[diff("kettle", "toaster", "Day", 1),
              diff("Gina", "Hal", "Day", 2),
              same("Swift", "Monday"),
              neither("Joel", "kettle", "toaster"),
              same("Rapid", "Thursday"), same("Iris", "Thursday"),
              differ("Iris", "fan"),
              less("Blue Van", "Zoom", "Day"),
              differ("blender", "Monday")],
       questions=[ask_value("Customer", "toaster"), ask_value("Courier", "Joel")])

puzzle("w105-people-ten-k", family="people", layout="prose categories, '1)' clues, finishing times in minutes, charities named only in the clues", noun=None, n=5, axis="Runner",
       cats={"Runner": ["Kai", "Lena", "Milo", "Nia", "Omar"],
             "Time": ["41", "43", "45", "47", "49"],
             "Shoe": ["Asics", "Brooks", "Nike", "Puma", "Saucony"],
             "Charity": ["dogs' home", "food bank", "hospice", "library", "lifeboats"]},
       clues=[diff("Nike", "lifeboats", "Time", 8),
              of_two("Kai", "43", "Puma", "food bank"),
              diff("Milo", "Omar", "Time", 2),
              same("Brooks", "41"),
              less("hospice", "library", "Time"),
              differ("Nia", "Saucony"),
              same("Milo", "dogs' home"),
              differ("Kai", "food bank"),
              same("Milo", "49"), diff("Milo", "Lena", "Time", 8)],
       questions=[ask_value("Time", "Omar")])

puzzle("w106-people-theatre", family="people", layout="one prose paragraph, 'The five theatregoers were ...', prices given as a range", noun=None, n=5, axis="Name",
       cats={"Name": ["Al", "Bea", "Cy", "Di", "Ed"],
             "Row": ["row A", "row B", "row C", "row D", "row E"],
             "Price": ["$8", "$10", "$12", "$14", "$16"],
             "Occupation": ["student", "pensioner", "teacher", "nurse", "actor"]},
       clues=[distinct("Al", "row E", "$14", "nurse", "Bea"),
              diff("Al", "student", "Price", 4),
              same("actor", "row A"),
              diff("Di", "teacher", "Price", 2),
              neither("nurse", "row B", "row C"),
              same("Bea", "$16"),
              same("pensioner", "row B"),
              same("Ed", "$10"),
              same("Di", "pensioner")],
       questions=[ask_value("Row", "Al")])

puzzle("w107-people-debuts", family="people", layout="prose categories, 'Clue 1:' clues, years, genres named only in the clues", noun=None, n=4, axis="Novelist",
       cats={"Novelist": ["Greer", "Hollis", "Ines", "Jory"],
             "Year": ["1998", "2001", "2004", "2007"],
             "Genre": ["crime", "horror", "romance", "sci-fi"],
             "Publisher": ["Argo", "Bramble", "Corvid", "Dune"]},
       clues=[diff("crime", "sci-fi", "Year", 3),
              less("Hollis", "Jory", "Year"),
              same("Corvid", "horror"),
              neither("crime", "Greer", "1998"),
              same("Argo", "2007"),
              same("Bramble", "2004"),
              same("Hollis", "romance"),
              less("Jory", "Greer", "Year")],
       questions=[ask_value("Year", "Jory"), ask_value("Novelist", "Dune")])

puzzle("w108-people-bowling", family="people", layout="one-line categories, '- ' clues, scores, ball colours named only in the clues", noun=None, n=5, axis="Bowler",
       cats={"Bowler": ["Ravi", "Sue", "Tom", "Una", "Val"],
             "Score": ["110", "120", "130", "140", "150"],
             "Lane": ["lane 1", "lane 2", "lane 3", "lane 4", "lane 5"],
             "Ball": ["black", "blue", "green", "orange", "red"]},
       clues=[same("Val", "lane 3"), diff("Val", "Tom", "Score", 10),
              same("red", "150"),
              diff("Sue", "lane 2", "Score", 10),
              neither("Ravi", "black", "blue"),
              same("130", "lane 4"),
              same("orange", "lane 3"),
              differ("Sue", "lane 5"),
              less("Ravi", "Una", "Score"),
              same("Tom", "blue"),
              same("Sue", "150")],
       questions=[ask_value("Bowler", "green"), ask_value("Score", "Una")])


# ------------------------------------------------------------ magazine stories (w109-w116)

puzzle("w109-prose-ferry-cabins", family="prose", layout="title, story paragraphs, pronouns ('she', 'hers'), 'the former ... the latter', 'the doctor' for Dr Ng", noun="cabin", n=4,
       cats={"Passenger": ["Dr Ng", "Mrs Okafor", "Mr Lindqvist", "Ms Perez"],
             "Luggage": ["holdall", "trunk", "rucksack", "suitcase"],
             "Drink": ["tea", "ginger ale", "brandy", "cocoa"]},
       clues=[same("Mrs Okafor", "trunk"),
              next_to("Mrs Okafor", "Dr Ng"),
              right("Mr Lindqvist", "Mrs Okafor"),
              same("Mr Lindqvist", "brandy"),
              same("Ms Perez", "cocoa"),
              at("tea", 1),
              same("Ms Perez", "suitcase"), same("Mr Lindqvist", "rucksack")],
       herrings={8: "Mr Lindqvist was a retired dentist."},
       questions=[ask_value("Passenger", "holdall"), ask_value("Drink", "Mrs Okafor")])

puzzle("w110-prose-marina", family="prose", layout="story paragraphs, berths counted from the harbour wall, 'beyond', 'the former', 'the far end'", noun="berth", n=5,
       cats={"Owner": ["Captain Mora", "Ms Bright", "Mr Hale", "Mrs Quayle", "Dr Venn"],
             "Boat": ["Seagull", "Osprey", "Kestrel", "Puffin", "Tern"],
             "Hull": ["black", "red", "blue", "white", "green"]},
       clues=[same("Seagull", "black"), at("Seagull", 3),
              right("Captain Mora", "Seagull"), same("Captain Mora", "red"),
              next_to("Mr Hale", "Mrs Quayle"), at("Mr Hale", 1),
              same("Kestrel", "blue"), at("Kestrel", 5),
              same("Dr Venn", "black"),
              same("white", "Osprey"),
              somewhere_left("Puffin", "Osprey"),
              differ("Ms Bright", "red")],
       questions=[ask_value("Boat", "Mrs Quayle"), ask_value("Hull", "Puffin")])

puzzle("w111-prose-station", family="prose", layout="story paragraphs, tracks from the station building outwards, 'it', departure times as a category", noun="track", n=4,
       cats={"Destination": ["Leeds", "York", "Hull", "Derby"],
             "Driver": ["Amos", "Bryn", "Cass", "Dot"],
             "Departure": ["8:05am", "8:10am", "8:15am", "8:20am"]},
       clues=[same("Leeds", "Amos"), same("Leeds", "8:05am"),
              next_to("Leeds", "Derby"),
              diff("Bryn", "Amos", "Departure", 5),
              at("Bryn", 4),
              at("York", 3), differ("York", "Cass"),
              at("8:15am", 1)],
       questions=[ask_value("Destination", "Cass"), ask_value("Departure", "York")])

puzzle("w112-prose-farmers-market", family="prose", layout="title, story paragraphs, 'the former ... the latter', 'the baker' for the bread seller, 'further left', full grid", noun="stall", n=5,
       cats={"Trader": ["Nell", "Owen", "Pat", "Rhys", "Suki"],
             "Produce": ["cheese", "honey", "bread", "eggs", "apples"],
             "Awning": ["red", "green", "yellow", "blue", "striped"],
             "Dog": ["collie", "pug", "terrier", "beagle", "poodle"]},
       clues=[same("Nell", "cheese"), at("Nell", 3), same("Nell", "red"),
              next_to("Nell", "Suki"), next_to("Nell", "Rhys"),
              same("Suki", "bread"), same("Rhys", "eggs"),
              same("Owen", "beagle"), same("beagle", "yellow"),
              same("apples", "green"), same("apples", "terrier"),
              left("striped", "red"),
              same("Rhys", "poodle"),
              same("collie", "bread"),
              ends("honey"), ends("apples"),
              somewhere_left("Owen", "Pat"),
              same("blue", "eggs")],
       herrings={5: "Nell has been coming to the market for twenty years."})

puzzle("w113-prose-radio", family="prose", layout="title, first-person diary, time slots as positions, 'the hour after', herring with a clock time", noun="time slot", n=4,
       position_names=["6:00am", "7:00am", "8:00am", "9:00am"],
       cats={"Presenter": ["Gwen", "Hugo", "Iona", "Jack"],
             "Subject": ["news", "music", "sport", "gardening"],
             "Guest": ["mayor", "poet", "football coach", "chef"]},
       clues=[at("Hugo", 1), same("Hugo", "mayor"),
              right("sport", "Iona"),
              same("Jack", "gardening"), differ("Jack", "poet"),
              somewhere_right("chef", "football coach"),
              left("Gwen", "Jack"),
              at("poet", "7:00am"),
              not_at("music", 1)],
       herrings={8: "The coffee machine broke at half past seven."},
       questions=[ask_position("music"), ask_value("Presenter", "chef")])

puzzle("w114-prose-dinner", family="prose", layout="one story paragraph, ages, 'the latter', 'the youngest', spelt-out age, herring", noun=None, n=4, axis="Diner",
       cats={"Diner": ["Arthur", "Beatrice", "Cyril", "Daphne"],
             "Age": ["61", "64", "67", "70"],
             "Main": ["soup", "salmon", "lamb", "risotto"]},
       clues=[diff("Cyril", "Arthur", "Age", 3), same("Cyril", "soup"),
              same("Beatrice", "61"), same("Beatrice", "risotto"),
              less("Daphne", "Arthur", "Age"),
              same("lamb", "67")],
       herrings={7: "The waiter dropped a tray of glasses, and Cyril told the story of his trip to Madeira again."},
       questions=[ask_value("Age", "Daphne"), ask_value("Main", "Arthur")])

puzzle("w115-prose-gran-week", family="prose", layout="first-person story, weekdays as positions, 'the day after', 'two days before', 'midweek'", noun="day", n=5,
       position_names=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
       cats={"Grandchild": ["Ella", "Finlay", "Gus", "Hattie", "Isla"],
             "Present": ["flowers", "cake", "jigsaw", "book", "wool"],
             "Activity": ["walk", "cards", "baking", "crossword", "garden"]},
       clues=[at("Gus", "Monday"), same("Gus", "jigsaw"), same("Gus", "cards"),
              right("flowers", "jigsaw"), same("flowers", "garden"),
              at("Ella", "Wednesday"),
              offset("book", "cake", 2),
              same("Finlay", "crossword"), somewhere_right("Finlay", "Isla"),
              at("baking", "Thursday"),
              differ("wool", "Hattie"),
              at("walk", "Wednesday")],
       questions=[ask_value("Present", "Isla"), ask_position("Hattie")])

puzzle("w116-prose-kennels", family="prose", layout="title, story paragraphs, 6 kennels, apposition ('Rex, the boxer'), 'his owner', 'the former', herring", noun="kennel", n=6,
       cats={"Dog": ["Rex", "Bella", "Max", "Luna", "Toby", "Daisy"],
             "Breed": ["boxer", "collie", "dachshund", "greyhound", "pug", "setter"],
             "Owner": ["Mr Ash", "Mrs Bond", "Ms Cray", "Mr Dyer", "Mrs Earl", "Miss Frost"]},
       clues=[same("Rex", "boxer"), at("Rex", 3), same("Miss Frost", "Rex"),
              ends("pug"), ends("dachshund"),
              same("Bella", "Ms Cray"), at("Bella", 6),
              same("Mr Dyer", "setter"), left("setter", "boxer"),
              gap("Luna", "Max", 3),
              same("Mrs Bond", "Toby"),
              right("greyhound", "collie"), same("greyhound", "Mr Ash"),
              not_at("Daisy", 5),
              next_to("Luna", "Rex"), same("dachshund", "Mrs Bond")],
       herrings={8: "Mrs Earl had won best in show twice before."},
       questions=[ask_value("Owner", "Luna"), ask_value("Breed", "Max")])


# ------------------------------------------------------------ blind set (w117-w140): people, benchmark lines, synonyms

puzzle('w117-people-auction-lots', family='people', layout="'Prices:' lists, numbered clues, auction prices with thousands separator, paddle numbers", noun=None, n=4, axis='Name',
       cats={'Name': ['Abigail', 'Bernard', 'Carmen', 'Desmond'],
             'Price': ['$250', '$500', '$750', '$1,000'],
             'Lot': ['carriage clock', 'oil painting', 'Persian rug', 'silver teapot'],
             'Paddle': ['12', '27', '33', '41']},
       clues=[of_two(('Name', 'Carmen'), ('Lot', 'silver teapot'), ('Price', '$1,000'), ('Price', '$750')),
              diff(('Paddle', '27'), ('Lot', 'carriage clock'), 'Price', 500),
              of_two(('Lot', 'oil painting'), ('Paddle', '33'), ('Name', 'Carmen'), ('Name', 'Abigail')),
              neither(('Price', '$250'), ('Lot', 'Persian rug'), ('Paddle', '27')),
              differ(('Name', 'Abigail'), ('Paddle', '33')),
              diff(('Name', 'Desmond'), ('Paddle', '12'), 'Price', 750)],
       questions=[ask_value('Price', ('Name', 'Carmen')), ask_value('Lot', ('Paddle', '41'))])

puzzle('w118-people-puppy-class', family='people', layout="prose categories with ages in a sentence, '•' clues, 'owns a dog that is 1 year older than the one owned by'", noun=None, n=5, axis='Name',
       cats={'Name': ['Harriet', 'Ivan', 'Jolene', 'Kwame', 'Lucinda'],
             'Age': ['2', '3', '4', '5', '6'],
             'Dog': ['Biscuit', 'Clover', 'Mango', 'Pepper', 'Ziggy'],
             'Breed': ['beagle', 'corgi', 'husky', 'poodle', 'whippet']},
       clues=[diff(('Breed', 'poodle'), ('Dog', 'Biscuit'), 'Age', -1),
              diff(('Breed', 'beagle'), ('Dog', 'Pepper'), 'Age', -2),
              diff(('Name', 'Harriet'), ('Dog', 'Ziggy'), 'Age', -1),
              neither(('Dog', 'Mango'), ('Age', '6'), ('Age', '5')),
              diff(('Dog', 'Ziggy'), ('Name', 'Lucinda'), 'Age', -2),
              same(('Age', '3'), ('Name', 'Ivan')),
              diff(('Breed', 'husky'), ('Dog', 'Mango'), 'Age', 2),
              of_two(('Breed', 'corgi'), ('Age', '4'), ('Dog', 'Ziggy'), ('Dog', 'Pepper')),
              neither(('Dog', 'Pepper'), ('Name', 'Lucinda'), ('Name', 'Jolene'))],
       questions=[ask_value('Dog', ('Name', 'Lucinda')), ask_value('Age', ('Breed', 'husky'))])

puzzle('w119-people-morning-trains', family='people', layout='categories never listed, unnumbered clue lines, clock times, no question', noun=None, n=4, axis='Name',
       cats={'Name': ['Nigel', 'Odette', 'Pascal', 'Rosa'],
             'Time': ['7:15am', '7:30am', '7:45am', '8:00am'],
             'Destination': ['Ashford', 'Brighton', 'Crewe', 'Dover'],
             'Snack': ['bagel', 'banana', 'croissant', 'muffin']},
       clues=[diff(('Name', 'Pascal'), ('Destination', 'Dover'), 'Time', -30),
              either(('Snack', 'croissant'), ('Time', '7:30am'), ('Destination', 'Brighton')),
              neither(('Name', 'Rosa'), ('Destination', 'Crewe'), ('Destination', 'Dover')),
              less(('Destination', 'Ashford'), ('Name', 'Pascal'), 'Time'),
              less(('Snack', 'bagel'), ('Name', 'Rosa'), 'Time'),
              diff(('Name', 'Nigel'), ('Snack', 'banana'), 'Time', 15),
              diff(('Snack', 'croissant'), ('Destination', 'Ashford'), 'Time', 15)],
       questions=[])

puzzle('w120-people-birthday-gifts', family='people', layout="prose categories, '(1)' clues, dates 'March 12th', the gifts as subjects ('Sven's present'), distractor", noun=None, n=5, axis='Name',
       cats={'Name': ['Sven', 'Tamsin', 'Ulrich', 'Vera', 'Wendell'],
             'Date': ['March 12th', 'March 13th', 'March 14th', 'March 15th', 'March 16th'],
             'Gift': ['scarf', 'board game', 'cookbook', 'headphones', 'wallet'],
             'Shop': ['Brook & Co', 'Gadget Hut', 'Page Turner', 'The Loft', 'Wrap It']},
       clues=[neither(('Shop', 'The Loft'), ('Gift', 'headphones'), ('Gift', 'wallet')),
              differ(('Name', 'Vera'), ('Gift', 'board game')),
              of_two(('Date', 'March 16th'), ('Shop', 'Page Turner'), ('Gift', 'cookbook'), ('Gift', 'headphones')),
              of_two(('Gift', 'cookbook'), ('Shop', 'Gadget Hut'), ('Date', 'March 14th'), ('Date', 'March 12th')),
              same(('Date', 'March 12th'), ('Gift', 'cookbook')),
              of_two(('Shop', 'Gadget Hut'), ('Name', 'Sven'), ('Gift', 'headphones'), ('Gift', 'board game')),
              neither(('Shop', 'Page Turner'), ('Name', 'Tamsin'), ('Name', 'Ulrich')),
              less(('Gift', 'board game'), ('Name', 'Ulrich'), 'Date'),
              same(('Shop', 'Brook & Co'), ('Name', 'Sven')),
              same(('Gift', 'scarf'), ('Name', 'Vera'))],
       herrings={2: "Greta's own birthday is in June."},
       questions=[ask_value('Gift', ('Name', 'Wendell'))])

puzzle('w121-people-climbing-wall', family='people', layout="prose categories, '- ' clues, heights in cm", noun=None, n=4, axis='Name',
       cats={'Name': ['Aiko', 'Bram', 'Celeste', 'Dorian'],
             'Height': ['162 cm', '167 cm', '172 cm', '177 cm'],
             'Route': ['Overhang', 'Chimney', 'Slab', 'Arete'],
             'Shoe': ['blue', 'green', 'orange', 'yellow']},
       clues=[of_two(('Name', 'Dorian'), ('Route', 'Overhang'), ('Height', '162 cm'), ('Height', '167 cm')),
              differ(('Shoe', 'yellow'), ('Height', '162 cm')),
              diff(('Shoe', 'green'), ('Route', 'Chimney'), 'Height', 10),
              diff(('Shoe', 'orange'), ('Route', 'Arete'), 'Height', -15),
              diff(('Route', 'Slab'), ('Name', 'Dorian'), 'Height', 5),
              distinct(('Shoe', 'green'), ('Name', 'Dorian'), ('Name', 'Celeste'), ('Shoe', 'yellow')),
              of_two(('Name', 'Bram'), ('Height', '177 cm'), ('Shoe', 'yellow'), ('Shoe', 'green'))],
       questions=[ask_value('Route', ('Name', 'Bram')), ask_value('Height', ('Shoe', 'orange'))])

puzzle('w122-people-pumpkin-show', family='people', layout='categories never listed, numbered clues, weights in lb', noun=None, n=5, axis='Name',
       cats={'Name': ['Elspeth', 'Fergus', 'Gwen', 'Hamish', 'Isla'],
             'Weight': ['48 lb', '52 lb', '56 lb', '60 lb', '64 lb'],
             'Village': ['Kirkby', 'Lowther', 'Marsden', 'Netherton', 'Oakridge']},
       clues=[of_two(('Weight', '64 lb'), ('Village', 'Oakridge'), ('Name', 'Fergus'), ('Name', 'Gwen')),
              neither(('Village', 'Kirkby'), ('Name', 'Gwen'), ('Name', 'Hamish')),
              of_two(('Name', 'Hamish'), ('Village', 'Netherton'), ('Weight', '56 lb'), ('Weight', '60 lb')),
              of_two(('Name', 'Elspeth'), ('Weight', '52 lb'), ('Village', 'Oakridge'), ('Village', 'Marsden')),
              diff(('Village', 'Netherton'), ('Name', 'Fergus'), 'Weight', -8),
              distinct(('Village', 'Lowther'), ('Name', 'Elspeth'), ('Village', 'Kirkby'), ('Name', 'Isla'), ('Weight', '52 lb'))],
       questions=[ask_value('Village', ('Name', 'Isla')), ask_value('Weight', ('Village', 'Kirkby'))])

puzzle('w123-people-poster-vote', family='people', layout="'Designers:' lists, numbered clues, vote counts, class names", noun=None, n=5, axis='Name',
       cats={'Name': ['Jonah', 'Keira', 'Leon', 'Mabel', 'Nico'],
             'Votes': ['18', '21', '24', '27', '30'],
             'Theme': ['dragons', 'robots', 'rainforest', 'space', 'underwater'],
             'Form': ['3A', '3B', '4A', '4B', '5A']},
       clues=[neither(('Theme', 'underwater'), ('Name', 'Nico'), ('Form', '3B')),
              diff(('Name', 'Leon'), ('Theme', 'space'), 'Votes', -3),
              diff(('Form', '3A'), ('Name', 'Keira'), 'Votes', 6),
              of_two(('Votes', '21'), ('Theme', 'robots'), ('Form', '4B'), ('Form', '5A')),
              neither(('Votes', '24'), ('Name', 'Leon'), ('Form', '4A')),
              differ(('Name', 'Leon'), ('Theme', 'dragons')),
              either(('Form', '3A'), ('Votes', '18'), ('Theme', 'rainforest')),
              diff(('Theme', 'robots'), ('Name', 'Nico'), 'Votes', -3),
              less(('Name', 'Jonah'), ('Form', '4B'), 'Votes'),
              neither(('Theme', 'underwater'), ('Form', '5A'), ('Votes', '18'))],
       questions=[ask_value('Theme', ('Votes', '30'))])

puzzle('w124-people-classic-cars', family='people', layout="prose categories, numbered clues, years, the cars as subjects ('Petra's car'), distractor, no question", noun=None, n=4, axis='Name',
       cats={'Name': ['Oswald', 'Petra', 'Quentin', 'Rhoda'],
             'Year': ['1958', '1962', '1966', '1970'],
             'Model': ['roadster', 'saloon', 'estate', 'coupe'],
             'Colour': ['cream', 'racing green', 'maroon', 'silver']},
       clues=[of_two(('Name', 'Petra'), ('Colour', 'cream'), ('Year', '1970'), ('Year', '1966')),
              differ(('Model', 'saloon'), ('Name', 'Petra')),
              less(('Model', 'saloon'), ('Name', 'Petra'), 'Year'),
              distinct(('Model', 'estate'), ('Name', 'Petra'), ('Year', '1966'), ('Year', '1958')),
              of_two(('Model', 'roadster'), ('Year', '1970'), ('Name', 'Petra'), ('Name', 'Quentin')),
              of_two(('Colour', 'racing green'), ('Model', 'roadster'), ('Year', '1958'), ('Year', '1970')),
              of_two(('Colour', 'silver'), ('Year', '1970'), ('Name', 'Petra'), ('Name', 'Rhoda'))],
       herrings={4: 'The club was founded in 1985.'},
       questions=[])

puzzle('w125-people-charity-walk', family='people', layout='prose categories, unnumbered clue lines, distances in miles, two questions in one sentence', noun=None, n=5, axis='Name',
       cats={'Name': ['Tobias', 'Ursula', 'Vikram', 'Winona', 'Yusuf'],
             'Distance': ['3 miles', '4 miles', '5 miles', '6 miles', '7 miles'],
             'Sponsor': ['bakery', 'garage', 'library', 'pharmacy', 'pub'],
             'Hat': ['beanie', 'bucket hat', 'cap', 'sun visor', 'panama']},
       clues=[diff(('Name', 'Winona'), ('Hat', 'beanie'), 'Distance', 3),
              less(('Hat', 'sun visor'), ('Sponsor', 'library'), 'Distance'),
              distinct(('Name', 'Ursula'), ('Sponsor', 'bakery'), ('Distance', '5 miles'), ('Hat', 'panama'), ('Hat', 'bucket hat')),
              of_two(('Name', 'Vikram'), ('Distance', '4 miles'), ('Sponsor', 'pub'), ('Sponsor', 'bakery')),
              less(('Name', 'Yusuf'), ('Sponsor', 'bakery'), 'Distance'),
              of_two(('Name', 'Vikram'), ('Hat', 'sun visor'), ('Sponsor', 'garage'), ('Sponsor', 'pub')),
              diff(('Sponsor', 'bakery'), ('Hat', 'panama'), 'Distance', 1),
              differ(('Sponsor', 'pharmacy'), ('Distance', '5 miles'))],
       questions=[ask_value('Distance', ('Name', 'Yusuf')), ask_value('Hat', ('Sponsor', 'pub'))])

puzzle('w126-people-spelling-bee', family='people', layout='prose categories, numbered clues, finishing places (1st-4th), quoted words', noun=None, n=4, axis='Name',
       cats={'Name': ['Amelie', 'Bastian', 'Cordelia', 'Dmitri'],
             'Place': ['1st', '2nd', '3rd', '4th'],
             'Word': ['onomatopoeia', 'rhythm', 'quixotic', 'zephyr'],
             'School': ['Elm Park', 'Hillcrest', 'Riverside', "St Jude's"]},
       clues=[of_two(('Name', 'Cordelia'), ('Place', '3rd'), ('School', 'Hillcrest'), ('School', "St Jude's")),
              diff(('Name', 'Bastian'), ('Word', 'quixotic'), 'Place', -1),
              either(('Name', 'Amelie'), ('Word', 'rhythm'), ('Place', '1st')),
              distinct(('Name', 'Dmitri'), ('Place', '3rd'), ('School', 'Riverside'), ('Name', 'Cordelia')),
              diff(('Name', 'Dmitri'), ('Word', 'onomatopoeia'), 'Place', 1),
              neither(('Place', '3rd'), ('School', 'Riverside'), ('Name', 'Dmitri')),
              diff(('Name', 'Bastian'), ('School', "St Jude's"), 'Place', -2)],
       questions=[ask_value('School', ('Place', '1st'))])

puzzle('w127-lines-benchmark-houses-5x6', family='lines', layout="category sentences, numbered clues, 'There is one house between', 'lives beside', herrings", noun='house', n=5,
       cats={'Name': ['Arjun', 'Cosmo', 'Hiro', 'Lorenzo', 'Quinn'],
             'Drink': ['coffee', 'juice', 'milk', 'soda', 'tea'],
             'Pet': ['cat', 'dog', 'hamster', 'horse', 'turtle'],
             'Colour': ['green', 'orange', 'red', 'white', 'yellow'],
             'Car': ['Audi', 'BMW', 'Ford', 'Tesla', 'Volvo'],
             'Food': ['burgers', 'curry', 'pasta', 'pizza', 'soup']},
       clues=[same(('Name', 'Lorenzo'), ('Car', 'Audi')),
              gap(('Car', 'Volvo'), ('Pet', 'hamster'), 2),
              ends(('Food', 'soup')),
              differ(('Drink', 'milk'), ('Name', 'Quinn')),
              between(('Name', 'Lorenzo'), ('Colour', 'orange'), ('Food', 'soup')),
              somewhere_right(('Name', 'Cosmo'), ('Car', 'Audi')),
              ends(('Food', 'soup')),
              not_at(('Colour', 'yellow'), 1),
              ends(('Pet', 'hamster')),
              somewhere_left(('Name', 'Hiro'), ('Colour', 'white')),
              left(('Pet', 'horse'), ('Car', 'Volvo')),
              not_at(('Colour', 'yellow'), 1),
              at(('Name', 'Cosmo'), 5),
              apart(('Food', 'soup'), ('Pet', 'horse')),
              same(('Food', 'pizza'), ('Car', 'Audi')),
              same(('Pet', 'dog'), ('Name', 'Cosmo')),
              somewhere_right(('Car', 'Tesla'), ('Pet', 'hamster')),
              differ(('Colour', 'red'), ('Pet', 'horse')),
              apart(('Drink', 'tea'), ('Food', 'pizza')),
              somewhere_right(('Colour', 'green'), ('Name', 'Hiro')),
              somewhere_right(('Car', 'Volvo'), ('Pet', 'hamster')),
              differ(('Food', 'burgers'), ('Name', 'Lorenzo')),
              same(('Drink', 'coffee'), ('Colour', 'orange')),
              next_to(('Name', 'Quinn'), ('Car', 'Audi')),
              at(('Car', 'Ford'), 4),
              same(('Colour', 'green'), ('Drink', 'milk')),
              same(('Drink', 'soda'), ('Pet', 'dog')),
              same(('Colour', 'orange'), ('Food', 'pasta')),
              apart(('Colour', 'yellow'), ('Food', 'pasta')),
              differ(('Name', 'Lorenzo'), ('Pet', 'cat')),
              next_to(('Car', 'Audi'), ('Pet', 'turtle')),
              left(('Colour', 'yellow'), ('Name', 'Cosmo')),
              ends(('Colour', 'white')),
              between(('Name', 'Quinn'), ('Car', 'Audi'), ('Colour', 'yellow')),
              somewhere_right(('Pet', 'dog'), ('Drink', 'tea')),
              gap(('Food', 'curry'), ('Name', 'Cosmo'), 2),
              differ(('Car', 'Volvo'), ('Name', 'Hiro')),
              differ(('Car', 'Audi'), ('Name', 'Hiro')),
              not_at(('Drink', 'tea'), 2),
              somewhere_right(('Car', 'Tesla'), ('Pet', 'cat'))],
       herrings={19: 'The Toyota driver grows tomatoes.', 27: 'Octopuses have three hearts.'},
       questions=[ask_position(('Pet', 'turtle')), ask_position(('Drink', 'tea'))])

puzzle('w128-lines-benchmark-positions-6x7', family='lines', layout="category sentences, 'Clue 12:' clues, 'The person in the second position ...', 'is not in the first position', 'Who ...?' question, herrings", noun='position', n=6,
       cats={'Name': ['Delphine', 'Jasper', 'Katya', 'Lorenzo', 'Maren', 'Nadia'],
             'Sport': ['badminton', 'cricket', 'hockey', 'rugby', 'soccer', 'volleyball'],
             'Music': ['blues', 'folk', 'pop', 'reggae', 'rock', 'techno'],
             'Job': ['chef', 'doctor', 'engineer', 'farmer', 'lawyer', 'teacher'],
             'Book': ['biography', 'fantasy', 'history', 'mystery', 'romance', 'science fiction'],
             'Phone': ['Galaxy', 'Huawei', 'Moto', 'Pixel', 'Xperia', 'iPhone'],
             'Hobby': ['chess', 'fishing', 'gardening', 'hiking', 'knitting', 'painting']},
       clues=[apart(('Name', 'Delphine'), ('Music', 'reggae')),
              at(('Hobby', 'painting'), 4),
              somewhere_left(('Job', 'farmer'), ('Book', 'history')),
              at(('Music', 'pop'), 2),
              somewhere_right(('Job', 'engineer'), ('Book', 'mystery')),
              apart(('Hobby', 'hiking'), ('Music', 'folk')),
              at(('Hobby', 'fishing'), 5),
              ends(('Book', 'science fiction')),
              apart(('Book', 'fantasy'), ('Sport', 'soccer')),
              same(('Hobby', 'knitting'), ('Job', 'teacher')),
              differ(('Job', 'doctor'), ('Name', 'Katya')),
              same(('Name', 'Delphine'), ('Phone', 'Pixel')),
              apart(('Hobby', 'fishing'), ('Name', 'Katya')),
              somewhere_right(('Hobby', 'knitting'), ('Music', 'techno')),
              somewhere_left(('Sport', 'hockey'), ('Name', 'Delphine')),
              gap(('Job', 'teacher'), ('Music', 'folk'), 2),
              apart(('Job', 'farmer'), ('Sport', 'hockey')),
              left(('Sport', 'rugby'), ('Music', 'folk')),
              ends(('Book', 'science fiction')),
              between(('Job', 'farmer'), ('Hobby', 'gardening'), ('Phone', 'Pixel')),
              somewhere_left(('Sport', 'rugby'), ('Phone', 'iPhone')),
              same(('Job', 'lawyer'), ('Hobby', 'fishing')),
              not_at(('Sport', 'badminton'), 1),
              gap(('Sport', 'volleyball'), ('Name', 'Maren'), 2),
              differ(('Book', 'romance'), ('Job', 'farmer')),
              apart(('Book', 'romance'), ('Sport', 'badminton')),
              at(('Hobby', 'chess'), 3),
              differ(('Phone', 'iPhone'), ('Name', 'Delphine')),
              next_to(('Phone', 'Huawei'), ('Sport', 'soccer')),
              same(('Phone', 'Xperia'), ('Hobby', 'hiking')),
              apart(('Book', 'history'), ('Phone', 'Galaxy')),
              at(('Hobby', 'hiking'), 1),
              next_to(('Name', 'Jasper'), ('Job', 'engineer')),
              next_to(('Sport', 'badminton'), ('Phone', 'Xperia')),
              apart(('Sport', 'volleyball'), ('Book', 'biography')),
              at(('Sport', 'volleyball'), 6),
              not_at(('Phone', 'Huawei'), 6),
              apart(('Phone', 'Huawei'), ('Name', 'Nadia')),
              apart(('Book', 'romance'), ('Phone', 'iPhone')),
              gap(('Music', 'blues'), ('Job', 'farmer'), 2),
              somewhere_right(('Job', 'lawyer'), ('Name', 'Jasper')),
              same(('Music', 'techno'), ('Sport', 'cricket')),
              left(('Job', 'doctor'), ('Phone', 'Huawei')),
              somewhere_left(('Music', 'techno'), ('Job', 'engineer'))],
       herrings={43: 'The person who keeps a dog wears glasses.', 45: 'Cats sleep for most of the day.', 38: 'The BMW driver grows tomatoes.'},
       questions=[ask_value('Name', ('Phone', 'iPhone')), ask_value('Name', ('Hobby', 'gardening'))])

puzzle('w129-lines-benchmark-tents-5x8', family='lines', layout="category sentences, '* ' hints, tents, 'At one of the ends is', answer-format block, herrings", noun='tent', n=5,
       cats={'Name': ['Greta', 'Hiro', 'Lorenzo', 'Maren', 'Priya'],
             'Nationality': ['Dane', 'German', 'Italian', 'Norwegian', 'Spaniard'],
             'Pet': ['bird', 'cat', 'fish', 'hamster', 'rabbit'],
             'Drink': ['cocoa', 'coffee', 'juice', 'soda', 'tea'],
             'Transport': ['bike', 'car', 'ferry', 'scooter', 'tram'],
             'Month': ['April', 'August', 'January', 'March', 'May'],
             'Flower': ['iris', 'orchid', 'poppy', 'rose', 'tulip'],
             'Food': ['curry', 'pasta', 'pizza', 'sushi', 'tacos']},
       clues=[at(('Name', 'Lorenzo'), 2),
              at(('Flower', 'tulip'), 2),
              differ(('Nationality', 'Norwegian'), ('Month', 'March')),
              same(('Drink', 'tea'), ('Transport', 'ferry')),
              somewhere_right(('Pet', 'fish'), ('Food', 'pasta')),
              between(('Name', 'Lorenzo'), ('Drink', 'coffee'), ('Pet', 'cat')),
              at(('Name', 'Maren'), 3),
              same(('Month', 'May'), ('Nationality', 'Spaniard')),
              somewhere_left(('Flower', 'rose'), ('Month', 'April')),
              differ(('Name', 'Lorenzo'), ('Month', 'January')),
              next_to(('Transport', 'bike'), ('Month', 'March')),
              somewhere_right(('Name', 'Maren'), ('Month', 'April')),
              apart(('Food', 'tacos'), ('Transport', 'scooter')),
              same(('Pet', 'rabbit'), ('Name', 'Maren')),
              not_at(('Pet', 'hamster'), 2),
              at(('Transport', 'car'), 4),
              at(('Pet', 'fish'), 4),
              left(('Pet', 'cat'), ('Drink', 'tea')),
              apart(('Pet', 'rabbit'), ('Month', 'August')),
              apart(('Name', 'Hiro'), ('Flower', 'poppy')),
              not_at(('Nationality', 'Norwegian'), 5),
              next_to(('Name', 'Lorenzo'), ('Month', 'January')),
              at(('Transport', 'car'), 4),
              ends(('Name', 'Greta')),
              same(('Month', 'August'), ('Flower', 'rose')),
              between(('Nationality', 'Italian'), ('Food', 'curry'), ('Flower', 'rose')),
              somewhere_right(('Month', 'March'), ('Flower', 'rose')),
              differ(('Nationality', 'German'), ('Transport', 'car')),
              somewhere_left(('Food', 'tacos'), ('Drink', 'coffee')),
              left(('Food', 'sushi'), ('Transport', 'ferry')),
              somewhere_right(('Month', 'May'), ('Transport', 'bike')),
              same(('Nationality', 'Spaniard'), ('Name', 'Hiro')),
              differ(('Flower', 'rose'), ('Drink', 'soda')),
              at(('Flower', 'iris'), 5),
              at(('Nationality', 'Italian'), 3),
              somewhere_right(('Drink', 'coffee'), ('Food', 'tacos')),
              at(('Drink', 'juice'), 3),
              somewhere_right(('Food', 'pizza'), ('Drink', 'soda')),
              not_at(('Transport', 'scooter'), 2),
              differ(('Name', 'Greta'), ('Pet', 'hamster')),
              at(('Name', 'Lorenzo'), 2),
              differ(('Drink', 'juice'), ('Food', 'tacos')),
              differ(('Food', 'tacos'), ('Pet', 'fish')),
              somewhere_left(('Transport', 'ferry'), ('Flower', 'iris')),
              same(('Nationality', 'Norwegian'), ('Flower', 'tulip')),
              at(('Pet', 'bird'), 2)],
       herrings={12: 'The person who keeps a bird wears glasses.', 31: 'The Ford driver grows tomatoes.'},
       questions=[ask_position(('Food', 'pasta')), ask_value('Name', ('Nationality', 'German'))])

puzzle('w130-lines-benchmark-houses-7x8', family='lines', layout="category sentences, '(1)' clues, 'further right than', 'in the middle', 'the last house on the right', herrings", noun='house', n=7,
       cats={'Name': ['Cosmo', 'Delphine', 'Jasper', 'Katya', 'Maren', 'Osric', 'Quinn'],
             'Colour': ['black', 'blue', 'green', 'orange', 'red', 'white', 'yellow'],
             'Car': ['Audi', 'BMW', 'Ford', 'Kia', 'Tesla', 'Toyota', 'Volvo'],
             'Sport': ['badminton', 'cricket', 'golf', 'hockey', 'rugby', 'tennis', 'volleyball'],
             'Music': ['blues', 'classical', 'folk', 'pop', 'reggae', 'rock', 'techno'],
             'Book': ['biography', 'fantasy', 'history', 'mystery', 'poetry', 'romance', 'science fiction'],
             'Month': ['April', 'August', 'February', 'January', 'July', 'June', 'May'],
             'Drink': ['cocoa', 'coffee', 'juice', 'milk', 'soda', 'tea', 'water']},
       clues=[left(('Car', 'Tesla'), ('Name', 'Katya')),
              at(('Colour', 'orange'), 4),
              somewhere_right(('Car', 'Volvo'), ('Sport', 'badminton')),
              not_at(('Name', 'Delphine'), 6),
              somewhere_left(('Drink', 'tea'), ('Name', 'Jasper')),
              at(('Drink', 'water'), 1),
              at(('Colour', 'red'), 1),
              same(('Name', 'Osric'), ('Sport', 'rugby')),
              at(('Month', 'May'), 1),
              differ(('Month', 'July'), ('Sport', 'cricket')),
              same(('Drink', 'water'), ('Sport', 'rugby')),
              at(('Colour', 'white'), 5),
              ends(('Book', 'romance')),
              same(('Month', 'February'), ('Music', 'rock')),
              at(('Car', 'BMW'), 5),
              somewhere_left(('Car', 'Toyota'), ('Drink', 'cocoa')),
              somewhere_right(('Name', 'Jasper'), ('Colour', 'blue')),
              gap(('Month', 'January'), ('Colour', 'orange'), 2),
              at(('Drink', 'tea'), 4),
              same(('Name', 'Katya'), ('Sport', 'cricket')),
              apart(('Book', 'romance'), ('Sport', 'rugby')),
              at(('Name', 'Osric'), 1),
              at(('Car', 'Ford'), 4),
              between(('Name', 'Katya'), ('Car', 'Tesla'), ('Drink', 'juice')),
              not_at(('Month', 'August'), 2),
              not_at(('Name', 'Cosmo'), 4),
              same(('Music', 'pop'), ('Sport', 'tennis')),
              somewhere_left(('Drink', 'soda'), ('Name', 'Katya')),
              at(('Music', 'blues'), 1),
              same(('Name', 'Katya'), ('Month', 'August')),
              not_at(('Colour', 'black'), 6),
              between(('Music', 'folk'), ('Name', 'Delphine'), ('Book', 'biography')),
              somewhere_right(('Sport', 'badminton'), ('Drink', 'cocoa')),
              next_to(('Car', 'Audi'), ('Book', 'history')),
              at(('Book', 'poetry'), 3),
              ends(('Month', 'June')),
              between(('Music', 'pop'), ('Drink', 'coffee'), ('Car', 'BMW')),
              at(('Car', 'Toyota'), 2),
              somewhere_left(('Sport', 'tennis'), ('Name', 'Jasper')),
              left(('Book', 'fantasy'), ('Music', 'pop')),
              gap(('Sport', 'tennis'), ('Car', 'Kia'), 2),
              at(('Car', 'Volvo'), 7),
              same(('Month', 'May'), ('Book', 'mystery')),
              at(('Name', 'Cosmo'), 5),
              between(('Book', 'poetry'), ('Name', 'Maren'), ('Month', 'July')),
              at(('Music', 'reggae'), 4),
              same(('Drink', 'milk'), ('Sport', 'volleyball')),
              at(('Music', 'classical'), 5),
              somewhere_right(('Name', 'Maren'), ('Colour', 'red')),
              at(('Colour', 'green'), 3),
              at(('Colour', 'green'), 3),
              apart(('Sport', 'hockey'), ('Month', 'July'))],
       herrings={15: 'The person who keeps a bird wears glasses.', 20: 'The Toyota driver once ran a marathon.', 38: 'The person who plays volleyball has curly hair.'},
       questions=[ask_position(('Car', 'Toyota')), ask_position(('Month', 'July'))])

puzzle('w131-lines-benchmark-tables-6x9', family='lines', layout="category sentences, numbered clues, tables, 'The person in the third table', herrings", noun='table', n=6,
       cats={'Name': ['Cosmo', 'Greta', 'Lorenzo', 'Maren', 'Nadia', 'Osric'],
             'Food': ['curry', 'pasta', 'pizza', 'salad', 'soup', 'tacos'],
             'Job': ['doctor', 'engineer', 'lawyer', 'nurse', 'pilot', 'teacher'],
             'Phone': ['Huawei', 'Moto', 'Nokia', 'Pixel', 'Xperia', 'iPhone'],
             'Hobby': ['chess', 'cooking', 'dancing', 'fishing', 'hiking', 'knitting'],
             'Nationality': ['Brit', 'Dane', 'German', 'Italian', 'Spaniard', 'Swede'],
             'Pet': ['bird', 'cat', 'dog', 'fish', 'horse', 'rabbit'],
             'Flower': ['daisy', 'iris', 'lotus', 'orchid', 'poppy', 'tulip'],
             'Transport': ['bike', 'bus', 'car', 'ferry', 'scooter', 'tram']},
       clues=[apart(('Name', 'Cosmo'), ('Transport', 'tram')),
              between(('Food', 'pizza'), ('Job', 'teacher'), ('Hobby', 'fishing')),
              at(('Food', 'curry'), 4),
              not_at(('Flower', 'lotus'), 3),
              gap(('Pet', 'cat'), ('Food', 'salad'), 2),
              differ(('Hobby', 'knitting'), ('Nationality', 'German')),
              apart(('Food', 'salad'), ('Job', 'doctor')),
              at(('Food', 'tacos'), 3),
              at(('Name', 'Maren'), 3),
              ends(('Nationality', 'Spaniard')),
              at(('Pet', 'dog'), 2),
              somewhere_right(('Name', 'Cosmo'), ('Phone', 'iPhone')),
              somewhere_right(('Job', 'nurse'), ('Name', 'Greta')),
              same(('Hobby', 'knitting'), ('Job', 'pilot')),
              same(('Flower', 'iris'), ('Nationality', 'Brit')),
              gap(('Job', 'teacher'), ('Nationality', 'Swede'), 2),
              at(('Hobby', 'chess'), 2),
              at(('Job', 'nurse'), 5),
              ends(('Phone', 'Xperia')),
              ends(('Transport', 'car')),
              at(('Pet', 'horse'), 3),
              somewhere_left(('Hobby', 'cooking'), ('Flower', 'lotus')),
              apart(('Name', 'Greta'), ('Pet', 'bird')),
              same(('Nationality', 'German'), ('Name', 'Cosmo')),
              same(('Transport', 'tram'), ('Nationality', 'Dane')),
              at(('Food', 'tacos'), 3),
              ends(('Pet', 'bird')),
              at(('Name', 'Nadia'), 6),
              at(('Phone', 'Huawei'), 4),
              differ(('Hobby', 'knitting'), ('Flower', 'iris')),
              same(('Pet', 'fish'), ('Phone', 'iPhone')),
              at(('Transport', 'scooter'), 3),
              gap(('Flower', 'daisy'), ('Nationality', 'Dane'), 2),
              differ(('Nationality', 'Brit'), ('Hobby', 'cooking')),
              at(('Transport', 'ferry'), 4),
              apart(('Hobby', 'hiking'), ('Food', 'pasta')),
              same(('Transport', 'ferry'), ('Job', 'engineer')),
              apart(('Food', 'curry'), ('Pet', 'dog')),
              same(('Phone', 'Moto'), ('Transport', 'tram')),
              apart(('Name', 'Cosmo'), ('Flower', 'lotus')),
              somewhere_left(('Name', 'Osric'), ('Transport', 'bus')),
              at(('Hobby', 'dancing'), 5),
              at(('Flower', 'poppy'), 4),
              same(('Hobby', 'hiking'), ('Flower', 'tulip')),
              somewhere_left(('Pet', 'cat'), ('Flower', 'lotus')),
              somewhere_left(('Pet', 'cat'), ('Job', 'lawyer')),
              differ(('Name', 'Osric'), ('Hobby', 'dancing')),
              somewhere_left(('Nationality', 'German'), ('Name', 'Osric')),
              apart(('Phone', 'Nokia'), ('Flower', 'tulip')),
              not_at(('Flower', 'tulip'), 2)],
       herrings={9: 'The Ford driver once ran a marathon.', 38: 'The person who plays hockey has curly hair.', 32: 'Everyone in the row likes the sea.', 5: 'The person who keeps a dog wears glasses.'},
       questions=[ask_value('Name', ('Flower', 'orchid')), ask_value('Name', ('Hobby', 'fishing'))])

puzzle('w132-lines-benchmark-positions-8x9', family='lines', layout='category sentences, unnumbered clue lines, 8 positions, answer-format block, herrings', noun='position', n=8,
       cats={'Name': ['Arjun', 'Beatrix', 'Cosmo', 'Delphine', 'Ezra', 'Maren', 'Osric', 'Quinn'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda', 'tea', 'water'],
             'Pet': ['bird', 'cat', 'dog', 'fish', 'hamster', 'horse', 'rabbit', 'turtle'],
             'Colour': ['black', 'blue', 'green', 'orange', 'purple', 'red', 'white', 'yellow'],
             'Car': ['Audi', 'BMW', 'Ford', 'Honda', 'Kia', 'Tesla', 'Toyota', 'Volvo'],
             'Sport': ['badminton', 'cricket', 'golf', 'hockey', 'rugby', 'soccer', 'tennis', 'volleyball'],
             'Music': ['blues', 'classical', 'folk', 'jazz', 'pop', 'reggae', 'rock', 'techno'],
             'Job': ['chef', 'doctor', 'engineer', 'farmer', 'lawyer', 'nurse', 'pilot', 'teacher'],
             'Book': ['biography', 'fantasy', 'history', 'horror', 'mystery', 'poetry', 'romance', 'science fiction']},
       clues=[gap(('Name', 'Beatrix'), ('Pet', 'hamster'), 2),
              same(('Car', 'Audi'), ('Pet', 'dog')),
              gap(('Name', 'Cosmo'), ('Job', 'doctor'), 2),
              somewhere_right(('Music', 'jazz'), ('Name', 'Arjun')),
              somewhere_left(('Sport', 'tennis'), ('Colour', 'green')),
              next_to(('Job', 'farmer'), ('Car', 'Tesla')),
              between(('Music', 'rock'), ('Car', 'Tesla'), ('Book', 'horror')),
              somewhere_right(('Book', 'horror'), ('Sport', 'golf')),
              somewhere_right(('Drink', 'water'), ('Name', 'Quinn')),
              between(('Drink', 'tea'), ('Job', 'nurse'), ('Colour', 'red')),
              somewhere_left(('Pet', 'fish'), ('Car', 'Volvo')),
              at(('Book', 'biography'), 3),
              gap(('Job', 'farmer'), ('Music', 'rock'), 2),
              next_to(('Name', 'Ezra'), ('Sport', 'rugby')),
              next_to(('Book', 'romance'), ('Music', 'blues')),
              next_to(('Sport', 'hockey'), ('Car', 'Volvo')),
              differ(('Pet', 'bird'), ('Job', 'engineer')),
              next_to(('Job', 'lawyer'), ('Sport', 'soccer')),
              same(('Pet', 'hamster'), ('Music', 'techno')),
              at(('Job', 'chef'), 3),
              gap(('Book', 'poetry'), ('Name', 'Arjun'), 2),
              somewhere_right(('Car', 'Ford'), ('Pet', 'rabbit')),
              next_to(('Name', 'Arjun'), ('Colour', 'orange')),
              not_at(('Music', 'pop'), 5),
              apart(('Book', 'romance'), ('Music', 'reggae')),
              apart(('Book', 'science fiction'), ('Car', 'Tesla')),
              same(('Name', 'Ezra'), ('Pet', 'dog')),
              same(('Car', 'Ford'), ('Drink', 'tea')),
              apart(('Car', 'Tesla'), ('Music', 'pop')),
              somewhere_left(('Job', 'chef'), ('Colour', 'green')),
              at(('Car', 'Honda'), 3),
              at(('Colour', 'black'), 6),
              somewhere_left(('Name', 'Arjun'), ('Colour', 'white')),
              gap(('Music', 'pop'), ('Sport', 'rugby'), 2),
              gap(('Music', 'classical'), ('Book', 'biography'), 2),
              ends(('Colour', 'red')),
              apart(('Name', 'Arjun'), ('Book', 'mystery')),
              not_at(('Music', 'techno'), 7),
              at(('Drink', 'coffee'), 2),
              at(('Pet', 'turtle'), 7),
              apart(('Drink', 'soda'), ('Colour', 'blue')),
              left(('Book', 'science fiction'), ('Colour', 'yellow')),
              somewhere_right(('Book', 'fantasy'), ('Job', 'pilot')),
              same(('Sport', 'badminton'), ('Pet', 'dog')),
              same(('Book', 'history'), ('Music', 'blues')),
              between(('Pet', 'horse'), ('Colour', 'black'), ('Music', 'rock')),
              between(('Car', 'Honda'), ('Sport', 'cricket'), ('Name', 'Maren')),
              ends(('Colour', 'white')),
              apart(('Job', 'farmer'), ('Music', 'folk')),
              gap(('Pet', 'dog'), ('Book', 'history'), 2),
              at(('Drink', 'juice'), 7),
              at(('Pet', 'fish'), 3),
              at(('Drink', 'cocoa'), 6),
              at(('Colour', 'yellow'), 5),
              left(('Pet', 'dog'), ('Music', 'folk')),
              next_to(('Drink', 'water'), ('Name', 'Quinn')),
              somewhere_right(('Book', 'science fiction'), ('Colour', 'blue')),
              differ(('Music', 'rock'), ('Car', 'Kia')),
              at(('Car', 'BMW'), 8),
              differ(('Job', 'farmer'), ('Sport', 'golf')),
              somewhere_left(('Name', 'Osric'), ('Book', 'poetry')),
              at(('Colour', 'red'), 1),
              apart(('Book', 'romance'), ('Sport', 'hockey')),
              ends(('Sport', 'tennis')),
              at(('Drink', 'lemonade'), 4),
              differ(('Sport', 'tennis'), ('Drink', 'soda')),
              at(('Job', 'doctor'), 8),
              somewhere_right(('Pet', 'cat'), ('Sport', 'cricket')),
              same(('Colour', 'yellow'), ('Job', 'pilot')),
              same(('Colour', 'red'), ('Sport', 'tennis')),
              same(('Colour', 'blue'), ('Music', 'reggae')),
              ends(('Job', 'engineer')),
              differ(('Drink', 'juice'), ('Car', 'Volvo')),
              apart(('Car', 'Kia'), ('Drink', 'soda')),
              between(('Book', 'science fiction'), ('Colour', 'white'), ('Name', 'Maren')),
              not_at(('Drink', 'water'), 7),
              not_at(('Pet', 'hamster'), 1),
              not_at(('Pet', 'bird'), 3)],
       herrings={47: 'The Volvo driver grows tomatoes.', 84: 'Two of the people went to the same school.', 40: 'Everyone in the row likes the sea.'},
       questions=[ask_position(('Music', 'blues')), ask_value('Name', ('Car', 'Audi'))])

puzzle('w133-lines-benchmark-houses-7x10', family='lines', layout="category sentences, 'Clue 12:' clues, 'somewhere between', 'in the middle', 'the last house on the right', herrings", noun='house', n=7,
       cats={'Name': ['Beatrix', 'Cosmo', 'Greta', 'Hiro', 'Jasper', 'Lorenzo', 'Priya'],
             'Phone': ['Galaxy', 'Huawei', 'Moto', 'Nokia', 'OnePlus', 'Pixel', 'iPhone'],
             'Hobby': ['chess', 'cooking', 'fishing', 'gardening', 'hiking', 'knitting', 'painting'],
             'Nationality': ['Brit', 'Dane', 'German', 'Italian', 'Pole', 'Spaniard', 'Swede'],
             'Transport': ['bike', 'car', 'ferry', 'scooter', 'taxi', 'train', 'tram'],
             'Month': ['August', 'February', 'January', 'July', 'June', 'March', 'May'],
             'Flower': ['iris', 'lily', 'lotus', 'orchid', 'poppy', 'rose', 'tulip'],
             'Food': ['burgers', 'curry', 'pasta', 'salad', 'soup', 'sushi', 'tacos'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda', 'water'],
             'Pet': ['bird', 'cat', 'dog', 'fish', 'hamster', 'rabbit', 'turtle']},
       clues=[at(('Phone', 'Galaxy'), 5),
              at(('Food', 'sushi'), 4),
              left(('Hobby', 'fishing'), ('Pet', 'rabbit')),
              ends(('Nationality', 'Brit')),
              next_to(('Flower', 'lily'), ('Nationality', 'German')),
              gap(('Food', 'pasta'), ('Pet', 'dog'), 2),
              somewhere_right(('Flower', 'lily'), ('Month', 'August')),
              differ(('Drink', 'juice'), ('Flower', 'lily')),
              differ(('Transport', 'tram'), ('Name', 'Greta')),
              somewhere_right(('Nationality', 'Brit'), ('Phone', 'Nokia')),
              gap(('Month', 'August'), ('Transport', 'scooter'), 2),
              gap(('Nationality', 'Pole'), ('Month', 'July'), 2),
              same(('Flower', 'poppy'), ('Hobby', 'gardening')),
              next_to(('Food', 'salad'), ('Flower', 'iris')),
              differ(('Drink', 'coffee'), ('Phone', 'iPhone')),
              same(('Food', 'tacos'), ('Nationality', 'German')),
              at(('Month', 'February'), 6),
              apart(('Name', 'Greta'), ('Food', 'soup')),
              differ(('Name', 'Priya'), ('Drink', 'coffee')),
              gap(('Drink', 'juice'), ('Nationality', 'Dane'), 2),
              differ(('Transport', 'car'), ('Name', 'Beatrix')),
              left(('Hobby', 'knitting'), ('Drink', 'soda')),
              somewhere_right(('Drink', 'milk'), ('Nationality', 'German')),
              between(('Phone', 'OnePlus'), ('Month', 'June'), ('Drink', 'soda')),
              not_at(('Drink', 'milk'), 5),
              same(('Nationality', 'Italian'), ('Transport', 'car')),
              at(('Flower', 'rose'), 2),
              gap(('Food', 'salad'), ('Pet', 'turtle'), 2),
              somewhere_left(('Hobby', 'cooking'), ('Month', 'February')),
              somewhere_right(('Transport', 'taxi'), ('Nationality', 'Swede')),
              at(('Drink', 'water'), 4),
              same(('Transport', 'car'), ('Food', 'curry')),
              next_to(('Name', 'Beatrix'), ('Phone', 'Pixel')),
              at(('Hobby', 'chess'), 5),
              at(('Pet', 'rabbit'), 2),
              apart(('Drink', 'coffee'), ('Food', 'sushi')),
              ends(('Hobby', 'gardening')),
              at(('Name', 'Greta'), 7),
              same(('Name', 'Beatrix'), ('Pet', 'turtle')),
              somewhere_left(('Nationality', 'Spaniard'), ('Hobby', 'cooking')),
              same(('Name', 'Lorenzo'), ('Pet', 'cat')),
              next_to(('Transport', 'taxi'), ('Drink', 'coffee')),
              not_at(('Nationality', 'Swede'), 6),
              differ(('Nationality', 'Pole'), ('Month', 'March')),
              apart(('Phone', 'Huawei'), ('Nationality', 'Italian')),
              somewhere_left(('Food', 'tacos'), ('Month', 'January')),
              at(('Name', 'Hiro'), 5),
              somewhere_left(('Drink', 'juice'), ('Flower', 'lotus')),
              at(('Transport', 'train'), 3),
              differ(('Month', 'February'), ('Transport', 'car')),
              same(('Nationality', 'Italian'), ('Drink', 'cocoa')),
              at(('Month', 'June'), 7),
              ends(('Month', 'March')),
              apart(('Pet', 'bird'), ('Phone', 'OnePlus')),
              at(('Food', 'curry'), 1),
              not_at(('Transport', 'tram'), 7),
              left(('Phone', 'Pixel'), ('Transport', 'bike')),
              ends(('Pet', 'cat')),
              apart(('Month', 'August'), ('Transport', 'tram')),
              at(('Phone', 'Huawei'), 4),
              at(('Flower', 'tulip'), 5),
              same(('Name', 'Priya'), ('Phone', 'iPhone')),
              apart(('Month', 'February'), ('Drink', 'water')),
              gap(('Nationality', 'Italian'), ('Hobby', 'hiking'), 2),
              apart(('Hobby', 'gardening'), ('Name', 'Jasper')),
              same(('Name', 'Lorenzo'), ('Flower', 'orchid')),
              next_to(('Month', 'February'), ('Pet', 'hamster'))],
       herrings={26: 'The person who plays badminton is the tallest of the group.', 41: 'The person who keeps a hamster is afraid of spiders.', 64: 'Nobody in the row owns a motorbike.', 21: 'Mount Everest is the highest mountain on Earth.', 34: 'Everyone in the row likes the sea.'},
       questions=[ask_position(('Drink', 'juice')), ask_position(('Hobby', 'chess'))])

puzzle('w134-lines-benchmark-benches-8x12', family='lines', layout="11 category sentences, numbered clues, benches, 'Who ...?' questions, herrings", noun='bench', n=8,
       cats={'Name': ['Arjun', 'Delphine', 'Ezra', 'Hiro', 'Imani', 'Jasper', 'Lorenzo', 'Nadia'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda', 'tea', 'water'],
             'Pet': ['bird', 'cat', 'dog', 'fish', 'hamster', 'horse', 'rabbit', 'turtle'],
             'Colour': ['black', 'blue', 'green', 'orange', 'purple', 'red', 'white', 'yellow'],
             'Car': ['Audi', 'BMW', 'Ford', 'Honda', 'Kia', 'Tesla', 'Toyota', 'Volvo'],
             'Food': ['burgers', 'curry', 'pasta', 'pizza', 'salad', 'soup', 'sushi', 'tacos'],
             'Sport': ['badminton', 'cricket', 'golf', 'hockey', 'rugby', 'soccer', 'tennis', 'volleyball'],
             'Music': ['blues', 'classical', 'folk', 'jazz', 'pop', 'reggae', 'rock', 'techno'],
             'Job': ['chef', 'doctor', 'engineer', 'farmer', 'lawyer', 'nurse', 'pilot', 'teacher'],
             'Book': ['biography', 'fantasy', 'history', 'horror', 'mystery', 'poetry', 'romance', 'science fiction'],
             'Phone': ['Galaxy', 'Huawei', 'Moto', 'Nokia', 'OnePlus', 'Pixel', 'Xperia', 'iPhone'],
             'Hobby': ['chess', 'cooking', 'dancing', 'fishing', 'gardening', 'hiking', 'knitting', 'painting']},
       clues=[somewhere_left(('Music', 'reggae'), ('Hobby', 'cooking')),
              next_to(('Job', 'lawyer'), ('Phone', 'Moto')),
              gap(('Drink', 'soda'), ('Music', 'blues'), 2),
              same(('Pet', 'cat'), ('Book', 'biography')),
              ends(('Book', 'fantasy')),
              apart(('Phone', 'OnePlus'), ('Name', 'Arjun')),
              apart(('Name', 'Lorenzo'), ('Phone', 'Pixel')),
              somewhere_right(('Drink', 'milk'), ('Book', 'biography')),
              same(('Music', 'reggae'), ('Colour', 'green')),
              between(('Job', 'pilot'), ('Book', 'romance'), ('Name', 'Ezra')),
              apart(('Sport', 'volleyball'), ('Car', 'BMW')),
              same(('Colour', 'orange'), ('Drink', 'tea')),
              at(('Music', 'rock'), 2),
              ends(('Sport', 'cricket')),
              somewhere_left(('Music', 'rock'), ('Colour', 'green')),
              somewhere_right(('Hobby', 'knitting'), ('Food', 'soup')),
              apart(('Job', 'nurse'), ('Hobby', 'fishing')),
              gap(('Name', 'Lorenzo'), ('Food', 'burgers'), 2),
              somewhere_right(('Book', 'romance'), ('Name', 'Arjun')),
              next_to(('Name', 'Delphine'), ('Colour', 'orange')),
              not_at(('Drink', 'milk'), 3),
              left(('Hobby', 'chess'), ('Book', 'poetry')),
              at(('Car', 'Ford'), 4),
              apart(('Phone', 'Huawei'), ('Hobby', 'hiking')),
              ends(('Food', 'pasta')),
              gap(('Name', 'Delphine'), ('Colour', 'black'), 2),
              same(('Music', 'jazz'), ('Book', 'history')),
              differ(('Hobby', 'hiking'), ('Name', 'Arjun')),
              same(('Hobby', 'painting'), ('Drink', 'juice')),
              apart(('Job', 'engineer'), ('Book', 'horror')),
              differ(('Music', 'blues'), ('Car', 'Toyota')),
              next_to(('Phone', 'iPhone'), ('Pet', 'bird')),
              gap(('Food', 'burgers'), ('Job', 'engineer'), 2),
              gap(('Name', 'Arjun'), ('Music', 'techno'), 2),
              same(('Job', 'chef'), ('Hobby', 'hiking')),
              at(('Sport', 'rugby'), 5),
              somewhere_left(('Hobby', 'painting'), ('Car', 'Kia')),
              somewhere_right(('Name', 'Nadia'), ('Colour', 'red')),
              gap(('Pet', 'dog'), ('Car', 'Audi'), 2),
              not_at(('Sport', 'badminton'), 1),
              at(('Phone', 'Xperia'), 5),
              differ(('Book', 'mystery'), ('Drink', 'coffee')),
              ends(('Drink', 'coffee')),
              same(('Book', 'history'), ('Job', 'pilot')),
              between(('Pet', 'bird'), ('Sport', 'hockey'), ('Drink', 'juice')),
              at(('Food', 'pizza'), 6),
              apart(('Book', 'romance'), ('Drink', 'tea')),
              at(('Job', 'doctor'), 1),
              at(('Phone', 'Nokia'), 8),
              at(('Drink', 'cocoa'), 2),
              at(('Sport', 'soccer'), 6),
              apart(('Name', 'Ezra'), ('Music', 'folk')),
              somewhere_right(('Music', 'classical'), ('Job', 'chef')),
              same(('Car', 'Tesla'), ('Colour', 'purple')),
              same(('Food', 'tacos'), ('Book', 'romance')),
              differ(('Phone', 'Moto'), ('Drink', 'juice')),
              apart(('Music', 'blues'), ('Pet', 'hamster')),
              same(('Car', 'Audi'), ('Pet', 'horse')),
              somewhere_right(('Music', 'rock'), ('Pet', 'cat')),
              somewhere_left(('Phone', 'Pixel'), ('Food', 'tacos')),
              same(('Phone', 'Moto'), ('Car', 'Honda')),
              apart(('Drink', 'tea'), ('Hobby', 'hiking')),
              somewhere_left(('Book', 'poetry'), ('Food', 'sushi')),
              differ(('Car', 'BMW'), ('Music', 'blues')),
              gap(('Colour', 'green'), ('Hobby', 'chess'), 2),
              at(('Music', 'pop'), 7),
              at(('Name', 'Imani'), 4),
              same(('Car', 'Kia'), ('Sport', 'golf')),
              at(('Book', 'biography'), 1),
              next_to(('Food', 'soup'), ('Drink', 'juice')),
              left(('Hobby', 'dancing'), ('Sport', 'cricket')),
              at(('Colour', 'green'), 3),
              somewhere_right(('Sport', 'soccer'), ('Car', 'BMW')),
              between(('Food', 'pizza'), ('Hobby', 'fishing'), ('Sport', 'badminton')),
              at(('Colour', 'red'), 1),
              apart(('Pet', 'bird'), ('Hobby', 'knitting')),
              not_at(('Pet', 'dog'), 1),
              at(('Food', 'salad'), 7),
              left(('Book', 'history'), ('Job', 'lawyer')),
              not_at(('Name', 'Ezra'), 6),
              at(('Book', 'science fiction'), 2),
              somewhere_right(('Pet', 'fish'), ('Food', 'pizza')),
              same(('Hobby', 'fishing'), ('Name', 'Hiro')),
              at(('Music', 'classical'), 8),
              differ(('Pet', 'turtle'), ('Drink', 'milk')),
              between(('Phone', 'Huawei'), ('Hobby', 'dancing'), ('Pet', 'cat')),
              gap(('Book', 'romance'), ('Hobby', 'cooking'), 2),
              same(('Car', 'Audi'), ('Colour', 'blue')),
              at(('Sport', 'tennis'), 1),
              at(('Job', 'farmer'), 4),
              somewhere_left(('Pet', 'horse'), ('Drink', 'tea')),
              somewhere_right(('Colour', 'white'), ('Name', 'Nadia')),
              ends(('Pet', 'turtle')),
              somewhere_left(('Colour', 'orange'), ('Drink', 'water')),
              differ(('Music', 'techno'), ('Sport', 'hockey'))],
       herrings={18: 'The person who keeps a hamster is afraid of spiders.', 22: 'Octopuses have three hearts.', 67: 'The pop fan collects stamps.'},
       questions=[ask_value('Name', ('Hobby', 'chess')), ask_value('Name', ('Drink', 'cocoa'))])

puzzle('w135-synonyms-houses-nordic-three', family='synonyms', layout="prose categories, unnumbered clue lines, demonyms (the Swede, the Finn), plural values named in the singular (horses: 'keeps a horse'), herrings", noun='house', n=3,
       cats={'Country': ['Sweden', 'Norway', 'Finland'],
             'Drink': ['tea', 'coffee', 'milk'],
             'Animal': ['horses', 'dogs', 'goats']},
       clues=[differ(('Drink', 'tea'), ('Animal', 'dogs')),
              gap(('Animal', 'dogs'), ('Drink', 'tea'), 2),
              somewhere_left(('Country', 'Norway'), ('Animal', 'horses')),
              same(('Drink', 'coffee'), ('Country', 'Norway')),
              same(('Country', 'Finland'), ('Animal', 'dogs'))],
       herrings={5: 'The Finn owns a sauna.', 8: 'Horses can sleep standing up.'},
       questions=[ask_position(('Animal', 'goats'))])

puzzle('w136-synonyms-houses-hobbies-cars', family='synonyms', layout="'Hobbies:' lists, numbered clues, agent nouns (baker, angler, gardener), 'the Mini owner', demonyms, herrings", noun='house', n=4,
       cats={'Hobby': ['baking', 'painting', 'fishing', 'gardening'],
             'Car': ['Ford', 'Fiat', 'Volvo', 'Mini'],
             'Country': ['Germany', 'Spain', 'Poland', 'Greece']},
       clues=[at(('Car', 'Fiat'), 1),
              somewhere_left(('Hobby', 'fishing'), ('Car', 'Mini')),
              same(('Country', 'Germany'), ('Hobby', 'gardening')),
              next_to(('Country', 'Spain'), ('Hobby', 'fishing')),
              same(('Hobby', 'fishing'), ('Car', 'Ford')),
              next_to(('Country', 'Poland'), ('Car', 'Mini')),
              differ(('Country', 'Germany'), ('Car', 'Fiat')),
              somewhere_left(('Hobby', 'painting'), ('Country', 'Greece')),
              differ(('Country', 'Poland'), ('Hobby', 'baking')),
              not_at(('Hobby', 'fishing'), 1),
              ends(('Hobby', 'baking'))],
       herrings={3: 'The angler has a grey beard.', 5: 'Greece has thousands of islands.'},
       questions=[ask_value('Country', ('Car', 'Mini'))])

puzzle('w137-synonyms-houses-village-five', family='synonyms', layout="prose categories, '- ' clues, cottages west to east, jobs as fields (teaching: 'the teacher'), pet synonyms ('the one with the puppy', 'keeps goldfish'), herrings", noun='cottage', n=5,
       cats={'Job': ['teaching', 'nursing', 'farming', 'law', 'medicine'],
             'Pet': ['horse', 'dog', 'cat', 'bird', 'fish'],
             'Drink': ['coffee', 'tea', 'milk', 'water', 'juice']},
       clues=[apart(('Drink', 'milk'), ('Job', 'teaching')),
              somewhere_right(('Pet', 'cat'), ('Drink', 'milk')),
              same(('Job', 'farming'), ('Drink', 'water')),
              same(('Pet', 'fish'), ('Job', 'farming')),
              same(('Drink', 'juice'), ('Job', 'medicine')),
              apart(('Job', 'law'), ('Drink', 'milk')),
              at(('Pet', 'fish'), 3),
              at(('Job', 'law'), 1),
              gap(('Pet', 'fish'), ('Drink', 'coffee'), 2),
              apart(('Job', 'farming'), ('Pet', 'dog')),
              somewhere_left(('Drink', 'tea'), ('Pet', 'bird'))],
       herrings={13: 'The doctor is the oldest resident.', 4: 'Cats and dogs rarely share a basket.', 12: 'The teacher plays the organ on Sundays.'},
       questions=[ask_value('Job', ('Pet', 'fish'))])

puzzle('w138-synonyms-houses-pair', family='synonyms', layout="one prose paragraph, 2x3, 'the pianist', 'the swimmer', herring", noun='house', n=2,
       cats={'Instrument': ['piano', 'violin'],
             'Sport': ['swims', 'runs'],
             'Name': ['Ada', 'Bruno']},
       clues=[left(('Instrument', 'piano'), ('Name', 'Ada')),
              same(('Name', 'Ada'), ('Instrument', 'violin')),
              same(('Instrument', 'violin'), ('Sport', 'swims'))],
       herrings={6: 'Bruno hates early mornings.'},
       questions=[ask_value('Name', ('Sport', 'swims'))])

puzzle('w139-synonyms-houses-four-nations', family='synonyms', layout="prose categories, numbered clues, demonyms (the Dutchman, the Swiss man), 'hot chocolate' for cocoa, herrings", noun='house', n=4,
       cats={'Colour': ['red', 'blue', 'green', 'yellow'],
             'Country': ['Denmark', 'Ireland', 'Netherlands', 'Switzerland'],
             'Drink': ['lemonade', 'cocoa', 'coffee', 'tea']},
       clues=[somewhere_left(('Drink', 'lemonade'), ('Country', 'Switzerland')),
              gap(('Colour', 'blue'), ('Drink', 'coffee'), 2),
              somewhere_right(('Country', 'Ireland'), ('Drink', 'tea')),
              at(('Country', 'Switzerland'), 3),
              next_to(('Colour', 'red'), ('Country', 'Netherlands')),
              same(('Colour', 'yellow'), ('Country', 'Denmark')),
              somewhere_left(('Colour', 'blue'), ('Drink', 'tea')),
              somewhere_right(('Country', 'Netherlands'), ('Drink', 'cocoa'))],
       herrings={8: 'The Swiss man collects watches.', 4: 'Ireland is famous for its green fields.'},
       questions=[ask_value('Drink', ('Country', 'Denmark')), ask_value('Colour', ('Country', 'Ireland'))])

puzzle('w140-synonyms-houses-trades', family='synonyms', layout="prose categories, 'Clue 1:' clues, farmhouses, trades as agent nouns (carpenter, plumber, baker), 'the duck keeper', herrings", noun='farmhouse', n=3,
       cats={'Trade': ['carpentry', 'baking', 'plumbing'],
             'Animals': ['goats', 'sheep', 'ducks'],
             'Name': ['Ivo', 'Jana', 'Karel']},
       clues=[same(('Name', 'Ivo'), ('Animals', 'goats')),
              same(('Trade', 'carpentry'), ('Name', 'Karel')),
              somewhere_left(('Trade', 'plumbing'), ('Animals', 'sheep')),
              differ(('Trade', 'plumbing'), ('Name', 'Ivo')),
              ends(('Animals', 'goats')),
              gap(('Animals', 'ducks'), ('Name', 'Ivo'), 2)],
       herrings={5: 'The baker gets up at four.', 2: 'Sheep are sheared in early summer.'},
       questions=[ask_value('Trade', ('Name', 'Karel')), ask_position(('Animals', 'ducks'))])

# ------------------------------------------------------------ second blind set (w141-w164): people, benchmark lines, synonyms

puzzle('w141-people-bakery-counter', family='people', layout="markdown table of options with a note that rows do not go together, numbered clues, prices with cents, 'The four customers were ...'", noun=None, n=4, axis='Customer',
       cats={'Customer': ['Agnes', 'Basil', 'Cora', 'Dexter'],
             'Total': ['$3.50', '$4.00', '$4.50', '$5.00'],
             'Pastry': ['eclair', 'scone', 'strudel', 'tart'],
             'Drink': ['chai', 'cocoa', 'latte', 'mocha']},
       clues=[neither(('Drink', 'chai'), ('Customer', 'Cora'), ('Total', '$4.50')),
              distinct(('Total', '$4.00'), ('Customer', 'Agnes'), ('Total', '$4.50'), ('Pastry', 'eclair')),
              diff(('Drink', 'mocha'), ('Customer', 'Basil'), 'Total', 1.5),
              less(('Pastry', 'tart'), ('Customer', 'Dexter'), 'Total'),
              diff(('Pastry', 'strudel'), ('Drink', 'latte'), 'Total', 1)],
       questions=[ask_value('Pastry', ('Customer', 'Dexter')), ask_value('Total', ('Customer', 'Cora'))])

puzzle('w142-people-dentist-slots', family='people', layout="prose categories (hygienists in parentheses), '- ' clues, clock times listed with 'am' and named without ('the 9:45 appointment'), 'one each', 'one patient apiece'", noun=None, n=5, axis='Patient',
       cats={'Patient': ['Mrs Okafor', 'Mr Lindqvist', 'Ms Patel', 'Mr Romero', 'Mrs Yates'],
             'Time': ['9:15am', '9:45am', '10:15am', '10:45am', '11:15am'],
             'Treatment': ['check-up', 'cleaning', 'crown', 'extraction', 'filling'],
             'Hygienist': ['Beth', 'Fiona', 'Gus', 'Hal', 'Ines']},
       clues=[of_two(('Treatment', 'cleaning'), ('Hygienist', 'Ines'), ('Time', '10:45am'), ('Time', '10:15am')),
              same(('Hygienist', 'Beth'), ('Treatment', 'extraction')),
              of_two(('Time', '9:15am'), ('Patient', 'Ms Patel'), ('Treatment', 'check-up'), ('Treatment', 'filling')),
              of_two(('Patient', 'Mr Romero'), ('Time', '9:45am'), ('Hygienist', 'Fiona'), ('Hygienist', 'Gus')),
              same(('Hygienist', 'Gus'), ('Treatment', 'cleaning')),
              of_two(('Treatment', 'check-up'), ('Patient', 'Mrs Okafor'), ('Hygienist', 'Hal'), ('Hygienist', 'Ines')),
              diff(('Patient', 'Mr Lindqvist'), ('Patient', 'Ms Patel'), 'Time', 60)],
       questions=[ask_value('Time', ('Patient', 'Mrs Yates')), ask_value('Patient', ('Treatment', 'extraction'))])

puzzle('w143-people-river-run', family='people', layout="prose categories with distances in parentheses, unnumbered clue lines, distances in km, 'Jonas and Keiko: one of them ...', distractor", noun=None, n=4, axis='Runner',
       cats={'Runner': ['Jonas', 'Keiko', 'Liam', 'Marisol'],
             'Distance': ['5 km', '10 km', '15 km', '21 km'],
             'Shirt': ['green', 'orange', 'purple', 'white'],
             'Club': ['Harriers', 'Pacers', 'Striders', 'Wheelers']},
       clues=[of_two(('Distance', '10 km'), ('Shirt', 'orange'), ('Club', 'Wheelers'), ('Club', 'Pacers')),
              diff(('Shirt', 'purple'), ('Club', 'Pacers'), 'Distance', 16),
              neither(('Shirt', 'green'), ('Club', 'Pacers'), ('Club', 'Striders')),
              of_two(('Shirt', 'orange'), ('Club', 'Harriers'), ('Runner', 'Jonas'), ('Runner', 'Keiko')),
              distinct(('Distance', '21 km'), ('Runner', 'Liam'), ('Runner', 'Keiko'), ('Club', 'Striders'))],
       herrings={6: 'The weather was cold and windy at the start.'},
       questions=[ask_value('Distance', ('Runner', 'Marisol')), ask_value('Club', ('Runner', 'Liam'))])

puzzle('w144-people-chess-ranks', family='people', layout="prose categories, 'Clue 1:' clues, ranks 1st-5th, 'finished last', 'three places above', demonyms (the Peruvian, Norwegian)", noun=None, n=5, axis='Player',
       cats={'Player': ['Anya', 'Boris', 'Chen', 'Dmitri', 'Elif'],
             'Rank': ['1st', '2nd', '3rd', '4th', '5th'],
             'Opening': ['Caro-Kann', 'English', 'French', 'Ruy Lopez', 'Sicilian'],
             'Country': ['Brazil', 'Egypt', 'India', 'Norway', 'Peru']},
       clues=[same(('Rank', '5th'), ('Country', 'Peru')),
              diff(('Opening', 'French'), ('Opening', 'English'), 'Rank', -3),
              same(('Opening', 'Ruy Lopez'), ('Player', 'Elif')),
              diff(('Player', 'Dmitri'), ('Player', 'Chen'), 'Rank', 3),
              differ(('Rank', '1st'), ('Country', 'Norway')),
              less(('Player', 'Chen'), ('Country', 'Egypt'), 'Rank'),
              diff(('Player', 'Chen'), ('Opening', 'Caro-Kann'), 'Rank', -2),
              neither(('Rank', '3rd'), ('Country', 'Norway'), ('Player', 'Elif')),
              same(('Rank', '2nd'), ('Player', 'Anya')),
              same(('Country', 'Brazil'), ('Player', 'Dmitri'))],
       questions=[ask_value('Player', ('Rank', '1st')), ask_value('Opening', ('Country', 'Norway'))])

puzzle('w145-people-baggage-drop', family='people', layout="title, 'Weights:' lists inside a paragraph, lettered clues (a)-(h), weights in kg, 'the lightest', 'the heaviest of the four', distractor with a weight", noun=None, n=4, axis='Traveller',
       cats={'Traveller': ['Gideon', 'Hester', 'Ilse', 'Jarrah'],
             'Weight': ['18 kg', '20 kg', '22 kg', '24 kg'],
             'Airline': ['Aerolink', 'BlueJet', 'Condor Air', 'SkyHop'],
             'Destination': ['Lima', 'Oslo', 'Perth', 'Quito']},
       clues=[same(('Airline', 'SkyHop'), ('Weight', '18 kg')),
              diff(('Destination', 'Quito'), ('Traveller', 'Jarrah'), 'Weight', 2),
              same(('Weight', '20 kg'), ('Airline', 'BlueJet')),
              same(('Weight', '24 kg'), ('Traveller', 'Gideon')),
              distinct(('Destination', 'Oslo'), ('Airline', 'Condor Air'), ('Airline', 'BlueJet'), ('Weight', '18 kg')),
              same(('Traveller', 'Ilse'), ('Airline', 'BlueJet')),
              same(('Destination', 'Perth'), ('Weight', '22 kg'))],
       herrings={9: 'Every bag was under the 25 kg limit.'},
       questions=[ask_value('Destination', ('Traveller', 'Jarrah'))])

puzzle('w146-people-wedding-season', family='people', layout="categories in parentheses, '1)' clues, dates 'May 11', 'exactly two weeks before', couples as 'the Abbotts'", noun=None, n=4, axis='Couple',
       cats={'Couple': ['the Abbotts', 'the Brennans', 'the Castillos', 'the Dunmores'],
             'Date': ['May 4', 'May 11', 'May 18', 'May 25'],
             'Venue': ['barn', 'castle', 'garden', 'hotel'],
             'Band': ['The Foxes', 'Juniper', 'Night Owls', 'Velvet Jam']},
       clues=[distinct(('Date', 'May 11'), ('Venue', 'garden'), ('Date', 'May 18'), ('Couple', 'the Abbotts')),
              of_two(('Date', 'May 11'), ('Band', 'Night Owls'), ('Venue', 'barn'), ('Venue', 'hotel')),
              diff(('Band', 'Velvet Jam'), ('Band', 'Juniper'), 'Date', -14),
              same(('Band', 'The Foxes'), ('Couple', 'the Dunmores')),
              either(('Band', 'Velvet Jam'), ('Venue', 'barn'), ('Couple', 'the Brennans')),
              of_two(('Couple', 'the Brennans'), ('Band', 'The Foxes'), ('Venue', 'castle'), ('Venue', 'garden'))],
       questions=[ask_value('Date', ('Couple', 'the Castillos')), ask_value('Band', ('Venue', 'hotel'))])

puzzle('w147-people-fairground-treats', family='people', layout="one prose paragraph, 3x3, ages, 'either the 11-year-old or the one who had', 'four years younger than'", noun=None, n=3, axis='Child',
       cats={'Child': ['Olive', 'Pip', 'Quentin'],
             'Age': ['7', '9', '11'],
             'Treat': ['candyfloss', 'ice lolly', 'toffee apple']},
       clues=[either(('Child', 'Pip'), ('Age', '11'), ('Treat', 'candyfloss')),
              diff(('Treat', 'ice lolly'), ('Child', 'Quentin'), 'Age', -4)],
       questions=[ask_value('Age', ('Child', 'Pip'))])

puzzle('w148-people-pub-quiz', family='people', layout="prose categories, '* ' clues, quiz scores, 'beat ... by 15 points', 'ten points behind', distractor", noun=None, n=5, axis='Team',
       cats={'Team': ['Brainstormers', 'Know-Alls', 'Quizzly Bears', 'Smarty Pints', 'The Wafflers'],
             'Score': ['42', '47', '52', '57', '62'],
             'Captain': ['Fergus', 'Gwen', 'Harold', 'Ingrid', 'Jude']},
       clues=[diff(('Team', 'Know-Alls'), ('Team', 'The Wafflers'), 'Score', -5),
              diff(('Captain', 'Fergus'), ('Captain', 'Ingrid'), 'Score', 15),
              diff(('Captain', 'Harold'), ('Team', 'Quizzly Bears'), 'Score', -10),
              differ(('Score', '57'), ('Captain', 'Gwen')),
              same(('Team', 'Smarty Pints'), ('Score', '62')),
              same(('Score', '47'), ('Captain', 'Ingrid'))],
       herrings={3: 'The picture round was the hardest of the night.'},
       questions=[ask_value('Captain', ('Team', 'Brainstormers'))])

puzzle('w149-people-author-panel', family='people', layout="prose categories, numbered clues, birth years, genres named only in the clues ('a poet', 'the travel writer', 'the horror novelist'), 'five years younger than'", noun=None, n=4, axis='Author',
       cats={'Author': ['Lena Ward', 'Marcus Bell', 'Nina Ortiz', 'Oscar Finch'],
             'Year': ['1962', '1967', '1972', '1977'],
             'Genre': ['crime', 'horror', 'poetry', 'travel'],
             'Publisher': ['Hatch', 'Inkwell', 'Juniper', 'Kestrel']},
       clues=[same(('Author', 'Nina Ortiz'), ('Genre', 'poetry')),
              distinct(('Genre', 'travel'), ('Author', 'Nina Ortiz'), ('Author', 'Oscar Finch'), ('Genre', 'horror')),
              same(('Publisher', 'Inkwell'), ('Genre', 'poetry')),
              diff(('Genre', 'travel'), ('Genre', 'poetry'), 'Year', -5),
              neither(('Publisher', 'Hatch'), ('Genre', 'travel'), ('Year', '1962')),
              same(('Year', '1962'), ('Genre', 'horror')),
              diff(('Genre', 'crime'), ('Author', 'Lena Ward'), 'Year', 5),
              same(('Genre', 'horror'), ('Publisher', 'Kestrel'))],
       questions=[ask_value('Year', ('Author', 'Marcus Bell'))])

puzzle('w150-people-gig-tickets', family='people', layout="'Fans:' lists without full stops, numbered clues, prices with cents and row numbers (two numeric categories), 'Row 5 was not Quinn's, Tobias's or Priya's'", noun=None, n=5, axis='Fan',
       cats={'Fan': ['Priya', 'Quinn', 'Rufus', 'Saoirse', 'Tobias'],
             'Price': ['$18.75', '$21.25', '$23.75', '$26.25', '$28.75'],
             'Band': ['Glass Harbour', 'Iron Tulip', 'Low Comet', 'Paper Wolves', 'Sun Parade'],
             'Row': ['3', '5', '7', '9', '11']},
       clues=[of_two(('Price', '$23.75'), ('Fan', 'Priya'), ('Band', 'Sun Parade'), ('Band', 'Iron Tulip')),
              of_two(('Row', '3'), ('Fan', 'Rufus'), ('Band', 'Paper Wolves'), ('Band', 'Glass Harbour')),
              of_two(('Fan', 'Quinn'), ('Price', '$28.75'), ('Row', '5'), ('Row', '7')),
              diff(('Fan', 'Rufus'), ('Band', 'Iron Tulip'), 'Row', -2),
              either(('Price', '$21.25'), ('Fan', 'Quinn'), ('Fan', 'Tobias')),
              distinct(('Price', '$26.25'), ('Row', '7'), ('Row', '11'), ('Row', '3')),
              distinct(('Row', '11'), ('Band', 'Low Comet'), ('Band', 'Iron Tulip'), ('Band', 'Glass Harbour')),
              distinct(('Fan', 'Quinn'), ('Fan', 'Tobias'), ('Fan', 'Priya'), ('Row', '5')),
              same(('Row', '3'), ('Band', 'Paper Wolves'))],
       questions=[ask_value('Band', ('Fan', 'Saoirse')), ask_value('Price', ('Fan', 'Rufus'))])

puzzle('w151-synonyms-houses-lane-three', family='synonyms', layout="prose categories, numbered clues, west to east, 'at least two doors away', 'lives east of', 'at opposite ends of the lane', the Spaniard and the Brazilian, herrings", noun='house', n=3,
       cats={'Pet': ['horses', 'parrots', 'rabbits'],
             'Drink': ['tea', 'coffee', 'lemonade'],
             'Country': ['Spain', 'Japan', 'Brazil']},
       clues=[apart(('Pet', 'rabbits'), ('Drink', 'tea')),
              somewhere_right(('Drink', 'lemonade'), ('Country', 'Brazil')),
              gap(('Pet', 'rabbits'), ('Country', 'Spain'), 2),
              left(('Pet', 'parrots'), ('Pet', 'rabbits'))],
       herrings={3: 'The Japanese friend speaks three languages.', 6: 'Parrots can live for decades.'},
       questions=[ask_value('Country', ('Drink', 'tea'))])

puzzle('w152-synonyms-houses-street-jobs', family='synonyms', layout="'Cars:' lists, '- ' clues, jobs as fields named by agent nouns (the nurse, the baker, the teacher), 'the Ford driver', 'two doors down', herrings", noun='house', n=4,
       cats={'Car': ['Ford', 'Toyota', 'Volvo', 'Fiat'],
             'Job': ['baking', 'teaching', 'nursing', 'plumbing'],
             'Pet': ['cat', 'dog', 'hamster', 'goldfish']},
       clues=[gap(('Car', 'Volvo'), ('Job', 'nursing'), 2),
              right(('Car', 'Toyota'), ('Car', 'Fiat')),
              at(('Car', 'Fiat'), 3),
              at(('Job', 'teaching'), 4),
              same(('Job', 'baking'), ('Pet', 'dog')),
              somewhere_right(('Job', 'baking'), ('Pet', 'hamster')),
              same(('Job', 'nursing'), ('Pet', 'goldfish'))],
       herrings={3: 'The Ford driver also owns a motorbike.', 7: 'Hamsters are most active at night.'},
       questions=[ask_value('Car', ('Job', 'plumbing')), ask_value('Job', ('Car', 'Ford'))])

puzzle('w153-synonyms-houses-euro-five', family='synonyms', layout="prose categories in parentheses, 'Clue 1:' clues, demonyms (the Irish resident, the Greek, the Pole), agent nouns (golfer, rower, cyclist), 'One house separates', herrings", noun='house', n=5,
       cats={'Country': ['Germany', 'Italy', 'Poland', 'Greece', 'Ireland'],
             'Sport': ['cycling', 'tennis', 'golf', 'swimming', 'rowing'],
             'Drink': ['milk', 'water', 'juice', 'coffee', 'tea']},
       clues=[right(('Sport', 'golf'), ('Drink', 'water')),
              left(('Country', 'Ireland'), ('Drink', 'water')),
              right(('Country', 'Italy'), ('Sport', 'rowing')),
              same(('Drink', 'tea'), ('Country', 'Greece')),
              same(('Sport', 'cycling'), ('Country', 'Greece')),
              gap(('Country', 'Germany'), ('Sport', 'tennis'), 2),
              same(('Country', 'Italy'), ('Drink', 'coffee')),
              next_to(('Drink', 'juice'), ('Drink', 'tea')),
              somewhere_right(('Drink', 'tea'), ('Country', 'Ireland'))],
       herrings={3: 'The swimmer trains before breakfast.', 8: 'Poland borders Germany.', 11: 'The Pole has a vegetable garden.'},
       questions=[ask_value('Sport', ('Country', 'Poland')), ask_value('Country', ('Drink', 'milk'))])

puzzle('w154-synonyms-houses-drummer', family='synonyms', layout="one prose paragraph, 2x2, 'the drummer', 'the cellist', 'the house with the snakes', herring", noun='house', n=2,
       cats={'Instrument': ['drums', 'cello'],
             'Pet': ['snakes', 'frogs']},
       clues=[right(('Instrument', 'drums'), ('Pet', 'snakes'))],
       herrings={4: 'The cellist has a cat as well.'},
       questions=[ask_position(('Instrument', 'cello'))])

puzzle('w155-synonyms-houses-demonyms-back', family='synonyms', layout="prose categories, '(1)' clues, nationalities listed as demonyms and named by country ('the person from Egypt', 'the man from Mexico'), agent nouns (singer, writer, dancer), 'At least one house separates', herrings", noun='house', n=4,
       cats={'Nationality': ['Norwegian', 'Egyptian', 'Mexican', 'Scottish'],
             'Hobby': ['painting', 'singing', 'writing', 'dancing'],
             'Drink': ['milk', 'juice', 'water', 'tea']},
       clues=[left(('Drink', 'tea'), ('Nationality', 'Egyptian')),
              left(('Drink', 'water'), ('Nationality', 'Mexican')),
              apart(('Drink', 'milk'), ('Hobby', 'dancing')),
              not_at(('Hobby', 'writing'), 3),
              same(('Hobby', 'singing'), ('Nationality', 'Egyptian')),
              somewhere_left(('Drink', 'tea'), ('Nationality', 'Norwegian')),
              left(('Nationality', 'Scottish'), ('Drink', 'juice'))],
       herrings={3: 'The painter once lived in Oslo.', 7: 'Scotland is famous for its lochs.'},
       questions=[ask_value('Nationality', ('Hobby', 'painting'))])

puzzle('w156-synonyms-houses-scarlet', family='synonyms', layout="one prose paragraph, 3x3, 'the animal doctor' and 'the veterinarian' for vet, 'the scarlet house' for red, 'the one who fixes teeth', herring", noun='house', n=3,
       cats={'Job': ['dentist', 'pilot', 'vet'],
             'Colour': ['red', 'blue', 'green'],
             'Name': ['Imogen', 'Jakob', 'Kofi']},
       clues=[at(('Name', 'Kofi'), 3),
              same(('Colour', 'red'), ('Job', 'vet')),
              right(('Name', 'Imogen'), ('Job', 'dentist')),
              left(('Name', 'Jakob'), ('Colour', 'blue'))],
       herrings={4: 'The veterinarian drives an old jeep.'},
       questions=[ask_value('Job', ('Name', 'Imogen')), ask_value('Colour', ('Name', 'Jakob'))])


puzzle('w157-lines-benchmark-positions-5x6', family='lines', layout="'(one per person)' category lines, 'Statements:' numbered clues, 'are in adjacent positions', 'separated by exactly one person', 'is between' (directly), 'even-numbered position', herrings", noun='position', n=5,
       cats={'Name': ['Dagny', 'Emrys', 'Fenna', 'Jovan', 'Nikolai'],
             'Pet': ['cat', 'dog', 'lizard', 'parrot', 'rabbit'],
             'Drink': ['cocoa', 'lemonade', 'smoothie', 'tea', 'water'],
             'Sport': ['basketball', 'golf', 'rugby', 'squash', 'tennis'],
             'Car': ['Audi', 'Fiat', 'Kia', 'Skoda', 'Volvo'],
             'Month': ['April', 'August', 'July', 'March', 'May']},
       clues=[same(('Pet', 'parrot'), ('Drink', 'tea')),
              somewhere_right(('Month', 'August'), ('Car', 'Fiat')),
              same(('Name', 'Dagny'), ('Month', 'August')),
              same(('Month', 'March'), ('Drink', 'water')),
              gap(('Drink', 'tea'), ('Car', 'Kia'), 2),
              same(('Car', 'Audi'), ('Name', 'Dagny')),
              same(('Car', 'Volvo'), ('Drink', 'tea')),
              same(('Sport', 'rugby'), ('Month', 'July')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Month', 'May'), ('Pet', 'rabbit'), ('Pet', 'cat')], kind='directly_between'),
              rule(lambda x: x % 2 == 0, [('Sport', 'tennis')], kind='even'),
              differ(('Sport', 'golf'), ('Pet', 'cat')),
              left(('Car', 'Audi'), ('Name', 'Jovan')),
              gap(('Name', 'Fenna'), ('Name', 'Dagny'), 2),
              left(('Pet', 'parrot'), ('Sport', 'golf')),
              left(('Month', 'July'), ('Pet', 'rabbit')),
              same(('Sport', 'basketball'), ('Name', 'Emrys')),
              same(('Pet', 'parrot'), ('Sport', 'rugby')),
              at(('Name', 'Fenna'), 1),
              same(('Drink', 'cocoa'), ('Name', 'Emrys')),
              left(('Pet', 'dog'), ('Month', 'April')),
              middle(('Month', 'August')),
              differ(('Car', 'Volvo'), ('Name', 'Dagny')),
              middle(('Drink', 'lemonade')),
              apart(('Month', 'July'), ('Car', 'Skoda')),
              apart(('Car', 'Volvo'), ('Name', 'Emrys')),
              left(('Drink', 'smoothie'), ('Drink', 'lemonade'))],
       herrings={10: 'The person with the parrot collects stamps.', 23: 'Rabbits can see almost all the way around them.'},
       questions=[ask_position(('Drink', 'lemonade')), ask_value('Month', ('Name', 'Nikolai'))])

puzzle('w158-lines-benchmark-houses-6x7', family='lines', layout="'The names are ..., one each' lines, '(1)' clues, 'has a lower house number than', 'to the left of ..., but not immediately', 'separated by exactly two people', herrings", noun='house', n=6,
       cats={'Name': ['Gulliver', 'Henrike', 'Leopold', 'Mireille', 'Nikolai', 'Vittorio'],
             'Job': ['architect', 'baker', 'dentist', 'florist', 'plumber', 'tailor'],
             'Food': ['curry', 'dumplings', 'ramen', 'risotto', 'salad', 'tacos'],
             'Music': ['blues', 'disco', 'funk', 'jazz', 'metal', 'soul'],
             'Phone': ['Galaxy', 'Lumia', 'Moto', 'Oppo', 'Pixel', 'iPhone'],
             'Flower': ['asters', 'dahlias', 'freesias', 'lilies', 'poppies', 'tulips'],
             'Shirt': ['amber', 'black', 'cyan', 'grey', 'navy', 'pink']},
       clues=[same(('Phone', 'Moto'), ('Shirt', 'cyan')),
              same(('Phone', 'Galaxy'), ('Flower', 'asters')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Music', 'soul'), ('Phone', 'Oppo'), ('Food', 'ramen')], kind='directly_between'),
              rule(lambda x: x % 2 == 0, [('Flower', 'freesias')], kind='even'),
              right(('Shirt', 'grey'), ('Name', 'Leopold')),
              at(('Shirt', 'grey'), 6),
              middle(('Phone', 'Oppo')),
              same(('Name', 'Mireille'), ('Flower', 'dahlias')),
              at(('Job', 'plumber'), 6),
              same(('Food', 'salad'), ('Job', 'architect')),
              gap(('Music', 'funk'), ('Name', 'Leopold'), 2),
              apart(('Job', 'florist'), ('Shirt', 'navy')),
              at(('Music', 'jazz'), 4),
              same(('Shirt', 'pink'), ('Name', 'Henrike')),
              rule(lambda x, y: y - x >= 2, [('Music', 'metal'), ('Music', 'disco')], kind='left_not_imm'),
              somewhere_right(('Name', 'Henrike'), ('Job', 'baker')),
              same(('Shirt', 'grey'), ('Flower', 'lilies')),
              at(('Food', 'risotto'), 3),
              somewhere_right(('Shirt', 'grey'), ('Job', 'architect')),
              at(('Name', 'Nikolai'), 6),
              somewhere_right(('Music', 'jazz'), ('Food', 'tacos')),
              same(('Music', 'soul'), ('Job', 'dentist')),
              rule(lambda x: x % 2 == 0, [('Phone', 'iPhone')], kind='even'),
              same(('Flower', 'tulips'), ('Music', 'metal')),
              middle(('Music', 'funk')),
              somewhere_right(('Music', 'disco'), ('Name', 'Henrike')),
              middle(('Phone', 'Pixel')),
              not_at(('Flower', 'dahlias'), 3),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Flower', 'freesias'), ('Music', 'funk'), ('Shirt', 'black')], kind='directly_between'),
              right(('Phone', 'Oppo'), ('Name', 'Henrike')),
              differ(('Shirt', 'cyan'), ('Food', 'curry')),
              rule(lambda x, y: y - x >= 2, [('Food', 'tacos'), ('Name', 'Leopold')], kind='left_not_imm'),
              right(('Job', 'tailor'), ('Food', 'curry')),
              rule(lambda x: x % 2 == 1, [('Phone', 'Lumia')], kind='odd'),
              same(('Music', 'metal'), ('Name', 'Gulliver')),
              right(('Food', 'ramen'), ('Shirt', 'cyan')),
              gap(('Job', 'baker'), ('Flower', 'dahlias'), 2)],
       herrings={1: "The florist's sister lives abroad.", 9: 'The house with the red door was painted last spring.', 37: 'Tulips were once worth more than gold.'},
       questions=[ask_value('Name', ('Food', 'curry')), ask_value('Phone', ('Job', 'tailor'))])

puzzle('w159-lines-benchmark-stools-6x6', family='lines', layout="'Names:' lists, 'Clue 1:' clues, stools from the door, 'occupies one of the two end stools', 'On which stool ...?', answer-format block, herrings", noun='stool', n=6,
       cats={'Name': ['Cassius', 'Dagny', 'Kalinda', 'Nikolai', 'Perpetua', 'Vittorio'],
             'Drink': ['cocoa', 'lemonade', 'milk', 'smoothie', 'tea', 'water'],
             'Hobby': ['baking', 'birdwatching', 'climbing', 'juggling', 'origami', 'sketching'],
             'Country': ['Canadian', 'Chilean', 'Indian', 'Kenyan', 'Swede', 'Thai'],
             'Fruit': ['banana', 'cherry', 'kiwi', 'mango', 'peach', 'plum'],
             'Instrument': ['cello', 'clarinet', 'oboe', 'piano', 'trombone', 'ukulele']},
       clues=[same(('Fruit', 'peach'), ('Drink', 'cocoa')),
              left(('Name', 'Kalinda'), ('Country', 'Canadian')),
              same(('Hobby', 'climbing'), ('Drink', 'lemonade')),
              same(('Name', 'Perpetua'), ('Hobby', 'sketching')),
              somewhere_left(('Fruit', 'plum'), ('Instrument', 'oboe')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Fruit', 'peach'), ('Instrument', 'oboe'), ('Country', 'Thai')], kind='directly_between'),
              at(('Hobby', 'juggling'), 6),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Fruit', 'peach'), ('Name', 'Vittorio'), ('Hobby', 'baking')], kind='directly_between'),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Drink', 'water'), ('Name', 'Nikolai'), ('Drink', 'lemonade')], kind='directly_between'),
              right(('Country', 'Chilean'), ('Name', 'Vittorio')),
              same(('Fruit', 'mango'), ('Drink', 'milk')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Country', 'Swede'), ('Drink', 'water'), ('Name', 'Dagny')], kind='directly_between'),
              rule(lambda x, y: y - x >= 2, [('Fruit', 'kiwi'), ('Name', 'Cassius')], kind='left_not_imm'),
              same(('Instrument', 'clarinet'), ('Fruit', 'cherry')),
              right(('Name', 'Nikolai'), ('Drink', 'milk')),
              rule(lambda x: x % 2 == 1, [('Fruit', 'cherry')], kind='odd'),
              at(('Drink', 'smoothie'), 6),
              left(('Instrument', 'piano'), ('Fruit', 'kiwi')),
              right(('Hobby', 'origami'), ('Name', 'Nikolai')),
              right(('Hobby', 'baking'), ('Instrument', 'cello')),
              apart(('Hobby', 'birdwatching'), ('Instrument', 'ukulele')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Name', 'Vittorio'), ('Drink', 'cocoa'), ('Instrument', 'clarinet')], kind='directly_between'),
              somewhere_left(('Hobby', 'sketching'), ('Country', 'Canadian')),
              differ(('Fruit', 'banana'), ('Country', 'Thai')),
              same(('Hobby', 'climbing'), ('Name', 'Kalinda')),
              same(('Instrument', 'piano'), ('Fruit', 'peach')),
              somewhere_right(('Fruit', 'banana'), ('Name', 'Perpetua')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Country', 'Kenyan'), ('Drink', 'tea'), ('Name', 'Nikolai')], kind='directly_between'),
              somewhere_right(('Country', 'Canadian'), ('Drink', 'tea')),
              somewhere_left(('Drink', 'cocoa'), ('Hobby', 'origami'))],
       herrings={3: 'The banjo player is afraid of spiders.', 30: 'The Thai guest is wearing glasses.'},
       questions=[ask_position(('Instrument', 'piano')), ask_value('Name', ('Hobby', 'baking'))])

puzzle('w160-lines-benchmark-rooms-7x8', family='lines', layout="'(one per person)' category lines, '1)' clues, hotel rooms from the lift, 'has a higher room number than', 'odd-numbered room', herrings", noun='room', n=7,
       cats={'Name': ['Aurelio', 'Gulliver', 'Isolde', 'Jovan', 'Kalinda', 'Oona', 'Vittorio'],
             'Pet': ['cat', 'dog', 'ferret', 'hamster', 'parrot', 'rabbit', 'tortoise'],
             'Job': ['architect', 'baker', 'dentist', 'editor', 'florist', 'plumber', 'tailor'],
             'Car': ['Audi', 'BMW', 'Fiat', 'Honda', 'Kia', 'Mazda', 'Skoda'],
             'Music': ['blues', 'disco', 'folk', 'jazz', 'metal', 'opera', 'soul'],
             'Month': ['April', 'August', 'February', 'July', 'June', 'March', 'May'],
             'Sport': ['badminton', 'basketball', 'cricket', 'golf', 'hockey', 'rugby', 'tennis'],
             'Phone': ['Galaxy', 'Lumia', 'Nokia', 'Oppo', 'Pixel', 'Redmi', 'iPhone']},
       clues=[differ(('Name', 'Kalinda'), ('Month', 'June')),
              apart(('Phone', 'iPhone'), ('Phone', 'Redmi')),
              left(('Phone', 'Oppo'), ('Name', 'Oona')),
              rule(lambda x: x % 2 == 0, [('Music', 'opera')], kind='even'),
              left(('Car', 'Skoda'), ('Car', 'Audi')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Music', 'opera'), ('Month', 'March'), ('Name', 'Vittorio')], kind='directly_between'),
              at(('Sport', 'badminton'), 1),
              at(('Car', 'BMW'), 6),
              middle(('Music', 'folk')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Music', 'blues'), ('Phone', 'Nokia'), ('Phone', 'Galaxy')], kind='directly_between'),
              apart(('Phone', 'Lumia'), ('Car', 'Fiat')),
              same(('Sport', 'hockey'), ('Car', 'Kia')),
              same(('Phone', 'Galaxy'), ('Month', 'February')),
              right(('Phone', 'Lumia'), ('Sport', 'tennis')),
              at(('Name', 'Gulliver'), 2),
              same(('Pet', 'parrot'), ('Name', 'Oona')),
              somewhere_right(('Month', 'April'), ('Job', 'florist')),
              rule(lambda x: x % 2 == 0, [('Car', 'Kia')], kind='even'),
              right(('Phone', 'Lumia'), ('Car', 'Honda')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Pet', 'rabbit'), ('Phone', 'Lumia'), ('Job', 'architect')], kind='directly_between'),
              same(('Month', 'March'), ('Job', 'florist')),
              same(('Pet', 'dog'), ('Phone', 'Oppo')),
              same(('Sport', 'golf'), ('Music', 'soul')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Sport', 'rugby'), ('Phone', 'Lumia'), ('Phone', 'Pixel')], kind='directly_between'),
              rule(lambda x, y: y - x >= 2, [('Car', 'Skoda'), ('Music', 'disco')], kind='left_not_imm'),
              differ(('Music', 'opera'), ('Sport', 'hockey')),
              same(('Car', 'Audi'), ('Job', 'tailor')),
              next_to(('Music', 'blues'), ('Car', 'Honda')),
              rule(lambda x, y: y - x >= 2, [('Job', 'florist'), ('Name', 'Jovan')], kind='left_not_imm'),
              same(('Pet', 'cat'), ('Sport', 'golf')),
              at(('Music', 'disco'), 3),
              left(('Phone', 'Nokia'), ('Job', 'baker')),
              same(('Month', 'July'), ('Phone', 'Pixel')),
              same(('Job', 'tailor'), ('Pet', 'dog')),
              right(('Pet', 'hamster'), ('Phone', 'Pixel')),
              somewhere_right(('Car', 'Fiat'), ('Music', 'jazz')),
              at(('Job', 'editor'), 1),
              left(('Month', 'August'), ('Pet', 'parrot')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Job', 'dentist'), ('Music', 'soul'), ('Pet', 'tortoise')], kind='directly_between'),
              same(('Month', 'May'), ('Job', 'editor')),
              same(('Phone', 'Galaxy'), ('Sport', 'rugby')),
              same(('Name', 'Isolde'), ('Phone', 'iPhone')),
              middle(('Pet', 'parrot')),
              same(('Sport', 'golf'), ('Car', 'BMW')),
              same(('Music', 'folk'), ('Name', 'Aurelio')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Pet', 'tortoise'), ('Job', 'dentist'), ('Phone', 'Nokia')], kind='directly_between'),
              right(('Month', 'February'), ('Job', 'baker')),
              at(('Sport', 'basketball'), 7),
              same(('Music', 'soul'), ('Phone', 'Pixel')),
              same(('Job', 'florist'), ('Music', 'disco'))],
       herrings={11: 'Cats sleep for most of the day.', 13: 'The plumber has a fear of heights.', 42: 'The Kia driver owns a second car.'},
       questions=[ask_position(('Pet', 'dog')), ask_value('Car', ('Name', 'Isolde'))])

puzzle('w161-lines-benchmark-positions-8x9', family='lines', layout="'The ... are ..., one each' lines, numbered clues, 8 positions, 'At least one person is between', 'is between' (directly), answer-format block, herrings", noun='position', n=8,
       cats={'Name': ['Aurelio', 'Beatrix', 'Henrike', 'Isolde', 'Jovan', 'Leopold', 'Quillon', 'Ulla'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'smoothie', 'tea', 'water'],
             'Food': ['curry', 'dumplings', 'lasagne', 'paella', 'ramen', 'risotto', 'salad', 'tacos'],
             'Flower': ['asters', 'dahlias', 'freesias', 'lilies', 'orchids', 'poppies', 'tulips', 'zinnias'],
             'Hobby': ['baking', 'birdwatching', 'chess', 'climbing', 'juggling', 'origami', 'pottery', 'sketching'],
             'Country': ['Canadian', 'Chilean', 'Dane', 'Greek', 'Indian', 'Kenyan', 'Swede', 'Thai'],
             'Shirt': ['amber', 'black', 'cyan', 'grey', 'lilac', 'navy', 'olive', 'pink'],
             'Instrument': ['banjo', 'cello', 'clarinet', 'harp', 'oboe', 'piano', 'trombone', 'ukulele'],
             'Phone': ['Galaxy', 'Lumia', 'Moto', 'Nokia', 'Oppo', 'Pixel', 'Redmi', 'iPhone']},
       clues=[rule(lambda x: x % 2 == 1, [('Phone', 'iPhone')], kind='odd'),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Drink', 'smoothie'), ('Shirt', 'cyan'), ('Hobby', 'climbing')], kind='directly_between'),
              rule(lambda x: x % 2 == 0, [('Country', 'Canadian')], kind='even'),
              same(('Instrument', 'oboe'), ('Flower', 'orchids')),
              same(('Country', 'Indian'), ('Shirt', 'olive')),
              rule(lambda x, y: y - x >= 2, [('Flower', 'orchids'), ('Name', 'Leopold')], kind='left_not_imm'),
              right(('Hobby', 'birdwatching'), ('Name', 'Beatrix')),
              gap(('Name', 'Isolde'), ('Food', 'tacos'), 2),
              rule(lambda x: x % 2 == 0, [('Food', 'risotto')], kind='even'),
              right(('Phone', 'Redmi'), ('Instrument', 'trombone')),
              rule(lambda x: x % 2 == 0, [('Instrument', 'oboe')], kind='even'),
              differ(('Name', 'Beatrix'), ('Country', 'Dane')),
              left(('Instrument', 'piano'), ('Shirt', 'amber')),
              apart(('Shirt', 'grey'), ('Hobby', 'pottery')),
              rule(lambda x: x % 2 == 1, [('Drink', 'milk')], kind='odd'),
              gap(('Name', 'Jovan'), ('Name', 'Henrike'), 2),
              same(('Drink', 'smoothie'), ('Flower', 'asters')),
              same(('Name', 'Jovan'), ('Phone', 'Nokia')),
              at(('Food', 'risotto'), 8),
              differ(('Name', 'Beatrix'), ('Phone', 'iPhone')),
              at(('Flower', 'tulips'), 7),
              same(('Country', 'Dane'), ('Instrument', 'trombone')),
              right(('Food', 'dumplings'), ('Food', 'ramen')),
              differ(('Shirt', 'olive'), ('Hobby', 'chess')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Phone', 'Pixel'), ('Drink', 'water'), ('Food', 'ramen')], kind='directly_between'),
              rule(lambda x: x % 2 == 0, [('Instrument', 'clarinet')], kind='even'),
              right(('Food', 'risotto'), ('Hobby', 'pottery')),
              gap(('Flower', 'poppies'), ('Country', 'Swede'), 2),
              gap(('Drink', 'lemonade'), ('Flower', 'freesias'), 3),
              differ(('Drink', 'smoothie'), ('Instrument', 'harp')),
              same(('Food', 'paella'), ('Country', 'Kenyan')),
              differ(('Drink', 'juice'), ('Name', 'Aurelio')),
              left(('Name', 'Beatrix'), ('Shirt', 'olive')),
              rule(lambda x, y: y - x >= 2, [('Phone', 'Pixel'), ('Food', 'risotto')], kind='left_not_imm'),
              left(('Drink', 'cocoa'), ('Instrument', 'trombone')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Drink', 'tea'), ('Hobby', 'baking'), ('Name', 'Ulla')], kind='directly_between'),
              same(('Flower', 'tulips'), ('Phone', 'Oppo')),
              apart(('Food', 'risotto'), ('Flower', 'dahlias')),
              rule(lambda x: x % 2 == 1, [('Hobby', 'chess')], kind='odd'),
              right(('Drink', 'lemonade'), ('Hobby', 'chess')),
              somewhere_left(('Food', 'dumplings'), ('Hobby', 'birdwatching')),
              middle(('Name', 'Ulla')),
              gap(('Instrument', 'piano'), ('Drink', 'lemonade'), 3),
              differ(('Hobby', 'chess'), ('Food', 'tacos')),
              left(('Shirt', 'lilac'), ('Drink', 'juice')),
              apart(('Name', 'Aurelio'), ('Flower', 'freesias')),
              middle(('Instrument', 'trombone')),
              same(('Hobby', 'origami'), ('Instrument', 'ukulele')),
              at(('Country', 'Thai'), 2),
              apart(('Flower', 'zinnias'), ('Food', 'ramen')),
              right(('Country', 'Chilean'), ('Drink', 'smoothie')),
              gap(('Shirt', 'cyan'), ('Instrument', 'clarinet'), 2),
              same(('Flower', 'dahlias'), ('Phone', 'Galaxy')),
              same(('Flower', 'lilies'), ('Shirt', 'cyan')),
              at(('Instrument', 'harp'), 8),
              left(('Food', 'curry'), ('Food', 'lasagne')),
              differ(('Phone', 'Oppo'), ('Instrument', 'cello')),
              apart(('Country', 'Swede'), ('Hobby', 'juggling')),
              same(('Hobby', 'baking'), ('Country', 'Swede')),
              at(('Hobby', 'climbing'), 2),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Shirt', 'pink'), ('Name', 'Jovan'), ('Drink', 'water')], kind='directly_between'),
              left(('Hobby', 'origami'), ('Name', 'Isolde')),
              same(('Flower', 'lilies'), ('Country', 'Chilean')),
              somewhere_right(('Hobby', 'juggling'), ('Instrument', 'cello')),
              at(('Phone', 'Moto'), 4),
              gap(('Instrument', 'ukulele'), ('Hobby', 'sketching'), 2),
              same(('Name', 'Jovan'), ('Flower', 'asters')),
              left(('Shirt', 'navy'), ('Shirt', 'pink')),
              right(('Name', 'Quillon'), ('Shirt', 'lilac'))],
       herrings={3: 'The Dane is learning to knit.', 41: 'Pottery classes are held on Tuesdays.', 46: 'Orchids need very little water.', 51: 'The person in grey once met a famous actor.'},
       questions=[ask_value('Name', ('Flower', 'freesias')), ask_value('Country', ('Instrument', 'clarinet'))])

puzzle('w162-lines-benchmark-houses-5x8', family='lines', layout="'Names:' lists, '- ' clues, 'is directly right of', 'is not at either end', 'In which house ...?', herrings", noun='house', n=5,
       cats={'Name': ['Emrys', 'Fenna', 'Kalinda', 'Quillon', 'Vittorio'],
             'Car': ['Audi', 'Fiat', 'Honda', 'Kia', 'Skoda'],
             'Drink': ['cocoa', 'coffee', 'smoothie', 'tea', 'water'],
             'Pet': ['ferret', 'hamster', 'lizard', 'rabbit', 'tortoise'],
             'Fruit': ['cherry', 'kiwi', 'peach', 'pear', 'plum'],
             'Music': ['blues', 'folk', 'metal', 'opera', 'soul'],
             'Job': ['architect', 'baker', 'dentist', 'florist', 'tailor'],
             'Month': ['August', 'February', 'January', 'July', 'June']},
       clues=[same(('Month', 'June'), ('Job', 'baker')),
              same(('Pet', 'tortoise'), ('Music', 'metal')),
              same(('Fruit', 'kiwi'), ('Name', 'Fenna')),
              somewhere_right(('Car', 'Kia'), ('Job', 'architect')),
              left(('Name', 'Kalinda'), ('Fruit', 'pear')),
              middle(('Music', 'blues')),
              gap(('Job', 'dentist'), ('Drink', 'smoothie'), 3),
              gap(('Pet', 'ferret'), ('Car', 'Kia'), 2),
              rule(lambda x: x % 2 == 1, [('Music', 'folk')], kind='odd'),
              middle(('Drink', 'cocoa')),
              same(('Drink', 'coffee'), ('Music', 'folk')),
              at(('Fruit', 'peach'), 4),
              same(('Drink', 'tea'), ('Fruit', 'peach')),
              at(('Job', 'baker'), 4),
              gap(('Music', 'blues'), ('Job', 'dentist'), 3),
              same(('Month', 'August'), ('Drink', 'water')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Name', 'Quillon'), ('Pet', 'lizard'), ('Drink', 'water')], kind='directly_between'),
              somewhere_right(('Fruit', 'kiwi'), ('Job', 'architect')),
              not_at(('Drink', 'coffee'), 2),
              rule(lambda x, y: y - x >= 2, [('Month', 'July'), ('Month', 'June')], kind='left_not_imm'),
              same(('Pet', 'tortoise'), ('Fruit', 'cherry')),
              same(('Car', 'Skoda'), ('Month', 'February')),
              right(('Name', 'Fenna'), ('Fruit', 'peach')),
              same(('Name', 'Vittorio'), ('Job', 'florist')),
              right(('Car', 'Kia'), ('Car', 'Fiat')),
              at(('Job', 'tailor'), 1),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Music', 'soul'), ('Fruit', 'pear'), ('Month', 'June')], kind='directly_between'),
              same(('Pet', 'hamster'), ('Job', 'architect')),
              left(('Car', 'Honda'), ('Pet', 'hamster')),
              same(('Music', 'blues'), ('Drink', 'smoothie')),
              somewhere_left(('Fruit', 'cherry'), ('Name', 'Emrys'))],
       herrings={5: 'Mangoes are related to cashews.', 6: "The baker's car is always muddy."},
       questions=[ask_value('Pet', ('Name', 'Emrys')), ask_position(('Music', 'soul'))])

puzzle('w163-lines-benchmark-kiosks-7x10', family='lines', layout="'(one per person)' category lines, numbered clues, kiosks west to east, 'are not in adjacent kiosks, and they are not the same person', herrings", noun='kiosk', n=7,
       cats={'Name': ['Cassius', 'Dagny', 'Gulliver', 'Kalinda', 'Nikolai', 'Severin', 'Thandiwe'],
             'Food': ['curry', 'dumplings', 'lasagne', 'paella', 'ramen', 'risotto', 'tacos'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'tea', 'water'],
             'Hobby': ['baking', 'birdwatching', 'climbing', 'juggling', 'origami', 'pottery', 'sketching'],
             'Flower': ['asters', 'dahlias', 'freesias', 'lilies', 'orchids', 'tulips', 'zinnias'],
             'Shirt': ['amber', 'black', 'cyan', 'grey', 'navy', 'olive', 'pink'],
             'Country': ['Canadian', 'Chilean', 'Dane', 'Greek', 'Indian', 'Kenyan', 'Thai'],
             'Car': ['Audi', 'Fiat', 'Honda', 'Kia', 'Mazda', 'Skoda', 'Volvo'],
             'Sport': ['badminton', 'basketball', 'cricket', 'golf', 'hockey', 'rugby', 'squash'],
             'Pet': ['dog', 'ferret', 'hamster', 'lizard', 'parrot', 'rabbit', 'tortoise']},
       clues=[next_to(('Country', 'Canadian'), ('Car', 'Kia')),
              same(('Hobby', 'origami'), ('Sport', 'golf')),
              next_to(('Sport', 'cricket'), ('Country', 'Kenyan')),
              at(('Food', 'ramen'), 7),
              rule(lambda x: x % 2 == 1, [('Food', 'paella')], kind='odd'),
              same(('Shirt', 'navy'), ('Drink', 'cocoa')),
              same(('Drink', 'milk'), ('Flower', 'dahlias')),
              apart(('Drink', 'cocoa'), ('Sport', 'cricket')),
              left(('Hobby', 'birdwatching'), ('Sport', 'golf')),
              differ(('Car', 'Audi'), ('Country', 'Greek')),
              next_to(('Country', 'Kenyan'), ('Drink', 'lemonade')),
              same(('Flower', 'tulips'), ('Car', 'Audi')),
              not_at(('Drink', 'cocoa'), 6),
              same(('Drink', 'water'), ('Car', 'Skoda')),
              right(('Pet', 'ferret'), ('Car', 'Skoda')),
              same(('Shirt', 'cyan'), ('Name', 'Dagny')),
              left(('Hobby', 'juggling'), ('Car', 'Volvo')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Name', 'Gulliver'), ('Pet', 'tortoise'), ('Drink', 'cocoa')], kind='directly_between'),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Flower', 'zinnias'), ('Pet', 'hamster'), ('Flower', 'freesias')], kind='directly_between'),
              same(('Shirt', 'grey'), ('Pet', 'lizard')),
              rule(lambda x: x % 2 == 1, [('Drink', 'coffee')], kind='odd'),
              same(('Pet', 'lizard'), ('Car', 'Honda')),
              differ(('Pet', 'hamster'), ('Sport', 'basketball')),
              at(('Name', 'Severin'), 3),
              rule(lambda x: x % 2 == 1, [('Country', 'Greek')], kind='odd'),
              right(('Drink', 'milk'), ('Sport', 'hockey')),
              same(('Drink', 'lemonade'), ('Pet', 'ferret')),
              same(('Shirt', 'black'), ('Hobby', 'sketching')),
              same(('Name', 'Kalinda'), ('Drink', 'milk')),
              somewhere_left(('Shirt', 'olive'), ('Food', 'risotto')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Pet', 'parrot'), ('Hobby', 'birdwatching'), ('Shirt', 'pink')], kind='directly_between'),
              somewhere_right(('Country', 'Kenyan'), ('Food', 'dumplings')),
              at(('Food', 'curry'), 1),
              apart(('Drink', 'tea'), ('Country', 'Dane')),
              same(('Shirt', 'olive'), ('Pet', 'dog')),
              gap(('Hobby', 'baking'), ('Drink', 'coffee'), 2),
              same(('Flower', 'dahlias'), ('Country', 'Indian')),
              right(('Food', 'paella'), ('Pet', 'parrot')),
              right(('Car', 'Mazda'), ('Food', 'risotto')),
              right(('Name', 'Dagny'), ('Car', 'Kia')),
              rule(lambda x, y: y - x >= 2, [('Hobby', 'pottery'), ('Shirt', 'navy')], kind='left_not_imm'),
              same(('Flower', 'lilies'), ('Hobby', 'baking')),
              same(('Shirt', 'amber'), ('Flower', 'orchids')),
              same(('Pet', 'rabbit'), ('Flower', 'tulips')),
              differ(('Shirt', 'amber'), ('Hobby', 'climbing')),
              rule(lambda x: x % 2 == 1, [('Food', 'curry')], kind='odd'),
              left(('Country', 'Dane'), ('Name', 'Thandiwe')),
              left(('Food', 'dumplings'), ('Country', 'Kenyan')),
              same(('Country', 'Chilean'), ('Shirt', 'pink')),
              same(('Food', 'dumplings'), ('Name', 'Kalinda')),
              same(('Sport', 'cricket'), ('Country', 'Indian')),
              same(('Name', 'Gulliver'), ('Food', 'tacos')),
              right(('Drink', 'coffee'), ('Car', 'Kia')),
              same(('Drink', 'cocoa'), ('Pet', 'hamster')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Sport', 'rugby'), ('Shirt', 'black'), ('Name', 'Cassius')], kind='directly_between'),
              somewhere_left(('Hobby', 'origami'), ('Name', 'Dagny')),
              right(('Car', 'Fiat'), ('Sport', 'badminton')),
              rule(lambda x: x % 2 == 1, [('Flower', 'tulips')], kind='odd'),
              same(('Drink', 'water'), ('Food', 'paella')),
              same(('Flower', 'asters'), ('Drink', 'water')),
              right(('Hobby', 'baking'), ('Car', 'Honda'))],
       herrings={1: 'Ferrets were once used to hunt rabbits.', 2: 'The Swede has three cousins.', 17: 'The person in navy writes poems.', 40: 'The kiosk owner who grows lilies is saving for a boat.'},
       questions=[ask_position(('Country', 'Kenyan')), ask_value('Name', ('Pet', 'parrot'))])

puzzle('w164-lines-benchmark-houses-8x12', family='lines', layout="'The ... are ..., one each' lines, 'Hints:' with '1:' numbering, 12 categories, 'Whoever ordered X is between', three questions, herrings", noun='house', n=8,
       cats={'Name': ['Aurelio', 'Cassius', 'Dagny', 'Isolde', 'Nikolai', 'Perpetua', 'Rosalind', 'Xavi'],
             'Pet': ['cat', 'dog', 'ferret', 'hamster', 'lizard', 'parrot', 'rabbit', 'tortoise'],
             'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'smoothie', 'tea', 'water'],
             'Sport': ['badminton', 'basketball', 'cricket', 'golf', 'hockey', 'rugby', 'squash', 'tennis'],
             'Job': ['architect', 'baker', 'chemist', 'dentist', 'editor', 'florist', 'plumber', 'tailor'],
             'Car': ['Audi', 'BMW', 'Fiat', 'Honda', 'Kia', 'Mazda', 'Skoda', 'Volvo'],
             'Food': ['curry', 'dumplings', 'lasagne', 'paella', 'ramen', 'risotto', 'salad', 'tacos'],
             'Music': ['blues', 'disco', 'folk', 'funk', 'jazz', 'metal', 'opera', 'soul'],
             'Flower': ['asters', 'dahlias', 'freesias', 'lilies', 'orchids', 'poppies', 'tulips', 'zinnias'],
             'Phone': ['Galaxy', 'Lumia', 'Moto', 'Nokia', 'Oppo', 'Pixel', 'Redmi', 'iPhone'],
             'Month': ['April', 'August', 'February', 'January', 'July', 'June', 'March', 'May'],
             'Fruit': ['apple', 'banana', 'cherry', 'kiwi', 'mango', 'peach', 'pear', 'plum']},
       clues=[next_to(('Sport', 'hockey'), ('Food', 'salad')),
              same(('Sport', 'rugby'), ('Drink', 'juice')),
              apart(('Music', 'disco'), ('Food', 'lasagne')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Food', 'paella'), ('Food', 'tacos'), ('Fruit', 'apple')], kind='directly_between'),
              same(('Fruit', 'kiwi'), ('Name', 'Cassius')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Pet', 'cat'), ('Sport', 'cricket'), ('Job', 'architect')], kind='directly_between'),
              middle(('Music', 'soul')),
              same(('Fruit', 'peach'), ('Music', 'opera')),
              rule(lambda x: x % 2 == 1, [('Phone', 'Nokia')], kind='odd'),
              same(('Month', 'August'), ('Food', 'risotto')),
              same(('Flower', 'asters'), ('Month', 'July')),
              somewhere_left(('Phone', 'Lumia'), ('Month', 'February')),
              same(('Drink', 'juice'), ('Pet', 'tortoise')),
              apart(('Food', 'risotto'), ('Car', 'Volvo')),
              same(('Fruit', 'plum'), ('Month', 'February')),
              right(('Flower', 'zinnias'), ('Pet', 'cat')),
              at(('Sport', 'golf'), 3),
              not_at(('Car', 'BMW'), 5),
              rule(lambda x: x % 2 == 1, [('Pet', 'ferret')], kind='odd'),
              differ(('Job', 'editor'), ('Food', 'lasagne')),
              next_to(('Name', 'Dagny'), ('Drink', 'cocoa')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Drink', 'juice'), ('Flower', 'orchids'), ('Music', 'metal')], kind='directly_between'),
              same(('Food', 'curry'), ('Name', 'Cassius')),
              ends(('Pet', 'parrot')),
              left(('Car', 'Mazda'), ('Job', 'florist')),
              same(('Month', 'February'), ('Music', 'metal')),
              left(('Fruit', 'cherry'), ('Name', 'Cassius')),
              apart(('Music', 'folk'), ('Month', 'July')),
              somewhere_left(('Pet', 'ferret'), ('Drink', 'water')),
              same(('Music', 'blues'), ('Car', 'Volvo')),
              right(('Pet', 'rabbit'), ('Drink', 'water')),
              apart(('Fruit', 'banana'), ('Job', 'florist')),
              same(('Job', 'dentist'), ('Pet', 'cat')),
              left(('Sport', 'hockey'), ('Month', 'January')),
              same(('Car', 'Honda'), ('Music', 'metal')),
              left(('Pet', 'hamster'), ('Name', 'Cassius')),
              middle(('Music', 'disco')),
              somewhere_right(('Job', 'plumber'), ('Music', 'metal')),
              same(('Pet', 'lizard'), ('Name', 'Isolde')),
              rule(lambda x: x % 2 == 1, [('Car', 'Skoda')], kind='odd'),
              next_to(('Name', 'Rosalind'), ('Music', 'opera')),
              not_at(('Food', 'tacos'), 8),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Food', 'curry'), ('Month', 'February'), ('Pet', 'hamster')], kind='directly_between'),
              rule(lambda x: x % 2 == 0, [('Fruit', 'cherry')], kind='even'),
              same(('Phone', 'Lumia'), ('Flower', 'freesias')),
              right(('Drink', 'milk'), ('Month', 'January')),
              not_at(('Month', 'March'), 1),
              at(('Flower', 'lilies'), 2),
              same(('Sport', 'basketball'), ('Car', 'Honda')),
              left(('Car', 'Mazda'), ('Flower', 'tulips')),
              same(('Drink', 'lemonade'), ('Music', 'disco')),
              same(('Job', 'tailor'), ('Name', 'Xavi')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Job', 'florist'), ('Food', 'dumplings'), ('Month', 'February')], kind='directly_between'),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Phone', 'Galaxy'), ('Job', 'architect'), ('Food', 'curry')], kind='directly_between'),
              left(('Phone', 'Moto'), ('Flower', 'zinnias')),
              apart(('Fruit', 'cherry'), ('Sport', 'tennis')),
              gap(('Fruit', 'cherry'), ('Job', 'editor'), 2),
              same(('Name', 'Isolde'), ('Job', 'chemist')),
              middle(('Month', 'May')),
              differ(('Fruit', 'banana'), ('Month', 'June')),
              right(('Car', 'Skoda'), ('Car', 'Mazda')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Fruit', 'kiwi'), ('Job', 'baker'), ('Flower', 'poppies')], kind='directly_between'),
              same(('Fruit', 'mango'), ('Name', 'Xavi')),
              somewhere_right(('Sport', 'badminton'), ('Drink', 'tea')),
              same(('Flower', 'dahlias'), ('Drink', 'milk')),
              right(('Drink', 'coffee'), ('Car', 'BMW')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Flower', 'orchids'), ('Flower', 'zinnias'), ('Phone', 'iPhone')], kind='directly_between'),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Name', 'Aurelio'), ('Job', 'florist'), ('Flower', 'freesias')], kind='directly_between'),
              somewhere_left(('Month', 'May'), ('Name', 'Nikolai')),
              same(('Phone', 'Redmi'), ('Sport', 'golf')),
              same(('Month', 'August'), ('Car', 'Audi')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Drink', 'lemonade'), ('Month', 'June'), ('Music', 'metal')], kind='directly_between'),
              same(('Fruit', 'peach'), ('Pet', 'cat')),
              same(('Phone', 'Moto'), ('Food', 'tacos')),
              apart(('Flower', 'freesias'), ('Sport', 'rugby')),
              left(('Flower', 'tulips'), ('Name', 'Perpetua')),
              same(('Job', 'tailor'), ('Music', 'funk')),
              left(('Fruit', 'pear'), ('Fruit', 'apple')),
              right(('Music', 'folk'), ('Flower', 'orchids')),
              rule(lambda x: x % 2 == 0, [('Job', 'dentist')], kind='even'),
              next_to(('Name', 'Dagny'), ('Flower', 'orchids')),
              rule(lambda x, y, z: abs(y - z) == 2 and x == (y + z) // 2, [('Food', 'salad'), ('Pet', 'cat'), ('Music', 'metal')], kind='directly_between'),
              same(('Flower', 'dahlias'), ('Month', 'August')),
              apart(('Flower', 'asters'), ('Job', 'florist')),
              right(('Music', 'soul'), ('Car', 'Fiat')),
              differ(('Car', 'Volvo'), ('Sport', 'badminton')),
              apart(('Drink', 'milk'), ('Phone', 'Pixel'))],
       herrings={13: 'Jazz was born in New Orleans.', 15: 'The dentist owns a sailing boat.', 41: 'The Volvo driver is learning Spanish.', 59: 'Tortoises can live for over a century.', 85: 'The person born in March has twin brothers.'},
       questions=[ask_value('Job', ('Pet', 'rabbit')), ask_value('Name', ('Drink', 'water')), ask_position(('Phone', 'Oppo'))])


# ------------------------------------------------------------ third blind set (w165-w194): people, benchmark lines, prose, synonyms

# ------------------------------------------------------------ family: people (w165-w174)

# w165-people-bakesale.txt
puzzle("w165-people-bakesale", family="people", layout="'Header: a, b, c' category lines, '1.' numbered clues, prices and clock times, two questions", noun=None, n=4, axis="Baker",
       cats={"Baker": ["Hannah", "Isaac", "Lena", "Marcus"],
             "Treat": ["brownies", "lemon bars", "muffins", "scones"],
             "Price": ["$1.50", "$2.25", "$3.00", "$3.75"],
             "Sold out": ["9:15 am", "9:45 am", "10:15 am", "10:45 am"]},
       clues=[diff("lemon bars", "Isaac", "Price", -0.75),
              same("Lena", "10:45 am"),
              of_two("muffins", "$3.75", "Hannah", "9:15 am"),
              same("brownies", "$1.50"),
              diff("Marcus", "scones", "Sold out", 30),
              less("lemon bars", "$2.25", "Sold out")],
       questions=[ask_value("Baker", "scones"), ask_value("Sold out", "brownies")])

# w166-people-tenk.txt
puzzle("w166-people-tenk", family="people", layout="story intro, categories not listed, all clues in one prose paragraph with two herrings, no question", noun=None, n=5, axis="Runner",
       cats={"Runner": ["Priya", "Owen", "Tasha", "Grant", "Yuki"],
             "Place": ["1st", "2nd", "3rd", "4th", "5th"],
             "Age": ["24", "27", "31", "35", "42"],
             "Town": ["Milford", "Ashby", "Crestview", "Dunmore", "Elmwood"]},
       clues=[same("Elmwood", "42"),
              diff("Owen", "Priya", "Place", 2),
              same("24", "Dunmore"),
              same("Grant", "5th"),
              of_two("Yuki", "Ashby", "3rd", "31"),
              diff("35", "24", "Place", -1),
              neither("Crestview", "Grant", "Priya"),
              less("Owen", "Milford", "Age"),
              neither("27", "1st", "2nd", "3rd"),
              diff("Priya", "Grant", "Age", 4),
              less("Owen", "Yuki", "Age"),
              differ("Tasha", "Ashby")],
       herrings={6: "It was the coldest race morning anyone could remember.", 16: "Everyone agreed that the long hill near the fourth kilometer was the worst part of the course."})

# w167-people-departures.txt
puzzle("w167-people-departures", family="people", layout="markdown table of categories (one column each), '1)' numbered clues with herrings, six people, clock times incl. noon", noun=None, n=6, axis="Traveler",
       cats={"Traveler": ["Abel", "Bianca", "Cyrus", "Delia", "Emeka", "Fiona"],
             "Destination": ["Oslo", "Lisbon", "Cairo", "Denver", "Lima", "Seoul"],
             "Departure": ["6:10 am", "7:45 am", "9:30 am", "11:05 am", "noon", "2:20 pm"]},
       clues=[same("Cyrus", "6:10 am"),
              diff("Lisbon", "Lima", "Departure", 95),
              either("Oslo", "Bianca", "Delia"),
              all_of(same("Cairo", "2:20 pm"), differ("Abel", "Cairo")),
              all_of(less("Emeka", "Abel", "Departure"), less("Cyrus", "Emeka", "Departure")),
              all_of(neither("Abel", "Seoul", "Denver"), neither("Fiona", "Seoul", "Denver")),
              differ("7:45 am", "Lima"),
              of_two("Fiona", "noon", "Lisbon", "Oslo"),
              less("Bianca", "Delia", "Departure"),
              less("Seoul", "Denver", "Departure")],
       herrings={5: "The airport café opens at 5:30 am every day."},
       questions=[ask_value("Traveler", "Oslo")])

# w168-people-birthdays.txt
puzzle("w168-people-birthdays", family="people", layout="categories in one prose sentence, '(a)' lettered clues, day-of-month dates and ages, one two-part question", noun=None, n=4, axis="Child",
       cats={"Child": ["Ruby", "Theo", "Mila", "Jonah"],
             "Date": ["3rd", "9th", "14th", "22nd"],
             "Age": ["6", "7", "8", "10"],
             "Gift": ["kite", "puzzle", "scooter", "telescope"]},
       clues=[same("10", "3rd"),
              diff("Mila", "Ruby", "Date", 8),
              diff("kite", "telescope", "Age", 2),
              all_of(differ("Jonah", "scooter"), diff("Jonah", "Mila", "Age", 1)),
              differ("9th", "Theo"),
              differ("Ruby", "puzzle"),
              same("scooter", "6"),
              less("Jonah", "Ruby", "Age")],
       questions=[ask_value("Child", "14th"), ask_value("Age", "14th")])

# w169-people-pumpkins.txt
puzzle("w169-people-pumpkins", family="people", layout="categories not listed, 'Clue 1 -' numbering, weights in pounds and years", noun=None, n=5, axis="Grower",
       cats={"Grower": ["Ada", "Bertram", "Cole", "Dina", "Ezra"],
             "Weight": ["612 pounds", "648 pounds", "701 pounds", "735 pounds", "790 pounds"],
             "Town": ["Fairview", "Greenfield", "Harlow", "Ivy Falls", "Juniper"],
             "First year": ["2015", "2017", "2018", "2020", "2023"]},
       clues=[same("790 pounds", "Fairview"),
              all_of(same("Dina", "648 pounds"), diff("Dina", "Ada", "Weight", -53)),
              all_of(same("Juniper", "2023"), diff("Juniper", "Ada", "First year", 5)),
              all_of(less("Ezra", "Ada", "First year"), less("Cole", "Ezra", "First year"), same("Cole", "2015")),
              of_two("Bertram", "Greenfield", "612 pounds", "2017"),
              all_of(less("Juniper", "Ivy Falls", "Weight"), less("Ivy Falls", "701 pounds", "Weight")),
              differ("Cole", "Harlow"),
              differ("735 pounds", "2020"),
              same("Harlow", "2018")],
       questions=[ask_value("Town", "Ezra")])

# w170-people-tryouts.txt
puzzle("w170-people-tryouts", family="people", layout="axis is the jersey number, bullet clues with a herring, heights in ft/in and leaps in inches", noun=None, n=5, axis="Jersey",
       cats={"Jersey": ["#4", "#11", "#15", "#23", "#32"],
             "Player": ["Andre", "Bo", "Callum", "Desmond", "Eli"],
             "Height": ["5 ft 9 in", "5 ft 11 in", "6 ft 1 in", "6 ft 2 in", "6 ft 5 in"],
             "Leap": ["22 inches", "25 inches", "27 inches", "30 inches", "31 inches"]},
       clues=[same("6 ft 5 in", "#15"),
              diff("Bo", "Callum", "Height", 2),
              same("31 inches", "5 ft 9 in"),
              all_of(less("Eli", "Desmond", "Jersey"), diff("Eli", "Andre", "Leap", 3)),
              same("#23", "30 inches"),
              of_two("Andre", "6 ft 1 in", "22 inches", "#11"),
              all_of(differ("Desmond", "#4"), less("Eli", "Desmond", "Height")),
              diff("Andre", "Desmond", "Height", 3),
              all_of(less("Callum", "Bo", "Jersey"), less("Bo", "Desmond", "Jersey"))],
       herrings={4: "Coach Rivera has run these tryouts every August for eleven years."},
       questions=[ask_value("Player", "#32")])

# w171-people-antiques.txt
puzzle("w171-people-antiques", family="people", layout="categories not listed, unnumbered clue lines, years and prices with thousands separator", noun=None, n=4, axis="Customer",
       cats={"Customer": ["Gloria", "Hector", "Ines", "Wallace"],
             "Item": ["mantel clock", "oak desk", "brass lamp", "quilt"],
             "Year": ["1885", "1902", "1924", "1951"],
             "Price": ["$85", "$120", "$310", "$1,200"]},
       clues=[same("1885", "$310"),
              all_of(same("brass lamp", "1951"), diff("brass lamp", "Hector", "Year", 27)),
              all_of(same("Ines", "$85"), differ("Ines", "1902")),
              of_two("Wallace", "quilt", "$120", "$310"),
              all_of(same("oak desk", "1924"), diff("oak desk", "mantel clock", "Year", 22)),
              differ("Gloria", "mantel clock"),
              differ("$1,200", "quilt"),
              less("brass lamp", "mantel clock", "Price")],
       questions=[ask_value("Item", "Gloria"), ask_value("Year", "Gloria")])

# w172-people-reservations.txt
puzzle("w172-people-reservations", family="people", layout="categories named in intro prose, 'Clue 1:' numbering with herrings, times pm and bills", noun=None, n=5, axis="Diner",
       cats={"Diner": ["Farah", "Gus", "Helena", "Ivan", "Jolene"],
             "Time": ["6:00 pm", "6:30 pm", "7:15 pm", "8:00 pm", "8:45 pm"],
             "Dish": ["risotto", "salmon", "lamb shank", "gnocchi", "duck"],
             "Bill": ["$38", "$52", "$67", "$74", "$91"]},
       clues=[diff("duck", "Jolene", "Time", -45),
              all_of(same("Gus", "gnocchi"), diff("Gus", "Ivan", "Bill", -14)),
              same("8:45 pm", "$91"),
              of_two("Helena", "risotto", "8:00 pm", "$91"),
              less("Ivan", "Farah", "Time"),
              neither("salmon", "Farah", "Ivan"),
              same("lamb shank", "$52"),
              diff("risotto", "duck", "Bill", -7),
              diff("Ivan", "Gus", "Time", 30),
              distinct("Helena", "lamb shank", "7:15 pm", "$38", "Jolene")],
       herrings={3: "Bellamy's had only just reopened after a kitchen remodel.", 9: "Jolene's sister is a pastry chef in Boston."},
       questions=[ask_value("Diner", "6:00 pm"), ask_value("Dish", "Farah")])

# w173-people-hikers.txt
puzzle("w173-people-hikers", family="people", layout="three people, categories not listed, roman-numeral clues, the former/the latter, distances in miles", noun=None, n=3, axis="Hiker",
       cats={"Hiker": ["Mara", "Nils", "Odette"],
             "Trail": ["Ridge Loop", "Cedar Path", "Falls Trail"],
             "Distance": ["3.5 miles", "5 miles", "8.5 miles"],
             "Start": ["7:00 am", "8:30 am", "10:00 am"]},
       clues=[all_of(same("Falls Trail", "10:00 am"), same("Falls Trail", "3.5 miles")),
              all_of(neither("10:00 am", "Odette", "Mara"), same("Odette", "7:00 am"), diff("Mara", "Odette", "Start", 90)),
              diff("8.5 miles", "Ridge Loop", "Distance", 3.5),
              less("Odette", "Mara", "Distance"),
              differ("Nils", "Cedar Path")],
       questions=[])

# w174-people-talentshow.txt
puzzle("w174-people-talentshow", family="people", layout="markdown table with one row per category, bullet clues with a herring, places first to fifth, ages, five categories", noun=None, n=5, axis="Performer",
       cats={"Performer": ["Amara", "Benji", "Cleo", "Dario", "Esme"],
             "Act": ["ballet", "juggling", "magic", "stand-up", "ukulele"],
             "Place": ["1st", "2nd", "3rd", "4th", "5th"],
             "Age": ["9", "11", "12", "14", "16"],
             "Costume": ["red", "blue", "green", "gold", "silver"]},
       clues=[same("ukulele", "1st"),
              same("9", "5th"),
              diff("Dario", "Benji", "Place", -2),
              of_two("Esme", "juggling", "red", "11"),
              diff("gold", "blue", "Age", 3),
              all_of(same("Amara", "silver"), diff("Amara", "Dario", "Place", -1)),
              same("magic", "14"),
              either("stand-up", "Esme", "Cleo"),
              less("ballet", "green", "Age"),
              same("juggling", "9"),
              diff("Cleo", "Amara", "Age", 4),
              less("Cleo", "Esme", "Place")],
       herrings={5: "The judges' table was decorated with sunflowers from the school garden."},
       questions=[ask_value("Performer", "gold")])

# ------------------------------------------------------------ family: lines (generated by gen.py from templates.py)
# w175-lines-lockers.txt (generated by gen.py, seed 175)
puzzle('w175-lines-lockers', family="lines", layout="markdown table of categories, 'Clue N:' numbering, left/right lockers, three lettered questions", noun='locker', n=6, axis=None,
       cats={'Name': ['Alice', 'Chloe', 'Dmitri', 'Hiro', 'Ines', 'Kofi'],
                'Nationality': ['Canadian', 'Egyptian', 'Japanese', 'Kenyan', 'Mexican', 'Polish'],
                'Pet': ['cat', 'ferret', 'goldfish', 'iguana', 'parrot', 'tortoise'],
                'Food': ['curry', 'dumplings', 'lasagne', 'paella', 'pasta', 'tacos'],
                'Job': ['chemist', 'dentist', 'electrician', 'farmer', 'lawyer', 'pilot'],
                'Car': ['Audi', 'BMW', 'Fiat', 'Kia', 'Tesla', 'Toyota'],
                'Colour': ['amber', 'crimson', 'green', 'indigo', 'lilac', 'white'],
                'Sport': ['golf', 'hockey', 'netball', 'rugby', 'tennis', 'volleyball']},
       clues=[right('Hiro', 'dentist'),
                 apart('tennis', 'cat'),
                 at('Tesla', 5),
                 not_at('tortoise', 3),
                 next_to('green', 'Kenyan'),
                 same('parrot', 'lasagne'),
                 all_of(same('dumplings', 'volleyball'), left('dumplings', 'parrot')),
                 between('Canadian', 'indigo', 'goldfish'),
                 either('rugby', 'tortoise', 'cat'),
                 left('pasta', 'Canadian'),
                 either('Tesla', 'crimson', 'lilac'),
                 between('Kenyan', 'green', 'Mexican'),
                 gap('tortoise', 'Mexican', 3),
                 not_at('lawyer', 2, 4, 6),
                 right('chemist', 'Kofi'),
                 any_of(at('lawyer', 3), at('lawyer', 6)),
                 between('iguana', 'goldfish', 'lasagne'),
                 not_at('Polish', 2, 4, 6),
                 either('white', 'chemist', 'pilot'),
                 somewhere_right('crimson', 'netball'),
                 between('curry', 'electrician', 'white'),
                 next_to('rugby', 'Kofi'),
                 not_at('Audi', 2, 4, 6),
                 not_next('Chloe', 'netball'),
                 at('Toyota', 4),
                 neither('golf', 'green', 'Ines'),
                 somewhere_right('Ines', 'Kofi'),
                 neither('Hiro', 'amber', 'crimson'),
                 somewhere_left('paella', 'farmer'),
                 right('Chloe', 'Toyota'),
                 next_to('white', 'curry'),
                 same('indigo', 'golf'),
                 gap('crimson', 'Tesla', 2),
                 either('lasagne', 'Fiat', 'Audi'),
                 not_next('goldfish', 'dentist'),
                 all_of(same('Kenyan', 'Tesla'), right('Kenyan', 'electrician')),
                 at('Kia', 1),
                 same('iguana', 'Japanese'),
                 all_of(same('ferret', 'crimson'), right('ferret', 'Dmitri')),
                 either('iguana', 'paella', 'pasta')],
       herrings={37: 'The club was founded in 1987.', 15: 'The swimming pool is open every day except Monday.', 32: 'Nobody in the club keeps a snake.', 10: 'Locker 4 has a slightly dented door.', 30: 'Two of the members once swam across the bay together.'},
       questions=[ask_value('Name', 'tortoise'), ask_position('Kia'), ask_at('Food', 2)])

# w176-lines-apartments.txt (generated by gen.py, seed 176)
puzzle('w176-lines-apartments', family="lines", layout="'- Category: values' bullets, '#N' numbering, floors counted from the ground, above/below, one question", noun='floor', n=7, axis=None,
       cats={'Name': ['Alice', 'Bruno', 'Chloe', 'Dmitri', 'Farid', 'Greta', 'Lena'],
                'Nationality': ['Brazilian', 'Canadian', 'Indian', 'Japanese', 'Mexican', 'Norwegian', 'Polish'],
                'Pet': ['ferret', 'goldfish', 'hamster', 'hedgehog', 'iguana', 'parrot', 'rabbit'],
                'Food': ['curry', 'dumplings', 'falafel', 'paella', 'pizza', 'ramen', 'sushi'],
                'Hobby': ['birdwatching', 'chess', 'hiking', 'juggling', 'knitting', 'origami', 'painting'],
                'Job': ['chemist', 'dentist', 'electrician', 'farmer', 'lawyer', 'nurse', 'pilot'],
                'Car': ['Audi', 'Ford', 'Honda', 'Kia', 'Mazda', 'Toyota', 'Volvo'],
                'Music': ['blues', 'classical', 'country', 'folk', 'metal', 'opera', 'reggae'],
                'Month': ['August', 'December', 'February', 'July', 'June', 'November', 'October'],
                'Drink': ['cider', 'cocoa', 'coffee', 'kombucha', 'milk', 'soda', 'tea']},
       clues=[either('knitting', 'July', 'December'),
                 same('parrot', 'pilot'),
                 either('August', 'chess', 'juggling'),
                 gap('falafel', 'curry', 2),
                 same('lawyer', 'Norwegian'),
                 next_to('Audi', 'origami'),
                 left('pizza', 'Farid'),
                 next_to('chess', 'Brazilian'),
                 either('Lena', 'kombucha', 'cocoa'),
                 not_at('Audi', 1, 3, 5, 7),
                 left('Indian', 'hiking'),
                 between('birdwatching', 'Honda', 'chemist'),
                 at('December', 5),
                 somewhere_left('Canadian', 'iguana'),
                 differ('dentist', 'February'),
                 same('hedgehog', 'Mazda'),
                 same('farmer', 'Farid'),
                 at('sushi', 1),
                 apart('reggae', 'December'),
                 same('iguana', 'origami'),
                 left('cider', 'chess'),
                 same('cider', 'folk'),
                 between('milk', 'rabbit', 'pilot'),
                 same('Polish', 'Ford'),
                 gap('Chloe', 'Mexican', 4),
                 left('Dmitri', 'electrician'),
                 same('hamster', 'nurse'),
                 same('metal', 'Alice'),
                 next_to('lawyer', 'chemist'),
                 at('Indian', 2),
                 same('ferret', 'hiking'),
                 not_at('tea', 1, 3, 5, 7),
                 any_of(at('dumplings', 2), at('dumplings', 4)),
                 gap('August', 'milk', 4),
                 between('Alice', 'December', 'blues'),
                 same('hiking', 'October'),
                 apart('coffee', 'Kia'),
                 at('ramen', 7),
                 next_to('lawyer', 'Kia'),
                 all_of(same('Lena', 'Norwegian'), left('Lena', 'Bruno')),
                 left('painting', 'Greta'),
                 not_next('farmer', 'parrot'),
                 all_of(same('rabbit', 'country'), right('rabbit', 'opera')),
                 gap('falafel', 'Norwegian', 4),
                 right('cocoa', 'November'),
                 gap('Volvo', 'Ford', 3)],
       herrings={56: 'The caretaker lives in a separate cottage next door.', 18: 'No tenant keeps a snake.', 48: 'The building was finished in 1962.', 32: 'Every tenant pays the same rent.', 36: 'The lift has been out of order since the spring.'},
       questions=[ask_position('juggling')])

# w177-lines-market-stalls.txt (generated by gen.py, seed 177)
puzzle('w177-lines-market-stalls', family="lines", layout="categories in a prose paragraph, '(N)' numbering, east/west stalls, answer-as-JSON block", noun='stall', n=5, axis=None,
       cats={'Name': ['Dmitri', 'Greta', 'Hiro', 'Jonas', 'Lena'],
                'Nationality': ['Brazilian', 'French', 'Indian', 'Kenyan', 'Mexican'],
                'Pet': ['dog', 'hedgehog', 'iguana', 'parrot', 'tortoise'],
                'Food': ['curry', 'falafel', 'lasagne', 'pasta', 'ramen'],
                'Hobby': ['birdwatching', 'gardening', 'hiking', 'origami', 'photography'],
                'Age': ['25', '31', '33', '39', '48']},
       clues=[same('curry', 'Hiro'),
                 next_to('Brazilian', 'Lena'),
                 next_to('lasagne', 'falafel'),
                 diff('Brazilian', 'Lena', 'Age', -23),
                 right('photography', 'iguana'),
                 all_of(same('hedgehog', 'origami'), left('hedgehog', '33')),
                 not_at('tortoise', 2),
                 between('birdwatching', 'pasta', 'parrot'),
                 not_next('Kenyan', 'pasta'),
                 somewhere_right('31', 'dog'),
                 same('falafel', '39'),
                 same('33', 'Mexican'),
                 either('Hiro', 'tortoise', 'iguana'),
                 either('curry', 'hiking', 'gardening'),
                 any_of(at('33', 3), at('33', 4)),
                 either('39', 'ramen', 'falafel'),
                 gap('39', 'hedgehog', 2),
                 differ('Kenyan', 'Hiro'),
                 somewhere_left('Lena', 'Kenyan'),
                 differ('Brazilian', 'parrot'),
                 apart('falafel', 'Lena'),
                 not_at('falafel', 1, 3, 5),
                 somewhere_right('gardening', 'Indian'),
                 all_of(same('gardening', '39'), right('gardening', 'lasagne')),
                 not_at('Kenyan', 4),
                 somewhere_left('Brazilian', 'lasagne'),
                 not_at('iguana', 1, 3, 5),
                 gap('48', 'Dmitri', 2),
                 at('French', 4),
                 either('Brazilian', 'pasta', 'curry'),
                 gap('Jonas', 'curry', 2),
                 middle('Indian'),
                 not_at('Indian', 1, 3, 5),
                 somewhere_right('33', 'curry'),
                 right('Jonas', 'origami'),
                 neither('Brazilian', '33', 'gardening'),
                 all_of(same('hedgehog', 'origami'), left('hedgehog', 'birdwatching')),
                 left('curry', 'hedgehog'),
                 not_at('French', 3),
                 neither('Brazilian', 'birdwatching', '31')],
       herrings={36: 'The square is paved with old cobblestones.', 2: 'Stall 3 has a striped awning.', 19: 'The market opens at seven every Saturday.', 18: 'Nobody at the market keeps a pony.'},
        questions=[])  # the questions live only in the JSON answer block, which the reader does not read

# w178-lines-pews.txt (generated by gen.py, seed 178)
puzzle('w178-lines-pews', family="lines", layout="'Attributes:' block, 'N -' numbering, pews front/back, no question (full grid)", noun='pew', n=8, axis=None,
       cats={'Name': ['Bruno', 'Chloe', 'Dmitri', 'Farid', 'Hiro', 'Ines', 'Jonas', 'Kofi'],
                'Nationality': ['Canadian', 'Danish', 'Egyptian', 'Japanese', 'Kenyan', 'Mexican', 'Norwegian', 'Polish'],
                'Pet': ['cat', 'dog', 'ferret', 'hamster', 'hedgehog', 'iguana', 'rabbit', 'tortoise'],
                'Food': ['curry', 'dumplings', 'paella', 'pasta', 'pizza', 'ramen', 'sushi', 'tacos'],
                'Hobby': ['birdwatching', 'chess', 'hiking', 'juggling', 'knitting', 'origami', 'photography', 'pottery'],
                'Job': ['architect', 'chemist', 'dentist', 'electrician', 'farmer', 'lawyer', 'nurse', 'pilot'],
                'Car': ['Audi', 'BMW', 'Fiat', 'Kia', 'Mazda', 'Tesla', 'Toyota', 'Volvo'],
                'Colour': ['blue', 'crimson', 'green', 'indigo', 'lilac', 'magenta', 'olive', 'white'],
                'Music': ['blues', 'country', 'disco', 'folk', 'jazz', 'metal', 'reggae', 'techno'],
                'Month': ['April', 'August', 'December', 'January', 'July', 'June', 'November', 'September'],
                'Age': ['30', '37', '38', '46', '47', '50', '55', '56'],
                'Instrument': ['banjo', 'cello', 'flute', 'guitar', 'oboe', 'piano', 'trumpet', 'violin']},
       clues=[either('dumplings', 'December', 'July'),
                 all_of(same('blue', 'lawyer'), next_to('blue', 'September')),
                 same('dentist', 'November'),
                 any_of(at('pottery', 2), at('pottery', 4)),
                 right('metal', 'origami'),
                 right('hiking', 'tortoise'),
                 somewhere_right('lilac', 'Kia'),
                 between('pasta', 'farmer', 'jazz'),
                 somewhere_left('banjo', '55'),
                 next_to('folk', 'Polish'),
                 next_to('indigo', 'tacos'),
                 left('sushi', 'Volvo'),
                 at('paella', 6),
                 same('dumplings', 'ferret'),
                 all_of(same('Dmitri', 'pottery'), left('Dmitri', 'jazz')),
                 all_of(same('cello', 'July'), right('cello', 'green')),
                 any_of(at('curry', 2), at('curry', 5)),
                 less('banjo', 'Egyptian', 'Age'),
                 same('Bruno', 'birdwatching'),
                 neither('Japanese', 'pilot', 'July'),
                 left('30', 'Farid'),
                 either('chemist', 'Kia', 'Volvo'),
                 left('December', 'Norwegian'),
                 not_at('pizza', 2, 4, 6, 8),
                 right('tortoise', 'piano'),
                 between('rabbit', 'pottery', 'cat'),
                 at('electrician', 1),
                 same('August', '56'),
                 between('blue', 'January', 'chemist'),
                 not_at('Hiro', 2, 4, 6, 8),
                 same('pizza', 'indigo'),
                 same('blues', 'January'),
                 left('Ines', 'pasta'),
                 between('Egyptian', 'olive', 'white'),
                 same('dentist', 'Farid'),
                 at('banjo', 4),
                 same('reggae', '47'),
                 gap('violin', 'Mexican', 4),
                 all_of(same('rabbit', 'June'), left('rabbit', 'Polish')),
                 diff('January', 'iguana', 'Age', 13),
                 next_to('pasta', 'Fiat'),
                 either('Kenyan', 'green', 'crimson'),
                 gap('guitar', 'folk', 3),
                 left('37', 'country'),
                 all_of(same('Danish', 'violin'), next_to('Danish', '50')),
                 either('green', 'Jonas', 'Ines'),
                 same('Chloe', 'chess'),
                 all_of(same('juggling', 'electrician'), next_to('juggling', 'photography')),
                 same('blue', 'Toyota'),
                 same('crimson', 'Hiro'),
                 same('architect', 'country'),
                 same('30', 'white'),
                 not_at('hedgehog', 1, 3, 5, 7),
                 same('Audi', 'juggling'),
                 left('47', 'cello'),
                 neither('banjo', 'nurse', 'folk'),
                 at('Bruno', 8),
                 somewhere_left('37', 'flute'),
                 all_of(same('Kia', '38'), next_to('Kia', 'December')),
                 between('trumpet', 'tacos', 'Polish'),
                 right('BMW', 'dog'),
                 same('farmer', 'Mazda'),
                 neither('techno', '46', 'chess')],
       herrings={52: 'The chapel windows face east.', 23: 'Choir practice always ends with a cup of tea.', 18: 'The choir sings at every wedding in the village.', 41: 'Pew 5 has a wobbly kneeler.'},
       questions=[])

# w179-lines-queue.txt (generated by gen.py, seed 179)
puzzle('w179-lines-queue', family="lines", layout="'Category — a / b / c' lines, bullet clues, queue before/after, questions in one line", noun='position', n=8, axis=None,
       cats={'Name': ['Alice', 'Bruno', 'Dmitri', 'Elena', 'Hiro', 'Ines', 'Kofi', 'Lena'],
                'Nationality': ['Danish', 'Egyptian', 'French', 'Japanese', 'Kenyan', 'Mexican', 'Norwegian', 'Polish'],
                'Pet': ['cat', 'ferret', 'goldfish', 'hedgehog', 'iguana', 'parrot', 'rabbit', 'tortoise'],
                'Food': ['curry', 'dumplings', 'lasagne', 'pasta', 'pizza', 'ramen', 'sushi', 'tacos'],
                'Hobby': ['birdwatching', 'chess', 'hiking', 'juggling', 'knitting', 'origami', 'painting', 'photography'],
                'Job': ['architect', 'baker', 'chemist', 'electrician', 'farmer', 'journalist', 'lawyer', 'nurse'],
                'Car': ['Audi', 'BMW', 'Fiat', 'Ford', 'Honda', 'Kia', 'Tesla', 'Toyota'],
                'Colour': ['amber', 'crimson', 'green', 'indigo', 'magenta', 'olive', 'teal', 'white'],
                'Music': ['blues', 'country', 'disco', 'folk', 'jazz', 'metal', 'opera', 'techno'],
                'Sport': ['badminton', 'baseball', 'cricket', 'golf', 'hockey', 'netball', 'rugby', 'squash'],
                'Month': ['December', 'February', 'July', 'June', 'March', 'November', 'October', 'September'],
                'Age': ['31', '40', '42', '52', '53', '55', '57', '65'],
                'Height': ['156 cm', '159 cm', '168 cm', '177 cm', '180 cm', '186 cm', '189 cm', '192 cm'],
                'Drink': ['cocoa', 'coffee', 'juice', 'lemonade', 'milk', 'soda', 'tea', 'water']},
       clues=[somewhere_right('cricket', 'crimson'),
                 not_at('57', 2),
                 same('farmer', '55'),
                 all_of(same('jazz', 'September'), right('jazz', 'Egyptian')),
                 between('milk', 'amber', 'baseball'),
                 same('Polish', 'December'),
                 same('blues', 'cricket'),
                 somewhere_left('156 cm', 'ramen'),
                 right('photography', 'goldfish'),
                 all_of(same('painting', 'baseball'), left('painting', 'Danish')),
                 same('Elena', 'milk'),
                 not_next('June', 'Norwegian'),
                 either('baker', 'pizza', 'curry'),
                 same('juggling', 'February'),
                 somewhere_left('folk', 'November'),
                 all_of(same('disco', 'architect'), right('disco', 'knitting')),
                 all_of(same('BMW', 'September'), next_to('BMW', 'hedgehog')),
                 same('159 cm', 'farmer'),
                 same('rabbit', 'Japanese'),
                 somewhere_right('coffee', 'cat'),
                 same('dumplings', 'Tesla'),
                 not_next('photography', 'Honda'),
                 gap('Toyota', 'country', 5),
                 not_at('lemonade', 1),
                 left('opera', 'white'),
                 all_of(same('52', 'juggling'), right('52', 'coffee')),
                 same('31', 'iguana'),
                 same('57', 'Danish'),
                 either('Kenyan', 'Audi', 'Tesla'),
                 same('badminton', 'tortoise'),
                 same('white', 'hiking'),
                 same('57', 'pasta'),
                 left('soda', 'origami'),
                 left('farmer', 'folk'),
                 somewhere_left('teal', 'hockey'),
                 gap('curry', '186 cm', 2),
                 any_of(at('green', 7), at('green', 8)),
                 same('Hiro', 'tea'),
                 gap('156 cm', 'tortoise', 3),
                 same('cocoa', 'green'),
                 next_to('Hiro', 'origami'),
                 same('jazz', 'tortoise'),
                 left('squash', 'lasagne'),
                 same('chess', '177 cm'),
                 diff('156 cm', 'techno', 'Age', 10),
                 diff('disco', 'water', 'Height', 12),
                 same('Ines', 'ferret'),
                 same('journalist', 'Mexican'),
                 same('March', 'techno'),
                 right('Kofi', 'magenta'),
                 either('photography', 'metal', 'opera'),
                 somewhere_left('coffee', '159 cm'),
                 all_of(same('180 cm', 'baker'), left('180 cm', 'golf')),
                 ends('netball'),
                 neither('Polish', '31', 'ramen'),
                 less('Honda', 'magenta', 'Age'),
                 somewhere_right('40', 'cricket'),
                 same('golf', 'dumplings'),
                 differ('57', 'Lena'),
                 same('Audi', 'water'),
                 same('Alice', '52'),
                 same('olive', 'December'),
                 not_at('iguana', 3),
                 middle('French'),
                 left('Kia', 'July'),
                 either('origami', 'journalist', 'nurse'),
                 between('juggling', 'techno', '189 cm'),
                 same('rabbit', 'sushi'),
                 differ('ramen', 'chemist'),
                 same('milk', 'electrician'),
                 same('Hiro', '65'),
                 same('Fiat', 'Dmitri')],
       herrings={41: 'Popcorn is half price on Tuesdays.', 2: 'Nobody in the queue drives a Porsche.', 24: 'The film starts at half past eight.', 38: 'One of the people in the queue is humming a tune.'},
       questions=[ask_at('Name', 4), ask_position('soda'), ask_value('Nationality', 'nurse')])

# w180-lines-platform-bays.txt (generated by gen.py, seed 180)
puzzle('w180-lines-platform-bays', family="lines", layout="YAML-like 'categories:' block, 'N)' numbering, bays north/south, Q1-Q3 questions", noun='bay', n=6, axis=None,
       cats={'Name': ['Alice', 'Bruno', 'Chloe', 'Elena', 'Ines', 'Kofi'],
                'Nationality': ['Brazilian', 'Danish', 'Egyptian', 'Japanese', 'Kenyan', 'Polish'],
                'Job': ['architect', 'baker', 'chemist', 'journalist', 'nurse', 'pilot'],
                'Pet': ['cat', 'goldfish', 'hedgehog', 'iguana', 'rabbit', 'tortoise'],
                'Colour': ['amber', 'blue', 'indigo', 'lilac', 'magenta', 'olive'],
                'Music': ['blues', 'folk', 'jazz', 'metal', 'opera', 'reggae'],
                'Drink': ['cider', 'coffee', 'juice', 'lemonade', 'milk', 'soda'],
                'Instrument': ['banjo', 'cello', 'drums', 'flute', 'guitar', 'piano'],
                'Language': ['Arabic', 'Dutch', 'Greek', 'Hindi', 'Russian', 'Turkish'],
                'Height': ['159 cm', '162 cm', '168 cm', '186 cm', '189 cm', '192 cm'],
                'Sport': ['badminton', 'netball', 'rugby', 'squash', 'tennis', 'volleyball']},
       clues=[same('iguana', 'squash'),
                 somewhere_left('journalist', 'Dutch'),
                 either('Brazilian', 'iguana', 'cat'),
                 less('reggae', 'magenta', 'Height'),
                 ends('coffee'),
                 all_of(same('reggae', 'tortoise'), left('reggae', 'amber')),
                 less('iguana', 'volleyball', 'Height'),
                 same('iguana', 'pilot'),
                 apart('pilot', 'blues'),
                 diff('journalist', 'folk', 'Height', 3),
                 between('Arabic', 'juice', 'Elena'),
                 all_of(same('tennis', 'amber'), next_to('tennis', 'Ines')),
                 same('netball', 'milk'),
                 same('192 cm', 'rabbit'),
                 same('Kofi', 'rabbit'),
                 gap('lilac', 'volleyball', 5),
                 somewhere_left('volleyball', 'Kenyan'),
                 all_of(same('blue', 'Greek'), next_to('blue', 'journalist')),
                 next_to('Polish', 'folk'),
                 any_of(at('soda', 3), at('soda', 5)),
                 between('Arabic', 'chemist', 'soda'),
                 at('hedgehog', 5),
                 left('186 cm', 'nurse'),
                 diff('Hindi', 'Bruno', 'Height', -3),
                 at('guitar', 3),
                 left('opera', 'nurse'),
                 left('Russian', '189 cm'),
                 neither('opera', 'Kenyan', 'Turkish'),
                 next_to('chemist', 'architect'),
                 neither('lemonade', 'tennis', 'Arabic'),
                 somewhere_left('Russian', 'cello'),
                 any_of(at('Bruno', 1), at('Bruno', 5)),
                 same('Alice', 'Egyptian'),
                 same('nurse', 'Alice'),
                 same('rugby', 'metal'),
                 right('nurse', 'drums'),
                 same('nurse', 'cello'),
                 somewhere_left('cider', 'cat'),
                 somewhere_right('Turkish', 'Danish'),
                 all_of(same('piano', 'olive'), next_to('piano', 'flute'))],
       herrings={17: 'All six coaches are painted silver.', 7: 'The coaches leave every day at noon.', 24: 'None of the volunteers keeps a snake.'},
       questions=[ask_position('Ines'), ask_value('Instrument', 'Russian'), ask_at('Drink', 2)])

# ------------------------------------------------------------ family: prose (hand-written)
puzzle("w181-prose-jetty", family="prose", layout="story paragraphs, berths counted outward from the shore, two questions in one sentence", noun="berth", n=4, axis=None,
       cats={"Skipper": ["Maggie", "Tom", "Priya", "Sven"],
             "Hull": ["red", "green", "yellow", "white"],
             "Boat": ["Albatross", "Bluefin", "Corsair", "Dolphin"],
             "Trip": ["lighthouse", "seal colony", "island", "bay"]},
       clues=[same("Sven", "seal colony"), at("Sven", 1),
              all_of(next_to("Maggie", "white"), next_to("Maggie", "Priya"), differ("white", "Priya")),
              same("Albatross", "yellow"), same("Albatross", "lighthouse"),
              differ("Tom", "island"), differ("Tom", "Dolphin"),
              at("green", 4),
              next_to("Corsair", "Dolphin"), differ("Sven", "Dolphin"), somewhere_right("Priya", "red"),
              differ("red", "bay")],
       herrings={12: 'The harbourmaster, as usual, charged every skipper the same mooring fee.'},
       questions=[ask_value("Boat", "Maggie"), ask_value("Trip", "Bluefin")])

puzzle("w182-prose-tower", family="prose", layout="story paragraphs, floors numbered from the ground up, years with 'a year before', two questions", noun="floor", n=5, axis=None,
       cats={"Tenant": ["Mrs Reyes", "Mr Okafor", "Ms Byrne", "Mr Patel", "Ms Lind"],
             "Business": ["architects", "dental surgery", "design studio", "law firm", "travel agency"],
             "Year": ["2015", "2017", "2018", "2020", "2023"],
             "Plant": ["palm", "cactus", "orchid", "fern", "bonsai"]},
       clues=[at("travel agency", 1),
              same("Mr Okafor", "architects"), same("Mr Okafor", "2015"), diff(1, "Mr Okafor", "Year", 5),
              diff("Ms Lind", "Mr Patel", "Year", 1), right("Ms Lind", "Mr Patel"),
              same("dental surgery", "orchid"), same("dental surgery", "2023"), right("dental surgery", "Mr Okafor"),
              differ("Ms Byrne", "law firm"), neither("Ms Byrne", "fern", "palm"),
              somewhere_right("bonsai", "cactus"), not_at("cactus", 1),
              somewhere_right("design studio", "law firm"), right("fern", "orchid")],
       herrings={11: 'The caretaker, Mr Doyle, has a key to every floor.'},
       questions=[ask_value("Tenant", "palm"), ask_position("law firm")])

puzzle("w183-prose-weekdays", family="prose", layout="story paragraphs, weekdays Monday to Friday as positions, numeric turnout, two questions", noun="day", n=5, axis=None,
       position_names=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
       cats={"Baker": ["Agnes", "Basil", "Cora", "Declan", "Elif"],
             "Bake": ["bagels", "brioche", "croissants", "pretzels", "sourdough"],
             "Students": ["6", "8", "9", "11", "12"]},
       clues=[at("Agnes", "Wednesday"), same("Agnes", "6"),
              same("Declan", "sourdough"), same("Declan", "12"), diff("Monday", "Friday", "Students", 1), right("sourdough", "pretzels"),
              diff("Elif", "Basil", "Students", 3), left("bagels", "Basil"),
              somewhere_right("Basil", "Elif"),
              not_at("Cora", "Friday"), differ("Cora", "bagels"),
              somewhere_right("croissants", "brioche")],
       herrings={8: "The school's ovens had been replaced just before the course began."},
       questions=[ask_position("bagels"), ask_value("Students", "Cora")])

puzzle("w184-prose-finishing-order", family="prose", layout="story paragraphs, finishing order (place 1 = first across the line), 'beat' and age differences, two questions", noun="place", n=4, axis=None,
       cats={"Runner": ["Hana", "Ivo", "Jules", "Keri"],
             "Costume": ["banana", "penguin", "pirate", "superhero"],
             "Age": ["14", "29", "41", "63"]},
       clues=[right("14", "penguin"),
              same("Keri", "63"), somewhere_left("Keri", "superhero"), somewhere_left("banana", "Keri"),
              differ("Ivo", "pirate"), offset("Ivo", "Hana", 2),
              diff("Jules", "superhero", "Age", 12)],
       herrings={6: "Last year's winner, who ran dressed as a carrot, stayed at home this time.", 9: 'The course is almost exactly a mile long.'},
       questions=[ask_position("Jules"), ask_value("Costume", "Keri")])

# w185-herrings-fish-owner.txt
puzzle("w185-herrings-fish-owner", family="herrings", layout="generated style, dash-bulleted 'Header: a, b, c' categories, numbered clues, synonyms (feline owner, espresso drinker, the German), one question",
       noun="house", n=3, axis=None,
       cats={"Name": ["Alice", "Bob", "Carol"],
             "Nationality": ["Germany", "Brazil", "Japan"],
             "Pet": ["cat", "dog", "fish"],
             "Drink": ["coffee", "tea", "milk"]},
       clues=[left("Germany", "Brazil"), same("dog", "tea"), same("Alice", "cat"), not_at("coffee", 3),
              at("Japan", 1), differ("Bob", "milk"), same("fish", "milk"), differ("coffee", "Japan"), differ("Carol", "Japan")],
       herrings={3: "The person who loves the colour red lives in house 2.",
                 6: "Norwegians like fishing.",
                 8: "Carol is friends with Bob."},
       questions=[ask_value("Name", "fish")])

# w186-herrings-cottages-sports.txt
puzzle("w186-herrings-cottages-sports", family="herrings", layout="categories in one prose paragraph, clues numbered '1)', west to east, synonyms (soccer, fiddle player, Spaniard, strums the guitar)",
       noun="cottage", n=4, axis=None,
       cats={"Name": ["Dana", "Eli", "Finn", "Gwen"],
             "Country": ["Norway", "Spain", "Italy", "Ireland"],
             "Sport": ["football", "tennis", "swimming", "cycling"],
             "Instrument": ["violin", "piano", "guitar", "drums"]},
       clues=[same("Norway", "football"), right("violin", "football"), at("Spain", 4), same("Eli", "guitar"),
              at("piano", 1), same("Gwen", "cycling"), same("Ireland", "swimming"), same("Dana", "drums"),
              differ("tennis", "Italy"), somewhere_right("Italy", "Ireland"),
              next_to("drums", "piano")],
       herrings={3: "Swimmers generally get up early.",
                 8: "Eli and Gwen went to school together.",
                 11: "The person whose favourite colour is green lives in cottage 3."},
       questions=[ask_value("Instrument", "cycling")])

# w187-herrings-five-flats.txt
puzzle("w187-herrings-five-flats", family="herrings", layout="generated style, markdown '## Categories' with backticked values, numbered clues, synonyms (Swede, bunny, kitten lover, bookworm, loves to cook), full grid requested",
       noun="flat", n=5, axis=None,
       cats={"Name": ["Hana", "Ivan", "Jules", "Kofi", "Lena"],
             "Nationality": ["Sweden", "Mexico", "France", "Egypt", "China"],
             "Pet": ["parrot", "dog", "rabbit", "hamster", "cat"],
             "Drink": ["water", "coffee", "milk", "juice", "tea"],
             "Hobby": ["gardening", "photography", "cooking", "painting", "reading"]},
       clues=[at("Sweden", 1), same("Mexico", "coffee"), at("milk", 3), same("France", "rabbit"),
              left("gardening", "photography"), same("painting", "juice"), same("reading", "China"),
              next_to("cat", "juice"), same("Hana", "parrot"), same("photography", "dog"), at("tea", 5),
              same("Jules", "cooking"), somewhere_right("hamster", "cooking"), same("Kofi", "Egypt"),
              same("Lena", "reading"), same("gardening", "water"), same("Mexico", "Ivan")],
       herrings={3: "The Egyptian has a sister in Cairo.",
                 8: "Dog owners tend to be early risers.",
                 12: "The person who loves the colour blue lives in flat 4.",
                 17: "Hana is friends with Lena."})

# w188-herrings-two-cabins.txt
puzzle("w188-herrings-two-cabins", family="herrings", layout="2 positions, 'Header: a, b' lines, bullet clues (U+2022), synonyms (kayaker, canoeist, apple eater, the Dane)",
       noun="cabin", n=2, axis=None,
       cats={"Guest": ["Mia", "Noah"],
             "Country": ["Denmark", "Canada"],
             "Boat": ["canoe", "kayak"],
             "Snack": ["chocolate", "apples"]},
       clues=[not_at("Mia", 1), same("kayak", "Noah"), same("canoe", "chocolate"), same("apples", "Canada")],
       herrings={3: "Canadians are famously polite.",
                 5: "The person who loves the colour yellow lives in cabin 1.",
                 7: "Mia is friends with Noah."},
       questions=[ask_position("Denmark")])

# w189-herrings-six-traits.txt
puzzle("w189-herrings-six-traits", family="herrings", layout="3 houses x 6 categories, 'Header: a, b, c' lines, 'Clue N:' clues, synonyms (hot chocolate for cocoa, physician, teaches, bakes bread for a living)",
       noun="house", n=3, axis=None,
       cats={"Name": ["Paul", "Quinn", "Rosa"],
             "Nationality": ["England", "Poland", "India"],
             "Drink": ["cocoa", "coffee", "water"],
             "Car": ["Ford", "Toyota", "BMW"],
             "Music": ["jazz", "rock", "classical"],
             "Job": ["doctor", "teacher", "baker"]},
       clues=[same("England", "cocoa"), at("Ford", 3), left("doctor", "Poland"), same("Rosa", "teacher"),
              same("rock", "Ford"), next_to("jazz", "water"), same("Quinn", "baker"), same("BMW", "doctor"),
              differ("coffee", "India"), same("classical", "teacher"), same("Toyota", "India")],
       herrings={4: "The person who loves the colour orange lives in house 1.",
                 7: "Indians love cricket.",
                 11: "Paul is friends with Quinn."},
       questions=[ask_at("Drink", 2)])

# w190-herrings-garden-row.txt
puzzle("w190-herrings-garden-row", family="herrings", layout="categories in intro prose (names last), unnumbered one-line clues, synonyms (angler, rambler, knitter, Scots/Scottish, tulip grower)",
       noun="house", n=4, axis=None,
       cats={"Name": ["Sam", "Tara", "Uma", "Victor"],
             "Nationality": ["Greece", "Kenya", "Scotland", "Peru"],
             "Flower": ["roses", "tulips", "daisies", "lilies"],
             "Hobby": ["chess", "knitting", "fishing", "hiking"],
             "Drink": ["wine", "juice", "beer", "lemonade"]},
       clues=[same("Kenya", "roses"), right("fishing", "chess"), at("wine", 1), same("Peru", "knitting"),
              same("hiking", "Uma"), same("beer", "fishing"), at("lemonade", 4), same("tulips", "Scotland"),
              next_to("Tara", "beer"), same("daisies", "lemonade"), differ("Sam", "Greece"),
              somewhere_left("hiking", "chess"), ends("Victor"),
              same("lilies", "Greece"), same("juice", "tulips")],
       herrings={7: "Scots enjoy bagpipe music.",
                 10: "The person who loves the colour purple lives in house 3.",
                 14: "Victor is friends with Sam."},
       questions=[ask_position("chess")])

# w191-prose-pudding-lane.txt
puzzle("w191-prose-pudding-lane", family="prose", layout="one prose paragraph, positions as first/second/third from the corner shop, 'the middle one', 'the former ... the latter', two herrings",
       noun="house", n=3, axis=None,
       cats={"Family": ["Abbott", "Barker", "Cole"],
             "Colour": ["white", "green", "yellow"],
             "Pet": ["dog", "cat", "parrot"]},
       clues=[at("Abbott", 2), next_to("parrot", "Abbott"), differ("parrot", "green"),
              differ("Barker", "dog"), not_at("Barker", 1), same("cat", "green"), same("dog", "white"),
              at("green", 3)],
       herrings={2: "It was named after a bakery that closed long ago.",
                 7: "The Coles bought a new car last summer."},
       questions=[ask_value("Family", "yellow")])

# w192-prose-mill-road.txt
puzzle("w192-prose-mill-road", family="prose", layout="title line, story intro, clue paragraph with pronouns and 'the former', positions counted from the bridge, two herrings, two questions in one sentence",
       noun="house", n=4, axis=None,
       cats={"Name": ["Hilda", "Irene", "Joan", "Kate"],
             "Job": ["nurse", "pilot", "lawyer", "chef"],
             "Car": ["Volvo", "Fiat", "Jeep", "Mini"]},
       clues=[same("Irene", "pilot"), ends("Irene"), next_to("Hilda", "Kate"), same("Hilda", "Jeep"),
              at("nurse", 4), same("Kate", "chef"), same("Kate", "Volvo"), somewhere_left("Kate", "lawyer"),
              differ("Joan", "lawyer"), differ("Joan", "Mini")],
       herrings={4: "The bridge itself was built in 1890.",
                 11: "Kate and Irene still meet for lunch every Friday."},
       questions=[ask_value("Name", "Jeep"), ask_value("Job", "Joan")])

# w193-prose-seafront-bungalows.txt
puzzle("w193-prose-seafront-bungalows", family="prose", layout="single paragraph, values introduced in passing inside parentheses and a list, positions counted from the pier, 'the middle one', 'the former', 'of X and Y, one ... the other', one herring",
       noun="bungalow", n=5, axis=None,
       cats={"Family": ["Dawson", "Ellis", "Foster", "Grant", "Hughes"],
             "Door": ["red", "blue", "green", "yellow", "white"],
             "Dog": ["poodle", "beagle", "terrier", "collie", "spaniel"]},
       clues=[at("Dawson", 3), same("Dawson", "white"), right("red", "blue"), same("Foster", "green"), ends("Foster"),
              ends("collie"), ends("terrier"), same("Grant", "collie"), next_to("poodle", "Dawson"),
              differ("poodle", "Hughes"), same("spaniel", "yellow"), of_two("Ellis", "Hughes", "red", "spaniel")],
       herrings={2: "Every summer the pier hosts a sandcastle competition."},
       questions=[ask_value("Family", "beagle"), ask_position("Hughes")])

# w194-prose-elm-close-bakeoff.txt
puzzle("w194-prose-elm-close-bakeoff", family="prose", layout="capitalised title line then one paragraph, ages with 'four years older than', 'the youngest', 'the latter', positions from the village green, two herrings",
       noun="house", n=4, axis=None,
       cats={"Name": ["Oscar", "Priya", "Ruth", "Tomas"],
             "Cake": ["lemon", "carrot", "chocolate", "fruit"],
             "Age": ["31", "33", "35", "37"]},
       clues=[ends("Priya"), same("Priya", "carrot"), same("31", "chocolate"), next_to("31", "Oscar"),
              at("fruit", 4), diff("Oscar", "Ruth", "Age", 4), differ("Ruth", "lemon"), not_next("Ruth", "Priya"),
              less("Priya", "Tomas", "Age"), neither("Tomas", "lemon", "carrot")],
       herrings={5: "The judge, a retired headmistress, had eaten nothing since breakfast.",
                 10: "Lemon cakes have won the prize three years running."},
       questions=[ask_value("Age", "Tomas"), ask_value("Name", "fruit")])


# ------------------------------------------------------------ fourth blind set, people (w195-w204)
# w195-people-bake-sale.txt
puzzle("w195-people-bake-sale", family="people", layout="prose category lists with 'Prices are ...' sentence, numbered clues, two questions in one sentence", noun=None, n=4, axis="Name",
       cats={"Name": ["Dottie", "Harold", "Priya", "Wendell"],
             "Treat": ["banana bread", "lemon bars", "pecan pie", "snickerdoodles"],
             "Price": ["$4.50", "$5.00", "$5.50", "$6.00"]},
       clues=[diff("Dottie", "pecan pie", "Price", 1),
              differ("Wendell", "lemon bars"),
              of_two("Priya", "$5.00", "snickerdoodles", "banana bread"),
              less("Harold", "Wendell", "Price"),
              differ("banana bread", "$6.00")],
       herrings={5: "All of the money raised went toward the new roof."},
       questions=[ask_value("Treat", "Wendell"), ask_value("Price", "Priya")])

# w196-people-charity-walk.txt
puzzle("w196-people-charity-walk", family="people", layout="bulleted category lists, ages given as a worded range, numbered clues", noun=None, n=5, axis="Walker",
       cats={"Walker": ["Agnes", "Bruno", "Cecily", "Dario", "Esther"],
             "Age": ["30", "35", "40", "45", "50"],
             "Distance": ["3 miles", "6 miles", "9 miles", "12 miles", "15 miles"],
             "T-shirt": ["lime", "orange", "purple", "teal", "yellow"]},
       clues=[same("50", "3 miles"),
              diff("Bruno", "Esther", "Distance", 3),
              diff("Agnes", "lime", "Age", 5),
              neither("orange", "Cecily", "Dario"),
              less("yellow", "teal", "Distance"), less("teal", "Esther", "Distance"),
              distinct("Bruno", "40", "yellow", "9 miles", "purple"),
              less("Esther", "Dario", "Age"), less("Dario", "Cecily", "Age"),
              same("30", "orange"),
              diff("Agnes", "purple", "Age", 10)],
       questions=[ask_value("Age", "Agnes"), ask_value("Walker", "orange")])

# w197-people-dentist-appointments.txt
puzzle("w197-people-dentist-appointments", family="people", layout="plain-text table of categories (rows not linked), unnumbered clue lines with a pronoun follow-up, no question", noun=None, n=5, axis="Patient",
       cats={"Patient": ["Gloria", "Hector", "Imogen", "Jasper", "Kwame"],
             "Time": ["9:00 a.m.", "9:45 a.m.", "10:30 a.m.", "11:15 a.m.", "noon"],
             "Treatment": ["cleaning", "crown", "extraction", "filling", "X-rays"]},
       clues=[diff("Jasper", "Hector", "Time", 45),
              same("crown", "noon"),
              less("filling", "Kwame", "Time"),
              either("filling", "Gloria", "Hector"),
              differ("extraction", "10:30 a.m."),
              less("Gloria", "Imogen", "Time"),
              diff("cleaning", "extraction", "Time", 90),
              same("X-rays", "9:00 a.m."),
              less("Kwame", "Imogen", "Time")])

# w198-people-pet-show.txt
puzzle("w198-people-pet-show", family="people", layout="categories in one prose sentence each, '-' bullet clues, two questions", noun=None, n=4, axis="Owner",
       cats={"Owner": ["Marisol", "Nathaniel", "Ottilie", "Pierce"],
             "Pet": ["beagle", "ferret", "Persian cat", "rabbit"],
             "Weight": ["3 lbs", "5 lbs", "9 lbs", "22 lbs"],
             "Ribbon": ["blue", "red", "white", "yellow"]},
       clues=[diff("Pierce", "Marisol", "Weight", -2),
              same("22 lbs", "blue"),
              neither("Persian cat", "red", "white"),
              differ("Ottilie", "beagle"),
              of_two("rabbit", "ferret", "Pierce", "white"),
              less("Ottilie", "Nathaniel", "Weight"),
              same("ferret", "3 lbs"),
              less("Persian cat", "beagle", "Weight"),
              less("rabbit", "Persian cat", "Weight")],
       questions=[ask_value("Ribbon", "Ottilie"), ask_value("Weight", "rabbit")])

# w199-people-class-reunion.txt
puzzle("w199-people-class-reunion", family="people", layout="prose paragraph of categories and clues with two flavour sentences, no question", noun=None, n=5, axis="Name",
       cats={"Name": ["Arlo", "Beatrix", "Cosmo", "Delphine", "Ezra"],
             "Year": ["1984", "1987", "1990", "1993", "1996"],
             "Job": ["architect", "chef", "florist", "lawyer", "pilot"],
             "City": ["Boise", "Duluth", "Fresno", "Macon", "Tulsa"]},
       clues=[same("1987", "architect"),
              diff("Ezra", "Arlo", "Year", 3),
              same("chef", "1996"),
              same("lawyer", "Tulsa"), less("lawyer", "Delphine", "Year"),
              same("Cosmo", "Boise"),
              same("pilot", "Duluth"),
              diff("florist", "Fresno", "Year", 6),
              of_two("Cosmo", "Beatrix", "1984", "1996"),
              differ("Delphine", "florist")],
       herrings={9: "The gym still smelled exactly the way everyone remembered it.",
                 14: "Later that evening, all five of them sang the school song off-key."})

# w200-people-hotel-guests.txt
puzzle("w200-people-hotel-guests", family="people", layout="'Guests:'/'Rooms:' lines, home country never listed, '(1)' clues, herring, two questions", noun=None, n=4, axis="Guest",
       cats={"Guest": ["Abara", "Bellweather", "Castellanos", "Dufresne"],
             "Room": ["112", "208", "305", "419"],
             "Stay": ["2 nights", "3 nights", "4 nights", "5 nights"],
             "Country": ["Canada", "Ireland", "Japan", "Kenya"]},
       clues=[diff("Japan", "Abara", "Stay", 1),
              same("419", "2 nights"),
              either("112", "Canada", "Kenya"),
              less("Castellanos", "Dufresne", "Stay"),
              same("Kenya", "5 nights"),
              differ("Bellweather", "Ireland"),
              less("Dufresne", "Abara", "Room"),
              same("Castellanos", "419"),
              diff("208", "Canada", "Stay", 1),
              differ("Dufresne", "Kenya")],
       herrings={8: "The front desk had to replace two lost keycards that week."},
       questions=[ask_value("Room", "Canada"), ask_value("Stay", "Dufresne")])

# w201-people-estate-auction.txt
puzzle("w201-people-estate-auction", family="people", layout="'Bidders:' style lists, numbered clues, 5x5, no question", noun=None, n=5, axis="Bidder",
       cats={"Bidder": ["Fiona", "Gideon", "Harriet", "Isaac", "Juno"],
             "Lot": ["barometer", "pocket watch", "quilt", "rocking chair", "typewriter"],
             "Price": ["$1,200", "$1,450", "$1,700", "$1,950", "$2,200"],
             "Paddle": ["7", "12", "19", "23", "31"],
             "Payment": ["cash", "check", "credit card", "money order", "wire transfer"]},
       clues=[diff("pocket watch", "typewriter", "Price", 250),
              same("cash", "$1,200"),
              same("7", "$2,200"),
              distinct("Fiona", "quilt", "12", "money order", "pocket watch"),
              diff("rocking chair", "barometer", "Price", 250),
              neither("check", "Harriet", "Isaac"),
              same("wire transfer", "7"),
              either("typewriter", "Fiona", "Juno"),
              diff("check", "credit card", "Price", 500),
              diff("Harriet", "Isaac", "Price", 750),
              same("quilt", "31"),
              less("Isaac", "Fiona", "Paddle"), less("Fiona", "Juno", "Paddle"),
              less("Gideon", "Juno", "Price")])

# w202-people-birthday-cakes.txt
puzzle("w202-people-birthday-cakes", family="people", layout="story intro, cake flavours never listed, 'a)' lettered clues, two questions", noun=None, n=4, axis="Child",
       cats={"Child": ["Theo", "Uma", "Violet", "Wes"],
             "Birthday": ["May 4th", "May 11th", "May 18th", "May 25th"],
             "Cake": ["carrot", "chocolate", "lemon", "strawberry"]},
       clues=[diff("Wes", "Uma", "Birthday", 7),
              same("chocolate", "May 4th"),
              less("Theo", "Violet", "Birthday"),
              neither("Theo", "strawberry", "carrot"),
              diff("carrot", "strawberry", "Birthday", 14),
              less("Uma", "Theo", "Birthday"),
              differ("Violet", "lemon")],
       questions=[ask_value("Birthday", "Theo"), ask_value("Child", "carrot")])

# w203-people-fishing-derby.txt
puzzle("w203-people-fishing-derby", family="people", layout="single prose paragraph with categories and clues, one flavour sentence, no question", noun=None, n=5, axis="Angler",
       cats={"Angler": ["Cal", "Dot", "Enzo", "Faye", "Gus"],
             "Length": ["12 inches", "15 inches", "18 inches", "21 inches", "24 inches"],
             "Fish": ["bass", "carp", "perch", "pike", "trout"],
             "Bait": ["corn", "crickets", "minnows", "nightcrawlers", "spinners"]},
       clues=[same("pike", "24 inches"),
              diff("Faye", "Cal", "Length", 3),
              same("crickets", "12 inches"),
              neither("Gus", "spinners", "minnows"),
              same("carp", "corn"),
              diff("trout", "bass", "Length", 6),
              of_two("Dot", "Enzo", "pike", "crickets"),
              less("Enzo", "Gus", "Length"),
              same("perch", "12 inches"),
              same("pike", "minnows"),
              diff("Cal", "Gus", "Length", 3)],
       herrings={7: "It rained on and off all morning."})

# w204-people-quiz-bowl.txt
puzzle("w204-people-quiz-bowl", family="people", layout="intro sentences listing categories, 'Clue 1:' clues with two flavour clues, three questions", noun=None, n=4, axis="Contestant",
       cats={"Contestant": ["Rosalind", "Sebastian", "Tamsin", "Ulrich"],
             "Score": ["68%", "75%", "82%", "91%"],
             "Subject": ["chemistry", "geography", "history", "music"],
             "School": ["Ashgrove", "Birchwood", "Cedar Hill", "Dunmore"]},
       clues=[diff("chemistry", "Sebastian", "Score", 7),
              same("Birchwood", "91%"),
              either("geography", "Tamsin", "Ulrich"),
              less("Cedar Hill", "Dunmore", "Score"),
              less("Rosalind", "Tamsin", "Score"),
              diff("geography", "music", "Score", 9),
              of_two("Sebastian", "Ulrich", "Ashgrove", "chemistry")],
       herrings={3: "The trophy this year was a small silver owl.",
                 6: "Last year's champion watched from the front row."},
       questions=[ask_value("Score", "Ulrich"), ask_value("School", "history"), ask_value("Contestant", "music")])


# ------------------------------------------------------------ fourth blind set, lines, generated (w205-w214)
# ------------------------------------------------------------ helpers (w205-w214)

def odd(x):
    """X is at an odd-numbered position."""
    return rule(lambda p: p % 2 == 1, [x], kind='odd')


def even(x):
    """X is at an even-numbered position."""
    return rule(lambda p: p % 2 == 0, [x], kind='even')


# ------------------------------------------------------------ family 2: lines (generated, benchmark style)

# w205-lines-five-in-a-row.txt
puzzle('w205-lines-five-in-a-row', family='lines', layout="category sentences, 'Clue N:' clues, 'Question:' line, herrings", noun='position', n=5,
       cats={
           'Nationality': ['Scot', 'Chilean', 'Greek', 'Swede', 'Thai'],
           'Pet': ['dog', 'gecko', 'ferret', 'iguana', 'tortoise'],
           'Drink': ['milk', 'kefir', 'cocoa', 'coffee', 'water'],
           'Fruit': ['lychees', 'kiwis', 'apricots', 'apples', 'grapes'],
           'Music': ['opera', 'hip-hop', 'folk', 'soul', 'country'],
           'Sport': ['lacrosse', 'tennis', 'baseball', 'squash', 'hockey']},
       clues=[
           same('hockey', 'soul'),  # The hockey player is a fan of soul.
           all_of(next_to('tennis', 'coffee'), next_to('tennis', 'baseball'), differ('coffee', 'baseball')),  # The person who plays tennis is directly between the coffee drinker and the person who plays baseball, with one of them on each side.
           right('dog', 'folk'),  # The person who keeps a dog is directly to the right of the folk fan.
           at('hockey', 5),  # The person at the 5th position plays hockey.
           same('country', 'Thai'),  # The country fan and the Thai person are the same person.
           between_in_order('gecko', 'ferret', 'soul'),  # The gecko owner is somewhere in between the ferret owner and the soul fan in that order.
           at('milk', 2),  # The milk drinker is at the 2nd position.
           apart('tortoise', 'country'),  # There is at least one person between the country fan and the one who owns a tortoise.
           between('baseball', 'country', 'tortoise'),  # The baseball player is somewhere between the person who listens to country and the tortoise owner.
           all_of(next_to('gecko', 'tortoise'), next_to('gecko', 'dog'), differ('tortoise', 'dog')),  # The person who keeps a gecko is directly between the person who keeps a tortoise and the person who keeps a dog, with one of them on each side.
           between('kefir', 'tortoise', 'grapes'),  # The kefir drinker is somewhere between the person who eats grapes and the person who keeps a tortoise.
           same('Chilean', 'hip-hop'),  # The person from Chile is the hip-hop fan.
           next_to('cocoa', 'baseball'),  # The cocoa drinker is next to the person who plays baseball.
           either('apples', 'squash', 'baseball'),  # The one who eats apples is either the squash player or the person who plays baseball.
           either('apricots', 'tennis', 'squash'),  # The person who likes apricots is either the person who plays tennis or the squash player.
           same('Scot', 'apples'),  # The Scot is the one who eats apples.
           somewhere_left('Greek', 'lychees'),  # The person from Greece is somewhere to the left of the person who eats lychees.
           at('kiwis', 4),  # The one who eats kiwis is at the 4th position.
           even('country'),  # The one who likes country is at an even position.
           same('lacrosse', 'coffee'),  # The lacrosse player is the person whose drink is coffee.
       ],
       herrings={
           1: 'The person who reads comics is somewhere to the right of the person whose drink is milk.',
           20: 'The person wearing glasses is somewhere to the left of the person who listens to opera.',
       },
       questions=[ask_position('lychees')])

# w206-lines-six-side-by-side.txt
puzzle('w206-lines-six-side-by-side', family='lines', layout="category sentences, 'N.' clues, agent nouns, herrings", noun='position', n=6,
       cats={
           'Nationality': ['Thai', 'Maltese', 'Swede', 'Greek', 'Peruvian', 'Nigerian'],
           'Pet': ['cat', 'iguana', 'canary', 'hamster', 'hedgehog', 'tortoise'],
           'Instrument': ['cello', 'banjo', 'clarinet', 'oboe', 'piano', 'accordion'],
           'Drink': ['cider', 'kefir', 'lemonade', 'soda', 'tea', 'kombucha'],
           'Job': ['lawyer', 'plumber', 'architect', 'baker', 'chef', 'pilot'],
           'Flower': ['orchids', 'tulips', 'roses', 'irises', 'marigolds', 'dahlias'],
           'Car': ['Volvo', 'Kia', 'Ford', 'Fiat', 'Nissan', 'Jeep'],
           'Colour': ['green', 'pink', 'black', 'purple', 'brown', 'red']},
       clues=[
           same('kombucha', 'Greek'),  # The kombucha drinker is also the Greek.
           offset('marigolds', 'Peruvian', 3),  # The Peruvian person stands three places to the left of the person growing marigolds.
           all_of(next_to('accordion', 'Jeep'), next_to('accordion', 'oboe'), differ('Jeep', 'oboe')),  # The Jeep driver and the oboist are the two neighbours of the accordion player.
           same('iguana', 'Thai'),  # The iguana owner is the same person as the Thai person.
           at('cider', 4),  # The cider drinker is the fourth person in the line.
           same('kefir', 'Nigerian'),  # The person whose drink is kefir is the same person as the Nigerian.
           gap('chef', 'oboe', 2),  # Exactly one person stands between the oboist and the chef.
           all_of(next_to('oboe', 'architect'), next_to('oboe', 'irises'), differ('architect', 'irises')),  # The one who grows irises and the architect are the two neighbours of the oboist.
           same('canary', 'Peruvian'),  # The person who keeps a canary is also the person from Peru.
           same('pilot', 'piano'),  # The pilot is the same person as the pianist.
           next_to('hamster', 'chef'),  # The hamster owner and the person who works as a chef stand side by side.
           same('Nissan', 'orchids'),  # The Nissan driver is the same person as the one who grows orchids.
           left('Ford', 'roses'),  # The person who grows roses stands right next to the Ford driver, on their right.
           neither('Kia', 'purple', 'brown'),  # The owner of the Kia is neither the person in purple nor the one dressed in brown.
           same('Swede', 'hedgehog'),  # The Swedish person is also the one who owns a hedgehog.
           same('clarinet', 'pink'),  # The clarinet player is the same person as the person wearing pink.
           between('Jeep', 'cello', 'black'),  # The owner of the Jeep stands somewhere between the person who plays the cello and the person in black.
           not_(left('Greek', 'tea')),  # The person from Greece does not stand directly left of the tea drinker.
           neither('Kia', 'tulips', 'orchids'),  # The owner of the Kia is neither the one who grows tulips nor the one who grows orchids.
           same('green', 'tea'),  # The one dressed in green is the same person as the tea drinker.
           same('Thai', 'Fiat'),  # The Thai is also the Fiat driver.
           same('green', 'banjo'),  # The person in green is also the banjo player.
           same('Fiat', 'red'),  # The person who drives a Fiat is the same person as the person in red.
           next_to('hedgehog', 'plumber'),  # The hedgehog owner and the plumber stand side by side.
           right('Kia', 'green'),  # The owner of the Kia stands right next to the person wearing green, on their right.
           right('Peruvian', 'roses'),  # The Peruvian is immediately to the right of the person who grows roses, on their right.
           same('cider', 'Swede'),  # The cider drinker is the same person as the Swede.
           same('soda', 'dahlias'),  # The soda drinker grows dahlias.
           same('irises', 'plumber'),  # The person growing irises is also the plumber.
           next_to('red', 5),  # The person in red and the person in position 5 stand side by side.
           differ('purple', 'Nissan'),  # The person in purple is not the person who drives a Nissan.
           apart('orchids', 'lawyer'),  # The lawyer does not stand next to the person who grows orchids, and they are different people.
           somewhere_left('soda', 'cat'),  # The soda drinker stands somewhere to the left of the cat owner in the line.
       ],
       herrings={
           7: 'The person with freckles and the chef stand side by side.',
           13: 'The lawyer reads comics.',
           29: 'The stamp collector stands somewhere to the left of the chef in the line.',
       },
       questions=[ask_value('Pet', 'Peruvian')])

# w207-lines-eight-by-fourteen.txt
puzzle('w207-lines-eight-by-fourteen', family='lines', layout="category sentences, 'Clue N:' clues, 'Question:' line, herrings, 8x14", noun='position', n=8,
       cats={
           'Nationality': ['Scot', 'Maltese', 'Greek', 'Dane', 'Icelander', 'Kenyan', 'Swede', 'Nigerian'],
           'Pet': ['rabbit', 'tortoise', 'hamster', 'ferret', 'goldfish', 'cat', 'dog', 'iguana'],
           'Drink': ['coffee', 'kombucha', 'cocoa', 'milk', 'soda', 'cider', 'tea', 'water'],
           'Sport': ['squash', 'badminton', 'tennis', 'rugby', 'golf', 'volleyball', 'hockey', 'lacrosse'],
           'Hobby': ['birdwatching', 'calligraphy', 'juggling', 'gardening', 'photography', 'pottery', 'fishing', 'chess'],
           'Food': ['falafel', 'pizza', 'burritos', 'risotto', 'tacos', 'paella', 'goulash', 'lasagna'],
           'Car': ['Kia', 'Fiat', 'Jeep', 'Mazda', 'Skoda', 'Volvo', 'Honda', 'Ford'],
           'Music': ['punk', 'metal', 'opera', 'reggae', 'techno', 'country', 'folk', 'blues'],
           'Job': ['teacher', 'librarian', 'chef', 'nurse', 'florist', 'dentist', 'pilot', 'lawyer'],
           'Flower': ['tulips', 'poppies', 'daisies', 'roses', 'irises', 'lilies', 'peonies', 'dahlias'],
           'Instrument': ['accordion', 'flute', 'drums', 'banjo', 'saxophone', 'harp', 'violin', 'cello'],
           'Book': ['fantasy', 'science fiction', 'self-help', 'biography', 'philosophy', 'history', 'poetry', 'mystery'],
           'Fruit': ['pears', 'plums', 'bananas', 'figs', 'kiwis', 'cherries', 'apples', 'apricots'],
           'Vacation': ['Paris', 'Rome', 'Havana', 'Reykjavik', 'Bali', 'Oslo', 'Prague', 'Cairo']},
       clues=[
           same('tacos', 'blues'),  # The person whose favourite food is tacos is a fan of blues.
           at('history', 1),  # The history reader is in position 1.
           same('kiwis', 'paella'),  # The one who eats kiwis and the person who loves paella are the same person.
           all_of(next_to('daisies', 'cherries'), next_to('daisies', 'coffee'), differ('cherries', 'coffee')),  # The person who grows daisies is directly between the person who eats cherries and the coffee drinker, with one of them on each side.
           of_two('drums', 'saxophone', 'Nigerian', 'tacos'),  # Of the drummer and the saxophonist, one is the Nigerian and the other is the person whose favourite food is tacos.
           same('flute', 'chef'),  # The person who plays the flute is the chef.
           between_in_order('country', 'fishing', 'banjo'),  # The person who listens to country is somewhere in between the person whose hobby is fishing and the person who plays the banjo in that order.
           next_to('blues', 'cat'),  # The one who owns a cat and the blues fan are next to each other.
           right('reggae', 'Honda'),  # The owner of the Honda is immediately to the left of the one who likes reggae.
           left('cocoa', 'fishing'),  # The fishing enthusiast is immediately to the right of the cocoa drinker.
           odd('peonies'),  # The person who grows peonies is at an odd position.
           somewhere_left('cider', 'gardening'),  # The cider drinker is somewhere to the left of the gardening enthusiast.
           not_at('apricots', 3),  # The person in position 3 does not eat apricots.
           next_to('Volvo', 'saxophone'),  # The Volvo driver and the person who plays the saxophone are next to each other.
           left('kiwis', 'cider'),  # The person who eats kiwis is immediately to the left of the cider drinker.
           between_in_order('accordion', 'harp', 'Scot'),  # The person who plays the accordion is somewhere in between the harp player and the Scottish person in that order.
           next_to('badminton', 'fishing'),  # The person who plays badminton is next to the person who enjoys fishing.
           of_two('figs', 'fishing', 'Swede', 'Oslo'),  # Of the one who eats figs and the person who enjoys fishing, one is the person from Sweden and the other is the person who wants to visit Oslo.
           at('plums', 3),  # The person at the 3rd position eats plums.
           left('metal', 'roses'),  # The one who grows roses is directly to the right of the person who listens to metal.
           of_two('dog', 'ferret', 'punk', 'golf'),  # Of the dog owner and the person who keeps a ferret, one is the punk fan and the other is the person who plays golf.
           middle('goldfish'),  # The one who owns a goldfish is not at either end of the line.
           right('fantasy', 'Mazda'),  # The Mazda driver is immediately to the left of the fantasy reader.
           apart('Jeep', 'country'),  # The country fan does not stand next to the person who drives a Jeep, and they are different people.
           same('lilies', 'punk'),  # The person growing lilies listens to punk.
           apart('fishing', 'burritos'),  # The person who enjoys fishing does not stand next to the person whose favourite food is burritos, and they are different people.
           between_in_order('plums', 'florist', 'rugby'),  # The person who likes plums is somewhere in between the person who works as a florist and the rugby player in that order.
           neither('Reykjavik', 'Fiat', 'rugby'),  # The person who wants to visit Reykjavik is neither the owner of the Fiat nor the person who plays rugby.
           same('lawyer', 'accordion'),  # The lawyer is the accordion player.
           left('philosophy', 'iguana'),  # The one who likes philosophy books is directly to the left of the one who owns an iguana.
           same('dog', 'mystery'),  # The dog owner and the one who likes mystery books are the same person.
           between_in_order('roses', 'Fiat', 'accordion'),  # The person growing roses is somewhere in between the owner of the Fiat and the person who plays the accordion in that order.
           same('cat', 'florist'),  # The person who keeps a cat and the florist are the same person.
           odd('pears'),  # The person who likes pears is at an odd position.
           same('folk', 'water'),  # The person who listens to folk and the person whose drink is water are the same person.
           at('birdwatching', 5),  # The person at the 5th position enjoys birdwatching.
           at('milk', 3),  # The person who drinks milk is at the 3rd position.
           left('Maltese', 'Icelander'),  # The Icelander is directly to the right of the person from Malta.
           same('goulash', 'cat'),  # The person who loves goulash and the cat owner are the same person.
           left('lacrosse', 'roses'),  # The person who grows roses is immediately to the right of the lacrosse player.
           xor(at('daisies', 5), at('pottery', 4)),  # Either the person growing daisies is in position 5 or the pottery enthusiast is in position 4, but not both.
           same('Havana', 'opera'),  # The person who wants to visit Havana is a fan of opera.
           same('risotto', 'bananas'),  # The person whose favourite food is risotto eats bananas.
           of_two('pizza', 'Kenyan', 'goldfish', 'Oslo'),  # Of the pizza lover and the person from Kenya, one is the one who owns a goldfish and the other is the person who wants to visit Oslo.
           same('Prague', 'tulips'),  # The person who wants to visit Prague grows tulips.
           same('Paris', 'self-help'),  # The one going on vacation to Paris reads self-help books.
           same('cider', 'Ford'),  # The person whose drink is cider is the person who drives a Ford.
           gap('Dane', 'dog', 5),  # There are four people between the one who owns a dog and the Dane.
           differ('milk', 'chess'),  # The milk drinker and the person who enjoys chess are different people.
           at('rugby', 6),  # The rugby player is at the 6th position.
           at('hamster', 4),  # The person at the 4th position keeps a hamster.
           not_at('opera', 1),  # The person in position 1 is not a fan of opera.
           between_in_order('lawyer', 'Honda', 'lasagna'),  # The person who works as a lawyer is somewhere in between the owner of the Honda and the lasagna lover in that order.
           next_to('fantasy', 'hockey'),  # The hockey player is next to the person who reads fantasy books.
           not_at('fantasy', 8),  # The person in position 8 does not read fantasy books.
           left('Kenyan', 'florist'),  # The person who works as a florist is immediately to the right of the Kenyan.
           same('techno', 'saxophone'),  # The one who likes techno plays the saxophone.
           of_two('opera', 'pears', 'Mazda', 'photography'),  # Of the one who likes opera and the person who likes pears, one is the Mazda driver and the other is the person whose hobby is photography.
           either('Bali', 'harp', 'flute'),  # The person planning a trip to Bali is either the harp player or the person who plays the flute.
           between('Cairo', 'pizza', 'hamster'),  # The one going on vacation to Cairo is somewhere between the person whose favourite food is pizza and the one who owns a hamster.
           same('peonies', 'Volvo'),  # The person growing peonies drives a Volvo.
           same('tennis', 'self-help'),  # The tennis player is the self-help reader.
           odd('Skoda'),  # The Skoda driver is at an odd position.
           apart('kombucha', 'pizza'),  # The person whose favourite food is pizza does not stand next to the person whose drink is kombucha, and they are different people.
           at('pottery', 6),  # The person whose hobby is pottery is at the 6th position.
           somewhere_left('pilot', 'techno'),  # The one who likes techno is somewhere to the right of the person who works as a pilot.
           right('pizza', 'flute'),  # The person who loves pizza is directly to the right of the flute player.
           same('librarian', 'coffee'),  # The person who works as a librarian drinks coffee.
           same('banjo', 'cherries'),  # The banjo player is the person who likes cherries.
           at('irises', 1),  # The person growing irises is in position 1.
           left('Mazda', 'harp'),  # The owner of the Mazda is immediately to the left of the harp player.
           left('banjo', 'Icelander'),  # The Icelandic person is directly to the right of the banjo player.
           even('risotto'),  # The risotto lover is at an even position.
           neither('cherries', 'badminton', 'dog'),  # The person who eats cherries is neither the badminton player nor the dog owner.
           right('Prague', 'soda'),  # The person who drinks soda is immediately to the left of the one going on vacation to Prague.
           apart('nurse', 'cider'),  # The nurse does not stand next to the person whose drink is cider, and they are different people.
           ends('water'),  # The person whose drink is water is at one of the ends.
           right('fishing', 'rabbit'),  # The person who keeps a rabbit is immediately to the left of the person whose hobby is fishing.
           either('dahlias', 'ferret', 'goldfish'),  # The person growing dahlias is either the person who keeps a ferret or the person who keeps a goldfish.
           xor(at('chess', 7), at('tennis', 4)),  # Either the person whose hobby is chess is in position 7 or the person who plays tennis is in position 4, but not both.
           same('hockey', 'philosophy'),  # The hockey player and the philosophy reader are the same person.
           same('saxophone', 'self-help'),  # The saxophonist reads self-help books.
           somewhere_left('violin', 'cider'),  # The violinist is somewhere to the left of the person who drinks cider.
           between('roses', 'banjo', 'apples'),  # The person who grows roses is somewhere between the one who eats apples and the banjo player.
           next_to('biography', 'calligraphy'),  # The calligraphy enthusiast and the biography reader are next to each other.
           somewhere_left('Oslo', 'volleyball'),  # The person planning a trip to Oslo is somewhere to the left of the volleyball player.
           ends('badminton'),  # The badminton player is at one of the ends.
           at('flute', 5),  # The person at the 5th position plays the flute.
           of_two('poetry', 'tortoise', 'volleyball', 'banjo'),  # Of the poetry reader and the one who owns a tortoise, one is the volleyball player and the other is the banjo player.
           gap('teacher', 'iguana', 2),  # There is one person between the teacher and the person who keeps an iguana.
       ],
       herrings={
           7: 'The person wearing glasses drives a Honda.',
           12: 'The person in the striped scarf and the risotto lover are next to each other.',
           15: 'The person chewing gum and the Scot are next to each other.',
           40: 'The left-handed person is next to the person planning a trip to Cairo.',
           50: 'The person who speaks Welsh is a chef.',
           93: 'The person with a beard is in position 2.',
       },
       questions=[ask_value('Drink', 'Kenyan')])

# w208-lines-ticket-queue.txt
puzzle('w208-lines-ticket-queue', family='lines', layout="queue from the front, 'N)' clues, 'ranked k places behind', herrings, no question", noun='place', n=7,
       cats={
           'Nationality': ['Chilean', 'Pole', 'Maltese', 'Thai', 'Nigerian', 'Turk', 'Greek'],
           'Pet': ['gecko', 'parrot', 'goldfish', 'tortoise', 'cat', 'hedgehog', 'dog'],
           'Drink': ['soda', 'cider', 'milk', 'kefir', 'tea', 'lemonade', 'kombucha'],
           'Sport': ['volleyball', 'lacrosse', 'squash', 'netball', 'baseball', 'hockey', 'golf'],
           'Hobby': ['juggling', 'pottery', 'birdwatching', 'photography', 'origami', 'knitting', 'baking'],
           'Food': ['curry', 'lasagna', 'ramen', 'tacos', 'burritos', 'sushi', 'risotto'],
           'Car': ['Volvo', 'Honda', 'Audi', 'Kia', 'Mazda', 'Fiat', 'Nissan'],
           'Music': ['metal', 'reggae', 'hip-hop', 'techno', 'jazz', 'soul', 'disco'],
           'Job': ['lawyer', 'pilot', 'teacher', 'librarian', 'florist', 'architect', 'chef'],
           'Colour': ['purple', 'black', 'grey', 'green', 'yellow', 'red', 'white'],
           'Fruit': ['figs', 'plums', 'kiwis', 'grapes', 'peaches', 'bananas', 'pears'],
           'Movie': ['horror', 'thriller', 'romance', 'war', 'action', 'animated', 'comedy']},
       clues=[
           somewhere_left('figs', 'goldfish'),  # The person who eats figs is somewhere ahead of the one who owns a goldfish in the queue.
           same('ramen', 'tea'),  # The person who loves ramen drinks tea.
           same('kombucha', 'romance'),  # The kombucha drinker is the person who likes romance movies.
           right('Fiat', 'reggae'),  # The person who drives a Fiat is directly behind the reggae fan.
           somewhere_left('grey', 'red'),  # The person in red is somewhere behind the person in grey.
           same('netball', 'pilot'),  # The netball player is the pilot.
           same('purple', 'burritos'),  # The person wearing purple loves burritos.
           right('Greek', 'lawyer'),  # The lawyer is directly in front of the person from Greece.
           left('risotto', 'tea'),  # The person whose drink is tea is ranked 1 place behind the person whose favourite food is risotto.
           next_to('netball', 'tea'),  # The person who plays netball and the person who drinks tea are adjacent in the queue.
           right('netball', 'red'),  # The person wearing red stands immediately ahead of the person who plays netball.
           same('jazz', 'teacher'),  # The jazz fan works as a teacher.
           gap('disco', 'Nissan', 4),  # There are three people between the Nissan driver and the person who listens to disco in the queue.
           not_at('peaches', 5),  # The person who eats peaches is not fifth in the queue.
           left('disco', 'kiwis'),  # The person who eats kiwis is ranked 1 place behind the disco fan.
           next_to('pears', 'teacher'),  # The person who works as a teacher is next to the person who eats pears in the queue.
           differ('purple', 'animated'),  # The person in purple does not watch animated movies.
           differ('Turk', 'Mazda'),  # The Turk does not drive a Mazda.
           middle('Kia'),  # The owner of the Kia is neither first nor last in the queue.
           somewhere_left('dog', 'metal'),  # The dog owner is somewhere in front of the metal fan.
           next_to('gecko', 'cat'),  # The person who keeps a cat and the one who owns a gecko are adjacent in the queue.
           at('Audi', 4),  # The person who drives an Audi is in place 4.
           left('baking', 'yellow'),  # The person who enjoys baking stands immediately ahead of the person wearing yellow.
           same('tacos', 'netball'),  # The person whose favourite food is tacos is the netball player.
           right('Greek', 'thriller'),  # The person who likes thriller movies stands immediately ahead of the Greek.
           at('grapes', 7),  # The one who eats grapes is in place 7.
           between('knitting', 'Turk', 'soda'),  # The person who enjoys knitting is somewhere between the Turkish person and the person whose drink is soda in the queue.
           differ('curry', 'tortoise'),  # The person who loves curry does not keep a tortoise.
           somewhere_left('photography', 'Nissan'),  # The owner of the Nissan is somewhere behind the person who enjoys photography.
           next_to('Turk', 'bananas'),  # The Turkish person is next to the person who likes bananas in the queue.
           neither('baking', 'grapes', 'reggae'),  # The baking enthusiast is neither the one who eats grapes nor the one who likes reggae.
           left('juggling', 'hip-hop'),  # The person who enjoys juggling is directly in front of the hip-hop fan.
           somewhere_left(5, 'pilot'),  # The person who works as a pilot is somewhere behind the person in place 5.
           next_to('chef', 'hedgehog'),  # The one who owns a hedgehog and the chef are adjacent in the queue.
           differ('pottery', 'lacrosse'),  # The person who enjoys pottery does not play lacrosse.
           neither('soda', 'thriller', 'grey'),  # The person who drinks soda is neither the person who likes thriller movies nor the one dressed in grey.
           somewhere_left('baseball', 'Volvo'),  # The person who drives a Volvo is somewhere behind the baseball player.
           next_to('baking', 'animated'),  # The person whose hobby is baking is next to the animated movie fan in the queue.
           same('curry', 'architect'),  # The person whose favourite food is curry is the person who works as an architect.
           same('cider', 'peaches'),  # The person whose drink is cider is the person who likes peaches.
           offset('Nigerian', 'architect', 3),  # The Nigerian is ranked 3 places behind the person who works as an architect.
           right('hockey', 'lacrosse'),  # The person who plays lacrosse stands immediately ahead of the person who plays hockey.
           either('gecko', 'risotto', 'sushi'),  # The one who owns a gecko is either the risotto lover or the sushi lover.
           same('action', 'florist'),  # The action movie fan is the person who works as a florist.
           apart('milk', 'Volvo'),  # The owner of the Volvo is not next to the person whose drink is milk in the queue, and they are different people.
           next_to('soda', 'dog'),  # The person whose drink is soda is next to the dog owner in the queue.
           same('Audi', 'lacrosse'),  # The owner of the Audi plays lacrosse.
           even('tea'),  # The person whose drink is tea is in an even-numbered place.
           same('Greek', 'peaches'),  # The Greek person eats peaches.
           same('parrot', 'war'),  # The one who owns a parrot is the one who watches war movies.
           same('baking', 'lawyer'),  # The baking enthusiast is a lawyer.
           not_at('pottery', 4),  # The pottery enthusiast is not fourth in the queue.
           at('kefir', 1),  # The person who drinks kefir is in place 1.
           offset('lemonade', 'Greek', 3),  # The person who drinks lemonade is ranked 3 places behind the Greek.
           apart('Nigerian', 'burritos'),  # The burritos lover is not next to the Nigerian in the queue, and they are different people.
           differ('lasagna', 'lacrosse'),  # The person who loves lasagna does not play lacrosse.
           next_to('Chilean', 'Pole'),  # The Chilean is next to the Pole in the queue.
           same('volleyball', 'Pole'),  # The volleyball player comes from Poland.
           offset('horror', 'red', -2),  # The horror movie fan is 2 places ahead of the person wearing red.
           of_two('purple', 'Audi', 'pears', 'Thai'),  # Of the person wearing purple and the Audi driver: one is the person who likes pears, the other is the Thai.
           differ('tortoise', 'war'),  # The one who owns a tortoise does not watch war movies.
           same('Chilean', 'juggling'),  # The Chilean person enjoys juggling.
           right('soul', 'bananas'),  # The person who eats bananas stands immediately ahead of the one who likes soul.
           same('thriller', 'lawyer'),  # The person who likes thriller movies is the person who works as a lawyer.
           offset('green', 'squash', 2),  # The person in green is ranked 2 places behind the person who plays squash.
           same('origami', 'Fiat'),  # The person who enjoys origami drives a Fiat.
           somewhere_left('Thai', 'Kia'),  # The Thai is somewhere ahead of the person who drives a Kia in the queue.
           of_two('parrot', 'cat', 'grapes', 'florist'),  # Of the one who owns a parrot and the person who keeps a cat: one is the person who likes grapes, the other is the person who works as a florist.
           offset('Chilean', 'cat', -2),  # The Chilean is 2 places ahead of the one who owns a cat.
           same('plums', 'origami'),  # The person who likes plums is the person who enjoys origami.
           not_at('Pole', 1),  # The Polish person is not first in the queue.
           same('reggae', 'juggling'),  # The reggae fan enjoys juggling.
           same('architect', 'peaches'),  # The architect eats peaches.
           at('white', 3),  # The person in white is third in the queue.
           right('pottery', 'Kia'),  # The person who enjoys pottery is directly behind the Kia driver.
           same('grapes', 'war'),  # The person who likes grapes is the war movie fan.
           between('soda', 'bananas', 'pottery'),  # The person whose drink is soda is somewhere between the pottery enthusiast and the person who eats bananas in the queue.
           somewhere_left('Volvo', 'black'),  # The person wearing black is somewhere behind the Volvo driver.
       ],
       herrings={
           8: 'The person who enjoys photography has a twin.',
           9: 'The person with a tattoo is somewhere in front of the one dressed in red.',
           49: 'The person who reads comics is somewhere ahead of the pilot in the queue.',
           50: 'The person who listens to soul is holding a map.',
           59: 'The person who speaks Welsh is somewhere in front of the photography enthusiast.',
       },
       questions=[])

# w209-lines-seats-from-the-right.txt
puzzle('w209-lines-seats-from-the-right', family='lines', layout="YAML-ish category block, seats numbered from the right, 'N.' clues, herrings, 8x16", noun='seat', n=8,
       cats={
           'Name': ['Ismail', 'Hyacinth', 'Casimir', 'Dilnoza', 'Bronwen', 'Fenella', 'Priya', 'Kwame'],
           'Nationality': ['Maltese', 'Pole', 'Swede', 'Greek', 'Nigerian', 'Chilean', 'Scot', 'Icelander'],
           'Pet': ['canary', 'parrot', 'goldfish', 'hedgehog', 'gecko', 'dog', 'tortoise', 'ferret'],
           'Drink': ['soda', 'lemonade', 'kefir', 'coffee', 'milk', 'kombucha', 'water', 'tea'],
           'Sport': ['hockey', 'volleyball', 'netball', 'baseball', 'squash', 'rugby', 'golf', 'tennis'],
           'Hobby': ['origami', 'knitting', 'chess', 'baking', 'fishing', 'pottery', 'gardening', 'calligraphy'],
           'Food': ['goulash', 'tacos', 'paella', 'lasagna', 'pizza', 'ramen', 'falafel', 'burritos'],
           'Car': ['Skoda', 'Audi', 'Ford', 'Kia', 'Tesla', 'Toyota', 'Volvo', 'Fiat'],
           'Music': ['reggae', 'blues', 'opera', 'disco', 'hip-hop', 'soul', 'punk', 'folk'],
           'Job': ['florist', 'teacher', 'electrician', 'baker', 'librarian', 'nurse', 'lawyer', 'chef'],
           'Flower': ['orchids', 'dahlias', 'lilies', 'peonies', 'poppies', 'tulips', 'roses', 'carnations'],
           'Colour': ['yellow', 'brown', 'black', 'grey', 'red', 'green', 'white', 'blue'],
           'Instrument': ['oboe', 'drums', 'accordion', 'violin', 'harp', 'trumpet', 'saxophone', 'piano'],
           'Book': ['fantasy', 'philosophy', 'poetry', 'self-help', 'travel', 'cookery', 'mystery', 'science fiction'],
           'Fruit': ['grapes', 'apricots', 'peaches', 'mangoes', 'apples', 'cherries', 'lychees', 'bananas'],
           'Month': ['January', 'February', 'March', 'April', 'June', 'August', 'September', 'October']},
       clues=[
           neither('Priya', 'fantasy', 'Icelander'),  # Priya is neither the fantasy reader nor the guest from Iceland.
           same('canary', 'fishing'),  # The guest who keeps a canary enjoys fishing.
           of_two('harp', 'blue', 'self-help', 'April'),  # Of the harp player and the guest wearing blue, one is the one who likes self-help books and the other is the guest born in April.
           differ('netball', 'white'),  # The guest who plays netball is not the guest in white.
           gap('Nigerian', 'brown', 4),  # There are three guests seated between the guest in brown and the Nigerian person.
           same('milk', 'rugby'),  # The milk drinker plays rugby.
           xor(at('cookery', 6), at('green', 2)),  # Either the one who likes cookery books sits in seat 6 or the one dressed in green sits in seat 2, but not both.
           gap('Fenella', 'oboe', 2),  # There is one guest seated between Fenella and the oboist.
           even('blue'),  # The guest wearing blue sits in an even-numbered seat.
           same('harp', 'opera'),  # The guest who plays the harp is the guest who listens to opera.
           same('black', 'golf'),  # The guest in black plays golf.
           same('grapes', 'soda'),  # The one who eats grapes drinks soda.
           between('fishing', 'goulash', 'lychees'),  # The guest whose hobby is fishing sits somewhere between the one who eats lychees and the guest who loves goulash.
           neither('gecko', 'August', 'Fiat'),  # The one who owns a gecko is neither the guest whose birthday is in August nor the guest who drives a Fiat.
           right('Tesla', 'peaches'),  # The owner of the Tesla sits immediately to the left of the guest who likes peaches.
           same('harp', 'yellow'),  # The harp player is the guest in yellow.
           apart('tennis', 'baseball'),  # The tennis player and the baseball player are different guests who do not sit next to each other.
           same('baking', 'paella'),  # The baking enthusiast is the guest who loves paella.
           same('peonies', 'knitting'),  # The guest growing peonies enjoys knitting.
           apart('baseball', 'mangoes'),  # The guest who plays baseball and the guest who eats mangoes are different guests who do not sit next to each other.
           ends('trumpet'),  # The trumpeter sits at one end of the row.
           same('dog', 'Skoda'),  # The one who owns a dog drives a Skoda.
           right('parrot', 'disco'),  # The disco fan sits immediately to the right of the guest who keeps a parrot.
           same('pottery', 'brown'),  # The pottery enthusiast wears brown.
           either('lilies', 'tortoise', 'dog'),  # The one who grows lilies is either the guest who keeps a tortoise or the dog owner.
           even('January'),  # The guest whose birthday is in January sits in an even-numbered seat.
           either('Swede', 'tortoise', 'goldfish'),  # The Swede is either the tortoise owner or the goldfish owner.
           same('Swede', 'pottery'),  # The guest from Sweden is the guest whose hobby is pottery.
           next_to('disco', 'orchids'),  # The disco fan sits next to the one who grows orchids.
           next_to('travel', 'Tesla'),  # The owner of the Tesla sits next to the guest who reads travel books.
           gap('soda', 'piano', 2),  # There is one guest seated between the pianist and the soda drinker.
           same('teacher', 'Icelander'),  # The guest who works as a teacher is Icelandic.
           gap('lychees', 'lawyer', 2),  # There is one guest seated between the one who eats lychees and the lawyer.
           either('hedgehog', 'green', 'grey'),  # The hedgehog owner is either the guest in green or the guest in grey.
           next_to('Kia', 'coffee'),  # The guest whose drink is coffee sits next to the owner of the Kia.
           not_(right('June', 'cookery')),  # The guest whose birthday is in June does not sit immediately to the left of the guest who reads cookery books.
           same('lawyer', 'tacos'),  # The lawyer loves tacos.
           left('falafel', 'Nigerian'),  # The Nigerian sits immediately to the left of the falafel lover.
           between('Priya', 'lemonade', 'ferret'),  # Priya sits somewhere between the one who owns a ferret and the guest who drinks lemonade.
           same('red', 'Audi'),  # The guest in red is the Audi driver.
           same('tortoise', 'Bronwen'),  # The one who owns a tortoise is Bronwen.
           even('Volvo'),  # The owner of the Volvo sits in an even-numbered seat.
           not_at('coffee', 4),  # The coffee drinker does not sit in seat 4.
           of_two('poetry', 'hip-hop', 'kefir', 'drums'),  # Of the guest who reads poetry books and the one who likes hip-hop, one is the kefir drinker and the other is the drummer.
           next_to('tea', 'tacos'),  # The tea drinker sits next to the tacos lover.
           at('mystery', 5),  # The mystery reader sits in seat 5.
           same('pottery', 'violin'),  # The guest who enjoys pottery plays the violin.
           between('hip-hop', 'lasagna', 'knitting'),  # The hip-hop fan sits somewhere between the guest whose favourite food is lasagna and the guest who enjoys knitting.
           of_two('Hyacinth', 'dog', 'soda', 'kefir'),  # Of Hyacinth and the one who owns a dog, one is the guest whose drink is soda and the other is the guest whose drink is kefir.
           same('lawyer', 'Ismail'),  # The lawyer is Ismail.
           right('February', 2),  # The guest whose birthday is in February sits immediately to the left of the guest in seat 2.
           left('baking', 'florist'),  # The baking enthusiast sits immediately to the right of the florist.
           somewhere_left('mystery', 'kefir'),  # The guest who drinks kefir sits somewhere to the left of the one who likes mystery books.
           same('cherries', 'reggae'),  # The guest who likes cherries listens to reggae.
           same('apricots', 'Ismail'),  # The guest who likes apricots is Ismail.
           next_to('netball', 'paella'),  # The netball player sits next to the paella lover.
           differ('punk', 'April'),  # The guest who listens to punk was not born in April.
           between('poppies', 'peonies', 'dahlias'),  # The one who grows poppies sits somewhere between the guest growing dahlias and the guest who grows peonies.
           same('baker', 'hockey'),  # The guest who works as a baker plays hockey.
           apart('Pole', 'kombucha'),  # The kombucha drinker and the Polish person are different guests who do not sit next to each other.
           gap('Hyacinth', 'Swede', 2),  # There is one guest seated between the Swedish person and Hyacinth.
           left('parrot', 'Maltese'),  # The parrot owner sits immediately to the right of the Maltese.
           right('peaches', 'soda'),  # The one who eats peaches sits immediately to the left of the guest whose drink is soda.
           either('September', 'ramen', 'tacos'),  # The guest born in September is either the guest who loves ramen or the guest whose favourite food is tacos.
           same('baseball', 'electrician'),  # The guest who plays baseball is the electrician.
           same('harp', 'pizza'),  # The guest who plays the harp loves pizza.
           at('June', 5),  # The guest born in June sits in seat 5.
           same('mystery', 'golf'),  # The one who likes mystery books is the golf player.
           same('water', 'fishing'),  # The guest who drinks water is the guest who enjoys fishing.
           same('origami', 'Casimir'),  # The guest whose hobby is origami is Casimir.
           right('milk', 'chess'),  # The guest who enjoys chess sits immediately to the right of the guest who drinks milk.
           next_to('cherries', 'carnations'),  # The guest who grows carnations sits next to the guest who likes cherries.
           same('chef', 'Greek'),  # The chef is the guest from Greece.
           not_at('Toyota', 5),  # The guest who drives a Toyota does not sit in seat 5.
           same('hockey', 'fantasy'),  # The guest who plays hockey reads fantasy books.
           same('brown', 'carnations'),  # The guest in brown grows carnations.
           neither('disco', 'saxophone', 'Swede'),  # The one who likes disco is neither the saxophonist nor the guest from Sweden.
           differ('Dilnoza', 'tulips'),  # Dilnoza is not the one who grows tulips.
           differ('ramen', 'Volvo'),  # The guest whose favourite food is ramen does not drive a Volvo.
           gap('squash', 'librarian', 4),  # There are three guests seated between the librarian and the guest who plays squash.
           same('Fiat', 'dahlias'),  # The owner of the Fiat grows dahlias.
           right('October', 'lychees'),  # The guest whose birthday is in October sits immediately to the left of the one who eats lychees.
           same('Bronwen', 'self-help'),  # Bronwen reads self-help books.
           same('bananas', 'blues'),  # The one who eats bananas listens to blues.
           same('netball', 'disco'),  # The guest who plays netball is the guest who listens to disco.
           either('Chilean', 'Hyacinth', 'Priya'),  # The Chilean is either Hyacinth or Priya.
           right('cookery', 'falafel'),  # The one who likes cookery books sits immediately to the left of the guest whose favourite food is falafel.
           at('August', 6),  # The guest in seat 6 was born in August.
           same('tacos', 'gardening'),  # The guest who loves tacos is the guest whose hobby is gardening.
           somewhere_left('punk', 'saxophone'),  # The guest who listens to punk sits somewhere to the right of the saxophonist.
           between('ramen', 'Ismail', 'black'),  # The guest whose favourite food is ramen sits somewhere between the guest in black and Ismail.
           left('January', 'poppies'),  # The guest growing poppies sits immediately to the left of the guest whose birthday is in January.
           next_to('Audi', 5),  # The guest who drives an Audi sits next to the guest in seat 5.
           same('Kwame', 'kefir'),  # Kwame is the guest whose drink is kefir.
           not_(left('librarian', 'canary')),  # The guest who keeps a canary does not sit immediately to the left of the guest who works as a librarian.
           gap('librarian', 'Scot', 2),  # There is one guest seated between the librarian and the Scot.
           same('Icelander', 'golf'),  # The Icelandic person plays golf.
           odd('philosophy'),  # The guest who reads philosophy books sits in an odd-numbered seat.
           same('orchids', 'folk'),  # The guest growing orchids is the guest who listens to folk.
           same('mangoes', 'origami'),  # The guest who likes mangoes is the guest who enjoys origami.
       ],
       herrings={
           4: 'The left-handed person sits in seat 1.',
           6: 'The guest who snores sits next to Ismail.',
           18: 'The one who owns a tortoise has a twin.',
           36: 'The guest with freckles sits in seat 7.',
           66: 'The guest chewing gum sits somewhere to the right of the guest who plays hockey.',
           70: 'The guest who owns a kayak sits next to the one who likes science fiction books.',
           72: 'The guest who speaks Esperanto sits in seat 1.',
           93: 'The guest holding a map sits somewhere to the right of the fantasy reader.',
       },
       questions=[ask_value('Name', 'coffee')])

# w210-lines-seven-neighbours.txt
puzzle('w210-lines-seven-neighbours', family='lines', layout="category sentences, 'N.' clues, agent nouns, herrings, 7x10", noun='position', n=7,
       cats={
           'Nationality': ['Chilean', 'Nigerian', 'Maltese', 'Greek', 'Scot', 'Thai', 'Dane'],
           'Pet': ['iguana', 'parrot', 'dog', 'rabbit', 'ferret', 'cat', 'hamster'],
           'Drink': ['coffee', 'cider', 'water', 'soda', 'kombucha', 'lemonade', 'kefir'],
           'Sport': ['squash', 'tennis', 'lacrosse', 'baseball', 'badminton', 'hockey', 'cricket'],
           'Food': ['curry', 'tacos', 'ramen', 'lasagna', 'risotto', 'burritos', 'paella'],
           'Music': ['metal', 'reggae', 'hip-hop', 'country', 'blues', 'disco', 'techno'],
           'Instrument': ['flute', 'harp', 'trumpet', 'cello', 'piano', 'oboe', 'drums'],
           'Book': ['travel', 'self-help', 'biography', 'mystery', 'cookery', 'science fiction', 'fantasy'],
           'Cigar': ['Blends', 'Dunhill', 'Davidoff', 'Cohiba', 'Prince', 'Montecristo', 'Blue Master'],
           'Vacation': ['Lisbon', 'Oslo', 'Bali', 'Havana', 'Kyoto', 'Sydney', 'Tokyo']},
       clues=[
           left('ramen', 'dog'),  # The ramen lover stands directly left of the dog owner.
           right('Blends', 'kombucha'),  # The kombucha drinker stands immediately to the left of the Blends smoker in the line.
           somewhere_left('lacrosse', 'curry'),  # The curry lover stands somewhere to the right of the lacrosse player, though not necessarily beside them.
           same('hockey', 'Cohiba'),  # The hockey player is also the Cohiba smoker.
           neither('Tokyo', 'Blue Master', 'Dane'),  # The person who wants to visit Tokyo is neither the Blue Master smoker nor the Danish person.
           same('lacrosse', 'science fiction'),  # The lacrosse player is also the person who reads science fiction books.
           same('Sydney', 'hockey'),  # The person who wants to visit Sydney is also the hockey player.
           same('Tokyo', 'dog'),  # The person planning a trip to Tokyo keeps a dog.
           all_of(next_to('lasagna', 'blues'), next_to('lasagna', 'metal'), differ('blues', 'metal')),  # The metal fan and the blues fan are the two neighbours of the lasagna lover.
           all_of(next_to('flute', 'Oslo'), next_to('flute', 'hip-hop'), differ('Oslo', 'hip-hop')),  # The hip-hop fan and the person who wants to visit Oslo are the two neighbours of the flute player.
           between('lemonade', 'lacrosse', 'squash'),  # The lemonade drinker stands somewhere between the squash player and the person who plays lacrosse.
           left('iguana', 'ramen'),  # The iguana owner stands directly left of the ramen lover.
           same('lemonade', 'blues'),  # The lemonade drinker is also the blues fan.
           same('lacrosse', 'trumpet'),  # The lacrosse player plays the trumpet.
           next_to('hamster', 'self-help'),  # The self-help reader is a neighbour of the hamster owner.
           next_to('Bali', 'cello'),  # The person planning a trip to Bali is a neighbour of the cellist.
           same('Dunhill', 'soda'),  # The Dunhill smoker is also the soda drinker.
           same('Lisbon', 'country'),  # The person who wants to visit Lisbon is a fan of country.
           at('Kyoto', 6),  # The person who wants to visit Kyoto is the sixth person in the line.
           same('Kyoto', 'reggae'),  # The one going on vacation to Kyoto is also the reggae fan.
           at('parrot', 2),  # The person in position 2 owns a parrot.
           same('mystery', 'tacos'),  # The person who reads mystery books is also the tacos lover.
           even('Thai'),  # The Thai stands in an even-numbered position.
           same('Davidoff', 'dog'),  # The person who smokes Davidoff is the same person as the dog owner.
           either('badminton', 'cello', 'piano'),  # The person who plays badminton is either the cellist or the pianist.
           same('risotto', 'cookery'),  # The risotto lover reads cookery books.
           of_two('Nigerian', 'mystery', 'drums', 'cat'),  # The Nigerian and the mystery reader are, in some order, the person who plays the drums and the cat owner.
           somewhere_left('Sydney', 'Dunhill'),  # The person planning a trip to Sydney stands somewhere to the left of the Dunhill smoker in the line.
           same('self-help', 'techno'),  # The self-help reader is also the one who likes techno.
           next_to('travel', 'baseball'),  # The baseball player and the travel reader stand side by side.
           not_at('rabbit', 7),  # The rabbit owner does not stand in position 7.
           same('baseball', 'Maltese'),  # The baseball player is also the Maltese.
           at('coffee', 7),  # The coffee drinker is the seventh person in the line.
           at('mystery', 6),  # The mystery reader is the sixth person in the line.
           same('fantasy', 'blues'),  # The one who likes fantasy books is the same person as the blues fan.
           same('cricket', 'Nigerian'),  # The cricket player is the same person as the Nigerian person.
           at('cookery', 1),  # The cookery reader stands in position 1.
           same('Prince', 'tacos'),  # The Prince smoker is also the person who loves tacos.
           same('kefir', 'flute'),  # The kefir drinker is also the flute player.
           same('flute', 'burritos'),  # The flute player likes to eat burritos.
           same('burritos', 'cat'),  # The burritos lover is also the cat owner.
           same('Montecristo', 'badminton'),  # The Montecristo smoker plays badminton.
           at('curry', 5),  # The curry lover stands in position 5.
           same('Chilean', 'cookery'),  # The Chilean person is also the cookery reader.
           apart('water', 'soda'),  # The water drinker does not stand next to the soda drinker, and they are different people.
           same('Scot', 'hamster'),  # The Scottish person keeps a hamster.
           next_to('mystery', 'harp'),  # The harp player is a neighbour of the mystery reader.
           not_at('cricket', 7),  # The cricket player does not stand in position 7.
       ],
       herrings={
           14: 'The person holding a map is a neighbour of the Blue Master smoker.',
           25: 'The person chewing gum stands somewhere to the right of the science fiction reader, though not necessarily beside them.',
           31: 'The person who speaks Welsh stands somewhere to the right of the Nigerian, though not necessarily beside them.',
           42: 'The mystery reader wears a striped scarf.',
       },
       questions=[ask_position('harp')])

# w211-lines-table-six.txt
puzzle('w211-lines-table-six', family='lines', layout="markdown table of attributes, '(N)' clues, herrings, no question", noun='position', n=6,
       cats={
           'Nationality': ['Scot', 'Swede', 'Icelander', 'Peruvian', 'Thai', 'Maltese'],
           'Pet': ['tortoise', 'ferret', 'rabbit', 'iguana', 'gecko', 'hedgehog'],
           'Drink': ['lemonade', 'kombucha', 'tea', 'cocoa', 'soda', 'coffee'],
           'Hobby': ['juggling', 'calligraphy', 'hiking', 'photography', 'baking', 'origami'],
           'Car': ['Nissan', 'Jeep', 'Kia', 'Mazda', 'Toyota', 'Skoda'],
           'Music': ['reggae', 'country', 'folk', 'techno', 'blues', 'metal'],
           'Fruit': ['kiwis', 'figs', 'apricots', 'lychees', 'bananas', 'grapes'],
           'Movie': ['comedy', 'war', 'animated', 'thriller', 'romance', 'horror'],
           'Flower': ['daisies', 'dahlias', 'orchids', 'lilies', 'poppies', 'peonies']},
       clues=[
           same('Skoda', 'Thai'),  # The person who drives a Skoda comes from Thailand.
           even('gecko'),  # The position of the one who owns a gecko is an even number.
           next_to('bananas', 'juggling'),  # The person who enjoys juggling and the person who eats bananas are adjacent.
           somewhere_left('blues', 'bananas'),  # The blues fan is located somewhere left of the person who likes bananas.
           same('romance', 'origami'),  # The person who likes romance movies and the person who enjoys origami are the same person.
           somewhere_left('daisies', 'country'),  # The position of the country fan is higher than the position of the one who grows daisies.
           gap('grapes', 'apricots', 3),  # The positions of the person who likes grapes and the one who eats apricots differ by exactly 3.
           left('tea', 'Skoda'),  # The Skoda driver is located immediately right of the person whose drink is tea.
           somewhere_left('comedy', 'poppies'),  # The position of the person who grows poppies is higher than the position of the one who watches comedy movies.
           ends('daisies'),  # The person who grows daisies is at the far left or the far right.
           same('bananas', 'Maltese'),  # The person who eats bananas and the Maltese are the same person.
           same('ferret', 'Mazda'),  # The person who keeps a ferret and the Mazda driver are the same person.
           right('reggae', 'Skoda'),  # The reggae fan is located immediately right of the person who drives a Skoda.
           same('thriller', 'Icelander'),  # The person who likes thriller movies is Icelandic.
           of_two('orchids', 'baking', 'apricots', 'grapes'),  # The person who grows orchids and the baking enthusiast are the person who likes apricots and the one who eats grapes, though not necessarily in that order.
           somewhere_left('tea', 'cocoa'),  # The tea drinker is located somewhere left of the cocoa drinker.
           between('lychees', 'ferret', 'war'),  # The person who eats lychees is located somewhere between the ferret owner and the one who watches war movies.
           at('juggling', 5),  # The juggling enthusiast occupies position 5.
           gap('hedgehog', 'iguana', 2),  # The positions of the hedgehog owner and the person who keeps an iguana differ by exactly 2.
           somewhere_left('figs', 'comedy'),  # The position of the person who eats figs is lower than the position of the comedy movie fan.
           of_two('photography', 'coffee', 'thriller', 'hedgehog'),  # The person whose hobby is photography and the person whose drink is coffee are the one who watches thriller movies and the person who keeps a hedgehog, though not necessarily in that order.
           somewhere_left('coffee', 'kombucha'),  # The position of the kombucha drinker is higher than the position of the person who drinks coffee.
           same('Toyota', 'blues'),  # The person who drives a Toyota is a fan of blues.
           odd('orchids'),  # The position of the one who grows orchids is an odd number.
           between_in_order('folk', 'dahlias', 'iguana'),  # The person growing dahlias, the one who likes folk and the one who owns an iguana stand in that order from left to right, not necessarily next to each other.
           next_to('Nissan', 'tortoise'),  # The owner of the Nissan and the one who owns a tortoise are adjacent.
           somewhere_left('lemonade', 'calligraphy'),  # The person who drinks lemonade is located somewhere left of the person who enjoys calligraphy.
           same('horror', 'baking'),  # The horror movie fan and the person who enjoys baking are the same person.
           not_at('kombucha', 6),  # The person who drinks kombucha cannot be found at position 6.
           same('techno', 'apricots'),  # The one who likes techno eats apricots.
           all_of(next_to('Peruvian', 'lemonade'), next_to('Peruvian', 'Swede'), differ('lemonade', 'Swede')),  # The Peruvian person is located directly between the Swede and the person whose drink is lemonade, with one on each side.
           same('Kia', 'tortoise'),  # The person who drives a Kia and the one who owns a tortoise are the same person.
           same('lychees', 'thriller'),  # The one who eats lychees and the person who likes thriller movies are the same person.
           gap('country', 'cocoa', 2),  # The positions of the country fan and the person whose drink is cocoa differ by exactly 2.
           ends('lilies'),  # The person growing lilies is at the far left or the far right.
           same('tortoise', 'metal'),  # The tortoise owner is a fan of metal.
       ],
       herrings={
           2: 'The person wearing glasses occupies position 6.',
           19: 'The person who grows daisies speaks Esperanto.',
           27: 'The person in the striped scarf and the person growing orchids are adjacent.',
       },
       questions=[])

# w212-lines-table-eight.txt
puzzle('w212-lines-table-eight', family='lines', layout="markdown table of attributes, '(N)' clues, herrings, 8x13", noun='position', n=8,
       cats={
           'Name': ['Dilnoza', 'Priya', 'Gunnar', 'Liesel', 'Oren', 'Kwame', 'Fenella', 'Bronwen'],
           'Nationality': ['Kenyan', 'Swede', 'Greek', 'Peruvian', 'Dane', 'Nigerian', 'Turk', 'Chilean'],
           'Pet': ['rabbit', 'iguana', 'ferret', 'hamster', 'canary', 'parrot', 'dog', 'gecko'],
           'Drink': ['coffee', 'milk', 'cocoa', 'water', 'tea', 'lemonade', 'kefir', 'soda'],
           'Sport': ['baseball', 'lacrosse', 'squash', 'golf', 'badminton', 'cricket', 'handball', 'netball'],
           'Hobby': ['baking', 'calligraphy', 'origami', 'pottery', 'juggling', 'chess', 'hiking', 'knitting'],
           'Food': ['dumplings', 'falafel', 'goulash', 'ramen', 'pizza', 'risotto', 'lasagna', 'tacos'],
           'Car': ['Kia', 'Toyota', 'Jeep', 'Tesla', 'Mazda', 'Audi', 'Skoda', 'Nissan'],
           'Music': ['punk', 'metal', 'techno', 'hip-hop', 'disco', 'jazz', 'soul', 'folk'],
           'Job': ['electrician', 'pilot', 'plumber', 'florist', 'dentist', 'librarian', 'nurse', 'chef'],
           'Instrument': ['clarinet', 'accordion', 'violin', 'trumpet', 'saxophone', 'banjo', 'cello', 'piano'],
           'Fruit': ['lychees', 'cherries', 'kiwis', 'peaches', 'pears', 'plums', 'figs', 'apricots'],
           'Cigar': ['Partagas', 'Davidoff', 'Blue Master', 'Dunhill', 'Cohiba', 'Blends', 'Romeo', 'Pall Mall']},
       clues=[
           between_in_order('Bronwen', 'pilot', 'cocoa'),  # The pilot, Bronwen and the cocoa drinker stand in that order from left to right, not necessarily next to each other.
           same('juggling', 'Kenyan'),  # The juggling enthusiast and the Kenyan are the same person.
           somewhere_left('cricket', 'pottery'),  # The cricket player is located somewhere left of the person whose hobby is pottery.
           not_at('Nissan', 6),  # The person who drives a Nissan cannot be found at position 6.
           same('librarian', 'kefir'),  # The librarian and the person whose drink is kefir are the same person.
           differ('plums', 'Pall Mall'),  # The one who eats plums and the person who smokes Pall Mall are not the same person.
           same('Blue Master', 'ferret'),  # The Blue Master smoker owns a ferret.
           apart('netball', 'pottery'),  # The person who plays netball is not adjacent to the pottery enthusiast, and they are two different people.
           between('cello', 'ramen', 'florist'),  # The cellist is located somewhere between the ramen lover and the person who works as a florist.
           next_to('handball', 'cello'),  # The handball player and the person who plays the cello are adjacent.
           same('Oren', 'figs'),  # Oren eats figs.
           same('cherries', 'Cohiba'),  # The one who eats cherries and the Cohiba smoker are the same person.
           next_to('Fenella', 'risotto'),  # The risotto lover and Fenella are adjacent.
           somewhere_left('soul', 'figs'),  # The position of the one who likes soul is lower than the position of the one who eats figs.
           neither('florist', 'Audi', 'chess'),  # The florist is neither the owner of the Audi nor the person whose hobby is chess.
           all_of(next_to('lemonade', 'dentist'), next_to('lemonade', 'chef'), differ('dentist', 'chef')),  # The person who drinks lemonade is located directly between the chef and the person who works as a dentist, with one on each side.
           next_to('kiwis', 'Peruvian'),  # The person who likes kiwis and the person from Peru are adjacent.
           next_to('techno', 'banjo'),  # The person who listens to techno and the person who plays the banjo are adjacent.
           next_to('Jeep', 'Kwame'),  # The Jeep driver and Kwame are adjacent.
           same('Kwame', 'nurse'),  # Kwame is a nurse.
           of_two('hamster', 'kiwis', 'Davidoff', 'Jeep'),  # The person who keeps a hamster and the one who eats kiwis are the person who smokes Davidoff and the person who drives a Jeep, though not necessarily in that order.
           at('ramen', 5),  # The person who loves ramen occupies position 5.
           all_of(next_to('hip-hop', 'ferret'), next_to('hip-hop', 'hamster'), differ('ferret', 'hamster')),  # The hip-hop fan is located directly between the person who keeps a ferret and the hamster owner, with one on each side.
           somewhere_left('piano', 'Gunnar'),  # The position of the person who plays the piano is lower than the position of Gunnar.
           right('apricots', 'Kia'),  # The person who likes apricots is located immediately right of the Kia driver.
           either('Priya', 'jazz', 'punk'),  # Priya is either the jazz fan or the punk fan.
           ends('hamster'),  # The person who keeps a hamster is at the far left or the far right.
           right('origami', 'Liesel'),  # The origami enthusiast is located immediately right of Liesel.
           same('techno', 'gecko'),  # The one who likes techno owns a gecko.
           next_to('metal', 'iguana'),  # The person who listens to metal and the person who keeps an iguana are adjacent.
           between_in_order('netball', 'tacos', 'disco'),  # The person who loves tacos, the netball player and the one who likes disco stand in that order from left to right, not necessarily next to each other.
           same('Cohiba', 'rabbit'),  # The person who smokes Cohiba and the one who owns a rabbit are the same person.
           same('squash', 'Greek'),  # The squash player comes from Greece.
           apart('cherries', 'disco'),  # The disco fan is not adjacent to the one who eats cherries, and they are two different people.
           same('cherries', 'rabbit'),  # The person who eats cherries and the rabbit owner are the same person.
           gap('baking', 'folk', 3),  # The positions of the person who listens to folk and the person whose hobby is baking differ by exactly 3.
           same('rabbit', 'accordion'),  # The one who owns a rabbit plays the accordion.
           either('hiking', 'dog', 'hamster'),  # The person whose hobby is hiking is either the person who keeps a dog or the one who owns a hamster.
           same('figs', 'pilot'),  # The one who eats figs and the person who works as a pilot are the same person.
           same('Audi', 'milk'),  # The person who drives an Audi and the milk drinker are the same person.
           at('parrot', 2),  # The person who keeps a parrot occupies position 2.
           either('risotto', 'hip-hop', 'techno'),  # The risotto lover is either the hip-hop fan or the one who likes techno.
           between_in_order('librarian', 'violin', 'hamster'),  # The violinist, the librarian and the one who owns a hamster stand in that order from left to right, not necessarily next to each other.
           left('dumplings', 'electrician'),  # The electrician is located immediately right of the person who loves dumplings.
           even('chef'),  # The position of the person who works as a chef is an even number.
           same('Skoda', 'chess'),  # The Skoda driver and the person whose hobby is chess are the same person.
           either('Turk', 'Pall Mall', 'Romeo'),  # The Turk is either the person who smokes Pall Mall or the Romeo smoker.
           between('knitting', 'cherries', 'Gunnar'),  # The person whose hobby is knitting is located somewhere between Gunnar and the one who eats cherries.
           same('golf', 'trumpet'),  # The golf player plays the trumpet.
           of_two('lacrosse', 'rabbit', 'Dane', 'violin'),  # The person who plays lacrosse and the rabbit owner are the person from Denmark and the person who plays the violin, though not necessarily in that order.
           neither('piano', 'techno', 'tea'),  # The person who plays the piano is neither the techno fan nor the person who drinks tea.
           differ('trumpet', 'Nigerian'),  # The trumpeter and the Nigerian person are not the same person.
           left('pizza', 3),  # The person whose favourite food is pizza is located immediately left of the person at position 3.
           gap('kiwis', 'Partagas', 5),  # The positions of the person who likes kiwis and the Partagas smoker differ by exactly 5.
           at('Blue Master', 6),  # The person at the 6th position smokes Blue Master.
           at('kiwis', 2),  # The person who likes kiwis can be found at position 2.
           same('pottery', 'lemonade'),  # The pottery enthusiast drinks lemonade.
           gap('pears', 'Oren', 3),  # The positions of the person who likes pears and Oren differ by exactly 3.
           between_in_order('goulash', 'punk', 'baking'),  # The punk fan, the person whose favourite food is goulash and the person whose hobby is baking stand in that order from left to right, not necessarily next to each other.
           somewhere_left('Oren', 'Blue Master'),  # The position of the person who smokes Blue Master is higher than the position of Oren.
           of_two('pottery', 'tacos', 'Tesla', 'florist'),  # The pottery enthusiast and the person whose favourite food is tacos are the Tesla driver and the florist, though not necessarily in that order.
           odd('Swede'),  # The position of the Swede is an odd number.
           between('water', 'kiwis', 'cocoa'),  # The person who drinks water is located somewhere between the person who likes kiwis and the person who drinks cocoa.
           left('Dane', 'apricots'),  # The Danish person is located immediately left of the person who eats apricots.
           left('pottery', 'Chilean'),  # The person from Chile is located immediately right of the pottery enthusiast.
           right('baseball', 'Audi'),  # The person who plays baseball is located immediately right of the Audi driver.
           right('Dunhill', 'Priya'),  # Priya is located immediately left of the person who smokes Dunhill.
           at('soda', 6),  # The person at the 6th position drinks soda.
           at('milk', 3),  # The person who drinks milk occupies position 3.
           between_in_order('banjo', 'punk', 'pilot'),  # The person who listens to punk, the banjo player and the pilot stand in that order from left to right, not necessarily next to each other.
           same('lasagna', 'Toyota'),  # The lasagna lover drives a Toyota.
           gap('Toyota', 'Nissan', 3),  # The positions of the Nissan driver and the Toyota driver differ by exactly 3.
           all_of(next_to('librarian', 'Bronwen'), next_to('librarian', 'Oren'), differ('Bronwen', 'Oren')),  # The librarian is located directly between Bronwen and Oren, with one on each side.
           between('cello', 'lacrosse', 'handball'),  # The person who plays the cello is located somewhere between the handball player and the person who plays lacrosse.
           next_to('Pall Mall', 'baseball'),  # The Pall Mall smoker and the baseball player are adjacent.
           next_to('rabbit', 'Kenyan'),  # The person who keeps a rabbit and the person from Kenya are adjacent.
           neither('baking', 'golf', 'soul'),  # The person whose hobby is baking is neither the person who plays golf nor the person who listens to soul.
           same('dumplings', 'apricots'),  # The person who loves dumplings and the person who likes apricots are the same person.
           same('Peruvian', 'goulash'),  # The Peruvian person likes to eat goulash.
           left('lychees', 'Jeep'),  # The person who likes lychees is located immediately left of the Jeep driver.
           somewhere_left('piano', 'apricots'),  # The position of the one who eats apricots is higher than the position of the pianist.
           somewhere_left('Jeep', 'falafel'),  # The person who drives a Jeep is located somewhere left of the person whose favourite food is falafel.
           between('clarinet', 'Mazda', 'Bronwen'),  # The clarinet player is located somewhere between the person who drives a Mazda and Bronwen.
           apart('cherries', 'dentist'),  # The person who works as a dentist is not adjacent to the person who eats cherries, and they are two different people.
           same('dentist', 'cocoa'),  # The person who works as a dentist and the person whose drink is cocoa are the same person.
       ],
       herrings={
           14: 'The person who arrived late works as a florist.',
           67: 'The person with a tattoo can be found at position 6.',
           74: 'The left-handed person is located somewhere left of the person who listens to soul.',
           87: 'The librarian wears a striped scarf.',
           88: 'The person with freckles occupies position 7.',
           91: 'The position of the person carrying an umbrella is lower than the position of Fenella.',
           92: 'The person who snores occupies position 7.',
       },
       questions=[ask_value('Name', 'parrot')])

# w213-lines-bus-queue.txt
puzzle('w213-lines-bus-queue', family='lines', layout="queue from the front, 'N)' clues, herrings, 5x7", noun='place', n=5,
       cats={
           'Nationality': ['Nigerian', 'Scot', 'Turk', 'Dane', 'Swede'],
           'Pet': ['parrot', 'rabbit', 'gecko', 'canary', 'cat'],
           'Drink': ['milk', 'kefir', 'tea', 'soda', 'cocoa'],
           'Hobby': ['photography', 'baking', 'birdwatching', 'origami', 'pottery'],
           'Food': ['tacos', 'lasagna', 'pizza', 'ramen', 'falafel'],
           'Colour': ['white', 'yellow', 'black', 'red', 'brown'],
           'Book': ['history', 'fantasy', 'travel', 'cookery', 'mystery']},
       clues=[
           same('ramen', 'mystery'),  # The person who loves ramen is the one who likes mystery books.
           next_to('Swede', 'falafel'),  # The person from Sweden and the person who loves falafel are adjacent in the queue.
           neither('tacos', 'gecko', 'brown'),  # The person whose favourite food is tacos is neither the gecko owner nor the one dressed in brown.
           somewhere_left('Dane', 'cat'),  # The cat owner is somewhere behind the Dane.
           right('milk', 'red'),  # The person who drinks milk is directly behind the one dressed in red.
           right('travel', 'parrot'),  # The person who reads travel books is ranked 1 place behind the person who keeps a parrot.
           at('mystery', 2),  # The person in place 2 reads mystery books.
           same('tacos', 'cookery'),  # The tacos lover is the cookery reader.
           somewhere_left('parrot', 'Nigerian'),  # The Nigerian is somewhere behind the one who owns a parrot.
           same('Scot', 'white'),  # The Scottish person is the person in white.
           somewhere_left('tea', 'canary'),  # The canary owner is somewhere behind the person who drinks tea.
           next_to('white', 'Swede'),  # The person in white and the Swedish person are adjacent in the queue.
           same('white', 'fantasy'),  # The person in white reads fantasy books.
           at('pizza', 3),  # The person whose favourite food is pizza is in place 3.
           same('origami', 'black'),  # The person who enjoys origami wears black.
           between('soda', 'fantasy', 'black'),  # The soda drinker is somewhere between the person in black and the one who likes fantasy books in the queue.
           ends('tacos'),  # The person whose favourite food is tacos is either first or last in the queue.
           same('white', 'rabbit'),  # The person in white owns a rabbit.
           gap('falafel', 'birdwatching', 2),  # There is one person between the falafel lover and the birdwatching enthusiast in the queue.
           offset('cat', 'baking', -2),  # The baking enthusiast is ranked 2 places behind the person who keeps a cat.
           either('Dane', 'tea', 'cocoa'),  # The Dane is either the tea drinker or the person whose drink is cocoa.
           same('cocoa', 'Swede'),  # The person who drinks cocoa is the Swede.
           next_to('Turk', 'ramen'),  # The Turkish person is next to the person whose favourite food is ramen in the queue.
           next_to('pottery', 'travel'),  # The person who enjoys pottery and the one who likes travel books are adjacent in the queue.
       ],
       herrings={
           22: 'The person who speaks Welsh is third in the queue.',
           23: 'The person chewing gum is dressed in red.',
       },
       questions=[ask_value('Hobby', 'Nigerian')])

# w214-lines-bench-seven.txt
puzzle('w214-lines-bench-seven', family='lines', layout="'Pets: ...' lines, 'N)' clues, bench seats, herrings, 7x15, no question", noun='seat', n=7,
       cats={
           'Nationality': ['Maltese', 'Greek', 'Thai', 'Nigerian', 'Turk', 'Pole', 'Icelander'],
           'Pet': ['cat', 'tortoise', 'rabbit', 'gecko', 'dog', 'goldfish', 'canary'],
           'Drink': ['tea', 'milk', 'water', 'kombucha', 'soda', 'lemonade', 'coffee'],
           'Sport': ['cricket', 'lacrosse', 'netball', 'hockey', 'tennis', 'squash', 'baseball'],
           'Hobby': ['juggling', 'chess', 'baking', 'gardening', 'origami', 'knitting', 'pottery'],
           'Food': ['tacos', 'goulash', 'sushi', 'pizza', 'paella', 'dumplings', 'ramen'],
           'Car': ['Nissan', 'Honda', 'Volvo', 'Audi', 'Fiat', 'Ford', 'Jeep'],
           'Music': ['techno', 'reggae', 'opera', 'hip-hop', 'disco', 'folk', 'soul'],
           'Job': ['architect', 'chef', 'dentist', 'electrician', 'pilot', 'florist', 'baker'],
           'Flower': ['roses', 'orchids', 'marigolds', 'lilies', 'carnations', 'dahlias', 'poppies'],
           'Instrument': ['drums', 'harp', 'violin', 'piano', 'trumpet', 'cello', 'banjo'],
           'Book': ['poetry', 'self-help', 'biography', 'travel', 'cookery', 'philosophy', 'science fiction'],
           'Fruit': ['plums', 'lychees', 'kiwis', 'figs', 'apricots', 'grapes', 'mangoes'],
           'Cigar': ['Partagas', 'Cohiba', 'Blends', 'Prince', 'Romeo', 'Dunhill', 'Montecristo'],
           'Vacation': ['Oslo', 'Rome', 'Sydney', 'Kyoto', 'Reykjavik', 'Prague', 'Tokyo']},
       clues=[
           same('roses', 'baking'),  # The one who grows roses is the person whose hobby is baking.
           right('Maltese', 'ramen'),  # The person from Malta sits directly to the right of the person whose favourite food is ramen.
           left('Thai', 'science fiction'),  # The Thai sits directly to the left of the person who reads science fiction books.
           somewhere_left('grapes', 'disco'),  # The disco fan sits somewhere to the right of the one who eats grapes.
           of_two('Reykjavik', 'folk', 'water', 'lilies'),  # Of the person who wants to visit Reykjavik and the folk fan, one is the person whose drink is water and the other is the person who grows lilies.
           same('pottery', 'piano'),  # The person whose hobby is pottery is the pianist.
           middle('roses'),  # The person growing roses does not sit at an end of the bench.
           differ('origami', 'carnations'),  # The origami enthusiast does not grow carnations.
           somewhere_left('Honda', 'reggae'),  # The person who drives a Honda sits somewhere to the left of the one who likes reggae.
           same('hip-hop', 'figs'),  # The one who likes hip-hop eats figs.
           same('hockey', 'Pole'),  # The hockey player comes from Poland.
           apart('plums', 'mangoes'),  # The person who eats plums and the person who eats mangoes do not sit next to each other, and they are different people.
           same('science fiction', 'folk'),  # The science fiction reader is a fan of folk.
           next_to('kombucha', 'harp'),  # The harp player and the person who drinks kombucha sit next to each other.
           gap('Montecristo', 'lemonade', 3),  # The person whose drink is lemonade and the Montecristo smoker sit with exactly two people between them.
           next_to('Greek', 'dog'),  # The person from Greece and the dog owner sit next to each other.
           same('juggling', 'apricots'),  # The person who enjoys juggling is the person who eats apricots.
           left('poetry', 'dumplings'),  # The person who loves dumplings sits directly to the right of the person who reads poetry books.
           same('tortoise', 'Fiat'),  # The tortoise owner is the owner of the Fiat.
           apart('reggae', 'banjo'),  # The banjo player and the reggae fan do not sit next to each other, and they are different people.
           same('milk', 'electrician'),  # The milk drinker works as an electrician.
           same('chef', 'dahlias'),  # The chef grows dahlias.
           apart('orchids', 'plums'),  # The person who eats plums and the person who grows orchids do not sit next to each other, and they are different people.
           same('Nigerian', 'Montecristo'),  # The person from Nigeria smokes Montecristo.
           at('electrician', 3),  # The electrician sits in seat 3.
           at('orchids', 2),  # The person in the second seat grows orchids.
           somewhere_left('Blends', 'netball'),  # The Blends smoker sits somewhere to the left of the person who plays netball.
           either('netball', 'hip-hop', 'disco'),  # The netball player is either the one who likes hip-hop or the one who likes disco.
           somewhere_left('hip-hop', 3),  # The one who likes hip-hop sits somewhere to the left of the person in the third seat.
           not_at('opera', 2),  # The one who likes opera is not in the second seat.
           somewhere_left('harp', 'science fiction'),  # The one who likes science fiction books sits somewhere to the right of the harp player.
           apart('Honda', 'chess'),  # The person whose hobby is chess and the person who drives a Honda do not sit next to each other, and they are different people.
           right('Dunhill', 1),  # The Dunhill smoker sits directly to the right of the person in the first seat.
           middle('water'),  # The person who drinks water does not sit at an end of the bench.
           same('water', 'disco'),  # The person whose drink is water is a fan of disco.
           between('lychees', 'pottery', 'chef'),  # The person who likes lychees sits somewhere between the chef and the pottery enthusiast.
           apart('orchids', 'lacrosse'),  # The lacrosse player and the person who grows orchids do not sit next to each other, and they are different people.
           at('Romeo', 4),  # The person who smokes Romeo is in the fourth seat.
           either('Honda', 'Kyoto', 'Sydney'),  # The person who drives a Honda is either the person who wants to visit Kyoto or the one going on vacation to Sydney.
           at('Prague', 2),  # The person who wants to visit Prague sits in seat 2.
           same('tennis', 'florist'),  # The tennis player is the person who works as a florist.
           same('knitting', 'paella'),  # The person whose hobby is knitting is the person who loves paella.
           next_to('dahlias', 'baseball'),  # The one who grows dahlias and the person who plays baseball sit next to each other.
           even('tacos'),  # The person whose favourite food is tacos sits in an even-numbered seat.
           all_of(same('Prince', 'chef'), ends('Prince')),  # The Prince smoker is a chef and sits at one end of the bench.
           same('Icelander', 'Reykjavik'),  # The Icelander is the person planning a trip to Reykjavik.
           middle('sushi'),  # The person who loves sushi does not sit at an end of the bench.
           same('tortoise', 'pizza'),  # The one who owns a tortoise is the person whose favourite food is pizza.
           somewhere_left('science fiction', 'violin'),  # The violinist sits somewhere to the right of the person who reads science fiction books.
           left('Audi', 'figs'),  # The one who eats figs sits directly to the right of the person who drives an Audi.
           not_at('cookery', 2),  # The person who reads cookery books is not in the second seat.
           next_to('dentist', 'harp'),  # The harp player and the person who works as a dentist sit next to each other.
           somewhere_left('dentist', 'self-help'),  # The dentist sits somewhere to the left of the one who likes self-help books.
           at('Nigerian', 3),  # The person in the third seat is Nigerian.
           same('Partagas', 'philosophy'),  # The Partagas smoker reads philosophy books.
           same('Reykjavik', 'Volvo'),  # The one going on vacation to Reykjavik is the person who drives a Volvo.
           of_two('marigolds', 'self-help', 'piano', 'banjo'),  # Of the person who grows marigolds and the person who reads self-help books, one is the pianist and the other is the banjo player.
           between('Nigerian', 'poppies', 'florist'),  # The person from Nigeria sits somewhere between the florist and the one who grows poppies.
           of_two('tacos', 'ramen', 'kiwis', 'architect'),  # Of the person whose favourite food is tacos and the person who loves ramen, one is the person who eats kiwis and the other is the architect.
           same('goulash', 'roses'),  # The person who loves goulash is the person who grows roses.
           next_to('gecko', 'self-help'),  # The person who reads self-help books and the gecko owner sit next to each other.
           somewhere_left('harp', 'rabbit'),  # The person who keeps a rabbit sits somewhere to the right of the harp player.
           same('cricket', 'chef'),  # The person who plays cricket is the chef.
           somewhere_left('tea', 'violin'),  # The violinist sits somewhere to the right of the person whose drink is tea.
           all_of(same('cat', 'travel'), ends('cat')),  # The one who owns a cat reads travel books and sits at one end of the bench.
           either('florist', 'Icelander', 'Turk'),  # The florist is either the Icelander or the Turk.
           same('Kyoto', 'roses'),  # The person who wants to visit Kyoto is the person growing roses.
           all_of(same('Tokyo', 'dumplings'), ends('Tokyo')),  # The one going on vacation to Tokyo likes to eat dumplings and sits at one end of the bench.
           same('Blends', 'soda'),  # The person who smokes Blends is the person who drinks soda.
           between('Maltese', 'gecko', 'Greek'),  # The Maltese person sits somewhere between the Greek person and the gecko owner.
           of_two('grapes', 'Greek', 'pilot', 'coffee'),  # Of the one who eats grapes and the Greek, one is the pilot and the other is the person who drinks coffee.
           gap('soul', 'Maltese', 2),  # The Maltese person and the person who listens to soul sit with exactly one person between them.
           next_to('dahlias', 'roses'),  # The one who grows roses and the one who grows dahlias sit next to each other.
           right('Nissan', 'Maltese'),  # The Maltese sits directly to the left of the Nissan driver.
           apart('Oslo', 'Ford'),  # The Ford driver and the one going on vacation to Oslo do not sit next to each other, and they are different people.
           all_of(same('drums', 'rabbit'), ends('drums')),  # The drummer keeps a rabbit and sits at one end of the bench.
           same('Nissan', 'cricket'),  # The Nissan driver is the person who plays cricket.
           differ('dahlias', 'chess'),  # The one who grows dahlias does not have chess as a hobby.
           apart('drums', 'Honda'),  # The owner of the Honda and the drummer do not sit next to each other, and they are different people.
           same('canary', 'trumpet'),  # The one who owns a canary is the trumpeter.
           all_of(same('harp', 'travel'), ends('harp')),  # The harp player reads travel books and sits at one end of the bench.
           right('cello', 'Rome'),  # The cellist sits directly to the right of the person who wants to visit Rome.
           same('reggae', 'violin'),  # The one who likes reggae is the person who plays the violin.
           apart('Pole', 'opera'),  # The Polish person and the one who likes opera do not sit next to each other, and they are different people.
           right('Ford', 'mangoes'),  # The one who eats mangoes sits directly to the left of the Ford driver.
       ],
       herrings={
           1: 'The person who snores keeps a dog.',
           7: 'The person in the striped scarf sits somewhere to the right of the drummer.',
           8: 'The person wearing glasses sits in seat 5.',
           14: 'The person who speaks Welsh is in the sixth seat.',
           20: 'The person with a tattoo is in the second seat.',
           23: 'The person with freckles sits in seat 1.',
           33: 'The person chewing gum sits somewhere to the left of the person who likes kiwis.',
       },
       questions=[])


# ------------------------------------------------------------ fourth blind set, synonym houses with herrings (w215-w224)
# ------------------------------------------------------------ blind4/c: house puzzles with synonyms and red herrings

# w215-houses-classic-synonyms.txt
puzzle("w215-houses-classic-synonyms", family="houses", layout="title, 'Colours:' lists, numbered clues with synonyms, two questions", noun="house", n=5,
       cats={"Colour": ["red", "green", "white", "yellow", "blue"],
             "Country": ["Norway", "Sweden", "Denmark", "Germany", "Ireland"],
             "Pet": ["dog", "cat", "bird", "fish", "horse"],
             "Drink": ["tea", "coffee", "milk", "beer", "water"],
             "Hobby": ["painting", "reading", "gardening", "cooking", "cycling"]},
       clues=[same("Ireland", "red"),            # 1 Irishwoman / scarlet
              same("Sweden", "dog"),             # 2 Swede / pooch
              same("Denmark", "tea"),            # 3
              left("green", "white"),            # 4 emerald immediately left of white
              same("green", "coffee"),           # 5
              same("cycling", "horse"),          # 6 cyclist / pony
              same("painting", "yellow"),        # 8 painter / canary-yellow
              at("milk", 3),                     # 9
              at("Norway", 1),                   # 10
              same("cooking", "beer"),           # 11 cook / lager
              next_to("Norway", "blue"),         # 13
              same("fish", "gardening"),         # 14 goldfish / gardener
              next_to("water", "cycling"),       # 15
              next_to("horse", "cat"),           # 17 kitten
              same("reading", "bird"),           # 18 bookworm / budgie
              same("bird", "milk")],             # 20
       herrings={7: "Cats are mammals, of course.",
                 12: "The Dane has red hair.",
                 16: "Norwegians are famously fond of skiing.",
                 19: "The gardener and the Swede are old school friends."},
       questions=[ask_value("Country", "fish"), ask_value("Country", "water")])

# w216-houses-tents.txt
puzzle("w216-houses-tents", family="houses", layout="title and one prose paragraph, 2x2, tents", noun="tent", n=2,
       cats={"Instrument": ["guitar", "harmonica"],
             "Drink": ["cocoa", "lemonade"]},
       clues=[at("harmonica", 1),                # mouth organ in the left-hand tent
              differ("cocoa", "guitar")],        # hot-chocolate drinker is not the guitarist
       herrings={5: "Harmonicas fit easily into a pocket.",
                 7: "Lemonade tastes best ice cold."},
       questions=[ask_value("Drink", "guitar")])

# w217-houses-terrace.txt
puzzle("w217-houses-terrace", family="houses", layout="bulleted categories, bulleted clues, terrace, no question", noun="house", n=4,
       cats={"Occupation": ["baker", "doctor", "teacher", "plumber"],
             "Flower": ["roses", "tulips", "daisies", "lilies"],
             "Pet": ["dog", "cat", "rabbit", "hamster"]},
       clues=[same("baker", "lilies"),           # 1 bakes bread for a living
              ends("doctor"),                    # 2 physician at one end
              next_to("rabbit", "cat"),          # 3 bunny / kitty
              right("plumber", "teacher"),       # 4 fixes pipes / schoolteacher
              left("dog", "lilies"),             # 6 puppy / lily bed
              same("doctor", "daisies"),         # 7
              somewhere_left("tulips", "roses"), # 9
              ends("rabbit"),                    # 10
              somewhere_left("hamster", "dog")], # 12
       herrings={5: "Roses need plenty of sunshine.",
                 8: "The teacher has a bushy beard.",
                 11: "The doctor and the baker often have lunch together."})

# w218-houses-lake-cabins.txt
puzzle("w218-houses-lake-cabins", family="houses", layout="prose categories in parentheses, 'Clue 1:' lines, cabins", noun="cabin", n=3,
       cats={"Name": ["Ada", "Ben", "Cleo"],
             "Pastime": ["fishing", "hiking", "sketching"],
             "Breakfast": ["porridge", "pancakes", "eggs"]},
       clues=[somewhere_right("fishing", "hiking"),  # 1 angler / rambler
              differ("Ada", "porridge"),             # 2 oatmeal
              same("sketching", "pancakes"),         # 4 draws / hotcakes
              ends("Ben"),                           # 5
              next_to("Cleo", "Ben"),                # 6
              somewhere_left("eggs", "Ada"),         # 7
              differ("Cleo", "eggs")],               # 9
       herrings={3: "Bears are sometimes seen near the lake in autumn.",
                 8: "Cleo has been coming to this lake since she was a girl."},
       questions=[ask_position("fishing")])

# w219-houses-jetty-boats.txt
puzzle("w219-houses-jetty-boats", family="houses", layout="one prose paragraph, boats in berths, no question", noun="berth", n=4,
       cats={"Skipper": ["Dutch", "French", "Greek", "Italian"],
             "Hull": ["white", "blue", "green", "red"],
             "Pet": ["parrot", "cat", "dog", "goat"],
             "Drink": ["rum", "wine", "cider", "beer"]},
       clues=[same("parrot", "blue"),            # 3 feathered passenger
              same("Dutch", "red"),              # 4 from the Netherlands / scarlet
              at("French", 4),                   # 5 right-hand end
              right("rum", "beer"),              # 7 ale
              same("Greek", "goat"),             # 8 billy goat
              next_to("cat", "blue"),            # 9 moggy
              differ("cider", "white"),          # 10
              same("dog", "green"),              # 12 pooch / emerald
              somewhere_left("white", "green"),  # 14
              ends("Greek"),                     # 15
              same("rum", "parrot"),             # 16
              next_to("Dutch", "Greek")],        # 17
       herrings={6: "Italians are famous for their coffee.",
                 11: "Goats will eat almost anything.",
                 13: "The Dutch skipper has sailed round the world twice."})

# w220-houses-elm-road.txt
puzzle("w220-houses-elm-road", family="houses", layout="'Jobs:' lists, '1)' clues, British wording, two questions", noun="house", n=5,
       cats={"Job": ["doctor", "teacher", "lawyer", "chef", "builder"],
             "Sport": ["soccer", "rugby", "cricket", "tennis", "swimming"],
             "Door": ["red", "blue", "green", "black", "yellow"],
             "Car": ["Ford", "Vauxhall", "Volvo", "Mini", "Jaguar"]},
       clues=[same("doctor", "red"),             # 1 GP / pillar-box red
              same("lawyer", "rugby"),           # 2 solicitor / rugger
              right("soccer", "Jaguar"),         # 3 football / Jag
              same("teacher", "tennis"),         # 4
              at("Mini", 2),                     # 5 number 2
              left("swimming", "lawyer"),        # 7
              same("chef", "yellow"),            # 8 cook
              next_to("green", "red"),           # 9
              at("black", 3),                    # 11
              same("teacher", "Vauxhall"),       # 12
              same("Jaguar", "black"),           # 13
              not_next("Volvo", "Ford"),         # 14
              same("doctor", "swimming"),        # 16
              same("builder", "Ford")],          # 17
       herrings={6: "Cricket is only played in summer round here.",
                 10: "The doctor supports Arsenal.",
                 15: "The builder's brother drives a Volvo."},
       questions=[ask_position("doctor"), ask_value("Job", "Volvo")])

# w221-houses-music-cottages.txt
puzzle("w221-houses-music-cottages", family="houses", layout="story intro, categories in parentheses, numbered clues, west to east, two questions", noun="cottage", n=4,
       cats={"Country": ["Spain", "Japan", "Brazil", "Canada"],
             "Instrument": ["piano", "violin", "drums", "guitar"],
             "Music": ["jazz", "rock", "classical", "reggae"],
             "Drink": ["tea", "coffee", "milk", "juice"]},
       clues=[at("Canada", 1),                   # 1 westernmost
              same("violin", "classical"),       # 2 fiddler
              right("piano", "jazz"),            # 3 directly east of
              same("Brazil", "coffee"),          # 4
              same("drums", "reggae"),           # 6
              same("Japan", "milk"),             # 7
              next_to("guitar", "violin"),       # 8
              next_to("juice", "Japan"),         # 9 orange-juice
              next_to("Japan", "violin"),        # 11 violinist
              same("tea", "violin")],            # 12
       herrings={5: "Brazilians are famous for samba.",
                 10: "The drummer and the pianist rehearse together every Friday.",
                 13: "The guitarist's cottage has a blue door."},
       questions=[ask_value("Country", "violin"), ask_position("drums")])

# w222-houses-west-lane.txt
puzzle("w222-houses-west-lane", family="houses", layout="'Each house has a different X:' lines, '*' bullet clues, west to east, no question", noun="house", n=5,
       cats={"Resident": ["Swede", "Dane", "Pole", "Scot", "Finn"],
             "Colour": ["grey", "pink", "orange", "purple", "brown"],
             "Drink": ["tea", "coffee", "milk", "juice", "cocoa"],
             "Pet": ["hamster", "rabbit", "tortoise", "snake", "parrot"],
             "Clothing": ["hat", "scarf", "gloves", "boots", "coat"]},
       clues=[same("Swede", "purple"),           # 1 from Sweden / violet
              at("Dane", 5),                     # 2 from Denmark / eastern end
              same("Pole", "hat"),               # 3 Polish / bobble hat
              at("grey", 1),                     # 4 slate-grey / western end
              at("milk", 3),                     # 5
              same("tea", "hamster"),            # 7 cuppa
              same("boots", "snake"),            # 8 wellies / serpent
              right("rabbit", "parrot"),         # 9 bunny immediately east of
              left("pink", "orange"),            # 10 rose-pink directly west of
              next_to("cocoa", "coffee"),        # 11 hot chocolate
              left("coat", "scarf"),             # 13 overcoat directly west of
              same("tortoise", "brown"),         # 14 chocolate-brown
              same("juice", "gloves"),           # 15 orange juice
              same("parrot", "purple"),          # 17 violet
              same("Finn", "milk"),              # 18 from Finland
              same("coffee", "boots")],          # 19 wellies
       herrings={6: "Scots are said to love porridge.",
                 12: "The Finnish resident is good friends with the tortoise's owner.",
                 16: "Purple was once a colour reserved for royalty."})

# w223-houses-three-snacks.txt
puzzle("w223-houses-three-snacks", family="houses", layout="prose categories and prose clues, one question", noun="house", n=3,
       cats={"Name": ["Priya", "Tom", "Wen"],
             "Colour": ["red", "blue", "green"],
             "Sport": ["swimming", "running", "cycling"],
             "Snack": ["apples", "crisps", "biscuits"]},
       clues=[same("running", "apples"),         # 5 jogger
              same("Priya", "red"),              # 6 crimson
              at("biscuits", 2),                 # 8 cookie lover
              left("cycling", "swimming"),       # 9
              differ("crisps", "green"),         # 10 potato chips
              differ("Tom", "blue"),             # 11 sky-blue
              same("swimming", "red"),           # 13 crimson
              somewhere_right("running", "cycling")],  # 14 runner
       herrings={7: "Tom's sister is a champion swimmer.",
                 12: "Apples are grown all over this valley."},
       questions=[ask_value("Name", "crisps")])

# w224-houses-bramble-hill.txt
puzzle("w224-houses-bramble-hill", family="houses", layout="title, 'Names:' lists, '(1)' clues, no question", noun="house", n=4,
       cats={"Name": ["Greta", "Hugo", "Iris", "Jonas"],
             "Car": ["Volkswagen", "Mercedes", "Toyota", "Ford"],
             "Job": ["nurse", "pilot", "chef", "farmer"],
             "Pet": ["dog", "cat", "bird", "fish"],
             "Drink": ["coffee", "tea", "water", "juice"]},
       clues=[at("dog", 1),                      # 1 hound
              same("Mercedes", "pilot"),         # 2 Merc / aviator
              same("Jonas", "Volkswagen"),       # 3 VW
              next_to("cat", "bird"),            # 4 moggy / canary
              same("nurse", "coffee"),           # 5
              same("farmer", "Ford"),            # 7
              left("Iris", "Greta"),             # 8
              same("chef", "juice"),             # 9 cooks for a living / orange juice
              next_to("fish", "Ford"),           # 11 goldfish
              somewhere_right("water", "Hugo"),  # 12
              same("dog", "farmer"),             # 13 hound
              ends("cat"),                       # 14 moggy
              next_to("nurse", "farmer"),        # 16
              somewhere_right("Jonas", "Greta")],  # 17
       herrings={6: "Greta has twin sisters.",
                 10: "Fords are very common around here.",
                 15: "The chef and the nurse are cousins."})


# ===================================================================
# fifth blind set, magazine people puzzles (w225-w234)
# ===================================================================


# ------------------------------------------------------------ blind5/a helpers

def ratio(x, y, cat, k):
    """num(cat of X) == k * num(cat of Y)   ("X charged twice as much as Y")."""
    return Clue("ratio", [x, y],
                lambda c, e: _numval(c, e, cat, c.pos(e, 0)) == k * _numval(c, e, cat, c.pos(e, 1)),
                wholecats=[cat])


# ------------------------------------------------------------ family: people (w225-w234)

# w225-people-spa.txt
puzzle("w225-people-spa", family="people", layout="title, categories in parenthesised prose lists, titles (Mrs/Mr/Dr/Ms), '1.' clues, clock times, one two-part question", noun=None, n=4, axis="Client",
       cats={"Client": ["Mrs Abbott", "Mr Brennan", "Dr Chowdhury", "Ms Delaney"],
             "Treatment": ["facial", "hot-stone massage", "reflexology", "seaweed wrap"],
             "Time": ["9:00 am", "9:45 am", "10:30 am", "11:15 am"],
             "Therapist": ["Kerry", "Liam", "Nadia", "Sol"]},
       clues=[diff("Mr Brennan", "seaweed wrap", "Time", -45),                       # 1
              all_of(same("reflexology", "Kerry"), same("reflexology", "11:15 am")),  # 2
              less("Liam", "Nadia", "Time"),                                          # 3
              neither("facial", "Dr Chowdhury", "Mr Brennan"),                        # 4
              of_two("Mrs Abbott", "hot-stone massage", "Nadia", "9:00 am"),          # 5
              all_of(less("Ms Delaney", "Dr Chowdhury", "Time"),                      # 6
                     differ("Ms Delaney", "Sol"))],
       questions=[ask_value("Client", "10:30 am"), ask_value("Therapist", "10:30 am")])

# w226-people-auction.txt
puzzle("w226-people-auction", family="people", layout="title, 'First names:'/'Surnames:' lists, '(1)' clues with a herring, pounds sterling incl. '£1,200', two-part question", noun=None, n=4, axis="First name",
       cats={"First name": ["Edith", "Gordon", "Harriet", "Ivor"],
             "Surname": ["Henderson", "Lomax", "Pryce", "Quayle"],
             "Lot": ["grandfather clock", "rocking horse", "silver teapot", "writing desk"],
             "Price": ["£450", "£600", "£850", "£1,200"]},
       clues=[same("grandfather clock", "£1,200"),                                    # 1
              diff("Harriet", "Lomax", "Price", 250),                                 # 2
              less("rocking horse", "silver teapot", "Price"),                        # 3
              neither("writing desk", "Pryce", "Quayle"),                             # 4
              all_of(differ("Gordon", "Pryce"), less("Edith", "Gordon", "Price")),    # 5
              diff("silver teapot", "Pryce", "Price", 150),                           # 7
              less("Edith", "Henderson", "Price"),                                    # 8
              neither("Ivor", "silver teapot", "grandfather clock")],                 # 9
       herrings={6: "The auctioneer, a retired schoolmaster, wore a red bow tie for the occasion."},
       questions=[ask_value("Surname", "Ivor"), ask_value("Lot", "Ivor")])

# w227-people-swim.txt
puzzle("w227-people-swim", family="people", layout="'Swimmers:' lists, '- ' bullet clues with a herring, ages and lengths, 'The five swimmers are ...', two questions", noun=None, n=5, axis="Swimmer",
       cats={"Swimmer": ["Anneke", "Bernard", "Colm", "Dolores", "Ewan"],
             "Age": ["58", "61", "64", "67", "70"],
             "Lengths": ["20", "24", "28", "32", "36"],
             "Stroke": ["backstroke", "breaststroke", "butterfly", "crawl", "sidestroke"]},
       clues=[same("58", "36"),                                                       # b1
              distinct("Anneke", "70", "24", "crawl", "Colm"),                        # b2
              diff("Dolores", "backstroke", "Age", 6),                                # b3
              diff("sidestroke", "Ewan", "Lengths", -4),                              # b4
              all_of(less("Dolores", "Anneke", "Lengths"),                            # b5
                     less("Anneke", "Dolores", "Age")),
              neither("crawl", "Bernard", "Ewan"),                                    # b7
              diff("Anneke", "Colm", "Age", 6),                                       # b8
              diff("butterfly", "crawl", "Lengths", 8)],                              # b9
       herrings={6: "The pool is kept at 29 degrees, which Bernard says is far too cold."},
       questions=[ask_value("Age", "butterfly"), ask_value("Lengths", "Colm")])

# w228-people-barbecues.txt
puzzle("w228-people-barbecues", family="people", layout="families named as 'the X, Y ... households', categories in prose sentences, '\u2022' clues with a weather herring, dates 'July 4', exactly a week before, either-or-but-not-both, two questions", noun=None, n=4, axis="Family",
       cats={"Family": ["Fairweather", "Lindqvist", "Mahony", "Okafor"],
             "Date": ["July 4", "July 11", "July 19", "July 26"],
             "Food": ["burgers", "jerk chicken", "lamb kebabs", "paella"],
             "Guests": ["12", "16", "20", "25"]},
       clues=[diff("25", "lamb kebabs", "Date", -7),                                  # b1
              all_of(same("Lindqvist", "July 26"), differ("Lindqvist", "paella")),    # b2
              diff("Fairweather", "burgers", "Guests", 4),                            # b3
              all_of(less("Fairweather", "Mahony", "Guests"),                         # b5
                     less("Mahony", "Fairweather", "Date")),
              less("jerk chicken", "paella", "Date"),                                 # b6
              xor(same("Okafor", "July 4"), same("Mahony", "paella"))],               # b7
       herrings={4: "It poured with rain on July 11, but nobody went home early."},
       questions=[ask_value("Family", "paella"), ask_value("Guests", "Okafor")])

# w229-people-guesthouse.txt
puzzle("w229-people-guesthouse", family="people", layout="title, intro prose, clues as two running prose paragraphs with two herrings, rooms named only in the clues, nights, no question", noun=None, n=5, axis="Guest",
       cats={"Guest": ["Mr Ambrose", "Miss Carrow", "the Fenwicks", "Professor Ilves", "Mrs Tolland"],
             "Nights": ["1 night", "2 nights", "3 nights", "5 nights", "7 nights"],
             "Room": ["Heron Room", "Kestrel Room", "Lark Room", "Osprey Room", "Wren Room"]},
       clues=[same("Wren Room", "1 night"),                                           # s6
              diff("Professor Ilves", "Wren Room", "Nights", 1),                      # s6
              same("the Fenwicks", "7 nights"),                                       # s7
              diff("Mrs Tolland", "Mr Ambrose", "Nights", 2),                         # s8
              less("Miss Carrow", "Mr Ambrose", "Nights"),                            # s8
              all_of(less("Heron Room", "Kestrel Room", "Nights"),                    # s10
                     less("Kestrel Room", "Lark Room", "Nights")),
              neither("Heron Room", "Miss Carrow", "Mr Ambrose"),                     # s11
              neither("Osprey Room", "Mr Ambrose", "Mrs Tolland")],                   # s12
       herrings={9: "Breakfast at the Old Forge is served until half past nine.",
                 13: "Mrs Pugh's two spaniels were, as usual, a great hit with everyone."})

# w230-people-quiz.txt
puzzle("w230-people-quiz", family="people", layout="title, real names and quoted nicknames as two categories in prose, '1)' clues with a herring, points, two-part question", noun=None, n=4, axis="Name",
       cats={"Name": ["Fergus", "Gwen", "Hamish", "Isobel"],
             "Nickname": ["Lucky", "Sparky", "The Professor", "Wiki"],
             "Subject": ["geography", "music", "science", "sport"],
             "Points": ["6", "7", "9", "10"]},
       clues=[all_of(same("The Professor", "10"), differ("The Professor", "sport")),  # 1
              diff("Hamish", "Wiki", "Points", -3),                                   # 2
              neither("geography", "Gwen", "Lucky"),                                  # 3
              differ("Fergus", "Lucky"),                                              # 4
              diff("music", "Isobel", "Points", -1),                                  # 5
              diff("sport", "Sparky", "Points", 2),                                   # 7
              less("Fergus", "Gwen", "Points")],                                      # 8
       herrings={6: "The Know-It-Owls have won the Thursday quiz at the Red Lion three times this year."},
       questions=[ask_value("Nickname", "Isobel"), ask_value("Subject", "Isobel")])

# w231-people-vintage-cars.txt
puzzle("w231-people-vintage-cars", family="people", layout="plain-text column table of jumbled values under an OWNER/CAR/YEAR/COLOUR header, 'Clue 1 -' clues, years, 'the green one' for British racing green, one question", noun=None, n=5, axis="Owner",
       cats={"Owner": ["Alf", "Bryony", "Cedric", "Della", "Emrys"],
             "Car": ["Austin-Healey", "Jaguar", "MG", "Morris Minor", "Triumph"],
             "Year": ["1954", "1959", "1963", "1968", "1971"],
             "Colour": ["British racing green", "cream", "maroon", "powder blue", "red"]},
       clues=[same("1954", "cream"),                                                  # 1
              diff("Della", "Jaguar", "Year", -4),                                    # 2
              all_of(same("Triumph", "1971"), differ("Triumph", "maroon")),           # 3
              all_of(differ("Emrys", "British racing green"),                         # 4
                     either("Emrys", "1963", "1968")),
              of_two("Alf", "powder blue", "Morris Minor", "MG"),                     # 5
              all_of(less("Bryony", "Austin-Healey", "Year"),                         # 6
                     less("Austin-Healey", "Cedric", "Year")),
              all_of(less("Morris Minor", "MG", "Year"),                              # 7
                     less("MG", "British racing green", "Year")),
              less("British racing green", "red", "Year")],                           # 8
       questions=[ask_value("Owner", "maroon")])

# w232-people-walkers.txt
puzzle("w232-people-walkers", family="people", layout="no title, one prose paragraph with categories and clues, first names and surnames, 'respectively', 'the latter', a herring, 3x5, two-part question", noun=None, n=3, axis="First name",
       cats={"First name": ["Maureen", "Nigel", "Priti"],
             "Surname": ["Ashworth", "Byrne", "Coates"],
             "Distance": ["42 miles", "55 miles", "61 miles"],
             "Age": ["38", "45", "52"],
             "Charity": ["animal shelter", "hospice", "lifeboats"]},
       clues=[all_of(same("Nigel", "38"), same("Byrne", "45")),                      # s3
              same("52", "61 miles"),                                                 # s4
              diff("Priti", "animal shelter", "Distance", 13),                        # s6
              differ("Maureen", "Ashworth"),                                          # s7
              all_of(differ("Priti", "Coates"), differ("Coates", "hospice"))],        # s8
       herrings={5: "All three wore the same bright orange bibs."},
       questions=[ask_value("Distance", "Coates"), ask_value("Charity", "Coates")])

# w233-people-lemonade.txt
puzzle("w233-people-lemonade", family="people", layout="title, 'You must find' sentence with values in parentheses, 'Clue 1:' clues, cents, 'twice as much', one question", noun=None, n=4, axis="Child",
       cats={"Child": ["Ollie", "Pippa", "Rory", "Saskia"],
             "Price": ["25 cents", "35 cents", "50 cents", "75 cents"],
             "Cups": ["14", "18", "23", "30"],
             "Drink": ["iced tea", "lemonade", "limeade", "pink lemonade"]},
       clues=[same("25 cents", "30"),                                                 # 1
              ratio("Saskia", "Rory", "Price", 2),                                    # 2
              diff("Pippa", "Saskia", "Cups", -4),                                    # 3
              diff("limeade", "pink lemonade", "Price", -10),                         # 4
              differ("Ollie", "iced tea"),                                            # 5
              less("lemonade", "iced tea", "Price")],                                 # 6
       questions=[ask_value("Price", "Pippa")])

# w234-people-trains.txt
puzzle("w234-people-trains", family="people", layout="title, story intro with all values in prose sentences, '1.' clues with a herring, clock times incl. noon and 'half past eleven', pounds, three questions", noun=None, n=5, axis="Passenger",
       cats={"Passenger": ["Vic", "Wilf", "Xanthe", "Yusuf", "Zara"],
             "Destination": ["Bristol", "Carlisle", "Exeter", "Norwich", "York"],
             "Time": ["10:00 am", "11:30 am", "noon", "2:30 pm", "4:15 pm"],
             "Fare": ["£18", "£24", "£31", "£45", "£60"]},
       clues=[all_of(diff("Xanthe", "Wilf", "Time", 120),                            # 1
                     less("Wilf", "Xanthe", "Fare")),
              same("Norwich", "11:30 am"),                                            # 2
              same("£18", "4:15 pm"),                                                 # 3
              diff("Vic", "Bristol", "Fare", 14),                                     # 4
              same("York", "£60"),                                                    # 6
              all_of(less("Zara", "Carlisle", "Time"),                                # 7
                     less("Zara", "Carlisle", "Fare")),
              neither("Yusuf", "Bristol", "Carlisle")],                               # 8
       herrings={5: "The station café had sold out of scones by nine o'clock."},
       questions=[ask_value("Passenger", "Exeter"), ask_value("Time", "Vic"), ask_value("Fare", "Zara")])


# ===================================================================
# fifth blind set, large generated line puzzles (w235-w244)
# ===================================================================

# ---------------------------------------------------------------- local helpers
# Positions are always the numbers the text itself uses (position 1 is
# whatever the text calls 1: the left end, the right end, the front of a
# queue, the winner of a race, the first turn).  "before" = lower number.

just_before = _pairwise("just_before", lambda p, q: p == q - 1)   # pos(X) == pos(Y) - 1
just_after = _pairwise("just_after", lambda p, q: p == q + 1)     # pos(X) == pos(Y) + 1
before = _pairwise("before", lambda p, q: p < q)                  # pos(X) <  pos(Y)
after = _pairwise("after", lambda p, q: p > q)                    # pos(X) >  pos(Y)


def one_at_end(x, y):
    """Of X and Y, exactly one is at an end of the line."""
    return xor(ends(x), ends(y))

# ==== generated puzzles below (written by gen.py) ====

# w235-lines-favourites-photo.txt
puzzle("w235-lines-favourites-photo", family="lines", layout="'Everyone has a different favourite X:' lists, numbered clues, two lettered questions", noun="position", n=5,
       cats={
             "Name": ["Aria", "Bastian", "Chiara", "Dmitri", "Elodie"],
             "Colour": ["amber", "crimson", "indigo", "olive", "turquoise"],
             "Drink": ["cocoa", "espresso", "kombucha", "lemonade", "root beer"],
             "Sport": ["badminton", "curling", "fencing", "rowing", "squash"],
             "Food": ["dumplings", "lasagne", "paella", "ramen", "tacos"],
             "Animal": ["badger", "flamingo", "otter", "panda", "wolf"],
             "Film genre": ["comedy", "documentary", "horror", "musical", "western"],
             "Flower": ["daffodil", "iris", "lavender", "orchid", "peony"]},
       clues=[
           not_at("orchid", 2),
           same("rowing", "turquoise"),
           same("indigo", "musical"),
           somewhere_left("lasagne", "peony"),
           gap("Elodie", "comedy", 2),
           next_to("ramen", "dumplings"),
           either("fencing", "documentary", "musical"),
           somewhere_left("lemonade", "Elodie"),
           same("Elodie", "olive"),
           ends("indigo"),
           same("paella", "espresso"),
           either("western", "indigo", "olive"),
           right("daffodil", "badminton"),
           either("western", "curling", "badminton"),
           between("flamingo", "curling", "turquoise"),
           same("tacos", "turquoise"),
           somewhere_right("lemonade", "kombucha"),
           at("iris", 1),
           gap("crimson", "Aria", 2),
           same("lemonade", "horror"),
           gap("flamingo", "lasagne", 2),
           at("flamingo", 3),
           somewhere_right("olive", "orchid"),
           gap("documentary", "squash", 2),
           not_at("comedy", 3),
           same("badger", "lasagne"),
           not_next("western", "documentary"),
           either("lavender", "badminton", "curling"),
           right("daffodil", "cocoa"),
           not_next("musical", "badger"),
           between("lavender", "fencing", "panda"),
           left("crimson", "rowing"),
           somewhere_right("Chiara", "tacos"),
           right("wolf", "dumplings"),
           somewhere_left("rowing", "horror"),
           same("crimson", "fencing"),
           right("tacos", "kombucha"),
           either("peony", "curling", "rowing"),
           not_next("musical", "Aria"),
           between("flamingo", "kombucha", "daffodil"),
           right("flamingo", "comedy"),
           ends("daffodil"),
           not_at("otter", 3),
           next_to("orchid", "Bastian"),
           differ("Aria", "western"),
           same("rowing", "root beer"),
           ends("crimson"),
           either("musical", "lavender", "daffodil"),
           differ("olive", "curling"),
           same("ramen", "cocoa"),
           gap("lavender", "peony", 2),
           somewhere_left("cocoa", "curling"),
           differ("wolf", "espresso"),
           ends("musical"),
           next_to("root beer", "amber"),
           not_at("squash", 4),
           either("otter", "turquoise", "olive"),
           right("dumplings", "root beer"),
           same("iris", "kombucha"),
       ],
       herrings={
           22: "The person who owns a telescope is at one of the ends.",
           44: "The person who was born in a leap year is immediately to the right of the person whose favourite sport is badminton.",
           47: "The person who sleeps with the window open is not Bastian.",
       },
       questions=[ask_position("Dmitri"), ask_value("Sport", "ramen")])

# w236-lines-bus-stop-spots.txt
puzzle("w236-lines-bus-stop-spots", family="lines", layout="'- Label: values' bullet categories, '- ' bullet clues, spots, one two-part question", noun="spot", n=6,
       cats={
             "Name": ["Farid", "Greta", "Hiroshi", "Ingrid", "Jamal", "Katya"],
             "Nationality": ["Canadian", "Kenyan", "Moroccan", "Peruvian", "Swede", "Vietnamese"],
             "Drink": ["chai", "cider", "mate", "oat latte", "smoothie", "sparkling water"],
             "Sport": ["cricket", "handball", "hockey", "netball", "polo", "volleyball"],
             "Pet": ["ferret", "gecko", "hamster", "parrot", "rabbit", "tortoise"],
             "Bag": ["backpack", "briefcase", "duffel bag", "messenger bag", "suitcase", "tote bag"],
             "Job": ["architect", "chef", "librarian", "nurse", "pilot", "plumber"],
             "Reading": ["biography", "cookbook", "fantasy novel", "poetry collection", "thriller", "travel guide"],
             "Hat": ["beanie", "beret", "bucket hat", "cap", "fedora", "sun hat"],
             "Destination": ["Dublin", "Lisbon", "Oslo", "Prague", "Quito", "Tunis"]},
       clues=[
           between("Ingrid", "cookbook", "sparkling water"),
           left("oat latte", "Dublin"),
           next_to("Farid", "gecko"),
           one_at_end("travel guide", "pilot"),
           left("tote bag", "sun hat"),
           right("suitcase", "hockey"),
           same("Oslo", "Vietnamese"),
           right("chai", "plumber"),
           somewhere_right("handball", "Lisbon"),
           between("Dublin", "Oslo", "mate"),
           somewhere_left("cider", "briefcase"),
           between("ferret", "netball", "nurse"),
           not_at("mate", 1, 5),
           right("smoothie", "Vietnamese"),
           differ("architect", "sparkling water"),
           same("Hiroshi", "hockey"),
           at("tote bag", 1),
           right("netball", "suitcase"),
           left("Lisbon", "thriller"),
           gap("smoothie", "backpack", 3),
           same("plumber", "travel guide"),
           between("nurse", "sparkling water", "mate"),
           left("Dublin", "Jamal"),
           at("Jamal", 6),
           same("architect", "polo"),
           next_to("architect", "thriller"),
           between("cap", "duffel bag", "Jamal"),
           between("bucket hat", "Lisbon", "Dublin"),
           right("bucket hat", "chai"),
           same("cookbook", "fedora"),
           between("bucket hat", "Prague", "Kenyan"),
           next_to("suitcase", "Oslo"),
           differ("tote bag", "Kenyan"),
           gap("cookbook", "Canadian", 3),
           differ("beret", "duffel bag"),
           right("smoothie", "thriller"),
           gap("rabbit", "Vietnamese", 3),
           same("hamster", "fedora"),
           right("nurse", "architect"),
           at("chef", 1),
           next_to("fantasy novel", "Kenyan"),
           left("chai", "tortoise"),
           next_to("Vietnamese", "suitcase"),
           at("fantasy novel", 5),
           somewhere_left("plumber", "ferret"),
           neither("plumber", "tote bag", "Oslo"),
           gap("cricket", "Oslo", 3),
           left("tote bag", "cider"),
           same("Prague", "sparkling water"),
           not_at("briefcase", 3, 5),
           somewhere_left("fantasy novel", "mate"),
           differ("librarian", "Lisbon"),
           same("librarian", "Ingrid"),
           same("backpack", "Tunis"),
           next_to("Katya", "backpack"),
           neither("Canadian", "Jamal", "Prague"),
           same("handball", "suitcase"),
           not_at("ferret", 3, 6),
           left("biography", "Tunis"),
           next_to("Hiroshi", "smoothie"),
           next_to("Prague", "Farid"),
           left("gecko", "Oslo"),
           left("chai", "hockey"),
           same("Peruvian", "parrot"),
           next_to("cookbook", "smoothie"),
           at("Greta", 3),
           not_at("Oslo", 2),
           at("Canadian", 3),
           not_at("travel guide", 3, 6),
           right("backpack", "rabbit"),
           next_to("parrot", "rabbit"),
           gap("cricket", "briefcase", 3),
           between("sun hat", "chef", "cap"),
           between("volleyball", "Katya", "cookbook"),
           same("sparkling water", "beret"),
           same("cookbook", "pilot"),
           between("Lisbon", "sun hat", "bucket hat"),
           left("tortoise", "smoothie"),
           differ("netball", "beanie"),
           gap("travel guide", "Moroccan", 3),
           gap("Quito", "gecko", 3),
       ],
       herrings={
           27: "The person who rides a unicycle is standing in spot 2.",
           36: "The person who owns a telescope stands somewhere to the right of the person drinking cider.",
           43: "The person who wears a wristwatch is standing in spot 1.",
           55: "The person who has never flown is not Farid.",
       },
       questions=[ask_at("Name", 4), ask_value("Drink", "Peruvian")])

# w237-lines-conference-row.txt
puzzle("w237-lines-conference-row", family="lines", layout="markdown table of 18 categories, numbered clues, ordinal positions, three bulleted questions", noun="position", n=7,
       cats={
             "Name": ["Abel", "Bianca", "Cosmo", "Delphine", "Emeka", "Freya", "Gustavo"],
             "Nationality": ["Argentine", "Belgian", "Chilean", "Dane", "Egyptian", "Filipino", "Greek"],
             "Job": ["accountant", "baker", "carpenter", "dentist", "economist", "florist", "geologist"],
             "Drink": ["apple juice", "coffee", "green tea", "hot chocolate", "lemonade", "milk", "sparkling water"],
             "Pet": ["cat", "dog", "ferret", "goldfish", "hamster", "iguana", "parrot"],
             "Sport": ["archery", "basketball", "cycling", "diving", "karate", "skiing", "tennis"],
             "Music": ["blues", "classical", "country", "funk", "hip hop", "jazz", "reggae"],
             "Dish": ["burritos", "curry", "falafel", "lasagne", "pho", "risotto", "sushi"],
             "Shirt": ["beige", "black", "blue", "green", "pink", "purple", "white"],
             "Car": ["Audi", "Citroen", "Honda", "Kia", "Mazda", "Tesla", "Volvo"],
             "Hobby": ["baking", "birdwatching", "chess", "gardening", "knitting", "origami", "pottery"],
             "Film": ["action", "animation", "comedy", "drama", "horror", "romance", "thriller"],
             "Flower": ["carnations", "daisies", "lilies", "orchids", "roses", "sunflowers", "tulips"],
             "Fruit": ["apricot", "banana", "cherry", "fig", "grape", "kiwi", "mango"],
             "Commute": ["bicycle", "bus", "ferry", "motorbike", "scooter", "train", "tram"],
             "Instrument": ["banjo", "cello", "clarinet", "drums", "flute", "harp", "violin"],
             "Month": ["February", "April", "May", "July", "August", "October", "December"],
             "Books": ["biography", "crime", "fantasy", "history", "poetry", "science fiction", "travel"]},
       clues=[
           not_at("October", 4),
           gap("travel", "Abel", 2),
           right("classical", "lasagne"),
           left("sparkling water", "chess"),
           at("train", 2),
           next_to("Gustavo", "comedy"),
           same("pottery", "scooter"),
           gap("dog", "purple", 3),
           ends("Kia"),
           left("florist", "coffee"),
           right("banana", "reggae"),
           somewhere_right("parrot", "Tesla"),
           same("April", "iguana"),
           between_in_order("dog", "Bianca", "sunflowers"),
           ends("cycling"),
           gap("Cosmo", "fig", 2),
           next_to("mango", "clarinet"),
           either("hot chocolate", "Chilean", "Argentine"),
           left("basketball", "cello"),
           same("diving", "ferret"),
           same("lasagne", "Honda"),
           gap("Cosmo", "Emeka", 3),
           between_in_order("Tesla", "Dane", "violin"),
           same("pink", "iguana"),
           at("violin", 5),
           somewhere_left("apple juice", "Tesla"),
           somewhere_right("Filipino", "Freya"),
           not_at("beige", 4),
           same("thriller", "apple juice"),
           left("Filipino", "Mazda"),
           either("cat", "blue", "purple"),
           not_at("animation", 6),
           gap("blue", "July", 2),
           next_to("science fiction", "August"),
           same("jazz", "Freya"),
           of_two("Audi", "banana", "hip hop", "comedy"),
           right("Cosmo", "Honda"),
           gap("diving", "falafel", 3),
           gap("blues", "grape", 3),
           same("coffee", "Mazda"),
           left("white", "Abel"),
           same("baking", "pho"),
           same("thriller", "origami"),
           same("romance", "carpenter"),
           gap("drums", "accountant", 3),
           gap("Egyptian", "Mazda", 3),
           next_to("green tea", "dog"),
           same("cycling", "Freya"),
           either("funk", "Citroen", "Volvo"),
           at("milk", 3),
           of_two("basketball", "carnations", "scooter", "mango"),
           left("black", "biography"),
           same("baking", "April"),
           not_at("biography", 2),
           between_in_order("Abel", "hamster", "tram"),
           same("violin", "ferry"),
           gap("geologist", "chess", 2),
           same("tram", "harp"),
           right("cello", "May"),
           either("Tesla", "diving", "archery"),
           gap("February", "violin", 3),
           differ("Kia", "May"),
           between_in_order("Gustavo", "hamster", "pink"),
           at("jazz", 1),
           somewhere_left("risotto", "skiing"),
           somewhere_left("origami", "carpenter"),
           at("florist", 6),
           of_two("grape", "flute", "pho", "drama"),
           at("drums", 2),
           gap("kiwi", "October", 3),
           gap("Cosmo", "banjo", 3),
           of_two("biography", "Audi", "skiing", "daisies"),
           not_at("sunflowers", 3),
           right("gardening", "crime"),
           same("roses", "harp"),
           right("birdwatching", "daisies"),
           either("May", "ferret", "goldfish"),
           same("biography", "tram"),
           left("sushi", "dentist"),
           same("cat", "funk"),
           next_to("Kia", "archery"),
           same("falafel", "white"),
           next_to("harp", "pho"),
           of_two("roses", "knitting", "Abel", "drama"),
           left("grape", "cherry"),
           between_in_order("Abel", "lilies", "Mazda"),
           next_to("risotto", "crime"),
           same("economist", "Abel"),
           same("Bianca", "banana"),
           same("economist", "hot chocolate"),
           between_in_order("daisies", "February", "gardening"),
           next_to("drums", "apple juice"),
           same("banana", "violin"),
           same("black", "tennis"),
           same("fantasy", "motorbike"),
           same("Kia", "clarinet"),
           same("horror", "violin"),
           same("April", "karate"),
           either("biography", "florist", "dentist"),
           of_two("cat", "parrot", "hip hop", "funk"),
           same("gardening", "curry"),
           of_two("ferry", "August", "apple juice", "violin"),
           between_in_order("comedy", "sushi", "baking"),
           somewhere_left("blues", "gardening"),
           at("origami", 1),
           between_in_order("lasagne", "birdwatching", "April"),
           at("baker", 1),
           at("purple", 3),
           right("knitting", "white"),
           same("milk", "dentist"),
           right("Citroen", "lilies"),
           between_in_order("drama", "accountant", "country"),
           differ("risotto", "pottery"),
           left("dog", "history"),
           at("birdwatching", 4),
           ends("bus"),
           same("animation", "karate"),
           left("crime", "October"),
           same("archery", "train"),
           same("motorbike", "hamster"),
           of_two("parrot", "banjo", "December", "May"),
           left("Argentine", "comedy"),
           same("cherry", "animation"),
           not_next("thriller", "risotto"),
           right("burritos", "February"),
           gap("lilies", "daisies", 2),
           right("romance", "kiwi"),
           gap("banjo", "tulips", 2),
           gap("Belgian", "Abel", 3),
           between_in_order("banjo", "origami", "harp"),
           at("banana", 5),
           at("Greek", 1),
           same("beige", "skiing"),
           between_in_order("drums", "origami", "Audi"),
           same("thriller", "white"),
       ],
       herrings={
           8: "The person who sleeps with the window open is somewhere to the right of the person whose favourite dish is curry.",
           12: "The person who is left-handed is in the 1st position.",
           92: "The person who has never flown is at one of the ends.",
           123: "The person who speaks Welsh is not next to the person who grows roses.",
           140: "The person who speaks Esperanto is not next to the person whose favourite dish is sushi.",
       },
       questions=[ask_at("Name", 5), ask_position("orchids"), ask_value("Sport", "dentist")])

# w238-lines-seats-from-right-chat.txt
puzzle("w238-lines-seats-from-right-chat", family="lines", layout="chat prompt, JSON-like category block, '1)' clues, seats numbered from the right, answer-format block", noun="seat", n=8,
       cats={
             "Name": ["Anouk", "Benedikt", "Caspian", "Dagny", "Esteban", "Farrah", "Gideon", "Hedda"],
             "Nationality": ["Austrian", "Brazilian", "Cuban", "Estonian", "Icelander", "Nigerian", "Pole", "Turk"],
             "Instrument": ["accordion", "bassoon", "cello", "guitar", "harmonica", "piano", "trumpet", "ukulele"],
             "Drink": ["beer", "cider", "coffee", "kefir", "milk", "rooibos", "water", "wine"],
             "Pet": ["canary", "chinchilla", "ferret", "gerbil", "lizard", "pony", "rabbit", "snake"],
             "Sport": ["baseball", "bowling", "climbing", "golf", "judo", "rugby", "surfing", "swimming"],
             "Food": ["bagels", "burgers", "crepes", "gnocchi", "kebabs", "nachos", "pancakes", "salad"],
             "Jacket": ["brown", "cyan", "gold", "grey", "maroon", "navy", "silver", "yellow"],
             "Hobby": ["calligraphy", "camping", "fishing", "juggling", "painting", "photography", "quilting", "woodwork"],
             "Car": ["BMW", "Fiat", "Ford", "Jeep", "Nissan", "Peugeot", "Skoda", "Toyota"],
             "City": ["Berlin", "Cairo", "Denver", "Lima", "Madrid", "Osaka", "Perth", "Seoul"],
             "Job": ["analyst", "barber", "chemist", "designer", "editor", "farmer", "lawyer", "mechanic"],
             "Music": ["ambient", "disco", "folk", "gospel", "grunge", "metal", "opera", "techno"],
             "Dessert": ["brownie", "cheesecake", "eclair", "flan", "gelato", "macaron", "pavlova", "tiramisu"]},
       clues=[
           same("Cuban", "golf"),
           either("gerbil", "surfing", "golf"),
           just_after("Austrian", "woodwork"),
           same("Benedikt", "maroon"),
           next_to("Lima", "Hedda"),
           one_at_end("chinchilla", "designer"),
           before("Austrian", "photography"),
           before("techno", "Turk"),
           just_before("rabbit", "Perth"),
           not_at("snake", 8),
           same("grunge", "Pole"),
           same("mechanic", "Perth"),
           gap("kebabs", "Osaka", 2),
           at("Nissan", 4),
           next_to("Osaka", "macaron"),
           same("barber", "rabbit"),
           differ("climbing", "opera"),
           at("swimming", 3),
           gap("lawyer", "cyan", 2),
           differ("coffee", "ukulele"),
           gap("milk", "Nissan", 3),
           same("Lima", "Benedikt"),
           same("salad", "chinchilla"),
           just_before("climbing", "mechanic"),
           before("disco", "Pole"),
           gap("canary", "Jeep", 3),
           same("beer", "lizard"),
           after("yellow", "bagels"),
           next_to("pancakes", "Nissan"),
           gap("lizard", "gold", 3),
           same("yellow", "fishing"),
           same("maroon", "surfing"),
           same("Peugeot", "Anouk"),
           same("Cairo", "lawyer"),
           same("accordion", "opera"),
           not_at("salad", 2),
           same("Denver", "ambient"),
           just_before("cello", "Nigerian"),
           after("surfing", "yellow"),
           either("cider", "navy", "maroon"),
           just_after("Brazilian", "techno"),
           just_after("Toyota", "techno"),
           either("juggling", "rooibos", "milk"),
           same("Cairo", "yellow"),
           just_after("Estonian", "mechanic"),
           gap("yellow", "eclair", 2),
           same("rooibos", "snake"),
           neither("water", "gerbil", "rugby"),
           one_at_end("navy", "rooibos"),
           same("woodwork", "brownie"),
           either("Benedikt", "Skoda", "BMW"),
           either("Toyota", "pavlova", "gelato"),
           between("wine", "canary", "quilting"),
           between("camping", "baseball", "kefir"),
           before("barber", "beer"),
           gap("accordion", "Gideon", 3),
           next_to("Caspian", "bagels"),
           either("Berlin", "tiramisu", "flan"),
           gap("farmer", "climbing", 2),
           just_before("lawyer", "Benedikt"),
           same("chemist", "milk"),
           at("woodwork", 2),
           gap("water", "coffee", 3),
           next_to("silver", "kebabs"),
           next_to("grunge", "Osaka"),
           just_after("Nigerian", "Farrah"),
           just_after("Cuban", "rugby"),
           same("bagels", "Estonian"),
           just_after("climbing", "baseball"),
           same("Anouk", "editor"),
           at("crepes", 1),
           next_to("Jeep", "ambient"),
           just_after("grey", "milk"),
           same("water", "cello"),
           one_at_end("Berlin", "Turk"),
           just_before("rooibos", "Nissan"),
           same("gospel", "Skoda"),
           gap("disco", "Cuban", 3),
           neither("folk", "fishing", "surfing"),
           same("wine", "ambient"),
           same("burgers", "Gideon"),
           before("ambient", "flan"),
           gap("water", "Seoul", 3),
           just_after("metal", "ambient"),
           gap("Austrian", "painting", 3),
           same("juggling", "silver"),
           just_before("gelato", "Madrid"),
           same("ambient", "piano"),
           same("ambient", "woodwork"),
           between("cider", "juggling", "lawyer"),
           next_to("flan", "burgers"),
           just_after("grunge", "harmonica"),
           either("fishing", "climbing", "bowling"),
           same("gospel", "harmonica"),
           same("Fiat", "cyan"),
           gap("Dagny", "Turk", 2),
           at("rabbit", 2),
           gap("brown", "maroon", 2),
           after("analyst", "ambient"),
           same("trumpet", "Austrian"),
           just_before("Pole", "Peugeot"),
           not_at("kefir", 6),
           just_before("Seoul", "yellow"),
           gap("chinchilla", "calligraphy", 3),
           same("ambient", "gnocchi"),
           gap("Gideon", "rooibos", 2),
           just_before("BMW", "Anouk"),
           before("bassoon", "surfing"),
           just_before("ukulele", "cider"),
           just_before("farmer", "lizard"),
           same("Toyota", "lawyer"),
           just_after("rugby", "pony"),
           either("calligraphy", "Nissan", "Jeep"),
           just_before("silver", "Osaka"),
       ],
       herrings={
           28: "The person who collects vinyl records does not sit next to the editor.",
           78: "The person who reads comics is the person who drinks cider.",
           81: "The person who collects stamps sits next to the farmer.",
           108: "The person who has a tattoo sits next to the analyst.",
       },
       questions=[ask_position("Osaka"), ask_at("Name", 6), ask_value("Drink", "Icelander")])

# w239-lines-food-truck-queue.txt
puzzle("w239-lines-food-truck-queue", family="lines", layout="'Each person owns a unique X (a, b, c)' lines, '(1)' clues, queue counted from the front, ordinal-word places", noun="place", n=5,
       cats={
             "Name": ["Imogen", "Jasper", "Leon", "Mirela", "Nadia"],
             "Phone": ["Huawei", "iPhone", "Motorola", "Nokia", "Pixel"],
             "Bicycle": ["BMX", "cruiser", "mountain bike", "road bike", "tandem"],
             "Pet": ["budgie", "corgi", "goldfish", "tabby cat", "tortoise"],
             "Dish": ["burrito", "falafel wrap", "fish tacos", "hot dog", "veggie burger"],
             "Drink": ["cola", "ginger beer", "iced tea", "lemonade", "water"],
             "Town": ["Bristol", "Cork", "Leeds", "Perth", "York"],
             "Job": ["cashier", "dentist", "tailor", "teacher", "vet"],
             "Hat": ["baseball cap", "beanie", "beret", "bowler", "straw hat"]},
       clues=[
           just_after("falafel wrap", "lemonade"),
           same("Imogen", "Huawei"),
           either("Nokia", "veggie burger", "burrito"),
           not_next("iced tea", "vet"),
           after("tortoise", "tailor"),
           next_to("York", "Leeds"),
           same("Nokia", "Perth"),
           not_at("tabby cat", 4, 5),
           before("tailor", "Mirela"),
           same("bowler", "Mirela"),
           same("hot dog", "Leeds"),
           same("tailor", "Nokia"),
           at("vet", 2),
           at("Cork", 5),
           next_to("teacher", "beanie"),
           just_after("veggie burger", "mountain bike"),
           either("beret", "York", "Leeds"),
           differ("Leeds", "dentist"),
           just_after("lemonade", "tabby cat"),
           just_before("Nadia", "dentist"),
           between_in_order("Pixel", "bowler", "fish tacos"),
           just_after("lemonade", "burrito"),
           same("bowler", "vet"),
           at("burrito", 1),
           before("cola", "baseball cap"),
           differ("road bike", "ginger beer"),
           after("falafel wrap", "Leeds"),
           after("veggie burger", "beret"),
           just_after("Jasper", "Motorola"),
           not_at("road bike", 3, 5),
           not_next("Perth", "Jasper"),
           same("road bike", "Motorola"),
           not_at("ginger beer", 2, 4),
           next_to("iced tea", "BMX"),
           just_before("falafel wrap", "cashier"),
           between_in_order("York", "Leeds", "iced tea"),
           either("Huawei", "Cork", "Leeds"),
           after("iPhone", "ginger beer"),
           at("Nokia", 1),
           same("budgie", "beanie"),
           differ("Mirela", "Perth"),
           not_next("Jasper", "burrito"),
           same("tailor", "tabby cat"),
           gap("cola", "road bike", 2),
           either("baseball cap", "Bristol", "Cork"),
           not_at("falafel wrap", 2),
           middle("lemonade"),
           just_before("straw hat", "Mirela"),
           same("goldfish", "Cork"),
           after("ginger beer", "tailor"),
           next_to("mountain bike", "Nadia"),
           same("tortoise", "Jasper"),
           between_in_order("BMX", "ginger beer", "fish tacos"),
           after("tortoise", "tabby cat"),
           at("cashier", 4),
           gap("Motorola", "budgie", 2),
           between_in_order("York", "water", "Huawei"),
           next_to("iPhone", "falafel wrap"),
           between_in_order("corgi", "water", "iced tea"),
           same("beret", "teacher"),
           next_to("Motorola", "tabby cat"),
           not_next("Jasper", "dentist"),
           just_after("vet", "cruiser"),
           after("cashier", "Leon"),
           just_after("Mirela", "Perth"),
       ],
       herrings={
           34: "The person who has a twin sister is in the first place.",
           54: "The person who speaks Welsh is somewhere behind the person who owns the BMX.",
           62: "The person who wears glasses is either at the very front or at the very back of the queue.",
       },
       questions=[ask_at("Name", 2), ask_value("Drink", "Cork")])

# w240-lines-market-slots.txt
puzzle("w240-lines-market-slots", family="lines", layout="'The Xs are ...' sentences, 'Clue 1:' clues, lettered slots A-F, no question", noun="slot", n=6,
       cats={
             "Name": ["Olwen", "Pavel", "Quentin", "Rhea", "Soren", "Tamsin"],
             "Product": ["candles", "cheese", "honey", "jewellery", "pottery", "spices"],
             "Awning": ["coral", "lime", "mauve", "ochre", "teal", "white"],
             "Nationality": ["Albanian", "Bolivian", "Croat", "Finn", "Malaysian", "Scot"],
             "Pet": ["beagle", "cockatoo", "dachshund", "hedgehog", "rabbit", "tortoise"],
             "Vehicle": ["camper van", "convertible", "estate car", "hatchback", "minibus", "pickup truck"],
             "Coffee": ["americano", "cortado", "espresso", "flat white", "latte", "mocha"],
             "Hobby": ["archery", "bouldering", "crochet", "salsa", "sudoku", "yoga"],
             "Music": ["bluegrass", "dubstep", "k-pop", "punk", "ska", "soul"],
             "Fruit": ["apples", "lychees", "melons", "pears", "plums", "raspberries"],
             "Star sign": ["Aries", "Cancer", "Gemini", "Leo", "Libra", "Virgo"],
             "Breakfast": ["eggs", "muesli", "pancakes", "porridge", "toast", "yogurt"]},
       clues=[
           somewhere_right("Libra", "teal"),
           right("white", "ska"),
           neither("yoga", "pears", "punk"),
           gap("cortado", "mocha", 3),
           differ("minibus", "spices"),
           right("Cancer", "cortado"),
           same("bluegrass", "yogurt"),
           right("crochet", "lychees"),
           between("apples", "Tamsin", "porridge"),
           not_at("Pavel", 1, 3),
           gap("Leo", "Libra", 2),
           right("ska", "yoga"),
           somewhere_right("Pavel", "yoga"),
           of_two("pears", "yogurt", "camper van", "ochre"),
           of_two("convertible", "Rhea", "Aries", "toast"),
           gap("archery", "hatchback", 3),
           left("hedgehog", "muesli"),
           ends("ochre"),
           between("punk", "Pavel", "k-pop"),
           either("yoga", "hedgehog", "beagle"),
           one_at_end("honey", "ochre"),
           gap("archery", "espresso", 2),
           next_to("bluegrass", "Tamsin"),
           either("salsa", "yogurt", "muesli"),
           right("melons", "candles"),
           differ("Virgo", "Scot"),
           same("toast", "Rhea"),
           of_two("flat white", "cortado", "camper van", "punk"),
           same("bluegrass", "plums"),
           not_at("Cancer", 3),
           same("estate car", "soul"),
           next_to("punk", "camper van"),
           at("lime", 1),
           same("k-pop", "pottery"),
           same("raspberries", "Scot"),
           same("Finn", "cortado"),
           same("beagle", "Virgo"),
           gap("minibus", "cheese", 3),
           gap("estate car", "punk", 3),
           one_at_end("Tamsin", "punk"),
           somewhere_left("mocha", "Cancer"),
           same("pancakes", "honey"),
           same("tortoise", "pickup truck"),
           right("toast", "Croat"),
           left("lychees", "Bolivian"),
           right("americano", "cheese"),
           left("jewellery", "raspberries"),
           right("dubstep", "coral"),
           right("cockatoo", "eggs"),
           either("latte", "plums", "raspberries"),
           gap("Albanian", "espresso", 3),
           same("lime", "Virgo"),
           either("sudoku", "coral", "teal"),
           at("mocha", 2),
           next_to("crochet", "latte"),
           differ("yoga", "raspberries"),
           gap("rabbit", "pickup truck", 3),
           either("Cancer", "hatchback", "camper van"),
           not_at("tortoise", 5),
           same("Tamsin", "ochre"),
           next_to("Gemini", "lime"),
           ends("rabbit"),
           same("pancakes", "Quentin"),
           gap("mauve", "soul", 3),
           next_to("Aries", "porridge"),
           right("Pavel", "Aries"),
           differ("yogurt", "beagle"),
           gap("espresso", "dachshund", 3),
           left("ska", "Olwen"),
           of_two("pickup truck", "Pavel", "white", "plums"),
           between("k-pop", "Soren", "rabbit"),
           ends("muesli"),
           gap("cortado", "cockatoo", 3),
           same("Virgo", "estate car"),
           right("pancakes", "Libra"),
           same("hedgehog", "sudoku"),
           gap("lychees", "flat white", 3),
           same("soul", "Soren"),
           same("Malaysian", "Tamsin"),
           somewhere_right("honey", "lime"),
           not_at("mauve", 1),
           somewhere_right("Libra", "lime"),
           same("salsa", "dubstep"),
           gap("crochet", "Albanian", 2),
           left("lychees", "cockatoo"),
           right("latte", "Bolivian"),
           differ("lychees", "tortoise"),
           somewhere_right("ochre", "lychees"),
           not_at("Rhea", 6),
           between("ska", "coral", "espresso"),
           somewhere_left("plums", "spices"),
           differ("minibus", "americano"),
       ],
       herrings={
           37: "The stallholder who has a twin sister is immediately to the left of the stallholder who likes apples.",
           44: "The stallholder who reads comics is somewhere to the right of the stallholder who likes lychees.",
           52: "The stallholder who speaks Welsh and the stallholder who eats eggs for breakfast are in neighbouring slots.",
           68: "The stallholder who collects stamps and the honey seller are in neighbouring slots.",
       },
       position_names=["A", "B", "C", "D", "E", "F"],
       questions=[])

# w241-lines-eight-in-a-row-chat.txt
puzzle("w241-lines-eight-in-a-row-chat", family="lines", layout="chat prompt, '- Each person ...: `a`, `b`' bullet categories, '## Clues:' numbered, JSON answer template", noun="position", n=8,
       cats={
             "Name": ["Ada", "Bruno", "Cleo", "Dario", "Esme", "Felix", "Gemma", "Hamid"],
             "Country": ["Chile", "Egypt", "Finland", "Ghana", "India", "Japan", "Mexico", "Norway"],
             "Pet": ["axolotl", "cat", "dog", "goat", "hamster", "horse", "rabbit", "turtle"],
             "Drink": ["coffee", "hot chocolate", "juice", "kvass", "milk", "soda", "tea", "water"],
             "Sport": ["badminton", "baseball", "boxing", "cricket", "golf", "rugby", "soccer", "tennis"],
             "Music": ["classical", "electronic", "folk", "hip-hop", "jazz", "pop", "punk", "rock"],
             "Color": ["black", "blue", "green", "orange", "purple", "red", "white", "yellow"],
             "Car": ["Audi", "BMW", "Chevrolet", "Ferrari", "Honda", "Kia", "Subaru", "Tesla"],
             "Food": ["curry", "noodles", "pasta", "pizza", "salad", "soup", "steak", "sushi"],
             "Job": ["architect", "chef", "doctor", "engineer", "journalist", "lawyer", "nurse", "teacher"],
             "Hobby": ["dancing", "gardening", "hiking", "knitting", "painting", "photography", "reading", "woodworking"],
             "Flower": ["carnations", "daffodils", "daisies", "lilies", "orchids", "roses", "sunflowers", "tulips"],
             "Month": ["January", "March", "April", "June", "August", "September", "November", "December"],
             "Phone": ["Google Pixel 6", "Huawei P50", "iPhone 13", "Nokia G50", "OnePlus 9", "Samsung Galaxy S21", "Sony Xperia 5", "Xiaomi Mi 11"],
             "Vacation": ["beach", "camping", "cruise", "cultural", "mountain", "road trip", "safari", "ski"]},
       clues=[
           next_to("hamster", "cat"),
           not_next("horse", "woodworking"),
           somewhere_left("roses", "juice"),
           left("black", "photography"),
           same("water", "boxing"),
           gap("beach", "cruise", 3),
           at("salad", 1),
           same("hiking", "tennis"),
           left("Audi", "Samsung Galaxy S21"),
           somewhere_left("red", "coffee"),
           same("soccer", "cat"),
           same("Egypt", "daffodils"),
           same("lawyer", "April"),
           gap("pasta", "cruise", 3),
           right("India", "orange"),
           somewhere_right("January", "punk"),
           same("classical", "tea"),
           somewhere_left("yellow", "nurse"),
           same("baseball", "soup"),
           same("hip-hop", "woodworking"),
           same("kvass", "iPhone 13"),
           next_to("Ferrari", "Audi"),
           left("gardening", "Tesla"),
           left("knitting", "Samsung Galaxy S21"),
           next_to("Ada", "OnePlus 9"),
           same("painting", "pizza"),
           same("woodworking", "engineer"),
           right("Xiaomi Mi 11", "daisies"),
           left("daisies", "steak"),
           same("Finland", "Dario"),
           at("Samsung Galaxy S21", 4),
           right("camping", "rabbit"),
           at("BMW", 6),
           somewhere_left("badminton", "soup"),
           somewhere_left("hot chocolate", "engineer"),
           at("dancing", 5),
           same("curry", "September"),
           same("June", "Dario"),
           same("milk", "hip-hop"),
           next_to("Chile", "hiking"),
           gap("daisies", "December", 3),
           left("soccer", "hot chocolate"),
           same("golf", "steak"),
           somewhere_right("Chevrolet", "daffodils"),
           gap("architect", "folk", 3),
           next_to("September", "cat"),
           gap("OnePlus 9", "horse", 3),
           right("classical", "dog"),
           same("water", "Bruno"),
           gap("ski", "Google Pixel 6", 2),
           right("rabbit", "nurse"),
           somewhere_right("photography", "cultural"),
           at("iPhone 13", 1),
           not_at("January", 8),
           same("Hamid", "daffodils"),
           same("Google Pixel 6", "purple"),
           same("December", "sunflowers"),
           same("hamster", "noodles"),
           left("December", "sushi"),
           right("Xiaomi Mi 11", "baseball"),
           next_to("punk", "Sony Xperia 5"),
           left("January", "lawyer"),
           somewhere_left("Hamid", "blue"),
           same("Gemma", "Samsung Galaxy S21"),
           left("reading", "teacher"),
           same("cultural", "badminton"),
           same("mountain", "goat"),
           gap("Huawei P50", "safari", 2),
           differ("badminton", "pizza"),
           gap("safari", "red", 3),
           not_at("axolotl", 7),
           right("punk", "electronic"),
           gap("Audi", "reading", 2),
           right("tulips", "Japan"),
           somewhere_right("Subaru", "Samsung Galaxy S21"),
           not_next("electronic", "pop"),
           same("carnations", "golf"),
           right("journalist", "teacher"),
           same("December", "jazz"),
           right("Chile", "November"),
           same("kvass", "axolotl"),
           right("tennis", "iPhone 13"),
           same("OnePlus 9", "mountain"),
           same("lilies", "electronic"),
           next_to("curry", "ski"),
           next_to("milk", "Chevrolet"),
           next_to("milk", "rabbit"),
           next_to("hip-hop", "pizza"),
           right("Google Pixel 6", "green"),
           same("noodles", "knitting"),
           same("gardening", "Samsung Galaxy S21"),
           gap("August", "coffee", 2),
           same("soda", "safari"),
           right("journalist", "OnePlus 9"),
           left("Chile", "chef"),
           gap("blue", "Kia", 2),
           same("folk", "chef"),
           same("roses", "rock"),
           same("photography", "Finland"),
           same("dog", "Esme"),
           right("camping", "photography"),
           same("hip-hop", "January"),
           at("dog", 7),
           somewhere_right("painting", "OnePlus 9"),
           gap("classical", "rugby", 3),
           left("Honda", "November"),
           same("road trip", "Bruno"),
           next_to("woodworking", "Mexico"),
           gap("September", "cricket", 3),
           at("juice", 6),
           not_at("knitting", 7),
           at("Norway", 5),
           same("yellow", "Gemma"),
           somewhere_left("Chile", "doctor"),
           same("horse", "Felix"),
           right("Dario", "black"),
           same("daisies", "June"),
           same("September", "black"),
           same("Chile", "Sony Xperia 5"),
           same("teacher", "Hamid"),
           right("soup", "dancing"),
           gap("ski", "boxing", 3),
           same("cat", "Samsung Galaxy S21"),
           same("pizza", "tea"),
           gap("BMW", "boxing", 3),
       ],
       herrings={
           55: "The person who speaks Esperanto is somewhere to the right of the person from Japan.",
           84: "The person who rides a unicycle is somewhere to the left of Bruno.",
           85: "The person who has a tattoo is somewhere to the right of Bruno.",
           103: "The person who collects vinyl records is somewhere to the right of the person who loves rugby.",
           124: "The person who has a twin sister is directly right of the person who uses the OnePlus 9.",
       },
       questions=[ask_position("Subaru"), ask_at("Country", 6)])

# w242-lines-fun-run-finish.txt
puzzle("w242-lines-fun-run-finish", family="lines", layout="race finishing order 1st-7th, 'Each runner VERBs a different X:' lines, numbered clues, older/younger clues", noun="finishing position", n=7,
       cats={
             "Name": ["Ignatius", "Juno", "Kwame", "Lorna", "Matteo", "Nell", "Oksana"],
             "Hometown": ["Aberdeen", "Bruges", "Calgary", "Dunedin", "Essen", "Florence", "Galway"],
             "Pet": ["alpaca", "beagle", "cockatiel", "donkey", "guinea pig", "koi", "tarantula"],
             "Drink": ["barley water", "coconut water", "ginger ale", "iced coffee", "kombucha", "lassi", "oat milk"],
             "Instrument": ["bagpipes", "bassoon", "harp", "marimba", "sitar", "tuba", "xylophone"],
             "Shoes": ["Asics", "Brooks", "Hoka", "Mizuno", "New Balance", "Nike", "Saucony"],
             "Age": ["23", "27", "31", "35", "39", "44", "52"],
             "Job": ["actuary", "beekeeper", "cartographer", "dietitian", "electrician", "forester", "glazier"],
             "Car": ["Jeep", "Lexus", "Mini", "Renault", "Saab", "Suzuki", "Volvo"],
             "Snack": ["banana bread", "flapjacks", "fruit salad", "jelly babies", "pretzels", "protein bars", "samosas"],
             "T-shirt": ["aqua", "crimson", "khaki", "lavender", "magenta", "orange", "teal"]},
       clues=[
           same("Lorna", "barley water"),
           same("Jeep", "New Balance"),
           less("khaki", "Mini", "Age"),
           at("Volvo", 1),
           differ("Dunedin", "protein bars"),
           next_to("Dunedin", "flapjacks"),
           just_after("Mizuno", "44"),
           just_after("lassi", "samosas"),
           same("jelly babies", "Saucony"),
           less("barley water", "tuba", "Age"),
           just_before("Calgary", "39"),
           same("Jeep", "27"),
           at("44", 1),
           less("Kwame", "Jeep", "Age"),
           next_to("lassi", "iced coffee"),
           after("marimba", "Hoka"),
           less("guinea pig", "iced coffee", "Age"),
           gap("barley water", "Renault", 2),
           same("31", "fruit salad"),
           between("Renault", "beekeeper", "alpaca"),
           ends("kombucha"),
           just_before("Galway", "aqua"),
           before("actuary", "Suzuki"),
           next_to("jelly babies", "teal"),
           before("marimba", "forester"),
           differ("Renault", "Mizuno"),
           gap("bassoon", "glazier", 2),
           just_before("Bruges", "Saab"),
           just_after("koi", "31"),
           differ("39", "teal"),
           not_at("Dunedin", 3),
           same("electrician", "Bruges"),
           same("Essen", "Renault"),
           just_before("Mini", "beagle"),
           same("barley water", "magenta"),
           between("pretzels", "jelly babies", "beekeeper"),
           less("Kwame", "orange", "Age"),
           after("koi", "actuary"),
           ends("crimson"),
           same("koi", "Brooks"),
           at("35", 5),
           between("dietitian", "cartographer", "Lorna"),
           next_to("tuba", "Renault"),
           same("Saab", "Ignatius"),
           gap("kombucha", "guinea pig", 3),
           same("Essen", "dietitian"),
           next_to("oat milk", "Lorna"),
           next_to("marimba", "27"),
           after("samosas", "Lorna"),
           after("39", "kombucha"),
           same("iced coffee", "koi"),
           same("Galway", "actuary"),
           at("marimba", 2),
           same("Nell", "kombucha"),
           same("electrician", "barley water"),
           gap("kombucha", "orange", 3),
           next_to("orange", "barley water"),
           at("cockatiel", 1),
           not_next("tuba", "Saucony"),
           between("Renault", "ginger ale", "Kwame"),
           same("coconut water", "Lexus"),
           between("Brooks", "Lexus", "Hoka"),
           next_to("samosas", "orange"),
           gap("magenta", "bagpipes", 2),
           at("fruit salad", 4),
           not_next("marimba", "koi"),
           just_before("Juno", "harp"),
           same("beagle", "Lorna"),
           at("dietitian", 5),
           between("barley water", "Calgary", "cockatiel"),
           just_after("fruit salad", "Jeep"),
           at("Calgary", 6),
           same("donkey", "harp"),
           next_to("protein bars", "sitar"),
           same("donkey", "23"),
           at("ginger ale", 4),
           gap("teal", "Lorna", 3),
           next_to("beagle", "tarantula"),
           just_before("khaki", "tarantula"),
           gap("forester", "crimson", 3),
           not_next("tarantula", "crimson"),
           after("bassoon", "Jeep"),
           next_to("23", "bassoon"),
           just_before("actuary", "Florence"),
           just_after("beekeeper", "cockatiel"),
           after("crimson", "cartographer"),
           at("Suzuki", 6),
           at("Matteo", 2),
           just_after("Asics", "sitar"),
           between("Aberdeen", "lassi", "beekeeper"),
           just_after("beagle", "Florence"),
           between("52", "banana bread", "fruit salad"),
           next_to("Juno", "guinea pig"),
           between("beagle", "Volvo", "cartographer"),
           same("khaki", "bagpipes"),
           same("flapjacks", "donkey"),
       ],
       herrings={
           68: "The runner who owns a typewriter drinks barley water.",
           84: "The runner who grew up on a farm and the runner from Aberdeen did not finish in consecutive places.",
           85: "The runner who rides a unicycle and the runner in the aqua T-shirt finished in consecutive places.",
           93: "The runner who has never flown finished immediately after the runner who plays the tuba.",
       },
       questions=[ask_at("Name", 4), ask_position("beekeeper"), ask_value("Age", "tuba")])

# w243-lines-chairs-adjectives.txt
puzzle("w243-lines-chairs-adjectives", family="lines", layout="prose 'one each is ...' adjective lists, one clue per unnumbered line, chairs numbered from the right, no question", noun="chair", n=6,
       cats={
             "Name": ["Agnes", "Boris", "Carmen", "Desmond", "Eun-ji", "Florian"],
             "Nationality": ["Irish", "Japanese", "Mexican", "Polish", "Scottish", "Swiss"],
             "Hair": ["bald", "blond", "curly-haired", "grey-haired", "long-haired", "red-haired"],
             "Mood": ["cheerful", "grumpy", "nervous", "quiet", "sleepy", "talkative"],
             "Eyes": ["amber-eyed", "blue-eyed", "brown-eyed", "green-eyed", "grey-eyed", "hazel-eyed"],
             "Diet": ["dairy-free", "gluten-free", "omnivorous", "pescatarian", "vegan", "vegetarian"],
             "Pet": ["hamster", "husky", "iguana", "pigeon", "spaniel", "tortoise"],
             "Gift": ["cake", "candle", "jigsaw", "plant", "scarf", "teapot"]},
       clues=[
           after("Eun-ji", "Irish"),
           either("pigeon", "Scottish", "Japanese"),
           next_to("Boris", "nervous"),
           next_to("spaniel", "bald"),
           not_at("iguana", 5),
           neither("husky", "green-eyed", "amber-eyed"),
           same("quiet", "vegetarian"),
           next_to("curly-haired", "Japanese"),
           next_to("blond", "Desmond"),
           just_before("tortoise", "Japanese"),
           same("hamster", "Agnes"),
           gap("brown-eyed", "tortoise", 2),
           same("pigeon", "blond"),
           just_before("vegan", "green-eyed"),
           differ("long-haired", "quiet"),
           either("vegan", "hazel-eyed", "amber-eyed"),
           either("quiet", "curly-haired", "red-haired"),
           same("spaniel", "grey-haired"),
           just_before("long-haired", "green-eyed"),
           gap("blue-eyed", "amber-eyed", 2),
           neither("Japanese", "Eun-ji", "Florian"),
           same("Florian", "sleepy"),
           gap("Swiss", "cheerful", 2),
           same("husky", "Polish"),
           either("husky", "quiet", "talkative"),
           one_at_end("vegetarian", "hazel-eyed"),
           just_before("hazel-eyed", "Japanese"),
           differ("curly-haired", "scarf"),
           either("blond", "Scottish", "Swiss"),
           just_before("bald", "amber-eyed"),
           after("hamster", "Swiss"),
           gap("Swiss", "amber-eyed", 2),
           next_to("hamster", "nervous"),
           at("pescatarian", 1),
           at("Agnes", 5),
           one_at_end("spaniel", "hamster"),
           ends("pescatarian"),
           same("talkative", "Swiss"),
           differ("quiet", "spaniel"),
           either("dairy-free", "grumpy", "sleepy"),
           next_to("Boris", "vegan"),
           after("husky", "blond"),
           same("Agnes", "red-haired"),
           same("candle", "amber-eyed"),
           not_next("bald", "nervous"),
           gap("red-haired", "pigeon", 2),
           not_next("husky", "Scottish"),
           same("grumpy", "red-haired"),
           before("grey-haired", "long-haired"),
           not_at("cake", 6),
           differ("cheerful", "Mexican"),
           at("scarf", 4),
           not_next("vegetarian", "nervous"),
           same("gluten-free", "Mexican"),
           ends("Polish"),
           next_to("teapot", "Carmen"),
           not_next("blond", "cake"),
           just_before("bald", "cheerful"),
           either("amber-eyed", "omnivorous", "vegan"),
           after("Boris", "jigsaw"),
           just_after("grey-eyed", "jigsaw"),
       ],
       herrings={
           15: "The guest who owns a canoe sits immediately to the right of the blond guest.",
           38: "The guest who speaks Welsh sits next to the vegan guest.",
           53: "The guest who is left-handed sits in chair 2.",
       },
       questions=[])

# w244-lines-karaoke-order.txt
puzzle("w244-lines-karaoke-order", family="lines", layout="'Names: ...' plain category lines, '* ' bullet clues, performance order with ordinal words", noun="position", n=8,
       cats={
             "Name": ["Aurelio", "Beatrix", "Cormac", "Dilnoza", "Evander", "Fumiko", "Gunnar", "Henrietta"],
             "Music": ["blues", "country", "disco", "emo", "grime", "K-pop", "Motown", "synthpop"],
             "Pet": ["budgie", "chameleon", "collie", "husky", "pug", "tabby cat", "terrapin", "whippet"],
             "Food": ["burritos", "cannoli", "churros", "dim sum", "gyoza", "kimchi", "pierogi", "tapas"],
             "Drink": ["cola", "green tea", "lemonade", "mango lassi", "milkshake", "root beer", "seltzer", "sweet tea"],
             "Sport": ["darts", "hockey", "lacrosse", "netball", "pool", "squash", "table tennis", "volleyball"],
             "Car": ["Alfa Romeo", "Cadillac", "Dacia", "Lancia", "Mitsubishi", "Porsche", "Rover", "Vauxhall"],
             "Nationality": ["Bulgarian", "Colombian", "Ethiopian", "Hungarian", "Jamaican", "Latvian", "Nepali", "Portuguese"],
             "Job": ["acrobat", "barista", "butcher", "courier", "locksmith", "optician", "surveyor", "translator"]},
       clues=[
           differ("hockey", "Jamaican"),
           just_after("Aurelio", "synthpop"),
           same("Porsche", "tabby cat"),
           between_in_order("Ethiopian", "Dilnoza", "Henrietta"),
           just_before("cola", "husky"),
           just_before("Nepali", "green tea"),
           after("volleyball", "barista"),
           before("blues", "churros"),
           just_after("Dilnoza", "Colombian"),
           same("pierogi", "country"),
           before("Dacia", "husky"),
           same("kimchi", "acrobat"),
           just_after("gyoza", "optician"),
           next_to("Evander", "Portuguese"),
           just_after("kimchi", "surveyor"),
           of_two("barista", "lacrosse", "tapas", "K-pop"),
           at("emo", 7),
           same("seltzer", "Gunnar"),
           same("barista", "Porsche"),
           just_before("Ethiopian", "pug"),
           between_in_order("burritos", "volleyball", "root beer"),
           not_at("cannoli", 3),
           between_in_order("Cadillac", "pierogi", "Hungarian"),
           between_in_order("blues", "seltzer", "Cadillac"),
           between_in_order("Porsche", "squash", "root beer"),
           at("darts", 8),
           same("Beatrix", "disco"),
           just_before("Henrietta", "darts"),
           same("Beatrix", "root beer"),
           of_two("Jamaican", "Mitsubishi", "Evander", "churros"),
           between_in_order("dim sum", "Gunnar", "volleyball"),
           just_before("churros", "tapas"),
           just_before("whippet", "netball"),
           at("tapas", 6),
           just_after("Beatrix", "burritos"),
           after("emo", "lemonade"),
           same("courier", "Beatrix"),
           at("pool", 4),
           of_two("burritos", "blues", "green tea", "chameleon"),
           between_in_order("butcher", "dim sum", "cannoli"),
           just_before("Bulgarian", "milkshake"),
           ends("optician"),
           same("K-pop", "gyoza"),
           at("gyoza", 2),
           same("Cormac", "Latvian"),
           differ("sweet tea", "pug"),
           between_in_order("volleyball", "Aurelio", "lacrosse"),
           after("emo", "Cadillac"),
           of_two("Fumiko", "chameleon", "Rover", "Cadillac"),
           next_to("tabby cat", "Alfa Romeo"),
           just_before("Alfa Romeo", "seltzer"),
           differ("Vauxhall", "Latvian"),
           at("table tennis", 7),
           at("budgie", 3),
           same("pool", "kimchi"),
           at("surveyor", 3),
           at("tabby cat", 2),
           next_to("surveyor", "husky"),
           of_two("Beatrix", "acrobat", "Lancia", "Ethiopian"),
           just_after("hockey", "Colombian"),
           between_in_order("Rover", "Aurelio", "disco"),
           differ("mango lassi", "hockey"),
           same("whippet", "country"),
           of_two("Dilnoza", "root beer", "Dacia", "collie"),
           same("milkshake", "table tennis"),
           just_before("country", "tabby cat"),
           just_after("butcher", "tapas"),
           gap("lacrosse", "hockey", 3),
           ends("Hungarian"),
           before("Motown", "Hungarian"),
           between_in_order("Jamaican", "Ethiopian", "sweet tea"),
           between_in_order("green tea", "pierogi", "cannoli"),
           of_two("tabby cat", "lacrosse", "Mitsubishi", "barista"),
           gap("Dilnoza", "country", 2),
           before("optician", "acrobat"),
           just_before("cola", "Ethiopian"),
           of_two("hockey", "Mitsubishi", "dim sum", "terrapin"),
           of_two("lemonade", "Porsche", "locksmith", "barista"),
           between_in_order("Aurelio", "Dilnoza", "terrapin"),
           same("Bulgarian", "grime"),
           of_two("seltzer", "collie", "Gunnar", "Hungarian"),
           same("chameleon", "Rover"),
           at("translator", 6),
           at("Portuguese", 7),
           next_to("whippet", "gyoza"),
           same("Gunnar", "gyoza"),
       ],
       herrings={
           19: "The singer who has climbed Kilimanjaro and the whippet owner did not sing in consecutive turns.",
           27: "The singer who grew up on a farm sang immediately after Aurelio.",
           37: "The singer who collects stamps and the Bulgarian did not sing in consecutive turns.",
           76: "The singer who is left-handed and the squash player sang in consecutive turns.",
       },
       questions=[ask_at("Name", 3), ask_position("Porsche")])


# ===================================================================
# fifth blind set, small houses with synonyms and people puzzles (w245-w254)
# ===================================================================

# ------------------------------------------------------------ blind5/c: houses

# w245-houses-larch-close.txt
puzzle("w245-houses-larch-close", family="houses",
       layout="'Countries:' lists, numbered clues, demonyms and agent nouns, 3 herrings",
       noun="house", n=4,
       cats={"Country": ["Canada", "Greece", "Peru", "Sweden"],
             "Pet": ["cat", "dog", "parrot", "rabbit"],
             "Hobby": ["baking", "cycling", "gardening", "painting"]},
       clues=[right("Sweden", "Peru"),
              same("baking", "cat"),
              all_of(ends("dog"), next_to("dog", "baking")),
              at("parrot", 4),
              differ("Greece", "painting"),
              somewhere_right("cycling", "gardening"),
              ends("Canada"),
              next_to("rabbit", "cycling"),
              same("Sweden", "baking")],
       herrings={5: "The man with the ginger beard lives next door to the Swede.",
                 9: "Parrots can live for decades.",
                 11: "The tallest of the four residents is the one with the rabbit."},
       questions=[ask_value("Country", "rabbit"), ask_value("Hobby", "Peru")])

# w246-houses-wrens-end-table.txt
puzzle("w246-houses-wrens-end-table", family="houses",
       layout="markdown table of options (rows unlinked), '(1)' clues, 2 herrings",
       noun="cottage", n=5,
       cats={"Name": ["Alba", "Bruno", "Cora", "Dev", "Enid"],
             "Colour": ["blue", "green", "red", "white", "yellow"],
             "Drink": ["cola", "lemonade", "orange juice", "tea", "water"],
             "Pastime": ["chess", "fishing", "knitting", "running", "singing"]},
       clues=[at("red", 3),
              left("tea", "chess"),
              same("singing", "white"),
              same("Dev", "knitting"),
              same("Alba", "cola"),
              all_of(same("fishing", "yellow"), ends("fishing")),
              all_of(same("Bruno", "green"), somewhere_right("Bruno", "Enid")),
              next_to("lemonade", "running"),
              same("cola", "red"),
              next_to("knitting", "fishing"),
              same("running", "orange juice"),
              middle("Enid")],
       herrings={5: "The resident with the moustache is a keen birdwatcher.",
                 10: "Knitting is said to lower blood pressure."},
       questions=[ask_value("Name", "water"), ask_position("Dev")])

# w247-houses-quay-street-prose.txt
puzzle("w247-houses-quay-street-prose", family="houses",
       layout="single prose paragraph, categories woven in, 2 herrings",
       noun="house", n=3,
       cats={"Nationality": ["Brazilian", "Japanese", "Norwegian"],
             "Pet": ["goldfish", "hamster", "tortoise"],
             "Instrument": ["drums", "piano", "violin"]},
       clues=[all_of(ends("drums"), same("drums", "hamster")),
              left("piano", "Norwegian"),
              differ("Japanese", "drums"),
              same("goldfish", "piano"),
              somewhere_left("Brazilian", "tortoise")],
       herrings={7: "The lady in the red hat is very fond of jazz.",
                 9: "Tortoises often outlive their owners."},
       questions=[ask_value("Instrument", "Brazilian"), ask_value("Nationality", "goldfish")])

# w248-houses-east-pier-bullets.txt
puzzle("w248-houses-east-pier-bullets", family="houses",
       layout="boats at berths, 'Boats:' lists, '- ' bullet clues, shoreward/seaward, 3 herrings",
       noun="berth", n=4,
       cats={"Boat": ["Kestrel", "Marlin", "Osprey", "Sea Lark"],
             "Skipper": ["Ines", "Otto", "Ruth", "Yusuf"],
             "Hull colour": ["black", "blue", "orange", "white"],
             "Trip": ["birdwatching", "diving", "fishing", "sightseeing"]},
       clues=[at("orange", 4),
              left("Otto", "Marlin"),
              same("diving", "Kestrel"),
              at("Ruth", 1),
              same("fishing", "black"),
              same("birdwatching", "white"),
              between("Yusuf", "Otto", "Osprey"),
              right("fishing", "diving"),
              same("birdwatching", "Sea Lark")],
       herrings={4: "The skipper with the grey beard has rounded Cape Horn twice.",
                 8: "Ospreys are sometimes called fish hawks.",
                 10: "The boat with the newest engine is the Sea Lark."},
       questions=[ask_value("Boat", "Yusuf"), ask_value("Hull colour", "Sea Lark")])

# w249-houses-flats-floors.txt
puzzle("w249-houses-flats-floors", family="houses",
       layout="floors 1 (bottom) to 5 (top), categories in parentheses, unnumbered clue lines, 3 herrings",
       noun="floor", n=5,
       cats={"Country": ["Chile", "Denmark", "Egypt", "Portugal", "Scotland"],
             "Job": ["baker", "journalist", "nurse", "plumber", "teacher"],
             "Pet": ["canary", "cat", "goldfish", "iguana", "spaniel"]},
       clues=[at("Denmark", 5),
              left("baker", "plumber"),
              same("iguana", "journalist"),
              at("cat", 1),
              same("Scotland", "nurse"),
              offset("canary", "Egypt", 2),
              same("Chile", "teacher"),
              all_of(somewhere_right("spaniel", "Portugal"), not_(right("spaniel", "Portugal"))),
              all_of(right("teacher", "nurse"), same("teacher", "canary"))],
       herrings={9: "The tenant with the bicycle lives somewhere above the Scot.",
                 12: "Iguanas need a warm lamp to stay healthy.",
                 14: "The oldest tenant has lived in the building the longest."},
       questions=[ask_position("teacher"), ask_value("Country", "goldfish")])

# ------------------------------------------------------------ blind5/c: people

# w250-people-picnic-worksheet.txt
puzzle("w250-people-picnic-worksheet", family="people",
       layout="school worksheet, numbered clues, empty ASCII tick grid, lettered questions",
       noun=None, n=3, axis="Name",
       cats={"Name": ["Amy", "Ben", "Cara"],
             "Age": ["7", "8", "9"],
             "Fruit": ["apple", "banana", "grapes"]},
       clues=[less("Amy", "Ben", "Age"),
              same("banana", "7"),
              differ("Amy", "7"),
              differ("Ben", "apple")],
       questions=[ask_value("Name", "grapes"), ask_value("Age", "Amy")])

# w251-people-climbing-app.txt
puzzle("w251-people-climbing-app", family="people",
       layout="puzzle-app screen, 'Climbers:' lists, numbered HINTS, heights in ft/in, no question",
       noun=None, n=4, axis="Climber",
       cats={"Climber": ["Hana", "Jonas", "Leo", "Marisol"],
             "Height": ["5 ft 7 in", "5 ft 9 in", "5 ft 11 in", "6 ft 1 in"],
             "Route": ["green", "orange", "purple", "yellow"]},
       clues=[diff("Jonas", "purple", "Height", 4),
              all_of(less("Hana", "Marisol", "Height"), less("Marisol", "Leo", "Height")),
              same("yellow", "6 ft 1 in"),
              of_two("Leo", "orange", "5 ft 9 in", "6 ft 1 in")])

# w252-people-writers-circle-logic-problem.txt
puzzle("w252-people-writers-circle-logic-problem", family="people",
       layout="newspaper logic problem, 'Writers:' lists, '1 ' clues without dots, surnames/first names only, no question",
       noun=None, n=5, axis="Writer",
       cats={"Writer": ["Alan Pryce", "Bethan Moss", "Colin Strand", "Delia Fenn", "Errol Gage"],
             "Year": ["2016", "2017", "2018", "2019", "2020"],
             "Genre": ["crime", "fantasy", "historical", "romance", "science fiction"]},
       clues=[diff("Colin Strand", "romance", "Year", 2),
              diff("Delia Fenn", "fantasy", "Year", 1),
              same("Errol Gage", "2016"),
              less("Alan Pryce", "crime", "Year"),
              differ("Bethan Moss", "science fiction"),
              of_two("historical", "Alan Pryce", "2016", "2018")])

# w253-people-dog-walking-blog.txt
puzzle("w253-people-dog-walking-blog", family="people",
       layout="chatty blog post, clues in running prose, weekdays, one question at end",
       noun=None, n=5, axis="Walker",
       cats={"Walker": ["Gemma", "Hugh", "Isla", "Kwame", "Priya"],
             "Day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
             "Walk": ["beach", "canal", "common", "park", "woods"]},
       clues=[less("Gemma", "Hugh", "Day"),
              diff("beach", "canal", "Day", 2),
              diff("Kwame", "Isla", "Day", 1),
              neither("Priya", "Monday", "Friday"),
              same("woods", "Tuesday"),
              same("Gemma", "beach"),
              same("Friday", "park")])

# w254-people-club-terse.txt
puzzle("w254-people-club-terse", family="people",
       layout="terse '- ' bullet list, ages, 'Of X and Y' and 'The three are' clues",
       noun=None, n=5, axis="Name",
       cats={"Name": ["Fay", "Gil", "Hal", "Ivo", "Jun"],
             "Age": ["22", "25", "28", "31", "34"],
             "Sport": ["archery", "bowling", "curling", "fencing", "rowing"]},
       clues=[diff("Gil", "fencing", "Age", 3),
              differ("fencing", "22"),
              of_two("Hal", "rowing", "22", "34"),
              distinct("Jun", "curling", "34"),
              less("Fay", "Jun", "Age"),
              less("Hal", "Fay", "Age"),
              same("Gil", "archery"),
              less("Gil", "Jun", "Age")])


# ===================================================================
# Sixth blind set (w255-w284): written by people who had not seen the reader
# ===================================================================


# ---------------------------------------------------------------- local helpers

def numrel(x, y, cat, f, kind="numrel"):
    """f(num(cat of X), num(cat of Y)) is true."""
    return Clue(kind, [x, y],
                lambda c, e: f(_numval(c, e, cat, c.pos(e, 0)), _numval(c, e, cat, c.pos(e, 1))),
                wholecats=[cat])


def numis(x, cat, f, kind="numis"):
    """f(num(cat of X)) is true."""
    return Clue(kind, [x], lambda c, e: f(_numval(c, e, cat, c.pos(e, 0))), wholecats=[cat])


def diffr(x, y, cat, d):
    """num(cat of X) - num(cat of Y) == d, compared to the cent."""
    return numrel(x, y, cat, lambda p, q: round(p - q, 2) == round(d, 2), kind="diffr")


def times(x, y, cat, k):
    """num(cat of X) == k * num(cat of Y)   ("X ran twice as far as Y")."""
    return numrel(x, y, cat, lambda p, q: abs(p - k * q) < 1e-9, kind="times")


def greater(x, y, cat):
    return less(y, x, cat)


# ===================================================================
# blind6/a puzzles w255-w264
# ===================================================================

# w255-people-antiques-fair.txt
puzzle("w255-people-antiques-fair", family="people",
       layout="old puzzle-book story, first names + surnames, items named only in clues, '1.' clues, 'Of X and Y, one ...', negated superlative, full grid",
       noun=None, n=4, axis="First name",
       cats={"First name": ["Agnes", "Bernard", "Cecily", "Desmond"],
             "Surname": ["Fairweather", "Holloway", "Pemberton", "Thistlewood"],
             "Item": ["carriage clock", "copper kettle", "pier mirror", "sewing box"],
             "Year": ["1872", "1885", "1898", "1911"],
             "Price": ["£14", "£18", "£22", "£26"]},
       clues=[same("carriage clock", "1872"),
              diff("carriage clock", "Holloway", "Price", 8),
              same("Cecily", "£14"),
              differ("Cecily", "copper kettle"),
              of_two("Desmond", "Pemberton", "copper kettle", "1911"),
              diff("sewing box", "copper kettle", "Year", 13),
              differ("Fairweather", "£26"),
              less("Fairweather", "Thistlewood", "Price"),
              differ("Agnes", "1911"),
              neither("Agnes", "carriage clock", "copper kettle"),
              diff("sewing box", "pier mirror", "Price", 4)],
       herrings={4: "The fair raised a little over £300 towards the repair of the church roof."},
       questions=[])

# w256-people-fun-run.txt
puzzle("w256-people-fun-run", family="people",
       layout="newspaper weekend brainteaser, prose categories, '1)' clues, two questions",
       noun=None, n=5, axis="Name",
       cats={"Name": ["Dolores", "Felix", "Harriet", "Ivan", "Keisha"],
             "Distance": ["2.5 km", "5 km", "7.5 km", "10 km", "12.5 km"],
             "Charity": ["animal shelter", "food bank", "hospice", "library fund", "lifeboat"],
             "Raised": ["$87.50", "$112.50", "$140.25", "$165.75", "$203.00"]},
       clues=[same("Felix", "12.5 km"),
              same("Felix", "$87.50"),
              times("food bank", "Keisha", "Distance", 2),
              less("Dolores", "Harriet", "Raised"),
              less("Harriet", "Ivan", "Raised"),
              diffr("hospice", "library fund", "Distance", 5),
              diffr("Keisha", "Felix", "Raised", 25),
              neither("animal shelter", "Ivan", "Dolores"),
              neither("$165.75", "lifeboat", "hospice"),
              times("Keisha", "Harriet", "Distance", 2),
              diffr("animal shelter", "lifeboat", "Raised", 25),
              less("Dolores", "Ivan", "Distance")],
       herrings={7: "Rain had been forecast, but the sun shone all morning."},
       questions=[ask_value("Name", "lifeboat"), ask_value("Distance", "Ivan")])

# w257-people-new-pets.txt
puzzle("w257-people-new-pets", family="people",
       layout="children's magazine, categories in prose sentences, '\u2022' bullet clues, two questions",
       noun=None, n=4, axis="Name",
       cats={"Name": ["Ollie", "Priya", "Sam", "Tilly"],
             "Age": ["6", "7", "8", "9"],
             "Pet": ["goldfish", "kitten", "puppy", "rabbit"],
             "Pet name": ["Biscuit", "Mittens", "Nibbles", "Splash"]},
       clues=[same("Sam", "9"),
              same("goldfish", "6"),
              diff("Ollie", "kitten", "Age", 1),
              differ("Nibbles", "rabbit"),
              same("Splash", "goldfish"),
              same("Mittens", "puppy"),
              less("Priya", "Tilly", "Age"),
              differ("Sam", "rabbit")],
       herrings={5: "Tilly's big brother has a tortoise called Speedy."},
       questions=[ask_value("Pet", "Tilly"), ask_value("Pet name", "Tilly")])

# w258-people-spelling-bee.txt
puzzle("w258-people-spelling-bee", family="people",
       layout="puzzle contest handout, 'Schools:' lists, 'Clue 1:' clues, 'The five were ...' clue, three questions",
       noun=None, n=5, axis="Contestant",
       cats={"Contestant": ["Anouk", "Bram", "Celine", "Dario", "Esther"],
             "School": ["Hillcrest", "Marlow", "Northgate", "Riverside", "St Jude's"],
             "Points": ["14", "17", "20", "23", "26"],
             "Final word": ["mnemonic", "onomatopoeia", "quixotic", "rhythm", "syzygy"]},
       clues=[same("Bram", "26"),
              diff("Bram", "St Jude's", "Points", 3),
              xor(same("Celine", "onomatopoeia"), same("Marlow", "onomatopoeia")),
              distinct("Dario", "Esther", "Riverside", "mnemonic", "26"),
              diff("Anouk", "Celine", "Points", 6),
              less("syzygy", "quixotic", "Points"),
              less("Esther", "syzygy", "Points"),
              same("Northgate", "rhythm"),
              diff("Northgate", "Hillcrest", "Points", 12)],
       herrings={5: "More than two hundred parents and teachers packed into the school hall for the final."},
       questions=[ask_value("Contestant", "St Jude's"), ask_value("Final word", "Anouk"),
                  ask_value("Points", "Esther")])

# w259-people-lunch-bill.txt
puzzle("w259-people-lunch-bill", family="people",
       layout="story of true quoted statements, prices in prose, dishes and drinks listed in prose, full grid",
       noun=None, n=4, axis="Name",
       cats={"Name": ["Amy", "Gus", "Nadia", "Rufus"],
             "Dish": ["burger", "fish tacos", "quiche", "ramen"],
             "Price": ["$9.25", "$11.50", "$12.75", "$14.00"],
             "Drink": ["cola", "iced tea", "lemonade", "sparkling water"]},
       clues=[less("Gus", "Amy", "Price"),
              less("Amy", "Rufus", "Price"),
              differ("Amy", "cola"),
              diffr("ramen", "lemonade", "Price", 2.5),
              same("Nadia", "$14.00"),
              differ("Nadia", "fish tacos"),
              differ("Nadia", "cola"),
              same("iced tea", "$12.75"),
              differ("quiche", "$12.75"),
              of_two("Rufus", "Amy", "quiche", "iced tea"),
              less("burger", "quiche", "Price")],
       herrings={10: "\"The waiter is my cousin's flatmate,\" Gus added."},
       questions=[])

# w260-people-lisbon-email.txt
puzzle("w260-people-lisbon-email", family="people",
       layout="chatty email, dates and euro prices in prose, clues in prose paragraphs, two questions",
       noun=None, n=4, axis="Name",
       cats={"Name": ["Kwame", "Lin", "Marta", "Theo"],
             "Booking": ["cooking class", "fado night", "day trip to Sintra", "tram tour"],
             "Date": ["May 4", "May 7", "May 9", "May 12"],
             "Cost": ["€18", "€25", "€32", "€39"]},
       clues=[same("Kwame", "May 4"),
              same("tram tour", "€18"),
              diff("tram tour", "Kwame", "Date", 3),
              diff("Lin", "Kwame", "Cost", 7),
              diff("cooking class", "tram tour", "Date", 2),
              differ("Marta", "fado night"),
              differ("Marta", "May 12"),
              less("day trip to Sintra", "cooking class", "Cost"),
              less("Kwame", "Marta", "Cost"),
              less("fado night", "day trip to Sintra", "Date")],
       herrings={12: "Theo has already bought a phrasebook.", 15: "The forecast says sunshine all week, fingers crossed."},
       questions=[ask_value("Name", "day trip to Sintra"), ask_value("Date", "Theo")])

# w261-people-giant-veg.txt
puzzle("w261-people-giant-veg", family="people",
       layout="quiz-night handout, titles (Dr/Miss/Mr/Mrs) as a category, weights in kg, lettered 'a)' clues, 'someone other than', two questions",
       noun=None, n=4, axis="Surname",
       cats={"Surname": ["Abbott", "Brightwell", "Chandra", "Dove"],
             "Title": ["Dr", "Miss", "Mr", "Mrs"],
             "Vegetable": ["cabbage", "marrow", "pumpkin", "swede"],
             "Weight": ["3.5 kg", "5 kg", "6.5 kg", "8 kg"]},
       clues=[same("pumpkin", "8 kg"),
              diffr("Chandra", "Dr", "Weight", 1.5),
              less("marrow", "Miss", "Weight"),
              same("Dove", "3.5 kg"),
              differ("Dove", "cabbage"),
              differ("Abbott", "Mrs"),
              numis("Mr", "Weight", lambda w: w > 5),
              diffr("marrow", "cabbage", "Weight", 1.5),
              less("Abbott", "Brightwell", "Weight"),
              differ("Dove", "Dr")],
       herrings={12: "The judge has run the class for twenty-two years and still refuses to use a digital scale."},
       questions=[ask_value("Title", "Brightwell"), ask_value("Vegetable", "Dr")])

# w262-people-games-night.txt
puzzle("w262-people-games-night", family="people",
       layout="club newsletter, header line 'Member | Game | Arrived | Length', clock times and durations, '- ' bullet clues, two questions",
       noun=None, n=5, axis="Member",
       cats={"Member": ["Bea", "Cormac", "Delphine", "Elias", "Fen"],
             "Game": ["Azul", "Brass", "Catan", "Codenames", "Ticket to Ride"],
             "Arrived": ["7:00 pm", "7:15 pm", "7:30 pm", "7:45 pm", "8:00 pm"],
             "Length": ["30 minutes", "45 minutes", "60 minutes", "90 minutes", "120 minutes"]},
       clues=[same("Delphine", "7:00 pm"),
              same("Cormac", "8:00 pm"),
              same("Cormac", "30 minutes"),
              diff("Elias", "Catan", "Arrived", 15),
              times("Brass", "Ticket to Ride", "Length", 2),
              less("Fen", "Bea", "Arrived"),
              less("Brass", "Azul", "Arrived"),
              diff("Brass", "Azul", "Length", 75),
              neither("Codenames", "Bea", "Elias"),
              diff("Catan", "Delphine", "Length", 30),
              less("Bea", "Elias", "Arrived")],
       herrings={8: "Fen's dog, Pickle, came along and slept under the table all night."},
       questions=[ask_value("Member", "Catan"), ask_value("Length", "Elias")])

# w263-people-test-scores.txt
puzzle("w263-people-test-scores", family="people",
       layout="teacher's worksheet, 'Your task is to find' sentence, percentages, '1.' clues with 'respectively', lettered questions",
       noun=None, n=5, axis="Student",
       cats={"Student": ["Aaliyah", "Ben", "Chen", "Dimitra", "Eamon"],
             "Subject": ["Biology", "French", "History", "Maths", "Music"],
             "Score": ["62%", "70%", "78%", "85%", "93%"]},
       clues=[same("Ben", "62%"),
              same("Chen", "93%"),
              diff("Biology", "Dimitra", "Score", 8),
              neither("Aaliyah", "French", "Maths"),
              less("Biology", "History", "Score"),
              less("Music", "French", "Score"),
              diff("Chen", "Eamon", "Score", 15),
              diff("Maths", "Ben", "Score", 31)],
       herrings={4: "Dimitra sits next to Chen in form time."},
       questions=[ask_value("Student", "78%"), ask_value("Subject", "Aaliyah")])

# w264-people-radio-listing.txt
puzzle("w264-people-radio-listing", family="people",
       layout="radio programme listing, clock times incl. 'midday'/'quarter past two', years, prose clues with 'the former ... the latter', two questions",
       noun=None, n=4, axis="Presenter",
       cats={"Presenter": ["Gwen", "Hamish", "Isolde", "Jasper"],
             "Show": ["Folk Roots", "Sports Desk", "Swing Time", "The Garden Hour"],
             "Start": ["9:30 am", "11:00 am", "midday", "2:15 pm"],
             "Record year": ["1967", "1974", "1982", "1991"]},
       clues=[same("The Garden Hour", "9:30 am"),
              diff("Hamish", "Gwen", "Start", 60),
              diff("Isolde", "Jasper", "Record year", 8),
              same("Folk Roots", "1967"),
              differ("Hamish", "Folk Roots"),
              less("Folk Roots", "Sports Desk", "Start"),
              same("Sports Desk", "1991"),
              same("Swing Time", "2:15 pm"),
              less("Isolde", "Jasper", "Start")],
       herrings={10: "Travel news follows every programme.", 13: "The station celebrates its fortieth birthday in June, so watch this space."},
       questions=[ask_value("Start", "Isolde"), ask_value("Presenter", "1974")])

# ------------------------------------------------ helpers for w265-w274

def even(x):
    """X is in an even-numbered position."""
    return rule(lambda p: p % 2 == 0, [x], kind="even")


def odd(x):
    """X is in an odd-numbered position."""
    return rule(lambda p: p % 2 == 1, [x], kind="odd")


def far_left(x, y):
    """pos(X) < pos(Y) - 1: lower-numbered than Y, but not directly."""
    return rule(lambda p, q: p < q - 1, [x, y], kind="far_left")


def far_right(x, y):
    """pos(X) > pos(Y) + 1: higher-numbered than Y, but not directly."""
    return rule(lambda p, q: p > q + 1, [x, y], kind="far_right")


def one_end(x, y):
    """Of X and Y, exactly one is at an end."""
    return xor(ends(x), ends(y))


# ------------------------------------------------ w265-w274 (made by gen.py)

# w265-lines-five-houses.txt
puzzle('w265-lines-five-houses', family='lines', layout="'Each person has a unique X:' lines, numbered clues, 5x8, herrings", noun='house', n=5,
       cats={
           'Name': ['Carmen', 'Otto', 'Amara', 'Celeste', 'Tomas'],
           'Nationality': ['Swede', 'Chilean', 'Kenyan', 'Canadian', 'Brazilian'],
           'Colour': ['red', 'purple', 'pink', 'blue', 'grey'],
           'Drink': ['cocoa', 'juice', 'soda', 'kefir', 'coffee'],
           'Pet': ['horse', 'parrot', 'snake', 'lizard', 'tortoise'],
           'Cigar': ['Davidoff', 'Blends', 'Dunhill', 'Blue Master', 'Prince'],
           'Music': ['jazz', 'classical', 'folk', 'metal', 'techno'],
           'Car': ['Tesla', 'Fiat', 'Skoda', 'Volvo', 'Toyota'],
       },
       clues=[
           next_to('Tomas', 'purple'),
           same('juice', 'parrot'),
           differ('Blends', 'coffee'),
           right('cocoa', 'metal'),
           same('Volvo', 'jazz'),
           right('juice', 'soda'),
           same('tortoise', 'Fiat'),
           not_at('Blue Master', 4),
           left('Celeste', 'cocoa'),
           at('parrot', 2),
           left('Otto', 'Skoda'),
           same('Skoda', 'parrot'),
           somewhere_right('Swede', 'metal'),
           at('Dunhill', 3),
           at('Swede', 4),
           at('juice', 2),
           next_to('Fiat', 'Carmen'),
           same('Tesla', 'Canadian'),
           somewhere_right('Chilean', 'parrot'),
           same('soda', 'Otto'),
           not_at('Volvo', 4),
           differ('Blue Master', 'Toyota'),
           not_at('pink', 2),
           same('Toyota', 'soda'),
           differ('grey', 'Otto'),
           same('Carmen', 'coffee'),
           same('jazz', 'Chilean'),
           left('horse', 'tortoise'),
           same('Prince', 'grey'),
           same('purple', 'Dunhill'),
           next_to('blue', 'soda'),
           somewhere_left('folk', 'Dunhill'),
           same('jazz', 'Amara'),
           same('soda', 'Blends'),
           same('Davidoff', 'Brazilian'),
           differ('Tomas', 'Davidoff'),
           same('Prince', 'Fiat'),
           gap('parrot', 'Swede', 2),
           right('Prince', 'Amara'),
           same('lizard', 'Blue Master'),
           same('snake', 'Toyota'),
           next_to('jazz', 'Fiat'),
           same('horse', 'purple'),
           differ('Prince', 'Celeste'),
           same('red', 'lizard'),
           somewhere_left('Otto', 'purple'),
           ends('lizard'),
           somewhere_right('classical', 'techno'),
           at('Amara', 3),
           same('Prince', 'tortoise'),
           at('Tesla', 5),
           next_to('Fiat', 'classical'),
           somewhere_left('soda', 'Volvo'),
           next_to('techno', 'horse'),
           same('blue', 'Brazilian'),
           not_at('purple', 4),
           next_to('Kenyan', 'juice'),
           ends('folk'),
           next_to('juice', 'Volvo'),
           left('Volvo', 'tortoise'),
       ],
       herrings={
           21: 'The person who ran a marathon last spring lives somewhere to the left of Celeste.',
           31: 'The person who plays the bagpipes does not live next to the person with the horse.',
           37: 'The person who owns a vintage clock does not live next to the person with the lizard.',
       },
       questions=[ask_value('Name', 'parrot'), ask_value('Colour', 'coffee')])

# w266-lines-cinema-row.txt
puzzle('w266-lines-cinema-row', family='lines', layout="'* X: a, b' bullet categories, '- ' bullet clues, seats #1-#6, herrings", noun='seat', n=6,
       cats={
           'Name': ['Chen', 'Celeste', 'Esther', 'Wes', 'Eamon', 'Alice'],
           'Movie': ['action', 'drama', 'musical', 'comedy', 'martial arts', 'war'],
           'Shirt colour': ['lavender', 'olive', 'maroon', 'coral', 'cream', 'crimson'],
           'Phone': ['iPhone', 'OnePlus', 'Google Pixel', 'Xiaomi', 'Nokia', 'Sony'],
           'Dessert': ['cheesecake', 'tiramisu', 'churros', 'flan', 'ice cream', 'apple pie'],
           'Language': ['Swahili', 'German', 'Italian', 'Hindi', 'Portuguese', 'French'],
           'Hairstyle': ['bob', 'French braid', 'buzz cut', 'side part', 'afro', 'crew cut'],
           'Birth month': ['February', 'April', 'July', 'August', 'November', 'December'],
           'Transport': ['bicycle', 'skateboard', 'tram', 'taxi', 'ferry', 'scooter'],
       },
       clues=[
           left('Chen', 'flan'),
           between('scooter', 'Celeste', 'taxi'),
           left('December', 'Alice'),
           somewhere_right('tiramisu', 'Portuguese'),
           same('German', 'drama'),
           differ('taxi', 'apple pie'),
           next_to('crimson', 'churros'),
           next_to('February', 'August'),
           somewhere_right('tram', 'Xiaomi'),
           not_next('Eamon', 'French'),
           next_to('OnePlus', 'skateboard'),
           not_at('August', 4, 6),
           same('churros', 'tram'),
           left('December', 'tram'),
           same('crew cut', 'tiramisu'),
           middle('coral'),
           middle('April'),
           same('afro', 'April'),
           same('Swahili', 'tiramisu'),
           somewhere_right('French', 'ferry'),
           same('Swahili', 'crew cut'),
           somewhere_left('war', 'German'),
           next_to('iPhone', 'maroon'),
           differ('coral', 'Swahili'),
           middle('Chen'),
           odd('Celeste'),
           next_to('tiramisu', 'maroon'),
           somewhere_left('July', 'December'),
           not_next('drama', 'skateboard'),
           not_next('cheesecake', 'OnePlus'),
           somewhere_right('OnePlus', 'Chen'),
           same('ferry', 'Xiaomi'),
           same('Xiaomi', 'Italian'),
           same('Wes', 'flan'),
           next_to('war', 'Esther'),
           right('Eamon', 'Sony'),
           left('ice cream', 'bob'),
           left('war', 'olive'),
           not_next('Alice', 'buzz cut'),
           somewhere_left('February', 'taxi'),
           same('olive', 'French'),
           same('maroon', 'November'),
           same('cheesecake', 'taxi'),
           not_at('Eamon', 4),
           middle('crimson'),
           middle('comedy'),
           not_next('Chen', 'churros'),
           ends('Xiaomi'),
           differ('tram', 'April'),
           same('tram', 'Alice'),
           differ('December', 'Sony'),
           left('Sony', 'December'),
           between('German', 'Hindi', 'Celeste'),
           left('taxi', 'afro'),
           same('tiramisu', 'martial arts'),
           not_at('French braid', 3),
           somewhere_right('comedy', 'German'),
           next_to('Portuguese', 'crew cut'),
           next_to('buzz cut', 'apple pie'),
           next_to('drama', 'February'),
           not_at('churros', 5),
           not_next('drama', 'Eamon'),
           next_to('coral', 'February'),
           same('taxi', 'drama'),
           somewhere_left('August', 'Portuguese'),
           differ('comedy', 'December'),
           same('ice cream', 'scooter'),
           left('iPhone', 'OnePlus'),
           not_next('November', 'cream'),
           same('action', 'February'),
           at('war', 1),
           same('skateboard', 'crew cut'),
           same('musical', 'churros'),
           not_next('martial arts', 'Celeste'),
           same('April', 'flan'),
           same('Nokia', 'scooter'),
           at('action', 2),
           not_at('Portuguese', 2),
           same('tram', 'side part'),
           same('Sony', 'afro'),
           left('Wes', 'tiramisu'),
           ends('war'),
           same('taxi', 'August'),
           next_to('cream', 'Eamon'),
       ],
       herrings={
           38: 'The person who owns a telescope sits somewhere to the left of the churros lover.',
           39: 'The person who hates mornings and the person who commutes by bicycle do not sit next to each other.',
           56: 'The person who keeps bees sits somewhere to the left of the person who uses a Google Pixel.',
           73: 'The person who collects stamps and the person whose birthday is in July do not sit next to each other.',
       },
       questions=[ask_position('martial arts')])

# w267-lines-seven-by-sixteen.txt
puzzle('w267-lines-seven-by-sixteen', family='lines', layout="numbered category list, 'Clue 12:' clues, positions in words, 7x16, herrings", noun='position', n=7,
       cats={
           'Name': ['Bodhi', 'Mira', 'Dmitri', 'Viktor', 'Wendy', 'Noor', 'Liam'],
           'Nationality': ['Scot', 'Kenyan', 'Turk', 'Dane', 'Brazilian', 'Egyptian', 'Greek'],
           'Job': ['electrician', 'vet', 'journalist', 'engineer', 'baker', 'lawyer', 'architect'],
           'Pet': ['dog', 'parrot', 'horse', 'tortoise', 'iguana', 'lizard', 'hamster'],
           'Drink': ['milk', 'cocoa', 'kefir', 'soda', 'cider', 'juice', 'water'],
           'Sport': ['basketball', 'tennis', 'cricket', 'badminton', 'rugby', 'hockey', 'volleyball'],
           'Hobby': ['hiking', 'birdwatching', 'chess', 'gardening', 'fishing', 'photography', 'painting'],
           'Car': ['Ford', 'Honda', 'Volvo', 'Toyota', 'Fiat', 'Tesla', 'Mazda'],
           'Music': ['pop', 'folk', 'soul', 'classical', 'jazz', 'metal', 'blues'],
           'Book': ['horror', 'biographies', 'romance', 'thrillers', 'short stories', 'fantasy', 'comics'],
           'Flower': ['sunflowers', 'carnations', 'roses', 'peonies', 'daisies', 'irises', 'magnolias'],
           'Fruit': ['figs', 'pears', 'peaches', 'bananas', 'cherries', 'grapes', 'kiwis'],
           'Language': ['French', 'Portuguese', 'Spanish', 'Mandarin', 'Swahili', 'Hindi', 'Korean'],
           'Instrument': ['cello', 'saxophone', 'guitar', 'harp', 'piano', 'clarinet', 'accordion'],
           'TV show': ['Northern Skies', 'Night Shift', 'Star Pilots', 'Steel City', 'The Copper Kettle', 'The Long Road', 'Harbour Lights'],
           'Age': ['30', '33', '35', '36', '41', '44', '48'],
       },
       clues=[
           not_at('grapes', 4),
           same('Swahili', 'Toyota'),
           same('baker', 'milk'),
           right('comics', 'Honda'),
           same('Night Shift', 'Volvo'),
           right('Korean', 'kiwis'),
           not_at('clarinet', 1),
           same('accordion', 'Spanish'),
           far_left('magnolias', 'soda'),
           same('Scot', 'electrician'),
           same('painting', 'Mira'),
           far_left('saxophone', 'pop'),
           neither('electrician', 'soul', 'Viktor'),
           same('cello', 'Bodhi'),
           left('birdwatching', 'Northern Skies'),
           left('35', 'hockey'),
           same('Noor', 'Swahili'),
           same('Steel City', 'hiking'),
           neither('36', 'cocoa', 'water'),
           same('Viktor', 'parrot'),
           between_in_order('Noor', 'bananas', 'horror'),
           same('Liam', 'fishing'),
           same('birdwatching', 'engineer'),
           same('fishing', 'kiwis'),
           same('rugby', 'Scot'),
           somewhere_left('35', 'saxophone'),
           gap('kefir', 'gardening', 4),
           same('folk', 'peonies'),
           between_in_order('hamster', 'thrillers', 'Portuguese'),
           same('Mandarin', 'Turk'),
           offset('Korean', 'Noor', 3),
           somewhere_left('Mazda', 'classical'),
           same('iguana', 'Honda'),
           neither('gardening', 'lawyer', 'soda'),
           either('Dane', 'soul', 'jazz'),
           next_to('accordion', 'fishing'),
           somewhere_left('Kenyan', 'Portuguese'),
           either('daisies', 'horror', 'thrillers'),
           right('saxophone', 'Dmitri'),
           somewhere_left('comics', 'peonies'),
           same('41', 'cherries'),
           same('cocoa', 'chess'),
           far_left('volleyball', 'short stories'),
           same('lizard', 'baker'),
           far_right('grapes', 'chess'),
           somewhere_left('Mira', 'vet'),
           not_at('Night Shift', 7),
           same('Mandarin', 'blues'),
           differ('short stories', 'fishing'),
           same('comics', 'tortoise'),
           gap('short stories', 'Mazda', 2),
           same('iguana', 'rugby'),
           same('peaches', 'juice'),
           next_to('jazz', 'piano'),
           next_to('tennis', '36'),
           left('hamster', 'accordion'),
           same('cider', 'journalist'),
           at('44', 2),
           same('Star Pilots', 'Toyota'),
           right('bananas', 'horse'),
           same('photography', 'juice'),
           between_in_order('basketball', 'romance', 'gardening'),
           same('figs', 'pop'),
           next_to('Spanish', 'carnations'),
           somewhere_left('volleyball', 'Kenyan'),
           same('Northern Skies', 'romance'),
           same('sunflowers', 'tortoise'),
           same('Toyota', 'carnations'),
           same('soda', 'guitar'),
           neither('Kenyan', 'romance', 'blues'),
           same('Night Shift', 'clarinet'),
           somewhere_left('jazz', 'guitar'),
           same('Hindi', 'volleyball'),
           same('accordion', 'iguana'),
           either('fantasy', 'pop', 'blues'),
           not_at('fantasy', 4),
           same('horror', 'Fiat'),
           either('electrician', 'iguana', 'hamster'),
           differ('classical', 'soda'),
           same('kiwis', 'Ford'),
           right('kiwis', 'Spanish'),
           same('classical', 'birdwatching'),
           same('Scot', 'magnolias'),
           same('fantasy', 'Wendy'),
           same('Egyptian', 'volleyball'),
           right('saxophone', 'romance'),
           next_to('Northern Skies', 'tortoise'),
           offset('Night Shift', 'magnolias', -2),
           next_to('badminton', 'vet'),
           left('Viktor', 'roses'),
           neither('clarinet', 'folk', 'Dmitri'),
           same('kiwis', '48'),
           gap('Dane', 'water', 3),
           far_right('Ford', 'engineer'),
           between_in_order('Toyota', 'Dane', 'fishing'),
           right('cricket', 'bananas'),
           offset('Wendy', '30', 3),
           offset('classical', 'Viktor', -3),
           same('cider', 'Mira'),
           same('tortoise', 'The Long Road'),
           same('Brazilian', 'gardening'),
           same('dog', 'Night Shift'),
           same('roses', '36'),
           at('accordion', 4),
           right('short stories', 'clarinet'),
           right('48', 'Northern Skies'),
           same('dog', 'jazz'),
           same('architect', 'Ford'),
           somewhere_left('kefir', 'badminton'),
           same('water', 'saxophone'),
           same('water', '48'),
           same('juice', 'thrillers'),
           left('classical', 'Northern Skies'),
           differ('kiwis', 'daisies'),
           not_at('36', 2),
           either('baker', 'gardening', 'photography'),
           same('Portuguese', 'roses'),
           right('water', 'magnolias'),
           same('Turk', 'water'),
           differ('peaches', 'baker'),
           next_to('engineer', 'clarinet'),
           next_to('cherries', 'Scot'),
           right('Mandarin', 'Spanish'),
           same('folk', 'horror'),
           not_at('painting', 3),
           same('irises', 'hockey'),
           either('magnolias', 'Korean', 'Spanish'),
           same('volleyball', 'photography'),
           differ('parrot', 'Dmitri'),
           same('badminton', 'pop'),
           same('irises', 'French'),
           same('Tesla', 'The Copper Kettle'),
           same('tortoise', 'Liam'),
           same('Portuguese', 'badminton'),
           same('30', 'Scot'),
           same('tortoise', 'water'),
           same('French', 'bananas'),
           at('tennis', 6),
           right('roses', 'Kenyan'),
           at('iguana', 4),
       ],
       herrings={
           40: 'The person who bakes sourdough grows irises.',
           56: 'The person who volunteers at the library is immediately to the left of the person who plays the piano.',
           61: 'The person who wears glasses is at position three.',
           119: 'The person who owns a vintage clock is at position four.',
           124: 'The person who has a tattoo watches Star Pilots.',
       },
       questions=[ask_at('Name', 1), ask_value('Nationality', 'architect'), ask_position('piano')])

# w268-lines-tower-floors.txt
puzzle('w268-lines-tower-floors', family='lines', layout="'The possible Xs are' sentences, '(12)' clues, floors bottom to top, 8x14, herrings", noun='floor', n=8,
       cats={
           'Name': ['Saanvi', 'Wendy', 'Hana', 'Keiko', 'Celeste', 'Juno', 'Paloma', 'Ines'],
           'Job': ['chef', 'florist', 'electrician', 'engineer', 'pilot', 'baker', 'vet', 'architect'],
           'Pet': ['iguana', 'ferret', 'parrot', 'dog', 'rabbit', 'hamster', 'lizard', 'goldfish'],
           'Drink': ['tea', 'soda', 'lemonade', 'juice', 'milk', 'cocoa', 'cider', 'coffee'],
           'Food': ['ramen', 'dumplings', 'pasta', 'paella', 'tacos', 'sushi', 'burgers', 'pizza'],
           'Car': ['Skoda', 'BMW', 'Renault', 'Tesla', 'Kia', 'Toyota', 'Mazda', 'Ford'],
           'Phone': ['Nokia', 'Xiaomi', 'Samsung', 'OnePlus', 'Sony', 'iPhone', 'Google Pixel', 'Huawei'],
           'Music': ['rock', 'blues', 'country', 'reggae', 'pop', 'metal', 'hip-hop', 'techno'],
           'Favourite colour': ['pink', 'purple', 'white', 'silver', 'yellow', 'red', 'brown', 'black'],
           'Hairstyle': ['pixie cut', 'crew cut', 'French braid', 'mohawk', 'buzz cut', 'afro', 'bob', 'top knot'],
           'Age': ['22', '26', '30', '38', '50', '55', '61', '69'],
           'Gem': ['amethyst', 'opal', 'topaz', 'pearl', 'onyx', 'garnet', 'ruby', 'jade'],
           'Degree': ['geology', 'linguistics', 'law', 'history', 'statistics', 'physics', 'philosophy', 'biology'],
           'City': ['Kyoto', 'Hobart', 'Seville', 'Krakow', 'Oslo', 'Prague', 'Nairobi', 'Dublin'],
       },
       clues=[
           same('geology', 'pasta'),
           same('pop', 'philosophy'),
           next_to('purple', 'ramen'),
           middle('biology'),
           same('Tesla', 'parrot'),
           same('38', 'Nairobi'),
           differ('38', 'rock'),
           same('Xiaomi', 'soda'),
           less('Toyota', 'electrician', 'Age'),
           not_at('milk', 7),
           same('Kyoto', 'Huawei'),
           between_in_order('jade', 'crew cut', 'buzz cut'),
           gap('Keiko', 'cocoa', 2),
           differ('Seville', 'blues'),
           same('pearl', 'mohawk'),
           less('pixie cut', 'Kia', 'Age'),
           next_to('ruby', 'ferret'),
           same('61', 'hip-hop'),
           somewhere_left('architect', 'dog'),
           same('statistics', 'baker'),
           differ('lizard', 'pixie cut'),
           not_at('hip-hop', 4),
           next_to('history', 'BMW'),
           same('purple', '22'),
           differ('soda', 'architect'),
           same('Toyota', 'topaz'),
           at('parrot', 1),
           next_to('florist', 'geology'),
           same('French braid', 'law'),
           same('yellow', 'pizza'),
           at('ruby', 1),
           same('Hobart', 'juice'),
           same('61', 'baker'),
           next_to('opal', 'bob'),
           same('burgers', 'Hobart'),
           same('Samsung', 'metal'),
           right('coffee', 'cocoa'),
           somewhere_left('techno', 'OnePlus'),
           left('opal', 'history'),
           same('iPhone', 'blues'),
           not_at('garnet', 8),
           same('Prague', 'paella'),
           not_next('Dublin', 'Hobart'),
           less('Keiko', 'black', 'Age'),
           next_to('tea', 'baker'),
           at('philosophy', 1),
           less('chef', 'coffee', 'Age'),
           not_at('vet', 8),
           same('yellow', 'Tesla'),
           same('engineer', 'blues'),
           next_to('Saanvi', 'crew cut'),
           same('tacos', 'Oslo'),
           same('Saanvi', 'tacos'),
           not_next('ramen', 'coffee'),
           same('Kia', 'white'),
           same('pilot', 'biology'),
           left('history', '55'),
           between_in_order('Ford', 'Oslo', 'purple'),
           same('biology', 'Huawei'),
           same('silver', 'top knot'),
           same('Ines', 'pasta'),
           same('statistics', 'ramen'),
           somewhere_left('red', '30'),
           less('Kia', 'statistics', 'Age'),
           gap('Google Pixel', 'history', 3),
           same('26', 'afro'),
           same('Nairobi', 'parrot'),
           not_at('Kyoto', 1),
           next_to('Oslo', 'brown'),
           at('afro', 3),
           same('Ford', 'cider'),
           left('Samsung', 'opal'),
           same('rock', '55'),
           somewhere_left('brown', 'blues'),
           between('white', 'milk', 'bob'),
           between('55', 'Samsung', '69'),
           somewhere_right('country', '26'),
           gap('Xiaomi', 'Seville', 2),
           ends('Nairobi'),
           same('Paloma', 'florist'),
           less('Hana', 'metal', 'Age'),
           differ('jade', 'Kia'),
           not_next('Kyoto', 'topaz'),
           same('geology', 'topaz'),
           somewhere_left('ferret', '30'),
           gap('juice', 'iguana', 2),
           differ('Toyota', 'Wendy'),
           same('parrot', '38'),
           at('Google Pixel', 1),
           same('garnet', 'Oslo'),
           between_in_order('black', 'coffee', 'silver'),
           middle('iPhone'),
           differ('30', 'blues'),
           next_to('black', 'lizard'),
           left('linguistics', 'reggae'),
           somewhere_left('jade', 'topaz'),
           same('silver', 'Renault'),
           same('dog', 'vet'),
           same('Dublin', 'Renault'),
           less('blues', 'pink', 'Age'),
           same('Kia', 'Hobart'),
           same('38', 'philosophy'),
           differ('dog', 'Celeste'),
           less('Juno', 'burgers', 'Age'),
           same('ramen', 'milk'),
           differ('ferret', 'linguistics'),
           at('61', 8),
           same('Sony', 'Renault'),
           less('pasta', 'pearl', 'Age'),
           left('black', 'amethyst'),
           left('topaz', 'ramen'),
           not_at('mohawk', 1),
           less('Hana', 'florist', 'Age'),
           same('OnePlus', 'hamster'),
           same('Skoda', 'Samsung'),
           not_next('Prague', 'Ford'),
           somewhere_right('Samsung', 'cocoa'),
           next_to('history', 'brown'),
           same('sushi', 'florist'),
           not_at('rock', 1),
           same('Samsung', 'Saanvi'),
           same('architect', 'Skoda'),
           same('Wendy', 'onyx'),
           same('history', 'black'),
           less('Xiaomi', 'French braid', 'Age'),
           same('amethyst', 'burgers'),
           somewhere_right('topaz', 'Hobart'),
           at('Ford', 6),
           somewhere_right('statistics', 'vet'),
           between('dog', 'Juno', 'pink'),
           same('Ines', 'engineer'),
           same('Samsung', '50'),
           differ('Kyoto', 'coffee'),
           gap('mohawk', 'hip-hop', 2),
           less('pasta', 'jade', 'Age'),
           somewhere_right('French braid', 'Juno'),
           same('opal', 'lemonade'),
           somewhere_right('Dublin', 'blues'),
           same('Kyoto', 'rabbit'),
           between('Xiaomi', 'florist', 'French braid'),
       ],
       herrings={
           8: 'The person who owns a telescope lives on the floor directly above the engineer.',
           29: 'The person who has a tattoo and the person with the top knot live on adjacent floors.',
           30: 'The person who owns a kayak is the person from Seville.',
           67: 'The person who hates mornings drives a Ford.',
           106: 'The person who writes haiku and the 69-year-old live on adjacent floors.',
           128: 'The person who speaks Esperanto lives somewhere above the person who studied geology.',
       },
       questions=[ask_position('Paloma'), ask_value('Job', 'ruby')])

# w269-lines-garden-weekdays.txt
puzzle('w269-lines-garden-weekdays', family='lines', layout="chat prompt, 'X: a | b | c' lines, '1)' clues, weekdays, answer-format block, herrings", noun='day', n=5,
       position_names=['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
       cats={
           'Name': ['Bruno', 'Amara', 'Uma', 'Celeste', 'Wes'],
           'Job': ['pilot', 'baker', 'florist', 'chef', 'plumber'],
           'Drink': ['milk', 'water', 'tea', 'cocoa', 'lemonade'],
           'Sport': ['rugby', 'golf', 'basketball', 'squash', 'handball'],
           'Book': ['poetry', 'fantasy', 'thrillers', 'short stories', 'biographies'],
           'Vegetable': ['onions', 'cabbage', 'leeks', 'pumpkins', 'beetroot'],
           'Transport': ['skateboard', 'motorbike', 'ferry', 'tram', 'bus'],
           'Birthday month': ['February', 'March', 'May', 'June', 'October'],
           'Favourite colour': ['gold', 'purple', 'silver', 'pink', 'green'],
       },
       clues=[
           same('pilot', 'October'),
           at('beetroot', 4),
           next_to('beetroot', 'February'),
           offset('silver', 'handball', 3),
           xor(at('baker', 3), at('Wes', 1)),
           same('short stories', 'skateboard'),
           somewhere_left('June', 'bus'),
           same('lemonade', 'thrillers'),
           same('cabbage', 'silver'),
           not_at('basketball', 2),
           same('plumber', 'bus'),
           same('beetroot', 'lemonade'),
           next_to('Celeste', 'rugby'),
           somewhere_right('skateboard', 'biographies'),
           same('handball', 'cocoa'),
           same('chef', 'basketball'),
           somewhere_right('fantasy', 'motorbike'),
           same('rugby', 'thrillers'),
           same('February', 'golf'),
           same('purple', 'March'),
           next_to('short stories', 'motorbike'),
           somewhere_left('handball', 'Amara'),
           same('basketball', 'tea'),
           xor(at('onions', 2), at('Wes', 2)),
           somewhere_left('May', 'cabbage'),
           not_at('silver', 2),
           same('thrillers', 'Amara'),
           somewhere_right('fantasy', 'lemonade'),
           at('Wes', 2),
           same('tea', 'March'),
           same('florist', 'handball'),
           right('golf', 'Wes'),
           right('fantasy', 'green'),
           left('thrillers', 'squash'),
           ends('fantasy'),
           differ('Wes', 'cabbage'),
           right('February', 'Wes'),
           right('thrillers', 'February'),
           right('lemonade', 'golf'),
           same('October', 'silver'),
           same('purple', 'ferry'),
           somewhere_left('onions', 'bus'),
           offset('thrillers', 'cocoa', 2),
           left('rugby', 'fantasy'),
           somewhere_left('florist', 'Uma'),
           xor(at('biographies', 3), at('February', 3)),
           same('tram', 'milk'),
           same('pumpkins', 'florist'),
           somewhere_left('February', 'Amara'),
           same('February', 'onions'),
           left('skateboard', 'motorbike'),
           somewhere_right('thrillers', 'skateboard'),
           not_at('silver', 3),
           same('May', 'rugby'),
           at('Bruno', 1),
           right('February', 'skateboard'),
           somewhere_left('Wes', 'plumber'),
           same('May', 'Amara'),
           at('plumber', 4),
           same('pink', 'poetry'),
           somewhere_right('silver', 'florist'),
           somewhere_left('basketball', 'October'),
           not_at('May', 2, 3),
           somewhere_right('fantasy', 'thrillers'),
           xor(at('ferry', 2), at('florist', 2)),
           same('Uma', 'squash'),
       ],
       herrings={
           28: 'The person who has twins works earlier in the week than the handball player.',
           38: 'The person who collects stamps works earlier in the week than the person who works as a baker.',
       },
       questions=[ask_at('Name', 'Thursday'), ask_position('fantasy')])

# w270-lines-car-park.txt
puzzle('w270-lines-car-park', family='lines', layout='markdown table of categories, unnumbered clue lines, spaces A-F, no question, herrings', noun='space', n=6,
       position_names=['A', 'B', 'C', 'D', 'E', 'F'],
       cats={
           'Driver': ['Priya', 'Otto', 'Liam', 'Amara', 'Chen', 'Nadia'],
           'Car': ['Ford', 'Fiat', 'Tesla', 'Renault', 'BMW', 'Skoda'],
           'Job': ['architect', 'teacher', 'journalist', 'pilot', 'engineer', 'vet'],
           'Drink': ['coffee', 'cider', 'tea', 'milk', 'water', 'soda'],
           'Pet': ['goldfish', 'dog', 'parrot', 'rabbit', 'cat', 'ferret'],
           'City': ['Hobart', 'Quebec', 'Lima', 'Lisbon', 'Nairobi', 'Seville'],
           'Gem': ['opal', 'sapphire', 'onyx', 'pearl', 'amethyst', 'garnet'],
           'Favourite show': ['Star Pilots', 'The Long Road', 'Harbour Lights', 'Northern Skies', 'Blue Meridian', 'Garden Wars'],
       },
       clues=[
           at('coffee', 1),
           of_two('dog', 'Seville', 'Harbour Lights', 'Garden Wars'),
           of_two('sapphire', 'water', 'ferret', 'rabbit'),
           at('soda', 6),
           one_end('Chen', 'soda'),
           between('rabbit', 'cat', 'pearl'),
           ends('garnet'),
           somewhere_left('Otto', 'Northern Skies'),
           next_to('garnet', 'Chen'),
           left('water', 'soda'),
           same('journalist', 'milk'),
           same('dog', 'engineer'),
           next_to('opal', 'engineer'),
           of_two('Priya', 'pearl', 'water', 'cider'),
           differ('teacher', 'garnet'),
           one_end('Nadia', 'Fiat'),
           not_at('Amara', 6),
           of_two('Nadia', 'BMW', 'cider', 'coffee'),
           next_to('Lisbon', 'Otto'),
           same('cat', 'Hobart'),
           same('Harbour Lights', 'Fiat'),
           somewhere_left('Lima', 'water'),
           gap('engineer', 'pearl', 3),
           same('coffee', 'Nadia'),
           ends('coffee'),
           somewhere_right('The Long Road', 'Priya'),
           somewhere_left('Nadia', 'vet'),
           next_to('Amara', 'Fiat'),
           at('water', 5),
           somewhere_right('Garden Wars', 'journalist'),
           left('Renault', 'Northern Skies'),
           next_to('vet', 'Renault'),
           one_end('Amara', 'Lisbon'),
           gap('Nairobi', 'Lima', 4),
           same('Harbour Lights', 'amethyst'),
           not_next('Fiat', 'Quebec'),
           next_to('Quebec', 'pearl'),
           same('Fiat', 'engineer'),
           of_two('Blue Meridian', 'Quebec', 'opal', 'sapphire'),
           differ('amethyst', 'Liam'),
           at('Liam', 6),
           left('milk', 'vet'),
           not_at('teacher', 6),
           one_end('The Long Road', 'water'),
           same('cat', 'Renault'),
           at('Garden Wars', 5),
           same('Tesla', 'goldfish'),
           same('Quebec', 'Priya'),
           same('opal', 'Amara'),
           at('Tesla', 1),
           not_at('Otto', 6),
           same('vet', 'Priya'),
           differ('journalist', 'Nadia'),
           same('dog', 'tea'),
           left('Chen', 'soda'),
           somewhere_right('soda', 'Chen'),
           next_to('garnet', 'Garden Wars'),
           left('Harbour Lights', 'Amara'),
           differ('Skoda', 'Harbour Lights'),
           differ('goldfish', 'soda'),
           left('coffee', 'Otto'),
           same('goldfish', 'Star Pilots'),
           ends('Star Pilots'),
           same('Amara', 'milk'),
           next_to('vet', 'opal'),
           left('Lima', 'Blue Meridian'),
           right('Harbour Lights', 'Tesla'),
           same('Chen', 'water'),
           one_end('parrot', 'journalist'),
           between('Ford', 'parrot', 'Otto'),
           next_to('Chen', 'BMW'),
           of_two('ferret', 'cider', 'pearl', 'sapphire'),
           not_next('Liam', 'sapphire'),
           right('Renault', 'dog'),
           left('Northern Skies', 'pilot'),
           somewhere_left('engineer', 'Amara'),
       ],
       herrings={
           45: 'The person with a beard and the Ford driver are parked in adjacent spaces.',
           63: 'The person who is afraid of spiders is the cider drinker.',
           82: 'The person who sings in a choir and the person who watches The Long Road are parked in adjacent spaces.',
       },
       questions=[])

# w271-lines-ticket-queue.txt
puzzle('w271-lines-ticket-queue', family='lines', layout='chat prompt, JSON block of categories, numbered clues, queue front to back, JSON answer format, herrings', noun='position', n=7,
       cats={
           'Name': ['Kasper', 'Saanvi', 'Elena', 'Gideon', 'Mira', 'Bruno', 'Noor'],
           'Drink': ['cider', 'coffee', 'water', 'soda', 'milk', 'kefir', 'tea'],
           'Pet': ['hamster', 'tortoise', 'ferret', 'cat', 'horse', 'snake', 'dog'],
           'Sport': ['basketball', 'baseball', 'squash', 'handball', 'hockey', 'cricket', 'badminton'],
           'Fruit': ['bananas', 'plums', 'pears', 'grapes', 'apples', 'cherries', 'peaches'],
           'Shirt': ['mustard', 'cream', 'coral', 'lavender', 'crimson', 'navy', 'maroon'],
           'Instrument': ['oboe', 'cello', 'banjo', 'harp', 'trumpet', 'guitar', 'ukulele'],
           'Destination': ['Vietnam', 'Iceland', 'Croatia', 'Morocco', 'Jamaica', 'Argentina', 'Japan'],
           'Language': ['Spanish', 'Portuguese', 'Swahili', 'Italian', 'Mandarin', 'French', 'German'],
           'Height': ['158 cm', '163 cm', '178 cm', '180 cm', '186 cm', '187 cm', '191 cm'],
       },
       clues=[
           at('bananas', 6),
           next_to('Portuguese', 'cello'),
           somewhere_left('pears', 'ferret'),
           same('dog', 'harp'),
           same('coral', 'hockey'),
           ends('coffee'),
           same('badminton', 'dog'),
           between_in_order('Argentina', '187 cm', 'cider'),
           not_next('maroon', 'German'),
           same('178 cm', 'guitar'),
           same('186 cm', 'Japan'),
           at('cricket', 3),
           same('Mandarin', 'banjo'),
           middle('tortoise'),
           somewhere_right('French', 'Mandarin'),
           same('snake', 'Gideon'),
           same('bananas', 'milk'),
           next_to('Mandarin', 'Jamaica'),
           gap('cricket', 'grapes', 4),
           same('Vietnam', 'crimson'),
           same('snake', 'cream'),
           somewhere_left('plums', 'tortoise'),
           gap('Bruno', 'Swahili', 2),
           offset('snake', 'cello', 2),
           somewhere_right('Gideon', 'horse'),
           same('German', 'trumpet'),
           not_at('handball', 2),
           same('cider', 'Japan'),
           somewhere_left('coral', '186 cm'),
           at('water', 4),
           somewhere_right('Jamaica', 'tea'),
           somewhere_right('snake', 'navy'),
           same('Mandarin', 'maroon'),
           somewhere_right('Swahili', 'Spanish'),
           offset('hockey', 'handball', 3),
           ends('Bruno'),
           next_to('guitar', 'basketball'),
           at('trumpet', 7),
           next_to('178 cm', 'kefir'),
           right('apples', 'tortoise'),
           somewhere_right('banjo', 'crimson'),
           same('maroon', 'cat'),
           left('kefir', 'Elena'),
           between_in_order('plums', 'Mira', '180 cm'),
           left('harp', 'ferret'),
           differ('handball', 'milk'),
           differ('Swahili', 'Vietnam'),
           same('ferret', 'lavender'),
           less('trumpet', 'coral', 'Height'),
           same('horse', 'cherries'),
           less('horse', 'hockey', 'Height'),
           same('Argentina', 'coral'),
           next_to('Vietnam', 'baseball'),
           same('horse', 'handball'),
           same('Mandarin', 'Noor'),
           not_next('bananas', 'French'),
           somewhere_right('pears', 'Vietnam'),
           right('peaches', '187 cm'),
           not_at('harp', 5),
           right('Morocco', '158 cm'),
           right('navy', 'cat'),
           next_to('Mandarin', 'horse'),
           left('pears', 'tortoise'),
           same('soda', 'Vietnam'),
           left('bananas', 'trumpet'),
           less('coral', 'dog', 'Height'),
           not_at('Saanvi', 4),
           same('snake', 'apples'),
           same('hockey', 'Elena'),
           same('banjo', 'maroon'),
           left('milk', 'ferret'),
           offset('Bruno', 'coral', 3),
           offset('cider', 'cricket', 2),
           same('oboe', 'cream'),
           not_next('handball', 'trumpet'),
           not_at('grapes', 6),
           ends('squash'),
           offset('German', 'cider', 2),
           right('water', 'cello'),
           left('Vietnam', 'maroon'),
           less('Portuguese', 'banjo', 'Height'),
           next_to('Elena', 'Japan'),
           less('Japan', 'Saanvi', 'Height'),
           same('kefir', 'hamster'),
           ends('grapes'),
           somewhere_right('peaches', 'cello'),
           right('163 cm', 'Italian'),
           same('cricket', 'navy'),
           next_to('158 cm', 'Noor'),
           not_next('bananas', 'Jamaica'),
           same('cherries', 'handball'),
           same('163 cm', 'squash'),
           at('Noor', 2),
           same('dog', 'Croatia'),
           right('dog', 'cream'),
           same('186 cm', 'oboe'),
       ],
       herrings={
           19: 'The person who wears glasses is somewhere behind the person wearing the mustard shirt.',
           83: 'The person who has never seen snow is the person who speaks Mandarin.',
           92: 'The person who has a tattoo stands directly in front of the person whose next trip is to Argentina.',
           98: 'The person with a beard and the person who likes pears stand next to each other.',
       },
       questions=[ask_at('Name', 1), ask_position('cricket')])

# w272-lines-canal-street.txt
puzzle('w272-lines-canal-street', family='lines', layout="values only, one ' / ' line per attribute, numbered clues, houses counted from the right, 8x15, herrings", noun='house', n=8,
       cats={
           'Name': ['Wendy', 'Bodhi', 'Quinn', 'Dmitri', 'Oscar', 'Bjorn', 'Bruno', 'Rhys'],
           'Nationality': ['Brazilian', 'Norwegian', 'Egyptian', 'Dane', 'Turk', 'Peruvian', 'Canadian', 'Greek'],
           'Job': ['dentist', 'baker', 'architect', 'journalist', 'electrician', 'chef', 'plumber', 'lawyer'],
           'Pet': ['dog', 'lizard', 'cat', 'hamster', 'tortoise', 'rabbit', 'parrot', 'goldfish'],
           'Drink': ['lemonade', 'cocoa', 'tea', 'water', 'coffee', 'juice', 'milk', 'soda'],
           'Cigar': ['Blends', 'Blue Master', 'Prince', 'Davidoff', 'Pall Mall', 'Dunhill', 'Montecristo', 'Partagas'],
           'Sport': ['golf', 'rugby', 'badminton', 'squash', 'tennis', 'handball', 'hockey', 'cricket'],
           'Car': ['Kia', 'Mazda', 'Skoda', 'Fiat', 'Audi', 'Renault', 'BMW', 'Volvo'],
           'Music': ['jazz', 'folk', 'rock', 'country', 'soul', 'hip-hop', 'reggae', 'pop'],
           'Flower': ['tulips', 'irises', 'magnolias', 'peonies', 'daisies', 'dahlias', 'roses', 'orchids'],
           'Fruit': ['bananas', 'cherries', 'kiwis', 'pears', 'apples', 'mangoes', 'plums', 'grapes'],
           'Language': ['French', 'Swahili', 'Arabic', 'Japanese', 'Russian', 'Portuguese', 'Hindi', 'Italian'],
           'Birthday': ['January', 'February', 'March', 'June', 'August', 'October', 'November', 'December'],
           'Colour': ['red', 'grey', 'white', 'pink', 'green', 'black', 'silver', 'yellow'],
           'Dessert': ['apple pie', 'baklava', 'crème brûlée', 'churros', 'tiramisu', 'ice cream', 'brownies', 'flan'],
       },
       clues=[
           same('red', 'Russian'),
           same('Bruno', 'lizard'),
           next_to('Skoda', 'tiramisu'),
           not_next('folk', 'bananas'),
           same('white', 'plums'),
           same('baker', 'Dmitri'),
           somewhere_left('lawyer', 'dog'),
           same('goldfish', 'badminton'),
           somewhere_right('Swahili', 'apples'),
           same('November', 'apple pie'),
           same('Brazilian', 'Mazda'),
           same('Russian', 'soul'),
           same('August', 'Bjorn'),
           differ('country', 'Blue Master'),
           somewhere_left('country', 'Volvo'),
           same('Canadian', 'milk'),
           same('June', 'Kia'),
           same('black', 'golf'),
           same('Portuguese', 'electrician'),
           same('hockey', 'magnolias'),
           at('jazz', 5),
           same('peonies', 'Bjorn'),
           same('architect', 'Brazilian'),
           same('milk', 'grey'),
           same('Pall Mall', 'rock'),
           same('December', 'brownies'),
           next_to('ice cream', 'brownies'),
           between_in_order('BMW', 'soda', 'Prince'),
           same('lizard', 'daisies'),
           somewhere_left('Canadian', 'silver'),
           left('parrot', 'January'),
           gap('soul', 'lizard', 3),
           at('Dane', 7),
           at('soul', 3),
           left('tea', 'tulips'),
           somewhere_left('rock', 'Wendy'),
           not_at('badminton', 2),
           left('flan', 'Swahili'),
           same('Japanese', 'yellow'),
           same('electrician', 'Montecristo'),
           between_in_order('Norwegian', 'tiramisu', 'green'),
           next_to('architect', 'Bjorn'),
           same('Skoda', 'white'),
           same('rabbit', 'magnolias'),
           left('baker', 'pears'),
           same('Turk', 'grapes'),
           next_to('lizard', 'black'),
           somewhere_right('water', 'cricket'),
           left('coffee', 'journalist'),
           same('December', 'Davidoff'),
           offset('Pall Mall', 'mangoes', -3),
           same('Italian', 'dog'),
           same('brownies', 'orchids'),
           same('rabbit', 'journalist'),
           same('white', 'Bjorn'),
           same('Oscar', 'folk'),
           same('tulips', 'architect'),
           same('rugby', 'Skoda'),
           same('January', 'Peruvian'),
           same('squash', 'French'),
           same('tea', 'irises'),
           same('tortoise', 'peonies'),
           next_to('handball', 'goldfish'),
           gap('hockey', 'Fiat', 2),
           next_to('dentist', 'Bjorn'),
           same('tiramisu', 'Pall Mall'),
           offset('Blends', 'daisies', -3),
           same('Turk', 'June'),
           somewhere_left('Quinn', 'Peruvian'),
           same('apples', 'soul'),
           ends('plumber'),
           same('Brazilian', 'February'),
           same('irises', 'badminton'),
           somewhere_left('BMW', 'mangoes'),
           same('mangoes', 'dog'),
           same('Russian', 'tea'),
           between_in_order('Skoda', 'ice cream', 'October'),
           same('Swahili', 'Rhys'),
           at('apple pie', 6),
           differ('Partagas', 'March'),
           same('hockey', 'folk'),
           differ('BMW', 'mangoes'),
           middle('tea'),
           same('rugby', 'lemonade'),
           at('squash', 6),
           same('Hindi', 'plums'),
           next_to('tea', 'silver'),
           left('orchids', 'handball'),
           same('Dmitri', 'BMW'),
           offset('Quinn', 'Brazilian', -3),
           ends('journalist'),
           same('pink', 'parrot'),
           same('Egyptian', 'Blue Master'),
           far_right('October', 'pears'),
           same('lawyer', 'Bjorn'),
           somewhere_left('pop', 'ice cream'),
           same('journalist', 'yellow'),
           somewhere_left('milk', 'Bodhi'),
           same('journalist', 'churros'),
           differ('Montecristo', 'yellow'),
           between_in_order('lemonade', 'Swahili', 'journalist'),
           same('apple pie', 'hip-hop'),
           same('Russian', 'apples'),
           between_in_order('lemonade', 'Swahili', 'Wendy'),
           same('Partagas', 'Bjorn'),
           right('hockey', 'crème brûlée'),
           at('mangoes', 7),
           same('parrot', 'ice cream'),
           middle('daisies'),
           offset('flan', 'Partagas', -2),
           same('tortoise', 'Hindi'),
           differ('cat', 'Audi'),
           same('magnolias', 'yellow'),
           somewhere_left('bananas', 'tiramisu'),
           same('October', 'crème brûlée'),
           middle('flan'),
           somewhere_left('Swahili', 'Hindi'),
           between_in_order('Partagas', 'parrot', 'Turk'),
           same('soul', 'red'),
           same('plumber', 'orchids'),
           right('Blue Master', 'lemonade'),
           same('Greek', 'Montecristo'),
           right('Audi', 'tennis'),
           same('baker', 'January'),
           far_right('Japanese', 'Dmitri'),
           same('Egyptian', 'lizard'),
           somewhere_left('dog', 'Japanese'),
           same('water', 'journalist'),
           not_at('tiramisu', 8),
           at('cocoa', 6),
           left('lizard', 'Wendy'),
           differ('cherries', 'Swahili'),
           same('rugby', 'peonies'),
           same('ice cream', 'roses'),
           at('Pall Mall', 4),
           same('kiwis', 'Canadian'),
           same('plumber', 'hamster'),
           next_to('Prince', 'folk'),
           same('Swahili', 'Mazda'),
           right('flan', 'roses'),
       ],
       herrings={
           2: 'The person who wears glasses lives in the 3rd house.',
           28: 'The person who owns a sailboat lives directly to the right of the person who orders churros for dessert.',
           67: 'The person who bakes sourdough lives in the 6th house.',
           71: 'The person who volunteers at the library lives next door to Bodhi.',
           116: 'The person who owns a kayak lives directly to the right of the dog owner.',
       },
       questions=[ask_position('parrot'), ask_value('Drink', 'parrot')])

# w273-lines-interview-slots.txt
puzzle('w273-lines-interview-slots', family='lines', layout="title line, 'Names — a, b' lines, '•' bullet clues, hourly time slots, herrings", noun='time slot', n=6,
       position_names=['9:00am', '10:00am', '11:00am', '12:00pm', '1:00pm', '2:00pm'],
       cats={
           'Name': ['Esther', 'Dev', 'Lena', 'Yara', 'Felix', 'Farid'],
           'Degree': ['economics', 'geology', 'philosophy', 'physics', 'linguistics', 'law'],
           'City': ['Seville', 'Vienna', 'Lisbon', 'Nairobi', 'Dublin', 'Prague'],
           'Phone': ['Sony', 'Samsung', 'Huawei', 'OnePlus', 'iPhone', 'Xiaomi'],
           'Food': ['pizza', 'lasagne', 'curry', 'sushi', 'tacos', 'pasta'],
           'Gem': ['amethyst', 'jade', 'onyx', 'garnet', 'ruby', 'emerald'],
           'Hairstyle': ['pixie cut', 'side part', 'top knot', 'buzz cut', 'mullet', 'afro'],
           'Favourite colour': ['green', 'purple', 'pink', 'red', 'white', 'yellow'],
           'Age': ['23', '27', '32', '44', '57', '59'],
       },
       clues=[
           offset('Sony', 'Nairobi', 2),
           at('side part', 3),
           ends('onyx'),
           right('geology', '57'),
           not_next('geology', 'purple'),
           same('pink', 'Esther'),
           next_to('27', 'Nairobi'),
           left('pixie cut', 'mullet'),
           same('Sony', 'onyx'),
           right('lasagne', 'garnet'),
           differ('garnet', 'mullet'),
           less('amethyst', 'Lisbon', 'Age'),
           differ('Lena', 'Prague'),
           differ('Xiaomi', 'mullet'),
           same('curry', 'garnet'),
           left('linguistics', '57'),
           same('pasta', 'top knot'),
           right('lasagne', 'white'),
           same('geology', 'pixie cut'),
           somewhere_left('linguistics', 'pasta'),
           at('sushi', 5),
           ends('tacos'),
           same('Dublin', 'afro'),
           same('pasta', '57'),
           at('57', 4),
           same('Felix', 'Lisbon'),
           somewhere_right('green', '32'),
           same('Lisbon', 'tacos'),
           at('green', 2),
           right('Xiaomi', 'curry'),
           same('green', 'Xiaomi'),
           not_at('57', 1),
           less('OnePlus', 'physics', 'Age'),
           right('economics', 'sushi'),
           left('Dev', 'yellow'),
           same('emerald', 'pixie cut'),
           same('lasagne', 'law'),
           left('linguistics', 'yellow'),
           somewhere_right('59', 'Esther'),
           same('purple', 'linguistics'),
           right('green', '32'),
           less('pixie cut', 'Felix', 'Age'),
           same('44', 'Dublin'),
           at('Nairobi', 4),
           same('law', 'green'),
           not_next('OnePlus', 'Xiaomi'),
           same('side part', '27'),
           same('pink', 'pixie cut'),
           less('emerald', 'curry', 'Age'),
           same('mullet', 'Lisbon'),
           at('afro', 2),
           left('32', 'Farid'),
           same('iPhone', 'yellow'),
           not_at('Samsung', 2),
           left('pizza', 'iPhone'),
           same('27', 'pizza'),
           differ('iPhone', 'Esther'),
           next_to('economics', 'Esther'),
           next_to('purple', 'Nairobi'),
           somewhere_left('57', 'geology'),
           left('Farid', 'Samsung'),
           differ('white', 'linguistics'),
           same('lasagne', 'afro'),
           same('green', 'lasagne'),
           at('23', 5),
           same('amethyst', 'side part'),
           same('OnePlus', 'pink'),
           same('Prague', 'side part'),
           somewhere_right('57', 'jade'),
           ends('garnet'),
           at('Vienna', 5),
           same('physics', 'Huawei'),
           same('emerald', 'Esther'),
           differ('iPhone', 'garnet'),
           ends('white'),
           same('44', 'afro'),
           less('Prague', 'mullet', 'Age'),
           not_next('Huawei', 'red'),
           next_to('purple', 'Yara'),
       ],
       herrings={
           64: 'The person who volunteers at the library is interviewed right after the person with the side part.',
           65: "The person who has a pilot's licence is interviewed right after the person with the pixie cut.",
           77: 'The person who ran a marathon last spring is interviewed earlier than the person who is 27.',
       },
       questions=[ask_position('Seville')])

# w274-lines-club-lockers.txt
puzzle('w274-lines-club-lockers', family='lines', layout="'X: a, b' lines, unnumbered clue lines, lockers 1-5, no question, herrings", noun='locker', n=5,
       cats={
           'Name': ['Viktor', 'Oscar', 'Noor', 'Freya', 'Hugo'],
           'Pet': ['ferret', 'horse', 'parrot', 'tortoise', 'lizard'],
           'Drink': ['lemonade', 'water', 'soda', 'cocoa', 'cider'],
           'Sport': ['cricket', 'baseball', 'hockey', 'basketball', 'badminton'],
           'Flower': ['peonies', 'dahlias', 'tulips', 'carnations', 'orchids'],
           'Language': ['Japanese', 'Korean', 'French', 'Hindi', 'Spanish'],
           'Instrument': ['flute', 'banjo', 'saxophone', 'clarinet', 'violin'],
           'Shirt colour': ['maroon', 'crimson', 'cream', 'khaki', 'lavender'],
           'Birth month': ['January', 'June', 'September', 'October', 'December'],
           'Smoothie': ['pineapple', 'blueberry', 'cacao', 'avocado', 'passion fruit'],
       },
       clues=[
           not_at('saxophone', 2, 3),
           left('June', 'Korean'),
           at('September', 5),
           same('Noor', 'carnations'),
           same('passion fruit', 'violin'),
           at('French', 3),
           right('French', 'January'),
           left('lavender', 'basketball'),
           same('tulips', 'June'),
           same('avocado', 'maroon'),
           not_next('tortoise', 'Korean'),
           at('banjo', 5),
           same('maroon', 'hockey'),
           next_to('flute', 'baseball'),
           next_to('Oscar', 'cricket'),
           not_at('December', 1, 4),
           same('avocado', 'hockey'),
           somewhere_left('cocoa', 'peonies'),
           differ('June', 'crimson'),
           left('Korean', 'parrot'),
           ends('June'),
           right('banjo', 'peonies'),
           same('Korean', 'baseball'),
           differ('cacao', 'cricket'),
           same('Japanese', 'avocado'),
           same('cacao', 'January'),
           same('Freya', 'avocado'),
           same('basketball', 'Oscar'),
           at('flute', 3),
           not_at('lavender', 2, 5),
           left('French', 'Hugo'),
           at('parrot', 3),
           next_to('soda', 'Hindi'),
           of_two('saxophone', 'passion fruit', 'water', 'lemonade'),
           right('parrot', 'clarinet'),
           odd('hockey'),
           right('baseball', 'water'),
           same('January', 'Korean'),
           ends('banjo'),
           same('Spanish', 'pineapple'),
           xor(at('peonies', 3), at('Viktor', 2)),
           either('June', 'Hindi', 'Japanese'),
           of_two('violin', 'September', 'passion fruit', 'pineapple'),
           not_next('crimson', 'Freya'),
           same('Hindi', 'lavender'),
           same('blueberry', 'French'),
           somewhere_left('saxophone', 'passion fruit'),
           xor(at('cricket', 3), at('flute', 3)),
           same('ferret', 'September'),
           same('Viktor', 'Korean'),
           same('saxophone', 'avocado'),
           same('water', 'hockey'),
           somewhere_right('Hugo', 'avocado'),
           left('baseball', 'soda'),
           somewhere_right('December', 'clarinet'),
           not_at('January', 1, 3),
           next_to('Viktor', 'hockey'),
           same('Korean', 'cacao'),
           of_two('basketball', 'crimson', 'cider', 'soda'),
           next_to('pineapple', 'tortoise'),
           left('water', 'horse'),
           differ('clarinet', 'water'),
           somewhere_left('hockey', 'cocoa'),
           of_two('hockey', 'dahlias', 'Freya', 'Viktor'),
           same('October', 'violin'),
           left('clarinet', 'soda'),
           left('flute', 'violin'),
           same('Freya', 'maroon'),
           same('khaki', 'dahlias'),
           at('tulips', 1),
       ],
       herrings={
           54: 'The person who wears glasses uses locker 3.',
           80: 'The person who volunteers at the library uses locker 4.',
           83: 'The person who is afraid of spiders is the person whose birthday is in September.',
       },
       questions=[])

# ------------------------------------------------------------ blind6/c: houses

# w275-houses-pets-drinks.txt
puzzle("w275-houses-pets-drinks", family="houses",
       layout="benchmark: backtick attribute bullets, '## Clues:' numbered, synonyms (feline, bird, rodent), herrings 3, 7",
       noun="house", n=4,
       cats={"Name": ["Hector", "Ingrid", "Jonas", "Lena"],
             "Pet": ["cat", "dog", "hamster", "parrot"],
             "Drink": ["coffee", "lemonade", "milk", "tea"]},
       clues=[left("parrot", "cat"),
              same("Lena", "coffee"),
              at("hamster", 1),
              differ("Jonas", "tea"),
              ends("milk"),
              same("parrot", "lemonade"),
              next_to("Hector", "coffee"),
              somewhere_left("tea", "dog"),
              left("Jonas", "Lena")],
       herrings={3: "The person with green eyes lives somewhere to the left of Hector.",
                 7: "Cats sleep for around fifteen hours a day."},
       questions=[ask_value("Name", "dog")])

# w276-houses-countries-sports.txt
puzzle("w276-houses-countries-sports", family="houses",
       layout="benchmark: 'Name:' attribute lines, numbered clues, demonyms and agent nouns, herrings 4, 10, 15, two bullet questions",
       noun="house", n=5,
       cats={"Name": ["Amara", "Bastian", "Chiara", "Dmitri", "Eloise"],
             "Country": ["Brazil", "Canada", "Japan", "Kenya", "Norway"],
             "Sport": ["basketball", "cycling", "running", "swimming", "tennis"],
             "Music": ["classical", "hip hop", "jazz", "reggae", "rock"]},
       clues=[at("Norway", 1),
              left("swimming", "running"),
              same("Dmitri", "cycling"),
              same("jazz", "cycling"),
              ends("tennis"),
              same("Kenya", "swimming"),
              at("hip hop", 3),
              same("Brazil", "rock"),
              somewhere_right("basketball", "Canada"),
              left("Eloise", "tennis"),
              gap("Japan", "Kenya", 2),
              next_to("Chiara", "running"),
              left("running", "reggae"),
              differ("Amara", "rock")],
       herrings={4: "The person who wears a wool hat lives somewhere to the left of the Brazilian.",
                 10: "Reggae was born in Jamaica in the late 1960s.",
                 15: "The tallest person drinks tea."},
       questions=[ask_value("Sport", "Japan"), ask_value("Name", "reggae")])

# w277-houses-hobbies-instruments.txt
puzzle("w277-houses-hobbies-instruments", family="houses",
       layout="benchmark: '- Names:' plural attribute bullets, '1)' clues, agent nouns and verbs, herrings 3, 7",
       noun="house", n=3,
       cats={"Name": ["Pablo", "Quinn", "Rhea"],
             "Hobby": ["gardening", "knitting", "painting"],
             "Instrument": ["drums", "piano", "violin"]},
       clues=[same("knitting", "violin"),
              left("violin", "piano"),
              at("drums", 1),
              same("Rhea", "gardening"),
              at("painting", 3),
              differ("Pablo", "painting")],
       herrings={3: "The person who likes green tea lives in the middle house.",
                 7: "Violins usually have four strings."},
       questions=[ask_value("Name", "piano")])

# w278-houses-cars-flowers-food.txt
puzzle("w278-houses-cars-flowers-food", family="houses",
       layout="benchmark: '* Name:' attribute bullets, 'Clue 1:' clues, singular/plural and owner nouns, herrings 4, 9, 13",
       noun="house", n=5,
       cats={"Name": ["Felix", "Greta", "Harun", "Imke", "Jasper"],
             "Car": ["BMW", "Ford", "Tesla", "Toyota", "Volvo"],
             "Flower": ["daisies", "lilies", "orchids", "roses", "tulips"],
             "Food": ["curry", "pizza", "stew", "sushi", "tacos"]},
       clues=[left("Tesla", "roses"),
              same("Felix", "Ford"),
              at("lilies", 5),
              same("tacos", "Harun"),
              same("sushi", "roses"),
              same("Volvo", "curry"),
              somewhere_left("pizza", "daisies"),
              same("Imke", "BMW"),
              right("stew", "Ford"),
              somewhere_left("Volvo", "Toyota"),
              gap("Volvo", "roses", 2),
              same("Greta", "tulips"),
              not_next("BMW", "Volvo"),
              differ("Greta", "pizza")],
       herrings={4: "The person who owns a sailboat lives next to the Volvo driver.",
                 9: "Tulip bulbs were once traded for small fortunes in Holland.",
                 13: "The youngest person lives somewhere to the right of the pizza lover."},
       questions=[ask_value("Name", "daisies"), ask_value("Food", "Tesla")])

# w279-houses-books-vacations.txt
puzzle("w279-houses-books-vacations", family="houses",
       layout="benchmark: 2 houses, indented attribute bullets, numbered clues, sci-fi/seaside/whodunits, herrings 2, 4",
       noun="house", n=2,
       cats={"Name": ["Mirela", "Tobias"],
             "Book genre": ["mystery", "science fiction"],
             "Vacation": ["beach", "mountains"]},
       clues=[left("science fiction", "beach"),
              same("Mirela", "mystery")],
       herrings={2: "The person who owns a bicycle is not Tobias.",
                 4: "Mountain air is thinner than the air at sea level."},
       questions=[ask_value("Vacation", "Tobias")])

# w280-houses-cottages-newspaper.txt
puzzle("w280-houses-cottages-newspaper", family="houses",
       layout="newspaper teaser: title line, prose setup and prose clue paragraph, scarlet/keeps bees, two questions in one sentence",
       noun="cottage", n=4,
       cats={"Resident": ["Agnes", "Bertram", "Cecily", "Desmond"],
             "Door": ["blue", "green", "red", "yellow"],
             "Crop": ["leeks", "marrows", "runner beans", "strawberries"],
             "Trade": ["beekeeping", "pottery", "thatching", "weaving"]},
       clues=[left("pottery", "weaving"),
              same("Bertram", "blue"),
              middle("red"),
              same("Cecily", "beekeeping"),
              same("strawberries", "red"),
              neither("marrows", "Agnes", "Desmond"),
              gap("beekeeping", "weaving", 2),
              not_next("Desmond", "Bertram"),
              somewhere_right("thatching", "pottery"),
              same("thatching", "leeks"),
              same("Agnes", "yellow")],
       herrings={5: "Mill Lane was resurfaced only last spring.",
                 13: "The resident with the sheepdog lives next door to the thatcher."},
       questions=[ask_value("Resident", "runner beans"), ask_value("Door", "thatching")])

# w281-houses-market-stalls-app.txt
puzzle("w281-houses-market-stalls-app", family="houses",
       layout="puzzle app: header line, markdown category table, bullet clues, cheesemonger/baker/violet/crimson, times",
       noun="stall", n=5,
       cats={"Stallholder": ["Abel", "Bryony", "Cosmo", "Delphine", "Ezra"],
             "Goods": ["bread", "candles", "cheese", "honey", "olives"],
             "Awning": ["green", "orange", "purple", "red", "white"],
             "Opens": ["7am", "8am", "9am", "10am", "11am"]},
       clues=[same("bread", "7am"),
              left("honey", "cheese"),
              same("Ezra", "cheese"),
              left("red", "purple"),
              diff("candles", "honey", "Opens", 60),
              same("olives", "11am"),
              next_to("white", "bread"),
              same("Bryony", "orange"),
              same("Cosmo", "candles"),
              same("Abel", "bread"),
              less("candles", "cheese", "Opens"),
              ends("red"),
              same("white", "11am")],
       herrings={4: "The market has run every Saturday since 1962.",
                 9: "The stallholder with the spaniel opens after the baker.",
                 14: "Fresh bread usually sells out before noon."},
       questions=[])

# w282-houses-pier-boats-blog.txt
puzzle("w282-houses-pier-boats-blog", family="houses",
       layout="blog post: title, chatty prose, categories in a sentence, numbered clues, berth 1 nearest shore, twin-hulled/navy",
       noun="berth", n=4,
       cats={"Owner": ["Ros", "Sam", "Tilly", "Victor"],
             "Boat": ["Albatross", "Kittiwake", "Marlin", "Sea Breeze"],
             "Type": ["catamaran", "dinghy", "sloop", "trawler"],
             "Hull": ["black", "blue", "white", "yellow"]},
       clues=[left("trawler", "catamaran"),
              same("Tilly", "Marlin"),
              same("Victor", "blue"),
              at("Sea Breeze", 4),
              at("dinghy", 1),
              same("Kittiwake", "white"),
              gap("Albatross", "dinghy", 2),
              left("black", "blue"),
              either("sloop", "Sam", "Ros"),
              next_to("Marlin", "blue"),
              somewhere_right("Ros", "Sam")],
       herrings={4: "The boat with red sails is moored next to the Marlin.",
                 9: "Kittiwakes are small gulls that nest on sea cliffs.",
                 14: "The oldest boat is moored somewhere further out than the dinghy."},
       questions=[ask_value("Type", "Albatross"), ask_value("Owner", "sloop")])

# w283-houses-floors-terse.txt
puzzle("w283-houses-floors-terse", family="houses",
       layout="terse list: lowercase 'tenants:' lines, '-' clue bullets, floors 1 (ground) to 5 (top), above/below, agent nouns",
       noun="floor", n=5,
       cats={"Tenant": ["Nadia", "Oren", "Priya", "Rufus", "Selma"],
             "Work": ["accounting", "architecture", "dentistry", "photography", "tailoring"],
             "Plant": ["aloe", "bonsai", "cactus", "fern", "ivy"],
             "Commute": ["bike", "bus", "car", "train", "walk"]},
       clues=[offset("photography", "dentistry", 1),
              same("bike", "photography"),
              at("tailoring", 1),
              same("accounting", "bonsai"),
              same("architecture", "car"),
              offset("fern", "ivy", 1),
              somewhere_right("Nadia", "Oren"),
              gap("Selma", "Priya", 2),
              same("Oren", "bus"),
              same("cactus", "tailoring"),
              same("tailoring", "walk"),
              same("Rufus", "architecture"),
              somewhere_left("Selma", "Priya"),
              gap("dentistry", "architecture", 3)],
       herrings={4: "lift has been broken since March",
                 11: "tenant with the parrot lives below the architect",
                 17: "dentists say floss daily"},
       questions=[ask_value("Tenant", "train"), ask_position("fern")])

# w284-houses-corridor-worksheet.txt
puzzle("w284-houses-corridor-worksheet", family="houses",
       layout="school worksheet: Name/Date header, prose setup with a small grid table, lettered clues, rooms from the stairs, historian/rower/debater",
       noun="room", n=4,
       cats={"Student": ["Bea", "Cal", "Dev", "Esi"],
             "Subject": ["chemistry", "French", "history", "music"],
             "Club": ["chess", "debating", "drama", "rowing"]},
       clues=[at("rowing", 1),
              left("history", "chemistry"),
              neither("Bea", "history", "French"),
              gap("Esi", "Cal", 2),
              same("debating", "music"),
              either("drama", "Cal", "Dev"),
              next_to("chess", "music"),
              differ("Dev", "drama"),
              somewhere_right("Cal", "Bea")],
       herrings={19: "The student who collects old films lives next to the rower.",
                 23: "Rowing is one of the oldest university sports.",
                 25: "The tallest student has the room with the biggest window."},
       questions=[ask_value("Club", "Esi"), ask_value("Student", "French")])


# ===================================================================
# Seventh blind set (w285-w314): written by people who had not seen the reader
# (ten small generated house puzzles with synonyms and herrings, ten house puzzles in
# free prose by ten imagined authors, ten people puzzles with prices, dates and times).
# ===================================================================

# blind7/a
# ---- (generated puzzles: begin) ----

# w285-herrings-two-houses-sport.txt
puzzle(
    'w285-herrings-two-houses-sport',
    family="herrings",
    layout="prose intro, numbered clues '1.', two questions",
    noun="house",
    n=2,
    cats={
        'sport': ['tennis', 'swimming'],
        'drink': ['coffee', 'lemonade'],
        'pet': ['dog', 'parrot'],
    },
    clues=[
        same('swimming', 'parrot'),
        at('coffee', 1),
        same('swimming', 'lemonade'),
    ],
    herrings={
        2: 'Owls hunt at night.',
        5: 'The swimmer is good friends with the baker.',
        6: 'The person who wears glasses lives in house 2.',
    },
    questions=[ask_position("parrot"), ask_value("drink", "swimming")],
)


# w286-herrings-cello-trumpet.txt
puzzle(
    'w286-herrings-cello-trumpet',
    family="herrings",
    layout="dash list of categories, clues '1)', JSON answer of the whole grid",
    noun="house",
    n=2,
    cats={
        'instrument': ['cello', 'trumpet'],
        'car': ['Volvo', 'Honda'],
        'season': ['spring', 'autumn'],
    },
    clues=[
        differ('Honda', 'trumpet'),
        at('trumpet', 2),
        next_to('autumn', 'cello'),
    ],
    herrings={
        1: 'The cyclist is good friends with the cellist.',
        5: 'The person with a beard does not live in house 1.',
        6: 'The sun rises in the east.',
        7: 'Trumpets are made of brass.',
    },
    questions=[],
)


# w287-herrings-nurse-pilot.txt
puzzle(
    'w287-herrings-nurse-pilot',
    family="herrings",
    layout="table of categories, clues 'Clue 1:', two questions",
    noun="house",
    n=2,
    cats={
        'job': ['nurse', 'pilot'],
        'fruit': ['mango', 'pear'],
        'shoes': ['boots', 'sandals'],
    },
    clues=[
        next_to('pilot', 'sandals'),
        at('sandals', 2),
        same('pear', 'sandals'),
    ],
    herrings={
        3: 'The tallest resident lives next to the pilot.',
        4: 'Mangoes grow in warm countries.',
        5: 'Penguins cannot fly.',
    },
    questions=[ask_at("shoes", 1), ask_value("job", "pear")],
)


# w288-herrings-three-coloured-houses.txt
puzzle(
    'w288-herrings-three-coloured-houses',
    family="herrings",
    layout="prose intro, numbered clues '1.', table answer of the whole grid",
    noun="house",
    n=3,
    cats={
        'nationality': ['Spain', 'Norway', 'Canada'],
        'hobby': ['knitting', 'fishing', 'photography'],
        'breakfast': ['toast', 'porridge', 'pancakes'],
        'colour': ['red', 'white', 'blue'],
    },
    clues=[
        same('Norway', 'blue'),
        next_to('fishing', 'Norway'),
        apart('photography', 'red'),
        somewhere_left('porridge', 'Norway'),
        next_to('white', 'porridge'),
        next_to('Canada', 'porridge'),
        next_to('porridge', 'pancakes'),
    ],
    herrings={
        2: 'The person who collects stamps lives somewhere to the right of the knitter.',
        8: 'The angler is good friends with the Canadian.',
        10: 'A rainbow has seven colours.',
        11: 'The postman delivers letters every morning except Sunday.',
    },
    questions=[],
)


# w289-herrings-weekend-plans.txt
puzzle(
    'w289-herrings-weekend-plans',
    family="herrings",
    layout="'Category: values' lines, bulleted clues, two questions",
    noun="house",
    n=3,
    cats={
        'music': ['jazz', 'reggae', 'classical'],
        'flower': ['tulip', 'orchid', 'sunflower'],
        'board game': ['chess', 'Scrabble', 'backgammon'],
        'holiday': ['Lisbon', 'Prague', 'Sydney'],
    },
    clues=[
        same('classical', 'orchid'),
        at('sunflower', 1),
        next_to('Sydney', 'reggae'),
        left('orchid', 'Scrabble'),
        ends('backgammon'),
        same('Scrabble', 'jazz'),
        somewhere_left('classical', 'Prague'),
    ],
    herrings={
        2: 'Chess was invented long ago in India.',
        6: 'Bees are attracted to bright flowers.',
        9: 'The person who wears a hat lives next to the one who wears a scarf.',
        10: 'The early riser lives in house 3.',
    },
    questions=[ask_value("holiday", "jazz"), ask_at("board game", 2)],
)


# w290-herrings-four-neighbours.txt
puzzle(
    'w290-herrings-four-neighbours',
    family="herrings",
    layout="Einstein-style prose intro, numbered clues '1.', two questions",
    noun="house",
    n=4,
    cats={
        'colour': ['red', 'green', 'yellow', 'white'],
        'nationality': ['Swedish', 'Danish', 'German', 'Brazilian'],
        'drink': ['tea', 'milk', 'water', 'hot chocolate'],
        'pet': ['cat', 'hamster', 'goldfish', 'horse'],
        'sport': ['golf', 'rugby', 'ice hockey', 'basketball'],
    },
    clues=[
        left('Danish', 'cat'),
        at('Danish', 3),
        left('rugby', 'hamster'),
        differ('milk', 'hamster'),
        same('yellow', 'hamster'),
        differ('red', 'ice hockey'),
        next_to('Brazilian', 'milk'),
        same('goldfish', 'basketball'),
        somewhere_left('tea', 'milk'),
        same('green', 'water'),
        same('Swedish', 'cat'),
        ends('red'),
        somewhere_right('red', 'horse'),
    ],
    herrings={
        6: 'Horses can sleep standing up.',
        8: 'The Dane often borrows sugar from the neighbours.',
        13: 'The person with a beard lives in one of the end houses.',
        14: 'The street was repaved last year.',
        15: 'The youngest resident is good friends with the golfer.',
    },
    questions=[ask_position("goldfish"), ask_value("nationality", "water")],
)


# w291-herrings-music-and-cars.txt
puzzle(
    'w291-herrings-music-and-cars',
    family="herrings",
    layout="markdown table of categories, numbered clues '1.', JSON answer of the whole grid",
    noun="house",
    n=4,
    cats={
        'instrument': ['piano', 'guitar', 'drums', 'saxophone'],
        'car': ['Ford', 'Tesla', 'Fiat', 'Skoda'],
        'language': ['French', 'Russian', 'Arabic', 'Japanese'],
        'season': ['spring', 'summer', 'autumn', 'winter'],
        'fruit': ['apple', 'cherry', 'banana', 'plum'],
    },
    clues=[
        not_at('French', 1),
        gap('Arabic', 'guitar', 2),
        same('Russian', 'Tesla'),
        somewhere_left('guitar', 'drums'),
        same('Fiat', 'plum'),
        same('Ford', 'spring'),
        gap('banana', 'apple', 2),
        same('Fiat', 'Arabic'),
        ends('saxophone'),
        apart('saxophone', 'guitar'),
        same('Tesla', 'winter'),
        gap('saxophone', 'Tesla', 2),
        right('piano', 'guitar'),
        either('apple', 'autumn', 'drums'),
    ],
    herrings={
        1: 'The runner waves at the postman every morning.',
        4: 'The person who wears glasses lives directly left of the pianist.',
        9: 'Bananas are rich in potassium.',
        18: 'Water boils at 100 degrees Celsius at sea level.',
    },
    questions=[],
)


# w292-herrings-morning-routine.txt
puzzle(
    'w292-herrings-morning-routine',
    family="herrings",
    layout="prose intro, clues '(1)', table answer of the whole grid",
    noun="house",
    n=4,
    cats={
        'job': ['teacher', 'chef', 'lawyer', 'plumber'],
        'shoes': ['sneakers', 'loafers', 'slippers', 'high heels'],
        'breakfast': ['cereal', 'eggs', 'waffles', 'yogurt'],
        'music': ['rock', 'pop', 'country', 'hip hop'],
        'flower': ['rose', 'daisy', 'lily', 'tulip'],
    },
    clues=[
        at('hip hop', 1),
        ends('tulip'),
        next_to('plumber', 'waffles'),
        differ('pop', 'loafers'),
        next_to('tulip', 'high heels'),
        gap('country', 'plumber', 2),
        right('rose', 'waffles'),
        left('lily', 'eggs'),
        same('slippers', 'chef'),
        at('lawyer', 4),
        same('cereal', 'sneakers'),
        same('daisy', 'teacher'),
    ],
    herrings={
        3: 'The teacher is good friends with the rock fan.',
        11: 'The person who owns a bicycle lives next to the lawyer.',
        13: "The doctor's surgery is at the end of the street.",
        14: 'Tomatoes are technically fruits.',
    },
    questions=[],
)


# w293-herrings-five-houses.txt
puzzle(
    'w293-herrings-five-houses',
    family="herrings",
    layout="indented list of categories, numbered clues '1.', whole grid",
    noun="house",
    n=5,
    cats={
        'colour': ['red', 'green', 'blue', 'yellow', 'grey'],
        'nationality': ['Italy', 'Japan', 'Sweden', 'Brazil', 'Norway'],
        'hobby': ['painting', 'gardening', 'hiking', 'dancing', 'pottery'],
        'drink': ['coffee', 'tea', 'milk', 'orange juice', 'water'],
        'board game': ['chess', 'Monopoly', 'Scrabble', 'checkers', 'Cluedo'],
    },
    clues=[
        left('red', 'chess'),
        gap('chess', 'Cluedo', 2),
        same('blue', 'orange juice'),
        differ('Norway', 'painting'),
        same('grey', 'Brazil'),
        next_to('hiking', 'Monopoly'),
        either('Cluedo', 'tea', 'green'),
        next_to('pottery', 'Japan'),
        somewhere_right('tea', 'green'),
        not_next('chess', 'yellow'),
        differ('orange juice', 'Italy'),
        somewhere_left('green', 'Norway'),
        next_to('milk', 'coffee'),
        left('dancing', 'green'),
        at('Scrabble', 4),
        next_to('Sweden', 'Japan'),
        not_at('chess', 5),
        not_at('dancing', 3),
        same('hiking', 'orange juice'),
        same('dancing', 'coffee'),
    ],
    herrings={
        2: 'Coffee beans are actually seeds.',
        5: 'Every house in the street has a chimney.',
        16: 'The person who wears glasses lives in house 4.',
        18: 'The early riser lives directly left of the night owl.',
        22: 'The hiker is good friends with the Norwegian.',
    },
    questions=[],
)


# w294-herrings-holiday-street.txt
puzzle(
    'w294-herrings-holiday-street',
    family="herrings",
    layout="prose intro with values in brackets, clues 'Clue 1.', three questions",
    noun="house",
    n=5,
    cats={
        'pet': ['dog', 'cat', 'rabbit', 'turtle', 'parrot'],
        'sport': ['football', 'tennis', 'volleyball', 'swimming', 'golf'],
        'holiday': ['Paris', 'Rome', 'Tokyo', 'Cairo', 'Vienna'],
        'breakfast': ['toast', 'cereal', 'pancakes', 'porridge', 'eggs'],
        'car': ['BMW', 'Volvo', 'Toyota', 'Ford', 'Honda'],
    },
    clues=[
        right('pancakes', 'Paris'),
        not_at('dog', 4),
        gap('Tokyo', 'football', 3),
        at('parrot', 2),
        next_to('porridge', 'Ford'),
        at('toast', 1),
        differ('tennis', 'Ford'),
        right('Toyota', 'Honda'),
        differ('swimming', 'rabbit'),
        same('parrot', 'tennis'),
        same('turtle', 'Rome'),
        at('Vienna', 4),
        differ('BMW', 'swimming'),
        differ('rabbit', 'cereal'),
        either('dog', 'volleyball', 'porridge'),
        at('Toyota', 5),
        at('BMW', 1),
        same('toast', 'turtle'),
    ],
    herrings={
        12: 'The tallest resident lives somewhere to the left of the golfer.',
        18: 'Rome was not built in a day.',
        19: 'The person with a beard is good friends with the tennis player.',
        20: 'Turtles can live for more than a hundred years.',
    },
    questions=[ask_value("pet", "Cairo"), ask_position("volleyball"), ask_at("car", 3)],
)

# ---- (generated puzzles: end) ----

# blind7/b
# w295-houses-puddleby-lane.txt
puzzle(
    "w295-houses-puddleby-lane",
    family="houses",
    layout="magazine teaser: title, intro paragraph declaring all categories, one prose paragraph of clues, two-part question",
    noun="cottage",
    n=5,
    cats={
        "name": ["Alice", "Bernard", "Chloe", "Dmitri", "Edith"],
        "door": ["red", "green", "blue", "yellow", "white"],
        "pet": ["dog", "cat", "parrot", "hamster", "goldfish"],
        "trade": ["baker", "teacher", "plumber", "nurse", "painter"],
    },
    clues=[
        at("Alice", 3),
        same("baker", "green"),
        ends("Edith"),
        same("Edith", "yellow"),
        left("dog", "teacher"),
        next_to("plumber", "nurse"),
        next_to("Bernard", "Edith"),
        same("Chloe", "hamster"),
        at("Chloe", 5),
        same("painter", "white"),
        left("blue", "red"),
        same("Dmitri", "goldfish"),
        next_to("baker", "Alice"),
        same("nurse", "cat"),
        somewhere_left("cat", "parrot"),
    ],
    herrings={
        9: "Bernard wears a red scarf all winter long.",
        16: "Nobody on the lane has ever won the best-garden prize.",
    },
    questions=[ask_value("name", "plumber"), ask_value("door", "nurse")],
)

# w296-houses-mullock-jetty.txt
puzzle(
    "w296-houses-mullock-jetty",
    family="houses",
    layout="pub quiz sheet: header line, intro declaring all categories, prose paragraph of clues, two-part instruction",
    noun="berth",
    n=4,
    cats={
        "skipper": ["French", "Danish", "Scottish", "Italian"],
        "hull": ["red", "white", "green", "black"],
        "job": ["fishing", "diving", "ferrying", "racing"],
    },
    clues=[
        same("fishing", "red"),
        at("Danish", 4),
        somewhere_left("black", "French"),
        next_to("racing", "Danish"),
        same("Italian", "white"),
        same("Scottish", "ferrying"),
        differ("Danish", "fishing"),
    ],
    herrings={
        7: "Every skipper on the jetty pulls on a black oilskin when it rains.",
        10: "The harbourmaster, a Welshman, drinks in this very pub every Friday.",
    },
    questions=[ask_position("Italian"), ask_value("job", "Italian")],
)

# w297-houses-tall-thin-flats.txt
puzzle(
    "w297-houses-tall-thin-flats",
    family="houses",
    layout="teacher's worksheet: title, name line, intro declaring all categories, prose clue paragraph, instruction, empty grid to fill (top floor listed first)",
    noun="floor",
    n=3,
    cats={
        "name": ["Maya", "Tom", "Priya"],
        "pet": ["dog", "cat", "rabbit"],
        "sport": ["football", "swimming", "tennis"],
    },
    clues=[
        at("Maya", 3),
        left("rabbit", "dog"),
        differ("Maya", "dog"),
        at("swimming", 1),
        somewhere_right("football", "Tom"),
        differ("tennis", "dog"),
    ],
    herrings={
        12: "Priya's grandma knits a new scarf for every child in the building each winter.",
    },
    questions=[],
)

# w298-houses-parking-forum.txt
puzzle(
    "w298-houses-parking-forum",
    family="houses",
    layout="forum post asking for help: title, chatty intro, quoted puzzle in prose paragraphs, question, sign-off",
    noun="bay",
    n=5,
    cats={
        "name": ["Greta", "Hassan", "Ines", "Jack", "Kofi"],
        "car": ["Ford", "Fiat", "Honda", "Toyota", "Volvo"],
        "colour": ["red", "blue", "black", "white", "silver"],
    },
    clues=[
        at("Greta", 3),
        at("Fiat", 5),
        right("Jack", "Greta"),
        all_of(between("red", "Volvo", "Greta"), next_to("red", "Volvo"), next_to("red", "Greta")),
        same("Hassan", "Fiat"),
        same("Toyota", "white"),
        neither("Kofi", "Honda", "silver"),
        differ("Ines", "Ford"),
        next_to("black", "white"),
        same("Hassan", "blue"),
        somewhere_left("Honda", "Toyota"),
    ],
    herrings={
        11: "The owner of the red car has a parking permit for the whole year.",
        16: "The attendant rides a yellow motorbike.",
    },
    questions=[ask_value("name", "Volvo"), ask_value("colour", "Jack")],
)

# w299-houses-saltwhistle-huts.txt
puzzle(
    "w299-houses-saltwhistle-huts",
    family="houses",
    layout="puzzle blog post: title, chatty intro declaring colours, ages and hobbies (snacks appear only in the clues), one clue per line, two questions",
    noun="hut",
    n=5,
    cats={
        "colour": ["pink", "lilac", "green", "yellow", "blue"],
        "hobby": ["fishing", "birdwatching", "swimming", "painting", "kite-flying"],
        "snack": ["sandwiches", "crisps", "ice lollies", "cherries", "doughnuts"],
        "age": ["30", "40", "50", "60", "70"],
    },
    clues=[
        at("yellow", 3),
        same("yellow", "70"),
        same("fishing", "30"),
        next_to("fishing", "yellow"),
        same("swimming", "ice lollies"),
        right("pink", "green"),
        diff("painting", "fishing", "age", 10),
        at("kite-flying", 5),
        diff("doughnuts", "cherries", "age", 10),
        same("painting", "blue"),
        diff("birdwatching", "fishing", "age", 30),
        ends("lilac"),
        right("crisps", "sandwiches"),
    ],
    herrings={
        11: "A seagull has stolen at least one sandwich from every hut this summer.",
        19: "The ice-cream van parks by the pier every afternoon at three.",
    },
    questions=[ask_value("snack", "birdwatching"), ask_value("age", "pink")],
)

# w300-houses-locker-room-card.txt
puzzle(
    "w300-houses-locker-room-card",
    family="houses",
    layout="escape-room clue card: header, short intro declaring all categories, one terse clue per line, keypad instruction",
    noun="locker",
    n=4,
    cats={
        "symbol": ["star", "moon", "sun", "anchor"],
        "padlock": ["red", "blue", "green", "yellow"],
        "contents": ["key", "torch", "map", "compass"],
    },
    clues=[
        same("torch", "green"),
        left("star", "anchor"),
        not_next("compass", "moon"),
        at("blue", 1),
        somewhere_left("key", "compass"),
        differ("sun", "red"),
        same("map", "moon"),
        at("sun", 4),
        same("anchor", "yellow"),
    ],
    herrings={
        8: "A faint smell of bleach hangs over the whole room.",
        12: "Whoever painted the skull on the back wall hid nothing behind it.",
    },
    questions=[ask_position("key")],
)

# w301-houses-backyard-campout.txt
puzzle(
    "w301-houses-backyard-campout",
    family="houses",
    layout="birthday-party game card: title, intro declaring all categories, prose clue paragraph with pronouns, whole-grid instruction",
    noun="tent",
    n=4,
    cats={
        "name": ["Ollie", "Ruby", "Sam", "Zara"],
        "colour": ["orange", "purple", "blue", "green"],
        "toy": ["teddy bear", "unicorn", "dinosaur", "rabbit"],
        "age": ["6", "7", "8", "9"],
    },
    clues=[
        same("Ollie", "6"),
        same("Ollie", "orange"),
        left("purple", "Ollie"),
        left("Ollie", "Zara"),
        same("teddy bear", "9"),
        same("unicorn", "8"),
        diff("Sam", "Ollie", "age", 1),
        at("green", 4),
        same("Sam", "rabbit"),
        same("Ruby", "purple"),
        same("teddy bear", "blue"),
    ],
    herrings={
        9: "The tent pegs are all bright yellow plastic.",
        13: "Zara's mum will check on everybody at midnight with a torch.",
        15: "Ruby has never slept outside before.",
    },
    questions=[],
)

# w302-houses-market-stalls.txt
puzzle(
    "w302-houses-market-stalls",
    family="houses",
    layout="crossword-page logic problem: title, compact intro declaring names, goods, awnings and years (villages only in the clues), dense clue paragraph, two questions",
    noun="stall",
    n=5,
    cats={
        "name": ["Agnes", "Basil", "Cora", "Derek", "Elsie"],
        "goods": ["cheese", "honey", "flowers", "bread", "olives"],
        "awning": ["orange", "blue", "green", "white", "red"],
        "village": ["Ashby", "Brook", "Cley", "Dunmore", "Eastwick"],
        "years": ["2", "4", "6", "8", "10"],
    },
    clues=[
        at("flowers", 3),
        same("Agnes", "10"),
        same("cheese", "Ashby"),
        left("cheese", "flowers"),
        same("Basil", "bread"),
        same("Basil", "red"),
        gap("Cora", "bread", 4),
        same("honey", "orange"),
        diff("Elsie", "Derek", "years", 2),
        same("Cley", "6"),
        next_to("white", "red"),
        same("cheese", "2"),
        same("Dunmore", "green"),
        same("olives", "white"),
        same("olives", "Brook"),
        diff("Eastwick", "Basil", "years", 2),
        less("olives", "flowers", "years"),
    ],
    herrings={
        9: "Agnes's sister Patience runs a flower shop in Ashby.",
        13: "Elsie is always the first to arrive, at six in the morning.",
        17: "Derek's van broke down twice last winter.",
        19: "The market clock has been five minutes slow since 1998.",
    },
    questions=[ask_value("name", "Eastwick"), ask_value("goods", "Derek")],
)

# w303-houses-office-desks-text.txt
puzzle(
    "w303-houses-office-desks-text",
    family="houses",
    layout="text messages from a friend: one lowercase bubble per line, categories declared in the chat, clues in chatty fragments, two questions",
    noun="desk",
    n=4,
    cats={
        "plant": ["cactus", "fern", "orchid", "bonsai"],
        "drink": ["tea", "coffee", "cocoa", "water"],
        "diet": ["vegan", "vegetarian", "pescatarian", "meat eater"],
    },
    clues=[
        at("coffee", 1),
        same("cactus", "tea"),
        same("vegetarian", "water"),
        at("orchid", 4),
        ends("vegan"),
        somewhere_right("pescatarian", "meat eater"),
        next_to("bonsai", "orchid"),
        not_next("cocoa", "cactus"),
        differ("orchid", "vegan"),
    ],
    herrings={
        15: "also the intern keeps nicking everyone's biscuits 🙄",
        18: "(the fern is plastic btw, apparently that doesn't matter)",
    },
    questions=[ask_value("drink", "meat eater"), ask_position("fern")],
)

# w304-houses-lake-wren-cabins.txt
puzzle(
    "w304-houses-lake-wren-cabins",
    family="houses",
    layout="puzzle inside a novel: chapter heading, narration, puzzle read aloud in quoted paragraphs (names and drinks declared; instruments and animals appear only in the clues), narrative interruption, question asked in dialogue",
    noun="cabin",
    n=5,
    cats={
        "name": ["Abel", "Bea", "Clem", "Dora", "Finn"],
        "instrument": ["piano", "fiddle", "drums", "flute", "banjo"],
        "animal": ["hens", "goats", "bees", "ducks", "pony"],
        "drink": ["tea", "coffee", "cider", "milk", "whisky"],
    },
    clues=[
        right("piano", "fiddle"),
        at("Finn", 3),
        same("bees", "whisky"),
        same("Abel", "hens"),
        at("Clem", 5),
        same("Clem", "pony"),
        at("cider", 1),
        same("drums", "bees"),
        next_to("Bea", "Clem"),
        same("flute", "milk"),
        same("goats", "fiddle"),
        right("coffee", "ducks"),
        same("banjo", "coffee"),
        same("piano", "tea"),
    ],
    herrings={
        11: "Dora once sang in a choir in Galway.",
        15: "Aunt Hester paused to sip her tea.",
        19: "Nobody on the shore owns a motorboat.",
    },
    questions=[ask_value("name", "ducks"), ask_value("drink", "Dora")],
)

# blind7/c

# w305-people-dell-barn-sale.txt
puzzle(
    "w305-people-dell-barn-sale",
    family="people",
    layout="Dell-style logic problem: title, story intro declaring all categories, numbered clues, no question (full grid)",
    noun=None,
    n=5,
    cats={
        "name": ["Abigail", "Bernard", "Corinne", "Desmond", "Eloise"],
        "surname": ["Fairbanks", "Gutierrez", "Holloway", "Ingram", "Jessup"],
        "item": ["brass lamp", "butter churn", "quilt", "rocking chair", "weather vane"],
        "price": ["$15", "$20", "$25", "$30", "$35"],
    },
    axis="name",
    clues=[
        diff("quilt", "Fairbanks", "price", 10),
        all_of(less("Desmond", "Abigail", "price"), less("weather vane", "Desmond", "price")),
        of_two("Bernard", "Ingram", "rocking chair", "$20"),
        diff("butter churn", "rocking chair", "price", -5),
        all_of(differ("Eloise", "Holloway"), less("Eloise", "rocking chair", "price")),
        neither("brass lamp", "Abigail", "Jessup"),
        diff("Gutierrez", "Jessup", "price", -5),
        less("Abigail", "Gutierrez", "price"),
        less("Corinne", "Holloway", "price"),
    ],
    herrings={},
    questions=[],
)

# w306-people-newspaper-garage-sales.txt
puzzle(
    "w306-people-newspaper-garage-sales",
    family="people",
    layout="newspaper daily: masthead lines, intro declaring categories in parentheses, numbered clues, two-part question",
    noun=None,
    n=4,
    cats={
        "name": ["Harriet", "Ivan", "Judith", "Kenneth"],
        "arrival": ["8:00 a.m.", "8:30 a.m.", "9:00 a.m.", "9:30 a.m."],
        "street": ["Elm Street", "Fir Lane", "Oak Avenue", "Pine Road"],
        "item": ["bicycle", "board game", "mirror", "toaster"],
    },
    axis="name",
    clues=[
        diff("Harriet", "Pine Road", "arrival", 60),
        less("board game", "Judith", "arrival"),
        same("mirror", "Oak Avenue"),
        all_of(differ("Kenneth", "8:00 a.m."), differ("Kenneth", "Elm Street")),
        same("toaster", "9:30 a.m."),
        same("board game", "Fir Lane"),
        same("bicycle", "8:00 a.m."),
        less("Kenneth", "Oak Avenue", "arrival"),
    ],
    herrings={},
    questions=[ask_value("name", "mirror"), ask_value("street", "Judith")],
)

# w307-people-office-newsletter-birthdays.txt
puzzle(
    "w307-people-office-newsletter-birthdays",
    family="people",
    layout="office newsletter puzzle corner: chatty prose paragraphs, clues inside prose, herring remark, two-part question",
    noun=None,
    n=4,
    cats={
        "name": ["Priya", "Tom", "Gwen", "Marcus"],
        "department": ["Accounts", "HR", "IT", "Marketing"],
        "birthday": ["March 3rd", "March 9th", "March 17th", "March 28th"],
        "cake": ["carrot", "chocolate", "lemon drizzle", "red velvet"],
    },
    axis="name",
    clues=[
        same("Accounts", "March 3rd"),
        diff("Marcus", "Tom", "birthday", 6),
        any_of(all_of(less("Marcus", "IT", "birthday"), less("IT", "Gwen", "birthday")),
               all_of(less("Gwen", "IT", "birthday"), less("IT", "Marcus", "birthday"))),
        neither("red velvet", "Marketing", "IT"),
        distinct("Gwen", "HR", "chocolate"),
        same("carrot", "March 28th"),
        differ("IT", "chocolate"),
    ],
    herrings={14: "Gwen has asked us to point out that she is definitely not turning forty."},
    questions=[ask_value("name", "March 17th"), ask_value("cake", "March 17th")],
)

# w308-people-maths-club-heights.txt
puzzle(
    "w308-people-maths-club-heights",
    family="people",
    layout="school maths club worksheet: header, intro, lettered clues (a)-(g) with maths vocabulary, two numbered questions",
    noun=None,
    n=4,
    cats={
        "name": ["Aisha", "Ben", "Chloe", "Dev"],
        "height": ["142 cm", "148 cm", "151 cm", "157 cm"],
        "shape": ["circle", "hexagon", "square", "triangle"],
        "number": ["7", "12", "25", "36"],
    },
    axis="name",
    clues=[
        diff("36", "square", "height", 3),
        differ("hexagon", "157 cm"),
        same("Ben", "7"),
        either("Chloe", "12", "36"),
        any_of(diff("Chloe", "Ben", "height", 15), diff("Ben", "Chloe", "height", 15)),
        less("triangle", "Dev", "number"),
        either("Dev", "25", "36"),
        less("triangle", "12", "height"),
        less("Dev", "Aisha", "height"),
    ],
    herrings={},
    questions=[ask_value("shape", "Dev"), ask_value("name", "151 cm")],
)

# w309-people-podcast-pub-quiz.txt
puzzle(
    "w309-people-podcast-pub-quiz",
    family="people",
    layout="podcast transcript: speaker-labelled lines, clues read aloud ('Clue one: ...'), rounds declared only by clues, herring asides, two-part question",
    noun=None,
    n=4,
    cats={
        "name": ["Fiona", "Gareth", "Hannah", "Ian"],
        "score": ["28 points", "31 points", "35 points", "40 points"],
        "round": ["history", "music", "science", "sport"],
    },
    axis="name",
    clues=[
        diff("history", "Gareth", "score", 3),
        less("Fiona", "Hannah", "score"),
        all_of(differ("music", "28 points"), differ("music", "40 points")),
        less("music", "sport", "score"),
        all_of(neither("history", "Fiona", "Hannah"), less("science", "Ian", "score")),
    ],
    herrings={16: "It was absolutely chucking it down that night, apparently.", 18: "Oh, and Gareth, bless him, was gutted."},
    questions=[ask_value("round", "Fiona"), ask_value("score", "science")],
)

# w310-people-forum-ages-pets.txt
puzzle(
    "w310-people-forum-ages-pets",
    family="people",
    layout="forum post quoting a homework puzzle: post header, numbered clues inside the quote, pets declared only by clues, herring clue, two-part question",
    noun=None,
    n=5,
    cats={
        "name": ["Lena", "Marco", "Nadia", "Oscar", "Pete"],
        "age": ["24", "27", "31", "35", "40"],
        "pet": ["cat", "dog", "ferret", "parrot", "tortoise"],
    },
    axis="name",
    clues=[
        same("tortoise", "24"),
        diff("Lena", "ferret", "age", 4),
        all_of(less("Lena", "Pete", "age"), less("Pete", "dog", "age")),
        all_of(differ("Oscar", "parrot"), neither("cat", "Nadia", "Lena")),
        either("27", "Marco", "Oscar"),
        less("Marco", "ferret", "age"),
    ],
    herrings={4: "Nadia has always wanted a horse."},
    questions=[ask_value("name", "ferret"), ask_value("age", "Nadia")],
)

# w311-people-app-level-cinema.txt
puzzle(
    "w311-people-app-level-cinema",
    family="people",
    layout="puzzle app level screen: level header, one-line intro, numbered clues without punctuation after numbers, drinks declared only by clues, UI button lines, full grid",
    noun=None,
    n=3,
    cats={
        "name": ["Ava", "Ben", "Cal"],
        "drink": ["cola", "iced tea", "lemonade"],
        "arrival": ["6:00 pm", "6:15 pm", "6:45 pm"],
    },
    axis="name",
    clues=[
        same("cola", "6:00 pm"),
        diff("Ava", "lemonade", "arrival", 30),
        differ("Cal", "6:00 pm"),
        differ("Ben", "iced tea"),
    ],
    herrings={},
    questions=[],
)

# w312-people-travel-agent-mixup.txt
puzzle(
    "w312-people-travel-agent-mixup",
    family="people",
    layout="travel agent email: subject line, greeting, prose intro declaring categories, dash bullet clues with a herring, sign-off; full grid",
    noun=None,
    n=4,
    cats={
        "client": ["Mr. Okafor", "Mrs. Lindqvist", "Ms. Tan", "Dr. Reyes"],
        "destination": ["Lisbon", "Marrakech", "Reykjavik", "Split"],
        "departure": ["June 2nd", "June 9th", "June 14th", "June 21st"],
        "price": ["£1,200", "£1,450", "£1,800", "£2,100"],
    },
    axis="client",
    clues=[
        same("June 2nd", "£2,100"),
        diff("Ms. Tan", "Dr. Reyes", "price", -600),
        diff("Lisbon", "Mr. Okafor", "departure", 7),
        all_of(differ("Dr. Reyes", "Reykjavik"), differ("Dr. Reyes", "June 21st")),
        all_of(less("Marrakech", "Reykjavik", "price"), less("Split", "Marrakech", "price")),
        differ("Mr. Okafor", "Reykjavik"),
    ],
    herrings={4: "Mrs. Lindqvist has asked for a window seat again, as always."},
    questions=[],
)

# w313-people-sports-club-10k.txt
puzzle(
    "w313-people-sports-club-10k",
    family="people",
    layout="running club results page: header, report prose with weather herring, bullet clues, two-part question",
    noun=None,
    n=5,
    cats={
        "name": ["Amir", "Beth", "Connor", "Dana", "Ellie"],
        "surname": ["Kowalski", "Murray", "Osei", "Pryce", "Walsh"],
        "place": ["1st", "2nd", "3rd", "4th", "5th"],
        "age": ["29", "34", "41", "47", "52"],
    },
    axis="name",
    clues=[
        diff("1st", "2nd", "age", 13),
        diff("Kowalski", "Osei", "place", 1),
        same("Pryce", "5th"),
        all_of(differ("Amir", "29"), differ("Amir", "52")),
        same("Connor", "29"),
        distinct("Dana", "Walsh", "52"),
        less("Beth", "Amir", "place"),
        less("1st", "Kowalski", "age"),
        less("Dana", "Osei", "age"),
    ],
    herrings={4: "Conditions were perfect: cool, dry and barely a breath of wind.", 6: "Ellie ran in her brand-new pink trainers."},
    questions=[ask_value("name", "1st"), ask_value("place", "Connor")],
)

# w314-people-recipe-contest-pies.txt
puzzle(
    "w314-people-recipe-contest-pies",
    family="people",
    layout="village show pie competition write-up: prose report, clues in sentences, herrings, two-part question",
    noun=None,
    n=5,
    cats={
        "name": ["Agnes", "Bridget", "Cyril", "Dorothy", "Edwin"],
        "pie": ["apple", "cherry", "pork", "rhubarb", "steak and ale"],
        "score": ["38 points", "41 points", "43 points", "46 points", "49 points"],
        "bake": ["35 minutes", "45 minutes", "50 minutes", "60 minutes", "75 minutes"],
        "ingredient": ["cardamom", "cider", "lard", "nutmeg", "orange zest"],
    },
    axis="name",
    clues=[
        same("49 points", "75 minutes"),
        either("Cyril", "pork", "steak and ale"),
        same("cardamom", "cherry"),
        diff("Agnes", "Dorothy", "score", 5),
        diff("pork", "apple", "bake", 10),
        same("Edwin", "cider"),
        all_of(less("nutmeg", "rhubarb", "score"), less("cherry", "nutmeg", "score")),
        same("Bridget", "35 minutes"),
        same("49 points", "lard"),
        less("Edwin", "45 minutes", "score"),
        less("Dorothy", "pork", "score"),
    ],
    herrings={7: "The marquee was stiflingly hot by midday, so apologies to anyone whose cream melted.", 18: "Dorothy has entered every year since 1987."},
    questions=[ask_value("name", "pork"), ask_value("ingredient", "Agnes")],
)


# ===================================================================
# An eighth blind set (w315-w344).
# ===================================================================

# ------------------------------------------------------------ w315
puzzle(
    "w315-people-estate-auction",
    family="people",
    layout="title, intro prose, four labelled category lists, numbered clues with one herring, two-part question",
    noun=None,
    n=4,
    cats={
        "bidder": ["Agnes", "Barnaby", "Celeste", "Desmond"],
        "lot": ["grandfather clock", "oil painting", "Persian rug", "silver tea set"],
        "price": ["$12,500", "$15,000", "$17,500", "$20,000"],
        "village": ["Ashford", "Bexley", "Carlow", "Dunmore"],
    },
    axis="bidder",
    clues=[
        diff("grandfather clock", "silver tea set", "price", -2500),
        all_of(differ("Agnes", "Bexley"), less("Desmond", "Agnes", "price")),
        either("Persian rug", "Carlow", "Dunmore"),
        of_two("Celeste", "silver tea set", "Bexley", "$20,000"),
        less("Dunmore", "Carlow", "price"),
        diff("Ashford", "Agnes", "price", 2500),
        less("grandfather clock", "Desmond", "price"),
    ],
    herrings={5: "The auctioneer, a Harrowgate regular, wore his trademark bow tie."},
    questions=[ask_value("bidder", "oil painting"), ask_value("price", "Dunmore")],
)

# ------------------------------------------------------------ w316
puzzle(
    "w316-people-dentist-appointments",
    family="people",
    layout="receptionist's note: values declared in prose (mixed time formats), lettered clues, one question",
    noun=None,
    n=5,
    cats={
        "patient": ["Harriet", "Ivan", "Josie", "Kurt", "Lorna"],
        "time": ["9:30am", "10:15am", "11:00 am", "noon", "1:15pm"],
        "treatment": ["cleaning", "crown", "extraction", "filling", "whitening"],
    },
    axis="patient",
    clues=[
        neither("cleaning", "9:30am", "Ivan"),
        diff("filling", "Lorna", "time", -45),
        less("extraction", "Josie", "time"),
        all_of(differ("Kurt", "crown"), less("Kurt", "Harriet", "time")),
        either("whitening", "9:30am", "Lorna"),
        diff("Ivan", "Lorna", "time", 60),
        less("cleaning", "crown", "time"),
    ],
    questions=[ask_value("time", "Josie")],
)

# ------------------------------------------------------------ w317
puzzle(
    "w317-people-bird-watchers",
    family="people",
    layout="club newsletter: intro prose naming people, categories in prose, bullet-point clues with a herring bullet, two questions",
    noun=None,
    n=4,
    cats={
        "watcher": ["Oscar", "Priya", "Quentin", "Rosalind"],
        "bird": ["bittern", "kingfisher", "nightjar", "osprey"],
        "site": ["Gull Point", "Heather Common", "Marsh Lane", "Old Wood"],
        "species": ["23", "27", "31", "35"],
    },
    axis="watcher",
    clues=[
        diff("Heather Common", "kingfisher", "species", 8),
        all_of(less("Priya", "Oscar", "species"), differ("Priya", "Old Wood")),
        either("osprey", "Gull Point", "35"),
        all_of(differ("Rosalind", "Gull Point"), differ("Quentin", "bittern")),
        distinct("Oscar", "kingfisher", "Marsh Lane", "35"),
        of_two("Quentin", "osprey", "Heather Common", "31"),
    ],
    herrings={5: "Flasks of tea were passed round at the end of the day."},
    questions=[ask_value("species", "Priya"), ask_value("site", "nightjar")],
)

# ------------------------------------------------------------ w318
puzzle(
    "w318-people-fell-walkers",
    family="people",
    layout="walking club log: intro, five labelled category lists (distances as bare numbers under a 'miles' heading), numbered clues, question",
    noun=None,
    n=5,
    cats={
        "hiker": ["Beatrix", "Callum", "Delphine", "Emrys", "Fiona"],
        "surname": ["Ashcroft", "Brennan", "Crowther", "Dalby", "Ellery"],
        "fell": ["Black Crag", "Cold Fell", "Raven Scar", "Swirl How", "Wether Hill"],
        "distance": ["6", "8", "9", "11", "13"],
        "start": ["6:45am", "7:00am", "7:30am", "8:15am", "9:00am"],
    },
    axis="hiker",
    clues=[
        diff("6:45am", "Beatrix", "distance", 2),
        diff("Crowther", "Emrys", "start", 45),
        diff("Cold Fell", "Black Crag", "distance", -3),
        of_two("Emrys", "7:00am", "Brennan", "11"),
        less("Swirl How", "Raven Scar", "start"),
        distinct("Callum", "Ellery", "Raven Scar", "8", "7:30am"),
        diff("Fiona", "Delphine", "start", 90),
        same("Dalby", "Raven Scar"),
        all_of(differ("Emrys", "Cold Fell"), less("Beatrix", "Emrys", "start")),
    ],
    questions=[ask_value("surname", "Beatrix")],
)

# ------------------------------------------------------------ w319
puzzle(
    "w319-people-museum-exhibitions",
    family="people",
    layout="museum newsletter: values in prose, one clue per unnumbered line, no question (fill the grid)",
    noun=None,
    n=4,
    cats={
        "curator": ["Marguerite", "Nils", "Ottilie", "Percy"],
        "exhibition": ["Bronze Age jewellery", "Dutch still lifes", "Japanese woodblock prints", "Victorian toys"],
        "opening": ["March 4", "March 11", "March 18", "March 25"],
    },
    axis="curator",
    clues=[
        diff("Nils", "Marguerite", "opening", -14),
        less("Dutch still lifes", "Bronze Age jewellery", "opening"),
        all_of(differ("Percy", "March 4"), differ("Percy", "Japanese woodblock prints")),
        all_of(less("Percy", "Ottilie", "opening"), less("Japanese woodblock prints", "Ottilie", "opening")),
        diff("Bronze Age jewellery", "Victorian toys", "opening", 7),
    ],
    questions=[],
)

# ------------------------------------------------------------ w320
puzzle(
    "w320-people-album-releases",
    family="people",
    layout="music blog: bands as axis, four labelled lists, numbered clues with a herring, no question (full grid)",
    noun=None,
    n=5,
    cats={
        "band": ["Glass Harbour", "Night Orchard", "Salt & Ember", "Static Choir", "Velvet Foxes"],
        "album": ["Blue Hours", "Driftwood", "Neon Psalms", "Satellite Summer", "Winter Kings"],
        "month": ["February", "March", "April", "May", "June"],
        "copies": ["15,000", "20,000", "25,000", "30,000", "35,000"],
    },
    axis="band",
    clues=[
        diff("June", "Glass Harbour", "copies", -15000),
        diff("Neon Psalms", "Driftwood", "month", -2),
        all_of(differ("Static Choir", "Satellite Summer"), less("Velvet Foxes", "Static Choir", "copies")),
        either("20,000", "Neon Psalms", "May"),
        of_two("Winter Kings", "March", "Salt & Ember", "35,000"),
        neither("Night Orchard", "March", "June"),
        diff("Velvet Foxes", "Glass Harbour", "month", 1),
        diff("Velvet Foxes", "Night Orchard", "copies", 5000),
    ],
    herrings={5: "All five albums were recorded at the same studio in Bristol."},
    questions=[],
)

# ------------------------------------------------------------ w321
puzzle(
    "w321-people-embassy-visits",
    family="people",
    layout="press-office brief: three ambassadors by surname, values declared in prose ('a 2-day ... visit', 'the 3rd'), numbered clues, two questions",
    noun=None,
    n=3,
    cats={
        "ambassador": ["Ferreira", "Lindqvist", "Okonkwo"],
        "country": ["Chile", "Japan", "Kenya"],
        "length": ["2-day", "4-day", "6-day"],
        "arrival": ["the 3rd", "the 9th", "the 15th"],
    },
    axis="ambassador",
    clues=[
        diff("6-day", "Chile", "arrival", 6),
        less("Lindqvist", "Okonkwo", "length"),
        less("Chile", "Lindqvist", "arrival"),
        of_two("Okonkwo", "Japan", "the 3rd", "6-day"),
    ],
    questions=[ask_value("country", "Lindqvist"), ask_value("arrival", "4-day")],
)

# ------------------------------------------------------------ w322
puzzle(
    "w322-people-science-fair",
    family="people",
    layout="school newsletter: projects, schools and scores declared in intro prose, ages named only in the clues; numbered clues with a herring; two questions",
    noun=None,
    n=5,
    cats={
        "student": ["Anya", "Bram", "Clementine", "Dev", "Esme"],
        "project": ["bridge loads", "crystal growing", "plant music", "solar oven", "water filter"],
        "school": ["Hillcrest", "Maple Grove", "Northgate", "Riverside", "St. Jude's"],
        "score": ["78", "83", "88", "92", "97"],
        "age": ["10", "11", "12", "13", "14"],
    },
    axis="student",
    clues=[
        diff("14", "Anya", "score", 5),
        diff("12", "Dev", "score", 5),
        of_two("Clementine", "crystal growing", "Hillcrest", "83"),
        diff("Riverside", "Maple Grove", "score", -10),
        distinct("Esme", "10", "Hillcrest", "92", "solar oven"),
        all_of(less("Dev", "Bram", "age"), less("Bram", "Dev", "score")),
        diff("water filter", "plant music", "score", 4),
        diff("St. Jude's", "solar oven", "age", -1),
        less("11", "13", "score"),
    ],
    herrings={6: "The judges arrived late because of roadworks on the bypass."},
    questions=[ask_value("age", "Anya"), ask_value("score", "water filter")],
)

# ------------------------------------------------------------ w323
puzzle(
    "w323-people-pumpkin-weigh-off",
    family="people",
    layout="county show: small category table whose rows do not match up, numbered clues, one question",
    noun=None,
    n=5,
    cats={
        "grower": ["Gwen", "Hector", "Imogen", "Jasper", "Kit"],
        "variety": ["Atlantic Giant", "Big Max", "Dill's Giant", "Howden", "Prizewinner"],
        "weight": ["412 lb", "438 lb", "455 lb", "481 lb", "506 lb"],
    },
    axis="grower",
    clues=[
        diff("Howden", "Jasper", "weight", -26),
        all_of(less("Gwen", "Kit", "weight"), differ("Kit", "Atlantic Giant")),
        either("455 lb", "Big Max", "Hector"),
        diff("Imogen", "Dill's Giant", "weight", 25),
        less("Hector", "Gwen", "weight"),
        less("Prizewinner", "Atlantic Giant", "weight"),
    ],
    questions=[ask_value("grower", "506 lb")],
)

# ------------------------------------------------------------ w324
puzzle(
    "w324-people-honey-stalls",
    family="people",
    layout="farmers' market column: prices with cents and starting years declared in prose, numbered clues with a herring, one question",
    noun=None,
    n=4,
    cats={
        "beekeeper": ["Ines", "Jonah", "Keziah", "Leopold"],
        "honey": ["clover", "heather", "lavender", "orange blossom"],
        "price": ["$4.50", "$5.25", "$6.00", "$6.75"],
        "year": ["1998", "2004", "2011", "2017"],
    },
    axis="beekeeper",
    clues=[
        diff("clover", "Leopold", "price", -1.5),
        diff("heather", "lavender", "price", 0.75),
        diff("Leopold", "Ines", "year", 7),
        all_of(differ("Jonah", "heather"), diff("Jonah", "orange blossom", "year", 19)),
        less("Leopold", "Ines", "price"),
    ],
    herrings={5: "It was the busiest market day of the summer."},
    questions=[ask_value("honey", "$6.75")],
)


# Generated by gen.py (python gen.py); see gen.py for the generator.

# w325-lines-numbered-positions.txt -- 5x8, ZebraLogic-like 'whose favourite X is' naming, '- Cat: values' lines, numbered clues
puzzle('w325-lines-numbered-positions', family='lines', layout="5x8, ZebraLogic-like 'whose favourite X is' naming, '- Cat: values' lines, numbered clues", noun='position', n=5,
       cats={
           'Job': ['plumber', 'teacher', 'mechanic', 'chef', 'architect'],
           'Pet': ['guinea pig', 'hamster', 'goldfish', 'cat', 'snake'],
           'Drink': ['kombucha', 'cola', 'cocoa', 'milk', 'cider'],
           'Music': ['hip-hop', 'rock', 'folk', 'reggae', 'techno'],
           'Car': ['Honda', 'Tesla', 'Toyota', 'Mazda', 'Fiat'],
           'Fruit': ['fig', 'apricot', 'mango', 'pear', 'grape'],
           'Sport': ['volleyball', 'soccer', 'baseball', 'handball', 'lacrosse'],
           'Colour': ['brown', 'orange', 'grey', 'red', 'white'],
       },
       clues=[
           right('cocoa', 'rock'),
           right('Fiat', 'snake'),
           ends('Mazda'),
           between('Tesla', 'apricot', 'snake'),
           somewhere_right('rock', 'techno'),
           at('hamster', 2),
           somewhere_right('guinea pig', 'white'),
           somewhere_left('Fiat', 'mango'),
           same('snake', 'teacher'),
           same('Fiat', 'chef'),
           somewhere_right('Fiat', 'cola'),
           same('Toyota', 'cola'),
           left('cider', 'goldfish'),
           not_at('guinea pig', 5),
           next_to('red', 'chef'),
           same('cat', 'lacrosse'),
           same('hip-hop', 'handball'),
           differ('soccer', 'milk'),
           same('hip-hop', 'pear'),
           same('baseball', 'mango'),
           not_at('soccer', 4),
           next_to('volleyball', 'baseball'),
           same('mechanic', 'cocoa'),
           differ('fig', 'white'),
           at('orange', 1),
           left('handball', 'white'),
           somewhere_left('chef', 'grey'),
           somewhere_right('milk', 'kombucha'),
           not_next('Toyota', 'milk'),
           same('brown', 'apricot'),
           at('brown', 4),
           not_at('chef', 3),
           same('techno', 'guinea pig'),
           right('grape', 'cola'),
           next_to('snake', 'hamster'),
           left('kombucha', 'plumber'),
           differ('cider', 'orange'),
           at('baseball', 3),
           same('grey', 'fig'),
           same('guinea pig', 'cider'),
           same('teacher', 'pear'),
           differ('goldfish', 'teacher'),
           between('mango', 'handball', 'folk'),
       ],
       herrings={
           33: 'The person who drives the Tesla works night shifts.',
           36: 'The person whose car is a Tesla has a tattoo.',
           39: 'The person who owns a kayak is somewhere to the left of the person who is left-handed.',
       },
       questions=[ask_position('volleyball')])

# w326-lines-cinema-seats-prose.txt -- 6x10, cinema seats, 'Each friend has a different X:' bullets, clues as prose paragraphs
puzzle('w326-lines-cinema-seats-prose', family='lines', layout="6x10, cinema seats, 'Each friend has a different X:' bullets, clues as prose paragraphs", noun='seat', n=6,
       cats={
           'Snack': ['rice cakes', 'cashews', 'pretzels', 'licorice', 'peanuts', 'crisps'],
           'Nationality': ['Canadian', 'Mexican', 'Nigerian', 'Russian', 'Australian', 'Kenyan'],
           'Hobby': ['birdwatching', 'cycling', 'gardening', 'dancing', 'pottery', 'hiking'],
           'Drink': ['root beer', 'cider', 'milk', 'cocoa', 'lemonade', 'tea'],
           'Movie': ['drama', 'comedy', 'horror', 'martial arts', 'musical', 'action'],
           'Hat': ['beanie', 'beret', 'cowboy hat', 'top hat', 'bucket hat', 'turban'],
           'Pet': ['guinea pig', 'parrot', 'turtle', 'goldfish', 'rabbit', 'snake'],
           'Destination': ['Sydney', 'Lisbon', 'Rome', 'Toronto', 'Prague', 'Oslo'],
           'Shoes': ['brogues', 'loafers', 'flip-flops', 'espadrilles', 'clogs', 'slippers'],
           'Zodiac': ['Virgo', 'Gemini', 'Taurus', 'Aquarius', 'Cancer', 'Pisces'],
       },
       clues=[
           same('Russian', 'gardening'),
           left('cocoa', 'peanuts'),
           differ('Nigerian', 'milk'),
           same('flip-flops', 'Aquarius'),
           same('goldfish', 'Oslo'),
           same('Rome', 'bucket hat'),
           right('Mexican', 'beanie'),
           somewhere_right('tea', 'Nigerian'),
           at('Cancer', 4),
           differ('slippers', 'Australian'),
           left('tea', 'Kenyan'),
           somewhere_left('Kenyan', 'clogs'),
           gap('Mexican', 'parrot', 2),
           somewhere_left('loafers', 'Kenyan'),
           differ('cowboy hat', 'pottery'),
           next_to('Canadian', 'Rome'),
           left('turban', 'action'),
           ends('Sydney'),
           at('musical', 5),
           somewhere_right('Pisces', 'birdwatching'),
           same('Gemini', 'Nigerian'),
           at('Gemini', 1),
           same('Toronto', 'lemonade'),
           between('lemonade', 'brogues', 'snake'),
           left('rabbit', 'Pisces'),
           gap('guinea pig', 'beanie', 2),
           gap('beanie', 'licorice', 2),
           differ('comedy', 'cashews'),
           somewhere_left('cycling', 'clogs'),
           not_next('martial arts', 'Lisbon'),
           gap('martial arts', 'Lisbon', 3),
           at('Mexican', 4),
           next_to('comedy', 'lemonade'),
           ends('comedy'),
           ends('guinea pig'),
           next_to('lemonade', 'cycling'),
           next_to('parrot', 'brogues'),
           same('action', 'flip-flops'),
           at('slippers', 5),
           at('rice cakes', 6),
           right('Rome', 'cocoa'),
           next_to('musical', 'tea'),
           right('peanuts', 'turtle'),
           left('rabbit', 'slippers'),
           next_to('Nigerian', 'espadrilles'),
           somewhere_right('loafers', 'Australian'),
           same('hiking', 'guinea pig'),
           gap('Virgo', 'crisps', 3),
           same('Sydney', 'cider'),
           between('Pisces', 'cowboy hat', 'comedy'),
           same('Sydney', 'Russian'),
           not_at('drama', 4),
           either('pottery', 'flip-flops', 'loafers'),
           next_to('pottery', 'musical'),
           somewhere_left('Aquarius', 'horror'),
           right('pretzels', 'hiking'),
           next_to('snake', 'milk'),
           right('turtle', 'Taurus'),
           same('Prague', 'flip-flops'),
           middle('beret'),
       ],
       herrings={
           56: 'The person who likes musical movies was born in March.',
           64: 'The Russian sits beside the person who plays darts.',
           67: 'The person who wears glasses is somewhere to the right of the person who wants to visit Toronto.',
           69: 'The person who is Canadian has a beard.',
       },
       questions=[ask_position('pretzels')])

# w327-lines-table-seven.txt -- 7x14 with names, markdown category table, 'Clue N:', agent nouns, parity, in-that-order
puzzle('w327-lines-table-seven', family='lines', layout="7x14 with names, markdown category table, 'Clue N:', agent nouns, parity, in-that-order", noun='position', n=7,
       cats={
           'Name': ['Bruno', 'Daniel', 'Elena', 'Greta', 'Jonah', 'Karim', 'Maya'],
           'Job': ['lawyer', 'plumber', 'dentist', 'architect', 'firefighter', 'librarian', 'electrician'],
           'Instrument': ['harp', 'violin', 'cello', 'guitar', 'saxophone', 'piano', 'flute'],
           'Hobby': ['birdwatching', 'photography', 'surfing', 'gardening', 'fishing', 'knitting', 'camping'],
           'Nationality': ['Egyptian', 'Australian', 'Kenyan', 'Norwegian', 'Russian', 'Canadian', 'Brazilian'],
           'Pet': ['parrot', 'rabbit', 'cat', 'canary', 'dog', 'goldfish', 'snake'],
           'Food': ['tacos', 'curry', 'falafel', 'ramen', 'pasta', 'pizza', 'paella'],
           'Sport': ['hockey', 'soccer', 'volleyball', 'rugby', 'tennis', 'lacrosse', 'baseball'],
           'Book': ['biography', 'fantasy', 'history', 'philosophy', 'mystery', 'satire', 'poetry'],
           'Car': ['Subaru', 'Volvo', 'Honda', 'Tesla', 'Toyota', 'Audi', 'Kia'],
           'Flower': ['tulip', 'peony', 'magnolia', 'orchid', 'daisy', 'rose', 'daffodil'],
           'Language': ['Hindi', 'Portuguese', 'Spanish', 'Greek', 'French', 'Korean', 'Swahili'],
           'Dessert': ['éclairs', 'churros', 'tiramisu', 'brownies', 'pavlova', 'doughnuts', 'crème brûlée'],
           'Shirt': ['yellow', 'turquoise', 'red', 'orange', 'grey', 'pink', 'blue'],
       },
       clues=[
           same('Korean', 'fantasy'),
           right('ramen', 'blue'),
           at('cello', 3),
           left('Subaru', 'volleyball'),
           at('ramen', 6),
           between_in_order('brownies', 'Elena', 'paella'),
           differ('satire', 'French'),
           differ('philosophy', 'éclairs'),
           same('Brazilian', 'peony'),
           any_of(at('volleyball', 2), at('volleyball', 4), at('volleyball', 6)),
           differ('tennis', 'saxophone'),
           at('peony', 4),
           somewhere_right('history', 'daffodil'),
           somewhere_right('lawyer', 'poetry'),
           next_to('Swahili', 'paella'),
           same('dog', 'baseball'),
           at('paella', 4),
           between('orchid', 'Toyota', 'surfing'),
           neither('Swahili', 'soccer', 'brownies'),
           next_to('flute', 'rose'),
           between('camping', 'grey', 'Jonah'),
           ends('electrician'),
           between_in_order('hockey', 'grey', 'blue'),
           between('librarian', 'orange', 'Honda'),
           same('cat', 'ramen'),
           between('lawyer', 'Australian', 'photography'),
           not_next('hockey', 'history'),
           neither('éclairs', 'pink', 'Audi'),
           between_in_order('blue', 'Greta', 'tulip'),
           any_of(at('surfing', 2), at('surfing', 4), at('surfing', 6)),
           somewhere_left('churros', 'mystery'),
           between('peony', 'rabbit', 'rugby'),
           somewhere_left('firefighter', 'piano'),
           not_at('volleyball', 3),
           same('Maya', 'yellow'),
           not_next('tennis', 'Spanish'),
           same('camping', 'Hindi'),
           same('Greta', 'pavlova'),
           middle('cello'),
           not_next('canary', 'Honda'),
           between_in_order('Karim', 'Australian', 'satire'),
           same('history', 'French'),
           next_to('soccer', 'Audi'),
           next_to('history', 'Tesla'),
           any_of(at('Egyptian', 1), at('Egyptian', 3), at('Egyptian', 5), at('Egyptian', 7)),
           left('Volvo', 'firefighter'),
           differ('satire', 'photography'),
           right('goldfish', 'cat'),
           next_to('photography', 'rugby'),
           middle('Kia'),
           left('Bruno', 'Korean'),
           at('camping', 4),
           not_next('turquoise', 'tulip'),
           any_of(at('Swahili', 1), at('Swahili', 3), at('Swahili', 5), at('Swahili', 7)),
           middle('Audi'),
           same('daffodil', 'dog'),
           differ('rose', 'Egyptian'),
           middle('flute'),
           differ('rabbit', 'plumber'),
           any_of(at('daisy', 1), at('daisy', 3), at('daisy', 5), at('daisy', 7)),
           any_of(at('Norwegian', 2), at('Norwegian', 4), at('Norwegian', 6)),
           between('Canadian', 'doughnuts', 'poetry'),
           same('Russian', 'lacrosse'),
           not_next('rabbit', 'pasta'),
           next_to('saxophone', 'soccer'),
           at('Russian', 2),
           between('éclairs', 'photography', 'Volvo'),
           same('fishing', 'turquoise'),
           not_next('piano', 'goldfish'),
           neither('cello', 'peony', 'history'),
           next_to('Portuguese', 'grey'),
           somewhere_left('orange', 'Hindi'),
           next_to('Elena', 'Daniel'),
           differ('history', 'brownies'),
           ends('biography'),
           same('rabbit', 'Volvo'),
           not_next('Greek', 'paella'),
           at('Kenyan', 1),
           at('pink', 4),
           middle('philosophy'),
           somewhere_left('magnolia', 'orchid'),
           between_in_order('éclairs', 'Karim', 'rugby'),
           same('crème brûlée', 'rose'),
           somewhere_left('architect', 'baseball'),
           at('Toyota', 4),
           between_in_order('birdwatching', 'plumber', 'Tesla'),
           between_in_order('pasta', 'fishing', 'cat'),
           somewhere_right('curry', 'piano'),
           between('brownies', 'knitting', 'red'),
           next_to('mystery', 'orchid'),
           somewhere_right('gardening', 'dentist'),
           next_to('pavlova', 'Toyota'),
           next_to('orchid', 'Portuguese'),
           same('parrot', 'piano'),
           differ('Portuguese', 'paella'),
           ends('pizza'),
           any_of(at('Russian', 2), at('Russian', 4), at('Russian', 6)),
           at('tacos', 2),
           middle('Swahili'),
           ends('French'),
           differ('parrot', 'lacrosse'),
           not_at('red', 1),
           any_of(at('gardening', 2), at('gardening', 4), at('gardening', 6)),
           differ('doughnuts', 'snake'),
           between_in_order('camping', 'Spanish', 'tennis'),
           between_in_order('Jonah', 'piano', 'guitar'),
           any_of(at('violin', 2), at('violin', 4), at('violin', 6)),
           next_to('orange', 'pizza'),
           between_in_order('Hindi', 'knitting', 'ramen'),
           same('cat', 'librarian'),
           differ('pizza', 'Hindi'),
           middle('pavlova'),
           left('Brazilian', 'dentist'),
           next_to('Bruno', 'red'),
           somewhere_left('Karim', 'photography'),
           between('Canadian', 'rose', 'surfing'),
           not_next('daisy', 'Korean'),
           between('daffodil', 'plumber', 'rose'),
           right('canary', 'lacrosse'),
           same('daisy', 'biography'),
           next_to('poetry', 'Elena'),
           somewhere_right('Egyptian', 'soccer'),
       ],
       herrings={
           22: 'The person who loves pavlova owns a kayak.',
           50: 'The person who was born in March is somewhere to the right of the surfer.',
           76: 'The person who drives the Audi works night shifts.',
           82: 'The firefighter eats kiwis.',
           91: 'The stamp collector is somewhere to the left of the person who eats pasta.',
           105: 'The Korean learner runs marathons.',
       },
       questions=[ask_at('Name', 7)])

# w328-lines-desks-attributes.txt -- 6x18, desks, 'Attributes:' block, '(N)' clues, mixed naming
puzzle('w328-lines-desks-attributes', family='lines', layout="6x18, desks, 'Attributes:' block, '(N)' clues, mixed naming", noun='desk', n=6,
       cats={
           'Nationality': ['Russian', 'Canadian', 'Egyptian', 'Norwegian', 'Mexican', 'Brazilian'],
           'Job': ['firefighter', 'dentist', 'chef', 'mechanic', 'nurse', 'architect'],
           'Pet': ['turtle', 'rabbit', 'hamster', 'ferret', 'cat', 'canary'],
           'Fruit': ['banana', 'kiwi', 'grape', 'cherry', 'apple', 'plum'],
           'Drink': ['cocoa', 'coffee', 'cider', 'kombucha', 'root beer', 'cola'],
           'Sport': ['rugby', 'badminton', 'tennis', 'hockey', 'volleyball', 'basketball'],
           'Music': ['techno', 'blues', 'jazz', 'reggae', 'country', 'pop'],
           'Car': ['Audi', 'Mazda', 'Toyota', 'Nissan', 'Fiat', 'Subaru'],
           'Movie': ['western', 'action', 'musical', 'martial arts', 'romance', 'documentary'],
           'Flower': ['orchid', 'daisy', 'magnolia', 'lily', 'sunflower', 'daffodil'],
           'Vegetable': ['leek', 'celery', 'broccoli', 'eggplant', 'potato', 'beetroot'],
           'Transport': ['tram', 'subway', 'cable car', 'train', 'taxi', 'skateboard'],
           'BoardGame': ['dominoes', 'chess', 'backgammon', 'checkers', 'Cluedo', 'Scrabble'],
           'Language': ['Swahili', 'French', 'Polish', 'Arabic', 'Dutch', 'Greek'],
           'Destination': ['Paris', 'Lisbon', 'Tokyo', 'Toronto', 'Dublin', 'Sydney'],
           'Dessert': ['brownies', 'crème brûlée', 'tiramisu', 'éclairs', 'doughnuts', 'ice cream'],
           'Zodiac': ['Sagittarius', 'Gemini', 'Libra', 'Cancer', 'Leo', 'Capricorn'],
           'Gem': ['ruby', 'diamond', 'amethyst', 'pearl', 'sapphire', 'jade'],
       },
       clues=[
           at('pearl', 2),
           neither('grape', 'tennis', 'techno'),
           left('blues', 'chef'),
           same('tennis', 'action'),
           not_next('subway', 'cocoa'),
           gap('plum', 'volleyball', 2),
           not_next('French', 'canary'),
           not_next('diamond', 'ferret'),
           differ('doughnuts', 'nurse'),
           same('Leo', 'train'),
           right('firefighter', 'diamond'),
           neither('martial arts', 'basketball', 'Polish'),
           somewhere_left('apple', 'cat'),
           differ('ruby', 'celery'),
           same('Nissan', 'action'),
           any_of(at('Cancer', 4), at('Cancer', 5)),
           next_to('ruby', 'amethyst'),
           same('pop', 'daisy'),
           any_of(at('leek', 1), at('leek', 6)),
           differ('brownies', 'banana'),
           right('ruby', 'cat'),
           right('Canadian', 'Lisbon'),
           somewhere_left('Nissan', 'daffodil'),
           somewhere_right('Cancer', 'cat'),
           next_to('Arabic', 'grape'),
           gap('tram', 'doughnuts', 2),
           next_to('Nissan', 'Cluedo'),
           ends('Capricorn'),
           somewhere_left('skateboard', 'Cancer'),
           at('canary', 1),
           left('Egyptian', 'skateboard'),
           not_at('French', 6),
           same('Arabic', 'Russian'),
           ends('basketball'),
           left('train', 'architect'),
           same('diamond', 'magnolia'),
           same('kombucha', 'apple'),
           right('ice cream', 'cider'),
           right('mechanic', 'dominoes'),
           somewhere_right('Sydney', 'action'),
           differ('orchid', 'kombucha'),
           left('pop', 'dominoes'),
           not_next('checkers', 'Cluedo'),
           left('pop', 'tennis'),
           same('lily', 'hamster'),
           any_of(at('lily', 1), at('lily', 6)),
           either('Gemini', 'kombucha', 'root beer'),
           left('brownies', 'subway'),
           left('cable car', 'blues'),
           right('Cancer', 'daisy'),
           somewhere_right('coffee', 'diamond'),
           at('grape', 2),
           same('coffee', 'Libra'),
           somewhere_left('Paris', 'amethyst'),
           left('cable car', 'Swahili'),
           differ('tram', 'Fiat'),
           differ('banana', 'Capricorn'),
           somewhere_left('cable car', 'eggplant'),
           same('Cancer', 'celery'),
           middle('tennis'),
           left('documentary', 'hamster'),
           same('reggae', 'nurse'),
           next_to('Mazda', 'sapphire'),
           not_next('Capricorn', 'Dutch'),
           not_next('train', 'rugby'),
           ends('doughnuts'),
           next_to('train', 'Norwegian'),
           differ('western', 'French'),
           at('beetroot', 3),
           gap('cola', 'Cluedo', 2),
           same('crème brûlée', 'western'),
           differ('dentist', 'documentary'),
           same('romance', 'coffee'),
           neither('Mexican', 'nurse', 'cable car'),
           left('Egyptian', 'Dublin'),
           right('leek', 'train'),
           same('nurse', 'rabbit'),
           same('chef', 'beetroot'),
           somewhere_right('volleyball', 'checkers'),
           not_at('western', 4),
           left('Polish', 'coffee'),
           differ('jazz', 'kiwi'),
           differ('tennis', 'subway'),
           same('doughnuts', 'coffee'),
           same('chess', 'taxi'),
           same('Leo', 'daffodil'),
           differ('kiwi', 'blues'),
           same('cola', 'Mazda'),
           gap('amethyst', 'Fiat', 2),
           next_to('chess', 'rugby'),
           gap('Russian', 'turtle', 2),
           same('volleyball', 'Sydney'),
           left('tiramisu', 'beetroot'),
           same('subway', 'romance'),
           next_to('grape', 'western'),
           same('Subaru', 'Toronto'),
           not_next('jade', 'broccoli'),
           between('documentary', 'jazz', 'grape'),
           next_to('Subaru', 'pearl'),
           not_next('Polish', 'orchid'),
           differ('Lisbon', 'backgammon'),
           differ('cocoa', 'Dublin'),
           middle('action'),
           same('Swahili', 'musical'),
           same('Toyota', 'coffee'),
           between('dominoes', 'hockey', 'broccoli'),
           at('Dutch', 6),
           same('Greek', 'chef'),
           not_at('Lisbon', 3),
           same('pearl', 'Swahili'),
           differ('Greek', 'Mexican'),
           gap('Gemini', 'mechanic', 2),
           left('daisy', 'banana'),
           differ('Lisbon', 'Mexican'),
           neither('firefighter', 'hockey', 'ruby'),
           not_at('nurse', 6),
           same('mechanic', 'Canadian'),
           gap('Scrabble', 'dominoes', 2),
           same('Sagittarius', 'badminton'),
           somewhere_right('Libra', 'taxi'),
           not_at('mechanic', 1),
           somewhere_right('kiwi', 'pop'),
           at('country', 1),
           same('cat', 'tiramisu'),
           not_at('Mazda', 6),
           same('Cancer', 'éclairs'),
           middle('eggplant'),
           differ('basketball', 'Fiat'),
           next_to('badminton', 'ruby'),
           somewhere_right('daisy', 'cable car'),
           ends('Russian'),
           next_to('potato', 'broccoli'),
           either('Paris', 'celery', 'broccoli'),
           between('orchid', 'Cancer', 'Arabic'),
       ],
       herrings={
           11: 'The person who reads comics is somewhere to the left of the person who takes the taxi.',
           47: 'The person whose pet is a ferret is next to the person with a beard.',
           67: 'The person whose car is a Nissan runs marathons.',
           82: 'The person who can juggle is somewhere to the left of the person whose favourite dessert is doughnuts.',
           93: 'The person with freckles is somewhere to the right of the person who loves potatoes.',
           104: 'The night-shift worker is next to the person who was born in March.',
           106: 'The person who is a Capricorn is left-handed.',
           140: 'The person who loves beetroot collects stamps.',
       },
       questions=[ask_value('Dessert', 'romance')])

# w329-lines-parking-bullets.txt -- 8x9, parking spaces, 'Cat: values' lines, '*' bullet clues, 'the X driver/owner' naming
puzzle('w329-lines-parking-bullets', family='lines', layout="8x9, parking spaces, 'Cat: values' lines, '*' bullet clues, 'the X driver/owner' naming", noun='space', n=8,
       cats={
           'Car': ['Fiat', 'Audi', 'Nissan', 'Toyota', 'Ford', 'BMW', 'Subaru', 'Honda'],
           'Job': ['pilot', 'firefighter', 'lawyer', 'accountant', 'teacher', 'plumber', 'mechanic', 'dentist'],
           'Pet': ['canary', 'parrot', 'goldfish', 'cat', 'turtle', 'hamster', 'snake', 'iguana'],
           'Nationality': ['Brazilian', 'Australian', 'Nigerian', 'Peruvian', 'Russian', 'Mexican', 'Norwegian', 'Chilean'],
           'Hobby': ['pottery', 'camping', 'fishing', 'birdwatching', 'hiking', 'gardening', 'cycling', 'knitting'],
           'Music': ['folk', 'pop', 'rock', 'reggae', 'techno', 'jazz', 'hip-hop', 'blues'],
           'Shirt': ['green', 'yellow', 'white', 'grey', 'brown', 'black', 'turquoise', 'pink'],
           'Drink': ['root beer', 'cider', 'water', 'lemonade', 'cola', 'coffee', 'kombucha', 'cocoa'],
           'Food': ['burgers', 'ramen', 'tacos', 'pasta', 'dumplings', 'risotto', 'paella', 'falafel'],
       },
       clues=[
           any_of(at('Toyota', 2), at('Toyota', 4), at('Toyota', 6), at('Toyota', 8)),
           somewhere_right('Russian', 'paella'),
           next_to('Chilean', 'Nigerian'),
           somewhere_left('lawyer', 'teacher'),
           same('camping', 'techno'),
           middle('coffee'),
           right('dentist', 'gardening'),
           right('firefighter', 'turquoise'),
           at('black', 8),
           left('firefighter', 'cider'),
           at('yellow', 2),
           any_of(at('goldfish', 1), at('goldfish', 3), at('goldfish', 5), at('goldfish', 7)),
           next_to('green', 'teacher'),
           between('Mexican', 'Honda', 'plumber'),
           same('Peruvian', 'hiking'),
           gap('fishing', 'paella', 2),
           middle('camping'),
           differ('turtle', 'mechanic'),
           same('Fiat', 'pop'),
           same('tacos', 'snake'),
           gap('Russian', 'green', 2),
           next_to('pilot', 'camping'),
           same('risotto', 'Nigerian'),
           same('dentist', 'risotto'),
           same('tacos', 'cycling'),
           next_to('green', 'knitting'),
           right('Russian', 'camping'),
           at('camping', 4),
           at('cycling', 2),
           same('mechanic', 'Brazilian'),
           differ('ramen', 'Mexican'),
           same('iguana', 'ramen'),
           between('root beer', 'folk', 'canary'),
           somewhere_right('gardening', 'Russian'),
           somewhere_right('pop', 'canary'),
           any_of(at('dumplings', 2), at('dumplings', 4), at('dumplings', 6), at('dumplings', 8)),
           somewhere_right('knitting', 'cat'),
           gap('knitting', 'reggae', 3),
           offset('Ford', 'jazz', 2),
           differ('tacos', 'cocoa'),
           not_at('Ford', 3),
           not_next('Honda', 'fishing'),
           differ('Russian', 'pottery'),
           next_to('goldfish', 'Chilean'),
           right('parrot', 'folk'),
           differ('techno', 'water'),
           same('pottery', 'green'),
           somewhere_right('Chilean', 'birdwatching'),
           differ('Brazilian', 'parrot'),
           same('dumplings', 'Norwegian'),
           same('Ford', 'grey'),
           gap('blues', 'cat', 3),
           between('reggae', 'Nissan', 'cocoa'),
           same('Nissan', 'black'),
           same('Audi', 'pink'),
           middle('dumplings'),
           same('turquoise', 'cat'),
           next_to('Nigerian', 'accountant'),
           not_next('turtle', 'accountant'),
           right('kombucha', 'cocoa'),
           offset('cider', 'folk', 2),
           right('cider', 'falafel'),
           same('plumber', 'pink'),
           not_at('Honda', 3),
           at('plumber', 1),
           next_to('BMW', 'techno'),
           same('Subaru', 'Russian'),
           not_at('cocoa', 7),
           same('iguana', 'birdwatching'),
           same('accountant', 'gardening'),
           differ('dumplings', 'Russian'),
           same('hip-hop', 'turtle'),
           left('lemonade', 'rock'),
           same('Nigerian', 'lemonade'),
           gap('falafel', 'canary', 2),
           middle('blues'),
           between('Peruvian', 'cider', 'turtle'),
           left('firefighter', 'white'),
           offset('gardening', 'techno', 2),
           next_to('birdwatching', 'water'),
           same('Brazilian', 'snake'),
           right('pop', 'gardening'),
           next_to('Brazilian', 'pasta'),
           left('gardening', 'green'),
           middle('jazz'),
           right('canary', 'iguana'),
           next_to('lawyer', 'canary'),
       ],
       herrings={
           7: 'The person who collects stamps is somewhere to the right of the person who enjoys cycling.',
           14: 'The Norwegian wears glasses.',
           69: 'The person who works as an accountant was born in March.',
           71: 'The person who plays darts is somewhere to the left of the pilot.',
           76: 'The angler is next to the person who eats kiwis.',
       },
       questions=[ask_position('Mexican')])

# w330-lines-json-chat.txt -- 5x15, chat prompt with JSON object of categories, '1)' clues, 'the person who' naming
puzzle('w330-lines-json-chat', family='lines', layout="5x15, chat prompt with JSON object of categories, '1)' clues, 'the person who' naming", noun='spot', n=5,
       cats={
           'Job': ['teacher', 'architect', 'mechanic', 'librarian', 'pilot'],
           'Nationality': ['Nigerian', 'Russian', 'Egyptian', 'Italian', 'Kenyan'],
           'Pet': ['dog', 'cat', 'iguana', 'guinea pig', 'hamster'],
           'Drink': ['water', 'root beer', 'cola', 'cocoa', 'coffee'],
           'Sport': ['tennis', 'handball', 'rugby', 'basketball', 'lacrosse'],
           'Hobby': ['birdwatching', 'knitting', 'photography', 'pottery', 'surfing'],
           'Music': ['folk', 'blues', 'soul', 'metal', 'hip-hop'],
           'Car': ['BMW', 'Fiat', 'Tesla', 'Nissan', 'Volvo'],
           'Movie': ['documentary', 'horror', 'drama', 'action', 'martial arts'],
           'Book': ['crime', 'philosophy', 'travel', 'science fiction', 'satire'],
           'BoardGame': ['Pictionary', 'chess', 'checkers', 'Carcassonne', 'Monopoly'],
           'Instrument': ['violin', 'piano', 'harp', 'drums', 'accordion'],
           'Food': ['ramen', 'curry', 'risotto', 'pasta', 'pizza'],
           'Hat': ['beanie', 'sun hat', 'bucket hat', 'beret', 'panama hat'],
           'IceCream': ['hazelnut', 'caramel', 'pistachio', 'mint', 'strawberry'],
       },
       clues=[
           not_(right('pasta', 'cat')),
           same('harp', 'coffee'),
           same('pistachio', 'checkers'),
           differ('Kenyan', 'travel'),
           between_in_order('violin', 'basketball', 'Carcassonne'),
           same('ramen', 'water'),
           between_in_order('drama', 'satire', 'crime'),
           same('tennis', 'soul'),
           somewhere_right('rugby', 'cocoa'),
           between_in_order('Volvo', 'Egyptian', 'rugby'),
           differ('mechanic', 'knitting'),
           left('folk', 'iguana'),
           somewhere_right('surfing', 'piano'),
           ends('documentary'),
           same('curry', 'Pictionary'),
           not_next('horror', 'science fiction'),
           left('science fiction', 'architect'),
           at('hazelnut', 3),
           between_in_order('pasta', 'Egyptian', 'horror'),
           differ('violin', 'documentary'),
           somewhere_left('Kenyan', 'caramel'),
           differ('philosophy', 'photography'),
           differ('cola', 'pilot'),
           middle('dog'),
           of_two('drama', 'action', 'birdwatching', 'surfing'),
           next_to('philosophy', 'Russian'),
           of_two('cat', 'guinea pig', 'Italian', 'Egyptian'),
           between_in_order('sun hat', 'action', 'ramen'),
           next_to('metal', 'BMW'),
           between('piano', 'cocoa', 'photography'),
           of_two('crime', 'satire', 'Volvo', 'Fiat'),
           middle('birdwatching'),
           same('satire', 'handball'),
           same('knitting', 'violin'),
           same('librarian', 'horror'),
           same('Kenyan', 'dog'),
           middle('surfing'),
           right('cocoa', 'sun hat'),
           same('chess', 'Nissan'),
           left('action', 'drama'),
           at('horror', 5),
           differ('root beer', 'knitting'),
           left('Nissan', 'violin'),
           next_to('pizza', 'metal'),
           next_to('hip-hop', 'soul'),
           somewhere_left('violin', 'bucket hat'),
           of_two('mechanic', 'architect', 'lacrosse', 'basketball'),
           not_at('pistachio', 2),
           differ('violin', 'surfing'),
           same('strawberry', 'drums'),
           same('horror', 'iguana'),
           somewhere_left('handball', 'ramen'),
           not_at('martial arts', 5),
           not_next('curry', 'folk'),
           ends('Tesla'),
           next_to('teacher', 'coffee'),
           next_to('teacher', 'drums'),
           middle('harp'),
           somewhere_left('root beer', 'folk'),
           differ('harp', 'pistachio'),
           somewhere_left('cat', 'horror'),
           between_in_order('lacrosse', 'soul', 'accordion'),
           between('Egyptian', 'harp', 'drums'),
           somewhere_right('folk', 'cola'),
           same('sun hat', 'surfing'),
           next_to('surfing', 'beret'),
           same('hip-hop', 'sun hat'),
           at('science fiction', 3),
           not_at('metal', 3),
           at('root beer', 1),
           next_to('Russian', 'sun hat'),
           somewhere_right('dog', 'drums'),
           right('coffee', 'piano'),
           differ('lacrosse', 'documentary'),
           not_next('rugby', 'pasta'),
           somewhere_right('pottery', 'cat'),
           at('science fiction', 3),
           differ('photography', 'Volvo'),
           between('knitting', 'iguana', 'travel'),
           differ('water', 'action'),
           same('water', 'accordion'),
           between_in_order('sun hat', 'root beer', 'panama hat'),
           between('crime', 'basketball', 'Nigerian'),
           somewhere_right('dog', 'documentary'),
       ],
       herrings={
           7: 'The person who wears a bucket hat is next to the person who has a tattoo.',
           51: 'The left-handed person is adjacent to the person with freckles.',
           54: 'The person who listens to folk is adjacent to the person who eats kiwis.',
           66: 'The person who owns a hamster can juggle.',
       },
       questions=[ask_position('pasta')])

# w331-lines-queue-front-back.txt -- 7x12 with names, food-truck queue (front/behind, place 1 = front), prose declarations
puzzle('w331-lines-queue-front-back', family='lines', layout='7x12 with names, food-truck queue (front/behind, place 1 = front), prose declarations', noun='place', n=7,
       cats={
           'Name': ['Alice', 'Elena', 'Greta', 'Hiro', 'Ines', 'Jonah', 'Karim'],
           'Job': ['teacher', 'electrician', 'nurse', 'lawyer', 'architect', 'pilot', 'plumber'],
           'Nationality': ['Kenyan', 'Brazilian', 'Mexican', 'Australian', 'Peruvian', 'Norwegian', 'Russian'],
           'Food': ['lasagna', 'paella', 'dumplings', 'sushi', 'ramen', 'pasta', 'curry'],
           'Drink': ['cider', 'water', 'milk', 'cola', 'lemonade', 'root beer', 'cocoa'],
           'Pet': ['ferret', 'canary', 'iguana', 'guinea pig', 'cat', 'snake', 'turtle'],
           'Music': ['folk', 'hip-hop', 'blues', 'reggae', 'rock', 'country', 'techno'],
           'Car': ['Honda', 'Volvo', 'Fiat', 'Audi', 'Ford', 'Tesla', 'Mazda'],
           'Transport': ['subway', 'scooter', 'cable car', 'tram', 'ferry', 'taxi', 'bicycle'],
           'Shoes': ['sneakers', 'brogues', 'boots', 'sandals', 'clogs', 'flip-flops', 'loafers'],
           'Zodiac': ['Scorpio', 'Aries', 'Capricorn', 'Aquarius', 'Cancer', 'Leo', 'Gemini'],
           'Fruit': ['grape', 'mango', 'fig', 'papaya', 'apricot', 'banana', 'peach'],
       },
       clues=[
           right('cola', 'plumber'),
           left('pilot', 'Ines'),
           same('Elena', 'Norwegian'),
           left('Australian', 'Jonah'),
           same('Jonah', 'cocoa'),
           differ('Peruvian', 'tram'),
           differ('banana', 'Ford'),
           left('curry', 'iguana'),
           not_next('lasagna', 'water'),
           somewhere_left('lasagna', 'fig'),
           same('sushi', 'electrician'),
           same('lasagna', 'brogues'),
           right('apricot', 'dumplings'),
           offset('Jonah', 'grape', 2),
           next_to('Leo', 'Jonah'),
           same('country', 'apricot'),
           somewhere_left('Alice', 'paella'),
           same('Aries', 'lemonade'),
           same('nurse', 'Australian'),
           at('Greta', 7),
           next_to('loafers', 'Alice'),
           next_to('lemonade', 'subway'),
           not_next('cola', 'clogs'),
           right('cocoa', 'Gemini'),
           left('Volvo', 'water'),
           same('peach', 'electrician'),
           differ('flip-flops', 'grape'),
           gap('cocoa', 'country', 3),
           offset('cola', 'Fiat', 2),
           somewhere_right('electrician', 'grape'),
           somewhere_left('fig', 'Cancer'),
           not_next('Ines', 'teacher'),
           at('techno', 6),
           ends('architect'),
           left('Scorpio', 'cider'),
           same('ramen', 'cocoa'),
           left('hip-hop', 'reggae'),
           offset('Mazda', 'bicycle', 2),
           somewhere_left('pilot', 'cocoa'),
           same('cat', 'lawyer'),
           not_at('Jonah', 5),
           not_next('pilot', 'banana'),
           somewhere_left('lasagna', 'canary'),
           left('peach', 'techno'),
           not_at('mango', 3),
           next_to('hip-hop', 'Karim'),
           somewhere_left('subway', 'Jonah'),
           at('Mazda', 3),
           middle('Peruvian'),
           between('pasta', 'Mexican', 'folk'),
           right('sandals', 'reggae'),
           ends('Brazilian'),
           at('guinea pig', 6),
           left('hip-hop', 'flip-flops'),
           left('bicycle', 'plumber'),
           offset('cable car', 'Jonah', 2),
           right('Aquarius', 'turtle'),
           same('fig', 'techno'),
           right('guinea pig', 'milk'),
           not_next('milk', 'Aries'),
           same('root beer', 'Kenyan'),
           somewhere_left('Elena', 'apricot'),
           left('nurse', 'Aquarius'),
           right('peach', 'Aquarius'),
           same('snake', 'papaya'),
           right('Aries', 'bicycle'),
           same('Aquarius', 'Audi'),
           right('Aries', 'Fiat'),
           not_next('Leo', 'apricot'),
           next_to('reggae', 'cocoa'),
           somewhere_left('boots', 'turtle'),
           right('teacher', 'ferry'),
           same('hip-hop', 'Russian'),
           same('Hiro', 'folk'),
           same('nurse', 'Mazda'),
           same('taxi', 'Ford'),
           differ('rock', 'Tesla'),
           same('root beer', 'papaya'),
           between('turtle', 'plumber', 'Audi'),
           between('ferret', 'cider', 'plumber'),
           ends('pilot'),
           same('pasta', 'iguana'),
           middle('iguana'),
           same('water', 'Honda'),
           not_at('Tesla', 1),
           ends('snake'),
           differ('curry', 'canary'),
           somewhere_left('Mazda', 'cable car'),
           gap('ferret', 'loafers', 2),
           same('Ford', 'cider'),
           somewhere_right('loafers', 'subway'),
       ],
       herrings={
           9: 'The person who speaks Finnish is adjacent to the night-shift worker.',
           53: 'The person with freckles is somewhere ahead of the person who was born in March.',
           78: 'The person who plays darts is somewhere in front of the one who drinks water.',
           85: 'The person who plays the oboe is adjacent to the person who reads comics.',
           93: 'The person who grows tomatoes is adjacent to the left-handed person.',
       },
       questions=[ask_at('Job', 7)])

# w332-lines-lockers-full-table.txt -- 6x12, gym lockers, bullet-point categories, 'Clue N.' clues, full table asked
puzzle('w332-lines-lockers-full-table', family='lines', layout="6x12, gym lockers, bullet-point categories, 'Clue N.' clues, full table asked", noun='locker', n=6,
       cats={
           'Hobby': ['surfing', 'photography', 'fishing', 'knitting', 'pottery', 'painting'],
           'Pet': ['goldfish', 'dog', 'ferret', 'cat', 'snake', 'turtle'],
           'Drink': ['tea', 'lemonade', 'milk', 'cider', 'coffee', 'cola'],
           'Sport': ['badminton', 'golf', 'cricket', 'tennis', 'rugby', 'hockey'],
           'Car': ['Honda', 'BMW', 'Ford', 'Tesla', 'Nissan', 'Subaru'],
           'Fruit': ['papaya', 'cherry', 'apple', 'apricot', 'banana', 'mango'],
           'Music': ['techno', 'hip-hop', 'rock', 'reggae', 'blues', 'metal'],
           'Shoes': ['sandals', 'boots', 'brogues', 'espadrilles', 'slippers', 'sneakers'],
           'Gem': ['ruby', 'pearl', 'sapphire', 'garnet', 'topaz', 'emerald'],
           'Snack': ['crisps', 'pretzels', 'nachos', 'rice cakes', 'jelly beans', 'licorice'],
           'Nationality': ['Brazilian', 'Russian', 'Italian', 'Nigerian', 'Australian', 'Norwegian'],
           'Language': ['Portuguese', 'Swahili', 'Arabic', 'Greek', 'Hindi', 'Dutch'],
       },
       clues=[
           same('Australian', 'sneakers'),
           any_of(at('apricot', 2), at('apricot', 4), at('apricot', 6)),
           same('apricot', 'Honda'),
           either('goldfish', 'boots', 'nachos'),
           differ('metal', 'tea'),
           left('Russian', 'reggae'),
           any_of(at('blues', 2), at('blues', 4), at('blues', 6)),
           same('milk', 'goldfish'),
           left('Brazilian', 'snake'),
           left('pretzels', 'goldfish'),
           somewhere_right('turtle', 'nachos'),
           between('BMW', 'ruby', 'tea'),
           not_at('tennis', 6),
           not_next('Swahili', 'cricket'),
           somewhere_right('hockey', 'ruby'),
           at('Portuguese', 1),
           same('espadrilles', 'Nissan'),
           gap('Italian', 'licorice', 2),
           next_to('rugby', 'golf'),
           either('Tesla', 'Italian', 'Russian'),
           same('knitting', 'Norwegian'),
           differ('golf', 'licorice'),
           between('hip-hop', 'nachos', 'Arabic'),
           ends('lemonade'),
           same('photography', 'Dutch'),
           right('boots', 'pottery'),
           next_to('Australian', 'garnet'),
           any_of(at('turtle', 1), at('turtle', 6)),
           somewhere_left('snake', 'lemonade'),
           somewhere_left('slippers', 'nachos'),
           not_next('snake', 'sandals'),
           same('milk', 'topaz'),
           not_at('BMW', 6),
           somewhere_right('surfing', 'apple'),
           differ('Subaru', 'boots'),
           between('painting', 'turtle', 'cricket'),
           middle('rock'),
           either('Hindi', 'garnet', 'topaz'),
           middle('hip-hop'),
           same('painting', 'boots'),
           ends('Tesla'),
           differ('Dutch', 'Australian'),
           not_at('Nigerian', 4),
           at('cat', 4),
           ends('slippers'),
           right('hockey', 'Nissan'),
           same('surfing', 'rice cakes'),
           somewhere_right('jelly beans', 'milk'),
           ends('jelly beans'),
           left('boots', 'sapphire'),
           not_next('tennis', 'espadrilles'),
           middle('ruby'),
           not_next('sapphire', 'banana'),
           same('licorice', 'brogues'),
           gap('metal', 'photography', 2),
           middle('surfing'),
           same('garnet', 'Ford'),
           same('Subaru', 'sneakers'),
           any_of(at('Australian', 2), at('Australian', 4), at('Australian', 6)),
           any_of(at('cider', 1), at('cider', 3), at('cider', 5)),
           somewhere_left('snake', 'dog'),
           somewhere_right('photography', 'boots'),
           same('topaz', 'reggae'),
           gap('Swahili', 'rock', 2),
           next_to('mango', 'garnet'),
           right('reggae', 'ferret'),
           left('golf', 'sandals'),
           at('crisps', 2),
           at('nachos', 4),
           gap('hip-hop', 'garnet', 2),
           between('Nissan', 'reggae', 'sneakers'),
           same('knitting', 'papaya'),
           between('Norwegian', 'fishing', 'cricket'),
           same('pearl', 'jelly beans'),
           same('apricot', 'topaz'),
           between('cherry', 'painting', 'banana'),
           either('dog', 'rice cakes', 'topaz'),
           same('dog', 'cola'),
           somewhere_left('banana', 'fishing'),
           next_to('hip-hop', 'Brazilian'),
       ],
       herrings={
           24: 'The stamp collector is next to the person who wears glasses.',
           35: 'The person who plays cricket is left-handed.',
           53: 'The person who grows tomatoes is next to the person who collects stamps.',
           69: 'The Russian is next to the person who can juggle.',
       },
       questions=[])

# w333-lines-swimming-lanes.txt -- 8x11 with names, swimming lanes, 'Plural: values' lines, 'N:' clues, demonyms
puzzle('w333-lines-swimming-lanes', family='lines', layout="8x11 with names, swimming lanes, 'Plural: values' lines, 'N:' clues, demonyms", noun='lane', n=8,
       cats={
           'Name': ['Alice', 'Bruno', 'Chloe', 'Elena', 'Greta', 'Hiro', 'Jonah', 'Maya'],
           'Nationality': ['Norwegian', 'Russian', 'Canadian', 'Chilean', 'Kenyan', 'Egyptian', 'Brazilian', 'Australian'],
           'Instrument': ['harp', 'guitar', 'trumpet', 'cello', 'piano', 'violin', 'banjo', 'accordion'],
           'Hobby': ['fishing', 'hiking', 'knitting', 'birdwatching', 'camping', 'pottery', 'dancing', 'painting'],
           'Drink': ['cola', 'root beer', 'lemonade', 'cider', 'water', 'tea', 'kombucha', 'coffee'],
           'Pet': ['guinea pig', 'rabbit', 'cat', 'parrot', 'snake', 'iguana', 'hamster', 'canary'],
           'Zodiac': ['Taurus', 'Capricorn', 'Libra', 'Aquarius', 'Leo', 'Cancer', 'Scorpio', 'Sagittarius'],
           'Car': ['Kia', 'Volvo', 'Ford', 'BMW', 'Honda', 'Nissan', 'Subaru', 'Audi'],
           'Flower': ['tulip', 'rose', 'orchid', 'sunflower', 'carnation', 'daffodil', 'poppy', 'peony'],
           'Destination': ['Lisbon', 'Vienna', 'Prague', 'Madrid', 'Sydney', 'Seoul', 'Oslo', 'Cairo'],
           'Shoes': ['boots', 'sandals', 'sneakers', 'moccasins', 'loafers', 'espadrilles', 'brogues', 'flip-flops'],
       },
       clues=[
           same('Vienna', 'Australian'),
           not_next('moccasins', 'accordion'),
           not_next('sneakers', 'Egyptian'),
           right('guitar', 'pottery'),
           same('espadrilles', 'rose'),
           gap('loafers', 'Russian', 2),
           next_to('Cancer', 'tea'),
           gap('Greta', 'tulip', 3),
           left('Jonah', 'harp'),
           somewhere_right('Chilean', 'Bruno'),
           not_at('Canadian', 6),
           somewhere_right('sunflower', 'hamster'),
           at('piano', 3),
           same('Aquarius', 'Nissan'),
           gap('peony', 'carnation', 3),
           not_next('Egyptian', 'birdwatching'),
           same('Greta', 'sandals'),
           left('sandals', 'sunflower'),
           same('orchid', 'fishing'),
           at('coffee', 3),
           same('Canadian', 'camping'),
           right('dancing', 'Chloe'),
           between('sandals', 'Taurus', 'violin'),
           left('Vienna', 'rose'),
           next_to('carnation', 'Oslo'),
           next_to('guitar', 'brogues'),
           gap('rose', 'guitar', 3),
           same('Elena', 'violin'),
           somewhere_left('poppy', 'cat'),
           left('harp', 'Aquarius'),
           left('Australian', 'Libra'),
           next_to('Chloe', 'peony'),
           at('Chilean', 7),
           right('Elena', 'Leo'),
           right('hiking', 'orchid'),
           at('Bruno', 2),
           somewhere_right('Maya', 'trumpet'),
           at('Scorpio', 8),
           gap('Norwegian', 'lemonade', 2),
           at('Ford', 8),
           left('Jonah', 'cola'),
           same('Libra', 'canary'),
           right('boots', 'Taurus'),
           left('guitar', 'lemonade'),
           same('Egyptian', 'water'),
           between('flip-flops', 'brogues', 'harp'),
           somewhere_left('trumpet', 'Vienna'),
           neither('Kenyan', 'cat', 'Cairo'),
           not_at('Aquarius', 8),
           not_at('cello', 6),
           at('Greta', 5),
           at('banjo', 2),
           either('Australian', 'piano', 'banjo'),
           same('dancing', 'cat'),
           same('Egyptian', 'moccasins'),
           same('Elena', 'tulip'),
           not_at('Seoul', 4),
           same('painting', 'cider'),
           somewhere_right('pottery', 'rose'),
           ends('guinea pig'),
           same('Bruno', 'snake'),
           somewhere_left('Vienna', 'birdwatching'),
           same('Audi', 'Madrid'),
           same('lemonade', 'accordion'),
           middle('coffee'),
           not_at('Cancer', 6),
           at('rabbit', 6),
           not_next('guinea pig', 'Jonah'),
           differ('Elena', 'Kia'),
           next_to('root beer', 'hamster'),
           same('Jonah', 'rose'),
           between('Madrid', 'Australian', 'flip-flops'),
           same('boots', 'hiking'),
           gap('Chloe', 'tulip', 2),
           not_at('cat', 6),
           between_in_order('kombucha', 'water', 'flip-flops'),
           somewhere_right('Chloe', 'Jonah'),
           next_to('poppy', 'Russian'),
           next_to('Kenyan', 'harp'),
           neither('Sagittarius', 'Chloe', 'parrot'),
           differ('Chloe', 'Audi'),
           same('Alice', 'orchid'),
           at('dancing', 7),
           same('Taurus', 'moccasins'),
           neither('peony', 'parrot', 'canary'),
           right('rabbit', 'pottery'),
           between('birdwatching', 'Chloe', 'trumpet'),
           at('Alice', 1),
           left('Chilean', 'sneakers'),
           at('parrot', 8),
           middle('boots'),
           same('Vienna', 'Sagittarius'),
           same('Egyptian', 'Seoul'),
           differ('violin', 'Volvo'),
           same('Volvo', 'lemonade'),
           same('Cairo', 'Russian'),
           middle('Kia'),
           not_next('camping', 'daffodil'),
           gap('Kia', 'Cancer', 2),
           between('hiking', 'orchid', 'Honda'),
           next_to('Audi', 'Australian'),
           next_to('camping', 'poppy'),
           at('Hiro', 7),
           at('Audi', 3),
           either('tulip', 'Sydney', 'Oslo'),
           somewhere_right('painting', 'canary'),
           somewhere_right('Brazilian', 'Jonah'),
           somewhere_right('Sydney', 'birdwatching'),
           left('Taurus', 'Subaru'),
           somewhere_left('espadrilles', 'Kia'),
           between('Lisbon', 'Chilean', 'kombucha'),
           same('Libra', 'rose'),
       ],
       herrings={
           40: 'The swimmer who drives the Ford reads comics.',
           64: 'The swimmer who drives the Ford works night shifts.',
           77: 'The swimmer who wants to visit Vienna was born in March.',
           79: 'The person who eats kiwis is somewhere to the right of Maya.',
           85: 'The birdwatcher is adjacent to the person who owns a kayak.',
           104: 'The swimmer who drinks root beer is adjacent to the person who collects stamps.',
       },
       questions=[ask_value('Name', 'cola')])

# w334-lines-market-booths-full-table.txt -- 6x16, market booths, 'decl - a / b / c' lines, one unnumbered clue per line, full table
puzzle('w334-lines-market-booths-full-table', family='lines', layout="6x16, market booths, 'decl - a / b / c' lines, one unnumbered clue per line, full table", noun='booth', n=6,
       cats={
           'Shirt': ['purple', 'turquoise', 'red', 'blue', 'white', 'brown'],
           'Job': ['pilot', 'nurse', 'mechanic', 'plumber', 'lawyer', 'architect'],
           'Nationality': ['Canadian', 'Kenyan', 'Italian', 'Brazilian', 'Nigerian', 'Mexican'],
           'Pet': ['parrot', 'hamster', 'turtle', 'iguana', 'ferret', 'canary'],
           'Fruit': ['pear', 'banana', 'kiwi', 'mango', 'apricot', 'peach'],
           'Drink': ['water', 'tea', 'cocoa', 'root beer', 'cola', 'milk'],
           'Sport': ['tennis', 'hockey', 'baseball', 'golf', 'volleyball', 'handball'],
           'Music': ['pop', 'soul', 'rock', 'metal', 'hip-hop', 'reggae'],
           'Hobby': ['surfing', 'birdwatching', 'dancing', 'painting', 'hiking', 'gardening'],
           'Car': ['BMW', 'Kia', 'Tesla', 'Honda', 'Nissan', 'Volvo'],
           'Book': ['history', 'fantasy', 'science fiction', 'biography', 'travel', 'satire'],
           'Food': ['risotto', 'sushi', 'paella', 'dumplings', 'falafel', 'pasta'],
           'Dessert': ['tiramisu', 'doughnuts', 'baklava', 'macarons', 'cheesecake', 'pavlova'],
           'Zodiac': ['Virgo', 'Sagittarius', 'Pisces', 'Leo', 'Libra', 'Taurus'],
           'Transport': ['skateboard', 'tram', 'cable car', 'scooter', 'ferry', 'taxi'],
           'Instrument': ['violin', 'trumpet', 'accordion', 'harp', 'piano', 'clarinet'],
       },
       clues=[
           at('Mexican', 3),
           ends('doughnuts'),
           not_(right('pavlova', 'tea')),
           right('hamster', 'turquoise'),
           next_to('baklava', 'water'),
           ends('Canadian'),
           same('pavlova', 'gardening'),
           between('apricot', 'Brazilian', 'cola'),
           of_two('birdwatching', 'dancing', 'Virgo', 'Libra'),
           next_to('white', 'fantasy'),
           either('skateboard', 'gardening', 'hiking'),
           gap('travel', 'metal', 2),
           gap('dancing', 'doughnuts', 2),
           ends('banana'),
           same('iguana', 'taxi'),
           right('Kia', 'Volvo'),
           differ('pasta', 'fantasy'),
           ends('plumber'),
           next_to('cocoa', 'purple'),
           next_to('apricot', 'trumpet'),
           same('Kenyan', 'risotto'),
           not_next('blue', 'taxi'),
           same('canary', 'cola'),
           gap('dumplings', 'ferret', 2),
           gap('skateboard', 'macarons', 2),
           somewhere_right('satire', 'cocoa'),
           left('reggae', 'rock'),
           differ('Italian', 'plumber'),
           not_(right('Pisces', 'canary')),
           middle('tennis'),
           at('Sagittarius', 1),
           not_at('pilot', 6),
           same('travel', 'apricot'),
           somewhere_left('Tesla', 'volleyball'),
           middle('Pisces'),
           somewhere_left('mechanic', 'biography'),
           not_at('fantasy', 5),
           either('Libra', 'tennis', 'volleyball'),
           next_to('scooter', 'taxi'),
           differ('tiramisu', 'tea'),
           differ('paella', 'Kia'),
           gap('cheesecake', 'violin', 2),
           at('Italian', 4),
           not_at('pavlova', 4),
           somewhere_right('Brazilian', 'falafel'),
           somewhere_left('cocoa', 'Kenyan'),
           next_to('paella', 'apricot'),
           differ('harp', 'dumplings'),
           same('rock', 'Nigerian'),
           somewhere_right('pilot', 'falafel'),
           either('lawyer', 'iguana', 'canary'),
           same('hiking', 'biography'),
           next_to('tiramisu', 'blue'),
           somewhere_left('reggae', 'milk'),
           next_to('doughnuts', 'Honda'),
           left('satire', 'tram'),
           same('volleyball', 'turtle'),
           not_at('nurse', 4),
           right('Mexican', 'falafel'),
           somewhere_right('Libra', 'Honda'),
           next_to('Virgo', 'turtle'),
           not_next('kiwi', 'baklava'),
           at('surfing', 1),
           somewhere_left('fantasy', 'Taurus'),
           middle('white'),
           of_two('Tesla', 'Kia', 'mango', 'peach'),
           not_(left('metal', 'Mexican')),
           ends('mango'),
           somewhere_right('pear', 'macarons'),
           not_next('hockey', 'Canadian'),
           differ('pavlova', 'history'),
           at('clarinet', 1),
           same('pasta', 'brown'),
           left('skateboard', 'plumber'),
           right('pear', 'BMW'),
           same('ferret', 'Leo'),
           not_at('Sagittarius', 2),
           not_(left('Pisces', 'blue')),
           either('history', 'mechanic', 'pilot'),
           of_two('Mexican', 'Brazilian', 'Leo', 'Virgo'),
           same('sushi', 'mango'),
           differ('Kia', 'tram'),
           same('taxi', 'pop'),
           same('cocoa', 'lawyer'),
           either('Taurus', 'harp', 'piano'),
           same('Sagittarius', 'blue'),
           differ('Tesla', 'paella'),
           same('baseball', 'mango'),
           either('handball', 'soul', 'rock'),
           at('dumplings', 4),
           somewhere_left('baseball', 'mechanic'),
           same('skateboard', 'gardening'),
           differ('handball', 'Taurus'),
           gap('nurse', 'cable car', 3),
           same('taxi', 'BMW'),
           next_to('Mexican', 'volleyball'),
           differ('dumplings', 'gardening'),
           somewhere_right('Nissan', 'reggae'),
           next_to('harp', 'purple'),
           differ('sushi', 'architect'),
           not_at('plumber', 1),
           somewhere_right('white', 'doughnuts'),
           same('trumpet', 'hockey'),
           not_next('accordion', 'piano'),
           right('satire', 'hamster'),
           not_(left('hiking', 'falafel')),
           right('purple', 'iguana'),
           not_next('plumber', 'metal'),
           gap('Libra', 'falafel', 2),
           differ('tennis', 'milk'),
           gap('architect', 'BMW', 2),
           next_to('nurse', 'tiramisu'),
           right('handball', 'peach'),
       ],
       herrings={
           26: 'The banana lover is next to the person who grows tomatoes.',
           60: 'The person who wears glasses is next to the marathon runner.',
           65: 'The pear lover is next to the person who speaks Finnish.',
           68: 'The person who works as a mechanic has freckles.',
           119: 'The peach lover has a beard.',
       },
       questions=[])


# ------------------------------------------------------------ w335-synonyms-hobbies-pets.txt
puzzle("w335-synonyms-hobbies-pets", family="synonyms",
       layout="generated: bulleted category lines with backquoted values, '## Clues:' numbered list, JSON answer-format block",
       noun="house", n=4,
       cats={"Hobbies": ["baking", "fishing", "knitting", "painting"],
             "Pets": ["cat", "dog", "hamster", "parrot"],
             "Drinks": ["coffee", "milk", "orange juice", "tea"]},
       clues=[next_to("milk", "dog"),                       # 1
              ends("orange juice"),                         # 2
              same("tea", "dog"),                           # 4
              right("parrot", "milk"),                      # 5 directly right
              somewhere_left("hamster", "fishing"),         # 6 angler
              not_next("baking", "orange juice"),           # 7
              gap("milk", "fishing", 2),                    # 9
              next_to("knitting", "milk"),                  # 10
              next_to("hamster", "baking"),                 # 12
              differ("coffee", "painting")],                # 13 espresso drinker
       herrings={3: "Hamsters are nocturnal animals.",
                 8: "The person who plays video games lives in house 3.",
                 11: "The painter is good friends with the knitter."},
       questions=[])

# ------------------------------------------------------------ w336-synonyms-jobs-countries.txt
puzzle("w336-synonyms-jobs-countries", family="synonyms",
       layout="generated: 'Jobs:' category lines, 'We also know the following:' numbered clues",
       noun="house", n=5,
       cats={"Jobs": ["chef", "doctor", "engineer", "lawyer", "teacher"],
             "Nationalities": ["Chilean", "Italian", "Japanese", "Kenyan", "Norwegian"],
             "Music": ["classical", "country", "hip-hop", "jazz", "rock"]},
       clues=[left("doctor", "Italian"),                    # 1 physician, from Italy
              next_to("chef", "hip-hop"),                   # 2 cook, hip hop fan
              same("Japanese", "country"),                  # 3
              somewhere_left("doctor", "jazz"),             # 4
              not_at("Chilean", 4),                         # 6
              gap("Kenyan", "jazz", 2),                     # 7
              ends("country"),                              # 8
              next_to("jazz", "lawyer"),                    # 9 degree in law
              gap("doctor", "Kenyan", 2),                   # 11 medic
              next_to("hip-hop", "Norwegian"),              # 12
              left("engineer", "classical"),                # 13
              differ("rock", "Norwegian")],                 # 15
       herrings={5: "The person who listens to reggae lives next to the teacher.",
                 10: "Kenya is famous for its long-distance runners.",
                 14: "The schoolteacher knows the cook."},
       questions=[])

# ------------------------------------------------------------ w337-synonyms-books-food.txt
puzzle("w337-synonyms-books-food", family="synonyms",
       layout="generated: category lines, 'Clues:' numbered list, one 'Question:' about a value",
       noun="house", n=3,
       cats={"Music": ["classical", "jazz", "rock"],
             "Books": ["mystery", "romance", "science fiction"],
             "Foods": ["pizza", "sushi", "tacos"],
             "Pets": ["cat", "dog", "rabbit"]},
       clues=[next_to("mystery", "cat"),                    # 1 kitty
              same("romance", "dog"),                       # 2
              not_next("tacos", "rock"),                    # 4
              gap("tacos", "rabbit", 2),                    # 5 bunny
              somewhere_left("dog", "mystery"),             # 6 whodunit reader
              gap("sushi", "jazz", 2)],                     # 8
       herrings={3: "Rabbits are herbivores.",
                 7: "The person who listens to the blues has a sister.",
                 9: "The rock fan is friends with the pizza lover."},
       questions=[ask_value("Foods", "science fiction")])

# ------------------------------------------------------------ w338-synonyms-sports-transport.txt
puzzle("w338-synonyms-sports-transport", family="synonyms",
       layout="generated: 'Sport:' category lines, 'Clues:' numbered list, one-line JSON answer format",
       noun="house", n=4,
       cats={"Sport": ["basketball", "soccer", "swimming", "tennis"],
             "Transport": ["bike", "bus", "car", "train"],
             "Instrument": ["flute", "guitar", "piano", "violin"]},
       clues=[next_to("guitar", "swimming"),                # 1
              right("violin", "soccer"),                    # 2 football player
              same("piano", "bike"),                        # 4 rides a bicycle
              not_at("flute", 2),                           # 5 flautist
              next_to("flute", "basketball"),               # 6
              not_at("car", 4),                             # 7 motorist
              same("basketball", "piano"),                  # 9
              right("bus", "piano"),                        # 10
              not_next("basketball", "violin")],            # 12 fiddler
       herrings={3: "The person who plays the drums lives in house 3.",
                 8: "The tennis player is a cousin of the swimmer.",
                 11: "The person who rides a scooter does not live in house 1.",
                 13: "Swimming is good exercise for the whole body."},
       questions=[])

# ------------------------------------------------------------ w339-synonyms-flowers-degrees.txt
puzzle("w339-synonyms-flowers-degrees", family="synonyms",
       layout="generated: four category lines, numbered clues without heading",
       noun="house", n=5,
       cats={"Flowers": ["daisy", "lily", "orchid", "rose", "tulip"],
             "Degrees": ["biology", "history", "law", "mathematics", "physics"],
             "Drinks": ["coffee", "lemonade", "milk", "tea", "water"],
             "Pets": ["bird", "cat", "dog", "fish", "horse"]},
       clues=[same("history", "coffee"),                    # 1 espresso
              not_next("mathematics", "daisy"),             # 2 maths
              gap("fish", "water", 2),                      # 3 goldfish
              right("biology", "rose"),                     # 5 biologist
              somewhere_left("orchid", "dog"),              # 6
              gap("lily", "dog", 2),                        # 7
              same("bird", "lemonade"),                     # 8 budgie
              somewhere_left("bird", "lily"),               # 10
              gap("horse", "history", 2),                   # 11
              gap("tea", "physics", 2),                     # 12 physicist
              left("physics", "dog"),                       # 14
              right("milk", "orchid"),                      # 15
              middle("orchid"),                             # 16
              not_next("law", "water")],                    # 17
       herrings={4: "The person who grows sunflowers lives in house 3.",
                 9: "Lilies are poisonous to cats.",
                 13: "The history graduate has a brother in Canada.",
                 18: "The person who studied chemistry is not the tea drinker."},
       questions=[])

# ------------------------------------------------------------ w340-synonyms-beach-huts.txt
puzzle("w340-synonyms-beach-huts", family="synonyms",
       layout="prose story, one sentence a line, huts numbered from the pier",
       noun="hut", n=4,
       cats={"Jobs": ["doctor", "farmer", "pilot", "teacher"],
             "Sports": ["kayaking", "sailing", "snorkeling", "surfing"],
             "Pets": ["cat", "dog", "parrot", "tortoise"]},
       clues=[same("sailing", "cat"),                       # 6 kitten
              next_to("parrot", "sailing"),                 # 7
              ends("tortoise"),                             # 8
              right("snorkeling", "parrot"),                # 9 immediately beyond, further from pier
              somewhere_left("kayaking", "teacher"),        # 10 nearer the pier
              not_next("doctor", "tortoise"),               # 12 GP
              gap("parrot", "teacher", 2),                  # 13
              next_to("pilot", "parrot"),                   # 15
              next_to("kayaking", "doctor")],               # 16
       herrings={5: "Gulls circle the pier from dawn until dusk.",
                 11: "The surfer has freckles and a badly sunburnt nose.",
                 14: "The pilot and the farmer were at school together.",
                 17: "Whoever fishes off the pier at dusk never catches anything."},
       questions=[])

# ------------------------------------------------------------ w341-synonyms-market-stalls.txt
puzzle("w341-synonyms-market-stalls", family="synonyms",
       layout="prose newsletter, one sentence a line, stalls numbered from the church end",
       noun="stall", n=5,
       cats={"Goods": ["bread", "cheese", "fish", "flowers", "vegetables"],
             "Countries": ["France", "Greece", "Ireland", "Poland", "Spain"],
             "Instruments": ["accordion", "banjo", "drums", "harmonica", "trumpet"]},
       clues=[same("fish", "trumpet"),                      # 7 fishmonger, trumpeter
              right("trumpet", "cheese"),                   # 8 immediately after, away from church
              somewhere_left("cheese", "accordion"),        # 9 closer to the church
              same("Spain", "vegetables"),                  # 10 Spaniard, greengrocer
              same("Ireland", "bread"),                     # 11 loaves, Irishman
              left("banjo", "flowers"),                     # 12 directly before the florist
              right("vegetables", "accordion"),             # 13
              differ("Greece", "fish"), not_next("Greece", "fish"),   # 14
              next_to("drums", "vegetables"),               # 16
              differ("Poland", "trumpet")],                 # 17
       herrings={6: "The market has been held on Mill Lane for over a hundred years.",
                 15: "The harmonica player is the baker's best friend.",
                 18: "Whoever sells the honey has promised free samples this week.",
                 19: "The florist's daughter has just started at the village school."},
       questions=[])

# ------------------------------------------------------------ w342-synonyms-tower-flats.txt
puzzle("w342-synonyms-tower-flats", family="synonyms",
       layout="game level text, bulleted hints, floors 1 (lowest) to 4 (top): above = higher number",
       noun="floor", n=4,
       cats={"Jobs": ["architect", "journalist", "nurse", "pilot"],
             "Instruments": ["cello", "drums", "harp", "saxophone"],
             "Pets": ["canary", "ferret", "rabbit", "tortoise"]},
       clues=[next_to("architect", "harp"),                 # bullet 1
              next_to("journalist", "canary"),              # bullet 2 reporter
              ends("pilot"),                                # bullet 4
              not_at("canary", 4),                          # bullet 5
              left("saxophone", "tortoise"),                # bullet 6 directly below
              same("cello", "tortoise"),                    # bullet 8
              gap("architect", "tortoise", 2),              # bullet 9
              somewhere_left("rabbit", "harp")],            # bullet 11 bunny somewhere below
       herrings={3: "The lift is out of order again.",
                 7: "The nurse works night shifts at the hospital.",
                 10: "The journalist is writing an article about the pilot.",
                 12: "The hamster owner never takes the stairs."},
       questions=[])

# ------------------------------------------------------------ w343-synonyms-three-cottages.txt
puzzle("w343-synonyms-three-cottages", family="synonyms",
       layout="prose short story, cottages numbered west to east, asks where the goose lives",
       noun="cottage", n=3,
       cats={"Hobbies": ["birdwatching", "gardening", "pottery"],
             "Drinks": ["cider", "cocoa", "tea"],
             "Animals": ["donkey", "goat", "goose"]},
       clues=[left("donkey", "cider"),                      # 7 immediately west
              next_to("cocoa", "birdwatching"),             # 8 hot chocolate
              not_at("cocoa", 2),                           # 10 middle cottage
              left("gardening", "goose"),                   # 11 directly west
              same("gardening", "cocoa")],                  # 13 tends the vegetable beds
       herrings={9: "Geese make excellent guard animals.",
                 12: "The potter has a bad knee and rarely walks into the village.",
                 14: "The person who keeps bees sells honey at the gate."},
       questions=[ask_position("goose")])

# ------------------------------------------------------------ w344-synonyms-street-blog.txt
puzzle("w344-synonyms-street-blog", family="synonyms",
       layout="prose blog post, first person, asks what the Swede eats",
       noun="house", n=5,
       cats={"Nationalities": ["Brazil", "Canada", "Egypt", "India", "Sweden"],
             "Foods": ["curry", "pasta", "salad", "soup", "steak"],
             "Sports": ["boxing", "golf", "hockey", "rugby", "running"]},
       clues=[right("hockey", "Brazil"),                    # 7
              same("Egypt", "hockey"),                      # 8
              same("Canada", "salad"),                      # 9
              left("boxing", "India"),                      # 10
              right("Canada", "golf"),                      # 11 just to the right
              next_to("Canada", "rugby"),                   # 13
              somewhere_left("Brazil", "golf"),             # 14
              same("running", "pasta"),                     # 15 jogger, spaghetti
              same("curry", "hockey"),                      # 17
              ends("steak")],                               # 18
       herrings={12: "Linden Row was built in the nineteen-twenties.",
                 16: "The person who plays tennis on Sundays is always late for dinner.",
                 19: "The Swedish resident has two teenage sons."},
       questions=[ask_value("Foods", "Sweden")])

# ======== tenth blind round, part a

# w365-brunch-orders.txt
puzzle("w365-brunch-orders", family="people",
       layout="title, bullet lists of categories, numbered clues with herrings, answer format line",
       noun=None, n=4, axis="name",
       cats={"name": ["Gina", "Priya", "Tomas", "Walter"],
             "time": ["8:00 am", "8:45 am", "9:30 am", "10:15 am"],
             "dish": ["eggs Benedict", "French toast", "omelette", "pancakes"],
             "bill": ["$8.25", "$9.50", "$10.75", "$12.00"]},
       clues=[
           diff("omelette", "Gina", "bill", -2.5),                 # 1
           less("Priya", "French toast", "time"),                  # 2
           of_two("Tomas", "8:45 am", "$9.50", "pancakes"),        # 3
           differ("10:15 am", "$12.00"),                           # 5
           less("pancakes", "eggs Benedict", "bill"),              # 6
           diff("Walter", "Tomas", "time", 45),                    # 7
           differ("Gina", "8:00 am"),                              # 9
       ],
       herrings={4: "Gina always leaves a generous tip.",
                 8: "Walter read the Sunday paper cover to cover while he waited."})

# w366-evening-class.txt
puzzle("w366-evening-class", family="people",
       layout="one prose paragraph, no title, categories never listed, no question",
       noun=None, n=5, axis="name",
       cats={"name": ["Rhonda", "Paul", "Dora", "Ken", "Sylvie"],
             "age": ["28", "31", "35", "42", "47"],
             "job": ["architect", "plumber", "teacher", "baker", "nurse"],
             "town": ["Alton", "Bexley", "Crewe", "Dorking", "Ely"],
             "pet": ["cat", "dog", "parrot", "rabbit", "tortoise"]},
       clues=[
           distinct("Ken", "teacher", "31", "Alton", "parrot"),
           either("Rhonda", "35", "dog"),
           neither("28", "Paul", "nurse"),
           diff("plumber", "architect", "age", 7),
           same("Crewe", "rabbit"),
           all_of(less("Sylvie", "Bexley", "age"), less("Dora", "Sylvie", "age")),
           neither("tortoise", "Dorking", "Alton"),
           of_two("cat", "42", "Dorking", "plumber"),
           differ("architect", "Bexley"),
           same("47", "baker"),
           same("parrot", "Ely"),
           all_of(differ("architect", "dog"), differ("baker", "dog")),
           differ("nurse", "rabbit"),
           less("Rhonda", "Paul", "age"),
       ])

# w367-grandmas-presents.txt
puzzle("w367-grandmas-presents", family="people",
       layout="tiny 3x3, categories in parentheses, unnumbered clue lines, question at end",
       noun=None, n=3, axis="name",
       cats={"name": ["Ken", "Lydia", "Marcus"],
             "month": ["June", "August", "November"],
             "present": ["mug", "book", "scarf"]},
       clues=[
           differ("June", "Ken"),
           less("mug", "Lydia", "month"),
           diff("scarf", "Ken", "month", -2),
       ],
       questions=[ask_value("name", "November"), ask_value("present", "November")])

# w368-harriers-runs.txt
puzzle("w368-harriers-runs", family="people",
       layout="club newsletter, 'Names:' block (shoes unlisted), '1)' clues with three herrings",
       noun=None, n=4, axis="name",
       cats={"name": ["Ann", "Bev", "Carl", "Dev"],
             "day": ["Monday", "Tuesday", "Thursday", "Saturday"],
             "distance": ["3.5 miles", "5 miles", "6.5 miles", "8 miles"],
             "route": ["forest trail", "canal towpath", "riverside", "hill loop"],
             "shoes": ["Hoka", "Asics", "Brooks", "Saucony"]},
       clues=[
           diff("Hoka", "Dev", "distance", 1.5),                              # 1
           less("Bev", "hill loop", "day"),                                   # 2
           same("Saturday", "3.5 miles"),                                     # 4
           of_two("Brooks", "Thursday", "Carl", "forest trail"),              # 5
           less("riverside", "canal towpath", "distance"),                    # 6
           all_of(differ("Ann", "Asics"), differ("Ann", "Monday")),           # 7
           same("Tuesday", "Saucony"),                                        # 8
           diff("Dev", "Bev", "day", 1),                                      # 10
           less("Ann", "Bev", "distance"),                                    # 11
           differ("Carl", "hill loop"),                                       # 12
           less("Ann", "Carl", "day"),                                        # 14
       ],
       herrings={3: "Bev has been a club member since 2011.",
                 9: "Dev says he prefers running in the rain.",
                 13: "Carl always stretches for ten minutes before setting off."})

# w369-saleroom-march.txt
puzzle("w369-saleroom-march", family="people",
       layout="questions in the intro, names/dates/prices in a sentence, items unlisted, numbered clues",
       noun=None, n=5, axis="name",
       cats={"name": ["Harriet", "Ivan", "Josie", "Leon", "Margot"],
             "price": ["£40", "£55", "£70", "£85", "£100"],
             "item": ["painting", "lamp", "clock", "rug", "vase"],
             "date": ["March 3", "March 10", "March 17", "March 24", "March 31"]},
       clues=[
           diff("vase", "painting", "price", 15),
           diff("Josie", "Margot", "date", -7),
           all_of(less("Leon", "Harriet", "price"), less("lamp", "Leon", "price")),
           of_two("clock", "March 24", "£100", "Leon"),
           neither("Harriet", "March 10", "March 31"),
           less("rug", "vase", "price"),
           less("Margot", "Josie", "price"),
           less("Margot", "Harriet", "date"),
           less("Harriet", "Margot", "price"),
       ],
       questions=[ask_value("name", "rug"), ask_value("price", "Margot")])

# w370-theory-quiz-worksheet.txt
puzzle("w370-theory-quiz-worksheet", family="people",
       layout="classroom worksheet, 'Clue N:' lines with two herrings, instruments unlisted, bonus question",
       noun=None, n=4, axis="name",
       cats={"name": ["Noah", "Olive", "Piper", "Quentin"],
             "score": ["80 points", "95 points", "110 points", "125 points"],
             "instrument": ["drums", "flute", "trumpet", "cello"]},
       clues=[
           less("cello", "Olive", "score"),                 # 1
           diff("trumpet", "Quentin", "score", -15),        # 3
           differ("Noah", "flute"),                         # 4
           diff("drums", "Piper", "score", 30),             # 5
           less("Quentin", "Noah", "score"),                # 7
       ],
       herrings={2: "Piper has been playing her instrument for six years.",
                 6: "Quentin thought the last question was unfair."},
       questions=[ask_value("name", "trumpet")])

# w371-dental-practice.txt
puzzle("w371-dental-practice", family="people",
       layout="title, all categories in parentheses in intro prose, dash bullets with two herrings",
       noun=None, n=5, axis="name",
       cats={"name": ["Beatrice", "Walter", "Xena", "Yusuf", "Zoe"],
             "time": ["9:00 a.m.", "10:30 a.m.", "noon", "1:30 p.m.", "3:00 p.m."],
             "age": ["19", "34", "46", "58", "71"],
             "town": ["Alton", "Burford", "Cheltenham", "Didcot", "Evesham"],
             "treatment": ["check-up", "cleaning", "filling", "crown", "extraction"]},
       clues=[
           of_two("Alton", "1:30 p.m.", "Zoe", "filling"),                       # 1
           diff("10:30 a.m.", "Xena", "age", 24),                                # 2
           same("Yusuf", "19"),                                                  # 3
           diff("extraction", "cleaning", "time", 90),                           # 4
           less("Cheltenham", "crown", "age"),                                   # 6
           neither("Evesham", "Walter", "9:00 a.m."),                            # 7
           same("Didcot", "9:00 a.m."),                                          # 8
           same("3:00 p.m.", "Burford"),                                         # 9
           less("Xena", "Walter", "time"),                                       # 10
           less("Beatrice", "Walter", "age"),                                    # 11
           differ("Yusuf", "Cheltenham"),                                        # 13
           differ("cleaning", "9:00 a.m."),                                      # 14
           all_of(less("Xena", "Yusuf", "time"), less("Yusuf", "Beatrice", "time")),  # 15
       ],
       herrings={5: "Beatrice brought her knitting to the waiting room.",
                 12: "The receptionist, Mrs Dale, has worked at the practice for twenty years."})

# w372-office-souvenirs.txt
puzzle("w372-office-souvenirs", family="people",
       layout="short intro, no categories listed, bullet clues, answer format line",
       noun=None, n=4, axis="name",
       cats={"name": ["Marta", "Nils", "Oskar", "Pia"],
             "price": ["€12", "€18", "€24", "€30"],
             "city": ["Vienna", "Prague", "Krakow", "Budapest"],
             "souvenir": ["tea towel", "fridge magnet", "scarf", "mug"]},
       clues=[
           diff("mug", "Prague", "price", -6),
           same("Nils", "€12"),
           either("Krakow", "Oskar", "Pia"),
           neither("scarf", "Vienna", "Prague"),
           less("Prague", "Oskar", "price"),
           less("fridge magnet", "tea towel", "price"),
           less("Pia", "Marta", "price"),
           same("fridge magnet", "Vienna"),
           same("€30", "Budapest"),
           differ("€18", "Vienna"),
           differ("€24", "Oskar"),
       ])

# w373-long-jump.txt
puzzle("w373-long-jump", family="people",
       layout="benchmark style, attribute bullet list, numbered constraints, JSON answer format",
       noun=None, n=3, axis="name",
       cats={"name": ["Amara", "Bao", "Celine"],
             "age": ["24", "29", "33"],
             "jump": ["5.40 m", "5.85 m", "6.10 m"],
             "country": ["Chile", "Japan", "Norway"]},
       clues=[
           less("Norway", "Celine", "jump"),
           less("Japan", "Amara", "age"),
           differ("33", "6.10 m"),
           less("Celine", "Amara", "jump"),
       ])

# w374-wedding-planner.txt
puzzle("w374-wedding-planner", family="people",
       layout="first-person planner's note, months and prices in the intro, venues unlisted, numbered clues with three herrings",
       noun=None, n=5, axis="name",
       cats={"name": ["Gwen", "Hector", "Isla", "Jonah", "Kira"],
             "price": ["$1,800", "$2,500", "$3,200", "$3,900", "$4,600"],
             "month": ["April", "May", "June", "September", "October"],
             "venue": ["vineyard", "barn", "lighthouse", "botanical garden", "hotel ballroom"]},
       clues=[
           diff("$3,200", "Isla", "month", 1),                              # 1
           less("lighthouse", "Hector", "month"),                           # 2
           diff("barn", "vineyard", "price", -1400),                        # 3
           of_two("Jonah", "September", "hotel ballroom", "$2,500"),        # 5
           neither("April", "barn", "lighthouse"),                          # 6
           less("Gwen", "Kira", "price"),                                   # 7
           neither("$4,600", "September", "October"),                       # 9
           diff("Hector", "Jonah", "price", -700),                          # 10
           less("Jonah", "Gwen", "price"),                                  # 11
           less("Gwen", "Kira", "month"),                                   # 12
           less("Jonah", "Isla", "month"),                                  # 14
           differ("Gwen", "botanical garden"),                              # 15
       ],
       herrings={4: "Isla has been engaged for three years.",
                 8: "The vineyard offers free parking for guests.",
                 13: "Hector is allergic to lilies, so there will be none at his wedding."})

# ======== tenth blind round, part b

# w375-line-of-six.txt  (seed 375, 46 clues)
puzzle("w375-line-of-six",
       family="lines", layout="attribute:value premises as dash bullets, values listed, question with ***X*** format", noun="position", n=6,
       cats={
           "Beverage": ["water", "cola", "cider", "espresso", "kombucha", "tea"],
           "Food": ["curry", "tacos", "paella", "burgers", "lasagne", "risotto"],
           "Hobby": ["fishing", "juggling", "baking", "painting", "origami", "knitting"],
           "Job": ["accountant", "architect", "plumber", "journalist", "pilot", "electrician"],
           "Music-Genre": ["reggae", "rock", "techno", "country", "pop", "jazz"],
           "Pet": ["lizard", "dog", "tortoise", "cat", "hamster", "goldfish"],
           "Sport": ["basketball", "hockey", "lacrosse", "tennis", "squash", "handball"],
           "Transport": ["car", "taxi", "train", "bike", "ferry", "bus"],
       },
       clues=[
           somewhere_left("rock", "taxi"),
           same("basketball", "paella"),
           xor(same("curry", "plumber"), same("curry", "electrician")),
           between("car", "taxi", "country"),
           next_to("pop", "burgers"),
           somewhere_left("goldfish", "risotto"),
           between("goldfish", "fishing", "accountant"),
           not_(somewhere_right("handball", "reggae")),
           between("journalist", "lizard", "electrician"),
           left("kombucha", "hockey"),
           same("ferry", "pilot"),
           left("squash", "risotto"),
           same("kombucha", "goldfish"),
           somewhere_right("car", "tortoise"),
           any_of(same("plumber", "rock"), same("plumber", "reggae")),
           not_(somewhere_right("plumber", "risotto")),
           same("water", "pop"),
           any_of(same("lacrosse", "tacos"), same("tacos", "knitting")),
           between("knitting", "hockey", "tennis"),
           right("rock", "burgers"),
           left("pop", "burgers"),
           not_(somewhere_left("cider", "taxi")),
           same("rock", "lasagne"),
           left("bus", "knitting"),
           at("hamster", 1),
           between("tea", "country", "tortoise"),
           right("lasagne", "fishing"),
           same("bus", "reggae"),
           same("paella", "jazz"),
           somewhere_right("origami", "ferry"),
           left("techno", "paella"),
           same("cider", "origami"),
           not_(somewhere_right("plumber", "juggling")),
           next_to("cola", "paella"),
           next_to("squash", "accountant"),
           somewhere_left("painting", "cola"),
           any_of(same("country", "cola"), same("country", "ferry")),
           not_(somewhere_right("taxi", "lizard")),
           same("dog", "risotto"),
           same("painting", "taxi"),
           somewhere_left("tea", "bike"),
           ends("bike"),
           between("journalist", "pilot", "cola"),
           next_to("electrician", "tennis"),
           differ("architect", "risotto"),
           not_at("cat", 2),
       ],
       questions=[ask_value("Transport", "baking")],
)

# w376-row-of-eight.txt  (seed 376, 67 clues)
puzzle("w376-row-of-eight",
       family="lines", layout="attribute:value statements, numbered, values in 'Cat: a, b' block, question after", noun="position", n=8,
       cats={
           "Beverage": ["cocoa", "kombucha", "lemonade", "tea", "cola", "espresso", "coffee", "cider"],
           "Car": ["honda", "audi", "kia", "mazda", "ford", "bmw", "toyota", "fiat"],
           "Colour": ["red", "white", "green", "pink", "grey", "brown", "yellow", "black"],
           "Food": ["ramen", "tacos", "falafel", "pizza", "dumplings", "lasagne", "sushi", "risotto"],
           "Hobby": ["birdwatching", "origami", "juggling", "chess", "knitting", "pottery", "baking", "photography"],
           "Job": ["plumber", "chef", "architect", "nurse", "librarian", "teacher", "accountant", "pilot"],
           "Movie-Genre": ["fantasy", "documentary", "western", "romance", "thriller", "comedy", "sci-fi", "action"],
           "Nationality": ["norwegian", "brazilian", "kenyan", "mexican", "canadian", "german", "indian", "italian"],
           "Pet": ["tortoise", "ferret", "rabbit", "parrot", "goldfish", "canary", "snake", "hamster"],
           "Sport": ["basketball", "rugby", "hockey", "handball", "cricket", "golf", "tennis", "volleyball"],
       },
       clues=[
           same("german", "origami"),
           left("volleyball", "documentary"),
           somewhere_left("black", "rugby"),
           right("cola", "canadian"),
           neither("fantasy", "tea", "kombucha"),
           differ("pilot", "volleyball"),
           ends("canary"),
           between("bmw", "fantasy", "golf"),
           same("baking", "lasagne"),
           xor(same("bmw", "knitting"), same("bmw", "chess")),
           between("hockey", "kia", "grey"),
           gap("cider", "pizza", 3),
           between("risotto", "cocoa", "sushi"),
           same("yellow", "norwegian"),
           somewhere_left("italian", "pottery"),
           differ("pink", "basketball"),
           somewhere_right("ford", "tortoise"),
           next_to("tortoise", "basketball"),
           next_to("white", "thriller"),
           right("snake", "baking"),
           next_to("handball", "risotto"),
           same("pottery", "lemonade"),
           next_to("teacher", "cricket"),
           xor(same("ramen", "lemonade"), same("ramen", "tea")),
           same("canary", "brown"),
           next_to("plumber", "accountant"),
           not_next("tacos", "chess"),
           next_to("ferret", "rugby"),
           between("kombucha", "teacher", "indian"),
           same("rabbit", "pilot"),
           either("lasagne", "handball", "cricket"),
           somewhere_right("chess", "volleyball"),
           right("hamster", "nurse"),
           left("rabbit", "falafel"),
           not_(somewhere_left("parrot", "canadian")),
           differ("risotto", "kombucha"),
           left("tortoise", "kombucha"),
           same("birdwatching", "pilot"),
           somewhere_left("action", "chef"),
           ends("red"),
           right("hamster", "ramen"),
           ends("hamster"),
           between("volleyball", "falafel", "photography"),
           same("chef", "juggling"),
           not_at("pizza", 5),
           between("cocoa", "audi", "black"),
           left("tortoise", "italian"),
           between("cola", "architect", "kenyan"),
           right("cricket", "tennis"),
           either("ferret", "librarian", "mazda"),
           not_at("green", 1),
           same("sci-fi", "knitting"),
           somewhere_left("plumber", "green"),
           next_to("pottery", "goldfish"),
           same("ford", "tea"),
           same("thriller", "brazilian"),
           either("western", "mazda", "kia"),
           at("fiat", 4),
           same("green", "comedy"),
           next_to("espresso", "cider"),
           left("norwegian", "black"),
           same("romance", "golf"),
           not_next("pilot", "tea"),
           gap("rugby", "handball", 3),
           right("german", "librarian"),
           differ("red", "lemonade"),
           same("toyota", "plumber"),
       ],
       herrings={
           16: "The person with Nationality:canadian is the tallest person in the family.",
           51: "The person with Car:kia learned to whistle at the age of thirty.",
           65: "The person with Food:lasagne sleeps with the window open.",
       },
       questions=[ask_position("rugby")],
)

# w377-zebralogic-six.txt  (seed 377, 37 clues)
puzzle("w377-zebralogic-six",
       family="houses", layout="ZebraLogic-style: backticked value bullets, '## Clues:' numbered, no question", noun="house", n=6,
       cats={
           "Name": ["Arnold", "Eric", "Peter", "Alice", "Bob", "Carol"],
           "Pet": ["parrot", "iguana", "dog", "lizard", "snake", "goldfish"],
           "Music": ["jazz", "country", "pop", "blues", "techno", "hip-hop"],
           "Drink": ["milk", "cola", "lemonade", "coffee", "kombucha", "cider"],
           "Car": ["Toyota", "Honda", "BMW", "Audi", "Fiat", "Mazda"],
           "Hobby": ["pottery", "birdwatching", "hiking", "painting", "gardening", "knitting"],
           "House": ["pink", "red", "blue", "grey", "green", "white"],
       },
       clues=[
           somewhere_right("Eric", "Peter"),
           same("kombucha", "Fiat"),
           ends("parrot"),
           offset("snake", "goldfish", -2),
           right("pottery", "cider"),
           same("painting", "coffee"),
           same("Audi", "grey"),
           offset("Peter", "dog", 2),
           neither("hip-hop", "Alice", "Eric"),
           ends("grey"),
           differ("lizard", "kombucha"),
           same("country", "red"),
           either("Carol", "iguana", "grey"),
           same("Eric", "pink"),
           next_to("techno", "coffee"),
           gap("pink", "pottery", 2),
           somewhere_left("cola", "hip-hop"),
           gap("goldfish", "Peter", 2),
           same("iguana", "techno"),
           same("Mazda", "Peter"),
           left("Bob", "blues"),
           at("BMW", 2),
           differ("gardening", "Honda"),
           of_two("snake", "coffee", "hip-hop", "jazz"),
           left("gardening", "lemonade"),
           same("knitting", "blues"),
           differ("jazz", "blue"),
           right("kombucha", "white"),
           next_to("birdwatching", "Honda"),
           next_to("snake", "BMW"),
           next_to("gardening", "green"),
           either("pop", "Alice", "white"),
           either("blues", "red", "Honda"),
           same("Alice", "green"),
           same("birdwatching", "country"),
           ends("jazz"),
           gap("jazz", "cider", 2),
       ],
       herrings={
           10: "The gardening enthusiast has two younger brothers.",
           32: "The resident of the blue house learned to ride a unicycle last summer.",
       },
)

# w378-zebralogic-seven.txt  (seed 378, 62 clues)
puzzle("w378-zebralogic-seven",
       family="houses", layout="ZebraLogic-style: backticked value bullets, '## Clues:' numbered, '## Question:'", noun="house", n=7,
       cats={
           "Name": ["Hannah", "Oscar", "Priya", "Tomas", "Yuki", "Zoe", "Liam"],
           "Job": ["accountant", "electrician", "teacher", "firefighter", "journalist", "chef", "nurse"],
           "Food": ["ramen", "pizza", "tacos", "pasta", "burgers", "risotto", "lasagne"],
           "Sport": ["handball", "lacrosse", "baseball", "tennis", "golf", "cricket", "basketball"],
           "Movie": ["sci-fi", "fantasy", "romance", "western", "documentary", "animation", "musical"],
           "Flower": ["daisies", "lilies", "irises", "sunflowers", "carnations", "peonies", "roses"],
           "Nationality": ["Canadian", "Indian", "Egyptian", "Australian", "Kenyan", "Peruvian", "Norwegian"],
           "Colour": ["pink", "purple", "brown", "red", "black", "white", "green"],
           "Pet": ["canary", "hamster", "tortoise", "cat", "lizard", "parrot", "goldfish"],
       },
       clues=[
           left("accountant", "burgers"),
           same("brown", "daisies"),
           ends("animation"),
           left("green", "animation"),
           offset("pasta", "firefighter", -2),
           left("parrot", "western"),
           between("white", "carnations", "peonies"),
           not_at("Kenyan", 2),
           next_to("electrician", "musical"),
           right("ramen", "nurse"),
           same("Kenyan", "green"),
           same("irises", "Canadian"),
           somewhere_left("ramen", "Indian"),
           either("canary", "Hannah", "Priya"),
           right("accountant", "sunflowers"),
           same("Liam", "romance"),
           same("tacos", "teacher"),
           somewhere_left("white", "musical"),
           same("roses", "risotto"),
           next_to("Kenyan", "electrician"),
           left("risotto", "pink"),
           of_two("golf", "tennis", "Peruvian", "Kenyan"),
           same("musical", "green"),
           either("carnations", "Hannah", "Liam"),
           next_to("canary", "baseball"),
           between("carnations", "Canadian", "electrician"),
           same("hamster", "journalist"),
           differ("documentary", "risotto"),
           same("tortoise", "baseball"),
           differ("pizza", "Peruvian"),
           gap("green", "romance", 3),
           ends("handball"),
           somewhere_left("journalist", "Indian"),
           same("sci-fi", "Zoe"),
           somewhere_right("Norwegian", "brown"),
           between("cricket", "lacrosse", "peonies"),
           left("daisies", "fantasy"),
           same("goldfish", "Egyptian"),
           not_at("Australian", 5),
           same("lacrosse", "lilies"),
           not_at("tennis", 3),
           ends("purple"),
           differ("tennis", "peonies"),
           gap("brown", "Canadian", 3),
           offset("roses", "Australian", 2),
           of_two("hamster", "pasta", "Yuki", "white"),
           somewhere_right("Norwegian", "Zoe"),
           next_to("lilies", "irises"),
           next_to("hamster", "cat"),
           next_to("tacos", "goldfish"),
           somewhere_right("fantasy", "carnations"),
           gap("musical", "red", 3),
           either("Kenyan", "Priya", "peonies"),
           right("lizard", "cricket"),
           next_to("musical", "pasta"),
           next_to("cat", "Egyptian"),
           right("nurse", "Oscar"),
           differ("firefighter", "tacos"),
           next_to("brown", "romance"),
           any_of(at("Tomas", 1), at("Tomas", 5)),
           same("Australian", "journalist"),
           gap("ramen", "Indian", 3),
       ],
       herrings={
           13: "The person who prefers documentary films once won a pie-eating contest.",
           18: "The person who loves the color green is saving up for a trip to Iceland.",
           52: "The basketball player has two younger brothers.",
       },
       questions=[ask_value("Sport", "Yuki"), ask_position("Priya")],
)

# w379-quiz-night.txt  (seed 379, 46 clues)
puzzle("w379-quiz-night",
       family="lines", layout="markdown '#### Setup' with bold 'Cat:' lines, '#### Clues' numbered, Question: line", noun="seat", n=7,
       cats={
           "Name": ["Mia", "Noah", "Ava", "Leo", "Isla", "Omar", "Ruth"],
           "Pet": ["cat", "parrot", "iguana", "snake", "tortoise", "ferret", "rabbit"],
           "Drink": ["cola", "kombucha", "cider", "espresso", "water", "coffee", "cocoa"],
           "Music": ["classical", "metal", "rock", "reggae", "techno", "country", "soul"],
           "Transport": ["scooter", "bus", "train", "car", "motorcycle", "ferry", "bike"],
           "Hobby": ["origami", "juggling", "baking", "hiking", "birdwatching", "fishing", "pottery"],
           "Food": ["dumplings", "tacos", "burgers", "lasagne", "falafel", "curry", "paella"],
           "Instrument": ["cello", "violin", "flute", "guitar", "piano", "saxophone", "trumpet"],
       },
       clues=[
           same("Mia", "baking"),
           next_to("cider", "Leo"),
           offset("rabbit", "country", 2),
           left("parrot", "water"),
           not_next("cello", "tacos"),
           right("Omar", "reggae"),
           somewhere_right("hiking", "pottery"),
           next_to("origami", "ferret"),
           right("scooter", "Omar"),
           left("cat", "classical"),
           somewhere_right("Ava", "piano"),
           left("parrot", "birdwatching"),
           same("tortoise", "paella"),
           between("soul", "Omar", "rabbit"),
           same("tacos", "pottery"),
           same("juggling", "espresso"),
           same("flute", "coffee"),
           either("cello", "pottery", "bus"),
           same("flute", "Noah"),
           next_to("country", "snake"),
           same("dumplings", "parrot"),
           differ("dumplings", "water"),
           differ("ferret", "flute"),
           same("bus", "cello"),
           same("country", "ferry"),
           same("metal", "guitar"),
           differ("fishing", "cello"),
           of_two("cola", "dumplings", "saxophone", "violin"),
           next_to("rabbit", "rock"),
           neither("burgers", "kombucha", "coffee"),
           right("cola", "espresso"),
           somewhere_left("paella", "burgers"),
           offset("bike", "Ava", -2),
           gap("iguana", "flute", 2),
           next_to("classical", "piano"),
           same("violin", "parrot"),
           same("guitar", "Leo"),
           same("bus", "curry"),
           differ("water", "bike"),
           differ("lasagne", "Noah"),
           same("metal", "lasagne"),
           next_to("coffee", "Isla"),
           somewhere_right("burgers", "motorcycle"),
           same("train", "fishing"),
           next_to("car", "fishing"),
           at("hiking", 5),
       ],
       herrings={
           28: "The person who keeps a snake is allergic to peanuts.",
           33: "The person whose favourite food is curry was born in a leap year.",
           41: "The guitar player speaks three languages.",
       },
       questions=[ask_value("Pet", "dumplings")],
)

# w380-cinema-five.txt  (seed 380, 60 clues)
puzzle("w380-cinema-five",
       family="lines", layout="markdown '#### Setup' with attribute table, '#### Clues' numbered, Question: line", noun="seat", n=5,
       cats={
           "Job": ["chef", "engineer", "nurse", "firefighter", "lawyer"],
           "Pet": ["ferret", "parrot", "snake", "canary", "rabbit"],
           "Drink": ["kombucha", "lemonade", "cocoa", "milk", "espresso"],
           "Food": ["paella", "falafel", "tacos", "risotto", "lasagne"],
           "Sport": ["handball", "cricket", "hockey", "squash", "basketball"],
           "Music": ["pop", "rock", "country", "techno", "jazz"],
           "Nationality": ["Kenyan", "Mexican", "Indian", "Brazilian", "Norwegian"],
           "Transport": ["tram", "bus", "motorcycle", "train", "ferry"],
           "Movie": ["action", "animation", "fantasy", "documentary", "romance"],
           "Colour": ["grey", "blue", "white", "purple", "brown"],
           "Hobby": ["knitting", "birdwatching", "painting", "fishing", "juggling"],
           "Car": ["Ford", "Honda", "Tesla", "Fiat", "Mazda"],
       },
       clues=[
           neither("tram", "squash", "canary"),
           differ("Kenyan", "squash"),
           right("white", "falafel"),
           differ("engineer", "tacos"),
           next_to("cricket", "tram"),
           at("milk", 2),
           neither("motorcycle", "basketball", "milk"),
           left("jazz", "brown"),
           same("Tesla", "espresso"),
           somewhere_right("brown", "canary"),
           not_at("knitting", 3),
           at("Indian", 3),
           next_to("paella", "animation"),
           left("canary", "Kenyan"),
           same("animation", "birdwatching"),
           between("action", "jazz", "train"),
           left("grey", "jazz"),
           gap("birdwatching", "Ford", 2),
           same("firefighter", "lemonade"),
           of_two("fishing", "lawyer", "lemonade", "milk"),
           somewhere_left("parrot", "fishing"),
           neither("hockey", "cocoa", "kombucha"),
           same("bus", "pop"),
           between("paella", "Fiat", "espresso"),
           gap("lawyer", "tacos", 2),
           left("lemonade", "nurse"),
           not_at("squash", 5),
           gap("painting", "white", 2),
           next_to("ferret", "milk"),
           somewhere_right("tram", "train"),
           same("kombucha", "birdwatching"),
           left("snake", "hockey"),
           next_to("Indian", "white"),
           between("nurse", "birdwatching", "engineer"),
           gap("Indian", "birdwatching", 2),
           gap("pop", "tram", 2),
           right("paella", "squash"),
           not_next("lawyer", "risotto"),
           same("ferry", "country"),
           same("pop", "ferret"),
           next_to("hockey", "tacos"),
           of_two("lasagne", "Norwegian", "grey", "white"),
           next_to("fishing", "ferry"),
           left("Brazilian", "Kenyan"),
           left("lasagne", "fantasy"),
           not_next("Tesla", "Indian"),
           somewhere_right("techno", "pop"),
           left("parrot", "Mazda"),
           same("motorcycle", "cocoa"),
           not_next("Norwegian", "purple"),
           not_next("train", "purple"),
           same("brown", "tram"),
           left("Mexican", "action"),
           either("hockey", "action", "romance"),
           middle("jazz"),
           differ("blue", "country"),
           same("Mazda", "knitting"),
           right("basketball", "painting"),
           middle("fishing"),
           differ("kombucha", "Mazda"),
       ],
       questions=[ask_at("Pet", 4)],
)

# w381-linden-court.txt  (seed 381, 37 clues)
puzzle("w381-linden-court",
       family="lines", layout="floors 1 bottom..top, categories listed in one prose sentence, unnumbered clue lines, questions at end", noun="floor", n=7,
       cats={
           "Job": ["journalist", "plumber", "nurse", "accountant", "dentist", "architect", "electrician"],
           "Pet": ["canary", "parrot", "iguana", "rabbit", "lizard", "ferret", "tortoise"],
           "Drink": ["water", "kombucha", "cider", "cocoa", "coffee", "cola", "espresso"],
           "Hobby": ["juggling", "painting", "origami", "chess", "hiking", "knitting", "pottery"],
           "Car": ["BMW", "Fiat", "Kia", "Tesla", "Honda", "Audi", "Volvo"],
           "Music": ["techno", "soul", "jazz", "metal", "pop", "hip-hop", "country"],
       },
       clues=[
           somewhere_left("Honda", "tortoise"),
           somewhere_right("nurse", "coffee"),
           between("nurse", "BMW", "painting"),
           either("pottery", "plumber", "nurse"),
           same("Volvo", "juggling"),
           right("techno", "soul"),
           right("pop", "dentist"),
           same("pop", "electrician"),
           same("jazz", "water"),
           offset("cocoa", "chess", 2),
           of_two("journalist", "accountant", "painting", "juggling"),
           gap("Audi", "Fiat", 2),
           any_of(at("water", 3), at("water", 6)),
           same("knitting", "lizard"),
           left("parrot", "electrician"),
           next_to("jazz", "pottery"),
           next_to("hip-hop", "chess"),
           not_next("rabbit", "metal"),
           not_next("rabbit", "iguana"),
           neither("accountant", "painting", "pottery"),
           somewhere_left("parrot", "hiking"),
           somewhere_left("cider", "Kia"),
           between("tortoise", "architect", "Kia"),
           between("electrician", "metal", "jazz"),
           next_to("rabbit", "journalist"),
           right("nurse", "coffee"),
           somewhere_left("coffee", "rabbit"),
           same("kombucha", "Tesla"),
           ends("accountant"),
           at("electrician", 6),
           same("cider", "nurse"),
           left("knitting", "Audi"),
           left("cola", "metal"),
           offset("painting", "nurse", 2),
           at("accountant", 7),
           same("BMW", "knitting"),
           gap("ferret", "architect", 3),
       ],
       herrings={
           6: "The Fiat driver has never been on a plane.",
           18: "The knitting enthusiast once won a pie-eating contest.",
           42: "The person who keeps a ferret was born in a leap year.",
       },
       questions=[ask_value("Drink", "Fiat"), ask_at("Car", 2)],
)

# w382-townhouse-eight.txt  (seed 382, 74 clues)
puzzle("w382-townhouse-eight",
       family="lines", layout="questions first, floors 1 bottom..top, categories not listed, '* ' bullet clues", noun="floor", n=8,
       cats={
           "Nationality": ["Brazilian", "Indian", "Egyptian", "Mexican", "German", "Peruvian", "Russian", "Kenyan"],
           "Pet": ["snake", "ferret", "lizard", "hamster", "tortoise", "iguana", "canary", "cat"],
           "Food": ["lasagne", "dumplings", "pasta", "tacos", "ramen", "paella", "curry", "sushi"],
           "Sport": ["volleyball", "cricket", "lacrosse", "basketball", "badminton", "golf", "handball", "baseball"],
           "Instrument": ["trumpet", "flute", "piano", "saxophone", "guitar", "clarinet", "harp", "violin"],
           "Flower": ["roses", "sunflowers", "tulips", "orchids", "carnations", "lilies", "dahlias", "peonies"],
           "Movie": ["drama", "action", "musical", "sci-fi", "comedy", "thriller", "horror", "fantasy"],
           "Transport": ["car", "bus", "motorcycle", "scooter", "ferry", "taxi", "bike", "tram"],
       },
       clues=[
           same("flute", "handball"),
           next_to("basketball", "ferry"),
           left("comedy", "carnations"),
           not_next("musical", "saxophone"),
           gap("canary", "tulips", 2),
           of_two("tram", "car", "musical", "piano"),
           not_next("baseball", "carnations"),
           right("dumplings", "ramen"),
           somewhere_left("fantasy", "Brazilian"),
           somewhere_left("basketball", "motorcycle"),
           differ("Kenyan", "clarinet"),
           somewhere_left("comedy", "drama"),
           same("canary", "dumplings"),
           next_to("sunflowers", "car"),
           either("orchids", "sushi", "dumplings"),
           at("cat", 3),
           left("bike", "horror"),
           same("Indian", "tacos"),
           between("hamster", "tulips", "badminton"),
           right("German", "handball"),
           between("ferret", "Indian", "guitar"),
           differ("saxophone", "sci-fi"),
           offset("cat", "basketball", 2),
           left("motorcycle", "dahlias"),
           same("tulips", "action"),
           between("sci-fi", "baseball", "clarinet"),
           right("peonies", "snake"),
           differ("sushi", "hamster"),
           same("Brazilian", "sunflowers"),
           same("hamster", "roses"),
           same("cat", "scooter"),
           differ("sunflowers", "dumplings"),
           any_of(at("Russian", 3), at("Russian", 5)),
           same("Indian", "hamster"),
           same("action", "Egyptian"),
           any_of(at("Brazilian", 1), at("Brazilian", 8)),
           ends("sushi"),
           gap("clarinet", "lilies", 3),
           same("Kenyan", "peonies"),
           ends("orchids"),
           middle("hamster"),
           either("action", "basketball", "Egyptian"),
           gap("clarinet", "scooter", 2),
           between("tortoise", "lacrosse", "ferret"),
           gap("badminton", "pasta", 2),
           any_of(at("handball", 2), at("handball", 3)),
           same("tram", "clarinet"),
           same("harp", "taxi"),
           same("Peruvian", "ramen"),
           either("saxophone", "cricket", "ferry"),
           at("pasta", 2),
           middle("tortoise"),
           differ("sci-fi", "Russian"),
           next_to("cat", "motorcycle"),
           next_to("curry", "thriller"),
           next_to("fantasy", "tacos"),
           not_next("volleyball", "drama"),
           gap("hamster", "lilies", 2),
           ends("lasagne"),
           between("dahlias", "piano", "carnations"),
           right("lasagne", "piano"),
           gap("cat", "saxophone", 3),
           differ("hamster", "Russian"),
           not_at("iguana", 6),
           between("hamster", "baseball", "Mexican"),
           any_of(at("orchids", 1), at("orchids", 5)),
           left("tacos", "paella"),
           differ("ramen", "sunflowers"),
           same("lasagne", "drama"),
           next_to("bus", "violin"),
           between("trumpet", "scooter", "golf"),
           right("hamster", "fantasy"),
           somewhere_right("sci-fi", "musical"),
           right("lizard", "clarinet"),
       ],
       herrings={
           7: "The German has never been on a plane.",
           16: "The piano player is saving up for a trip to Iceland.",
           20: "The person who plays basketball speaks three languages.",
           59: "The one who grows peonies learned to ride a unicycle last summer.",
       },
       questions=[ask_value("Pet", "comedy"), ask_at("Nationality", 5)],
)

# w383-elm-street.txt  (seed 383, 52 clues)
puzzle("w383-elm-street",
       family="houses", layout="title, clues as one prose paragraph, categories not listed, two questions at end", noun="house", n=6,
       cats={
           "Name": ["Greta", "Henrik", "Ingrid", "Jonas", "Karin", "Lars"],
           "House": ["grey", "blue", "pink", "yellow", "red", "green"],
           "Nationality": ["Mexican", "Indian", "German", "Canadian", "Kenyan", "Egyptian"],
           "Pet": ["iguana", "dog", "cat", "rabbit", "parrot", "lizard"],
           "Drink": ["lemonade", "kombucha", "cola", "water", "cider", "espresso"],
           "Car": ["Volvo", "Kia", "Ford", "Toyota", "Honda", "Mazda"],
           "Sport": ["baseball", "basketball", "cricket", "handball", "rugby", "hockey"],
           "Flower": ["sunflowers", "lilies", "orchids", "roses", "dahlias", "carnations"],
           "Music": ["rock", "blues", "country", "classical", "pop", "soul"],
       },
       clues=[
           not_next("Honda", "Toyota"),
           next_to("Jonas", "cola"),
           not_next("Karin", "basketball"),
           ends("lizard"),
           left("dog", "parrot"),
           not_at("Toyota", 2),
           left("Indian", "cider"),
           not_at("Greta", 6),
           left("Toyota", "red"),
           somewhere_left("Ford", "baseball"),
           next_to("Ingrid", "rabbit"),
           next_to("Canadian", "Volvo"),
           somewhere_left("Greta", "lilies"),
           differ("parrot", "cola"),
           same("Mazda", "cola"),
           offset("grey", "blues", 2),
           same("parrot", "carnations"),
           same("lizard", "baseball"),
           of_two("rabbit", "iguana", "Greta", "Lars"),
           either("Henrik", "Canadian", "Kenyan"),
           of_two("Henrik", "sunflowers", "lemonade", "kombucha"),
           gap("roses", "pop", 3),
           right("country", "Kenyan"),
           not_next("lizard", "German"),
           between("cat", "Volvo", "Mazda"),
           either("baseball", "yellow", "grey"),
           ends("dog"),
           somewhere_right("cider", "cat"),
           between("rabbit", "Ingrid", "orchids"),
           differ("rugby", "classical"),
           differ("rock", "Kenyan"),
           somewhere_left("soul", "Honda"),
           either("blues", "cat", "Kia"),
           any_of(at("blue", 3), at("blue", 4)),
           left("classical", "cricket"),
           ends("Mexican"),
           gap("hockey", "lizard", 3),
           middle("German"),
           either("Jonas", "Volvo", "Ford"),
           right("parrot", "Henrik"),
           left("green", "Egyptian"),
           right("Lars", "handball"),
           either("blues", "blue", "espresso"),
           either("yellow", "rugby", "cider"),
           offset("dahlias", "Ingrid", 2),
           of_two("rugby", "dog", "orchids", "Kenyan"),
           between("espresso", "Toyota", "blues"),
           differ("kombucha", "Toyota"),
           same("pop", "pink"),
           gap("espresso", "Mazda", 3),
           somewhere_left("Volvo", "rugby"),
           somewhere_right("water", "blue"),
       ],
       herrings={
           40: "Jonas is allergic to peanuts.",
           51: "The lemonade drinker collects old postcards.",
       },
       questions=[ask_value("Name", "yellow"), ask_value("Drink", "Lars")],
)

# w384-eight-houses.txt  (seed 384, 86 clues)
puzzle("w384-eight-houses",
       family="houses", layout="questions in intro, 'Names: a, b' block listing, numbered clues", noun="house", n=8,
       cats={
           "Name": ["Amelia", "Bruno", "Chloe", "Dmitri", "Elena", "Felix", "Grace", "Hugo"],
           "House": ["grey", "red", "white", "pink", "green", "ivory", "blue", "yellow"],
           "Job": ["architect", "teacher", "lawyer", "dentist", "firefighter", "electrician", "accountant", "plumber"],
           "Pet": ["goldfish", "ferret", "hamster", "rabbit", "lizard", "parrot", "canary", "tortoise"],
           "Drink": ["cocoa", "cider", "espresso", "milk", "kombucha", "tea", "cola", "water"],
           "Food": ["tacos", "dumplings", "risotto", "lasagne", "paella", "ramen", "burgers", "sushi"],
           "Sport": ["volleyball", "handball", "baseball", "hockey", "rugby", "basketball", "squash", "tennis"],
           "Music": ["reggae", "folk", "techno", "jazz", "country", "classical", "hip-hop", "rock"],
           "Nationality": ["German", "Russian", "Brazilian", "Australian", "Norwegian", "Kenyan", "Italian", "Egyptian"],
           "Transport": ["bus", "taxi", "motorcycle", "car", "scooter", "tram", "ferry", "train"],
           "Hobby": ["painting", "pottery", "photography", "knitting", "baking", "chess", "birdwatching", "fishing"],
           "Instrument": ["flute", "drums", "piano", "violin", "clarinet", "harp", "trumpet", "saxophone"],
       },
       clues=[
           next_to("risotto", "basketball"),
           right("tram", "motorcycle"),
           same("risotto", "flute"),
           next_to("drums", "Italian"),
           somewhere_left("chess", "dentist"),
           same("handball", "milk"),
           either("electrician", "tortoise", "parrot"),
           next_to("piano", "ferret"),
           offset("Hugo", "techno", -2),
           right("pottery", "basketball"),
           same("burgers", "violin"),
           same("tacos", "goldfish"),
           next_to("Elena", "rugby"),
           not_at("teacher", 4),
           same("accountant", "country"),
           same("country", "risotto"),
           between("techno", "architect", "country"),
           next_to("Egyptian", "espresso"),
           either("volleyball", "motorcycle", "scooter"),
           gap("green", "reggae", 2),
           somewhere_left("taxi", "baseball"),
           not_at("basketball", 3),
           either("firefighter", "chess", "fishing"),
           differ("country", "basketball"),
           next_to("hip-hop", "motorcycle"),
           left("Kenyan", "folk"),
           differ("ferret", "basketball"),
           somewhere_left("Elena", "tortoise"),
           left("goldfish", "Australian"),
           next_to("grey", "sushi"),
           either("car", "water", "red"),
           left("basketball", "Egyptian"),
           between("grey", "sushi", "flute"),
           differ("chess", "hip-hop"),
           next_to("Dmitri", "cocoa"),
           ends("baking"),
           differ("volleyball", "lawyer"),
           same("photography", "trumpet"),
           left("blue", "piano"),
           somewhere_right("rabbit", "plumber"),
           not_at("Norwegian", 6),
           left("bus", "flute"),
           somewhere_left("painting", "clarinet"),
           same("tacos", "car"),
           between("burgers", "Bruno", "painting"),
           between("Kenyan", "yellow", "train"),
           same("goldfish", "trumpet"),
           next_to("Brazilian", "rabbit"),
           offset("flute", "Bruno", 2),
           between("lawyer", "rugby", "car"),
           somewhere_right("drums", "blue"),
           same("flute", "country"),
           of_two("Amelia", "ferry", "espresso", "pottery"),
           differ("clarinet", "tortoise"),
           ends("trumpet"),
           same("birdwatching", "grey"),
           right("birdwatching", "rabbit"),
           next_to("scooter", "chess"),
           differ("hip-hop", "squash"),
           same("drums", "grey"),
           offset("cola", "Russian", 2),
           same("saxophone", "cider"),
           left("motorcycle", "canary"),
           same("violin", "Felix"),
           next_to("yellow", "white"),
           same("water", "tennis"),
           not_at("ivory", 7),
           either("dumplings", "Kenyan", "folk"),
           same("motorcycle", "German"),
           at("lizard", 4),
           same("Russian", "fishing"),
           gap("basketball", "pink", 3),
           next_to("milk", "white"),
           left("German", "squash"),
           same("electrician", "folk"),
           between("harp", "ferry", "paella"),
           between("basketball", "painting", "rock"),
           somewhere_left("tennis", "pottery"),
           between("saxophone", "white", "drums"),
           not_next("Grace", "piano"),
           either("teacher", "German", "Kenyan"),
           next_to("Grace", "lasagne"),
           same("red", "tea"),
           same("scooter", "tea"),
           somewhere_left("Dmitri", "classical"),
           next_to("tortoise", "rabbit"),
       ],
       herrings={
           44: "The person whose hobby is painting learned to ride a unicycle last summer.",
           45: "The person who enjoys baking is saving up for a trip to Iceland.",
       },
       questions=[ask_value("Name", "teacher"), ask_value("Music", "Dmitri")],
)

# ======== tenth blind round, part c

# w385-four-neighbours.txt
puzzle("w385-four-neighbours", family="herrings",
       layout="intro sentence with categories in parentheses, numbered clues with herrings, two questions at end",
       noun="house", n=4,
       cats={"Nationality": ["British", "Swedish", "Danish", "Norwegian"],
             "Pet": ["dog", "cat", "bird", "fish"],
             "Drink": ["tea", "coffee", "milk", "water"],
             "Colour": ["red", "green", "blue", "yellow"]},
       clues=[
           same("British", "red"),
           at("Norwegian", 1),
           next_to("Norwegian", "blue"),
           same("Danish", "tea"),
           left("milk", "Swedish"),
           at("dog", 3),
           at("green", 4),
           next_to("cat", "tea"),
           same("coffee", "green"),
           next_to("Norwegian", "bird"),
       ],
       herrings={3: "Tulips originally came from Central Asia.",
                 8: "The person in house 2 has curly hair.",
                 11: "The Swede thinks the Dane drinks far too much tea."},
       questions=[ask_value("Nationality", "fish"), ask_value("Drink", "Norwegian")])

# w386-three-hobbies.txt
puzzle("w386-three-hobbies", family="herrings",
       layout="Label: values block, numbered clues with herrings, no question",
       noun="house", n=3,
       cats={"Name": ["Anna", "Ben", "Cara"],
             "Hobby": ["painting", "gardening", "swimming"],
             "Colour": ["red", "green", "blue"]},
       clues=[
           same("Anna", "gardening"),
           same("swimming", "green"),
           somewhere_right("painting", "Ben"),
           at("blue", 3),
           same("Anna", "blue"),
       ],
       herrings={3: "Swimming has been part of every modern Olympic Games since 1896.",
                 5: "Cara and the swimmer are old friends.",
                 7: "The person in the middle house wears glasses."})

# w387-band-street.txt
puzzle("w387-band-street", family="herrings",
       layout="title, intro with bulleted category list, numbered clues with herrings, questions at end",
       noun="house", n=5,
       cats={"Country": ["Italy", "Spain", "France", "Germany", "Japan"],
             "Instrument": ["piano", "cello", "violin", "guitar", "drums"],
             "Pet": ["dog", "cat", "rabbit", "hamster", "parrot"],
             "Colour": ["white", "black", "red", "green", "yellow"]},
       clues=[
           same("Italy", "piano"),
           same("Spain", "red"),
           at("violin", 1),
           same("cello", "hamster"),
           next_to("Japan", "green"),
           same("guitar", "black"),
           left("dog", "drums"),
           at("cat", 3),
           right("yellow", "green"),
           same("Germany", "rabbit"),
           same("parrot", "Japan"),
           ends("guitar"),
           right("Spain", "drums"),
       ],
       herrings={6: "The cello was once known as the violoncello.",
                 10: "The German and the Frenchwoman play in a band together.",
                 14: "The person in the white house has a beard."},
       questions=[ask_value("Country", "drums"), ask_value("Country", "hamster")])

# w388-hobby-row.txt
puzzle("w388-hobby-row", family="herrings",
       layout="intro with categories in parentheses, clues numbered 1) with herrings, no question",
       noun="house", n=4,
       cats={"Name": ["Dave", "Ella", "Frank", "Grace"],
             "Hobby": ["baking", "fishing", "knitting", "hiking"],
             "Drink": ["coffee", "tea", "hot chocolate", "lemonade"],
             "Season": ["spring", "summer", "autumn", "winter"]},
       clues=[
           same("baking", "coffee"),
           same("Grace", "knitting"),
           at("fishing", 4),
           same("Frank", "spring"),
           right("summer", "autumn"),
           same("hiking", "lemonade"),
           next_to("hot chocolate", "hiking"),
           at("tea", 1),
           next_to("Dave", "Grace"),
           at("winter", 1),
       ],
       herrings={5: "The ancient Egyptians were baking bread more than 5,000 years ago.",
                 8: "Ella and Dave are cousins.",
                 10: "Grace thinks winter is the best season for knitting."})

# w389-sporty-street.txt
puzzle("w389-sporty-street", family="herrings",
       layout="prose intro declaring values, numbered clues with herrings, questions at end",
       noun="house", n=4,
       cats={"Sport": ["soccer", "tennis", "basketball", "golf"],
             "Job": ["teacher", "doctor", "lawyer", "chef"],
             "Colour": ["blue", "yellow", "white", "orange"]},
       clues=[
           same("soccer", "doctor"),
           same("lawyer", "blue"),
           ends("chef"),
           somewhere_left("golf", "teacher"),
           next_to("orange", "white"),
           same("basketball", "yellow"),
           at("tennis", 1),
           not_next("doctor", "teacher"),
           middle("white"),
       ],
       herrings={5: "Golf is said to have been invented in Scotland in the fifteenth century.",
                 7: "The chef and the basketball player go to the same gym.",
                 12: "The teacher has lived on the street longer than anyone else."},
       questions=[ask_value("Colour", "doctor"), ask_value("Sport", "chef")])

# w390-garden-signs.txt
puzzle("w390-garden-signs", family="herrings",
       layout="dash-separated category block, numbered clues with herrings, questions at end",
       noun="house", n=4,
       cats={"Name": ["Helen", "Ian", "Julia", "Kevin"],
             "Flower": ["rose", "tulip", "daisy", "lily"],
             "Star sign": ["Aries", "Leo", "Virgo", "Pisces"],
             "Pet": ["dog", "cat", "tortoise", "rabbit"]},
       clues=[
           same("Helen", "lily"),
           same("Leo", "tortoise"),
           left("rose", "lily"),
           same("Ian", "Virgo"),
           somewhere_right("dog", "rabbit"),
           at("Julia", 1),
           next_to("Aries", "cat"),
           at("daisy", 4),
           same("Ian", "cat"),
           same("Ian", "daisy"),
           same("Kevin", "tortoise"),
       ],
       herrings={4: "Daisies close their petals at night.",
                 8: "Kevin is convinced that Pisces are the most romantic sign of the zodiac.",
                 11: "The person in the second house has red hair."},
       questions=[ask_value("Name", "tulip"), ask_value("Star sign", "Helen")])

# w391-car-park.txt
puzzle("w391-car-park", family="herrings",
       layout="intro sentences declaring categories, numbered clues with herrings, questions at end",
       noun="house", n=5,
       cats={"Nationality": ["American", "Japanese", "German", "Swedish", "Italian"],
             "Car": ["Ford", "Toyota", "BMW", "Volvo", "Fiat"],
             "Food": ["pizza", "sushi", "curry", "tacos", "salad"],
             "Drink": ["coffee", "tea", "milk", "water", "juice"]},
       clues=[
           at("Swedish", 1),
           same("American", "Fiat"),
           at("sushi", 3),
           same("Volvo", "milk"),
           right("German", "tea"),
           next_to("coffee", "Swedish"),
           same("tacos", "BMW"),
           between("Italian", "American", "Japanese"),
           same("Toyota", "curry"),
           at("Ford", 5),
           next_to("water", "pizza"),
           same("salad", "juice"),
           same("Swedish", "Toyota"),
           somewhere_right("German", "Italian"),
       ],
       herrings={3: 'Volvo is Latin for "I roll".',
                 8: "The American believes all Italians live on pizza.",
                 14: "The Japanese man and the German work at the same bank."},
       questions=[ask_value("Nationality", "Volvo"), ask_value("Food", "Japanese")])

# w392-seasons-lane.txt
puzzle("w392-seasons-lane", family="herrings",
       layout="categories in a paragraph with parentheses, clues labelled 'Clue N:' with herrings, questions at end",
       noun="house", n=4,
       cats={"Name": ["Liam", "Mia", "Noah", "Olivia"],
             "Season": ["spring", "summer", "autumn", "winter"],
             "Job": ["pilot", "dentist", "farmer", "nurse"],
             "Colour": ["green", "white", "brown", "pink"]},
       clues=[
           same("farmer", "autumn"),
           same("Mia", "nurse"),
           at("Noah", 1),
           next_to("pilot", "dentist"),
           same("Liam", "brown"),
           same("Olivia", "winter"),
           at("pink", 4),
           same("green", "pilot"),
           next_to("spring", "farmer"),
           somewhere_left("summer", "winter"),
           next_to("white", "brown"),
       ],
       herrings={5: "Autumn leaves change colour because the chlorophyll in them breaks down.",
                 9: "Liam and Mia met at a barbecue last summer.",
                 12: "The person in the white house is left-handed."},
       questions=[ask_value("Name", "autumn"), ask_value("Name", "white")])

# w393-three-musicians.txt
puzzle("w393-three-musicians", family="herrings",
       layout="prose intro with values in parentheses, numbered clues with herrings, questions at end",
       noun="house", n=3,
       cats={"Country": ["Germany", "the Netherlands", "Ireland"],
             "Instrument": ["harp", "trumpet", "flute"],
             "Pet": ["dog", "cat", "parrot"],
             "Drink": ["coffee", "tea", "wine"]},
       clues=[
           at("flute", 1),
           same("Germany", "tea"),
           same("dog", "trumpet"),
           next_to("Ireland", "harp"),
           same("wine", "cat"),
           not_at("the Netherlands", 2),
           same("trumpet", "coffee"),
           same("the Netherlands", "trumpet"),
       ],
       herrings={2: "The harp is a national symbol of Ireland.",
                 7: "The German thinks the Dutch drink too much coffee.",
                 10: "The Irishman has freckles."},
       questions=[ask_value("Country", "parrot"), ask_value("Drink", "flute")])

# w394-five-nations.txt
puzzle("w394-five-nations", family="herrings",
       layout="bulleted categories, long numbered clue list with herrings, two questions",
       noun="house", n=5,
       cats={"Nationality": ["Brazilian", "Canadian", "Egyptian", "Indian", "Mexican"],
             "Sport": ["soccer", "hockey", "cricket", "swimming", "cycling"],
             "Pet": ["dog", "cat", "horse", "snake", "parrot"],
             "Drink": ["coffee", "tea", "milk", "lemonade", "water"],
             "Colour": ["red", "blue", "yellow", "white", "green"]},
       clues=[
           same("Mexican", "red"),
           at("Canadian", 1),
           same("Indian", "horse"),
           at("milk", 3),
           left("green", "yellow"),
           same("hockey", "coffee"),
           next_to("Canadian", "blue"),
           same("cycling", "parrot"),
           same("soccer", "tea"),
           same("Egyptian", "hockey"),
           next_to("dog", "horse"),
           same("Brazilian", "swimming"),
           same("cricket", "white"),
           same("cat", "lemonade"),
           same("coffee", "green"),
           next_to("cat", "coffee"),
       ],
       herrings={8: "Snakes smell with their tongues.",
                 16: "The Mexican and the Brazilian are pen pals.",
                 17: "The person in the green house has a tattoo.",
                 20: "Cricket matches can last up to five days."},
       questions=[ask_value("Nationality", "snake"), ask_value("Nationality", "water")])

# ======== tenth blind round, part d

# ------------------------------------------------------------ w395 floors
puzzle("w395-linden-street-walkup",
       family="herrings", layout="title, intro story, categories in a sentence, numbered clues, two questions",
       noun="floor", n=5,
       cats={"name": ["Nina", "Oscar", "Priya", "Ruth", "Tomas"],
             "job": ["dentist", "baker", "pilot", "librarian", "architect"],
             "pet": ["cat", "parrot", "goldfish", "dog", "tortoise"]},
       clues=[
           all_of(not_at("Nina", 5), offset("Nina", "dentist", 1)),
           at("baker", 1),
           offset("parrot", "cat", 2),
           gap("goldfish", "librarian", 2),
           all_of(somewhere_right("Tomas", "Oscar"), not_(offset("Tomas", "Oscar", 1))),
           neither("dog", "Ruth", "Priya"),
           same("architect", "parrot"),
           all_of(differ("Ruth", "pilot"), somewhere_left("Ruth", "tortoise")),
           somewhere_right("Priya", "Tomas"),
           somewhere_left("pilot", "librarian"),
           differ("pilot", "goldfish"),
       ],
       herrings={8: "The lift has been out of order since the spring, which nobody on the top floor finds funny."},
       questions=[ask_position("dentist"), ask_value("name", "goldfish")])

# ------------------------------------------------------------ w396 counter
puzzle("w396-dots-diner-counter",
       family="prose", layout="no title, intro story, categories not listed (values only in clues), clues as one prose paragraph, two questions",
       noun="stool", n=6,
       cats={"name": ["Alma", "Bert", "Cora", "Dev", "Elsie", "Finn"],
             "order": ["pancakes", "omelette", "chili", "club sandwich", "waffles", "soup"],
             "drink": ["coffee", "tea", "milkshake", "orange juice", "cola", "water"]},
       clues=[
           at("Bert", 1),
           all_of(next_to("Alma", "Elsie"), next_to("Alma", "Finn"), somewhere_right("Finn", "Elsie")),
           all_of(same("pancakes", "coffee"), right("milkshake", "coffee")),
           differ("Bert", "pancakes"),
           differ("chili", "tea"),
           same("Cora", "water"),
           ends("Dev"),
           same("club sandwich", "orange juice"),
           either("soup", "Elsie", "Bert"),
           between("omelette", "waffles", "club sandwich"),
           all_of(left("cola", "tea"), right("Cora", "waffles")),
       ],
       herrings={10: "The jukebox has been playing the same Patsy Cline song all morning."},
       questions=[ask_at("name", 3), ask_value("drink", "Finn")])

# ------------------------------------------------------------ w397 parking
puzzle("w397-staff-car-park",
       family="herrings", layout="title, short intro, table-like category block, bulleted clues, question at the end",
       noun="space", n=4,
       cats={"driver": ["Hal", "Ines", "Jo", "Kemal"],
             "car": ["Volvo", "Fiat", "Jeep", "Tesla"],
             "colour": ["red", "silver", "black", "white"]},
       clues=[
           right("red", "Jeep"),
           ends("Hal"),
           neither("Volvo", "Jo", "Ines"),
           at("white", 1),
           same("Kemal", "black"),
           differ("Fiat", "red"),
           somewhere_right("Ines", "Kemal"),
           same("Volvo", "silver"),
           somewhere_left("Jo", "Jeep"),
       ],
       herrings={6: "The whole car park floods whenever a spring tide meets a westerly gale."},
       questions=[ask_at("driver", 3)])

# ------------------------------------------------------------ w398 pool lanes
puzzle("w398-club-time-trials",
       family="herrings", layout="no title, intro story, only ages listed, numbered clues, question at the end",
       noun="lane", n=5,
       cats={"swimmer": ["Greta", "Hugo", "Imke", "Jonas", "Lena"],
             "stroke": ["freestyle", "backstroke", "breaststroke", "butterfly", "medley"],
             "cap": ["yellow", "blue", "green", "red", "white"],
             "age": ["11", "12", "13", "14", "15"]},
       clues=[
           all_of(same("Greta", "15"), at("Greta", 3)),
           same("butterfly", "red"),
           all_of(ends("backstroke"), ends("blue")),
           next_to("Jonas", "blue"),
           neither("Hugo", "blue", "breaststroke"),
           somewhere_right("medley", "freestyle"),
           next_to("Lena", "Hugo"),
           all_of(gap("yellow", "green", 3), somewhere_left("green", "yellow")),
           same("15", "freestyle"),
           offset("11", "15", 1),
           diff("Imke", "Hugo", "age", -1),
           either("white", "Greta", "Lena"),
           differ("12", 1),
           less("medley", "breaststroke", "age"),
           less("Lena", "Hugo", "age"),
       ],
       herrings={14: "The coach's stopwatch is a battered brass thing that once belonged to her grandfather."},
       questions=[ask_at("stroke", 4)])

# ------------------------------------------------------------ w399 time slots
puzzle("w399-piano-tuners-tuesday",
       family="herrings", layout="title, intro story, two categories in sentences, streets only in clues, unnumbered clue lines, question in the intro",
       noun="slot", n=5,
       position_names=["9 o'clock", "10 o'clock", "11 o'clock", "12 o'clock", "1 o'clock"],
       cats={"client": ["Abbott", "Bell", "Carr", "Doyle", "Evans"],
             "piano": ["upright", "grand", "baby grand", "spinet", "player piano"],
             "street": ["Elm Street", "Mill Lane", "Church Road", "Park Avenue", "Quay Street"]},
       clues=[
           at("grand", "10 o'clock"),
           at("Carr", 5),
           left("Mill Lane", "grand"),
           between_in_order("Abbott", "Evans", "Doyle"),
           neither("spinet", "Church Road", "Park Avenue"),
           left("player piano", "Church Road"),
           middle("Quay Street"),
           differ("upright", "Elm Street"),
           somewhere_left("Bell", "Evans"),
           same("Church Road", "baby grand"),
           left("Park Avenue", "Quay Street"),
           differ("Bell", "upright"),
           differ("Doyle", "Quay Street"),
       ],
       herrings={11: "Wilf's tuning fork is older than he is, and he would not dream of using any other."},
       questions=[ask_at("client", 1), ask_value("piano", "Evans")])

# ------------------------------------------------------------ w400 weekdays
puzzle("w400-music-lessons-week",
       family="herrings", layout="title, intro story, categories listed in a sentence, numbered clues with 1) style, question at the end",
       noun="day", n=5,
       position_names=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
       cats={"pupil": ["Amy", "Ben", "Chloe", "Dan", "Eva"],
             "instrument": ["piano", "violin", "flute", "cello", "guitar"],
             "length": ["30 minutes", "40 minutes", "45 minutes", "50 minutes", "60 minutes"],
             "teacher": ["Hale", "Ito", "Kent", "Lund", "Moss"]},
       clues=[
           left("piano", "flute"),
           somewhere_right("Chloe", "Ben"),
           at("60 minutes", "Wednesday"),
           all_of(same("Dan", "cello"), diff("Dan", "Amy", "length", 15)),
           same("Moss", "30 minutes"),
           same("violin", "50 minutes"),
           any_of(at("Ben", "Thursday"), at("Eva", "Thursday")),
           not_at("guitar", "Monday", "Friday"),
           left("Hale", "Ito"),
           not_at("40 minutes", "Monday", "Tuesday"),
           somewhere_left("Kent", "Moss"),
           same("Hale", "flute"),
           less("Ben", "Eva", "length"),
           same("Ito", "guitar"),
       ],
       herrings={10: "The school's practice rooms smell faintly of rosin and floor polish."},
       questions=[ask_position("piano")])

# ------------------------------------------------------------ w401 platforms
puzzle("w401-morning-departures",
       family="prose", layout="title, story with clues woven into prose paragraphs, categories in parentheses, two questions at the end",
       noun="platform", n=4,
       cats={"destination": ["York", "Leeds", "Hull", "Derby"],
             "departure": ["8:05am", "8:20am", "8:35am", "8:50am"],
             "carriages": ["4 carriages", "6 carriages", "8 carriages", "10 carriages"],
             "driver": ["Maggie", "Olu", "Rhys", "Stan"]},
       clues=[
           same("York", "8:05am"),
           diff("Leeds", "York", "departure", 15),
           all_of(at("10 carriages", 2), same("Derby", "4 carriages")),
           same("Olu", "8:50am"),
           less("Hull", 4, "carriages"),
           next_to("Stan", "Olu"),
           not_at("Rhys", 1, 2),
           all_of(less("Hull", "Derby", "departure"), somewhere_left("Hull", "Derby")),
           less("Olu", "Maggie", "carriages"),
           differ("Maggie", "Leeds"),
           less("Leeds", "York", "carriages"),
       ],
       herrings={12: "The station café has been selling the same fruit scones since 1987."},
       questions=[ask_position("Leeds"), ask_value("driver", "8:35am")])

# ------------------------------------------------------------ w402 shelves (1 = top shelf)
puzzle("w402-grandmothers-pantry",
       family="herrings", layout="title, intro story, only years listed, unnumbered clue sentences in short paragraphs, question at the end",
       noun="shelf", n=5,
       cats={"preserve": ["quince", "plum", "strawberry", "apricot", "blackberry"],
             "year": ["2019", "2020", "2021", "2022", "2023"],
             "lid": ["gold", "red", "green", "blue", "white"]},
       clues=[
           all_of(at("strawberry", 3), left("plum", "strawberry")),
           at("2019", 1),
           diff("red", "blue", "year", 2),
           somewhere_right("blackberry", "apricot"),
           at("white", 5),
           same("green", "2023"),
           same("quince", "gold"),
           somewhere_right("2021", "2020"),
           left("red", "green"),
           less("apricot", "plum", "year"),
       ],
       herrings={8: "Granny swears the secret is a bay leaf in every pot."},
       questions=[ask_at("preserve", 5)])

# ------------------------------------------------------------ w403 market stalls (1 = church end)
puzzle("w403-saturday-market-row",
       family="herrings", layout="title, long intro story, categories listed in a bulleted block, numbered clues, question at the end",
       noun="stall", n=6,
       cats={"vendor": ["Agnes", "Bruno", "Cyril", "Dora", "Emeka", "Fleur"],
             "goods": ["cheese", "honey", "bread", "flowers", "olives", "pottery"],
             "awning": ["green", "orange", "purple", "yellow", "blue", "striped"],
             "village": ["Ashby", "Brill", "Cleeve", "Dunmore", "Elton", "Fenwick"]},
       clues=[
           right("cheese", "flowers"),
           all_of(same("Fleur", "flowers"), same("Fleur", "striped")),
           all_of(at("Dora", 1), at("Cyril", 6)),
           differ("Ashby", "honey"),
           between("orange", "blue", "purple"),
           same("Bruno", "Elton"),
           neither("pottery", "yellow", "green"),
           either("honey", "Emeka", "Agnes"),
           next_to("Fenwick", "Cleeve"),
           at("Dunmore", 6),
           same("olives", "green"),
           gap("Agnes", "Bruno", 2),
           somewhere_left("Brill", "Ashby"),
           somewhere_right("pottery", "cheese"),
           right("Fleur", "Bruno"),
           ends("yellow"),
           same("blue", "cheese"),
           differ("Agnes", "Cleeve"),
       ],
       herrings={10: "Old Mr Pettigrew's terrier makes the rounds of every stall before nine, hoping for scraps."},
       questions=[ask_value("village", "honey")])

# ------------------------------------------------------------ w404 corridor rooms (101 = nearest the lift)
puzzle("w404-first-floor-corridor",
       family="herrings", layout="no title, intro story, categories listed in a paragraph, clues numbered (1), no question (full grid)",
       noun="room", n=5,
       position_names=["101", "102", "103", "104", "105"],
       cats={"guest": ["Hannah", "Igor", "Jasmine", "Kurt", "Leila"],
             "job": ["journalist", "surgeon", "chef", "violinist", "engineer"],
             "city": ["Lisbon", "Oslo", "Cairo", "Dublin", "Seoul"],
             "breakfast": ["porridge", "kippers", "croissant", "fruit salad", "full English"],
             "wake": ["6am", "6:30am", "7am", "7:30am", "8am"]},
       clues=[
           same("chef", "porridge"),
           all_of(same("journalist", "Dublin"), right("Lisbon", "Dublin")),
           all_of(same("Leila", "surgeon"), somewhere_left("Kurt", "Leila")),
           at("Jasmine", "105"),
           all_of(gap("Hannah", "Jasmine", 2), between("Igor", "Hannah", "Jasmine")),
           same("violinist", "6:30am"),
           at("6am", "101"),
           same("kippers", "Seoul"),
           neither("croissant", "surgeon", "engineer"),
           diff("Cairo", "Oslo", "wake", 90),
           same("full English", "8am"),
           diff("engineer", "violinist", "wake", 30),
           either("Cairo", "Leila", "Hannah"),
           not_next("engineer", "journalist"),
       ],
       herrings={8: "The corridor carpet, a swirl of burgundy and gold, was laid only last week."})

# ============================================================ eleventh blind set, part a

# ------------------------------------------------------------ w406-bus-stop.txt
puzzle(
    "w406-bus-stop",
    family="lines",
    layout="intro naming categories in one sentence with parentheses; clues numbered 1) to N); two questions at the end",
    noun="position",
    n=5,
    cats={
        "Job": ["teacher", "chef", "nurse", "accountant", "pilot"],
        "Hobby": ["reading", "cycling", "gaming", "fishing", "dancing"],
        "Beverage": ["tea", "coffee", "lemonade", "milk", "juice"],
        "Pet": ["hamster", "dog", "cat", "parrot", "turtle"],
    },
    clues=[
        right("chef", "hamster"),
        same("milk", "parrot"),
        somewhere_left("nurse", "fishing"),
        middle("coffee"),
        ends("pilot"),
        same("gaming", "lemonade"),
        next_to("cat", "parrot"),
        same("teacher", "reading"),
        somewhere_right("dancing", "accountant"),
        gap("dog", "parrot", 2),
        neither("tea", "cycling", "fishing"),
        same("dancing", "turtle"),
        differ("cycling", "milk"),
        next_to("cycling", "teacher"),
        ends("teacher"),
        same("hamster", "tea"),
    ],
    questions=[ask_position("chef"), ask_at("Beverage", 3)],
)

# ------------------------------------------------------------ w407-four-doors.txt
puzzle(
    "w407-four-doors",
    family="prose",
    layout="one prose paragraph, questions in the intro, values never listed, one herring sentence",
    noun="house",
    n=4,
    cats={
        "Name": ["Ines", "Greta", "Jonas", "Hugo"],
        "Pet": ["goldfish", "tortoise", "hamster", "parrot"],
        "Sport": ["rowing", "tennis", "golf", "rugby"],
        "Door": ["teal", "grey", "red", "orange"],
        "Fruit": ["mango", "apple", "banana", "cherry"],
    },
    clues=[
        left("tortoise", "golf"),
        all_of(same("Hugo", "rugby"), at("Hugo", 4)),
        somewhere_left("teal", "red"),
        same("parrot", "cherry"),
        not_next("Ines", "Jonas"),
        same("banana", "red"),
        same("rowing", "goldfish"),
        not_at("orange", 1),
        between("hamster", "Greta", "Hugo"),
        next_to("mango", "tennis"),
        same("apple", "grey"),
        differ("golf", "grey"),
        differ("Jonas", "goldfish"),
    ],
    herrings={10: "Hugo has recently started learning the trumpet."},
    questions=[ask_value("Name", "hamster"), ask_value("Door", "Ines")],
)

# ------------------------------------------------------------ w409-apartment-floors.txt
# Floors are positions: floor 1 is the ground floor (position 1), floor 5 the top.
puzzle(
    "w409-apartment-floors",
    family="houses",
    layout="vertical building, floors 1 (bottom) to 5 (top); categories named in sentences; clues numbered (1); one question",
    noun="floor",
    n=5,
    cats={
        "Resident": ["Sato", "Reyes", "Olsen", "Quinn", "Patel"],
        "Instrument": ["cello", "flute", "drums", "piano", "violin"],
        "Plant": ["cactus", "orchid", "fern", "ivy", "bonsai"],
        "Job": ["barista", "surgeon", "postman", "lawyer", "programmer"],
        "Vehicle": ["scooter", "van", "bicycle", "sedan", "motorbike"],
    },
    clues=[
        right("drums", "flute"),
        same("surgeon", "orchid"),
        somewhere_left("van", "lawyer"),
        same("barista", "scooter"),
        left("fern", "ivy"),
        same("Quinn", "sedan"),
        same("violin", "bonsai"),
        same("postman", "bicycle"),
        left("Reyes", "Olsen"),
        between("piano", "drums", "violin"),
        somewhere_right("motorbike", "piano"),
        left("Sato", "Reyes"),
        at("Patel", 5),
        somewhere_right("violin", "drums"),
        same("programmer", "motorbike"),
        right("surgeon", "cello"),
        differ("Sato", "bicycle"),
    ],
    questions=[ask_position("drums")],
)

# ------------------------------------------------------------ w410-five-flatmates.txt
puzzle(
    "w410-five-flatmates",
    family="people",
    layout="no positions; 'Label: a, b, c' block of values; unnumbered clue lines; numeric age differences; full grid asked",
    noun=None,
    n=5,
    axis="Name",
    cats={
        "Name": ["Ava", "Ben", "Cleo", "Dev", "Elin"],
        "Age": ["21", "24", "27", "30", "33"],
        "Hometown": ["Leeds", "Bristol", "York", "Bath", "Derby"],
        "Dish": ["lasagne", "paella", "ramen", "goulash", "falafel"],
        "Colour": ["scarlet", "navy", "olive", "amber", "lilac"],
    },
    clues=[
        diff("York", "Cleo", "Age", 6),
        less("falafel", "Ben", "Age"),
        same("24", "olive"),
        neither("Dev", "Bath", "Bristol"),
        diff("scarlet", "ramen", "Age", 3),
        same("Leeds", "33"),
        same("paella", "21"),
        neither("amber", "Derby", "Bath"),
        same("goulash", "Leeds"),
        all_of(less("Elin", "Ava", "Age"), less("Ava", "Dev", "Age")),
        less("lilac", "Elin", "Age"),
        diff("Ava", "Bristol", "Age", 3),
        less("Dev", "Ben", "Age"),
        less("lasagne", "falafel", "Age"),
        differ("Ava", "amber"),
        differ("Elin", "ramen"),
    ],
)

# ------------------------------------------------------------ w412-grooming-week.txt
puzzle(
    "w412-grooming-week",
    family="lines",
    layout="weekday positions Monday to Saturday; categories in a bulleted list; numbered clues 1. to N.; two questions",
    noun="day",
    n=6,
    position_names=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    cats={
        "Dog": ["Pepper", "Mochi", "Biscuit", "Ziggy", "Nala", "Rolo"],
        "Breed": ["terrier", "greyhound", "spaniel", "dalmatian", "labrador", "schnauzer"],
        "Service": ["nail trim", "bath", "haircut", "flea treatment", "teeth cleaning", "ear cleaning"],
        "Owner": ["Kwame", "Lorna", "Harriet", "Marcus", "Ivan", "Jolene"],
    },
    clues=[
        right("Harriet", "greyhound"),
        same("dalmatian", "flea treatment"),
        somewhere_right("Ivan", "spaniel"),
        offset("spaniel", "terrier", 2),
        same("Mochi", "bath"),
        same("Kwame", "nail trim"),
        not_at("labrador", "Thursday"),
        somewhere_right("Nala", "Ziggy"),
        same("Jolene", "schnauzer"),
        left("teeth cleaning", "ear cleaning"),
        between("Marcus", "Lorna", "Ivan"),
        same("Biscuit", "haircut"),
        at("Rolo", "Saturday"),
        somewhere_left("Pepper", "Mochi"),
        differ("Kwame", "greyhound"),
        same("Harriet", "Biscuit"),
        somewhere_right("schnauzer", "dalmatian"),
        right("Ivan", "Marcus"),
    ],
    questions=[ask_position("Ziggy"), ask_value("Owner", "Nala")],
)

# ------------------------------------------------------------ w413-four-lanes.txt
puzzle(
    "w413-four-lanes",
    family="lines",
    layout="lanes 1-4; categories in parentheses in the intro; '*' bullet clues with if-then and either-or; question at end",
    noun="lane",
    n=4,
    cats={
        "Runner": ["Lars", "Kenji", "Mateo", "Nils"],
        "Country": ["Chile", "Norway", "Japan", "Spain"],
        "Shirt": ["maroon", "orange", "lime", "navy"],
        "Shoes": ["Hoka", "Asics", "Saucony", "Brooks"],
        "Snack": ["dates", "banana", "energy bar", "gel"],
        "Distance": ["10K", "marathon", "5K", "half marathon"],
    },
    clues=[
        any_of(not_(at("Kenji", 2)), same("Kenji", "marathon")),
        either("Brooks", "orange", "navy"),
        ends("Lars"),
        left("Norway", "lime"),
        same("Mateo", "energy bar"),
        not_at("5K", 2, 4),
        not_next("Nils", "Kenji"),
        same("Chile", "dates"),
        same("gel", "half marathon"),
        any_of(not_(same("maroon", "Hoka")), same("maroon", "10K")),
        either("Spain", "Nils", "Mateo"),
        same("lime", "Japan"),
        somewhere_left("Hoka", "Saucony"),
        neither("Asics", "maroon", "navy"),
        somewhere_right("half marathon", "10K"),
        same("Norway", "marathon"),
        any_of(not_(same("Kenji", "Saucony")), same("Mateo", "Brooks")),
        not_next("navy", "maroon"),
        same("Lars", "maroon"),
        differ("Japan", "Asics"),
    ],
    questions=[ask_value("Shoes", "Mateo")],
)

# ------------------------------------------------------------ w405-six-houses.txt
puzzle(
    "w405-six-houses",
    family="houses",
    layout="benchmark style: bullet list of characteristics with backticked values; numbered clues 1. to 38. with 3 herrings; two questions at the end",
    noun="house",
    n=6,
    cats={
        "Name": ["Alice", "Bob", "Carol", "David", "Eric", "Fiona"],
        "Drink": ["coffee", "tea", "milk", "water", "juice", "cocoa"],
        "Pet": ["cat", "dog", "bird", "fish", "horse", "rabbit"],
        "Hobby": ["painting", "gardening", "chess", "cooking", "hiking", "knitting"],
        "Color": ["red", "green", "blue", "yellow", "white", "purple"],
        "Car": ["Ford", "Honda", "BMW", "Tesla", "Kia", "Audi"],
        "Music": ["jazz", "rock", "pop", "classical", "country", "hip hop"],
    },
    clues=[
        differ("David", "hiking"),                      # 1
        somewhere_left("classical", "purple"),          # 2
        left("tea", "rabbit"),                          # 3
        same("fish", "chess"),                          # 4
        differ("red", "tea"),                           # 5
        same("BMW", "gardening"),                       # 6
        # 7 herring
        not_at("water", 1, 3, 5),                       # 8
        somewhere_left("Alice", "cocoa"),               # 9
        not_at("jazz", 3),                              # 10
        between("cocoa", "hip hop", "Tesla"),           # 11
        next_to("Eric", "white"),                       # 12
        gap("tea", "white", 2),                         # 13
        same("cooking", "blue"),                        # 14
        same("hiking", "rock"),                         # 15
        either("rock", "Eric", "David"),                # 16
        not_next("milk", "cat"),                        # 17
        not_at("Ford", 5),                              # 18
        # 19 herring
        same("Kia", "knitting"),                        # 20
        gap("Honda", "green", 2),                       # 21
        somewhere_left("dog", "knitting"),              # 22
        somewhere_left("fish", "Alice"),                # 23
        same("country", "Bob"),                         # 24
        all_of(somewhere_left("red", "Fiona"), not_next("red", "Fiona")),  # 25
        gap("purple", "cooking", 2),                    # 26
        either("gardening", "purple", "green"),         # 27
        differ("Ford", "Eric"),                         # 28
        differ("rabbit", "hiking"),                     # 29
        same("Audi", "Fiona"),                          # 30
        ends("BMW"),                                    # 31
        differ("David", "cat"),                         # 32
        # 33 herring
        neither("yellow", "Honda", "Audi"),             # 34
        same("pop", "water"),                           # 35
        same("horse", "yellow"),                        # 36
        between_in_order("red", "Carol", "juice"),      # 37
        any_of(not_(same("Alice", "tea")), same("Alice", "cat")),  # 38
    ],
    herrings={
        7: "Alice has lived on this street longer than anyone else.",
        19: "The knitter once won a prize at the county fair.",
        33: "Carol only learned to drive last year.",
    },
    questions=[ask_value("Name", "rabbit"), ask_at("Hobby", 4)],
)

# ------------------------------------------------------------ w408-banquet-table.txt
puzzle(
    "w408-banquet-table",
    family="herrings",
    layout="markdown table of categories; 45 '- ' bullet clues with 4 herrings; three numbered questions at the end",
    noun="chair",
    n=7,
    cats={
        "Name": ["Amir", "Bella", "Chen", "Dana", "Elias", "Farah", "Gus"],
        "Nationality": ["Brazilian", "Canadian", "Dutch", "Egyptian", "French", "Indian", "Japanese"],
        "Job": ["architect", "baker", "dentist", "engineer", "florist", "lawyer", "mechanic"],
        "Drink": ["coffee", "juice", "milk", "smoothie", "soda", "tea", "water"],
        "Sport": ["boxing", "cycling", "golf", "skiing", "soccer", "swimming", "tennis"],
        "Pet": ["cat", "dog", "goldfish", "hamster", "lizard", "parrot", "rabbit"],
        "Film genre": ["comedy", "documentary", "drama", "horror", "musical", "sci-fi", "western"],
        "Food": ["burgers", "curry", "pasta", "pizza", "salad", "sushi", "tacos"],
    },
    clues=[
        differ("cat", "Japanese"),  # 1
        same("skiing", "hamster"),  # 2
        either("Japanese", "sci-fi", "drama"),  # 3
        same("Egyptian", "cycling"),  # 4
        same("burgers", "drama"),  # 5
        between_in_order("smoothie", "curry", "cycling"),  # 6
        next_to("smoothie", "sushi"),  # 7
        same("western", "golf"),  # 9
        gap("Chen", "water", 2),  # 10
        same("milk", "pasta"),  # 11
        same("boxing", "mechanic"),  # 12
        left("burgers", "French"),  # 13
        neither("dentist", "hamster", "dog"),  # 14
        next_to("cycling", "Japanese"),  # 15
        differ("boxing", "Dutch"),  # 16
        either("mechanic", "comedy", "drama"),  # 17
        left("water", "drama"),  # 18
        next_to("lawyer", "horror"),  # 20
        at("lizard", 3),  # 21
        somewhere_left("horror", "burgers"),  # 22
        neither("comedy", "dog", "rabbit"),  # 23
        at("musical", 7),  # 24
        next_to("Elias", "sci-fi"),  # 25
        not_at("parrot", 5),  # 26
        same("Amir", "Canadian"),  # 27
        next_to("Amir", "tacos"),  # 28
        next_to("tacos", "golf"),  # 29
        either("coffee", "salad", "sushi"),  # 31
        left("tacos", "tennis"),  # 32
        same("pizza", "architect"),  # 33
        same("rabbit", "engineer"),  # 34
        same("Farah", "Egyptian"),  # 35
        either("cat", "Gus", "Bella"),  # 36
        either("hamster", "documentary", "drama"),  # 37
        same("soccer", "engineer"),  # 38
        same("golf", "Dana"),  # 39
        next_to("pizza", "Brazilian"),  # 40
        same("golf", "florist"),  # 41
        differ("golf", "soda"),  # 43
        between("dog", "architect", "Gus"),  # 44
        same("Egyptian", "juice"),  # 45
    ],
    herrings={
        8: "Bella and Chen went to the same high school.",
        19: "The dentist is the tallest of the seven.",
        30: "Gus is wearing a blue jacket today.",
        42: "Two of the seven guests are left-handed.",
    },
    questions=[ask_value("Name", "goldfish"), ask_value("Drink", "baker"), ask_position("Gus")],
)

# ------------------------------------------------------------ w411-loon-lake-cabins.txt
puzzle(
    "w411-loon-lake-cabins",
    family="herrings",
    layout="title; 'Category: a | b | c' value lines; 64 numbered clues with west/east wording and 5 herrings; JSON answer block for the full grid",
    noun="cabin",
    n=8,
    cats={
        "Guest": ["Abby", "Boris", "Cora", "Dmitri", "Edith", "Felix", "Gwen", "Hank"],
        "Home state": ["Idaho", "Iowa", "Maine", "Nevada", "Ohio", "Oregon", "Texas", "Utah"],
        "Boat": ["canoe", "dinghy", "jet ski", "kayak", "paddleboard", "pontoon", "rowboat", "sailboat"],
        "Snack": ["almonds", "chips", "cookies", "granola", "grapes", "jerky", "popcorn", "pretzels"],
        "Book genre": ["biography", "fantasy", "history", "mystery", "poetry", "romance", "thriller", "western"],
        "Drink": ["cocoa", "coffee", "cola", "ginger ale", "iced tea", "lemonade", "root beer", "seltzer"],
        "Hat": ["baseball cap", "beanie", "beret", "bucket hat", "cowboy hat", "fedora", "sun hat", "visor"],
        "Dog": ["beagle", "boxer", "collie", "corgi", "dachshund", "husky", "poodle", "pug"],
        "Lantern": ["black", "blue", "green", "orange", "pink", "red", "white", "yellow"],
    },
    clues=[
        same("Dmitri", "chips"),  # 1
        between("poodle", "lemonade", "chips"),  # 2
        same("coffee", "history"),  # 3
        same("biography", "Ohio"),  # 4
        right("Dmitri", "Ohio"),  # 5
        same("red", "cowboy hat"),  # 6
        same("Boris", "baseball cap"),  # 7
        same("Boris", "boxer"),  # 8
        somewhere_left("Hank", "poodle"),  # 10
        next_to("bucket hat", "ginger ale"),  # 11
        somewhere_left("Abby", "cookies"),  # 12
        right("grapes", "root beer"),  # 13
        either("paddleboard", "Edith", "Dmitri"),  # 14
        same("jet ski", "Idaho"),  # 15
        same("black", "Nevada"),  # 16
        same("almonds", "coffee"),  # 17
        differ("visor", "sailboat"),  # 18
        same("Texas", "cowboy hat"),  # 19
        next_to("sun hat", "sailboat"),  # 20
        at("Abby", 3),  # 21
        between("root beer", "Nevada", "green"),  # 23
        at("sailboat", 4),  # 24
        somewhere_left("iced tea", "Dmitri"),  # 25
        not_at("Maine", 2, 4, 6, 8),  # 26
        somewhere_left("lemonade", "visor"),  # 27
        neither("seltzer", "Boris", "Edith"),  # 28
        same("baseball cap", "cola"),  # 29
        next_to("dinghy", "Nevada"),  # 30
        either("blue", "baseball cap", "fedora"),  # 31
        right("mystery", "cowboy hat"),  # 32
        differ("Utah", "pug"),  # 33
        left("jerky", "lemonade"),  # 34
        between("grapes", "Cora", "fantasy"),  # 35
        somewhere_left("popcorn", "history"),  # 36
        between_in_order("seltzer", "Oregon", "rowboat"),  # 38
        ends("corgi"),  # 39
        neither("beret", "Oregon", "Nevada"),  # 40
        between_in_order("baseball cap", "Abby", "Idaho"),  # 41
        next_to("Iowa", "Felix"),  # 42
        left("Hank", "yellow"),  # 43
        left("thriller", "white"),  # 44
        somewhere_left("coffee", "beanie"),  # 45
        differ("red", "pug"),  # 46
        differ("ginger ale", "visor"),  # 47
        gap("Utah", "baseball cap", 2),  # 48
        at("cocoa", 7),  # 49
        same("Ohio", "collie"),  # 50
        same("beagle", "sun hat"),  # 52
        not_at("history", 3),  # 53
        gap("cookies", "blue", 2),  # 54
        somewhere_left("pink", "biography"),  # 55
        differ("kayak", "red"),  # 56
        next_to("romance", "fedora"),  # 57
        between_in_order("pretzels", "husky", "baseball cap"),  # 58
        any_of(not_(same("Hank", "cowboy hat")), same("Hank", "Texas")),  # 59
        same("mystery", "canoe"),  # 60
        next_to("collie", "baseball cap"),  # 61
        same("dachshund", "orange"),  # 63
        either("poetry", "Cora", "Abby"),  # 64
    ],
    herrings={
        9: "Felix has rented a cabin here every summer since he was a boy.",
        22: "The loons on the lake are loudest just before sunrise.",
        37: "Gwen and Cora are planning a hike together on Thursday.",
        51: "Nobody caught any fish on the first day.",
        62: "The guest who reads poetry also writes a little in the evenings.",
    },
)

# ------------------------------------------------------------ w414-eight-in-line.txt
puzzle(
    "w414-eight-in-line",
    family="herrings",
    layout="LLM-benchmark style: attribute list '- Job: a, b, ...'; 71 '- ' premises with 6 herrings; one question with ***N*** answer format",
    noun="position",
    n=8,
    cats={
        "Job": ["accountant", "architect", "bartender", "chef", "dentist", "electrician", "firefighter", "journalist"],
        "Hobby": ["baking", "camping", "chess", "drawing", "fishing", "gardening", "photography", "woodworking"],
        "Beverage": ["coffee", "cola", "hot-chocolate", "iced-tea", "lemonade", "milk", "sprite", "tea"],
        "Food": ["apricot", "broccoli", "cabbage", "cherry", "garlic", "kiwi", "pear", "spinach"],
        "Movie-Genre": ["action", "animation", "comedy", "disaster", "fantasy", "horror", "romance", "thriller"],
        "Music-Genre": ["blues", "country", "disco", "funk", "gospel", "jazz", "punk", "reggae"],
        "Nationality": ["American", "Argentine", "Brazilian", "Chinese", "Egyptian", "German", "Mexican", "Thai"],
        "Pet": ["bird", "cat", "chinchilla", "ferret", "frog", "goat", "guinea-pig", "pony"],
        "Sport": ["badminton", "basketball", "cricket", "golf", "rugby", "surfing", "tennis", "volleyball"],
        "Transport": ["airplane", "bike", "boat", "bus", "car", "scooter", "ship", "train"],
    },
    clues=[
        next_to("punk", "American"),  # 1
        gap("firefighter", "volleyball", 2),  # 2
        left("kiwi", "train"),  # 3
        somewhere_left("Egyptian", "volleyball"),  # 4
        same("Mexican", "baking"),  # 5
        somewhere_left("tennis", "disaster"),  # 7
        differ("blues", "golf"),  # 8
        same("chess", "lemonade"),  # 9
        somewhere_left("punk", "Chinese"),  # 10
        somewhere_left("gospel", "ship"),  # 11
        between_in_order("bike", "jazz", "apricot"),  # 12
        right("chinchilla", "volleyball"),  # 13
        either("fishing", "animation", "fantasy"),  # 14
        same("train", "romance"),  # 15
        gap("pony", "accountant", 2),  # 17
        same("badminton", "architect"),  # 18
        neither("camping", "basketball", "rugby"),  # 19
        same("milk", "cabbage"),  # 20
        between("Mexican", "iced-tea", "funk"),  # 21
        not_at("pony", 1, 3, 5, 7),  # 22
        next_to("chef", "chess"),  # 23
        next_to("photography", "goat"),  # 24
        same("Chinese", "guinea-pig"),  # 25
        next_to("architect", "spinach"),  # 26
        either("pony", "woodworking", "drawing"),  # 27
        gap("journalist", "photography", 2),  # 29
        neither("American", "milk", "sprite"),  # 30
        same("golf", "boat"),  # 31
        left("bartender", "Argentine"),  # 32
        left("milk", "American"),  # 33
        at("surfing", 2),  # 34
        either("ship", "baking", "drawing"),  # 35
        gap("cherry", "milk", 2),  # 36
        same("pony", "garlic"),  # 37
        gap("Egyptian", "architect", 2),  # 38
        left("gardening", "disco"),  # 40
        between("action", "German", "guinea-pig"),  # 41
        same("sprite", "camping"),  # 42
        differ("disaster", "basketball"),  # 43
        same("cola", "boat"),  # 44
        same("cricket", "lemonade"),  # 45
        at("romance", 2),  # 46
        at("broccoli", 8),  # 47
        at("bird", 6),  # 48
        same("bike", "camping"),  # 49
        same("electrician", "drawing"),  # 51
        same("scooter", "Thai"),  # 52
        neither("architect", "fantasy", "comedy"),  # 53
        not_at("golf", 2, 4, 6, 8),  # 54
        either("airplane", "ferret", "chinchilla"),  # 55
        somewhere_left("car", "Brazilian"),  # 56
        same("camping", "thriller"),  # 57
        not_at("ferret", 3),  # 58
        at("frog", 1),  # 59
        neither("horror", "disco", "gospel"),  # 60
        somewhere_left("blues", "rugby"),  # 61
        same("iced-tea", "chinchilla"),  # 63
        somewhere_left("reggae", "American"),  # 64
        either("Brazilian", "gardening", "camping"),  # 65
        differ("coffee", "rugby"),  # 66
        next_to("funk", "tea"),  # 67
        between_in_order("gospel", "spinach", "hot-chocolate"),  # 68
        somewhere_left("sprite", "basketball"),  # 69
        at("guinea-pig", 7),  # 70
        same("photography", "animation"),  # 71
    ],
    herrings={
        6: 'The dentist enjoys the weekends.',
        16: 'The person who eats kiwi has a sister who lives abroad.',
        28: 'The person who travels by ship is afraid of heights.',
        39: 'The chef is known for telling long stories.',
        50: 'The person who listens to jazz learned to swim as a child.',
        62: 'The person who has a goat wakes up early every day.',
    },
    questions=[ask_position("fishing")],
)

# ============================================================ eleventh blind set, part b

# ------------------------------------------------------------ w415-linden-row.txt
puzzle("w415-linden-row",
    family="herrings", layout="magazine intro, categories in prose sentences, numbered clues, one question",
    noun="house", n=4,
    cats={
        "nationality": ["Irish", "Japanese", "Brazilian", "Canadian"],
        "pet": ["rabbit", "parrot", "goldfish", "dog"],
        "drink": ["tea", "milk", "orange juice", "water"],
        "colour": ["red", "blue", "yellow", "white"],
    },
    clues=[
        at("Canadian", 1),                      # 1
        right("Irish", "white"),                # 2
        left("red", "rabbit"),                  # 3
        same("blue", "parrot"),                 # 5
        same("Brazilian", "orange juice"),      # 6
        same("goldfish", "tea"),                # 7
        ends("water"),                          # 8
        same("Japanese", "yellow"),             # 9
        somewhere_left("milk", "parrot"),       # 11
        not_at("dog", 2, 3),                    # 12
    ],
    herrings={
        4: "Parrots can outlive their owners, or so the pet shop claims.",
        10: "The Irishman and the Brazilian play cards together every Thursday.",
        13: "Everyone on the street agrees that the red house needs a fresh coat of paint.",
    },
    questions=[ask_value("nationality", "goldfish")],
)

# ------------------------------------------------------------ w416-beach-huts.txt
puzzle("w416-beach-huts",
    family="herrings", layout="teacher worksheet, Name: list block, bulleted clues, two questions",
    noun="hut", n=3,
    cats={
        "child": ["Mia", "Tom", "Zara"],
        "ice cream": ["vanilla", "chocolate", "strawberry"],
        "activity": ["surfing", "building sandcastles", "snorkelling"],
    },
    clues=[
        at("Tom", 3),                                   # 1
        at("chocolate", 1),                             # 2
        same("strawberry", "building sandcastles"),     # 4
        differ("Tom", "strawberry"),                    # 5
        same("Zara", "snorkelling"),                    # 7
    ],
    herrings={
        3: "Everyone agreed that the sea was far too cold for March.",
        6: "Zara has a stripy towel hanging over her door.",
    },
    questions=[ask_value("activity", "Tom"), ask_value("ice cream", "Mia")],
)

# ------------------------------------------------------------ w417-five-houses-bench.txt
puzzle("w417-five-houses-bench",
    family="herrings", layout="LLM benchmark style: house description, bulleted categories with values, numbered clues, question at end",
    noun="house", n=5,
    cats={
        "name": ["Arnold", "Bernard", "Carol", "Dana", "Eric"],
        "sport": ["tennis", "basketball", "swimming", "cycling", "golf"],
        "car": ["Toyota", "Volvo", "BMW", "Tesla", "Honda"],
        "occupation": ["teacher", "nurse", "lawyer", "chef", "engineer"],
        "fruit": ["apple", "banana", "mango", "cherry", "grape"],
    },
    clues=[
        at("lawyer", 1),                        # 1
        same("basketball", "BMW"),              # 2
        left("chef", "engineer"),               # 3
        same("Dana", "cycling"),                # 4
        same("mango", "Tesla"),                 # 6
        left("swimming", "Arnold"),             # 7
        same("teacher", "apple"),               # 8
        same("Bernard", "nurse"),               # 9
        same("golf", "Volvo"),                  # 10
        somewhere_left("cherry", "banana"),     # 12
        next_to("Toyota", "Tesla"),             # 13
        at("grape", 5),                         # 14
        left("Eric", "Tesla"),                  # 15
        same("engineer", "tennis"),             # 16
        next_to("Honda", "BMW"),                # 18
        somewhere_right("Honda", "Toyota"),     # 19
        differ("Eric", "golf"),                 # 20
    ],
    herrings={
        5: "Tennis was originally played by hitting the ball with the palm of the hand.",
        11: "Arnold and Eric went to the same university.",
        17: "The nurse is allergic to cats.",
        21: "Everyone on the street agrees that Carol throws the best barbecues.",
    },
    questions=[ask_value("name", "Honda")],
)

# ------------------------------------------------------------ w418-lakeside-tents.txt
puzzle("w418-lakeside-tents",
    family="prose", layout="one prose paragraph, categories not listed, question in the intro",
    noun="tent", n=4,
    cats={
        "camper": ["Hugo", "Priya", "Leon", "Fern"],
        "snack": ["marshmallows", "trail mix", "beef jerky", "apples"],
        "tent": ["red", "orange", "blue", "green"],
    },
    clues=[
        at("Leon", 4),                                                   # S3
        same("red", "trail mix"),                                        # S5
        all_of(same("Hugo", "orange"), somewhere_left("green", "orange")),  # S6
        differ("Priya", "beef jerky"),                                   # S7
        left("beef jerky", "blue"),                                      # S9
        all_of(differ("marshmallows", "green"), differ("apples", "blue")),  # S10
        between("Fern", "Hugo", "Leon"),                                 # S11
    ],
    herrings={
        4: "It rained on the first night, of course.",
        8: "Fern snores louder than anyone else on the campsite.",
        12: "Nobody remembered to pack a tin opener.",
    },
    questions=[ask_value("camper", "marshmallows")],
)

# ------------------------------------------------------------ w419-hillside-cabins.txt
puzzle("w419-hillside-cabins",
    family="herrings", layout="forum post, Names:/Jobs: block, one clue per unnumbered line, cabins numbered up a hill (above = higher number)",
    noun="cabin", n=5,
    cats={
        "name": ["Otto", "Rita", "Sam", "Uma", "Vic"],
        "job": ["baker", "pilot", "dentist", "plumber", "librarian"],
        "instrument": ["guitar", "violin", "drums", "flute", "trumpet"],
        "hobby": ["knitting", "fishing", "gardening", "chess", "hiking"],
    },
    clues=[
        at("fishing", 1),                     # S10
        right("dentist", "pilot"),            # S11
        same("Sam", "baker"),                 # S12
        same("violin", "gardening"),          # S14
        somewhere_left("drums", "flute"),     # S15
        same("Otto", "librarian"),            # S16
        at("Vic", 3),                         # S17
        same("Rita", "guitar"),               # S19
        left("knitting", "gardening"),        # S20
        next_to("chess", "fishing"),          # S21
        same("Uma", "drums"),                 # S22
        right("flute", "fishing"),            # S23
        somewhere_left("Otto", "Sam"),        # S24
    ],
    herrings={
        13: "The view from the top cabin is supposed to be the best in the county.",
        18: "Uma and Rita have been friends since primary school.",
        25: "Otto is the tallest of the five, by a head.",
    },
    questions=[],
)

# ------------------------------------------------------------ w420-market-stalls.txt
puzzle("w420-market-stalls",
    family="herrings", layout="newspaper column, categories in parentheses, dash bullets, 'corner stall' defined, two questions",
    noun="stall", n=4,
    cats={
        "stallholder": ["Agnes", "Bruno", "Cleo", "Dmitri"],
        "goods": ["cheese", "bread", "flowers", "honey"],
        "awning": ["purple", "orange", "grey", "white"],
        "transport": ["van", "bicycle", "bus", "on foot"],
    },
    clues=[
        at("bus", 4),                           # 1
        same("flowers", "bicycle"),             # 2
        same("Dmitri", "grey"),                 # 4
        left("cheese", "honey"),                # 5
        at("purple", 1),                        # 6
        same("Agnes", "on foot"),               # 7
        same("Bruno", "bus"),                   # 9
        next_to("bread", "honey"),              # 10
        somewhere_right("orange", "white"),     # 11
        next_to("van", "flowers"),              # 12
    ],
    herrings={
        3: "The market has been held every Saturday since 1887.",
        8: "Dmitri and Agnes argue about the weather every single week.",
        13: "Cleo's old spaniel sleeps under her table all morning.",
    },
    questions=[ask_value("stallholder", "honey"), ask_value("transport", "bread")],
)

# ------------------------------------------------------------ w421-school-fair.txt
puzzle("w421-school-fair",
    family="herrings", layout="children's puzzle, categories in a sentence, named positions left/middle/right, numbered clues, three questions",
    noun="booth", n=3,
    position_names=["left", "middle", "right"],
    cats={
        "child": ["Ruby", "Finn", "Ollie"],
        "booth": ["face painting", "lemonade", "cake sale"],
        "costume": ["pirate", "astronaut", "dinosaur"],
    },
    clues=[
        differ("pirate", "cake sale"),                  # 1
        next_to("dinosaur", "lemonade"),                # 3
        at("Ollie", "right"),                           # 4
        same("Ruby", "astronaut"),                      # 5
        differ("Finn", "lemonade"),                     # 6
        somewhere_right("face painting", "lemonade"),   # 7
        somewhere_left("astronaut", "dinosaur"),        # 9
    ],
    herrings={
        2: "The fair raised over two hundred pounds for the school library.",
        8: "Ollie's mum made his costume out of an old curtain.",
    },
    questions=[ask_value("child", "pirate"), ask_value("booth", "Finn"), ask_position("astronaut")],
)

# ------------------------------------------------------------ w422-five-nations.txt
puzzle("w422-five-nations",
    family="houses", layout="classic Einstein riddle, categories listed one sentence each, numbered clues, no question (full grid)",
    noun="house", n=5,
    cats={
        "colour": ["purple", "orange", "grey", "pink", "brown"],
        "nationality": ["Swede", "Italian", "Mexican", "Egyptian", "Australian"],
        "drink": ["lemonade", "cocoa", "beer", "wine", "juice"],
        "pet": ["horse", "hamster", "turtle", "snake", "canary"],
        "hobby": ["photography", "pottery", "astronomy", "crosswords", "yoga"],
    },
    clues=[
        same("Australian", "horse"),        # 1
        at("Egyptian", 1),                  # 2
        right("purple", "grey"),            # 3
        at("cocoa", 3),                     # 4
        same("Italian", "juice"),           # 6
        same("astronomy", "snake"),         # 7
        same("beer", "photography"),        # 8
        same("pink", "yoga"),               # 9
        next_to("canary", "turtle"),        # 10
        left("turtle", "hamster"),          # 12
        same("Mexican", "lemonade"),        # 13
        same("orange", "pottery"),          # 14
        right("crosswords", "yoga"),        # 15
        same("Swede", "yoga"),              # 16
        next_to("pottery", "juice"),        # 18
    ],
    herrings={
        5: "Horses can sleep standing up.",
        11: "The Egyptian is very proud of his vegetable garden.",
        17: "The Italian and the Swede support the same football club.",
    },
    questions=[],
)

# ------------------------------------------------------------ w423-church-lane.txt
puzzle("w423-church-lane",
    family="herrings", layout="village newsletter, bulleted category lists, numbered clues with five herrings, question at end",
    noun="cottage", n=4,
    cats={
        "resident": ["Arthur", "Beatrice", "Cyril", "Dorothy"],
        "job": ["vicar", "vet", "solicitor", "publican"],
        "car": ["Land Rover", "Mini", "Jaguar", "Morris Minor"],
        "pastime": ["bell-ringing", "birdwatching", "jam-making", "beekeeping"],
    },
    clues=[
        at("vicar", 1),                             # 1
        same("Jaguar", "vet"),                      # 3
        same("Cyril", "jam-making"),                # 4
        at("Morris Minor", 4),                      # 5
        next_to("solicitor", "vet"),                # 7
        same("Dorothy", "bell-ringing"),            # 8
        same("Beatrice", "publican"),               # 10
        same("bell-ringing", "Land Rover"),         # 11
        next_to("Mini", "Morris Minor"),            # 13
        next_to("birdwatching", "vicar"),           # 14
    ],
    herrings={
        2: "The lane floods every February without fail.",
        6: "Cyril and Beatrice haven't spoken since the flower show.",
        9: "Dorothy's scones are the best in the parish.",
        12: "The vet is terrified of geese.",
        15: "Whoever borrowed the parish noticeboard is asked to put it back.",
    },
    questions=[ask_value("resident", "beekeeping")],
)

# ------------------------------------------------------------ w424-canal-boats.txt
puzzle("w424-canal-boats",
    family="herrings", layout="puzzle-app style, categories in one semicolon sentence, '1)' numbered clues, two questions incl. position",
    noun="boat", n=5,
    cats={
        "owner": ["Jasper", "Kit", "Lorna", "Marnie", "Nico"],
        "instrument": ["cello", "harp", "saxophone", "accordion", "banjo"],
        "colour": ["teal", "black", "maroon", "cream", "yellow"],
        "dog": ["poodle", "spaniel", "terrier", "greyhound", "dachshund"],
    },
    clues=[
        at("banjo", 1),                         # 1
        same("dachshund", "yellow"),            # 2
        same("Kit", "cello"),                   # 4
        at("terrier", 5),                       # 5
        same("maroon", "poodle"),               # 6
        same("Marnie", "greyhound"),            # 7
        next_to("accordion", "Lorna"),          # 8
        somewhere_left("black", "cream"),       # 10
        same("Jasper", "saxophone"),            # 11
        next_to("spaniel", "dachshund"),        # 12
        same("teal", "terrier"),                # 13
        same("Lorna", "banjo"),                 # 14
        same("spaniel", "black"),               # 16
        next_to("poodle", "greyhound"),         # 17
        next_to("dachshund", "cello"),          # 18
    ],
    herrings={
        3: "Narrowboats are rarely more than seven feet wide.",
        9: "Lorna once took her boat all the way to Birmingham.",
        15: "Kit and Jasper share a fishing licence.",
    },
    questions=[ask_position("accordion"), ask_value("colour", "Kit")],
)

# ============================================================ eleventh blind set, part d

FLOORS = ["ground floor", "first floor", "second floor", "third floor", "fourth floor"]

# w435-alder-house.txt
puzzle(
    "w435-alder-house", family="herrings", layout="title, intro paragraph listing categories, one clue per line, question",
    noun="floor", n=5, position_names=FLOORS,
    cats={
        "name": ["Walter", "Priya", "Lena", "Mr Brandt", "Mrs Okafor"],
        "job": ["dentist", "baker", "vet", "teacher", "pilot"],
        "pet": ["fish", "parrot", "cat", "tortoise", "dog"],
    },
    clues=[
        all_of(offset("Lena", "dentist", 1), offset("Lena", "cat", 1)),
        at("parrot", 5),
        all_of(same("Walter", "baker"), at("Walter", 1), same("Walter", "dog")),
        offset("Mr Brandt", "Priya", 2),
        offset("pilot", "vet", 1),
        neither("tortoise", "teacher", "Walter"),
        all_of(differ("Mrs Okafor", "vet"), somewhere_right("Mrs Okafor", "Lena")),
        same("teacher", "fish"),
    ],
    herrings={11: "The lift has been out of order since March."},
    questions=[ask_position("vet"), ask_value("name", "tortoise")],
)

# w436-anniversary-dinner.txt
puzzle(
    "w436-anniversary-dinner", family="prose", layout="title, story intro, clues in prose paragraphs with pronouns, categories not listed, question at end",
    noun="seat", n=6,
    cats={
        "name": ["Grandma Rose", "Uncle Ivo", "Clara", "Benedict", "Nadia", "Teo"],
        "dish": ["duck", "risotto", "salmon", "pie", "curry", "lamb"],
        "drink": ["red wine", "water", "sherry", "lemonade", "cider", "tea"],
    },
    clues=[
        at("Uncle Ivo", 1),
        all_of(next_to("Grandma Rose", "water"), next_to("Grandma Rose", "lemonade"),
               somewhere_left("water", "Grandma Rose")),
        neither("Grandma Rose", "duck", "curry"),
        all_of(same("Teo", "pie"), somewhere_right("Teo", "Grandma Rose")),
        all_of(same("Benedict", "tea"), same("Benedict", "lamb")),
        all_of(somewhere_right("Benedict", "Teo"), next_to("Benedict", "cider")),
        either("Nadia", "risotto", "curry"),
        offset("Clara", "Nadia", 3),
        all_of(same("salmon", "sherry"), same("curry", "cider"), same("duck", "red wine")),
    ],
    questions=[ask_at("name", 3), ask_value("drink", "Clara")],
)

# w437-fun-run.txt
puzzle(
    "w437-fun-run", family="herrings", layout="short intro, numbered clues, categories not listed, two questions at end",
    noun="place", n=5,
    cats={
        "name": ["Hattie", "Gus", "Mirela", "Sol", "Dev"],
        "vest": ["yellow", "blue", "red", "white", "green"],
        "town": ["Ashby", "Bramley", "Coxley", "Dunmore", "Elsworth"],
    },
    clues=[
        all_of(somewhere_left("Hattie", "Dev"), somewhere_left("Hattie", "Gus"),
               somewhere_left("Dunmore", "Hattie")),
        at("green", 5),
        offset("Sol", "yellow", 1),
        offset("Ashby", "blue", 2),
        neither("Gus", "Elsworth", "Bramley"),
        same("Mirela", "Bramley"),
        either("white", "Dev", "Coxley"),
        same("red", "Elsworth"),
    ],
    herrings={6: "It drizzled for the whole race, but nobody seemed to mind."},
    questions=[ask_at("name", 3), ask_at("vest", 1)],
)

# w438-squad-training.txt
puzzle(
    "w438-squad-training", family="lines", layout="title, intro, table-like category block, bulleted clues, no question",
    noun="lane", n=6,
    cats={
        "swimmer": ["Anouk", "Bea", "Cyril", "Dmitri", "Efe", "Farah"],
        "stroke": ["backstroke", "breaststroke", "butterfly", "front crawl", "medley", "sidestroke"],
        "cap": ["black", "orange", "pink", "purple", "silver", "teal"],
    },
    clues=[
        at("backstroke", 1),
        all_of(same("Bea", "butterfly"), next_to("Bea", "backstroke")),
        all_of(same("Dmitri", "orange"), next_to("Dmitri", "Bea"), next_to("Dmitri", "Farah")),
        all_of(at("Cyril", 6), same("Cyril", "purple")),
        neither("Anouk", "medley", "front crawl"),
        same("front crawl", "black"),
        gap("breaststroke", "orange", 3),
        somewhere_right("Anouk", "Efe"),
        gap("silver", "pink", 4),
        differ("Efe", "pink"),
    ],
)

WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

# w439-junos-week.txt
puzzle(
    "w439-junos-week", family="prose", layout="magazine column, one prose paragraph of clues, categories not listed, question at end",
    noun="day", n=5, position_names=WEEK,
    cats={
        "activity": ["football", "art", "piano", "chess club", "swimming"],
        "collector": ["Gran", "Mr Ruiz", "Mum", "Dad", "Auntie Mel"],
        "snack": ["banana", "yoghurt", "crackers", "flapjack", "apple"],
    },
    clues=[
        all_of(same("Gran", "football"), at("Gran", "Monday")),
        offset("piano", "art", 1),
        offset("chess club", "Mum", 1),
        somewhere_right("swimming", "chess club"),
        same("banana", "football"),
        all_of(same("Dad", "chess club"), same("Dad", "flapjack")),
        offset("crackers", "yoghurt", 1),
        same("apple", "Auntie Mel"),
        somewhere_left("Mr Ruiz", "Mum"),
    ],
    herrings={7: "Juno says the swimming teacher is the funniest grown-up she knows."},
    questions=[ask_position("piano")],
)

# w440-salon-book.txt
puzzle(
    "w440-salon-book", family="herrings", layout="title, story intro with categories in parentheses and the question, unnumbered clue lines",
    noun="appointment", n=5, position_names=["9am", "10am", "11am", "noon", "1pm"],
    cats={
        "client": ["Kit", "Mr Szabo", "Raj", "Mrs Dunne", "Ophelia"],
        "service": ["colour", "beard trim", "trim", "perm", "blow-dry"],
        "stylist": ["Suki", "Ben", "Marco", "Jo", "Fran"],
    },
    clues=[
        all_of(same("Suki", "colour"), at("colour", "9am")),
        all_of(same("Mr Szabo", "beard trim"), offset("Mr Szabo", "Suki", 1)),
        same("Ben", "beard trim"),
        all_of(same("Jo", "perm"), somewhere_right("Jo", "Marco")),
        offset("Mrs Dunne", "Raj", 1),
        somewhere_right("Ophelia", "Mrs Dunne"),
        neither("blow-dry", "Kit", "Raj"),
        at("Fran", "1pm"),
    ],
    herrings={9: "The coffee machine is broken again, so Tina is in a mood."},
    questions=[ask_position("Ophelia"), ask_value("stylist", "Ophelia")],
)

# w441-bakery-queue.txt
puzzle(
    "w441-bakery-queue", family="prose", layout="title, storybook prose, names and ages listed in intro, orders only in clues, question at end",
    noun="place in the queue", n=6,
    cats={
        "name": ["Odette", "Bruno", "Ines", "Mr Hale", "Sam", "Petra"],
        "age": ["8", "15", "27", "41", "63", "80"],
        "order": ["scones", "sourdough", "birthday cake", "baguette", "doughnuts", "croissants"],
    },
    clues=[
        all_of(at("80", 1), same("80", "scones")),
        offset("Bruno", "80", 1),
        all_of(less("Petra", "Ines", "age"), less("Ines", "Bruno", "age"),
               offset("Mr Hale", "Bruno", 2)),
        all_of(same("Sam", "8"), offset("Petra", "Sam", 1)),
        all_of(same("8", "doughnuts"), somewhere_right("8", "Mr Hale")),
        offset("63", "birthday cake", 1),
        at("croissants", 6),
        less("sourdough", "baguette", "age"),
    ],
    questions=[ask_at("name", 1), ask_value("order", "Ines")],
)

# w442-changing-room-lockers.txt
puzzle(
    "w442-changing-room-lockers", family="lines", layout="story intro listing owners and padlocks in parentheses, clues numbered 1), question at end",
    noun="locker", n=6,
    cats={
        "owner": ["Ada", "Bilal", "Corin", "Dora", "Emeka", "Fenna"],
        "contents": ["umbrella", "violin", "football boots", "laptop", "sandwich box", "tennis racket"],
        "padlock": ["blue", "brass", "red", "silver", "green", "black"],
    },
    clues=[
        same("violin", "brass"),
        all_of(next_to("Ada", "Corin"), at("Corin", 1)),
        xor(same("Bilal", "silver"), at("laptop", 3)),
        gap("football boots", "umbrella", 2),
        same("Fenna", "red"),
        all_of(same("Emeka", "sandwich box"), left("Emeka", "Dora")),
        at("black", 6),
        somewhere_right("Bilal", "Fenna"),
        not_next("laptop", "violin"),
        same("green", "sandwich box"),
        all_of(ends("tennis racket"), ends("umbrella")),
    ],
    questions=[ask_position("Ada"), ask_value("contents", "Ada")],
)

# w443-morning-departures.txt
puzzle(
    "w443-morning-departures", family="herrings", layout="title, one prose paragraph, categories not listed, one herring, no question",
    noun="platform", n=5,
    cats={
        "destination": ["Ely", "York", "Crewe", "Dover", "Bath"],
        "time": ["9:05am", "9:20am", "9:40am", "10:10am", "10:30am"],
        "colour": ["green", "red", "grey", "yellow", "purple"],
    },
    clues=[
        all_of(at("9:05am", 4), same("9:05am", "yellow")),
        all_of(same("yellow", "Dover"), next_to("Dover", "Bath")),
        all_of(less("York", "Bath", "time"), less("Bath", "Ely", "time")),
        gap("9:20am", "9:40am", 3),
        somewhere_left("York", "Crewe"),
        diff("purple", "red", "time", 20),
        all_of(at("green", 1), either("green", "10:10am", "10:30am")),
        same("grey", "10:30am"),
    ],
    herrings={7: "The station café sells the best sausage rolls in the county."},
    questions=[],
)

# w444-wilhelminas-bookcase.txt
puzzle(
    "w444-wilhelminas-bookcase", family="prose", layout="title, storybook intro listing categories in parentheses, one prose paragraph of clues with a herring, open question (full grid)",
    noun="shelf", n=5,
    position_names=["top shelf", "second shelf", "middle shelf", "fourth shelf", "bottom shelf"],
    cats={
        "books": ["poetry", "atlases", "fairy tales", "detective novels", "cookbooks"],
        "ornament": ["snow globe", "clock", "brass owl", "candle", "seashell"],
        "spines": ["white", "brown", "red", "blue", "green"],
    },
    clues=[
        at("cookbooks", "bottom shelf"),
        all_of(at("brass owl", "middle shelf"), same("brass owl", "fairy tales")),
        somewhere_left("poetry", "atlases"),            # above = nearer the top = lower number
        offset("candle", "red", 1),                     # red directly above candle
        offset("clock", "white", 1),                    # clock directly below white
        all_of(same("green", "cookbooks"), same("seashell", "cookbooks")),
        neither("detective novels", "white", "green"),
        all_of(same("brown", "atlases"), offset("fairy tales", "atlases", 1)),
        somewhere_right("candle", "fairy tales"),       # lower shelf = higher number
    ],
    herrings={8: "Pip was never allowed to shake the snow globe."},
    questions=[],
)

# ============================================================ eleventh blind set, part c


def later(x, y, cat, n):
    """X's value in the ordered category cat comes after Y's (by list order)."""
    return any_of(*[rank_diff(x, y, cat, k) for k in range(1, n)])


# w425-estate-sale.txt
puzzle("w425-estate-sale", family="people", layout="intro prose listing categories, numbered clues, two questions",
       noun=None, n=4, axis="name",
       cats={"name": ["Carla", "Kim", "Dev", "Ruth"],
             "item": ["lamp", "rug", "mantel clock", "mirror"],
             "price": ["$15", "$20", "$25", "$30"],
             "arrival": ["9am", "10am", "11am", "noon"]},
       clues=[
           diff("mirror", "Kim", "price", 10),       # 1
           same("lamp", "noon"),                      # 2
           less("$30", "11am", "arrival"),            # 3
           less("Ruth", "Carla", "price"),            # 4
           same("11am", "$20"),                       # 5
           diff("Carla", "rug", "arrival", 60),       # 6
           less("mirror", "rug", "price"),            # 7
       ],
       questions=[ask_value("price", "Carla"), ask_value("item", "Ruth")])


# w426-reunion-lunch.txt
puzzle("w426-reunion-lunch", family="people", layout="intro, values in a label block, bulleted clues with one herring, question",
       noun=None, n=5, axis="name",
       cats={"name": ["Ruth", "Omar", "Lena", "Bo", "Priya"],
             "month": ["March", "April", "June", "September", "November"],
             "job": ["teacher", "dentist", "pilot", "chef", "architect"],
             "age": ["29", "31", "34", "38", "42"],
             "dish": ["quiche", "soup", "salad", "burger", "risotto"]},
       clues=[
           of_two("March", "dentist", "Ruth", "soup"),   # 1
           same("pilot", "29"),                          # 2
           either("chef", "Bo", "31"),                   # 3
           diff("architect", "pilot", "age", 2),         # 4
           neither("burger", "architect", "Lena"),       # 6
           diff("Omar", "Ruth", "age", 8),               # 7
           less("teacher", "risotto", "month"),          # 8
           diff("chef", "Ruth", "month", 1),             # 9
           diff("quiche", "salad", "age", 5),            # 10
           less("Lena", "Priya", "age"),                 # 11
           diff("architect", "Omar", "month", 3),        # 12
       ],
       herrings={5: "Bo insisted on paying for the whole table."},
       questions=[])


# w427-talent-night.txt
puzzle("w427-talent-night", family="people", layout="title, intro and clues in one prose paragraph; slots and scores listed in the intro, states and styles only in clues; question at the end",
       noun=None, n=5, axis="name",
       cats={"name": ["Ann", "Carlos", "Deb", "Felix", "Grace"],
             "state": ["Ohio", "Texas", "Maine", "Oregon", "Utah"],
             "score": ["36", "39", "42", "45", "48"],
             "style": ["jazz", "country", "opera", "pop", "blues"],
             "order": ["first", "second", "third", "fourth", "fifth"]},
       clues=[
           distinct("Ann", "Ohio", "45", "blues", "fifth"),
           diff("jazz", "Oregon", "score", 6),
           rank_diff("blues", "opera", "order", 1),
           same("Deb", "first"),
           less("Utah", "Texas", "score"),
           all_of(same("Carlos", "country"), same("Carlos", "48")),
           diff("jazz", "Ohio", "score", 9),
           rank_diff("Felix", "Grace", "order", 1),
           diff("Maine", "Oregon", "score", 3),
           all_of(less("blues", "opera", "score"), later("jazz", "pop", "order", 5)),
       ],
       questions=[ask_value("order", x) for x in ["Ann", "Carlos", "Deb", "Felix", "Grace"]]
                 + [ask_value("state", x) for x in ["Ann", "Carlos", "Deb", "Felix", "Grace"]])


# w428-site-visits.txt
puzzle("w428-site-visits", family="people", layout="short intro, categories implied only by the clues, unnumbered clue lines, no question",
       noun=None, n=4, axis="name",
       cats={"name": ["Hal", "Iris", "Marta", "Theo"],
             "departure": ["7:30 am", "9 am", "noon", "2:15 pm"],
             "city": ["Leeds", "York", "Durham", "Hull"],
             "journey": ["35 minutes", "50 minutes", "65 minutes", "80 minutes"]},
       clues=[
           less("Iris", "Hal", "departure"),
           all_of(same("Hull", "65 minutes"), diff("Hull", "Iris", "journey", 30)),
           less("Hal", "Marta", "departure"),
           same("2:15 pm", "50 minutes"),
           less("Theo", "Hal", "journey"),
           diff("Theo", "Hal", "departure", 180),
           diff("Leeds", "Durham", "journey", 30),
           differ("York", "9 am"),
           neither("80 minutes", "noon", "7:30 am"),
           differ("35 minutes", "Marta"),
       ],
       questions=[])


# w429-car-show.txt
puzzle("w429-car-show", family="people", layout="intro, categories as a bulleted list, clues numbered 1) 2) ..., question at the end",
       noun=None, n=4, axis="name",
       cats={"name": ["Nora", "Pete", "Quinn", "Sal"],
             "year": ["1962", "1969", "1974", "1987"],
             "car": ["Mustang", "Porsche", "Jaguar", "Beetle"],
             "colour": ["red", "black", "cream", "green"],
             "place": ["1st", "2nd", "3rd", "4th"]},
       clues=[
           same("1962", "1st"),                           # 1
           diff("Sal", "Nora", "year", 5),                # 2
           diff("green", "red", "place", 1),              # 3
           neither("Porsche", "cream", "red"),            # 4
           differ("Quinn", "Mustang"),                    # 5
           less("Beetle", "black", "year"),               # 7
           same("Pete", "4th"),                           # 8
           less("cream", "green", "place"),               # 9
           diff("Porsche", "Beetle", "year", 13),         # 10
           less("red", "green", "year"),                  # 11
       ],
       herrings={6: "Quinn has been restoring old cars since he retired from the post office."},
       questions=[ask_value("car", "1st"), ask_value("name", "1st")])


# w430-corner-diner.txt
puzzle("w430-corner-diner", family="people", layout="intro listing prices in prose, numbered clues with a herring, two questions",
       noun=None, n=5, axis="name",
       cats={"name": ["Alma", "Ben", "Cora", "Dean", "Effie"],
             "dish": ["pancakes", "chili", "soup", "club sandwich", "omelette"],
             "price": ["$4.50", "$5.25", "$6.00", "$6.75", "$7.50"],
             "drink": ["coffee", "milkshake", "tea", "lemonade", "orange juice"]},
       clues=[
           diff("pancakes", "Cora", "price", 1.5),          # 1
           same("milkshake", "$7.50"),                     # 2
           neither("chili", "Effie", "tea"),               # 3
           diff("Ben", "Dean", "price", 0.75),             # 4
           same("soup", "$4.50"),                          # 6
           less("orange juice", "Alma", "price"),          # 7
           diff("lemonade", "tea", "price", 2.25),         # 8
           less("omelette", "club sandwich", "price"),     # 9
           same("chili", "milkshake"),                     # 10
           less("Alma", "Ben", "price"),                   # 11
           less("Cora", "Effie", "price"),                 # 12
       ],
       herrings={5: "Ben left a bigger tip than anyone else."},
       questions=[ask_value("name", "soup"), ask_value("price", "Dean")])


# w431-dog-show.txt
puzzle("w431-dog-show", family="people", layout="intro without lists, categories implied by clues, '*' bulleted clues, question",
       noun=None, n=5, axis="name",
       cats={"name": ["Gina", "Hector", "Ivy", "Jules", "Kofi"],
             "breed": ["whippet", "boxer", "poodle", "beagle", "collie"],
             "dog": ["Pepper", "Duke", "Biscuit", "Rosie", "Maple"],
             "weight": ["14 pounds", "22 pounds", "30 pounds", "45 pounds", "60 pounds"],
             "place": ["1st", "2nd", "3rd", "4th", "5th"]},
       clues=[
           all_of(same("poodle", "14 pounds"), diff("whippet", "poodle", "weight", 16)),   # 1
           same("Hector", "60 pounds"),                                               # 2
           all_of(same("Rosie", "5th"), diff("Rosie", "collie", "place", 2)),          # 3
           neither("22 pounds", "Pepper", "Duke"),                                    # 4
           less("Ivy", "Gina", "place"),                                              # 5
           all_of(same("Maple", "45 pounds"), diff("Maple", "Pepper", "weight", 15)),  # 6
           same("boxer", "4th"),                                                      # 7
           same("2nd", "30 pounds"),                                                  # 8
           differ("3rd", "beagle"),                                                   # 9
           less("Biscuit", "Pepper", "place"),                                        # 11
           less("Maple", "Duke", "weight"),                                           # 12
           diff("Jules", "Kofi", "place", 2),                                         # 13
           less("Biscuit", "Rosie", "weight"),                                        # 14
           less("Gina", "Jules", "place"),                                            # 15
           differ("Pepper", "1st"),                                                   # 16
       ],
       herrings={10: "Everyone agreed afterwards that the judge had been far too strict."},
       questions=[ask_value("dog", "1st"), ask_value("name", "1st"), ask_value("breed", "1st")])


# w432-walking-weekend.txt
puzzle("w432-walking-weekend", family="people", layout="six people, intro listing all values in sentences, numbered clues, two questions",
       noun=None, n=6, axis="name",
       cats={"name": ["Fiona", "Gareth", "Helen", "Ian", "Jess", "Owen"],
             "distance": ["4 miles", "6 miles", "7 miles", "9 miles", "11 miles", "13 miles"],
             "boots": ["£30", "£45", "£60", "£75", "£90", "£120"],
             "village": ["Ashby", "Brill", "Crendon", "Dunsmore", "Elsfield", "Fawley"]},
       clues=[
           same("13 miles", "£120"),
           diff("Fiona", "Helen", "distance", 5),
           same("Ashby", "£30"),
           diff("Owen", "Fiona", "boots", 15),
           diff("Gareth", "Jess", "distance", 2),
           less("Fiona", "Crendon", "distance"),
           of_two("Helen", "Elsfield", "13 miles", "£45"),
           less("Owen", "Ian", "distance"),
           diff("Brill", "Dunsmore", "distance", 3),
           less("Owen", "Jess", "boots"),
       ],
       questions=[ask_value("distance", "Owen"), ask_value("boots", "Owen")])


# w433-dentist-diary.txt
puzzle("w433-dentist-diary", family="people", layout="intro, clues numbered (1) (2) ... with one herring, question 'who went on which date'",
       noun=None, n=5, axis="name",
       cats={"name": ["Mr Abbott", "Ms Bello", "Mrs Chen", "Mr Dunn", "Miss Evans"],
             "date": ["the 3rd", "the 8th", "the 14th", "the 21st", "the 27th"],
             "time": ["9am", "10:30am", "noon", "2pm", "4:15pm"],
             "treatment": ["filling", "cleaning", "crown", "extraction", "check-up"]},
       clues=[
           diff("Mrs Chen", "Mr Abbott", "date", 7),                      # 1
           less("check-up", "crown", "date"),                             # 2
           same("Ms Bello", "the 3rd"),                                   # 3
           same("extraction", "9am"),                                     # 4
           neither("Miss Evans", "noon", "2pm"),                          # 5
           diff("filling", "9am", "date", 6),                             # 6
           diff("Mr Abbott", "Mr Dunn", "time", 120),                     # 7
           any_of(same("cleaning", "2pm"), same("cleaning", "4:15pm")),   # 9
           less("2pm", "10:30am", "date"),                                # 10
           differ("Mr Dunn", "crown"),                                    # 11
       ],
       herrings={8: "Mr Abbott has been going to Dr Okafor for over thirty years."},
       questions=[ask_value("date", x) for x in ["Mr Abbott", "Ms Bello", "Mrs Chen", "Mr Dunn", "Miss Evans"]])


# w434-book-club.txt
puzzle("w434-book-club", family="people", layout="intro naming the people, clues in the same paragraph, other values only in clues, no question",
       noun=None, n=5, axis="name",
       cats={"name": ["Wendy", "Xavier", "Yolanda", "Zach", "Vera"],
             "age": ["27", "34", "40", "51", "63"],
             "joined": ["2009", "2012", "2015", "2018", "2021"],
             "genre": ["poetry", "science fiction", "mystery", "romance", "biography"]},
       clues=[
           diff("Vera", "40", "joined", 3),
           all_of(same("Zach", "27"), same("Zach", "2021")),
           same("science fiction", "2018"),
           of_two("Yolanda", "poetry", "63", "2012"),
           all_of(not_(less("Xavier", "2015", "joined")), not_(less("romance", "2015", "joined"))),
           all_of(less("mystery", "biography", "age"), less("romance", "mystery", "age")),
           all_of(same("Xavier", "34"), diff("Yolanda", "Xavier", "age", 6)),
           all_of(diff("51", "63", "joined", 6), same("63", "2009")),
       ],
       questions=[])

# ============================================================ twelfth set: lettered plots, floors from the ground,
# a winner, house numbers 2 to 8, weeknights

puzzle("w445-allotment-plots", family="lines", layout="one-sentence intro naming the tenders and plots lettered A to D from west to east, numbered clues, two questions",
       noun="plot", n=4, position_names=["plot A", "plot B", "plot C", "plot D"],
       cats={"name": ["Mabel", "Norris", "Olive", "Percy"],
             "vegetable": ["leeks", "marrows", "onions", "parsnips"]},
       clues=[at("marrows", 3),
              left("Percy", "onions"),                                   # directly west of
              all_of(differ("Olive", "leeks"), not_at("Olive", 1)),
              at("Norris", 2),
              same("Mabel", "parsnips"),
              at("Mabel", 4)],                                            # at the eastern end
       questions=[ask_value("name", "onions"), ask_position("Olive")])

puzzle("w446-office-floors", family="houses", layout="ground floor and three named floors above it, lists in parentheses and after a colon, unnumbered clues",
       noun="floor", n=4,
       cats={"firm": ["Acme", "Bolt", "Crane", "Dune"],
             "car": ["Fiat", "Golf", "Honda", "Audi"]},
       clues=[right("Golf", "Crane"),                                    # the floor immediately above Crane
              at("Dune", 1),
              all_of(somewhere_right("Acme", "Bolt"), differ("Acme", "Audi")),
              at("Fiat", 4),
              same("Honda", "Dune"),
              not_at("Bolt", 2)],                                         # not on the first floor (above the ground)
       questions=[ask_value("firm", "Audi")])

puzzle("w447-race-starts", family="lines", layout="one sentence declaring start times and bib colours in parentheses, clues as lines, a two-part question",
       noun="time", n=3, position_names=["9:00", "9:15", "9:30"],
       cats={"runner": ["Kemi", "Lars", "Mei"],
             "bib": ["red", "green", "blue"]},
       clues=[somewhere_left("Kemi", "green"),
              at("blue", "9:30"),
              somewhere_right("Lars", "Mei"),
              differ("Mei", "red")],
       questions=[ask_position("Kemi"), ask_value("bib", "Lars")])

puzzle("w448-quiz-contestants", family="people", layout="intro with lists in parentheses and places 'first to fourth', dash bullets, 'four different people', 'Who won?'",
       noun="place", n=4,
       cats={"name": ["Ann", "Bea", "Cy", "Dev"],
             "state": ["Ohio", "Texas", "Maine", "Utah"],
             "job": ["teacher", "nurse", "pilot", "chef"]},
       clues=[all_of(somewhere_left("Ann", "teacher"), somewhere_right("Ann", "pilot")),
              all_of(differ("chef", "Maine"), at("chef", 4)),
              same("Dev", "Texas"),
              at("pilot", 1),
              right("Utah", "Ohio"),
              distinct("Ann", "Ohio", "teacher", "Dev"),
              differ("Cy", "Ohio")],
       questions=[ask_at("name", 1), ask_value("job", "Dev")])

puzzle("w449-morning-trains", family="people", layout="two-sentence intro, lists woven into one sentence with a semicolon, departure times as the row, 'Where did Sam go?'",
       noun="time", n=3, position_names=["7:05", "7:20", "7:50"],
       cats={"name": ["Rosa", "Sam", "Tariq"],
             "destination": ["Leeds", "York", "Hull"]},
       clues=[all_of(somewhere_left("Rosa", "Hull"), somewhere_right("Rosa", "Sam")),
              at("York", "7:05")],
       questions=[ask_value("destination", "Sam")])

puzzle("w450-cottage-row", family="houses", layout="prose intro, cottages numbered 1 to 5, jobs as 'a baker, a sailor, ...', animals in parentheses, unnumbered clues",
       noun="cottage", n=5,
       cats={"job": ["baker", "sailor", "nurse", "miner", "teacher"],
             "animal": ["cat", "dog", "goat", "hen", "rabbit"]},
       clues=[left("sailor", "goat"),
              at("baker", 1),
              all_of(same("nurse", "dog"), next_to("nurse", "baker")),
              all_of(same("teacher", "rabbit"), not_at("teacher", 1, 5)),
              at("miner", 5),
              not_at("cat", 1)],
       questions=[ask_value("animal", "sailor")])

puzzle("w451-elm-road", family="houses", layout="houses numbered 2, 4, 6 and 8 'in that order', 'Name: list' headers, numbered clues, 'parked directly outside', 'two doors further along'",
       noun="house", n=4, position_names=["2", "4", "6", "8"],
       cats={"name": ["Garcia", "Hughes", "Ito", "Jensen"],
             "car": ["Volvo", "Saab", "Tesla", "Mini"],
             "pet": ["parrot", "tortoise", "ferret", "iguana"]},
       clues=[at("Tesla", 3),
              all_of(same("Ito", "ferret"), offset("Ito", "Saab", 2)),
              at("Saab", 1),
              all_of(at("Jensen", 4), differ("Jensen", "iguana")),
              next_to("parrot", "Mini"),
              differ("Garcia", "Saab"),
              at("Volvo", 4)],
       questions=[ask_value("name", "tortoise")])

puzzle("w452-market-stalls", family="people", layout="one sentence with names in parentheses, goods after a double dash, prices in pounds, 'the dearest thing on sale'",
       noun=None, n=3, axis="name",
       cats={"name": ["Una", "Vic", "Wes"],
             "goods": ["cheese", "honey", "bread"],
             "price": ["£2", "£3", "£5"]},
       clues=[diff("Vic", "honey", "price", 2),
              same("Una", "bread"),
              same("cheese", "£5")],
       questions=[ask_value("price", "Wes")])

puzzle("w453-evening-classes", family="lines", layout="classes 'one per weeknight from Monday to Friday', 'the night after', 'the first class of the week', 'On which night ...?' and 'who takes it?'",
       noun="night", n=5, position_names=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
       cats={"class": ["pottery", "salsa", "Spanish", "yoga", "chess"],
             "friend": ["Ada", "Ben", "Cleo", "Dan", "Eve"]},
       clues=[right("Ada", "pottery"),
              all_of(same("Ben", "salsa"), at("salsa", "Wednesday")),
              somewhere_right("Cleo", "Dan"),
              all_of(at("chess", "Friday"), differ("Eve", "chess")),
              at("yoga", 1),
              neither("Dan", "Spanish", "chess"),
              same("Cleo", "pottery")],
       questions=[ask_position("Spanish"), ask_value("friend", "Spanish")])

puzzle("w454-colleague-birthdays", family="people", layout="jobs set off by dashes, names 'not necessarily in that order', months as the row, questions with 'her'",
       noun="month", n=3, position_names=["March", "July", "November"],
       cats={"job": ["designer", "tester", "manager"],
             "name": ["Priya", "Quinn", "Rob"]},
       clues=[somewhere_right("Priya", "tester"),
              all_of(differ("Rob", "manager"), not_at("Rob", 3)),
              at("designer", "July"),
              differ("Priya", "manager")],
       questions=[ask_value("job", "Quinn"), ask_position("Quinn")])

puzzle("w455-time-trial", family="people", layout="times in minutes as a bare list, 'three minutes faster than', 'the fastest rider', 'the winning time'",
       noun=None, n=5, axis="rider",
       cats={"rider": ["Anya", "Boris", "Carl", "Dina", "Emil"],
             "time": ["41", "43", "44", "46", "50"],
             "bike": ["red", "white", "black", "yellow", "green"]},
       clues=[diff("yellow", "Anya", "time", 3),
              same("41", "white"),
              same("Carl", "46"),
              all_of(less("Emil", "Boris", "time"), less("Boris", "Dina", "time")),
              same("green", "50"),
              same("Emil", "black"),
              differ("Dina", "red")],
       questions=[ask_value("rider", "yellow"), ask_value("time", "white")])

puzzle("w456-cooking-classes", family="people", layout="names only in the clues, fees and times in parentheses, 'Nobody paid less than', 'whoever is paying the most', 'less than any of the others except'",
       noun=None, n=4, axis="name",
       cats={"name": ["Lena", "Oscar", "Priya", "Tomás"],
             "fee": ["$20", "$25", "$30", "$35"],
             "time": ["6:00pm", "6:30pm", "7:00pm", "7:30pm"],
             "cuisine": ["Thai", "Greek", "Mexican", "Italian"]},
       clues=[same("Thai", "$20"),
              diff("Priya", "Greek", "time", 60),
              diff("7:30pm", "Tomás", "fee", 5),
              same("$35", "6:00pm"),
              of_two("Priya", "Italian", "$25", "7:00pm"),
              all_of(less("Thai", "Lena", "fee"), same("Lena", "$25")),
              differ("Oscar", "Mexican"),
              less("Greek", "Italian", "time")],
       questions=[ask_value("name", "Mexican"), ask_value("fee", "Oscar")])

puzzle("w457-harvest-dinner-couples", family="people", layout="married couples at numbered tables, husbands and wives as two lists after a semicolon, 'Arthur and his wife', 'Cyril and Ethel brought', a herring about the vicar",
       noun="table", n=4,
       cats={"husband": ["Arthur", "Bernard", "Cyril", "Desmond"],
             "wife": ["Ethel", "Flora", "Gwen", "Hilda"],
             "dish": ["trifle", "quiche", "pork pie", "fruit cake"]},
       clues=[at("Arthur", 2),
              all_of(differ("Flora", "Bernard"), differ("Flora", "trifle")),
              next_to("quiche", "Gwen"),
              same("Hilda", "Desmond"),
              at("fruit cake", 4),
              all_of(same("Cyril", "Ethel"), same("Cyril", "pork pie")),
              offset("Hilda", "Bernard", 1)],
       herrings={7: "The vicar said grace before the meal."},
       questions=[ask_value("husband", "Gwen"), ask_value("dish", "Arthur")])

puzzle("w458-office-5k", family="people", layout="jobs set off by hyphens after 'Three colleagues', names and times in one sentence, 'slower than', 'beat', a herring about cake, an unreadable 'winning time' question",
       noun=None, n=3, axis="name",
       cats={"name": ["Quinn", "Rosa", "Sanjay"],
             "job": ["designer", "tester", "manager"],
             "time": ["21", "24", "27"]},
       clues=[less("Rosa", "tester", "time"),
              all_of(differ("Sanjay", "manager"), less("Sanjay", "designer", "time")),
              same("Quinn", "27")],
       herrings={4: "Everyone agreed that the cake afterwards was the best part."},
       questions=[ask_value("job", "Quinn")])

puzzle("w459-garage-sales-may", family="people", layout="a title, titled neighbours 'on Orchard Close' set off by dashes, Saturdays as ordinal dates in parentheses, takings in pounds, 'a fortnight after', 'the week before', relative clauses after the object, a weather herring",
       noun=None, n=5, axis="name",
       cats={"name": ["Mrs Abbott", "Mr Baines", "Ms Carver", "Mr Dunn", "Mrs Ellis"],
             "date": ["May 2", "May 9", "May 16", "May 23", "May 30"],
             "takings": ["£45", "£60", "£85", "£110", "£150"],
             "item": ["sofa", "bike", "lawnmower", "piano", "fridge"]},
       clues=[diff("piano", "Mr Dunn", "date", 14),
              all_of(diff("Mrs Ellis", "bike", "takings", 25), same("bike", "May 2")),
              same("May 16", "£150"),
              all_of(diff("fridge", "Ms Carver", "date", 7), less("Mr Baines", "Ms Carver", "date"),
                     less("Mr Baines", "fridge", "date")),
              all_of(less("lawnmower", "sofa", "takings"), differ("sofa", "Mrs Abbott")),
              same("Mr Baines", "£60"),
              all_of(same("Mrs Abbott", "May 30"), same("Mrs Abbott", "£45")),
              differ("fridge", "£85"),
              differ("bike", "Mr Dunn")],
       herrings={6: "It rained on the 23rd, but the sale went ahead anyway."},
       questions=[ask_value("name", "piano"), ask_value("takings", "Ms Carver")])

puzzle("w460-station-car-park", family="houses", layout="numbered bays counted from the ticket machine, 'Owners:/Makes:/Colours:' lists, 'somewhere between ... in that order', 'in neither bay 1 nor bay 6', 'the 2nd bay', 'three bays to the right of', a herring about headlights",
       noun="bay", n=6,
       cats={"owner": ["Ahmed", "Bella", "Carlos", "Dora", "Evan", "Fiona"],
             "make": ["Audi", "Citroen", "Ford", "Kia", "Nissan", "Skoda"],
             "colour": ["black", "blue", "green", "red", "silver", "white"]},
       clues=[between_in_order("Kia", "Audi", "Fiona"),
              not_at("Carlos", 1, 6),
              right("silver", "Skoda"),
              at("Bella", 2),
              ends("Ford"),
              all_of(same("Dora", "green"), next_to("green", "Nissan")),
              offset("Evan", "Ahmed", 3),
              all_of(at("red", 4), differ("red", "Kia")),
              same("white", "Fiona"),
              somewhere_left("black", "blue"),
              neither("Carlos", "Citroen", "Nissan"),
              at("Skoda", 1),
              same("Bella", "Audi"),
              differ("Ford", "Dora"),
              somewhere_left("Carlos", "Dora")],
       herrings={10: "Ahmed once left his headlights on all day."},
       questions=[ask_at("make", 5), ask_value("owner", "blue")])

puzzle("w501-porter-children", family="people", layout="prose paragraph categories, numbered clues, 'three years older than', 'the youngest', grandfather herring, 'How old is Ann?'",
       noun=None, n=3, axis="name",
       cats={"name": ["Ann", "Ben", "Cara"],
             "age": ["7", "9", "12"],
             "flavour": ["vanilla", "mint", "strawberry"]},
       clues=[diff("mint", "Ann", "age", 3),
              differ("Cara", "strawberry"),
              same("vanilla", "7"),
              less("Cara", "Ben", "age")],
       herrings={3: "Their grandfather Harold has always preferred chocolate."},
       questions=[ask_value("age", "Ann"), ask_value("flavour", "Ben")])

puzzle("w502-auction-lots", family="people", layout="markdown table of categories, bulleted clues, dollar prices with thousands separators, years, 'paid the least', 'the newest', 'Of X and Y, one ... the other ...', 'What did Dr Jones pay?', 'In which year was the clock made?'",
       noun=None, n=4, axis="bidder",
       cats={"bidder": ["Mr Hale", "Mrs Ives", "Dr Jones", "Ms Kemp"],
             "lot": ["clock", "vase", "desk", "painting"],
             "price": ["$1,200", "$1,500", "$2,000", "$2,600"],
             "year": ["1921", "1934", "1948", "1955"]},
       clues=[diff("painting", "desk", "price", 600),
              all_of(same("Mrs Ives", "$1,200"), same("Mrs Ives", "1955")),
              diff("vase", "desk", "year", 14),
              neither("Dr Jones", "desk", "vase"),
              either("1934", "Ms Kemp", "Mr Hale"),
              differ("1921", "Mr Hale"),
              of_two("Ms Kemp", "clock", "$1,500", "$1,200")],
       questions=[ask_value("price", "Dr Jones"), ask_value("year", "clock")])

puzzle("w503-dentist-morning", family="people", layout="one flowing paragraph, names only in the clues, clock times with 'noon', 'an hour later than', 'an hour and a half after', relative clause, radio herring, no question",
       noun=None, n=4, axis="patient",
       cats={"patient": ["Gordon", "Helen", "Imran", "Julia"],
             "time": ["9:00am", "9:30am", "10:30am", "noon"],
             "treatment": ["cleaning", "filling", "check-up", "extraction"]},
       clues=[diff("filling", "Julia", "time", 60),
              all_of(same("Helen", "9:00am"), same("Helen", "check-up")),
              diff("Gordon", "Helen", "time", 90),
              differ("Imran", "cleaning")],
       herrings={3: "The radio in the waiting room played old hits all morning."})

puzzle("w504-weigh-in", family="people", layout="'Boxers:/Weights:/Hometowns:/Nicknames:' colon lines, '1)' clues, weights in lb, 'the heaviest', '8 lb lighter than', 'outweighs', 'Neither X nor Y', mother herring, 'Who is from Dallas, and who is called the Hammer?'",
       noun=None, n=5, axis="boxer",
       cats={"boxer": ["Alvarez", "Brody", "Chen", "Dutta", "Egan"],
             "weight": ["132 lb", "136 lb", "140 lb", "147 lb", "154 lb"],
             "hometown": ["Cork", "Leeds", "Perth", "Boston", "Dallas"],
             "nickname": ["Hammer", "Ghost", "Tank", "Viper", "Kid"]},
       clues=[same("154 lb", "Tank"),
              diff("Alvarez", "Ghost", "weight", 8),
              same("Brody", "Cork"),
              neither("Ghost", "Egan", "Leeds"),
              all_of(diff("Boston", "Perth", "weight", 4), same("Perth", "132 lb")),
              all_of(differ("Dutta", "Perth"), less("Egan", "Dutta", "weight")),
              all_of(less("Viper", "Hammer", "weight"), less("Kid", "Viper", "weight")),
              differ("Alvarez", "Hammer"),
              less("Dallas", "Leeds", "weight"),
              less("Dutta", "Cork", "weight")],
       herrings={5: "Egan's mother sat in the front row, as she always does."},
       questions=[ask_value("boxer", "Dallas"), ask_value("boxer", "Hammer")])

puzzle("w505-book-club", family="people", layout="bulleted category list, numbered clues, years joined, 'respectively', 'the former ... the latter', 'three years after', 'longer than anyone else', 'In which year did Nadia join?'",
       noun=None, n=4, axis="member",
       cats={"member": ["Nadia", "Owen", "Petra", "Quentin"],
             "year": ["2009", "2012", "2015", "2018"],
             "author": ["Austen", "Dickens", "Eliot", "Hardy"],
             "job": ["nurse", "pilot", "chef", "librarian"]},
       clues=[all_of(same("Owen", "2009"), same("Petra", "2018")),
              diff("chef", "Eliot", "year", 3),
              same("nurse", "Austen"),
              same("librarian", "2009"),
              all_of(same("Nadia", "pilot"), same("Quentin", "Dickens")),
              less("Dickens", "Hardy", "year")],
       questions=[ask_value("year", "Nadia"), ask_value("member", "Austen")])

puzzle("w506-quiz-night", family="people", layout="categories in parentheses in one long sentence, asterisk bullets, quiz scores in points, team names, 'the winning team', 'scored 4 points fewer than', 'either ... or', 'Which team scored 45 points?', 'Who captained the winning team?'",
       noun=None, n=5, axis="captain",
       cats={"captain": ["Amir", "Bea", "Colm", "Dee", "Ezra"],
             "team": ["The Brainiacs", "Quizzly Bears", "Les Quizerables", "Agatha Quiztie", "The Smarty Pints"],
             "score": ["34", "38", "41", "45", "50"],
             "drink": ["cider", "lager", "gin", "cola", "wine"],
             "joker": ["history", "music", "sport", "film", "science"]},
       clues=[same("50", "history"),
              diff("Quizzly Bears", "The Smarty Pints", "score", 3),
              all_of(same("Bea", "wine"), same("Bea", "Agatha Quiztie")),
              same("Colm", "34"),
              diff("cola", "gin", "score", 4),
              neither("Ezra", "music", "film"),
              either("lager", "Les Quizerables", "Quizzly Bears"),
              same("Dee", "The Brainiacs"),
              differ("cider", "film"),
              same("34", "sport"),
              less("music", "film", "score"),
              same("Amir", "gin")],
       questions=[ask_value("team", "45"), ask_value("captain", "50")])

puzzle("w507-city-breaks", family="people", layout="categories never listed, names only in the clues, euro prices, nights as number words, an elliptical 'Maeve for just two', 'paid €135 more than', 'cost just €240, less than either of the others', 'The three-night stay cost €375', 'The Vienna trip, which was not Orla's, was the most expensive at €520', pastry herring, 'What did Orla pay, and where did Niall stay?'",
       noun=None, n=3, axis="name",
       cats={"name": ["Maeve", "Niall", "Orla"],
             "city": ["Lisbon", "Prague", "Vienna"],
             "nights": ["2", "3", "4"],
             "price": ["€240", "€375", "€520"]},
       clues=[diff("Prague", "Maeve", "price", 135),
              all_of(same("Niall", "4"), same("Maeve", "2")),
              same("Lisbon", "€240"),
              all_of(differ("Vienna", "Orla"), same("Vienna", "€520")),
              same("3", "€375")],
       herrings={4: "Orla still talks about the custard tarts."},
       questions=[ask_value("price", "Orla"), ask_value("city", "Niall")])

puzzle("w508-used-cars", family="people", layout="categories after a colon in running prose, clues as one flowing paragraph with pronouns for the previous subject, pound prices with thousands separators, June dates as 'the 3rd' and 'June 14', 'last of all', 'a week before', 'Who bought the Fiesta, and on what date did Fletcher collect his car?'",
       noun=None, n=4, axis="buyer",
       cats={"buyer": ["Fletcher", "Greaves", "Hollis", "Ingram"],
             "car": ["Corsa", "Fiesta", "Golf", "Polo"],
             "price": ["£3,500", "£4,250", "£5,000", "£6,750"],
             "date": ["June 3", "June 7", "June 14", "June 21"]},
       clues=[same("Greaves", "June 21"),
              same("Greaves", "£3,500"),
              diff("Golf", "Polo", "price", 1750),
              diff("Golf", "Fiesta", "date", 7),
              all_of(same("Hollis", "June 3"), differ("Hollis", "Golf")),
              differ("Ingram", "Polo"),
              less("Ingram", "Hollis", "price")],
       questions=[ask_value("buyer", "Fiesta"), ask_value("date", "Fletcher")])

puzzle("w601-lunch-counter", family="lines", layout="prose paragraph, values in parentheses, numbered clues, a hair-colour herring, 'Who sits in seat 3?'",
       noun="stool", n=5,
       cats={"name": ["Agnes", "Bruno", "Carmen", "Dmitri", "Elsie"],
             "sandwich": ["BLT", "tuna", "egg", "ham", "falafel"],
             "drink": ["tea", "coffee", "cola", "lemonade", "milkshake"]},
       clues=[left("tea", "falafel"),            # 1
              ends("Carmen"),                    # 2
              same("ham", "lemonade"),           # 3
              at("Bruno", 1),                    # 4
              not_next("Dmitri", "Bruno"),       # 5
              somewhere_right("cola", "egg"),    # 7
              at("milkshake", 3),                # 8
              same("Elsie", "egg"),              # 9
              next_to("coffee", "Elsie"),        # 10
              same("Agnes", "BLT"),              # 11
              differ("Carmen", "cola")],         # 12
       herrings={6: "Agnes has red hair and always leaves a generous tip."},
       questions=[ask_at("name", 3), ask_value("drink", "Carmen")])

puzzle("w602-harbour-view-floors", family="lines", layout="'Category: a, b' lines, floors counted from the bottom, bulleted clues, demonyms and agent nouns, 'two floors above', 'directly below', a lift herring, 'On which floor ...?'",
       noun="floor", n=6,
       cats={"resident": ["Hana", "Ivo", "Jules", "Kofi", "Lena", "Mateo"],
             "instrument": ["piano", "violin", "drums", "cello", "flute", "guitar"],
             "pet": ["budgie", "cat", "dog", "hamster", "goldfish", "tortoise"],
             "country": ["Denmark", "Ireland", "Brazil", "Japan", "Kenya", "Peru"],
             "drink": ["tea", "coffee", "cocoa", "juice", "milk", "water"]},
       clues=[offset("piano", "Denmark", 2),        # 1
              left("budgie", "piano"),              # 2  directly below
              at("Kofi", 6),                        # 3
              at("Brazil", 1),                      # 4
              same("cello", "Brazil"),              # 5
              same("Jules", "guitar"),              # 6
              same("violin", "Ireland"),            # 8
              somewhere_left("Lena", "Mateo"),      # 9
              at("goldfish", 5),                    # 10
              between("cat", "Hana", "Jules"),      # 11
              same("Hana", "Peru"),                 # 12
              right("Japan", "Kenya"),              # 13
              same("hamster", "drums"),             # 14
              right("tea", "Brazil"),               # 15
              same("Kofi", "cocoa"),                # 16
              same("coffee", "piano"),              # 17
              between_in_order("juice", "water", "milk"),  # 18
              left("Ivo", "Hana"),                  # 19
              same("dog", "cello"),                 # 20
              same("Mateo", "cat"),                 # 21
              ],
       herrings={7: "The lift has been out of order since March."},
       questions=[ask_position("Denmark"), ask_value("resident", "dog")])

puzzle("w603-pool-lanes", family="lines", layout="markdown table of values, lanes numbered from the left, clues in one flowing paragraph, 'somewhere left of lane 3', 'a middle lane', 'Which lane ...?'",
       noun="lane", n=4,
       cats={"swimmer": ["Ana", "Bo", "Cai", "Dee"],
             "stroke": ["butterfly", "backstroke", "breaststroke", "freestyle"],
             "cap": ["red", "white", "yellow", "green"]},
       clues=[somewhere_left("backstroke", 3),
              at("Cai", 1),
              same("red", "butterfly"),
              next_to("Dee", "Bo"),
              not_(middle("Bo")),
              same("Ana", "yellow"),
              differ("freestyle", "green"),
              at("green", 4),
              right("butterfly", "backstroke")],
       questions=[ask_position("Dee"), ask_value("stroke", "Bo")])

puzzle("w604-market-stalls", family="lines", layout="bulleted category lists, '*' bulleted clues, agent nouns for goods ('the baker', 'the cheesemonger'), 'third from the right', 'in neither stall 1 nor stall 7', two herrings, 'What is sold directly left of the apples?'",
       noun="stall", n=7,
       cats={"trader": ["Abel", "Bridget", "Colm", "Deirdre", "Eamon", "Fiona", "Gus"],
             "goods": ["apples", "bread", "cheese", "flowers", "honey", "pottery", "scarves"],
             "awning": ["blue", "green", "orange", "purple", "red", "striped", "white"],
             "van": ["Fiat", "Ford", "Mazda", "Nissan", "Renault", "Toyota", "Volvo"]},
       clues=[at("cheese", 4),                       # 1
              left("bread", "cheese"),               # 2
              at("Bridget", 7),                      # 3
              between("flowers", "Abel", "Eamon"),   # 4
              same("Colm", "green"),                 # 5
              offset("honey", "bread", -2),          # 6
              same("Fiona", "scarves"),              # 7
              not_next("pottery", "cheese"),         # 9
              right("red", "green"),                 # 10
              at("blue", 5),                         # 11
              not_at("Gus", 1, 7),                   # 12
              same("apples", "purple"),              # 13
              somewhere_right("Eamon", "Deirdre"),   # 14
              same("white", "bread"),                # 15
              same("Volvo", "scarves"),              # 16
              left("Toyota", "Renault"),             # 17
              same("Nissan", "apples"),              # 18
              differ("Fiat", "Gus"),                 # 20
              same("Ford", "honey"),                 # 21
              same("Mazda", "orange"),               # 22
              same("Abel", "white"),                 # 23
              same("Bridget", "pottery"),            # 24
              differ("Deirdre", "cheese"),           # 25
              same("Toyota", "striped"),             # 26
              ],
       herrings={8: "Market day has been Thursday for as long as anyone can remember.", 19: "Abel and Gus have been friends since school."},
       questions=[ask_at("goods", 5), ask_value("trader", "Mazda")])

puzzle("w605-loon-lake-cabins", family="lines", layout="values only in the clues, cabins numbered west to east, clues in one flowing paragraph, family names in the plural ('the Patels'), 'directly west of', no question",
       noun="cabin", n=5,
       cats={"family": ["Okafor", "Lindqvist", "Moreau", "Patel", "Quinn"],
             "boat": ["canoe", "kayak", "rowboat", "sailboat", "paddleboard"],
             "dog": ["beagle", "collie", "poodle", "terrier", "labrador"]},
       clues=[at("Patel", 3),
              left("kayak", "Patel"),
              at("Lindqvist", 5),
              same("beagle", "kayak"),
              all_of(same("Moreau", "sailboat"), not_next("Moreau", "Okafor")),
              right("poodle", "labrador"),
              same("rowboat", "terrier"),
              between("canoe", "sailboat", "paddleboard"),
              at("collie", 1),
              same("Patel", "labrador"),
              somewhere_left("sailboat", "Okafor")],
       questions=[])

WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
puzzle("w606-housemate-dinners", family="lines", layout="prose declaration with plain lists, '1)' clues, weekdays Monday to Sunday as positions, 'the night after', 'at the weekend', 'two days before', 'somewhere between ... in that order', 'On which day ...?'",
       noun="day", n=7, position_names=WD,
       cats={"cook": ["Nell", "Omar", "Pia", "Raj", "Suki", "Theo", "Uma"],
             "dish": ["curry", "lasagne", "paella", "pho", "risotto", "stew", "tacos"],
             "dessert": ["cake", "crumble", "ice cream", "jelly", "pie", "tart", "trifle"]},
       clues=[at("Raj", "Monday"),                               # 1
              same("curry", "jelly"),                            # 2
              right("Uma", "Raj"),                               # 3
              offset("pho", "tacos", 2),                         # 4
              all_of(any_of(at("Suki", 6), at("Suki", 7)), any_of(at("Pia", 6), at("Pia", 7))),  # 5
              left("lasagne", "risotto"),                        # 6
              same("Theo", "pie"),                               # 7
              same("stew", "crumble"),                           # 8
              between_in_order("Nell", "Uma", "Omar"),           # 9
              at("cake", "Sunday"),                              # 10
              right("trifle", "tart"),                           # 11
              not_at("ice cream", "Thursday", "Friday"),         # 12
              at("paella", "Thursday"),                          # 13
              same("Omar", "pho"),                               # 14
              somewhere_left("Suki", "Pia"),                     # 15
              differ("Raj", "stew"),                             # 16
              same("Nell", "ice cream"),                         # 17
              ],
       questions=[ask_position("lasagne"), ask_value("cook", "risotto")])

TS = ["9:00", "9:30", "10:00", "10:30", "11:00", "11:30"]
puzzle("w607-audition-slots", family="lines", layout="one sentence of semicolon-separated lists, half-hour slots 9:00-11:30 as positions, dash clues, agent nouns for instruments ('the flautist', 'the oboist'), 'an hour after', a herring, 'At what time ...?'",
       noun="slot", n=6, position_names=TS,
       cats={"performer": ["Greta", "Hugo", "Iris", "Jonah", "Kira", "Leon"],
             "instrument": ["piano", "violin", "cello", "flute", "oboe", "trumpet"],
             "composer": ["Bach", "Chopin", "Debussy", "Elgar", "Haydn", "Mozart"]},
       clues=[same("piano", "Chopin"),                     # 1
              offset("Kira", "piano", 2),                  # 2
              at("flute", "9:00"),                         # 3
              right("Leon", "Iris"),                       # 4
              at("Hugo", "11:30"),                         # 5
              not_next("cello", "trumpet"),                # 7
              at("Bach", "11:00"),                         # 8
              somewhere_left("Debussy", "Elgar"),          # 9
              same("oboe", "Mozart"),                      # 10
              neither("trumpet", "Bach", "Elgar"),         # 11
              between("Greta", "trumpet", "cello"),        # 12
              same("Greta", "piano"),                      # 13
              at("oboe", "11:30"),                         # 14
              same("violin", "Bach"),                      # 15
              same("Leon", "Haydn"),                       # 16
              ],
       herrings={6: "Jonah had driven up from Bristol that morning."},
       questions=[ask_position("Elgar"), ask_value("performer", "violin")])

puzzle("w608-bakery-queue", family="lines", layout="queue counted from the front, prose declaration with 'not necessarily in that order', coat colours only in the clues, '•' clues, 'directly behind', 'third from the back', 'somewhere in front of', an umbrella herring, 'Who is third in the queue?'",
       noun="place", n=5,
       cats={"shopper": ["Mr Ames", "Mrs Boyle", "Ms Cho", "Dr Diaz", "Miss Ellery"],
             "bread": ["baguette", "croissants", "sourdough", "rye", "scones"],
             "payment": ["cash", "card", "phone", "voucher", "cheque"],
             "coat": ["grey", "navy", "camel", "black", "green"]},
       clues=[at("Dr Diaz", 1),                      # 1
              right("sourdough", "scones"),          # 2
              same("Mrs Boyle", "cheque"),           # 3
              same("grey", "phone"),                 # 4
              at("Ms Cho", 5),                       # 5
              somewhere_left("navy", "camel"),       # 6
              same("croissants", "green"),           # 7
              same("voucher", "baguette"),           # 8
              not_next("Miss Ellery", "Mrs Boyle"),  # 10
              at("cash", 2),                         # 11
              at("Mr Ames", 3),                      # 12
              neither("rye", "cash", "voucher"),     # 13
              same("Dr Diaz", "card"),               # 14
              same("Ms Cho", "black"),               # 15
              somewhere_right("croissants", "sourdough"),  # 16
              differ("Mr Ames", "rye"),              # 17
              ],
       herrings={9: "Miss Ellery was carrying a bright red umbrella."},
       questions=[ask_at("shopper", 3), ask_value("bread", "Miss Ellery")])

puzzle("w801-fun-run", family="lines", layout="finishing places 1st to 4th as positions, 'finished ahead of', 'one place ahead of', 'was not beaten by anyone', 'somewhere behind'",
       noun="place", n=4,
       cats={"runner": ["Rose", "Mark", "Jack", "Bill"],
             "shirt": ["red", "blue", "green", "yellow"]},
       clues=[somewhere_left("Rose", "Bill"),
              at("blue", 4),
              somewhere_right("Jack", "yellow"),
              left("Mark", "red"),
              not_at("Bill", 1),
              at("green", 1),
              gap("Rose", "Bill", 1)],
       questions=[ask_at("runner", 3), ask_value("shirt", "Rose")])

puzzle("w802-birth-years", family="people", layout="years of birth, 'older than', 'born eight years after', 'the youngest', names that are common words",
       noun=None, n=4, axis="name",
       cats={"name": ["Mark", "Rose", "Bill", "May"],
             "born": ["1950", "1958", "1966", "1974"],
             "hobby": ["chess", "golf", "bridge", "baking"]},
       clues=[less("Rose", "May", "born"),
              diff("golf", "May", "born", 8),
              same("Bill", "1974"),
              less("golf", "chess", "born"),
              differ("May", "bridge"),
              differ("Mark", "baking")],
       questions=[ask_value("born", "Mark"), ask_value("name", "bridge")])

puzzle("w803-arrivals", family="people", layout="clock times, 'arrived earlier than', 'Nobody arrived before', 'fifteen minutes before', 'At least two people arrived before'",
       noun=None, n=4, axis="name",
       cats={"name": ["Ann", "Bob", "Cara", "Dev"],
             "time": ["8:45am", "9:00am", "9:15am", "9:30am"],
             "transport": ["bus", "train", "bike", "car"]},
       clues=[less("Ann", "bus", "time"),
              same("car", "8:45am"),
              diff("Ann", "Dev", "time", 15),
              less("train", "bike", "time"),
              differ("Bob", "train"),
              not_(any_of(same("Cara", "8:45am"), same("Cara", "9:00am"))),
              differ("Dev", "car")],
       questions=[ask_value("name", "bike"), ask_value("time", "Cara")])

puzzle("w804-tower-floors", family="lines", layout="floors 1 to 4 counted from the bottom, door colours red/white and drinks 'red wine'/'white wine' (values containing values), 'directly below', 'a higher floor than', 'neither red nor white wine'",
       noun="floor", n=4,
       cats={"resident": ["Olive", "Jack", "Rose", "Mark"],
             "door": ["red", "white", "blue", "green"],
             "drink": ["red wine", "white wine", "beer", "gin"]},
       clues=[left("red wine", "red"),
              all_of(somewhere_right("Rose", "Jack"), somewhere_left("Rose", "Mark")),
              differ("white wine", "white"),
              at("green", 4),
              same("Mark", "beer"),
              at("Olive", 1),
              neither("Jack", "red wine", "white wine"),
              offset("blue", "white", 2),
              right("gin", "Olive")],
       questions=[ask_value("resident", "gin"), ask_position("red")])

puzzle("w805-ice-cream-queue", family="lines", layout="queue counted from the front, 'directly in front of', 'somewhere in front of', flavour 'orange' as a value",
       noun="place", n=4,
       cats={"name": ["Holly", "Iris", "Bill", "Frank"],
             "flavour": ["orange", "lemon", "mint", "vanilla"]},
       clues=[left("Bill", "vanilla"),
              at("Iris", 4),
              somewhere_left("Frank", "Holly"),
              not_at("orange", 1),
              differ("Holly", "lemon"),
              left("mint", "Bill"),
              not_(right("Holly", "Frank")),
              differ("orange", 4)],
       questions=[ask_at("name", 2), ask_value("flavour", "Holly")])

puzzle("w806-chess-club", family="people", layout="years joined and ages, 'a member longer than', 'four years longer than', 'the 30-year-old joined eight years after the 50-year-old', '20 years older than the 40-year-old'",
       noun=None, n=4, axis="name",
       cats={"name": ["Ann", "Ben", "Cleo", "Dan"],
             "joined": ["2008", "2012", "2016", "2020"],
             "age": ["30", "40", "50", "60"]},
       clues=[same("Cleo", "2008"),
              diff("Dan", "Ann", "joined", 4),
              diff("30", "50", "joined", 8),
              diff("Dan", "40", "age", 20),
              differ("Ben", "50"),
              less("Cleo", "Ann", "age")],
       questions=[ask_value("age", "Ann"), ask_value("joined", "Ben")])

puzzle("w807-quiz-night", family="people", layout="scores, 'Only one person scored higher than', 'It was not Gus who', 'scored lower than', 'three points more', 'three points less'",
       noun=None, n=4, axis="name",
       cats={"name": ["Rose", "Mark", "Gus", "Tia"],
             "score": ["12", "15", "18", "21"],
             "subject": ["history", "science", "sport", "music"]},
       clues=[rule(lambda r, e21: r == e21, [("name","Rose"), ("score","18")]),
              differ("Gus", "12"),
              less("Mark", "Tia", "score"),
              diff("history", "Rose", "score", 3),
              diff("science", "sport", "score", 3),
              differ("Mark", "sport"),
              less("Tia", "Gus", "score")],
       questions=[ask_value("name", "15"), ask_value("subject", "Mark")])

puzzle("w808-four-houses", family="houses", layout="houses 1 to 4 from left to right, 'respectively', 'the former ... the latter', 'the Dane's neighbour on the right', relative clause 'The Norwegian, who keeps a cat,'",
       noun="house", n=4,
       cats={"nationality": ["Dane", "Swede", "Finn", "Norwegian"],
             "pet": ["cat", "dog", "parrot", "fish"],
             "drink": ["tea", "coffee", "milk", "water"]},
       clues=[all_of(same("Dane", "tea"), same("Finn", "coffee")),
              somewhere_right("cat", "dog"),
              right("cat", "Dane"),
              ends("Swede"),
              not_next("milk", "parrot"),
              all_of(same("Norwegian", "cat"), differ("Norwegian", "milk")),
              all_of(same("Swede", "dog"), same("Finn", "parrot"))],
       questions=[ask_value("pet", "Finn"), ask_position("water")])

puzzle("w809-dinner-row", family="lines", layout="five seats in a row numbered from the left, 'didn't sit next to anyone but', pronouns after two names, relative clause 'the person ... of Bob, who had the soup'",
       noun="seat", n=5,
       cats={"name": ["Ann", "Bob", "Carl", "Dora", "Eve"],
             "meal": ["fish", "soup", "steak", "pasta", "salad"]},
       clues=[all_of(ends("Dora"), next_to("Dora", "Eve")),
              all_of(next_to("Ann", "Bob"), same("Bob", "soup")),
              left("fish", "Bob"),
              all_of(next_to("Ann", "Carl"), same("Carl", "steak")),
              differ("Eve", "pasta"),
              somewhere_left("Carl", "Dora")],
       questions=[ask_position("Carl"), ask_value("meal", "Dora")])

puzzle("w810-lessons-week", family="lines", layout="weekdays Monday to Thursday as positions, a person named May, 'Exactly one of', 'unless', 'If ... then', 'Both ... and ...'",
       noun="day", n=4, position_names=["Monday", "Tuesday", "Wednesday", "Thursday"],
       cats={"name": ["May", "Jack", "Rose", "Mark"],
             "lesson": ["swimming", "yoga", "piano", "chess"]},
       clues=[xor(somewhere_left("May", "Wednesday"), somewhere_left("Rose", "Wednesday")),
              left("Jack", "May"),
              any_of(at("yoga", "Thursday"), same("Mark", "chess")),
              any_of(not_(same("Rose", "swimming")), at("Mark", "Thursday")),
              all_of(somewhere_left("piano", "swimming"), somewhere_left("chess", "swimming")),
              differ("Jack", "chess"),
              somewhere_right("Rose", "Jack"),
              at("Mark", "Thursday")],
       questions=[ask_position("chess"), ask_value("lesson", "May")])

puzzle("w811-fun-run-higher", family="lines", layout="finishing places 1st to 4th as positions, 'finished one place higher than' (higher = better place), 'finished next to ... in the results', 'directly ahead of'",
       noun="place", n=4,
       cats={"runner": ["Rose", "Mark", "Jack", "Bill"],
             "shirt": ["red", "blue", "green", "yellow"]},
       clues=[left("Mark", "red"),
              same("Jack", "blue"),
              next_to("red", "Bill"),
              left("yellow", "blue")],
       questions=[ask_at("runner", 1), ask_at("runner", 3)])

puzzle("w812-counter-pronoun", family="lines", layout="four stools numbered from the left, 'Bob sat next to Ann, and she ordered the fish' (pronoun for the second-named woman)",
       noun="stool", n=4,
       cats={"name": ["Ann", "Bob", "Cleo", "Dan"],
             "meal": ["fish", "soup", "steak", "pasta"]},
       clues=[all_of(next_to("Bob", "Ann"), same("Ann", "fish")),
              same("Cleo", "soup"),
              left("soup", "Bob"),
              somewhere_left("steak", "Dan")],
       questions=[ask_value("meal", "Bob"), ask_value("name", "steak")])

puzzle("w813-cafe-only-neighbour", family="lines", layout="four seats numbered from the left, 'Dora didn't sit next to anyone but Bob' (Dora at an end, beside Bob)",
       noun="seat", n=4,
       cats={"name": ["Ann", "Bob", "Carl", "Dora"],
             "drink": ["tea", "coffee", "cola", "juice"]},
       clues=[all_of(next_to("Dora", "Bob"), ends("Dora")),
              left("juice", "Dora"),
              left("cola", "tea"),
              next_to("juice", "Ann")],
       questions=[ask_at("name", 1), ask_value("drink", "Bob")])

puzzle("w814-tower-neither-wine", family="lines", layout="floors 1 to 4 from the bottom, door colours red/white and drinks red wine/white wine, 'neither red nor white wine' (elliptical: both wines)",
       noun="floor", n=4,
       cats={"resident": ["Olive", "Jack", "Rose", "Mark"],
             "door": ["red", "white", "blue", "green"],
             "drink": ["red wine", "white wine", "beer", "gin"]},
       clues=[neither("Jack", "red wine", "white wine"),
              left("gin", "red wine"),
              next_to("green", "Olive"),
              left("Rose", "green"),
              left("red", "white"),
              same("white wine", "green")],
       questions=[ask_value("resident", "gin"), ask_position("Rose")])

puzzle("w815-chess-club-less", family="people", layout="years joined and ages, 'has been a member for four years less than' (less membership = joined later)",
       noun=None, n=4, axis="name",
       cats={"name": ["Ann", "Ben", "Cleo", "Dan"],
             "joined": ["2008", "2012", "2016", "2020"],
             "age": ["30", "40", "50", "60"]},
       clues=[diff("Dan", "Ann", "joined", 4),
              same("Ben", "2020"),
              same("Dan", "60"),
              same("50", "2012"),
              differ("Ben", "40")],
       questions=[ask_value("joined", "Dan"), ask_value("name", "2008")])

puzzle("w816-queue-except", family="lines", layout="queue places 1 to 4 from the front, 'Bill is behind everyone except Iris' (Bill third, Iris last)",
       noun="place", n=4,
       cats={"name": ["Holly", "Iris", "Bill", "Frank"],
             "flavour": ["orange", "lemon", "mint", "vanilla"]},
       clues=[all_of(at("Bill", 3), at("Iris", 4)),
              left("vanilla", "Iris"),
              next_to("Holly", "mint"),
              left("orange", "vanilla")],
       questions=[ask_at("name", 4), ask_value("flavour", "Holly")])

puzzle("w817-houses-left-neighbour", family="houses", layout="houses 1 to 4 from left to right, possessive of a value with a side: 'The cat owner's neighbour on the left is the Dane'",
       noun="house", n=4,
       cats={"nationality": ["Dane", "Swede", "Finn", "Norwegian"],
             "pet": ["cat", "dog", "parrot", "fish"]},
       clues=[left("Dane", "cat"),
              same("Finn", "parrot"),
              at("fish", 2),
              left("Norwegian", "parrot")],
       questions=[ask_value("pet", "Dane"), ask_position("cat")])

puzzle("w818-quiz-except", family="people", layout="scores, 'Everyone except Gus scored less than Rose' (Gus top, Rose second)",
       noun=None, n=4, axis="name",
       cats={"name": ["Rose", "Mark", "Gus", "Tia"],
             "score": ["12", "15", "18", "21"],
             "subject": ["history", "science", "sport", "music"]},
       clues=[all_of(less("Mark", "Rose", "score"), less("Tia", "Rose", "score"), less("Rose", "Gus", "score")),
              same("12", "music"),
              same("Gus", "history"),
              same("sport", "15"),
              same("music", "Mark")],
       questions=[ask_value("score", "Gus"), ask_value("name", "21")])

puzzle("w819-quiz-score-question", family="people", layout="scores, a person named Mark, question 'What score did Gus get?' (score/mark)",
       noun=None, n=4, axis="name",
       cats={"name": ["Rose", "Mark", "Gus", "Tia"],
             "score": ["12", "15", "18", "21"],
             "subject": ["history", "science", "sport", "music"]},
       clues=[same("Gus", "21"),
              same("12", "music"),
              same("sport", "15"),
              same("music", "Mark"),
              differ("Tia", "science"),
              same("Gus", "history"),
              less("Tia", "Rose", "score")],
       questions=[ask_value("score", "Gus"), ask_value("subject", "Rose")])

puzzle("w820-born-before-ages", family="people", layout="ages (not years), 'was born five years before' (born before = older)",
       noun=None, n=4, axis="name",
       cats={"name": ["Mark", "Rose", "Bill", "May"],
             "age": ["25", "30", "35", "40"],
             "hobby": ["chess", "golf", "bridge", "baking"]},
       clues=[diff("Rose", "May", "age", 5),
              same("Rose", "golf"),
              same("May", "baking"),
              same("bridge", "25"),
              same("Mark", "40")],
       questions=[ask_value("age", "May"), ask_value("name", "35")])

puzzle("w701-line-seven-clue-colon", family="lines", layout="'There are 7 people standing in a line', 'Everyone has a different X:' lines, 'Clue N:' lines, 'Question: What position is ... at?'",
       noun="position", n=7,
       cats={"name": ["Alice", "Ben", "Carla", "Dmitri", "Elena", "Farid", "Greta"],
             "nationality": ["American", "British", "Egyptian", "German", "Italian", "Russian", "Spanish"],
             "job": ["chef", "doctor", "lawyer", "nurse", "painter", "pilot", "teacher"],
             "drink": ["coffee", "cola", "juice", "lemonade", "milk", "tea", "water"],
             "pet": ["cat", "dog", "goldfish", "hamster", "parrot", "rabbit", "turtle"],
             "sport": ["boxing", "cycling", "golf", "rugby", "skiing", "swimming", "tennis"],
             "shirt": ["black", "blue", "green", "purple", "red", "white", "yellow"]},
       clues=[ends("Italian"),                                   # 1
              left("coffee", "pilot"),                           # 2
              somewhere_right("Ben", "Alice"),                   # 3
              same("golf", "blue"),                              # 4
              not_next("hamster", "lawyer"),                     # 5
              at("teacher", 4),                                  # 6
              right("Spanish", "black"),                         # 7
              differ("doctor", "water"),                         # 8
              same("Farid", "parrot"),                           # 9
              between_in_order("boxing", "cycling", "rugby"),    # 10
              same("cat", "nurse"),                              # 11
              offset("milk", "juice", -2),                       # 13
              either("dog", "Russian", "American"),              # 14
              next_to("red", "green"),                           # 15
              ends("Elena"),                                     # 16
              neither("goldfish", "chef", "lawyer"),             # 17
              of_two("Dmitri", "painter", "rugby", "boxing"),    # 18
              not_at("swimming", 1),                             # 19
              gap("German", "skiing", 4),                        # 20
              somewhere_right("lemonade", "cola"),               # 21
              left("Egyptian", "Greta"),                         # 22
              same("Carla", "tea"),                              # 23
              at("white", 5),                                    # 24
              same("turtle", "purple"),                          # 26
              not_at("rabbit", 3),                               # 27
              somewhere_left("tennis", "teacher"),               # 28
              same("British", "rugby"),                          # 29
              same("Dmitri", "Russian"),                         # 30
              between("yellow", "hamster", "lawyer"),            # 31
              middle("pilot"),                                   # 32
              neither("cola", "cycling", "skiing"),              # 33
              same("Spanish", "doctor"),                         # 34
              next_to("water", "rabbit"),                        # 35
              same("Greta", "milk"),                             # 37
              same("Alice", "cycling"),                          # 38
              somewhere_right("Elena", "Ben"),                   # 39
              right("lawyer", "teacher"),                        # 40
              left("nurse", "chef"),                             # 41
              somewhere_right("Spanish", "German"),              # 42
              same("tennis", "green"),                           # 43
              not_next("Dmitri", "Greta"),                       # 44
              somewhere_left("red", "blue"),                     # 45
              same("Farid", "Egyptian"),                         # 46
              ],
       herrings={12: "Greta has been learning the violin for three years.",
                 25: "The chef and the pilot are good friends.",
                 36: "It was a sunny afternoon when the photograph was taken."},
       questions=[ask_position("rabbit"), ask_position("German")])

puzzle("w702-houses-bullet-lists", family="houses", layout="houses numbered left to right, '- Category: values' bullet lines, numbered clues, 'on the far left', 'three houses to the left of', 'live four houses apart', herrings about gardens and a beard",
       noun="house", n=6,
       cats={"owner": ["Archer", "Bell", "Carter", "Dixon", "Evans", "Foster"],
             "colour": ["blue", "green", "grey", "red", "white", "yellow"],
             "pet": ["canary", "cat", "dog", "goldfish", "horse", "snake"],
             "drink": ["beer", "coffee", "juice", "milk", "tea", "water"],
             "car": ["Audi", "BMW", "Fiat", "Ford", "Kia", "Volvo"],
             "flower": ["daisies", "lilies", "orchids", "roses", "sunflowers", "tulips"],
             "music": ["blues", "classical", "folk", "jazz", "pop", "rock"],
             "hobby": ["chess", "cooking", "fishing", "hiking", "knitting", "painting"]},
       clues=[at("Dixon", 1),                                # 1
              same("green", "coffee"),                       # 2
              left("green", "white"),                        # 3
              same("Archer", "horse"),                       # 4
              next_to("canary", "horse"),                    # 5
              same("Ford", "sunflowers"),                    # 6
              not_next("snake", "cat"),                      # 7
              same("jazz", "fishing"),                       # 9
              somewhere_left("Volvo", "BMW"),                # 10
              at("milk", 3),                                 # 11
              between_in_order("Bell", "Foster", "Evans"),   # 12
              ends("grey"),                                  # 13
              offset("roses", "daisies", -3),                # 14
              either("beer", "Evans", "Carter"),             # 15
              neither("Kia", "rock", "pop"),                 # 16
              of_two("Carter", "Bell", "orchids", "lilies"), # 17
              gap("tea", "juice", 4),                        # 18
              same("classical", "chess"),                    # 19
              differ("red", "Audi"),                         # 20
              right("BMW", "Fiat"),                          # 22
              same("painting", "cat"),                       # 23
              somewhere_right("hiking", "knitting"),         # 24
              middle("snake"),                               # 25
              same("Foster", "red"),                         # 26
              same("blue", "Volvo"),                         # 27
              same("water", "tulips"),                       # 28
              between("jazz", "rock", "pop"),                # 29
              same("blues", "Carter"),                       # 30
              right("Archer", "Dixon"),                      # 31
              same("Kia", "knitting"),                       # 32
              somewhere_left("yellow", "grey"),              # 33
              not_at("pop", 1, 6),                           # 34
              same("goldfish", "cooking"),                   # 35
              ends("canary"),                                # 36
              next_to("dog", "cat"),                         # 37
              left("yellow", "blue"),                        # 38
              same("Audi", "coffee"),                        # 39
              same("Archer", "tea"),                         # 40
              same("rock", "hiking"),                        # 41
              same("chess", "blue"),                         # 42
              same("snake", "red"),                          # 43
              same("lilies", "green"),                       # 44
              ],
       herrings={8: "Every house on the street has a small front garden.",
                 21: "The man with the beard is always late for work.",
                 45: "Evans moved to the street from Cardiff two years ago."},
       questions=[ask_value("owner", "goldfish"), ask_position("Kia")])

puzzle("w703-hill-race-places", family="lines", layout="a race, places 1st to 8th, prose lists of values, ages as a numeric category, 'finished ahead of', 'the runner in 3rd place', 'two places behind', 'the oldest runner', 'second to last', '•' bullet clues, herrings about rain and a ponytail",
       noun="place", n=8,
       cats={"runner": ["Amara", "Hannah", "Kenji", "Lucia", "Nils", "Owen", "Pierre", "Rosa"],
             "country": ["France", "Germany", "Italy", "Japan", "Kenya", "Spain", "Sweden", "Wales"],
             "shoes": ["Adidas", "Asics", "Brooks", "Hoka", "Mizuno", "Nike", "Puma", "Saucony"],
             "vest": ["black", "blue", "green", "orange", "purple", "red", "white", "yellow"],
             "age": ["22", "24", "27", "29", "31", "35", "38", "41"],
             "sponsor": ["bakery", "bank", "bookshop", "cafe", "florist", "garage", "hotel", "pharmacy"]},
       clues=[at("Kenji", 1),                                  # 1
              right("Amara", "red"),                           # 2
              at("Adidas", 3),                                 # 3
              somewhere_left("Lucia", "Nils"),                 # 4
              offset("Sweden", "Kenya", 2),                    # 5
              at("41", 4),                                     # 6
              less("Rosa", "Amara", "age"),                    # 8
              at("31", 7),                                     # 9
              at("Owen", 8),                                   # 10
              between("France", "Spain", "Germany"),           # 11
              next_to("bank", "garage"),                       # 12
              not_next("Hoka", "Puma"),                        # 13
              neither("Brooks", "Italy", "Japan"),             # 14
              of_two("Pierre", "black", "38", "31"),           # 15
              either("white", "Rosa", "Hannah"),               # 16
              same("Wales", "purple"),                         # 17
              offset("bookshop", "florist", 2),                # 19
              somewhere_right("22", "41"),                     # 20
              same("blue", "24"),                              # 21
              less("red", "green", "age"),                     # 22
              diff("Mizuno", "Nike", "age", -2),               # 23
              gap("Italy", "Wales", 5),                        # 24
              not_at("Germany", 1, 2, 3),                      # 25
              same("Kenji", "Japan"),                          # 26
              left("orange", "black"),                         # 27
              left("hotel", "cafe"),                           # 28
              same("Hoka", "pharmacy"),                        # 29
              same("Rosa", "Brooks"),                          # 30
              same("Amara", "Kenya"),                          # 31
              same("Pierre", "France"),                        # 32
              same("Kenji", "Nike"),                           # 33
              same("yellow", "Sweden"),                        # 34
              at("bakery", 1),                                 # 35
              same("Nils", "Sweden"),                          # 36
              same("cafe", "Rosa"),                            # 37
              same("Hannah", "Germany"),                       # 38
              same("Amara", "Asics"),                          # 39
              same("garage", "green"),                         # 40
              less("Kenya", "Lucia", "age"),                   # 41
              ],
       herrings={7: "It rained heavily for the first half of the race.",
                 18: "The runner with the ponytail waved to the crowd at every bend.",
                 42: "Owen and Pierre share a flat in Bristol."},
       questions=[ask_value("runner", "Saucony"), ask_position("Sweden")])

puzzle("w704-cinema-row-synonyms", family="lines", layout="a row of cinema seats, no names, ten categories as 'Category: values' lines, numbered clues naming people by demonyms, agent nouns and verbs ('the Dane', 'the pianist', 'the tea drinker', 'whoever keeps the hamster', 'the Ford driver', 'plays football'), ages, herrings",
       noun="seat", n=8,
       cats={"nationality": ["Danish", "Dutch", "Greek", "Irish", "Norwegian", "Polish", "Portuguese", "Swiss"],
             "job": ["accountant", "baker", "dentist", "engineer", "farmer", "journalist", "pilot", "plumber"],
             "pet": ["cat", "dog", "ferret", "hamster", "iguana", "parrot", "rabbit", "tortoise"],
             "drink": ["beer", "cocoa", "coffee", "juice", "lemonade", "milk", "tea", "water"],
             "sport": ["archery", "climbing", "cycling", "golf", "rowing", "soccer", "swimming", "tennis"],
             "car": ["BMW", "Ford", "Honda", "Renault", "Skoda", "Tesla", "Toyota", "Volvo"],
             "instrument": ["cello", "drums", "flute", "guitar", "harp", "piano", "trumpet", "violin"],
             "food": ["curry", "pasta", "pizza", "salad", "soup", "steak", "sushi", "tacos"],
             "age": ["23", "28", "31", "36", "42", "47", "55", "61"],
             "shirt": ["black", "blue", "green", "grey", "pink", "red", "white", "yellow"]},
       clues=[
              at("Danish", 1),  # 1
              same("pilot", "piano"),  # 2
              right("Polish", "hamster"),  # 3
              same("tea", "golf"),  # 4
              same("soccer", "Ford"),  # 5
              not_next("dentist", "rabbit"),  # 7
              between("violin", "drums", "guitar"),  # 8
              same("Greek", "farmer"),  # 9
              offset("23", "36", 2),  # 10
              same("tortoise", "beer"),  # 11
              ends("harp"),  # 12
              neither("Tesla", "dog", "golf"),  # 13
              same("milk", "Irish"),  # 14
              somewhere_left("Honda", "Renault"),  # 15
              same("journalist", "curry"),  # 16
              differ("pilot", "yellow"),  # 17
              less("Swiss", "Danish", "age"),  # 18
              same("climbing", "cello"),  # 19
              left("Skoda", "BMW"),  # 20
              of_two("Norwegian", "plumber", "rabbit", "ferret"),  # 21
              either("parrot", "swimming", "cycling"),  # 22
              at("61", 4),  # 24
              same("trumpet", "tacos"),  # 25
              gap("sushi", "pasta", 7),  # 26
              same("Portuguese", "accountant"),  # 27
              same("white", "salad"),  # 28
              diff("baker", "journalist", "age", 5),  # 29
              middle("iguana"),  # 30
              same("Dutch", "lemonade"),  # 31
              not_at("engineer", 1, 2, 3, 4),  # 32
              same("rowing", "green"),  # 33
              same("black", "juice"),  # 34
              next_to("cocoa", "pink"),  # 35
              same("dentist", "Tesla"),  # 36
              same("flute", "yellow"),  # 37
              between_in_order("tortoise", "dog", "parrot"),  # 38
              same("water", "Swiss"),  # 39
              same("pizza", "drums"),  # 40
              left("coffee", "water"),  # 41
              same("Toyota", "guitar"),  # 42
              somewhere_right("archery", "cycling"),  # 43
              same("grey", "BMW"),  # 44
              same("hamster", "Volvo"),  # 45
              same("baker", "dog"),  # 46
              same("soup", "engineer"),  # 47
              same("plumber", "archery"),  # 49
              same("Polish", "red"),  # 50
              same("steak", "61"),  # 51
              same("cat", "violin"),  # 52
              same("47", "Norwegian"),  # 53
              same("iguana", "cycling"),  # 54
              same("Irish", "Honda"),  # 55
              left("Greek", "Irish"),  # 56
              less("Polish", "Portuguese", "age"),  # 57
              same("55", "pink"),  # 58
              same("sushi", "42"),  # 59
              same("Danish", "pilot"),  # 60
              next_to("baker", "Danish"),  # 61
              offset("drums", "farmer", -2),  # 62
              same("tennis", "Swiss"),  # 63
              at("Dutch", 8),  # 64
              same("swimming", "Irish"),  # 65
              right("accountant", "engineer"),  # 66
              same("ferret", "lemonade"),  # 67
              ],
       herrings={6: 'The cinema was built in 1932 and still has its original curtains.', 23: 'The woman with the red umbrella arrived just as the lights went down.', 48: 'Everyone in the row had already seen the film at least once.'},
       questions=[ask_value("nationality", "iguana"), ask_position("harp")])

puzzle("w705-tower-floors-rent", family="lines", layout="floors counted from the ground floor, prose declaration with 'not necessarily in that order', rents in dollars with thousands separators, '(1)' clues, 'two floors above', 'somewhere above', 'the most expensive flat', 'pays $400 a month more than', herrings about the lift and red hair",
       noun="floor", n=7,
       cats={"resident": ["Nadia", "Oscar", "Paula", "Ruth", "Simon", "Tara", "Victor"],
             "job": ["architect", "artist", "banker", "chef", "lawyer", "nurse", "teacher"],
             "pet": ["cat", "dog", "goldfish", "hamster", "parrot", "rabbit", "snake"],
             "rent": ["$900", "$1,000", "$1,100", "$1,200", "$1,300", "$1,400", "$1,500"],
             "hometown": ["Bath", "Derby", "Exeter", "Hull", "Leeds", "Oxford", "York"],
             "plant": ["aloe", "bonsai", "cactus", "fern", "ivy", "orchid", "palm"],
             "vehicle": ["bicycle", "convertible", "hatchback", "motorbike", "pickup", "scooter", "van"]},
       clues=[
              at("Paula", 1),  # 1
              offset("Oscar", "Victor", 2),  # 2
              at("hamster", 7),  # 3
              same("chef", "goldfish"),  # 4
              offset("bonsai", "parrot", 1),  # 5
              diff("Nadia", "Ruth", "rent", 400),  # 6
              less("York", "Leeds", "rent"),  # 7
              at("$1,500", 5),  # 8
              between("architect", "lawyer", "banker"),  # 10
              somewhere_right("Simon", "Tara"),  # 11
              same("van", "ivy"),  # 12
              not_next("snake", "hamster"),  # 13
              of_two("Hull", "Bath", "palm", "orchid"),  # 14
              neither("nurse", "Derby", "Exeter"),  # 15
              either("pickup", "artist", "teacher"),  # 16
              ends("fern"),  # 17
              middle("convertible"),  # 18
              same("$900", "chef"),  # 19
              gap("cat", "snake", 4),  # 20
              all_of(somewhere_right("motorbike", "scooter"), somewhere_left("motorbike", "convertible")),  # 21
              not_at("Tara", 2, 6),  # 22
              same("Derby", "dog"),  # 23
              diff("teacher", "architect", "rent", 100),  # 25
              same("Oxford", "aloe"),  # 26
              same("Tara", "lawyer"),  # 27
              offset("Simon", "Ruth", 1),  # 28
              same("bicycle", "nurse"),  # 29
              same("cactus", "scooter"),  # 30
              offset("architect", "$1,400", 1),  # 31
              same("Victor", "chef"),  # 32
              same("banker", "$1,500"),  # 33
              same("hatchback", "lawyer"),  # 34
              somewhere_right("teacher", "banker"),  # 35
              same("Nadia", "Hull"),  # 36
              diff("Oscar", "Ruth", "rent", -100),  # 37
              somewhere_left("nurse", "artist"),  # 38
              same("Tara", "orchid"),  # 39
              same("Victor", "York"),  # 40
              offset("Oxford", "Exeter", 1),  # 41
              diff("Simon", "Paula", "rent", 100),  # 42
              somewhere_left("cat", "snake"),  # 43
              ],
       herrings={9: 'The lift in Alder Court was installed in 1998 and breaks down every winter.', 24: 'The resident with red hair sings in the shower every morning.'},
       questions=[ask_value("resident", "orchid"), ask_position("teacher")])

puzzle("w706-train-carriages-table", family="lines", layout="train carriages counted from the front, markdown table of categories, '1)' clues, 'directly behind', 'in front of', 'the last carriage', fares in pounds, 'paid £35 more than', 'the cheapest ticket', herrings about the buffet car and chess",
       noun="carriage", n=8,
       cats={"passenger": ["Harriet", "Ivan", "Jasmine", "Kwame", "Louise", "Marco", "Nora", "Otto"],
             "destination": ["Carlisle", "Crewe", "Durham", "Glasgow", "Leeds", "Newcastle", "Preston", "York"],
             "snack": ["apple", "banana", "chocolate", "crisps", "muffin", "pretzel", "samosa", "sandwich"],
             "luggage": ["briefcase", "duffel bag", "guitar case", "hatbox", "holdall", "rucksack", "suitcase", "trolley bag"],
             "reading": ["biography", "crime", "fantasy", "history", "poetry", "romance", "sci-fi", "thriller"],
             "fare": ["£25", "£30", "£40", "£45", "£55", "£60", "£70", "£80"],
             "hat": ["beanie", "beret", "bowler", "cap", "fedora", "panama", "sunhat", "trilby"],
             "job": ["architect", "banker", "chef", "doctor", "florist", "lawyer", "musician", "student"]},
       clues=[
              at("Nora", 1),  # 1
              right("Ivan", "Nora"),  # 2
              at("sunhat", 8),  # 3
              offset("musician", "florist", 1),  # 4
              less("York", "Leeds", "fare"),  # 5
              diff("Otto", "Nora", "fare", 35),  # 6
              gap("thriller", "fantasy", 6),  # 7
              between("muffin", "sandwich", "banana"),  # 9
              same("hatbox", "panama"),  # 10
              either("crime", "lawyer", "chef"),  # 11
              neither("Glasgow", "apple", "pretzel"),  # 12
              of_two("Kwame", "Jasmine", "Preston", "Carlisle"),  # 13
              not_next("doctor", "banker"),  # 14
              somewhere_right("Louise", "Marco"),  # 15
              ends("crisps"),  # 16
              middle("guitar case"),  # 17
              at("£80", 3),  # 18
              same("student", "cap"),  # 19
              between_in_order("biography", "romance", "sci-fi"),  # 20
              not_at("architect", 1, 8),  # 21
              right("trilby", "chocolate"),  # 22
              offset("duffel bag", "guitar case", 2),  # 23
              same("florist", "£25"),  # 25
              same("Durham", "beret"),  # 26
              same("Marco", "musician"),  # 27
              same("Harriet", "florist"),  # 28
              same("Otto", "banker"),  # 29
              same("fedora", "briefcase"),  # 30
              same("rucksack", "thriller"),  # 31
              same("poetry", "suitcase"),  # 32
              right("Louise", "Kwame"),  # 33
              same("pretzel", "chef"),  # 34
              same("£55", "bowler"),  # 35
              less("Crewe", "Newcastle", "fare"),  # 36
              next_to("beanie", "bowler"),  # 37
              same("Kwame", "chef"),  # 38
              same("history", "£70"),  # 39
              same("Glasgow", "Otto"),  # 40
              left("beret", "cap"),  # 41
              same("sandwich", "romance"),  # 42
              same("banker", "fedora"),  # 43
              left("Jasmine", "Kwame"),  # 44
              same("architect", "chocolate"),  # 45
              same("Harriet", "York"),  # 46
              same("Louise", "crime"),  # 47
              at("holdall", 4),  # 48
              somewhere_left("thriller", "poetry"),  # 49
              same("Ivan", "Leeds"),  # 50
              diff("Louise", "Kwame", "fare", 20),  # 51
              same("samosa", "sunhat"),  # 52
              same("Carlisle", "panama"),  # 53
              ],
       herrings={8: 'The buffet car was closed for the whole journey.', 24: 'Kwame and Otto play chess online most evenings.', 54: 'The train was running ten minutes late by the time it reached Stafford.'},
       questions=[ask_value("passenger", "Newcastle"), ask_value("reading", "musician")])

puzzle("w901-bike-shop", family="people", layout="prices with $ and thousands separators, 'The bike that cost $2,500 more than the Suzuki was the Triumph' (relative clause carrying the comparison), '$1,250 less than', 'the most expensive', 'the cheapest', herring with a real price",
       noun=None, n=4, axis="buyer",
       cats={"buyer": ["Alma", "Boris", "Cyril", "Dina"],
             "bike": ["Ducati", "Honda", "Suzuki", "Triumph"],
             "price": ["$1,250", "$2,500", "$3,750", "$5,000"]},
       clues=[diff("Triumph", "Suzuki", "price", 2500),
              diff("Honda", "Triumph", "price", -1250),
              differ("Ducati", "$5,000"),
              diff("Boris", "Alma", "price", 2500),
              same("Cyril", "$1,250")],
       herrings={3: "Prices at the dealer have gone up by $1,250 since 2019."},
       questions=[ask_value("buyer", "Honda"), ask_value("price", "Alma")])

puzzle("w902-clinic-morning", family="people", layout="clock times 9:00am-10:30am, 'half an hour after X's and an hour before Y's' (two different amounts in one coordinated comparison), 'half past ten', 'an hour and a half before', herring with a clock time",
       noun=None, n=4, axis="patient",
       cats={"patient": ["Eve", "Finn", "Gail", "Hugo"],
             "time": ["9:00am", "9:30am", "10:00am", "10:30am"],
             "doctor": ["Dr Kemp", "Dr Lowe", "Dr Moss", "Dr Nash"]},
       clues=[all_of(diff("Eve", "Finn", "time", 30), diff("Gail", "Eve", "time", 60)),
              differ("Hugo", "10:30am"),
              same("Dr Moss", "10:30am"),
              diff("Dr Moss", "Dr Kemp", "time", 90),
              differ("Dr Lowe", "Eve")],
       herrings={3: "The clinic opens its doors at 8:30am every weekday."},
       questions=[ask_value("time", "Hugo"), ask_value("doctor", "Eve")])

puzzle("w903-reunion-bill", family="people", layout="ages 25-40 and amounts $20-$50, nested relative 'five years older than the person who paid $10 more than Dan', 'The 30-year-old paid thirty dollars', 'Whoever is 40', herring 'Thirty years ago ... $5 a head'",
       noun=None, n=4, axis="name",
       cats={"name": ["Ann", "Ben", "Cat", "Dan"],
             "age": ["25", "30", "35", "40"],
             "paid": ["$20", "$30", "$40", "$50"]},
       clues=[Clue("nested", [("name", "Ann"), ("name", "Dan")],
                   lambda c, e: any(_numval(c, e, "paid", p) == _numval(c, e, "paid", c.pos(e, 1)) + 10
                                    and _numval(c, e, "age", c.pos(e, 0)) == _numval(c, e, "age", p) + 5
                                    for p in range(1, 5)),
                   wholecats=["age", "paid"]),
              diff("$50", "Cat", "age", 10),
              same("30", "$30"),
              same("40", "$20")],
       herrings={3: "Thirty years ago the restaurant charged $5 a head."},
       questions=[ask_value("age", "Ann"), ask_value("paid", "Ben")])

puzzle("w904-trail-walks", family="people", layout="durations in minutes, 'The walk that took half an hour longer than the Cliff was Iris's' (comparison inside a relative clause), 'shorter than', '45 minutes longer than', herring with '90 minutes'",
       noun=None, n=4, axis="hiker",
       cats={"hiker": ["Iris", "Jude", "Kofi", "Lena"],
             "trail": ["Beacon", "Cliff", "Dale", "Ridge"],
             "duration": ["45 minutes", "60 minutes", "90 minutes", "120 minutes"]},
       clues=[diff("Iris", "Cliff", "duration", 30),
              less("Jude", "Beacon", "duration"),
              diff("Ridge", "Kofi", "duration", 45)],
       herrings={2: "Parking at the trailhead costs $3 for the first 90 minutes."},
       questions=[ask_value("hiker", "Cliff"), ask_value("duration", "Iris")])

puzzle("w905-march-cottages", family="people", layout="March dates 3rd-12th, 'arrived two days apart' (days, not places in order), 'a week after', 'nine days after', herring with a year",
       noun=None, n=4, axis="friend",
       cats={"friend": ["Mona", "Nils", "Omar", "Pia"],
             "cottage": ["Ashby", "Bourne", "Colby", "Dunmore"],
             "date": ["March 3", "March 5", "March 10", "March 12"]},
       clues=[numrel("Mona", "Omar", "date", lambda p, q: abs(p - q) == 2),
              diff("Dunmore", "Omar", "date", 7),
              less("Nils", "Colby", "date"),
              diff("Pia", "Ashby", "date", 9)],
       herrings={3: "The cottages have been let every March since 2014."},
       questions=[ask_value("friend", "Dunmore"), ask_value("date", "Nils")])

puzzle("w906-club-golf", family="people", layout="places 1st-4th and stroke counts, 'took 3 more strokes than' (strokes, not places), 'the runner-up', 'the player who came last', 'went round in 70', herring with a score",
       noun=None, n=4, axis="golfer",
       cats={"golfer": ["Ugo", "Vera", "Walt", "Xena"],
             "place": ["1st", "2nd", "3rd", "4th"],
             "strokes": ["70", "72", "75", "79"]},
       clues=[same("1st", "70"),
              same("2nd", "72"),
              same("4th", "79"),
              diff("Xena", "Ugo", "strokes", 3),
              less("Walt", "Vera", "place")],
       herrings={3: "The course record of 66 has stood since 1998."},
       questions=[ask_value("golfer", "1st"), ask_value("place", "Xena")])

puzzle("w907-high-street-sale", family="people", layout="percentage discounts, 'The discount that was twice Abe's belonged to the florist' (ratio inside a relative clause), '5 percentage points bigger than', '5% more off than', herring with a real percentage",
       noun=None, n=4, axis="shopkeeper",
       cats={"shopkeeper": ["Yusuf", "Zara", "Abe", "Bea"],
             "shop": ["bakery", "chemist", "florist", "grocer"],
             "discount": ["10%", "15%", "20%", "25%"]},
       clues=[times("florist", "Abe", "discount", 2),
              diff("chemist", "Zara", "discount", 5),
              diff("Bea", "grocer", "discount", 5)],
       herrings={2: "Sales tax on cut flowers went up to 20% this year."},
       questions=[ask_value("shop", "Abe"), ask_value("discount", "Bea")])

puzzle("w908-mill-lane-hens", family="houses", layout="houses numbered 1-4 and hen counts 1-4, 'lives at No. 2' (house number abbreviation), 'does not live at number 2', 'three more hens than', herring with a year",
       noun="house", n=4,
       cats={"owner": ["Cora", "Dev", "Elsa", "Fred"],
             "hens": ["1 hen", "2 hens", "3 hens", "4 hens"]},
       clues=[at("Elsa", 2),
              not_at("3 hens", 2),
              at("1 hen", 4),
              diff("Fred", "Cora", "hens", 3),
              next_to("Cora", "4 hens")],
       herrings={3: "Mill Lane has been home to hens since 1904."},
       questions=[ask_at("owner", 1), ask_value("hens", "Elsa")])

puzzle("w909-food-truck", family="lines", layout="queue places 1-4 from the front with prices, 'Gina and Hal paid $8 and $10, in that order' (respective values, not queue order), 'directly in front of', 'at the front/back', herring with a real price",
       noun="place", n=4,
       cats={"name": ["Gina", "Hal", "Ivy", "Jon"],
             "price": ["$8", "$10", "$12", "$15"]},
       clues=[all_of(same("Gina", "$8"), same("Hal", "$10")),
              left("$8", "Jon"),
              at("$15", 1),
              at("$10", 4)],
       herrings={3: "The truck has charged the same $12 for its burger since 2021."},
       questions=[ask_at("name", 1), ask_value("price", "Jon")])

puzzle("w910-farm-eggs", family="people", layout="egg counts 6-24 and coins/notes, 'a dozen and a half eggs', herring 'about two dozen eggs a day', '12 more eggs than', 'fewer eggs than'",
       noun=None, n=4, axis="neighbour",
       cats={"neighbour": ["Lars", "Mira", "Nico", "Opal"],
             "eggs": ["6", "12", "18", "24"],
             "paid with": ["$2 coin", "$5 note", "$10 note", "$20 note"]},
       clues=[same("Opal", "18"),
              diff("Nico", "$20 note", "eggs", 12),
              less("$10 note", "Lars", "eggs"),
              same("Opal", "$5 note")],
       herrings={2: "The farm's hens lay about two dozen eggs a day."},
       questions=[ask_value("neighbour", "$2 coin"), ask_value("eggs", "Lars")])

puzzle("w911-rowing-club", family="people", layout="ages 30-60 in 'They are ... years old' and years joined 2008-2020, 'Bram is the youngest' (age, not latest joiner), 'Cleo is 50', 'The 30-year-old joined in 2016', herring with a year",
       noun=None, n=4, axis="name",
       cats={"name": ["Ada", "Bram", "Cleo", "Dirk"],
             "age": ["30", "40", "50", "60"],
             "joined": ["2008", "2012", "2016", "2020"]},
       clues=[diff("Cleo", "Dirk", "joined", 8),
              same("Bram", "30"),
              same("Cleo", "50"),
              same("30", "2016"),
              same("Ada", "60")],
       herrings={3: "The club itself was founded in 1960."},
       questions=[])

puzzle("w912-rowing-eight", family="people", layout="heights in ft/in (uneven steps) and weights in kg, 'Sami, at 6 ft 1 in, is the tallest', '3 inches shorter than', 'shorter and lighter than' (two comparisons in one), 'outweighs ... by 4 kg', herring with a weight",
       noun=None, n=4, axis="rower",
       cats={"rower": ["Quinn", "Rhys", "Sami", "Theo"],
             "height": ["5 ft 7 in", "5 ft 9 in", "5 ft 10 in", "6 ft 1 in"],
             "weight": ["68 kg", "72 kg", "76 kg", "80 kg"]},
       clues=[same("Sami", "6 ft 1 in"),
              diff("Theo", "Rhys", "height", 3),
              same("80 kg", "5 ft 9 in"),
              all_of(less("Theo", "Sami", "height"), less("Theo", "Sami", "weight")),
              diff("Rhys", "Theo", "weight", 4)],
       herrings={2: "The boat itself weighs 96 kg, a little more than any of them."},
       questions=[ask_value("weight", "Sami"), ask_value("height", "Theo")])

puzzle("w913-club-golf-scores", family="people", layout="places 1st-4th and stroke counts, 'took 3 more strokes than' (strokes, not places), 'the runner-up', 'the player who came last', 'went round in 70', intro 'their scores were 70, 72, 75 and 79 strokes', herring with a score",
       noun=None, n=4, axis="golfer",
       cats={"golfer": ["Ugo", "Vera", "Walt", "Xena"],
             "place": ["1st", "2nd", "3rd", "4th"],
             "strokes": ["70", "72", "75", "79"]},
       clues=[same("1st", "70"),
              same("2nd", "72"),
              same("4th", "79"),
              diff("Xena", "Ugo", "strokes", 3),
              less("Walt", "Vera", "place")],
       herrings={3: "The course record of 66 has stood since 1998."},
       questions=[ask_value("golfer", "1st"), ask_value("place", "Xena")])

puzzle("w914-rowing-club-joined", family="people", layout="ages 30-60 in 'They are ... years old' and years joined 2008-2020, 'Bram is the youngest' (age, not latest joiner), 'Cleo is 50', 'The 30-year-old joined in 2016', herring with a year",
       noun=None, n=4, axis="name",
       cats={"name": ["Ada", "Bram", "Cleo", "Dirk"],
             "age": ["30", "40", "50", "60"],
             "joined": ["2008", "2012", "2016", "2020"]},
       clues=[diff("Cleo", "Dirk", "joined", 8),
              same("Bram", "30"),
              same("Cleo", "50"),
              same("30", "2016"),
              same("Ada", "60")],
       herrings={3: "The club itself was founded in 1960."},
       questions=[ask_value("name", "2016"), ask_value("joined", "Ada")])

puzzle("w915-food-truck-places", family="lines", layout="queue places 1-5 from the front with prices, 'Gina, Hal and Ivy stood in places 1, 3 and 5, in that order' (respective places), '$7 more than', 'The person in second place', herring with a clock time",
       noun="place", n=5,
       cats={"name": ["Gina", "Hal", "Ivy", "Jon", "Kit"],
             "price": ["$8", "$10", "$12", "$15", "$20"]},
       clues=[all_of(at("Gina", 1), at("Hal", 3), at("Ivy", 5)),
              diff("Kit", "Hal", "price", 7),
              diff("Kit", "Gina", "price", 3),
              at("$20", 2)],
       herrings={3: "The truck opened at 11:30am, half an hour late."},
       questions=[ask_at("name", 4), ask_value("price", "Ivy")])

puzzle("w916-mill-lane-address", family="houses", layout="houses numbered 1-4 and hen counts 1-4, 'Elsa lives at 2 Mill Lane' (street address = house number), 'The owner with 2 hens lives at number 1', 'a single hen'",
       noun="house", n=4,
       cats={"owner": ["Cora", "Dev", "Elsa", "Fred"],
             "hens": ["1 hen", "2 hens", "3 hens", "4 hens"]},
       clues=[at("Elsa", 2),
              somewhere_left("Fred", "Cora"),
              at("2 hens", 1),
              same("Fred", "1 hen"),
              at("4 hens", 2)],
       questions=[ask_at("owner", 1), ask_value("hens", "Elsa")])

puzzle("w917-bike-shop-half", family="people", layout="prices with $ and thousands separators, 'The person who paid half as much as Boris bought the Suzuki' (ratio inside a relative clause), '$2,500 more than Alma's bike', '$1,250 more than the Ducati's buyer'",
       noun=None, n=4, axis="buyer",
       cats={"buyer": ["Alma", "Boris", "Cyril", "Dina"],
             "bike": ["Ducati", "Honda", "Suzuki", "Triumph"],
             "price": ["$1,250", "$2,500", "$3,750", "$5,000"]},
       clues=[times("Boris", "Suzuki", "price", 2),
              diff("Triumph", "Alma", "price", 2500),
              diff("Alma", "Ducati", "price", 1250),
              same("Cyril", "Ducati")],
       questions=[ask_value("buyer", "Suzuki"), ask_value("price", "Dina")])

puzzle("w918-mill-lane-doors", family="houses", layout="houses numbered 1-4 and hen counts 1-4, 'The owner with one hen lives three houses to the right of Dev' (a distance written as a number word next to a count category), 'three more hens than'",
       noun="house", n=4,
       cats={"owner": ["Cora", "Dev", "Elsa", "Fred"],
             "hens": ["1 hen", "2 hens", "3 hens", "4 hens"]},
       clues=[offset("1 hen", "Dev", 3),
              at("Fred", 3),
              diff("Fred", "Cora", "hens", 3),
              not_at("2 hens", 1)],
       questions=[ask_at("owner", 2), ask_value("hens", "Dev")])

puzzle("w951-garden-word-names", family="houses", layout="houses 1-4 left to right, names that are words (Rose, Jack, Will, Hope) and flower 'roses', 'Hope hopes', 'Will will never', herring with roses",
       noun="house", n=4,
       cats={"name": ["Rose", "Jack", "Will", "Hope"],
             "flower": ["roses", "tulips", "lilies", "daisies"],
             "pet": ["cat", "dog", "parrot", "rabbit"]},
       clues=[at("Hope", 1),                    # 1
              same("Rose", "lilies"),           # 2
              left("Will", "Rose"),             # 3
              at("roses", 2),                   # 4
              not_next("Jack", "Will"),         # 6
              differ("Will", "parrot"),         # 7
              same("Rose", "rabbit"),           # 8
              next_to("dog", "roses"),          # 9
              ends("tulips"),                   # 10
              differ("Hope", "tulips")],        # 11
       herrings={5: "Jack once gave Rose a bunch of roses for her birthday."},
       questions=[ask_value("name", "parrot"), ask_value("flower", "Jack")])

puzzle("w960-friends-former-latter", family="people", layout="four friends, cities and sports, 'the former', 'the latter', 'that person', 'Of golf and rugby, Jane plays one and Leo the other'",
       noun=None, n=4, axis="name",
       cats={"name": ["Ivan", "Jane", "Kate", "Leo"],
             "city": ["Rome", "Oslo", "Lima", "Cairo"],
             "sport": ["tennis", "golf", "judo", "rugby"]},
       clues=[all_of(of_two("Ivan", "Jane", "Rome", "Oslo"), same("Ivan", "tennis")),   # 1
              all_of(same("judo", "Lima"), differ("Lima", "Leo")),                     # 2
              all_of(differ("Leo", "tennis"), differ("Jane", "tennis"), same("Jane", "golf")),  # 3
              differ("golf", "Rome"),                                                   # 4
              ],
       questions=[ask_value("city", "Ivan"), ask_value("sport", "Leo")])

puzzle("w961-bench-ellipsis-relatives", family="lines", layout="seats 1-4 from the left, gapping 'Ann owns the cat and Bob the dog', 'Ann sits in seat 2 and Dan in 4', nested relative clause 'The woman sitting directly right of the person who owns the dog drinks tea'",
       noun="seat", n=4,
       cats={"name": ["Ann", "Bob", "Cara", "Dan"],
             "pet": ["cat", "dog", "hamster", "parrot"],
             "drink": ["tea", "coffee", "juice", "milk"]},
       clues=[all_of(same("Ann", "hamster"), same("Dan", "dog")),       # 1
              all_of(at("Cara", 2), at("Dan", 3)),                     # 2
              offset("tea", "dog", 1),                                 # 3
              same("parrot", "coffee"),                                # 4
              somewhere_left("Bob", "Ann"),                            # 5
              next_to("milk", "coffee"),                               # 6
              neither("Bob", "milk", "coffee"),                        # 7
              ],
       questions=[ask_value("drink", "Cara"), ask_value("name", "parrot")])

puzzle("w962-ice-cream-queue", family="lines", layout="a queue of five counted from the front, 'in front of', 'behind', 'two places behind', 'somewhere behind', 'the last in the queue', 'Ava is the last child in the queue', herrings about a dog at the back of the queue and a bus",
       noun="place", n=5,
       cats={"name": ["Ava", "Ben", "Cy", "Di", "Eli"],
             "flavour": ["vanilla", "mint", "lemon", "mango", "coffee"],
             "topping": ["nuts", "sprinkles", "sauce", "flake", "cherry"]},
       clues=[at("Di", 1),                                   # 1
              offset("Ben", "Di", 2),                        # 2
              right("mint", "Ben"),                          # 3
              somewhere_right("Ava", "Eli"),                 # 5
              same("Eli", "lemon"),                          # 6
              at("sauce", 5),                                # 7
              left("flake", "nuts"),                          # 8
              same("vanilla", "sauce"),                      # 9
              neither("Di", "vanilla", "coffee"),            # 10
              same("cherry", "mint"),                        # 12
              same("Ben", "nuts"),                           # 13
              at("Ava", 5),                                  # 14
              ],
       herrings={4: "Cy's dog waited patiently at the back of the queue.",
                 11: "Ava nearly missed her bus."},
       questions=[ask_value("name", "vanilla"), ask_position("Cy")])

puzzle("w964-flats-welsh-woman", family="lines", layout="floors 1-4 from the ground floor, nationalities only as demonyms in the setup ('a Dutchman, a Welsh woman, an Irishwoman and a Frenchman') while the languages learnt include Dutch and French; 'The Dutchman lives directly above the Frenchman' is about nationality",
       noun="floor", n=4,
       cats={"nationality": ["Dutch", "Welsh", "Irish", "French"],
             "language": ["Dutch", "French", "Spanish", "Italian"],
             "pet": ["cat", "dog", "parrot", "goldfish"]},
       clues=[offset(("nationality", "Dutch"), ("nationality", "French"), 1),   # 1
              at("Welsh", 1),                                                  # 2
              same("Irish", ("language", "Dutch")),                            # 3
              same(("nationality", "French"), "dog"),                          # 4
              same("parrot", "Italian"),                                       # 5
              at("goldfish", 4),                                               # 6
              offset("Italian", "Spanish", 1),                                 # 7
              at("cat", 1),                                                    # 8
              ],
       questions=[ask_position("Spanish"), ask_value("pet", ("language", "French"))])

puzzle("w965-hen-not-red-or-green", family="houses", layout="houses 1-4 from the left, 'It is not true that the hen lives in the red house or the green house' (= in neither)",
       noun="house", n=4,
       cats={"name": ["Ann", "Bob", "Cal", "Dee"],
             "colour": ["red", "blue", "green", "yellow"],
             "pet": ["cat", "dog", "hen", "fish"]},
       clues=[same("Ann", "red"),                               # 1
              at("red", 1),                                     # 2
              left("green", "yellow"),                          # 3
              same("Dee", "blue"),                              # 4
              next_to("Bob", "Ann"),                            # 5
              same("Ann", "cat"),                               # 6
              ends("fish"),                                     # 7
              neither("hen", "red", "green"),                   # 8
              ],
       questions=[ask_value("name", "hen"), ask_value("pet", "Bob")])

puzzle("w966-cafe-double-negation", family="people", layout="four friends, drinks and home towns, 'It is not the case that Jo doesn't drink coffee' (double negation = Jo drinks coffee)",
       noun=None, n=4, axis="name",
       cats={"name": ["Jo", "Max", "Pat", "Sam"],
             "drink": ["coffee", "tea", "cocoa", "juice"],
             "town": ["York", "Leeds", "Hull", "Bath"]},
       clues=[same("Jo", "coffee"),                        # 1
              same("tea", "Leeds"),                        # 2
              same("Max", "Leeds"),                        # 3
              same("Sam", "Bath"),                         # 4
              neither("Sam", "coffee", "juice"),           # 5
              differ("Pat", "York"),                       # 6
              differ("Pat", "cocoa"),                      # 7
              ],
       questions=[ask_value("drink", "Pat"), ask_value("name", "coffee")])

puzzle("w967-snacks-not-neither", family="lines", layout="seats 1-4 from the left, 'It is not true that neither Kay nor Lee has the cake' (= at least one of them has it)",
       noun="seat", n=4,
       cats={"name": ["Kay", "Lee", "Mo", "Ned"],
             "snack": ["crisps", "nuts", "fruit", "cake"]},
       clues=[at("Ned", 1),                                          # 1
              right("Mo", "Kay"),                                    # 2
              ends("Lee"),                                           # 3
              same("Ned", "crisps"),                                 # 4
              ends("nuts"),                                          # 5
              any_of(same("Kay", "cake"), same("Lee", "cake")),      # 6
              ],
       questions=[ask_value("name", "cake"), ask_value("snack", "Mo")])

puzzle("w968-cinema-to-dans-right", family="lines", layout="cinema seats 1-4 numbered from the sitters' left to their right, 'The person immediately to Dan's right drinks tea'",
       noun="seat", n=4,
       cats={"name": ["Ann", "Bob", "Cara", "Dan"],
             "drink": ["tea", "coffee", "juice", "milk"]},
       clues=[at("Bob", 1),                    # 1
              ends("Cara"),                    # 2  (with 1: seat 4)
              next_to("Ann", "Cara"),          # 3
              right("tea", "Dan"),             # 4
              same("Cara", "coffee"),          # 5
              differ("Bob", "milk"),           # 6
              differ("Dan", "juice"),          # 7
              ],
       questions=[ask_value("name", "tea"), ask_value("drink", "Bob")])

puzzle("w969-cinema-on-flos-left", family="lines", layout="cinema seats 1-4 numbered from the sitters' left to their right, 'The person immediately on Flo's left has the popcorn' (the neighbour, not Flo)",
       noun="seat", n=4,
       cats={"name": ["Eve", "Flo", "Gus", "Hal"],
             "snack": ["popcorn", "nachos", "sweets", "ice cream"]},
       clues=[at("Gus", 1),                    # 1
              at("Hal", 4),                    # 2
              not_at("Flo", 2),                # 3
              left("popcorn", "Flo"),          # 4
              same("Hal", "ice cream"),        # 5
              differ("Gus", "nachos"),         # 6
              ],
       questions=[ask_value("name", "popcorn"), ask_value("snack", "Flo")])

puzzle("w970-queue-two-ahead-possessive", family="lines", layout="queue of four counted from the front, 'Ben's place is two ahead of Ava's'",
       noun="place", n=4,
       cats={"name": ["Ava", "Ben", "Cy", "Di"],
             "flavour": ["vanilla", "mint", "lemon", "mango"]},
       clues=[offset("Ava", "Ben", 2),          # 1
              at("Cy", 4),                      # 2
              not_at("Di", 1),                  # 3
              same("Ben", "mint"),              # 4
              left("vanilla", "Cy"),            # 5
              differ("Cy", "lemon"),            # 6
              ],
       questions=[ask_value("name", "vanilla"), ask_position("Di")])

puzzle("w971-holiday-china-turkey", family="people", layout="four friends, destinations Turkey/China/Chile/Jersey, souvenirs incl. 'a china teapot', 'The friend who went to China bought no china', herring 'Ann ate turkey every day of her trip'",
       noun=None, n=4, axis="name",
       cats={"name": ["Ann", "Ben", "Cara", "Dev"],
             "destination": ["Turkey", "China", "Chile", "Jersey"],
             "souvenir": ["jersey", "china teapot", "rug", "scarf"]},
       clues=[same("Cara", "Jersey"),                                   # 1
              neither("Dev", "Turkey", "Chile"),                        # 2
              of_two("Ann", "Dev", "rug", "china teapot"),              # 3
              differ("China", "china teapot"),                          # 4
              differ("china teapot", "Turkey"),                         # 5
              differ("Cara", "jersey"),                                 # 6
              ],
       herrings={7: "Ann ate turkey every day of her trip."},
       questions=[ask_value("destination", "Ann"), ask_value("name", "china teapot")])

puzzle("w972-flats-upstairs-from", family="lines", layout="floors 1-4 from the ground floor, 'The person directly upstairs from Gita keeps a dog' (the neighbour above, not Gita)",
       noun="floor", n=4,
       cats={"name": ["Gita", "Hugo", "Iris", "Jon"],
             "pet": ["dog", "cat", "budgie", "fish"]},
       clues=[at("Hugo", 1),                      # 1
              at("Jon", 4),                       # 2
              somewhere_right("Iris", "Gita"),    # 3
              offset("dog", "Gita", 1),           # 4
              at("budgie", 4),                    # 5
              differ("Hugo", "fish"),             # 6
              ],
       questions=[ask_value("name", "dog"), ask_value("pet", "Gita")])

puzzle("w952-holiday-souvenirs", family="people", layout="four friends, destinations Turkey/China/Chile/Jersey and souvenirs incl. 'a jersey' and 'a china teapot', herring 'roast turkey'",
       noun=None, n=4, axis="name",
       cats={"name": ["Ann", "Ben", "Cara", "Dev"],
             "destination": ["Turkey", "China", "Chile", "Jersey"],
             "souvenir": ["jersey", "china teapot", "rug", "scarf"]},
       clues=[differ("jersey", "Jersey"),         # 1
              same("Ben", "jersey"),              # 2
              same("Cara", "Jersey"),             # 3
              neither("Dev", "Turkey", "Chile"),  # 4
              same("rug", "Chile"),               # 6
              differ("Ann", "scarf"),             # 7
              differ("China", "china teapot"),    # 8
              ],
       herrings={5: "Dev had roast turkey on the flight home."},
       questions=[ask_value("destination", "Ben"), ask_value("name", "china teapot")])

puzzle("w953-hotel-towns", family="lines", layout="rooms 1-4 along a corridor, towns Bath/Reading/Nice/Cork and hobby 'reading', 'Reading is Gus's favourite pastime', 'very nice ... not from Nice', herrings 'bath', 'corks'",
       noun="room", n=4,
       cats={"guest": ["Ed", "Fay", "Gus", "Ivy"],
             "town": ["Bath", "Reading", "Nice", "Cork"],
             "hobby": ["reading", "swimming", "baking", "chess"]},
       clues=[same("Gus", ("hobby", "reading")),              # 1
              at(("town", "Reading"), 3),                     # 2
              differ("Ivy", "Nice"),                          # 3
              left("Bath", ("town", "Reading")),              # 4
              differ(("hobby", "reading"), ("town", "Reading")),  # 6
              same("baking", "Nice"),                         # 7
              at("swimming", 1),                              # 8
              at("Ed", 4),                                    # 9
              differ("Fay", "Bath"),                          # 10
              differ("Ivy", "swimming"),                      # 12
              ],
       herrings={5: "Fay took a long bath before dinner.",
                 11: "The guest from Cork collects wine corks."},
       questions=[ask_value("town", "Fay"), ask_value("guest", "chess")])

puzzle("w954-wine-doors", family="houses", layout="houses 1-4, door colours red/white/green/blue vs drinks red wine/white wine/green tea/coffee, dessert 'apple pie' vs 'apples', 'nor white wine behind a white door'",
       noun="house", n=4,
       cats={"name": ["Kim", "Lou", "Max", "Nia"],
             "door": ["red", "white", "green", "blue"],
             "drink": ["red wine", "white wine", "green tea", "coffee"],
             "dessert": ["apple pie", "lemon tart", "cheesecake", "trifle"]},
       clues=[at("red wine", 1),                                   # 1
              left(("door", "green"), ("door", "red")),            # 2
              same(("door", "red"), "green tea"),                  # 3
              all_of(differ("red wine", ("door", "red")), differ("white wine", ("door", "white"))),  # 4
              ends("white wine"),                                  # 5
              same("Max", ("door", "white")),                      # 6
              next_to("apple pie", ("door", "white")),             # 7
              differ("Nia", "apple pie"),                          # 8
              same("cheesecake", "white wine"),                    # 9
              next_to("Kim", "Lou"),                               # 10
              differ("Max", "trifle"),                             # 11
              differ("Kim", "apple pie"),                          # 12
              somewhere_left("Kim", "Max"),  # 13
              ],
       questions=[ask_value("door", "Nia"), ask_value("name", "apple pie"), ask_value("dessert", "Max")])

puzzle("w955-street-boxer-swede", family="houses", layout="houses 1-4 numbered west to east, job 'boxer' and dog breed 'boxer', nationality 'Swede'/'Pole' vs swedes and a pole vault, 'directly east of'",
       noun="house", n=4,
       cats={"nationality": ["Swede", "Dane", "Pole", "Finn"],
             "job": ["pilot", "cook", "boxer", "nurse"],
             "dog": ["boxer", "poodle", "collie", "beagle"]},
       clues=[same("Swede", ("job", "boxer")),                   # 1
              right(("dog", "boxer"), "Swede"),                   # 2
              same("Pole", "pilot"),                              # 3
              at("cook", 1),                                      # 4
              same("poodle", "cook"),                             # 5
              next_to("Dane", "Swede"),                           # 6
              same("pilot", "beagle"),                            # 7
              differ("Finn", "cook"),                             # 8
              same("nurse", ("dog", "boxer")),                    # 10
              ],
       herrings={9: "The Finn grows swedes in his back garden."},
       questions=[ask_value("nationality", ("dog", "boxer")), ask_value("dog", "Swede")])

puzzle("w956-orchestra-agent-nouns", family="lines", layout="chairs 1-4 from the left, instruments and hobbies named by agent nouns and verbs ('the pianist', 'the flautist', 'whoever paints', 'the cyclist', 'the one who runs'), herrings",
       noun="chair", n=4,
       cats={"name": ["Alma", "Boris", "Cleo", "Dan"],
             "instrument": ["piano", "violin", "drums", "flute"],
             "hobby": ["painting", "cycling", "swimming", "running"]},
       clues=[left("piano", "painting"),          # 1
              same("cycling", "piano"),           # 2
              same("drums", "painting"),          # 3
              at("violin", 4),                    # 4
              at("flute", 1),                     # 5
              same("Boris", "swimming"),          # 7
              next_to("running", "cycling"),      # 8
              differ("Dan", "drums"),             # 9
              differ("Cleo", "piano"),            # 11
              same("Alma", "painting"),           # 12
              ],
       herrings={6: "Boris played the piano as a child but gave it up.",
                 10: "Dan's sister is a keen swimmer."},
       questions=[ask_value("name", "flute"), ask_value("hobby", "Dan")])

puzzle("w957-flats-demonyms-languages", family="lines", layout="floors 1-4 from the ground floor, nationalities as demonyms ('the Dutchman', 'the Welsh woman', 'the Irishwoman') and languages being learnt sharing the words Dutch/French, ellipsis 'and the Dutchman French', 'directly above', herring 'speaks fluent Welsh'",
       noun="floor", n=4,
       cats={"nationality": ["Dutch", "Welsh", "Irish", "French"],
             "language": ["Dutch", "French", "Spanish", "Italian"],
             "pet": ["cat", "dog", "parrot", "goldfish"]},
       clues=[all_of(same(("nationality", "French"), ("language", "Dutch")),
                     same(("nationality", "Dutch"), ("language", "French"))),     # 1
              offset(("nationality", "Dutch"), ("nationality", "French"), 1),     # 2
              at("Welsh", 1),                                                     # 3
              at("Spanish", 4),                                                   # 4
              differ("Irish", "Italian"),                                         # 5
              same("parrot", ("language", "French")),                             # 7
              offset("parrot", "dog", 1),                                         # 8
              differ("cat", "Irish"),                                             # 9
              ],
       herrings={6: "The Dutchman speaks fluent Welsh."},
       questions=[ask_value("pet", "Irish"), ask_position("Italian")])

puzzle("w963-flats-frenchman-learns", family="lines", layout="floors 1-4 from the ground floor, nationalities only as demonyms in the setup ('a Dutchman, a Frenchman, a German and a Swede') while the languages learnt include Dutch and French; 'The Dutchman lives directly above the Frenchman' is about nationality",
       noun="floor", n=4,
       cats={"nationality": ["Dutchman", "Frenchman", "German", "Swede"],
             "language": ["Dutch", "French", "Spanish", "Italian"],
             "pet": ["cat", "dog", "parrot", "goldfish"]},
       clues=[offset("Dutchman", "Frenchman", 1),   # 1
              at("German", 1),                                                 # 2
              same("Swede", ("language", "Dutch")),                          # 3
              same("Frenchman", "dog"),                          # 4
              same("parrot", "Italian"),                                       # 5
              at("goldfish", 4),                                               # 6
              offset("Italian", "Spanish", 1),                                 # 7
              at("cat", 1),                                                    # 8
              ],
       questions=[ask_position("Spanish"), ask_value("nationality", "parrot")])

puzzle("w958-negation-scope", family="houses", layout="houses 1-4, 'It is not true that', 'neither the cat nor the dog', 'Either ... or ..., but not both', 'don't both live at the ends', 'Not only ... but she also', 'nor in the red one'",
       noun="house", n=4,
       cats={"name": ["Ann", "Bob", "Cal", "Dee"],
             "colour": ["red", "blue", "green", "yellow"],
             "pet": ["cat", "dog", "hen", "fish"]},
       clues=[differ("Ann", "blue"),                                           # 1
              neither("Bob", "cat", "dog"),                                    # 2
              xor(same("Cal", "dog"), same("Cal", "red")),                     # 3
              not_(all_of(ends("Ann"), ends("Bob"))),                          # 4
              all_of(at("Dee", 2), same("Dee", "cat")),                        # 5
              neither("hen", "green", "red"),                                  # 6
              at("green", 4),                                                  # 7
              next_to("Ann", "Cal"),                                           # 8
              not_(next_to("fish", "green")),                                  # 9
              not_next("red", "yellow"),                                        # 10
              ],
       questions=[ask_value("pet", "Ann"), ask_value("colour", "Bob")])

puzzle("w959-club-days-conditionals", family="lines", layout="Monday to Thursday, 'If ... then', 'unless', 'only if', 'At least one of', 'Exactly one of', 'the day after'",
       noun="day", n=4, position_names=["Monday", "Tuesday", "Wednesday", "Thursday"],
       cats={"name": ["Eve", "Finn", "Gail", "Hal"],
             "game": ["yoga", "tennis", "golf", "chess"]},
       clues=[any_of(not_(same("Eve", "golf")), same("Hal", "yoga")),           # 1
              any_of(at("Finn", 4), same("Finn", "chess")),                     # 2
              any_of(not_(at("Gail", 1)), same("Gail", "chess")),               # 3
              any_of(same("Eve", "tennis"), same("Finn", "tennis")),            # 4
              xor(somewhere_left("Gail", 3), somewhere_left("Hal", 3)),         # 5
              offset("golf", "chess", 1),                                       # 6
              at("yoga", 3),                                             # 7
              differ("Eve", "chess"),
              left("Eve", "Hal"),                                           # 8
              left("Eve", "Hal"),                                               # 9
              ],
       questions=[ask_value("game", "Finn"), ask_value("name", "Tuesday")])

puzzle("w461-pigeon-lofts", family="houses", layout="a title, lofts 'in a row behind Grandad's shed, numbered 1 to 4 from the gate', homing times in a sentence, 'nearest the gate', '15 minutes before', a herring about rain",
       noun="loft", n=4,
       cats={"name": ["Dusty", "Flash", "Pepper", "Scout"],
             "time": ["2:10pm", "2:25pm", "2:40pm", "3:05pm"]},
       clues=[at("Flash", 1),
              next_to("2:40pm", "Scout"),
              diff("Dusty", "Pepper", "time", 15),
              all_of(at("Scout", 4), same("Scout", "3:05pm")),
              not_next("Dusty", "Flash")],
       herrings={4: "Grandad swears that pigeons can smell rain coming."},
       questions=[ask_at("name", 2), ask_value("time", "Flash")])

puzzle("w462-craft-fair-stalls", family="people", layout="names set off by dashes, items and prices in parentheses, dash bullets, 'charged £6 and £9, in that order', 'It is not true that', a weather herring",
       noun=None, n=3, axis="name",
       cats={"name": ["Hettie", "Ibrahim", "Jonas"],
             "item": ["candles", "mugs", "scarves"],
             "price": ["£4", "£6", "£9"]},
       clues=[all_of(same("Hettie", "£6"), same("Jonas", "£9")),
              less("candles", "scarves", "price"),
              differ("Ibrahim", "mugs"),
              differ("Jonas", "candles"),
              differ("mugs", "£9")],
       herrings={4: "The weather was glorious all afternoon."},
       questions=[ask_value("item", "Ibrahim"), ask_value("price", "mugs")])

puzzle("w463-car-park-levels", family="houses", layout="levels of a multi-storey car park from the bottom, colours declared without names (names only in the clues), '* ' clues under 'Clues:', 'directly upstairs from', 'it was two levels below Wendy's', a herring about keys",
       noun="level", n=5,
       cats={"name": ["Kenji", "Olu", "Priya", "Sam", "Wendy"],
             "colour": ["black", "grey", "red", "silver", "white"]},
       clues=[offset("Wendy", "red", 1), at("black", 5), all_of(at("Olu", 1), differ("Olu", "grey")),
              all_of(same("Priya", "white"), offset("Wendy", "Priya", 2)), not_at("Sam", 2),
              offset("grey", "Sam", 1)],
       herrings={6: "Kenji once locked his keys inside his car."},
       questions=[ask_at("name", 3), ask_value("colour", "Kenji")])

puzzle("w981-antique-shop", family="people", layout="four shoppers, items, prices, ages; 'the second youngest shopper paid more than Dmitri'",
       noun=None, n=4, axis="name",
       cats={"name": ["Abby", "Bruce", "Carla", "Dmitri"],
             "item": ["lamp", "clock", "vase", "rug"],
             "price": ["$20", "$25", "$30", "$35"],
             "age": ["21", "24", "27", "30"]},
       clues=[of_two("Abby", "rug", "24", "$35"),
              diff("Bruce", "Dmitri", "price", -5),
              either("clock", "Dmitri", "21"),
              diff("lamp", "$25", "age", 3),
              neither("vase", "Carla", "27"),
              less("Dmitri", "24", "price"),
              diff("clock", "lamp", "price", 5),
              less("Carla", "Bruce", "age"),
              less("Carla", "Abby", "age")],
       questions=[])
puzzle("w982-dentist-visits", family="people", layout="four patients, times, dates, procedures; 'respectively', 'earlier in the day than Helen's' (time, not date)",
       noun=None, n=4, axis="name",
       cats={"name": ["Fiona", "Gavin", "Helen", "Ivan"],
             "time": ["9:00am", "9:30am", "10:00am", "10:30am"],
             "date": ["3rd", "4th", "5th", "6th"],
             "procedure": ["cleaning", "filling", "crown", "x-ray"]},
       clues=[less("Fiona", "Helen", "time"),
              diff("crown", "filling", "date", 2),
              same("9:30am", "5th"),
              of_two("Gavin", "3rd", "crown", "10:30am"),
              differ("Ivan", "cleaning"),
              all_of(same("4th", "10:00am"), same("6th", "9:00am")),
              neither("filling", "Helen", "Ivan"),
              same("crown", "6th")],
       questions=[])
puzzle("w983-bake-sale", family="people", layout="five bakers, items, prices, ages; comparison inside a relative clause",
       noun=None, n=5, axis="name",
       cats={"name": ["Ada", "Ben", "Cleo", "Drew", "Elsa"],
             "item": ["brownies", "cookies", "muffins", "pie", "scones"],
             "price": ["$4", "$5", "$6", "$7", "$8"],
             "age": ["30", "35", "40", "45", "50"]},
       clues=[distinct("Ada", "pie", "50", "$7", "cookies"),
              diff("Ben", "Elsa", "price", 3),
              diff("Ada", "scones", "age", -10),
              either("brownies", "Drew", "40"),
              neither("muffins", "Cleo", "30"),
              same("$6", "45"),
              all_of(less("40", "Drew", "price"), less("Drew", "Ada", "age")),
              of_two("Cleo", "Elsa", "cookies", "$4")],
       questions=[])
puzzle("w984-concert-night", family="people", layout="four concert-goers, arrival times, ticket prices, snacks; 'Nobody arrived later than the popcorn eater'",
       noun=None, n=4, axis="name",
       cats={"name": ["Jack", "Kim", "Lena", "Mo"],
             "time": ["6:00pm", "6:15pm", "6:30pm", "6:45pm"],
             "price": ["$40", "$50", "$60", "$70"],
             "snack": ["popcorn", "nachos", "pretzel", "hot dog"]},
       clues=[less("Kim", "Jack", "time"),
              diff("$60", "Kim", "time", 15),
              diff("nachos", "Lena", "price", 10),
              of_two("Mo", "6:45pm", "pretzel", "$40"),
              same("popcorn", "6:45pm"),
              differ("Jack", "hot dog"),
              same("hot dog", "$70"),
              less("Mo", "Lena", "time")],
       questions=[])
puzzle("w985-june-parties", family="people", layout="five children, party dates in June, gifts; 'fell exactly midway between' (equal gaps of 10 days, not adjacent)",
       noun=None, n=5, axis="name",
       cats={"name": ["Nora", "Omar", "Pia", "Quinn", "Rosa"],
             "date": ["June 4th", "June 9th", "June 14th", "June 19th", "June 24th"],
             "gift": ["book", "kite", "puzzle", "robot", "yo-yo"]},
       clues=[diff("Quinn", "Omar", "date", 5),
              either("book", "Pia", "Omar"),
              diff("Rosa", "Quinn", "date", 10),
              rule(lambda n, o, p, e=None: True, ["Nora"]) if False else
              Clue("mid", ["Nora", "Omar", "Pia"], lambda c, e: 2 * _numval(c, e, "date", c.pos(e, 0)) == _numval(c, e, "date", c.pos(e, 1)) + _numval(c, e, "date", c.pos(e, 2)), wholecats=["date"]),
              of_two("Rosa", "June 9th", "puzzle", "yo-yo"),
              same("robot", "June 14th"),
              neither("kite", "Nora", "Rosa"),
              less("robot", "book", "date"),
              differ("Quinn", "puzzle")],
       questions=[])
puzzle("w986-gym-classes", family="people", layout="four gym members, ages, class times, classes; 'The oldest of the four goes to the earliest class'",
       noun=None, n=4, axis="name",
       cats={"name": ["Tara", "Uma", "Victor", "Wes"],
             "age": ["22", "25", "28", "31"],
             "time": ["7:00am", "8:00am", "noon", "6:00pm"],
             "class": ["yoga", "spin", "boxing", "pilates"]},
       clues=[diff("Uma", "yoga", "age", -6),
              same("spin", "8:00am"),
              same("31", "7:00am"),
              of_two("Tara", "Wes", "25", "noon"),
              differ("Uma", "pilates"),
              less("Tara", "boxing", "time"),
              less("Tara", "Victor", "age"),
              differ("Wes", "yoga"),
              less("Wes", "Uma", "time")],
       questions=[])
puzzle("w987-garage-sale", family="people", layout="five buyers, items and prices; chained relative clause 'Alma paid $10 more than Dev, who paid $5 more than Boris'",
       noun=None, n=5, axis="name",
       cats={"name": ["Alma", "Boris", "Celia", "Dev", "Emil"],
             "item": ["lamp", "bike", "desk", "chair", "radio"],
             "price": ["$10", "$15", "$20", "$25", "$30"]},
       clues=[all_of(diff("Alma", "Dev", "price", 10), diff("Dev", "Boris", "price", 5)),
              less("desk", "bike", "price"),
              of_two("Emil", "Celia", "chair", "$30"),
              neither("lamp", "Alma", "Boris"),
              differ("Boris", "desk"),
              diff("radio", "chair", "price", -10),
              diff("lamp", "radio", "price", 5),
              less("Emil", "Celia", "price")],
       questions=[])
puzzle("w988-train-departures", family="people", layout="four travellers, departure times, cities; 'a quarter past one or half past one'",
       noun=None, n=4, axis="name",
       cats={"name": ["Gina", "Hal", "Ines", "Jonah"],
             "time": ["1:15pm", "1:30pm", "1:45pm", "2:00pm"],
             "city": ["Boston", "Denver", "Austin", "Omaha"]},
       clues=[diff("Hal", "Gina", "time", -30),
              less("Denver", "Boston", "time"),
              either("Austin", "Jonah", "Ines"),
              neither("Ines", "1:15pm", "1:30pm"),
              differ("Hal", "Denver"),
              diff("Jonah", "Omaha", "time", 15),
              less("Austin", "Boston", "time")],
       questions=[])

def consec(*xs):
    return rule(lambda *ps: sorted(ps) == list(range(min(ps), min(ps)+len(ps))), list(xs), kind="consec")
def even(x):
    return rule(lambda p: p % 2 == 0, [x], kind="even")

puzzle("w991-street-left-bank", family="houses", layout="houses 1-5, cafe 'Left Bank'/'Bay'", noun="house", n=5,
  cats={"name": ["Ann","Ben","Cara","Dev","Eli"], "cafe": ["Left Bank","Riverside","Corner","Bay","Oasis"],
        "pet": ["cat","dog","hen","fish","owl"]},
  clues=[left("Left Bank","Oasis"), ends("Dev"), at("Bay",1), next_to("fish","Riverside"),
         somewhere_right("Cara","Eli"), not_next("owl","dog"), even("Ann"), gap("hen","fish",2),
         at("Eli",3), not_at("Ben",2,4), same("Ann","cat"), same("Dev","Corner"), same("owl","Riverside"), offset("hen","Cara",1)],
  herrings={13: "Ben's sister once worked at the Oasis."},
  questions=[ask_value("cafe","Cara"), ask_value("pet","Ben")])

puzzle("w992-table-mr-right", family="houses", layout="seats 1-4, names Mr Right, Ms Close", noun="seat", n=4,
  cats={"name": ["Ms Near","Mr Right","Mr Best","Ms Close"], "dish": ["salad","soup","pie","fish"]},
  clues=[left("Mr Right","Mr Best"), ends("fish"), somewhere_left("Ms Near","Mr Right"), at("salad",1),
         not_next("Ms Close","Mr Right"), next_to("pie","soup"), differ("Mr Right","pie"), at("Mr Best",3)],
  questions=[ask_value("dish","Mr Right"), ask_position("Ms Close")])

puzzle("w993-floors", family="lines", layout="floors 1-5 from ground", noun="floor", n=5,
  cats={"name": ["Ivo","Kit","Gus","Jo","Hana"], "job": ["vet","chef","pilot","baker","nurse"]},
  clues=[offset("baker","pilot",1), somewhere_left("Ivo","Kit"), at("Hana",5), not_at("vet",4,5),
         offset("Gus","chef",1), not_at("Jo",2,5), offset("nurse","Jo",1), same("Ivo","vet"), at("Gus",3), at("pilot",3)],
  questions=[ask_value("job","Gus"), ask_position("Kit")])

puzzle("w994-queue", family="lines", layout="queue 1-5 from front", noun="place", n=5,
  cats={"name": ["Mo","Pat","Lena","Opal","Nico"], "item": ["milk","jam","bread","tea","eggs"]},
  clues=[consec("Lena","Pat","Mo"), at("Nico",5), offset("Lena","jam",1), somewhere_right("Opal","Lena"),
         offset("tea","bread",1), at("Mo",1), not_next("eggs","milk"), at("milk",1), same("Opal","tea")],
  questions=[ask_value("item","Opal"), ask_value("name","jam")])

puzzle("w995-parking-bays", family="houses", layout="bays 1-4", noun="bay", n=4,
  cats={"name": ["Tara","Sam","Rosa","Quinn"], "car": ["white","grey","red","blue"]},
  clues=[offset("Rosa","Sam",1), at("blue",4), between("Sam","Tara","Quinn"), not_at("white",2,4),
         next_to("grey","white"), at("Tara",1), offset("red","grey",1)],
  questions=[ask_value("car","Rosa"), ask_value("name","white")])

puzzle("w996-pews", family="lines", layout="pews 1-6 from front", noun="pew", n=6,
  cats={"family": ["Cole","Ford","Abbot","Ellises","Baker","Dunn"], "flower": ["lily","rose","daisy","tulip","irises","poppy"]},
  clues=[at("Cole",1), at("Dunn",6), left("rose","Abbot"), between("Ellises","Abbot","Baker"), even("tulip"),
         offset("irises","daisy",2), not_next("Ford","Ellises"), next_to("lily","Ford"), not_next("poppy","tulip"), at("Abbot",3), left("tulip","Baker")],
  questions=[ask_value("flower","Ellises"), ask_value("family","poppy")])

puzzle("w997-market-stalls", family="houses", layout="stalls 1-5, trader Mr Right", noun="stall", n=5,
  cats={"name": ["Ida","Mr Right","Jon","Hal","Kay"], "goods": ["soap","honey","cheese","olives","bread"]},
  clues=[left("Mr Right","cheese"), at("cheese",3), ends("Kay"), at("Hal",4), next_to("soap","Mr Right"),
         somewhere_left("Ida","Jon"), not_next("bread","honey"), left("olives","Kay"), ends("bread")],
  herrings={9: "Ida's grandmother kept bees for forty years."},
  questions=[ask_value("goods","Hal"), ask_value("name","soap")])

puzzle("w998-lockers", family="houses", layout="lockers 1-4", noun="locker", n=4,
  cats={"name": ["Wes","Uma","Xena","Vic"], "sport": ["judo","golf","rugby","chess"], "fruit": ["plum","apple","fig","pear"]},
  clues=[consec("Uma","Xena","Vic"), at("judo",1), next_to("fig","golf"), not_next("chess","golf"), same("Wes","plum"),
         at("pear",4), between("Xena","Uma","Vic"), somewhere_left("apple","rugby"), at("chess",4), somewhere_right("Vic","Uma")],
  questions=[ask_value("sport","Vic"), ask_value("fruit","Uma")])

puzzle("w996b-pews-from-back", family="lines", layout="pews numbered 1-6 from the BACK to the front; 'the front pew' = pew 6", noun="pew", n=6,
  cats={"family": ["Cole","Ford","Abbot","Ellises","Baker","Dunn"]},
  clues=[at("Dunn",6), at("Abbot",3), gap("Cole","Abbot",2), offset("Ellises","Abbot",1), even("Ford"),
         not_next("Baker","Ford"), somewhere_right("Baker","Ford")],
  questions=[ask_at("family",5), ask_position("Cole")])

puzzle("w993b-hotel-top-down", family="lines", layout="floors numbered 1-5 from the TOP down; 'above' = lower number", noun="floor", n=5,
  cats={"name": ["Ivo","Kit","Gus","Jo","Hana"], "job": ["vet","chef","pilot","baker","nurse"]},
  clues=[offset("pilot","baker",1), somewhere_right("Ivo","Kit"), at("Hana",1),
         offset("chef","Gus",1), offset("Jo","nurse",1), same("Ivo","vet"), at("Gus",3), at("pilot",3)],
  questions=[ask_position("Kit"), ask_value("job","Gus")])

puzzle("w931-chile-chili", family="synonyms", layout="3 houses, Chile vs chili, German vs German shepherd", noun="house", n=3,
       cats={"Nationalities": ["Chile", "Denmark", "Germany"],
             "Favorite foods": ["chili", "herring", "sauerkraut"],
             "Pets": ["cat", "German shepherd", "parrot"]},
       clues=[at("Germany", 1), left("chili", "Chile"), apart("Denmark", "cat"),
              somewhere_right("German shepherd", "parrot"), same("herring", "Chile"), not_at("sauerkraut", 1)],
       herrings={3: "The Chilean thinks chili con carne is overrated.",
                 5: "The German knows that German shepherds make good guard dogs.",
                 8: "The Dane knows that sauerkraut is made from cabbage.",
                 10: "The parrot owner is good friends with the Dane.",
                 11: "Several of the houses have a red door."},
       questions=[ask_value("Nationalities", "German shepherd")])
puzzle("w932-tea-painter", family="synonyms", layout="4 houses, tea vs iced tea, gardener vs gardening, painter vs painting", noun="house", n=4,
       cats={"Nationalities": ["Brazil", "Denmark", "France", "Italy"],
             "Drinks": ["coffee", "iced tea", "milk", "tea"],
             "Hobbies": ["cooking", "gardening", "painting", "reading"],
             "Jobs": ["baker", "gardener", "painter", "teacher"]},
       clues=[at("France", 1), right("painting", "coffee"), same("gardener", "painting"),
              apart("tea", "Italy"), same("gardening", "painter"), gap("France", "Denmark", 3),
              somewhere_left("baker", "iced tea"), same("reading", "coffee"), same("milk", "teacher"),
              differ("Brazil", "tea"), at("cooking", 4)],
       herrings={3: "The Brazilian knows that coffee contains caffeine.",
                 7: "The iced tea drinker has never been to Paris.",
                 10: "The teacher is good friends with the baker.",
                 13: "Several of the houses have a green door.",
                 15: "The painter's brother lives in Italy."},
       questions=[])
puzzle("w933-acid-jazz", family="synonyms", layout="4 houses, jazz vs acid jazz, blues vs blue door", noun="house", n=4,
       cats={"Nationalities": ["Japan", "Kenya", "Norway", "Spain"],
             "Car brands": ["Fiat", "Ford", "Toyota", "Volvo"],
             "Music genres": ["acid jazz", "blues", "jazz", "rock"],
             "Pets": ["bird", "cat", "dog", "fish"]},
       clues=[at("jazz", 3), same("Norway", "Volvo"), somewhere_left("acid jazz", "Japan"),
              left("cat", "jazz"), apart("Norway", "Ford"), same("Toyota", "cat"), at("rock", 4),
              same("bird", "Kenya"), gap("fish", "dog", 2), same("dog", "jazz"), same("Fiat", "bird"), left("Norway", "Japan")],
       herrings={3: "The jazz fan has never been to Oslo.",
                 6: "The acid jazz lover thinks plain jazz is boring.",
                 10: "The dog owner is good friends with the Kenyan.",
                 13: "The person who drives a Ford listens to the radio every morning.",
                 14: "Several of the houses have a blue door."},
       questions=[ask_value("Music genres", "Spain")])
puzzle("w934-gardener-fisherman", family="synonyms", layout="5 houses, gardener/gardening, fisherman/fishing/goldfish, German/German shepherd", noun="house", n=5,
       cats={"Nationalities": ["Chile", "Denmark", "France", "Germany", "Poland"],
             "Jobs": ["fisherman", "gardener", "nurse", "painter", "pilot"],
             "Hobbies": ["chess", "fishing", "gardening", "knitting", "painting"],
             "Pets": ["cat", "German shepherd", "goldfish", "parrot", "rabbit"]},
       clues=[at("gardener", 3), left("gardening", "painter"), same("fisherman", "gardening"),
              same("fishing", "goldfish"), differ("Germany", "German shepherd"), same("German shepherd", "France"),
              somewhere_right("painting", "France"), same("Denmark", "nurse"), apart("knitting", "fisherman"),
              gap("cat", "pilot", 4), same("Chile", "chess"), right("parrot", "gardener"), at("Poland", 1), somewhere_right("Chile", "Germany")],
       herrings={3: "The Chilean cooks chili every Sunday.",
                 7: "The gardener's wife is German.",
                 11: "The painter painted a picture of a German shepherd.",
                 15: "The nurse has never been to Poland.",
                 18: "Several of the houses have a green door."},
       questions=[ask_value("Nationalities", "fishing")])
puzzle("w935-oranges", family="synonyms", layout="3 houses, oranges vs orange juice vs orange door", noun="house", n=3,
       cats={"Nationalities": ["Brazil", "Japan", "Netherlands"],
             "Favorite fruits": ["apples", "lemons", "oranges"],
             "Drinks": ["lemonade", "orange juice", "water"]},
       clues=[at("oranges", 1), differ("Netherlands", "orange juice"), somewhere_left("lemonade", "Brazil"),
              apart("orange juice", "oranges"), same("Brazil", "lemons"), at("Japan", 1), right("water", "lemonade")],
       herrings={2: "Several of the houses have an orange door.",
                 5: "The Dutchman knows that lemons contain vitamin C.",
                 7: "The Brazilian once visited Japan.",
                 9: "The water drinker has a pet tortoise.",
                 11: "The apple lover is good friends with the Japanese woman."},
       questions=[])
puzzle("w936-jaguar-driver", family="synonyms", layout="4 houses, job 'driver' vs 'the Ford driver', Jaguar, Mini", noun="house", n=4,
       cats={"Car brands": ["Ford", "Jaguar", "Mini", "Volvo"],
             "Pets": ["cat", "horse", "mouse", "snake"],
             "Jobs": ["baker", "doctor", "driver", "teacher"]},
       clues=[at("Volvo", 1), same("driver", "horse"), same("driver", "Ford"), left("baker", "Jaguar"),
              apart("cat", "baker"), same("snake", "Mini"), somewhere_right("teacher", "doctor")],
       herrings={2: "The person who drives a Jaguar loves wild cats.",
                 5: "The doctor has a mini fridge in the kitchen.",
                 8: "The horse owner always takes the bus.",
                 10: "The baker knows that a Volvo is a Swedish car.",
                 12: "Several of the houses have a white door."},
       questions=[ask_value("Jobs", "mouse")])
puzzle("w937-pole-country", family="synonyms", layout="5 houses, country music, Pole/polish", noun="house", n=5,
       cats={"Nationalities": ["England", "Ireland", "Peru", "Poland", "Spain"],
             "Music genres": ["classical", "country", "jazz", "pop", "rock"],
             "Drinks": ["coffee", "milk", "tea", "water", "wine"]},
       clues=[at("England", 3), left("country", "Spain"), same("Ireland", "country"), same("coffee", "jazz"),
              gap("Ireland", "Poland", 3), same("rock", "milk"), somewhere_right("wine", "Poland"),
              apart("tea", "wine"), differ("Peru", "pop"), at("water", 1), same("England", "pop"), left("coffee", "England")],
       herrings={3: "The Pole knows how to polish shoes.",
                 6: "The jazz fan has never been to Lima.",
                 9: "The classical music fan is good friends with the Englishman.",
                 12: "The Spaniard thinks that coffee contains too much caffeine.",
                 14: "Several of the houses have a green door."},
       questions=[ask_value("Drinks", "Peru")])
puzzle("w938-baker-cook", family="synonyms", layout="4 houses, baker/baking, cook/cooking, photographer", noun="house", n=4,
       cats={"Nationalities": ["Denmark", "Finland", "Norway", "Sweden"],
             "Hobbies": ["baking", "cooking", "hiking", "photography"],
             "Jobs": ["baker", "cook", "nurse", "pilot"],
             "Pets": ["cat", "dog", "hamster", "parrot"]},
       clues=[same("baking", "cook"), same("baker", "cooking"), at("Sweden", 1), left("Denmark", "Norway"),
              same("cat", "nurse"), somewhere_right("photography", "baker"), apart("dog", "hamster"),
              gap("nurse", "pilot", 2), same("Finland", "parrot"), at("hiking", 2), at("baking", 1), somewhere_left("dog", "hamster"), same("Denmark", "cat")],
       herrings={2: "The cook knows that coffee contains caffeine.",
                 5: "The baker's sister is a nurse in Oslo.",
                 9: "The Finn has never been to Sweden.",
                 12: "The pilot is good friends with the Dane.",
                 15: "Several of the houses have a yellow door."},
       questions=[])

puzzle("w921-birthday-ages", family="people", layout="ages, twice", noun=None, n=4, axis="name",
  cats={"name":["Ann","Bob","Cal","Dee"], "age":["12","18","24","36"], "pet":["cat","dog","fish","bird"]},
  clues=[all_of(differ("Ann","36"), less("dog","Ann","age")),
         rule(lambda a,b,*r: True, ["Ann"]) if False else Clue("twice",["Ann","Bob"], lambda c,e: _numval(c,e,"age",c.pos(e,0))==2*_numval(c,e,"age",c.pos(e,1)), wholecats=["age"]),
         less("Dee","fish","age"), differ("Dee","cat"), differ("Ann","fish"), less("bird","Cal","age"), differ("Bob","bird"), less("bird","cat","age")],
  questions=[])
puzzle("w922-flea-market", family="people", layout="prices", noun=None, n=4, axis="name",
  cats={"name":["Eve","Finn","Gil","Hana"], "item":["lamp","rug","vase","clock"], "price":["$10","$15","$20","$25"]},
  clues=[all_of(less("Eve","Hana","price"), less("Hana","Finn","price")),
         Clue("cheaper",["Gil","lamp","clock"], lambda c,e: (c.pos(e,0) in (c.pos(e,1),c.pos(e,2))) and _numval(c,e,"price",c.pos(e,0)) == min(_numval(c,e,"price",c.pos(e,1)),_numval(c,e,"price",c.pos(e,2))), wholecats=["price"]),
         same("rug","$15"), same("vase","$20"), differ("Eve","vase"), differ("Finn","clock")],
  questions=[])
puzzle("w923-party-arrivals", family="people", layout="arrival times", noun=None, n=4, axis="name",
  cats={"name":["Ivy","Jon","Kai","Lou"], "time":["7:00pm","7:15pm","7:30pm","7:45pm"], "drink":["tea","beer","wine","soda"]},
  clues=[diff("Ivy","Kai","time",15), all_of(differ("Lou","7:45pm"), differ("Kai","7:45pm")),
         Clue("after",["Lou","tea"], lambda c,e: _numval(c,e,"time",c.pos(e,1)) == _numval(c,e,"time",c.pos(e,0))+15, wholecats=["time"]),
         less("wine","soda","time"), neither("Kai","soda","tea"), same("beer","7:00pm"), less("Ivy","Jon","time")],
  questions=[])
puzzle("w924-clinic-dates", family="people", layout="ages and dates", noun=None, n=4, axis="name",
  cats={"name":["Mia","Ned","Ola","Pat"], "age":["25","30","35","40"], "date":["May 3","May 5","May 7","May 9"]},
  clues=[same("Mia","30"), same("Ola","25"),
         all_of(differ("Pat","40"), less("40","Pat","date")),
         all_of(less("Ola","Pat","age"), less("Ola","May 7","age")),
         same("25","May 9"), diff("Pat","Ned","date",2), less("Ned","Mia","date")],
  questions=[])
puzzle("w925-street-ends", family="houses", layout="houses 1-5", noun="house", n=5,
  cats={"name":["Amy","Bo","Cy","Di","Ed"], "pet":["dog","cat","fish","bird","hen"]},
  clues=[all_of(ends("Amy"), ends("Ed")), all_of(between("Di","Amy","Bo"), not_next("Di","Amy")),
         at("dog",1), next_to("cat","dog"), next_to("Bo","Ed"), same("Di","fish"), somewhere_left("Cy","Ed"), ends("hen")],
  questions=[])
puzzle("w926-flats", family="lines", layout="floors 1-4 from ground", noun="floor", n=4,
  cats={"name":["Gail","Hugh","Iris","Jake"], "job":["nurse","chef","vet","pilot"]},
  clues=[all_of(somewhere_right("Gail","Jake"), somewhere_left("Gail","Iris")), at("Hugh",1),
         offset("vet","chef",1), at("pilot",4), differ("Hugh","chef")],
  questions=[])
puzzle("w927-counter-seats", family="houses", layout="seats 1-5 left to right", noun="seat", n=5,
  cats={"name":["Ava","Ben","Col","Dot","Eli"], "drink":["tea","coffee","cocoa","juice","water"]},
  clues=[all_of(between("Eli","Ava","Col"), not_next("Eli","Col")), ends("Ben"), right("juice","Eli"),
         offset("Dot","Ava",2), same("Col","water"), same("Ben","tea"), not_at("Ava",1), next_to("coffee","Ben")],
  questions=[])
puzzle("w928-bakery-queue", family="lines", layout="queue 1-4 from front", noun="place", n=4,
  cats={"name":["Fay","Gus","Hal","Ivy"], "item":["bread","milk","eggs","jam"]},
  clues=[offset("Fay","Hal",1), all_of(differ("Fay",4), differ("Ivy",4)), at("jam",4), somewhere_left("Ivy","Gus"),
         offset("eggs","milk",1), differ("Hal","milk"), differ("Ivy","milk")],
  questions=[])

puzzle("w464-allotment-sheds", family="houses", layout="a title, sheds 'numbered 1 to 5 from the compost heap', lists as 'GARDENERS ... Bert, ...' with dot leaders, 'nearest the compost heap', 'on the compost side', a herring about break-ins",
       noun="shed", n=5,
       cats={"gardeners": ["Bert", "Connie", "Dilys", "Errol", "Fenwick"],
             "crops": ["beans", "leeks", "marrows", "onions", "parsnips"]},
       clues=[at("Connie", 1), left("leeks", "Fenwick"), all_of(same("Errol", "marrows"), somewhere_left("Errol", "Bert")),
              at("parsnips", 3), at("Fenwick", 5), differ("Bert", "onions"), next_to("Bert", "Errol"),
              differ("Connie", "onions")],
       herrings={4: "Dilys has had her shed broken into twice this year."},
       questions=[ask_at("gardeners", 2), ask_value("crops", "Dilys")])

puzzle("w465-church-flower-rota", family="people", layout="a rota of Sundays in May as ordinals, 'Volunteers -> ...' arrow lists, clues in one paragraph, 'a fortnight before', 'the week after', 'It is not true that', a herring about the vicar",
       noun=None, n=4, axis="volunteers",
       cats={"volunteers": ["Agnes", "Brian", "Cecily", "Donald"],
             "date": ["May 3", "May 10", "May 17", "May 24"],
             "flowers": ["lilies", "roses", "tulips", "freesias"]},
       clues=[diff("Donald", "Agnes", "date", 14), diff("tulips", "Brian", "date", 7),
              differ("Cecily", "roses"), same("lilies", "May 24"), differ("Brian", "freesias"), differ("Donald", "lilies")],
       questions=[ask_value("volunteers", "May 10"), ask_value("flowers", "Agnes")])

puzzle("w466-dog-show-line", family="houses", layout="spots 'from the judges' table', breeds and coats in prose, handlers only in the clues, '(1)' clues, 'nor was Neville's', 'at one end ..., the collie at the other', a rain herring",
       noun="spot", n=4,
       cats={"name": ["Moira", "Neville", "Olwen", "Peter"], "dog": ["beagle", "collie", "poodle", "spaniel"],
             "coat": ["black", "brown", "golden", "white"]},
       clues=[same("poodle", "golden"), neither("Moira", "poodle"), neither("Neville", "poodle"),
              any_of(all_of(at("black", 1), at("collie", 4)), all_of(at("black", 4), at("collie", 1))),
              all_of(between("Olwen", "Moira", "Peter"), somewhere_left("Moira", "Peter")),
              same("spaniel", "brown"), at("Neville", 1), not_at("collie", 1)],
       herrings={7: "It rained all morning, so the judging was held in the barn."},
       questions=[ask_value("dog", "golden"), ask_at("name", 3)])
