"""``accusation``: "Greenpeace accused the company of polluting the river" alleges that the company polluted it.

The claim is the accuser's, with modality ``alleges``; its proposition is the accusation, read as
a clause whose subject is the accused: subject "the company", predicate "pollute", value "the
river". Spans stay as ``cue_verb`` cuts them (the object with its "of ..." is the content, as
PolNeAR marks it). An accusation of a thing rather than a deed ("accused him of fraud") keeps
``cue_verb``'s reading.
"""

from __future__ import annotations

from dataclasses import replace

from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.rules.cue_verb import cue_verb, listed_cue
from pipeline.extract.parse.tree import subtree

# Verbs that accuse someone of a deed: "accuse X of", "charge X with", "blame X for".
ACCUSING = {("accuse", "of"), ("charge", "with"), ("blame", "for"), ("suspect", "of")}


def accused_deed(cue) -> tuple[list, object] | None:
    """The accused (the object) and the verb of the deed ("of polluting"), or None."""
    objects = [c for c in cue.children if c.dep_ == "dobj" and c.i > cue.i]
    if not objects:
        return None
    for prep in cue.children:
        if prep.dep_ != "prep" or (cue.lemma_, prep.lower_) not in ACCUSING or prep.i < objects[0].i:
            continue
        deed = next((c for c in prep.children if c.dep_ == "pcomp" and c.pos_ in {"VERB", "AUX"}), None)
        if deed is not None:
            return subtree(objects[0]), deed
    return None


def accusation(token, context: Context) -> TokenAnswer:
    if not (listed_cue(token) and any(token.lemma_ == verb for verb, _ in ACCUSING)):
        return None
    answer = cue_verb(token, context)
    if not isinstance(answer, Match) or (parts := accused_deed(token)) is None:
        return answer
    accused, deed = parts
    if not {t.i for t in accused} <= {t.i for t in answer.content} or deed.i not in {
        t.i for t in answer.content
    }:
        return answer
    return replace(answer, head=deed, subject=accused)


RULE = Rule("accusation", "Greenpeace accused the company of polluting the river.", accusation)
