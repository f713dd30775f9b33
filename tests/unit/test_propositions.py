"""Which claims are propositions to group and report; the rest stay as attributions."""

import pytest

from pipeline.extract.propositions import clutter_reason, mark_propositions

PAGE = (
    "Trump, Putin summit: Top economic issues ### Fox News analyst Gen. Jack Keane on the summit. ### "
    "Continue Reading Below ### Officials said sanctions relief is a top concern for Moscow. ### "
    "Photo: Evan Vucci, AP ### [ Related: Trump says Putin is a competitor ] ### "
    "— Donald J. Trump (@realDonaldTrump) July 16, 2018"
)


@pytest.mark.parametrize(
    ("quote", "reason"),
    [
        ("Top economic issues", "headline"),
        ("sanctions relief is a top concern for Moscow", ""),
        ("Evan Vucci, AP", "clutter"),
        ("Putin is a competitor", "clutter"),
        ("July 16, 2018", "clutter"),
        ("the summit. ### Continue Reading Below", "clutter"),
    ],
)
def test_page_clutter_and_headlines_are_no_propositions(quote, reason):
    assert clutter_reason(PAGE, PAGE.index(quote), quote) == reason


def test_the_backends_verdict_comes_first_and_an_empty_predicate_decides_for_the_others():
    text = "Officials said the plant will restart in March."
    claims = [
        {
            "doc_id": "d",
            "quote_start": 15,
            "quote": "the plant will restart in March",
            "predicate": "restart",
        },
        {"doc_id": "d", "quote_start": 15, "quote": "the plant", "predicate": ""},
        {
            "doc_id": "d",
            "quote_start": 15,
            "quote": "the plant",
            "predicate": "",
            "is_proposition": False,
            "proposition_reason": "noun_phrase",
        },
    ]
    marked = mark_propositions(claims, {"d": text})
    assert [(c["is_proposition"], c["proposition_reason"]) for c in marked] == [
        (True, ""),
        (False, "no_predicate"),
        (False, "noun_phrase"),
    ]
