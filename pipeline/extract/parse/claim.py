"""From a rule's match to a claim: spans cut as PolNeAR marks them, and the content clause read."""

from __future__ import annotations

import re
from dataclasses import replace

from pipeline.extract.base import REFERS_BACK, RawClaim
from pipeline.extract.parse.lexicon import (
    COMPARATIVE_WORDS,
    CUE_MODALITY,
    DEPICTING_CUES,
    DISCOURSE_PHRASES,
    DOUBTING_VERBS,
    EVIDENCE_VERBS,
    EXPLETIVE_IT_VERBS,
    HEDGE_CARRIERS,
    HEDGES,
    IMPLAUSIBLE_WORDS,
    IMPRESSION_VERBS,
    INNER_VERB_CARRIERS,
    INTENTION_CUES,
    LIGHT_VERBS,
    LIKELIHOOD_WORDS,
    MAKE_SAID,
    MODAL_WORDS,
    NEG_RAISING,
    NEGATING_ADVERBS,
    NOBODY_WORDS,
    NON_SPEECH_CUES,
    NON_SPEECH_PHRASAL,
    PARTICLES,
    POINTING_NOUNS,
    POINTING_PRONOUNS,
    QUESTION_CUES,
    REQUEST_CUES,
    UNLIKELY_WORDS,
    VISUAL_MEDIA,
)
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
from pipeline.extract.parse.subject import EMPTY, gapped_subject_antecedent, read_subject
from pipeline.extract.parse.tree import (
    falsity_words,
    is_infinitive,
    phrase_heads,
    points_back,
    prep_object,
    subtree,
)
from pipeline.extract.wordnet_classes import load_wordnet_classes

# The dependencies that make a token the content clause's subject.
SUBJECT_DEPS = {"nsubj", "nsubjpass", "expl", "csubj"}


# "n't" as written with either apostrophe: spaCy parses "isn’t" at times as "is" and a noun.
NEGATIONS = {"n't", "n’t"}


