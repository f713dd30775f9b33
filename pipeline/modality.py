"""Stage 6: the modality guard.

Modality comes from a closed list. A real quote with flipped polarity passes the
verbatim check and does the most damage, so the dangerous label, ``denies``,
needs a denial cue in its quote or cue; "declined to comment" is not a denial;
and a claim whose cue is a denial ("denied") cannot be labelled anything firmer
than ``unclear`` unless it is labelled ``denies``. A cue that calls a report false ("turned
out to be a hoax", "were greatly exaggerated") is a denial cue too: the writer's denial of
what the report says; so is one that calls it beyond belief ("calling it implausible that S").
A failed guard downgrades the claim to ``unclear`` and records why.
"""

from __future__ import annotations

import re

from pipeline.extract.parse.lexicon import FALSITY_WORDS, IMPLAUSIBLE_WORDS
from pipeline.vocabulary import (
    GUARD_DENIAL_CUE,
    GUARD_NO_COMMENT,
    GUARD_NO_DENIAL_CUE,
    GUARD_UNKNOWN_MODALITY,
    MODALITIES,
)

DENIAL_CUE = re.compile(
    # the nouns too, plural included: "accepted Putin's denials that Russia interfered"
    r"\b(den(?:y|ies|ied|ying|ials?)|reject(?:s|ed|ing|ions?)?|dismiss(?:es|ed|ing|als?)?|"
    r"refut(?:e|es|ed|ing|ations?)|disput(?:e|es|ed|ing)|rebut(?:s|ted|tals?)?|contradict(?:s|ed)?|"
    r"not true|untrue|false|baseless|no truth|categorically)\b",
    re.IGNORECASE,
)
NON_DENIAL = re.compile(
    r"\b(declin(?:e|es|ed|ing)|refus(?:e|es|ed|ing)|would not|did not|could not|won't|wouldn't)\s+"
    r"(?:to\s+)?(?:immediately\s+)?(?:comment|respond|reply)|\bno comment\b|\bunavailable for comment\b",
    re.IGNORECASE,
)


def _words(text: str | None) -> list[str]:
    return re.findall(r"[a-z-]+", (text or "").lower())


def calls_false(cue: str | None) -> bool:
    """Whether the cue calls what it is said of false or beyond belief: "are fake", "turned out
    to be a hoax", "calling it implausible"."""
    return any(word in IMPLAUSIBLE_WORDS for word in _words(cue))


def has_denial_cue(cue: str | None, quote: str) -> bool:
    """A denial's evidence: a denial word in its cue or quote, a cue calling a report false, or
    a quote calling something false ("the whole thing was a hoax", the speech verb its cue)."""
    if DENIAL_CUE.search(f"{cue or ''} {quote}") or calls_false(cue):
        return True
    return any(word in FALSITY_WORDS for word in _words(quote))


def guard_modality(modality: str | None, quote: str, cue: str | None) -> tuple[str, str | None]:
    """The modality that stands, and the reason when it was changed."""
    label = (modality or "").strip().lower()
    if label not in MODALITIES:
        return "unclear", GUARD_UNKNOWN_MODALITY.format(label=modality, choices=", ".join(MODALITIES))
    if label != "denies":
        # A denial told to pass as a confirmation (a page can ask a model for that): the
        # cue gives it away. "Declined to deny" and the like are left alone.
        if label != "unclear" and cue and DENIAL_CUE.search(cue) and not NON_DENIAL.search(cue):
            return "unclear", GUARD_DENIAL_CUE.format(label=label, cue=cue)
        return label, None
    evidence = f"{cue or ''} {quote}"
    if NON_DENIAL.search(evidence):
        return "unclear", GUARD_NO_COMMENT
    if not has_denial_cue(cue, quote):
        return "unclear", GUARD_NO_DENIAL_CUE
    return label, None


def guard_claims(claims: list[dict]) -> list[dict]:
    guarded = []
    for claim in claims:
        modality, reason = guard_modality(claim.get("modality"), claim.get("quote") or "", claim.get("cue"))
        polarity = claim.get("polarity")
        if modality != claim.get("modality") and claim.get("modality") == "denies":
            # A denial that is not one no longer flips the content's polarity.
            polarity = {"positive": "negative", "negative": "positive"}.get(polarity, polarity)
        guarded.append(
            {
                **claim,
                "extracted_modality": claim.get("modality"),
                "modality": modality,
                "polarity": polarity,
                "guard_reason": reason,
            }
        )
    return guarded
