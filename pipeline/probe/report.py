"""The probe's report from judged pairs: pure functions, no files.

The headline is the share of evaluated queries with at least one ``contradiction`` verdict,
with a Wilson 95% interval (honest at small n and near 0 or 1, where the normal approximation
is not). Temporal verdicts and negation artifacts are findings, not contradictions: the world
changing is not two accounts disagreeing. When every judge call failed there is no rate at all,
never a clean zero.
"""

from __future__ import annotations

import math
import shlex
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from pipeline.judge.verdicts import SEVERITY_RANK, JudgeVerdict, Pair
from pipeline.vocabulary import SEVERITIES, VERDICTS

Z_95 = 1.959963984540054
# Under this many evaluated queries the interval is too wide to act on (the probe seed).
SMALL_SAMPLE = 30
HOT_ENTITIES = 10
CLAIM_SIDE_FIELDS = ("id", "speaker", "modality", "polarity", "value", "said_on", "outlet", "doc", "quote")


def wilson_interval(successes: int, n: int, z: float = Z_95) -> tuple[float, float] | None:
    """The Wilson score interval of ``successes`` out of ``n``; None when ``n`` is 0."""
    if n <= 0:
        return None
    p = successes / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    denominator = 1 + z * z / n
    return max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator)


def small_sample_note(n: int) -> str | None:
    if n >= SMALL_SAMPLE:
        return None
    return f"only {n} queries evaluated (under {SMALL_SAMPLE}): the interval is too wide to act on"


@dataclass
class Judged:
    """What became of one pair in a run: a verdict (called or from the cache), an error kind
    (the call failed), or neither (left unjudged when the budget ran out)."""

    pair: Pair
    verdict: JudgeVerdict | None = None
    error: str | None = None
    message: str = ""
    cached: bool = False
    queries: list[str] = field(default_factory=list)


@dataclass
class QueryResult:
    query: str
    claims: int
    pair_keys: list[tuple[str, str]]
    skipped_by_date: list[dict]


def pair_key(pair: Pair) -> tuple[str, str]:
    first, second = sorted((pair.a["id"], pair.b["id"]))
    return first, second


def is_finding(verdict: JudgeVerdict) -> bool:
    """Every verdict but a plain ``no_contradiction``; a downgraded contradiction goes to review."""
    return verdict.verdict != "no_contradiction" or verdict.downgraded_from is not None


def _text(claim: dict) -> str:
    return " ".join(w for w in (claim.get("subject"), claim.get("predicate"), claim.get("value")) if w)


def resolution(verdict: JudgeVerdict, pair: Pair, home: str | None = None) -> str:
    """A paste-ready ``claimgraph`` command where one helps, else ``# manual review: ...``.

    Nothing here changes the graph: a contradiction is checked against the library (``scan``
    the later side), a change over time is read in the subject's claims (``who-claims``); what
    needs a person's judgment says so rather than minting a command that decides for them.
    """
    where = f" --home {shlex.quote(home)}" if home else ""
    subject = pair.b.get("subject") or pair.a.get("subject") or ""
    if verdict.downgraded_from:
        return f"# manual review: the judge was unsure ({verdict.confidence:.2f}); read both quotes"
    if verdict.verdict == "contradiction":
        # Check what is asserted against the library: the later side, or the side a denial denies.
        side = pair.b if pair.b.get("polarity") != "negative" else pair.a
        return f"claimgraph scan {shlex.quote(_text(side))}{where}"
    if verdict.verdict.startswith("temporal_") and subject:
        return f"claimgraph who-claims {shlex.quote(subject)}{where}"
    if verdict.verdict == "negation_artifact":
        return "# manual review: check the polarity of both claims; the quotes may say the same thing"
    return "# manual review: no command decides this pair"


def _side(claim: dict) -> dict:
    return {name: claim.get(name) for name in CLAIM_SIDE_FIELDS}


def finding_group(judged: Judged) -> tuple[str, str, str]:
    """Pairs of the same two clusters with the same verdict are one finding: a wire story run by
    six papers against one denial is one disagreement said six times, not six."""
    pair, verdict = judged.pair, judged.verdict
    assert verdict is not None
    first, second = sorted((pair.a.get("cluster") or pair.a["id"], pair.b.get("cluster") or pair.b["id"]))
    return first, second, verdict.verdict


def finding(judged: Judged, home: str | None = None) -> dict:
    verdict, pair = judged.verdict, judged.pair
    assert verdict is not None
    return {
        "verdict": verdict.verdict,
        "severity": verdict.severity,
        "confidence": verdict.confidence,
        "reason": verdict.reason,
        "downgraded_from": verdict.downgraded_from,
        "conflict": pair.conflict,
        "subject": pair.a.get("subject"),
        "subject_entity": pair.a.get("subject_entity"),
        "predicate": pair.a.get("predicate"),
        "claim_a": _side(pair.a),
        "claim_b": _side(pair.b),
        "queries": sorted(judged.queries),
        "resolution": resolution(verdict, pair, home),
        "claim_pairs": [[pair.a["id"], pair.b["id"]]],
    }


