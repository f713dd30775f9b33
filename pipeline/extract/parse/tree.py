"""Walks over the dependency tree that several rules share: phrases, clauses, a cue's own words."""

from __future__ import annotations

from pipeline.extract.parse.lexicon import CUE_MODALITY, FALSITY_WORDS, POINTING_WORDS, REPORT_NOUNS


def subtree(token) -> list:
    return list(token.subtree)


def phrase_heads(tokens: list) -> list:
    """The tokens whose head lies outside ``tokens``: the phrase's own heads."""
    ids = {t.i for t in tokens}
    return [t for t in tokens if t.head.i not in ids or t.head == t]


def after_comma(token) -> bool:
    left = token.left_edge.i
    return left > 0 and token.doc[left - 1].text in {",", "—", "–", "("}


def is_trailing_participle(verb) -> bool:
    """ ", calling it premature" after the clause it hangs off."""
    return (
        verb.dep_ == "advcl"
        and verb.tag_ == "VBG"
        and verb.i > verb.head.i
        and verb.left_edge.i > 0
        and verb.doc[verb.left_edge.i - 1].text == ","
    )


def without_trailing_participle(head) -> list:
    """A clause without a trailing ", calling it premature": that part is the speaker's gloss,
    a cue of its own. Another verb's participle goes on saying what the clause says: "Nishikori is
    the highest-paid tennis player in the world, pulling in $46 million" is one report."""
    dropped = set()
    for child in head.children:
        if is_trailing_participle(child) and child.lemma_ in CUE_MODALITY:
            dropped.update(t.i for t in child.subtree)
    return [t for t in head.subtree if t.i not in dropped]


def leading_connectives(head) -> set[int]:
    """ "But", "And" opening a clause tie it to the text before; they are not what was said."""
    return {c.i for c in head.children if c.dep_ == "cc" and c.i == head.left_edge.i}


def complement_that(clause) -> bool:
    """Whether the clause opens with a "that" that joins it on and has a subject of its own."""
    return any(
        c.dep_ == "mark" and c.lower_ == "that" and c.i == clause.left_edge.i for c in clause.children
    ) and any(c.dep_ in {"nsubj", "nsubjpass"} for c in clause.children)


def without_aside(tokens: list) -> list:
    """Without a trailing relative clause or apposition set off by a comma ("Latino and black
    voters, who have typically backed her"): it describes, it is not what was reported."""
    last = max((t.i for t in tokens if not t.is_punct), default=-1)
    for token in tokens:
        if token.dep_ in {"relcl", "appos"} and after_comma(token) and token.right_edge.i >= last:
            return [t for t in tokens if t.i < token.left_edge.i]
    return tokens


def prep_object(prep):
    return next((c for c in prep.children if c.dep_ in {"pobj", "pcomp"}), None)


def is_infinitive(verb) -> bool:
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


CUE_MODIFIERS = {"aux", "auxpass", "neg", "advmod"}


def cue_tokens_of(verb) -> list:
    """The cue verb with the auxiliaries, negation and adverbs right before it: "has not yet said"."""
    tokens = [verb]
    left = {c.i: c for c in verb.children if c.i < verb.i and c.dep_ in CUE_MODIFIERS and c.tag_ != "WRB"}
    i = verb.i - 1
    while i in left and left[i].n_lefts == 0 and left[i].n_rights == 0:
        tokens.insert(0, left[i])
        i -= 1
    # "points out": the particle is part of the verb. A passive's "by" is not ("was first
    # reported by Politico"): PolNeAR leaves it out two times in three.
    tokens += [c for c in verb.children if c.dep_ == "prt" and c.i == verb.i + 1]
    # "went on to say", "are more likely to support", "used blunt language to denounce": an
    # infinitive's cue starts at the verb that carries it, as PolNeAR marks cues, unless that
    # verb is a cue of its own ("promised to say").
    head = verb.head
    if tokens[0].tag_ == "TO" and verb.dep_ in {"xcomp", "advcl"} and head.i < verb.i:
        if head.pos_ == "ADJ" and head.dep_ == "acomp":
            head = head.head
        if head.pos_ in {"VERB", "AUX"} and head.lemma_ not in CUE_MODALITY and head.i < verb.i:
            return [*cue_tokens_of(head), *tokens]
    return tokens


def points_back(noun) -> bool:
    """ "the story", "these claims", "such reports": a report noun that points at one the text gave."""
    if noun.lemma_.lower() not in REPORT_NOUNS and noun.lower_ not in REPORT_NOUNS:
        return False
    return any(c.dep_ in {"det", "amod", "predet"} and c.lower_ in POINTING_WORDS for c in noun.children)


# The dependencies of the word that says "false" under the verb the report noun is subject of:
# "is false" (acomp), "is a hoax" (attr), "proved baseless" (oprd / xcomp), and the verb itself
# ("was debunked", "have been exaggerated").
PREDICATE_DEPS = {"acomp", "attr", "oprd", "xcomp"}


def _negated(token) -> bool:
    """ "are not false", "turned out not to be a hoax", "are no hoax"."""
    return any(c.dep_ == "neg" or (c.dep_ == "det" and c.lower_ == "no") for c in token.children)


def _is_falsity(token) -> bool:
    return token.lemma_.lower() in FALSITY_WORDS or token.lower_ in FALSITY_WORDS


# Verbs that show their object to be what "as" names: "has been exposed as a sham", "outed
# the third breast as fake".
EXPOSING_VERBS = {"expose", "out", "unmask", "debunk"}


def exposed_as_false(verb) -> list:
    """ "exposed as a sham", "outed ... as fake": the "as" and the word that calls the object false."""
    if verb.lemma_.lower() not in EXPOSING_VERBS:
        return []
    for child in verb.children:
        if child.lower_ == "as" and child.dep_ == "prep":  # "as a sham"
            said = next((c for c in child.children if c.dep_ == "pobj"), None)
            if said is not None and _is_falsity(said) and not _negated(said):
                return [child, said]
        elif child.dep_ in {"advcl", "acomp", "oprd"} and _is_falsity(child):
            # "as fake": the parser hangs the adjective on the verb, and "as" on the adjective
            as_ = next((c for c in child.children if c.lower_ == "as" and c.i == child.i - 1), None)
            if as_ is not None and not _negated(child):
                return [as_, child]
    return []


def falsity_words(verb) -> list:
    """The words under ``verb`` (or ``verb`` itself) that call its subject false, in order;
    nothing where a negation on the way says it is not false."""
    if _negated(verb):
        return []
    if _is_falsity(verb):
        return [verb]
    if exposed := exposed_as_false(verb):
        return exposed
    for child in verb.children:
        if child.dep_ not in PREDICATE_DEPS:
            continue
        if _is_falsity(child):
            return [] if _negated(child) else [child]
        if child.dep_ == "attr" and child.lemma_.lower() in REPORT_NOUNS and not _negated(child):
            # "was a false story", "is a fake report": the report the subject made is false
            adjective = next((a for a in child.children if a.dep_ == "amod" and _is_falsity(a)), None)
            if adjective is not None:
                return [adjective, child]
        if child.dep_ == "xcomp":  # "turned out to be a hoax", "seems to be false"
            found = falsity_words(child)
            if found:
                return found
    return []
