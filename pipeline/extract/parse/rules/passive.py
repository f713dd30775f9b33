"""The passive forms of a listed cue verb, with an agent and without one.

``passive_agent``: "The plan was first reported by the Daily Herald": the agent is the
speaker (``speaker.agent_of``), the passive's subject what was reported.

``unattributed_passive``: "It was revealed that the plant had closed", "Trump is
expected to speak": a report whose source the text does not name. The claim stands
with no speaker; its content is the clause, or the subject with what follows the verb
(``content.unattributed_content``).
"""

from __future__ import annotations

from pipeline.extract.parse.content import unattributed_content
from pipeline.extract.parse.lexicon import CUE_MODALITY
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer
from pipeline.extract.parse.rules.cue_verb import listed_cue, reported, says_nothing
from pipeline.extract.parse.speaker import agent_of, speaker_of
from pipeline.extract.parse.tree import cue_tokens_of


def passive_agent(token, context: Context) -> TokenAnswer:
    if not listed_cue(token) or says_nothing(token) or agent_of(token) is None:
        return None
    return reported(token, speaker_of(token))


def unattributed_passive(token, context: Context) -> TokenAnswer:
    if not listed_cue(token) or says_nothing(token) or speaker_of(token) is not None:
        return None
    unnamed = unattributed_content(token)
    if unnamed is None:
        return None
    content_tokens, head = unnamed
    return Match(None, cue_tokens_of(token), content_tokens, head, CUE_MODALITY[token.lemma_])


PASSIVE_AGENT = Rule("passive_agent", "The plan was first reported by the Daily Herald.", passive_agent)
UNATTRIBUTED_PASSIVE = Rule(
    "unattributed_passive", "It was revealed that the plant had closed.", unattributed_passive
)
