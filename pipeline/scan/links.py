"""``claimgraph link SCAN_ID RESULT_NO``: a typed evidence link from a stored scan's result.

The anchor is the verbatim passage (document, span, text), checked against the
document text in the lake so a link never points at words the page does not
hold; an identical anchor is reused. The connection's relation comes from the
verdict (supports: supporting, contradicts: contradicting, nuanced: extending)
and carries the explanation, a snippet of the claim, the confidence and where
the verdict came from (model id, prompt version, time). Irrelevant results have
no honest relation and are refused.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import duckdb

from pipeline import lake
from pipeline.scan.engine import evidence_path
from pipeline.scan.store import EvidenceStore, short_hash
from pipeline.scan.verdicts import RELATIONS, one_sentence
from pipeline.settings import Settings

SNIPPET_CHARS = 160
EXPORT = "links"


class LinkRefused(ValueError):
    """Raised when a result cannot be linked (unknown scan or result, irrelevant, text no longer in the page)."""


def snippet(claim: str, limit: int = SNIPPET_CHARS) -> str:
    text = " ".join(claim.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def links_export_path(settings: Settings) -> Path:
    return lake.partition_path(settings.lake_dir, "evidence_link", EXPORT)


def _document_text(settings: Settings, doc_id: str) -> str | None:
    folder = settings.lake_dir / "document"
    if not list(folder.glob("*.parquet")):
        return None
    glob = str(folder / "*.parquet").replace("'", "''")
    with duckdb.connect() as con:
        row = con.execute(
            f"select text from read_parquet('{glob}') where doc_id = ? limit 1", [doc_id]
        ).fetchone()
    return row[0] if row else None


def link(settings: Settings, scan_id: str, result_no: int, now: datetime | None = None) -> dict:
    """Record the link of result ``result_no`` (1-based, as the scan printed it) of scan ``scan_id``."""
    store = EvidenceStore(evidence_path(settings))
    scan = store.scan(scan_id)
    if scan is None:
        raise LinkRefused(f"no stored scan {scan_id!r} in {settings.home}: run `claimgraph scan` first")
    results = scan["results"]
    if not 1 <= result_no <= len(results):
        raise LinkRefused(f"scan {scan_id} has results 1 to {len(results)}, not {result_no}")
    result = results[result_no - 1]
    relation = RELATIONS.get(result["verdict"])
    if relation is None:
        raise LinkRefused(
            f"result {result_no} is irrelevant to the claim: there is no honest relation to record, so it "
            "cannot be linked"
        )
    start, end = result["span"]
    text = _document_text(settings, result["doc"])
    if text is not None and text[start:end] != result["passage"]:
        raise LinkRefused(
            f"result {result_no}'s passage is no longer at {start}-{end} of document {result['doc']}"
        )
    stamp = (now or datetime.now(UTC)).isoformat(timespec="seconds")
    anchor_id, anchor_created = store.anchor(result["doc"], start, end, result["passage"], stamp)
    key = scan["claim_key"]
    existing = store.connection_for(key, anchor_id)
    if existing is not None:
        return {**existing, "anchor_created": False, "already_linked": True}
    connection = {
        "connection_id": "l-" + short_hash(key, anchor_id),
        "anchor_id": anchor_id,
        "claim": scan["claim"],
        "claim_key": key,
        "claim_snippet": snippet(scan["claim"]),
        "relation": relation,
        "verdict": result["verdict"],
        "explanation": one_sentence(result["explanation"]),
        "confidence": float(result["confidence"]),
        "model_id": scan["model_id"],
        "prompt_version": scan["prompt_version"],
        "scan_id": scan_id,
        "result_no": result_no,
        "outlet": result.get("outlet"),
        "published": result.get("date"),
        "created": stamp,
    }
    store.add_connection(connection)
    export_links(settings, store)
    return {**connection, "anchor_created": anchor_created, "already_linked": False}


def export_links(settings: Settings, store: EvidenceStore | None = None) -> Path:
    """Every link as ``lake/evidence_link/links.parquet`` (written atomically) for the ``evidence_links`` mart."""
    store = store or EvidenceStore(evidence_path(settings))
    return lake.write_partition(
        settings.lake_dir, "evidence_link", EXPORT, lake.frame("evidence_link", store.links())
    )


def report_links(settings: Settings) -> list[dict]:
    """Every link, oldest first, read from the store (the mart catches up at the next build)."""
    path = evidence_path(settings)
    if not path.exists():
        return []
    return [
        {
            "connection_id": row["connection_id"],
            "relation": row["relation"],
            "claim": row["claim"],
            "claim_snippet": row["claim_snippet"],
            "passage": row["quote"],
            "doc": row["doc_id"],
            "span": [row["span_start"], row["span_end"]],
            "outlet": row["outlet"],
            "date": row["published"],
            "verdict": row["verdict"],
            "confidence": row["confidence"],
            "explanation": row["explanation"],
            "anchor_id": row["anchor_id"],
            "model_id": row["model_id"],
            "prompt_version": row["prompt_version"],
            "scan_id": row["scan_id"],
            "created": row["created"],
        }
        for row in EvidenceStore(path).links()
    ]
