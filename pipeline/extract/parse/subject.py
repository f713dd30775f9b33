"""What a content clause is about: the kind of its subject and, where the sentence says, its referent.

The graph groups claims across articles by subject, so a subject must mean the same thing in
every article it appears in. The parse knows the sentence: whether the subject is a name, a
common noun phrase ("the company", "officials"), a pronoun, a relative word or an expletive
"it", and what a relative word or an infinitive's missing subject stands for. Resolution
(``pipeline.resolve``) reads these and decides what the subject points at across the document.

Kinds:

- ``named``: the phrase holds a proper noun ("Apple", "the Trump administration", "Putin's aide").
- ``generic``: a common noun phrase with no proper noun ("the company", "officials", "790 people").
- ``pronoun``: a personal or demonstrative pronoun ("he", "it", "we", "this").
- ``expletive``: "it" or "there" that stands for nothing ("it seems", "there is").
- ``empty``: the clause has no subject.
- ``possessive``: a common noun phrase a possessive pronoun opens ("his son", "my parents"):
  ``ref`` says how the pronoun's referent is known, as for a pronoun.

A relative word ("which", "who") is replaced by the noun it stands for: its kind is that noun's,
and the noun is the antecedent. So is an infinitive's missing subject ("promised to resign": the
speaker; "urged him to resign": "him"), and an "it" or "they" whose own sentence names what it
stands for ("An FIR was filed ..., but it was withdrawn": ``antecedent_in_sentence``).

``ref`` says how the referent is known:

- ``phrase``: ``antecedent`` holds the words in this sentence that the subject stands for.
- ``speaker``: a first-person pronoun inside a quotation ("“We will win,” she said", or in
  single marks as British papers quote: "‘We will win,’ she said"), or an
  infinitive's missing subject that the speaker carries out: the claim's speaker.
- ``indirect``: a third-person pronoun in reported speech ("Apple said it would ...", "Trump said
  he would ..."), which often stands for the speaker; resolution checks that they agree.
- ``quoted``: a third-person pronoun inside someone's quoted words: whoever they were talking
  about, which the sentence does not say.
- ``""``: nothing in the sentence says.
"""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.extract.parse.lexicon import (
    EXPLETIVE_IT_VERBS,
    FIRST_PERSON,
    HEDGE_CARRIERS,
    POSSESSIVE_PRONOUNS,
    PRONOUN_SUBJECTS,
    RELATIVE_WORDS,
)
from pipeline.extract.parse.spans import quotations
from pipeline.extract.parse.speaker import noun_phrase
from pipeline.extract.parse.tree import phrase_heads, subtree
from pipeline.extract.quotations import inside_quotation, single_mark_quotations
from pipeline.extract.wordnet_classes import load_wordnet_classes

NAMED, GENERIC, PRONOUN, EXPLETIVE, EMPTY = "named", "generic", "pronoun", "expletive", "empty"
POSSESSIVE = "possessive"


@dataclass
class SubjectReading:
    kind: str
    ref: str = ""
    antecedent: list | None = None  # tokens, with ref "phrase"


def phrase_kind(tokens: list) -> str:
    """named, generic, pronoun, expletive or empty, for a noun phrase's tokens."""
    if not tokens:
        return EMPTY
    heads = phrase_heads(tokens)
    head = heads[0] if heads else tokens[0]
    if head.dep_ == "expl" or (head.lower_ == "there" and head.dep_ in {"nsubj", "expl"}):
        return EXPLETIVE
    if head.lower_ == "it" and _expletive_it(head):
        return EXPLETIVE
    if head.pos_ == "PRON" or head.lower_ in PRONOUN_SUBJECTS:
        # "all of them", "some of us": still no name
        if not any(t.pos_ == "PROPN" for t in tokens):
            return PRONOUN
    return NAMED if names_its_holder(head) else GENERIC


