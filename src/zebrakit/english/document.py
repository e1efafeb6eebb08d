"""Reading a whole puzzle document: introduction, categories, numbered clues and questions.

The document is split into items (numbered or bulleted lines, with their continuation lines)
and prose. Items and sentences are sorted into the setup ("There are five houses"), category
sentences or lists, clues and questions. Clues are read by the clue grammar; a clue that
cannot be read is an error naming the source and the clue number, never dropped.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field

from ..clues import Clue
from ..model import POSITION, Category, Label, Puzzle, PuzzleError, Question, Ref, normalize
from .errors import EnglishError
from .lexicon import KEYWORDS, words_of
from .reader import PERSON_CATEGORIES, ClueReader, Exists
from .measures import parse_measures
from .words import nationality_forms, number_value

ITEM = re.compile(r"^\s*(?:(?:clue|hint|statement)\s*)?\(?(\d+)\s*[.):]\s+(.*)$", re.IGNORECASE)
BULLET = re.compile(r"^\s*[-*\u2022+]\s+(.*)$")
SIZE = re.compile(
    r"\bthere\s+are\s+(\w+)\s+(?:\w+\s+){0,2}(?:houses|people|persons|positions|friends|women|men)\b"
    r"|^(\w+)\s+houses\b",
    re.IGNORECASE,
)
LIST_WORDS = re.compile(r",\s*(?:and|or)\s+|\s+(?:and|or)\s+|,\s*|;\s*")
QUESTION_WORDS = ("who", "what", "which", "where", "whose", "how", "in which", "can you")
SETUP_WORDS = {"different", "distinct", "unique", "certain", "each", "every", "same", "differently"}


@dataclass
class Document:
    """The parts of a puzzle document, in order."""

    intro: list[str] = field(default_factory=list)
    categories: list[tuple[str, str]] = field(default_factory=list)
    clues: list[tuple[int, str]] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)
    setup: list[str] = field(default_factory=list)
    size: int | None = None
    title: str = ""


# =========================================================================== cleaning
def clean_document(text: str) -> str:
    """Markdown, HTML tags, front matter, code fences and parenthetical asides removed."""
    text = re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.DOTALL)
    text = re.sub(r"^(```|~~~).*?^\1[^\n]*$", "", text, flags=re.DOTALL | re.MULTILINE)
    text = re.sub(r"<[^>\n]+>", "", text)
    text = re.sub(r"^\s*#+\s*", "", text, flags=re.MULTILINE)
    text = re.sub(r"^(\s*)\*\s+", r"\1- ", text, flags=re.MULTILINE)  # a '* ' bullet, not emphasis
    text = re.sub(r"\*\*|\*|`|~~", "", text)
    text = re.sub(r"\s*\((?:implicit|sic|[^()]{0,40}\bimplicit\b[^()]*)\)", "", text)
    return text.replace("\u00a0", " ")


# =========================================================================== splitting
def split_document(text: str) -> Document:
    """Sort the document's lines into setup, categories, clues and questions."""
    document = Document()
    items, _paragraphs = _items(clean_document(text))
    if items and items[0][0] == "prose" and "\n" not in items[0][2] and len(items[0][2].split()) <= 10 \
            and len(items) > 1 and not SIZE.search(items[0][2]) and not _category_sentence(items[0][2]):
        document.title = items[0][2].strip()
        items = items[1:]
    numbered_clue_items = []
    for kind, number, body in items:
        if kind == "prose":
            _prose(document, body)
            continue
        for part in _questions_in(body):
            document.questions.append(part)
        body = _strip_questions(body)
        if not body:
            continue
        if _category_sentence(body):
            document.categories.append(_category_parts(body))
        elif _size_sentence(body, document):
            document.setup.append(body)
        else:
            numbered_clue_items.append((number, body))
    document.clues = [(number or i, body) for i, (number, body) in enumerate(numbered_clue_items, 1)]
    return document


def _items(text: str) -> tuple[list[tuple[str, int | None, str]], list[str]]:
    """(kind, number, text) for every item or prose paragraph, continuation lines joined."""
    out: list[tuple[str, int | None, str]] = []
    current: tuple[str, int | None, str] | None = None
    for line in text.splitlines():
        match, bullet = ITEM.match(line), BULLET.match(line)
        if match or bullet:
            if current:
                out.append(current)
            if match:
                current = ("item", int(match.group(1)), match.group(2).strip())
            elif bullet:
                current = ("item", None, bullet.group(1).strip())
        elif not line.strip():
            if current:
                out.append(current)
            current = None
        elif current and (line[:1].isspace() or current[0] == "prose") and (
                not _list_line(line) or (current[0] == "prose" and not re.search(r"[.:!?]\s*$", current[2])))\
                and not (current[0] == "prose" and _list_line(current[2])):
            current = (current[0], current[1], current[2] + " " + line.strip())
        else:
            if current:
                out.append(current)
            current = ("prose", None, line.strip())
    if current:
        out.append(current)
    return out, []


LIST_LINE = re.compile(r"^\s*[A-Za-z][\w ]{0,30}:\s*\S")


def _list_line(line: str) -> bool:
    """True for a line that lists a category on its own: 'Prices: $5, $10, $15'."""
    return bool(LIST_LINE.match(line)) and _category_sentence(line)


