"""``learned_cue``: a verb no list names that the cue model calls a cue: "Clinton wants to sign up ...".

Asked only about verbs the rules do not decide (``DECIDED_BY_RULES``), and only with a
cue model. The verb alone does not say how firmly the words were meant: the stance is
unclear. Inside another claim's content such a claim is part of that content
(``nesting.py``).
"""

from __future__ import annotations

from pipeline.extract.cue_model import is_candidate
from pipeline.extract.parse.lexicon import DECIDED_BY_RULES
from pipeline.extract.parse.rules.base import NO_CLAIM, Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.speaker import speaker_of, statement_issuer
from pipeline.extract.parse.tree import (
    cue_tokens_of,
    prep_object,
    subtree,
    without_aside,
    without_trailing_participle,
)


def learned_cue_parts(cue) -> tuple[list, list, object] | None:
    """Cue tokens, content tokens and content head of a verb the cue model picked.

    Such a verb is no speech verb, so what it reports is whatever it governs on its
    right: a clause ("knows that ..."), an infinitive ("wants to sign up ..."), an
    object ("wants a continuation of ...") or a preposition's object, the preposition
    joining the cue ("voted for Clinton").
    """
    cue_tokens = cue_tokens_of(cue)
    right = [c for c in cue.children if c.i > cue.i]
    obj = next((c for c in right if c.dep_ == "dobj"), None)
    # "urged Republicans to vote", "cast himself as an outsider": the object and what is said
    # of it are one content.
    complement = next(
        (c for c in right if c.dep_ == "xcomp" or (c.dep_ == "prep" and c.lower_ == "as")), None
    )
    for deps in ({"ccomp"}, {"xcomp"}, {"dobj"}):
        for child in right:
            if child.dep_ in deps:
                content = without_aside(without_trailing_participle(child))
                if child is obj and complement is not None and complement.i > obj.i:
                    content = [*content, *subtree(complement)]
                elif child.dep_ == "xcomp" and obj is not None and obj.i < child.i:
                    content = [*without_aside(subtree(obj)), *content]
                return cue_tokens, sorted(content, key=lambda t: t.i), child
    for prep in (c for c in right if c.dep_ == "prep" and c.i == cue_tokens[-1].i + 1):
        if (obj := prep_object(prep)) is not None:
            return [*cue_tokens, prep], subtree(obj), obj
    return None


def learned_cue(token, context: Context) -> TokenAnswer:
    cue_model = context.cue_model
    if issues_a_statement_that_speaks(token):
        return NO_CLAIM  # "issued a statement saying S": the "saying" carries the issuer's words
    if not (
        cue_model is not None
        and is_candidate(token, DECIDED_BY_RULES)
        and cue_model.probability(token) >= cue_model.threshold
        and (speaker := speaker_of(token)) is not None
        and (parts := learned_cue_parts(token)) is not None
    ):
        return None
    cue_tokens, content, head = parts
    return Match(speaker, cue_tokens, content, head, "unclear", learned=True)


def issues_a_statement_that_speaks(verb) -> bool:
    """ "The DNC issued a statement apologizing ...": the statement's own cue is the attribution,
    with the issuer as its speaker (``speaker.statement_issuer``), as PolNeAR marks one."""
    return any(
        statement_issuer(obj) is not None and any(c.dep_ == "acl" and c.tag_ == "VBG" for c in obj.children)
        for obj in verb.children
        if obj.dep_ == "dobj"
    )


RULE = Rule("learned_cue", "Clinton wants to sign up 5 million people.", learned_cue)
