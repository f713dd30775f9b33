"""``claimgraph eval contradictions``: does the graph put an agreeing and a disagreeing body apart?

FNC-1 gives, per rumour headline, news bodies that agree with it and bodies that disagree. Two
bodies on opposite sides should hold claims that cannot both be true; two agreeing bodies should
not. For each headline with both kinds (in file order, the first ``limit``):

- its bodies are ingested through the real ingest (one temporary home; a body that several
  headlines share is one document, and each headline is scored on its own bodies only);
- the graph's candidate pairs among the claims of the headline's bodies (``pipeline.judge.pairs``:
  the pairs ``contradiction_pairs`` finds, then the probe's date pre-filter) go to the judge,
  the verdict cache first;
- a body pair (agree, disagree) is found when the judge gives ``contradiction`` to a claim pair
  with a claim in each; a pair of two agreeing bodies found so is a false alarm.

The same scores are given counting the contradictions the judge was unsure of (``with_unsure``:
downgraded under the 0.7 floor, as an undated side always is), for the published ``contradictions`` mart as it stands (``mart``: a
row that lists a side from each body, before any judge) and for a keyword baseline on the same
body pairs (``keyword``: a refuting word in exactly one of the two bodies). No document
classifier is involved: every found pair is a pair of claims in the graph.
"""

from __future__ import annotations

import re
import shutil
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

from evaluation.fnc1 import read_fnc1
from pipeline.judge import PairJudge
from pipeline.judge.cache import JudgeCache, cache_key
from pipeline.judge.deterministic import DeterministicJudge
from pipeline.judge.pairs import candidate_pairs, split_by_date
from pipeline.judge.verdicts import JudgeError
from pipeline.reports import _rows, connect
from pipeline.settings import Settings

# The baseline's refuting words: one of them in exactly one of the two bodies says "they disagree".
REFUTING = re.compile(
    r"\b(?:hoax(?:es)?|false(?:ly)?|fake|denie[sd]|deny(?:ing)?|not true|untrue|debunk(?:ed|s)?)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Headline:
    text: str
    agree: tuple[str, ...]
    disagree: tuple[str, ...]

    def opposed(self) -> list[tuple[str, str]]:
        return [(a, d) for a in self.agree for d in self.disagree if a != d]

    def agreeing(self) -> list[tuple[str, str]]:
        return [tuple(sorted(p)) for p in combinations(self.agree, 2)]


def headlines_with_both(folder: Path, limit: int | None = None) -> tuple[list[Headline], dict[str, str]]:
    """The headlines that have at least one agree and one disagree body, in file order."""
    pairs, bodies = read_fnc1(folder)
    stances: dict[str, dict[str, list[str]]] = defaultdict(lambda: {"supports": [], "contradicts": []})
    order: list[str] = []
    for pair in pairs:
        if pair.headline not in stances:
            order.append(pair.headline)
        if pair.verdict in ("supports", "contradicts"):
            stances[pair.headline][pair.verdict].append(pair.body_id)
    chosen = [
        Headline(h, tuple(stances[h]["supports"]), tuple(stances[h]["contradicts"]))
        for h in order
        if stances[h]["supports"] and stances[h]["contradicts"]
    ]
    return (chosen[:limit] if limit else chosen), bodies


def write_drop(headlines: list[Headline], bodies: dict[str, str], drop: Path) -> None:
    """One plain-text file per body, named by its FNC-1 body id."""
    drop.mkdir(parents=True, exist_ok=True)
    for body_id in sorted({b for h in headlines for b in (*h.agree, *h.disagree)}, key=int):
        (drop / f"{body_id}.txt").write_text(bodies[body_id].strip() + "\n", encoding="utf-8")


def scores(
    found: set[tuple[str, str]], opposed: list[tuple[str, str]], agreeing: list[tuple[str, str]]
) -> dict:
    """Precision, recall and F1 of ``found`` (sorted body pairs): opposed pairs are the positives,
    agreeing pairs the negatives (a pair of two disagreeing bodies is not scored)."""
    tp = sum(1 for p in opposed if tuple(sorted(p)) in found)
    fp = sum(1 for p in agreeing if p in found)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / len(opposed) if opposed else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "precision": round(precision, 4),
        "recall": round(recall, 4),
        "f1": round(f1, 4),
        "found": tp,
        "false_alarms": fp,
    }


def keyword_found(pairs: list[tuple[str, str]], bodies: dict[str, str]) -> set[tuple[str, str]]:
    """The baseline: a refuting word in exactly one of the two bodies."""
    refutes = {b: bool(REFUTING.search(bodies[b])) for pair in pairs for b in pair}
    return {tuple(sorted(p)) for p in pairs if refutes[p[0]] != refutes[p[1]]}


def _body_of_docs(con) -> dict[str, str]:
    rows = _rows(con, "select doc_id, path from stg_documents")
    return {r["doc_id"]: Path(r["path"]).stem for r in rows}


def mart_found(published: Path) -> set[tuple[str, str]]:
    """Body pairs that one ``contradictions`` row puts on different sides."""
    found: set[tuple[str, str]] = set()
    with connect(published) as con:
        body_of = _body_of_docs(con)
        for row in _rows(con, "select topic, sides from contradictions"):
            side_bodies = [
                {body_of[s["doc"]] for s in side["sources"] if s["doc"] in body_of} for side in row["sides"]
            ]
            # A denial's row holds it against every wording of what it denies: those wordings
            # agree with each other, so only the denial against each of them is a found pair.
            denial = row["topic"].removeprefix("denial|") if row["topic"].startswith("denial|") else None
            clusters = [side["cluster"] for side in row["sides"]]
            for (c1, one), (c2, other) in combinations(zip(clusters, side_bodies, strict=True), 2):
                if denial is not None and denial not in (c1, c2):
                    continue
                found.update(tuple(sorted((x, y))) for x in one for y in other if x != y)
    return found


