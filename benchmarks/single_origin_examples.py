"""Write docs/single-origin-helsinki.md: ten single-origin rows of the Helsinki corpus with their documents.

Run `claimgraph eval syndication --helsinki CSV --home HOME` first, so that the ingested data stays.

    .venv/bin/python benchmarks/single_origin_examples.py HOME CSV
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import duckdb

from pipeline import reports

OUT = Path(__file__).resolve().parent.parent / "docs" / "single-origin-helsinki.md"


def main(home: Path, csv_path: Path) -> None:
    csv.field_size_limit(1 << 30)
    with csv_path.open(newline="", encoding="utf-8") as handle:
        articles = {row["id"]: row for row in csv.DictReader(handle)}
    published = home / "published" / "claimgraph.duckdb"
    with duckdb.connect(str(published), read_only=True) as con:
        article_of = {
            d: Path(p).stem for d, p in con.execute("select doc_id, path from stg_documents").fetchall()
        }
    rows = reports.single_origin(published, min_documents=3)
    chosen, families = [], []
    for row in rows:  # one row per story family, so the ten are ten different stories
        if len(row["claims"][0]["quote"].split()) < 6:
            continue  # a two-word object ("admiration") says little about a story
        docs = {c["doc"] for c in row["claims"]}
        if any(len(docs & f) > len(docs) / 2 for f in families):
            continue
        families.append(docs)
        chosen.append(row)
        if len(chosen) == 10:
            break
    lines = [
        "# Ten single-origin claims in the Helsinki summit corpus",
        "",
        "Produced by `claimgraph eval syndication --helsinki ../shared/corpora/helsinki/helsinki_articles.csv`",
        "and `benchmarks/single_origin_examples.py`. Each is a claim that several documents carry and that the",
        "pipeline traces back to one origin. The documents are listed by the article's id in the CSV, its",
        "publisher, and its first paragraph of 40 characters or more. Rows whose quote is under six words",
        "(objects such as “admiration”) are left out of this selection.",
        "",
    ]
    for n, row in enumerate(chosen, 1):
        quote = row["claims"][0]["quote"]
        lines += [f"## {n}. “{quote}”", "", f"- origin: `{row['origin']}`; documents: {row['documents']}", ""]
        seen = set()
        for claim in sorted(row["claims"], key=lambda c: c["outlet"] or ""):
            if claim["doc"] in seen:
                continue
            seen.add(claim["doc"])
            article = articles[article_of[claim["doc"]]]
            headline = next((p for p in article["text"].split(" ### ") if len(p) >= 40), "")[:100]
            lines.append(f"  - {article['id']} {claim['outlet']}: {headline}")
        lines.append("")
    OUT.write_text("\n".join(lines))
    print(f"wrote {OUT} with {len(chosen)} rows")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
