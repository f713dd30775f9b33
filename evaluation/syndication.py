"""`claimgraph eval syndication`: relay detection and origin roll-up on a real syndicated news day.

The Helsinki summit corpus (asprout/ArticleComparisons) holds articles from about
a hundred outlets scraped on one day, many of them AP, Reuters or AFP wire copy
under other mastheads. Each article is ingested as a document with its publisher
as outlet; the measure is how far the pipeline collapses them into origins, and
whether articles that credit a wire in their own byline or dateline get that wire
as an origin.
"""

from __future__ import annotations

import csv
import re
import shutil
import tempfile
import time
from pathlib import Path

import duckdb

from pipeline.relays import outlet_node
from pipeline.runner import run_ingest
from pipeline.settings import Settings

PARAGRAPH_SEPARATOR = " ### "
# The measure's own definition of "credits a wire in a byline or dateline",
# written apart from the pipeline's detector so that the two can disagree.
WIRES = {"ap": "AP", "reuters": "Reuters", "afp": "AFP"}
DATELINE = re.compile(r"\((AP|Reuters|AFP)\)\s*[—–-]")
BYLINE_WIRE = re.compile(r"\b(Associated Press|AP|Reuters|AFP|Agence France-Presse)\b")
NOT_A_BYLINE = re.compile(r"photo|getty|images|credit|/|\|", re.IGNORECASE)


def _photographer(paragraph: str, before: str) -> bool:
    """A picture's credit under its caption: "Pablo Martinez Monsivais, AP" after a caption
    ending "(AP Photo/Pablo Martinez Monsivais)". It credits the picture, not the text."""
    name = paragraph.split(",")[0].strip()
    return " " in name and "photo" in before.lower() and name.lower() in before.lower()


def credited_wire(text: str) -> str | None:
    """'ap', 'reuters' or 'afp' when the article's own byline or dateline credits that wire.

    A picture's credit ("Credit: Associated Press" above a photo, a photographer's "Name, AP"
    under a caption that names them) is not the article's byline.
    """
    paragraphs = text.split(PARAGRAPH_SEPARATOR)
    if m := DATELINE.search(PARAGRAPH_SEPARATOR.join(paragraphs[:8])):
        return outlet_node(m.group(1)).removeprefix("outlet:")
    for n, paragraph in enumerate(paragraphs[:6]):
        before = paragraphs[n - 1] if n else ""
        if (
            len(paragraph) <= 120
            and not NOT_A_BYLINE.search(paragraph)
            and not _photographer(paragraph, before)
        ):
            if m := BYLINE_WIRE.search(paragraph):
                return outlet_node(m.group(1)).removeprefix("outlet:")
    return None


def read_articles(csv_path: Path, limit: int | None = None) -> list[dict]:
    csv.field_size_limit(1 << 30)
    with csv_path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    missing = {"id", "publisher", "text"} - set(rows[0] if rows else {})
    if missing:
        raise ValueError(f"{csv_path} lacks the column(s) {', '.join(sorted(missing))}")
    return rows[:limit] if limit else rows


def write_drop(articles: list[dict], drop: Path) -> None:
    """Each article as a text file with its publisher as outlet (paragraphs as blank-line breaks)."""
    drop.mkdir(parents=True, exist_ok=True)
    for article in articles:
        body = article["text"].replace(PARAGRAPH_SEPARATOR, "\n\n")
        outlet = article["publisher"].replace('"', "'")
        (drop / f"{article['id']}.txt").write_text(
            f'---\noutlet: "{outlet}"\n---\n{body}\n', encoding="utf-8"
        )


def evaluate_syndication(
    csv_path: Path, limit: int | None = None, home: Path | None = None
) -> tuple[dict, list[str]]:
    """The measures (the keys the command prints) and the ids of credited articles left unresolved.

    With ``home`` the ingested data stays there for inspection; otherwise it lives
    in a temporary folder that is removed afterwards.
    """
    started = time.perf_counter()
    articles = read_articles(csv_path, limit)
    workdir = Path(tempfile.mkdtemp(prefix="claimgraph-syndication-"))
    try:
        drop = workdir / "drop"
        write_drop(articles, drop)
        settings = Settings(home=home.resolve() if home else workdir / "home")
        summary = run_ingest(settings, drop)
        if not summary.success:
            raise RuntimeError(f"ingest failed: {summary.failed_steps}")
        origins = _document_origins(settings.published_path)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return _measures(articles, origins, time.perf_counter() - started)


def _document_origins(published: Path) -> list[tuple]:
    with duckdb.connect(str(published), read_only=True) as con:
        origins = con.execute(
            """
            select regexp_extract(d.path, '([^/]+)\\.txt$', 1) as article, o.origin, o.is_relay, o.copy_group_size
            from doc_origin as o inner join stg_documents as d using (doc_id)
            """
        ).fetchall()
    return origins


def _measures(articles: list[dict], origins: list[tuple], seconds: float) -> tuple[dict, list[str]]:
    by_article: dict[str, set[str]] = {}
    relayed: set[str] = set()
    for article, origin, is_relay, group_size in origins:
        by_article.setdefault(article, set()).add(origin)
        if is_relay or group_size > 1:
            relayed.add(article)
    credited = {a["id"]: wire for a in articles if (wire := credited_wire(a["text"]))}
    resolved = [a for a, wire in credited.items() if f"outlet:{wire}" in by_article.get(a, set())]
    documents = len(by_article)
    origin_groups = len({o for found in by_article.values() for o in found})
    measures = {
        "documents": documents,
        "relayed_documents": len(relayed),
        "origin_groups": origin_groups,
        "unique_share": round(origin_groups / documents, 4) if documents else 0.0,
        "credited": len(credited),
        "credited_resolved": len(resolved),
        "credited_recall": round(len(resolved) / len(credited), 4) if credited else 0.0,
        "seconds": round(seconds, 1),
    }
    return measures, sorted(set(credited) - set(resolved))
