"""CPU time of the English reader by meaning (``zebrakit.formats.english.read``), cold and warm.

The texts are generated puzzles written in the benchmark line style by ``tests/line_style.py``
("There are 5 people next to each other in a row...", "Clue 3: ...", "Question: What position
is ... at?"), one or two distractor lines each. Sizes: 5x5, 6x6, 8x8, and 7x18 with 140 clues.
The generator stops at 12 categories (``generate("7x18")`` is refused), so the 7x18 puzzles are
built from the generator's own parts (hidden solution, true clues drawn by type, propagation,
greedy 1-minimal removal) over its 13 vocabularies and 5 more categories, then topped up with
more true clues drawn the same way to 140: a 1-minimal 7x18 set has only about 85 to 115.
Either-or clues are not drawn (the line style has no phrasing for them), nor, at 7x18, the
values the reader confuses today (``CONFUSED``).

- cold: a fresh ``python`` process imports the reader (``zebrakit`` and the reader's modules:
  "import") and reads one text ("read", which also loads the word lists and WordNet lazily);
  both are the child's own ``time.process_time``. "process" is the child's whole CPU time from
  ``getrusage``, interpreter start included: what one command line costs.
- warm: in this process, after one read of the text, the median of ``--warm`` reads of it.
- ``read_puzzle``, the combined reader (by meaning, then the old sentence grammar, compared),
  the same way, for comparison.

Sizes alternate within each round (the order rotates), so slow phases of the machine spread over
all sizes; every figure is a median over the rounds (cold) or over all warm reads. "right" says
whether each text was read right: certain, and the generator's solution.

    python benchmarks/bench_reading.py [--rounds R] [--warm W] [--puzzles P]

Goals (from the issue): a 140-clue 7x18 puzzle in under 200 ms cold, a 5x5 in under 20 ms warm.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the line-style writer lives with the tests

from line_style import EXTRA_VALUES, Written, placements, write  # noqa: E402

from zebrakit.generate import generate  # noqa: E402
from zebrakit.model import Category, Puzzle, Question, Solution  # noqa: E402

SIZES = ["5x5", "6x6", "8x8", "7x18"]
CONFUSED = {"soul", "Fiat", "blues", "funk", "opera", "yellow"}
"""Values the reader confuses today with words of the line style or with other values (soul =
person, Fiat = order, blues = blue, funk = blues, opera ~ westerns, yellow = lemons; see
tests/test_english_line_style.py): left out of the 7x18 puzzles, which take all 18
categories, so that their timing is of a right reading."""
BIG_CLUES = 140
SEED = 31

CHILD = r"""
import json, sys, time
t0 = time.process_time()
import zebrakit, zebrakit.formats.english.reading
if sys.argv[2] == "read_puzzle":
    import zebrakit.english.document
from zebrakit.formats.english import read, read_puzzle
t1 = time.process_time()
for path in sys.argv[3:]:  # texts read first, to fill the cache folder
    read(open(path, encoding="utf-8").read(), path)
text = open(sys.argv[1], encoding="utf-8").read()
t2 = time.process_time()
try:
    (read if sys.argv[2] == "read" else read_puzzle)(text, sys.argv[1])
    error = 0
except Exception:  # a text the reader refuses still took its time
    error = 1
t3 = time.process_time()
print(json.dumps({"import": t1 - t0, "read": t3 - t2, "error": error}))
"""


def machine() -> str:
    model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            model = next((line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")), "")
    except OSError:
        pass
    return (f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores ({model or 'unknown CPU'}), "
            f"Python {platform.python_version()}")


# --------------------------------------------------------------------------- the texts
def big_puzzle(seed: int, n: int = 7, clues: int = BIG_CLUES) -> tuple[Puzzle, Solution]:
    """A 7x18 puzzle with a unique solution and ``clues`` clues, from the generator's parts."""
    from zebrakit.generate.builder import collect, reduce
    from zebrakit.generate.candidates import Drawer, Hidden, clue_type_weights
    from zebrakit.themes import VOCABULARIES

    rng = random.Random(f"bench-reading:{seed}")
    vocabularies = [(v.name, [x for x in v.values if x not in CONFUSED])
                    for v in VOCABULARIES.values()] + list(EXTRA_VALUES.items())
    categories = tuple(Category(name, tuple(rng.sample(values, n))) for name, values in vocabularies)
    hidden = Hidden(categories, [p for _ in categories for p in rng.sample(range(n), n)])
    drawer = Drawer(hidden, clue_type_weights("-either-or"))
    links = reduce(hidden, collect(hidden, drawer, rng), rng)
    chosen = [link.clue for link in links]
    while len(chosen) < clues:  # more true clues: the solution stays the hidden one
        drawn = drawer.draw(rng)
        if drawn is not None and drawn[0] not in chosen:
            chosen.append(drawn[0])
    rng.shuffle(chosen)
    about = rng.choice([ref for c in categories[1:] for ref in c.refs()])
    puzzle = Puzzle(categories, tuple(chosen), questions=(Question("position", about),))
    placement = tuple(tuple(hidden.position[c * n + i] + 1 for i in range(n)) for c in range(len(categories)))
    return puzzle, Solution(placement, puzzle)


