"""``denial``: a denial is a claim about what it denies: "Russia has denied interfering in the election".

The claim is the denier's, with modality ``denies``; its subject, predicate and value are those of
the denied proposition S, and its polarity is negative, so that it meets an assertion of S in any
document. The forms:

- "X denied (reports / Y's claim / the accusation) that S", "X rejected the accusation that S":
  the cue verb's reading (``cue_verb``), whose content clause is S;
- "X denied doing S", "X denied having S": S has no subject of its own; it is X;
- "X denied that he/it ...": a pronoun that agrees with the denier stands for the denier (a
  person named for "he"/"she", a thing or a group for "it"/"they");
- "S, which X has denied": the denied proposition is the clause the relative clause hangs in.

Spans stay as ``cue_verb`` cuts them (the attribution is PolNeAR's), only the proposition is read
differently; the last form is a claim ``cue_verb`` does not make.
"""

from __future__ import annotations

from dataclasses import replace

from pipeline.extract.parse.lexicon import CUE_MODALITY
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.rules.cue_verb import cue_verb, listed_cue
from pipeline.extract.parse.speaker import speaker_name, speaker_of
from pipeline.extract.parse.tree import cue_tokens_of, leading_connectives, phrase_heads

# The dependencies of a clause's own subject (as ``claim.clause_parts`` reads them).
SUBJECT_DEPS = {"nsubj", "nsubjpass", "expl", "csubj"}
# Pronouns that may stand for a denier: of a named person, or of an organisation or group.
PERSON_PRONOUNS = {"he", "she"}
THING_PRONOUNS = {"it", "they"}
# Plural in form, one body in the news: "the police denied it had ...".
COLLECTIVE_NOUNS = {"police", "military", "authorities", "forces", "services"}


def is_denial_cue(token) -> bool:
    return listed_cue(token) and CUE_MODALITY[token.lemma_] == "denies"


def _clause_subject(head, content_ids: set[int]):
    return next((c for c in head.children if c.dep_ in SUBJECT_DEPS and c.i in content_ids), None)


def _stands_for(pronoun, name: list) -> bool:
    """Whether a third-person pronoun can be the speaker named ``name``: "Korovin denied that
    she ...", "the ministry denied that it ..."; not "the police denied that he was beaten"."""
    heads = phrase_heads(name)
    if not heads:
        return False
    head = heads[0]
    word = pronoun.lower_
    if word in PERSON_PRONOUNS:
        return head.pos_ == "PROPN"
    if word == "it":
        singular = head.tag_ not in {"NNS", "NNPS"} or head.lower_ in COLLECTIVE_NOUNS
        return head.pos_ in {"PROPN", "NOUN"} and singular
    return head.pos_ in {"PROPN", "NOUN"}  # "they"


def _holder_of(head, cue):
    """The noun between the cue and the denied clause, when someone else holds it: "CNN's
    allegations that ...", "the ISIS claims that ..."."""
    noun = head.head
    if noun.i == cue.i or noun.pos_ not in {"NOUN", "PROPN"}:
        return None
    return next(
        (c for c in noun.children if c.dep_ == "poss" or (c.dep_ == "compound" and c.pos_ == "PROPN")),
        None,
    )


def denied_subject(match: Match, cue) -> list | None:
    """The denier as the denied proposition's subject, where the clause has none or a pronoun
    for the denier; None where the clause's own subject stands."""
    head = match.head
    if match.speaker is None or head.pos_ not in {"VERB", "AUX"}:
        return None
    name = speaker_name(match.speaker)
    subject = _clause_subject(head, {t.i for t in match.content})
    if subject is None:
        # "denied interfering", "denied having met him": the denier did or did not. A clause
        # that hangs off a noun ("denied their plans to segregate") has its own doer.
        return name if head.head.i == cue.i and head.tag_ in {"VBG", "VBN", "VB"} else None
    if subject.lower_ not in PERSON_PRONOUNS | THING_PRONOUNS or not _stands_for(subject, name):
        return None
    # "denied the ISIS claims that they ...": "they" is more likely the claims' holder; a
    # person's "he"/"she" after "CNN's allegations" is still most often the denier.
    if subject.lower_ in THING_PRONOUNS and _holder_of(head, cue) is not None:
        return None
    return name


def _relative_denial(token) -> Match | None:
    """ "The plant will close in March, which the company has denied": the clause that the
    relative clause hangs in is what the company denies."""
    if token.dep_ != "relcl":
        return None
    if not any(c.dep_ == "dobj" and c.tag_ in {"WDT", "WP"} and c.i < token.i for c in token.children):
        return None
    speaker = [t for c in token.children if c.dep_ == "nsubj" for t in c.subtree]
    if not speaker:
        return None
    clause = token.head
    while clause.pos_ not in {"VERB", "AUX"} and clause.head is not clause:
        clause = clause.head
    if clause.pos_ not in {"VERB", "AUX"} or clause.i > token.i:
        return None
    excluded = {t.i for t in token.subtree} | leading_connectives(clause)
    content = [t for t in clause.subtree if t.i not in excluded and t.i < token.i]
    while content and content[-1].is_punct:
        content.pop()
    if not content:
        return None
    return Match(speaker, cue_tokens_of(token), content, clause, "denies")


def denial(token, context: Context) -> TokenAnswer:
    if not is_denial_cue(token):
        return None
    if (relative := _relative_denial(token)) is not None and speaker_of(token) is not None:
        return relative
    answer = cue_verb(token, context)
    if not isinstance(answer, Match):
        return answer
    subject = denied_subject(answer, token)
    return answer if subject is None else replace(answer, subject=subject)


RULE = Rule("denial", "The plant will close in March, which the company has denied.", denial)