def names_its_holder(head) -> bool:
    """Whether a noun phrase names what it is about: a proper noun as its head, in a compound or a
    possessive ("the Trump administration", "Putin's aide"), an apposition ("the company, Apple")
    or as the object of its preposition ("the president of Russia", "output at Field Alpha"). A
    name further in ("the man who met Putin", "opponents of better U.S.-Russia ties") does not
    make the phrase a name."""
    if is_name(head):
        return True
    for child in head.children:
        if child.dep_ in {"compound", "poss", "appos", "nmod"} and any(is_name(t) for t in child.subtree):
            return True
        if child.dep_ == "prep":
            obj = next((o for o in child.children if o.dep_ == "pobj"), None)
            if obj is not None and (
                is_name(obj) or any(is_name(c) for c in obj.children if c.dep_ == "compound")
            ):
                return True
    return False


def is_name(token) -> bool:
    """A proper noun, or a capitalized noun inside the sentence that the tagger took for a common
    one ("Rivers' doctor"). At the start of a sentence a capital says nothing."""
    if token.pos_ == "PROPN":
        return True
    return (
        token.pos_ == "NOUN"
        and token.i > 0
        and token.text[:1].isupper()
        and token.doc[token.i - 1].text not in {".", ":", "“", '"', "###"}
    )


def _expletive_it(token) -> bool:
    """ "It seems ...", "It is clear that ...", "It was a mistake to ...": an "it" that stands for
    a clause later in the sentence, not for a thing."""
    verb = token.head
    if verb.lemma_ in HEDGE_CARRIERS:
        return True  # "it seems", "it appears": always a clause
    if verb.lemma_ in EXPLETIVE_IT_VERBS:
        # "it looks like", "it turned out that"; not "it is looking forward to the talks"
        return any(
            c.dep_ in {"ccomp", "advcl"} or c.lower_ in {"like", "as", "though"}
            for c in verb.children
            if c.i > token.i
        )
    extraposed = any(
        c.dep_ in {"ccomp", "csubj"}
        or (c.dep_ in {"xcomp", "advcl"} and any(a.lower_ == "to" and a.dep_ == "aux" for a in c.children))
        for c in verb.children
        if c.i > token.i
    )
    return verb.lemma_ == "be" and extraposed


def _relative_antecedent(subject):
    """The noun a relative word stands for: "the final, which is expected ..." -> "the final"."""
    verb = subject.head
    while verb.dep_ == "conj" and verb.head.pos_ in {"VERB", "AUX"}:
        verb = verb.head
    if verb.dep_ == "ccomp" and verb.head.dep_ == "relcl" and subject.i < verb.head.i:
        # "a missile that he said could fly over the Pole": the relative word is the subject of
        # what the relative clause reports, and still stands for the noun the clause hangs on.
        verb = verb.head
    if verb.dep_ != "relcl" or verb.head.pos_ not in {"NOUN", "PROPN", "PRON", "NUM", "ADJ"}:
        return None
    inside = {t.i for t in verb.subtree}
    return contiguous([t for t in noun_phrase(verb.head) if t.i not in inside], verb.head)


def contiguous(tokens: list, head) -> list:
    """The run of ``tokens`` without gaps around ``head``, without the punctuation at its edges."""
    ids = {t.i for t in tokens}
    run = [t for t in tokens if all(i in ids for i in range(min(t.i, head.i), max(t.i, head.i) + 1))]
    while run and run[-1].is_punct:
        run = run[:-1]
    while run and run[0].is_punct:
        run = run[1:]
    return run


def read_subject(subject: list, head, cue, speaker: list | None) -> SubjectReading:
    """The kind of a content clause's subject and what in the sentence it stands for.

    ``head`` heads the content clause, ``cue`` is the cue token, ``speaker`` the speaker's name
    tokens (None when the text names nobody).
    """
    if not subject:
        return _missing_subject(head, cue, speaker)
    heads = phrase_heads(subject)
    first = heads[0] if heads else subject[0]
    # The tagger reads a relative "that" as a conjunction too ("a missile that he said could fly").
    relative = first.tag_ in {"WDT", "WP"} or (first.tag_ == "IN" and first.dep_ in {"nsubj", "nsubjpass"})
    if relative and first.lower_ in RELATIVE_WORDS:
        antecedent = _relative_antecedent(first)
        if not antecedent:
            return SubjectReading(PRONOUN)
        return SubjectReading(phrase_kind(antecedent), "phrase", antecedent)
    kind = phrase_kind(subject)
    possessor = subject[0]
    if kind == GENERIC and possessor.tag_ == "PRP$" and possessor.lower_ in POSSESSIVE_PRONOUNS:
        # "his son", "my parents": whose they are is read as the pronoun would be
        return SubjectReading(
            POSSESSIVE, _pronoun_ref(possessor, POSSESSIVE_PRONOUNS[possessor.lower_], speaker)
        )
    if kind != PRONOUN or len(subject) != 1:
        return SubjectReading(kind)
    ref = _pronoun_ref(first, first.lower_, speaker)
    if first.lower_ in {"it", "they"} and (antecedent := antecedent_in_sentence(first, speaker, ref)):
        return SubjectReading(phrase_kind(antecedent), "phrase", antecedent)
    return SubjectReading(PRONOUN, ref)


