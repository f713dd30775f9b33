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

A holder described by what they claimed and called false ("The woman who claimed she had a
third breast was lying", "... has been proved a hoax") is a writer's debunk of the story
the description tells: the content is the noun phrase (``debunked_holder``). So is what a
speaker exposes as false ("10 News has now outed Tridevil third breast as fake").
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import CUE_MODALITY, REPORT_NOUNS
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.speaker import speaker_of
from pipeline.extract.parse.tree import exposed_as_false, falsity_words, leading_connectives, points_back

# What a holder said, for "The woman who claimed S was lying": a claim, not a denial or a question.
HOLDER_MODALITIES = {"asserts", "alleges", "confirms"}


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


def _reporting_clause(noun):
    """The cue verb of the clause that tells what ``noun`` reported: "The woman who claimed she
    had a third breast", "the woman claiming to have had surgery"; None when there is none."""
    for child in noun.children:
        said = CUE_MODALITY.get(child.lemma_) in HOLDER_MODALITIES
        if (
            said
            and child.dep_ == "relcl"
            and any(c.tag_ == "WP" and c.dep_ == "nsubj" for c in child.children)
        ):
            return child
        if said and child.dep_ == "acl" and child.tag_ == "VBG":
            return child
    return None


def debunked_holder(token, verb, falsity: list) -> TokenAnswer:
    """ "The woman who claimed she had a third breast was lying": the writer calls false what the
    woman claimed. The content is the whole noun phrase, which names the story; the claim is a
    debunk (``pipeline.debunks``), met by the assertions in other documents that tell it."""
    clause = _reporting_clause(token)
    if clause is None:
        return None
    cue = sorted({verb.i: verb, **{t.i: t for t in falsity}}.values(), key=lambda t: t.i)
    noun_phrase = [t for t in token.subtree if not t.is_punct]
    return Match(None, cue, noun_phrase, token, "denies")


def exposed_object(verb) -> TokenAnswer:
    """ "10 News has now outed Tridevil third breast as fake": the speaker calls the objects false
    (the parser may read the words of one object as two)."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    if not objects or not (falsity := exposed_as_false(verb)):
        return None
    speaker = speaker_of(verb)
    if not speaker:
        return None
    noun_phrase = [t for o in objects for t in o.subtree if not t.is_punct and t.i < falsity[0].i]
    if not noun_phrase:
        return None
    cue = sorted([verb, *falsity], key=lambda t: t.i)
    return Match(speaker, cue, noun_phrase, objects[0], "denies", subject=noun_phrase)


def debunked_report(token, context: Context) -> TokenAnswer:
    if token.pos_ == "VERB" and (exposed := exposed_object(token)) is not None:
        return exposed
    if token.dep_ not in {"nsubj", "nsubjpass"}:
        return None
    if token.lemma_.lower() not in REPORT_NOUNS:
        verb = token.head
        falsity = falsity_words(verb) if verb.pos_ in {"VERB", "AUX"} else []
        return debunked_holder(token, verb, falsity) if falsity else None
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
