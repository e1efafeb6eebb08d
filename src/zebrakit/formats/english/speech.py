"""Quoted speech: '"I paid more than Gus," said Amy.' is Amy's statement about herself.

Puzzles told as a conversation put their clues in the mouths of the people in them, each
statement true. A line with a speech tag ('said Amy', 'Gus added', 'Amy pointed out') is read
as what its quotes say, with the first person ('I', 'me', 'my') turned into the speaker's name:
'Amy paid more than Gus.' The narration around the quotes is dropped; a line with no tag is
left as it is.
"""

from __future__ import annotations

from . import rx

SPEECH_VERBS = (r"said|says|added|adds|replied|replies|explained|explains|admitted|admits|remarked|remarks|noted|"
                r"notes|insisted|insists|claimed|claims|declared|declares|announced|announces|recalled|recalls|"
                r"continued|continues|confirmed|confirms|revealed|reveals|mentioned|mentions|pointed\s+out|"
                r"points\s+out|chipped\s+in|told\s+(?:us|me|them|everyone)|went\s+on|observed|observes|agreed|agrees|"
                r"warned|warns|promised|promises|swore|swears|boasted|boasts|complained|complains|whispered|whispers|"
                r"grumbled|grumbles|muttered|mutters|protested|protests|assured\s+(?:us|me|them|everyone)|"
                r"reminded\s+(?:us|me|them|everyone)|joked|jokes|sighed|sighs|laughed|laughs|called\s+out|calls\s+out")
QUOTE = rx.compile(r'"([^"]+)"')
TAG = rx.compile(rf'"\s*,?\s*(?:{SPEECH_VERBS})\s+(?P<after>[A-Z][a-z\'-]+)\b'
                 rf'|(?P<before>[A-Z][a-z\'-]+)\s+(?:had\s+|has\s+)?(?:{SPEECH_VERBS})\s*[,:]?\s*"'
                 rf'|"\s*,?\s*(?P<subject>[A-Z][a-z\'-]+)\s+(?:had\s+|has\s+)?(?:{SPEECH_VERBS})\b')
"""Who speaks: '..." said Amy', 'Gus said, "...', '..." Amy pointed out'."""
FIRST_PERSON = (
    (rx.compile(r"\bI'm\b"), "{} is"), (rx.compile(r"\bI\s+am\b"), "{} is"), (rx.compile(r"\bI've\b"), "{} has"),
    (rx.compile(r"\bI'd\b"), "{} had"),
    (rx.compile(r"\bI'll\b"), "{} will"), (rx.compile(r"\bI\b"), "{}"), (rx.compile(r"\b[Mm]yself\b"), "{}"),
    (rx.compile(r"\b[Mm]e\b"), "{}"), (rx.compile(r"\b[Mm]y\b"), "{}'s"), (rx.compile(r"\b[Mm]ine\b"), "{}'s"),
)


def speaker(line: str) -> str | None:
    """The name of the one who speaks the quotes of a line, or None when no tag names one."""
    if '"' not in line:
        return None
    match = TAG.search(line)
    if match is None:
        return None
    return match.group("after") or match.group("before") or match.group("subject")


NARRATED_BREAK = rx.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"')]))\s+(?=[A-Z\"])")
"""Where one sentence of narration ends and the next begins, outside any quotes."""


def _narrated_sentences(line: str) -> list[str]:
    """The line cut at the ends of its sentences that lie outside quotes: a paragraph of story
    keeps each sentence, and a quote of several sentences stays whole with its tag."""
    parts, start = [], 0
    for end in NARRATED_BREAK.finditer(line):
        if line.count('"', 0, end.start()) % 2 == 0:
            parts.append(line[start:end.start()])
            start = end.end()
    return parts + [line[start:]]


def as_statement(line: str, who: str | None = None) -> str:
    """The line's quotes in the third person, as statements of their own, each sentence of
    narration around them kept as it is; the line itself when it has no quotes or nobody to say
    them. ``who`` speaks when the line names no speaker (a second line of the same speech)."""
    sentences = _narrated_sentences(line)
    if len(sentences) == 1:
        return _said(line, who)
    said = []
    for sentence in sentences:  # ('"I paid more than Joe," said Ivy. "And I didn't order the pie."': Ivy's)
        who = speaker(sentence) or (who if sentence.lstrip().startswith('"') else None)
        said.append(_said(sentence, who))
    return " ".join(said)


def _said(line: str, who: str | None) -> str:
    """One sentence's quotes in the third person (see ``as_statement``)."""
    who = speaker(line) or who
    quotes = QUOTE.findall(line)
    if who is None or not quotes:
        return line
    parts = []
    for quoted in quotes:
        said = quoted.strip()
        for pattern, replacement in FIRST_PERSON:
            said = pattern.sub(replacement.format(who), said)
        parts.append(said)
    text = ""
    for said in parts:
        if text and text[-1] in ",;" and said[:1].islower():
            text = f"{text} {said}"  # '"My lunch was dearest," said Nadia, "but I ..."': one sentence
            continue
        if text:
            text = text.rstrip(",;")
            text = f"{text}{'' if text[-1] in '.!?' else '.'} "
        text += said
    text = text.rstrip(",;")
    return text if text[-1:] in ".!?" else f"{text}."
