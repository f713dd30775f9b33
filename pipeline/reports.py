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

# A claim whose source the text does not name ("It was revealed that ...", "reportedly").
UNNAMED_SPEAKER = "(source not named)"
# The article's own voice: a sentence that attributes nothing (its outlet is shown beside it).
NARRATED_SPEAKER = "(the article itself)"


def speaker_label(claim: dict) -> str:
    """Who says the claim, as a reader is shown it: the speaker, else who stands for the voice."""
    return claim.get("speaker") or (NARRATED_SPEAKER if claim.get("narrated") else UNNAMED_SPEAKER)


def document_label(claim: dict) -> str:
    """Where the claim was read, as a reader is shown it: the outlet, else the file the article
    came in (a folder of .txt files names no outlet), else the document id."""
    path = claim.get("path")
    return claim.get("outlet") or claim.get("file") or (Path(path).name if path else claim.get("doc") or "")


# Said beside the seed's fields: the outlet, and whether the content is said to hold or not
# ("did not take it seriously" is predicate "take", polarity negative).
CLAIM_EXTRAS = ("outlet", "polarity", "speaker_mention")
CLAIM_AND_EXTRAS = ", ".join((*CLAIM_FIELDS, *CLAIM_EXTRAS))


# Said under every origin report and carried by every row of its JSON: an origin count
# counts independent reports among these documents, not how true a claim is.
ORIGINS_NOTE = (
    "The origin count describes the reporting, not the world: it counts the independent reports "
    "of a claim among these documents (a wire story run by fifty papers is one), "
    "not whether the claim is true."
)


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
    columns = {d[0] for d in con.execute("select * from claims limit 0").description}
    # a warehouse built before narration was read has no such column until its next build
    narrated = ", narrated" if "narrated" in columns else ""
    rows = _rows(con, f"select {CLAIM_AND_EXTRAS}{narrated} from claims where list_contains(?, id)", [ids])
    return {r["id"]: r for r in rows}


def _files(con: duckdb.DuckDBPyConnection, docs: set[str]) -> dict[str, str]:
    """Document id -> the name of the file it was read from."""
    if (
        not docs
        or not con.execute(
            "select 1 from information_schema.tables where table_name = 'stg_documents'"
        ).fetchone()
    ):
        return {}
    rows = con.execute(
        "select doc_id, path from stg_documents where list_contains(?, doc_id)",
        [sorted(d for d in docs if d)],
    )
    return {doc: Path(path).name for doc, path in rows.fetchall() if path}


def _public(claim: dict, files: dict[str, str] | None = None) -> dict:
    """A claim object with the seed's field names, plus the outlet and the polarity, for the reader;
    ``file``, the name of the file its document came in, where ``files`` has it; and ``narrated``
    where the claim may be the article's own voice (a contradiction's side)."""
    public = {k: claim.get(k) for k in (*CLAIM_FIELDS, *CLAIM_EXTRAS)}
    if files is not None:
        public["file"] = files.get(claim.get("doc"))
    if "narrated" in claim:
        public["narrated"] = bool(claim["narrated"])
    return public


def _origin_rows(con: duckdb.DuckDBPyConnection, sql: str, params: list) -> list[dict]:
    """Rows of an origin report with their claims as claim objects and the note on what origins count."""
    rows = _rows(con, sql, params)
    claims = _claims_by_id(con, [c for r in rows for c in r["claims"]])
    files = _files(con, {c["doc"] for c in claims.values()})
    for row in rows:
        row["claims"] = [_public(claims[c], files) for c in row["claims"] if c in claims]
        row["origins_note"] = ORIGINS_NOTE
    return rows


def single_origin(published: Path, min_documents: int = 5) -> list[dict]:
    """Clusters that several documents carry and that all trace back to one origin.

    Only proposition claims are clustered here (dbt's propositions_only), and the
    origin is what the texts credit or, when they credit nobody, the copy group
    (``copies:DOC_ID``) with ``origin_detail`` saying which member stands for it and why.
    """
    with connect(published) as con:
        return _origin_rows(
            con,
            """
            select cluster, subject, predicate, value, documents, origins, origin, origin_docs, claims, quote,
                   origin_detail
            from single_origin where documents >= ? order by documents desc, cluster
            """,
            [min_documents],
        )