def findings_of(judged: list[Judged], home: str | None = None) -> list[dict]:
    """One finding per group (``finding_group``), shown by its first pair, most severe first."""
    groups: dict[tuple[str, str, str], dict] = {}
    for item in sorted(judged, key=lambda i: pair_key(i.pair)):
        if item.verdict is None or not is_finding(item.verdict):
            continue
        row = finding(item, home)
        group = groups.setdefault(finding_group(item), row)
        if group is not row:
            group["claim_pairs"] += row["claim_pairs"]
            group["queries"] = sorted(set(group["queries"]) | set(row["queries"]))
    rows = sorted(groups.values(), key=_finding_order)
    for number, row in enumerate(rows, start=1):
        row["finding_no"] = number
    return rows


def _finding_order(row: dict) -> tuple:
    return (
        -SEVERITY_RANK[row["severity"]],
        row["verdict"] != "contradiction",
        -row["confidence"],
        row["claim_pairs"][0],
    )


def outlet_breakdown(judged: list[Judged]) -> list[dict]:
    """Per outlet: the judged pairs with a side from it, and how many were contradictions or findings."""
    rows: dict[str, Counter] = defaultdict(Counter)
    for item in judged:
        if item.verdict is None:
            continue
        for outlet in {item.pair.a.get("outlet") or "(unknown)", item.pair.b.get("outlet") or "(unknown)"}:
            rows[outlet]["pairs"] += 1
            rows[outlet]["contradictions"] += item.verdict.verdict == "contradiction"
            rows[outlet]["findings"] += is_finding(item.verdict)
    ordered = sorted(rows.items(), key=lambda kv: (-kv[1]["contradictions"], -kv[1]["pairs"], kv[0]))
    return [
        {"outlet": outlet, **{k: c[k] for k in ("pairs", "contradictions", "findings")}}
        for outlet, c in ordered
    ]


def hot_entities(findings: list[dict], limit: int = HOT_ENTITIES) -> list[dict]:
    """The subjects with the most contradictions, then the most findings."""
    rows: dict[str, dict] = {}
    for row in findings:
        entity = row["subject_entity"] or "(unresolved)"
        hot = rows.setdefault(
            entity, {"subject_entity": entity, "subject": row["subject"], "contradictions": 0, "findings": 0}
        )
        hot["findings"] += 1
        hot["contradictions"] += row["verdict"] == "contradiction"
    ordered = sorted(rows.values(), key=lambda r: (-r["contradictions"], -r["findings"], r["subject_entity"]))
    return ordered[:limit]


def run_status(judged: list[Judged]) -> str:
    """``judge_failed`` when calls were made and not one verdict came back; ``partial`` when a
    pair was left without a verdict; else ``ok``."""
    verdicts = sum(item.verdict is not None for item in judged)
    failed = sum(item.error is not None for item in judged)
    if failed and not verdicts:
        return "judge_failed"
    if verdicts < len(judged):
        return "partial"
    return "ok"


def build_report(
    queries: list[QueryResult], judged: dict[tuple[str, str], Judged], home: str | None = None
) -> dict:
    """The probe report (without run id and timing, which the runner adds)."""
    status = run_status(list(judged.values()))
    per_query = []
    evaluated = with_contradiction = 0
    for q in queries:
        items = [judged[key] for key in q.pair_keys]
        contradiction = any(i.verdict is not None and i.verdict.verdict == "contradiction" for i in items)
        complete = all(i.verdict is not None for i in items)
        # A query counts once every pair has a verdict, or once one contradiction is certain.
        counted = contradiction or complete
        evaluated += counted
        with_contradiction += contradiction
        per_query.append(
            {
                "query": q.query,
                "claims": q.claims,
                "pairs": len(items),
                "skipped_by_date": len(q.skipped_by_date),
                "evaluated": counted,
                "contradiction": contradiction,
            }
        )
    interval = None if status == "judge_failed" else wilson_interval(with_contradiction, evaluated)
    verdicts = [i.verdict for i in judged.values() if i.verdict is not None]
    findings = findings_of(list(judged.values()), home)
    return {
        "queries_evaluated": evaluated,
        "queries_with_contradiction": with_contradiction,
        "rate": None if interval is None else round(with_contradiction / evaluated, 4),
        "ci_low": None if interval is None else round(interval[0], 4),
        "ci_high": None if interval is None else round(interval[1], 4),
        "small_sample_note": small_sample_note(evaluated),
        "run_status": status,
        "by_verdict": {v: sum(x.verdict == v for x in verdicts) for v in VERDICTS},
        # Both counts are of judged pairs; findings group the pairs of two clusters.
        "by_severity": {s: sum(x.severity == s for x in verdicts if is_finding(x)) for s in SEVERITIES},
        "by_outlet": outlet_breakdown(list(judged.values())),
        "hot_entities": hot_entities(findings),
        "findings": findings,
        "pairs_judged": len(verdicts),
        "pairs_failed": [
            {"claim_a": k[0], "claim_b": k[1], "error": i.error, "message": i.message}
            for k, i in judged.items()
            if i.error
        ],
        "pairs_unjudged": sum(i.verdict is None and i.error is None for i in judged.values()),
        "pairs_skipped_by_date": sum(len(q.skipped_by_date) for q in queries),
        "queries": per_query,
    }
