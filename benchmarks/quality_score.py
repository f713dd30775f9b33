"""Score labelled report samples, or the recall set against a home's contradictions (docs/quality.md).

    .venv/bin/python benchmarks/quality_score.py LABELS_DIR
    .venv/bin/python benchmarks/quality_score.py --recall benchmarks/labels/contradiction_recall.json HOME

The first reads the sheets `benchmarks/quality_sample.py` wrote and a reader labelled, and
prints each report's precision with its counts. The second says, for every entry of the
recall set, whether `claimgraph report contradictions` lists a row with one side holding a
claim from side A's document whose span overlaps A's quote and another side holding such a
claim from side B's document. Both write to benchmarks/results/quality.json, keyed by the
labels folder's name or the home's name (--name overrides).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from quality_sample import Sources, published_path  # the sibling script: a script's folder is on sys.path

from pipeline import reports

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "quality.json"

# The label that makes an item count as correct, per report.
VERDICT = {"contradictions": "real", "single_origin": "right", "corroborated": "right"}
CLAIM_CHECKS = ("speaker_right", "quote_attributed", "spo_sensible")


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _share(correct: int, labelled: int) -> dict:
    return {
        "correct": correct,
        "labelled": labelled,
        "precision": round(correct / labelled, 3) if labelled else None,
    }


def score_labels(folder: Path) -> dict:
    result: dict = {}
    for report, field in VERDICT.items():
        sheet = folder / f"{report}.jsonl"
        if not sheet.exists():
            continue
        items = _read(sheet)
        done = [i for i in items if i["label"].get(field) is not None]
        correct = sum(1 for i in done if i["label"][field])
        result[report] = {
            **_share(correct, len(done)),
            "unlabelled": len(items) - len(done),
            "reasons": dict(Counter(i["label"].get("reason") or "(none)" for i in done).most_common()),
        }
    sheet = folder / "claims.jsonl"
    if sheet.exists():
        items = _read(sheet)
        done = [i for i in items if all(i["label"].get(k) is not None for k in CLAIM_CHECKS)]
        claims = {k: _share(sum(1 for i in done if i["label"][k]), len(done)) for k in CLAIM_CHECKS}
        claims["all_three"] = _share(
            sum(1 for i in done if all(i["label"][k] for k in CLAIM_CHECKS)), len(done)
        )
        claims["unlabelled"] = len(items) - len(done)
        claims["said_on_is_ingest_day"] = _said_on_ingest_day(items)
        result["claims"] = claims
    meta = folder / "meta.json"
    if meta.exists():
        result["sample"] = json.loads(meta.read_text())
    return result


def _said_on_ingest_day(items: list[dict]) -> dict:
    """How many sampled claims carry their ingest day as said_on (issue 16: dates come from the text)."""
    same = sum(
        1 for i in items if i["row"].get("said_on") and i["row"]["said_on"] == (i.get("ingest_day") or "")
    )
    return {"claims": same, "of": len(items)}


def _print_precision(name: str, result: dict) -> None:
    print(f"{name}:")
    for report in VERDICT:
        if report in result:
            r = result[report]
            print(
                f"  {report}: {r['correct']} of {r['labelled']} ({_pct(r['precision'])})  reasons {r['reasons']}"
            )
    if "claims" in result:
        for k in (*CLAIM_CHECKS, "all_three"):
            r = result["claims"][k]
            print(f"  claims {k}: {r['correct']} of {r['labelled']} ({_pct(r['precision'])})")


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


# --- recall ---------------------------------------------------------------------------


def _documents(home: Path) -> tuple[dict[str, list[str]], dict[str, str]]:
    """File name -> doc ids, and doc id -> text, from the home's lake."""
    sources = Sources(home)
    by_file: dict[str, list[str]] = {}
    for doc, path in sources.path.items():
        by_file.setdefault(Path(path).name, []).append(doc)
    return by_file, sources.text


def _quote_span(text: str, quote: str) -> tuple[int, int] | None:
    at = text.find(quote)
    return (at, at + len(quote)) if at >= 0 else None


def _overlaps(claim: dict, docs: set[str], spans: dict[str, tuple[int, int] | None], quote: str) -> bool:
    if claim.get("doc") not in docs:
        return False
    span = spans.get(claim["doc"])
    start, end = claim.get("span") or (None, None)
    if span is not None and start is not None:
        return int(start) < span[1] and span[0] < int(end)
    # the document text differs from the file's: fall back to the words
    text = claim.get("quote") or ""
    return bool(text) and (text in quote or quote in text)


def _side_docs(side: dict, by_file: dict, texts: dict) -> tuple[set[str], dict]:
    docs = set(by_file.get(side["file"], []))
    return docs, {d: _quote_span(texts.get(d) or "", side["quote"]) for d in docs}


