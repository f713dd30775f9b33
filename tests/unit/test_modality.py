import pytest

from pipeline.modality import guard_claims, guard_modality


@pytest.mark.parametrize(
    ("modality", "quote", "cue", "expected"),
    [
        ("denies", "the report is false", "said", "denies"),
        ("denies", "the plant will restart", "denied", "denies"),
        ("denies", "the plant will restart", "said", "unclear"),
        # the writer calling a report false: "Reports that the singer had died turned out to be a hoax"
        ("denies", "the singer had died", "turned out to be a hoax", "denies"),
        ("denies", "the president adopted a boy", "been greatly exaggerated", "denies"),
        # "calling it implausible that a dozen Russians could have damaged the electoral system"
        ("denies", "a dozen Russians could have damaged it", "calling it implausible", "denies"),
        ("denies", "the company declined to comment on the plan", "said", "unclear"),
        # hel_0239: "Trump had accepted Putin's denials that Russia interfered in the election"
        ("denies", "that Russia interfered in the election", "denials", "denies"),
        ("denies", "that the plant will close", "rejections", "denies"),
        ("denies", "that the plant will close", "dismissal", "denies"),
        # fnc_1092: "a final piece of evidence confirms the whole thing was a hoax"
        ("denies", "the whole thing was a hoax", "confirms", "denies"),
        ("asserts", "anything", "said", "asserts"),
        ("guesses", "anything", "said", "unclear"),
        (None, "anything", "said", "unclear"),
    ],
)
def test_guard(modality, quote, cue, expected):
    assert guard_modality(modality, quote, cue)[0] == expected


def test_declined_to_comment_is_not_a_denial_and_says_why():
    modality, reason = guard_modality("denies", "declined to comment", "")
    assert modality == "unclear"
    assert "declining to comment" in reason


def test_downgrade_records_reason_and_restores_polarity():
    (claim,) = guard_claims(
        [{"modality": "denies", "quote": "it will reopen", "cue": "said", "polarity": "negative"}]
    )
    assert claim["modality"] == "unclear"
    assert claim["extracted_modality"] == "denies"
    assert claim["polarity"] == "positive"
    assert claim["guard_reason"]