def corroborated(published: Path, min_origins: int = 2) -> list[dict]:
    """Clusters whose floor of independent origins is at least ``min_origins``; ``origin_groups``
    names, for each origin of ``origin_set``, the group the floor counts it in (the group's
    smallest origin: origins one document names together, or that copies join)."""
    with connect(published) as con:
        columns = {d[0] for d in con.execute("select * from cluster_origins limit 0").description}
        # a warehouse built before the groups were kept has no such column until its next build
        groups = " origin_groups," if "origin_groups" in columns else ""
        return _origin_rows(
            con,
            f"""
            select cluster, subject, predicate, value, documents, origins_floor, origins_ceiling,
                   origin, origin_set,{groups} origin_docs, claims, quote, origin_detail,
                   origin_details
            from cluster_origins where origins_floor >= ? order by origins_floor desc, documents desc, cluster
            """,
            [min_origins],
        )


# Every report that counts origins says what they are.
ORIGINS_NOTE = (
    "Origins count the independent reports behind a side, as far as the texts credit them "
    "(floor-ceiling: anonymous sources may be one person or several). They describe the "
    "reporting, not the world: more origins do not make a side true."
)
CONTRADICTION_COLUMNS = (
    "subject, predicate, sides, pairs, conflict, relation, strength, verdict, severity, confidence, "
    "reason, subject_entity, topic, positions"
)


def contradictions(published: Path) -> list[dict]:
    """Pairs of claims that cannot both hold, strongest first (a denial or a clash of figures or
    dates before an opposite polarity read from a negation).

    Each row is two sides, each side one claim however often it was said (a cluster): its value
    and polarity, its first quote, speaker and date, its claims and sources, and its independent
    origins as a floor and a ceiling; its two positions (a denial against all the wordings of
    what it denies, counted together); and the deterministic judge's verdict, severity,
    confidence and reason on its strongest pair.
    """
    with connect(published) as con:
        rows = _rows(con, f"select {CONTRADICTION_COLUMNS} from contradictions order by strength desc, topic")
        claims = _claims_by_id(con, [c for r in rows for s in r["sides"] for c in s["claims"]])
        files = _files(con, {c["doc"] for c in claims.values()})
    for row in rows:
        for side in row["sides"]:
            side["claims"] = sorted(
                (_public(claims[c], files) for c in side["claims"] if c in claims),
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
            select {CLAIM_AND_EXTRAS} from who_claims
            where lower(concat_ws(' ', subject, predicate, value, quote)) like ? escape '\\'
            order by speaker, said_on, id
            """,
            [pattern],
        )
        files = _files(con, {r["doc"] for r in rows})
    return [_public(r, files) for r in rows]


def first_appearance(published: Path, text: str) -> list[dict]:
    """For each claim cluster mentioning TEXT, the first document to carry it."""
    pattern = _matches(text)
    with connect(published) as con:
        rows = _rows(
            con,
            f"""
            select {CLAIM_AND_EXTRAS}, title, documents from first_appearance
            where lower(concat_ws(' ', subject, predicate, value, quote)) like ? escape '\\'
            order by said_on, id
            """,
            [pattern],
        )
        files = _files(con, {r["doc"] for r in rows})
    return [{**_public(r, files), "title": r["title"], "documents": r["documents"]} for r in rows]


def claim_origins(published: Path, ids: list[str]) -> dict[str, list[dict]]:
    """Claim id -> its rows of ``claim_origin`` (``origin``, ``speaker_anonymous``)."""
    if not ids:
        return {}
    with connect(published) as con:
        rows = _rows(
            con,
            "select claim_id, origin, speaker_anonymous from claim_origin where list_contains(?, claim_id) "
            "order by claim_id, origin",
            [ids],
        )
    found: dict[str, list[dict]] = {}
    for row in rows:
        found.setdefault(row["claim_id"], []).append(row)
    return found
