"""The studio's server: its JSON API, limits, time limits, cancellation and isolation."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import httpx
import pytest

from studio_server import running_studio
from zebrakit.studio import work
from zebrakit.studio.server import MAX_BODY

FISH = (Path(__file__).resolve().parents[1] / "examples" / "fish.yaml").read_text()
RELAXED = (Path(__file__).resolve().parents[1] / "examples" / "fish-relaxed.yaml").read_text()
BROKEN = "categories:\n  a: [x, y, z]\n  b: [p, q, r]\nclues:\n  - x == 1\n  - x == p\n  - p == 2\n  - y == q\n"
# 9 houses, no solution, and only a wide clue: the native engine searches a long time to see it
SLOW = ("categories:\n" + "".join(f"  c{c}: [{', '.join(f'v{c}{i}' for i in range(9))}]\n" for c in range(4))
        + "clues:\n  - 'abs(v00 - c1.{c2(v30)}) * 6 < c3(0 - 9)'\n")


@pytest.fixture(scope="module")
def studio():
    with running_studio(workers=2) as url:
        yield url


def post(url: str, job: str, payload: object, timeout: float = 30) -> httpx.Response:
    return httpx.post(f"{url}/api/{job}", json=payload, timeout=timeout)


def test_the_page_and_its_files_are_served_with_a_strict_policy(studio):
    page = httpx.get(studio + "/")
    assert page.status_code == 200 and "<title>zebrakit studio</title>" in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
    for name in ("app.js", "app.css"):
        assert httpx.get(f"{studio}/static/{name}").status_code == 200


def test_analyze_reads_diagnoses_and_exports(studio):
    data = post(studio, "analyze", {"text": RELAXED}).json()
    assert data["diagnosis"]["status"] == "several" and data["diagnosis"]["count"] == 7
    assert data["diagnosis"]["extra_clues"]["clues"][0]["notation"] == "Dane == white"
    assert data["reading"]["clues"][3] == {
        "number": 4, "notation": "green < white",
        "text": "The house with green walls is somewhere to the left of the house with white walls.",
        "english": data["reading"]["clues"][3]["english"]}
    assert data["exports"]["yaml"].startswith("zebrakit: 1\n") and json.loads(data["exports"]["json"])
    fixed = post(studio, "analyze", {"text": data["fixes"]["extra"]}).json()
    assert fixed["diagnosis"]["status"] == "unique"
    singled_out = data["diagnosis"]["extra_clues"]["solution"]
    assert all(fixed["solution"][category][p] == str(value)
               for p, row in enumerate(singled_out) for category, value in row.items())


def test_analyze_of_a_contradiction_gives_repairs_to_apply(studio):
    data = post(studio, "analyze", {"text": BROKEN}).json()
    assert data["diagnosis"]["headline"] == "Contradiction: no solution"
    assert data["diagnosis"]["repairs"][0]["text"] == "remove clue 2: one solution"
    assert "x == p" not in data["fixes"]["repairs"][0]


def test_bad_input_is_a_clear_error(studio):
    response = post(studio, "analyze", {"text": "categories:\n  a: [x, y]\nclues:\n  - xx == 1\n"})
    assert response.status_code == 200 and "unknown value 'xx'" in response.json()["error"]
    assert post(studio, "analyze", {"text": " "}).json() == {
        "error": "write or paste a puzzle first (English, YAML or JSON)"}
    bad = httpx.post(f"{studio}/api/analyze", content=b"not json", timeout=10)
    assert bad.status_code == 400 and bad.json() == {"error": "the request is not JSON"}


def test_bodies_and_puzzles_are_bounded(studio):
    big = post(studio, "analyze", {"text": "x" * (MAX_BODY + 10)})
    assert big.status_code == 413 and big.json() == {"error": "the request is larger than 256 KB"}
    wide = "categories:\n" + "".join(f"  c{c}: [{', '.join(f'v{c}_{i}' for i in range(11))}]\n" for c in range(3))
    response = post(studio, "analyze", {"text": wide})
    assert response.status_code == 200
    assert response.json()["error"] == ("the puzzle is 11 x 3; the studio takes up to 10 positions and "
                                        "10 categories (use the command line)")


def test_solve_gives_the_solution_to_play_and_refuses_a_puzzle_with_several(studio):
    data = post(studio, "solve", {"text": FISH}).json()
    assert data["solution"]["nationality"][3] == "German" and data["solution"]["animal"][3] == "fish"
    refused = post(studio, "solve", {"text": RELAXED})
    assert refused.status_code == 200 and "more than one solution" in refused.json()["error"]


def test_hint_checks_the_marks_and_says_when_hints_are_not_available(studio):
    marks = [{"a": ["#", "1"], "b": ["nationality", "Norwegian"], "holds": True},
             {"a": ["#", "2"], "b": ["colour", "blue"], "holds": False},
             {"a": ["nationality", "Brit"], "b": ["colour", "red"], "holds": False}]
    data = post(studio, "hint", {"text": FISH, "marks": marks, "level": "nudge"}).json()
    assert data["wrong"] == [1, 2]
    try:
        import zebrakit.explain  # noqa: F401
    except ImportError:
        assert data["available"] is False and "not available" in data["message"]
    else:
        assert data["available"] is True and data["hint"]


def test_generate_gives_a_unique_puzzle_of_the_size_asked(studio):
    data = post(studio, "generate", {"houses": 4, "categories": 3, "seed": 5, "difficulty": "",
                                     "theme": "classic"}).json()
    assert data["seed"] == 5 and data["level"] in ("easy", "medium", "hard")
    checked = post(studio, "analyze", {"text": data["yaml"]}).json()
    assert checked["diagnosis"]["status"] == "unique" and checked["reading"]["size"] == 4
    assert post(studio, "generate", {"houses": 40}).json() == {"error": "sizes from 2 x 2 to 10 x 10 in the studio"}


def test_a_slow_puzzle_stops_at_its_time_limit_and_the_server_stays_responsive(studio):
    start = time.monotonic()
    results = {}

    def slow():
        results["slow"] = post(studio, "hint", {"text": SLOW}, timeout=60)

    thread = threading.Thread(target=slow)
    thread.start()
    time.sleep(0.5)
    quick = post(studio, "solve", {"text": FISH})  # the other worker answers meanwhile
    assert quick.status_code == 200 and time.monotonic() - start < 5
    thread.join(60)
    response = results["slow"]
    assert response.status_code == 504
    assert response.json() == {"error": f"this took longer than {work.HINT_SECONDS:g} s and was stopped"}
    assert time.monotonic() - start < work.HINT_SECONDS + 4


def test_a_request_whose_browser_goes_away_is_stopped(studio):
    pool = studio.app.state.pool
    killed = pool.killed
    start = time.monotonic()
    with httpx.Client(timeout=0.8) as client, pytest.raises(httpx.ReadTimeout):
        client.post(f"{studio}/api/solve", json={"text": SLOW})
    while pool.killed == killed and time.monotonic() - start < 5:
        time.sleep(0.05)
    assert pool.killed == killed + 1 and time.monotonic() - start < 3  # not its 8 s limit
    while pool.idle.qsize() < 2 and time.monotonic() - start < 10:
        time.sleep(0.05)
    assert len(pool.workers) == 2 and pool.idle.qsize() == 2  # replaced by a fresh worker
    assert post(studio, "solve", {"text": FISH}).status_code == 200


def test_concurrent_sessions_do_not_see_each_other(studio):
    texts = [FISH, RELAXED, BROKEN] * 4
    answers: list[tuple[str, dict]] = []

    def ask(text: str) -> None:
        answers.append((text, post(studio, "analyze", {"text": text}).json()))

    threads = [threading.Thread(target=ask, args=(t,)) for t in texts]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    expected = {FISH: "unique", RELAXED: "several", BROKEN: "contradiction"}
    assert len(answers) == len(texts)
    assert all(data["diagnosis"]["status"] == expected[text] for text, data in answers)


def test_explain_gives_the_steps_or_says_they_are_not_available(studio):
    data = post(studio, "explain", {"text": FISH}).json()
    try:
        import zebrakit.explain  # noqa: F401
    except ImportError:
        assert data == {"available": False,
                        "message": "Step-by-step explanations are not available in this version of zebrakit."}
    else:
        assert data["available"] is True and data["explanation"]["steps"]


def test_the_command_serves_on_127_0_0_1_by_default_and_stops_on_sigterm():
    import os
    import signal
    import subprocess
    import sys

    from studio_server import free_port

    port = free_port()
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root / "src")}
    process = subprocess.Popen([sys.executable, "-m", "zebrakit", "studio", "--port", str(port)],
                               stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = process.stderr.readline()
        assert line == f"zebrakit studio: http://127.0.0.1:{port}/  (Ctrl-C to stop)\n"
        assert httpx.get(f"http://127.0.0.1:{port}/", timeout=10).status_code == 200
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(20)
    assert process.returncode == 130  # as every command ends on Ctrl-C or SIGTERM, after a clean shutdown
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/", timeout=5)


def test_a_worker_that_dies_is_replaced_and_its_request_answered_clearly(studio):
    import os
    import signal

    pool = studio.app.state.pool
    results = {}

    def slow():
        results["slow"] = post(studio, "solve", {"text": SLOW}, timeout=60)

    thread = threading.Thread(target=slow)
    thread.start()
    time.sleep(0.8)
    for worker in list(pool.workers):  # as the kernel's out-of-memory killer would
        os.kill(worker.process.pid, signal.SIGKILL)
    thread.join(30)
    assert results["slow"].json() == {"error": "the worker solving this stopped unexpectedly (out of "
                                               "memory?); try again, or a smaller puzzle"}
    for _ in range(3):  # the idle worker that died is found dead and replaced before use
        assert post(studio, "solve", {"text": FISH}).json()["solution"]["animal"][3] == "fish"
    assert all(worker.process.is_alive() for worker in pool.workers) and len(pool.workers) == 2


def test_a_worker_cannot_take_more_memory_than_its_cap():
    import subprocess
    import sys

    code = ("from zebrakit.studio.pool import _limit_memory, WORKER_MEMORY\n"
            "_limit_memory()\n"
            "try:\n    bytearray(WORKER_MEMORY + 1)\nexcept MemoryError:\n    print('refused')\n")
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(root / "src"), "PATH": "/usr/bin:/bin"}, check=False)
    assert done.stdout == "refused\n"
