import pytest

from pipeline.extract.base import SentenceInput
from pipeline.extract.parse import ParseExtractor


@pytest.fixture(scope="module")
def extract():
    extractor = ParseExtractor()

    def run(sentence: str):
        (result,) = extractor.extract([SentenceInput("s", sentence)])
        assert result.error is None
        return result.claims

    return run


def test_inverted_attribution_with_credit(extract):
    (claim,) = extract("The Field Alpha plant will restart in March, two officials told Reuters on Monday.")
    assert claim.speaker == "two officials"
    assert claim.cue == "told"
    assert claim.quote == "The Field Alpha plant will restart in March"
    assert (claim.subject, claim.predicate, claim.value) == ("The Field Alpha plant", "restart", "in March")
    assert claim.modality == "expects"  # a statement about the future


def test_speaker_leaves_out_relative_clause(extract):
    (claim,) = extract("The officials, who asked not to be named, said output would rise by 10 percent.")
    assert claim.speaker == "The officials"
    assert claim.value == "by 10 percent"


def test_denial_flips_polarity(extract):
    (claim,) = extract(
        "The Energy Ministry denied that the plant will restart in March, calling reports premature."
    )
    assert claim.modality == "denies"
    assert claim.polarity == "negative"
    assert claim.quote == "the plant will restart in March"


def test_nested_attribution_links_inner_to_outer(extract):
    outer, inner = extract("Officials said the minister told them the restart was on track.")
    assert outer.speaker == "Officials" and inner.speaker == "the minister"
    assert inner.parent == 0 and outer.parent is None
    assert inner.quote == "the restart was on track"


def test_according_to(extract):
    (claim,) = extract("According to police, the suspect fled on foot.")
    assert claim.speaker == "police"
    assert claim.quote == "the suspect fled on foot"


def test_no_claim_without_attribution(extract):
    assert extract("The plant has been idle since a fire in February.") == []
    assert extract("The operator declined to comment on the timetable.") == []


def test_spans_point_into_the_sentence(extract):
    sentence = "Union leader Marko Dell said output would rise by only 2 percent."
    (claim,) = extract(sentence)
    for text, span in (
        (claim.speaker, claim.speaker_span),
        (claim.cue, claim.cue_span),
        (claim.quote, claim.quote_span),
    ):
        assert sentence[span[0] : span[1]] == text
