"""Evidence scan speed: building the passage index for 1,000 documents, and one scan of 12 candidates.

The 1,000 documents are the 862 FNC-1 bodies and the first 138 Helsinki summit
articles (../shared/corpora). They are indexed the way the ``passage_index``
asset indexes a batch (passages and postings, then embeddings), timed per step.
A scan is then timed with each judge that runs here: ``learned`` (cold: a fresh
verdict cache; warm: the same scan again, all verdicts from the cache), with
``--llm`` the packaged Gemma 3 270M through llama-cpp-python, and with ``--server
URL`` any OpenAI-compatible server (``--server-model`` names its model), such as
llama-cpp-python's own: ``python -m llama_cpp.server --model GGUF --port 8080``.
The load average is written beside the figures: the machine is shared.
Writes benchmarks/results/scan_latency.json.

    .venv/bin/python benchmarks/scan_latency.py [--llm] [--server URL] [--documents 1000] [--home DIR]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import platform
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from evaluation.fnc1 import read_fnc1
from evaluation.scan_eval import index_bodies
from pipeline.scan.engine import run_scan
from pipeline.scan.judge import get_judge
from pipeline.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
CORPORA = ROOT.parent / "shared" / "corpora"
RESULTS = ROOT / "benchmarks" / "results" / "scan_latency.json"
CLAIMS = [
    "Trump and Putin met in Helsinki",
    "A woman has had surgery to get a third breast",
    "ISIS beheaded an American journalist",
]


def documents(n: int) -> dict[str, str]:
    _, bodies = read_fnc1(CORPORA / "fnc1")
    texts = dict(list(bodies.items())[:n])
    csv.field_size_limit(10_000_000)
    with (CORPORA / "helsinki" / "helsinki_articles.csv").open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            if len(texts) >= n:
                break
            texts[f"helsinki-{row['id']}"] = row["text"].replace(" ### ", "\n\n")
    return texts


def time_scans(settings: Settings, judge) -> dict:
    out = {}
    for label in ("cold", "warm"):
        runs = []
        for claim in CLAIMS:
            started = time.perf_counter()
            outcome = run_scan(settings, claim, judge)
            runs.append(
                {
                    "claim": claim,
                    "seconds": round(time.perf_counter() - started, 3),
                    "candidates": len(outcome.results) + len(outcome.failed),
                    "calls": outcome.calls,
                    "cache_hits": outcome.cache_hits,
                }
            )
        out[label] = runs
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=1000)
    parser.add_argument("--llm", action="store_true", help="also time the Gemma 3 270M judge")
    parser.add_argument(
        "--server", metavar="URL", help="also time the judge through this OpenAI-compatible server"
    )
    parser.add_argument("--server-model", default=None, help="the server's model name")
    parser.add_argument(
        "--home",
        type=Path,
        default=None,
        help="keep the index here; a second run reuses it (its index seconds are then near zero)",
    )
    args = parser.parse_args()
    texts = documents(args.documents)
    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(home=args.home or Path(scratch))
        started = time.perf_counter()
        index = index_bodies(settings, texts, batch="bench")
        index["total"] = round(time.perf_counter() - started, 1)
        scans = {"learned": time_scans(settings, get_judge("learned"))}
        if args.llm:
            scans["llm"] = time_scans(settings, get_judge("llm"))
        if args.server:
            scans["server"] = time_scans(settings, get_judge("server", args.server_model, args.server))
    result = {
        "documents": len(texts),
        "index_seconds": index,
        "scans": scans,
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_average": [round(x, 1) for x in os.getloadavg()],
        "date": datetime.now(UTC).date().isoformat(),
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
