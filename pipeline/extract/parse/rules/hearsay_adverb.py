"""``hearsay_adverb``: "The club is reportedly spending $1.5 million": said by someone the text does not name.

The adverb is the cue and gives the stance (``HEARSAY_ADVERBS``); the clause it
modifies is the content; the speaker is empty.
"""

from __future__ import annotations

from pipeline.extract.parse.lexicon import HEARSAY_ADVERBS
from pipeline.extract.parse.rules.base import Context, Match, Rule, TokenAnswer


def hearsay_adverb(token, context: Context) -> TokenAnswer:
    if not (
        token.lower_ in HEARSAY_ADVERBS
        and token.dep_ == "advmod"
        and any(c.dep_ in {"nsubj", "nsubjpass"} for c in token.head.children)
    ):
        return None
    head = token.head
    # "after he allegedly brandished a pistol": the "after" is the writer's.
    content = [t for t in head.subtree if t.i != token.i and not (t.dep_ == "mark" and t.head == head)]
    return Match(None, [token], content, head, HEARSAY_ADVERBS[token.lower_])


RULE = Rule("hearsay_adverb", "The club is reportedly spending $1.5 million on ads.", hearsay_adverb)
