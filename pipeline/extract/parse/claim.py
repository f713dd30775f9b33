"""From a rule's match to a claim: spans cut as PolNeAR marks them, and the content clause read."""

from __future__ import annotations

from pipeline.extract.base import RawClaim
from pipeline.extract.parse.lexicon import INNER_VERB_CARRIERS, MODAL_WORDS
from pipeline.extract.parse.rules.base import Match
from pipeline.extract.parse.spans import (
    closed_aside,
    content_span,
    cue_span,
    span_of,
    text_of,
    token_span,
    trim,
)
from pipeline.extract.parse.speaker import relative_pronoun_subject, speaker_name
from pipeline.extract.parse.tree import subtree

# The dependencies that make a token the content clause's subject.
SUBJECT_DEPS = {"nsubj", "nsubjpass", "expl", "csubj"}


def clause_parts(head, content_ids: set[int]) -> tuple[list, str, list, bool, bool]:
    """Subject tokens, predicate, value tokens, negated?, modal? of a content clause."""
    subject: list = []
    value: list = []
    negated = False
    modal = False
    verb = head
    if head.pos_ not in {"VERB", "AUX"}:
        # A noun phrase as content ("denied the report"): it is the subject; nothing is predicated.
        return subtree(head), "", [], False, False
    particles = []
    for child in head.children:
        if child.i not in content_ids:
            continue
        if child.dep_ in SUBJECT_DEPS:
            subject = subtree(child)
        elif child.dep_ == "neg":
            negated = True
        elif child.dep_ in {"aux", "auxpass"}:
            if child.lower_ in MODAL_WORDS:
                modal = True
            if child.lower_ in {"not", "n't"}:
                negated = True
        elif child.dep_ == "prt":
            particles.append(child.lower_)
        elif child.i > head.i and child.dep_ not in {"punct", "cc", "conj", "mark", "parataxis"}:
            value.extend(subtree(child))
    if any(t.lower_ in {"not", "never", "n't"} and t.head == head for t in head.children):
        negated = True
    predicate = " ".join([verb.lemma_.lower(), *particles])
    # "is expected to restart", "plans to restart": the inner verb carries the meaning.
    for child in head.children:
        if child.dep_ == "xcomp" and child.pos_ == "VERB" and verb.lemma_ in INNER_VERB_CARRIERS:
            modal = True
            inner_subject, inner_predicate, inner_value, inner_neg, _ = clause_parts(child, content_ids)
            return subject or inner_subject, inner_predicate, inner_value, negated or inner_neg, modal
    return subject, predicate, [t for t in value if t.i in content_ids], negated, modal


def build_claim(sentence: str, cue, match: Match) -> tuple[RawClaim, set[int]] | None:
    """The claim a rule matched at ``cue`` and the positions of its content, or None when a span
    comes out empty: content under three characters, a speaker of punctuation alone."""
    content_ids = {t.i for t in match.content}
    span = content_span(sentence, match.content)
    if span is None:
        return None
    q_start, q_end = span
    if q_end - q_start < 3:
        return None
    subject, predicate, value, negated, modal = clause_parts(match.head, content_ids)
    if match.subject is not None:
        subject = match.subject
    modality = match.modality
    if modality == "asserts" and modal:
        modality = "expects"
    denial = modality == "denies"
    speaker = match.speaker
    s_span = None if speaker is None else token_span(speaker)
    if s_span is None and speaker is not None:
        return None
    s_span = closed_aside(sentence, trim(sentence, *s_span)) if s_span else None
    if s_span and (pronoun := relative_pronoun_subject(cue)) is not None:
        # "64 percent who say ...": the words that name the speaker are "who"; the graph
        # knows the speaker by the noun it stands for.
        s_span = span_of([pronoun])
    c_span = cue_span(sentence, match.cue)
    claim = RawClaim(
        speaker=text_of(sentence, speaker_name(speaker)) if s_span else "",
        cue=sentence[c_span[0] : c_span[1]],
        modality=modality,
        subject=text_of(sentence, subject),
        predicate=predicate,
        value=text_of(sentence, value),
        quote=sentence[q_start:q_end],
        polarity="negative" if negated != denial else "positive",
        speaker_span=s_span,
        cue_span=c_span,
        quote_span=(q_start, q_end),
    )
    return claim, content_ids