def load_claims_with_bodies(published: Path) -> list[dict]:
    with connect(published) as con:
        body_of = _body_of_docs(con)
        claims = _rows(con, "select * from claims order by id")
    for claim in claims:
        claim["span"] = list(claim["span"]) if claim.get("span") is not None else None
        claim["body"] = body_of.get(claim.get("doc"))
    return claims


@dataclass
class JudgeTally:
    judge_id: str
    found: set
    # pairs given a contradiction the judge was unsure of (downgraded under the 0.7 floor)
    unsure: set = field(default_factory=set)
    calls: int = 0
    cache_hits: int = 0
    failed: int = 0
    errors: dict | None = None
    candidate_pairs: int = 0
    skipped_by_date: int = 0


def judge_headlines(
    headlines: list[Headline], claims: list[dict], judge: PairJudge, cache: JudgeCache | None
) -> JudgeTally:
    """Judge each headline's candidate pairs (the cache first); the body pairs given a contradiction."""
    tally = JudgeTally(judge.judge_id, set(), errors={})
    by_body: dict[str, list[dict]] = defaultdict(list)
    for claim in claims:
        if claim["body"]:
            by_body[claim["body"]].append(claim)
    for headline in headlines:
        mine = [c for b in {*headline.agree, *headline.disagree} for c in by_body.get(b, [])]
        kept, skipped = split_by_date(candidate_pairs(mine))
        tally.candidate_pairs += len(kept) + len(skipped)
        tally.skipped_by_date += len(skipped)
        for pair in kept:
            if pair.a["body"] == pair.b["body"]:
                continue
            key = cache_key(pair, judge.judge_id, judge.prompt_version, judge.truncation_policy)
            verdict = cache.get(key) if cache is not None else None
            if verdict is not None:
                tally.cache_hits += 1
            else:
                tally.calls += 1
                try:
                    verdict = judge.judge(pair)
                except JudgeError as err:
                    tally.failed += 1
                    tally.errors[err.kind] = tally.errors.get(err.kind, 0) + 1
                    continue
                if cache is not None:
                    cache.put(key, verdict)
            bodies = tuple(sorted((pair.a["body"], pair.b["body"])))
            if verdict.verdict == "contradiction":
                tally.found.add(bodies)
            elif verdict.downgraded_from == "contradiction":
                tally.unsure.add(bodies)
    return tally


def evaluate_contradictions(
    folder: Path,
    limit: int | None = None,
    judge: PairJudge | None = None,
    home: Path | None = None,
) -> dict:
    """The measures ``claimgraph eval contradictions`` prints (see the module docstring)."""
    started = time.perf_counter()
    headlines, bodies = headlines_with_both(folder, limit)
    if not headlines:
        raise ValueError(f"no headline in {folder} has both agree and disagree bodies")
    judge = judge or DeterministicJudge()
    workdir = Path(tempfile.mkdtemp(prefix="claimgraph-contradictions-"))
    try:
        drop = workdir / "drop"
        write_drop(headlines, bodies, drop)
        settings = Settings(home=home.resolve() if home else workdir / "home")
        from pipeline.runner import run_ingest

        ingest_started = time.perf_counter()
        summary = run_ingest(settings, drop)
        if not summary.success:
            raise RuntimeError(f"ingest failed: {summary.failed_steps}")
        ingest_seconds = time.perf_counter() - ingest_started
        claims = load_claims_with_bodies(settings.published_path)
        mart = mart_found(settings.published_path)
        cache = JudgeCache(settings.cache_dir / "contradiction_verdicts.sqlite")
        judge_started = time.perf_counter()
        tally = judge_headlines(headlines, claims, judge, cache)
        judge_seconds = time.perf_counter() - judge_started
        check = None
        if judge.judge_id != DeterministicJudge.judge_id:
            check = judge_headlines(headlines, claims, DeterministicJudge(), cache)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    opposed = [p for h in headlines for p in h.opposed()]
    agreeing = [p for h in headlines for p in h.agreeing()]
    result = {
        **scores(tally.found, opposed, agreeing),
        "pairs": len(opposed),
        "agree_pairs": len(agreeing),
        "calls": tally.calls,
        "cache_hits": tally.cache_hits,
        "failed_calls": tally.failed,
        "errors": tally.errors,
        "seconds": round(time.perf_counter() - started, 1),
        "judge": tally.judge_id,
        "prompt_version": judge.prompt_version,
        "headlines": len(headlines),
        "bodies": len({b for h in headlines for b in (*h.agree, *h.disagree)}),
        "claims": len(claims),
        "candidate_pairs": tally.candidate_pairs,
        "skipped_by_date": tally.skipped_by_date,
        "ingest_seconds": round(ingest_seconds, 1),
        "judge_seconds": round(judge_seconds, 1),
        "with_unsure": scores(tally.found | tally.unsure, opposed, agreeing),
        "mart": scores(mart, opposed, agreeing),
        "keyword": scores(keyword_found(opposed + agreeing, bodies), opposed, agreeing),
    }
    if check is not None:
        result["cross_check"] = {"judge": check.judge_id, **scores(check.found, opposed, agreeing)}
    return result
