"""The debunked_report rule: "Reports that S turned out to be a hoax" is the writer's denial of S."""

import pytest


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Reports that the president of Argentina adopted a boy may have been greatly exaggerated.",
            ("the president of Argentina", "adopt", "a boy"),
        ),
        (
            "The story that Apple will shut down Beats Music is untrue.",
            ("Apple", "shut down", "Beats Music"),
        ),
        ("Rumours that the singer had died turned out to be a hoax.", ("the singer", "die", "")),
        # the report noun says what is false: "a false story", "a fake report"
        (
            "The story that Apple will shut down Beats Music was a false report.",
            ("Apple", "shut down", "Beats Music"),
        ),
    ],
)
def test_a_report_called_false_is_a_denial_of_what_it_reports(extract, sentence, expected):
    (claim,) = extract(sentence)
    assert (claim.subject, claim.predicate, claim.value) == expected
    assert claim.modality == "denies" and claim.polarity == "negative"
    # The text names nobody: the claim has no speaker rather than an invented one.
    assert claim.speaker == "" and claim.speaker_span is None
    assert claim.proposition


@pytest.mark.parametrize(
    "sentence",
    [
        "Reports that the minister resigned are not false.",
        "Rumours that the singer had died turned out not to be a hoax.",
        "Reports that the minister resigned are no hoax.",
        "Reports that the minister resigned are widespread.",
        "A story is a hoax.",  # no word points at a story the text told
    ],
)
def test_no_denial_without_a_word_calling_the_report_false(extract, sentence):
    assert not [c for c in extract(sentence) if c.modality == "denies"]


@pytest.mark.parametrize(
    ("sentence", "quote"),
    [
        ("The story is a hoax.", "The story"),
        ("However, the claims in the story are untrue.", "the claims in the story"),
        # a relative clause says which story, not what it said
        ("The story that the Times published was fake.", "The story"),
        ("The rumour that he spread at work was false.", "The rumour"),
    ],
)
def test_a_report_the_text_gave_before_called_false_is_a_denial_pointing_back(extract, sentence, quote):
    """What the story said is not in the sentence: the claim is no proposition of its own, and the
    document step (extract.denied) gives it the propositions of the story told before."""
    (denial,) = [c for c in extract(sentence) if c.modality == "denies"]
    assert denial.quote == quote
    assert not denial.proposition and denial.proposition_reason == "refers_back"


def test_the_quote_is_the_reported_clause_and_the_cue_the_words_calling_it_false(extract):
    sentence = "Claims that the dam had burst were false."
    denial = next(c for c in extract(sentence) if c.modality == "denies")
    assert denial.quote == "the dam had burst"
    assert denial.cue == "were false"


@pytest.mark.parametrize(
    ("sentence", "speaker"),
    [
        ("A spokesman said the report was false.", "A spokesman"),
        ("The story is a hoax, the spokesman said.", "the spokesman"),
        ("The ministry said these claims are baseless and politically motivated.", "The ministry"),
    ],
)
def test_a_speaker_calling_a_report_false_denies_it(extract, sentence, speaker):
    (claim,) = extract(sentence)
    assert (claim.speaker, claim.modality, claim.proposition_reason) == (speaker, "denies", "refers_back")


def test_a_speaker_calling_a_report_true_asserts_it(extract):
    (claim,) = extract("He said the story was true.")
    assert claim.modality == "asserts" and claim.proposition


@pytest.mark.parametrize("sentence", ["This story seems to be false.", "The report appears to be a hoax."])
def test_a_report_that_seems_false_is_denied_not_an_impression(extract, sentence):
    (claim,) = extract(sentence)
    assert (claim.speaker, claim.modality, claim.proposition_reason) == ("", "denies", "refers_back")


@pytest.mark.parametrize(
    ("sentence", "speaker", "story"),
    [
        # FNC-1 bodies 671, 596 and 1617, each the whole article
        (
            "The woman who claimed she had a third breast was lying and the story is a hoax.",
            "",
            "The woman who claimed she had a third breast",
        ),
        (
            "The woman who reported that she added a third breast was most likely lying.",
            "",
            "The woman who reported that she added a third breast",
        ),
        (
            "The woman who claimed she had a third breast has been proved a hoax.",
            "",
            "The woman who claimed she had a third breast",
        ),
        # fnc_1632
        (
            "Florida station 10 News has now outed Tridevil third breast as fake after obtaining a "
            "luggage theft report.",
            "Florida station 10 News",
            "Tridevil third breast",
        ),
        (
            "The 'three-breasted' woman calling herself 'Jasmine Tridevil' has been exposed as a phony.",
            "",
            "The 'three-breasted' woman calling herself 'Jasmine Tridevil",
        ),
    ],
)
def test_a_holder_or_a_story_called_false_is_a_debunk_of_the_story(extract, sentence, speaker, story):
    denial = next(c for c in extract(sentence) if c.modality == "denies")
    assert (denial.speaker, denial.subject, denial.polarity) == (speaker, story, "negative")
    assert denial.proposition_reason == "noun_phrase"


@pytest.mark.parametrize(
    "sentence",
    [
        "Those who claimed the plant would close were not lying.",
        "The reporter outed him as gay.",
        "Snopes exposed the woman.",
        "The woman who lives next door was lying on the beach.",
        "The woman who claimed the prize was a fake doctor.",
    ],
)
def test_no_debunk_without_a_claim_called_false(extract, sentence):
    assert not [c for c in extract(sentence) if c.modality == "denies"]


@pytest.mark.parametrize(
    "sentence",
    [
        "But now, a final piece of evidence confirms the whole thing was a hoax.",
        "Kurdish journalist Pawan Durani said it was untrue.",
        "Schulman said this is a hoax that everyone is falling for.",
    ],
)
def test_a_pronoun_or_the_whole_thing_called_false_denies_what_was_reported_before(extract, sentence):
    (claim,) = extract(sentence)
    assert (claim.modality, claim.proposition_reason) == ("denies", "refers_back")


@pytest.mark.parametrize(
    "sentence",
    ["Tridevil said this is not fake.", "He said it is false to claim that the plant closed."],
)
def test_a_pronoun_not_called_false_or_standing_for_a_clause_denies_nothing(extract, sentence):
    (claim,) = extract(sentence)
    assert claim.proposition_reason != "refers_back"