def sentences(text: str) -> list[str]:
    """The sentences of a paragraph ('?' kept, '.' and '!' dropped)."""
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z0-9\"'])", text.strip())
    return [p.strip() for p in parts if p.strip()]


def _prose(document: Document, paragraph: str) -> None:
    for sentence in sentences(paragraph):
        if sentence.rstrip().endswith("?"):
            document.questions.append(sentence)
            continue
        if re.search(r"\?\s", sentence):
            document.questions.extend(_questions_in(sentence))
            continue
        if _category_sentence(sentence) and all(
                len(v.split()) <= 3 for v in _category_split(sentence)[1]):
            document.categories.append(_category_parts(sentence))
            continue
        inline = [(m.group("head"), "\n".join(v.strip() for v in LIST_WORDS.split(m.group("list")) if v.strip()))
                  for m in INLINE_LIST.finditer(sentence)]
        if inline:
            document.categories.extend(inline)  # 'a different colour (red, green, blue)'
            continue
        listed = _are_list(sentence) or _one_each(sentence)
        if listed:
            document.categories.append(listed)
            continue
        _setup_sentence(sentence, document)
        if len(sentence.split()) > 2 and not sentence.endswith(":"):
            document.intro.append(sentence)


ARE_LIST = re.compile(
    r"^(?:the\s+)?(?:(?:\w+)\s+)?(?P<head>[A-Za-z][\w ]{0,30}?)\s+(?:are|were)\s+"
    r"(?P<list>[^,]+(?:,[^,]+)*(?:,?\s+and\s+)[^,]+|[^,]+(?:,[^,]+){2,})$",
    re.IGNORECASE)


def _are_list(sentence: str) -> tuple[str, str] | None:
    """'The four people are Ann, Bob, Cy and Di' -> ('people', 'Ann\nBob\nCy\nDi')."""
    match = ARE_LIST.match(sentence.strip().rstrip("."))
    if not match:
        return None
    values = [v.strip() for v in LIST_WORDS.split(match.group("list")) if v.strip()]
    if len(values) < 2 or not all(len(v.split()) <= 3 for v in values):
        return None
    head = re.sub(r"^(?:the\s+)?(?:\w+\s+)?", "", sentence.strip(), flags=re.IGNORECASE) \
        if number_value(sentence.split()[1 if sentence.lower().startswith("the ") else 0]) else match.group("head")
    head = head.split(" are ")[0].split(" were ")[0] if head != match.group("head") else head
    return head.strip(), "\n".join(values)


INLINE_LIST = re.compile(r"\b(?:different|unique|distinct)\s+(?P<head>[A-Za-z]+(?: [A-Za-z]+)?)\s*"
                         r"\((?P<list>[^(),]+(?:,[^(),]+)+)\)", re.IGNORECASE)
ONE_EACH = re.compile(r"^one (?:(?:\w+ )?(?:person|people|resident|neighbou?r|friend|of them) )?"
                      r"(?P<verb>\w+) (?P<first>.+)$", re.IGNORECASE)


def _one_each(sentence: str) -> tuple[str, str] | None:
    """'One person drinks tea, one coffee and one milk' -> ('drinks', 'tea\ncoffee\nmilk')."""
    parts = [p.strip() for p in LIST_WORDS.split(sentence.strip().rstrip(".")) if p.strip()]
    match = ONE_EACH.match(parts[0]) if len(parts) >= 3 else None
    if not match or not all(re.match(r"one\s+\S", p, re.IGNORECASE) for p in parts[1:]):
        return None
    values = [match.group("first")] + [re.sub(r"^one\s+", "", p, flags=re.IGNORECASE) for p in parts[1:]]
    values = [re.sub(r"^(?:(?:in|at|on)\s+)?(?:the|a|an)\s+", "", v, flags=re.IGNORECASE) for v in values]
    head = match.group("verb")
    if head.lower() in ("is", "was"):
        # 'One is a Dane, one a Swede ...': the values name the category
        head = "nationality" if all(nationality_forms(v) for v in values) else "kind"
    if all(re.search(r"\s(?:house|home|cottage)$", v, re.IGNORECASE) for v in values):
        values, head = [v.rsplit(None, 1)[0] for v in values], "house"
    if not all(len(v.split()) <= 3 for v in values):
        return None
    return head, "\n".join(values)


def _questions_in(text: str) -> list[str]:
    """The questions in an item ('... ?'), the text before the first '?' included."""
    if "?" not in text:
        return []
    out = []
    for part in re.findall(r"[^.?!]*\?+", text):
        part = part.strip()
        if part:
            out.append(re.sub(r"\?+$", "?", part))
    return out


def _strip_questions(text: str) -> str:
    if "?" not in text:
        return text
    return re.sub(r"[^.?!]*\?+", "", text).strip()


def _size_sentence(sentence: str, document: Document) -> bool:
    """True for 'There are five houses.' and the like (the size is noted)."""
    return _setup_sentence(sentence, document) and bool(SIZE.search(sentence))


def looks_like_setup(sentence: str) -> bool:
    """True for a sentence about the puzzle's rules ('No owners have the same pet')."""
    return bool(set(words_of(sentence)) & SETUP_WORDS)


