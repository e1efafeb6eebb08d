"""Solve every puzzle in specs.py with an independent search and write gold.json.

    python tests/english_corpus/wild/make_gold.py

The solver is a small constraint search written for this corpus (it does not
use zebrakit): each (category, value) is a variable whose domain is the set
of positions; every category is all-different; every clue is a predicate over
a few variables.  Propagation does generalised arc consistency on each clue
whenever the product of its open domains is small, plus naked and hidden
singles on the all-different categories; search branches on the smallest
domain.  Every puzzle must have exactly one solution (herrings ignored).
"""

import json
import os
import re
import sys
import time
from itertools import product

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import specs  # noqa: E402

GAC_LIMIT = 6000


class Contradiction(Exception):
    pass


class Solver:
    def __init__(self, P):
        self.P = P
        n = P.n
        self.vars = [(c, v) for c in P.cats for v in P.cats[c]]
        self.dom0 = {x: frozenset(range(1, n + 1)) for x in self.vars}
        if P.axis is not None:
            for i, v in enumerate(P.cats[P.axis]):
                self.dom0[(P.axis, v)] = frozenset([i + 1])
        self.watch = {x: [] for x in self.vars}
        for i, cl in enumerate(P.clues):
            for x in cl.vars:
                self.watch[x].append(i)
        self.sibs = {(c, v): [(c, w) for w in P.cats[c] if w != v] for c, v in self.vars}

    # -- propagation ------------------------------------------------------
    def revise(self, dom, ci):
        cl = self.P.clues[ci]
        open_ = [x for x in cl.vars if len(dom[x]) > 1]
        size = 1
        for x in open_:
            size *= len(dom[x])
            if size > GAC_LIMIT:
                return []
        env = {x: next(iter(dom[x])) for x in cl.vars if len(dom[x]) == 1}
        # a clue whose assigned variables already clash in a category is moot
        pairs = [(i, j) for i in range(len(open_)) for j in range(i + 1, len(open_))
                 if open_[i][0] == open_[j][0]]
        if not open_:
            if not cl.check(env):
                raise Contradiction
            return []
        support = [set() for _ in open_]
        doms = [sorted(dom[x]) for x in open_]
        for combo in product(*doms):
            if any(combo[i] == combo[j] for i, j in pairs):
                continue
            for x, p in zip(open_, combo):
                env[x] = p
            if cl.check(env):
                for s, p in zip(support, combo):
                    s.add(p)
        changed = []
        for x, s in zip(open_, support):
            if not s:
                raise Contradiction
            if len(s) < len(dom[x]):
                dom[x] = frozenset(s)
                changed.append(x)
        return changed

    def propagate(self, dom, changed):
        n = self.P.n
        clueq = set()
        catq = set()
        work = list(changed)
        while True:
            while work:
                x = work.pop()
                clueq.update(self.watch[x])
                catq.add(x[0])
                if len(dom[x]) == 1:
                    p = next(iter(dom[x]))
                    for y in self.sibs[x]:
                        if p in dom[y]:
                            d = dom[y] - {p}
                            if not d:
                                raise Contradiction
                            dom[y] = d
                            work.append(y)
            if catq:
                c = catq.pop()
                vals = self.P.cats[c]
                for p in range(1, n + 1):
                    holders = [v for v in vals if p in dom[(c, v)]]
                    if not holders:
                        raise Contradiction
                    if len(holders) == 1 and len(dom[(c, holders[0])]) > 1:
                        dom[(c, holders[0])] = frozenset([p])
                        work.append((c, holders[0]))
                continue
            if clueq:
                work.extend(self.revise(dom, clueq.pop()))
                continue
            break

    # -- search -----------------------------------------------------------
    def solve(self, limit=2):
        sols = []
        dom = dict(self.dom0)
        try:
            self.propagate(dom, self.vars)
        except Contradiction:
            return sols
        self._search(dom, sols, limit)
        return sols

    def _search(self, dom, sols, limit):
        best = None
        for x in self.vars:
            k = len(dom[x])
            if k > 1 and (best is None or k < len(dom[best])):
                best = x
                if k == 2:
                    break
        if best is None:
            sols.append({x: next(iter(dom[x])) for x in self.vars})
            return
        for p in sorted(dom[best]):
            d2 = dict(dom)
            d2[best] = frozenset([p])
            try:
                self.propagate(d2, [best])
            except Contradiction:
                continue
            self._search(d2, sols, limit)
            if len(sols) >= limit:
                return