# Nouns that name no thing of their own ("the way", "a lot", "the fact")
EMPTY_NOUNS = frozenset(
    "thing way time lot part kind sort fact case point one something anything none all some any each".split()
)
# A pronoun that is a subject stands for an earlier clause's subject far more often than for an
# object: a first version that took objects too got half its antecedents wrong on the drop
# ("it rattled me" as "any money", "it's ridiculous" as "a good giggle"; session 35).
ANTECEDENT_ROLES = frozenset({"nsubj", "nsubjpass"})
DEMONSTRATIVES = frozenset({"that", "this", "these", "those"})


def antecedent_in_sentence(pronoun, speaker: list | None, ref: str) -> list | None:
    """What an "it" or a "they" stands for where its own sentence names it before the pronoun:
    "An FIR was later filed ..., but it was reportedly withdrawn"; "“Russia-U.S. ties aren't just
    at their lowest point ..., they never were as bad as they are now,” said Fyodor Lukyanov".
    None when the sentence names no such thing.

    For "it" a thing: a singular common noun that is no person, or a proper noun with a
    determiner ("the Apple Watch"; a bare proper noun may be a person's name, which the parse
    cannot tell). For "they" a plural noun. It is the subject of another clause, the nearest
    before the pronoun that agrees with it, never the speaker, never a word like "none" or "the
    fact"; a demonstrative subject in between ("that's not a good thing, it's a bad thing") is
    what the pronoun stands for, and the sentence then names nothing. Inside a quotation only the
    quotation's own words count. After a speaker the pronoun may stand for ("Apple said it would ...",
    "Officials said they ..."), resolution decides, from the names in the document.

    On the real-news drop (session 35) it changed 36 reported claims, and a blind reader found
    the subject right in 28 (two more were right but cut short, and are now whole). Prototypes
    that looked into the sentences before read 12 of 37 and 11 of 30 pronouns right (read by
    hand), so only the pronoun's own sentence is read.
    """
    plural = pronoun.lower_ == "they"
    if ref == "indirect" and not _cannot_be(speaker, plural):
        return None
    sentence = pronoun.doc
    region = _quotation_around(pronoun) if ref == "quoted" else None
    speaking = {t.i for t in speaker or []}
    for token in reversed(sentence[: pronoun.i]):
        if token.dep_ not in ANTECEDENT_ROLES or token.head == pronoun.head:
            continue
        if token.i in speaking and not any(
            a.dep_ in {"relcl", "acl"} and a.i in speaking for a in token.ancestors
        ):
            continue  # the speaker, not a thing named in a clause of theirs
        if region is not None and not region[0] <= token.idx < region[1]:
            continue
        if token.lower_ in DEMONSTRATIVES and token.tag_ == "DT":  # not the relative "that"
            return None  # "... and that's not a good thing, it's a bad thing": "it" is "that"
        if token.pos_ == "PRON" or token.tag_ in {"WDT", "WP", "PRP"} or token.lemma_.lower() in EMPTY_NOUNS:
            continue  # "he", "who", "the fact": no thing, or the same "it" again
        if token.tag_ in {"NNS", "NNPS"} if plural else _a_thing(token):
            return _short_phrase(token)
    return None


