"""The extractor interface, the claim schema every backend is locked to, and the cache.

A backend turns one sentence (plus a little context) into zero or more raw
claims. Offsets are relative to the sentence. A result is reused for every copy of
its sentence (the cache key folds quotation marks, dashes, spacing and case), so
what is kept is where each part sits in the sentence it was read from; a copy gets
the claim in its own characters, cut at the same places (``carry_over``).
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from bisect import bisect_left
from dataclasses import asdict, dataclass, field, replace
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


# A denial whose content points back at a report ("denied the report", "the story is a hoax"): no
# proposition of its own, but it denies those of the report before it (``extract.denied``).
REFERS_BACK = "refers_back"


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
    # What the subject is, as the parse reads it (``extract.parse.subject``): named, generic,
    # pronoun, expletive, empty; "" where the backend does not say.
    subject_kind: str = ""
    # How the sentence tells what the subject stands for: "phrase" (``subject_antecedent``),
    # "speaker", "indirect" (a pronoun in reported speech), "quoted" (a third-person pronoun in
    # someone's quoted words) or "".
    subject_ref: str = ""
    subject_antecedent: str = ""
    # Whether the content is a proposition (a clause or a quotation with a verb) and, when it is
    # not, why: noun_phrase, non_speech_cue, question, request, fragment, or REFERS_BACK (a denial of
    # "the report" the text gave before, which ``extract.denied`` reads). None where the backend does not say.
    proposition: bool | None = None
    proposition_reason: str = ""
    # The article's own voice: a sentence that attributes nothing (``extract.parse.narration``).
    narrated: bool = False

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
    # A backend may also set ``document_seconds``, the time one document may take to read
    # (pipeline.extract.DOCUMENT_SECONDS when it does not).

    def extract(self, sentences: list[SentenceInput]) -> list[ExtractionResult]: ...


_TYPOGRAPHY = str.maketrans({"“": '"', "”": '"', "’": "'", "‘": "'", "—": "-", "–": "-"})


def normalize_sentence(text: str) -> str:
    """The cache key's view of a sentence: republished copies differ in quotes, dashes and spacing only."""
    text = text.translate(_TYPOGRAPHY)
    return re.sub(r"\s+", " ", text).strip().lower()


def cache_key(sentence: str, model_id: str, prompt_version: str) -> str:
    raw = "\x1f".join((normalize_sentence(sentence), model_id, prompt_version))
    return hashlib.sha256(raw.encode()).hexdigest()


Span = tuple[int, int]


def locate(sentence: str, text: str, hint: Span | None, own_span: bool = False) -> Span | None:
    """Where a claim part (``text``) sits in this copy of its sentence.

    The backend's span stands when it was given for this very sentence (``own_span``):
    the parse backend's source span may be a whole phrase or a relative pronoun rather
    than the name it writes. Otherwise the span stands only while it still holds the
    text, and the text is searched for, as written and then with any run of whitespace
    standing for a space (the LLM backend sees the sentence with its whitespace collapsed).
    """
    if hint is not None and (own_span or (text and sentence[hint[0] : hint[1]] == text)):
        return hint
    words = text.split()
    if not words:
        return None
    found = sentence.find(text)
    if found >= 0:
        return found, found + len(text)
    match = re.search(r"\s+".join(re.escape(w) for w in words), sentence)
    return (match.start(), match.end()) if match else None


# The claim's words that may be cut from its sentence (the predicate is a lemma, not words of the
# text), and the spans a backend may give.
TEXT_FIELDS = ("speaker", "cue", "quote", "subject", "value")
SPAN_FIELDS = ("speaker_span", "cue_span", "quote_span")
_OWN_SPAN = {"speaker": "speaker_span", "cue": "cue_span", "quote": "quote_span"}


def anchors(sentence: str, claim: RawClaim) -> dict[str, Span]:
    """Where the claim's spans and words sit in ``sentence``, the copy it was extracted from.

    A word the sentence does not hold (a paraphrase, a lemma) has no anchor and stays
    as the backend wrote it: the verbatim check judges it against the document.
    """
    found: dict[str, Span] = {k: getattr(claim, k) for k in SPAN_FIELDS if getattr(claim, k) is not None}
    for name in TEXT_FIELDS:
        span = locate(sentence, getattr(claim, name), getattr(claim, _OWN_SPAN.get(name, ""), None))
        if span is not None:
            found[name] = span
    return found


