"""Claims inside other claims: which stand on their own, and which claim relays which."""

from __future__ import annotations

from typing import NamedTuple

from pipeline.extract.base import RawClaim
from pipeline.extract.parse.lexicon import STANCE_ONLY
from pipeline.extract.parse.spans import within


class Found(NamedTuple):
    """A claim as one token rule found it, before nesting."""

    claim: RawClaim
    content_ids: set[int]  # token positions of its content; empty for a pending claim
    cue_i: int  # position of the token the rule decided on
    learned: bool  # picked by the learned cue model


def linked(doc, found: list[Found]) -> list[RawClaim]:
    """The claims that stand, each nested one's ``parent`` set to the claim that relays it.

    A cue inside another claim's content is relayed through it. A stance verb inside
    someone's reported words ("polls showed voters backed Clinton"), like an unnamed source
    there ("police said he allegedly fired") or a verb only the cue model picked ("she said
    her campaign would continue to break barriers"), is part of what was reported, not an
    attribution of its own.
    """
    found = [
        f
        for f in found
        if (doc[f.cue_i].lemma_ not in STANCE_ONLY and not f.learned and f.claim.speaker)
        or not any(f.cue_i in other.content_ids for other in found if other.cue_i != f.cue_i)
    ]
    # "The campaign issued a statement saying ...": a learned cue that only brings in the
    # speaker of a listed one ("a statement") is the listed claim's preamble, not a claim.
    found = [
        f
        for f in found
        if not f.learned
        or not any(
            other.claim.speaker_span and within(other.claim.speaker_span, f.claim.quote_span)
            for other in found
            if not other.learned
        )
    ]
    for idx, f in enumerate(found):
        parents = [
            (len(other.content_ids), j)
            for j, other in enumerate(found)
            if j != idx and f.cue_i in other.content_ids
        ]
        if parents:
            f.claim.parent = min(parents)[1]
    return [f.claim for f in found]
