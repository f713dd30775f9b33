"""``noun_cue``: a noun that reports words or a stance: "Trump's claim that Mexico will pay".

The noun (``NOUN_CUES``) gives the stance; someone must stand behind it (a possessor,
a proper adjective, "from"/"by" someone) and it must have content (a "that" clause,
the object of ``NOUN_CONTENT_PREPS``).
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import NOUN_CONTENT_PREPS, NOUN_CUE_SPEAKER_PREPOSITIONS, NOUN_CUES
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.tree import subtree


def noun_cue_parts(noun) -> tuple[list, list, list, object] | None:
    """Speaker, cue and content tokens of a noun cue, and the content's head; None if one is missing.

    The speaker is the possessor ("Trump's claim"), a proper or national adjective
    ("Republican calls"), or "from"/"by" someone ("a statement from the ministry"); the
    content is a "that" clause or the object of for/of/about/on/against.
    """
    speaker = None
    for child in noun.children:
        if child.dep_ == "poss" and child.tag_ not in {"PRP$", "WP$"}:
            speaker = subtree(child)
        elif child.dep_ in {"amod", "compound"} and child.i < noun.i and child.tag_ in {"NNP", "NNPS"}:
            speaker = speaker or [child]
        elif child.dep_ == "amod" and child.i < noun.i and child.text[:1].isupper() and child.i > 0:
            speaker = speaker or [child]
    for child in noun.children:
        if (
            speaker is None
            and child.dep_ == "prep"
            and child.lower_ in NOUN_CUE_SPEAKER_PREPOSITIONS
            and child.i > noun.i
        ):
            objects = [c for c in child.children if c.dep_ == "pobj"]
            if objects:
                speaker = subtree(objects[0])
    if not speaker:
        return None
    for child in noun.children:
        if child.i < noun.i:
            continue
        # "that" may come out as the clause's mark or, misparsed, its object: its place decides.
        if child.dep_ in {"acl", "ccomp"} and child.left_edge.lower_ == "that":
            return speaker, [noun], subtree(child), child
        if child.dep_ == "prep" and child.lower_ in NOUN_CONTENT_PREPS:
            objects = [c for c in child.children if c.dep_ in {"pobj", "pcomp"}]
            if objects:
                tokens = subtree(objects[0])
                tokens += [
                    t
                    for c in noun.children
                    if c.dep_ in {"advcl", "acl"} and c.i > child.i
                    for t in subtree(c)
                ]
                return speaker, [noun, child], tokens, objects[0]
    return None


def noun_cue(token, context: Context) -> TokenAnswer:
    if not (token.pos_ == "NOUN" and token.lemma_ in NOUN_CUES and (parts := noun_cue_parts(token))):
        return None
    speaker, cue_tokens, content, head = parts
    return Match(speaker, cue_tokens, content, head, NOUN_CUES[token.lemma_])


RULE = Rule("noun_cue", "Trump's claim that Mexico will pay for the wall is false.", noun_cue)