def _setup_sentence(sentence: str, document: Document) -> bool:
    """True for sentences that set the puzzle up ('There are five houses.'); notes the size."""
    relational = re.search(r"\b(left|right|next|between|first|middle|same|lives?)\b", sentence, re.I)
    match = SIZE.search(sentence)
    if match and not re.search(r"\bbetween\b", sentence, re.I):
        n = number_value(match.group(1) or match.group(2))
        if n and document.size is None:
            document.size = n
    if match and not relational:
        return True
    words = set(words_of(sentence))
    return bool(words & SETUP_WORDS and not relational)


# =========================================================================== categories
def _category_sentence(text: str) -> bool:
    """True for a sentence that lists a category's values ('Colours: red, green and blue')."""
    head, values = _category_split(text)
    return head is not None and len(values) >= 2


def _category_split(text: str) -> tuple[str | None, list[str]]:
    text = text.strip().rstrip(".")
    if ":" in text:
        head, _, rest = text.partition(":")
        values = [v.strip() for v in LIST_WORDS.split(rest) if v.strip()]
        if len(head.split()) <= 14 and len(values) >= 2 and all(len(v.split()) <= 8 for v in values) \
                and not re.search(r"\b(these|following) (is|are) true\b", head, re.I):
            return head.strip(), values
    match = re.search(r"[,:]?\s*\beither\s+(.*)$", text, re.IGNORECASE)
    if match and "," in match.group(1):
        values = [v.strip() for v in LIST_WORDS.split(match.group(1)) if v.strip()]
        if len(values) >= 3 and all(len(v.split()) <= 3 for v in values):
            return text[: match.start()].strip(), values
    return None, []


def _category_parts(text: str) -> tuple[str, str]:
    head, values = _category_split(text)
    return head or "", "\n".join(values)


HEAD_SKIP = {"kind", "type", "brand", "sort", "model", "models"}
HEAD_STOP = {"for", "in", "of", "at", "on", "by", "from", "to", "their", "with"}


def category_name(head: str, taken: set[str]) -> str:
    """A short name for a category from its sentence: 'Each person has a favorite drink' -> drink."""
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", head)]
    lowered = [w.lower() for w in words]
    name: list[str] = []
    if len(head.split()) <= 3:
        text = head.strip()
        return text if normalize(text) not in taken else category_name(head + " 2", taken)
    else:
        for key in ("different", "differently", "favorite", "favourite", "unique", "distinct", "certain"):
            if key in lowered:
                rest = lowered[lowered.index(key) + 1:]
                while rest and rest[0] in ("kind", "type", "brand", "sort", "of", "a", "an", "the"):
                    rest = rest[1:]
                picked = []
                for word in rest:
                    if word in HEAD_STOP:
                        break
                    picked.append(word)
                if picked:
                    name = picked[-2:] if len(picked) > 1 and picked[-2] not in ("musical",) else picked[-1:]
                    break
        if not name and lowered:
            name = [lowered[-1]]
        if any(w.startswith(("colour", "color")) for w in lowered) and not name:
            name = ["color"]
    text = " ".join(_singular(w) for w in name) or "category"
    if text in ("something", "different"):
        text = lowered[-1] if lowered else "category"
    base, k = text, 2
    while normalize(text) in taken:
        text, k = f"{base} {k}", k + 1
    return text


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("ses") or word.endswith("ss"):
        return word[:-2] if word.endswith("ses") and not word.endswith("sses") else word
    if word.endswith("s") and len(word) > 3 and not word.endswith("us"):
        return word[:-1]
    return word


ONE = re.compile(r"^(?:one|someone|the other|another)\s+", re.IGNORECASE)
LEADING_VERBS = {"is", "are", "has", "have", "had", "was", "likes", "loves", "owns", "keeps",
                 "ate", "eats", "drinks", "drives", "plays", "wears", "uses", "smokes", "reads"}
ADVERBS = {"only", "also", "really", "always", "usually"}
DETERMINERS = {"a", "an", "the", "some"}


def category_values(values_text: str) -> tuple[list[Label], list[str]]:
    """(labels, phrases): 'one is wearing boots' gives the label 'boots' and the phrase."""
    items = [v.strip().rstrip(".") for v in values_text.split("\n") if v.strip()]
    phrases = [ONE.sub("", v) for v in items]
    if all(ONE.match(v) for v in items):
        labels = _labels_from_phrases(phrases)
    else:
        labels = [re.sub(r"^(?:a|an|the)\s+", "", v, flags=re.IGNORECASE) for v in items]
        phrases = []
    return [_number_label(label) for label in labels], phrases


def _labels_from_phrases(phrases: list[str]) -> list[str]:
    split = [p.split() for p in phrases]
    prefix = 0
    while all(len(s) > prefix + 1 for s in split) and len({s[prefix].lower() for s in split}) == 1:
        prefix += 1
    split = _without_common_place(split, prefix)
    labels = []
    for words in split:
        rest = words[prefix:]
        while len(rest) > 1 and rest[0].lower() in ADVERBS:
            rest = rest[1:]
        if len(rest) > 1 and rest[0].lower() in ("is", "are", "was"):
            rest = rest[1:]
            if len(rest) > 1 and rest[0].lower().endswith("ing"):
                rest = rest[1:]
        elif len(rest) > 1 and prefix == 0 and rest[0].lower() not in DETERMINERS:
            rest = rest[1:]
        while len(rest) > 1 and rest[0].lower() in DETERMINERS:
            rest = rest[1:]
        labels.append(" ".join(rest))
    if len({normalize(label) for label in labels}) != len(labels):
        return phrases
    return labels


