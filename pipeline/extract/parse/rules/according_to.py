"""``according_to``: "According to police, the suspect fled on foot."

The object of "to" is the speaker and the clause "according" hangs off, less the
phrase itself, the content. With no object or no clause it reports nothing.
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import COPULAS_BEFORE_ACCORDING
from pipeline.extract.parse.rules.base import NO_CLAIM, Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.tree import subtree


def according_to(token, context: Context) -> TokenAnswer:
    if not (token.lower_ == "according" and any(c.lower_ == "to" for c in token.children)):
        return None
    to = next(c for c in token.children if c.lower_ == "to")
    # "according to show insiders" can come out as a clause ("show" as pcomp);
    # "That's according to ..." hangs off a contraction tagged as an adverb.
    objects = [c for c in to.children if c.dep_ in {"pobj", "pcomp"}]
    clause = token.head.pos_ in {"VERB", "AUX"} or any(c.dep_ == "nsubj" for c in token.head.children)
    if not objects or not clause:
        return NO_CLAIM
    head = token.head
    cue_tokens = [token, to]
    if head.i == token.i - 1 and head.lower_ in COPULAS_BEFORE_ACCORDING:
        cue_tokens.insert(0, head)  # "That's according to exit polls": the verb joins the cue
    excluded = {t.i for t in token.subtree} | {t.i for t in cue_tokens}
    content = [t for t in head.subtree if t.i not in excluded]
    return Match(subtree(objects[0]), cue_tokens, content, head, "asserts")


RULE = Rule("according_to", "According to police, the suspect fled on foot.", according_to)
