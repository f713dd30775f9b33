"""Write docs/single-origin-helsinki.md: ten single-origin rows of the Helsinki corpus with their documents.

Run `claimgraph eval syndication --helsinki ...` first; it prints the home it used.

    .venv/bin/python benchmarks/single_origin_examples.py HOME CSV
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

from pipeline import reports

OUT = Path(__file__).resolve().parent.parent / "docs" / "single-origin-helsinki.md"


def main(home: Path, csv_path: Path) -> None:
    csv.field_size_limit(1 << 30)
    with csv_path.open(newline="", encoding="utf-8") as handle:
        articles = {row["id"]: row for row in csv.DictReader(handle)}
    rows = reports.single_origin(home / "published" / "claimgraph.duckdb", min_documents=3)
    chosen, families = [], []
    for row in rows:  # one row per story family, so the ten are ten different stories
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
        "publisher, and its first line.",
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
            article = next(
                (a for a in articles.values() if a["publisher"] == claim["outlet"] and quote in a["text"]),
                None,
            )
            first_line = article["text"].split(" ### ")[0][:100] if article else ""
            article_id = article["id"] if article else "?"
            lines.append(f"  - {article_id} {claim['outlet']}: {first_line}")
        lines.append("")
    OUT.write_text("\n".join(lines))
    print(f"wrote {OUT} with {len(chosen)} rows")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