def _without_common_place(split: list[list[str]], prefix: int) -> list[list[str]]:
    """Drop a last word every phrase shares when it names the place: 'lives in the red house'."""
    if prefix == 0 or len(split) < 2:
        return split
    last = {s[-1].lower() for s in split}
    if len(last) == 1 and KEYWORDS.get(last.pop()) == "HOUSE" and all(len(s) > prefix + 1 for s in split):
        return [s[:-1] for s in split]
    return split


def _number_label(label: str) -> int | str:
    return int(label) if re.fullmatch(r"-?\d+", label) else label


def common_template(phrases: list[str], labels: list[Label]) -> str:
    """'is wearing {}' when every phrase is that template around its label, else ''."""
    templates = set()
    for phrase, label in zip(phrases, labels):
        index = phrase.lower().rfind(str(label).lower())
        if index < 0:
            return ""
        templates.add(phrase[:index] + "{}" + phrase[index + len(str(label)):])
    return templates.pop() if len(templates) == 1 else ""


def build_categories(document: Document) -> tuple[list[Category], dict[str, set[str]]]:
    """The categories of the document, with the words of each category sentence as cues.

    Numbers in one unit ('$5', '3 years', '2nd place') make a numeric category; its unit is kept
    in the verb template ('paid ${}'), the verb taken from the clues (see measure_templates).
    """
    categories: list[Category] = []
    cues: dict[str, set[str]] = {}
    taken: set[str] = set()
    for head, values_text in document.categories:
        labels: list[Label]
        labels, phrases = category_values(values_text)
        name = category_name(head, taken)
        taken.add(normalize(name))
        verb = common_template(phrases, labels) if phrases else ""
        measured = parse_measures([str(label) for label in labels])
        if measured and measured[1] != "{}":
            labels = list(measured[0])
            verb = verb.replace("{}", measured[1]) if verb else measured[1]
        elif measured:
            labels = list(measured[0])
        categories.append(Category(name, tuple(labels), verb=verb))
        cues[name] = set(words_of(head)) - {"each", "person", "people", "has", "have", "a", "the",
                                            "different", "is", "are", "one", "they", "all", "their",
                                            "everyone", "unique", "favorite"}
    return categories, cues


# =========================================================================== people, not houses
HOUSE_WORDS = re.compile(r"\b(houses?|homes?|positions? \d|in a row|to the (?:left|right)|next door)\b", re.IGNORECASE)
PEOPLE_WORDS = {"name", "names", "person", "people", "friend", "friends", "first name", "resident",
                "owner", "student", "students", "contestant", "contestants", "player", "players",
                "customer", "customers", "child", "children", "kid", "kids", "guest", "guests",
                "member", "members", "runner", "runners", "who", "man", "men", "woman", "women"}


def mentions_houses(document: Document) -> bool:
    """True when the puzzle speaks of houses or of a row (so positions are places)."""
    texts = document.intro + document.setup + [body for _, body in document.clues] + document.questions
    return any(HOUSE_WORDS.search(text) for text in texts)


def people_axis(categories: list[Category], document: Document) -> str:
    """The axis of a puzzle about people: the category naming them, else the first category."""
    heads = [head for head, _ in document.categories]
    for category, head in zip(categories, heads):
        if category.numeric:
            continue
        words = set(words_of(category.name)) | set(words_of(head))
        if words & PEOPLE_WORDS or normalize(category.name) in PERSON_CATEGORIES:
            return category.name
    return categories[0].name


PEOPLE_NOUNS = {"friend", "cousin", "runner", "student", "contestant", "child", "kid", "player",
                "customer", "guest", "member", "sibling", "neighbor", "pal", "classmate", "colleague",
                "competitor", "entrant", "participant", "worker", "employee", "winner", "shopper",
                "traveler", "traveller", "buyer", "owner", "racer", "swimmer", "driver", "singer",
                "artist", "author", "writer", "chef", "candidate", "applicant", "patient", "client",
                "teammate", "boy", "girl", "gentleman", "athlete", "diner", "visitor", "tourist"}


def people_nouns(document: Document, axis: str | None) -> dict[str, str]:
    """Nouns naming the people of a puzzle without houses (structural words: PERSON)."""
    words = set(PEOPLE_NOUNS)
    for head, _ in document.categories:
        if axis and normalize(category_name(head, set())) == normalize(axis):
            words |= {w for w in words_of(head) if w not in KEYWORDS and w.isalpha()}
    for sentence in document.intro:
        words |= {w for w in words_of(sentence) if _singular(w) in PEOPLE_NOUNS}
    nouns = {form for word in words for form in (word, _singular(word), word + "s")}
    extra = {noun: "PERSON" for noun in nouns if noun not in KEYWORDS and noun not in ("name", "names")}
    return {**extra, "were": "BE"}


