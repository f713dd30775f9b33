"""Reciprocal rank fusion, the per-document cap and the verdict order, as a scan's reader sees them."""

from pipeline.scan.fuse import Fused, rrf, select
from pipeline.scan.verdicts import sort_key


def test_rrf_puts_what_rankers_agree_on_first():
    fused = rrf({"bm25": ["a", "b", "c"], "semantic": ["b", "c", "d"], "graph": ["d", "b"]}, k=60)
    # b: 1/62 + 1/61 + 1/62; d: 1/63 + 1/61; c: 1/63 + 1/62; a: 1/61
    assert [f.passage_id for f in fused] == ["b", "d", "c", "a"]
    assert abs(fused[0].score - (1 / 62 + 1 / 61 + 1 / 62)) < 1e-12
    assert fused[0].ranks == {"bm25": 2, "semantic": 1, "graph": 2}


def test_one_ranker_alone_keeps_its_order():
    assert [f.passage_id for f in rrf({"bm25": ["x", "y", "z"]})] == ["x", "y", "z"]


def test_no_document_gives_more_than_four_candidates():
    fused = [Fused(f"big{i}", 1.0 - i / 100) for i in range(10)]
    fused += [Fused(f"small{i}", 0.5 - i / 100) for i in range(10)]
    doc_of = {f.passage_id: ("big" if f.passage_id.startswith("big") else f.passage_id) for f in fused}
    chosen = select(fused, doc_of=doc_of.__getitem__, per_document=4, top=12)
    assert [c.passage_id for c in chosen][:4] == ["big0", "big1", "big2", "big3"]
    assert sum(1 for c in chosen if doc_of[c.passage_id] == "big") == 4
    assert len(chosen) == 12


def test_neighbouring_passages_of_one_document_are_not_both_taken():
    fused = [Fused("p10", 0.9), Fused("p11", 0.8), Fused("p14", 0.7)]
    position = {"p10": 10, "p11": 11, "p14": 14}
    chosen = select(fused, doc_of=lambda _: "doc", position_of=position.__getitem__)
    assert [c.passage_id for c in chosen] == ["p10", "p14"]


def test_contradictions_come_first_then_by_confidence():
    results = [
        ("irrelevant", 0.9),
        ("supports", 0.6),
        ("nuanced", 0.99),
        ("contradicts", 0.55),
        ("supports", 0.8),
        ("contradicts", 0.7),
    ]
    ordered = sorted(results, key=lambda r: sort_key(*r))
    assert ordered == [
        ("contradicts", 0.7),
        ("contradicts", 0.55),
        ("supports", 0.8),
        ("supports", 0.6),
        ("nuanced", 0.99),
        ("irrelevant", 0.9),
    ]
