"""The parse extractor as one more annotator: scored the way PolNeAR's annotators score each other.

The issue's target is "the level of a second trained human annotator": PolNeAR's
annotators, scored against each other. Four of the shared texts carry every
annotator's file (six each). On those texts this script scores

- every annotator against every other (each ordered pair: one as gold, the other as
  predictions), and
- the parse extractor against each annotator as gold, with a cue model trained on
  every other shared text (so these four texts are held out), and with rules alone,
- with ``--llm``, the llm extractor (its default model, on the candidate sentences, as the
  pipeline runs it; a few minutes on 2 cores),

with the eval's own scorer (``evaluation.scoring``), counts summed over texts and pairs.
Writes benchmarks/results/annotator_agreement.json.

    .venv/bin/python benchmarks/annotator_agreement.py [--polnear DIR] [--llm]
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from datetime import UTC, datetime
from itertools import permutations
from pathlib import Path

from evaluation.attribution import predict_attributions
from evaluation.cue_training import polnear_examples, train
from evaluation.polnear import KINDS, annotations_by_text, read_brat
from evaluation.scoring import Counts, count_matches, scores
from pipeline.extract import get_extractor
from pipeline.extract.cue_model import NO_LEARNED_CUES
from pipeline.extract.parse import DECIDED_BY_RULES, ParseExtractor

ROOT = Path(__file__).resolve().parent.parent
POLNEAR = ROOT.parent / "shared" / "corpora" / "polnear"
RESULTS = ROOT / "benchmarks" / "results" / "annotator_agreement.json"


def summed(pairs: list[tuple[list, list]]) -> dict:
    """Scores of (gold, predicted) attribution lists, counts summed over all the pairs."""
    totals = {kind: Counts() for kind in KINDS}
    for gold, predicted in pairs:
        for kind in KINDS:
            totals[kind] = totals[kind] + count_matches(gold, predicted, kind)
    return {"pairs": len(pairs), **{kind: scores(totals[kind]) for kind in KINDS}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--polnear", type=Path, default=POLNEAR)
    parser.add_argument("--llm", action="store_true", help="score the llm extractor too")
    args = parser.parse_args()

    shared = {name: files for name, files in annotations_by_text(args.polnear).items() if len(files) >= 2}
    annotators = {name: [read_brat(path) for path in files] for name, files in shared.items()}
    texts = {name: (args.polnear / "text" / f"{name}.txt").read_text(encoding="utf-8") for name in shared}

    human = summed([(gold, other) for files in annotators.values() for gold, other in permutations(files, 2)])

    started = time.perf_counter()
    examples = polnear_examples(args.polnear, DECIDED_BY_RULES)
    held_out_model = train([e for name, found in examples.items() if name not in shared for e in found])
    runs = [
        ("parse, cue model trained on the other texts", ParseExtractor(cue_model=held_out_model), False),
        ("rules only", ParseExtractor(cue_model=NO_LEARNED_CUES), False),
    ]
    if args.llm:
        runs.append(("llm, default model, candidate sentences", get_extractor("llm"), True))
    machines = {}
    for label, extractor, candidates_only in runs:
        predicted = {
            name: predict_attributions(text, extractor, candidates_only=candidates_only)
            for name, text in texts.items()
        }
        machines[label] = summed(
            [(gold, predicted[name]) for name, files in annotators.items() for gold in files]
        )
    result = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {platform.python_version()}",
        "texts": sorted(shared),
        "annotators_per_text": [len(files) for files in annotators.values()],
        "gold_per_annotator": {name: [len(a) for a in files] for name, files in annotators.items()},
        "human_vs_human": human,
        **machines,
        "seconds": round(time.perf_counter() - started, 1),
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    for label in ("human_vs_human", *machines):
        row = result[label]
        print(label, row["pairs"], {kind: (row[kind]["overlap_f1"], row[kind]["f1"]) for kind in KINDS})


if __name__ == "__main__":
    main()
