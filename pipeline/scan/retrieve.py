"""The rankers of a scan, over the passage index the pipeline wrote to the lake.

- ``bm25``: Okapi BM25 (k1 1.2, b 0.75) over the postings of every batch, with
  document frequencies and the average length taken over the whole library, so
  a batch added later changes scores exactly as a rebuilt index would. The
  postings are written per batch by the ``passage_index`` asset, so a new batch
  is indexed once and the library is never re-indexed whole, which DuckDB's fts
  extension (one index over one table; no build for DuckDB 2.0 on PyPI) and
  bm25s (one in-memory index) would both need. The scores are checked equal to
  bm25s's on the same terms (``tests/unit/scan/test_index.py``). A passage must hold at least
  ``BM25_FLOOR`` of the claim's term weight (the idf of the claim's terms it
  contains over the idf of all of them, a term the library lacks weighing
  most): a claim on a topic the library never covers shares only words such as
  "new" or "March" with it, and gets nothing;
- ``graph``: passages holding claims whose resolved subject the claim names
  (read from the published claims mart);
- ``semantic``: cosine similarity of sentence embeddings (``pipeline.scan.embed``).

Each ranker returns passage ids, best first, already limited to the scope.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import duckdb

from pipeline.scan.text import terms, words

K1, B = 1.2, 0.75
DEPTH = 100
# Measured on FNC-1 (docs/quality.md "When a scan finds nothing"): benchmarks/scan_floor.py.
BM25_FLOOR = 0.3


class NothingIndexed(Exception):
    """Raised when the home has no passage index yet (nothing ingested)."""


def normalize_scope(scope: str) -> str:
    """A drop-folder subfolder as the index stores paths: forward slashes, no './', one trailing '/'."""
    scope = scope.replace("\\", "/").strip()
    while scope.startswith("./"):
        scope = scope[2:]
    scope = scope.strip("/") if not scope.startswith("/") else scope.rstrip("/")
    return scope + "/" if scope else ""


@dataclass
class Library:
    """The passage index of one home, read with an in-memory DuckDB (no lock on the warehouse)."""

    lake_dir: Path
    published: Path | None = None

    def __post_init__(self) -> None:
        self.con = duckdb.connect()
        if not list((self.lake_dir / "passage").glob("*.parquet")):
            raise NothingIndexed(
                f"no passage index under {self.lake_dir}: run `claimgraph ingest DIR` first (a home "
                "ingested before the evidence scan existed needs the passage_index asset backfilled "
                "over its batches, e.g. from `claimgraph ui`)"
            )
        self.con.execute(f"create view passage as select * from read_parquet('{self._glob('passage')}')")
        self.con.execute(
            f"create view passage_term as select * from read_parquet('{self._glob('passage_term')}')"
        )

    def _glob(self, table: str) -> str:
        return str(self.lake_dir / table / "*.parquet").replace("'", "''")

    def scoped_ids(self, scopes: Sequence[str]) -> set[str] | None:
        """Passage ids under any of the scopes (drop-relative folders or absolute paths); None: everything."""
        prefixes = [normalize_scope(s) for s in scopes if normalize_scope(s)]
        if not prefixes:
            return None
        rows = self.con.execute(
            """
            select passage_id from passage
            where exists (
                select 1 from unnest(?::varchar[]) as s(prefix)
                where starts_with(rel_path, prefix) or starts_with(path, prefix)
            )
            """,
            [prefixes],
        ).fetchall()
        return {r[0] for r in rows}

    def passages(self, ids: Sequence[str]) -> dict[str, dict]:
        if not ids:
            return {}
        cursor = self.con.execute(
            "select * from passage where list_contains(?::varchar[], passage_id)", [list(ids)]
        )
        names = [d[0] for d in cursor.description]
        return {row[0]: dict(zip(names, row, strict=True)) for row in cursor.fetchall()}

    def bm25(
        self, query: str, allowed: set[str] | None = None, depth: int = DEPTH, floor: float = BM25_FLOOR
    ) -> list[str]:
        return [pid for pid, _, _ in self.bm25_scored(query, allowed, depth, floor)]

    def bm25_scored(
        self, query: str, allowed: set[str] | None = None, depth: int = DEPTH, floor: float = 0.0
    ) -> list[tuple[str, float, float]]:
        """(passage id, BM25 score, share of the claim's term weight held), best first."""
        query_terms = sorted(set(terms(query)))
        if not query_terms or allowed == set():
            return []
        rows = self.con.execute(
            f"""
            with q as (select unnest(?::varchar[]) as term),
            stats as (select count(*)::double as n, greatest(avg(terms), 1) as avgdl from passage),
            hits as (select passage_id, term, tf from passage_term semi join q using (term)),
            df as (
                select q.term, count(h.passage_id)::double as df
                from q left join hits as h using (term) group by q.term
            ),
            idf as (select term, ln(1 + (s.n - df + 0.5) / (df + 0.5)) as idf from df cross join stats as s),
            total as (select sum(idf) as weight from idf)
            select h.passage_id,
                   sum(idf.idf * h.tf * ({K1} + 1)
                       / (h.tf + {K1} * (1 - {B} + {B} * p.terms / s.avgdl))) as score,
                   sum(idf.idf) / any_value(total.weight) as coverage
            from hits as h
            join idf using (term)
            join passage as p using (passage_id)
            cross join stats as s
            cross join total
            group by h.passage_id
            having sum(idf.idf) / any_value(total.weight) >= ?
            order by score desc, h.passage_id
            """,
            [query_terms, floor],
        ).fetchall()
        ranked = [
            (pid, score, coverage) for pid, score, coverage in rows if allowed is None or pid in allowed
        ]
        return ranked[:depth]

    def graph(self, query: str, allowed: set[str] | None = None, depth: int = DEPTH) -> list[str]:
        """Passages holding claims on a subject the claim names, most query words in the quote first."""
        if self.published is None or not self.published.exists() or allowed == set():
            return []
        with duckdb.connect(str(self.published), read_only=True) as warehouse:
            claims = warehouse.execute(
                "select id, subject, subject_entity, doc, span[1] as start, quote from claims "
                "where subject is not null and subject_entity is not null"
            ).fetchall()
        entities = subjects_named(query, [(c[1], c[2]) for c in claims])
        if not entities:
            return []
        query_terms = set(terms(query))
        held = [c for c in claims if c[2] in entities and c[4] is not None]
        if not held:
            return []
        located = self.con.execute(
            """
            with c as (select unnest(?::varchar[]) as doc_id, unnest(?::bigint[]) as pos, unnest(?::int[]) as n)
            select c.n, p.passage_id from c join passage as p
            on p.doc_id = c.doc_id and c.pos >= p.sentence_start and c.pos < p.sentence_end
            """,
            [[c[3] for c in held], [int(c[4]) for c in held], list(range(len(held)))],
        ).fetchall()
        scored: dict[str, int] = {}
        for n, pid in located:
            if allowed is not None and pid not in allowed:
                continue
            overlap = len(query_terms & set(terms(held[n][5] or "")))
            scored[pid] = max(scored.get(pid, -1), overlap)
        return sorted(scored, key=lambda pid: (-scored[pid], pid))[:depth]


def subjects_named(query: str, subjects: Sequence[tuple[str, str]]) -> set[str]:
    """Subject entities whose subject text the claim contains as whole words (one-word pronouns aside)."""
    text = " " + " ".join(words(query)) + " "
    found = set()
    for subject, entity in subjects:
        name = " ".join(words(subject))
        if not name or not terms(subject):
            continue
        if f" {name} " in text:
            found.add(entity)
    return found