UNIT_ONLY = re.compile(r"^[$\u00a3\u20ac]?\{\}")


def measure_templates(categories: list[Category], document: Document) -> list[Category]:
    """Numeric categories get the verb the clues use with their numbers: '${}' -> 'paid ${}'."""
    from dataclasses import replace

    from .lexicon import Lexicon, tokenize

    if not any(c.numeric and (not c.verb or UNIT_ONLY.match(c.verb)) for c in categories):
        return categories
    try:
        lexicon = Lexicon.build(Puzzle(categories=tuple(categories)))
    except PuzzleError:
        return categories
    out = []
    for category in categories:
        if category.numeric and (not category.verb or UNIT_ONLY.match(category.verb)):
            head = _verb_before(category, document, lexicon, tokenize)
            category = replace(category, verb=f"{head} {category.verb or '{}'}")
        out.append(category)
    return out


VERB_TOKENS = {"WORD", "IN", "ON", "AT", "BE", "HAS", "AGENT"}


def _verb_before(category: Category, document: Document, lexicon, tokenize) -> str:
    """The words most often right before a number of ``category`` in the clues ('paid'), else 'has'."""
    counts: dict[str, int] = {}
    for _, body in document.clues:
        tokens = tokenize(body.rstrip("."), lexicon)
        for i, token in enumerate(tokens):
            if token.type != "VAL" or not any(r.category == category.name for r, _ in token.refs):
                continue
            run: list[str] = []
            j = i - 1
            while j >= 0 and tokens[j].type in VERB_TOKENS and len(run) < 3 and not tokens[j].refs:
                if j == 0 and tokens[j].type == "WORD" and body[:1].isupper() and not run:
                    break
                run.insert(0, tokens[j].text)
                j -= 1
            if run and (j < 0 or tokens[j].type in ("VAL", "WHO", "DET", "PERSON", "AGENT", "COMMA")):
                key = " ".join(run)
                counts[key] = counts.get(key, 0) + 1
    if not counts:
        return "has"
    return max(counts, key=lambda k: (counts[k], len(k)))


# =========================================================================== the puzzle
@dataclass
class Setup:
    """What a document says before its clues: the categories, and a reader for its sentences."""

    document: Document
    categories: list[Category]
    reader: ClueReader
    axis: str | None = None
    notes: list[str] = field(default_factory=list)
    people: bool = False
    """True for a puzzle about people without a row of houses (the axis names them)."""


def read_setup(text: str, source: str = "<string>") -> Setup:
    """Split a document and read its categories (listed or inferred); the clues are not read."""
    document = split_document(text)
    notes: list[str] = []
    axis = None
    from .infer import infer_categories, infer_reshuffle, is_reshuffle, reshuffle_categories

    told = [body for _, body in document.clues] + document.intro
    people = False
    if document.categories:
        categories, cues = build_categories(document)
        if is_reshuffle(told):
            categories, axis, notes = reshuffle_categories(categories)
        elif not mentions_houses(document):
            categories = measure_templates(categories, document)
            axis, people = people_axis(categories, document), True
    else:
        if is_reshuffle(told):
            categories, axis, notes = infer_reshuffle(told, source)
            cues = {}
        else:
            categories, cues, notes = infer_categories(document, source)
    _check_size(categories, document, source)
    base = _puzzle(categories, source, axis)
    reader = ClueReader(base, cues)
    reader.clue_texts = [body for _, body in document.clues]
    if people:
        reader.lexicon.extra = people_nouns(document, axis)
    return Setup(document, categories, reader, axis, notes, people)


def read_puzzle(text: str, source: str = "<string>") -> Puzzle:
    """Read a puzzle written in English; errors name the source and the clue number."""
    setup = read_setup(text, source)
    document, categories, reader, axis, notes = (
        setup.document, setup.categories, setup.reader, setup.axis, setup.notes)
    reader.people = setup.people
    statements: list[tuple[int | str, str]] = list(document.clues)
    if reader.lexicon.moves is not None or not statements:
        # clues told in prose: a reshuffle's story, or clue sentences neither numbered nor bulleted
        statements = _prose_statements(document, reader, notes) + statements
    clues, texts = [], []
    item_clues = _item_clues(document, reader) if len(statements) > len(document.clues) else []
    if not statements:
        raise EnglishError(f"{source}: no clues found (number them '1.', '2.', ... one per line)")
    for number, sentence in statements:
        try:
            clue = reader.read(sentence)
        except PuzzleError as error:
            if looks_like_setup(sentence) and not reader.mentions(sentence):
                notes.append(f"statement {number} ({sentence!r}) read as a rule of the puzzle, not a clue")
                continue
            raise EnglishError(f"{source}: {_clue_name(number)}: {error}") from None
        if isinstance(clue, Exists):
            notes.append(f"clue {number} only says that {clue.ref.value} exists; it holds in every solution")
            continue
        if isinstance(number, str) and clue in item_clues:
            continue  # the introduction states a rule that a numbered clue states again
        if setup.people:
            _refuse_positions(clue, sentence, number, source)
        clues.append(clue)
        texts.append(sentence)
    questions = []
    for question_text in dict.fromkeys(document.questions):
        try:
            questions.extend(read_questions(question_text, reader, notes))
        except PuzzleError as error:
            notes.append(f"question {question_text!r} not understood ({error}); it is left out")
    used = {sentence for number, sentence in statements if isinstance(number, str)} & set(texts)
    description = " ".join(s for s in document.intro if s not in used).strip()
    if notes:
        description = (description + "\n" if description else "") + "\n".join(f"Note: {n}" for n in notes)
    try:
        return Puzzle(categories=tuple(categories), clues=tuple(clues), texts=tuple(texts),
                      questions=tuple(questions), description=description, title=document.title,
                      axis=axis)
    except PuzzleError as error:
        raise EnglishError(f"{source}: {error}") from None