def _folded(text: str) -> tuple[str, list[int]]:
    """The cache key's view of ``text`` (``normalize_sentence``), char by char, with each char's source index."""
    chars: list[str] = []
    index: list[int] = []
    after_space = True  # drops leading whitespace
    for i, ch in enumerate(text.translate(_TYPOGRAPHY)):
        if ch.isspace():
            if not after_space:
                chars.append(" ")
                index.append(i)
            after_space = True
            continue
        after_space = False
        for low in ch.lower():
            chars.append(low)
            index.append(i)
    if chars and chars[-1] == " ":
        chars.pop()
        index.pop()
    return "".join(chars), index


def _moved(span: Span, source: list[int], target: list[int], target_len: int) -> Span:
    """A span of one copy at the same place in another copy with the same folded characters."""
    lo, hi = bisect_left(source, span[0]), bisect_left(source, span[1])
    if lo >= hi:
        at = target[lo] if lo < len(target) else target_len
        return at, at
    return target[lo], target[hi - 1] + 1


def replant(claim: RawClaim, at: dict[str, Span], source: str, target: str) -> RawClaim | None:
    """``claim``, read from ``source`` with anchors ``at``, placed in ``target``: its spans at the
    same places and its anchored words cut from ``target``'s own characters.

    None when the two copies do not fold to the same characters (a key shared by
    sentences that are not copies of each other): the sentence must be read again.
    """
    if source != target:
        folded_source, source_index = _folded(source)
        folded_target, target_index = _folded(target)
        if folded_source != folded_target:
            return None
        at = {k: _moved(span, source_index, target_index, len(target)) for k, span in at.items()}
    return replace(
        claim,
        **{k: at.get(k) for k in SPAN_FIELDS},
        **{k: target[at[k][0] : at[k][1]] for k in TEXT_FIELDS if k in at},
    )


def carry_over(claims: list[RawClaim], source: str, target: str) -> list[RawClaim] | None:
    """Claims extracted from ``source``, in the words of ``target`` (the same sentence or a copy)."""
    placed = [replant(c, anchors(source, c), source, target) for c in claims]
    return None if any(c is None for c in placed) else placed


class ExtractionCache:
    """Extraction results keyed by (normalized sentence, model id, prompt version), in SQLite.

    Each result is stored with the sentence it was read from and its claims' anchors
    in it, so a hit from another copy is cut from the copy that asks (``get``), never
    handed the first copy's characters.

    SQLite, not DuckDB: the warehouse has exactly one writer (dbt), and this cache
    is written from the extraction stage while dbt may hold the warehouse.
    """

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(path)
        self._db.execute("create table if not exists extraction (key text primary key, claims text not null)")
        columns = {row[1] for row in self._db.execute("pragma table_info(extraction)")}
        if "sentence" not in columns:
            # Rows from before anchors were kept have no sentence: they are misses and get replaced.
            self._db.execute("alter table extraction add column sentence text")
        self._db.commit()

    def get(self, key: str, sentence: str) -> list[RawClaim] | None:
        """The claims stored under ``key``, in ``sentence``'s own words; None on a miss."""
        row = self._db.execute("select sentence, claims from extraction where key = ?", (key,)).fetchone()
        if row is None or row[0] is None:
            return None
        placed = []
        for entry in json.loads(row[1]):
            at = {k: tuple(span) for k, span in entry["at"].items()}
            claim = replant(RawClaim.from_json(entry["claim"]), at, row[0], sentence)
            if claim is None:
                return None
            placed.append(claim)
        return placed

    def put(self, key: str, sentence: str, claims: list[RawClaim]) -> None:
        """Store ``claims`` as read from ``sentence``, with their anchors in it."""
        payload = json.dumps([{"claim": c.to_json(), "at": anchors(sentence, c)} for c in claims])
        self._db.execute(
            "insert or replace into extraction (key, claims, sentence) values (?, ?, ?)",
            (key, payload, sentence),
        )
        self._db.commit()

    def __len__(self) -> int:
        return self._db.execute("select count(*) from extraction where sentence is not null").fetchone()[0]

    def close(self) -> None:
        self._db.close()