def _brief(claim: dict) -> dict:
    keys = ("id", "speaker", "modality", "subject", "predicate", "value", "quote")
    return {k: claim.get(k) for k in keys}


def entry_matchers(entry: dict, by_file: dict, texts: dict) -> tuple:
    """Two tests on a claim: does it stand on the recall entry's side A (side B)? A claim does when
    it comes from that side's file and its span overlaps the side's quote."""
    a_docs, a_spans = _side_docs(entry["side_a"], by_file, texts)
    b_docs, b_spans = _side_docs(entry["side_b"], by_file, texts)

    def on_a(c: dict) -> bool:
        return _overlaps(c, a_docs, a_spans, entry["side_a"]["quote"])

    def on_b(c: dict) -> bool:
        return _overlaps(c, b_docs, b_spans, entry["side_b"]["quote"])

    return on_a, on_b


def rows_holding(rows: list[dict], on_a, on_b) -> tuple[list[dict], int, int]:
    """The report rows that hold the entry (a claim of side A on one side of the row, a claim of
    side B on another), and how many rows hold a claim of A, of B."""
    found, rows_a, rows_b = [], 0, 0
    for row in rows:
        sides_a = {n for n, s in enumerate(row["sides"]) if any(on_a(c) for c in s["claims"])}
        sides_b = {n for n, s in enumerate(row["sides"]) if any(on_b(c) for c in s["claims"])}
        rows_a += bool(sides_a)
        rows_b += bool(sides_b)
        # both sides of the disagreement must stand on different sides of the row
        if any(x != y for x in sides_a for y in sides_b):
            found.append({"subject": row["subject"], "predicate": row["predicate"]})
    return found, rows_a, rows_b


def recall(recall_path: Path, home: Path) -> dict:
    entries = json.loads(recall_path.read_text(encoding="utf-8"))["entries"]
    published = published_path(home)
    by_file, texts = _documents(home)
    rows = reports.contradictions(published)
    with reports.connect(published) as con:
        cursor = con.execute(f"select {reports.CLAIM_SELECT} from claims")
        names = [d[0] for d in cursor.description]
        all_claims = [dict(zip(names, r, strict=True)) for r in cursor.fetchall()]
    results = []
    for entry in entries:
        on_a, on_b = entry_matchers(entry, by_file, texts)
        found, rows_a, rows_b = rows_holding(rows, on_a, on_b)
        a_docs, a_spans = _side_docs(entry["side_a"], by_file, texts)
        b_docs, b_spans = _side_docs(entry["side_b"], by_file, texts)
        results.append(
            {
                "id": entry["id"],
                "kind": entry["kind"],
                "found": bool(found),
                "rows": found[:5],
                "documents_ingested": [bool(a_docs), bool(b_docs)],
                "quote_located": [
                    any(v is not None for v in a_spans.values()),
                    any(v is not None for v in b_spans.values()),
                ],
                "claims_a": [_brief(c) for c in all_claims if on_a(c)],
                "claims_b": [_brief(c) for c in all_claims if on_b(c)],
                "contradiction_rows_with_a": rows_a,
                "contradiction_rows_with_b": rows_b,
            }
        )
    return {
        "recall_set": str(recall_path),
        "home": str(home.resolve()),
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "entries": len(entries),
        "found": sum(r["found"] for r in results),
        "with_claims_on_both_sides": sum(bool(r["claims_a"] and r["claims_b"]) for r in results),
        "contradiction_rows": len(rows),
        "results": results,
    }


def _save(section: str, name: str, result: dict) -> None:
    saved = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    saved.setdefault("note", "precision per labelled sample folder, recall per home; docs/quality.md")
    saved.setdefault(section, {})[name] = result
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(saved, indent=2, ensure_ascii=False) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "path", type=Path, help="a labelled sample folder, or with --recall a claimgraph home"
    )
    parser.add_argument(
        "--recall", type=Path, help="the recall set (benchmarks/labels/contradiction_recall.json)"
    )
    parser.add_argument(
        "--name", help="the key in benchmarks/results/quality.json (default: the folder's name)"
    )
    args = parser.parse_args()
    name = args.name or args.path.resolve().name
    if args.recall:
        result = recall(args.recall, args.path)
        for r in result["results"]:
            mark = "found" if r["found"] else "missing"
            print(f"  {r['id']}: {mark} (claims on sides: {len(r['claims_a'])}, {len(r['claims_b'])})")
        print(f"recall on {name}: {result['found']} of {result['entries']} found with both sides")
        _save("recall", name, result)
    else:
        result = score_labels(args.path)
        _print_precision(name, result)
        _save("precision", name, result)
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
