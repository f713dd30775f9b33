"""One scan: retrieve, fuse, judge each candidate on its own, sort, store.

``run_scan`` is what ``claimgraph scan`` calls. It loads the links this claim
already has before retrieving anything, asks the rankers over the passage
index, keeps the fused top 12 (at most 4 from one document), calls the judge
once per candidate (a call that fails loses that candidate, never the scan),
sorts contradictions first and stores the scan so that a result can be linked.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from pipeline.scan.fuse import PER_DOCUMENT, RRF_K, TOP, rrf, select
from pipeline.scan.judge import Judge
from pipeline.scan.retrieve import Library, normalize_scope
from pipeline.scan.store import EvidenceStore, VerdictCache, claim_key, short_hash
from pipeline.scan.text import citations, strip_citations
from pipeline.scan.verdicts import sort_key
from pipeline.settings import Settings


class NoCandidates(Exception):
    """Raised when no passage in the scope matches the claim: the scan says so instead of guessing."""


class EmptyClaim(ValueError):
    """Raised when nothing is left of the claim once its citation markers are set aside."""


def evidence_path(settings: Settings):
    return settings.home / "evidence" / "evidence.sqlite"


def cache_path(settings: Settings):
    return settings.cache_dir / "scan_verdicts.sqlite"


@dataclass
class ScanOutcome:
    scan_id: str
    claim: str
    retrieval_text: str
    scope: list[str]
    results: list[dict]
    failed: list[dict]
    links: list[dict]
    judge: str
    model_id: str
    prompt_version: str
    rankers: dict[str, int] = field(default_factory=dict)
    calls: int = 0
    cache_hits: int = 0
    seconds: float = 0.0

    def public(self) -> dict:
        """The JSON object ``scan --format json`` prints."""
        return {
            "scan_id": self.scan_id,
            "claim": self.claim,
            "results": self.results,
            "failed": self.failed,
            "links": self.links,
            "scope": self.scope,
            "judge": {
                "backend": self.judge,
                "model_id": self.model_id,
                "prompt_version": self.prompt_version,
            },
            "rankers": self.rankers,
            "calls": self.calls,
            "cache_hits": self.cache_hits,
            "seconds": self.seconds,
        }


Ranker = Callable[[Library, str, set[str] | None], list[str]]


def default_rankers() -> dict[str, Ranker]:
    from pipeline.scan.embed import semantic_ranker

    return {
        "bm25": lambda lib, q, allowed: lib.bm25(q, allowed),
        "semantic": semantic_ranker,
        "graph": lambda lib, q, allowed: lib.graph(q, allowed),
    }


def _public_link(link: dict) -> dict:
    return {
        "connection_id": link["connection_id"],
        "relation": link["relation"],
        "verdict": link["verdict"],
        "confidence": link["confidence"],
        "explanation": link["explanation"],
        "passage": link["quote"],
        "doc": link["doc_id"],
        "span": [link["span_start"], link["span_end"]],
        "outlet": link["outlet"],
        "scan_id": link["scan_id"],
        "created": link["created"],
    }


def candidates_for(
    library: Library, text: str, scopes: Sequence[str], rankers: dict[str, Ranker]
) -> tuple[list[dict], dict[str, int]]:
    """The fused, capped candidates (passage rows with their ranks) and how many each ranker found."""
    allowed = library.scoped_ids(scopes)
    rankings = {name: ranker(library, text, allowed) for name, ranker in rankers.items()}
    fused = rrf(rankings, RRF_K)
    rows = library.passages([f.passage_id for f in fused])
    # A wire story republished word for word is one candidate, judged once, that names every copy.
    copies: dict[str, list[dict]] = {}
    unique = []
    for entry in fused:
        row = rows[entry.passage_id]
        same = copies.setdefault(" ".join(row["text"].split()), [])
        if not same:
            unique.append(entry)
        same.append(row)
    chosen = select(
        unique,
        doc_of=lambda pid: rows[pid]["doc_id"],
        position_of=lambda pid: rows[pid]["idx"],
        per_document=PER_DOCUMENT,
        top=TOP,
    )

    def also_in(row: dict) -> list[dict]:
        return [
            {"doc": c["doc_id"], "outlet": c["outlet"], "date": c["published"], "path": c["rel_path"]}
            for c in copies[" ".join(row["text"].split())][1:]
        ]

    return (
        [
            {
                **rows[f.passage_id],
                "ranks": f.ranks,
                "rrf": round(f.score, 6),
                "also_in": also_in(rows[f.passage_id]),
            }
            for f in chosen
        ],
        {name: len(ranking) for name, ranking in rankings.items()},
    )


def judge_candidates(
    judge: Judge, claim: str, candidates: list[dict], cache: VerdictCache | None
) -> tuple[list[dict], list[dict], int, int]:
    """(results, failed, calls, cache hits): one judge call per candidate, failures kept apart."""
    results, failed = [], []
    calls = hits = 0
    for candidate in candidates:
        key = VerdictCache.key(claim, candidate["text"], judge.model_id, judge.prompt_version)
        verdict = cache.get(key) if cache else None
        if verdict is not None:
            hits += 1
        else:
            calls += 1
            try:
                verdict = judge.judge(claim, candidate["text"])
            except Exception as err:  # one failed call loses one candidate, never the scan
                failed.append({**_located(candidate), "error": f"{type(err).__name__}: {err}"[:300]})
                continue
            if cache:
                cache.put(key, verdict)
        results.append(
            {
                "verdict": verdict.verdict,
                "confidence": verdict.confidence,
                "explanation": verdict.explanation,
                **_located(candidate),
            }
        )
    results.sort(key=lambda r: sort_key(r["verdict"], r["confidence"]))
    for n, result in enumerate(results, start=1):
        result["result_no"] = n
    return results, failed, calls, hits


def _located(candidate: dict) -> dict:
    return {
        "passage": candidate["text"],
        "doc": candidate["doc_id"],
        "span": [candidate["start"], candidate["end"]],
        "outlet": candidate["outlet"],
        "date": candidate["published"],
        "title": candidate["title"],
        "path": candidate["rel_path"],
        "passage_id": candidate["passage_id"],
        "ranks": candidate["ranks"],
        "also_in": candidate.get("also_in", []),
    }


def run_scan(
    settings: Settings,
    claim: str,
    judge: Judge,
    scopes: Sequence[str] = (),
    rankers: dict[str, Ranker] | None = None,
    use_cache: bool = True,
) -> ScanOutcome:
    started = time.perf_counter()
    text = strip_citations(claim)
    if not text:
        raise EmptyClaim("the claim is empty once its citation markers are set aside")
    store = EvidenceStore(evidence_path(settings))
    # The links this claim already has come first, so the scan starts from what was decided.
    links = [_public_link(link) for link in store.links(claim_key(text))]
    library = Library(settings.lake_dir, settings.published_path)
    candidates, found = candidates_for(library, text, scopes, rankers or default_rankers())
    if not candidates:
        raise NoCandidates("no candidates found" + (f" under {', '.join(scopes)}" if scopes else ""))
    cache = VerdictCache(cache_path(settings)) if use_cache else None
    results, failed, calls, hits = judge_candidates(judge, text, candidates, cache)
    linked = {(link["doc"], tuple(link["span"])): link["connection_id"] for link in links}
    for result in results:
        result["linked"] = linked.get((result["doc"], tuple(result["span"])))
    scope = [normalize_scope(s) for s in scopes]
    outcome = ScanOutcome(
        scan_id="",
        claim=claim,
        retrieval_text=text,
        scope=scope,
        results=results,
        failed=failed,
        links=links,
        judge=judge.name,
        model_id=judge.model_id,
        prompt_version=judge.prompt_version,
        rankers=found,
        calls=calls,
        cache_hits=hits,
    )
    # The same claim, scope, judge and candidates with the same verdicts is the same scan.
    outcome.scan_id = "s-" + short_hash(
        claim, scope, judge.model_id, judge.prompt_version, [(r["passage_id"], r["verdict"]) for r in results]
    )
    outcome.seconds = round(time.perf_counter() - started, 3)
    store.save_scan(
        {
            "scan_id": outcome.scan_id,
            "claim": claim,
            "retrieval_text": text,
            "citations": citations(claim),
            "scope": scope,
            "judge": judge.name,
            "model_id": judge.model_id,
            "prompt_version": judge.prompt_version,
            "created": datetime.now(UTC).isoformat(timespec="seconds"),
            "candidates": [c["passage_id"] for c in candidates],
            "results": results,
            "failed": failed,
        }
    )
    return outcome
