"""The English reader's lexicon: which written words name a value."""
from __future__ import annotations

from pathlib import Path

import pytest

from zebrakit.formats.english import lexical
from zebrakit.formats.english.lexical import related, value_phrases, word_keys, wordnet_available


@pytest.fixture
def with_wordnet():
    if not wordnet_available():
        pytest.skip("WordNet files not installed (extra 'wordnet')")


@pytest.fixture
def no_wordnet(monkeypatch):
    monkeypatch.setenv(lexical.WORDNET_ENV, "off")
    lexical._reset_caches()
    yield
    monkeypatch.undo()
    lexical._reset_caches()


def phrases(label: str) -> dict[tuple[str, ...], float]:
    return dict(value_phrases(label))


# ---------------------------------------------------------------- word_keys
@pytest.mark.parametrize("word", ["painter", "paints", "painting", "painted"])
def test_painting_words_share_paint(word):
    assert "paint" in word_keys(word)


@pytest.mark.parametrize("word, base", [
    ("pianist", "piano"), ("cellist", "cello"), ("crochets", "crochet"),
    ("crocheting", "crochet"), ("boulders", "boulder"), ("bouldering", "boulder"),
    ("drinker", "drink"), ("player", "play"), ("swimmer", "swim"), ("boarding", "board"),
    ("flautist", "flute"), ("fisherman", "fish"), ("pottery", "potter"), ("librarian", "library"),
])
def test_derivational_and_inflectional_bases(word, base, with_wordnet):
    assert base in word_keys(word)


@pytest.mark.parametrize("word, place", [
    ("Dutchman", "netherlands"), ("Dutchwoman", "netherlands"), ("Dutch", "netherlands"),
    ("Dutchmen", "netherlands"), ("Netherlands", "netherlands"), ("Holland", "netherlands"),
    ("Dane", "denmark"), ("Danes", "denmark"), ("Danish", "denmark"), ("Denmark", "denmark"),
    ("Swede", "sweden"), ("Swedish", "sweden"),
    ("Icelander", "iceland"), ("Icelandic", "iceland"),
    ("Faroese", "faroe islands"), ("Brit", "united kingdom"), ("British", "united kingdom"),
    ("Briton", "united kingdom"),
])
def test_demonyms_reach_the_place_key(word, place):
    assert place in word_keys(word)


def test_keys_are_lowercase_and_include_the_word():
    keys = word_keys("Dutchwoman")
    assert "dutchwoman" in keys
    assert all(k == k.lower() for k in keys)


def test_accents_and_case_do_not_matter():
    assert word_keys("Café") == word_keys("cafe")
    assert word_keys("PAINTER") == word_keys("painter")
    assert "dane" in word_keys("Dane's")


def test_plain_nouns_stay_themselves():
    assert word_keys("tea") == {"tea"}
    assert word_keys("video") == {"video"}


@pytest.mark.parametrize("short, long", [
    ("red", "reader"), ("cat", "catalogue"), ("dog", "dogma"), ("corn", "corner"),
    ("numb", "number"), ("part", "party"), ("fair", "fairy"), ("pan", "panic"),
])
def test_no_merging_by_spelling_alone(short, long, with_wordnet):
    assert not word_keys(short) & word_keys(long)


def test_hyphenated_words():
    keys = word_keys("non-fiction")
    assert {"non-fiction", "nonfiction"} <= keys
    assert "fiction" not in keys
    assert "stick-insect" in word_keys("stick-insects")


# ---------------------------------------------------------------- value_phrases
def test_value_phrases_shape():
    for label in ("painting", "Netherlands", "board games", "United Kingdom", "soccer"):
        got = value_phrases(label)
        assert got, label
        for words, conf in got:
            assert isinstance(words, tuple) and words
            assert all(w == w.lower() and " " not in w for w in words)
            assert 0 < conf <= 1


def test_label_and_inflections_are_certain():
    assert phrases("apple")[("apple",)] == 1.0
    assert phrases("apple")[("apples",)] == 1.0
    assert phrases("apples")[("apple",)] == 1.0
    assert phrases("board games")[("board", "games")] == 1.0
    assert phrases("board games")[("board", "game")] == 1.0


def test_demonym_phrases():
    faroe = phrases("Faroe Islands")
    assert faroe[("faroese",)] == 0.9
    uk = phrases("United Kingdom")
    for form in ("brit", "briton", "british"):
        assert uk[(form,)] == 0.9, form
    assert phrases("Norwegian")[("norway",)] == 0.9
    assert phrases("Norway")[("norwegian",)] == 0.9


