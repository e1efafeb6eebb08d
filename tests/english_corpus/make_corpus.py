"""Writes the English corpus: planted grids, clues true of them, many layouts and wordings.

Run ``python tests/english_corpus/make_corpus.py`` to rewrite the .txt files and answers.json.
Uniqueness and the answers come from the small brute-force solver below (independent of
zebrakit): each clue here is a Python predicate over the positions of its values.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}

# kind: (plural, values, noun phrases, predicates (positive, negative), how to ask)
KINDS = {
    "name": ("names", ["Ingrid", "Tomas", "Priya", "Kwame", "Lucia"]),
    "nation": ("nationalities", ["Dane", "Peruvian", "Kenyan", "Scot", "Korean"]),
    "color": ("colors", ["amber", "teal", "lilac", "crimson", "ivory"]),
    "pet": ("pets", ["ferret", "parrot", "tortoise", "rabbit", "goldfish"]),
    "drink": ("drinks", ["cocoa", "lemonade", "espresso", "cider", "kefir"]),
    "hobby": ("hobbies", ["archery", "rowing", "fencing", "pottery", "juggling"]),
    "car": ("cars", ["Volvo", "Saab", "Fiat", "Skoda", "Mini"]),
    "food": ("foods", ["dumplings", "tacos", "curry", "paella", "pretzels"]),
    "music": ("instruments", ["cello", "harp", "banjo", "flute", "oboe"]),
}


def np(kind: str, v: str, rnd: random.Random, subject: bool = True) -> str:
    forms = {
        "name": [v],
        "nation": [f"the {v}"],
        "color": [f"the person in the {v} house", f"the owner of the {v} house",
                  f"the person who lives in the {v} house", f"whoever lives in the {v} house",
                  f"the {v} house's owner"],
        "pet": [f"the person who keeps the {v}", f"the {v} owner", f"the one with the {v}",
                f"the owner of the {v}", f"the person who owns the {v}"],
        "drink": [f"the {v} drinker", f"the person who drinks {v}", f"the one who drinks {v}",
                  f"the person who likes {v}"],
        "hobby": [f"the person who enjoys {v}", f"the one who does {v}", f"the person whose hobby is {v}"],
        "car": [f"the {v} driver", f"the person who drives the {v}", f"the owner of the {v}"],
        "food": [f"the person who loves {v}", f"the one who eats {v}"],
        "music": [f"the {v} player", f"the person who plays the {v}"],
    }[kind]
    return rnd.choice(forms)


def pred(kind: str, v: str, rnd: random.Random, neg: bool = False) -> str:
    pos = {
        "name": [f"is {v}"],
        "nation": [f"is the {v}"],
        "color": [f"lives in the {v} house"],
        "pet": [f"keeps the {v}", f"owns the {v}", f"has the {v}", f"is the owner of the {v}"],
        "drink": [f"drinks {v}", f"likes {v}"],
        "hobby": [f"enjoys {v}"],
        "car": [f"drives the {v}"],
        "food": [f"loves {v}", f"eats {v}"],
        "music": [f"plays the {v}"],
    }[kind]
    negs = {
        "name": [f"is not {v}"],
        "nation": [f"is not the {v}"],
        "color": [f"does not live in the {v} house"],
        "pet": [f"does not keep the {v}", f"doesn't own the {v}"],
        "drink": [f"does not drink {v}", f"doesn't like {v}"],
        "hobby": [f"does not enjoy {v}"],
        "car": [f"doesn't drive the {v}"],
        "food": [f"does not eat {v}"],
        "music": [f"does not play the {v}"],
    }[kind]
    return rnd.choice(negs if neg else pos)


def cap(s: str) -> str:
    return s[0].upper() + s[1:]


class Gen:
    def __init__(self, seed: int, n: int, kinds: list[str]):
        self.rnd = random.Random(seed)
        self.n, self.kinds = n, kinds
        self.values = {k: KINDS[k][1][:n] for k in kinds}
        self.grid = {}
        for k in kinds:
            vals = self.values[k][:]
            self.rnd.shuffle(vals)
            for p, v in enumerate(vals, 1):
                self.grid[(k, v)] = p

    def rv(self):
        k = self.rnd.choice(self.kinds)
        return k, self.rnd.choice(self.values[k])

    def house(self, p: int) -> str:
        n, r = self.n, self.rnd
        forms = [f"house {p}", f"the {ORD[p]} house", f"house number {p}"]
        if p == 1:
            forms += ["the house on the far left", "the first house"]
        if p == n:
            forms += ["the last house", "the house on the far right"]
        if n % 2 and p == (n + 1) // 2:
            forms += ["the middle house"]
        return r.choice(forms)

    def clue(self):
        """A random clue true of the grid: (text, predicate over pos)."""
        r, n, g = self.rnd, self.n, self.grid
        a, b = self.rv(), self.rv()
        while b[0] == a[0]:
            b = self.rv()
        pa, pb = g[a], g[b]
        A, B = np(*a, r), np(*b, r)
        t = r.random()
        d = pb - pa
        if pa == pb:
            options = [
                (f"{cap(A)} {pred(*b, r)}.", lambda P, a=a, b=b: P[a] == P[b]),
                (f"{cap(B)} {pred(*a, r)}.", lambda P, a=a, b=b: P[a] == P[b]),
            ]
            if b[0] == "pet" and a[0] in ("name", "nation"):
                options.append((f"The {b[1]} is kept by {A}.", lambda P, a=a, b=b: P[a] == P[b]))
            if b[0] == "color" and a[0] in ("name", "nation"):
                options.append((f"{cap(A)}'s house is {b[1]}.", lambda P, a=a, b=b: P[a] == P[b]))
                options.append((f"The {b[1]} house belongs to {A}.", lambda P, a=a, b=b: P[a] == P[b]))
            return r.choice(options)
        if d == 1:
            return r.choice([
                (f"{cap(A)} lives directly left of {B}.", lambda P, a=a, b=b: P[a] + 1 == P[b]),
                (f"{cap(A)} lives in the house immediately to the left of {B}.", lambda P, a=a, b=b: P[a] + 1 == P[b]),
                (f"{cap(B)} lives immediately to the right of {A}.", lambda P, a=a, b=b: P[a] + 1 == P[b]),
                (f"{cap(A)} and {B} live next to each other.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 1),
                (f"{cap(A)} lives next door to {B}.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 1),
                (f"{cap(A)} and {B} live in adjacent houses.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 1),
            ] + ([(f"{cap(A)} is {B}'s neighbour.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 1)]
                 if b[0] in ("name", "nation") else []))
        if d == -1:
            return r.choice([
                (f"{cap(A)} lives directly right of {B}.", lambda P, a=a, b=b: P[a] - 1 == P[b]),
                (f"{cap(A)} lives in the house immediately to the right of {B}.", lambda P, a=a, b=b: P[a] - 1 == P[b]),
                (f"{cap(A)} lives next to {B}.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 1),
            ])
        if abs(d) == 2:
            return r.choice([
                (f"There is one house between {A} and {B}.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 2),
                (f"{cap(A)} lives two houses away from {B}.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 2),
                (f"Only one house separates {A} and {B}.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 2),
                (f"{cap(A)} lives two doors down from {B}.", lambda P, a=a, b=b: abs(P[a] - P[b]) == 2),
            ])
        if d > 1 and t < 0.5:
            return r.choice([
                (f"{cap(A)} lives somewhere to the left of {B}.", lambda P, a=a, b=b: P[a] < P[b]),
                (f"{cap(A)} lives further left than {B}.", lambda P, a=a, b=b: P[a] < P[b]),
                (f"{cap(B)} lives to the right of {A} but not directly.", lambda P, a=a, b=b: P[b] > P[a] + 1),
                (f"{cap(B)} lives somewhere to the right of {A}.", lambda P, a=a, b=b: P[a] < P[b]),
            ])
        if d < -1 and t < 0.5:
            return r.choice([
                (f"{cap(A)} lives somewhere to the right of {B}.", lambda P, a=a, b=b: P[a] > P[b]),
                (f"{cap(A)} does not live next to {B}.", lambda P, a=a, b=b: abs(P[a] - P[b]) != 1),
            ])
        # single-value clues and negatives
        k = r.random()
        if k < 0.25:
            h = self.house(pa)
            return r.choice([
                (f"{cap(A)} lives in {h}.", lambda P, a=a, pa=pa: P[a] == pa),
                (f"{cap(A)} is in {h}.", lambda P, a=a, pa=pa: P[a] == pa),
            ])
        if k < 0.35 and pa in (1, n):
            side = "left" if pa == 1 else "right"
            return r.choice([
                (f"{cap(A)} lives at the far {side}.", lambda P, a=a, pa=pa: P[a] == pa),
                (f"{cap(A)} lives on the far {side}.", lambda P, a=a, pa=pa: P[a] == pa),
            ])
        if k < 0.45 and pa in (1, n):
            return (f"{cap(A)} lives at one of the ends.", lambda P, a=a: P[a] in (1, n))
        if k < 0.55 and pa not in (1, n):
            return r.choice([
                (f"{cap(A)} does not live at either end.", lambda P, a=a: P[a] not in (1, n)),
                (f"{cap(A)} doesn't live in an end house.", lambda P, a=a: P[a] not in (1, n)),
            ])
        if k < 0.62:
            word = "odd" if pa % 2 else "even"
            return (f"{cap(A)} lives in an {word}-numbered house.", lambda P, a=a, m=pa % 2: P[a] % 2 == m)
        if k < 0.72:
            c = self.rv()
            while c[0] != b[0] or c == b or g[c] == pa:
                c = self.rv()
            return r.choice([
                (f"{cap(A)} {pred(*b, r, neg=True)}.", lambda P, a=a, b=b: P[a] != P[b]),
                (f"Neither {np(*b, r)} nor {np(*c, r)} {pred(*a, r)}.",
                 lambda P, a=a, b=b, c=c: P[a] != P[b] and P[a] != P[c]),
            ]) if b[0] != "name" else (f"{cap(B)} {pred(*a, r, neg=True)}.", lambda P, a=a, b=b: P[a] != P[b])
        if k < 0.8:
            # X lives somewhere between Y and Z
            others = [v for v in self.values[b[0]] if g[(b[0], v)] != pa]
            lo = [v for v in others if g[(b[0], v)] < pa]
            hi = [v for v in others if g[(b[0], v)] > pa]
            if lo and hi:
                y, z = (b[0], r.choice(lo)), (b[0], r.choice(hi))
                if r.random() < 0.5:
                    y, z = z, y
                return (f"{cap(A)} lives somewhere between {np(*y, r)} and {np(*z, r)}.",
                        lambda P, a=a, y=y, z=z: min(P[y], P[z]) < P[a] < max(P[y], P[z]))
        if k < 0.9:
            c = (b[0], r.choice([v for v in self.values[b[0]] if v != b[1]]))
            if g[c] != pa:
                first, second = (b, c) if r.random() < 0.5 else (c, b)
                return (f"{cap(A)} is either {np(*first, r)} or {np(*second, r)}." if first[0] != "name"
                        else f"{cap(A)} is either {first[1]} or {second[1]}.",
                        lambda P, a=a, b=b, c=c: P[a] in (P[b], P[c])) if g[b] == pa else self.clue()
        if b[0] == "pet" and r.random() < 0.5:
            return (f"{cap(A)} does not keep the {b[1]}.", lambda P, a=a, b=b: P[a] != P[b])
        return (f"{cap(A)} {pred(*b, r, neg=True)}.", lambda P, a=a, b=b: P[a] != P[b])

    def solutions(self, preds, limit=2):
        n, kinds = self.n, self.kinds
        perms = list(itertools.permutations(range(1, n + 1)))
        out = []
        P = {}

        def rec(i):
            if len(out) >= limit:
                return
            if i == len(kinds):
                out.append(dict(P))
                return
            k = kinds[i]
            done = set(kinds[: i + 1])
            relevant = [f for f, ks in preds if ks <= done and kinds[i] in ks]
            for perm in perms:
                for v, p in zip(self.values[k], perm):
                    P[(k, v)] = p
                if all(f(P) for f in relevant):
                    rec(i + 1)
            for v in self.values[k]:
                P.pop((k, v), None)

        rec(0)
        return out

    def make(self, max_clues=40):
        preds, texts = [], []
        seen = set()
        while True:
            text, f = self.clue()
            if text in seen:
                continue
            seen.add(text)
            ks = self._kinds_of(f)
            negated = (lambda P, f=f: not f(P), ks)
            if self.solutions(preds + [negated], 1):
                preds, texts = preds + [(f, ks)], texts + [text]
                if len(self.solutions(preds, 2)) == 1:
                    break
        # drop redundant clues
        i = 0
        while i < len(preds):
            rest = preds[:i] + preds[i + 1:]
            if len(self.solutions(rest, 2)) == 1:
                preds, texts = rest, texts[:i] + texts[i + 1:]
            else:
                i += 1
        sol = self.solutions(preds, 2)
        assert len(sol) == 1 and all(sol[0][key] == p for key, p in self.grid.items())
        return texts

    def _kinds_of(self, f):
        # every clue predicate binds its values as default arguments
        ks = set()
        for d in f.__defaults__ or ():
            if isinstance(d, tuple) and len(d) == 2 and d[0] in KINDS:
                ks.add(d[0])
        return ks

    def row(self, p):
        return sorted(v for (k, v), q in self.grid.items() if q == p)

    def who(self, p):
        return [v for (k, v), q in self.grid.items() if q == p and k == self.kinds[0]][0]


# ============================================================================ layouts
DECL = {
    "backtick": {
        "name": "Each person has a unique name: {}",
        "nation": "Each person has a unique nationality: {}",
        "color": "Each house has a unique color: {}",
        "pet": "The people keep unique animals: {}",
        "drink": "Each person has a unique favorite drink: {}",
        "hobby": "Each person has a unique hobby: {}",
        "car": "Each person has a unique car: {}",
        "food": "Each person has a unique favorite food: {}",
        "music": "Each person plays a unique instrument: {}",
    },
    "painted": {
        "name": "The residents are {}.",
        "nation": "Each resident is of a different nationality: {}.",
        "color": "Each house is painted a different colour: {}.",
        "pet": "Each person keeps a different pet: {}.",
        "drink": "Each person prefers a different drink: {}.",
        "hobby": "Each person has a different hobby: {}.",
        "car": "Each person drives a different car: {}.",
        "food": "Each person loves a different food: {}.",
        "music": "Each person plays a different instrument: {}.",
    },
    "sentence": {k: "The " + KINDS[k][0] + " are {}." for k in KINDS},
    "colon": {k: KINDS[k][0].capitalize() + ": {}" for k in KINDS},
    "singular": {k: {"name": "Name", "nation": "Nationality", "color": "Colour", "pet": "Pet", "drink": "Drink",
                     "hobby": "Hobby", "car": "Car", "food": "Food", "music": "Instrument"}[k] + ": {}"
                 for k in KINDS},
}


def join_values(values, how):
    if how == "backtick":
        return ", ".join(f"`{v}`" for v in values)
    if how == "and":
        return ", ".join(values[:-1]) + " and " + values[-1]
    if how == "oxford":
        return ", ".join(values[:-1]) + ", and " + values[-1]
    return ", ".join(values)


INTROS = [
    "There are {n} houses, numbered 1 to {n} from left to right, as seen from across the street. "
    "Each house is occupied by a different person. Each house has a unique attribute for each of the "
    "following characteristics:",
    "{N} friends live side by side on the same street, in houses numbered 1 to {n} from left to right.",
    "In a row of {n} cottages live {n} neighbours, one per cottage.",
    "There are {n} houses in a row.",
    "{N} houses stand in a row along a quiet lane. Each house has one resident.",
    "{N} neighbours live in {n} houses in a row, numbered 1 to {n} from left to right.",
]


def render(gen, spec, texts):
    n, kinds = gen.n, gen.kinds
    r = random.Random(spec["seed"] * 7 + 1)
    lines = []
    if spec.get("title"):
        lines += [spec["title"], ""]
    intro = INTROS[spec["intro"]].format(n=n, N=WORDS[n].capitalize())
    lines.append(intro)
    decl, joiner, bullet = spec["decl"], spec.get("join", "comma"), spec.get("dbullet", "")
    if decl == "one":
        # "One person keeps the ferret, one the parrot and one the tortoise."
        for k in kinds:
            vals = gen.values[k]
            verb = {"name": None, "nation": None, "color": "lives in the {} house", "pet": "keeps the {}",
                    "drink": "drinks {}", "hobby": "enjoys {}", "car": "drives the {}", "food": "loves {}",
                    "music": "plays the {}"}[k]
            if verb is None:
                lines.append(DECL["sentence"][k].format(join_values(vals, "and")))
                continue
            first = "One person " + verb.format(vals[0])
            rest = ["one " + verb.split(" ", 1)[1].format(v) if False else "one " + verb.format(v).split(" ", 1)[1]
                    for v in vals[1:]]
            lines.append(first + ", " + ", ".join(rest[:-1]) + (" and " if len(rest) > 1 else "") + rest[-1] + ".")
    else:
        if spec.get("attributes"):
            lines += ["", "Attributes:"]
        elif decl != "backtick":
            lines.append("")
        for k in kinds:
            how = "backtick" if decl == "backtick" else joiner
            line = DECL[decl][k].format(join_values(gen.values[k], how))
            lines.append(bullet + line)
    lines.append("")
    header = spec.get("header")
    if header:
        lines += [header, ""] if spec.get("header_blank") else [header]
    style = spec.get("num", "1.")
    clue_lines = []
    for i, t in enumerate(texts, 1):
        clue_lines.append({"1.": f"{i}. {t}", "1)": f"{i}) {t}", "(1)": f"({i}) {t}", "Clue": f"Clue {i}: {t}",
                           "-": f"- {t}", "*": f"* {t}", "none": t, "para": t}[style])
    if style == "para":
        lines.append(" ".join(texts))
    else:
        lines += clue_lines
    lines.append("")
    questions, answers = [], []
    for q in spec.get("ask", []):
        kind, arg = q
        if kind == "who":  # who has value arg (k, v)
            k, v = arg
            p = gen.grid[(k, v)]
            text = {"pet": f"Who owns the {v}?", "drink": f"Who drinks {v}?", "car": f"Who drives the {v}?",
                    "music": f"Who plays the {v}?", "color": f"Who lives in the {v} house?",
                    "hobby": f"Who enjoys {v}?", "food": f"Who loves {v}?"}[k]
            questions.append(text)
            answers.append(gen.who(p))
        elif kind == "where":
            k, v = arg
            p = gen.grid[(k, v)]
            text = r.choice([f"Which house does {v} live in?", f"In which house does {v} live?"]) \
                if k == "name" else f"Which house is the {v} in?"
            questions.append(text)
            answers.append(p)
        elif kind == "color":
            k, v = arg
            p = gen.grid[(k, v)]
            who = v if k == "name" else f"the {v}"
            questions.append(f"What color is {who}'s house?")
            answers.append([c for (kk, c), q2 in gen.grid.items() if kk == "color" and q2 == p][0])
        elif kind == "middle":
            questions.append("Who lives in the middle house?")
            answers.append(gen.who((n + 1) // 2))
        elif kind == "grid":
            questions.append("Fill in the grid.")
    if questions:
        if spec.get("qhead"):
            lines += [spec["qhead"]]
        lines += questions if spec.get("qlines") else [" ".join(questions)]
    text = "\n".join(lines).rstrip() + "\n"
    if spec.get("curly"):
        text = text.replace("'", "\u2019")
    if spec.get("trailing"):
        text = "\n".join(line + "  " for line in text.split("\n"))
    if spec.get("crlf"):
        text = text.replace("\n", "\r\n")
    return text, [a for a in answers if a is not None]


SPECS = [
    # seed, size, kinds, layout
    dict(seed=1, n=3, kinds=["name", "pet", "drink"], intro=0, decl="backtick", dbullet=" - ", header="## Clues:",
         ask=[]),
    dict(seed=2, n=4, kinds=["name", "color", "pet", "drink"], intro=0, decl="backtick", dbullet=" - ",
         header="## Clues:", ask=[("who", ("pet", "ferret"))]),
    dict(seed=3, n=5, kinds=["name", "color", "car", "hobby"], intro=0, decl="backtick", dbullet=" - ",
         header="## Clues:", header_blank=True, ask=[]),
    dict(seed=4, n=3, kinds=["nation", "color", "pet"], intro=3, decl="sentence", join="and", num="1.",
         ask=[("who", ("pet", "ferret"))]),
    dict(seed=5, n=4, kinds=["nation", "color", "drink"], intro=3, decl="painted", join="and", num="1)",
         ask=[("color", ("nation", "Dane"))]),
    dict(seed=6, n=4, kinds=["name", "pet", "food"], intro=1, decl="colon", num="(1)", header="Clues:",
         ask=[("where", ("name", "Ingrid"))]),
    dict(seed=7, n=5, kinds=["name", "color", "pet"], intro=1, decl="colon", dbullet="- ", num="Clue",
         ask=[("middle", None)]),
    dict(seed=8, n=3, kinds=["name", "drink", "music"], intro=2, decl="one", num="-",
         ask=[("who", ("music", "cello"))]),
    dict(seed=9, n=4, kinds=["name", "color", "hobby"], intro=4, decl="singular", attributes=True, dbullet="  * ",
         header="Clues", num="1.", ask=[("grid", None)]),
    dict(seed=10, n=3, kinds=["name", "car", "pet"], intro=5, decl="sentence", join="oxford", num="para",
         ask=[("who", ("car", "Fiat"))]),
    dict(seed=11, n=4, kinds=["nation", "pet", "drink", "color"], intro=3, decl="painted", join="oxford", num="1.",
         title="# The Lane Puzzle", header="**Clues**", ask=[("who", ("drink", "cocoa"))], curly=True),
    dict(seed=12, n=5, kinds=["nation", "color", "pet", "drink"], intro=3, decl="painted", num="1.",
         ask=[("who", ("pet", "goldfish")), ("who", ("drink", "kefir"))], crlf=True, trailing=True),
    dict(seed=13, n=3, kinds=["name", "color"], intro=5, decl="colon", num="none", ask=[("where", ("name", "Tomas"))]),
    dict(seed=14, n=4, kinds=["name", "music", "food"], intro=1, decl="singular", dbullet="- ", num="*",
         qhead="Question:", ask=[("who", ("food", "curry"))]),
    dict(seed=15, n=5, kinds=["name", "color", "drink", "pet", "car"], intro=0, decl="backtick", dbullet=" - ",
         header="## Clues:", ask=[("who", ("pet", "tortoise"))]),
    dict(seed=16, n=3, kinds=["nation", "drink", "hobby"], intro=4, decl="sentence", join="and", num="1)",
         ask=[("who", ("hobby", "rowing"))]),
    dict(seed=17, n=4, kinds=["name", "color", "car"], intro=2, decl="painted", num="(1)",
         ask=[("color", ("name", "Kwame"))]),
    dict(seed=18, n=5, kinds=["nation", "color", "music"], intro=5, decl="colon", dbullet="* ", num="1.",
         header="Clues:", ask=[("middle", None), ("who", ("music", "harp"))], qlines=True),
    dict(seed=19, n=3, kinds=["name", "pet", "color", "drink"], intro=3, decl="one", num="1.",
         ask=[("where", ("pet", "parrot"))]),
    dict(seed=20, n=4, kinds=["name", "hobby", "pet"], intro=1, decl="colon", num="-", header="## Clues",
         ask=[("grid", None)], crlf=True),
    dict(seed=21, n=4, kinds=["nation", "color", "pet", "food"], intro=0, decl="backtick", dbullet=" - ",
         header="## Clues:", ask=[("who", ("food", "tacos"))], curly=True),
    dict(seed=22, n=5, kinds=["name", "drink", "food"], intro=4, decl="sentence", join="oxford", num="Clue",
         ask=[("who", ("drink", "cider"))]),
    dict(seed=23, n=3, kinds=["name", "color", "music"], intro=1, decl="painted", num="none",
         ask=[("middle", None)]),
    dict(seed=24, n=4, kinds=["name", "car", "drink", "color"], intro=5, decl="singular", attributes=True,
         dbullet="- ", num="1)", ask=[("who", ("car", "Saab"))], trailing=True),
    dict(seed=25, n=5, kinds=["nation", "pet", "hobby"], intro=3, decl="sentence", join="and", num="para",
         ask=[("who", ("pet", "rabbit"))]),
    dict(seed=26, n=3, kinds=["nation", "car", "food"], intro=2, decl="colon", num="(1)",
         ask=[("who", ("car", "Volvo"))]),
    dict(seed=27, n=4, kinds=["name", "color", "pet", "music"], intro=0, decl="backtick", dbullet=" - ",
         header="## Clues:", ask=[("where", ("name", "Kwame"))]),
    dict(seed=28, n=5, kinds=["name", "color", "pet", "drink"], intro=1, decl="painted", join="and", num="1.",
         title="Street of Five", ask=[("who", ("pet", "parrot")), ("color", ("name", "Priya"))]),
    dict(seed=29, n=4, kinds=["nation", "drink", "music"], intro=4, decl="one", num="*",
         ask=[("who", ("music", "banjo"))]),
    dict(seed=30, n=3, kinds=["name", "hobby", "color"], intro=3, decl="singular", num="Clue",
         ask=[("who", ("hobby", "fencing"))], crlf=True),
    dict(seed=31, n=5, kinds=["name", "nation", "color", "pet", "drink"], intro=0, decl="backtick", dbullet=" - ",
         header="## Clues:", ask=[]),
    dict(seed=32, n=4, kinds=["name", "food", "pet"], intro=5, decl="sentence", join="and", num="1.",
         ask=[("where", ("pet", "tortoise"))]),
]


def main():
    answers = {}
    for spec in SPECS:
        gen = Gen(spec["seed"], spec["n"], spec["kinds"])
        texts = gen.make()
        text, asked = render(gen, spec, texts)
        name = f"p{spec['seed']:02d}.txt"
        (HERE / name).write_bytes(text.encode("utf-8"))
        grid = [gen.row(p) for p in range(1, gen.n + 1)]
        answers[name] = {"grid": grid, "answers": asked}
        print(name, len(texts), "clues")
    hand_puzzles(answers)
    (HERE / "answers.json").write_text(json.dumps(answers, indent=1) + "\n")


# ============================================================================ hand-written puzzles
# Each: its text, its categories, the clues as predicates over positions (checked for a unique
# solution here) and the answers to its questions.
HAND = {
    "h01.txt": dict(
        text="""Three neighbours share a short terrace of three houses.
