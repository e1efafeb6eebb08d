"""Segmenting: a pasted text becomes numbered units (sentences and list items) with their lines.

Markup is dropped (markdown emphasis, backticks, headings, bullets), an answer-format block
("Please submit your answer as a JSON dictionary ...", the JSON template after it, multiple
choice lines) is cut off, and what remains is split into items and sentences, each keeping its
clue number when the author numbered it and the line it starts on.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from . import rx
from .speech import as_statement

TRANSLATE = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": " - ",
    "\u00a0": " ", "\u2026": "...", "\u2022": "*", "\u00b7": "*",
})
ITEM = rx.compile(r"^\s*(?:(?:clue|hint|fact|statement|rule)\s*#?\s*(\d+|one|two|three|four|five|six|seven|eight|"
                  r"nine|ten|eleven|twelve)\s*(?:[:.)-]|(?=\s+[A-Z]))"
                  r"|\(?(\d+)(?:[.)](?!\d)|:(?!\d))|#(\d+)[.):]?(?=\s)|(\d+)\s+-(?=\s)|\((?:[ivx]+|[a-h])\)|(?:[ivx]+|[a-h])[.)](?=\s)"
                  r"|[-*+]|#+)\s*", re.IGNORECASE)
"""The mark that opens a list item, and its clue number: 'Clue 3:', '3.', '(3)', '#3', '3 -', '(c)', '-'."""
FORMAT_CUE = rx.compile(
    r"\b(?:submit|format|json|markdown table|return your answer|give your answer|"
    r"(?<!same )(?<!an )(?<!one )answer in(?! (?:any|each|every|all|some|no|that|this|which)\b)|"
    r"your answer (?:as|in|should|must)|answer (?:with|should|must)|respond with|output|"
    r"(?:fill in|complete|give me|use) (?:a|the) (?:grid|table) like this|in (?:a|the) (?:grid|table) like this)\b",
    re.IGNORECASE)
NOT_TEXT = rx.compile(r"^\s*(?:[{}\[\]]|\"[^\"]*\"\s*:|\"(?![^\"]*[.!?]\s+[A-Z])[^\"]*\",?\s*$|choice\s*:|"
                      r"[A-Z]\s*:\s*$|"
                      r"```|\|?\s*-{3,}|[+=|:-]*[+=][+=|:-]*\s*$)", re.IGNORECASE)  # (a table's border: '+----+---+')
JSON_LIST = rx.compile(r'^\s*"([^"]+)"\s*:\s*\[(.*)\]\s*,?\s*$')
"""A category written as a JSON key and a list of its values ('"Pet": ["canary", "gerbil"],')."""
SENTENCE_END = rx.compile(r"(?<=[.!?])[\"')]*\s+(?=[\"'(]?[A-Z0-9$])"
                          r"|(?<=\?)\s+(?=(?:who|whom|what|which|where|when|whose|how)\b)"  # 'who ...? which ...?'
                          r"|(?<=[?!])[\"')]*\s+(?=[a-z]+\b[^?]*$)")  # '... Wendy's house? thanks in advance!!'
LOWERCASE_END = rx.compile(SENTENCE_END.pattern + r"|(?<=[.!?])[\"')]*\s+(?=[a-z])")
"""Where a sentence ends in a paragraph written in lowercase, as people type in chats."""
ABBREVIATIONS = rx.compile(r"\b(?:no|nos|mr|mrs|ms|mx|dr|prof|rev|capt|col|sgt|insp|st|vs|approx|jr|sr|e\.g|i\.e)\.$",
                           re.IGNORECASE)


@dataclass(frozen=True)
class Unit:
    """One sentence or list item of the text: its words, clue number (if numbered) and line."""

    text: str
    number: int | None
    line: int
    item: bool
    header: str = ""


def clean(text: str) -> str:
    """The text in NFC with plain quotes and dashes, without markdown emphasis, code or quotation marks."""
    text = unicodedata.normalize("NFC", text).translate(TRANSLATE)
    text = rx.sub(r"\*\*|__|`", "", text)
    text = rx.sub(r"[ \t]*\u2260[ \t]*", " is not ", text)  # 'Gate D1 \u2260 17:05': not the same one
    text = rx.sub(r'(?<=\w),"(?=[ \t]+(?:(?:and|or)[ \t]+)?"[A-Z0-9])', '",', text)  # a list of quoted titles:
    # '"Blue Bayou," "Downtown" or ...', the comma after each (not '"I won," said Amy')
    text = rx.sub(r'(\b(?:and|or)[ \t]+"[^"\n]{1,40}?)([.!?])"', r'\1"\2', text)  # '... or "Lean on Me."': the stop
    # after the last title
    text = rx.sub(r"\b(They|they|We|we)['\u2019]re\b", r"\1 are", text)  # 'They're 6, 7, 9 and 11'
    text = rx.sub(r"\b(years?)\s+young\b", r"\1 old", text)  # '81, 84, 88 and 93 years young': their ages
    text = rx.sub(r"(?m)^[ \t]*(?:>[ \t]?)+", "", text)  # a markdown quotation: '> Clue 3: ...' is the clue
    text = rx.sub(r"(?<=[A-Za-z])([ \t]+)#(?=\d)", r"\1", text)  # 'seat #4' is seat 4 ('#1' opening a clue stays)
    text = LEADER.sub(r"\1: ", text)  # 'GARDENERS ... Bert, Connie, ...': a head and its list
    text = HEADS_AFTER_A_FRAME.sub(r"\1\n\2", text)  # '... the following categories: Country: Poland, ...'
    text = RATE.sub(lambda m: m.group(1) + RATES[(m.group(2) or m.group(3)).lower()], text)  # '22 km/h': 'kph'
    text = CLOCK_WITH_A_DOT.sub(r"\1:\2\3", text)  # '7.15am' as a clock writes it: 7:15am
    if "\u00a3" in text or len(PENCE.findall(text)) >= 3:  # '50p' beside '£1.20', or fares of 45p to 90p: pence
        # as pounds, one scale of money
        text = PENCE.sub(lambda m: f"\u00a3{int(m.group(1)) / 100:.2f}", text)
    return text.replace("\r\n", "\n").replace("\r", "\n")


HEADS_AFTER_A_FRAME = rx.compile(r"(?m)^([^\n:]*\b(?:categories|attributes|characteristics|properties|features|"
                                 r"following)\s*:)[ \t]+([A-Z][A-Za-z' ]{0,30}:[ \t]+[^\n]*[,;][^\n]*)$")
"""A frame sentence whose colon opens a run of heads with their lists ('... in each of the following
categories: Country: Poland, Portugal; Instrument: ...'): the heads start a line of their own."""
RATE = rx.compile(r"(?i)(?<=\d)([ \t]?)(?:(km|mi)[ \t]?/[ \t]?(?:h|hr|hour)|(m)[ \t]?/[ \t]?s(?:ec)?)\b")
"""A speed written with a slash ('22 km/h', '9 m/s'), said as one unit word ('22 kph')."""
RATES = {"km": "kph", "mi": "mph", "m": "mps"}
CLOCK_WITH_A_DOT = rx.compile(r"\b(\d{1,2})\.([0-5]\d)(\s?[ap]\.?m\b\.?)", re.IGNORECASE)
"""A clock time written with a dot ('7.15am'), as British print writes it."""
PENCE = rx.compile(r"(?<![\w.\u00a3$])(\d{1,2})p\b")
"""An amount in pence ('75p'), said in pounds where the text uses pounds too."""


LEADER = rx.compile(r"(?m)^([ \t]*[A-Za-z][A-Za-z' -]{0,30}?)[ \t]*\.{3,}[ \t]*(?=\S)")
"""A head set off from its list by a row of dots (a leader), as a contents page writes it."""


CODE_ASKED = rx.compile(r"^\s*[A-Z][A-Za-z ]{0,20}?\s*(?:=|:)\s*(?P<what>the\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+of\s+)"
                        r"(?P<first>[^,]+?)(?P<rest>(?:,\s+then\s+[^,]+?)+)\s*[.]?\s*$")
"""'CODE = the berth number of the Osprey, then the Seagull, then the Lucky Dip': one question each."""


def _code_asked(line: str) -> str:
    """A code to work out, made of one thing asked of several ('the berth number of A, then B,
    then C'), as the questions it is made of ('What is the berth number of A? ... of B? ...')."""
    match = CODE_ASKED.match(line)
    if match is None:
        return line
    things = [match.group("first"), *rx.split(r",\s+then\s+", match.group("rest"))[1:]]
    return " ".join(f"What is {match.group('what')}{thing.strip()}?" for thing in things)


BLANK_WITH_OPTIONS = rx.compile(r"^(\s*[A-Za-z][\w' -]{0,30}:)\s*(?:\?+|_+)\s*\(([^()]+,[^()]+)\)\s*$")
"""A head with a blank to fill and its options in brackets ('Team ...... ? (Owls, Foxes, Bears)')."""
ASKED_HEAD = rx.compile(r"^([ \t]*)(Who|What|When|Where|Which|Whose)\?[ \t]+(?=[^\s,?]+(?:[^,?]*,){1,}[^,?]*$)",
                        re.IGNORECASE)
"""A head asked as a question over its list ('Who? Abe, Bo, Cy', 'When? 8:00am, 8:30am')."""
BRACKETED_HEAD = rx.compile(r"^([ \t]*)\[([A-Za-z][A-Za-z' -]{0,30})\][ \t]*:?[ \t]+(?=[^\s,/|]+(?:[^,/|]*[,/|]){2})")
"""A list's head in square brackets at the start of its line ('[Pet] goldfish / cat / dog')."""


RUN_ON_QUESTION = rx.compile(r"(?<=[a-z0-9])\s+(?=(?:can|could|would)\s+(?:you|u|someone|anyone)\s+[^?.]*\?)")
"""A question run on after a statement with no stop between ('... the lemonade can you figure out how ...?')."""
SPACED_HEAD = rx.compile(r"^([ \t]*)([A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,2})[ \t]{2,}(?=[^ \t,][^,]*(?:,[^,]+){2,}$)"
                         r"(?!.*\S[ \t]{2,}\S)")
"""A list's head set off by spaces, as a two-column table in plain text ('Camper    Gemma, Lewis, Nadia')."""


def _dotted_list(line: str) -> str:
    """'Head · a · b · c' (a middle dot, cleaned to '*', between a head and its values) as 'Head: a, b, c'."""
    parts = [part.strip() for part in rx.split(r"\s+\*\s+", line.strip())]
    if len(parts) < 4 or not rx.fullmatch(r"[A-Z][A-Za-z' -]{0,30}", parts[0]) \
            or any(not part or len(part.split()) > 4 for part in parts[1:]):
        return line
    return f"{parts[0]}: {', '.join(parts[1:])}"


def cut_answer_format(lines: list[str]) -> tuple[list[str], list[str]]:
    """The lines before an answer-format block, and the lines of that block (a question on the
    block's first line stays with the text)."""
    for index, line in enumerate(lines):
        if FORMAT_CUE.search(line) and not line.rstrip().endswith("?") and _instruction(line) and _of_the_answer(line):
            asked = line[:line.rfind("?") + 1]  # 'Question: What is ...? Return your answer in the format: ...'
            if asked and _instruction(line[len(asked):]):
                return [*lines[:index], asked], [line[len(asked):].strip(), *lines[index + 1:]]
            block = lines[index:]
            asking = [k for k, text in enumerate(block)
                      if k and text.strip().endswith("?") and not FORMAT_CUE.search(text)]
            # ('Now answer in full sentences:' over 'a) Which pet does Luca have?': the questions stay)
            return lines[:index] + [block[k] for k in asking], [text for k, text in enumerate(block) if k not in asking]
    return lines, []


def _of_the_answer(line: str) -> bool:
    """A line about the answer, not one saying how the puzzle's own data is written ('The
    attributes and their possible values are given as JSON')."""
    words = line.lower()
    if len(rx.findall(r"[a-z]+", words)) < 2:  # a code fence ('```json') says nothing of the answer
        return False
    if rx.search(r"\b(?:answer|reply|respond|submit|return|output|solution)\b", words):
        return True
    return not rx.search(r"\b(?:given|listed|attributes?|values?|categories|below are|are as follows)\b", words)


def _instruction(line: str) -> bool:
    """A line that tells the reader how to answer rather than stating a fact or a question."""
    words = line.lower()
    return bool(rx.search(r"\b(?:please|submit|your answer|answer as|(?<!same )answer in(?! (?:any|each|every)\b)|"
                          r"return|respond|"
                          r"provide|format|output|json|(?:grid|table) like this)\b", words))


def units(text: str) -> tuple[list[Unit], list[str]]:
    """The units of a text and the lines cut off as answer-format instructions."""
    lines, cut = cut_answer_format(clean(text).split("\n"))
    result: list[Unit] = []
    header = ""
    bare = _barely_numbered(lines)
    speakers = _speakers(lines)
    for number, line in enumerate(lines, 1):
        line = SPEAKER.sub(lambda m: "" if m.group(1) in speakers else m.group(0), line, count=1)
        line = as_statement(line)  # '"I paid more than Gus," said Amy.': 'Amy paid more than Gus.'
        line = BRACKETED_HEAD.sub(r"\1\2: ", line, count=1)  # '[Pet] goldfish / cat / dog': 'Pet: goldfish / ...'
        line = SPACED_HEAD.sub(r"\1\2: ", line, count=1)  # 'Camper        Gemma, Lewis, Nadia': 'Camper: ...'
        line = _dotted_list(line)  # 'Dessert · pavlova · trifle · sorbet': 'Dessert: pavlova, trifle, sorbet'
        line = ASKED_HEAD.sub(r"\1\2: ", line, count=1)  # 'Who? Abe, Bo, Cy': 'Who: Abe, Bo, Cy'
        line = BLANK_WITH_OPTIONS.sub(r"\1 \2", line, count=1)  # 'Team: ? (Owls, Foxes, Bears)': the options
        line = _code_asked(line)  # 'CODE = the berth number of the Osprey, then the Seagull': questions
        line = RUN_ON_QUESTION.sub(". ", line, count=1)  # '- Marco didnt get the lemonade can you figure out ...?'
        listed = JSON_LIST.match(line)
        if listed and len(rx.findall(r'"[^"]*"', listed.group(2))) >= 2:  # '"Pet": ["canary", "gerbil", ...],'
            values = ", ".join(rx.findall(r'"([^"]*)"', listed.group(2)))
            result.append(Unit(f"{listed.group(1)}: {values}", None, number, False, header))
            continue
        if not line.strip() or NOT_TEXT.match(line) or _an_empty_grid_head(lines, number):
            continue
        stripped = line.strip()
        if rx.fullmatch(r"#+(?!\d)\s*.*|[A-Z][^.?!]{0,80}:", stripped) and not _has_list(stripped):
            header = stripped.strip("#: ").strip()
            continue
        match = BARE_ITEM.match(line) if number in bare else ITEM.match(line)
        if match and match.group(0).strip():
            given = next((group for group in match.groups() if group), None)
            clue_number = (int(given) if given.isdigit() else CLUE_WORDS.get(given.lower())) if given else None
            body = line[match.end():].strip()
            for part in INLINE_MARKER.split(body):  # '(a) Who ...? (b) On which floor ...?': two questions
                for sentence in _item_sentences(part):  # '4. Pablo drinks rum. He also brings in cod.': two
                    result.append(Unit(sentence, clue_number, number, True, header))
            continue
        if result and _continues(result[-1], line) and lines[number - 2].strip():  # (no blank line between)
            last = result[-1]
            result[-1] = Unit(f"{last.text} {stripped}", last.number, last.line, last.item, last.header)
            continue
        for sentence in [part for piece in INLINE_MARKER.split(stripped) for part in split_sentences(piece)]:
            sentence = rx.sub(r"\?[\"'\u201d\u2019)\]]+\s*$", "?", sentence)  # '... what does Dora drink?"': a question
            result.append(Unit(sentence, None, number, False, header))
    return result, cut


GRID_HEAD = rx.compile(r"\s*\|?\s*[A-Z][A-Z' ]*(?:\s*\|\s*[A-Z][A-Z' ]*)+\s*\|?\s*")
"""A line of capitalised heads between bars ('CLIENT | DESTINATION | DEPARTURE | BUDGET')."""


def _an_empty_grid_head(lines: list[str], number: int) -> bool:
    """True for the heads of a grid left blank for the solver to fill in: a line of capitalised heads
    between bars with no row of the table after it. It names the categories; it lists no values."""
    if not GRID_HEAD.fullmatch(lines[number - 1]):
        return False
    following = next((line for line in lines[number:] if line.strip() and not NOT_TEXT.match(line)), "")
    return "|" not in following


INLINE_MARKER = rx.compile(r"(?<=[.?!])\s+\(?(?:[A-Za-z]|\d{1,2})\)\s+|(?<=\?)\s+[A-Za-z]\.\s+(?=[A-Z])")
"""A second item marker inside a line of items ('(a) Who ...? (b) On which ...?', 'A. Who ...? B. Which ...?')."""
SPEAKER = rx.compile(r"^\s*([A-Z][A-Za-z'-]*(?:\s[A-Z][A-Za-z'-]*)?):\s+(?=\S)")
"""A speaker's name before a line of a transcript ('SAM: Right, it's that time.')."""


def _speakers(lines: list[str]) -> set[str]:
    """The names that open two lines or more of the text as speakers of a transcript, each such line a
    sentence rather than a list: a category's head ('Pets: cat, dog') opens only one."""
    seen: dict[str, int] = {}
    for line in lines:
        match = SPEAKER.match(line)
        if match and not _has_list(line[match.end():]):
            seen[match.group(1)] = seen.get(match.group(1), 0) + 1
    return {name for name, count in seen.items() if count >= 2 and name.lower() not in ("clue", "hint", "note", "q")}


CLUE_WORDS = {word: n for n, word in enumerate(("one", "two", "three", "four", "five", "six", "seven", "eight",
                                                 "nine", "ten", "eleven", "twelve"), 1)}
"""'Clue one:', 'Clue two:' as a transcript says them."""


BARE_ITEM = rx.compile(r"^\s*(\d{1,2})\s+(?=[A-Z])")
"""A clue numbered with no mark after its number ('3 Gage was the first ...'), as some puzzle pages print them."""


def _barely_numbered(lines: list[str]) -> set[int]:
    """The lines (numbered from 1) that open with a bare clue number, when the text numbers at
    least three lines so in order from 1 ('1 Colin ...', '2 The ...', '3 Gage ...'); else none."""
    found = [(k, int(m.group(1))) for k, line in enumerate(lines, 1) if (m := BARE_ITEM.match(line))]
    numbers = [n for _, n in found]
    if len(found) < 3 or numbers[:1] != [1] or numbers != list(range(1, len(numbers) + 1)):
        return set()
    return {k for k, _ in found}


def _item_sentences(body: str) -> list[str]:
    """The sentences of a list item: one, or several when each has a verb's worth of words and the
    next opens on a pronoun ('Pablo drinks rum. He also brings in cod.'), read each with its pronoun,
    or each is a whole statement of its own ('The journalist has come from Dublin. The guest from
    Lisbon is in the next room along.')."""
    if not body:
        return []
    pieces = [p for p in split_sentences(body, clauses=False) if p]
    if len(pieces) < 2 or any(len(p.split()) < 3 for p in pieces):
        return [body]
    if all(rx.match(r"(?:he|she|they|his|her|their)\b", p, re.IGNORECASE) for p in pieces[1:]) \
            or all(len(p.split()) >= 4 and not rx.match(r"(?:nor|or|and|but|so|too|also|either|neither)\b", p,
                                                           re.IGNORECASE) for p in pieces[1:]):
        return pieces
    return [body]


def _continues(previous: Unit, line: str) -> bool:
    """A line that carries on the item before it (wrapped, indented or starting in lower case)."""
    if not previous.item or previous.text.rstrip()[-1:] in ".?!":
        return False
    if _has_list(previous.text) and "," in previous.text and "," not in line and len(line.split()) >= 6:
        return False  # '- Transport: bike, bus, taxi' then 'and exactly one person has each value': prose
    if rx.match(r"\s*(?:can|could|would)\s+(?:you|u|someone|anyone)\b[^?]*\?", line, re.IGNORECASE):
        return False  # '- Marco didnt get the lemonade' then 'can you figure out ...?': a question of its own
    return line[:1].isspace() or line.strip()[:1].islower()


def _has_list(line: str) -> bool:
    """A 'Head: a, b and c' line (a category list), as opposed to a bare section header."""
    return bool(rx.search(r":\s*\S", line))


def split_sentences(paragraph: str, clauses: bool = True) -> list[str]:
    """The sentences of a paragraph (periods after abbreviations such as 'no.' do not split); with
    ``clauses``, clauses parted by semicolons too."""
    pieces: list[str] = []
    start = 0
    lowercase = paragraph[:1].islower() or rx.match(r"\d+\s+[a-z]", paragraph) is not None  # ('5 of us ...')
    ends = LOWERCASE_END if lowercase else SENTENCE_END  # ('max lives in house 1. the cat ...')
    for match in ends.finditer(paragraph):
        before = paragraph[start:match.start()].rstrip()
        if ABBREVIATIONS.search(before) or (rx.search(r"\b[A-Z]\.$", before) and not _lettered(before)):
            continue
        pieces.append(paragraph[start:match.start()].strip())
        start = match.end()
    pieces.append(paragraph[start:].strip())
    return [clause for piece in pieces if piece for clause in (_clauses(piece) if clauses else [piece])]


LINKING = {"by", "and", "or", "to", "from", "with", "of", "for", "at", "the", "dear", "as", "like", "than"}


def _lettered(before: str) -> bool:
    """A capital letter that names a place after its noun ('sat in row A.', 'in block C.'),
    ending the sentence, as opposed to an initial ('by J. Smith', 'Mary J. Blige')."""
    match = rx.search(r"\b([a-z]+)\s+[A-Z]\.$", before)
    return match is not None and match.group(1) not in LINKING


def _clauses(sentence: str) -> list[str]:
    """A sentence of several clauses joined by semicolons ('The dog lives in house 2; Dora lives
    in house 4; and ...', or two when the second opens on a pronoun: 'Jo bakes; she sells no
    eggs') as one sentence per clause; a list ('Pets: cat; dog') stays whole."""
    parts = [p.strip() for p in sentence.split(";")]
    if ":" in sentence or any(len(p.split()) < 3 for p in parts):
        return [sentence]
    if len(parts) == 2 and not rx.match(r"(?:and\s+|but\s+)?(?:he|she|they|it)\s", parts[1], re.IGNORECASE) \
            and not rx.match(r"[A-Z][a-z]+\s+(?!and\b|or\b)[a-z]", parts[1]):
        return [sentence]  # 'Jack hosts the quiz; he did not ask Ann' is two sentences, a pair of lists is not
        # ('...; Bryn was on the outermost track': a clause that opens on a name is a sentence of its own)
    if len(parts) < 2:
        return [sentence]
    clauses = []
    for part in parts:
        part = rx.sub(r"^and\s+", "", part)
        part = part[:1].upper() + part[1:]
        clauses.append(part if part.endswith((".", "!", "?")) else part + ".")
    return clauses