def likely_infinitive(head, content_ids: set[int]) -> tuple | None:
    """The "likely" / "unlikely" word of "is (un)likely to V" and the V, or None."""
    likelihood = next(
        (
            c
            for c in head.children
            if c.dep_ == "acomp" and c.lower_ in LIKELIHOOD_WORDS and c.i in content_ids
        ),
        None,
    )
    if likelihood is None or any(c.lower_ in COMPARATIVE_WORDS for c in likelihood.children):
        # "most British people are more likely to be injured at home than anywhere else" compares
        # rates: no one expects them to be injured
        return None
    inner = next(
        (
            c
            for c in [*likelihood.children, *head.children]
            if c.dep_ == "xcomp" and c.pos_ in {"VERB", "AUX"} and c.i in content_ids
        ),
        None,
    )
    return (likelihood, inner) if inner is not None else None


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
            # "‘I’d like ...": after an opening quote mark the parser hangs "’d" on the "I"
            subject = [t for t in subtree(child) if not (t.i > child.i and is_verb_clitic(t))]
        elif child.dep_ == "neg" or child.lower_ in NEGATIONS:  # "isn’t" is at times parsed a noun
            negated = True
        elif child.dep_ in {"aux", "auxpass"}:
            if child.lower_ in MODAL_WORDS or (child.tag_ == "MD" and child.lemma_ in MODAL_WORDS):
                modal = True  # "’ll" and "’d" by their lemma
            if child.lower_ in {"not", "n't"}:
                negated = True
        elif child.dep_ == "prt":
            particles.append(child.lower_)
        elif is_particle(head, child):
            particles.append(child.lower_)
            value.extend(t for c in child.children for t in subtree(c))  # "of the deal"
        elif is_discourse_phrase(child) or is_vocative(child):
            continue
        elif child.i > head.i and child.dep_ not in {"punct", "cc", "conj", "mark", "parataxis"}:
            value.extend(subtree(child))
    if any(t.lower_ in NEGATING_ADVERBS and t.head == head for t in head.children):
        negated = True
    if verb.lemma_ == "be" and (passive := participle_complement(verb, content_ids)) is not None:
        # "the request had been 'politely but firmly declined'": the participle is the verb
        rest = [t for c in passive.children if c.i in content_ids for t in subtree(c) if t.dep_ != "punct"]
        return subject, passive_predicate(passive, []), [passive, *rest], negated, modal
    predicate = " ".join([verb.lemma_.lower(), *particles])
    if verb.lemma_.lower() in LIGHT_VERBS and (no := denied_complement(verb, content_ids)) is not None:
        # "had no knowledge of it": have knowledge of it, negated
        negated = True
        value = [t for t in value if t.i != no.i]
    if (
        verb.lemma_.lower() in LIGHT_VERBS
        and not particles
        and (complement := light_complement(verb, content_ids))
    ):
        predicate = f"{predicate} {complement}"
    if verb.lemma_ == "be" and [t.lower_ for t in subject] == ["it"]:
        clause = extraposed_clause(head, subject[0], content_ids)
        judged = next(
            (c for c in head.children if c.dep_ == "acomp" and c.lemma_.lower() in CLAUSE_HOLDS), None
        )
        held = judged and next(
            (
                c
                for c in [*head.children, *judged.children]
                if c.dep_ == "ccomp"
                and c.i > subject[0].i
                and c.i in content_ids
                and not any(a.dep_ == "aux" and a.tag_ == "TO" for a in c.children)
                and not asks(c)
            ),
            None,
        )
        if held is not None and not negated and held.lemma_ not in CUE_MODALITY:
            # "it's very clear that the tactics ISIL is using expand by the day", "It is clear they
            # are missing certain parts": what is said is the clause, as with "it seems that S";
            # "possible" or "likely" holds it as an expectation. A clause that reports someone
            # ("it is evident that the police have denied S") is their claim, read on its own.
            inner = clause_parts(held, content_ids)
            if inner[0] and inner[1]:
                hedged = judged.lemma_.lower() in CLAUSE_MAY_HOLD
                return inner[0], inner[1], inner[2], inner[3], modal or inner[4] or hedged
        if (cleft := cleft_clause(head, subject[0], content_ids)) is not None:
            # "it was the U.S. that requested that the meeting take place": the U.S. requested it
            focus, clause = cleft
            inner = clause_parts(clause, content_ids)
            if inner[1]:
                return focus, inner[1], inner[2], negated or inner[3], modal or inner[4]
        if clause is not None:
            # "it's a mistake to try to extract accountability": the clause is what is a mistake
            # the value is read as one stretch of text, so it stops where the clause starts: "really
            # hard", not "really hard finding someone ... because they're afraid"
            start = min(t.i for t in subtree(clause))
            rest = [t for t in value if t.i < start and t.i in content_ids]
            return subtree(clause), predicate, rest, negated, modal
    # "is expected to restart", "plans to restart": the inner verb carries the meaning. So it
    # does in "is going to restart" and "has to restart", which say nothing of an expectation.
    if verb.lemma_ in EXPLETIVE_IT_VERBS and subject and subject[-1].lower_ == "it":
        # "It seems to us the opponents ... are strong": what seems so is the clause.
        clause = next((c for c in head.children if c.dep_ == "ccomp" and c.i in content_ids), None)
        if clause is not None:
            inner = clause_parts(clause, content_ids)
            return inner[0], inner[1], inner[2], negated or inner[3], inner[4]
    if verb.lemma_ in EVIDENCE_VERBS and not negated and (clause := evidenced_clause(head, content_ids)):
        # "DNA testing has proven that Michael Jackson is the father": what is said is the clause.
        inner = clause_parts(clause, content_ids)
        if inner[0] and inner[1]:
            return inner[0], inner[1], inner[2], inner[3], modal or inner[4]
    if (hedged := own_view_clause(head, subject, negated, content_ids)) is not None:
        # "I think Iran is the strategic issue": the speaker's hedge, and what is said is the clause
        # ("I don't think Assad is" says Assad is not); "I hope" holds it as an expectation
        inner = clause_parts(hedged, content_ids)
        if inner[0] and inner[1] and inner[2]:
            hope = verb.lemma_ == "hope"
            return inner[0], inner[1], inner[2], inner[3] != negated, modal or inner[4] or hope
    if verb.lemma_ == "be" and len(subject) == 1 and subject[0].lower_ == "there":
        # "there are solutions to this problem": the solutions exist; "there are no details" do not.
        attr = next((c for c in head.children if c.dep_ == "attr" and c.i in content_ids), None)
        if attr is not None:
            none = any(c.dep_ == "det" and c.lower_ == "no" for c in attr.children)
            rest = [
                t
                for c in head.children
                if c.i > attr.i and c.i in content_ids and c.dep_ not in {"punct", "cc", "conj"}
                for t in subtree(c)
            ]
            if not rest:
                # "there's a man with a gun in the library": a man exists, with a gun in the library
                subject, rest = existent_and_modifiers(attr)
                return subject, "exist", rest, negated or none, modal
            return subtree(attr), "exist", rest, negated or none, modal
    if verb.lemma_ == "be" and (inverted := inverted_copula(head, subject, content_ids)) is not None:
        # "Especially worrying is the increasing number of reports": the number is worrying
        subject, adjective = inverted
        return subject, f"be {adjective.lemma_.lower()}", subtree(adjective), negated, modal
    if verb.lemma_ == "be" and (expected := likely_infinitive(head, content_ids)) is not None:
        # "Putin is unlikely to get these concessions": Putin | get | these concessions, expected
        # not to happen (the parser hangs the infinitive on "unlikely" or on "is")
        likelihood, inner_verb = expected
        inner_subject, inner_predicate, inner_value, inner_neg, _ = clause_parts(inner_verb, content_ids)
        doubted = likelihood.lower_ in UNLIKELY_WORDS
        return subject or inner_subject, inner_predicate, inner_value, (negated or inner_neg) != doubted, True
    going_to = (verb.lemma_ == "go" and verb.tag_ == "VBG") or verb.lemma_ == "have"
    for child in head.children:
        carried = child.pos_ == "VERB" and (verb.lemma_ in INNER_VERB_CARRIERS or going_to)
        # "seems to be alive": a hedge passes its infinitive on, a "be" too
        hedged = child.pos_ in {"VERB", "AUX"} and verb.lemma_ in HEDGE_CARRIERS
        if child.dep_ == "xcomp" and (carried or hedged):
            modal = modal or verb.lemma_ in INNER_VERB_CARRIERS or verb.lemma_ == "go"
            inner_subject, inner_predicate, inner_value, inner_neg, _ = clause_parts(child, content_ids)
            return subject or inner_subject, inner_predicate, inner_value, negated or inner_neg, modal
    auxpass = [c for c in verb.children if c.dep_ == "auxpass" and not is_perfect_s(c, verb)]
    if auxpass and verb.tag_ in {"VBN", "VBD"}:  # "was politely declined" is tagged VBD too
        # the adverbs between "was" and the participle go with it: "politely but firmly declined"
        manner = [
            t for c in verb.children if auxpass[0].i < c.i < verb.i and c.dep_ == "advmod" for t in subtree(c)
        ]
        predicate, value = passive_predicate(verb, particles), [*manner, verb, *value]
    aside = reported_aside(value)
    return subject, predicate, [t for t in value if t.i in content_ids and t.i not in aside], negated, modal


