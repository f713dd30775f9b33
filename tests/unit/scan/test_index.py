"""The passage index: verbatim passages with their neighbours, and BM25 that a new batch updates exactly."""

from pipeline.scan.passages import passage_rows, relative_path
from pipeline.scan.retrieve import Library
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
