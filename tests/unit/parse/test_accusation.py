"""The accusation rule: "Y accused X of S" is Y's allegation that X did S."""

import pytest


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Greenpeace accused the company of polluting the river.",
            ("Greenpeace", "alleges", "the company", "pollute", "the river"),
        ),
        (
            "The union blamed the company for delaying the restart.",
            ("The union", "alleges", "the company", "delay", "the restart"),
        ),
    ],
)
def test_an_accusation_is_an_allegation_of_the_deed_by_the_accused(extract, sentence, expected):
    (claim,) = extract(sentence)
    assert (claim.speaker, claim.modality, claim.subject, claim.predicate, claim.value) == expected
    assert claim.polarity == "positive"


def test_the_span_is_the_one_polnear_marks(extract, extract_without):
    sentence = "Greenpeace accused the company of polluting the river."
    (claim,) = extract(sentence)
    (plain,) = extract_without("accusation")(sentence)
    assert claim.quote == plain.quote == "the company of polluting the river"
    assert (plain.subject, plain.predicate) == ("the company", "")


def test_an_accusation_of_a_thing_keeps_the_cue_verb_reading(extract):
    (claim,) = extract("They accused him of fraud.")
    assert (claim.subject, claim.predicate, claim.quote) == ("him", "", "him of fraud")
