"""``cue_verb``: a listed verb of saying or stance with its speaker: "Officials said the plant would close."

The verb's lemma is in ``CUE_MODALITY``, which also gives the stance. The speaker is
its subject (or the subject of the clause it hangs off: "..., saying ..."); the
content is its clause, object, preposition's object or a quotation beside it
(``content.py``). With none of those and nothing after the verb ("Dr. Ward stated:"),
the claim is pending: the words are in the next sentence. The passive forms are rules
of their own (``passive.py``); this rule leaves them to those.
"""

from __future__ import annotations

from pipeline.extract.base import RawClaim
from pipeline.extract.parse.content import (
    content_of,
    prep_content,
    quotation_content,
    quotation_just_before,
    unattributed_content,
)
from pipeline.extract.parse.lexicon import (
    CARRIED_OUT_BY_SUBJECT,
    CUE_MODALITY,
    FIRST_SECOND_PERSON,
    HEDGES,
    REFUSALS,
)
from pipeline.extract.parse.rules.base import NO_CLAIM, Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.spans import cue_span, span_of, trim
from pipeline.extract.parse.speaker import agent_of, speaker_of
from pipeline.extract.parse.tree import cue_tokens_of, is_infinitive


def listed_cue(token) -> bool:
    """A verb the cue lexicon lists."""
    return token.lemma_ in CUE_MODALITY and token.pos_ in {"VERB", "AUX"}


def says_nothing(token) -> bool:
    """A listed verb that reports nothing where it stands."""
    if token.dep_ == "xcomp" and token.head.lemma_ in REFUSALS:
        return True  # "declined to comment on the timetable" says nothing about it
    return is_errand(token)  # "encouraging supporters to ask why": an errand, not something said


def is_errand(verb) -> bool:
    """An infinitive someone was sent on or asked to do, not something anyone said."""
    if not is_infinitive(verb) or verb.dep_ not in {"xcomp", "advcl", "acl", "relcl"}:
        return False
    return not (verb.dep_ in {"xcomp", "advcl"} and verb.head.lemma_ in CARRIED_OUT_BY_SUBJECT)


def is_hedge(cue, speaker) -> bool:
    """ "I think", "we believe": the speaker's hedge, not an attribution of its own."""
    return cue.lemma_ in HEDGES and len(speaker) == 1 and speaker[0].lower_ in FIRST_SECOND_PERSON


def introduces(cue, cue_tokens) -> bool:
    """The words are in a neighbouring sentence: "He said:" or a bare "Merkley said Monday."

    The first hands them to the next sentence; the second, split off its quotation by
    the sentence splitter, follows it. Either way nothing after the cue but
    punctuation, a time, a place, whom it was told to or a circumstance.
    """
    rest = [t for t in cue.doc[max(t.i for t in cue_tokens) + 1 :] if not t.is_space]
    if rest and rest[0].text == ":" and all(t.is_punct for t in rest):
        return True
    before = [t for t in cue.doc[: min(t.i for t in cue_tokens)] if not t.is_punct]
    speaker = {t.i for c in cue.children if c.dep_ == "nsubj" for t in c.subtree}
    allowed = {
        t.i
        for c in cue.children
        # "Trump said, looking out on the crowd.", "Sessions said as he launched the vote.": a
        # circumstance after the cue leaves the words where they were.
        if c.dep_ in {"npadvmod", "advmod", "prep", "dobj", "dative"} or (c.dep_ == "advcl" and c.i > cue.i)
        for t in c.subtree
    }
    return (
        bool(before)
        and all(t.i in speaker for t in before)
        and all(t.is_punct or t.i in allowed for t in rest)
        and (not rest or rest[-1].text in {".", "!", "?"})
    )


def pending_claim(sentence: str, speaker, cue_tokens, cue) -> RawClaim:
    s_start, s_end = trim(sentence, *span_of(speaker))
    c_span = cue_span(sentence, cue_tokens)
    return RawClaim(
        speaker=sentence[s_start:s_end],
        cue=sentence[c_span[0] : c_span[1]],
        modality=CUE_MODALITY[cue.lemma_],
        subject="",
        predicate="",
        value="",
        quote="",
        speaker_span=(s_start, s_end),
        cue_span=c_span,
    )


# What sets a quotation off from the writer's words before it: "declined to discuss his goals —
# “I'll let you know after the meeting,” he said".
QUOTATION_BREAKS = {"—", "–", "--", "-", ":"}


def quotation_after_a_break(token, speaker: list, content: tuple[list, object]) -> tuple[list, object] | None:
    """The quotation closed right before the cue, when the parser gave the cue a clause that
    starts in the writer's words and runs through a dash or colon into it: hel_0014's "In the CBS
    News interview, Trump declined to discuss his goals for the summit — “I'll let you know after
    the meeting,” he said" made the writer's "Trump declined to discuss" the words said."""
    quoted = quotation_just_before(token, speaker)
    if quoted is None:
        return None
    quoted_ids = {t.i for t in quoted[0] if not t.is_punct}
    tokens, head = content
    if (
        not quoted_ids
        or head.i in quoted_ids
        or not quoted_ids <= {t.i for t in tokens}
        or head.i > min(quoted_ids)
    ):
        return None
    between = token.doc[head.i : min(quoted_ids)]
    return quoted if any(t.text in QUOTATION_BREAKS for t in between) else None


def reported(token, speaker: list) -> TokenAnswer:
    """The claim of a listed cue verb whose speaker is known: its content found the first way
    that works (clause or object, preposition, quotation), or a pending claim."""
    if is_hedge(token, speaker):
        return NO_CLAIM
    cue_tokens = cue_tokens_of(token)
    content = content_of(token)
    if content is not None and content[1].i in {t.i for t in speaker}:
        content = None  # the object the parser gave the verb is its speaker ("tweeted a former ambassador")
    if content is not None and (quoted := quotation_after_a_break(token, speaker, content)) is not None:
        content = quoted
    if content is None:
        by_prep = prep_content(token)
        if by_prep is not None:
            content = by_prep[:2]
            cue_tokens = [*cue_tokens, by_prep[2]]
        else:
            content = quotation_content(token, speaker)
    if content is None:
        if introduces(token, cue_tokens):
            # "Dr. Ward stated:": the words follow in the next sentence; the
            # document pass (extract.quotations) fills them in.
            return pending_claim(token.doc.text, speaker, cue_tokens, token)
        return NO_CLAIM
    content_tokens, head = content
    return Match(speaker, cue_tokens, content_tokens, head, CUE_MODALITY[token.lemma_])


def cue_verb(token, context: Context) -> TokenAnswer:
    if not listed_cue(token):
        return None
    if says_nothing(token):
        return NO_CLAIM
    if agent_of(token) is not None:
        return None  # "was first reported by MSNBC": the passive_agent rule's
    speaker = speaker_of(token)
    if speaker is None:
        if unattributed_content(token) is not None:
            return None  # "It was revealed that ...": the unattributed_passive rule's
        return NO_CLAIM
    return reported(token, speaker)


RULE = Rule("cue_verb", "Officials said the plant would close.", cue_verb)
