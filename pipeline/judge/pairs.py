"""Candidate pairs for the judge: the graph's conflicting pairs among some claims, date-filtered.

Pairs are found as the graph finds them (``pipeline.contradictions.find_pairs``: one resolved
subject, a typed value clash or an opposite polarity on one predicate, a denial against what it
denies), over rows of the published ``claims`` mart. Then the probe's date pre-filter: a pair
said more than ``MAX_DAYS_APART`` days apart is most likely the world changing, not two accounts
disagreeing, so it is skipped, unless the dates themselves are in question: one quote names two
dates ("moved the restart from March to June"), or both claims say which time they are about
(``refers_to``, their effective date). Then the judge decides.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from pipeline.contradictions import find_pairs
from pipeline.judge.deterministic import days_apart, judge_pair
from pipeline.judge.verdicts import Pair
from pipeline.values import DAY_MONTH, MONTH_YEAR, QUARTER, YEAR, content_words

MAX_DAYS_APART = 30
# How many claims one query retrieves before they are paired.
TOP_CLAIMS = 20


def date_mentions(text: str) -> int:
    """How many dates or periods ``text`` names (a day, a month, a quarter, a year; "may" alone
    is a modal, not May); overlapping matches ("March 2027" and "2027") are one."""
    spans: list[tuple[int, int]] = []
    for pattern in (DAY_MONTH, QUARTER, MONTH_YEAR, YEAR):
        for match in pattern.finditer(text or ""):
            if pattern is MONTH_YEAR and match.group("m").lower() == "may" and not match.group("y"):
                continue
            spans.append(match.span())
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return len(merged)


def date_prefilter(a: dict, b: dict, max_days: int = MAX_DAYS_APART) -> str | None:
    """Why the pair is skipped before judging, or None when the judge should see it."""
    gap = days_apart(a, b)
    if gap is None or gap <= max_days:
        return None
    if date_mentions(a.get("quote") or "") >= 2 or date_mentions(b.get("quote") or "") >= 2:
        return None
    if a.get("refers_to") and b.get("refers_to"):
        return None
    return f"said {gap} days apart (over {max_days}), and neither quote names two dates nor do both say which time they are about"


def _as_graph_claim(claim: dict) -> dict:
    """A ``claims`` mart row under the names ``find_pairs`` reads (the lake's names)."""
    span = claim.get("span") or [None, None]
    return {
        **claim,
        "claim_id": claim["id"],
        "doc_id": claim.get("doc"),
        "span_start": span[0],
        "span_end": span[1],
    }


def history_of(later: dict, earlier: dict, claims: Iterable[dict]) -> tuple[dict, ...]:
    """The claims of ``later``'s speaker on the same subject and predicate said before ``earlier``."""
    speaker = later.get("speaker_entity")
    if not speaker:
        return ()
    return tuple(
        c
        for c in claims
        if c.get("speaker_entity") == speaker
        and c.get("subject_entity") == later.get("subject_entity")
        and c.get("predicate") == later.get("predicate")
        and (c.get("said_on") or "") < (earlier.get("said_on") or "")
    )


def with_verdicts(rows: list[dict], claims: Iterable[dict]) -> list[dict]:
    """The graph's pairs (rows of ``find_pairs``) with the deterministic judge's ``verdict``,
    ``severity``, ``confidence`` and ``reason``: the contradictions mart shows them beside each
    pair. ``claims`` are lake rows (``claim_id``) and hold both sides of every pair."""
    by_id: dict[str, dict] = {}
    by_topic: dict[tuple, list[dict]] = defaultdict(list)
    for claim in claims:
        claim = {**claim, "id": claim["claim_id"]}
        by_id[claim["id"]] = claim
        by_topic[(claim.get("speaker_entity"), claim.get("subject_entity"), claim.get("predicate"))].append(
            claim
        )
    judged = []
    for row in rows:
        a, b = by_id[row["claim_a"]], by_id[row["claim_b"]]
        same_topic = by_topic[(b.get("speaker_entity"), b.get("subject_entity"), b.get("predicate"))]
        verdict = judge_pair(Pair(a=a, b=b, conflict=row["conflict"], history=history_of(b, a, same_topic)))
        judged.append(
            {
                **row,
                "verdict": verdict.verdict,
                "severity": verdict.severity,
                "confidence": verdict.confidence,
                "reason": verdict.reason,
            }
        )
    return judged


VERDICT_FIELDS = ("verdict", "severity", "confidence", "reason")


def rejudged(earlier_pairs: list[dict], claims: list[dict]) -> list[dict]:
    """Pairs found in earlier batches whose verdict the claims now change, judged again.

    A verdict reads the speaker's history (a later claim that takes back an earlier position is a
    regression, not a contradiction), and a later batch can add to it. ``earlier_pairs`` are the
    lake's rows of earlier batches, a pair judged again there in several rows; the latest row of
    each pair whose two claims still exist is judged with ``claims`` (every claim so far), and
    only those whose verdict changed come back, for this batch to record.
    """
    ids = {c["claim_id"] for c in claims}
    latest: dict[str, dict] = {}
    for row in sorted(earlier_pairs, key=lambda r: r["batch"]):
        latest[row["pair_id"]] = row
    live = [r for r in latest.values() if r["claim_a"] in ids and r["claim_b"] in ids]
    again = with_verdicts([{k: v for k, v in r.items() if k not in VERDICT_FIELDS} for r in live], claims)
    return [
        new for old, new in zip(live, again, strict=True) if any(old[f] != new[f] for f in VERDICT_FIELDS)
    ]


def candidate_pairs(claims: list[dict]) -> list[Pair]:
    """Every conflicting pair among ``claims`` as the graph finds them, the earlier claim first."""
    by_id = {c["id"]: c for c in claims}
    graph = [_as_graph_claim(c) for c in claims]
    pairs = []
    for row in find_pairs(graph, graph, batch="probe"):
        a, b = by_id[row["claim_a"]], by_id[row["claim_b"]]
        pairs.append(Pair(a=a, b=b, conflict=row["conflict"], history=history_of(b, a, claims)))
    return pairs


def split_by_date(pairs: list[Pair], max_days: int = MAX_DAYS_APART) -> tuple[list[Pair], list[dict]]:
    """(pairs to judge, skipped pairs with their reason)."""
    kept, skipped = [], []
    for pair in pairs:
        reason = date_prefilter(pair.a, pair.b, max_days)
        if reason is None:
            kept.append(pair)
        else:
            skipped.append({"claim_a": pair.a["id"], "claim_b": pair.b["id"], "reason": reason})
    return kept, skipped


def _slug(text: str) -> str:
    return re.sub(r"[^\w]+", "_", text.strip().lower()).strip("_")


class ClaimIndex:
    """The claims a probe retrieves from, each one's words read once: a run asks hundreds of
    queries of the same claims, and reading every quote again for each query was nearly all of
    a probe's time (0.4 s a query on 11,274 claims)."""

    def __init__(self, claims: list[dict]) -> None:
        self.claims = claims
        self.words = [
            content_words(
                " ".join(str(claim.get(f) or "") for f in ("subject", "predicate", "value", "quote"))
            )
            for claim in claims
        ]

    def retrieve(self, query: str, k: int = TOP_CLAIMS) -> list[dict]:
        """The top ``k`` claims for a query: a subject the query names exactly (its words or its
        entity id) first, then claims by how many of the query's words their subject, predicate,
        value and quote hold."""
        wanted = query.strip().lower()
        words = content_words(query)
        slug = "ent:" + _slug(query)
        scored = []
        for claim, claim_words in zip(self.claims, self.words, strict=True):
            entity = claim.get("subject_entity") or ""
            subject = (claim.get("subject") or "").strip().lower()
            exact = wanted in {subject, entity.lower()} or entity == slug
            overlap = len(words & claim_words)
            if exact or overlap:
                scored.append((not exact, -overlap, claim.get("said_on") or "", claim["id"], claim))
        return [row[-1] for row in sorted(scored, key=lambda row: row[:4])[:k]]


def retrieve(query: str, claims: list[dict], k: int = TOP_CLAIMS) -> list[dict]:
    """The top ``k`` claims for one query (``ClaimIndex`` for many queries of the same claims)."""
    return ClaimIndex(claims).retrieve(query, k)


def default_queries(claims: list[dict]) -> list[str]:
    """Without a query file: every subject (entity id) that at least two comparable claims name."""
    from pipeline.contradictions import comparable

    counts: dict[str, int] = {}
    for claim in claims:
        if comparable(_as_graph_claim(claim)):
            counts[claim["subject_entity"]] = counts.get(claim["subject_entity"], 0) + 1
    return sorted(entity for entity, n in counts.items() if n >= 2)
