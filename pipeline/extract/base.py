"""The extractor interface, the claim schema every backend is locked to, and the cache.

A backend turns one sentence (plus a little context) into zero or more raw
claims. Offsets are relative to the sentence; the verbatim check later finds the
quote in the document itself, so a backend is never trusted on positions.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Protocol

from pipeline.vocabulary import MODALITIES

# The JSON schema of one extracted claim: the LLM backend is decoded against it
# and every backend's output is validated against it.
CLAIM_SCHEMA: dict = {
    "type": "object",
    "properties": {
        "speaker": {"type": "string"},
        "cue": {"type": "string"},
        "modality": {"type": "string", "enum": list(MODALITIES)},
        "subject": {"type": "string"},
        "predicate": {"type": "string"},
        "value": {"type": "string"},
        "quote": {"type": "string"},
    },
    "required": ["speaker", "cue", "modality", "subject", "predicate", "value", "quote"],
    "additionalProperties": False,
}


@dataclass
class RawClaim:
    speaker: str
    cue: str
    modality: str
    subject: str
    predicate: str
    value: str
    quote: str
    polarity: str = "positive"
    speaker_span: tuple[int, int] | None = None
    cue_span: tuple[int, int] | None = None
    quote_span: tuple[int, int] | None = None
    # Index of the claim (in the same sentence's list) whose content holds this one:
    # "officials said the minister told them ..." gives the minister's claim parent 0.
    parent: int | None = None

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> RawClaim:
        spans = {
            k: tuple(data[k]) if data.get(k) else None for k in ("speaker_span", "cue_span", "quote_span")
        }
        return cls(**{**data, **spans})


@dataclass
class SentenceInput:
    sentence_id: str
    text: str
    context: str = ""


@dataclass
class ExtractionResult:
    claims: list[RawClaim] = field(default_factory=list)
    error: str | None = None


class Extractor(Protocol):
    """What every backend offers. ``model_id`` and ``prompt_version`` go into cache keys and code versions."""

    name: str
    model_id: str
    prompt_version: str
    # True for a backend cheap enough to read every sentence; the others get only the
    # sentences the candidate filter keeps (pipeline.sentences.candidate_cue).
    reads_every_sentence: bool

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]: ...


_TYPOGRAPHY = str.maketrans({"“": '"', "”": '"', "’": "'", "‘": "'", "—": "-", "–": "-"})


def normalize_sentence(text: str) -> str:
    """The cache key's view of a sentence: republished copies differ in quotes, dashes and spacing only."""
    text = text.translate(_TYPOGRAPHY)
    return re.sub(r"\s+", " ", text).strip().lower()


def cache_key(sentence: str, model_id: str, prompt_version: str) -> str:
    raw = "\x1f".join((normalize_sentence(sentence), model_id, prompt_version))
    return hashlib.sha256(raw.encode()).hexdigest()


class ExtractionCache:
    """Extraction results keyed by (normalized sentence, model id, prompt version), in SQLite.

    SQLite, not DuckDB: the warehouse has exactly one writer (dbt), and this cache
    is written from the extraction stage while dbt may hold the warehouse.
    """

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(path)
        self._db.execute("create table if not exists extraction (key text primary key, claims text not null)")
        self._db.commit()

    def get(self, key: str) -> list[RawClaim] | None:
        row = self._db.execute("select claims from extraction where key = ?", (key,)).fetchone()
        return None if row is None else [RawClaim.from_json(c) for c in json.loads(row[0])]

    def put(self, key: str, claims: list[RawClaim]) -> None:
        payload = json.dumps([c.to_json() for c in claims])
        self._db.execute("insert or replace into extraction values (?, ?)", (key, payload))
        self._db.commit()

    def __len__(self) -> int:
        return self._db.execute("select count(*) from extraction").fetchone()[0]

    def close(self) -> None:
        self._db.close()
