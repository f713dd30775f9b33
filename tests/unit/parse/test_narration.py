"""The article's own voice: a sentence that attributes nothing is the writer's claim."""

import pytest

from pipeline.extract.base import SentenceInput
from pipeline.extract.parse import ParseExtractor


@pytest.fixture(scope="module")
def every_claim():
    extractor = ParseExtractor()

    def run(sentence: str):
        (result,) = extractor.extract([SentenceInput("s", sentence)])
        assert result.error is None
        return result.claims

    return run


def test_a_sentence_that_attributes_nothing_is_the_writers_claim(every_claim):
    sentence = (
        "The ENT, who was not authorized to perform procedures at the clinic, took over and began a biopsy."
    )
    (claim,) = every_claim(sentence)
    assert claim.narrated
    assert (claim.speaker, claim.cue, claim.modality) == ("", "", "asserts")
    assert (claim.subject, claim.predicate) == ("The ENT", "take over")
    assert claim.proposition
    # the quote is the sentence's own characters, less its full stop
    assert claim.quote == sentence[:-1]
    assert sentence[claim.quote_span[0] : claim.quote_span[1]] == claim.quote


def test_a_narrated_negation_keeps_its_polarity(every_claim):
    (claim,) = every_claim("Kei Nishikori did not make $46 million last year.")
    assert claim.narrated and claim.polarity == "negative"
    assert (claim.subject, claim.predicate, claim.value) == ("Kei Nishikori", "make", "$46 million last year")


def test_a_wire_dateline_is_not_part_of_the_narration(every_claim):
    (claim,) = every_claim("TEHRAN (FNA)- The army took back the town of Baiji on Monday.")
    assert claim.narrated and claim.quote.startswith("The army took back")


def test_a_debunk_the_rules_read_is_not_told_again_as_narration(every_claim):
    (claim,) = every_claim("The third breast story is a hoax.")
    assert not claim.narrated and claim.modality == "denies"
    assert claim.proposition_reason == "refers_back"


def test_a_verb_taken_for_a_cue_with_no_proposition_leaves_the_sentence_the_writers(every_claim):
    claims = every_claim("TEHRAN (FNA)- Iraqi forces recaptured the town of Baiji on Monday.")
    assert not any(c.proposition for c in claims if not c.narrated)
    (narrated,) = [c for c in claims if c.narrated]
    assert narrated.proposition and (narrated.subject, narrated.predicate) == ("Iraqi forces", "recapture")


def test_a_speaker_who_is_nobody_leaves_the_sentence_the_writers(every_claim):
    # fnc_1033 (a debunk of a Raven-Symone story): the writer says it, nobody else does
    claims = every_claim("No actual lawyer for the real Raven-Symone ever made such a statement.")
    assert [c.proposition_reason for c in claims if not c.narrated] == ["nobody"]
    (narrated,) = [c for c in claims if c.narrated]
    assert (narrated.subject, narrated.predicate) == ("No actual lawyer for the real Raven-Symone", "make")


@pytest.mark.parametrize(
    "sentence",
    [
        "Officials said the plant would close.",  # an attribution, not narration
        "The plant “will close in March,” he wrote.",  # someone's words
        "Did a woman really add a third breast?",  # a question
        "Read the full story here.",  # an imperative: no subject
        "He did.",  # too short to tell anything
        "Trump has not said whether he will meet Putin again.",  # speech the rules chose not to attribute
        "A view of the Kremlin from the river",  # no verb
    ],
)
def test_no_narration_where_the_sentence_is_someone_elses_or_tells_nothing(every_claim, sentence):
    assert not any(claim.narrated for claim in every_claim(sentence))


def test_a_denial_of_a_noun_phrase_leaves_nothing_to_narrate(every_claim):
    claims = every_claim("Korovin denied the selfie in the operating room.")
    assert claims and not any(c.narrated for c in claims)
