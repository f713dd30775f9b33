"""The queries over the published marts: single origin, corroborated, contradictions, corrections, who claims,
first appearance.

Readers open the published copy of the warehouse read-only, so a report never
meets the writer's lock while the pipeline runs.
"""

from __future__ import annotations

from pathlib import Path

import duckdb

CLAIM_FIELDS = (
    "id",
    "speaker",
    "modality",
    "subject",
    "predicate",
    "value",
    "said_on",
    "refers_to",
    "quote",
    "doc",
    "span",
    "relayed_from",
    "cluster",
)
CLAIM_SELECT = ", ".join(CLAIM_FIELDS)


class NoData(Exception):
    """Raised when nothing has been ingested into this home yet."""


class QueryRefused(ValueError):
    """Raised when the words to look for cannot select anything (an empty TEXT would match every claim)."""


def connect(published: Path) -> duckdb.DuckDBPyConnection:
    if not published.exists():
        raise NoData(
            f"no published marts at {published}: run `claimgraph ingest DIR` (or `claimgraph demo`) first"
        )
    return duckdb.connect(str(published), read_only=True)


def _rows(con: duckdb.DuckDBPyConnection, sql: str, params: list | None = None) -> list[dict]:
    cursor = con.execute(sql, params or [])
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def _claims_by_id(con: duckdb.DuckDBPyConnection, ids: list[str]) -> dict[str, dict]:
    if not ids:
        return {}
    rows = _rows(con, f"select {CLAIM_SELECT}, outlet from claims where list_contains(?, id)", [ids])
    return {r["id"]: r for r in rows}


def _public(claim: dict) -> dict:
    """A claim object with the seed's field names (plus the outlet, for the reader)."""
    return {**{k: claim.get(k) for k in CLAIM_FIELDS}, "outlet": claim.get("outlet")}


def single_origin(published: Path, min_documents: int = 5) -> list[dict]:
    with connect(published) as con:
        rows = _rows(
            con,
            """
            select cluster, subject, predicate, value, documents, origins, origin, origin_docs, claims, quote
            from single_origin where documents >= ? order by documents desc, cluster
            """,
            [min_documents],
        )
        claims = _claims_by_id(con, [c for r in rows for c in r["claims"]])
    for row in rows:
        row["claims"] = [_public(claims[c]) for c in row["claims"] if c in claims]
    return rows


def corroborated(published: Path, min_origins: int = 2) -> list[dict]:
    """Clusters whose floor of independent origins is at least ``min_origins``."""
    with connect(published) as con:
        rows = _rows(
            con,
            """
            select cluster, subject, predicate, value, documents, origins_floor, origins_ceiling,
                   origin, origin_set, origin_docs, claims, quote
            from cluster_origins where origins_floor >= ? order by origins_floor desc, documents desc, cluster
            """,
            [min_origins],
        )
        claims = _claims_by_id(con, [c for r in rows for c in r["claims"]])
    for row in rows:
        row["claims"] = [_public(claims[c]) for c in row["claims"] if c in claims]
    return rows


def contradictions(published: Path) -> list[dict]:
    with connect(published) as con:
        rows = _rows(con, "select subject, predicate, sides, pairs, topic from contradictions order by topic")
        claims = _claims_by_id(con, [c for r in rows for s in r["sides"] for c in s["claims"]])
    for row in rows:
        for side in row["sides"]:
            side["claims"] = sorted(
                (_public(claims[c]) for c in side["claims"] if c in claims),
                key=lambda c: (c["said_on"] or "", c["id"]),
            )
    return rows


CORRECTION_FIELDS = (
    "doc",
    "previous_doc",
    "path",
    "subject",
    "predicate",
    "speaker",
    "old_value",
    "new_value",
    "old_polarity",
    "new_polarity",
    "old_quote",
    "new_quote",
    "old_claim",
    "new_claim",
    "old_said_on",
    "new_said_on",
)


def corrections(published: Path) -> list[dict]:
    """What new versions of articles changed: each changed claim's value and quote, before and after.

    A change between two versions of one article is shown here, never as a contradiction.
    """
    with connect(published) as con:
        if not con.execute(
            "select 1 from information_schema.tables where table_name = 'corrections'"
        ).fetchone():
            raise NoData(
                f"the marts at {published} have no corrections table (an older claimgraph built them):"
                " the next ingest that builds the marts adds it"
            )
        return _rows(
            con,
            f"select {', '.join(CORRECTION_FIELDS)} from corrections"
            " order by path, version, subject_entity, predicate, old_claim, new_claim",
        )


def _matches(text: str) -> str:
    """A LIKE pattern for TEXT anywhere: a %, _ or backslash in TEXT is escaped, so it means itself."""
    words = text.strip().lower()
    if not words:
        raise QueryRefused("give the words to look for: an empty text would match every claim")
    escaped = words.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def who_claims(published: Path, text: str) -> list[dict]:
    """Every claim whose subject, predicate, value or quote mentions TEXT, by speaker then date."""
    pattern = _matches(text)
    with connect(published) as con:
        rows = _rows(
            con,
            f"""
            select {CLAIM_SELECT}, outlet from who_claims
            where lower(concat_ws(' ', subject, predicate, value, quote)) like ? escape '\\'
            order by speaker, said_on, id
            """,
            [pattern],
        )
    return [_public(r) for r in rows]


def first_appearance(published: Path, text: str) -> list[dict]:
    """For each claim cluster mentioning TEXT, the first document to carry it."""
    pattern = _matches(text)
    with connect(published) as con:
        rows = _rows(
            con,
            f"""
            select {CLAIM_SELECT}, outlet, title, documents from first_appearance
            where lower(concat_ws(' ', subject, predicate, value, quote)) like ? escape '\\'
            order by said_on, id
            """,
            [pattern],
        )
    return [{**_public(r), "title": r["title"], "documents": r["documents"]} for r in rows]
