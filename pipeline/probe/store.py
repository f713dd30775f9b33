"""Probe runs and their findings: ``<home>/probe/probe.sqlite``, apart from the graph.

``probe_runs`` keeps each run's report; ``probe_findings`` one row per finding, so that
``claimgraph probe review`` reads the last run's findings, filtered by severity, without
judging anything again.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

from pipeline.judge.verdicts import SEVERITY_RANK

SCHEMA = """
create table if not exists probe_runs (
    run_id text primary key,
    created text not null,
    judge_id text not null,
    prompt_version text not null,
    run_status text not null,
    queries_evaluated integer not null,
    queries_with_contradiction integer not null,
    report text not null
);
create table if not exists probe_findings (
    run_id text not null references probe_runs (run_id),
    finding_no integer not null,
    severity text not null,
    verdict text not null,
    confidence real not null,
    subject_entity text,
    finding text not null,
    primary key (run_id, finding_no)
);
"""


class NoRuns(Exception):
    """Raised when review is asked for before any probe ran in this home."""


class ProbeStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with closing(self._connect()) as con, con:
            con.executescript(SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=30)

    def save(self, report: dict) -> None:
        with closing(self._connect()) as con, con:
            con.execute(
                "insert into probe_runs values (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    report["run_id"],
                    report["created"],
                    report["judge"],
                    report["prompt_version"],
                    report["run_status"],
                    report["queries_evaluated"],
                    report["queries_with_contradiction"],
                    json.dumps(report, default=str),
                ],
            )
            con.executemany(
                "insert into probe_findings values (?, ?, ?, ?, ?, ?, ?)",
                [
                    [
                        report["run_id"],
                        f["finding_no"],
                        f["severity"],
                        f["verdict"],
                        f["confidence"],
                        f["subject_entity"],
                        json.dumps(f, default=str),
                    ]
                    for f in report["findings"]
                ],
            )

    def last_run(self) -> dict:
        with closing(self._connect()) as con:
            row = con.execute(
                "select report from probe_runs order by created desc, rowid desc limit 1"
            ).fetchone()
        if row is None:
            raise NoRuns(f"no probe run in {self.path.parent.parent}: run `claimgraph probe` first")
        return json.loads(row[0])

    def findings(self, run_id: str, min_severity: str | None = None) -> list[dict]:
        """The run's findings at ``min_severity`` or above, in the run's order (most severe first)."""
        with closing(self._connect()) as con:
            rows = con.execute(
                "select severity, finding from probe_findings where run_id = ? order by finding_no", [run_id]
            ).fetchall()
        floor = SEVERITY_RANK[min_severity] if min_severity else 0
        return [json.loads(finding) for severity, finding in rows if SEVERITY_RANK[severity] >= floor]
