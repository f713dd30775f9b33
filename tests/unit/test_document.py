import pytest

from pipeline.document import Unreadable, documents_from_snapshots, read_document
from tests.conftest import EXAMPLES


def test_html_page_gives_article_text_and_metadata():
    data = (EXAMPLES / "northern-ledger-ministry-denial.html").read_bytes()
    doc = read_document("page.html", data)
    assert doc.kind == "html"
    assert "denied that the Field Alpha plant will restart in March" in doc.text
    assert "Subscribe" not in doc.text and "All rights reserved" not in doc.text
    assert doc.meta["outlet"] == "Northern Ledger"
    assert doc.meta["published"] == "2026-09-17"
    assert doc.meta["author"] == "Tomas Brenn"


def test_front_matter_fields_are_read_and_stripped_from_text():
    raw = b"---\ntitle: T\noutlet: Wire\npublished: 2026-01-02\nurl: https://x\n---\nBody text here.\n"
    doc = read_document("a.md", raw)
    assert doc.text.strip() == "Body text here."
    assert doc.meta == {
        "title": "T",
        "outlet": "Wire",
        "author": None,
        "published": "2026-01-02",
        "url": "https://x",
    }


def test_plain_text_without_front_matter():
    assert read_document("a.txt", b"Just words.").text == "Just words."


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("empty.txt", b"", "empty"),
        ("blank.txt", b"  \n\n ", "empty"),
        ("photo.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00", "binary"),
        ("latin.txt", "café au lait".encode("latin-1"), "undecodable"),
        ("sheet.xlsx", b"a,b,c", "unsupported type"),
        ("only-matter.md", b"---\ntitle: x\n---\n", "empty"),
    ],
)
def test_unreadable_input_has_a_reason(name, data, reason):
    with pytest.raises(Unreadable) as err:
        read_document(name, data)
    assert err.value.reason == reason
    assert err.value.detail


def test_one_bad_file_does_not_stop_the_batch():
    snaps = [
        {"snapshot_id": "a" * 64, "path": "good.txt", "batch": "b"},
        {"snapshot_id": "b" * 64, "path": "bad.bin", "batch": "b"},
        {"snapshot_id": "c" * 64, "path": "good2.txt", "batch": "b"},
    ]
    content = {"good.txt": b"One.", "bad.bin": b"\x00\x01", "good2.txt": b"Two."}
    docs, quarantined = documents_from_snapshots(snaps, lambda s: content[s["path"]])
    assert [d["path"] for d in docs] == ["good.txt", "good2.txt"]
    assert quarantined == [
        {
            "snapshot_id": "b" * 64,
            "path": "bad.bin",
            "batch": "b",
            "reason": "binary",
            "detail": "the file holds binary data, not text or HTML",
        }
    ]
