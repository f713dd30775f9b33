"""Three misparses of the small spaCy model, set right before the rules read the sentence."""

import pytest


@pytest.mark.parametrize(
    ("sentence", "speaker", "subject", "predicate"),
    [
        # "reports" tagged a plural noun, "the Independent" its modifier
        (
            "Kirchner adopted a boy as her godson last week, the Independent reports.",
            "the Independent",
            "Kirchner",
            "adopt",
        ),
        (
            "People With Money reports on Sunday (January 25) that Nishikori is the highest-paid tennis player.",
            "People With Money",
            "Nishikori",
            "be player",
        ),
    ],
)
def test_a_speech_verb_read_as_a_noun_is_a_cue(extract, sentence, speaker, subject, predicate):
    (claim,) = extract(sentence)
    assert (claim.speaker, claim.cue, claim.subject, claim.predicate) == (
        speaker,
        "reports",
        subject,
        predicate,
    )
    assert claim.proposition


def test_what_was_said_of_a_subject_with_a_relative_clause_is_a_proposition(extract):
    sentence = (
        "A staffer said the doctor who performed a biopsy on Rivers’ vocal cords, right before her "
        "death, took a selfie while Rivers was under anesthesia."
    )
    (claim,) = [c for c in extract(sentence) if c.cue == "said"]
    assert claim.subject.startswith("the doctor who performed a biopsy")
    assert (claim.predicate, claim.value) == ("take", "a selfie while Rivers was under anesthesia")
    assert claim.proposition


@pytest.mark.parametrize(
    "sentence",
    [
        "The reports came in late and the editors said nothing.",  # a plain noun heads no clause
        "He said the words that mattered to her and left the room.",  # "and": two acts of his
    ],
)
def test_no_repair_where_the_parse_is_right(extract, sentence):
    claims = extract(sentence)
    assert not any(c.cue == "reports" for c in claims)
    assert not any((c.predicate or "").startswith("leave") for c in claims)


def test_a_relative_clause_hung_on_the_cue_is_the_nouns(extract):
    """fnc_1636: the parser made "which ... caused the heart attack" the reported clause of
    "denied"; what Korovin denied is performing the biopsy."""
    sentence = (
        'Korovin also "categorically" denied performing an unauthorised biopsy on Rivers which, '
        "according to multiple published reports, caused the heart attack that killed her."
    )
    (denial,) = [c for c in extract(sentence) if c.cue == "denied"]
    assert (denial.modality, denial.subject, denial.predicate) == ("denies", "Korovin", "perform")
    assert denial.value.startswith("an unauthorised biopsy on Rivers")


def test_a_relative_clause_inside_what_was_said_stays_there(extract):
    (claim,) = extract("Officials said the plan, which was announced Monday, would cost $5 million.")
    assert (claim.subject, claim.predicate) == ("the plan", "cost")
