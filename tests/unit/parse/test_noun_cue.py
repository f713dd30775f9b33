"""The noun_cue rule: "Trump's claim that ...", "Republican calls for ..."."""

import pytest


@pytest.mark.parametrize(
    ("sentence", "speaker", "cue", "quote", "modality"),
    [
        (
            "Trump's claim that Mexico will pay for the wall is false.",
            "Trump",
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
    # No one holds "the claim": it is no one's assertion. Called false, it is the writer's
    # denial of what it says (the debunked_report rule), with no speaker.
    claims = extract("The claim that Mexico will pay for the wall is false.")
    assert [(c.speaker, c.modality, c.quote) for c in claims] == [
        ("", "denies", "Mexico will pay for the wall")
    ]
