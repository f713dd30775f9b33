"""Draw a labelling sample of the reports of one ingested home (docs/quality.md).

    .venv/bin/python benchmarks/quality_sample.py HOME [--seed N] [--out DIR]

Reads HOME's published marts read-only through the functions the CLI's reports call
(`pipeline/reports.py`), so every sampled row is what `claimgraph report ... --format json`
prints, and draws 40 contradiction rows, 25 single-origin rows (--min-documents 2), 15
corroborated rows (--min-origins 2) and 40 claims, uniformly at random with the seed. Each
goes to a JSONL sheet in DIR (default benchmarks/labels/sample) with the source text around
every claim's span and empty label fields for `benchmarks/quality_score.py`.
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import UTC, datetime
from pathlib import Path

import duckdb

from pipeline import reports

ROOT = Path(__file__).resolve().parent.parent

# How many rows of each report a sample holds: the sizes issue 16 asks for.
SIZES = {"contradictions": 40, "single_origin": 25, "corroborated": 15, "claims": 40}

# Empty labels per report; quality_score.py reads these fields.
LABELS = {
    "contradictions": {"real": None, "reason": ""},
    "single_origin": {"right": None, "reason": ""},
    "corroborated": {"right": None, "reason": ""},
    "claims": {"speaker_right": None, "quote_attributed": None, "spo_sensible": None, "reason": ""},
}

WINDOW = 300  # characters of source text either side of a claim's span
# A contradiction side can hold hundreds of claims ("he"); the reader gets the text of the
# first few of each side, the row itself stays whole.
WINDOWS_PER_SIDE = 8


def published_path(home: Path) -> Path:
    return home / "published" / "claimgraph.duckdb"


def as_cli_json(row: dict) -> dict:
    """The row exactly as `--format json` prints it (dates and lists as JSON values)."""
    return json.loads(json.dumps(row, default=str))


class Sources:
    """Document texts and file names of a home, read from its lake (never written)."""

    def __init__(self, home: Path) -> None:
        pattern = str(home / "lake" / "document" / "*.parquet")
        with duckdb.connect() as con:
            rows = con.execute(
                "select doc_id, any_value(path), any_value(text) from read_parquet(?) group by doc_id",
                [pattern],
            ).fetchall()
        self.path = {doc: path for doc, path, _ in rows}
        self.text = {doc: text for doc, _, text in rows}

    def file(self, doc: str) -> str | None:
        path = self.path.get(doc)
        return Path(path).name if path else None

    def origin_name(self, origin: str) -> str:
        """An origin node as a reader knows it: a document's file name ("copies of" it for a copy
        group), else the node ("outlet:ap")."""
        if origin and origin.startswith("doc:"):
            return self.file(origin[4:]) or origin
        if origin and origin.startswith("copies:"):
            return f"copies of {self.file(origin[7:]) or origin[7:]}"
        return origin

    def window(self, claim: dict) -> dict:
        """The claim's document file and the text around its span, the span marked with ⟦ ⟧."""
        doc, span = claim.get("doc"), claim.get("span") or [None, None]
        text = self.text.get(doc)
        out = {"claim": claim.get("id"), "file": self.file(doc), "span": span}
        if text is None or span[0] is None:
            return {**out, "window": None}
        start, end = int(span[0]), int(span[1])
        lo, hi = max(0, start - WINDOW), min(len(text), end + WINDOW)
        out["window"] = (
            ("…" if lo else "")
            + text[lo:start]
            + "⟦"
            + text[start:end]
            + "⟧"
            + text[end:hi]
            + ("…" if hi < len(text) else "")
        )
        return out


def _draw(rows: list, n: int, rng: random.Random) -> list[tuple[int, object]]:
    """n rows chosen uniformly, kept in report order, each with its rank in the report."""
    picked = sorted(rng.sample(range(len(rows)), min(n, len(rows))))
    return [(i, rows[i]) for i in picked]


def contradiction_items(published: Path, sources: Sources, rng: random.Random) -> tuple[list[dict], int]:
    rows = reports.contradictions(published)
    items = []
    for rank, row in _draw(rows, SIZES["contradictions"], rng):
        sides = []
        for n, side in enumerate(row["sides"]):
            shown = side["claims"][:WINDOWS_PER_SIDE]
            sides.append(
                {
                    "side": n,
                    "value": side["value"],
                    "polarity": side["polarity"],
                    "claims": len(side["claims"]),
                    "windows": [sources.window(c) for c in shown],
                }
            )
        items.append({"rank": rank, "row": as_cli_json(row), "context": sides})
    return items, len(rows)


def cluster_items(
    rows: list[dict], size: int, sources: Sources, rng: random.Random
) -> tuple[list[dict], int]:
    return [cluster_item(rank, row, sources) for rank, row in _draw(rows, size, rng)], len(rows)


