"""The noun_cue rule: "Trump's claim that ...", "Republican calls for ..."."""

import pytest


@pytest.mark.parametrize(
    ("sentence", "speaker", "cue", "quote", "modality"),
    [
        (
            "Trump's claim that Mexico will pay for the wall is false.",
            "Trump's",
            "claim",
            "that Mexico will pay for the wall",
            "alleges",
        ),
        (
            "The report renewed Republican calls for a special prosecutor.",
            "Republican",
            "calls for",
            "a special prosecutor",
            "asserts",
        ),
        (
            "A denial from the ministry that the plant will close came on Monday.",
            "the ministry",
            "denial",
            "that the plant will close",
            "denies",
        ),
    ],
)
def test_noun_cues(extract, sentence, speaker, cue, quote, modality):
    found = [(c.speaker, c.cue, c.quote, c.modality) for c in extract(sentence)]
    assert (speaker, cue, quote, modality) in found


def test_a_noun_cue_needs_someone_behind_it(extract):
    assert extract("The claim that Mexico will pay for the wall is false.") == []
