"""Where scans, the verdict cache and the evidence links live.

- ``cache/scan_verdicts.sqlite``: verdicts keyed by (claim, passage text, model
  id, prompt version); a re-scan with the same judge makes no new call.
- ``evidence/evidence.sqlite``: the stored scans (claim, scope, candidates,
  verdicts) and the links a person made (anchors and connections). Links are
  human decisions: they live outside the lake, which a re-ingest or a backfill
  rewrites, and are exported to ``lake/evidence_link/links.parquet`` for the dbt mart.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from contextlib import closing
from pathlib import Path

from pipeline.scan.text import fold
from pipeline.scan.verdicts import Verdict

SCHEMA = """
create table if not exists scans (
    scan_id text primary key,
    claim text not null,
    claim_key text not null,
    scope text not null,
    judge text not null,
    model_id text not null,
    prompt_version text not null,
    created text not null,
    candidates text not null,
    results text not null,
    failed text not null
);
create index if not exists scans_by_claim on scans (claim_key);
create table if not exists anchors (
    anchor_id text primary key,
    doc_id text not null,
    span_start integer not null,
    span_end integer not null,
    text text not null,
    created text not null,
    unique (doc_id, span_start, span_end, text)
);
create table if not exists connections (
    connection_id text primary key,
    anchor_id text not null references anchors (anchor_id),
    claim text not null,
    claim_key text not null,
    claim_snippet text not null,
    relation text not null,
    verdict text not null,
    explanation text not null,
    confidence real not null,
    model_id text not null,
    prompt_version text not null,
    scan_id text not null,
    result_no integer not null,
    outlet text,
    published text,
    created text not null,
    unique (claim_key, anchor_id)
);
create index if not exists connections_by_claim on connections (claim_key);
"""


def claim_key(claim: str) -> str:
    """Claims that differ only in case, accents or spacing are the same claim."""
    return " ".join(fold(claim).split())


def short_hash(*parts: object, length: int = 12) -> str:
    return hashlib.sha1(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()[:length]


def connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path, timeout=30)
    con.row_factory = sqlite3.Row
    return con


class VerdictCache:
    """Verdicts by (claim, passage, model id, prompt version)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        with closing(connect(path)) as con, con:
            con.execute(
                "create table if not exists verdicts (key text primary key, verdict text, confidence real,"
                " explanation text)"
            )

    @staticmethod
    def key(claim: str, passage: str, model_id: str, prompt_version: str) -> str:
        return hashlib.sha256(
            json.dumps([claim_key(claim), passage, model_id, prompt_version]).encode()
        ).hexdigest()

    def get(self, key: str) -> Verdict | None:
        with closing(connect(self.path)) as con:
            row = con.execute("select * from verdicts where key = ?", [key]).fetchone()
        return Verdict(row["verdict"], row["confidence"], row["explanation"]) if row else None

    def put(self, key: str, verdict: Verdict) -> None:
        with closing(connect(self.path)) as con, con:
            con.execute(
                "insert or replace into verdicts values (?, ?, ?, ?)",
                [key, verdict.verdict, verdict.confidence, verdict.explanation],
            )


class EvidenceStore:
    """Stored scans and evidence links of one home."""

    def __init__(self, path: Path) -> None:
        self.path = path
        with closing(connect(path)) as con, con:
            con.executescript(SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return connect(self.path)

    def save_scan(self, scan: dict) -> None:
        with closing(self._connect()) as con, con:
            con.execute(
                "insert or replace into scans values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    scan["scan_id"],
                    scan["claim"],
                    claim_key(scan["retrieval_text"]),
                    json.dumps(scan["scope"]),
                    scan["judge"],
                    scan["model_id"],
                    scan["prompt_version"],
                    scan["created"],
                    json.dumps(scan["candidates"]),
                    json.dumps(scan["results"]),
                    json.dumps(scan["failed"]),
                ],
            )

    def scan(self, scan_id: str) -> dict | None:
        with closing(self._connect()) as con:
            row = con.execute("select * from scans where scan_id = ?", [scan_id]).fetchone()
        if row is None:
            return None
        scan = dict(row)
        for field in ("scope", "candidates", "results", "failed"):
            scan[field] = json.loads(scan[field])
        return scan

    def anchor(self, doc_id: str, start: int, end: int, text: str, now: str) -> tuple[str, bool]:
        """(anchor id, created): an identical anchor (document, span, text) is reused, not duplicated."""
        with closing(self._connect()) as con, con:
            row = con.execute(
                "select anchor_id from anchors where doc_id = ? and span_start = ? and span_end = ? and text = ?",
                [doc_id, start, end, text],
            ).fetchone()
            if row:
                return row["anchor_id"], False
            anchor_id = "a-" + short_hash(doc_id, start, end, text)
            con.execute(
                "insert into anchors values (?, ?, ?, ?, ?, ?)", [anchor_id, doc_id, start, end, text, now]
            )
            return anchor_id, True

    def connection_for(self, key: str, anchor_id: str) -> dict | None:
        with closing(self._connect()) as con:
            row = con.execute(
                "select * from connections where claim_key = ? and anchor_id = ?", [key, anchor_id]
            ).fetchone()
        return dict(row) if row else None

    def add_connection(self, connection: dict) -> None:
        with closing(self._connect()) as con, con:
            columns = ", ".join(connection)
            marks = ", ".join("?" for _ in connection)
            con.execute(f"insert into connections ({columns}) values ({marks})", list(connection.values()))

    def links(self, key: str | None = None) -> list[dict]:
        """Every link (or those of one claim), with its anchor, oldest first."""
        sql = (
            "select c.*, a.doc_id, a.span_start, a.span_end, a.text as quote, a.created as anchor_created "
            "from connections as c join anchors as a using (anchor_id)"
        )
        params: list[str] = []
        if key is not None:
            sql += " where c.claim_key = ?"
            params.append(key)
        with closing(self._connect()) as con:
            rows = con.execute(sql + " order by c.created, c.connection_id", params).fetchall()
        return [dict(r) for r in rows]

    def anchor_count(self) -> int:
        with closing(self._connect()) as con:
            return con.execute("select count(*) from anchors").fetchone()[0]