PROSE = "sentence {} of the text"


def _refuse_positions(clue: Clue, sentence: str, number: int | str, source: str) -> None:
    """A puzzle about people has no row: a clue about places in it is an error, not a guess."""
    from ..clues import At, NotAt, leaves

    if any(leaf.positional() or isinstance(leaf, (At, NotAt)) for leaf in leaves(clue)):
        raise EnglishError(
            f"{source}: {_clue_name(number)}: «{sentence.strip()}» speaks of places in a row, but "
            "this puzzle is about people, not houses: say it with the people's values "
            "(or describe the houses in the introduction)")


def _item_clues(document: Document, reader: ClueReader) -> list[Clue | Exists]:
    """The clues of the numbered items that read (the errors come when they are read in turn)."""
    found = []
    for _, sentence in document.clues:
        with contextlib.suppress(PuzzleError):
            found.append(reader.read(sentence))
    return found


def _clue_name(number: int | str) -> str:
    return number if isinstance(number, str) else f"clue {number}"


def _prose_statements(document: Document, reader: ClueReader, notes: list[str]) -> list[tuple[str, str]]:
    """The clues told in the prose of a reshuffle: sentences naming a person or a post, and rules.

    A sentence that names no one and is no rule ('everyone moves') stays in the introduction;
    when it speaks of moving, a note says so.
    """
    found = []
    for index, sentence in enumerate(document.intro, 1):
        if reader.mentions(sentence) and not document.clues:
            found.append((PROSE.format(index), sentence))
            continue
        try:
            clue = reader.read(sentence)
        except PuzzleError:
            clue = None
        if isinstance(clue, Clue):
            found.append((PROSE.format(index), sentence))
        elif reader.speaks_of_moving(sentence):
            notes.append(f"{sentence!r} read as introduction, not as a clue")
    return found


def _check_size(categories: list[Category], document: Document, source: str) -> None:
    sizes = {len(c.values) for c in categories}
    if len(sizes) > 1 or (document.size and sizes != {document.size}):
        listing = ", ".join(f"{c.name} has {len(c.values)}" for c in categories)
        expected = f"the text says {document.size} houses; " if document.size else ""
        raise EnglishError(f"{source}: {expected}every category needs the same number of values: {listing}")


def _puzzle(categories: list[Category], source: str, axis: str | None = None) -> Puzzle:
    try:
        return Puzzle(categories=tuple(categories), axis=axis)
    except PuzzleError as error:
        raise EnglishError(f"{source}: {error}") from None


# =========================================================================== questions
POSITION_QUESTION = re.compile(
    r"^(?:what is the (?:number of the )?house (?:number )?where (?P<a>.+?) lives?"
    r"|where does (?P<b>.+?) live|(?:in )?which house does (?P<c>.+?) live(?: in)?"
    r"|what is the (?:house )?(?:number|position) of (?P<d>.+?)"
    r"|(?:in )?which house is (?P<e>.+?)(?: in)?)$",
    re.IGNORECASE,
)
HOUSE_QUESTION = re.compile(
    r"^(?:what|which) (?P<cat>[\w ]+?) is (?:(?P<who>.+?)'s house|the house (?:of|where) (?P<other>.+?)(?: lives?)?)$",
    re.IGNORECASE)
WHO_AT_QUESTION = re.compile(r"^(?:lives?|is|stays) (?:in|at) (?P<place>.+)$", re.IGNORECASE)
ATTRIBUTE_QUESTION = re.compile(r"^what(?:'s| is) (?:the )?(?P<cat>.+?) of (?P<who>.+)$", re.IGNORECASE)
WHO_QUESTION = re.compile(
    r"^(?:who|which (?:one )?of (?:the|them|these)(?: \w+)?|which (?:person|resident|man|woman))\s+(?P<pred>.+)$",
    re.IGNORECASE,
)


def read_questions(text: str, reader: ClueReader, notes: list[str]) -> list[Question]:
    """The questions one sentence asks: one, or in a reshuffle 'who has which post' for everyone."""
    try:
        return [read_question(text, reader)]
    except PuzzleError:
        if reader.lexicon.moves is None or reader.mentions(text):
            raise
    return _reshuffle_questions(text, reader, notes)


