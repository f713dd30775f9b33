"""Sources the text does not name: unattributed_passive, hearsay_adverb and impression."""

import pytest


@pytest.mark.parametrize(
    ("sentence", "cue", "quote", "modality"),
    [
        (
            "It was revealed that the plant had closed.",
            "was revealed",
            "that the plant had closed",
            "asserts",
        ),
        (
            "Trump is expected to speak on Monday.",
            "is expected",
            "Trump is expected to speak on Monday",
            "expects",
        ),
        ("Mr. Quiros was accused of fraud.", "was accused", "Mr. Quiros was accused of fraud", "alleges"),
        (
            "The ad airs during the final, which is expected to draw a large audience.",
            "is expected",
            "which is expected to draw a large audience",
            "expects",
        ),
        (
            "The club is reportedly spending $1.5 million on ads.",
            "reportedly",
            "The club is reportedly spending $1.5 million on ads",
            "asserts",
        ),
        (
            "He was arrested after he allegedly brandished a pistol.",
            "allegedly",
            "he allegedly brandished a pistol",
            "alleges",
        ),
    ],
)
def test_a_source_the_text_does_not_name_leaves_the_speaker_empty(extract, sentence, cue, quote, modality):
    (claim,) = extract(sentence)
    assert (claim.speaker, claim.speaker_span) == ("", None)
    assert (claim.cue, claim.quote, claim.modality) == (cue, quote, modality)


def test_passives_that_report_no_words_are_no_claims(extract):
    assert extract("Sanders was asked about the plan.") == []
    assert extract("Fourteen refugees were admitted as residents.") == []


def test_an_impression_the_text_gives_as_its_own_is_unclear_and_unattributed(extract):
    (claim,) = extract("The union appears to be moving behind the plan.")
    assert (claim.speaker, claim.cue, claim.modality) == ("", "appears", "unclear")
    assert claim.quote == "The union appears to be moving behind the plan"
    (claim,) = extract("It appears, though, that the game was not boring to everyone.")
    assert (claim.speaker, claim.modality) == ("", "unclear")
    assert claim.quote == "that the game was not boring to everyone"