def inverted_copula(verb, subject: list, content_ids: set[int]) -> tuple[list, object] | None:
    """(subject, adjective) of a copula whose adjective comes first ("More important is the
    question of who paid"), or None. The parser calls what follows the verb its subject or its
    attribute."""
    adjective = next(
        (c for c in verb.children if c.dep_ == "acomp" and c.i < verb.i and c.i in content_ids), None
    )
    if adjective is None:
        return None
    if subject and min(t.i for t in subject) > verb.i:
        return subject, adjective
    attr = next((c for c in verb.children if c.dep_ == "attr" and c.i > verb.i and c.i in content_ids), None)
    if subject or attr is None:
        return None
    return subtree(attr), adjective


# Nouns that count what their "of" phrase names: "a lot of speculation that ..." is speculation.
QUANTITY_NOUNS = set("lot lots plenty number couple kind sort type host series amount".split())
# What follows an existent's noun and says more of it: "with a gun", "to support the claim", "that S".
NOUN_MODIFIERS = {"prep", "acl", "relcl", "ccomp", "advcl", "xcomp"}


def existent_and_modifiers(attr) -> tuple[list, list]:
    """The tokens of what "there is" says exists and of what the sentence says of it: "a man" and
    "with a gun in the library"; "numerous reports" and "to support the claim that S". Read as one
    noun phrase, the row had an empty value (107 of the drop's 135 "exist" claims). A phrase with
    nothing after its noun ("several ways") stays whole, with no value."""
    head = attr
    if head.lemma_.lower() in QUANTITY_NOUNS:
        of = next((c for c in head.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        counted = of and next((c for c in of.children if c.dep_ == "pobj"), None)
        head = counted or head
    modifiers = [
        c
        for noun in {attr, head}
        for c in noun.children
        if c.i > head.i and c.dep_ in NOUN_MODIFIERS and not (noun is attr and c.lower_ == "of")
    ]
    whole = subtree(attr)
    if not modifiers:
        return whole, []
    cut = min(m.left_edge.i for m in modifiers)
    return [t for t in whole if t.i < cut], [t for t in whole if t.i >= cut]


def reported_aside(tokens: list) -> set[int]:
    """The ids of a ", which Moscow has denied" inside a value, with its comma: another speaker's
    word on the clause, read as its own claim, not part of what this one says."""
    aside: set[int] = set()
    for token in tokens:
        if token.dep_ == "relcl" and token.lemma_ in CUE_MODALITY and token.left_edge.i > 0:
            comma = token.doc[token.left_edge.i - 1]
            if comma.text == ",":
                aside.update({comma.i, *(t.i for t in token.subtree)})
    return aside


def is_perfect_s(auxiliary, participle) -> bool:
    """ "he's received many calls", "it's been a long week": an "'s" before a participle with an
    object, or before "been", is "has", which the tagger reads as a passive's "is"."""
    if auxiliary.lower_ not in {"'s", "’s"}:
        return False
    return participle.lemma_ == "be" or any(c.dep_ == "dobj" for c in participle.children)


def passive_predicate(participle, particles: list[str]) -> str:
    """ "be arrested" of "two wedding guests were arrested": a passive keeps its voice, and its
    participle is the value, as "upset" is of "is upset". Read as "arrest", the row would say
    that the guests arrested someone."""
    return " ".join(["be", participle.lower_, *particles])


# Nouns for people that WordNet files elsewhere first: "a source close to the investigation".
PERSON_NOUNS = {"source", "insider", "witness", "investigator"}


# Adjectives by which "it is ADJ that S" says S holds (session 30's claim sample, where "it's very
# clear that the tactics ISIL is using expand by the day" made the whole clause the subject), and
# those that say it may hold.
CLAUSE_MAY_HOLD = {"possible", "likely", "probable"}
CLAUSE_HOLDS = {"clear", "obvious", "evident", "true", "certain", "apparent", "plain"} | CLAUSE_MAY_HOLD


# Adjectives that judge the infinitive an "it" stands in front of when it hangs on them (session
# 30's claim sample: "Putin knows it would be unrealistic to expect U.S. recognition"). Not
# "ready", "able" or "willing", whose "it" is a thing ("it is ready to ship").
JUDGING_ADJECTIVES = {
    "unrealistic", "realistic", "early", "late", "hard", "difficult", "easy", "impossible",
    "important", "necessary", "essential", "crucial", "vital", "wrong", "right", "fair", "unfair",
    "wise", "unwise", "dangerous", "safe", "foolish", "naive", "reasonable", "unreasonable",
    "premature", "pointless", "useless", "unacceptable", "acceptable", "appropriate",
    "inappropriate", "irresponsible", "ridiculous", "absurd", "shameful", "sad", "tough",
}  # fmt: skip


def extraposed_clause(verb, it, content_ids: set[int]):
    """The clause an "it" stands in front of: "it is clear that S", "it's important for the
    president to take ..."; None when "it" is a thing ("it is ready to ship": the infinitive
    hangs on the adjective)."""
    adjective = judged_by(verb, content_ids)
    for child in verb.children:
        if child.i <= it.i or child.i not in content_ids or child.pos_ not in {"VERB", "AUX"}:
            continue
        if child.dep_ in {"ccomp", "csubj"} and any(
            c.dep_ == "mark" and c.lower_ == "that" for c in child.children
        ):
            return child
        if child.dep_ in {"ccomp", "csubj", "advcl"} and asks(child):
            # "it was unclear what role adults played": what is unclear is the question
            return child
        infinitive = any(c.dep_ == "aux" and c.tag_ == "TO" for c in child.children)
        if child.dep_ in {"xcomp", "advcl"} and infinitive:
            return child
        if child.dep_ in {"xcomp", "advcl"} and child.tag_ == "VBG" and adjective is not None:
            # "it was really hard finding someone": the finding was hard, not "it" that found
            return child
    held = adjective is not None and next(
        (c for c in adjective.children if c.dep_ == "ccomp" and c.i in content_ids and not asks(c)), None
    )
    if held:
        # "it's incredibly disturbing that young children are being forced ...", "it is impossible
        # one of the creatures could grow so big": the clause on the adjective is what it judges
        return held
    if adjective is not None and adjective.lemma_.lower() in JUDGING_ADJECTIVES:
        # "it would be unrealistic to expect U.S. recognition", "it was too early to tell":
        # the infinitive hangs on the adjective, which judges it
        return next(
            (
                c
                for c in adjective.children
                if c.dep_ in {"xcomp", "ccomp"}
                and c.i in content_ids
                and any(a.dep_ == "aux" and a.tag_ == "TO" for a in c.children)
            ),
            None,
        )
    return None


# Verbs by which a speaker holds a view ("I think", "we know"), whose "that" clause is the claim.
VIEW_VERBS = HEDGES | {"know"}


def own_view_clause(verb, subject: list, negated: bool, content_ids: set[int]):
    """The clause of "I think S", "we know S", "I don't believe S": the speaker's own view, said
    in the first person, of a clause that is no question; or None. A negated view counts only
    where its negation is the clause's ("I don't think S" says S is not so; "I don't know S"
    says nothing of S)."""
    if verb.lemma_.lower() not in VIEW_VERBS or [t.lower_ for t in subject] not in (["i"], ["we"]):
        return None
    if negated and verb.lemma_.lower() not in NEG_RAISING:
        return None
    clauses = [c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i and c.i in content_ids]
    if len(clauses) != 1:
        return None  # two clauses under one "think" is a parse gone astray ("the two people meeting today")
    clause = clauses[0]
    if is_infinitive(clause) or asks(clause):
        return None
    return clause


def asks(clause) -> bool:
    """Whether a clause is a question ("whether Russia interfered", "what role adults played"):
    nothing in it is said to hold."""
    return clause.doc[clause.left_edge.i].lower_ in QUESTION_OPENERS


def cleft_clause(verb, it, content_ids: set[int]):
    """(focus tokens, clause) of "it was the U.S. that requested ...", or None: the clause's
    relative subject stands for the noun phrase the "it ... that" sets apart. The parser hangs the
    clause on the verb ("it was the U.S. that requested") or on the focus ("it was the music's
    volume that scared the bear away")."""
    focus = next((c for c in verb.children if c.dep_ == "attr" and c.i > it.i and c.i in content_ids), None)
    # a cleft sets apart something known: "it is a company that makes phones" says what "it" is;
    # "the U.S.", "the music's volume", "Trump's decision" are known
    if focus is None or not (
        focus.pos_ == "PROPN"
        or any(c.dep_ == "det" and c.lower_ == "the" for c in focus.children)
        or any(c.dep_ == "poss" and c.pos_ in {"PROPN", "NOUN"} for c in focus.children)
    ):
        return None
    on_verb = [c for c in verb.children if c.dep_ in {"ccomp", "relcl"} and c.i > focus.i]
    # a clause on "the one", "the same attack" says what "it" was: "it was the one who slaughtered
    # the journalists" is about "it"; on a name or a possessive it is the cleft's
    named = focus.pos_ == "PROPN" or any(c.dep_ == "poss" for c in focus.children)
    on_focus = (
        [c for c in focus.children if c.dep_ == "relcl" and c.left_edge.i == focus.i + 1] if named else []
    )
    for child in on_verb + on_focus:
        if child.i not in content_ids:
            continue
        relative = next((c for c in child.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
        if relative is None or relative.lower_ not in {"that", "who"}:
            continue
        if child in on_focus:
            words = [t for t in subtree(focus) if t.i < child.left_edge.i]
            return words, child
        if relative.i == focus.right_edge.i + 1:
            return subtree(focus), child
    return None


def judged_by(verb, content_ids: set[int]):
    """The adjective a "be" holds of its subject ("hard" of "it was really hard"), or None."""
    return next((c for c in verb.children if c.dep_ == "acomp" and c.i in content_ids), None)


def evidenced_clause(verb, content_ids: set[int]):
    """The "that" clause a piece of evidence shows: "tests confirmed that S", "records show S".

    Only a thing's showing carries its clause; a person's ("Obama showed that he can lead")
    says what the person did, so a subject that names a person or a group keeps the verb."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.i in content_ids), None)
    if subject is None or subject.pos_ != "NOUN":
        return None
    lemma = subject.lemma_.lower()
    if lemma in PERSON_NOUNS or load_wordnet_classes().nouns.get(lemma) in {"person", "group"}:
        return None
    return next(
        (c for c in verb.children if c.dep_ == "ccomp" and c.i in content_ids and c.pos_ in {"VERB", "AUX"}),
        None,
    )


def is_vocative(child) -> bool:
    """ "I'm back, Obama, and ...": a name set off by commas that the clause is addressed to."""
    doc = child.doc
    return (
        child.dep_ == "npadvmod"
        and child.pos_ == "PROPN"
        and child.left_edge.i > 0
        and doc[child.left_edge.i - 1].text == ","
        and (child.right_edge.i + 1 >= len(doc) or doc[child.right_edge.i + 1].is_punct)
    )


def is_discourse_phrase(child) -> bool:
    """ "in fact", "of course", "without a doubt": a prepositional phrase that comments on the clause."""
    obj = prep_object(child) if child.dep_ == "prep" else None
    return (
        obj is not None
        and (child.lower_, obj.lower_) in DISCOURSE_PHRASES
        and all(c.dep_ == "det" and c.lower_ == "a" for c in obj.children)
    )


def participle_complement(verb, content_ids: set[int]):
    """The past participle a "be" takes as its complement when the parser reads a passive verb
    as an adjective (often inside quotation marks): "had been 'politely but firmly declined'"."""
    return next(
        (
            c
            for c in verb.children
            if c.i > verb.i
            and c.i in content_ids
            and (
                c.tag_ == "VBN"
                and c.dep_ in {"acomp", "attr", "oprd"}
                or c.tag_ == "VBD"
                and c.dep_ == "acomp"
            )
        ),
        None,
    )


def denied_complement(verb, content_ids: set[int]):
    """The "no" of a light verb's noun ("had no knowledge"), which negates the clause."""
    for child in verb.children:
        if (
            child.i > verb.i
            and child.i in content_ids
            and child.dep_ in {"dobj", "attr"}
            and child.pos_ == "NOUN"
        ):
            return next((d for d in child.children if d.dep_ == "det" and d.lower_ == "no"), None)
    return None


def is_particle(verb, child) -> bool:
    """ "pull out of the deal", "step down as chairman": an adverb-like preposition right after the
    verb, with no object of its own, is the verb's particle (the parser reads it as a preposition)."""
    return (
        child.dep_ in {"prep", "advmod"}
        and child.i == verb.i + 1
        and child.lower_ in PARTICLES
        and not any(c.dep_ in {"pobj", "pcomp"} for c in child.children)
    )


def light_complement(verb, content_ids: set[int]) -> str:
    """What a light verb's predicate keeps: "track" of "is on track" (as "on track"), "plan" of "has a
    plan", "ready" of "is ready". A name, a number or a pronoun is the value, not the predicate:
    "is in Moscow" is "be in" of "in Moscow", so that two places for one thing can be told apart."""
    for child in verb.children:
        if child.i <= verb.i or child.i not in content_ids or child.lower_ in NEGATIONS:
            continue
        if child.dep_ in {"attr", "dobj", "oprd"} and (judged := before_thanks_to(child)) is not None:
            # "has never been worse thanks to many years of foolishness" (the drop's top
            # corroborated row): "worse" is the complement, "thanks to" a preposition the parser
            # took for its noun
            return judged.lemma_.lower()
        if child.dep_ in {"attr", "dobj", "oprd"}:
            return child.lemma_.lower() if child.pos_ == "NOUN" else ""
        if child.dep_ == "acomp" and child.pos_ == "ADJ":
            return child.lemma_.lower()
        if child.dep_ == "prep" and not is_discourse_phrase(child):
            obj = prep_object(child)
            if obj is not None and obj.pos_ == "NOUN":
                return f"{child.lower_} {obj.lemma_.lower()}"
            return child.lower_
    return ""


def before_thanks_to(noun):
    """The adjective the parser hung on "thanks" in "worse thanks to ...", or None."""
    if noun.lower_ != "thanks" or not any(c.dep_ == "prep" and c.lower_ == "to" for c in noun.children):
        return None
    return next((c for c in noun.children if c.dep_ == "amod" and c.i == noun.i - 1), None)


def infinitive_after_object(cue, head, content_ids: set[int]):
    """ "called on Republicans to unendorse him": the infinitive that the content's noun carries out."""
    if head.pos_ in {"VERB", "AUX"}:
        return None
    return next(
        (
            c
            for c in cue.children
            if c.dep_ == "xcomp" and c.pos_ in {"VERB", "AUX"} and c.i in content_ids and c.i > head.i
        ),
        None,
    )


def calls_it_implausible(cue, head) -> bool:
    """ "calling it implausible that S", "called it absurd that S": S is what the speaker doubts."""
    children = list(cue.children)
    return (
        cue.lemma_ in DOUBTING_VERBS
        and head.dep_ == "ccomp"
        and head.head == cue
        and any(c.dep_ == "dobj" and c.lower_ == "it" for c in children)
        and any(c.dep_ in {"oprd", "acomp", "xcomp"} and c.lower_ in IMPLAUSIBLE_WORDS for c in children)
    )


def calls_a_report_false(head, subject: list) -> bool:
    """ "the report was false", "these claims are baseless", "this is a hoax": a clause whose
    subject points back at a report and whose predicate calls it false."""
    heads = phrase_heads(subject) if subject else []
    if not heads or not falsity_words(head):
        return False
    noun = heads[0]
    pointing = (noun.lower_ in POINTING_PRONOUNS and noun.pos_ == "PRON") or (
        noun.lemma_.lower() in POINTING_NOUNS
        and any(c.dep_ == "det" and c.lower_ in {"the", "this"} for c in noun.children)
    )
    return pointing or points_back(noun)


def not_a_proposition(cue, head, predicate: str, subject_kind: str, quote: str) -> str:
    """Why the content is no proposition ("" when it is one): negated_cue ("has not said whether",
    "did not deny that"), noun_phrase ("denied the report", "praised his record"), non_speech_cue
    ("enjoys", "shows off", "plans to introduce"), question ("asked whether ...", a quotation
    ending in "?"), request ("urged Trump to press the issue"), fragment (a finite verb cut off
    from its subject); a noun with its infinitive or participle ("any attempt to disrupt U.S.
    elections") is a noun phrase too."""
    if not predicate:
        return "noun_phrase"
    if negated_cue(cue):
        return (
            "negated_cue"  # "Trump has not said whether ...", "did not deny that S": neither said nor denied
        )
    infinitive = any(c.tag_ == "TO" and c.dep_ == "aux" for c in head.children)
    if cue.lemma_ in REQUEST_CUES and infinitive:
        return "request"
    if cue.lemma_ in INTENTION_CUES and infinitive and head.dep_ == "xcomp" and head.head == cue:
        return "non_speech_cue"  # "plans to introduce the segregation": meant, not said
    if depicts(cue, head):
        return "non_speech_cue"  # "The video showed Sotloff being beheaded"
    particles = {c.lower_ for c in cue.children if c.dep_ in {"prt", "dobj"}}
    said_by_making = cue.lemma_ == "make" and any(c.lower_ in MAKE_SAID for c in cue.children)
    if (cue.lemma_ in NON_SPEECH_CUES and not said_by_making) or any(
        (cue.lemma_, p) in NON_SPEECH_PHRASAL for p in particles
    ):
        return "non_speech_cue"
    if quote.rstrip(" ”\"'’").endswith("?") or (
        cue.lemma_ in QUESTION_CUES
        and any(c.dep_ == "mark" and c.lower_ in {"whether", "if"} for c in head.children)
    ):
        return "question"
    if asks_which(cue, head, quote):
        return "question"  # "seemed uncertain how Trump would address arms control issues"
    quoted = quote[:1] in '“"' and quote.rstrip(",.!?;: ")[-1:] in '”"'
    finite = head.tag_ in {"VBD", "VBZ", "VBP", "VBN", "MD"} or any(
        c.dep_ == "aux" and c.tag_ == "MD" for c in head.children
    )  # "will ship 29 million watches this year", cut from "Apple"
    if subject_kind == EMPTY and finite and not quoted:
        return "fragment"
    if subject_kind == EMPTY and head.dep_ == "acl" and head.head.pos_ in {"NOUN", "PROPN"} and not quoted:
        return "noun_phrase"  # "will deny any attempt to disrupt U.S. elections", "a plan to spin off ..."
    if subject_kind == EMPTY and is_imperative(head):
        return "request"  # “Come and examine them”, "Don't let a candy bar ruin your vacation"
    if quoted and len(re.findall(r"[\w'’-]+", quote)) == 1:
        return "fragment"  # one word in quotation marks ("conflating"): a word quoted, no clause
    if gapped_relative(cue, head) or relative_possessive(head):
        return "fragment"
    return ""


VERB_CLITICS = {"'d", "'m", "'ll", "'re", "'ve"}


def is_verb_clitic(token) -> bool:
    """ "’d", "’m", "’ll": a verb's end, even where the parser took it for punctuation."""
    return token.lower_.replace("’", "'") in VERB_CLITICS


# What may stand before an imperative verb in its own clause: "Please prove us wrong", "Don't say".
IMPERATIVE_OPENERS = {"please", "just", "now", "so", "and", "do", "don't", "not", "n't", "never"}
# Marks after which a new clause opens: “We have bodies. Come and examine them.”
CLAUSE_ENDS = {":", ";", ".", "!", "?"}


def is_imperative(head) -> bool:
    """A bare verb that opens its clause with no subject and no "to" or modal: a request
    ("“Cancel your ridiculous Putin summit,” Warren tweeted"), which says nothing is so."""
    if head.tag_ != "VB" or head.pos_ not in {"VERB", "AUX"} or head.dep_ not in {"ROOT", "ccomp", "conj"}:
        return False
    if any(
        c.dep_ in {"nsubj", "nsubjpass", "csubj", "expl"}
        or (c.dep_ in {"aux", "auxpass"} and (c.tag_ in {"TO", "MD"} or c.lemma_ != "do"))
        for c in head.children
    ):
        return False  # its subject outside the quotation ("strategy ... “increase the prospect”")
    if head.dep_ == "conj":
        # "would not exchange prisoners, or carry out military action": as the verb it joins
        return is_imperative(head.head)
    opening = [t for t in head.subtree if t.i < head.i and not t.is_punct]
    if not all(t.lower_.replace("’", "'") in IMPERATIVE_OPENERS for t in opening):
        return False
    # the clause opens a sentence, or follows its cue ("He said: “Come ...”"); a quotation that
    # opens after other words ("warned that Russian strategy ..., “increase the prospect”") is cut
    # from its subject
    start = head.left_edge
    before = [t for t in head.doc[: start.i] if not (t.is_punct and t.text not in CLAUSE_ENDS)]
    return not before or before[-1].text in CLAUSE_ENDS or before[-1] == head.head


def negated_cue(cue) -> bool:
    """Whether the cue is negated, itself or as the second of two joined cues: "would not confirm
    or deny whether Baghdadi had been targeted" (session 30 and 31's claim samples, read as a
    denial) and "would neither confirm nor deny the report" deny nothing."""

    def negates(token) -> bool:
        return any(
            c.dep_ == "neg"
            or (c.dep_ in {"advmod", "aux", "preconj"} and c.lower_ in {"never", "not", "n't", "neither"})
            for c in token.children
        )

    if negates(cue):
        return True
    # only a cue joined by "or" / "nor" to another cue: in "didn't know how it got there, but said
    # S" the saying is not negated
    head = cue.head
    joined = {c.lower_ for c in head.children if c.dep_ == "cc"}
    return (
        cue.dep_ == "conj"
        and head.lemma_ in CUE_MODALITY
        and bool(joined & {"or", "nor"})
        and (negates(head) or "nor" in joined)
    )


def depicts(cue, head) -> bool:
    """A picture shows something happening ("The footage showed police firing tear gas"): its
    content is a participle clause with no "that", and the cue's subject is a video or image."""
    return (
        cue.lemma_ in DEPICTING_CUES
        and head.tag_ in {"VBG", "VBN"}
        and not any(c.dep_ == "mark" for c in head.children)
        and any(c.dep_ in {"nsubj", "nsubjpass"} and c.lemma_.lower() in VISUAL_MEDIA for c in cue.children)
    )


# Words that open an indirect question: "how Trump would address ...", "who would win".
WH_WORDS = {"how", "why", "what", "who", "whom"}
# What opens a clause that asks rather than says: "whether Russia interfered", "what role ...".
QUESTION_OPENERS = WH_WORDS | {"whose", "which", "whether", "if", "when", "where"}
# Cues after which "how S" tells that S happened, and how: "described how an aircraft had swooped".
NARRATING_CUES = {
    *"describe recount explain detail tell recall reveal show highlight demonstrate speak".split()
}
# Cues whose "what" is the thing said, not a question: "said what many officials say privately".
SAYING_CUES = {"say", "write", "tweet", "continue", "repeat", "echo"}


def asks_which(cue, head, quote: str) -> bool:
    """Whether the content is an indirect question: unquoted, it opens with a wh-word of its own
    clause ("how Trump would address ...", "asked what he would prefer")."""
    if quote[:1] in OPENING_MARKS:
        return False  # a quotation is said as it stands: "“When I saw the picture I thought ..."
    first = quote.split(" ", 1)[0].lower()
    if (first == "how" and cue.lemma_.lower() in NARRATING_CUES) or (
        first == "what" and cue.lemma_.lower() in SAYING_CUES
    ):
        return False
    # after the cue: "which he said would fail" is a relative clause, its "which" the subject
    return first in WH_WORDS and any(
        c.lower_ == first and c.i > cue.i and c.dep_ in {"advmod", "dobj", "nsubj", "nsubjpass", "attr"}
        for c in head.children
    )


def gapped_relative(cue, head) -> bool:
    """ "a topic Trump had promised to press Putin on", "a spoof email it says the agents sent to
    100 customers": a cue in a relative clause with no relative word, whose content has lost the
    noun the clause hangs off. A quotation is whole: "something one of the boys had said, ‘It’s
    just your life’"."""
    if cue.dep_ != "relcl" or gapped_subject_antecedent(head, cue):
        return False  # the gap is the reported clause's subject: the noun stands in for it
    start = head.left_edge
    if start.tag_ == "``" or (start.i > 0 and start.doc[start.i - 1].tag_ == "``"):
        return False
    if not any(c.dep_ == "nsubj" and c.tag_ not in {"WP", "WDT"} for c in cue.children):
        return False
    if any(c.tag_ == "WRB" for c in cue.children):
        return False  # "a time when Obama said S", "the vets, where medics said S": nothing is gapped
    return not any(t.tag_ in {"WP", "WDT", "WP$"} or t.lower_ == "that" for t in cue.subtree)


def relative_possessive(head) -> bool:
    """ "whose White House victory was supported by ...": the content is a relative clause."""
    # the subject opens with "whose"; "Tridevil, whose real name is Hessler, had filed" is a clause
    return any(c.dep_ in {"nsubj", "nsubjpass"} and c.left_edge.tag_ == "WP$" for c in head.children)


OPENING_MARKS = "\"“‘' "


# What is left of a dateline the sentence split cut: "(Reuters) - ", "Reuters) - ".
DATELINE_LEFT = re.compile(r"\(?[A-Z][A-Za-z.&]*(?: [A-Z][A-Za-z.&]*){0,3}\)[ ]*[-–—]+[ ]*")


# Conjunctions that set one person's words against another's: "he didn't expect anything, while
# his national security adviser said ...".
CONTRASTING_MARKS = {"while", "whereas"}


def someone_else_said(head, content: list) -> int | None:
    """Where a clause that reports another speaker starts inside the content, or None: "He told
    CBS News that he didn't 'expect anything' from Putin, while his national security adviser said
    the U.S. wasn't looking for any 'concrete deliverables'" (hel_0001): the adviser's words are
    his own claim, not part of what Trump told CBS (session 31's single-origin sample, where they
    were credited to the interview)."""
    inside = {t.i for t in content}
    for child in head.children:
        # after the head only ("While Apple isn't expected to ..., the company is rethinking" is
        # the company's), and with someone saying it ("while iPad shipments are expected to total
        # 10 million" is still the analyst's)
        if (
            child.dep_ == "advcl"
            and child.i in inside
            and child.left_edge.i > head.i
            and child.lemma_ in CUE_MODALITY
            and any(c.dep_ == "mark" and c.lower_ in CONTRASTING_MARKS for c in child.children)
            and any(c.dep_ == "nsubj" for c in child.children)
        ):
            return child.left_edge.i
    return None


def build_claim(sentence: str, cue, match: Match) -> tuple[RawClaim, set[int]] | None:
    """The claim a rule matched at ``cue`` and the positions of its content, or None when a span
    comes out empty: content under three characters, a speaker of punctuation alone."""
    if (other := someone_else_said(match.head, match.content)) is not None:
        match = replace(match, content=[t for t in match.content if t.i < other])
    content_ids = {t.i for t in match.content}
    span = content_span(sentence, match.content)
    if span is None:
        return None
    q_start, q_end = span
    if (dateline := DATELINE_LEFT.match(sentence, q_start)) and dateline.end() < q_end:
        q_start = dateline.end()  # "Reuters) - Microsoft Corp is ...": the wire's, not the content
    if q_end - q_start < 3:
        return None
    head = match.head
    subject, predicate, value, negated, modal = clause_parts(head, content_ids)
    if (infinitive := infinitive_after_object(cue, head, content_ids)) is not None:
        # "called on Republicans to unendorse him": Republicans are to unendorse him.
        doer = [t for t in subject if t.i < infinitive.left_edge.i]
        _, predicate, value, negated, modal = clause_parts(infinitive, content_ids)
        subject, head = doer, infinitive
    if match.subject is not None:
        subject = match.subject  # a rule that read the subject itself (a denial's "reports that S")
    if cue.lemma_ in NEG_RAISING and any(child.dep_ == "neg" for child in cue.children):
        negated = not negated
    modality = match.modality
    if modality == "asserts" and modal:
        modality = "expects"
    doubted = calls_it_implausible(cue, head)
    if doubted:
        modality = "denies"  # "calling it implausible that a dozen Russians could have damaged ..."
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
    if doubted:
        # the cue is "calling it implausible": the words that make it a denial, for the guard
        adjective = max(c.idx + len(c.text) for c in cue.children if c.lower_ in IMPLAUSIBLE_WORDS)
        c_span = (c_span[0], max(c_span[1], adjective))
    name = speaker_name(speaker) if s_span else None
    reading = read_subject(subject, head, cue, name)
    # Like a speaker, a subject is known by its name without the aside: "Rivers' doctor" of
    # "Rivers' doctor, who performed the biopsy,".
    subject_text = text_of(sentence, speaker_name(subject) if subject else [])
    antecedent = ""
    if reading.ref == "phrase" and reading.antecedent:
        antecedent = text_of(sentence, reading.antecedent)
        subject_text = subject_text or antecedent  # an infinitive's doer: "urged him to resign"
    elif reading.ref == "speaker" and not subject and name:
        subject_text = text_of(sentence, name)  # "promised to resign": the speaker will
    quote = sentence[q_start:q_end]
    reason = not_a_proposition(cue, head, predicate, reading.kind, quote)
    if reason == "noun_phrase" and denial and points_back(head) and not negated_cue(cue):
        # "denied the report", "the story is a hoax": the report the text gave before is denied
        reason = REFERS_BACK
    elif modality in {"asserts", "alleges", "confirms"} and calls_a_report_false(head, subject):
        # "The story is a hoax, the spokesman said": the spokesman denies what the story said
        modality, denial, reason = "denies", True, REFERS_BACK
    if not reason and speaker is None and cue.lemma_ in IMPRESSION_VERBS:
        # "that trend seems to be alive and well": the writer's impression, which nobody said; an
        # attribution for PolNeAR, no one's claim in the reports (session 34's re-read claims: the
        # readers read 5 of 5 such claims as unattributed)
        reason = "non_speech_cue"
    if speaker and next((t.lower_ for t in speaker if not t.is_punct), "") in NOBODY_WORDS:
        # "No one knows where he came from", "no surgeon would agree": an attribution (PolNeAR
        # marks "no one" as a source), but nobody said it
        reason = "nobody"
    claim = RawClaim(
        speaker=text_of(sentence, name) if s_span else "",
        cue=sentence[c_span[0] : c_span[1]],
        modality=modality,
        subject=subject_text,
        predicate=predicate,
        value=text_of(sentence, value),
        quote=quote,
        polarity="negative" if negated != denial else "positive",
        speaker_span=s_span,
        cue_span=c_span,
        quote_span=(q_start, q_end),
        subject_kind=reading.kind,
        subject_ref=reading.ref,
        subject_antecedent=antecedent,
        proposition=not reason,
        proposition_reason=reason,
    )
    return claim, content_ids
