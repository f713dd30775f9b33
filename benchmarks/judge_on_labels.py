"""The deterministic judge on the labelled real-news contradiction rows (issue 17, "Measure").

    PYTHONPATH=. .venv/bin/python benchmarks/judge_on_labels.py \\
        [--labels benchmarks/labels/after/contradictions.jsonl] [--home /work/rn-after] \\
        [--recall benchmarks/labels/contradiction_recall.json]

Every labelled row lists its claim pairs (``row.pairs``: one claim on each of two sides). Each
pair is judged by the deterministic judge on the claims as the home's ``claims`` mart holds them
(read only; no verdict cache is written), with the speaker's history the probe would give it.
The row gets the verdict of its strongest pair, where pairs are ordered by their verdict, most
conflicting first (``ORDER``: contradiction, temporal_regression, temporal_supersession,
temporal_evolution, a contradiction downgraded under the floor, negation_artifact,
no_contradiction), then by the judge's confidence, then by the graph's strength. So a row is kept
as ``contradiction`` when the judge says so of any of its pairs. (The other reading, the verdict
of the pair with the highest graph strength, is reported beside it as ``by_graph_strength``.)

Printed and written to benchmarks/results/judge_on_labels.json (keyed by the judge's rules
version, so runs before and after a rule change sit side by side):

- per verdict, how many rows got it and how many of those the reader labelled real;
- precision of the rows kept as ``contradiction`` (real of kept);
- the real rows the judge drops (not ``contradiction``), of all real rows: recall against the
  reader within the sample;
- for the recall set, how many entries a ``contradiction`` row holds, matched as
  ``quality_score.py --recall`` matches them (its functions), beside the count over all rows.

The rows are the sheet's copies of the home's report (24 rows, all of it), so the recall count
over all rows is the one ``quality_score.py --recall`` gives for that home.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from quality_score import _documents, entry_matchers, rows_holding  # sibling script

from pipeline.judge.deterministic import RULES_VERSION, judge_pair
from pipeline.judge.pairs import date_prefilter, history_of
from pipeline.judge.verdicts import Pair
from pipeline.probe.run import load_claims

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "judge_on_labels.json"
LABELS = ROOT / "benchmarks" / "labels" / "after" / "contradictions.jsonl"
RECALL = ROOT / "benchmarks" / "labels" / "contradiction_recall.json"
HOME = Path("/work/rn-after")

# Most conflicting first; "unsure" is a contradiction the floor downgraded to no_contradiction.
ORDER = (
    "contradiction",
    "temporal_regression",
    "temporal_supersession",
    "temporal_evolution",
    "unsure",
    "negation_artifact",
    "no_contradiction",
)


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _grade(judged: dict) -> str:
    return "unsure" if judged["downgraded_from"] else judged["verdict"]


def judge_row(row: dict, claims: dict[str, dict], all_claims: list[dict]) -> list[dict]:
    """Every pair the row lists, judged; in the row's order."""
    out = []
    for listed in row["pairs"]:
        a, b = claims[listed["claim_a"]], claims[listed["claim_b"]]
        earlier, later = sorted((a, b), key=lambda c: (c.get("said_on") or "", c["id"]))
        pair = Pair(a=a, b=b, conflict=listed["conflict"], history=history_of(later, earlier, all_claims))
        verdict = judge_pair(pair)
        out.append(
            {
                "claim_a": a["id"],
                "claim_b": b["id"],
                "conflict": listed["conflict"],
                "strength": listed["strength"],
                "verdict": verdict.verdict,
                "downgraded_from": verdict.downgraded_from,
                "confidence": verdict.confidence,
                "severity": verdict.severity,
                "reason": verdict.reason,
                "skipped_by_date": date_prefilter(a, b),
            }
        )
    return out


def strongest(pairs: list[dict]) -> dict:
    """The pair whose verdict comes first in ``ORDER``, then the surest, then the graph's strongest."""
    return min(pairs, key=lambda p: (ORDER.index(_grade(p)), -p["confidence"], -p["strength"]))


def by_graph_strength(pairs: list[dict]) -> dict:
    """The pair the graph ranks strongest (the first listed on a tie)."""
    return max(pairs, key=lambda p: p["strength"])


def _share(n: int, m: int) -> dict:
    return {"n": n, "of": m, "share": round(n / m, 3) if m else None}