def _reshuffle_questions(text: str, reader: ClueReader, notes: list[str]) -> list[Question]:
    """'Who currently has which job, and where are they moving to?': each one's posts."""
    kinds = {t.type for t in reader.tokens(text)}
    if not kinds & {"POST", "MOVE", "CURRENT", "NEW", "BECOME", "TAKE", "WHERE"}:
        raise EnglishError(f"cannot read the question «{text.strip()}»")
    moves = reader.lexicon.moves
    if moves is None:  # read_questions comes here only for a reshuffle
        raise EnglishError(f"cannot read the question «{text.strip()}»")
    before, after = moves
    asked = []
    if kinds & {"CURRENT", "HAS", "HOLD"}:
        asked.append((before, "current"))
    if kinds & {"MOVE", "NEW", "BECOME", "TAKE", "WHERE"}:
        asked.append((after, "new"))
    asked = asked or [(before, "current"), (after, "new")]
    puzzle = reader.puzzle
    people = puzzle.category(puzzle.axis or person_category(puzzle, exclude=before))
    questions = [
        Question(category, ref, f"What is {ref.value}'s {word} post?", f"{ref.value}'s {word} post: {{}}.")
        for ref in people.refs() for category, word in asked
    ]
    notes.append(f"question {text.strip()!r} read as: the "
                 + " and ".join(word for _, word in asked) + f" post of each {people.name}")
    return questions


def read_question(text: str, reader: ClueReader) -> Question:
    """A question about the puzzle: 'Who owns the fish?', 'What is the number of the house ...'."""
    body = re.sub(r"\s+", " ", text.strip().rstrip("?").strip())
    body = re.sub(r"^(?:the question is|question)\s*:\s*", "", body, flags=re.IGNORECASE)
    puzzle = reader.puzzle
    match = POSITION_QUESTION.match(body)
    if match:
        who = next(g for g in match.groups() if g)
        about = _np(reader, who)
        if isinstance(about, Ref):
            return Question(POSITION, about, text.strip())
    match = HOUSE_QUESTION.match(body.replace("\u2019", "'"))
    if match:
        category: str | None
        try:
            category = reader.category_named(list(words_of(match.group("cat"))))
        except Exception:  # noqa: BLE001 - not a category name: try the other forms
            category = None
        holder = _np(reader, match.group("who") or match.group("other")) if category else None
        if category and isinstance(holder, Ref):
            return Question(category, holder, text.strip())
    match = ATTRIBUTE_QUESTION.match(body)
    if match:
        try:
            category = reader.category_named(list(words_of(match.group("cat"))))
        except Exception:  # noqa: BLE001 - not a category name: try the other forms
            category = None
        if category:
            about = _np(reader, match.group("who"))
            return Question(category, about, text.strip())
    if puzzle.axis is not None and not reader.lexicon.moves:
        found = _people_question(body, text, reader)
        if found is not None:
            return found
    match = WHO_QUESTION.match(body)
    place = WHO_AT_QUESTION.match(match.group("pred")) if match else None
    if place:
        try:
            where = _np(reader, place.group("place"))
        except PuzzleError:
            where = None
        if isinstance(where, int) and not isinstance(where, bool):
            ask = person_category(puzzle)
            return Question(ask, where, text.strip())
    if match:
        pred = reader.read(match.group("pred"), start="pred_start")
        if isinstance(pred, Ref):
            ask = person_category(puzzle, exclude=pred.category)
            return Question(ask, pred, text.strip(), _answer_template(puzzle, ask, match.group("pred")))
    match = WHAT_QUESTION.match(body)
    if match and puzzle.axis is None and not reader.lexicon.moves and not match.group("cat"):
        found = _what_verb(match.group("rest"), text, reader)  # 'What does the Dane drink?'
        if found is not None:
            return found
    raise EnglishError(f"cannot read the question «{text.strip()}»")


def _what_verb(rest: str, text: str, reader: ClueReader) -> Question | None:
    """'What does X drink?': a person, then a verb that names one category."""
    words = rest.split()
    for end in range(len(words) - 1, 0, -1):
        try:
            who = reader.read(" ".join(words[:end]), start="np_start")
        except PuzzleError:
            continue
        if not isinstance(who, Ref):
            continue
        category = _asked_by_verb(reader, list(words_of(" ".join(words[end:]))), exclude=who)
        if category is not None:
            return Question(category, who, text.strip(), _answer(reader.puzzle, category, who))
    return None


HOW_QUESTION = re.compile(
    r"^how (?P<how>much|many \w+|old|long|far|tall|\w+) (?:did|does|do|is|was|are|were|will) (?P<rest>.+)$",
    re.IGNORECASE)
WHAT_QUESTION = re.compile(
    r"^(?:in |at |on )?(?:what|which)(?: (?P<cat>[\w ]+?))? (?:did|does|do|is|was|were|will) (?P<rest>.+)$",
    re.IGNORECASE)


