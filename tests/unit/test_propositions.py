"""Which claims are propositions to group and report; the rest stay as attributions."""

import pytest

from pipeline.extract.propositions import clutter_reason, mark_propositions

PAGE = (
    "Trump, Putin summit: Top economic issues ### Fox News analyst Gen. Jack Keane on the summit. ### "
    "Continue Reading Below ### Officials said sanctions relief is a top concern for Moscow. ### "
    "Photo: Evan Vucci, AP ### [ Related: Trump says Putin is a competitor ] ### "
    "— Donald J. Trump (@realDonaldTrump) July 16, 2018 ### "
    "% of readers think this story is Fact. Add your two cents."
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
        # a site's poll widget, on eight pages of the drop (session 33)
        ("this story is Fact", "clutter"),
    ],
)
def test_page_clutter_and_headlines_are_no_propositions(quote, reason):
    assert clutter_reason(PAGE, PAGE.index(quote), quote) == reason


def test_a_gallerys_caption_and_a_cut_off_teaser_are_no_propositions():
    # hel_0116 (AP photo gallery) and hel_0006 (an aggregator's teasers between embeds)
    page = (
        "Photo: Mel Evans, AP ### Image 1 of 4 ### Nielsen told the gathering that there are no signs "
        "of it. ### video_youtube ### Better ties are in Russia's hands, Pompeo said ahead of the ... ### "
        "amp ### Officials said the talks would go on."
    )
    for quote, reason in (
        ("there are no signs of it", "clutter"),
        ("Better ties are in Russia's hands", "headline"),
        ("the talks would go on", ""),
    ):
        assert clutter_reason(page, page.index(quote), quote) == reason, quote


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


@pytest.mark.parametrize(
    ("predicate", "value", "reason"),
    [
        ("agree", "", "no_content"),  # the Russian foreign ministry's "We agree." answering a tweet
        ("be", "", "no_content"),
        ("'", "", "no_content"),  # a predicate of punctuation alone
        ("thank", "you to @JenniHaukio for hosting me", "courtesy"),
        ("exist", "", ""),  # "no signs exist": the subject carries the content
        ("kill", "", ""),  # "two people were killed"
        ("agree", "to meet in Helsinki", ""),
        ("decline", "to discuss his goals for the summit", "no_content"),  # hel_0014, AP
        ("decline", "to comment on rumor or speculation", "no_content"),
        ("refuse", "to allow her to transition", ""),  # a refusal to act is a proposition
        ("confirm", "whether Baghdadi was hit in a strike near Falluja", "question"),  # fnc_326, Reuters
    ],
)
def test_a_verb_that_says_nothing_without_its_complement_is_no_proposition(predicate, value, reason):
    claim = {"doc_id": "d", "quote": "We agree.", "predicate": predicate, "value": value}
    (marked,) = mark_propositions([claim])
    assert (marked["is_proposition"], marked["proposition_reason"]) == (not reason, reason)


@pytest.mark.parametrize(
    ("speaker", "reason"),
    [
        ("Big banners", "inscription"),  # hel_0109: 'Big banners said "Welcome Trump"'
        ("a sign", "inscription"),  # fnc_1092: the sign a man was made to hold up
        ("Another sign", "inscription"),
        ("a previously written suicide note", ""),  # a note is someone's statement
        ("The hacker message", ""),
        ("Banners", "inscription"),  # "Banners reading 'Respect Ukraine'"
        ("Banner", ""),  # fnc: Joe Banner of the Browns "has noted ..."
        ("Bruce Banner", ""),
    ],
)
def test_a_signs_words_are_no_ones_statement(speaker, reason):
    claim = {
        "doc_id": "d",
        "quote": "Welcome Trump",
        "speaker": speaker,
        "predicate": "welcome",
        "value": "Trump",
    }
    (marked,) = mark_propositions([claim])
    assert (marked["is_proposition"], marked["proposition_reason"]) == (not reason, reason)