def cluster_item(rank: int | None, row: dict, sources: Sources) -> dict:
    """One single-origin or corroborated row as a reader labels it: its origins and documents by
    file name, and one window per document (enough to see the copies)."""
    by_doc: dict[str, dict] = {}
    for claim in row["claims"]:
        by_doc.setdefault(claim["doc"], claim)
    return {
        "rank": rank,
        "row": as_cli_json(row),
        "origins_as_files": [sources.origin_name(o) for o in row.get("origin_set") or [row["origin"]]],
        "origin_doc_files": [sources.file(d) for d in row.get("origin_docs") or []],
        "doc_files": sorted({sources.file(c["doc"]) or c["doc"] for c in row["claims"]}),
        "context": [sources.window(c) for c in by_doc.values()],
    }


def claim_items(
    published: Path, sources: Sources, rng: random.Random, files: str | None = None
) -> tuple[list[dict], int]:
    """The claims sheet; with ``files``, only claims of documents whose file name starts so."""
    # every claim in who-claims' order (speaker, date, id); `who-claims ""` now refuses an empty text
    with reports.connect(published) as con:
        rows = [
            reports._public(r)
            for r in reports._rows(
                con, f"select {reports.CLAIM_AND_EXTRAS} from who_claims order by speaker, said_on, id"
            )
        ]
    if files:
        rows = [r for r in rows if (sources.file(r["doc"]) or "").startswith(files)]
    drawn = _draw(rows, SIZES["claims"], rng)
    with reports.connect(published) as con:
        ingested = dict(
            con.execute(
                "select id, cast(cast(first_seen as timestamp) as date)::varchar from claims where list_contains(?, id)",
                [[c["id"] for _, c in drawn]],
            ).fetchall()
        )
    items = []
    for rank, claim in drawn:
        items.append(
            {
                "rank": rank,
                "row": as_cli_json(claim),
                "ingest_day": ingested.get(claim["id"]),
                "context": sources.window(claim),
            }
        )
    return items, len(rows)


def keep_figures(results: Path, name: str, figures: dict) -> None:
    """Keep ``figures`` under ``name`` (with today's date) in the results file ``results``, beside
    the figures kept there before."""
    kept = json.loads(results.read_text()) if results.exists() else {}
    kept[name] = {"date": datetime.now(UTC).isoformat(timespec="seconds"), **figures}
    results.write_text(json.dumps(kept, indent=2) + "\n")


def write_sheet(out: Path, report: str, items: list[dict]) -> None:
    with (out / f"{report}.jsonl").open("w", encoding="utf-8") as handle:
        for n, item in enumerate(items, 1):
            line = {"item": n, "report": report, **item, "label": dict(LABELS[report])}
            handle.write(json.dumps(line, ensure_ascii=False) + "\n")


def _labelled(out: Path) -> list[str]:
    """Sheets in OUT that already carry a label, which a new draw would overwrite."""
    found = []
    for sheet in sorted(out.glob("*.jsonl")):
        for line in sheet.read_text(encoding="utf-8").splitlines():
            label = json.loads(line).get("label") or {}
            if any(v not in (None, "") for v in label.values()):
                found.append(sheet.name)
                break
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("home", type=Path, help="a claimgraph home with published marts")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "labels" / "sample")
    parser.add_argument("--force", action="store_true", help="overwrite sheets that already hold labels")
    parser.add_argument(
        "--claims-from",
        metavar="PREFIX",
        help="draw only the claims sheet, from documents whose file name starts with PREFIX (hel_)",
    )
    args = parser.parse_args()
    if args.out.exists() and not args.force and (done := _labelled(args.out)):
        parser.error(
            f"{args.out} holds labelled sheets ({', '.join(done)}); choose another --out or pass --force"
        )
    published = published_path(args.home)
    sources = Sources(args.home)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    populations = {}
    if args.claims_from:
        rng = random.Random(args.seed + 3)
        items, populations["claims"] = claim_items(published, sources, rng, args.claims_from)
        write_sheet(out, "claims", items)
        meta = {"home": str(args.home.resolve()), "seed": args.seed, "claims_from": args.claims_from}
        meta |= {"date": datetime.now(UTC).isoformat(timespec="seconds"), "population": populations}
        (out / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")
        return
    # One generator per report, so that a report's sample does not depend on another's size.
    items, populations["contradictions"] = contradiction_items(published, sources, random.Random(args.seed))
    write_sheet(out, "contradictions", items)
    single = reports.single_origin(published, min_documents=2)
    items, populations["single_origin"] = cluster_items(
        single, SIZES["single_origin"], sources, random.Random(args.seed + 1)
    )
    write_sheet(out, "single_origin", items)
    corroborated = reports.corroborated(published, min_origins=2)
    items, populations["corroborated"] = cluster_items(
        corroborated, SIZES["corroborated"], sources, random.Random(args.seed + 2)
    )
    write_sheet(out, "corroborated", items)
    items, populations["claims"] = claim_items(published, sources, random.Random(args.seed + 3))
    write_sheet(out, "claims", items)
    meta = {
        "home": str(args.home.resolve()),
        "seed": args.seed,
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "sizes": SIZES,
        "population": populations,
        "commands": {
            "contradictions": "claimgraph report contradictions --format json",
            "single_origin": "claimgraph report single-origin --min-documents 2 --format json",
            "corroborated": "claimgraph report corroborated --min-origins 2 --format json",
            "claims": 'claimgraph who-claims "" --format json',
        },
    }
    (out / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")
    print(json.dumps(meta, indent=2))


if __name__ == "__main__":
    main()
