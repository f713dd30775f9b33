"""Three misparses of the small spaCy model, set right before any rule reads the sentence.

- **A speech verb read as a plural noun.** ", the Independent reports." and "People With Money
  reports on Sunday that ..." come out with "reports" a noun (NNS) at the root, its reported
  clause already hanging off it as ``ccomp``. A word that spells a third-person speech verb and
  heads a clause is that verb: it is given the verb's tag, part of speech and lemma, and the name
  before it (parsed as its modifier) becomes its subject.
- **A speech verb's clause split at a heavy subject.** "A staffer said the doctor who performed
  a biopsy on Rivers, right before her death, took a selfie" comes out with "the doctor" the
  object of "said" and "took" a second verb of the staffer's. "say" takes no person as its
  object, so when it has a noun object with a relative clause and a later verb that has no
  subject and no "and", that verb is what was said and the object is its subject.
- **A relative clause hung on the verb.** "Korovin denied performing an unauthorised biopsy on
  Rivers which, according to multiple published reports, caused the heart attack" comes out
  with "caused" the reported clause of "denied". A clause that "which" opens says something of
  the noun right before it, so it is given back to that noun.

Spans never move: only tags, lemmas, heads and dependency labels change.
"""

from __future__ import annotations

# Third-person forms that the tagger takes for plural nouns, and their verbs.
SPEECH_VERB_FORMS = {
    "reports": "report",
    "says": "say",
    "writes": "write",
    "claims": "claim",
    "adds": "add",
    "notes": "note",
    "states": "state",
    "reveals": "reveal",
    "alleges": "allege",
    "insists": "insist",
    "warns": "warn",
}
# Verbs whose object is what is said, never who ("said the doctor ..." is a misparse).
SAY_VERBS = {"say", "claim", "report", "allege", "insist", "state", "add"}
# The modifiers a misread verb's subject was given: "the Independent" (amod), "the Emirates247
# news website" (compound).
NAME_DEPS = {"amod", "compound", "nmod"}
SUBJECT_DEPS = {"nsubj", "nsubjpass", "expl", "csubj"}


def _noun_read_verb(doc) -> None:
    for token in doc:
        verb = SPEECH_VERB_FORMS.get(token.lower_)
        if verb is None or token.tag_ not in {"NNS", "NN", "NNP", "NNPS"}:
            continue
        if not any(c.dep_ == "ccomp" and c.pos_ in {"VERB", "AUX"} for c in token.children):
            continue
        token.tag_, token.pos_, token.lemma_ = "VBZ", "VERB", verb
        if any(c.dep_ in SUBJECT_DEPS for c in token.children):
            continue
        before = [c for c in token.children if c.i < token.i and c.dep_ in NAME_DEPS]
        if not before:
            continue
        name = before[-1]  # the word nearest the verb heads the name: "the Independent"
        name.dep_ = "nsubj"
        for child in list(token.children):
            if (
                child.i < token.i
                and child.i != name.i
                and child.dep_ in {"det", *NAME_DEPS}
                and child.i > _start(token)
            ):
                child.head = name


def _start(token) -> int:
    """Where the words in front of ``token`` that belong to it begin: after the last comma."""
    commas = [c.i for c in token.children if c.dep_ == "punct" and c.lower_ == "," and c.i < token.i]
    return max(commas) if commas else -1


def _split_said_clause(doc) -> None:
    for token in doc:
        if token.lemma_ not in SAY_VERBS or token.pos_ != "VERB":
            continue
        objects = [c for c in token.children if c.dep_ == "dobj" and c.pos_ in {"NOUN", "PROPN"}]
        if len(objects) != 1 or not any(c.dep_ == "relcl" for c in objects[0].children):
            continue
        obj = objects[0]
        said = next(
            (
                c
                for c in token.children
                if c.dep_ == "conj"
                and c.pos_ == "VERB"
                and c.i > obj.i
                and not any(g.dep_ in SUBJECT_DEPS for g in c.children)
            ),
            None,
        )
        if said is None or any(c.dep_ == "cc" and obj.i < c.i < said.i for c in token.children):
            continue
        said.dep_ = "ccomp"
        obj.head, obj.dep_ = said, "nsubj"


def _relative_clause_on_verb(doc) -> None:
    for clause in doc:
        if clause.dep_ != "ccomp" or clause.pos_ not in {"VERB", "AUX"} or clause.head.i > clause.i:
            continue
        opener = clause.left_edge
        if opener.lower_ != "which" or opener.dep_ not in SUBJECT_DEPS:
            continue
        before = doc[opener.i - 1] if opener.i > 0 else None
        if before is None or before.pos_ not in {"NOUN", "PROPN"} or not clause.head.i < before.i:
            continue
        if before.i not in {t.i for t in clause.head.subtree}:
            continue
        clause.head, clause.dep_ = before, "relcl"


def repair(doc):
    """``doc`` with the three misparses set right (in place), for the rules to read."""
    _noun_read_verb(doc)
    _split_said_clause(doc)
    _relative_clause_on_verb(doc)
    return doc
