"""The contradiction pairs one home holds and another does not, as a sheet to label, and its score.

    .venv/bin/python benchmarks/new_pairs.py BEFORE_HOME AFTER_HOME --out FILE.jsonl
    .venv/bin/python benchmarks/new_pairs.py --score FILE.jsonl

Both homes hold the same drop; AFTER is BEFORE backfilled with a change (session 25: the
article's own narration). Each pair of AFTER's `stg_contradiction_pairs` that BEFORE lacks goes
to the sheet with both claims (speaker, stance, subject / predicate / value, whether narrated)
and the source text around each quote, and an empty label (`real`: true or false, `reason`, as
docs/quality.md's rules for contradiction rows). Pairs BEFORE held and AFTER lost are listed too,
labelled the same way, so that what a change took out is read as well as what it brought.
`--score` counts the labels.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import duckdb
from quality_sample import Sources, published_path  # the sibling script: a script's folder is on sys.path

PAIR_SQL = """
select p.pair_id, p.conflict, p.topic, p.claim_a, p.claim_b
from stg_contradiction_pairs as p
"""
CLAIM_SQL = "select * from claims where list_contains(?, id)"


def _pairs(home: Path) -> dict[str, dict]:
    with duckdb.connect(str(published_path(home)), read_only=True) as con:
        cursor = con.execute(PAIR_SQL)
        names = [d[0] for d in cursor.description]
        pairs = {row[0]: dict(zip(names, row, strict=True)) for row in cursor.fetchall()}
        ids = [c for p in pairs.values() for c in (p["claim_a"], p["claim_b"])]
        cursor = con.execute(CLAIM_SQL, [ids])
        names = [d[0] for d in cursor.description]
        claims = {row[0]: dict(zip(names, row, strict=True)) for row in cursor.fetchall()}
    for pair in pairs.values():
        pair["sides"] = [claims.get(pair["claim_a"]), claims.get(pair["claim_b"])]
    return pairs


def _side(claim: dict | None, sources: Sources) -> dict:
    if claim is None:
        return {}
    keep = ("speaker", "modality", "subject", "predicate", "value", "polarity", "quote")
    return {
        **{k: claim.get(k) for k in keep},
        "narrated": bool(claim.get("narrated")),
        **sources.window({"id": claim["id"], "doc": claim["doc"], "span": list(claim["span"] or [])}),
    }


def write_sheet(before: Path, after: Path, out: Path) -> dict:
    old, new = _pairs(before), _pairs(after)
    lines = []
    for change, pairs, home in (
        ("new", new.keys() - old.keys(), after),
        ("gone", old.keys() - new.keys(), before),
    ):
        source = new if change == "new" else old
        sources = Sources(home)
        for pair_id in sorted(pairs):
            pair = source[pair_id]
            lines.append(
                {
                    "pair": pair_id,
                    "change": change,
                    "conflict": pair["conflict"],
                    "sides": [_side(c, sources) for c in pair["sides"]],
                    "label": {"real": None, "reason": ""},
                }
            )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    return {"before": len(old), "after": len(new), **Counter(line["change"] for line in lines)}


def score(sheet: Path) -> dict:
    lines = [json.loads(line) for line in sheet.read_text(encoding="utf-8").splitlines()]
    result = {}
    for change in ("new", "gone"):
        mine = [line for line in lines if line["change"] == change]
        labelled = [line for line in mine if line["label"]["real"] is not None]
        result[change] = {
            "pairs": len(mine),
            "labelled": len(labelled),
            "real": sum(1 for line in labelled if line["label"]["real"]),
            "with_narration": sum(1 for line in mine if any(s.get("narrated") for s in line["sides"])),
            "reasons": dict(
                Counter(line["label"]["reason"] for line in labelled if not line["label"]["real"])
            ),
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("before", nargs="?", type=Path)
    parser.add_argument("after", nargs="?", type=Path)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--score", type=Path, help="count the labels of a sheet")
    args = parser.parse_args()
    if args.score:
        print(json.dumps(score(args.score), indent=2))
        return
    if not (args.before and args.after and args.out):
        parser.error("give BEFORE_HOME AFTER_HOME --out FILE, or --score FILE")
    print(json.dumps(write_sheet(args.before, args.after, args.out)))


if __name__ == "__main__":
    main()
