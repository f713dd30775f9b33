"""Stage 4: candidate sentences into raw claims, through one extractor backend.

Results are cached by (normalized sentence, model id, prompt version), so a wire
story republished fifty times is extracted once. One failed call loses one
sentence and is recorded; it never stops the batch. A document the backend is still
reading after its time limit is given up, so one pathological text never holds the batch.

``locate_claims`` is the path from sentences to claims placed in their document
(which sentences are read, the span locator, the quotation pass); the extraction
asset (``extract_claims``) and the PolNeAR evaluation both go through it.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from pipeline.extract.base import (
    ExtractionCache,
    ExtractionResult,
    Extractor,
    RawClaim,
    SentenceInput,
    Span,
    cache_key,
    carry_over,
    locate,
)
from pipeline.extract.denied import denied_propositions
from pipeline.extract.propositions import mark_propositions
from pipeline.extract.quotations import Attributed, complete_quotations
from pipeline.sentences import INSTRUCTION_HINT
from pipeline.timeref import resolve_refers_to, resolve_said_on
from pipeline.vocabulary import EXTRACTION_TOO_SLOW


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


def sentences_to_read(
    sentences: list[dict], extractor: Extractor, every_sentence: bool | None = None
) -> list[dict]:
    """The sentences a backend is given: every one (``reads_every_sentence``) or the candidates.

    ``every_sentence`` overrides the backend's own choice (the evaluation gives the
    LLM every sentence too). Text planted to address a model is never read.
    """
    if every_sentence is None:
        every_sentence = getattr(extractor, "reads_every_sentence", False)
    if every_sentence:
        return [s for s in sentences if s.get("cue_hint") != INSTRUCTION_HINT]
    return [s for s in sentences if s["is_candidate"]]


# A person named by pronoun: only then does the sentence before say who is speaking.
PRONOUN = re.compile(r"\b(?:he|she|they|him|her|them)\b", re.I)


def sentence_before(sentences: list[dict]) -> dict[str, str]:
    """sentence_id -> the sentence before it in its document, for sentences that speak by pronoun.

    Other sentences go without: the sentence before would only change their cache
    key, and a republished copy under a new headline would be extracted again.
    """
    # Text planted to address a model is never read, not even as the sentence before.
    by_position = {
        (s["doc_id"], s["idx"]): s["text"] for s in sentences if s.get("cue_hint") != INSTRUCTION_HINT
    }
    return {
        s["sentence_id"]: by_position[(s["doc_id"], s["idx"] - 1)]
        for s in sentences
        if (s["doc_id"], s["idx"] - 1) in by_position and PRONOUN.search(s["text"])
    }


@dataclass
class LocatedClaim:
    """One claim placed in its document; spans are offsets into the document's text."""

    sentence: dict
    n: int  # its place among its sentence's claims: claim ids and parents count by it
    claim: RawClaim
    from_cache: bool
    speaker: Span | None
    cue: Span | None
    # The quote as found in its sentence (sentence offsets); a day named outside it dates the claim.
    quote_in_sentence: Span | None
    # The quote in the document, widened by the quotation pass to the whole quotation.
    content: Span | None
    # The words of the content once the pass has seen the document, else the backend's quote.
    quote: str
    parent: int | None  # n of the claim whose content holds this one, unless that one was dropped


@dataclass
class LocatedClaims:
    claims: list[LocatedClaim] = field(default_factory=list)
    failures: list[tuple[dict, str]] = field(default_factory=list)  # (sentence, reason)
    stats: dict = field(default_factory=dict)


def _own_words(result: ExtractionResult, source: str, target: str) -> ExtractionResult | None:
    """``result``, read from ``source``, in the words of ``target``; None when they are no copies."""
    if result.error is not None:
        return result
    claims = carry_over(result.claims, source, target)
    return None if claims is None else ExtractionResult(claims=claims)


