"""``impression``: "Trump's supporters seemed unperturbed": an impression the text gives as its own.

"seem" or "appear" with a subject and a complement; the speaker is empty and the
stance unclear. The content is the whole clause, or the verb's own clause where it
has one ("It appears, though, that ..."). A report that seems false ("This story seems to be
false") is a denial, left to ``debunked_report``.
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import IMPRESSION_VERBS, REPORT_NOUNS
from pipeline.extract.parse.rules.base import NO_CLAIM, Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.tree import cue_tokens_of, falsity_words, subtree


def impression(token, context: Context) -> TokenAnswer:
    if not (
        token.lemma_ in IMPRESSION_VERBS
        and any(c.dep_ == "nsubj" and c.tag_ not in {"WP", "WDT"} for c in token.children)
        and any(c.dep_ in {"xcomp", "acomp", "ccomp"} and c.i > token.i for c in token.children)
    ):
        return None
    subject = next(c for c in token.children if c.dep_ == "nsubj")
    if subject.lemma_.lower() in REPORT_NOUNS and falsity_words(token):
        return NO_CLAIM  # "This story seems to be false": the writer's denial (debunked_report)
    head, content = token, list(token.subtree)
    clause = next((c for c in token.children if c.dep_ == "ccomp" and c.i > token.i), None)
    if clause is not None:
        head, content = clause, subtree(clause)
    return Match(None, cue_tokens_of(token), content, head, "unclear")


RULE = Rule("impression", "The union appears to be moving behind the plan.", impression)
