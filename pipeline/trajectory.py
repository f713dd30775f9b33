"""An entity's trajectory: its claims in time order, with the judge's verdicts flagged inline.

The claims are those the entity makes (its resolved ``speaker_entity``) and those made about it
(its resolved ``subject_entity``), by ``said_on`` (undated last). Each is set against the other
claims on its subject as the graph pairs them (``pipeline.judge.pairs.candidate_pairs``: a typed
value clash, an opposite polarity, a denial against what it denies) and the pairs are judged
(the deterministic judge by default); a claim carries a flag for every pair judged a
supersession (the same speaker later says otherwise), a regression (and goes back to a position
given up) or a contradiction. The probe's 30-day pre-filter does not apply: a trajectory is
about change over time, so pairs months apart are what it is for. Nothing is dropped or
rewritten: a superseded claim stays in its place, marked.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from pipeline.judge import PairJudge, get_judge
from pipeline.judge.pairs import candidate_pairs
from pipeline.judge.verdicts import JudgeVerdict, Pair
from pipeline.reports import CLAIM_FIELDS

# The verdicts a trajectory shows on its claims; the others say both claims can hold.
FLAGGED = ("temporal_supersession", "temporal_regression", "contradiction")
# What a flag says from each side of the pair: (on the earlier claim, on the later claim).
FLAG_WORDS = {
    "temporal_supersession": ("superseded by", "supersedes"),
    "temporal_regression": ("given up, then taken back by", "goes back to a position given up, against"),
    "contradiction": ("contradicted by", "contradicted by"),
}


def roles(claim: dict, entity: str) -> list[str]:
    """How the entity takes part in the claim: as its speaker, its subject, or both."""
    return [
        role
        for role, field in (("speaker", "speaker_entity"), ("subject", "subject_entity"))
        if claim.get(field) == entity
    ]


def time_order(claim: dict) -> tuple:
    """Dated claims first, by date, then by id: a stable order however the claims came."""
    said_on = claim.get("said_on") or ""
    return (not said_on, said_on, claim.get("id") or "")


def judged_pairs(
    wanted: Iterable[dict], claims: list[dict], judge: PairJudge | None = None
) -> list[tuple[Pair, JudgeVerdict]]:
    """The graph's candidate pairs with a side in ``wanted``, among the claims on their subjects,
    each with the judge's verdict. ``claims`` is every claim (the speaker history a regression
    needs is read from them)."""
    judge = judge or get_judge("deterministic")
    ids = {c["id"] for c in wanted}
    subjects = {c.get("subject_entity") for c in claims if c["id"] in ids} - {None, ""}
    pool = [c for c in claims if c.get("subject_entity") in subjects]
    return [(pair, judge.judge(pair)) for pair in candidate_pairs(pool) if {pair.a["id"], pair.b["id"]} & ids]


def _other(claim: dict) -> dict:
    return {
        "id": claim["id"],
        "speaker": claim.get("speaker"),
        "narrated": bool(claim.get("narrated")),
        "said_on": claim.get("said_on"),
        "polarity": claim.get("polarity"),
        "predicate": claim.get("predicate"),
        "value": claim.get("value"),
        "outlet": claim.get("outlet"),
    }


def flags_by_claim(judged: Iterable[tuple[Pair, JudgeVerdict]]) -> dict[str, list[dict]]:
    """Claim id -> its flags: each flagged verdict, worded from that claim's side, with the other claim."""
    flags: dict[str, list[dict]] = {}
    for pair, verdict in judged:
        if verdict.verdict not in FLAGGED:
            continue
        earlier_words, later_words = FLAG_WORDS[verdict.verdict]
        for this, other, words in ((pair.a, pair.b, earlier_words), (pair.b, pair.a, later_words)):
            flags.setdefault(this["id"], []).append(
                {
                    "verdict": verdict.verdict,
                    "flag": words,
                    "severity": verdict.severity,
                    "confidence": verdict.confidence,
                    "reason": verdict.reason,
                    "other": _other(other),
                }
            )
    for found in flags.values():
        found.sort(key=lambda f: (FLAGGED.index(f["verdict"]), time_order(f["other"])))
    return flags


def trajectory(entity: str, claims: list[dict], judge: PairJudge | None = None) -> list[dict]:
    """The entity's claims in time order, each with its ``roles`` and its ``flags``. Attributions
    that carry no proposition (a noun phrase, a request, a headline: ``is_proposition`` false) stay
    in the lake but not here, as in the reports: on the real-news drop they were 222 of Putin's
    574 rows ("Putin /  / ", "Trump asked Putin to extradite ...")."""
    own = sorted(
        (c for c in claims if roles(c, entity) and c.get("is_proposition") is not False), key=time_order
    )
    flags = flags_by_claim(judged_pairs(own, claims, judge))
    return [
        {
            **{k: claim.get(k) for k in CLAIM_FIELDS},
            "outlet": claim.get("outlet"),
            "file": Path(claim["path"]).name if claim.get("path") else None,
            "polarity": claim.get("polarity"),
            "narrated": bool(claim.get("narrated")),
            "speaker_entity": claim.get("speaker_entity"),
            "subject_entity": claim.get("subject_entity"),
            "roles": roles(claim, entity),
            "flags": flags.get(claim["id"], []),
        }
        for claim in own
    ]
