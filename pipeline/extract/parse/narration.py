"""The article's own voice: a sentence that attributes nothing is the writer's claim.

"The ENT, who wasn't authorized to perform any medical procedures at the clinic, took over and
began a biopsy." names no source, yet it is what the article tells its readers, and a denial in
another article ("Korovin categorically denied performing an unauthorised biopsy") answers it.
Without it a denial or a debunk has nothing to meet wherever a story is told as narration, which
is how most news tells what happened.

A narrated claim has no speaker and no cue (the document speaks; resolution and the reports
show it as the article's), stance ``asserts`` (``expects`` under a modal), and the main clause's
subject, predicate and value. It is made only for a declarative sentence with a subject and a
finite verb that attributes nothing and quotes nobody: quoted words are someone's, and a sentence
that carries an attribution is told through it. Narration is no attribution (PolNeAR's measure
leaves it out), and the graph uses it only as what a denial or a debunk answers
(``pipeline.contradictions``): it is never counted as a source of its own in the origin reports.
"""

from __future__ import annotations

from dataclasses import replace

from pipeline.extract.base import REFERS_BACK, RawClaim
from pipeline.extract.parse.claim import SUBJECT_DEPS, calls_a_report_false, clause_parts
from pipeline.extract.parse.lexicon import CUE_MODALITY
from pipeline.extract.parse.nlp import load_nlp
from pipeline.extract.parse.spans import CLOSING_QUOTES, OPENING_QUOTES, content_span, text_of
from pipeline.extract.parse.speaker import speaker_name
from pipeline.extract.parse.subject import EMPTY, read_subject
from pipeline.relays import DATELINE_START

# Any quotation mark: a sentence that quotes someone is theirs in part, however it is attributed.
# (not the apostrophe, which writes possessives and contractions)
QUOTE_MARKS = OPENING_QUOTES + CLOSING_QUOTES + "‘"
FINITE_TAGS = {"VBD", "VBZ", "VBP", "MD"}
# Too short to be a proposition about the world: "He did.", "It is."
MIN_WORDS = 4


def _finite(head) -> bool:
    return head.tag_ in FINITE_TAGS or any(
        c.dep_ in {"aux", "auxpass"} and c.tag_ in FINITE_TAGS for c in head.children
    )


def narrated_claim(doc) -> RawClaim | None:
    """The writer's claim of a sentence that attributes nothing, or None when it tells no proposition."""
    sentence = doc.text
    offset = 0
    # A wire's dateline opening the sentence ("TEHRAN (FNA)- "): the parse reads the place as the
    # sentence's subject, so the rest is parsed on its own.
    if (dateline := DATELINE_START.match(sentence)) and sentence[dateline.end() :].strip():
        offset = dateline.end()
        doc = load_nlp()(sentence[offset:])
    claim = _narrated(doc)
    if claim is None or not offset:
        return claim
    start, end = claim.quote_span
    return replace(claim, quote_span=(start + offset, end + offset))


def _narrated(doc) -> RawClaim | None:
    sentence = doc.text
    stripped = sentence.rstrip()
    if any(mark in sentence for mark in QUOTE_MARKS) or stripped.endswith(("?", ":")):
        return None
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(roots) != 1:
        return None
    head = roots[0]
    if head.pos_ not in {"VERB", "AUX"} or not _finite(head):
        return None
    if head.lemma_.lower() in CUE_MODALITY:
        return None  # "Trump has not said whether ...": about speech the rules chose not to attribute
    if not any(c.dep_ in SUBJECT_DEPS for c in head.children):
        return None  # an imperative or a line cut from its subject
    content = [t for t in doc if not t.is_space]
    while content and (content[0].is_punct or content[0].dep_ == "cc"):
        content = content[1:]
    if sum(1 for t in content if not t.is_punct) < MIN_WORDS:
        return None
    span = content_span(sentence, content)
    if span is None:
        return None
    start, end = span
    end = len(sentence[:end].rstrip(" .!;"))
    content_ids = {t.i for t in content}
    subject, predicate, value, negated, modal = clause_parts(head, content_ids)
    if not subject or not predicate:
        return None
    reading = read_subject(subject, head, head, None)
    if reading.kind == EMPTY:
        return None
    antecedent = (
        text_of(sentence, reading.antecedent) if reading.ref == "phrase" and reading.antecedent else ""
    )
    modality, reason = ("expects" if modal else "asserts"), ""
    if calls_a_report_false(head, subject):
        modality, reason = "denies", REFERS_BACK  # "The story is a hoax": the writer denies it
    return RawClaim(
        speaker="",
        cue="",
        modality=modality,
        subject=text_of(sentence, speaker_name(subject)),
        predicate=predicate,
        value=text_of(sentence, value),
        quote=sentence[start:end],
        polarity="negative" if negated != (modality == "denies") else "positive",
        quote_span=(start, end),
        subject_kind=reading.kind,
        subject_ref=reading.ref,
        subject_antecedent=antecedent,
        proposition=not reason,
        proposition_reason=reason,
        narrated=True,
    )
