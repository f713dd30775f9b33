"""The judge's persistent cache: ``<home>/cache/contradiction_verdicts.sqlite``.

A verdict is stored under the sorted pair of claim hashes, the judge id, the prompt version and
the truncation policy (the contradiction-probe seed's key), plus a hash of the speaker history
the judge read (empty for most pairs). A claim's hash covers the fields a judge reads, so a
re-extracted claim with other words is judged again while a re-run over the same claims makes
no call; bumping a judge's prompt (or rules) version leaves every old entry unread.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

from pipeline.judge.verdicts import JudgeVerdict, Pair

# What a judge reads of a claim: a change to any of these is a new claim to it.
JUDGED_FIELDS = (
    "speaker",
    "speaker_entity",
    "modality",
    "polarity",
    "cue",
    "subject",
    "subject_entity",
    "predicate",
    "value",
    "said_on",
    "refers_to",
    "quote",
)

SCHEMA = """
create table if not exists contradiction_verdicts (
    claim_hash_a text not null,
    claim_hash_b text not null,
    judge_id text not null,
    prompt_version text not null,
    truncation_policy text not null,
    context_hash text not null,
    verdict text not null,
    severity text not null,
    confidence real not null,
    reason text not null,
    downgraded_from text,
    created text not null,
    primary key (claim_hash_a, claim_hash_b, judge_id, prompt_version, truncation_policy, context_hash)
)
"""


def claim_hash(claim: dict) -> str:
    """A hash of what a judge reads of one claim."""
    fields = [claim.get(name) for name in JUDGED_FIELDS]
    return hashlib.sha256(json.dumps(fields, default=str).encode()).hexdigest()[:20]


def cache_key(pair: Pair, judge_id: str, prompt_version: str, truncation_policy: str) -> tuple[str, ...]:
    """(hash, hash, judge id, prompt version, truncation policy, context): the hashes sorted,
    so the pair judged either way round is one entry."""
    first, second = sorted((claim_hash(pair.a), claim_hash(pair.b)))
    context = ""
    if pair.history:
        context = hashlib.sha256("|".join(sorted(claim_hash(c) for c in pair.history)).encode()).hexdigest()[
            :20
        ]
    return (first, second, judge_id, prompt_version, truncation_policy, context)


class JudgeCache:
    """Verdicts by ``cache_key``; the probe's own file, never the warehouse."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with closing(self._connect()) as con, con:
            con.execute(SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=30)

    def get(self, key: tuple[str, ...]) -> JudgeVerdict | None:
        with closing(self._connect()) as con:
            row = con.execute(
                "select verdict, severity, confidence, reason, downgraded_from from contradiction_verdicts "
                "where claim_hash_a = ? and claim_hash_b = ? and judge_id = ? and prompt_version = ? "
                "and truncation_policy = ? and context_hash = ?",
                list(key),
            ).fetchone()
        return JudgeVerdict(*row) if row else None

    def put(self, key: tuple[str, ...], verdict: JudgeVerdict) -> None:
        with closing(self._connect()) as con, con:
            con.execute(
                "insert or replace into contradiction_verdicts values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    *key,
                    verdict.verdict,
                    verdict.severity,
                    verdict.confidence,
                    verdict.reason,
                    verdict.downgraded_from,
                    datetime.now(UTC).isoformat(timespec="seconds"),
                ],
            )

    def size(self) -> int:
        with closing(self._connect()) as con:
            return con.execute("select count(*) from contradiction_verdicts").fetchone()[0]