One is a Kenyan, one a Dane and one a Peruvian.
One keeps a parrot, one a rabbit and one a ferret.
One drinks cider, one kefir and one cocoa.

1. The Kenyan lives at the far left.
2. The parrot is owned by the Kenyan.
3. The Dane's neighbour keeps the ferret.
4. The Peruvian owns neither the rabbit nor the parrot.
5. The cocoa-drinker lives in the last house.
6. The kefir drinker is not the Kenyan.
7. The rabbit owner lives in the middle house.

What does the Dane drink? Who owns the ferret?
""",
        values={"nation": ["Kenyan", "Dane", "Peruvian"], "pet": ["parrot", "rabbit", "ferret"],
                "drink": ["cider", "kefir", "cocoa"]},
        clues=[
            lambda P: P["Kenyan"] == 1, lambda P: P["parrot"] == P["Kenyan"],
            lambda P: abs(P["Dane"] - P["ferret"]) == 1,
            lambda P: P["Peruvian"] not in (P["rabbit"], P["parrot"]), lambda P: P["cocoa"] == 3,
            lambda P: P["kefir"] != P["Kenyan"], lambda P: P["rabbit"] == 2,
        ],
        answers=lambda S: [S["drink"][S["nation"].index("Dane")], S["nation"][S["pet"].index("ferret")]],
    ),
    "h02.txt": dict(
        text="""Four houses in a row are numbered 1 to 4 from left to right. Each house has a different
