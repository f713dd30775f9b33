"""The same_as review queue read blind: is a suggestion worth the reviewer's accept? (session 40)

    .venv/bin/python benchmarks/same_as_review.py draw BEFORE_HOME AFTER_HOME --out DIR [--n 40] [--seed 40]
    .venv/bin/python benchmarks/same_as_review.py score DIR

``draw``: ``--n`` suggestions drawn from each home's ``stg_same_as`` (the queue a person works
through), shuffled together into ``sheet.jsonl``; which home each came from goes to ``key.json``,
which the reader does not see. Each item shows the two names and, for each, up to three mentions:
the drop file, the claim's quote, the role (speaker or subject) and the words as written. The
reader writes ``labels.jsonl``: per item ``same`` (``yes``: the two names stand for one person,
body or thing in those articles, accepting merges rightly; ``no``; ``unclear``).

``score``: per home, how many of its drawn suggestions are ``yes``, and how many of the
``yes`` suggestions drawn from BEFORE the AFTER queue still holds.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

import duckdb

MENTIONS_SHOWN = 3


def _queue(home: Path) -> list[dict]:
    with duckdb.connect(str(home / "warehouse" / "claimgraph.duckdb"), read_only=True) as con:
        cursor = con.execute(
            "select left_entity, right_entity, left_name, right_name, confidence, reason from stg_same_as "
            "order by left_entity, right_entity"
        )
        columns = [c[0] for c in cursor.description]
        return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]


def _mentions(home: Path) -> dict[str, list[dict]]:
    lake = home / "lake"
    with duckdb.connect() as con:
        rows = con.execute(
            f"""select m.entity_id, m.role, m.text, r.quote, d.path
            from read_parquet('{lake}/mention/**/*.parquet') m
            join read_parquet('{lake}/resolution/**/*.parquet') r using (claim_id)
            join read_parquet('{lake}/document/**/*.parquet') d on d.doc_id = m.doc_id
            order by d.path, m.claim_id, m.role"""
        ).fetchall()
    found: dict[str, list[dict]] = {}
    for entity, role, text, quote, path in rows:
        shown = found.setdefault(entity, [])
        if len(shown) < MENTIONS_SHOWN:
            shown.append({"file": Path(path).name, "role": role, "as_written": text, "quote": quote})
    return found


def draw(before: Path, after: Path, out: Path, n: int, seed: int) -> None:
    rng = random.Random(seed)
    items, key = [], {}
    for label, home in (("before", before), ("after", after)):
        mentions = _mentions(home)
        for row in rng.sample(_queue(home), n):
            pair = f"{row['left_entity']} | {row['right_entity']}"
            if pair in key:
                key[pair].append(label)
                continue
            key[pair] = [label]
            items.append(
                {
                    "pair": pair,
                    "A": {"name": row["left_name"], "mentions": mentions.get(row["left_entity"], [])},
                    "B": {"name": row["right_name"], "mentions": mentions.get(row["right_entity"], [])},
                }
            )
    rng.shuffle(items)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "sheet.jsonl").open("w", encoding="utf-8") as sheet:
        for i, item in enumerate(items, start=1):
            sheet.write(json.dumps({"item": i, **item}, ensure_ascii=False) + "\n")
    after_pairs = {f"{r['left_entity']} | {r['right_entity']}" for r in _queue(after)}
    key_rows = {pair: {"drawn_from": homes, "in_after": pair in after_pairs} for pair, homes in key.items()}
    (out / "key.json").write_text(
        json.dumps({"before": str(before), "after": str(after), "pairs": key_rows}, indent=1)
    )
    print(f"{len(items)} items in {out / 'sheet.jsonl'}")


def score(out: Path) -> dict:
    key = json.loads((out / "key.json").read_text())["pairs"]
    labels = {}
    for line in (out / "labels.jsonl").read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            labels[row["pair"]] = row["same"]
    result = {}
    for home in ("before", "after"):
        drawn = [pair for pair, k in key.items() if home in k["drawn_from"]]
        result[home] = dict(Counter(labels.get(pair, "missing") for pair in drawn))
    good_before = [
        pair for pair, k in key.items() if "before" in k["drawn_from"] and labels.get(pair) == "yes"
    ]
    result["before_yes_still_suggested"] = (
        f"{sum(key[p]['in_after'] for p in good_before)} of {len(good_before)}"
    )
    result["before_yes_dropped"] = [p for p in good_before if not key[p]["in_after"]]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("draw")
    d.add_argument("before", type=Path)
    d.add_argument("after", type=Path)
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--n", type=int, default=40)
    d.add_argument("--seed", type=int, default=40)
    s = sub.add_parser("score")
    s.add_argument("out", type=Path)
    args = parser.parse_args()
    if args.command == "draw":
        draw(args.before, args.after, args.out, args.n, args.seed)
    else:
        print(json.dumps(score(args.out), indent=1))


if __name__ == "__main__":
    main()
