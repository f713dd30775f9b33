"""The learned cue model measured honestly: trained on some PolNeAR texts, scored on the others.

The shipped weights are trained on every shared text, so ``claimgraph eval
attribution`` on those texts flatters them. This script splits the texts into
folds (text i goes to fold i mod k), trains the cue model on all folds but one,
runs the parse extractor with it on the held-out fold, and sums the counts over
the folds; it also scores the parse extractor without any learned cue on the same
texts. Writes benchmarks/results/cue_model_cv.json.

    .venv/bin/python benchmarks/cue_model_cv.py [--folds 5] [--regularization 1] [--threshold 0.4 ...]
        [--predictions FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from evaluation.attribution import predict_attributions, score_documents
from evaluation.cue_training import polnear_examples, train
from evaluation.polnear import KINDS, polnear_documents
from evaluation.scoring import Counts, scores
from pipeline.extract.cue_model import DEFAULT_THRESHOLD, NO_LEARNED_CUES, CueModel
from pipeline.extract.parse import DECIDED_BY_RULES, ParseExtractor

ROOT = Path(__file__).resolve().parent.parent
POLNEAR = ROOT.parent / "shared" / "corpora" / "polnear"
RESULTS = ROOT / "benchmarks" / "results" / "cue_model_cv.json"


def held_out_scores(
    documents: list, models: list[CueModel], folds: int, write_prediction: Callable[[str], None] | None = None
) -> dict:
    """Scores over all texts, each text predicted by the model of its own fold."""
    totals = {kind: Counts() for kind in KINDS}
    gold = predicted = 0
    for fold in range(folds):
        extractor = ParseExtractor(cue_model=models[fold])
        held_out = documents[fold::folds]
        counts, fold_gold, fold_predicted = score_documents(
            held_out, lambda text, e=extractor: predict_attributions(text, e), write_prediction
        )
        for kind in KINDS:
            totals[kind] = totals[kind] + counts[kind]
        gold, predicted = gold + fold_gold, predicted + fold_predicted
    return {"gold": gold, "predicted": predicted, **{kind: scores(totals[kind]) for kind in KINDS}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--regularization", type=float, default=1.0)
    parser.add_argument("--threshold", type=float, nargs="+", default=[DEFAULT_THRESHOLD])
    parser.add_argument("--polnear", type=Path, default=POLNEAR)
    parser.add_argument(
        "--predictions",
        type=Path,
        help="Write the held-out predictions of the first threshold here (JSON lines).",
    )
    args = parser.parse_args()

    documents = polnear_documents(args.polnear)
    started = time.perf_counter()
    examples = polnear_examples(args.polnear, DECIDED_BY_RULES)
    fold_examples = [
        [e for d in documents if d not in documents[fold :: args.folds] for e in examples[d.name]]
        for fold in range(args.folds)
    ]
    trained = [train(chunk, regularization=args.regularization) for chunk in fold_examples]
    print(f"examples and {args.folds} models: {time.perf_counter() - started:.1f} s")

    runs = {"without learned cues": held_out_scores(documents, [NO_LEARNED_CUES] * args.folds, args.folds)}
    for n, threshold in enumerate(args.threshold):
        models = [CueModel(m.weights, m.intercept, threshold) for m in trained]
        if n == 0 and args.predictions is not None:
            with args.predictions.open("w", encoding="utf-8") as out:
                run = held_out_scores(documents, models, args.folds, lambda line: out.write(line + "\n"))
        else:
            run = held_out_scores(documents, models, args.folds)
        runs[f"learned cues, threshold {threshold}"] = run
    for name, run in runs.items():
        print(name, run["predicted"], {k: (run[k]["f1"], run[k]["overlap_f1"]) for k in KINDS})

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {
                "measured_at": datetime.now(UTC).isoformat(timespec="seconds"),
                "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
                "documents": len(documents),
                "folds": args.folds,
                "regularization": args.regularization,
                "candidates": sum(len(v) for v in examples.values()),
                "candidates_in_gold_cues": sum(label for v in examples.values() for _, label in v),
                "runs": runs,
            },
            indent=2,
        )
        + "\n"
    )


if __name__ == "__main__":
    main()
