"""Documents per minute for each extractor on PolNeAR texts, with what drives the cost.

For every backend: documents per minute and the attribution scores on the same
texts. For ``llm``: sentences per document, the candidate filter's reduction (the
pipeline sends only candidate sentences to the model), model calls per document
and how many needed the grammar retry. For ``hybrid``: model calls (one per claim
the parse finds) and the fill rate, the share of answers that passed every check.
The model backends are slow on 2 cores, so they run on the first few texts.
Writes benchmarks/results/extractor_speed.json.

    .venv/bin/python benchmarks/extractor_speed.py [--parse-documents 204] [--model-documents 3]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from datetime import UTC, datetime
from pathlib import Path

from evaluation.attribution import predict_attributions, score_documents
from evaluation.polnear import KINDS, polnear_documents
from evaluation.scoring import scores
from pipeline.extract import get_extractor
from pipeline.sentences import candidate_cue, split_sentences

ROOT = Path(__file__).resolve().parent.parent
POLNEAR = ROOT.parent / "shared" / "corpora" / "polnear"
RESULTS = ROOT / "benchmarks" / "results" / "extractor_speed.json"


def run(name: str, documents: list, candidates_only: bool) -> dict:
    extractor = get_extractor(name)
    split = [s for d in documents for _, _, s in split_sentences(d.text_path.read_text(encoding="utf-8"))]
    sentences = len(split)
    candidates = sum(1 for s in split if candidate_cue(s) is not None)
    started = time.perf_counter()
    totals, gold, predicted = score_documents(
        documents, lambda text: predict_attributions(text, extractor, candidates_only=candidates_only)
    )
    seconds = time.perf_counter() - started
    row = {
        "extractor": name,
        "documents": len(documents),
        "sentences_sent": candidates if candidates_only else sentences,
        "seconds": round(seconds, 1),
        "documents_per_minute": round(len(documents) / seconds * 60, 2),
        "sentences_per_document": round(sentences / len(documents), 1),
        "candidate_sentences_per_document": round(candidates / len(documents), 1),
        "candidate_filter_keeps": round(candidates / sentences, 3),
        "gold": gold,
        "predicted": predicted,
        **{kind: scores(totals[kind]) for kind in KINDS},
    }
    if name == "llm":
        row["model_calls_per_document"] = round(row["sentences_sent"] / len(documents), 1)
        row["grammar_retries"] = extractor.retries
    if name == "hybrid":
        row["model_calls"] = extractor.calls
        row["model_calls_per_document"] = round(extractor.calls / len(documents), 1)
        row["fields_filled"] = extractor.filled
        row["fill_rate"] = round(extractor.filled / extractor.calls, 3) if extractor.calls else None
    return row


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--polnear", default=str(POLNEAR))
    parser.add_argument("--parse-documents", type=int, default=204)
    parser.add_argument("--model-documents", type=int, default=3)
    parser.add_argument(
        "--extractors", default="parse,hybrid,llm", help="rerun only these; the others' runs are kept"
    )
    args = parser.parse_args()
    chosen = set(args.extractors.split(","))
    documents = polnear_documents(args.polnear)
    plan = [
        ("parse", args.parse_documents, False),
        # The same texts for the parse as for the model backends, so the scores compare.
        ("parse", args.model_documents, False),
        ("hybrid", args.model_documents, False),
        # As the pipeline runs it: only candidate sentences reach the model.
        ("llm", args.model_documents, True),
    ]
    kept = json.loads(RESULTS.read_text())["runs"] if RESULTS.exists() else []
    rows = []
    for name, count, candidates_only in plan:
        previous = [r for r in kept if r["extractor"] == name and r["documents"] == count]
        if name not in chosen and previous:
            rows.append(previous[0])
            continue
        row = run(name, documents[:count], candidates_only)
        row["date"] = datetime.now(UTC).isoformat(timespec="seconds")
        row["load_average_after"] = round(os.getloadavg()[0], 2)
        rows.append(row)
    report = {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "command": "benchmarks/extractor_speed.py "
        f"--parse-documents {args.parse_documents} --model-documents {args.model_documents}",
        "runs": rows,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
