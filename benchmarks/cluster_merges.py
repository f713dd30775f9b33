"""The clusters one home joins that another keeps apart, as a sheet to label, and its score.

    .venv/bin/python benchmarks/cluster_merges.py BEFORE_HOME AFTER_HOME --out DIR
    .venv/bin/python benchmarks/cluster_merges.py score DIR

Both homes hold the same drop; AFTER is BEFORE backfilled with a change (session 41: a person's
same_as decisions). Each cluster of AFTER's `claims` mart whose claims BEFORE held in two or
more clusters goes to DIR/sheet.jsonl, its claims grouped by their BEFORE cluster (A, B, ...)
with file, speaker, subject, predicate, value, polarity, stance and quote. A reader writes
DIR/labels.jsonl (`same` / `different`, by DIR/RULES.md, which the reader is given); `score`
counts them. The draw also prints what the change did to the marts' counts.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from pathlib import Path

import duckdb
from quality_sample import published_path  # the sibling script: a script's folder is on sys.path

CLAIM_SQL = (
    "select id, cluster, speaker, subject, predicate, value, polarity, modality, quote, path"
    " from claims order by path, id"
)
COUNTS = {
    "claims": "select count(*) from claims",
    "clusters": "select count(distinct cluster) from claims",
    "contradiction pairs": "select count(*) from stg_contradiction_pairs",
    "contradiction rows": "select count(*) from contradictions",
    "single-origin rows": "select count(*) from single_origin",
    "cluster origins": "select count(*) from cluster_origins",
}


def _connect(home: Path) -> duckdb.DuckDBPyConnection:
    return duckdb.connect(str(published_path(home)), read_only=True)


def counts(home: Path) -> dict[str, int]:
    with _connect(home) as con:
        return {name: con.execute(sql).fetchall()[0][0] for name, sql in COUNTS.items()}


def merged_clusters(before: Path, after: Path) -> list[dict]:
    """AFTER's clusters that join claims BEFORE kept in separate clusters, each as its groups."""
    with _connect(before) as con:
        was = dict(con.execute("select id, cluster from claims").fetchall())
    with _connect(after) as con:
        cursor = con.execute(CLAIM_SQL)
        names = [d[0] for d in cursor.description]
        rows = [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]
    clusters: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        clusters[row["cluster"]].append(row)
    items = []
    for cluster, claims in sorted(clusters.items()):
        earlier = sorted({was[c["id"]] for c in claims if c["id"] in was})
        if len(earlier) < 2:
            continue
        groups = [
            {
                "group": chr(ord("A") + number),
                "claims": [
                    {
                        "file": Path(c["path"]).name,
                        "speaker": c["speaker"],
                        "subject": c["subject"],
                        "predicate": c["predicate"],
                        "value": c["value"],
                        "polarity": c["polarity"],
                        "stance": c["modality"],
                        "quote": c["quote"],
                    }
                    for c in claims
                    if was.get(c["id"]) == old
                ],
            }
            for number, old in enumerate(earlier)
        ]
        items.append({"item": len(items) + 1, "cluster": cluster, "groups": groups})
    return items


def draw(before: Path, after: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    items = merged_clusters(before, after)
    with open(out / "sheet.jsonl", "w") as sheet:
        for item in items:
            sheet.write(json.dumps({k: v for k, v in item.items() if k != "cluster"}) + "\n")
    (out / "key.json").write_text(json.dumps({i["item"]: i["cluster"] for i in items}, indent=1))
    shown = {"before": counts(before), "after": counts(after), "merged clusters": len(items)}
    print(json.dumps(shown, indent=1))


def score(out: Path) -> None:
    labels = [json.loads(line) for line in open(out / "labels.jsonl") if line.strip()]
    print(json.dumps({"items": len(labels), **Counter(label["label"] for label in labels)}))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("homes", nargs="+", help="BEFORE_HOME AFTER_HOME, or: score DIR")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.homes[0] == "score":
        score(Path(args.homes[1]))
    else:
        before, after = (Path(h) for h in args.homes)
        draw(before, after, args.out)


if __name__ == "__main__":
    main()
