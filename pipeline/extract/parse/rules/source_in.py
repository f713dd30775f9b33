"""``source_in``: "In an NBC poll released Monday, 50 percent chose Clinton": the poll says so.

A document (``SOURCE_DOCUMENTS``) in a phrase opening the sentence is the speaker of
the clause the phrase hangs off, unless that clause's verb is a cue of its own.
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import CUE_MODALITY, SOURCE_DOCUMENTS, SOURCE_PREPOSITIONS
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.speaker import noun_phrase


def source_in_parts(prep) -> tuple[list, object] | None:
    """ "In a poll, X": the document as speaker and the clause it governs as content.

    Only where the clause's verb is no cue of its own ("In a statement, the company
    said ..." is the company's claim) and the phrase opens the sentence.
    """
    if prep.lower_ not in SOURCE_PREPOSITIONS or prep.dep_ != "prep" or prep.i != prep.sent.start:
        return None
    head = prep.head
    if head.pos_ not in {"VERB", "AUX"} or head.lemma_ in CUE_MODALITY:
        return None
    objects = [c for c in prep.children if c.dep_ == "pobj" and c.lemma_.lower() in SOURCE_DOCUMENTS]
    if not objects:
        return None
    return noun_phrase(objects[0]), head


def source_in(token, context: Context) -> TokenAnswer:
    if (parts := source_in_parts(token)) is None:
        return None
    speaker, head = parts
    excluded = {t.i for t in token.subtree}
    content = [t for t in head.subtree if t.i not in excluded]
    return Match(speaker, [token], content, head, "asserts")


RULE = Rule(
    "source_in", "In an NBC poll released Monday, 50 percent of respondents chose Clinton.", source_in
)