def test_wordnet_synonyms_and_heads(with_wordnet):
    assert phrases("budgerigar")[("budgie",)] == 0.8
    soccer = phrases("soccer")
    assert soccer[("association", "football")] == 0.8
    assert soccer[("football",)] == 0.5


# ---------------------------------------------------------------- related
@pytest.mark.parametrize("word, label", [
    ("paints", "painting"), ("painter", "painting"), ("painting", "painting"),
    ("pianist", "piano"), ("cellist", "cello"), ("crochets", "crocheting"),
    ("boulders", "bouldering"), ("apples", "apple"), ("apple", "apples"),
    ("Dutchman", "Netherlands"), ("Dutchwoman", "Netherlands"), ("Dutch", "Netherlands"),
    ("Netherlands", "Dutch"), ("Dane", "Denmark"), ("Danish", "Denmark"), ("Denmark", "Danish"),
    ("Swede", "Sweden"), ("Sweden", "Swedish"), ("Icelander", "Iceland"), ("Icelandic", "Iceland"),
    ("Faroese", "Faroe Islands"), ("Brit", "United Kingdom"), ("British", "United Kingdom"),
    ("budgie", "budgerigar"), ("budgies", "budgerigar"), ("tea", "tea"), ("teas", "tea"),
])
def test_related_positive(word, label, with_wordnet):
    assert related(word, label) > 0


def test_related_confidences(with_wordnet):
    assert related("painting", "painting") == 1.0
    assert related("apples", "apple") == 1.0
    assert related("football", "soccer") == 0.5
    assert related("Dane", "Denmark") == 0.9
    assert related("budgie", "budgerigar") == 0.8
    assert 0 < related("painter", "painting") < 1.0


def test_tea_drinker():
    # "the tea drinker": 'tea' names the value, 'drinker' is the verb drink.
    assert related("tea", "tea") == 1.0
    assert related("drinker", "tea") == 0
    assert "drink" in word_keys("drinker")


@pytest.mark.parametrize("word, label", [
    ("video", "board games"), ("red", "reader"), ("reader", "red"), ("cat", "catalogue"),
    ("dog", "dogma"), ("dogma", "dog"), ("fiction", "non-fiction"), ("Dutch", "Denmark"),
    ("Dane", "Netherlands"), ("tea", "cat"), ("board", "board games"),
])
def test_related_negative(word, label):
    assert related(word, label) == 0


def test_part_of_a_multiword_value_is_never_certain():
    assert related("tennis", "table tennis") < 1.0
    assert related("table tennis", "table tennis") == 1.0
    assert related("games", "board games") < 1.0


# ---------------------------------------------------------------- without WordNet
def test_without_wordnet_morphology_and_demonyms_still_work(no_wordnet):
    assert not wordnet_available()
    assert "paint" in word_keys("painter")
    assert "paint" in word_keys("paints")
    assert "boulder" in word_keys("bouldering")
    assert "crochet" in word_keys("crochets")
    assert "apple" in word_keys("apples")
    assert "netherlands" in word_keys("Dutchwoman")
    assert "denmark" in word_keys("Dane")
    assert related("Faroese", "Faroe Islands") == 0.9
    assert related("Brit", "United Kingdom") == 0.9
    assert related("apples", "apple") == 1.0
    assert related("video", "board games") == 0
    assert related("football", "soccer") == 0  # the synonym needs WordNet
    assert ("budgie",) not in phrases("budgerigar")


def test_wordnet_comes_back_after_hiding(no_wordnet, monkeypatch):
    monkeypatch.delenv(lexical.WORDNET_ENV, raising=False)
    lexical._reset_caches()
    if lexical._wordnet_folder() is None:
        pytest.skip("WordNet files not installed")
    assert wordnet_available()


