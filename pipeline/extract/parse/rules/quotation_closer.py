"""``quotation_closer``: "“This is fantastic!” beamed Donald Hartley": any verb that closes a quotation.

Whatever the verb, a quotation closed by a comma, "!" or "?" right before the verb and
its speaker is what they said. Only a name or a personal pronoun is trusted as the
speaker of a verb no list names.
"""

from __future__ import annotations

from pipeline.extract.parse.content import quotation_just_before
from pipeline.extract.parse.lexicon import REFUSALS
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.spans import quotations
from pipeline.extract.parse.speaker import names_someone, speaker_of
from pipeline.extract.parse.tree import cue_tokens_of


def quotation_closer(token, context: Context) -> TokenAnswer:
    if not (
        token.pos_ == "VERB"
        and token.lemma_ not in REFUSALS
        and quotations(token.doc.text)  # cheap, cached: most sentences quote no one
        and (speaker := speaker_of(token)) is not None
        and names_someone(speaker)
        and (quoted := quotation_just_before(token, speaker)) is not None
    ):
        return None
    content, head = quoted
    return Match(speaker, cue_tokens_of(token), content, head, "asserts")


RULE = Rule("quotation_closer", "“This is fantastic!” beamed Donald Hartley.", quotation_closer)
