"""A scan over a small library: scope, no candidates, failures, order, cache, and the links it records."""

import pytest

from pipeline.scan.engine import NoCandidates, run_scan
from pipeline.scan.links import LinkRefused, link, report_links
from pipeline.scan.text import citations, strip_citations
from tests.unit.scan.conftest import ScriptedJudge, sentences, write_library

CLAIM = "The harbour bridge report was published [3] (Okafor, 2021) https://example.org/bridge"


@pytest.fixture
def library(tmp_path):
    return write_library(
        tmp_path / "home",
        [
            {"doc_id": "d1", "rel": "2024/city/one.txt", "text": sentences(8, "harbour bridge", "Alton")},
            {"doc_id": "d2", "rel": "2024/city/two.txt", "text": sentences(3, "harbour bridge", "Bexley")},
            {"doc_id": "d3", "rel": "2025/county/three.txt", "text": sentences(3, "harbour bridge", "Corby")},
            {"doc_id": "d4", "rel": "2025/county/four.txt", "text": sentences(3, "harbour bridge", "Derby")},
            {"doc_id": "d5", "rel": "2025/county/five.txt", "text": "Tomatoes grow well in July."},
        ],
    )


def test_citation_markers_are_kept_in_the_claim_but_not_searched():
    assert strip_citations(CLAIM) == "The harbour bridge report was published"
    assert citations(CLAIM) == ["[3]", "(Okafor, 2021)", "https://example.org/bridge"]


def test_a_scan_keeps_twelve_candidates_at_most_four_per_document(library):
    judge = ScriptedJudge()
    outcome = run_scan(library, CLAIM, judge)
    docs = [r["doc"] for r in outcome.results]
    assert len(docs) == 12
    assert max(docs.count(d) for d in set(docs)) == 4
    assert outcome.claim == CLAIM  # stored with its citation markers
    assert judge.calls == 12  # one call per candidate


def test_the_scope_limits_the_scan_to_a_subfolder(library):
    outcome = run_scan(library, CLAIM, ScriptedJudge(), scopes=["2025/county"])
    assert {r["doc"] for r in outcome.results} == {"d3", "d4"}
    assert all(r["path"].startswith("2025/county/") for r in outcome.results)
    assert outcome.scope == ["2025/county/"]


def test_no_candidates_is_said_not_guessed(library):
    with pytest.raises(NoCandidates, match="no candidates found"):
        run_scan(library, "Quantum chromodynamics of gluons", ScriptedJudge())
    with pytest.raises(NoCandidates):
        run_scan(library, CLAIM, ScriptedJudge(), scopes=["1999"])


def test_a_claim_sharing_only_a_common_word_with_the_library_finds_nothing(library):
    # "July" is in the tomato page, but a claim about a July heatwave in Portugal is not about
    # anything the library holds; twelve weak passages would only be a guess.
    judge = ScriptedJudge()
    with pytest.raises(NoCandidates, match="no candidates found"):
        run_scan(library, "A heatwave in Portugal pushed temperatures above 45 degrees in July", judge)
    assert judge.calls == 0


def test_one_failing_call_in_twelve_loses_one_candidate(tmp_path):
    docs = [
        {"doc_id": f"d{i}", "rel": f"d{i}.txt", "text": sentences(3, "harbour bridge", f"town{i}")}
        for i in range(4)
    ]
    docs[0]["text"] = docs[0]["text"].replace("report number 1 was", "report number 1 BROKEN was")
    settings = write_library(tmp_path / "home", docs)
    outcome = run_scan(settings, CLAIM, ScriptedJudge())
    assert len(outcome.results) == 11
    assert len(outcome.failed) == 1
    assert "BROKEN" in outcome.failed[0]["passage"]
    assert "dropped this response" in outcome.failed[0]["error"]


def test_results_sort_contradictions_first_and_a_rescan_hits_the_cache(library):
    judge = ScriptedJudge(
        {"number 0": ("supports", 0.9), "number 1": ("contradicts", 0.6), "number 2": ("nuanced", 0.8)}
    )
    first = run_scan(library, CLAIM, judge)
    verdicts = [r["verdict"] for r in first.results]
    assert verdicts == sorted(verdicts, key=["contradicts", "supports", "nuanced", "irrelevant"].index)
    assert verdicts[0] == "contradicts"
    assert [r["result_no"] for r in first.results] == list(range(1, 13))
    again = run_scan(library, CLAIM, ScriptedJudge())
    assert again.calls == 0 and again.cache_hits == 12
    assert again.scan_id == first.scan_id


def _scan_with(library, verdict):
    return run_scan(library, CLAIM, ScriptedJudge({"harbour": (verdict, 0.8)}), use_cache=False)


def test_an_irrelevant_result_cannot_be_linked(library):
    outcome = _scan_with(library, "irrelevant")
    with pytest.raises(LinkRefused, match="irrelevant"):
        link(library, outcome.scan_id, 1)
    assert report_links(library) == []


def test_linking_the_same_passage_twice_reuses_its_anchor(library):
    outcome = _scan_with(library, "contradicts")
    first = link(library, outcome.scan_id, 1)
    assert first["relation"] == "contradicting" and first["anchor_created"]
    assert first["claim_snippet"].startswith("The harbour bridge report")
    assert first["model_id"] == "scripted-1" and first["prompt_version"] == "p1" and first["created"]
    again = link(library, outcome.scan_id, 1)
    assert again["already_linked"] and again["anchor_id"] == first["anchor_id"]
    # Another claim citing the same passage gets its own connection on the same anchor.
    other = run_scan(
        library, "Was the harbour bridge report published?", ScriptedJudge({"harbour": ("supports", 0.7)})
    )
    same = next(r for r in other.results if r["passage_id"] == outcome.results[0]["passage_id"])
    second = link(library, other.scan_id, same["result_no"])
    assert second["relation"] == "supporting"
    assert not second["anchor_created"] and second["anchor_id"] == first["anchor_id"]
    assert len(report_links(library)) == 2


def test_a_scan_of_a_linked_claim_loads_its_links_first(library):
    outcome = _scan_with(library, "nuanced")
    made = link(library, outcome.scan_id, 2)
    assert made["relation"] == "extending"
    rescan = run_scan(library, CLAIM, ScriptedJudge({"harbour": ("nuanced", 0.8)}))
    assert [x["connection_id"] for x in rescan.links] == [made["connection_id"]]
    assert rescan.results[1]["linked"] == made["connection_id"]