def _cannot_be(speaker: list | None, plural: bool) -> bool:
    """Whether a speaker surely is not what the pronoun in their reported words stands for: a
    person or people for "it" ("he", "Emergency workers"), one person or body for "they" ("he",
    "the U.S. president", "Trump")."""
    heads = phrase_heads(speaker or [])
    if not heads:
        return False
    head = heads[0]
    if plural:
        # a name in the singular: a person, or a body that news style calls "it"
        return head.lower_ in {"he", "she", "i"} or (
            head.tag_ in {"NN", "NNP"} and (head.text[:1].isupper() or _names_a_person(head))
        )
    if head.lower_ in {"he", "she", "i", "they", "we"}:
        return True
    return head.pos_ == "NOUN" and _names_a_person(head)


def _a_thing(token) -> bool:
    if token.tag_ == "NNP" or (token.tag_ == "NN" and token.text[:1].isupper()):
        # a name, which may be a person's ("Trump", which the tagger may call a common noun)
        return any(c.dep_ == "det" for c in token.children)
    return token.tag_ == "NN" and not _names_a_person(token)


def _names_a_person(noun) -> bool:
    """Whether WordNet files the noun's lemma under persons ("president", "worker")."""
    return load_wordnet_classes().nouns.get(noun.lemma_.lower()) == "person"


def _quotation_around(token) -> tuple[int, int] | None:
    """The character span of the quotation a token stands in, or of the text after an
    unclosed opening mark."""
    text = token.doc.text
    for start, end in (*quotations(text), *single_mark_quotations(text)):
        if start <= token.idx < end:
            return start, end
    opened = max(text.rfind("“", 0, token.idx), text.rfind('"', 0, token.idx))
    return (opened, len(text)) if opened >= 0 else None


def _short_phrase(head) -> list:
    """The noun with its determiner, its modifiers and what defines it when that is short: "Cats
    with two genders", "People who are in official positions in Moscow" (a blind reader read
    the bare "Cats" and "People" as other subjects); longer additions go."""
    tokens = [t for child in head.lefts for t in child.subtree] + [head]
    for child in head.rights:
        size = len(list(child.subtree))
        if (
            (child.dep_ in {"prep", "cc", "conj"} and size <= 4)  # "his relatives and friends"
            or (child.dep_ in {"relcl", "acl"} and size <= 8)
        ):
            tokens += list(child.subtree)
    return contiguous(sorted(tokens, key=lambda t: t.i), head)


def _pronoun_ref(token, word: str, speaker: list | None) -> str:
    """How a pronoun's referent is known, from where it stands: speaker, quoted, indirect or ""."""
    text = token.doc.text
    quoted = (
        inside_quotation(quotations(text), token.idx)
        or opened_before(token)
        or inside_quotation(single_mark_quotations(text), token.idx)
    )
    if word in FIRST_PERSON:
        # "“We will win,” she said": the speaker's own words. Outside a quotation an "I" is the writer.
        return "speaker" if quoted and speaker else ""
    # Only the pronoun's own place counts: in 'said he “expects the meeting to go well”' the
    # quotation opens after "he", which is the reporter's word for someone, not the speaker's.
    if quoted:
        return "quoted"
    return "indirect" if speaker else ""


def opened_before(token) -> bool:
    """A quotation opened before the token and not closed in its sentence: news style leaves the
    mark off a paragraph that the next one goes on quoting ("said: “We first became ...")."""
    before = token.doc.text[: token.idx]
    curly = before.count("“") - before.count("”")
    return curly > 0 or (before.count('"') % 2 == 1 and '"' not in token.doc.text[token.idx :])