def summarise(rows: list[dict], pick) -> dict:
    per_verdict: dict[str, dict] = {}
    for r in rows:
        grade = _grade(pick(r["pairs"]))
        entry = per_verdict.setdefault(grade, {"rows": 0, "real": 0})
        entry["rows"] += 1
        entry["real"] += r["real"]
    kept = [r for r in rows if _grade(pick(r["pairs"])) == "contradiction"]
    real = [r for r in rows if r["real"]]
    dropped = [r for r in real if _grade(pick(r["pairs"])) != "contradiction"]
    return {
        "per_verdict": {g: per_verdict[g] for g in ORDER if g in per_verdict},
        "precision_kept": _share(sum(r["real"] for r in kept), len(kept)),
        "real_dropped": _share(len(dropped), len(real)),
        "real_kept": _share(len(real) - len(dropped), len(real)),
        "dropped_items": [r["item"] for r in dropped],
        "false_kept_items": [r["item"] for r in kept if not r["real"]],
    }


def recall_counts(recall_path: Path, home: Path, report_rows: list[dict], keep: set[int]) -> dict:
    entries = json.loads(recall_path.read_text(encoding="utf-8"))["entries"]
    by_file, texts = _documents(home)
    kept_rows = [row for n, row in enumerate(report_rows) if n in keep]
    results = []
    for entry in entries:
        on_a, on_b = entry_matchers(entry, by_file, texts)
        found_all = rows_holding(report_rows, on_a, on_b)[0]
        found_kept = rows_holding(kept_rows, on_a, on_b)[0]
        results.append(
            {"id": entry["id"], "found_any_row": bool(found_all), "found_contradiction": bool(found_kept)}
        )
    return {
        "entries": len(entries),
        "found_any_row": sum(r["found_any_row"] for r in results),
        "found_contradiction_only": sum(r["found_contradiction"] for r in results),
        "results": results,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument(
        "--home", type=Path, default=HOME, help="the home the labelled rows came from (read only)"
    )
    parser.add_argument("--recall", type=Path, default=RECALL)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()

    items = _read(args.labels)
    all_claims = load_claims(args.home / "published" / "claimgraph.duckdb")
    claims = {c["id"]: c for c in all_claims}
    missing = sorted(
        {p[k] for i in items for p in i["row"]["pairs"] for k in ("claim_a", "claim_b")} - claims.keys()
    )
    if missing:
        sys.exit(f"{len(missing)} claims of the sheet are not in {args.home}'s mart, e.g. {missing[:3]}")

    rows = []
    for item in items:
        pairs = judge_row(item["row"], claims, all_claims)
        top = strongest(pairs)
        rows.append(
            {
                "item": item["item"],
                "real": bool(item["label"]["real"]),
                "label_reason": item["label"].get("reason"),
                "label_note": item["label"].get("note"),
                "subject": item["row"]["subject"],
                "predicate": item["row"]["predicate"],
                "verdict": _grade(top),
                "verdict_by_graph_strength": _grade(by_graph_strength(pairs)),
                "strongest_pair": top,
                "pairs": pairs,
            }
        )

    summary = summarise(rows, strongest)
    alt = summarise(rows, by_graph_strength)
    keep = {n for n, r in enumerate(rows) if r["verdict"] == "contradiction"}
    recall = recall_counts(args.recall, args.home, [i["row"] for i in items], keep)

    print(f"{len(rows)} labelled rows, {sum(len(r['pairs']) for r in rows)} pairs; judge {RULES_VERSION}")
    for r in rows:
        mark = "REAL" if r["real"] else f"not ({r['label_reason']})"
        top = r["strongest_pair"]
        print(
            f"  #{r['item']:>2} {mark:<24} {r['verdict']:<22} {top['confidence']:.2f}  {top['reason'][:110]}"
        )
    print("per verdict (rows, of which real):")
    for grade, c in summary["per_verdict"].items():
        print(f"  {grade:<22} {c['rows']:>3} rows, {c['real']} real")
    p, d = summary["precision_kept"], summary["real_dropped"]
    print(f"precision of rows kept as contradiction: {p['n']} of {p['of']}")
    print(f"real rows dropped: {d['n']} of {d['of']} (items {summary['dropped_items']})")
    ap = alt["precision_kept"]
    print(f"(by the graph's strongest pair instead: {ap['n']} of {ap['of']} kept are real)")
    print(
        f"recall set: {recall['found_contradiction_only']} of {recall['entries']} found with only contradiction "
        f"rows ({recall['found_any_row']} of {recall['entries']} over all rows)"
    )

    saved = json.loads(args.out.read_text()) if args.out.exists() else {}
    saved.setdefault(
        "note", "the deterministic judge on the labelled real-news rows; benchmarks/judge_on_labels.py"
    )
    saved.setdefault("runs", {})[RULES_VERSION] = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "labels": str(args.labels.resolve().relative_to(ROOT))
        if args.labels.resolve().is_relative_to(ROOT)
        else str(args.labels),
        "home": str(args.home),
        "row_verdict": "the verdict of the row's strongest pair: ORDER, then confidence, then graph strength",
        "verdict_counts": dict(Counter(r["verdict"] for r in rows)),
        **summary,
        "by_graph_strength": alt,
        "recall": recall,
        "rows": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(saved, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
