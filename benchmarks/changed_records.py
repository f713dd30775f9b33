"""The claim records a change rewrites, before against after, as a blind sheet, and its score.

    .venv/bin/python benchmarks/changed_records.py BEFORE_HOME AFTER_HOME --out DIR [--seed N]
    .venv/bin/python benchmarks/changed_records.py score DIR

Both homes hold the same drop; AFTER is BEFORE backfilled with a change (session 41: "is
(un)likely to V"). Each claim both homes report (by claim id) whose subject, predicate, value,
polarity or stance differs goes to DIR/sheet.jsonl with its file and quote, the two records as
`A` and `B` in a seeded random order (which is which in DIR/key.json, which the reader does not
see). With `--referents` the sheet holds instead the claims whose speaker or subject entity
differs, each side showing whom the words as written ("she", "the company") were taken to name
(session 42: given names). The reader writes DIR/labels.jsonl (`A`, `B` or `same`: the record that reads the
statement better, by DIR/RULES.md); `score` counts how many went to before and to after.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

import duckdb
from quality_sample import published_path  # the sibling script: a script's folder is on sys.path

FIELDS = ("subject", "predicate", "value", "polarity", "modality")
REFERENT_FIELDS = ("speaker_entity", "subject_entity")
COLUMNS = (*FIELDS, *REFERENT_FIELDS, "speaker", "speaker_mention", "subject_mention")
SQL = f"select id, {', '.join(COLUMNS)}, quote, path from claims"


def _records(home: Path) -> dict[str, dict]:
    with duckdb.connect(str(published_path(home)), read_only=True) as con:
        cursor = con.execute(SQL)
        names = [d[0] for d in cursor.description]
        return {row[0]: dict(zip(names, row, strict=True)) for row in cursor.fetchall()}


def _shown(record: dict) -> dict:
    return {
        "subject": record["subject"],
        "predicate": record["predicate"],
        "value": record["value"],
        "polarity": record["polarity"],
        "stance": record["modality"],
    }


def _shown_referents(record: dict) -> dict:
    return {
        "speaker as written": record["speaker_mention"],
        "speaker taken to be": record["speaker"],
        "subject as written": record["subject_mention"],
        "subject taken to be": record["subject"],
    }


def draw(before: Path, after: Path, out: Path, seed: int, referents: bool = False) -> int:
    old, new = _records(before), _records(after)
    fields, shown = (REFERENT_FIELDS, _shown_referents) if referents else (FIELDS, _shown)
    rng = random.Random(seed)
    items, key = [], {}
    for claim in sorted(set(old) & set(new)):
        if all(old[claim][f] == new[claim][f] for f in fields):
            continue
        sides = [("before", old[claim]), ("after", new[claim])]
        rng.shuffle(sides)
        number = len(items) + 1
        items.append(
            {
                "item": number,
                "file": Path(new[claim]["path"]).name,
                "quote": new[claim]["quote"],
                "A": shown(sides[0][1]),
                "B": shown(sides[1][1]),
            }
        )
        key[number] = {"A": sides[0][0], "B": sides[1][0], "claim": claim}
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "sheet.jsonl", "w") as sheet:
        for item in items:
            sheet.write(json.dumps(item) + "\n")
    (out / "key.json").write_text(json.dumps(key, indent=1))
    return len(items)


def score(out: Path) -> dict[str, int]:
    key = json.loads((out / "key.json").read_text())
    counts: Counter = Counter()
    for line in open(out / "labels.jsonl"):
        if line.strip():
            label = json.loads(line)
            chosen = label["label"]
            counts[key[str(label["item"])][chosen] if chosen in ("A", "B") else "same"] += 1
    return dict(counts)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("homes", nargs="+", help="BEFORE_HOME AFTER_HOME, or: score DIR")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--seed", type=int, default=4101)
    parser.add_argument(
        "--referents", action="store_true", help="claims whose speaker or subject entity changed"
    )
    args = parser.parse_args()
    if args.homes[0] == "score":
        print(json.dumps(score(Path(args.homes[1]))))
    else:
        before, after = (Path(h) for h in args.homes)
        print(json.dumps({"changed": draw(before, after, args.out, args.seed, args.referents)}))


if __name__ == "__main__":
    main()
