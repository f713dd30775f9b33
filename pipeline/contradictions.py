"""Stage 9: contradiction pairs.

Two claims about the same subject and predicate conflict when their polarity is
opposite (a denial against an assertion) or their values differ. Nothing is
resolved or averaged: each pair keeps both claims and the reader decides. A later
claim by the same speaker is labelled a supersession: it replaces the earlier one
in the speaker's current position without erasing it.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict


def pair_id(a: str, b: str) -> str:
    first, second = sorted((a, b))
    return "pair_" + hashlib.sha1(f"{first}|{second}".encode()).hexdigest()[:12]


def conflict(a: dict, b: dict) -> str | None:
    """'polarity', 'value', or None when the two claims are compatible."""
    if a["polarity"] != b["polarity"]:
        return "polarity"
    if a["value_norm"] and b["value_norm"] and a["value_norm"] != b["value_norm"]:
        return "value"
    return None


def relation(a: dict, b: dict) -> str:
    same_speaker = a["speaker_entity"] and a["speaker_entity"] == b["speaker_entity"]
    if same_speaker and a.get("said_on") and b.get("said_on") and a["said_on"] != b["said_on"]:
        return "supersession"
    return "contradiction"


def _comparable(claim: dict) -> bool:
    # A claim with no proposition (a noun phrase, clutter) is kept out; one with an unresolved
    # subject has no subject_entity to meet another claim on.
    return (
        bool(claim.get("subject_entity") and claim.get("predicate"))
        and claim.get("modality") != "unclear"
        and claim.get("is_proposition") is not False
    )


def find_pairs(new_claims: list[dict], all_claims: list[dict], batch: str) -> list[dict]:
    """Conflicting pairs with at least one side in ``new_claims``; ``all_claims`` includes them."""
    index: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for claim in all_claims:
        if _comparable(claim):
            index[(claim["subject_entity"], claim["predicate"])].append(claim)
    seen: set[str] = set()
    rows = []
    for claim in new_claims:
        if not _comparable(claim):
            continue
        for other in index[(claim["subject_entity"], claim["predicate"])]:
            if other["claim_id"] == claim["claim_id"]:
                continue
            kind = conflict(claim, other)
            pid = pair_id(claim["claim_id"], other["claim_id"])
            if kind is None or pid in seen:
                continue
            seen.add(pid)
            a, b = sorted((claim, other), key=lambda c: (c.get("said_on") or "", c["claim_id"]))
            rows.append(
                {
                    "pair_id": pid,
                    "claim_a": a["claim_id"],
                    "claim_b": b["claim_id"],
                    "subject_entity": claim["subject_entity"],
                    "predicate": claim["predicate"],
                    "conflict": kind,
                    "relation": relation(a, b),
                    "batch": batch,
                }
            )
    return rows