def _read(
    to_read: list[dict], extractor: Extractor, cache: ExtractionCache | None, context: dict[str, str]
) -> tuple[list[tuple[ExtractionResult, bool]], int]:
    """Each sentence's result and whether it came from the cache, plus the number of model calls.

    Without a cache every sentence is extracted on its own; with one, a sentence seen
    before (as any copy, under the same model and prompt) is not extracted again. Either
    way a result's words are cut from the sentence it is given for, never from the copy
    that was read.
    """
    inputs = [SentenceInput(s["sentence_id"], s["text"], context.get(s["sentence_id"], "")) for s in to_read]
    if cache is None:
        results = extractor.extract(inputs)
        own = [_own_words(r, s.text, s.text) for r, s in zip(results, inputs, strict=True)]
        return [(r, False) for r in own], len(inputs)
    # A backend that reads the sentence before answers for the pair, so the pair is the key.
    keys = [
        cache_key(
            s["text"] + ("\n" + context[s["sentence_id"]] if s["sentence_id"] in context else ""),
            extractor.model_id,
            extractor.prompt_version,
        )
        for s in to_read
    ]
    outcomes: list[tuple[ExtractionResult, bool] | None] = [None] * len(inputs)
    # key -> the copy that was read, its result (claims in that copy's words), whether from the cache
    read: dict[str, tuple[str, ExtractionResult, bool]] = {}
    misses: dict[str, SentenceInput] = {}
    for i, (key, sentence_input) in enumerate(zip(keys, inputs, strict=True)):
        if key in read or key in misses:
            continue
        cached = cache.get(key, sentence_input.text)
        if cached is not None:
            read[key] = (sentence_input.text, ExtractionResult(claims=cached), True)
            outcomes[i] = (read[key][1], True)
        else:
            misses[key] = sentence_input
    for (key, sentence_input), result in zip(
        misses.items(), extractor.extract(list(misses.values())), strict=True
    ):
        read[key] = (sentence_input.text, result, False)
        if result.error is None:
            cache.put(key, sentence_input.text, result.claims)
    strays: list[int] = []
    for i, (key, sentence_input) in enumerate(zip(keys, inputs, strict=True)):
        if outcomes[i] is not None:
            continue
        source, result, from_cache = read[key]
        own = _own_words(result, source, sentence_input.text)
        if own is None:
            strays.append(i)
        else:
            outcomes[i] = (own, from_cache)
    # A sentence that shares its key with a sentence it is no copy of is read on its own.
    if strays:
        for i, result in zip(strays, extractor.extract([inputs[i] for i in strays]), strict=True):
            outcomes[i] = (_own_words(result, inputs[i].text, inputs[i].text), False)
    return outcomes, len(misses) + len(strays)


# The time limit per document of a backend that names none (``document_seconds``): the
# parse reads an ordinary article in well under a second.
DOCUMENT_SECONDS = 60.0
# Sentences given to the backend at a time: the time limit is looked at between them.
READ_CHUNK = 8


def too_slow_reason(seconds: float) -> str:
    return (
        f"{EXTRACTION_TOO_SLOW}: the document was still being read after {seconds:g} s "
        "(the limit for one document); its claims are left out"
    )


def _read_within_limit(
    to_read: list[dict],
    extractor: Extractor,
    cache: ExtractionCache | None,
    context: dict[str, str],
    seconds: float,
) -> tuple[list[tuple[ExtractionResult, bool]], int]:
    """``_read`` document by document, a few sentences at a time: a document still unread after
    ``seconds`` fails as a whole, read sentences included, so that no document is published half
    read. What was read stays in the cache, so a retry gets further."""
    outcomes: list[tuple[ExtractionResult, bool]] = [None] * len(to_read)  # type: ignore[list-item]
    by_document: dict[str, list[int]] = {}
    for i, sentence in enumerate(to_read):
        by_document.setdefault(sentence["doc_id"], []).append(i)
    calls = 0
    for indices in by_document.values():
        started = time.monotonic()
        for at in range(0, len(indices), READ_CHUNK):
            if at and time.monotonic() - started > seconds:
                failed = (ExtractionResult(error=too_slow_reason(seconds)), False)
                for i in indices:
                    outcomes[i] = failed
                break
            chunk = indices[at : at + READ_CHUNK]
            results, n = _read([to_read[i] for i in chunk], extractor, cache, context)
            calls += n
            for i, outcome in zip(chunk, results, strict=True):
                outcomes[i] = outcome
    return outcomes, calls


