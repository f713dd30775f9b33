"""Every labelled claim of the blind samples, re-read against one home: which labels still hold.

    .venv/bin/python benchmarks/claims_pool.py HOME [--relabelled DIR ...] [--out DIR] [--name NAME] [--json]

Each session's blind sample labels 40 claims, drawn afresh, by a reader who has not seen the
others: between two sessions the share of sensible subjects / predicates / values moves by ten
points with the reader alone (session 33 found 78 of 80 claims unchanged by its code and still
read 55% where session 32 read 70%). This script pools the labelled claims of every sample
(``benchmarks/labels/*_sample/claims.jsonl``; a later session's label of the same claim wins) and
looks each up in HOME's ``who_claims`` by file and span:

- ``same``: HOME reports a claim at that span with the labelled speaker, subject, predicate and
  value: the label holds, and counts toward the pooled figures;
- ``changed``: HOME reports a claim there, or at an overlapping span of the same file, but
  with other fields: the label no longer says anything; with ``--out`` these go to a sheet
  (``claims.jsonl``, the format ``quality_sample.py`` writes) for a blind reader;
- ``gone``: HOME reports nothing there (the claim is no longer a reported claim).

A label given in DIR (a re-read ``changed`` sheet, ``--relabelled DIR ...``; a later folder wins)
counts for its claim when the row it labelled is what HOME reports. The pooled figures then read
the code, not the reader: the same labels, the same claims, one home against another.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from quality_sample import LABELS, Sources, as_cli_json, keep_figures, published_path  # noqa: E402

from pipeline import reports  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FIELDS = ("speaker", "subject", "predicate", "value")
MEASURES = ("speaker_right", "quote_attributed", "spo_sensible")


def labelled_claims(patterns: str | list[str]) -> dict[tuple[str, int, int], dict]:
    """(file, start, end) -> the latest labelled item of that claim, over the sheets matching
    ``patterns`` in name order (session26 ... session33_sample: later wins)."""
    pool: dict[tuple[str, int, int], dict] = {}
    patterns = [patterns] if isinstance(patterns, str) else patterns
    for sheet in sorted({s for pattern in patterns for s in ROOT.glob(pattern)}):
        for line in sheet.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            label = item.get("label") or {}
            if any(label.get(m) is None for m in MEASURES):
                continue  # not labelled
            file, span = item["context"]["file"], item["row"].get("span") or [None, None]
            if file and span[0] is not None:
                pool[(file, int(span[0]), int(span[1]))] = {**item, "sheet": str(sheet.relative_to(ROOT))}
    return pool


def reported_claims(home: Path, sources: Sources) -> dict[str, list[dict]]:
    """File name -> the claims HOME's who-claims lists for that document."""
    with reports.connect(published_path(home)) as con:
        rows = [
            reports._public(r)
            for r in reports._rows(con, f"select {reports.CLAIM_AND_EXTRAS} from who_claims")
        ]
    by_file: dict[str, list[dict]] = {}
    for row in rows:
        by_file.setdefault(sources.file(row["doc"]) or "", []).append(as_cli_json(row))
    return by_file


def _fields(row: dict) -> tuple:
    return tuple((row.get(f) or "").strip() for f in FIELDS)


def match(item: dict, claims: list[dict]) -> tuple[str, dict | None]:
    """("same" | "changed" | "gone", the claim HOME reports in the labelled one's place)."""
    start, end = (int(x) for x in item["row"]["span"])
    exact = [c for c in claims if c.get("span") and tuple(c["span"]) == (start, end)]
    for claim in exact:
        if _fields(claim) == _fields(item["row"]):
            return "same", claim
    if exact:
        return "changed", exact[0]
    overlapping = [c for c in claims if c.get("span") and c["span"][0] < end and start < c["span"][1]]
    if overlapping:
        return "changed", max(overlapping, key=lambda c: min(end, c["span"][1]) - max(start, c["span"][0]))
    return "gone", None


def relabelled(directories: list[Path] | None) -> dict[tuple[str, tuple], dict]:
    """(file, the labelled row's fields) -> label, from re-read sheets of changed claims."""
    found: dict[tuple[str, tuple], dict] = {}
    for directory in directories or []:
        for line in (directory / "claims.jsonl").read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            label = item.get("label") or {}
            if all(label.get(m) is not None for m in MEASURES):
                key = (item["context"]["file"], tuple(item["row"]["span"]), _fields(item["row"]))
                found[key] = label
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("home", type=Path)
    parser.add_argument(
        "--labels",
        nargs="+",
        default=["benchmarks/labels/*_sample/claims.jsonl"],
        help="the labelled sheets to pool (glob patterns under the repository, later wins)",
    )
    parser.add_argument(
        "--relabelled", type=Path, nargs="+", help="folders of re-read sheets of changed claims"
    )
    parser.add_argument("--out", type=Path, help="write the changed claims to DIR/claims.jsonl")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--name", help="also keep the figures under NAME in benchmarks/results/claims_pool.json"
    )
    args = parser.parse_args()

    pool = labelled_claims(args.labels)
    sources = Sources(args.home)
    by_file = reported_claims(args.home, sources)
    extra = relabelled(args.relabelled)
    status = {"same": 0, "changed": 0, "gone": 0}
    counted = {m: 0 for m in MEASURES}
    read = 0
    changed_items = []
    for (file, _, _), item in sorted(pool.items()):
        state, claim = match(item, by_file.get(file, []))
        status[state] += 1
        label = item["label"] if state == "same" else None
        if claim is not None and state == "changed":
            label = extra.get((file, tuple(claim["span"]), _fields(claim)))
            if label is None:
                changed_items.append(
                    {
                        "rank": None,
                        "row": claim,
                        "ingest_day": item.get("ingest_day"),
                        "context": sources.window(claim),
                    }
                )
        if label is not None:
            read += 1
            for m in MEASURES:
                counted[m] += bool(label[m])
    figures = {
        "home": str(args.home),
        "labels": args.labels,
        "labelled": len(pool),
        **status,
        "relabelled": len(extra),
        "read": read,
        **{m: counted[m] for m in MEASURES},
        "unread_changed": len(changed_items),
    }
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        with (args.out / "claims.jsonl").open("w", encoding="utf-8") as handle:
            for n, item in enumerate(changed_items, 1):
                line = {"item": n, "report": "claims", **item, "label": dict(LABELS["claims"])}
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
    if args.name:
        keep_figures(ROOT / "benchmarks" / "results" / "claims_pool.json", args.name, figures)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for key, value in figures.items():
        share = f" ({value / read:.1%} of {read} read)" if key in MEASURES and read else ""
        print(f"{key:>16}: {value}{share}")


if __name__ == "__main__":
    main()