def texts(size: str, count: int) -> list[tuple[Written, Solution]]:
    """``count`` line-style texts of ``size`` whose written clues keep one solution."""
    found: list[tuple[Written, Solution]] = []
    if size == "7x18":
        for index in range(count):
            puzzle, solution = big_puzzle(SEED + index)
            written = write(puzzle, f"bench/{size}/{index}", distractors=2)
            assert not written.skipped
            found.append((written, solution))
        return found
    index = 0
    while len(found) < count:
        for generated in generate(size, count=8, seed=SEED, clue_types="-either-or", start=index):
            written = write(generated.puzzle, f"bench/{size}/{generated.index}", distractors=1 + generated.index % 2)
            found.append((written, generated.solution))
            if len(found) == count:
                break
        index += 8
    return found


def read_right(written: Written, solution: Solution) -> bool:
    from zebrakit.formats.english import read
    from zebrakit.solve import solutions

    reading = read(written.text)
    if not reading.certain:
        return False
    (mine,) = solutions(reading.puzzle, limit=2)
    return placements(mine) == placements(solution)


# --------------------------------------------------------------------------- timing
def compile_bytecode() -> None:
    """Write zebrakit's bytecode caches, as an install does, so that "import" is not timing the compiler.

    A shell with ``PYTHONDONTWRITEBYTECODE`` set (or a source tree edited since its caches were
    written) would otherwise compile every module in every cold child: about 250 ms of the
    import instead of about 65 ms on the 2-core machine."""
    import compileall

    import zebrakit

    compileall.compile_dir(os.path.dirname(zebrakit.__file__), quiet=1)


def cold(path: str, function: str, cache: str, first: tuple[str, ...] = ()) -> dict[str, float]:
    """One fresh process reading the text once, with this cache folder (after reading ``first``,
    untimed): import, read and the whole process CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    out = subprocess.run([sys.executable, "-c", CHILD, path, function, *first], capture_output=True, text=True,
                         check=True, env={**env, "PYTHONHASHSEED": "0", "ZEBRAKIT_CACHE_DIR": cache})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    result["process"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return result


def cold_reads(paths: dict[tuple[str, int], str], size: str, i: int, cache: str) -> dict[str, float]:
    """The reader by meaning cold in three states of its cache folder (see ``stored``): "first",
    empty, as on the first run after an install; "new", filled by reading the texts of the other
    sizes, as when a new puzzle comes after others (the reader's patterns and the common words are
    kept, this puzzle's other words are not); "again", after reading this same text."""
    others = tuple(path for (other, _), path in sorted(paths.items()) if other != size)
    first = cold(paths[size, i], "read", cache + "-first")
    new = cold(paths[size, i], "read", cache + "-new", others)
    again = cold(paths[size, i], "read", cache + "-first")
    return {"import": first["import"], "first": first["import"] + first["read"],
            "new": new["import"] + new["read"], "import again": again["import"],
            "again": again["import"] + again["read"], "read": again["read"], "process": again["process"]}


def warm(text: str, function, reads: int) -> list[float]:  # noqa: ANN001 - read or read_puzzle
    function(text)
    times = []
    for _ in range(reads):
        start = time.process_time()
        function(text)
        times.append(time.process_time() - start)
    return times


def ms(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):8.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="cold runs per size and reader (default 7)")
    parser.add_argument("--warm", type=int, default=10, help="warm reads per size, reader and round (default 10)")
    parser.add_argument("--puzzles", type=int, default=3, help="texts per size, used in turn (default 3)")
    args = parser.parse_args()

    from zebrakit.formats.english import read, read_puzzle

    print(f"machine: {machine()}")
    print(f"command: python benchmarks/bench_reading.py --rounds {args.rounds} --warm {args.warm} "
          f"--puzzles {args.puzzles}")
    made = {size: texts(size, args.puzzles) for size in SIZES}
    compile_bytecode()
    with tempfile.TemporaryDirectory(prefix="bench-reading-") as folder:
        run(args, made, folder, read, read_puzzle)


