"""``debunked_report``: "Reports that the singer had died turned out to be a hoax."

A report, claim, rumour or story "that S" said to be false (a hoax, fake, untrue,
exaggerated, debunked ...) is a denial of S in the writer's own voice: the claim has no
speaker (the text names none; the writer is not invented as one), modality ``denies``,
and S as its proposition, so that it meets an assertion of S in another document as
any denial does. The words that say it is false are the cue.

The report noun must be the subject of the sentence part that calls it false. When it
holds the clause S itself ("that S"), S is the proposition. When it points back instead
("The story is a hoax", "the claims in the story are untrue"), the claim's content is the
noun phrase, and the document step ``extract.denied`` gives it the propositions of the
report the text gave before. A report with a named holder ("Trump's claim that S is
false") is left to ``noun_cue``, which reads the holder's claim.
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import REPORT_NOUNS
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.tree import falsity_words, leading_connectives, points_back


def _content_clause(noun):
    """The "that S" the report noun holds: a clause with a subject and a "that" of its own."""
    for child in noun.children:
        if child.dep_ not in {"acl", "ccomp", "relcl"} or child.pos_ not in {"VERB", "AUX"}:
            continue
        marks = [c for c in child.children if c.lower_ == "that" and c.dep_ in {"mark", "dobj"}]
        if not marks:
            continue
        that = marks[0]
        others = [c for c in child.children if c.i != that.i]
        has_subject = any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in others)
        # "The story that Apple will shut down Beats Music": spaCy reads "that" as the object
        # of a relative clause; with a subject of its own and an object besides, it is S. "The
        # story that the Times published" has no object but "that": a relative clause.
        has_object = any(c.dep_ in {"dobj", "attr", "ccomp", "xcomp"} for c in others)
        if has_subject and (that.dep_ == "mark" or has_object):
            return child, that
    return None


def debunked_report(token, context: Context) -> TokenAnswer:
    if token.lemma_.lower() not in REPORT_NOUNS or token.dep_ not in {"nsubj", "nsubjpass"}:
        return None
    if any(c.dep_ == "poss" or (c.dep_ == "compound" and c.pos_ == "PROPN") for c in token.children):
        return None  # "Trump's claim that S": noun_cue reads Trump's claim, the holder named
    verb = token.head
    if verb.pos_ not in {"VERB", "AUX"}:
        return None
    falsity = falsity_words(verb)
    if not falsity:
        return None
    cue = sorted({verb.i: verb, **{t.i: t for t in falsity}}.values(), key=lambda t: t.i)
    clause = _content_clause(token)
    if clause is None:
        if not points_back(token):
            return None
        # "the claims in the story are untrue": what the story claimed, read from the text before
        relative = {t.i for c in token.children if c.dep_ == "relcl" for t in c.subtree}
        noun_phrase = [t for t in token.subtree if t.i not in relative and not t.is_punct]
        return Match(None, cue, noun_phrase, token, "denies")
    head, that = clause
    excluded = {that.i} | leading_connectives(head)
    content = [t for t in head.subtree if t.i not in excluded]
    while content and content[-1].is_punct:
        content.pop()
    if not content:
        return None
    return Match(None, cue, content, head, "denies")


RULE = Rule("debunked_report", "Reports that the singer had died turned out to be a hoax.", debunked_report)