def _missing_subject(head, cue, speaker: list | None) -> SubjectReading:
    """An infinitive carried out by someone the sentence names: "urged him to resign" -> "him";
    "promised to resign" -> the speaker. A relative clause's subject left out: "new weapons he
    said would render the shield useless" -> "new weapons"."""
    if head is not None and (antecedent := gapped_subject_antecedent(head, cue)):
        return SubjectReading(phrase_kind(antecedent), "phrase", antecedent)
    if head is not None and (doer := gerund_doer(head, cue)) is not None:
        if doer == "speaker":
            return SubjectReading(phrase_kind(speaker), "speaker") if speaker else SubjectReading(EMPTY)
        return SubjectReading(phrase_kind(doer), "phrase", doer)
    if head is not None and (doer := chained_gerund_doer(head, cue)) is not None:
        return SubjectReading(phrase_kind(doer), "phrase", doer)
    if head is None or head.dep_ != "xcomp" or head.pos_ not in {"VERB", "AUX"}:
        return SubjectReading(EMPTY)
    governor = head.head
    objects = [c for c in governor.children if c.dep_ in {"dobj", "dative"} and c.i < head.i]
    if objects:
        tokens = subtree(objects[0])
        return SubjectReading(phrase_kind(tokens), "phrase", tokens)
    if governor == cue and speaker:
        return SubjectReading(phrase_kind(speaker), "speaker")
    # "Trump is expected to speak", "the final, which is expected to draw ...": the subject of the
    # verb the infinitive hangs on.
    subjects = [c for c in governor.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if subjects:
        subject = subjects[0]
        if subject.tag_ in {"WDT", "WP"}:
            tokens = _relative_antecedent(subject)
        else:
            tokens = noun_phrase(subject)
        if tokens:
            return SubjectReading(phrase_kind(tokens), "phrase", tokens)
    return SubjectReading(EMPTY)


def gapped_subject_antecedent(head, cue) -> list | None:
    """The noun a relative clause with no relative word hangs on, when what is gapped is the
    subject of what the clause reports: in "new weapons he said would render the shield useless"
    the weapons would render it. None when the clause is no such relative or names its subject."""
    if cue is None or head.dep_ != "ccomp" or head.head != cue or cue.dep_ != "relcl":
        return None
    if head.pos_ not in {"VERB", "AUX"} or any(
        c.dep_ in {"nsubj", "nsubjpass", "expl", "csubj"} for c in head.children
    ):
        return None
    finite = head.tag_ in {"VBD", "VBZ", "VBP", "MD"} or any(
        c.dep_ == "aux" and c.tag_ in {"MD", "VBD", "VBZ", "VBP"} for c in head.children
    )
    if cue.head.pos_ not in {"NOUN", "PROPN"} or not finite:
        return None
    inside = {t.i for t in cue.subtree}
    return contiguous([t for t in noun_phrase(cue.head) if t.i not in inside], cue.head) or None


# Verbs whose object does what their gerund says: "accused Russia of meddling", "blamed Kyiv for
# shelling", "credited the police with saving lives".
OBJECT_DOES_IT = {"accuse", "blame", "charge", "suspect", "credit", "fault", "warn", "criticize", "condemn"}


def chained_gerund_doer(head, cue) -> list | None:
    """Who does what a gerund says when the sentence around the cue names them: in "The U.S. has
    accused Russia of violating the treaty by developing a new cruise missile, which Moscow has
    denied" Moscow denies that Russia developed one. The gerund hangs, through "by" or "of", on a
    verb whose object ("accused Russia of") or subject does it. None when the cue's own clause
    holds the gerund (``gerund_doer``) or nothing names the doer."""
    verb = head
    for _ in range(4):  # a chain of gerunds; the bound only guards against odd parses
        if verb.tag_ != "VBG" or verb.dep_ != "pcomp" or verb.head.dep_ != "prep":
            return None
        governor = verb.head.head
        if cue is not None and governor == cue:
            return None
        if governor.pos_ not in {"VERB", "AUX"}:
            return None
        objects = [c for c in governor.children if c.dep_ in {"dobj", "dative"} and c.i < verb.i]
        if objects and governor.lemma_ in OBJECT_DOES_IT:
            return subtree(objects[0])
        if governor.tag_ == "VBG" and governor.dep_ == "pcomp":
            verb = governor  # "violating the treaty by developing": who violates develops
            continue
        subjects = [c for c in governor.children if c.dep_ == "nsubj"]
        if subjects and subjects[0].pos_ in {"PROPN", "NOUN"}:
            return noun_phrase(subjects[0])
        return None
    return None


def gerund_doer(head, cue):
    """Who does what a gerund after the cue's preposition says: "warned Putin against interfering"
    -> the tokens of "Putin"; "boasted about meeting Putin" -> "speaker". None when the content
    is no such gerund."""
    if cue is None or head.tag_ != "VBG" or head.dep_ != "pcomp":
        return None
    if head.head.dep_ != "prep" or head.head.head != cue:
        return None
    objects = [c for c in cue.children if c.dep_ in {"dobj", "dative"} and c.i < head.i]
    return subtree(objects[0]) if objects else "speaker"
