"""What a denial that points back denies: "Apple denied the report", "the story is a hoax".

Such a denial names no proposition of its own (``REFERS_BACK``): it denies what the report the
text gave before it said. "According to this 'news' report, DNA testing has confirmed that
Michael Jackson is the father of Bruno Mars. ... However, the claims in the story are untrue."
Each of the nearest propositions reported before the denial in its document becomes a claim of
the denier with modality ``denies``, negative polarity, and that proposition's subject,
predicate and value, so that it meets an assertion of the same proposition in another
document as any denial does. The denial's own words stay its quote, and ``proposition_from``
names the claim it took the proposition from.

What counts as reported before: a proposition with a subject and a predicate, asserted, alleged,
confirmed or expected by someone other than the denier, whose subject is no pronoun (a pronoun's
reading depends on where it stands), and not a claim that someone said something. A named
denier's "those allegations" reach only ``NAMED_DENIAL_REACH`` characters back, or to what is
about the denier; the writer's own "the story is a hoax" answers the whole article before it.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict

from pipeline.extract.base import REFERS_BACK
from pipeline.extract.parse.lexicon import CUE_MODALITY

# How many of the propositions before a denial it denies: "the claims in the story" are the
# story's few, not every claim of a long page.
DENIED_PER_DENIAL = 3
REPORTED_MODALITIES = {"asserts", "alleges", "confirms", "expects"}
PRONOUN_KINDS = {"pronoun", "expletive", "empty"}
# How far before a named denier's words what they deny may be told, in characters, unless it is
# about them. Read on the real-news drop (session 28): of the 13 propositions denied from further
# back, 11 were another story, 1 the report denied, 1 unclear.
NAMED_DENIAL_REACH = 600
# Words of a denier's description that name nobody in particular.
DESCRIBING_WORDS = {
    "the",
    "a",
    "an",
    "of",
    "s",
    "spokesman",
    "spokeswoman",
    "official",
    "officials",
    "source",
}


def _position(claim: dict) -> int:
    start = claim.get("quote_start")
    return start if start is not None else -1


def _reported(claim: dict, denial: dict) -> bool:
    if not claim.get("is_proposition") or claim.get("modality") not in REPORTED_MODALITIES:
        return False
    if not (claim.get("subject") or "").strip() or not (claim.get("predicate") or "").strip():
        return False
    if (claim.get("polarity") or "positive") != "positive" or claim.get("proposition_from"):
        return False
    if claim.get("subject_kind") in PRONOUN_KINDS:
        return False
    if claim["predicate"].split()[0] in CUE_MODALITY:
        return False  # "DNA testing confirmed that S": that S was said; S is the claim nested in it
    denier = (denial.get("speaker") or "").strip().lower()
    return not denier or (claim.get("speaker") or "").strip().lower() != denier


def _near_or_about(claim: dict, denial: dict) -> bool:
    """What a named denier's "those allegations" or "the report" stands for is told just before
    it, or is about the denier: "Russia has repeatedly denied those allegations" does not deny
    what protesters carried, told 700 characters before. A writer's own "the story is a hoax"
    answers the whole article and reaches further."""
    if not (denial.get("speaker") or "").strip():
        return True
    end = _position(claim) + len(claim.get("quote") or "")
    if _position(denial) - end <= NAMED_DENIAL_REACH:
        return True
    denier = set(re.findall(r"[a-z]+", denial["speaker"].lower())) - DESCRIBING_WORDS
    return bool(denier & set(re.findall(r"[a-z]+", (claim.get("subject") or "").lower())))


def _derived_id(denial_id: str, source_id: str) -> str:
    return "clm_" + hashlib.sha1(f"{denial_id}|denies|{source_id}".encode()).hexdigest()[:12]


def denied_propositions(claims: list[dict]) -> list[dict]:
    """The claims that the denials pointing back make: one per proposition denied.

    ``claims`` are extraction rows with ``is_proposition`` marked; the rows given back are new,
    each a copy of its denial with the denied proposition's fields.
    """
    by_doc: dict[str, list[dict]] = defaultdict(list)
    for claim in claims:
        by_doc[claim["doc_id"]].append(claim)
    derived = []
    for doc_claims in by_doc.values():
        doc_claims.sort(key=_position)
        for denial in doc_claims:
            if denial.get("proposition_reason") != REFERS_BACK:
                continue
            before = [
                c
                for c in doc_claims
                if _position(c) < _position(denial) and _reported(c, denial) and _near_or_about(c, denial)
            ]
            # the nearest propositions, each said once: where the text says one twice, the fuller wording
            fullest: dict[tuple[str, str], dict] = {}
            for source in reversed(before):
                key = (source["subject"].strip().lower(), source["predicate"].strip().lower())
                if key not in fullest and len(fullest) == DENIED_PER_DENIAL:
                    continue
                if len(source.get("value") or "") > len((fullest.get(key) or {}).get("value") or ""):
                    fullest[key] = source
            derived.extend(_denial_of(denial, source) for source in fullest.values())
    return derived


def _denial_of(denial: dict, source: dict) -> dict:
    proposition = {
        k: source.get(k)
        for k in (
            "subject",
            "predicate",
            "value",
            "subject_kind",
            "subject_ref",
            "subject_antecedent",
            "refers_to",
        )
    }
    if proposition["subject_ref"] == "speaker":
        # "the Tampa woman who claimed to have gotten ...": the subject is the source's speaker,
        # written out in ``subject``; the denier is someone else
        proposition["subject_ref"] = ""
    return {
        **denial,
        **proposition,
        "claim_id": _derived_id(denial["claim_id"], source["claim_id"]),
        "polarity": "negative",
        "is_proposition": True,
        "proposition_reason": "",
        "proposition_from": source["claim_id"],
        "parent_claim_id": None,
    }
