"""Near-duplicate detection at scale: a synthetic corpus of N articles, a third of them edited copies.

Measures MinHash signatures, LSH indexing and querying through `pipeline.reuse`
(the code the text_reuse stage runs), and how many planted copies were found.
Writes benchmarks/results/reuse_scale.json.

    .venv/bin/python benchmarks/reuse_scale.py [--documents 10000]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import time
from datetime import UTC, datetime
from pathlib import Path

from pipeline.reuse import find_reuse, signatures

RESULTS = Path(__file__).resolve().parent / "results" / "reuse_scale.json"


def synthetic_corpus(documents: int, seed: int = 7) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """(doc_id, text) pairs of about 600 words, and the original each planted copy came from."""
    rng = random.Random(seed)
    vocabulary = [f"w{n}" for n in range(20_000)]
    originals = int(documents * 2 / 3)
    corpus: list[tuple[str, str]] = []
    for n in range(originals):
        corpus.append((f"d{n:06d}", " ".join(rng.choices(vocabulary, k=600))))
    planted: dict[str, str] = {}
    for n in range(originals, documents):
        source_id, source = corpus[rng.randrange(originals)]
        words = source.split()
        for _ in range(12):  # a dozen small edits, as a copy desk makes
            words[rng.randrange(len(words))] = rng.choice(vocabulary)
        if rng.random() < 0.5:  # half the copies are trimmed, as wire copy often is
            words = words[: int(len(words) * 0.7)]
        copy_id = f"d{n:06d}"
        corpus.append((copy_id, " ".join(words)))
        planted[copy_id] = source_id
    return corpus, planted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--documents", type=int, default=10_000)
    args = parser.parse_args()
    corpus, planted = synthetic_corpus(args.documents)

    started = time.perf_counter()
    docs = [
        {"doc_id": doc_id, "hashvalues": hashvalues, "shingles": size, "published": None, "first_seen": "t"}
        for (doc_id, _), (hashvalues, size) in zip(corpus, signatures([t for _, t in corpus]), strict=True)
    ]
    signed = time.perf_counter()
    pairs = find_reuse(docs, [])
    indexed = time.perf_counter()

    found = {(p["doc_a"], p["doc_b"]) for p in pairs}
    # Copies of one original are reuse of each other too: a pair is true when both are of one family.
    family = {doc_id: planted.get(doc_id, doc_id) for doc_id, _ in corpus}
    true_pairs = {pair for pair in found if family[pair[0]] == family[pair[1]]}
    copies_found = {copy for copy, source in planted.items() if tuple(sorted((copy, source))) in found}
    report = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        # other work on the machine while measuring, as the 1-minute load average
        "load_average_after": round(os.getloadavg()[0], 2),
        "command": f".venv/bin/python benchmarks/reuse_scale.py --documents {args.documents}",
        "documents": len(corpus),
        "words_per_original": 600,
        "signature_seconds": round(signed - started, 2),
        "lsh_index_and_query_seconds": round(indexed - signed, 2),
        "total_seconds": round(indexed - started, 2),
        "planted_copies": len(planted),
        "planted_copies_found": len(copies_found),
        "pairs_reported": len(pairs),
        "pairs_outside_a_family": len(found - true_pairs),
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
