from pipeline.verbatim import check_claims, misquoted, verbatim_span


def test_exact_quote_gets_its_span():
    text = "Intro. The plant will restart in March, officials said."
    assert verbatim_span(text, "The plant will restart in March") == (7, 38)


def test_nearest_occurrence_wins():
    text = "It said yes. Later: it said yes."
    assert verbatim_span(text, "it said yes", near=20) == (20, 31)


def test_typographic_quotes_and_spacing_are_forgiven_but_span_is_the_documents():
    text = "He said “the  plant is safe” today."
    start, end = verbatim_span(text, '"the plant is safe"')
    assert text[start:end] == "“the  plant is safe”"


def test_paraphrase_is_rejected_with_a_reason():
    claims = [
        {
            "claim_id": "c1",
            "doc_id": "d",
            "quote": "the plant will restart",
            "batch": "b",
            "speaker": "x",
            "quote_start": None,
        },
        {
            "claim_id": "c2",
            "doc_id": "d",
            "quote": "the plant exploded",
            "batch": "b",
            "speaker": "x",
            "quote_start": None,
        },
        {"claim_id": "c3", "doc_id": "d", "quote": " ", "batch": "b", "speaker": "x", "quote_start": None},
    ]
    kept, rejected = check_claims(claims, {"d": "Officials said the plant will restart."})
    assert [c["claim_id"] for c in kept] == ["c1"]
    assert kept[0]["span_start"] == 15
    assert {r["claim_id"]: r["reason"] for r in rejected} == {
        "c2": "quote not found verbatim in the document",
        "c3": "empty quote",
    }


def test_a_kept_quote_is_the_documents_own_text_at_its_span():
    # A quote found only with its marks and spacing forgiven is published as the document writes it.
    text = "He said “the  plant’s safe” today."
    claim = {
        "claim_id": "c1",
        "doc_id": "d",
        "quote": ' "the plant\'s safe"',
        "batch": "b",
        "quote_start": None,
    }
    (kept,), rejected = check_claims([claim], {"d": text})
    assert not rejected
    assert kept["quote"] == "“the  plant’s safe”" == text[kept["span_start"] : kept["span_end"]]
    assert misquoted([kept], {"d": text}) == []


def test_misquoted_names_every_claim_whose_quote_differs_from_its_document_at_its_span():
    text = "He said “the plant is safe” today."
    claims = [
        {"claim_id": "ok", "doc_id": "d", "quote": "“the plant is safe”", "span_start": 8, "span_end": 27},
        {"claim_id": "marks", "doc_id": "d", "quote": '"the plant is safe"', "span_start": 8, "span_end": 27},
        {
            "claim_id": "shifted",
            "doc_id": "d",
            "quote": "“the plant is safe”",
            "span_start": 9,
            "span_end": 28,
        },
        {"claim_id": "no span", "doc_id": "d", "quote": "today", "span_start": None, "span_end": None},
        {"claim_id": "no doc", "doc_id": "e", "quote": "today", "span_start": 0, "span_end": 5},
    ]
    assert misquoted(claims, {"d": text}) == ["marks", "shifted", "no span", "no doc"]