def run(args: argparse.Namespace, made: dict, folder: str, read, read_puzzle) -> None:  # noqa: ANN001
    """Write the texts into ``folder``, time them and print the table."""
    paths = {}
    for size, items in made.items():
        for i, (written, _) in enumerate(items):
            paths[size, i] = os.path.join(folder, f"{size}-{i}.txt")
            Path(paths[size, i]).write_text(written.text, encoding="utf-8")
    right = {size: sum(read_right(w, s) for w, s in items) for size, items in made.items()}
    clues = {size: statistics.mean(len(w.puzzle.clues) for w, _ in items) for size, items in made.items()}
    lines = {size: statistics.mean(len(w.lines) for w, _ in items) for size, items in made.items()}

    samples: dict[tuple[str, str, str], list[float]] = {}
    for round_ in range(args.rounds):
        order = SIZES[round_ % len(SIZES):] + SIZES[:round_ % len(SIZES)]
        for size in order:
            i = round_ % args.puzzles
            written = made[size][i][0]
            for state, value in cold_reads(paths, size, i, os.path.join(folder, f"cache-{round_}-{size}")).items():
                samples.setdefault((size, "read", state), []).append(value)
            for key, value in cold(paths[size, i], "read_puzzle", os.path.join(folder, "cache-read_puzzle")).items():
                samples.setdefault((size, "read_puzzle", key), []).append(value)
            for name, function in (("read", read), ("read_puzzle", read_puzzle)):
                samples.setdefault((size, name, "warm"), []).extend(warm(written.text, function, args.warm))
        print(f"  round {round_ + 1}/{args.rounds} done", file=sys.stderr)

    print()
    print("CPU milliseconds, medians. cold = a fresh process: import (zebrakit and the reader's modules) and "
          "one read, with the reader's cache folder empty (first), holding what other puzzles left in it (new) "
          "or what this puzzle left (again); read and process (the whole child, interpreter start included) "
          "are of the last; warm = the same process reading again.")
    print()
    print("| size | clues | lines | right | cold first | cold new | cold again | of which import | read "
          "| process | warm read | read_puzzle: cold read | process | warm read |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in SIZES:
        def s(name: str, key: str, size: str = size) -> str:
            return ms(samples[size, name, key])

        print(f"| {size} | {clues[size]:.0f} | {lines[size]:.0f} | {right[size]}/{len(made[size])} | "
              f"{s('read', 'first')} | {s('read', 'new')} | {s('read', 'again')} | {s('read', 'import again')} | "
              f"{s('read', 'read')} | {s('read', 'process')} | {s('read', 'warm')} | "
              f"{s('read_puzzle', 'read')} | {s('read_puzzle', 'process')} | {s('read_puzzle', 'warm')} |")
    print()
    for (size, name, key), values in samples.items():
        if key == "error" and any(values):
            print(f"{size}: {name} raised in {int(sum(values))} of {len(values)} cold runs (time still counted)")
    big = {state: statistics.median(samples["7x18", "read", state]) for state in ("first", "new", "again")}
    small_warm = statistics.median(samples["5x5", "read", "warm"])
    print(f"goal 7x18 with {clues['7x18']:.0f} clues under 200 ms cold (import + read): "
          + ", ".join(f"{state} {1000 * value:.0f} ms ({'met' if value < 0.2 else 'NOT met'})"
                      for state, value in big.items()))
    print(f"goal 5x5 under 20 ms warm: {1000 * small_warm:.1f} ms, {'met' if small_warm < 0.02 else 'NOT met'}")


if __name__ == "__main__":
    main()
