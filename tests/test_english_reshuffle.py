"""Reshuffles in English: people moving between posts that two categories share (current, new).

The cabinet reshuffle puzzle read from its prose, each of its sentences, a job swap made up in
the same kind of English, other wordings of the family, and the errors.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import zebrakit as z
from zebrakit.clues import All, Clue, Cycles, Different, Holder, LabelAt, Pos, Relation, Same
from zebrakit.cli import main
from zebrakit.english import EnglishError, read_clue, read_puzzle
from zebrakit.model import Ref
from zebrakit.solve import solutions

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

CABINET = """\
Cabinet reshuffle

A run of botched policies means the prime minister has to pull all five of her senior
ministers out of their posts. Sacking them outright is too risky: from the back benches they
would make endless trouble. So she settles on a reshuffle.

She will move each of the five ministers to one of the other top posts, but no two of them will
directly swap with each other. Anerdine will move to the department of the person who will
become chancellor. Brinkman will replace the person who will be the new home secretary. Crass
will take over the post being vacated by the person who will take Eejit's job. Dyer will become
health secretary even though he has been lobbying to become chancellor. The current defence
secretary will get the department of the person who is becoming the education secretary.

Who currently has which job, and where are they moving to?
"""

MOVES = {
    "Anerdine": ("health", "defence"),
    "Crass": ("defence", "chancellor"),
    "Brinkman": ("chancellor", "education"),
    "Eejit": ("education", "home"),
    "Dyer": ("home", "health"),
}

SWAP = """\
Shift change

The four people who run a little cafe are bored with their work, so the owner shuffles them
around. Nobody keeps their own job.

1. Mia will replace the person who will become the cook.
2. The current baker will take Mia's job.
3. Omar will become the baker.
4. Lena is currently the waiter.
5. Noah will take over as cashier.

Who will become the cook?
"""

SANTA = """\
Secret santa

Four friends drew names for a secret santa. Nobody gives to themselves, and no two of them give
to each other.
 - Friends: Ada, Ben, Cleo, Dev
 - Gives to: Ada, Ben, Cleo, Dev

1. Ada gives a present to the person who gives to Dev.
2. Ben does not give to Cleo.
3. The person Cleo gives to gives to Ben.
4. Dev does not give to Cleo.

