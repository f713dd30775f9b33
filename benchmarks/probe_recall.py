"""How many of the recall set's disagreements the contradiction probe finds (issue 17, "Measure").

    .venv/bin/python benchmarks/probe_recall.py HOME [--recall benchmarks/labels/contradiction_recall.json]

Each recall entry's description ("Kei Nishikori's earnings last year: $46 million (People With
Money) against $11 million (Forbes via Deadspin)") is one free-text query, as an analyst would type
it; the probe (deterministic judge, its cache and run store in HOME, the graph untouched) runs all
of them at once. An entry is found when a judged pair has a claim on each of its sides (matched as
``quality_score.py --recall`` matches them: the side's file, a span over its quote):

- ``contradiction``: the pair's verdict is ``contradiction``;
- ``to_review``: any other finding (a contradiction downgraded under the floor, a temporal
  verdict, a negation artifact), which the probe lists for a person;
- ``judged``: the pair was judged at all, whatever the verdict;
- ``retrieved``: the entry's own query retrieved a claim of each side.

Printed, and written to benchmarks/results/probe_recall.json (one entry per judge rules version).
"""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path

from quality_score import _documents, entry_matchers  # sibling script

from pipeline.judge import get_judge
from pipeline.judge.cache import JudgeCache
from pipeline.judge.pairs import ClaimIndex
from pipeline.probe.report import is_finding
from pipeline.probe.run import judge_all, load_claims, verdict_cache_path
from pipeline.settings import Settings

RESULTS = Path(__file__).resolve().parent / "results" / "probe_recall.json"


def probe_recall(home: Path, recall_path: Path) -> dict:
    entries = json.loads(recall_path.read_text(encoding="utf-8"))["entries"]
    settings = Settings(home=home.resolve())
    claims = load_claims(settings.published_path)
    judge = get_judge("deterministic")
    queries = [entry["description"] for entry in entries]
    results, judged, counts = judge_all(
        queries, claims, judge, JudgeCache(verdict_cache_path(settings)), max_calls=10_000
    )
    index = ClaimIndex(claims)
    by_file, texts = _documents(home)
    rows = []
    for entry in entries:
        on_a, on_b = entry_matchers(entry, by_file, texts)
        holding = [
            item
            for item in judged.values()
            if (on_a(item.pair.a) and on_b(item.pair.b)) or (on_b(item.pair.a) and on_a(item.pair.b))
        ]
        verdicts = [item.verdict for item in holding if item.verdict is not None]
        retrieved = index.retrieve(entry["description"])
        rows.append(
            {
                "id": entry["id"],
                "contradiction": any(v.verdict == "contradiction" for v in verdicts),
                "to_review": any(is_finding(v) for v in verdicts),
                "judged": bool(verdicts),
                "retrieved": any(on_a(c) for c in retrieved) and any(on_b(c) for c in retrieved),
                "verdicts": sorted(
                    {v.verdict + (" (downgraded)" if v.downgraded_from else "") for v in verdicts}
                ),
            }
        )
    return {
        "home": str(home.resolve()),
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "judge": judge.judge_id,
        "prompt_version": judge.prompt_version,
        "entries": len(entries),
        **{key: sum(r[key] for r in rows) for key in ("contradiction", "to_review", "judged", "retrieved")},
        "pairs_judged": len(judged),
        "judge_calls": counts.get("calls"),
        "results": rows,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("home", type=Path)
    parser.add_argument(
        "--recall",
        type=Path,
        default=Path(__file__).resolve().parent / "labels" / "contradiction_recall.json",
    )
    args = parser.parse_args()
    result = probe_recall(args.home, args.recall)
    for row in result["results"]:
        print(
            f"  {row['id']}: {', '.join(row['verdicts']) or ('retrieved, no pair' if row['retrieved'] else 'not retrieved')}"
        )
    print(
        f"of {result['entries']}: contradiction {result['contradiction']}, listed for review "
        f"{result['to_review']}, judged {result['judged']}, both sides retrieved by its query {result['retrieved']}"
    )
    saved = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    saved[result["prompt_version"]] = result
    RESULTS.write_text(json.dumps(saved, indent=1) + "\n")


if __name__ == "__main__":
    main()