def _people_question(body: str, text: str, reader: ClueReader) -> Question | None:
    """'How much did Ann pay?', 'What did Bob adopt?', 'Which pet did Cy adopt?' (people puzzles)."""
    puzzle = reader.puzzle
    match = HOW_QUESTION.match(body)
    if match:
        who, rest = _leading_np(reader, match.group("rest"))
        if who is None:
            return None
        words = list(words_of(match.group("how"))) + list(words_of(rest))
        category = _asked_measure(reader, words)
        return Question(category, who, text.strip(), _answer(puzzle, category, who))
    match = WHAT_QUESTION.match(body)
    if not match:
        return None
    who, rest = _leading_np(reader, match.group("rest"))
    if who is None:
        return None
    asked: str | None = None
    if match.group("cat"):
        try:
            asked = reader.category_named(list(words_of(match.group("cat"))))
        except Exception:  # noqa: BLE001 - not a category name: the verb tells
            asked = None
    if asked is None:
        asked = _asked_by_verb(reader, list(words_of(rest)), exclude=who)
    if asked is None:
        return None
    return Question(asked, who, text.strip(), _answer(puzzle, asked, who))


def _leading_np(reader: ClueReader, text: str) -> tuple[Ref | None, str]:
    """The longest start of ``text`` that names a person, and the words after it."""
    words = text.split()
    for end in range(len(words), 0, -1):
        try:
            found = reader.read(" ".join(words[:end]), start="np_start")
        except PuzzleError:
            continue
        if isinstance(found, Ref):
            return found, " ".join(words[end:])
    return None, text


def _asked_measure(reader: ClueReader, words: list[str]) -> str:
    """The numeric category a 'how much / how old' question asks for."""
    from .reader import _NotMeant

    numeric = [c for c in reader.puzzle.categories if c.numeric]
    if not numeric:
        raise EnglishError("the puzzle has no numbers to ask 'how' about")
    try:
        return reader.measure_category(words + _stems(words), [])
    except _NotMeant:
        return numeric[0].name if len(numeric) == 1 else _raise_ambiguous(numeric)


def _raise_ambiguous(numeric: list[Category]) -> str:
    raise EnglishError("the question may ask for " + " or ".join(c.name for c in numeric))


IRREGULAR = {"pay": "paid", "buy": "bought", "spend": "spent", "win": "won", "run": "ran",
             "get": "got", "make": "made", "take": "took", "bring": "brought", "sell": "sold",
             "have": "had", "eat": "ate", "drink": "drank", "drive": "drove", "choose": "chose",
             "wear": "wore", "write": "wrote", "read": "read", "see": "saw", "give": "gave"}


def _stems(words: list[str]) -> list[str]:
    """Past forms of the verbs a question uses in the present ('adopt' -> 'adopted')."""
    out = []
    for word in words:
        out += [IRREGULAR.get(word, word), word + "ed", word + "d", word + "s"]
    return out


def _asked_by_verb(reader: ClueReader, words: list[str], exclude: Ref) -> str | None:
    """The category whose values the clues put after this verb ('adopted the cat' -> pet)."""
    wanted = set(words) | set(_stems(words))
    counts: dict[str, int] = {}
    for sentence in reader.clue_texts:
        tokens = reader.tokens(sentence)
        for i, token in enumerate(tokens):
            if token.type != "VAL" or i == 0:
                continue
            j = i - 1
            while j > 0 and tokens[j].type == "DET":
                j -= 1
            if tokens[j].text in wanted:
                for ref, _ in token.refs:
                    if ref.category != exclude.category:
                        counts[ref.category] = counts.get(ref.category, 0) + 1
    if not counts:
        named = [c.name for c in reader.puzzle.categories if c.name != exclude.category
                 and (set(words_of(c.name)) | set(_stems(list(words_of(c.name))))) & wanted]
        return named[0] if len(named) == 1 else None
    return max(counts, key=counts.__getitem__)


def _answer(puzzle: Puzzle, category: str, who: Ref) -> str:
    """'Ann paid ${}.' from the category's verb, else "Ann's pet: {}."."""
    cat = puzzle.category(category)
    name = who.value if normalize(who.category) == normalize(puzzle.axis or "") else f"the person with {who.value}"
    if cat.verb:
        return f"{name} {cat.verb}."[:1].upper() + f"{name} {cat.verb}."[1:]
    return f"{name}'s {category_words_of(cat)}: {{}}."


def category_words_of(category: Category) -> str:
    return " ".join(words_of(category.name))


def _np(reader: ClueReader, text: str) -> Ref | int:
    found = reader.read(text, start="np_start")
    if isinstance(found, (Ref, int)):
        return found
    raise EnglishError(f"cannot read «{text}» as a person or a house")


def person_category(puzzle: Puzzle, exclude: str | None = None) -> str:
    """The category that names the people: the axis, nationalities, or names, else the first one."""
    if puzzle.axis is not None and normalize(puzzle.axis) != normalize(exclude or ""):
        return puzzle.category(puzzle.axis).name
    candidates = [c for c in puzzle.categories if c.name != exclude]

    def rank(category: Category) -> int:
        if normalize(category.name) in PERSON_CATEGORIES or normalize(category.name).startswith("name"):
            return 0
        if all(len(nationality_forms(str(v))) > 1 for v in category.values):
            return 1
        if normalize(category.name) in ("nationality", "nationalities", "country"):
            return 1
        return 2
    return min(candidates, key=rank).name


def _answer_template(puzzle: Puzzle, ask: str, predicate: str) -> str:
    category = puzzle.category(ask)
    if all(len(nationality_forms(str(v))) > 1 for v in category.values) or \
            normalize(category.name).startswith("national"):
        return f"The {{}} {predicate}."
    return f"{{}} {predicate}."