def count_solutions(P, limit=2):
    return Solver(P).solve(limit)


def assignment(P, sol):
    a = {c: {} for c in P.cats}
    for (c, v), p in sol.items():
        a[c][v] = p
    return a


# ---------------------------------------------------------------- checks

SENT_SPLIT = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9*#-])")
NUMBERED = re.compile(r"^\s*(?:clue\s*)?\(?(\d+)[.):]\s*(.*)$", re.I)
BULLET = re.compile(r"^\s*[-*\u2022]\s+(.*)$")


def herring_numbers(text, herrings):
    """Check that each herring text sits where its number says: the clue
    number of a numbered line, the index of a bullet within its run of
    bullets, or the index of a sentence in the whole text."""
    lines = text.splitlines()
    blocks, cur = [], []          # runs of consecutive bullet lines
    for l in lines + [""]:
        m = BULLET.match(l)
        if m:
            cur.append(m.group(1))
        elif cur:
            blocks.append(cur)
            cur = []
    numbered = {}
    for l in lines:
        m = NUMBERED.match(l)
        if m:
            numbered[int(m.group(1))] = m.group(2)
    sentences = []                # a line break always ends a sentence
    for l in lines:
        if l.strip():
            sentences.extend(SENT_SPLIT.split(l.strip()))
    for k, h in herrings.items():
        assert h in text, "herring text not in file: %r" % h
        ok = (k in numbered and h in numbered[k]) or \
             any(0 < k <= len(b) and h in b[k - 1] for b in blocks) or \
             (0 < k <= len(sentences) and h in sentences[k - 1])
        assert ok, "herring %d is not sentence/clue %d: %r" % (k, k, h)


def answer(P, a, q):
    def posof(ref):
        r = P.resolve(ref)
        return r if isinstance(r, int) else a[r[0]][r[1]]

    def value_at(cat, p):
        return [v for v, pp in a[cat].items() if pp == p][0]

    if q[0] == "value":
        return value_at(q[1], posof(q[2]))
    if q[0] == "position":
        p = posof(q[1])
        return P.position_names[p - 1] if P.position_names else str(p)
    if q[0] == "at":
        return value_at(q[1], posof(q[2]))
    raise ValueError(q)


def main():
    t0 = time.time()
    gold = {}
    bad = []
    for P in specs.PUZZLES:
        t = time.time()
        path = os.path.join(HERE, P.name + ".txt")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        sols = count_solutions(P, 2)
        if len(sols) != 1:
            bad.append((P.name, len(sols)))
            print("%-40s %d solutions" % (P.name, len(sols)))
            continue
        a = assignment(P, sols[0])
        for i, cl in enumerate(P.clues):
            assert cl(a), (P.name, i, cl)
        herring_numbers(text, P.herrings)
        cats = list(P.cats)
        grid = []
        for p in range(1, P.n + 1):
            grid.append([[v for v, pp in a[c].items() if pp == p][0] for c in cats])
        gold[P.name + ".txt"] = {
            "family": P.family,
            "layout": P.layout,
            "position_noun": P.noun,
            "size": "%dx%d" % (P.n, len(cats)),
            "herrings": sorted(P.herrings),
            "grid": grid,
            "categories": cats,
            "answers": [answer(P, a, q) for q in P.questions],
        }
        dt = time.time() - t
        if dt > 2:
            print("%-40s slow: %.1fs" % (P.name, dt))
    if bad:
        sys.exit("not unique: %s" % bad)
    files = sorted(f for f in os.listdir(HERE)  # the puzzles, not answered.txt
                   if f.endswith(".txt") and f[:1] == "w" and f[1:4].isdigit())
    missing = [f for f in files if f not in gold]
    if missing:
        sys.exit("text files without a spec: %s" % missing)
    with open(os.path.join(HERE, "gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print("%d puzzles, all unique, %.1fs" % (len(gold), time.time() - t0))


if __name__ == "__main__":
    main()
