"""The passage index: verbatim passages with their neighbours, and BM25 that a new batch updates exactly."""

import pytest

from pipeline.scan.passages import passage_rows, relative_path
from pipeline.scan.retrieve import Library
from pipeline.scan.text import terms
from pipeline.sentences import sentence_rows
from tests.unit.scan.conftest import write_library

DOCS = [
    {"doc_id": "a", "rel": "x/a.txt", "text": "The dam failed in May. Floods followed. Crops were lost."},
    {"doc_id": "b", "rel": "x/b.txt", "text": "The dam held firm. Engineers praised it. No floods came."},
    {
        "doc_id": "c",
        "rel": "y/c.txt",
        "text": "A new bakery opened. Bread sold out. The dam was not mentioned.",
    },
    {"doc_id": "d", "rel": "y/d.txt", "text": "Floods are rare here. The river is low. Farmers want rain."},
]


def test_a_passage_is_its_sentence_with_one_neighbour_each_side_cut_from_the_page():
    text = DOCS[0]["text"]
    rows = passage_rows(
        {"doc_id": "a", "text": text, "path": "/drop/x/a.txt"}, sentence_rows("a", text, "b1"), "/drop", "b1"
    )
    assert [r["text"] for r in rows] == [
        "The dam failed in May. Floods followed.",
        text,
        "Floods followed. Crops were lost.",
    ]
    assert all(text[r["start"] : r["end"]] == r["text"] for r in rows)
    assert rows[1]["rel_path"] == "x/a.txt"
    assert relative_path("/elsewhere/z.txt", "/drop") == "z.txt"


def test_bm25_over_two_batches_ranks_as_over_one(tmp_path):
    one = write_library(tmp_path / "one", DOCS)
    two = write_library(tmp_path / "two", DOCS[:2])
    write_library(tmp_path / "two", DOCS[2:], batch="b2")
    for query in ("dam floods", "bread", "river rain farmers"):
        assert Library(one.lake_dir).bm25(query) == Library(two.lake_dir).bm25(query)
    assert Library(one.lake_dir).bm25("dam floods")[0] in {
        p
        for p, d in Library(one.lake_dir).con.execute("select passage_id, doc_id from passage").fetchall()
        if d == "a"
    }


def test_bm25_scores_as_the_bm25s_library_does_over_the_same_terms(tmp_path):
    # The scan keeps its own postings per batch (so a batch is indexed once, not the whole
    # library again); its scores must still be Okapi BM25 as a well-kept implementation has it.
    # bm25s's "lucene" variant is the same formula without the constant (k1 + 1) factor.
    import bm25s

    library = Library(write_library(tmp_path, DOCS).lake_dir)
    rows = library.con.execute(
        "select passage_id, term, tf from passage_term order by passage_id, term"
    ).fetchall()
    ids = [r[0] for r in library.con.execute("select passage_id from passage order by passage_id").fetchall()]
    tokens: dict[str, list[str]] = {pid: [] for pid in ids}
    for pid, term, tf in rows:
        tokens[pid].extend([term] * tf)
    reference = bm25s.BM25(method="lucene", k1=1.2, b=0.75)
    reference.index([tokens[pid] for pid in ids], show_progress=False)
    for query in ("dam floods", "bread bakery", "river rain farmers", "dam held firm floods"):
        ours = {pid: score for pid, score, _ in library.bm25_scored(query, None, 100)}
        expected = reference.get_scores(terms(query))
        assert ours, query
        for pid, score in zip(ids, expected, strict=True):
            assert ours.get(pid, 0.0) == pytest.approx(2.2 * score, rel=1e-5), (query, pid)


def test_a_claim_on_a_topic_the_library_lacks_holds_too_little_of_its_term_weight(tmp_path):
    library = Library(write_library(tmp_path, DOCS).lake_dir)
    # "new" is the one word a claim about frogs shares with these pages (the bakery's "A new ...").
    off_topic = "A new species of tree frog was found in Ecuador"
    assert library.bm25(off_topic, floor=0.0)
    assert library.bm25(off_topic, floor=0.3) == []
    shares = [share for _, _, share in library.bm25_scored(off_topic)]
    assert max(shares) < 0.1
    # A claim the library is about keeps its passages, the one holding every term weighing 1.
    on_topic = library.bm25_scored("the dam failed and floods followed", floor=0.3)
    assert on_topic and on_topic[0][2] == pytest.approx(1.0)