def _place(sentence: dict, n: int, claim: RawClaim, from_cache: bool, own_spans: bool) -> LocatedClaim:
    text, start = sentence["text"], sentence["start"]

    def absolute(span: Span | None) -> Span | None:
        return None if span is None else (span[0] + start, span[1] + start)

    quote = locate(text, claim.quote, claim.quote_span, own_spans)
    cue = locate(text, claim.cue, claim.cue_span, own_spans)
    # The quote and the cue are the sentence's own characters wherever they were found.
    claim = replace(
        claim,
        quote=text[quote[0] : quote[1]] if quote else claim.quote,
        cue=text[cue[0] : cue[1]] if cue else claim.cue,
    )
    return LocatedClaim(
        sentence=sentence,
        n=n,
        claim=claim,
        from_cache=from_cache,
        speaker=absolute(locate(text, claim.speaker, claim.speaker_span, own_spans)),
        cue=absolute(cue),
        quote_in_sentence=quote,
        content=absolute(quote),
        quote=claim.quote,
        parent=claim.parent,
    )


def _complete_quotations(
    claims: list[LocatedClaim], sentences: list[dict], doc_text: dict[str, str]
) -> list[LocatedClaim]:
    """Claims with quotes widened to quotations continuing past their sentence (see quotations.py).

    A claim whose cue sits inside someone else's quoted words is dropped: "“You say
    that,” Tester said" holds one attribution, Tester's. A claim that named one of
    those as its parent keeps no parent. A narrated sentence that turns out to be inside
    someone's quotation ("“A. B. C,” he said": B quotes no mark of its own) is theirs, not the
    writer's, and is dropped too.
    """
    ends: dict[str, list[int]] = {}
    for sentence in sentences:
        ends.setdefault(sentence["doc_id"], []).append(sentence["end"])
    by_doc: dict[str, list[LocatedClaim]] = {}
    for claim in claims:
        if not claim.claim.narrated:
            by_doc.setdefault(claim.sentence["doc_id"], []).append(claim)
    dropped: set[tuple[str, int]] = set()
    for doc_id, doc_claims in by_doc.items():
        text = doc_text.get(doc_id)
        if text is None:
            continue
        attributed = [
            Attributed(
                cue=c.cue,
                content=c.content,
                source=c.speaker,
                unfound_quote=bool(c.claim.quote.strip()) and c.content is None,
            )
            for c in doc_claims
        ]
        complete_quotations(text, attributed, sorted(ends.get(doc_id, [])))
        for claim, done in zip(doc_claims, attributed, strict=True):
            if done.quoted:
                dropped.add((claim.sentence["sentence_id"], claim.n))
            elif done.content is not None:
                claim.content = done.content
                claim.quote = text[done.content[0] : done.content[1]]
    attributed = {
        doc_id: [
            c.content
            for c in doc_claims
            if c.content is not None and (c.sentence["sentence_id"], c.n) not in dropped
        ]
        for doc_id, doc_claims in by_doc.items()
    }
    for claim in claims:
        if claim.claim.narrated and claim.content is not None:
            start, end = claim.content
            if any(s <= start and end <= e for s, e in attributed.get(claim.sentence["doc_id"], ())):
                dropped.add((claim.sentence["sentence_id"], claim.n))
    kept = [c for c in claims if (c.sentence["sentence_id"], c.n) not in dropped]
    for claim in kept:
        if (claim.sentence["sentence_id"], claim.parent) in dropped:
            claim.parent = None
    return kept


