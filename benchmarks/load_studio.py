"""Load test of zebrakit studio: concurrent clients solving a 6x6 puzzle against a local server.

    python benchmarks/load_studio.py                    # 50 clients for 20 s, server started here
    python benchmarks/load_studio.py --clients 20 --seconds 5

Traffic goes to 127.0.0.1 only (the server is started in this process, on a free port). Each
client sends ``POST /api/solve`` with the same generated 6x6 puzzle, one request after another,
until the time is up or ``MAX_REQUESTS`` have been sent; prints requests, errors, throughput and
latency percentiles (wall-clock, as a browser sees them), with the machine's CPU count.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

MAX_REQUESTS = 200_000
"""Requests sent at most, whatever the duration: the test always ends."""


@dataclass
class Result:
    """What the clients saw."""

    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def percentile(self, q: float) -> float:
        """The q-th percentile latency in seconds (0 when nothing was measured)."""
        if not self.latencies:
            return 0.0
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))]

    def summary(self) -> str:
        """One paragraph for people."""
        count = len(self.latencies)
        median = statistics.median(self.latencies) if count else 0.0
        return (f"{count} requests in {self.seconds:.1f} s ({count / max(self.seconds, 1e-9):.0f}/s), "
                f"{len(self.errors)} errors; latency median {median * 1000:.0f} ms, "
                f"p95 {self.percentile(95) * 1000:.0f} ms, p99 {self.percentile(99) * 1000:.0f} ms, "
                f"max {max(self.latencies, default=0) * 1000:.0f} ms ({os.cpu_count()} CPUs)")


def six_by_six() -> str:
    """A generated 6x6 puzzle with one solution, as YAML."""
    from zebrakit.formats import dumps
    from zebrakit.generate import generate_one

    return dumps(generate_one("6x6", seed=1).puzzle, "yaml")


async def run_clients(url: str, text: str, clients: int, seconds: float) -> Result:
    """``clients`` concurrent loops of solve requests for ``seconds``."""
    import httpx

    if not url.startswith(("http://127.", "http://localhost", "http://[::1]")):
        raise SystemExit("the load test sends traffic to this machine only (127.0.0.1)")
    result = Result()
    end = time.monotonic() + seconds
    sent = 0

    async def client(http: httpx.AsyncClient) -> None:
        nonlocal sent
        while time.monotonic() < end and sent < MAX_REQUESTS:
            sent += 1
            start = time.monotonic()
            try:
                response = await http.post(f"{url}/api/solve", json={"text": text})
                data = response.json()
                if response.status_code != 200 or "solution" not in data:
                    result.errors.append(f"{response.status_code}: {data.get('error')}")
                    continue
            except httpx.HTTPError as error:
                result.errors.append(f"{type(error).__name__}: {error}")
                continue
            result.latencies.append(time.monotonic() - start)

    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    began = time.monotonic()
    async with httpx.AsyncClient(timeout=60, limits=limits) as http:
        await asyncio.gather(*(client(http) for _ in range(clients)))
    result.seconds = time.monotonic() - began
    return result


def load(url: str, clients: int = 50, seconds: float = 20.0) -> Result:
    """Run the load test against a studio at ``url`` (on this machine)."""
    return asyncio.run(run_clients(url, six_by_six(), clients, seconds))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=None, help="studio worker processes")
    args = parser.parse_args()
    root = Path(__file__).resolve().parents[1]
    sys.path[:0] = [str(root / "src"), str(root / "tests")]
    from studio_server import running_studio

    with running_studio(workers=args.workers or 2) as url:
        result = load(url, args.clients, args.seconds)
    print(f"{args.clients} clients, {args.seconds:g} s, POST /api/solve of a 6x6 puzzle:")
    print(result.summary())
    if result.errors:
        print("first errors:", *result.errors[:5], sep="\n  ")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
