"""Stage 4: candidate sentences into raw claims, through one extractor backend.

Results are cached by (normalized sentence, model id, prompt version), so a wire
story republished fifty times is extracted once. One failed call loses one
sentence and is recorded; it never stops the batch.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

from pipeline.extract.base import (
    ExtractionCache,
    ExtractionResult,
    Extractor,
    RawClaim,
    SentenceInput,
    cache_key,
)
from pipeline.extract.propositions import mark_propositions
from pipeline.extract.quotations import Attributed, complete_quotations
from pipeline.sentences import INSTRUCTION_HINT
from pipeline.timeref import resolve_refers_to, resolve_said_on


def get_extractor(name: str, model_path: str | None = None) -> Extractor:
    if name == "parse":
        from pipeline.extract.parse import ParseExtractor

        return ParseExtractor()
    if name == "llm":
        from pipeline.extract.llm import LlmExtractor

        return LlmExtractor(model_path)
    if name == "hybrid":
        from pipeline.extract.hybrid import HybridExtractor

        return HybridExtractor(model_path)
    raise ValueError(f"unknown extractor {name!r}: choose parse, llm or hybrid")


def extractor_version(name: str, model_path: str | None = None) -> str:
    """Model id plus prompt version: a change to either makes extraction stale in Dagster."""
    if name == "parse":
        from pipeline.extract.parse import MODEL_ID, PROMPT_VERSION
    elif name == "hybrid":
        from pipeline.extract.hybrid import HybridExtractor

        extractor = HybridExtractor(model_path)
        MODEL_ID, PROMPT_VERSION = extractor.model_id, extractor.prompt_version
    else:
        from pipeline.extract.llm import LlmExtractor

        extractor = LlmExtractor(model_path)
        MODEL_ID, PROMPT_VERSION = extractor.model_id, extractor.prompt_version
    return f"{name}|{MODEL_ID}|{PROMPT_VERSION}"


def _locate(sentence: str, text: str, hint: tuple[int, int] | None) -> tuple[int, int] | None:
    """Where ``text`` sits in this copy of the sentence (a cached result may come from another copy)."""
    if not text:
        return None
    if hint and sentence[hint[0] : hint[1]] == text:
        return hint
    found = sentence.find(text)
    return (found, found + len(text)) if found >= 0 else None


def claim_id(doc_id: str, sentence_idx: int, n: int, extractor: str) -> str:
    return "clm_" + hashlib.sha1(f"{doc_id}|{sentence_idx}|{n}|{extractor}".encode()).hexdigest()[:12]


def claim_rows(
    sentence: dict,
    claims: list[RawClaim],
    extractor: Extractor,
    said_on: str | None,
    from_cache: bool,
    batch: str,
) -> list[dict]:
    rows = []
    ids = [claim_id(sentence["doc_id"], sentence["idx"], n, extractor.name) for n in range(len(claims))]
    for n, claim in enumerate(claims):
        text = sentence["text"]
        spans = {
            key: _locate(text, value, hint)
            for key, value, hint in (
                ("speaker", claim.speaker, claim.speaker_span),
                ("cue", claim.cue, claim.cue_span),
                ("quote", claim.quote, claim.quote_span),
            )
        }

        # A day named around the quote ("told Reuters on Monday") dates the claim more
        # closely than the document does; one inside the quote is what it refers to, and one
        # inside the speaker's words ("a worker, who died on September 4, 2014,") is theirs.
        claim_said_on = resolve_said_on(attribution_words(text, spans), said_on) or said_on

        def absolute(key: str, end: bool = False, spans=spans) -> int | None:
            span = spans[key]
            return None if span is None else sentence["start"] + span[1 if end else 0]

        rows.append(
            {
                "claim_id": ids[n],
                "doc_id": sentence["doc_id"],
                "sentence_id": sentence["sentence_id"],
                "extractor": extractor.name,
                "model_id": extractor.model_id,
                "prompt_version": extractor.prompt_version,
                "speaker": claim.speaker,
                "cue": claim.cue,
                "modality": claim.modality,
                "subject": claim.subject,
                "predicate": claim.predicate,
                "value": claim.value,
                "polarity": claim.polarity,
                "quote": claim.quote,
                "quote_start": absolute("quote"),
                "speaker_start": absolute("speaker"),
                "speaker_end": absolute("speaker", end=True),
                "cue_start": absolute("cue"),
                "cue_end": absolute("cue", end=True),
                "parent_claim_id": ids[claim.parent] if claim.parent is not None else None,
                "subject_kind": claim.subject_kind,
                "subject_ref": claim.subject_ref,
                "subject_antecedent": claim.subject_antecedent,
                "is_proposition": claim.proposition,
                "proposition_reason": claim.proposition_reason,
                "said_on": claim_said_on,
                "refers_to": resolve_refers_to(claim.value, claim_said_on)
                or resolve_refers_to(claim.quote, claim_said_on),
                "from_cache": from_cache,
                "batch": batch,
            }
        )
    return rows


def attribution_words(sentence: str, spans: dict) -> str:
    """The sentence without its quote and its speaker, blanked so that offsets stay: the words
    that can say when something was said."""
    chars = list(sentence)
    for key in ("quote", "speaker"):
        if spans.get(key):
            start, end = spans[key]
            chars[start:end] = " " * (end - start)
    return "".join(chars)


def complete_document_quotations(
    claims: list[dict], sentences: list[dict], doc_text: dict[str, str]
) -> list[dict]:
    """Claims with quotes widened to quotations continuing past their sentence (see quotations.py).

    A claim whose cue sits inside someone else's quoted words is dropped: "“You say
    that,” Tester said" holds one attribution, Tester's. A claim that named one of
    those as its parent keeps no parent.
    """
    dropped: set[str] = set()
    ends: dict[str, list[int]] = {}
    for sentence in sentences:
        ends.setdefault(sentence["doc_id"], []).append(sentence["end"])
    by_doc: dict[str, list[dict]] = {}
    for claim in claims:
        by_doc.setdefault(claim["doc_id"], []).append(claim)
    for doc_id, doc_claims in by_doc.items():
        text = doc_text.get(doc_id)
        if text is None:
            continue
        attributed = [
            Attributed(
                cue=(c["cue_start"], c["cue_end"]) if c["cue_start"] is not None else None,
                unfound_quote=bool(c["quote"]) and c["quote_start"] is None,
                source=(c["speaker_start"], c["speaker_end"]) if c["speaker_start"] is not None else None,
                content=(c["quote_start"], c["quote_start"] + len(c["quote"]))
                if c["quote_start"] is not None and c["quote"]
                else None,
            )
            for c in doc_claims
        ]
        complete_quotations(text, attributed, sorted(ends.get(doc_id, [])))
        for claim, done in zip(doc_claims, attributed, strict=True):
            if done.quoted:
                dropped.add(claim["claim_id"])
            elif done.content is not None:
                claim["quote_start"] = done.content[0]
                claim["quote"] = text[done.content[0] : done.content[1]]
    kept = [c for c in claims if c["claim_id"] not in dropped]
    for claim in kept:
        if claim["parent_claim_id"] in dropped:
            claim["parent_claim_id"] = None
    return kept


# A person named by pronoun: only then does the sentence before say who is speaking.
PRONOUN = re.compile(r"\b(?:he|she|they|him|her|them)\b", re.I)


def sentence_before(sentences: list[dict]) -> dict[str, str]:
    """sentence_id -> the sentence before it in its document, for sentences that speak by pronoun.

    Other sentences go without: the sentence before would only change their cache
    key, and a republished copy under a new headline would be extracted again.
    """
    by_position = {(s["doc_id"], s["idx"]): s["text"] for s in sentences}
    return {
        s["sentence_id"]: by_position[(s["doc_id"], s["idx"] - 1)]
        for s in sentences
        if (s["doc_id"], s["idx"] - 1) in by_position and PRONOUN.search(s["text"])
    }


def extract_claims(
    sentences: Iterable[dict],
    said_on: dict[str, str | None],
    extractor: Extractor,
    cache: ExtractionCache,
    batch: str,
    doc_text: dict[str, str] | None = None,
) -> tuple[list[dict], list[dict], dict]:
    """Claims and failures for the sentences the extractor reads, plus counts (calls, cache hits).

    A backend that ``reads_every_sentence`` gets them all; the others get the candidates.

    With ``doc_text`` (doc_id -> the text sentence offsets point into), quotations
    that run past their sentence are completed from the document.
    """
    sentences = list(sentences)
    if getattr(extractor, "reads_every_sentence", False):
        # Every sentence but text planted to address a model, which no backend reads.
        to_read = [s for s in sentences if s.get("cue_hint") != INSTRUCTION_HINT]
    else:
        to_read = [s for s in sentences if s["is_candidate"]]
    context = sentence_before(sentences) if getattr(extractor, "uses_context", False) else {}
    # A backend that reads the sentence before answers for the pair, so the pair is the key.
    keys = [
        cache_key(
            s["text"] + ("\n" + context[s["sentence_id"]] if s["sentence_id"] in context else ""),
            extractor.model_id,
            extractor.prompt_version,
        )
        for s in to_read
    ]
    results: dict[str, tuple[ExtractionResult, bool]] = {}
    misses: dict[str, dict] = {}
    for key, sentence in zip(keys, to_read, strict=True):
        if key in results or key in misses:
            continue
        cached = cache.get(key)
        if cached is not None:
            results[key] = (ExtractionResult(claims=cached), True)
        else:
            misses[key] = sentence
    inputs = [
        SentenceInput(s["sentence_id"], s["text"], context.get(s["sentence_id"], "")) for s in misses.values()
    ]
    for key, result in zip(misses, extractor.extract(inputs), strict=True):
        results[key] = (result, False)
        if result.error is None:
            cache.put(key, result.claims)

    claims: list[dict] = []
    failures: list[dict] = []
    for key, sentence in zip(keys, to_read, strict=True):
        result, from_cache = results[key]
        if result.error is not None:
            failures.append(
                {
                    "sentence_id": sentence["sentence_id"],
                    "doc_id": sentence["doc_id"],
                    "extractor": extractor.name,
                    "reason": result.error,
                    "batch": batch,
                }
            )
            continue
        claims.extend(
            claim_rows(sentence, result.claims, extractor, said_on.get(sentence["doc_id"]), from_cache, batch)
        )
    if doc_text is not None:
        claims = complete_document_quotations(claims, sentences, doc_text)
    claims = mark_propositions(claims, doc_text)
    stats = {
        "sentences_read": len(to_read),
        "model_calls": len(misses),
        "cache_hits": len(to_read) - len(misses),
    }
    return claims, failures, stats