def locate_claims(
    sentences: Iterable[dict],
    extractor: Extractor,
    cache: ExtractionCache | None,
    doc_text: dict[str, str] | None = None,
    every_sentence: bool | None = None,
    document_seconds: float | None = None,
) -> LocatedClaims:
    """The claims an extractor finds in ``sentences`` (rows of ``pipeline.sentences.sentence_rows``),
    placed in their documents, with the sentences it failed on and counts (calls, cache hits).

    With ``doc_text`` (doc_id -> the text sentence offsets point into), quotations
    that run past their sentence are completed from the document. A document still being
    read after ``document_seconds`` (default: the backend's ``document_seconds``, else
    ``DOCUMENT_SECONDS``) fails as a whole, with ``too_slow_reason``.
    """
    sentences = list(sentences)
    to_read = sentences_to_read(sentences, extractor, every_sentence)
    context = sentence_before(sentences) if getattr(extractor, "uses_context", False) else {}
    if document_seconds is None:
        document_seconds = getattr(extractor, "document_seconds", DOCUMENT_SECONDS)
    outcomes, calls = _read_within_limit(to_read, extractor, cache, context, document_seconds)
    located = LocatedClaims(
        stats={"sentences_read": len(to_read), "model_calls": calls, "cache_hits": len(to_read) - calls}
    )
    for sentence, (result, from_cache) in zip(to_read, outcomes, strict=True):
        if result.error is not None:
            located.failures.append((sentence, result.error))
            continue
        located.claims.extend(
            _place(sentence, n, claim, from_cache, own_spans=cache is None)
            for n, claim in enumerate(result.claims)
        )
    if doc_text is not None:
        located.claims = _complete_quotations(located.claims, sentences, doc_text)
    return located


def claim_id(doc_id: str, sentence_idx: int, n: int, extractor: str) -> str:
    return "clm_" + hashlib.sha1(f"{doc_id}|{sentence_idx}|{n}|{extractor}".encode()).hexdigest()[:12]


def attribution_words(sentence: str, spans: dict[str, Span | None]) -> str:
    """The sentence with its quote and its speaker blanked (offsets stay): the words that can
    say when something was said."""
    chars = list(sentence)
    for span in spans.values():
        if span is not None:
            start, end = max(span[0], 0), min(span[1], len(chars))
            chars[start:end] = " " * max(end - start, 0)
    return "".join(chars)


def claim_row(located: LocatedClaim, extractor: Extractor, said_on: str | None, batch: str) -> dict:
    """A located claim as a row of the extraction table."""
    sentence, claim = located.sentence, located.claim
    text = sentence["text"]

    def new_id(n: int) -> str:
        return claim_id(sentence["doc_id"], sentence["idx"], n, extractor.name)

    # A day named around the quote ("told Reuters on Monday") dates the claim more
    # closely than the document does; one inside the quote is what it refers to, and one
    # inside the speaker's words ("a worker, who died on September 4, 2014,") is theirs.
    speaker, cue, content = located.speaker, located.cue, located.content
    in_sentence = {
        "quote": located.quote_in_sentence,
        "speaker": (speaker[0] - sentence["start"], speaker[1] - sentence["start"]) if speaker else None,
    }
    claim_said_on = resolve_said_on(attribution_words(text, in_sentence), said_on) or said_on
    return {
        "claim_id": new_id(located.n),
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
        "quote": located.quote,
        "quote_start": content[0] if content else None,
        "speaker_start": speaker[0] if speaker else None,
        "speaker_end": speaker[1] if speaker else None,
        "cue_start": cue[0] if cue else None,
        "cue_end": cue[1] if cue else None,
        "parent_claim_id": new_id(located.parent) if located.parent is not None else None,
        "subject_kind": claim.subject_kind,
        "subject_ref": claim.subject_ref,
        "subject_antecedent": claim.subject_antecedent,
        "is_proposition": claim.proposition,
        "proposition_reason": claim.proposition_reason,
        "proposition_from": None,
        "narrated": claim.narrated,
        "said_on": claim_said_on,
        "refers_to": resolve_refers_to(claim.value, claim_said_on)
        or resolve_refers_to(claim.quote, claim_said_on),
        "from_cache": located.from_cache,
        "batch": batch,
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
    located = locate_claims(sentences, extractor, cache, doc_text)
    claims = [claim_row(c, extractor, said_on.get(c.sentence["doc_id"]), batch) for c in located.claims]
    claims = mark_propositions(claims, doc_text)
    claims += mark_propositions(denied_propositions(claims), doc_text)
    failures = [
        {
            "sentence_id": sentence["sentence_id"],
            "doc_id": sentence["doc_id"],
            "extractor": extractor.name,
            "reason": reason,
            "batch": batch,
        }
        for sentence, reason in located.failures
    ]
    return claims, failures, located.stats
