"""How long `resolve_claims` takes alone on one home's claims, the names found beforehand.

    PYTHONPATH=CHECKOUT .venv/bin/python benchmarks/resolve_time.py HOME [--inputs FILE]

The resolution stage's time in an ingest also holds the name recognizer, cluster assignment and
the `same_as` suggestions, and moves with the machine; this times only the reading of speakers
and subjects, best of two runs. Run it with PYTHONPATH at two checkouts to compare their code on
the same inputs (the claims, names and texts are kept in --inputs after the first run).
"""

from __future__ import annotations

import argparse
import pickle
import time
from pathlib import Path

import pandas as pd


def inputs(home: Path, kept: Path) -> tuple[list[dict], dict, dict]:
    if kept.exists():
        with open(kept, "rb") as file:
            return pickle.load(file)
    from pipeline.named import named_mentions

    claims = pd.read_parquet(home / "lake" / "modality_guard").to_dict("records")
    docs = pd.read_parquet(home / "lake" / "document")
    with_claims = {c["doc_id"] for c in claims}
    texts = {d: t for d, t in zip(docs.doc_id, docs.text, strict=True) if d in with_claims}
    found = (claims, named_mentions(texts), texts)
    with open(kept, "wb") as file:
        pickle.dump(found, file)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("home", type=Path)
    parser.add_argument("--inputs", type=Path, default=Path("/tmp/claimgraph_resolve_inputs.pkl"))
    args = parser.parse_args()
    claims, names, texts = inputs(args.home, args.inputs)
    from pipeline.resolve import resolve_claims

    try:
        from pipeline.given_names import table

        table()  # read once, as an ingest does before its first document
    except ImportError:
        pass  # code from before the given names
    best = min(_timed(resolve_claims, claims, names, texts) for _ in range(2))
    print(f"{len(claims)} claims: resolve_claims {best:.2f} s (best of 2)")


def _timed(resolve, claims: list[dict], names: dict, texts: dict) -> float:
    started = time.perf_counter()
    resolve(claims, names, texts)
    return time.perf_counter() - started


if __name__ == "__main__":
    main()