owner (Abel, Bruna, Cyd, Dov), a different colour (red, green, blue, white) and a different
drink (tea, milk, water, juice).

Clue 1: Abel lives in the white house.
Clue 2: The green house is at the far left.
Clue 3: The white house is directly to the right of the green house.
Clue 4: The person in the blue house drinks water.
Clue 5: Cyd lives on the far right.
Clue 6: The milk drinker lives next door to Abel.
Clue 7: Dov does not live in the green house.
Clue 8: Bruna drinks milk.
Clue 9: Tea is drunk by Abel.
Clue 10: Cyd lives in the blue house.
Clue 11: At least one of Cyd and Dov lives at an end.
Clue 12: The milk drinker lives at one end.

Who drinks juice? What colour is Bruna's house?
""",
        values={"name": ["Abel", "Bruna", "Cyd", "Dov"], "color": ["red", "green", "blue", "white"],
                "drink": ["tea", "milk", "water", "juice"]},
        clues=[
            lambda P: P["Abel"] == P["white"], lambda P: P["green"] == 1, lambda P: P["white"] == P["green"] + 1,
            lambda P: P["blue"] == P["water"], lambda P: P["Cyd"] == 4, lambda P: abs(P["milk"] - P["Abel"]) == 1,
            lambda P: P["Dov"] != P["green"], lambda P: P["Bruna"] == P["milk"], lambda P: P["tea"] == P["Abel"],
            lambda P: P["Cyd"] == P["blue"], lambda P: P["Cyd"] in (1, 4) or P["Dov"] in (1, 4),
            lambda P: P["milk"] in (1, 4),
        ],
        answers=lambda S: [S["name"][S["drink"].index("juice")], S["color"][S["name"].index("Bruna")]],
    ),
}


def hand_puzzles(answers: dict) -> None:
    for name, spec in HAND.items():
        kinds = list(spec["values"])
        n = len(spec["values"][kinds[0]])
        found = []
        for perms in itertools.product(itertools.permutations(range(1, n + 1)), repeat=len(kinds)):
            P = {v: p for k, perm in zip(kinds, perms) for v, p in zip(spec["values"][k], perm)}
            if all(c(P) for c in spec["clues"]):
                found.append(P)
        assert len(found) == 1, (name, len(found))
        P = found[0]
        S = {k: [next(v for v in spec["values"][k] if P[v] == p) for p in range(1, n + 1)] for k in kinds}
        (HERE / name).write_text(spec["text"])
        answers[name] = {"grid": [sorted(S[k][p] for k in kinds) for p in range(n)], "answers": spec["answers"](S)}
        print(name, "unique")


if __name__ == "__main__":
    main()
