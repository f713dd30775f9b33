"""Draw a labelling sample of the speakers resolution shows as someone other than written.

    .venv/bin/python benchmarks/speaker_sample.py HOME [--seed N] [--size N] [--out DIR]
    .venv/bin/python benchmarks/speaker_sample.py --score DIR

Reads HOME's lake (the claims the modality guard passed and their documents), resolves them
with the current code (`pipeline.resolve.resolve_claims`, as the resolution asset does), and
writes two sheets to DIR: `pronoun_speakers.jsonl`, a uniform sample of the claims whose
pronoun speaker ("he said") is shown as a name, and `holder_speakers.jsonl`, every claim whose
holder noun ("the paper said") is. Each row has the file, the speaker as written and as shown,
the start of the quote and an empty label, {"right": bool, "reason": "CODE: evidence"}.
`--score DIR` counts the labels.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

import duckdb

from pipeline.named import named_mentions
from pipeline.resolve import PRONOUNS, THING_PRONOUNS, normalize_name, resolve_claims

SHEETS = ("pronoun_speakers", "holder_speakers")


def shown_as_someone_else(home: Path) -> list[dict]:
    con = duckdb.connect()

    def table(name: str):
        return con.execute(
            f"select * from read_parquet('{home}/lake/{name}/*.parquet', union_by_name = true)"
        ).df()

    claims = table("modality_guard").to_dict("records")
    documents = table("document")
    with_claims = {c["doc_id"] for c in claims}
    texts = {d: t for d, t in zip(documents.doc_id, documents.text, strict=True) if d in with_claims}
    paths = dict(zip(documents.doc_id, documents.path, strict=True))
    resolved, _ = resolve_claims(claims, named_mentions(texts), texts)
    return [
        {
            "file": Path(paths[c["doc_id"]]).name,
            "claim": c["claim_id"],
            "speaker_as_written": c["speaker_mention"],
            "speaker_shown": c["speaker"],
            "quote": (c.get("quote") or "")[:160],
            "speaker_start": c.get("speaker_start"),
            "label": None,
        }
        for c in resolved
        if c["speaker"] != c["speaker_mention"]
    ]


def draw(home: Path, out: Path, seed: int, size: int) -> None:
    rows = shown_as_someone_else(home)
    pronouns = [r for r in rows if normalize_name(r["speaker_as_written"]) in PRONOUNS | THING_PRONOUNS]
    holders = [r for r in rows if r not in pronouns]
    sample = random.Random(seed).sample(pronouns, min(size, len(pronouns)))
    out.mkdir(parents=True, exist_ok=True)
    for name, sheet in zip(SHEETS, (sample, holders), strict=True):
        with (out / f"{name}.jsonl").open("w") as f:
            for item, row in enumerate(sheet, 1):
                f.write(json.dumps({"item": item, **row}, ensure_ascii=False) + "\n")
    print(
        f"{len(rows)} speakers shown as someone else: {len(pronouns)} pronouns, {len(holders)} holder nouns"
    )
    print(f"wrote {len(sample)} and {len(holders)} rows to {out}")


def score(out: Path) -> None:
    for name in SHEETS:
        path = out / f"{name}.jsonl"
        if not path.exists():
            continue
        labels = [json.loads(line)["label"] for line in path.open()]
        done = [lab for lab in labels if lab]
        codes = Counter(lab["reason"].split(":")[0] for lab in done)
        right = sum(lab["right"] for lab in done)
        print(f"{name}: {right} of {len(done)} right {dict(codes)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("home", nargs="?", type=Path)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--size", type=int, default=40)
    parser.add_argument("--out", type=Path, default=Path("benchmarks/labels/speakers"))
    parser.add_argument("--score", type=Path, help="count the labels of a sheet folder instead")
    args = parser.parse_args()
    if args.score:
        score(args.score)
    elif args.home:
        draw(args.home, args.out, args.seed, args.size)
    else:
        parser.error("give HOME to draw a sample, or --score DIR")


if __name__ == "__main__":
    main()
