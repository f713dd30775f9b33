"""Every row of the single-origin and corroborated reports of one home, with the label a blind
sample gave that same row: a census of the reports as the code now writes them.

    .venv/bin/python benchmarks/origins_pool.py HOME [--relabelled DIR ...] [--out DIR] [--name NAME] [--json]

Each session's blind sample reads 15 corroborated rows of about 56 and 25 single-origin rows of
about 350, drawn afresh, and the pooled figure mixes rows of every session's code. This script
takes the report rows HOME writes now (``claimgraph report corroborated --min-origins 2`` and
``claimgraph report single-origin --min-documents 2``) and, for each, the latest label of the same
row in any sample (``benchmarks/labels/*_sample/{corroborated,single_origin}.jsonl``, a later
session's label winning). A row is the same when its cluster, its origin, its set of origins and
its documents are: what makes a row right (one copied statement, the credited upstream,
independent origins, a proposition) depends on nothing else. Rows no sample has read go to a
sheet (``--out DIR``, the format ``quality_sample.py`` writes) for a blind reader;
``--relabelled DIR ...`` adds those readers' labels, which win over the samples' (a later folder
over an earlier one).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from quality_sample import LABELS, Sources, cluster_item, keep_figures, published_path  # noqa: E402

from pipeline import reports  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ("corroborated", "single_origin")


def row_key(row: dict) -> tuple:
    """What a label of a row is about: its cluster, origin, origins and documents."""
    return (
        row["cluster"],
        row.get("origin"),
        tuple(sorted(row.get("origin_set") or [])),
        tuple(sorted({c["doc"] for c in row["claims"]})),
    )


def labelled_rows(sheets: list[Path]) -> dict[tuple, dict]:
    """row key -> the label of that row in the last of ``sheets`` (in the order given) that has
    one."""
    found: dict[tuple, dict] = {}
    for sheet in sheets:
        for line in sheet.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            label = item.get("label") or {}
            if label.get("right") is None:
                continue
            found[row_key(item["row"])] = {**label, "sheet": str(sheet.relative_to(ROOT))}
    return found


def current_rows(report: str, home: Path) -> list[dict]:
    published = published_path(home)
    if report == "corroborated":
        return reports.corroborated(published, min_origins=2)
    return reports.single_origin(published, min_documents=2)


def census(report: str, home: Path, relabelled: list[Path]) -> tuple[dict, list[dict]]:
    """The report's figures over its rows, and the rows no label covers."""
    # every session's sample in name order (a later session's label wins), then the censuses'
    sheets = sorted(ROOT.glob(f"benchmarks/labels/*_sample/{report}.jsonl"))
    sheets += [folder / f"{report}.jsonl" for folder in relabelled if (folder / f"{report}.jsonl").exists()]
    labels = labelled_rows(sheets)
    rows = current_rows(report, home)
    read = right = 0
    unread, reasons = [], {}
    for rank, row in enumerate(rows):
        label = labels.get(row_key(row))
        if label is None:
            unread.append((rank, row))
            continue
        read += 1
        right += bool(label["right"])
        if not label["right"]:
            reasons[label.get("reason") or ""] = reasons.get(label.get("reason") or "", 0) + 1
    figures = {
        "rows": len(rows),
        "read": read,
        "right": right,
        "unread": len(unread),
        "wrong_by_reason": reasons,
    }
    return figures, unread


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("home", type=Path)
    parser.add_argument(
        "--relabelled", type=Path, nargs="+", help="sheet folders of rows read for a census (later wins)"
    )
    parser.add_argument("--out", type=Path, help="write the rows no label covers to DIR/{report}.jsonl")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--name", help="also keep the figures under NAME in benchmarks/results/origins_pool.json"
    )
    args = parser.parse_args()
    relabelled = [folder.resolve() for folder in args.relabelled or []]
    sources = Sources(args.home) if args.out else None
    figures = {"home": str(args.home)}
    for report in REPORTS:
        figures[report], unread = census(report, args.home, relabelled)
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
            with (args.out / f"{report}.jsonl").open("w", encoding="utf-8") as handle:
                for n, (rank, row) in enumerate(unread, 1):
                    item = {"item": n, "report": report, **cluster_item(rank, row, sources)}
                    handle.write(
                        json.dumps({**item, "label": dict(LABELS[report])}, ensure_ascii=False) + "\n"
                    )
    if args.name:
        keep_figures(ROOT / "benchmarks" / "results" / "origins_pool.json", args.name, figures)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for report in REPORTS:
        f = figures[report]
        share = f" ({f['right'] / f['read']:.1%})" if f["read"] else ""
        print(
            f"{report}: {f['rows']} rows, {f['read']} read, {f['right']} right{share}, {f['unread']} unread"
        )


if __name__ == "__main__":
    main()
