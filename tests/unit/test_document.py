import base64
import codecs
import time

import pytest

from pipeline.document import (
    Unreadable,
    check_text_limits,
    documents_from_snapshots,
    read_document,
)
from pipeline.vocabulary import QUARANTINE_REASONS
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
        "date_source": "front_matter",
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


def _limit_reason(name: str, data: bytes) -> str:
    with pytest.raises(Unreadable) as err:
        read_document(name, data)
    assert err.value.detail
    return err.value.reason


def test_a_huge_word_is_quarantined_and_the_rest_of_the_batch_goes_on():
    # A pasted image as base64 in Markdown crashed the whole batch in spaCy (E088).
    blob = base64.b64encode(bytes(range(256)) * 3_000).decode()
    poison = f"# Notes\n\nThe minister said it works.\n\n![chart](data:image/png;base64,{blob})\n".encode()
    snaps = [
        {"snapshot_id": "a" * 64, "path": "good.txt", "batch": "b"},
        {"snapshot_id": "b" * 64, "path": "poison.md", "batch": "b"},
    ]
    content = {"good.txt": b"The minister said it works.", "poison.md": poison}
    docs, quarantined = documents_from_snapshots(snaps, lambda s: content[s["path"]])
    assert [d["path"] for d in docs] == ["good.txt"]
    assert [(q["path"], q["reason"]) for q in quarantined] == [("poison.md", "token too long")]
    assert "1,024,032-character word" in quarantined[0]["detail"]


def test_a_two_megabyte_line_is_quarantined_before_sentence_splitting():
    line = "The minister said on Monday that the budget would grow, officials said. " * 28_000
    started = time.monotonic()
    assert _limit_reason("one-line.txt", line.encode()) == "line too long"
    assert time.monotonic() - started < 10  # splitting it took over 15 minutes


def test_a_sentence_without_a_full_stop_is_quarantined():
    sentence = "He said " + "that the plan would work and " * 7_000 + "end."
    assert _limit_reason("run-on.txt", sentence.encode()) == "sentence too long"


def test_a_long_sentence_that_only_splitting_finds_is_quarantined():
    # Full stops after abbreviations do not end the sentence: only splitting finds its length.
    sentence = "Officials met Mr. Smith and Dr. Jones and " * 300 + "left."
    with pytest.raises(Unreadable) as err:
        check_text_limits(sentence)
    assert err.value.reason == "sentence too long"
    assert "12,605-character sentence" in err.value.detail


def test_splitting_past_its_time_limit_is_quarantined():
    text = "\n\n".join(["One sentence here. Another one there."] * 6_000)
    with pytest.raises(Unreadable) as err:
        check_text_limits(text, seconds=-1)
    assert err.value.reason == "splitting too slow"


def test_ordinary_text_is_within_the_limits():
    check_text_limits("A long URL https://example.org/" + "a" * 2_000 + " is fine.\n\n" + "Words. " * 1_400)


def test_every_quarantine_reason_is_listed():
    assert {"token too long", "sentence too long", "line too long", "splitting too slow"} <= set(
        QUARANTINE_REASONS
    )


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be", "utf-32", "utf-32-be"])
def test_text_with_a_byte_order_mark_is_decoded(codec):
    text = "The minister said the plant “will restart”, officials said."
    bom = {"utf-16-be": codecs.BOM_UTF16_BE, "utf-32-be": codecs.BOM_UTF32_BE}.get(codec, b"")
    doc = read_document("a.txt", bom + text.encode(codec))
    assert doc.text == text


def test_html_with_a_utf16_byte_order_mark_is_read():
    page = (EXAMPLES / "northern-ledger-ministry-denial.html").read_text()
    doc = read_document("page.html", page.encode("utf-16"))
    assert "denied that the Field Alpha plant will restart in March" in doc.text


def test_a_lying_meta_charset_does_not_garble_quotes():
    page = (EXAMPLES / "northern-ledger-ministry-denial.html").read_text()
    assert '<meta charset="utf-8">' in page
    page = page.replace(
        "calling earlier reports premature.",
        "calling earlier reports “premature” and the café’s rumours – in short – wrong.",
    )
    doc = read_document("page.html", page.encode("cp1252"))
    assert "\ufffd" not in doc.text
    assert "calling earlier reports “premature” and the café’s rumours – in short – wrong." in doc.text


def test_a_true_meta_charset_is_used_when_the_bytes_are_not_utf8():
    page = (EXAMPLES / "northern-ledger-ministry-denial.html").read_text()
    page = page.replace(
        '<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">'
    )
    page = page.replace("calling earlier reports premature.", "calling earlier reports premature (Правда).")
    doc = read_document("page.html", page.encode("koi8-r"))
    assert "calling earlier reports premature (Правда)." in doc.text


@pytest.mark.parametrize("value", ["yesterday", "2 days ago", "today", "Monday", "last week", "March 5"])
def test_a_relative_date_in_front_matter_gives_no_date(value):
    doc = read_document("a.md", f"---\npublished: {value}\n---\nBody text here.\n".encode())
    assert doc.meta["published"] is None


@pytest.mark.parametrize(
    ("value", "iso"),
    [("2016-03-09", "2016-03-09"), ("9 March 2016", "2016-03-09"), ("March 2016", "2016-03-01")],
)
def test_an_absolute_date_in_front_matter_is_kept(value, iso):
    doc = read_document("a.md", f"---\ndate: {value}\n---\nBody text here.\n".encode())
    assert doc.meta["published"] == iso


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        (
            "Summit opens ### Updated ### July 16, 2018 at  7:08 AM ### HELSINKI (AP) — Trump met Putin.",
            "2018-07-16",
        ),
        (
            "By S.A. Miller - The Washington Times - Updated: 7:32 a.m. on Monday, July 16, 2018\nText.",
            "2018-07-16",
        ),
        ("Last updated Sat 27 Sep 2014\nThe story.", "2014-09-27"),
        ("Headline\nTuesday 02 September 2014\nIslamic State fighters ...", "2014-09-02"),
        # a caption, a photo credit or an embedded post dates a picture or a post, not the article
        ("FILE - In this Nov. 11, 2017 file photo, Trump and Putin talk.\nText follows.", None),
        ("Protest ### Demonstrators protest in Helsinki, Finland, July 15, 2018. ### Text.", None),
        ("A post. — PinkNews (@pinknews) December 15, 2014\nText.", None),
        # a date inside the story's sentences is something that happened, not the dateline
        ("Hugh Hefner was presumed to be dead of natural causes, Sunday, December 28, 2014. Well.", None),
        ("The letter was published on 19 November 2011 by the site, which copied it outright.", None),
    ],
)
def test_a_dateline_dates_an_undated_article(text, iso):
    doc = read_document("a.txt", text.encode())
    assert doc.meta["published"] == iso
    assert doc.meta["date_source"] == ("dateline" if iso else None)


def test_front_matter_wins_over_the_dateline():
    doc = read_document("a.md", b"---\npublished: 2026-01-02\n---\nJuly 16, 2018\nBody text here.\n")
    assert (doc.meta["published"], doc.meta["date_source"]) == ("2026-01-02", "front_matter")
