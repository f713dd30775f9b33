"""The contradiction probe's arithmetic and bookkeeping: Wilson, budget, cache re-runs, judge_failed."""

import pytest

from pipeline.judge.cache import JudgeCache
from pipeline.judge.deterministic import DeterministicJudge
from pipeline.judge.verdicts import JudgeError, JudgeVerdict, Pair
from pipeline.probe.report import build_report, resolution, small_sample_note, wilson_interval
from pipeline.probe.run import judge_all, read_queries
from pipeline.vocabulary import PROBE_RUN_STATUSES
from tests.unit.claim_rows import claim_row as claim

# Three pairs on one subject: March against June and July, June against July.
CLAIMS = [
    claim(1),
    claim(2, value="in June", quote="It will restart in June", said_on="2026-09-15"),
    claim(3, value="in July", quote="It will restart in July", said_on="2026-09-16"),
    claim(4, subject="The grid", subject_entity="ent:grid", predicate="expand", value="by 5 percent"),
]


class CountingJudge(DeterministicJudge):
    def __init__(self, prompt_version: str = "test-1") -> None:
        self.prompt_version = prompt_version
        self.calls = 0

    def judge(self, pair: Pair) -> JudgeVerdict:
        self.calls += 1
        return super().judge(pair)


class FailingJudge(CountingJudge):
    def judge(self, pair: Pair) -> JudgeVerdict:
        self.calls += 1
        raise JudgeError("timeout", "no answer within 60 s")


def report(judge, cache=None, max_calls=100, queries=("ent:field_alpha_plant", "grid")) -> dict:
    results, judged, counts = judge_all(list(queries), CLAIMS, judge, cache, max_calls)
    return {**counts, **build_report(results, judged, "/data/home")}


def test_wilson_interval_of_12_in_50_is_14_to_37_percent():
    low, high = wilson_interval(12, 50)
    assert (round(low * 100), round(high * 100)) == (14, 37)
    # by hand: (0.278416 ∓ 0.124459) / 1.076832
    assert low == pytest.approx(0.14297, abs=1e-4) and high == pytest.approx(0.37413, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == pytest.approx(1.0)
    assert wilson_interval(0, 0) is None


def test_small_samples_say_so():
    assert "under 30" in small_sample_note(29)
    assert small_sample_note(30) is None


def test_a_run_counts_queries_verdicts_and_findings():
    r = report(CountingJudge())
    assert r["run_status"] == "ok" and r["run_status"] in PROBE_RUN_STATUSES
    # the plant's query meets three date contradictions; the grid's has one claim and no pair
    assert (r["queries_evaluated"], r["queries_with_contradiction"]) == (2, 1)
    assert r["rate"] == 0.5 and r["ci_low"] < 0.5 < r["ci_high"]
    assert r["small_sample_note"]
    assert r["by_verdict"]["contradiction"] == 3 and sum(r["by_verdict"].values()) == 3
    assert r["by_severity"] == {"low": 0, "medium": 3, "high": 0}
    assert r["hot_entities"][0] == {
        "subject_entity": "ent:field_alpha_plant",
        "subject": "The Field Alpha plant",
        "contradictions": 3,
        "findings": 3,
    }
    assert {o["outlet"] for o in r["by_outlet"]} == {"Outlet 1", "Outlet 2", "Outlet 3"}
    assert all(o["pairs"] == 2 for o in r["by_outlet"])
    assert [f["finding_no"] for f in r["findings"]] == [1, 2, 3]
    assert all(f["resolution"].startswith("claimgraph scan ") for f in r["findings"])


def test_a_rerun_pays_nothing_and_a_prompt_bump_pays_again(tmp_path):
    cache = JudgeCache(tmp_path / "verdicts.sqlite")
    first = CountingJudge()
    assert report(first, cache)["calls"] == 3 and first.calls == 3
    again = CountingJudge()
    r = report(again, cache)
    assert (again.calls, r["calls"], r["cache_hits"]) == (0, 0, 3)
    bumped = CountingJudge(prompt_version="test-2")
    assert report(bumped, cache)["calls"] == 3


def test_the_budget_leaves_pairs_unjudged_and_the_run_partial():
    r = report(CountingJudge(), max_calls=1)
    assert r["run_status"] == "partial" and r["calls"] == 1 and r["pairs_unjudged"] == 2
    # one contradiction is certain, so the plant's query still counts
    assert r["queries_with_contradiction"] == 1


def test_every_call_failing_is_judge_failed_never_a_clean_zero():
    r = report(FailingJudge())
    assert r["run_status"] == "judge_failed"
    assert r["rate"] is None and r["ci_low"] is None and r["ci_high"] is None
    assert {f["error"] for f in r["pairs_failed"]} == {"timeout"} and len(r["pairs_failed"]) == 3
    assert r["findings"] == []


def test_resolution_lines_are_paste_ready_or_manual_review():
    a, b = claim(1), claim(2, value="in June", subject="Field Alpha's 'plant'")
    pair = Pair(a, b, "date")
    line = resolution(JudgeVerdict("contradiction", "medium", 0.85, "x"), pair, "/data/my home")
    assert (
        line
        == "claimgraph scan 'Field Alpha'\"'\"'s '\"'\"'plant'\"'\"' restart in June' --home '/data/my home'"
    )
    denial = Pair(a, {**b, "polarity": "negative", "modality": "denies"}, "denial")
    assert "restart in March" in resolution(JudgeVerdict("contradiction", "high", 0.9, "x"), denial)
    moved = resolution(JudgeVerdict("temporal_supersession", "medium", 0.85, "x"), pair)
    assert moved.startswith("claimgraph who-claims ")
    unsure = JudgeVerdict("no_contradiction", "medium", 0.65, "x", downgraded_from="contradiction")
    assert resolution(unsure, pair).startswith("# manual review:")
    artifact = JudgeVerdict("negation_artifact", "low", 0.75, "x")
    assert resolution(artifact, pair).startswith("# manual review:")


def test_query_files_skip_blanks_and_comments(tmp_path):
    path = tmp_path / "queries.txt"
    path.write_text("# subjects\nent:field_alpha_plant\n\n  the grid  \n")
    assert read_queries(path) == ["ent:field_alpha_plant", "the grid"]
