"""Each parse rule's contribution to the PolNeAR figures: the eval with the rule left out.

For every rule in ``pipeline.extract.parse.RULES``, in the registry's order, this script
scores the parse extractor on PolNeAR as ``claimgraph eval attribution --extractor parse
--disable-rule NAME`` does, and beside it the run with every rule on: source, cue and
content overlap F1 and exact F1, and the number of predicted attributions. A rule's
contribution is what the figures lose without it; a rule whose arm later rules can take
over (a cue verb closing a quotation is also ``quotation_closer``'s) loses less than it
finds. Each sentence is parsed once and its parse reused by every run: the rules only read
it. Writes benchmarks/results/rule_ablation.json.

    .venv/bin/python benchmarks/rule_ablation.py [--polnear DIR] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from evaluation.attribution import predict_attributions, score_documents
from evaluation.polnear import KINDS, polnear_documents
from evaluation.scoring import scores
from pipeline.extract.parse import RULE_NAMES, ParseExtractor

ROOT = Path(__file__).resolve().parent.parent
POLNEAR = ROOT.parent / "shared" / "corpora" / "polnear"
RESULTS = ROOT / "benchmarks" / "results" / "rule_ablation.json"

PARSES: dict[str, object] = {}


class ParsedOnce(ParseExtractor):
    """The parse extractor with every sentence's parse kept for the next run."""

    def parse(self, texts: Iterable[str]) -> Iterator:
        texts = list(texts)
        new = [t for t in dict.fromkeys(texts) if t not in PARSES]
        PARSES.update(zip(new, super().parse(new), strict=True))
        return (PARSES[t] for t in texts)


def run(documents: list, disabled: tuple[str, ...]) -> dict:
    extractor = ParsedOnce(disabled_rules=disabled)
    started = time.perf_counter()
    totals, gold, predicted = score_documents(documents, lambda text: predict_attributions(text, extractor))
    figures = {kind: scores(totals[kind]) for kind in KINDS}
    return {
        "predicted": predicted,
        "gold": gold,
        **{kind: {"overlap_f1": figures[kind]["overlap_f1"], "f1": figures[kind]["f1"]} for kind in KINDS},
        "seconds": round(time.perf_counter() - started, 1),
    }


def table(runs: dict) -> str:
    """One line a run: predicted, then overlap and exact F1 of each kind, each with its change
    from all rules on."""
    base = runs["all rules"]
    header = f"{'run':<30}{'predicted':>16}" + "".join(
        f"{f'{k} {m}':>22}" for k in KINDS for m in ("ovl", "exact")
    )
    lines = [header]
    for label, row in runs.items():
        cells = f"{row['predicted']:>8} ({row['predicted'] - base['predicted']:+5})"
        for kind in KINDS:
            for measure in ("overlap_f1", "f1"):
                value = row[kind][measure]
                cells += f"{value:>13.4f} ({value - base[kind][measure]:+.3f})"
        lines.append(f"{label:<30}{cells}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--polnear", type=Path, default=POLNEAR)
    parser.add_argument("--limit", type=int, help="only the first N texts (a quick try; writes no results)")
    args = parser.parse_args()

    documents = polnear_documents(args.polnear)
    if args.limit is not None:
        documents = documents[: args.limit]
    runs = {"all rules": run(documents, ())}
    for name in RULE_NAMES:
        runs[f"without {name}"] = run(documents, (name,))

    print(table(runs))
    if args.limit is not None:
        return
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {
                "measured_at": datetime.now(UTC).isoformat(timespec="seconds"),
                "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
                "command": "python benchmarks/rule_ablation.py",
                "documents": len(documents),
                "rules": list(RULE_NAMES),
                "runs": runs,
            },
            indent=2,
        )
        + "\n"
    )


if __name__ == "__main__":
    main()
