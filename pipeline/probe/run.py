"""One probe run: queries, their top claims, candidate pairs, verdicts (cache first), the report.

The probe only reads the published ``claims`` mart; it writes its verdict cache
(``<home>/cache/contradiction_verdicts.sqlite``) and its runs (``<home>/probe/probe.sqlite``),
never the lake or the warehouse. ``max_calls`` caps judge calls (cache hits are free): pairs
past the cap stay unjudged and the run says ``partial``.
"""

from __future__ import annotations

import hashlib
import time
from datetime import UTC, datetime
from pathlib import Path

from pipeline.judge import PairJudge
from pipeline.judge.cache import JudgeCache, cache_key
from pipeline.judge.deterministic import DeterministicJudge
from pipeline.judge.pairs import ClaimIndex, candidate_pairs, default_queries, split_by_date
from pipeline.judge.verdicts import JudgeError
from pipeline.probe.report import Judged, QueryResult, build_report, pair_key
from pipeline.reports import _rows, connect
from pipeline.settings import Settings

DEFAULT_MAX_CALLS = 500


def verdict_cache_path(settings: Settings) -> Path:
    return settings.cache_dir / "contradiction_verdicts.sqlite"


def probe_store_path(settings: Settings) -> Path:
    return settings.home / "probe" / "probe.sqlite"


def load_claims(published: Path) -> list[dict]:
    with connect(published) as con:
        rows = _rows(con, "select * from claims order by id")
    for row in rows:
        row["span"] = list(row["span"]) if row.get("span") is not None else None
    return rows


def read_queries(path: Path) -> list[str]:
    """One query a line (a subject, an entity id or free text); blank lines and ``#`` comments skipped."""
    lines = (line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def judge_all(
    queries: list[str],
    claims: list[dict],
    judge: PairJudge,
    cache: JudgeCache | None,
    max_calls: int,
    read_cache: bool = True,
) -> tuple[list[QueryResult], dict[tuple[str, str], Judged], dict]:
    """Every query's pairs judged once per run, the cache first (unless ``read_cache`` is off:
    then every pair is judged again and the cache refreshed); (queries, judged, counts)."""
    results: list[QueryResult] = []
    judged: dict[tuple[str, str], Judged] = {}
    calls = hits = 0
    index = ClaimIndex(claims)
    for query in queries:
        top = index.retrieve(query)
        kept, skipped = split_by_date(candidate_pairs(top))
        keys = []
        for pair in kept:
            key = pair_key(pair)
            keys.append(key)
            if key in judged:
                judged[key].queries.append(query)
                continue
            item = judged[key] = Judged(pair=pair, queries=[query])
            stored = cache_key(pair, judge.judge_id, judge.prompt_version, judge.truncation_policy)
            if cache is not None and read_cache and (hit := cache.get(stored)) is not None:
                item.verdict, item.cached = hit, True
                hits += 1
                continue
            if calls >= max_calls:
                continue
            calls += 1
            try:
                item.verdict = judge.judge(pair)
            except JudgeError as err:
                item.error, item.message = err.kind, str(err)
                continue
            if cache is not None:
                cache.put(stored, item.verdict)
        results.append(QueryResult(query=query, claims=len(top), pair_keys=keys, skipped_by_date=skipped))
    return results, judged, {"calls": calls, "cache_hits": hits}


def cross_check(judged: dict[tuple[str, str], Judged], judge: PairJudge) -> dict | None:
    """The deterministic judge's verdicts beside another judge's, on the pairs that judge gave one:
    how often the two agree, and where they do not. None when the run's judge is the rules."""
    if judge.judge_id == DeterministicJudge.judge_id:
        return None
    rules = DeterministicJudge()
    agree, differ = 0, []
    for key, item in sorted(judged.items()):
        if item.verdict is None:
            continue
        theirs = rules.judge(item.pair)
        if theirs.verdict == item.verdict.verdict:
            agree += 1
        else:
            differ.append(
                {
                    "claim_a": key[0],
                    "claim_b": key[1],
                    judge.judge_id: item.verdict.verdict,
                    rules.judge_id: theirs.verdict,
                }
            )
    return {"judge": rules.judge_id, "pairs": agree + len(differ), "agree": agree, "differ": differ}


def run_probe(
    settings: Settings,
    judge: PairJudge,
    queries: list[str] | None = None,
    max_calls: int = DEFAULT_MAX_CALLS,
    use_cache: bool = True,
) -> dict:
    """Probe the home's graph and store the run; the report as ``claimgraph probe`` prints it."""
    from pipeline.probe.store import ProbeStore

    started = time.perf_counter()
    claims = load_claims(settings.published_path)
    chosen = queries if queries is not None else default_queries(claims)
    cache = JudgeCache(verdict_cache_path(settings))
    results, judged, counts = judge_all(chosen, claims, judge, cache, max_calls, read_cache=use_cache)
    created = datetime.now(UTC).isoformat(timespec="seconds")
    run_id = "probe-" + hashlib.sha1(f"{created}|{time.time_ns()}".encode()).hexdigest()[:10]
    report = {
        "run_id": run_id,
        "created": created,
        "judge": judge.judge_id,
        "prompt_version": judge.prompt_version,
        "truncation_policy": judge.truncation_policy,
        "max_calls": max_calls,
        **counts,
        **build_report(results, judged, str(settings.home)),
        "seconds": round(time.perf_counter() - started, 3),
    }
    if (check := cross_check(judged, judge)) is not None:
        report["cross_check"] = check
    ProbeStore(probe_store_path(settings)).save(report)
    return report