Who gives to Ada?
"""


def minister(name: str) -> Ref:
    return Ref("minister", name)


def current(label: str) -> Ref:
    return Ref("current", label)


def new(label: str) -> Ref:
    return Ref("new", label)


def moves_to(who, post) -> Relation:
    """new(who) == post, as the reader builds it."""
    return Relation(LabelAt("new", who), "==", post)


def leaves(clues: tuple[Clue, ...]) -> list[Clue]:
    """The clues with each compound sentence ('X, even though Y') split in its parts."""
    out: list[Clue] = []
    for clue in clues:
        out.extend(clue.clues if isinstance(clue, All) else (clue,))
    return out


def only(puzzle: z.Puzzle) -> z.Solution:
    found = list(solutions(puzzle, limit=2))
    assert len(found) == 1
    assert z.violations(puzzle, found[0]) == []
    return found[0]


@pytest.fixture(scope="module")
def cabinet() -> z.Puzzle:
    return read_puzzle(CABINET, "cabinet.txt")


@pytest.fixture(scope="module")
def cabinet_yaml() -> z.Puzzle:
    return z.load(EXAMPLES / "cabinet.yaml")


# ------------------------------------------------------------------ the cabinet reshuffle
def test_cabinet_text_solves_to_the_one_reshuffle(cabinet: z.Puzzle) -> None:
    solution = only(cabinet)
    assert {row["minister"]: (row["current"], row["new"]) for row in solution.grid()} == MOVES


def test_cabinet_text_is_the_yaml_puzzle(cabinet: z.Puzzle, cabinet_yaml: z.Puzzle) -> None:
    assert cabinet.axis == "minister"
    assert [c.name for c in cabinet.categories] == ["minister", "current", "new"]
    for mine, theirs in zip(cabinet.categories, cabinet_yaml.categories):
        assert sorted(mine.values) == sorted(theirs.values)
    assert leaves(cabinet.clues) == list(cabinet_yaml.clues)
    assert cabinet.title == "Cabinet reshuffle"


def test_cabinet_notes_say_what_was_inferred(cabinet: z.Puzzle) -> None:
    notes = [line for line in cabinet.description.splitlines() if line.startswith("Note:")]
    assert any("reshuffle" in n and "chancellor, home, health, defence, education" in n for n in notes)
    assert any("'home' for 'home secretary'" in n for n in notes)
    assert any("current and new post of each minister" in n for n in notes)
    assert "prime minister" in cabinet.description


def test_cabinet_question_asks_each_ministers_posts(cabinet: z.Puzzle) -> None:
    solution = only(cabinet)
    answers = [q.answer.format(solution.answer(q)) for q in cabinet.questions]
    assert len(answers) == 10
    assert "Anerdine's current post: health." in answers
    assert "Anerdine's new post: defence." in answers
    assert "Eejit's new post: home." in answers


CABINET_SENTENCES = [
    ("She will move each of the five ministers to one of the other top posts, but no two of them "
     "will directly swap with each other.", Cycles("current", "new", 3)),
    ("Anerdine will move to the department of the person who will become chancellor.",
     moves_to(Pos(minister("Anerdine")), LabelAt("current", Pos(new("chancellor"))))),
    ("Brinkman will replace the person who will be the new home secretary.",
     moves_to(Pos(minister("Brinkman")), LabelAt("current", Pos(new("home"))))),
    ("Crass will take over the post being vacated by the person who will take Eejit's job.",
     moves_to(Pos(minister("Crass")),
              LabelAt("current", Holder("new", LabelAt("current", Pos(minister("Eejit"))))))),
    ("Dyer will become health secretary even though he has been lobbying to become chancellor.",
     All((Same(minister("Dyer"), new("health")), Different(minister("Dyer"), current("chancellor"))))),
    ("The current defence secretary will get the department of the person who is becoming the "
     "education secretary.",
     moves_to(Pos(current("defence")), LabelAt("current", Pos(new("education"))))),
]


@pytest.mark.parametrize("text, expected", CABINET_SENTENCES)
def test_each_cabinet_sentence(cabinet_yaml: z.Puzzle, text: str, expected: Clue) -> None:
    assert read_clue(text, cabinet_yaml) == expected


def test_cabinet_text_sentences_are_its_clues(cabinet: z.Puzzle) -> None:
    assert list(cabinet.clues) == [clue for _, clue in CABINET_SENTENCES]


def test_cli_solves_the_cabinet_text(tmp_path: Path, capsys) -> None:
    path = tmp_path / "cabinet.txt"
    path.write_text(CABINET, encoding="utf-8")
    assert main(["solve", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Note: read as a reshuffle" in out
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines() if line.strip()}
    assert rows["minister"] == ["Anerdine", "Brinkman", "Crass", "Dyer", "Eejit"]
    assert rows["current"] == ["health", "chancellor", "defence", "home", "education"]
    assert rows["new"] == ["defence", "education", "chancellor", "health", "home"]


def test_cabinet_example_file_is_this_text() -> None:
    path = EXAMPLES / "cabinet.txt"
    assert path.read_text(encoding="utf-8") == CABINET
    puzzle = z.load(path)
    assert puzzle.clues == read_puzzle(CABINET, "cabinet.txt").clues
    assert len(z.get_engine("native").all(puzzle)) == 1


# ------------------------------------------------------------------ the family
def test_job_swap_reads_and_solves() -> None:
    puzzle = read_puzzle(SWAP, "swap.txt")
    assert puzzle.axis == "person"
    assert puzzle.clues[0] == Cycles("current", "new", 2)
    solution = only(puzzle)
    assert {row["person"]: (row["current"], row["new"]) for row in solution.grid()} == {
        "Lena": ("waiter", "cook"), "Mia": ("cashier", "waiter"),
        "Noah": ("baker", "cashier"), "Omar": ("cook", "baker"),
    }
    assert [q.answer.format(solution.answer(q)) for q in puzzle.questions] == [
        "Lena will become the cook."]


def test_secret_santa_chain_reads_and_solves() -> None:
    puzzle = read_puzzle(SANTA, "santa.txt")
    assert puzzle.axis == "Friends"
    assert puzzle.clues[0] == Cycles("Friends", "Gives to", 3)
    assert puzzle.clues[1] == Relation(LabelAt("Gives to", Pos(Ref("Friends", "Ada"))), "==",
                                       LabelAt("Friends", Pos(Ref("Gives to", "Dev"))))
    assert puzzle.clues[2] == Different(Ref("Friends", "Ben"), Ref("Gives to", "Cleo"))
    solution = only(puzzle)
    assert {row["Friends"]: row["Gives to"] for row in solution.grid()} == {
        "Ada": "Cleo", "Ben": "Ada", "Cleo": "Dev", "Dev": "Ben"}
    assert [q.answer.format(solution.answer(q)) for q in puzzle.questions] == ["Ben gives to Ada."]


def test_listed_people_and_posts_become_current_and_new() -> None:
    text = SWAP.replace("Nobody keeps",
                        "\n - Staff: Lena, Mia, Noah, Omar\n - Jobs: baker, cashier, cook, waiter\n\nNobody keeps")
    puzzle = read_puzzle(text, "listed.txt")
    assert [c.name for c in puzzle.categories] == ["Staff", "current", "new"]
    assert puzzle.axis == "Staff"
    solution = only(puzzle)
    assert solution.value_at("new", solution.position(Ref("Staff", "Lena"))) == "cook"


OTHER_WORDINGS = [
    ("No one keeps their post.", Cycles("current", "new", 2)),
    ("Every minister moves to a new post.", Cycles("current", "new", 2)),
    ("No two ministers swap jobs with each other, but each of them moves to another post.",
     Cycles("current", "new", 3)),
    ("Anerdine is not currently chancellor.", Different(minister("Anerdine"), current("chancellor"))),
    ("Anerdine is chancellor now.", Same(minister("Anerdine"), current("chancellor"))),
    ("Crass wants to become health secretary.", Different(minister("Crass"), current("health"))),
    ("The new chancellor is currently the defence secretary.", Same(new("chancellor"), current("defence"))),
    ("Anerdine won't move to Brinkman's department.",
     Relation(LabelAt("new", Pos(minister("Anerdine"))), "!=", LabelAt("current", Pos(minister("Brinkman"))))),
    # the new chancellor takes Dyer's post: so Dyer is chancellor now
    ("Whoever becomes chancellor will replace Dyer.", Same(minister("Dyer"), current("chancellor"))),
    ("Eejit will move into the office Dyer is leaving.",
     moves_to(Pos(minister("Eejit")), LabelAt("current", Pos(minister("Dyer"))))),
    ("The chancellor will take over from the current education secretary.",
     Same(current("chancellor"), new("education"))),
    ("Crass's successor will take over as home secretary.",
     moves_to(Holder("new", LabelAt("current", Pos(minister("Crass")))), z.clues.Const("home"))),
    ("The person Brinkman will replace will become health secretary.",
     Relation(LabelAt("new", Holder("current", LabelAt("new", Pos(minister("Brinkman"))))), "==",
              z.clues.Const("health"))),
]


@pytest.mark.parametrize("text, expected", OTHER_WORDINGS)
def test_other_reshuffle_wordings(cabinet_yaml: z.Puzzle, text: str, expected: Clue) -> None:
    assert read_clue(text, cabinet_yaml) == expected


# ------------------------------------------------------------------ errors
def test_unreadable_reshuffle_sentence_is_marked(cabinet_yaml: z.Puzzle) -> None:
    with pytest.raises(EnglishError) as error:
        read_clue("Anerdine will parachute into the department of Crass.", cabinet_yaml)
    assert "«parachute»" in str(error.value)


def test_unreadable_sentence_in_the_text_is_an_error_not_dropped() -> None:
    text = CABINET.replace("Brinkman will replace", "Brinkman will elbow aside")
    with pytest.raises(EnglishError) as error:
        read_puzzle(text, "cabinet.txt")
    message = str(error.value)
    assert message.startswith("cabinet.txt: sentence")
    assert "«elbow»" in message


def test_a_person_never_named_is_reported() -> None:
    text = SWAP.replace("5. Noah will take over as cashier.\n", "")
    with pytest.raises(EnglishError) as error:
        read_puzzle(text, "swap.txt")
    assert "speaks of 4 people but names 3 (Lena, Mia, Omar)" in str(error.value)


def test_other_puzzles_keep_their_words() -> None:
    fish = z.load(EXAMPLES / "fish.yaml")
    assert read_clue("The Brit lives next to the Dane.", fish) == z.clues.Apart(
        fish.resolve("Brit"), fish.resolve("Dane"), 1)
    with pytest.raises(EnglishError):
        read_clue("The Brit will replace the person who will become the Dane.", fish)