# ---------------------------------------------------------------- nationalities
COMMON = [
    # (country, adjective, person noun): what any English speaker writes.
    ("Germany", "German", "German"), ("France", "French", "Frenchman"),
    ("Spain", "Spanish", "Spaniard"), ("Sweden", "Swedish", "Swede"),
    ("Denmark", "Danish", "Dane"), ("Norway", "Norwegian", "Norwegian"),
    ("Finland", "Finnish", "Finn"), ("Iceland", "Icelandic", "Icelander"),
    ("Netherlands", "Dutch", "Dutchman"), ("United Kingdom", "British", "Briton"),
    ("Ireland", "Irish", "Irishman"), ("Poland", "Polish", "Pole"),
    ("Italy", "Italian", "Italian"), ("Greece", "Greek", "Greek"),
    ("Portugal", "Portuguese", "Portuguese"), ("Switzerland", "Swiss", "Swiss"),
    ("Austria", "Austrian", "Austrian"), ("Belgium", "Belgian", "Belgian"),
    ("Russia", "Russian", "Russian"), ("Turkey", "Turkish", "Turk"),
    ("Japan", "Japanese", "Japanese"), ("China", "Chinese", "Chinese"),
    ("India", "Indian", "Indian"), ("Brazil", "Brazilian", "Brazilian"),
    ("Mexico", "Mexican", "Mexican"), ("Canada", "Canadian", "Canadian"),
    ("Australia", "Australian", "Australian"), ("Egypt", "Egyptian", "Egyptian"),
    ("Israel", "Israeli", "Israeli"), ("Pakistan", "Pakistani", "Pakistani"),
    ("Thailand", "Thai", "Thai"), ("Vietnam", "Vietnamese", "Vietnamese"),
    ("Hungary", "Hungarian", "Hungarian"), ("Czech Republic", "Czech", "Czech"),
    ("Scotland", "Scottish", "Scot"), ("Wales", "Welsh", "Welshman"),
    ("England", "English", "Englishman"), ("United States", "American", "American"),
    ("Philippines", "Filipino", "Filipino"), ("Argentina", "Argentinian", "Argentinian"),
]


@pytest.mark.parametrize("country, adjective, noun", COMMON)
def test_common_nationalities_both_ways(country, adjective, noun):
    for form in (adjective, noun):
        assert related(form, country) >= 0.9, (form, country)
        assert related(country, form) >= 0.9, (country, form)
    assert related(noun, adjective) >= 0.9
    assert related(adjective, noun) >= 0.9
    key = " ".join(country.lower().split())
    assert key in word_keys(adjective) and key in word_keys(noun)


def _table_rows():
    path = Path(lexical.__file__).parent / "data" / "demonyms.tsv"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, _names, adjs, nouns = line.split("\t")
            yield key, [a for a in adjs.split("|") if a], [n for n in nouns.split("|") if n]


def test_every_demonym_in_the_table_works_both_ways():
    checked = 0
    for key, adjs, nouns in _table_rows():
        single = [f for f in adjs + nouns if " " not in f]
        if not (adjs and nouns and single):
            continue
        for form in single:
            assert key in word_keys(form), (form, key)
            assert related(form, key) >= 0.9, (form, key)
        for form in adjs + nouns:
            assert (tuple(form.split()), 0.9) in value_phrases(key) or phrases(key).get(tuple(form.split()), 0) >= 0.9
        if " " not in key:
            assert related(key, single[0]) >= 0.9, (key, single[0])
        checked += 1
    assert checked >= 100


def test_demonym_table_is_small():
    path = Path(lexical.__file__).parent / "data" / "demonyms.tsv"
    assert path.stat().st_size < 100_000


def _sorted_by_field(rows: list[str]) -> bytes:
    """A buffer sorted by its first field, as the morphology tables are: 'book,...' comes before
    'book shelf,...' although ',' sorts after ' ' byte by byte."""
    return "\n".join(sorted(rows, key=lambda row: row.split(",")[0].encode())).encode()


def test_sorted_lines_are_found_by_their_first_field_in_every_block() -> None:
    words = [f"w{n:05d}" for n in range(3000)] + ["book", "book shelf", "book shelves", "cave", "cave man"]
    rows = [f"{w},noun,{w}" for w in words] + ["book,verb,book"]
    buf = _sorted_by_field(rows)
    assert lexical._lines_with_key(buf, b"book,") == [b"book,noun,book", b"book,verb,book"]
    assert lexical._lines_with_key(buf, b"cave,") == [b"cave,noun,cave"]
    for w in ("w00000", "w01234", "w02999"):
        assert lexical._lines_with_key(buf, f"{w},".encode()) == [f"{w},noun,{w}".encode()]
    assert lexical._lines_with_key(buf, b"w0123,") == []
    assert lexical._lines_with_key(buf, b"zzz,") == []
    assert lexical._lines_with_key(buf, b"a,") == []


def test_the_morphology_knows_book_although_book_shelf_sorts_between_its_lines() -> None:
    if not lexical._morph().available:
        pytest.skip("lemminflect not installed")
    assert lexical._lines_with_key(lexical._morph().lemma_buf, b"book,") == [b"book,noun,book", b"book,verb,book"]
